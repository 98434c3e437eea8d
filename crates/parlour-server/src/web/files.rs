//! The browser build's files (`--web-root`, the `dist/` of `trunk build --release`), read once
//! at start into memory with their gzip and brotli forms.
//!
//! Why read and compress at start rather than per request: trunk writes no `.gz` or `.br`
//! files, and compressing a wasm file of several megabytes costs a core seconds (brotli) or a
//! good fraction of one (gzip) each time; done once, every page load is a copy from memory. The
//! price is memory (each compressible file kept up to three times, the compressed forms a
//! fraction of the original) and a restart to serve a new build (its hashed names change
//! anyway). Limits, checked before a file is read: at most [`MAX_FILES`] files, none deeper than
//! [`MAX_DEPTH`] folders, and `--web-root-max-mib` in all.

use super::csp::{self, InlineHashes};
use axum::body::Bytes;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::{self, Write};
use std::path::Path;

/// Files in the web root at most.
pub(crate) const MAX_FILES: usize = 1_000;

/// Folders below the web root at most.
const MAX_DEPTH: usize = 4;

/// Brotli's quality for the wasm and scripts: 9 of 11 compresses a wasm file within a few
/// percent of 11 in a fraction of its time (seconds at start, not minutes).
const BROTLI_QUALITY: u32 = 9;

/// How a file may be cached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Caching {
    /// trunk's hashed names: the content of a name never changes.
    Immutable,
    /// Everything else, `index.html` first: ask the server each time (a 304 when unchanged).
    Revalidate,
}

impl Caching {
    /// The Cache-Control header.
    pub(crate) fn header(self) -> &'static str {
        match self {
            Caching::Immutable => "public, max-age=31536000, immutable",
            Caching::Revalidate => "no-cache",
        }
    }
}

/// A content coding the server holds a file in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Coding {
    /// As on disk.
    Identity,
    /// `Content-Encoding: gzip`.
    Gzip,
    /// `Content-Encoding: br`.
    Brotli,
}

impl Coding {
    /// The Content-Encoding token (`None` for identity).
    pub(crate) fn token(self) -> Option<&'static str> {
        match self {
            Coding::Identity => None,
            Coding::Gzip => Some("gzip"),
            Coding::Brotli => Some("br"),
        }
    }
}

/// One file, ready to send.
pub(crate) struct File {
    /// Its bytes as on disk.
    pub(crate) raw: Bytes,
    /// Its gzip form, when the type compresses and it came out smaller.
    pub(crate) gzip: Option<Bytes>,
    /// Its brotli form, likewise.
    pub(crate) brotli: Option<Bytes>,
    /// Content-Type.
    pub(crate) content_type: &'static str,
    /// How it may be cached.
    pub(crate) caching: Caching,
    /// The entity tag of the identity form (the codings add a suffix), quoted.
    etag: String,
}

impl File {
    /// The body and entity tag in a coding (which must be one the file has).
    pub(crate) fn coded(&self, coding: Coding) -> (Bytes, String) {
        let tag = |suffix: &str| format!("{}{suffix}\"", self.etag.trim_end_matches('"'));
        match coding {
            Coding::Gzip => match &self.gzip {
                Some(body) => (body.clone(), tag("-gz")),
                None => (self.raw.clone(), self.etag.clone()),
            },
            Coding::Brotli => match &self.brotli {
                Some(body) => (body.clone(), tag("-br")),
                None => (self.raw.clone(), self.etag.clone()),
            },
            Coding::Identity => (self.raw.clone(), self.etag.clone()),
        }
    }

    /// Whether it is held in more than one coding (responses then vary by Accept-Encoding).
    pub(crate) fn varies(&self) -> bool {
        self.gzip.is_some() || self.brotli.is_some()
    }

    /// Every entity tag the file answers to, in any coding.
    pub(crate) fn etags(&self) -> Vec<String> {
        [Coding::Identity, Coding::Gzip, Coding::Brotli]
            .into_iter()
            .map(|c| self.coded(c).1)
            .collect()
    }
}

