//! Answers for the browser build's files: `/` and `/index.html` are the page (with its
//! Content-Security-Policy), every other name is looked up among the files read at start, and
//! anything else is 404. GET and HEAD only.

use super::csp;
use super::files::{Coding, File};
use super::state::{ConnInfo, WebState};
use axum::body::Body;
use axum::extract::{Extension, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// Any path that is not `/ws` or `/healthz`.
pub(crate) async fn page(
    State(web): State<Arc<WebState>>,
    Extension(info): Extension<ConnInfo>,
    request: Request,
) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
            "Only GET and HEAD are answered here.\n",
        )
            .into_response();
    }
    let Some(site) = &web.site else {
        return (
            StatusCode::NOT_FOUND,
            "This Parlour room server serves no web page (it was started without --web-root).\n",
        )
            .into_response();
    };
    let path = match request.uri().path() {
        "/" => "/index.html",
        other => other,
    };
    let Some(file) = site.files.get(path) else {
        return (StatusCode::NOT_FOUND, "Not found.\n").into_response();
    };
    let headers = request.headers();
    let coding = negotiate(headers, file);
    let (body, etag) = file.coded(coding);
    let is_page = path == "/index.html";
    let mut response = if matches_etag(headers, file) {
        let mut response = StatusCode::NOT_MODIFIED.into_response();
        set(&mut response, header::ETAG, &etag);
        response
    } else {
        let mut response = Response::new(Body::from(body));
        set(&mut response, header::CONTENT_TYPE, file.content_type);
        set(&mut response, header::ETAG, &etag);
        if let Some(token) = coding.token() {
            set(&mut response, header::CONTENT_ENCODING, token);
        }
        response
    };
    set(&mut response, header::CACHE_CONTROL, file.caching.header());
    if file.varies() {
        set(&mut response, header::VARY, "Accept-Encoding");
    }
    if is_page {
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
        let websocket = web.origins.own(info.secure, host).map(|o| o.websocket());
        let policy = csp::policy(&site.inline, websocket.as_deref());
        set(&mut response, header::CONTENT_SECURITY_POLICY, &policy);
    }
    response
}

/// `/healthz`: `ok` for load balancers, then who answers. The browser build reads the second
/// word to learn that its page came from a room server (whose `/ws` then seats it), and the
/// protocol version to tell a player whose page is older than the server.
pub(crate) async fn healthz() -> Response {
    let mut response = health_body().into_response();
    // Always the answer of now, never a cached one.
    set(&mut response, header::CACHE_CONTROL, "no-store");
    response
}

/// The file the browser build fetches to learn whether a room server served it: the build
/// carries one saying `{"rooms": false}` (so a static host answers it too, without a missing
/// file in its log); a room server answers in its place.
pub(crate) const SERVER_FILE: &str = "/parlour-server.json";

/// `/parlour-server.json`: `{"rooms": true, ...}`, whatever file of that name the web root has.
pub(crate) async fn server_file() -> Response {
    let body = format!(
        "{{\"rooms\":true,\"server\":\"parlour-server\",\"version\":\"{}\",\"protocol\":{}}}\n",
        env!("CARGO_PKG_VERSION"),
        parlour_net::protocol::PROTOCOL_VERSION
    );
    let mut response = body.into_response();
    set(&mut response, header::CONTENT_TYPE, "application/json");
    set(&mut response, header::CACHE_CONTROL, "no-store");
    response
}

/// The health check's one line: `ok parlour-server VERSION protocol N`.
pub(crate) fn health_body() -> String {
    format!(
        "ok parlour-server {} protocol {}\n",
        env!("CARGO_PKG_VERSION"),
        parlour_net::protocol::PROTOCOL_VERSION
    )
}

fn set(response: &mut Response, name: header::HeaderName, value: &str) {
    if let Ok(value) = HeaderValue::from_str(value) {
        response.headers_mut().insert(name, value);
    }
}

/// The coding to send: brotli, then gzip, when the browser accepts it and the file has it.
fn negotiate(headers: &HeaderMap, file: &File) -> Coding {
    let accepted = accepted_codings(headers);
    if file.brotli.is_some() && accepted.iter().any(|c| c == "br" || c == "*") {
        Coding::Brotli
    } else if file.gzip.is_some() && accepted.iter().any(|c| c == "gzip" || c == "*") {
        Coding::Gzip
    } else {
        Coding::Identity
    }
}

/// The codings an Accept-Encoding header accepts (those without `q=0`), in lower case.
fn accepted_codings(headers: &HeaderMap) -> Vec<String> {
    let mut accepted = Vec::new();
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(text) = value.to_str() else { continue };
        for item in text.split(',').take(32) {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
            let refused = parts.any(|p| {
                let p = p.trim();
                p.strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            if !coding.is_empty() && !refused {
                accepted.push(coding);
            }
        }
    }
    accepted
}

/// Whether If-None-Match names the file (in any coding, weak or strong, or `*`).
fn matches_etag(headers: &HeaderMap, file: &File) -> bool {
    let tags = file.etags();
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == "*" || tags.iter().any(|tag| tag == t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        let check = |value: &str, expected: &[&str]| {
            let mut headers = HeaderMap::new();
            headers.insert(
                header::ACCEPT_ENCODING,
                HeaderValue::from_str(value).unwrap(),
            );
            assert_eq!(accepted_codings(&headers), expected, "{value}");
        };
        check(
            "gzip, deflate, br, zstd",
            &["gzip", "deflate", "br", "zstd"],
        );
        check("br;q=0, GZIP;q=0.5", &["gzip"]);
        check("identity", &["identity"]);
        check("*;q=0.1", &["*"]);
        check("", &[]);
    }
}
