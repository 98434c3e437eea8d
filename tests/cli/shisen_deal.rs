//! Every dealt solution replays under an independent checker (its own path search by BFS and its
//! own gravity), read back from the headless command's JSON as a player's tool would.

// Helpers outside #[test] functions panic on purpose when a test's own setup is wrong.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use clap::Parser;
use parlour::cli::shisen::{ShisenCommand, run};
use parlour_rules::shisen::deal::deal;
use parlour_rules::shisen::size::Size;
use std::collections::VecDeque;

/// A board read from JSON: rows from the top, faces as text.
struct Checker {
    cells: Vec<Vec<Option<String>>>,
    gravity: bool,
}

impl Checker {
    fn height(&self) -> i32 {
        self.cells.len() as i32
    }
    fn width(&self) -> i32 {
        self.cells[0].len() as i32
    }
    /// Whether (r, c) in tile-area coordinates (ring at -1 and height/width) can be crossed.
    fn open(&self, r: i32, c: i32) -> bool {
        if r < -1 || c < -1 || r > self.height() || c > self.width() {
            return false;
        }
        if r == -1 || c == -1 || r == self.height() || c == self.width() {
            return true;
        }
        self.cells[r as usize][c as usize].is_none()
    }

    /// Breadth-first search over (cell, direction, turns): is there a line with at most two turns?
    fn joined(&self, a: (i32, i32), b: (i32, i32)) -> bool {
        const DIRS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
        let mut seen = std::collections::HashSet::new();
        let mut queue = VecDeque::new();
        for d in 0..4 {
            queue.push_back((a, d, 0));
        }
        while let Some((cell, d, turns)) = queue.pop_front() {
            for (nd, step) in DIRS.iter().enumerate() {
                let nt = turns + usize::from(cell != a && nd != d);
                if nt > 2 {
                    continue;
                }
                let next = (cell.0 + step.0, cell.1 + step.1);
                if next == b {
                    return true;
                }
                if self.open(next.0, next.1) && seen.insert((next, nd, nt)) {
                    queue.push_back((next, nd, nt));
                }
            }
        }
        false
    }

    fn remove(&mut self, a: (i32, i32), b: (i32, i32)) -> Result<(), String> {
        let face = |p: (i32, i32)| {
            self.cells
                .get(p.0 as usize)
                .and_then(|row| row.get(p.1 as usize))
                .cloned()
                .flatten()
        };
        let (Some(fa), Some(fb)) = (face(a), face(b)) else {
            return Err(format!("{a:?} or {b:?} holds no tile"));
        };
        if a == b || fa != fb {
            return Err(format!("{a:?} {fa} and {b:?} {fb} are not a pair"));
        }
        if !self.joined(a, b) {
            return Err(format!("{a:?} and {b:?} are not joined"));
        }
        self.cells[a.0 as usize][a.1 as usize] = None;
        self.cells[b.0 as usize][b.1 as usize] = None;
        if self.gravity {
            for col in 0..self.width() as usize {
                let stack: Vec<Option<String>> = self
                    .cells
                    .iter()
                    .map(|row| row[col].clone())
                    .filter(Option::is_some)
                    .collect();
                let gap = self.cells.len() - stack.len();
                for (r, row) in self.cells.iter_mut().enumerate() {
                    row[col] = if r < gap {
                        None
                    } else {
                        stack[r - gap].clone()
                    };
                }
            }
        }
        Ok(())
    }
}

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    cmd: ShisenCommand,
}

fn replay_from_json(deal_no: u64, size: &str, gravity: bool) {
    let mut args = vec![
        "parlour".to_owned(),
        "deal".into(),
        "--deal".into(),
        deal_no.to_string(),
    ];
    args.extend(["--size".into(), size.to_owned(), "--json".into()]);
    if gravity {
        args.push("--gravity".into());
    }
    let cli = Cli::try_parse_from(&args).unwrap();
    let mut out = Vec::new();
    run(cli.cmd, &mut out).unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(value["gravity"], gravity);
    let cells: Vec<Vec<Option<String>>> = serde_json::from_value(value["cells"].clone()).unwrap();
    let solution: Vec<[[i32; 2]; 2]> = serde_json::from_value(value["solution"].clone()).unwrap();
    assert_eq!(cells.len(), value["height"].as_u64().unwrap() as usize);
    assert_eq!(cells[0].len(), value["width"].as_u64().unwrap() as usize);
    let tiles = cells.iter().flatten().filter(|c| c.is_some()).count();
    assert_eq!(
        tiles,
        cells.len() * cells[0].len(),
        "a deal fills the board"
    );
    let mut faces = std::collections::HashMap::new();
    for face in cells.iter().flatten().flatten() {
        *faces.entry(face.clone()).or_insert(0) += 1;
    }
    assert!(
        faces.values().all(|n| n % 4 == 0),
        "complete groups of four"
    );
    assert_eq!(solution.len() * 2, tiles);
    let mut checker = Checker { cells, gravity };
    for (step, [a, b]) in solution.iter().enumerate() {
        if let Err(why) = checker.remove((a[0], a[1]), (b[0], b[1])) {
            panic!("deal {deal_no} {size} gravity {gravity}, step {step}: {why}");
        }
    }
    assert!(checker.cells.iter().flatten().all(Option::is_none));
}

#[test]
fn default_size_solutions_replay_with_and_without_gravity() {
    for deal_no in 0..40 {
        replay_from_json(deal_no, "17x8", false);
        replay_from_json(deal_no, "17x8", true);
    }
}

#[test]
fn other_sizes_replay() {
    for (deal_no, size) in [
        (1, "14x6"),
        (2, "16x9"),
        (3, "24x12"),
        (4, "30x16"),
        (5, "15x8"),
    ] {
        replay_from_json(deal_no, size, false);
        replay_from_json(deal_no, size, true);
    }
}

#[test]
fn deals_reproduce_and_differ_by_number() {
    let size = Size::DEFAULT;
    for gravity in [false, true] {
        let a = deal(size, gravity, 123).unwrap();
        assert_eq!(a, deal(size, gravity, 123).unwrap());
        assert_ne!(a.board, deal(size, gravity, 124).unwrap().board);
    }
}
