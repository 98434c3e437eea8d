//! Serving tables over TCP or TLS on tokio: the room server's engine, and the LAN host's too.
//!
//! Three kinds of task: the accept loop; one task per connection, which counts it against its
//! address, finishes TLS and tells Parlour's lines from HTTP ([`conn`], [`sniff`]); and one task
//! per room, which owns a [`Room`](crate::room::Room) and carries out what it asks
//! ([`room_task`]). A client's conversation, from its hello to its last message, is [`play`],
//! whatever carries it: TCP lines here, WebSocket messages from the room server's HTTP side
//! (an [`HttpFront`] it plugs in). The [`Hub`] keeps the rooms by code and the limits per
//! address ([`limits`]).

use crate::room::{RoomStatus, Timing};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::TableSettings;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpListener;
use tokio::sync::watch;

mod conn;
mod hub;
mod limits;
mod play;
mod room_task;
mod sniff;

pub use hub::{ConnPermit, Hub};
pub use limits::Limits;
pub use play::play;
pub use tokio_rustls::TlsAcceptor;

/// How the server runs its rooms.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    /// What a room plays.
    pub table: TableTemplate,
    /// Limits against abuse.
    pub limits: Limits,
    /// One fixed room that every hello joins, started when full (the LAN host); else rooms are
    /// created and joined by code (the room server).
    pub single_room: Option<SingleRoom>,
    /// The web address of the browser build, such as `https://play.example.org`: a new room's
    /// welcome then carries its link (`https://play.example.org/?room=K7QD-MX3P`).
    pub room_links: Option<String>,
}

/// What stands between the listener and the rooms: TLS, and the HTTP side.
#[derive(Clone, Default)]
pub struct Front {
    /// TLS for every connection, when on.
    pub tls: Option<TlsAcceptor>,
    /// Who answers connections that speak HTTP; without one, every connection speaks the line
    /// protocol (the LAN host).
    pub http: Option<Arc<dyn HttpFront>>,
}

/// A byte stream in both directions: a TCP connection, after TLS when it is on.
pub trait Io: AsyncRead + AsyncWrite + Send + Unpin + 'static {}

impl<T: AsyncRead + AsyncWrite + Send + Unpin + 'static> Io for T {}

/// A connection that speaks HTTP, handed to the [`HttpFront`].
pub struct HttpConn {
    /// The stream, from the request's first byte.
    pub io: Box<dyn Io>,
    /// Who connected.
    pub peer: SocketAddr,
    /// Whether it came through TLS (its origin is `https://`, its WebSocket `wss://`).
    pub secure: bool,
    /// The connection's place in its address's count (`None` for a trusted proxy's): keep it
    /// as long as the connection, or the WebSocket it becomes, is open.
    pub permit: Option<ConnPermit>,
    /// Carries a reason when the server stops.
    pub shutdown: Shutdown,
}

/// The room server's HTTP side: pages, health checks and WebSockets. It lives in the server
/// crate (the HTTP stack is its alone); a WebSocket it accepts comes back here through [`play`].
pub trait HttpFront: Send + Sync + 'static {
    /// Serves one connection until it closes.
    fn serve(&self, conn: HttpConn) -> Pin<Box<dyn Future<Output = ()> + Send>>;
}

/// The LAN host's one room.
#[derive(Clone, Debug)]
pub struct SingleRoom {
    /// Its code (shown to players; LAN joins need not give it).
    pub code: String,
    /// Seats kept for computer players.
    pub bot_seats: u8,
    /// The game number.
    pub game_no: u64,
    /// Start as soon as no seat is open.
    pub auto_start: bool,
}

/// What every room of a server plays.
#[derive(Clone, Copy, Debug)]
pub struct TableTemplate {
    /// Table settings.
    pub settings: TableSettings,
    /// How well the computer players play.
    pub difficulty: Difficulty,
    /// The clocks.
    pub timing: Timing,
}

/// One line for the log, with the fields a log reader filters on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The room it concerns, if any.
    pub room: Option<String>,
    /// The peer address it concerns, if any.
    pub peer: Option<IpAddr>,
    /// What happened.
    pub message: String,
}

/// Where log lines go (the server writes them with `tracing`, the LAN host keeps them).
pub type Logger = Arc<dyn Fn(LogLine) + Send + Sync>;

/// Why the server stops, as every client is told.
pub type Shutdown = watch::Receiver<Option<String>>;

/// Serves until `shutdown` carries a reason; then every room tells its players and closes,
/// and this returns once they have (or after a few seconds).
pub async fn serve(listener: TcpListener, front: Front, hub: Arc<Hub>, mut shutdown: Shutdown) {
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => conn::spawn(stream, peer, &front, hub.clone(), &shutdown),
                Err(e) => {
                    hub.log(None, None, format!("accept failed: {e}"));
                    // Out of file descriptors, say: give the system a moment.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            },
            changed = shutdown.changed() => {
                let reason = match changed {
                    Ok(()) => shutdown.borrow().clone(),
                    Err(_) => None,
                };
                let reason = reason.unwrap_or_else(|| "The server is shutting down.".into());
                hub.close_all(&reason).await;
                return;
            }
        }
    }
}

/// The status of a room, by code (for the LAN host and tests).
pub fn room_status(hub: &Hub, code: &str) -> Option<RoomStatus> {
    hub.status_of(code)
}

/// The address a log line names, without the port (ports change with every connection).
pub(crate) fn ip(peer: SocketAddr) -> IpAddr {
    peer.ip()
}
