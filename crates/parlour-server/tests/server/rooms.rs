//! Rooms: create, join by code, start, bots, a kept seat, closing when empty, back to the lobby
//! after a game, and the goodbye at shutdown.

use super::{TestServer, wait_for, wait_until};
use parlour_net::autoplay::AutoPlayer;
use parlour_net::client::{Client, ClientEvent};
use parlour_net::protocol::{ClientMsg, RoomRequest, SeatInfo, ServerMsg};
use parlour_net::session::{Join, Target};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::view::PhaseView;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(20);

fn new_room(server: &TestServer, name: &str, bots: u8) -> (Client, String, String) {
    let room = RoomRequest::New { bots, rounds: 1 };
    let client = Client::connect_room(Target::plain(server.addr()), name, room).unwrap();
    let (code, token) = wait_for(&client, LIMIT, |m| match m {
        ServerMsg::Welcome { room, token, .. } => Some((room.clone(), token.clone())),
        _ => None,
    });
    (client, code, token)
}

fn join(server: &TestServer, name: &str, code: &str, token: Option<String>) -> Client {
    let join = Join {
        name: name.into(),
        token,
        room: Some(RoomRequest::Join { code: code.into() }),
    };
    Client::connect_to(Target::plain(server.addr()), join).unwrap()
}

fn rejection(client: &Client) -> String {
    wait_for(client, LIMIT, |m| match m {
        ServerMsg::Rejected { reason } => Some(reason.clone()),
        _ => None,
    })
}

#[test]
fn a_room_is_made_joined_by_its_code_filled_with_a_bot_and_started_by_its_maker() {
    let server = TestServer::start(&[]);
    let (mut maker, code, _) = new_room(&server, "Ann", 1);
    assert_eq!(code.len(), 9, "two groups of four: {code}");
    assert_eq!(&code[4..5], "-");
    // Typed as a friend might read it out: lower case, no dash.
    let typed = code.replace('-', " ").to_lowercase();
    let mut guest = join(&server, "Bo", &typed, None);
    let seat = wait_for(&guest, LIMIT, |m| match m {
        ServerMsg::Welcome { seat, room, .. } if *room == code => Some(*seat),
        _ => None,
    });
    assert_eq!(seat, 1);
    guest.send(&ClientMsg::Start).unwrap();
    let refused = wait_for(&guest, LIMIT, |m| match m {
        ServerMsg::Refused { reason } => Some(reason.clone()),
        _ => None,
    });
    assert!(refused.contains("first seat"), "{refused}");
    maker.send(&ClientMsg::AddBot).unwrap();
    wait_for(&maker, LIMIT, |m| match m {
        ServerMsg::Lobby { seats, .. } if !seats.contains(&SeatInfo::Open) => Some(()),
        _ => None,
    });
    maker.send(&ClientMsg::Start).unwrap();
    for client in [&maker, &guest] {
        wait_for(client, LIMIT, |m| match m {
            ServerMsg::State { view, .. } => Some(view.seat),
            _ => None,
        });
    }
    let someone = join(&server, "Late", &code, None);
    assert!(rejection(&someone).contains("started"));
}

#[test]
fn wrong_codes_and_full_rooms_are_refused_in_words() {
    let server = TestServer::start(&[]);
    let (_maker, code, _) = new_room(&server, "Ann", 3);
    let full = join(&server, "Bo", &code, None);
    assert!(rejection(&full).contains("full"));
    let wrong = join(&server, "Cy", "ABCD-EFGH", None);
    let reason = rejection(&wrong);
    assert!(reason.contains("no room has the code"), "{reason}");
    let nonsense = join(&server, "Cy", "not a code!", None);
    assert!(rejection(&nonsense).contains("no room"));
}

