//! Resolving a turn: clear, fall, refill, repeat while lines form, then reshuffle a stuck board.

use rand::Rng;
use rand::seq::SliceRandom;

use super::board::{Board, CELLS, Gem, HEIGHT, KINDS, Pos, WIDTH};
use super::deal;
use super::log::{CascadeStep, Created, Entering, Fall, MatchEvent, Reshuffle, TurnLog};
use super::score;
use super::special::{Grid, Target, chain, find_matches};
use crate::engine::deal::DealRng;

/// How many random rearrangements a reshuffle tries before it replaces the gems instead.
const RESHUFFLE_TRIES: usize = 200;

/// A board as a grid with every cell filled.
pub(crate) fn to_grid(board: &Board) -> Grid {
    let mut grid = [None; CELLS];
    for (slot, gem) in grid.iter_mut().zip(board.gems()) {
        *slot = Some(*gem);
    }
    grid
}

/// The specials a swap sets off directly: a colour bomb takes the kind it was swapped with
/// (everything when swapped with another colour bomb). `a` and `b` are cells of the swapped
/// grid.
pub(crate) fn swap_fires(grid: &Grid, a: Pos, b: Pos) -> Vec<(Pos, Target)> {
    let (Some(gem_a), Some(gem_b)) = (grid[a.index()], grid[b.index()]) else {
        return Vec::new();
    };
    let target = |other: Gem| other.kind().map_or(Target::Everything, Target::Kind);
    let mut fires = Vec::new();
    if gem_b == Gem::ColourBomb {
        fires.push((b, target(gem_a)));
    }
    if gem_a == Gem::ColourBomb {
        fires.push((a, target(gem_b)));
    }
    fires
}

/// One round of clearing on `grid`: finds the matches, sets off specials, empties the cleared
/// cells and places the specials the matches made. Returns `None` (and leaves the grid alone)
/// when nothing clears. The step's falls and new gems are left empty for the caller.
pub(crate) fn clear_step(
    grid: &mut Grid,
    swapped: &[Pos],
    fires: &[(Pos, Target)],
    multiplier: u32,
) -> Option<CascadeStep> {
    let groups = find_matches(grid, swapped);
    if groups.is_empty() && fires.is_empty() {
        return None;
    }
    let mut doomed = [false; CELLS];
    for cell in groups.iter().flat_map(|group| &group.cells) {
        doomed[cell.index()] = true;
    }
    let fired = chain(grid, &mut doomed, fires, multiplier);
    let matches: Vec<MatchEvent> = groups
        .iter()
        .map(|group| MatchEvent {
            kind: group.kind,
            shape: group.shape,
            cells: group.cells.clone(),
            at: group.at,
            points: score::match_points(group.cells.len(), group.shape, multiplier),
        })
        .collect();
    let mut cleared = Vec::new();
    for pos in Pos::all() {
        if doomed[pos.index()] {
            grid[pos.index()] = None;
            cleared.push(pos);
        }
    }
    let created: Vec<Created> = groups
        .iter()
        .filter_map(|group| group.special().map(|gem| Created { at: group.at, gem }))
        .collect();
    for made in &created {
        grid[made.at.index()] = Some(made.gem);
    }
    let points = matches
        .iter()
        .map(|m| m.points)
        .chain(fired.iter().map(|f| f.points))
        .fold(0u32, u32::saturating_add);
    Some(CascadeStep {
        multiplier,
        matches,
        fired,
        cleared,
        created,
        falls: Vec::new(),
        entering: Vec::new(),
        points,
    })
}

/// Lets gems fall into the empty cells below them, column by column.
fn fall(grid: &mut Grid) -> Vec<Fall> {
    let mut falls = Vec::new();
    for x in 0..WIDTH {
        let mut write = HEIGHT;
        for y in (0..HEIGHT).rev() {
            let from = y * WIDTH + x;
            if let Some(gem) = grid[from] {
                write -= 1;
                let to = write * WIDTH + x;
                if to != from {
                    grid[to] = Some(gem);
                    grid[from] = None;
                    falls.push(Fall {
                        from: Pos::from_index(from),
                        to: Pos::from_index(to),
                    });
                }
            }
        }
    }
    falls
}

