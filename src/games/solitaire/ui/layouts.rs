//! The layouts a player can choose: the built-in ones and the files in their layouts folder.

use serde::{Deserialize, Serialize};

use crate::games::solitaire::builtin::builtin_layouts;
use crate::games::solitaire::kmahjongg;
use crate::games::solitaire::layout::Layout;
use crate::games::solitaire::layout_format::parse_layout;
use crate::store::LayoutFile;

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
    /// Replaces the player's layouts with those in `files`: Parlour's `.tiles` files and
    /// KMahjongg's `.layout` files (named by their `.desktop` companion when there is one).
    pub fn set_files(&mut self, files: &[LayoutFile]) {
        self.custom.clear();
        self.problems.clear();
        for file in files {
            let lower = file.name.to_ascii_lowercase();
            let parsed = if lower.ends_with(".tiles") {
                parse_layout(&file.text).map_err(|e| e.to_string())
            } else if lower.ends_with(".layout") {
                let stem = &file.name[..file.name.len() - ".layout".len()];
                let desktop = files.iter().find(|d| describes(d, &file.name, stem));
                kmahjongg::import_kmahjongg(&file.text, desktop.map(|d| d.text.as_str()), stem)
                    .map_err(|e| e.to_string())
            } else {
                continue;
            };
            match parsed {
                Ok(layout) => self.custom.push(Entry {
                    key: format!("file:{}", file.name),
                    layout,
                    file: Some(file.name.clone()),
                }),
                Err(reason) => self.problems.push(format!("{}: {reason}", file.name)),
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

/// Whether the `.desktop` file `d` describes the `.layout` file `layout_file`: it names it on
/// its `FileName=` line, or it has the same stem.
fn describes(d: &LayoutFile, layout_file: &str, stem: &str) -> bool {
    let lower = d.name.to_ascii_lowercase();
    if !lower.ends_with(".desktop") {
        return false;
    }
    match kmahjongg::parse_desktop(&d.text) {
        Ok(entry) if !entry.file_name.trim().is_empty() => entry.file_name.trim() == layout_file,
        _ => d.name[..d.name.len() - ".desktop".len()] == *stem,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::games::solitaire::layout_format::write_layout;

    fn file(name: &str, text: &str) -> LayoutFile {
        LayoutFile {
            name: name.into(),
            text: text.into(),
        }
    }

    #[test]
    fn reads_parlour_and_kmahjongg_files_and_reports_bad_ones() {
        let mut layouts = Layouts::default();
        assert!(layouts.builtin.len() >= 12);
        let mut mine = layouts.builtin[0].layout.clone();
        mine.name = "Mine".into();
        let mut km_layout = String::from("kmahjongg-layout-v1.1\nw4\nh2\nd1\n");
        km_layout.push_str("1212\n4343\n");
        let files = [
            file("mine.tiles", &write_layout(&mine).unwrap()),
            file("broken.tiles", "parlour-layout 1\nname: x\n"),
            file("two.layout", &km_layout),
            file(
                "two.desktop",
                "[KMahjonggLayout]\nName=Two tiles\nFileName=two.layout\n",
            ),
        ];
        layouts.set_files(&files);
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
