//! The one test client: requests to a server, answers read whole.

use std::net::SocketAddr;

use reqwest::{Method, RequestBuilder, StatusCode};
use serde_json::Value;

/// A client of one server, with or without an API key. Every request a test sends goes through
/// one, and every answer comes back as a [`Reply`]. Clones (and [`Client::at`],
/// [`Client::with_key`], [`Client::anonymous`]) share one pool of connections.
#[derive(Clone, Debug)]
pub struct Client {
    http: reqwest::Client,
    address: SocketAddr,
    key: Option<String>,
    /// Whether the key goes as the user name of HTTP Basic (as an assessment partner sends it).
    basic: bool,
}

impl Client {
    /// A client of the server at `address`, without a key. Redirects are not followed: a test
    /// sees a 3xx as the server sent it.
    pub fn new(address: SocketAddr) -> Client {
        Client::with_transport(address, |transport| transport)
    }

    /// The same, for a test that needs a property of the transport itself: a timeout
    /// (`|t| t.timeout(..)`) or a new connection for every request (`|t| t.pool_max_idle_per_host(0)`).
    pub fn with_transport(
        address: SocketAddr,
        transport: impl FnOnce(reqwest::ClientBuilder) -> reqwest::ClientBuilder,
    ) -> Client {
        let builder = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none());
        Client {
            http: transport(builder).build().expect("the HTTP client builds"),
            address,
            key: None,
            basic: false,
        }
    }

    /// This client (its connections and its key) addressed to another server.
    pub fn at(&self, address: SocketAddr) -> Client {
        Client {
            address,
            ..self.clone()
        }
    }

    /// This client sending `Authorization: Bearer <key>`.
    pub fn with_key(&self, key: &str) -> Client {
        Client {
            key: Some(key.to_owned()),
            basic: false,
            ..self.clone()
        }
    }

    /// This client sending its key as Greenhouse does: HTTP Basic, the key as user name and an
    /// empty password.
    pub fn as_partner(&self) -> Client {
        Client {
            basic: true,
            ..self.clone()
        }
    }

    /// This client sending no key.
    pub fn anonymous(&self) -> Client {
        Client {
            key: None,
            ..self.clone()
        }
    }

    pub fn address(&self) -> SocketAddr {
        self.address
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    /// A request to `path` on this client's server, with its key if it has one; add headers and a
    /// body, then [`Client::send`] it.
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        let request = self.http.request(method, self.url(path));
        match &self.key {
            Some(key) if self.basic => request.basic_auth(key, Some("")),
            Some(key) => request.bearer_auth(key),
            None => request,
        }
    }

    /// Sends a request and reads the whole answer. Panics when the server cannot be reached.
    pub async fn send(&self, request: RequestBuilder) -> Reply {
        self.try_send(request).await.expect("request reaches the server")
    }

    /// Sends a request and reads the whole answer; `Err` when the transport failed (connection
    /// refused or cut off, timed out), for tests where that may happen.
    pub async fn try_send(&self, request: RequestBuilder) -> Result<Reply, reqwest::Error> {
        let response = request.send().await?;
        let status = response.status();
        let headers = response.headers().clone();
        let text = response.text().await?;
        Ok(Reply { status, headers, text })
    }

    pub async fn get(&self, path: &str) -> Reply {
        self.send(self.request(Method::GET, path)).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.send(self.request(Method::POST, path).json(body)).await
    }

    /// A POST with an `Idempotency-Key`, as SDKs send their writes.
    pub async fn post_with_key(&self, path: &str, key: &str, body: &Value) -> Reply {
        self.send(
            self.request(Method::POST, path)
                .header("Idempotency-Key", key)
                .json(body),
        )
        .await
    }

    pub async fn patch(&self, path: &str, body: &Value) -> Reply {
        self.send(self.request(Method::PATCH, path).json(body)).await
    }

    pub async fn delete(&self, path: &str) -> Reply {
        self.send(self.request(Method::DELETE, path)).await
    }
}

/// A response, read whole.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub text: String,
}

impl Reply {
    /// The body as JSON; panics (showing the body) when it is not JSON.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.text))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}
