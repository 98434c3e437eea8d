//! HTTP requests in the browser, for sync: the browser's `fetch` (`parlour_web::http`). The
//! browser checks certificates against its own trust store, so a CA file does not apply here;
//! the page's Content-Security-Policy and the server's CORS headers decide what may be asked.

use crate::platform::http_common::{DEFAULT_PORT, HttpError, HttpFuture, HttpReply, HttpRequest};
use parlour_proto::client::Target;
use parlour_web::http::FetchError;
use std::future::Future;

/// Sends `request` with the browser's `fetch`.
pub fn send(request: HttpRequest<'_>) -> HttpFuture<'_> {
    Box::pin(async move { fetch(&request).await })
}

async fn fetch(request: &HttpRequest<'_>) -> Result<HttpReply, HttpError> {
    let target = Target::parse(request.server, DEFAULT_PORT, request.tls.cloned())
        .map_err(HttpError::Setup)?;
    let scheme = if target.tls.is_some() {
        "https"
    } else {
        "http"
    };
    let url = format!("{scheme}://{target}{}", request.path);
    let headers: Vec<(&str, &str)> = request
        .headers
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    let answer = parlour_web::http::fetch(
        request.method,
        &url,
        &headers,
        request.body,
        request.max_reply_bytes,
    )
    .await
    .map_err(|e| match e {
        FetchError::Setup(detail) => HttpError::Setup(detail),
        FetchError::TooLarge(limit) => HttpError::TooLarge(limit),
        FetchError::Unreachable(detail) => HttpError::Unreachable {
            server: request.server.to_owned(),
            detail,
        },
    })?;
    Ok(HttpReply {
        status: answer.status,
        body: answer.body,
        etag: answer.etag,
        retry_after: answer.retry_after,
    })
}

/// Runs the future `make` returns in the page's event loop: a page has no threads, and a
/// request waits without holding a frame.
pub fn in_background<F, Fut>(make: F)
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + 'static,
{
    wasm_bindgen_futures::spawn_local(make());
}
