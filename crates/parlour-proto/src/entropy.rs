//! Fresh randomness from the operating system, for the shell, the views, the command line and
//! the network. Engines never call this: they take a deal number and a seeded `DealRng`, so the
//! same number gives the same deal everywhere.

use rand::TryRngCore;

/// 64 random bits from the operating system (in a browser, its Web Crypto API). Should the OS
/// source ever fail (very early boot on some platforms), the wall clock and a counter stand in: a fresh deal then still differs
/// from the last one, which is all a deal number needs; room codes and seat tokens merely become
/// guessable, as they were before this module.
pub fn random_u64() -> u64 {
    rand::rngs::OsRng
        .try_next_u64()
        .unwrap_or_else(|_| clock_bits())
}

/// A fresh deal number for a new game the player did not number (below 10^9, see
/// [`parlour_rules::engine::deal::fresh_deal_no`]).
pub fn fresh_deal_no() -> u64 {
    parlour_rules::engine::deal::fresh_deal_no(random_u64())
}

fn clock_bits() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    // Two calls in the same clock tick still differ.
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let nanos = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let calls = CALLS.fetch_add(1, Ordering::Relaxed);
    (nanos ^ calls.rotate_left(32)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_deal_numbers_differ_and_stay_typeable() {
        let numbers: std::collections::HashSet<u64> = (0..64).map(|_| fresh_deal_no()).collect();
        assert!(
            numbers.len() > 60,
            "64 draws gave only {} numbers",
            numbers.len()
        );
        assert!(numbers.iter().all(|n| (1..1_000_000_000).contains(n)));
    }
}
