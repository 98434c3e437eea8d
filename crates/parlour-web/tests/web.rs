//! The browser plumbing in a real browser (headless Chromium through wasm-bindgen-test; `.ci/run`
//! runs it): the IndexedDB mirror and the worker lanes.

#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_web::files::{self, Problem};
use parlour_web::page::sleep_ms;
use parlour_web::workers::{Lane, Reply};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// A database of this test's own, empty.
async fn fresh(name: &str) {
    files::close();
    let factory = idb::Factory::new().unwrap();
    factory.delete(name).unwrap().await.unwrap();
    files::open(name).await;
}

#[wasm_bindgen_test]
async fn files_outlive_the_mirror() {
    fresh("parlour-test-outlive").await;
    assert!(files::is_stored(), "{:?}", files::take_problems());
    files::write("/parlour/records.json", b"{\"version\":2}".to_vec()).unwrap();
    files::write("/parlour/layouts/a.tiles", b"a".to_vec()).unwrap();
    files::write("/parlour/layouts/b.tiles", b"bb".to_vec()).unwrap();
    files::remove("/parlour/layouts/b.tiles");
    assert!(files::rename(
        "/parlour/layouts/a.tiles",
        "/parlour/layouts/c.tiles"
    ));
    files::settled().await;
    assert!(files::take_problems().is_empty());
    // What a reload reads: the database, not the mirror.
    files::close();
    files::open("parlour-test-outlive").await;
    assert_eq!(
        files::read("/parlour/records.json").unwrap().as_slice(),
        b"{\"version\":2}"
    );
    assert_eq!(
        files::keys_under("/parlour/layouts/"),
        ["/parlour/layouts/c.tiles"]
    );
    assert_eq!(files::len("/parlour/layouts/c.tiles"), Some(1));
    assert_eq!(files::read("/parlour/layouts/b.tiles"), None);
}

#[wasm_bindgen_test]
async fn an_entry_that_is_not_bytes_is_kept_aside_and_reported() {
    fresh("parlour-test-aside").await;
    // Written behind the app's back (another version, a tampered profile): a string.
    let database = {
        let factory = idb::Factory::new().unwrap();
        factory
            .open("parlour-test-aside", Some(1))
            .unwrap()
            .await
            .unwrap()
    };
    let transaction = database
        .transaction(&["files"], idb::TransactionMode::ReadWrite)
        .unwrap();
    let store = transaction.object_store("files").unwrap();
    store
        .put(
            &JsValue::from_str("not bytes"),
            Some(&JsValue::from_str("/parlour/preferences.json")),
        )
        .unwrap()
        .await
        .unwrap();
    transaction.commit().unwrap().await.unwrap();
    database.close();
    files::close();
    files::open("parlour-test-aside").await;
    assert_eq!(files::read("/parlour/preferences.json"), None);
    let problems = files::take_problems();
    assert!(
        matches!(problems.as_slice(), [Problem::SetAside { key, aside, .. }]
            if key == "/parlour/preferences.json" && aside.starts_with("/parlour/preferences.json.corrupt-")),
        "{problems:?}"
    );
    // Kept, not deleted: the next start still finds it under its new key.
    files::close();
    files::open("parlour-test-aside").await;
    assert!(files::take_problems().is_empty());
}

#[wasm_bindgen_test]
async fn a_write_past_the_limit_is_refused_and_nothing_changes() {
    fresh("parlour-test-limit").await;
    let too_big = vec![0u8; files::MAX_ENTRY_BYTES as usize + 1];
    let refused = files::write("/parlour/big", too_big);
    assert!(matches!(refused, Err(Problem::Full { .. })));
    assert_eq!(files::read("/parlour/big"), None);
}

