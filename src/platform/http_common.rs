//! One HTTP request and its answer, the same types on both targets (the sync client's
//! transport; `native::http` sends them with ureq, `web::http` with the browser's `fetch`).
//! A request is a future on both, so one sync code runs on a desktop thread (driven by
//! `pollster`) and in the page's event loop alike.

pub use parlour_proto::client::Roots;
use std::future::Future;
use std::pin::Pin;

/// The room server's usual port, used when the address names none.
pub const DEFAULT_PORT: u16 = 47_480;

/// An answer on its way.
pub type HttpFuture<'a> = Pin<Box<dyn Future<Output = Result<HttpReply, HttpError>> + 'a>>;

/// A request to a Parlour server.
pub struct HttpRequest<'a> {
    /// `GET`, `PUT`, `POST` or `DELETE`.
    pub method: &'static str,
    /// The server as `host[:port]` (the room server's port when none is given).
    pub server: &'a str,
    /// TLS and whom to trust, or plain HTTP.
    pub tls: Option<&'a Roots>,
    /// The path, such as `/sync/v1/data`.
    pub path: &'static str,
    /// Headers to send. They may hold secrets: this type has no `Debug` and nothing logs them.
    pub headers: Vec<(&'static str, String)>,
    /// A JSON body, if any.
    pub body: Option<&'a [u8]>,
    /// The largest answer body read, in bytes: checked against `Content-Length` before anything
    /// is allocated, then while reading.
    pub max_reply_bytes: u64,
}

/// A server's answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HttpReply {
    /// The status code.
    pub status: u16,
    /// The body (at most the request's `max_reply_bytes`).
    pub body: Vec<u8>,
    /// The `ETag` header, if any.
    pub etag: Option<String>,
    /// The `Retry-After` header, if any.
    pub retry_after: Option<String>,
}

/// Why no answer came.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HttpError {
    /// The server could not be reached (name, connection, TLS, timeout).
    #[error("cannot reach the server {server}: {detail}")]
    Unreachable {
        /// The server as given.
        server: String,
        /// What went wrong.
        detail: String,
    },
    /// The answer was larger than the request allows.
    #[error("the server's answer is larger than {0} bytes")]
    TooLarge(u64),
    /// The address or the TLS settings cannot be used.
    #[error("{0}")]
    Setup(String),
    /// This build cannot send the request.
    #[error("{0}")]
    Unavailable(&'static str),
}
