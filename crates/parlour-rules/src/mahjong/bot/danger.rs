//! Defence: which seats look ready, and how likely a tile is to win one of them its hand.
//!
//! Everything here is read from a [`SeatView`], so it uses only what a person at the table sees:
//! exposed melds, the discards in order (and whether each was the tile just drawn), the copies
//! of each face in view, and the tiles left in the wall.
//!
//! Two small logistic models turn those signs into likelihoods: [`SeatSigns`] into how likely a
//! seat is ready, [`TileSigns`] into how likely a tile completes a ready seat's hand. Their
//! weights were fitted to what the seats really held in self-play and are checked against it
//! by `cargo run --release -p parlour-rules --example mahjong_danger` (BENCHMARKS.md).

use crate::engine::tile::{Face, Suit};
use crate::mahjong::tiles::{self, Counts};
use crate::mahjong::view::SeatView;

mod weights;

/// One other seat, as a threat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Threat {
    /// The seat.
    pub seat: u8,
    /// How likely it is ready (0 to 1).
    pub ready: f32,
    /// The numbered suit it seems to collect: its melds all lie in it, or it has thrown many
    /// tiles of the other two and none of this one.
    pub flush: Option<Suit>,
    /// Where its last discard sits in the hand's discard log: the tiles discarded after that
    /// passed it by while its hand could not change, so they cannot win it a hand.
    since: usize,
}

/// What a seat's play shows about how far along its hand is.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SeatSigns {
    /// Its discards this hand (claimed ones included): roughly its turns.
    pub discards: f32,
    /// Its exposed melds and concealed kongs.
    pub melds: usize,
    /// How many of its latest discards in a row were the tile it had just drawn: a hand that
    /// throws back every draw has stopped building.
    pub drawn_streak: f32,
    /// How many of its last four discards were the tile just drawn.
    pub drawn_recent: f32,
    /// Numbered tiles 3 to 7 among its last three discards: tiles it was building on.
    pub late_middles: f32,
    /// Honours and terminals among its first six discards: the tiles a hand sheds first.
    pub early_edges: f32,
    /// Tiles left in the wall.
    pub wall_left: f32,
}

impl SeatSigns {
    /// The signs of `seat` as `view`'s seat sees them.
    pub fn read(view: &SeatView, seat: u8) -> Self {
        let own: Vec<(bool, Face)> = view
            .discard_log
            .iter()
            .filter(|e| e.seat == seat)
            .map(|e| (e.drawn, e.face))
            .collect();
        let recent = |n: usize| own.iter().rev().take(n);
        Self {
            discards: own.len() as f32,
            melds: view.seats[usize::from(seat) % 4].melds.len(),
            drawn_streak: recent(own.len()).take_while(|(drawn, _)| *drawn).count() as f32,
            drawn_recent: recent(4).filter(|(drawn, _)| *drawn).count() as f32,
            late_middles: recent(3)
                .filter(|(_, f)| tiles::is_suited(*f) && (3..=7).contains(&f.rank()))
                .count() as f32,
            early_edges: own
                .iter()
                .take(6)
                .filter(|(_, f)| f.is_terminal_or_honour())
                .count() as f32,
            wall_left: view.wall_left as f32,
        }
    }

    /// The model's inputs, in the order of [`weights::READY`] (the first is the constant).
    pub fn features(&self) -> [f32; weights::READY.len()] {
        let d = self.discards;
        let m = |n: usize| f32::from(u8::from(self.melds == n));
        [
            1.0,
            d / 10.0,
            (d / 10.0) * (d / 10.0),
            m(1),
            m(2),
            m(3),
            f32::from(u8::from(self.melds >= 4)),
            self.drawn_streak.min(4.0),
            self.drawn_recent,
            self.late_middles,
            self.early_edges,
            self.late_middles * self.early_edges / 3.0,
            self.wall_left / 10.0,
        ]
    }

    /// How likely the seat is ready (0 to 1).
    pub fn readiness(&self) -> f32 {
        logistic(&weights::READY, &self.features())
    }
}

