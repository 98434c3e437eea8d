//! Turns a frame's faces into as few meshes as possible: consecutive faces from the same atlas
//! share one mesh, so a board of tiles is one mesh however many tiles it has.

use super::Look;
use super::atlas::Atlas;
use egui::{Color32, Mesh, Rect, Shape};

/// Highlight colours; the overlay cell is white, so the vertex colour tints it.
const SELECTED: Color32 = Color32::from_rgb(40, 140, 235);
const HINTED: Color32 = Color32::from_rgb(250, 185, 20);
const REFUSED: Color32 = Color32::from_rgb(225, 50, 40);
/// Multiplies a dimmed face.
const DIMMED: Color32 = Color32::from_rgb(168, 168, 160);

/// Shapes in painting order, with the last mesh still open for more quads.
#[derive(Default)]
pub struct Quads {
    shapes: Vec<Shape>,
    open: Option<Mesh>,
}

impl Quads {
    /// Adds one cell of `atlas` drawn so that its face fills `face_rect`, tinted by `colour`.
    pub fn add(&mut self, atlas: &Atlas, cell: usize, face_rect: Rect, colour: Color32) {
        let Some(uv) = atlas.uvs.get(cell) else {
            return;
        };
        let texture = atlas.texture.id();
        if self.open.as_ref().is_some_and(|m| m.texture_id != texture) {
            self.close();
        }
        let mesh = self.open.get_or_insert_with(|| Mesh::with_texture(texture));
        mesh.add_rect_with_uv(atlas.layout.quad(face_rect), *uv, colour);
    }

    /// Adds a face and, when `look` asks for one, its highlight from the atlas's overlay cell.
    pub fn add_face(
        &mut self,
        atlas: &Atlas,
        cell: usize,
        overlay: usize,
        face_rect: Rect,
        look: Look,
        dim: bool,
    ) {
        let colour = if look.dimmed && dim {
            DIMMED
        } else {
            Color32::WHITE
        };
        self.add(atlas, cell, face_rect, colour);
        if let Some(tint) = highlight(look) {
            self.add(atlas, overlay, face_rect, tint);
        }
    }

    /// Adds a plain shape (closes the open mesh so order is kept).
    pub fn shape(&mut self, shape: Shape) {
        self.close();
        self.shapes.push(shape);
    }

    fn close(&mut self) {
        if let Some(mesh) = self.open.take()
            && !mesh.is_empty()
        {
            self.shapes.push(Shape::mesh(mesh));
        }
    }

    /// Every shape, in order.
    pub fn finish(mut self) -> Vec<Shape> {
        self.close();
        self.shapes
    }
}

/// The tint of the highlight a look asks for; a refusal outranks a selection, which outranks a
/// hint.
pub fn highlight(look: Look) -> Option<Color32> {
    if look.refused {
        Some(REFUSED)
    } else if look.selected {
        Some(SELECTED)
    } else if look.hinted {
        Some(HINTED)
    } else {
        None
    }
}
