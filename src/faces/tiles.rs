//! Mahjong tiles: the ivory-and-jade body with depth, and the 42 faces.

use super::atlas::{CellLayout, Group, Painter};
use super::raster::{Canvas, circle, ellipse, linear, mix, polygon, rgb, rounded};
use super::{TILE_ASPECT, tile_depth};
use egui::Color32;
use parlour_rules::engine::tile::{Face, Suit};
use vello_cpu::kurbo::{BezPath, Point, Rect, Vec2};

/// Cell of the face-down tile in the tile atlas.
pub const BACK: usize = Face::COUNT;
/// Cell of the highlight overlay (white, tinted by the vertex colour).
pub const OVERLAY: usize = Face::COUNT + 1;

mod suits;

use suits::{bamboo, dots};

const IVORY: Color32 = rgb(253, 250, 240);
const IVORY_SHADE: Color32 = rgb(232, 222, 198);
const EDGE: Color32 = rgb(150, 132, 104);
const JADE: Color32 = rgb(28, 120, 92);
const JADE_DARK: Color32 = rgb(12, 72, 56);

/// Ink colours for one style.
struct Inks {
    blue: Color32,
    green: Color32,
    red: Color32,
    black: Color32,
}

const INKS: Inks = Inks {
    blue: rgb(24, 70, 156),
    green: rgb(18, 122, 62),
    red: rgb(200, 30, 36),
    black: rgb(28, 30, 44),
};

/// Okabe-Ito colours: distinguishable with every common colour-vision deficiency.
const INKS_CVD: Inks = Inks {
    blue: rgb(0, 94, 160),
    green: rgb(0, 130, 96),
    red: rgb(213, 94, 0),
    black: rgb(20, 20, 20),
};

/// Draws tiles with the player's tile preferences.
pub struct TilePainter {
    /// Suits also get marks in the corner and a colour-vision-safe palette.
    pub colour_blind: bool,
    /// A small index in the top-left corner.
    pub corner_index: bool,
}

impl Painter for TilePainter {
    fn group(&self) -> Group {
        Group::Tiles
    }

    fn style(&self) -> u64 {
        u64::from(self.colour_blind) | u64::from(self.corner_index) << 1
    }

    fn layout(&self, px: f32) -> CellLayout {
        let depth = tile_depth(px);
        let pad = (px * 0.03).ceil() + 1.0;
        let face = egui::vec2(px, px * TILE_ASPECT);
        CellLayout {
            cell: egui::vec2(
                face.x + depth.x.abs() + 2.0 * pad,
                face.y + depth.y + 2.0 * pad,
            ),
            face_offset: egui::vec2(pad + depth.x.abs(), pad),
            face,
        }
    }

    fn cells(&self) -> usize {
        Face::COUNT + 2
    }

    fn draw(&self, canvas: &mut Canvas, index: usize, f: Rect) {
        if index == OVERLAY {
            overlay(canvas, f);
            return;
        }
        body(canvas, f);
        if index == BACK {
            back(canvas, f);
            return;
        }
        surface(canvas, f);
        let Some(face) = Face::from_index(index) else {
            return;
        };
        let inks = if self.colour_blind { &INKS_CVD } else { &INKS };
        let w = f.width();
        let mut content = f.inset(-0.11 * w);
        if self.corner_index {
            content.y0 += 0.08 * w;
            content.x0 += 0.05 * w;
        }
        face_art(canvas, face, content, inks);
        if self.corner_index || self.colour_blind {
            corner(canvas, face, f, inks, self.colour_blind);
        }
    }
}

/// The side of the tile: stamped rounded rectangles from the back layer forward, ivory in front
/// and jade behind like a real two-layer tile, then the bottom side darkened (light comes from the
/// upper right, so the left side is in half shade and the bottom in full shade).
fn body(canvas: &mut Canvas, f: Rect) {
    let w = f.width();
    let radius = 0.1 * w;
    let d = tile_depth(w as f32);
    let (dx, dy) = (f64::from(d.x), f64::from(d.y));
    let steps = (dy.abs().ceil() as usize).clamp(2, 40);
    let mut silhouette = BezPath::new();
    for i in (1..=steps).rev() {
        let t = i as f64 / steps as f64;
        let r = f + Vec2::new(dx * t, dy * t);
        let colour = if t > 0.5 {
            mix(JADE, JADE_DARK, ((t - 0.5) * 2.0) as f32)
        } else {
            mix(IVORY_SHADE, rgb(205, 190, 160), (t * 2.0) as f32)
        };
        let path = rounded(r, radius);
        canvas.fill(&path, colour);
        silhouette.extend(path);
    }
    // The bottom side, clipped to the body so rounded corners stay round.
    canvas.push_clip(&silhouette);
    let bottom = polygon(&[
        (f.x0, f.y1 - radius).into(),
        (f.x1, f.y1 - radius).into(),
        (f.x1 + dx, f.y1 + dy).into(),
        (f.x0 + dx, f.y1 + dy).into(),
    ]);
    canvas.fill(&bottom, Color32::from_black_alpha(60));
    canvas.pop_clip();
    // A thin dark outline around the whole block separates neighbouring tiles.
    let outline = rounded(f + Vec2::new(dx, dy), radius);
    canvas.stroke(&outline, (0.012 * w).max(0.7), EDGE);
}

