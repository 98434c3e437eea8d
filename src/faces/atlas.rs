//! The texture atlas: every face of a group (tiles, cards or gems) rasterised once per pixel size
//! and style into one texture, kept in the egui context's data.
//!
//! The key holds the size in *physical pixels* (points times `pixels_per_point`), so a change of
//! DPI or zoom gives a new atlas while two scales that land on the same pixel size share one.
//! Sizes are rounded up to a ladder (whole pixels when small, 4 % steps above) so a window being
//! resized does not rasterise a new atlas every frame; the few percent of downscaling this costs
//! is invisible with linear filtering.

use super::raster::Canvas;
use crate::platform::clock;
use egui::{ColorImage, Context, Id, Rect, TextureHandle, TextureOptions, pos2, vec2};
use std::collections::HashMap;
use std::sync::Arc;
use vello_cpu::kurbo;

/// Which set of faces an atlas holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// Mahjong tiles.
    Tiles,
    /// Playing cards.
    Cards,
    /// Match-3 gems.
    Gems,
}

/// Where one face sits in its cell, in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellLayout {
    /// The whole cell (face plus body, shadow and padding).
    pub cell: egui::Vec2,
    /// The face's top-left corner inside the cell.
    pub face_offset: egui::Vec2,
    /// The face's size.
    pub face: egui::Vec2,
}

impl CellLayout {
    /// The screen quad that shows this cell when the face itself fills `face_rect`.
    pub fn quad(&self, face_rect: Rect) -> Rect {
        let scale = face_rect.width() / self.face.x;
        Rect::from_min_size(face_rect.min - self.face_offset * scale, self.cell * scale)
    }
}

/// What an atlas draws: the layout at a pixel width, the number of cells, and each cell.
pub trait Painter {
    /// The group this painter fills.
    fn group(&self) -> Group;
    /// A number that changes whenever the drawing would change (preferences, custom back).
    fn style(&self) -> u64;
    /// The cell layout for faces `px` pixels wide.
    fn layout(&self, px: f32) -> CellLayout;
    /// How many cells.
    fn cells(&self) -> usize;
    /// Draws cell `index` with its face filling `face` (pixels, within the whole canvas).
    fn draw(&self, canvas: &mut Canvas, index: usize, face: kurbo::Rect);
    /// Replaces pixels after rasterising (a custom card back is pasted in here).
    fn post(&self, _image: &mut ColorImage, _index: usize, _face: kurbo::Rect) {}
}

/// One rasterised atlas.
pub struct Atlas {
    /// The texture with every cell.
    pub texture: TextureHandle,
    /// Each cell's UV rectangle, by cell index.
    pub uvs: Vec<Rect>,
    /// The cell geometry.
    pub layout: CellLayout,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    group: Group,
    px: u32,
    style: u64,
}

/// Every atlas in use, stored in the context's temporary data.
#[derive(Clone, Default)]
struct Cache {
    atlases: HashMap<Key, (Arc<Atlas>, u64)>,
    /// Atlases being rasterised a few cells a frame (see [`get`]), with the pass each was
    /// last asked for in.
    building: HashMap<Key, (Building, u64)>,
    /// What the frame that rasterised cells last spent of its budget.
    spent: Spent,
    /// How many atlases were rasterised (tests check reuse with it).
    built: u64,
}

/// How much of one frame's budget is spent.
#[derive(Clone, Copy, Default)]
struct Spent {
    /// The frame (egui's frame number: a frame of two passes has one budget); `None` before
    /// the first.
    frame: Option<u64>,
    /// Pixels of cells rasterised in it.
    pixels: usize,
    /// When its time is up, on [`clock::monotonic_millis`]'s clock.
    deadline: Option<f64>,
}