/// Fills the empty cells (all at the tops of their columns after [`fall`]) with new gems from
/// `rng`, columns left to right, each from the top.
fn refill(grid: &mut Grid, rng: &mut DealRng) -> Vec<Entering> {
    let mut entering = Vec::new();
    for x in 0..WIDTH {
        let empty = (0..HEIGHT)
            .take_while(|&y| grid[y * WIDTH + x].is_none())
            .count();
        for y in 0..empty {
            let gem = Gem::Plain(rng.random_range(0..KINDS));
            grid[y * WIDTH + x] = Some(gem);
            // Both below 8, so the difference fits.
            let start_row = y as i8 - empty as i8;
            entering.push(Entering {
                at: Pos::from_index(y * WIDTH + x),
                gem,
                start_row,
            });
        }
    }
    entering
}

/// The grid as a board; any cell left empty (never, after a refill) becomes kind 0.
fn to_board(grid: &Grid) -> Board {
    let mut cells = [Gem::Plain(0); CELLS];
    for (cell, gem) in cells.iter_mut().zip(grid) {
        *cell = gem.unwrap_or(Gem::Plain(0));
    }
    Board::from_array(cells)
}

/// Plays the swap of `a` and `b` on `board` to the end: every cascade, then a reshuffle if no
/// swap is left. The caller has checked that the swap is valid. Draws new gems from `rng`.
pub(crate) fn resolve_turn(board: &Board, a: Pos, b: Pos, rng: &mut DealRng) -> (Board, TurnLog) {
    let mut grid = to_grid(&board.swapped(a, b));
    // The gem the player moved lands on `b`, so a special it makes appears there first.
    let swapped = [b, a];
    let swap_fired = swap_fires(&grid, a, b);
    // Only the first step knows the swap; cascades find their matches on their own.
    let (mut moved, mut fires): (&[Pos], &[(Pos, Target)]) = (&swapped, &swap_fired);
    let mut steps = Vec::new();
    let mut multiplier = 1;
    while let Some(mut step) = clear_step(&mut grid, moved, fires, multiplier) {
        step.falls = fall(&mut grid);
        step.entering = refill(&mut grid, rng);
        steps.push(step);
        multiplier = multiplier.saturating_add(1);
        (moved, fires) = (&[], &[]);
    }
    let mut next = to_board(&grid);
    let reshuffle = if next.has_swap() {
        None
    } else {
        let (shuffled, reshuffle) = reshuffle(&next, rng);
        next = shuffled;
        Some(reshuffle)
    };
    let points = steps
        .iter()
        .map(|step| step.points)
        .fold(0u32, u32::saturating_add);
    let log = TurnLog {
        swap: (a, b),
        steps,
        reshuffle,
        points,
    };
    (next, log)
}

