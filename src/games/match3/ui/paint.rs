//! Painting the board: cells, gems (through the faces module), special-gem marks, blasts and
//! floating points.

use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};

use super::anim::{Blast, Float, Frame, Sprite};
use crate::faces::{FaceBatch, Look};
use crate::preferences::Preferences;
use crate::t;
use parlour_rules::match3::board::{Dir, Gem, HEIGHT, Pos, WIDTH};

/// The seven kinds' colours, in kind order (they follow the faces' colours): the keys the gem
/// messages select their colour word by, the same in every language.
pub const KIND_KEYS: [&str; 7] = [
    "red", "orange", "yellow", "green", "blue", "purple", "white",
];

/// Colours for the points floating up, one per kind (bright enough on the dark board).
const FLOAT_COLOURS: [Color32; 7] = [
    Color32::from_rgb(255, 110, 100),
    Color32::from_rgb(255, 180, 80),
    Color32::from_rgb(255, 235, 90),
    Color32::from_rgb(120, 230, 120),
    Color32::from_rgb(120, 180, 255),
    Color32::from_rgb(210, 140, 255),
    Color32::from_rgb(245, 245, 245),
];

/// What a gem is called, for accessible names and messages ("Red gem", "Colour bomb").
pub fn gem_name(gem: Gem) -> String {
    let kind = |k: u8| KIND_KEYS.get(usize::from(k)).copied().unwrap_or("odd");
    match gem {
        Gem::Plain(k) => t!("match3-gem", colour = kind(k)),
        Gem::Blaster {
            kind: k,
            dir: Dir::Horizontal,
        } => t!("match3-row-blaster", colour = kind(k)),
        Gem::Blaster {
            kind: k,
            dir: Dir::Vertical,
        } => t!("match3-column-blaster", colour = kind(k)),
        Gem::Bomb(k) => t!("match3-area-bomb", colour = kind(k)),
        Gem::ColourBomb => t!("match3-colour-bomb"),
    }
}

/// The accessible name of a cell: "Red gem, row 3, column 5" (rows and columns from 1).
pub fn cell_name(gem: Gem, pos: Pos) -> String {
    t!(
        "match3-cell",
        gem = gem_name(gem),
        row = i64::from(pos.y) + 1,
        col = i64::from(pos.x) + 1
    )
}

/// Where the board sits on screen.
#[derive(Clone, Copy, Debug)]
pub struct BoardView {
    /// The whole board.
    pub rect: Rect,
    /// The side of one cell.
    pub cell: f32,
}

impl BoardView {
    /// The board filling a square of side `side` at `left_top`.
    pub fn new(left_top: Pos2, side: f32) -> Self {
        Self {
            rect: Rect::from_min_size(left_top, Vec2::splat(side)),
            cell: side / WIDTH as f32,
        }
    }

    /// The screen rect of the cell whose top-left corner is at board coordinates (`x`, `y`).
    pub fn screen_from_board(&self, x: f32, y: f32) -> Rect {
        Rect::from_min_size(
            self.rect.min + vec2(x * self.cell, y * self.cell),
            Vec2::splat(self.cell),
        )
    }

    /// The screen rect of a cell.
    pub fn cell_rect(&self, pos: Pos) -> Rect {
        self.screen_from_board(f32::from(pos.x), f32::from(pos.y))
    }
}

/// Gems sharing one opacity, painted together: shapes under the faces, the faces, shapes over.
struct Layer {
    opacity: f32,
    under: Vec<Shape>,
    batch: FaceBatch,
    over: Vec<Shape>,
}

/// Paints the board background, then `frame`'s gems; `look` gives the highlight of a gem at
/// rest in a cell; `lift` shifts one gem the player is dragging.
pub fn board_ui(
    painter: &Painter,
    prefs: &Preferences,
    view: &BoardView,
    frame: &Frame,
    look: &dyn Fn(Pos) -> Look,
    lift: Option<(Pos, Vec2)>,
) {
    paint_background(painter, view);
    let clipped = painter.with_clip_rect(view.rect.intersect(painter.clip_rect()));
    let mut layers: Vec<Layer> = Vec::new();
    for sprite in &frame.sprites {
        let opacity = (sprite.opacity.clamp(0.0, 1.0) * 32.0).round() / 32.0;
        if opacity <= 0.0 {
            continue;
        }
        let layer_index = match layers.iter().position(|l| l.opacity == opacity) {
            Some(i) => i,
            None => {
                layers.push(Layer {
                    opacity,
                    under: Vec::new(),
                    batch: FaceBatch::new(painter.ctx(), &prefs.tiles, &prefs.cards),
                    over: Vec::new(),
                });
                layers.len() - 1
            }
        };
        let Some(layer) = layers.get_mut(layer_index) else {
            continue;
        };
        add_sprite(layer, view, sprite, look, lift);
    }
    // Opaque gems first, then the fading ones over them.
    layers.sort_by(|a, b| b.opacity.total_cmp(&a.opacity));
    for layer in layers {
        let mut p = clipped.clone();
        p.set_opacity(layer.opacity);
        p.extend(layer.under);
        layer.batch.paint(&p);
        p.extend(layer.over);
    }
    for blast in &frame.blasts {
        paint_blast(&clipped, view, blast);
    }
    for float in &frame.floats {
        paint_float(painter, view, float);
    }
}

