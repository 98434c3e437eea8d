//! The web side's limits: requests per minute and address (by the forwarded address behind a
//! trusted proxy), the size of a request's head, idle HTTP connections, one count of
//! connections for TCP, HTTP and WebSocket alike, and a household of four with the defaults.

use super::http::{self, exchange, get, websocket};
use super::{TestServer, wait_until};
use futures_util::{SinkExt, StreamExt};
use parlour_net::protocol::{self, ClientMsg, PROTOCOL_VERSION, RoomRequest, ServerMsg};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

#[test]
fn requests_per_minute_are_capped_per_address_and_told_when_to_come_back() {
    let server = TestServer::start(&["--http-requests-per-minute", "5"]);
    let addr = server.addr();
    for _ in 0..5 {
        assert_eq!(get(addr, "/healthz", &[]).status, 200);
    }
    let refused = get(addr, "/healthz", &[]);
    assert_eq!(refused.status, 429);
    let retry: u64 = refused.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=12).contains(&retry), "{retry}");
    // WebSocket upgrades are requests too.
    server.runtime.block_on(async {
        let error = websocket(addr, &[]).await.err().unwrap();
        assert_eq!(http::refused_status(&error), 429);
    });
    assert!(server.log_has("too many HTTP requests from this address"));
    let refusals = server
        .log
        .lock()
        .unwrap()
        .iter()
        .filter(|l| l.contains("too many HTTP requests"))
        .count();
    assert_eq!(refusals, 1, "a run of refusals is logged once");
}

#[test]
fn behind_a_trusted_proxy_each_forwarded_address_has_its_own_limits() {
    let server = TestServer::start(&[
        "--http-requests-per-minute",
        "3",
        "--trusted-proxy",
        "127.0.0.1",
        "--max-conns-per-address",
        "1",
    ]);
    let addr = server.addr();
    let from = |ip: &str| [("X-Forwarded-For", format!("198.51.100.9, {ip}"))];
    for _ in 0..3 {
        let reply = get(addr, "/healthz", &from("203.0.113.1").each_ref().map(pair));
        assert_eq!(reply.status, 200);
    }
    let reply = get(addr, "/healthz", &from("203.0.113.1").each_ref().map(pair));
    assert_eq!(reply.status, 429, "the last forwarded address is counted");
    let reply = get(addr, "/healthz", &from("203.0.113.2").each_ref().map(pair));
    assert_eq!(reply.status, 200, "another player behind the proxy is not");
    wait_until(
        "the forwarded address in the log",
        Duration::from_secs(5),
        || server.log_has("Some(203.0.113.2)"),
    );
    // The proxy's connections are not capped by its own address; each player's WebSockets are
    // capped by theirs (one each here).
    server.runtime.block_on(async {
        let first = websocket(addr, &[("X-Forwarded-For", "203.0.113.3")]).await;
        assert!(first.is_ok());
        let second = websocket(addr, &[("X-Forwarded-For", "203.0.113.3")]).await;
        assert_eq!(http::refused_status(&second.err().unwrap()), 429);
        let other = websocket(addr, &[("X-Forwarded-For", "203.0.113.4")]).await;
        assert!(other.is_ok());
    });
}

fn pair<'a>(header: &'a (&'static str, String)) -> (&'static str, &'a str) {
    (header.0, header.1.as_str())
}

#[test]
fn a_request_head_over_the_cap_is_refused() {
    let server = TestServer::start(&["--max-header-bytes", "8192"]);
    let big = "a".repeat(10_000);
    let raw = format!("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: {big}\r\n\r\n");
    let reply = exchange(server.addr(), raw.as_bytes());
    assert_eq!(reply.status, 431);
    // Within the cap it is answered.
    let small = format!(
        "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Small: {}\r\n\r\n",
        "a".repeat(4_000)
    );
    assert_eq!(exchange(server.addr(), small.as_bytes()).status, 200);
}

#[test]
fn an_idle_http_connection_is_closed_and_frees_its_place() {
    let server = TestServer::start(&["--http-idle-seconds", "1", "--max-conns-per-address", "1"]);
    let mut stream = TcpStream::connect(server.addr()).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let started = Instant::now();
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    assert_eq!(
        http::parse(&bytes).status,
        200,
        "answered, kept alive, then closed"
    );
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_millis(900) && waited < Duration::from_secs(4),
        "{waited:?}"
    );
    // Its place is free again.
    wait_until("the place freed", Duration::from_secs(5), || {
        get(server.addr(), "/healthz", &[]).status == 200
    });
}

