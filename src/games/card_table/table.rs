//! The view's state over a [`CardLayout`]: the drag under way, cards in flight, the hint and
//! the refusal shown, and the frame's painting and accessible names. None of it is game state;
//! losing it loses nothing.

use super::layout::{CardLayout, Placed};
use crate::faces::{FaceBatch, Look};
use egui::{Color32, Pos2, Rect, Sense, Stroke, Vec2};
use parlour_rules::engine::card::Card;
use std::collections::HashMap;
use std::hash::Hash;

/// How long a card takes to fly to its new place, at normal animation speed.
const FLIGHT_SECONDS: f64 = 0.2;
/// How long a hint stays shown.
const HINT_SECONDS: f64 = 2.5;
/// How long a refused card flashes.
const REFUSED_SECONDS: f64 = 0.5;

/// What the pointer did this frame, in the layout's terms; the game makes moves of it.
#[derive(Clone, Debug, PartialEq)]
pub enum Pointer<P> {
    /// A click (not a drag) on a card; `double` for the second click of a double-click.
    Click {
        /// The card clicked, as laid out.
        card: Placed<P>,
        /// Whether this click made a double-click.
        double: bool,
    },
    /// A click on a pile's outline where no card lies (an empty cell or column).
    ClickPile {
        /// The pile.
        pile: P,
        /// Whether this click made a double-click.
        double: bool,
    },
    /// Cards dragged from `from` (the first of them at `index`) and let go over the piles in
    /// `targets`, the most covered first (never `from`). An empty `targets`: dropped on
    /// nothing, the cards slide back.
    Drop {
        /// The pile the cards came from.
        from: P,
        /// The index of the first dragged card in that pile.
        index: usize,
        /// The dragged cards, bottom first.
        cards: Vec<Card>,
        /// The piles under the dropped cards.
        targets: Vec<P>,
    },
}

/// The table's look for a frame.
#[derive(Clone, Copy)]
pub struct TableStyle<'a> {
    /// The baize.
    pub colour: Color32,
    /// The animation speed (0 = none, 1 = normal).
    pub speed: f32,
    /// The faces and backs the player chose.
    pub prefs: &'a crate::preferences::Preferences,
}

/// What the game marks on the table this frame, besides the cards.
pub struct Marks<'a, P> {
    /// Cards the player holds (picked up by a click or the keyboard).
    pub selected: &'a [Card],
    /// A frame around this rect (the keyboard cursor).
    pub cursor: Option<Rect>,
    /// A faint label drawn in a pile's outline (a suit sign on a foundation).
    pub slot_label: &'a dyn Fn(P) -> Option<String>,
}

#[derive(Clone, Debug)]
struct Drag<P> {
    from: P,
    index: usize,
    cards: Vec<Card>,
    /// From the pointer to the top-left corner of the first card.
    grab: Vec2,
    /// Each card's offset from the first, as laid out when picked up.
    offsets: Vec<Vec2>,
}

#[derive(Clone, Copy, Debug)]
struct Flight {
    from: Rect,
    to: Rect,
    start: f64,
}

/// A card table's view state. `P` is the game's pile type.
pub struct CardTable<P> {
    drag: Option<Drag<P>>,
    flights: HashMap<Card, Flight>,
    drawn: HashMap<Card, Rect>,
    last_board: Option<Rect>,
    hint: Option<(Vec<Card>, P, f64)>,
    refused: Option<(Vec<Card>, f64)>,
}

impl<P> Default for CardTable<P> {
    fn default() -> Self {
        Self {
            drag: None,
            flights: HashMap::new(),
            drawn: HashMap::new(),
            last_board: None,
            hint: None,
            refused: None,
        }
    }
}

