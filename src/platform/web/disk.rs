//! The browser's files: IndexedDB, mirrored in memory by `parlour_web::files`, so reads and
//! writes stay synchronous for the store. Paths are keys (`/parlour/records.json`).
//!
//! Two folders are special: what the browser's file picker gave is copied under
//! [`PICKED`] (so the same path-based code reads it as on the desktop), and a file written under
//! [`DOWNLOADS`] is handed to the browser as a download instead of being kept.

use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

/// Where Parlour's own files live in the page's storage.
const ROOT: &str = "/parlour";
/// Files the player picked with the browser's file picker, one folder per purpose.
pub const PICKED: &str = "/picked";
/// Writing a file here downloads it.
pub const DOWNLOADS: &str = "/downloads";

fn key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

fn not_found(path: &Path) -> Error {
    Error::new(
        ErrorKind::NotFound,
        format!("{} does not exist", path.display()),
    )
}

/// The config folder: the site's storage.
pub fn config_dir() -> Option<PathBuf> {
    Some(PathBuf::from(ROOT))
}

/// The size of the file at `path` in bytes.
pub fn len(path: &Path) -> std::io::Result<u64> {
    parlour_web::files::len(&key(path)).ok_or_else(|| not_found(path))
}

/// The whole file at `path`.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    parlour_web::files::read(&key(path))
        .map(|bytes| bytes.as_ref().clone())
        .ok_or_else(|| not_found(path))
}

/// Writes `path` (atomically: one IndexedDB transaction per write); under [`DOWNLOADS`] it is
/// downloaded instead.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let key = key(path);
    if let Some(name) = key.strip_prefix(&format!("{DOWNLOADS}/")) {
        return parlour_web::page::download(name, bytes, mime(name)).map_err(Error::other);
    }
    parlour_web::files::write(&key, bytes.to_vec())
        .map_err(|problem| Error::other(super::page::storage_problem_text(&problem)))
}

/// The media type a download is offered as.
fn mime(name: &str) -> &'static str {
    if name.ends_with(".json") {
        "application/json"
    } else {
        "text/plain"
    }
}

/// The names of the files directly in `dir`.
pub fn file_names(dir: &Path) -> std::io::Result<Vec<String>> {
    let prefix = format!("{}/", key(dir).trim_end_matches('/'));
    Ok(parlour_web::files::keys_under(&prefix)
        .into_iter()
        .filter_map(|k| k.strip_prefix(&prefix).map(str::to_owned))
        .filter(|name| !name.contains('/'))
        .collect())
}

/// Whether `path` is a file.
pub fn is_file(path: &Path) -> bool {
    parlour_web::files::len(&key(path)).is_some()
}

/// Whether anything is at `path` (a file, or a folder holding files).
pub fn exists(path: &Path) -> bool {
    is_file(path)
        || !parlour_web::files::keys_under(&format!("{}/", key(path).trim_end_matches('/')))
            .is_empty()
}

/// Whether `path` is a folder holding files.
pub fn is_dir(path: &Path) -> bool {
    !is_file(path) && exists(path)
}

/// Deletes the file at `path`.
pub fn remove(path: &Path) -> std::io::Result<()> {
    if !is_file(path) {
        return Err(not_found(path));
    }
    parlour_web::files::remove(&key(path));
    Ok(())
}

/// Renames the file at `from` to `to`.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    if parlour_web::files::rename(&key(from), &key(to)) {
        Ok(())
    } else {
        Err(not_found(from))
    }
}

/// What the store says where it names the folder that holds Parlour's files.
pub fn describe(_dir: &Path) -> String {
    crate::t!("web-storage-name")
}
