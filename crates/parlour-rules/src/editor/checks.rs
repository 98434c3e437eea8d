//! Live checks on a layout: what stops it from being played, what looks wrong, and what is merely
//! worth knowing. The editor lists the problems and selects a problem's tiles when it is clicked;
//! `parlour layout check` prints them.
//!
//! **Tile count rule.** Tiles leave the board in matching pairs, so the count must be even (an
//! error otherwise). A full set is 144 tiles: 34 faces four times each, four flowers and four
//! seasons. Up to 144 tiles a deal takes whole matching pairs from that set. Above 144 the set is
//! used whole and faces repeat in complete groups of four (four of a face, or the four flowers, or
//! the four seasons); a count above 144 that is not a multiple of four leaves one face with a
//! pair beyond its groups. That is flagged as a warning, not an error: the deal still pairs every
//! tile, and seven of KMahjongg's own layouts (146, 154, 178, 190, 194 and two of 222 tiles) are
//! like that and must stay playable.
//!
//! All checks are sound: an error here means no deal on this layout can be played to the end (or
//! the layout is not a layout at all). The absence of errors does not prove a layout can be won;
//! the deal generator answers that.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::Serialize;

use crate::solitaire::layout::{Layout, TilePos};

/// Tiles in one full set: 34 faces four times, four flowers and four seasons.
pub const FULL_SET: usize = 144;

/// How serious a problem is.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing; nothing is wrong.
    Info,
    /// Probably a mistake, but the layout can still be played.
    Warning,
    /// The layout cannot be played as it is.
    Error,
}

/// Which check found a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProblemKind {
    /// The layout has no tiles at all.
    NoTiles,
    /// An odd number of tiles: one would always be left over.
    OddCount,
    /// More than a full set, but not a multiple of four: one face gets a pair beyond its
    /// complete groups.
    IncompleteGroups,
    /// Two tiles on one layer take up the same space.
    Overlap,
    /// A tile below layer 0.
    BelowTable,
    /// A tile above layer 0 not fully resting on tiles of the layer below.
    Unsupported,
    /// The layout falls into parts that do not touch.
    Island,
    /// Fewer than two tiles are free at the start, so no first pair exists.
    NoFirstPair,
    /// A stack whose tiles must all leave one after another, each needing a partner from
    /// elsewhere, with too few other tiles to partner them.
    StackTooTall,
}

/// One finding of the checks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Problem {
    /// How serious it is.
    pub severity: Severity,
    /// Which check found it.
    pub kind: ProblemKind,
    /// A sentence for the player, naming tiles as "x,y on layer z".
    pub message: String,
    /// Indices into the layout's tiles that the problem is about (for selecting them).
    pub tiles: Vec<usize>,
}

impl Problem {
    fn new(severity: Severity, kind: ProblemKind, message: String, tiles: Vec<usize>) -> Self {
        Self {
            severity,
            kind,
            message,
            tiles,
        }
    }
}

/// Runs every check and returns the problems, errors first, then warnings, then information.
pub fn check_layout(layout: &Layout) -> Vec<Problem> {
    let index = Index::new(&layout.tiles);
    let mut problems = Vec::new();
    problems.extend(tile_count_problem(layout.tile_count()));
    problems.extend(below_table(layout));
    problems.extend(overlaps(layout, &index));
    problems.extend(first_pair(layout, &index));
    problems.extend(tallest_stack(layout, &index));
    problems.extend(unsupported(layout, &index));
    problems.extend(islands(layout, &index));
    // Stable, so each check's own order (reading order of the tiles) is kept.
    problems.sort_by_key(|p| std::cmp::Reverse(p.severity));
    problems
}

/// Whether no problem is an error, so the layout can be offered for play.
pub fn is_playable(problems: &[Problem]) -> bool {
    problems.iter().all(|p| p.severity < Severity::Error)
}

/// The tile count rule (see the module documentation), or `None` when `count` follows it.
pub fn tile_count_problem(count: usize) -> Option<Problem> {
    let (severity, kind, message) = if count == 0 {
        (
            Severity::Error,
            ProblemKind::NoTiles,
            String::from("the layout has no tiles"),
        )
    } else if count % 2 == 1 {
        (
            Severity::Error,
            ProblemKind::OddCount,
            format!(
                "the layout has {count} tiles; tiles leave in matching pairs, so the count must \
                 be even (add or remove one tile)"
            ),
        )
    } else if count > FULL_SET && !count.is_multiple_of(4) {
        (
            Severity::Warning,
            ProblemKind::IncompleteGroups,
            format!(
                "the layout has {count} tiles; beyond a full set of {FULL_SET} faces repeat in \
                 groups of four, so one face gets an extra pair (add or remove two tiles for \
                 complete groups)"
            ),
        )
    } else {
        return None;
    };
    Some(Problem::new(severity, kind, message, Vec::new()))
}

