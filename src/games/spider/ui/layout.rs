//! Where every column, card, the stock and the finished runs sit on the screen: cards fit the
//! board, and a column's fan tightens as it grows, so ten columns of twenty cards and more fit
//! at 1280x800.
//!
//! The top row holds the eight places of the finished runs on the left (each shows its king)
//! and the stock on the right, one card back per row left; the ten columns fill the rest.

use crate::faces::{CARD_ASPECT, CardView};
use crate::games::card_table::{CardLayout, FanSteps, fan_steps};
use egui::{Pos2, Rect, pos2, vec2};
use parlour_rules::spider::rules::{COLUMNS, Column, RUNS, Spider};

/// A table card as laid out this frame: its pile is its column, 0 to 9.
pub type Placed = crate::games::card_table::Placed<u8>;

/// The board's geometry for one frame.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The ten columns on the shared card table's geometry: their heads (slots), their cards
    /// and where each takes dropped cards (from its head down to the bottom of the board).
    pub table: CardLayout<u8>,
    /// One card back per row left in the stock, the next row to deal last (on top).
    pub stock: Vec<Rect>,
    /// Where the stock lies even when empty.
    pub stock_slot: Rect,
    /// The places of the eight finished runs, left to right.
    pub runs: [Rect; RUNS],
}

/// Gap between columns, as a fraction of the card width.
const GAP: f32 = 0.14;
/// How a column fans: face-down and face-up steps and the tightest ones, as fractions of the
/// card height.
const FAN: FanSteps = FanSteps {
    down: 0.1,
    up: 0.25,
    min_down: 0.04,
    min_up: 0.16,
};
/// How far each row's card back in the stock lies from the next, as a fraction of the width.
const STOCK_STEP: f32 = 0.2;
/// The board's height in card heights the cards are sized to: the top row, and a column of a
/// card and some twenty steps below it.
const HEIGHTS: f32 = 5.4;

impl Layout {
    /// Lays out `game` in `board`.
    pub fn new(game: &Spider, board: Rect) -> Layout {
        let columns = COLUMNS as f32;
        let by_width = board.width() / (columns + (columns - 1.0) * GAP + 2.0 * GAP);
        let by_height = board.height() / (CARD_ASPECT * HEIGHTS);
        let w = by_width.min(by_height).max(8.0);
        let card = vec2(w, w * CARD_ASPECT);
        let step = w * (1.0 + GAP);
        let total = columns * w + (columns - 1.0) * GAP * w;
        let left = board.center().x - total / 2.0;
        let top = board.top() + GAP * w;
        let x = |i: f32| left + i * step;
        let at = |x: f32, y: f32| Rect::from_min_size(pos2(x, y), card);

        let runs = std::array::from_fn(|i| at(x(i as f32), top));
        let stock_slot = at(x(columns - 1.0), top);
        let rows = game.rows_left();
        let stock = (0..rows)
            .map(|k| stock_slot.translate(vec2(-((rows - 1 - k) as f32) * STOCK_STEP * w, 0.0)))
            .collect();
        let head = top + card.y + GAP * w * 1.5;
        let room = board.bottom() - head - card.y - GAP * w;
        let mut table = CardLayout::new(card);
        for (i, column) in game.columns.iter().enumerate() {
            let base = at(x(i as f32), head);
            table.add_slot(i as u8, base);
            let bottom = place_column(&mut table, i as u8, column, base, room);
            let zone = Rect::from_min_max(
                base.min - vec2(GAP * w / 2.0, 0.0),
                pos2(base.right() + GAP * w / 2.0, bottom.max(board.bottom())),
            );
            table.add_drop_zone(i as u8, zone);
        }
        Layout {
            table,
            stock,
            stock_slot,
            runs,
        }
    }

    /// Whether `pos` is on the stock (any of its card backs, or its place when empty).
    pub fn is_on_stock(&self, pos: Pos2) -> bool {
        self.stock_slot.contains(pos) || self.stock.iter().any(|r| r.contains(pos))
    }

    /// The card at `index` of `column`, if laid out.
    pub fn placed(&self, column: u8, index: usize) -> Option<&Placed> {
        self.table.cards_of(column).find(|p| p.index == index)
    }
}

/// Lays out `column` from `base` down, its fan squeezed into `room` below its first card;
/// returns the bottom of its last card.
fn place_column(
    table: &mut CardLayout<u8>,
    index: u8,
    column: &Column,
    base: Rect,
    room: f32,
) -> f32 {
    let downs = column.face_down.min(column.cards.len());
    let ups = column.cards.len().saturating_sub(downs).saturating_sub(1);
    let (down, up) = fan_steps(downs, ups, base.height(), room, FAN);
    let cards: Vec<_> = column
        .cards
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            let view = if column.is_face_up(i) {
                CardView::Up(card)
            } else {
                CardView::Down
            };
            (card, view)
        })
        .collect();
    table.fan(index, base, &cards, |i| {
        if column.is_face_up(i) { up } else { down }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::spider::deal::deal;
    use parlour_rules::spider::rules::Suits;

    /// Columns of twenty cards and more fit a 1280x800 window's board, and a column of twenty
    /// keeps a readable step between its face-up cards.
    #[test]
    fn tall_columns_fit_the_board() {
        let mut game = deal(3, Suits::One);
        // The stock's cards face up on the columns: twenty on column 0, then 26 on column 1.
        let mut stock = std::mem::take(&mut game.stock).into_iter();
        game.columns[0].cards.extend(stock.by_ref().take(14));
        game.columns[1].cards.extend(stock.by_ref().take(20));
        game.columns[2].cards.extend(stock);
        assert_eq!(game.columns[0].cards.len(), 20);
        let board = Rect::from_min_size(pos2(0.0, 60.0), vec2(1280.0, 700.0));
        let layout = Layout::new(&game, board);
        assert_eq!(layout.table.cards.len(), 104);
        for placed in &layout.table.cards {
            assert!(board.contains_rect(placed.rect), "{placed:?}");
        }
        let face_up_step = layout
            .table
            .cards
            .windows(2)
            .filter(|w| w[0].pile == 0 && w[1].pile == 0)
            .filter(|w| matches!(w[0].view, CardView::Up(_)))
            .map(|w| w[1].rect.top() - w[0].rect.top())
            .fold(f32::MAX, f32::min);
        assert!(face_up_step >= 0.15 * layout.table.card.y, "{face_up_step}");
        assert!(layout.table.card.x >= 80.0, "{}", layout.table.card.x);
    }
}
