//! Everything Parlour keeps on disk, in the player's config folder: preferences, records, games
//! in progress and the player's own layouts. Architecture invariant: this is the only module that
//! touches the file system for Parlour's own files, and it knows nothing of egui.
//!
//! Failures never stop play: a damaged file is set aside and replaced by defaults, an unwritable
//! folder is reported once, and the messages wait in [`Store::take_problems`] for the window.

pub mod file;

use crate::t;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// The config folder and the problems met while using it.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    problems: Vec<String>,
    write_failure_reported: bool,
}

/// The version of a saved game file.
pub const SAVED_GAME_VERSION: u32 = 1;

impl Store {
    /// Opens the store in `dir`, or in the platform's config folder for Parlour
    /// ([`crate::platform::disk::config_dir`]) when `dir` is `None`.
    ///
    /// Nothing is created yet: folders appear on the first write.
    pub fn open(dir: Option<PathBuf>) -> Store {
        let mut problems = Vec::new();
        let dir = dir.unwrap_or_else(|| match crate::platform::disk::config_dir() {
            Some(dir) => dir,
            None => {
                problems.push(t!("store-no-config-folder"));
                PathBuf::from("parlour-config")
            }
        });
        Store {
            dir,
            problems,
            write_failure_reported: false,
        }
    }

    /// The config folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Reads a picture the player chose (a custom card back), refusing files too large to be
    /// one. The message says what went wrong in words a player can act on.
    pub fn read_picture(&self, path: &Path) -> Result<Vec<u8>, String> {
        const LIMIT: u64 = 40 * 1024 * 1024;
        let shown = path.display();
        let len = crate::platform::disk::len(path).map_err(|e| {
            t!(
                "store-picture-cannot-open",
                file = shown.to_string(),
                error = e.to_string()
            )
        })?;
        if !file::is_file(path) {
            return Err(t!("store-picture-not-a-file", file = shown.to_string()));
        }
        if len > LIMIT {
            return Err(t!("store-picture-too-large", file = shown.to_string()));
        }
        crate::platform::disk::read(path).map_err(|e| {
            t!(
                "store-picture-cannot-read",
                file = shown.to_string(),
                error = e.to_string()
            )
        })
    }

    /// The folder of the player's own and imported solitaire layouts.
    pub fn layouts_dir(&self) -> PathBuf {
        self.dir.join("layouts")
    }

    /// Reads `file` (a path relative to the config folder), or returns defaults when it does not
    /// exist. A damaged file is renamed aside (`<name>.corrupt-<unix time>`), the player is told,
    /// and defaults are used.
    pub fn load<T: DeserializeOwned + Default>(&mut self, file: &str, version: u32) -> T {
        self.load_optional(file, version).unwrap_or_default()
    }

    /// Like [`Store::load`], but `None` when the file is missing or damaged.
    pub fn load_optional<T: DeserializeOwned>(&mut self, file: &str, version: u32) -> Option<T> {
        let path = self.dir.join(file);
        match file::read_versioned(&path, version) {
            Ok(value) => value,
            Err(file::FileError::Corrupt { reason, .. }) => {
                let message = match file::set_aside(&path, unix_now()) {
                    Ok(aside) => t!(
                        "store-damaged-kept",
                        file = path.display().to_string(),
                        reason = reason,
                        kept = aside.display().to_string()
                    ),
                    Err(e) => t!(
                        "store-damaged-not-kept",
                        file = path.display().to_string(),
                        reason = reason,
                        error = e.to_string()
                    ),
                };
                self.problems.push(message);
                None
            }
            Err(e) => {
                self.problems
                    .push(t!("store-unreadable", error = e.to_string()));
                None
            }
        }
    }

    /// Writes `file` atomically. On failure the player is told once per session and play goes
    /// on; returns whether the file was written.
    pub fn save<T: Serialize>(&mut self, file: &str, version: u32, data: &T) -> bool {
        match file::write_versioned(&self.dir.join(file), version, data) {
            Ok(()) => true,
            Err(e) => {
                self.report_write_failure(&e.to_string());
                false
            }
        }
    }

    /// Renames `file` aside as `<name>.corrupt-<unix time>` (a saved game that cannot be
    /// resumed), so what it held is never overwritten. Returns where it went, or says why it
    /// could not be moved.
    pub fn set_aside(&mut self, file: &str) -> Result<PathBuf, String> {
        let path = self.dir.join(file);
        file::set_aside(&path, unix_now()).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Deletes `file` if present (a finished game's save).
    pub fn remove(&mut self, file: &str) {
        match file::remove(&self.dir.join(file)) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => self.report_write_failure(&e.to_string()),
        }
    }

    /// The name of the file holding a game in progress.
    pub fn saved_game_file(game_key: &str) -> String {
        format!("saves/{game_key}.json")
    }

    /// Messages for the player that have not been shown yet.
    pub fn take_problems(&mut self) -> Vec<String> {
        std::mem::take(&mut self.problems)
    }

    fn report_write_failure(&mut self, detail: &str) {
        if !self.write_failure_reported {
            self.write_failure_reported = true;
            self.problems.push(t!(
                "store-cannot-save",
                folder = crate::platform::disk::describe(&self.dir),
                detail = detail
            ));
        }
    }
}

fn unix_now() -> u64 {
    crate::platform::clock::unix_seconds()
}
