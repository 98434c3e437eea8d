//! Files: saving to the layouts folder, the Open dialog (open, rename, delete), KMahjongg import
//! (one file or a whole folder) and export, and the prompt that guards unsaved changes. All file
//! access goes through [`crate::layout_files`].

use std::sync::mpsc::TryRecvError;

use egui::RichText;

use super::Editing;
use super::texts::edit_error_text;
use crate::games::solitaire::ui::messages::layout_file_error_text;
use crate::layout_files::LayoutFolder;
use crate::panel::PanelContext;
use crate::platform::dialogs::Chosen;
use crate::t;
use parlour_rules::editor::model::{EditLayout, EditMove};
use parlour_rules::solitaire::layout::Layout;

/// One row of the Open dialog.
pub(super) struct Row {
    file: String,
    /// Name, author and tile count, or why the file cannot be read.
    info: Result<(String, String, usize), String>,
}

/// A dialog of the editor.
pub(super) enum Dialog {
    /// The player's layouts: open, rename or delete.
    Open {
        /// The files, or why the folder could not be read.
        rows: Result<Vec<Row>, String>,
        /// The file being renamed and the new name typed so far.
        renaming: Option<(String, String)>,
        /// The file waiting for a confirmed delete.
        deleting: Option<String>,
    },
    /// A typed path to import from (a `.layout` file, a Parlour file, or a folder).
    Import {
        /// The path typed so far.
        path: String,
    },
    /// A typed path to export to.
    Export {
        /// The path typed so far.
        path: String,
    },
}

impl Dialog {
    /// The Open dialog, listing the layouts folder now.
    pub(super) fn open(cx: &PanelContext<'_>) -> Self {
        let rows = match folder(cx) {
            None => Err(t!("editor-no-folder")),
            Some(folder) => folder
                .list()
                .map(|entries| {
                    entries
                        .into_iter()
                        .map(|e| Row {
                            file: e.file,
                            info: e
                                .layout
                                .map(|l| (l.name.clone(), l.author.clone(), l.tile_count()))
                                .map_err(|err| layout_file_error_text(&err)),
                        })
                        .collect()
                })
                .map_err(|e| layout_file_error_text(&e)),
        };
        Dialog::Open {
            rows,
            renaming: None,
            deleting: None,
        }
    }
}

/// Something that replaces the layout being edited, so unsaved changes must be asked about.
#[derive(Clone, Debug)]
pub(super) enum Pending {
    /// A new, empty layout.
    New,
    /// A file of the layouts folder.
    Open(String),
    /// A layout read from elsewhere (an import), not yet saved.
    Load(Box<EditLayout>),
}

pub(super) fn folder(cx: &PanelContext<'_>) -> Option<LayoutFolder> {
    cx.layouts_dir().map(LayoutFolder::new)
}

/// What the Open dialog's rows asked for this frame.
#[derive(Default)]
struct RowAsk {
    /// The folder changed: list it again.
    refresh: bool,
    /// The dialog closes.
    close: bool,
}

/// A row's name, author and tile count, or its file name and why it cannot be read.
fn row_info_ui(ui: &mut egui::Ui, row: &Row) {
    match &row.info {
        Ok((name, author, count)) => {
            ui.label(RichText::new(name).strong());
            ui.label(if author.is_empty() { "—" } else { author });
            ui.label(t!("editor-row-tiles", count = *count as i64));
        }
        Err(e) => {
            ui.label(&row.file);
            ui.label(RichText::new(t!("editor-row-unreadable")).color(ui.visuals().warn_fg_color))
                .on_hover_text(e);
            ui.label("");
        }
    }
}

