//! The client's address. Without trusted proxies it is the socket peer. With `TRUSTED_PROXIES`
//! (CIDRs), a request whose peer is one of them is attributed by the one forwarding header the
//! proxies are configured to write (`FORWARDED_HEADER`: `X-Forwarded-For` or `Forwarded`, never
//! both, so a client cannot pick the one its proxy passes through untouched). The header is read
//! from the right, hop by hop, skipping every hop that is itself a trusted proxy: the first
//! untrusted hop is the client. Entries left of it are the client's own words and are never
//! parsed, so a forged or malformed one changes nothing. A hop that is not an address (`unknown`,
//! an obfuscated name) is not guessed at: the last trusted hop is the answer. Headers from an
//! untrusted peer are ignored, since anyone can send them.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};

use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Request};

use crate::config::{ForwardedHeader, TrustedProxies};

/// The address a request is attributed to (an extension of every request under `/api/v1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl TrustedProxies {
    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client address of a request that arrived from `peer` with `headers`, whose
    /// forwarding hops the trusted proxies write in `header`.
    pub fn client(&self, header: ForwardedHeader, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = canonical(peer);
        if !self.trusts(client) {
            return client;
        }
        for hop in hops_nearest_first(header, headers) {
            let Some(hop) = parse_hop(header, hop) else { break };
            client = canonical(hop);
            if !self.trusts(client) {
                break;
            }
        }
        client
    }
}

/// The hops of `header`, nearest first (the header's lines and entries read from the right).
fn hops_nearest_first(header: ForwardedHeader, headers: &HeaderMap) -> impl Iterator<Item = &str> {
    let name = match header {
        ForwardedHeader::XForwardedFor => "x-forwarded-for",
        ForwardedHeader::Forwarded => "forwarded",
    };
    let lines: Vec<&str> = headers.get_all(name).iter().map(|v| v.to_str().unwrap_or("")).collect();
    lines.into_iter().rev().flat_map(|line| line.rsplit(',')).map(str::trim)
}

/// One hop's address: an `X-Forwarded-For` entry (`192.0.2.1`, `192.0.2.1:4711`, `2001:db8::1`,
/// `[2001:db8::1]:4711`) or the `for=` node of a `Forwarded` element (RFC 7239, quoted or not).
fn parse_hop(header: ForwardedHeader, hop: &str) -> Option<IpAddr> {
    let node = match header {
        ForwardedHeader::XForwardedFor => hop,
        ForwardedHeader::Forwarded => hop.split(';').find_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            name.trim()
                .eq_ignore_ascii_case("for")
                .then(|| value.trim().trim_matches('"'))
        })?,
    };
    let bracketed = node.strip_prefix('[').and_then(|rest| rest.strip_suffix(']'));
    node.parse::<IpAddr>()
        .ok()
        .or_else(|| node.parse::<SocketAddr>().ok().map(|socket| socket.ip()))
        .or_else(|| bracketed?.parse().ok())
}

/// The network a client address stands for: an IPv4 address itself, an IPv6 address its /64, the
/// block one subscriber or host is given (each of its 2^64 addresses is not a new client).
pub fn network_of(ip: IpAddr) -> IpAddr {
    match canonical(ip) {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !(u128::from(u64::MAX)))),
        v4 => v4,
    }
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

    const XFF: ForwardedHeader = ForwardedHeader::XForwardedFor;
    const FORWARDED: ForwardedHeader = ForwardedHeader::Forwarded;

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client() {
        let none = TrustedProxies::default();
        let forged = headers(&[("x-forwarded-for", "1.2.3.4")]);
        assert_eq!(none.client(XFF, ip("10.0.0.1"), &forged), ip("10.0.0.1"));
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let proxies = TrustedProxies::parse("10.0.0.0/8, 192.0.2.7").unwrap();
        // The client forged the first entry; the proxies appended the real ones.
        let chain = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.9, 10.1.1.1")]);
        assert_eq!(proxies.client(XFF, ip("192.0.2.7"), &chain), ip("203.0.113.9"));
        // Split over several header lines, in order.
        let lines = headers(&[("x-forwarded-for", "6.6.6.6"), ("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(proxies.client(XFF, ip("10.0.0.2"), &lines), ip("203.0.113.9"));
        // An untrusted peer's headers are ignored.
        assert_eq!(proxies.client(XFF, ip("198.51.100.1"), &chain), ip("198.51.100.1"));
        // Every hop trusted: the leftmost.
        let internal = headers(&[("x-forwarded-for", "10.2.2.2, 10.1.1.1")]);
        assert_eq!(proxies.client(XFF, ip("10.0.0.2"), &internal), ip("10.2.2.2"));
        // Ports and brackets are understood.
        let ported = headers(&[("x-forwarded-for", "[2001:db8::7]:4711, 203.0.113.9:80")]);
        assert_eq!(proxies.client(XFF, ip("10.0.0.2"), &ported), ip("203.0.113.9"));
    }

    #[test]
    fn what_the_client_wrote_left_of_its_address_changes_nothing() {
        let proxies = TrustedProxies::parse("10.0.0.0/8").unwrap();
        // A junk entry of the client's own, left of the address its proxy appended.
        let junk = headers(&[("x-forwarded-for", "not an address, 203.0.113.9")]);
        assert_eq!(proxies.client(XFF, ip("10.0.0.2"), &junk), ip("203.0.113.9"));
        // A `Forwarded` header the proxy passes through untouched is not read when the proxies
        // write `X-Forwarded-For`, and the reverse.
        let both = headers(&[("forwarded", "for=6.6.6.6"), ("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(proxies.client(XFF, ip("10.0.0.2"), &both), ip("203.0.113.9"));
        assert_eq!(proxies.client(FORWARDED, ip("10.0.0.2"), &both), ip("6.6.6.6"));
        let no_forwarded = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(proxies.client(FORWARDED, ip("10.0.0.2"), &no_forwarded), ip("10.0.0.2"));
    }

    #[test]
    fn forwarded_is_understood_and_a_name_is_not_guessed_at() {
        let proxies = TrustedProxies::parse("10.0.0.0/8").unwrap();
        let chain = headers(&[(
            "forwarded",
            r#"for=6.6.6.6, For="[2001:db8::1]:4711";proto=https, for=10.1.1.1"#,
        )]);
        assert_eq!(proxies.client(FORWARDED, ip("10.0.0.2"), &chain), ip("2001:db8::1"));
        let unknown = headers(&[("forwarded", "for=unknown, for=10.1.1.1")]);
        assert_eq!(proxies.client(FORWARDED, ip("10.0.0.2"), &unknown), ip("10.1.1.1"));
        let garbage = headers(&[("x-forwarded-for", "not an address")]);
        assert_eq!(proxies.client(XFF, ip("10.0.0.2"), &garbage), ip("10.0.0.2"));
        assert_eq!(
            proxies.client(XFF, ip("::ffff:10.0.0.2"), &headers(&[("x-forwarded-for", "1.1.1.1")])),
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
