//! A small load: 25 rooms of four computer-played clients at once, every line checked for
//! hidden tiles. (The 1,000-room run with timings is the `load` example; BENCHMARKS.md.)

use super::TestServer;
use parlour_rules::mahjong::bot::Difficulty;
use parlour_server::load::{self, LoadConfig};
use std::time::Duration;

#[test]
fn twenty_five_rooms_of_four_clients_play_whole_games_at_once() {
    let server = TestServer::start(&[
        "--max-conns-per-address",
        "200",
        "--rooms-per-address",
        "50",
    ]);
    let config = LoadConfig {
        addr: server.addr(),
        rooms: 25,
        rounds: 1,
        level: Difficulty::Easy,
        room_limit: Duration::from_secs(120),
        audit: true,
        think: Duration::ZERO,
        websocket_seats: 0,
    };
    let report = server.runtime.block_on(load::run(config));
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    assert_eq!(report.rooms_finished, 25);
    assert_eq!(
        report.rooms_agreeing, 25,
        "four clients, one list of scores"
    );
    assert!(report.round_trips.len() > 25 * 50, "moves were timed");
}
