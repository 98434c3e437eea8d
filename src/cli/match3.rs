//! Headless Match-3 commands.

use std::io::Write;

use serde::Serialize;

use parlour_rules::match3::board::{HEIGHT, KINDS, WIDTH};
use parlour_rules::match3::deal::deal;

/// `parlour match3 ...`
#[derive(Debug, clap::Subcommand)]
pub enum Match3Command {
    /// Print the starting board of a deal.
    Deal {
        /// The deal number.
        #[arg(long)]
        deal: u64,
        /// Print JSON: {"width","height","kinds","cells":[[k,...],...]}, row 0 at the top.
        #[arg(long)]
        json: bool,
    },
}

/// The JSON form of a starting board.
#[derive(Serialize)]
struct DealJson {
    width: usize,
    height: usize,
    kinds: u8,
    cells: Vec<Vec<u8>>,
}

/// Runs one Match-3 command, writing its output to `out`.
pub fn run(cmd: Match3Command, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    match cmd {
        Match3Command::Deal {
            deal: deal_no,
            json,
        } => {
            let (board, _) = deal(deal_no);
            if json {
                let mut cells = Vec::with_capacity(HEIGHT);
                for (y, row) in board.rows().enumerate() {
                    let mut kinds = Vec::with_capacity(WIDTH);
                    for (x, gem) in row.iter().enumerate() {
                        // A starting board holds plain gems only; say so if that ever breaks.
                        let kind = gem.kind().ok_or_else(|| {
                            format!("deal {deal_no}: the gem at column {x}, row {y} has no kind")
                        })?;
                        kinds.push(kind);
                    }
                    cells.push(kinds);
                }
                let data = DealJson {
                    width: WIDTH,
                    height: HEIGHT,
                    kinds: KINDS,
                    cells,
                };
                serde_json::to_writer(&mut *out, &data)?;
                writeln!(out)?;
            } else {
                writeln!(out, "Match-3 deal {deal_no}")?;
                write!(out, "{board}")?;
            }
        }
    }
    Ok(())
}
