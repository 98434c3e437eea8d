//! Native file dialogs (the `rfd` crate; on Linux its xdg-portal backend, which needs no GTK).
//! Typed paths always work too: where no portal runs, the dialog simply does not appear.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};

use crate::t;

/// What a native file dialog is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Browse {
    /// A layout file to import.
    ImportFile,
    /// A folder of KMahjongg layouts to import.
    ImportFolder,
    /// A file to export to.
    Export,
}

/// The words a native dialog shows, looked up on the window's thread (the language is the
/// thread's) before the dialog runs on its own.
struct Words {
    title: String,
    filters: [String; 2],
}

impl Browse {
    fn words(self) -> Words {
        match self {
            Browse::ImportFile => Words {
                title: t!("editor-browse-import-file"),
                filters: [t!("editor-browse-layouts"), String::new()],
            },
            Browse::ImportFolder => Words {
                title: t!("editor-browse-import-folder"),
                filters: [String::new(), String::new()],
            },
            Browse::Export => Words {
                title: t!("editor-browse-export"),
                filters: [
                    t!("editor-browse-kmahjongg-layout"),
                    t!("editor-browse-parlour-layout"),
                ],
            },
        }
    }

    /// Shows the native dialog (blocking until the player answers) and returns the path chosen.
    fn run(self, file_name: String, words: Words) -> Option<PathBuf> {
        let dialog = rfd::FileDialog::new().set_title(words.title);
        let [first, second] = words.filters;
        match self {
            Browse::ImportFile => dialog
                .add_filter(first, &["layout", "tiles", "desktop"])
                .pick_file(),
            Browse::ImportFolder => dialog.pick_folder(),
            Browse::Export => dialog
                .add_filter(first, &["layout"])
                .add_filter(second, &["tiles"])
                .set_file_name(file_name)
                .save_file(),
        }
    }

    /// Opens the dialog off the UI thread (the Linux portal call blocks), except on macOS, where
    /// dialogs must run on the main thread and are modal anyway. The answer arrives on the
    /// receiver, and `ctx` is asked to repaint then.
    pub(super) fn start(self, file_name: String, ctx: &egui::Context) -> Receiver<Option<PathBuf>> {
        let (sender, receiver) = channel();
        let ctx = ctx.clone();
        let words = self.words();
        let run = move || {
            // The editor may have closed the dialog meanwhile; nobody listening is fine.
            let _ = sender.send(self.run(file_name, words));
            ctx.request_repaint();
        };
        if cfg!(target_os = "macos") {
            run();
        } else {
            // If no thread can start, the sender is dropped and the poll reports it.
            let _ = std::thread::Builder::new()
                .name("file-dialog".into())
                .spawn(run);
        }
        receiver
    }
}
