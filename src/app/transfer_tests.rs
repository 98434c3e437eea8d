//! "Export my data" and "Import" on real folders: the other versions of a game waiting for the
//! player's choice go out in the file and come back in beside the importing computer's own.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use super::super::dialogs::Dialog;
use super::super::{Launch, ParlourApp};
use crate::game_id::GameId;
use crate::store::SAVED_GAME_VERSION;
use crate::sync::conflicts;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use serde_json::{Value, json};
use std::path::Path;

/// A Klondike game in progress (deal 7) as stored, its clock at `seconds`.
fn klondike_save(seconds: f64) -> Value {
    let text = include_str!("../../tests/fixtures/saves/klondike.json");
    let mut data: Value = serde_json::from_str(text).unwrap();
    data["seconds"] = json!(seconds);
    json!({"version": SAVED_GAME_VERSION, "data": data})
}

fn write_save(dir: &Path, save: &Value) {
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    std::fs::write(
        dir.join("saves").join("klondike.json"),
        serde_json::to_vec(save).unwrap(),
    )
    .unwrap();
}

fn app_in(dir: &Path) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Klondike),
                config_dir: Some(dir.clone()),
                ..Default::default()
            })
        });
    harness.run();
    harness
}

#[test]
fn versions_waiting_for_a_choice_go_out_and_come_back_in() {
    let (a, b, c) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    let waiting = klondike_save(20.0);
    write_save(a.path(), &klondike_save(10.0));
    conflicts::set_others(a.path(), GameId::Klondike, std::slice::from_ref(&waiting)).unwrap();
    let exported = a.path().join("parlour-data.json");
    app_in(a.path()).state_mut().export_to(&exported, 1.0);
    let file: Value = serde_json::from_slice(&std::fs::read(&exported).unwrap()).unwrap();
    assert_eq!(
        file["data"]["conflicts"]["data"]["saves/klondike.json"],
        json!([waiting]),
        "the exported file holds the waiting version"
    );

    // A computer with a game of its own: the imported game waits for the player's word, and
    // the waiting version is kept beside it.
    let own = klondike_save(30.0);
    write_save(b.path(), &own);
    let mut harness = app_in(b.path());
    harness.state_mut().import_from(&exported, 2.0);
    let app = harness.state();
    assert!(matches!(app.dialog, Some(Dialog::ReplaceGames(_))));
    assert_eq!(
        conflicts::others(b.path(), GameId::Klondike).unwrap(),
        vec![waiting.clone()]
    );
    let kept: Value =
        serde_json::from_slice(&std::fs::read(b.path().join("saves/klondike.json")).unwrap())
            .unwrap();
    assert_eq!(kept, own, "this computer's game is not replaced unasked");

    // A computer with nothing: the game comes in, with its waiting version.
    let mut harness = app_in(c.path());
    harness.state_mut().import_from(&exported, 2.0);
    assert!(c.path().join("saves/klondike.json").is_file());
    assert_eq!(
        conflicts::others(c.path(), GameId::Klondike).unwrap(),
        vec![waiting.clone()]
    );

    // Importing the same file again adds nothing.
    harness.state_mut().import_from(&exported, 3.0);
    assert_eq!(
        conflicts::others(c.path(), GameId::Klondike).unwrap(),
        vec![waiting.clone()]
    );

    // Not linked to any device, the player still chooses in Settings.
    harness.get_by_label("🔧 Settings").click();
    harness.run();
    harness.get_by_label("Continue the other device’s").click();
    harness.run();
    assert!(
        conflicts::others(c.path(), GameId::Klondike)
            .unwrap()
            .is_empty()
    );
    let now: Value =
        serde_json::from_slice(&std::fs::read(c.path().join("saves/klondike.json")).unwrap())
            .unwrap();
    assert_eq!(now, waiting, "the chosen version is the game in progress");
}
