//! `parlour daily`: the deal number of a game's deal of the day.

use parlour_rules::daily::{DailyGame, deal_of_the_day};
use std::io::Write;
use time::format_description::well_known::Iso8601;

/// `parlour daily --game G [--date YYYY-MM-DD]`
#[derive(Debug, clap::Args)]
pub struct DailyArgs {
    /// solitaire (Turtle), shisen, klondike-draw1, klondike-draw3, match3 (30 moves) or
    /// spider-one-suit.
    /// freecell (four cells, a Microsoft deal number).
    #[arg(long)]
    pub game: String,
    /// The UTC calendar date; today's when left out.
    #[arg(long)]
    pub date: Option<String>,
}

/// The game named on the command line, or a message listing the names.
fn parse_game(name: &str) -> Result<DailyGame, String> {
    DailyGame::from_key(name).ok_or_else(|| {
        let names: Vec<&str> = DailyGame::ALL.iter().map(|g| g.key()).collect();
        format!(
            "no deal of the day for {name:?}; the games are {}",
            names.join(", ")
        )
    })
}

/// A date written `YYYY-MM-DD`.
pub fn parse_date(text: &str) -> Result<time::Date, String> {
    time::Date::parse(text, &Iso8601::DATE)
        .map_err(|e| format!("{text:?} is not a date written YYYY-MM-DD ({e})"))
}

/// Prints the deal number of `args.game` on `args.date` (or `today`).
pub fn run(
    args: DailyArgs,
    today: time::Date,
    out: &mut dyn Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let game = parse_game(&args.game)?;
    let date = match args.date.as_deref() {
        Some(text) => parse_date(text)?,
        None => today,
    };
    writeln!(out, "{}", deal_of_the_day(game, date))?;
    Ok(())
}
