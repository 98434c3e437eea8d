//! One game in progress: the history of moves, the clock and whether the player was helped.

use serde::{Deserialize, Serialize};

use crate::records::Outcome;
use parlour_rules::engine::clock::Clock;
use parlour_rules::engine::history::{History, HistoryRecord};
use parlour_rules::solitaire::deal::{DealError, deal};
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::rules::{Move, SolitaireState};

/// A game of one deal of one layout.
#[derive(Clone, Debug)]
pub struct Game {
    /// Every move, undoable; the current state is its state.
    pub history: History<SolitaireState>,
    /// Play time.
    pub clock: Clock,
    /// A hint or a shuffle helped: a win then sets no best time.
    pub assisted: bool,
    /// The outcome went to the records already (a win, or a game given up).
    pub recorded: bool,
    /// A game test-played from the editor: it never touches the records.
    pub test_play: bool,
}

/// What a saved game holds (the shell wraps it in a versioned file).
#[derive(Serialize, Deserialize)]
struct SavedGame {
    history: HistoryRecord<SolitaireState, Move>,
    seconds: f64,
    assisted: bool,
    recorded: bool,
}

impl Game {
    /// Deals deal `deal_no` of `layout`.
    pub fn deal(layout: &Layout, deal_no: u64, test_play: bool) -> Result<Game, DealError> {
        let dealt = deal(layout, deal_no)?;
        Ok(Game {
            history: History::new(dealt.state),
            clock: Clock::default(),
            assisted: false,
            recorded: false,
            test_play,
        })
    }

    /// The position shown.
    pub fn state(&self) -> &SolitaireState {
        self.history.state()
    }

    /// The key of this layout's record, such as `solitaire/Turtle`.
    pub fn record_key(&self) -> String {
        format!("solitaire/{}", self.state().layout().name)
    }

    /// Whether the game is under way: dealt, not cleared and with a move left.
    pub fn is_in_play(&self) -> bool {
        let state = self.state();
        !state.is_won() && !state.is_lost()
    }

    /// Whether the player has done anything yet (an untouched deal is not a game given up).
    pub fn is_started(&self) -> bool {
        self.history.can_undo() || self.history.can_redo()
    }

    /// The outcome to record now, if the records should hear of this game: a win the first time
    /// the board is cleared, or a loss when a started game is left unfinished (`leaving`).
    /// Marks the game recorded, so no game counts twice.
    pub fn outcome(&mut self, now: f64, leaving: bool) -> Option<Outcome> {
        if self.recorded || self.test_play {
            return None;
        }
        let won = self.state().is_won();
        let given_up = leaving && self.is_started();
        if !(won || given_up) {
            return None;
        }
        self.recorded = true;
        Some(Outcome {
            won,
            seconds: self.clock.elapsed(now),
            score: None,
            assisted: self.assisted,
        })
    }

    /// The saved form, with the clock as of `now`.
    pub fn save(&self, now: f64) -> Option<serde_json::Value> {
        let saved = SavedGame {
            history: self.history.to_record(),
            seconds: self.clock.elapsed(now),
            assisted: self.assisted,
            recorded: self.recorded,
        };
        serde_json::to_value(saved).ok()
    }

    /// A game from its saved form; the error says why it cannot be used.
    pub fn restore(saved: serde_json::Value) -> Result<Game, String> {
        let saved: SavedGame = serde_json::from_value(saved)
            .map_err(|e| format!("it is not a solitaire game: {e}"))?;
        let history = History::from_record(saved.history).map_err(|e| e.to_string())?;
        Ok(Game {
            history,
            clock: Clock::stopped_at(saved.seconds),
            assisted: saved.assisted,
            recorded: saved.recorded,
            test_play: false,
        })
    }
}
