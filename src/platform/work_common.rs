//! What a runner of long computations answers, the same on every platform.

use parlour_rules::work::Answer;
use std::sync::Arc;

/// Called when a reply arrives (a window asks for a repaint).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// A reply to the current request.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// An answer (the last one ends the request).
    Answer(Answer),
    /// The work could not run (no thread or worker could start, or it stopped with an error).
    Failed(String),
}
