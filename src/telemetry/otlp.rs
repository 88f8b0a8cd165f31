//! Trace export over OTLP (HTTP, protobuf), only when an endpoint is set
//! (`OTEL_EXPORTER_OTLP_ENDPOINT`; the exporter reads the other standard `OTEL_*` variables itself). The exporter sends with the server's
//! own HTTP client, on the server's runtime.

use std::fmt;

use opentelemetry_http::{Bytes, HttpClient, HttpError, Request, Response};
use opentelemetry_otlp::{WithExportConfig, WithHttpConfig};
use opentelemetry_sdk::Resource;
use opentelemetry_sdk::trace::SdkTracerProvider;

/// Spans exported to the collector at `endpoint`.
pub fn provider(endpoint: &str) -> Option<SdkTracerProvider> {
    let traces = format!("{}/v1/traces", endpoint.trim_end_matches('/'));
    let client = RuntimeClient {
        http: reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(10))
            .build()
            .ok()?,
        runtime: tokio::runtime::Handle::try_current().ok()?,
    };
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_http_client(client)
        .with_endpoint(traces)
        .build();
    match exporter {
        Ok(exporter) => Some(
            SdkTracerProvider::builder()
                .with_batch_exporter(exporter)
                .with_resource(Resource::builder().with_service_name("interview-api").build())
                .build(),
        ),
        Err(error) => {
            eprintln!("interview-api: cannot export traces to {endpoint}: {error}");
            None
        }
    }
}

/// Sends the exporter's requests on the server's runtime: the exporter runs in a thread of its
/// own, where an async client has no runtime of its own to run on.
struct RuntimeClient {
    http: reqwest::Client,
    runtime: tokio::runtime::Handle,
}

impl fmt::Debug for RuntimeClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RuntimeClient")
    }
}

#[async_trait::async_trait]
impl HttpClient for RuntimeClient {
    async fn send_bytes(&self, request: Request<Bytes>) -> Result<Response<Bytes>, HttpError> {
        let http = self.http.clone();
        let sent = self.runtime.spawn(async move {
            let (parts, body) = request.into_parts();
            let url = parts.uri.to_string();
            let mut builder = http.request(parts.method, url).body(body);
            for (name, value) in &parts.headers {
                builder = builder.header(name, value);
            }
            let response = builder.send().await?;
            let mut answer = Response::builder().status(response.status());
            for (name, value) in response.headers() {
                answer = answer.header(name, value);
            }
            let body = response.bytes().await?;
            Ok::<_, HttpError>(answer.body(body)?)
        });
        sent.await?
    }
}
