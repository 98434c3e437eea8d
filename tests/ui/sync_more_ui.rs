//! Sync in the window, continued: a game in progress goes to the server a while after it was
//! saved (once, not once a move), a linked device makes a new code for all devices (the old one
//! revoked), and HTTPS trusting a CA file chosen in Settings, against the real room server with
//! TLS.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use super::sync_ui::sync_double::Double;
use super::sync_ui::{open_settings, type_into, until_shown};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::app::{Action, ParlourApp};
use std::path::Path;

/// The app's clock (egui's input time: each step of the harness is a quarter of a second).
fn now(harness: &Harness<'static, ParlourApp>) -> f64 {
    harness.ctx.input(|i| i.time)
}

/// Runs frames for `seconds` of the app's time, letting a sync thread answer meanwhile.
fn run_for(harness: &mut Harness<'static, ParlourApp>, seconds: f64) {
    let end = now(harness) + seconds;
    while now(harness) < end {
        harness.run_steps(1);
        std::thread::sleep(std::time::Duration::from_millis(4));
    }
}

/// The revision the double holds for its only code.
fn revision(server: &Double) -> u64 {
    let state = server.state.lock().unwrap();
    state.docs.values().map(|d| d.0).max().unwrap_or(0)
}

/// Links the app to a new code on `server` through Settings, and waits until nothing more
/// goes up (the panels dealt out of sight at start are saved and synced too).
fn link(harness: &mut Harness<'static, ParlourApp>, server: &Double) {
    open_settings(harness);
    type_into(harness, "Server", &server.addr);
    harness.get_by_label("Make a code").click();
    until_shown(harness, "Last sync:");
    loop {
        let before = revision(server);
        run_for(harness, 30.0);
        if revision(server) == before {
            return;
        }
    }
}

#[test]
fn a_saved_game_goes_up_a_while_after_the_last_save_not_once_a_move() {
    let server = Double::start(16 << 20);
    let dir = tempfile::tempdir().unwrap();
    // The game shown is Mahjong Solitaire (Klondike's Settings rows have a slider without a
    // name, which the harness's accessibility check refuses).
    let mut harness = super::sync_ui::app(dir.path());
    super::until_dealt(&mut harness);
    link(&mut harness, &server);
    let linked = revision(&server);

    // A new deal is a changed game in progress: written within two seconds, sent later.
    let first = now(&harness);
    harness.state_mut().perform(Action::NewGame, first);
    super::until_dealt(&mut harness);
    run_for(&mut harness, 15.0);
    assert_eq!(revision(&server), linked, "no sync right after a save");
    // Another change puts the sync off again.
    let second = now(&harness);
    harness.state_mut().perform(Action::NewGame, second);
    run_for(&mut harness, 15.0);
    assert_eq!(revision(&server), linked, "each save puts the sync off");
    while revision(&server) == linked {
        assert!(
            now(&harness) < second + 60.0,
            "the saved game never went up"
        );
        run_for(&mut harness, 0.25);
    }
    assert!(
        now(&harness) >= second + 20.0,
        "synced {}",
        now(&harness) - second
    );
    // One sync for both changes, and what went up is the game on disk.
    assert_eq!(revision(&server), linked + 1);
    let saved: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("saves/solitaire.json")).unwrap())
            .unwrap();
    let doc: serde_json::Value = {
        let state = server.state.lock().unwrap();
        serde_json::from_slice(&state.docs.values().next().unwrap().1).unwrap()
    };
    assert_eq!(doc["data"]["files"]["saves/solitaire.json"], saved);
    // Nothing changed since: no more syncs until the periodic one.
    run_for(&mut harness, 60.0);
    assert_eq!(revision(&server), linked + 1);
}

#[test]
fn a_linked_device_makes_a_new_code_and_the_old_one_stops_working() {
    let server = Double::start(16 << 20);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = super::sync_ui::app(dir.path());
    open_settings(&mut harness);
    type_into(&mut harness, "Server", &server.addr);
    harness.get_by_label("Make a code").click();
    until_shown(&mut harness, "Last sync:");
    let code_in = |dir: &Path| {
        let link: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.join("sync.json")).unwrap()).unwrap();
        link["data"]["code"].as_str().unwrap().to_owned()
    };
    let old = code_in(dir.path());

    // The player asks, is told what it means for the other devices, and confirms.
    harness.get_by_label("Make a new code").click_accesskit();
    harness.run_steps(2);
    harness.get_by_label_contains("each of your other devices must enter the new code");
    harness.get_by_label("Make a new code").click_accesskit();
    until_shown(&mut harness, "This device has a new code");
    harness.get_by_label_contains("On each of your other devices");

    let new = code_in(dir.path());
    assert_ne!(new, old);
    // The new code shows, as text and QR code, and holds this device's data.
    harness.get_by_label(&format!("Code: {new}"));
    harness.get_by_label("QR code of the sync code");
    let state = server.state.lock().unwrap();
    let canonical = |code: &str| code.replace('-', "");
    assert!(
        !state.docs.contains_key(&canonical(&old)),
        "the old code is revoked"
    );
    assert_eq!(state.docs.get(&canonical(&new)).map(|d| d.0), Some(1));
}

