//! The authoritative host of a LAN table: it runs the rules engine, validates every message,
//! plays the computer seats, runs the claim and turn timers, and sends each person only their
//! own [`SeatView`](parlour_rules::mahjong::view::SeatView).
//!
//! Threads: one loop owns the table and the seats; each connection has a reader thread that
//! turns lines into events for the loop. Writes happen on the loop with a timeout, so a stalled
//! client cannot stall the table.

use super::discovery;
use super::protocol::{self, ClientMsg, PROTOCOL_VERSION, ServerMsg};
use super::seats::{ConnId, Seats};
use parlour_rules::engine::history::Rules;
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::{Move, Phase, PhaseKey, Table, TableSettings};
use std::collections::HashMap;
use std::io;
use std::net::{Shutdown, SocketAddr, TcpListener};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

mod conns;
mod pacing;

use conns::{Conn, Event};

/// A connection that sends this many bad messages is dropped.
const STRIKES_BEFORE_DROP: u32 = 100;

/// The host's clocks.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How long a computer player "thinks" before it acts.
    pub bot_delay: Duration,
    /// How long a person has to answer a discard before the host passes for them.
    pub claim_window: Duration,
    /// How long a person has for a turn before the host discards the drawn tile for them.
    pub turn: Duration,
    /// How long the result of a hand shows before the next hand (unless all are ready sooner).
    pub result_pause: Duration,
}

impl Timing {
    /// Timings for people at a table.
    pub fn for_people() -> Self {
        Self {
            bot_delay: Duration::from_millis(700),
            claim_window: Duration::from_secs(8),
            turn: Duration::from_secs(30),
            result_pause: Duration::from_secs(12),
        }
    }

    /// No waiting at all (tests and all-computer tables).
    pub fn instant() -> Self {
        Self {
            bot_delay: Duration::ZERO,
            claim_window: Duration::from_secs(5),
            turn: Duration::from_secs(5),
            result_pause: Duration::ZERO,
        }
    }
}

/// How to run a table.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// Where to listen (port 0 picks a free port).
    pub bind: SocketAddr,
    /// Seats kept for computer players from the start (0 to 3).
    pub bot_seats: u8,
    /// The game number (the walls come from it).
    pub game_no: u64,
    /// Table settings.
    pub settings: TableSettings,
    /// How well the computer players play.
    pub difficulty: Difficulty,
    /// The host's clocks.
    pub timing: Timing,
    /// Start as soon as no seat is open (else the first seat sends Start).
    pub auto_start: bool,
    /// Answer LAN discovery on this UDP port (None: no discovery).
    pub discovery_port: Option<u16>,
    /// Random bits for the room code (seat tokens are drawn fresh for each player).
    pub entropy: u64,
}

/// What the host reports about its table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostStatus {
    /// Whether the game has started.
    pub started: bool,
    /// Whether the game is over.
    pub game_over: bool,
    /// Hands dealt so far.
    pub hand_no: u32,
    /// Running scores.
    pub scores: [i64; 4],
    /// Moves refused so far (bad, forged or out of turn).
    pub refused: u32,
    /// Tiles at the table (wall, hands, melds, discards): the whole set at every step.
    pub tiles: usize,
}

/// A running host; dropping it closes the table.
pub struct HostHandle {
    addr: SocketAddr,
    room: String,
    stop: Arc<AtomicBool>,
    shared: Arc<Mutex<Shared>>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct Shared {
    status: HostStatus,
    log: Vec<String>,
}

impl HostHandle {
    /// The address clients connect to.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The room code.
    pub fn room(&self) -> &str {
        &self.room
    }

    /// The table's status now.
    pub fn status(&self) -> HostStatus {
        self.shared
            .lock()
            .map(|s| s.status.clone())
            .unwrap_or_default()
    }

    /// Takes the log lines written since the last call (refused messages, joins, drops).
    pub fn take_log(&self) -> Vec<String> {
        self.shared
            .lock()
            .map(|mut s| std::mem::take(&mut s.log))
            .unwrap_or_default()
    }

    /// Closes the table: every client is told, then the connections close.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            // A panic on the host thread would be a bug; nothing more to do with it here.
            let _ = thread.join();
        }
    }
}

