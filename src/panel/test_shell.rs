//! What the app shell lends a panel, without a window: the games' panel tests play through it.

use super::PanelContext;
use crate::preferences::Preferences;
use crate::records::Records;

/// The shell's state a panel borrows: preferences, records and the status messages it said.
#[derive(Default)]
pub struct Shell {
    pub prefs: Preferences,
    pub records: Records,
    pub messages: Vec<String>,
}

impl Shell {
    /// Default preferences, no records, no messages.
    pub fn new() -> Self {
        Self::default()
    }

    /// Lends the state to a panel at time `now`.
    pub fn cx(&mut self, now: f64) -> PanelContext<'_> {
        PanelContext::new(now, &mut self.prefs, &mut self.records, &mut self.messages)
    }
}
