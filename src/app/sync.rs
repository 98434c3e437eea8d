//! The window's side of sync ("Play on your other devices" in Settings): linking, syncing on a
//! background thread at start, after a finished game and every few minutes, and bringing what
//! a sync wrote (preferences, records, games in progress) into the running app. The UI thread
//! never waits on the network: a sync's result arrives through a channel polled each frame.

use super::ParlourApp;
use crate::game_id::GameId;
use crate::preferences::Preferences;
use crate::records::Records;
use crate::store::Store;
use crate::sync::SyncCode;
use crate::sync::client::{PlatformHttp, SyncError};
use crate::sync::conflicts::{self, Choice};
use crate::sync::link::{self, Link, Loaded, TlsMode};
use crate::sync::run::{self, Outcome};
use crate::t;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};

/// Seconds between syncs while the app is open and linked.
const EVERY: f64 = 300.0;

/// Seconds after a finished game before the sync that sends it.
const AFTER_GAME: f64 = 5.0;

/// What the player asked, waiting for the answer.
#[derive(Clone, Debug)]
pub(super) enum Job {
    /// Make a new code on a server.
    Create {
        /// `host[:port]`.
        server: String,
        /// HTTPS or not.
        tls: bool,
    },
    /// Link to a code from another device.
    Join {
        /// `host[:port]`.
        server: String,
        /// HTTPS or not.
        tls: bool,
        /// The code.
        code: SyncCode,
    },
    /// Sync both ways.
    Now,
    /// Delete the code on the server and unlink.
    Revoke,
}

/// How a job ended: the link as it is now (`None`: unlinked) and what the sync did.
type Finished = Result<(Option<Link>, Option<Outcome>), SyncError>;

/// The window's sync state.
#[derive(Default)]
pub(super) struct SyncState {
    /// The link, read at start.
    pub link: Option<Link>,
    /// The server typed in Settings.
    pub server: String,
    /// Whether HTTPS is ticked.
    pub tls: bool,
    /// The code typed in Settings.
    pub code_text: String,
    /// A job waiting for the player to confirm (a code in clear to a distant server, revoke).
    pub confirm: Option<Job>,
    /// Whether the code shows in Settings.
    pub show_code: bool,
    /// The last sync's error, shown in Settings.
    pub error: Option<String>,
    /// A job on its way.
    running: Option<Receiver<Finished>>,
    /// Each panel's revision when the running job started.
    revisions: Vec<u64>,
    /// When the next automatic sync is due (egui's clock).
    due: f64,
    /// Whether the link file was read.
    loaded: bool,
    /// Whether the server that served the page was offered as the server.
    home_offered: bool,
}

impl SyncState {
    /// Whether a job is on its way.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }
}

impl ParlourApp {
    /// Whether a sync is on its way (the shell then holds its periodic writes).
    pub(super) fn sync_busy(&self) -> bool {
        self.sync.busy()
    }

