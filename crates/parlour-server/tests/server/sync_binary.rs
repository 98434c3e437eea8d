//! Sync through the real binary: systemd's `$STATE_DIRECTORY` holds the database, a SIGKILL in
//! the middle of uploads loses nothing that was acknowledged, the code is nowhere in what the
//! process writes to its log, and `--no-sync` makes no folder.

use super::sync::{document, json, new_code, pull, push, revoke};
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, ChildStderr, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The server binary in `cwd` with these options and `STATE_DIRECTORY`, and where it listens.
fn spawn(
    cwd: &Path,
    state_directory: Option<&Path>,
    args: &[&str],
) -> (Child, BufReader<ChildStderr>, SocketAddr) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_parlour-server"));
    command
        .args(["--bind", "127.0.0.1", "--port", "0"])
        .args(args)
        .current_dir(cwd)
        .env_remove("STATE_DIRECTORY")
        .stderr(Stdio::piped());
    if let Some(dir) = state_directory {
        command.env("STATE_DIRECTORY", dir);
    }
    let mut server = command.spawn().unwrap();
    let mut log = BufReader::new(server.stderr.take().unwrap());
    let mut line = String::new();
    log.read_line(&mut line).unwrap();
    let addr = line
        .split("listening on ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("the first log line says where it listens: {line}"))
        .parse()
        .unwrap();
    (server, log, addr)
}

fn kill(server: &mut Child, signal: &str) {
    let status = Command::new("kill")
        .args([signal, &server.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    server.wait().unwrap();
}

#[cfg(unix)]
#[test]
fn sync_in_the_binary_survives_sigkill_during_uploads_and_never_logs_the_code() {
    let cwd = tempfile::tempdir().unwrap();
    let state = tempfile::tempdir().unwrap();
    let (mut server, mut log, addr) = spawn(cwd.path(), Some(state.path()), &[]);
    let code = new_code(addr);
    assert!(
        state.path().join("sync.db").exists(),
        "the database is in $STATE_DIRECTORY"
    );

    // One device uploads revision after revision; the server is killed while it does.
    let stop = AtomicBool::new(false);
    let acknowledged = std::thread::scope(|s| {
        let uploader = s.spawn(|| {
            let mut revision = 0;
            while !stop.load(Ordering::SeqCst) && revision < 10_000 {
                let reply = std::panic::catch_unwind(|| {
                    push(addr, &code, revision, &document(revision as usize + 1))
                });
                match reply {
                    Ok(reply) if reply.status == 200 => {
                        revision = json(&reply)["revision"].as_i64().unwrap()
                    }
                    _ => break,
                }
            }
            revision
        });
        std::thread::sleep(Duration::from_millis(400));
        kill(&mut server, "-KILL");
        stop.store(true, Ordering::SeqCst);
        uploader.join().unwrap()
    });
    assert!(
        acknowledged >= 2,
        "only {acknowledged} uploads before the kill"
    );
    let mut first_log = String::new();
    log.read_to_string(&mut first_log).unwrap();

    // Restarted on the same database: every acknowledged upload is there. The one in flight
    // when the process died may have been committed without its answer arriving, so the
    // stored revision is the last acknowledged one or the next, with that upload's document.
    let (mut server, mut log, addr) = spawn(cwd.path(), Some(state.path()), &[]);
    let pulled = pull(addr, &code);
    assert_eq!(
        pulled.status,
        200,
        "{}",
        String::from_utf8_lossy(&pulled.body)
    );
    let stored: i64 = pulled
        .header("etag")
        .unwrap()
        .trim_matches('"')
        .parse()
        .unwrap();
    assert!(
        stored == acknowledged || stored == acknowledged + 1,
        "stored {stored}, acknowledged {acknowledged}"
    );
    assert_eq!(pulled.body, document(stored as usize));
    assert_eq!(revoke(addr, &code).status, 204);
    assert_eq!(pull(addr, &code).status, 404);
    kill(&mut server, "-TERM");
    let mut second_log = String::new();
    log.read_to_string(&mut second_log).unwrap();

    let all = format!("{first_log}{second_log}");
    assert!(all.contains("sync: a new code"), "{all}");
    assert!(all.contains("sync: a code revoked"), "{all}");
    for group in code.split('-') {
        assert!(
            !all.contains(group),
            "a group of the code is in the log:\n{all}"
        );
    }
    assert!(!cwd.path().join(parlour_server::DEFAULT_STATE_DIR).exists());
}

#[cfg(unix)]
#[test]
fn the_default_state_folder_is_made_in_the_working_folder_and_no_sync_makes_none() {
    let cwd = tempfile::tempdir().unwrap();
    let (mut server, _log, addr) = spawn(cwd.path(), None, &["--no-sync"]);
    assert_eq!(pull(addr, "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZ0").status, 404);
    kill(&mut server, "-TERM");
    assert!(
        std::fs::read_dir(cwd.path()).unwrap().next().is_none(),
        "nothing written"
    );

    let (mut server, _log, addr) = spawn(cwd.path(), None, &[]);
    new_code(addr);
    kill(&mut server, "-TERM");
    let folder = cwd.path().join(parlour_server::DEFAULT_STATE_DIR);
    assert!(folder.join("sync.db").exists(), "{}", folder.display());
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&folder).unwrap().permissions().mode();
    assert_eq!(
        mode & 0o777,
        0o700,
        "the state folder is the server's own: {mode:o}"
    );
}
