//! The link between this device and a sync code, kept in the config folder as `sync.json`
//! (an IndexedDB entry in the browser: the same `store::file` calls): the server, how to speak
//! to it, the code, when the last sync happened, the server's revision last merged, and for each
//! synced file a hash of its content as of that sync (the base of the three-way decisions in
//! [`super::merge`]).
//!
//! The file is versioned, read only up to [`MAX_FILE_BYTES`] and checked field by field; a file
//! that fails is renamed aside (`sync.json.corrupt-<unix time>`) like any damaged file, and the
//! device counts as not linked.

use super::code::SyncCode;
use crate::store::file;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The file's name in the config folder.
pub const FILE: &str = "sync.json";

/// The file's format version.
pub const VERSION: u32 = 1;

/// The largest link file read, in bytes (a real one is well under 4 KiB).
pub const MAX_FILE_BYTES: u64 = 64 * 1024;

/// The longest server address kept, in bytes.
pub const MAX_SERVER_BYTES: usize = 512;

/// The longest CA file path kept, in bytes.
pub const MAX_CA_PATH_BYTES: usize = 4096;

/// The most per-file bases kept (Parlour syncs a few dozen files at most).
pub const MAX_BASES: usize = 256;

/// How the device speaks to the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TlsMode {
    /// Plain HTTP.
    Plain,
    /// HTTPS, trusting the system's certificate authorities.
    System,
    /// HTTPS, trusting only the CA certificates in this PEM file.
    CaFile(PathBuf),
}

/// A device linked to a sync code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    /// The server as `host:port` (or `host`, for the usual port).
    pub server: String,
    /// Plain or TLS, and whose certificates to trust.
    pub tls: TlsMode,
    /// The secret code.
    pub code: SyncCode,
    /// When the last sync finished, in Unix seconds (this device's clock: shown, never compared
    /// with another device's).
    #[serde(default)]
    pub last_sync: Option<u64>,
    /// The server's revision this device last merged with (0: none yet).
    #[serde(default)]
    pub revision: u64,
    /// Per synced file (`preferences.json`, `saves/klondike.json`), a hash of its content as of
    /// the last sync; a file missing here was absent (or never synced).
    #[serde(default)]
    pub bases: BTreeMap<String, String>,
    /// Per game in progress with a conflict waiting at the last sync
    /// (`saves/klondike.json`), the hashes of its versions besides the one in `bases`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub other_bases: BTreeMap<String, BTreeSet<String>>,
    /// A code this device replaced with `code` and could not revoke yet (the server was not
    /// reached): each sync tries again, so a lost code stops working.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retired: Option<SyncCode>,
}

/// What this device and the server held at the last sync, the base of the three-way merge:
/// a hash per synced file and, per game in progress with a conflict waiting, the hashes of its
/// other versions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bases {
    /// Per synced file, the hash of its content.
    pub files: BTreeMap<String, String>,
    /// Per game file with a conflict waiting, the hashes of its other versions.
    pub others: BTreeMap<String, BTreeSet<String>>,
}

impl Link {
    /// A fresh link: nothing synced yet.
    pub fn new(server: String, tls: TlsMode, code: SyncCode) -> Link {
        Link {
            server,
            tls,
            code,
            last_sync: None,
            revision: 0,
            bases: BTreeMap::new(),
            other_bases: BTreeMap::new(),
            retired: None,
        }
    }

    /// The bases of the last sync.
    pub fn all_bases(&self) -> Bases {
        Bases {
            files: self.bases.clone(),
            others: self.other_bases.clone(),
        }
    }

    /// Keeps `bases` as the bases of the next sync.
    pub fn set_bases(&mut self, bases: Bases) {
        self.bases = bases.files;
        self.other_bases = bases.others;
    }

    /// Why a link read from disk cannot be used, if it cannot.
    pub fn check(&self) -> Result<(), String> {
        check_server(&self.server)?;
        if let TlsMode::CaFile(path) = &self.tls
            && path.as_os_str().len() > MAX_CA_PATH_BYTES
        {
            return Err(format!(
                "the CA file's path is longer than {MAX_CA_PATH_BYTES} bytes"
            ));
        }
        if self.bases.len() > MAX_BASES {
            return Err(format!("more than {MAX_BASES} synced files"));
        }
        let is_hash = |hash: &str| hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit());
        for (name, hash) in &self.bases {
            if name.len() > 128 || !is_hash(hash) {
                return Err(format!("a bad entry for {name:?}"));
            }
        }
        if self.other_bases.len() > MAX_BASES {
            return Err(format!("more than {MAX_BASES} games with a conflict"));
        }
        for (name, hashes) in &self.other_bases {
            let many = hashes.len() > crate::bundle::MAX_OTHER_VERSIONS;
            if name.len() > 128 || many || !hashes.iter().all(|h| is_hash(h)) {
                return Err(format!("a bad conflict entry for {name:?}"));
            }
        }
        Ok(())
    }
}

/// Checks a server address as typed: `host[:port]`, no scheme, no path, no spaces.
pub fn check_server(server: &str) -> Result<(), String> {
    if server.is_empty() || server.len() > MAX_SERVER_BYTES {
        return Err(format!(
            "the server address must be 1 to {MAX_SERVER_BYTES} bytes"
        ));
    }
    if let Some(bad) = server
        .chars()
        .find(|c| c.is_whitespace() || c.is_control() || matches!(c, '/' | '?' | '#' | '@'))
    {
        return Err(format!(
            "the server address is HOST or HOST:PORT, without {bad:?}"
        ));
    }
    Ok(())
}

