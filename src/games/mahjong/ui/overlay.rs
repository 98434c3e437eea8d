//! The parts drawn over the table: the action bar (claims with their countdown, kongs, a
//! self-drawn win, the hint) and the result screen after each hand.

use super::board_state::BoardState;
use super::pieces::{meld_faces, named, paint_back, seat_label, tile_size, wind_name};
use super::{Hint, Intent};
use crate::faces::{FaceBatch, Look};
use crate::panel::PanelContext;
use egui::{Align, Color32, Layout, Rect, RichText, Sense, UiBuilder, pos2, vec2};
use parlour_rules::engine::tile::{Face, Suit};
use parlour_rules::mahjong::claims::Claim;
use parlour_rules::mahjong::table::{HandResult, Move, WinRecord};
use parlour_rules::mahjong::view::{PhaseView, SeatView};

const LIGHT: Color32 = Color32::from_rgb(235, 245, 235);

fn suit_name(face: Face) -> &'static str {
    match face.suit() {
        Suit::Characters => "characters",
        Suit::Dots => "dots",
        Suit::Bamboo => "bamboo",
        Suit::Honours => "honours",
        Suit::Bonus => "flowers",
    }
}

/// A claim as a button says it.
pub(crate) fn claim_label(claim: Claim) -> String {
    match claim {
        Claim::Chow { lowest } => {
            let r = lowest.rank();
            format!("Chow {}-{}-{} of {}", r, r + 1, r + 2, suit_name(lowest))
        }
        other => other.label(),
    }
}

fn describe(mv: &Move) -> String {
    match mv {
        Move::Discard { face, .. } => format!("discard the {}", face.name()),
        Move::DeclareKong { face, .. } => format!("declare a kong of {}", face.name()),
        Move::Win { .. } => "declare your win".to_owned(),
        Move::Claim { claim, .. } => format!("claim it: {}", claim_label(*claim)),
        Move::Pass { .. } => "let it go".to_owned(),
        Move::NextHand => "deal the next hand".to_owned(),
    }
}

/// The row of prompts and buttons above the player's hand.
pub(crate) fn action_bar_ui(
    ui: &mut egui::Ui,
    bar: Rect,
    view: &SeatView,
    state: &BoardState<'_>,
) -> Vec<Intent> {
    let mut intents = Vec::new();
    let mut ui = ui.new_child(
        UiBuilder::new()
            .max_rect(bar)
            .layout(Layout::left_to_right(Align::Center)),
    );
    let ui = &mut ui;
    let me = view.seat;
    match &view.phase {
        PhaseView::Claims {
            discarder,
            tile,
            options,
            answered: false,
        } if !options.is_empty() => {
            say(
                ui,
                format!(
                    "{} discarded the {}:",
                    seat_label(view, state.names, *discarder),
                    tile.name()
                ),
            );
            for &claim in options {
                if ui.button(big(claim_label(claim))).clicked() {
                    intents.push(Intent::Play(Move::Claim { seat: me, claim }));
                }
            }
            if ui.button(big("Pass".to_owned())).clicked() {
                intents.push(Intent::Play(Move::Pass { seat: me }));
            }
            countdown_ui(ui, state);
        }
        PhaseView::Claims { tile, .. } => {
            say(ui, format!("Waiting for claims on the {}…", tile.name()));
        }
        PhaseView::Turn {
            seat,
            can_win,
            kongs,
        } if *seat == me => {
            if *can_win && ui.button(big("Win (self-drawn)".to_owned())).clicked() {
                intents.push(Intent::Play(Move::Win { seat: me }));
            }
            for &face in kongs {
                if ui.button(big(format!("Kong: {}", face.name()))).clicked() {
                    intents.push(Intent::Play(Move::DeclareKong { seat: me, face }));
                }
            }
            say(ui, "Your turn: click a tile to discard it.".to_owned());
            countdown_ui(ui, state);
        }
        PhaseView::Turn { seat, .. } => {
            say(
                ui,
                format!("{} is thinking…", seat_label(view, state.names, *seat)),
            );
        }
        PhaseView::HandOver(_) | PhaseView::GameOver => {}
    }
    if !matches!(view.phase, PhaseView::HandOver(_) | PhaseView::GameOver) {
        if ui.button("💡 Hint").clicked() {
            intents.push(Intent::Hint);
        }
        if let Some(hint) = state.hint {
            say(ui, hint_text(hint));
        }
    }
    intents
}

