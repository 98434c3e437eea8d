//! Mahjong with friends in the browser: a page can neither listen for connections nor send UDP,
//! so LAN tables are the desktop's (the panel says so); online rooms are reached through the
//! room server's WebSocket.

use parlour_proto::client::{Found, Join, SessionEvent, Target, Waker};
use parlour_proto::hosting::{HostConfig, RoomStatus};
use parlour_proto::protocol::{ClientMsg, Frame, MAX_FRAME, PROTOCOL_VERSION, ServerMsg, to_line};
use std::cell::RefCell;
use std::net::{IpAddr, SocketAddr};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// Whether this platform can host a table on the LAN and look for one.
pub const HAS_LAN: bool = false;

/// Whether the online form offers a CA file to trust: the browser trusts what it trusts.
pub const TRUSTS_CA_FILE: bool = false;

thread_local! {
    /// The room server that served this page, once the probe at start has answered.
    static HOME: RefCell<Option<crate::platform::HomeServer>> = const { RefCell::new(None) };
}

/// Asks whether a room server served this page (its `healthz`), and remembers it. Called once at
/// start; until it answers, the player is asked for a server.
pub async fn probe_home_server() {
    if parlour_web::page::served_by_room_server().await {
        let home = parlour_web::page::host().map(|address| crate::platform::HomeServer {
            address,
            tls: parlour_web::page::is_secure(),
        });
        HOME.with(|h| *h.borrow_mut() = home);
    }
}

/// The room server that served this page, if a room server did.
pub fn home_server() -> Option<crate::platform::HomeServer> {
    HOME.with(|h| h.borrow().clone())
}

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

/// A connection to a room server, over the browser's WebSocket (`ws://HOST:PORT/ws`, or `wss://`
/// when the target asks for TLS: the browser checks the certificate).
pub struct Session {
    sender: RefCell<Option<ewebsock::WsSender>>,
    receiver: Option<ewebsock::WsReceiver>,
    /// The hello, sent once the socket is open.
    hello: RefCell<Option<ClientMsg>>,
    /// Events from before the socket existed (a refused address).
    early: RefCell<Vec<SessionEvent>>,
}

impl Session {
    /// Starts connecting to `target` and says hello as `join`. Returns at once; the outcome
    /// arrives as an event.
    pub fn connect(target: Target, join: Join, waker: Waker) -> Self {
        let scheme = if target.tls.is_some() { "wss" } else { "ws" };
        let url = format!("{scheme}://{target}/ws");
        let hello = ClientMsg::Hello {
            version: PROTOCOL_VERSION,
            name: join.name,
            token: join.token,
            room: join.room,
        };
        let wake = waker.clone();
        match ewebsock::connect_with_wakeup(url, ewebsock::Options::default(), move || wake()) {
            Ok((sender, receiver)) => Self {
                sender: RefCell::new(Some(sender)),
                receiver: Some(receiver),
                hello: RefCell::new(Some(hello)),
                early: RefCell::new(Vec::new()),
            },
            Err(reason) => {
                waker();
                Self {
                    sender: RefCell::new(None),
                    receiver: None,
                    hello: RefCell::new(None),
                    early: RefCell::new(vec![SessionEvent::Closed(reason)]),
                }
            }
        }
    }

    /// Queues a message.
    pub fn send(&self, msg: ClientMsg) {
        if let Some(sender) = self.sender.borrow_mut().as_mut() {
            sender.send(ewebsock::WsMessage::Text(to_line(&msg)));
        }
    }

    /// Everything that arrived since the last call.
    pub fn poll(&self) -> Vec<SessionEvent> {
        let mut out = std::mem::take(&mut *self.early.borrow_mut());
        let Some(receiver) = &self.receiver else {
            return out;
        };
        while let Some(event) = receiver.try_recv() {
            match event {
                ewebsock::WsEvent::Opened => {
                    if let Some(hello) = self.hello.borrow_mut().take() {
                        self.send(hello);
                    }
                    out.push(SessionEvent::Connected);
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    out.push(read_message(text));
                }
                ewebsock::WsEvent::Message(_) => {
                    out.push(SessionEvent::Garbage("a message that is not text".into()));
                }
                ewebsock::WsEvent::Error(reason) => {
                    self.sender.borrow_mut().take();
                    out.push(SessionEvent::Closed(reason));
                }
                ewebsock::WsEvent::Closed => {
                    self.sender.borrow_mut().take();
                    out.push(SessionEvent::Closed(crate::t!("web-connection-ended")));
                }
            }
        }
        out
    }
}

/// A server's message, or why it is none (at most [`MAX_FRAME`] bytes are read).
fn read_message(text: String) -> SessionEvent {
    if text.len() > MAX_FRAME {
        return SessionEvent::Garbage(format!("a message of {} bytes", text.len()));
    }
    match Frame::Line(text).decode::<ServerMsg>() {
        Ok(msg) => SessionEvent::Msg(msg),
        Err(e) => SessionEvent::Garbage(e.to_string()),
    }
}
