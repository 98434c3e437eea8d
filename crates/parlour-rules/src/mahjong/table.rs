//! The table: a full game of four seats through the East, South, West and North rounds.
//!
//! The state holds the wall and the RNG that shuffles every hand's wall, so a game number
//! replays exactly (and undoing a discard draws the same tiles again). Every action of every
//! seat is a [`Move`] carrying its seat; [`Table::apply`] checks that the seat may make it.
//! Draws, bonus-tile replacements and the end of a hand happen inside the engine.
//! Each seat sees the table through [`Table::view_for`], which never shows another seat's
//! concealed tiles or the wall order.

use super::claims::{self, Answer, Claim, ClaimWindow, Resolution};
use super::hand::{Meld, MeldKind};
pub use super::rules::{
    DiscardEvent, HandResult, Move, Phase, Player, TableError, TableSettings, WinRecord,
};
use super::scoring::{self, Score, WinContext};
use super::tiles::{self, Counts};
use crate::engine::deal::{DealRng, rng_for};
use crate::engine::history::Rules;
use crate::engine::tile::Face;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

mod turn;

/// The whole table state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Settings.
    pub settings: TableSettings,
    /// The game number the walls come from.
    pub game_no: u64,
    /// The four seats.
    pub players: [Player; 4],
    /// The wall, drawn from the end; replacement tiles come from the front.
    pub wall: Vec<Face>,
    /// Where play stands.
    pub phase: Phase,
    /// The round wind (0 East .. 3 North).
    pub round_wind: u8,
    /// The dealer's seat (East seat wind).
    pub dealer: u8,
    /// Hands dealt so far in this game (1 for the first hand).
    pub hand_no: u32,
    /// Running scores.
    pub scores: [i64; 4],
    /// Results of the hands played, oldest first.
    pub results: Vec<HandResult>,
    /// Every discard of the hand in play, in order (empty at the deal, so older saves and
    /// snapshots read the same).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard_log: Vec<DiscardEvent>,
    /// Shuffles each hand's wall.
    #[serde(with = "crate::engine::deal::rng_as_text")]
    rng: DealRng,
}

impl Table {
    /// A new game from game number `game_no`: seat 0 deals first.
    pub fn new(game_no: u64, settings: TableSettings) -> Self {
        let mut table = Self {
            settings,
            game_no,
            players: Default::default(),
            wall: Vec::new(),
            phase: Phase::GameOver,
            round_wind: 0,
            dealer: 0,
            hand_no: 0,
            scores: [0; 4],
            results: Vec::new(),
            discard_log: Vec::new(),
            rng: rng_for("mahjong", game_no),
        };
        table.deal();
        table
    }

    /// How many tiles the set has (136, or 144 with flowers and seasons).
    pub fn set_size(&self) -> usize {
        if self.settings.bonus_tiles { 144 } else { 136 }
    }

    /// Every tile on the table: the wall plus everything the seats hold or have shown. Always
    /// equals [`Table::set_size`].
    pub fn tile_count(&self) -> usize {
        self.wall.len() + self.players.iter().map(Player::tile_count).sum::<usize>()
    }

    /// The seat wind of `seat` (0 East .. 3 North).
    pub fn seat_wind(&self, seat: u8) -> u8 {
        (seat + 4 - self.dealer % 4) % 4
    }

    /// Whose action the table waits for: the seat on turn, or the seats yet to answer a claim.
    pub fn waiting_for(&self) -> Vec<u8> {
        match &self.phase {
            Phase::Turn { seat, .. } => vec![*seat],
            Phase::Claims(window) => window.waiting_for(),
            Phase::HandOver(_) | Phase::GameOver => Vec::new(),
        }
    }

