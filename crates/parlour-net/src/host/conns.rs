//! The table loop's connections: taking them, writing to them, closing them, and each one's
//! reader thread, which turns lines into events for the loop.

use super::TableLoop;
use crate::protocol::{self, ClientMsg, FrameError, ServerMsg};
use crate::seats::ConnId;
use std::io::{self, BufReader};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::mpsc::Sender;
use std::time::Duration;

/// What a connection's reader tells the table loop.
pub(super) enum Event {
    Msg(ConnId, ClientMsg),
    Bad(ConnId, String),
    Closed(ConnId),
}

/// One person's connection, as the loop writes to it.
pub(super) struct Conn {
    pub(super) writer: TcpStream,
    pub(super) peer: SocketAddr,
    pub(super) strikes: u32,
}

impl TableLoop {
    /// Takes every connection waiting on the listener.
    pub(super) fn accept(&mut self) {
        loop {
            match self.listener.accept() {
                Ok((stream, peer)) => self.add_conn(stream, peer),
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(e) => {
                    self.log(format!("accept failed: {e}"));
                    return;
                }
            }
        }
    }

    /// Takes a new connection: its reader thread starts, its writer is kept.
    fn add_conn(&mut self, stream: TcpStream, peer: SocketAddr) {
        let id = self.next_conn;
        self.next_conn += 1;
        let prepared = stream
            .set_nonblocking(false)
            .and_then(|()| stream.set_write_timeout(Some(Duration::from_secs(2))))
            .and_then(|()| stream.set_nodelay(true))
            .and_then(|()| stream.try_clone());
        let reader = match prepared {
            Ok(reader) => reader,
            Err(e) => {
                self.log(format!("{peer}: could not set up the connection: {e}"));
                return;
            }
        };
        let events = self.events_tx.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("mahjong-conn-{id}"))
            .spawn(move || read_loop(id, reader, events));
        if let Err(e) = spawned {
            self.log(format!("{peer}: no thread for the connection: {e}"));
            return;
        }
        self.conns.insert(
            id,
            Conn {
                writer: stream,
                peer,
                strikes: 0,
            },
        );
    }

    /// Sends `msg` to a connection; one that cannot take it is dropped.
    pub(super) fn send(&mut self, id: ConnId, msg: &ServerMsg) {
        let Some(conn) = self.conns.get_mut(&id) else {
            return;
        };
        if let Err(e) = protocol::write_msg(&mut conn.writer, msg) {
            let peer = conn.peer;
            self.log(format!(
                "{peer}: send failed ({e}); dropping the connection"
            ));
            self.drop_conn(id);
            self.broadcast_lobby();
        }
    }

    /// Closes a connection and frees its seat for a computer player.
    pub(super) fn drop_conn(&mut self, id: ConnId) {
        if let Some(conn) = self.conns.remove(&id) {
            // The reader thread sees the end of its stream and stops.
            let _ = conn.writer.shutdown(Shutdown::Both);
        }
        self.seats.leave(id);
    }
}

/// A connection's reader: lines become events until the stream ends.
fn read_loop(id: ConnId, stream: TcpStream, events: Sender<Event>) {
    let mut reader = BufReader::new(stream);
    loop {
        let event = match protocol::read_msg::<_, ClientMsg>(&mut reader) {
            Ok(Some(msg)) => Event::Msg(id, msg),
            Ok(None) | Err(FrameError::Io(_)) => {
                let _ = events.send(Event::Closed(id));
                return;
            }
            Err(e) => Event::Bad(id, e.to_string()),
        };
        if events.send(event).is_err() {
            return;
        }
    }
}
