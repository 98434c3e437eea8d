//! The seat this window holds at a room server's room, kept in the store (a file on the desktop,
//! an IndexedDB entry in the browser: the same `store::file` calls) so that a page that reloads,
//! or a phone's tab that the browser threw away and loads again, takes its seat back with the
//! seat token when it opens the same room link, instead of taking a new one. The desktop's
//! Rejoin, across a restart.
//!
//! The file is written when the server welcomes this window to a room, and removed when the
//! player leaves on purpose, the game is over, the room closes, or the server refuses the token.
//! What is read back is small and checked before it is used: at most [`MAX_FILE_BYTES`], a room
//! code as the server writes them, a seat of 0 to 3, a token of 1 to 64 letters and digits.

use parlour_proto::client::Target;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The file's name in the config folder.
pub(crate) const FILE: &str = "mahjong-seat.json";

/// The file's format version.
const VERSION: u32 = 1;

/// The largest kept-seat file read, in bytes (a real one is about 200).
pub(crate) const MAX_FILE_BYTES: u64 = 4096;

/// The longest server address kept, in bytes.
const MAX_SERVER_BYTES: usize = 512;

/// The longest seat token kept (the server's are 32 hexadecimal digits).
const MAX_TOKEN_BYTES: usize = 64;

/// A seat at an online room: where, which, and the token that takes it back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct KeptSeat {
    /// The server as `host:port`.
    pub server: String,
    /// Whether the connection spoke TLS.
    pub tls: bool,
    /// The room code, as the server wrote it (`K7QD-MX3P`).
    pub room: String,
    /// The seat the server gave.
    pub seat: u8,
    /// The seat token.
    pub token: String,
}

impl KeptSeat {
    /// The seat `token` at `room` on the server `target`.
    pub fn new(target: &Target, room: &str, seat: u8, token: &str) -> Self {
        Self {
            server: server_of(target),
            tls: target.tls.is_some(),
            room: room.to_owned(),
            seat,
            token: token.to_owned(),
        }
    }

    /// Whether this is a seat at `room` on the server `target`.
    pub fn is_at(&self, target: &Target, room: &str) -> bool {
        self.server == server_of(target) && self.tls == target.tls.is_some() && self.room == room
    }

    /// Whether every field is one the server could have sent.
    fn is_plausible(&self) -> bool {
        let normalized = parlour_proto::protocol::normalize_room_code(&self.room);
        !self.server.is_empty()
            && self.server.len() <= MAX_SERVER_BYTES
            && normalized.as_deref() == Some(self.room.as_str())
            && self.seat < 4
            && !self.token.is_empty()
            && self.token.len() <= MAX_TOKEN_BYTES
            && self.token.bytes().all(|b| b.is_ascii_alphanumeric())
    }
}

/// `host:port` of a server.
fn server_of(target: &Target) -> String {
    format!("{}:{}", target.host, target.port)
}

/// Where the kept seat lives; nowhere when the shell gave the panel no config folder (a panel
/// tested alone), and then nothing is kept.
#[derive(Clone, Debug, Default)]
pub(crate) struct SeatKeeper {
    path: Option<PathBuf>,
}

impl SeatKeeper {
    /// Keeps the seat in the config folder `dir`.
    pub fn in_dir(dir: Option<&Path>) -> Self {
        Self {
            path: dir.map(|dir| dir.join(FILE)),
        }
    }

    /// The kept seat, if there is one and it reads back as a seat the server could have given.
    /// Anything else (too large, damaged, implausible) is removed: a token that cannot be used
    /// is worth nothing, and the next welcome writes a good one.
    pub fn read(&self) -> Option<KeptSeat> {
        let path = self.path.as_ref()?;
        let seat = match crate::store::file::read_capped(path, MAX_FILE_BYTES) {
            Ok(bytes) => decode(&bytes),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            Err(_) => None,
        };
        if seat.is_none() {
            self.forget();
        }
        seat
    }

