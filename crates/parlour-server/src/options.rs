//! The server's command line.

use crate::sync::SyncSettings;
use crate::web::WebSettings;
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
    /// Connections open at once from one address, of every kind: the desktop app's, a page's
    /// HTTP connections (a browser opens up to six) and its WebSocket.
    #[arg(long, default_value_t = 32)]
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
    /// The browser build to serve (the dist/ folder `trunk build --release` writes); without
    /// it the port still answers WebSockets at /ws and /healthz.
    #[arg(long, value_name = "DIR")]
    pub web_root: Option<PathBuf>,
    /// The most the web root may hold in all, in MiB (it is read and compressed at start).
    #[arg(long, default_value_t = 256, value_name = "MIB")]
    pub web_root_max_mib: u64,
    /// The address players open, such as https://play.example.org (behind a proxy, the
    /// proxy's): the WebSocket's allowed origin, and the start of room links.
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// Another page origin whose WebSockets are accepted (repeatable), such as
    /// https://parlour.example.net.
    #[arg(long, value_name = "ORIGIN")]
    pub allow_origin: Vec<String>,
    /// A reverse proxy's address (repeatable): its connections are counted per player, by the
    /// last address of X-Forwarded-For, not against the proxy's own address.
    #[arg(long, value_name = "IP")]
    pub trusted_proxy: Vec<IpAddr>,
    /// HTTP requests one address may make per minute (WebSocket upgrades included); a page
    /// load is about ten, and a burst of the whole minute's worth is allowed.
    #[arg(long, default_value_t = 300)]
    pub http_requests_per_minute: u32,
    /// The most an HTTP request's head (request line and headers) may take, in bytes (at
    /// least 8192).
    #[arg(long, default_value_t = 16_384)]
    pub max_header_bytes: usize,
    /// Seconds an HTTP connection may stay idle between requests before it is closed.
    #[arg(long, default_value_t = 10)]
    pub http_idle_seconds: u64,
    /// The sync database: sqlite://PATH (the file is made when missing) or
    /// postgres://USER:PASSWORD@HOST/NAME (several servers may share one). Default: sync.db in
    /// the state folder.
    #[arg(long, value_name = "URL", conflicts_with = "no_sync")]
    pub db: Option<String>,
    /// The state folder, for the default sync database. Default: $STATE_DIRECTORY (set by
    /// systemd's StateDirectory=), else ./parlour-server-state (made when missing).
    #[arg(long, value_name = "DIR", conflicts_with = "no_sync")]
    pub state_dir: Option<PathBuf>,
    /// Turns sync off: no database is opened and every /sync/ request is answered 404.
    #[arg(long)]
    pub no_sync: bool,
    /// The most one sync upload, and so one code's stored data, may take, in KiB.
    #[arg(long, default_value_t = 16_384, value_name = "KIB")]
    pub sync_max_kib: u32,
    /// Sync data unused for this many days is deleted (swept at start and then hourly).
    #[arg(long, default_value_t = 365, value_name = "DAYS")]
    pub sync_expire_days: u32,
    /// Wrong or malformed sync codes one address may send in a minute; then it is refused for
    /// a minute, even with a right code.
    #[arg(long, default_value_t = 10)]
    pub sync_wrong_codes_per_minute: u32,
    /// New sync codes one address may make in an hour.
    #[arg(long, default_value_t = 20)]
    pub sync_codes_per_hour: u32,
}

