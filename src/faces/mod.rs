//! Tile, card and gem faces, drawn by Parlour itself and shared by every game.
//!
//! Games paint through a [`FaceBatch`]: add tiles, cards and gems in painting order (back to
//! front), then [`FaceBatch::paint`] once. The batch is the only way games draw faces, so the
//! faces module is free to rasterise into a texture atlas and emit a few meshes.
//!
//! Geometry contract:
//! - A tile's `rect` is its top surface (the face). The body shows below and to the left of it,
//!   offset by [`tile_depth`]: a game stacking layers shifts each higher layer by
//!   `-tile_depth(width)` so the layers read as 3D.
//! - A tile face is `width x width * TILE_ASPECT`; a card `width x width * CARD_ASPECT`; a gem is
//!   drawn inside its (square) cell rect.

mod atlas;
mod batch;
mod cards;
mod custom;
mod gems;
pub mod names;
mod raster;
mod style;
mod tiles;

pub use custom::BackError;
pub use gems::GEMS;
pub use style::{CardBack, CardPreferences, TilePreferences};

use parlour_rules::engine::card::Card;
use parlour_rules::engine::tile::Face;

/// Height of a tile face divided by its width.
pub const TILE_ASPECT: f32 = 1.3;
/// Height of a card divided by its width.
pub const CARD_ASPECT: f32 = 1.4;
/// How many Match-3 gem kinds there are.
pub const GEM_KINDS: u8 = 7;

/// Where a tile's body shows relative to its face: the face of a tile of width `face_width` sits
/// this far from the body's outline (left and down), so stacked layers read as 3D.
pub fn tile_depth(face_width: f32) -> egui::Vec2 {
    egui::vec2(-0.11 * face_width, 0.11 * face_width)
}

/// How a tile, card or gem is highlighted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The player selected it.
    pub selected: bool,
    /// A hint points at it.
    pub hinted: bool,
    /// A move involving it was just refused (a short red flash).
    pub refused: bool,
    /// It cannot be played now (drawn dimmed when the player wants that).
    pub dimmed: bool,
}

/// What a card shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardView {
    /// Face up.
    Up(Card),
    /// Face down: the chosen back.
    Down,
}

/// Collects faces for one frame and paints them together.
pub struct FaceBatch {
    ctx: egui::Context,
    tiles: tiles::TilePainter,
    cards: cards::CardPainter,
    back: CardBack,
    dim_blocked: bool,
    quads: batch::Quads,
}

impl FaceBatch {
    /// A batch drawn with the player's tile and card preferences.
    pub fn new(
        ctx: &egui::Context,
        tile_prefs: &TilePreferences,
        card_prefs: &CardPreferences,
    ) -> Self {
        let custom = custom::get(ctx);
        // Without a loaded picture the custom back falls back to the first built-in one.
        let back = match card_prefs.back {
            CardBack::Custom if custom.is_none() => CardBack::Lattice,
            back => back,
        };
        Self {
            ctx: ctx.clone(),
            tiles: tiles::TilePainter {
                colour_blind: tile_prefs.colour_blind,
                corner_index: tile_prefs.corner_index,
            },
            cards: cards::CardPainter { custom },
            back,
            dim_blocked: tile_prefs.dim_blocked,
            quads: batch::Quads::default(),
        }
    }

    /// Adds a tile whose top surface is `rect`.
    pub fn tile(&mut self, rect: egui::Rect, face: Face, look: Look) {
        self.tile_cell(rect, face.index(), look);
    }

    /// Adds a face-down tile (its jade back) whose top surface is `rect`.
    pub fn tile_back(&mut self, rect: egui::Rect, look: Look) {
        self.tile_cell(rect, tiles::BACK, look);
    }

    fn tile_cell(&mut self, rect: egui::Rect, cell: usize, look: Look) {
        if !is_drawable(rect) {
            return;
        }
        let atlas = atlas::get(&self.ctx, &self.tiles, rect.width());
        self.quads
            .add_face(&atlas, cell, tiles::OVERLAY, rect, look, self.dim_blocked);
    }

    /// Adds a card filling `rect`.
    pub fn card(&mut self, rect: egui::Rect, view: CardView, look: Look) {
        let cell = match view {
            CardView::Up(card) => card.index(),
            CardView::Down => cards::back_cell(self.back),
        };
        self.card_cell(rect, cell, look);
    }

    /// Adds a face-down card showing `back` rather than the player's choice (the gallery and the
    /// Settings preview use it).
    pub fn card_back(&mut self, rect: egui::Rect, back: CardBack, look: Look) {
        self.card_cell(rect, cards::back_cell(back), look);
    }

    fn card_cell(&mut self, rect: egui::Rect, cell: usize, look: Look) {
        if !is_drawable(rect) {
            return;
        }
        let atlas = atlas::get(&self.ctx, &self.cards, rect.width());
        // Cards a game cannot play now are always dimmed when it asks: unlike tiles there is no
        // preference, since a game only dims cards on purpose.
        self.quads
            .add_face(&atlas, cell, cards::OVERLAY, rect, look, true);
    }

    /// Adds gem `kind` (0..GEM_KINDS) inside the cell `rect`.
    pub fn gem(&mut self, rect: egui::Rect, kind: u8, look: Look) {
        if !is_drawable(rect) || kind >= GEM_KINDS {
            return;
        }
        let atlas = atlas::get(&self.ctx, &gems::GemPainter, rect.width());
        self.quads
            .add_face(&atlas, usize::from(kind), gems::OVERLAY, rect, look, true);
    }

    /// Adds an ordinary shape between faces, keeping the painting order.
    pub fn shape(&mut self, shape: egui::Shape) {
        self.quads.shape(shape);
    }

    /// Paints everything added, in order.
    pub fn paint(self, painter: &egui::Painter) {
        painter.extend(self.quads.finish());
    }

    /// Everything added, as shapes in painting order (benches tessellate these).
    pub fn into_shapes(self) -> Vec<egui::Shape> {
        self.quads.finish()
    }
}

/// Makes the picture in `bytes` (PNG or JPEG, read by the caller through the store) the custom
/// card back for this context. On error the previous back stays and the message says why.
pub fn set_custom_back(ctx: &egui::Context, bytes: &[u8]) -> Result<(), BackError> {
    custom::set(ctx, bytes)
}

/// Whether a custom card back picture is loaded in this context.
pub fn has_custom_back(ctx: &egui::Context) -> bool {
    custom::get(ctx).is_some()
}

/// A rect with a finite, positive width: anything else would make no atlas.
fn is_drawable(rect: egui::Rect) -> bool {
    rect.width().is_finite() && rect.width() >= 1.0 && rect.height().is_finite()
}

#[cfg(test)]
mod tests;
