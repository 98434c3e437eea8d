//! One game in progress, the part every game shares: the move history, the deal number, the play
//! clock, whether help was used, whether the records heard of it, and its saved form.

use crate::records::Outcome;
use parlour_rules::daily::DailyGame;
use parlour_rules::engine::clock::Clock;
use parlour_rules::engine::history::{History, HistoryRecord, Rules};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::PanelContext;

/// A game's moves, clock and bookkeeping. Every change of the position goes through it, so its
/// revision tells the shell when to save.
#[derive(Clone)]
pub struct Session<S: Rules> {
    history: History<S>,
    /// The deal number shown in the status bar.
    pub deal_no: u64,
    /// Play time.
    pub clock: Clock,
    /// Hints, shuffles or the like helped: a win then sets no best time.
    pub assisted: bool,
    /// The end of this game went into the records (a win, or a loss when abandoned).
    pub recorded: bool,
    /// The deal of the day this game is, and the date it belongs to.
    pub daily: Option<(DailyGame, time::Date)>,
    revision: u64,
}

/// The longest play time a saved game may claim (a year): a clock beyond it was not counted
/// by Parlour, and would not fit the status bar.
pub const MAX_SAVED_SECONDS: f64 = crate::records::LONGEST_GAME_SECONDS;

/// The most steps a saved history may hold: far beyond any game played (a long Match-3 game
/// has a few thousand), and a bound on what a tampered save makes Parlour replay.
pub const MAX_SAVED_STEPS: usize = 100_000;

/// The saved form of a session. Each game's own fields sit beside these in the same JSON object,
/// so saves written before the scaffold existed load unchanged.
#[derive(Serialize, Deserialize)]
struct SavedSession<S, M> {
    #[serde(default)]
    deal_no: u64,
    history: HistoryRecord<S, M>,
    #[serde(default)]
    seconds: f64,
    #[serde(default)]
    assisted: bool,
    #[serde(default)]
    recorded: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<(DailyGame, time::Date)>,
}

impl<S: Rules> Session<S> {
    /// A fresh game of deal `deal_no` at `state`.
    pub fn new(state: S, deal_no: u64) -> Self {
        Self {
            history: History::new(state),
            deal_no,
            clock: Clock::default(),
            assisted: false,
            recorded: false,
            daily: None,
            revision: 0,
        }
    }

    /// The position on the board.
    pub fn state(&self) -> &S {
        self.history.state()
    }

    /// The move history (for panels and tests that look at it).
    pub fn history(&self) -> &History<S> {
        &self.history
    }

    /// A number that changes with every change, so the shell knows when to save.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Notes a change that is not a move (help used, an option of the deal), so it is saved.
    pub fn touch(&mut self) {
        self.revision = self.revision.wrapping_add(1);
    }

    /// Makes the revision follow `earlier` (a resumed session replacing another).
    pub fn continue_revisions_after(&mut self, earlier: u64) {
        self.revision = earlier.wrapping_add(1);
    }

    /// Whether the player has done anything yet (an untouched deal is not a game given up).
    pub fn is_started(&self) -> bool {
        self.history.can_undo() || self.history.can_redo()
    }

    /// Starts a new game of deal `deal_no` at `state`: no moves, clock at zero, no help used.
    pub fn start(&mut self, state: S, deal_no: u64) {
        self.history.reset(state);
        self.deal_no = deal_no;
        self.clock.reset();
        self.assisted = false;
        self.recorded = false;
        self.daily = None;
        self.touch();
    }

    /// The same deal from its first position. Help seen in this deal still counts as help.
    pub fn restart(&mut self) {
        let initial = self.history.initial().clone();
        self.history.reset(initial);
        self.clock.reset();
        self.recorded = false;
        self.touch();
    }

    /// Plays one move as one undoable step.
    pub fn play(&mut self, mv: S::Move) -> Result<(), S::Error> {
        self.play_group(vec![mv])
    }

    /// Plays several moves (a move and the automatic ones it allows) as one undoable step.
    pub fn play_group(&mut self, moves: Vec<S::Move>) -> Result<(), S::Error> {
        self.history.apply_group(moves)?;
        self.touch();
        Ok(())
    }

