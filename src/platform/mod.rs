//! What differs between the desktop and the browser, behind one small layer. Everything above it
//! (the shell, the panels, the games' views, the store) is the same code on both; this is the only
//! module of the app that asks which one it runs on (`cfg(target_arch = "wasm32")`), besides the
//! two entry points (`main.rs` and the list of modules in `lib.rs`).
//!
//! | what | desktop (`native/`) | browser (`web/`) |
//! |---|---|---|
//! | [`disk`]: the store's files | the file system (`std::fs`, atomic rename) | IndexedDB, mirrored in memory (loaded before the first frame, written through) |
//! | [`clock`]: the wall clock | `web-time` (std's clock) | `web-time` (`Date.now`) |
//! | [`work`]: long computations | a thread per runner, cancelled by a flag | a Web Worker per runner, cancelled by terminating it |
//! | [`dialogs`]: choosing files | native dialogs (`rfd`), typed paths | the browser's file picker, downloads |
//! | [`http`]: sync's requests (futures) | ureq (rustls on ring) on a thread, driven by `pollster` | `fetch` (`parlour_web::http`) in the page's event loop |
//! | [`net`]: Mahjong with friends | TCP/TLS sessions, LAN hosting and discovery | WebSocket sessions; no LAN |
//! | [`sound`]: sound effects | rodio where built in | Web Audio |
//! | [`page`]: the page around the app | nothing (the command line instead) | the address, title, visibility, storage persistence |

pub mod address;
pub mod clock;
mod dialogs_common;
pub mod http_common;
mod work_common;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::{dialogs, disk, http, net, page, sound, work};

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{dialogs, disk, http, net, page, sound, start::start, work};

/// The room server that served this page, to play online without typing an address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeServer {
    /// Its host and port as the page's address names them.
    pub address: String,
    /// Whether the page came over HTTPS (then the WebSocket is `wss://`).
    pub tls: bool,
}

/// Whether this build runs in a browser.
pub const IS_WEB: bool = cfg!(target_arch = "wasm32");

/// How many threads a Klondike solve may take once its search runs long (the solver's
/// `Limits::threads`, which takes at most four): the desktop's cores; a browser's Web Worker
/// has one thread.
pub fn solver_threads() -> usize {
    if IS_WEB {
        1
    } else {
        std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
    }
}

/// Whether sync's HTTPS can trust a CA file the player names (`TlsMode::CaFile`): the
/// desktop's client reads one; a browser's requests trust the browser's own authorities only.
pub const HTTP_CA_FILES: bool = !IS_WEB;

/// How many pixels of tile, card and gem faces may be rasterised into texture atlases in one
/// frame (`None`: no limit). The desktop rasterises a whole atlas in a few milliseconds; a
/// browser's WebAssembly takes a few hundred for a large one, so there a new size is made over
/// several frames while the nearest size already made stands in (`faces::atlas`). About a
/// dozen 48-pixel tiles a frame, some 20 ms there.
pub const FACE_PIXELS_PER_FRAME: Option<usize> = if IS_WEB { Some(48 * 1024) } else { None };

/// How many milliseconds of a frame rasterising faces may take (`None`: no limit), beside
/// [`FACE_PIXELS_PER_FRAME`]: a busy or slow device draws fewer cells a frame instead of longer
/// frames (the first cell of a frame is always drawn, so every size gets done).
pub const FACE_MILLIS_PER_FRAME: Option<f64> = if IS_WEB { Some(8.0) } else { None };

/// Messages from the platform layer for the player (a picked file too large, say), waiting for
/// the window to show them.
static REPORTS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// Queues `message` for the player; the window shows it in its next frame.
pub fn report(message: String) {
    if let Ok(mut reports) = REPORTS.lock() {
        reports.push(message);
    }
}

/// The messages queued since the last call.
pub fn take_reports() -> Vec<String> {
    REPORTS
        .lock()
        .map(|mut reports| std::mem::take(&mut *reports))
        .unwrap_or_default()
}
