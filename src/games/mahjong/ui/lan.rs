//! Mahjong with friends from the panel: on the LAN, host a table (the host runs on its own
//! thread in this process, see `parlour_net::host`) or join one found by LAN discovery or
//! typed as an address; online, make or join a room by code on a room server
//! (`parlour-server`). Then a lobby, and the hand on the same board as the single-player game,
//! painted from the [`SeatView`] the host sends (this window never holds more than its own
//! view, and applies no rules: every click goes to the host as a move).
//!
//! The network never blocks the UI thread: connecting, reading, writing and searching run on
//! threads of the platform's sessions ([`crate::platform::net`]); each frame drains their channels, and
//! they wake the window when something arrives.

use super::kept_seat::SeatKeeper;
use super::online_form::OnlineForm;
use super::{Hint, MahjongOptions, board, hint_for};
use crate::panel::{Counter, PanelContext};
use crate::platform::address::RoomLink;
use crate::platform::net::{self, HostHandle, Session};
use crate::t;
use parlour_proto::autoplay::AutoPlayer;
use parlour_proto::client::{self, DISCOVERY_PORT, Found, Join, SessionEvent, Target, Waker};
use parlour_proto::hosting::{HostConfig, Timing};
use parlour_proto::protocol::{ClientMsg, RoomRequest, SeatInfo, ServerMsg};
use parlour_rules::mahjong::view::{PhaseView, SeatView};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// The TCP port a table hosted from the window listens on (another is picked when it is busy).
pub const DEFAULT_PORT: u16 = 47_470;

/// Where the panel hosts and looks for tables. The defaults serve a real LAN; tests host on
/// loopback with a free port.
#[derive(Clone, Debug)]
pub struct LanConfig {
    /// The address a hosted table listens on.
    pub bind: IpAddr,
    /// The TCP port a hosted table listens on (0 picks a free one).
    pub port: u16,
    /// The UDP port a hosted table answers discovery on (`None`: no discovery).
    pub discovery_port: Option<u16>,
    /// Where discovery queries go.
    pub search_targets: Vec<SocketAddr>,
    /// How long a search waits for answers.
    pub search_wait: Duration,
    /// The host's clocks (`None`: from the player's options).
    pub timing: Option<Timing>,
}

impl Default for LanConfig {
    fn default() -> Self {
        Self {
            bind: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            port: DEFAULT_PORT,
            discovery_port: Some(DISCOVERY_PORT),
            search_targets: vec![client::broadcast_target(), client::loopback_target()],
            search_wait: Duration::from_millis(800),
            timing: None,
        }
    }
}

/// A countdown the host announced, on egui's clock.
#[derive(Clone, Copy, Debug)]
pub(super) struct Deadline {
    /// When the countdown ends, on egui's clock.
    pub(super) ends: f64,
    /// Its whole length in seconds.
    pub(super) total: f64,
}

/// Where friends play: a table on the LAN, or a room on a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// A table on the local network.
    Lan,
    /// A room on a room server.
    Online,
}

/// A connection to a table and what it told us.
pub(crate) struct Conn {
    pub(super) session: Session,
    /// Where the table is.
    pub target: Target,
    /// On the LAN or online.
    pub place: Place,
    /// The seat the host gave (after its welcome).
    pub seat: Option<u8>,
    /// The room code (after the welcome).
    pub room: Option<String>,
    /// The web page that joins this room, when the room server has a public address.
    pub link: Option<String>,
    /// Who sits where, from the last lobby message.
    pub seats: Vec<SeatInfo>,
    /// Whether the game has started.
    pub started: bool,
    /// This seat's view, from the last state message.
    pub view: Option<SeatView>,
    pub(super) deadline: Option<Deadline>,
    pub(super) last_discarder: Option<u8>,
    pub(super) hint: Option<Hint>,
    /// Whether the hello carried a seat token (a refusal then means the seat is lost).
    pub(super) with_token: bool,
}

/// A table this window sat at, to go back to with the seat token after a dropped connection.
#[derive(Clone, Debug)]
pub(crate) struct Rejoin {
    /// Where the table is.
    pub target: Target,
    /// On the LAN or online.
    pub place: Place,
    /// Its room code.
    pub room: String,
    /// The seat token that takes the seat back.
    pub(super) token: String,
}

/// A table hosted by this window.
pub(crate) struct Hosted {
    /// The running host.
    pub handle: HostHandle,
    /// The address friends type (this computer's LAN address, or the bound one).
    pub shown_addr: SocketAddr,
    /// The host's latest log lines (joins, drops, refusals).
    pub log: Vec<String>,
}

