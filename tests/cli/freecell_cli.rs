//! `parlour freecell deal` and `parlour freecell solve`: the deal's columns are the ones
//! fc-solve's `make-microsoft-freecell-board -t N` prints (pinned in `freecell_oracle`), and
//! every "solvable" line's moves, read back from the JSON, replay to a win in the independent
//! checker started from the deal command's own columns; lost and stopped deals say so; bad
//! input is refused with a reason and prints nothing on stdout.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use crate::freecell_oracle::{Checker, FIXTURES};
use serde_json::Value;
use std::process::{Command, Output};

fn freecell(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("freecell")
        .args(args)
        .output()
        .unwrap()
}

fn json_lines(out: &Output) -> Vec<Value> {
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// The columns `freecell deal --deal N --json` prints, as text cards.
fn dealt_columns(deal_no: u64) -> Vec<Vec<String>> {
    let doc = json_lines(&freecell(&[
        "deal",
        "--deal",
        &deal_no.to_string(),
        "--json",
    ]));
    assert_eq!(doc.len(), 1);
    assert_eq!(doc[0]["deal"], deal_no);
    doc[0]["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            c.as_array()
                .unwrap()
                .iter()
                .map(|card| card.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn deal_prints_the_columns_of_microsoft_s_generator() {
    for (deal_no, expected) in FIXTURES {
        let expected: Vec<Vec<String>> = expected
            .lines()
            .map(|line| line.split_whitespace().map(str::to_string).collect())
            .collect();
        assert_eq!(dealt_columns(deal_no), expected, "deal {deal_no}");
    }
}

/// Checks one `solve --json` line: its fields, and for "solvable" its moves to a win.
fn check_line(line: &Value, deal_no: u64, cells: usize) -> String {
    let fields: Vec<&str> = line
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(fields.len(), 4, "{line}");
    for key in ["deal", "verdict", "ms", "moves"] {
        assert!(fields.contains(&key), "{line}");
    }
    assert_eq!(line["deal"], deal_no);
    assert!(line["ms"].is_u64(), "{line}");
    let verdict = line["verdict"].as_str().unwrap().to_string();
    let moves: Vec<&str> = line["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    if verdict == "solvable" {
        let mut checker = Checker::new(&dealt_columns(deal_no), cells, false);
        for (i, m) in moves.iter().enumerate() {
            if let Err(why) = checker.play(m) {
                panic!("deal {deal_no}, {cells} cells: move {i} {why}");
            }
        }
        assert!(checker.is_won(), "deal {deal_no}: the moves do not win");
    } else {
        assert!(moves.is_empty(), "{line}");
    }
    verdict
}

#[test]
fn solve_prints_a_line_per_deal_with_moves_that_win() {
    let lines = json_lines(&freecell(&["solve", "--deals", "1-6", "--json"]));
    assert_eq!(lines.len(), 6);
    for (line, deal_no) in lines.iter().zip(1..) {
        assert_eq!(check_line(line, deal_no, 4), "solvable");
    }
    // Every kind of move is written in the notation: cells a-d, home h, runs with x.
    let all: Vec<&str> = lines
        .iter()
        .flat_map(|l| l["moves"].as_array().unwrap())
        .map(|m| m.as_str().unwrap())
        .collect();
    assert!(all.iter().any(|m| m.ends_with('h')));
    assert!(all.iter().any(|m| matches!(m.as_bytes()[1], b'a'..=b'd')));
    assert!(all.iter().any(|m| matches!(m.as_bytes()[0], b'a'..=b'd')));
    assert!(all.iter().any(|m| m.contains('x')));
}

#[test]
fn solve_proves_losses_and_honours_the_cell_count() {
    let lost = json_lines(&freecell(&["solve", "--deals", "11982", "--json"]));
    assert_eq!(lost.len(), 1);
    assert_eq!(check_line(&lost[0], 11982, 4), "unsolvable");
    // With one cell deal 1 is lost and deal 2 won (fc-solve agrees, see the rules' tests).
    let one_cell = json_lines(&freecell(&[
        "solve", "--deals", "1-2", "--cells", "1", "--json",
    ]));
    assert_eq!(check_line(&one_cell[0], 1, 1), "unsolvable");
    assert_eq!(check_line(&one_cell[1], 2, 1), "solvable");
}

#[test]
fn a_spent_time_limit_gives_unknown() {
    // Proving 11982 lost takes a few hundred thousand positions: never within 0 ms.
    let lines = json_lines(&freecell(&[
        "solve",
        "--deals",
        "11982",
        "--limit-ms",
        "0",
        "--json",
    ]));
    assert_eq!(check_line(&lines[0], 11982, 4), "unknown");
}

#[test]
fn bad_input_is_refused_with_a_reason() {
    let cases: [(&[&str], &str); 6] = [
        (&["deal", "--deal", "0"], "1..=1000000"),
        (&["deal", "--deal", "1000001"], "1..=1000000"),
        (
            &["solve", "--deals", "5-3"],
            "the first deal comes after the last",
        ),
        (&["solve", "--deals", "1-1000001"], "out of range"),
        (&["solve", "--deals", "x"], "is not a deal number"),
        (&["solve", "--deals", "1", "--cells", "5"], "0..=4"),
    ];
    for (args, reason) in cases {
        let out = freecell(args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(reason), "{args:?}: {err}");
    }
}
