//! What a file dialog is asked and answers, the same on every platform.

use std::path::PathBuf;
use std::sync::Arc;

/// Called when a dialog's answer is ready (a window asks for a repaint).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// A group of file types a dialog offers, such as "KMahjongg layouts (*.layout)".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    /// The name shown.
    pub name: String,
    /// The extensions, without the dot.
    pub extensions: Vec<&'static str>,
}

/// What a file dialog is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// One file to read.
    OpenFile {
        /// The dialog's title.
        title: String,
        /// The file types offered.
        filters: Vec<Filter>,
    },
    /// A folder of files to read (in a browser: several files at once).
    OpenFolder {
        /// The dialog's title.
        title: String,
    },
    /// A file to write.
    SaveFile {
        /// The dialog's title.
        title: String,
        /// The file types offered.
        filters: Vec<Filter>,
        /// The name suggested.
        file_name: String,
    },
}

/// The dialog's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// The player chose this file or folder. In a browser, picked files are copied into a folder
    /// of the page's own storage first, and a file written under the downloads folder
    /// ([`crate::platform::disk::DOWNLOADS`]) is handed to the browser as a download.
    Path(PathBuf),
    /// The player cancelled.
    Nothing,
}
