//! Choosing files on the desktop: the system's dialogs through `rfd` (on Linux its xdg-portal
//! backend, which needs no GTK), and paths the player types. Where no portal runs, the dialog
//! simply does not appear and typed paths still work.

pub use super::super::dialogs_common::{Ask, Chosen, Filter, Wake};
use std::sync::mpsc::{Receiver, channel};

/// Whether the player can type a path (the desktop has paths; a browser has none).
pub const TYPED_PATHS: bool = true;

/// Shows the dialog off the UI thread (the Linux portal call blocks), except on macOS, where
/// dialogs must run on the main thread and are modal anyway. The answer arrives on the receiver
/// (nothing when the player cancelled), and `wake` is called then. `_purpose` and `_max_bytes`
/// are the browser's (where picked files are copied, and how large they may be); on the desktop
/// the code that reads the chosen path checks its own limit.
pub fn ask(ask: Ask, _purpose: &str, _max_bytes: u64, wake: Wake) -> Receiver<Chosen> {
    let (sender, receiver) = channel();
    let run = move || {
        // The caller may have closed its dialog meanwhile; nobody listening is fine.
        let _ = sender.send(show(ask));
        wake();
    };
    if cfg!(target_os = "macos") {
        run();
    } else {
        // If no thread can start, the sender is dropped and the caller's poll reports it.
        let _ = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(run);
    }
    receiver
}

/// Shows the native dialog, blocking until the player answers.
fn show(ask: Ask) -> Chosen {
    match ask {
        Ask::OpenFile { title, filters } => {
            let mut dialog = rfd::FileDialog::new().set_title(title);
            for filter in &filters {
                dialog = dialog.add_filter(&filter.name, &filter.extensions);
            }
            dialog.pick_file().map_or(Chosen::Nothing, Chosen::Path)
        }
        Ask::OpenFolder { title } => rfd::FileDialog::new()
            .set_title(title)
            .pick_folder()
            .map_or(Chosen::Nothing, Chosen::Path),
        Ask::SaveFile {
            title,
            filters,
            file_name,
        } => {
            let mut dialog = rfd::FileDialog::new()
                .set_title(title)
                .set_file_name(file_name);
            for filter in &filters {
                dialog = dialog.add_filter(&filter.name, &filter.extensions);
            }
            dialog.save_file().map_or(Chosen::Nothing, Chosen::Path)
        }
    }
}
