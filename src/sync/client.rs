//! The sync protocol's four requests (docs: the protocol in `docs/server.md` and the project
//! notes), over any [`Transport`]: the platform's HTTP ([`crate::platform::http`]) in the app
//! and the command line, an in-memory server in the tests. Every answer is turned into a
//! [`SyncError`] a person can act on.

use super::code::SyncCode;
use crate::bundle::MAX_BUNDLE_BYTES;
use crate::platform::http_common::{HttpError, HttpFuture, HttpReply, HttpRequest, Roots};

/// The header that carries the code (never the URL, which proxies log).
pub const CODE_HEADER: &str = "Parlour-Sync-Code";

/// The largest answer read that is not a document (a code, a revision, an error), in bytes.
const MAX_SMALL_REPLY: u64 = 64 * 1024;

/// Sends one request; the answer comes as a future (the browser's `fetch` is asynchronous).
pub trait Transport {
    /// Sends `request`.
    fn send<'a>(&'a self, request: HttpRequest<'a>) -> HttpFuture<'a>;
}

/// The platform's HTTP (ureq on the desktop, `fetch` in the browser).
pub struct PlatformHttp;

impl Transport for PlatformHttp {
    fn send<'a>(&'a self, request: HttpRequest<'a>) -> HttpFuture<'a> {
        crate::platform::http::send(request)
    }
}

/// Why a sync request failed, in words for a person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SyncError {
    /// No answer (network, TLS, timeout) or this build cannot ask.
    #[error("{0}")]
    Transport(#[from] HttpError),
    /// The server does not know the code: a typo, or it was revoked or expired.
    #[error(
        "the server does not know this sync code (mistyped, revoked on another device, or unused for a long time); make a new one with `parlour sync new`"
    )]
    UnknownCode,
    /// Too many wrong codes from this address.
    #[error(
        "the server refuses sync requests from this address for a while (too many wrong codes); try again in {0}"
    )]
    Throttled(String),
    /// The server refused the data.
    #[error("the server refused the data: {0}")]
    Refused(String),
    /// Someone else pushed between this device's pull and push (revision now held).
    #[error("the data changed on the server meanwhile (revision {0})")]
    Stale(u64),
    /// An answer that does not follow the protocol.
    #[error("the server's answer makes no sense: {0}")]
    BadAnswer(String),
    /// The document on the server cannot be used at all; it was kept aside and nothing here
    /// changed.
    #[error(
        "the data on the server was refused ({reason}); {kept}; nothing on this device changed"
    )]
    DocumentRefused {
        /// Why.
        reason: String,
        /// Where it was kept, in words.
        kept: String,
    },
    /// This device's files or link could not be read or written.
    #[error("{0}")]
    Local(String),
}

/// A document pulled from the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pulled {
    /// Its revision (0: nothing stored yet).
    pub revision: u64,
    /// Its bytes (`None` when nothing is stored).
    pub bytes: Option<Vec<u8>>,
}

/// One server, one transport.
pub struct Client<'a> {
    /// The server as `host[:port]`.
    pub server: &'a str,
    /// TLS and whom to trust, or plain HTTP.
    pub tls: Option<&'a Roots>,
    /// How requests travel.
    pub transport: &'a dyn Transport,
}

/// The `{"error": ...}` of an answer, or its status.
fn server_says(reply: &HttpReply) -> String {
    serde_json::from_slice::<serde_json::Value>(&reply.body)
        .ok()
        .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_owned))
        .map(|e| e.chars().take(300).collect())
        .unwrap_or_else(|| format!("HTTP status {}", reply.status))
}

/// The error for an answer no request expects.
fn unexpected(reply: &HttpReply) -> SyncError {
    match reply.status {
        404 => SyncError::UnknownCode,
        429 => SyncError::Throttled(
            reply
                .retry_after
                .as_deref()
                .and_then(|s| s.trim().parse::<u64>().ok())
                .map_or_else(|| "a minute".to_owned(), |s| format!("{s} seconds")),
        ),
        400 | 413 | 422 => SyncError::Refused(server_says(reply)),
        _ => SyncError::BadAnswer(server_says(reply)),
    }
}