/// The LAN screens' state: the menu (host, join), the lobby, the game.
pub(crate) struct Lan {
    config: LanConfig,
    waker: Waker,
    /// On the LAN or online.
    pub place: Place,
    /// The online menu's fields.
    pub online: OnlineForm,
    /// The name others see.
    pub name: String,
    /// The address typed to join.
    pub address: String,
    /// What went wrong last (shown on the menu).
    pub notice: Option<String>,
    searching: Option<Receiver<Result<Vec<Found>, String>>>,
    /// Tables found by the last search.
    pub found: Vec<Found>,
    /// The last search's outcome, when it found nothing or failed.
    pub search_note: Option<String>,
    /// The table this window hosts.
    pub hosted: Option<Hosted>,
    /// The connection to a table (this window's own, or a friend's).
    pub conn: Option<Conn>,
    /// The table to go back to after a dropped connection.
    pub rejoin: Option<Rejoin>,
    /// A computer player answering for this seat (a room link's `autoplay=LEVEL`).
    pub autoplayer: Option<(parlour_rules::mahjong::bot::Difficulty, AutoPlayer)>,
    /// Where the seat at an online room is kept for a reload.
    pub(super) keeper: SeatKeeper,
    /// After a dropped connection in an online game: when to try the seat token again (egui's
    /// clock) and how many tries are left.
    pub(super) retry: Option<(f64, u8)>,
}

/// What the panel should do after a frame of the LAN screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LanExit {
    /// Stay on the LAN screens.
    Stay,
    /// Back to the game against the computer.
    Close,
}

impl Lan {
    /// The online room this window sits at (or is taking its seat back at), for the page's
    /// address; a LAN table has no link.
    pub fn room_link(&self) -> Option<RoomLink> {
        let room = match (&self.conn, &self.rejoin) {
            (Some(conn), _) if conn.place == Place::Online => conn.room.clone(),
            (None, Some(rejoin)) if rejoin.place == Place::Online => Some(rejoin.room.clone()),
            _ => None,
        }?;
        Some(RoomLink {
            code: room,
            autoplay: self.autoplayer.as_ref().map(|(level, _)| *level),
        })
    }

    /// Opens the LAN menu (and starts looking for tables) or the online one. `ctx` is woken
    /// by the network; `options` hold the name and the server used last time; `keeper` keeps
    /// an online seat for a reload.
    pub fn open(
        config: LanConfig,
        place: Place,
        options: &MahjongOptions,
        keeper: SeatKeeper,
        ctx: &egui::Context,
    ) -> Self {
        let ctx = ctx.clone();
        let mut lan = Self {
            config,
            waker: Arc::new(move || ctx.request_repaint()),
            place,
            online: OnlineForm {
                server: options.online_server.clone(),
                tls: options.online_tls,
                ca_file: options.online_ca_file.clone(),
                code: String::new(),
                bots: 0,
            },
            name: Some(options.lan_name.trim())
                .filter(|name| !name.is_empty())
                .map_or_else(default_name, str::to_owned),
            address: String::new(),
            notice: None,
            searching: None,
            found: Vec::new(),
            search_note: None,
            hosted: None,
            conn: None,
            rejoin: None,
            autoplayer: None,
            keeper,
            retry: None,
        };
        if place == Place::Lan {
            lan.search();
        }
        lan
    }

    /// Whether a search runs.
    pub fn is_searching(&self) -> bool {
        self.searching.is_some()
    }

    pub(super) fn search(&mut self) {
        self.search_note = None;
        self.searching = Some(net::search(
            self.config.search_targets.clone(),
            self.config.search_wait,
            self.waker.clone(),
        ));
    }

    pub(super) fn connect(&mut self, addr: SocketAddr, token: Option<String>) {
        self.connect_to(Target::plain(addr), Place::Lan, token, None);
    }

    pub(super) fn rejoin(&mut self) {
        if let Some(rejoin) = self.rejoin.clone() {
            let room = (rejoin.place == Place::Online).then(|| RoomRequest::Join {
                code: rejoin.room.clone(),
            });
            self.connect_to(rejoin.target, rejoin.place, Some(rejoin.token), room);
        }
    }

    pub(super) fn connect_to(
        &mut self,
        target: Target,
        place: Place,
        token: Option<String>,
        room: Option<RoomRequest>,
    ) {
        self.notice = None;
        let with_token = token.is_some();
        let join = Join {
            name: self.name.clone(),
            token,
            room,
        };
        let session = Session::connect(target.clone(), join, self.waker.clone());
        self.conn = Some(Conn {
            session,
            target,
            place,
            seat: None,
            room: None,
            link: None,
            seats: Vec::new(),
            started: false,
            view: None,
            deadline: None,
            last_discarder: None,
            hint: None,
            with_token,
        });
    }

