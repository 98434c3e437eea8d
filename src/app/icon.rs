//! The window icon, decoded from the PNG built into the binary.

/// The icon for the window and task bar, or `None` if the embedded PNG cannot be decoded (a
/// build problem; the window then opens with the system's default icon).
pub fn icon() -> Option<egui::IconData> {
    let image = image::load_from_memory(include_bytes!("../../assets/icon.png")).ok()?;
    let rgba = image.into_rgba8();
    let (width, height) = rgba.dimensions();
    Some(egui::IconData {
        rgba: rgba.into_raw(),
        width,
        height,
    })
}
