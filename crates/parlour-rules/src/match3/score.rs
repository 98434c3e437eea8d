//! The scoring table.
//!
//! | what                                         | points            |
//! |----------------------------------------------|-------------------|
//! | each gem in a match                          | 10                |
//! | a match of four (makes a line blaster)       | +50               |
//! | an L, T or + match (makes an area bomb)      | +100              |
//! | a match of five or more (makes a colour bomb)| +200              |
//! | each further gem cleared by a special's blast| 20                |
//!
//! Everything scored in a step is multiplied by the step's multiplier: 1 for the clearing the
//! swap causes, 2 for the first cascade, 3 for the next, and so on.

use super::log::Shape;

/// Points for each gem in a match.
pub const PER_MATCHED_GEM: u32 = 10;
/// Points for each gem a blast clears that no match or earlier blast already cleared.
pub const PER_BLASTED_GEM: u32 = 20;

/// The bonus for a match's shape (the special gem it makes).
pub fn shape_bonus(shape: Shape) -> u32 {
    match shape {
        Shape::Three => 0,
        Shape::Four => 50,
        Shape::Cross => 100,
        Shape::Five => 200,
    }
}

/// Points for a match of `gems` gems of `shape` at `multiplier`.
pub fn match_points(gems: usize, shape: Shape, multiplier: u32) -> u32 {
    let gems = u32::try_from(gems).unwrap_or(u32::MAX);
    gems.saturating_mul(PER_MATCHED_GEM)
        .saturating_add(shape_bonus(shape))
        .saturating_mul(multiplier)
}

/// Points for `gems` gems cleared by a blast at `multiplier`.
pub fn blast_points(gems: usize, multiplier: u32) -> u32 {
    let gems = u32::try_from(gems).unwrap_or(u32::MAX);
    gems.saturating_mul(PER_BLASTED_GEM)
        .saturating_mul(multiplier)
}
