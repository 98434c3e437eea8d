//! The computer players' danger model against the truth: what the seats really held.
//!
//! Plays seeded games (one Hard and three Medium players, the Hard seat moving each game) and,
//! at every discard, reads each other seat as the discarding seat sees it. Prints, in bands of
//! the model's estimate, how often the seat was really ready; how often a tile in the
//! discarder's hand really would have won a ready seat its hand; and how often the tile
//! would have won anyone's hand, against the combined danger. With `--csv DIR` it also writes
//! the model's inputs and the truth (`ready.csv`, `risk.csv`), which is what its weights were
//! fitted to.
//!
//! `cargo run --release -p parlour-rules --example mahjong_danger -- [games] [first game]
//! [--min-faan N] [--csv DIR]`

// A report for the terminal: printing is what it is for.
#![allow(clippy::print_stdout)]

use parlour_rules::engine::history::Rules;
use parlour_rules::mahjong::bot::danger::{self, SeatSigns, TileSigns};
use parlour_rules::mahjong::bot::{self, Difficulty};
use parlour_rules::mahjong::hand;
use parlour_rules::mahjong::table::{Move, Phase, Table, TableSettings};
use parlour_rules::mahjong::tiles::STANDARD_FACES;
use parlour_rules::mahjong::view::{PhaseView, SeatView};
use std::fmt::Write as _;
use std::io::Write as _;

/// Estimates in ten bands of 0.1, with how often each came true.
#[derive(Default)]
struct Bands {
    count: [u64; 10],
    estimate: [f64; 10],
    truth: [u64; 10],
}

impl Bands {
    fn add(&mut self, estimate: f32, truth: bool) {
        let band = ((estimate * 10.0) as usize).min(9);
        self.count[band] += 1;
        self.estimate[band] += f64::from(estimate);
        self.truth[band] += u64::from(truth);
    }

    fn print(&self, title: &str) {
        println!("{title}");
        println!("| estimate | cases | mean estimate | observed |");
        println!("|---|---|---|---|");
        for band in 0..10 {
            let n = self.count[band];
            if n == 0 {
                continue;
            }
            println!(
                "| {:.1}-{:.1} | {n} | {:.3} | {:.3} |",
                band as f64 / 10.0,
                (band + 1) as f64 / 10.0,
                self.estimate[band] / n as f64,
                self.truth[band] as f64 / n as f64
            );
        }
        let n: u64 = self.count.iter().sum();
        let estimate: f64 = self.estimate.iter().sum();
        let truth: u64 = self.truth.iter().sum();
        println!(
            "all: {n} cases, mean estimate {:.4}, observed {:.4}\n",
            estimate / n.max(1) as f64,
            truth as f64 / n.max(1) as f64
        );
    }
}

#[derive(Default)]
struct Study {
    ready: Bands,
    risk: Bands,
    danger: Bands,
    ready_csv: String,
    risk_csv: String,
}

impl Study {
    /// Reads the table from the seat about to discard.
    fn look(&mut self, table: &Table, view: &SeatView) {
        let me = view.seat;
        let counts = view.concealed_counts();
        let mut visible = view.seen_counts();
        for (slot, &held) in visible.iter_mut().zip(&counts) {
            *slot = slot.saturating_add(held);
        }
        let threats = danger::threats(view);
        for threat in &threats {
            let other = &table.players[usize::from(threat.seat)];
            let melds = other.melds.len().min(4) as u8;
            let ready = hand::shanten(
                &other.concealed_counts(),
                melds,
                table.settings.scoring.hand,
            ) == 0;
            let signs = SeatSigns::read(view, threat.seat);
            self.ready.add(signs.readiness(), ready);
            write_row(&mut self.ready_csv, &signs.features(), ready);
            if !ready {
                continue;
            }
            for index in (0..STANDARD_FACES).filter(|&i| counts[i] > 0) {
                let Some(face) = parlour_rules::mahjong::tiles::standard_face(index) else {
                    continue;
                };
                let wins = table.wins_on_discard(threat.seat, face);
                let risk = danger::tile_risk(view, face, threat, &visible);
                self.risk.add(risk, wins);
                // Tiles that passed the seat are certain (and left out of the fit).
                if risk > 0.0 || wins {
                    let signs = TileSigns::read(view, face, threat, &visible);
                    write_row(&mut self.risk_csv, &signs.features(), wins);
                }
            }
        }
        for index in (0..STANDARD_FACES).filter(|&i| counts[i] > 0) {
            let Some(face) = parlour_rules::mahjong::tiles::standard_face(index) else {
                continue;
            };
            let wins = (0..4u8)
                .filter(|&s| s != me)
                .any(|s| table.wins_on_discard(s, face));
            self.danger
                .add(danger::danger(view, face, &threats, &visible).0, wins);
        }
    }
}

fn write_row(csv: &mut String, features: &[f32], truth: bool) {
    for x in features {
        let _ = write!(csv, "{x},");
    }
    let _ = writeln!(csv, "{}", u8::from(truth));
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let csv_dir = args
        .iter()
        .position(|a| a == "--csv")
        .and_then(|i| args.get(i + 1).cloned());
    let min_faan = args
        .iter()
        .position(|a| a == "--min-faan")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let settings = TableSettings {
        scoring: parlour_rules::mahjong::scoring::ScoringRules {
            min_faan,
            ..Default::default()
        },
        ..Default::default()
    };
    let numbers: Vec<u64> = args
        .iter()
        .enumerate()
        .filter(|(i, _)| *i == 0 || args.get(i - 1).is_none_or(|a| !a.starts_with("--")))
        .filter_map(|(_, a)| a.parse().ok())
        .collect();
    let games = numbers.first().copied().unwrap_or(100);
    let first = numbers.get(1).copied().unwrap_or(1);
    let mut study = Study::default();
    for game_no in first..first + games {
        let hard_seat = (game_no % 4) as u8;
        let mut table = Table::new(game_no, settings);
        while table.phase != Phase::GameOver {
            if let Phase::HandOver(_) = table.phase {
                table.apply(&Move::NextHand)?;
                continue;
            }
            let Some(&seat) = table.waiting_for().first() else {
                return Err(format!("game {game_no}: nobody to move").into());
            };
            let view = table.view_for(seat);
            if matches!(view.phase, PhaseView::Turn { seat: s, can_win: false, .. } if s == seat) {
                study.look(&table, &view);
            }
            let level = if seat == hard_seat {
                Difficulty::Hard
            } else {
                Difficulty::Medium
            };
            let mv = bot::decide(&view, level).unwrap_or(Move::Pass { seat });
            table.apply(&mv)?;
        }
    }
    println!("games {first} to {}\n", first + games - 1);
    study
        .ready
        .print("Is the seat ready? (every other seat, at every discard)");
    study.risk.print(
        "Would the tile win a ready seat its hand? (each face held, against each ready seat)",
    );
    study
        .danger
        .print("Would the tile win anyone's hand? (each face held, against the combined danger)");
    if let Some(dir) = csv_dir {
        std::fs::create_dir_all(&dir)?;
        std::fs::File::create(format!("{dir}/ready.csv"))?.write_all(study.ready_csv.as_bytes())?;
        std::fs::File::create(format!("{dir}/risk.csv"))?.write_all(study.risk_csv.as_bytes())?;
    }
    Ok(())
}
