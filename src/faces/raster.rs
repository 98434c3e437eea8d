//! A small drawing vocabulary over `vello_cpu` (already built for epaint): filled and stroked
//! paths, gradients, and glyph outlines from the bundled font read with `skrifa`.

use egui::Color32;
use skrifa::MetadataProvider as _;
use vello_cpu::color::{AlphaColor, Srgb};
use vello_cpu::kurbo::{self, Affine, BezPath, Point, Rect, RoundedRect, Shape as _};
use vello_cpu::peniko::Gradient;

/// The bundled subset of Noto Serif CJK TC Bold (see assets/fonts/OFL.txt).
pub const FACE_FONT: &[u8] = include_bytes!("../../assets/fonts/parlour-faces.otf");

/// Curve flattening tolerance in pixels.
const TOLERANCE: f64 = 0.05;

/// A vello colour from an egui one.
pub fn col(c: Color32) -> AlphaColor<Srgb> {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    AlphaColor::from_rgba8(r, g, b, a)
}

/// An opaque colour from RGB bytes.
pub const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// A canvas the size of a whole atlas; faces are drawn into it cell by cell.
pub struct Canvas {
    ctx: vello_cpu::RenderContext,
    width: u16,
    height: u16,
}

impl Canvas {
    /// A transparent canvas of `width x height` pixels.
    pub fn new(width: u16, height: u16) -> Self {
        Self {
            ctx: vello_cpu::RenderContext::new(width, height),
            width,
            height,
        }
    }

    /// Sets the transform applied to everything drawn next.
    pub fn set_transform(&mut self, transform: Affine) {
        self.ctx.set_transform(transform);
    }

    /// The current transform.
    pub fn transform(&self) -> Affine {
        *self.ctx.transform()
    }

    /// Fills `path` with a flat colour.
    pub fn fill(&mut self, path: &BezPath, colour: Color32) {
        self.ctx.set_paint(col(colour));
        self.ctx.fill_path(path);
    }

    /// Fills `path` with a gradient.
    pub fn fill_gradient(&mut self, path: &BezPath, gradient: Gradient) {
        self.ctx.set_paint(gradient);
        self.ctx.fill_path(path);
    }

    /// Strokes `path` with a line `width` pixels wide.
    pub fn stroke(&mut self, path: &BezPath, width: f64, colour: Color32) {
        self.ctx.set_paint(col(colour));
        self.ctx.set_stroke(kurbo::Stroke::new(width));
        self.ctx.stroke_path(path);
    }

    /// Draws everything after this call only inside `path`, until [`Canvas::pop_clip`].
    pub fn push_clip(&mut self, path: &BezPath) {
        self.ctx.push_clip_layer(path);
    }

    /// Ends the innermost [`Canvas::push_clip`].
    pub fn pop_clip(&mut self) {
        self.ctx.pop_layer();
    }

    /// Fills the glyph for `ch` scaled to fit inside `target` (keeping its proportions) and
    /// centred there. Missing glyphs draw nothing.
    pub fn glyph_fit(&mut self, ch: char, target: Rect, colour: Color32) {
        let Some(path) = glyph_path(ch) else {
            return;
        };
        let bounds = path.bounding_box();
        if bounds.width() <= 0.0 || bounds.height() <= 0.0 {
            return;
        }
        let scale = (target.width() / bounds.width()).min(target.height() / bounds.height());
        let fitted = Affine::translate(target.center().to_vec2())
            * Affine::scale(scale)
            * Affine::translate(-bounds.center().to_vec2());
        let saved = self.transform();
        self.set_transform(saved * fitted);
        self.fill(&path, colour);
        self.set_transform(saved);
    }

    /// Fills `text` with a cap height of `cap` pixels on the baseline through `pos`: starting at
    /// `pos.x`, or centred on it when `centred`. Returns the width drawn.
    pub fn text(
        &mut self,
        text: &str,
        pos: Point,
        cap: f64,
        centred: bool,
        colour: Color32,
    ) -> f64 {
        let paths: Vec<(BezPath, f64)> = text.chars().filter_map(glyph_with_advance).collect();
        // Cap height of the font's digits: units per em are 1000, digits are about 733 high.
        let scale = cap / 733.0;
        let total: f64 = paths.iter().map(|(_, adv)| adv * scale).sum();
        let mut x = if centred { pos.x - total / 2.0 } else { pos.x };
        let saved = self.transform();
        for (path, advance) in &paths {
            self.set_transform(saved * Affine::translate((x, pos.y)) * Affine::scale(scale));
            self.fill(path, colour);
            x += advance * scale;
        }
        self.set_transform(saved);
        total
    }

