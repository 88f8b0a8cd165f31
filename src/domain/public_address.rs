//! Which addresses a webhook may reach: public ones only (outside development), checked when an
//! endpoint is registered and again when each delivery connects, so a host name cannot be
//! pointed elsewhere afterwards.
//!
//! "Public" follows the IANA IPv4 and IPv6 Special-Purpose Address Registries: every block they
//! do not mark globally reachable is refused, except the more specific blocks they do mark so.
//! A few more are refused because they reach other networks' addresses or are deprecated:
//! multicast, site-local, and the prefixes that embed an IPv4 address (NAT64, 6to4, Teredo,
//! IPv4-compatible and -translated); an IPv4-mapped address is judged by its IPv4 address.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ipnet::{Ipv4Net, Ipv6Net};

const fn v4(a: u8, b: u8, c: u8, d: u8, prefix: u8) -> Ipv4Net {
    Ipv4Net::new_assert(Ipv4Addr::new(a, b, c, d), prefix)
}

#[allow(clippy::too_many_arguments)]
const fn v6(a: u16, b: u16, c: u16, d: u16, e: u16, f: u16, g: u16, h: u16, prefix: u8) -> Ipv6Net {
    Ipv6Net::new_assert(Ipv6Addr::new(a, b, c, d, e, f, g, h), prefix)
}

/// IPv4 blocks a webhook may not reach: the registry's blocks that are not globally reachable
/// (nested ones included, as the registry lists them), then multicast.
const V4_REFUSED: &[Ipv4Net] = &[
    v4(0, 0, 0, 0, 8),          // "This network"
    v4(0, 0, 0, 0, 32),         // "This host on this network"
    v4(10, 0, 0, 0, 8),         // Private-Use
    v4(100, 64, 0, 0, 10),      // Shared Address Space (carrier-grade NAT)
    v4(127, 0, 0, 0, 8),        // Loopback
    v4(169, 254, 0, 0, 16),     // Link Local (cloud metadata services live here)
    v4(172, 16, 0, 0, 12),      // Private-Use
    v4(192, 0, 0, 0, 24),       // IETF Protocol Assignments
    v4(192, 0, 0, 0, 29),       // IPv4 Service Continuity Prefix (DS-Lite)
    v4(192, 0, 0, 8, 32),       // IPv4 dummy address
    v4(192, 0, 0, 170, 32),     // NAT64/DNS64 Discovery
    v4(192, 0, 0, 171, 32),     // NAT64/DNS64 Discovery
    v4(192, 0, 2, 0, 24),       // Documentation (TEST-NET-1)
    v4(192, 88, 99, 0, 24),     // Deprecated (6to4 Relay Anycast)
    v4(192, 88, 99, 2, 32),     // 6a44-relay anycast address
    v4(192, 168, 0, 0, 16),     // Private-Use
    v4(198, 18, 0, 0, 15),      // Benchmarking
    v4(198, 51, 100, 0, 24),    // Documentation (TEST-NET-2)
    v4(203, 0, 113, 0, 24),     // Documentation (TEST-NET-3)
    v4(240, 0, 0, 0, 4),        // Reserved
    v4(255, 255, 255, 255, 32), // Limited Broadcast
    v4(224, 0, 0, 0, 4),        // Multicast (not in the registry; never a webhook receiver)
];

/// IPv4 blocks the registry marks globally reachable. Those inside a refused block stay
/// reachable; the others are listed so the table shows the whole registry.
const V4_GLOBAL: &[Ipv4Net] = &[
    v4(192, 0, 0, 9, 32),    // Port Control Protocol Anycast
    v4(192, 0, 0, 10, 32),   // Traversal Using Relays around NAT Anycast
    v4(192, 31, 196, 0, 24), // AS112-v4
    v4(192, 52, 193, 0, 24), // AMT
    v4(192, 175, 48, 0, 24), // Direct Delegation AS112 Service
];

