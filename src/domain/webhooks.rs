//! Webhook events and what every part of their path shares: the outbox (`enqueue`, written in
//! the same transaction as the state change it reports), the Standard Webhooks signature, and
//! the address filter that keeps deliveries off non-public networks.

use std::net::IpAddr;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::Utc;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::db::Text;
use crate::models::{self, WebhookEventType};
use crate::timestamp;

/// Writes `event` about an interview to the outbox of every enabled endpoint of the account
/// that subscribes to it, inside the caller's transaction.
pub async fn enqueue(
    tx: &mut PgConnection,
    account_id: Uuid,
    event_type: WebhookEventType,
    interview: &models::Interview,
) -> Result<(), sqlx::Error> {
    let event_id = format!("evt_{}", Uuid::now_v7().simple());
    let event = models::WebhookEvent {
        id: event_id.clone(),
        r_type: event_type,
        created_at: timestamp(Utc::now()),
        data: interview.clone(),
    };
    let inserted = sqlx::query!(
        "insert into webhook_messages (id, event_id, endpoint_id, event_type, payload)
         select gen_random_uuid(), $1, e.id, $2, $3 from webhook_endpoints e
         where e.account_id = $4 and e.status = 'enabled' and $2 = any(e.events)",
        event_id,
        Text(event_type) as Text<WebhookEventType>,
        serde_json::to_string(&event).unwrap_or_default(),
        account_id
    )
    .execute(&mut *tx)
    .await?;
    if inserted.rows_affected() > 0 {
        // Wakes the delivery workers of every instance.
        sqlx::query!("select pg_notify('webhook_messages', '')")
            .fetch_one(&mut *tx)
            .await?;
    }
    Ok(())
}

/// The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`,
/// keyed with the base64-decoded part of the secret after `whsec_`.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> String {
    let key = STANDARD.decode(secret.trim_start_matches("whsec_")).unwrap_or_default();
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes any key length");
    mac.update(format!("{id}.{timestamp}.").as_bytes());
    mac.update(body);
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// Whether an address is one a webhook may never reach outside development: loopback,
/// private, link-local, unspecified, multicast, documentation and other non-public ranges.
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // carrier-grade NAT
                || (a == 198 && (b == 18 || b == 19)) // benchmarking
                || a >= 240
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80 // link-local
                || v6.to_ipv4_mapped().is_some_and(|v4| is_private(IpAddr::V4(v4)))
        }
    }
}

/// Checks a webhook URL: https and a public host, unless private targets are allowed.
pub async fn check_target(url: &str, allow_private: bool) -> Result<reqwest::Url, String> {
    let parsed = reqwest::Url::parse(url).map_err(|_| "must be an absolute URL".to_owned())?;
    if allow_private {
        return Ok(parsed);
    }
    if parsed.scheme() != "https" {
        return Err("must use https".to_owned());
    }
    let host = parsed
        .host_str()
        .ok_or("must have a host")?
        .trim_matches(|c| c == '[' || c == ']');
    let port = parsed.port_or_known_default().unwrap_or(443);
    let addresses: Vec<IpAddr> = match host.parse::<IpAddr>() {
        Ok(ip) => vec![ip],
        Err(_) => tokio::net::lookup_host((host, port))
            .await
            .map_err(|_| "has a host name that does not resolve".to_owned())?
            .map(|a| a.ip())
            .collect(),
    };
    if addresses.is_empty() || addresses.into_iter().any(is_private) {
        return Err("must not point to a loopback, private or link-local address".to_owned());
    }
    Ok(parsed)
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

    #[test]
    fn non_public_addresses_are_private() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "::1",
            "fe80::1",
            "fd00::1",
            "::ffff:127.0.0.1",
            "100.64.0.1",
        ] {
            assert!(is_private(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["93.184.216.34", "2606:2800:220:1::1"] {
            assert!(!is_private(ip.parse().unwrap()), "{ip}");
        }
    }

    #[tokio::test]
    async fn webhook_targets_must_be_public_https() {
        assert!(check_target("http://93.184.216.34/hook", false).await.is_err());
        assert!(check_target("https://127.0.0.1/hook", false).await.is_err());
        assert!(check_target("https://localhost/hook", false).await.is_err());
        assert!(check_target("https://[::1]/hook", false).await.is_err());
        assert!(check_target("https://93.184.216.34/hook", false).await.is_ok());
        assert!(check_target("http://127.0.0.1:9/hook", true).await.is_ok());
    }
}
