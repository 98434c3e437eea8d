//! Serving tables over TCP or TLS on tokio: the room server's engine, and the LAN host's too.
//!
//! Three kinds of task: the accept loop; one task per connection, which reads lines, checks the
//! first message and routes it to a room ([`conn`]); and one task per room, which owns a
//! [`Room`](crate::room::Room) and carries out what it asks ([`room_task`]). The [`Hub`] keeps
//! the rooms by code and the limits per address ([`limits`]).

use crate::room::{RoomStatus, Timing};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::TableSettings;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;

mod conn;
mod hub;
mod limits;
mod room_task;

pub use hub::Hub;
pub use limits::Limits;
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
pub async fn serve(
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    hub: Arc<Hub>,
    mut shutdown: Shutdown,
) {
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => conn::spawn(stream, peer, tls.clone(), hub.clone()),
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
