//! The pace of the single-player table: when a computer player has "thought" long enough, when
//! the human's claim countdown has run out, all read from `cx.now` (the table engine reads no
//! clock).

use super::{BOT_CLAIM_DELAY, BOT_TURN_DELAY, FRAME_GAP, HUMAN, MahjongOptions, MahjongTable};
use crate::panel::{PanelContext, Session};
use parlour_rules::mahjong::bot;
use parlour_rules::mahjong::table::{Move, Phase, Table};

impl MahjongTable {
    fn bot_move(table: &Table, seat: u8, options: &MahjongOptions) -> Move {
        let legal = table.legal_moves(seat);
        bot::decide(&table.view_for(seat), options.difficulty)
            .filter(|mv| legal.contains(mv))
            .or_else(|| {
                legal
                    .iter()
                    .rev()
                    .find(|m| matches!(m, Move::Pass { .. }))
                    .cloned()
            })
            .or_else(|| legal.last().cloned())
            .unwrap_or(Move::Pass { seat })
    }

    /// The move that is due now: a computer player's, or a Pass when the human's countdown ran
    /// out. `None` while someone is still thinking or the human has to act.
    fn due_move(table: &Table, elapsed: f64, options: &MahjongOptions, speed: f32) -> Option<Move> {
        let scale = if speed > 0.0 {
            1.0 / f64::from(speed)
        } else {
            0.0
        };
        match &table.phase {
            Phase::Turn { seat, .. } if *seat != HUMAN => {
                (elapsed >= BOT_TURN_DELAY * scale).then(|| Self::bot_move(table, *seat, options))
            }
            Phase::Claims(window) => {
                let waiting = window.waiting_for();
                if let Some(&seat) = waiting.iter().find(|&&s| s != HUMAN) {
                    return (elapsed >= BOT_CLAIM_DELAY * scale)
                        .then(|| Self::bot_move(table, seat, options));
                }
                let limit = options.countdown()?;
                (waiting.contains(&HUMAN) && elapsed >= limit).then_some(Move::Pass { seat: HUMAN })
            }
            _ => None,
        }
    }

    /// Lets the computer players act and the countdown run out, from `now`.
    pub(super) fn drive(&mut self, session: &mut Session<Table>, cx: &mut PanelContext<'_>) {
        let now = cx.now;
        if let Some(last) = self.last_frame
            && now - last > FRAME_GAP
            && let Some((_, started)) = &mut self.timer
        {
            *started += now - last;
        }
        self.last_frame = Some(now);
        let options = Self::options(cx);
        let speed = cx.prefs.animation_speed;
        // A few moves per frame at most, so play stays visible (all of them when animations
        // are off and delays are zero).
        for _ in 0..8 {
            let key = session.state().phase_key();
            let started = match self.timer {
                Some((k, t)) if k == key => t,
                _ => {
                    self.timer = Some((key, now));
                    now
                }
            };
            let Some(mv) = Self::due_move(session.state(), now - started, &options, speed) else {
                break;
            };
            self.play(session, mv, cx);
        }
    }

    /// Seconds left on the human's claim countdown, when one runs.
    pub(super) fn countdown_left(
        &self,
        table: &Table,
        now: f64,
        options: &MahjongOptions,
    ) -> Option<f64> {
        let Phase::Claims(window) = &table.phase else {
            return None;
        };
        if !window.waiting_for().contains(&HUMAN) {
            return None;
        }
        let limit = options.countdown()?;
        let started = self.timer.map_or(now, |(_, t)| t);
        Some((limit - (now - started)).max(0.0))
    }

    /// Whether the table waits for a computer player or the human's countdown.
    pub(super) fn is_waiting_on_time(table: &Table, prefs_countdown: bool) -> bool {
        match &table.phase {
            Phase::Turn { seat, .. } => *seat != HUMAN,
            Phase::Claims(window) => {
                let waiting = window.waiting_for();
                waiting.iter().any(|&s| s != HUMAN) || (prefs_countdown && !waiting.is_empty())
            }
            _ => false,
        }
    }

    /// Whether the table waits for the human (on turn, or with a claim to answer), or the hand
    /// is over.
    pub(super) fn awaits_human(table: &Table) -> bool {
        match &table.phase {
            Phase::Turn { seat, .. } => *seat == HUMAN,
            Phase::Claims(window) => window.waiting_for().contains(&HUMAN),
            Phase::HandOver(_) | Phase::GameOver => true,
        }
    }
}
