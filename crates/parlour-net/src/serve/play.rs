//! One client's conversation, whatever carries it: the hello within the time allowed, routing
//! to a room, then messages both ways until either side ends. A TCP connection's lines and a
//! WebSocket's text messages both come here as [`Frame`]s, so a browser and the desktop app sit
//! at one table through one code path.

use super::hub::{Hub, RoomEntry};
use super::ip;
use super::room_task::{Outgoing, RoomEvent};
use crate::protocol::{self, ClientMsg, Frame, ServerMsg};
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// Bad messages a connection may send before its hello is accepted.
const BAD_LINES_BEFORE_HELLO: u32 = 3;

/// How long a write may take before the client counts as gone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// Plays one client's part: `frames` are what it sends, `sink` takes the lines for it (one
/// protocol message each, without a newline; the transport adds its own framing). `peer` is the
/// client's address for the limits and the log; the hello must come before `hello_by`.
/// Returns when the conversation is over (the sink is closed by then, or soon after).
pub async fn play<F, K>(frames: F, sink: K, peer: SocketAddr, hub: Arc<Hub>, hello_by: Instant)
where
    F: Stream<Item = io::Result<Frame>> + Unpin,
    K: Sink<String> + Unpin + Send + 'static,
{
    let mut frames = frames;
    let (writer, queue) = mpsc::channel::<Outgoing>(hub.config.limits.send_queue);
    let (closed_tx, mut closed_rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        write_all(sink, queue).await;
        let _ = closed_tx.send(());
    });
    let id = hub.next_conn_id();
    let Some((room, hello)) = await_hello(&mut frames, &writer, peer, &hub, hello_by).await else {
        let _ = writer.send(Outgoing::Close).await;
        return;
    };
    let attached = room
        .events
        .send(RoomEvent::Attach {
            id,
            label: peer.to_string(),
            writer: writer.clone(),
        })
        .await
        .is_ok()
        && room.events.send(RoomEvent::Msg(id, hello)).await.is_ok();
    drop(writer);
    if !attached {
        return;
    }
    let idle = hub.config.limits.idle_timeout;
    loop {
        let next = tokio::select! {
            next = tokio::time::timeout(idle, frames.next()) => next,
            _ = &mut closed_rx => break,
        };
        let event = match next {
            Err(_) => {
                hub.log(None, Some(ip(peer)), "silent for too long; closing".into());
                break;
            }
            Ok(None | Some(Err(_))) => break,
            Ok(Some(Ok(frame))) => match frame.decode::<ClientMsg>() {
                Ok(msg) => RoomEvent::Msg(id, msg),
                Err(e) => RoomEvent::Bad(id, e.to_string()),
            },
        };
        if room.events.send(event).await.is_err() {
            break;
        }
    }
    let _ = room.events.send(RoomEvent::Closed(id)).await;
}

/// The writer's side: lines from the room until it says close (or goes), then the close.
async fn write_all<K>(mut sink: K, mut queue: mpsc::Receiver<Outgoing>)
where
    K: Sink<String> + Unpin,
{
    while let Some(out) = queue.recv().await {
        let Outgoing::Line(line) = out else { break };
        let sent = tokio::time::timeout(WRITE_TIMEOUT, sink.send(line)).await;
        if !matches!(sent, Ok(Ok(()))) {
            break;
        }
    }
    let _ = tokio::time::timeout(WRITE_TIMEOUT, sink.close()).await;
}

/// Reads until a hello that names a room this connection may enter. `None` when the
/// connection should close (the client was told why, where it can be told).
async fn await_hello<F>(
    frames: &mut F,
    writer: &mpsc::Sender<Outgoing>,
    peer: SocketAddr,
    hub: &Arc<Hub>,
    deadline: Instant,
) -> Option<(RoomEntry, ClientMsg)>
where
    F: Stream<Item = io::Result<Frame>> + Unpin,
{
    let say = |msg: ServerMsg| Outgoing::Line(protocol::to_line(&msg));
    let mut bad = 0;
    loop {
        let frame = match tokio::time::timeout_at(deadline, frames.next()).await {
            Err(_) => {
                hub.log(None, Some(ip(peer)), "no hello in time; closing".into());
                return None;
            }
            Ok(None | Some(Err(_))) => return None,
            Ok(Some(Ok(frame))) => frame,
        };
        let msg = frame.decode::<ClientMsg>().ok();
        let Some(hello @ ClientMsg::Hello { .. }) = msg else {
            bad += 1;
            hub.log(None, Some(ip(peer)), "refused: not a hello".into());
            let _ = writer.try_send(say(ServerMsg::Refused {
                reason: "say hello first".into(),
            }));
            if bad >= BAD_LINES_BEFORE_HELLO {
                return None;
            }
            continue;
        };
        let ClientMsg::Hello { version, room, .. } = &hello else {
            return None;
        };
        if *version != protocol::PROTOCOL_VERSION {
            let reason = crate::room::version_mismatch(*version);
            let _ = writer.try_send(say(ServerMsg::Rejected { reason }));
            return None;
        }
        return match hub.route(room.as_ref(), ip(peer)) {
            Ok((_, entry)) => Some((entry, hello)),
            Err(reason) => {
                hub.log(None, Some(ip(peer)), format!("rejected: {reason}"));
                let _ = writer.try_send(say(ServerMsg::Rejected { reason }));
                None
            }
        };
    }
}
