//! The texture atlas: every face of a group (tiles, cards or gems) rasterised once per pixel size
//! and style into one texture, kept in the egui context's data.
//!
//! The key holds the size in *physical pixels* (points times `pixels_per_point`), so a change of
//! DPI or zoom gives a new atlas while two scales that land on the same pixel size share one.
//! Sizes are rounded up to a ladder (whole pixels when small, 4 % steps above) so a window being
//! resized does not rasterise a new atlas every frame; the few percent of downscaling this costs
//! is invisible with linear filtering.

use super::raster::Canvas;
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
    /// How many atlases were rasterised (tests check reuse with it).
    built: u64,
}

/// Atlases unused for this many passes are dropped once there are more than [`KEEP`].
const STALE_PASSES: u64 = 120;
const KEEP: usize = 6;

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

/// The atlas for `painter` at faces `width` points wide, rasterised now if it is not cached.
pub fn get(ctx: &Context, painter: &dyn Painter, width: f32) -> Arc<Atlas> {
    let key = Key {
        group: painter.group(),
        px: bucket(width * ctx.pixels_per_point()),
        style: painter.style(),
    };
    let pass = ctx.cumulative_pass_nr();
    let cached = ctx.data_mut(|d| {
        let cache = d.get_temp_mut_or_default::<Cache>(cache_id());
        cache.atlases.get_mut(&key).map(|(atlas, used)| {
            *used = pass;
            Arc::clone(atlas)
        })
    });
    if let Some(atlas) = cached {
        return atlas;
    }
    // Rasterise outside `data_mut`: loading a texture locks the context too.
    let atlas = Arc::new(build(ctx, painter, key));
    ctx.data_mut(|d| {
        let cache = d.get_temp_mut_or_default::<Cache>(cache_id());
        cache.built += 1;
        if cache.atlases.len() >= KEEP {
            cache
                .atlases
                .retain(|_, (_, used)| pass.saturating_sub(*used) < STALE_PASSES);
        }
        cache.atlases.insert(key, (Arc::clone(&atlas), pass));
    });
    atlas
}

/// How many atlases this context has rasterised so far.
#[cfg(test)]
pub fn built_count(ctx: &Context) -> u64 {
    ctx.data_mut(|d| d.get_temp_mut_or_default::<Cache>(cache_id()).built)
}

/// Rasterises every cell of `painter` into one image, in a grid about as wide as tall.
pub fn rasterise(painter: &dyn Painter, px: f32) -> (ColorImage, Vec<Rect>, CellLayout) {
    let layout = painter.layout(px);
    let cw = layout.cell.x.ceil() as usize;
    let ch = layout.cell.y.ceil() as usize;
    let n = painter.cells().max(1);
    let cols = ((n as f32 * ch as f32 / cw as f32).sqrt().ceil() as usize).clamp(1, n);
    let rows = n.div_ceil(cols);
    let width = (cols * cw).min(u16::MAX as usize);
    let height = (rows * ch).min(u16::MAX as usize);
    let mut canvas = Canvas::new(width as u16, height as u16);
    let mut faces = Vec::with_capacity(n);
    for index in 0..painter.cells() {
        let origin = vec2((index % cols * cw) as f32, (index / cols * ch) as f32);
        let min = origin + layout.face_offset;
        let face = kurbo::Rect::new(
            f64::from(min.x),
            f64::from(min.y),
            f64::from(min.x + layout.face.x),
            f64::from(min.y + layout.face.y),
        );
        // Keep each cell's drawing inside its cell so neighbours never bleed into each other.
        let cell = kurbo::Rect::new(
            f64::from(origin.x),
            f64::from(origin.y),
            f64::from(origin.x) + cw as f64,
            f64::from(origin.y) + ch as f64,
        );
        canvas.push_clip(&super::raster::polygon(&[
            cell.origin(),
            (cell.x1, cell.y0).into(),
            (cell.x1, cell.y1).into(),
            (cell.x0, cell.y1).into(),
        ]));
        painter.draw(&mut canvas, index, face);
        canvas.pop_clip();
        faces.push((origin, face));
    }
    let pixels = canvas.into_pixels();
    let mut image = ColorImage::new([width, height], pixels);
    let uvs = faces
        .iter()
        .enumerate()
        .map(|(index, (origin, face))| {
            painter.post(&mut image, index, *face);
            Rect::from_min_size(
                pos2(origin.x / width as f32, origin.y / height as f32),
                vec2(cw as f32 / width as f32, ch as f32 / height as f32),
            )
        })
        .collect();
    // The quad must cover whole cells, so the layout rounds up the same way the grid does.
    let layout = CellLayout {
        cell: vec2(cw as f32, ch as f32),
        ..layout
    };
    (image, uvs, layout)
}

fn build(ctx: &Context, painter: &dyn Painter, key: Key) -> Atlas {
    let (image, uvs, layout) = rasterise(painter, key.px as f32);
    let name = format!("faces-{:?}-{}-{:x}", key.group, key.px, key.style);
    let texture = ctx.load_texture(name, image, TextureOptions::LINEAR);
    Atlas {
        texture,
        uvs,
        layout,
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