    pub(super) fn host(&mut self, options: &MahjongOptions) {
        let entropy = parlour_proto::entropy::random_u64();
        let timing = self.config.timing.unwrap_or_else(|| Timing {
            claim_window: Duration::from_secs_f64(options.countdown().unwrap_or(10.0)),
            ..Timing::for_people()
        });
        let mut config = HostConfig {
            bind: SocketAddr::new(self.config.bind, self.config.port),
            bot_seats: 0,
            game_no: parlour_proto::entropy::fresh_deal_no(),
            settings: options.table_settings(),
            difficulty: options.difficulty,
            timing,
            auto_start: false,
            discovery_port: self.config.discovery_port,
            entropy,
        };
        // The usual port may be taken by another table on this computer: any free one will do,
        // friends see it on the lobby.
        let started = net::host_table(config.clone()).or_else(|_| {
            config.bind.set_port(0);
            net::host_table(config)
        });
        let handle = match started {
            Ok(handle) => handle,
            Err(e) => {
                self.notice = Some(t!("mahjong-host-failed", error = e.to_string()));
                return;
            }
        };
        let port = handle.addr().port();
        let shown_ip = if self.config.bind.is_unspecified() {
            net::local_address().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
        } else {
            self.config.bind
        };
        let own = if self.config.bind.is_unspecified() {
            SocketAddr::from((Ipv4Addr::LOCALHOST, port))
        } else {
            handle.addr()
        };
        self.hosted = Some(Hosted {
            handle,
            shown_addr: SocketAddr::new(shown_ip, port),
            log: Vec::new(),
        });
        self.connect(own, None);
    }

    /// Leaves the table; a hosted table closes (its clients are told). Leaving on purpose
    /// offers no way back, and forgets the kept seat.
    pub(super) fn leave(&mut self) {
        let held = self.rejoin.take().map(|r| r.token);
        let held_token = held.as_deref();
        self.retry = None;
        if self.place == Place::Online {
            self.keeper.forget_if_ours(held_token);
        }
        self.close();
    }

    /// Says goodbye to the table and closes a hosted one. The kept seat stays: closing the
    /// window or the page is not leaving the table on purpose.
    fn close(&mut self) {
        if let Some(conn) = self.conn.take() {
            conn.session.send(ClientMsg::Bye);
        }
        if let Some(hosted) = self.hosted.take() {
            net::close_table(hosted.handle);
        }
    }

    /// Drains the network: search results, the host's log, the connection's events.
    pub(super) fn poll(&mut self, cx: &mut PanelContext<'_>) {
        if let Some((at, left)) = self.retry
            && self.conn.is_none()
            && cx.now >= at
        {
            // Until this try ends (welcome, refusal or another drop), no other.
            self.retry = Some((f64::INFINITY, left));
            self.rejoin();
        }
        if let Some(rx) = &self.searching
            && let Ok(result) = rx.try_recv()
        {
            self.searching = None;
            match result {
                Ok(found) => {
                    self.found.clear();
                    // The same table may answer on several addresses: one entry per room.
                    for table in found {
                        if !self.found.iter().any(|f| f.room == table.room) {
                            self.found.push(table);
                        }
                    }
                    if self.found.is_empty() {
                        self.search_note = Some(t!("mahjong-search-none"));
                    }
                }
                Err(e) => self.search_note = Some(t!("mahjong-search-failed", error = e)),
            }
        }
        if let Some(hosted) = &mut self.hosted {
            hosted.log.extend(hosted.handle.take_log());
            let excess = hosted.log.len().saturating_sub(5);
            hosted.log.drain(..excess);
        }
        let events = self
            .conn
            .as_ref()
            .map(|c| c.session.poll())
            .unwrap_or_default();
        for event in events {
            self.handle(event, cx);
        }
    }

