//! Preferences and records written by the release before the workspace split
//! (tests/fixtures/config, written by that release's own `Store::save`) load with every value.

use parlour::faces::CardBack;
use parlour::game_id::GameId;
use parlour::preferences::{Preferences, Theme};
use parlour::records::Records;
use parlour::store::Store;

fn config_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    for file in ["preferences.json", "records.json"] {
        let from = format!(
            "{}/tests/fixtures/config/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        if let Err(e) = std::fs::copy(&from, dir.path().join(file)) {
            panic!("{from}: {e}");
        }
    }
    dir
}

#[test]
fn preferences_of_the_previous_release_load() {
    let dir = config_copy();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let prefs: Preferences = store.load(Preferences::FILE, Preferences::VERSION);
    assert_eq!(store.take_problems(), Vec::<String>::new());
    assert_eq!(prefs.theme, Theme::Dark);
    assert_eq!(prefs.animation_speed, 1.5);
    assert!(!prefs.tiles.corner_index);
    assert!(prefs.tiles.colour_blind);
    assert_eq!(prefs.cards.back, CardBack::Tartan);
    assert_eq!(prefs.window_size, Some([1024.0, 700.0]));
    assert_eq!(prefs.last_game, GameId::Klondike);
    #[derive(serde::Deserialize, Default)]
    struct Draw {
        draw: u8,
    }
    assert_eq!(prefs.game_options::<Draw>(GameId::Klondike).draw, 3);
}

#[test]
fn records_of_the_previous_release_load() {
    let dir = config_copy();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let records: Records = store.load(Records::FILE, Records::VERSION);
    assert_eq!(store.take_problems(), Vec::<String>::new());
    let Some(klondike) = records.get("klondike/draw3") else {
        panic!("the Klondike record is gone");
    };
    assert_eq!((klondike.played, klondike.won), (2, 1));
    assert_eq!(klondike.best_time, Some(125.5));
    assert_eq!(klondike.best_score, Some(640));
    let Some(turtle) = records.get("solitaire/Turtle") else {
        panic!("the Turtle record is gone");
    };
    assert_eq!((turtle.played, turtle.won, turtle.best_time), (1, 1, None));
}
