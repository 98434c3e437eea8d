//! The hub: the rooms by code, the limits per address, and the log.

use super::limits::PerAddress;
use super::room_task::{self, RoomEvent, RoomOwner};
use super::{LogLine, Logger, ServeConfig};
use crate::protocol::{self, RoomRequest};
use crate::room::{Room, RoomConfig, RoomStatus};
use crate::seats::ConnId;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Events a room may have waiting; a connection that sends faster waits for the room.
const ROOM_QUEUE: usize = 64;

/// A room as the hub knows it: where its events go, and its status.
#[derive(Clone)]
pub(crate) struct RoomEntry {
    pub(crate) events: mpsc::Sender<RoomEvent>,
    pub(crate) status: Arc<Mutex<RoomStatus>>,
}

/// One open connection in its address's count; dropping it frees the place, however the
/// connection ended.
pub struct ConnPermit {
    hub: Arc<Hub>,
    address: IpAddr,
}

impl Drop for ConnPermit {
    fn drop(&mut self) {
        if let Ok(mut per) = self.hub.per_address.lock() {
            per.close_conn(self.address);
        }
    }
}

/// The server's shared state.
pub struct Hub {
    pub(crate) config: ServeConfig,
    rooms: Mutex<HashMap<String, RoomEntry>>,
    pub(crate) per_address: Mutex<PerAddress>,
    logger: Logger,
    next_conn: AtomicU64,
}

impl Hub {
    /// A hub with no rooms yet (the LAN host's one room is made at once).
    pub fn new(config: ServeConfig, logger: Logger) -> Arc<Self> {
        let hub = Arc::new(Self {
            config,
            rooms: Mutex::new(HashMap::new()),
            per_address: Mutex::new(PerAddress::default()),
            logger,
            next_conn: AtomicU64::new(1),
        });
        if let Some(single) = hub.config.single_room.clone() {
            let room = RoomConfig {
                code: single.code,
                bot_seats: single.bot_seats,
                game_no: single.game_no,
                settings: hub.config.table.settings,
                difficulty: hub.config.table.difficulty,
                timing: hub.config.table.timing,
                auto_start: single.auto_start,
                lobby_after_game: false,
                link: None,
            };
            hub.open_room(room, false);
        }
        hub
    }

