//! The merge's cases one by one, and a property test of two devices syncing, playing and
//! choosing in any order.

use super::*;
use crate::bundle;
use crate::records::Outcome;
use proptest::prelude::*;
use std::collections::BTreeMap;

const KLONDIKE: GameId = GameId::Klondike;
const SAVE: &str = "saves/klondike.json";

fn save(id: u64) -> Value {
    serde_json::json!({"version": 1, "data": {"id": id}})
}

/// What the server would hand back for a pushed document: through the same strict reader.
fn served(push: &Bundle) -> Incoming {
    bundle::read(&bundle::to_compact_bytes(push)).expect("a pushed document reads back")
}

fn with_save(game: GameId, value: Value) -> Local {
    let mut local = Local::default();
    local.saves.insert(game, value);
    local
}

fn remote_with_save(game: GameId, value: Value) -> Incoming {
    Incoming {
        saves: vec![(game, value)],
        ..Incoming::default()
    }
}

fn base_of(value: &Value) -> Bases {
    Bases {
        files: BTreeMap::from([(SAVE.to_owned(), content_hash(value))]),
        ..Bases::default()
    }
}

/// The other versions a pushed document carries for Klondike.
fn pushed_others(push: &Bundle) -> Vec<Value> {
    served(push)
        .others
        .into_iter()
        .find(|(g, _)| *g == KLONDIKE)
        .map(|(_, v)| v)
        .unwrap_or_default()
}

#[test]
fn games_in_progress_three_ways() {
    let (base, ours, theirs) = (save(1), save(2), save(3));
    // Only the other device moved: take its game.
    let m = merge(
        &with_save(KLONDIKE, base.clone()),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &base_of(&base),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::Write(theirs.clone()))]);
    assert_eq!(m.push.files.get(SAVE), Some(&theirs));
    assert!(m.others.is_empty() && m.push.conflicts.is_none());
    // Only this device moved: push it, nothing changes here.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote_with_save(KLONDIKE, base.clone())),
        &base_of(&base),
    );
    assert!(m.saves.is_empty());
    assert_eq!(m.push.files.get(SAVE), Some(&ours));
    // Both moved: a conflict; ours stays, theirs kept aside, and the document carries both.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &base_of(&base),
    );
    assert!(m.saves.is_empty());
    assert_eq!(m.others, [(KLONDIKE, vec![theirs.clone()])]);
    assert_eq!(m.conflicts, [KLONDIKE]);
    assert_eq!(m.push.files.get(SAVE), Some(&ours));
    assert_eq!(pushed_others(&m.push), std::slice::from_ref(&theirs));
    let both = BTreeSet::from([content_hash(&ours), content_hash(&theirs)]);
    let based: BTreeSet<String> = m.bases.files.values().cloned().collect();
    assert_eq!(&based | &m.bases.others[SAVE], both);
    // If that push fails, the server still holds theirs: agreed; ours stays new.
    assert_eq!(m.settled.files.get(SAVE), Some(&content_hash(&theirs)));
    // Never synced before and different: a conflict too.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &Bases::default(),
    );
    assert_eq!(m.conflicts, [KLONDIKE]);
    // Finished on the other device, untouched here: removed here.
    let m = merge(
        &with_save(KLONDIKE, base.clone()),
        Some(&Incoming::default()),
        &base_of(&base),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::Remove)]);
    assert!(!m.push.files.contains_key(SAVE));
    // Finished there but moved on here: kept and pushed.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&Incoming::default()),
        &base_of(&base),
    );
    assert!(m.saves.is_empty());
    assert_eq!(m.push.files.get(SAVE), Some(&ours));
    // Finished here, moved on there: the other device's game comes back.
    let m = merge(
        &Local::default(),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &base_of(&base),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::Write(theirs))]);
    // Finished here, untouched there: gone from the document too.
    let m = merge(
        &Local::default(),
        Some(&remote_with_save(KLONDIKE, base.clone())),
        &base_of(&base),
    );
    assert!(m.saves.is_empty() && !m.push.files.contains_key(SAVE));
}

