//! A card back from a picture the player chose: decoded once, kept in the egui context, pasted
//! into the card atlas.

use egui::{Color32, ColorImage, Context, Id};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use vello_cpu::kurbo::Rect;

/// Pictures are shrunk to at most this many pixels on their longer side: a card back never needs
/// more, and the atlas stays small.
const MAX_SIDE: u32 = 600;

static GENERATION: AtomicU64 = AtomicU64::new(1);

/// A decoded custom back.
pub struct CustomBack {
    pixels: image::RgbaImage,
    /// Changes with every loaded picture, so atlases drawn with an older one are not reused.
    pub generation: u64,
}

/// Why a picture cannot be a card back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BackError {
    /// Not a PNG or JPEG the `image` crate could decode.
    #[error(
        "That file is not a PNG or JPEG picture Parlour can read ({0}). The previous back stays."
    )]
    Undecodable(String),
    /// Zero pixels wide or high.
    #[error("That picture is empty. The previous back stays.")]
    Empty,
}

impl CustomBack {
    /// Decodes PNG or JPEG `bytes`.
    pub fn decode(bytes: &[u8]) -> Result<CustomBack, BackError> {
        let format =
            image::guess_format(bytes).map_err(|e| BackError::Undecodable(e.to_string()))?;
        if !matches!(format, image::ImageFormat::Png | image::ImageFormat::Jpeg) {
            return Err(BackError::Undecodable(format!(
                "{format:?} is not supported"
            )));
        }
        let decoded = image::load_from_memory_with_format(bytes, format)
            .map_err(|e| BackError::Undecodable(e.to_string()))?;
        if decoded.width() == 0 || decoded.height() == 0 {
            return Err(BackError::Empty);
        }
        let decoded = if decoded.width().max(decoded.height()) > MAX_SIDE {
            decoded.thumbnail(MAX_SIDE, MAX_SIDE)
        } else {
            decoded
        };
        Ok(CustomBack {
            pixels: decoded.to_rgba8(),
            generation: GENERATION.fetch_add(1, Ordering::Relaxed),
        })
    }

    /// Paints the picture over `area` of `image`, cropped to cover it (like a photo in a frame),
    /// sampled bilinearly, with the corners left round.
    pub fn paste(&self, image: &mut ColorImage, area: Rect) {
        let (sw, sh) = (self.pixels.width() as f64, self.pixels.height() as f64);
        let scale = (sw / area.width()).min(sh / area.height());
        let ox = (sw - area.width() * scale) / 2.0;
        let oy = (sh - area.height() * scale) / 2.0;
        let radius = 0.06 * area.width();
        let [iw, ih] = image.size;
        let x0 = area.x0.max(0.0).round() as usize;
        let y0 = area.y0.max(0.0).round() as usize;
        let x1 = (area.x1.round() as usize).min(iw);
        let y1 = (area.y1.round() as usize).min(ih);
        for y in y0..y1 {
            for x in x0..x1 {
                let (px, py) = (x as f64 + 0.5, y as f64 + 0.5);
                if outside_round_corner(area, radius, px, py) {
                    continue;
                }
                let sx = ox + (px - area.x0) * scale;
                let sy = oy + (py - area.y0) * scale;
                let [r, g, b, a] = self.sample(sx, sy);
                // Over the card's own (opaque) pixels, so the result is opaque.
                let under = image.pixels[y * iw + x];
                let mixed =
                    |top: f64, bottom: u8| (top * a + f64::from(bottom) * (1.0 - a)).round() as u8;
                image.pixels[y * iw + x] = Color32::from_rgb(
                    mixed(r, under.r()),
                    mixed(g, under.g()),
                    mixed(b, under.b()),
                );
            }
        }
    }

    /// The bilinear colour at source position (`x`, `y`): RGB 0..=255 and alpha 0..=1.
    fn sample(&self, x: f64, y: f64) -> [f64; 4] {
        let (w, h) = (self.pixels.width(), self.pixels.height());
        let fx = (x - 0.5).clamp(0.0, f64::from(w - 1));
        let fy = (y - 0.5).clamp(0.0, f64::from(h - 1));
        let (x0, y0) = (fx.floor() as u32, fy.floor() as u32);
        let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
        let (tx, ty) = (fx - f64::from(x0), fy - f64::from(y0));
        let mut out = [0.0; 4];
        for (px, py, weight) in [
            (x0, y0, (1.0 - tx) * (1.0 - ty)),
            (x1, y0, tx * (1.0 - ty)),
            (x0, y1, (1.0 - tx) * ty),
            (x1, y1, tx * ty),
        ] {
            let p = self.pixels.get_pixel(px, py).0;
            for (o, v) in out.iter_mut().zip(p) {
                *o += f64::from(v) * weight;
            }
        }
        out[3] /= 255.0;
        out
    }
}

fn outside_round_corner(area: Rect, radius: f64, x: f64, y: f64) -> bool {
    let cx = x.clamp(area.x0 + radius, area.x1 - radius);
    let cy = y.clamp(area.y0 + radius, area.y1 - radius);
    (x - cx).powi(2) + (y - cy).powi(2) > radius * radius
}

fn id() -> Id {
    Id::unique("parlour_faces_custom_back")
}

/// Makes the picture in `bytes` the custom card back. On error the previous back stays.
pub fn set(ctx: &Context, bytes: &[u8]) -> Result<(), BackError> {
    let back = Arc::new(CustomBack::decode(bytes)?);
    ctx.data_mut(|d| d.insert_temp(id(), Some(back)));
    Ok(())
}

/// The custom back loaded in this context, if any.
pub fn get(ctx: &Context) -> Option<Arc<CustomBack>> {
    ctx.data_mut(|d| d.get_temp::<Option<Arc<CustomBack>>>(id()).flatten())
}
