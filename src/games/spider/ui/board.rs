//! The table: paints the game each frame and turns clicks, drags and keys into moves.
//!
//! The geometry, hit-testing and the board's canvas and keyboard focus are the shared card
//! table's (`games::card_table`). Its view state (`CardTable`: drag, flights, highlights,
//! accessible ids) tells cards apart by their value, which Spider cannot: two packs hold up to
//! eight copies of a card. So this board keeps its own, by column and index, and flies cards
//! from the move it was told was played.
//!
//! The board never changes the game: it returns [`Intent`]s that the panel plays through its
//! history, and asks the engine whether a move is legal (`check`), so the rules live in one
//! place. After the panel played a move it tells the board ([`Board::played`]), which then flies
//! the cards that moved, and a finished run to its place.

use super::layout::Layout;
use super::messages::refusal;
use crate::faces::names::card_name;
use crate::games::card_table::CardTable;
use crate::t;
use egui::{Key, Rect, Vec2};
use parlour_rules::engine::card::Card;
use parlour_rules::spider::assist::{best_destination, run_to};
use parlour_rules::spider::rules::{COLUMNS, Move, Spider};
use std::collections::HashMap;

mod paint;

pub use paint::Style;

/// What the player asked for this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Play this move.
    Play(Move),
    /// Say this in the status bar.
    Say(String),
}

/// A run being dragged.
#[derive(Clone, Debug)]
struct Drag {
    column: u8,
    index: usize,
    count: usize,
    /// From the pointer to the top-left corner of the first card.
    grab: Vec2,
    /// Each card's offset from the first, as laid out when picked up.
    offsets: Vec<Vec2>,
}

/// A table card gliding from where it was drawn to its place.
#[derive(Clone, Copy, Debug)]
struct Flight {
    from: Rect,
    start: f64,
}

/// A card of a finished run flying from the table to the run's place.
#[derive(Clone, Copy, Debug)]
struct Leaving {
    card: Card,
    from: Rect,
    /// Which finished run's place it flies to.
    slot: usize,
    start: f64,
}

/// The view's own state: drag, animations, the typed column and highlights. None of it is game
/// state; losing it loses nothing.
#[derive(Default)]
pub struct Board {
    drag: Option<Drag>,
    /// Flights of table cards, by column and index in the position shown.
    flights: HashMap<(u8, usize), Flight>,
    leaving: Vec<Leaving>,
    /// The last frame's layout: where moved cards fly from.
    last: Option<Layout>,
    /// Where the dragged cards were drawn when dropped.
    dropped: Vec<Rect>,
    /// The column typed first (keyboard play: `3` then `7`).
    typed: Option<u8>,
    hint: Option<(Move, f64)>,
    /// The first card of a refused run, by column and index, until a time.
    refused: Option<((u8, usize), f64)>,
    /// The flight time at the player's animation speed (0: no animation).
    duration: f64,
}

/// A card that moved, and where it was drawn before (when it was).
type Moved = (Card, Option<Rect>);

/// How long a card takes to fly, at normal animation speed.
const FLIGHT_SECONDS: f64 = 0.2;
/// How long a finished run takes to fly to its place, and the delay between its cards.
const LEAVING_SECONDS: f64 = 0.35;
const LEAVING_STAGGER: f64 = 0.03;
/// How long a hint and a refusal stay shown.
const HINT_SECONDS: f64 = 2.5;
const REFUSED_SECONDS: f64 = 0.5;

