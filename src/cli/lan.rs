//! `parlour mahjong host`: a LAN table without a window (a home server), until Ctrl+C.

use parlour_net::discovery::DISCOVERY_PORT;
use parlour_net::host::{self, HostConfig, Timing};
use parlour_rules::mahjong::table::TableSettings;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The options of `parlour mahjong host`.
#[derive(Debug, clap::Args)]
pub struct HostArgs {
    /// The TCP port to listen on.
    #[arg(long, default_value_t = 47_470)]
    port: u16,
    /// The address to listen on (all interfaces by default).
    #[arg(long, default_value = "0.0.0.0")]
    bind: IpAddr,
    /// Seats kept for computer players from the start (0 to 3); the rest wait for people.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
    seats_for_bots: u8,
    /// The game number (the walls come from it); random when not given.
    #[arg(long)]
    game: Option<u64>,
    /// Rounds to play (4 = East to North).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
    rounds: u8,
    /// How the computer players play: easy, medium or hard.
    #[arg(long, default_value = "medium")]
    level: String,
}

/// Runs a table until Ctrl+C or the end of the game.
pub fn host(args: HostArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let difficulty = super::levels::parse_level(&args.level).map_err(|e| format!("--level {e}"))?;
    let entropy = parlour_proto::entropy::random_u64();
    let stop = Arc::new(AtomicBool::new(false));
    let on_signal = stop.clone();
    ctrlc::set_handler(move || on_signal.store(true, Ordering::SeqCst))?;
    let handle = host::start(HostConfig {
        bind: SocketAddr::new(args.bind, args.port),
        bot_seats: args.seats_for_bots,
        game_no: args.game.unwrap_or(entropy % 1_000_000),
        settings: TableSettings {
            rounds: args.rounds,
            ..TableSettings::default()
        },
        difficulty,
        timing: Timing::for_people(),
        auto_start: true,
        discovery_port: Some(DISCOVERY_PORT),
        entropy,
    })
    .map_err(|e| format!("cannot listen on {}:{}: {e}", args.bind, args.port))?;
    writeln!(out, "room code: {}", handle.room())?;
    writeln!(
        out,
        "listening on {} (friends join by the room code, or by this machine's address and port {})",
        handle.addr(),
        handle.addr().port()
    )?;
    writeln!(out, "Ctrl+C closes the table.")?;
    out.flush()?;
    let mut game_over = false;
    while !stop.load(Ordering::SeqCst) && !game_over {
        std::thread::sleep(Duration::from_millis(200));
        for line in handle.take_log() {
            writeln!(out, "{line}")?;
        }
        out.flush()?;
        let status = handle.status();
        if status.game_over {
            writeln!(out, "the game is over; scores by seat: {:?}", status.scores)?;
            game_over = true;
        }
    }
    handle.stop();
    writeln!(out, "the table is closed")?;
    Ok(())
}
