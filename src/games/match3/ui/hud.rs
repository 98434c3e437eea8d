//! The panel's furniture: where the board and the side panel go, the score and mode display,
//! the hint arrow and the game-over card.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, RichText, Stroke, UiBuilder, pos2, vec2};

use super::paint::BoardView;
use crate::records::Records;
use crate::t;
use parlour_rules::engine::clock::format_duration;
use parlour_rules::match3::{Match3, Mode, Pos};

/// Width of the side panel.
const SIDE_WIDTH: f32 = 230.0;
/// Space between the board and the side panel.
const GAP: f32 = 32.0;
/// Space kept around everything.
const MARGIN: f32 = 20.0;

/// Where things go in the panel's rect.
pub struct Layout {
    /// Everything the panel takes.
    pub whole: Rect,
    /// The board, as large as fits.
    pub board: BoardView,
    /// The score and controls, right of the board (below it on a phone).
    pub side: Rect,
}

impl Layout {
    /// The board as large as fits in `available` beside the side panel, the pair centred; in a
    /// tall narrow rect (a phone held upright) the side panel goes below the board.
    pub fn new(available: Rect) -> Self {
        if available.width() < SIDE_WIDTH + GAP + 2.0 * MARGIN + 300.0
            && available.height() > available.width()
        {
            return Self::stacked(available);
        }
        let side_len = (available.height() - 2.0 * MARGIN)
            .min(available.width() - SIDE_WIDTH - GAP - 2.0 * MARGIN)
            .max(160.0);
        let total = side_len + GAP + SIDE_WIDTH;
        let left = available.left() + ((available.width() - total) / 2.0).max(MARGIN);
        let top = available.top() + ((available.height() - side_len) / 2.0).max(MARGIN);
        let board = BoardView::new(pos2(left, top), side_len);
        let side =
            Rect::from_min_size(pos2(left + side_len + GAP, top), vec2(SIDE_WIDTH, side_len));
        Self {
            whole: available,
            board,
            side,
        }
    }

    /// The board across the top, the side panel under it.
    fn stacked(available: Rect) -> Self {
        let side_len = (available.width() - 2.0 * MARGIN)
            .min(available.height() * 0.6)
            .max(160.0);
        let left = available.left() + ((available.width() - side_len) / 2.0).max(MARGIN);
        let top = available.top() + MARGIN;
        let board = BoardView::new(pos2(left, top), side_len);
        let below = top + side_len + MARGIN;
        let side = Rect::from_min_max(
            pos2(left, below),
            pos2(left + side_len, available.bottom().max(below)),
        );
        Self {
            whole: available,
            board,
            side,
        }
    }
}

/// What the side panel shows.
pub struct Facts {
    /// The score as it counts up.
    pub score: u64,
    /// The cascade multiplier while a cascade plays (2 and up).
    pub multiplier: Option<u32>,
    /// The mode played.
    pub mode: Mode,
    /// Moves left in a moves game.
    pub moves_left: Option<u32>,
    /// Seconds left in a timed game.
    pub seconds_left: Option<f64>,
    /// Moves made.
    pub moves_made: u32,
    /// The best score of the mode, if any game of it finished.
    pub best: Option<i64>,
    /// Whether auto-play is on.
    pub auto_play: bool,
    /// Whether the game is over.
    pub finished: bool,
}

/// What was clicked in the side panel.
#[derive(Default)]
pub struct Actions {
    /// A mode button.
    pub mode: Option<Mode>,
    /// The hint button.
    pub hint: bool,
    /// The auto-play toggle.
    pub toggle_demo: bool,
}

/// `12345` as `12,345`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The key a message selects a mode by (`timed`, ...), the same in every language.
pub fn mode_key(mode: Mode) -> &'static str {
    match mode {
        Mode::Timed => "timed",
        Mode::Moves => "moves",
        Mode::Endless => "endless",
    }
}

/// A mode's name as the player sees it ("Timed"); `Mode::name` stays the records' key.
pub fn mode_name(mode: Mode) -> String {
    match mode {
        Mode::Timed => t!("match3-mode-timed"),
        Mode::Moves => t!("match3-mode-moves"),
        Mode::Endless => t!("match3-mode-endless"),
    }
}

