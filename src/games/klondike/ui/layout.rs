//! Where every pile and card sits on the screen: the cards fit the board and the tableau fans
//! tighten when a pile grows tall.

use super::messages::suit_key;
use crate::faces::{CARD_ASPECT, CardView};
use crate::t;
use egui::{Pos2, Rect, Vec2, pos2, vec2};
use parlour_rules::engine::card::{Card, CardSuit};
use parlour_rules::klondike::rules::{Klondike, Pile, Place};

/// A pile as the player points at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    /// The stock (face down).
    Stock,
    /// The waste.
    Waste,
    /// The foundation of the suit with this index (`CardSuit::ALL` order).
    Foundation(u8),
    /// A tableau pile, from 0 on the left.
    Tableau(u8),
}

impl Spot {
    /// Every spot of a game with `piles` tableau piles, in keyboard (Tab) order.
    pub fn all(piles: usize) -> Vec<Spot> {
        let mut spots = vec![Spot::Stock, Spot::Waste];
        spots.extend((0..4).map(Spot::Foundation));
        spots.extend((0..piles as u8).map(Spot::Tableau));
        spots
    }

    /// What a screen reader says for the empty pile.
    pub fn name(self) -> String {
        match self {
            Spot::Stock => t!("klondike-stock"),
            Spot::Waste => t!("klondike-waste"),
            Spot::Foundation(s) => {
                let suit = CardSuit::ALL
                    .get(usize::from(s))
                    .map_or("?", |s| suit_key(*s));
                t!("klondike-foundation", suit = suit)
            }
            Spot::Tableau(p) => t!("klondike-pile", pile = i64::from(p) + 1),
        }
    }
}

/// One card as drawn this frame.
#[derive(Clone, Copy, Debug)]
pub struct Placed {
    /// The card (also for face-down cards: the view decides what is shown).
    pub card: Card,
    /// What is shown.
    pub view: CardView,
    /// Where, before any animation.
    pub rect: Rect,
    /// The pile it lies in.
    pub spot: Spot,
    /// Its index in that pile from the bottom.
    pub index: usize,
    /// The part of the card not covered by the next card of its pile (what a click can hit).
    pub visible: Rect,
}

impl Placed {
    /// The card as the rules engine points at it, if the player can take hold of it there.
    pub fn place(&self) -> Option<Place> {
        match self.spot {
            Spot::Stock => None,
            Spot::Waste => Some(Place::Waste),
            Spot::Foundation(s) => CardSuit::ALL
                .get(usize::from(s))
                .map(|&s| Place::Foundation(s)),
            Spot::Tableau(pile) => Some(Place::Tableau {
                pile,
                index: u8::try_from(self.index).ok()?,
            }),
        }
    }
}

/// The board's geometry for one frame.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The card size.
    pub card: Vec2,
    /// The empty outline of each spot.
    pub slots: Vec<(Spot, Rect)>,
    /// Every card, back to front.
    pub cards: Vec<Placed>,
    /// Where a tableau pile accepts drops: from its top down to the bottom of the board.
    pub drop_zones: Vec<(Spot, Rect)>,
}

/// Gap between columns, as a fraction of the card width.
const GAP: f32 = 0.16;
/// Vertical step of face-down and face-up tableau cards, as fractions of the card height.
const DOWN_STEP: f32 = 0.14;
const UP_STEP: f32 = 0.27;
/// The tightest steps a tall pile may be squeezed to.
const MIN_DOWN_STEP: f32 = 0.04;
const MIN_UP_STEP: f32 = 0.2;

