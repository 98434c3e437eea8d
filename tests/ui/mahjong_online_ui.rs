//! "Play online" in the Mahjong panel against a room server started in the test, on loopback:
//! one panel makes a room and fills it, a second joins by the code, both see the same hand; and
//! the failures a player meets read as sentences.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::game_id::GameId;
use parlour::games::mahjong::ui::{MahjongOptions, MahjongPanel};
use parlour::panel::{GamePanel as _, Handoff};
use parlour::platform::address::RoomLink;
use parlour_rules::mahjong::bot::Difficulty;
use parlour_server::Running;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::sync::{Arc, Mutex};
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
        let mut flags = vec!["--bot-delay-ms", "0"];
        flags.extend_from_slice(extra);
        let (runtime, running) = crate::in_process_server::start(&flags);
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
        // A liveness bound, not a speed claim: the other UI tests share the two cores.
        assert!(
            start.elapsed() < Duration::from_secs(60),
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

/// A loopback TCP relay in front of the server whose open connections the test can cut, as a
/// phone going to sleep or a dropped network does.
struct Relay {
    addr: SocketAddr,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Relay {
    fn start(server: &str) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let open = Arc::new(Mutex::new(Vec::new()));
        let (server, kept) = (server.to_owned(), open.clone());
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let Ok(upstream) = TcpStream::connect(&server) else {
                    continue;
                };
                let mut kept = kept.lock().unwrap();
                kept.push(client.try_clone().unwrap());
                kept.push(upstream.try_clone().unwrap());
                let pairs = [
                    (client.try_clone().unwrap(), upstream.try_clone().unwrap()),
                    (upstream, client),
                ];
                for (mut from, mut to) in pairs {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(Shutdown::Both);
                    });
                }
            }
        });
        Self { addr, open }
    }

    /// Cuts every connection open through the relay; new ones still go through.
    fn cut(&self) {
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

/// A panel that keeps its seat in `dir`, opened on a room link to `code` at `server` (the
/// server remembered in its options, as the browser's page names its own).
fn from_link(
    dir: &Path,
    server: &str,
    code: &str,
    autoplay: Option<Difficulty>,
) -> Harness<'static, Shell> {
    let mut harness = harness();
    harness.step();
    let shell = harness.state_mut();
    shell.config_dir = Some(dir.to_owned());
    let mut options: MahjongOptions = shell.prefs.game_options(GameId::Mahjong);
    server.clone_into(&mut options.online_server);
    options.online_tls = false;
    shell.prefs.set_game_options(GameId::Mahjong, &options);
    let (panel, mut cx) = shell.context(0.0);
    let code = code.to_owned();
    panel.receive(Handoff::JoinRoom { code, autoplay }, &mut cx);
    harness
}

fn seat_of(harness: &Harness<'static, Shell>) -> Option<u8> {
    harness.state().panel.lan_view().map(|view| view.seat)
}

#[test]
fn a_seat_is_kept_and_taken_back_after_a_drop_or_a_reload_of_its_link() {
    let server = Server::start();
    let relay = Relay::start(&server.addr());
    let via_relay = relay.addr.to_string();
    let dir = tempfile::tempdir().unwrap();
    let kept_file = dir.path().join("mahjong-seat.json");
    let mut maker = harness();
    open_online(&mut maker, &server.addr());
    maker.get_by_label("Create a room").click();
    wait_for("the room's lobby", &mut [&mut maker], |h| {
        has_label(h[0], "Room code: ")
    });
    let code = room_code(&maker);
    let mut guest = from_link(dir.path(), &via_relay, &code, Some(Difficulty::Medium));
    wait_for(
        "the guest's seat kept",
        &mut [&mut maker, &mut guest],
        |_| kept_file.exists(),
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
    wait_for("both boards", &mut [&mut maker, &mut guest], |h| {
        seat_of(h[0]).is_some() && seat_of(h[1]).is_some()
    });
    assert_eq!(seat_of(&guest), Some(1));
    let kept: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&kept_file).unwrap()).unwrap();
    assert_eq!(kept["data"]["room"], code.as_str());
    assert_eq!(kept["data"]["seat"], 1);
    assert_eq!(kept["data"]["server"], via_relay.as_str());
    // The page's address keeps the room (and the computer player), so a reload comes back here.
    let link = |h: &Harness<'static, Shell>| h.state().panel.room_link();
    assert_eq!(
        link(&guest),
        Some(RoomLink {
            code: code.clone(),
            autoplay: Some(Difficulty::Medium)
        })
    );
    assert_eq!(
        link(&maker).map(|l| (l.code, l.autoplay)),
        Some((code.clone(), None))
    );

    // The network drops: the panel tries the token again by itself and sits where it sat.
    relay.cut();
    wait_for("the drop", &mut [&mut guest], |h| seat_of(h[0]).is_none());
    wait_for("the seat back", &mut [&mut guest], |h| {
        seat_of(h[0]).is_some()
    });
    assert_eq!(seat_of(&guest), Some(1));

    // The page reloads: a new panel on the same link takes the kept seat back at once, though
    // it has no computer player to join by itself.
    drop(guest);
    let mut reloaded = from_link(dir.path(), &via_relay, &code, None);
    wait_for("the seat after the reload", &mut [&mut reloaded], |h| {
        seat_of(h[0]).is_some()
    });
    assert_eq!(seat_of(&reloaded), Some(1));
    assert_eq!(link(&reloaded).map(|l| l.code), Some(code.clone()));
    assert!(has_label(&reloaded, "Your hand: "));

    // Without a kept seat the same link finds the game started.
    let elsewhere = tempfile::tempdir().unwrap();
    let mut stranger = from_link(elsewhere.path(), &via_relay, &code, Some(Difficulty::Easy));
    wait_for("the stranger turned away", &mut [&mut stranger], |h| {
        has_label(h[0], "The server turned you away: the game has started")
    });

    // A token the server does not know is forgotten, and the player told.
    drop(reloaded);
    let mut wrong = kept;
    wrong["data"]["token"] = "0123456789abcdef0123456789abcdef".into();
    std::fs::write(&kept_file, serde_json::to_vec(&wrong).unwrap()).unwrap();
    let mut refused = from_link(dir.path(), &via_relay, &code, None);
    let said = format!("Your seat in room {code} could not be taken back: the game has started");
    wait_for("the refusal", &mut [&mut refused], |h| {
        has_label(h[0], &said)
    });
    assert!(!kept_file.exists(), "the refused token is forgotten");
}

#[test]
fn a_damaged_or_oversized_kept_seat_is_ignored_and_removed() {
    let server = Server::start();
    for bytes in [
        b"{\"version\":1,\"data\":{\"seat\":9}}".to_vec(),
        vec![b' '; 5000],
    ] {
        let dir = tempfile::tempdir().unwrap();
        let kept_file = dir.path().join("mahjong-seat.json");
        std::fs::write(&kept_file, bytes).unwrap();
        let mut panel = from_link(dir.path(), &server.addr(), "ABCD-EFGH", None);
        panel.step();
        panel.step();
        assert!(!kept_file.exists(), "the file is removed");
        assert!(
            has_label(&panel, "Join the room"),
            "the join screen, with no seat taken"
        );
    }
}
