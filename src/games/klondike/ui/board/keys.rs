//! Keyboard play: Tab and the arrows move a cursor among the piles, Enter picks up and puts
//! down, Space deals.

use super::{Board, Intent, holding, move_to, spot_of};
use crate::games::klondike::ui::layout::{Layout, Spot};
use crate::games::klondike::ui::messages::refusal;
use crate::t;
use egui::Key;
use parlour_rules::engine::card::CardSuit;
use parlour_rules::klondike::rules::{Klondike, Place};

impl Board {
    /// Tab and arrows move the cursor, Enter picks up and puts down, Space deals.
    pub(super) fn keyboard(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        game: &Klondike,
        layout: &Layout,
        intents: &mut Vec<Intent>,
    ) {
        if ui.memory(|m| m.focused().is_none()) {
            response.request_focus();
        }
        if !response.has_focus() {
            return;
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
        let spots = Spot::all(game.tableau.len());
        let (tab, back_tab, left, right, up, down, enter, space) = ui.input(|i| {
            let shift = i.modifiers.shift;
            (
                i.key_pressed(Key::Tab) && !shift,
                i.key_pressed(Key::Tab) && shift,
                i.key_pressed(Key::ArrowLeft),
                i.key_pressed(Key::ArrowRight),
                i.key_pressed(Key::ArrowUp),
                i.key_pressed(Key::ArrowDown),
                i.key_pressed(Key::Enter),
                i.key_pressed(Key::Space),
            )
        });
        let any = tab || back_tab || left || right || up || down || enter;
        if any && self.cursor.is_none() {
            self.cursor = Some(Spot::Stock);
            self.depth = 1;
            if !enter {
                return;
            }
        }
        if space && let Some(mv) = game.stock_click() {
            intents.push(Intent::Play(mv));
        }
        let Some(cursor) = self.cursor else {
            return;
        };
        let at = spots.iter().position(|s| *s == cursor).unwrap_or(0);
        let step = |delta: isize| {
            let n = spots.len() as isize;
            spots[((at as isize + delta).rem_euclid(n)) as usize]
        };
        let mut next = cursor;
        if tab || right {
            next = step(1);
        } else if back_tab || left {
            next = step(-1);
        } else if up || down {
            next = self.vertical(cursor, up, game);
        }
        if next != cursor {
            self.cursor = Some(next);
            self.depth = 1;
        }
        if enter {
            self.enter(game, layout, intents);
        }
    }

    /// Up takes one more card of a tableau run (or goes to the top row), down one fewer (or goes
    /// to the tableau).
    fn vertical(&mut self, cursor: Spot, up: bool, game: &Klondike) -> Spot {
        let column = |spot: Spot| match spot {
            Spot::Stock => 0,
            Spot::Waste => 1,
            Spot::Foundation(s) => game.tableau.len().max(7) - 4 + usize::from(s),
            Spot::Tableau(p) => usize::from(p),
        };
        match cursor {
            Spot::Tableau(p) => {
                let run = game
                    .tableau
                    .get(usize::from(p))
                    .map_or(0, |pile| pile.face_up().len());
                if up && self.depth < run {
                    self.depth += 1;
                    return cursor;
                }
                if !up && self.depth > 1 {
                    self.depth -= 1;
                    return cursor;
                }
                if !up {
                    return cursor;
                }
                let col = usize::from(p);
                let mut top = vec![Spot::Stock, Spot::Waste];
                top.extend((0..4).map(Spot::Foundation));
                top.into_iter()
                    .min_by_key(|s| column(*s).abs_diff(col))
                    .unwrap_or(Spot::Stock)
            }
            other if !up => {
                let col = column(other).min(game.tableau.len().saturating_sub(1));
                Spot::Tableau(col as u8)
            }
            other => other,
        }
    }

    /// Enter: picks up the cards under the cursor, or puts down what the cursor holds.
    fn enter(&mut self, game: &Klondike, _layout: &Layout, intents: &mut Vec<Intent>) {
        let Some(cursor) = self.cursor else {
            return;
        };
        if let Some(held) = self.held.take() {
            if cursor == spot_of(held) {
                return;
            }
            let count = game.movable_cards(held).map_or(1, |c| c.len());
            let Some(mv) = move_to(held, cursor, count) else {
                intents.push(Intent::Say(t!("klondike-cannot-go-there")));
                return;
            };
            match game.check(&mv) {
                Ok(()) => intents.push(Intent::Play(mv)),
                Err(e) => intents.push(Intent::Say(refusal(&e))),
            }
            return;
        }
        if cursor == Spot::Stock {
            if let Some(mv) = game.stock_click() {
                intents.push(Intent::Play(mv));
            }
            return;
        }
        let place = match cursor {
            Spot::Waste => Place::Waste,
            Spot::Foundation(s) => match CardSuit::ALL.get(usize::from(s)) {
                Some(&suit) => Place::Foundation(suit),
                None => return,
            },
            Spot::Tableau(p) => {
                let len = game
                    .tableau
                    .get(usize::from(p))
                    .map_or(0, |pile| pile.cards.len());
                let Some(index) = len.checked_sub(self.depth.max(1)) else {
                    return;
                };
                Place::Tableau {
                    pile: p,
                    index: index as u8,
                }
            }
            Spot::Stock => return,
        };
        match game.movable_cards(place) {
            Some(cards) => {
                intents.push(Intent::Say(holding(&cards)));
                self.held = Some(place);
            }
            None => intents.push(Intent::Say(t!("klondike-nothing-to-pick-up"))),
        }
    }
}
