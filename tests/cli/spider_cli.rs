//! `parlour spider`: the deal as JSON (checked card by card against the engine's deal and the
//! standard shape), the solver's lines replayed by the independent checker from the deal the
//! command printed, batches, and clear refusals of bad arguments.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use crate::spider_checker::wins;
use parlour_rules::spider::deal::{DealJson, deal, to_json};
use parlour_rules::spider::rules::Suits;
use parlour_rules::spider::solver::winnable_deal;
use std::collections::HashMap;
use std::process::{Command, Output};
use std::sync::atomic::AtomicBool;

fn spider(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("spider")
        .args(args)
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn printed_deal(n: u64, suits: u8) -> DealJson {
    let out = spider(&[
        "deal",
        "--deal",
        &n.to_string(),
        "--suits",
        &suits.to_string(),
        "--json",
    ]);
    serde_json::from_str(stdout(&out).trim()).unwrap()
}

#[test]
fn deals_print_as_json_in_the_standard_shape() {
    for (n, suits, kind) in [
        (7, 1, Suits::One),
        (7, 2, Suits::Two),
        (123_456, 4, Suits::Four),
    ] {
        let json = printed_deal(n, suits);
        assert_eq!(json, to_json(n, &deal(n, kind)));
        assert_eq!((json.deal, json.suits), (n, suits));
        let heights: Vec<usize> = json.columns.iter().map(Vec::len).collect();
        assert_eq!(heights, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
        assert_eq!(json.stock.len(), 50);
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for text in json.columns.iter().flatten().chain(&json.stock) {
            assert_eq!(text.len(), 2, "{text}");
            *counts.entry(text.as_str()).or_default() += 1;
        }
        // Thirteen ranks in each suit in play, eight runs shared among the suits.
        assert_eq!(counts.len(), 13 * usize::from(suits));
        assert!(counts.values().all(|&c| c == 8 / usize::from(suits)));
        assert!(counts.keys().any(|t| t.starts_with('T')));
    }
}

#[test]
fn solutions_replay_under_the_independent_checker() {
    let out = spider(&["solve", "--deal", "3", "--suits", "1", "--json"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1, "{text}");
    let report: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    // Exactly the issue's shape: {"deal": N, "verdict": ..., "moves": [...]}.
    let keys: Vec<&String> = report.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["deal", "moves", "verdict"]);
    assert!(
        lines[0].starts_with(r#"{"deal":3,"verdict":"solvable","moves":["#),
        "{text}"
    );
    let moves: Vec<String> = serde_json::from_value(report["moves"].clone()).unwrap();
    assert!(moves.iter().any(|m| m == "deal"));
    // Every move is `deal`, `37` (one card) or `37x4` (a run of two or more).
    for m in &moves {
        let digits = |t: &str| t.len() == 2 && t.bytes().all(|b| b.is_ascii_digit());
        let ok = m == "deal"
            || digits(m)
            || m.split_once('x').is_some_and(|(cols, n)| {
                digits(cols) && n.parse::<u8>().is_ok_and(|n| (2..=13).contains(&n))
            });
        assert!(ok, "{m}");
    }
    assert!(
        moves.iter().any(|m| m.contains('x')),
        "no run of several cards"
    );
    let json = printed_deal(3, 1);
    assert_eq!(wins(&json.columns, &json.stock, &moves), Ok(true));
}

#[test]
fn a_batch_prints_a_line_per_deal() {
    let out = spider(&[
        "solve",
        "--deals",
        "10-12",
        "--suits",
        "2",
        "--limit-ms",
        "3000",
        "--json",
    ]);
    let text = stdout(&out);
    let reports: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(reports.len(), 3);
    for (report, n) in reports.iter().zip(10..) {
        assert_eq!(report["deal"], n);
        let verdict = report["verdict"].as_str().unwrap();
        assert!(["solvable", "unknown"].contains(&verdict), "{verdict}");
        if verdict == "solvable" {
            let moves: Vec<String> = serde_json::from_value(report["moves"].clone()).unwrap();
            let json = printed_deal(n, 2);
            assert_eq!(
                wins(&json.columns, &json.stock, &moves),
                Ok(true),
                "deal {n}"
            );
        }
    }
    // Without --json, a sentence a deal and a summary.
    let out = spider(&["solve", "--deals", "1-2", "--limit-ms", "3000"]);
    let text = stdout(&out);
    assert!(text.starts_with("deal 1: solvable"), "{text}");
    assert!(text.contains("2 deals: 2 solvable"), "{text}");
}

#[test]
fn the_winnable_deal_is_the_rules_crate_s() {
    let out = spider(&["winnable", "--from", "5", "--suits", "1"]);
    let expected = winnable_deal(5, Suits::One, &AtomicBool::new(false)).unwrap();
    assert_eq!(stdout(&out).trim(), expected.to_string());
}

#[test]
fn bad_arguments_are_explained() {
    for (args, expected) in [
        (vec!["deal", "--deal", "1", "--suits", "3"], "1, 2 or 4"),
        (vec!["solve", "--deals", "9-2"], "write A-B"),
        (vec!["solve", "--deals", "1-200000"], "at most 100000"),
        (vec!["solve", "--deal", "1", "--limit-ms", "0"], "limit-ms"),
        (vec!["solve"], "--deal"),
    ] {
        let out = spider(&args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}
