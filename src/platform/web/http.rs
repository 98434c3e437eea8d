//! HTTP requests in the browser, for sync: not built yet (the browser's `fetch` is
//! asynchronous and needs its own polled client), so every request fails with a clear message.

use crate::platform::http_common::{HttpError, HttpReply, HttpRequest};

/// Refuses: sync is not yet available in the browser.
pub fn send(_request: &HttpRequest<'_>) -> Result<HttpReply, HttpError> {
    Err(HttpError::Unavailable(
        "sync is not yet available in the browser",
    ))
}

/// Runs `job` at once: in the browser every request fails at once (see [`send`]), so it never
/// waits, and a page has no threads to run it on.
pub fn in_background(job: Box<dyn FnOnce() + Send + 'static>) {
    job();
}
