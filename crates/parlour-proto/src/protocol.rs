//! The wire protocol between a Mahjong host and its clients.
//!
//! Newline-delimited JSON over TCP: one message per line, at most [`MAX_FRAME`] bytes. The first
//! message a client sends is [`ClientMsg::Hello`] with [`PROTOCOL_VERSION`]; the host answers
//! [`ServerMsg::Welcome`] with the client's seat and a seat token (to reclaim the seat after a
//! dropped connection), or [`ServerMsg::Rejected`] and closes. From then on the host sends
//! [`ServerMsg::Lobby`] while seats fill and [`ServerMsg::State`] with the client's own
//! [`SeatView`] after every change; the client sends its moves as [`ClientMsg::Act`].
//! ARCHITECTURE.md documents the same.

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use parlour_rules::mahjong::table::Move;
use parlour_rules::mahjong::view::SeatView;
use serde::{Deserialize, Serialize};

/// The protocol version; a client of another version is rejected with a clear message.
///
/// Version 2 added rooms: [`ClientMsg::Hello::room`], [`ClientMsg::AddBot`] and 8-letter codes.
pub const PROTOCOL_VERSION: u32 = 2;

/// The longest line either side accepts, in bytes. A state message is about 3 KiB.
pub const MAX_FRAME: usize = 64 * 1024;

/// What a client says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message: who is joining, and a seat token when coming back.
    Hello {
        /// Must be [`PROTOCOL_VERSION`].
        version: u32,
        /// The player's name as others see it.
        name: String,
        /// The token of a seat held before a dropped connection.
        #[serde(default)]
        token: Option<String>,
        /// Which room, on a room server (a LAN host has one table and ignores this).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        room: Option<RoomRequest>,
    },
    /// Start the game now (the first seat only); computer players fill empty seats.
    Start,
    /// Give one open seat to a computer player now (the first seat only, in the lobby).
    AddBot,
    /// A move for the client's own seat.
    Act {
        /// The move; its seat must be the client's.
        #[serde(rename = "move")]
        mv: Move,
    },
    /// Leaving the table.
    Bye,
}

/// Which room a client asks a room server for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RoomRequest {
    /// A new room, with this many seats (0 to 3) given to computer players at once.
    New {
        /// Seats for computer players.
        #[serde(default)]
        bots: u8,
        /// Rounds (prevailing winds) per game, 1 to 4; 0 is the server's default.
        #[serde(default)]
        rounds: u8,
    },
    /// The room with this code (any case; spaces and dashes are ignored).
    Join {
        /// The room code as the player typed it.
        code: String,
    },
}

/// Who sits in a seat, as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatInfo {
    /// Nobody yet; a computer player takes it at the start.
    Open,
    /// A person.
    Human {
        /// Their name.
        name: String,
        /// Whether their connection is up (a computer player stands in while it is not).
        connected: bool,
    },
    /// A computer player.
    Bot {
        /// Its name (empty from an older host).
        #[serde(default)]
        name: String,
        /// How well it plays.
        #[serde(default)]
        level: Option<parlour_rules::mahjong::bot::Difficulty>,
    },
}

/// What the host says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The join was accepted.
    Welcome {
        /// The host's protocol version.
        version: u32,
        /// The seat given (0 East at the start .. 3).
        seat: u8,
        /// Keep this to reclaim the seat after a dropped connection.
        token: String,
        /// The room code.
        room: String,
        /// The web page that joins this room (`https://play.example.org/?room=K7QD-MX3P`), when
        /// the room server knows its public address (`--public-url`); absent otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        link: Option<String>,
    },
    /// The join was refused; the host closes the connection.
    Rejected {
        /// Why, for the player.
        reason: String,
    },
    /// Who sits where, before and during the game.
    Lobby {
        /// The four seats.
        seats: Vec<SeatInfo>,
        /// Whether the game has started.
        started: bool,
    },
    /// The table as the receiving seat may see it.
    State {
        /// The seat's own view: never another seat's concealed tiles, never the wall.
        view: Box<SeatView>,
        /// Seats the table waits for.
        waiting_for: Vec<u8>,
        /// Milliseconds until the host acts for this seat (a pass, or discarding the drawn
        /// tile), when it waits for this seat.
        deadline_ms: Option<u64>,
    },
    /// A message or move was refused; nothing changed.
    Refused {
        /// Why.
        reason: String,
    },
    /// The host is closing the table.
    HostLeft {
        /// Why.
        reason: String,
    },
}

/// Why a frame could not be read.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// The line was longer than [`MAX_FRAME`]; it was skipped.
    #[error("a message longer than {MAX_FRAME} bytes was skipped")]
    TooLong,
    /// The line was not a message of this protocol.
    #[error("not a message of this protocol: {0}")]
    Malformed(String),
}

/// One frame: a line, or a line that could not be taken (already skipped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Frame {
    /// A line of text, without its newline.
    Line(String),
    /// A line longer than [`MAX_FRAME`] bytes.
    TooLong,
    /// A line that was not UTF-8.
    NotText,
}

impl Frame {
    /// The message the frame carries, or why there is none.
    pub fn decode<T: serde::de::DeserializeOwned>(self) -> Result<T, FrameError> {
        match self {
            Frame::Line(line) => {
                serde_json::from_str(&line).map_err(|e| FrameError::Malformed(e.to_string()))
            }
            Frame::TooLong => Err(FrameError::TooLong),
            Frame::NotText => Err(FrameError::Malformed("not UTF-8 text".into())),
        }
    }
}

