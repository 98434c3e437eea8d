//! `parlour layout ...`: check a layout file, convert between Parlour's format and KMahjongg's.
//!
//! The file format is chosen by extension: `.layout` is KMahjongg's (its `.desktop` companion
//! beside it gives the name and author, and one is written beside every exported `.layout`), a
//! `.desktop` stands for the `.layout` its `FileName=` names, and anything else is Parlour's own
//! format (`.tiles` by convention).

use std::error::Error;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::layout_files::LayoutFolder;
pub use crate::layout_files::{LayoutFileError, read_layout_file, write_layout_file};
use parlour_rules::editor::checks::{self, Problem, Severity};
use parlour_rules::solitaire::builtin;
use parlour_rules::solitaire::layout::{Layout, Size};

/// The `layout` subcommands.
#[derive(clap::Subcommand, Debug, Clone, PartialEq, Eq)]
pub enum LayoutCommand {
    /// Print a layout's tile count, size and problems; exit non-zero when it cannot be played.
    Check {
        /// The layout file (`.layout` for KMahjongg's format, else Parlour's).
        file: PathBuf,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Convert a layout between Parlour's format and KMahjongg's, chosen by the extensions.
    Convert {
        /// The file to read.
        input: PathBuf,
        /// The file to write (`.layout` also writes a `.desktop` beside it).
        output: PathBuf,
    },
}

/// What the deal generator found for a layout. The caller supplies it (see
/// [`run_with_deal_finder`]); this module never guesses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum DealCheck {
    /// A deal with a complete removal order exists.
    Solvable {
        /// A deal number that gives one.
        deal_no: u64,
    },
    /// No deal on this layout can be cleared.
    Unsolvable {
        /// Why, in words a player can act on.
        reason: String,
    },
    /// The generator gave up (time or node budget) without an answer.
    Unknown {
        /// What stopped it.
        reason: String,
    },
}

/// The generator hook: given a layout with no errors, says whether a solvable deal exists.
pub type DealFinder<'a> = &'a dyn Fn(&Layout) -> DealCheck;

/// Everything `layout check` reports, as printed with `--json`.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    /// The file checked.
    pub file: String,
    /// The layout's name.
    pub name: String,
    /// The layout's author.
    pub author: String,
    /// Number of tiles.
    pub tiles: usize,
    /// Room needed from cell 0 and layer 0.
    pub size: Size,
    /// What the checks found, errors first.
    pub problems: Vec<Problem>,
    /// The generator's answer, or `None` when no generator was asked (or the checks already
    /// found an error).
    pub deal: Option<DealCheck>,
    /// `true`, `false`, or `null` when unknown or not asked.
    pub solvable: Option<bool>,
    /// No error, and the generator (when asked) did not find the layout unsolvable.
    pub playable: bool,
}

/// Runs a `layout` subcommand without a deal generator: `check` then reports the solvable-deal
/// question as not checked.
pub fn run(cmd: LayoutCommand, out: &mut dyn Write) -> Result<(), Box<dyn Error>> {
    run_with_deal_finder(cmd, out, None)
}

/// Runs a `layout` subcommand; `check` asks `find_deal` (when given) whether a solvable deal
/// exists on a layout that passed the checks.
pub fn run_with_deal_finder(
    cmd: LayoutCommand,
    out: &mut dyn Write,
    find_deal: Option<DealFinder<'_>>,
) -> Result<(), Box<dyn Error>> {
    match cmd {
        LayoutCommand::Check { file, json } => {
            let layout = read_layout_file(&file)?;
            let report = check_report(&layout, &file.display().to_string(), find_deal);
            if json {
                serde_json::to_writer_pretty(&mut *out, &report)?;
                writeln!(out)?;
            } else {
                write_report(&report, out)?;
            }
            if report.playable {
                Ok(())
            } else {
                Err(unplayable_message(&report).into())
            }
        }
        LayoutCommand::Convert { input, output } => {
            let layout = read_layout_file(&input)?;
            let written = write_layout_file(&layout, &output)?;
            let names: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
            writeln!(
                out,
                "{}: {} tiles, written to {}",
                layout.name,
                layout.tile_count(),
                names.join(" and ")
            )?;
            Ok(())
        }
    }
}