#[test]
fn a_dropped_player_keeps_the_seat_for_its_token_while_a_bot_plays_it() {
    let server = TestServer::start(&["--bot-delay-ms", "0"]);
    let (maker, code, _) = new_room(&server, "Ann", 2);
    let guest = join(&server, "Bo", &code, None);
    let (seat, token) = wait_for(&guest, LIMIT, |m| match m {
        ServerMsg::Welcome { seat, token, .. } => Some((*seat, token.clone())),
        _ => None,
    });
    let mut maker = maker;
    maker.send(&ClientMsg::Start).unwrap();
    wait_for(&guest, LIMIT, |m| {
        matches!(m, ServerMsg::State { .. }).then_some(())
    });
    drop(guest);
    wait_for(&maker, LIMIT, |m| match m {
        ServerMsg::Lobby { seats, .. } => matches!(
            &seats[usize::from(seat)],
            SeatInfo::Human {
                connected: false,
                ..
            }
        )
        .then_some(()),
        _ => None,
    });
    let back = join(&server, "Bo", &code, Some(token));
    let again = wait_for(&back, LIMIT, |m| match m {
        ServerMsg::Welcome { seat, .. } => Some(*seat),
        _ => None,
    });
    assert_eq!(again, seat, "the same seat");
    wait_for(&back, LIMIT, |m| {
        matches!(m, ServerMsg::State { .. }).then_some(())
    });
}

#[test]
fn a_room_nobody_is_in_closes() {
    let server = TestServer::start(&["--empty-room-minutes", "0"]);
    let (maker, _code, _) = new_room(&server, "Ann", 0);
    assert_eq!(server.room_count(), 1);
    drop(maker);
    wait_until("the room to close", LIMIT, || server.room_count() == 0);
    assert!(server.log_has("closed: nobody came back"));
}

#[test]
fn a_finished_game_returns_the_room_to_its_lobby() {
    let server = TestServer::start(&["--bot-delay-ms", "0"]);
    let (mut maker, _code, _) = new_room(&server, "Ann", 3);
    maker.send(&ClientMsg::Start).unwrap();
    let mut player = AutoPlayer::new(Difficulty::Medium);
    let mut game_over = false;
    let start = std::time::Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(60), "the game ends");
        let Some(event) = maker.recv_timeout(Duration::from_millis(50)) else {
            continue;
        };
        match event {
            ClientEvent::Msg(ServerMsg::State {
                view, waiting_for, ..
            }) => {
                game_over |= view.phase == PhaseView::GameOver;
                if let Some(mv) = player.respond(&view, &waiting_for) {
                    maker.act(mv).unwrap();
                }
            }
            ClientEvent::Msg(ServerMsg::Lobby {
                started: false,
                seats,
            }) if game_over => {
                assert!(matches!(
                    &seats[0],
                    SeatInfo::Human {
                        connected: true,
                        ..
                    }
                ));
                assert!(
                    matches!(&seats[3], SeatInfo::Bot { name, level: Some(_) } if name == "Lin"),
                    "the asked-for bots stay, by name and level"
                );
                break;
            }
            ClientEvent::Closed(why) => panic!("closed: {why}"),
            _ => {}
        }
    }
    // Another game can start in the same room.
    maker.send(&ClientMsg::Start).unwrap();
    wait_for(&maker, LIMIT, |m| match m {
        ServerMsg::State { view, .. } if view.hand_no == 1 => Some(()),
        _ => None,
    });
}

#[test]
fn shutting_down_tells_every_player_why() {
    let mut server = TestServer::start(&[]);
    let (maker, code, _) = new_room(&server, "Ann", 0);
    let guest = join(&server, "Bo", &code, None);
    wait_for(&guest, LIMIT, |m| {
        matches!(m, ServerMsg::Welcome { .. }).then_some(())
    });
    server.stop("maintenance at noon");
    for client in [&maker, &guest] {
        let reason = wait_for(client, LIMIT, |m| match m {
            ServerMsg::HostLeft { reason } => Some(reason.clone()),
            _ => None,
        });
        assert_eq!(reason, "maintenance at noon");
    }
}
