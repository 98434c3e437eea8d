//! Painting the board, the joining line and the dead-end dialog; clicks and the keyboard cursor.

use super::ShisenView;
use crate::faces::names::tile_name;
use crate::faces::{FaceBatch, Look, TILE_ASPECT, tile_depth};
use crate::panel::{PanelContext, Session};
use crate::t;
use egui::{Color32, Key, Modifiers, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, vec2};
use parlour_rules::shisen::path::Point;
use parlour_rules::shisen::{Board, Pos, Size};

/// Free space around the tile area, in tiles on each side: room for the ring the joining line
/// may run through, and for the tiles' bodies.
const MARGIN: f32 = 0.75;
/// A tile face's share of its cell, leaving a hairline between neighbours.
const FACE_SHARE: f32 = 0.97;

/// Where cells are on screen: the board fitted into the space the panel has.
#[derive(Clone, Copy, Debug)]
pub(super) struct Geometry {
    /// The top-left corner of cell (0, 0).
    origin: Pos2,
    /// One cell's size.
    cell: Vec2,
}

impl Geometry {
    /// The largest cells that fit `size` and its margin into `rect`, centred.
    pub(super) fn fit(rect: Rect, size: Size) -> Geometry {
        let cols = size.width() as f32 + 2.0 * MARGIN;
        let rows = size.height() as f32 + 2.0 * MARGIN;
        let width = (rect.width() / cols)
            .min(rect.height() / (rows * TILE_ASPECT))
            .max(4.0);
        let cell = vec2(width, width * TILE_ASPECT);
        let board = vec2(size.width() as f32 * cell.x, size.height() as f32 * cell.y);
        // The bodies show to the lower left: shift the faces by half of that to look centred.
        let origin = rect.center() - board / 2.0 - tile_depth(width * FACE_SHARE) / 2.0;
        Geometry { origin, cell }
    }

    /// The face rect of the tile at `pos`.
    pub(super) fn screen_from_pos(&self, pos: Pos) -> Rect {
        let min = self.origin
            + vec2(
                f32::from(pos.col) * self.cell.x,
                f32::from(pos.row) * self.cell.y,
            );
        Rect::from_center_size(min + self.cell / 2.0, self.cell * FACE_SHARE)
    }

    /// The centre of a path point (the ring is at -1 and at width/height).
    fn screen_from_point(&self, p: Point) -> Pos2 {
        self.origin
            + vec2(
                (f32::from(p.col) + 0.5) * self.cell.x,
                (f32::from(p.row) + 0.5) * self.cell.y,
            )
    }
}

/// The accessible name of a tile: its face and place, counted from 1 as people do.
pub fn tile_label(face_name: &str, pos: Pos) -> String {
    t!(
        "shisen-tile",
        face = face_name,
        row = i64::from(pos.row) + 1,
        col = i64::from(pos.col) + 1
    )
}

