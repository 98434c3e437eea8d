//! WebSockets at /ws: browser seats and desktop seats at one table, the Origin check, room
//! links, and hostile sockets (garbage, binary, oversized messages, upgrades that never finish,
//! idle sockets) after which the next honest client still plays.

use super::http::{self, refused_status, websocket};
use super::{TestServer, wait_until};
use futures_util::{SinkExt, StreamExt};
use parlour_net::protocol::{self, ClientMsg, MAX_FRAME, PROTOCOL_VERSION, RoomRequest, ServerMsg};
use parlour_rules::mahjong::bot::Difficulty;
use parlour_server::load::{self, LoadConfig};
use std::io::{Read, Write};
use std::time::{Duration, Instant};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

type Ws = WebSocketStream<tokio::net::TcpStream>;

fn rooms(server: &TestServer, rooms: usize, websocket_seats: usize) -> load::LoadReport {
    let config = LoadConfig {
        addr: server.addr(),
        rooms,
        rounds: 1,
        level: Difficulty::Easy,
        room_limit: Duration::from_secs(60),
        audit: true,
        think: Duration::ZERO,
        websocket_seats,
    };
    server.runtime.block_on(load::run(config))
}

fn assert_played(report: &load::LoadReport, rooms: usize) {
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    assert_eq!(report.rooms_finished, rooms);
    assert_eq!(
        report.rooms_agreeing, rooms,
        "every seat has the same scores"
    );
}

#[test]
fn three_desktop_seats_and_a_browser_seat_play_a_round_to_its_end() {
    let server = TestServer::start(&[]);
    // Three TCP clients (the room's maker among them) and one WebSocket client, autoplaying,
    // every line they get checked for hidden tiles.
    let report = rooms(&server, 1, 1);
    assert_played(&report, 1);
    // And rooms of four browsers, and of two and two, at once.
    let report = rooms(&server, 2, 4);
    assert_played(&report, 2);
    let report = rooms(&server, 2, 2);
    assert_played(&report, 2);
    assert!(
        server.log_has("GET /ws 101"),
        "upgrades are in the access log"
    );
}

async fn send(ws: &mut Ws, text: &str) {
    ws.send(Message::text(text)).await.unwrap();
}

/// The next protocol message; `None` once the socket is closed.
async fn next(ws: &mut Ws) -> Option<ServerMsg> {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                return Some(serde_json::from_str(text.as_str()).unwrap());
            }
            Ok(Some(Ok(Message::Close(_))) | None | Some(Err(_))) => return None,
            Ok(Some(Ok(_))) => {}
            Err(_) => panic!("nothing in 10 seconds"),
        }
    }
}

fn hello(room: RoomRequest) -> String {
    protocol::to_line(&ClientMsg::Hello {
        version: PROTOCOL_VERSION,
        name: "Browser".into(),
        token: None,
        room: Some(room),
    })
}

#[test]
fn the_origin_is_checked_before_the_upgrade() {
    let server = TestServer::start(&[
        "--public-url",
        "https://play.example.org",
        "--allow-origin",
        "https://friends.example.net",
    ]);
    let addr = server.addr();
    server.runtime.block_on(async {
        for refused in [
            "https://evil.example.com",
            "http://play.example.org",
            "https://play.example.org:8443",
            "null",
        ] {
            let error = websocket(addr, &[("origin", refused)]).await.err().unwrap();
            assert_eq!(refused_status(&error), 403, "{refused}");
        }
        for allowed in ["https://play.example.org", "https://friends.example.net"] {
            assert!(
                websocket(addr, &[("origin", allowed)]).await.is_ok(),
                "{allowed}"
            );
        }
        assert!(
            websocket(addr, &[]).await.is_ok(),
            "a program sends no Origin"
        );
    });
    assert!(server.log_has("WebSocket refused: origin https://evil.example.com is not allowed"));
    assert!(server.log_has("GET /ws 403"));

    // Without --public-url the server's own origin is the request's scheme and Host.
    let plain = TestServer::start(&[]);
    let addr = plain.addr();
    plain.runtime.block_on(async {
        let own = format!("http://{addr}");
        assert!(websocket(addr, &[("origin", &own)]).await.is_ok());
        let secure = format!("https://{addr}");
        let error = websocket(addr, &[("origin", &secure)]).await.err().unwrap();
        assert_eq!(refused_status(&error), 403);
    });
}

#[test]
fn a_room_made_behind_a_public_url_is_welcomed_with_its_link() {
    let server = TestServer::start(&["--public-url", "https://play.example.org/"]);
    let addr = server.addr();
    server.runtime.block_on(async {
        let mut ws = websocket(addr, &[("origin", "https://play.example.org")])
            .await
            .unwrap();
        send(&mut ws, &hello(RoomRequest::New { bots: 3, rounds: 1 })).await;
        let Some(ServerMsg::Welcome { room, link, .. }) = next(&mut ws).await else {
            panic!("no welcome");
        };
        assert_eq!(link, Some(format!("https://play.example.org/?room={room}")));
    });
    // Without one, no link: the server does not know the address players see.
    let plain = TestServer::start(&[]);
    let addr = plain.addr();
    plain.runtime.block_on(async {
        let mut ws = websocket(addr, &[]).await.unwrap();
        send(&mut ws, &hello(RoomRequest::New { bots: 3, rounds: 1 })).await;
        let Some(ServerMsg::Welcome { link, .. }) = next(&mut ws).await else {
            panic!("no welcome");
        };
        assert_eq!(link, None);
    });
}

