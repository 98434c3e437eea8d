//! The headless commands: `mahjong hand` output and errors, and a short `mahjong selfplay`.

use parlour::cli::mahjong::{MahjongCommand, run};

fn hand(tiles: &str, melds: u8) -> Result<serde_json::Value, String> {
    let mut out = Vec::new();
    run(
        MahjongCommand::Hand {
            tiles: tiles.to_owned(),
            melds,
            no_seven_pairs: false,
            json: true,
        },
        &mut out,
    )
    .map_err(|e| e.to_string())?;
    serde_json::from_slice(&out).map_err(|e| e.to_string())
}

fn check(tiles: &str, melds: u8, expected: serde_json::Value) {
    assert_eq!(hand(tiles, melds), Ok(expected), "{tiles}");
}

#[test]
fn hand_reports_win_shanten_waits_and_faan() {
    use serde_json::json;
    check(
        "123m456p789s111z22z",
        0,
        json!({"win": true, "shanten": -1, "waits": [], "faan": 3}),
    );
    check(
        "123m456p789s1122z",
        0,
        json!({"win": false, "shanten": 0, "waits": ["1z", "2z"]}),
    );
    check(
        "1z",
        4,
        json!({"win": false, "shanten": 0, "waits": ["1z"]}),
    );
    check("11z", 4, json!({"win": true, "shanten": -1, "waits": []}));
    check(
        "19m19p19s1234567z",
        0,
        json!({"win": false, "shanten": 0, "waits": ["1m","9m","1p","9p","1s","9s","1z","2z","3z","4z","5z","6z","7z"]}),
    );
}

#[test]
fn bad_hands_are_explained() {
    let err = hand("123m", 0).err().unwrap_or_default();
    assert!(err.contains("13 or 14 tiles"), "{err}");
    let err = hand("11111m23456789p", 0).err().unwrap_or_default();
    assert!(err.contains("only four"), "{err}");
    let err = hand("12x", 0).err().unwrap_or_default();
    assert!(err.contains("not a tile"), "{err}");
    let err = hand("1f23m456p789s1122z", 0).err().unwrap_or_default();
    assert!(err.contains("flower or season"), "{err}");
}

/// The report of `parlour mahjong selfplay` with these arguments.
fn selfplay(levels: &str, games: u64, seed: u64, bonus: bool, rotate: bool) -> String {
    let mut out = Vec::new();
    let result = run(
        MahjongCommand::Selfplay {
            games,
            seed,
            levels: levels.to_owned(),
            rounds: 1,
            min_faan: 1,
            bonus,
            rotate,
        },
        &mut out,
    );
    assert!(result.is_ok(), "{result:?}");
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn selfplay_prints_win_rates_and_timing() {
    let text = selfplay("hard,medium,easy,medium", 2, 1, true, false);
    assert!(text.contains("seat 0 (Hard): won"), "{text}");
    assert!(text.contains("average"), "{text}");
}

/// The hands a selfplay report says it played.
fn hands_played(text: &str) -> u64 {
    text.lines()
        .find_map(|line| line.strip_prefix("hands: "))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no hand count in {text}"))
}

/// By default selfplay plays full games: East, South, West and North rounds, the deal passing
/// round the table in each, so a game has at least sixteen hands.
#[test]
fn selfplay_plays_full_games_by_default() {
    use clap::Parser;
    #[derive(Parser)]
    struct Cli {
        #[command(subcommand)]
        cmd: MahjongCommand,
    }
    let Ok(cli) = Cli::try_parse_from(["mahjong", "selfplay", "--games", "2", "--seed", "3"])
    else {
        panic!("the selfplay arguments parse");
    };
    let mut out = Vec::new();
    let result = run(cli.cmd, &mut out);
    assert!(result.is_ok(), "{result:?}");
    let text = String::from_utf8_lossy(&out);
    assert!(text.contains("games: 2 from game number 3"), "{text}");
    assert!(hands_played(&text) >= 2 * 16, "{text}");
    for seat in 0..4 {
        assert!(text.contains(&format!("seat {seat} (")), "{text}");
    }
    assert!(text.contains("decisions: "), "{text}");
}

/// The report's line for one player (a seat, or with --rotate a level in every seat).
fn player_line<'a>(text: &'a str, who: &str) -> &'a str {
    text.lines()
        .find(|line| line.starts_with(who))
        .unwrap_or_else(|| panic!("no line for {who} in {text}"))
}

/// The number just before `label` in `line`, such as the 3 of "3 games won".
fn number_before(line: &str, label: &str) -> f64 {
    let Some(at) = line.find(label) else {
        panic!("no '{label}' in {line}")
    };
    line[..at]
        .split_whitespace()
        .last()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number before '{label}' in {line}"))
}

/// The number just after `label` in `line`, such as the 12.5 of "dealt in 12.5%".
fn number_after(line: &str, label: &str) -> f64 {
    line.split(label)
        .nth(1)
        .and_then(|rest| rest.split(['%', ',', ' ']).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number after '{label}' in {line}"))
}

/// With --rotate every level plays every seat of every game number: four times the games,
/// the same number of hands for each level, and outright wins and ties that add up to no more
/// games than were played (a tie is not a win for every tied player).
#[test]
fn rotated_selfplay_reports_by_level_and_counts_ties_once() {
    let text = selfplay("hard,medium,medium,easy", 2, 5, false, true);
    assert!(text.contains("each played in all four seats"), "{text}");
    // Four rotations of two games of one round: at least 2 x 4 x 4 hands.
    assert!(hands_played(&text) >= 32, "{text}");
    let mut outright = 0.0;
    for player in 0..4 {
        let line = player_line(&text, &format!("player {player} ("));
        assert!(line.contains("every seat"), "{line}");
        let dealt_in = number_after(line, "dealt in ");
        assert!((0.0..=100.0).contains(&dealt_in), "{line}");
        outright += number_before(line, " games won");
    }
    // Each of the 8 games has at most one outright winner.
    assert!(outright <= 8.0, "{text}");
    assert!(text.contains("p99 "), "{text}");
}

/// With one level against three of another, the report ends with how the one did against the
/// others' mean, each figure with its 95 % interval; and each player's rates have theirs.
#[test]
fn selfplay_compares_one_level_with_three_others_with_intervals() {
    let text = selfplay("hard,medium,medium,medium", 2, 9, false, true);
    let line = player_line(&text, "Hard against the mean of the three Medium players");
    for part in ["hands won ", "dealt in ", "points "] {
        assert!(line.contains(part), "{line}");
    }
    assert_eq!(line.matches(" ± ").count(), 3, "{line}");
    for player in 0..4 {
        let line = player_line(&text, &format!("  player {player}: won "));
        assert!(
            line.contains(" % of hands") && line.contains("points a game"),
            "{line}"
        );
    }
}
