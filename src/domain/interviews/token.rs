//! An interview's token: made, hashed, and placed in its link. The token is the session's
//! credential; it is stored sealed, and found by its hash.

use sha2::{Digest, Sha256};

/// A new interview token: 32 random bytes, base64url without padding (43 characters).
pub fn new_token() -> String {
    use base64::Engine;
    let bytes: [u8; 32] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// A token's SHA-256, as `interviews.token_hash`, `replaced_tokens` and the token directory hold
/// it (a statement binds it as `&hash[..]`).
pub fn hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// The interview's link: `INTERVIEW_URL_BASE`, then the token.
pub fn url(base: &str, token: &str) -> String {
    format!("{}/{token}", base.trim_end_matches('/'))
}
