//! The command line: `parlour [--game G] [--deal N] [--config-dir DIR]` opens the window;
//! subcommands run headless. Architecture invariant: only this module prints.

pub mod connect;
pub mod daily;
pub mod freecell;
pub mod klondike;
pub mod lan;
pub mod layout;
pub mod levels;
pub mod mahjong;
pub mod match3;
pub mod selfplay;
pub mod shisen;
pub mod solitaire;
pub mod spider;
pub mod sync;
pub mod time_limit;

use crate::game_id::GameId;
use clap::{Parser, Subcommand};
use parlour_rules::solitaire::deal::DealError;
use parlour_rules::solitaire::layout::Layout;
use std::path::PathBuf;

/// Parlour: tile and card games.
#[derive(Debug, Parser)]
#[command(name = "parlour", version, about, long_about = None)]
pub struct Cli {
    /// Open straight on this game.
    #[arg(long, value_enum)]
    pub game: Option<GameId>,
    /// Start this deal number (in the game given by --game, or the last one played).
    #[arg(long)]
    pub deal: Option<u64>,
    /// Keep preferences, records and saved games in DIR instead of the user's config folder
    /// (before or after a subcommand).
    #[arg(long, value_name = "DIR", global = true)]
    pub config_dir: Option<PathBuf>,
    /// Open Mahjong's online join screen on this room (as a room link's `?room=CODE` does in
    /// the browser), on the server last used in "Play online".
    #[arg(long, value_name = "CODE", value_parser = room_code)]
    pub room: Option<String>,
    /// With --room: sit down at once and let a computer player of this level (easy, medium or
    /// hard) play the seat, as a room link's `&autoplay=LEVEL` does.
    #[arg(long, value_name = "LEVEL", requires = "room", value_parser = levels::parse_level)]
    pub autoplay: Option<parlour_rules::mahjong::bot::Difficulty>,
    /// A headless command; without one the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A room code as typed (any case, with or without the dash), written as the server writes it.
fn room_code(typed: &str) -> Result<String, String> {
    parlour_proto::protocol::normalize_room_code(typed)
        .ok_or_else(|| format!("'{typed}' is not a room code, such as K7QD-MX3P"))
}

/// Headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Mahjong solitaire: list layouts, deal, solve.
    #[command(subcommand)]
    Solitaire(solitaire::SolitaireCommand),
    /// Solitaire layouts: check a layout, convert between Parlour's and KMahjongg's formats.
    #[command(subcommand)]
    Layout(layout::LayoutCommand),
    /// Shisen-Sho: deal.
    #[command(subcommand)]
    Shisen(shisen::ShisenCommand),
    /// Match-3: deal.
    #[command(subcommand)]
    Match3(match3::Match3Command),
    /// Klondike: solve deals.
    #[command(subcommand)]
    Klondike(klondike::KlondikeCommand),
    /// FreeCell: Microsoft's deals, and the exact solver.
    #[command(subcommand, name = "freecell")]
    FreeCell(freecell::FreeCellCommand),
    /// Mahjong: analyse a hand, let computer players play.
    #[command(subcommand)]
    Mahjong(mahjong::MahjongCommand),
    /// Spider: print deals, solve them, find winnable ones.
    #[command(subcommand)]
    Spider(spider::SpiderCommand),
    /// Sync games in progress, records, layouts and preferences with the player's other
    /// devices through a room server, linked by a secret code.
    #[command(subcommand)]
    Sync(sync::SyncCommand),
    /// Print the deal number of a game's deal of the day.
    Daily(daily::DailyArgs),
    /// Show where Parlour keeps its files.
    Paths,
}

/// Runs a headless command, writing its output to `out`.
pub fn run(
    cli: &Cli,
    command: Command,
    out: &mut dyn std::io::Write,
) -> Result<(), Box<dyn std::error::Error>> {
    match command {
        Command::Solitaire(cmd) => {
            let store = crate::store::Store::open(cli.config_dir.clone());
            let folder = crate::layout_files::LayoutFolder::new(store.layouts_dir());
            solitaire::run(cmd, &folder, out)
        }
        Command::Layout(cmd) => layout::run_with_deal_finder(cmd, out, Some(&find_solvable_deal)),
        Command::Shisen(cmd) => shisen::run(cmd, out),
        Command::Match3(cmd) => match3::run(cmd, out),
        Command::Klondike(cmd) => klondike::run(cmd, out),
        Command::FreeCell(cmd) => freecell::run(cmd, out),
        Command::Mahjong(cmd) => mahjong::run(cmd, out),
        Command::Spider(cmd) => spider::run(cmd, out),
        Command::Daily(args) => daily::run(args, time::OffsetDateTime::now_utc().date(), out),
        Command::Sync(cmd) => sync::run(cmd, cli.config_dir.clone(), out),
        Command::Paths => {
            let store = crate::store::Store::open(cli.config_dir.clone());
            writeln!(out, "config: {}", store.dir().display())?;
            writeln!(out, "layouts: {}", store.layouts_dir().display())?;
            Ok(())
        }
    }
}

/// Answers "can this layout be won?" by asking the generator for deal 1: it builds deals together
/// with a complete removal order, so a deal means yes and its error explains a no.
fn find_solvable_deal(layout: &Layout) -> layout::DealCheck {
    match parlour_rules::solitaire::deal::deal(layout, 1) {
        Ok(_) => layout::DealCheck::Solvable { deal_no: 1 },
        Err(e @ DealError::SearchLimit { .. }) => layout::DealCheck::Unknown {
            reason: e.to_string(),
        },
        Err(e) => layout::DealCheck::Unsolvable {
            reason: e.to_string(),
        },
    }
}