/// The browser build, by URL path (`/index.html`, `/parlour-0123456789abcdef_bg.wasm`).
pub(crate) struct Site {
    pub(crate) files: HashMap<String, File>,
    /// The hashes of `index.html`'s inline elements, for its policy.
    pub(crate) inline: InlineHashes,
    /// Bytes read from disk.
    pub(crate) bytes: u64,
    /// Names left out (not plain names: see [`plain_name`]).
    pub(crate) skipped: usize,
}

impl Site {
    /// Bytes held in gzip and in brotli form.
    pub(crate) fn compressed_bytes(&self) -> (u64, u64) {
        let size = |b: &Option<Bytes>| b.as_ref().map_or(0, |b| b.len() as u64);
        self.files
            .values()
            .fold((0, 0), |(g, b), f| (g + size(&f.gzip), b + size(&f.brotli)))
    }

    /// Reads `root` (blocking: at start, before the port opens). Fails with a message naming
    /// the file and the limit when the web root is missing, has no `index.html` or is too big.
    pub(crate) fn load(root: &Path, max_bytes: u64) -> io::Result<Site> {
        let mut site = Site {
            files: HashMap::new(),
            inline: InlineHashes::default(),
            bytes: 0,
            skipped: 0,
        };
        let named = |e: io::Error, path: &Path| {
            io::Error::new(e.kind(), format!("web root {}: {e}", path.display()))
        };
        if !std::fs::metadata(root)
            .map_err(|e| named(e, root))?
            .is_dir()
        {
            return Err(io::Error::other(format!(
                "web root {} is not a folder",
                root.display()
            )));
        }
        site.read_folder(root, "", 0, max_bytes)?;
        let Some(index) = site.files.get("/index.html") else {
            return Err(io::Error::other(format!(
                "web root {} has no index.html: give the dist/ folder `trunk build --release` wrote",
                root.display()
            )));
        };
        let html = String::from_utf8_lossy(&index.raw).into_owned();
        site.inline = csp::inline_hashes(&html);
        Ok(site)
    }

    fn read_folder(&mut self, dir: &Path, prefix: &str, depth: usize, max: u64) -> io::Result<()> {
        let entries = std::fs::read_dir(dir)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", dir.display())))?;
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry?;
            match entry.file_name().to_str() {
                Some(name) if plain_name(name) => names.push(name.to_owned()),
                _ => self.skipped += 1,
            }
        }
        // Sorted, so a web root over a limit fails on the same file every time.
        names.sort();
        for name in names {
            let path = dir.join(&name);
            let url = format!("{prefix}/{name}");
            // metadata follows links: a packaged web root may link to shared files.
            let meta = std::fs::metadata(&path)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            if meta.is_dir() {
                if depth >= MAX_DEPTH {
                    return Err(io::Error::other(format!(
                        "{}: the web root may have folders {MAX_DEPTH} deep at most",
                        path.display()
                    )));
                }
                self.read_folder(&path, &url, depth + 1, max)?;
                continue;
            }
            if !meta.is_file() {
                self.skipped += 1;
                continue;
            }
            if self.files.len() >= MAX_FILES {
                return Err(io::Error::other(format!(
                    "the web root has more than {MAX_FILES} files"
                )));
            }
            if self.bytes.saturating_add(meta.len()) > max {
                return Err(io::Error::other(format!(
                    "{}: the web root would pass {} MiB (--web-root-max-mib)",
                    path.display(),
                    max / (1024 * 1024)
                )));
            }
            let raw = read_at_most(&path, max - self.bytes)?;
            self.bytes += raw.len() as u64;
            self.files.insert(url, prepare(&name, raw)?);
        }
        Ok(())
    }
}

/// Names served: letters, digits, `.`, `_` and `-`, not starting with a dot (trunk's names are
/// all of this kind). Nothing else can be asked for, so no path a visitor types reaches the
/// disk: the server only looks names up in memory.
fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

/// Reads a file, refusing it should it have grown past `limit` since its size was looked at.
fn read_at_most(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let file = std::fs::File::open(path)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
    let mut raw = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut raw)?;
    if raw.len() as u64 > limit {
        return Err(io::Error::other(format!(
            "{}: the web root would pass --web-root-max-mib",
            path.display()
        )));
    }
    Ok(raw)
}

