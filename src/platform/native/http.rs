//! HTTP requests on the desktop, for sync: ureq (blocking, small), TLS by rustls on the ring
//! provider that the room connections use (`parlour_net::tls`), so no second crypto library is
//! built. Only the CA certificates asked for are trusted: the system's (`--tls`) or a PEM file's
//! (`--tls-ca`). Timeouts bound every request; no proxy and no redirect is followed (a redirect
//! would carry the sync code's header elsewhere).

use crate::platform::http_common::{DEFAULT_PORT, HttpError, HttpFuture, HttpReply, HttpRequest};
use parlour_proto::client::Target;
use std::future::Future;
use std::time::Duration;
use ureq::tls::{Certificate, RootCerts, TlsConfig, TlsProvider};

/// Sends `request`. ureq blocks: the answer is there before the future is returned, so call it
/// off the window's thread (see [`in_background`]).
pub fn send(request: HttpRequest<'_>) -> HttpFuture<'_> {
    Box::pin(std::future::ready(send_blocking(&request)))
}

fn send_blocking(request: &HttpRequest<'_>) -> Result<HttpReply, HttpError> {
    let target = Target::parse(request.server, DEFAULT_PORT, request.tls.cloned())
        .map_err(HttpError::Setup)?;
    let scheme = if target.tls.is_some() {
        "https"
    } else {
        "http"
    };
    // `Target` writes `host:port`, an IPv6 host in brackets.
    let uri = format!("{scheme}://{target}{}", request.path);
    let agent = agent(target.tls.as_ref())?;
    let unreachable = |e: ureq::Error| HttpError::Unreachable {
        server: request.server.to_owned(),
        detail: e.to_string(),
    };
    let mut builder = ureq::http::Request::builder()
        .method(request.method)
        .uri(&uri);
    for (name, value) in &request.headers {
        builder = builder.header(*name, value);
    }
    let body = request.body.unwrap_or_default().to_vec();
    let built = builder
        .body(body)
        .map_err(|e| HttpError::Setup(e.to_string()))?;
    let mut response = agent.run(built).map_err(unreachable)?;
    let limit = request.max_reply_bytes;
    if response
        .body()
        .content_length()
        .is_some_and(|len| len > limit)
    {
        return Err(HttpError::TooLarge(limit));
    }
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let (etag, retry_after) = (header("etag"), header("retry-after"));
    let status = response.status().as_u16();
    let body = response
        .body_mut()
        .with_config()
        .limit(limit)
        .read_to_vec()
        .map_err(|e| match e {
            ureq::Error::BodyExceedsLimit(_) => HttpError::TooLarge(limit),
            other => unreachable(other),
        })?;
    Ok(HttpReply {
        status,
        body,
        etag,
        retry_after,
    })
}

/// An agent with Parlour's settings: no redirects, no proxy, timeouts, and TLS trusting only
/// `roots` (through parlour_net's ring provider).
fn agent(roots: Option<&parlour_proto::client::Roots>) -> Result<ureq::Agent, HttpError> {
    let mut config = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .proxy(None)
        .timeout_connect(Some(Duration::from_secs(10)))
        .timeout_global(Some(Duration::from_secs(60)))
        .user_agent(concat!("parlour/", env!("CARGO_PKG_VERSION")));
    if let Some(roots) = roots {
        let certs: Vec<Certificate<'static>> = parlour_net::tls::root_certificates(roots)
            .map_err(|e| HttpError::Setup(e.to_string()))?
            .iter()
            .map(|der| Certificate::from_der(der.as_ref()).to_owned())
            .collect();
        config = config.tls_config(
            TlsConfig::builder()
                .provider(TlsProvider::Rustls)
                .root_certs(RootCerts::from(certs))
                .unversioned_rustls_crypto_provider(parlour_net::tls::provider())
                .build(),
        );
    }
    Ok(config.build().into())
}

/// Runs the future `make` returns on a thread of its own, away from the window's (a sync waits
/// on the network).
pub fn in_background<F, Fut>(make: F)
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + 'static,
{
    std::thread::spawn(move || pollster::block_on(make()));
}
