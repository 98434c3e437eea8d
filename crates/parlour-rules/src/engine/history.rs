//! The undo/redo command stack shared by every game and the layout editor.
//!
//! `History` owns the current state of a pure rules engine. Each applied move is stored together
//! with a snapshot of the state before it: game states here are small, and a snapshot reverts
//! exactly, including any RNG the state carries (so redo after a Match-3 refill gives the same gems).

use serde::{Deserialize, Serialize};

/// A pure rules engine: a state that changes only through moves.
///
/// `apply` either performs the move and returns `Ok`, or returns a typed error and leaves the
/// state exactly as it was.
pub trait Rules: Clone {
    /// One player action (a command).
    type Move: Clone;
    /// Why a move was refused.
    type Error;

    /// Performs `mv`, or refuses it without changing anything.
    fn apply(&mut self, mv: &Self::Move) -> Result<(), Self::Error>;
}

/// One step on the stack: the move (or group of moves) and the state it replaced.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Entry<S, M> {
    moves: Vec<M>,
    other: S,
}

/// An undo/redo stack over any [`Rules`] engine.
///
/// A new move after some undos drops the redo branch, as players expect.
#[derive(Clone, Debug)]
pub struct History<G: Rules> {
    state: G,
    undo: Vec<Entry<G, G::Move>>,
    redo: Vec<Entry<G, G::Move>>,
}

impl<G: Rules> History<G> {
    /// Starts a history at `state` with nothing to undo or redo.
    pub fn new(state: G) -> Self {
        Self {
            state,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The current state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// Applies one move as one undoable step.
    pub fn apply(&mut self, mv: G::Move) -> Result<(), G::Error> {
        self.apply_group(vec![mv])
    }

    /// Applies several moves as a single undoable step (for example a move and the automatic
    /// moves it triggers). Either all of them apply or none does.
    pub fn apply_group(&mut self, moves: Vec<G::Move>) -> Result<(), G::Error> {
        let mut next = self.state.clone();
        for mv in &moves {
            next.apply(mv)?;
        }
        if moves.is_empty() {
            return Ok(());
        }
        let before = std::mem::replace(&mut self.state, next);
        self.undo.push(Entry {
            moves,
            other: before,
        });
        self.redo.clear();
        Ok(())
    }

    /// Takes back the last step. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(entry) = self.undo.pop() else {
            return false;
        };
        let after = std::mem::replace(&mut self.state, entry.other);
        self.redo.push(Entry {
            moves: entry.moves,
            other: after,
        });
        true
    }

    /// Repeats the last undone step. Returns false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        let Some(entry) = self.redo.pop() else {
            return false;
        };
        let before = std::mem::replace(&mut self.state, entry.other);
        self.undo.push(Entry {
            moves: entry.moves,
            other: before,
        });
        true
    }

    /// Whether [`History::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether [`History::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// How many steps can be undone.
    pub fn undo_len(&self) -> usize {
        self.undo.len()
    }

    /// How many steps can be redone.
    pub fn redo_len(&self) -> usize {
        self.redo.len()
    }

    /// Undoes everything; the state returns to where the history started.
    pub fn undo_all(&mut self) {
        while self.undo() {}
    }

    /// Forgets every step and starts over from `state`.
    pub fn reset(&mut self, state: G) {
        *self = Self::new(state);
    }

    /// Forgets every step but keeps the current state.
    pub fn clear(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }

    /// The state before the first step (the deal as it was dealt).
    pub fn initial(&self) -> &G {
        self.undo.first().map_or(&self.state, |entry| &entry.other)
    }

    /// A compact, serialisable form: the initial state and the steps, from which
    /// [`History::from_record`] rebuilds the same stack.
    pub fn to_record(&self) -> HistoryRecord<G, G::Move> {
        let mut steps: Vec<Vec<G::Move>> = self.undo.iter().map(|e| e.moves.clone()).collect();
        let done = steps.len();
        steps.extend(self.redo.iter().rev().map(|e| e.moves.clone()));
        HistoryRecord {
            initial: self.initial().clone(),
            steps,
            done,
        }
    }

    /// Rebuilds a history by replaying a record's steps. Fails on the first step the engine
    /// refuses (a save edited by hand, or from an incompatible version).
    pub fn from_record(record: HistoryRecord<G, G::Move>) -> Result<Self, G::Error> {
        let mut history = Self::new(record.initial);
        let done = record.done.min(record.steps.len());
        for step in record.steps {
            history.apply_group(step)?;
        }
        for _ in done..history.undo.len() {
            history.undo();
        }
        Ok(history)
    }
}

/// The saved form of a [`History`]: replaying `steps[..done]` on `initial` gives the current
/// state; the remaining steps are the redo branch.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HistoryRecord<S, M> {
    /// The state the history started from.
    pub initial: S,
    /// Every step, each a group of moves applied together.
    pub steps: Vec<Vec<M>>,
    /// How many of `steps` are applied; the rest can be redone.
    pub done: usize,
}