impl Layout {
    /// Lays out `game` in `board`.
    pub fn new(game: &Klondike, board: Rect) -> Layout {
        let piles = game.tableau.len();
        let columns = piles.max(7) as f32;
        let margin = 0.5 * GAP;
        // The width decides, unless that leaves the tableau less room than two cards and a bit
        // below its first card (room for a tall pile at the tightest steps).
        let by_width = board.width() / (columns + (columns - 1.0) * GAP + 2.0 * margin);
        let by_height = board.height() / (CARD_ASPECT * 4.2 + 3.0 * GAP);
        let w = by_width.min(by_height).max(8.0);
        let card = vec2(w, w * CARD_ASPECT);
        let step = w * (1.0 + GAP);
        let total = columns * w + (columns - 1.0) * GAP * w;
        let left = board.center().x - total / 2.0;
        let top = board.top() + GAP * w;
        let column = |i: f32| left + i * step;
        let at = |x: f32, y: f32| Rect::from_min_size(pos2(x, y), card);

        let mut layout = Layout {
            card,
            slots: Vec::new(),
            cards: Vec::with_capacity(52),
            drop_zones: Vec::new(),
        };
        // Top row: stock, waste, then the foundations right-aligned over the last columns.
        let stock = at(column(0.0), top);
        layout.slots.push((Spot::Stock, stock));
        let waste = at(column(1.0), top);
        layout.slots.push((Spot::Waste, waste));
        for s in 0..4u8 {
            let x = column(columns - 4.0 + f32::from(s));
            layout.slots.push((Spot::Foundation(s), at(x, top)));
        }
        let tableau_top = top + card.y + GAP * w * 1.5;
        for p in 0..piles {
            layout
                .slots
                .push((Spot::Tableau(p as u8), at(column(p as f32), tableau_top)));
        }

        layout.place_stock_and_waste(game, stock, waste, w);
        layout.place_foundations(game);
        let room = board.bottom() - tableau_top - card.y - GAP * w;
        for (p, pile) in game.tableau.iter().enumerate() {
            layout.place_pile(p, pile, room, board.bottom(), w);
        }
        for s in 0..4u8 {
            let rect = layout.slots[2 + usize::from(s)].1;
            layout
                .drop_zones
                .push((Spot::Foundation(s), rect.expand(GAP * w / 2.0)));
        }
        layout
    }

    /// The stock, with a slight thickness, and the waste with its top cards fanned.
    fn place_stock_and_waste(&mut self, game: &Klondike, stock: Rect, waste: Rect, w: f32) {
        let layout = self;
        // A slight thickness for the last few cards, so the pile reads as a pile.
        for (i, &c) in game.stock.iter().enumerate() {
            let depth = (game.stock.len() - 1 - i).min(2) as f32;
            let rect = stock.translate(vec2(-depth * 1.5, -depth * 1.5) * (w / 60.0).min(1.5));
            layout.push(c, CardView::Down, rect, Spot::Stock, i, rect);
        }
        // Waste: the top `draw` cards fan to the right.
        let fan = usize::from(game.options.draw.max(1)).min(game.waste.len());
        let first_fanned = game.waste.len() - fan;
        for (i, &c) in game.waste.iter().enumerate() {
            let shift = i.saturating_sub(first_fanned) as f32 * 0.22 * w;
            let rect = waste.translate(vec2(shift, 0.0));
            let visible = if i + 1 == game.waste.len() {
                rect
            } else {
                Rect::from_min_max(rect.min, pos2(rect.left() + 0.22 * w, rect.bottom()))
            };
            layout.push(c, CardView::Up(c), rect, Spot::Waste, i, visible);
        }
    }

    /// The foundations, by suit.
    fn place_foundations(&mut self, game: &Klondike) {
        let layout = self;
        for (s, suit) in CardSuit::ALL.into_iter().enumerate() {
            let rect = layout.slots[2 + s].1;
            for rank in 1..=game.foundations[s] {
                if let Some(c) = Card::new(rank, suit) {
                    let index = usize::from(rank - 1);
                    layout.push(
                        c,
                        CardView::Up(c),
                        rect,
                        Spot::Foundation(s as u8),
                        index,
                        rect,
                    );
                }
            }
        }
    }

