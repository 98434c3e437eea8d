//! The window in every language: every panel and dialog finds all its messages, and a language
//! picked in Settings speaks from the same frame on.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _, by};
use parlour::app::{Action, Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::i18n::{Language, MISSING_MARK, lookup_in};

fn app(dir: &std::path::Path, language: Language) -> Harness<'static, ParlourApp> {
    let prefs = serde_json::json!({
        "version": 1,
        "data": { "language": language, "animation_speed": 0.0 },
    });
    std::fs::write(dir.join("preferences.json"), prefs.to_string()).unwrap();
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Solitaire),
                deal: Some(3),
                config_dir: Some(dir.clone()),
                ..Default::default()
            })
        });
    harness.run_steps(3);
    crate::until_dealt(&mut harness);
    harness
}

/// The texts on screen that name a message no catalog has.
fn missing(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    let marked = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        [node.label(), node.value()]
            .into_iter()
            .flatten()
            .find(|text| text.contains(MISSING_MARK))
    };
    harness
        .query_all(
            by().include_labels()
                .predicate(|node| marked(node).is_some()),
        )
        .filter_map(|node| marked(&node.accesskit_node()))
        .collect()
}

#[test]
fn every_panel_and_dialog_finds_its_messages_in_every_language() {
    let dialogs = [
        Action::Settings,
        Action::About,
        Action::Records,
        Action::Statistics,
        Action::Today,
        Action::NewGameNumbered,
    ];
    for language in Language::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut harness = app(dir.path(), language);
        for (index, game) in GameId::ALL.into_iter().enumerate() {
            harness.state_mut().perform(Action::Show(index), 1.0);
            harness.run_steps(3);
            assert_eq!(harness.state().active_game(), game);
            let found = missing(&harness);
            assert!(
                found.is_empty(),
                "{} {}: {found:?}",
                language.code(),
                game.key()
            );
            for dialog in dialogs {
                harness.state_mut().perform(dialog, 1.0);
                harness.run_steps(3);
                let found = missing(&harness);
                assert!(
                    found.is_empty(),
                    "{} {} {dialog:?}: {found:?}",
                    language.code(),
                    game.key()
                );
                harness.key_press(egui::Key::Escape);
                harness.run_steps(3);
            }
        }
        assert_eq!(harness.state().language(), language);
    }
}

#[test]
fn a_language_picked_in_settings_speaks_in_the_same_frame() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), Language::English);
    harness.state_mut().perform(Action::Settings, 1.0);
    harness.run_steps(3);
    let theme_de = lookup_in(Language::German, "settings-theme", None).unwrap();
    harness.get_by_label("Theme");
    harness.get_by_label("Language").click();
    harness.run_steps(3);
    harness.get_by_label("Deutsch").click();
    // One frame: the click is seen, German is picked, and what is drawn after the picker in
    // that very frame already speaks German.
    harness.step();
    assert_eq!(harness.state().language(), Language::German);
    harness.get_by_label(&theme_de);
    assert!(harness.query_by_label("Theme").is_none());
    // Kept in the preferences, written within two seconds (steps are a quarter of a second).
    harness.key_press(egui::Key::Escape);
    harness.run_steps(9);
    let saved = std::fs::read_to_string(dir.path().join("preferences.json")).unwrap();
    assert!(saved.contains("\"German\""), "{saved}");
}
