//! Games in progress in a merge: each game is a set of versions (a saved game as stored), one
//! when all is well, several while a conflict waits for the player's choice. On this device the
//! set is the saved game the app reads plus the versions kept aside ([`super::conflicts`]); in
//! the document, the file in `files` plus the conflicts section ([`crate::bundle::Bundle`]); at
//! the last sync, the bases ([`Bases`]), by hash.
//!
//! The merge is three-way over these sets. A version both sides hold stays; a version new on
//! one side (not in the base) comes in; a version in the base that one side no longer holds was
//! dropped there (moved on from, finished, or not chosen) and goes. So a game moved on at both
//! ends keeps both versions, on both devices once each has synced; a player's choice on one
//! device drops the other versions on every device at its next sync; a game finished on one
//! device and moved on at the other is kept. When two devices chose differently before they
//! synced (neither version new, each dropped by the other), every version still held is kept
//! and the player chooses again: a choice never erases what another device chose.
//!
//! A game this device cannot read, or whose versions the document holds in a form this Parlour
//! cannot read, is left as it is on both sides (its old bases kept). A version refused by its
//! loader is replaced by this device's, as a refused file is.

use super::hash::content_hash;
use super::link::Bases;
use crate::bundle::{Bundle, Incoming, MAX_OTHER_VERSIONS};
use crate::game_id::GameId;
use crate::store::Store;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// What happens to one game in progress on this device, in the file the app reads.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveChange {
    /// Take this version (the other device's game, or the one the player chose there).
    Write(Value),
    /// The game was finished or dropped on the other device: remove it here too.
    Remove,
}

/// This device's games in progress, as read from its files.
#[derive(Clone, Copy, Debug)]
pub struct OurGames<'a> {
    /// Each game's saved game, as stored.
    pub saves: &'a BTreeMap<GameId, Value>,
    /// Each game's versions kept aside for the player's choice, in order.
    pub others: &'a BTreeMap<GameId, Vec<Value>>,
    /// Games whose files cannot be read: left alone.
    pub unreadable: &'a BTreeSet<GameId>,
}

/// The games' part of a merge (see [`super::merge::Merged`], which holds it in the end).
#[derive(Clone, Debug, Default)]
pub struct Games {
    /// Changes to saved games here.
    pub saves: Vec<(GameId, SaveChange)>,
    /// Games whose versions kept aside change here: the whole new list.
    pub others: Vec<(GameId, Vec<Value>)>,
    /// Games that newly wait for the player's choice here.
    pub conflicts: Vec<GameId>,
    /// Games left as they were: more versions wait for a choice than a document carries.
    pub too_many_versions: Vec<GameId>,
    /// The document's game files and conflicts section, to push.
    pub push: Bundle,
    /// The games' bases once the push is on the server.
    pub bases: Bases,
    /// The games' bases if the push does not reach it.
    pub settled: Bases,
}

/// One version of a game in the merge, and who holds it.
struct Version<'a> {
    hash: String,
    value: &'a Value,
    here: bool,
    there: bool,
}

/// The versions of one game on both sides, this device's saved game first, then the ones it
/// keeps aside, then the document's, each once.
fn versions<'a>(
    ours: Option<&'a Value>,
    our_others: &'a [Value],
    theirs: Option<&'a Value>,
    their_others: &'a [Value],
) -> Vec<Version<'a>> {
    let mut all: Vec<Version<'a>> = Vec::new();
    let sides = ours
        .into_iter()
        .chain(our_others)
        .map(|v| (v, true))
        .chain(theirs.into_iter().chain(their_others).map(|v| (v, false)));
    for (value, here) in sides {
        let hash = content_hash(value);
        match all.iter_mut().find(|v| v.hash == hash) {
            Some(known) => {
                known.here |= here;
                known.there |= !here;
            }
            None => all.push(Version {
                hash,
                value,
                here,
                there: !here,
            }),
        }
    }
    all
}

/// The base set of the game in `name`.
fn base_of(bases: &Bases, name: &str) -> BTreeSet<String> {
    let mut set: BTreeSet<String> = bases.others.get(name).cloned().unwrap_or_default();
    set.extend(bases.files.get(name).cloned());
    set
}

/// Puts `hashes` as the base of the game in `name` (the first in `files`).
fn put_base(bases: &mut Bases, name: &str, hashes: &[String]) {
    let Some((first, rest)) = hashes.split_first() else {
        return;
    };
    bases.files.insert(name.to_owned(), first.clone());
    if !rest.is_empty() {
        bases
            .others
            .insert(name.to_owned(), rest.iter().cloned().collect());
    }
}

