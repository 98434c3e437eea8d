//! The computer players' levels mean something: on a fixed set of seeded games, each level
//! sitting in every seat, Hard beats three Medium players and Medium beats three Easy ones.
//! The big run behind the figures in BENCHMARKS.md is `parlour mahjong selfplay --rotate`;
//! this is the small one that keeps them from sliding back.

use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::selfplay::play_bots;
use parlour_rules::mahjong::table::TableSettings;

/// What one level did against three players of another.
#[derive(Debug, Default)]
struct Match {
    hands: u64,
    /// Hands won by the lone player, and by the three others together.
    won: [u64; 2],
    /// Hands in which each side discarded the winning tile.
    dealt_in: [u64; 2],
    /// Points of the lone player, and of the three others together.
    points: [i64; 2],
}

impl Match {
    /// The lone player's share of the hands won less the others' mean share, in points of
    /// percentage.
    fn won_over_others(&self) -> f64 {
        let share = |n: u64| 100.0 * n as f64 / self.hands as f64;
        share(self.won[0]) - share(self.won[1]) / 3.0
    }
}

/// Games `games`, each played four times with the lone `level` in each seat in turn.
fn play_match(level: Difficulty, others: Difficulty, games: std::ops::Range<u64>) -> Match {
    play_match_with(level, others, games, TableSettings::default())
}

fn play_match_with(
    level: Difficulty,
    others: Difficulty,
    games: std::ops::Range<u64>,
    settings: TableSettings,
) -> Match {
    let mut result = Match::default();
    for game_no in games {
        for lone_seat in 0..4 {
            let levels = std::array::from_fn(|seat| if seat == lone_seat { level } else { others });
            let record = play_bots(game_no, settings, levels).unwrap_or_else(|e| panic!("{e}"));
            let side = |seat: u8| usize::from(usize::from(seat) != lone_seat);
            for hand in &record.hands {
                result.hands += 1;
                for win in &hand.wins {
                    result.won[side(win.seat)] += 1;
                }
                if let Some(discarder) = hand.wins.first().and_then(|w| w.discarder) {
                    result.dealt_in[side(discarder)] += 1;
                }
            }
            for (seat, &score) in record.scores.iter().enumerate() {
                result.points[side(seat as u8)] += score;
            }
        }
    }
    result
}

#[test]
fn hard_beats_medium_on_a_fixed_set_of_games() {
    let games = play_match(Difficulty::Hard, Difficulty::Medium, 1..17);
    assert!(games.hands > 1_000, "{games:?}");
    assert!(games.won_over_others() > 2.0, "{games:?}");
    assert!(games.points[0] > 0, "{games:?}");
    // It deals in less often than each Medium player on average.
    assert!(3 * games.dealt_in[0] < games.dealt_in[1], "{games:?}");
}

#[test]
fn medium_beats_easy_on_a_fixed_set_of_games() {
    let games = play_match(Difficulty::Medium, Difficulty::Easy, 1..9);
    assert!(games.won_over_others() > 5.0, "{games:?}");
    assert!(games.points[0] > 0, "{games:?}");
}

/// With a minimum of three faan, a hand opened without a way to three can never win: Hard
/// must not open one (it once did, and fell far behind Medium).
#[test]
fn hard_beats_medium_with_a_minimum_of_three_faan() {
    let settings = TableSettings {
        scoring: parlour_rules::mahjong::scoring::ScoringRules {
            min_faan: 3,
            ..Default::default()
        },
        ..Default::default()
    };
    let games = play_match_with(Difficulty::Hard, Difficulty::Medium, 1..9, settings);
    assert!(games.won_over_others() > 1.0, "{games:?}");
    assert!(games.points[0] > 0, "{games:?}");
}
