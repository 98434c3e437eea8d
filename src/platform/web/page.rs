//! The page around the app: what its address asks for, the address and title following the game,
//! saving when the page is hidden, the back button, and the browser's language.

use crate::game_id::GameId;
use crate::platform::address::{PageRequest, RoomLink};
use parlour_web::files::Problem;
use std::cell::{Cell, RefCell};

/// How often changes are written, in seconds: at once, since a page can be closed at any moment
/// and IndexedDB writes do not block the page.
pub const SAVE_EVERY: f64 = 0.0;

thread_local! {
    static FOLLOWED: RefCell<Option<GameId>> = const { RefCell::new(None) };
    static HIDDEN: Cell<bool> = const { Cell::new(false) };
    static BACK: Cell<bool> = const { Cell::new(false) };
}

/// What the page's address asked for.
pub fn requested() -> PageRequest {
    PageRequest::parse(&parlour_web::page::query())
}

/// The browser's language (`navigator.language`).
pub fn system_locale() -> Option<String> {
    parlour_web::page::language()
}

/// Puts the game being played in the page's address and title, so a reload returns to it: a new
/// history entry when the game changes (the back button returns to the game before), the same
/// entry when only the deal does.
pub fn follow(game: GameId, deal: Option<u64>, room: Option<&RoomLink>, title: &str) {
    let push = FOLLOWED.with(|followed| {
        let before = followed.borrow_mut().replace(game);
        before.is_some_and(|g| g != game)
    });
    let query = PageRequest::query_for(game, deal, room, None);
    if parlour_web::page::query() != query {
        parlour_web::page::set_query(&query, push);
    }
    parlour_web::page::set_title(title);
}

/// Listens for the page being hidden or left, and for the back and forward buttons; `wake` asks
/// for a frame, in which [`take_hidden`] and [`take_history`] answer.
pub fn listen(wake: impl Fn() + Clone + 'static) {
    let on_hidden = wake.clone();
    parlour_web::page::on_hidden(move || {
        HIDDEN.with(|h| h.set(true));
        on_hidden();
    });
    parlour_web::page::on_history(move || {
        BACK.with(|b| b.set(true));
        wake();
    });
}

/// Whether the page was hidden or left since the last call (save now).
pub fn take_hidden() -> bool {
    HIDDEN.with(|h| h.replace(false))
}

/// Where the back or forward button went since the last call, if it did.
pub fn take_history() -> Option<PageRequest> {
    if !BACK.with(|b| b.replace(false)) {
        return None;
    }
    let request = requested();
    FOLLOWED.with(|followed| *followed.borrow_mut() = request.game);
    Some(request)
}

/// Says `text` in the page's live region, for screen readers (and the browser tests).
pub fn announce(text: &str) {
    parlour_web::page::say(text);
}

/// The storage's problems since the last call, in the player's words.
pub fn storage_problems() -> Vec<String> {
    parlour_web::files::take_problems()
        .iter()
        .map(storage_problem_text)
        .collect()
}

/// A storage problem in the player's words.
pub fn storage_problem_text(problem: &Problem) -> String {
    match problem {
        Problem::Unavailable(reason) => {
            crate::t!("web-storage-unavailable", reason = reason.as_str())
        }
        Problem::SetAside { key, aside, reason } => crate::t!(
            "web-storage-set-aside",
            file = key.as_str(),
            kept = aside.as_str(),
            reason = reason.as_str()
        ),
        Problem::TooMuch { skipped } => {
            crate::t!("web-storage-too-much", count = *skipped as i64)
        }
        Problem::QuotaFull { key } => crate::t!("web-storage-quota-full", file = key.as_str()),
        Problem::WriteFailed { key, error } => crate::t!(
            "web-storage-write-failed",
            file = key.as_str(),
            error = error.as_str()
        ),
        Problem::Full { key } => crate::t!("web-storage-full", file = key.as_str()),
    }
}
