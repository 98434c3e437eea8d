//! The page around the canvas: its address and history, title, visibility, the persistence of
//! its storage, downloads, the browser's language, and a line for screen readers.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The address's query, without its `?` (empty when there is none).
pub fn query() -> String {
    window()
        .and_then(|w| w.location().search().ok())
        .map(|s| s.trim_start_matches('?').to_owned())
        .unwrap_or_default()
}

/// Whether the page was served over HTTPS.
pub fn is_secure() -> bool {
    window()
        .and_then(|w| w.location().protocol().ok())
        .is_some_and(|p| p == "https:")
}

/// The page's host and port, as `play.example.org` or `127.0.0.1:8080`.
pub fn host() -> Option<String> {
    window().and_then(|w| w.location().host().ok())
}

/// The largest `parlour-server.json` read.
const MAX_SERVER_FILE_BYTES: f64 = 4096.0;

/// Whether a Parlour room server served this page. The site carries `parlour-server.json`
/// (`{"rooms": false}`, beside `index.html`), which a room server answers itself with
/// `{"rooms": true}`: a file that is always there, so a static host logs no missing file.
pub async fn served_by_room_server() -> bool {
    let Some(window) = window() else {
        return false;
    };
    let Ok(response) =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_str("./parlour-server.json")).await
    else {
        return false;
    };
    let Ok(response) = response.dyn_into::<web_sys::Response>() else {
        return false;
    };
    if !response.ok() {
        return false;
    }
    // The size is checked before the body is read, when the server says it.
    let declared = response
        .headers()
        .get("content-length")
        .ok()
        .flatten()
        .and_then(|n| n.parse::<f64>().ok());
    if declared.is_some_and(|n| n > MAX_SERVER_FILE_BYTES) {
        return false;
    }
    let Ok(text) = response.text() else {
        return false;
    };
    let Ok(text) = wasm_bindgen_futures::JsFuture::from(text).await else {
        return false;
    };
    text.as_string()
        .is_some_and(|t| t.len() as f64 <= MAX_SERVER_FILE_BYTES && says_rooms(&t))
}

/// Whether `json` is an object whose `rooms` is `true` (the browser's own JSON parser).
fn says_rooms(json: &str) -> bool {
    js_sys::JSON::parse(json)
        .ok()
        .and_then(|value| js_sys::Reflect::get(&value, &"rooms".into()).ok())
        .and_then(|rooms| rooms.as_bool())
        == Some(true)
}

/// Puts `query` in the address without loading anything: a new entry in the history (the back
/// button returns to the one before) when `push`, else in place of the current one.
pub fn set_query(query: &str, push: bool) {
    let Some(window) = window() else {
        return;
    };
    let Ok(path) = window.location().pathname() else {
        return;
    };
    let url = if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    };
    if let Ok(history) = window.history() {
        let state = wasm_bindgen::JsValue::NULL;
        // A refused change leaves the old address, which still opens the app.
        let _ = if push {
            history.push_state_with_url(&state, "", Some(&url))
        } else {
            history.replace_state_with_url(&state, "", Some(&url))
        };
    }
}

/// Sets the page's title (the tab's name).
pub fn set_title(title: &str) {
    if let Some(document) = window().and_then(|w| w.document())
        && document.title() != title
    {
        document.set_title(title);
    }
}

/// The browser's language, such as `de-AT` (`navigator.language`).
pub fn language() -> Option<String> {
    window().and_then(|w| w.navigator().language())
}

/// Calls `f` whenever the page is hidden (another tab, the phone locked) or left
/// (`visibilitychange`, `pagehide`): a browser has no exit, so this is when to save.
pub fn on_hidden(f: impl Fn() + 'static) {
    let Some(window) = window() else {
        return;
    };
    let f = Rc::new(f);
    let hidden = {
        let f = Rc::clone(&f);
        Closure::<dyn Fn()>::new(move || {
            let is_hidden = web_sys::window()
                .and_then(|w| w.document())
                .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Hidden);
            if is_hidden {
                f();
            }
        })
    };
    let left = Closure::<dyn Fn()>::new(move || f());
    if let Some(document) = window.document() {
        let _ = document
            .add_event_listener_with_callback("visibilitychange", hidden.as_ref().unchecked_ref());
    }
    let _ = window.add_event_listener_with_callback("pagehide", left.as_ref().unchecked_ref());
    // The listeners live as long as the page.
    hidden.forget();
    left.forget();
}

/// Calls `f` when the player goes back or forward in the history (`popstate`).
pub fn on_history(f: impl Fn() + 'static) {
    let Some(window) = window() else {
        return;
    };
    let listener = Closure::<dyn Fn()>::new(f);
    let _ = window.add_event_listener_with_callback("popstate", listener.as_ref().unchecked_ref());
    listener.forget();
}

/// What the browser said about keeping the site's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Persistence {
    /// The storage is kept until the player clears it.
    Persistent,
    /// The browser may clear it when space runs low (it said no, or asks nobody).
    BestEffort,
    /// The browser has no storage manager to ask.
    Unknown,
}

/// Asks the browser to keep the site's storage (`navigator.storage.persist()`).
pub async fn persist() -> Persistence {
    let Some(storage) = window().map(|w| w.navigator().storage()) else {
        return Persistence::Unknown;
    };
    let Ok(promise) = storage.persist() else {
        return Persistence::Unknown;
    };
    match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(value) if value.as_bool() == Some(true) => Persistence::Persistent,
        Ok(_) => Persistence::BestEffort,
        Err(_) => Persistence::Unknown,
    }
}

/// Hands `bytes` to the browser as a download named `file_name`.
pub fn download(file_name: &str, bytes: &[u8], mime: &str) -> Result<(), String> {
    let text = |e: wasm_bindgen::JsValue| crate::js_text(&e);
    let window = window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(text)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(text)?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(text)?
        .dyn_into()
        .map_err(|_| "no link element")?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    // The browser has taken the download; the object URL can go after this task.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 1000);
    Ok(())
}

/// Puts `text` in the page's live region (`#parlour-status`, read by screen readers and by the
/// browser tests), when it changed.
pub fn say(text: &str) {
    thread_local! {
        static LAST: RefCell<String> = const { RefCell::new(String::new()) };
    }
    let changed = LAST.with(|last| {
        let mut last = last.borrow_mut();
        (*last != text).then(|| *last = text.to_owned()).is_some()
    });
    if !changed {
        return;
    }
    if let Some(element) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("parlour-status"))
    {
        element.set_text_content(Some(text));
    }
}

/// Waits `ms` milliseconds without blocking the page.
pub async fn sleep_ms(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Keeps the browser from acting on the game's own shortcuts (F2 new game, F8 statistics,
/// Ctrl+Z undo, Ctrl+Y and Ctrl+Shift+Z redo, H hint, P pause): the app still sees the keys, the
/// browser does not open its own features for them. Keys typed into a text field are left
/// alone, so names and codes can be typed.
pub fn keep_shortcuts() {
    let Some(document) = window().and_then(|w| w.document()) else {
        return;
    };
    let listener =
        Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(|event: web_sys::KeyboardEvent| {
            let typing = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA"));
            if typing {
                return;
            }
            let key = event.key().to_lowercase();
            let command = event.ctrl_key() || event.meta_key();
            let ours = match key.as_str() {
                "f2" | "f8" => true,
                "z" | "y" => command,
                "h" | "p" => !command && !event.alt_key(),
                _ => false,
            };
            if ours {
                event.prevent_default();
            }
        });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
        "keydown",
        listener.as_ref().unchecked_ref(),
        &options,
    );
    listener.forget();
}
