//! `parlour klondike ...`: headless Klondike commands.
//!
//! This is the only Klondike code that reads the clock: it stops the solver after the time limit
//! by setting the solver's stop flag.

use super::time_limit::solve_within;
use parlour_rules::klondike::deal::{SolvitaireDeal, deal, from_solvitaire};
use parlour_rules::klondike::rules::{Klondike, Options, Passes};
use parlour_rules::klondike::solver::{Limits, Solution, Verdict, solve};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Klondike's headless commands.
#[derive(Debug, clap::Subcommand)]
pub enum KlondikeCommand {
    /// Decide whether deals can be won (thoughtful play, unlimited passes through the stock).
    Solve(SolveArgs),
}

/// Arguments of `klondike solve`.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("source").required(true).args(["deal_json", "deal"])))]
pub struct SolveArgs {
    /// A file holding one deal in Solvitaire's JSON format, or JSON lines of {"seed", "deal"}.
    #[arg(long)]
    pub deal_json: Option<PathBuf>,
    /// Parlour's own deal number (seven piles).
    #[arg(long)]
    pub deal: Option<u64>,
    /// Cards dealt from the stock at a time.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
    pub draw: u8,
    /// Time limit per deal in milliseconds; the verdict is "unknown" when it runs out.
    #[arg(long, default_value_t = 5000)]
    pub limit_ms: u64,
    /// Threads a long search may take (by default the machine's cores; 1 keeps every search
    /// on one thread). The verdict is the same either way.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Print one JSON object per line instead of a sentence.
    #[arg(long)]
    pub json: bool,
}

/// One input line of a JSON-lines deal file.
#[derive(Debug, Deserialize)]
struct SeededDeal {
    seed: Option<serde_json::Value>,
    deal: SolvitaireDeal,
}

/// One output line.
#[derive(Debug, Serialize)]
struct Report {
    seed: serde_json::Value,
    verdict: Verdict,
    ms: u64,
    moves: Vec<String>,
}

/// Why a deal file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A line that is not a deal.
    #[error("{path} line {line}: {message}")]
    BadLine {
        /// The file.
        path: String,
        /// Line number from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// Runs a Klondike command, writing its output to `out`.
pub fn run(cmd: KlondikeCommand, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    match cmd {
        KlondikeCommand::Solve(args) => solve_command(&args, out),
    }
}

fn solve_command(args: &SolveArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    // The verdict the command gives is for unlimited passes, whatever a saved game said.
    let options = Options {
        draw: args.draw,
        passes: Passes::Unlimited,
        ..Options::default()
    };
    let games: Vec<(serde_json::Value, Klondike)> = match (&args.deal_json, args.deal) {
        (Some(path), _) => read_deals(path, options)?,
        (None, Some(n)) => vec![(n.into(), deal(n, options))],
        (None, None) => return Err("give --deal-json FILE or --deal N".into()),
    };
    let limit = Duration::from_millis(args.limit_ms);
    let limits = Limits {
        threads: args
            .threads
            .map_or_else(crate::platform::solver_threads, usize::from),
        ..Limits::default()
    };
    for (seed, game) in games {
        let started = Instant::now();
        let solution = solve_within(
            Some(limit),
            |stop| solve(&game, limits, stop),
            || Solution {
                verdict: Verdict::Unknown,
                moves: Vec::new(),
                nodes: 0,
            },
        );
        let report = Report {
            seed,
            verdict: solution.verdict,
            ms: started.elapsed().as_millis() as u64,
            moves: solution.moves.iter().map(ToString::to_string).collect(),
        };
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&report)?)?;
        } else {
            let verdict = serde_json::to_string(&report.verdict)?;
            writeln!(
                out,
                "seed {}: {} in {} ms ({} positions){}{}",
                report.seed,
                verdict.trim_matches('"'),
                report.ms,
                solution.nodes,
                if report.moves.is_empty() { "" } else { ": " },
                report.moves.join(" ")
            )?;
        }
    }
    Ok(())
}
/// The largest deal file read: a deal takes about 600 bytes, so this holds some 30,000.
const MAX_DEAL_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Reads a single Solvitaire deal, or JSON lines of `{"seed", "deal"}`.
fn read_deals(
    path: &std::path::Path,
    options: Options,
) -> Result<Vec<(serde_json::Value, Klondike)>, CliError> {
    let name = path.display().to_string();
    // The store reads every file Parlour opens.
    let text = crate::store::file::read_text(path, MAX_DEAL_FILE_BYTES).map_err(|source| {
        CliError::Read {
            path: name.clone(),
            source,
        }
    })?;
    if let Ok(single) = serde_json::from_str::<SolvitaireDeal>(&text) {
        let game = from_solvitaire(&single, options).map_err(|e| CliError::BadLine {
            path: name.clone(),
            line: 1,
            message: e.to_string(),
        })?;
        return Ok(vec![(serde_json::Value::Null, game)]);
    }
    let mut games = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = |message: String| CliError::BadLine {
            path: name.clone(),
            line: i + 1,
            message,
        };
        let seeded: SeededDeal = serde_json::from_str(line).map_err(|e| {
            bad(format!(
                "expected a Solvitaire deal or a {{\"seed\", \"deal\"}} line: {e}"
            ))
        })?;
        let game = from_solvitaire(&seeded.deal, options).map_err(|e| bad(e.to_string()))?;
        games.push((seeded.seed.unwrap_or(serde_json::Value::Null), game));
    }
    Ok(games)
}
