//! Abuse: limits per address and per server, silent connections, garbage and forged moves in a
//! running room, and what a hostile seat gets to see.

use super::{TestServer, wait_for, wait_until};
use parlour_net::autoplay::AutoPlayer;
use parlour_net::client::{Client, ClientEvent};
use parlour_net::protocol::{self, ClientMsg, MAX_FRAME, RoomRequest, ServerMsg};
use parlour_net::session::Target;
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::view::PhaseView;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

const LIMIT: Duration = Duration::from_secs(20);

fn rejected(server: &TestServer, room: RoomRequest) -> Option<String> {
    let client = Client::connect_room(Target::plain(server.addr()), "X", room).unwrap();
    wait_for(&client, LIMIT, |m| match m {
        ServerMsg::Rejected { reason } => Some(Some(reason.clone())),
        ServerMsg::Welcome { .. } => Some(None),
        _ => None,
    })
}

fn new_room() -> RoomRequest {
    RoomRequest::New { bots: 0, rounds: 1 }
}

#[test]
fn rooms_per_address_and_per_server_are_capped() {
    let server = TestServer::start(&["--rooms-per-address", "2", "--max-rooms", "3"]);
    let mut kept = Vec::new();
    for _ in 0..2 {
        let client = Client::connect_room(Target::plain(server.addr()), "A", new_room()).unwrap();
        wait_for(&client, LIMIT, |m| {
            matches!(m, ServerMsg::Welcome { .. }).then_some(())
        });
        kept.push(client);
    }
    let reason = rejected(&server, new_room()).expect("a third room is refused");
    assert!(reason.contains("made 2 rooms"), "{reason}");

    let full = TestServer::start(&["--max-rooms", "1"]);
    assert_eq!(rejected(&full, new_room()), None);
    let reason = rejected(&full, new_room()).expect("the server is full");
    assert!(reason.contains("as many rooms as it can (1)"), "{reason}");
}

#[test]
fn wrong_codes_are_throttled_even_before_a_right_one() {
    let server = TestServer::start(&["--wrong-codes-per-address", "3"]);
    let maker = Client::connect_room(Target::plain(server.addr()), "A", new_room()).unwrap();
    let code = wait_for(&maker, LIMIT, |m| match m {
        ServerMsg::Welcome { room, .. } => Some(room.clone()),
        _ => None,
    });
    for guess in ["AAAA-AAAA", "BBBB-BBBB", "CCCC-CCCC"] {
        let reason = rejected(&server, RoomRequest::Join { code: guess.into() }).unwrap();
        assert!(reason.contains("no room"), "{reason}");
    }
    let reason = rejected(&server, RoomRequest::Join { code }).unwrap();
    assert!(reason.contains("too many wrong room codes"), "{reason}");
}

#[test]
fn connections_per_address_are_capped_and_silent_ones_closed() {
    let server = TestServer::start(&["--max-conns-per-address", "2", "--hello-seconds", "1"]);
    let first = TcpStream::connect(server.addr()).unwrap();
    let _second = TcpStream::connect(server.addr()).unwrap();
    let third = TcpStream::connect(server.addr()).unwrap();
    third
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut line = String::new();
    let read = BufReader::new(third).read_line(&mut line).unwrap_or(0);
    assert_eq!(read, 0, "the third connection is closed at once");
    wait_until("the refusal in the log", LIMIT, || {
        server.log_has("too many connections from this address")
    });
    // The first never says hello: it is closed after a second.
    first
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let started = Instant::now();
    let read = BufReader::new(first).read_line(&mut line).unwrap_or(0);
    assert_eq!(read, 0);
    assert!(started.elapsed() < Duration::from_secs(4));
    assert!(server.log_has("no hello in time"));
}

#[test]
fn another_protocol_version_is_told_to_update() {
    let server = TestServer::start(&[]);
    let mut stream = TcpStream::connect(server.addr()).unwrap();
    stream
        .write_all(b"{\"type\":\"hello\",\"version\":1,\"name\":\"Old\"}\n")
        .unwrap();
    let mut line = String::new();
    BufReader::new(stream).read_line(&mut line).unwrap();
    let msg: ServerMsg = serde_json::from_str(&line).unwrap();
    let ServerMsg::Rejected { reason } = msg else {
        panic!("{line}")
    };
    assert!(reason.contains("version"), "{reason}");
}