fn paint_background(painter: &Painter, view: &BoardView) {
    let dark = painter.ctx().global_style().visuals.dark_mode;
    let (frame_colour, light, shade) = if dark {
        (
            Color32::from_rgb(22, 24, 34),
            Color32::from_rgb(44, 48, 66),
            Color32::from_rgb(36, 40, 56),
        )
    } else {
        (
            Color32::from_rgb(52, 58, 84),
            Color32::from_rgb(76, 84, 116),
            Color32::from_rgb(66, 73, 104),
        )
    };
    let pad = view.cell * 0.12;
    painter.rect_filled(view.rect.expand(pad), pad * 1.5, frame_colour);
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let colour = if (x + y) % 2 == 0 { light } else { shade };
            let rect = view.screen_from_board(x as f32, y as f32).shrink(0.5);
            painter.rect_filled(rect, view.cell * 0.08, colour);
        }
    }
}

fn add_sprite(
    layer: &mut Layer,
    view: &BoardView,
    sprite: &Sprite,
    look: &dyn Fn(Pos) -> Look,
    lift: Option<(Pos, Vec2)>,
) {
    let mut rect = view.screen_from_board(sprite.x, sprite.y);
    let at_rest = sprite.x.fract() == 0.0 && sprite.y.fract() == 0.0 && sprite.y >= 0.0;
    let pos = Pos::new(sprite.x as u8, sprite.y as u8);
    let mut gem_look = if at_rest { look(pos) } else { Look::default() };
    gem_look.refused |= sprite.refused;
    if let Some((lifted, offset)) = lift
        && at_rest
        && lifted == pos
    {
        rect = rect.translate(offset);
    }
    let rect = Rect::from_center_size(rect.center(), rect.size() * sprite.scale.max(0.0));
    add_gem(layer, rect, sprite.gem, gem_look);
}

/// Adds one gem: its face through the batch, plus the marks that make a special recognisable.
fn add_gem(layer: &mut Layer, rect: Rect, gem: Gem, look: Look) {
    let w = rect.width();
    let c = rect.center();
    let outline = Stroke::new((w * 0.07).max(1.5), Color32::from_black_alpha(170));
    let white = Stroke::new((w * 0.035).max(1.0), Color32::WHITE);
    match gem {
        Gem::Plain(kind) => layer.batch.gem(rect, kind, look),
        Gem::Blaster { kind, dir } => {
            layer.batch.gem(rect, kind, look);
            let along = match dir {
                Dir::Horizontal => vec2(1.0, 0.0),
                Dir::Vertical => vec2(0.0, 1.0),
            };
            let across = vec2(along.y, along.x);
            let half = w * 0.36;
            for stroke in [outline, white] {
                for side in [-1.0, 1.0] {
                    let shift = across * side * w * 0.07;
                    layer.over.push(Shape::line_segment(
                        [c - along * half + shift, c + along * half + shift],
                        stroke,
                    ));
                }
                // Arrowheads at both ends say which way it clears.
                for end in [-1.0, 1.0] {
                    let tip = c + along * end * (half + w * 0.06);
                    let back = tip - along * end * w * 0.14;
                    for side in [-1.0, 1.0] {
                        layer.over.push(Shape::line_segment(
                            [tip, back + across * side * w * 0.13],
                            stroke,
                        ));
                    }
                }
            }
        }
        Gem::Bomb(kind) => {
            layer.under.push(Shape::circle_filled(
                c,
                w * 0.47,
                Color32::from_white_alpha(60),
            ));
            layer.batch.gem(rect, kind, look);
            for stroke in [outline, white] {
                layer.over.push(Shape::circle_stroke(c, w * 0.2, stroke));
            }
            for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
                let at = c + vec2(dx, dy) * w * 0.3;
                layer
                    .over
                    .push(Shape::circle_filled(at, w * 0.05, Color32::WHITE));
            }
        }
        Gem::ColourBomb => {
            layer.under.push(Shape::circle_filled(
                c,
                w * 0.42,
                Color32::from_rgb(30, 28, 40),
            ));
            layer.under.push(Shape::circle_stroke(
                c,
                w * 0.42,
                Stroke::new((w * 0.04).max(1.0), Color32::from_gray(230)),
            ));
            // Seven small gems, one of each kind, in a ring: it takes any colour.
            for kind in 0..crate::faces::GEM_KINDS {
                let angle =
                    f32::from(kind) / f32::from(crate::faces::GEM_KINDS) * std::f32::consts::TAU;
                let at = c + vec2(angle.sin(), -angle.cos()) * w * 0.25;
                let small = Rect::from_center_size(at, Vec2::splat(w * 0.26));
                layer.batch.gem(small, kind, Look::default());
            }
            if look != Look::default() {
                // The faces draw highlights only with a kind's gem, so the bomb draws its own.
                layer.over.push(Shape::rect_stroke(
                    rect.shrink(1.0),
                    w * 0.1,
                    Stroke::new(2.0, highlight_colour(look)),
                    egui::StrokeKind::Inside,
                ));
            }
        }
    }
}

