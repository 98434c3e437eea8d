//! `parlour freecell ...`: Microsoft's FreeCell deals and the exact solver, headless.
//!
//! This is the only FreeCell code that reads the clock: it times each deal, and with
//! `--limit-ms` it stops the solver after the limit by setting the solver's stop flag.

use super::time_limit::solve_within;
use parlour_rules::freecell::deal::{FIRST_DEAL, LAST_DEAL, deal};
use parlour_rules::freecell::rules::{Build, MAX_CELLS, Options};
use parlour_rules::freecell::solver::{Limits, Solution, Verdict, solve};
use serde::Serialize;
use std::io::Write;
use std::time::{Duration, Instant};

/// FreeCell's headless commands.
#[derive(Debug, clap::Subcommand)]
pub enum FreeCellCommand {
    /// Print a Microsoft deal's columns, each from the first card dealt to the top card.
    Deal(DealArgs),
    /// Decide whether deals can be won: a solution, or a proof that there is none.
    Solve(SolveArgs),
}

/// Arguments of `freecell deal`.
#[derive(Debug, clap::Args)]
pub struct DealArgs {
    /// The Microsoft deal number, 1 to 1,000,000.
    #[arg(long, value_parser = clap::value_parser!(u64).range(FIRST_DEAL..=LAST_DEAL))]
    pub deal: u64,
    /// Print JSON (`{"deal", "columns"}`) instead of one line per column.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `freecell solve`.
#[derive(Debug, clap::Args)]
pub struct SolveArgs {
    /// The deals: one number (`617`) or a range (`1-32000`), within 1 to 1,000,000.
    #[arg(long, value_parser = parse_deals)]
    pub deals: (u64, u64),
    /// Free cells, 0 to 4.
    #[arg(long, default_value_t = MAX_CELLS,
          value_parser = clap::value_parser!(u8).range(0..=i64::from(MAX_CELLS)))]
    pub cells: u8,
    /// Baker's Game: build down by suit instead of by alternate colours.
    #[arg(long)]
    pub baker: bool,
    /// Time limit per deal in milliseconds; the verdict is "unknown" when it runs out. No
    /// limit when left out.
    #[arg(long)]
    pub limit_ms: Option<u64>,
    /// Print one JSON object per line instead of a sentence.
    #[arg(long)]
    pub json: bool,
}

/// Reads `N` or `A-B` (A at most B), each within the deal numbers.
fn parse_deals(text: &str) -> Result<(u64, u64), String> {
    let number = |t: &str| -> Result<u64, String> {
        let n: u64 = t
            .trim()
            .parse()
            .map_err(|_| format!("{t:?} is not a deal number"))?;
        if (FIRST_DEAL..=LAST_DEAL).contains(&n) {
            Ok(n)
        } else {
            Err(format!(
                "deal {n} is out of range: deals are {FIRST_DEAL} to {LAST_DEAL}"
            ))
        }
    };
    let (first, last) = match text.split_once('-') {
        Some((a, b)) => (number(a)?, number(b)?),
        None => {
            let n = number(text)?;
            (n, n)
        }
    };
    if first > last {
        return Err(format!("{text:?}: the first deal comes after the last"));
    }
    Ok((first, last))
}

/// The output of `freecell deal --json`.
#[derive(Debug, Serialize)]
struct DealReport {
    deal: u64,
    columns: Vec<Vec<String>>,
}

/// One line of `freecell solve --json`.
#[derive(Debug, Serialize)]
struct SolveReport<'a> {
    deal: u64,
    verdict: Verdict,
    ms: u64,
    moves: &'a [String],
}

/// Runs a FreeCell command, writing its output to `out`.
pub fn run(cmd: FreeCellCommand, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    match cmd {
        FreeCellCommand::Deal(args) => deal_command(&args, out),
        FreeCellCommand::Solve(args) => solve_command(&args, out),
    }
}

fn deal_command(args: &DealArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let game = deal(args.deal, Options::default())?;
    let columns: Vec<Vec<String>> = game
        .columns
        .iter()
        .map(|column| column.iter().map(|card| card.short()).collect())
        .collect();
    if args.json {
        let report = DealReport {
            deal: args.deal,
            columns,
        };
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    } else {
        for column in columns {
            writeln!(out, "{}", column.join(" "))?;
        }
    }
    Ok(())
}

fn solve_command(args: &SolveArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let options = Options {
        cells: args.cells,
        build: if args.baker {
            Build::SameSuit
        } else {
            Build::AlternateColours
        },
    };
    // Thousands of lines: written in blocks, not one system call a line.
    let mut out = std::io::BufWriter::new(out);
    let (first, last) = args.deals;
    for deal_no in first..=last {
        let game = deal(deal_no, options)?;
        let started = Instant::now();
        let solution = solve_within(
            args.limit_ms.map(Duration::from_millis),
            |stop| solve(&game, Limits::default(), stop),
            || Solution {
                verdict: Verdict::Unknown,
                moves: Vec::new(),
                nodes: 0,
                states: 0,
            },
        );
        let ms = started.elapsed().as_millis() as u64;
        let moves: Vec<String> = solution.moves.iter().map(ToString::to_string).collect();
        if args.json {
            let report = SolveReport {
                deal: deal_no,
                verdict: solution.verdict,
                ms,
                moves: &moves,
            };
            serde_json::to_writer(&mut out, &report)?;
            writeln!(out)?;
        } else {
            let verdict = match solution.verdict {
                Verdict::Solvable => "solvable",
                Verdict::Unsolvable => "unsolvable",
                Verdict::Unknown => "unknown",
            };
            writeln!(
                out,
                "deal {deal_no}: {verdict} in {ms} ms ({} positions){}{}",
                solution.nodes,
                if moves.is_empty() { "" } else { ": " },
                moves.join(" ")
            )?;
        }
    }
    out.flush()?;
    Ok(())
}
