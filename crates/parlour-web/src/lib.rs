//! Parlour in the browser: the plumbing under the app's platform layer (`src/platform/web`).
//!
//! - [`files`]: the store's files in IndexedDB, mirrored in memory so the store stays
//!   synchronous: everything is read once before the first frame, every change is written
//!   through at once.
//! - [`workers`]: long computations in Web Workers (a browser page has no threads), one worker
//!   per lane, cancelled by terminating it.
//! - [`http`]: one request over the browser's `fetch`, its answer's size capped (sync).
//! - [`page`]: the page around the canvas: its address and history, title, visibility, the
//!   storage's persistence, downloads, the browser's language.
//!
//! Architecture invariant: no GUI crate and no game here; nothing a page, a file or a worker
//! says can panic it. On the desktop this crate is empty.

#![cfg(target_arch = "wasm32")]
// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

pub mod files;
pub mod http;
pub mod page;
pub mod workers;

/// A JavaScript value's message, for an error shown to the player or written to the console.
pub fn js_text(value: &wasm_bindgen::JsValue) -> String {
    if let Some(error) = value.dyn_ref::<js_sys::Error>() {
        return String::from(error.message());
    }
    if let Some(exception) = value.dyn_ref::<web_sys::DomException>() {
        return format!("{}: {}", exception.name(), exception.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}

use wasm_bindgen::JsCast;