impl ShisenView {
    pub(super) fn board_view_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Board>,
        cx: &mut PanelContext<'_>,
    ) {
        let now = cx.now;
        self.last_now = now;
        if self.vanishing.as_ref().is_some_and(|v| now >= v.until) {
            self.vanishing = None;
        }
        if self.refusal.as_ref().is_some_and(|r| now >= r.until) {
            self.refusal = None;
        }
        if !self.dead_end_dialog {
            self.keyboard(ui, session, cx);
        }
        self.header_ui(ui, session, cx);

        let rect = ui.available_rect_before_wrap();
        let geometry = Geometry::fit(rect, session.state().size());
        ui.allocate_rect(rect, Sense::hover());

        let picked = self.tiles_ui(ui, session, cx, &geometry);
        if let Some(pos) = picked {
            self.pick(session, pos, cx);
        }
        self.line_ui(ui, &geometry, now);
        if self.dead_end_dialog {
            self.dead_end_ui(ui, session, cx);
        }
    }

    /// The row above the board: what is going on, and the Shuffle button.
    fn header_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Board>,
        cx: &mut PanelContext<'_>,
    ) {
        ui.horizontal(|ui| {
            let won = session.state().is_won();
            if ui
                .add_enabled(!won, egui::Button::new(t!("shisen-shuffle-button")))
                .on_hover_text(t!("shisen-shuffle-tooltip"))
                .clicked()
            {
                self.shuffle(session, cx);
            }
            if won {
                ui.strong(t!("shisen-board-cleared"));
            } else if self.stuck {
                ui.colored_label(ui.visuals().warn_fg_color, t!("shisen-stuck"));
            } else if !self.solvable_only {
                ui.weak(t!("shisen-unchecked-deal"));
            }
        });
    }

    /// Paints every tile (and the pair vanishing) and returns the tile picked by a click.
    fn tiles_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session<Board>,
        cx: &PanelContext<'_>,
        geometry: &Geometry,
    ) -> Option<Pos> {
        let now = cx.now;
        let dim_blocked = cx.prefs.tiles.dim_blocked;
        let playable: Vec<Pos> = if dim_blocked {
            self.removable_pairs(session)
                .iter()
                .flat_map(|&(a, b)| [a, b])
                .collect()
        } else {
            Vec::new()
        };
        let board = session.state();
        let size = board.size();
        let mut batch = FaceBatch::new(ui.ctx(), &cx.prefs.tiles, &cx.prefs.cards);
        let mut picked = None;
        // Rows top to bottom and columns right to left: each tile's body (which shows to the
        // lower left) is then covered by the faces of its left and lower neighbours.
        for row in 0..size.height() {
            for col in (0..size.width()).rev() {
                let pos = Pos::new(row as u8, col as u8);
                let rect = geometry.screen_from_pos(pos);
                let Some(face) = board.face_at(pos) else {
                    // The pair just removed stays visible under its line for a moment.
                    if let Some(v) = &self.vanishing
                        && let Some(&(_, face)) = v.tiles.iter().find(|(p, _)| *p == pos)
                    {
                        batch.tile(
                            rect,
                            face,
                            Look {
                                selected: true,
                                ..Look::default()
                            },
                        );
                    }
                    continue;
                };
                let look = Look {
                    selected: self.selected == Some(pos),
                    hinted: self.hint.is_some_and(|(a, b)| a == pos || b == pos),
                    refused: self
                        .refusal
                        .as_ref()
                        .is_some_and(|r| r.tiles.contains(&pos) && now < r.until),
                    dimmed: dim_blocked && !playable.contains(&pos),
                };
                batch.tile(rect, face, look);
                let id = ui.scope_id().with(("shisen_tile", pos.row, pos.col));
                let response = ui.interact(rect, id, Sense::click());
                let label = tile_label(&tile_name(face), pos);
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, true, look.selected, &label)
                });
                if response.clicked() {
                    picked = Some(pos);
                    response.surrender_focus();
                }
            }
        }
        batch.paint(ui.painter());
        if let Some(cursor) = self.cursor {
            let rect = geometry.screen_from_pos(cursor).expand(2.0);
            let colour = ui.visuals().selection.stroke.color;
            ui.painter()
                .rect_stroke(rect, 4.0, Stroke::new(3.0, colour), StrokeKind::Outside);
        }
        picked
    }

    /// Draws the joining line of the pair just removed, fading out.
    fn line_ui(&self, ui: &egui::Ui, geometry: &Geometry, now: f64) {
        let Some(v) = &self.vanishing else {
            return;
        };
        let left = ((v.until - now) / (v.until - v.since).max(1e-6)).clamp(0.0, 1.0) as f32;
        // Fully visible for the first half, then fading.
        let alpha = (left * 2.0).min(1.0);
        let points: Vec<Pos2> = v
            .path
            .points
            .iter()
            .map(|&p| geometry.screen_from_point(p))
            .collect();
        let width = (geometry.cell.x * 0.09).clamp(2.5, 8.0);
        let painter = ui.painter();
        painter.add(egui::Shape::line(
            points.clone(),
            Stroke::new(
                width + 3.0,
                Color32::from_black_alpha((160.0 * alpha) as u8),
            ),
        ));
        let colour = Color32::from_rgb(255, 96, 40).gamma_multiply(alpha);
        painter.add(egui::Shape::line(
            points.clone(),
            Stroke::new(width, colour),
        ));
        for end in [points.first(), points.last()].into_iter().flatten() {
            painter.circle_filled(*end, width * 1.2, colour);
        }
    }

    /// Arrow keys move the cursor over the tiles, Enter or Space picks the tile under it.
    fn keyboard(&mut self, ui: &egui::Ui, session: &mut Session<Board>, cx: &mut PanelContext<'_>) {
        // Keys belong to a text field or to an open dialog (Settings' sliders take arrows).
        let ctx = ui.ctx();
        if ctx.egui_wants_keyboard_input() || ctx.memory(|m| m.top_modal_layer().is_some()) {
            return;
        }
        let (mut step, mut enter) = ((0i32, 0i32), false);
        ui.ctx().input_mut(|input| {
            for (key, d) in [
                (Key::ArrowUp, (-1, 0)),
                (Key::ArrowDown, (1, 0)),
                (Key::ArrowLeft, (0, -1)),
                (Key::ArrowRight, (0, 1)),
            ] {
                if input.consume_key(Modifiers::NONE, key) {
                    step = d;
                }
            }
            enter = input.consume_key(Modifiers::NONE, Key::Enter)
                || input.consume_key(Modifiers::NONE, Key::Space);
        });
        if step == (0, 0) && !enter {
            return;
        }
        let board = session.state();
        let start = self
            .cursor
            .filter(|&p| board.face_at(p).is_some())
            .or(self.selected)
            .or_else(|| board.tiles().next().map(|(p, _)| p));
        let Some(start) = start else {
            return;
        };
        if self.cursor.is_none() {
            // The first key only shows the cursor.
            self.cursor = Some(start);
            return;
        }
        if step != (0, 0) {
            self.cursor = Some(next_tile(board, start, step).unwrap_or(start));
        } else {
            self.cursor = Some(start);
        }
        if enter {
            self.pick(session, start, cx);
        }
    }

    /// The dead-end dialog: Undo, Shuffle or New game.
    fn dead_end_ui(
        &mut self,
        ui: &egui::Ui,
        session: &mut Session<Board>,
        cx: &mut PanelContext<'_>,
    ) {
        let modal = egui::Modal::new(egui::Id::unique("shisen_dead_end")).show(ui.ctx(), |ui| {
            ui.set_max_width(340.0);
            ui.heading(t!("shisen-dead-end-title"));
            ui.label(t!(
                "shisen-dead-end-text",
                count = session.state().tiles_left() as i64
            ));
            ui.add_space(8.0);
            let mut choice = None;
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        session.history().can_undo(),
                        egui::Button::new(t!("shisen-dead-end-undo")),
                    )
                    .clicked()
                {
                    choice = Some(0);
                }
                if ui.button(t!("shisen-dead-end-shuffle")).clicked() {
                    choice = Some(1);
                }
                if ui.button(t!("shisen-dead-end-new-game")).clicked() {
                    choice = Some(2);
                }
            });
            choice
        });
        match modal.inner {
            Some(0) => {
                session.undo();
            }
            Some(1) => self.shuffle(session, cx),
            Some(2) => self.new_game_requested = true,
            _ => {
                if modal.should_close() {
                    self.dead_end_dialog = false;
                }
            }
        }
    }
}

