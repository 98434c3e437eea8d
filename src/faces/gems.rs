//! Match-3 gems: seven cut stones, each with its own outline and colour, lit from the upper left.

use super::GEM_KINDS;
use super::atlas::{CellLayout, Group, Painter};
use super::raster::{Canvas, circle, ellipse, mix, polygon, radial, regular, rgb, rounded};
use egui::Color32;
use vello_cpu::kurbo::{Point, Rect, Vec2};

/// Cell of the highlight overlay.
pub const OVERLAY: usize = GEM_KINDS as usize;

/// Each gem's name (for screen readers and the gallery) and colour.
pub const GEMS: [(&str, Color32); GEM_KINDS as usize] = [
    ("Red ruby", rgb(214, 28, 48)),
    ("Orange amber", rgb(240, 130, 20)),
    ("Yellow topaz star", rgb(246, 206, 30)),
    ("Green emerald", rgb(26, 170, 80)),
    ("Blue sapphire", rgb(36, 100, 226)),
    ("Purple amethyst", rgb(150, 60, 210)),
    ("White pearl", rgb(236, 234, 244)),
];

/// Draws the gem atlas.
pub struct GemPainter;

impl Painter for GemPainter {
    fn group(&self) -> Group {
        Group::Gems
    }

    fn style(&self) -> u64 {
        0
    }

    fn layout(&self, px: f32) -> CellLayout {
        let pad = 1.0;
        CellLayout {
            cell: egui::vec2(px + 2.0 * pad, px + 2.0 * pad),
            face_offset: egui::vec2(pad, pad),
            face: egui::vec2(px, px),
        }
    }

    fn cells(&self) -> usize {
        OVERLAY + 1
    }

    fn draw(&self, canvas: &mut Canvas, index: usize, f: Rect) {
        let s = f.width();
        if index == OVERLAY {
            let ring = rounded(f.inset(-0.04 * s), 0.14 * s);
            canvas.fill(&ring, Color32::from_white_alpha(50));
            canvas.stroke(&ring, (0.06 * s).max(2.0), Color32::WHITE);
            return;
        }
        let c = f.center();
        let r = 0.4 * s;
        let Some(&(_, base)) = GEMS.get(index) else {
            return;
        };
        // A soft shadow on the board.
        canvas.fill(
            &ellipse(c + Vec2::new(0.03 * s, 0.36 * s), (0.3 * s, 0.07 * s), 0.0),
            Color32::from_black_alpha(60),
        );
        if index == 6 {
            pearl(canvas, c, r, base);
            return;
        }
        let outline = match index {
            0 => {
                let (a, b) = (0.82 * r, 0.5 * r);
                vec![
                    (-b, -a),
                    (b, -a),
                    (a, -b),
                    (a, b),
                    (b, a),
                    (-b, a),
                    (-a, b),
                    (-a, -b),
                ]
                .into_iter()
                .map(|(x, y)| c + Vec2::new(x, y))
                .collect()
            }
            1 => regular(c, r, 6, None),
            2 => regular(c + Vec2::new(0.0, 0.05 * r), 1.08 * r, 5, Some(0.52 * r)),
            3 => {
                let (a, b, k) = (0.66 * r, 0.92 * r, 0.28 * r);
                vec![
                    (-a + k, -b),
                    (a - k, -b),
                    (a, -b + k),
                    (a, b - k),
                    (a - k, b),
                    (-a + k, b),
                    (-a, b - k),
                    (-a, -b + k),
                ]
                .into_iter()
                .map(|(x, y)| c + Vec2::new(x, y))
                .collect()
            }
            4 => vec![
                c + Vec2::new(0.0, -r),
                c + Vec2::new(0.78 * r, 0.0),
                c + Vec2::new(0.0, r),
                c + Vec2::new(-0.78 * r, 0.0),
            ],
            _ => regular(c + Vec2::new(0.0, 0.14 * r), 1.12 * r, 3, None),
        };
        faceted(canvas, &outline, c, base, s);
    }
}

/// A cut stone: the outline in the base colour, a bevel of facets shaded by which way they face,
/// a lighter table in the middle, and a glint.
fn faceted(canvas: &mut Canvas, outline: &[Point], c: Point, base: Color32, s: f64) {
    let n = outline.len();
    let centroid = outline.iter().fold(Vec2::ZERO, |acc, p| acc + p.to_vec2()) / n as f64;
    let centroid = centroid.to_point();
    let table: Vec<Point> = outline
        .iter()
        .map(|p| centroid + (*p - centroid) * 0.55 + Vec2::new(-0.02 * s, -0.02 * s))
        .collect();
    canvas.fill(&polygon(outline), base);
    let light = Vec2::new(-0.6, -0.8);
    for i in 0..n {
        let j = (i + 1) % n;
        let (a, b) = (outline[i], outline[j]);
        let mid = a.midpoint(b) - centroid;
        let normal = mid / mid.hypot().max(1e-6);
        let lit = normal.dot(light);
        let shade = if lit > 0.0 {
            mix(base, Color32::WHITE, (0.55 * lit) as f32)
        } else {
            mix(base, Color32::BLACK, (-0.45 * lit) as f32)
        };
        canvas.fill(&polygon(&[a, b, table[j], table[i]]), shade);
    }
    let table_path = polygon(&table);
    canvas.fill_gradient(
        &table_path,
        radial(
            c + Vec2::new(-0.12 * s, -0.14 * s),
            0.4 * s,
            mix(base, Color32::WHITE, 0.45),
            base,
        ),
    );
    let edge = mix(base, Color32::BLACK, 0.5);
    canvas.stroke(&polygon(outline), (0.02 * s).max(0.7), edge);
    canvas.stroke(
        &table_path,
        (0.01 * s).max(0.5),
        Color32::from_white_alpha(90),
    );
    glint(canvas, c + Vec2::new(-0.13 * s, -0.15 * s), s);
}

fn pearl(canvas: &mut Canvas, c: Point, r: f64, base: Color32) {
    let body = circle(c, 0.86 * r);
    canvas.fill_gradient(
        &body,
        radial(
            c + Vec2::new(-0.3 * r, -0.35 * r),
            1.3 * r,
            Color32::WHITE,
            mix(base, rgb(150, 140, 180), 0.6),
        ),
    );
    canvas.stroke(&body, (0.04 * r).max(0.7), rgb(140, 130, 165));
    // A faint rainbow sheen.
    canvas.fill(
        &ellipse(c + Vec2::new(0.2 * r, 0.35 * r), (0.4 * r, 0.18 * r), -0.5),
        Color32::from_rgba_unmultiplied(255, 200, 230, 60),
    );
    glint(canvas, c + Vec2::new(-0.3 * r, -0.35 * r), 2.0 * r);
}

fn glint(canvas: &mut Canvas, at: Point, s: f64) {
    let star = polygon(&regular(at, 0.09 * s, 4, Some(0.025 * s)));
    canvas.fill(&star, Color32::from_white_alpha(230));
    canvas.fill(&circle(at, 0.025 * s), Color32::WHITE);
}
