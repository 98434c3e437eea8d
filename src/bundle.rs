//! Everything a player keeps, as one file: "Export my data" writes it and "Import" reads it back,
//! on the desktop and in the browser alike (moving to a new computer, or a backup before the
//! browser clears its storage).
//!
//! The bundle is a versioned file like the others (`{"version", "data"}`) holding the config
//! folder's own files as they are stored (each with its version, so each is read back by the
//! same strict loader as a file on disk) and the player's layouts in Parlour's format. Reading one
//! checks its size first ([`MAX_BUNDLE_BYTES`]), then every part: what cannot be used is named in
//! [`Incoming::refused`] and the rest still comes in.

use crate::game_id::GameId;
use crate::layout_files::LayoutFolder;
use crate::preferences::Preferences;
use crate::records::Records;
use crate::store::{SAVED_GAME_VERSION, Store, file};
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::layout_format;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The bundle's file version.
pub const BUNDLE_VERSION: u32 = 1;

/// The format version of a bundle's conflicts section ([`Bundle::conflicts`]), which has its
/// own so that it can change without the bundle's (the sync server checks the bundle's).
pub const CONFLICTS_VERSION: u32 = 1;

/// The most versions of one game in progress a bundle carries besides the one in `files`
/// (two devices make one; it takes eight devices changing one game at once to pass it).
pub const MAX_OTHER_VERSIONS: usize = 7;

/// The largest bundle read, in bytes: the records and preferences (4 MiB each at most), a game in
/// progress per game and the layouts fit well within it.
pub const MAX_BUNDLE_BYTES: u64 = 32 * 1024 * 1024;

/// The name a bundle is offered under.
pub fn file_name(today: time::Date) -> String {
    format!("parlour-data-{today}.json")
}

/// What is in a bundle.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Bundle {
    /// The config folder's files by name (`preferences.json`, `records.json`,
    /// `saves/klondike.json`), each as stored: `{"version", "data"}`.
    pub files: BTreeMap<String, serde_json::Value>,
    /// The player's layouts, each in Parlour's layout format.
    pub layouts: Vec<String>,
    /// Games in progress that two devices changed since they last synced, waiting for the
    /// player's choice (a sync's document; an export has none): for each game's file, the
    /// versions besides the one in `files`, as a versioned section
    /// `{"version": 1, "data": {"saves/klondike.json": [{"version", "data"}, ...]}}`.
    /// Absent when no choice waits. Parlour before it ignores it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<serde_json::Value>,
}

impl Bundle {
    /// Sets the conflicts section to `others` (by game file, the versions besides the one in
    /// `files`); none when no game has another version.
    pub fn set_conflicts(&mut self, others: &BTreeMap<String, Vec<serde_json::Value>>) {
        let waiting: BTreeMap<&String, &Vec<serde_json::Value>> =
            others.iter().filter(|(_, v)| !v.is_empty()).collect();
        self.conflicts = (!waiting.is_empty())
            .then(|| serde_json::json!({"version": CONFLICTS_VERSION, "data": waiting}));
    }
}

/// What a bundle brings, checked and ready to merge.
#[derive(Clone, Debug, Default)]
pub struct Incoming {
    /// The preferences.
    pub preferences: Option<Preferences>,
    /// The records.
    pub records: Option<Records>,
    /// Games in progress, by game: the saved game as stored (`{"version", "data"}`).
    pub saves: Vec<(GameId, serde_json::Value)>,
    /// The other versions of games in progress waiting for the player's choice, by game, each
    /// as stored (a game here has its first version in `saves`).
    pub others: Vec<(GameId, Vec<serde_json::Value>)>,
    /// The conflicts section as it came, when it could not be used (see [`read`]): a sync then
    /// leaves every game in progress as it is here and on the server.
    pub unread_conflicts: Option<serde_json::Value>,
    /// The player's layouts.
    pub layouts: Vec<Layout>,
    /// What could not be used, each named with why.
    pub refused: Vec<String>,
    /// The names of the files in `refused` (`records.json`, `saves/klondike.json`): a sync
    /// leaves this device's copy of each alone instead of reading the refusal as a deletion.
    pub refused_files: Vec<String>,
}