/// "1 tile", "3 tiles".
fn tile_count(count: usize) -> String {
    if count == 1 {
        "1 tile".to_owned()
    } else {
        format!("{count} tiles")
    }
}

/// Where a tile is, in the words messages use.
fn place(t: TilePos) -> String {
    format!("{},{} on layer {}", t.x, t.y, t.z)
}

/// A quick hasher for small integer keys (the checks run on every edit, and the standard hasher's
/// protection against crafted keys buys nothing here).
#[derive(Default)]
struct PlaceHasher(u64);

impl Hasher for PlaceHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_i32(&mut self, n: i32) {
        // Only the bits matter here, not the sign.
        self.write_u64(u64::from(n.cast_unsigned()));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

type PlaceMap<V> = HashMap<TilePos, V, BuildHasherDefault<PlaceHasher>>;

/// Tile indices by place, for looking up neighbours without comparing every pair.
struct Index {
    by_place: PlaceMap<Vec<usize>>,
}

impl Index {
    fn new(tiles: &[TilePos]) -> Self {
        let mut by_place: PlaceMap<Vec<usize>> = PlaceMap::default();
        for (i, &t) in tiles.iter().enumerate() {
            by_place.entry(t).or_default().push(i);
        }
        Self { by_place }
    }

    /// Indices of the tiles whose place is `t` moved by `dx`, `dy`, `dz`.
    fn at(&self, t: TilePos, dx: i32, dy: i32, dz: i32) -> &[usize] {
        let place = TilePos::new(t.x + dx, t.y + dy, t.z + dz);
        self.by_place.get(&place).map_or(&[], Vec::as_slice)
    }

    /// Indices of the tiles on layer `t.z + dz` whose footprint overlaps `t`'s.
    fn overlapping(&self, t: TilePos, dz: i32) -> impl Iterator<Item = usize> + '_ {
        (-1..=1)
            .flat_map(move |dy| (-1..=1).flat_map(move |dx| self.at(t, dx, dy, dz).iter().copied()))
    }

    /// Whether some tile of the same layer sits right beside `t` on the side `dx` (-2 or 2).
    fn has_side_neighbour(&self, t: TilePos, dx: i32) -> bool {
        (-1..=1).any(|dy| !self.at(t, dx, dy, 0).is_empty())
    }
}

fn below_table(layout: &Layout) -> Vec<Problem> {
    layout
        .tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| t.z < 0)
        .map(|(i, &t)| {
            Problem::new(
                Severity::Error,
                ProblemKind::BelowTable,
                format!("the tile at {} is below the table (layer 0)", place(t)),
                vec![i],
            )
        })
        .collect()
}

fn overlaps(layout: &Layout, index: &Index) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (i, &t) in layout.tiles.iter().enumerate() {
        for j in index.overlapping(t, 0).filter(|&j| j > i) {
            let Some(&other) = layout.tiles.get(j) else {
                continue;
            };
            let message = if other == t {
                format!("two tiles stand at the same place, {}", place(t))
            } else {
                format!(
                    "the tile at {} overlaps the tile at {},{}",
                    place(t),
                    other.x,
                    other.y
                )
            };
            problems.push(Problem::new(
                Severity::Error,
                ProblemKind::Overlap,
                message,
                vec![i, j],
            ));
        }
    }
    problems
}

/// Whether the tile is free by DESIGN.md's rule: nothing on it from the layer above, and its
/// left or its right side open.
fn is_free(t: TilePos, index: &Index) -> bool {
    index.overlapping(t, 1).next().is_none()
        && (!index.has_side_neighbour(t, -2) || !index.has_side_neighbour(t, 2))
}

fn first_pair(layout: &Layout, index: &Index) -> Option<Problem> {
    if layout.tile_count() < 2 {
        return None;
    }
    let free: Vec<usize> = (0..layout.tiles.len())
        .filter(|&i| layout.tiles.get(i).is_some_and(|&t| is_free(t, index)))
        .collect();
    (free.len() < 2).then(|| {
        Problem::new(
            Severity::Error,
            ProblemKind::NoFirstPair,
            format!(
                "only {} {} free at the start, so no pair can ever be removed",
                tile_count(free.len()),
                if free.len() == 1 { "is" } else { "are" }
            ),
            free,
        )
    })
}

