//! The solitaire headless commands: a dealt layout's JSON replays to a cleared board under the
//! shared independent free rule; a position is solved; bad input is explained.

use crate::solitaire_layouts::*;
use parlour::cli::solitaire::{SolitaireCommand, run_with};
use parlour_rules::engine::tile::Face;
use parlour_rules::solitaire::deal::deal;
use parlour_rules::solitaire::layout::{Layout, TilePos};

fn lookup(name: &str) -> Result<Layout, Box<dyn std::error::Error>> {
    match name {
        "pyramid" => Ok(pyramid()),
        "stack4" => Ok(stack(4)),
        _ => Err(format!("there is no layout called '{name}'").into()),
    }
}

fn run(cmd: SolitaireCommand) -> Result<serde_json::Value, String> {
    let mut out = Vec::new();
    run_with(cmd, &mut out, &lookup).map_err(|e| e.to_string())?;
    serde_json::from_slice(&out).map_err(|e| e.to_string())
}

#[test]
fn deal_command_prints_tiles_and_a_replayable_solution() {
    let doc = run(SolitaireCommand::Deal {
        layout: "pyramid".into(),
        deal: 3,
        json: true,
    })
    .unwrap();
    assert_eq!(doc["layout"], "Pyramid");
    assert_eq!(doc["deal"], 3);
    let tiles: Vec<TilePos> = doc["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| TilePos {
            x: t["x"].as_i64().unwrap() as i32,
            y: t["y"].as_i64().unwrap() as i32,
            z: t["z"].as_i64().unwrap() as i32,
        })
        .collect();
    let faces: Vec<Face> = doc["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["face"].as_str().unwrap().parse().unwrap())
        .collect();
    let solution: Vec<(usize, usize)> = doc["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p[0].as_u64().unwrap() as usize,
                p[1].as_u64().unwrap() as usize,
            )
        })
        .collect();
    assert_eq!(
        replay_problem(&tiles, &faces, &vec![true; tiles.len()], &solution),
        None
    );
}

#[test]
fn solve_command_answers_for_a_position() {
    let dealt = deal(&pyramid(), 5).unwrap();
    let (a, b) = dealt.solution[0];
    let doc = run(SolitaireCommand::Solve {
        layout: "pyramid".into(),
        deal: 5,
        removed: vec![a, b],
        limit_ms: Some(10_000),
        random: false,
        json: true,
    })
    .unwrap();
    assert_eq!(doc["solvable"], true);
    assert_eq!(doc["solution"].as_array().unwrap().len(), 16);
}

#[test]
fn commands_explain_bad_input() {
    let err = run(SolitaireCommand::Deal {
        layout: "nowhere".into(),
        deal: 1,
        json: true,
    })
    .unwrap_err();
    assert!(err.contains("no layout called 'nowhere'"), "{err}");
    let err = run(SolitaireCommand::Deal {
        layout: "stack4".into(),
        deal: 1,
        json: true,
    })
    .unwrap_err();
    assert!(err.contains("never be cleared"), "{err}");
    let err = run(SolitaireCommand::Solve {
        layout: "pyramid".into(),
        deal: 1,
        removed: vec![0, 1],
        limit_ms: None,
        random: false,
        json: true,
    })
    .unwrap_err();
    assert!(err.contains("--removed pair 1"), "{err}");
}
