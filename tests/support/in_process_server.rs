//! The real room server started in this process, on a free loopback port: for the tests and
//! benches that sync through it. Each test or bench is a crate of its own, so they share this
//! file by `#[path]`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a server that does not start fails the test

use clap::Parser as _;
use std::sync::Arc;

/// Starts `parlour-server` on 127.0.0.1 at a free port, with the further command-line options
/// `flags` (`--db`, throttles, TLS, ...). Keep the runtime as long as the server is used:
/// dropping it stops the server.
pub fn start(flags: &[&str]) -> (tokio::runtime::Runtime, parlour_server::Running) {
    let mut args = vec!["parlour-server", "--bind", "127.0.0.1", "--port", "0"];
    args.extend_from_slice(flags);
    let options = parlour_server::Options::parse_from(args);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let running = runtime
        .block_on(parlour_server::start(&options, Arc::new(|_| {})))
        .unwrap();
    (runtime, running)
}
