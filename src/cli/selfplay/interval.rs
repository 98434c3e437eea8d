//! 95 % confidence intervals for self-play, with each game number as one sample.
//!
//! The hands of one game are not independent (the same players, a running score), and with
//! `--rotate` the four plays of one game number share their walls, so the intervals treat a
//! game number's hands, wins and points as one cluster: a ratio estimate with its variance
//! from the spread between clusters (the delta method).

/// What one game number gave each player, summed over its rotations.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cluster {
    /// Hands played.
    pub hands: u64,
    /// Games played (one, or four with rotation).
    pub games: u64,
    /// Hands won, by player.
    pub won: [u64; 4],
    /// Hands in which the player discarded a winning tile, by player.
    pub dealt_in: [u64; 4],
    /// Points at the end of each game, summed, by player.
    pub points: [i64; 4],
}

/// An estimate and the half-width of its 95 % confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The estimate.
    pub value: f64,
    /// Half the width of the interval: the interval is `value` plus or minus this.
    pub margin: f64,
}

/// The normal quantile of a two-sided 95 % interval.
const Z95: f64 = 1.96;

/// The ratio sum(numerator) / sum(denominator) over the clusters, and its interval.
pub fn ratio(samples: &[(f64, f64)]) -> Estimate {
    let n = samples.len() as f64;
    let total: f64 = samples.iter().map(|s| s.1).sum();
    if total <= 0.0 {
        return Estimate {
            value: 0.0,
            margin: 0.0,
        };
    }
    let value = samples.iter().map(|s| s.0).sum::<f64>() / total;
    let spread: f64 = samples.iter().map(|s| (s.0 - value * s.1).powi(2)).sum();
    let correction = if n > 1.0 { n / (n - 1.0) } else { 0.0 };
    Estimate {
        value,
        margin: Z95 * (spread * correction).sqrt() / total,
    }
}

/// Player `player`'s share of the hands with `count`, minus the mean of the other three's.
pub fn share_over_others(
    clusters: &[Cluster],
    player: usize,
    count: impl Fn(&Cluster) -> [u64; 4],
) -> Estimate {
    per_hand(clusters, |c| {
        over_others(count(c).map(|n| n as f64), player)
    })
}

/// Player `player`'s share of the hands with `count`.
pub fn share(
    clusters: &[Cluster],
    player: usize,
    count: impl Fn(&Cluster) -> [u64; 4],
) -> Estimate {
    per_hand(clusters, |c| count(c)[player] as f64)
}

/// Player `player`'s points a game, minus the mean of the other three's when `against_others`.
pub fn points_a_game(clusters: &[Cluster], player: usize, against_others: bool) -> Estimate {
    let samples: Vec<(f64, f64)> = clusters
        .iter()
        .map(|c| {
            let points = c.points.map(|p| p as f64);
            let value = if against_others {
                over_others(points, player)
            } else {
                points[player]
            };
            (value, c.games as f64)
        })
        .collect();
    ratio(&samples)
}

/// A count of each cluster over its hands.
fn per_hand(clusters: &[Cluster], count: impl Fn(&Cluster) -> f64) -> Estimate {
    let samples: Vec<(f64, f64)> = clusters
        .iter()
        .map(|c| (count(c), c.hands as f64))
        .collect();
    ratio(&samples)
}

/// `values[player]` less the mean of the other three.
fn over_others(values: [f64; 4], player: usize) -> f64 {
    let others: f64 = (0..4).filter(|&p| p != player).map(|p| values[p]).sum();
    values[player] - others / 3.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ratio_of_equal_clusters_has_no_spread() {
        let samples = vec![(1.0, 4.0); 10];
        let estimate = ratio(&samples);
        assert_eq!(estimate.value, 0.25);
        assert_eq!(estimate.margin, 0.0);
    }

    #[test]
    fn the_interval_narrows_as_the_square_root_of_the_samples() {
        let few: Vec<(f64, f64)> = (0..100).map(|i| (f64::from(i % 2), 1.0)).collect();
        let many: Vec<(f64, f64)> = (0..10_000).map(|i| (f64::from(i % 2), 1.0)).collect();
        let (a, b) = (ratio(&few), ratio(&many));
        assert!((a.value - 0.5).abs() < 1e-12 && (b.value - 0.5).abs() < 1e-12);
        // Bernoulli(0.5): 1.96 x 0.5 / sqrt(n).
        assert!((a.margin - 1.96 * 0.5 / 10.0).abs() < 0.001, "{a:?}");
        assert!((b.margin - 1.96 * 0.5 / 100.0).abs() < 0.0001, "{b:?}");
    }

    #[test]
    fn a_player_level_with_the_others_differs_by_nothing() {
        let cluster = Cluster {
            hands: 20,
            games: 4,
            won: [5, 5, 5, 5],
            dealt_in: [3, 3, 3, 3],
            points: [10, 10, 10, 10],
        };
        let clusters = vec![cluster; 5];
        assert_eq!(share_over_others(&clusters, 0, |c| c.won).value, 0.0);
        assert_eq!(share(&clusters, 0, |c| c.won).value, 0.25);
        assert_eq!(points_a_game(&clusters, 0, true).value, 0.0);
        assert_eq!(points_a_game(&clusters, 0, false).value, 2.5);
    }
}
