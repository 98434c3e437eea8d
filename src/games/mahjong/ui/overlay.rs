//! The parts drawn over the table: the action bar (claims with their countdown, kongs, a
//! self-drawn win, the hint) and the result screen after each hand.

use super::board_state::BoardState;
use super::pieces::{meld_faces, named, paint_back, seat_label, tile_size, wind_name};
use super::text::pattern_name;
use super::{Hint, Intent};
use crate::faces::names::tile_name;
use crate::faces::{FaceBatch, Look};
use crate::panel::PanelContext;
use crate::t;
use egui::{Align, Color32, Layout, Rect, RichText, Sense, UiBuilder, pos2, vec2};
use parlour_rules::mahjong::table::{HandResult, Move, WinRecord};
use parlour_rules::mahjong::view::{PhaseView, SeatView};

const LIGHT: Color32 = Color32::from_rgb(235, 245, 235);

pub(crate) use super::text::claim_label;

/// The hint's suggestion, as a sentence.
fn describe(mv: &Move) -> String {
    match mv {
        Move::Discard { face, .. } => t!("mahjong-hint-discard", tile = tile_name(*face)),
        Move::DeclareKong { face, .. } => t!("mahjong-hint-kong", tile = tile_name(*face)),
        Move::Win { .. } => t!("mahjong-hint-win"),
        Move::Claim { claim, .. } => t!("mahjong-hint-claim", claim = claim_label(*claim)),
        Move::Pass { .. } => t!("mahjong-hint-pass"),
        Move::NextHand => t!("mahjong-hint-next-hand"),
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
    let mut bar_ui = ui.new_child(
        UiBuilder::new()
            .max_rect(bar)
            .layout(Layout::right_to_left(Align::Center)),
    );
    hint_button_ui(&mut bar_ui, view, state, &mut intents);
    let mut ui = bar_ui.new_child(
        UiBuilder::new()
            .max_rect(bar_ui.available_rect_before_wrap())
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
                t!(
                    "mahjong-claims-prompt",
                    seat = seat_label(view, state.names, *discarder),
                    tile = tile_name(*tile)
                ),
            );
            for &claim in options {
                if ui.button(big(claim_label(claim))).clicked() {
                    intents.push(Intent::Play(Move::Claim { seat: me, claim }));
                }
            }
            if ui.button(big(t!("mahjong-pass"))).clicked() {
                intents.push(Intent::Play(Move::Pass { seat: me }));
            }
            countdown_ui(ui, state);
        }
        PhaseView::Claims { tile, .. } => {
            say(ui, t!("mahjong-claims-waiting", tile = tile_name(*tile)));
        }
        PhaseView::Turn {
            seat,
            can_win,
            kongs,
        } if *seat == me => {
            if *can_win && ui.button(big(t!("mahjong-win-self-drawn"))).clicked() {
                intents.push(Intent::Play(Move::Win { seat: me }));
            }
            for &face in kongs {
                if ui
                    .button(big(t!("mahjong-declare-kong", tile = tile_name(face))))
                    .clicked()
                {
                    intents.push(Intent::Play(Move::DeclareKong { seat: me, face }));
                }
            }
            say(ui, t!("mahjong-your-turn"));
            countdown_ui(ui, state);
        }
        PhaseView::Turn { seat, .. } => {
            say(
                ui,
                t!(
                    "mahjong-thinking",
                    seat = seat_label(view, state.names, *seat)
                ),
            );
        }
        PhaseView::HandOver(_) | PhaseView::GameOver => {}
    }
    intents
}

/// The hint button, first in the bar, at its right end: on a phone's width the prompts before it
/// are shortened (whole in the status bar and on hover), never the button pushed off.
fn hint_button_ui(
    bar_ui: &mut egui::Ui,
    view: &SeatView,
    state: &BoardState<'_>,
    intents: &mut Vec<Intent>,
) {
    if matches!(view.phase, PhaseView::HandOver(_) | PhaseView::GameOver) {
        return;
    }
    let button = bar_ui.button(t!("mahjong-hint-button"));
    if button.clicked() {
        intents.push(Intent::Hint);
    }
    if let Some(hint) = state.hint {
        hint_ui(bar_ui, button.rect, hint_text(hint, view, state.names));
    }
}

/// The hint, in a box that rises from its button: the whole explanation, wrapped, over the
/// discards rather than cut off at the edge of the bar.
fn hint_ui(ui: &egui::Ui, button: Rect, text: String) {
    egui::Area::new(ui.scope_id().with("mahjong-hint"))
        .order(egui::Order::Foreground)
        .fixed_pos(button.left_top() - vec2(0.0, 8.0))
        .pivot(egui::Align2::LEFT_BOTTOM)
        .interactable(false)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(10.0)
                .show(ui, |ui| {
                    ui.set_max_width(460.0);
                    ui.label(
                        RichText::new(text)
                            .size(15.0)
                            .color(ui.visuals().strong_text_color()),
                    );
                });
        });
}

/// A prompt in the action bar.
fn say(ui: &mut egui::Ui, text: String) {
    ui.add(egui::Label::new(RichText::new(text).color(LIGHT).size(16.0)).truncate());
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
                .text(t!("mahjong-countdown", seconds = left.ceil() as i64)),
        )
        .widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::ProgressIndicator,
                true,
                t!("mahjong-countdown-name", seconds = left.ceil() as i64),
            )
        });
    }
}