#[test]
fn garbage_binary_and_oversized_messages_are_refused_like_bad_lines() {
    let server = TestServer::start(&[]);
    let addr = server.addr();
    server.runtime.block_on(async {
        // Before the hello: three bad messages and the socket is closed, as a TCP client is.
        let mut ws = websocket(addr, &[]).await.unwrap();
        send(&mut ws, "\u{fffd} garbage").await;
        ws.send(Message::binary(vec![0xff, 0xfe])).await.unwrap();
        send(&mut ws, "{\"type\":").await;
        for _ in 0..3 {
            let refused = next(&mut ws).await;
            assert!(
                matches!(refused, Some(ServerMsg::Refused { .. })),
                "{refused:?}"
            );
        }
        assert_eq!(next(&mut ws).await, None, "closed after three");

        // Seated: an over-long text and a binary message are refused and the seat stays.
        let mut ws = websocket(addr, &[]).await.unwrap();
        send(&mut ws, &hello(RoomRequest::New { bots: 3, rounds: 1 })).await;
        assert!(matches!(
            next(&mut ws).await,
            Some(ServerMsg::Welcome { .. })
        ));
        send(&mut ws, &"x".repeat(MAX_FRAME + 1)).await;
        ws.send(Message::binary(vec![1, 2, 3])).await.unwrap();
        let mut refusals = Vec::new();
        while refusals.len() < 2 {
            match next(&mut ws).await {
                Some(ServerMsg::Refused { reason }) => refusals.push(reason),
                Some(_) => {}
                None => panic!("closed after a refused message"),
            }
        }
        assert!(refusals[0].contains("longer than"), "{refusals:?}");
        send(&mut ws, &protocol::to_line(&ClientMsg::Start)).await;
        let started = loop {
            match next(&mut ws).await {
                Some(ServerMsg::State { .. }) => break true,
                Some(_) => {}
                None => break false,
            }
        };
        assert!(started, "the seat still plays");

        // Beyond twice the frame limit the socket is closed without reading it all.
        let _ = ws.send(Message::text("y".repeat(2 * MAX_FRAME + 1))).await;
        // Whatever was on its way comes first; then the socket ends.
        while next(&mut ws).await.is_some() {}
    });
    wait_until("the close in the log", Duration::from_secs(5), || {
        server.log_has("WebSocket closed")
    });
    // The server is still up, and an honest browser seat plays.
    assert_played(&rooms(&server, 1, 1), 1);
}

#[test]
fn upgrades_that_never_finish_and_idle_sockets_are_closed_and_the_next_client_plays() {
    let server = TestServer::start(&[
        "--max-conns-per-address",
        "6",
        "--hello-seconds",
        "1",
        "--http-idle-seconds",
        "1",
    ]);
    let addr = server.addr();
    // An upgrade request whose head never ends.
    let mut slow = std::net::TcpStream::connect(addr).unwrap();
    slow.write_all(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")
        .unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let started = Instant::now();
    let mut rest = Vec::new();
    let _ = slow.read_to_end(&mut rest);
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "closed after the head's time"
    );
    // Sockets that upgrade and never say hello: the address's places fill, then free.
    server.runtime.block_on(async {
        let mut idle = Vec::new();
        for _ in 0..6 {
            idle.push(websocket(addr, &[]).await.unwrap());
        }
        let more = std::net::TcpStream::connect(addr).unwrap();
        let reply = refused_connection(more);
        assert!(reply.is_empty(), "a seventh connection is closed at once");
        for ws in &mut idle {
            assert_eq!(next(ws).await, None, "closed for want of a hello");
        }
    });
    assert!(server.log_has("no hello in time"));
    assert!(server.log_has("too many connections from this address"));
    assert_played(&rooms(&server, 1, 1), 1);
}

/// What a connection refused at accept reads: nothing.
fn refused_connection(mut stream: std::net::TcpStream) -> Vec<u8> {
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let _ = stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    bytes
}

#[test]
fn a_page_request_on_the_room_port_does_not_disturb_tcp_clients() {
    // The same port, one after the other: a page, a health check, a TCP room.
    let dist = tempfile::tempdir().unwrap();
    http::fake_dist(dist.path());
    let server = TestServer::start(&["--web-root", dist.path().to_str().unwrap()]);
    assert_eq!(http::get(server.addr(), "/", &[]).status, 200);
    assert_played(&rooms(&server, 1, 0), 1);
    assert_eq!(http::get(server.addr(), "/healthz", &[]).status, 200);
}