impl Drop for HostHandle {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Opens a table and runs it on its own threads.
pub fn start(config: HostConfig) -> io::Result<HostHandle> {
    let listener = TcpListener::bind(config.bind)?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let room = protocol::room_code(config.entropy);
    let stop = Arc::new(AtomicBool::new(false));
    let shared = Arc::new(Mutex::new(Shared::default()));
    if let Some(port) = config.discovery_port {
        let answer = discovery::Answer {
            room: room.clone(),
            port: addr.port(),
        };
        match discovery::spawn_responder(config.bind.ip(), port, answer, stop.clone()) {
            Ok(()) => {}
            Err(e) => log_to(
                &shared,
                format!("LAN discovery is off (UDP port {port}: {e}); join by address"),
            ),
        }
    }
    let (events_tx, events) = mpsc::channel();
    let table = TableLoop {
        config: config.clone(),
        room: room.clone(),
        listener,
        events,
        events_tx,
        conns: HashMap::new(),
        next_conn: 1,
        seats: Seats::new(config.bot_seats),
        table: None,
        phase_key: PhaseKey::default(),
        phase_since: Instant::now(),
        ready: [false; 4],
        shared: shared.clone(),
        stop: stop.clone(),
    };
    let thread = std::thread::Builder::new()
        .name("mahjong-host".into())
        .spawn(move || table.run())?;
    Ok(HostHandle {
        addr,
        room,
        stop,
        shared,
        thread: Some(thread),
    })
}

fn log_to(shared: &Mutex<Shared>, line: String) {
    if let Ok(mut shared) = shared.lock() {
        shared.log.push(line);
    }
}

struct TableLoop {
    config: HostConfig,
    room: String,
    listener: TcpListener,
    events: Receiver<Event>,
    events_tx: Sender<Event>,
    conns: HashMap<ConnId, Conn>,
    next_conn: ConnId,
    seats: Seats,
    table: Option<Table>,
    /// Which phase the timers run for; answers inside one claim window keep it.
    phase_key: PhaseKey,
    phase_since: Instant,
    ready: [bool; 4],
    shared: Arc<Mutex<Shared>>,
    stop: Arc<AtomicBool>,
}

impl TableLoop {
    fn run(mut self) {
        while !self.stop.load(Ordering::SeqCst) {
            self.accept();
            match self.events.recv_timeout(Duration::from_millis(20)) {
                Ok(event) => self.handle(event),
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {}
            }
            while let Ok(event) = self.events.try_recv() {
                self.handle(event);
            }
            self.drive(Instant::now());
        }
        let ids: Vec<ConnId> = self.conns.keys().copied().collect();
        for id in ids {
            self.send(
                id,
                &ServerMsg::HostLeft {
                    reason: "The host closed the table.".into(),
                },
            );
            self.drop_conn(id);
        }
    }

    fn log(&self, line: String) {
        log_to(&self.shared, line);
    }

    fn refuse(&mut self, id: ConnId, reason: String) {
        let peer = self.conns.get(&id).map(|c| c.peer);
        let Some(peer) = peer else {
            return;
        };
        self.log(format!("{peer}: refused: {reason}"));
        if let Ok(mut shared) = self.shared.lock() {
            shared.status.refused += 1;
        }
        let strikes = self.conns.get_mut(&id).map_or(0, |c| {
            c.strikes += 1;
            c.strikes
        });
        self.send(id, &ServerMsg::Refused { reason });
        if strikes >= STRIKES_BEFORE_DROP {
            self.log(format!("{peer}: too many bad messages; dropping it"));
            self.drop_conn(id);
            self.broadcast_lobby();
        }
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::Bad(id, reason) => self.refuse(id, reason),
            Event::Closed(id) => {
                if self.conns.contains_key(&id) {
                    let seat = self.seats.seat_of(id);
                    self.drop_conn(id);
                    if let Some(seat) = seat {
                        self.log(format!("seat {seat} left; a computer player stands in"));
                    }
                    self.broadcast_lobby();
                }
            }
            Event::Msg(id, msg) => self.handle_msg(id, msg),
        }
    }