/// The colour a highlight of the faces module uses, for the colour bomb's own outline.
fn highlight_colour(look: Look) -> Color32 {
    if look.refused {
        Color32::from_rgb(220, 60, 50)
    } else if look.selected {
        Color32::from_rgb(40, 140, 230)
    } else {
        Color32::from_rgb(240, 180, 30)
    }
}

fn paint_blast(painter: &Painter, view: &BoardView, blast: &Blast) {
    let p = blast.progress.clamp(0.0, 1.0);
    let fade = 1.0 - p;
    let centre = view.cell_rect(blast.at).center();
    let glow = Color32::from_rgba_unmultiplied(255, 250, 220, (220.0 * fade) as u8);
    match blast.gem {
        Gem::Blaster { dir, .. } => {
            // A beam shooting out both ways along the line.
            let reach = (p * 2.0).min(1.0);
            let thick = view.cell * (0.5 - 0.35 * p);
            let (a, b) = match dir {
                Dir::Horizontal => (
                    pos2(centre.x - (centre.x - view.rect.left()) * reach, centre.y),
                    pos2(centre.x + (view.rect.right() - centre.x) * reach, centre.y),
                ),
                Dir::Vertical => (
                    pos2(centre.x, centre.y - (centre.y - view.rect.top()) * reach),
                    pos2(centre.x, centre.y + (view.rect.bottom() - centre.y) * reach),
                ),
            };
            painter.line_segment([a, b], Stroke::new(thick, glow));
            painter.line_segment(
                [a, b],
                Stroke::new(
                    thick * 0.35,
                    Color32::from_white_alpha((255.0 * fade) as u8),
                ),
            );
        }
        Gem::Bomb(_) => {
            let radius = view.cell * (0.4 + 1.2 * p);
            painter.circle_filled(
                centre,
                radius,
                Color32::from_rgba_unmultiplied(255, 200, 120, (90.0 * fade) as u8),
            );
            painter.circle_stroke(centre, radius, Stroke::new(view.cell * 0.1, glow));
        }
        Gem::ColourBomb => {
            // Lightning to every gem it takes.
            for &cell in &blast.cells {
                let to = view.cell_rect(cell).center();
                let tip = centre + (to - centre) * (p * 2.0).min(1.0);
                painter.line_segment([centre, tip], Stroke::new(view.cell * 0.06, glow));
            }
            painter.circle_filled(centre, view.cell * 0.5 * (1.0 + p), glow);
        }
        Gem::Plain(_) => {}
    }
}

fn paint_float(painter: &Painter, view: &BoardView, float: &Float) {
    let age = float.age.clamp(0.0, 1.0);
    let start = view.cell_rect(float.at).center();
    let at = start - vec2(0.0, view.cell * 1.1 * (1.0 - (1.0 - age) * (1.0 - age)));
    let alpha = 1.0 - age * age * age;
    let colour = float
        .kind
        .and_then(|k| FLOAT_COLOURS.get(usize::from(k)).copied())
        .unwrap_or(Color32::from_rgb(255, 250, 200));
    let font = egui::FontId::proportional((view.cell * 0.36).max(11.0));
    let shadow = Color32::from_black_alpha((200.0 * alpha) as u8);
    // A dark outline keeps the points readable over a gem of their own colour.
    for offset in [
        vec2(-1.5, 0.0),
        vec2(1.5, 0.0),
        vec2(0.0, -1.5),
        vec2(0.0, 1.5),
        vec2(2.0, 2.0),
    ] {
        painter.text(
            at + offset,
            egui::Align2::CENTER_CENTER,
            &float.text,
            font.clone(),
            shadow,
        );
    }
    painter.text(
        at,
        egui::Align2::CENTER_CENTER,
        &float.text,
        font,
        colour.gamma_multiply(alpha),
    );
}
