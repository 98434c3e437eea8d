//! The sync code: the one secret that links a player's devices. 20 symbols of Crockford's
//! base32 (100 bits, made by the server from the operating system's randomness), written in
//! groups of five joined by dashes, `K7QDM-X3P0A-...`.
//!
//! Typed codes are read leniently, as the protocol says: any case, dashes and spaces ignored,
//! `I` and `L` read as `1`, `O` as `0`. A code is a secret: its `Debug` and `Display` show only
//! the first group; [`SyncCode::reveal`] gives the whole code where it must be shown or sent.

use serde::{Deserialize, Serialize};

/// Crockford's base32 alphabet (no I, L, O, U).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Symbols in a code.
pub const SYMBOLS: usize = 20;

/// The longest text read as a code, in bytes, checked before anything is allocated (room for
/// dashes, spaces and a pasted line's ends).
pub const MAX_TYPED_BYTES: usize = 64;

/// A well-formed sync code, in canonical form (20 upper-case symbols, no dashes).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SyncCode(String);

/// Why a typed text is not a sync code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Longer than anyone types a code.
    #[error("a sync code is at most {MAX_TYPED_BYTES} characters with its dashes")]
    TooLong,
    /// A character outside the code's alphabet.
    #[error("'{0}' cannot be part of a sync code (letters and digits, such as K7QDM-X3P0A-…)")]
    BadSymbol(char),
    /// Too few or too many symbols.
    #[error("a sync code has {SYMBOLS} letters and digits; this one has {0}")]
    WrongLength(usize),
}

impl SyncCode {
    /// Reads a typed or pasted code leniently (see the module's description).
    pub fn parse(typed: &str) -> Result<SyncCode, CodeError> {
        if typed.len() > MAX_TYPED_BYTES {
            return Err(CodeError::TooLong);
        }
        let mut canonical = String::with_capacity(SYMBOLS);
        let mut count = 0;
        for c in typed.chars() {
            if c == '-' || c.is_whitespace() {
                continue;
            }
            let up = match c.to_ascii_uppercase() {
                'I' | 'L' => '1',
                'O' => '0',
                other => other,
            };
            if !up.is_ascii() || !ALPHABET.contains(&(up as u8)) {
                return Err(CodeError::BadSymbol(c));
            }
            count += 1;
            if count <= SYMBOLS {
                canonical.push(up);
            }
        }
        if count != SYMBOLS {
            return Err(CodeError::WrongLength(count));
        }
        Ok(SyncCode(canonical))
    }

    /// The whole code in groups of five joined by dashes, as it is shown to the player and sent
    /// in the `Parlour-Sync-Code` header. Call only where the code must be shown or sent.
    pub fn reveal(&self) -> String {
        let mut out = String::with_capacity(SYMBOLS + SYMBOLS / 5);
        for (k, c) in self.0.chars().enumerate() {
            if k > 0 && k % 5 == 0 {
                out.push('-');
            }
            out.push(c);
        }
        out
    }

    /// The first group only, to tell codes apart without showing them.
    fn hint(&self) -> String {
        let first: String = self.0.chars().take(5).collect();
        format!("{first}-*****-*****-*****")
    }
}

impl std::fmt::Debug for SyncCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SyncCode({})", self.hint())
    }
}

impl std::fmt::Display for SyncCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.hint())
    }
}

impl Serialize for SyncCode {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Only the link file stores it, in the form the player would type.
        s.serialize_str(&self.reveal())
    }
}

impl<'de> Deserialize<'de> for SyncCode {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        SyncCode::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODE: &str = "K7QDM-X3P0A-B1CDE-FGHJK";

    #[test]
    fn typed_codes_are_read_leniently() {
        let canonical = SyncCode::parse(CODE).unwrap();
        for typed in [
            "k7qdm-x3p0a-b1cde-fghjk",
            "K7QDMX3P0AB1CDEFGHJK",
            " k7qdm x3poa bicde fghjk\n",
            "K7QDM-X3P0A-BLCDE-FGHJK",
        ] {
            assert_eq!(SyncCode::parse(typed).as_ref(), Ok(&canonical), "{typed}");
        }
        assert_eq!(canonical.reveal(), CODE);
    }

    #[test]
    fn malformed_codes_are_refused_with_a_reason() {
        for (typed, error) in [
            ("K7QDM-X3P0A-B1CDE-FGHJ", CodeError::WrongLength(19)),
            ("K7QDM-X3P0A-B1CDE-FGHJKK", CodeError::WrongLength(21)),
            ("K7QDM-X3P0A-B1CDE-FGHJU", CodeError::BadSymbol('U')),
            ("K7QDM-X3P0A-B1CDE-FGHJé", CodeError::BadSymbol('é')),
            ("", CodeError::WrongLength(0)),
        ] {
            assert_eq!(SyncCode::parse(typed), Err(error), "{typed}");
        }
        assert_eq!(
            SyncCode::parse(&"-".repeat(MAX_TYPED_BYTES + 1)),
            Err(CodeError::TooLong)
        );
    }

    #[test]
    fn the_code_stays_secret_unless_revealed() {
        let code = SyncCode::parse(CODE).unwrap();
        for shown in [format!("{code}"), format!("{code:?}")] {
            assert!(!shown.contains("X3P0A"), "{shown}");
            assert!(shown.contains("K7QDM"), "{shown}");
        }
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(serde_json::from_str::<SyncCode>(&json).unwrap(), code);
    }
}