/// The digit keys, `0` first: the columns in the notation.
const DIGITS: [Key; COLUMNS] = [
    Key::Num0,
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

impl Board {
    /// Forgets the drag, the typed column and the highlights (a new deal, an undo).
    pub fn reset(&mut self) {
        self.drag = None;
        self.typed = None;
        self.hint = None;
        self.refused = None;
    }

    /// Drops the drag and the typed column (Esc).
    pub fn cancel(&mut self) {
        self.drag = None;
        self.typed = None;
    }

    /// Points at `mv` as a hint until a while after `now`.
    pub fn show_hint(&mut self, mv: Move, now: f64) {
        self.hint = Some((mv, now + HINT_SECONDS));
    }

    /// Whether something moves on the board and needs the next frame.
    pub fn is_animating(&self) -> bool {
        !self.flights.is_empty()
            || !self.leaving.is_empty()
            || self.hint.is_some()
            || self.refused.is_some()
    }

    /// Paints `game` in the space left in `ui` and returns what the player asked for.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &Spider,
        now: f64,
        style: &Style<'_>,
    ) -> Vec<Intent> {
        let (board, response) = CardTable::<u8>::allocate(ui, &t!("spider-table"));
        let layout = Layout::new(game, board);
        self.duration = if style.speed > 0.0 {
            FLIGHT_SECONDS / f64::from(style.speed)
        } else {
            0.0
        };
        let mut intents = Vec::new();
        self.expire(now);
        self.keyboard(ui, &response, game, &mut intents);
        self.pointer(ui, &response, game, &layout, now, &mut intents);
        paint::accessibility(ui, game, &layout);
        self.paint(ui, game, &layout, board, now, style);
        self.last = Some(layout);
        intents
    }

    fn expire(&mut self, now: f64) {
        if self.hint.is_some_and(|(_, until)| now >= until) {
            self.hint = None;
        }
        if self.refused.is_some_and(|(_, until)| now >= until) {
            self.refused = None;
        }
    }

    fn refuse(&mut self, at: (u8, usize), now: f64, why: String, intents: &mut Vec<Intent>) {
        self.refused = Some((at, now + REFUSED_SECONDS));
        intents.push(Intent::Say(why));
    }

    /// The digits and `d`: `3` then `7` moves the longest run that may go from column 3 to 7,
    /// the same digit twice sends the column's run where a click would, `d` deals a row.
    fn keyboard(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        game: &Spider,
        intents: &mut Vec<Intent>,
    ) {
        if !CardTable::<u8>::keep_focus(ui, response) {
            return;
        }
        let (digit, deal) = ui.input(|i| {
            let plain = !i.modifiers.command && !i.modifiers.alt && !i.modifiers.ctrl;
            let digit = DIGITS.iter().position(|k| i.key_pressed(*k));
            (
                digit.filter(|_| plain).map(|d| d as u8),
                plain && i.key_pressed(Key::D),
            )
        });
        if deal {
            self.typed = None;
            intents.push(deal_intent(game));
        }
        let Some(digit) = digit else {
            return;
        };
        self.hint = None;
        match self.typed.take() {
            None if game.run_len(digit) == 0 => {
                intents.push(Intent::Say(refusal(
                    &parlour_rules::spider::rules::SpiderError::EmptyColumn(digit),
                )));
            }
            None => {
                self.typed = Some(digit);
                intents.push(Intent::Say(t!(
                    "spider-typed-column",
                    column = i64::from(digit)
                )));
            }
            Some(from) if from == digit => {
                let len = game.columns[usize::from(from)].cards.len();
                let index = len - game.run_len(from);
                intents.push(click_intent(game, from, index));
            }
            Some(from) => match run_to(game, from, digit) {
                Ok(mv) => intents.push(Intent::Play(mv)),
                Err(e) => intents.push(Intent::Say(refusal(&e))),
            },
        }
    }

    /// Clicks and drags.
    fn pointer(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        game: &Spider,
        layout: &Layout,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        // A focused widget also "clicks" on Enter and Space: that is not the pointer.
        let pointer_click = response.clicked() && ui.input(|i| i.pointer.any_click());
        if pointer_click || response.drag_started() {
            response.request_focus();
            self.typed = None;
            self.hint = None;
        }
        if response.drag_started()
            && let Some(origin) = ui.input(|i| i.pointer.press_origin())
        {
            self.start_drag(game, layout, origin);
        }
        if response.drag_stopped()
            && let Some(drag) = self.drag.take()
        {
            self.drop(game, layout, &drag, ui, now, intents);
        }
        if !pointer_click {
            return;
        }
        let Some(pos) = response.interact_pointer_pos() else {
            return;
        };
        if layout.is_on_stock(pos) {
            intents.push(deal_intent(game));
            return;
        }
        let Some(placed) = layout.table.card_at(pos).copied() else {
            return;
        };
        match click_intent(game, placed.pile, placed.index) {
            Intent::Say(why) => self.refuse((placed.pile, placed.index), now, why, intents),
            play => intents.push(play),
        }
    }

    fn start_drag(&mut self, game: &Spider, layout: &Layout, origin: egui::Pos2) {
        let Some(placed) = layout.table.card_at(origin) else {
            return;
        };
        let Some(cards) = game.movable_cards(placed.pile, placed.index) else {
            return;
        };
        let first = placed.rect.min;
        let offsets = (0..cards.len())
            .map(|k| {
                layout
                    .placed(placed.pile, placed.index + k)
                    .map_or(Vec2::ZERO, |p| p.rect.min - first)
            })
            .collect();
        self.drag = Some(Drag {
            column: placed.pile,
            index: placed.index,
            count: cards.len(),
            grab: first - origin,
            offsets,
        });
    }

    /// Drops a drag on the most covered column that takes it; else the cards slide back.
    fn drop(
        &mut self,
        game: &Spider,
        layout: &Layout,
        drag: &Drag,
        ui: &egui::Ui,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        let Some(pointer) = ui.input(|i| i.pointer.interact_pos()) else {
            return;
        };
        let first = Rect::from_min_size(pointer + drag.grab, layout.table.card);
        self.dropped = drag.offsets.iter().map(|o| first.translate(*o)).collect();
        let count = u8::try_from(drag.count).unwrap_or(u8::MAX);
        let mut first_error = None;
        for to in layout.table.drop_targets(first) {
            if to == drag.column {
                continue;
            }
            let mv = Move::Run {
                from: drag.column,
                to,
                count,
            };
            match game.check(&mv) {
                Ok(()) => {
                    intents.push(Intent::Play(mv));
                    return;
                }
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        // Dropped back where it came from, or nowhere: the cards slide back.
        self.flights
            .extend(self.dropped.iter().enumerate().map(|(k, r)| {
                (
                    (drag.column, drag.index + k),
                    Flight {
                        from: *r,
                        start: now,
                    },
                )
            }));
        self.dropped.clear();
        if let Some(error) = first_error {
            self.refuse((drag.column, drag.index), now, refusal(&error), intents);
        }
    }

    /// The panel played `mv`, which took `before` to `after`: fly the cards that moved from
    /// where they were drawn, and a finished run to its place.
    pub fn played(&mut self, mv: Move, before: &Spider, after: &Spider, now: f64) {
        let dropped = std::mem::take(&mut self.dropped);
        self.typed = None;
        self.hint = None;
        if self.duration <= 0.0 {
            return;
        }
        let Some(last) = self.last.take() else {
            return;
        };
        let was = |column: u8, index: usize| last.placed(column, index).map(|p| p.rect);
        // The cards each column received, with where each was drawn.
        let mut received: Vec<(u8, Vec<Moved>)> = Vec::new();
        match mv {
            Move::Run { from, to, count } => {
                let source = &before.columns[usize::from(from)].cards;
                let start = source.len().saturating_sub(usize::from(count));
                let cards = source[start..]
                    .iter()
                    .enumerate()
                    .map(|(k, &c)| (c, dropped.get(k).copied().or_else(|| was(from, start + k))))
                    .collect();
                received.push((to, cards));
            }
            Move::Deal => {
                let stock = last.stock.last().copied();
                for (c, &card) in before.stock.iter().take(COLUMNS).enumerate() {
                    received.push((c as u8, vec![(card, stock)]));
                }
            }
        }
        let mut slot = before.removed.len();
        for (column, cards) in received {
            let kept = before.columns[usize::from(column)].cards.len();
            let now_len = after.columns[usize::from(column)].cards.len();
            let combined = kept + cards.len();
            for (k, &(_, from)) in cards.iter().enumerate() {
                if let Some(from) = from
                    && kept + k < now_len
                {
                    self.flights
                        .insert((column, kept + k), Flight { from, start: now });
                }
            }
            if now_len >= combined {
                continue;
            }
            // A run finished here and left: its cards fly to the next run's place, king first.
            let mut run: Vec<Moved> = (now_len..kept)
                .map(|i| (before.columns[usize::from(column)].cards[i], was(column, i)))
                .collect();
            run.extend(cards.iter().skip(now_len.saturating_sub(kept)).copied());
            for (k, (card, from)) in run.into_iter().enumerate() {
                if let Some(from) = from {
                    self.leaving.push(Leaving {
                        card,
                        from,
                        slot,
                        start: now + k as f64 * LEAVING_STAGGER,
                    });
                }
            }
            slot += 1;
        }
    }
}

/// What a row dealt from the stock means now: the deal, or the rules' reason why not.
fn deal_intent(game: &Spider) -> Intent {
    match game.check(&Move::Deal) {
        Ok(()) => Intent::Play(Move::Deal),
        Err(e) => Intent::Say(refusal(&e)),
    }
}

/// What a click on the card at `index` of `column` means: its run's best move, or why none.
fn click_intent(game: &Spider, column: u8, index: usize) -> Intent {
    if let Some(mv) = best_destination(game, column, index) {
        return Intent::Play(mv);
    }
    let card = game
        .columns
        .get(usize::from(column))
        .and_then(|c| c.cards.get(index).copied());
    match (game.movable_cards(column, index), card) {
        (Some(_), Some(card)) => Intent::Say(t!("spider-nowhere-to-go", card = card_name(card))),
        _ => Intent::Say(t!("spider-cannot-move")),
    }
}