/// A message as the line that carries it (without the newline).
pub fn to_line<T: Serialize>(msg: &T) -> String {
    // Serialising these plain enums of strings and numbers cannot fail; an empty line would be
    // refused by the other side as garbage, never misread.
    serde_json::to_string(msg).unwrap_or_default()
}

/// The keys in a server line that would carry hidden tiles: the wall, or a list of another
/// seat's concealed tiles. Empty for every line a host may send; the tests and the load
/// generator check every line they receive with it. (At the end of a hand the winning hands
/// are shown to all, so a hand's result is not searched.)
pub fn hidden_tile_keys(line: &str) -> Vec<String> {
    fn walk(value: &serde_json::Value, found: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, inner) in map {
                    if key == "HandOver" || key == "wins" {
                        continue;
                    }
                    // A meld's `"concealed": true` only says a kong is concealed; a list of
                    // tiles under these keys would be a leak.
                    let tiles = inner.is_array() || inner.is_object();
                    if tiles && ["wall", "concealed", "players", "rng"].contains(&key.as_str()) {
                        found.push(key.clone());
                    }
                    walk(inner, found);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, found)),
            _ => {}
        }
    }
    let mut found = Vec::new();
    match serde_json::from_str::<serde_json::Value>(line) {
        Ok(value) => walk(&value, &mut found),
        Err(_) => found.push("(not JSON)".into()),
    }
    found
}

/// The letters of room codes: no I, O, 0 or 1, nothing to mistake when read aloud. 32 letters,
/// so each carries 5 bits.
const CODE_LETTERS: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// Letters in a room code: 8 x 5 = 40 bits.
pub const ROOM_CODE_LETTERS: usize = 8;

/// A room code players can read aloud, from 64 random bits (40 are used): two groups of four
/// letters, such as `K7QD-MX3P`.
pub fn room_code(entropy: u64) -> String {
    let mut code = String::with_capacity(ROOM_CODE_LETTERS + 1);
    for i in 0..ROOM_CODE_LETTERS {
        if i == ROOM_CODE_LETTERS / 2 {
            code.push('-');
        }
        // Five bits index the 32 letters: always in range.
        let letter = CODE_LETTERS.get(((entropy >> (5 * i)) & 31) as usize);
        code.push(letter.map_or('A', |&b| char::from(b)));
    }
    code
}

/// A room code as a player typed it, in the form [`room_code`] writes: any case, spaces and
/// dashes ignored. `None` when it cannot be a code at all (wrong length, or a letter codes never
/// use).
pub fn normalize_room_code(typed: &str) -> Option<String> {
    let letters: Vec<u8> = typed
        .bytes()
        .take(64)
        .filter(|b| !matches!(b, b'-' | b' ' | b'\t'))
        .map(|b| b.to_ascii_uppercase())
        .collect();
    if letters.len() != ROOM_CODE_LETTERS || !letters.iter().all(|b| CODE_LETTERS.contains(b)) {
        return None;
    }
    let mut code = String::with_capacity(ROOM_CODE_LETTERS + 1);
    for (i, &b) in letters.iter().enumerate() {
        if i == ROOM_CODE_LETTERS / 2 {
            code.push('-');
        }
        code.push(char::from(b));
    }
    Some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_codes_are_two_groups_of_four_clear_letters() {
        for entropy in [0, 1, u64::MAX, 0x1234_5678_9abc_def0] {
            let code = room_code(entropy);
            assert_eq!(code.len(), 9);
            assert_eq!(code.as_bytes()[4], b'-');
            assert!(!code.contains(['I', 'O', '0', '1']));
            assert_eq!(normalize_room_code(&code), Some(code.clone()));
        }
        assert_ne!(room_code(1), room_code(2));
    }

    #[test]
    fn room_codes_carry_forty_bits() {
        // Every one of the low 40 bits changes the code; nothing above them does.
        let base = room_code(0);
        for bit in 0..40 {
            assert_ne!(room_code(1 << bit), base, "bit {bit}");
        }
        assert_eq!(room_code(1 << 40), base);
    }

    #[test]
    fn a_welcome_link_is_optional_both_ways() {
        // A welcome from a server that knows no link (or from before links) reads as None,
        // and a welcome without one is written exactly as before, so either side may be older.
        let old = r#"{"type":"welcome","version":2,"seat":1,"token":"t","room":"K7QD-MX3P"}"#;
        let welcome: ServerMsg = serde_json::from_str(old).unwrap();
        let ServerMsg::Welcome { link, .. } = &welcome else {
            panic!("{welcome:?}");
        };
        assert_eq!(link, &None);
        assert!(!to_line(&welcome).contains("link"));
        let linked = ServerMsg::Welcome {
            version: 2,
            seat: 1,
            token: "t".into(),
            room: "K7QD-MX3P".into(),
            link: Some("https://play.example.org/?room=K7QD-MX3P".into()),
        };
        let line = to_line(&linked);
        assert!(line.contains(r#""link":"https://play.example.org/?room=K7QD-MX3P""#));
        assert_eq!(serde_json::from_str::<ServerMsg>(&line).unwrap(), linked);
    }

    #[test]
    fn typed_codes_are_normalised_or_refused() {
        assert_eq!(normalize_room_code("k7qd mx3p"), Some("K7QD-MX3P".into()));
        assert_eq!(normalize_room_code(" K7QDMX3P "), Some("K7QD-MX3P".into()));
        assert_eq!(normalize_room_code("K7QD-MX3"), None);
        assert_eq!(normalize_room_code("K7QD-MX3O"), None, "no O in codes");
        assert_eq!(normalize_room_code(""), None);
    }
}