impl Cache {
    /// This frame's budget: what is left of its pixels, and when its time is up.
    fn left(&mut self, frame: u64, budget: Budget) -> (usize, Option<f64>) {
        if self.spent.frame != Some(frame) {
            self.spent = Spent {
                frame: Some(frame),
                pixels: 0,
                deadline: budget.millis.map(|ms| clock::monotonic_millis() + ms),
            };
        }
        let late = budget.millis.is_some()
            && self.spent.pixels > 0
            && self
                .spent
                .deadline
                .is_some_and(|d| clock::monotonic_millis() >= d);
        let pixels = match budget.pixels {
            // Out of time once something was drawn: the first cell of a frame always is.
            _ if late => 0,
            Some(pixels) => pixels.saturating_sub(self.spent.pixels),
            None => usize::MAX,
        };
        (pixels, self.spent.deadline)
    }

    /// Counts `pixels` of cells rasterised in `frame`.
    fn add_spent(&mut self, frame: u64, pixels: usize) {
        if self.spent.frame == Some(frame) {
            self.spent.pixels = self.spent.pixels.saturating_add(pixels);
        }
    }
}

/// How much rasterising one frame may do.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Budget {
    /// Pixels of cells (`None`: any number).
    pub pixels: Option<usize>,
    /// Milliseconds (`None`: any time).
    pub millis: Option<f64>,
}

impl Budget {
    /// No limit: a whole atlas in the frame that asks for it.
    pub const NONE: Self = Self {
        pixels: None,
        millis: None,
    };

    /// At most `pixels` pixels of cells a frame.
    #[cfg(test)]
    pub fn pixels(pixels: usize) -> Self {
        Self {
            pixels: Some(pixels),
            millis: None,
        }
    }
}

/// Atlases unused for this many passes are dropped once there are more than [`KEEP`].
const STALE_PASSES: u64 = 120;
const KEEP: usize = 6;

/// A stand-in made when no atlas of a group and style exists yet is rasterised at this fraction
/// of the size asked for: a ninth of the pixels, so it costs little, and it is replaced within a
/// few frames.
const STAND_IN_FRACTION: f32 = 1.0 / 3.0;

fn cache_id() -> Id {
    Id::unique("parlour_faces_atlas_cache")
}

/// The pixel width an atlas is rasterised at for faces `px` pixels wide.
pub fn bucket(px: f32) -> u32 {
    // Rect widths come out of subtractions (48.000004 for 48): drop that noise before rounding
    // up, or equal tiles would land in two atlases.
    let px = ((px * 64.0).round() / 64.0).clamp(4.0, 1024.0);
    if px <= 48.0 {
        return px.ceil() as u32;
    }
    let step = (px / 48.0).ln() / 1.04f32.ln();
    (48.0 * 1.04f32.powi(step.ceil() as i32)).ceil() as u32
}

/// The atlas for `painter` at faces `width` points wide.
///
/// Rasterising a whole atlas takes a few milliseconds on the desktop but a few hundred in a
/// browser, where it would freeze that frame; there ([`crate::platform::FACE_PIXELS_PER_FRAME`]
/// and [`crate::platform::FACE_MILLIS_PER_FRAME`]) a new size is rasterised a few cells a frame while the nearest size already made stands in,
/// drawn scaled (a cell's quad is worked out from the face's rectangle, so any size draws in the
/// right place). When none exists yet, a small one is made at once to stand in.
pub fn get(ctx: &Context, painter: &dyn Painter, width: f32) -> Arc<Atlas> {
    let budget = Budget {
        pixels: crate::platform::FACE_PIXELS_PER_FRAME,
        millis: crate::platform::FACE_MILLIS_PER_FRAME,
    };
    get_within(ctx, painter, width, budget)
}

