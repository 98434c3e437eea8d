//! Playing cards: 52 faces with proper pip layouts, court cards with drawn emblems, and backs.

use super::CARD_ASPECT;
use super::CardBack;
use super::atlas::{CellLayout, Group, Painter};
use super::custom::CustomBack;
use super::raster::{Canvas, circle, ellipse, linear, mix, polygon, radial, regular, rgb, rounded};
use egui::{Color32, ColorImage};
use parlour_rules::engine::card::{Card, CardSuit};
use std::f64::consts::PI;
use std::sync::Arc;
use vello_cpu::kurbo::{Affine, BezPath, Point, Rect};

/// First back cell: the built-in backs in [`CardBack`] order, then the custom one.
pub const BACKS: usize = 52;
/// Cell of the highlight overlay.
pub const OVERLAY: usize = 56;

const RED: Color32 = rgb(200, 22, 44);
const BLACK: Color32 = rgb(24, 24, 34);
const PAPER: Color32 = rgb(255, 254, 250);
const GOLD: Color32 = rgb(226, 176, 44);
const GOLD_DARK: Color32 = rgb(150, 104, 20);

/// The cell showing `back`.
pub fn back_cell(back: CardBack) -> usize {
    BACKS
        + match back {
            CardBack::Lattice => 0,
            CardBack::Rosette => 1,
            CardBack::Tartan => 2,
            CardBack::Custom => 3,
        }
}

/// Draws the card atlas.
pub struct CardPainter {
    /// The player's own back picture, if one is loaded.
    pub custom: Option<Arc<CustomBack>>,
}

impl Painter for CardPainter {
    fn group(&self) -> Group {
        Group::Cards
    }

    fn style(&self) -> u64 {
        self.custom.as_ref().map_or(0, |c| c.generation)
    }

    fn layout(&self, px: f32) -> CellLayout {
        let pad = (px * 0.05).ceil() + 1.0;
        let face = egui::vec2(px, px * CARD_ASPECT);
        CellLayout {
            cell: face + egui::vec2(2.0 * pad, 2.0 * pad),
            face_offset: egui::vec2(pad, pad),
            face,
        }
    }

    fn cells(&self) -> usize {
        OVERLAY + 1
    }

    fn draw(&self, canvas: &mut Canvas, index: usize, f: Rect) {
        let w = f.width();
        let path = rounded(f, 0.07 * w);
        if index == OVERLAY {
            canvas.fill(&path, Color32::from_white_alpha(60));
            canvas.stroke(
                &rounded(f.inset(-0.025 * w), 0.06 * w),
                (0.05 * w).max(2.0),
                Color32::WHITE,
            );
            return;
        }
        // A soft shadow below and to the right.
        canvas.fill(
            &rounded(
                f + vello_cpu::kurbo::Vec2::new(0.012 * w, 0.025 * w),
                0.07 * w,
            ),
            Color32::from_black_alpha(50),
        );
        canvas.fill(&path, PAPER);
        canvas.stroke(&path, (0.012 * w).max(0.8), rgb(150, 150, 150));
        if index >= BACKS {
            back(canvas, index - BACKS, f);
            return;
        }
        let Some(card) = Card::deck().nth(index) else {
            return;
        };
        face(canvas, card, f);
    }

    fn post(&self, image: &mut ColorImage, index: usize, face: Rect) {
        if index == back_cell(CardBack::Custom)
            && let Some(custom) = &self.custom
        {
            custom.paste(image, inner(face));
        }
    }
}

/// The framed area inside a back's white border.
fn inner(f: Rect) -> Rect {
    f.inset(-0.07 * f.width())
}

fn ink(suit: CardSuit) -> Color32 {
    if suit.is_red() { RED } else { BLACK }
}

