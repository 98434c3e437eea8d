//! Hong Kong old style scoring: the faan table, in one place, and payments.
//!
//! Every pattern and its value lives in [`FAAN_TABLE`]; the rest of this file only decides
//! which patterns a winning hand shows. A hand scores its best reading (the split into melds
//! worth the most faan). Limit hands score the limit and nothing else.

use super::hand::{self, HandRules, Meld, MeldKind, WinShape};
use super::tiles::{self, Counts};
use crate::engine::tile::{Face, Suit};
use serde::{Deserialize, Serialize};

/// A scoring pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pattern {
    /// Won with a tile drawn from the wall.
    SelfDraw,
    /// No claimed melds (concealed kongs allowed).
    ConcealedHand,
    /// Four chows and a pair that scores nothing.
    AllChows,
    /// Four pongs or kongs and a pair.
    AllPongs,
    /// One numbered suit plus honours.
    HalfFlush,
    /// One numbered suit only.
    FullFlush,
    /// A pong or kong of one dragon (scored per dragon).
    DragonPong,
    /// A pong or kong of the winner's seat wind.
    SeatWind,
    /// A pong or kong of the round wind.
    RoundWind,
    /// Two dragon pongs and a pair of the third dragon.
    SmallThreeDragons,
    /// Pongs of all three dragons.
    BigThreeDragons,
    /// Three wind pongs and a pair of the fourth wind.
    SmallFourWinds,
    /// Pongs of all four winds.
    BigFourWinds,
    /// Honours only.
    AllHonours,
    /// Terminals (ones and nines) only.
    AllTerminals,
    /// Seven distinct pairs.
    SevenPairs,
    /// One of each terminal and honour plus a pair.
    ThirteenOrphans,
    /// Won on the replacement tile after a kong.
    WinOnKong,
    /// Won on the last tile of the wall.
    LastTile,
    /// No flowers or seasons (only when bonus tiles are in play).
    NoBonusTiles,
    /// The flower of the winner's seat (1f East .. 4f North).
    SeatFlower,
    /// The season of the winner's seat (5f East .. 8f North).
    SeatSeason,
    /// All four flowers.
    AllFlowers,
    /// All four seasons.
    AllSeasons,
}

/// One row of the faan table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternValue {
    /// The pattern.
    pub pattern: Pattern,
    /// Its name on the result screen.
    pub name: &'static str,
    /// Its faan (ignored for limit hands).
    pub faan: u8,
    /// Whether it is a limit hand (scores the limit).
    pub limit: bool,
}

const fn row(pattern: Pattern, name: &'static str, faan: u8, limit: bool) -> PatternValue {
    PatternValue {
        pattern,
        name,
        faan,
        limit,
    }
}

/// The faan table: every pattern and its value, in the order the result screen lists them.
pub const FAAN_TABLE: &[PatternValue] = &[
    row(Pattern::ThirteenOrphans, "Thirteen orphans", 0, true),
    row(Pattern::BigFourWinds, "Big four winds", 0, true),
    row(Pattern::AllHonours, "All honours", 0, true),
    row(Pattern::AllTerminals, "All terminals", 0, true),
    row(Pattern::BigThreeDragons, "Big three dragons", 8, false),
    row(Pattern::FullFlush, "Full flush", 7, false),
    row(Pattern::SmallFourWinds, "Small four winds", 6, false),
    row(Pattern::SmallThreeDragons, "Small three dragons", 5, false),
    row(Pattern::SevenPairs, "Seven pairs", 4, false),
    row(Pattern::AllPongs, "All pongs", 3, false),
    row(Pattern::HalfFlush, "Half flush", 3, false),
    row(Pattern::AllFlowers, "All four flowers", 2, false),
    row(Pattern::AllSeasons, "All four seasons", 2, false),
    row(Pattern::DragonPong, "Dragon pong", 1, false),
    row(Pattern::SeatWind, "Seat wind pong", 1, false),
    row(Pattern::RoundWind, "Round wind pong", 1, false),
    row(Pattern::AllChows, "All chows", 1, false),
    row(Pattern::ConcealedHand, "Concealed hand", 1, false),
    row(Pattern::SelfDraw, "Self-drawn", 1, false),
    row(Pattern::WinOnKong, "Win on a kong", 1, false),
    row(Pattern::LastTile, "Last tile of the wall", 1, false),
    row(Pattern::NoBonusTiles, "No flowers or seasons", 1, false),
    row(Pattern::SeatFlower, "Seat flower", 1, false),
    row(Pattern::SeatSeason, "Seat season", 1, false),
];

/// The table row of `pattern`.
pub fn value_of(pattern: Pattern) -> PatternValue {
    FAAN_TABLE
        .iter()
        .copied()
        .find(|row| row.pattern == pattern)
        .unwrap_or(row(pattern, "?", 0, false))
}

