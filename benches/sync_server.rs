//! The sync server holding many codes' data (BENCHMARKS.md, "Sync"): starts the real
//! parlour-server in this process on loopback with a fresh database, fills it through its HTTP
//! requests with `CODES` codes' documents (each a `POST /sync/v1/codes` and a first upload),
//! then times pulls and pushes of random codes, one request at a time, over the app's own
//! HTTP client (a new connection per request, as a device makes), and prints the request
//! times' percentiles and the database's size.
//!
//! The documents are real: for each kind of player below, a config folder is written
//! (benches/support/typical_player.rs) and synced once with `sync_now`; the document the
//! server then holds is the one every code of that kind uploads. Most codes hold little, some
//! a typical player's data ([`MIX`]).
//!
//! ```text
//! cargo bench --bench sync_server -- CODES [--requests N] [--threads N] [--db URL]
//! ```
//!
//! Without `--db`, a SQLite file in a temporary folder, deleted at the end; with
//! `--db postgres://...`, an empty PostgreSQL database (the codes stay in it). Without `CODES`
//! (as in a plain `cargo bench`) it only says how to run it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    clippy::print_stderr
)]

#[path = "../tests/support/in_process_server.rs"]
mod in_process_server;
#[path = "support/typical_player.rs"]
mod typical_player;

use parlour::store::Store;
use parlour::sync::SyncCode;
use parlour::sync::client::{Client, PlatformHttp};
use parlour::sync::link::{Link, TlsMode};
use parlour::sync::run;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use typical_player::Profile;

/// The kinds of player, with how many codes in 100 hold each.
const MIX: [(&str, u32, Profile); 3] = [
    (
        "typical (every game in progress, 2,000 finished games, 20 layouts)",
        1,
        typical_player::TYPICAL,
    ),
    (
        "regular (3 games in progress, 300 finished games, 3 layouts)",
        9,
        Profile {
            games_in_progress: 3,
            finished_games: 300,
            layouts: 3,
        },
    ),
    (
        "new (1 game in progress, 20 finished games)",
        90,
        Profile {
            games_in_progress: 1,
            finished_games: 20,
            layouts: 0,
        },
    ),
];

/// The command line after `--`.
struct Args {
    codes: usize,
    requests: usize,
    threads: usize,
    db: Option<String>,
}

fn args() -> Option<Args> {
    let mut args = Args {
        codes: 0,
        requests: 4_000,
        threads: 4,
        db: None,
    };
    let mut words = std::env::args().skip(1).filter(|a| a != "--bench");
    while let Some(word) = words.next() {
        let mut value = || words.next().expect("a value after the option");
        match word.as_str() {
            "--requests" => args.requests = value().parse().expect("--requests N"),
            "--threads" => args.threads = value().parse().expect("--threads N"),
            "--db" => args.db = Some(value()),
            codes => args.codes = codes.parse().expect("CODES, a number"),
        }
    }
    (args.codes > 0).then_some(args)
}

/// splitmix64: the random codes and requests of the run, the same every run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn client(server: &str) -> Client<'_> {
    Client {
        server,
        tls: None,
        transport: &PlatformHttp,
    }
}

/// The document a player of `profile` uploads: written, synced once, pulled back.
fn document(server: &str, profile: &Profile) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    typical_player::write(dir.path(), profile);
    let mut store = Store::open(Some(dir.path().to_owned()));
    let code = pollster::block_on(client(server).new_code()).unwrap();
    let mut link = Link::new(server.to_owned(), TlsMode::Plain, code);
    pollster::block_on(run::sync_now(&mut store, &mut link, &PlatformHttp)).unwrap();
    let pulled = pollster::block_on(client(server).pull(&link.code)).unwrap();
    pollster::block_on(client(server).revoke(&link.code)).unwrap();
    pulled.bytes.unwrap()
}

/// One code in the database: its kind and its revision.
struct Held {
    code: SyncCode,
    kind: usize,
    revision: u64,
}

/// Makes `count` codes with their first upload, on `threads` threads; codes are given kinds
/// by [`MIX`], spread through the run.
fn fill(server: &str, documents: &[Vec<u8>], count: usize, threads: usize) -> Vec<Held> {
    let kinds: Vec<usize> = (0..count)
        .map(|i| {
            let slot = (i % 100) as u32;
            let mut below = 0;
            MIX.iter()
                .position(|(_, share, _)| {
                    below += share;
                    slot < below
                })
                .unwrap()
        })
        .collect();
    let next = AtomicUsize::new(0);
    let started = Instant::now();
    let mut held: Vec<Held> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= count {
                            return mine;
                        }
                        let kind = kinds[i];
                        let code = pollster::block_on(client(server).new_code()).unwrap();
                        let client = client(server);
                        let revision =
                            pollster::block_on(client.push(&code, 0, &documents[kind])).unwrap();
                        mine.push((
                            i,
                            Held {
                                code,
                                kind,
                                revision,
                            },
                        ));
                        if (i + 1).is_multiple_of(10_000) {
                            eprintln!(
                                "  {} codes in {:.0} s",
                                i + 1,
                                started.elapsed().as_secs_f64()
                            );
                        }
                    }
                })
            })
            .collect();
        let mut all: Vec<(usize, Held)> = workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect();
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, h)| h).collect()
    });
    held.shrink_to_fit();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "filled: {count} codes in {seconds:.0} s ({:.0} codes/s, {threads} threads)",
        count as f64 / seconds
    );
    held
}

