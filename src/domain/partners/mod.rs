//! Assessment partners: applicant tracking systems that order interviews from inside their own
//! product and read the results back (Greenhouse's Assessment Partner API; Ashby's and Workable's
//! assessment APIs have the same list → order → status → callback shape). The rules here know no
//! partner's wire format: a partner is a name, and its adapter (`resources::partners_*`) turns its
//! requests into these operations and their results into its shapes.
//!
//! `orders` invites through a partner, once per order; `callbacks` queues what the delivery
//! worker reports back when an ordered interview is evaluated; `connections` keeps the key the
//! partner gave the customer, sealed; `errors` keeps what the partner reported as wrong.

pub mod callbacks;
pub mod connections;
pub mod errors;
pub mod orders;

/// A partner, by the name stored with its rows (`greenhouse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partner(pub &'static str);

impl Partner {
    pub fn name(self) -> &'static str {
        self.0
    }
}

/// Whether a partner's callback URL may be called: `https` (or `http` too when private addresses
/// are allowed, in development and tests), no user name or password, and a host of `hosts`
/// (compared without case), so that an order can never aim the server at an arbitrary address.
pub fn callback_url_allowed(url: &str, hosts: &[String], allow_plain_http: bool) -> bool {
    let Ok(url) = reqwest::Url::parse(url) else {
        return false;
    };
    let scheme_allowed = url.scheme() == "https" || (allow_plain_http && url.scheme() == "http");
    scheme_allowed
        && url.username().is_empty()
        && url.password().is_none()
        && url
            .host_str()
            .is_some_and(|host| hosts.iter().any(|allowed| allowed.trim().eq_ignore_ascii_case(host)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_https_urls_on_the_listed_hosts_are_called_back() {
        let hosts = vec!["app.greenhouse.io".to_owned(), "app.eu.greenhouse.io".to_owned()];
        let allowed = |url: &str, http: bool| callback_url_allowed(url, &hosts, http);
        assert!(allowed(
            "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/1",
            false
        ));
        assert!(allowed("https://APP.EU.greenhouse.io/x", false));
        assert!(!allowed("http://app.greenhouse.io/x", false));
        assert!(allowed("http://app.greenhouse.io/x", true));
        assert!(!allowed("https://app.greenhouse.io.evil.test/x", false));
        assert!(!allowed("https://user:pw@app.greenhouse.io/x", false));
        assert!(!allowed("https://169.254.169.254/latest", false));
        assert!(!allowed("not a url", true));
    }
}
