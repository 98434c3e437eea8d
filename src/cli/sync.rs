//! `parlour sync`: link this device to the player's others through a room server, sync, give
//! all of them a new code, and end the link. The code is printed only by `new` (first line,
//! `sync CODE`, for scripts) and by `status --show-code`; errors never include it.

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
    ///
    /// On a device already linked, `new --replace` makes a new code for all the player's
    /// devices instead (when the code was lost or seen by someone): it syncs with the old code
    /// first, makes the new one on the same server, uploads this device's data to it and
    /// revokes the old code, which then stops working. The other devices must enter the new
    /// code (`parlour sync forget`, then `parlour sync join NEW-CODE`). Without `--replace`, a
    /// linked device refuses, so a code is never replaced by accident.
    New(NewArgs),
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
    /// After a conflict: continue this device's game (`mine`, the other versions are dropped)
    /// or the other device's (`theirs`; `theirs-2`, `theirs-3`… when several devices changed
    /// it). The next sync drops the other versions on the other devices too.
    Keep {
        /// The game, as in `--game`.
        #[arg(value_enum)]
        game: GameId,
        /// `mine`, `theirs`, or `theirs-N`.
        #[arg(value_parser = parse_choice)]
        which: Choice,
    },
    /// Unlink this device (the data stays on the server and on the other devices).
    Forget,
    /// Delete the code and all its data on the server, then unlink this device. The other
    /// devices' next sync fails until they are linked to a new code.
    Revoke,
}

/// What `new` is given.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The room server, as HOST or HOST:PORT (the port defaults to 47480).
    #[arg(long, value_name = "HOST[:PORT]", required_unless_present = "replace")]
    server: Option<String>,
    /// Speak HTTPS, trusting the system's certificate authorities (plain HTTP without it).
    #[arg(long, conflicts_with = "tls_ca")]
    tls: bool,
    /// Speak HTTPS, trusting only the CA certificates in FILE (PEM).
    #[arg(long, value_name = "FILE")]
    tls_ca: Option<PathBuf>,
    /// This device is linked: replace its code with a new one on the same server, for all
    /// devices (the old code is revoked; the other devices must enter the new one).
    #[arg(long, conflicts_with_all = ["server", "tls", "tls_ca"])]
    replace: bool,
}

/// The server of `join`.
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

/// How to speak to the server, from `--tls` and `--tls-ca`.
fn mode(tls: bool, tls_ca: Option<&PathBuf>) -> TlsMode {
    match (tls_ca, tls) {
        (Some(path), _) => TlsMode::CaFile(path.clone()),
        (None, true) => TlsMode::System,
        (None, false) => TlsMode::Plain,
    }
}

