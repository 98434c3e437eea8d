//! The layouts a player can choose: the built-in ones and the files in their layouts folder.

use serde::{Deserialize, Serialize};

use super::messages::layout_file_error_text;
use crate::layout_files::{LayoutEntry, LayoutFileError};
use parlour_rules::solitaire::builtin::builtin_layouts;
use parlour_rules::solitaire::layout::Layout;

/// The solitaire options kept in the preferences.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// The chosen layout: a built-in name, or `file:` and a file name in the layouts folder.
    pub layout: String,
}

/// One layout on the list, and how to find it again next time.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// What [`Options::layout`] stores for it.
    pub key: String,
    /// The layout.
    pub layout: Layout,
    /// The file it came from, for the player's own layouts.
    pub file: Option<String>,
}

/// Every layout the player can choose, and what went wrong reading their files.
#[derive(Clone, Debug)]
pub struct Layouts {
    /// The layouts that come with Parlour.
    pub builtin: Vec<Entry>,
    /// The player's own and imported layouts.
    pub custom: Vec<Entry>,
    /// Files that could not be used, each with the reason.
    pub problems: Vec<String>,
}

impl Default for Layouts {
    fn default() -> Self {
        let builtin = builtin_layouts()
            .into_iter()
            .map(|layout| Entry {
                key: layout.name.clone(),
                layout,
                file: None,
            })
            .collect();
        Self {
            builtin,
            custom: Vec::new(),
            problems: Vec::new(),
        }
    }
}

impl Layouts {
    /// Replaces the player's layouts with those listed from their layouts folder; files that
    /// cannot be used (and a folder that cannot be read) go to [`Layouts::problems`].
    pub fn set_files(&mut self, listed: Result<Vec<LayoutEntry>, LayoutFileError>) {
        self.custom.clear();
        self.problems.clear();
        let entries = match listed {
            Ok(entries) => entries,
            Err(e) => {
                self.problems.push(layout_file_error_text(&e));
                return;
            }
        };
        for entry in entries {
            match entry.layout {
                Ok(layout) => self.custom.push(Entry {
                    key: format!("file:{}", entry.file),
                    layout,
                    file: Some(entry.file),
                }),
                Err(reason) => self.problems.push(format!(
                    "{}: {}",
                    entry.file,
                    layout_file_error_text(&reason)
                )),
            }
        }
    }

    /// Every layout, built-in ones first.
    pub fn all(&self) -> impl Iterator<Item = &Entry> {
        self.builtin.iter().chain(&self.custom)
    }

    /// The layout stored under `key`, if it is still there.
    pub fn find(&self, key: &str) -> Option<&Entry> {
        self.all().find(|e| e.key == key)
    }

    /// The first built-in layout (the Turtle), the default choice.
    pub fn default_entry(&self) -> Option<&Entry> {
        self.builtin.first()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::layout_files::LayoutFolder;
    use parlour_rules::solitaire::layout_format::write_layout;

    #[test]
    fn reads_parlour_and_kmahjongg_files_and_reports_bad_ones() {
        let mut layouts = Layouts::default();
        assert!(layouts.builtin.len() >= 12);
        let mut mine = layouts.builtin[0].layout.clone();
        mine.name = "Mine".into();
        let mut km_layout = String::from("kmahjongg-layout-v1.1\nw4\nh2\nd1\n");
        km_layout.push_str("1212\n4343\n");
        let dir = tempfile::tempdir().unwrap();
        let files = [
            ("mine.tiles", write_layout(&mine).unwrap()),
            ("broken.tiles", "parlour-layout 1\nname: x\n".to_owned()),
            ("two.layout", km_layout),
            (
                "two.desktop",
                "[KMahjonggLayout]\nName=Two tiles\nFileName=two.layout\n".to_owned(),
            ),
            ("notes.txt", "not a layout".to_owned()),
        ];
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        layouts.set_files(LayoutFolder::new(dir.path()).list_playable());
        let names: Vec<&str> = layouts
            .custom
            .iter()
            .map(|e| e.layout.name.as_str())
            .collect();
        assert_eq!(names, ["Mine", "Two tiles"]);
        assert_eq!(layouts.custom[1].layout.tiles.len(), 2);
        assert_eq!(layouts.problems.len(), 1);
        assert!(layouts.problems[0].starts_with("broken.tiles"));
        assert!(layouts.find("file:mine.tiles").is_some());
        assert!(layouts.find("Turtle").is_some());
    }
}
