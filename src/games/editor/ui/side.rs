//! The editor's furniture around the grid: the document bar, the tool palette and the problems
//! list with the "Can this layout be won?" answer.

use egui::{Color32, RichText};

use super::verdict::{Answer, Verdict};
use super::{Editing, Tool, UpperLayers, board::MIRRORS, files::Dialog, files::Pending};
use crate::panel::PanelContext;
use parlour_rules::editor::checks::Severity;
use parlour_rules::editor::model::{EditMove, MAX_SIZE};
use parlour_rules::solitaire::builtin;
use parlour_rules::solitaire::layout::Size;

fn severity_mark(severity: Severity) -> RichText {
    match severity {
        Severity::Error => RichText::new("⛔").color(Color32::from_rgb(225, 70, 60)),
        Severity::Warning => RichText::new("⚠").color(Color32::from_rgb(230, 170, 40)),
        Severity::Info => RichText::new("ℹ").color(Color32::from_rgb(90, 160, 230)),
    }
}

/// The sentence with its first letter in upper case.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

impl Editing<'_> {
    /// Name, author, file state and the file commands.
    pub(super) fn document_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            self.name_author_ui(ui, cx);
            ui.separator();
            self.file_state_ui(ui);
            ui.separator();
            self.file_buttons_ui(ui, cx);
        });
        ui.add_space(2.0);
    }

    /// The name and author fields; a change becomes an edit when the field loses focus.
    fn name_author_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let state = self.session.state().clone();
        ui.label("Name:");
        let name = ui.add(
            egui::TextEdit::singleline(&mut self.name_text)
                .desired_width(170.0)
                .hint_text("Layout name"),
        );
        if !name.has_focus() && !name.lost_focus() {
            self.name_text = state.name().to_owned();
        }
        if name.lost_focus() && self.name_text.trim() != state.name() {
            let name = self.name_text.trim().to_owned();
            if name.is_empty() {
                cx.say("A layout needs a name.");
            } else {
                self.edit(EditMove::SetName { name }, cx);
            }
        }
        ui.label("Author:");
        let author = ui.add(
            egui::TextEdit::singleline(&mut self.author_text)
                .desired_width(130.0)
                .hint_text("Your name"),
        );
        if !author.has_focus() && !author.lost_focus() {
            self.author_text = state.author().to_owned();
        }
        if author.lost_focus() && self.author_text.trim() != state.author() {
            let author = self.author_text.trim().to_owned();
            self.edit(EditMove::SetAuthor { author }, cx);
        }
    }

    /// The layout's file, marked when it has unsaved changes.
    fn file_state_ui(&mut self, ui: &mut egui::Ui) {
        let file = self.file.clone().unwrap_or_else(|| "not saved yet".into());
        let text = if self.is_modified() {
            RichText::new(format!("✱ {file}")).color(ui.visuals().warn_fg_color)
        } else {
            RichText::new(file)
        };
        ui.label(text)
            .on_hover_text("The file in your layouts folder; ✱ marks unsaved changes");
    }

    /// New, Open, Save, Import, Export and Test-play.
    fn file_buttons_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if ui
            .button("🗋 New")
            .on_hover_text("Start a new, empty layout")
            .clicked()
        {
            self.request(Pending::New, cx);
        }
        if ui
            .button("📂 Open…")
            .on_hover_text("Open, rename or delete your layouts")
            .clicked()
        {
            self.dialog = Some(Dialog::open(cx));
        }
        if ui
            .button("💾 Save")
            .on_hover_text("Save to your layouts folder")
            .clicked()
        {
            self.save_to_folder(cx);
        }
        if ui
            .button("📥 Import…")
            .on_hover_text("Import KMahjongg .layout files")
            .clicked()
        {
            self.dialog = Some(Dialog::Import {
                path: String::new(),
            });
        }
        if ui
            .button("📤 Export…")
            .on_hover_text("Export for KMahjongg (.layout) or as .tiles")
            .clicked()
        {
            self.dialog = Some(Dialog::Export {
                path: String::new(),
            });
        }
        ui.separator();
        if ui
            .button(RichText::new("▶ Test-play").strong())
            .on_hover_text("Play this layout in Mahjong Solitaire")
            .clicked()
        {
            self.test_play(cx);
        }
    }

    /// The tool palette: tools, mirror, layers, selection, whole-layout commands, grid size and
    /// starting points.
    pub(super) fn tools_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.tool_buttons_ui(ui);
        self.mirror_ui(ui);
        self.layers_ui(ui, cx);
        self.selection_ui(ui, cx);
        self.shift_ui(ui, cx);
        self.grid_ui(ui, cx);
        self.start_from_ui(ui, cx);
    }

    fn tool_buttons_ui(&mut self, ui: &mut egui::Ui) {
        ui.add_space(4.0);
        ui.label(RichText::new("Tools").strong());
        for (tool, text, tip) in Tool::ALL {
            let button = egui::Button::selectable(self.tool == tool, text);
            if ui
                .add_sized([ui.available_width(), 24.0], button)
                .on_hover_text(tip)
                .clicked()
            {
                self.tool = tool;
                self.drag = None;
            }
        }
    }

    fn mirror_ui(&mut self, ui: &mut egui::Ui) {
        ui.add_space(6.0);
        ui.label(RichText::new("Mirror placement").strong());
        ui.horizontal_wrapped(|ui| {
            for (text, mirror) in MIRRORS {
                if ui.selectable_label(self.mirror == mirror, text).clicked() {
                    self.mirror = mirror;
                }
            }
        });
    }

    fn layers_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let size = self.session.state().size();
        ui.add_space(6.0);
        ui.label(RichText::new("Layers").strong());
        for z in (0..size.layers).rev() {
            let count = self.session.state().layer_count(z);
            // Numbered from 0, the table, as the problems and the files number them.
            let text = format!("Layer {z}  ({count} tiles)");
            let button = egui::Button::selectable(self.layer == z, text);
            if ui.add_sized([ui.available_width(), 20.0], button).clicked() {
                self.layer = z;
            }
        }
        ui.horizontal(|ui| {
            ui.label("Above:");
            ui.selectable_value(&mut self.upper, UpperLayers::Ghosted, "Ghosted");
            ui.selectable_value(&mut self.upper, UpperLayers::Hidden, "Hidden");
        });
        if ui
            .button(format!("Clear layer {}", self.layer))
            .on_hover_text("Take away every tile of this layer")
            .clicked()
        {
            self.edit(EditMove::ClearLayer { z: self.layer }, cx);
        }
    }

    fn selection_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(6.0);
        ui.label(RichText::new(format!("Selection ({})", self.selection.len())).strong());
        ui.horizontal_wrapped(|ui| {
            let any = !self.selection.is_empty();
            if ui
                .add_enabled(any, egui::Button::new("⬆ Layer up"))
                .clicked()
            {
                self.move_selection(0, 0, 1, cx);
            }
            if ui
                .add_enabled(any, egui::Button::new("⬇ Layer down"))
                .clicked()
            {
                self.move_selection(0, 0, -1, cx);
            }
            if ui.add_enabled(any, egui::Button::new("🗑 Delete")).clicked() {
                let tiles = std::mem::take(&mut self.selection);
                self.edit(EditMove::Remove { tiles }, cx);
            }
        });
    }

    fn shift_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(6.0);
        ui.label(RichText::new("Shift the whole layout").strong());
        ui.horizontal(|ui| {
            for (text, dx, dy, name) in [
                ("⬅", -1, 0, "left"),
                ("➡", 1, 0, "right"),
                ("⬆", 0, -1, "up"),
                ("⬇", 0, 1, "down"),
            ] {
                let response = ui
                    .button(text)
                    .on_hover_text(format!("Shift every tile half a tile {name}"));
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, format!("Shift {name}"))
                });
                if response.clicked() {
                    self.edit(EditMove::Shift { dx, dy }, cx);
                }
            }
        });
    }

    fn grid_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let size = self.session.state().size();
        ui.add_space(6.0);
        ui.label(RichText::new("Grid").strong());
        let id = ui.scope_id().with("grid_size");
        let mut wanted: Size = ui.data(|d| d.get_temp(id)).unwrap_or(size);
        ui.horizontal(|ui| {
            ui.add(egui::DragValue::new(&mut wanted.width).range(2..=MAX_SIZE.width))
                .on_hover_text("Width in half tiles");
            ui.label("x");
            ui.add(egui::DragValue::new(&mut wanted.height).range(2..=MAX_SIZE.height))
                .on_hover_text("Height in half tiles");
            ui.label("x");
            ui.add(egui::DragValue::new(&mut wanted.layers).range(1..=MAX_SIZE.layers))
                .on_hover_text("Layers");
        });
        if ui
            .add_enabled(wanted != size, egui::Button::new("Resize grid"))
            .clicked()
            && self.edit(EditMove::Resize { size: wanted }, cx)
        {
            ui.data_mut(|d| d.remove::<Size>(id));
        } else if wanted != size {
            ui.data_mut(|d| d.insert_temp(id, wanted));
        } else {
            ui.data_mut(|d| d.remove::<Size>(id));
        }
    }

    fn start_from_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(6.0);
        ui.label(RichText::new("Start from").strong());
        egui::ComboBox::new("editor_start_from", "Built-in")
            .selected_text("Choose…")
            .width(100.0)
            .show_ui(ui, |ui| {
                for layout in builtin::builtin_layouts() {
                    if ui.selectable_label(false, &layout.name).clicked() {
                        self.start_from(&layout, cx);
                    }
                }
            });
        if ui
            .button("One of my layouts…")
            .on_hover_text("Open one of your saved layouts")
            .clicked()
        {
            self.dialog = Some(Dialog::open(cx));
        }
    }

    /// The checks' findings and the solvability answer.
    pub(super) fn problems_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(4.0);
        ui.label(RichText::new("Can this layout be won?").strong());
        let running = self.verdict.as_ref().is_some_and(Verdict::is_running);
        let button = ui.add_enabled(!running, egui::Button::new("🔍 Check now"));
        if button
            .on_hover_text("Look for a deal that can be cleared (runs in the background)")
            .clicked()
        {
            self.verdict = Some(Verdict::start(self.session.state().to_layout(), ui.ctx()));
        }
        if let Some(verdict) = &self.verdict {
            let stale = verdict.tiles != self.session.state().tiles();
            match &verdict.answer {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Searching for a deal that can be cleared…");
                    });
                }
                Some(answer) => {
                    let (mark, text) = match answer {
                        Answer::Yes { deal_no } => (
                            RichText::new("✔ Yes").color(Color32::from_rgb(80, 190, 100)),
                            format!("Deal {deal_no} can be cleared."),
                        ),
                        Answer::No(reason) => (
                            RichText::new("✖ No").color(Color32::from_rgb(225, 70, 60)),
                            format!("{}.", capitalise(reason)),
                        ),
                        Answer::Unknown(reason) => (
                            RichText::new("? Unknown").color(ui.visuals().warn_fg_color),
                            reason.clone(),
                        ),
                    };
                    ui.horizontal_wrapped(|ui| {
                        ui.label(mark.strong());
                        ui.label(text);
                    });
                    if stale {
                        ui.label(RichText::new("(for the layout before your last edits)").weak());
                    }
                }
            }
        }

        ui.separator();
        let errors = self.count(Severity::Error);
        let warnings = self.count(Severity::Warning);
        ui.label(
            RichText::new(format!(
                "Problems: {errors} error(s), {warnings} warning(s)"
            ))
            .strong(),
        );
        if self.problems.is_empty() {
            ui.label("None: the layout can be test-played.");
        }
        let mut clicked = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (index, problem) in self.problems.iter().enumerate() {
                ui.horizontal_top(|ui| {
                    ui.label(severity_mark(problem.severity));
                    let text = capitalise(&problem.message);
                    let response = ui
                        .add(egui::Button::selectable(false, text).wrap())
                        .on_hover_text("Select these tiles");
                    if response.clicked() {
                        clicked = Some(index);
                    }
                });
            }
        });
        if let Some(index) = clicked {
            self.select_problem(index);
            cx.say(format!("{} tile(s) selected.", self.selection.len()));
        }
    }

    fn count(&self, severity: Severity) -> usize {
        self.problems
            .iter()
            .filter(|p| p.severity == severity)
            .count()
    }
}
