//! Matches and special gems: grouping lines into shapes, the special each shape makes, and
//! blasts that chain from one special to the next.

use std::collections::VecDeque;

use super::board::{CELLS, Dir, Gem, HEIGHT, KINDS, Pos, Run, WIDTH, find_runs};
use super::log::{FiredEvent, Shape};
use super::score;

/// A board during a turn: a cell is `None` between clearing and refilling.
pub(crate) type Grid = [Option<Gem>; CELLS];

/// The kind of every cell of a grid (`None` for empty cells and colour bombs).
pub(crate) fn grid_kinds(grid: &Grid) -> [Option<u8>; CELLS] {
    let mut kinds = [None; CELLS];
    for (slot, gem) in kinds.iter_mut().zip(grid) {
        *slot = gem.and_then(Gem::kind);
    }
    kinds
}

/// A connected group of runs of one kind, and what it makes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct MatchGroup {
    /// The kind matched.
    pub kind: u8,
    /// Every cell, sorted row by row.
    pub cells: Vec<Pos>,
    /// Its shape.
    pub shape: Shape,
    /// Where the special appears (and the points float from).
    pub at: Pos,
    /// The direction of its longest line (a four's blaster clears along it).
    pub line_dir: Dir,
}

impl MatchGroup {
    /// The special gem this match makes, if any.
    pub fn special(&self) -> Option<Gem> {
        match self.shape {
            Shape::Three => None,
            Shape::Four => Some(Gem::Blaster {
                kind: self.kind,
                dir: self.line_dir,
            }),
            Shape::Cross => Some(Gem::Bomb(self.kind)),
            Shape::Five => Some(Gem::ColourBomb),
        }
    }
}

/// Finds every match on the grid. `swapped` holds the cells the player just swapped (empty in
/// a cascade): a special made by a match that includes one of them appears there, as players
/// expect from the gem they moved.
pub(crate) fn find_matches(grid: &Grid, swapped: &[Pos]) -> Vec<MatchGroup> {
    let runs = find_runs(&grid_kinds(grid));
    // Join runs that share a cell (an L, T or +): each run points to its group's first run.
    let mut group_of: Vec<usize> = (0..runs.len()).collect();
    let mut owner: [Option<usize>; CELLS] = [None; CELLS];
    for (i, run) in runs.iter().enumerate() {
        for cell in run.cells() {
            if let Some(j) = owner[cell.index()] {
                let (keep, merge) = (group_of[j].min(group_of[i]), group_of[j].max(group_of[i]));
                for g in group_of.iter_mut() {
                    if *g == merge {
                        *g = keep;
                    }
                }
            }
            owner[cell.index()] = Some(i);
        }
    }
    let mut groups = Vec::new();
    for leader in 0..runs.len() {
        let members: Vec<Run> = runs
            .iter()
            .zip(&group_of)
            .filter(|&(_, &g)| g == leader)
            .map(|(run, _)| *run)
            .collect();
        if let Some(group) = make_group(&members, swapped) {
            groups.push(group);
        }
    }
    groups
}

/// The group made of `members` (runs of one kind sharing cells), or `None` if empty.
fn make_group(members: &[Run], swapped: &[Pos]) -> Option<MatchGroup> {
    let first = members.first()?;
    let mut cells: Vec<Pos> = members.iter().flat_map(|run| run.cells()).collect();
    cells.sort();
    cells.dedup();
    let longest = members
        .iter()
        .copied()
        .reduce(|best, run| if run.len > best.len { run } else { best })
        .unwrap_or(*first);
    let has_rows = members.iter().any(|run| run.dir == Dir::Horizontal);
    let has_columns = members.iter().any(|run| run.dir == Dir::Vertical);
    let crossing = cells.iter().copied().find(|&cell| {
        let on = |dir| {
            members
                .iter()
                .any(|run| run.dir == dir && run.cells().any(|c| c == cell))
        };
        on(Dir::Horizontal) && on(Dir::Vertical)
    });
    let shape = if longest.len >= 5 {
        Shape::Five
    } else if has_rows && has_columns {
        Shape::Cross
    } else if longest.len == 4 {
        Shape::Four
    } else {
        Shape::Three
    };
    let middle = longest
        .cells()
        .nth(longest.len / 2)
        .unwrap_or(longest.start);
    let at = swapped
        .iter()
        .copied()
        .find(|pos| cells.contains(pos))
        .or(crossing.filter(|_| shape == Shape::Cross))
        .unwrap_or(middle);
    Some(MatchGroup {
        kind: first.kind,
        cells,
        shape,
        at,
        line_dir: longest.dir,
    })
}