    /// Reads the link once, then starts the automatic syncs that are due and brings in a
    /// finished job's result; call every frame.
    pub(super) fn poll_sync(&mut self, now: f64) {
        if !self.sync.loaded {
            self.sync.loaded = true;
            match link::load(self.store.dir()) {
                Loaded::Linked(link) => {
                    self.sync.server = link.server.clone();
                    self.sync.tls = link.tls != TlsMode::Plain;
                    self.sync.link = Some(link);
                    self.sync.due = now;
                }
                Loaded::None => {}
                Loaded::Damaged(message) => self.banners.push(message),
            }
        }
        if !self.sync.home_offered && self.sync.link.is_none() {
            // A page served by a room server syncs with it unless the player types another (the
            // page's own origin is the one its Content-Security-Policy lets it ask). Offered
            // once, when known: the page asks the server in the background at start.
            if let Some(home) = crate::platform::net::home_server() {
                self.sync.home_offered = true;
                if self.sync.server.trim().is_empty() {
                    self.sync.server = home.address;
                    self.sync.tls = home.tls;
                }
            }
        }
        if let Some(running) = &self.sync.running {
            match running.try_recv() {
                Ok(finished) => {
                    self.sync.running = None;
                    self.sync_finished(finished, now);
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => self.sync.running = None,
            }
        } else if self.sync.link.is_some() && now >= self.sync.due {
            self.start_sync(Job::Now, now);
        }
        if let (Some(ctx), true) = (&self.ctx, self.sync.link.is_some()) {
            // A timed frame for the next automatic sync: one every few minutes at most.
            let wait = (self.sync.due - now).max(1.0);
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
        }
    }

    /// Asks for a sync soon (a game just ended).
    pub(super) fn sync_soon(&mut self, now: f64) {
        if self.sync.link.is_some() {
            self.sync.due = self.sync.due.min(now + AFTER_GAME);
        }
    }

    /// Starts `job` on a background thread, after writing what the window holds.
    pub(super) fn start_sync(&mut self, job: Job, now: f64) {
        if self.sync.busy() {
            return;
        }
        self.persist_all(now);
        self.sync.due = now + EVERY;
        self.sync.error = None;
        self.sync.revisions = self.panels.iter().map(|p| p.revision()).collect();
        let dir: PathBuf = self.store.dir().to_owned();
        let link = self.sync.link.clone();
        let (send, receive) = std::sync::mpsc::channel();
        let ctx = self.ctx.clone();
        self.sync.running = Some(receive);
        crate::platform::http::in_background(move || async move {
            let finished = run_job(job, dir, link).await;
            let _ = send.send(finished);
            if let Some(ctx) = ctx {
                ctx.request_repaint();
            }
        });
    }

    fn sync_finished(&mut self, finished: Finished, now: f64) {
        match finished {
            Err(e) => {
                // A revoked or expired code unlinks nothing by itself: the player decides.
                self.sync.error = Some(e.to_string());
            }
            Ok((link, outcome)) => {
                self.sync.link = link;
                if let Some(outcome) = outcome {
                    self.bring_in(&outcome, now);
                }
            }
        }
    }

    /// Reads back what a sync wrote: preferences, records, and the games in progress it
    /// changed (each panel whose game did not change meanwhile resumes the new one).
    fn bring_in(&mut self, outcome: &Outcome, now: f64) {
        let prefs: Preferences = self.store.load(Preferences::FILE, Preferences::VERSION);
        self.prefs = Preferences {
            window_size: self.prefs.window_size,
            ..prefs
        };
        self.persist.mark_prefs_saved(&self.prefs);
        self.records = self.store.load(Records::FILE, Records::VERSION);
        let changed: Vec<GameId> = outcome
            .taken
            .iter()
            .chain(&outcome.removed)
            .copied()
            .collect();
        for game in changed {
            self.resume_from_disk(game, now);
        }
        for game in &outcome.new_conflicts {
            self.banners
                .push(t!("sync-conflict-banner", game = game.name()));
        }
        if !outcome.refused.is_empty() {
            self.banners
                .push(t!("sync-refused", refused = outcome.refused.join("; ")));
        }
        self.banners.extend(outcome.problems.iter().cloned());
    }

    /// Resumes `game`'s panel from its file, unless the player moved in it while the sync ran:
    /// then both are kept, as in any conflict (the file the sync wrote goes aside, the window's
    /// game stays and is written by the next save).
    fn resume_from_disk(&mut self, game: GameId, now: f64) {
        let Some(index) = self.panels.iter().position(|p| p.id() == game) else {
            return;
        };
        let before = self.sync.revisions.get(index).copied();
        if self.panels.get(index).map(|p| p.revision()) != before {
            let file = Store::saved_game_file(game.key());
            let written: Option<serde_json::Value> = self
                .store
                .load_optional(&file, crate::store::SAVED_GAME_VERSION);
            if let Some(written) = written {
                let value = serde_json::json!({
                    "version": crate::store::SAVED_GAME_VERSION,
                    "data": written,
                });
                match conflicts::keep(self.store.dir(), game, &value) {
                    Ok(()) => self
                        .banners
                        .push(t!("sync-conflict-banner", game = game.name())),
                    Err(e) => self.sync.error = Some(e),
                }
            }
            return;
        }
        let shown = std::mem::replace(&mut self.active, index);
        self.resume_or_deal(now);
        self.active = shown;
        self.persist.mark_panel_saved(index, &self.panels);
    }

    /// Ends a conflict with the player's choice.
    pub(super) fn choose_conflict(&mut self, game: GameId, choice: Choice, now: f64) {
        match conflicts::choose(self.store.dir(), game, choice) {
            Ok(()) => {
                if choice == Choice::Theirs {
                    self.sync.revisions = self.panels.iter().map(|p| p.revision()).collect();
                    self.resume_from_disk(game, now);
                }
                self.sync_soon(now);
            }
            Err(e) => self.sync.error = Some(e),
        }
    }

    /// Unlinks this device.
    pub(super) fn forget_sync(&mut self) {
        match link::forget(self.store.dir()) {
            Ok(()) => {
                self.sync.link = None;
                self.sync.show_code = false;
            }
            Err(e) => self.sync.error = Some(e),
        }
    }
}

/// Carries out `job` for the config folder `dir` (on the background thread on the desktop, in
/// the page's event loop in the browser).
async fn run_job(job: Job, dir: PathBuf, link: Option<Link>) -> Finished {
    let mut store = Store::open(Some(dir));
    let http = PlatformHttp;
    let mode = |tls: bool| if tls { TlsMode::System } else { TlsMode::Plain };
    match job {
        Job::Create { server, tls } => {
            let (link, outcome) = run::create(&mut store, server.trim(), mode(tls), &http).await?;
            Ok((Some(link), Some(outcome)))
        }
        Job::Join { server, tls, code } => {
            let (link, outcome) =
                run::join(&mut store, server.trim(), mode(tls), code, &http).await?;
            Ok((Some(link), Some(outcome)))
        }
        Job::Now => {
            let Some(mut link) = link else {
                return Ok((None, None));
            };
            let outcome = run::sync_now(&mut store, &mut link, &http).await?;
            Ok((Some(link), Some(outcome)))
        }
        Job::Revoke => {
            if let Some(link) = link {
                run::revoke(&store, &link, &http).await?;
            }
            Ok((None, None))
        }
    }
}