/// Plays the honest seat to the end of the game.
fn play_to_the_end(mut client: Client) {
    let mut player = AutoPlayer::new(Difficulty::Medium);
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(90) {
        match client.recv_timeout(Duration::from_millis(50)) {
            Some(ClientEvent::Msg(ServerMsg::State {
                view, waiting_for, ..
            })) => {
                if view.phase == PhaseView::GameOver {
                    return;
                }
                if let Some(mv) = player.respond(&view, &waiting_for) {
                    client.act(mv).unwrap();
                }
            }
            Some(ClientEvent::Closed(why)) => panic!("the honest player was closed: {why}"),
            _ => {}
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_hostile_seat_is_refused_the_room_plays_on_and_it_sees_nothing_hidden() {
    let server = TestServer::start(&[
        "--bot-delay-ms",
        "0",
        "--turn-seconds",
        "1",
        "--claim-seconds",
        "1",
    ]);
    let room = RoomRequest::New { bots: 2, rounds: 1 };
    let mut honest = Client::connect_room(Target::plain(server.addr()), "Honest", room).unwrap();
    let code = wait_for(&honest, LIMIT, |m| match m {
        ServerMsg::Welcome { room, .. } => Some(room.clone()),
        _ => None,
    });

    let stream = TcpStream::connect(server.addr()).unwrap();
    let mut hostile = stream.try_clone().unwrap();
    let received = std::thread::spawn(move || {
        BufReader::new(stream)
            .lines()
            .map_while(Result::ok)
            .collect::<Vec<String>>()
    });
    let mut say = |bytes: &[u8]| {
        // The server may close the connection at the end; later writes may fail.
        let _ = hostile.write_all(bytes);
        let _ = hostile.write_all(b"\n");
    };
    say(b"\xff\xfe garbage before hello");
    say(format!(r#"{{"type":"hello","version":2,"name":"Mallory","room":{{"kind":"join","code":"{code}"}}}}"#).as_bytes());
    std::thread::sleep(Duration::from_millis(200));
    honest.send(&ClientMsg::Start).unwrap();
    std::thread::sleep(Duration::from_millis(100));
    say(&vec![b'A'; MAX_FRAME * 2]);
    say(b"{\"type\":");
    say(br#"{"type":"start"}"#);
    say(br#"{"type":"add_bot"}"#);
    for seat in [0u8, 2, 3, 9] {
        say(
            format!(r#"{{"type":"act","move":{{"Discard":{{"seat":{seat},"face":"1m"}}}}}}"#)
                .as_bytes(),
        );
        say(format!(r#"{{"type":"act","move":{{"Win":{{"seat":{seat}}}}}}}"#).as_bytes());
    }
    say(br#"{"type":"act","move":{"Claim":{"seat":1,"claim":"Pong"}}}"#);
    // It has seen a few states; then it leaves, a computer player takes its seat, and the
    // honest player's game goes on to the end.
    std::thread::sleep(Duration::from_secs(3));
    let _ = hostile.shutdown(std::net::Shutdown::Both);
    play_to_the_end(honest);

    assert!(server.log_has("refused"), "refusals are logged");
    let mut server = server;
    server.stop("done");
    let lines = received.join().unwrap();
    let mut states = 0;
    for line in &lines {
        let msg: ServerMsg = serde_json::from_str(line).expect("only messages");
        if let ServerMsg::State { view, .. } = &msg {
            states += 1;
            assert_eq!(view.seat, 1, "only its own view");
        }
        let hidden = protocol::hidden_tile_keys(line);
        assert!(hidden.is_empty(), "hidden {hidden:?} in {line}");
    }
    assert!(states > 0, "the hostile seat still got its own views");
    let refusals = lines.iter().filter(|l| l.contains("\"refused\"")).count();
    assert!(refusals >= 10, "{refusals} refusals");
}
