//! Replaying a turn's log as animation.
//!
//! The engine resolves a whole turn at once; the view then replays the [`TurnLog`] against the
//! board as it was before the swap: the swap slides, matched gems fade while specials go off,
//! gems above fall under gravity, new gems drop in, and the next cascade step follows. Nothing
//! here decides anything: every position comes from the log, and once the replay ends the view
//! draws the engine's settled board, which the log reproduces exactly (the storm tests check it).
//!
//! Times are in animation seconds: the panel advances a [`Playback`] by the frame time scaled
//! by the player's animation speed.

use parlour_rules::match3::Board;
use parlour_rules::match3::board::{CELLS, Gem, Pos};
use parlour_rules::match3::log::{Reshuffle, TurnLog};

/// A board during a turn: a cell is `None` while emptied.
type Cells = [Option<Gem>; CELLS];

/// The swap sliding.
const SWAP: f64 = 0.2;
/// Matched gems fading while specials go off.
const CLEAR: f64 = 0.34;
/// Gravity, in cells per second squared: a fall of one row takes about 0.17 s, of eight 0.48 s.
const GRAVITY: f64 = 70.0;
/// A short rest after the last gem lands, so consecutive cascades read as separate steps.
const SETTLE: f64 = 0.06;
/// The whole board rearranging itself.
const RESHUFFLE: f64 = 0.8;
/// How long the points of a match float up.
const FLOAT_LIFE: f64 = 1.1;
/// A refused swap going there and back.
const REFUSED: f64 = 0.4;

/// One gem to draw, in board cells: (`x`, `y`) is the top-left corner of the cell it fills,
/// fractional while it moves; `y` is negative above the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprite {
    /// Column position.
    pub x: f32,
    /// Row position.
    pub y: f32,
    /// What it is.
    pub gem: Gem,
    /// Size relative to its cell.
    pub scale: f32,
    /// 1 opaque, 0 gone.
    pub opacity: f32,
    /// Part of a refused swap.
    pub refused: bool,
}

/// A special gem going off.
#[derive(Clone, Debug, PartialEq)]
pub struct Blast {
    /// Where the special was.
    pub at: Pos,
    /// Which special it was.
    pub gem: Gem,
    /// Every cell it clears.
    pub cells: Vec<Pos>,
    /// 0 when it goes off, 1 when its effect has passed.
    pub progress: f32,
}

/// Points rising from a match or blast.
#[derive(Clone, Debug, PartialEq)]
pub struct Float {
    /// The cell they rise from.
    pub at: Pos,
    /// The text, such as "+60".
    pub text: String,
    /// The kind matched, for the colour (`None` for a blast).
    pub kind: Option<u8>,
    /// 0 when they appear, 1 when they vanish.
    pub age: f32,
}

/// Everything to draw at one moment of a replay.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Frame {
    /// The gems, back to front.
    pub sprites: Vec<Sprite>,
    /// Specials going off now.
    pub blasts: Vec<Blast>,
    /// Points floating up now.
    pub floats: Vec<Float>,
    /// The multiplier of the step playing (1 for the swap's own clearing).
    pub multiplier: Option<u32>,
    /// Points of the turn shown so far (a step's points count from the moment it clears).
    pub points: u32,
}

impl Frame {
    /// The settled board, every gem at rest.
    pub fn settled(board: &Board) -> Self {
        Self {
            sprites: still(&cells_of(board)),
            ..Self::default()
        }
    }
}

/// One stretch of the timeline.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    Swap,
    Clear(usize),
    Fall(usize),
    Reshuffle,
}

/// What is being replayed.
#[derive(Clone, Debug)]
enum Script {
    /// An accepted swap and its cascades.
    Turn {
        log: TurnLog,
        before: Board,
        after: Board,
        /// The board at the start of each step's clearing.
        at_step: Vec<Cells>,
        /// The board after the last refill (before any reshuffle).
        last: Box<Cells>,
        phases: Vec<(Phase, f64, f64)>,
    },
    /// A swap that lines up nothing, going there and back.
    Refused { board: Board, a: Pos, b: Pos },
}

/// A replay in progress.
#[derive(Clone, Debug)]
pub struct Playback {
    script: Script,
    t: f64,
}

