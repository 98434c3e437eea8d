//! Settings, "Play on your other devices", by accessible label: the warning before a code goes
//! in clear to a distant server, making a code against an HTTP double of the sync endpoints
//! (shown as text and QR code, the data uploaded), the choice after a conflict, the sync a while
//! after a saved game, a new code for all devices, and HTTPS trusting a CA file against the real
//! server (tests/ui/sync_more_ui.rs).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

#[path = "../support/sync_double.rs"]
pub(crate) mod sync_double;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::app::{Action, Launch, ParlourApp};
use std::path::Path;
use sync_double::Double;

pub(crate) fn app(dir: &Path) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    Harness::builder()
        .with_size([1280.0, 1000.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                config_dir: Some(dir.clone()),
                ..Launch::default()
            })
        })
}

pub(crate) fn open_settings(harness: &mut Harness<'static, ParlourApp>) {
    harness.run();
    harness.state_mut().perform(Action::Settings, 1.0);
    harness.run_steps(3);
}

/// Types `text` into the text field labelled `label`.
pub(crate) fn type_into(harness: &mut Harness<'static, ParlourApp>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .click();
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

/// Runs frames until `label` shows (a sync runs on its own thread), at most 20 s. Frame by
/// frame: the spinner shown meanwhile asks for every frame.
pub(crate) fn until_shown(harness: &mut Harness<'static, ParlourApp>, label: &str) {
    for _ in 0..2000 {
        harness.run_steps(1);
        if harness.query_by_label_contains(label).is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("{label:?} did not show within 20 s");
}

#[test]
fn a_code_in_clear_to_a_distant_server_waits_for_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    open_settings(&mut harness);
    harness.get_by_label("Play on your other devices");
    type_into(&mut harness, "Server", "play.example.org:47480");
    harness.get_by_label("Make a code").click();
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("is not on your local network")
            .is_some()
    );
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("is not on your local network")
            .is_none()
    );
    assert!(!dir.path().join("sync.json").exists(), "nothing was sent");
}

#[test]
fn making_a_code_links_uploads_and_shows_the_code_and_its_qr_code() {
    let server = Double::start(16 << 20);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    open_settings(&mut harness);
    // A local address: no warning, the code is made at once.
    type_into(&mut harness, "Server", &server.addr);
    harness.get_by_label("Make a code").click();
    until_shown(&mut harness, "Linked through");
    until_shown(&mut harness, "Last sync:");
    assert!(dir.path().join("sync.json").exists());
    let stored = server.state.lock().unwrap().docs.values().next().cloned();
    assert_eq!(stored.map(|d| d.0), Some(1), "the data went up");
    // By accessibility action: the Settings window may reach below the test's screen.
    harness.get_by_label("Show the code").click_accesskit();
    harness.run_steps(2);
    harness.get_by_label("Hide the code");
    let link: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("sync.json")).unwrap()).unwrap();
    let code = link["data"]["code"].as_str().unwrap().to_owned();
    assert_eq!(code.len(), 23, "{code}");
    harness.get_by_label(&format!("Code: {code}"));
    harness.get_by_label("QR code of the sync code");
    // Forget unlinks this device only.
    harness
        .get_by_label("Forget on this device")
        .click_accesskit();
    harness.run_steps(2);
    assert!(!dir.path().join("sync.json").exists());
    harness.get_by_label("Make a code");
}

#[test]
fn after_a_conflict_the_player_chooses_the_other_devices_game() {
    let dir = tempfile::tempdir().unwrap();
    let theirs = include_str!("../fixtures/saves/klondike.json");
    let theirs = format!("{{\"version\": 1, \"data\": {theirs}}}");
    std::fs::create_dir_all(dir.path().join("sync-conflicts")).unwrap();
    std::fs::write(dir.path().join("sync-conflicts/klondike.json"), &theirs).unwrap();
    // Linked to a server that is not there: the sync at start fails and says so.
    let link = serde_json::json!({"version": 1, "data": {
        "server": "127.0.0.1:1", "tls": "Plain", "code": "K7QDM-X3P0A-B1CDE-FGHJK"}});
    std::fs::write(dir.path().join("sync.json"), link.to_string()).unwrap();
    let mut harness = app(dir.path());
    open_settings(&mut harness);
    until_shown(
        &mut harness,
        "Sync failed: cannot reach the server 127.0.0.1:1",
    );
    harness.get_by_label_contains("both devices changed this game");
    harness.get_by_label("Continue the other device’s").click();
    harness.run_steps(2);
    assert!(!dir.path().join("sync-conflicts/klondike.json").exists());
    let save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("saves/klondike.json")).unwrap())
            .unwrap();
    let expected: serde_json::Value = serde_json::from_str(&theirs).unwrap();
    assert_eq!(save, expected);
    assert!(
        harness
            .query_by_label_contains("both devices changed this game")
            .is_none()
    );
}

#[test]
fn settings_say_when_a_replaced_code_still_works() {
    use parlour::sync::SyncCode;
    use parlour::sync::link::{self, Link, TlsMode};
    let dir = tempfile::tempdir().unwrap();
    let code = SyncCode::parse("AAAAA-BBBBB-CCCCC-DDDDD").unwrap();
    let mut linked = Link::new("127.0.0.1:9".into(), TlsMode::Plain, code);
    linked.retired = Some(SyncCode::parse("QQQQQ-RRRRR-SSSSS-TTTTT").unwrap());
    link::save(dir.path(), &linked).unwrap();
    let mut harness = app(dir.path());
    open_settings(&mut harness);
    harness
        .get_by_label("The old code still works until a sync reaches the server and revokes it.");
}
