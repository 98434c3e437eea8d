//! The HTTP side of the server's one port: the browser build's files ([`files`], [`pages`]),
//! `/healthz`, WebSockets at `/ws` ([`ws`]) that join the same rooms as the desktop app, and
//! sync's requests under `/sync/` (`crate::sync`).
//!
//! `parlour_net::serve` accepts every connection, counts it against its address and finishes
//! TLS; a connection whose first bytes are an HTTP request comes here ([`Web`] is its
//! `HttpFront`). hyper reads the requests (HTTP/1.1, with a cap on the request head and a time
//! limit on it that also closes idle connections), axum routes them. Every request passes the
//! front door first: the client's address (a trusted proxy's X-Forwarded-For), the request
//! rate per address ([`rate`]), then one access-log line without the query string (room links
//! carry room codes there).

mod csp;
mod door;
mod files;
mod origin;
mod pages;
mod rate;
mod state;
mod ws;

pub(crate) use files::Site;

use crate::sync::SyncService;
use axum::Router;
use axum::extract::Request;
use axum::middleware;
use axum::routing::get;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use origin::{Origin, Origins};
use parlour_net::serve::{HttpConn, HttpFront, Hub};
use rate::RequestRate;
use state::{ConnInfo, WebState};
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tower_service::Service;

/// hyper's smallest allowed read buffer, and so the smallest head cap.
pub const MIN_HEADER_BYTES: usize = 8 * 1024;

/// The HTTP side's settings (from the command line).
#[derive(Clone, Debug)]
pub struct WebSettings {
    /// Page origins besides the server's own whose WebSockets are accepted.
    pub origins: Vec<String>,
    /// The server's public address (`--public-url`).
    pub public_url: Option<String>,
    /// Requests per minute and address.
    pub requests_per_minute: u32,
    /// The most a request's head may take, in bytes.
    pub max_header_bytes: usize,
    /// How long a connection may take to send a request's head, or stay idle between requests.
    pub idle: Duration,
}

/// The HTTP side, plugged into `parlour_net::serve`.
pub struct Web {
    router: Router,
    max_header_bytes: usize,
    idle: Duration,
}

impl Web {
    /// The HTTP side over `hub`'s rooms, serving `site` when there is one. Fails when an origin
    /// or the public address is not an `http(s)://` address.
    pub(crate) fn new(
        settings: &WebSettings,
        site: Option<Site>,
        hub: Arc<Hub>,
        sync: Option<Arc<SyncService>>,
    ) -> Result<Self, String> {
        let public = match &settings.public_url {
            Some(url) => Some(Origin::parse(url).ok_or_else(|| {
                format!("--public-url {url}: give an http:// or https:// address")
            })?),
            None => None,
        };
        let mut others = Vec::new();
        for text in &settings.origins {
            others.push(Origin::parse(text).ok_or_else(|| {
                format!("--allow-origin {text}: give an origin such as https://example.org")
            })?);
        }
        let trusted_proxies = hub.limits().trusted_proxies.clone();
        let state = Arc::new(WebState {
            hub,
            site,
            origins: Origins { public, others },
            rate: Mutex::new(RequestRate::new(settings.requests_per_minute)),
            trusted_proxies,
        });
        let sync_routes = match sync {
            Some(sync) => {
                let others = state.origins.others.iter().map(Origin::as_str);
                crate::sync::router(sync).layer(crate::sync::cors(others))
            }
            None => crate::sync::off_router(),
        };
        let router = Router::new()
            .route("/healthz", get(pages::healthz))
            .route(pages::SERVER_FILE, get(pages::server_file))
            .route("/ws", get(ws::upgrade))
            .merge(sync_routes)
            .fallback(pages::page)
            .layer(middleware::from_fn_with_state(
                state.clone(),
                door::front_door,
            ))
            .with_state(state);
        Ok(Self {
            router,
            max_header_bytes: settings.max_header_bytes.max(MIN_HEADER_BYTES),
            idle: settings.idle,
        })
    }

    async fn serve_conn(router: Router, max_header_bytes: usize, idle: Duration, conn: HttpConn) {
        let HttpConn {
            io,
            peer,
            secure,
            permit,
            mut shutdown,
        } = conn;
        let info = ConnInfo {
            peer,
            secure,
            permit: permit.map(Arc::new),
        };
        let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(info.clone());
            let mut router = router.clone();
            async move { router.call(request.map(axum::body::Body::new)).await }
        });
        let mut builder = hyper::server::conn::http1::Builder::new();
        builder
            .timer(TokioTimer::new())
            // Starts when the connection waits for a request's head: a head that never ends
            // and a connection idle between requests are both closed after it.
            .header_read_timeout(idle)
            .max_buf_size(max_header_bytes);
        let conn = builder
            .serve_connection(TokioIo::new(io), service)
            .with_upgrades();
        tokio::pin!(conn);
        tokio::select! {
            _ = conn.as_mut() => {}
            _ = shutdown.changed() => {
                conn.as_mut().graceful_shutdown();
                let _ = tokio::time::timeout(Duration::from_secs(2), conn).await;
            }
        }
    }
}

impl HttpFront for Web {
    fn serve(&self, conn: HttpConn) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        Box::pin(Self::serve_conn(
            self.router.clone(),
            self.max_header_bytes,
            self.idle,
            conn,
        ))
    }
}
