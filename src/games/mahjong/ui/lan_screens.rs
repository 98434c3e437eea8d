//! The LAN screens drawn over the felt: the menu (host a table, join one found on the LAN or by
//! address), the lobby with the four seats, and the strip over the board during a LAN game.
//! They only draw and report clicks; [`super::lan::Lan`] acts on them.

use super::lan::{Conn, Lan, Place};
use super::pieces::wind_name;
use crate::t;
use egui::{Align, Color32, Layout, Pos2, Rect, RichText, Sense, UiBuilder, vec2};
use parlour_proto::client::DISCOVERY_PORT;
use parlour_proto::protocol::SeatInfo;
use std::net::SocketAddr;

const FELT: Color32 = Color32::from_rgb(24, 92, 64);
pub(super) const WARN: Color32 = Color32::from_rgb(200, 60, 30);

/// A click on the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum MenuAction {
    /// Host a table here.
    Host,
    /// Look for tables again.
    Search,
    /// Join a table found on the LAN.
    Join(SocketAddr),
    /// Join the typed address.
    JoinTyped,
    /// Go back to the table held before a dropped connection.
    Rejoin,
    /// Back to the game against the computer.
    Back,
}

/// A click in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LobbyAction {
    /// Start the game (the first seat).
    Start,
    /// Give an open seat to a computer player now (the first seat).
    AddBot,
    /// Leave (the host closes the table).
    Leave,
}

/// The felt with a card in its middle holding `content`.
pub(super) fn screen<R>(ui: &mut egui::Ui, content: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, Sense::hover());
    ui.painter().rect_filled(rect, 0.0, FELT);
    let width = 560.0_f32.min(rect.width() - 24.0).max(200.0);
    let area = Rect::from_center_size(
        rect.center(),
        vec2(width, (rect.height() - 24.0).max(100.0)),
    );
    let mut child = ui.new_child(
        UiBuilder::new()
            .max_rect(area)
            .layout(Layout::top_down(Align::Min)),
    );
    egui::Frame::popup(child.style())
        .inner_margin(20.0)
        .show(&mut child, |ui| {
            ui.set_width(width - 40.0);
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .show(ui, content)
                .inner
        })
        .inner
}

pub(super) fn big(text: impl Into<String>) -> RichText {
    RichText::new(text).size(17.0)
}

pub(super) fn section(ui: &mut egui::Ui, text: &str) {
    ui.add_space(10.0);
    ui.label(RichText::new(text).size(18.0).strong());
}

/// The menu: the player's name, host a table, join one.
pub(crate) fn menu_ui(ui: &mut egui::Ui, lan: &mut Lan) -> Option<MenuAction> {
    let mut action = None;
    screen(ui, |ui| {
        ui.heading(RichText::new(t!("mahjong-lan-title")).size(24.0));
        if let Some(notice) = &lan.notice {
            ui.add_space(6.0);
            ui.colored_label(WARN, notice);
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let label = ui.label(t!("mahjong-your-name"));
            ui.add(egui::TextEdit::singleline(&mut lan.name).desired_width(220.0))
                .labelled_by(label.id);
        });

        section(ui, &t!("mahjong-own-table"));
        ui.label(t!("mahjong-own-table-note"));
        if ui.button(big(t!("mahjong-host-table"))).clicked() {
            action = Some(MenuAction::Host);
        }

        section(ui, &t!("mahjong-friends-table"));
        if lan.is_searching() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("mahjong-searching"));
            });
        } else {
            for table in &lan.found {
                let text = t!(
                    "mahjong-join-table",
                    room = table.room.as_str(),
                    address = table.addr.to_string()
                );
                if ui.button(big(text)).clicked() {
                    action = Some(MenuAction::Join(table.addr));
                }
            }
            if let Some(note) = &lan.search_note {
                ui.weak(note);
            }
            if ui.button(t!("mahjong-search-again")).clicked() {
                action = Some(MenuAction::Search);
            }
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let label = ui.label(t!("mahjong-address"));
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut lan.address)
                        .hint_text("192.168.1.5:47470")
                        .desired_width(200.0),
                )
                .labelled_by(label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(t!("mahjong-join-address")).clicked() || enter {
                action = Some(MenuAction::JoinTyped);
            }
        });
        if let Some(rejoin) = &lan.rejoin {
            let text = t!(
                "mahjong-rejoin-table",
                room = rejoin.room.as_str(),
                address = rejoin.target.to_string()
            );
            if ui.button(big(text)).clicked() {
                action = Some(MenuAction::Rejoin);
            }
        }
        ui.add_space(12.0);
        ui.separator();
        if ui.button(t!("mahjong-back-to-computer")).clicked() {
            action = Some(MenuAction::Back);
        }
    });
    action
}

