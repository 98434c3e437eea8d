//! Finding tables on the LAN: a client sends a UDP query, each host answers with its room code
//! and TCP port. Queries and answers are small JSON datagrams; anything else is ignored.

use serde::{Deserialize, Serialize};
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The UDP port hosts listen on for discovery queries.
pub const DISCOVERY_PORT: u16 = 47_471;

/// The query a client sends.
const QUERY: &[u8] = b"{\"parlour\":\"mahjong?\"}";

/// A host's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The room code.
    pub room: String,
    /// The TCP port of the table.
    pub port: u16,
}

/// A table found on the LAN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The room code.
    pub room: String,
    /// Where to connect.
    pub addr: SocketAddr,
}

/// Answers discovery queries on `port` until `stop` is set.
pub fn spawn_responder(
    bind: IpAddr,
    port: u16,
    answer: Answer,
    stop: Arc<AtomicBool>,
) -> io::Result<()> {
    let socket = UdpSocket::bind((bind, port))?;
    socket.set_read_timeout(Some(Duration::from_millis(200)))?;
    let reply = serde_json::to_vec(&answer).map_err(io::Error::other)?;
    std::thread::Builder::new()
        .name("mahjong-discovery".into())
        .spawn(move || {
            let mut buf = [0u8; 512];
            while !stop.load(Ordering::SeqCst) {
                if let Ok((len, from)) = socket.recv_from(&mut buf)
                    && buf.get(..len) == Some(QUERY)
                {
                    // A lost answer only means the client asks again.
                    let _ = socket.send_to(&reply, from);
                }
            }
        })?;
    Ok(())
}

/// Asks `target` (the LAN's broadcast address, or one host) for tables and collects the
/// answers that arrive within `wait`.
pub fn discover(target: SocketAddr, wait: Duration) -> io::Result<Vec<Found>> {
    let local: IpAddr = match target.ip() {
        IpAddr::V4(_) => Ipv4Addr::UNSPECIFIED.into(),
        IpAddr::V6(_) => std::net::Ipv6Addr::UNSPECIFIED.into(),
    };
    let socket = UdpSocket::bind((local, 0))?;
    socket.set_broadcast(true)?;
    socket.send_to(QUERY, target)?;
    let deadline = Instant::now() + wait;
    let mut found = Vec::new();
    let mut buf = [0u8; 512];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Ok(found);
        }
        socket.set_read_timeout(Some(left))?;
        match socket.recv_from(&mut buf) {
            Ok((len, from)) => {
                let Some(bytes) = buf.get(..len) else {
                    continue;
                };
                // Strangers' datagrams are ignored.
                if let Ok(answer) = serde_json::from_slice::<Answer>(bytes) {
                    let table = Found {
                        room: answer.room,
                        addr: SocketAddr::new(from.ip(), answer.port),
                    };
                    if !found.contains(&table) {
                        found.push(table);
                    }
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return Ok(found);
            }
            Err(e) => return Err(e),
        }
    }
}

/// Where a LAN-wide query goes.
pub fn broadcast_target() -> SocketAddr {
    SocketAddr::from((Ipv4Addr::BROADCAST, DISCOVERY_PORT))
}
