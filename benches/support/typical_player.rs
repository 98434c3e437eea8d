//! A typical player's data in a config folder, for the sync benchmarks (BENCHMARKS.md, "Sync"):
//! for [`TYPICAL`], a game in progress for every game, each dealt and played by its own panel
//! and written by the panel's `save` the way the app writes it; 2,000 finished games in the
//! records, added through `Records::add` as the panels add them; 20 layouts of the built-in
//! layouts' size in `layouts/`; and the preferences. Smaller [`Profile`]s take fewer of each. Deal numbers and the games' course
//! are fixed, so every run builds the same data (only the finished games' random ids differ).

use parlour::game_id::GameId;
use parlour::games::{editor, freecell, klondike, mahjong, match3, shisen, solitaire, spider};
use parlour::layout_files::LayoutFolder;
use parlour::panel::{Game, GamePanel, PanelContext, SessionPanel};
use parlour::preferences::Preferences;
use parlour::records::{Outcome, Records};
use parlour::store::{SAVED_GAME_VERSION, Store};
use parlour_rules::editor::model::{EditMove, Mirror};
use parlour_rules::solitaire::builtin::builtin_layouts;
use parlour_rules::solitaire::layout::TilePos;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How much data a player has.
#[derive(Clone, Copy, Debug)]
pub struct Profile {
    /// Games in progress (the first of every game's, in the switcher's order; at most 8).
    pub games_in_progress: usize,
    /// Finished games in the records.
    pub finished_games: usize,
    /// Layouts of their own.
    pub layouts: usize,
}

/// The typical player of issue 37: every game in progress, 2,000 finished games, 20 layouts.
pub const TYPICAL: Profile = Profile {
    games_in_progress: 8,
    finished_games: 2_000,
    layouts: 20,
};

/// The record keys the finished games fall in: the games and variants a player who plays a
/// bit of everything has records for (each key keeps at most 200 games).
const RECORD_KEYS: [&str; 14] = [
    "klondike/draw1-7piles-unlimited-unscored",
    "klondike/draw3-7piles-unlimited-standard",
    "klondike/draw3-7piles-3passes-vegas",
    "solitaire/Turtle",
    "solitaire/Dragon",
    "solitaire/Fortress",
    "solitaire/Pyramid",
    "spider/1suit",
    "spider/2suits",
    "freecell/4cells",
    "freecell/bakers-4cells",
    "shisen/18x8",
    "match3/Moves",
    "match3/Timed",
];

/// Writes the data of a player of `profile` into the config folder `dir` (made when missing).
pub fn write(dir: &Path, profile: &Profile) {
    let mut store = Store::open(Some(dir.to_owned()));
    let mut prefs = Preferences::default();
    let mut records = Records::default();
    let games = games_in_progress(&mut prefs, &mut records);
    for (game, saved) in games.into_iter().take(profile.games_in_progress) {
        let file = Store::saved_game_file(game.key());
        assert!(store.save(&file, SAVED_GAME_VERSION, &saved), "{file}");
    }
    add_finished_games(&mut records, profile.finished_games);
    assert!(store.save(Records::FILE, Records::VERSION, &records));
    assert!(store.save(Preferences::FILE, Preferences::VERSION, &prefs));
    let folder = LayoutFolder::new(store.layouts_dir());
    for (k, mut layout) in builtin_layouts()
        .into_iter()
        .cycle()
        .take(profile.layouts)
        .enumerate()
    {
        // The player's own: their name and author, and past the first round of the built-in
        // ones, a pair of tiles fewer, so that no two are the same layout.
        layout.name = format!("My {} {}", layout.name, k + 1);
        layout.author = "A player".to_owned();
        if k >= builtin_layouts().len() {
            let keep = layout.tiles.len() - 2;
            layout.tiles.truncate(keep);
        }
        folder.write(&layout, None).expect("a layout written");
    }
    let problems = store.take_problems();
    assert!(problems.is_empty(), "{problems:?}");
}