/// Checks `layout` and, when it has no error and a generator is given, asks the generator.
pub fn check_report(layout: &Layout, file: &str, find_deal: Option<DealFinder<'_>>) -> CheckReport {
    let problems = checks::check_layout(layout);
    let structurally_fine = checks::is_playable(&problems);
    let deal = find_deal
        .filter(|_| structurally_fine)
        .map(|find| find(layout));
    let solvable = match deal {
        Some(DealCheck::Solvable { .. }) => Some(true),
        Some(DealCheck::Unsolvable { .. }) => Some(false),
        _ if !structurally_fine => Some(false),
        _ => None,
    };
    CheckReport {
        file: file.to_owned(),
        name: layout.name.clone(),
        author: layout.author.clone(),
        tiles: layout.tile_count(),
        size: layout.size(),
        problems,
        playable: structurally_fine && solvable != Some(false),
        deal,
        solvable,
    }
}

fn write_report(report: &CheckReport, out: &mut dyn Write) -> std::io::Result<()> {
    let by = if report.author.is_empty() {
        String::new()
    } else {
        format!(" by {}", report.author)
    };
    writeln!(out, "{}{by} ({})", report.name, report.file)?;
    writeln!(out, "tiles: {}", report.tiles)?;
    let Size {
        width,
        height,
        layers,
    } = report.size;
    writeln!(out, "size: {width}x{height} half tiles, {layers} layers")?;
    if report.problems.is_empty() {
        writeln!(out, "problems: none")?;
    } else {
        writeln!(out, "problems: {}", report.problems.len())?;
        for p in &report.problems {
            let severity = match p.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Info => "info",
            };
            writeln!(out, "  {severity}: {}", p.message)?;
        }
    }
    let deal = match &report.deal {
        Some(DealCheck::Solvable { deal_no }) => format!("yes (deal {deal_no})"),
        Some(DealCheck::Unsolvable { reason }) => format!("no: {reason}"),
        Some(DealCheck::Unknown { reason }) => format!("unknown: {reason}"),
        None if report.solvable == Some(false) => String::from("no (see the errors above)"),
        None => String::from("not checked"),
    };
    writeln!(out, "solvable deal: {deal}")?;
    writeln!(
        out,
        "playable: {}",
        if report.playable { "yes" } else { "no" }
    )
}

fn unplayable_message(report: &CheckReport) -> String {
    let errors: Vec<&str> = report
        .problems
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .map(|p| p.message.as_str())
        .collect();
    match (&report.deal, errors.first()) {
        (Some(DealCheck::Unsolvable { reason }), _) => {
            format!("{}: no solvable deal exists: {reason}", report.file)
        }
        (_, Some(first)) if errors.len() == 1 => format!("{}: {first}", report.file),
        (_, Some(first)) => format!(
            "{}: {first} (and {} more errors)",
            report.file,
            errors.len() - 1
        ),
        (_, None) => format!("{}: the layout cannot be played", report.file),
    }
}

/// The layout a `--layout` argument names: a built-in by name (any case), else (when no such file
/// exists) a layout of the player's `folder` by name (any case), else a file.
pub fn resolve_layout(
    name_or_path: &str,
    folder: Option<&LayoutFolder>,
) -> Result<Layout, LayoutFileError> {
    if let Some(layout) = builtin::builtin_layout(name_or_path) {
        return Ok(layout);
    }
    let path = Path::new(name_or_path);
    if !path.exists()
        && let Some(entries) = folder.and_then(|f| f.list_playable().ok())
    {
        let wanted = name_or_path.to_lowercase();
        let found = entries
            .into_iter()
            .filter_map(|e| e.layout.ok())
            .find(|l| l.name.to_lowercase() == wanted);
        if let Some(layout) = found {
            return Ok(layout);
        }
    }
    read_layout_file(path)
}