    fn deal(&mut self) {
        self.hand_no += 1;
        let mut wall = tiles::full_set(self.settings.bonus_tiles);
        wall.shuffle(&mut self.rng);
        self.wall = wall;
        self.players = Default::default();
        self.discard_log.clear();
        for offset in 0..4u8 {
            let seat = (self.dealer + offset) % 4;
            for _ in 0..13 {
                if let Some(face) = self.wall.pop() {
                    self.players[seat as usize].concealed.push(face);
                }
            }
        }
        // Bonus tiles in the deal are set aside and replaced, dealer first.
        for offset in 0..4u8 {
            let seat = ((self.dealer + offset) % 4) as usize;
            let player = &mut self.players[seat];
            let bonus: Vec<Face> = player
                .concealed
                .iter()
                .copied()
                .filter(|f| !tiles::is_standard(*f))
                .collect();
            player.concealed.retain(|f| tiles::is_standard(*f));
            player.bonus.extend(bonus.iter().copied());
            for _ in 0..bonus.len() {
                if let Some(face) = self.replacement_tile(seat) {
                    self.players[seat].concealed.push(face);
                }
            }
            self.players[seat].concealed.sort();
        }
        self.phase = Phase::Turn {
            seat: self.dealer,
            drawn: true,
            after_kong: false,
        };
        let dealer = self.dealer as usize;
        if let Some(face) = self.draw_standard(dealer, false) {
            self.players[dealer].drawn = Some(face);
        } else {
            self.exhaustive_draw();
        }
    }

    /// Draws from the front of the wall until a standard tile comes, setting bonus tiles aside.
    fn replacement_tile(&mut self, seat: usize) -> Option<Face> {
        self.draw_standard(seat, true)
    }

    /// Draws a standard tile for `seat` (from the end, or the front for a replacement), setting
    /// bonus tiles aside; `None` when the wall runs out.
    fn draw_standard(&mut self, seat: usize, from_front: bool) -> Option<Face> {
        let mut front = from_front;
        loop {
            let face = if front {
                if self.wall.is_empty() {
                    return None;
                }
                self.wall.remove(0)
            } else {
                self.wall.pop()?
            };
            if tiles::is_standard(face) {
                return Some(face);
            }
            self.players[seat].bonus.push(face);
            front = true;
        }
    }

    /// Gives `seat` its turn with a fresh tile, or ends the hand when the wall is empty.
    fn start_turn(&mut self, seat: u8, after_kong: bool) {
        let index = seat as usize % 4;
        match self.draw_standard(index, after_kong) {
            Some(face) => {
                self.players[index].drawn = Some(face);
                self.phase = Phase::Turn {
                    seat,
                    drawn: true,
                    after_kong,
                };
            }
            None => self.exhaustive_draw(),
        }
    }

    fn exhaustive_draw(&mut self) {
        self.phase = Phase::HandOver(HandResult {
            wins: Vec::new(),
            payments: [0; 4],
        });
    }

    /// The score `seat` would get winning with `concealed` (including the winning tile).
    fn win_score(
        &self,
        seat: u8,
        concealed: &Counts,
        self_draw: bool,
        after_kong: bool,
    ) -> Option<Score> {
        let player = &self.players[seat as usize % 4];
        let ctx = WinContext {
            self_draw,
            seat_wind: self.seat_wind(seat),
            round_wind: self.round_wind,
            bonus: player.bonus.clone(),
            bonus_in_play: self.settings.bonus_tiles,
            after_kong,
            last_tile: self.wall.is_empty(),
        };
        scoring::score(concealed, &player.melds, &ctx, &self.settings.scoring)
            .filter(|s| s.faan >= self.settings.scoring.min_faan)
    }

    /// Whether `seat` could win on a discard of `face` as its hand stands: the tile completes it
    /// and the hand is worth the minimum faan without self-draw.
    pub fn wins_on_discard(&self, seat: u8, face: Face) -> bool {
        let mut counts = self.players[seat as usize % 4].concealed_counts();
        let Some(slot) = counts.get_mut(face.index()) else {
            return false;
        };
        *slot += 1;
        self.win_score(seat, &counts, false, false).is_some()
    }