/// A suit symbol `size` pixels tall centred at `at`, upside down when `flip`.
pub fn pip(canvas: &mut Canvas, suit: CardSuit, at: Point, size: f64, flip: bool) {
    let saved = canvas.transform();
    let turn = if flip {
        Affine::rotate(PI)
    } else {
        Affine::IDENTITY
    };
    canvas.set_transform(saved * Affine::translate(at.to_vec2()) * turn * Affine::scale(size));
    let colour = ink(suit);
    let mut parts: Vec<BezPath> = Vec::new();
    match suit {
        CardSuit::Hearts => {
            parts.push(circle((-0.235, -0.17).into(), 0.265));
            parts.push(circle((0.235, -0.17).into(), 0.265));
            parts.push(polygon(&[
                (-0.49, -0.1).into(),
                (0.49, -0.1).into(),
                (0.0, 0.5).into(),
            ]));
        }
        CardSuit::Diamonds => {
            let mut d = BezPath::new();
            d.move_to((0.0, -0.5));
            d.quad_to((0.16, -0.2), (0.4, 0.0));
            d.quad_to((0.16, 0.2), (0.0, 0.5));
            d.quad_to((-0.16, 0.2), (-0.4, 0.0));
            d.quad_to((-0.16, -0.2), (0.0, -0.5));
            d.close_path();
            parts.push(d);
        }
        CardSuit::Spades => {
            parts.push(circle((-0.235, 0.08).into(), 0.25));
            parts.push(circle((0.235, 0.08).into(), 0.25));
            parts.push(polygon(&[
                (-0.48, 0.02).into(),
                (0.48, 0.02).into(),
                (0.0, -0.5).into(),
            ]));
            parts.push(polygon(&[
                (0.0, 0.05).into(),
                (0.15, 0.5).into(),
                (-0.15, 0.5).into(),
            ]));
        }
        CardSuit::Clubs => {
            parts.push(circle((0.0, -0.25).into(), 0.22));
            parts.push(circle((-0.25, 0.07).into(), 0.22));
            parts.push(circle((0.25, 0.07).into(), 0.22));
            parts.push(circle((0.0, -0.02).into(), 0.12));
            parts.push(polygon(&[
                (0.0, -0.05).into(),
                (0.15, 0.5).into(),
                (-0.15, 0.5).into(),
            ]));
        }
    }
    for part in &parts {
        canvas.fill(part, colour);
    }
    canvas.set_transform(saved);
}

/// Where the pips of ranks 2 to 10 go, as (column 0..=2, row 0..=1, flipped).
fn pip_spots(rank: u8) -> Vec<(f64, f64)> {
    let col = |x: f64, ys: &[f64]| ys.iter().map(|&y| (x, y)).collect::<Vec<_>>();
    let third = [0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0];
    let mut spots = match rank {
        2 => col(0.5, &[0.0, 1.0]),
        3 => col(0.5, &[0.0, 0.5, 1.0]),
        4 | 5 => [col(0.0, &[0.0, 1.0]), col(1.0, &[0.0, 1.0])].concat(),
        6..=8 => [col(0.0, &[0.0, 0.5, 1.0]), col(1.0, &[0.0, 0.5, 1.0])].concat(),
        _ => [col(0.0, &third), col(1.0, &third)].concat(),
    };
    match rank {
        5 => spots.push((0.5, 0.5)),
        7 => spots.push((0.5, 0.25)),
        8 => spots.extend([(0.5, 0.25), (0.5, 0.75)]),
        9 => spots.push((0.5, 0.5)),
        10 => spots.extend([(0.5, 1.0 / 6.0), (0.5, 5.0 / 6.0)]),
        _ => {}
    }
    spots
}

fn face(canvas: &mut Canvas, card: Card, f: Rect) {
    let w = f.width();
    let h = f.height();
    let colour = ink(card.suit);
    // Corner indices, the lower one turned round.
    for flip in [false, true] {
        let saved = canvas.transform();
        if flip {
            let c = f.center();
            canvas.set_transform(saved * Affine::rotate_about(PI, c));
        }
        let cap = 0.15 * w;
        let x = f.x0 + 0.11 * w;
        let baseline = f.y0 + 0.07 * w + cap;
        let rank = card.rank_text();
        // "10" is narrow-set so it fits the same column as one letter.
        let cap = if rank.len() > 1 { cap * 0.85 } else { cap };
        canvas.text(rank, (x, baseline).into(), cap, true, colour);
        pip(
            canvas,
            card.suit,
            (x, baseline + 0.12 * w).into(),
            0.13 * w,
            false,
        );
        canvas.set_transform(saved);
    }
    let area = Rect::new(
        f.x0 + 0.32 * w,
        f.y0 + 0.16 * h,
        f.x1 - 0.32 * w,
        f.y1 - 0.16 * h,
    );
    match card.rank {
        1 => {
            let size = if card.suit == CardSuit::Spades {
                0.5
            } else {
                0.36
            } * w;
            pip(canvas, card.suit, f.center(), size, false);
        }
        11..=13 => court(canvas, card, f),
        rank => {
            let size = if rank >= 9 { 0.18 } else { 0.2 } * w;
            for (x, y) in pip_spots(rank) {
                let at = Point::new(area.x0 + x * area.width(), area.y0 + y * area.height());
                pip(canvas, card.suit, at, size, y > 0.55);
            }
        }
    }
}