impl<P: Copy + Eq + Hash + std::fmt::Debug> CardTable<P> {
    /// Takes the space left in `ui` for the board: a canvas named `label` for screen readers,
    /// sensing clicks and drags.
    pub fn allocate(ui: &mut egui::Ui, label: &str) -> (Rect, egui::Response) {
        let (board, response) =
            ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, label));
        (board, response)
    }

    /// Keeps the keyboard on the board: takes the focus when nothing has it and keeps Tab and
    /// the arrows. Returns whether the board has the focus (keyboard play reads keys only then).
    pub fn keep_focus(ui: &egui::Ui, response: &egui::Response) -> bool {
        if ui.memory(|m| m.focused().is_none()) {
            response.request_focus();
        }
        if !response.has_focus() {
            return false;
        }
        ui.memory_mut(|m| {
            m.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    tab: true,
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    escape: false,
                },
            )
        });
        true
    }

    /// Forgets the drag and the highlights (a new deal, an undo).
    pub fn reset(&mut self) {
        self.drag = None;
        self.hint = None;
        self.refused = None;
    }

    /// Drops the drag under way (Esc).
    pub fn cancel_drag(&mut self) {
        self.drag = None;
    }

    /// Shows `cards` as a hint, going to `to`, for a while after `now`.
    pub fn show_hint(&mut self, cards: Vec<Card>, to: P, now: f64) {
        self.hint = Some((cards, to, now + HINT_SECONDS));
    }

    /// Flashes `cards` red for a moment after `now`: a move with them was refused.
    pub fn refuse(&mut self, cards: Vec<Card>, now: f64) {
        self.refused = Some((cards, now + REFUSED_SECONDS));
    }

    /// Whether something moves on the board and needs the next frame.
    pub fn is_animating(&self) -> bool {
        !self.flights.is_empty() || self.hint.is_some() || self.refused.is_some()
    }

    /// Clicks, double-clicks and drags on the board's `response`. `pick` says whether the
    /// player may take hold of a card (with the cards lying on it): only those start a drag.
    pub fn pointer(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        layout: &CardLayout<P>,
        now: f64,
        pick: impl Fn(&Placed<P>) -> bool,
    ) -> Option<Pointer<P>> {
        self.expire(now);
        // A focused widget also "clicks" on Enter and Space: those are keyboard play, not this.
        let pointer_click = response.clicked() && ui.input(|i| i.pointer.any_click());
        if pointer_click || response.drag_started() {
            response.request_focus();
        }
        if response.drag_started()
            && let Some(origin) = ui.input(|i| i.pointer.press_origin())
        {
            self.start_drag(layout, origin, &pick);
        }
        if response.drag_stopped()
            && let Some(drag) = self.drag.take()
        {
            let pointer = ui.input(|i| i.pointer.interact_pos())?;
            let rect = Rect::from_min_size(pointer + drag.grab, layout.card);
            let targets = layout
                .drop_targets(rect)
                .into_iter()
                .filter(|p| *p != drag.from)
                .collect();
            return Some(Pointer::Drop {
                from: drag.from,
                index: drag.index,
                cards: drag.cards,
                targets,
            });
        }
        if !pointer_click {
            return None;
        }
        let pos = response.interact_pointer_pos()?;
        self.hint = None;
        let double = response.double_clicked();
        if let Some(card) = layout.card_at(pos) {
            return Some(Pointer::Click {
                card: *card,
                double,
            });
        }
        let pile = layout.pile_at(pos)?;
        Some(Pointer::ClickPile { pile, double })
    }

    fn start_drag(
        &mut self,
        layout: &CardLayout<P>,
        origin: Pos2,
        pick: &impl Fn(&Placed<P>) -> bool,
    ) {
        let Some(placed) = layout.card_at(origin) else {
            return;
        };
        if !pick(placed) {
            return;
        }
        let run: Vec<&Placed<P>> = layout
            .cards_of(placed.pile)
            .filter(|p| p.index >= placed.index)
            .collect();
        let first = placed.rect.min;
        self.hint = None;
        self.drag = Some(Drag {
            from: placed.pile,
            index: placed.index,
            cards: run.iter().map(|p| p.card).collect(),
            grab: first - origin,
            offsets: run.iter().map(|p| p.rect.min - first).collect(),
        });
    }

    fn expire(&mut self, now: f64) {
        if self
            .hint
            .as_ref()
            .is_some_and(|(_, _, until)| now >= *until)
        {
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

    /// Names every card for screen readers (`name` returns `None` for a card that needs no
    /// name of its own, such as one buried in a foundation) and every empty pile (`empty`).
    /// `salt` keeps two games' widget ids apart.
    pub fn accessibility(
        &self,
        ui: &egui::Ui,
        layout: &CardLayout<P>,
        salt: &str,
        name: impl Fn(&Placed<P>) -> Option<String>,
        empty: impl Fn(P) -> String,
    ) {
        for placed in &layout.cards {
            let Some(label) = name(placed) else {
                continue;
            };
            let id = egui::Id::unique((salt, "card", placed.card.index()));
            let response = ui.interact(placed.visible, id, Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        }
        for &(pile, rect) in &layout.slots {
            if layout.cards_of(pile).next().is_some() {
                continue;
            }
            let label = empty(pile);
            let id = egui::Id::unique((salt, "slot", pile));
            let response = ui.interact(rect, id, Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        }
    }

    /// Where a card is drawn this frame: following the pointer, flying, or in its place, and
    /// whether it is lifted above the others.
    fn drawn_rect(
        &mut self,
        placed: &Placed<P>,
        pointer: Option<Pos2>,
        now: f64,
        duration: f64,
    ) -> (Rect, bool) {
        if let (Some(drag), Some(pointer)) = (&self.drag, pointer)
            && let Some(k) = drag.cards.iter().position(|c| *c == placed.card)
        {
            let offset = drag.offsets.get(k).copied().unwrap_or(Vec2::ZERO);
            let min = pointer + drag.grab + offset;
            return (Rect::from_min_size(min, placed.rect.size()), true);
        }
        let target = placed.rect;
        if duration > 0.0
            && let Some(last) = self.drawn.get(&placed.card).copied()
            && (last.min - target.min).length() > 0.5
            && self
                .flights
                .get(&placed.card)
                .is_none_or(|f| f.to != target)
        {
            let flight = Flight {
                from: last,
                to: target,
                start: now,
            };
            self.flights.insert(placed.card, flight);
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

    /// Paints the baize, the piles' outlines, the cards (dragged and flying ones above the
    /// rest) and the marks: the hint's destination and the keyboard cursor.
    pub fn paint(
        &mut self,
        ui: &egui::Ui,
        layout: &CardLayout<P>,
        board: Rect,
        now: f64,
        style: TableStyle<'_>,
        marks: &Marks<'_, P>,
    ) {
        let painter = ui.painter_at(board);
        painter.rect_filled(board, 0.0, style.colour);
        if self.last_board != Some(board) {
            // A resized board moves every card; they jump rather than fly.
            self.flights.clear();
            self.drawn.clear();
            self.last_board = Some(board);
        }
        let duration = if style.speed > 0.0 {
            FLIGHT_SECONDS / f64::from(style.speed)
        } else {
            0.0
        };
        let radius = layout.card.x * 0.08;
        let outline = Stroke::new(1.5, Color32::from_white_alpha(70));
        for &(pile, rect) in &layout.slots {
            painter.rect_filled(rect, radius, Color32::from_black_alpha(28));
            painter.rect_stroke(rect, radius, outline, egui::StrokeKind::Inside);
            if let Some(label) = (marks.slot_label)(pile) {
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    label,
                    egui::FontId::proportional(layout.card.x * 0.45),
                    Color32::from_white_alpha(70),
                );
            }
        }
        let pointer = ui.input(|i| i.pointer.interact_pos());
        let hinted: &[Card] = self.hint.as_ref().map_or(&[], |(c, _, _)| c.as_slice());
        let hinted = hinted.to_vec();
        let refused = self
            .refused
            .as_ref()
            .map(|(c, _)| c.clone())
            .unwrap_or_default();
        let mut batch = FaceBatch::new(ui.ctx(), &style.prefs.tiles, &style.prefs.cards);
        let mut above = Vec::new();
        let mut drawn = HashMap::with_capacity(layout.cards.len());
        for placed in &layout.cards {
            let (rect, lifted) = self.drawn_rect(placed, pointer, now, duration);
            drawn.insert(placed.card, rect);
            let look = Look {
                selected: marks.selected.contains(&placed.card),
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
        if let Some((_, to, _)) = &self.hint
            && let Some(rect) = layout.top_rect(*to)
        {
            let stroke = Stroke::new(3.0, Color32::from_rgb(90, 200, 255));
            painter.rect_stroke(rect.expand(3.0), radius, stroke, egui::StrokeKind::Outside);
        }
        if let Some(rect) = marks.cursor {
            let stroke = Stroke::new(3.0, Color32::from_rgb(255, 200, 40));
            painter.rect_stroke(rect.expand(4.0), radius, stroke, egui::StrokeKind::Outside);
        }
    }
}