fn cells_of(board: &Board) -> Cells {
    let mut cells = [None; CELLS];
    for (slot, gem) in cells.iter_mut().zip(board.gems()) {
        *slot = Some(*gem);
    }
    cells
}

fn index(pos: Pos) -> usize {
    usize::from(pos.y) * parlour_rules::match3::WIDTH + usize::from(pos.x)
}

fn pos_of(index: usize) -> Pos {
    // Below 64, so both quotients fit in a byte.
    Pos::new(
        (index % parlour_rules::match3::WIDTH) as u8,
        (index / parlour_rules::match3::WIDTH) as u8,
    )
}

/// Smooth start and end.
fn ease(p: f64) -> f64 {
    let p = p.clamp(0.0, 1.0);
    p * p * (3.0 - 2.0 * p)
}

/// Seconds a gem takes to fall `rows` rows from rest.
fn fall_time(rows: f64) -> f64 {
    (2.0 * rows.max(0.0) / GRAVITY).sqrt()
}

impl Playback {
    /// The replay of `log`, the turn that took `before` to `after`.
    pub fn turn(before: &Board, after: &Board, log: &TurnLog) -> Self {
        let (a, b) = log.swap;
        let mut grid = cells_of(before);
        grid.swap(index(a), index(b));
        let mut at_step = Vec::new();
        let mut phases = vec![(Phase::Swap, 0.0, SWAP)];
        let mut t = SWAP;
        for (i, step) in log.steps.iter().enumerate() {
            at_step.push(grid);
            for &cell in &step.cleared {
                grid[index(cell)] = None;
            }
            for made in &step.created {
                grid[index(made.at)] = Some(made.gem);
            }
            let mut longest: f64 = 0.0;
            for fall in &step.falls {
                grid[index(fall.to)] = grid[index(fall.from)].take();
                longest = longest.max(f64::from(fall.to.y) - f64::from(fall.from.y));
            }
            for new in &step.entering {
                grid[index(new.at)] = Some(new.gem);
                longest = longest.max(f64::from(new.at.y) - f64::from(new.start_row));
            }
            phases.push((Phase::Clear(i), t, CLEAR));
            t += CLEAR;
            let fall = fall_time(longest) + SETTLE;
            phases.push((Phase::Fall(i), t, fall));
            t += fall;
        }
        if log.reshuffle.is_some() {
            phases.push((Phase::Reshuffle, t, RESHUFFLE));
        }
        Self {
            script: Script::Turn {
                log: log.clone(),
                before: before.clone(),
                after: after.clone(),
                at_step,
                last: Box::new(grid),
                phases,
            },
            t: 0.0,
        }
    }

    /// A refused swap of `a` and `b` on `board`, there and back.
    pub fn refused(board: &Board, a: Pos, b: Pos) -> Self {
        Self {
            script: Script::Refused {
                board: board.clone(),
                a,
                b,
            },
            t: 0.0,
        }
    }

    /// Moves the replay on by `dt` animation seconds.
    pub fn advance(&mut self, dt: f64) {
        self.t += dt.max(0.0);
    }

    /// When the gems come to rest (input waits until then).
    fn end(&self) -> f64 {
        match &self.script {
            Script::Turn { phases, .. } => phases.last().map_or(0.0, |&(_, s, d)| s + d),
            Script::Refused { .. } => REFUSED,
        }
    }

    /// Whether gems are still moving: the board takes no input until they rest.
    pub fn is_moving(&self) -> bool {
        self.t < self.end()
    }

    /// Whether anything is left to show (points may still be floating after the gems rest).
    pub fn is_playing(&self) -> bool {
        match &self.script {
            Script::Turn { phases, .. } => {
                let last_clear = phases
                    .iter()
                    .filter(|(phase, ..)| matches!(phase, Phase::Clear(_)))
                    .map(|&(_, start, _)| start)
                    .fold(0.0, f64::max);
                self.t < self.end().max(last_clear + FLOAT_LIFE)
            }
            Script::Refused { .. } => self.is_moving(),
        }
    }

    /// Points of the replayed turn not shown yet (the score display lags by them).
    pub fn points_pending(&self) -> u32 {
        match &self.script {
            Script::Turn { log, .. } => log.points.saturating_sub(self.frame().points),
            Script::Refused { .. } => 0,
        }
    }

