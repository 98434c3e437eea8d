//! What the HTTP side's handlers share: the state of the whole side, and what each
//! connection and request carries in its extensions.

use super::files::Site;
use super::origin::Origins;
use super::rate::RequestRate;
use parlour_net::serve::{ConnPermit, Hub};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};

/// What every request's handler shares.
pub(crate) struct WebState {
    /// The rooms, their limits and the log.
    pub(crate) hub: Arc<Hub>,
    /// The browser build, when `--web-root` gave one.
    pub(crate) site: Option<Site>,
    /// Which pages may open WebSockets.
    pub(crate) origins: Origins,
    /// Requests per address.
    pub(crate) rate: Mutex<RequestRate>,
    /// Proxies whose X-Forwarded-For names the player.
    pub(crate) trusted_proxies: Vec<IpAddr>,
}

/// One connection's facts, put into each of its requests.
#[derive(Clone)]
pub(crate) struct ConnInfo {
    /// Who connected (a trusted proxy, or the player).
    pub(crate) peer: SocketAddr,
    /// Whether it came through TLS.
    pub(crate) secure: bool,
    /// Its place in its address's count; a WebSocket keeps a clone while it is open.
    pub(crate) permit: Option<Arc<ConnPermit>>,
}

pub(crate) use crate::peer::ClientAddr;
