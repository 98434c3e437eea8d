//! A quick proof of loss: a card that can never be uncovered, because every way off the pile
//! for a card on top of it needs a card that is itself stuck.
//!
//! The check over-approximates what play can ever do, so "stuck" is a proof, while "not stuck"
//! proves nothing. A card *blocks* when it lies on a face-down card: it must leave its pile
//! before that card shows, and it can leave only by going up (after every lower card of its suit
//! went up), onto a card one higher of the other colour that shows at some point, or, a king,
//! into a pile that can be emptied. A card *shows* at some point when every blocking card on it
//! can leave; talon and face-up cards count as showing, foundation cards as both up and showing.
//! The least fixpoint of these rules is computed: a card outside it never shows, and the deal is
//! lost if some card can never go up.

use super::{Node, rank, suit};

impl Node {
    /// Whether some card can never reach its foundation, whatever is played.
    pub(crate) fn is_dead_end(&self) -> bool {
        let n = usize::from(self.n);
        // Where each card is: pile and index, or none (talon, foundation).
        let mut at: [Option<(u8, u8)>; 52] = [None; 52];
        for p in 0..n {
            for i in 0..usize::from(self.lens[p]) {
                at[usize::from(self.piles[p][i])] = Some((p as u8, i as u8));
            }
        }
        let mut up = [false; 52];
        let mut shows = [false; 52];
        for s in 0..4u8 {
            for r in 0..self.found[usize::from(s)] {
                up[usize::from(s * 13 + r)] = true;
            }
        }
        for c in 0..52 {
            shows[c] = match at[c] {
                None => true,
                Some((p, i)) => i >= self.downs[usize::from(p)],
            };
        }
        // `leaves[c]`: a blocking card c can get off its pile.
        let mut leaves = [false; 52];
        loop {
            let mut changed = false;
            let empty_pile = |shows: &[bool; 52], up: &[bool; 52], except: usize| {
                (0..n).any(|q| {
                    if q == except {
                        return false;
                    }
                    if self.lens[q] == 0 {
                        return true;
                    }
                    // The bottom card must leave; a king can only go up (`can_leave`), and
                    // that empties its pile too.
                    let b = self.piles[q][0];
                    shows[usize::from(b)] && self.can_leave(b, shows, up)
                })
            };
            for c in 0..52usize {
                let Some((p, i)) = at[c] else { continue };
                let p = usize::from(p);
                let down = usize::from(self.downs[p]);
                let blocks = i > 0 && usize::from(i) <= down;
                if blocks && !leaves[c] {
                    let card = c as u8;
                    let gone = self.can_leave(card, &shows, &up)
                        || (rank(card) == 13 && empty_pile(&shows, &up, p));
                    if gone {
                        leaves[c] = true;
                        changed = true;
                    }
                }
                if !shows[c] {
                    // Every blocking card above c in its pile must be able to leave.
                    let free =
                        (usize::from(i) + 1..=down).all(|k| leaves[usize::from(self.piles[p][k])]);
                    if free {
                        shows[c] = true;
                        changed = true;
                    }
                }
            }
            for s in 0..4u8 {
                for r in 0..13u8 {
                    let c = usize::from(s * 13 + r);
                    if !up[c] && shows[c] && (r == 0 || up[c - 1]) {
                        up[c] = true;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        !up.iter().all(|&u| u)
    }

    /// Whether card `c`, once on top, could go up or onto a card one higher of the other colour.
    fn can_leave(&self, c: u8, shows: &[bool; 52], up: &[bool; 52]) -> bool {
        let r = rank(c);
        if r == 1 || up[usize::from(c - 1)] {
            return true;
        }
        let red = matches!(suit(c), 1 | 2);
        r < 13
            && (0..4u8)
                .filter(|&t| matches!(t, 1 | 2) != red)
                .any(|t| shows[usize::from(t * 13 + r)])
    }
}
