//! The front door every request passes: who it is from, whether that address may make another
//! request now, the headers every answer carries, and one access-log line once it is answered.

use super::rate::Verdict;
use super::state::{ClientAddr, ConnInfo, WebState};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Instant;

/// Every request passes here: who it is from, whether that address may make another request
/// now, and one access-log line once it is answered.
pub(crate) async fn front_door(
    State(web): State<Arc<WebState>>,
    mut request: Request,
    next: Next,
) -> Response {
    let Some(info) = request.extensions().get::<ConnInfo>().cloned() else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let client = client_addr(&web.trusted_proxies, &info, &request);
    request.extensions_mut().insert(ClientAddr(client));
    let method = request.method().clone();
    // The path only: a room link's query carries its room code, which stays out of the log.
    let path: String = request.uri().path().chars().take(200).collect();
    let verdict = web
        .rate
        .lock()
        .map(|mut rate| rate.take(client, Instant::now()))
        .unwrap_or(Verdict::Pass);
    let mut response = match verdict {
        Verdict::Pass => next.run(request).await,
        Verdict::Refuse { retry_after, first } => {
            if first {
                web.hub.log(
                    None,
                    Some(client),
                    "too many HTTP requests from this address; refusing for now".into(),
                );
            }
            let seconds = retry_after.as_secs().max(1).to_string();
            (
                StatusCode::TOO_MANY_REQUESTS,
                [(header::RETRY_AFTER, seconds)],
                "Too many requests from your address; wait a moment.\n",
            )
                .into_response()
        }
    };
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // A page address may carry a room code: no other site is told it.
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    web.hub.log(
        None,
        Some(client),
        format!("{method} {path} {}", response.status().as_u16()),
    );
    response
}

/// The address a request counts under: a trusted proxy's last X-Forwarded-For entry (the
/// address the proxy itself saw), else the connection's own.
fn client_addr(trusted: &[IpAddr], info: &ConnInfo, request: &Request) -> IpAddr {
    let peer = info.peer.ip();
    if !trusted.contains(&peer) {
        return peer;
    }
    request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| {
            let last = last.trim();
            last.parse::<IpAddr>()
                .ok()
                .or_else(|| last.parse::<SocketAddr>().ok().map(|s| s.ip()))
        })
        .unwrap_or(peer)
}
