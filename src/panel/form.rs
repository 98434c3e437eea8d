//! Settings grids that fit a phone: a row's label sits beside its control on a wide window and
//! above it on a narrow one, where two columns side by side would run off the screen.

/// Below this width of the window (points) the window is laid out for a phone: settings rows put
/// the label above the control, and the shell shows the games as a menu instead of a column.
pub const NARROW_WIDTH: f32 = 700.0;

/// Whether the window is too narrow for settings' two columns.
pub fn is_narrow(ctx: &egui::Context) -> bool {
    ctx.content_rect().width() < NARROW_WIDTH
}

/// A settings grid row's label. On a narrow window it is a row of its own, so the control after
/// it starts the next row in the same column.
pub fn row_label(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    let response = ui.label(text);
    if is_narrow(ui.ctx()) {
        ui.end_row();
    }
    response
}

/// A row with a text field: side by side on a wide window, one above the other on a narrow one.
/// (Not a wrapping row: with one holding a text field, Settings' language picker no longer
/// opened in the UI tests; not traced further.)
pub fn field_row<R>(
    ui: &mut egui::Ui,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::InnerResponse<R> {
    if is_narrow(ui.ctx()) {
        ui.vertical(add)
    } else {
        ui.horizontal(add)
    }
}
