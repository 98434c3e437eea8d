//! One whole sync (`sync::run::sync_now`: pull, check, merge, write this device's files, push)
//! of a typical player's data (benches/support/typical_player.rs: a game in progress for every
//! game, 2,000 finished games, 20 layouts) against the real parlour-server started in this
//! process on loopback, with its SQLite store in a temporary folder, over the app's own HTTP
//! client. Three cases:
//! - the first sync of a device that made a new code (nothing on the server: an upload);
//! - a second device joining with an empty config folder: it pulls everything, writes it into
//!   its files and pushes the merged document back;
//! - the first device syncing again with nothing changed (the sync every few minutes).
//!
//! Figures in BENCHMARKS.md ("Sync"); the aim is under 300 ms.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stderr)]

#[path = "../tests/support/in_process_server.rs"]
mod in_process_server;
#[path = "support/typical_player.rs"]
mod typical_player;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use parlour::store::Store;
use parlour::sync::SyncCode;
use parlour::sync::client::{Client, PlatformHttp};
use parlour::sync::link::{Link, TlsMode};
use parlour::sync::run;
use std::time::Duration;

/// The protocol's requests to `server`, over the app's HTTP.
fn client(server: &str) -> Client<'_> {
    Client {
        server,
        tls: None,
        transport: &PlatformHttp,
    }
}

/// A new code from the server.
fn new_code(server: &str) -> SyncCode {
    pollster::block_on(client(server).new_code()).expect("a new code")
}

fn bench(c: &mut Criterion) {
    let state = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", state.path().join("sync.db").display());
    // Every request of the benchmark comes from one address: no throttle gets in the way.
    let flags = [
        "--db",
        &db,
        "--http-requests-per-minute",
        "1000000",
        "--sync-codes-per-hour",
        "1000000",
    ];
    let (runtime, running) = in_process_server::start(&flags);
    let server = running.addr().to_string();

    let first = tempfile::tempdir().unwrap();
    typical_player::write(first.path(), &typical_player::TYPICAL);
    let mut store = Store::open(Some(first.path().to_owned()));

    // The document as the server keeps it, once, for the figures.
    let mut link = Link::new(server.clone(), TlsMode::Plain, new_code(&server));
    pollster::block_on(run::sync_now(&mut store, &mut link, &PlatformHttp)).unwrap();
    let pulled = pollster::block_on(client(&server).pull(&link.code)).unwrap();
    let document = pulled.bytes.unwrap_or_default();
    let parsed: serde_json::Value = serde_json::from_slice(&document).unwrap();
    let files = &parsed["data"]["files"];
    eprintln!(
        "the document: {} bytes ({} files, {} layouts; records.json {} bytes as compact JSON)",
        document.len(),
        files.as_object().map_or(0, |f| f.len()),
        parsed["data"]["layouts"].as_array().map_or(0, |l| l.len()),
        serde_json::to_vec(&files["records.json"]).unwrap().len(),
    );

    let mut group = c.benchmark_group("sync a typical player");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(20));
    group.bench_function("first sync: upload to a new code", |b| {
        b.iter_batched_ref(
            || Link::new(server.clone(), TlsMode::Plain, new_code(&server)),
            |link| pollster::block_on(run::sync_now(&mut store, link, &PlatformHttp)).unwrap(),
            BatchSize::PerIteration,
        )
    });
    group.bench_function("second device: pull and merge everything", |b| {
        b.iter_batched_ref(
            || {
                let dir = tempfile::tempdir().unwrap();
                let store = Store::open(Some(dir.path().to_owned()));
                let joining = Link::new(server.clone(), TlsMode::Plain, link.code.clone());
                (dir, store, joining)
            },
            |(_dir, store, joining)| {
                let outcome =
                    pollster::block_on(run::sync_now(store, joining, &PlatformHttp)).unwrap();
                assert_eq!(outcome.taken.len(), 8, "every game in progress came");
                assert_eq!(outcome.layouts, typical_player::TYPICAL.layouts);
            },
            BatchSize::PerIteration,
        )
    });
    group.bench_function("again, nothing changed", |b| {
        b.iter(|| pollster::block_on(run::sync_now(&mut store, &mut link, &PlatformHttp)).unwrap())
    });
    group.finish();
    runtime.block_on(running.stop("benchmark over"));
}

criterion_group!(benches, bench);
criterion_main!(benches);
