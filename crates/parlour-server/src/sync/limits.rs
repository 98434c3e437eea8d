//! Per-address counts for sync: wrong or malformed codes, and new codes. Each address has a
//! window that starts at its first event; the `limit`-th event within the window refuses the
//! address for one window's length from then (even a right code), as `web::rate` refuses a
//! flood of requests. Pure: the caller passes the time in.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Addresses kept before the finished ones are forgotten.
const PRUNE_ABOVE: usize = 4_096;

struct Entry {
    since: Instant,
    count: u32,
    refused_until: Option<Instant>,
}

/// Events per address in a window, and the addresses refused for now.
pub(crate) struct Throttle {
    limit: u32,
    window: Duration,
    entries: HashMap<IpAddr, Entry>,
}

impl Throttle {
    /// At most `limit` events (at least one) per `window`.
    pub(crate) fn new(limit: u32, window: Duration) -> Self {
        Self {
            limit: limit.max(1),
            window,
            entries: HashMap::new(),
        }
    }

    /// `Err(wait)` while `ip` is refused.
    pub(crate) fn check(&self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        match self.entries.get(&ip).and_then(|e| e.refused_until) {
            Some(until) if until > now => Err(until - now),
            _ => Ok(()),
        }
    }

    /// Counts an event from `ip`; true when it is the one that starts a refusal.
    pub(crate) fn count(&mut self, ip: IpAddr, now: Instant) -> bool {
        if self.entries.len() > PRUNE_ABOVE {
            self.prune(now);
        }
        let window = self.window;
        let entry = self.entries.entry(ip).or_insert(Entry {
            since: now,
            count: 0,
            refused_until: None,
        });
        if entry.refused_until.is_some_and(|until| until > now) {
            // Already refused: nothing more to count until it ends.
            return false;
        }
        if now.saturating_duration_since(entry.since) >= window {
            *entry = Entry {
                since: now,
                count: 0,
                refused_until: None,
            };
        }
        entry.count = entry.count.saturating_add(1);
        if entry.count >= self.limit {
            entry.refused_until = Some(now + window);
            // The next window starts when the refusal ends.
            entry.since = now + window;
            entry.count = 0;
            return true;
        }
        false
    }

    fn prune(&mut self, now: Instant) {
        let window = self.window;
        self.entries.retain(|_, e| {
            e.refused_until.is_some_and(|until| until > now)
                || now.saturating_duration_since(e.since) < window
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn the_limit_th_event_refuses_for_a_window() {
        let mut throttle = Throttle::new(3, Duration::from_secs(60));
        let (a, b) = (ip("10.0.0.1"), ip("10.0.0.2"));
        let t0 = Instant::now();
        assert!(!throttle.count(a, t0));
        assert!(!throttle.count(a, t0 + Duration::from_secs(1)));
        assert_eq!(throttle.check(a, t0 + Duration::from_secs(2)), Ok(()));
        assert!(throttle.count(a, t0 + Duration::from_secs(2)), "the third");
        assert_eq!(
            throttle.check(a, t0 + Duration::from_secs(12)),
            Err(Duration::from_secs(50))
        );
        assert_eq!(throttle.check(b, t0), Ok(()), "another address");
        // More events while refused do not start another refusal or lengthen this one.
        assert!(!throttle.count(a, t0 + Duration::from_secs(20)));
        assert_eq!(
            throttle.check(a, t0 + Duration::from_secs(30)),
            Err(Duration::from_secs(32))
        );
        assert_eq!(throttle.check(a, t0 + Duration::from_secs(62)), Ok(()));
    }

    #[test]
    fn events_spread_over_windows_are_not_refused() {
        let mut throttle = Throttle::new(3, Duration::from_secs(60));
        let a = ip("10.0.0.1");
        let t0 = Instant::now();
        for minute in 0..10 {
            let at = t0 + Duration::from_secs(minute * 61);
            assert!(!throttle.count(a, at));
            assert!(!throttle.count(a, at + Duration::from_secs(1)));
            assert_eq!(throttle.check(a, at + Duration::from_secs(2)), Ok(()));
        }
    }

    #[test]
    fn finished_windows_are_forgotten() {
        let mut throttle = Throttle::new(5, Duration::from_secs(60));
        let t0 = Instant::now();
        for i in 0..=PRUNE_ABOVE as u32 {
            throttle.count(IpAddr::from(i.to_be_bytes()), t0);
        }
        throttle.count(ip("10.9.9.9"), t0 + Duration::from_secs(61));
        assert!(throttle.entries.len() <= 2, "{}", throttle.entries.len());
    }
}
