//! Mahjong on the LAN, on loopback only: whole games through the host, disconnects, discovery,
//! and a hostile client that must neither stop the table nor learn hidden tiles.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_net::autoplay::AutoPlayer;
use parlour_net::client::{Client, ClientEvent};
use parlour_net::discovery;
use parlour_net::host::{self, HostConfig, HostHandle, Timing};
use parlour_net::protocol::{self, ClientMsg, MAX_FRAME, SeatInfo, ServerMsg};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::table::TableSettings;
use parlour_rules::mahjong::view::{PhaseView, SeatView};
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

fn east_round_only() -> TableSettings {
    TableSettings {
        rounds: 1,
        ..TableSettings::default()
    }
}

fn start_host(bot_seats: u8, timing: Timing) -> HostHandle {
    host::start(HostConfig {
        bind: "127.0.0.1:0".parse().unwrap(),
        bot_seats,
        game_no: 7,
        settings: east_round_only(),
        difficulty: Difficulty::Medium,
        timing,
        auto_start: true,
        discovery_port: None,
        entropy: 42,
    })
    .unwrap()
}

fn quick_timing() -> Timing {
    Timing {
        claim_window: Duration::from_millis(300),
        turn: Duration::from_millis(300),
        ..Timing::instant()
    }
}

fn wait_until(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Plays one seat like a person would, with the computer player's choices. Returns the views
/// it saw, until the game is over or the connection ends.
fn play_seat(mut client: Client, limit: Duration) -> Vec<SeatView> {
    let start = Instant::now();
    let mut views = Vec::new();
    let mut player = AutoPlayer::new(Difficulty::Medium);
    while start.elapsed() < limit {
        let Some(event) = client.recv_timeout(Duration::from_millis(200)) else {
            continue;
        };
        match event {
            ClientEvent::Msg(ServerMsg::State {
                view, waiting_for, ..
            }) => {
                let view = *view;
                let over = view.phase == PhaseView::GameOver;
                if let Some(mv) = player.respond(&view, &waiting_for) {
                    client.act(mv).unwrap();
                }
                views.push(view);
                if over {
                    return views;
                }
            }
            ClientEvent::Msg(_) => {}
            ClientEvent::Garbage(line) => panic!("the host sent garbage: {line}"),
            ClientEvent::Closed(_) => return views,
        }
    }
    views
}

#[test]
fn three_people_and_a_computer_play_a_whole_round() {
    let host = start_host(1, Timing::instant());
    let addr = host.addr();
    let players: Vec<_> = (0..3)
        .map(|i| {
            let client = Client::connect(addr, &format!("P{i}"), None).unwrap();
            std::thread::spawn(move || play_seat(client, Duration::from_secs(120)))
        })
        .collect();
    let views: Vec<Vec<SeatView>> = players.into_iter().map(|p| p.join().unwrap()).collect();
    let status = host.status();
    assert!(status.game_over, "the game ended: {status:?}");
    assert!(status.hand_no >= 4, "at least four hands in the East round");
    assert_eq!(status.tiles, 136, "tiles are conserved");
    assert_eq!(status.refused, 0, "honest players are never refused");
    assert_eq!(status.scores.iter().sum::<i64>(), 0, "payments balance");
    let mut seats: Vec<u8> = views.iter().map(|v| v[0].seat).collect();
    seats.sort();
    assert_eq!(seats, vec![0, 1, 2]);
    for seen in &views {
        assert!(seen.iter().all(|v| v.seat == seen[0].seat), "own view only");
        assert_eq!(seen.last().unwrap().phase, PhaseView::GameOver);
    }
}

/// Walks a JSON value and collects keys that would reveal hidden tiles. Concealed tiles of a
/// winner are public in a hand's result, so results are skipped.
#[test]
fn a_hostile_client_is_refused_and_learns_nothing_hidden() {
    let host = start_host(2, quick_timing());
    let addr = host.addr();
    let honest = Client::connect(addr, "Honest", None).unwrap();
    // Seat 0 is the honest player's; make sure it is seated before the hostile one joins.
    wait_until("the first seat", Duration::from_secs(5), || {
        matches!(
            honest.recv_timeout(Duration::from_millis(50)),
            Some(ClientEvent::Msg(ServerMsg::Welcome { .. }))
        )
    });
    let honest_player = std::thread::spawn(move || play_seat(honest, Duration::from_secs(60)));

    let stream = TcpStream::connect(addr).unwrap();
    let mut hostile = stream.try_clone().unwrap();
    let received = std::thread::spawn(move || {
        let mut lines = Vec::new();
        let reader = BufReader::new(stream);
        for line in reader.lines() {
            let Ok(line) = line else { break };
            lines.push(line);
        }
        lines
    });
    let mut say = |bytes: &[u8]| {
        hostile.write_all(bytes).unwrap();
        hostile.write_all(b"\n").unwrap();
    };
    say(b"\xff\xfe garbage before hello");
    say(br#"{"type":"act","move":{"Discard":{"seat":0,"face":"1m"}}}"#);
    say(br#"{"type":"hello","version":2,"name":"Mallory"}"#);
    std::thread::sleep(Duration::from_millis(200));
    say(&vec![b'A'; MAX_FRAME * 2]);
    say(b"{\"type\":");
    say(br#"{"type":"hello","version":2,"name":"Again"}"#);
    say(br#"{"type":"start"}"#);
    for seat in [0u8, 2, 3, 9] {
        for face in ["1m", "5p", "7z"] {
            say(format!(
                r#"{{"type":"act","move":{{"Discard":{{"seat":{seat},"face":"{face}"}}}}}}"#
            )
            .as_bytes());
        }
        say(format!(r#"{{"type":"act","move":{{"Pass":{{"seat":{seat}}}}}}}"#).as_bytes());
        say(format!(r#"{{"type":"act","move":{{"Win":{{"seat":{seat}}}}}}}"#).as_bytes());
    }
    // Out of turn for its own seat, and a claim it does not have.
    say(br#"{"type":"act","move":{"Win":{"seat":1}}}"#);
    say(br#"{"type":"act","move":{"Claim":{"seat":1,"claim":"Pong"}}}"#);

    wait_until("a second hand", Duration::from_secs(60), || {
        host.status().hand_no >= 2
    });
    let status = host.status();
    assert!(status.refused >= 10, "the attacks were refused: {status:?}");
    assert_eq!(status.tiles, 136);
    let log = host.take_log();
    assert!(log.iter().any(|l| l.contains("refused")), "{log:?}");

    host.stop();
    let lines = received.join().unwrap();
    let _ = honest_player.join().unwrap();
    let mut states = 0;
    for line in &lines {
        let msg: ServerMsg = serde_json::from_str(line).expect("the host sends only messages");
        if let ServerMsg::State { view, .. } = &msg {
            states += 1;
            assert_eq!(view.seat, 1, "only its own view");
        }
        let found = protocol::hidden_tile_keys(line);
        assert!(found.is_empty(), "hidden data {found:?} in {line}");
    }
    assert!(states > 0, "the hostile seat still got its own view");
    assert!(lines.iter().any(|l| l.contains("\"refused\"")));
    assert!(
        lines.iter().any(|l| l.contains("host_left")),
        "told when the host left"
    );
}

#[test]
fn a_dropped_player_gets_a_computer_stand_in_and_the_seat_back_with_its_token() {
    let host = start_host(3, quick_timing());
    let client = Client::connect(host.addr(), "Ann", None).unwrap();
    let token = loop {
        match client.recv_timeout(Duration::from_secs(5)) {
            Some(ClientEvent::Msg(ServerMsg::Welcome { token, seat, .. })) => {
                assert_eq!(seat, 0);
                break token;
            }
            Some(_) => {}
            None => panic!("no welcome"),
        }
    };
    wait_until("the start", Duration::from_secs(5), || {
        host.status().started
    });
    drop(client);
    // With nobody connected the computer stands in at computer speed: the hand moves on.
    let before = host.status();
    wait_until("play without the player", Duration::from_secs(30), || {
        let now = host.status();
        now.hand_no > before.hand_no || now.game_over
    });
    let back = Client::connect(host.addr(), "Ann", Some(token.clone())).unwrap();
    let mut welcomed = false;
    let mut got_state = false;
    let start = Instant::now();
    while !(welcomed && got_state) && start.elapsed() < Duration::from_secs(10) {
        match back.recv_timeout(Duration::from_millis(200)) {
            Some(ClientEvent::Msg(ServerMsg::Welcome {
                seat, token: again, ..
            })) => {
                assert_eq!((seat, &again), (0, &token));
                welcomed = true;
            }
            Some(ClientEvent::Msg(ServerMsg::State { view, .. })) => {
                assert_eq!(view.seat, 0);
                got_state = true;
            }
            Some(ClientEvent::Msg(ServerMsg::Lobby { seats, .. })) => {
                assert!(
                    matches!(&seats[0], SeatInfo::Human { name, connected: true } if name == "Ann")
                );
            }
            _ => {}
        }
    }
    assert!(welcomed && got_state);
}

#[test]
fn clients_hear_when_the_host_leaves() {
    let host = start_host(0, Timing::for_people());
    let client = Client::connect(host.addr(), "Bo", None).unwrap();
    wait_until("the join", Duration::from_secs(5), || {
        matches!(
            client.recv_timeout(Duration::from_millis(50)),
            Some(ClientEvent::Msg(ServerMsg::Lobby { .. }))
        )
    });
    host.stop();
    let mut told = false;
    while let Some(event) = client.recv_timeout(Duration::from_secs(2)) {
        match event {
            ClientEvent::Msg(ServerMsg::HostLeft { .. }) => told = true,
            ClientEvent::Closed(_) => break,
            _ => {}
        }
    }
    assert!(told);
}

#[test]
fn another_protocol_version_is_rejected_with_a_reason() {
    let host = start_host(3, Timing::for_people());
    let mut stream = TcpStream::connect(host.addr()).unwrap();
    let hello = ClientMsg::Hello {
        version: 999,
        name: "Future".into(),
        token: None,
        room: None,
    };
    writeln!(stream, "{}", serde_json::to_string(&hello).unwrap()).unwrap();
    let mut line = String::new();
    BufReader::new(stream).read_line(&mut line).unwrap();
    let msg: ServerMsg = serde_json::from_str(&line).unwrap();
    assert!(matches!(msg, ServerMsg::Rejected { reason } if reason.contains("version")));
}

#[test]
fn a_table_is_found_by_discovery_on_loopback() {
    // A free UDP port on loopback for the responder.
    let port = std::net::UdpSocket::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let host = host::start(HostConfig {
        bind: "127.0.0.1:0".parse().unwrap(),
        bot_seats: 3,
        game_no: 1,
        settings: east_round_only(),
        difficulty: Difficulty::Easy,
        timing: Timing::for_people(),
        auto_start: false,
        discovery_port: Some(port),
        entropy: 5,
    })
    .unwrap();
    let target = SocketAddr::from(([127, 0, 0, 1], port));
    let found = discovery::discover(target, Duration::from_millis(500)).unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].room, host.room());
    assert_eq!(found[0].addr, host.addr());
}
