//! The table: paints the game each frame and turns clicks, drags and keys into moves.
//!
//! The board never changes the game: it returns [`Intent`]s that the panel plays through its
//! history. It asks the engine whether a move is legal (`check`), so the rules live in one place.

use super::messages::{refusal, sentence};
use crate::faces::names::card_name;
use crate::faces::{CardView, FaceBatch, Look};
use crate::games::klondike::ui::layout::{Layout, Placed, Spot};
use crate::t;
use egui::{Color32, Rect, Sense, Stroke, Vec2};
use parlour_rules::engine::card::{Card, CardSuit};
use parlour_rules::klondike::assist::best_destination;
use parlour_rules::klondike::rules::{Klondike, Move, Place};
use std::collections::HashMap;

mod keys;

/// What the player asked for this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Play this move (the panel adds the automatic moves).
    Play(Move),
    /// Say why nothing happened.
    Say(String),
}

/// A card or run being dragged.
#[derive(Clone, Debug)]
struct Drag {
    place: Place,
    cards: Vec<Card>,
    /// From the pointer to the top-left corner of the first card.
    grab: Vec2,
    /// Each card's offset from the first, as laid out when picked up.
    offsets: Vec<Vec2>,
}

/// A card gliding from where it was drawn to where it belongs.
#[derive(Clone, Copy, Debug)]
struct Flight {
    from: Rect,
    to: Rect,
    start: f64,
}

/// The view's own state: drag, animations, keyboard cursor and highlights. None of it is game
/// state; losing it loses nothing.
#[derive(Default)]
pub struct Board {
    drag: Option<Drag>,
    flights: HashMap<Card, Flight>,
    drawn: HashMap<Card, Rect>,
    last_board: Option<Rect>,
    /// The keyboard cursor and what it holds.
    cursor: Option<Spot>,
    /// For a tableau pile under the cursor: how many face-up cards the cursor takes.
    depth: usize,
    held: Option<Place>,
    hint: Option<(Move, f64)>,
    refused: Option<(Vec<Card>, f64)>,
    /// The last single click on a card played a move (see the double-click in `pointer`).
    click_played: bool,
}

/// How long a card takes to fly, at normal animation speed.
const FLIGHT_SECONDS: f64 = 0.2;
/// How long a hint and a refusal stay shown.
const HINT_SECONDS: f64 = 2.5;
const REFUSED_SECONDS: f64 = 0.5;

impl Board {
    /// Forgets the drag, the cursor's load and the highlights (a new deal, an undo).
    pub fn reset(&mut self) {
        self.drag = None;
        self.held = None;
        self.hint = None;
        self.refused = None;
    }

    /// Drops what the cursor holds (Esc).
    pub fn cancel(&mut self) {
        self.held = None;
        self.drag = None;
    }

    /// Points at `mv` as a hint until a while after `now`.
    pub fn show_hint(&mut self, mv: Move, now: f64) {
        self.hint = Some((mv, now + HINT_SECONDS));
    }

    /// Whether something moves on the board and needs the next frame.
    pub fn is_animating(&self) -> bool {
        !self.flights.is_empty() || self.hint.is_some() || self.refused.is_some()
    }

