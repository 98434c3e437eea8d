//! A panel for a game whose own issue has not landed yet.

use super::panel::{GamePanel, PanelContext};
use crate::games::GameId;

/// Says what the game will be; has no board yet.
pub struct Placeholder {
    game: GameId,
    blurb: &'static str,
}

impl Placeholder {
    /// A placeholder for `game`, describing it in one sentence.
    pub fn new(game: GameId, blurb: &'static str) -> Self {
        Self { game, blurb }
    }
}

impl GamePanel for Placeholder {
    fn id(&self) -> GameId {
        self.game
    }

    fn ui(&mut self, ui: &mut egui::Ui, _cx: &mut PanelContext<'_>) {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.heading(self.game.title());
            ui.add_space(8.0);
            ui.label(self.blurb);
            ui.add_space(4.0);
            ui.weak("Not playable yet in this build.");
        });
    }

    fn new_game(&mut self, _deal_no: u64, cx: &mut PanelContext<'_>) {
        cx.say(format!("{} is not playable yet.", self.game.title()));
    }

    fn restart(&mut self, _cx: &mut PanelContext<'_>) {}

    fn undo(&mut self, _cx: &mut PanelContext<'_>) -> bool {
        false
    }

    fn redo(&mut self, _cx: &mut PanelContext<'_>) -> bool {
        false
    }

    fn can_undo(&self) -> bool {
        false
    }

    fn can_redo(&self) -> bool {
        false
    }
}
