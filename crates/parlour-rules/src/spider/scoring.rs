//! Spider's usual score: 500 at the start, one less for every move (dealing a row counts as a
//! move), 100 more for every finished run that leaves the table.
//!
//! The score lives in the state ([`crate::spider::rules::Spider::score`]), so undoing a move
//! gives its point back exactly as the history restores the state. It is not floored: a very
//! long game can go below zero.

/// The score at the start of a deal.
pub const OPENING_SCORE: i32 = 500;

/// What each move costs (a run moved, or a row dealt).
pub const MOVE_COST: i32 = 1;

/// What each finished king-to-ace run earns when it leaves the table.
pub const RUN_BONUS: i32 = 100;

/// The score after `moves` moves with `runs` finished runs removed, from the opening score.
pub fn score_after(moves: u32, runs: u32) -> i32 {
    let moves = i32::try_from(moves).unwrap_or(i32::MAX / 2);
    let runs = i32::try_from(runs).unwrap_or(0);
    OPENING_SCORE
        .saturating_sub(moves.saturating_mul(MOVE_COST))
        .saturating_add(runs.saturating_mul(RUN_BONUS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_won_game_scores_its_runs_less_its_moves() {
        for (moves, runs, expected) in [(0, 0, 500), (1, 0, 499), (120, 8, 1180), (600, 0, -100)] {
            assert_eq!(
                score_after(moves, runs),
                expected,
                "{moves} moves, {runs} runs"
            );
        }
    }
}
