//! Native file dialogs (the `rfd` crate; on Linux its xdg-portal backend, which needs no GTK).
//! Typed paths always work too: where no portal runs, the dialog simply does not appear.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};

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

impl Browse {
    /// Shows the native dialog (blocking until the player answers) and returns the path chosen.
    fn run(self, file_name: String) -> Option<PathBuf> {
        let dialog = rfd::FileDialog::new();
        match self {
            Browse::ImportFile => dialog
                .set_title("Import a layout")
                .add_filter("Layouts", &["layout", "tiles", "desktop"])
                .pick_file(),
            Browse::ImportFolder => dialog
                .set_title("Import every KMahjongg layout in a folder")
                .pick_folder(),
            Browse::Export => dialog
                .set_title("Export the layout")
                .add_filter("KMahjongg layout", &["layout"])
                .add_filter("Parlour layout", &["tiles"])
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
        let run = move || {
            // The editor may have closed the dialog meanwhile; nobody listening is fine.
            let _ = sender.send(self.run(file_name));
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