/// A worker that answers each request with its text reversed, twice (the first not the last);
/// "slow" keeps it busy for a second first, "crash" throws. Like a wasm worker, it listens only
/// after a moment of starting up (a request sent before then would be lost), and says when.
fn echo_worker() -> String {
    let source = r#"
        setTimeout(() => { postMessage({ ready: true }); }, 300);
        onmessage = null;
        setTimeout(() => onmessage = (event) => {
            const { generation, body } = event.data;
            if (body === "crash") { throw new Error("boom"); }
            const until = Date.now() + (body === "slow" ? 1000 : 0);
            while (Date.now() < until) {}
            const answer = body.split("").reverse().join("");
            postMessage({ generation, body: answer, last: false });
            postMessage({ generation, body: answer + "!", last: true });
        }, 250);
    "#;
    let parts = js_sys::Array::of1(&JsValue::from_str(source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).unwrap();
    web_sys::Url::create_object_url_with_blob(&blob).unwrap()
}

async fn replies(lane: &mut Lane, until_idle: bool) -> Vec<Reply> {
    let mut got = Vec::new();
    for _ in 0..400 {
        got.extend(lane.poll());
        if until_idle && !lane.is_busy() {
            break;
        }
        sleep_ms(10).await;
    }
    got
}

#[wasm_bindgen_test]
async fn a_lane_answers_in_order_and_a_new_request_drops_the_busy_one() {
    let woken = Rc::new(Cell::new(0));
    let count = Rc::clone(&woken);
    let mut lane = Lane::new(&echo_worker(), move || count.set(count.get() + 1));
    lane.ask("abc");
    let got = replies(&mut lane, true).await;
    assert_eq!(
        got,
        [
            Reply::Answer {
                body: "cba".into(),
                last: false
            },
            Reply::Answer {
                body: "cba!".into(),
                last: true
            },
        ]
    );
    assert!(woken.get() >= 2);
    // A slow request, dropped for another: only the second one's answers come.
    lane.ask("slow");
    sleep_ms(50).await;
    assert!(lane.is_busy());
    lane.ask("xy");
    let got = replies(&mut lane, true).await;
    assert_eq!(
        got.last(),
        Some(&Reply::Answer {
            body: "yx!".into(),
            last: true
        })
    );
    assert!(
        got.iter()
            .all(|r| !matches!(r, Reply::Answer { body, .. } if body.starts_with("wols")))
    );
}

#[wasm_bindgen_test]
async fn a_failed_worker_is_reported_and_the_next_request_gets_a_fresh_one() {
    let mut lane = Lane::new(&echo_worker(), || {});
    lane.ask("crash");
    let got = replies(&mut lane, true).await;
    assert!(matches!(got.as_slice(), [Reply::Failed(_)]), "{got:?}");
    assert!(!lane.is_busy());
    lane.ask("ok");
    let got = replies(&mut lane, true).await;
    assert_eq!(
        got.last(),
        Some(&Reply::Answer {
            body: "ko!".into(),
            last: true
        })
    );
}

#[wasm_bindgen_test]
async fn cancel_drops_the_answer() {
    let mut lane = Lane::new(&echo_worker(), || {});
    lane.ask("slow");
    sleep_ms(20).await;
    lane.cancel();
    assert!(!lane.is_busy());
    let got = replies(&mut lane, false).await;
    assert!(got.is_empty(), "{got:?}");
}

/// The page the test runner serves, as an address to ask.
fn page_origin() -> String {
    web_sys::window().unwrap().location().origin().unwrap()
}

#[wasm_bindgen_test]
async fn fetch_reads_the_answer_and_its_status() {
    use parlour_web::http::fetch;
    let page = fetch("GET", &page_origin(), &[], None, 1 << 20)
        .await
        .unwrap();
    assert_eq!(page.status, 200);
    assert!(!page.body.is_empty(), "the runner's page has a body");
    let missing = format!("{}/no-such-file-{}", page_origin(), 7);
    let answer = fetch("GET", &missing, &[("X-Test", "1")], None, 1 << 20)
        .await
        .unwrap();
    assert_eq!(answer.status, 404, "a status is an answer, not an error");
}

#[wasm_bindgen_test]
async fn fetch_refuses_a_larger_answer_and_names_what_went_wrong() {
    use parlour_web::http::{FetchError, fetch};
    let too_large = fetch("GET", &page_origin(), &[], None, 8).await;
    assert_eq!(too_large, Err(FetchError::TooLarge(8)));
    // Port 9 (discard) on loopback: nobody listens, the browser's fetch fails.
    let refused = fetch("GET", "http://127.0.0.1:9/sync/v1/data", &[], None, 1024).await;
    assert!(
        matches!(refused, Err(FetchError::Unreachable(_))),
        "{refused:?}"
    );
    let bad = fetch("NOT A METHOD", &page_origin(), &[], None, 1024).await;
    assert!(matches!(bad, Err(FetchError::Setup(_))), "{bad:?}");
}
