//! The editing grid: paints the layout as the game shows it (lower layers dimmed, upper ones
//! ghosted or hidden) and turns clicks and drags into edit commands.

use egui::{Color32, Pos2, Rect, Sense, Stroke, StrokeKind};

use super::grid::Board;
use super::{Editing, Tool, UpperLayers};
use crate::faces::{FaceBatch, Look};
use crate::panel::PanelContext;
use crate::t;
use parlour_rules::editor::model::{EditLayout, EditMove, Mirror};
use parlour_rules::engine::tile::Face;
use parlour_rules::solitaire::layout::{Size, TilePos};

/// A drag in progress on the grid.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Drag {
    /// Painting tiles with the place or erase tool; the last place touched.
    Paint(Option<TilePos>),
    /// A rectangle from this cell (fill or select).
    Rect((i32, i32)),
    /// Moving the selection, grabbed at this cell, `dz` layers up.
    Move {
        /// Where the drag started.
        from: (i32, i32),
        /// Layers up (Page Up / Page Down while dragging).
        dz: i32,
    },
}

/// The face a layer's tiles show: a quiet honour per layer (White, Green and Red dragon, then
/// the winds), so layers are told apart at a glance.
fn layer_face(z: i32) -> Option<Face> {
    const HONOURS: [usize; 7] = [31, 32, 33, 27, 28, 29, 30];
    let k = usize::try_from(z.max(0)).unwrap_or(0) % HONOURS.len();
    HONOURS.get(k).and_then(|&i| Face::from_index(i))
}

/// The tiles of `layers` in painting order: layer by layer from the table, each row from the top,
/// right to left (a tile's body shows to its lower left, under its neighbour's face).
fn painting_order(layout: &EditLayout, layers: impl Fn(i32) -> bool) -> Vec<TilePos> {
    let mut tiles: Vec<TilePos> = layout
        .tiles()
        .iter()
        .copied()
        .filter(|t| layers(t.z))
        .collect();
    tiles.sort_by_key(|t| (t.z, t.y, -t.x));
    tiles
}

/// The felt the tiles stand on.
fn felt(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(32, 58, 48)
    } else {
        Color32::from_rgb(58, 104, 84)
    }
}

