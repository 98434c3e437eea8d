//! A load generator: many rooms of four computer-played clients against one server, all in this
//! process on one runtime. Each client measures the round trip of its moves: from sending a
//! move to the next state (or refusal) the server sends it.
//!
//! Each room's clients reach the server over TCP lines or WebSockets (`/ws`), as many of each
//! as [`LoadConfig::websocket_seats`] says, so one room can mix both, as the desktop app and a
//! browser do.
//!
//! The tests run it with 25 rooms; `cargo run --release -p parlour-server --example load` runs
//! 1,000 (BENCHMARKS.md has the figures).

use futures_util::{SinkExt, StreamExt};
use parlour_net::autoplay::AutoPlayer;
use parlour_net::protocol::{self, ClientMsg, PROTOCOL_VERSION, RoomRequest, SeatInfo, ServerMsg};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::view::PhaseView;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio::task::JoinSet;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::{self, Message, client::IntoClientRequest};
use tokio_util::codec::Framed;

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// The server.
    pub addr: SocketAddr,
    /// Rooms at once, four clients each.
    pub rooms: usize,
    /// Rounds per game (1 is an East round).
    pub rounds: u8,
    /// How the clients play.
    pub level: Difficulty,
    /// How long one room's game may take before it counts as failed.
    pub room_limit: Duration,
    /// How long a client waits before each move (people take seconds; zero floods the
    /// server with as many moves as it can take).
    pub think: Duration,
    /// Check every line for hidden tiles (a JSON parse per line: the tests do, the timed run
    /// does not, so the check's cost does not count as the server's).
    pub audit: bool,
    /// How many of each room's four clients speak WebSocket (0 to 4; the last seats to join
    /// first, so with 1 the room is made over TCP and one guest comes from a "browser").
    pub websocket_seats: usize,
}

/// What happened.
#[derive(Debug, Default)]
pub struct LoadReport {
    /// Rooms whose four clients all reached the end of the game.
    pub rooms_finished: usize,
    /// Rooms whose four clients printed the same final scores.
    pub rooms_agreeing: usize,
    /// Every move's round trip, sorted.
    pub round_trips: Vec<Duration>,
    /// What went wrong, one line per failed client.
    pub errors: Vec<String>,
    /// Wall time of the whole run.
    pub elapsed: Duration,
}

impl LoadReport {
    /// The round trip below which `percent` % of moves fall.
    pub fn percentile(&self, percent: f64) -> Duration {
        if self.round_trips.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((percent / 100.0) * (self.round_trips.len() - 1) as f64).round() as usize;
        self.round_trips[rank.min(self.round_trips.len() - 1)]
    }
}

/// One client's game.
struct Played {
    scores: [i64; 4],
    round_trips: Vec<Duration>,
}

/// Runs every room at once and waits for all.
pub async fn run(config: LoadConfig) -> LoadReport {
    let start = Instant::now();
    let mut rooms = JoinSet::new();
    for _ in 0..config.rooms {
        let config = config.clone();
        rooms.spawn(async move {
            tokio::time::timeout(config.room_limit, play_room(&config))
                .await
                .unwrap_or_else(|_| Err(vec!["the room's game took too long".into()]))
        });
    }
    let mut report = LoadReport::default();
    while let Some(done) = rooms.join_next().await {
        match done {
            Ok(Ok(played)) => {
                report.rooms_finished += 1;
                if played.iter().all(|p| p.scores == played[0].scores) {
                    report.rooms_agreeing += 1;
                }
                for p in played {
                    report.round_trips.extend(p.round_trips);
                }
            }
            Ok(Err(errors)) => report.errors.extend(errors),
            Err(e) => report.errors.push(format!("a room's task failed: {e}")),
        }
    }
    report.round_trips.sort_unstable();
    report.elapsed = start.elapsed();
    report
}

/// One client's connection: the desktop app's lines, or a browser's WebSocket.
enum Conn {
    Lines(Framed<TcpStream, parlour_net::codec::FrameCodec>),
    WebSocket(Box<WebSocketStream<TcpStream>>),
}

impl Conn {
    async fn send_line(&mut self, line: String) -> Result<(), String> {
        match self {
            Conn::Lines(framed) => framed.send(line).await.map_err(|e| e.to_string()),
            Conn::WebSocket(ws) => ws
                .send(Message::text(line))
                .await
                .map_err(|e| e.to_string()),
        }
    }

    /// The next message's frame; control messages are skipped.
    async fn next_frame(&mut self) -> Result<protocol::Frame, String> {
        match self {
            Conn::Lines(framed) => framed
                .next()
                .await
                .ok_or("the server closed the connection")?
                .map_err(|e| format!("read: {e}")),
            Conn::WebSocket(ws) => loop {
                let message = ws
                    .next()
                    .await
                    .ok_or("the server closed the WebSocket")?
                    .map_err(|e| format!("read: {e}"))?;
                match message {
                    Message::Text(text) => break Ok(protocol::Frame::Line(text.as_str().into())),
                    Message::Binary(_) => break Ok(protocol::Frame::NotText),
                    Message::Close(_) => return Err("the server closed the WebSocket".into()),
                    Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => {}
                }
            },
        }
    }
}

/// A WebSocket client's buffers: small, as the server's are (a state is about 3 KiB), so a
/// run of thousands of clients measures the server and not the generator's memory.
pub fn client_websocket_config() -> tungstenite::protocol::WebSocketConfig {
    tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(8 * 1024)
        .write_buffer_size(0)
        .max_message_size(Some(2 * protocol::MAX_FRAME))
        .max_frame_size(Some(2 * protocol::MAX_FRAME))
}

