//! Small painting pieces shared by the board and the result screen: names, tile backs, melds
//! and flowers.

use crate::faces::names::tile_name;
use crate::faces::{FaceBatch, Look, TILE_ASPECT};
use crate::t;
use egui::{Pos2, Rect, Sense, Vec2, pos2, vec2};
use parlour_rules::engine::tile::Face;
use parlour_rules::mahjong::hand::{Meld, MeldKind};
use parlour_rules::mahjong::view::SeatView;

/// A wind's name (0 East .. 3 North).
pub fn wind_name(wind: u8) -> String {
    match wind % 4 {
        0 => t!("mahjong-wind-east"),
        1 => t!("mahjong-wind-south"),
        2 => t!("mahjong-wind-west"),
        _ => t!("mahjong-wind-north"),
    }
}

/// How the player calls each seat by where it sits on the screen, from the seat's place counted
/// from the player's own (0 the player, 1 on the right, 2 across, 3 on the left).
pub fn seat_name(place: u8) -> String {
    match place % 4 {
        0 => t!("mahjong-seat-you"),
        1 => t!("mahjong-seat-right"),
        2 => t!("mahjong-seat-across"),
        _ => t!("mahjong-seat-left"),
    }
}

/// The place of `seat` as seen from `me` (0 me, 1 right, 2 across, 3 left).
pub(crate) fn place(me: u8, seat: u8) -> u8 {
    (seat % 4 + 4 - me % 4) % 4
}

/// What the board calls a seat: the player's name at a LAN table ("Ann", "Bo (you)"), else
/// where it sits ("Right").
pub(crate) fn seat_label(view: &SeatView, names: Option<&[String; 4]>, seat: u8) -> String {
    match names.and_then(|n| n.get(usize::from(seat % 4))) {
        Some(name) if seat == view.seat && name.is_empty() => t!("mahjong-seat-you"),
        Some(name) if seat == view.seat => t!("mahjong-name-you", name = name.as_str()),
        Some(name) => name.clone(),
        None => seat_name(place(view.seat, seat)),
    }
}

/// An accessible name for a tile at `place` (counted from the player's seat): the message `id`
/// says "Your discard: ..." for the player and "Discard of Left: ..." for the others, from
/// `$place` (`you` or `other`) and `$seat`, with the tile's name as `$tile`.
pub(crate) fn whose(id: &'static str, place: u8, tile: Option<Face>) -> String {
    let mut args = crate::i18n::FluentArgs::new();
    args.set("place", if place == 0 { "you" } else { "other" });
    args.set("seat", seat_name(place));
    if let Some(face) = tile {
        args.set("tile", tile_name(face));
    }
    crate::i18n::tr_args(id, Some(&args))
}

/// A tile (or a block of tiles) made findable by its accessible name.
pub(crate) fn named(
    ui: &egui::Ui,
    id: impl std::hash::Hash + std::fmt::Debug,
    rect: Rect,
    sense: Sense,
    name: String,
) -> egui::Response {
    let response = ui.interact(rect, ui.scope_id().with(id), sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response
}

/// A face-down tile.
pub(crate) fn paint_back(painter: &egui::Painter, rect: Rect) {
    // The back comes from the faces atlas like every other tile; no preference changes a back.
    let mut batch = FaceBatch::new(painter.ctx(), &Default::default(), &Default::default());
    batch.tile_back(rect, Look::default());
    batch.paint(painter);
}

/// The faces of a meld as shown: a concealed kong shows its two middle tiles only.
pub(crate) fn meld_faces(meld: &Meld) -> Vec<Option<Face>> {
    let faces = meld.faces();
    if meld.kind == MeldKind::Kong && meld.concealed {
        faces
            .iter()
            .enumerate()
            .map(|(i, &f)| (i == 1 || i == 2).then_some(f))
            .collect()
    } else {
        faces.into_iter().map(Some).collect()
    }
}

/// Paints melds left to right from `origin`; returns the x after the last one.
#[allow(clippy::too_many_arguments)]
pub(crate) fn melds_row(
    ui: &egui::Ui,
    painter: &egui::Painter,
    batch: &mut FaceBatch,
    origin: Pos2,
    w: f32,
    melds: &[Meld],
    owner: u8,
    salt: u8,
) -> f32 {
    let mut x = origin.x;
    for (mi, meld) in melds.iter().enumerate() {
        for (ti, face) in meld_faces(meld).into_iter().enumerate() {
            let r = Rect::from_min_size(pos2(x, origin.y), vec2(w, w * TILE_ASPECT));
            match face {
                Some(face) => {
                    batch.tile(r, face, Look::default());
                    named(
                        ui,
                        ("meld", salt, mi, ti),
                        r,
                        Sense::hover(),
                        whose("mahjong-meld-name", owner, Some(face)),
                    );
                }
                None => {
                    paint_back(painter, r);
                    named(
                        ui,
                        ("meld", salt, mi, ti),
                        r,
                        Sense::hover(),
                        whose("mahjong-meld-hidden-name", owner, None),
                    );
                }
            }
            x += w;
        }
        x += w * 0.35;
    }
    x
}

pub(crate) fn melds_width(melds: &[Meld], w: f32) -> f32 {
    melds
        .iter()
        .map(|m| m.faces().len() as f32 * w + w * 0.35)
        .sum()
}

pub(crate) fn hand_name(ui: &egui::Ui, seat: u8, rect: Rect, count: usize) {
    named(
        ui,
        ("backs", seat),
        rect,
        Sense::hover(),
        t!(
            "mahjong-hand-backs-name",
            place = if seat == 0 { "you" } else { "other" },
            seat = seat_name(seat),
            count = count as i64
        ),
    );
}

pub(crate) fn bonus_row(
    ui: &egui::Ui,
    batch: &mut FaceBatch,
    origin: Pos2,
    w: f32,
    bonus: &[Face],
    owner: u8,
) {
    for (i, &face) in bonus.iter().enumerate() {
        let r = Rect::from_min_size(
            pos2(origin.x + i as f32 * w, origin.y),
            vec2(w, w * TILE_ASPECT),
        );
        batch.tile(r, face, Look::default());
        named(
            ui,
            ("bonus", owner, i),
            r,
            Sense::hover(),
            whose("mahjong-bonus-name", owner, Some(face)),
        );
    }
}

/// The size a list of tiles takes at width `w` (for the result screen).
pub(crate) fn tile_size(w: f32) -> Vec2 {
    vec2(w, w * TILE_ASPECT)
}