/// Who sits in a seat, as the lobby says it.
fn occupant(info: Option<&SeatInfo>, mine: bool) -> String {
    let who = match info {
        Some(SeatInfo::Human {
            name,
            connected: true,
        }) => name.clone(),
        Some(SeatInfo::Human { name, .. }) => t!("mahjong-name-away", name = name.as_str()),
        Some(SeatInfo::Bot { name, level }) => super::options::computer_name(name, *level),
        Some(SeatInfo::Open) | None => t!("mahjong-seat-open"),
    };
    if mine {
        t!("mahjong-name-you", name = who)
    } else {
        who
    }
}

/// The lobby: the room code and address, the seats, Start for the first seat, Leave.
pub(crate) fn lobby_ui(ui: &mut egui::Ui, lan: &Lan) -> Option<LobbyAction> {
    let conn = lan.conn.as_ref()?;
    let mut action = None;
    screen(ui, |ui| {
        let Some(room) = &conn.room else {
            ui.heading(t!("mahjong-connecting", target = conn.target.to_string()));
            ui.spinner();
            if ui.button(t!("mahjong-cancel")).clicked() {
                action = Some(LobbyAction::Leave);
            }
            return;
        };
        ui.heading(
            RichText::new(t!("mahjong-room-code-heading", room = room.as_str()))
                .size(28.0)
                .strong(),
        );
        where_ui(ui, lan, conn, room);
        if let Some(link) = &conn.link {
            // Friends open this in a browser and sit down: nothing to install.
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("mahjong-room-link"));
                ui.hyperlink(link);
                if ui.button(t!("mahjong-copy-link")).clicked() {
                    ui.ctx().copy_text(link.clone());
                }
            });
        }
        section(ui, &t!("mahjong-seats"));
        seats_ui(ui, conn);
        ui.add_space(10.0);
        action = start_ui(ui, conn);
        if let Some(hosted) = &lan.hosted
            && !hosted.log.is_empty()
        {
            ui.add_space(6.0);
            for line in &hosted.log {
                ui.weak(line);
            }
        }
        ui.add_space(12.0);
        ui.separator();
        let leave = if lan.hosted.is_some() {
            t!("mahjong-close-table")
        } else {
            t!("mahjong-leave-table")
        };
        if ui.button(leave).clicked() {
            action = Some(LobbyAction::Leave);
        }
    });
    action
}

/// Where the table is: for the host, the address and ports friends need; for a guest, the
/// table joined.
fn where_ui(ui: &mut egui::Ui, lan: &Lan, conn: &Conn, room: &str) {
    if let Some(hosted) = &lan.hosted {
        let addr = hosted.shown_addr;
        ui.label(big(t!(
            "mahjong-host-address",
            ip = addr.ip().to_string(),
            port = addr.port().to_string()
        )));
        ui.label(t!(
            "mahjong-host-address-note",
            room = room,
            address = addr.to_string()
        ));
        ui.weak(t!(
            "mahjong-firewall-note",
            tcp = addr.port().to_string(),
            udp = DISCOVERY_PORT.to_string()
        ));
    } else if conn.place == Place::Online {
        ui.label(big(t!(
            "mahjong-server-heading",
            server = conn.target.to_string()
        )));
        ui.label(t!("mahjong-server-note", room = room));
    } else {
        ui.label(t!("mahjong-joined-at", address = conn.target.to_string()));
    }
}

