//! The Mahjong room server: many rooms in one headless process, on tokio. The rooms, the wire
//! protocol and TLS are `parlour_net`'s (the same code the LAN host runs); this crate adds the
//! command line ([`Options`]), structured logs, the signals that stop it, and a load generator
//! ([`load`]). Architecture invariant: no GUI crate.

// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

pub mod load;
mod options;

pub use options::{LogFormat, Options};

use parlour_net::serve::TlsAcceptor;
use parlour_net::serve::{self, Hub, LogLine, Logger};
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// A server that is running.
pub struct Running {
    addr: SocketAddr,
    hub: Arc<Hub>,
    stop: watch::Sender<Option<String>>,
    task: JoinHandle<()>,
}

impl Running {
    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Rooms open now.
    pub fn room_count(&self) -> usize {
        self.hub.room_count()
    }

    /// Stops it: every room tells its players `reason` and closes; returns when they have.
    pub async fn stop(self, reason: &str) {
        let _ = self.stop.send(Some(reason.to_owned()));
        let _ = self.task.await;
    }
}

/// Binds and starts serving on the current tokio runtime.
pub async fn start(options: &Options, logger: Logger) -> io::Result<Running> {
    let tls = tls_acceptor(options)?;
    let transport = if tls.is_some() { "TLS" } else { "plain TCP" };
    let listener = tokio::net::TcpListener::bind((options.bind, options.port)).await?;
    let addr = listener.local_addr()?;
    let hub = Hub::new(options.serve_config(), logger);
    let (stop, shutdown) = watch::channel(None);
    let task = tokio::spawn(serve::serve(listener, tls, hub.clone(), shutdown));
    hub.log(
        None,
        None,
        format!(
            "listening on {addr} ({transport}; at most {} rooms)",
            options.max_rooms
        ),
    );
    Ok(Running {
        addr,
        hub,
        stop,
        task,
    })
}

/// The largest certificate or key file the server reads.
const MAX_PEM_BYTES: u64 = 1024 * 1024;

fn read_pem(path: &std::path::Path) -> io::Result<Vec<u8>> {
    let named = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", path.display()));
    let size = std::fs::metadata(path).map_err(named)?.len();
    if size > MAX_PEM_BYTES {
        return Err(io::Error::other(format!(
            "{} is {size} bytes; a PEM file over {MAX_PEM_BYTES} bytes is refused",
            path.display()
        )));
    }
    std::fs::read(path).map_err(named)
}

fn tls_acceptor(options: &Options) -> io::Result<Option<TlsAcceptor>> {
    let (cert, key) = match (&options.tls_cert, &options.tls_key) {
        (None, None) => return Ok(None),
        (Some(cert), Some(key)) => (cert, key),
        _ => {
            return Err(io::Error::other(
                "give both --tls-cert and --tls-key, or neither",
            ));
        }
    };
    let cert_pem = read_pem(cert)?;
    let key_pem = read_pem(key)?;
    let config = parlour_net::tls::server_config(&cert_pem, &key_pem)
        .map_err(|e| io::Error::other(format!("TLS: {e}")))?;
    Ok(Some(TlsAcceptor::from(config)))
}

/// A logger that writes through `tracing`, with the room and the address as fields.
pub fn tracing_logger() -> Logger {
    Arc::new(|line: LogLine| {
        let room = line.room.as_deref().unwrap_or("-");
        match line.peer {
            Some(peer) => tracing::info!(room, %peer, "{}", line.message),
            None => tracing::info!(room, "{}", line.message),
        }
    })
}
