//! The suits' artwork: dots (coins), bamboo (sticks, and the peacock for the 1).

use super::{IVORY, Inks, at};
use crate::faces::raster::{Canvas, circle, ellipse, linear, mix, polygon, rgb, rounded};
use egui::Color32;
use vello_cpu::kurbo::{Affine, Point, Rect};

fn dot(canvas: &mut Canvas, centre: Point, r: f64, ink: Color32) {
    canvas.fill(&circle(centre, r), ink);
    canvas.fill(&circle(centre, r * 0.8), IVORY);
    canvas.fill(&circle(centre, r * 0.64), ink);
    canvas.fill(&circle(centre, r * 0.26), IVORY);
    canvas.fill(&circle(centre, r * 0.12), ink);
    // A glint, for a little roundness.
    canvas.fill(
        &ellipse(centre + (-0.3 * r, -0.32 * r), (0.16 * r, 0.1 * r), -0.6),
        Color32::from_white_alpha(120),
    );
}

/// The dots suit: one to nine coins.
pub(super) fn dots(canvas: &mut Canvas, rank: u8, c: Rect, inks: &Inks) {
    let (b, g, r) = (inks.blue, inks.green, inks.red);
    let w = c.width();
    let list: Vec<(f64, f64, Color32)> = match rank {
        1 => {
            let centre = at(c, 0.5, 0.5);
            let big = 0.48 * w;
            canvas.fill(&circle(centre, big), g);
            for i in 0..16 {
                let a = std::f64::consts::TAU * f64::from(i) / 16.0;
                let p = centre + (0.86 * big * a.cos(), 0.86 * big * a.sin());
                canvas.fill(&circle(p, 0.1 * big), IVORY);
            }
            canvas.fill(&circle(centre, 0.72 * big), IVORY);
            dot(canvas, centre, 0.62 * big, b);
            canvas.fill(&circle(centre, 0.2 * big), r);
            return;
        }
        2 => vec![(0.5, 0.24, g), (0.5, 0.76, b)],
        3 => vec![(0.2, 0.15, b), (0.5, 0.5, r), (0.8, 0.85, g)],
        4 => vec![
            (0.26, 0.25, b),
            (0.74, 0.25, g),
            (0.26, 0.75, g),
            (0.74, 0.75, b),
        ],
        5 => vec![
            (0.22, 0.18, b),
            (0.78, 0.18, g),
            (0.5, 0.5, r),
            (0.22, 0.82, g),
            (0.78, 0.82, b),
        ],
        6 => vec![
            (0.27, 0.16, g),
            (0.73, 0.16, g),
            (0.27, 0.55, r),
            (0.73, 0.55, r),
            (0.27, 0.86, r),
            (0.73, 0.86, r),
        ],
        7 => vec![
            (0.26, 0.11, g),
            (0.52, 0.22, g),
            (0.78, 0.33, g),
            (0.27, 0.6, r),
            (0.73, 0.6, r),
            (0.27, 0.88, r),
            (0.73, 0.88, r),
        ],
        8 => (0..8)
            .map(|i| {
                (
                    if i % 2 == 0 { 0.27 } else { 0.73 },
                    0.11 + 0.26 * f64::from(i / 2),
                    b,
                )
            })
            .collect(),
        _ => (0..9)
            .map(|i| {
                let ink = [b, r, g][i / 3];
                (
                    0.17 + 0.33 * (i % 3) as f64,
                    0.14 + 0.36 * (i / 3) as f64,
                    ink,
                )
            })
            .collect(),
    };
    let radius = match rank {
        2 => 0.27,
        3 => 0.2,
        4 | 5 => 0.22,
        6 => 0.2,
        _ => 0.165,
    } * w;
    for (x, y, ink) in list {
        dot(canvas, at(c, x, y), radius, ink);
    }
}