/// A prompt in the action bar.
fn say(ui: &mut egui::Ui, text: String) {
    ui.label(RichText::new(text).color(LIGHT).size(16.0));
}

/// A button's text in the action bar.
fn big(text: String) -> RichText {
    RichText::new(text).size(16.0).strong()
}

/// The player's countdown, when one runs, as a bar with the seconds left.
fn countdown_ui(ui: &mut egui::Ui, state: &BoardState<'_>) {
    if let (Some(left), Some(total)) = (state.countdown, state.countdown_total) {
        let fraction = if total > 0.0 { left / total } else { 0.0 };
        ui.add(
            egui::ProgressBar::new(fraction.clamp(0.0, 1.0) as f32)
                .desired_width(110.0)
                .text(format!("{:.0} s", left.ceil())),
        )
        .widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::ProgressIndicator,
                true,
                format!("Time left: {:.0} seconds", left.ceil()),
            )
        });
    }
}

/// The hint in words: the suggested move, and how far the hand is from ready.
fn hint_text(hint: &Hint) -> String {
    let mut text = match &hint.suggestion {
        Some(mv) => format!("Suggestion: {}.", describe(mv)),
        None => "Nothing to do until your turn.".to_owned(),
    };
    let left = hint.improving.tiles;
    text += &match hint.shanten {
        s if s < 0 => " The hand is complete.".to_owned(),
        0 => format!(
            " Ready, waiting on: {} ({left} tile{} left unseen).",
            hint.waits
                .iter()
                .map(|f| f.name())
                .collect::<Vec<_>>()
                .join(", "),
            if left == 1 { "" } else { "s" }
        ),
        s => format!(
            " {s} tile(s) from ready; {left} unseen tile{} ({} kind{}) improve it.",
            if left == 1 { "" } else { "s" },
            hint.improving.faces.len(),
            if hint.improving.faces.len() == 1 {
                ""
            } else {
                "s"
            }
        ),
    };
    text
}

/// The result of a hand (or the final scores) in a window over the middle of the table.
pub(crate) fn result_ui(
    ui: &mut egui::Ui,
    cx: &mut PanelContext<'_>,
    area: Rect,
    state: &BoardState<'_>,
) -> Vec<Intent> {
    let view = state.view;
    let mut intents = Vec::new();
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(area)
            .layout(Layout::top_down(Align::Center)),
    );
    let mut batch = FaceBatch::new(child.ctx(), &cx.prefs.tiles, &cx.prefs.cards);
    egui::Frame::popup(child.style())
        .inner_margin(16.0)
        .show(&mut child, |ui| {
            ui.set_max_width(area.width() - 40.0);
            match &view.phase {
                PhaseView::HandOver(result) => {
                    hand_result_ui(ui, &mut batch, state, result);
                    ui.add_space(8.0);
                    if ui.button(RichText::new("Next hand").size(17.0)).clicked() {
                        intents.push(Intent::NextHand);
                    }
                    if state.online {
                        ui.weak("The next hand starts when everyone is ready.");
                    }
                }
                _ => {
                    final_scores_ui(ui, state);
                    ui.add_space(8.0);
                    let label = if state.online {
                        "Leave the table"
                    } else {
                        "New game"
                    };
                    if ui.button(RichText::new(label).size(17.0)).clicked() {
                        intents.push(Intent::NewGame);
                    }
                }
            }
        });
    batch.paint(child.painter());
    intents
}

