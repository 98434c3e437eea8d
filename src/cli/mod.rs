//! The command line: `parlour [--game G] [--deal N] [--config-dir DIR]` opens the window;
//! subcommands run headless. Architecture invariant: only this module prints.

use crate::games::GameId;
use clap::{Parser, Subcommand};
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
    /// Keep preferences, records and saved games in DIR instead of the user's config folder.
    #[arg(long, value_name = "DIR")]
    pub config_dir: Option<PathBuf>,
    /// A headless command; without one the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Show where Parlour keeps its files.
    Paths,
}

/// Runs a headless command, writing its output to `out`.
pub fn run(
    cli: &Cli,
    command: &Command,
    out: &mut dyn std::io::Write,
) -> Result<(), Box<dyn std::error::Error>> {
    match command {
        Command::Paths => {
            let store = crate::store::Store::open(cli.config_dir.clone());
            writeln!(out, "config: {}", store.dir().display())?;
            writeln!(out, "layouts: {}", store.layouts_dir().display())?;
        }
    }
    Ok(())
}