/// Scoring settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringRules {
    /// The fewest faan a hand needs to be allowed to win (0, 1 or 3).
    pub min_faan: u8,
    /// The limit: no hand scores more, and limit hands score exactly this.
    pub limit_faan: u8,
    /// Which special shapes win.
    pub hand: HandRules,
}

impl Default for ScoringRules {
    fn default() -> Self {
        Self {
            min_faan: 1,
            limit_faan: 10,
            hand: HandRules::default(),
        }
    }
}

impl ScoringRules {
    /// Base points for a hand of `faan`: doubling per faan, capped at the limit (0 faan is 1).
    pub fn base_points(&self, faan: u8) -> i64 {
        1i64 << faan.min(self.limit_faan).min(30)
    }
}

/// Everything about a win besides the tiles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WinContext {
    /// Won on a tile drawn from the wall (not a discard).
    pub self_draw: bool,
    /// The winner's seat wind (0 East .. 3 North).
    pub seat_wind: u8,
    /// The round wind (0 East .. 3 North).
    pub round_wind: u8,
    /// Flowers and seasons the winner set aside.
    pub bonus: Vec<Face>,
    /// Whether flowers and seasons are in play.
    pub bonus_in_play: bool,
    /// Won on a kong's replacement tile.
    pub after_kong: bool,
    /// Won on the last tile of the wall (drawn or discarded).
    pub last_tile: bool,
}

/// One line on the result screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaanLine {
    /// The pattern.
    pub pattern: Pattern,
    /// Its name.
    pub name: String,
    /// The faan it adds (the limit for a limit hand).
    pub faan: u8,
}

/// A scored winning hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// How the hand was read.
    pub shape: WinShape,
    /// The melds of the best reading, exposed ones first (empty for special shapes).
    pub melds: Vec<Meld>,
    /// The pair of the best reading (none for thirteen orphans and seven pairs).
    pub pair: Option<Face>,
    /// The faan lines.
    pub lines: Vec<FaanLine>,
    /// Total faan, capped at the limit.
    pub faan: u8,
    /// Whether it reached the limit.
    pub is_limit: bool,
}

/// Scores a complete hand: `concealed` holds the concealed tiles including the winning tile,
/// `exposed` the melds on the table (concealed kongs included, marked concealed). Returns `None`
/// when the tiles do not form a winning hand.
pub fn score(
    concealed: &Counts,
    exposed: &[Meld],
    ctx: &WinContext,
    rules: &ScoringRules,
) -> Option<Score> {
    let melds = exposed.len().min(4) as u8;
    let shapes = hand::win_shapes(concealed, melds, rules.hand);
    let mut best: Option<Score> = None;
    let mut consider = |candidate: Score| {
        if best.as_ref().is_none_or(|b| candidate.faan > b.faan) {
            best = Some(candidate);
        }
    };
    for shape in shapes {
        match shape {
            WinShape::Standard => {
                for (inner, pair) in hand::standard_readings(concealed, 4 - melds) {
                    let mut all: Vec<Meld> = exposed.to_vec();
                    all.extend(inner);
                    let patterns = standard_patterns(&all, pair, exposed, ctx);
                    consider(finish(shape, all, Some(pair), patterns, ctx, rules));
                }
            }
            WinShape::SevenPairs => {
                let mut patterns = vec![Pattern::SevenPairs];
                patterns.extend(suit_patterns(&tiles::faces_of(concealed)));
                patterns.push(Pattern::ConcealedHand);
                consider(finish(shape, Vec::new(), None, patterns, ctx, rules));
            }
            WinShape::ThirteenOrphans => {
                consider(finish(
                    shape,
                    Vec::new(),
                    None,
                    vec![Pattern::ThirteenOrphans],
                    ctx,
                    rules,
                ));
            }
        }
    }
    best
}

/// Flush and honour patterns from the faces of the whole hand.
fn suit_patterns(faces: &[Face]) -> Vec<Pattern> {
    let mut suits = [false; 4];
    for face in faces {
        let slot = match face.suit() {
            Suit::Characters => 0,
            Suit::Dots => 1,
            Suit::Bamboo => 2,
            _ => 3,
        };
        suits[slot] = true;
    }
    let numbered = suits[..3].iter().filter(|&&s| s).count();
    let mut patterns = Vec::new();
    match (numbered, suits[3]) {
        (0, _) => patterns.push(Pattern::AllHonours),
        (1, false) => patterns.push(Pattern::FullFlush),
        (1, true) => patterns.push(Pattern::HalfFlush),
        _ => {}
    }
    if !faces.is_empty() && faces.iter().all(|&f| tiles::is_terminal(f)) {
        patterns.push(Pattern::AllTerminals);
    }
    patterns
}

