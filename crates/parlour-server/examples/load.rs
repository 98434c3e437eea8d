//! The room server under load: ROOMS rooms of four computer-played clients at once against a
//! running `parlour-server`, with the round trip of every move and the server's memory.
//!
//! ```text
//! parlour-server --bind 127.0.0.1 --port 47480 --max-rooms 2000 \
//!     --max-conns-per-address 5000 --rooms-per-address 2000 &
//! cargo run --release -p parlour-server --example load -- 127.0.0.1:47480 1000 250 $!
//! ```
//! The arguments: the server, the rooms, each client's thinking time before a move in
//! milliseconds (0 floods the server), the server's process id, which adds its memory
//! (Linux: /proc/PID/status), and how the clients connect: `tcp` (the default), `ws` (every
//! client over a WebSocket at /ws, as browsers do) or `mixed` (two of each in every room).

#![allow(clippy::print_stdout)] // a command-line tool: it prints its report

use parlour_rules::mahjong::bot::Difficulty;
use parlour_server::load::{self, LoadConfig};
use std::time::Duration;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let addr = args
        .next()
        .unwrap_or_else(|| "127.0.0.1:47480".into())
        .parse()?;
    let rooms: usize = args.next().unwrap_or_else(|| "1000".into()).parse()?;
    let think_ms: u64 = args.next().unwrap_or_else(|| "0".into()).parse()?;
    let pid = args.next();
    let transport = args.next().unwrap_or_else(|| "tcp".into());
    let websocket_seats = match transport.as_str() {
        "tcp" => 0,
        "mixed" => 2,
        "ws" => 4,
        other => return Err(format!("{other}: the transport is tcp, ws or mixed").into()),
    };
    let memory = |what: &str| pid.as_deref().and_then(|pid| memory_kib(pid, what));
    let before = memory("VmRSS:");
    let runtime = tokio::runtime::Runtime::new()?;
    let config = LoadConfig {
        addr,
        rooms,
        rounds: 1,
        level: Difficulty::Medium,
        room_limit: Duration::from_secs(600),
        audit: false,
        think: Duration::from_millis(think_ms),
        websocket_seats,
    };
    // Sample the server's memory while the games run.
    let sampler = pid.clone().map(|pid| {
        std::thread::spawn(move || {
            let mut peak = 0;
            // Until the run is done (at most an hour: the room limit is ten minutes).
            for _ in 0..36_000 {
                match memory_kib(&pid, "VmRSS:") {
                    Some(kib) => peak = peak.max(kib),
                    None => break,
                }
                std::thread::sleep(Duration::from_millis(100));
                if std::path::Path::new("/tmp/parlour-load-done").exists() {
                    break;
                }
            }
            peak
        })
    });
    let _ = std::fs::remove_file("/tmp/parlour-load-done");
    let report = runtime.block_on(load::run(config));
    let _ = std::fs::write("/tmp/parlour-load-done", b"");
    let peak = sampler.and_then(|s| s.join().ok());
    println!(
        "rooms: {rooms} ({} clients, {websocket_seats} of each room's four over WebSocket), \
         thinking {think_ms} ms before each move",
        rooms * 4
    );
    println!(
        "finished: {} rooms, agreeing on scores: {}",
        report.rooms_finished, report.rooms_agreeing
    );
    println!("errors: {}", report.errors.len());
    for error in report.errors.iter().take(5) {
        println!("  {error}");
    }
    println!("moves timed: {}", report.round_trips.len());
    for p in [50.0, 90.0, 99.0, 99.9] {
        println!(
            "round trip p{p}: {:.2} ms",
            report.percentile(p).as_secs_f64() * 1000.0
        );
    }
    println!("wall time: {:.1} s", report.elapsed.as_secs_f64());
    if let (Some(before), Some(peak)) = (before, peak) {
        println!(
            "server memory: {} KiB before, {} KiB peak (VmRSS sampled every 100 ms)",
            before, peak
        );
        println!(
            "server memory per room: {:.1} KiB",
            (peak.saturating_sub(before)) as f64 / rooms as f64
        );
    }
    if let Some(hwm) = memory("VmHWM:") {
        println!("server high-water mark (VmHWM): {hwm} KiB");
    }
    Ok(())
}

/// A memory figure from /proc/PID/status, in KiB.
fn memory_kib(pid: &str, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