impl Editing<'_> {
    /// Does `action` now, or first asks about unsaved changes.
    pub(super) fn request(&mut self, action: Pending, cx: &mut PanelContext<'_>) {
        if self.is_modified() {
            self.pending = Some(action);
        } else {
            self.perform(action, cx);
        }
    }

    fn perform(&mut self, action: Pending, cx: &mut PanelContext<'_>) {
        match action {
            Pending::New => self.load(EditLayout::default(), None),
            Pending::Load(layout) => self.load(*layout, None),
            Pending::Open(file) => {
                let Some(folder) = folder(cx) else { return };
                match folder.read(&file).map(|l| EditLayout::from_layout(&l)) {
                    Ok(Ok(layout)) => {
                        self.load(layout, Some(file));
                        self.dialog = None;
                    }
                    Ok(Err(e)) => cx.say(t!(
                        "editor-file-cannot-edit",
                        file = file.as_str(),
                        reason = edit_error_text(&e)
                    )),
                    Err(e) => cx.say(t!(
                        "editor-could-not-open",
                        error = layout_file_error_text(&e)
                    )),
                }
            }
        }
    }

    /// Starts from `layout` as one undoable step.
    pub(super) fn start_from(&mut self, layout: &Layout, cx: &mut PanelContext<'_>) {
        match EditLayout::from_layout(layout) {
            Ok(layout) => {
                if self.edit(EditMove::Replace { layout }, cx) {
                    self.selection.clear();
                    cx.say(t!("editor-started-from"));
                }
            }
            Err(e) => cx.say(t!("editor-cannot-edit", reason = edit_error_text(&e))),
        }
    }

    /// Saves to the layouts folder (a new file named after the layout the first time).
    /// Returns whether it was saved.
    pub(super) fn save_to_folder(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let Some(folder) = folder(cx) else {
            cx.say(t!("editor-no-folder-not-saved"));
            return false;
        };
        let state = self.session.state().clone();
        match folder.write(&state.to_layout(), self.file.as_deref()) {
            Ok(file) => {
                cx.say(t!("editor-saved-as", file = file.as_str()));
                self.file = Some(file);
                self.saved = Some(state);
                self.session.touch();
                true
            }
            Err(e) => {
                cx.say(t!("editor-not-saved", error = layout_file_error_text(&e)));
                false
            }
        }
    }

    /// Shows the open dialog and the unsaved-changes prompt.
    pub(super) fn dialogs_ui(&mut self, ctx: &egui::Context, cx: &mut PanelContext<'_>) {
        if let Some(pending) = self.pending.clone() {
            self.unsaved_prompt_ui(ctx, pending, cx);
            return;
        }
        let Some(mut dialog) = self.dialog.take() else {
            self.browsing = None;
            return;
        };
        let mut keep = true;
        if let Some(receiver) = &self.browsing {
            match receiver.try_recv() {
                Ok(chosen) => {
                    self.browsing = None;
                    if let Chosen::Path(chosen) = chosen {
                        keep = self.chosen(&mut dialog, &chosen.display().to_string(), cx);
                    }
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    cx.say(t!("editor-no-file-dialog"));
                    self.browsing = None;
                }
            }
        }
        let title = match dialog {
            Dialog::Open { .. } => t!("editor-my-layouts"),
            Dialog::Import { .. } => t!("editor-import-title"),
            Dialog::Export { .. } => t!("editor-export-title"),
        };
        let modal = egui::Modal::new(egui::Id::unique("editor_dialog")).show(ctx, |ui| {
            ui.set_width(520.0);
            ui.heading(title);
            ui.add_space(6.0);
            keep = match &mut dialog {
                Dialog::Open {
                    rows,
                    renaming,
                    deleting,
                } => self.open_ui(ui, rows, renaming, deleting, cx),
                Dialog::Import { path } => self.import_ui(ui, path, cx),
                Dialog::Export { path } => self.export_ui(ui, path, cx),
            };
        });
        if modal.should_close() {
            keep = false;
        }
        if keep && self.dialog.is_none() {
            self.dialog = Some(dialog);
        }
    }

    fn unsaved_prompt_ui(
        &mut self,
        ctx: &egui::Context,
        pending: Pending,
        cx: &mut PanelContext<'_>,
    ) {
        let name = self.session.state().name().to_owned();
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("editor_unsaved")).show(ctx, |ui| {
            ui.set_width(380.0);
            ui.heading(t!("editor-unsaved-title"));
            ui.label(t!("editor-unsaved-question", layout = name.as_str()));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(t!("editor-save")).clicked() {
                    answer = Some(true);
                }
                if ui.button(t!("editor-discard")).clicked() {
                    answer = Some(false);
                }
                if ui.button(t!("editor-cancel")).clicked() {
                    self.pending = None;
                }
            });
        });
        if modal.should_close() {
            self.pending = None;
        }
        if let Some(save) = answer {
            self.pending = None;
            if !save || self.save_to_folder(cx) {
                self.perform(pending, cx);
            }
        }
    }

    /// The Open dialog's body; returns whether it stays open.
    fn open_ui(
        &mut self,
        ui: &mut egui::Ui,
        rows: &mut Result<Vec<Row>, String>,
        renaming: &mut Option<(String, String)>,
        deleting: &mut Option<String>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let mut asked = RowAsk::default();
        match rows {
            Err(e) => {
                ui.label(e.as_str());
            }
            Ok(rows) if rows.is_empty() => {
                ui.label(t!("editor-no-layouts-yet"));
            }
            Ok(rows) => {
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        egui::Grid::new("editor_layouts")
                            .striped(true)
                            .show(ui, |ui| {
                                for row in rows.iter() {
                                    row_info_ui(ui, row);
                                    ui.horizontal(|ui| {
                                        self.row_actions_ui(
                                            ui, row, renaming, deleting, &mut asked, cx,
                                        );
                                    });
                                    ui.end_row();
                                }
                            });
                    });
            }
        }
        ui.add_space(8.0);
        if ui.button(t!("editor-close")).clicked() {
            asked.close = true;
        }
        if asked.refresh {
            self.dialog = Some(Dialog::open(cx));
        }
        !asked.close
    }

    /// A row's buttons: Open, Rename (then the new name and OK), Delete (then Really delete or
    /// Keep).
    fn row_actions_ui(
        &mut self,
        ui: &mut egui::Ui,
        row: &Row,
        renaming: &mut Option<(String, String)>,
        deleting: &mut Option<String>,
        asked: &mut RowAsk,
        cx: &mut PanelContext<'_>,
    ) {
        if let Some((file, text)) = renaming.as_mut().filter(|(f, _)| *f == row.file) {
            ui.add(egui::TextEdit::singleline(text).desired_width(120.0));
            if ui.button(t!("editor-ok")).clicked() {
                let (file, text) = (file.clone(), text.trim().to_owned());
                self.rename(&file, &text, cx);
                *renaming = None;
                asked.refresh = true;
            }
            return;
        }
        if deleting.as_deref() == Some(row.file.as_str()) {
            if ui.button(t!("editor-really-delete")).clicked() {
                self.delete(&row.file, cx);
                *deleting = None;
                asked.refresh = true;
            }
            if ui.button(t!("editor-keep")).clicked() {
                *deleting = None;
            }
            return;
        }
        if ui
            .add_enabled(row.info.is_ok(), egui::Button::new(t!("editor-row-open")))
            .clicked()
        {
            self.request(Pending::Open(row.file.clone()), cx);
            asked.close = true;
        }
        if ui.button(t!("editor-rename")).clicked() {
            let name = row.info.as_ref().map(|i| i.0.clone()).unwrap_or_default();
            *renaming = Some((row.file.clone(), name));
        }
        if ui.button(t!("editor-delete")).clicked() {
            *deleting = Some(row.file.clone());
        }
    }

    fn rename(&mut self, file: &str, name: &str, cx: &mut PanelContext<'_>) {
        let Some(folder) = folder(cx) else { return };
        if name.is_empty() {
            cx.say(t!("editor-name-needed"));
            return;
        }
        match folder.rename(file, name) {
            Ok(new_file) => {
                cx.say(t!(
                    "editor-renamed",
                    layout = name,
                    file = new_file.as_str()
                ));
                if self.file.as_deref() == Some(file) {
                    // The open layout follows its file; the name change is an undoable edit and
                    // the file on disk already has it.
                    self.file = Some(new_file);
                    self.edit(
                        EditMove::SetName {
                            name: name.to_owned(),
                        },
                        cx,
                    );
                    self.saved = self.saved.take().map(|s| s.renamed(name));
                }
            }
            Err(e) => cx.say(t!("editor-not-renamed", error = layout_file_error_text(&e))),
        }
    }

    fn delete(&mut self, file: &str, cx: &mut PanelContext<'_>) {
        let Some(folder) = folder(cx) else { return };
        match folder.delete(file) {
            Ok(()) => {
                cx.say(t!("editor-deleted", file = file));
                if self.file.as_deref() == Some(file) {
                    // The layout stays open, now unsaved, so deleting its file loses nothing.
                    self.file = None;
                    self.saved = None;
                    self.session.touch();
                }
            }
            Err(e) => cx.say(t!("editor-not-deleted", error = layout_file_error_text(&e))),
        }
    }
}