/// A court card: a framed panel with the rank's emblem and a pip in each half, double-headed.
fn court(canvas: &mut Canvas, card: Card, f: Rect) {
    let w = f.width();
    let panel = Rect::new(
        f.x0 + 0.21 * w,
        f.y0 + 0.07 * f.height(),
        f.x1 - 0.21 * w,
        f.y1 - 0.07 * f.height(),
    );
    let colour = ink(card.suit);
    let frame = rounded(panel, 0.03 * w);
    canvas.fill_gradient(
        &frame,
        linear(
            (panel.x0, panel.y0).into(),
            (panel.x1, panel.y1).into(),
            rgb(253, 244, 214),
            rgb(240, 222, 176),
        ),
    );
    for flip in [false, true] {
        let saved = canvas.transform();
        if flip {
            canvas.set_transform(saved * Affine::rotate_about(PI, panel.center()));
        }
        let half = Rect::new(panel.x0, panel.y0, panel.x1, panel.center().y);
        let pw = half.width();
        let art = Rect::new(
            half.x0 + 0.06 * pw,
            half.y0 + 0.04 * half.height(),
            half.x1 - 0.06 * pw,
            half.y0 + 0.66 * half.height(),
        );
        match card.rank {
            13 => crown(canvas, art, colour),
            12 => tiara(canvas, art, colour),
            _ => cap(canvas, art, colour),
        }
        pip(
            canvas,
            card.suit,
            (half.x0 + 0.3 * pw, half.y0 + 0.8 * half.height()).into(),
            0.16 * w,
            false,
        );
        canvas.text(
            card.rank_text(),
            (half.x0 + 0.7 * pw, half.y0 + 0.9 * half.height()).into(),
            0.13 * w,
            true,
            colour,
        );
        canvas.set_transform(saved);
    }
    canvas.stroke(
        &polygon(&[
            (panel.x0, panel.center().y).into(),
            (panel.x1, panel.center().y).into(),
        ]),
        0.008 * w,
        colour,
    );
    canvas.stroke(&frame, 0.02 * w, colour);
}

fn at(r: Rect, x: f64, y: f64) -> Point {
    Point::new(r.x0 + x * r.width(), r.y0 + y * r.height())
}

/// The king's crown: five points with orbs over a jewelled band.
fn crown(canvas: &mut Canvas, r: Rect, jewel: Color32) {
    let w = r.width();
    let outline = polygon(&[
        at(r, 0.1, 0.78),
        at(r, 0.04, 0.28),
        at(r, 0.3, 0.52),
        at(r, 0.5, 0.16),
        at(r, 0.7, 0.52),
        at(r, 0.96, 0.28),
        at(r, 0.9, 0.78),
    ]);
    canvas.fill_gradient(
        &outline,
        linear(
            at(r, 0.0, 0.2),
            at(r, 0.0, 0.8),
            mix(GOLD, Color32::WHITE, 0.3),
            GOLD,
        ),
    );
    canvas.stroke(&outline, 0.025 * w, GOLD_DARK);
    for (x, y) in [(0.04, 0.28), (0.5, 0.16), (0.96, 0.28)] {
        canvas.fill(&circle(at(r, x, y), 0.06 * w), GOLD_DARK);
        canvas.fill(&circle(at(r, x, y), 0.04 * w), GOLD);
    }
    let band = rounded(
        Rect::from_points(at(r, 0.08, 0.72), at(r, 0.92, 0.94)),
        0.03 * w,
    );
    canvas.fill(&band, GOLD);
    canvas.stroke(&band, 0.025 * w, GOLD_DARK);
    for x in [0.25, 0.5, 0.75] {
        canvas.fill(&circle(at(r, x, 0.83), 0.06 * w), jewel);
    }
}