#[test]
fn refused_and_unreadable_files_are_left_alone() {
    let ours = save(2);
    let remote = Incoming {
        refused: vec!["saves/klondike.json: written by a newer Parlour".into()],
        refused_files: vec![SAVE.into()],
        ..Incoming::default()
    };
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote),
        &base_of(&ours),
    );
    assert!(m.saves.is_empty(), "a refusal is no deletion");
    assert_eq!(m.push.files.get(SAVE), Some(&ours));

    let mut local = Local::default();
    local.unreadable.insert(KLONDIKE);
    let m = merge(
        &local,
        Some(&remote_with_save(KLONDIKE, save(3))),
        &base_of(&save(1)),
    );
    assert!(m.saves.is_empty(), "a damaged file here is never replaced");
    assert_eq!(m.push.files.get(SAVE), Some(&save(3)), "nor the server's");
    assert_eq!(m.bases, base_of(&save(1)), "the old base holds");
}

/// The document after `ours` pushed a conflict with `theirs` (each a version of Klondike).
fn conflict_document(ours: &Value, theirs: &Value) -> Incoming {
    let mut doc = Bundle::default();
    doc.files.insert(SAVE.into(), ours.clone());
    doc.set_conflicts(&BTreeMap::from([(SAVE.to_owned(), vec![theirs.clone()])]));
    served(&doc)
}

/// The bases of a device that holds `versions` of Klondike as of its last sync.
fn bases_of(versions: &[&Value]) -> Bases {
    let mut bases = base_of(versions[0]);
    let rest: BTreeSet<String> = versions[1..].iter().map(|v| content_hash(v)).collect();
    if !rest.is_empty() {
        bases.others.insert(SAVE.into(), rest);
    }
    bases
}

#[test]
fn the_first_device_to_sync_gets_the_conflict_at_its_next_sync() {
    // A pushed a (from base x) first; B found the conflict and pushed both, b leading.
    let (x, a, b) = (save(1), save(2), save(3));
    let m = merge(
        &with_save(KLONDIKE, a.clone()),
        Some(&conflict_document(&b, &a)),
        &base_of(&a),
    );
    assert!(
        m.saves.is_empty(),
        "A's own game stays where the app reads it"
    );
    assert_eq!(m.others, [(KLONDIKE, vec![b.clone()])]);
    assert_eq!(m.conflicts, [KLONDIKE]);
    assert_eq!(m.push.files.get(SAVE), Some(&a));
    assert_eq!(pushed_others(&m.push), std::slice::from_ref(&b));
    // Synced again with nothing new: nothing changes, the conflict waits.
    let mut local = with_save(KLONDIKE, a.clone());
    local.others.insert(KLONDIKE, vec![b.clone()]);
    let again = merge(&local, Some(&served(&m.push)), &m.bases);
    assert!(again.saves.is_empty() && again.others.is_empty() && again.conflicts.is_empty());
    assert_eq!(pushed_others(&again.push), [b]);
    assert!(!again.bases.files.values().any(|h| *h == content_hash(&x)));
}

#[test]
fn a_choice_on_either_device_settles_it_on_both() {
    let (a, b) = (save(2), save(3));
    let waiting = bases_of(&[&a, &b]);
    // A (a here, b aside) chose its own: the document loses b.
    let chose_mine = with_save(KLONDIKE, a.clone());
    let m = merge(&chose_mine, Some(&conflict_document(&a, &b)), &waiting);
    assert!(m.saves.is_empty() && m.others.is_empty());
    assert_eq!(m.push.files.get(SAVE), Some(&a));
    assert!(m.push.conflicts.is_none());
    // B (b here, a aside) learns the choice: a takes b's place, nothing waits any more.
    let mut b_side = with_save(KLONDIKE, b.clone());
    b_side.others.insert(KLONDIKE, vec![a.clone()]);
    let m = merge(&b_side, Some(&served(&m.push)), &waiting);
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::Write(a.clone()))]);
    assert_eq!(m.others, [(KLONDIKE, vec![])]);
    assert!(m.conflicts.is_empty() && m.push.conflicts.is_none());
    // B chose the other device's instead (a here now): the document follows, and so will A.
    let m = merge(
        &with_save(KLONDIKE, a.clone()),
        Some(&conflict_document(&a, &b)),
        &waiting,
    );
    assert!(m.saves.is_empty() && m.push.conflicts.is_none());
    assert_eq!(m.push.files.get(SAVE), Some(&a));
    // B went on playing b before it heard of A's choice: b's new position is kept with a.
    let mut played_on = with_save(KLONDIKE, save(4));
    played_on.others.insert(KLONDIKE, vec![a.clone()]);
    let m = merge(
        &played_on,
        Some(&remote_with_save(KLONDIKE, a.clone())),
        &waiting,
    );
    assert!(m.saves.is_empty() && m.others.is_empty());
    assert_eq!(pushed_others(&m.push), std::slice::from_ref(&a));
}