/// Collects the player's data from `store` into a bundle. Files that cannot be read are left
/// out and named in the second value.
pub fn collect(store: &Store) -> (Bundle, Vec<String>) {
    let mut bundle = Bundle::default();
    let mut missed = Vec::new();
    let mut names = vec![Preferences::FILE.to_owned(), Records::FILE.to_owned()];
    names.extend(GameId::ALL.map(|g| Store::saved_game_file(g.key())));
    for name in names {
        let path = store.dir().join(&name);
        if !file::is_file(&path) {
            continue;
        }
        let value = file::read_capped(&path, file::MAX_STORE_FILE_BYTES)
            .map_err(|e| e.to_string())
            .and_then(|bytes| serde_json::from_slice(&bytes).map_err(|e| e.to_string()));
        match value {
            Ok(value) => {
                bundle.files.insert(name, value);
            }
            Err(e) => missed.push(format!("{name}: {e}")),
        }
    }
    match LayoutFolder::new(store.layouts_dir()).list_playable() {
        Ok(entries) => {
            for entry in entries {
                match entry.layout.map(|l| layout_format::write_layout(&l)) {
                    Ok(Ok(text)) => bundle.layouts.push(text),
                    Ok(Err(e)) => missed.push(format!("{}: {e}", entry.file)),
                    Err(e) => missed.push(format!("{}: {e}", entry.file)),
                }
            }
        }
        Err(e) => missed.push(e.to_string()),
    }
    (bundle, missed)
}

/// The versioned file around a bundle.
#[derive(Serialize)]
struct Envelope<'a> {
    version: u32,
    data: &'a Bundle,
}

/// The bundle's bytes, indented for a person who opens the exported file.
pub fn to_bytes(bundle: &Bundle) -> Vec<u8> {
    serde_json::to_vec_pretty(&Envelope {
        version: BUNDLE_VERSION,
        data: bundle,
    })
    .unwrap_or_default()
}

/// The bundle's bytes without indentation, for sync: the server keeps one per code and each
/// device downloads it, and the indentation alone made a typical player's document 2.4 times
/// larger (843 KB against 357 KB; BENCHMARKS.md, "Sync"). The same JSON otherwise: [`read`]
/// takes both.
pub fn to_compact_bytes(bundle: &Bundle) -> Vec<u8> {
    serde_json::to_vec(&Envelope {
        version: BUNDLE_VERSION,
        data: bundle,
    })
    .unwrap_or_default()
}

/// Reads a bundle's bytes and checks every part with the loader its file has on disk.
pub fn read(bytes: &[u8]) -> Result<Incoming, String> {
    if bytes.len() as u64 > MAX_BUNDLE_BYTES {
        return Err(format!(
            "it is {} bytes; a bundle is at most {MAX_BUNDLE_BYTES}",
            bytes.len()
        ));
    }
    let bundle: Bundle = file::decode_versioned(bytes, BUNDLE_VERSION)?;
    let mut incoming = Incoming::default();
    for (name, value) in bundle.files {
        let bytes = serde_json::to_vec(&value).unwrap_or_default();
        let refuse = |incoming: &mut Incoming, reason: String| {
            incoming.refused.push(format!("{name}: {reason}"));
            incoming.refused_files.push(name.clone());
        };
        if name == Preferences::FILE {
            match file::decode_versioned::<Preferences>(&bytes, Preferences::VERSION) {
                Ok(prefs) => incoming.preferences = Some(prefs),
                Err(e) => refuse(&mut incoming, e),
            }
        } else if name == Records::FILE {
            match file::decode_versioned::<Records>(&bytes, Records::VERSION) {
                Ok(records) => incoming.records = Some(records),
                Err(e) => refuse(&mut incoming, e),
            }
        } else if let Some(game) = game_of_file(&name) {
            // Replayed move by move when the game resumes; here only its version is checked.
            match file::decode_versioned::<serde_json::Value>(&bytes, SAVED_GAME_VERSION) {
                Ok(_) => incoming.saves.push((game, value)),
                Err(e) => refuse(&mut incoming, e),
            }
        } else {
            refuse(&mut incoming, "not a file Parlour keeps".to_owned());
        }
    }
    if let Some(section) = &bundle.conflicts {
        read_conflicts(section, &mut incoming);
    }
    for (k, text) in bundle.layouts.iter().enumerate() {
        match layout_format::parse_layout(text) {
            Ok(layout) => incoming.layouts.push(layout),
            Err(e) => incoming.refused.push(format!("layout {}: {e}", k + 1)),
        }
    }
    Ok(incoming)
}

