//! The store against damaged files, unwritable folders and crashes mid-write.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour::preferences::{Preferences, Theme};
use parlour::records::{Outcome, Records};
use parlour::store::Store;

fn win(seconds: f64) -> Outcome {
    Outcome::new(true, seconds)
}

#[test]
fn saves_and_loads_records_and_preferences() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let mut records = Records::default();
    records.add("solitaire/Turtle", win(300.0));
    let prefs = Preferences {
        theme: Theme::Dark,
        ..Preferences::default()
    };
    assert!(store.save(Records::FILE, Records::VERSION, &records));
    assert!(store.save(Preferences::FILE, Preferences::VERSION, &prefs));

    let mut again = Store::open(Some(dir.path().to_owned()));
    let loaded: Records = again.load(Records::FILE, Records::VERSION);
    let loaded_prefs: Preferences = again.load(Preferences::FILE, Preferences::VERSION);
    assert_eq!(loaded, records);
    assert_eq!(loaded_prefs.theme, Theme::Dark);
    assert!(again.take_problems().is_empty());
}

#[test]
fn a_corrupt_file_is_set_aside_reported_and_replaced_by_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(Records::FILE);
    std::fs::write(&path, b"{\"version\": 1, \"data\": {\"entries\": 12").unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let records: Records = store.load(Records::FILE, Records::VERSION);
    assert_eq!(records, Records::default());

    let problems = store.take_problems();
    assert_eq!(problems.len(), 1);
    assert!(problems[0].contains("damaged"), "{problems:?}");
    let aside: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.starts_with("records.json.corrupt-"))
        .collect();
    assert_eq!(aside.len(), 1, "the bad file is kept aside");
    assert!(!path.exists(), "the bad file is never overwritten in place");

    // Other files are untouched and the next save works.
    assert!(store.save(Records::FILE, Records::VERSION, &records));
    assert!(store.take_problems().is_empty());
}

#[test]
fn a_file_over_the_size_limit_is_set_aside_without_being_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(Records::FILE);
    // Valid JSON, but larger than any file Parlour writes (a million recorded moves, say).
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(parlour::store::file::MAX_STORE_FILE_BYTES + 1)
        .unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let records: Records = store.load(Records::FILE, Records::VERSION);
    assert_eq!(records, Records::default());
    let problems = store.take_problems();
    assert!(
        problems[0].contains("at most"),
        "names the limit: {problems:?}"
    );
    assert!(!path.exists(), "set aside, not overwritten");
}

#[test]
fn an_unwritable_folder_is_reported_once_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the folder should be: no write can succeed, even as root.
    let blocked = dir.path().join("not-a-folder");
    std::fs::write(&blocked, b"").unwrap();
    let mut store = Store::open(Some(blocked.join("config")));
    let records = Records::default();
    assert!(!store.save(Records::FILE, Records::VERSION, &records));
    assert!(!store.save(
        Preferences::FILE,
        Preferences::VERSION,
        &Preferences::default()
    ));
    let problems = store.take_problems();
    assert_eq!(problems.len(), 1, "reported once: {problems:?}");
    assert!(problems[0].contains("cannot save"));
    // Reading still gives defaults without complaint.
    let prefs: Preferences = store.load(Preferences::FILE, Preferences::VERSION);
    assert_eq!(prefs, Preferences::default());
}

#[test]
fn a_crash_between_temp_write_and_rename_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let mut records = Records::default();
    records.add("klondike/draw1", win(100.0));
    assert!(store.save(Records::FILE, Records::VERSION, &records));

    // What a crash after the temp write but before the rename leaves behind: a half-written
    // temporary file next to the intact old one.
    std::fs::write(
        dir.path().join(".parlour-crash.tmp"),
        b"{\"version\": 1, \"da",
    )
    .unwrap();

    let mut after_crash = Store::open(Some(dir.path().to_owned()));
    let loaded: Records = after_crash.load(Records::FILE, Records::VERSION);
    assert_eq!(loaded, records, "the old records survive");
    assert!(after_crash.take_problems().is_empty());

    // And a normal save afterwards replaces the file completely.
    records.add("klondike/draw1", win(90.0));
    assert!(after_crash.save(Records::FILE, Records::VERSION, &records));
    let reloaded: Records =
        Store::open(Some(dir.path().to_owned())).load(Records::FILE, Records::VERSION);
    assert_eq!(reloaded, records);
}

