//! Painting the table from one seat's view: the player's hand at the bottom, the other seats
//! on the three other sides (in turn order, counter-clockwise), every discard pile in the
//! middle around the wall and wind box. The same board serves the single-player game and a LAN
//! table: it only ever reads a [`SeatView`].

pub use super::pieces::wind_name;
use super::pieces::{
    bonus_row, hand_name, melds_row, melds_width, named, paint_back, place, seat_label, whose,
};
use super::{Intent, overlay};
use crate::faces::names::tile_name;
use crate::faces::{FaceBatch, Look, TILE_ASPECT};
use crate::panel::PanelContext;
use crate::t;
use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, pos2, vec2};
use parlour_rules::engine::tile::Face;
use parlour_rules::mahjong::table::Move;
use parlour_rules::mahjong::view::{PhaseView, SeatView};

pub(crate) use super::board_state::BoardState;

/// Where a seat sits on the screen.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    Right,
    Top,
    Left,
}

/// Scaled sizes for one frame.
struct Metrics {
    s: f32,
    hand_w: f32,
    small_w: f32,
    discard_w: f32,
}

impl Metrics {
    fn new(rect: Rect) -> Self {
        let s = (rect.width() / 1120.0)
            .min(rect.height() / 700.0)
            .clamp(0.5, 1.8);
        // The player's fourteen tiles and the drawn one's gap fit the width, however narrow
        // (a phone held upright is a third of the width the rest is scaled for).
        let fitting_hand = (rect.width() - 16.0) / 15.5;
        Self {
            s,
            hand_w: (46.0 * s).min(fitting_hand),
            small_w: 28.0 * s,
            discard_w: 32.0 * s,
        }
    }

    fn h(w: f32) -> f32 {
        w * TILE_ASPECT
    }
}

/// Paints everything the player may see and returns what the player clicked.
pub(crate) fn board_ui(
    ui: &mut egui::Ui,
    cx: &mut PanelContext<'_>,
    state: &BoardState<'_>,
) -> Vec<Intent> {
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, Sense::hover());
    let view = state.view;
    let m = Metrics::new(rect);
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::from_rgb(24, 92, 64));
    let mut batch = FaceBatch::new(ui.ctx(), &cx.prefs.tiles, &cx.prefs.cards);
    let mut intents = Vec::new();

    let on_turn = match &view.phase {
        PhaseView::Turn { seat, .. } => Some(*seat),
        _ => None,
    };
    for (side, place) in [(Side::Right, 1u8), (Side::Top, 2), (Side::Left, 3)] {
        let seat = (view.seat + place) % 4;
        opponent_ui(
            ui, &painter, &mut batch, &m, rect, state, seat, side, on_turn,
        );
    }

    let hand_top = rect.bottom() - 18.0 * m.s - Metrics::h(m.hand_w);
    let centre = Rect::from_min_max(
        pos2(rect.left() + 190.0 * m.s, rect.top() + 82.0 * m.s),
        pos2(rect.right() - 190.0 * m.s, hand_top - 70.0 * m.s),
    );
    let info = Rect::from_center_size(centre.center(), vec2(230.0 * m.s, 104.0 * m.s));
    let marked = match &view.phase {
        PhaseView::Claims { discarder, .. } => Some(*discarder),
        PhaseView::Turn { .. } => state.last_discarder,
        _ => None,
    };
    let mut outline = None;
    for seat in 0..4u8 {
        if let Some(r) = discards_ui(ui, &mut batch, &m, info, view, seat, marked == Some(seat)) {
            outline = Some(r);
        }
    }
    info_ui(&painter, &m, info, view);
    hand_ui(
        ui,
        &painter,
        &mut batch,
        &m,
        rect,
        hand_top,
        state,
        &mut intents,
    );
    // Opponents' backs are already painted on the painter; faces go on top in one batch.
    batch.paint(&painter);
    if let Some(r) = outline {
        painter.rect_stroke(
            r.expand(2.0 * m.s),
            3.0,
            Stroke::new(3.0 * m.s, Color32::from_rgb(255, 160, 30)),
            StrokeKind::Outside,
        );
    }

    let bar = Rect::from_min_max(
        pos2(rect.left() + 14.0 * m.s, hand_top - 66.0 * m.s),
        pos2(rect.right() - 14.0 * m.s, hand_top - 30.0 * m.s),
    );
    intents.extend(overlay::action_bar_ui(ui, bar, view, state));
    if matches!(view.phase, PhaseView::HandOver(_) | PhaseView::GameOver) {
        intents.extend(overlay::result_ui(ui, cx, centre.expand(40.0 * m.s), state));
    }
    intents
}