    /// Takes back one step; false when there was nothing to undo.
    pub fn undo(&mut self) -> bool {
        let done = self.history.undo();
        if done {
            self.touch();
        }
        done
    }

    /// Repeats one undone step; false when there was nothing to redo.
    pub fn redo(&mut self) -> bool {
        let done = self.history.redo();
        if done {
            self.touch();
        }
        done
    }

    /// Changes the history by a game's own rule (take back a whole turn, forget a finished
    /// hand); the revision follows.
    pub fn with_history<R>(&mut self, change: impl FnOnce(&mut History<S>) -> R) -> R {
        let result = change(&mut self.history);
        self.touch();
        result
    }

    /// Marks the game as helped; true the first time, so the panel can say what help costs.
    pub fn use_help(&mut self) -> bool {
        let first = !self.assisted;
        self.assisted = true;
        self.touch();
        first
    }

    /// Adds this game's end to the records under `key`, once per game: a win, or a loss when a
    /// started game is left. Returns whether it was recorded now.
    pub fn record(
        &mut self,
        key: &str,
        won: bool,
        score: Option<i64>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        if self.recorded {
            return false;
        }
        self.recorded = true;
        self.touch();
        let outcome = Outcome {
            score,
            assisted: self.assisted,
            deal_no: Some(self.deal_no),
            moves: u32::try_from(self.history.undo_len()).unwrap_or(u32::MAX),
            daily: self.daily,
            ..Outcome::new(won, self.clock.elapsed(cx.now))
        };
        cx.finish_game(key, outcome);
        true
    }
}