/// A CA and a certificate for `localhost` it signed, as PEM text: (CA, certificate, key).
fn pki() -> (String, String, String) {
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    let ca_cert = ca_params.self_signed(&ca_key).unwrap();
    let issuer = rcgen::Issuer::new(ca_params, ca_key);
    let key = rcgen::KeyPair::generate().unwrap();
    let params = rcgen::CertificateParams::new(vec!["localhost".to_string()]).unwrap();
    let cert = params.signed_by(&key, &issuer).unwrap();
    (ca_cert.pem(), cert.pem(), key.serialize_pem())
}

#[test]
fn https_trusting_a_ca_file_chosen_in_settings() {
    // The real room server, speaking only TLS with a certificate from its own CA.
    let state = tempfile::tempdir().unwrap();
    let (ca, cert, key) = pki();
    let (cert_path, key_path) = (state.path().join("cert.pem"), state.path().join("key.pem"));
    std::fs::write(&cert_path, cert).unwrap();
    std::fs::write(&key_path, key).unwrap();
    let ca_path = state.path().join("ca.pem");
    std::fs::write(&ca_path, ca).unwrap();
    let (other_ca, _, _) = pki();
    let other_ca_path = state.path().join("other-ca.pem");
    std::fs::write(&other_ca_path, other_ca).unwrap();
    let db = format!("sqlite://{}", state.path().join("sync.db").display());
    let flags = [
        "--db",
        &db,
        "--tls-cert",
        cert_path.to_str().unwrap(),
        "--tls-key",
        key_path.to_str().unwrap(),
    ];
    let (runtime, running) = crate::in_process_server::start(&flags);
    let server = format!("localhost:{}", running.addr().port());

    // A device told to trust a CA that did not sign the server's certificate: refused, and
    // nothing linked. Then one trusting the right CA: linked, and the link keeps the file.
    for (ca_file, trusted) in [(&other_ca_path, false), (&ca_path, true)] {
        let dir = tempfile::tempdir().unwrap();
        let mut harness = super::sync_ui::app(dir.path());
        open_settings(&mut harness);
        type_into(&mut harness, "Server", &server);
        // The CA field belongs to HTTPS.
        assert!(
            harness
                .query_by_role_and_label(Role::TextInput, "CA certificate (PEM file)")
                .is_none()
        );
        harness.get_by_label("Encrypted (HTTPS)").click();
        harness.run_steps(2);
        type_into(
            &mut harness,
            "CA certificate (PEM file)",
            ca_file.to_str().unwrap(),
        );
        harness.get_by_label("Make a code").click();
        if !trusted {
            until_shown(&mut harness, "Sync failed:");
            assert!(!dir.path().join("sync.json").exists());
            continue;
        }
        until_shown(&mut harness, "Last sync:");
        harness.get_by_label_contains("Linked through localhost");
        let link: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.path().join("sync.json")).unwrap()).unwrap();
        assert_eq!(
            link["data"]["tls"],
            serde_json::json!({"CaFile": ca_path.to_str().unwrap()})
        );
    }
    runtime.block_on(running.stop("test over"));
}

#[test]
fn a_code_the_server_does_not_know_says_how_to_enter_a_new_one() {
    let server = Double::start(16 << 20);
    let dir = tempfile::tempdir().unwrap();
    // Linked to a code another device replaced (the server no longer knows it).
    let link = serde_json::json!({"version": 1, "data": {
        "server": server.addr, "tls": "Plain", "code": "K7QDM-X3P0A-B1CDE-FGHJK"}});
    std::fs::write(dir.path().join("sync.json"), link.to_string()).unwrap();
    let mut harness = super::sync_ui::app(dir.path());
    open_settings(&mut harness);
    until_shown(&mut harness, "replaced by a new code on another device");
    harness.get_by_label_contains("“Forget on this device”, then enter it");
    // Nothing was unlinked by the failure: the player decides.
    assert!(dir.path().join("sync.json").exists());
}