impl Editing<'_> {
    /// Paints the grid and handles the pointer on it.
    pub(super) fn board_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let rect = ui.available_rect_before_wrap();
        ui.allocate_rect(rect, Sense::hover());
        let state = self.session.state().clone();
        let size = state.size();
        self.layer = self.layer.clamp(0, size.layers - 1);
        let z = self.layer;
        let board = Board::fit(rect.shrink(8.0), size);
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 6.0, felt(ui));

        // Input first, so this frame already shows its result.
        let grid_rect = board.layer_rect(z);
        let id = ui.scope_id().with("editor_grid");
        let response = ui.interact(grid_rect, id, Sense::click_and_drag());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::Canvas,
                true,
                t!(
                    "editor-grid-name",
                    layer = i64::from(z),
                    top = i64::from(size.layers - 1)
                ),
            )
        });
        self.pointer(&response, &board, cx);
        let state = self.session.state().clone();

        // Lower layers, then a veil that dims them, then the grid of the current layer.
        let selected = |t: &TilePos| self.selection.contains(t);
        let mut lower = FaceBatch::new(ui.ctx(), &cx.prefs.tiles, &cx.prefs.cards);
        for t in painting_order(&state, |l| l < z) {
            let look = Look {
                selected: selected(&t),
                ..Look::default()
            };
            if let Some(face) = layer_face(t.z) {
                lower.tile(board.tile_rect(t), face, look);
            }
        }
        lower.paint(&painter);
        if z > 0 {
            painter.rect_filled(rect, 6.0, felt(ui).gamma_multiply(0.62));
        }
        self.grid_lines(&painter, &board, z);

        let mut current = FaceBatch::new(ui.ctx(), &cx.prefs.tiles, &cx.prefs.cards);
        let moving = self.move_preview(&response, &board);
        for t in painting_order(&state, |l| l == z) {
            let look = Look {
                selected: selected(&t),
                ..Look::default()
            };
            if let Some(face) = layer_face(t.z) {
                current.tile(board.tile_rect(t), face, look);
            }
        }
        current.paint(&painter);
        for t in state.tiles().iter().filter(|t| t.z == z) {
            let tile_rect = board.tile_rect(*t);
            let tile = ui.interact(tile_rect, id.with(*t), Sense::hover());
            let name = t!(
                "editor-tile-name",
                x = i64::from(t.x),
                y = i64::from(t.y),
                z = i64::from(t.z)
            );
            let is_selected = selected(t);
            tile.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, true, is_selected, &name)
            });
        }

        if self.upper == UpperLayers::Ghosted {
            let ghost = Stroke::new(1.5, Color32::from_white_alpha(110));
            for t in painting_order(&state, |l| l > z) {
                let r = board.tile_rect(t);
                painter.rect_filled(r, 3.0, Color32::from_white_alpha(18));
                painter.rect_stroke(r, 3.0, ghost, StrokeKind::Inside);
            }
        }
        self.mirror_axes(&painter, &board, z, size);
        self.previews(&painter, &response, &board, &state, moving);
    }

    fn grid_lines(&self, painter: &egui::Painter, board: &Board, z: i32) {
        let size = board.size;
        let faint = Stroke::new(1.0, Color32::from_white_alpha(22));
        let strong = Stroke::new(1.0, Color32::from_white_alpha(48));
        for x in 0..=size.width {
            let stroke = if x % 2 == 0 { strong } else { faint };
            let a = board.screen_from_cell(x as f32, 0.0, z);
            let b = board.screen_from_cell(x as f32, size.height as f32, z);
            painter.line_segment([a, b], stroke);
        }
        for y in 0..=size.height {
            let stroke = if y % 2 == 0 { strong } else { faint };
            let a = board.screen_from_cell(0.0, y as f32, z);
            let b = board.screen_from_cell(size.width as f32, y as f32, z);
            painter.line_segment([a, b], stroke);
        }
    }

    fn mirror_axes(&self, painter: &egui::Painter, board: &Board, z: i32, size: Size) {
        let axis = Stroke::new(2.0, Color32::from_rgb(250, 200, 80).gamma_multiply(0.8));
        let (w, h) = (size.width as f32, size.height as f32);
        if self.mirror.left_right {
            let a = board.screen_from_cell(w / 2.0, 0.0, z);
            let b = board.screen_from_cell(w / 2.0, h, z);
            painter.extend(egui::Shape::dashed_line(&[a, b], axis, 8.0, 5.0));
        }
        if self.mirror.top_bottom {
            let a = board.screen_from_cell(0.0, h / 2.0, z);
            let b = board.screen_from_cell(w, h / 2.0, z);
            painter.extend(egui::Shape::dashed_line(&[a, b], axis, 8.0, 5.0));
        }
    }

    /// Where the dragged selection would land, if a move is being dragged.
    fn move_preview(&self, response: &egui::Response, board: &Board) -> Option<(i32, i32, i32)> {
        let Some(Drag::Move { from, dz }) = &self.drag else {
            return None;
        };
        let p = response.interact_pointer_pos().or(response.hover_pos())?;
        let (cx, cy) = board.cell_at(p, self.layer);
        Some((cx - from.0, cy - from.1, *dz))
    }

    fn previews(
        &self,
        painter: &egui::Painter,
        response: &egui::Response,
        board: &Board,
        state: &EditLayout,
        moving: Option<(i32, i32, i32)>,
    ) {
        let z = self.layer;
        let ok = Color32::from_rgb(120, 230, 140);
        let bad = Color32::from_rgb(240, 90, 80);
        if let Some((dx, dy, dz)) = moving {
            let mv = EditMove::MoveTiles {
                tiles: self.selection.clone(),
                dx,
                dy,
                dz,
            };
            let fits =
                parlour_rules::engine::history::Rules::apply(&mut state.clone(), &mv).is_ok();
            let colour = if fits { ok } else { bad };
            for t in &self.selection {
                let r = board.tile_rect(TilePos::new(t.x + dx, t.y + dy, t.z + dz));
                painter.rect_stroke(r, 3.0, Stroke::new(2.0, colour), StrokeKind::Inside);
            }
            return;
        }
        let Some(p) = response.hover_pos().or(response.interact_pointer_pos()) else {
            return;
        };
        match (&self.drag, self.tool) {
            (Some(Drag::Rect(start)), Tool::Fill | Tool::Select) => {
                let (x, y) = board.cell_at(p, z);
                let a = board.screen_from_cell(start.0.min(x) as f32, start.1.min(y) as f32, z);
                let b = board.screen_from_cell(
                    (start.0.max(x) + 1) as f32,
                    (start.1.max(y) + 1) as f32,
                    z,
                );
                let colour = if self.tool == Tool::Fill {
                    ok
                } else {
                    Color32::from_rgb(90, 170, 250)
                };
                painter.rect(
                    Rect::from_two_pos(a, b),
                    2.0,
                    colour.gamma_multiply(0.15),
                    Stroke::new(2.0, colour),
                    StrokeKind::Inside,
                );
            }
            (_, Tool::Place) => {
                for place in state.mirrored(board.place_at(p, z), self.mirror) {
                    let fits = state.fits(place) && state.blocker(place).is_none();
                    let colour = if fits { ok } else { bad };
                    painter.rect_stroke(
                        board.tile_rect(place),
                        3.0,
                        Stroke::new(2.0, colour),
                        StrokeKind::Inside,
                    );
                }
            }
            (_, Tool::Erase) => {
                let (x, y) = board.cell_at(p, z);
                if let Some(t) = state.tile_at_cell(x, y, z) {
                    for place in state.mirrored(t, self.mirror) {
                        if state.tiles().contains(&place) {
                            painter.rect_filled(
                                board.tile_rect(place),
                                3.0,
                                bad.gamma_multiply(0.35),
                            );
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Turns the pointer on the grid into commands.
    fn pointer(&mut self, response: &egui::Response, board: &Board, cx: &mut PanelContext<'_>) {
        let z = self.layer;
        let Some(p) = response.interact_pointer_pos() else {
            if response.drag_stopped() {
                self.drag = None;
            }
            return;
        };
        let modifiers = response.ctx.input(|i| i.modifiers);
        if response.drag_started() {
            self.start_drag(response, board, p, modifiers);
        }
        if let Some(Drag::Move { dz, .. }) = &mut self.drag {
            response.ctx.input_mut(|i| {
                if i.consume_key(egui::Modifiers::NONE, egui::Key::PageUp) {
                    *dz += 1;
                }
                if i.consume_key(egui::Modifiers::NONE, egui::Key::PageDown) {
                    *dz -= 1;
                }
            });
        }

        self.click_or_paint(response, board, p, modifiers, cx);
        if response.drag_stopped() {
            let (x, y) = board.cell_at(p, z);
            self.end_drag(x, y, modifiers, cx);
        }
    }

    /// A drag begins: what it does depends on the tool and on what lies where it began.
    fn start_drag(
        &mut self,
        response: &egui::Response,
        board: &Board,
        p: Pos2,
        modifiers: egui::Modifiers,
    ) {
        let z = self.layer;
        // A drag is recognised only after the pointer has moved a little: it starts where
        // the button went down, not where it is now.
        let origin = response
            .ctx
            .input(|i| i.pointer.press_origin())
            .unwrap_or(p);
        let (x, y) = board.cell_at(origin, z);
        let under = self.session.state().tile_at_cell(x, y, z);
        self.drag = Some(match self.tool {
            Tool::Place | Tool::Erase => Drag::Paint(None),
            Tool::Fill => Drag::Rect((x, y)),
            Tool::Select => match under {
                Some(t) if self.selection.contains(&t) => Drag::Move {
                    from: (x, y),
                    dz: 0,
                },
                Some(t) if !modifiers.shift && !modifiers.command => {
                    self.selection = vec![t];
                    Drag::Move {
                        from: (x, y),
                        dz: 0,
                    }
                }
                _ => Drag::Rect((x, y)),
            },
        });
    }

    /// A click, or a drag that paints: places, erases, fills or selects under the pointer.
    fn click_or_paint(
        &mut self,
        response: &egui::Response,
        board: &Board,
        p: Pos2,
        modifiers: egui::Modifiers,
        cx: &mut PanelContext<'_>,
    ) {
        let z = self.layer;
        let (x, y) = board.cell_at(p, z);
        let state = self.session.state().clone();
        let under = state.tile_at_cell(x, y, z);
        let paint = response.clicked() || matches!(self.drag, Some(Drag::Paint(_)));
        match self.tool {
            Tool::Place if paint => {
                let at = board.place_at(p, z);
                if self.drag != Some(Drag::Paint(Some(at))) {
                    let fits = state.fits(at) && state.blocker(at).is_none();
                    // While painting, passing over taken places is not an error worth a message.
                    if fits || response.clicked() {
                        self.edit(
                            EditMove::Place {
                                at,
                                mirror: self.mirror,
                            },
                            cx,
                        );
                    }
                    if self.drag.is_some() {
                        self.drag = Some(Drag::Paint(Some(at)));
                    }
                }
            }
            Tool::Erase if paint => {
                if let Some(at) = under {
                    self.edit(
                        EditMove::Erase {
                            at,
                            mirror: self.mirror,
                        },
                        cx,
                    );
                } else if response.clicked() {
                    cx.say(t!("editor-no-tile-there"));
                }
            }
            Tool::Fill if response.clicked() => {
                self.edit(
                    EditMove::Fill {
                        z,
                        from: (x, y),
                        to: (x + 1, y + 1),
                    },
                    cx,
                );
            }
            Tool::Select if response.clicked() => match under {
                Some(t) if modifiers.shift || modifiers.command => {
                    if let Some(i) = self.selection.iter().position(|s| *s == t) {
                        self.selection.remove(i);
                    } else {
                        self.selection.push(t);
                    }
                }
                Some(t) => self.selection = vec![t],
                None => self.selection.clear(),
            },
            _ => {}
        }
    }

    /// A drag ends at cell (`x`, `y`): a fill, a box selection, or a move of the selection.
    fn end_drag(&mut self, x: i32, y: i32, modifiers: egui::Modifiers, cx: &mut PanelContext<'_>) {
        let z = self.layer;
        match self.drag.take() {
            Some(Drag::Rect(start)) if self.tool == Tool::Fill => {
                self.edit(
                    EditMove::Fill {
                        z,
                        from: start,
                        to: (x, y),
                    },
                    cx,
                );
            }
            Some(Drag::Rect(start)) => {
                let (x0, x1) = (start.0.min(x), start.0.max(x));
                let (y0, y1) = (start.1.min(y), start.1.max(y));
                let inside: Vec<TilePos> = self
                    .session
                    .state()
                    .tiles()
                    .iter()
                    .copied()
                    .filter(|t| {
                        t.z == z && t.x + 1 >= x0 && t.x <= x1 && t.y + 1 >= y0 && t.y <= y1
                    })
                    .collect();
                if !(modifiers.shift || modifiers.command) {
                    self.selection.clear();
                }
                for t in inside {
                    if !self.selection.contains(&t) {
                        self.selection.push(t);
                    }
                }
            }
            Some(Drag::Move { from, dz }) => {
                let (dx, dy) = (x - from.0, y - from.1);
                if (dx, dy, dz) != (0, 0, 0) {
                    self.move_selection(dx, dy, dz, cx);
                }
            }
            _ => {}
        }
    }

    /// Moves the selected tiles, keeping them selected and their layer the current one.
    pub(super) fn move_selection(&mut self, dx: i32, dy: i32, dz: i32, cx: &mut PanelContext<'_>) {
        if self.selection.is_empty() {
            cx.say(t!("editor-select-first"));
            return;
        }
        let mv = EditMove::MoveTiles {
            tiles: self.selection.clone(),
            dx,
            dy,
            dz,
        };
        if self.edit(mv, cx) {
            for t in &mut self.selection {
                *t = TilePos::new(t.x + dx, t.y + dy, t.z + dz);
            }
            self.layer = (self.layer + dz).clamp(0, self.session.state().size().layers - 1);
        }
    }
}

/// Mirror settings as shown in the palette.
pub(super) fn mirrors() -> [(String, Mirror); 4] {
    [
        (t!("editor-mirror-off"), Mirror::NONE),
        (
            t!("editor-mirror-left-right"),
            Mirror {
                left_right: true,
                top_bottom: false,
            },
        ),
        (
            t!("editor-mirror-top-bottom"),
            Mirror {
                left_right: false,
                top_bottom: true,
            },
        ),
        (
            t!("editor-mirror-both"),
            Mirror {
                left_right: true,
                top_bottom: true,
            },
        ),
    ]
}
