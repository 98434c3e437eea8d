//! Limits against abuse, and the per-address bookkeeping that enforces them. Pure: the caller
//! passes the time in.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The server's limits. Every one is a command-line option of `parlour-server`.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Rooms open at once.
    pub max_rooms: usize,
    /// Connections open at once from one address.
    pub conns_per_address: usize,
    /// Rooms one address may create per [`Limits::window`].
    pub rooms_per_address: usize,
    /// Wrong room codes one address may try per [`Limits::window`] before its joins are refused
    /// until the window has passed.
    pub wrong_codes_per_address: usize,
    /// The window the per-address counts cover.
    pub window: Duration,
    /// How long a new connection may take to say hello (and finish TLS).
    pub hello_timeout: Duration,
    /// How long a seated connection may stay silent before it is closed (its seat is kept).
    pub idle_timeout: Duration,
    /// How long a room with nobody connected stays open.
    pub empty_room: Duration,
    /// Messages a slow client may have waiting before it is dropped.
    pub send_queue: usize,
    /// Reverse proxies whose connections are not counted against their own address: each
    /// player behind one is counted by the address the proxy forwards (the HTTP side reads it).
    pub trusted_proxies: Vec<IpAddr>,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_rooms: 1_000,
            conns_per_address: 16,
            rooms_per_address: 20,
            wrong_codes_per_address: 10,
            window: Duration::from_secs(600),
            hello_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(3_600),
            empty_room: Duration::from_secs(300),
            send_queue: 256,
            trusted_proxies: Vec::new(),
        }
    }
}

/// Counts per address.
#[derive(Default)]
pub(crate) struct PerAddress {
    conns: HashMap<IpAddr, usize>,
    rooms_made: HashMap<IpAddr, VecDeque<Instant>>,
    wrong_codes: HashMap<IpAddr, VecDeque<Instant>>,
}

impl PerAddress {
    /// Counts a new connection; false (and nothing counted) when the address has too many.
    pub(crate) fn open_conn(&mut self, ip: IpAddr, limits: &Limits) -> bool {
        let open = self.conns.entry(ip).or_default();
        if *open >= limits.conns_per_address {
            return false;
        }
        *open += 1;
        true
    }

    /// A connection from `ip` ended.
    pub(crate) fn close_conn(&mut self, ip: IpAddr) {
        if let Some(open) = self.conns.get_mut(&ip) {
            *open = open.saturating_sub(1);
            if *open == 0 {
                self.conns.remove(&ip);
            }
        }
    }

    /// Counts a room made by `ip` now; false when it made too many in the window.
    pub(crate) fn make_room(&mut self, ip: IpAddr, now: Instant, limits: &Limits) -> bool {
        record_if_under(
            &mut self.rooms_made,
            ip,
            now,
            limits.window,
            limits.rooms_per_address,
        )
    }

    /// Whether `ip` may try a code now (it has not tried too many wrong ones lately).
    pub(crate) fn may_try_code(&mut self, ip: IpAddr, now: Instant, limits: &Limits) -> bool {
        let Some(tries) = self.wrong_codes.get_mut(&ip) else {
            return true;
        };
        forget_before(tries, now, limits.window);
        tries.len() < limits.wrong_codes_per_address
    }

    /// `ip` tried a code that names no room.
    pub(crate) fn wrong_code(&mut self, ip: IpAddr, now: Instant, limits: &Limits) {
        record_if_under(
            &mut self.wrong_codes,
            ip,
            now,
            limits.window,
            limits.wrong_codes_per_address,
        );
    }

    /// Forgets what is older than the window, so the maps stay as small as the traffic.
    pub(crate) fn prune(&mut self, now: Instant, window: Duration) {
        for map in [&mut self.rooms_made, &mut self.wrong_codes] {
            map.retain(|_, times| {
                forget_before(times, now, window);
                !times.is_empty()
            });
        }
    }
}

fn forget_before(times: &mut VecDeque<Instant>, now: Instant, window: Duration) {
    while times
        .front()
        .is_some_and(|&t| now.saturating_duration_since(t) >= window)
    {
        times.pop_front();
    }
}

fn record_if_under(
    map: &mut HashMap<IpAddr, VecDeque<Instant>>,
    ip: IpAddr,
    now: Instant,
    window: Duration,
    limit: usize,
) -> bool {
    let times = map.entry(ip).or_default();
    forget_before(times, now, window);
    if times.len() >= limit {
        return false;
    }
    times.push_back(now);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            conns_per_address: 2,
            rooms_per_address: 2,
            wrong_codes_per_address: 3,
            window: Duration::from_secs(60),
            ..Limits::default()
        }
    }

    #[test]
    fn connections_per_address_are_capped_and_freed() {
        let (mut per, limits) = (PerAddress::default(), limits());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(per.open_conn(a, &limits) && per.open_conn(a, &limits));
        assert!(!per.open_conn(a, &limits));
        assert!(per.open_conn(b, &limits), "another address is not affected");
        per.close_conn(a);
        assert!(per.open_conn(a, &limits));
    }

    #[test]
    fn room_making_and_wrong_codes_are_limited_per_window() {
        let (mut per, limits) = (PerAddress::default(), limits());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let t0 = Instant::now();
        assert!(per.make_room(a, t0, &limits) && per.make_room(a, t0, &limits));
        assert!(!per.make_room(a, t0, &limits));
        assert!(per.make_room(a, t0 + Duration::from_secs(61), &limits));
        for _ in 0..3 {
            assert!(per.may_try_code(a, t0, &limits));
            per.wrong_code(a, t0, &limits);
        }
        assert!(!per.may_try_code(a, t0 + Duration::from_secs(30), &limits));
        assert!(per.may_try_code(a, t0 + Duration::from_secs(60), &limits));
        per.prune(t0 + Duration::from_secs(600), limits.window);
        assert!(per.rooms_made.is_empty() && per.wrong_codes.is_empty());
    }
}
