//! The Match-3 game state, its one move (a swap) and the rules engine.

use serde::{Deserialize, Serialize};

use super::board::{Board, Pos};
use super::cascade::resolve_turn;
use super::deal;
use super::log::TurnLog;
use crate::engine::deal::DealRng;
use crate::engine::history::Rules;

/// How a game ends.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Mode {
    /// Two minutes of play time; the caller's clock says when they are up.
    Timed,
    /// Thirty moves.
    Moves,
    /// Until the player stops.
    Endless,
}

impl Mode {
    /// Play time in a timed game, in seconds.
    pub const TIMED_SECONDS: f64 = 120.0;
    /// Moves in a moves game.
    pub const MOVES: u32 = 30;

    /// Every mode, in menu order.
    pub const ALL: [Mode; 3] = [Mode::Timed, Mode::Moves, Mode::Endless];

    /// The name players see (also the key for best scores).
    pub fn name(self) -> &'static str {
        match self {
            Mode::Timed => "Timed",
            Mode::Moves => "Moves",
            Mode::Endless => "Endless",
        }
    }

    /// Moves left in a moves game (`None` in the other modes).
    pub fn moves_left(self, moves_made: u32) -> Option<u32> {
        (self == Mode::Moves).then(|| Self::MOVES.saturating_sub(moves_made))
    }

    /// Seconds left in a timed game given the play time so far (`None` in the other modes).
    pub fn seconds_left(self, seconds_elapsed: f64) -> Option<f64> {
        (self == Mode::Timed).then(|| (Self::TIMED_SECONDS - seconds_elapsed).max(0.0))
    }
}

/// Whether a game in `mode` is over after `moves_made` moves and `seconds_elapsed` seconds of
/// play time (the caller's clock; the engine keeps none).
pub fn is_over(mode: Mode, moves_made: u32, seconds_elapsed: f64) -> bool {
    match mode {
        Mode::Timed => seconds_elapsed >= Mode::TIMED_SECONDS,
        Mode::Moves => moves_made >= Mode::MOVES,
        Mode::Endless => false,
    }
}

/// A player action.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Move {
    /// Swap the gem at `a` with its neighbour at `b` (the gem from `a` lands on `b`, so a
    /// special made by its line appears at `b`).
    Swap {
        /// The cell the player picked (or dragged from).
        a: Pos,
        /// The neighbouring cell.
        b: Pos,
    },
}

/// Why a swap was refused. The state is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Match3Error {
    /// A cell off the 8x8 board.
    #[error("{0} is off the board (columns and rows go from 0 to 7)")]
    OffBoard(Pos),
    /// The two cells do not share a side.
    #[error("{0} and {1} are not neighbours: swap a gem with one beside, above or below it")]
    NotNeighbours(Pos, Pos),
    /// The swap would line up nothing.
    #[error("swapping {0} and {1} lines up nothing: a swap must make a line of three or more")]
    NoLine(Pos, Pos),
    /// A moves game has used all its moves.
    #[error("no moves left: the game is over")]
    NoMovesLeft,
}

/// A Match-3 game: the board, the score, and the RNG that draws every new gem.
///
/// Keeping the RNG here makes the game a pure function of its moves: undo restores the RNG
/// with the board, so redo (or replay) brings the very same gems.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Match3 {
    deal_no: u64,
    mode: Mode,
    board: Board,
    #[serde(with = "crate::engine::deal::rng_as_text")]
    rng: DealRng,
    score: u64,
    moves_made: u32,
    last_turn: Option<TurnLog>,
}

impl Match3 {
    /// A new game of deal `deal_no` in `mode` (the board depends on the deal number only).
    pub fn new(deal_no: u64, mode: Mode) -> Self {
        let (board, rng) = deal::deal(deal_no);
        Self::from_board(board, rng, deal_no, mode)
    }

    /// A game starting from a given board (tests, puzzles), drawing new gems from `rng`.
    pub fn from_board(board: Board, rng: DealRng, deal_no: u64, mode: Mode) -> Self {
        Self {
            deal_no,
            mode,
            board,
            rng,
            score: 0,
            moves_made: 0,
            last_turn: None,
        }
    }

    /// The deal number the game started from.
    pub fn deal_no(&self) -> u64 {
        self.deal_no
    }

    /// The mode being played.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The board; between turns it is full, has no line, and has a swap.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Points so far.
    pub fn score(&self) -> u64 {
        self.score
    }

    /// Accepted swaps so far.
    pub fn moves_made(&self) -> u32 {
        self.moves_made
    }

    /// What the last swap did, for animation (`None` before the first). After an undo this is
    /// the log of the turn before, so the UI animates only after an apply.
    pub fn last_turn(&self) -> Option<&TurnLog> {
        self.last_turn.as_ref()
    }

    /// Whether the game is over after `seconds_elapsed` seconds of play time.
    pub fn is_over(&self, seconds_elapsed: f64) -> bool {
        is_over(self.mode, self.moves_made, seconds_elapsed)
    }