    /// The faces `seat` may declare a kong of on its turn (concealed or added).
    pub fn kong_options(&self, seat: u8) -> Vec<Face> {
        let Phase::Turn {
            seat: on_turn,
            drawn: true,
            ..
        } = self.phase
        else {
            return Vec::new();
        };
        if on_turn != seat || self.wall.is_empty() {
            return Vec::new();
        }
        let player = &self.players[seat as usize % 4];
        let counts = player.concealed_counts();
        let mut faces: Vec<Face> = (0..tiles::STANDARD_FACES)
            .filter(|&i| counts[i] == 4)
            .filter_map(tiles::standard_face)
            .collect();
        for meld in &player.melds {
            if meld.kind == MeldKind::Pong && counts[meld.face.index()] > 0 {
                faces.push(meld.face);
            }
        }
        faces
    }

    /// Whether `seat` may win by self-draw now (complete and worth the minimum faan).
    pub fn can_self_win(&self, seat: u8) -> bool {
        self.self_win_score(seat).is_some()
    }

    fn self_win_score(&self, seat: u8) -> Option<Score> {
        let Phase::Turn {
            seat: on_turn,
            drawn: true,
            after_kong,
        } = self.phase
        else {
            return None;
        };
        if on_turn != seat {
            return None;
        }
        let counts = self.players[seat as usize % 4].concealed_counts();
        self.win_score(seat, &counts, true, after_kong)
    }

    fn open_claims(&mut self, discarder: u8, tile: Face) {
        let mut options: [Vec<Claim>; 4] = Default::default();
        let can_meld = !self.wall.is_empty();
        for seat in claims::seats_after(discarder) {
            let player = &self.players[seat as usize];
            let counts = player.concealed_counts();
            let mut seat_options = Vec::new();
            if self.wins_on_discard(seat, tile) {
                seat_options.push(Claim::Win);
            }
            if can_meld {
                let is_next = seat == (discarder + 1) % 4;
                seat_options.extend(claims::meld_options(&counts, tile, is_next, true));
            }
            options[seat as usize] = seat_options;
        }
        let window = ClaimWindow {
            discarder,
            tile,
            options,
            answers: [None; 4],
        };
        if window.is_open() {
            self.phase = Phase::Claims(window);
        } else {
            self.start_turn((discarder + 1) % 4, false);
        }
    }

    fn finish_claims(&mut self, window: ClaimWindow) {
        let tile = window.tile;
        let discarder = window.discarder;
        match claims::resolve(&window, self.settings.all_winners) {
            Resolution::Wins(seats) => {
                let mut result = HandResult {
                    wins: Vec::new(),
                    payments: [0; 4],
                };
                for seat in seats {
                    let mut counts = self.players[seat as usize].concealed_counts();
                    counts[tile.index()] += 1;
                    let Some(score) = self.win_score(seat, &counts, false, false) else {
                        continue;
                    };
                    self.record_win(&mut result, seat, Some(discarder), tile, counts, score);
                }
                // The winning discard leaves the discarder's pile for the (first) winner's hand.
                self.players[discarder as usize].discards.pop();
                if let Some(first) = result.wins.first() {
                    self.players[first.seat as usize].drawn = Some(tile);
                }
                self.end_hand(result);
            }
            Resolution::Meld(seat, claim) => {
                let index = seat as usize;
                self.players[discarder as usize].discards.pop();
                for face in claims::tiles_used(claim, tile) {
                    self.players[index].take(face);
                }
                let (kind, face) = match claim {
                    Claim::Kong => (MeldKind::Kong, tile),
                    Claim::Chow { lowest } => (MeldKind::Chow, lowest),
                    _ => (MeldKind::Pong, tile),
                };
                self.players[index].melds.push(Meld {
                    kind,
                    face,
                    concealed: false,
                });
                if claim == Claim::Kong {
                    self.start_turn(seat, true);
                } else {
                    self.phase = Phase::Turn {
                        seat,
                        drawn: false,
                        after_kong: false,
                    };
                }
            }
            Resolution::Nobody => self.start_turn((discarder + 1) % 4, false),
        }
    }