    /// Tableau pile `p`, its fan squeezed into `room` below its first card, and its drop zone
    /// down to `board_bottom`.
    fn place_pile(&mut self, p: usize, pile: &Pile, room: f32, board_bottom: f32, w: f32) {
        let layout = self;
        let card = layout.card;
        let base = layout.slots[6 + p].1;
        let (down, up) = fan_steps(pile, card.y, room);
        let mut y = base.top();
        let mut rects = Vec::with_capacity(pile.cards.len());
        for i in 0..pile.cards.len() {
            rects.push(Rect::from_min_size(pos2(base.left(), y), card));
            y += if pile.is_face_up(i) { up } else { down };
        }
        for (i, (&c, &rect)) in pile.cards.iter().zip(&rects).enumerate() {
            let visible = match rects.get(i + 1) {
                Some(next) => Rect::from_min_max(rect.min, pos2(rect.right(), next.top())),
                None => rect,
            };
            let view = if pile.is_face_up(i) {
                CardView::Up(c)
            } else {
                CardView::Down
            };
            layout.push(c, view, rect, Spot::Tableau(p as u8), i, visible);
        }
        let bottom = rects.last().map_or(base.bottom(), |r| r.bottom());
        let zone = Rect::from_min_max(
            base.min - vec2(GAP * w / 2.0, 0.0),
            pos2(base.right() + GAP * w / 2.0, bottom.max(board_bottom)),
        );
        layout.drop_zones.push((Spot::Tableau(p as u8), zone));
    }

    fn push(
        &mut self,
        card: Card,
        view: CardView,
        rect: Rect,
        spot: Spot,
        index: usize,
        visible: Rect,
    ) {
        self.cards.push(Placed {
            card,
            view,
            rect,
            spot,
            index,
            visible,
        });
    }

    /// The slot outline of `spot`.
    pub fn slot(&self, spot: Spot) -> Option<Rect> {
        self.slots.iter().find(|(s, _)| *s == spot).map(|(_, r)| *r)
    }

    /// The card at `pos` (the topmost one), if any.
    pub fn card_at(&self, pos: Pos2) -> Option<&Placed> {
        self.cards.iter().rev().find(|p| p.visible.contains(pos))
    }

    /// The spot whose empty outline or cards are at `pos`.
    pub fn spot_at(&self, pos: Pos2) -> Option<Spot> {
        if let Some(placed) = self.card_at(pos) {
            return Some(placed.spot);
        }
        self.slots
            .iter()
            .find(|(_, r)| r.contains(pos))
            .map(|(s, _)| *s)
    }

    /// The rect of the top card of `spot`, or its slot when empty (where a cursor or hint points).
    pub fn top_rect(&self, spot: Spot) -> Option<Rect> {
        self.cards
            .iter()
            .rev()
            .find(|p| p.spot == spot)
            .map(|p| p.rect)
            .or_else(|| self.slot(spot))
    }

    /// The drop targets under `rect`, the most covered first.
    pub fn drop_targets(&self, rect: Rect) -> Vec<Spot> {
        let mut hits: Vec<(f32, Spot)> = self
            .drop_zones
            .iter()
            .filter_map(|(spot, zone)| {
                let overlap = zone.intersect(rect);
                (overlap.is_positive()).then(|| (overlap.area(), *spot))
            })
            .collect();
        hits.sort_by(|a, b| b.0.total_cmp(&a.0));
        hits.into_iter().map(|(_, s)| s).collect()
    }
}

/// The steps between face-down and face-up cards of `pile` so its fan fits in `room`:
/// face-down cards give up their room first, then face-up ones down to a readable step; a pile
/// taller still is squeezed evenly so it always fits.
fn fan_steps(pile: &Pile, card_height: f32, room: f32) -> (f32, f32) {
    let downs = pile.face_down.min(pile.cards.len()) as f32;
    let ups = pile
        .cards
        .len()
        .saturating_sub(pile.face_down)
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
