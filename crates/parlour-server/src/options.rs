//! The server's command line.

use parlour_net::room::Timing;
use parlour_net::serve::{Limits, ServeConfig, TableTemplate};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::TableSettings;
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// `time level target: message room=CODE peer=ADDR`.
    Text,
    /// One JSON object per line.
    Json,
}

/// Parlour's Mahjong room server: friends create a room, share its code and play, each from
/// home. Logs go to standard error; Ctrl+C or SIGTERM closes every room and tells the players.
#[derive(Clone, Debug, clap::Parser)]
#[command(name = "parlour-server", version)]
pub struct Options {
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0")]
    pub bind: IpAddr,
    /// The TCP port to listen on (0 picks a free one).
    #[arg(long, default_value_t = 47_480)]
    pub port: u16,
    /// The certificate chain (PEM) for TLS; with --tls-key the server speaks only TLS.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The private key (PEM) of --tls-cert.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Rooms open at once; a new room beyond this is refused with a message.
    #[arg(long, default_value_t = 1_000)]
    pub max_rooms: usize,
    /// Connections open at once from one address.
    #[arg(long, default_value_t = 16)]
    pub max_conns_per_address: usize,
    /// Rooms one address may create in 10 minutes.
    #[arg(long, default_value_t = 20)]
    pub rooms_per_address: usize,
    /// Wrong room codes one address may try in 10 minutes.
    #[arg(long, default_value_t = 10)]
    pub wrong_codes_per_address: usize,
    /// Minutes a room with nobody connected stays open.
    #[arg(long, default_value_t = 5)]
    pub empty_room_minutes: u64,
    /// How the computer players play: easy, medium or hard.
    #[arg(long, default_value = "medium")]
    pub level: Level,
    /// Seconds a person has for a turn before the server discards for them.
    #[arg(long, default_value_t = 30)]
    pub turn_seconds: u64,
    /// Seconds a person has to claim a discard.
    #[arg(long, default_value_t = 8)]
    pub claim_seconds: u64,
    /// Milliseconds a computer player waits before it moves (so people can follow).
    #[arg(long, default_value_t = 700)]
    pub bot_delay_ms: u64,
    /// Seconds a new connection has to finish TLS and say hello.
    #[arg(long, default_value_t = 10)]
    pub hello_seconds: u64,
    /// How log lines are written.
    #[arg(long, value_enum, default_value = "text")]
    pub log_format: LogFormat,
}

/// A computer player's level on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Level {
    /// Easy.
    Easy,
    /// Medium.
    Medium,
    /// Hard.
    Hard,
}

impl Level {
    /// The rules crate's difficulty.
    pub fn difficulty(self) -> Difficulty {
        match self {
            Level::Easy => Difficulty::Easy,
            Level::Medium => Difficulty::Medium,
            Level::Hard => Difficulty::Hard,
        }
    }
}

impl Options {
    /// The rooms' settings and limits.
    pub fn serve_config(&self) -> ServeConfig {
        ServeConfig {
            table: TableTemplate {
                settings: TableSettings::default(),
                difficulty: self.level.difficulty(),
                timing: Timing {
                    turn: Duration::from_secs(self.turn_seconds.max(1)),
                    claim_window: Duration::from_secs(self.claim_seconds.max(1)),
                    bot_delay: Duration::from_millis(self.bot_delay_ms),
                    ..Timing::for_people()
                },
            },
            limits: Limits {
                max_rooms: self.max_rooms,
                conns_per_address: self.max_conns_per_address,
                rooms_per_address: self.rooms_per_address,
                wrong_codes_per_address: self.wrong_codes_per_address,
                empty_room: Duration::from_secs(self.empty_room_minutes.saturating_mul(60)),
                hello_timeout: Duration::from_secs(self.hello_seconds.max(1)),
                ..Limits::default()
            },
            single_room: None,
        }
    }
}
