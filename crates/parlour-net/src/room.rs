//! One Mahjong table and its seats, with no sockets and no threads: the code path every table
//! runs, on the LAN host and in each room of the room server.
//!
//! A room is driven from outside. Its owner feeds it what happened ([`Room::attach`] a
//! connection, [`Room::receive`] a message, [`Room::bad_frame`], [`Room::closed`], and
//! [`Room::tick`] with the time) and carries out what it asks for ([`Room::drain`]: messages to
//! send, connections to close, log lines). The caller passes the time in, so tests can drive the
//! clocks, and the room never blocks.

use super::protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use super::seats::{ConnId, Seats};
use parlour_rules::engine::history::Rules;
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::{Move, Phase, PhaseKey, Table, TableSettings};
use std::collections::HashMap;
use std::time::Instant;

pub use parlour_proto::hosting::{RoomStatus, Timing};

mod pacing;

/// A connection that sends this many bad messages is dropped.
const STRIKES_BEFORE_DROP: u32 = 100;

/// How a room plays.
#[derive(Clone, Debug)]
pub struct RoomConfig {
    /// The room code players join by.
    pub code: String,
    /// Seats kept for computer players from the start (0 to 3).
    pub bot_seats: u8,
    /// The first game's number (the walls come from it).
    pub game_no: u64,
    /// Table settings.
    pub settings: TableSettings,
    /// How well the computer players play.
    pub difficulty: Difficulty,
    /// The clocks.
    pub timing: Timing,
    /// Start as soon as no seat is open (else the first seat sends Start).
    pub auto_start: bool,
    /// After a finished game (and its result pause) the room goes back to its lobby for another
    /// game; else it stays at the final scores.
    pub lobby_after_game: bool,
    /// The room's web link, sent in every welcome (see [`ServerMsg::Welcome`]).
    pub link: Option<String>,
}

/// What the room asks its owner to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// Send a message to a connection.
    Send(ConnId, ServerMsg),
    /// Close a connection (after the messages queued before this).
    Close(ConnId),
    /// A line for the log.
    Log(String),
}

/// A connection the room knows.
struct Member {
    /// How the log names it (its address).
    label: String,
    strikes: u32,
}

/// One table, its seats and its connections.
pub struct Room {
    config: RoomConfig,
    members: HashMap<ConnId, Member>,
    seats: Seats,
    table: Option<Table>,
    game_no: u64,
    /// Which phase the timers run for; answers inside one claim window keep it.
    phase_key: PhaseKey,
    phase_since: Instant,
    ready: [bool; 4],
    status: RoomStatus,
    out: Vec<Output>,
}

impl Room {
    /// An empty room in its lobby.
    pub fn new(config: RoomConfig, now: Instant) -> Self {
        Self {
            seats: Seats::new(config.bot_seats),
            game_no: config.game_no,
            config,
            members: HashMap::new(),
            table: None,
            phase_key: PhaseKey::default(),
            phase_since: now,
            ready: [false; 4],
            status: RoomStatus::default(),
            out: Vec::new(),
        }
    }

    /// The room code.
    pub fn code(&self) -> &str {
        &self.config.code
    }

    /// The table's status now.
    pub fn status(&self) -> &RoomStatus {
        &self.status
    }

    /// Connections the room knows (seated or not yet).
    pub fn connections(&self) -> usize {
        self.members.len()
    }

    /// Whether no person is connected (the room may close when this lasts).
    pub fn is_deserted(&self) -> bool {
        self.members.is_empty()
    }

    /// What the owner must do now; the list is emptied.
    pub fn drain(&mut self) -> Vec<Output> {
        std::mem::take(&mut self.out)
    }

    /// A new connection, named `label` in the log; it must say hello next.
    pub fn attach(&mut self, id: ConnId, label: String) {
        self.members.insert(id, Member { label, strikes: 0 });
    }

    /// A line from a connection that was not a message.
    pub fn bad_frame(&mut self, id: ConnId, reason: String) {
        self.refuse(id, reason);
    }

    /// A connection ended. After the start a computer player stands in for its seat.
    pub fn closed(&mut self, id: ConnId) {
        if self.members.contains_key(&id) {
            let seat = self.seats.seat_of(id);
            self.drop_conn(id);
            if let Some(seat) = seat {
                self.log(format!("seat {seat} left; a computer player stands in"));
            }
            self.broadcast_lobby();
        }
    }