/// The top surface: warm ivory, lighter towards the light.
fn surface(canvas: &mut Canvas, f: Rect) {
    let w = f.width();
    let path = rounded(f, 0.1 * w);
    canvas.fill_gradient(
        &path,
        linear((f.x1, f.y0).into(), (f.x0, f.y1).into(), IVORY, IVORY_SHADE),
    );
    canvas.stroke(&path, (0.014 * w).max(0.8), EDGE);
    // A faint bevel just inside the edge.
    let inner = rounded(f.inset(-0.035 * w), 0.07 * w);
    canvas.stroke(&inner, (0.01 * w).max(0.5), Color32::from_white_alpha(200));
}

fn back(canvas: &mut Canvas, f: Rect) {
    let w = f.width();
    let path = rounded(f, 0.1 * w);
    canvas.fill_gradient(
        &path,
        linear(
            (f.x1, f.y0).into(),
            (f.x0, f.y1).into(),
            rgb(44, 150, 114),
            JADE_DARK,
        ),
    );
    canvas.stroke(&path, (0.014 * w).max(0.8), JADE_DARK);
    let inner = rounded(f.inset(-0.12 * w), 0.05 * w);
    canvas.stroke(&inner, (0.02 * w).max(0.6), Color32::from_white_alpha(90));
    let c = f.center();
    let diamond = polygon(&[
        (c.x, c.y - 0.2 * w).into(),
        (c.x + 0.14 * w, c.y).into(),
        (c.x, c.y + 0.2 * w).into(),
        (c.x - 0.14 * w, c.y).into(),
    ]);
    canvas.fill(&diamond, Color32::from_white_alpha(70));
}

fn overlay(canvas: &mut Canvas, f: Rect) {
    let w = f.width();
    let path = rounded(f, 0.1 * w);
    canvas.fill(&path, Color32::from_white_alpha(70));
    let ring = rounded(f.inset(-0.03 * w), 0.08 * w);
    canvas.stroke(&ring, (0.06 * w).max(2.0), Color32::WHITE);
}

/// A point at fractions (`x`, `y`) of `r`.
fn at(r: Rect, x: f64, y: f64) -> Point {
    Point::new(r.x0 + x * r.width(), r.y0 + y * r.height())
}

fn face_art(canvas: &mut Canvas, face: Face, c: Rect, inks: &Inks) {
    let rank = face.rank();
    match face.suit() {
        Suit::Dots => dots(canvas, rank, c, inks),
        Suit::Bamboo => bamboo(canvas, rank, c, inks),
        Suit::Characters => {
            const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
            let numeral = NUMERALS[usize::from(rank - 1) % 9];
            let top = Rect::new(c.x0, c.y0, c.x1, c.y0 + c.height() * 0.4);
            let bottom = Rect::new(c.x0, c.y0 + c.height() * 0.45, c.x1, c.y1);
            canvas.glyph_fit(numeral, top.inset(-0.04 * c.width()), inks.black);
            canvas.glyph_fit('萬', bottom, inks.red);
        }
        Suit::Honours => honour(canvas, rank, c, inks),
        Suit::Bonus => bonus(canvas, rank, c, inks),
    }
}

fn honour(canvas: &mut Canvas, rank: u8, c: Rect, inks: &Inks) {
    let glyph_box = c.inset(-0.02 * c.width());
    match rank {
        1..=4 => {
            let ch = ['東', '南', '西', '北'][usize::from(rank - 1)];
            canvas.glyph_fit(ch, glyph_box, inks.black);
        }
        5 => {
            // The white dragon: an empty double frame.
            let w = c.width();
            let mut outer = c.inset(-0.04 * w);
            // Leave the corner index its own space.
            outer.y0 = outer.y0.max(c.y0 + 0.16 * w);
            canvas.stroke(&rounded(outer, 0.06 * w), 0.07 * w, inks.blue);
            let inner = outer.inset(-0.13 * w);
            canvas.stroke(&rounded(inner, 0.03 * w), 0.035 * w, inks.blue);
        }
        6 => canvas.glyph_fit('發', glyph_box, inks.green),
        _ => canvas.glyph_fit('中', glyph_box, inks.red),
    }
}

