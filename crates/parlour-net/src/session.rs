//! A client connection that never blocks its caller, for the window: connecting, reading and
//! writing all happen on their own threads. The caller queues messages with
//! [`Session::send`] and drains what arrived with [`Session::poll`]; a `waker` it gives is
//! called whenever something arrives, so a window can sleep until then.
//!
//! Nothing the host sends can make this panic: a line that is not a message becomes
//! [`SessionEvent::Garbage`], a dropped connection [`SessionEvent::Closed`].

use super::discovery::{self, Found};
use super::protocol::{self, ClientMsg, FrameError, PROTOCOL_VERSION, ServerMsg};
use std::io::BufReader;
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

/// Called from a network thread whenever something arrived (a window asks for a repaint).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// How long a connection attempt may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

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

/// A connection to a host, run on its own threads.
pub struct Session {
    outgoing: Sender<ClientMsg>,
    events: Receiver<SessionEvent>,
}

impl Session {
    /// Starts connecting to `addr` as `name` (with the seat token of an earlier connection,
    /// when coming back). Returns at once; the outcome arrives as an event.
    pub fn connect(addr: SocketAddr, name: &str, token: Option<String>, waker: Waker) -> Self {
        let (outgoing, queue) = mpsc::channel();
        let (events_tx, events) = mpsc::channel();
        let hello = ClientMsg::Hello {
            version: PROTOCOL_VERSION,
            name: name.to_owned(),
            token,
        };
        let report = events_tx.clone();
        let wake = waker.clone();
        let spawned = std::thread::Builder::new()
            .name("mahjong-session".into())
            .spawn(move || run(addr, hello, &queue, &events_tx, &waker));
        if let Err(e) = spawned {
            let _ = report.send(SessionEvent::Closed(format!("no thread to connect: {e}")));
            wake();
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
}

/// The session's writer thread: connects, says hello, starts the reader, then writes what is
/// queued until the [`Session`] is dropped (which closes the connection at once).
fn run(
    addr: SocketAddr,
    hello: ClientMsg,
    queue: &Receiver<ClientMsg>,
    events: &Sender<SessionEvent>,
    waker: &Waker,
) {
    let report = |event: SessionEvent| {
        let _ = events.send(event);
        waker();
    };
    let stream = match TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT) {
        Ok(stream) => stream,
        Err(e) => {
            report(SessionEvent::Closed(format!(
                "could not connect to {addr}: {e}"
            )));
            return;
        }
    };
    let prepared = stream
        .set_nodelay(true)
        .and_then(|()| stream.set_write_timeout(Some(Duration::from_secs(5))))
        .and_then(|()| stream.try_clone());
    let reader = match prepared {
        Ok(reader) => reader,
        Err(e) => {
            report(SessionEvent::Closed(format!("connection error: {e}")));
            return;
        }
    };
    let reader_events = events.clone();
    let reader_waker = waker.clone();
    let spawned = std::thread::Builder::new()
        .name("mahjong-session-reader".into())
        .spawn(move || read_loop(reader, &reader_events, &reader_waker));
    if let Err(e) = spawned {
        report(SessionEvent::Closed(format!("no thread to read: {e}")));
        return;
    }
    report(SessionEvent::Connected);
    let mut writer = stream;
    let mut next = Some(hello);
    while let Some(msg) = next {
        if protocol::write_msg(&mut writer, &msg).is_err() {
            // The reader sees the broken connection and reports it.
            break;
        }
        next = queue.recv().ok();
    }
    let _ = writer.shutdown(Shutdown::Both);
}

fn read_loop(stream: TcpStream, events: &Sender<SessionEvent>, waker: &Waker) {
    let mut reader = BufReader::new(stream);
    loop {
        let event = match protocol::read_msg::<_, ServerMsg>(&mut reader) {
            Ok(Some(msg)) => SessionEvent::Msg(msg),
            Ok(None) => SessionEvent::Closed("the host closed the connection".into()),
            Err(FrameError::Io(e)) => SessionEvent::Closed(format!("connection lost: {e}")),
            Err(e) => SessionEvent::Garbage(e.to_string()),
        };
        let closed = matches!(event, SessionEvent::Closed(_));
        let gone = events.send(event).is_err();
        waker();
        if gone || closed {
            return;
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