    /// Closes the room: every connection is told why, then closed.
    pub fn close(&mut self, reason: &str) {
        let mut ids: Vec<ConnId> = self.members.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            self.send(
                id,
                ServerMsg::HostLeft {
                    reason: reason.to_owned(),
                },
            );
            self.drop_conn(id);
        }
    }

    /// A message from a connection.
    pub fn receive(&mut self, id: ConnId, msg: ClientMsg, now: Instant) {
        if !self.members.contains_key(&id) {
            return;
        }
        let seat = self.seats.seat_of(id);
        match (msg, seat) {
            (
                ClientMsg::Hello {
                    version,
                    name,
                    token,
                    ..
                },
                None,
            ) => self.hello(id, version, &name, token.as_deref(), now),
            (ClientMsg::Hello { .. }, Some(_)) => {
                self.refuse(id, "you have already joined".into());
            }
            (_, None) => self.refuse(id, "say hello first".into()),
            (ClientMsg::Start, Some(seat)) => {
                if seat != 0 {
                    self.refuse(id, "only the first seat can start the game".into());
                } else if !self.seats.is_started() {
                    self.start_game(now);
                }
            }
            (ClientMsg::AddBot, Some(seat)) => self.add_bot(id, seat),
            (ClientMsg::Act { mv }, Some(seat)) => self.act(id, seat, mv, now),
            (ClientMsg::Bye, Some(_)) => {
                self.drop_conn(id);
                self.broadcast_lobby();
            }
        }
    }

    fn log(&mut self, line: String) {
        self.out.push(Output::Log(line));
    }

    fn send(&mut self, id: ConnId, msg: ServerMsg) {
        self.out.push(Output::Send(id, msg));
    }

    fn drop_conn(&mut self, id: ConnId) {
        if self.members.remove(&id).is_some() {
            self.out.push(Output::Close(id));
        }
        self.seats.leave(id);
    }

    fn refuse(&mut self, id: ConnId, reason: String) {
        let Some(member) = self.members.get_mut(&id) else {
            return;
        };
        member.strikes += 1;
        let (label, strikes) = (member.label.clone(), member.strikes);
        self.log(format!("{label}: refused: {reason}"));
        self.status.refused += 1;
        self.send(id, ServerMsg::Refused { reason });
        if strikes >= STRIKES_BEFORE_DROP {
            self.log(format!("{label}: too many bad messages; dropping it"));
            self.drop_conn(id);
            self.broadcast_lobby();
        }
    }

    fn hello(&mut self, id: ConnId, version: u32, name: &str, token: Option<&str>, now: Instant) {
        if version != PROTOCOL_VERSION {
            self.send(
                id,
                ServerMsg::Rejected {
                    reason: version_mismatch(version),
                },
            );
            self.drop_conn(id);
            return;
        }
        // A seat token is a secret that reclaims a seat: 128 bits from the OS, not derivable
        // from anything another player sees.
        let new_token = format!(
            "{:016x}{:016x}",
            crate::entropy::random_u64(),
            crate::entropy::random_u64()
        );
        match self.seats.join(id, name, token, new_token) {
            Ok(joined) => {
                if let Some(old) = joined.replaced {
                    self.send(
                        old,
                        ServerMsg::HostLeft {
                            reason: "your seat was taken over by a newer connection".into(),
                        },
                    );
                    if self.members.remove(&old).is_some() {
                        self.out.push(Output::Close(old));
                    }
                }
                self.log(format!("seat {} joined", joined.seat));
                let welcome = ServerMsg::Welcome {
                    version: PROTOCOL_VERSION,
                    seat: joined.seat,
                    token: joined.token,
                    room: self.config.code.clone(),
                    link: self.config.link.clone(),
                };
                self.send(id, welcome);
                self.broadcast_lobby();
                if self.table.is_some() {
                    self.send_state(joined.seat, now);
                }
            }
            Err(e) => {
                self.send(
                    id,
                    ServerMsg::Rejected {
                        reason: e.to_string(),
                    },
                );
                self.drop_conn(id);
            }
        }
    }

    fn add_bot(&mut self, id: ConnId, seat: u8) {
        if seat != 0 {
            self.refuse(id, "only the first seat can add computer players".into());
        } else if self.seats.is_started() {
            self.refuse(id, "the game has started".into());
        } else if self.seats.add_bot() {
            self.broadcast_lobby();
        } else {
            self.refuse(id, "no seat is open".into());
        }
    }

    fn act(&mut self, id: ConnId, seat: u8, mv: Move, now: Instant) {
        let Some(table) = &self.table else {
            self.refuse(id, "the game has not started".into());
            return;
        };
        if matches!(mv, Move::NextHand) {
            if matches!(table.phase, Phase::HandOver(_) | Phase::GameOver) {
                self.ready[usize::from(seat % 4)] = true;
            }
            return;
        }
        if move_seat(&mv) != Some(seat) {
            self.refuse(
                id,
                format!("you sit in seat {seat}; that move is another seat's"),
            );
            return;
        }
        if let Err(e) = self.apply(mv, now) {
            self.refuse(id, e);
        }
    }

    fn apply(&mut self, mv: Move, now: Instant) -> Result<(), String> {
        let Some(table) = &mut self.table else {
            return Err("the game has not started".into());
        };
        table.apply(&mv).map_err(|e| e.to_string())?;
        self.restart_timers_on_new_phase(now);
        self.publish_status();
        self.broadcast_state(now);
        Ok(())
    }

    fn start_game(&mut self, now: Instant) {
        self.seats.start();
        self.table = Some(Table::new(self.game_no, self.config.settings));
        self.restart_timers_on_new_phase(now);
        self.log(format!("game {} started", self.game_no));
        self.publish_status();
        self.broadcast_lobby();
        self.broadcast_state(now);
    }

    /// Back to the lobby after a finished game: people still here keep their seats, the next
    /// game gets a new number.
    fn back_to_lobby(&mut self) {
        self.table = None;
        self.seats.back_to_lobby(self.config.bot_seats);
        self.game_no = next_game_no(self.game_no);
        self.status.started = false;
        self.status.game_over = false;
        self.status.games_finished += 1;
        self.log("the game is over; back to the lobby".into());
        self.broadcast_lobby();
    }

    fn publish_status(&mut self) {
        let Some(table) = &self.table else {
            return;
        };
        let status = &mut self.status;
        status.started = true;
        status.game_over = table.phase == Phase::GameOver;
        status.hand_no = table.hand_no;
        status.scores = table.scores;
        status.tiles = table.tile_count();
    }

    fn broadcast_lobby(&mut self) {
        let seats = self.seats.infos(self.config.difficulty);
        let started = self.seats.is_started();
        let mut ids: Vec<ConnId> = self.members.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            if self.seats.seat_of(id).is_some() {
                let msg = ServerMsg::Lobby {
                    seats: seats.clone(),
                    started,
                };
                self.send(id, msg);
            }
        }
    }

    fn broadcast_state(&mut self, now: Instant) {
        for seat in 0..4 {
            self.send_state(seat, now);
        }
    }

    fn send_state(&mut self, seat: u8, now: Instant) {
        let (Some(table), Some(id)) = (&self.table, self.seats.conn_of(seat)) else {
            return;
        };
        let waiting_for = table.waiting_for();
        let deadline_ms = waiting_for.contains(&seat).then(|| {
            let deadline = self.phase_since + self.time_allowed(table);
            deadline.saturating_duration_since(now).as_millis() as u64
        });
        let msg = ServerMsg::State {
            view: Box::new(table.view_for(seat)),
            waiting_for,
            deadline_ms,
        };
        self.send(id, msg);
    }
}

/// What a client of another protocol version is told.
pub fn version_mismatch(version: u32) -> String {
    format!(
        "this table speaks version {PROTOCOL_VERSION} of the protocol, you version {version}: \
         use the same Parlour version as the host"
    )
}

/// The next game's number in a room: a fixed mix of the last one, so a room's games differ and
/// the first number (from the OS) still decides them all.
fn next_game_no(game_no: u64) -> u64 {
    let mut z = game_no.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) % 1_000_000
}

/// The seat a move is for (`None` for the table-wide NextHand).
fn move_seat(mv: &Move) -> Option<u8> {
    match mv {
        Move::Discard { seat, .. }
        | Move::DeclareKong { seat, .. }
        | Move::Win { seat }
        | Move::Claim { seat, .. }
        | Move::Pass { seat } => Some(*seat),
        Move::NextHand => None,
    }
}