/// The hint said aloud: swap `gem` at `a` with its neighbour at `b` (rows and columns from 1).
pub fn hint_text(gem: &str, a: Pos, b: Pos) -> String {
    let (row, col) = (i64::from(a.y) + 1, i64::from(a.x) + 1);
    if b.x > a.x {
        t!("match3-hint-right", gem = gem, row = row, col = col)
    } else if b.x < a.x {
        t!("match3-hint-left", gem = gem, row = row, col = col)
    } else if b.y < a.y {
        t!("match3-hint-above", gem = gem, row = row, col = col)
    } else {
        t!("match3-hint-below", gem = gem, row = row, col = col)
    }
}

/// "12,345 points": `score` with its thousands marked, and the number for the plural.
pub fn points_text(score: u64) -> String {
    t!(
        "match3-points",
        points = score as f64,
        score = thousands(score)
    )
}

/// The score, the mode's count-down, the best score and the controls.
pub fn side_ui(ui: &mut egui::Ui, layout: &Layout, facts: Facts) -> Actions {
    let mut actions = Actions::default();
    ui.scope_builder(UiBuilder::new().max_rect(layout.side), |ui| {
        ui.spacing_mut().item_spacing.y = 6.0;
        ui.label(RichText::new(t!("match3-score")).size(15.0).weak());
        ui.label(RichText::new(thousands(facts.score)).size(40.0).strong());
        let cascade = facts.multiplier.map_or(String::new(), |m| {
            t!("match3-cascade-multiplier", multiplier = i64::from(m))
        });
        ui.label(
            RichText::new(cascade)
                .size(22.0)
                .strong()
                .color(Color32::from_rgb(240, 160, 40)),
        );
        ui.add_space(6.0);
        let (label, value, urgent) = match facts.mode {
            Mode::Timed => {
                let left = facts.seconds_left.unwrap_or(0.0);
                (
                    t!("match3-time-left"),
                    format_duration(left.ceil()),
                    left < 10.5,
                )
            }
            Mode::Moves => {
                let left = facts.moves_left.unwrap_or(0);
                (t!("match3-moves-left"), left.to_string(), left <= 3)
            }
            Mode::Endless => (t!("match3-moves-made"), facts.moves_made.to_string(), false),
        };
        ui.label(RichText::new(label).size(15.0).weak());
        let mut value = RichText::new(value).size(30.0).strong();
        if urgent && !facts.finished {
            value = value.color(Color32::from_rgb(230, 70, 60));
        }
        ui.label(value);
        let best = facts.best.map_or("–".to_owned(), |b| {
            thousands(u64::try_from(b).unwrap_or(0))
        });
        ui.label(t!(
            "match3-best-in",
            mode = mode_key(facts.mode),
            best = best
        ));
        ui.separator();
        ui.label(RichText::new(t!("match3-mode")).weak());
        ui.horizontal(|ui| {
            for mode in Mode::ALL {
                let tip = match mode {
                    Mode::Timed => t!("match3-mode-timed-tooltip"),
                    Mode::Moves => t!("match3-mode-moves-tooltip"),
                    Mode::Endless => t!("match3-mode-endless-tooltip"),
                };
                let button = egui::Button::selectable(mode == facts.mode, mode_name(mode));
                if ui.add(button).on_hover_text(tip).clicked() && mode != facts.mode {
                    actions.mode = Some(mode);
                }
            }
        });
        ui.separator();
        ui.horizontal(|ui| {
            let hint = ui.add_enabled(!facts.finished, egui::Button::new(t!("match3-show-hint")));
            if hint.on_hover_text(t!("match3-show-hint-tooltip")).clicked() {
                actions.hint = true;
            }
            let demo = egui::Button::selectable(facts.auto_play, t!("match3-auto-play"));
            let demo = ui
                .add_enabled(!facts.finished, demo)
                .on_hover_text(t!("match3-auto-play-tooltip"));
            if demo.clicked() {
                actions.toggle_demo = true;
            }
        });
        ui.add_space(10.0);
        ui.weak(t!("match3-how-to-play"));
    });
    actions
}

