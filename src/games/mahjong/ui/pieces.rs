//! Small painting pieces shared by the board and the result screen: names, tile backs, melds
//! and flowers.

use crate::faces::{FaceBatch, Look, TILE_ASPECT};
use egui::{Pos2, Rect, Sense, Vec2, pos2, vec2};
use parlour_rules::engine::tile::Face;
use parlour_rules::mahjong::hand::{Meld, MeldKind};
use parlour_rules::mahjong::view::SeatView;

/// A wind's name (0 East .. 3 North).
pub fn wind_name(wind: u8) -> &'static str {
    ["East", "South", "West", "North"][wind as usize % 4]
}

/// How the player calls each seat by where it sits on the screen, from the seat's place counted
/// from the player's own (0 the player, 1 on the right, 2 across, 3 on the left).
pub fn seat_name(place: u8) -> &'static str {
    ["You", "Right", "Across", "Left"][place as usize % 4]
}

/// The place of `seat` as seen from `me` (0 me, 1 right, 2 across, 3 left).
pub(crate) fn place(me: u8, seat: u8) -> u8 {
    (seat % 4 + 4 - me % 4) % 4
}

/// What the board calls a seat: the player's name at a LAN table ("Ann", "Bo (you)"), else
/// where it sits ("Right").
pub(crate) fn seat_label(view: &SeatView, names: Option<&[String; 4]>, seat: u8) -> String {
    match names.and_then(|n| n.get(usize::from(seat % 4))) {
        Some(name) if seat == view.seat && name.is_empty() => "You".to_owned(),
        Some(name) if seat == view.seat => format!("{name} (you)"),
        Some(name) => name.clone(),
        None => seat_name(place(view.seat, seat)).to_owned(),
    }
}

/// An accessible name for something at `place` (counted from the player's seat): "Your
/// discard" or "Discard of Left".
pub(crate) fn whose(place: u8, what: &str) -> String {
    if place == 0 {
        format!("Your {what}")
    } else {
        let mut chars = what.chars();
        let capital: String = chars
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        format!("{capital}{} of {}", chars.as_str(), seat_name(place))
    }
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
                        format!("{}: {}", whose(owner, "meld"), face.name()),
                    );
                }
                None => {
                    paint_back(painter, r);
                    named(
                        ui,
                        ("meld", salt, mi, ti),
                        r,
                        Sense::hover(),
                        format!("{}: concealed kong tile", whose(owner, "meld")),
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
        format!("{}: {count} concealed tiles", whose(seat, "hand")),
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
            format!("{}: {}", whose(owner, "flower or season"), face.name()),
        );
    }
}

/// The size a list of tiles takes at width `w` (for the result screen).
pub(crate) fn tile_size(w: f32) -> Vec2 {
    vec2(w, w * TILE_ASPECT)
}