    /// Keeps `seat`. Says why when it could not be written.
    pub fn keep(&self, seat: &KeptSeat) -> Result<(), String> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        crate::store::file::write_versioned(path, VERSION, seat).map_err(|e| e.to_string())
    }

    /// Forgets the kept seat if it is still the one that `token` takes back (or whichever is
    /// kept, when this window holds no token). Another tab of the same browser, or another
    /// window on the same config folder, that took the seat over has kept its own new token in
    /// the same place: the window that lost the seat must not throw that away.
    pub fn forget_if_ours(&self, token: Option<&str>) {
        match (token, self.read()) {
            (Some(ours), Some(kept)) if kept.token != ours => {}
            _ => self.forget(),
        }
    }

    /// Forgets the kept seat (there may be none).
    pub fn forget(&self) {
        if let Some(path) = &self.path {
            // A file that cannot be removed holds a token the server refuses next time, and
            // is removed then: nothing to tell the player now.
            let _ = crate::store::file::remove(path);
        }
    }
}

/// A kept seat from the file's bytes, or `None` when they are not one.
pub(crate) fn decode(bytes: &[u8]) -> Option<KeptSeat> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return None;
    }
    crate::store::file::decode_versioned::<KeptSeat>(bytes, VERSION)
        .ok()
        .filter(KeptSeat::is_plausible)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat() -> KeptSeat {
        KeptSeat {
            server: "play.example.org:443".into(),
            tls: true,
            room: "K7QD-MX3P".into(),
            seat: 2,
            token: "0123456789abcdef0123456789abcdef".into(),
        }
    }

    fn file(seat: &KeptSeat) -> Vec<u8> {
        serde_json::to_vec(&serde_json::json!({ "version": VERSION, "data": seat })).unwrap()
    }

    #[test]
    fn a_kept_seat_reads_back_and_names_its_room() {
        let kept = seat();
        assert_eq!(decode(&file(&kept)), Some(kept.clone()));
        let target = Target::parse("play.example.org:443", 47_480, None).unwrap();
        assert!(
            !kept.is_at(&target, "K7QD-MX3P"),
            "plain TCP is another server"
        );
        let target = Target {
            tls: Some(parlour_proto::client::Roots::System),
            ..target
        };
        assert!(kept.is_at(&target, "K7QD-MX3P"));
        assert!(!kept.is_at(&target, "ABCD-EFGH"));
    }

    #[test]
    fn what_the_server_could_not_have_sent_is_refused() {
        let check = |change: fn(&mut KeptSeat)| {
            let mut kept = seat();
            change(&mut kept);
            decode(&file(&kept))
        };
        assert_eq!(check(|s| s.seat = 4), None);
        assert_eq!(check(|s| s.room = "k7qd-mx3p".into()), None);
        assert_eq!(check(|s| s.room = "NOPE".into()), None);
        assert_eq!(check(|s| s.token = String::new()), None);
        assert_eq!(check(|s| s.token = "a".repeat(65)), None);
        assert_eq!(check(|s| s.token = "abc\"; drop".into()), None);
        assert_eq!(check(|s| s.server = String::new()), None);
        assert_eq!(check(|s| s.server = "x".repeat(513)), None);
        assert!(check(|s| s.token = "a".repeat(64)).is_some());
    }

    #[test]
    fn a_window_that_lost_its_seat_leaves_the_new_holders_token_kept() {
        let dir = tempfile::tempdir().unwrap();
        let keeper = SeatKeeper::in_dir(Some(dir.path()));
        let first = seat();
        let taken_over = KeptSeat {
            token: "fedcba9876543210fedcba9876543210".into(),
            ..seat()
        };
        // Another tab took the seat over and kept its new token in the shared storage.
        keeper.keep(&taken_over).unwrap();
        keeper.forget_if_ours(Some(&first.token));
        assert_eq!(keeper.read(), Some(taken_over.clone()));
        // The holder itself leaving forgets it; so does a window that holds no token.
        keeper.forget_if_ours(Some(&taken_over.token));
        assert_eq!(keeper.read(), None);
        keeper.keep(&first).unwrap();
        keeper.forget_if_ours(None);
        assert_eq!(keeper.read(), None);
    }

    #[test]
    fn damaged_oversized_and_newer_files_are_refused() {
        assert_eq!(decode(b""), None);
        assert_eq!(decode(b"{\"version\":1,\"data\":{\"seat\":1}}"), None);
        assert_eq!(decode(&vec![b' '; MAX_FILE_BYTES as usize + 1]), None);
        let newer = serde_json::to_vec(&serde_json::json!({ "version": 2, "data": seat() }));
        assert_eq!(decode(&newer.unwrap()), None);
    }
}
