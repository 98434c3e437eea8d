//! Mahjong with friends on the desktop: sessions over TCP or TLS on their own thread
//! (`parlour_net::session`), and LAN tables hosted in this process and found by UDP discovery.

pub use parlour_net::discovery::local_address;
pub use parlour_net::host::{HostHandle, start as host_table};
pub use parlour_net::session::{Session, search};

/// Whether this platform can host a table on the LAN and look for one (a browser cannot listen
/// for connections or send UDP).
pub const HAS_LAN: bool = true;

/// Whether the online form offers a CA file to trust (a browser trusts what it trusts).
pub const TRUSTS_CA_FILE: bool = true;

/// The room server that served this program: none, the desktop has no page to come from, so
/// the player types a server.
pub fn home_server() -> Option<super::super::HomeServer> {
    None
}

/// Closes a hosted table off the UI thread: saying goodbye to a stalled client may take the host
/// a moment.
pub fn close_table(handle: HostHandle) {
    let spawned = std::thread::Builder::new()
        .name("mahjong-close".into())
        .spawn(move || handle.stop());
    // Without a thread the handle was dropped on the spot, which closes the table too.
    drop(spawned);
}
