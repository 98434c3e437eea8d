//! Finding tables on the LAN: a client sends a UDP query, each host answers with its room code
//! and TCP port. Queries and answers are small JSON datagrams; anything else is ignored.

use serde::{Deserialize, Serialize};
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use parlour_proto::client::{DISCOVERY_PORT, Found, broadcast_target, loopback_target};

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
    discover_many(&[target], wait)
}

/// Asks every IPv4 target at once (say the LAN's broadcast address and this computer) and
/// collects the answers that arrive within `wait`. Fails only when no query could be sent.
pub fn discover_many(targets: &[SocketAddr], wait: Duration) -> io::Result<Vec<Found>> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
    socket.set_broadcast(true)?;
    let mut last_error = None;
    let mut sent = false;
    for target in targets {
        // A machine without a LAN cannot broadcast; asking this computer still works.
        match socket.send_to(QUERY, target) {
            Ok(_) => sent = true,
            Err(e) => last_error = Some(e),
        }
    }
    if !sent {
        return Err(last_error
            .unwrap_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "nowhere to ask")));
    }
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

/// This computer's address on the LAN, as friends would type it: the address of the interface
/// the default route leaves by. No packet is sent. `None` without a network.
pub fn local_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // A documentation address (TEST-NET-1): only the route to it is looked up.
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}
