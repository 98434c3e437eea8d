//! What the table's board and its overlays paint from, in one borrow.

use super::Hint;
use parlour_rules::mahjong::view::SeatView;

/// What the board paints from.
pub(crate) struct BoardState<'a> {
    /// What the player may see of the table.
    pub view: &'a SeatView,
    /// The players' names by seat, at a LAN table.
    pub names: Option<&'a [String; 4]>,
    /// Whether this is a LAN table (the result screen offers other buttons).
    pub online: bool,
    /// A hint on show.
    pub hint: Option<&'a Hint>,
    /// The seat whose discard is the newest.
    pub last_discarder: Option<u8>,
    /// Seconds left on the player's countdown (a claim, or a turn at a LAN table).
    pub countdown: Option<f64>,
    /// The countdown's full length.
    pub countdown_total: Option<f64>,
}
