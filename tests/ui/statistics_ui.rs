//! The Statistics window and the deal of the day, found and driven by accessible label.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

#[path = "../support/sample_records.rs"]
mod sample_records;

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use parlour::app::{Action, Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::records::Records;
use parlour::records::stats::Summary;
use parlour::store::Store;
use parlour_rules::daily::{DailyGame, deal_of_the_day};
use parlour_rules::engine::clock::format_duration;
use parlour_rules::match3::{Match3, Mode, hint};
use sample_records::{KLONDIKE_KEY, sample_records};
use time::{Date, Month};

fn today() -> Date {
    Date::from_calendar_date(2026, Month::November, 25).unwrap()
}

fn app(dir: &std::path::Path, game: GameId) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            let mut app = ParlourApp::new(Launch {
                game: Some(game),
                deal: Some(7),
                config_dir: Some(dir.clone()),
                ..Default::default()
            });
            app.set_today(today());
            app
        });
    harness.run_steps(3);
    harness
}

fn write_sample(dir: &std::path::Path) -> Records {
    let records = sample_records(today(), 40);
    assert!(Store::open(Some(dir.to_owned())).save(Records::FILE, Records::VERSION, &records));
    records
}

fn records_file(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join(Records::FILE)).unwrap()
}

#[test]
fn statistics_show_the_figures_and_charts_and_a_reset_can_be_undone() {
    let dir = tempfile::tempdir().unwrap();
    let records = write_sample(dir.path());
    let summary = Summary::of(records.get(KLONDIKE_KEY).unwrap());
    let mut harness = app(dir.path(), GameId::Klondike);
    harness.key_press(Key::F8);
    harness.run_steps(3);

    harness.get_by_label("Statistics: Klondike");
    for chart in [
        "Chart: time per won game",
        "Chart: win rate over time",
        "Chart: histogram of times",
    ] {
        harness.get_by_label(chart);
    }
    let rate = format!("{:.0} %", summary.win_rate.unwrap() * 100.0);
    let best = format_duration(summary.best_time.unwrap());
    let median = format_duration(summary.median_time.unwrap());
    for figure in [
        format!("Games played: {}", summary.played),
        format!("Games won: {}", summary.won),
        format!("Win rate: {rate}"),
        format!("Current streak: {}", summary.streak),
        format!("Longest streak: {}", summary.best_streak),
        format!("Best time: {best}"),
        format!("Median time: {median}"),
    ] {
        harness.get_by_label(&figure);
    }

    // Reset asks first; then the record is gone from the window and the file.
    harness.get_by_label("Reset statistics…").click();
    harness.run_steps(3);
    harness.get_by_label("Keep them").click();
    harness.run_steps(3);
    assert!(records_file(dir.path()).contains(KLONDIKE_KEY));
    harness.get_by_label("Reset statistics…").click();
    harness.run_steps(3);
    harness.get_by_label("Reset").click();
    harness.run_steps(3);
    harness.get_by_label("No games yet");
    assert!(!records_file(dir.path()).contains(KLONDIKE_KEY));

    // Until the window closes, the reset can be undone.
    harness
        .get_by_label_contains("Undo reset of draw 1, 7 piles")
        .click();
    harness.run_steps(3);
    harness.get_by_label(&format!("Games played: {}", summary.played));
    let back: serde_json::Value = serde_json::from_str(&records_file(dir.path())).unwrap();
    assert_eq!(
        back["data"]["entries"][KLONDIKE_KEY]["played"],
        summary.played
    );
    harness.get_by_label("Close").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Chart: time per won game").is_none());
}

#[test]
fn records_name_every_game_and_variant_in_words_and_open_their_statistics() {
    let dir = tempfile::tempdir().unwrap();
    write_sample(dir.path());
    let mut harness = app(dir.path(), GameId::Shisen);
    harness.state_mut().perform(Action::Records, 1.0);
    harness.run_steps(3);
    harness.get_by_label("draw 1, 7 piles, unlimited passes, no score");
    harness.get_by_label("Turtle");
    assert!(harness.query_by_label_contains("klondike/").is_none());

    // The game's name opens its statistics, on the variant of the row.
    harness
        .get_by_role_and_label(Role::Link, "Klondike")
        .click();
    harness.run_steps(3);
    harness.get_by_label("Statistics: Klondike");
    harness.get_by_label("Chart: time per won game");
}

