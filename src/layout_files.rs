//! Layout files: the player's layouts folder (list, read, write atomically, rename, delete) and
//! layout files anywhere else (import and export, in Parlour's format or KMahjongg's). This
//! module turns text into layouts and back; every disk access goes through [`crate::store::file`].
//!
//! The format is chosen by extension: `.layout` is KMahjongg's (its `.desktop` companion beside
//! it gives the name and author, and one is written beside every exported `.layout`), a
//! `.desktop` stands for the `.layout` its `FileName=` names, and anything else is Parlour's own
//! format (`.tiles` in the layouts folder).

use std::path::{Path, PathBuf};

use thiserror::Error;

use parlour_rules::solitaire::kmahjongg::{self, KmahjonggError};
use parlour_rules::solitaire::layout::{Layout, TooLarge};
use parlour_rules::solitaire::layout_format::{self, FILE_EXTENSION, LayoutFormatError};

use crate::store::file::{self, write_atomic};

/// A layout file that could not be read or written. The message starts with the file's path.
#[derive(Debug, Error)]
pub enum LayoutFileError {
    /// The file system refused.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A Parlour layout file is malformed.
    #[error("{path}: {source}")]
    Format {
        /// The file.
        path: String,
        /// What is wrong, with its line.
        source: LayoutFormatError,
    },
    /// A KMahjongg file is malformed.
    #[error("{path}: {source}")]
    Kmahjongg {
        /// The file.
        path: String,
        /// What is wrong, with its line.
        source: KmahjonggError,
    },
    /// The layout is too large for a file.
    #[error("{path}: {source}")]
    TooLarge {
        /// The file.
        path: String,
        /// How large.
        source: TooLarge,
    },
    /// A `.desktop` file that names no `.layout`.
    #[error("{path}: the file has no FileName= line naming its .layout file")]
    NoFileName {
        /// The file.
        path: String,
    },
    /// A file name that is not a plain name in the layouts folder.
    #[error("'{name}' is not a layout file name in the layouts folder")]
    BadName {
        /// The name given.
        name: String,
    },
}

fn io_error(path: &Path) -> impl FnOnce(std::io::Error) -> LayoutFileError + '_ {
    move |source| LayoutFileError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Whether `path` has the extension `ext` (any case).
fn has_extension(path: &Path, ext: &str) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case(ext))
}

fn read_text(path: &Path) -> Result<String, LayoutFileError> {
    file::read_text(path, parlour_rules::solitaire::limits::MAX_FILE_BYTES).map_err(io_error(path))
}

fn write_text(path: &Path, text: &str) -> Result<(), LayoutFileError> {
    write_atomic(path, text.as_bytes()).map_err(io_error(path))
}

/// Reads a layout file in the format its extension says (see the module documentation).
pub fn read_layout_file(path: &Path) -> Result<Layout, LayoutFileError> {
    let shown = path.display().to_string();
    if has_extension(path, "desktop") {
        let entry = kmahjongg::parse_desktop(&read_text(path)?).map_err(|source| {
            LayoutFileError::Kmahjongg {
                path: shown.clone(),
                source,
            }
        })?;
        if entry.file_name.trim().is_empty() {
            return Err(LayoutFileError::NoFileName { path: shown });
        }
        let layout_path = path.with_file_name(entry.file_name.trim());
        return read_kmahjongg_file(&layout_path, Some(path));
    }
    if has_extension(path, "layout") {
        let desktop = path.with_extension("desktop");
        return read_kmahjongg_file(path, file::is_file(&desktop).then_some(desktop.as_path()));
    }
    layout_format::parse_layout(&read_text(path)?).map_err(|source| LayoutFileError::Format {
        path: shown,
        source,
    })
}

fn read_kmahjongg_file(path: &Path, desktop: Option<&Path>) -> Result<Layout, LayoutFileError> {
    let board = kmahjongg::parse_kmahjongg(&read_text(path)?).map_err(|source| {
        LayoutFileError::Kmahjongg {
            path: path.display().to_string(),
            source,
        }
    })?;
    let entry = match desktop {
        Some(desktop) => Some(kmahjongg::parse_desktop(&read_text(desktop)?).map_err(
            |source| LayoutFileError::Kmahjongg {
                path: desktop.display().to_string(),
                source,
            },
        )?),
        None => None,
    };
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
    Ok(kmahjongg::layout_from(
        board,
        entry.as_ref(),
        &stem.unwrap_or_default(),
    ))
}

/// Writes `layout` to `path` in the format its extension says, atomically, returning every file
/// written (a `.layout` gets its `.desktop` beside it).
pub fn write_layout_file(layout: &Layout, path: &Path) -> Result<Vec<PathBuf>, LayoutFileError> {
    let too_large = |source| LayoutFileError::TooLarge {
        path: path.display().to_string(),
        source,
    };
    if !has_extension(path, "layout") {
        write_text(
            path,
            &layout_format::write_layout(layout).map_err(too_large)?,
        )?;
        return Ok(vec![path.to_path_buf()]);
    }
    write_text(
        path,
        &kmahjongg::write_kmahjongg(layout).map_err(too_large)?,
    )?;
    let file_name = path
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let desktop_path = path.with_extension("desktop");
    let entry = kmahjongg::desktop_for(layout, &file_name);
    write_text(&desktop_path, &kmahjongg::write_desktop(&entry))?;
    Ok(vec![path.to_path_buf(), desktop_path])
}