/// Every game's game in progress, as its panel saves it.
fn games_in_progress(
    prefs: &mut Preferences,
    records: &mut Records,
) -> Vec<(GameId, serde_json::Value)> {
    let mut messages = Vec::new();
    let mut cx = PanelContext::new(0.0, prefs, records, &mut messages);
    let stop = AtomicBool::new(false);
    let shisen_limits = parlour_rules::shisen::solver::Limits::nodes(20_000);
    let freecell_limits = parlour_rules::freecell::solver::Limits {
        max_nodes: 200_000,
        ..Default::default()
    };
    vec![
        play(solitaire::ui::SolitairePanel::new(), 31, 30, &mut cx, |s| {
            let (a, b) = *s.available_pairs().first()?;
            Some(parlour_rules::solitaire::rules::Move::RemovePair(a, b))
        }),
        play(editor::ui::EditorPanel::new(), 0, 60, &mut cx, {
            let mut placed = 0;
            move |_| {
                // Tiles two cells apart, row by row, as a player lays out a first layer.
                let at = TilePos::new(2 * (placed % 14), 2 * (placed / 14), 0);
                placed += 1;
                Some(EditMove::Place {
                    at,
                    mirror: Mirror::NONE,
                })
            }
        }),
        play(shisen::ui::ShisenPanel::new(), 32, 30, &mut cx, |board| {
            let hint = parlour_rules::shisen::solver::hint(board, &shisen_limits)?;
            Some(parlour_rules::shisen::Move::RemovePair {
                a: hint.a,
                b: hint.b,
            })
        }),
        play(match3::ui::Match3Panel::new(), 33, 40, &mut cx, |game| {
            let (a, b) = *game.board().valid_swaps().first()?;
            Some(parlour_rules::match3::Move::Swap { a, b })
        }),
        play(
            klondike::ui::KlondikePanel::new(),
            34,
            60,
            &mut cx,
            parlour_rules::klondike::assist::hint,
        ),
        play(
            freecell::ui::FreeCellPanel::new(),
            35,
            40,
            &mut cx,
            |game| parlour_rules::freecell::assist::hint(game, freecell_limits, &stop),
        ),
        play(
            spider::ui::SpiderPanel::new(),
            36,
            60,
            &mut cx,
            parlour_rules::spider::assist::hint,
        ),
        play(
            mahjong::ui::MahjongPanel::new(),
            37,
            200,
            &mut cx,
            |table| {
                use parlour_rules::engine::history::Rules;
                use parlour_rules::mahjong::bot::{self, Difficulty};
                // Every seat played by the computer player, as at a table of four bots; a
                // seat it has no choice for takes its first legal move (a pass, the next hand:
                // after a hand nobody is waited for, and any seat may deal the next).
                let mut seats = table.waiting_for();
                if seats.is_empty() {
                    seats.push(0);
                }
                seats.into_iter().find_map(|seat| {
                    let choice = bot::decide(&table.view_for(seat), Difficulty::Medium);
                    choice
                        .into_iter()
                        .chain(table.legal_moves(seat))
                        .find(|mv| table.clone().apply(mv).is_ok())
                })
            },
        ),
    ]
}

/// Deals `deal_no` on `panel` (waiting for a deal worked out away from the window), plays up
/// to `moves` moves chosen by `next` through the session as the board does, with the clock
/// running for ten seconds a move, and returns the panel's save.
fn play<G: Game>(
    mut panel: SessionPanel<G>,
    deal_no: u64,
    moves: usize,
    cx: &mut PanelContext<'_>,
    mut next: impl FnMut(&G::State) -> Option<<G::State as parlour_rules::engine::history::Rules>::Move>,
) -> (GameId, serde_json::Value) {
    let game = panel.id();
    panel.new_game(deal_no, cx);
    while panel.is_dealing() {
        std::thread::sleep(Duration::from_millis(5));
        panel.take_dealt(cx);
    }
    panel.take_dealt(cx);
    if let Some(clock) = panel.clock() {
        clock.set_running(true, 0.0);
    }
    let mut played = 0;
    while played < moves {
        let Some(mv) = next(panel.session.state()) else {
            break;
        };
        if panel.session.play(mv).is_err() {
            break;
        }
        panel.settle(cx);
        played += 1;
    }
    assert!(played >= moves / 2, "{game:?}: only {played} moves");
    let saved = panel
        .save(10.0 * played as f64)
        .unwrap_or_else(|| panic!("{game:?} saved nothing"));
    (game, saved)
}

/// Adds `count` finished games over two years, spread over [`RECORD_KEYS`], in the order they
/// were played.
fn add_finished_games(records: &mut Records, count: usize) {
    let today = time::Date::from_calendar_date(2026, time::Month::November, 27).expect("a date");
    for i in 0..count {
        let n = i as u32;
        let key = RECORD_KEYS[(i * 7 + i / 3) % RECORD_KEYS.len()];
        let days_ago = (count - i) as i64 * 730 / count as i64;
        let won = (n * 7) % 10 < 6;
        let seconds = 180.0 + 120.0 * (f64::from(n) * 1.3).sin().abs() + f64::from(n % 97);
        records.add(
            key,
            Outcome {
                deal_no: Some(10_000 + u64::from(n) * 37),
                moves: 60 + (n * 13) % 90,
                date: Some(today - time::Duration::days(days_ago)),
                assisted: n % 11 == 3,
                score: key.contains("match3").then_some(i64::from(n % 500) * 40),
                ..Outcome::new(won, seconds)
            },
        );
    }
    let kept: usize = records.entries.values().map(|r| r.games.len()).sum();
    assert_eq!(kept, count, "every finished game kept");
}