    fn record_win(
        &self,
        result: &mut HandResult,
        seat: u8,
        discarder: Option<u8>,
        tile: Face,
        counts: Counts,
        score: Score,
    ) {
        let pay = scoring::payments(seat, discarder, score.faan, &self.settings.scoring);
        for (total, change) in result.payments.iter_mut().zip(pay) {
            *total += change;
        }
        result.wins.push(WinRecord {
            seat,
            discarder,
            concealed: tiles::faces_of(&counts),
            winning_tile: tile,
            melds: self.players[seat as usize].melds.clone(),
            score,
        });
    }

    fn end_hand(&mut self, result: HandResult) {
        for (score, change) in self.scores.iter_mut().zip(result.payments) {
            *score += change;
        }
        self.phase = Phase::HandOver(result);
    }

    fn next_hand(&mut self, result: HandResult) {
        let dealer_won = result.wins.iter().any(|w| w.seat == self.dealer);
        self.results.push(result);
        // The dealer keeps the deal by winning; otherwise (a draw included, so every game ends)
        // the deal passes on, and the round wind moves when it comes back to seat 0.
        if !dealer_won {
            self.dealer = (self.dealer + 1) % 4;
            if self.dealer == 0 {
                self.round_wind += 1;
            }
        }
        if self.round_wind >= self.settings.rounds.clamp(1, 4) {
            self.phase = Phase::GameOver;
        } else {
            self.deal();
        }
    }

    fn apply_move(&mut self, mv: &Move) -> Result<(), TableError> {
        let seat = match mv {
            Move::Discard { seat, .. }
            | Move::DeclareKong { seat, .. }
            | Move::Win { seat }
            | Move::Claim { seat, .. }
            | Move::Pass { seat } => *seat,
            Move::NextHand => 0,
        };
        if seat > 3 {
            return Err(TableError::NoSuchSeat(seat));
        }
        match (mv, self.phase.clone()) {
            (_, Phase::GameOver) => Err(TableError::GameOver),
            (Move::NextHand, Phase::HandOver(result)) => {
                self.next_hand(result);
                Ok(())
            }
            (Move::NextHand, _) => Err(TableError::NotNow(seat, "the hand is still being played")),
            (Move::Discard { face, .. }, Phase::Turn { seat: on_turn, .. }) if on_turn == seat => {
                self.discard(seat, *face)
            }
            (Move::DeclareKong { face, .. }, Phase::Turn { seat: on_turn, .. })
                if on_turn == seat =>
            {
                self.declare_kong(seat, *face)
            }
            (Move::Win { .. }, Phase::Turn { seat: on_turn, .. }) if on_turn == seat => {
                self.self_win(seat)
            }
            (Move::Win { .. }, Phase::Claims(window)) => {
                self.answer(seat, window, Answer::Claim(Claim::Win))
            }
            (Move::Claim { claim, .. }, Phase::Claims(window)) => {
                self.answer(seat, window, Answer::Claim(*claim))
            }
            (Move::Pass { .. }, Phase::Claims(window)) => self.answer(seat, window, Answer::Pass),
            (_, Phase::HandOver(_)) => Err(TableError::NotNow(seat, "the hand is over")),
            (_, Phase::Claims(_)) => Err(TableError::NotNow(
                seat,
                "a discard is waiting for claims: claim or pass",
            )),
            (_, Phase::Turn { .. }) => Err(TableError::NotNow(seat, "it is not your turn")),
        }
    }