fn prepare(name: &str, raw: Vec<u8>) -> io::Result<File> {
    let (content_type, compresses) = content_type(name);
    let digest = Sha256::digest(&raw);
    let etag: String = digest.iter().take(12).map(|b| format!("{b:02x}")).collect();
    let (gzip, brotli) = if compresses && raw.len() > 256 {
        (smaller(gzip(&raw)?, &raw), smaller(brotli(&raw)?, &raw))
    } else {
        (None, None)
    };
    Ok(File {
        raw: Bytes::from(raw),
        gzip,
        brotli,
        content_type,
        caching: if is_hashed(name) {
            Caching::Immutable
        } else {
            Caching::Revalidate
        },
        etag: format!("\"{etag}\""),
    })
}

/// A compressed form worth sending: at least a tenth smaller.
fn smaller(coded: Vec<u8>, raw: &[u8]) -> Option<Bytes> {
    (coded.len() < raw.len() - raw.len() / 10).then(|| Bytes::from(coded))
}

fn gzip(raw: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(raw)?;
    encoder.finish()
}

fn brotli(raw: &[u8]) -> io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: BROTLI_QUALITY as i32,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &raw[..], &mut out, &params)?;
    Ok(out)
}

/// A trunk-hashed name: `-` and 16 hex digits before the extension or trunk's `_bg` suffix
/// (`parlour-0123456789abcdef.js`, `parlour-0123456789abcdef_bg.wasm`).
pub(crate) fn is_hashed(name: &str) -> bool {
    let bytes = name.as_bytes();
    bytes.windows(18).any(|w| {
        w.first() == Some(&b'-')
            && w.get(1..17)
                .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
            && matches!(w.get(17), Some(b'.' | b'_'))
    })
}

/// The Content-Type of a name, and whether it is worth compressing.
fn content_type(name: &str) -> (&'static str, bool) {
    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    match extension.as_deref() {
        Some("html" | "htm") => ("text/html; charset=utf-8", true),
        Some("js" | "mjs") => ("text/javascript; charset=utf-8", true),
        Some("wasm") => ("application/wasm", true),
        Some("css") => ("text/css; charset=utf-8", true),
        Some("json" | "map") => ("application/json", true),
        Some("webmanifest") => ("application/manifest+json", true),
        Some("svg") => ("image/svg+xml", true),
        Some("txt") => ("text/plain; charset=utf-8", true),
        Some("ico") => ("image/x-icon", true),
        Some("png") => ("image/png", false),
        Some("jpg" | "jpeg") => ("image/jpeg", false),
        Some("webp") => ("image/webp", false),
        Some("woff2") => ("font/woff2", false),
        Some("ttf" | "otf") => ("font/ttf", true),
        _ => ("application/octet-stream", false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trunk_hashed_names_are_told_from_the_rest() {
        let check = |name: &str, hashed: bool| assert_eq!(is_hashed(name), hashed, "{name}");
        check("parlour-0123456789abcdef.js", true);
        check("parlour-0123456789abcdef_bg.wasm", true);
        check("org-9f8e7d6c5b4a3210.png", true);
        check("index.html", false);
        check("parlour-worker.js", false);
        check("parlour-worker_bg.wasm", false);
        check("parlour-worker_loader.js", false);
        check("parlour-0123456789abcde.js", false);
        check("parlour-0123456789abcdeg.js", false);
    }

    #[test]
    fn names_outside_the_plain_set_are_never_served() {
        for name in ["index.html", "parlour-0123_bg.wasm", "a.b-c_d"] {
            assert!(plain_name(name), "{name}");
        }
        for name in ["", ".hidden", "a b", "..", "a%2e", "é.js", "a/b"] {
            assert!(!plain_name(name), "{name}");
        }
    }

    #[test]
    fn types_and_compression_by_extension() {
        assert_eq!(content_type("x_bg.wasm"), ("application/wasm", true));
        assert_eq!(content_type("x.JS").0, "text/javascript; charset=utf-8");
        assert_eq!(content_type("x.png"), ("image/png", false));
        assert_eq!(content_type("README"), ("application/octet-stream", false));
    }
}