fn name_line(state: &BoardState<'_>, seat: u8) -> String {
    let view = state.view;
    let public = &view.seats[seat as usize % 4];
    let (name, wind) = (
        seat_label(view, state.names, seat),
        wind_name(public.seat_wind),
    );
    let score = view.scores[seat as usize % 4];
    if view.dealer == seat {
        t!(
            "mahjong-name-line-dealer",
            name = name,
            wind = wind,
            score = score
        )
    } else {
        t!("mahjong-name-line", name = name, wind = wind, score = score)
    }
}

fn name_colour(active: bool) -> Color32 {
    if active {
        Color32::from_rgb(255, 215, 90)
    } else {
        Color32::from_rgb(225, 235, 225)
    }
}

/// What every opponent's row is drawn from: the seat, its place at the table, and the sizes.
struct Opponent<'a> {
    public: &'a parlour_rules::mahjong::view::PublicSeat,
    seat: u8,
    owner: u8,
    font: FontId,
    colour: Color32,
    back_w: f32,
    w: f32,
    name: String,
}

#[allow(clippy::too_many_arguments)]
fn opponent_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    batch: &mut FaceBatch,
    m: &Metrics,
    rect: Rect,
    state: &BoardState<'_>,
    seat: u8,
    side: Side,
    on_turn: Option<u8>,
) {
    let view = state.view;
    let o = Opponent {
        public: &view.seats[seat as usize % 4],
        seat,
        owner: place(view.seat, seat),
        font: FontId::proportional(15.0 * m.s),
        colour: name_colour(on_turn == Some(seat)),
        back_w: 20.0 * m.s,
        w: m.small_w,
        name: name_line(state, seat),
    };
    match side {
        Side::Top => across_ui(ui, painter, batch, m, rect, &o),
        Side::Left | Side::Right => beside_ui(ui, painter, batch, m, rect, side, &o),
    }
}

/// The player across the table: name, hidden tiles, melds and bonus tiles in one row.
fn across_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    batch: &mut FaceBatch,
    m: &Metrics,
    rect: Rect,
    o: &Opponent<'_>,
) {
    let Opponent {
        public,
        seat,
        owner,
        back_w,
        w,
        ..
    } = *o;
    let top = rect.top() + 6.0 * m.s;
    painter.text(
        pos2(rect.center().x, top),
        Align2::CENTER_TOP,
        o.name.clone(),
        o.font.clone(),
        o.colour,
    );
    let row_y = top + 24.0 * m.s;
    let backs = public.concealed_count as f32 * back_w;
    let total = backs + 16.0 * m.s + melds_width(&public.melds, w);
    let mut x = rect.center().x - total / 2.0;
    let backs_rect = Rect::from_min_size(pos2(x, row_y), vec2(backs, Metrics::h(back_w)));
    for i in 0..public.concealed_count {
        paint_back(
            painter,
            Rect::from_min_size(
                pos2(x + i as f32 * back_w, row_y),
                vec2(back_w, Metrics::h(back_w)),
            ),
        );
    }
    hand_name(ui, owner, backs_rect, public.concealed_count);
    x += backs + 16.0 * m.s;
    let end = melds_row(
        ui,
        painter,
        batch,
        pos2(x, row_y),
        w,
        &public.melds,
        owner,
        seat,
    );
    bonus_row(
        ui,
        batch,
        pos2(end + 10.0 * m.s, row_y),
        w * 0.8,
        &public.bonus,
        owner,
    );
}

