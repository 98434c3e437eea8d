//! Where the editing grid lies on screen, and the conversions between screen points, half-tile
//! cells and tile places on each layer.

use crate::faces::{TILE_ASPECT, tile_depth};
use egui::{Pos2, Rect, Vec2, vec2};
use parlour_rules::solitaire::layout::{Size, TilePos};

/// The largest half-tile cell width, so a small grid does not turn into giant tiles.
const MAX_CELL: f32 = 30.0;

/// Where the grid lies on screen: each higher layer is lifted up and to the right by a tile's
/// depth, as in the game.
#[derive(Clone, Copy, Debug)]
pub(super) struct Board {
    origin: Pos2,
    /// One half-tile cell.
    pub(super) cell: Vec2,
    lift: Vec2,
    /// The grid.
    pub(super) size: Size,
}

impl Board {
    /// The largest board of `size` that fits in `rect`, centred.
    pub(super) fn fit(rect: Rect, size: Size) -> Self {
        // Depth of one layer in cell widths: tile_depth is measured on a whole tile (two cells).
        let depth = -tile_depth(2.0).x;
        let lifts = (size.layers - 1).max(0) as f32 * depth + depth;
        let across = size.width.max(1) as f32 + lifts;
        let down = size.height.max(1) as f32 * TILE_ASPECT + lifts;
        let cw = (rect.width() / across)
            .min(rect.height() / down)
            .clamp(2.0, MAX_CELL);
        let used = vec2(across * cw, down * cw);
        let top_left = rect.center() - used / 2.0;
        let lift = -tile_depth(2.0 * cw);
        let origin = top_left + vec2(depth * cw, (size.layers - 1).max(0) as f32 * depth * cw);
        Self {
            origin,
            cell: vec2(cw, cw * TILE_ASPECT),
            lift,
            size,
        }
    }

    /// The screen point of cell corner `x`, `y` on layer `z`.
    pub(super) fn screen_from_cell(&self, x: f32, y: f32, z: i32) -> Pos2 {
        self.origin + vec2(x * self.cell.x, y * self.cell.y) + self.lift * z as f32
    }

    /// The cell coordinates (fractional) of a screen point on layer `z`.
    pub(super) fn cell_from_screen(&self, p: Pos2, z: i32) -> Vec2 {
        let d = p - self.origin - self.lift * z as f32;
        vec2(d.x / self.cell.x, d.y / self.cell.y)
    }

    /// A tile's face on screen.
    pub(super) fn tile_rect(&self, t: TilePos) -> Rect {
        Rect::from_min_size(
            self.screen_from_cell(t.x as f32, t.y as f32, t.z),
            self.cell * 2.0,
        )
    }

    /// The whole grid of layer `z` on screen.
    pub(super) fn layer_rect(&self, z: i32) -> Rect {
        Rect::from_min_max(
            self.screen_from_cell(0.0, 0.0, z),
            self.screen_from_cell(self.size.width as f32, self.size.height as f32, z),
        )
    }

    /// The tile place nearest to the pointer: the tile centred on it.
    pub(super) fn place_at(&self, p: Pos2, z: i32) -> TilePos {
        let c = self.cell_from_screen(p, z);
        TilePos::new((c.x - 1.0).round() as i32, (c.y - 1.0).round() as i32, z)
    }

    /// The cell under the pointer.
    pub(super) fn cell_at(&self, p: Pos2, z: i32) -> (i32, i32) {
        let c = self.cell_from_screen(p, z);
        (c.x.floor() as i32, c.y.floor() as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn screen_and_cell_coordinates_agree_on_every_layer() {
        let size = Size {
            width: 32,
            height: 16,
            layers: 5,
        };
        let board = Board::fit(
            Rect::from_min_size(pos2(10.0, 20.0), vec2(900.0, 600.0)),
            size,
        );
        for z in 0..5 {
            let p = board.screen_from_cell(7.5, 3.5, z);
            let c = board.cell_from_screen(p, z);
            assert!((c.x - 7.5).abs() < 1e-3 && (c.y - 3.5).abs() < 1e-3);
            assert_eq!(board.cell_at(p, z), (7, 3));
            assert_eq!(
                board.place_at(board.tile_rect(TilePos::new(6, 2, z)).center(), z),
                TilePos::new(6, 2, z)
            );
        }
        let whole = Rect::from_min_size(pos2(10.0, 20.0), vec2(900.0, 600.0)).expand(0.01);
        assert!(whole.contains_rect(board.layer_rect(0)));
        assert!(whole.contains_rect(board.layer_rect(4)));
    }
}
