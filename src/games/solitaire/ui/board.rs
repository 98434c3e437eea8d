//! The board: where each tile goes on screen, painting back to front, clicks, accessible names
//! and the keyboard focus ring.

use egui::{Pos2, Rect, Sense, Vec2, vec2};

use crate::faces::{FaceBatch, Look, TILE_ASPECT, tile_depth};
use crate::preferences::Preferences;
use crate::t;
use parlour_rules::engine::tile::Face;
use parlour_rules::solitaire::layout::TilePos;
use parlour_rules::solitaire::rules::SolitaireState;

/// The largest face width in points: a small layout in a big window stays tile-sized.
const MAX_TILE_WIDTH: f32 = 96.0;

/// How the layout is placed in the available rectangle this frame: the board is scaled to fit,
/// so it re-fits whenever the window changes size.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    /// Screen position of grid cell (0, 0) on layer 0.
    origin: Pos2,
    /// Face width in points.
    width: f32,
}

impl Placement {
    /// The biggest placement of `tiles` that fits in `area`, centred.
    pub fn fit(tiles: &[TilePos], area: Rect) -> Placement {
        // Everything scales with the face width, so measure the board at width 1 first.
        let unit = Placement {
            origin: Pos2::ZERO,
            width: 1.0,
        };
        let mut bounds = Rect::NOTHING;
        for &pos in tiles {
            let face = unit.face_rect(pos);
            bounds = bounds.union(face).union(face.translate(tile_depth(1.0)));
        }
        if !bounds.is_positive() {
            return Placement {
                origin: area.center(),
                width: MAX_TILE_WIDTH,
            };
        }
        let width = (area.width() / bounds.width())
            .min(area.height() / bounds.height())
            .clamp(4.0, MAX_TILE_WIDTH);
        Placement {
            origin: area.center() - bounds.center().to_vec2() * width,
            width,
        }
    }

    /// The face width in points.
    pub fn tile_width(&self) -> f32 {
        self.width
    }

    /// The top surface of the tile at `pos`: half-tile grid steps, each layer shifted up and
    /// right by the tile's depth so the stack reads as 3D.
    pub fn face_rect(&self, pos: TilePos) -> Rect {
        let w = self.width;
        let h = w * TILE_ASPECT;
        let lift = -tile_depth(w) * pos.z as f32;
        let min = self.origin + vec2(pos.x as f32 * w / 2.0, pos.y as f32 * h / 2.0) + lift;
        Rect::from_min_size(min, vec2(w, h))
    }

    /// Where the centre of the tile at `pos` is, in board terms (for moving the keyboard focus).
    pub fn centre(&self, pos: TilePos) -> Pos2 {
        self.face_rect(pos).center()
    }
}

/// The tile indices in painting order: lower layers first; within a layer, right to left and
/// top to bottom, because each tile's body shows below and to its left.
pub fn paint_order(state: &SolitaireState) -> Vec<usize> {
    let tiles = &state.layout().tiles;
    let mut order: Vec<usize> = (0..tiles.len()).filter(|&i| state.is_present(i)).collect();
    order.sort_by_key(|&i| {
        let p = tiles[i];
        (p.z, -p.x, p.y)
    });
    order
}

/// How each tile should look this frame.
pub struct Highlights {
    /// The selected tile.
    pub selected: Option<usize>,
    /// The hinted pair.
    pub hinted: Option<(usize, usize)>,
    /// A tile whose click was just refused.
    pub refused: Option<usize>,
    /// The keyboard focus.
    pub focus: Option<usize>,
}

/// The accessible name of a tile: its face, whether it can be taken, and where it stands.
pub fn tile_name(face: Face, pos: TilePos, free: bool, selected: bool) -> String {
    let tile = crate::faces::names::tile_name(face);
    let (column, row, layer) = (i64::from(pos.x), i64::from(pos.y), i64::from(pos.z) + 1);
    match (free, selected) {
        (_, true) => t!(
            "solitaire-tile-selected",
            tile = tile,
            column = column,
            row = row,
            layer = layer
        ),
        (true, false) => t!(
            "solitaire-tile-free",
            tile = tile,
            column = column,
            row = row,
            layer = layer
        ),
        (false, false) => t!(
            "solitaire-tile-blocked",
            tile = tile,
            column = column,
            row = row,
            layer = layer
        ),
    }
}

/// Paints the board in `area` and returns the tile clicked, if any.
pub fn board_ui(
    ui: &mut egui::Ui,
    area: Rect,
    state: &SolitaireState,
    looks: &Highlights,
    prefs: &Preferences,
) -> Option<usize> {
    let tiles = &state.layout().tiles;
    let placement = Placement::fit(tiles, area.shrink(area.width().min(area.height()) * 0.03));
    let mut batch = FaceBatch::new(ui.ctx(), &prefs.tiles, &prefs.cards);
    let mut clicked = None;
    for i in paint_order(state) {
        let (Some(&pos), Some(&face)) = (tiles.get(i), state.faces().get(i)) else {
            continue;
        };
        let rect = placement.face_rect(pos);
        let free = state.is_free(i);
        let look = Look {
            selected: looks.selected == Some(i),
            hinted: looks.hinted.is_some_and(|(a, b)| a == i || b == i),
            refused: looks.refused == Some(i),
            dimmed: !free,
        };
        batch.tile(rect, face, look);
        // Tiles are clicked, not focused by egui: the board keeps its own focus among free
        // tiles (arrow keys), so Space and Enter are never handled twice.
        let response = ui.interact(rect, ui.scope_id().with(("tile", i)), Sense::CLICK);
        let name = tile_name(face, pos, free, look.selected);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if response.clicked() {
            clicked = Some(i);
        }
    }
    batch.paint(ui.painter());
    if let Some(&pos) = looks.focus.and_then(|i| tiles.get(i)) {
        let ring = placement
            .face_rect(pos)
            .expand(placement.tile_width() * 0.04);
        let stroke = egui::Stroke::new(2.5, ui.visuals().selection.stroke.color);
        ui.painter().rect_stroke(
            ring,
            placement.tile_width() * 0.1,
            stroke,
            egui::StrokeKind::Outside,
        );
    }
    clicked
}

