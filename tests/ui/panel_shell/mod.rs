//! One game panel on its own in a kittest harness, with the preferences, records and messages a
//! panel context needs: for tests that drive a panel without the whole app.

use egui_kittest::Harness;
use parlour::panel::{GamePanel, PanelContext};
use parlour::preferences::Preferences;
use parlour::records::Records;

/// A panel and what its context borrows.
pub struct Shell<P> {
    pub panel: P,
    pub prefs: Preferences,
    pub records: Records,
    pub messages: Vec<String>,
    /// The store's config folder lent to the panel (none: the panel keeps nothing there).
    pub config_dir: Option<std::path::PathBuf>,
}

impl<P: GamePanel> Shell<P> {
    /// `panel` with default preferences and records.
    pub fn new(panel: P) -> Self {
        Shell {
            panel,
            prefs: Preferences::default(),
            records: Records::default(),
            messages: Vec::new(),
            config_dir: None,
        }
    }

    /// The panel and a context for it at time `now` (seconds).
    pub fn context(&mut self, now: f64) -> (&mut P, PanelContext<'_>) {
        let mut cx = PanelContext::new(now, &mut self.prefs, &mut self.records, &mut self.messages);
        if let Some(dir) = &self.config_dir {
            cx = cx.with_config_dir(dir.clone());
        }
        (&mut self.panel, cx)
    }
}

/// Installs the app's fonts (English first) at the start of the harness's first frame, before
/// any text is laid out, as the app does: kittest refuses a character no font can draw, and
/// egui's own fonts lack the symbols Parlour uses.
pub fn use_parlour_fonts(ctx: &egui::Context) {
    let id = egui::Id::unique("parlour-test-fonts");
    if !ctx.data(|d| d.get_temp::<bool>(id).unwrap_or(false)) {
        ctx.set_fonts(parlour::i18n::fonts::definitions(
            parlour::i18n::Language::English,
        ));
        ctx.data_mut(|d| d.insert_temp(id, true));
    }
}

/// A `size` harness that draws `panel` each frame, its clock driven by egui's input time.
pub fn harness<P: GamePanel + 'static>(panel: P, size: [f32; 2]) -> Harness<'static, Shell<P>> {
    Harness::builder().with_size(size).build_ui_state(
        |ui, shell: &mut Shell<P>| {
            use_parlour_fonts(ui.ctx());
            let now = ui.input(|i| i.time);
            let (panel, mut cx) = shell.context(now);
            panel.ui(ui, &mut cx);
        },
        Shell::new(panel),
    )
}