/// Rearranges a stuck board's gems until no line stands and a swap exists. If no arrangement
/// is found (only conceivable with very lopsided kinds), deals fresh gems instead.
pub fn reshuffle(board: &Board, rng: &mut DealRng) -> (Board, Reshuffle) {
    let gems = board.gems();
    let mut order: Vec<usize> = (0..CELLS).collect();
    for _ in 0..RESHUFFLE_TRIES {
        order.shuffle(rng);
        let mut cells = [Gem::Plain(0); CELLS];
        for (cell, &from) in cells.iter_mut().zip(&order) {
            *cell = gems.get(from).copied().unwrap_or(Gem::Plain(0));
        }
        let candidate = Board::from_array(cells);
        if !candidate.has_line() && candidate.has_swap() {
            let moves = order
                .iter()
                .enumerate()
                .map(|(to, &from)| Fall {
                    from: Pos::from_index(from),
                    to: Pos::from_index(to),
                })
                .collect();
            return (
                candidate,
                Reshuffle {
                    moves,
                    replaced: false,
                },
            );
        }
    }
    (
        deal::starting_board(rng),
        Reshuffle {
            moves: Vec::new(),
            replaced: true,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deal::rng_for;
    use crate::match3::board::Dir;
    use crate::match3::board::tests::board;
    use crate::match3::log::Shape;

    #[test]
    fn gravity_moves_gems_down_and_refill_stacks_new_ones_above() {
        let mut grid = to_grid(&board([
            "01234560", "12345601", "23456012", "34560123", "45601234", "56012345", "60123456",
            "01234560",
        ]));
        // Empty (3, 5) and (3, 6): the five gems above them in column 3 each fall two rows.
        grid[Pos::new(3, 5).index()] = None;
        grid[Pos::new(3, 6).index()] = None;
        let falls = fall(&mut grid);
        assert_eq!(falls.len(), 5);
        assert_eq!(
            falls[0],
            Fall {
                from: Pos::new(3, 4),
                to: Pos::new(3, 6)
            }
        );
        assert_eq!(grid[Pos::new(3, 6).index()], Some(Gem::Plain(0)));
        let mut rng = rng_for("match3-test", 1);
        let entering = refill(&mut grid, &mut rng);
        let starts: Vec<(Pos, i8)> = entering.iter().map(|e| (e.at, e.start_row)).collect();
        assert_eq!(starts, vec![(Pos::new(3, 0), -2), (Pos::new(3, 1), -1)]);
        assert!(grid.iter().all(Option::is_some));
    }

    #[test]
    fn cascades_raise_the_multiplier() {
        // Swapping (0, 5) and (1, 5) lines up three 5s at the foot of column 0. Column 0 then
        // drops by three, bringing the 4 from (0, 4) down beside the two 4s of row 7.
        let b = board([
            "01234560", "12345601", "23456012", "34560123", "45601234", "15012345", "50123456",
            "54434560",
        ]);
        assert!(!b.has_line());
        let mut rng = rng_for("match3-test", 2);
        let (_, log) = resolve_turn(&b, Pos::new(0, 5), Pos::new(1, 5), &mut rng);
        assert!(log.steps.len() >= 2, "{log:?}");
        let multipliers: Vec<u32> = log.steps.iter().map(|s| s.multiplier).collect();
        let expected: Vec<u32> = (1..=log.steps.len() as u32).collect();
        assert_eq!(multipliers, expected);
        assert_eq!(log.steps[0].matches.len(), 1);
        assert_eq!(log.steps[0].points, 3 * 10);
        let fours = log.steps[1]
            .matches
            .iter()
            .find(|m| m.cells.contains(&Pos::new(0, 7)));
        assert_eq!(fours.map(|m| (m.kind, m.points)), Some((4, 3 * 10 * 2)));
        assert_eq!(log.points, log.steps.iter().map(|s| s.points).sum::<u32>());
    }

    #[test]
    fn swapped_four_makes_a_blaster_that_survives_its_step() {
        let b = board([
            "11012345", "23156012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ]);
        let mut rng = rng_for("match3-test", 3);
        let (_, log) = resolve_turn(&b, Pos::new(2, 1), Pos::new(2, 0), &mut rng);
        let first = &log.steps[0];
        assert_eq!(first.matches.len(), 1);
        assert_eq!(first.matches[0].shape, Shape::Four);
        assert_eq!(first.matches[0].points, 4 * 10 + 50);
        let blaster = Gem::Blaster {
            kind: 1,
            dir: Dir::Horizontal,
        };
        assert_eq!(
            first.created,
            vec![Created {
                at: Pos::new(2, 0),
                gem: blaster
            }]
        );
        assert_eq!(first.cleared.len(), 4);
        // Row 0 is the top row: nothing falls onto the blaster's cell, so it stays there.
        assert!(first.fired.is_empty());
    }

    #[test]
    fn colour_bomb_swap_clears_the_kind_it_was_swapped_with() {
        let b = board([
            "*1234560", "12345601", "23456012", "34560123", "45601234", "56012345", "60123456",
            "01234560",
        ]);
        let mut rng = rng_for("match3-test", 4);
        let (_, log) = resolve_turn(&b, Pos::new(0, 0), Pos::new(1, 0), &mut rng);
        let first = &log.steps[0];
        assert_eq!(first.fired.len(), 1);
        assert_eq!(first.fired[0].gem, Gem::ColourBomb);
        // The bomb moved to (1, 0); the 1 it swapped with sits at (0, 0). All nine 1s go.
        assert_eq!(first.fired[0].at, Pos::new(1, 0));
        assert_eq!(first.cleared.len(), 9 + 1);
        assert_eq!(first.points, 9 * 20);
    }

    #[test]
    fn stuck_board_is_reshuffled_into_one_with_a_swap_and_no_line() {
        let b = board([
            "01234560", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ]);
        assert!(!b.has_swap() && !b.has_line());
        let mut rng = rng_for("match3-test", 5);
        let (next, reshuffle) = reshuffle(&b, &mut rng);
        assert!(!next.has_line() && next.has_swap());
        assert!(!reshuffle.replaced);
        assert_eq!(reshuffle.moves.len(), CELLS);
        for m in &reshuffle.moves {
            assert_eq!(b.get(m.from), next.get(m.to));
        }
    }
}