#[test]
fn two_devices_that_chose_differently_are_asked_again() {
    let (a, b) = (save(2), save(3));
    let waiting = bases_of(&[&a, &b]);
    // A chose a and synced; B chose b.
    let m = merge(
        &with_save(KLONDIKE, b.clone()),
        Some(&remote_with_save(KLONDIKE, a.clone())),
        &waiting,
    );
    assert!(m.saves.is_empty());
    assert_eq!(m.others, [(KLONDIKE, vec![a.clone()])]);
    assert_eq!(m.conflicts, [KLONDIKE]);
    assert_eq!(pushed_others(&m.push), [a]);
}

#[test]
fn a_conflicts_section_this_parlour_cannot_read_holds_every_game() {
    let mut doc = Bundle::default();
    doc.files.insert(SAVE.into(), save(3));
    doc.conflicts = Some(serde_json::json!({"version": 9, "data": {"anything": true}}));
    let remote = served(&doc);
    assert!(remote.unread_conflicts.is_some());
    assert!(remote.refused.iter().any(|r| r.starts_with("conflicts:")));
    let m = merge(
        &with_save(KLONDIKE, save(2)),
        Some(&remote),
        &base_of(&save(1)),
    );
    assert!(m.saves.is_empty() && m.others.is_empty());
    assert_eq!(m.push.files.get(SAVE), Some(&save(3)));
    assert_eq!(m.push.conflicts, doc.conflicts, "passed on as it came");
    assert_eq!(m.bases, base_of(&save(1)));
}

#[test]
fn more_versions_than_a_document_carries_leave_the_game_alone() {
    let mut local = with_save(KLONDIKE, save(100));
    local.others.insert(
        KLONDIKE,
        (0..bundle::MAX_OTHER_VERSIONS as u64).map(save).collect(),
    );
    let m = merge(
        &local,
        Some(&remote_with_save(KLONDIKE, save(200))),
        &Bases::default(),
    );
    assert_eq!(m.too_many_versions, [KLONDIKE]);
    assert!(m.saves.is_empty() && m.others.is_empty());
    assert_eq!(m.push.files.get(SAVE), Some(&save(200)));
}

#[test]
fn preferences_sync_but_for_the_machines_own() {
    let mut ours = Preferences {
        window_size: Some([800.0, 600.0]),
        last_game: GameId::Shisen,
        ..Preferences::default()
    };
    ours.cards.custom_back = Some("/home/me/back.png".into());
    let theirs = Preferences {
        animation_speed: 2.0,
        window_size: Some([300.0, 200.0]),
        ..Preferences::default()
    };
    let base = serde_json::to_value(shared_part(&ours)).unwrap();
    let bases = Bases {
        files: BTreeMap::from([(Preferences::FILE.to_owned(), content_hash(&base))]),
        ..Bases::default()
    };
    let local = Local {
        preferences: Some(ours.clone()),
        ..Local::default()
    };
    let remote = Incoming {
        preferences: Some(theirs),
        ..Incoming::default()
    };
    let m = merge(&local, Some(&remote), &bases);
    let taken = m.preferences.expect("the other device's change comes in");
    assert_eq!(taken.animation_speed, 2.0);
    assert_eq!(taken.window_size, ours.window_size);
    assert_eq!(taken.last_game, GameId::Shisen);
    assert_eq!(taken.cards.custom_back, ours.cards.custom_back);
    let pushed = served(&m.push).preferences.expect("pushed");
    assert_eq!(pushed.window_size, None);
    assert_eq!(pushed.cards.custom_back, None);
    // This device changed too: its own win, nothing written here.
    ours.animation_speed = 0.5;
    let local = Local {
        preferences: Some(ours),
        ..Local::default()
    };
    let m = merge(&local, Some(&remote), &bases);
    assert!(m.preferences.is_none());
    assert_eq!(
        served(&m.push).preferences.map(|p| p.animation_speed),
        Some(0.5)
    );
}

