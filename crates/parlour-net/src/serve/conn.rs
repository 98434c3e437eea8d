//! One connection's task: TLS (when on), the hello within the time allowed, routing to a room,
//! then lines in both directions until either side ends.

use super::hub::{Hub, RoomEntry};
use super::ip;
use super::room_task::{Outgoing, RoomEvent};
use crate::protocol::{self, ClientMsg, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_util::codec::Framed;

/// Bad lines a connection may send before its hello is accepted.
const BAD_LINES_BEFORE_HELLO: u32 = 3;

/// How long a write may take before the client counts as gone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// Takes a new connection on its own task.
pub(crate) fn spawn(stream: TcpStream, peer: SocketAddr, tls: Option<TlsAcceptor>, hub: Arc<Hub>) {
    let address = ip(peer);
    let admitted = hub
        .per_address
        .lock()
        .map(|mut per| per.open_conn(address, &hub.config.limits))
        .unwrap_or(false);
    if !admitted {
        hub.log(
            None,
            Some(address),
            "too many connections from this address; refused".into(),
        );
        // Dropping the stream closes it.
        return;
    }
    tokio::spawn(async move {
        let _ = stream.set_nodelay(true);
        let guard = ConnGuard {
            hub: hub.clone(),
            address,
        };
        match tls {
            None => serve_conn(stream, peer, hub).await,
            Some(acceptor) => {
                let timeout = hub.config.limits.hello_timeout;
                match tokio::time::timeout(timeout, acceptor.accept(stream)).await {
                    Ok(Ok(stream)) => serve_conn(stream, peer, hub).await,
                    Ok(Err(e)) => {
                        hub.log(None, Some(address), format!("TLS handshake failed: {e}"))
                    }
                    Err(_) => hub.log(None, Some(address), "TLS handshake timed out".into()),
                }
            }
        }
        drop(guard);
    });
}

/// Frees the address's connection count however the task ends.
struct ConnGuard {
    hub: Arc<Hub>,
    address: IpAddr,
}

impl Drop for ConnGuard {
    fn drop(&mut self) {
        if let Ok(mut per) = self.hub.per_address.lock() {
            per.close_conn(self.address);
        }
    }
}

async fn serve_conn<S>(stream: S, peer: SocketAddr, hub: Arc<Hub>)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sink, mut lines) = Framed::new(stream, crate::codec::codec()).split();
    let (writer, mut queue) = mpsc::channel::<Outgoing>(hub.config.limits.send_queue);
    let (closed_tx, mut closed_rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        while let Some(out) = queue.recv().await {
            let Outgoing::Line(line) = out else { break };
            let sent = tokio::time::timeout(WRITE_TIMEOUT, sink.send(line)).await;
            if !matches!(sent, Ok(Ok(()))) {
                break;
            }
        }
        let _ = tokio::time::timeout(WRITE_TIMEOUT, sink.close()).await;
        let _ = closed_tx.send(());
    });
    let id = hub.next_conn_id();
    let Some((room, hello)) = await_hello(&mut lines, &writer, peer, &hub).await else {
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
            next = tokio::time::timeout(idle, lines.next()) => next,
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

/// Reads until a hello that names a room this connection may enter. `None` when the
/// connection should close (the client was told why, where it can be told).
async fn await_hello<L>(
    lines: &mut L,
    writer: &mpsc::Sender<Outgoing>,
    peer: SocketAddr,
    hub: &Arc<Hub>,
) -> Option<(RoomEntry, ClientMsg)>
where
    L: futures_util::Stream<Item = std::io::Result<protocol::Frame>> + Unpin,
{
    let deadline = tokio::time::Instant::now() + hub.config.limits.hello_timeout;
    let say = |msg: ServerMsg| Outgoing::Line(protocol::to_line(&msg));
    let mut bad = 0;
    loop {
        let line = match tokio::time::timeout_at(deadline, lines.next()).await {
            Err(_) => {
                hub.log(None, Some(ip(peer)), "no hello in time; closing".into());
                return None;
            }
            Ok(None | Some(Err(_))) => return None,
            Ok(Some(Ok(frame))) => frame,
        };
        let msg = line.decode::<ClientMsg>().ok();
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
