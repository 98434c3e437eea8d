//! The Mahjong room server: many rooms in one headless process, on tokio. The rooms, the wire
//! protocol and TLS are `parlour_net`'s (the same code the LAN host runs); this crate adds the
//! command line ([`Options`]), the HTTP side of the port (the browser build's files, `/healthz`
//! and WebSockets into the same rooms: `web`), sync between a player's devices (`sync`, a
//! store per sync code in SQLite or PostgreSQL), structured logs, the signals that stop it, and
//! a load generator ([`load`]). Architecture invariant: no GUI crate; the HTTP stack (hyper,
//! axum) lives here and nowhere below.

// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

pub mod load;
mod options;
mod peer;
mod sync;
mod web;

pub use options::{DEFAULT_STATE_DIR, LogFormat, Options};
pub use sync::SyncClock;
pub use web::WebSettings;

use parlour_net::serve::TlsAcceptor;
use parlour_net::serve::{self, Front, Hub, LogLine, Logger};
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// A server that is running.
pub struct Running {
    addr: SocketAddr,
    hub: Arc<Hub>,
    stop: watch::Sender<Option<String>>,
    task: JoinHandle<()>,
    sync: Option<(Arc<sync::SyncService>, JoinHandle<()>)>,
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
        if let Some((sync, sweeper)) = self.sync {
            sweeper.abort();
            sync.close().await;
        }
    }
}

/// Binds and starts serving on the current tokio runtime.
pub async fn start(options: &Options, logger: Logger) -> io::Result<Running> {
    start_with_clock(options, logger, SyncClock::system()).await
}

/// [`start`], with sync's times read from `clock` (tests move it instead of waiting a year).
pub async fn start_with_clock(
    options: &Options,
    logger: Logger,
    clock: SyncClock,
) -> io::Result<Running> {
    let tls = tls_acceptor(options)?;
    let sync = open_sync(options, clock, logger.clone()).await?;
    let transport = if tls.is_some() {
        "TLS: Parlour's lines and HTTPS"
    } else {
        "plain TCP: Parlour's lines and HTTP"
    };
    let (site, site_line) = match &options.web_root {
        Some(dir) => {
            let (site, line) = load_site(dir, options.web_root_max_mib).await?;
            (Some(site), Some(line))
        }
        None => (None, None),
    };
    let hub = Hub::new(options.serve_config(), logger);
    let web = web::Web::new(&options.web_settings(), site, hub.clone(), sync.clone())
        .map_err(io::Error::other)?;
    let listener = tokio::net::TcpListener::bind((options.bind, options.port)).await?;
    let addr = listener.local_addr()?;
    let (stop, shutdown) = watch::channel(None);
    let front = Front {
        tls,
        http: Some(Arc::new(web)),
    };
    let task = tokio::spawn(serve::serve(listener, front, hub.clone(), shutdown));
    hub.log(
        None,
        None,
        format!(
            "listening on {addr} ({transport}; at most {} rooms)",
            options.max_rooms
        ),
    );
    let served = site_line.unwrap_or_else(|| "no web root: /ws and /healthz only".into());
    hub.log(None, None, format!("web: {served}"));
    match &sync {
        Some(sync) => sync.announce().await,
        None => hub.log(None, None, "sync: off (--no-sync)".into()),
    }
    Ok(Running {
        addr,
        hub,
        stop,
        task,
        sync: sync.map(|sync| {
            let sweeper = sync.spawn_sweeper();
            (sync, sweeper)
        }),
    })
}

/// Opens sync's database (making the state folder when it is the default one), unless
/// --no-sync.
async fn open_sync(
    options: &Options,
    clock: SyncClock,
    logger: Logger,
) -> io::Result<Option<Arc<sync::SyncService>>> {
    let systemd = std::env::var_os("STATE_DIRECTORY");
    let Some((settings, folder)) = options.sync_settings(systemd.as_deref()) else {
        return Ok(None);
    };
    if let Some(folder) = folder {
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        // The players' data: readable by the server's user only.
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(&folder).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("cannot make the state folder {}: {e}", folder.display()),
            )
        })?;
    }
    let sync = sync::SyncService::open(settings, clock, logger)
        .await
        .map_err(io::Error::other)?;
    Ok(Some(sync))
}

/// Reads and compresses the web root off the runtime's threads; the line says what it holds.
async fn load_site(dir: &std::path::Path, max_mib: u64) -> io::Result<(web::Site, String)> {
    let started = Instant::now();
    let path = dir.to_owned();
    let max = max_mib.saturating_mul(1024 * 1024);
    let site = tokio::task::spawn_blocking(move || web::Site::load(&path, max))
        .await
        .map_err(io::Error::other)??;
    let mib = |bytes: u64| bytes as f64 / (1024.0 * 1024.0);
    let (gzip, brotli) = site.compressed_bytes();
    let mut line = format!(
        "serving {} ({} files, {:.1} MiB; gzip {:.1} MiB, brotli {:.1} MiB; read and compressed in {:.1} s)",
        dir.display(),
        site.files.len(),
        mib(site.bytes),
        mib(gzip),
        mib(brotli),
        started.elapsed().as_secs_f64()
    );
    if site.skipped > 0 {
        line.push_str(&format!(
            "; {} entries left out (not plain names)",
            site.skipped
        ));
    }
    Ok((site, line))
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