/// Merges every game in progress.
pub fn merge_games(
    local: OurGames<'_>,
    remote: &Incoming,
    refused: &BTreeSet<&str>,
    bases: &Bases,
) -> Games {
    let mut out = Games::default();
    let theirs: BTreeMap<GameId, &Value> = remote.saves.iter().map(|(g, v)| (*g, v)).collect();
    let their_others: BTreeMap<GameId, &[Value]> = remote
        .others
        .iter()
        .map(|(g, v)| (*g, v.as_slice()))
        .collect();
    let mut pushed_others: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for game in GameId::ALL {
        let name = Store::saved_game_file(game.key());
        let ours = local.saves.get(&game);
        let our_others = local.others.get(&game).map_or(&[][..], Vec::as_slice);
        let theirs = theirs.get(&game).copied();
        let their_others = their_others.get(&game).copied().unwrap_or(&[]);
        let base = base_of(bases, &name);
        if remote.unread_conflicts.is_some() || local.unreadable.contains(&game) {
            hold(
                &name,
                theirs,
                their_others,
                bases,
                &mut out,
                &mut pushed_others,
            );
        } else if refused.contains(name.as_str()) {
            // The document's copy was refused: this device's versions replace it.
            let all = versions(ours, our_others, None, &[]);
            let hashes: Vec<String> = all.iter().map(|v| v.hash.clone()).collect();
            put_base(
                &mut out.settled,
                &name,
                &base.iter().cloned().collect::<Vec<_>>(),
            );
            put_base(&mut out.bases, &name, &hashes);
            if let Some(first) = ours.or(our_others.first()) {
                out.push.files.insert(name.clone(), first.clone());
            }
            let rest: Vec<Value> = all.iter().skip(1).map(|v| v.value.clone()).collect();
            pushed_others.insert(name, rest);
        } else {
            let sides = Sides {
                ours,
                our_others,
                theirs,
                their_others,
            };
            if !merge_game(game, &name, &sides, &base, &mut out, &mut pushed_others) {
                out.too_many_versions.push(game);
                hold(
                    &name,
                    theirs,
                    their_others,
                    bases,
                    &mut out,
                    &mut pushed_others,
                );
            }
        }
    }
    out.push.set_conflicts(&pushed_others);
    if let Some(unread) = &remote.unread_conflicts {
        // Passed on as it came: the device that wrote it reads it.
        out.push.conflicts = Some(unread.clone());
    }
    out
}

/// Leaves a game as it is on both sides: the document's versions pushed back, the old bases
/// kept, nothing changed here.
fn hold(
    name: &str,
    theirs: Option<&Value>,
    their_others: &[Value],
    bases: &Bases,
    out: &mut Games,
    pushed_others: &mut BTreeMap<String, Vec<Value>>,
) {
    let old: Vec<String> = base_of(bases, name).into_iter().collect();
    put_base(&mut out.settled, name, &old);
    put_base(&mut out.bases, name, &old);
    if let Some(value) = theirs {
        out.push.files.insert(name.to_owned(), value.clone());
    }
    pushed_others.insert(name.to_owned(), their_others.to_vec());
}

/// One game's versions on both sides.
struct Sides<'a> {
    ours: Option<&'a Value>,
    our_others: &'a [Value],
    theirs: Option<&'a Value>,
    their_others: &'a [Value],
}

/// One game, three ways; false (and nothing done) when the result holds more versions than a
/// document carries.
fn merge_game(
    game: GameId,
    name: &str,
    sides: &Sides<'_>,
    base: &BTreeSet<String>,
    out: &mut Games,
    pushed_others: &mut BTreeMap<String, Vec<Value>>,
) -> bool {
    let all = versions(
        sides.ours,
        sides.our_others,
        sides.theirs,
        sides.their_others,
    );
    let mut kept: Vec<&Version<'_>> = all
        .iter()
        .filter(|v| (v.here && v.there) || !base.contains(&v.hash))
        .collect();
    // Two choices that disagree (each side dropped what the other kept): ask again.
    if kept.is_empty() && all.iter().any(|v| v.here) && all.iter().any(|v| v.there) {
        kept = all.iter().collect();
    }
    if kept.len() > 1 + MAX_OTHER_VERSIONS {
        return false;
    }
    let hash_of = |v: Option<&Value>| v.map(content_hash);
    let (our_hash, their_hash) = (hash_of(sides.ours), hash_of(sides.theirs));
    // This device's game stays where the app reads it if it is kept; otherwise the one the
    // document leads with (the last device to sync plays it), else the first kept.
    let first = kept
        .iter()
        .position(|v| Some(&v.hash) == our_hash.as_ref())
        .or_else(|| {
            kept.iter()
                .position(|v| Some(&v.hash) == their_hash.as_ref())
        })
        .unwrap_or(0);
    let lead = (first < kept.len()).then(|| kept.remove(first));
    let others: Vec<Value> = kept.iter().map(|v| v.value.clone()).collect();

    match lead {
        Some(lead) if Some(&lead.hash) != our_hash.as_ref() => {
            out.saves
                .push((game, SaveChange::Write(lead.value.clone())));
        }
        None if sides.ours.is_some() => out.saves.push((game, SaveChange::Remove)),
        _ => {}
    }
    let our_other_hashes: Vec<String> = sides.our_others.iter().map(content_hash).collect();
    let other_hashes: Vec<String> = kept.iter().map(|v| v.hash.clone()).collect();
    if other_hashes != our_other_hashes {
        out.others.push((game, others.clone()));
        if sides.our_others.is_empty() && !others.is_empty() {
            out.conflicts.push(game);
        }
    }
    let mut pushed: Vec<String> = lead.iter().map(|v| v.hash.clone()).collect();
    pushed.extend(other_hashes);
    put_base(&mut out.bases, name, &pushed);
    // If the push fails, the document keeps what it holds: what this device now holds of it
    // counts as agreed, and what it dropped stays in the base as dropped.
    let settled: Vec<String> = all
        .iter()
        .filter(|v| v.there && (pushed.contains(&v.hash) || base.contains(&v.hash)))
        .map(|v| v.hash.clone())
        .collect();
    put_base(&mut out.settled, name, &settled);
    if let Some(lead) = lead {
        out.push.files.insert(name.to_owned(), lead.value.clone());
    }
    pushed_others.insert(name.to_owned(), others);
    true
}
