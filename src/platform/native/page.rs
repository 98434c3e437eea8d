//! The page around the app: on the desktop there is none. The command line says what opens
//! (`--game`, `--deal`), and the window's title stays "Parlour".

use crate::game_id::GameId;
use crate::platform::address::{PageRequest, RoomLink};

/// How often changes are written, in seconds: a crash loses two seconds of play at most, and the
/// disk is not written on every move.
pub const SAVE_EVERY: f64 = 2.0;

/// What the page's address asked for; nothing on the desktop.
pub fn requested() -> PageRequest {
    PageRequest::default()
}

/// Follows the game being played in the page's address and title; nothing to do on the desktop.
pub fn follow(_game: GameId, _deal: Option<u64>, _room: Option<&RoomLink>, _title: &str) {}

/// The operating system's locale, such as `de-AT`.
pub fn system_locale() -> Option<String> {
    sys_locale::get_locale()
}

/// Nothing to listen for on the desktop (the window's close is eframe's `on_exit`).
pub fn listen(_wake: impl Fn() + Clone + 'static) {}

/// Whether the page was hidden since the last call: there is no page.
pub fn take_hidden() -> bool {
    false
}

/// Where the back button went: there is none.
pub fn take_history() -> Option<PageRequest> {
    None
}

/// Says `text` for screen readers: on the desktop AccessKit reads the window itself.
pub fn announce(_text: &str) {}

/// The storage's problems: on the desktop the store reports its own.
pub fn storage_problems() -> Vec<String> {
    Vec::new()
}