#[test]
fn saves_leave_no_temporary_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    for n in 0..5 {
        let mut records = Records::default();
        records.add("x", win(f64::from(n)));
        assert!(store.save(Records::FILE, Records::VERSION, &records));
    }
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(names, [Records::FILE]);
}

/// A records file of the previous release (version 1: figures only) loads with every figure,
/// and is written back as version 2, which loads the same, games, dates and daily results too.
#[test]
fn records_of_the_previous_release_load_and_are_migrated() {
    let dir = tempfile::tempdir().unwrap();
    let v1 = r#"{
      "version": 1,
      "data": { "entries": {
        "solitaire/Turtle": { "best_time": 312.5, "best_score": null, "played": 9, "won": 6,
                              "streak": 2, "best_streak": 4 },
        "klondike/draw3-7piles-unlimited-vegas": { "best_score": 52, "played": 3, "won": 1 }
      } }
    }"#;
    std::fs::write(dir.path().join(Records::FILE), v1).unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let mut records: Records = store.load(Records::FILE, Records::VERSION);
    assert!(store.take_problems().is_empty());
    let turtle = records.get("solitaire/Turtle").unwrap();
    assert_eq!(turtle.best_time, Some(312.5));
    assert_eq!(
        (turtle.played, turtle.won, turtle.streak, turtle.best_streak),
        (9, 6, 2, 4)
    );
    assert!(turtle.games.is_empty());
    assert_eq!(
        records
            .get("klondike/draw3-7piles-unlimited-vegas")
            .unwrap()
            .best_score,
        Some(52)
    );

    let day = time::Date::from_calendar_date(2026, time::Month::November, 25).unwrap();
    records.add(
        "solitaire/Turtle",
        Outcome {
            deal_no: Some(77),
            moves: 72,
            date: Some(day),
            daily: Some((parlour_rules::daily::DailyGame::Solitaire, day)),
            ..win(301.25)
        },
    );
    assert!(store.save(Records::FILE, Records::VERSION, &records));
    let text = std::fs::read_to_string(dir.path().join(Records::FILE)).unwrap();
    assert!(text.contains("\"version\": 2"), "{text}");
    assert!(text.contains("\"2026-11-25\""), "{text}");
    let again: Records =
        Store::open(Some(dir.path().to_owned())).load(Records::FILE, Records::VERSION);
    assert_eq!(again, records);
    let turtle = again.get("solitaire/Turtle").unwrap();
    assert_eq!(
        (turtle.played, turtle.won, turtle.best_time),
        (10, 7, Some(301.25))
    );
    assert_eq!(turtle.games.len(), 1);
    assert_eq!(turtle.games[0].deal, Some(77));
    assert_eq!(
        again
            .daily
            .result(parlour_rules::daily::DailyGame::Solitaire, day),
        Some(true)
    );
}

/// A records file is capped, so it never outgrows what the store reads: the oldest games go.
#[test]
fn the_games_kept_are_capped_per_variant_and_in_all() {
    use parlour::records::{MAX_LOGS, MAX_LOGS_PER_KEY};
    let mut records = Records::default();
    for n in 0..(MAX_LOGS_PER_KEY + 30) {
        records.add("one", win(n as f64));
    }
    let one = records.get("one").unwrap();
    assert_eq!(one.games.len(), MAX_LOGS_PER_KEY);
    assert_eq!(one.games[0].seconds, 30.0, "the oldest went first");
    assert_eq!(
        one.played as usize,
        MAX_LOGS_PER_KEY + 30,
        "the figures count them all"
    );
    let keys = MAX_LOGS / MAX_LOGS_PER_KEY + 5;
    for k in 0..keys {
        for n in 0..MAX_LOGS_PER_KEY {
            records.add(&format!("key{k}"), win(n as f64));
        }
    }
    let total: usize = records.entries.values().map(|r| r.games.len()).sum();
    assert_eq!(total, MAX_LOGS);
    // Written out, the largest records file stays far below the store's 4 MiB cap.
    let dir = tempfile::tempdir().unwrap();
    assert!(Store::open(Some(dir.path().to_owned())).save(
        Records::FILE,
        Records::VERSION,
        &records
    ));
    let size = std::fs::metadata(dir.path().join(Records::FILE))
        .unwrap()
        .len();
    assert!(size < 3 * 1024 * 1024, "{size} bytes");
}
