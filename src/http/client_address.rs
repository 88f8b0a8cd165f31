//! The client's address. Without trusted proxies it is the socket peer. With `TRUSTED_PROXIES`
//! (CIDRs), a request whose peer is one of them is attributed by its forwarding headers: the
//! `Forwarded` header (RFC 7239), else `X-Forwarded-For`, read from the right, skipping every hop
//! that is itself a trusted proxy; the first untrusted hop is the client. Headers from an
//! untrusted peer are ignored, since anyone can send them.

use std::net::{IpAddr, SocketAddr};

use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Request};
use forwarded_header_value::ForwardedHeaderValue;

use crate::config::TrustedProxies;

/// The address a request is attributed to (an extension of every request under `/api/v1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl TrustedProxies {
    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client address of a request that arrived from `peer` with `headers`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = canonical(peer);
        if !self.trusts(peer) {
            return peer;
        }
        let Some(hops) = forwarded_hops(headers) else {
            return peer;
        };
        let mut client = peer;
        for hop in hops.into_iter().rev() {
            // A hop that is not an address (`unknown`, an obfuscated name) ends what can be
            // believed: the last trusted hop is the best answer.
            let Some(hop) = hop else { break };
            client = canonical(hop);
            if !self.trusts(client) {
                break;
            }
        }
        client
    }
}

/// The forwarded-for hops, nearest last, from `Forwarded` or else `X-Forwarded-For`; `None`
/// when neither is present or parsable.
fn forwarded_hops(headers: &HeaderMap) -> Option<Vec<Option<IpAddr>>> {
    let joined = |name: &str| {
        let values: Vec<&str> = headers.get_all(name).iter().filter_map(|v| v.to_str().ok()).collect();
        (!values.is_empty()).then(|| values.join(","))
    };
    let parsed = match joined("forwarded") {
        Some(text) => ForwardedHeaderValue::from_forwarded(&text),
        None => ForwardedHeaderValue::from_x_forwarded_for(&joined("x-forwarded-for")?),
    };
    let value = parsed.ok()?;
    Some(value.iter().map(|stanza| stanza.forwarded_for_ip()).collect())
}

/// IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) are the IPv4 address they map.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The socket peer of a request (set on every request by the server).
pub fn peer<B>(request: &Request<B>) -> Option<IpAddr> {
    request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                value.parse().unwrap(),
            );
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client() {
        let none = TrustedProxies::default();
        let forged = headers(&[("x-forwarded-for", "1.2.3.4")]);
        assert_eq!(none.client(ip("10.0.0.1"), &forged), ip("10.0.0.1"));
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let proxies = TrustedProxies::parse("10.0.0.0/8, 192.0.2.7").unwrap();
        // The client forged the first entry; the proxies appended the real ones.
        let chain = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.9, 10.1.1.1")]);
        assert_eq!(proxies.client(ip("192.0.2.7"), &chain), ip("203.0.113.9"));
        // Split over several header lines, in order.
        let lines = headers(&[("x-forwarded-for", "6.6.6.6"), ("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &lines), ip("203.0.113.9"));
        // An untrusted peer's headers are ignored.
        assert_eq!(proxies.client(ip("198.51.100.1"), &chain), ip("198.51.100.1"));
        // Every hop trusted: the leftmost.
        let internal = headers(&[("x-forwarded-for", "10.2.2.2, 10.1.1.1")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &internal), ip("10.2.2.2"));
    }

    #[test]
    fn forwarded_is_preferred_and_understood() {
        let proxies = TrustedProxies::parse("10.0.0.0/8").unwrap();
        let both = headers(&[
            (
                "forwarded",
                r#"for=6.6.6.6, for="[2001:db8::1]:4711";proto=https, for=10.1.1.1"#,
            ),
            ("x-forwarded-for", "7.7.7.7"),
        ]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &both), ip("2001:db8::1"));
        let unknown = headers(&[("forwarded", "for=unknown, for=10.1.1.1")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &unknown), ip("10.1.1.1"));
        let garbage = headers(&[("x-forwarded-for", "not an address")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &garbage), ip("10.0.0.2"));
        assert_eq!(
            proxies.client(ip("::ffff:10.0.0.2"), &headers(&[("x-forwarded-for", "1.1.1.1")])),
            ip("1.1.1.1")
        );
    }

    #[test]
    fn bad_settings_are_refused() {
        assert!(TrustedProxies::parse("10.0.0.0/33").is_err());
        assert!(TrustedProxies::parse("proxy.internal").is_err());
        assert_eq!(TrustedProxies::parse("").unwrap(), TrustedProxies::default());
    }
}
