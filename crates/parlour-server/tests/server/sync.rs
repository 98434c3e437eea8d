//! Sync protocol v1 on a server in this process: codes, revisions, limits, throttling, revoking,
//! restarts on the same database, expiry with a clock moved forward, and `--no-sync`. The same
//! scenario runs on PostgreSQL when `PARLOUR_TEST_POSTGRES_URL` names one (`.ci/postgres`
//! starts a throwaway server and sets it).

use super::TestServer;
use super::http::{Reply, exchange};
use parlour_server::SyncClock;
use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const CODES: &str = "/sync/v1/codes";
const DATA: &str = "/sync/v1/data";

/// A request with these headers and, when given, a body with its Content-Length.
pub fn send(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) -> Reply {
    let mut raw = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        raw.push_str(&format!("{name}: {value}\r\n"));
    }
    let mut raw = raw.into_bytes();
    if let Some(body) = body {
        raw.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
        raw.extend_from_slice(body);
    } else {
        raw.extend_from_slice(b"\r\n");
    }
    exchange(addr, &raw)
}

/// A new code.
pub fn new_code(addr: SocketAddr) -> String {
    let reply = send(addr, "POST", CODES, &[], None);
    assert_eq!(reply.status, 201, "{}", text(&reply));
    json(&reply)["code"].as_str().unwrap().to_owned()
}

pub fn pull(addr: SocketAddr, code: &str) -> Reply {
    send(addr, "GET", DATA, &[("Parlour-Sync-Code", code)], None)
}

pub fn push(addr: SocketAddr, code: &str, revision: i64, body: &[u8]) -> Reply {
    let tag = format!("\"{revision}\"");
    let headers = [("Parlour-Sync-Code", code), ("If-Match", tag.as_str())];
    send(addr, "PUT", DATA, &headers, Some(body))
}

pub fn revoke(addr: SocketAddr, code: &str) -> Reply {
    send(addr, "DELETE", DATA, &[("Parlour-Sync-Code", code)], None)
}

pub fn json(reply: &Reply) -> serde_json::Value {
    serde_json::from_slice(&reply.body).unwrap_or_else(|e| panic!("{e}: not JSON: {}", text(reply)))
}

pub fn text(reply: &Reply) -> String {
    format!("{} {}", reply.status, String::from_utf8_lossy(&reply.body))
}

