//! The rules crate's findings and refusals in the player's language. The rules crate words them
//! in English for `parlour layout check`; the editor words them from the catalogs, with the
//! same English. Each text is a clause in lower case, as the rules crate's is.

use crate::t;
use parlour_rules::editor::checks::{FULL_SET, Problem, ProblemKind};
use parlour_rules::editor::model::{EditError, MAX_SIZE};
use parlour_rules::solitaire::layout::TilePos;

/// A place's three numbers, for the catalogs.
fn xyz(t: TilePos) -> (i64, i64, i64) {
    (i64::from(t.x), i64::from(t.y), i64::from(t.z))
}

/// What a check found, for the layout whose places are `tiles`. `problems` is the whole list,
/// for numbering the islands. A problem whose tiles are not in `tiles` keeps its own words.
pub(super) fn problem_text(problem: &Problem, tiles: &[TilePos], problems: &[Problem]) -> String {
    worded(problem, tiles, problems).unwrap_or_else(|| problem.message.clone())
}

fn worded(problem: &Problem, tiles: &[TilePos], problems: &[Problem]) -> Option<String> {
    let count = tiles.len() as i64;
    let place = |k: usize| problem.tiles.get(k).and_then(|&i| tiles.get(i)).copied();
    let text = match problem.kind {
        ProblemKind::NoTiles => t!("editor-check-no-tiles"),
        ProblemKind::OddCount => t!("editor-check-odd-count", count = count),
        ProblemKind::IncompleteGroups => t!(
            "editor-check-incomplete-groups",
            count = count,
            full = FULL_SET as i64
        ),
        ProblemKind::BelowTable => {
            let (x, y, z) = xyz(place(0)?);
            t!("editor-check-below-table", x = x, y = y, z = z)
        }
        ProblemKind::Overlap => {
            let (a, b) = (place(0)?, place(1)?);
            let (x, y, z) = xyz(a);
            if a == b {
                t!("editor-check-same-place", x = x, y = y, z = z)
            } else {
                let (ox, oy, _) = xyz(b);
                t!(
                    "editor-check-overlap",
                    x = x,
                    y = y,
                    z = z,
                    ox = ox,
                    oy = oy
                )
            }
        }
        ProblemKind::NoFirstPair => t!(
            "editor-check-no-first-pair",
            free = problem.tiles.len() as i64
        ),
        ProblemKind::StackTooTall => {
            let (x, y, z) = xyz(place(0)?);
            let longest = problem.tiles.len() as i64;
            t!(
                "editor-check-stack-too-tall",
                stacked = longest,
                x = x,
                y = y,
                z = z,
                others = count - longest
            )
        }
        ProblemKind::Unsupported => {
            let (x, y, z) = xyz(place(0)?);
            t!(
                "editor-check-unsupported",
                x = x,
                y = y,
                z = z,
                below = z - 1
            )
        }
        ProblemKind::Island => island_text(problem, place(0)?, problems),
    };
    Some(text)
}

/// "island 2 of 3: …": islands are numbered in the order the checks list them.
fn island_text(problem: &Problem, first: TilePos, problems: &[Problem]) -> String {
    let islands: Vec<&Problem> = problems
        .iter()
        .filter(|p| p.kind == ProblemKind::Island)
        .collect();
    let number = islands
        .iter()
        .position(|p| *p == problem)
        .map_or(1, |k| k + 1);
    let (x, y, z) = xyz(first);
    t!(
        "editor-check-island",
        number = number as i64,
        islands = islands.len().max(1) as i64,
        count = problem.tiles.len() as i64,
        x = x,
        y = y,
        z = z
    )
}

