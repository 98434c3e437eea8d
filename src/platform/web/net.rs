//! Mahjong with friends in the browser: a page can neither listen for connections nor send UDP,
//! so LAN tables are the desktop's (the panel says so); online rooms are reached through the
//! room server's WebSocket.

use parlour_proto::client::{Found, Join, SessionEvent, Target, Waker};
use parlour_proto::hosting::{HostConfig, RoomStatus};
use parlour_proto::protocol::ClientMsg;
use std::net::{IpAddr, SocketAddr};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// Whether this platform can host a table on the LAN and look for one.
pub const HAS_LAN: bool = false;

/// A table hosted in this page: there is none in a browser.
pub enum HostHandle {}

impl HostHandle {
    /// The address clients connect to.
    pub fn addr(&self) -> SocketAddr {
        match *self {}
    }

    /// The room code.
    pub fn room(&self) -> &str {
        match *self {}
    }

    /// What the table reports.
    pub fn status(&self) -> RoomStatus {
        match *self {}
    }

    /// The host's log lines since the last call.
    pub fn take_log(&self) -> Vec<String> {
        match *self {}
    }

    /// Closes the table.
    pub fn stop(self) {
        match self {}
    }
}

/// A browser cannot host a table.
pub fn host_table(_config: HostConfig) -> std::io::Result<HostHandle> {
    Err(std::io::Error::new(
        std::io::ErrorKind::Unsupported,
        "a browser cannot host a table",
    ))
}

/// Closes a hosted table (there is none in a browser).
pub fn close_table(handle: HostHandle) {
    match handle {}
}

/// This computer's address on the LAN: a page cannot know it.
pub fn local_address() -> Option<IpAddr> {
    None
}

/// A browser cannot search the LAN: the answer is a refusal, at once.
pub fn search(
    _targets: Vec<SocketAddr>,
    _wait: Duration,
    waker: Waker,
) -> Receiver<Result<Vec<Found>, String>> {
    let (tx, rx) = mpsc::channel();
    let _ = tx.send(Err(crate::t!("web-no-lan")));
    waker();
    rx
}

/// A connection to a room server, over the browser's WebSocket.
pub struct Session {
    events: Receiver<SessionEvent>,
}

impl Session {
    /// Starts connecting to `target` and says hello as `join`.
    pub fn connect(_target: Target, _join: Join, waker: Waker) -> Self {
        let (tx, events) = mpsc::channel();
        let _ = tx.send(SessionEvent::Closed(crate::t!("web-no-online-yet")));
        waker();
        Self { events }
    }

    /// Queues a message.
    pub fn send(&self, _msg: ClientMsg) {}

    /// Everything that arrived since the last call.
    pub fn poll(&self) -> Vec<SessionEvent> {
        self.events.try_iter().collect()
    }
}
