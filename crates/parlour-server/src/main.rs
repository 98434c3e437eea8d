//! `parlour-server`: the Mahjong room server. See docs/server.md.

use clap::Parser;
use parlour_server::{LogFormat, Options};
use std::process::ExitCode;

fn main() -> ExitCode {
    let options = Options::parse();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_target(false);
    match options.log_format {
        LogFormat::Text => subscriber.init(),
        LogFormat::Json => subscriber.json().flatten_event(true).init(),
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            tracing::error!("no async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(run(options))
}

async fn run(options: Options) -> ExitCode {
    let running = match parlour_server::start(&options, parlour_server::tracing_logger()).await {
        Ok(running) => running,
        Err(e) => {
            tracing::error!("cannot start on {}:{}: {e}", options.bind, options.port);
            return ExitCode::FAILURE;
        }
    };
    let signal = stop_signal().await;
    tracing::info!(signal, "stopping: telling every room");
    running
        .stop("The server is shutting down; your room has closed.")
        .await;
    tracing::info!("stopped");
    ExitCode::SUCCESS
}

/// Waits for Ctrl+C or (on Unix) SIGTERM, and names it.
async fn stop_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            return tokio::select! {
                _ = tokio::signal::ctrl_c() => "SIGINT",
                _ = term.recv() => "SIGTERM",
            };
        }
    }
    let _ = tokio::signal::ctrl_c().await;
    "Ctrl+C"
}