    /// Checks a swap without playing it.
    pub fn check_swap(&self, a: Pos, b: Pos) -> Result<(), Match3Error> {
        for pos in [a, b] {
            if !pos.is_on_board() {
                return Err(Match3Error::OffBoard(pos));
            }
        }
        if !a.is_neighbour(b) {
            return Err(Match3Error::NotNeighbours(a, b));
        }
        if is_over(self.mode, self.moves_made, 0.0) {
            return Err(Match3Error::NoMovesLeft);
        }
        if !self.board.is_valid_swap(a, b) {
            return Err(Match3Error::NoLine(a, b));
        }
        Ok(())
    }
}

/// Plays the swap of `a` and `b` to the end of the turn on a copy of `state`: the new state
/// (with the log also kept as its [`Match3::last_turn`]) and the log of what happened.
pub fn resolve_swap(state: &Match3, a: Pos, b: Pos) -> Result<(Match3, TurnLog), Match3Error> {
    state.check_swap(a, b)?;
    let mut next = state.clone();
    let (board, log) = resolve_turn(&state.board, a, b, &mut next.rng);
    next.board = board;
    next.score = next.score.saturating_add(u64::from(log.points));
    next.moves_made = next.moves_made.saturating_add(1);
    next.last_turn = Some(log.clone());
    Ok((next, log))
}

impl Rules for Match3 {
    type Move = Move;
    type Error = Match3Error;

    fn apply(&mut self, mv: &Move) -> Result<(), Match3Error> {
        let Move::Swap { a, b } = *mv;
        let (next, _) = resolve_swap(self, a, b)?;
        *self = next;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deal::rng_for;

    fn game() -> Match3 {
        let board = Board::parse(&[
            "00102345", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ]);
        match board {
            Ok(board) => Match3::from_board(board, rng_for("match3-test", 9), 0, Mode::Moves),
            Err(e) => panic!("bad test board: {e}"),
        }
    }

    #[test]
    fn refused_swaps_leave_the_state_unchanged() {
        let cases = [
            (
                Pos::new(7, 0),
                Pos::new(8, 0),
                Match3Error::OffBoard(Pos::new(8, 0)),
            ),
            (
                Pos::new(0, 0),
                Pos::new(1, 1),
                Match3Error::NotNeighbours(Pos::new(0, 0), Pos::new(1, 1)),
            ),
            (
                Pos::new(0, 0),
                Pos::new(0, 0),
                Match3Error::NotNeighbours(Pos::new(0, 0), Pos::new(0, 0)),
            ),
            (
                Pos::new(0, 0),
                Pos::new(0, 1),
                Match3Error::NoLine(Pos::new(0, 0), Pos::new(0, 1)),
            ),
        ];
        for (a, b, expected) in cases {
            let mut state = game();
            let before = state.clone();
            assert_eq!(state.apply(&Move::Swap { a, b }), Err(expected));
            assert_eq!(state, before);
        }
    }

    #[test]
    fn accepted_swap_scores_counts_and_logs() {
        let mut state = game();
        assert_eq!(
            state.apply(&Move::Swap {
                a: Pos::new(3, 0),
                b: Pos::new(2, 0)
            }),
            Ok(())
        );
        assert_eq!(state.moves_made(), 1);
        let log = state.last_turn().cloned();
        assert_eq!(
            log.as_ref().map(|l| u64::from(l.points)),
            Some(state.score())
        );
        assert!(state.score() >= 30);
        assert!(!state.board().has_line());
        assert!(state.board().has_swap());
        let (again, log_again) = match resolve_swap(&game(), Pos::new(3, 0), Pos::new(2, 0)) {
            Ok(pair) => pair,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(again, state);
        assert_eq!(Some(log_again), log);
    }

    #[test]
    fn modes_end_when_they_should() {
        assert!(!is_over(Mode::Timed, 500, 119.9));
        assert!(is_over(Mode::Timed, 0, 120.0));
        assert!(!is_over(Mode::Moves, 29, 1e9));
        assert!(is_over(Mode::Moves, 30, 0.0));
        assert!(!is_over(Mode::Endless, u32::MAX, 1e9));
        assert_eq!(Mode::Moves.moves_left(12), Some(18));
        assert_eq!(Mode::Timed.seconds_left(150.0), Some(0.0));
        assert_eq!(Mode::Endless.moves_left(3), None);
    }

    #[test]
    fn moves_game_refuses_the_thirty_first_move() {
        let mut state = game();
        state.moves_made = Mode::MOVES;
        let before = state.clone();
        let swap = Move::Swap {
            a: Pos::new(3, 0),
            b: Pos::new(2, 0),
        };
        assert_eq!(state.apply(&swap), Err(Match3Error::NoMovesLeft));
        assert_eq!(state, before);
    }

    #[test]
    fn state_serde_round_trips() {
        let mut state = game();
        let _ = state.apply(&Move::Swap {
            a: Pos::new(3, 0),
            b: Pos::new(2, 0),
        });
        let json = serde_json::to_string(&state).unwrap_or_default();
        let back: Option<Match3> = serde_json::from_str(&json).ok();
        assert_eq!(back.as_ref(), Some(&state));
        // Saved games go through `serde_json::Value`, which holds no 128-bit numbers.
        let value = serde_json::to_value(&state).ok();
        let back: Option<Match3> = value.and_then(|v| serde_json::from_value(v).ok());
        assert_eq!(back, Some(state));
    }
}
