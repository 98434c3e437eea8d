//! `parlour solitaire ...`: headless Mahjong solitaire commands (deal and solve).

use std::error::Error;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::json;

use crate::layout_files::LayoutFolder;
use parlour_rules::engine::history::Rules;
use parlour_rules::solitaire::deal::{deal, random_deal};
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::rules::{Move, SolitaireState};
use parlour_rules::solitaire::solver::{Solver, Verdict};

/// The Mahjong solitaire subcommands.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum SolitaireCommand {
    /// Lists the layouts' names: the built-ins, then the player's own and imported layouts.
    Layouts,
    /// Deals a board (always clearable) and prints it with a way to clear it.
    Deal {
        /// A layout's name (built-in or one of the player's) or a layout file.
        #[arg(long)]
        layout: String,
        /// The deal number.
        #[arg(long)]
        deal: u64,
        /// Print JSON: {"layout","deal","tiles":[{"x","y","z","face"}],"solution":[[i,j]]}.
        #[arg(long)]
        json: bool,
    },
    /// Says whether a position of a deal can still be cleared, and how.
    Solve {
        /// A layout's name (built-in or one of the player's) or a layout file.
        #[arg(long)]
        layout: String,
        /// The deal number.
        #[arg(long)]
        deal: u64,
        /// Tiles already removed, as pairs in removal order: i,j,k,l,...
        #[arg(long, value_delimiter = ',')]
        removed: Vec<usize>,
        /// Give up and answer "unknown" (null) after this many milliseconds.
        #[arg(long)]
        limit_ms: Option<u64>,
        /// Use plainly random faces (maybe unsolvable) instead of the always-clearable deal.
        #[arg(long)]
        random: bool,
        /// Print JSON: {"solvable": true|false|null, "solution": [[i,j]]}.
        #[arg(long)]
        json: bool,
    },
}

/// Finds a layout by built-in name or by file path; the error says what is wrong with it.
pub type LayoutLookup<'a> = &'a dyn Fn(&str) -> Result<Layout, Box<dyn Error>>;

/// Runs a solitaire command, writing its output to `out`. `--layout` names a built-in layout
/// (any case), one of the player's layouts in `folder` (by name, any case), or a layout file in
/// Parlour's or KMahjongg's format.
pub fn run(
    cmd: SolitaireCommand,
    folder: &LayoutFolder,
    out: &mut dyn Write,
) -> Result<(), Box<dyn Error>> {
    if let SolitaireCommand::Layouts = cmd {
        return list_layouts(folder, out);
    }
    run_with(cmd, out, &|name| {
        crate::cli::layout::resolve_layout(name, Some(folder)).map_err(|e| e.into())
    })
}

/// Prints the built-in layouts' names, one a line, then the player's playable layouts as
/// `name<TAB>path`. A file that cannot be read is listed as `(unreadable)<TAB>path: why`, as the
/// game's chooser reports it; a layouts folder that cannot be read is an error.
fn list_layouts(folder: &LayoutFolder, out: &mut dyn Write) -> Result<(), Box<dyn Error>> {
    for name in parlour_rules::solitaire::builtin::layout_names() {
        writeln!(out, "{name}")?;
    }
    for entry in folder.list_playable()? {
        let path = folder.dir().join(&entry.file);
        match entry.layout {
            Ok(layout) => writeln!(out, "{}\t{}", layout.name, path.display())?,
            Err(e) => writeln!(out, "(unreadable)\t{}: {e}", path.display())?,
        }
    }
    Ok(())
}

