//! The editor's furniture around the grid: the document bar, the tool palette and the problems
//! list with the "Can this layout be won?" answer.

use egui::{Color32, RichText};

use super::texts::{capitalise, problem_text};
use super::verdict::{Answer, Verdict};
use super::{Editing, Tool, UpperLayers, board::mirrors, files::Dialog, files::Pending};
use crate::panel::PanelContext;
use crate::t;
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
        ui.label(t!("editor-name"));
        let name = ui.add(
            egui::TextEdit::singleline(&mut self.name_text)
                .desired_width(170.0)
                .hint_text(t!("editor-name-hint")),
        );
        if !name.has_focus() && !name.lost_focus() {
            self.name_text = state.name().to_owned();
        }
        if name.lost_focus() && self.name_text.trim() != state.name() {
            let name = self.name_text.trim().to_owned();
            if name.is_empty() {
                cx.say(t!("editor-name-needed"));
            } else {
                self.edit(EditMove::SetName { name }, cx);
            }
        }
        ui.label(t!("editor-author"));
        let author = ui.add(
            egui::TextEdit::singleline(&mut self.author_text)
                .desired_width(130.0)
                .hint_text(t!("editor-author-hint")),
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
        let file = self
            .file
            .clone()
            .unwrap_or_else(|| t!("editor-not-saved-yet"));
        let text = if self.is_modified() {
            RichText::new(format!("* {file}")).color(ui.visuals().warn_fg_color)
        } else {
            RichText::new(file)
        };
        ui.label(text).on_hover_text(t!("editor-file-tip"));
    }

    /// New, Open, Save, Import, Export and Test-play.
    fn file_buttons_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if ui
            .button(t!("editor-new"))
            .on_hover_text(t!("editor-new-tip"))
            .clicked()
        {
            self.request(Pending::New, cx);
        }
        if ui
            .button(t!("editor-open"))
            .on_hover_text(t!("editor-open-tip"))
            .clicked()
        {
            self.dialog = Some(Dialog::open(cx));
        }
        if ui
            .button(t!("editor-save"))
            .on_hover_text(t!("editor-save-tip"))
            .clicked()
        {
            self.save_to_folder(cx);
        }
        if ui
            .button(t!("editor-import"))
            .on_hover_text(t!("editor-import-tip"))
            .clicked()
        {
            self.dialog = Some(Dialog::Import {
                path: String::new(),
            });
        }
        if ui
            .button(t!("editor-export"))
            .on_hover_text(t!("editor-export-tip"))
            .clicked()
        {
            self.dialog = Some(Dialog::Export {
                path: String::new(),
            });
        }
        ui.separator();
        if ui
            .button(RichText::new(t!("editor-test-play")).strong())
            .on_hover_text(t!("editor-test-play-tip"))
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
        ui.label(RichText::new(t!("editor-tools")).strong());
        for tool in Tool::ALL {
            let (text, tip) = tool.texts();
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
        ui.label(RichText::new(t!("editor-mirror")).strong());
        ui.horizontal_wrapped(|ui| {
            for (text, mirror) in mirrors() {
                if ui.selectable_label(self.mirror == mirror, text).clicked() {
                    self.mirror = mirror;
                }
            }
        });
    }

    fn layers_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let size = self.session.state().size();
        ui.add_space(6.0);
        ui.label(RichText::new(t!("editor-layers")).strong());
        for z in (0..size.layers).rev() {
            let count = self.session.state().layer_count(z);
            // Numbered from 0, the table, as the problems and the files number them.
            let text = t!(
                "editor-layer-button",
                layer = i64::from(z),
                count = count as i64
            );
            let button = egui::Button::selectable(self.layer == z, text);
            if ui.add_sized([ui.available_width(), 20.0], button).clicked() {
                self.layer = z;
            }
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("editor-above"));
            ui.selectable_value(&mut self.upper, UpperLayers::Ghosted, t!("editor-ghosted"));
            ui.selectable_value(&mut self.upper, UpperLayers::Hidden, t!("editor-hidden"));
        });
        if ui
            .button(t!("editor-clear-layer", layer = i64::from(self.layer)))
            .on_hover_text(t!("editor-clear-layer-tip"))
            .clicked()
        {
            self.edit(EditMove::ClearLayer { z: self.layer }, cx);
        }
    }

    fn selection_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(6.0);
        let selection = t!("editor-selection", count = self.selection.len() as i64);
        ui.label(RichText::new(selection).strong());
        ui.horizontal_wrapped(|ui| {
            let any = !self.selection.is_empty();
            if ui
                .add_enabled(any, egui::Button::new(t!("editor-layer-up")))
                .clicked()
            {
                self.move_selection(0, 0, 1, cx);
            }
            if ui
                .add_enabled(any, egui::Button::new(t!("editor-layer-down")))
                .clicked()
            {
                self.move_selection(0, 0, -1, cx);
            }
            if ui
                .add_enabled(any, egui::Button::new(t!("editor-delete-selection")))
                .clicked()
            {
                let tiles = std::mem::take(&mut self.selection);
                self.edit(EditMove::Remove { tiles }, cx);
            }
        });
    }

    fn shift_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.add_space(6.0);
        ui.label(RichText::new(t!("editor-shift")).strong());
        ui.horizontal(|ui| {
            for (text, dx, dy, direction) in [
                ("⬅", -1, 0, "left"),
                ("➡", 1, 0, "right"),
                ("⬆", 0, -1, "up"),
                ("⬇", 0, 1, "down"),
            ] {
                let response = ui
                    .button(text)
                    .on_hover_text(t!("editor-shift-tip", direction = direction));
                let name = t!("editor-shift-name", direction = direction);
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, name.as_str())
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
        ui.label(RichText::new(t!("editor-grid")).strong());
        let id = ui.scope_id().with("grid_size");
        let mut wanted: Size = ui.data(|d| d.get_temp(id)).unwrap_or(size);
        ui.horizontal(|ui| {
            ui.add(egui::DragValue::new(&mut wanted.width).range(2..=MAX_SIZE.width))
                .on_hover_text(t!("editor-grid-width-tip"));
            ui.label("x");
            ui.add(egui::DragValue::new(&mut wanted.height).range(2..=MAX_SIZE.height))
                .on_hover_text(t!("editor-grid-height-tip"));
            ui.label("x");
            ui.add(egui::DragValue::new(&mut wanted.layers).range(1..=MAX_SIZE.layers))
                .on_hover_text(t!("editor-grid-layers-tip"));
        });
        if ui
            .add_enabled(wanted != size, egui::Button::new(t!("editor-resize-grid")))
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
        ui.label(RichText::new(t!("editor-start-from")).strong());
        // The label goes above the box: "Built-in" runs long in German and French, and the
        // tools panel is narrow.
        let label = ui.label(t!("editor-built-in"));
        egui::ComboBox::from_id_salt("editor_start_from")
            .selected_text(t!("editor-choose"))
            .width(ui.available_width() - 8.0)
            .show_ui(ui, |ui| {
                for layout in builtin::builtin_layouts() {
                    if ui.selectable_label(false, &layout.name).clicked() {
                        self.start_from(&layout, cx);
                    }
                }
            })
            .response
            .labelled_by(label.id);
        if ui
            .button(t!("editor-one-of-mine"))
            .on_hover_text(t!("editor-one-of-mine-tip"))
            .clicked()
        {
            self.dialog = Some(Dialog::open(cx));
        }
    }

    /// The checks' findings and the solvability answer.
    pub(super) fn problems_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.verdict_ui(ui);
        self.findings_ui(ui, cx);
    }

    /// "Can this layout be won?", its button and its answer.
    fn verdict_ui(&mut self, ui: &mut egui::Ui) {
        ui.add_space(4.0);
        ui.label(RichText::new(t!("editor-can-be-won")).strong());
        let running = self.verdict.as_ref().is_some_and(Verdict::is_running);
        let button = ui.add_enabled(!running, egui::Button::new(t!("editor-check-now")));
        if button.on_hover_text(t!("editor-check-now-tip")).clicked() {
            self.verdict = Some(Verdict::start(self.session.state().to_layout(), ui.ctx()));
        }
        if let Some(verdict) = &self.verdict {
            let stale = verdict.tiles != self.session.state().tiles();
            match &verdict.answer {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(t!("editor-searching"));
                    });
                }
                Some(answer) => {
                    let (mark, text) = match answer {
                        Answer::Yes { deal_no } => (
                            RichText::new(t!("editor-verdict-yes"))
                                .color(Color32::from_rgb(80, 190, 100)),
                            t!("editor-verdict-deal", deal = deal_no.to_string()),
                        ),
                        Answer::No(reason) => (
                            RichText::new(t!("editor-verdict-no"))
                                .color(Color32::from_rgb(225, 70, 60)),
                            t!("editor-verdict-reason", reason = capitalise(&reason.text())),
                        ),
                        Answer::Unknown(reason) => (
                            RichText::new(t!("editor-verdict-unknown"))
                                .color(ui.visuals().warn_fg_color),
                            reason.text(),
                        ),
                    };
                    ui.horizontal_wrapped(|ui| {
                        ui.label(mark.strong());
                        ui.label(text);
                    });
                    if stale {
                        ui.label(RichText::new(t!("editor-verdict-stale")).weak());
                    }
                }
            }
        }
    }

    /// The list of problems; a click selects a problem's tiles.
    fn findings_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        ui.separator();
        let errors = self.count(Severity::Error);
        let warnings = self.count(Severity::Warning);
        ui.label(
            RichText::new(t!(
                "editor-problems",
                errors = errors as i64,
                warnings = warnings as i64
            ))
            .strong(),
        );
        if self.problems.is_empty() {
            ui.label(t!("editor-no-problems"));
        }
        let mut clicked = None;
        let tiles = self.session.state().tiles();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (index, problem) in self.problems.iter().enumerate() {
                ui.horizontal_top(|ui| {
                    ui.label(severity_mark(problem.severity));
                    let text = capitalise(&problem_text(problem, tiles, &self.problems));
                    let response = ui
                        .add(egui::Button::selectable(false, text).wrap())
                        .on_hover_text(t!("editor-select-problem-tiles"));
                    if response.clicked() {
                        clicked = Some(index);
                    }
                });
            }
        });
        if let Some(index) = clicked {
            self.select_problem(index);
            cx.say(t!(
                "editor-tiles-selected",
                count = self.selection.len() as i64
            ));
        }
    }

    fn count(&self, severity: Severity) -> usize {
        self.problems
            .iter()
            .filter(|p| p.severity == severity)
            .count()
    }
}
