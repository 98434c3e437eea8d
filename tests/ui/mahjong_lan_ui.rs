//! "Play on the LAN" in the Mahjong panel, driven by accessible labels, on loopback only: one
//! panel hosts a table and plays with computer players; a second panel finds the table by
//! discovery, joins, both see the same hand, and the guest hears when the host leaves.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::games::mahjong::ui::{LanConfig, MahjongPanel};
use parlour_net::host::Timing;
use parlour_rules::mahjong::view::{PhaseView, SeatView};
use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use crate::panel_shell;

type Shell = panel_shell::Shell<MahjongPanel>;

/// Loopback only; `discovery` is the UDP port a hosted table answers on and searches ask.
fn config(discovery: u16) -> LanConfig {
    LanConfig {
        bind: Ipv4Addr::LOCALHOST.into(),
        port: 0,
        discovery_port: Some(discovery),
        search_targets: vec![SocketAddr::from((Ipv4Addr::LOCALHOST, discovery))],
        search_wait: Duration::from_millis(300),
        timing: Some(Timing {
            bot_delay: Duration::ZERO,
            claim_window: Duration::from_secs(2),
            turn: Duration::from_secs(30),
            result_pause: Duration::ZERO,
        }),
    }
}

/// A UDP port free right now, for one test's discovery.
fn free_udp_port() -> u16 {
    let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    socket.local_addr().unwrap().port()
}

fn harness(config: LanConfig) -> Harness<'static, Shell> {
    let mut panel = MahjongPanel::new();
    panel.set_lan_config(config);
    panel_shell::harness(panel, [1280.0, 760.0])
}

/// How long a step of the table may take before the test gives up: a liveness bound, not a
/// speed claim. Generous, since the suite's other UI tests draw boards on the same two cores.
const PATIENCE: Duration = Duration::from_secs(60);