    fn answer(
        &mut self,
        seat: u8,
        mut window: ClaimWindow,
        answer: Answer,
    ) -> Result<(), TableError> {
        let index = seat as usize;
        if window.options[index].is_empty() || window.answers[index].is_some() {
            return Err(TableError::NotNow(
                seat,
                "it has no claim to answer on this discard",
            ));
        }
        if let Answer::Claim(claim) = answer
            && !window.options[index].contains(&claim)
        {
            return Err(TableError::ClaimRefused {
                seat,
                claim: claim.label(),
            });
        }
        window.answers[index] = Some(answer);
        if window.is_complete() {
            self.finish_claims(window);
        } else {
            self.phase = Phase::Claims(window);
        }
        Ok(())
    }

    /// Every move `seat` may make now (for computer players, hints and tests).
    pub fn legal_moves(&self, seat: u8) -> Vec<Move> {
        let mut moves = Vec::new();
        match &self.phase {
            Phase::Turn { seat: on_turn, .. } if *on_turn == seat => {
                if self.can_self_win(seat) {
                    moves.push(Move::Win { seat });
                }
                for face in self.kong_options(seat) {
                    moves.push(Move::DeclareKong { seat, face });
                }
                let player = &self.players[seat as usize % 4];
                let mut faces = player.concealed.clone();
                faces.extend(player.drawn);
                faces.sort();
                faces.dedup();
                moves.extend(faces.into_iter().map(|face| Move::Discard { seat, face }));
            }
            Phase::Claims(window) if window.waiting_for().contains(&seat) => {
                for &claim in &window.options[seat as usize % 4] {
                    moves.push(Move::Claim { seat, claim });
                }
                moves.push(Move::Pass { seat });
            }
            Phase::HandOver(_) => moves.push(Move::NextHand),
            _ => {}
        }
        moves
    }
}

/// Identifies a moment of play for timers: it changes when a turn, a claim window, a hand or the
/// end of the game begins, but not when a seat answers a claim, so a person's countdown keeps
/// running while the others answer. The panel and the LAN host both start countdowns from it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PhaseKey {
    hand_no: u32,
    wall: usize,
    discards: usize,
    melds: usize,
    kongs: usize,
    phase: u8,
}

impl Table {
    /// Where play stands, for timers (see [`PhaseKey`]).
    pub fn phase_key(&self) -> PhaseKey {
        let (phase, seat) = match &self.phase {
            Phase::Turn { seat, .. } => (1, *seat),
            Phase::Claims(window) => (2, window.discarder),
            Phase::HandOver(_) => (3, 0),
            Phase::GameOver => (4, 0),
        };
        let melds = || self.players.iter().flat_map(|p| p.melds.iter());
        PhaseKey {
            hand_no: self.hand_no,
            wall: self.wall.len(),
            discards: self.players.iter().map(|p| p.discards.len()).sum(),
            melds: melds().count(),
            kongs: melds().filter(|m| m.kind == MeldKind::Kong).count(),
            phase: phase * 4 + seat % 4,
        }
    }
}

impl Rules for Table {
    type Move = Move;
    type Error = TableError;

    fn apply(&mut self, mv: &Move) -> Result<(), TableError> {
        // Work on a copy so a refused move leaves the table exactly as it was.
        let mut next = self.clone();
        next.apply_move(mv)?;
        *self = next;
        Ok(())
    }
}

/// Takes back `seat`'s last discard against computer players: undoes steps (the computer
/// players' moves after it included) until `seat` is on turn again, within the current hand.
/// Returns false, changing nothing, when there is no such turn to return to. The wall comes
/// from the game number, so playing on draws the same tiles again.
pub fn take_back_discard(history: &mut crate::engine::history::History<Table>, seat: u8) -> bool {
    let mut undone = 0;
    while history.undo() {
        undone += 1;
        match history.state().phase {
            Phase::Turn { seat: on_turn, .. } if on_turn == seat => return true,
            // Never reach back into a finished hand.
            Phase::HandOver(_) | Phase::GameOver => break,
            _ => {}
        }
    }
    for _ in 0..undone {
        history.redo();
    }
    false
}
