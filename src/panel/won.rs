//! The card over a won board, as KPatience's and KMahjongg's congratulations are: the deal, the
//! time, the score and the best time, and the two ways on (a new deal, this deal again), or
//! away, to look at the board as it was won. A game
//! with a card of its own (Mahjong Solitaire's) says so through `Game::shows_won_card`.

use crate::t;
use egui::RichText;
use parlour_rules::engine::clock::format_duration;

/// What the card over a won board says.
pub struct WonCard {
    /// The deal just won.
    pub deal_no: u64,
    /// How long it took, in seconds.
    pub seconds: f64,
    /// The score, for games that keep one.
    pub score: Option<i64>,
    /// The best time of this game's record, this win counted.
    pub best_seconds: Option<f64>,
    /// Hints or other help were used: the win sets no best time.
    pub assisted: bool,
}

/// What the player asked of the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WonAsk {
    /// Deal a new game.
    NewGame,
    /// Play the same deal again.
    PlayAgain,
    /// Put the card away, to look at the won board (Escape does too, through the panel's
    /// `cancel_selection`).
    Close,
}

/// The card's width in points (narrower on a narrow board).
const CARD_WIDTH: f32 = 360.0;

/// Shows `card` over the middle of the board `area`; returns the player's ask.
pub fn won_card_ui(ui: &mut egui::Ui, area: egui::Rect, card: &WonCard) -> Option<WonAsk> {
    let mut ask = None;
    let width = CARD_WIDTH.min(area.width() - 48.0).max(120.0);
    egui::Area::new(ui.scope_id().with("won-card"))
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(area.center())
        .constrain_to(area)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(20.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical_centered(|ui| {
                        let heading = RichText::new(t!("won-card-heading"))
                            .size(30.0)
                            .color(ui.visuals().strong_text_color());
                        ui.heading(heading);
                        ui.add_space(6.0);
                        ui.label(t!(
                            "won-card-detail",
                            deal = card.deal_no.to_string(),
                            time = format_duration(card.seconds)
                        ));
                        if let Some(score) = card.score {
                            ui.label(t!("won-card-score", score = score));
                        }
                        if card.assisted {
                            ui.weak(t!("won-card-assisted"));
                        } else if let Some(best) = card.best_seconds {
                            ui.weak(t!("won-card-best-time", time = format_duration(best)));
                        }
                        ui.add_space(10.0);
                        // One under the other, centred: as a row they sat at the card's left edge.
                        if ui.button(t!("won-card-new-game")).clicked() {
                            ask = Some(WonAsk::NewGame);
                        }
                        if ui.button(t!("won-card-play-again")).clicked() {
                            ask = Some(WonAsk::PlayAgain);
                        }
                        if ui.button(t!("won-card-close")).clicked() {
                            ask = Some(WonAsk::Close);
                        }
                    });
                });
        });
    ask
}
