//! Headless Mahjong commands: analyse a hand, and let computer players play whole games.

use parlour_rules::engine::tile::parse_hand;
use parlour_rules::mahjong::hand::{self, HandRules};
use parlour_rules::mahjong::scoring::{self, ScoringRules, WinContext};
use parlour_rules::mahjong::table::TableSettings;
use parlour_rules::mahjong::tiles;
use std::io::Write;

/// Mahjong commands.
#[derive(Debug, clap::Subcommand)]
pub enum MahjongCommand {
    /// Analyse a concealed hand: win, shanten, waits and (for a complete hand with no exposed
    /// melds) its faan as a win on a discard by East in the East round.
    Hand {
        /// The concealed tiles, such as 123m456p789s111z22z.
        tiles: String,
        /// Exposed melds not written in TILES.
        #[arg(long, default_value_t = 0)]
        melds: u8,
        /// Do not count seven pairs as a win.
        #[arg(long)]
        no_seven_pairs: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Play whole games with four computer players and print win rates and decision times.
    Selfplay {
        /// How many games.
        #[arg(long, default_value_t = 10)]
        games: u64,
        /// The first game number.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The four seats' levels, comma separated: easy, medium or hard.
        #[arg(long, default_value = "hard,medium,medium,easy")]
        levels: String,
        /// Rounds per game (4 = East to North).
        #[arg(long, default_value_t = 4)]
        rounds: u8,
        /// Minimum faan to win (0, 1 or 3).
        #[arg(long, default_value_t = 1)]
        min_faan: u8,
        /// Play with flowers and seasons.
        #[arg(long)]
        bonus: bool,
        /// Play each game four times, the levels rotated one seat each time, and report by
        /// level rather than by seat (so no level gains from its seat).
        #[arg(long)]
        rotate: bool,
    },
    /// Run a LAN table without a window until Ctrl+C; prints the room code.
    Host(super::lan::HostArgs),
    /// Play one seat of a room on a room server (parlour-server) as a computer player, until
    /// the game ends; prints `room CODE` first when it makes the room, and one JSON line with
    /// the final scores at the end.
    Connect(super::connect::ConnectArgs),
}

/// Runs a Mahjong command, writing its output to `out`.
pub fn run(cmd: MahjongCommand, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    match cmd {
        MahjongCommand::Hand {
            tiles,
            melds,
            no_seven_pairs,
            json,
        } => hand_command(&tiles, melds, !no_seven_pairs, json, out),
        MahjongCommand::Selfplay {
            games,
            seed,
            levels,
            rounds,
            min_faan,
            bonus,
            rotate,
        } => {
            let levels = super::levels::parse_levels(&levels)?;
            if ![0, 1, 3].contains(&min_faan) {
                return Err(format!("--min-faan {min_faan}: choose 0, 1 or 3").into());
            }
            let settings = TableSettings {
                scoring: ScoringRules {
                    min_faan,
                    ..ScoringRules::default()
                },
                bonus_tiles: bonus,
                rounds: rounds.clamp(1, 4),
                ..TableSettings::default()
            };
            let plan = super::selfplay::Plan {
                games,
                seed,
                levels,
                settings,
                rotate,
            };
            super::selfplay::run(&plan, out)
        }
        MahjongCommand::Host(args) => super::lan::host(args, out),
        MahjongCommand::Connect(args) => super::connect::connect(&args, out),
    }
}

fn hand_command(
    text: &str,
    melds: u8,
    seven_pairs: bool,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let faces = parse_hand(text)?;
    let counts = hand::checked_counts(&faces, melds)?;
    let rules = HandRules { seven_pairs };
    let shanten = hand::shanten(&counts, melds, rules);
    let win = hand::is_win(&counts, melds, rules);
    let waits = hand::waits(&counts, melds, rules);
    let scoring_rules = ScoringRules {
        hand: rules,
        ..ScoringRules::default()
    };
    let score = if win && melds == 0 {
        scoring::score(&counts, &[], &WinContext::default(), &scoring_rules)
    } else {
        None
    };
    if json {
        let mut value = serde_json::json!({
            "win": win,
            "shanten": shanten,
            "waits": waits.iter().map(|f| f.to_string()).collect::<Vec<_>>(),
        });
        if let Some(score) = &score
            && let Some(map) = value.as_object_mut()
        {
            map.insert("faan".into(), score.faan.into());
        }
        writeln!(out, "{value}")?;
    } else {
        writeln!(out, "hand: {}", tiles::compact(&faces))?;
        writeln!(out, "win: {}", if win { "yes" } else { "no" })?;
        writeln!(out, "shanten: {shanten}")?;
        if !waits.is_empty() {
            writeln!(out, "waits: {}", tiles::compact(&waits))?;
        }
        if let Some(score) = score {
            for line in &score.lines {
                writeln!(out, "  {:<24} {:>2} faan", line.name, line.faan)?;
            }
            writeln!(out, "faan: {}", score.faan)?;
        } else if win {
            writeln!(
                out,
                "faan: write the exposed melds into the hand to score it"
            )?;
        }
    }
    Ok(())
}
