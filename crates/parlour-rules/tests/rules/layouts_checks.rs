//! The editor's live checks, one small layout per case.

use parlour_rules::editor::checks::{ProblemKind, Severity, check_layout, is_playable};
use parlour_rules::solitaire::builtin::builtin_layouts;
use parlour_rules::solitaire::layout::{Layout, TilePos};

fn layout(tiles: &[(i32, i32, i32)]) -> Layout {
    Layout {
        name: String::from("case"),
        author: String::new(),
        tiles: tiles
            .iter()
            .map(|&(x, y, z)| TilePos::new(x, y, z))
            .collect(),
    }
}

/// Checks `tiles` and compares (kind, severity, tile indices) of every problem.
fn check(tiles: &[(i32, i32, i32)], expected: &[(ProblemKind, Severity, &[usize])]) {
    let problems = check_layout(&layout(tiles));
    let found: Vec<(ProblemKind, Severity, &[usize])> = problems
        .iter()
        .map(|p| (p.kind, p.severity, p.tiles.as_slice()))
        .collect();
    assert_eq!(found, expected, "{tiles:?}: {problems:#?}");
}

#[test]
fn cases() {
    use ProblemKind::*;
    use Severity::*;
    check(&[], &[(NoTiles, Error, &[])]);
    check(&[(0, 0, 0), (2, 0, 0)], &[]);
    check(
        &[(0, 0, 0), (2, 0, 0), (4, 0, 0)],
        &[(OddCount, Error, &[])],
    );
    check(&[(0, 0, 0), (1, 1, 0)], &[(Overlap, Error, &[0, 1])]);
    check(&[(0, 0, 0), (0, 0, 0)], &[(Overlap, Error, &[0, 1])]);
    check(
        &[(0, 0, 0), (2, 0, 0), (0, 0, -1), (2, 0, -1)],
        &[(BelowTable, Error, &[2]), (BelowTable, Error, &[3])],
    );
    // Half a tile over the edge: not fully supported.
    check(
        &[(0, 0, 0), (2, 0, 0), (3, 0, 1), (8, 0, 0)],
        &[
            (Unsupported, Warning, &[2]),
            (Island, Info, &[0, 1, 2]),
            (Island, Info, &[3]),
        ],
    );
    // Resting across two tiles is fine.
    check(&[(0, 0, 0), (2, 0, 0), (1, 0, 1), (4, 1, 0)], &[]);
    // Touching at a corner only makes two islands.
    check(
        &[(0, 0, 0), (2, 2, 0)],
        &[(Island, Info, &[0]), (Island, Info, &[1])],
    );
    // A two-tile stack: only its top is free, and its tiles can never pair with each other.
    check(
        &[(0, 0, 0), (0, 0, 1)],
        &[(NoFirstPair, Error, &[1]), (StackTooTall, Error, &[0, 1])],
    );
    // A tower of four beside two single tiles: four tiles leaving one by one need four partners.
    let tower = [
        (0, 0, 0),
        (0, 0, 1),
        (0, 0, 2),
        (0, 0, 3),
        (2, 0, 0),
        (4, 0, 0),
    ];
    check(&tower, &[(StackTooTall, Error, &[0, 1, 2, 3])]);
    // With two more singles it is clearable: no error.
    let tower = [
        (0, 0, 0),
        (0, 0, 1),
        (0, 0, 2),
        (0, 0, 3),
        (2, 0, 0),
        (4, 0, 0),
        (6, 0, 0),
        (8, 0, 0),
    ];
    check(&tower, &[]);
}

#[test]
fn messages_name_places_and_count_rule() {
    let problems = check_layout(&layout(&[(4, 6, 2), (5, 6, 2), (0, 0, 0)]));
    let messages: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("the layout has 3 tiles")),
        "{messages:?}"
    );
    assert!(
        messages.contains(&"the tile at 4,6 on layer 2 overlaps the tile at 5,6"),
        "{messages:?}"
    );
    assert!(!is_playable(&problems));
}

/// A flat block of `n` tiles, 20 to a row: one island, no other problem.
fn block(n: i32) -> Vec<(i32, i32, i32)> {
    (0..n).map(|i| (2 * (i % 20), 2 * (i / 20), 0)).collect()
}

#[test]
fn above_a_full_set_faces_repeat_in_groups_of_four() {
    use ProblemKind::*;
    use Severity::*;
    // Up to a full set, any even count deals whole pairs.
    check(&block(142), &[]);
    check(&block(144), &[]);
    // Above it, groups of four: 148 and 152 are complete, 146 and 150 leave one extra pair.
    check(&block(148), &[]);
    check(&block(152), &[]);
    check(&block(146), &[(IncompleteGroups, Warning, &[])]);
    check(&block(150), &[(IncompleteGroups, Warning, &[])]);
    check(&block(147), &[(OddCount, Error, &[])]);
    // A warning only: KMahjongg ships layouts of 146 tiles, and they must stay playable.
    let problems = check_layout(&layout(&block(146)));
    assert!(is_playable(&problems));
    assert!(
        problems[0].message.starts_with("the layout has 146 tiles"),
        "{problems:?}"
    );
}

#[test]
fn builtins_have_no_errors() {
    for layout in builtin_layouts() {
        assert!(is_playable(&check_layout(&layout)), "{}", layout.name);
    }
}