/// The queen's tiara: an arch of pearls over a band, one large jewel in front.
fn tiara(canvas: &mut Canvas, r: Rect, jewel: Color32) {
    let w = r.width();
    let arch = ellipse(at(r, 0.5, 0.72), (0.42 * w, 0.5 * r.height()), 0.0);
    canvas.push_clip(&polygon(&[
        at(r, -0.1, -0.2),
        at(r, 1.1, -0.2),
        at(r, 1.1, 0.75),
        at(r, -0.1, 0.75),
    ]));
    canvas.fill_gradient(
        &arch,
        linear(
            at(r, 0.0, 0.2),
            at(r, 0.0, 0.8),
            mix(GOLD, Color32::WHITE, 0.3),
            GOLD,
        ),
    );
    canvas.stroke(&arch, 0.025 * w, GOLD_DARK);
    canvas.pop_clip();
    for i in 0..7 {
        let a = PI + PI * (f64::from(i) + 0.5) / 7.0;
        let p = at(r, 0.5, 0.72) + (0.42 * w * a.cos(), 0.5 * r.height() * a.sin());
        canvas.fill(&circle(p, 0.045 * w), PAPER);
        canvas.stroke(&circle(p, 0.045 * w), 0.012 * w, GOLD_DARK);
    }
    let band = rounded(
        Rect::from_points(at(r, 0.06, 0.7), at(r, 0.94, 0.88)),
        0.05 * w,
    );
    canvas.fill(&band, GOLD);
    canvas.stroke(&band, 0.02 * w, GOLD_DARK);
    let gem = polygon(&regular(at(r, 0.5, 0.48), 0.13 * w, 4, None));
    canvas.fill(&gem, jewel);
    canvas.stroke(&gem, 0.02 * w, GOLD_DARK);
}

/// The jack's emblem: a sword behind a shield.
fn cap(canvas: &mut Canvas, r: Rect, colour: Color32) {
    let w = r.width();
    // The sword: a silver blade and a gold hilt, tilted.
    let blade = polygon(&[
        at(r, 0.16, 0.92),
        at(r, 0.2, 0.96),
        at(r, 0.9, 0.1),
        at(r, 0.84, 0.06),
    ]);
    canvas.fill(&blade, rgb(200, 204, 214));
    canvas.stroke(&blade, 0.012 * w, rgb(110, 114, 128));
    canvas.stroke(
        &polygon(&[at(r, 0.08, 0.7), at(r, 0.38, 0.98)]),
        0.05 * w,
        GOLD_DARK,
    );
    // The shield.
    let mut shield = BezPath::new();
    shield.move_to(at(r, 0.24, 0.12));
    shield.line_to(at(r, 0.76, 0.12));
    shield.line_to(at(r, 0.76, 0.5));
    shield.quad_to(at(r, 0.74, 0.82), at(r, 0.5, 0.96));
    shield.quad_to(at(r, 0.26, 0.82), at(r, 0.24, 0.5));
    shield.close_path();
    canvas.fill_gradient(
        &shield,
        linear(
            at(r, 0.2, 0.1),
            at(r, 0.8, 0.9),
            mix(colour, Color32::WHITE, 0.3),
            colour,
        ),
    );
    canvas.stroke(&shield, 0.035 * w, GOLD);
    let chevron = polygon(&[
        at(r, 0.26, 0.62),
        at(r, 0.5, 0.4),
        at(r, 0.74, 0.62),
        at(r, 0.74, 0.74),
        at(r, 0.5, 0.52),
        at(r, 0.26, 0.74),
    ]);
    canvas.fill(&chevron, GOLD);
}

fn back(canvas: &mut Canvas, which: usize, f: Rect) {
    let w = f.width();
    let area = inner(f);
    let path = rounded(area, 0.04 * w);
    canvas.push_clip(&path);
    match which {
        0 => lattice_back(canvas, &path, f, area),
        1 => rosette_back(canvas, &path, f, area),
        2 => tartan_back(canvas, &path, f, area),
        _ => placeholder_back(canvas, &path, f),
    }
    canvas.pop_clip();
    canvas.stroke(&path, 0.02 * w, rgb(60, 60, 70));
}

