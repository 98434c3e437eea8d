//! The player's own and imported solitaire layouts read as text for Mahjong Solitaire's chooser
//! (the editor's file operations are in `layouts.rs`).

use super::Store;

/// One file from the layouts folder, as text. Parsing is the game's business: the store only
/// reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutFile {
    /// The file name (no folder), such as `my castle.tiles` or `castle.layout`.
    pub name: String,
    /// The file's contents.
    pub text: String,
}

/// Layout files larger than this are not layouts (a 256x256x64 grid in Parlour's format is
/// about 4 MB); they are reported instead of read.
const MAX_LAYOUT_BYTES: u64 = 8 * 1024 * 1024;

/// The extensions of files that may hold a layout or describe one.
const EXTENSIONS: [&str; 3] = ["tiles", "layout", "desktop"];

impl Store {
    /// Reads every `.tiles`, `.layout` and `.desktop` file in the layouts folder, sorted by
    /// name. A missing folder gives none; an unreadable file is reported (see
    /// [`Store::take_problems`]) and skipped.
    pub fn layout_files(&mut self) -> Vec<LayoutFile> {
        let dir = self.layouts_dir();
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
            Err(e) => {
                self.problems.push(format!(
                    "Could not list your layouts in {}: {e}",
                    dir.display()
                ));
                return Vec::new();
            }
        };
        let mut files = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            let wanted = path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| EXTENSIONS.iter().any(|x| x.eq_ignore_ascii_case(e)));
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            if !wanted || !path.is_file() {
                continue;
            }
            let too_big = entry.metadata().is_ok_and(|m| m.len() > MAX_LAYOUT_BYTES);
            if too_big {
                self.problems.push(format!(
                    "{} is too large to be a layout and was skipped.",
                    path.display()
                ));
                continue;
            }
            match std::fs::read_to_string(&path) {
                Ok(text) => files.push(LayoutFile {
                    name: name.to_owned(),
                    text,
                }),
                Err(e) => self
                    .problems
                    .push(format!("Could not read the layout {}: {e}", path.display())),
            }
        }
        files.sort_by(|a, b| a.name.cmp(&b.name));
        files
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn lists_layout_files_only_and_survives_a_missing_folder() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(Some(dir.path().to_owned()));
        assert!(store.layout_files().is_empty());
        let layouts = store.layouts_dir();
        std::fs::create_dir_all(&layouts).unwrap();
        std::fs::write(layouts.join("b.tiles"), "B").unwrap();
        std::fs::write(layouts.join("a.layout"), "A").unwrap();
        std::fs::write(layouts.join("notes.txt"), "no").unwrap();
        let names: Vec<String> = store.layout_files().into_iter().map(|f| f.name).collect();
        assert_eq!(names, ["a.layout", "b.tiles"]);
        assert!(store.take_problems().is_empty());
    }
}
