//! "Export my data" and "Import" (Settings, "Your data"): the player's preferences, records,
//! games in progress and layouts as one file ([`crate::bundle`]), written where the player
//! chooses (in a browser: downloaded) and read back, here or on another computer. Records and
//! layouts merge; a game in progress replaces this one's only after the player says so; the
//! other versions of a game a sync found changed on two devices go out and come back in as
//! versions waiting for the player's choice.

use super::ParlourApp;
use super::dialogs::Dialog;
use crate::bundle::{self, Incoming};
use crate::game_id::GameId;
use crate::layout_files::LayoutFolder;
use crate::platform::dialogs::{self, Ask, Chosen, Filter};
use crate::preferences::Preferences;
use crate::records::Records;
use crate::store::{Store, file};
use crate::sync::conflicts;
use crate::t;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};

/// Which way data goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Direction {
    /// Out to a file.
    Export,
    /// In from a file.
    Import,
}

/// A file dialog on its way, for export or import.
pub(super) struct Transfer {
    direction: Direction,
    chosen: Receiver<Chosen>,
}

impl ParlourApp {
    /// The Settings row: the two buttons.
    pub(super) fn transfer_ui(&mut self, ui: &mut egui::Ui) {
        let busy = self.transfer.is_some();
        let export = ui.add_enabled(!busy, egui::Button::new(t!("data-export")));
        let import = ui.add_enabled(!busy, egui::Button::new(t!("data-import")));
        let direction = if export.clicked() {
            Direction::Export
        } else if import.clicked() {
            Direction::Import
        } else {
            return;
        };
        let ctx = ui.ctx().clone();
        let filters = vec![Filter {
            name: t!("data-file-kind"),
            extensions: vec!["json"],
        }];
        let ask = match direction {
            Direction::Export => Ask::SaveFile {
                title: t!("data-export-title"),
                filters,
                file_name: bundle::file_name(self.today()),
            },
            Direction::Import => Ask::OpenFile {
                title: t!("data-import-title"),
                filters,
            },
        };
        let wake = Arc::new(move || ctx.request_repaint());
        let chosen = dialogs::ask(ask, "data", bundle::MAX_BUNDLE_BYTES, wake);
        self.transfer = Some(Transfer { direction, chosen });
    }

    /// Carries out a transfer once its file was chosen; call every frame.
    pub(super) fn poll_transfer(&mut self, now: f64) {
        let Some(transfer) = &self.transfer else {
            return;
        };
        let chosen = match transfer.chosen.try_recv() {
            Ok(chosen) => chosen,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Chosen::Nothing,
        };
        let direction = transfer.direction;
        self.transfer = None;
        let Chosen::Path(path) = chosen else {
            return;
        };
        match direction {
            Direction::Export => self.export_to(&path, now),
            Direction::Import => self.import_from(&path, now),
        }
    }

    fn export_to(&mut self, path: &Path, now: f64) {
        // What the window holds goes out, not what it last wrote.
        self.persist_all(now);
        let (mut bundle, mut missed) = bundle::collect(&self.store);
        self.add_waiting_versions(&mut bundle, &mut missed);
        match file::write_atomic(path, &bundle::to_bytes(&bundle)) {
            Ok(()) if missed.is_empty() => self.status.push(t!("data-exported"), now),
            Ok(()) => self
                .banners
                .push(t!("data-exported-missing", missed = missed.join("; "))),
            Err(e) => self
                .banners
                .push(t!("data-not-exported", error = e.to_string())),
        }
    }

    /// Adds the other versions of games waiting for the player's choice (a sync found them
    /// changed on two devices): a backup keeps every version.
    fn add_waiting_versions(&self, bundle: &mut bundle::Bundle, missed: &mut Vec<String>) {
        let dir = self.store.dir();
        let mut others = BTreeMap::new();
        for game in conflicts::games(dir) {
            match conflicts::others(dir, game) {
                Ok(versions) => {
                    others.insert(Store::saved_game_file(game.key()), versions);
                }
                Err(reason) => missed.push(reason),
            }
        }
        bundle.set_conflicts(&others);
    }

