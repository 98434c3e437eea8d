//! `parlour sync` between config folders as devices, through an HTTP double of the server's four
//! sync endpoints that follows the protocol (tests/support/sync_double.rs). The real server
//! (crates/parlour-server) is tested against the same client when the branches meet.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

#[path = "../support/sync_double.rs"]
mod sync_double;

use std::path::Path;
use std::process::{Command, Output};
use sync_double::Double;

fn parlour() -> Command {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
}

fn run(dir: &Path, args: &[&str]) -> Output {
    parlour()
        .arg("sync")
        .args(args)
        .arg("--config-dir")
        .arg(dir)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn ok(output: Output) -> String {
    assert!(
        output.status.success(),
        "stdout: {}\nstderr: {}",
        stdout(&output),
        stderr(&output)
    );
    stdout(&output)
}

/// Klondike's saved game of deal 7 (the saves_compat fixture), played for `seconds`.
pub(super) fn klondike_save(seconds: f64) -> serde_json::Value {
    let text = include_str!("../fixtures/saves/klondike.json");
    let mut data: serde_json::Value = serde_json::from_str(text).unwrap();
    data["seconds"] = seconds.into();
    serde_json::json!({"version": 1, "data": data})
}

pub(super) fn write_json(dir: &Path, name: &str, value: &serde_json::Value) {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, serde_json::to_vec_pretty(value).unwrap()).unwrap();
}

pub(super) fn read_json(dir: &Path, name: &str) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(dir.join(name)).unwrap()).unwrap()
}

fn records_played(dir: &Path, key: &str) -> u64 {
    read_json(dir, "records.json")["data"]["entries"][key]["played"]
        .as_u64()
        .unwrap_or(0)
}

#[test]
fn two_devices_share_a_game_follow_each_other_and_keep_both_sides_of_a_conflict() {
    let server = Double::start(16 << 20);
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (a, b) = (a.path(), b.path());
    write_json(a, "saves/klondike.json", &klondike_save(10.0));
    let records: serde_json::Value =
        serde_json::from_str(include_str!("../fixtures/config/records.json")).unwrap();
    write_json(a, "records.json", &records);

    // A makes the code: the first line, and A's data is on the server before it exits.
    let said = ok(run(a, &["new", "--server", &server.addr]));
    let first = said.lines().next().unwrap();
    let code = first.strip_prefix("sync ").expect("`sync CODE` first");
    assert_eq!(code.len(), 23, "{first}");
    let stored = server
        .state
        .lock()
        .unwrap()
        .docs
        .values()
        .next()
        .unwrap()
        .clone();
    assert_eq!(stored.0, 1);
    assert!(String::from_utf8_lossy(&stored.1).contains("saves/klondike.json"));

    // B joins (the config folder given before the subcommand this time, the code in lower case):
    // A's game and records land in B's usual files.
    let joined = parlour()
        .arg("--config-dir")
        .arg(b)
        .args([
            "sync",
            "join",
            &code.to_lowercase(),
            "--server",
            &server.addr,
        ])
        .output()
        .unwrap();
    assert!(ok(joined).contains("games from other devices: klondike"));
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(10.0));
    assert_eq!(records_played(b, "klondike/draw3"), 2);

    // B plays on; after both sync, A has B's position.
    write_json(b, "saves/klondike.json", &klondike_save(75.5));
    ok(run(b, &["now"]));
    ok(run(a, &["now"]));
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(75.5));

    // Both play on the same game: the second to sync keeps both and says how to choose.
    write_json(a, "saves/klondike.json", &klondike_save(100.0));
    write_json(b, "saves/klondike.json", &klondike_save(200.0));
    ok(run(a, &["now"]));
    let said = ok(run(b, &["now"]));
    assert!(said.contains("conflict: klondike"), "{said}");
    assert!(said.contains("parlour sync keep klondike mine"), "{said}");
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(200.0));
    assert_eq!(
        read_json(b, "sync-conflicts/klondike.json"),
        klondike_save(100.0)
    );
    // A still has its own, and B's aside now; syncing again loses nothing on either side.
    let said = ok(run(a, &["now"]));
    assert!(said.contains("conflict: klondike"), "{said}");
    ok(run(b, &["now"]));
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(100.0));
    assert_eq!(
        read_json(a, "sync-conflicts/klondike.json"),
        klondike_save(200.0)
    );
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(200.0));
    assert_eq!(
        read_json(b, "sync-conflicts/klondike.json"),
        klondike_save(100.0)
    );
    // A choice names mine, theirs or theirs-N; B chooses A's game.
    let wrong = run(b, &["keep", "klondike", "yours"]);
    assert!(!wrong.status.success());
    assert!(stderr(&wrong).contains("`mine`, `theirs` or `theirs-N`"));
    let missing = run(b, &["keep", "klondike", "theirs-2"]);
    assert!(!missing.status.success());
    assert!(stderr(&missing).contains("not 2"), "{}", stderr(&missing));
    ok(run(b, &["keep", "klondike", "theirs"]));
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(100.0));
    assert!(!b.join("sync-conflicts/klondike.json").exists());
    // The choice reaches A: the other version goes there too.
    ok(run(b, &["now"]));
    let said = ok(run(a, &["now"]));
    assert!(!said.contains("conflict:"), "{said}");
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(100.0));
    assert!(!a.join("sync-conflicts/klondike.json").exists());

    // Revoked on A: B's next sync fails and says why.
    ok(run(a, &["revoke"]));
    assert!(!a.join("sync.json").exists());
    let failed = run(b, &["now"]);
    assert!(!failed.status.success());
    assert!(
        stderr(&failed).contains("does not know this sync code"),
        "{}",
        stderr(&failed)
    );
}