fn hand_result_ui(
    ui: &mut egui::Ui,
    batch: &mut FaceBatch,
    state: &BoardState<'_>,
    result: &HandResult,
) {
    let view = state.view;
    let name = |seat: u8| seat_label(view, state.names, seat);
    if result.wins.is_empty() {
        ui.heading("Exhaustive draw: the wall is empty.");
    }
    for (i, win) in result.wins.iter().enumerate() {
        let how = match win.discarder {
            None => "by self-draw".to_owned(),
            Some(d) if d == view.seat => "on your discard".to_owned(),
            Some(d) => format!("on {}'s discard", name(d)),
        };
        let who = if win.seat == view.seat {
            "You win".to_owned()
        } else {
            format!("{} wins", name(win.seat))
        };
        ui.heading(format!("{who} {how} with the {}", win.winning_tile.name()));
        winning_hand_ui(ui, batch, win, i);
        egui::Grid::new(("faan", i))
            .num_columns(2)
            .spacing([24.0, 2.0])
            .show(ui, |ui| {
                for line in &win.score.lines {
                    ui.label(&line.name);
                    ui.label(format!("{} faan", line.faan));
                    ui.end_row();
                }
                ui.strong(if win.score.is_limit {
                    "Total (limit)"
                } else {
                    "Total"
                });
                ui.strong(format!("{} faan", win.score.faan));
                ui.end_row();
            });
        ui.add_space(6.0);
    }
    ui.separator();
    egui::Grid::new("payments")
        .num_columns(3)
        .spacing([24.0, 2.0])
        .show(ui, |ui| {
            ui.strong("Seat");
            ui.strong("This hand");
            ui.strong("Score");
            ui.end_row();
            for seat in 0..4u8 {
                ui.label(format!(
                    "{} ({})",
                    name(seat),
                    wind_name(view.seats[seat as usize].seat_wind)
                ));
                ui.label(format!("{:+}", result.payments[seat as usize]));
                ui.label(view.scores[seat as usize].to_string());
                ui.end_row();
            }
        });
}

fn winning_hand_ui(ui: &mut egui::Ui, batch: &mut FaceBatch, win: &WinRecord, salt: usize) {
    let w = 34.0;
    let size = tile_size(w);
    let melds_w: f32 = win
        .melds
        .iter()
        .map(|m| m.faces().len() as f32 * w + 10.0)
        .sum();
    let width = win.concealed.len() as f32 * w + 16.0 + melds_w;
    let (rect, _) = ui.allocate_exact_size(vec2(width, size.y + 8.0), Sense::hover());
    let y = rect.top() + 4.0;
    let mut x = rect.left() + 6.0;
    let mut marked = false;
    for (i, &face) in win.concealed.iter().enumerate() {
        let r = Rect::from_min_size(pos2(x, y), size);
        let is_winning = !marked && face == win.winning_tile;
        marked |= is_winning;
        batch.tile(
            r,
            face,
            Look {
                hinted: is_winning,
                ..Look::default()
            },
        );
        let name = if is_winning {
            format!("Winning tile: {}", face.name())
        } else {
            format!("Winning hand: {}", face.name())
        };
        named(ui, ("win", salt, i), r, Sense::hover(), name);
        x += w;
    }
    x += 16.0;
    for (mi, meld) in win.melds.iter().enumerate() {
        for (ti, face) in meld_faces(meld).into_iter().enumerate() {
            let r = Rect::from_min_size(pos2(x, y), size);
            match face {
                Some(face) => batch.tile(r, face, Look::default()),
                None => paint_back(ui.painter(), r),
            }
            let name = face.map_or("concealed kong tile".to_owned(), |f| f.name());
            named(
                ui,
                ("winmeld", salt, mi, ti),
                r,
                Sense::hover(),
                format!("Winning hand meld: {name}"),
            );
            x += w;
        }
        x += 10.0;
    }
}

fn final_scores_ui(ui: &mut egui::Ui, state: &BoardState<'_>) {
    let view = state.view;
    ui.heading("Game over: final scores");
    let mut order: Vec<u8> = (0..4).collect();
    order.sort_by_key(|&s| std::cmp::Reverse(view.scores[s as usize]));
    egui::Grid::new("final_scores")
        .num_columns(3)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            for (place, seat) in order.into_iter().enumerate() {
                ui.label(format!("{}.", place + 1));
                ui.label(seat_label(view, state.names, seat));
                ui.label(view.scores[seat as usize].to_string());
                ui.end_row();
            }
        });
    ui.label(format!("{} hands played.", view.hand_no));
}
