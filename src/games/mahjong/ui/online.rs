//! Online play's part of [`Lan`]: connecting to a room server with the trust the online form asks
//! for.

use super::lan::{Lan, Place};
use parlour_proto::autoplay::AutoPlayer;
use parlour_proto::client::{Roots, Target};
use parlour_proto::protocol::RoomRequest;
use parlour_rules::mahjong::bot::Difficulty;

/// The port a room server listens on unless told otherwise.
pub const SERVER_PORT: u16 = 47_480;

/// The largest CA file read, in bytes.
const MAX_CA_FILE: u64 = 1024 * 1024;

impl Lan {
    /// Opened from a room link: the join screen with `code` filled in, so the player types no
    /// more than a name. With `autoplay`, joins at once under the remembered name and lets a
    /// computer player of that level play the seat. A seat kept at that room (the page was
    /// reloaded) is taken back at once with its token, not a new one.
    pub(super) fn follow_link(&mut self, code: String, autoplay: Option<Difficulty>) {
        self.online.code.clone_from(&code);
        if let Some(level) = autoplay {
            self.autoplayer = Some((level, AutoPlayer::new(level)));
        }
        let kept = self.online_target().ok().and_then(|target| {
            let seat = self
                .keeper
                .read()
                .filter(|seat| seat.is_at(&target, &code))?;
            Some((target, seat))
        });
        if let Some((target, seat)) = kept {
            let room = RoomRequest::Join { code };
            self.connect_to(target, Place::Online, Some(seat.token), Some(room));
        } else if autoplay.is_some() {
            self.connect_online(false, 0);
        }
    }

    /// Connects to the room server in the online form: a new room, or the typed code.
    pub(super) fn connect_online(&mut self, new_room: bool, rounds: u8) {
        let target = match self.online_target() {
            Ok(target) => target,
            Err(e) => {
                self.notice = Some(e);
                return;
            }
        };
        let room = if new_room {
            RoomRequest::New {
                bots: self.online.bots.min(3),
                rounds,
            }
        } else {
            if self.online.code.trim().is_empty() {
                self.notice = Some(crate::t!("mahjong-room-code-missing"));
                return;
            }
            RoomRequest::Join {
                code: self.online.code.trim().to_owned(),
            }
        };
        self.connect_to(target, Place::Online, None, Some(room));
    }

    /// The server in the online form, with the TLS trust it asks for.
    fn online_target(&self) -> Result<Target, String> {
        let form = &self.online;
        if let Some(home) = crate::platform::net::home_server() {
            let roots = home.tls.then_some(Roots::System);
            return Target::parse(&home.address, SERVER_PORT, roots)
                .map_err(|e| super::text::server_error(&home.address, e));
        }
        let roots = match (form.tls, form.ca_file.trim()) {
            (false, _) => None,
            (true, "") => Some(Roots::System),
            (true, _) if !crate::platform::net::TRUSTS_CA_FILE => Some(Roots::System),
            (true, path) => {
                let pem = crate::store::file::read_capped(std::path::Path::new(path), MAX_CA_FILE)
                    .map_err(|e| crate::t!("mahjong-ca-file-failed", error = e.to_string()))?;
                Some(Roots::Pem(pem))
            }
        };
        Target::parse(&form.server, SERVER_PORT, roots)
            .map_err(|e| super::text::server_error(&form.server, e))
    }
}