/// One file of a folder import: its path and its layout, or why it could not be read.
pub type Imported = (PathBuf, Result<Layout, LayoutFileError>);

/// Imports every KMahjongg layout in `dir` (each `.layout` with its `.desktop`), sorted by file
/// name. Each file succeeds or fails on its own.
pub fn import_kmahjongg_folder(dir: &Path) -> Result<Vec<Imported>, LayoutFileError> {
    let mut paths: Vec<PathBuf> = file::file_names(dir)
        .map_err(io_error(dir))?
        .into_iter()
        .map(|name| dir.join(name))
        .filter(|p| has_extension(p, "layout"))
        .collect();
    paths.sort();
    Ok(paths
        .into_iter()
        .map(|p| {
            let layout = read_layout_file(&p);
            (p, layout)
        })
        .collect())
}

/// One file of the layouts folder.
#[derive(Debug)]
pub struct LayoutEntry {
    /// The file name inside the folder, such as `turtle.tiles`.
    pub file: String,
    /// The layout, or why it could not be read.
    pub layout: Result<Layout, LayoutFileError>,
}

/// The player's layouts folder.
#[derive(Clone, Debug)]
pub struct LayoutFolder {
    dir: PathBuf,
}

impl LayoutFolder {
    /// The folder at `dir` (created on the first write).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// Where it is.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path of `file`, refusing anything but a plain file name with Parlour's extension.
    fn path_of(&self, file: &str) -> Result<PathBuf, LayoutFileError> {
        let plain = Path::new(file).file_name().is_some_and(|n| n == file)
            && !file.starts_with('.')
            && has_extension(Path::new(file), FILE_EXTENSION);
        if plain {
            Ok(self.dir.join(file))
        } else {
            Err(LayoutFileError::BadName {
                name: file.to_owned(),
            })
        }
    }

    /// Every layout in Parlour's format in the folder, sorted by name (a missing folder has
    /// none): the layouts the editor opens, renames and deletes.
    pub fn list(&self) -> Result<Vec<LayoutEntry>, LayoutFileError> {
        self.list_where(|name| self.path_of(name).is_ok())
    }

    /// Every layout that can be played from the folder: Parlour's `.tiles` files and KMahjongg's
    /// `.layout` files (named by the `.desktop` beside them), sorted by name.
    pub fn list_playable(&self) -> Result<Vec<LayoutEntry>, LayoutFileError> {
        self.list_where(|name| {
            let path = Path::new(name);
            !name.starts_with('.')
                && (has_extension(path, FILE_EXTENSION) || has_extension(path, "layout"))
        })
    }

    fn list_where(
        &self,
        wanted: impl Fn(&str) -> bool,
    ) -> Result<Vec<LayoutEntry>, LayoutFileError> {
        let names = match file::file_names(&self.dir) {
            Ok(names) => names,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io_error(&self.dir)(e)),
        };
        let mut entries: Vec<LayoutEntry> = names
            .into_iter()
            .filter(|name| wanted(name))
            .map(|file| {
                let layout = read_layout_file(&self.dir.join(&file));
                LayoutEntry { file, layout }
            })
            .collect();
        entries.sort_by_cached_key(|e| {
            let name = e.layout.as_ref().map_or("", |l| l.name.as_str());
            (name.to_lowercase(), e.file.clone())
        });
        Ok(entries)
    }

    /// Reads `file` from the folder.
    pub fn read(&self, file: &str) -> Result<Layout, LayoutFileError> {
        read_layout_file(&self.path_of(file)?)
    }

    /// Writes `layout` atomically, over `file` when given, else to a new file named after the
    /// layout. Returns the file name.
    pub fn write(&self, layout: &Layout, file: Option<&str>) -> Result<String, LayoutFileError> {
        let file = match file {
            Some(file) => file.to_owned(),
            None => self.free_name(&layout.name, None),
        };
        write_layout_file(layout, &self.path_of(&file)?)?;
        Ok(file)
    }

    /// Gives the layout in `file` a new name, and its file a name to match. Returns the new file
    /// name.
    pub fn rename(&self, file: &str, name: &str) -> Result<String, LayoutFileError> {
        let mut layout = self.read(file)?;
        layout.name = name.to_owned();
        let new_file = self.free_name(name, Some(file));
        write_layout_file(&layout, &self.path_of(&new_file)?)?;
        if new_file != file {
            self.delete(file)?;
        }
        Ok(new_file)
    }

    /// Deletes `file` from the folder.
    pub fn delete(&self, file: &str) -> Result<(), LayoutFileError> {
        let path = self.path_of(file)?;
        file::remove(&path).map_err(io_error(&path))
    }

    /// A file name for a layout called `name` that no other file has (`keep` may be reused).
    pub fn free_name(&self, name: &str, keep: Option<&str>) -> String {
        let mut stem: String = name
            .chars()
            .map(|c| {
                if c.is_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .collect();
        stem = stem
            .split('-')
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        if stem.is_empty() {
            stem = String::from("layout");
        }
        let stem: String = stem.chars().take(60).collect();
        (1..)
            .map(|n| {
                if n == 1 {
                    format!("{stem}.{FILE_EXTENSION}")
                } else {
                    format!("{stem}-{n}.{FILE_EXTENSION}")
                }
            })
            .find(|f| Some(f.as_str()) == keep || !file::exists(&self.dir.join(f)))
            .unwrap_or_else(|| format!("{stem}.{FILE_EXTENSION}"))
    }
}