#[test]
fn wrong_codes_unreachable_servers_and_throttling_fail_with_a_message() {
    let server = Double::start(16 << 20);
    let dir = tempfile::tempdir().unwrap();
    let wrong = run(
        dir.path(),
        &["join", "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ", "--server", &server.addr],
    );
    assert!(!wrong.status.success());
    assert!(stderr(&wrong).contains("does not know this sync code"));
    assert!(!dir.path().join("sync.json").exists(), "not linked");

    let malformed = run(dir.path(), &["join", "K7QD-MX3P", "--server", &server.addr]);
    assert!(!malformed.status.success());
    assert!(stderr(&malformed).contains("20 letters and digits"));

    let unreachable = run(
        dir.path(),
        &["join", "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ", "--server", "127.0.0.1:1"],
    );
    assert!(!unreachable.status.success());
    assert!(stderr(&unreachable).contains("cannot reach the server 127.0.0.1:1"));

    let not_linked = run(dir.path(), &["now"]);
    assert!(!not_linked.status.success());
    assert!(stderr(&not_linked).contains("not linked"));
    // A new code for all devices needs a linked device, and keeps its server.
    let not_linked = run(dir.path(), &["new", "--replace"]);
    assert!(!not_linked.status.success());
    assert!(stderr(&not_linked).contains("not linked"));
    let elsewhere = run(dir.path(), &["new", "--replace", "--server", &server.addr]);
    assert!(!elsewhere.status.success());
    assert!(
        stderr(&elsewhere).contains("cannot be used with"),
        "{}",
        stderr(&elsewhere)
    );
    let neither = run(dir.path(), &["new"]);
    assert!(!neither.status.success());
    assert!(
        stderr(&neither).contains("--server"),
        "{}",
        stderr(&neither)
    );

    for _ in 0..5 {
        run(
            dir.path(),
            &["join", "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ", "--server", &server.addr],
        );
    }
    let throttled = run(
        dir.path(),
        &["join", "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ", "--server", &server.addr],
    );
    assert!(!throttled.status.success());
    assert!(stderr(&throttled).contains("try again in 60 seconds"));
}

#[test]
fn tampered_and_oversized_data_is_refused_and_nothing_is_overwritten() {
    let server = Double::start(16 << 20);
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    write_json(dir, "saves/klondike.json", &klondike_save(10.0));
    ok(run(dir, &["new", "--server", &server.addr]));

    // The whole document unusable: refused, kept aside, nothing here changed.
    server.tamper(br#"{"version": 1, "data": {"files": "not a map"}}"#);
    let refused = run(dir, &["now"]);
    assert!(!refused.status.success());
    assert!(stderr(&refused).contains("data on the server was refused"));
    let names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert!(
        names.iter().any(|n| n.starts_with("sync-refused-")),
        "{names:?}"
    );
    assert_eq!(read_json(dir, "saves/klondike.json"), klondike_save(10.0));

    // One part unusable (a game from a newer Parlour, a layout beyond the limits): named,
    // this device's game kept, the rest still syncs.
    let bad = serde_json::json!({"version": 1, "data": {
        "files": {"saves/klondike.json": {"version": 99, "data": {}}},
        "layouts": ["parlour-layout 1\nname: Giant\nsize: 10000x10000x99\n"],
    }});
    server.tamper(bad.to_string().as_bytes());
    let said = ok(run(dir, &["now"]));
    assert!(
        said.contains("refused from the server: saves/klondike.json"),
        "{said}"
    );
    assert!(said.contains("refused from the server: layout 1"), "{said}");
    assert_eq!(read_json(dir, "saves/klondike.json"), klondike_save(10.0));

    // A server whose cap this device's data exceeds: a clear refusal.
    let small = Double::start(512);
    let other = tempfile::tempdir().unwrap();
    write_json(other.path(), "saves/klondike.json", &klondike_save(1.0));
    let too_big = run(other.path(), &["new", "--server", &small.addr]);
    assert!(!too_big.status.success());
    assert!(
        stderr(&too_big).contains("refused the data"),
        "{}",
        stderr(&too_big)
    );
}