    /// What to draw now.
    pub fn frame(&self) -> Frame {
        match &self.script {
            Script::Refused { board, a, b } => refused_frame(board, *a, *b, self.t / REFUSED),
            Script::Turn {
                log,
                before,
                after,
                at_step,
                last,
                phases,
            } => {
                let mut frame = Frame::default();
                let now = phases
                    .iter()
                    .rev()
                    .find(|&&(_, start, _)| self.t >= start)
                    .copied();
                for &(phase, start, _) in phases {
                    if let Phase::Clear(i) = phase
                        && self.t >= start
                        && let Some(step) = log.steps.get(i)
                    {
                        frame.points = frame.points.saturating_add(step.points);
                        frame.multiplier = Some(step.multiplier);
                        let age = ((self.t - start) / FLOAT_LIFE) as f32;
                        if age < 1.0 {
                            floats(step, age, &mut frame.floats);
                        }
                    }
                }
                let Some((phase, start, duration)) = now.filter(|_| self.is_moving()) else {
                    frame.sprites = still(&cells_of(after));
                    return frame;
                };
                let p = (self.t - start) / duration;
                match phase {
                    Phase::Swap => {
                        let (a, b) = log.swap;
                        frame.sprites = swapping(before, a, b, ease(p) as f32, false);
                    }
                    Phase::Clear(i) => {
                        if let (Some(grid), Some(step)) = (at_step.get(i), log.steps.get(i)) {
                            clearing(grid, step, p, &mut frame);
                        }
                    }
                    Phase::Fall(i) => {
                        let grid = at_step.get(i + 1).unwrap_or(&**last);
                        if let Some(step) = log.steps.get(i) {
                            frame.sprites = falling(grid, step, self.t - start);
                        }
                    }
                    Phase::Reshuffle => {
                        if let Some(reshuffle) = &log.reshuffle {
                            frame.sprites = reshuffling(last, after, reshuffle, p);
                        }
                    }
                }
                frame
            }
        }
    }
}

/// Every gem of `cells` at rest in its cell.
fn still(cells: &Cells) -> Vec<Sprite> {
    cells
        .iter()
        .enumerate()
        .filter_map(|(i, gem)| {
            let pos = pos_of(i);
            gem.map(|gem| sprite(f32::from(pos.x), f32::from(pos.y), gem))
        })
        .collect()
}

fn sprite(x: f32, y: f32, gem: Gem) -> Sprite {
    Sprite {
        x,
        y,
        gem,
        scale: 1.0,
        opacity: 1.0,
        refused: false,
    }
}

/// The board with the gems of `a` and `b` a fraction `k` of the way to each other's cell.
fn swapping(board: &Board, a: Pos, b: Pos, k: f32, refused: bool) -> Vec<Sprite> {
    let mut sprites = still(&cells_of(board));
    // Moving gems go last so they pass over the others.
    sprites.retain(|s| {
        let here = Pos::new(s.x as u8, s.y as u8);
        here != a && here != b
    });
    for (from, to) in [(b, a), (a, b)] {
        if let Some(gem) = board.get(from) {
            let lerp = |f: u8, t: u8| f32::from(f) + (f32::from(t) - f32::from(f)) * k;
            sprites.push(Sprite {
                refused,
                ..sprite(lerp(from.x, to.x), lerp(from.y, to.y), gem)
            });
        }
    }
    sprites
}

fn refused_frame(board: &Board, a: Pos, b: Pos, p: f64) -> Frame {
    // Out for the first half, back for the second; only most of the way, so it reads as a
    // bump rather than a swap.
    let there = if p < 0.5 { p * 2.0 } else { 2.0 - p * 2.0 };
    Frame {
        sprites: swapping(board, a, b, 0.6 * ease(there) as f32, p < 1.0),
        ..Frame::default()
    }
}

