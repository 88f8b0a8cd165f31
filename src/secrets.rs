//! Secrets at rest: what the server must be able to show again (interview tokens, for
//! `interview_url`; webhook signing secrets, to sign) is sealed with AES-256-GCM under a key
//! from the environment, never stored in the clear. A sealed value is
//! `sealed:v1:<key id>:<base64 of nonce and ciphertext>`; its additional data names what it is
//! and whose (`interview token:<id>`), so a sealed value moved to another row does not open.
//!
//! The keyring is the process's, installed once at start (`install`): the first key seals, every
//! key opens, so keys rotate by adding a new first key and re-sealing (`interview-api secrets
//! rotate`), then removing the old one. What is only ever compared (API keys, and tokens for
//! lookup) is hashed instead; see docs/ARCHITECTURE.md. What clients chose and must be found
//! again but never shown (Idempotency-Keys) is kept as a keyed digest under the same keys
//! ([`digests`]), so a copy of the database holds no copy of it and cannot test guesses at it.

use std::sync::OnceLock;

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use anyhow::{Context, anyhow, bail};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

const PREFIX: &str = "sealed:v1:";

/// The keys that seal and open, the first sealing.
pub struct Keyring {
    keys: Vec<(String, Aes256Gcm, Hmac<Sha256>)>,
}

impl Keyring {
    /// `id:base64-of-32-bytes` entries separated by commas or new lines; the first seals.
    pub fn parse(text: &str) -> anyhow::Result<Keyring> {
        let mut keys = Vec::new();
        for entry in text.split([',', '\n']).map(str::trim).filter(|e| !e.is_empty()) {
            let (id, key) = entry
                .split_once(':')
                .context("a secrets key is `id:base64 of 32 random bytes`")?;
            if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                bail!("a secrets key id is letters, digits, - and _: {id:?}");
            }
            let bytes = STANDARD.decode(key.trim()).context("a secrets key is base64")?;
            if bytes.len() != 32 {
                bail!("the secrets key {id} has {} bytes; it needs 32", bytes.len());
            }
            if keys.iter().any(|(known, _, _)| known == id) {
                bail!("the secrets key id {id} is given twice");
            }
            let cipher = Aes256Gcm::new_from_slice(&bytes).map_err(|_| anyhow!("the secrets key {id} is unusable"))?;
            // A key of its own for digests, derived from the sealing key: one key, one use.
            let mut derive = <Hmac<Sha256> as Mac>::new_from_slice(&bytes).expect("HMAC takes any key length");
            derive.update(b"interview-api keyed digests");
            let digest_key = <Hmac<Sha256> as Mac>::new_from_slice(&derive.finalize().into_bytes())
                .expect("HMAC takes any key length");
            keys.push((id.to_owned(), cipher, digest_key));
        }
        if keys.is_empty() {
            bail!("no secrets key is given");
        }
        Ok(Keyring { keys })
    }

    /// A new random key entry, `id:base64`, for development and tests.
    pub fn generate_entry(id: &str) -> String {
        let key: [u8; 32] = rand::random();
        format!("{id}:{}", STANDARD.encode(key))
    }

    pub fn current_id(&self) -> &str {
        &self.keys[0].0
    }

    pub fn knows(&self, id: &str) -> bool {
        self.keys.iter().any(|(known, _, _)| known == id)
    }

    pub fn seal(&self, plaintext: &str, context: &str) -> String {
        let (id, cipher, _) = &self.keys[0];
        let nonce: [u8; 12] = rand::random();
        let sealed = cipher
            .encrypt(
                Nonce::from_slice(&nonce),
                Payload {
                    msg: plaintext.as_bytes(),
                    aad: context.as_bytes(),
                },
            )
            .expect("AES-GCM seals any message shorter than 64 GiB");
        let mut bytes = nonce.to_vec();
        bytes.extend(sealed);
        format!("{PREFIX}{id}:{}", STANDARD.encode(bytes))
    }

    pub fn open(&self, sealed: &str, context: &str) -> anyhow::Result<String> {
        let (id, data) = key_id_of(sealed)
            .and_then(|id| Some((id, sealed.get(PREFIX.len() + id.len() + 1..)?)))
            .context("not a sealed value")?;
        let (_, cipher, _) = self
            .keys
            .iter()
            .find(|(known, _, _)| known == id)
            .with_context(|| format!("the secrets key {id} is not configured"))?;
        let bytes = STANDARD.decode(data).context("a sealed value is base64")?;
        if bytes.len() < 12 {
            bail!("a sealed value is too short");
        }
        let (nonce, ciphertext) = bytes.split_at(12);
        let plaintext = cipher
            .decrypt(
                Nonce::from_slice(nonce),
                Payload {
                    msg: ciphertext,
                    aad: context.as_bytes(),
                },
            )
            .map_err(|_| anyhow!("a sealed value does not open under the secrets key {id}"))?;
        String::from_utf8(plaintext).context("a sealed value is text")
    }
}