/// A bundle as the store writes it, with `n` marking which upload it is.
pub fn document(n: usize) -> Vec<u8> {
    format!(r#"{{"version": 1, "data": {{"upload": {n}, "saves": {{"klondike": "..."}}}}}}"#)
        .into_bytes()
}

/// A well-formed code nobody was given (not from the server's random source).
const UNKNOWN: &str = "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZ0";

/// The protocol's round trip on the server at `addr`: the same checks for SQLite and
/// PostgreSQL.
pub fn round_trip(addr: SocketAddr) {
    let code = new_code(addr);
    let groups: Vec<&str> = code.split('-').collect();
    assert_eq!(groups.len(), 4, "{code}");
    assert!(groups.iter().all(|g| g.len() == 5), "{code}");

    let empty = pull(addr, &code);
    assert_eq!(empty.status, 204, "{}", text(&empty));
    assert_eq!(empty.header("etag"), Some("\"0\""));

    let first = push(addr, &code, 0, &document(1));
    assert_eq!(first.status, 200, "{}", text(&first));
    assert_eq!(json(&first)["revision"], 1);
    assert_eq!(first.header("etag"), Some("\"1\""));

    // Any spelling of the code reads the same data.
    let lower = code.to_lowercase().replace('-', " ");
    let pulled = pull(addr, &lower);
    assert_eq!(pulled.status, 200, "{}", text(&pulled));
    assert_eq!(pulled.body, document(1));
    assert_eq!(pulled.header("etag"), Some("\"1\""));
    assert_eq!(pulled.header("content-type"), Some("application/json"));
    assert_eq!(pulled.header("cache-control"), Some("no-store"));

    // A device that merged against revision 0 is told the stored one, and nothing changes.
    let stale = push(addr, &code, 0, &document(2));
    assert_eq!(stale.status, 412, "{}", text(&stale));
    assert_eq!(json(&stale)["revision"], 1);
    assert_eq!(pull(addr, &code).body, document(1));

    let second = push(addr, &code, 1, &document(2));
    assert_eq!(json(&second)["revision"], 2);
    assert_eq!(pull(addr, &code).body, document(2));

    // Without If-Match the server cannot tell what the device merged against.
    let headers = [("Parlour-Sync-Code", code.as_str())];
    let blind = send(addr, "PUT", DATA, &headers, Some(&document(3)));
    assert_eq!(blind.status, 428, "{}", text(&blind));

    // Eight devices racing with the same revision: exactly one wins.
    let wins: Vec<u16> = std::thread::scope(|s| {
        let racers: Vec<_> = (0..8)
            .map(|i| {
                let code = code.clone();
                s.spawn(move || push(addr, &code, 2, &document(10 + i)).status)
            })
            .collect();
        racers.into_iter().map(|r| r.join().unwrap()).collect()
    });
    assert_eq!(wins.iter().filter(|&&s| s == 200).count(), 1, "{wins:?}");
    assert_eq!(wins.iter().filter(|&&s| s == 412).count(), 7, "{wins:?}");
    assert_eq!(pull(addr, &code).header("etag"), Some("\"3\""));

    // Revoking deletes the code and its data: afterwards it is unknown everywhere.
    let gone = revoke(addr, &code);
    assert_eq!(gone.status, 204, "{}", text(&gone));
    for reply in [
        pull(addr, &code),
        push(addr, &code, 3, &document(4)),
        revoke(addr, &code),
    ] {
        assert_eq!(reply.status, 404, "{}", text(&reply));
        assert_eq!(json(&reply)["error"], "unknown sync code");
    }
}

#[test]
fn a_code_holds_revisions_of_one_document_until_it_is_revoked() {
    let server = TestServer::start(&[]);
    round_trip(server.addr());
}

#[test]
fn uploads_over_the_cap_are_refused_before_they_are_read() {
    let server = TestServer::start(&["--sync-max-kib", "4"]);
    let addr = server.addr();
    let code = new_code(addr);

    // Exactly the cap passes.
    let mut fits = br#"{"version": 1, "data": {"pad": ""#.to_vec();
    fits.resize(4096 - 3, b'x');
    fits.extend_from_slice(br#""}}"#);
    assert_eq!(fits.len(), 4096);
    let stored = push(addr, &code, 0, &fits);
    assert_eq!(stored.status, 200, "{}", text(&stored));

    // One byte more, with its length declared.
    let mut over = fits.clone();
    over.insert(1, b' ');
    let refused = push(addr, &code, 1, &over);
    assert_eq!(refused.status, 413, "{}", text(&refused));
    assert!(json(&refused)["error"].as_str().unwrap().contains("4 KiB"));

    // A declared terabyte is refused from its head alone: no body follows, and the answer
    // comes at once.
    let head = format!(
        "PUT {DATA} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nParlour-Sync-Code: {code}\r\n\
         If-Match: \"1\"\r\nContent-Length: 1000000000000\r\n\r\n"
    );
    let huge = exchange(addr, head.as_bytes());
    assert_eq!(huge.status, 413, "{}", text(&huge));

    // Chunks without a length: refused once the cap is passed.
    let mut chunked = format!(
        "PUT {DATA} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nParlour-Sync-Code: {code}\r\n\
         If-Match: \"1\"\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .into_bytes();
    let piece = vec![b' '; 1000];
    for _ in 0..8 {
        chunked.extend_from_slice(format!("{:x}\r\n", piece.len()).as_bytes());
        chunked.extend_from_slice(&piece);
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let streamed = exchange(addr, &chunked);
    assert_eq!(streamed.status, 413, "{}", text(&streamed));

    // Small chunks under the cap are one upload like any other.
    let body = document(7);
    let mut small = format!(
        "PUT {DATA} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nParlour-Sync-Code: {code}\r\n\
         If-Match: \"1\"\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .into_bytes();
    for part in body.chunks(10) {
        small.extend_from_slice(format!("{:x}\r\n", part.len()).as_bytes());
        small.extend_from_slice(part);
        small.extend_from_slice(b"\r\n");
    }
    small.extend_from_slice(b"0\r\n\r\n");
    let taken = exchange(addr, &small);
    assert_eq!(taken.status, 200, "{}", text(&taken));
    assert_eq!(pull(addr, &code).body, body, "nothing refused was stored");
}

#[test]
fn documents_that_are_not_a_known_version_are_refused_with_422() {
    let server = TestServer::start(&[]);
    let addr = server.addr();
    let code = new_code(addr);
    let refused: &[&[u8]] = &[
        br#"{"version": 2, "data": {}}"#,
        br#"{"version": 0, "data": {}}"#,
        br#"{"version": "1", "data": {}}"#,
        br#"{"data": {}}"#,
        br#"[{"version": 1}]"#,
        br#"{"version": 1, "data": {"#,
        b"",
        b"\xff\xfe{}",
    ];
    for body in refused {
        let reply = push(addr, &code, 0, body);
        assert_eq!(
            reply.status,
            422,
            "{:?}: {}",
            String::from_utf8_lossy(body),
            text(&reply)
        );
        assert!(json(&reply)["error"].is_string());
    }
    assert_eq!(pull(addr, &code).status, 204, "nothing was stored");
    assert_eq!(push(addr, &code, 0, &document(1)).status, 200);
}

#[test]
fn unknown_and_malformed_codes_are_told_apart() {
    let server = TestServer::start(&[]);
    let addr = server.addr();
    let unknown = pull(addr, UNKNOWN);
    assert_eq!(unknown.status, 404, "{}", text(&unknown));
    assert_eq!(json(&unknown)["error"], "unknown sync code");
    assert_eq!(push(addr, UNKNOWN, 0, &document(1)).status, 404);
    assert_eq!(revoke(addr, UNKNOWN).status, 404);
    for malformed in [
        "",
        "ABCDE",
        "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZU",
        "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-Z",
    ] {
        let reply = pull(addr, malformed);
        assert_eq!(reply.status, 400, "{malformed:?}: {}", text(&reply));
        assert!(json(&reply)["error"].is_string());
    }
    let missing = send(addr, "GET", DATA, &[], None);
    assert_eq!(missing.status, 400, "{}", text(&missing));
    // Other paths under /sync/ are not found; other methods are not allowed.
    for path in ["/sync", "/sync/", "/sync/v2/data"] {
        let reply = send(addr, "GET", path, &[], None);
        assert_eq!(reply.status, 404, "{path}: {}", text(&reply));
        assert!(json(&reply)["error"].is_string());
    }
    assert_eq!(send(addr, "GET", CODES, &[], None).status, 405);
}

#[test]
fn repeated_wrong_codes_are_refused_for_a_minute_even_with_a_right_one() {
    let server = TestServer::start(&["--sync-wrong-codes-per-minute", "4"]);
    let addr = server.addr();
    let code = new_code(addr);
    assert_eq!(pull(addr, &code).status, 204);
    assert_eq!(pull(addr, UNKNOWN).status, 404);
    assert_eq!(pull(addr, "not a code").status, 400);
    assert_eq!(revoke(addr, UNKNOWN).status, 404);
    assert_eq!(
        push(addr, UNKNOWN, 0, &document(1)).status,
        404,
        "the fourth"
    );
    for reply in [pull(addr, UNKNOWN), pull(addr, &code), revoke(addr, &code)] {
        assert_eq!(reply.status, 429, "{}", text(&reply));
        let wait: u64 = reply.header("retry-after").unwrap().parse().unwrap();
        assert!((1..=60).contains(&wait), "{wait}");
        assert!(json(&reply)["error"].is_string());
    }
    assert!(server.log_has("too many wrong sync codes from this address"));
    // Making codes is a different count.
    assert_eq!(send(addr, "POST", CODES, &[], None).status, 201);
}

#[test]
fn new_codes_per_address_are_capped() {
    let server = TestServer::start(&["--sync-codes-per-hour", "3"]);
    let addr = server.addr();
    for _ in 0..3 {
        new_code(addr);
    }
    let refused = send(addr, "POST", CODES, &[], None);
    assert_eq!(refused.status, 429, "{}", text(&refused));
    assert!(refused.header("retry-after").is_some());
}

#[test]
fn the_code_never_reaches_the_log() {
    let mut server = TestServer::start(&["--sync-wrong-codes-per-minute", "3"]);
    let addr = server.addr();
    let code = new_code(addr);
    push(addr, &code, 0, &document(1));
    pull(addr, &code.to_lowercase());
    push(addr, &code, 0, &document(2));
    revoke(addr, &code);
    pull(addr, &code);
    // The code's own groups in a URL's query are not how it travels, but the access log must
    // not repeat them either way.
    let query = format!("/sync/v1/data?code={code}");
    send(addr, "GET", &query, &[], None);
    pull(addr, &code);
    pull(addr, &code);
    server.stop("done");
    let log = server.log.lock().unwrap().join("\n");
    assert!(log.contains("sync: a new code"), "{log}");
    assert!(log.contains("too many wrong sync codes"), "{log}");
    let bare = code.replace('-', "");
    for group in code.split('-') {
        assert!(
            !log.contains(group),
            "a group of the code is in the log:\n{log}"
        );
    }
    assert!(!log.to_lowercase().contains(&bare.to_lowercase()), "{log}");
}

#[test]
fn stored_data_survives_a_restart_on_the_same_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("kept.db").display());
    let mut first = TestServer::start(&["--db", &db]);
    let code = new_code(first.addr());
    assert_eq!(push(first.addr(), &code, 0, &document(1)).status, 200);
    assert_eq!(push(first.addr(), &code, 1, &document(2)).status, 200);
    first.stop("restart");
    drop(first);

    let second = TestServer::start(&["--db", &db]);
    let pulled = pull(second.addr(), &code);
    assert_eq!(pulled.status, 200, "{}", text(&pulled));
    assert_eq!(pulled.body, document(2));
    assert_eq!(pulled.header("etag"), Some("\"2\""));
    assert!(second.log_has("(1 codes;"), "the start line counts them");
}

/// A clock that starts now and moves when told.
fn movable_clock() -> (SyncClock, Arc<AtomicU64>) {
    let start = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let seconds = Arc::new(AtomicU64::new(start));
    let read = seconds.clone();
    let clock =
        SyncClock::new(move || UNIX_EPOCH + Duration::from_secs(read.load(Ordering::SeqCst)));
    (clock, seconds)
}

#[test]
fn data_unused_for_the_expiry_time_is_deleted_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().to_str().unwrap();
    let (clock, seconds) = movable_clock();
    let day = 86_400;
    let run = |clock: &SyncClock| TestServer::try_start_at(&["--state-dir", state], clock.clone());

    let mut server = run(&clock).unwrap();
    let (idle, used) = (new_code(server.addr()), new_code(server.addr()));
    push(server.addr(), &idle, 0, &document(1));
    push(server.addr(), &used, 0, &document(2));
    server.stop("later");
    drop(server);

    // 200 days on, one of them is used.
    seconds.fetch_add(200 * day, Ordering::SeqCst);
    let mut server = run(&clock).unwrap();
    assert_eq!(pull(server.addr(), &used).status, 200);
    server.stop("later");
    drop(server);

    // 366 days after the first upload: the one unused since then is gone, the other stays.
    seconds.fetch_add(166 * day, Ordering::SeqCst);
    let server = run(&clock).unwrap();
    assert!(server.log_has("sync: deleted 1 codes unused for 365 days"));
    assert_eq!(pull(server.addr(), &idle).status, 404);
    assert_eq!(pull(server.addr(), &used).body, document(2));
    assert!(
        dir.path().join("sync.db").exists(),
        "sync.db in the state folder"
    );
}

#[test]
fn a_shorter_expiry_is_honoured() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().to_str().unwrap();
    let (clock, seconds) = movable_clock();
    let args = ["--state-dir", state, "--sync-expire-days", "30"];
    let mut server = TestServer::try_start_at(&args, clock.clone()).unwrap();
    let code = new_code(server.addr());
    server.stop("later");
    drop(server);
    seconds.fetch_add(29 * 86_400, Ordering::SeqCst);
    let mut server = TestServer::try_start_at(&args, clock.clone()).unwrap();
    assert_eq!(pull(server.addr(), &code).status, 204, "29 days: kept");
    server.stop("later");
    drop(server);
    seconds.fetch_add(31 * 86_400, Ordering::SeqCst);
    let server = TestServer::try_start_at(&args, clock).unwrap();
    assert_eq!(
        pull(server.addr(), &code).status,
        404,
        "31 days unused: gone"
    );
}

#[test]
fn with_no_sync_every_sync_path_is_not_found() {
    let server = TestServer::start(&["--no-sync"]);
    let addr = server.addr();
    for (method, path) in [
        ("POST", CODES),
        ("GET", DATA),
        ("PUT", DATA),
        ("DELETE", DATA),
        ("GET", "/sync/"),
    ] {
        let reply = send(addr, method, path, &[("Parlour-Sync-Code", UNKNOWN)], None);
        assert_eq!(reply.status, 404, "{method} {path}: {}", text(&reply));
        assert!(
            json(&reply)["error"]
                .as_str()
                .unwrap()
                .contains("--no-sync")
        );
    }
    assert!(server.log_has("sync: off (--no-sync)"));
}

#[test]
fn sync_and_the_web_root_share_the_port() {
    let dist = tempfile::tempdir().unwrap();
    super::http::fake_dist(dist.path());
    let server = TestServer::start(&["--web-root", dist.path().to_str().unwrap()]);
    let addr = server.addr();
    let code = new_code(addr);
    assert_eq!(push(addr, &code, 0, &document(1)).status, 200);
    assert_eq!(pull(addr, &code).body, document(1));
    let page = super::http::get(addr, "/", &[]);
    assert_eq!(page.status, 200);
    let answer = pull(addr, &code);
    assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
}

#[test]
fn a_bad_database_stops_the_start_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let missing = format!("sqlite://{}/no/such/folder/sync.db", dir.path().display());
    let error = TestServer::try_start(&["--db", &missing]).err().unwrap();
    assert!(error.contains("sync database"), "{error}");
    let error = TestServer::try_start(&["--db", "mysql://localhost/x"])
        .err()
        .unwrap();
    assert!(error.contains("postgres://"), "{error}");
}

