//! A few dozen finished games, recorded through the same `Records::add` the panels use, for the
//! Statistics window's tests and screenshots (`cargo run --example sample_records -- DIR`).
//! The variation is a fixed formula, so every run records the same games.

use parlour::records::{Outcome, Records};
use parlour_rules::daily::DailyGame;
use time::{Date, Duration};

/// The Klondike key the samples use (drawing one, standard table, no scoring).
pub const KLONDIKE_KEY: &str = "klondike/draw1-7piles-unlimited-unscored";
/// The Mahjong Solitaire key the samples use.
pub const SOLITAIRE_KEY: &str = "solitaire/Turtle";

/// Records `games` Klondike games and 24 Turtle games, one a day up to `today`, and the daily
/// Klondike deals of most days of `today`'s month.
pub fn sample_records(today: Date, games: u32) -> Records {
    let mut games_played = Vec::new();
    for i in 0..games {
        let date = today - Duration::days(i64::from(games - i));
        let won = (i * 7) % 10 < 7;
        // A player getting faster, with some spread.
        let seconds = 260.0 - 2.0 * f64::from(i) + 70.0 * (f64::from(i) * 1.7).sin();
        games_played.push((
            KLONDIKE_KEY,
            Outcome {
                deal_no: Some(1_000 + u64::from(i)),
                moves: 90 + (i * 13) % 40,
                date: Some(date),
                assisted: i % 9 == 4,
                ..Outcome::new(won, seconds)
            },
        ));
    }
    for i in 0..24u32 {
        let date = today - Duration::days(i64::from(30 - i));
        let seconds = 420.0 + 90.0 * (f64::from(i) * 0.9).cos();
        games_played.push((
            SOLITAIRE_KEY,
            Outcome {
                deal_no: Some(50 + u64::from(i)),
                moves: 72,
                date: Some(date),
                ..Outcome::new(i % 4 != 1, seconds)
            },
        ));
    }
    let first = today.replace_day(1).unwrap_or(today);
    let mut day = first;
    while day <= today {
        let n = u32::from(day.day());
        if n % 6 != 3 {
            let daily = Some((DailyGame::KlondikeDraw1, day));
            let won = n % 5 != 2;
            games_played.push((
                KLONDIKE_KEY,
                Outcome {
                    date: Some(day),
                    daily,
                    moves: 100 + n,
                    ..Outcome::new(won, 200.0 + f64::from(n) * 3.0)
                },
            ));
        }
        day = day.next_day().unwrap_or(today + Duration::days(1));
    }
    // In the order they were played, as a player's records would be.
    games_played.sort_by_key(|(_, outcome)| outcome.date);
    let mut records = Records::default();
    for (key, outcome) in games_played {
        records.add(key, outcome);
    }
    records
}