/// Runs a solitaire command with `lookup` resolving `--layout`.
pub fn run_with(
    cmd: SolitaireCommand,
    out: &mut dyn Write,
    lookup: LayoutLookup,
) -> Result<(), Box<dyn Error>> {
    match cmd {
        SolitaireCommand::Layouts => Ok(()),
        SolitaireCommand::Deal { layout, deal, json } => {
            deal_command(&lookup(&layout)?, deal, json, out)
        }
        SolitaireCommand::Solve {
            layout,
            deal,
            removed,
            limit_ms,
            random,
            json,
        } => {
            let layout = lookup(&layout)?;
            let state = if random {
                random_deal(&layout, deal)?
            } else {
                self::deal(&layout, deal)?.state
            };
            solve_command(state, &removed, limit_ms, json, out)
        }
    }
}

fn pairs_json(pairs: &[(usize, usize)]) -> serde_json::Value {
    pairs.iter().map(|&(a, b)| json!([a, b])).collect()
}

fn deal_command(
    layout: &Layout,
    deal_no: u64,
    as_json: bool,
    out: &mut dyn Write,
) -> Result<(), Box<dyn Error>> {
    let dealt = deal(layout, deal_no)?;
    let tiles: Vec<serde_json::Value> = layout
        .tiles
        .iter()
        .zip(dealt.state.faces())
        .map(|(p, f)| json!({"x": p.x, "y": p.y, "z": p.z, "face": f.to_string()}))
        .collect();
    if as_json {
        let doc = json!({
            "layout": layout.name,
            "deal": deal_no,
            "tiles": tiles,
            "solution": pairs_json(&dealt.solution),
        });
        writeln!(out, "{doc}")?;
    } else {
        writeln!(out, "{} deal {deal_no}: {} tiles", layout.name, tiles.len())?;
        for (i, (p, f)) in layout.tiles.iter().zip(dealt.state.faces()).enumerate() {
            writeln!(out, "{i:4}  {f}  at {},{} layer {}", p.x, p.y, p.z)?;
        }
        let steps: Vec<String> = dealt
            .solution
            .iter()
            .map(|(a, b)| format!("{a}-{b}"))
            .collect();
        writeln!(out, "solution: {}", steps.join(" "))?;
    }
    Ok(())
}

fn solve_command(
    mut state: SolitaireState,
    removed: &[usize],
    limit_ms: Option<u64>,
    as_json: bool,
    out: &mut dyn Write,
) -> Result<(), Box<dyn Error>> {
    if removed.len() % 2 == 1 {
        return Err("--removed needs tiles in pairs (an even count of indices)".into());
    }
    for (k, pair) in removed.chunks_exact(2).enumerate() {
        state
            .apply(&Move::RemovePair(pair[0], pair[1]))
            .map_err(|e| format!("--removed pair {} ({},{}): {e}", k + 1, pair[0], pair[1]))?;
    }
    let stop = AtomicBool::new(false);
    let verdict = std::thread::scope(|scope| {
        let (done, finished) = mpsc::channel::<()>();
        if let Some(ms) = limit_ms {
            let stop = &stop;
            scope.spawn(move || {
                // Wakes early when the solver finishes (the sender is dropped).
                if finished.recv_timeout(Duration::from_millis(ms))
                    == Err(mpsc::RecvTimeoutError::Timeout)
                {
                    stop.store(true, Ordering::Relaxed);
                }
            });
        }
        let verdict = Solver::new(&state).solve(state.removed(), &stop);
        drop(done);
        verdict
    });
    let solution = match &verdict {
        Verdict::Solvable(pairs) => pairs.clone(),
        _ => Vec::new(),
    };
    if as_json {
        let doc = json!({"solvable": verdict.as_option(), "solution": pairs_json(&solution)});
        writeln!(out, "{doc}")?;
    } else {
        let words = match verdict {
            Verdict::Solvable(_) => "solvable",
            Verdict::Unsolvable => "not solvable",
            Verdict::Unknown => "unknown (time limit reached)",
        };
        writeln!(out, "{words}")?;
        if !solution.is_empty() {
            let steps: Vec<String> = solution.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            writeln!(out, "solution: {}", steps.join(" "))?;
        }
    }
    Ok(())
}