fn layout(name: &str, column: u8) -> Layout {
    use parlour_rules::solitaire::layout::TilePos;
    let tiles = (0..8)
        .map(|k| TilePos {
            x: 2 * k,
            y: 2 * i32::from(column),
            z: 0,
        })
        .collect();
    Layout::new(name, "me", tiles)
}

#[test]
fn layouts_unite_and_a_taken_name_is_renamed() {
    let local = Local {
        layouts: vec![layout("Turtle", 0), layout("Bridge", 1)],
        ..Local::default()
    };
    let remote = Incoming {
        layouts: vec![layout("Turtle", 0), layout("Turtle", 2), layout("Fort", 3)],
        ..Incoming::default()
    };
    let m = merge(&local, Some(&remote), &Bases::default());
    let names: Vec<&str> = m.layouts.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Turtle (2)", "Fort"]);
    assert_eq!(served(&m.push).layouts.len(), 4);
    // The other way, and again: nothing more comes in.
    let local = Local {
        layouts: served(&m.push).layouts,
        ..Local::default()
    };
    let again = merge(&local, Some(&remote), &Bases::default());
    assert!(again.layouts.is_empty());
}

/// One device in the simulation.
#[derive(Default)]
struct Device {
    local: Local,
    bases: Bases,
}

impl Device {
    fn sync(&mut self, doc: &mut Option<Bundle>) {
        let remote = doc.as_ref().map(served);
        let none = Bases::default();
        let bases = if doc.is_some() { &self.bases } else { &none };
        let m = merge(&self.local, remote.as_ref(), bases);
        if let Some(records) = m.records {
            self.local.records = Some(records);
        }
        for (game, change) in m.saves {
            match change {
                SaveChange::Write(v) => {
                    self.local.saves.insert(game, v);
                }
                SaveChange::Remove => {
                    self.local.saves.remove(&game);
                }
            }
        }
        for (game, others) in m.others {
            if others.is_empty() {
                self.local.others.remove(&game);
            } else {
                self.local.others.insert(game, others);
            }
        }
        self.local.layouts.extend(m.layouts);
        self.bases = m.bases;
        *doc = Some(m.push);
    }

    /// The player's choice after a conflict on `game` (as `conflicts::choose` does on disk);
    /// returns the versions dropped.
    fn choose(&mut self, game: GameId, theirs: bool) -> Vec<u64> {
        let Some(others) = self.local.others.remove(&game) else {
            return Vec::new();
        };
        let mut dropped: Vec<u64> = others.iter().map(save_id).collect();
        if theirs {
            dropped.remove(0);
            if let Some(old) = self.local.saves.insert(game, others[0].clone()) {
                dropped.push(save_id(&old));
            }
        }
        dropped
    }

    /// Every version of `game` this device holds.
    fn versions(&self, game: GameId) -> BTreeSet<u64> {
        let mut all: BTreeSet<u64> = self
            .local
            .saves
            .get(&game)
            .map(save_id)
            .into_iter()
            .collect();
        all.extend(
            self.local
                .others
                .get(&game)
                .into_iter()
                .flatten()
                .map(save_id),
        );
        all
    }
}

/// Every version of `game` a document holds.
fn doc_versions(doc: &Bundle, game: GameId) -> BTreeSet<u64> {
    let incoming = served(doc);
    let mut all: BTreeSet<u64> = incoming
        .saves
        .iter()
        .filter(|(g, _)| *g == game)
        .map(|(_, v)| save_id(v))
        .collect();
    for (g, others) in &incoming.others {
        if *g == game {
            all.extend(others.iter().map(save_id));
        }
    }
    all
}

