//! How a table is run and what it reports: the clocks of a room, a LAN host's settings and a
//! room's status. Plain data, shared by the hosts (`parlour-net`) and the window that starts one.

use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::TableSettings;
use std::net::SocketAddr;
use std::time::Duration;

/// The table's clocks.
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

/// What the room reports about its table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomStatus {
    /// Whether a game is running or over (not back in the lobby).
    pub started: bool,
    /// Whether the game is over.
    pub game_over: bool,
    /// Games finished in this room.
    pub games_finished: u32,
    /// Hands dealt so far in this game.
    pub hand_no: u32,
    /// Running scores, by seat.
    pub scores: [i64; 4],
    /// Moves and messages refused so far (bad, forged or out of turn).
    pub refused: u32,
    /// Tiles at the table (wall, hands, melds, discards): the whole set at every step.
    pub tiles: usize,
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
