//! When the shell writes preferences and games in progress.
//!
//! Records are written the moment a game ends (see `PanelContext::finish_game`). Preferences and
//! games in progress are written when they changed (on the desktop at most every two seconds, in
//! a browser in the next frame), when the player switches games, at exit, and when the page is
//! hidden: a crash loses two seconds of play at most. A change is never written in the frame
//! that made it: that frame has already dealt or moved and drawn the new board, and serialising
//! a game on top of that made the one browser frame over 50 ms (BENCHMARKS.md, "The browser
//! build"). While the device is linked, a written game in
//! progress asks for a sync a little later (`sync_after_save`).

use super::ParlourApp;
use crate::panel::GamePanel;
use crate::preferences::Preferences;
use crate::store::{SAVED_GAME_VERSION, Store};

/// How often changes are written, in seconds (the platform's choice: every two seconds on the
/// desktop, at once in a browser).
const SAVE_EVERY: f64 = crate::platform::page::SAVE_EVERY;

/// What was last written, to write only changes.
pub struct PersistState {
    saved_prefs: Preferences,
    saved_revisions: Vec<Option<u64>>,
    last_write: f64,
    last_now: f64,
    /// The frame in which the changes not yet written were first seen (egui's frame number: a
    /// frame may run the app more than once).
    change_seen_in: Option<u64>,
}

impl PersistState {
    /// Nothing changed yet: `prefs` are what is on disk.
    pub fn new(prefs: &Preferences, panel_count: usize) -> Self {
        Self {
            saved_prefs: prefs.clone(),
            saved_revisions: vec![None; panel_count],
            last_write: 0.0,
            last_now: 0.0,
            change_seen_in: None,
        }
    }

    /// The panels' current games are what is on disk.
    pub fn mark_all_saved(&mut self, panels: &[Box<dyn GamePanel>]) {
        self.saved_revisions = panels.iter().map(|p| Some(p.revision())).collect();
    }

    /// `prefs` are what is on disk (a sync wrote them).
    pub fn mark_prefs_saved(&mut self, prefs: &Preferences) {
        self.saved_prefs = prefs.clone();
    }

    /// Panel `index`'s game is what is on disk (resumed from it).
    pub fn mark_panel_saved(&mut self, index: usize, panels: &[Box<dyn GamePanel>]) {
        if let (Some(slot), Some(panel)) = (self.saved_revisions.get_mut(index), panels.get(index))
        {
            *slot = Some(panel.revision());
        }
    }

    /// The latest time seen, for the save at exit.
    pub fn last_now(&self) -> f64 {
        self.last_now
    }
}

impl ParlourApp {
    /// Resumes the active panel's saved game, or deals a new one.
    pub(super) fn resume_or_deal(&mut self, now: f64) {
        let game = self.active_game();
        let file = Store::saved_game_file(game.key());
        let saved: Option<serde_json::Value> = self.store.load_optional(&file, SAVED_GAME_VERSION);
        if let Some(saved) = saved {
            match self.with_active(now, |p, cx| p.restore(saved, cx)) {
                Some(Ok(())) => return,
                Some(Err(reason)) => {
                    // What the player had is kept: the new game must not overwrite it.
                    let kept = match self.store.set_aside(&file) {
                        Ok(aside) => crate::t!(
                            "resume-failed-kept",
                            game = game.name(),
                            reason = reason,
                            file = aside.display().to_string()
                        ),
                        Err(e) => crate::t!(
                            "resume-failed-not-kept",
                            game = game.name(),
                            reason = reason,
                            error = e.to_string()
                        ),
                    };
                    self.banners.push(kept);
                }
                None => return,
            }
        }
        self.with_active(now, |p, cx| {
            let deal_no = p.fresh_deal_no();
            p.new_game(deal_no, cx)
        });
    }

    /// Writes panel `index`'s game in progress (or removes the file when there is none).
    pub(super) fn save_panel(&mut self, index: usize, now: f64) {
        let Some(panel) = self.panels.get(index) else {
            return;
        };
        let file = Store::saved_game_file(panel.id().key());
        let revision = panel.revision();
        match panel.save(now) {
            Some(saved) => {
                self.store.save(&file, SAVED_GAME_VERSION, &saved);
            }
            None => self.store.remove(&file),
        }
        if let Some(slot) = self.persist.saved_revisions.get_mut(index) {
            *slot = Some(revision);
        }
    }

    /// Writes what changed in an earlier frame than `frame`, at most every [`SAVE_EVERY`]
    /// seconds. Returns whether a change waits for the next frame (the caller asks for one).
    pub(super) fn persist(&mut self, now: f64, frame: u64) -> bool {
        self.persist.last_now = now;
        if !self.has_unwritten_changes() {
            self.persist.change_seen_in = None;
            return false;
        }
        let seen_in = *self.persist.change_seen_in.get_or_insert(frame);
        if seen_in == frame {
            return true;
        }
        if SAVE_EVERY > 0.0 && now - self.persist.last_write < SAVE_EVERY {
            return false;
        }
        // A sync reads and writes these files on its own thread: what changed waits for it
        // (at most its timeout), so neither overwrites the other.
        if self.sync_busy() {
            return false;
        }
        self.persist.last_write = now;
        self.persist.change_seen_in = None;
        self.write_changes(now);
        false
    }

    /// Whether the preferences or a panel's game differ from what was last written.
    fn has_unwritten_changes(&self) -> bool {
        self.prefs != self.persist.saved_prefs
            || (0..self.panels.len()).any(|index| self.panel_unwritten(index))
    }

    /// Whether panel `index`'s game differs from what was last written.
    fn panel_unwritten(&self, index: usize) -> bool {
        let revision = self.panels.get(index).map(|p| p.revision());
        self.persist.saved_revisions.get(index).copied().flatten() != revision
    }

    /// Writes everything that changed, now (at exit).
    pub(super) fn persist_all(&mut self, now: f64) {
        self.write_changes(now);
    }

    fn write_changes(&mut self, now: f64) {
        if self.prefs != self.persist.saved_prefs {
            self.store
                .save(Preferences::FILE, Preferences::VERSION, &self.prefs);
            self.persist.saved_prefs = self.prefs.clone();
        }
        for index in 0..self.panels.len() {
            if self.panel_unwritten(index) {
                self.save_panel(index, now);
                // A changed game in progress goes to the other devices a while later.
                self.sync_after_save(now);
            }
        }
    }
}
