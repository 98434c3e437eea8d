//! What a client of a Mahjong table is told and tells: where to connect, who joins, what the
//! connection reports, tables found on the LAN. Plain data: the connections themselves are
//! `parlour-net`'s on the desktop and the app's platform layer's in the browser.

use super::protocol::{RoomRequest, ServerMsg};
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;

/// Called from a network thread whenever something arrived (a window asks for a repaint).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Where to connect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// A host name or an address.
    pub host: String,
    /// The TCP port.
    pub port: u16,
    /// TLS and whom to trust, or plain TCP.
    pub tls: Option<Roots>,
}

impl Target {
    /// A LAN table at `addr`, plain TCP.
    pub fn plain(addr: SocketAddr) -> Self {
        Self {
            host: addr.ip().to_string(),
            port: addr.port(),
            tls: None,
        }
    }

    /// `host:port` (or `host` alone, on `default_port`) as a player typed it.
    pub fn parse(typed: &str, default_port: u16, tls: Option<Roots>) -> Result<Self, String> {
        let typed = typed.trim();
        if typed.is_empty() {
            return Err("type the server's address, such as play.example.org:47480".into());
        }
        if let Ok(addr) = typed.parse::<SocketAddr>() {
            return Ok(Self {
                tls,
                ..Self::plain(addr)
            });
        }
        let (host, port) = match typed.rsplit_once(':') {
            Some((host, port)) if !host.contains(':') => {
                let port = port
                    .parse::<u16>()
                    .map_err(|_| format!("{port} is not a port number (1 to 65535)"))?;
                (host, port)
            }
            _ => (typed, default_port),
        };
        let host = host.trim_start_matches('[').trim_end_matches(']');
        if host.is_empty() || host.len() > 253 || host.contains(char::is_whitespace) {
            return Err(format!("{typed} is not a server address"));
        }
        Ok(Self {
            host: host.to_owned(),
            port,
            tls,
        })
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.host.contains(':') {
            write!(f, "[{}]:{}", self.host, self.port)
        } else {
            write!(f, "{}:{}", self.host, self.port)
        }
    }
}

/// Who joins, and which room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Join {
    /// The player's name as others see it.
    pub name: String,
    /// A seat token from before, to come back to that seat.
    pub token: Option<String>,
    /// On a room server: a new room or one by code.
    pub room: Option<RoomRequest>,
}

/// What a session reports.
#[derive(Clone, Debug, PartialEq)]
pub enum SessionEvent {
    /// The connection is up and the hello is on its way.
    Connected,
    /// A message from the host.
    Msg(ServerMsg),
    /// A line from the host that was not a message (ignored).
    Garbage(String),
    /// The connection could not be made, or ended; the text says why.
    Closed(String),
}

/// Which certificate authorities a client trusts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Roots {
    /// The operating system's trusted roots (a certificate from a public CA, such as Let's
    /// Encrypt).
    System,
    /// The CA certificates in this PEM text only (a server with its own CA).
    Pem(Vec<u8>),
}

/// The UDP port hosts listen on for discovery queries.
pub const DISCOVERY_PORT: u16 = 47_471;

/// A table found on the LAN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The room code.
    pub room: String,
    /// Where to connect.
    pub addr: SocketAddr,
}

/// Where a LAN-wide query goes.
pub fn broadcast_target() -> SocketAddr {
    SocketAddr::from((Ipv4Addr::BROADCAST, DISCOVERY_PORT))
}

/// Where a query to this computer goes (a table hosted in another window here).
pub fn loopback_target() -> SocketAddr {
    SocketAddr::from((Ipv4Addr::LOCALHOST, DISCOVERY_PORT))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_as_players_type_them() {
        let t = Target::parse("play.example.org", 47_480, None).unwrap();
        assert_eq!((t.host.as_str(), t.port), ("play.example.org", 47_480));
        let t = Target::parse(" play.example.org:9000 ", 1, Some(Roots::System)).unwrap();
        assert_eq!((t.host.as_str(), t.port), ("play.example.org", 9000));
        assert_eq!(t.tls, Some(Roots::System));
        let t = Target::parse("[::1]:5000", 1, None).unwrap();
        assert_eq!((t.host.as_str(), t.port), ("::1", 5000));
        let t = Target::parse("127.0.0.1:80", 1, None).unwrap();
        assert_eq!((t.host.as_str(), t.port), ("127.0.0.1", 80));
        assert_eq!(t.to_string(), "127.0.0.1:80");
        assert_eq!(
            Target::parse("[::1]:5", 1, None).unwrap().to_string(),
            "[::1]:5"
        );
        assert!(Target::parse("", 1, None).is_err());
        assert!(Target::parse("host:99999", 1, None).is_err());
        assert!(Target::parse("two words", 1, None).is_err());
    }
}
