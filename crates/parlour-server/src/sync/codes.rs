//! Sync codes: 100 bits from the operating system, written as 20 Crockford base32 symbols in
//! four dash-joined groups of five (`K7QDM-X3P9A-...`). The server keeps only the SHA-256 of the
//! 20 canonical symbols, and nothing here prints a code by accident: [`SyncCode`]'s `Debug`
//! hides it.

use sha2::{Digest, Sha256};
use std::fmt;

/// Crockford's base32 alphabet: no I, L, O or U.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Symbols in a code (5 bits each: 100 bits).
pub(crate) const SYMBOLS: usize = 20;

/// The longest header value looked at: the code with dashes and a few spaces.
const MAX_TEXT: usize = 64;

/// A code's SHA-256, the only form the store keeps.
pub(crate) type CodeHash = [u8; 32];

/// A sync code in canonical form (20 upper-case symbols).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct SyncCode([u8; SYMBOLS]);

impl fmt::Debug for SyncCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A secret: never in a log line, even through `{:?}`.
        f.write_str("SyncCode(..)")
    }
}

impl SyncCode {
    /// A new code from the operating system's random source.
    pub(crate) fn generate() -> Result<Self, getrandom::Error> {
        let mut bytes = [0u8; SYMBOLS];
        getrandom::fill(&mut bytes)?;
        // 256 is a multiple of 32: the low five bits of a uniform byte are uniform.
        Ok(Self(bytes.map(|b| ALPHABET[usize::from(b & 31)])))
    }

    /// Reads a code as people and programs write it: any case, dashes and spaces anywhere,
    /// `I`/`L` as `1` and `O` as `0`. `None` unless it is exactly 20 symbols.
    pub(crate) fn parse(text: &str) -> Option<Self> {
        if text.len() > MAX_TEXT {
            return None;
        }
        let mut symbols = [0u8; SYMBOLS];
        let mut count = 0;
        for byte in text.bytes() {
            let symbol = match byte.to_ascii_uppercase() {
                b'-' | b' ' => continue,
                b'I' | b'L' => b'1',
                b'O' => b'0',
                other if ALPHABET.contains(&other) => other,
                _ => return None,
            };
            *symbols.get_mut(count)? = symbol;
            count += 1;
        }
        (count == SYMBOLS).then_some(Self(symbols))
    }

    /// The code as it is shown: four groups of five joined by dashes.
    pub(crate) fn display(&self) -> String {
        let mut out = String::with_capacity(SYMBOLS + 3);
        for (i, group) in self.0.chunks(5).enumerate() {
            if i > 0 {
                out.push('-');
            }
            out.extend(group.iter().map(|&b| char::from(b)));
        }
        out
    }

    /// SHA-256 of the 20 canonical symbols: what the store keeps and looks up.
    pub(crate) fn hash(&self) -> CodeHash {
        Sha256::digest(self.0).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_code_reads_back_in_every_spelling_people_use() {
        let code = SyncCode::generate().unwrap();
        let shown = code.display();
        assert_eq!(shown.len(), 23);
        assert_eq!(shown.matches('-').count(), 3);
        let spellings = [
            shown.clone(),
            shown.to_lowercase(),
            shown.replace('-', ""),
            shown.replace('-', " "),
            format!("  {}  ", shown.replace('-', " - ")),
        ];
        for text in spellings {
            assert_eq!(SyncCode::parse(&text), Some(code.clone()), "{text}");
        }
        assert_eq!(format!("{code:?}"), "SyncCode(..)");
    }

    #[test]
    fn look_alike_letters_read_as_digits() {
        let a = SyncCode::parse("10000-00000-00000-00001").unwrap();
        let b = SyncCode::parse("i0000-O0000-o0000-0000L").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.hash(), b.hash());
    }

    #[test]
    fn malformed_codes_are_refused() {
        let too_long = "A".repeat(200);
        for text in [
            "",
            "ABCDE-ABCDE-ABCDE-ABCD",    // 19 symbols
            "ABCDE-ABCDE-ABCDE-ABCDE-A", // 21
            "ABCDE-ABCDE-ABCDE-ABCDU",   // U is not Crockford
            "ABCDE-ABCDE-ABCDE-ABCD*",   // not a symbol
            "ABCDE-ABCDE-ABCDE-ABCDÉ",   // not ASCII
            too_long.as_str(),
        ] {
            assert_eq!(SyncCode::parse(text), None, "{text}");
        }
    }

    #[test]
    fn codes_differ_and_use_the_whole_alphabet() {
        let mut seen = [false; 32];
        let mut codes = std::collections::HashSet::new();
        for _ in 0..200 {
            let code = SyncCode::generate().unwrap();
            for &b in &code.0 {
                let i = ALPHABET.iter().position(|&a| a == b).unwrap();
                seen[i] = true;
            }
            assert!(codes.insert(code.hash()), "a repeated code");
        }
        // 4,000 symbols: the chance that one of 32 never shows is about 32 * (31/32)^4000.
        assert!(seen.iter().all(|&s| s), "{seen:?}");
    }

    #[test]
    fn the_hash_is_sha256_of_the_canonical_symbols() {
        let code = SyncCode::parse("abcde-fghjk-mnpqr-stvwx").unwrap();
        let expected: CodeHash = Sha256::digest(b"ABCDEFGHJKMNPQRSTVWX").into();
        assert_eq!(code.hash(), expected);
    }
}
