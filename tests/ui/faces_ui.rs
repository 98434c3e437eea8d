//! The faces gallery and the Faces settings, driven through the window by accessible labels.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::app::{Launch, ParlourApp};

fn app(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                config_dir: Some(dir.clone()),
                ..Launch::default()
            })
        })
}

#[test]
fn the_gallery_opens_from_about_and_shows_every_face() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    harness.run();
    harness.get_by_label("ℹ About").click();
    harness.run();
    // About names the version Cargo built (the packages' version).
    let version = format!("Version {}", env!("CARGO_PKG_VERSION"));
    assert!(harness.query_by_label(&version).is_some(), "{version}");
    harness
        .get_by_role_and_label(Role::Button, "Faces gallery…")
        .click();
    harness.run();
    assert!(harness.query_by_label("Faces gallery").is_some());
    // A sample of every kind, found by name the way a screen reader would.
    for name in [
        "1 of bamboo",
        "9 of characters",
        "5 of dots",
        "East wind",
        "White dragon",
        "Plum flower",
        "Winter season",
        "Tile back",
        "Queen of spades",
        "Ace of hearts",
        "10 of diamonds",
        "Lattice card back",
        "Rosette card back",
        "Tartan card back",
        "Red ruby",
        "White pearl",
    ] {
        assert!(
            harness.query_by_label(name).is_some(),
            "{name} missing from the gallery"
        );
    }
    harness.get_by_role_and_label(Role::Button, "Close").click();
    harness.run();
    assert!(harness.query_by_label("Faces gallery").is_none());
}

#[test]
fn a_bad_card_back_file_is_refused_with_a_message_and_the_choice_stays() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("not-a-picture.png");
    std::fs::write(&bad, b"plain text, not a PNG").unwrap();
    let mut harness = app(dir.path());
    harness.run();
    harness.get_by_label("🔧 Settings").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, "Rosette")
        .click();
    harness.run();
    // The picture's path is Settings' first text field (sync's server and code come later).
    harness
        .get_all_by_role(Role::TextInput)
        .next()
        .unwrap()
        .click();
    harness.run();
    harness
        .get_all_by_role(Role::TextInput)
        .next()
        .unwrap()
        .type_text(bad.to_str().unwrap());
    harness.run();
    harness.get_by_label("Use picture").click();
    harness.run();
    assert!(
        harness
            .query_by_label_contains("The previous back stays")
            .is_some()
    );
    // The refusal changed nothing: the back chosen before is still selected.
    let rosette = harness.get_by_role_and_label(Role::RadioButton, "Rosette");
    assert_eq!(
        rosette.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
}
