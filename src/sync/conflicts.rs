//! Games in progress that two devices changed since they last synced: this device's stays in
//! `saves/<game>.json`, where the app reads it; the other versions are kept in
//! `sync-conflicts/<game>.json` (and `<game>-2.json`, `<game>-3.json`… when more than two
//! devices changed it) until the player chooses which to continue ([`choose`]). Nothing is
//! dropped before that choice; the next sync carries it to the other devices.

use crate::bundle::MAX_OTHER_VERSIONS;
use crate::game_id::GameId;
use crate::store::{SAVED_GAME_VERSION, Store, file};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The folder of the other versions, in the config folder.
pub const DIR: &str = "sync-conflicts";

/// Which version the player continues.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// This device's game; the other versions are dropped.
    Mine,
    /// The other version kept aside at this place (0: the first); this device's game and any
    /// other versions are dropped.
    Theirs(usize),
}

/// Where the first other version of `game` is kept.
pub fn path(dir: &Path, game: GameId) -> PathBuf {
    slot_path(dir, game, 0)
}

/// Where the other version at place `slot` (0: the first) of `game` is kept.
pub fn slot_path(dir: &Path, game: GameId, slot: usize) -> PathBuf {
    let name = match slot {
        0 => format!("{}.json", game.key()),
        n => format!("{}-{}.json", game.key(), n + 1),
    };
    dir.join(DIR).join(name)
}

/// The games with a choice waiting, each with how many other versions it has (one look at
/// the folder: the Settings window asks every frame).
pub fn list(dir: &Path) -> Vec<(GameId, usize)> {
    let names = file::file_names(&dir.join(DIR)).unwrap_or_default();
    GameId::ALL
        .into_iter()
        .filter_map(|game| {
            let count = (0..MAX_OTHER_VERSIONS)
                .filter(|slot| {
                    let path = slot_path(dir, game, *slot);
                    path.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| names.iter().any(|have| have == n))
                })
                .count();
            (count > 0).then_some((game, count))
        })
        .collect()
}

/// The games with a choice waiting.
pub fn games(dir: &Path) -> Vec<GameId> {
    list(dir).into_iter().map(|(game, _)| game).collect()
}

/// Reads one kept version like a saved game (size cap, version).
fn read_at(at: &Path) -> Result<Value, String> {
    let bytes = file::read_capped(at, file::MAX_STORE_FILE_BYTES)
        .map_err(|e| format!("{}: {e}", at.display()))?;
    file::decode_versioned::<Value>(&bytes, SAVED_GAME_VERSION)
        .map_err(|e| format!("{}: {e}", at.display()))?;
    serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", at.display()))
}

/// The first other version of `game`, read like a saved game (size cap, version).
pub fn read(dir: &Path, game: GameId) -> Result<Value, String> {
    read_at(&path(dir, game))
}

/// Every other version of `game`, in order; an error names the first that cannot be read.
pub fn others(dir: &Path, game: GameId) -> Result<Vec<Value>, String> {
    (0..MAX_OTHER_VERSIONS)
        .map(|slot| slot_path(dir, game, slot))
        .filter(|at| file::is_file(at))
        .map(|at| read_at(&at))
        .collect()
}

/// Makes `values` the other versions of `game`, in order (none: no choice waits). A version
/// already kept in its place is not written again.
pub fn set_others(dir: &Path, game: GameId, values: &[Value]) -> Result<(), String> {
    if values.len() > MAX_OTHER_VERSIONS {
        return Err(format!(
            "{}: more than {MAX_OTHER_VERSIONS} other versions",
            game.key()
        ));
    }
    for (slot, value) in values.iter().enumerate() {
        let at = slot_path(dir, game, slot);
        if read_at(&at).is_ok_and(|kept| kept == *value) {
            continue;
        }
        let bytes = serde_json::to_vec_pretty(value).map_err(|e| e.to_string())?;
        file::write_atomic(&at, &bytes).map_err(|e| format!("{}: {e}", at.display()))?;
    }
    for slot in values.len()..MAX_OTHER_VERSIONS {
        remove(&slot_path(dir, game, slot))?;
    }
    Ok(())
}