    fn handle_msg(&mut self, id: ConnId, msg: ClientMsg) {
        let seat = self.seats.seat_of(id);
        match (msg, seat) {
            (
                ClientMsg::Hello {
                    version,
                    name,
                    token,
                },
                None,
            ) => self.hello(id, version, &name, token.as_deref()),
            (ClientMsg::Hello { .. }, Some(_)) => {
                self.refuse(id, "you have already joined".into());
            }
            (_, None) => self.refuse(id, "say hello first".into()),
            (ClientMsg::Start, Some(seat)) => {
                if seat != 0 {
                    self.refuse(id, "only the first seat can start the game".into());
                } else if !self.seats.is_started() {
                    self.start_game();
                }
            }
            (ClientMsg::Act { mv }, Some(seat)) => self.act(id, seat, mv),
            (ClientMsg::Bye, Some(_)) => {
                self.drop_conn(id);
                self.broadcast_lobby();
            }
        }
    }

    fn hello(&mut self, id: ConnId, version: u32, name: &str, token: Option<&str>) {
        if version != PROTOCOL_VERSION {
            self.send(
                id,
                &ServerMsg::Rejected {
                    reason: format!(
                        "this table speaks version {PROTOCOL_VERSION} of the protocol, you \
                         version {version}: use the same Parlour version as the host"
                    ),
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
                        &ServerMsg::HostLeft {
                            reason: "your seat was taken over by a newer connection".into(),
                        },
                    );
                    if let Some(conn) = self.conns.remove(&old) {
                        let _ = conn.writer.shutdown(Shutdown::Both);
                    }
                }
                self.log(format!("seat {} joined", joined.seat));
                self.send(
                    id,
                    &ServerMsg::Welcome {
                        version: PROTOCOL_VERSION,
                        seat: joined.seat,
                        token: joined.token,
                        room: self.room.clone(),
                    },
                );
                self.broadcast_lobby();
                if self.table.is_some() {
                    self.send_state(joined.seat, Instant::now());
                }
            }
            Err(e) => {
                self.send(
                    id,
                    &ServerMsg::Rejected {
                        reason: e.to_string(),
                    },
                );
                self.drop_conn(id);
            }
        }
    }

    fn act(&mut self, id: ConnId, seat: u8, mv: Move) {
        let Some(table) = &self.table else {
            self.refuse(id, "the game has not started".into());
            return;
        };
        if matches!(mv, Move::NextHand) {
            if matches!(table.phase, Phase::HandOver(_)) {
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
        if let Err(e) = self.apply(mv) {
            self.refuse(id, e);
        }
    }

    fn apply(&mut self, mv: Move) -> Result<(), String> {
        let Some(table) = &mut self.table else {
            return Err("the game has not started".into());
        };
        table.apply(&mv).map_err(|e| e.to_string())?;
        self.restart_timers_on_new_phase(Instant::now());
        self.publish_status();
        self.broadcast_state();
        Ok(())
    }

    fn start_game(&mut self) {
        self.seats.start();
        self.table = Some(Table::new(self.config.game_no, self.config.settings));
        self.restart_timers_on_new_phase(Instant::now());
        self.log("the game started".into());
        self.publish_status();
        self.broadcast_lobby();
        self.broadcast_state();
    }

    fn publish_status(&self) {
        let Some(table) = &self.table else {
            return;
        };
        if let Ok(mut shared) = self.shared.lock() {
            let status = &mut shared.status;
            status.started = true;
            status.game_over = table.phase == Phase::GameOver;
            status.hand_no = table.hand_no;
            status.scores = table.scores;
            status.tiles = table.tile_count();
        }
    }

    fn broadcast_lobby(&mut self) {
        let msg = ServerMsg::Lobby {
            seats: self.seats.infos(),
            started: self.seats.is_started(),
        };
        let ids: Vec<ConnId> = self.conns.keys().copied().collect();
        for id in ids {
            if self.seats.seat_of(id).is_some() {
                self.send(id, &msg);
            }
        }
    }

    fn broadcast_state(&mut self) {
        let now = Instant::now();
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
        self.send(id, &msg);
    }
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