#[derive(Clone, Debug)]
enum Op {
    Edit(usize, usize),
    Finish(usize, usize),
    Choose(usize, usize, bool),
    Sync(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..2usize, 0..2usize).prop_map(|(d, g)| Op::Edit(d, g)),
        1 => (0..2usize, 0..2usize).prop_map(|(d, g)| Op::Finish(d, g)),
        2 => (0..2usize, 0..2usize, any::<bool>()).prop_map(|(d, g, t)| Op::Choose(d, g, t)),
        3 => (0..2usize).prop_map(Op::Sync),
    ]
}

fn save_id(v: &Value) -> u64 {
    v["data"]["id"].as_u64().expect("an id")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_game_is_lost_unless_the_player_dropped_it_and_both_devices_agree_in_the_end(
        ops in proptest::collection::vec(op(), 1..50)
    ) {
        let games = [GameId::Klondike, GameId::Spider];
        let mut devices = [Device::default(), Device::default()];
        let mut doc: Option<Bundle> = None;
        let mut next = 1u64;
        // Which value each edit grew from, which values a finish ended or a move left behind,
        // and which the player dropped by a choice.
        let mut parent: BTreeMap<u64, Option<u64>> = BTreeMap::new();
        let mut grown: BTreeSet<u64> = BTreeSet::new();
        let mut dropped: BTreeSet<u64> = BTreeSet::new();
        let mut finished = 0u32;
        for op in ops {
            match op {
                Op::Edit(d, g) => {
                    let from = devices[d].local.saves.get(&games[g]).map(save_id);
                    parent.insert(next, from);
                    if let Some(from) = from { grown.insert(from); }
                    devices[d].local.saves.insert(games[g], save(next));
                    next += 1;
                }
                Op::Finish(d, g) => {
                    if let Some(v) = devices[d].local.saves.remove(&games[g]) {
                        grown.insert(save_id(&v));
                        let records = devices[d].local.records.get_or_insert_with(Records::default);
                        records.add("klondike/draw1", Outcome::new(true, 10.0 + finished as f64));
                        finished += 1;
                    }
                }
                Op::Choose(d, g, theirs) => dropped.extend(devices[d].choose(games[g], theirs)),
                Op::Sync(d) => devices[d].sync(&mut doc),
            }
            // Every game that nothing grew from and the player did not drop is still somewhere.
            let mut present = BTreeSet::new();
            for game in games {
                for device in &devices {
                    present.extend(device.versions(game));
                }
                if let Some(doc) = &doc {
                    present.extend(doc_versions(doc, game));
                }
            }
            for id in parent.keys() {
                prop_assert!(
                    grown.contains(id) || dropped.contains(id) || present.contains(id),
                    "game {} lost", id
                );
            }
        }
        // After syncing both ways, both devices count every finished game once, and hold the
        // same versions of each game as the document: a conflict is kept on both sides.
        for d in [0, 1, 0] {
            devices[d].sync(&mut doc);
        }
        for device in &devices {
            let played = device.local.records.as_ref()
                .and_then(|r| r.get("klondike/draw1")).map_or(0, |r| r.played);
            prop_assert_eq!(played, finished);
        }
        let doc_now = doc.clone().expect("synced");
        for game in games {
            let held = doc_versions(&doc_now, game);
            prop_assert!(held.len() <= 1 + bundle::MAX_OTHER_VERSIONS);
            prop_assert_eq!(devices[0].versions(game), held.clone());
            prop_assert_eq!(devices[1].versions(game), held);
        }
        // Merging the same document again changes nothing.
        let remote = doc.as_ref().map(served);
        let again = merge(&devices[0].local, remote.as_ref(), &devices[0].bases);
        prop_assert!(again.records.is_none() && again.preferences.is_none());
        prop_assert!(again.layouts.is_empty());
        prop_assert!(again.saves.is_empty() && again.others.is_empty());
        prop_assert_eq!(doc.as_ref(), Some(&again.push));
    }
}
