//! `/ws`: the browser's way into the rooms. After the Origin check and the per-address count,
//! the WebSocket is handed to `parlour_net::serve::play`, the code path every TCP client takes:
//! one text message is one protocol message.
//!
//! Sizes: a text message over `MAX_FRAME` (64 KiB) is refused like an over-long TCP line and
//! the socket stays open; a binary message is refused like a line that is not text. The
//! WebSocket layer itself reads no message or frame over [`HARD_CAP`] (twice `MAX_FRAME`): such
//! a socket is closed, since reading on would mean holding all of it in memory.

use super::state::{ClientAddr, ConnInfo, WebState};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt, future};
use parlour_net::protocol::{Frame, MAX_FRAME};
use parlour_net::serve::Hub;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// The largest message or frame the WebSocket layer reads before it closes the socket.
pub(crate) const HARD_CAP: usize = 2 * MAX_FRAME;

/// The read buffer of each socket: a state message is about 3 KiB, and tungstenite's default
/// of 128 KiB each would make a thousand rooms' sockets cost half a gigabyte.
const READ_BUFFER: usize = 8 * 1024;

/// Answers the upgrade request, or refuses it (403 for another site's page, 429 when the
/// address has too many connections).
pub(crate) async fn upgrade(
    State(web): State<Arc<WebState>>,
    Extension(info): Extension<ConnInfo>,
    Extension(ClientAddr(client)): Extension<ClientAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin = headers.get(header::ORIGIN).map(|o| o.as_bytes());
    if let Err(refused) = web.origins.check(origin, info.secure, host) {
        web.hub.log(
            None,
            Some(client),
            format!("WebSocket refused: {}", refused.0),
        );
        return (
            StatusCode::FORBIDDEN,
            "This page's origin may not open Parlour's WebSocket here.\n",
        )
            .into_response();
    }
    // A trusted proxy's connection was not counted when it was accepted: this player is
    // counted now, by the address the proxy forwarded.
    let permit = match &info.permit {
        Some(permit) => permit.clone(),
        None => match web.hub.admit(client) {
            Some(permit) => Arc::new(permit),
            None => {
                web.hub.log(
                    None,
                    Some(client),
                    "too many connections from this address; refused".into(),
                );
                return (
                    StatusCode::TOO_MANY_REQUESTS,
                    "Too many connections from your address.\n",
                )
                    .into_response();
            }
        },
    };
    let hub = web.hub.clone();
    let peer = SocketAddr::new(client, info.peer.port());
    let hello_by = tokio::time::Instant::now() + hub.limits().hello_timeout;
    upgrade
        .max_message_size(HARD_CAP)
        .max_frame_size(HARD_CAP)
        .read_buffer_size(READ_BUFFER)
        // Each message is written at once: the room's writer sends one at a time and waits.
        .write_buffer_size(0)
        .max_write_buffer_size(HARD_CAP)
        .on_failed_upgrade({
            let hub = hub.clone();
            move |e| hub.log(None, Some(client), format!("WebSocket upgrade failed: {e}"))
        })
        .on_upgrade(move |socket| async move {
            // Keeps the address's count for as long as the socket is open.
            let _permit = permit;
            talk(socket, peer, hub, hello_by).await;
        })
}

/// The socket as frames in and lines out, through the rooms' code path.
async fn talk(socket: WebSocket, peer: SocketAddr, hub: Arc<Hub>, hello_by: tokio::time::Instant) {
    let (sink, stream) = socket.split();
    let sink = sink.with(|line: String| future::ready(Ok::<_, axum::Error>(Message::text(line))));
    let logged = hub.clone();
    let address = peer.ip();
    let frames =
        stream.filter_map(move |message| future::ready(frame_of(message, &logged, address)));
    parlour_net::serve::play(Box::pin(frames), Box::pin(sink), peer, hub, hello_by).await;
}

/// What a WebSocket message is to the protocol: text is a line, binary a line that is not text,
/// control messages nothing (tungstenite answers pings itself); an error ends the socket.
fn frame_of(
    message: Result<Message, axum::Error>,
    hub: &Hub,
    address: IpAddr,
) -> Option<io::Result<Frame>> {
    match message {
        Ok(Message::Text(text)) if text.len() > MAX_FRAME => Some(Ok(Frame::TooLong)),
        Ok(Message::Text(text)) => Some(Ok(Frame::Line(text.as_str().to_owned()))),
        Ok(Message::Binary(_)) => Some(Ok(Frame::NotText)),
        Ok(Message::Ping(_) | Message::Pong(_) | Message::Close(_)) => None,
        Err(e) => {
            hub.log(None, Some(address), format!("WebSocket closed: {e}"));
            Some(Err(io::Error::other(e.to_string())))
        }
    }
}
