//! Where every card and pile lies this frame, keyed by the game's own pile type, and the
//! questions a board asks of it: which card is under the pointer, which piles a dragged card
//! covers, where a pile's top card is.

use crate::faces::CardView;
use egui::{Pos2, Rect, Vec2, pos2};
use parlour_rules::engine::card::Card;

/// One card as laid out this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed<P> {
    /// The card (also for a face-down card: `view` decides what is shown).
    pub card: Card,
    /// What is shown.
    pub view: CardView,
    /// Where it lies, before any animation.
    pub rect: Rect,
    /// The pile it lies in.
    pub pile: P,
    /// Its index in that pile, from the bottom.
    pub index: usize,
    /// The part of the card the next card of its pile leaves uncovered (what a click can hit).
    pub visible: Rect,
}

/// A board's geometry for one frame: every pile's outline, every card back to front, and where
/// each pile takes dropped cards.
#[derive(Clone, Debug)]
pub struct CardLayout<P> {
    /// The card size.
    pub card: Vec2,
    /// The outline of each pile, drawn under its cards (an empty pile shows only this).
    pub slots: Vec<(P, Rect)>,
    /// Every card, back to front.
    pub cards: Vec<Placed<P>>,
    /// Where each pile takes dropped cards (usually larger than its cards).
    pub drop_zones: Vec<(P, Rect)>,
}

/// How a fanned pile's cards step down: the natural steps after a face-down and a face-up
/// card, and the tightest ones before the whole fan is squeezed evenly (fractions of the card
/// height).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FanSteps {
    /// The step after a face-down card.
    pub down: f32,
    /// The step after a face-up card.
    pub up: f32,
    /// The tightest step after a face-down card.
    pub min_down: f32,
    /// The tightest step after a face-up card.
    pub min_up: f32,
}

/// The steps (in points) after the face-down and the face-up cards of a pile with `downs`
/// face-down cards and `ups` face-up cards below its top card, so that its fan fits in `room`
/// below its first card: face-down cards give up their room first, then face-up ones down to a
/// readable step; a pile taller still is squeezed evenly, so it always fits.
pub fn fan_steps(
    downs: usize,
    ups: usize,
    card_height: f32,
    room: f32,
    steps: FanSteps,
) -> (f32, f32) {
    let (downs, ups) = (downs as f32, ups as f32);
    let (mut down, mut up) = (steps.down * card_height, steps.up * card_height);
    let need = |down: f32, up: f32| downs * down + ups * up;
    if need(down, up) > room && downs > 0.0 {
        down = ((room - ups * up) / downs).clamp(steps.min_down * card_height, down);
    }
    if need(down, up) > room && ups > 0.0 {
        up = ((room - downs * down) / ups).clamp(steps.min_up * card_height, up);
    }
    if need(down, up) > room {
        let squeeze = room.max(0.0) / need(down, up);
        down *= squeeze;
        up *= squeeze;
    }
    (down, up)
}

impl<P: Copy + Eq> CardLayout<P> {
    /// An empty layout for cards of size `card`.
    pub fn new(card: Vec2) -> Self {
        Self {
            card,
            slots: Vec::new(),
            cards: Vec::with_capacity(104),
            drop_zones: Vec::new(),
        }
    }

    /// Adds the outline of `pile`.
    pub fn add_slot(&mut self, pile: P, rect: Rect) {
        self.slots.push((pile, rect));
    }

    /// Adds where `pile` takes dropped cards.
    pub fn add_drop_zone(&mut self, pile: P, zone: Rect) {
        self.drop_zones.push((pile, zone));
    }

    /// Adds one card.
    pub fn push(&mut self, placed: Placed<P>) {
        self.cards.push(placed);
    }

    /// Adds `cards` squared up on one another at `rect` (a foundation, a cell), face up.
    pub fn stack(&mut self, pile: P, rect: Rect, cards: impl IntoIterator<Item = Card>) {
        for (index, card) in cards.into_iter().enumerate() {
            self.push(Placed {
                card,
                view: CardView::Up(card),
                rect,
                pile,
                index,
                visible: rect,
            });
        }
    }

    /// Adds `cards` fanned down from `base`, the step after card `i` being `step(i)`. Each
    /// card's visible part reaches down to the next card's top. Returns the bottom of the fan.
    pub fn fan(
        &mut self,
        pile: P,
        base: Rect,
        cards: &[(Card, CardView)],
        step: impl Fn(usize) -> f32,
    ) -> f32 {
        let mut y = base.top();
        let rects: Vec<Rect> = (0..cards.len())
            .map(|i| {
                let rect = Rect::from_min_size(pos2(base.left(), y), self.card);
                y += step(i);
                rect
            })
            .collect();
        for (index, (&(card, view), &rect)) in cards.iter().zip(&rects).enumerate() {
            let visible = match rects.get(index + 1) {
                Some(next) => Rect::from_min_max(rect.min, pos2(rect.right(), next.top())),
                None => rect,
            };
            self.push(Placed {
                card,
                view,
                rect,
                pile,
                index,
                visible,
            });
        }
        rects.last().map_or(base.bottom(), |r| r.bottom())
    }

