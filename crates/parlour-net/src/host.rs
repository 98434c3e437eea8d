//! The LAN host: one room behind a plain TCP listener, served by the same code as the room
//! server ([`crate::serve`]) on a small runtime of its own thread. Every hello joins the one
//! room, whatever room it names.

use super::discovery;
use super::protocol;
use super::room::RoomStatus;
use super::serve::{self, Front, Hub, Limits, LogLine, ServeConfig, SingleRoom, TableTemplate};
use std::io;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use tokio::sync::watch;

pub use parlour_proto::hosting::{HostConfig, Timing};

/// What the host reports about its table.
pub type HostStatus = RoomStatus;

/// A running host; dropping it closes the table.
pub struct HostHandle {
    addr: SocketAddr,
    room: String,
    hub: Arc<Hub>,
    log: Arc<Mutex<Vec<String>>>,
    stop: Option<watch::Sender<Option<String>>>,
    discovery_stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl HostHandle {
    /// The address clients connect to.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The room code.
    pub fn room(&self) -> &str {
        &self.room
    }

    /// The table's status now.
    pub fn status(&self) -> HostStatus {
        self.hub.status_of(&self.room).unwrap_or_default()
    }

    /// Takes the log lines written since the last call (refused messages, joins, drops).
    pub fn take_log(&self) -> Vec<String> {
        self.log
            .lock()
            .map(|mut log| std::mem::take(&mut *log))
            .unwrap_or_default()
    }

    /// Closes the table: every client is told, then the connections close.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        self.discovery_stop.store(true, Ordering::SeqCst);
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(Some("The host closed the table.".into()));
        }
        if let Some(thread) = self.thread.take() {
            // A panic on the host thread would be a bug; nothing more to do with it here.
            let _ = thread.join();
        }
    }
}

impl Drop for HostHandle {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Opens a table and serves it on its own thread.
pub fn start(config: HostConfig) -> io::Result<HostHandle> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let std_listener = std::net::TcpListener::bind(config.bind)?;
    std_listener.set_nonblocking(true)?;
    let addr = std_listener.local_addr()?;
    let code = protocol::room_code(config.entropy);
    let log = Arc::new(Mutex::new(Vec::new()));
    let discovery_stop = Arc::new(AtomicBool::new(false));
    if let Some(port) = config.discovery_port {
        let answer = discovery::Answer {
            room: code.clone(),
            port: addr.port(),
        };
        if let Err(e) =
            discovery::spawn_responder(config.bind.ip(), port, answer, discovery_stop.clone())
        {
            keep(
                &log,
                format!("LAN discovery is off (UDP port {port}: {e}); join by address"),
            );
        }
    }
    let kept = log.clone();
    let logger: serve::Logger = Arc::new(move |line: LogLine| keep(&kept, format_line(&line)));
    let serve_config = ServeConfig {
        table: TableTemplate {
            settings: config.settings,
            difficulty: config.difficulty,
            timing: config.timing,
        },
        // A table at home: no per-address limits beyond the table's four seats.
        limits: Limits {
            conns_per_address: 64,
            ..Limits::default()
        },
        single_room: Some(SingleRoom {
            code: code.clone(),
            bot_seats: config.bot_seats,
            game_no: config.game_no,
            auto_start: config.auto_start,
        }),
        room_links: None,
    };
    let (stop, shutdown) = watch::channel(None);
    let hub = {
        // The hub spawns the room's task, which needs the runtime it will run on.
        let _entered = runtime.enter();
        Hub::new(serve_config, logger)
    };
    let served = hub.clone();
    let thread = std::thread::Builder::new()
        .name("mahjong-host".into())
        .spawn(move || {
            runtime.block_on(async move {
                match tokio::net::TcpListener::from_std(std_listener) {
                    Ok(listener) => {
                        serve::serve(listener, Front::default(), served, shutdown).await
                    }
                    Err(e) => served.log(None, None, format!("cannot listen: {e}")),
                }
            });
        })?;
    Ok(HostHandle {
        addr,
        room: code,
        hub,
        log,
        stop: Some(stop),
        discovery_stop,
        thread: Some(thread),
    })
}

fn keep(log: &Mutex<Vec<String>>, line: String) {
    if let Ok(mut log) = log.lock() {
        log.push(line);
    }
}

/// A log line as the host's window or terminal shows it.
fn format_line(line: &LogLine) -> String {
    match line.peer {
        Some(peer) => format!("{peer}: {}", line.message),
        None => line.message.clone(),
    }
}
