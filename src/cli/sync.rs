//! `parlour sync`: link this device to the player's others through a room server, sync, and
//! end the link. The code is printed only by `new` (first line, `sync CODE`, for scripts) and
//! by `status --show-code`; errors never include it.

use crate::game_id::GameId;
use crate::store::Store;
use crate::sync::SyncCode;
use crate::sync::client::PlatformHttp;
use crate::sync::conflicts::{self, Choice};
use crate::sync::link::{self, Link, Loaded, TlsMode};
use crate::sync::run::{self, Outcome};
// ureq answers before the future is returned: the smallest executor drives the requests.
use pollster::block_on;
use std::io::Write;
use std::path::PathBuf;

/// `parlour sync` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum SyncCommand {
    /// Make a new sync code on SERVER, link this device to it and upload its data; prints
    /// `sync CODE` first.
    New(ServerArgs),
    /// Link this device to an existing code, take the data of the other devices and merge.
    Join {
        /// The code, as shown on the other device (any case, dashes optional).
        #[arg(value_parser = parse_code)]
        code: SyncCode,
        /// Where and how to reach the server.
        #[command(flatten)]
        server: ServerArgs,
    },
    /// Sync both ways now.
    Now,
    /// Show whether this device is linked, to which server, when it last synced, and the games
    /// waiting for a choice.
    Status {
        /// Print the code too (it is a secret: anyone with it can read and replace the data).
        #[arg(long)]
        show_code: bool,
    },
    /// After a conflict: continue this device's game (`mine`, the other copy is dropped) or the
    /// other device's (`theirs`).
    Keep {
        /// The game, as in `--game`.
        #[arg(value_enum)]
        game: GameId,
        /// `mine` or `theirs`.
        #[arg(value_parser = ["mine", "theirs"])]
        which: String,
    },
    /// Unlink this device (the data stays on the server and on the other devices).
    Forget,
    /// Delete the code and all its data on the server, then unlink this device. The other
    /// devices' next sync fails until they are linked to a new code.
    Revoke,
}

/// The server of `new` and `join`.
#[derive(Debug, clap::Args)]
pub struct ServerArgs {
    /// The room server, as HOST or HOST:PORT (the port defaults to 47480).
    #[arg(long, value_name = "HOST[:PORT]")]
    server: String,
    /// Speak HTTPS, trusting the system's certificate authorities (plain HTTP without it).
    #[arg(long, conflicts_with = "tls_ca")]
    tls: bool,
    /// Speak HTTPS, trusting only the CA certificates in FILE (PEM).
    #[arg(long, value_name = "FILE")]
    tls_ca: Option<PathBuf>,
}

impl ServerArgs {
    fn mode(&self) -> TlsMode {
        match (&self.tls_ca, self.tls) {
            (Some(path), _) => TlsMode::CaFile(path.clone()),
            (None, true) => TlsMode::System,
            (None, false) => TlsMode::Plain,
        }
    }
}

fn parse_code(typed: &str) -> Result<SyncCode, String> {
    SyncCode::parse(typed).map_err(|e| e.to_string())
}

/// The current link, or why there is none.
fn linked(store: &Store) -> Result<Link, String> {
    match link::load(store.dir()) {
        Loaded::Linked(link) => Ok(link),
        Loaded::None => Err(format!(
            "this device is not linked (no {} in {}); use `parlour sync new` or `parlour sync join`",
            link::FILE,
            store.dir().display()
        )),
        Loaded::Damaged(message) => Err(message),
    }
}

/// Fails when the device is already linked, so a second `new` or `join` does not silently
/// drop the first code.
fn not_linked(store: &Store) -> Result<(), String> {
    match link::load(store.dir()) {
        Loaded::Linked(_) => Err(
            "this device is already linked; `parlour sync forget` first to link it to another code"
                .to_owned(),
        ),
        Loaded::None | Loaded::Damaged(_) => Ok(()),
    }
}