/// [`get`] with `budget` for this frame's rasterising.
pub(super) fn get_within(
    ctx: &Context,
    painter: &dyn Painter,
    width: f32,
    budget: Budget,
) -> Arc<Atlas> {
    let key = Key {
        group: painter.group(),
        px: bucket(width * ctx.pixels_per_point()),
        style: painter.style(),
    };
    let pass = ctx.cumulative_pass_nr();
    let frame = ctx.cumulative_frame_nr();
    // Every face drawn asks, so the usual answer (a cached atlas) does nothing more.
    let (building, stand_in, (left, deadline)) = match ctx.data_mut(|d| {
        let cache = d.get_temp_mut_or_default::<Cache>(cache_id());
        if let Some((atlas, used)) = cache.atlases.get_mut(&key) {
            *used = pass;
            return Ok(Arc::clone(atlas));
        }
        let building = cache.building.remove(&key).map(|(b, _)| Box::new(b));
        // One budget per frame, however many sizes (and passes) ask.
        Err((building, nearest(cache, key), cache.left(frame, budget)))
    }) {
        Ok(atlas) => return atlas,
        Err(missing) => missing,
    };
    // Rasterise outside `data_mut`: loading a texture locks the context too.
    let mut building = building.map_or_else(|| Building::new(painter, key), |b| *b);
    let spent = building.advance(painter, left, deadline.filter(|_| budget.millis.is_some()));
    if !building.is_done() {
        ctx.request_repaint();
        let stand_in = stand_in.unwrap_or_else(|| {
            let small = (width * STAND_IN_FRACTION).max(4.0);
            get_within(ctx, painter, small, Budget::NONE)
        });
        ctx.data_mut(|d| {
            let cache = d.get_temp_mut_or_default::<Cache>(cache_id());
            cache.add_spent(frame, spent);
            // A size no longer asked for (a window resized past it) is given up.
            cache
                .building
                .retain(|_, (_, used)| pass.saturating_sub(*used) < STALE_PASSES);
            cache.building.insert(key, (building, pass));
        });
        return stand_in;
    }
    let atlas = Arc::new(building.finish(ctx, painter));
    ctx.data_mut(|d| {
        let cache = d.get_temp_mut_or_default::<Cache>(cache_id());
        cache.built += 1;
        cache.add_spent(frame, spent);
        if cache.atlases.len() >= KEEP {
            cache
                .atlases
                .retain(|_, (_, used)| pass.saturating_sub(*used) < STALE_PASSES);
        }
        cache.atlases.insert(key, (Arc::clone(&atlas), pass));
    });
    atlas
}

/// The cached atlas of `key`'s group and style nearest to its size, if any.
fn nearest(cache: &Cache, key: Key) -> Option<Arc<Atlas>> {
    cache
        .atlases
        .iter()
        .filter(|(k, _)| k.group == key.group && k.style == key.style)
        .min_by_key(|(k, _)| k.px.abs_diff(key.px))
        .map(|(_, (atlas, _))| Arc::clone(atlas))
}

/// How many atlases this context has rasterised so far.
#[cfg(test)]
pub fn built_count(ctx: &Context) -> u64 {
    ctx.data_mut(|d| d.get_temp_mut_or_default::<Cache>(cache_id()).built)
}

/// Rasterises every cell of `painter` into one image, in a grid about as wide as tall (tests
/// look at the cells with it).
#[cfg(test)]
pub fn rasterise(painter: &dyn Painter, px: f32) -> (ColorImage, Vec<Rect>, CellLayout) {
    let mut building = Building::at(painter, px);
    building.advance(painter, usize::MAX, None);
    building.into_image(painter)
}

/// An atlas on its way: the grid, the image so far and the next cell to draw.
#[derive(Clone)]
struct Building {
    key: Key,
    /// The layout, with the cell rounded up to whole pixels as the grid uses it.
    layout: CellLayout,
    cols: usize,
    image: ColorImage,
    next: usize,
    cells: usize,
}

impl Building {
    fn new(painter: &dyn Painter, key: Key) -> Self {
        Self {
            key,
            ..Self::at(painter, key.px as f32)
        }
    }

    fn at(painter: &dyn Painter, px: f32) -> Self {
        let layout = painter.layout(px);
        let cw = layout.cell.x.ceil().max(1.0) as usize;
        let ch = layout.cell.y.ceil().max(1.0) as usize;
        let n = painter.cells().max(1);
        let cols = ((n as f32 * ch as f32 / cw as f32).sqrt().ceil() as usize).clamp(1, n);
        let rows = n.div_ceil(cols);
        let width = (cols * cw).min(u16::MAX as usize);
        let height = (rows * ch).min(u16::MAX as usize);
        Self {
            key: Key {
                group: painter.group(),
                px: px as u32,
                style: painter.style(),
            },
            // The quad must cover whole cells, so the layout rounds up the same way the grid does.
            layout: CellLayout {
                cell: vec2(cw as f32, ch as f32),
                ..layout
            },
            cols,
            image: ColorImage::filled([width, height], egui::Color32::TRANSPARENT),
            next: 0,
            cells: painter.cells(),
        }
    }

