//! One HTTP request over the browser's `fetch` (through gloo-net), with the answer's size
//! capped: `Content-Length` is checked before the body is read, and the body after. No redirect
//! is followed (it would carry the request's headers elsewhere), no cookie is sent and nothing
//! is cached. The browser checks certificates against its own trust store.

use gloo_net::http::{Method, RequestBuilder};
use web_sys::{RequestCache, RequestCredentials, RequestRedirect};

/// An answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The body, at most the request's limit.
    pub body: Vec<u8>,
    /// The `ETag` header, if the server sent it (and, across origins, exposed it).
    pub etag: Option<String>,
    /// The `Retry-After` header, likewise.
    pub retry_after: Option<String>,
}

/// Why no answer came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The request could not be made (a bad method or address).
    Setup(String),
    /// No answer: the browser says no more than "failed to fetch" for a refused connection, a
    /// blocked mixed-content request and a CORS refusal alike.
    Unreachable(String),
    /// The answer is larger than the limit.
    TooLarge(u64),
}

/// Sends `method` to `url` with `headers` and `body`, and reads at most `limit` bytes of answer.
pub async fn fetch(
    method: &str,
    url: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
    limit: u64,
) -> Result<Answer, FetchError> {
    let method =
        Method::from_bytes(method.as_bytes()).map_err(|e| FetchError::Setup(e.to_string()))?;
    let mut builder = RequestBuilder::new(url)
        .method(method)
        .redirect(RequestRedirect::Error)
        .cache(RequestCache::NoStore)
        .credentials(RequestCredentials::Omit);
    for (name, value) in headers {
        builder = builder.header(name, value);
    }
    let request = match body {
        Some(body) => builder.body(js_sys::Uint8Array::from(body)),
        None => builder.build(),
    }
    .map_err(|e| FetchError::Setup(e.to_string()))?;
    let unreachable = |e: gloo_net::Error| FetchError::Unreachable(e.to_string());
    let response = request.send().await.map_err(unreachable)?;
    let answered = response.headers();
    if answered
        .get("content-length")
        .and_then(|len| len.trim().parse::<u64>().ok())
        .is_some_and(|len| len > limit)
    {
        return Err(FetchError::TooLarge(limit));
    }
    let body = response.binary().await.map_err(unreachable)?;
    if body.len() as u64 > limit {
        return Err(FetchError::TooLarge(limit));
    }
    Ok(Answer {
        status: response.status(),
        body,
        etag: answered.get("etag"),
        retry_after: answered.get("retry-after"),
    })
}
