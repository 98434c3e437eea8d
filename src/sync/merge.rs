//! The merge of a sync, without any disk or network: this device's data, the server's document
//! (already checked by [`crate::bundle::read`]) and the bases of the last sync in; what to write
//! here and the document to push out.
//!
//! - Records: [`Records::merge`] both ways (every finished game counted once, by its id).
//! - Layouts: the union. The same layout (whatever its name) is kept once; a different layout
//!   under a name this device already uses comes in renamed `Name (2)`.
//! - Preferences: three-way by hash of the synced part; when both changed, this device's win.
//!   Not synced, since they belong to one machine: the window's size, the game open last, and the
//!   picture file chosen as card back (a path on this machine; the picture itself is not sent).
//! - Games in progress: three-way over the set of each game's versions, by hash
//!   ([`super::merge_games`]). Only this device changed it: push it; only the other: take it (a
//!   game finished there is removed here: its record comes with the records); both, to
//!   different games: a conflict, both kept, on this device (its own where the app reads it, the
//!   other aside, [`super::conflicts`]) and in the pushed document, so the other device keeps
//!   both at its next sync too. The player's choice on either device drops the other versions
//!   everywhere at the next syncs. A game changed on one side and finished on the other is kept:
//!   nothing is lost.
//! - Anything the document holds that its loader refused leaves this device's copy alone.

use super::hash::content_hash;
use super::link::Bases;
pub use super::merge_games::SaveChange;
use super::merge_games::{self, OurGames};
use crate::bundle::{Bundle, Incoming};
use crate::faces::CardPreferences;
use crate::game_id::GameId;
use crate::preferences::Preferences;
use crate::records::Records;
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::layout_format;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// This device's data, as read from its files.
#[derive(Clone, Debug, Default)]
pub struct Local {
    /// The preferences, if the file exists and reads.
    pub preferences: Option<Preferences>,
    /// The records, if the file exists and reads.
    pub records: Option<Records>,
    /// Games in progress as stored (`{"version", "data"}`), by game.
    pub saves: BTreeMap<GameId, Value>,
    /// Games whose saved file exists but cannot be read: left alone, never replaced.
    pub unreadable: BTreeSet<GameId>,
    /// The player's layouts.
    pub layouts: Vec<Layout>,
    /// Games with a conflict waiting for the player's choice: their other versions (kept
    /// aside), in order.
    pub others: BTreeMap<GameId, Vec<Value>>,
}

/// The result of a merge.
#[derive(Clone, Debug, Default)]
pub struct Merged {
    /// New preferences to write here, when they changed.
    pub preferences: Option<Preferences>,
    /// New records to write here, when they changed.
    pub records: Option<Records>,
    /// Changes to games in progress here.
    pub saves: Vec<(GameId, SaveChange)>,
    /// Games whose other versions (kept aside for the player's choice) change here: the whole
    /// new list, in order; empty when no choice waits any more.
    pub others: Vec<(GameId, Vec<Value>)>,
    /// Layouts to add here (renamed where a name was taken).
    pub layouts: Vec<Layout>,
    /// The document to push.
    pub push: Bundle,
    /// The bases for the next sync, once `push` is on the server.
    pub bases: Bases,
    /// The bases for the next sync if `push` does not reach the server (refused, or someone
    /// pushed first): a file takes the pulled document's hash where this device now holds that
    /// content, and keeps its old base elsewhere, so no change made here reads as unchanged.
    pub settled: Bases,
    /// Games that newly wait for the player's choice here.
    pub conflicts: Vec<GameId>,
    /// Games left unsynced: more versions of them wait for a choice than a document carries.
    pub too_many_versions: Vec<GameId>,
}

/// The synced part of the preferences: the machine's own fields cleared.
pub fn shared_part(prefs: &Preferences) -> Preferences {
    Preferences {
        window_size: None,
        last_game: GameId::default(),
        cards: CardPreferences {
            custom_back: None,
            ..prefs.cards.clone()
        },
        ..prefs.clone()
    }
}

/// `shared` with this machine's own fields from `ours`.
fn with_machine_fields(shared: Preferences, ours: Option<&Preferences>) -> Preferences {
    let Some(ours) = ours else {
        return shared;
    };
    Preferences {
        window_size: ours.window_size,
        last_game: ours.last_game,
        cards: CardPreferences {
            custom_back: ours.cards.custom_back.clone(),
            ..shared.cards.clone()
        },
        ..shared
    }
}

/// A versioned file's value, as stored.
fn envelope<T: serde::Serialize>(version: u32, data: &T) -> Option<Value> {
    serde_json::to_value(data)
        .ok()
        .map(|data| serde_json::json!({"version": version, "data": data}))
}