#[test]
fn sync_on_postgresql() {
    let Ok(url) = std::env::var("PARLOUR_TEST_POSTGRES_URL") else {
        // Straight to the process's standard error, past the test harness's capture, so that
        // every `cargo test` run shows it.
        let _ = writeln!(
            std::io::stderr(),
            "sync_on_postgresql: SKIPPED, PARLOUR_TEST_POSTGRES_URL is not set \
             (.ci/postgres starts a PostgreSQL server and runs the sync tests with it)"
        );
        return;
    };
    let mut first = TestServer::start(&["--db", &url]);
    round_trip(first.addr());
    let code = new_code(first.addr());
    assert_eq!(push(first.addr(), &code, 0, &document(5)).status, 200);
    first.stop("restart");
    drop(first);
    // Two servers on one database (as behind a load balancer): what one stored, the other
    // serves, and revisions stay one sequence.
    let a = TestServer::start(&["--db", &url]);
    let b = TestServer::start(&["--db", &url]);
    assert_eq!(pull(a.addr(), &code).body, document(5));
    assert_eq!(push(b.addr(), &code, 1, &document(6)).status, 200);
    assert_eq!(push(a.addr(), &code, 1, &document(7)).status, 412);
    assert_eq!(pull(a.addr(), &code).body, document(6));
    assert_eq!(revoke(a.addr(), &code).status, 204);
    assert_eq!(pull(b.addr(), &code).status, 404);
}
