//! `parlour mahjong selfplay`: four computer players play whole games, and the report says
//! how each level did: hands won, how often it dealt in (discarded the winning tile), points,
//! games won outright and tied, and how long decisions took.

use parlour_rules::mahjong::bot::{self, Difficulty};
use parlour_rules::mahjong::selfplay;
use parlour_rules::mahjong::table::{HandResult, TableSettings};
use std::io::Write;
use std::time::{Duration, Instant};

mod interval;

use interval::{Cluster, Estimate};

/// What to play.
pub struct Plan {
    /// How many game numbers.
    pub games: u64,
    /// The first game number.
    pub seed: u64,
    /// The level of each player, by seat (or, rotating, by player).
    pub levels: [Difficulty; 4],
    /// The table's rules.
    pub settings: TableSettings,
    /// Play each game number four times with the levels rotated one seat each time.
    pub rotate: bool,
}

/// One player's results: a seat's, or with rotation a level's across every seat.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    hands_won: u64,
    /// The faan of those wins, summed.
    faan: u64,
    /// Wins in which no meld was claimed.
    concealed_wins: u64,
    dealt_in: u64,
    points: i64,
    /// Games with this player alone on the best score.
    games_won: u64,
    /// Games where this player shared the best score.
    games_tied: u64,
}

/// Everything counted over the run.
#[derive(Default)]
struct Report {
    games: u64,
    hands: u64,
    draws: u64,
    players: [Tally; 4],
    decisions: Vec<Duration>,
    /// What each game number gave, for the confidence intervals.
    clusters: Vec<Cluster>,
}

/// Plays the plan and writes the report.
pub fn run(plan: &Plan, out: &mut dyn Write) -> Result<(), Box<dyn std::error::Error>> {
    let mut report = Report::default();
    let rotations = if plan.rotate { 4 } else { 1 };
    for game_no in plan.seed..plan.seed.saturating_add(plan.games) {
        report.clusters.push(Cluster::default());
        for turn in 0..rotations {
            // Player p sits in seat (p + turn) % 4.
            let seat_of = |player: usize| (player + turn) % 4;
            let mut player_at = [0usize; 4];
            for player in 0..4 {
                player_at[seat_of(player)] = player;
            }
            play_game(game_no, plan, &player_at, &mut report)?;
        }
    }
    write_report(plan, &report, out)
}

/// Plays game `game_no` to its end; `player_at[seat]` is who sits there.
fn play_game(
    game_no: u64,
    plan: &Plan,
    player_at: &[usize; 4],
    report: &mut Report,
) -> Result<(), Box<dyn std::error::Error>> {
    let levels = std::array::from_fn(|seat| plan.levels[player_at[seat]]);
    let decisions = &mut report.decisions;
    let record = selfplay::play(game_no, plan.settings, levels, &mut |view, level| {
        let started = Instant::now();
        let decision = bot::decide(view, level);
        decisions.push(started.elapsed());
        decision
    })?;
    for result in &record.hands {
        count_hand(result, player_at, report);
    }
    report.games += 1;
    if let Some(cluster) = report.clusters.last_mut() {
        cluster.games += 1;
        for (seat, &score) in record.scores.iter().enumerate() {
            cluster.points[player_at[seat]] += score;
        }
    }
    let best = record.scores.iter().copied().max().unwrap_or(0);
    let at_best = record.scores.iter().filter(|&&s| s == best).count();
    for (seat, &score) in record.scores.iter().enumerate() {
        let tally = &mut report.players[player_at[seat]];
        tally.points += score;
        if score == best {
            // A tie is not a win for every tied player.
            if at_best == 1 {
                tally.games_won += 1;
            } else {
                tally.games_tied += 1;
            }
        }
    }
    Ok(())
}