/// The hint in words: the suggested move, how far the hand is from ready and, for a discard
/// while some seat looks ready, that seat and how likely the tile deals in.
pub(super) fn hint_text(hint: &Hint, view: &SeatView, names: Option<&[String; 4]>) -> String {
    let suggestion = match &hint.suggestion {
        Some(mv) => describe(mv),
        None => t!("mahjong-hint-nothing"),
    };
    let left = i64::from(hint.improving.tiles);
    let progress = match hint.shanten {
        s if s < 0 => t!("mahjong-hint-complete"),
        0 => {
            let separator = t!("mahjong-list-separator");
            let waits: Vec<String> = hint.waits.iter().map(|&f| tile_name(f)).collect();
            t!(
                "mahjong-hint-ready",
                waits = waits.join(&separator),
                left = left
            )
        }
        s => t!(
            "mahjong-hint-away",
            shanten = i64::from(s),
            left = left,
            kinds = hint.improving.faces.len() as i64
        ),
    };
    let mut text = t!("mahjong-hint", suggestion = suggestion, progress = progress);
    if let Some(warning) = hint.warning {
        let percent = |p: f32| (p * 100.0).round() as i64;
        let sentence = t!(
            "mahjong-hint-warning",
            seat = seat_label(view, names, warning.seat),
            ready = percent(warning.ready),
            risk = percent(warning.deal_in)
        );
        text = t!("mahjong-hint-and", first = text, second = sentence);
    }
    if hint.folding {
        text = t!(
            "mahjong-hint-and",
            first = text,
            second = t!("mahjong-hint-folding")
        );
    }
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
                    if ui
                        .button(RichText::new(t!("mahjong-next-hand")).size(17.0))
                        .clicked()
                    {
                        intents.push(Intent::NextHand);
                    }
                    if state.online {
                        ui.weak(t!("mahjong-next-hand-wait"));
                    }
                }
                _ => {
                    final_scores_ui(ui, state);
                    ui.add_space(8.0);
                    let label = if state.online {
                        t!("mahjong-leave-table")
                    } else {
                        t!("mahjong-new-game")
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
        ui.heading(t!("mahjong-draw"));
    }
    for (i, win) in result.wins.iter().enumerate() {
        let how = match win.discarder {
            None => "self",
            Some(d) if d == view.seat => "yours",
            Some(_) => "other",
        };
        ui.heading(t!(
            "mahjong-win-heading",
            who = if win.seat == view.seat {
                "you"
            } else {
                "other"
            },
            winner = name(win.seat),
            how = how,
            discarder = win.discarder.map(name).unwrap_or_default(),
            tile = tile_name(win.winning_tile)
        ));
        winning_hand_ui(ui, batch, win, i);
        egui::Grid::new(("faan", i))
            .num_columns(2)
            .spacing([24.0, 2.0])
            .show(ui, |ui| {
                for line in &win.score.lines {
                    ui.label(pattern_name(line));
                    ui.label(t!("mahjong-faan", faan = i64::from(line.faan)));
                    ui.end_row();
                }
                ui.strong(if win.score.is_limit {
                    t!("mahjong-total-limit")
                } else {
                    t!("mahjong-total")
                });
                ui.strong(t!("mahjong-faan", faan = i64::from(win.score.faan)));
                ui.end_row();
            });
        ui.add_space(6.0);
    }
    ui.separator();
    egui::Grid::new("payments")
        .num_columns(3)
        .spacing([24.0, 2.0])
        .show(ui, |ui| {
            ui.strong(t!("mahjong-column-seat"));
            ui.strong(t!("mahjong-column-this-hand"));
            ui.strong(t!("mahjong-column-score"));
            ui.end_row();
            for seat in 0..4u8 {
                ui.label(t!(
                    "mahjong-seat-and-wind",
                    name = name(seat),
                    wind = wind_name(view.seats[seat as usize].seat_wind)
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
            t!("mahjong-winning-tile-name", tile = tile_name(face))
        } else {
            t!("mahjong-winning-hand-name", tile = tile_name(face))
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
            let name = match face {
                Some(face) => t!("mahjong-winning-meld-name", tile = tile_name(face)),
                None => t!("mahjong-winning-meld-hidden-name"),
            };
            named(ui, ("winmeld", salt, mi, ti), r, Sense::hover(), name);
            x += w;
        }
        x += 10.0;
    }
}

fn final_scores_ui(ui: &mut egui::Ui, state: &BoardState<'_>) {
    let view = state.view;
    ui.heading(t!("mahjong-final-scores"));
    let mut order: Vec<u8> = (0..4).collect();
    order.sort_by_key(|&s| std::cmp::Reverse(view.scores[s as usize]));
    egui::Grid::new("final_scores")
        .num_columns(3)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            for (place, seat) in order.into_iter().enumerate() {
                ui.label(t!("mahjong-final-place", place = place as i64 + 1));
                ui.label(seat_label(view, state.names, seat));
                ui.label(view.scores[seat as usize].to_string());
                ui.end_row();
            }
        });
    ui.label(t!("mahjong-hands-played", count = i64::from(view.hand_no)));
}
