//! The four requests of sync protocol v1 (docs/server.md, "Sync"): `POST /sync/v1/codes`, and
//! `GET`, `PUT`, `DELETE /sync/v1/data` with the code in the `Parlour-Sync-Code` header (never
//! in the address, which proxies log). Answers are JSON; an error is `{"error": "..."}`.

use super::SyncService;
use super::codes::{CodeHash, SyncCode};
use super::store::Upload;
use crate::peer::ClientAddr;
use axum::Router;
use axum::body::Body;
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use futures_util::StreamExt;
use serde_json::json;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tower_http::cors::{AllowOrigin, CorsLayer};

/// The header that carries the code.
pub(crate) const CODE_HEADER: &str = "parlour-sync-code";

/// The document format versions this server keeps.
const VERSIONS: std::ops::RangeInclusive<u64> = 1..=1;

/// How long an upload's body may take to arrive.
const BODY_TIME: Duration = Duration::from_secs(120);

/// Sync's routes over `sync`, for a router of any state.
pub(crate) fn router<S: Clone + Send + Sync + 'static>(sync: Arc<SyncService>) -> Router<S> {
    Router::new()
        .route("/sync/v1/codes", post(new_code))
        .route("/sync/v1/data", get(pull).put(push).delete(revoke))
        .route("/sync", any(unknown_path))
        .route("/sync/", any(unknown_path))
        .route("/sync/{*rest}", any(unknown_path))
        .with_state(sync)
}

/// Cross-origin requests from the pages `--allow-origin` names (a build served elsewhere, such
/// as on GitHub Pages): the preflight answered, the code's header and `If-Match` allowed, and
/// the revision's `ETag` and `Retry-After` readable by the page. No cookies are involved (the
/// code travels in its own header), so no credentials are allowed. A page served by this
/// server asks its own origin and needs none of this.
pub(crate) fn cors<'a>(origins: impl IntoIterator<Item = &'a str>) -> CorsLayer {
    let allowed: Vec<HeaderValue> = origins
        .into_iter()
        .filter_map(|origin| HeaderValue::from_str(origin).ok())
        .collect();
    CorsLayer::new()
        .allow_origin(AllowOrigin::list(allowed))
        .allow_methods([Method::GET, Method::PUT, Method::POST, Method::DELETE])
        .allow_headers([
            header::CONTENT_TYPE,
            header::IF_MATCH,
            HeaderName::from_static(CODE_HEADER),
        ])
        .expose_headers([header::ETAG, header::RETRY_AFTER])
        .max_age(Duration::from_secs(3600))
}

/// With `--no-sync`: every `/sync/` path is 404.
pub(crate) fn off_router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/sync", any(sync_off))
        .route("/sync/", any(sync_off))
        .route("/sync/{*rest}", any(sync_off))
}

async fn sync_off() -> Response {
    error(
        StatusCode::NOT_FOUND,
        "sync is turned off on this server (--no-sync)",
    )
}

async fn unknown_path() -> Response {
    error(StatusCode::NOT_FOUND, "no such sync request")
}

/// `POST /sync/v1/codes`: a new code with nothing stored.
async fn new_code(
    State(sync): State<Arc<SyncService>>,
    Extension(ClientAddr(ip)): Extension<ClientAddr>,
) -> Response {
    let at = Instant::now();
    if let Err(wait) = lock_check(&sync.new_codes, ip, at) {
        return too_many(
            wait,
            "too many new sync codes from your address; wait a while",
        );
    }
    let now = sync.now();
    // A taken hash means a 2^-100 coincidence or a broken random source: try twice more.
    for _ in 0..3 {
        let code = match SyncCode::generate() {
            Ok(code) => code,
            Err(e) => {
                sync.log(None, format!("sync: no randomness from the system: {e}"));
                return unavailable();
            }
        };
        match sync.store.create(&code.hash(), now).await {
            Ok(true) => {
                if lock_count(&sync.new_codes, ip, at) {
                    sync.log(
                        Some(ip),
                        "sync: too many new codes from this address; refusing new ones for an hour"
                            .into(),
                    );
                }
                sync.log(Some(ip), "sync: a new code".into());
                return json_response(StatusCode::CREATED, json!({ "code": code.display() }));
            }
            Ok(false) => continue,
            Err(e) => return database_error(&sync, &e),
        }
    }
    sync.log(
        None,
        "sync: three new codes were taken; is the random source broken?".into(),
    );
    unavailable()
}

/// `GET /sync/v1/data`: the stored document and its revision.
async fn pull(
    State(sync): State<Arc<SyncService>>,
    Extension(ClientAddr(ip)): Extension<ClientAddr>,
    headers: HeaderMap,
) -> Response {
    let hash = match authorize(&sync, ip, &headers) {
        Ok(hash) => hash,
        Err(response) => return *response,
    };
    match sync.store.read(&hash, sync.now()).await {
        Ok(Some(stored)) => match stored.document {
            Some(document) if stored.revision > 0 => {
                let mut response = Response::new(Body::from(document));
                set(&mut response, header::CONTENT_TYPE, "application/json");
                finish(response, stored.revision)
            }
            _ => finish(StatusCode::NO_CONTENT.into_response(), 0),
        },
        Ok(None) => wrong_code(&sync, ip),
        Err(e) => database_error(&sync, &e),
    }
}

