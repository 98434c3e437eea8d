//! The app in its page (the browser build): the address follows the game being played, the back
//! button returns to the game before, and the status line is read out. On the desktop the
//! platform's page does nothing with these.

use super::{Action, ParlourApp};
use crate::platform::address::PageRequest;

impl ParlourApp {
    /// Shows the game (and deal) an address asks for: the back or forward button.
    pub(super) fn go_to(&mut self, request: PageRequest, now: f64) {
        let Some(game) = request.game else {
            return;
        };
        if let Some(index) = self.panels.iter().position(|p| p.id() == game) {
            self.perform(Action::Show(index), now);
        }
        let current = self.panels.get(self.active).and_then(|p| p.deal_no());
        if let Some(deal) = request.deal.filter(|d| Some(*d) != current) {
            self.with_active(now, |p, cx| p.new_game(deal, cx));
        }
    }

    /// Puts the game being played in the page's address and title, and the status line in its
    /// live region.
    pub(super) fn follow_in_page(&mut self) {
        let game = self.active_game();
        let panel = self.panels.get(self.active);
        let deal = panel.and_then(|p| p.deal_no());
        let room = panel.and_then(|p| p.room_link());
        let title = crate::t!("page-title", game = game.name());
        crate::platform::page::follow(game, deal, room.as_ref(), &title);
        if let Some(latest) = self.status.all().last() {
            crate::platform::page::announce(latest);
        }
    }
}
