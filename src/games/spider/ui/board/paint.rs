//! Painting the table (columns, stock, finished runs, flights, the drag, the marks) and naming
//! every card for screen readers.

use super::{Board, Flight, LEAVING_SECONDS};
use crate::faces::names::{card_name, card_suit_name};
use crate::faces::{CardView, FaceBatch, Look};
use crate::games::spider::ui::layout::{Layout, Placed};
use crate::preferences::Preferences;
use crate::t;
use egui::{Color32, Rect, Sense, Stroke};
use parlour_rules::engine::card::Card;
use parlour_rules::spider::rules::{Move, Spider};

/// What the board is painted with.
pub struct Style<'a> {
    /// The table's colour.
    pub table: Color32,
    /// The player's animation speed (0: none).
    pub speed: f32,
    /// The card faces and back.
    pub prefs: &'a Preferences,
}

/// Where a card flying along `from` to `to` is at `t` (0 to 1), eased out.
fn along(from: Rect, to: Rect, t: f32) -> Rect {
    let ease = 1.0 - (1.0 - t) * (1.0 - t);
    Rect::from_min_size(from.min + (to.min - from.min) * ease, to.size())
}

impl Board {
    /// Where a table card is drawn this frame: following the pointer, flying, or in its place;
    /// and whether it is drawn above the rest.
    fn drawn_rect(
        &mut self,
        placed: &Placed,
        pointer: Option<egui::Pos2>,
        now: f64,
    ) -> (Rect, bool) {
        if let (Some(drag), Some(pointer)) = (&self.drag, pointer)
            && placed.pile == drag.column
            && placed.index >= drag.index
        {
            let offset = drag
                .offsets
                .get(placed.index - drag.index)
                .copied()
                .unwrap_or_default();
            let rect = Rect::from_min_size(pointer + drag.grab + offset, placed.rect.size());
            return (rect, true);
        }
        let key = (placed.pile, placed.index);
        let Some(Flight { from, start }) = self.flights.get(&key).copied() else {
            return (placed.rect, false);
        };
        let t = ((now - start) / self.duration.max(1e-6)).clamp(0.0, 1.0) as f32;
        if t >= 1.0 {
            self.flights.remove(&key);
            return (placed.rect, false);
        }
        (along(from, placed.rect, t), true)
    }