    fn is_done(&self) -> bool {
        self.next >= self.cells
    }

    /// Cell `index`'s top-left corner in the image.
    fn origin(&self, index: usize) -> egui::Vec2 {
        let cell = self.layout.cell;
        vec2(
            (index % self.cols) as f32 * cell.x,
            (index / self.cols) as f32 * cell.y,
        )
    }

    /// Cell `index`'s face in image pixels.
    fn face(&self, index: usize) -> kurbo::Rect {
        let min = self.origin(index) + self.layout.face_offset;
        let face = self.layout.face;
        kurbo::Rect::new(
            f64::from(min.x),
            f64::from(min.y),
            f64::from(min.x + face.x),
            f64::from(min.y + face.y),
        )
    }

    /// Draws cells while `budget` pixels of them last and the clock has not passed `deadline`,
    /// and returns the pixels drawn. With any pixels left at all it draws at least one cell, so
    /// every size gets done. Each cell is drawn on a canvas of its own, so nothing bleeds into a
    /// neighbour, at the same whole-pixel offsets as in the image.
    fn advance(&mut self, painter: &dyn Painter, budget: usize, deadline: Option<f64>) -> usize {
        let [cw, ch] = [self.layout.cell.x as usize, self.layout.cell.y as usize];
        let mut spent = 0usize;
        let in_time = || deadline.is_none_or(|d| clock::monotonic_millis() < d);
        while !self.is_done()
            && budget > 0
            && (spent == 0 || (spent.saturating_add(cw * ch) <= budget && in_time()))
        {
            let index = self.next;
            let origin = self.origin(index);
            let local = self.face(index) - kurbo::Vec2::new(origin.x.into(), origin.y.into());
            let mut canvas = Canvas::new(cw as u16, ch as u16);
            painter.draw(&mut canvas, index, local);
            let pixels = canvas.into_pixels();
            self.paste(&pixels, origin);
            spent = spent.saturating_add(cw * ch);
            self.next += 1;
        }
        spent
    }

    /// Copies one cell's pixels into the image at `origin` (clipped to the image).
    fn paste(&mut self, pixels: &[egui::Color32], origin: egui::Vec2) {
        let [cw, ch] = [self.layout.cell.x as usize, self.layout.cell.y as usize];
        let [width, height] = self.image.size;
        let (x0, y0) = (origin.x as usize, origin.y as usize);
        let w = cw.min(width.saturating_sub(x0));
        for y in 0..ch.min(height.saturating_sub(y0)) {
            let from = &pixels[y * cw..y * cw + w];
            let at = (y0 + y) * width + x0;
            self.image.pixels[at..at + w].copy_from_slice(from);
        }
    }

    /// The finished image with the painter's last touches, each cell's UVs, and the layout.
    fn into_image(mut self, painter: &dyn Painter) -> (ColorImage, Vec<Rect>, CellLayout) {
        let [width, height] = self.image.size;
        let cell = self.layout.cell;
        let uvs = (0..self.cells)
            .map(|index| {
                let face = self.face(index);
                painter.post(&mut self.image, index, face);
                let origin = self.origin(index);
                Rect::from_min_size(
                    pos2(origin.x / width as f32, origin.y / height as f32),
                    vec2(cell.x / width as f32, cell.y / height as f32),
                )
            })
            .collect();
        (self.image, uvs, self.layout)
    }

    /// The atlas, its texture loaded.
    fn finish(self, ctx: &Context, painter: &dyn Painter) -> Atlas {
        let key = self.key;
        let (image, uvs, layout) = self.into_image(painter);
        let name = format!("faces-{:?}-{}-{:x}", key.group, key.px, key.style);
        let texture = ctx.load_texture(name, image, TextureOptions::LINEAR);
        Atlas {
            texture,
            uvs,
            layout,
        }
    }
}

