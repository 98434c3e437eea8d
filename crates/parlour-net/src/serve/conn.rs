//! One connection's task: the per-address count, TLS (when on), then what the client speaks:
//! Parlour's lines go to [`play`](super::play::play), HTTP to the server's
//! [`HttpFront`] (when it has one; the LAN host has none and reads lines only, as it always did).

use super::hub::{ConnPermit, Hub};
use super::play::play;
use super::sniff::{self, Prefixed, Speaks};
use super::{Front, HttpConn, Shutdown, ip};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::time::Instant;
use tokio_util::codec::Framed;

/// Takes a new connection on its own task.
pub(crate) fn spawn(
    stream: TcpStream,
    peer: SocketAddr,
    front: &Front,
    hub: Arc<Hub>,
    shutdown: &Shutdown,
) {
    let address = ip(peer);
    // A trusted proxy's connections carry many players: they are counted per player, by the
    // address the proxy forwards, once their requests are read (the HTTP front does that).
    let permit = if hub.config.limits.trusted_proxies.contains(&address) {
        None
    } else {
        match hub.admit(address) {
            Some(permit) => Some(permit),
            None => {
                hub.log(
                    None,
                    Some(address),
                    "too many connections from this address; refused".into(),
                );
                // Dropping the stream closes it.
                return;
            }
        }
    };
    let front = front.clone();
    let shutdown = shutdown.clone();
    tokio::spawn(async move {
        let _ = stream.set_nodelay(true);
        let deadline = Instant::now() + hub.config.limits.hello_timeout;
        let Some(tls) = front.tls.clone() else {
            return route(stream, peer, false, front, hub, permit, shutdown, deadline).await;
        };
        match tokio::time::timeout_at(deadline, tls.accept(stream)).await {
            Ok(Ok(stream)) => {
                // The hello (or the request) gets its own time once TLS is done, as before.
                let deadline = Instant::now() + hub.config.limits.hello_timeout;
                route(stream, peer, true, front, hub, permit, shutdown, deadline).await;
            }
            Ok(Err(e)) => hub.log(None, Some(address), format!("TLS handshake failed: {e}")),
            Err(_) => hub.log(None, Some(address), "TLS handshake timed out".into()),
        }
    });
}

/// Sends the connection where its first bytes say it belongs.
#[allow(clippy::too_many_arguments)] // one connection's whole context, passed on once
async fn route<S>(
    mut stream: S,
    peer: SocketAddr,
    secure: bool,
    front: Front,
    hub: Arc<Hub>,
    permit: Option<ConnPermit>,
    shutdown: Shutdown,
    deadline: Instant,
) where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let Some(http) = front.http else {
        // No HTTP side: every byte is the line protocol's, exactly as before there was one.
        lines(stream, peer, hub, deadline).await;
        drop(permit);
        return;
    };
    let first = match tokio::time::timeout_at(deadline, sniff::first_bytes(&mut stream)).await {
        Ok(Ok(Some(first))) => first,
        Ok(Ok(None) | Err(_)) => return,
        Err(_) => {
            hub.log(None, Some(ip(peer)), "no hello in time; closing".into());
            return;
        }
    };
    let stream = Prefixed::new(first.1, stream);
    match first.0 {
        Speaks::Lines => lines(stream, peer, hub, deadline).await,
        Speaks::Http => {
            let conn = HttpConn {
                io: Box::new(stream),
                peer,
                secure,
                permit,
                shutdown,
            };
            return http.serve(conn).await;
        }
    }
    drop(permit);
}

/// The line protocol: newline-delimited JSON, at most `MAX_FRAME` bytes a line.
async fn lines<S>(stream: S, peer: SocketAddr, hub: Arc<Hub>, deadline: Instant)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (sink, frames) = Framed::new(stream, crate::codec::codec()).split();
    play(frames, sink, peer, hub, deadline).await;
}