fn bonus(canvas: &mut Canvas, rank: u8, c: Rect, inks: &Inks) {
    let w = c.width();
    let art = Rect::new(c.x0, c.y0, c.x1, c.y0 + 0.62 * c.height());
    let label = Rect::new(
        c.x0 + 0.2 * w,
        c.y0 + 0.66 * c.height(),
        c.x1 - 0.2 * w,
        c.y1,
    );
    if rank <= 4 {
        // Flowers: a blossom of 5 petals on a stem, each flower its own colour.
        let (petal, ch) = match rank {
            1 => (rgb(226, 98, 150), '梅'),
            2 => (rgb(140, 80, 190), '蘭'),
            3 => (rgb(232, 160, 20), '菊'),
            _ => (inks.green, '竹'),
        };
        let centre = art.center();
        let r = 0.36 * w;
        canvas.stroke(
            &polygon(&[centre, centre + (-0.1 * w, 0.55 * w)]),
            0.05 * w,
            inks.green,
        );
        canvas.fill(
            &ellipse(centre + (-0.2 * w, 0.38 * w), (0.13 * w, 0.05 * w), -0.6),
            inks.green,
        );
        let petals = if rank == 3 { 10 } else { 5 };
        for i in 0..petals {
            let a = std::f64::consts::TAU * f64::from(i) / f64::from(petals) - 1.57;
            let p = centre + (0.55 * r * a.cos(), 0.55 * r * a.sin());
            let radii = if rank == 3 {
                (0.4 * r, 0.14 * r)
            } else {
                (0.42 * r, 0.3 * r)
            };
            canvas.fill(&ellipse(p, radii, a), petal);
        }
        canvas.fill(&circle(centre, 0.2 * r), rgb(250, 210, 60));
        canvas.glyph_fit(ch, label, inks.black);
    } else {
        // Seasons: a red seal with the season's character.
        let ch = ['春', '夏', '秋', '冬'][usize::from(rank - 5) % 4];
        let seal = art.inset(-0.04 * w);
        canvas.fill(&rounded(seal, 0.08 * w), inks.red);
        canvas.stroke(&rounded(seal.inset(-0.05 * w), 0.05 * w), 0.025 * w, IVORY);
        canvas.glyph_fit(ch, seal.inset(-0.13 * w), IVORY);
        let mark = ['1', '2', '3', '4'][usize::from(rank - 5) % 4];
        canvas.glyph_fit(mark, label, inks.red);
    }
}

/// The corner index ("3", "E", "R") and, for colour-blind players, a suit mark under it.
fn corner(canvas: &mut Canvas, face: Face, f: Rect, inks: &Inks, colour_blind: bool) {
    let w = f.width();
    let rank = face.rank();
    let (text, ink): (String, Color32) = match face.suit() {
        Suit::Characters => (rank.to_string(), inks.red),
        Suit::Dots => (rank.to_string(), inks.blue),
        Suit::Bamboo => (rank.to_string(), inks.green),
        Suit::Honours => {
            let letter = ["E", "S", "W", "N", "Wh", "G", "R"][usize::from(rank - 1) % 7];
            (letter.to_owned(), inks.black)
        }
        Suit::Bonus => (((rank - 1) % 4 + 1).to_string(), inks.red),
    };
    let cap = 0.17 * w;
    let pos = Point::new(f.x0 + 0.08 * w, f.y0 + 0.08 * w + cap);
    canvas.text(&text, pos, cap, false, ink);
    if !colour_blind {
        return;
    }
    let mark = Rect::new(pos.x, pos.y + 0.04 * w, pos.x + 0.12 * w, pos.y + 0.16 * w);
    match face.suit() {
        Suit::Dots => canvas.stroke(&circle(mark.center(), 0.045 * w), 0.025 * w, inks.black),
        Suit::Bamboo => canvas.fill(
            &rounded(
                Rect::new(
                    mark.center().x - 0.02 * w,
                    mark.y0,
                    mark.center().x + 0.02 * w,
                    mark.y1,
                ),
                0.01 * w,
            ),
            inks.black,
        ),
        Suit::Characters => canvas.glyph_fit('萬', mark, inks.black),
        _ => {}
    }
}
