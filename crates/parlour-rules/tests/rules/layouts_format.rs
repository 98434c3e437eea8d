//! Parlour's layout format: the documented sample, errors naming their line, round trips, and
//! property tests (any text never panics; random layouts round trip).

use parlour_rules::solitaire::layout::{Layout, TilePos};
use parlour_rules::solitaire::layout_format::{parse_layout, write_layout};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Writes a layout that must fit in a file.
fn written(layout: &Layout) -> String {
    match write_layout(layout) {
        Ok(text) => text,
        Err(e) => panic!("{e}"),
    }
}

fn prop_written(layout: &Layout) -> Result<String, TestCaseError> {
    write_layout(layout).map_err(|e| TestCaseError::fail(e.to_string()))
}

const SAMPLE: &str = "parlour-layout 1
# A comment.
name: Little pyramid
author: Parlour
size: 6x4x2

layer 0
[][][]
------
[][][]
------

layer 1
......
.[][].
.----.
......
";

fn tiles(layout: &Layout) -> Vec<(i32, i32, i32)> {
    layout.tiles.iter().map(|t| (t.x, t.y, t.z)).collect()
}

#[test]
fn reads_the_documented_sample() {
    let layout = parse_layout(SAMPLE);
    let Ok(layout) = layout else {
        panic!("{layout:?}");
    };
    assert_eq!(layout.name, "Little pyramid");
    assert_eq!(layout.author, "Parlour");
    assert_eq!(
        tiles(&layout),
        vec![
            (0, 0, 0),
            (2, 0, 0),
            (4, 0, 0),
            (0, 2, 0),
            (2, 2, 0),
            (4, 2, 0),
            (1, 1, 1),
            (3, 1, 1)
        ]
    );
}

#[test]
fn writes_then_reads_the_same() {
    let Ok(layout) = parse_layout(SAMPLE) else {
        panic!("sample must parse");
    };
    let text = written(&layout);
    assert_eq!(parse_layout(&text), Ok(layout.clone()));
    assert_eq!(written(&parse_layout(&text).unwrap_or(layout)), text);
}