/// A step's clearing at fraction `p`: matched and blasted gems shrink and fade, the specials
/// made by the matches grow in their place.
fn clearing(
    grid: &Cells,
    step: &parlour_rules::match3::log::CascadeStep,
    p: f64,
    frame: &mut Frame,
) {
    let mut going = [false; CELLS];
    for &cell in &step.cleared {
        going[index(cell)] = true;
    }
    let fade = ease(p / 0.85) as f32;
    for (i, gem) in grid.iter().enumerate() {
        let Some(gem) = *gem else { continue };
        let pos = pos_of(i);
        let mut s = sprite(f32::from(pos.x), f32::from(pos.y), gem);
        if going[i] {
            // A brief swell first, then shrink away.
            let swell = (p * std::f64::consts::PI * 3.0).sin().max(0.0) as f32 * 0.12;
            s.scale = (1.0 + swell) * (1.0 - 0.7 * fade);
            s.opacity = 1.0 - fade;
        }
        frame.sprites.push(s);
    }
    let grow = ease((p - 0.5) / 0.5) as f32;
    for made in &step.created {
        if grow > 0.0 {
            frame.sprites.push(Sprite {
                scale: grow,
                opacity: grow,
                ..sprite(f32::from(made.at.x), f32::from(made.at.y), made.gem)
            });
        }
    }
    for (j, fired) in step.fired.iter().enumerate() {
        // In a chain each blast goes off a little after the one that set it off.
        let delay = 0.12 * j as f64;
        let progress = ((p - delay) / (1.0 - delay).max(0.3)).clamp(0.0, 1.0) as f32;
        if p >= delay {
            frame.blasts.push(Blast {
                at: fired.at,
                gem: fired.gem,
                cells: fired.cells.clone(),
                progress,
            });
        }
    }
}

/// The points of a step's matches and blasts, `age` into their rise.
fn floats(step: &parlour_rules::match3::log::CascadeStep, age: f32, out: &mut Vec<Float>) {
    let suffix = if step.multiplier > 1 {
        format!(" ×{}", step.multiplier)
    } else {
        String::new()
    };
    for m in &step.matches {
        out.push(Float {
            at: m.at,
            text: format!("+{}{suffix}", m.points),
            kind: Some(m.kind),
            age,
        });
    }
    for f in step.fired.iter().filter(|f| f.points > 0) {
        out.push(Float {
            at: f.at,
            text: format!("+{}", f.points),
            kind: None,
            age,
        });
    }
}

/// A step's falls and new gems, `t` seconds after they start: every moving gem falls from
/// rest under gravity, so longer drops land later and faster.
fn falling(landed: &Cells, step: &parlour_rules::match3::log::CascadeStep, t: f64) -> Vec<Sprite> {
    let mut from_row: [f64; CELLS] = [0.0; CELLS];
    for (i, row) in from_row.iter_mut().enumerate() {
        *row = f64::from(pos_of(i).y);
    }
    for fall in &step.falls {
        from_row[index(fall.to)] = f64::from(fall.from.y);
    }
    for new in &step.entering {
        from_row[index(new.at)] = f64::from(new.start_row);
    }
    let dropped = (0.5 * GRAVITY * t * t) as f32;
    let mut sprites = still(landed);
    for s in &mut sprites {
        let start = from_row[index(Pos::new(s.x as u8, s.y as u8))] as f32;
        s.y = (start + dropped).min(s.y);
    }
    // Gems still a whole cell above the board would be clipped away: leave them out.
    sprites.retain(|s| s.y > -1.0);
    sprites
}

/// The stuck board's gems flying to their new cells (or, if the gems were replaced, the old
/// board fading out and the new one in).
fn reshuffling(last: &Cells, after: &Board, reshuffle: &Reshuffle, p: f64) -> Vec<Sprite> {
    if reshuffle.replaced || reshuffle.moves.is_empty() {
        let (cells, opacity) = if p < 0.5 {
            (*last, 1.0 - p * 2.0)
        } else {
            (cells_of(after), p * 2.0 - 1.0)
        };
        let mut sprites = still(&cells);
        for s in &mut sprites {
            s.opacity = opacity as f32;
            s.scale = 0.6 + 0.4 * opacity as f32;
        }
        return sprites;
    }
    let k = ease(p) as f32;
    // They lift off (shrink) while travelling and settle back at full size.
    let scale = 1.0 - 0.35 * (std::f64::consts::PI * p).sin() as f32;
    reshuffle
        .moves
        .iter()
        .filter_map(|m| {
            let gem = last[index(m.from)]?;
            let lerp = |f: u8, t: u8| f32::from(f) + (f32::from(t) - f32::from(f)) * k;
            Some(Sprite {
                scale,
                ..sprite(lerp(m.from.x, m.to.x), lerp(m.from.y, m.to.y), gem)
            })
        })
        .collect()
}

#[cfg(test)]
#[path = "anim_tests.rs"]
mod tests;
