//! `parlour sync` between config folders as devices, through an HTTP double of the server's four
//! sync endpoints that follows the protocol (docs/notes: sync-protocol.md): codes in a header,
//! revisions in `ETag`/`If-Match`, 412 on a stale push, 404 for unknown codes, 400 for malformed
//! ones, 413 over the size cap, 422 for a body that is not a versioned document, 429 after too
//! many wrong codes. The real server (crates/parlour-server) is tested against the same client
//! when the branches meet.

use axum::Router;
use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};

fn parlour() -> Command {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
}

/// The server's state: documents by canonical code, and wrong codes counted.
#[derive(Default)]
struct State {
    docs: HashMap<String, (u64, Vec<u8>)>,
    made: u64,
    wrong: u32,
    cap: usize,
}

type Shared = Arc<Mutex<State>>;

/// The protocol's lenient reading of a code: case, dashes and spaces ignored, I/L as 1, O as 0.
fn canonical(typed: &str) -> Option<String> {
    const ALPHABET: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let mut out = String::new();
    for c in typed.chars().filter(|c| *c != '-' && !c.is_whitespace()) {
        let c = match c.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            c => c,
        };
        if !ALPHABET.contains(c) {
            return None;
        }
        out.push(c);
    }
    (out.len() == 20).then_some(out)
}

/// A JSON answer (axum's `json` feature is not built: the server does not use it).
fn json(status: StatusCode, value: serde_json::Value) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        value.to_string(),
    )
        .into_response()
}

fn error(status: StatusCode, words: &str) -> Response {
    json(status, serde_json::json!({"error": words}))
}

/// The code of a request, or the answer to send instead.
fn code_of(state: &mut State, headers: &HeaderMap) -> Result<String, Response> {
    if state.wrong >= 5 {
        let mut answer = error(StatusCode::TOO_MANY_REQUESTS, "too many wrong codes");
        answer
            .headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from_static("60"));
        return Err(answer);
    }
    let typed = headers
        .get("parlour-sync-code")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let Some(code) = canonical(typed) else {
        state.wrong += 1;
        return Err(error(StatusCode::BAD_REQUEST, "malformed sync code"));
    };
    if !state.docs.contains_key(&code) {
        state.wrong += 1;
        return Err(error(StatusCode::NOT_FOUND, "unknown sync code"));
    }
    Ok(code)
}

async fn new_code(axum::extract::State(s): axum::extract::State<Shared>) -> Response {
    let mut state = s.lock().unwrap();
    state.made += 1;
    let code = format!("{:0>20}", state.made * 7919);
    state.docs.insert(code.clone(), (0, Vec::new()));
    let shown = format!(
        "{}-{}-{}-{}",
        &code[..5],
        &code[5..10],
        &code[10..15],
        &code[15..]
    );
    json(StatusCode::CREATED, serde_json::json!({"code": shown}))
}

async fn get_data(
    axum::extract::State(s): axum::extract::State<Shared>,
    headers: HeaderMap,
) -> Response {
    let mut state = s.lock().unwrap();
    let code = match code_of(&mut state, &headers) {
        Ok(code) => code,
        Err(answer) => return answer,
    };
    let (revision, bytes) = state.docs[&code].clone();
    if revision == 0 {
        return (StatusCode::NO_CONTENT, [(header::ETAG, "\"0\"")]).into_response();
    }
    let etag = format!("\"{revision}\"");
    (
        StatusCode::OK,
        [
            (header::ETAG, etag.as_str()),
            (header::CONTENT_TYPE, "application/json"),
        ],
        bytes,
    )
        .into_response()
}

async fn put_data(
    axum::extract::State(s): axum::extract::State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let mut state = s.lock().unwrap();
    let code = match code_of(&mut state, &headers) {
        Ok(code) => code,
        Err(answer) => return answer,
    };
    if body.len() > state.cap {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "the data is over the size cap",
        );
    }
    let versioned = serde_json::from_slice::<serde_json::Value>(&body)
        .ok()
        .and_then(|v| v.get("version").and_then(|n| n.as_u64()))
        .is_some_and(|n| n == 1);
    if !versioned {
        return error(StatusCode::UNPROCESSABLE_ENTITY, "not a version 1 document");
    }
    let held = state.docs[&code].0;
    let wanted = headers.get(header::IF_MATCH).and_then(|v| v.to_str().ok());
    if wanted != Some(format!("\"{held}\"").as_str()) {
        return json(
            StatusCode::PRECONDITION_FAILED,
            serde_json::json!({"revision": held}),
        );
    }
    state.docs.insert(code, (held + 1, body.to_vec()));
    json(StatusCode::OK, serde_json::json!({"revision": held + 1}))
}

async fn delete_data(
    axum::extract::State(s): axum::extract::State<Shared>,
    headers: HeaderMap,
) -> Response {
    let mut state = s.lock().unwrap();
    match code_of(&mut state, &headers) {
        Ok(code) => {
            state.docs.remove(&code);
            StatusCode::NO_CONTENT.into_response()
        }
        Err(answer) => answer,
    }
}

/// A running double: its address, its state, and the runtime it runs on.
struct Double {
    addr: String,
    state: Shared,
    _runtime: tokio::runtime::Runtime,
}

impl Double {
    fn start(cap: usize) -> Double {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let state: Shared = Arc::new(Mutex::new(State {
            cap,
            ..State::default()
        }));
        let app = Router::new()
            .route("/sync/v1/codes", post(new_code))
            .route(
                "/sync/v1/data",
                get(get_data).put(put_data).delete(delete_data),
            )
            .with_state(state.clone());
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        runtime.spawn(async move { axum::serve(listener, app).await });
        Double {
            addr,
            state,
            _runtime: runtime,
        }
    }

    /// Replaces the document of the only code with `bytes`, as a hostile server would.
    fn tamper(&self, bytes: &[u8]) {
        let mut state = self.state.lock().unwrap();
        for doc in state.docs.values_mut() {
            *doc = (doc.0 + 1, bytes.to_vec());
        }
    }
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
fn klondike_save(seconds: f64) -> serde_json::Value {
    let text = include_str!("../fixtures/saves/klondike.json");
    let mut data: serde_json::Value = serde_json::from_str(text).unwrap();
    data["seconds"] = seconds.into();
    serde_json::json!({"version": 1, "data": data})
}

fn write_json(dir: &Path, name: &str, value: &serde_json::Value) {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, serde_json::to_vec_pretty(value).unwrap()).unwrap();
}

fn read_json(dir: &Path, name: &str) -> serde_json::Value {
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
    // A still has its own; syncing again loses nothing on either side.
    ok(run(a, &["now"]));
    ok(run(b, &["now"]));
    assert_eq!(read_json(a, "saves/klondike.json"), klondike_save(100.0));
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(200.0));
    assert_eq!(
        read_json(b, "sync-conflicts/klondike.json"),
        klondike_save(100.0)
    );
    // B chooses A's game.
    ok(run(b, &["keep", "klondike", "theirs"]));
    assert_eq!(read_json(b, "saves/klondike.json"), klondike_save(100.0));
    assert!(!b.join("sync-conflicts/klondike.json").exists());

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