/// Replaces line `n` (from 1) of the sample and returns the parse error's message.
fn error_with(n: usize, replacement: &str) -> String {
    let text: Vec<&str> = SAMPLE
        .lines()
        .enumerate()
        .map(|(i, l)| if i + 1 == n { replacement } else { l })
        .collect();
    match parse_layout(&text.join("\n")) {
        Ok(_) => String::from("parsed"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn errors_name_the_line() {
    let cases = [
        (
            1,
            "kmahjongg-layout-v1.1",
            "line 1: expected 'parlour-layout 1'",
        ),
        (1, "parlour-layout 2", "line 1: this layout uses format"),
        (3, "title: x", "line 3: unknown header 'title'"),
        (4, "name: again", "line 4: 'name' is given a second time"),
        (5, "size: 6x4", "line 5: the size must read"),
        (5, "size: 1x4x2", "line 5: the size must read"),
        (
            5,
            "size: 6x4x1",
            "line 13: 'layer 1' comes after the last layer",
        ),
        (
            5,
            "size: 6x5x2",
            "line 13: layer 0 has 4 rows, but the size says 5",
        ),
        (7, "layer 1", "line 7: expected 'layer 0', found 'layer 1'"),
        (
            8,
            "[][][].",
            "line 8: this row has 7 cells, but the size's width is 6",
        ),
        (8, "[][]x]", "line 8, column 5: 'x' is not a layout cell"),
        (8, "[][].]", "line 8, column 6: ']' belongs to no tile"),
        (
            9,
            "----.-",
            "line 9, column 5: expected '-' for the tile starting at line 8, column 5, found '.'",
        ),
        (
            8,
            "[][][[",
            "line 8, column 6: the tile starting here sticks out",
        ),
        (3, "name Little", "line 3: expected a header such as"),
        (5, "# no size", "line 7: the header has no 'size:' line"),
    ];
    for (n, replacement, expected) in cases {
        let message = error_with(n, replacement);
        assert!(
            message.starts_with(expected),
            "line {n} as {replacement:?}: got {message:?}"
        );
    }
}

#[test]
fn short_rows_are_padded_and_end_of_file_is_reported() {
    let short = SAMPLE.replace(".[][].", ".[][]").replace("......\n", ".\n");
    assert_eq!(parse_layout(&short).map(|l| l.tile_count()), Ok(8));
    let cut: String = SAMPLE.lines().take(15).collect::<Vec<_>>().join("\n");
    assert_eq!(
        parse_layout(&cut).map_err(|e| e.to_string()),
        Err(String::from(
            "line 16: layer 1 has 2 rows, but the size says 4"
        ))
    );
    assert_eq!(parse_layout("# nothing\n\n").map_err(|e| e.line()), Err(3));
}

#[test]
fn overlapping_tiles_survive_a_round_trip() {
    let layout = Layout::new(
        "Overlaps",
        "",
        vec![
            TilePos::new(0, 0, 0),
            TilePos::new(1, 0, 0),
            TilePos::new(0, 1, 0),
            TilePos::new(1, 1, 0),
        ],
    );
    let text = written(&layout);
    assert_eq!(parse_layout(&text), Ok(layout), "{text}");
}

#[test]
fn empty_layout_round_trips() {
    let layout = Layout::new("Nothing", "Me", Vec::new());
    assert_eq!(parse_layout(&written(&layout)), Ok(layout));
}

/// Random layouts: up to 60 distinct places on a 40x24x6 grid (overlaps allowed: the formats
/// must keep every place even then), with a name and author on one line.
pub fn arb_layout() -> impl Strategy<Value = Layout> {
    let place = (0..40i32, 0..24i32, 0..6i32).prop_map(|(x, y, z)| TilePos::new(x, y, z));
    (
        "[A-Za-z0-9][A-Za-z0-9 '&-]{0,20}[A-Za-z0-9]",
        "([A-Za-z][A-Za-z .]{0,15}[a-z])?",
        prop::collection::vec(place, 0..60),
    )
        .prop_map(|(name, author, tiles)| Layout::new(name, author, tiles))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_parses_or_names_a_line(text in "\\PC{0,300}") {
        if let Err(e) = parse_layout(&text) {
            prop_assert!(e.line() >= 1);
            let prefix = format!("line {}", e.line());
            prop_assert!(e.to_string().starts_with(&prefix));
        }
    }

    #[test]
    fn grid_like_text_parses_or_names_a_line(
        rows in prop::collection::vec("[.\\[\\]\\-x ]{0,10}", 0..12),
        size in "[0-9]{1,2}x[0-9]{1,2}x[0-9]",
    ) {
        let mut text = format!("parlour-layout 1\nname: Fuzz\nsize: {size}\nlayer 0\n");
        for (i, row) in rows.iter().enumerate() {
            if i == 6 {
                text.push_str("layer 1\n");
            }
            text.push_str(row);
            text.push('\n');
        }
        match parse_layout(&text) {
            Ok(layout) => prop_assert_eq!(parse_layout(&prop_written(&layout)?), Ok(layout)),
            Err(e) => {
                let prefix = format!("line {}", e.line());
                prop_assert!(e.to_string().starts_with(&prefix));
            }
        }
    }

    #[test]
    fn random_layouts_round_trip(layout in arb_layout()) {
        let text = prop_written(&layout)?;
        let back = parse_layout(&text);
        prop_assert_eq!(back.as_ref(), Ok(&layout), "{}", text);
        // The written text is the canonical form: writing again gives it back.
        prop_assert_eq!(prop_written(&layout)?, text);
    }

    #[test]
    fn one_changed_cell_is_caught_or_still_consistent(
        layout in arb_layout(),
        pick in any::<prop::sample::Index>(),
        glyph in prop::sample::select(vec!['.', '[', ']', '-']),
    ) {
        let text = prop_written(&layout)?;
        let lines: Vec<&str> = text.lines().collect();
        let grid_rows: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with(['.', '[', ']', '-']))
            .collect();
        prop_assume!(!grid_rows.is_empty());
        let row = grid_rows[pick.index(grid_rows.len())];
        let mut cells: Vec<char> = lines[row].chars().collect();
        let col = pick.index(cells.len());
        cells[col] = glyph;
        let changed: String = cells.into_iter().collect();
        let mut edited: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        edited[row] = changed;
        match parse_layout(&edited.join("\n")) {
            // A change that still parses must describe its tiles exactly.
            Ok(parsed) => prop_assert_eq!(parse_layout(&prop_written(&parsed)?), Ok(parsed)),
            // The slip is reported on its own line, or on the next one when it started a tile
            // whose bottom half is missing there.
            Err(e) => prop_assert!(e.line() == row + 1 || e.line() == row + 2, "{e}"),
        }
    }
}