/// IPv6 blocks a webhook may not reach: the registry's blocks that are not globally reachable,
/// then the deprecated and IPv4-embedding ones. `::ffff:0:0/96` (IPv4-mapped) is not here: it
/// is judged by the IPv4 address it carries.
const V6_REFUSED: &[Ipv6Net] = &[
    v6(0, 0, 0, 0, 0, 0, 0, 1, 128), // Loopback Address
    v6(0, 0, 0, 0, 0, 0, 0, 0, 128), // Unspecified Address
    // IPv4-IPv6 Translation (NAT64): the registry marks it reachable, but a gateway would reach
    // any IPv4 address through it, private ones too.
    v6(0x64, 0xff9b, 0, 0, 0, 0, 0, 0, 96),
    v6(0x64, 0xff9b, 1, 0, 0, 0, 0, 0, 48),  // Local-Use IPv4/IPv6 Translation
    v6(0x100, 0, 0, 0, 0, 0, 0, 0, 64),      // Discard-Only Address Block
    v6(0x100, 0, 0, 1, 0, 0, 0, 0, 64),      // Dummy IPv6 Prefix
    v6(0x2001, 0, 0, 0, 0, 0, 0, 0, 23),     // IETF Protocol Assignments
    v6(0x2001, 0, 0, 0, 0, 0, 0, 0, 32),     // TEREDO (embeds an IPv4 address)
    v6(0x2001, 2, 0, 0, 0, 0, 0, 0, 48),     // Benchmarking
    v6(0x2001, 0x10, 0, 0, 0, 0, 0, 0, 28),  // Deprecated (previously ORCHID)
    v6(0x2001, 0xdb8, 0, 0, 0, 0, 0, 0, 32), // Documentation
    v6(0x2002, 0, 0, 0, 0, 0, 0, 0, 16),     // 6to4 (embeds an IPv4 address)
    v6(0x3fff, 0, 0, 0, 0, 0, 0, 0, 20),     // Documentation
    v6(0x5f00, 0, 0, 0, 0, 0, 0, 0, 16),     // Segment Routing (SRv6) SIDs
    v6(0xfc00, 0, 0, 0, 0, 0, 0, 0, 7),      // Unique-Local
    v6(0xfe80, 0, 0, 0, 0, 0, 0, 0, 10),     // Link-Local Unicast
    v6(0, 0, 0, 0, 0, 0, 0, 0, 96),          // IPv4-compatible (deprecated; embeds an IPv4 address)
    v6(0, 0, 0, 0, 0xffff, 0, 0, 0, 96),     // IPv4-translated (SIIT; embeds an IPv4 address)
    v6(0xfec0, 0, 0, 0, 0, 0, 0, 0, 10),     // Site-local (deprecated)
    v6(0xff00, 0, 0, 0, 0, 0, 0, 0, 8),      // Multicast
];

/// IPv6 blocks the registry marks globally reachable, inside a refused block or not.
const V6_GLOBAL: &[Ipv6Net] = &[
    v6(0x2001, 1, 0, 0, 0, 0, 0, 1, 128),        // Port Control Protocol Anycast
    v6(0x2001, 1, 0, 0, 0, 0, 0, 2, 128),        // Traversal Using Relays around NAT Anycast
    v6(0x2001, 1, 0, 0, 0, 0, 0, 3, 128),        // DNS-SD Service Registration Protocol Anycast
    v6(0x2001, 3, 0, 0, 0, 0, 0, 0, 32),         // AMT
    v6(0x2001, 4, 0x112, 0, 0, 0, 0, 0, 48),     // AS112-v6
    v6(0x2001, 0x20, 0, 0, 0, 0, 0, 0, 28),      // ORCHIDv2
    v6(0x2001, 0x30, 0, 0, 0, 0, 0, 0, 28),      // Drone Remote ID Protocol Entity Tags (DETs)
    v6(0x2620, 0x4f, 0x8000, 0, 0, 0, 0, 0, 48), // Direct Delegation AS112 Service
];