/// Keeps `value` as one more other version of `game` (nothing if it is kept already).
pub fn add(dir: &Path, game: GameId, value: &Value) -> Result<(), String> {
    let mut all = others(dir, game)?;
    if all.contains(value) {
        return Ok(());
    }
    all.push(value.clone());
    set_others(dir, game, &all)
}

fn remove(at: &Path) -> Result<(), String> {
    match file::remove(at) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(format!("{}: {e}", at.display())),
    }
}

/// Ends the choice on `game`. `Mine` drops the other versions (the next sync drops them on the
/// other devices too); `Theirs` makes that version the game in progress and drops the rest.
pub fn choose(dir: &Path, game: GameId, choice: Choice) -> Result<(), String> {
    let kept = others(dir, game)?;
    if kept.is_empty() {
        return Err(format!("{} has no conflict waiting", game.key()));
    }
    if let Choice::Theirs(slot) = choice {
        let Some(value) = kept.get(slot) else {
            return Err(format!(
                "{} has {} other version(s), not {}",
                game.key(),
                kept.len(),
                slot + 1
            ));
        };
        let bytes = serde_json::to_vec_pretty(value).map_err(|e| e.to_string())?;
        let save = dir.join(Store::saved_game_file(game.key()));
        file::write_atomic(&save, &bytes).map_err(|e| format!("{}: {e}", save.display()))?;
    }
    set_others(dir, game, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(id: u64) -> Value {
        serde_json::json!({"version": 1, "data": {"id": id}})
    }

    fn save_of(dir: &Path) -> Value {
        serde_json::from_slice(&std::fs::read(dir.join("saves/klondike.json")).unwrap()).unwrap()
    }

    #[test]
    fn a_conflict_waits_until_the_player_chooses() {
        let dir = tempfile::tempdir().unwrap();
        let (ours, theirs) = (version(1), version(2));
        let save = dir.path().join("saves/klondike.json");
        file::write_atomic(&save, ours.to_string().as_bytes()).unwrap();
        add(dir.path(), GameId::Klondike, &theirs).unwrap();
        add(dir.path(), GameId::Klondike, &theirs).unwrap();
        assert_eq!(list(dir.path()), [(GameId::Klondike, 1)]);
        choose(dir.path(), GameId::Klondike, Choice::Theirs(0)).unwrap();
        assert_eq!(save_of(dir.path()), theirs);
        assert!(list(dir.path()).is_empty());
        assert!(choose(dir.path(), GameId::Klondike, Choice::Mine).is_err());

        add(dir.path(), GameId::Klondike, &ours).unwrap();
        choose(dir.path(), GameId::Klondike, Choice::Mine).unwrap();
        assert_eq!(save_of(dir.path()), theirs, "mine kept as it was");
        assert!(list(dir.path()).is_empty());
    }

    #[test]
    fn several_other_versions_keep_their_places() {
        let dir = tempfile::tempdir().unwrap();
        set_others(dir.path(), GameId::Spider, &[version(2), version(3)]).unwrap();
        assert!(slot_path(dir.path(), GameId::Spider, 1).ends_with("spider-2.json"));
        assert_eq!(list(dir.path()), [(GameId::Spider, 2)]);
        assert_eq!(
            others(dir.path(), GameId::Spider).unwrap(),
            [version(2), version(3)]
        );
        let err = choose(dir.path(), GameId::Spider, Choice::Theirs(2)).unwrap_err();
        assert!(err.contains("not 3"), "{err}");
        choose(dir.path(), GameId::Spider, Choice::Theirs(1)).unwrap();
        let save: Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("saves/spider.json")).unwrap())
                .unwrap();
        assert_eq!(save, version(3));
        assert!(list(dir.path()).is_empty());
        let too_many: Vec<Value> = (0..=MAX_OTHER_VERSIONS as u64).map(version).collect();
        assert!(set_others(dir.path(), GameId::Spider, &too_many).is_err());
    }
}