/// Steps the panels until `done`, for at most [`PATIENCE`] (the host runs on its threads).
fn wait_for(
    what: &str,
    harnesses: &mut [&mut Harness<'static, Shell>],
    mut done: impl FnMut(&mut [&mut Harness<'static, Shell>]) -> bool,
) {
    let start = Instant::now();
    loop {
        for harness in harnesses.iter_mut() {
            harness.step();
        }
        if done(harnesses) {
            return;
        }
        assert!(start.elapsed() < PATIENCE, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn has_label(harness: &Harness<'static, Shell>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

fn label_text(harness: &Harness<'static, Shell>, text: &str) -> String {
    let node = harness.get_by_label_contains(text);
    let node = node.accesskit_node();
    // A plain label keeps its text as its value.
    node.value().or_else(|| node.label()).unwrap_or_default()
}

/// Whether play went past East's first discard: the wall shrank from `wall` (its size at the
/// deal), or someone claimed the tile.
fn moved_on(view: &SeatView, wall: usize) -> bool {
    view.wall_left < wall || view.seats.iter().any(|s| !s.melds.is_empty())
}

/// Whether a tile East discarded is on the table: in East's discards or in a claimed meld.
fn is_public(view: &SeatView, face: parlour_rules::engine::tile::Face) -> bool {
    view.seats[0].discards.contains(&face)
        || view
            .seats
            .iter()
            .any(|s| s.melds.iter().any(|m| m.faces().contains(&face)))
        || matches!(view.phase, PhaseView::HandOver(_))
}

fn view(harness: &Harness<'static, Shell>) -> Option<SeatView> {
    harness.state().panel.lan_view().cloned()
}

/// Hosts a table from the panel and waits for the lobby; returns the room code.
fn host_a_table(harness: &mut Harness<'static, Shell>) -> String {
    harness.step();
    harness.get_by_label("Play on the LAN").click();
    harness.step();
    harness.step();
    harness.get_by_label("Host a table").click();
    wait_for("the lobby", &mut [harness], |h| {
        has_label(h[0], "Room code:")
    });
    let room = label_text(harness, "Room code:");
    room.trim_start_matches("Room code:").trim().to_owned()
}

#[test]
fn a_table_is_hosted_from_the_panel_and_played_with_computer_players() {
    let mut host = harness(config(free_udp_port()));
    let room = host_a_table(&mut host);
    assert_eq!(room.len(), 9, "two groups of four letters: {room}");
    let address = label_text(&host, "Address:");
    assert!(
        address.starts_with("Address: 127.0.0.1 · port "),
        "the host's address and port show: {address}"
    );
    assert!(has_label(&host, "(you)"));
    // The lobby fills in as the host's thread reports its seats.
    wait_for(
        "three open seats waiting for computer players",
        &mut [&mut host],
        |h| {
            h[0].query_all_by_label_contains("a computer player takes it")
                .count()
                == 3
        },
    );

    host.get_by_label("Start the game").click();
    wait_for("the deal", &mut [&mut host], |h| {
        view(h[0]).is_some_and(|v| matches!(v.phase, PhaseView::Turn { seat: 0, .. }))
    });
    let before = view(&host).unwrap();
    assert_eq!(before.seat, 0, "the host sits East");
    assert_eq!(before.hand.len() + usize::from(before.drawn.is_some()), 14);
    assert!(
        has_label(&host, &format!("LAN table {room}")),
        "the board says which table this is"
    );
    let drawn = before.drawn.expect("East starts with a drawn tile");
    // One action from the board, by its label: the host validates it and everyone moves on.
    host.get_by_label(&format!("Your drawn tile: {}", drawn.name()))
        .click();
    // The computer players answer at once, so the discard may already sit in a claimer's meld.
    wait_for(
        "the computer players to play after the discard",
        &mut [&mut host],
        |h| view(h[0]).is_some_and(|v| moved_on(&v, before.wall_left)),
    );
    let after = view(&host).unwrap();
    assert!(
        is_public(&after, drawn),
        "the discarded tile is on the table for all to see"
    );

    host.get_by_label("Leave the table").click();
    wait_for("the LAN menu", &mut [&mut host], |h| {
        has_label(h[0], "Host a table")
    });
    host.get_by_label("Back to the game against the computer")
        .click();
    wait_for("the single-player board", &mut [&mut host], |h| {
        has_label(h[0], "Play on the LAN")
    });
}

#[test]
fn a_second_panel_finds_the_table_joins_and_both_see_the_same_hand() {
    let port = free_udp_port();
    let mut host = harness(config(port));
    let mut guest = harness(config(port));
    let room = host_a_table(&mut host);
    assert_eq!(room.len(), 9, "two groups of four letters: {room}");

    guest.step();
    guest.get_by_label("Play on the LAN").click();
    let join = format!("Join table {room}");
    wait_for(
        "the guest to find the table",
        &mut [&mut host, &mut guest],
        |h| {
            if has_label(h[1], &join) {
                return true;
            }
            // The first search may have run before the table opened.
            if let Some(again) = h[1].query_by_label("Look for tables again") {
                again.click();
            }
            false
        },
    );
    guest.get_by_label_contains(&join).click();
    wait_for(
        "the guest in the host's lobby",
        &mut [&mut host, &mut guest],
        |h| {
            h[0].query_all_by_label_contains("a computer player takes it")
                .count()
                == 2
                && has_label(h[1], "Waiting for the host to start")
        },
    );

    host.get_by_label("Start the game").click();
    wait_for("both boards", &mut [&mut host, &mut guest], |h| {
        view(h[0]).is_some() && view(h[1]).is_some()
    });
    let (mine, theirs) = (view(&host).unwrap(), view(&guest).unwrap());
    assert_eq!((mine.seat, theirs.seat), (0, 1));
    assert_eq!(mine.hand_no, theirs.hand_no);
    assert_eq!(mine.wall_left, theirs.wall_left);
    assert_eq!(mine.seats, theirs.seats, "the same public table");
    assert_eq!(theirs.seats[0].concealed_count, 14);
    // The guest sees backs for the host's hand, by label, and its own tiles face up.
    assert!(has_label(&guest, "Hand of Left: 14 concealed tiles"));
    assert!(has_label(&guest, "Your hand: "));

    let drawn = mine.drawn.unwrap();
    host.get_by_label(&format!("Your drawn tile: {}", drawn.name()))
        .click();
    // The host waits for the guest (a claim or its turn), so both boards settle on one table.
    wait_for(
        "the discard on both boards",
        &mut [&mut host, &mut guest],
        |h| match (view(h[0]), view(h[1])) {
            (Some(a), Some(b)) => {
                moved_on(&a, mine.wall_left) && a.seats == b.seats && a.wall_left == b.wall_left
            }
            _ => false,
        },
    );
    let theirs = view(&guest).unwrap();
    assert!(is_public(&theirs, drawn));
    let shown = guest
        .query_all_by_label_contains(&drawn.name())
        .filter_map(|node| node.accesskit_node().label())
        .any(|label| label.starts_with("Discard of Left") || label.contains("eld of"));
    assert!(
        shown,
        "the guest's board shows the host's discard (on its left, or in a claimer's meld)"
    );

    // The host leaves: the guest is told and is back on the LAN menu.
    host.get_by_label("Leave the table").click();
    wait_for("the guest to hear it", &mut [&mut host, &mut guest], |h| {
        has_label(h[1], "The host left")
    });
    assert!(has_label(&guest, "Host a table"), "back on the LAN menu");
    assert!(guest.state().panel.lan_view().is_none());
}

#[test]
fn the_name_a_player_sits_down_with_is_offered_next_time() {
    let mut first = harness(config(free_udp_port()));
    first.step();
    first.get_by_label("Play on the LAN").click();
    first.step();
    first.step();
    let field = first.get_by_label("Your name:");
    field.focus();
    field.type_text("Zed");
    first.step();
    let typed = first.state().panel.lan_name().unwrap_or_default();
    assert!(typed.ends_with("Zed"), "typed into the field: {typed}");
    first.get_by_label("Host a table").click();
    wait_for("the lobby", &mut [&mut first], |h| {
        has_label(h[0], "Room code:")
    });
    let saved: parlour::games::mahjong::ui::MahjongOptions = first
        .state()
        .prefs
        .game_options(parlour::game_id::GameId::Mahjong);
    assert_eq!(saved.lan_name, typed);
    first.get_by_label("Close the table").click();
    wait_for("the LAN menu", &mut [&mut first], |h| {
        has_label(h[0], "Host a table")
    });

    // A later run: the same preferences, a new panel.
    let mut later = harness(config(free_udp_port()));
    later.state_mut().prefs = first.state().prefs.clone();
    later.step();
    later.get_by_label("Play on the LAN").click();
    later.step();
    later.step();
    assert_eq!(
        later.state().panel.lan_name().as_deref(),
        Some(typed.as_str())
    );
}
