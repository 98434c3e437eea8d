//! What the online menu holds: the server, and the room to make or join.

/// What the online menu holds: the server, and the room to make or join.
#[derive(Clone, Debug, Default)]
pub(crate) struct OnlineForm {
    /// The server as typed (host:port).
    pub server: String,
    /// Speak TLS to it.
    pub tls: bool,
    /// A CA file to trust instead of the system's roots (empty: the system's).
    pub ca_file: String,
    /// The room code typed to join.
    pub code: String,
    /// Computer players to seat at once in a new room.
    pub bots: u8,
}
