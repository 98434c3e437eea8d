//! `parlour spider ...`: headless Spider commands (deal, solve, the winnable deal from a number).
//!
//! This is the only Spider code that reads the clock: it stops the solver after the time limit
//! by setting the solver's stop flag from a timer.

use super::time_limit::solve_within;
use parlour_rules::spider::deal::{deal, to_json};
use parlour_rules::spider::rules::{Suits, card_text};
use parlour_rules::spider::solver::{Limits, Solution, Verdict, solve, winnable_deal};
use serde::Serialize;
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The most deals one `--deals A-B` may name.
pub const MAX_DEALS: u64 = 100_000;

/// The longest time limit per deal: an hour.
pub const MAX_LIMIT_MS: u64 = 3_600_000;

/// Spider's headless commands.
#[derive(Debug, clap::Subcommand)]
pub enum SpiderCommand {
    /// Print a deal: ten columns from the bottom card to the top, and the stock in dealing order.
    Deal(DealArgs),
    /// Decide whether deals can be won (thoughtful: the solver sees every card).
    Solve(SolveArgs),
    /// Print the deal "winnable deals only" offers for a number: the first from it on that the
    /// solver wins within a fixed position budget.
    Winnable(WinnableArgs),
}

/// Arguments of `spider deal`.
#[derive(Debug, clap::Args)]
pub struct DealArgs {
    /// The deal number.
    #[arg(long)]
    pub deal: u64,
    /// How many suits: 1, 2 or 4.
    #[arg(long, default_value = "1", value_parser = parse_suits)]
    pub suits: Suits,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `spider solve`.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("source").required(true).args(["deal", "deals"])))]
pub struct SolveArgs {
    /// One deal number.
    #[arg(long)]
    pub deal: Option<u64>,
    /// A range of deal numbers, `A-B` (both included; at most 100,000 deals).
    #[arg(long, value_parser = parse_range)]
    pub deals: Option<(u64, u64)>,
    /// How many suits: 1, 2 or 4.
    #[arg(long, default_value = "1", value_parser = parse_suits)]
    pub suits: Suits,
    /// Time limit per deal in milliseconds (at most an hour); the verdict is "unknown" when it
    /// runs out. Without it the search runs until it decides or its table is full (see
    /// `MEMORY_CAP` in the solver).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=MAX_LIMIT_MS))]
    pub limit_ms: Option<u64>,
    /// Print one JSON object per deal, one a line, instead of sentences.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `spider winnable`.
#[derive(Debug, clap::Args)]
pub struct WinnableArgs {
    /// The deal number to start from.
    #[arg(long)]
    pub from: u64,
    /// How many suits: 1, 2 or 4.
    #[arg(long, default_value = "1", value_parser = parse_suits)]
    pub suits: Suits,
}

/// `1`, `2` or `4`.
fn parse_suits(text: &str) -> Result<Suits, String> {
    text.parse::<u8>()
        .ok()
        .and_then(Suits::from_count)
        .ok_or_else(|| {
            format!("{text:?} is not a suit count: Spider is played with 1, 2 or 4 suits")
        })
}

/// `A-B` with A <= B and at most [`MAX_DEALS`] numbers.
fn parse_range(text: &str) -> Result<(u64, u64), String> {
    let bad = || format!("{text:?} is not a range of deal numbers: write A-B, like 1-300");
    let (a, b) = text.split_once('-').ok_or_else(bad)?;
    let (a, b): (u64, u64) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
    if a > b {
        return Err(bad());
    }
    if b - a >= MAX_DEALS {
        return Err(format!(
            "{text:?} names {} deals; at most {MAX_DEALS} at a time",
            u128::from(b - a) + 1
        ));
    }
    Ok((a, b))
}

/// One output line of `spider solve --json`: `{"deal": N, "verdict": ..., "moves": [...]}`.
#[derive(Debug, Serialize)]
struct Report {
    deal: u64,
    verdict: Verdict,
    moves: Vec<String>,
}

/// Runs a Spider command, writing its output to `out`.
pub fn run(cmd: SpiderCommand, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    match cmd {
        SpiderCommand::Deal(args) => deal_command(&args, out),
        SpiderCommand::Solve(args) => solve_command(&args, out),
        SpiderCommand::Winnable(args) => {
            let stop = AtomicBool::new(false);
            match winnable_deal(args.from, args.suits, &stop) {
                Some(n) => writeln!(out, "{n}")?,
                None => {
                    return Err(
                        format!("no deal from {} on was won within the budget", args.from).into(),
                    );
                }
            }
            Ok(())
        }
    }
}

fn deal_command(args: &DealArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let game = deal(args.deal, args.suits);
    if args.json {
        writeln!(
            out,
            "{}",
            serde_json::to_string(&to_json(args.deal, &game))?
        )?;
        return Ok(());
    }
    writeln!(
        out,
        "Spider deal {} with {} suit{} (columns bottom to top; the face-down cards in brackets):",
        args.deal,
        args.suits.count(),
        if args.suits == Suits::One { "" } else { "s" }
    )?;
    for (i, column) in game.columns.iter().enumerate() {
        let cards: Vec<String> = column
            .cards
            .iter()
            .enumerate()
            .map(|(k, &c)| {
                if column.is_face_up(k) {
                    card_text(c)
                } else {
                    format!("[{}]", card_text(c))
                }
            })
            .collect();
        writeln!(out, "{i}: {}", cards.join(" "))?;
    }
    for (row, cards) in game.stock.chunks(10).enumerate() {
        let cards: Vec<String> = cards.iter().map(|&c| card_text(c)).collect();
        writeln!(out, "stock row {}: {}", row + 1, cards.join(" "))?;
    }
    Ok(())
}

fn solve_command(args: &SolveArgs, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let (first, last) = match (args.deal, args.deals) {
        (_, Some(range)) => range,
        (Some(n), None) => (n, n),
        (None, None) => return Err("give --deal N or --deals A-B".into()),
    };
    let limit = args.limit_ms.map(Duration::from_millis);
    let mut counts = [0u64; 3];
    for n in first..=last {
        let game = deal(n, args.suits);
        let started = Instant::now();
        let solution = solve_within(
            limit,
            |stop| solve(&game, Limits::default(), stop),
            || Solution {
                verdict: Verdict::Unknown,
                moves: Vec::new(),
                nodes: 0,
            },
        );
        let ms = started.elapsed().as_millis();
        let report = Report {
            deal: n,
            verdict: solution.verdict,
            moves: solution.moves.iter().map(ToString::to_string).collect(),
        };
        counts[solution.verdict as usize] += 1;
        if args.json {
            writeln!(out, "{}", serde_json::to_string(&report)?)?;
        } else {
            let verdict = serde_json::to_string(&report.verdict)?;
            writeln!(
                out,
                "deal {n}: {} in {} ms ({} positions){}{}",
                verdict.trim_matches('"'),
                ms,
                solution.nodes,
                if report.moves.is_empty() { "" } else { ": " },
                report.moves.join(" ")
            )?;
        }
    }
    if !args.json && last > first {
        let [won, lost, unknown] = counts;
        writeln!(
            out,
            "{} deals: {won} solvable, {lost} unsolvable, {unknown} unknown",
            last - first + 1
        )?;
    }
    Ok(())
}