    /// Paints `game` in the space left in `ui` and returns what the player asked for.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &Klondike,
        now: f64,
        table: Color32,
        speed: f32,
        prefs: &crate::preferences::Preferences,
    ) -> Vec<Intent> {
        let (board, response) =
            ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Canvas, true, t!("klondike-table"))
        });
        let layout = Layout::new(game, board);
        let mut intents = Vec::new();
        self.expire(now);
        self.keyboard(ui, &response, game, &layout, &mut intents);
        self.pointer(ui, &response, game, &layout, now, &mut intents);
        self.accessibility(ui, game, &layout);
        self.paint(ui, game, &layout, board, now, table, speed, prefs);
        intents
    }

    fn expire(&mut self, now: f64) {
        if self.hint.is_some_and(|(_, until)| now >= until) {
            self.hint = None;
        }
        if self
            .refused
            .as_ref()
            .is_some_and(|(_, until)| now >= *until)
        {
            self.refused = None;
        }
    }

    fn refuse(&mut self, cards: Vec<Card>, now: f64, why: String, intents: &mut Vec<Intent>) {
        self.refused = Some((cards, now + REFUSED_SECONDS));
        intents.push(Intent::Say(why));
    }

    /// Clicks, double-clicks and drags.
    fn pointer(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        game: &Klondike,
        layout: &Layout,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        // A focused widget also "clicks" on Enter and Space: those are keyboard play, not this.
        let pointer_click = response.clicked() && ui.input(|i| i.pointer.any_click());
        if pointer_click || response.drag_started() {
            response.request_focus();
            self.held = None;
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
        self.hint = None;
        if layout.spot_at(pos) == Some(Spot::Stock) {
            match game.stock_click() {
                Some(mv) => intents.push(Intent::Play(mv)),
                None => intents.push(Intent::Say(t!("klondike-no-passes-left"))),
            }
            return;
        }
        let Some(placed) = layout.card_at(pos).copied() else {
            return;
        };
        let Some(place) = placed.place() else {
            return;
        };
        if response.double_clicked() {
            // The first click of the pair already played the card's best move, which is its
            // foundation whenever it may go there; the second click must not move the card
            // that first move uncovered. It acts only if the first click moved nothing.
            if !std::mem::take(&mut self.click_played)
                && let Some(mv) = to_foundation(place, game)
                && game.check(&mv).is_ok()
            {
                intents.push(Intent::Play(mv));
            }
            return;
        }
        self.click_played = false;
        match best_destination(game, place) {
            Some(mv) => {
                self.click_played = true;
                intents.push(Intent::Play(mv));
            }
            None => {
                let cards = game.movable_cards(place).unwrap_or_default();
                let why = match cards.first() {
                    Some(card) => t!("klondike-nowhere-to-go", card = card_name(*card)),
                    None => t!("klondike-cannot-move"),
                };
                self.refuse(cards, now, why, intents);
            }
        }
    }

    fn start_drag(&mut self, game: &Klondike, layout: &Layout, origin: egui::Pos2) {
        let Some(placed) = layout.card_at(origin) else {
            return;
        };
        let Some(place) = placed.place() else {
            return;
        };
        let Some(cards) = game.movable_cards(place) else {
            return;
        };
        let first = placed.rect.min;
        let offsets = cards
            .iter()
            .map(|c| {
                layout
                    .cards
                    .iter()
                    .find(|p| p.card == *c)
                    .map_or(Vec2::ZERO, |p| p.rect.min - first)
            })
            .collect();
        self.drag = Some(Drag {
            place,
            cards,
            grab: first - origin,
            offsets,
        });
    }

    /// Drops a drag on the most covered pile that takes it; else the cards slide back.
    fn drop(
        &mut self,
        game: &Klondike,
        layout: &Layout,
        drag: &Drag,
        ui: &egui::Ui,
        now: f64,
        intents: &mut Vec<Intent>,
    ) {
        let Some(pointer) = ui.input(|i| i.pointer.interact_pos()) else {
            return;
        };
        let rect = Rect::from_min_size(pointer + drag.grab, layout.card);
        let from = spot_of(drag.place);
        let mut first_error = None;
        for spot in layout.drop_targets(rect) {
            if spot == from {
                continue;
            }
            let Some(mv) = move_to(drag.place, spot, drag.cards.len()) else {
                continue;
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
        if let Some(error) = first_error {
            let why = sentence(&refusal(&error));
            self.refuse(drag.cards.clone(), now, why, intents);
        }
    }

    /// An accessible name for every visible card and every empty pile.
    fn accessibility(&self, ui: &egui::Ui, game: &Klondike, layout: &Layout) {
        let stock_top = game.stock.len().checked_sub(1);
        for placed in &layout.cards {
            let on_top_of_pile = match placed.spot {
                Spot::Stock => Some(placed.index) == stock_top,
                Spot::Foundation(s) => {
                    placed.index + 1 == usize::from(game.foundations[usize::from(s)])
                }
                Spot::Waste | Spot::Tableau(_) => true,
            };
            if !on_top_of_pile {
                continue;
            }
            let name = match (placed.spot, placed.view) {
                (Spot::Stock, _) => t!("klondike-stock-face-down", count = game.stock.len() as i64),
                (_, CardView::Up(card)) => card_name(card),
                (spot, CardView::Down) => t!("klondike-face-down-card", pile = spot.name()),
            };
            let id = egui::Id::unique(("klondike-card", placed.card.index()));
            let response = ui.interact(placed.visible, id, Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        }
        for &(spot, rect) in &layout.slots {
            let empty = !layout.cards.iter().any(|p| p.spot == spot);
            if !empty {
                continue;
            }
            let name = match spot {
                Spot::Stock if game.can_recycle() => t!("klondike-stock-empty-recycle"),
                _ => t!("klondike-empty-pile", pile = spot.name()),
            };
            let response = ui.interact(
                rect,
                egui::Id::unique(("klondike-slot", spot)),
                Sense::hover(),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        }
    }

    /// Where each card is drawn this frame: following the pointer, flying, or in its place.
    fn drawn_rect(
        &mut self,
        placed: &Placed,
        pointer: Option<egui::Pos2>,
        now: f64,
        duration: f64,
    ) -> (Rect, bool) {
        if let (Some(drag), Some(pointer)) = (&self.drag, pointer)
            && let Some(k) = drag.cards.iter().position(|c| *c == placed.card)
        {
            let offset = drag.offsets.get(k).copied().unwrap_or(Vec2::ZERO);
            return (
                Rect::from_min_size(pointer + drag.grab + offset, placed.rect.size()),
                true,
            );
        }
        let target = placed.rect;
        let last = self.drawn.get(&placed.card).copied();
        if duration > 0.0
            && let Some(last) = last
            && (last.min - target.min).length() > 0.5
            && self
                .flights
                .get(&placed.card)
                .is_none_or(|f| f.to != target)
        {
            self.flights.insert(
                placed.card,
                Flight {
                    from: last,
                    to: target,
                    start: now,
                },
            );
        }
        let Some(flight) = self.flights.get(&placed.card).copied() else {
            return (target, false);
        };
        let t = ((now - flight.start) / duration).clamp(0.0, 1.0) as f32;
        if t >= 1.0 {
            self.flights.remove(&placed.card);
            return (target, false);
        }
        let ease = 1.0 - (1.0 - t) * (1.0 - t);
        let min = flight.from.min + (flight.to.min - flight.from.min) * ease;
        (Rect::from_min_size(min, target.size()), true)
    }

    #[allow(clippy::too_many_arguments)]
    fn paint(
        &mut self,
        ui: &egui::Ui,
        game: &Klondike,
        layout: &Layout,
        board: Rect,
        now: f64,
        table: Color32,
        speed: f32,
        prefs: &crate::preferences::Preferences,
    ) {
        let painter = ui.painter_at(board);
        painter.rect_filled(board, 0.0, table);
        let resized = self.last_board != Some(board);
        self.last_board = Some(board);
        if resized {
            self.flights.clear();
            self.drawn.clear();
        }
        let duration = if speed > 0.0 {
            FLIGHT_SECONDS / f64::from(speed)
        } else {
            0.0
        };
        let outline = Stroke::new(1.5, Color32::from_white_alpha(70));
        let radius = layout.card.x * 0.08;
        for &(spot, rect) in &layout.slots {
            painter.rect_stroke(rect, radius, outline, egui::StrokeKind::Inside);
            let mark = match spot {
                Spot::Foundation(s) => CardSuit::ALL.get(usize::from(s)).map(|s| suit_symbol(*s)),
                Spot::Stock if game.stock.is_empty() => {
                    Some(if game.can_recycle() { "🔄" } else { "✖" })
                }
                _ => None,
            };
            if let Some(mark) = mark {
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    mark,
                    egui::FontId::proportional(layout.card.x * 0.45),
                    Color32::from_white_alpha(60),
                );
            }
        }
        let pointer = ui.input(|i| i.pointer.interact_pos());
        let hinted = self
            .hint
            .map(|(mv, _)| hinted_cards(game, mv))
            .unwrap_or_default();
        let held = self
            .held
            .and_then(|p| game.movable_cards(p))
            .unwrap_or_default();
        let refused = self
            .refused
            .as_ref()
            .map(|(c, _)| c.clone())
            .unwrap_or_default();
        let mut batch = FaceBatch::new(ui.ctx(), &prefs.tiles, &prefs.cards);
        let mut above = Vec::new();
        let mut drawn = HashMap::with_capacity(52);
        for placed in &layout.cards {
            let (rect, lifted) = self.drawn_rect(placed, pointer, now, duration);
            drawn.insert(placed.card, rect);
            let look = Look {
                selected: held.contains(&placed.card),
                hinted: hinted.contains(&placed.card),
                refused: refused.contains(&placed.card),
                dimmed: false,
            };
            if lifted {
                above.push((rect, placed.view, look));
            } else {
                batch.card(rect, placed.view, look);
            }
        }
        for (rect, view, look) in above {
            batch.card(rect, view, look);
        }
        batch.paint(&painter);
        self.drawn = drawn;
        self.paint_marks(&painter, game, layout, radius);
    }

    /// The hint's destination and the keyboard cursor, drawn over the cards.
    fn paint_marks(&self, painter: &egui::Painter, game: &Klondike, layout: &Layout, radius: f32) {
        if let Some((mv, _)) = self.hint
            && let Some(spot) = destination(game, mv)
            && let Some(rect) = layout.top_rect(spot)
        {
            painter.rect_stroke(
                rect.expand(3.0),
                radius,
                Stroke::new(3.0, Color32::from_rgb(90, 200, 255)),
                egui::StrokeKind::Outside,
            );
        }
        if let Some(cursor) = self.cursor
            && let Some(mut rect) = layout.top_rect(cursor)
        {
            if let Spot::Tableau(p) = cursor {
                // Frame the cards the cursor would pick up.
                let start = layout
                    .cards
                    .iter()
                    .filter(|c| c.spot == Spot::Tableau(p))
                    .rev()
                    .nth(self.depth.saturating_sub(1));
                if let Some(start) = start {
                    rect = rect.union(start.rect);
                }
            }
            painter.rect_stroke(
                rect.expand(4.0),
                radius,
                Stroke::new(3.0, Color32::from_rgb(255, 200, 40)),
                egui::StrokeKind::Outside,
            );
        }
    }
}

/// The cards a hint points at: what the move picks up (the stock for a deal).
fn hinted_cards(game: &Klondike, mv: Move) -> Vec<Card> {
    let place = match mv {
        Move::Deal | Move::Recycle => return game.stock.last().copied().into_iter().collect(),
        Move::WasteToFoundation | Move::WasteToTableau { .. } => Place::Waste,
        Move::TableauToFoundation { from } => {
            let len = game
                .tableau
                .get(usize::from(from))
                .map_or(0, |p| p.cards.len());
            Place::Tableau {
                pile: from,
                index: len.saturating_sub(1) as u8,
            }
        }
        Move::TableauToTableau { from, count, .. } => {
            let len = game
                .tableau
                .get(usize::from(from))
                .map_or(0, |p| p.cards.len());
            Place::Tableau {
                pile: from,
                index: len.saturating_sub(usize::from(count)) as u8,
            }
        }
        Move::FoundationToTableau { suit, .. } => Place::Foundation(suit),
    };
    game.movable_cards(place).unwrap_or_default()
}

/// Where a move puts its cards.
fn destination(game: &Klondike, mv: Move) -> Option<Spot> {
    Some(match mv {
        Move::Deal | Move::Recycle => return None,
        Move::WasteToFoundation => Spot::Foundation(game.waste_top()?.suit.index() as u8),
        Move::TableauToFoundation { from } => {
            Spot::Foundation(game.tableau.get(usize::from(from))?.top()?.suit.index() as u8)
        }
        Move::WasteToTableau { to }
        | Move::TableauToTableau { to, .. }
        | Move::FoundationToTableau { to, .. } => Spot::Tableau(to),
    })
}

/// The spot a place lies in.
fn spot_of(place: Place) -> Spot {
    match place {
        Place::Waste => Spot::Waste,
        Place::Tableau { pile, .. } => Spot::Tableau(pile),
        Place::Foundation(suit) => Spot::Foundation(suit.index() as u8),
    }
}

/// The move taking the `count` cards at `place` to `spot`, if there is such a kind of move.
fn move_to(place: Place, spot: Spot, count: usize) -> Option<Move> {
    Some(match (place, spot) {
        (Place::Waste, Spot::Foundation(_)) => Move::WasteToFoundation,
        (Place::Waste, Spot::Tableau(to)) => Move::WasteToTableau { to },
        (Place::Tableau { pile, .. }, Spot::Foundation(_)) if count == 1 => {
            Move::TableauToFoundation { from: pile }
        }
        (Place::Tableau { pile, .. }, Spot::Tableau(to)) => Move::TableauToTableau {
            from: pile,
            count: u8::try_from(count).ok()?,
            to,
        },
        (Place::Foundation(suit), Spot::Tableau(to)) => Move::FoundationToTableau { suit, to },
        _ => return None,
    })
}

/// The move sending the card at `place` to its foundation (a double-click).
fn to_foundation(place: Place, game: &Klondike) -> Option<Move> {
    match place {
        Place::Waste => Some(Move::WasteToFoundation),
        Place::Tableau { pile, index } => {
            let len = game.tableau.get(usize::from(pile))?.cards.len();
            (usize::from(index) + 1 == len).then_some(Move::TableauToFoundation { from: pile })
        }
        Place::Foundation(_) => None,
    }
}

/// "Holding Queen of spades and 2 more.": what the keyboard cursor picked up.
fn holding(cards: &[Card]) -> String {
    match cards {
        [one] => t!("klondike-holding", card = card_name(*one)),
        [first, rest @ ..] => t!(
            "klondike-holding-more",
            card = card_name(*first),
            more = rest.len() as i64
        ),
        [] => t!("klondike-nothing-to-pick-up"),
    }
}

fn suit_symbol(suit: CardSuit) -> &'static str {
    match suit.letter() {
        'C' => "♣",
        'D' => "♦",
        'H' => "♥",
        _ => "♠",
    }
}
