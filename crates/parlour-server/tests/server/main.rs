//! The room server on loopback: rooms, limits, TLS, shutdown, hostile clients, a small load,
//! the web side (files, WebSockets, their limits) and sync (its store, on SQLite and, when
//! `PARLOUR_TEST_POSTGRES_URL` names one, PostgreSQL). Each test runs its own server on a free
//! port in this process.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

mod deploy;
mod hostile;
mod http;
mod load;
mod rooms;
mod signals;
mod sync;
mod sync_binary;
mod sync_cors;
mod tls;
mod web;
mod web_limits;
mod websocket;

use clap::Parser;
use parlour_net::client::{Client, ClientEvent};
use parlour_net::protocol::ServerMsg;
use parlour_net::serve::LogLine;
use parlour_server::{Options, Running, SyncClock};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A server on a free loopback port, its runtime and its log.
pub struct TestServer {
    pub runtime: tokio::runtime::Runtime,
    pub running: Option<Running>,
    pub log: Arc<Mutex<Vec<String>>>,
    /// The state folder (its sync database) when the test named none.
    _state: Option<tempfile::TempDir>,
}

impl TestServer {
    /// Starts one with these extra options.
    pub fn start(extra: &[&str]) -> Self {
        Self::try_start(extra).unwrap()
    }

    /// Starts one with these extra options, or says why it would not start.
    pub fn try_start(extra: &[&str]) -> Result<Self, String> {
        Self::try_start_at(extra, SyncClock::system())
    }

    /// Starts one with these extra options and sync's clock; a sync database in a folder of
    /// its own unless the options name one.
    pub fn try_start_at(extra: &[&str], clock: SyncClock) -> Result<Self, String> {
        let mut args = vec!["parlour-server", "--bind", "127.0.0.1", "--port", "0"];
        args.extend_from_slice(extra);
        let named = ["--db", "--state-dir", "--no-sync"];
        let state = if extra.iter().any(|a| named.contains(a)) {
            None
        } else {
            Some(tempfile::tempdir().unwrap())
        };
        let state_path = state
            .as_ref()
            .map(|d| d.path().to_str().unwrap().to_owned());
        if let Some(path) = &state_path {
            args.extend_from_slice(&["--state-dir", path]);
        }
        let options = Options::parse_from(args);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let kept = log.clone();
        let logger = Arc::new(move |line: LogLine| {
            kept.lock().unwrap().push(format!(
                "room={} peer={:?} {}",
                line.room.unwrap_or_default(),
                line.peer,
                line.message
            ));
        });
        let running = runtime
            .block_on(parlour_server::start_with_clock(&options, logger, clock))
            .map_err(|e| e.to_string())?;
        Ok(Self {
            runtime,
            running: Some(running),
            log,
            _state: state,
        })
    }

    pub fn addr(&self) -> std::net::SocketAddr {
        self.running.as_ref().unwrap().addr()
    }

    pub fn room_count(&self) -> usize {
        self.running.as_ref().unwrap().room_count()
    }

    pub fn log_has(&self, text: &str) -> bool {
        self.log.lock().unwrap().iter().any(|l| l.contains(text))
    }

    /// Stops it as SIGTERM would.
    pub fn stop(&mut self, reason: &str) {
        if let Some(running) = self.running.take() {
            self.runtime.block_on(running.stop(reason));
        }
    }
}

/// Waits (up to `limit`) for a message that `pick` accepts; panics with what came instead.
pub fn wait_for<T>(
    client: &Client,
    limit: Duration,
    mut pick: impl FnMut(&ServerMsg) -> Option<T>,
) -> T {
    let start = Instant::now();
    let mut seen = Vec::new();
    while start.elapsed() < limit {
        match client.recv_timeout(Duration::from_millis(50)) {
            Some(ClientEvent::Msg(msg)) => {
                if let Some(found) = pick(&msg) {
                    return found;
                }
                seen.push(format!("{msg:?}").chars().take(120).collect::<String>());
            }
            Some(other) => seen.push(format!("{other:?}")),
            None => {}
        }
    }
    panic!("timed out; saw {seen:#?}");
}

/// Waits until `done`, polling.
pub fn wait_until(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}
