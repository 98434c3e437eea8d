//! `parlour sync` between two config folders as two devices, through the real room server
//! (parlour-server in this process, its sync store in SQLite in a temporary folder): a game
//! started on one device goes on from the other; a game changed on both is kept twice on both
//! devices until the player chooses on one, and the choice holds on both; a new code made on one
//! device stops the old one, and the other device goes on with the new code; a revoked code stops
//! the other device with a message.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use super::sync_cli::{klondike_save, read_json, write_json};
use std::path::Path;
use std::process::{Command, Output};

fn sync(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("sync")
        .args(args)
        .arg("--config-dir")
        .arg(dir)
        .output()
        .unwrap()
}

/// A Spider game in progress as stored (its saved form is checked when it resumes, not here).
fn spider_save() -> serde_json::Value {
    serde_json::json!({"version": 1, "data": {"deal_no": 7, "spider": true}})
}

fn ok(output: Output) -> String {
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "stdout: {text}\nstderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    text
}

#[test]
fn two_devices_through_the_real_server() {
    let state = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", state.path().join("sync.db").display());
    let (runtime, running) = crate::in_process_server::start(&["--db", &db]);
    let server = running.addr().to_string();
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (a, b) = (a.path(), b.path());

    // A started Klondike and links; B joins and has A's game where the app reads it.
    write_json(a, "saves/klondike.json", &klondike_save(10.0));
    let said = ok(sync(a, &["new", "--server", &server]));
    let code = said.lines().next().unwrap().strip_prefix("sync ").unwrap();
    ok(sync(b, &["join", code, "--server", &server]));
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(10.0));

    // B plays on; A takes it up from there.
    write_json(b, "saves/klondike.json", &klondike_save(75.5));
    ok(sync(b, &["now"]));
    ok(sync(a, &["now"]));
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(75.5));

    // Both change the game: the second to sync keeps its own and the other's.
    write_json(a, "saves/klondike.json", &klondike_save(80.0));
    write_json(b, "saves/klondike.json", &klondike_save(90.0));
    ok(sync(a, &["now"]));
    ok(sync(b, &["now"]));
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(90.0));
    assert_eq!(
        read_json(b, "sync-conflicts/klondike.json"),
        klondike_save(80.0)
    );
    // The first to sync keeps both too at its next sync, and is asked.
    let said = ok(sync(a, &["now"]));
    assert!(said.contains("conflict: klondike"), "{said}");
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(80.0));
    assert_eq!(
        read_json(a, "sync-conflicts/klondike.json"),
        klondike_save(90.0)
    );
    // Syncing on changes nothing: both still keep both.
    ok(sync(b, &["now"]));
    ok(sync(a, &["now"]));
    for (dir, mine, theirs) in [(a, 80.0, 90.0), (b, 90.0, 80.0)] {
        assert_eq!(read_json(dir, "saves/klondike.json"), klondike_save(mine));
        assert_eq!(
            read_json(dir, "sync-conflicts/klondike.json"),
            klondike_save(theirs)
        );
    }
    // The player chooses on A, B's game: after both sync, both continue it and nothing waits.
    ok(sync(a, &["keep", "klondike", "theirs"]));
    ok(sync(a, &["now"]));
    let said = ok(sync(b, &["now"]));
    assert!(!said.contains("conflict:"), "{said}");
    ok(sync(a, &["now"]));
    for dir in [a, b] {
        assert_eq!(read_json(dir, "saves/klondike.json"), klondike_save(90.0));
        assert!(!dir.join("sync-conflicts/klondike.json").exists());
        assert!(!ok(sync(dir, &["status"])).contains("conflict:"));
    }

    // A second `new` on a linked device refuses and names --replace; with it, A gets a new
    // code and B's old one stops working.
    let refused = sync(a, &["new", "--server", &server]);
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("--replace"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    write_json(b, "saves/spider.json", &spider_save());
    ok(sync(b, &["now"]));
    let said = ok(sync(a, &["new", "--replace"]));
    let new_code = said.lines().next().unwrap().strip_prefix("sync ").unwrap();
    assert_ne!(new_code, code);
    assert!(said.contains("the old one is revoked"), "{said}");
    assert!(said.contains("parlour sync join"), "{said}");
    assert_eq!(
        read_json(a, "saves/spider.json"),
        spider_save(),
        "gathered first"
    );
    let stale = sync(b, &["now"]);
    assert!(!stale.status.success());
    assert!(String::from_utf8_lossy(&stale.stderr).contains("does not know this sync code"));
    ok(sync(b, &["forget"]));
    ok(sync(b, &["join", new_code, "--server", &server]));
    write_json(b, "saves/klondike.json", &klondike_save(120.0));
    ok(sync(b, &["now"]));
    ok(sync(a, &["now"]));
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(120.0));

    // A revokes: B's next sync fails, and says why.
    ok(sync(a, &["revoke"]));
    let refused = sync(b, &["now"]);
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("code"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    runtime.block_on(running.stop("test over"));
}