/// What the table shows about one tile against one threatening seat.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TileSigns {
    /// The threat threw this face itself this hand: it would have kept a tile it waits on.
    pub thrown: bool,
    /// Copies of the face this seat cannot account for (0 to 3): each may be in the threat's
    /// hand, making a pair or pong it waits to complete.
    pub out: u8,
    /// An honour.
    pub honour: bool,
    /// A 1 or a 9.
    pub terminal: bool,
    /// A 2 or an 8.
    pub near_edge: bool,
    /// Chow waits still possible on it: pairs of neighbours with copies out, counted by the
    /// fewer copies of the two (0 to 2 each, three pairs).
    pub chow_shapes: f32,
    /// The threat threw the face three ranks away (above or below): the other end of a
    /// two-sided wait it would have kept.
    pub sided: bool,
    /// The threat seems to collect this tile's numbered suit.
    pub flush_same: bool,
    /// The threat seems to collect another numbered suit.
    pub flush_other: bool,
    /// The threat threw a neighbour (one or two ranks away): a seat rarely throws a tile next
    /// to the run it waits to finish.
    pub near_thrown: bool,
    /// How many tiles of this numbered suit the threat threw among its first six discards.
    pub suit_early: f32,
    /// How many tiles of this numbered suit the threat threw in all.
    pub suit_thrown: f32,
}

impl TileSigns {
    /// The signs of `face` against `threat`; `visible` counts the copies this seat can account
    /// for (seen on the table or held), its own copy of `face` included.
    pub fn read(view: &SeatView, face: Face, threat: &Threat, visible: &Counts) -> Self {
        let index = face.index();
        let out = |i: usize| 4u8.saturating_sub(visible.get(i).copied().unwrap_or(4));
        let thrown_by_threat = |f: Face| {
            view.discard_log
                .iter()
                .any(|e| e.seat == threat.seat && e.face == f)
        };
        let suited = tiles::is_suited(face);
        let rank = face.rank();
        let mut chow_shapes = 0.0;
        let mut sided = false;
        let mut near_thrown = false;
        if suited {
            let neighbour = |d: i8| {
                let r = rank as i8 + d;
                (1..=9)
                    .contains(&r)
                    .then(|| Face::new(face.suit(), r as u8))
                    .flatten()
            };
            let live = |d: i8| neighbour(d).map_or(0, |f| out(f.index()));
            for (a, b) in [(-2, -1), (-1, 1), (1, 2)] {
                chow_shapes += f32::from(live(a).min(live(b)).min(2));
            }
            sided = [-3, 3]
                .into_iter()
                .filter_map(neighbour)
                .any(thrown_by_threat);
            near_thrown = [-2, -1, 1, 2]
                .into_iter()
                .filter_map(neighbour)
                .any(thrown_by_threat);
        }
        let in_suit = |e: &&crate::mahjong::rules::DiscardEvent| {
            e.seat == threat.seat && suited && e.face.suit() == face.suit()
        };
        let suit_early = view
            .discard_log
            .iter()
            .filter(|e| e.seat == threat.seat)
            .take(6)
            .filter(in_suit)
            .count() as f32;
        let suit_thrown = view.discard_log.iter().filter(in_suit).count() as f32;
        Self {
            thrown: thrown_by_threat(face),
            out: out(index).min(3),
            honour: face.is_honour(),
            terminal: tiles::is_terminal(face),
            near_edge: suited && matches!(rank, 2 | 8),
            chow_shapes,
            sided,
            flush_same: suited && threat.flush == Some(face.suit()),
            flush_other: suited && threat.flush.is_some_and(|s| s != face.suit()),
            near_thrown,
            suit_early,
            suit_thrown,
        }
    }

    /// The model's inputs, in the order of [`weights::RISK`] (the first is the constant).
    pub fn features(&self) -> [f32; weights::RISK.len()] {
        let flag = |b: bool| f32::from(u8::from(b));
        [
            1.0,
            flag(self.thrown),
            flag(self.out == 0),
            flag(self.out == 1),
            flag(self.out == 2),
            flag(self.honour),
            flag(self.terminal),
            flag(self.near_edge),
            self.chow_shapes,
            flag(self.sided),
            flag(self.flush_same),
            flag(self.flush_other),
            flag(self.near_thrown),
            self.suit_early,
            self.suit_thrown / 4.0,
        ]
    }

