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

#[test]
fn selfplay_prints_win_rates_and_timing() {
    let mut out = Vec::new();
    let result = run(
        MahjongCommand::Selfplay {
            games: 2,
            seed: 1,
            levels: "hard,medium,easy,medium".to_owned(),
            rounds: 1,
            min_faan: 1,
            bonus: true,
        },
        &mut out,
    );
    assert!(result.is_ok(), "{result:?}");
    let text = String::from_utf8_lossy(&out);
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
