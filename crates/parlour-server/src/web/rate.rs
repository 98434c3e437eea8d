//! HTTP requests per address: a token bucket each. A bucket holds a minute's worth of
//! requests and refills at that rate, so a page load (about ten requests at once), a household
//! loading it together and a few reloads pass, and a flood from one address is refused with
//! 429 after its first minute's worth. Pure: the caller passes the time in.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Buckets kept before the full ones are forgotten (a full bucket is the same as none).
const PRUNE_ABOVE: usize = 4_096;

/// What a request is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Go ahead.
    Pass,
    /// Refused; a token comes back after this long. `first` is true for the first refusal
    /// since the address last passed (only that one is logged, so a flood does not flood the
    /// log).
    Refuse { retry_after: Duration, first: bool },
}

struct Bucket {
    tokens: f64,
    at: Instant,
    refusing: bool,
}

/// The buckets of every address.
pub(crate) struct RequestRate {
    per_minute: f64,
    buckets: HashMap<IpAddr, Bucket>,
}

impl RequestRate {
    /// Buckets of `per_minute` requests (at least one).
    pub(crate) fn new(per_minute: u32) -> Self {
        Self {
            per_minute: f64::from(per_minute.max(1)),
            buckets: HashMap::new(),
        }
    }

    /// Takes a token for a request from `ip` at `now`.
    pub(crate) fn take(&mut self, ip: IpAddr, now: Instant) -> Verdict {
        if self.buckets.len() > PRUNE_ABOVE {
            self.prune(now);
        }
        let per_second = self.per_minute / 60.0;
        let bucket = self.buckets.entry(ip).or_insert(Bucket {
            tokens: self.per_minute,
            at: now,
            refusing: false,
        });
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * per_second).min(self.per_minute);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            bucket.refusing = false;
            return Verdict::Pass;
        }
        let first = !bucket.refusing;
        bucket.refusing = true;
        let wait = (1.0 - bucket.tokens) / per_second;
        Verdict::Refuse {
            retry_after: Duration::from_secs_f64(wait.clamp(0.0, 3_600.0)),
            first,
        }
    }

    /// Forgets the buckets that have refilled.
    fn prune(&mut self, now: Instant) {
        let per_second = self.per_minute / 60.0;
        let full = self.per_minute;
        self.buckets.retain(|_, bucket| {
            let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
            bucket.tokens + elapsed * per_second < full
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_of_a_minutes_worth_passes_then_it_refills_at_that_rate() {
        let mut rate = RequestRate::new(60);
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let t0 = Instant::now();
        for _ in 0..60 {
            assert_eq!(rate.take(a, t0), Verdict::Pass);
        }
        let Verdict::Refuse { retry_after, first } = rate.take(a, t0) else {
            panic!("the 61st request in the same instant is refused");
        };
        assert!(first);
        assert!(retry_after <= Duration::from_secs(1), "{retry_after:?}");
        assert!(matches!(
            rate.take(a, t0),
            Verdict::Refuse { first: false, .. }
        ));
        assert_eq!(
            rate.take(b, t0),
            Verdict::Pass,
            "another address has its own"
        );
        assert_eq!(rate.take(a, t0 + Duration::from_secs(1)), Verdict::Pass);
        assert!(matches!(
            rate.take(a, t0 + Duration::from_secs(1)),
            Verdict::Refuse { first: true, .. }
        ));
        // A minute later the bucket is full again, and no fuller.
        let later = t0 + Duration::from_secs(120);
        for _ in 0..60 {
            assert_eq!(rate.take(a, later), Verdict::Pass);
        }
        assert!(matches!(rate.take(a, later), Verdict::Refuse { .. }));
    }

    #[test]
    fn full_buckets_are_forgotten() {
        let mut rate = RequestRate::new(10);
        let t0 = Instant::now();
        for i in 0..=PRUNE_ABOVE as u32 {
            rate.take(IpAddr::from(i.to_be_bytes()), t0);
        }
        rate.take("10.9.9.9".parse().unwrap(), t0 + Duration::from_secs(60));
        assert!(rate.buckets.len() <= 2, "{}", rate.buckets.len());
    }
}
