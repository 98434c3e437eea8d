//! The figures and chart series of the Statistics window, worked out from a record (no drawing
//! here: the window only plots what these return).

use super::Record;

/// The figures of one record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Games finished.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Won out of played, 0 to 1 (`None` before the first game).
    pub win_rate: Option<f64>,
    /// Wins in a row up to now.
    pub streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// The fastest unassisted win.
    pub best_time: Option<f64>,
    /// The median time of the won games kept.
    pub median_time: Option<f64>,
}

impl Summary {
    /// The figures of `record`.
    pub fn of(record: &Record) -> Self {
        Self {
            played: record.played,
            won: record.won,
            win_rate: (record.played > 0).then(|| f64::from(record.won) / f64::from(record.played)),
            streak: record.streak,
            best_streak: record.best_streak,
            best_time: record.best_time,
            median_time: median(&won_times(record)),
        }
    }
}

/// The play times of the won games kept, oldest first.
pub fn won_times(record: &Record) -> Vec<f64> {
    record
        .games
        .iter()
        .filter(|g| g.won)
        .map(|g| g.seconds)
        .collect()
}

/// The median of `values` (the mean of the middle two for an even count).
pub fn median(values: &[f64]) -> Option<f64> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => sorted.get(n / 2).copied(),
        _ => Some((sorted.get(n / 2 - 1)? + sorted.get(n / 2)?) / 2.0),
    }
}

/// The time of each won game among the last `last` games kept, as (game number, seconds), the
/// game number counting every game kept (won or not) from 1.
pub fn recent_wins(record: &Record, last: usize) -> Vec<[f64; 2]> {
    let skip = record.games.len().saturating_sub(last);
    record
        .games
        .iter()
        .enumerate()
        .skip(skip)
        .filter(|(_, g)| g.won)
        .map(|(i, g)| [(i + 1) as f64, g.seconds])
        .collect()
}

/// The win rate (in percent) after each game kept, as (game number, percent).
pub fn win_rate_over_time(record: &Record) -> Vec<[f64; 2]> {
    let mut won = 0.0;
    record
        .games
        .iter()
        .enumerate()
        .map(|(i, g)| {
            if g.won {
                won += 1.0;
            }
            let n = (i + 1) as f64;
            [n, 100.0 * won / n]
        })
        .collect()
}

/// One bar of the time histogram: times from `start` up to `start + width` seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bin {
    /// Where the bin starts, in seconds.
    pub start: f64,
    /// Its width in seconds.
    pub width: f64,
    /// Won games in it.
    pub count: u32,
}

/// The won games' times in at most `bins` bars of a round width (10 s, 30 s, 1 min, ...).
pub fn histogram(times: &[f64], bins: usize) -> Vec<Bin> {
    let Some(max) = times.iter().copied().reduce(f64::max) else {
        return Vec::new();
    };
    let min = times.iter().copied().fold(max, f64::min);
    const WIDTHS: [f64; 10] = [
        5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0, 3600.0,
    ];
    let bins = bins.max(1);
    let width = WIDTHS
        .into_iter()
        .find(|w| ((max / w).floor() - (min / w).floor()) < bins as f64)
        .unwrap_or_else(|| ((max - min) / bins as f64).max(1.0).ceil());
    let first = (min / width).floor();
    let count = ((max / width).floor() - first) as usize + 1;
    let mut out: Vec<Bin> = (0..count)
        .map(|i| Bin {
            start: (first + i as f64) * width,
            width,
            count: 0,
        })
        .collect();
    for &t in times {
        let i = ((t / width).floor() - first) as usize;
        if let Some(bin) = out.get_mut(i) {
            bin.count += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::Outcome;

    fn record(games: &[(bool, f64)]) -> Record {
        let mut record = Record::default();
        for &(won, seconds) in games {
            record.add(Outcome::new(won, seconds));
        }
        record
    }

    #[test]
    fn summary_of_a_few_games() {
        let r = record(&[(true, 100.0), (false, 30.0), (true, 80.0), (true, 200.0)]);
        let s = Summary::of(&r);
        assert_eq!((s.played, s.won, s.streak, s.best_streak), (4, 3, 2, 2));
        assert_eq!(s.win_rate, Some(0.75));
        assert_eq!(s.best_time, Some(80.0));
        assert_eq!(s.median_time, Some(100.0));
        assert_eq!(Summary::of(&Record::default()).win_rate, None);
    }

    #[test]
    fn medians() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[3.0, 1.0]), Some(2.0));
        assert_eq!(median(&[5.0, 1.0, 4.0]), Some(4.0));
    }

    #[test]
    fn series_number_every_game_kept() {
        let r = record(&[(true, 10.0), (false, 5.0), (true, 20.0)]);
        assert_eq!(recent_wins(&r, 2), vec![[3.0, 20.0]]);
        assert_eq!(recent_wins(&r, 10), vec![[1.0, 10.0], [3.0, 20.0]]);
        let rates = win_rate_over_time(&r);
        assert_eq!(rates.len(), 3);
        assert_eq!(rates[1], [2.0, 50.0]);
    }

    #[test]
    fn histogram_bins_hold_every_time_once() {
        let times = [61.0, 75.0, 130.0, 299.0, 300.0, 95.0];
        let bins = histogram(&times, 10);
        assert!(bins.len() <= 10);
        assert_eq!(bins.iter().map(|b| b.count).sum::<u32>(), 6);
        assert!(bins.iter().all(|b| b.width == 30.0));
        for &t in &times {
            let holding: Vec<_> = bins
                .iter()
                .filter(|b| b.start <= t && t < b.start + b.width)
                .collect();
            assert_eq!(holding.len(), 1, "{t}");
            assert!(holding[0].count > 0);
        }
        assert!(histogram(&[], 10).is_empty());
        assert_eq!(histogram(&[42.0], 10).len(), 1);
    }
}