/// One bamboo stick centred at `centre`, `len` long, tilted by `angle` radians.
fn stick(canvas: &mut Canvas, centre: Point, len: f64, width: f64, ink: Color32, angle: f64) {
    let saved = canvas.transform();
    canvas.set_transform(saved * Affine::translate(centre.to_vec2()) * Affine::rotate(angle));
    let half = len / 2.0;
    let body = rounded(
        Rect::new(-width / 2.0, -half, width / 2.0, half),
        width * 0.45,
    );
    canvas.fill_gradient(
        &body,
        linear(
            (-width / 2.0, 0.0).into(),
            (width / 2.0, 0.0).into(),
            mix(ink, Color32::WHITE, 0.35),
            ink,
        ),
    );
    let dark = mix(ink, Color32::BLACK, 0.35);
    for y in [-half + width * 0.3, 0.0, half - width * 0.3] {
        let node = rounded(
            Rect::new(
                -width * 0.62,
                y - width * 0.16,
                width * 0.62,
                y + width * 0.16,
            ),
            width * 0.15,
        );
        canvas.fill(&node, dark);
    }
    let vein = polygon(&[
        (-width * 0.08, -half + width * 0.5).into(),
        (width * 0.08, -half + width * 0.5).into(),
        (width * 0.08, half - width * 0.5).into(),
        (-width * 0.08, half - width * 0.5).into(),
    ]);
    canvas.fill(&vein, Color32::from_white_alpha(110));
    canvas.set_transform(saved);
}

/// The bamboo suit: the peacock for the 1, sticks laid out in rows for the others.
pub(super) fn bamboo(canvas: &mut Canvas, rank: u8, c: Rect, inks: &Inks) {
    if rank == 1 {
        bird(canvas, c, inks);
        return;
    }
    let w = c.width();
    let width = if rank == 8 { 0.15 * w } else { 0.17 * w };
    for (x, y, len, ink, angle) in stick_places(rank, c.height(), inks) {
        stick(canvas, at(c, x, y), len, width, ink, angle);
    }
}

/// Where the sticks of bamboo rank `rank` stand: (x, y) as fractions of the face, length,
/// colour and angle.
fn stick_places(rank: u8, h: f64, inks: &Inks) -> Vec<(f64, f64, f64, Color32, f64)> {
    let (g, r, b) = (inks.green, inks.red, inks.blue);
    let tall = 0.42 * h;
    let short = 0.28 * h;
    match rank {
        2 => vec![(0.5, 0.25, tall, g, 0.0), (0.5, 0.75, tall, b, 0.0)],
        3 => vec![
            (0.5, 0.25, tall, g, 0.0),
            (0.28, 0.75, tall, b, 0.0),
            (0.72, 0.75, tall, b, 0.0),
        ],
        4 => vec![
            (0.28, 0.25, tall, g, 0.0),
            (0.72, 0.25, tall, b, 0.0),
            (0.28, 0.75, tall, b, 0.0),
            (0.72, 0.75, tall, g, 0.0),
        ],
        5 => vec![
            (0.17, 0.25, tall, g, 0.0),
            (0.83, 0.25, tall, b, 0.0),
            (0.5, 0.5, tall, r, 0.0),
            (0.17, 0.75, tall, b, 0.0),
            (0.83, 0.75, tall, g, 0.0),
        ],
        _ => many_stick_places(rank, tall, short, inks),
    }
}

