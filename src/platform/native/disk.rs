//! The desktop's files: the operating system's file system through `std::fs`, with atomic writes
//! (a temporary file in the same folder, fsync, rename).

use std::io::Write;
use std::path::{Path, PathBuf};

/// The platform's config folder for Parlour (`directories::ProjectDirs::from("", "", "Parlour")`),
/// or `None` when the system names none (no home folder).
pub fn config_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "Parlour").map(|dirs| dirs.config_dir().to_owned())
}

/// The size of the file at `path` in bytes.
pub fn len(path: &Path) -> std::io::Result<u64> {
    Ok(std::fs::metadata(path)?.len())
}

/// The whole file at `path` (callers check [`len`] against their limit first).
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    std::fs::read(path)
}

/// Writes bytes to `path` through a temporary file in the same folder, fsync and rename, so a
/// crash at any point leaves either the old file or the new one, never a torn one.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut temp = tempfile::Builder::new()
        .prefix(".parlour-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    temp.write_all(bytes)?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The names of the files in `dir` that are valid Unicode, in no particular order.
pub fn file_names(dir: &Path) -> std::io::Result<Vec<String>> {
    Ok(std::fs::read_dir(dir)?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .collect())
}

/// Whether `path` is a file.
pub fn is_file(path: &Path) -> bool {
    path.is_file()
}

/// Whether `path` is a folder.
pub fn is_dir(path: &Path) -> bool {
    path.is_dir()
}

/// Whether anything is at `path`.
pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// Deletes the file at `path`.
pub fn remove(path: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path)
}

/// Renames the file at `from` to `to`.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::rename(from, to)
}

/// What the store says where it names the folder that holds Parlour's files.
pub fn describe(dir: &Path) -> String {
    dir.display().to_string()
}
