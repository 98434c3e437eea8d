//! `parlour mahjong connect`: one seat of a room on a room server, played by a computer player,
//! for scripts, load tests and checking a server from a terminal.

use parlour_net::client::{Client, ClientEvent};
use parlour_net::session::{Join, Target};
use parlour_net::tls::Roots;
use parlour_proto::autoplay::AutoPlayer;
use parlour_proto::protocol::{ClientMsg, RoomRequest, SeatInfo, ServerMsg};
use parlour_rules::mahjong::view::PhaseView;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The room server's usual port.
pub const DEFAULT_SERVER_PORT: u16 = 47_480;

/// The largest CA file read, in bytes.
const MAX_CA_FILE: u64 = 1024 * 1024;

/// The options of `parlour mahjong connect`.
#[derive(Debug, clap::Args)]
pub struct ConnectArgs {
    /// The server, as HOST:PORT (the port defaults to 47480).
    server: String,
    /// Make a new room (and print its code first).
    #[arg(long, conflicts_with = "room", required_unless_present = "room")]
    new_room: bool,
    /// With --new-room: seats given to the server's computer players at once (0 to 3); the
    /// game starts when the other seats are taken.
    #[arg(long, default_value_t = 0, requires = "new_room",
          value_parser = clap::value_parser!(u8).range(0..=3))]
    fill_bots: u8,
    /// Join the room with this code.
    #[arg(long)]
    room: Option<String>,
    /// How this seat plays: easy, medium or hard.
    #[arg(long, default_value = "medium")]
    bot: String,
    /// With --new-room: rounds to play (4 = East to North).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
    rounds: u8,
    /// The name the other players see.
    #[arg(long, default_value = "Parlour bot")]
    name: String,
    /// Speak TLS, trusting the system's certificate authorities.
    #[arg(long)]
    tls: bool,
    /// Speak TLS, trusting only the CA certificates in FILE (PEM).
    #[arg(long, value_name = "FILE")]
    tls_ca: Option<PathBuf>,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 3_600)]
    timeout: u64,
}

/// Plays the seat to the end of the game.
pub fn connect(args: &ConnectArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let level = super::levels::parse_level(&args.bot).map_err(|e| format!("--bot {e}"))?;
    let roots = match (&args.tls_ca, args.tls) {
        (Some(path), _) => Some(Roots::Pem(
            crate::store::file::read_capped(path, MAX_CA_FILE)
                .map_err(|e| format!("--tls-ca {}: {e}", path.display()))?,
        )),
        (None, true) => Some(Roots::System),
        (None, false) => None,
    };
    let target = Target::parse(&args.server, DEFAULT_SERVER_PORT, roots)?;
    let room = match &args.room {
        Some(code) => RoomRequest::Join { code: code.clone() },
        None => RoomRequest::New {
            bots: args.fill_bots,
            rounds: args.rounds,
        },
    };
    let join = Join {
        name: args.name.clone(),
        token: None,
        room: Some(room),
    };
    let mut client = Client::connect_to(target, join)?;
    let mut seat_room: Option<(u8, String)> = None;
    let mut player = AutoPlayer::new(level);
    let mut start_sent = false;
    let deadline = Instant::now() + Duration::from_secs(args.timeout);
    while Instant::now() < deadline {
        let Some(event) = client.recv_timeout(Duration::from_millis(200)) else {
            continue;
        };
        let msg = match event {
            ClientEvent::Msg(msg) => msg,
            ClientEvent::Garbage(_) => continue,
            ClientEvent::Closed(why) => return Err(why.into()),
        };
        match msg {
            ServerMsg::Welcome { seat, room, .. } => {
                if args.new_room {
                    writeln!(out, "room {room}")?;
                    out.flush()?;
                }
                seat_room = Some((seat, room));
            }
            ServerMsg::Rejected { reason } => return Err(format!("refused: {reason}").into()),
            ServerMsg::HostLeft { reason } => return Err(reason.into()),
            ServerMsg::Lobby { seats, started } => {
                // The maker starts the game once every seat is taken.
                if args.new_room && !started && !start_sent && !seats.contains(&SeatInfo::Open) {
                    client.send(&ClientMsg::Start)?;
                    start_sent = true;
                }
            }
            ServerMsg::State {
                view, waiting_for, ..
            } => {
                if view.phase == PhaseView::GameOver {
                    let (seat, room) = seat_room.unwrap_or((view.seat, String::new()));
                    let result = serde_json::json!({
                        "room": room,
                        "seat": seat,
                        "scores": view.scores,
                        "hands": view.hand_no,
                    });
                    writeln!(out, "{result}")?;
                    client.send(&ClientMsg::Bye)?;
                    return Ok(());
                }
                if let Some(mv) = player.respond(&view, &waiting_for) {
                    client.act(mv)?;
                }
            }
            ServerMsg::Refused { .. } => {}
        }
    }
    Err(format!("the game did not end within {} seconds", args.timeout).into())
}