/// A player to the left or right: name, hidden tiles in rows of seven, then melds and bonus
/// tiles down the side.
#[allow(clippy::too_many_arguments)]
fn beside_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    batch: &mut FaceBatch,
    m: &Metrics,
    rect: Rect,
    side: Side,
    o: &Opponent<'_>,
) {
    let Opponent {
        public,
        seat,
        owner,
        back_w,
        w,
        ..
    } = *o;
    let band_w = 172.0 * m.s;
    let left = if side == Side::Left {
        rect.left() + 14.0 * m.s
    } else {
        rect.right() - 14.0 * m.s - band_w
    };
    let mut y = rect.top() + 90.0 * m.s;
    // The name grows towards the middle of the table, so a long one never leaves the window.
    let (anchor, align) = if side == Side::Left {
        (pos2(left, y), Align2::LEFT_TOP)
    } else {
        // Over the right edge of the hidden tiles, seven to a row.
        (pos2(left + 7.0 * back_w, y), Align2::RIGHT_TOP)
    };
    painter.text(anchor, align, o.name.clone(), o.font.clone(), o.colour);
    y += 24.0 * m.s;
    let per_row = 7;
    let rows = public.concealed_count.div_ceil(per_row).max(1);
    for i in 0..public.concealed_count {
        let (row, col) = (i / per_row, i % per_row);
        paint_back(
            painter,
            Rect::from_min_size(
                pos2(
                    left + col as f32 * back_w,
                    y + row as f32 * (Metrics::h(back_w) + 4.0 * m.s),
                ),
                vec2(back_w, Metrics::h(back_w)),
            ),
        );
    }
    let block_h = rows as f32 * (Metrics::h(back_w) + 4.0 * m.s);
    hand_name(
        ui,
        owner,
        Rect::from_min_size(pos2(left, y), vec2(per_row as f32 * back_w, block_h)),
        public.concealed_count,
    );
    y += block_h + 8.0 * m.s;
    for (mi, meld) in public.melds.iter().enumerate() {
        melds_row(
            ui,
            painter,
            batch,
            pos2(left, y),
            w,
            std::slice::from_ref(meld),
            owner,
            seat * 8 + mi as u8,
        );
        y += Metrics::h(w) + 6.0 * m.s;
    }
    bonus_row(ui, batch, pos2(left, y), w * 0.8, &public.bonus, owner);
}

/// Paints one seat's discards; returns the rect of the newest when it is to be marked.
fn discards_ui(
    ui: &egui::Ui,
    batch: &mut FaceBatch,
    m: &Metrics,
    info: Rect,
    view: &SeatView,
    seat: u8,
    mark_last: bool,
) -> Option<Rect> {
    let discards = &view.seats[seat as usize % 4].discards;
    let place = place(view.seat, seat);
    let w = m.discard_w;
    let h = Metrics::h(w);
    let gap = 3.0 * m.s;
    let (cols, origin, grows_up) = match place {
        0 => (
            8,
            pos2(info.center().x - 4.0 * w, info.bottom() + 12.0 * m.s),
            false,
        ),
        2 => (
            8,
            pos2(info.center().x - 4.0 * w, info.top() - 12.0 * m.s - h),
            true,
        ),
        3 => (
            6,
            pos2(info.left() - 14.0 * m.s - 6.0 * w, info.top() - 20.0 * m.s),
            false,
        ),
        _ => (
            6,
            pos2(info.right() + 14.0 * m.s, info.top() - 20.0 * m.s),
            false,
        ),
    };
    let mut last = None;
    for (i, &face) in discards.iter().enumerate() {
        let (row, col) = ((i / cols) as f32, (i % cols) as f32);
        let dy = if grows_up {
            -row * (h + gap)
        } else {
            row * (h + gap)
        };
        let r = Rect::from_min_size(origin + vec2(col * w, dy), vec2(w, h));
        let is_last = i + 1 == discards.len();
        let look = Look {
            hinted: is_last && mark_last,
            ..Look::default()
        };
        batch.tile(r, face, look);
        let name = if is_last && mark_last {
            whose("mahjong-discard-last-name", place, Some(face))
        } else {
            whose("mahjong-discard-name", place, Some(face))
        };
        named(ui, ("discard", seat, i), r, Sense::hover(), name);
        if is_last && mark_last {
            last = Some(r);
        }
    }
    last
}

fn info_ui(painter: &egui::Painter, m: &Metrics, info: Rect, view: &SeatView) {
    painter.rect_filled(
        info,
        10.0 * m.s,
        Color32::from_rgba_unmultiplied(0, 40, 25, 200),
    );
    let font = FontId::proportional(16.0 * m.s);
    let light = Color32::from_rgb(230, 240, 230);
    let lines = [
        t!(
            "mahjong-info-round",
            wind = wind_name(view.round_wind),
            hand = i64::from(view.hand_no)
        ),
        t!("mahjong-info-wall", count = view.wall_left as i64),
        t!(
            "mahjong-info-seat-wind",
            wind = wind_name(view.me().seat_wind)
        ),
    ];
    let line_h = 26.0 * m.s;
    let top = info.center().y - line_h * 1.5;
    for (i, line) in lines.into_iter().enumerate() {
        painter.text(
            pos2(info.center().x, top + i as f32 * line_h + line_h / 2.0),
            Align2::CENTER_CENTER,
            line,
            font.clone(),
            light,
        );
    }
}