    /// Keeps the other versions a bundle brought beside this computer's own, as versions
    /// waiting for the player's choice; returns what could not be kept.
    fn keep_waiting_versions(&self, others: Vec<(GameId, Vec<serde_json::Value>)>) -> Vec<String> {
        let dir = self.store.dir();
        let mut problems = Vec::new();
        for (game, versions) in others {
            let ours = self.stored_game(game);
            for version in versions.iter().filter(|v| Some(*v) != ours.as_ref()) {
                if let Err(reason) = conflicts::add(dir, game, version) {
                    problems.push(reason);
                    break;
                }
            }
        }
        problems
    }

    /// This computer's game in progress of `game`, as stored; `None` when there is none or it
    /// cannot be read.
    fn stored_game(&self, game: GameId) -> Option<serde_json::Value> {
        let path = self.store.dir().join(Store::saved_game_file(game.key()));
        let bytes = file::read_capped(&path, file::MAX_STORE_FILE_BYTES).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    fn import_from(&mut self, path: &Path, now: f64) {
        let incoming = file::read_capped(path, bundle::MAX_BUNDLE_BYTES)
            .map_err(|e| e.to_string())
            .and_then(|bytes| bundle::read(&bytes));
        match incoming {
            Ok(incoming) => self.merge_incoming(incoming, now),
            Err(reason) => self.banners.push(t!("data-not-imported", reason = reason)),
        }
    }

    /// Merges what a bundle brought: preferences replace this computer's (but for what belongs
    /// to it: the window's size, a picture chosen as card back), records and layouts merge, and
    /// games in progress come in where there is none, else after the player says so.
    fn merge_incoming(&mut self, incoming: Incoming, now: f64) {
        let Incoming {
            preferences,
            records,
            saves,
            layouts,
            others,
            mut refused,
            ..
        } = incoming;
        if let Some(prefs) = preferences {
            self.prefs = Preferences {
                window_size: self.prefs.window_size,
                last_game: self.prefs.last_game,
                cards: crate::faces::CardPreferences {
                    custom_back: self.prefs.cards.custom_back.clone(),
                    ..prefs.cards.clone()
                },
                ..prefs
            };
        }
        if let Some(records) = records {
            self.records.merge(&records);
            self.store
                .save(Records::FILE, Records::VERSION, &self.records);
        }
        let added = self.merge_layouts(layouts);
        refused.extend(self.keep_waiting_versions(others));
        let mut waiting = Vec::new();
        for (game, value) in saves {
            if self.stored_game(game).as_ref() == Some(&value) {
                continue;
            }
            let ours = self.store.dir().join(Store::saved_game_file(game.key()));
            if file::is_file(&ours) {
                waiting.push((game, value));
            } else {
                self.take_game(game, &value, now);
            }
        }
        let mut message = t!("data-imported", layouts = added as i64);
        if !refused.is_empty() {
            message = t!(
                "data-imported-refused",
                layouts = added as i64,
                refused = refused.join("; ")
            );
        }
        self.banners.push(message);
        if !waiting.is_empty() {
            self.dialog = Some(Dialog::ReplaceGames(waiting));
        }
    }

    /// Writes the layouts this computer does not have yet; returns how many.
    fn merge_layouts(&mut self, layouts: Vec<parlour_rules::solitaire::layout::Layout>) -> usize {
        let folder = LayoutFolder::new(self.store.layouts_dir());
        let ours: Vec<_> = folder
            .list_playable()
            .unwrap_or_default()
            .into_iter()
            .filter_map(|entry| entry.layout.ok())
            .collect();
        let mut added = 0;
        for layout in layouts {
            if ours.contains(&layout) {
                continue;
            }
            match folder.write(&layout, None) {
                Ok(_) => added += 1,
                Err(e) => self.banners.push(e.to_string()),
            }
        }
        added
    }

    /// Makes `value` the game in progress of `game` and resumes it.
    pub(super) fn take_game(&mut self, game: GameId, value: &serde_json::Value, now: f64) {
        // Written as it came (its own version inside), and read back by the usual loader.
        let path = self.store.dir().join(Store::saved_game_file(game.key()));
        let bytes = serde_json::to_vec_pretty(value).unwrap_or_default();
        if let Err(e) = file::write_atomic(&path, &bytes) {
            self.banners
                .push(t!("data-not-imported", reason = e.to_string()));
            return;
        }
        let Some(index) = self.panels.iter().position(|p| p.id() == game) else {
            return;
        };
        let shown = std::mem::replace(&mut self.active, index);
        self.resume_or_deal(now);
        self.active = shown;
    }
}

#[cfg(test)]
#[path = "transfer_tests.rs"]
mod tests;