fn standard_patterns(all: &[Meld], pair: Face, exposed: &[Meld], ctx: &WinContext) -> Vec<Pattern> {
    let mut patterns = Vec::new();
    let mut faces: Vec<Face> = all.iter().flat_map(|m| m.faces()).collect();
    faces.extend([pair, pair]);
    patterns.extend(suit_patterns(&faces));

    let pongs: Vec<Face> = all
        .iter()
        .filter(|m| m.is_pong_or_kong())
        .map(|m| m.face)
        .collect();
    let seat = tiles::wind_face(ctx.seat_wind);
    let round = tiles::wind_face(ctx.round_wind);
    if pongs.len() == 4 {
        patterns.push(Pattern::AllPongs);
    }
    let value_pair = tiles::is_dragon(pair) || Some(pair) == seat || Some(pair) == round;
    if all.iter().all(|m| m.kind == MeldKind::Chow) && !value_pair {
        patterns.push(Pattern::AllChows);
    }
    let dragons = pongs.iter().filter(|&&f| tiles::is_dragon(f)).count();
    let winds = pongs.iter().filter(|&&f| tiles::is_wind(f)).count();
    match (dragons, tiles::is_dragon(pair)) {
        (3, _) => patterns.push(Pattern::BigThreeDragons),
        (2, true) => patterns.push(Pattern::SmallThreeDragons),
        _ => patterns.extend(std::iter::repeat_n(Pattern::DragonPong, dragons)),
    }
    match (winds, tiles::is_wind(pair)) {
        (4, _) => patterns.push(Pattern::BigFourWinds),
        (3, true) => patterns.push(Pattern::SmallFourWinds),
        _ => {}
    }
    if pongs.iter().any(|&f| Some(f) == seat) {
        patterns.push(Pattern::SeatWind);
    }
    if pongs.iter().any(|&f| Some(f) == round) {
        patterns.push(Pattern::RoundWind);
    }
    if exposed.iter().all(|m| m.concealed) {
        patterns.push(Pattern::ConcealedHand);
    }
    patterns
}

/// Adds the patterns every shape shares (self-draw, bonus tiles, ...) and totals the faan.
fn finish(
    shape: WinShape,
    melds: Vec<Meld>,
    pair: Option<Face>,
    mut patterns: Vec<Pattern>,
    ctx: &WinContext,
    rules: &ScoringRules,
) -> Score {
    if ctx.self_draw {
        patterns.push(Pattern::SelfDraw);
    }
    if ctx.after_kong {
        patterns.push(Pattern::WinOnKong);
    }
    if ctx.last_tile {
        patterns.push(Pattern::LastTile);
    }
    if ctx.bonus_in_play {
        if ctx.bonus.is_empty() {
            patterns.push(Pattern::NoBonusTiles);
        }
        let seat_rank = ctx.seat_wind % 4 + 1;
        if ctx
            .bonus
            .iter()
            .any(|f| f.is_flower() && f.rank() == seat_rank)
        {
            patterns.push(Pattern::SeatFlower);
        }
        if ctx
            .bonus
            .iter()
            .any(|f| f.is_season() && f.rank() == seat_rank + 4)
        {
            patterns.push(Pattern::SeatSeason);
        }
        if ctx.bonus.iter().filter(|f| f.is_flower()).count() == 4 {
            patterns.push(Pattern::AllFlowers);
        }
        if ctx.bonus.iter().filter(|f| f.is_season()).count() == 4 {
            patterns.push(Pattern::AllSeasons);
        }
    }
    let limits: Vec<Pattern> = patterns
        .iter()
        .copied()
        .filter(|&p| value_of(p).limit)
        .collect();
    let lines: Vec<FaanLine> = if limits.is_empty() {
        patterns
            .iter()
            .map(|&p| {
                let value = value_of(p);
                FaanLine {
                    pattern: p,
                    name: value.name.to_owned(),
                    faan: value.faan,
                }
            })
            .collect()
    } else {
        limits
            .iter()
            .map(|&p| FaanLine {
                pattern: p,
                name: value_of(p).name.to_owned(),
                faan: rules.limit_faan,
            })
            .collect()
    };
    let raw: u32 = if limits.is_empty() {
        lines.iter().map(|l| u32::from(l.faan)).sum()
    } else {
        u32::from(rules.limit_faan)
    };
    let faan = raw.min(u32::from(rules.limit_faan)) as u8;
    Score {
        shape,
        melds,
        pair,
        lines,
        faan,
        is_limit: faan >= rules.limit_faan,
    }
}

