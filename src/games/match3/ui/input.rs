//! Board input: the cell widgets (with their accessible names), clicks and drags.

use egui::{Pos2, Sense, Vec2, vec2};

use super::paint::BoardView;
use super::{DRAG_SWAP, Drag, Match3View, cell_name};
use crate::panel::{PanelContext, Session};
use parlour_rules::match3::board::{HEIGHT, WIDTH};
use parlour_rules::match3::{Match3, Pos};

impl Match3View {
    /// Handles the cell widgets: accessible names, clicks and drags.
    pub(super) fn cells_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &BoardView,
        session: &mut Session<Match3>,
        cx: &mut PanelContext<'_>,
    ) {
        let accepting = !self.is_moving() && !self.finished;
        let mut clicked = None;
        let mut drag_swap = None;
        let mut responses = Vec::with_capacity(WIDTH * HEIGHT);
        for pos in Pos::all() {
            let response = ui.interact(
                view.cell_rect(pos),
                egui::Id::unique(("match3_cell", pos)),
                Sense::click_and_drag(),
            );
            if accepting {
                if response.clicked() {
                    clicked = Some(pos);
                }
                if response.drag_started() {
                    self.drag = Some(Drag {
                        from: pos,
                        spent: false,
                    });
                    self.selected = Some(pos);
                }
                if response.dragged()
                    && let Some(drag) = self.drag.filter(|d| d.from == pos && !d.spent)
                    && let Some(target) = drag_target(ui, view.cell, pos)
                {
                    drag_swap = Some((drag.from, target));
                }
                if response.drag_stopped() {
                    self.drag = None;
                }
            }
            responses.push((pos, response));
        }
        if let Some(pos) = clicked {
            if self.auto_play {
                self.toggle_demo(cx);
            }
            self.click(session, pos, cx);
        }
        if let Some((from, to)) = drag_swap {
            self.auto_play = false;
            self.try_swap(session, from, to, cx);
            self.drag = Some(Drag { from, spent: true });
        }
        // Named after the input is handled, so a screen reader hears the board as it now is.
        let accepting = !self.is_moving() && !self.finished;
        let board = session.state().board();
        for (pos, response) in responses {
            let Some(gem) = board.get(pos) else { continue };
            let name = cell_name(gem, pos);
            let selected = self.selected == Some(pos);
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, accepting, selected, &name)
            });
        }
    }

    /// The offset of the gem being dragged, following the pointer along one axis.
    pub(super) fn lift(&self, ui: &egui::Ui, view: &BoardView) -> Option<(Pos, Vec2)> {
        let drag = self.drag.filter(|d| !d.spent)?;
        let delta = pointer_delta(ui)?;
        let limit = view.cell * DRAG_SWAP;
        let offset = if delta.x.abs() > delta.y.abs() {
            vec2(delta.x.clamp(-limit, limit), 0.0)
        } else {
            vec2(0.0, delta.y.clamp(-limit, limit))
        };
        Some((drag.from, offset))
    }
}

/// How far the pointer has moved since it was pressed.
fn pointer_delta(ui: &egui::Ui) -> Option<Vec2> {
    ui.input(|i| {
        let origin: Pos2 = i.pointer.press_origin()?;
        let now: Pos2 = i.pointer.interact_pos()?;
        Some(now - origin)
    })
}

/// The neighbour a drag from `pos` points at, once it has gone far enough.
fn drag_target(ui: &egui::Ui, cell: f32, pos: Pos) -> Option<Pos> {
    let delta = pointer_delta(ui)?;
    let (dx, dy) = if delta.x.abs() > delta.y.abs() {
        (delta.x.signum() as i32, 0)
    } else {
        (0, delta.y.signum() as i32)
    };
    if delta.x.abs().max(delta.y.abs()) < cell * DRAG_SWAP {
        return None;
    }
    let x = u8::try_from(i32::from(pos.x) + dx).ok()?;
    let y = u8::try_from(i32::from(pos.y) + dy).ok()?;
    let target = Pos::new(x, y);
    target.is_on_board().then_some(target)
}