/// An arrow key's direction on screen.
pub fn direction(key: egui::Key) -> Option<Vec2> {
    match key {
        egui::Key::ArrowLeft => Some(vec2(-1.0, 0.0)),
        egui::Key::ArrowRight => Some(vec2(1.0, 0.0)),
        egui::Key::ArrowUp => Some(vec2(0.0, -1.0)),
        egui::Key::ArrowDown => Some(vec2(0.0, 1.0)),
        _ => None,
    }
}

/// The free tile the focus moves to from `from` in direction `dir`: the nearest one that lies
/// that way, preferring tiles straight ahead. With no focus yet, the top-left free tile.
pub fn move_focus(state: &SolitaireState, from: Option<usize>, dir: Vec2) -> Option<usize> {
    let unit = Placement {
        origin: Pos2::ZERO,
        width: 1.0,
    };
    let tiles = &state.layout().tiles;
    let free = state.free_tiles();
    let centre = |i: usize| tiles.get(i).map(|&p| unit.centre(p));
    let Some(start) = from.filter(|&i| state.is_free(i)).and_then(centre) else {
        return free.into_iter().min_by(|&a, &b| {
            let key = |i| centre(i).map_or(f32::MAX, |c| c.x + c.y);
            key(a).total_cmp(&key(b))
        });
    };
    free.into_iter()
        .filter(|&i| Some(i) != from)
        .filter_map(|i| {
            let offset = centre(i)? - start;
            let ahead = offset.dot(dir);
            let aside = (offset - dir * ahead).length();
            (ahead > 0.1).then_some((ahead + 2.0 * aside, i))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, i)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::solitaire::layout::Layout;

    fn state(tiles: &[(i32, i32, i32)]) -> SolitaireState {
        let layout = Layout::from_triples(tiles);
        let faces = Face::all().take(tiles.len()).collect();
        SolitaireState::new(layout, faces, 1)
    }

    #[test]
    fn the_board_fits_the_area_and_higher_layers_are_lifted() {
        let s = state(&[(0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1)]);
        let area = Rect::from_min_size(Pos2::new(10.0, 20.0), vec2(300.0, 200.0));
        let p = Placement::fit(&s.layout().tiles, area);
        for pos in &s.layout().tiles {
            let face = p.face_rect(*pos);
            let body = face.translate(tile_depth(p.tile_width()));
            assert!(area.expand(0.01).contains_rect(face.union(body)), "{pos:?}");
        }
        let low = p.face_rect(TilePos::new(2, 0, 0));
        let high = p.face_rect(TilePos::new(2, 0, 1));
        assert!(high.min.x > low.min.x && high.min.y < low.min.y);
        let small = Placement::fit(&s.layout().tiles, area.shrink2(vec2(100.0, 50.0)));
        assert!(
            small.tile_width() < p.tile_width(),
            "a smaller window, smaller tiles"
        );
    }

    #[test]
    fn painting_goes_up_the_layers_and_right_to_left() {
        let s = state(&[(0, 0, 0), (2, 0, 0), (0, 2, 0), (1, 1, 1)]);
        let order: Vec<TilePos> = paint_order(&s)
            .into_iter()
            .map(|i| s.layout().tiles[i])
            .collect();
        assert_eq!(
            order,
            [
                TilePos::new(2, 0, 0),
                TilePos::new(0, 0, 0),
                TilePos::new(0, 2, 0),
                TilePos::new(1, 1, 1)
            ]
        );
    }

    #[test]
    fn arrow_keys_walk_among_free_tiles() {
        // A row of three: only the two ends are free.
        let s = state(&[(0, 0, 0), (2, 0, 0), (4, 0, 0), (0, 4, 0)]);
        let ends: Vec<usize> = s.free_tiles();
        let first = move_focus(&s, None, vec2(1.0, 0.0));
        assert_eq!(
            first.map(|i| s.layout().tiles[i]),
            Some(TilePos::new(0, 0, 0))
        );
        let right = move_focus(&s, first, vec2(1.0, 0.0));
        assert_eq!(
            right.map(|i| s.layout().tiles[i]),
            Some(TilePos::new(4, 0, 0))
        );
        assert!(right.is_some_and(|i| ends.contains(&i)));
        let down = move_focus(&s, first, vec2(0.0, 1.0));
        assert_eq!(
            down.map(|i| s.layout().tiles[i]),
            Some(TilePos::new(0, 4, 0))
        );
        assert_eq!(move_focus(&s, right, vec2(1.0, 0.0)), None);
    }
}
