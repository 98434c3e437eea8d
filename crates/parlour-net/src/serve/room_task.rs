//! A room's task: it owns the [`Room`], feeds it the connections' events and the time, and
//! carries out what it asks: lines to each connection's writer, closes, log lines.
//!
//! It knows nothing of the hub that made it: what it needs from its owner (where log lines go,
//! what to do once it has closed) comes in a [`RoomOwner`], so the hub imports this module and
//! not the other way round.

use super::{LogLine, Logger};
use crate::protocol::{self, ClientMsg};
use crate::room::{Output, Room, RoomStatus};
use crate::seats::ConnId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// How often a room looks at its clocks (computer players' delays, turn timers).
const TICK: Duration = Duration::from_millis(25);

/// What a connection's writer is given.
#[derive(Debug)]
pub(crate) enum Outgoing {
    /// A line to send.
    Line(String),
    /// Send what came before, then close.
    Close,
}

/// What happens to a room.
pub(crate) enum RoomEvent {
    /// A connection was routed here; its writer takes `Outgoing`.
    Attach {
        id: ConnId,
        label: String,
        writer: mpsc::Sender<Outgoing>,
    },
    /// A message from a connection.
    Msg(ConnId, ClientMsg),
    /// A line that was not a message.
    Bad(ConnId, String),
    /// A connection ended.
    Closed(ConnId),
    /// The server is stopping: tell everyone why and close.
    Shutdown(String),
}

/// What a room's task is given by whoever opened the room.
pub(crate) struct RoomOwner {
    /// Where the room's log lines go.
    pub(crate) logger: Logger,
    /// How long the room may stay deserted before it closes; `None`: it stays open.
    pub(crate) close_when_empty_for: Option<Duration>,
    /// Called once the room has closed, with its code (the hub forgets it).
    pub(crate) on_closed: Box<dyn FnOnce(&str) + Send>,
}

pub(crate) fn spawn(
    room: Room,
    events: mpsc::Receiver<RoomEvent>,
    status: Arc<Mutex<RoomStatus>>,
    owner: RoomOwner,
) {
    let task = RoomTask {
        room,
        writers: HashMap::new(),
        status,
        logger: owner.logger,
        close_when_empty_for: owner.close_when_empty_for,
        empty_since: Some(Instant::now()),
    };
    tokio::spawn(task.run(events, owner.on_closed));
}

struct RoomTask {
    room: Room,
    writers: HashMap<ConnId, mpsc::Sender<Outgoing>>,
    status: Arc<Mutex<RoomStatus>>,
    logger: Logger,
    close_when_empty_for: Option<Duration>,
    empty_since: Option<Instant>,
}

impl RoomTask {
    async fn run(
        mut self,
        mut events: mpsc::Receiver<RoomEvent>,
        on_closed: Box<dyn FnOnce(&str) + Send>,
    ) {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            tokio::select! {
                event = events.recv() => {
                    let Some(event) = event else { break };
                    if !self.handle(event) {
                        break;
                    }
                }
                _ = tick.tick() => {
                    let now = Instant::now();
                    self.room.tick(now);
                    if self.deserted_too_long(now) {
                        self.log("closed: nobody came back".into());
                        break;
                    }
                }
            }
            self.carry_out();
        }
        self.carry_out();
        on_closed(self.room.code());
    }

    fn log(&self, message: String) {
        (self.logger)(LogLine {
            room: Some(self.room.code().to_owned()),
            peer: None,
            message,
        });
    }

    /// Handles one event; false when the room is to close.
    fn handle(&mut self, event: RoomEvent) -> bool {
        let now = Instant::now();
        match event {
            RoomEvent::Attach { id, label, writer } => {
                self.writers.insert(id, writer);
                self.room.attach(id, label);
            }
            RoomEvent::Msg(id, msg) => self.room.receive(id, msg, now),
            RoomEvent::Bad(id, reason) => self.room.bad_frame(id, reason),
            RoomEvent::Closed(id) => {
                self.room.closed(id);
                self.writers.remove(&id);
            }
            RoomEvent::Shutdown(reason) => {
                self.room.close(&reason);
                return false;
            }
        }
        true
    }

    fn deserted_too_long(&mut self, now: Instant) -> bool {
        let Some(limit) = self.close_when_empty_for else {
            return false;
        };
        if !self.room.is_deserted() {
            self.empty_since = None;
            return false;
        }
        let since = *self.empty_since.get_or_insert(now);
        now.saturating_duration_since(since) >= limit
    }

    fn carry_out(&mut self) {
        loop {
            let outputs = self.room.drain();
            if outputs.is_empty() {
                break;
            }
            for output in outputs {
                match output {
                    Output::Send(id, msg) => {
                        let Some(writer) = self.writers.get(&id) else {
                            continue;
                        };
                        let line = protocol::to_line(&msg);
                        match writer.try_send(Outgoing::Line(line)) {
                            Ok(()) => {}
                            Err(mpsc::error::TrySendError::Full(_)) => {
                                // Too slow to keep up: its seat gets a stand-in, and the
                                // player can come back with the seat's token.
                                self.log(format!("connection {id} fell behind; closing it"));
                                let _ = writer.try_send(Outgoing::Close);
                                self.writers.remove(&id);
                                self.room.closed(id);
                            }
                            Err(mpsc::error::TrySendError::Closed(_)) => {
                                // Gone already; its reader reports the close.
                                self.writers.remove(&id);
                            }
                        }
                    }
                    Output::Close(id) => {
                        if let Some(writer) = self.writers.remove(&id) {
                            let _ = writer.try_send(Outgoing::Close);
                        }
                    }
                    Output::Log(line) => self.log(line),
                }
            }
        }
        if let Ok(mut status) = self.status.lock() {
            status.clone_from(self.room.status());
        }
    }
}