/// `mine`, `theirs` (the first other version) or `theirs-N`.
fn parse_choice(typed: &str) -> Result<Choice, String> {
    let wrong = || format!("{typed:?}: `mine`, `theirs` or `theirs-N` (N from 1)");
    match typed {
        "mine" => Ok(Choice::Mine),
        "theirs" => Ok(Choice::Theirs(0)),
        other => {
            let n: usize = other
                .strip_prefix("theirs-")
                .and_then(|n| n.parse().ok())
                .ok_or_else(wrong)?;
            if n < 1 {
                return Err(wrong());
            }
            Ok(Choice::Theirs(n - 1))
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
            "this device is already linked; `parlour sync new --replace` makes a new code for all your devices (the old one stops working), or `parlour sync forget` first to link this one to another code"
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
        SyncCommand::New(args) if args.replace => replace(&mut store, out)?,
        SyncCommand::New(args) => {
            not_linked(&store)?;
            let server = args.server.as_deref().unwrap_or_default();
            let tls = mode(args.tls, args.tls_ca.as_ref());
            let (link, outcome) = block_on(run::create(&mut store, server, tls, &http))?;
            writeln!(out, "sync {}", link.code.reveal())?;
            out.flush()?;
            report(&store, &outcome, out)?;
        }
        SyncCommand::Join { code, server } => {
            not_linked(&store)?;
            let tls = mode(server.tls, server.tls_ca.as_ref());
            let joined = run::join(&mut store, &server.server, tls, code, &http);
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
            if let Some(old) = &link.retired {
                // Replaced, but the server could not be told yet: anyone with it can still read.
                writeln!(
                    out,
                    "the old code {old} is not revoked yet; the next `parlour sync now` revokes it"
                )?;
            }
            print_conflicts(&store, &conflicts::games(store.dir()), out)?;
        }
        SyncCommand::Keep { game, which } => {
            conflicts::choose(store.dir(), game, which)?;
            let kept = match which {
                Choice::Mine => "this device's game".to_owned(),
                Choice::Theirs(0) => "the other device's game".to_owned(),
                Choice::Theirs(n) => format!("the other version {}", n + 1),
            };
            writeln!(
                out,
                "{}: kept {kept}, the other versions dropped; the next `parlour sync now` tells the other devices",
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

/// `new --replace`: a new code for all devices, the old one revoked.
fn replace(store: &mut Store, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let old = linked(store)?;
    let (link, outcome) = block_on(run::replace(store, &old, &PlatformHttp))?;
    writeln!(out, "sync {}", link.code.reveal())?;
    out.flush()?;
    match &outcome.retired_kept {
        None => writeln!(
            out,
            "this device has a new code; the old one is revoked and no longer works"
        )?,
        Some(why) => writeln!(
            out,
            "this device has a new code; the old one could not be revoked yet ({why}); the next `parlour sync now` tries again"
        )?,
    }
    writeln!(
        out,
        "on each of your other devices: `parlour sync forget`, then `parlour sync join CODE --server {}` with the new code (in the app: Forget on this device, then enter the new code)",
        link.server
    )?;
    report(store, &outcome, out)?;
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
    for game in &outcome.too_many_versions {
        writeln!(
            out,
            "note: {}: more than {} versions wait for a choice, so it did not sync; choose one with `parlour sync keep`",
            game.key(),
            1 + crate::bundle::MAX_OTHER_VERSIONS
        )?;
    }
    if let Some(why) = &outcome.retired_kept {
        writeln!(
            out,
            "note: the code this device replaced could not be revoked yet ({why}); the next sync tries again"
        )?;
    }
    print_conflicts(store, &outcome.conflicts, out)
}

fn print_conflicts(store: &Store, games: &[GameId], out: &mut dyn Write) -> std::io::Result<()> {
    let counts = conflicts::list(store.dir());
    for game in games {
        let count = counts
            .iter()
            .find(|(g, _)| g == game)
            .map_or(1, |(_, n)| *n);
        let asides: Vec<String> = (0..count)
            .map(|slot| {
                conflicts::slot_path(store.dir(), *game, slot)
                    .display()
                    .to_string()
            })
            .collect();
        let theirs: Vec<String> = (0..count)
            .map(|slot| match slot {
                0 => format!("`parlour sync keep {} theirs`", game.key()),
                n => format!("`parlour sync keep {} theirs-{}`", game.key(), n + 1),
            })
            .collect();
        writeln!(
            out,
            "conflict: {key}: both devices changed this game; this device's is kept, the other's is in {aside}; choose with `parlour sync keep {key} mine` or {theirs}",
            key = game.key(),
            aside = asides.join(", "),
            theirs = theirs.join(" or ")
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

    use super::*;
    use crate::sync::SyncCode;
    use crate::sync::link::{self, Link};

    #[test]
    fn status_says_when_a_replaced_code_is_not_revoked_yet_without_showing_it() {
        let dir = tempfile::tempdir().unwrap();
        let code = SyncCode::parse("AAAAA-BBBBB-CCCCC-DDDDD").unwrap();
        let old = SyncCode::parse("QQQQQ-RRRRR-SSSSS-TTTTT").unwrap();
        let status = |link: &Link| {
            link::save(dir.path(), link).unwrap();
            let mut out = Vec::new();
            let command = SyncCommand::Status { show_code: false };
            run(command, Some(dir.path().to_owned()), &mut out).unwrap();
            String::from_utf8(out).unwrap()
        };
        let mut link = Link::new("127.0.0.1:9".into(), TlsMode::Plain, code);
        assert!(!status(&link).contains("not revoked"));
        link.retired = Some(old);
        let said = status(&link);
        assert!(said.contains("the old code QQQQQ-"), "{said}");
        assert!(said.contains("not revoked yet"), "{said}");
        assert!(
            !said.contains("RRRRR"),
            "the old code is not shown whole: {said}"
        );
    }
}