/// Whether `server` (`host[:port]`) is on this computer or the local network: a loopback,
/// private or link-local address, `localhost`, a `.local`, `.lan` or `.home.arpa` name, or a name
/// without a dot. The app warns before it sends a code in clear anywhere else.
pub fn is_local_network(server: &str) -> bool {
    use std::net::IpAddr;
    let host = match server.parse::<std::net::SocketAddr>() {
        Ok(addr) => addr.ip().to_string(),
        Err(_) => match server.rsplit_once(':') {
            Some((host, port)) if !host.contains(':') && port.parse::<u16>().is_ok() => {
                host.to_owned()
            }
            _ => server.trim_matches(['[', ']']).to_owned(),
        },
    };
    match host.parse::<IpAddr>() {
        Ok(IpAddr::V4(ip)) => ip.is_loopback() || ip.is_private() || ip.is_link_local(),
        Ok(IpAddr::V6(ip)) => {
            let first = ip.segments()[0];
            ip.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
        }
        Err(_) => {
            let host = host.to_ascii_lowercase();
            let host = host.trim_end_matches('.');
            host == "localhost"
                || !host.contains('.')
                || [".local", ".lan", ".home.arpa", ".localhost"]
                    .iter()
                    .any(|end| host.ends_with(end))
        }
    }
}

/// What reading the link file found.
#[derive(Debug)]
pub enum Loaded {
    /// Not linked.
    None,
    /// Linked.
    Linked(Link),
    /// The file was damaged: it was set aside (or could not be), and why is said.
    Damaged(String),
}

/// Reads the link from the config folder `dir`. A damaged file is set aside, never overwritten.
pub fn load(dir: &Path) -> Loaded {
    let path = dir.join(FILE);
    if !file::exists(&path) {
        return Loaded::None;
    }
    let checked = file::read_capped(&path, MAX_FILE_BYTES)
        .map_err(|e| e.to_string())
        .and_then(|bytes| file::decode_versioned::<Link>(&bytes, VERSION))
        .and_then(|link| link.check().map(|()| link));
    match checked {
        Ok(link) => Loaded::Linked(link),
        Err(reason) => {
            let kept = file::set_aside(&path, crate::platform::clock::unix_seconds())
                .map(|aside| format!("kept as {}", aside.display()))
                .unwrap_or_else(|e| format!("could not be set aside: {e}"));
            Loaded::Damaged(format!(
                "{} is damaged ({reason}); {kept}; this device is not linked",
                path.display()
            ))
        }
    }
}

/// Writes the link into the config folder `dir`, atomically.
pub fn save(dir: &Path, link: &Link) -> Result<(), String> {
    file::write_versioned(&dir.join(FILE), VERSION, link).map_err(|e| e.to_string())
}

/// Removes the link (this device no longer syncs); not being linked is no error.
pub fn forget(dir: &Path) -> Result<(), String> {
    match file::remove(&dir.join(FILE)) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link() -> Link {
        let code = SyncCode::parse("K7QDM-X3P0A-B1CDE-FGHJK").unwrap();
        let mut link = Link::new("127.0.0.1:47480".into(), TlsMode::Plain, code);
        link.bases
            .insert("saves/klondike.json".into(), "0123456789abcdef".into());
        link
    }

    #[test]
    fn a_link_round_trips_and_forget_removes_it() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(load(dir.path()), Loaded::None));
        save(dir.path(), &link()).unwrap();
        match load(dir.path()) {
            Loaded::Linked(read) => assert_eq!(read, link()),
            other => panic!("{other:?}"),
        }
        forget(dir.path()).unwrap();
        forget(dir.path()).unwrap();
        assert!(matches!(load(dir.path()), Loaded::None));
    }

    #[test]
    fn local_servers_are_told_from_the_internet() {
        for local in [
            "127.0.0.1:47480",
            "192.168.1.20",
            "10.0.0.5:80",
            "[::1]:47480",
            "[fd00::1]:1",
            "localhost",
            "nas.local:47480",
            "parlour",
        ] {
            assert!(is_local_network(local), "{local}");
        }
        for far in [
            "play.example.org",
            "8.8.8.8:47480",
            "[2001:db8::1]:1",
            "example.com:80",
        ] {
            assert!(!is_local_network(far), "{far}");
        }
    }

    #[test]
    fn damaged_links_are_set_aside() {
        let bad_bases = {
            let mut l = link();
            l.bases.insert("x".into(), "not hex".into());
            serde_json::json!({"version": 1, "data": l}).to_string()
        };
        let bad_server = {
            let mut l = link();
            l.server = "http://evil/path".into();
            serde_json::json!({"version": 1, "data": l}).to_string()
        };
        let bad_code = serde_json::json!({"version": 1, "data": {
            "server": "a", "tls": "Plain", "code": "nope"}})
        .to_string();
        let giant = " ".repeat(MAX_FILE_BYTES as usize + 1);
        for text in [bad_bases, bad_server, bad_code, giant, "{".into()] {
            let dir = tempfile::tempdir().unwrap();
            std::fs::write(dir.path().join(FILE), &text).unwrap();
            assert!(matches!(load(dir.path()), Loaded::Damaged(_)), "{text:.80}");
            let names: Vec<_> = std::fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            assert!(names.iter().any(|n| n.starts_with("sync.json.corrupt-")));
            assert!(!dir.path().join(FILE).exists());
        }
    }
}
