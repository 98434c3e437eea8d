//! A phone's window (390 by 844 points): Settings, with each game's own rows, and the board
//! behind it fit its width, in German (the longest of the languages).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _, by};
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::i18n::Language;

const PHONE: [f32; 2] = [390.0, 844.0];

fn phone(dir: &std::path::Path, game: GameId) -> Harness<'static, ParlourApp> {
    phone_on_deal(dir, game, 1)
}

fn phone_on_deal(dir: &std::path::Path, game: GameId, deal: u64) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size(PHONE)
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(game),
                deal: Some(deal),
                config_dir: Some(dir.clone()),
                language: Some(Language::German),
                ..Default::default()
            })
        });
    harness.run();
    harness
}

/// The controls a player reads or touches.
fn is_control(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::RadioButton
            | Role::Slider
            | Role::TextInput
            | Role::ComboBox
            | Role::Label
    )
}

#[test]
fn settings_and_the_board_behind_fit_a_phone_s_width_in_german_in_every_game() {
    for game in GameId::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut harness = phone(dir.path(), game);
        harness.get_by_label("🔧 Einstellungen").click();
        harness.run();
        assert!(
            harness.query_by_label("Sprache").is_some(),
            "{game:?}: Settings is open"
        );
        let mut checked = 0;
        let mut off = Vec::new();
        for node in harness.query_all(by().recursive(true)) {
            let ak = node.accesskit_node();
            if !is_control(ak.role()) {
                continue;
            }
            let rect = node.rect();
            if rect.width() <= 0.0 {
                continue;
            }
            checked += 1;
            if rect.min.x < -0.5 || rect.max.x > PHONE[0] + 0.5 {
                let name = ak.label().or_else(|| ak.value()).unwrap_or_default();
                off.push(format!("{:?} {name:?} at {rect:?}", ak.role()));
            }
        }
        assert!(
            off.is_empty(),
            "{game:?}: these run off a {}-point-wide window:\n{}",
            PHONE[0],
            off.join("\n")
        );
        assert!(checked > 20, "{game:?}: only {checked} controls seen");
    }
}

#[test]
fn on_a_phone_mahjong_s_ways_to_play_with_friends_leave_every_hand_uncovered() {
    let dir = tempfile::tempdir().unwrap();
    let harness = phone(dir.path(), GameId::Mahjong);
    let online = harness.get_by_label("Online spielen").rect();
    let hands: Vec<_> = harness
        .query_all(by().recursive(true))
        .filter(|node| {
            let label = node.accesskit_node().label().unwrap_or_default();
            label.starts_with("Hand von")
        })
        .map(|node| node.rect())
        .collect();
    assert!(
        hands.len() >= 3,
        "the three other players' hands: {hands:?}"
    );
    for hand in hands {
        assert!(
            !hand.intersects(online),
            "the button at {online:?} covers a hand at {hand:?}"
        );
    }
}

#[test]
fn on_a_phone_each_status_bar_item_stays_on_one_line_in_german() {
    let dir = tempfile::tempdir().unwrap();
    // A nine-digit deal number, as a random deal has: "Spiel Nr. 930170767" did not fit beside
    // the counters and broke after "Nr.".
    let harness = phone_on_deal(dir.path(), GameId::Klondike, 930_170_767);
    let item = |prefix: &str| {
        let found: Vec<_> = harness
            .query_all(by().recursive(true))
            .filter(|node| {
                let ak = node.accesskit_node();
                // A label's text is its AccessKit value.
                ak.role() == Role::Label && ak.value().unwrap_or_default().starts_with(prefix)
            })
            .map(|node| node.rect())
            .collect();
        assert_eq!(
            found.len(),
            1,
            "one status item starting {prefix:?}: {found:?}"
        );
        found[0]
    };
    let points = item("Punkte:");
    let deal = item("Spiel Nr. 930170767");
    let clock = item("🕑");
    for (name, rect) in [("the deal", deal), ("the clock", clock)] {
        assert!(
            rect.height() < points.height() * 1.5,
            "{name} takes more than one line: {rect:?} (one line: {points:?})"
        );
        assert!(rect.max.x <= PHONE[0] + 0.5, "{name} runs off: {rect:?}");
    }
    assert!(
        deal.min.y > points.min.y,
        "the deal moved whole to the next row: {deal:?} after {points:?}"
    );
}
