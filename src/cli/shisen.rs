//! Headless Shisen-Sho commands: `parlour shisen deal --deal N [--size 17x8] [--gravity] --json`.

use parlour_rules::engine::tile::Face;
use parlour_rules::shisen::deal::{self, Deal};
use parlour_rules::shisen::size::Size;
use serde::Serialize;

/// Shisen-Sho commands.
#[derive(Debug, clap::Subcommand)]
pub enum ShisenCommand {
    /// Prints numbered deal N and a solution (always solvable; the same number gives the same deal).
    Deal {
        /// The deal number.
        #[arg(long)]
        deal: u64,
        /// The board size as width x height, 14x6 to 30x16.
        #[arg(long, default_value_t = Size::DEFAULT)]
        size: Size,
        /// Tiles fall down their column after each removal.
        #[arg(long)]
        gravity: bool,
        /// Prints JSON: width, height, gravity, cells (rows from the top, a face or null) and the
        /// solution as pairs of [row, column] in the tile area, as they are at each removal.
        #[arg(long)]
        json: bool,
    },
}

/// The JSON form of a deal (field order as documented in the issue).
#[derive(Serialize)]
struct DealJson {
    width: usize,
    height: usize,
    gravity: bool,
    cells: Vec<Vec<Option<Face>>>,
    solution: Vec<[[u8; 2]; 2]>,
}

impl From<&Deal> for DealJson {
    fn from(deal: &Deal) -> Self {
        let board = &deal.board;
        DealJson {
            width: board.size().width(),
            height: board.size().height(),
            gravity: board.gravity(),
            cells: board.rows().map(<[Option<Face>]>::to_vec).collect(),
            solution: deal
                .solution
                .iter()
                .map(|(a, b)| [[a.row, a.col], [b.row, b.col]])
                .collect(),
        }
    }
}

/// Runs a Shisen-Sho command, writing its output to `out`.
pub fn run(
    cmd: ShisenCommand,
    out: &mut dyn std::io::Write,
) -> Result<(), Box<dyn std::error::Error>> {
    match cmd {
        ShisenCommand::Deal {
            deal: deal_no,
            size,
            gravity,
            json,
        } => {
            let dealt = deal::deal(size, gravity, deal_no)?;
            if json {
                serde_json::to_writer(&mut *out, &DealJson::from(&dealt))?;
                writeln!(out)?;
            } else {
                let mode = if gravity { ", gravity" } else { "" };
                writeln!(out, "Shisen-Sho deal {deal_no} on {size}{mode}:")?;
                for row in dealt.board.rows() {
                    let line: Vec<String> = row
                        .iter()
                        .map(|cell| cell.map_or_else(|| "..".to_owned(), |f| f.to_string()))
                        .collect();
                    writeln!(out, "{}", line.join(" "))?;
                }
                writeln!(out, "Solution: {} pairs", dealt.solution.len())?;
                for (a, b) in &dealt.solution {
                    writeln!(out, "  {},{} - {},{}", a.row, a.col, b.row, b.col)?;
                }
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str]) -> Result<String, String> {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(subcommand)]
            cmd: ShisenCommand,
        }
        let cli = <Cli as clap::Parser>::try_parse_from(
            std::iter::once("shisen").chain(args.iter().copied()),
        )
        .map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        run(cli.cmd, &mut out).map_err(|e| e.to_string())?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn deal_json_has_the_documented_shape() {
        let text = run_args(&[
            "deal",
            "--deal",
            "7",
            "--size",
            "14x6",
            "--gravity",
            "--json",
        ])
        .unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["width"], 14);
        assert_eq!(value["height"], 6);
        assert_eq!(value["gravity"], true);
        assert_eq!(value["cells"].as_array().unwrap().len(), 6);
        assert_eq!(value["cells"][0].as_array().unwrap().len(), 14);
        assert!(value["cells"][0][0].is_string());
        assert_eq!(value["solution"].as_array().unwrap().len(), 42);
        assert_eq!(value["solution"][0].as_array().unwrap().len(), 2);
    }

    #[test]
    fn bad_sizes_say_what_is_wrong() {
        let err = run_args(&["deal", "--deal", "1", "--size", "40x8"]).unwrap_err();
        assert!(err.contains("14 to 30 tiles wide, not 40"), "{err}");
        let err = run_args(&["deal", "--deal", "1", "--size", "big"]).unwrap_err();
        assert!(err.contains("write width x height"), "{err}");
        let text = run_args(&["deal", "--deal", "1"]).unwrap();
        assert!(text.starts_with("Shisen-Sho deal 1 on 17x8:"), "{text}");
    }
}