    /// How likely the tile completes the hand of a ready threat (0 to 1).
    pub fn risk(&self) -> f32 {
        // No copy out and no chow around it: nothing can be waiting on it.
        if self.out == 0 && self.chow_shapes == 0.0 {
            return 0.0;
        }
        logistic(&weights::RISK, &self.features())
    }
}

fn logistic<const N: usize>(weights: &[f32; N], features: &[f32; N]) -> f32 {
    let z: f32 = weights.iter().zip(features).map(|(w, x)| w * x).sum();
    1.0 / (1.0 + (-z).exp())
}

/// Every other seat read as a threat, most likely ready first.
pub fn threats(view: &SeatView) -> Vec<Threat> {
    let mut found: Vec<Threat> = (0..4u8)
        .filter(|&s| s != view.seat)
        .map(|seat| read_seat(view, seat))
        .collect();
    found.sort_by(|a, b| b.ready.total_cmp(&a.ready));
    found
}

fn read_seat(view: &SeatView, seat: u8) -> Threat {
    let since = view
        .discard_log
        .iter()
        .rposition(|e| e.seat == seat)
        .map_or(0, |at| at + 1);
    Threat {
        seat,
        ready: SeatSigns::read(view, seat).readiness(),
        flush: flush_suit(view, seat),
        since,
    }
}

/// The suit a seat seems to collect, from its melds (two or more, all in one numbered suit,
/// honours aside) or its discards (eight or more, at least five of the other two suits and
/// none of this one).
fn flush_suit(view: &SeatView, seat: u8) -> Option<Suit> {
    let public = &view.seats[usize::from(seat) % 4];
    let mut meld_suits = public
        .melds
        .iter()
        .filter(|m| tiles::is_suited(m.face))
        .map(|m| m.face.suit());
    if let Some(first) = meld_suits.next()
        && public.melds.len() >= 2
        && meld_suits.all(|s| s == first)
    {
        return Some(first);
    }
    let own: Vec<Face> = view
        .discard_log
        .iter()
        .filter(|e| e.seat == seat)
        .map(|e| e.face)
        .collect();
    if own.len() < 8 {
        return None;
    }
    let thrown = |suit: Suit| {
        own.iter()
            .filter(|f| tiles::is_suited(**f) && f.suit() == suit)
            .count()
    };
    let melds_in = |suit: Suit| {
        public
            .melds
            .iter()
            .all(|m| !tiles::is_suited(m.face) || m.face.suit() == suit)
    };
    const SUITS: [Suit; 3] = [Suit::Characters, Suit::Dots, Suit::Bamboo];
    SUITS.into_iter().find(|&suit| {
        let others: usize = SUITS.into_iter().filter(|&s| s != suit).map(thrown).sum();
        thrown(suit) == 0 && others >= 5 && melds_in(suit)
    })
}

/// How likely `face` completes `threat`'s hand if it is ready (0 to 1). `visible` counts the
/// copies this seat can account for (seen on the table or held), thrown copy included.
///
/// A seat that let the face pass since its last discard cannot win on it: its hand has not
/// changed, and it would have claimed the win.
pub fn tile_risk(view: &SeatView, face: Face, threat: &Threat, visible: &Counts) -> f32 {
    let passed = view
        .discard_log
        .get(threat.since..)
        .is_some_and(|later| later.iter().any(|e| e.face == face));
    if passed {
        return 0.0;
    }
    TileSigns::read(view, face, threat, visible).risk()
}

/// The danger of throwing `face`: the chance it wins some threat its hand (each threat's
/// readiness times the tile's risk against it, combined), with the seat it threatens most.
pub fn danger(view: &SeatView, face: Face, threats: &[Threat], visible: &Counts) -> (f32, u8) {
    let mut safe = 1.0;
    let mut worst = (0.0f32, view.seat);
    for threat in threats {
        let part = threat.ready * tile_risk(view, face, threat, visible);
        safe *= 1.0 - part;
        if part > worst.0 {
            worst = (part, threat.seat);
        }
    }
    (1.0 - safe, worst.1)
}

#[cfg(test)]
mod tests;
