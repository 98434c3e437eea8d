//! The real binary: SIGTERM closes every room, tells the players, and exits cleanly.

use parlour_net::client::Client;
use parlour_net::protocol::{RoomRequest, ServerMsg};
use parlour_net::session::Target;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

#[cfg(unix)]
#[test]
fn sigterm_tells_the_players_and_exits_cleanly() {
    let mut server = Command::new(env!("CARGO_BIN_EXE_parlour-server"))
        .args(["--bind", "127.0.0.1", "--port", "0", "--no-sync"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut log = BufReader::new(server.stderr.take().unwrap());
    let mut line = String::new();
    log.read_line(&mut line).unwrap();
    let addr: std::net::SocketAddr = line
        .split("listening on ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("the first log line says where it listens: {line}"))
        .parse()
        .unwrap();
    let room = RoomRequest::New { bots: 3, rounds: 1 };
    let client = Client::connect_room(Target::plain(addr), "Ann", room).unwrap();
    super::wait_for(&client, Duration::from_secs(10), |m| {
        matches!(m, ServerMsg::Welcome { .. }).then_some(())
    });

    let killed = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let reason = super::wait_for(&client, Duration::from_secs(10), |m| match m {
        ServerMsg::HostLeft { reason } => Some(reason.clone()),
        _ => None,
    });
    assert!(reason.contains("shutting down"), "{reason}");
    let status = server.wait().unwrap();
    assert!(status.success(), "exit status {status:?}");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut log, &mut rest).unwrap();
    assert!(rest.contains("SIGTERM"), "the signal is logged: {rest}");
}
