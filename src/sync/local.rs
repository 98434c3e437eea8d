//! This device's side of a sync on disk: its data read for [`super::merge`], and the merge's
//! result written back into the usual files (`preferences.json`, `records.json`, `saves/`,
//! `layouts/`), exactly where the app reads them, through the store's atomic writes.

use super::conflicts;
use super::merge::{Local, Merged, SaveChange};
use crate::game_id::GameId;
use crate::layout_files::LayoutFolder;
use crate::preferences::Preferences;
use crate::records::Records;
use crate::store::{SAVED_GAME_VERSION, Store, file};
use std::path::Path;

/// Reads this device's data. A damaged preferences or records file is set aside as the app
/// does (and named in the store's problems); a damaged saved game, or a damaged version kept
/// aside for a choice, is left where it is and its game is not synced.
pub fn read(store: &mut Store) -> Local {
    let mut local = Local {
        preferences: store.load_optional(Preferences::FILE, Preferences::VERSION),
        records: store.load_optional(Records::FILE, Records::VERSION),
        ..Local::default()
    };
    let dir = store.dir().to_owned();
    for game in GameId::ALL {
        let path = dir.join(Store::saved_game_file(game.key()));
        if !file::exists(&path) {
            continue;
        }
        let value = file::read_capped(&path, file::MAX_STORE_FILE_BYTES)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                file::decode_versioned::<serde_json::Value>(&bytes, SAVED_GAME_VERSION)?;
                serde_json::from_slice(&bytes).map_err(|e| e.to_string())
            });
        match value {
            Ok(value) => {
                local.saves.insert(game, value);
            }
            Err(_) => {
                local.unreadable.insert(game);
            }
        }
    }
    if let Ok(entries) = LayoutFolder::new(store.layouts_dir()).list_playable() {
        local.layouts = entries.into_iter().filter_map(|e| e.layout.ok()).collect();
    }
    for game in conflicts::games(&dir) {
        match conflicts::others(&dir, game) {
            Ok(others) => {
                local.others.insert(game, others);
            }
            // A damaged version kept aside: the game is left alone until it is dealt with.
            Err(_) => {
                local.unreadable.insert(game);
            }
        }
    }
    local
}

/// Writes the merge's changes into this device's files. Stops at the first failure, which is
/// returned (what was written before it stays: each write is whole).
pub fn apply(store: &mut Store, merged: &Merged) -> Result<(), String> {
    let dir = store.dir().to_owned();
    let written = |what: &str, ok: bool| {
        if ok {
            Ok(())
        } else {
            Err(format!("could not write {what} in {}", dir.display()))
        }
    };
    if let Some(prefs) = &merged.preferences {
        let ok = store.save(Preferences::FILE, Preferences::VERSION, prefs);
        written(Preferences::FILE, ok)?;
    }
    if let Some(records) = &merged.records {
        let ok = store.save(Records::FILE, Records::VERSION, records);
        written(Records::FILE, ok)?;
    }
    for (game, change) in &merged.saves {
        let path = dir.join(Store::saved_game_file(game.key()));
        match change {
            SaveChange::Write(value) => {
                let bytes = serde_json::to_vec_pretty(value).map_err(|e| e.to_string())?;
                file::write_atomic(&path, &bytes)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
            }
            SaveChange::Remove => match file::remove(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(format!("{}: {e}", path.display())),
            },
        }
    }
    for (game, others) in &merged.others {
        conflicts::set_others(&dir, *game, others)?;
    }
    let folder = LayoutFolder::new(store.layouts_dir());
    for layout in &merged.layouts {
        folder.write(layout, None).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Keeps a refused document from the server aside as `sync-refused-<unix time>.json` in the
/// config folder, so what it held can be looked at; returns where.
pub fn keep_refused(dir: &Path, bytes: &[u8]) -> Result<std::path::PathBuf, String> {
    let at = dir.join(format!(
        "sync-refused-{}.json",
        crate::platform::clock::unix_seconds()
    ));
    file::write_atomic(&at, bytes).map_err(|e| format!("{}: {e}", at.display()))?;
    Ok(at)
}