/// Lattice: navy with a white diamond trellis and a medallion.
fn lattice_back(canvas: &mut Canvas, path: &BezPath, f: Rect, area: Rect) {
    let w = f.width();
    canvas.fill(path, rgb(28, 58, 138));
    let step = 0.14 * w;
    let span = area.width() + area.height();
    let mut k = -span;
    while k < span {
        for dir in [1.0, -1.0] {
            let a = Point::new(area.x0 + k, area.y0);
            let b = Point::new(area.x0 + k + dir * area.height(), area.y1);
            canvas.stroke(&polygon(&[a, b]), 0.018 * w, Color32::from_white_alpha(110));
        }
        k += step;
    }
    medallion(canvas, f.center(), 0.2 * w, rgb(28, 58, 138));
}

/// Rosette: crimson with rings of gold.
fn rosette_back(canvas: &mut Canvas, path: &BezPath, f: Rect, area: Rect) {
    let w = f.width();
    canvas.fill_gradient(
        path,
        radial(f.center(), 0.8 * w, rgb(190, 40, 56), rgb(110, 14, 30)),
    );
    for i in 0..4 {
        let r = (0.12 + 0.1 * f64::from(i)) * w;
        canvas.stroke(&circle(f.center(), r), 0.015 * w, GOLD);
    }
    let star = polygon(&regular(f.center(), 0.42 * w, 12, Some(0.2 * w)));
    canvas.stroke(&star, 0.012 * w, mix(GOLD, Color32::WHITE, 0.3));
    canvas.fill(&circle(f.center(), 0.08 * w), GOLD);
    for corner in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
        canvas.fill(
            &circle(at(area, corner.0, corner.1), 0.14 * w),
            Color32::from_black_alpha(50),
        );
        canvas.stroke(
            &circle(at(area, corner.0, corner.1), 0.12 * w),
            0.015 * w,
            GOLD,
        );
    }
}

/// Tartan: forest green crossed by translucent bands.
fn tartan_back(canvas: &mut Canvas, path: &BezPath, f: Rect, area: Rect) {
    let w = f.width();
    canvas.fill(path, rgb(22, 92, 58));
    let bands = [
        (0.1, 0.08, 0),
        (0.3, 0.03, 1),
        (0.5, 0.12, 0),
        (0.7, 0.03, 1),
        (0.9, 0.08, 0),
    ];
    for (pos, width, kind) in bands {
        let colour = if kind == 0 {
            Color32::from_black_alpha(70)
        } else {
            Color32::from_rgba_unmultiplied(240, 200, 60, 140)
        };
        let bw = width * w;
        let x = area.x0 + pos * area.width();
        canvas.fill(
            &polygon(&[
                (x - bw, area.y0).into(),
                (x + bw, area.y0).into(),
                (x + bw, area.y1).into(),
                (x - bw, area.y1).into(),
            ]),
            colour,
        );
        let y = area.y0 + pos * area.height();
        canvas.fill(
            &polygon(&[
                (area.x0, y - bw).into(),
                (area.x1, y - bw).into(),
                (area.x1, y + bw).into(),
                (area.x0, y + bw).into(),
            ]),
            colour,
        );
    }
}

/// The custom back is pasted over this after rasterising; this shows until it loads.
fn placeholder_back(canvas: &mut Canvas, path: &BezPath, f: Rect) {
    let w = f.width();
    canvas.fill(path, rgb(120, 120, 128));
    canvas.text(
        "?",
        f.center() + (0.0, 0.1 * w),
        0.3 * w,
        true,
        Color32::from_white_alpha(200),
    );
}

fn medallion(canvas: &mut Canvas, c: Point, r: f64, ground: Color32) {
    canvas.fill(&circle(c, r), PAPER);
    canvas.fill(&circle(c, 0.86 * r), ground);
    let star = polygon(&regular(c, 0.7 * r, 8, Some(0.32 * r)));
    canvas.fill(&star, PAPER);
    canvas.fill(&circle(c, 0.18 * r), GOLD);
}
