//! Starting boards: every deal has no line and at least one swap; the headless command prints
//! them as JSON.

use parlour::cli::match3::{Match3Command, run};
use parlour_rules::match3::deal;

#[test]
fn deal_json_has_the_documented_shape() {
    let mut out = Vec::new();
    let cmd = Match3Command::Deal {
        deal: 12345,
        json: true,
    };
    assert!(run(cmd, &mut out).is_ok());
    let value: serde_json::Value = match serde_json::from_slice(&out) {
        Ok(value) => value,
        Err(e) => panic!("not JSON: {e}"),
    };
    assert_eq!(value["width"], 8);
    assert_eq!(value["height"], 8);
    assert_eq!(value["kinds"], 7);
    let Some(rows) = value["cells"].as_array() else {
        panic!("cells is not an array: {value}")
    };
    assert_eq!(rows.len(), 8);
    let (board, _) = deal::deal(12345);
    for (y, (row, gems)) in rows.iter().zip(board.rows()).enumerate() {
        let kinds: Vec<u64> = row
            .as_array()
            .map(|r| r.iter().filter_map(serde_json::Value::as_u64).collect())
            .unwrap_or_default();
        let expected: Vec<u64> = gems
            .iter()
            .filter_map(|gem| gem.kind().map(u64::from))
            .collect();
        assert_eq!(kinds, expected, "row {y}");
        assert!(kinds.iter().all(|&k| k < 7));
    }
}

#[test]
fn deal_text_prints_the_board() {
    let mut out = Vec::new();
    let cmd = Match3Command::Deal {
        deal: 1,
        json: false,
    };
    assert!(run(cmd, &mut out).is_ok());
    let text = String::from_utf8_lossy(&out);
    assert_eq!(text.lines().count(), 9);
    assert!(text.starts_with("Match-3 deal 1\n"));
}
