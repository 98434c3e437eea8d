//! Board sizes: 14x6 up to 30x16 tiles, default 17x8 (136 tiles, one set without flowers).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The narrowest board, in tiles.
pub const MIN_WIDTH: u8 = 14;
/// The widest board, in tiles.
pub const MAX_WIDTH: u8 = 30;
/// The lowest board, in tiles.
pub const MIN_HEIGHT: u8 = 6;
/// The highest board, in tiles.
pub const MAX_HEIGHT: u8 = 16;

/// The tile area of a board (the ring of empty cells around it is not counted).
///
/// Always valid: 14-30 wide, 6-16 high, and holding a multiple of four tiles, because faces are
/// dealt in complete groups of four.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Size {
    width: u8,
    height: u8,
}

/// Why a board size was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    /// The text is not of the form `<width>x<height>`.
    #[error("'{0}' is not a board size: write width x height, like 17x8")]
    Format(String),
    /// The width is out of range.
    #[error("a board is {MIN_WIDTH} to {MAX_WIDTH} tiles wide, not {0}")]
    Width(u32),
    /// The height is out of range.
    #[error("a board is {MIN_HEIGHT} to {MAX_HEIGHT} tiles high, not {0}")]
    Height(u32),
    /// Width times height is not a multiple of four.
    #[error(
        "a {width}x{height} board holds {} tiles, but tiles come in groups of four: \
         choose a width and height whose product is a multiple of 4, like 16x7 or 18x8",
        width * height
    )]
    NotGroupsOfFour {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
}

impl Size {
    /// The default board: 17x8, 136 tiles.
    pub const DEFAULT: Size = Size {
        width: 17,
        height: 8,
    };

    /// A board `width` tiles wide and `height` high, if allowed.
    pub fn new(width: u32, height: u32) -> Result<Size, SizeError> {
        if !(u32::from(MIN_WIDTH)..=u32::from(MAX_WIDTH)).contains(&width) {
            return Err(SizeError::Width(width));
        }
        if !(u32::from(MIN_HEIGHT)..=u32::from(MAX_HEIGHT)).contains(&height) {
            return Err(SizeError::Height(height));
        }
        if !(width * height).is_multiple_of(4) {
            return Err(SizeError::NotGroupsOfFour { width, height });
        }
        // Both fit in u8: checked against the ranges above.
        Ok(Size {
            width: width as u8,
            height: height as u8,
        })
    }

    /// Columns of tiles.
    pub fn width(self) -> usize {
        usize::from(self.width)
    }

    /// Rows of tiles.
    pub fn height(self) -> usize {
        usize::from(self.height)
    }

    /// How many tiles a full board holds.
    pub fn tiles(self) -> usize {
        self.width() * self.height()
    }
}

impl Default for Size {
    fn default() -> Self {
        Size::DEFAULT
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl FromStr for Size {
    type Err = SizeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let format = || SizeError::Format(s.to_owned());
        let (w, h) = s.trim().split_once(['x', 'X']).ok_or_else(format)?;
        let width: u32 = w.trim().parse().map_err(|_| format())?;
        let height: u32 = h.trim().parse().map_err(|_| format())?;
        Size::new(width, height)
    }
}

impl TryFrom<String> for Size {
    type Error = SizeError;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Size> for String {
    fn from(size: Size) -> String {
        size.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: Result<(usize, usize), &str>) {
        let got = text
            .parse::<Size>()
            .map(|s| (s.width(), s.height()))
            .map_err(|e| e.to_string());
        match expected {
            Ok(dims) => assert_eq!(got, Ok(dims), "{text}"),
            Err(fragment) => {
                let message = got.err().unwrap_or_default();
                assert!(message.contains(fragment), "{text}: {message}");
            }
        }
    }

    #[test]
    fn sizes_parse_and_bad_ones_say_why() {
        check("17x8", Ok((17, 8)));
        check("14x6", Ok((14, 6)));
        check("30x16", Ok((30, 16)));
        check(" 24X12 ", Ok((24, 12)));
        check("13x8", Err("14 to 30 tiles wide, not 13"));
        check("31x8", Err("not 31"));
        check("17x5", Err("6 to 16 tiles high, not 5"));
        check("17x17", Err("not 17"));
        check("15x7", Err("105 tiles"));
        check("17x6", Err("groups of four"));
        check("17", Err("is not a board size"));
        check("axb", Err("is not a board size"));
        check("99999999999x8", Err("is not a board size"));
    }

    #[test]
    fn default_is_one_set_of_136() {
        assert_eq!(Size::default().tiles(), 136);
        assert_eq!(Size::DEFAULT.to_string(), "17x8");
    }
}