#[test]
fn tcp_http_and_websocket_connections_share_one_count_per_address() {
    let server = TestServer::start(&["--max-conns-per-address", "3"]);
    let addr = server.addr();
    server.runtime.block_on(async {
        let _ws = websocket(addr, &[]).await.unwrap();
        let _tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
        let mut http = tokio::net::TcpStream::connect(addr).await.unwrap();
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        http.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let mut head = [0u8; 12];
        http.read_exact(&mut head).await.unwrap();
        assert_eq!(&head, b"HTTP/1.1 200");
        // The fourth, whatever it speaks, is closed at once.
        let error = websocket(addr, &[]).await.err().unwrap();
        assert!(
            !matches!(error, tokio_tungstenite::tungstenite::Error::Http(_)),
            "{error:?}"
        );
    });
    assert!(server.log_has("too many connections from this address"));
}

#[test]
fn a_household_of_four_loads_the_page_and_plays_with_the_defaults() {
    let dist = tempfile::tempdir().unwrap();
    http::fake_dist(dist.path());
    let server = TestServer::start(&["--web-root", dist.path().to_str().unwrap()]);
    let addr = server.addr();
    let files = [
        "/",
        "/parlour-0123456789abcdef.js",
        "/parlour-0123456789abcdef_bg.wasm",
        "/org-fedcba9876543210.png",
        "/parlour-worker_loader.js",
        "/parlour-worker.js",
        "/parlour-worker_bg.wasm",
        "/favicon.ico",
    ];
    server.runtime.block_on(async {
        // Four browsers behind one address, each with six kept-alive connections (the most a
        // browser opens to one server) loading the page twice, then a WebSocket each.
        let mut kept = Vec::new();
        for _browser in 0..4 {
            for _ in 0..6 {
                kept.push(tokio::net::TcpStream::connect(addr).await.unwrap());
            }
        }
        for (i, stream) in kept.iter_mut().enumerate() {
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            for round in 0..2 {
                let path = files[(i + round) % files.len()];
                let raw = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
                stream.write_all(raw.as_bytes()).await.unwrap();
                let mut head = [0u8; 12];
                stream.read_exact(&mut head).await.unwrap();
                assert!(head.starts_with(b"HTTP/1.1 "), "answered");
                // Read the rest of this answer off the stream before the next request.
                read_rest(stream).await;
            }
        }
        let mut seats = Vec::new();
        let mut first = websocket(addr, &[]).await.unwrap();
        first
            .send(Message::text(hello(RoomRequest::New {
                bots: 0,
                rounds: 1,
            })))
            .await
            .unwrap();
        let code = loop {
            if let Some(ServerMsg::Welcome { room, .. }) = next(&mut first).await {
                break room;
            }
        };
        seats.push(first);
        for _ in 0..3 {
            let mut ws = websocket(addr, &[]).await.unwrap();
            let join = RoomRequest::Join { code: code.clone() };
            ws.send(Message::text(hello(join))).await.unwrap();
            loop {
                if let Some(ServerMsg::Welcome { .. }) = next(&mut ws).await {
                    break;
                }
            }
            seats.push(ws);
        }
        drop(kept);
    });
    assert!(!server.log_has("too many"), "no limit was reached");
}

fn hello(room: RoomRequest) -> String {
    protocol::to_line(&ClientMsg::Hello {
        version: PROTOCOL_VERSION,
        name: "Household".into(),
        token: None,
        room: Some(room),
    })
}

async fn next(ws: &mut http::Ws) -> Option<ServerMsg> {
    match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str(text.as_str()).ok(),
        Ok(Some(Ok(_))) => None,
        other => panic!("no message: {other:?}"),
    }
}

/// Reads the rest of one answer after its first 12 bytes: the head to its blank line, then
/// Content-Length bytes.
async fn read_rest(stream: &mut tokio::net::TcpStream) {
    use tokio::io::AsyncReadExt;
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        head.push(stream.read_u8().await.unwrap());
    }
    let text = String::from_utf8_lossy(&head).to_ascii_lowercase();
    let length: usize = text
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .map_or(0, |v| v.trim().parse().unwrap());
    let mut body = vec![0; length];
    stream.read_exact(&mut body).await.unwrap();
}