/// Opens a WebSocket to the server's `/ws`, as a program (no Origin header).
pub async fn connect_websocket(addr: SocketAddr) -> Result<WebSocketStream<TcpStream>, String> {
    let stream = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let _ = stream.set_nodelay(true);
    let request = format!("ws://{addr}/ws")
        .into_client_request()
        .map_err(|e| format!("request: {e}"))?;
    let config = Some(client_websocket_config());
    let (ws, _) = tokio_tungstenite::client_async_with_config(request, stream, config)
        .await
        .map_err(|e| format!("WebSocket handshake: {e}"))?;
    Ok(ws)
}

async fn play_room(config: &LoadConfig) -> Result<Vec<Played>, Vec<String>> {
    let one = |e: String| vec![e];
    let new_room = RoomRequest::New {
        bots: 0,
        rounds: config.rounds,
    };
    let over_ws = |client: usize| client >= 4 - config.websocket_seats.min(4);
    let mut creator = connect(config.addr, over_ws(0), "Host", new_room)
        .await
        .map_err(one)?;
    let code = loop {
        match next_msg(&mut creator, config.audit).await.map_err(one)? {
            ServerMsg::Welcome { room, .. } => break room,
            ServerMsg::Rejected { reason } => return Err(one(format!("rejected: {reason}"))),
            _ => {}
        }
    };
    let mut clients = JoinSet::new();
    for i in 1..4 {
        let (addr, code, level) = (config.addr, code.clone(), config.level);
        let (audit, think, ws) = (config.audit, config.think, over_ws(i));
        clients.spawn(async move {
            let join = RoomRequest::Join { code };
            let conn = connect(addr, ws, &format!("Guest {i}"), join).await?;
            play(conn, level, false, audit, think).await
        });
    }
    let (level, audit, think) = (config.level, config.audit, config.think);
    clients.spawn(async move { play(creator, level, true, audit, think).await });
    let mut played = Vec::new();
    let mut errors = Vec::new();
    while let Some(done) = clients.join_next().await {
        match done {
            Ok(Ok(p)) => played.push(p),
            Ok(Err(e)) => errors.push(e),
            Err(e) => errors.push(format!("a client's task failed: {e}")),
        }
    }
    if errors.is_empty() {
        Ok(played)
    } else {
        Err(errors)
    }
}

async fn connect(
    addr: SocketAddr,
    websocket: bool,
    name: &str,
    room: RoomRequest,
) -> Result<Conn, String> {
    let mut conn = if websocket {
        Conn::WebSocket(Box::new(connect_websocket(addr).await?))
    } else {
        let stream = TcpStream::connect(addr)
            .await
            .map_err(|e| format!("connect: {e}"))?;
        let _ = stream.set_nodelay(true);
        Conn::Lines(Framed::new(stream, parlour_net::codec::codec()))
    };
    let hello = ClientMsg::Hello {
        version: PROTOCOL_VERSION,
        name: name.to_owned(),
        token: None,
        room: Some(room),
    };
    send(&mut conn, &hello).await?;
    Ok(conn)
}

async fn send(conn: &mut Conn, msg: &ClientMsg) -> Result<(), String> {
    conn.send_line(protocol::to_line(msg))
        .await
        .map_err(|e| format!("send: {e}"))
}

async fn next_msg(conn: &mut Conn, audit: bool) -> Result<ServerMsg, String> {
    let frame = conn.next_frame().await?;
    if let protocol::Frame::Line(line) = &frame
        && audit
    {
        let leaked = protocol::hidden_tile_keys(line);
        if !leaked.is_empty() {
            return Err(format!("hidden tiles ({leaked:?}) in {line}"));
        }
    }
    frame.decode().map_err(|e| format!("garbage: {e}"))
}

/// Plays one seat to the end of the game; the creator starts once every seat is taken.
async fn play(
    mut conn: Conn,
    level: Difficulty,
    creator: bool,
    audit: bool,
    think: Duration,
) -> Result<Played, String> {
    let mut player = AutoPlayer::new(level);
    let mut sent_at: Option<Instant> = None;
    let mut round_trips = Vec::new();
    let mut started = false;
    loop {
        let msg = next_msg(&mut conn, audit).await?;
        if let Some(at) = sent_at.take() {
            round_trips.push(at.elapsed());
        }
        match msg {
            ServerMsg::Lobby {
                seats,
                started: now_started,
            } => {
                let full = !seats.contains(&SeatInfo::Open);
                if creator && full && !now_started && !started {
                    started = true;
                    send(&mut conn, &ClientMsg::Start).await?;
                }
            }
            ServerMsg::State {
                view, waiting_for, ..
            } => {
                if view.phase == PhaseView::GameOver {
                    let _ = send(&mut conn, &ClientMsg::Bye).await;
                    return Ok(Played {
                        scores: view.scores,
                        round_trips,
                    });
                }
                if let Some(mv) = player.respond(&view, &waiting_for) {
                    if !think.is_zero() {
                        tokio::time::sleep(think).await;
                    }
                    send(&mut conn, &ClientMsg::Act { mv }).await?;
                    sent_at = Some(Instant::now());
                }
            }
            ServerMsg::Rejected { reason } | ServerMsg::HostLeft { reason } => {
                return Err(format!("the server ended the game: {reason}"));
            }
            ServerMsg::Welcome { .. } | ServerMsg::Refused { .. } => {}
        }
    }
}