    /// The outline of `pile`.
    pub fn slot(&self, pile: P) -> Option<Rect> {
        self.slots.iter().find(|(p, _)| *p == pile).map(|(_, r)| *r)
    }

    /// The topmost card whose visible part holds `pos`.
    pub fn card_at(&self, pos: Pos2) -> Option<&Placed<P>> {
        self.cards.iter().rev().find(|p| p.visible.contains(pos))
    }

    /// The pile whose cards or outline hold `pos`.
    pub fn pile_at(&self, pos: Pos2) -> Option<P> {
        if let Some(placed) = self.card_at(pos) {
            return Some(placed.pile);
        }
        self.slots
            .iter()
            .find(|(_, r)| r.contains(pos))
            .map(|(p, _)| *p)
    }

    /// The cards of `pile`, bottom first.
    pub fn cards_of(&self, pile: P) -> impl Iterator<Item = &Placed<P>> {
        self.cards.iter().filter(move |p| p.pile == pile)
    }

    /// Where the top card of `pile` lies, or its outline when it is empty (where a cursor or a
    /// hint points).
    pub fn top_rect(&self, pile: P) -> Option<Rect> {
        self.cards_of(pile)
            .last()
            .map(|p| p.rect)
            .or_else(|| self.slot(pile))
    }

    /// The cards of `pile` from `index` up, and the rect that holds them all.
    pub fn run_rect(&self, pile: P, index: usize) -> Option<Rect> {
        self.cards_of(pile)
            .filter(|p| p.index >= index)
            .map(|p| p.rect)
            .reduce(|a, b| a.union(b))
    }

    /// The piles whose drop zones `rect` overlaps, the most covered first.
    pub fn drop_targets(&self, rect: Rect) -> Vec<P> {
        let mut hits: Vec<(f32, P)> = self
            .drop_zones
            .iter()
            .filter_map(|(pile, zone)| {
                let overlap = zone.intersect(rect);
                overlap.is_positive().then(|| (overlap.area(), *pile))
            })
            .collect();
        hits.sort_by(|a, b| b.0.total_cmp(&a.0));
        hits.into_iter().map(|(_, p)| p).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    fn card(text: &str) -> Card {
        text.parse().unwrap_or_else(|_| unreachable!())
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    enum Pile {
        Column(u8),
        Cell,
    }

    #[test]
    fn a_fan_is_hit_by_its_visible_parts_and_drops_go_to_the_most_covered_pile() {
        let mut layout = CardLayout::new(vec2(50.0, 70.0));
        let base = Rect::from_min_size(pos2(0.0, 0.0), layout.card);
        let cards = [card("KS"), card("QH"), card("JC")].map(|c| (c, CardView::Up(c)));
        let bottom = layout.fan(Pile::Column(0), base, &cards, |_| 20.0);
        assert_eq!(bottom, 110.0);
        layout.add_drop_zone(
            Pile::Column(0),
            Rect::from_min_max(pos2(0.0, 0.0), pos2(50.0, 300.0)),
        );
        let cell = Rect::from_min_size(pos2(60.0, 0.0), layout.card);
        layout.add_slot(Pile::Cell, cell);
        layout.add_drop_zone(Pile::Cell, cell);
        // The queen shows 20 points; below that the jack covers it.
        assert_eq!(
            layout.card_at(pos2(10.0, 25.0)).map(|p| p.card),
            Some(card("QH"))
        );
        assert_eq!(
            layout.card_at(pos2(10.0, 45.0)).map(|p| p.card),
            Some(card("JC"))
        );
        assert_eq!(layout.card_at(pos2(70.0, 10.0)), None);
        assert_eq!(layout.pile_at(pos2(70.0, 10.0)), Some(Pile::Cell));
        assert_eq!(
            layout.run_rect(Pile::Column(0), 1),
            Some(Rect::from_min_max(pos2(0.0, 20.0), pos2(50.0, 110.0)))
        );
        let dragged = Rect::from_min_size(pos2(40.0, 0.0), layout.card);
        assert_eq!(
            layout.drop_targets(dragged),
            vec![Pile::Cell, Pile::Column(0)]
        );
        assert_eq!(layout.top_rect(Pile::Cell), Some(cell));
    }

    #[test]
    fn fans_squeeze_face_down_cards_first_and_always_fit() {
        let steps = FanSteps {
            down: 0.1,
            up: 0.3,
            min_down: 0.05,
            min_up: 0.2,
        };
        let check = |got: (f32, f32), expected: (f32, f32)| {
            let close = (got.0 - expected.0).abs() < 0.01 && (got.1 - expected.1).abs() < 0.01;
            assert!(close, "{got:?} instead of {expected:?}");
        };
        // Room enough: the natural steps.
        check(fan_steps(2, 2, 100.0, 1000.0, steps), (10.0, 30.0));
        // Face-down cards give way first.
        check(fan_steps(4, 2, 100.0, 80.0, steps), (5.0, 30.0));
        // Then face-up ones, down to their tightest.
        check(fan_steps(4, 10, 100.0, 220.0, steps), (5.0, 20.0));
        // Then everything, evenly, to fit.
        let (down, up) = fan_steps(4, 20, 100.0, 210.0, steps);
        assert!((4.0 * down + 20.0 * up - 210.0).abs() < 0.01);
    }
}
