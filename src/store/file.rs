//! Versioned JSON files with atomic writes.
//!
//! Every file is `{"version": N, "data": ...}`. Writes are atomic: on the desktop they go to a
//! temporary file in the same folder, are flushed to disk, then renamed over the old file, so a
//! crash at any point leaves either the old file or the new one, never a torn one; in the browser
//! one IndexedDB transaction replaces the entry. The files themselves are the platform layer's
//! ([`crate::platform::disk`]).

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use crate::platform::disk;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// Why a file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The file exists but could not be read.
    #[error("could not read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is not valid for this version of Parlour.
    #[error("{path} is damaged ({reason})")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// The file could not be written.
    #[error("could not save {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}

#[derive(Serialize)]
struct EnvelopeOut<'a, T> {
    version: u32,
    data: &'a T,
}

#[derive(serde::Deserialize)]
struct EnvelopeIn {
    version: u32,
    data: serde_json::Value,
}

/// Reads a versioned file. `Ok(None)` when it does not exist.
///
/// A file written by a newer version (`version` above `current`) counts as corrupt: reading it
/// could lose what the newer version stored, so it is left for the caller to set aside.
pub fn read_versioned<T: DeserializeOwned>(
    path: &Path,
    current: u32,
) -> Result<Option<T>, FileError> {
    // Refused before it is read: a file this large was not written by Parlour.
    if let Ok(len) = disk::len(path)
        && len > MAX_STORE_FILE_BYTES
    {
        return Err(FileError::Corrupt {
            path: path.to_owned(),
            reason: format!(
                "it is {len} bytes; Parlour's own files are at most {MAX_STORE_FILE_BYTES}"
            ),
        });
    }
    let bytes = match disk::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(FileError::Read {
                path: path.to_owned(),
                source,
            });
        }
    };
    decode_versioned(&bytes, current)
        .map(Some)
        .map_err(|reason| FileError::Corrupt {
            path: path.to_owned(),
            reason,
        })
}

/// The data of a versioned file's bytes, or why they cannot be used (the fuzz targets call
/// this directly).
pub fn decode_versioned<T: DeserializeOwned>(bytes: &[u8], current: u32) -> Result<T, String> {
    let envelope: EnvelopeIn = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
    if envelope.version > current {
        return Err(format!(
            "written by a newer Parlour: file version {}, this one reads up to {current}",
            envelope.version
        ));
    }
    serde_json::from_value(envelope.data).map_err(|e| e.to_string())
}

/// Writes `data` as a versioned file, atomically.
pub fn write_versioned<T: Serialize>(path: &Path, version: u32, data: &T) -> Result<(), FileError> {
    let write_error = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    let bytes = serde_json::to_vec_pretty(&EnvelopeOut { version, data })
        .map_err(|e| write_error(std::io::Error::other(e)))?;
    write_atomic(path, &bytes).map_err(write_error)
}

/// Writes bytes to `path` atomically: afterwards it holds either the old bytes or the new ones.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    disk::write_atomic(path, bytes)
}

/// The largest preferences, records or saved-game file read, in bytes (the longest real saves
/// are a few hundred KB). A larger one is refused and set aside before it is read.
pub const MAX_STORE_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Reads a whole text file of at most `limit` bytes (a layout the player picked, one of the
/// layouts folder, a deal file); a larger one is refused before it is read.
pub fn read_text(path: &Path, limit: u64) -> std::io::Result<String> {
    let bytes = read_capped(path, limit)?;
    String::from_utf8(bytes).map_err(|_| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "the file is not UTF-8 text",
        )
    })
}

/// Reads a whole file of at most `limit` bytes; a larger one is refused before it is read,
/// with a message naming the file and the limit.
pub fn read_capped(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    let size = disk::len(path)?;
    if size > limit {
        return Err(std::io::Error::other(format!(
            "{} is {size} bytes; at most {limit} are read",
            path.display()
        )));
    }
    disk::read(path)
}

/// The names of the files in `dir` that are valid Unicode, in no particular order.
pub fn file_names(dir: &Path) -> std::io::Result<Vec<String>> {
    disk::file_names(dir)
}

/// Whether `path` is a file.
pub fn is_file(path: &Path) -> bool {
    disk::is_file(path)
}

/// Whether `path` is a folder.
pub fn is_dir(path: &Path) -> bool {
    disk::is_dir(path)
}

/// Whether anything is at `path`.
pub fn exists(path: &Path) -> bool {
    disk::exists(path)
}

/// Deletes the file at `path`.
pub fn remove(path: &Path) -> std::io::Result<()> {
    disk::remove(path)
}

/// Moves a damaged file aside as `<name>.corrupt-<unix seconds>` so it is never overwritten, and
/// returns the new path.
pub fn set_aside(path: &Path, unix_seconds: u64) -> std::io::Result<PathBuf> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".corrupt-{unix_seconds}"));
    let aside = path.with_file_name(name);
    disk::rename(path, &aside)?;
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_missing_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        assert!(read_versioned::<Vec<u32>>(&path, 1).unwrap().is_none());
        write_versioned(&path, 1, &vec![1u32, 2, 3]).unwrap();
        assert_eq!(
            read_versioned::<Vec<u32>>(&path, 1).unwrap(),
            Some(vec![1, 2, 3])
        );
    }

    #[test]
    fn newer_versions_and_garbage_are_corrupt() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        for text in [
            r#"{"version": 9, "data": []}"#,
            "{not json",
            r#"{"version":1,"data":"x"}"#,
        ] {
            std::fs::write(&path, text).unwrap();
            let result = read_versioned::<Vec<u32>>(&path, 1);
            assert!(matches!(result, Err(FileError::Corrupt { .. })), "{text}");
        }
    }

    #[test]
    fn set_aside_keeps_the_bad_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("records.json");
        std::fs::write(&path, "bad").unwrap();
        let aside = set_aside(&path, 42).unwrap();
        assert_eq!(aside.file_name().unwrap(), "records.json.corrupt-42");
        assert_eq!(std::fs::read_to_string(aside).unwrap(), "bad");
        assert!(!path.exists());
    }
}