/// The state folder when neither --db nor --state-dir says: systemd's, else this one (relative
/// to the working folder).
pub const DEFAULT_STATE_DIR: &str = "parlour-server-state";

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
    /// The HTTP side's settings.
    pub fn web_settings(&self) -> WebSettings {
        WebSettings {
            origins: self.allow_origin.clone(),
            public_url: self.public_url.clone(),
            requests_per_minute: self.http_requests_per_minute,
            max_header_bytes: self.max_header_bytes,
            idle: Duration::from_secs(self.http_idle_seconds.max(1)),
        }
    }

    /// Sync's settings, and the folder to make for its database, unless --no-sync. The state
    /// folder is --state-dir, else `state_directory` (systemd's `$STATE_DIRECTORY`: its first
    /// folder), else [`DEFAULT_STATE_DIR`].
    pub(crate) fn sync_settings(
        &self,
        state_directory: Option<&std::ffi::OsStr>,
    ) -> Option<(SyncSettings, Option<PathBuf>)> {
        if self.no_sync {
            return None;
        }
        let (db_url, folder) = match &self.db {
            Some(url) => (url.clone(), None),
            None => {
                let systemd = state_directory
                    .and_then(|dirs| std::env::split_paths(dirs).next())
                    .filter(|dir| !dir.as_os_str().is_empty());
                let dir = self
                    .state_dir
                    .clone()
                    .or(systemd)
                    .unwrap_or_else(|| PathBuf::from(DEFAULT_STATE_DIR));
                let dir = std::path::absolute(&dir).unwrap_or(dir);
                (sqlite_url(&dir.join("sync.db")), Some(dir))
            }
        };
        let settings = SyncSettings {
            db_url,
            max_bytes: (self.sync_max_kib.max(1) as usize).saturating_mul(1024),
            expire_days: self.sync_expire_days.max(1),
            wrong_codes_per_minute: self.sync_wrong_codes_per_minute,
            codes_per_hour: self.sync_codes_per_hour,
        };
        Some((settings, folder))
    }

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
                trusted_proxies: self.trusted_proxy.clone(),
                ..Limits::default()
            },
            single_room: None,
            room_links: self
                .public_url
                .as_deref()
                .map(|url| url.trim_end_matches('/').to_owned()),
        }
    }
}

/// `sqlite://` and the path, with the characters a URL would read otherwise (`%`, `?`, `#`)
/// escaped.
fn sqlite_url(path: &std::path::Path) -> String {
    let mut url = String::from("sqlite://");
    for c in path.to_string_lossy().chars() {
        match c {
            '%' => url.push_str("%25"),
            '?' => url.push_str("%3F"),
            '#' => url.push_str("%23"),
            c => url.push(c),
        }
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use std::ffi::OsStr;

    fn settings(args: &[&str], systemd: Option<&str>) -> Option<(SyncSettings, Option<PathBuf>)> {
        let mut all = vec!["parlour-server"];
        all.extend_from_slice(args);
        Options::parse_from(all).sync_settings(systemd.map(OsStr::new))
    }

    #[test]
    fn the_database_is_the_given_one_else_sync_db_in_the_state_folder() {
        let (given, folder) = settings(&["--db", "postgres://p@db/sync"], Some("/x")).unwrap();
        assert_eq!(given.db_url, "postgres://p@db/sync");
        assert_eq!(folder, None);
        let (systemd, folder) = settings(&[], Some("/var/lib/parlour-server:/other")).unwrap();
        assert_eq!(systemd.db_url, "sqlite:///var/lib/parlour-server/sync.db");
        assert_eq!(folder, Some(PathBuf::from("/var/lib/parlour-server")));
        let (chosen, _) = settings(&["--state-dir", "/srv/p?#%"], Some("/x")).unwrap();
        assert_eq!(chosen.db_url, "sqlite:///srv/p%3F%23%25/sync.db");
        let (plain, folder) = settings(&[], None).unwrap();
        let expected = std::env::current_dir().unwrap().join(DEFAULT_STATE_DIR);
        assert_eq!(folder, Some(expected.clone()));
        assert_eq!(
            plain.db_url,
            format!("sqlite://{}/sync.db", expected.display())
        );
        assert_eq!(plain.max_bytes, 16 * 1024 * 1024);
        assert_eq!(plain.expire_days, 365);
        assert!(settings(&["--no-sync"], Some("/x")).is_none());
    }

    #[test]
    fn no_sync_and_a_database_do_not_go_together() {
        let args = ["parlour-server", "--no-sync", "--db", "sqlite://x.db"];
        assert!(Options::try_parse_from(args).is_err());
    }
}
