//! "Play online" in the Mahjong panel against a room server started in the test, on loopback:
//! one panel makes a room and fills it, a second joins by the code, both see the same hand; and
//! the failures a player meets read as sentences.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use clap::Parser;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::game_id::GameId;
use parlour::games::mahjong::ui::{MahjongOptions, MahjongPanel};
use parlour_server::{Options, Running};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::panel_shell;

type Shell = panel_shell::Shell<MahjongPanel>;

struct Server {
    runtime: tokio::runtime::Runtime,
    running: Option<Running>,
}

impl Server {
    fn start() -> Self {
        Self::start_with(&[])
    }

    fn start_with(extra: &[&str]) -> Self {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let mut args = vec![
            "parlour-server",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--bot-delay-ms",
            "0",
        ];
        args.extend_from_slice(extra);
        let options = Options::parse_from(args);
        let running = runtime
            .block_on(parlour_server::start(&options, Arc::new(|_| {})))
            .unwrap();
        Self {
            runtime,
            running: Some(running),
        }
    }

    fn addr(&self) -> String {
        self.running.as_ref().unwrap().addr().to_string()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(running) = self.running.take() {
            self.runtime.block_on(running.stop("the test is over"));
        }
    }
}

fn harness() -> Harness<'static, Shell> {
    panel_shell::harness(MahjongPanel::new(), [1280.0, 760.0])
}

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
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn has_label(harness: &Harness<'static, Shell>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

fn type_into(harness: &mut Harness<'static, Shell>, label: &str, text: &str) {
    let field = harness.get_by_label(label);
    field.focus();
    field.type_text(text);
    harness.step();
}

/// Opens the online menu and fills in a plain-TCP server.
fn open_online(harness: &mut Harness<'static, Shell>, server: &str) {
    harness.step();
    harness.get_by_label("Play online").click();
    harness.step();
    harness.step();
    type_into(harness, "Server:", server);
    harness.get_by_label("Secure connection (TLS)").click();
    harness.step();
}

fn room_code(harness: &Harness<'static, Shell>) -> String {
    let node = harness.get_by_label_contains("Room code: ");
    let node = node.accesskit_node();
    let text = node.value().or_else(|| node.label()).unwrap_or_default();
    text.trim_start_matches("Room code:").trim().to_owned()
}

#[test]
fn a_room_is_made_shared_by_its_code_filled_and_played_from_two_panels() {
    let server = Server::start();
    let (mut maker, mut guest) = (harness(), harness());
    open_online(&mut maker, &server.addr());
    maker.get_by_label("Create a room").click();
    wait_for("the room's lobby", &mut [&mut maker], |h| {
        has_label(h[0], "Room code: ")
    });
    let code = room_code(&maker);
    assert_eq!(code.len(), 9, "{code}");
    assert!(has_label(&maker, &format!("Server: {}", server.addr())));
    let saved: MahjongOptions = maker.state().prefs.game_options(GameId::Mahjong);
    assert_eq!(
        saved.online_server,
        server.addr(),
        "the server is remembered"
    );
    assert!(!saved.online_tls);

    open_online(&mut guest, &server.addr());
    type_into(&mut guest, "Room code:", &code.to_lowercase());
    guest.get_by_label("Join the room").click();
    wait_for(
        "the guest in the lobby",
        &mut [&mut maker, &mut guest],
        |h| has_label(h[1], "Waiting for the room's maker to start"),
    );
    for _ in 0..2 {
        maker.get_by_label("Add a computer player").click();
        maker.step();
        std::thread::sleep(Duration::from_millis(50));
        maker.step();
    }
    wait_for("a full room", &mut [&mut maker], |h| {
        !has_label(h[0], "Add a computer player")
    });
    maker.get_by_label("Start the game").click();
    let view = |h: &Harness<'static, Shell>| h.state().panel.lan_view().cloned();
    wait_for("both boards", &mut [&mut maker, &mut guest], |h| {
        view(h[0]).is_some() && view(h[1]).is_some()
    });
    let (mine, theirs) = (view(&maker).unwrap(), view(&guest).unwrap());
    assert_eq!((mine.seat, theirs.seat), (0, 1));
    assert_eq!(mine.seats, theirs.seats, "the same public table");
    assert!(has_label(&guest, &format!("Online room {code}")));
    assert!(has_label(&guest, "Your hand: "));
}

#[test]
fn a_room_on_a_server_with_a_public_address_shows_its_web_link() {
    let server = Server::start_with(&["--public-url", "https://play.example.org"]);
    let mut maker = harness();
    open_online(&mut maker, &server.addr());
    maker.get_by_label("Create a room").click();
    wait_for("the room's lobby", &mut [&mut maker], |h| {
        has_label(h[0], "Room code: ")
    });
    let code = room_code(&maker);
    let link = format!("https://play.example.org/?room={code}");
    assert!(has_label(&maker, &link), "the link {link} is shown");
    maker.get_by_label("Copy link").click();
    maker.step();
}

#[test]
fn failures_online_are_told_in_words() {
    let server = Server::start();
    let mut panel = harness();
    // Nothing listens on port 1.
    open_online(&mut panel, "127.0.0.1:1");
    panel.get_by_label("Create a room").click();
    wait_for("the failure", &mut [&mut panel], |h| {
        has_label(h[0], "Could not connect: could not reach 127.0.0.1:1")
    });

    let mut panel = harness();
    open_online(&mut panel, &server.addr());
    type_into(&mut panel, "Room code:", "ABCD-EFGH");
    panel.get_by_label("Join the room").click();
    wait_for("the wrong code", &mut [&mut panel], |h| {
        has_label(
            h[0],
            "The server turned you away: no room has the code ABCD-EFGH",
        )
    });

    // A room whose three other seats went to computer players is full.
    let mut maker = harness();
    open_online(&mut maker, &server.addr());
    maker.get_by_label("3").click();
    maker.step();
    maker.get_by_label("Create a room").click();
    wait_for("the lobby", &mut [&mut maker], |h| {
        has_label(h[0], "Room code: ")
    });
    let code = room_code(&maker);
    let mut panel = harness();
    open_online(&mut panel, &server.addr());
    type_into(&mut panel, "Room code:", &code);
    panel.get_by_label("Join the room").click();
    wait_for("the full room", &mut [&mut panel], |h| {
        has_label(h[0], "the table is full")
    });
}
