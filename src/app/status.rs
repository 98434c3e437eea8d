//! Short-lived messages for the status bar.

/// How long a message stays, in seconds.
const SHOWN_FOR: f64 = 6.0;

/// Recent messages with the time each expires.
#[derive(Default)]
pub struct StatusLine {
    messages: Vec<(String, f64)>,
}

impl StatusLine {
    /// Adds a message at time `now`.
    pub fn push(&mut self, message: String, now: f64) {
        self.messages.push((message, now + SHOWN_FOR));
        // Keep a short history only: the bar shows the newest.
        if self.messages.len() > 20 {
            self.messages.remove(0);
        }
    }

    /// How many messages are kept.
    pub fn count(&self) -> usize {
        self.messages.len()
    }

    /// Drops the messages added after the first `len` (a panel dealt out of sight).
    pub fn truncate(&mut self, len: usize) {
        self.messages.truncate(len);
    }

    /// The newest message still showing at `now`.
    pub fn current(&self, now: f64) -> Option<&str> {
        self.messages
            .last()
            .filter(|(_, until)| *until > now)
            .map(|(text, _)| text.as_str())
    }

    /// Seconds until the current message disappears, if one shows.
    pub fn next_expiry(&self, now: f64) -> Option<f64> {
        self.messages
            .last()
            .map(|(_, until)| until - now)
            .filter(|left| *left > 0.0)
    }

    /// Every message kept, oldest first.
    pub fn all(&self) -> Vec<String> {
        self.messages.iter().map(|(m, _)| m.clone()).collect()
    }
}
