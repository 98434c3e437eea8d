//! Games in progress that both devices changed: this device's stays in `saves/<game>.json`,
//! where the app reads it; the other device's is kept in `sync-conflicts/<game>.json` until the
//! player chooses which to continue ([`choose`]). Nothing is dropped before that choice.

use crate::game_id::GameId;
use crate::store::{SAVED_GAME_VERSION, Store, file};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The folder of the other devices' copies, in the config folder.
pub const DIR: &str = "sync-conflicts";

/// Which copy the player continues.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// This device's game; the other copy is dropped.
    Mine,
    /// The other device's game replaces this one's.
    Theirs,
}

/// Where the other copy of `game` is kept.
pub fn path(dir: &Path, game: GameId) -> PathBuf {
    dir.join(DIR).join(format!("{}.json", game.key()))
}

/// The games with a conflict waiting.
pub fn list(dir: &Path) -> Vec<GameId> {
    GameId::ALL
        .into_iter()
        .filter(|g| file::is_file(&path(dir, *g)))
        .collect()
}

/// Keeps the other device's copy of `game` (replacing an older other copy: it follows the
/// server's, which grew from it).
pub fn keep(dir: &Path, game: GameId, value: &Value) -> Result<(), String> {
    let bytes = serde_json::to_vec_pretty(value).map_err(|e| e.to_string())?;
    let at = path(dir, game);
    file::write_atomic(&at, &bytes).map_err(|e| format!("{}: {e}", at.display()))
}

/// The other device's copy of `game`, read like a saved game (size cap, version).
pub fn read(dir: &Path, game: GameId) -> Result<Value, String> {
    let at = path(dir, game);
    let bytes = file::read_capped(&at, file::MAX_STORE_FILE_BYTES)
        .map_err(|e| format!("{}: {e}", at.display()))?;
    file::decode_versioned::<Value>(&bytes, SAVED_GAME_VERSION)
        .map_err(|e| format!("{}: {e}", at.display()))?;
    serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", at.display()))
}

/// Ends the conflict on `game` with the player's choice. `Mine` drops the other copy (the next
/// sync pushes this device's game); `Theirs` makes the other copy the game in progress.
pub fn choose(dir: &Path, game: GameId, choice: Choice) -> Result<(), String> {
    let aside = path(dir, game);
    if !file::is_file(&aside) {
        return Err(format!("{} has no conflict waiting", game.key()));
    }
    if choice == Choice::Theirs {
        let value = read(dir, game)?;
        let bytes = serde_json::to_vec_pretty(&value).map_err(|e| e.to_string())?;
        let save = dir.join(Store::saved_game_file(game.key()));
        file::write_atomic(&save, &bytes).map_err(|e| format!("{}: {e}", save.display()))?;
    }
    file::remove(&aside).map_err(|e| format!("{}: {e}", aside.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_conflict_waits_until_the_player_chooses() {
        let dir = tempfile::tempdir().unwrap();
        let ours = serde_json::json!({"version": 1, "data": {"mine": true}});
        let theirs = serde_json::json!({"version": 1, "data": {"mine": false}});
        let save = dir.path().join("saves/klondike.json");
        file::write_atomic(&save, ours.to_string().as_bytes()).unwrap();
        keep(dir.path(), GameId::Klondike, &theirs).unwrap();
        assert_eq!(list(dir.path()), [GameId::Klondike]);
        choose(dir.path(), GameId::Klondike, Choice::Theirs).unwrap();
        let now: Value = serde_json::from_slice(&std::fs::read(&save).unwrap()).unwrap();
        assert_eq!(now, theirs);
        assert!(list(dir.path()).is_empty());
        assert!(choose(dir.path(), GameId::Klondike, Choice::Mine).is_err());

        keep(dir.path(), GameId::Klondike, &ours).unwrap();
        choose(dir.path(), GameId::Klondike, Choice::Mine).unwrap();
        let now: Value = serde_json::from_slice(&std::fs::read(&save).unwrap()).unwrap();
        assert_eq!(now, theirs, "mine kept as it was");
        assert!(list(dir.path()).is_empty());
    }
}