/// Who pays whom for a win: `payments[seat]` is the change in that seat's score.
///
/// Self-drawn: each of the three others pays twice the base points. On a discard: the
/// discarder pays twice the base points and the other two pay the base points.
pub fn payments(winner: u8, discarder: Option<u8>, faan: u8, rules: &ScoringRules) -> [i64; 4] {
    let base = rules.base_points(faan);
    let mut result = [0i64; 4];
    for seat in 0..4u8 {
        if seat == winner {
            continue;
        }
        let owed = match discarder {
            None => 2 * base,
            Some(d) if d == seat => 2 * base,
            Some(_) => base,
        };
        result[seat as usize] -= owed;
        result[winner as usize % 4] += owed;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tile::parse_hand;

    fn counts(text: &str) -> Counts {
        tiles::counts_of(&parse_hand(text).unwrap())
    }

    fn pong(text: &str) -> Meld {
        Meld {
            kind: MeldKind::Pong,
            face: text.parse().unwrap(),
            concealed: false,
        }
    }

    fn patterns(score: &Score) -> Vec<Pattern> {
        score.lines.iter().map(|l| l.pattern).collect()
    }

    fn check(text: &str, exposed: &[Meld], ctx: &WinContext, faan: u8, expected: &[Pattern]) {
        let score = score(&counts(text), exposed, ctx, &ScoringRules::default()).unwrap();
        assert_eq!(patterns(&score), expected, "{text}");
        assert_eq!(score.faan, faan, "{text}");
    }

    #[test]
    fn table_patterns() {
        let ctx = WinContext::default();
        let drawn = WinContext {
            self_draw: true,
            ..WinContext::default()
        };
        // Chicken hand: no faan.
        check(
            "123m456p789s111s22z",
            &[],
            &ctx,
            1,
            &[Pattern::ConcealedHand],
        );
        check(
            "123m456p789s234s55s",
            &[],
            &drawn,
            3,
            &[Pattern::AllChows, Pattern::ConcealedHand, Pattern::SelfDraw],
        );
        check(
            "11122m",
            &[pong("5m"), pong("6m"), pong("3m")],
            &ctx,
            10,
            &[Pattern::FullFlush, Pattern::AllPongs],
        );
        check(
            "123m77z",
            &[pong("5z"), pong("6z"), pong("1z")],
            &ctx,
            3 + 5 + 1 + 1,
            &[
                Pattern::HalfFlush,
                Pattern::SmallThreeDragons,
                Pattern::SeatWind,
                Pattern::RoundWind,
            ],
        );
        check(
            "1188m2288p55s1177z",
            &[],
            &ctx,
            5,
            &[Pattern::SevenPairs, Pattern::ConcealedHand],
        );
        check(
            "119m19p19s1234567z",
            &[],
            &ctx,
            10,
            &[Pattern::ThirteenOrphans],
        );
        check(
            "11122233344455z",
            &[],
            &ctx,
            10,
            &[Pattern::AllHonours, Pattern::BigFourWinds],
        );
    }

    #[test]
    fn best_reading_wins() {
        // 111222333m: three pongs (all pongs) beat three chows here.
        let ctx = WinContext::default();
        let s = score(
            &counts("111222333m55566p"),
            &[],
            &ctx,
            &ScoringRules::default(),
        )
        .unwrap();
        assert_eq!(s.faan, 4);
        let s = score(
            &counts("111222333m555m66m"),
            &[],
            &ctx,
            &ScoringRules::default(),
        )
        .unwrap();
        assert!(patterns(&s).contains(&Pattern::AllPongs));
        assert!(
            score(
                &counts("123m456p789s1234z"),
                &[],
                &ctx,
                &ScoringRules::default()
            )
            .is_none()
        );
    }

    #[test]
    fn bonus_tiles_score() {
        let ctx = WinContext {
            bonus_in_play: true,
            seat_wind: 1,
            bonus: parse_hand("2f6f").unwrap(),
            ..WinContext::default()
        };
        let s = score(
            &counts("123m456p789s111s22z"),
            &[],
            &ctx,
            &ScoringRules::default(),
        )
        .unwrap();
        assert_eq!(
            patterns(&s),
            [
                Pattern::ConcealedHand,
                Pattern::SeatFlower,
                Pattern::SeatSeason
            ]
        );
    }

    #[test]
    fn discarder_pays_double() {
        let rules = ScoringRules::default();
        assert_eq!(payments(0, Some(2), 3, &rules), [32, -8, -16, -8]);
        assert_eq!(payments(1, None, 0, &rules), [-2, 6, -2, -2]);
        assert_eq!(payments(1, None, 13, &rules), [-2048, 6144, -2048, -2048]);
        assert_eq!(payments(0, Some(1), 3, &rules).iter().sum::<i64>(), 0);
    }
}