/// Why an edit was refused.
pub(super) fn edit_error_text(e: &EditError) -> String {
    match e {
        EditError::Outside {
            x,
            y,
            z,
            width,
            height,
            layers,
        } => t!(
            "editor-error-outside",
            x = i64::from(*x),
            y = i64::from(*y),
            z = i64::from(*z),
            width = i64::from(*width),
            height = i64::from(*height),
            layers = i64::from(*layers)
        ),
        EditError::Overlap { at, other } => {
            let (x, y, z) = xyz(*at);
            let (ox, oy, _) = xyz(*other);
            t!(
                "editor-error-overlap",
                x = x,
                y = y,
                z = z,
                ox = ox,
                oy = oy
            )
        }
        EditError::NoTile { at } => {
            let (x, y, z) = xyz(*at);
            t!("editor-error-no-tile", x = x, y = y, z = z)
        }
        EditError::Nothing(what) => nothing_text(what),
        EditError::BadSize => t!(
            "editor-error-bad-size",
            width = i64::from(MAX_SIZE.width),
            height = i64::from(MAX_SIZE.height),
            layers = i64::from(MAX_SIZE.layers)
        ),
        EditError::TooLarge(size) => t!(
            "editor-error-too-large",
            width = i64::from(size.width),
            height = i64::from(size.height),
            layers = i64::from(size.layers)
        ),
    }
}

/// An edit that would change nothing: the rules crate says which with a fixed English text.
fn nothing_text(what: &str) -> String {
    match what {
        "no tiles are selected" => t!("editor-error-none-selected"),
        "no tile fits in that rectangle" => t!("editor-error-no-fit"),
        "nothing to move" => t!("editor-error-nothing-to-move"),
        "the layout has no tiles to shift" => t!("editor-error-no-tiles-to-shift"),
        "nothing to shift" => t!("editor-error-nothing-to-shift"),
        "that layer has no tiles" => t!("editor-error-empty-layer"),
        "the grid already has that size" => t!("editor-error-same-size"),
        "the name is unchanged" => t!("editor-error-same-name"),
        "the author is unchanged" => t!("editor-error-same-author"),
        other => other.to_owned(),
    }
}

/// The first letter in upper case.
pub(super) fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::editor::checks::{check_layout, tile_count_problem};
    use parlour_rules::solitaire::layout::{Layout, Size};

    fn english_problems(triples: &[(i32, i32, i32)]) -> usize {
        let layout = Layout::from_triples(triples);
        let problems = check_layout(&layout);
        for p in &problems {
            assert_eq!(problem_text(p, &layout.tiles, &problems), p.message);
        }
        problems.len()
    }

    /// In English the editor says what the rules crate says.
    #[test]
    fn english_findings_are_the_rules_crate_s() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let mut found = 0;
        found += english_problems(&[]);
        found += english_problems(&[(0, 0, 0)]);
        found += english_problems(&[(0, 0, 0), (0, 0, 0), (1, 1, 0), (2, 0, -1)]);
        found += english_problems(&[(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3), (5, 5, 1)]);
        found += english_problems(&[(0, 0, 0), (2, 0, 0), (10, 10, 0), (12, 10, 0)]);
        found += english_problems(&[(0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1)]);
        assert!(found >= 8, "{found}");
        let many: Vec<(i32, i32, i32)> =
            (0..146).map(|i| ((i % 20) * 2, (i / 20) * 2, 0)).collect();
        let layout = Layout::from_triples(&many);
        let Some(problem) = tile_count_problem(146) else {
            panic!("146 tiles are not complete groups");
        };
        assert_eq!(problem_text(&problem, &layout.tiles, &[]), problem.message);
        let at = TilePos::new(3, 4, 1);
        let errors = [
            EditError::Outside {
                x: 1,
                y: 2,
                z: 3,
                width: 32,
                height: 16,
                layers: 5,
            },
            EditError::Overlap {
                at,
                other: TilePos::new(4, 4, 1),
            },
            EditError::NoTile { at },
            EditError::Nothing("nothing to move"),
            EditError::Nothing("the author is unchanged"),
            EditError::BadSize,
            EditError::TooLarge(Size {
                width: 200,
                height: 100,
                layers: 30,
            }),
        ];
        for e in errors {
            assert_eq!(edit_error_text(&e), e.to_string());
        }
    }
}