/// Whether an image has any pixel that is not fully transparent (tests use it).
#[cfg(test)]
pub fn has_ink(image: &ColorImage, area: Rect) -> bool {
    let [w, h] = image.size;
    let x0 = (area.min.x.max(0.0) as usize).min(w);
    let x1 = (area.max.x.max(0.0) as usize).min(w);
    let y0 = (area.min.y.max(0.0) as usize).min(h);
    let y1 = (area.max.y.max(0.0) as usize).min(h);
    (y0..y1).any(|y| (x0..x1).any(|x| image.pixels[y * w + x] != egui::Color32::TRANSPARENT))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::faces::tiles::TilePainter;

    fn tiles() -> TilePainter {
        TilePainter {
            colour_blind: false,
            corner_index: false,
        }
    }

    #[test]
    fn an_atlas_made_a_few_cells_at_a_time_is_the_one_made_at_once() {
        let painter = tiles();
        let (at_once, uvs, layout) = rasterise(&painter, 40.0);
        let mut building = Building::at(&painter, 40.0);
        let cell = (layout.cell.x * layout.cell.y) as usize;
        let mut steps = 0;
        while !building.is_done() {
            let spent = building.advance(&painter, 3 * cell, None);
            assert!(spent > 0 && spent <= 3 * cell, "{spent} pixels in one step");
            steps += 1;
        }
        assert_eq!(steps, painter.cells().div_ceil(3));
        let (in_steps, step_uvs, step_layout) = building.into_image(&painter);
        assert_eq!((step_uvs, step_layout), (uvs, layout));
        assert!(
            in_steps.pixels == at_once.pixels,
            "the same pixels either way"
        );
    }

    #[test]
    fn a_new_size_stands_in_with_the_nearest_until_it_is_done() {
        let ctx = Context::default();
        let painter = tiles();
        // Faces a frame can rasterise: about ten of the 48-pixel ones.
        let budget = Budget::pixels(40 * 1024);
        let face_width = |width: f32| {
            let mut seen = 0.0;
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                seen = get_within(ui.ctx(), &painter, width, budget).layout.face.x;
            });
            // A renderer would take the textures; the test has none.
            output.textures_delta.clear();
            seen
        };
        // Nothing made yet: a small one at once, a third of the size.
        let first = face_width(48.0);
        assert!(first < 20.0, "a stand-in {first} px wide");
        let mut frames = 1;
        while face_width(48.0) < 47.0 {
            frames += 1;
            assert!(frames < 20, "48 px never done");
        }
        assert!(frames >= 3, "made over several frames ({frames})");
        // A larger size next: the 48-pixel atlas stands in, not the small one.
        let stand_in = face_width(96.0);
        assert!((47.0..50.0).contains(&stand_in), "{stand_in}");
        assert_eq!(built_count(&ctx), 2, "the stand-in and 48 px");
        // With no limit (the desktop), a size is made in the frame that asks for it.
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let atlas = get_within(ui.ctx(), &painter, 64.0, Budget::NONE);
            assert!(atlas.layout.face.x >= 64.0);
        });
        output.textures_delta.clear();
    }

    #[test]
    fn out_of_time_a_frame_draws_one_cell_and_the_size_is_still_done() {
        let ctx = Context::default();
        let painter = tiles();
        // Time is up as soon as a frame starts: one cell a frame, whatever the pixels.
        let budget = Budget {
            pixels: None,
            millis: Some(0.0),
        };
        let frame = |width: f32| {
            let mut seen = 0.0;
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                // Two sizes asked in one frame share its budget.
                seen = get_within(ui.ctx(), &painter, width, budget).layout.face.x;
                get_within(ui.ctx(), &painter, width * 2.0, budget);
            });
            output.textures_delta.clear();
            seen
        };
        frame(30.0);
        // The stand-ins (made at once), then the cells of 30 px one a frame: the frames needed
        // are at least the cells, and not many more.
        let built_before = built_count(&ctx);
        let mut frames = 0;
        while frame(30.0) < 29.0 {
            frames += 1;
            assert!(frames <= 2 * painter.cells(), "30 px never done");
        }
        assert!(
            frames + 1 >= painter.cells() / 2,
            "{frames} frames for {} cells",
            painter.cells()
        );
        assert!(built_count(&ctx) > built_before);
    }
}