/// The player's concealed tiles (sorted, the drawn tile apart), melds and flowers.
#[allow(clippy::too_many_arguments)]
fn hand_ui(
    ui: &egui::Ui,
    painter: &egui::Painter,
    batch: &mut FaceBatch,
    m: &Metrics,
    rect: Rect,
    top: f32,
    state: &BoardState<'_>,
    intents: &mut Vec<Intent>,
) {
    let view = state.view;
    let me_seat = view.seat;
    let w = m.hand_w;
    let h = Metrics::h(w);
    let meld_w = 36.0 * m.s;
    let me = view.me();
    let drawn_gap = 16.0 * m.s;
    let total = view.hand.len() as f32 * w
        + view.drawn.map_or(0.0, |_| drawn_gap + w)
        + 28.0 * m.s
        + melds_width(&me.melds, meld_w);
    // Clear of the seat on the left where there is room, never past the right edge.
    let x0 = (rect.center().x - total / 2.0)
        .max(rect.left() + 190.0 * m.s)
        .min(rect.right() - total - 8.0)
        .max(rect.left() + 4.0);
    let my_turn = matches!(view.phase, PhaseView::Turn { seat, .. } if seat == me_seat);
    let hinted = match state.hint.and_then(|h| h.suggestion.clone()) {
        Some(Move::Discard { face, .. }) => Some(face),
        _ => None,
    };
    painter.text(
        pos2(x0, top - 8.0 * m.s),
        Align2::LEFT_BOTTOM,
        name_line(state, me_seat),
        FontId::proportional(15.0 * m.s),
        name_colour(my_turn),
    );
    let tiles = hand_places(view, x0, w, drawn_gap);
    // The hint marks one tile: the drawn one when it is the suggested face.
    let hint_at = hinted.and_then(|face| {
        tiles
            .iter()
            .rposition(|&(f, _, drawn)| f == face && drawn)
            .or_else(|| tiles.iter().position(|&(f, _, _)| f == face))
    });
    let play = HandPlay {
        my_turn,
        seat: me_seat,
        hint_at,
    };
    hand_tiles_ui(ui, batch, m, &tiles, top, &play, intents);
    let melds_x =
        x0 + view.hand.len() as f32 * w + view.drawn.map_or(0.0, |_| drawn_gap + w) + 28.0 * m.s;
    let melds_y = top + h - Metrics::h(meld_w);
    let end = melds_row(
        ui,
        painter,
        batch,
        pos2(melds_x, melds_y),
        meld_w,
        &me.melds,
        0,
        200,
    );
    bonus_row(
        ui,
        batch,
        pos2(end + 10.0 * m.s, melds_y),
        meld_w * 0.8,
        &me.bonus,
        0,
    );
}

/// Where each tile of the player's hand goes: its face, its left edge, and whether it is the
/// tile just drawn (set apart at the end).
fn hand_places(view: &SeatView, x0: f32, w: f32, drawn_gap: f32) -> Vec<(Face, f32, bool)> {
    let mut tiles: Vec<(Face, f32, bool)> = view
        .hand
        .iter()
        .enumerate()
        .map(|(i, &f)| (f, x0 + i as f32 * w, false))
        .collect();
    if let Some(face) = view.drawn {
        tiles.push((face, x0 + view.hand.len() as f32 * w + drawn_gap, true));
    }
    tiles
}

/// Whether the player may discard now, their seat, and which tile a hint marks.
struct HandPlay {
    my_turn: bool,
    seat: u8,
    hint_at: Option<usize>,
}

/// The hand's tiles: named for screen readers, lifted under the pointer on the player's turn,
/// a click discards.
fn hand_tiles_ui(
    ui: &egui::Ui,
    batch: &mut FaceBatch,
    m: &Metrics,
    tiles: &[(Face, f32, bool)],
    top: f32,
    play: &HandPlay,
    intents: &mut Vec<Intent>,
) {
    let w = m.hand_w;
    let h = Metrics::h(w);
    let HandPlay {
        my_turn,
        seat: me_seat,
        hint_at,
    } = *play;
    for (i, &(face, x, drawn)) in tiles.iter().enumerate() {
        let base = Rect::from_min_size(pos2(x, top), vec2(w, h));
        let name = if drawn {
            t!("mahjong-hand-drawn-name", tile = tile_name(face))
        } else {
            t!("mahjong-hand-tile-name", tile = tile_name(face))
        };
        let response = named(ui, ("hand", i), base, Sense::click(), name);
        let lifted = my_turn && response.hovered();
        let r = if lifted {
            base.translate(vec2(0.0, -10.0 * m.s))
        } else {
            base
        };
        batch.tile(
            r,
            face,
            Look {
                selected: lifted,
                hinted: hint_at == Some(i),
                ..Look::default()
            },
        );
        if my_turn && response.clicked() {
            intents.push(Intent::Play(Move::Discard {
                seat: me_seat,
                face,
            }));
        }
    }
}
