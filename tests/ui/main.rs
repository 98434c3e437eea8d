//! The window's tests, one binary (each binary that links egui costs minutes of CI): every panel
//! driven through egui_kittest by accessible label, the shell, the faces, and saved games of the
//! previous release.

#[path = "../support/in_process_server.rs"]
mod in_process_server;
mod panel_shell;

mod app_ui;
mod editor_ui;
mod faces_ui;
mod freecell_ui;
mod klondike_ui;
mod languages_ui;
mod mahjong_lan_ui;
mod mahjong_online_ui;
mod mahjong_ui;
mod match3_ui;
mod narrow_ui;
mod saves_compat;
mod shisen_ui;
mod solitaire_ui;
mod spider_ui;
mod statistics_ui;
mod sync_more_ui;
mod sync_ui;

/// Runs frames until the panel shown has its deal: deals that take long are built away from the
/// window and arrive a few frames later (at most 30 s). The frames need not settle: a worker's
/// answer or a timed sync frame may ask for more while they run (a clean-clone CI run once saw
/// six frames where `Harness::run` allows four).
pub fn until_dealt(harness: &mut egui_kittest::Harness<'_, parlour::app::ParlourApp>) {
    for _ in 0..3000 {
        let _ = harness.run_ok();
        if !harness.state().is_dealing() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the deal did not come within 30 s");
}

/// The key of digit `d` (0 to 9), as the card games' notation types a column.
pub fn digit_key(d: u8) -> egui::Key {
    egui::Key::from_name(&d.to_string()).unwrap_or_else(|| panic!("no key for digit {d}"))
}