/// `PUT /sync/v1/data` with `If-Match: "N"`: stores the document as revision N+1 when the
/// stored revision is N.
async fn push(
    State(sync): State<Arc<SyncService>>,
    Extension(ClientAddr(ip)): Extension<ClientAddr>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let hash = match authorize(&sync, ip, &headers) {
        Ok(hash) => hash,
        Err(response) => return *response,
    };
    let expected = match if_match(&headers) {
        Ok(revision) => revision,
        Err(response) => return *response,
    };
    let max = sync.settings.max_bytes;
    let document = match tokio::time::timeout(BODY_TIME, read_body(body, &headers, max)).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(response)) => return response,
        Err(_) => {
            return error(
                StatusCode::REQUEST_TIMEOUT,
                "the upload took too long to arrive",
            );
        }
    };
    if let Err(message) = check_document(&document) {
        return error(StatusCode::UNPROCESSABLE_ENTITY, &message);
    }
    match sync
        .store
        .upload(&hash, expected, document, sync.now())
        .await
    {
        Ok(Upload::Stored(revision)) => finish(
            json_response(StatusCode::OK, json!({ "revision": revision })),
            revision,
        ),
        Ok(Upload::Stale(revision)) => finish(
            json_response(
                StatusCode::PRECONDITION_FAILED,
                json!({ "revision": revision }),
            ),
            revision,
        ),
        Ok(Upload::Unknown) => wrong_code(&sync, ip),
        Err(e) => database_error(&sync, &e),
    }
}

/// `DELETE /sync/v1/data`: the code and everything stored for it, gone.
async fn revoke(
    State(sync): State<Arc<SyncService>>,
    Extension(ClientAddr(ip)): Extension<ClientAddr>,
    headers: HeaderMap,
) -> Response {
    let hash = match authorize(&sync, ip, &headers) {
        Ok(hash) => hash,
        Err(response) => return *response,
    };
    match sync.store.delete(&hash).await {
        Ok(true) => {
            sync.log(Some(ip), "sync: a code revoked and its data deleted".into());
            no_store(StatusCode::NO_CONTENT.into_response())
        }
        Ok(false) => wrong_code(&sync, ip),
        Err(e) => database_error(&sync, &e),
    }
}

/// An answer that ends a request early (boxed: a response is large beside what succeeds).
type Refused = Box<Response>;

/// The code's hash from the request's header, unless the address is refused for now or the
/// header holds no well-formed code (which counts against the address).
fn authorize(sync: &SyncService, ip: IpAddr, headers: &HeaderMap) -> Result<CodeHash, Refused> {
    let at = Instant::now();
    if let Err(wait) = lock_check(&sync.wrong_codes, ip, at) {
        return Err(Box::new(too_many(
            wait,
            "too many wrong sync codes from your address; wait a minute",
        )));
    }
    let Some(value) = headers.get(CODE_HEADER) else {
        count_wrong(sync, ip, at);
        return Err(Box::new(error(
            StatusCode::BAD_REQUEST,
            "no sync code: send it in the Parlour-Sync-Code header",
        )));
    };
    match value.to_str().ok().and_then(SyncCode::parse) {
        Some(code) => Ok(code.hash()),
        None => {
            count_wrong(sync, ip, at);
            Err(Box::new(error(
                StatusCode::BAD_REQUEST,
                "that is not a sync code (20 letters and digits in groups of five)",
            )))
        }
    }
}

fn wrong_code(sync: &SyncService, ip: IpAddr) -> Response {
    count_wrong(sync, ip, Instant::now());
    error(StatusCode::NOT_FOUND, "unknown sync code")
}

fn count_wrong(sync: &SyncService, ip: IpAddr, at: Instant) {
    if lock_count(&sync.wrong_codes, ip, at) {
        sync.log(
            Some(ip),
            "sync: too many wrong sync codes from this address; refusing it for a minute".into(),
        );
    }
}

fn lock_check(
    throttle: &std::sync::Mutex<super::Throttle>,
    ip: IpAddr,
    at: Instant,
) -> Result<(), Duration> {
    throttle.lock().map_or(Ok(()), |t| t.check(ip, at))
}

fn lock_count(throttle: &std::sync::Mutex<super::Throttle>, ip: IpAddr, at: Instant) -> bool {
    throttle.lock().is_ok_and(|mut t| t.count(ip, at))
}

/// The revision in `If-Match: "N"`.
fn if_match(headers: &HeaderMap) -> Result<i64, Refused> {
    let Some(value) = headers.get(header::IF_MATCH) else {
        return Err(Box::new(error(
            StatusCode::PRECONDITION_REQUIRED,
            "send If-Match: \"N\" with the revision you merged against (\"0\" for the first upload)",
        )));
    };
    value
        .to_str()
        .ok()
        .map(str::trim)
        .and_then(|v| v.strip_prefix('"')?.strip_suffix('"'))
        .filter(|digits| !digits.is_empty() && digits.len() <= 18)
        .filter(|digits| digits.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|digits| digits.parse().ok())
        .ok_or_else(|| {
            Box::new(error(
                StatusCode::BAD_REQUEST,
                "If-Match must be a revision in quotes, such as \"3\"",
            ))
        })
}

