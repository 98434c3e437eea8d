//! The merge's cases one by one, and a property test of two devices syncing in any order.

use super::*;
use crate::bundle;
use crate::records::Outcome;
use proptest::prelude::*;
use std::collections::BTreeMap;

const KLONDIKE: GameId = GameId::Klondike;

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

fn base_of(value: &Value) -> BTreeMap<String, String> {
    BTreeMap::from([("saves/klondike.json".to_owned(), content_hash(value))])
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
    assert_eq!(m.push.files.get("saves/klondike.json"), Some(&theirs));
    // Only this device moved: push it, nothing changes here.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote_with_save(KLONDIKE, base.clone())),
        &base_of(&base),
    );
    assert!(m.saves.is_empty());
    assert_eq!(m.push.files.get("saves/klondike.json"), Some(&ours));
    // Both moved: a conflict; ours stays, theirs kept aside, the document keeps theirs.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &base_of(&base),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::KeepAside(theirs.clone()))]);
    assert_eq!(m.conflicts, [KLONDIKE]);
    assert_eq!(m.push.files.get("saves/klondike.json"), Some(&theirs));
    // Never synced before and different: a conflict too.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &BTreeMap::new(),
    );
    assert_eq!(m.conflicts, [KLONDIKE]);
    // Finished on the other device, untouched here: removed here.
    let m = merge(
        &with_save(KLONDIKE, base.clone()),
        Some(&Incoming::default()),
        &base_of(&base),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::Remove)]);
    assert!(!m.push.files.contains_key("saves/klondike.json"));
    // Finished there but moved on here: kept and pushed.
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&Incoming::default()),
        &base_of(&base),
    );
    assert!(m.saves.is_empty());
    assert_eq!(m.push.files.get("saves/klondike.json"), Some(&ours));
    // Finished here, moved on there: the other device's game comes back.
    let m = merge(
        &Local::default(),
        Some(&remote_with_save(KLONDIKE, theirs.clone())),
        &base_of(&base),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::Write(theirs))]);
}

#[test]
fn refused_and_unreadable_files_are_left_alone() {
    let ours = save(2);
    let remote = Incoming {
        refused: vec!["saves/klondike.json: written by a newer Parlour".into()],
        refused_files: vec!["saves/klondike.json".into()],
        ..Incoming::default()
    };
    let m = merge(
        &with_save(KLONDIKE, ours.clone()),
        Some(&remote),
        &base_of(&ours),
    );
    assert!(m.saves.is_empty(), "a refusal is no deletion");
    assert_eq!(m.push.files.get("saves/klondike.json"), Some(&ours));

    let mut local = Local::default();
    local.unreadable.insert(KLONDIKE);
    let m = merge(
        &local,
        Some(&remote_with_save(KLONDIKE, save(3))),
        &BTreeMap::new(),
    );
    assert!(m.saves.is_empty(), "a damaged file here is never replaced");
}

#[test]
fn a_waiting_conflict_freezes_the_game_and_follows_the_other_copy() {
    let mut local = with_save(KLONDIKE, save(2));
    local.conflicts.insert(KLONDIKE);
    let m = merge(
        &local,
        Some(&remote_with_save(KLONDIKE, save(4))),
        &base_of(&save(3)),
    );
    assert_eq!(m.saves, [(KLONDIKE, SaveChange::KeepAside(save(4)))]);
    assert_eq!(m.push.files.get("saves/klondike.json"), Some(&save(4)));
    assert!(m.conflicts.is_empty(), "not a new conflict");
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
    let bases = BTreeMap::from([(Preferences::FILE.to_owned(), content_hash(&base))]);
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
    let m = merge(&local, Some(&remote), &BTreeMap::new());
    let names: Vec<&str> = m.layouts.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Turtle (2)", "Fort"]);
    assert_eq!(served(&m.push).layouts.len(), 4);
    // The other way, and again: nothing more comes in.
    let local = Local {
        layouts: served(&m.push).layouts,
        ..Local::default()
    };
    let again = merge(&local, Some(&remote), &BTreeMap::new());
    assert!(again.layouts.is_empty());
}

/// One device in the simulation.
#[derive(Default)]
struct Device {
    local: Local,
    aside: BTreeMap<GameId, Value>,
    bases: BTreeMap<String, String>,
}

impl Device {
    fn sync(&mut self, doc: &mut Option<Bundle>) {
        let remote = doc.as_ref().map(served);
        let none = BTreeMap::new();
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
                SaveChange::KeepAside(v) => {
                    self.aside.insert(game, v);
                    self.local.conflicts.insert(game);
                }
            }
        }
        self.local.layouts.extend(m.layouts);
        self.bases = m.bases;
        *doc = Some(m.push);
    }
}

#[derive(Clone, Debug)]
enum Op {
    Edit(usize, usize),
    Finish(usize, usize),
    Sync(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..2usize, 0..2usize).prop_map(|(d, g)| Op::Edit(d, g)),
        1 => (0..2usize, 0..2usize).prop_map(|(d, g)| Op::Finish(d, g)),
        3 => (0..2usize).prop_map(Op::Sync),
    ]
}

fn save_id(v: &Value) -> u64 {
    v["data"]["id"].as_u64().expect("an id")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn no_game_and_no_finished_game_is_lost(ops in proptest::collection::vec(op(), 1..40)) {
        let games = [GameId::Klondike, GameId::Spider];
        let mut devices = [Device::default(), Device::default()];
        let mut doc: Option<Bundle> = None;
        let mut next = 1u64;
        // Which value each edit grew from, and which values a finish ended.
        let mut parent: BTreeMap<u64, Option<u64>> = BTreeMap::new();
        let mut grown: BTreeSet<u64> = BTreeSet::new();
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
                Op::Sync(d) => devices[d].sync(&mut doc),
            }
            // Every game that nothing grew from is still somewhere.
            let mut present = BTreeSet::new();
            for device in &devices {
                present.extend(device.local.saves.values().map(save_id));
                present.extend(device.aside.values().map(save_id));
            }
            if let Some(doc) = &doc {
                present.extend(doc.files.iter()
                    .filter(|(name, _)| name.starts_with("saves/"))
                    .map(|(_, v)| save_id(v)));
            }
            for id in parent.keys() {
                prop_assert!(grown.contains(id) || present.contains(id), "game {} lost", id);
            }
        }
        // After syncing both ways, both devices count every finished game once.
        for d in [0, 1, 0] {
            devices[d].sync(&mut doc);
        }
        for device in &devices {
            let played = device.local.records.as_ref()
                .and_then(|r| r.get("klondike/draw1")).map_or(0, |r| r.played);
            prop_assert_eq!(played, finished);
        }
        // Merging the same document again changes nothing.
        let remote = doc.as_ref().map(served);
        let again = merge(&devices[0].local, remote.as_ref(), &devices[0].bases);
        prop_assert!(again.records.is_none() && again.preferences.is_none());
        prop_assert!(again.layouts.is_empty());
        for (game, change) in &again.saves {
            let kept = devices[0].aside.get(game).map(|v| SaveChange::KeepAside(v.clone()));
            prop_assert_eq!(Some(change), kept.as_ref());
        }
        prop_assert_eq!(doc.as_ref(), Some(&again.push));
    }
}
