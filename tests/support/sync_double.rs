//! An HTTP double of the server's four sync endpoints that follows the protocol
//! (/work/notes/sync-protocol.md as of issue 37): codes in a header, revisions in
//! `ETag`/`If-Match`, 412 on a stale push, 404 for unknown codes, 400 for malformed ones, 413
//! over the size cap, 422 for a body that is not a version 1 document, 429 after five wrong
//! codes. Shared by the command line's and the window's tests (`#[path]`).

// Each test binary uses part of it; a failed unwrap is a failed test.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use axum::Router;
use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The server's state: documents by canonical code, and wrong codes counted.
#[derive(Default)]
pub struct State {
    pub docs: HashMap<String, (u64, Vec<u8>)>,
    made: u64,
    wrong: u32,
    cap: usize,
}

pub type Shared = Arc<Mutex<State>>;

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
fn code_of(state: &mut State, headers: &HeaderMap) -> Result<String, Box<Response>> {
    if state.wrong >= 5 {
        let mut answer = error(StatusCode::TOO_MANY_REQUESTS, "too many wrong codes");
        answer
            .headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from_static("60"));
        return Err(Box::new(answer));
    }
    let typed = headers
        .get("parlour-sync-code")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let Some(code) = canonical(typed) else {
        state.wrong += 1;
        return Err(Box::new(error(
            StatusCode::BAD_REQUEST,
            "malformed sync code",
        )));
    };
    if !state.docs.contains_key(&code) {
        state.wrong += 1;
        return Err(Box::new(error(StatusCode::NOT_FOUND, "unknown sync code")));
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
        Err(answer) => return *answer,
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
        Err(answer) => return *answer,
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
        Err(answer) => *answer,
    }
}

/// A running double: its address, its state, and the runtime it runs on.
pub struct Double {
    pub addr: String,
    pub state: Shared,
    _runtime: tokio::runtime::Runtime,
}

impl Double {
    pub fn start(cap: usize) -> Double {
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
    pub fn tamper(&self, bytes: &[u8]) {
        let mut state = self.state.lock().unwrap();
        for doc in state.docs.values_mut() {
            *doc = (doc.0 + 1, bytes.to_vec());
        }
    }
}