/// A revision in an `ETag: "N"` header.
fn etag_revision(reply: &HttpReply) -> Result<u64, SyncError> {
    reply
        .etag
        .as_deref()
        .map(|t| t.trim().trim_start_matches("W/").trim_matches('"'))
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| SyncError::BadAnswer("no revision (ETag) in the answer".into()))
}

/// `{"revision": N}` in a body.
fn body_revision(reply: &HttpReply) -> Option<u64> {
    serde_json::from_slice::<serde_json::Value>(&reply.body)
        .ok()?
        .get("revision")?
        .as_u64()
}

impl Client<'_> {
    async fn send(
        &self,
        method: &'static str,
        path: &'static str,
        code: Option<&SyncCode>,
        headers: Vec<(&'static str, String)>,
        body: Option<&[u8]>,
        max_reply_bytes: u64,
    ) -> Result<HttpReply, SyncError> {
        let mut all = headers;
        if let Some(code) = code {
            all.push((CODE_HEADER, code.reveal()));
        }
        if body.is_some() {
            all.push(("Content-Type", "application/json".to_owned()));
        }
        Ok(self
            .transport
            .send(HttpRequest {
                method,
                server: self.server,
                tls: self.tls,
                path,
                headers: all,
                body,
                max_reply_bytes,
            })
            .await?)
    }

    /// Asks the server for a new code.
    pub async fn new_code(&self) -> Result<SyncCode, SyncError> {
        let reply = self
            .send(
                "POST",
                "/sync/v1/codes",
                None,
                vec![],
                None,
                MAX_SMALL_REPLY,
            )
            .await?;
        if reply.status != 201 {
            return Err(unexpected(&reply));
        }
        serde_json::from_slice::<serde_json::Value>(&reply.body)
            .ok()
            .and_then(|v| v.get("code").and_then(|c| c.as_str()).map(str::to_owned))
            .ok_or_else(|| SyncError::BadAnswer("no code in the answer".into()))
            .and_then(|c| SyncCode::parse(&c).map_err(|e| SyncError::BadAnswer(e.to_string())))
    }

    /// Pulls the document.
    pub async fn pull(&self, code: &SyncCode) -> Result<Pulled, SyncError> {
        // The document's own cap, and room for the server's envelope around it.
        let limit = MAX_BUNDLE_BYTES + 64 * 1024;
        let reply = self
            .send("GET", "/sync/v1/data", Some(code), vec![], None, limit)
            .await?;
        match reply.status {
            200 => Ok(Pulled {
                revision: etag_revision(&reply)?,
                bytes: Some(reply.body),
            }),
            204 => Ok(Pulled {
                revision: etag_revision(&reply).unwrap_or(0),
                bytes: None,
            }),
            _ => Err(unexpected(&reply)),
        }
    }

    /// Pushes `bytes` as the document following `revision`; returns the new revision.
    pub async fn push(
        &self,
        code: &SyncCode,
        revision: u64,
        bytes: &[u8],
    ) -> Result<u64, SyncError> {
        let if_match = vec![("If-Match", format!("\"{revision}\""))];
        let reply = self
            .send(
                "PUT",
                "/sync/v1/data",
                Some(code),
                if_match,
                Some(bytes),
                MAX_SMALL_REPLY,
            )
            .await?;
        match reply.status {
            200 => body_revision(&reply)
                .ok_or_else(|| SyncError::BadAnswer("no revision in the answer".into())),
            412 => Err(SyncError::Stale(body_revision(&reply).unwrap_or(0))),
            _ => Err(unexpected(&reply)),
        }
    }

    /// Deletes the code and its data on the server.
    pub async fn revoke(&self, code: &SyncCode) -> Result<(), SyncError> {
        let reply = self
            .send(
                "DELETE",
                "/sync/v1/data",
                Some(code),
                vec![],
                None,
                MAX_SMALL_REPLY,
            )
            .await?;
        match reply.status {
            204 | 200 => Ok(()),
            _ => Err(unexpected(&reply)),
        }
    }
}
