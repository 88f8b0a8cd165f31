//! Which addresses a webhook may reach: public ones only (outside development), checked when an
//! endpoint is registered and again when each delivery connects, so a host name cannot be
//! pointed elsewhere afterwards.

use std::net::IpAddr;

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