/// A golden double arrow across the hinted swap.
pub fn hint_arrow(painter: &Painter, view: &BoardView, a: Pos, b: Pos) {
    let (ca, cb) = (view.cell_rect(a).center(), view.cell_rect(b).center());
    let dir = (cb - ca).normalized();
    let across = vec2(-dir.y, dir.x);
    let head = view.cell * 0.16;
    let gold = Color32::from_rgb(255, 200, 40);
    for (stroke_width, colour) in [
        (view.cell * 0.11, Color32::from_black_alpha(160)),
        (view.cell * 0.05, gold),
    ] {
        let stroke = Stroke::new(stroke_width, colour);
        let (from, to) = (ca + dir * view.cell * 0.2, cb - dir * view.cell * 0.2);
        painter.line_segment([from, to], stroke);
        for (tip, back) in [(to, -dir), (from, dir)] {
            for side in [-1.0, 1.0] {
                let wing: Pos2 = tip + back * head + across * side * head;
                painter.line_segment([tip, wing], stroke);
            }
        }
    }
}

/// The card over the board when a timed or moves game ends. Returns true when "Play again" is
/// clicked.
pub fn game_over_ui(
    ui: &mut egui::Ui,
    view: &BoardView,
    state: &Match3,
    records: &Records,
) -> bool {
    let painter = ui.painter();
    painter.rect_filled(view.rect, view.cell * 0.1, Color32::from_black_alpha(150));
    let card = Rect::from_center_size(
        view.rect.center(),
        vec2(view.rect.width() * 0.7, view.cell * 3.4),
    );
    painter.rect_filled(card, 12.0, Color32::from_rgba_unmultiplied(30, 32, 46, 235));
    painter.rect_stroke(
        card,
        12.0,
        Stroke::new(2.0, Color32::from_rgb(240, 180, 40)),
        egui::StrokeKind::Inside,
    );
    let title = match state.mode() {
        Mode::Timed => t!("match3-game-over-time"),
        Mode::Moves | Mode::Endless => t!("match3-game-over-moves"),
    };
    let white = Color32::from_gray(240);
    painter.text(
        card.center_top() + vec2(0.0, view.cell * 0.55),
        Align2::CENTER_CENTER,
        title,
        FontId::proportional(view.cell * 0.45),
        white,
    );
    painter.text(
        card.center_top() + vec2(0.0, view.cell * 1.25),
        Align2::CENTER_CENTER,
        points_text(state.score()),
        FontId::proportional(view.cell * 0.38),
        Color32::from_rgb(255, 210, 80),
    );
    let key = format!("match3/{}", state.mode().name());
    if let Some(best) = records.get(&key).and_then(|r| r.best_score) {
        painter.text(
            card.center_top() + vec2(0.0, view.cell * 1.85),
            Align2::CENTER_CENTER,
            t!(
                "match3-best-in",
                mode = mode_key(state.mode()),
                best = thousands(u64::try_from(best).unwrap_or(0))
            ),
            FontId::proportional(view.cell * 0.24),
            white,
        );
    }
    let button = Rect::from_center_size(
        card.center_bottom() - vec2(0.0, view.cell * 0.65),
        vec2(view.cell * 2.2, view.cell * 0.55),
    );
    ui.put(
        button,
        egui::Button::new(RichText::new(t!("match3-play-again")).size(18.0)),
    )
    .clicked()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board and the side panel inside the panel's rect, never overlapping, on a laptop's
    /// screen and a phone's (where the side panel goes below the board).
    #[test]
    fn board_and_side_fit_laptop_and_phone() {
        let cases = [
            (
                Rect::from_min_size(pos2(170.0, 60.0), vec2(1110.0, 710.0)),
                false,
            ),
            (
                Rect::from_min_size(pos2(0.0, 100.0), vec2(390.0, 700.0)),
                true,
            ),
        ];
        for (available, stacked) in cases {
            let layout = Layout::new(available);
            assert!(available.contains_rect(layout.board.rect), "{available:?}");
            assert!(available.contains_rect(layout.side), "{available:?}");
            assert!(!layout.board.rect.intersects(layout.side), "{available:?}");
            assert_eq!(layout.side.top() > layout.board.rect.bottom(), stacked);
            assert!(
                layout.side.width() >= 200.0,
                "room for the score and the buttons"
            );
        }
    }
}