#[test]
fn a_game_without_records_reads_well() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), GameId::Shisen);
    harness.key_press(Key::F8);
    harness.run_steps(3);
    harness.get_by_label("Statistics: Shisen-Sho");
    harness.get_by_label("No games yet");
    assert!(harness.query_by_label("Chart: time per won game").is_none());
    assert!(harness.query_by_label("Reset statistics…").is_none());
}

#[test]
fn the_calendar_marks_the_days_played_and_won_and_the_streak() {
    let dir = tempfile::tempdir().unwrap();
    let records = write_sample(dir.path());
    let mut harness = app(dir.path(), GameId::Klondike);
    harness.get_by_label("📅 Today").click();
    harness.run_steps(3);
    let deal = deal_of_the_day(DailyGame::KlondikeDraw1, today());
    harness.get_by_label(&format!("Today: Klondike, draw one, deal {deal}"));
    let game = DailyGame::KlondikeDraw1;
    let mut day = today().replace_day(1).unwrap();
    while day <= today() {
        let status = match records.daily.result(game, day) {
            Some(true) => "won",
            Some(false) => "played",
            None => "not played",
        };
        harness.get_by_label(&format!("{}: {status}", parlour::app::long_date(day)));
        day = day.next_day().unwrap();
    }
    harness.get_by_label("Thursday 26 November 2026: to come");
    let streak = records.daily.streak(game, today());
    assert!(streak > 0);
    harness.get_by_label_contains(&format!("Daily streak: {streak} days"));
}

#[test]
fn todays_match3_deal_is_played_and_counts_in_the_calendar() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("preferences.json"),
        r#"{"version": 1, "data": {"animation_speed": 0.0}}"#,
    )
    .unwrap();
    let mut harness = app(dir.path(), GameId::Match3);
    harness.get_by_label("📅 Today").click();
    harness.run_steps(3);
    let deal = deal_of_the_day(DailyGame::Match3, today());
    harness.get_by_label(&format!("Today: Match-3, 30 moves, deal {deal}"));
    harness.get_by_label("Not played yet");
    harness.get_by_label("▶ Play today").click();
    harness.run_steps(3);
    let panel = harness.state().active_panel().unwrap();
    assert_eq!(panel.deal_no(), Some(deal));
    assert_eq!(panel.daily(), Some((DailyGame::Match3, today())));

    let mut state = Match3::new(deal, Mode::Moves);
    for _ in 0..30 {
        let best = hint::best_swap(state.board()).expect("a swap");
        for pos in [best.a, best.b] {
            let gem = state.board().get(pos).unwrap();
            harness
                .get_by_label(&parlour::games::match3::ui::cell_name(gem, pos))
                .click();
            harness.run_steps(1);
        }
        let swap = parlour_rules::match3::Move::Swap {
            a: best.a,
            b: best.b,
        };
        parlour_rules::engine::history::Rules::apply(&mut state, &swap).unwrap();
    }
    harness.run_steps(3);
    let saved: serde_json::Value = serde_json::from_str(&records_file(dir.path())).unwrap();
    assert_eq!(saved["data"]["daily"]["match3"]["2026-11-25"], true);
    let games = &saved["data"]["entries"]["match3/Moves"]["games"];
    assert_eq!(games[0]["daily"], "match3");
    assert_eq!(games[0]["deal"], deal);
    assert_eq!(games[0]["date"], "2026-11-25");
    assert_eq!(games[0]["moves"], 30);

    harness.get_by_label("📅 Today").click();
    harness.run_steps(3);
    harness.get_by_label("Wednesday 25 November 2026: won");
    harness.get_by_label("Won ✔");
    harness.get_by_label_contains("Daily streak: 1 day ");
}