/// Which gems a colour bomb takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Target {
    /// Every gem of this kind (it was swapped with a gem of the kind).
    Kind(u8),
    /// Every gem (two colour bombs swapped together).
    Everything,
    /// Every gem of the kind most common among the gems still standing (set off by a blast;
    /// ties go to the lowest kind).
    MostCommon,
}

/// The cells a special at `at` covers when it goes off. `doomed` marks cells already being
/// cleared, which a colour bomb set off by a blast leaves out when it picks a kind.
fn blast_area(gem: Gem, at: Pos, grid: &Grid, target: Target, doomed: &[bool; CELLS]) -> Vec<Pos> {
    match gem {
        Gem::Plain(_) => vec![at],
        Gem::Blaster {
            dir: Dir::Horizontal,
            ..
        } => (0..WIDTH as u8).map(|x| Pos::new(x, at.y)).collect(),
        Gem::Blaster {
            dir: Dir::Vertical, ..
        } => (0..HEIGHT as u8).map(|y| Pos::new(at.x, y)).collect(),
        Gem::Bomb(_) => {
            let span = |c: u8, size: usize| c.saturating_sub(1)..=(c + 1).min(size as u8 - 1);
            span(at.y, HEIGHT)
                .flat_map(|y| span(at.x, WIDTH).map(move |x| Pos::new(x, y)))
                .collect()
        }
        Gem::ColourBomb => {
            let common = match target {
                Target::MostCommon => most_common_kind(grid, doomed),
                Target::Kind(_) | Target::Everything => None,
            };
            let is_taken = |gem: Gem| match target {
                Target::Kind(kind) => gem.kind() == Some(kind),
                Target::Everything => true,
                // With no gem left standing there is no kind to take: it clears only itself.
                Target::MostCommon => common.is_some() && gem.kind() == common,
            };
            Pos::all()
                .filter(|&pos| pos == at || grid[pos.index()].is_some_and(is_taken))
                .collect()
        }
    }
}

/// The most common kind among gems not yet doomed; ties go to the lowest kind.
fn most_common_kind(grid: &Grid, doomed: &[bool; CELLS]) -> Option<u8> {
    let mut counts = [0usize; KINDS as usize];
    for (gem, &is_doomed) in grid.iter().zip(doomed) {
        if let Some(kind) = gem.and_then(Gem::kind)
            && !is_doomed
            && let Some(count) = counts.get_mut(usize::from(kind))
        {
            *count += 1;
        }
    }
    let (best, &count) = counts
        .iter()
        .enumerate()
        .rev()
        .max_by_key(|&(_, count)| *count)?;
    // `best < KINDS`, so it fits.
    (count > 0).then_some(best as u8)
}

