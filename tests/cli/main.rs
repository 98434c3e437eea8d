//! The headless commands' tests, one binary: what each command prints, checked against
//! independent replays where the output claims a solution.

#[path = "../../crates/parlour-rules/tests/freecell_oracle/mod.rs"]
mod freecell_oracle;
#[path = "../../crates/parlour-rules/tests/solitaire_layouts/mod.rs"]
mod solitaire_layouts;

#[path = "../../crates/parlour-rules/tests/spider_checker/mod.rs"]
mod spider_checker;

#[path = "../support/in_process_server.rs"]
mod in_process_server;

mod daily_cli;
mod freecell_cli;
mod klondike_cli;
mod layouts_cli;
mod mahjong_cli;
mod mahjong_connect;
mod match3_deal;
mod packaging;
mod shisen_deal;
mod solitaire_solver;
mod spider_cli;
mod sync_cli;
mod sync_real_server;