    /// Paints the whole table.
    pub(super) fn paint(
        &mut self,
        ui: &egui::Ui,
        game: &Spider,
        layout: &Layout,
        board: Rect,
        now: f64,
        style: &Style<'_>,
    ) {
        let painter = ui.painter_at(board);
        painter.rect_filled(board, 0.0, style.table);
        if self
            .last
            .as_ref()
            .is_some_and(|l| l.table.card != layout.table.card)
        {
            // Resized: flights from the old geometry would cross the board.
            self.flights.clear();
            self.leaving.clear();
        }
        let radius = layout.table.card.x * 0.08;
        let mut batch = FaceBatch::new(ui.ctx(), &style.prefs.tiles, &style.prefs.cards);
        self.paint_piles(&painter, &mut batch, game, layout, radius);
        let deal_hinted = self.hint.is_some_and(|(mv, _)| mv == Move::Deal);
        for (k, rect) in layout.stock.iter().enumerate() {
            let look = Look {
                hinted: deal_hinted && k + 1 == layout.stock.len(),
                ..Look::default()
            };
            batch.card(*rect, CardView::Down, look);
        }
        let pointer = ui.input(|i| i.pointer.interact_pos());
        let hinted = self.hint.and_then(|(mv, _)| match mv {
            Move::Run { from, count, .. } => {
                let len = game.columns.get(usize::from(from))?.cards.len();
                Some((from, len.saturating_sub(usize::from(count))))
            }
            Move::Deal => None,
        });
        let typed = self.typed.map(|c| {
            let len = game
                .columns
                .get(usize::from(c))
                .map_or(0, |col| col.cards.len());
            (c, len.saturating_sub(game.run_len(c)))
        });
        let from = |mark: Option<(u8, usize)>, p: &Placed| {
            mark.is_some_and(|(c, i)| p.pile == c && p.index >= i)
        };
        let mut above = Vec::new();
        for placed in &layout.table.cards {
            let (rect, lifted) = self.drawn_rect(placed, pointer, now);
            let look = Look {
                selected: from(typed, placed),
                hinted: from(hinted, placed),
                refused: from(self.refused.map(|(at, _)| at), placed),
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
        self.paint_leaving(&mut batch, layout, now);
        batch.paint(&painter);
        if let Some((Move::Run { to, .. }, _)) = self.hint
            && let Some(rect) = layout.table.top_rect(to)
        {
            painter.rect_stroke(
                rect.expand(3.0),
                radius,
                Stroke::new(3.0, Color32::from_rgb(90, 200, 255)),
                egui::StrokeKind::Outside,
            );
        }
    }

    /// The outlines of empty columns, the columns' digits, the finished runs (each its king)
    /// and the stock's empty place.
    fn paint_piles(
        &self,
        painter: &egui::Painter,
        batch: &mut FaceBatch,
        game: &Spider,
        layout: &Layout,
        radius: f32,
    ) {
        let outline = Stroke::new(1.5, Color32::from_white_alpha(60));
        let faint = Color32::from_white_alpha(70);
        let font = egui::FontId::proportional((layout.table.card.x * 0.16).max(10.0));
        for (c, head) in layout.table.slots.iter().map(|(c, r)| (usize::from(*c), r)) {
            if game.columns[c].cards.is_empty() {
                painter.rect_stroke(*head, radius, outline, egui::StrokeKind::Inside);
            }
            // The column's digit, the key that names it.
            painter.text(
                egui::pos2(head.center().x, head.top() - 2.0),
                egui::Align2::CENTER_BOTTOM,
                c.to_string(),
                font.clone(),
                faint,
            );
        }
        // Runs still flying are not in their place yet.
        let landing: Vec<usize> = self.leaving.iter().map(|l| l.slot).collect();
        for (i, slot) in layout.runs.iter().enumerate() {
            match game.removed.get(i) {
                Some(&suit) if !landing.contains(&i) => {
                    let king = Card::new(13, suit).map_or(CardView::Down, CardView::Up);
                    batch.card(*slot, king, Look::default());
                }
                _ => {
                    painter.rect_stroke(*slot, radius, outline, egui::StrokeKind::Inside);
                }
            }
        }
        if layout.stock.is_empty() {
            painter.rect_stroke(layout.stock_slot, radius, outline, egui::StrokeKind::Inside);
        }
    }

    /// The cards of finished runs on their way to their places, the king (the first to fly)
    /// painted on top.
    fn paint_leaving(&mut self, batch: &mut FaceBatch, layout: &Layout, now: f64) {
        let duration = LEAVING_SECONDS * self.duration / super::FLIGHT_SECONDS;
        self.leaving.retain(|l| now < l.start + duration);
        for leaving in self.leaving.iter().rev() {
            let Some(&to) = layout.runs.get(leaving.slot) else {
                continue;
            };
            let t = ((now - leaving.start) / duration.max(1e-6)).clamp(0.0, 1.0) as f32;
            let rect = along(leaving.from, to, t);
            batch.card(rect, CardView::Up(leaving.card), Look::default());
        }
    }
}

/// An accessible name for every table card, the stock, every empty column and every finished
/// run. Columns are named by their digit (0 to 9), the key that picks them.
pub fn accessibility(ui: &egui::Ui, game: &Spider, layout: &Layout) {
    let name_rect = |rect: Rect, id: egui::Id, name: String| {
        let response = ui.interact(rect, id, Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    };
    for placed in &layout.table.cards {
        let column = i64::from(placed.pile);
        let name = match placed.view {
            CardView::Up(card) => t!(
                "spider-card-in-column",
                card = card_name(card),
                column = column
            ),
            CardView::Down => t!("spider-face-down-card", column = column),
        };
        let id = egui::Id::unique(("spider-card", placed.pile, placed.index));
        name_rect(placed.visible, id, name);
    }
    for (c, head) in layout.table.slots.iter().map(|(c, r)| (usize::from(*c), r)) {
        if game.columns[c].cards.is_empty() {
            let name = t!("spider-empty-column", column = c as i64);
            name_rect(*head, egui::Id::unique(("spider-column", c)), name);
        }
    }
    let stock = match game.rows_left() {
        0 => t!("spider-stock-empty"),
        rows => t!("spider-stock", rows = rows as i64),
    };
    let stock_rect = layout
        .stock
        .iter()
        .fold(layout.stock_slot, |all, r| all.union(*r));
    name_rect(stock_rect, egui::Id::unique("spider-stock"), stock);
    for (i, suit) in game.removed.iter().enumerate() {
        if let Some(slot) = layout.runs.get(i) {
            let name = t!("spider-finished-run", suit = card_suit_name(*suit));
            name_rect(*slot, egui::Id::unique(("spider-run", i)), name);
        }
    }
}
