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
//! - Games in progress: three-way by hash. Only this device changed: push it; only the other:
//!   take it (a game finished there is removed here: its record comes with the records); both,
//!   to different games: a conflict, both kept: this device's stays where the app reads it, the
//!   other is kept aside ([`super::conflicts`]) until the player chooses. While a conflict waits,
//!   that game is neither pushed nor taken, and the copy kept aside follows the server's.
//!   A game changed on one side and finished on the other is kept: nothing is lost.
//! - Anything the document holds that its loader refused leaves this device's copy alone.

use super::hash::content_hash;
use crate::bundle::{Bundle, Incoming};
use crate::faces::CardPreferences;
use crate::game_id::GameId;
use crate::preferences::Preferences;
use crate::records::Records;
use crate::store::Store;
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
    /// Games with a conflict waiting for the player's choice.
    pub conflicts: BTreeSet<GameId>,
}

/// What happens to one game in progress on this device.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveChange {
    /// Take the other device's game (as stored).
    Write(Value),
    /// The game was finished or dropped on the other device: remove it here too.
    Remove,
    /// Both changed: keep this one and put the other aside for the player's choice.
    KeepAside(Value),
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
    /// Layouts to add here (renamed where a name was taken).
    pub layouts: Vec<Layout>,
    /// The document to push.
    pub push: Bundle,
    /// The bases for the next sync, once `push` is on the server.
    pub bases: BTreeMap<String, String>,
    /// The bases for the next sync if `push` does not reach the server (refused, or someone
    /// pushed first): a file takes the pulled document's hash where this device now holds that
    /// content, and keeps its old base elsewhere, so no change made here reads as unchanged.
    pub settled: BTreeMap<String, String>,
    /// Games that newly conflict.
    pub conflicts: Vec<GameId>,
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
pub fn merge(local: &Local, remote: Option<&Incoming>, bases: &BTreeMap<String, String>) -> Merged {
    let empty = Incoming::default();
    let remote = remote.unwrap_or(&empty);
    let refused: BTreeSet<&str> = remote.refused_files.iter().map(String::as_str).collect();
    let mut out = Merged::default();
    merge_preferences(local, remote, &refused, bases, &mut out);
    merge_records(local, remote, &mut out);
    merge_layouts(local, remote, &mut out);
    let theirs: BTreeMap<GameId, &Value> = remote.saves.iter().map(|(g, v)| (*g, v)).collect();
    for game in GameId::ALL {
        let refused = refused.contains(Store::saved_game_file(game.key()).as_str());
        let theirs = theirs.get(&game).copied();
        if refused || local.unreadable.contains(&game) || local.conflicts.contains(&game) {
            merge_frozen_save(game, local, refused, theirs, bases, &mut out);
        } else {
            merge_save(game, local.saves.get(&game), theirs, bases, &mut out);
        }
    }
    out
}

/// A game this sync must not change here: a damaged file, one the server's copy of which was
/// refused, or one with a conflict waiting.
fn merge_frozen_save(
    game: GameId,
    local: &Local,
    refused: bool,
    theirs: Option<&Value>,
    bases: &BTreeMap<String, String>,
    out: &mut Merged,
) {
    let name = Store::saved_game_file(game.key());
    if let Some(h) = bases.get(&name) {
        out.settled.insert(name.clone(), h.clone());
    }
    // A refused copy is replaced by this device's; otherwise the server's stays.
    let unreadable = local.unreadable.contains(&game);
    let value = if refused && !unreadable {
        local.saves.get(&game)
    } else {
        theirs
    };
    if let Some(value) = value {
        out.push.files.insert(name.clone(), value.clone());
        out.bases.insert(name, content_hash(value));
    }
    if local.conflicts.contains(&game)
        && !unreadable
        && !refused
        && let Some(value) = theirs
    {
        out.saves.push((game, SaveChange::KeepAside(value.clone())));
    }
}

/// One game in progress, three ways.
fn merge_save(
    game: GameId,
    ours: Option<&Value>,
    theirs: Option<&Value>,
    bases: &BTreeMap<String, String>,
    out: &mut Merged,
) {
    {
        let name = Store::saved_game_file(game.key());
        let keep_remote = |out: &mut Merged| {
            if let Some(value) = theirs {
                out.push.files.insert(name.clone(), value.clone());
                out.bases.insert(name.clone(), content_hash(value));
            }
        };
        let keep_local = |out: &mut Merged| {
            if let Some(value) = ours {
                out.push.files.insert(name.clone(), value.clone());
                out.bases.insert(name.clone(), content_hash(value));
            }
        };
        let base = bases.get(&name).map(String::as_str);
        let hash = |v: Option<&Value>| v.map(content_hash);
        let (ours_hash, theirs_hash) = (hash(ours), hash(theirs));
        let settle = |out: &mut Merged, agreed: bool| {
            let settled = if agreed {
                theirs_hash.clone()
            } else {
                base.map(str::to_owned)
            };
            if let Some(h) = settled {
                out.settled.insert(name.clone(), h);
            }
        };
        let unchanged = |h: &Option<String>| h.is_some() && h.as_deref() == base;
        if ours_hash == theirs_hash {
            keep_local(out);
            settle(out, true);
        } else if theirs.is_none() {
            if unchanged(&ours_hash) {
                out.saves.push((game, SaveChange::Remove));
                settle(out, true);
            } else {
                keep_local(out);
                settle(out, false);
            }
        } else if ours.is_none() {
            let take = !unchanged(&theirs_hash);
            if take {
                if let Some(value) = theirs {
                    out.saves.push((game, SaveChange::Write(value.clone())));
                }
                keep_remote(out);
            }
            settle(out, take);
        } else if unchanged(&ours_hash) {
            if let Some(value) = theirs {
                out.saves.push((game, SaveChange::Write(value.clone())));
            }
            keep_remote(out);
            settle(out, true);
        } else if unchanged(&theirs_hash) {
            keep_local(out);
            settle(out, false);
        } else {
            if let Some(value) = theirs {
                out.saves.push((game, SaveChange::KeepAside(value.clone())));
            }
            out.conflicts.push(game);
            keep_remote(out);
            settle(out, false);
        }
    }
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
        out.settled.insert(name.to_owned(), h);
    }
    if let Some(value) = envelope(Preferences::VERSION, &chosen) {
        if let Ok(data) = serde_json::to_value(&chosen) {
            out.bases.insert(name.to_owned(), content_hash(&data));
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
