//! The Standard Webhooks signature every delivery carries.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`,
/// keyed with the base64-decoded part of the secret after `whsec_`.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> String {
    let key = STANDARD.decode(secret.trim_start_matches("whsec_")).unwrap_or_default();
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes any key length");
    mac.update(format!("{id}.{timestamp}.").as_bytes());
    mac.update(body);
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// The `webhook-signature` header: one signature per secret that signs, separated by spaces.
pub fn signatures(secrets: &[&str], id: &str, timestamp: i64, body: &[u8]) -> String {
    secrets
        .iter()
        .map(|secret| sign(secret, id, timestamp, body))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The test vector of the Standard Webhooks specification.
    #[test]
    fn signatures_match_the_standard_webhooks_test_vector() {
        let signature = sign(
            "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD",
            "msg_27UH4WbU6Z5A5EzD8u03UvzRbpk",
            1649367553,
            br#"{"email":"test@example.com","username":"test_user"}"#,
        );
        assert_eq!(signature, "v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=");
    }
}
