//! The rules crate's tests, one binary with a module per subject: engines and their invariants
//! (property tests), solvers against brute-force oracles, layout formats, the Mahjong hand against
//! the `xiangting` crate, and the deal snapshots that pin every game's deals across versions.

#[path = "../freecell_oracle/mod.rs"]
mod freecell_oracle;
#[path = "../solitaire_layouts/mod.rs"]
mod solitaire_layouts;

#[path = "../spider_checker/mod.rs"]
mod spider_checker;

mod daily;
mod deal_snapshots;
mod editor_model;
mod freecell_rules;
mod freecell_solver;
mod history;
mod klondike_positions;
mod klondike_rules;
mod klondike_solver;
mod layouts_builtin;
mod layouts_checks;
mod layouts_format;
mod layouts_kmahjongg;
mod mahjong_hand;
mod mahjong_levels;
mod mahjong_table;
mod match3_deal;
mod match3_storm;
mod shisen_path;
mod shisen_rules;
mod solitaire_deal;
mod solitaire_rules;
mod solitaire_solver;
mod spider_rules;
mod spider_solver;
