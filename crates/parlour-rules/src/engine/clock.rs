//! The game clock: counts play time only, reading the time it is given.

use serde::{Deserialize, Serialize};

/// Play time of one game, in seconds.
///
/// The clock never reads a system clock: every call takes `now`, a monotonic time in seconds
/// (the app passes egui's input time), so tests control it completely. The owner decides when it
/// runs (not while paused, minimised or after the game ends) by calling [`Clock::set_running`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Clock {
    /// Seconds counted before the current run started.
    counted: f64,
    /// When the current run started, if running. Not saved: a restored clock starts stopped.
    #[serde(skip)]
    running_since: Option<f64>,
}

impl Clock {
    /// A stopped clock showing `seconds` (for restoring a saved game).
    pub fn stopped_at(seconds: f64) -> Self {
        Self {
            counted: seconds.max(0.0),
            running_since: None,
        }
    }

    /// Starts or stops the clock at time `now`. Calling it again with the same value is harmless,
    /// so the owner can call it every frame.
    pub fn set_running(&mut self, running: bool, now: f64) {
        match (running, self.running_since) {
            (true, None) => self.running_since = Some(now),
            (false, Some(since)) => {
                self.counted += (now - since).max(0.0);
                self.running_since = None;
            }
            _ => {}
        }
    }

    /// Whether the clock is counting.
    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Seconds of play so far, as of `now`.
    pub fn elapsed(&self, now: f64) -> f64 {
        self.counted
            + self
                .running_since
                .map_or(0.0, |since| (now - since).max(0.0))
    }

    /// A stopped copy holding the time as of `now`, for saving.
    pub fn snapshot(&self, now: f64) -> Clock {
        Clock::stopped_at(self.elapsed(now))
    }

    /// Back to zero, stopped.
    pub fn reset(&mut self) {
        *self = Clock::default();
    }
}

/// Formats seconds as `m:ss`, or `h:mm:ss` from an hour on.
pub fn format_duration(seconds: f64) -> String {
    let total = seconds.max(0.0) as u64;
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_only_while_running() {
        let mut clock = Clock::default();
        assert_eq!(clock.elapsed(5.0), 0.0);
        clock.set_running(true, 10.0);
        assert_eq!(clock.elapsed(12.5), 2.5);
        clock.set_running(false, 13.0);
        assert_eq!(clock.elapsed(100.0), 3.0, "paused time does not count");
        clock.set_running(true, 200.0);
        clock.set_running(true, 201.0); // repeated calls do not restart the run
        assert_eq!(clock.elapsed(204.0), 7.0);
    }

    #[test]
    fn time_going_backwards_never_subtracts() {
        let mut clock = Clock::default();
        clock.set_running(true, 10.0);
        assert_eq!(clock.elapsed(9.0), 0.0);
        clock.set_running(false, 8.0);
        assert_eq!(clock.elapsed(20.0), 0.0);
    }

    #[test]
    fn snapshot_survives_a_save_and_restore() {
        let mut clock = Clock::default();
        clock.set_running(true, 1.0);
        let saved = serde_json::to_string(&clock.snapshot(61.0)).unwrap();
        let restored: Clock = serde_json::from_str(&saved).unwrap();
        assert!(!restored.is_running());
        assert_eq!(restored.elapsed(1000.0), 60.0);
    }

    #[test]
    fn durations_format_like_a_stopwatch() {
        for (seconds, text) in [
            (0.0, "0:00"),
            (59.9, "0:59"),
            (61.0, "1:01"),
            (3723.0, "1:02:03"),
        ] {
            assert_eq!(format_duration(seconds), text);
        }
    }
}
