//! A client connection that never blocks its caller, for the window and the headless client:
//! connecting, TLS, reading and writing all happen on a small runtime of the session's own
//! thread. The caller queues messages with [`Session::send`] and drains what arrived with
//! [`Session::poll`]; a `waker` it gives is called whenever something arrives, so a window can
//! sleep until then.
//!
//! The same session talks to a LAN host (plain TCP) and to a room server (TLS or not). Nothing
//! the other side sends can make it panic: a line that is not a message becomes
//! [`SessionEvent::Garbage`], a failure or a dropped connection [`SessionEvent::Closed`] with a
//! sentence for the player.

use super::discovery::{self, Found};
use super::protocol::{self, ClientMsg, PROTOCOL_VERSION, ServerMsg};
use super::tls;
use futures_util::{SinkExt, StreamExt};
pub use parlour_proto::client::{Join, SessionEvent, Target, Waker};
use std::net::SocketAddr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls;
use tokio_rustls::rustls::pki_types::ServerName;
use tokio_util::codec::Framed;

/// How long a connection attempt (with TLS) may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// A connection to a host or a room server, run on its own thread.
pub struct Session {
    outgoing: UnboundedSender<ClientMsg>,
    events: Receiver<SessionEvent>,
}

impl Session {
    /// Starts connecting to `target` and says hello as `join`. Returns at once; the outcome
    /// arrives as an event.
    pub fn connect(target: Target, join: Join, waker: Waker) -> Self {
        let (outgoing, queue) = unbounded_channel();
        let (events_tx, events) = mpsc::channel();
        let report = Reporter {
            events: events_tx,
            waker,
        };
        let hello = ClientMsg::Hello {
            version: PROTOCOL_VERSION,
            name: join.name,
            token: join.token,
            room: join.room,
        };
        let failed = report.clone();
        let spawned = std::thread::Builder::new()
            .name("mahjong-session".into())
            .spawn(move || {
                match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime.block_on(run(target, hello, queue, report)),
                    Err(e) => {
                        report.send(SessionEvent::Closed(format!("no runtime: {e}")));
                    }
                }
            });
        if let Err(e) = spawned {
            failed.send(SessionEvent::Closed(format!("no thread to connect: {e}")));
        }
        Self { outgoing, events }
    }

    /// Queues a message; it is written on the session's thread.
    pub fn send(&self, msg: ClientMsg) {
        // A closed session has already reported why; the message has nowhere to go.
        let _ = self.outgoing.send(msg);
    }

    /// Everything that arrived since the last call.
    pub fn poll(&self) -> Vec<SessionEvent> {
        self.events.try_iter().collect()
    }

    /// The next event, if one is waiting.
    pub fn poll_one(&self) -> Option<SessionEvent> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting up to `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<SessionEvent> {
        match self.events.recv_timeout(timeout) {
            Ok(event) => Some(event),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                Some(SessionEvent::Closed("the connection ended".into()))
            }
        }
    }
}

#[derive(Clone)]
struct Reporter {
    events: Sender<SessionEvent>,
    waker: Waker,
}

impl Reporter {
    /// Reports an event; false when nobody listens any more.
    fn send(&self, event: SessionEvent) -> bool {
        let listening = self.events.send(event).is_ok();
        (self.waker)();
        listening
    }
}

async fn run(
    target: Target,
    hello: ClientMsg,
    queue: UnboundedReceiver<ClientMsg>,
    report: Reporter,
) {
    let where_to = format!("{}:{}", target.host, target.port);
    let connecting = TcpStream::connect((target.host.as_str(), target.port));
    let stream = match tokio::time::timeout(CONNECT_TIMEOUT, connecting).await {
        Ok(Ok(stream)) => stream,
        Ok(Err(e)) => {
            report.send(SessionEvent::Closed(format!(
                "could not reach {where_to}: {e}"
            )));
            return;
        }
        Err(_) => {
            report.send(SessionEvent::Closed(format!(
                "could not reach {where_to}: no answer in {} seconds",
                CONNECT_TIMEOUT.as_secs()
            )));
            return;
        }
    };
    let _ = stream.set_nodelay(true);
    let Some(roots) = &target.tls else {
        return talk(stream, hello, queue, report).await;
    };
    let config = match tls::client_config(roots) {
        Ok(config) => config,
        Err(e) => {
            report.send(SessionEvent::Closed(format!("TLS cannot start: {e}")));
            return;
        }
    };
    let Ok(name) = ServerName::try_from(target.host.clone()) else {
        report.send(SessionEvent::Closed(format!(
            "{} is not a name a certificate can be checked against",
            target.host
        )));
        return;
    };
    let handshake = TlsConnector::from(config).connect(name, stream);
    match tokio::time::timeout(CONNECT_TIMEOUT, handshake).await {
        Ok(Ok(stream)) => talk(stream, hello, queue, report).await,
        Ok(Err(e)) => {
            report.send(SessionEvent::Closed(describe_tls_failure(&where_to, &e)));
        }
        Err(_) => {
            report.send(SessionEvent::Closed(format!(
                "{where_to} did not finish the TLS handshake: is it a TLS server?"
            )));
        }
    }
}

/// A failed handshake in the player's words: a certificate problem is named as one.
fn describe_tls_failure(where_to: &str, error: &std::io::Error) -> String {
    let rustls_error = error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<rustls::Error>());
    match rustls_error {
        Some(rustls::Error::InvalidCertificate(why)) => format!(
            "the certificate of {where_to} is not trusted ({why:?}): check the address, or give \
             the server's CA file"
        ),
        Some(other) => format!("TLS with {where_to} failed: {other}"),
        None => format!("TLS with {where_to} failed: {error} (is it a TLS server?)"),
    }
}

/// Says hello, then passes lines both ways until either side ends.
async fn talk<S>(
    stream: S,
    hello: ClientMsg,
    mut queue: UnboundedReceiver<ClientMsg>,
    report: Reporter,
) where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let mut framed = Framed::new(stream, crate::codec::codec());
    if !report.send(SessionEvent::Connected) {
        return;
    }
    if framed.send(protocol::to_line(&hello)).await.is_err() {
        report.send(SessionEvent::Closed("the connection broke at once".into()));
        return;
    }
    loop {
        tokio::select! {
            line = framed.next() => {
                let event = match line {
                    Some(Ok(frame)) => match frame.decode::<ServerMsg>() {
                        Ok(msg) => SessionEvent::Msg(msg),
                        Err(e) => SessionEvent::Garbage(e.to_string()),
                    },
                    Some(Err(e)) => SessionEvent::Closed(format!("connection lost: {e}")),
                    None => SessionEvent::Closed("the host closed the connection".into()),
                };
                let closed = matches!(event, SessionEvent::Closed(_));
                if !report.send(event) || closed {
                    return;
                }
            }
            msg = queue.recv() => {
                // None: the session was dropped, so the connection closes.
                let Some(msg) = msg else { return };
                if framed.send(protocol::to_line(&msg)).await.is_err() {
                    report.send(SessionEvent::Closed("connection lost while sending".into()));
                    return;
                }
            }
        }
    }
}

/// Looks for tables on its own thread: asks every target (the LAN's broadcast address, this
/// computer) and reports the tables that answered within `wait`, or why the search failed.
pub fn search(
    targets: Vec<SocketAddr>,
    wait: Duration,
    waker: Waker,
) -> Receiver<Result<Vec<Found>, String>> {
    let (tx, rx) = mpsc::channel();
    let report = tx.clone();
    let wake = waker.clone();
    let spawned = std::thread::Builder::new()
        .name("mahjong-search".into())
        .spawn(move || {
            let found = discovery::discover_many(&targets, wait).map_err(|e| e.to_string());
            let _ = tx.send(found);
            waker();
        });
    if let Err(e) = spawned {
        let _ = report.send(Err(format!("no thread to search: {e}")));
        wake();
    }
    rx
}
