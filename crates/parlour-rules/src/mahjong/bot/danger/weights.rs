//! The danger model's weights: logistic regressions fitted to what the seats really held at
//! every discard of self-play games 10001-10400 (one Hard and three Medium players, 1.15
//! million seat readings and 1.47 million tiles against ready seats), written out by
//! `cargo run --release -p parlour-rules --example mahjong_danger -- 400 10001 --csv DIR`.
//! The same example on other games checks the fit (BENCHMARKS.md).

/// Readiness, in the order of `SeatSigns::features`.
pub const READY: [f32; 13] = [
    -7.814, 7.876, -2.054, 0.910, 1.743, 2.795, 10.091, -0.035, 0.110, 0.321, -0.243, 0.090, 0.243,
];

/// Risk of a tile against a ready seat, in the order of `TileSigns::features`.
pub const RISK: [f32; 15] = [
    -2.437, -3.199, -0.406, -0.416, -0.194, -1.563, -0.566, -0.299, 0.108, -0.559, -0.111, 0.098,
    -0.315, -0.272, 0.778,
];