/// The four seats and who sits there.
fn seats_ui(ui: &mut egui::Ui, conn: &Conn) {
    egui::Grid::new("lan_seats")
        .num_columns(2)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            for seat in 0..4u8 {
                ui.label(RichText::new(wind_name(seat)).strong());
                let mine = conn.seat == Some(seat);
                ui.label(occupant(conn.seats.get(usize::from(seat)), mine));
                ui.end_row();
            }
        });
}

/// Start (and, online, a computer player for an open seat) for the first seat, or what the
/// others wait for.
fn start_ui(ui: &mut egui::Ui, conn: &Conn) -> Option<LobbyAction> {
    let mut action = None;
    if conn.started {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("mahjong-waiting-deal"));
        });
    } else if conn.seat == Some(0) {
        ui.horizontal(|ui| {
            if ui.button(big(t!("mahjong-start-game"))).clicked() {
                action = Some(LobbyAction::Start);
            }
            let open = conn.seats.contains(&SeatInfo::Open);
            if conn.place == Place::Online && open && ui.button(t!("mahjong-add-bot")).clicked() {
                action = Some(LobbyAction::AddBot);
            }
        });
        ui.weak(t!("mahjong-open-seats-note"));
    } else if conn.place == Place::Online {
        ui.label(t!("mahjong-waiting-maker"));
    } else {
        ui.label(t!("mahjong-waiting-host"));
    }
    action
}

/// A strip at the board's top-left corner: the entries to playing with friends in the
/// single-player game. Returns the one clicked.
pub(crate) fn entry_ui(ui: &mut egui::Ui, top_left: Pos2) -> Option<Place> {
    // Light on the board's green whatever the theme.
    entry_buttons(&mut strip(ui, top_left), Color32::from_rgb(235, 245, 235))
}

/// The same entries as a row of their own above the board, for a window too narrow for the
/// strip to miss the top seat's tiles.
pub(crate) fn entry_row_ui(ui: &mut egui::Ui) -> Option<Place> {
    // Off the board: the theme's own faint text.
    let faint = ui.visuals().weak_text_color();
    ui.horizontal_wrapped(|ui| entry_buttons(ui, faint)).inner
}

/// The entries; `note` is the colour of the note said in a browser instead of the LAN button.
fn entry_buttons(ui: &mut egui::Ui, note: Color32) -> Option<Place> {
    let mut place = None;
    if crate::platform::net::HAS_LAN && ui.button(t!("mahjong-play-lan")).clicked() {
        place = Some(Place::Lan);
    }
    if ui.button(t!("mahjong-play-online")).clicked() {
        place = Some(Place::Online);
    }
    if !crate::platform::net::HAS_LAN {
        // Said where the button would be: a page cannot listen for a friend's connection.
        ui.label(RichText::new(t!("web-lan-on-desktop")).color(note).small());
    }
    place
}

/// The strip over the board at a friends' table: the room code, who plays this seat when a
/// computer player does (`autoplay`), and a way out. Returns whether "Leave the table" was
/// clicked.
pub(crate) fn table_strip_ui(
    ui: &mut egui::Ui,
    top_left: Pos2,
    room: Option<&str>,
    place: Place,
    autoplay: Option<parlour_rules::mahjong::bot::Difficulty>,
) -> bool {
    let mut child = strip(ui, top_left);
    if let Some(level) = autoplay {
        child.label(
            RichText::new(t!(
                "mahjong-autoplay-banner",
                level = super::options::level_name(level)
            ))
            .color(Color32::from_rgb(255, 220, 120))
            .strong(),
        );
    }
    if let Some(room) = room {
        let what = match place {
            Place::Lan => t!("mahjong-strip-lan", room = room),
            Place::Online => t!("mahjong-strip-online", room = room),
        };
        child.label(
            RichText::new(what)
                .color(Color32::from_rgb(235, 245, 235))
                .strong(),
        );
    }
    child.button(t!("mahjong-leave-table")).clicked()
}

fn strip(ui: &mut egui::Ui, top_left: Pos2) -> egui::Ui {
    ui.new_child(
        UiBuilder::new()
            .max_rect(Rect::from_min_size(
                top_left + vec2(10.0, 8.0),
                vec2((ui.available_width() - 20.0).max(200.0), 28.0),
            ))
            .layout(Layout::left_to_right(Align::Center)),
    )
}
