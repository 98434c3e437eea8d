//! A room's pacing: when the game starts, when computer players move, what the room plays for
//! a person whose time ran out, and when a finished game goes back to the lobby.

use super::Room;
use parlour_rules::mahjong::bot;
use parlour_rules::mahjong::table::{Move, Phase, Table};
use std::time::{Duration, Instant};

impl Room {
    /// A new phase restarts the clock and clears who is ready for the next hand.
    pub(super) fn restart_timers_on_new_phase(&mut self, now: Instant) {
        let Some(table) = &self.table else {
            return;
        };
        let key = table.phase_key();
        if key != self.phase_key {
            self.phase_key = key;
            self.phase_since = now;
            self.ready = [false; 4];
        }
    }

    pub(super) fn time_allowed(&self, table: &Table) -> Duration {
        match table.phase {
            Phase::Claims(_) => self.config.timing.claim_window,
            _ => self.config.timing.turn,
        }
    }

    /// Whether the final scores have shown long enough (or every person said they are done).
    fn game_over_shown(&self, now: Instant) -> bool {
        let Some(table) = &self.table else {
            return false;
        };
        if table.phase != Phase::GameOver {
            return false;
        }
        let people_ready = (0..4u8)
            .filter(|&s| !self.seats.is_computer(s))
            .all(|s| self.ready[usize::from(s)]);
        let elapsed = now.saturating_duration_since(self.phase_since);
        people_ready || elapsed >= self.config.timing.result_pause
    }

    /// Starts the game when due, and makes the moves that are due: computer players after
    /// their delay, and the host's pass or discard for a person whose time ran out.
    pub fn tick(&mut self, now: Instant) {
        if !self.seats.is_started() {
            if self.config.auto_start && self.seats.is_full() {
                self.start_game(now);
            }
            return;
        }
        if self.config.lobby_after_game && self.game_over_shown(now) {
            self.back_to_lobby();
            return;
        }
        // Bounded, so a table of computer players never starves the connections.
        for _ in 0..64 {
            let Some(mv) = self.due_move(now) else {
                return;
            };
            if let Err(e) = self.apply(mv, now) {
                self.log(format!(
                    "the host's own move was refused ({e}); this is a bug"
                ));
                return;
            }
        }
    }

    pub(super) fn due_move(&self, now: Instant) -> Option<Move> {
        let table = self.table.as_ref()?;
        let elapsed = now.saturating_duration_since(self.phase_since);
        let timing = self.config.timing;
        if let Phase::HandOver(_) = table.phase {
            let people_ready = (0..4u8)
                .filter(|&s| !self.seats.is_computer(s))
                .all(|s| self.ready[usize::from(s)]);
            return (people_ready || elapsed >= timing.result_pause).then_some(Move::NextHand);
        }
        for seat in table.waiting_for() {
            if self.seats.is_computer(seat) {
                if elapsed >= timing.bot_delay {
                    let view = table.view_for(seat);
                    return bot::decide(&view, self.config.difficulty)
                        .or_else(|| fallback_move(table, seat));
                }
            } else if elapsed >= self.time_allowed(table) {
                return fallback_move(table, seat);
            }
        }
        None
    }
}

/// What the host does for a seat whose time ran out: pass on a discard, or throw the drawn tile
/// (else the last concealed one).
fn fallback_move(table: &Table, seat: u8) -> Option<Move> {
    match &table.phase {
        Phase::Claims(_) => Some(Move::Pass { seat }),
        Phase::Turn { .. } => {
            let player = table.players.get(usize::from(seat))?;
            let face = player.drawn.or_else(|| player.concealed.last().copied())?;
            Some(Move::Discard { seat, face })
        }
        _ => None,
    }
}