/// The sticks of the 6 to 9 of bamboo, in two or three rows.
fn many_stick_places(
    rank: u8,
    tall: f64,
    short: f64,
    inks: &Inks,
) -> Vec<(f64, f64, f64, Color32, f64)> {
    let (g, r, b) = (inks.green, inks.red, inks.blue);
    let column = |i: usize| 0.17 + 0.33 * (i % 3) as f64;
    match rank {
        6 => (0..6)
            .map(|i| {
                (
                    column(i),
                    if i < 3 { 0.25 } else { 0.75 },
                    tall,
                    if i < 3 { g } else { b },
                    0.0,
                )
            })
            .collect(),
        7 => {
            let mut v = vec![(0.5, 0.16, short, r, 0.0)];
            v.extend((0..6).map(|i| (column(i), if i < 3 { 0.5 } else { 0.84 }, short, g, 0.0)));
            v
        }
        8 => {
            let tilt = 0.42;
            vec![
                (0.13, 0.25, tall, g, 0.0),
                (0.38, 0.25, tall, g, tilt),
                (0.62, 0.25, tall, g, -tilt),
                (0.87, 0.25, tall, g, 0.0),
                (0.13, 0.75, tall, b, 0.0),
                (0.38, 0.75, tall, b, -tilt),
                (0.62, 0.75, tall, b, tilt),
                (0.87, 0.75, tall, b, 0.0),
            ]
        }
        _ => (0..9)
            .map(|i| {
                let ink = if i % 3 == 1 {
                    r
                } else if i < 3 {
                    g
                } else {
                    b
                };
                (column(i), 0.16 + 0.34 * (i / 3) as f64, short, ink, 0.0)
            })
            .collect(),
    }
}

/// The 1 of bamboo: a peacock on a bamboo stem, Parlour's own drawing.
fn bird(canvas: &mut Canvas, c: Rect, inks: &Inks) {
    let w = c.width();
    // The stem it perches on.
    stick(
        canvas,
        at(c, 0.5, 0.86),
        0.78 * w,
        0.1 * w,
        inks.green,
        std::f64::consts::FRAC_PI_2,
    );
    // Tail feathers fanning down and left, each with an eye.
    for i in 0..5 {
        let a = 1.75 + 0.22 * f64::from(i);
        let base = at(c, 0.52, 0.55);
        let tip = base + (0.5 * w * a.cos(), 0.5 * w * a.sin() + 0.05 * w);
        let mid = base.midpoint(tip);
        let angle = (tip.y - base.y).atan2(tip.x - base.x);
        canvas.fill(&ellipse(mid, (0.27 * w, 0.06 * w), angle), inks.green);
        canvas.fill(&circle(tip, 0.075 * w), inks.blue);
        canvas.fill(&circle(tip, 0.035 * w), inks.red);
    }
    // Body and breast.
    canvas.fill(
        &ellipse(at(c, 0.58, 0.48), (0.2 * w, 0.14 * w), -0.5),
        inks.green,
    );
    canvas.fill(
        &ellipse(at(c, 0.68, 0.42), (0.1 * w, 0.12 * w), -0.3),
        inks.red,
    );
    // Wing.
    canvas.fill(
        &ellipse(at(c, 0.55, 0.48), (0.13 * w, 0.07 * w), -0.2),
        inks.blue,
    );
    // Neck and head.
    canvas.fill(
        &ellipse(at(c, 0.72, 0.3), (0.055 * w, 0.11 * w), 0.3),
        inks.blue,
    );
    let head = at(c, 0.75, 0.2);
    canvas.fill(&circle(head, 0.075 * w), inks.blue);
    let beak = polygon(&[
        head + (0.06 * w, -0.02 * w),
        head + (0.17 * w, 0.02 * w),
        head + (0.06 * w, 0.04 * w),
    ]);
    canvas.fill(&beak, rgb(222, 150, 30));
    canvas.fill(&circle(head + (0.02 * w, -0.01 * w), 0.022 * w), IVORY);
    // Crest.
    for i in 0..3 {
        let tip = head + ((-0.06 + 0.06 * f64::from(i)) * w, -0.16 * w);
        canvas.stroke(&polygon(&[head, tip]), 0.012 * w, inks.blue);
        canvas.fill(&circle(tip, 0.025 * w), inks.red);
    }
    // Legs.
    for dx in [-0.04, 0.04] {
        let top = at(c, 0.6 + dx, 0.58);
        canvas.stroke(&polygon(&[top, top + (0.0, 0.2 * w)]), 0.018 * w, inks.red);
    }
}