/// Times per request kind and document kind.
#[derive(Default)]
struct Times {
    all: Vec<Duration>,
    by_kind: [Vec<Duration>; MIX.len()],
}

impl Times {
    fn add(&mut self, kind: usize, took: Duration) {
        self.all.push(took);
        self.by_kind[kind].push(took);
    }
}

fn percentiles(times: &mut [Duration]) -> String {
    if times.is_empty() {
        return "none".into();
    }
    times.sort_unstable();
    let at = |p: f64| {
        let i = ((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1;
        times[i].as_secs_f64() * 1e3
    };
    format!(
        "{} requests: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        at(0.50),
        at(0.90),
        at(0.99),
        times[times.len() - 1].as_secs_f64() * 1e3
    )
}

/// `requests` pulls and pushes, half each in a random order, of random codes, one at a time.
fn measure(server: &str, held: &mut [Held], documents: &[Vec<u8>], requests: usize) {
    let mut random = Random(37);
    let (mut pulls, mut pushes) = (Times::default(), Times::default());
    let started = Instant::now();
    for _ in 0..requests {
        let at = random.below(held.len());
        let one = &mut held[at];
        if random.next().is_multiple_of(2) {
            let began = Instant::now();
            let pulled = pollster::block_on(client(server).pull(&one.code)).unwrap();
            pulls.add(one.kind, began.elapsed());
            assert_eq!(pulled.revision, one.revision);
            assert_eq!(pulled.bytes.as_deref(), Some(&documents[one.kind][..]));
        } else {
            let began = Instant::now();
            let client = client(server);
            let push = client.push(&one.code, one.revision, &documents[one.kind]);
            let revision = pollster::block_on(push).unwrap();
            pushes.add(one.kind, began.elapsed());
            one.revision = revision;
        }
    }
    println!(
        "measured: {requests} requests of random codes, one at a time, in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    for (name, times) in [("pull (GET)", &mut pulls), ("push (PUT)", &mut pushes)] {
        println!("{name}: {}", percentiles(&mut times.all));
        for (k, (kind, _, _)) in MIX.iter().enumerate() {
            println!("    {kind}: {}", percentiles(&mut times.by_kind[k]));
        }
    }
}

/// The SQLite database's files and their sizes, in bytes.
fn sqlite_size(path: &std::path::Path) -> (u64, String) {
    let mut total = 0;
    let mut parts = Vec::new();
    for suffix in ["", "-wal", "-shm"] {
        let file = format!("{}{suffix}", path.display());
        if let Ok(meta) = std::fs::metadata(&file) {
            total += meta.len();
            parts.push(format!("sync.db{suffix} {:.1} MiB", mib(meta.len())));
        }
    }
    (total, parts.join(", "))
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

fn main() {
    let Some(args) = args() else {
        eprintln!(
            "sync_server: cargo bench --bench sync_server -- CODES [--requests N] [--threads N] \
             [--db URL] (fills a database with CODES codes' data; not run without CODES)"
        );
        return;
    };
    let state = tempfile::tempdir().unwrap();
    let sqlite = state.path().join("sync.db");
    let db = args
        .db
        .clone()
        .unwrap_or_else(|| format!("sqlite://{}", sqlite.display()));
    let flags = [
        "--db",
        &db,
        "--http-requests-per-minute",
        "100000000",
        "--sync-codes-per-hour",
        "100000000",
    ];
    let (runtime, running) = in_process_server::start(&flags);
    let server = running.addr().to_string();
    println!("server: {db}");

    let documents: Vec<Vec<u8>> = MIX
        .iter()
        .map(|(_, _, profile)| document(&server, profile))
        .collect();
    let mut expected = 0.0;
    for ((kind, share, _), bytes) in MIX.iter().zip(&documents) {
        let value: serde_json::Value = serde_json::from_slice(bytes).unwrap();
        let compact = serde_json::to_vec(&value).unwrap().len();
        println!(
            "{share:>3} in 100: {kind}: {} bytes ({compact} as compact JSON)",
            bytes.len()
        );
        expected += f64::from(*share) / 100.0 * bytes.len() as f64 * args.codes as f64;
    }
    println!(
        "documents of {} codes: {:.0} MiB in all",
        args.codes,
        expected / (1024.0 * 1024.0)
    );

    let mut held = fill(&server, &documents, args.codes, args.threads);
    if args.db.is_none() {
        println!("database after the fill: {}", sqlite_size(&sqlite).1);
    }
    measure(&server, &mut held, &documents, args.requests);
    if args.db.is_none() {
        println!("database, server running: {}", sqlite_size(&sqlite).1);
    }
    runtime.block_on(running.stop("benchmark over"));
    if args.db.is_none() {
        let (total, parts) = sqlite_size(&sqlite);
        println!(
            "database, server stopped: {parts}; {:.2} GiB, {:.1} KiB a code",
            total as f64 / (1024.0 * 1024.0 * 1024.0),
            total as f64 / 1024.0 / args.codes as f64
        );
    }
}
