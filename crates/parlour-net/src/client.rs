//! A client's connection to a LAN table. A reader thread turns the host's lines into events;
//! nothing the host sends can make the client panic: bad lines become [`ClientEvent::Garbage`].

use super::protocol::{self, ClientMsg, FrameError, PROTOCOL_VERSION, ServerMsg};
use parlour_rules::mahjong::table::Move;
use std::io::{self, BufReader};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
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
    writer: TcpStream,
    events: Receiver<ClientEvent>,
}

impl Client {
    /// Connects to `addr` and says hello; `token` reclaims a seat held before.
    pub fn connect(addr: SocketAddr, name: &str, token: Option<String>) -> io::Result<Client> {
        let stream = TcpStream::connect_timeout(&addr, Duration::from_secs(3))?;
        stream.set_nodelay(true)?;
        stream.set_write_timeout(Some(Duration::from_secs(2)))?;
        let reader = stream.try_clone()?;
        let (tx, events) = mpsc::channel();
        std::thread::Builder::new()
            .name("mahjong-client".into())
            .spawn(move || {
                let mut reader = BufReader::new(reader);
                loop {
                    let event = match protocol::read_msg::<_, ServerMsg>(&mut reader) {
                        Ok(Some(msg)) => ClientEvent::Msg(msg),
                        Ok(None) => ClientEvent::Closed("the host closed the connection".into()),
                        Err(FrameError::Io(e)) => {
                            ClientEvent::Closed(format!("connection lost: {e}"))
                        }
                        Err(e) => ClientEvent::Garbage(e.to_string()),
                    };
                    let closed = matches!(event, ClientEvent::Closed(_));
                    if tx.send(event).is_err() || closed {
                        return;
                    }
                }
            })?;
        let mut client = Client {
            writer: stream,
            events,
        };
        client.send(&ClientMsg::Hello {
            version: PROTOCOL_VERSION,
            name: name.to_owned(),
            token,
        })?;
        Ok(client)
    }

    /// Sends a message.
    pub fn send(&mut self, msg: &ClientMsg) -> io::Result<()> {
        protocol::write_msg(&mut self.writer, msg)
    }

    /// Sends a move for this client's seat.
    pub fn act(&mut self, mv: Move) -> io::Result<()> {
        self.send(&ClientMsg::Act { mv })
    }

    /// The next event, if one is waiting.
    pub fn try_recv(&self) -> Option<ClientEvent> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting up to `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<ClientEvent> {
        match self.events.recv_timeout(timeout) {
            Ok(event) => Some(event),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                Some(ClientEvent::Closed("the connection ended".into()))
            }
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        // Tells the host at once; the reader thread then ends.
        let _ = self.writer.shutdown(Shutdown::Both);
    }
}
