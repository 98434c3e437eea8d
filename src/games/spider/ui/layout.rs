//! Where every column, card, the stock and the finished runs sit on the screen: cards fit the
//! board, and a column's fan tightens as it grows, so ten columns of twenty cards and more fit
//! at 1280x800.
//!
//! The top row holds the eight places of the finished runs on the left (each shows its king)
//! and the stock on the right, one card back per row left; the ten columns fill the rest.

use crate::faces::{CARD_ASPECT, CardView};
use egui::{Pos2, Rect, Vec2, pos2, vec2};
use parlour_rules::spider::rules::{COLUMNS, Column, RUNS, Spider};

/// One table card as drawn this frame.
#[derive(Clone, Copy, Debug)]
pub struct Placed {
    /// What is shown.
    pub view: CardView,
    /// Where, before any animation.
    pub rect: Rect,
    /// Its column, 0 to 9.
    pub column: u8,
    /// Its index in the column from the bottom.
    pub index: usize,
    /// The part of the card not covered by the next card (what a click can hit).
    pub visible: Rect,
}

/// The board's geometry for one frame.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The card size.
    pub card: Vec2,
    /// The outline at the head of each column (where its first card lies).
    pub columns: [Rect; COLUMNS],
    /// Every table card, column by column, each column bottom card first.
    pub cards: Vec<Placed>,
    /// One card back per row left in the stock, the next row to deal last (on top).
    pub stock: Vec<Rect>,
    /// Where the stock lies even when empty.
    pub stock_slot: Rect,
    /// The places of the eight finished runs, left to right.
    pub runs: [Rect; RUNS],
    /// Where each column accepts drops: from its head down to the bottom of the board.
    pub drop_zones: [Rect; COLUMNS],
}

/// Gap between columns, as a fraction of the card width.
const GAP: f32 = 0.14;
/// Vertical step of face-down and face-up cards, as fractions of the card height.
const DOWN_STEP: f32 = 0.1;
const UP_STEP: f32 = 0.25;
/// The tightest steps a tall column may be squeezed to before it is squeezed evenly.
const MIN_DOWN_STEP: f32 = 0.04;
const MIN_UP_STEP: f32 = 0.16;
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
        let heads: [Rect; COLUMNS] = std::array::from_fn(|i| at(x(i as f32), head));
        let room = board.bottom() - head - card.y - GAP * w;
        let mut cards = Vec::with_capacity(104);
        let drop_zones = std::array::from_fn(|i| {
            let base = heads[i];
            let column = &game.columns[i];
            let bottom = place_column(&mut cards, i as u8, column, base, room);
            Rect::from_min_max(
                base.min - vec2(GAP * w / 2.0, 0.0),
                pos2(base.right() + GAP * w / 2.0, bottom.max(board.bottom())),
            )
        });
        Layout {
            card,
            columns: heads,
            cards,
            stock,
            stock_slot,
            runs,
            drop_zones,
        }
    }

    /// The table card at `pos` (the topmost one), if any.
    pub fn card_at(&self, pos: Pos2) -> Option<&Placed> {
        self.cards.iter().rev().find(|p| p.visible.contains(pos))
    }

    /// Whether `pos` is on the stock (any of its card backs, or its place when empty).
    pub fn is_on_stock(&self, pos: Pos2) -> bool {
        self.stock_slot.contains(pos) || self.stock.iter().any(|r| r.contains(pos))
    }

    /// The card at `index` of `column`, if laid out.
    pub fn placed(&self, column: u8, index: usize) -> Option<&Placed> {
        self.cards
            .iter()
            .find(|p| p.column == column && p.index == index)
    }

    /// The rect of the top card of `column`, or its head when empty.
    pub fn top_rect(&self, column: u8) -> Option<Rect> {
        self.cards
            .iter()
            .rev()
            .find(|p| p.column == column)
            .map(|p| p.rect)
            .or_else(|| self.columns.get(usize::from(column)).copied())
    }

    /// The columns whose drop zone `rect` overlaps, the most covered first.
    pub fn drop_targets(&self, rect: Rect) -> Vec<u8> {
        let mut hits: Vec<(f32, u8)> = self
            .drop_zones
            .iter()
            .enumerate()
            .filter_map(|(i, zone)| {
                let overlap = zone.intersect(rect);
                overlap.is_positive().then(|| (overlap.area(), i as u8))
            })
            .collect();
        hits.sort_by(|a, b| b.0.total_cmp(&a.0));
        hits.into_iter().map(|(_, c)| c).collect()
    }
}

/// Lays out `column` from `base` down, its fan squeezed into `room` below its first card;
/// returns the bottom of its last card.
fn place_column(cards: &mut Vec<Placed>, index: u8, column: &Column, base: Rect, room: f32) -> f32 {
    let (down, up) = fan_steps(column, base.height(), room);
    let mut y = base.top();
    let rects: Vec<Rect> = (0..column.cards.len())
        .map(|i| {
            let rect = Rect::from_min_size(pos2(base.left(), y), base.size());
            y += if column.is_face_up(i) { up } else { down };
            rect
        })
        .collect();
    for (i, (&card, &rect)) in column.cards.iter().zip(&rects).enumerate() {
        let visible = match rects.get(i + 1) {
            Some(next) => Rect::from_min_max(rect.min, pos2(rect.right(), next.top())),
            None => rect,
        };
        let view = if column.is_face_up(i) {
            CardView::Up(card)
        } else {
            CardView::Down
        };
        cards.push(Placed {
            view,
            rect,
            column: index,
            index: i,
            visible,
        });
    }
    rects.last().map_or(base.bottom(), |r| r.bottom())
}

/// The steps between face-down and face-up cards of `column` so its fan fits in `room`:
/// face-down cards give up their room first, then face-up ones down to a readable step; a
/// column taller still is squeezed evenly so it always fits.
fn fan_steps(column: &Column, card_height: f32, room: f32) -> (f32, f32) {
    let downs = column.face_down.min(column.cards.len()) as f32;
    let ups = column
        .cards
        .len()
        .saturating_sub(column.face_down)
        .saturating_sub(1) as f32;
    let (mut down, mut up) = (DOWN_STEP * card_height, UP_STEP * card_height);
    let need = |down: f32, up: f32| downs * down + ups * up;
    if need(down, up) > room && downs > 0.0 {
        down = ((room - ups * up) / downs).clamp(MIN_DOWN_STEP * card_height, down);
    }
    if need(down, up) > room && ups > 0.0 {
        up = ((room - downs * down) / ups).clamp(MIN_UP_STEP * card_height, up);
    }
    if need(down, up) > room {
        let squeeze = room.max(0.0) / need(down, up);
        down *= squeeze;
        up *= squeeze;
    }
    (down, up)
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
        assert_eq!(layout.cards.len(), 104);
        for placed in &layout.cards {
            assert!(board.contains_rect(placed.rect), "{placed:?}");
        }
        let face_up_step = layout
            .cards
            .windows(2)
            .filter(|w| w[0].column == 0 && w[1].column == 0)
            .filter(|w| matches!(w[0].view, CardView::Up(_)))
            .map(|w| w[1].rect.top() - w[0].rect.top())
            .fold(f32::MAX, f32::min);
        assert!(face_up_step >= 0.15 * layout.card.y, "{face_up_step}");
        assert!(layout.card.x >= 80.0, "{}", layout.card.x);
    }
}
