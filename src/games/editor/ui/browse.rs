//! The editor's file dialogs, through the platform's (`platform::dialogs`: the system's dialogs
//! on the desktop, where typed paths always work too; the browser's file picker and downloads on
//! the web).

use crate::platform::dialogs::{self, Ask, Chosen, Filter};
use std::sync::Arc;
use std::sync::mpsc::Receiver;

use crate::t;

/// What a file dialog is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Browse {
    /// A layout file to import.
    ImportFile,
    /// A folder of KMahjongg layouts to import.
    ImportFolder,
    /// A file to export to.
    Export,
}

/// The words a dialog shows, looked up on the window's thread (the language is the thread's)
/// before the dialog runs on its own.
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

    /// What the platform's dialog is asked.
    fn ask(self, file_name: String, words: Words) -> Ask {
        let [first, second] = words.filters;
        match self {
            Browse::ImportFile => Ask::OpenFile {
                title: words.title,
                filters: vec![Filter {
                    name: first,
                    extensions: vec!["layout", "tiles", "desktop"],
                }],
            },
            Browse::ImportFolder => Ask::OpenFolder { title: words.title },
            Browse::Export => Ask::SaveFile {
                title: words.title,
                filters: vec![
                    Filter {
                        name: first,
                        extensions: vec!["layout"],
                    },
                    Filter {
                        name: second,
                        extensions: vec!["tiles"],
                    },
                ],
                file_name,
            },
        }
    }

    /// Opens the platform's dialog without blocking the window. The answer arrives on the
    /// receiver, and `ctx` is asked to repaint then.
    pub(super) fn start(self, file_name: String, ctx: &egui::Context) -> Receiver<Chosen> {
        let ctx = ctx.clone();
        let ask = self.ask(file_name, self.words());
        let limit = parlour_rules::solitaire::limits::MAX_FILE_BYTES;
        dialogs::ask(
            ask,
            "layouts",
            limit,
            Arc::new(move || ctx.request_repaint()),
        )
    }
}