/// Whether an address is one a webhook may never reach outside development: any address in a
/// special-purpose block that is not globally reachable (loopback, private, link-local,
/// documentation, translation prefixes...), and multicast.
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            V4_REFUSED.iter().any(|net| net.contains(&v4)) && !V4_GLOBAL.iter().any(|net| net.contains(&v4))
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            // A dual-stack socket connects to the IPv4 address itself.
            Some(v4) => is_private(IpAddr::V4(v4)),
            None => V6_REFUSED.iter().any(|net| net.contains(&v6)) && !V6_GLOBAL.iter().any(|net| net.contains(&v6)),
        },
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
    use ipnet::IpNet;

    /// The IANA IPv4 Special-Purpose Address Registry: each block and whether the registry marks
    /// it globally reachable (`None`: the registry gives no value, as for a deprecated block).
    const IPV4_REGISTRY: &[(&str, &str, Option<bool>)] = &[
        ("0.0.0.0/8", "\"This network\"", Some(false)),
        ("0.0.0.0/32", "\"This host on this network\"", Some(false)),
        ("10.0.0.0/8", "Private-Use", Some(false)),
        ("100.64.0.0/10", "Shared Address Space", Some(false)),
        ("127.0.0.0/8", "Loopback", Some(false)),
        ("169.254.0.0/16", "Link Local", Some(false)),
        ("172.16.0.0/12", "Private-Use", Some(false)),
        ("192.0.0.0/24", "IETF Protocol Assignments", Some(false)),
        ("192.0.0.0/29", "IPv4 Service Continuity Prefix", Some(false)),
        ("192.0.0.8/32", "IPv4 dummy address", Some(false)),
        ("192.0.0.9/32", "Port Control Protocol Anycast", Some(true)),
        ("192.0.0.10/32", "Traversal Using Relays around NAT Anycast", Some(true)),
        ("192.0.0.170/32", "NAT64/DNS64 Discovery", Some(false)),
        ("192.0.0.171/32", "NAT64/DNS64 Discovery", Some(false)),
        ("192.0.2.0/24", "Documentation (TEST-NET-1)", Some(false)),
        ("192.31.196.0/24", "AS112-v4", Some(true)),
        ("192.52.193.0/24", "AMT", Some(true)),
        ("192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", None),
        ("192.88.99.2/32", "6a44-relay anycast address", Some(false)),
        ("192.168.0.0/16", "Private-Use", Some(false)),
        ("192.175.48.0/24", "Direct Delegation AS112 Service", Some(true)),
        ("198.18.0.0/15", "Benchmarking", Some(false)),
        ("198.51.100.0/24", "Documentation (TEST-NET-2)", Some(false)),
        ("203.0.113.0/24", "Documentation (TEST-NET-3)", Some(false)),
        ("240.0.0.0/4", "Reserved", Some(false)),
        ("255.255.255.255/32", "Limited Broadcast", Some(false)),
    ];

    /// The IANA IPv6 Special-Purpose Address Registry, likewise.
    const IPV6_REGISTRY: &[(&str, &str, Option<bool>)] = &[
        ("::1/128", "Loopback Address", Some(false)),
        ("::/128", "Unspecified Address", Some(false)),
        ("::ffff:0:0/96", "IPv4-mapped Address", Some(false)),
        ("64:ff9b::/96", "IPv4-IPv6 Translat.", Some(true)),
        ("64:ff9b:1::/48", "IPv4-IPv6 Translat.", Some(false)),
        ("100::/64", "Discard-Only Address Block", Some(false)),
        ("100:0:0:1::/64", "Dummy IPv6 Prefix", Some(false)),
        ("2001::/23", "IETF Protocol Assignments", Some(false)),
        ("2001::/32", "TEREDO", None),
        ("2001:1::1/128", "Port Control Protocol Anycast", Some(true)),
        ("2001:1::2/128", "Traversal Using Relays around NAT Anycast", Some(true)),
        (
            "2001:1::3/128",
            "DNS-SD Service Registration Protocol Anycast",
            Some(true),
        ),
        ("2001:2::/48", "Benchmarking", Some(false)),
        ("2001:3::/32", "AMT", Some(true)),
        ("2001:4:112::/48", "AS112-v6", Some(true)),
        ("2001:10::/28", "Deprecated (previously ORCHID)", None),
        ("2001:20::/28", "ORCHIDv2", Some(true)),
        (
            "2001:30::/28",
            "Drone Remote ID Protocol Entity Tags (DETs) Prefix",
            Some(true),
        ),
        ("2001:db8::/32", "Documentation", Some(false)),
        ("2002::/16", "6to4", None),
        ("2620:4f:8000::/48", "Direct Delegation AS112 Service", Some(true)),
        ("3fff::/20", "Documentation", Some(false)),
        ("5f00::/16", "Segment Routing (SRv6) SIDs", Some(false)),
        ("fc00::/7", "Unique-Local", Some(false)),
        ("fe80::/10", "Link-Local Unicast", Some(false)),
    ];

    /// Blocked although outside the registries, or although the registry marks them reachable.
    const ALSO_REFUSED: &[&str] = &[
        "64:ff9b::/96",    // NAT64 would translate to any IPv4 address, private ones included
        "::/96",           // IPv4-compatible
        "::ffff:0:0:0/96", // IPv4-translated
        "fec0::/10",       // site-local
        "224.0.0.0/4",     // multicast
        "ff00::/8",        // multicast
    ];

    fn net(text: &str) -> IpNet {
        text.parse().unwrap_or_else(|_| panic!("{text} is a CIDR"))
    }

    /// What the registries say of an address: the most specific block holding it decides
    /// (blocked unless marked globally reachable); an address in none of them is public.
    fn expected_blocked(ip: IpAddr) -> bool {
        if let IpAddr::V6(v6) = ip
            && let Some(v4) = v6.to_ipv4_mapped()
        {
            return expected_blocked(IpAddr::V4(v4));
        }
        if ALSO_REFUSED.iter().any(|block| net(block).contains(&ip)) {
            return true;
        }
        IPV4_REGISTRY
            .iter()
            .chain(IPV6_REGISTRY)
            .map(|(block, _, global)| (net(block), global))
            .filter(|(block, _)| block.contains(&ip))
            .max_by_key(|(block, _)| block.prefix_len())
            .is_some_and(|(_, global)| *global != Some(true))
    }

    /// The first and last address of a block, and the one in its middle.
    fn samples(block: IpNet) -> [IpAddr; 3] {
        let middle = match block {
            IpNet::V4(net) => {
                let (first, last) = (u32::from(net.network()), u32::from(net.broadcast()));
                IpAddr::V4(Ipv4Addr::from(first + (last - first) / 2))
            }
            IpNet::V6(net) => {
                let (first, last) = (u128::from(net.network()), u128::from(net.broadcast()));
                IpAddr::V6(Ipv6Addr::from(first + (last - first) / 2))
            }
        };
        [block.network(), block.broadcast(), middle]
    }

    #[test]
    fn every_special_purpose_block_is_refused_unless_globally_reachable() {
        let mut checked = 0;
        for (block, name, _) in IPV4_REGISTRY.iter().chain(IPV6_REGISTRY) {
            for ip in samples(net(block)) {
                assert_eq!(is_private(ip), expected_blocked(ip), "{ip} in {block} ({name})");
                checked += 1;
            }
        }
        for block in ALSO_REFUSED {
            for ip in samples(net(block)) {
                assert!(is_private(ip), "{ip} in {block}");
                assert!(expected_blocked(ip), "{ip} in {block}");
                checked += 1;
            }
        }
        assert_eq!(
            checked,
            3 * (IPV4_REGISTRY.len() + IPV6_REGISTRY.len() + ALSO_REFUSED.len())
        );
    }

    #[test]
    fn the_blocks_named_as_missed_before_are_refused() {
        for ip in [
            "64:ff9b::7f00:1",    // NAT64 of 127.0.0.1
            "64:ff9b::a9fe:a9fe", // NAT64 of 169.254.169.254
            "64:ff9b::808:808",   // NAT64 of a public address: still a gateway of ours
            "64:ff9b:1::a00:1",   // local-use NAT64
            "2002:7f00:1::1",     // 6to4 of 127.0.0.1
            "2002:808:808::1",    // 6to4 of a public address
            "fec0::1",            // site-local
            "192.0.0.1",          // IETF protocol assignments
            "192.0.0.255",
            "::7f00:1",  // IPv4-compatible 127.0.0.1
            "::808:808", // IPv4-compatible of a public address
            "2001::1",   // Teredo
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "ff02::1", // multicast
            "ff0e::1",
            "224.0.0.1",
            "239.255.255.250",
            "::ffff:127.0.0.1", // IPv4-mapped
            "::ffff:10.1.2.3",
            "::ffff:169.254.169.254",
        ] {
            assert!(is_private(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn globally_reachable_exceptions_and_public_addresses_are_allowed() {
        for ip in [
            "192.0.0.9",
            "192.0.0.10",
            "192.31.196.1",
            "192.52.193.1",
            "192.175.48.1",
            "2001:1::1",
            "2001:1::2",
            "2001:1::3",
            "2001:3::1",
            "2001:4:112::1",
            "2001:20::1",
            "2001:30::1",
            "2620:4f:8000::1",
            "93.184.216.34",
            "8.8.8.8",
            "1.1.1.1",
            "2606:2800:220:1::1",
            "2a00:1450:4001:80b::200e",
            "::ffff:93.184.216.34", // IPv4-mapped: its IPv4 address is public
        ] {
            assert!(!is_private(ip.parse().unwrap()), "{ip}");
        }
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
        assert!(check_target("https://[64:ff9b::7f00:1]/hook", false).await.is_err());
        assert!(check_target("https://93.184.216.34/hook", false).await.is_ok());
        assert!(check_target("http://127.0.0.1:9/hook", true).await.is_ok());
    }
}