/// Merges `local` with the server's document `remote` (`None`: the server holds nothing yet),
/// against `bases` from the last sync.
pub fn merge(local: &Local, remote: Option<&Incoming>, bases: &Bases) -> Merged {
    let empty = Incoming::default();
    let remote = remote.unwrap_or(&empty);
    let refused: BTreeSet<&str> = remote.refused_files.iter().map(String::as_str).collect();
    let mut out = Merged::default();
    merge_preferences(local, remote, &refused, &bases.files, &mut out);
    merge_records(local, remote, &mut out);
    merge_layouts(local, remote, &mut out);
    let ours = OurGames {
        saves: &local.saves,
        others: &local.others,
        unreadable: &local.unreadable,
    };
    let games = merge_games::merge_games(ours, remote, &refused, bases);
    out.saves = games.saves;
    out.others = games.others;
    out.conflicts = games.conflicts;
    out.too_many_versions = games.too_many_versions;
    out.push.files.extend(games.push.files);
    out.push.conflicts = games.push.conflicts;
    out.bases.files.extend(games.bases.files);
    out.bases.others = games.bases.others;
    out.settled.files.extend(games.settled.files);
    out.settled.others = games.settled.others;
    out
}

fn merge_preferences(
    local: &Local,
    remote: &Incoming,
    refused: &BTreeSet<&str>,
    bases: &BTreeMap<String, String>,
    out: &mut Merged,
) {
    let name = Preferences::FILE;
    let ours = local.preferences.as_ref().map(shared_part);
    let theirs = if refused.contains(name) {
        None
    } else {
        remote.preferences.as_ref().map(shared_part)
    };
    let hash = |p: &Option<Preferences>| {
        p.as_ref()
            .and_then(|p| serde_json::to_value(p).ok())
            .map(|v| content_hash(&v))
    };
    let (ours_hash, theirs_hash) = (hash(&ours), hash(&theirs));
    let base = bases.get(name);
    let chosen = match (&ours, &theirs) {
        (_, None) => ours.clone(),
        (None, Some(_)) => theirs.clone(),
        // Only the other device changed them: take its.
        (Some(_), Some(_)) if ours_hash.as_ref() == base && theirs_hash != ours_hash => {
            theirs.clone()
        }
        // This device changed them (or both did: the device syncing now wins).
        _ => ours.clone(),
    };
    let Some(chosen) = chosen else {
        return;
    };
    if ours.as_ref() != Some(&chosen) {
        out.preferences = Some(with_machine_fields(
            chosen.clone(),
            local.preferences.as_ref(),
        ));
    }
    let settled = if theirs.as_ref() == Some(&chosen) {
        theirs_hash
    } else {
        base.cloned()
    };
    if let Some(h) = settled {
        out.settled.files.insert(name.to_owned(), h);
    }
    if let Some(value) = envelope(Preferences::VERSION, &chosen) {
        if let Ok(data) = serde_json::to_value(&chosen) {
            out.bases.files.insert(name.to_owned(), content_hash(&data));
        }
        out.push.files.insert(name.to_owned(), value);
    }
}

fn merge_records(local: &Local, remote: &Incoming, out: &mut Merged) {
    let merged = match (&local.records, &remote.records) {
        (None, None) => return,
        (ours, theirs) => {
            let mut merged = ours.clone().unwrap_or_default();
            if let Some(theirs) = theirs {
                merged.merge(theirs);
            }
            merged
        }
    };
    if local.records.as_ref() != Some(&merged) {
        out.records = Some(merged.clone());
    }
    if let Some(value) = envelope(Records::VERSION, &merged) {
        out.push.files.insert(Records::FILE.to_owned(), value);
    }
}

/// Whether two layouts hold the same tiles by the same author, whatever their names.
fn same_content(a: &Layout, b: &Layout) -> bool {
    a.author == b.author && a.tiles == b.tiles
}

fn merge_layouts(local: &Local, remote: &Incoming, out: &mut Merged) {
    let mut all: Vec<Layout> = local.layouts.clone();
    for layout in &remote.layouts {
        if all.iter().any(|ours| same_content(ours, layout)) {
            continue;
        }
        let mut incoming = layout.clone();
        if all.iter().any(|ours| ours.name == incoming.name) {
            let taken = |name: &str| all.iter().any(|ours| ours.name == name);
            let mut n = 2;
            while taken(&format!("{} ({n})", layout.name)) {
                n += 1;
            }
            incoming.name = format!("{} ({n})", layout.name);
        }
        out.layouts.push(incoming.clone());
        all.push(incoming);
    }
    out.push.layouts = all
        .iter()
        .filter_map(|l| layout_format::write_layout(l).ok())
        .collect();
}

#[cfg(test)]
#[path = "merge_tests.rs"]
mod tests;