/// Runs a `parlour sync` command on the config folder `config_dir` (the usual one if `None`).
pub fn run(
    command: SyncCommand,
    config_dir: Option<PathBuf>,
    out: &mut dyn Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut store = Store::open(config_dir);
    let http = PlatformHttp;
    match command {
        SyncCommand::New(server) => {
            not_linked(&store)?;
            let created = run::create(&mut store, &server.server, server.mode(), &http);
            let (link, outcome) = block_on(created)?;
            writeln!(out, "sync {}", link.code.reveal())?;
            out.flush()?;
            report(&store, &outcome, out)?;
        }
        SyncCommand::Join { code, server } => {
            not_linked(&store)?;
            let joined = run::join(&mut store, &server.server, server.mode(), code, &http);
            let (_, outcome) = block_on(joined)?;
            report(&store, &outcome, out)?;
        }
        SyncCommand::Now => {
            let mut link = linked(&store)?;
            let outcome = block_on(run::sync_now(&mut store, &mut link, &http))?;
            report(&store, &outcome, out)?;
        }
        SyncCommand::Status { show_code } => {
            let link = linked(&store)?;
            let tls = match &link.tls {
                TlsMode::Plain => "plain HTTP".to_owned(),
                TlsMode::System => "HTTPS".to_owned(),
                TlsMode::CaFile(path) => format!("HTTPS, CA {}", path.display()),
            };
            writeln!(out, "server {} ({tls})", link.server)?;
            if show_code {
                writeln!(out, "code {}", link.code.reveal())?;
            }
            match link.last_sync {
                Some(at) => writeln!(out, "last sync {} (revision {})", utc(at), link.revision)?,
                None => writeln!(out, "not synced yet")?,
            }
            print_conflicts(&store, &conflicts::list(store.dir()), out)?;
        }
        SyncCommand::Keep { game, which } => {
            let choice = if which == "theirs" {
                Choice::Theirs
            } else {
                Choice::Mine
            };
            conflicts::choose(store.dir(), game, choice)?;
            writeln!(
                out,
                "{}: kept {which}; the next `parlour sync now` sends it to the other devices",
                game.key()
            )?;
        }
        SyncCommand::Forget => {
            link::forget(store.dir())?;
            writeln!(out, "this device is no longer linked")?;
        }
        SyncCommand::Revoke => {
            let link = linked(&store)?;
            block_on(run::revoke(&store, &link, &http))?;
            writeln!(
                out,
                "the code and its data are deleted on the server; this device is no longer linked"
            )?;
        }
    }
    Ok(())
}

/// A Unix time as a UTC date and time.
fn utc(unix: u64) -> String {
    time::OffsetDateTime::from_unix_timestamp(unix.min(i64::MAX as u64) as i64)
        .map(|t| {
            format!(
                "{} {:02}:{:02}:{:02} UTC",
                t.date(),
                t.hour(),
                t.minute(),
                t.second()
            )
        })
        .unwrap_or_else(|_| unix.to_string())
}

fn report(store: &Store, outcome: &Outcome, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "synced: revision {}", outcome.revision)?;
    let keys = |games: &[GameId]| games.iter().map(|g| g.key()).collect::<Vec<_>>().join(", ");
    if !outcome.taken.is_empty() {
        writeln!(out, "games from other devices: {}", keys(&outcome.taken))?;
    }
    if !outcome.removed.is_empty() {
        writeln!(
            out,
            "games finished on other devices: {}",
            keys(&outcome.removed)
        )?;
    }
    if outcome.layouts > 0 {
        writeln!(out, "layouts from other devices: {}", outcome.layouts)?;
    }
    for refused in &outcome.refused {
        writeln!(out, "refused from the server: {refused}")?;
    }
    if let Some(kept) = &outcome.refused_kept {
        writeln!(out, "the server's data is kept as {}", kept.display())?;
    }
    for problem in &outcome.problems {
        writeln!(out, "note: {problem}")?;
    }
    print_conflicts(store, &outcome.conflicts, out)
}

fn print_conflicts(store: &Store, games: &[GameId], out: &mut dyn Write) -> std::io::Result<()> {
    for game in games {
        writeln!(
            out,
            "conflict: {key}: both devices changed this game; this device's is kept, the other's is in {aside}; choose with `parlour sync keep {key} mine` or `parlour sync keep {key} theirs`",
            key = game.key(),
            aside = conflicts::path(store.dir(), *game).display()
        )?;
    }
    Ok(())
}