/// The nearest tile from `from` in direction `step`, skipping empty cells; on the same line first,
/// then the nearest tile in the next lines in that direction.
fn next_tile(board: &parlour_rules::shisen::Board, from: Pos, step: (i32, i32)) -> Option<Pos> {
    let (h, w) = (board.size().height() as i32, board.size().width() as i32);
    let (mut r, mut c) = (i32::from(from.row), i32::from(from.col));
    loop {
        r += step.0;
        c += step.1;
        if r < 0 || c < 0 || r >= h || c >= w {
            return None;
        }
        let pos = Pos::new(r as u8, c as u8);
        if board.face_at(pos).is_some() {
            return Some(pos);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn the_board_and_its_ring_fit_the_space() {
        for (w, h) in [(14, 6), (17, 8), (30, 16)] {
            let size = Size::new(w, h).unwrap_or_default();
            let rect = Rect::from_min_size(pos2(0.0, 40.0), vec2(1280.0, 700.0));
            let g = Geometry::fit(rect, size);
            let ring_tl = g.screen_from_point(Point { row: -1, col: -1 });
            let ring_br = g.screen_from_point(Point {
                row: h as i16,
                col: w as i16,
            });
            assert!(rect.contains(ring_tl) && rect.contains(ring_br), "{size}");
            let last = g.screen_from_pos(Pos::new(h as u8 - 1, w as u8 - 1));
            assert!(rect.contains_rect(last), "{size}");
            let body = g
                .screen_from_pos(Pos::new(h as u8 - 1, 0))
                .translate(tile_depth(g.cell.x));
            assert!(rect.contains_rect(body), "{size}: bodies fit too");
        }
    }

    #[test]
    fn labels_count_from_one() {
        assert_eq!(
            tile_label("Red dragon", Pos::new(0, 16)),
            "Red dragon, row 1, column 17"
        );
    }
}
