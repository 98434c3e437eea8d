//! The editor's Import and Export dialogs: a layout file (opened for editing) or a folder of
//! KMahjongg layouts (saved into the layouts folder) in, the layout being edited out, in
//! KMahjongg's format or Parlour's. On the desktop a path can be typed or chosen; in a browser
//! the file picker chooses and a download writes (`platform::dialogs`), without a path to type.

use std::path::{Path, PathBuf};

use super::Editing;
use super::browse::Browse;
use super::files::{Dialog, Pending, folder};
use super::texts::edit_error_text;
use crate::games::solitaire::ui::messages::layout_file_error_text;
use crate::layout_files::{self as layouts, LayoutFolder};
use crate::panel::PanelContext;
use crate::platform::dialogs::TYPED_PATHS;
use crate::t;
use parlour_rules::editor::model::EditLayout;

impl Editing<'_> {
    /// A file or folder was chosen in a dialog: on the desktop it goes in the path field, to be
    /// checked before the button is pressed; in a browser, where there is no path to see, the
    /// import or export is carried out at once. Returns whether the dialog stays open.
    pub(super) fn chosen(
        &mut self,
        dialog: &mut Dialog,
        chosen: &str,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        match dialog {
            Dialog::Import { path } | Dialog::Export { path } if TYPED_PATHS => {
                *path = chosen.to_owned();
                true
            }
            Dialog::Import { .. } => !self.import(chosen, cx),
            Dialog::Export { .. } => !self.export(chosen, cx),
            Dialog::Open { .. } => true,
        }
    }

    /// The Import dialog's body; returns whether it stays open.
    pub(super) fn import_ui(
        &mut self,
        ui: &mut egui::Ui,
        path: &mut String,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        ui.label(t!("editor-import-help"));
        if TYPED_PATHS {
            ui.add(
                egui::TextEdit::singleline(path)
                    .desired_width(f32::INFINITY)
                    .hint_text("/usr/share/kmahjongg/pics/layouts/"),
            );
        }
        ui.add_space(6.0);
        let mut keep = true;
        ui.horizontal(|ui| {
            let idle = self.browsing.is_none();
            if ui
                .add_enabled(idle, egui::Button::new(t!("editor-choose-file")))
                .clicked()
            {
                self.browsing = Some(Browse::ImportFile.start(String::new(), ui.ctx()));
            }
            if ui
                .add_enabled(idle, egui::Button::new(t!("editor-choose-folder")))
                .clicked()
            {
                self.browsing = Some(Browse::ImportFolder.start(String::new(), ui.ctx()));
            }
            ui.separator();
            if TYPED_PATHS && ui.button(t!("editor-import-button")).clicked() {
                keep = !self.import(path.trim(), cx);
            }
            if ui.button(t!("editor-cancel")).clicked() {
                keep = false;
            }
        });
        keep
    }

    /// Imports a file (opened for editing) or a folder (saved into the layouts folder). Returns
    /// whether it worked.
    fn import(&mut self, path: &str, cx: &mut PanelContext<'_>) -> bool {
        let path = Path::new(path);
        if path.as_os_str().is_empty() {
            cx.say(t!("editor-type-path"));
            return false;
        }
        if crate::store::file::is_dir(path) {
            return self.import_folder(path, cx);
        }
        match layouts::read_layout_file(path).map(|l| EditLayout::from_layout(&l)) {
            Ok(Ok(layout)) => {
                cx.say(t!("editor-imported-one", layout = layout.name()));
                self.request(Pending::Load(Box::new(layout)), cx);
                true
            }
            Ok(Err(e)) => {
                cx.say(t!("editor-cannot-edit", reason = edit_error_text(&e)));
                false
            }
            Err(e) => {
                cx.say(t!(
                    "editor-not-imported",
                    error = layout_file_error_text(&e)
                ));
                false
            }
        }
    }

    fn import_folder(&mut self, path: &Path, cx: &mut PanelContext<'_>) -> bool {
        let Some(folder) = folder(cx) else {
            cx.say(t!("editor-no-folder"));
            return false;
        };
        let found = match layouts::import_kmahjongg_folder(path) {
            Ok(found) => found,
            Err(e) => {
                cx.say(t!(
                    "editor-not-imported",
                    error = layout_file_error_text(&e)
                ));
                return false;
            }
        };
        if found.is_empty() {
            cx.say(t!(
                "editor-no-layout-files",
                path = path.display().to_string()
            ));
            return false;
        }
        let (mut saved, mut failed) = (0, Vec::new());
        for (_, layout) in found {
            match layout.and_then(|l| folder.write(&l, None)) {
                Ok(_) => saved += 1,
                Err(e) => failed.push(layout_file_error_text(&e)),
            }
        }
        let message = match failed.first() {
            None => t!("editor-imported-many", count = saved as i64),
            Some(first) => t!(
                "editor-imported-some",
                count = saved as i64,
                failed = failed.len() as i64,
                first = first.as_str()
            ),
        };
        cx.say(message);
        saved > 0
    }

    /// The Export dialog's body; returns whether it stays open. In a browser `path` is the
    /// name the layout is downloaded under, whose extension says the format.
    pub(super) fn export_ui(
        &mut self,
        ui: &mut egui::Ui,
        path: &mut String,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        ui.label(t!("editor-export-help"));
        let stem = LayoutFolder::new(PathBuf::new()).free_name(self.session.state().name(), None);
        if TYPED_PATHS {
            ui.add(
                egui::TextEdit::singleline(path)
                    .desired_width(f32::INFINITY)
                    .hint_text("/home/me/my-layout.layout"),
            );
        } else {
            // The format, by the extension of the name downloaded.
            if path.is_empty() {
                path.push_str("layout");
            }
            ui.radio_value(
                path,
                "layout".to_owned(),
                t!("editor-browse-kmahjongg-layout"),
            );
            ui.radio_value(path, "tiles".to_owned(), t!("editor-browse-parlour-layout"));
        }
        ui.add_space(6.0);
        let mut keep = true;
        ui.horizontal(|ui| {
            let idle = self.browsing.is_none();
            let extension = if TYPED_PATHS { "layout" } else { path.as_str() };
            let name = Path::new(&stem)
                .with_extension(extension)
                .display()
                .to_string();
            if TYPED_PATHS {
                if ui
                    .add_enabled(idle, egui::Button::new(t!("editor-choose")))
                    .clicked()
                {
                    self.browsing = Some(Browse::Export.start(name, ui.ctx()));
                }
                ui.separator();
                if ui.button(t!("editor-export-button")).clicked() {
                    keep = !self.export(path.trim(), cx);
                }
            } else if ui
                .add_enabled(idle, egui::Button::new(t!("editor-export-button")))
                .clicked()
            {
                self.browsing = Some(Browse::Export.start(name, ui.ctx()));
            }
            if ui.button(t!("editor-cancel")).clicked() {
                keep = false;
            }
        });
        keep
    }

    /// Writes the layout being edited to `target`, in the format its extension says. Returns
    /// whether it was written.
    fn export(&mut self, target: &str, cx: &mut PanelContext<'_>) -> bool {
        if target.is_empty() {
            cx.say(t!("editor-type-path"));
            return false;
        }
        let layout = self.session.state().to_layout();
        match layouts::write_layout_file(&layout, Path::new(target)) {
            Ok(written) => {
                let names: Vec<String> = written
                    .iter()
                    .map(|p| {
                        p.file_name()
                            .filter(|_| !TYPED_PATHS)
                            .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into())
                    })
                    .collect();
                cx.say(exported(&names));
                true
            }
            Err(e) => {
                cx.say(t!(
                    "editor-not-exported",
                    error = layout_file_error_text(&e)
                ));
                false
            }
        }
    }
}

/// "Exported to a.layout and a.desktop.": one file, or a layout and its `.desktop`.
fn exported(names: &[String]) -> String {
    match names {
        [one] => t!("editor-exported", file = one.as_str()),
        [first, second] => t!(
            "editor-exported-two",
            file = first.as_str(),
            second = second.as_str()
        ),
        _ => t!("editor-exported", file = names.join(", ")),
    }
}