/// The game whose saved file is `name`.
fn game_of_file(name: &str) -> Option<GameId> {
    GameId::ALL
        .into_iter()
        .find(|g| Store::saved_game_file(g.key()) == name)
}

/// Reads the conflicts section into `incoming`, each version with the saved games' loader. A
/// section with anything this Parlour cannot use (a newer format, a bad version, a file that is
/// no game) is refused whole and kept as it came in [`Incoming::unread_conflicts`]: a sync then
/// changes no game in progress on either side, so no version is lost.
fn read_conflicts(section: &serde_json::Value, incoming: &mut Incoming) {
    match check_conflicts(section) {
        Ok(games) => {
            for (game, versions) in games {
                let mut versions = versions.into_iter();
                // Versions without a first one in `files`: the first of them stands in.
                if !incoming.saves.iter().any(|(g, _)| *g == game)
                    && let Some(first) = versions.next()
                {
                    incoming.saves.push((game, first));
                }
                incoming.others.push((game, versions.collect()));
            }
        }
        Err(reason) => {
            incoming.refused.push(format!("conflicts: {reason}"));
            incoming.unread_conflicts = Some(section.clone());
        }
    }
}

/// The conflicts section's versions by game, or why it cannot be used.
fn check_conflicts(
    section: &serde_json::Value,
) -> Result<Vec<(GameId, Vec<serde_json::Value>)>, String> {
    let bytes = serde_json::to_vec(section).map_err(|e| e.to_string())?;
    let games: BTreeMap<String, Vec<serde_json::Value>> =
        file::decode_versioned(&bytes, CONFLICTS_VERSION)?;
    let mut out = Vec::new();
    for (name, versions) in games {
        let game = game_of_file(&name).ok_or_else(|| format!("{name}: not a game in progress"))?;
        if versions.len() > MAX_OTHER_VERSIONS {
            return Err(format!(
                "{name}: more than {MAX_OTHER_VERSIONS} other versions"
            ));
        }
        for version in &versions {
            let bytes = serde_json::to_vec(version).map_err(|e| e.to_string())?;
            file::decode_versioned::<serde_json::Value>(&bytes, SAVED_GAME_VERSION)
                .map_err(|e| format!("{name}: {e}"))?;
        }
        if !versions.is_empty() {
            out.push((game, versions));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bundle_reads_back_and_bad_parts_are_named() {
        let mut bundle = Bundle::default();
        bundle.files.insert(
            Preferences::FILE.to_owned(),
            serde_json::json!({"version": 1, "data": {"animation_speed": 2.0}}),
        );
        bundle.files.insert(
            Records::FILE.to_owned(),
            serde_json::json!({"version": 99, "data": {}}),
        );
        bundle.files.insert(
            "saves/klondike.json".to_owned(),
            serde_json::json!({"version": 1, "data": {"anything": 1}}),
        );
        bundle
            .files
            .insert("../../etc/passwd".to_owned(), serde_json::json!("x"));
        bundle.layouts.push("not a layout".to_owned());
        let incoming = read(&to_bytes(&bundle)).expect("a bundle");
        let compact = read(&to_compact_bytes(&bundle)).expect("a compact bundle");
        assert_eq!(compact.refused, incoming.refused);
        assert_eq!(compact.saves, incoming.saves);
        assert!(to_compact_bytes(&bundle).len() < to_bytes(&bundle).len());
        assert_eq!(incoming.preferences.map(|p| p.animation_speed), Some(2.0));
        assert!(incoming.records.is_none());
        assert_eq!(incoming.saves.len(), 1);
        assert_eq!(incoming.saves[0].0, GameId::Klondike);
        assert_eq!(incoming.refused.len(), 3, "{:?}", incoming.refused);
    }

    #[test]
    fn garbage_and_giants_are_refused_whole() {
        assert!(read(b"{not json").is_err());
        assert!(read(br#"{"version": 2, "data": {}}"#).is_err());
        let giant = vec![b' '; MAX_BUNDLE_BYTES as usize + 1];
        assert!(read(&giant).unwrap_err().contains("at most"));
    }
}