    /// Renders the canvas into premultiplied RGBA pixels, row by row.
    pub fn into_pixels(mut self) -> Vec<Color32> {
        self.ctx.flush();
        let mut pixmap = vello_cpu::Pixmap::new(self.width, self.height);
        let mut resources = vello_cpu::Resources::new();
        self.ctx.render(&mut pixmap, &mut resources);
        pixmap
            .data_as_u8_slice()
            .chunks_exact(4)
            .map(|px| Color32::from_rgba_premultiplied(px[0], px[1], px[2], px[3]))
            .collect()
    }
}

/// The outline of `ch` in font units with y pointing down (baseline at 0), if the subset has it.
fn glyph_path(ch: char) -> Option<BezPath> {
    glyph_with_advance(ch).map(|(path, _)| path)
}

fn glyph_with_advance(ch: char) -> Option<(BezPath, f64)> {
    let font = skrifa::FontRef::new(FACE_FONT).ok()?;
    let glyph = font.charmap().map(ch)?;
    let outline = font.outline_glyphs().get(glyph)?;
    let mut pen = Pen(BezPath::new());
    let settings = skrifa::outline::DrawSettings::unhinted(
        skrifa::instance::Size::unscaled(),
        skrifa::instance::LocationRef::default(),
    );
    outline.draw(settings, &mut pen).ok()?;
    let advance = font
        .glyph_metrics(
            skrifa::instance::Size::unscaled(),
            skrifa::instance::LocationRef::default(),
        )
        .advance_width(glyph)
        .unwrap_or(600.0);
    Some((pen.0, f64::from(advance)))
}

/// Whether the bundled font has a glyph for `ch` (tests check the subset is complete).
#[cfg(test)]
pub fn has_glyph(ch: char) -> bool {
    glyph_path(ch).is_some_and(|p| !p.is_empty())
}

/// Collects a glyph outline into a kurbo path, flipping y to point down.
struct Pen(BezPath);

impl skrifa::outline::OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to((f64::from(x), -f64::from(y)));
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to((f64::from(x), -f64::from(y)));
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(
            (f64::from(cx0), -f64::from(cy0)),
            (f64::from(x), -f64::from(y)),
        );
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.curve_to(
            (f64::from(cx0), -f64::from(cy0)),
            (f64::from(cx1), -f64::from(cy1)),
            (f64::from(x), -f64::from(y)),
        );
    }
    fn close(&mut self) {
        self.0.close_path();
    }
}

/// A rounded rectangle path.
pub fn rounded(rect: Rect, radius: f64) -> BezPath {
    RoundedRect::from_rect(rect, radius).to_path(TOLERANCE)
}

/// A circle path.
pub fn circle(centre: Point, radius: f64) -> BezPath {
    kurbo::Circle::new(centre, radius).to_path(TOLERANCE)
}

/// An ellipse path.
pub fn ellipse(centre: Point, radii: (f64, f64), rotation: f64) -> BezPath {
    kurbo::Ellipse::new(centre, radii, rotation).to_path(TOLERANCE)
}

/// A closed polygon through `points`.
pub fn polygon(points: &[Point]) -> BezPath {
    let mut path = BezPath::new();
    for (i, p) in points.iter().enumerate() {
        if i == 0 {
            path.move_to(*p);
        } else {
            path.line_to(*p);
        }
    }
    path.close_path();
    path
}

/// A regular polygon (or star when `inner` is given) of `n` corners around `centre`, the first
/// corner straight up.
pub fn regular(centre: Point, radius: f64, n: usize, inner: Option<f64>) -> Vec<Point> {
    let steps = if inner.is_some() { n * 2 } else { n };
    (0..steps)
        .map(|i| {
            let r = match inner {
                Some(inner) if i % 2 == 1 => inner,
                _ => radius,
            };
            let a = std::f64::consts::TAU * i as f64 / steps as f64 - std::f64::consts::FRAC_PI_2;
            Point::new(centre.x + r * a.cos(), centre.y + r * a.sin())
        })
        .collect()
}

/// A linear gradient from `a` at `start` to `b` at `end`.
pub fn linear(start: Point, end: Point, a: Color32, b: Color32) -> Gradient {
    Gradient::new_linear(start, end).with_stops([col(a), col(b)])
}

/// A radial gradient from `a` at `centre` to `b` at `radius`.
pub fn radial(centre: Point, radius: f64, a: Color32, b: Color32) -> Gradient {
    Gradient::new_radial(centre, radius as f32).with_stops([col(a), col(b)])
}

/// Mixes `a` towards `b` by `t` (0..1), alpha included.
pub fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let [ar, ag, ab, aa] = a.to_srgba_unmultiplied();
    let [br, bg, bb, ba] = b.to_srgba_unmultiplied();
    let m = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgba_unmultiplied(m(ar, br), m(ag, bg), m(ab, bb), m(aa, ba))
}