impl<S> Session<S>
where
    S: Rules + Serialize + DeserializeOwned,
    S::Move: Serialize + DeserializeOwned,
    S::Error: std::fmt::Display,
{
    /// The saved form at time `now`, with the game's own fields `extra` (a struct, saved beside
    /// the session's fields in one JSON object).
    pub fn save(&self, now: f64, extra: &impl Serialize) -> Option<serde_json::Value> {
        let saved = SavedSession {
            deal_no: self.deal_no,
            history: self.history.to_record(),
            seconds: self.clock.elapsed(now),
            assisted: self.assisted,
            recorded: self.recorded,
            daily: self.daily,
        };
        let mut value = serde_json::to_value(saved).ok()?;
        if let (Some(fields), Ok(serde_json::Value::Object(extra))) =
            (value.as_object_mut(), serde_json::to_value(extra))
        {
            fields.extend(extra);
        }
        Some(value)
    }

    /// A session and the game's own fields from a saved form; `check` may refuse the first
    /// position (a save edited by hand). The message says why the save cannot be used.
    pub fn restore<X: DeserializeOwned>(
        saved: serde_json::Value,
        check: impl FnOnce(&S) -> Result<(), String>,
    ) -> Result<(Self, X), String> {
        let extra: X = serde_json::from_value(saved.clone())
            .map_err(|e| crate::t!("save-damaged", error = e.to_string()))?;
        let saved: SavedSession<S, S::Move> = serde_json::from_value(saved)
            .map_err(|e| crate::t!("save-damaged", error = e.to_string()))?;
        if !(0.0..=MAX_SAVED_SECONDS).contains(&saved.seconds) {
            return Err(crate::t!(
                "save-clock-implausible",
                seconds = saved.seconds.to_string()
            ));
        }
        if saved.history.steps.len() > MAX_SAVED_STEPS {
            return Err(crate::t!(
                "save-too-many-moves",
                moves = saved.history.steps.len().to_string(),
                limit = MAX_SAVED_STEPS.to_string()
            ));
        }
        check(&saved.history.initial)?;
        let history = History::from_record(saved.history)
            .map_err(|e| crate::t!("save-move-does-not-replay", error = e.to_string()))?;
        let session = Self {
            history,
            deal_no: saved.deal_no,
            clock: Clock::stopped_at(saved.seconds),
            assisted: saved.assisted,
            recorded: saved.recorded,
            daily: saved.daily,
            revision: 0,
        };
        Ok((session, extra))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A counter as a rules engine: a move adds to it, and a move of 0 is refused.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Counter(u32);

    impl Rules for Counter {
        type Move = u32;
        type Error = String;

        fn apply(&mut self, mv: &u32) -> Result<(), String> {
            if *mv == 0 {
                return Err("nothing to add".to_owned());
            }
            self.0 += mv;
            Ok(())
        }
    }

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct Extra {
        note: String,
    }

    fn saved_with_seconds(seconds: f64) -> serde_json::Value {
        serde_json::json!({
            "deal_no": 4,
            "history": { "initial": 0, "steps": [[2], [3]], "done": 1 },
            "seconds": seconds,
            "note": "kept",
        })
    }

    #[test]
    fn a_deal_of_the_day_stays_one_when_saved_and_resumed_and_a_new_deal_is_not() {
        let mut session = Session::new(Counter(0), 9);
        let day = time::Date::from_calendar_date(2026, time::Month::November, 25).unwrap();
        session.daily = Some((DailyGame::Shisen, day));
        assert_eq!(session.play(2), Ok(()));
        let saved = session.save(1.0, &serde_json::json!({})).unwrap();
        assert_eq!(saved["daily"], serde_json::json!(["shisen", "2026-11-25"]));
        let (mut back, _) =
            Session::<Counter>::restore::<serde_json::Value>(saved, |_| Ok(())).unwrap();
        assert_eq!(back.daily, Some((DailyGame::Shisen, day)));
        back.restart();
        assert_eq!(
            back.daily,
            Some((DailyGame::Shisen, day)),
            "the same deal again"
        );
        back.start(Counter(0), 10);
        assert_eq!(back.daily, None);
    }

    #[test]
    fn a_session_saves_and_resumes_with_its_redo_and_the_game_s_own_fields() {
        let mut session = Session::new(Counter(0), 4);
        assert_eq!(session.play(2), Ok(()));
        assert_eq!(session.play(3), Ok(()));
        assert!(session.undo());
        let extra = Extra {
            note: "kept".to_owned(),
        };
        let Some(saved) = session.save(0.0, &extra) else {
            panic!("nothing saved");
        };
        let restored = Session::<Counter>::restore::<Extra>(saved, |_| Ok(()));
        let Ok((mut back, back_extra)) = restored else {
            panic!("the save did not resume");
        };
        assert_eq!(back_extra, extra);
        assert_eq!((back.state(), back.deal_no), (&Counter(2), 4));
        assert!(back.redo());
        assert_eq!(back.state(), &Counter(5));
    }

    #[test]
    fn a_history_longer_than_any_game_is_refused_before_it_is_replayed() {
        let mut saved = saved_with_seconds(1.0);
        saved["history"]["steps"] = serde_json::json!(vec![[1]; MAX_SAVED_STEPS + 1]);
        let restored = Session::<Counter>::restore::<Extra>(saved, |_| Ok(()));
        let Err(message) = restored else {
            panic!("a history over the limit was accepted");
        };
        assert!(message.contains("at most 100000"), "{message}");
    }

    #[test]
    fn a_clock_no_game_could_show_is_refused() {
        for seconds in [-1.0, 1e308, MAX_SAVED_SECONDS + 1.0] {
            let restored =
                Session::<Counter>::restore::<Extra>(saved_with_seconds(seconds), |_| Ok(()));
            assert!(restored.is_err(), "{seconds} s was accepted");
        }
        let fine = Session::<Counter>::restore::<Extra>(saved_with_seconds(90.0), |_| Ok(()));
        assert!(fine.is_ok());
    }

    #[test]
    fn a_move_that_does_not_replay_or_a_refused_start_is_refused() {
        let mut bad_move = saved_with_seconds(1.0);
        bad_move["history"]["steps"] = serde_json::json!([[0]]);
        assert!(Session::<Counter>::restore::<Extra>(bad_move, |_| Ok(())).is_err());
        let refused =
            Session::<Counter>::restore::<Extra>(saved_with_seconds(1.0), |_| Err("no".to_owned()));
        assert_eq!(refused.err(), Some("no".to_owned()));
    }
}
