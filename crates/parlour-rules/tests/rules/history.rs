//! The undo/redo stack over a toy engine: unit cases and properties against a naive model.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::engine::history::{History, HistoryRecord, Rules};
use proptest::prelude::*;

/// A stack of numbers: push any number, pop only when not empty.
#[derive(Clone, Debug, Default, PartialEq)]
struct Stack(Vec<i32>);

#[derive(Clone, Debug, PartialEq)]
enum Op {
    Push(i32),
    Pop,
}

#[derive(Debug, PartialEq)]
struct Empty;

impl Rules for Stack {
    type Move = Op;
    type Error = Empty;

    fn apply(&mut self, mv: &Op) -> Result<(), Empty> {
        match mv {
            Op::Push(n) => self.0.push(*n),
            Op::Pop => {
                self.0.pop().ok_or(Empty)?;
            }
        }
        Ok(())
    }
}

#[test]
fn apply_undo_redo() {
    let mut h = History::new(Stack::default());
    assert!(!h.can_undo() && !h.can_redo());
    h.apply(Op::Push(1)).unwrap();
    h.apply(Op::Push(2)).unwrap();
    assert_eq!(h.state().0, [1, 2]);
    assert!(h.undo());
    assert_eq!(h.state().0, [1]);
    assert!(h.can_redo());
    assert!(h.redo());
    assert_eq!(h.state().0, [1, 2]);
    assert!(!h.redo(), "nothing left to redo");
}

#[test]
fn a_new_move_drops_the_redo_branch() {
    let mut h = History::new(Stack::default());
    h.apply(Op::Push(1)).unwrap();
    h.apply(Op::Push(2)).unwrap();
    h.undo();
    h.apply(Op::Push(3)).unwrap();
    assert!(!h.can_redo());
    assert_eq!(h.state().0, [1, 3]);
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut h = History::new(Stack::default());
    h.apply(Op::Push(1)).unwrap();
    h.undo();
    assert_eq!(h.apply(Op::Pop), Err(Empty));
    assert_eq!(h.undo_len(), 0);
    assert!(h.can_redo(), "a refused move keeps the redo branch");
}

#[test]
fn a_group_is_one_step_and_all_or_nothing() {
    let mut h = History::new(Stack(vec![9]));
    h.apply_group(vec![Op::Push(1), Op::Push(2)]).unwrap();
    assert_eq!(h.undo_len(), 1);
    assert_eq!(
        h.apply_group(vec![Op::Pop, Op::Pop, Op::Pop, Op::Pop]),
        Err(Empty)
    );
    assert_eq!(h.state().0, [9, 1, 2]);
    h.undo();
    assert_eq!(h.state().0, [9]);
}

#[test]
fn records_rebuild_the_same_stack() {
    let mut h = History::new(Stack::default());
    for n in 0..5 {
        h.apply(Op::Push(n)).unwrap();
    }
    h.undo();
    h.undo();
    let record: HistoryRecord<Stack, Op> = h.to_record();
    let mut rebuilt = History::from_record(record).unwrap();
    assert_eq!(rebuilt.state(), h.state());
    assert_eq!((rebuilt.undo_len(), rebuilt.redo_len()), (3, 2));
    rebuilt.redo();
    h.redo();
    assert_eq!(rebuilt.state(), h.state());
}

#[test]
fn a_record_with_an_illegal_step_is_refused() {
    let record = HistoryRecord {
        initial: Stack::default(),
        steps: vec![vec![Op::Pop]],
        done: 1,
    };
    assert!(History::from_record(record).is_err());
}

#[derive(Clone, Debug)]
enum Action {
    Apply(Op),
    Undo,
    Redo,
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (-5i32..5).prop_map(|n| Action::Apply(Op::Push(n))),
        Just(Action::Apply(Op::Pop)),
        Just(Action::Undo),
        Just(Action::Redo),
    ]
}

proptest! {
    /// The history behaves like a naive model: a list of states and a cursor.
    #[test]
    fn matches_a_list_of_states(actions in prop::collection::vec(action(), 0..60)) {
        let mut h = History::new(Stack::default());
        let mut states = vec![Stack::default()];
        let mut cursor = 0;
        for action in actions {
            match action {
                Action::Apply(op) => {
                    let mut next = states[cursor].clone();
                    if next.apply(&op).is_ok() {
                        states.truncate(cursor + 1);
                        states.push(next);
                        cursor += 1;
                        prop_assert!(h.apply(op).is_ok());
                    } else {
                        prop_assert!(h.apply(op).is_err());
                    }
                }
                Action::Undo => {
                    prop_assert_eq!(h.undo(), cursor > 0);
                    cursor = cursor.saturating_sub(1);
                }
                Action::Redo => {
                    let can = cursor + 1 < states.len();
                    prop_assert_eq!(h.redo(), can);
                    if can { cursor += 1; }
                }
            }
            prop_assert_eq!(h.state(), &states[cursor]);
            prop_assert_eq!(h.can_undo(), cursor > 0);
            prop_assert_eq!(h.can_redo(), cursor + 1 < states.len());
        }
        // Undo everything, then redo everything: back to the identical state.
        h.undo_all();
        prop_assert_eq!(h.state(), &states[0]);
        while h.redo() {}
        prop_assert_eq!(h.state(), states.last().unwrap());
    }
}
