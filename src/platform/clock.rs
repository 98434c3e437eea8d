//! The wall clock: today's date and the time of day in seconds since 1970. The game clocks never
//! read it (they run on egui's input time); dates of finished games, the deal of the day and the
//! names of files kept aside do.
//!
//! `web-time` is std's clock on the desktop and the browser's (`Date.now`) on the web, where
//! std's `SystemTime::now` panics; the same code serves both.

use web_time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970-01-01 UTC (0 if the system clock is set before it).
pub fn unix_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Milliseconds since 1970-01-01 UTC (0 if the system clock is set before it).
pub fn unix_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Milliseconds on a monotonic clock since its first reading: for budgets within a frame,
/// never for a game's clock (those run on egui's input time).
pub fn monotonic_millis() -> f64 {
    static START: std::sync::OnceLock<web_time::Instant> = std::sync::OnceLock::new();
    START
        .get_or_init(web_time::Instant::now)
        .elapsed()
        .as_secs_f64()
        * 1000.0
}

/// Today's date in UTC.
pub fn today_utc() -> time::Date {
    let seconds = i64::try_from(unix_seconds()).unwrap_or(i64::MAX);
    time::OffsetDateTime::from_unix_timestamp(seconds)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .date()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_agrees_with_the_time_crate() {
        let before = time::OffsetDateTime::now_utc().date();
        let today = today_utc();
        let after = time::OffsetDateTime::now_utc().date();
        assert!(today == before || today == after);
    }
}
