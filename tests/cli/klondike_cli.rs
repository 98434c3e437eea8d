//! `parlour klondike solve`: verdicts on Parlour's own deals, on one thread and on two (the
//! solver's searches together), the moves of a win replayed by the engine from the deal, and a
//! clear refusal of a bad thread count.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::engine::history::Rules;
use parlour_rules::klondike::deal::deal;
use parlour_rules::klondike::rules::{Move, Options, Passes};
use std::process::{Command, Output};

fn klondike(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("klondike")
        .args(args)
        .output()
        .unwrap()
}

/// The one JSON line `klondike solve --json` prints for deal `n` drawing three.
fn solved(n: u64, threads: &str) -> serde_json::Value {
    let out = klondike(&[
        "solve",
        "--deal",
        &n.to_string(),
        "--draw",
        "3",
        "--limit-ms",
        "120000",
        "--threads",
        threads,
        "--json",
    ]);
    assert!(out.status.success(), "{out:?}");
    serde_json::from_str(String::from_utf8(out.stdout).unwrap().trim()).unwrap()
}

/// Own deals 275 (lost) and 65 (won) drawing three search past a million positions, so on two
/// threads they end as two searches together: the verdicts are the one thread's, and the win's
/// moves, read back in the notation printed, win the deal under the engine.
#[test]
fn solve_gives_the_same_verdicts_on_one_and_two_threads() {
    let options = Options {
        draw: 3,
        passes: Passes::Unlimited,
        ..Options::default()
    };
    for (n, verdict) in [(275, "unsolvable"), (65, "solvable")] {
        for threads in ["1", "2"] {
            let report = solved(n, threads);
            assert_eq!(report["verdict"], verdict, "deal {n}, {threads} threads");
            let moves = report["moves"].as_array().unwrap();
            if verdict == "unsolvable" {
                assert!(moves.is_empty());
                continue;
            }
            let mut game = deal(n, options);
            for mv in moves {
                let mv: Move = mv.as_str().unwrap().parse().unwrap();
                game.apply(&mv).unwrap();
            }
            assert!(game.is_won(), "deal {n}, {threads} threads");
        }
    }
}

#[test]
fn solve_refuses_a_thread_count_of_zero() {
    let out = klondike(&["solve", "--deal", "1", "--threads", "0"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--threads"), "{err}");
}