/// The body, refused with 413 past `max` bytes: by its Content-Length before anything is
/// read, and while it is read when it comes in chunks of unknown length.
async fn read_body(body: Body, headers: &HeaderMap, max: usize) -> Result<Vec<u8>, Response> {
    let too_big = || {
        error(
            StatusCode::PAYLOAD_TOO_LARGE,
            &format!("the data is over this server's limit of {} KiB", max / 1024),
        )
    };
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if length.is_some_and(|length| length > max as u64) {
        return Err(too_big());
    }
    // The declared length, which is at most `max`, or a small start.
    let start = length.map_or(64 * 1024, |l| l as usize).min(max);
    let mut bytes = Vec::with_capacity(start);
    let mut stream = body.into_data_stream();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|_| error(StatusCode::BAD_REQUEST, "the upload broke off"))?;
        if bytes.len().saturating_add(chunk.len()) > max {
            return Err(too_big());
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

/// The document must be one JSON object whose `"version"` is a number this server keeps; the
/// rest is the devices' business (they check it with their own strict loaders).
fn check_document(bytes: &[u8]) -> Result<(), String> {
    #[derive(serde::Deserialize)]
    struct Head {
        version: serde_json::Number,
    }
    let not_object = || "the data is not a JSON object with a \"version\"".to_owned();
    if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(not_object());
    }
    // Parses the whole document (so broken JSON is refused) but keeps only the version.
    let head: Head = serde_json::from_slice(bytes).map_err(|_| not_object())?;
    match head.version.as_u64() {
        Some(v) if VERSIONS.contains(&v) => Ok(()),
        _ => Err(format!(
            "data format version {} is not one this server keeps ({}..={})",
            head.version,
            VERSIONS.start(),
            VERSIONS.end()
        )),
    }
}

fn json_response(status: StatusCode, value: serde_json::Value) -> Response {
    let mut response = (status, value.to_string()).into_response();
    set(&mut response, header::CONTENT_TYPE, "application/json");
    no_store(response)
}

fn error(status: StatusCode, message: &str) -> Response {
    json_response(status, json!({ "error": message }))
}

fn too_many(wait: Duration, message: &str) -> Response {
    let mut response = error(StatusCode::TOO_MANY_REQUESTS, message);
    let seconds = wait.as_secs().max(1).to_string();
    set(&mut response, header::RETRY_AFTER, &seconds);
    response
}

fn unavailable() -> Response {
    error(
        StatusCode::SERVICE_UNAVAILABLE,
        "sync is not available on this server now; try again later",
    )
}

fn database_error(sync: &SyncService, e: &sqlx::Error) -> Response {
    // sqlx's messages name the failure, never a query's values.
    sync.log(None, format!("sync: database error: {e}"));
    unavailable()
}

/// The revision as the entity tag, and no caching anywhere.
fn finish(mut response: Response, revision: i64) -> Response {
    set(&mut response, header::ETAG, &format!("\"{revision}\""));
    no_store(response)
}

fn no_store(mut response: Response) -> Response {
    set(&mut response, header::CACHE_CONTROL, "no-store");
    response
}

fn set(response: &mut Response, name: header::HeaderName, value: &str) {
    if let Ok(value) = HeaderValue::from_str(value) {
        response.headers_mut().insert(name, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_object_with_a_kept_version_passes() {
        let cases: &[(&str, bool)] = &[
            (r#"{"version": 1, "data": {"a": [1, 2]}}"#, true),
            (r#"  {"data": {}, "version": 1}"#, true),
            (r#"{"version": 2, "data": {}}"#, false),
            (r#"{"version": 0}"#, false),
            (r#"{"version": 1.5}"#, false),
            (r#"{"version": -1}"#, false),
            (r#"{"version": "1"}"#, false),
            (r#"{"data": {}}"#, false),
            (r#"[1]"#, false),
            (r#"{"version": 1, "data": "#, false),
            (r#"{"version": 1} trailing"#, false),
            ("", false),
        ];
        for (text, ok) in cases {
            assert_eq!(check_document(text.as_bytes()).is_ok(), *ok, "{text}");
        }
    }

    #[test]
    fn if_match_takes_one_quoted_revision() {
        let cases: &[(Option<&str>, Option<i64>)] = &[
            (Some("\"0\""), Some(0)),
            (Some(" \"42\" "), Some(42)),
            (Some("42"), None),
            (Some("W/\"4\""), None),
            (Some("\"-1\""), None),
            (Some("*"), None),
            (Some("\"\""), None),
            (Some("\"1234567890123456789\""), None),
            (None, None),
        ];
        for (value, expected) in cases {
            let mut headers = HeaderMap::new();
            if let Some(value) = value {
                headers.insert(header::IF_MATCH, HeaderValue::from_str(value).unwrap());
            }
            assert_eq!(if_match(&headers).ok(), *expected, "{value:?}");
        }
    }
}
