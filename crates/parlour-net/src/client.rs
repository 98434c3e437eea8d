//! A blocking client over [`Session`], for tests and scripts: connect, send, wait for the next
//! message. Nothing the host sends can make it panic: bad lines become
//! [`ClientEvent::Garbage`].

use super::protocol::{ClientMsg, RoomRequest, ServerMsg};
use super::session::{Join, Session, SessionEvent, Target};
use parlour_rules::mahjong::table::Move;
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// What arrives from the host.
#[derive(Clone, Debug, PartialEq)]
pub enum ClientEvent {
    /// A message.
    Msg(ServerMsg),
    /// A line that was not a message (ignored; shown in a log).
    Garbage(String),
    /// The connection ended; the text says why.
    Closed(String),
}

/// A connection to a host.
pub struct Client {
    session: Session,
}

impl Client {
    /// Connects to a LAN table at `addr` and says hello; `token` reclaims a seat held before.
    pub fn connect(addr: SocketAddr, name: &str, token: Option<String>) -> io::Result<Client> {
        Self::connect_to(
            Target::plain(addr),
            Join {
                name: name.to_owned(),
                token,
                room: None,
            },
        )
    }

    /// Connects to `target` (a room server, TLS or not) and asks for `room`.
    pub fn connect_room(target: Target, name: &str, room: RoomRequest) -> io::Result<Client> {
        Self::connect_to(
            target,
            Join {
                name: name.to_owned(),
                token: None,
                room: Some(room),
            },
        )
    }

    /// Connects as `join`; returns once the connection is up (or failed, with the reason).
    pub fn connect_to(target: Target, join: Join) -> io::Result<Client> {
        let session = Session::connect(target, join, Arc::new(|| {}));
        match session.recv_timeout(Duration::from_secs(10)) {
            Some(SessionEvent::Connected) => Ok(Client { session }),
            Some(SessionEvent::Closed(why)) => Err(io::Error::other(why)),
            Some(other) => Err(io::Error::other(format!("unexpected {other:?}"))),
            None => Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "no connection in 10 seconds",
            )),
        }
    }

    /// Sends a message.
    pub fn send(&mut self, msg: &ClientMsg) -> io::Result<()> {
        self.session.send(msg.clone());
        Ok(())
    }

    /// Sends a move for this client's seat.
    pub fn act(&mut self, mv: Move) -> io::Result<()> {
        self.send(&ClientMsg::Act { mv })
    }

    /// The next event, if one is waiting.
    pub fn try_recv(&self) -> Option<ClientEvent> {
        self.recv_timeout(Duration::ZERO)
    }

    /// The next event, waiting up to `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<ClientEvent> {
        loop {
            let event = match timeout.is_zero() {
                true => self.session.poll_one(),
                false => self.session.recv_timeout(timeout),
            }?;
            match event {
                SessionEvent::Connected => {}
                SessionEvent::Msg(msg) => return Some(ClientEvent::Msg(msg)),
                SessionEvent::Garbage(why) => return Some(ClientEvent::Garbage(why)),
                SessionEvent::Closed(why) => return Some(ClientEvent::Closed(why)),
            }
        }
    }
}
