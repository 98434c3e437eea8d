//! Who a request is from, as the front door (`web::door`) works it out and the handlers of the
//! web side and of sync read it.

use std::net::IpAddr;

/// The address a request is counted and logged under: the peer's, or the one a trusted proxy
/// forwarded.
#[derive(Clone, Copy)]
pub(crate) struct ClientAddr(pub(crate) IpAddr);
