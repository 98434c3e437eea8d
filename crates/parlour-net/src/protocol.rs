//! The wire protocol between a Mahjong host and its clients.
//!
//! Newline-delimited JSON over TCP: one message per line, at most [`MAX_FRAME`] bytes. The first
//! message a client sends is [`ClientMsg::Hello`] with [`PROTOCOL_VERSION`]; the host answers
//! [`ServerMsg::Welcome`] with the client's seat and a seat token (to reclaim the seat after a
//! dropped connection), or [`ServerMsg::Rejected`] and closes. From then on the host sends
//! [`ServerMsg::Lobby`] while seats fill and [`ServerMsg::State`] with the client's own
//! [`SeatView`] after every change; the client sends its moves as [`ClientMsg::Act`].
//! ARCHITECTURE.md documents the same.

use parlour_rules::mahjong::table::Move;
use parlour_rules::mahjong::view::SeatView;
use serde::{Deserialize, Serialize};
use std::io::{self, BufRead, Write};

/// The protocol version; a client of another version is rejected with a clear message.
pub const PROTOCOL_VERSION: u32 = 1;

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
    },
    /// Start the game now (the first seat only); computer players fill empty seats.
    Start,
    /// A move for the client's own seat.
    Act {
        /// The move; its seat must be the client's.
        #[serde(rename = "move")]
        mv: Move,
    },
    /// Leaving the table.
    Bye,
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
    Bot,
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
    /// The connection failed.
    #[error("connection error: {0}")]
    Io(#[from] io::Error),
}

/// Reads one line of at most [`MAX_FRAME`] bytes. `Ok(None)` at the end of the stream. An
/// over-long line is consumed up to its newline and reported as [`FrameError::TooLong`], so the
/// stream stays usable.
pub fn read_line<R: BufRead>(reader: &mut R) -> Result<Option<Vec<u8>>, FrameError> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            // End of stream: a partial last line is dropped.
            return if too_long {
                Err(FrameError::TooLong)
            } else {
                Ok(None)
            };
        }
        let (chunk, found_end) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (&available[..end], true),
            None => (available, false),
        };
        if !too_long {
            if line.len() + chunk.len() > MAX_FRAME {
                too_long = true;
                line = Vec::new();
            } else {
                line.extend_from_slice(chunk);
            }
        }
        let used = chunk.len() + usize::from(found_end);
        reader.consume(used);
        if found_end {
            return if too_long {
                Err(FrameError::TooLong)
            } else {
                Ok(Some(line))
            };
        }
    }
}

/// Reads one message. `Ok(None)` at the end of the stream.
pub fn read_msg<R: BufRead, T: serde::de::DeserializeOwned>(
    reader: &mut R,
) -> Result<Option<T>, FrameError> {
    let Some(line) = read_line(reader)? else {
        return Ok(None);
    };
    serde_json::from_slice(&line)
        .map(Some)
        .map_err(|e| FrameError::Malformed(e.to_string()))
}

/// Writes one message as a line.
pub fn write_msg<W: Write, T: Serialize>(writer: &mut W, msg: &T) -> io::Result<()> {
    let mut line = serde_json::to_vec(msg).map_err(io::Error::other)?;
    line.push(b'\n');
    writer.write_all(&line)?;
    writer.flush()
}

/// A short room code players can read aloud, from any 64 random bits.
pub fn room_code(entropy: u64) -> String {
    // No I, O, 0 or 1: nothing to mistake when read aloud.
    const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bits = entropy;
    (0..5)
        .map(|_| {
            let letter = LETTERS[(bits % LETTERS.len() as u64) as usize];
            bits /= LETTERS.len() as u64;
            char::from(letter)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn lines_are_read_one_by_one() {
        let mut input = Cursor::new(b"{\"type\":\"start\"}\n{\"type\":\"bye\"}\n".to_vec());
        let first: Option<ClientMsg> = read_msg(&mut input).unwrap();
        let second: Option<ClientMsg> = read_msg(&mut input).unwrap();
        let end: Option<ClientMsg> = read_msg(&mut input).unwrap();
        assert_eq!(first, Some(ClientMsg::Start));
        assert_eq!(second, Some(ClientMsg::Bye));
        assert_eq!(end, None);
    }

    #[test]
    fn an_over_long_line_is_skipped_and_the_next_one_still_reads() {
        let mut bytes = vec![b'x'; MAX_FRAME + 10];
        bytes.push(b'\n');
        bytes.extend_from_slice(b"{\"type\":\"start\"}\n");
        let mut input = std::io::BufReader::with_capacity(1024, Cursor::new(bytes));
        assert!(matches!(
            read_msg::<_, ClientMsg>(&mut input),
            Err(FrameError::TooLong)
        ));
        assert_eq!(read_msg(&mut input).unwrap(), Some(ClientMsg::Start));
    }

    #[test]
    fn garbage_is_malformed_not_a_panic() {
        for garbage in [
            &b"\xff\xfe\n"[..],
            b"{\n",
            b"{\"type\":\"fly\"}\n",
            b"null\n",
        ] {
            let mut input = Cursor::new(garbage.to_vec());
            assert!(matches!(
                read_msg::<_, ClientMsg>(&mut input),
                Err(FrameError::Malformed(_))
            ));
        }
    }

    #[test]
    fn messages_round_trip() {
        let msg = ClientMsg::Act {
            mv: Move::Pass { seat: 2 },
        };
        let mut bytes = Vec::new();
        write_msg(&mut bytes, &msg).unwrap();
        assert!(bytes.ends_with(b"\n"));
        assert_eq!(read_msg(&mut Cursor::new(bytes)).unwrap(), Some(msg));
    }

    #[test]
    fn room_codes_are_five_clear_letters() {
        for entropy in [0, 1, u64::MAX, 0x1234_5678_9abc_def0] {
            let code = room_code(entropy);
            assert_eq!(code.len(), 5);
            assert!(!code.contains(['I', 'O', '0', '1']));
        }
        assert_ne!(room_code(1), room_code(2));
    }
}