impl Keyring {
    /// The keyed digests of `text` bound to `context`, one per key, the current key's first:
    /// `kd:<key id>:<hex of HMAC-SHA256>`. The first is what to store; all of them are what a
    /// value stored before a rotation may be.
    pub fn digests(&self, context: &str, text: &str) -> Vec<String> {
        self.keys
            .iter()
            .map(|(id, _, key)| {
                let mut mac = key.clone();
                mac.update(context.as_bytes());
                mac.update(b"\0");
                mac.update(text.as_bytes());
                format!("kd:{id}:{}", hex::encode(mac.finalize().into_bytes()))
            })
            .collect()
    }
}

/// The id of the key a value is sealed under, or `None` for a value that is not sealed.
pub fn key_id_of(value: &str) -> Option<&str> {
    value.strip_prefix(PREFIX)?.split_once(':').map(|(id, _)| id)
}

static KEYRING: OnceLock<Keyring> = OnceLock::new();

/// Installs the process's keyring; a second install keeps the first (tests start several
/// servers in one process, all with the same keys).
pub fn install(keyring: Keyring) {
    let _ = KEYRING.set(keyring);
}

fn keyring() -> &'static Keyring {
    KEYRING
        .get()
        .expect("the secrets keyring is installed at start-up, before any secret is sealed or opened")
}

/// Seals `plaintext` under the current key, bound to `context`.
pub fn seal(plaintext: &str, context: &str) -> String {
    keyring().seal(plaintext, context)
}

/// The keyed digests of `text` bound to `context` under the process's keys ([`Keyring::digests`]).
pub fn digests(context: &str, text: &str) -> Vec<String> {
    keyring().digests(context, text)
}

/// Opens a value sealed for `context`.
pub fn open(sealed: &str, context: &str) -> anyhow::Result<String> {
    keyring().open(sealed, context)
}

/// A stored value in the clear: opened when sealed, as it is when not yet sealed (stored before
/// sealing existed, or by an older replica during a rolling update; start-up seals those).
pub fn reveal(stored: &str, context: &str) -> anyhow::Result<String> {
    match key_id_of(stored) {
        Some(_) => open(stored, context),
        None => Ok(stored.to_owned()),
    }
}

pub fn current_key_id() -> &'static str {
    keyring().current_id()
}

pub fn knows_key(id: &str) -> bool {
    keyring().knows(id)
}

/// What an interview's sealed token is bound to.
pub fn token_context(interview_id: uuid::Uuid) -> String {
    format!("interview token:{interview_id}")
}

/// What an interview's sealed report link token is bound to.
pub fn report_token_context(interview_id: uuid::Uuid) -> String {
    format!("report token:{interview_id}")
}

/// What an endpoint's sealed signing secrets (current and previous) are bound to.
pub fn webhook_secret_context(endpoint_id: uuid::Uuid) -> String {
    format!("webhook secret:{endpoint_id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_value_opens_only_under_its_key_and_context() {
        let old = Keyring::generate_entry("old");
        let new = Keyring::generate_entry("new");
        let before = Keyring::parse(&old).unwrap();
        let sealed = before.seal("whsec_abc", "webhook secret:1");
        assert!(!sealed.contains("whsec_abc"));
        assert_eq!(key_id_of(&sealed), Some("old"));
        assert_eq!(before.open(&sealed, "webhook secret:1").unwrap(), "whsec_abc");
        assert!(before.open(&sealed, "webhook secret:2").is_err(), "bound to its row");
        // After a rotation both keys open; the new one seals.
        let rotated = Keyring::parse(&format!("{new},{old}")).unwrap();
        assert_eq!(rotated.open(&sealed, "webhook secret:1").unwrap(), "whsec_abc");
        assert_eq!(key_id_of(&rotated.seal("x", "c")), Some("new"));
        assert!(Keyring::parse(&new).unwrap().open(&sealed, "webhook secret:1").is_err());
    }

    #[test]
    fn digests_are_keyed_bound_to_their_context_and_found_after_a_rotation() {
        let old = Keyring::generate_entry("old");
        let new = Keyring::generate_entry("new");
        let before = Keyring::parse(&old).unwrap();
        let stored = before.digests("account:1", "invite-jane-doe")[0].clone();
        assert!(stored.starts_with("kd:old:") && !stored.contains("jane"));
        assert_ne!(
            before.digests("account:2", "invite-jane-doe")[0],
            stored,
            "bound to its scope"
        );
        let other = Keyring::parse(&Keyring::generate_entry("old")).unwrap();
        assert_ne!(other.digests("account:1", "invite-jane-doe")[0], stored, "keyed");
        let rotated = Keyring::parse(&format!("{new},{old}")).unwrap();
        let after = rotated.digests("account:1", "invite-jane-doe");
        assert!(after[0].starts_with("kd:new:"));
        assert_eq!(after[1], stored);
    }

    #[test]
    fn keys_are_refused_unless_well_formed() {
        for bad in [
            "",
            "nokey",
            "id:short",
            "bad id:AAAA",
            &format!("{0},{0}", Keyring::generate_entry("a")),
        ] {
            assert!(Keyring::parse(bad).is_err(), "{bad}");
        }
    }
}