    /// Counts a connection from `ip` against its address's limit: `None` when the address has
    /// as many open as it may. The count is given back when the permit is dropped.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<ConnPermit> {
        let admitted = self
            .per_address
            .lock()
            .map(|mut per| per.open_conn(ip, &self.config.limits))
            .unwrap_or(false);
        admitted.then(|| ConnPermit {
            hub: self.clone(),
            address: ip,
        })
    }

    /// Writes a log line.
    pub fn log(&self, room: Option<&str>, peer: Option<IpAddr>, message: String) {
        (self.logger)(LogLine {
            room: room.map(str::to_owned),
            peer,
            message,
        });
    }

    /// The limits it keeps.
    pub fn limits(&self) -> &super::Limits {
        &self.config.limits
    }

    /// Rooms open now.
    pub fn room_count(&self) -> usize {
        self.rooms.lock().map(|r| r.len()).unwrap_or(0)
    }

    /// A room's status, by code.
    pub fn status_of(&self, code: &str) -> Option<RoomStatus> {
        let rooms = self.rooms.lock().ok()?;
        let entry = rooms.get(code)?;
        entry.status.lock().ok().map(|s| s.clone())
    }

    pub(crate) fn next_conn_id(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// The room a hello asks for, or why it cannot have one.
    pub(crate) fn route(
        self: &Arc<Self>,
        request: Option<&RoomRequest>,
        ip: IpAddr,
    ) -> Result<(String, RoomEntry), String> {
        if let Some(single) = &self.config.single_room {
            return self
                .entry(&single.code)
                .map(|entry| (single.code.clone(), entry))
                .ok_or_else(|| "the table has closed".to_owned());
        }
        let now = Instant::now();
        match request {
            None => Err("this is a room server: create a room, or join one by its code".into()),
            Some(RoomRequest::New { bots, rounds }) => self.create(*bots, *rounds, ip, now),
            Some(RoomRequest::Join { code }) => self.join(code, ip, now),
        }
    }

    fn create(
        self: &Arc<Self>,
        bots: u8,
        rounds: u8,
        ip: IpAddr,
        now: Instant,
    ) -> Result<(String, RoomEntry), String> {
        let limits = &self.config.limits;
        if self.room_count() >= limits.max_rooms {
            return Err(format!(
                "the server holds as many rooms as it can ({}); try again later",
                limits.max_rooms
            ));
        }
        let allowed = self
            .per_address
            .lock()
            .map(|mut per| {
                per.prune(now, limits.window);
                per.make_room(ip, now, limits)
            })
            .unwrap_or(false);
        if !allowed {
            return Err(format!(
                "your address made {} rooms in the last {} minutes; wait a little",
                limits.rooms_per_address,
                limits.window.as_secs() / 60
            ));
        }
        let code = self.fresh_code();
        let mut table = self.config.table;
        if (1..=4).contains(&rounds) {
            table.settings.rounds = rounds;
        }
        let room = RoomConfig {
            code: code.clone(),
            bot_seats: bots.min(3),
            game_no: crate::entropy::random_u64() % 1_000_000,
            settings: table.settings,
            difficulty: table.difficulty,
            timing: table.timing,
            auto_start: false,
            lobby_after_game: true,
            link: self
                .config
                .room_links
                .as_deref()
                .map(|base| room_link(base, &code)),
        };
        let entry = self.open_room(room, true);
        self.log(
            Some(&code),
            Some(ip),
            format!("room created; computer players: {bots}"),
        );
        Ok((code, entry))
    }

    fn join(&self, typed: &str, ip: IpAddr, now: Instant) -> Result<(String, RoomEntry), String> {
        let limits = &self.config.limits;
        let may_try = self
            .per_address
            .lock()
            .map(|mut per| per.may_try_code(ip, now, limits))
            .unwrap_or(false);
        if !may_try {
            return Err("too many wrong room codes from your address; wait a few minutes".into());
        }
        let found = protocol::normalize_room_code(typed)
            .and_then(|code| self.entry(&code).map(|entry| (code, entry)));
        match found {
            Some(found) => Ok(found),
            None => {
                if let Ok(mut per) = self.per_address.lock() {
                    per.wrong_code(ip, now, limits);
                }
                self.log(None, Some(ip), "a wrong room code".into());
                Err(format!(
                    "no room has the code {}: check it, or the room may have closed",
                    typed.chars().take(16).collect::<String>()
                ))
            }
        }
    }

    fn entry(&self, code: &str) -> Option<RoomEntry> {
        self.rooms.lock().ok()?.get(code).cloned()
    }

    /// A code no open room has, from the OS's randomness.
    fn fresh_code(&self) -> String {
        loop {
            let code = protocol::room_code(crate::entropy::random_u64());
            if self.entry(&code).is_none() {
                return code;
            }
        }
    }

    fn open_room(self: &Arc<Self>, config: RoomConfig, closes_when_empty: bool) -> RoomEntry {
        let code = config.code.clone();
        let room = Room::new(config, Instant::now());
        let (events, rx) = mpsc::channel(ROOM_QUEUE);
        let entry = RoomEntry {
            events,
            status: Arc::new(Mutex::new(RoomStatus::default())),
        };
        if let Ok(mut rooms) = self.rooms.lock() {
            rooms.insert(code, entry.clone());
        }
        let hub = self.clone();
        let owner = RoomOwner {
            logger: self.logger.clone(),
            close_when_empty_for: closes_when_empty.then_some(self.config.limits.empty_room),
            on_closed: Box::new(move |code| hub.remove(code)),
        };
        room_task::spawn(room, rx, entry.status.clone(), owner);
        entry
    }

    /// Forgets a room that closed.
    pub(crate) fn remove(&self, code: &str) {
        if let Ok(mut rooms) = self.rooms.lock() {
            rooms.remove(code);
        }
    }

    /// Tells every room to close with `reason`, and waits (a few seconds at most) until they
    /// have.
    pub(crate) async fn close_all(&self, reason: &str) {
        let entries: Vec<RoomEntry> = self
            .rooms
            .lock()
            .map(|r| r.values().cloned().collect())
            .unwrap_or_default();
        for entry in entries {
            let _ = entry
                .events
                .send(RoomEvent::Shutdown(reason.to_owned()))
                .await;
        }
        let deadline = Instant::now() + Duration::from_secs(3);
        while self.room_count() > 0 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        // Let the connections' writers flush the goodbyes.
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The page that opens a room's join screen: the web address of the browser build with the
/// code as its query.
fn room_link(base: &str, code: &str) -> String {
    format!("{}/?room={code}", base.trim_end_matches('/'))
}