/// Counts a finished hand: its winners, and who discarded the winning tile.
fn count_hand(result: &HandResult, player_at: &[usize; 4], report: &mut Report) {
    report.hands += 1;
    if result.wins.is_empty() {
        report.draws += 1;
    }
    for win in &result.wins {
        let tally = &mut report.players[player_at[usize::from(win.seat) % 4]];
        tally.hands_won += 1;
        tally.faan += u64::from(win.score.faan);
        tally.concealed_wins += u64::from(win.melds.iter().all(|m| m.concealed));
    }
    // A discard taken by two winners still counts once for the player who dealt in.
    let mut dealt_in = [false; 4];
    for win in &result.wins {
        if let Some(discarder) = win.discarder {
            dealt_in[player_at[usize::from(discarder) % 4]] = true;
        }
    }
    for (tally, dealt) in report.players.iter_mut().zip(dealt_in) {
        tally.dealt_in += u64::from(dealt);
    }
    if let Some(cluster) = report.clusters.last_mut() {
        cluster.hands += 1;
        for win in &result.wins {
            cluster.won[player_at[usize::from(win.seat) % 4]] += 1;
        }
        for (slot, dealt) in cluster.dealt_in.iter_mut().zip(dealt_in) {
            *slot += u64::from(dealt);
        }
    }
}

/// Each player's rates and points a game with 95 % intervals; and, when player 0's level is
/// not the others' and they share one, how player 0 did against their mean.
fn write_intervals(
    plan: &Plan,
    report: &Report,
    out: &mut dyn Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let clusters = &report.clusters;
    let pp = |e: Estimate| format!("{:.2} ± {:.2}", 100.0 * e.value, 100.0 * e.margin);
    let signed_pp = |e: Estimate| format!("{:+.2} ± {:.2}", 100.0 * e.value, 100.0 * e.margin);
    let points = |e: Estimate| format!("{:+.1} ± {:.1}", e.value, e.margin);
    writeln!(out, "95 % intervals (each game number one sample):")?;
    for player in 0..4 {
        writeln!(
            out,
            "  player {player}: won {} % of hands, dealt in {} %, {} points a game",
            pp(interval::share(clusters, player, |c| c.won)),
            pp(interval::share(clusters, player, |c| c.dealt_in)),
            points(interval::points_a_game(clusters, player, false)),
        )?;
    }
    let [first, rest @ ..] = plan.levels;
    if rest.iter().all(|&l| l == rest[0]) && rest[0] != first {
        writeln!(
            out,
            "{first:?} against the mean of the three {:?} players: hands won {} pp, dealt in {} \
             pp, points {} a game",
            rest[0],
            signed_pp(interval::share_over_others(clusters, 0, |c| c.won)),
            signed_pp(interval::share_over_others(clusters, 0, |c| c.dealt_in)),
            points(interval::points_a_game(clusters, 0, true)),
        )?;
    }
    Ok(())
}

fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

fn write_report(
    plan: &Plan,
    report: &Report,
    out: &mut dyn Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let rotated = if plan.rotate {
        ", each played in all four seats"
    } else {
        ""
    };
    writeln!(
        out,
        "games: {} from game number {}{rotated}",
        plan.games, plan.seed
    )?;
    writeln!(
        out,
        "hands: {} ({} exhaustive draws)",
        report.hands, report.draws
    )?;
    for (player, tally) in report.players.iter().enumerate() {
        let who = if plan.rotate {
            format!("player {player} ({:?}, every seat)", plan.levels[player])
        } else {
            format!("seat {player} ({:?})", plan.levels[player])
        };
        writeln!(
            out,
            "{who}: won {:.1}% of hands ({}, {:.2} faan a win, {:.0}% concealed), dealt in {:.1}% \
             ({}), {} points, {} games won, {} tied",
            percent(tally.hands_won, report.hands),
            tally.hands_won,
            tally.faan as f64 / tally.hands_won.max(1) as f64,
            percent(tally.concealed_wins, tally.hands_won),
            percent(tally.dealt_in, report.hands),
            tally.dealt_in,
            tally.points,
            tally.games_won,
            tally.games_tied
        )?;
    }
    write_intervals(plan, report, out)?;
    let mut times = report.decisions.clone();
    times.sort_unstable();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let total: Duration = times.iter().sum();
    let average = if times.is_empty() {
        0.0
    } else {
        micros(total) / times.len() as f64
    };
    // The 99th percentile: the decision 99 % of the others are no slower than.
    let p99 = times
        .len()
        .checked_sub(1)
        .map(|last| times[(last * 99).div_ceil(100)])
        .map_or(0.0, micros);
    let slowest = times.last().copied().map_or(0.0, micros);
    writeln!(
        out,
        "decisions: {}, average {average:.1} us, p99 {p99:.1} us, slowest {slowest:.1} us",
        times.len()
    )?;
    Ok(())
}