/// Sets off every special among the `doomed` cells, and every special their blasts reach, and
/// so on until nothing new is caught. `first` are specials set off directly (a swapped colour
/// bomb) with their targets; they go off first. Marks every cell cleared in `doomed` and
/// returns the blasts in firing order.
pub(crate) fn chain(
    grid: &Grid,
    doomed: &mut [bool; CELLS],
    first: &[(Pos, Target)],
    multiplier: u32,
) -> Vec<FiredEvent> {
    let mut fired = [false; CELLS];
    let mut queue: VecDeque<(Pos, Target)> = VecDeque::new();
    for &(pos, target) in first {
        if !fired[pos.index()] {
            fired[pos.index()] = true;
            doomed[pos.index()] = true;
            queue.push_back((pos, target));
        }
    }
    for pos in Pos::all() {
        if doomed[pos.index()]
            && !fired[pos.index()]
            && grid[pos.index()].is_some_and(Gem::is_special)
        {
            fired[pos.index()] = true;
            queue.push_back((pos, Target::MostCommon));
        }
    }
    let mut events = Vec::new();
    while let Some((at, target)) = queue.pop_front() {
        let Some(gem) = grid[at.index()] else {
            continue;
        };
        let cells = blast_area(gem, at, grid, target, doomed);
        let mut fresh = 0;
        for &cell in &cells {
            let i = cell.index();
            if !doomed[i] && grid[i].is_some() {
                doomed[i] = true;
                fresh += 1;
            }
            if !fired[i] && grid[i].is_some_and(Gem::is_special) {
                fired[i] = true;
                queue.push_back((cell, Target::MostCommon));
            }
        }
        events.push(FiredEvent {
            at,
            gem,
            cells,
            points: score::blast_points(fresh, multiplier),
        });
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match3::board::Board;

    fn grid(rows: [&str; 8]) -> Grid {
        let board = match Board::parse(&rows) {
            Ok(board) => board,
            Err(e) => panic!("bad test board: {e}"),
        };
        let mut grid = [None; CELLS];
        for (slot, gem) in grid.iter_mut().zip(board.gems()) {
            *slot = Some(*gem);
        }
        grid
    }

    /// One check per shape: the rows, the cells swapped, and the expected (shape, cells, at).
    fn check(rows: [&str; 8], swapped: &[Pos], expected: &[(Shape, usize, Pos, Option<Gem>)]) {
        let groups = find_matches(&grid(rows), swapped);
        let got: Vec<_> = groups
            .iter()
            .map(|g| (g.shape, g.cells.len(), g.at, g.special()))
            .collect();
        assert_eq!(got, expected);
    }

    const P: fn(u8, u8) -> Pos = Pos::new;

    #[test]
    fn three_in_a_row_makes_nothing() {
        check(
            [
                "11123456", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
                "01234560",
            ],
            &[],
            &[(Shape::Three, 3, P(1, 0), None)],
        );
    }

    #[test]
    fn four_in_a_row_makes_a_row_blaster_at_the_swapped_cell() {
        let horizontal = Gem::Blaster {
            kind: 1,
            dir: Dir::Horizontal,
        };
        let rows = [
            "11112345", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ];
        check(
            rows,
            &[P(0, 1), P(0, 0)],
            &[(Shape::Four, 4, P(0, 0), Some(horizontal))],
        );
        check(rows, &[], &[(Shape::Four, 4, P(2, 0), Some(horizontal))]);
    }

    #[test]
    fn four_in_a_column_makes_a_column_blaster() {
        check(
            [
                "31234560", "32345601", "34560123", "35601234", "12345601", "45601234", "56012345",
                "01234560",
            ],
            &[],
            &[(
                Shape::Four,
                4,
                P(0, 2),
                Some(Gem::Blaster {
                    kind: 3,
                    dir: Dir::Vertical,
                }),
            )],
        );
    }

    #[test]
    fn five_in_a_line_makes_a_colour_bomb() {
        check(
            [
                "22222345", "13456012", "45601234", "60123456", "12345601", "34560123", "56012345",
                "01234560",
            ],
            &[],
            &[(Shape::Five, 5, P(2, 0), Some(Gem::ColourBomb))],
        );
    }

    #[test]
    fn l_shape_makes_an_area_bomb_at_the_corner() {
        check(
            [
                "44423456", "41356012", "41601234", "60123456", "12345601", "34560123", "56012345",
                "01234560",
            ],
            &[],
            &[(Shape::Cross, 5, P(0, 0), Some(Gem::Bomb(4)))],
        );
    }

    #[test]
    fn t_shape_makes_an_area_bomb_at_the_crossing() {
        check(
            [
                "12345601", "56555012", "45651234", "60253456", "12345601", "34560123", "56012345",
                "01234560",
            ],
            &[],
            &[(Shape::Cross, 5, P(3, 1), Some(Gem::Bomb(5)))],
        );
    }

    #[test]
    fn plus_shape_and_separate_matches_are_told_apart() {
        check(
            [
                "12312301", "23616012", "46666234", "60623456", "12345601", "34560123", "56012345",
                "00034560",
            ],
            &[],
            &[
                (Shape::Cross, 6, P(2, 2), Some(Gem::Bomb(6))),
                (Shape::Three, 3, P(1, 7), None),
            ],
        );
    }

    #[test]
    fn blasts_chain_from_special_to_special() {
        // A row blaster in row 0 catches a column bomb at (5, 0), which clears column 5,
        // catching an area bomb at (5, 6).
        let g = grid([
            "a1234B60", "12345601", "23456012", "34560123", "45601234", "56012345", "60123s56",
            "01234560",
        ]);
        let mut doomed = [false; CELLS];
        doomed[P(0, 0).index()] = true;
        let events = chain(&g, &mut doomed, &[], 1);
        let order: Vec<_> = events.iter().map(|e| (e.at, e.gem)).collect();
        assert_eq!(
            order,
            vec![
                (
                    P(0, 0),
                    Gem::Blaster {
                        kind: 0,
                        dir: Dir::Horizontal
                    }
                ),
                (
                    P(5, 0),
                    Gem::Blaster {
                        kind: 1,
                        dir: Dir::Vertical
                    }
                ),
                (P(5, 6), Gem::Bomb(3)),
            ]
        );
        // Row 0 (8) + rest of column 5 (7) + the bomb's square less column 5 (9 - 3 = 6).
        assert_eq!(doomed.iter().filter(|&&d| d).count(), 8 + 7 + 6);
        assert!(doomed[P(4, 7).index()] && doomed[P(6, 5).index()]);
        assert!(!doomed[P(3, 6).index()]);
        // Points: the blaster's own cell was already doomed, so 7 fresh gems, then 7, then 6.
        let points: Vec<u32> = events.iter().map(|e| e.points).collect();
        assert_eq!(points, vec![140, 140, 120]);
    }

    #[test]
    fn colour_bomb_takes_its_target_kind_or_the_most_common() {
        let g = grid([
            "*1234560", "12345601", "23456012", "34560123", "45601234", "56012345", "60123456",
            "01234560",
        ]);
        let mut doomed = [false; CELLS];
        let events = chain(&g, &mut doomed, &[(P(0, 0), Target::Kind(3))], 1);
        assert_eq!(events.len(), 1);
        // Every 3 plus the bomb itself.
        let threes = g
            .iter()
            .filter(|c| c.and_then(Gem::kind) == Some(3))
            .count();
        assert_eq!(events[0].cells.len(), threes + 1);
        assert!(
            events[0]
                .cells
                .iter()
                .all(|&p| p == P(0, 0) || g[p.index()].and_then(Gem::kind) == Some(3))
        );

        // Set off by a blast: every kind stands 9 times, so the lowest kind is taken.
        let mut doomed = [false; CELLS];
        doomed[P(0, 0).index()] = true;
        assert_eq!(most_common_kind(&g, &doomed), Some(0));
        let events = chain(&g, &mut doomed, &[], 1);
        assert!(
            events[0]
                .cells
                .iter()
                .all(|&p| p == P(0, 0) || g[p.index()].and_then(Gem::kind) == Some(0))
        );

        // Set off when every other gem is already going: it takes nothing more.
        let mut doomed = [true; CELLS];
        let events = chain(&g, &mut doomed, &[(P(0, 0), Target::MostCommon)], 1);
        assert_eq!(events[0].cells, vec![P(0, 0)]);
        assert_eq!(events[0].points, 0);

        let mut doomed = [false; CELLS];
        let events = chain(&g, &mut doomed, &[(P(0, 0), Target::Everything)], 1);
        assert_eq!(events[0].cells.len(), CELLS);
        assert!(doomed.iter().all(|&d| d));
    }
}