/// The longest run of tiles each lying on the next. No two of them can leave together (the
/// lower one is covered until the upper one has gone), so each needs a partner from outside the
/// run: a run longer than half the tiles can never be cleared.
fn tallest_stack(layout: &Layout, index: &Index) -> Option<Problem> {
    let n = layout.tiles.len();
    // For each tile, the longest run starting at it and going down, computed top layer first.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(layout.tiles.get(i).map_or(0, |t| t.z)));
    let mut run = vec![1usize; n];
    let mut next_up: Vec<Option<usize>> = vec![None; n];
    for &i in &order {
        let Some(&t) = layout.tiles.get(i) else {
            continue;
        };
        for above in index.overlapping(t, 1) {
            let above_run = run.get(above).copied().unwrap_or(0);
            if above_run + 1 > run.get(i).copied().unwrap_or(0)
                && let (Some(r), Some(up)) = (run.get_mut(i), next_up.get_mut(i))
            {
                *r = above_run + 1;
                *up = Some(above);
            }
        }
    }
    let (bottom, &longest) = run
        .iter()
        .enumerate()
        .max_by_key(|&(i, len)| (len, std::cmp::Reverse(i)))?;
    if longest * 2 <= n {
        return None;
    }
    let mut stack = vec![bottom];
    let mut at = bottom;
    while let Some(&Some(up)) = next_up.get(at) {
        stack.push(up);
        at = up;
    }
    let base = layout
        .tiles
        .get(bottom)
        .copied()
        .unwrap_or(TilePos::new(0, 0, 0));
    Some(Problem::new(
        Severity::Error,
        ProblemKind::StackTooTall,
        format!(
            "the {longest} stacked tiles from {} up must leave one at a time, each with a \
             partner from elsewhere, but only {} other tiles exist",
            place(base),
            n - longest
        ),
        stack,
    ))
}

fn unsupported(layout: &Layout, index: &Index) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (i, &t) in layout.tiles.iter().enumerate() {
        if t.z <= 0 {
            continue;
        }
        // Each of the four cells must have some tile of the layer below under it.
        let cells = [(0, 0), (1, 0), (0, 1), (1, 1)];
        let supported = cells.iter().all(|&(cx, cy)| {
            let cell = TilePos::new(t.x + cx, t.y + cy, t.z);
            (-1..=0).any(|dy| (-1..=0).any(|dx| !index.at(cell, dx, dy, -1).is_empty()))
        });
        if !supported {
            problems.push(Problem::new(
                Severity::Warning,
                ProblemKind::Unsupported,
                format!(
                    "the tile at {} is not fully resting on tiles of layer {}",
                    place(t),
                    t.z - 1
                ),
                vec![i],
            ));
        }
    }
    problems
}

fn islands(layout: &Layout, index: &Index) -> Vec<Problem> {
    let n = layout.tiles.len();
    let mut island: Vec<Option<usize>> = vec![None; n];
    let mut members: Vec<Vec<usize>> = Vec::new();
    for start in 0..n {
        if island.get(start).copied().flatten().is_some() {
            continue;
        }
        let id = members.len();
        let mut found = vec![start];
        if let Some(slot) = island.get_mut(start) {
            *slot = Some(id);
        }
        let mut next = 0;
        while let Some(&i) = found.get(next) {
            next += 1;
            let Some(&t) = layout.tiles.get(i) else {
                continue;
            };
            for j in touching(t, index) {
                if let Some(slot @ None) = island.get_mut(j) {
                    *slot = Some(id);
                    found.push(j);
                }
            }
        }
        found.sort_unstable();
        members.push(found);
    }
    if members.len() < 2 {
        return Vec::new();
    }
    let count = members.len();
    members
        .into_iter()
        .enumerate()
        .map(|(k, tiles)| {
            let first = tiles
                .first()
                .and_then(|&i| layout.tiles.get(i))
                .copied()
                .unwrap_or(TilePos::new(0, 0, 0));
            Problem::new(
                Severity::Info,
                ProblemKind::Island,
                format!(
                    "island {} of {count}: {} starting at {}, touching no other part",
                    k + 1,
                    tile_count(tiles.len()),
                    place(first)
                ),
                tiles,
            )
        })
        .collect()
}

/// Tiles touching `t`: side by side or end to end on its layer (a shared corner alone does not
/// count), or lying on it or under it.
fn touching(t: TilePos, index: &Index) -> impl Iterator<Item = usize> + '_ {
    let same_layer = (-2..=2).flat_map(move |dy: i32| {
        (-2..=2)
            .filter(move |dx: &i32| !(dx.abs() == 2 && dy.abs() == 2))
            .flat_map(move |dx| index.at(t, dx, dy, 0).iter().copied())
    });
    same_layer
        .chain(index.overlapping(t, 1))
        .chain(index.overlapping(t, -1))
}
