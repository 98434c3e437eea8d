//! Whole games of four computer players: how the levels are measured against each other
//! (`parlour mahjong selfplay`, the tests, the benchmarks).

use super::bot::{self, Difficulty};
use super::table::{HandResult, Move, Phase, Table, TableError, TableSettings};
use super::view::SeatView;
use crate::engine::history::Rules;

/// Moves a game may take before it is taken to be stuck: a full game is a few thousand.
const MOVE_LIMIT: u64 = 1_000_000;

/// A game played to its end.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Every hand's result, in order.
    pub hands: Vec<HandResult>,
    /// The final scores, by seat.
    pub scores: [i64; 4],
}

/// Why a game could not be played out (a bug in the bots or the table, never the players).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SelfplayError {
    /// The game went on past the move limit.
    #[error("game {0} did not finish")]
    DidNotFinish(u64),
    /// No seat was asked to move while the game was on.
    #[error("game {0}: nobody to move")]
    NobodyToMove(u64),
    /// A computer player found no move when asked.
    #[error("game {game_no}: seat {seat} found no move")]
    NoMove {
        /// The game.
        game_no: u64,
        /// The seat.
        seat: u8,
    },
    /// The table refused a computer player's move.
    #[error("game {game_no}: {error}")]
    Refused {
        /// The game.
        game_no: u64,
        /// Why.
        error: TableError,
    },
}

/// Plays game `game_no` to its end with a computer player of `levels[seat]` in each seat.
/// `decide` makes each move (usually [`bot::decide`]; the command line times it).
pub fn play(
    game_no: u64,
    settings: TableSettings,
    levels: [Difficulty; 4],
    decide: &mut dyn FnMut(&SeatView, Difficulty) -> Option<Move>,
) -> Result<GameRecord, SelfplayError> {
    let mut table = Table::new(game_no, settings);
    let mut hands = Vec::new();
    let refused = |error| SelfplayError::Refused { game_no, error };
    for _ in 0..MOVE_LIMIT {
        match &table.phase {
            Phase::GameOver => {
                return Ok(GameRecord {
                    hands,
                    scores: table.scores,
                });
            }
            Phase::HandOver(result) => {
                hands.push(result.clone());
                table.apply(&Move::NextHand).map_err(refused)?;
            }
            _ => {
                let Some(&seat) = table.waiting_for().first() else {
                    return Err(SelfplayError::NobodyToMove(game_no));
                };
                let view = table.view_for(seat);
                let mv = decide(&view, levels[usize::from(seat) % 4])
                    .ok_or(SelfplayError::NoMove { game_no, seat })?;
                table.apply(&mv).map_err(refused)?;
            }
        }
    }
    Err(SelfplayError::DidNotFinish(game_no))
}

/// [`play`] with the computer players' own decisions.
pub fn play_bots(
    game_no: u64,
    settings: TableSettings,
    levels: [Difficulty; 4],
) -> Result<GameRecord, SelfplayError> {
    play(game_no, settings, levels, &mut |view, level| {
        bot::decide(view, level)
    })
}