    fn handle(&mut self, event: SessionEvent, cx: &mut PanelContext<'_>) {
        let Some(conn) = &mut self.conn else {
            return;
        };
        match event {
            SessionEvent::Connected | SessionEvent::Garbage(_) => {}
            SessionEvent::Msg(ServerMsg::Welcome {
                seat,
                token,
                room,
                link,
                ..
            }) => self.welcomed(seat % 4, token, room, link, cx),
            SessionEvent::Msg(ServerMsg::Lobby { seats, started }) => {
                conn.seats = seats;
                conn.started = started;
            }
            SessionEvent::Msg(ServerMsg::State {
                view,
                deadline_ms,
                waiting_for,
            }) => {
                if let Some((_, player)) = &mut self.autoplayer
                    && let Some(mv) = player.respond(&view, &waiting_for)
                {
                    conn.session.send(ClientMsg::Act { mv });
                }
                let was_over = conn.view.as_ref().map(|v| &v.phase) == Some(&PhaseView::GameOver);
                if view.phase == PhaseView::GameOver && !was_over {
                    // The game is over: its seat is nothing to come back to.
                    self.keeper
                        .forget_if_ours(self.rejoin.as_ref().map(|r| r.token.as_str()));
                    cx.say(super::text::final_scores(&view));
                }
                conn.take_state(*view, deadline_ms, cx.now);
            }
            SessionEvent::Msg(ServerMsg::Refused { reason }) => {
                cx.say(t!("mahjong-host-refused", reason = reason));
            }
            SessionEvent::Msg(ServerMsg::Rejected { reason }) => {
                let notice = match (conn.place, conn.with_token) {
                    (Place::Online, true) => {
                        // The server knows the token no more: forget it, and say so.
                        self.keeper
                            .forget_if_ours(self.rejoin.as_ref().map(|r| r.token.as_str()));
                        let room = self.rejoin.as_ref().map_or(&self.online.code, |r| &r.room);
                        t!(
                            "mahjong-seat-not-taken-back",
                            room = room.as_str(),
                            reason = reason
                        )
                    }
                    (Place::Lan, ..) => t!("mahjong-table-rejected", reason = reason),
                    (Place::Online, ..) => t!("mahjong-server-rejected", reason = reason),
                };
                self.drop_conn(notice, cx);
                self.rejoin = None;
                self.retry = None;
            }
            SessionEvent::Msg(ServerMsg::HostLeft { reason }) => {
                let notice = match conn.place {
                    Place::Lan => t!("mahjong-host-left", reason = reason),
                    Place::Online => t!("mahjong-room-closed", reason = reason),
                };
                // A seat taken over by another tab or window: that one keeps it now.
                self.keeper
                    .forget_if_ours(self.rejoin.as_ref().map(|r| r.token.as_str()));
                self.drop_conn(notice, cx);
                self.rejoin = None;
                self.retry = None;
            }
            SessionEvent::Closed(reason) => self.closed(&reason, cx),
        }
    }

    pub(super) fn drop_conn(&mut self, notice: String, cx: &mut PanelContext<'_>) {
        self.conn = None;
        if let Some(hosted) = self.hosted.take() {
            net::close_table(hosted.handle);
        }
        cx.say(notice.clone());
        self.notice = Some(notice);
        if self.place == Place::Lan {
            // The tables listed before may be gone: look again.
            self.found.clear();
            self.search();
        }
    }

    /// The view the host last sent.
    pub fn view(&self) -> Option<&SeatView> {
        self.conn.as_ref().and_then(|c| c.view.as_ref())
    }

    /// Shows a hint for this seat (from its own view only).
    pub fn hint(&mut self) {
        if let Some(conn) = &mut self.conn {
            conn.hint = conn.view.as_ref().map(hint_for);
        }
    }

    /// The status bar's counters at a LAN table.
    pub fn counters(&self) -> Vec<Counter> {
        let Some(view) = self.conn.as_ref().and_then(|c| c.view.as_ref()) else {
            return Vec::new();
        };
        vec![
            Counter::new(
                t!("mahjong-counter-round"),
                t!(
                    "mahjong-counter-round-value",
                    wind = board::wind_name(view.round_wind),
                    hand = i64::from(view.hand_no)
                ),
            ),
            Counter::new(t!("mahjong-counter-wall"), view.wall_left),
            Counter::new(
                t!("mahjong-counter-score"),
                view.scores[usize::from(view.seat % 4)],
            ),
        ]
    }
}

impl Drop for Lan {
    fn drop(&mut self) {
        self.close();
    }
}

/// Reads "192.168.1.5:47470", "192.168.1.5" (the usual port) or "[::1]:47470".
pub(crate) fn parse_address(text: &str) -> Result<SocketAddr, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(t!("mahjong-address-missing"));
    }
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(addr);
    }
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Ok(SocketAddr::new(ip, DEFAULT_PORT));
    }
    Err(t!("mahjong-address-bad", address = text))
}

/// The name others see at first: the account's name, else "Player".
fn default_name() -> String {
    ["USER", "USERNAME"]
        .iter()
        .find_map(|key| std::env::var(key).ok().filter(|v| !v.trim().is_empty()))
        .unwrap_or_else(|| t!("mahjong-default-name"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_with_or_without_a_port() {
        assert_eq!(
            parse_address(" 192.168.1.5:5000 "),
            Ok(SocketAddr::from(([192, 168, 1, 5], 5000)))
        );
        assert_eq!(
            parse_address("10.0.0.2"),
            Ok(SocketAddr::from(([10, 0, 0, 2], DEFAULT_PORT)))
        );
        assert!(parse_address("").is_err());
        assert!(parse_address("kitchen-pc").is_err());
        assert!(parse_address("1.2.3.4:99999").is_err());
    }
}
