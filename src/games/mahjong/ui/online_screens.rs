//! The online menu drawn over the felt: the server (remembered), TLS, and a room to make or
//! join by code. It only draws and reports clicks; [`super::lan::Lan`] acts on them.

use super::lan::Lan;
use super::lan_screens::{WARN, big, screen, section};
use crate::platform::net;
use crate::t;
use egui::RichText;

/// A click on the online menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OnlineAction {
    /// Make a new room on the server.
    Create,
    /// Join the room with the typed code.
    Join,
    /// Go back to the room held before a dropped connection.
    Rejoin,
    /// Back to the game against the computer.
    Back,
}

/// The online menu.
pub(crate) fn online_menu_ui(ui: &mut egui::Ui, lan: &mut Lan) -> Option<OnlineAction> {
    let mut action = None;
    screen(ui, |ui| {
        ui.heading(RichText::new(t!("mahjong-online-title")).size(24.0));
        if let Some(notice) = &lan.notice {
            ui.add_space(6.0);
            ui.colored_label(WARN, notice);
        }
        ui.add_space(6.0);
        server_ui(ui, lan);

        section(ui, &t!("mahjong-new-room"));
        ui.horizontal(|ui| {
            ui.label(t!("mahjong-bots-from-start"));
            for bots in 0..=3u8 {
                ui.radio_value(&mut lan.online.bots, bots, bots.to_string());
            }
        });
        if ui.button(big(t!("mahjong-create-room"))).clicked() {
            action = Some(OnlineAction::Create);
        }
        ui.weak(t!("mahjong-create-room-note"));

        section(ui, &t!("mahjong-friends-room"));
        ui.horizontal(|ui| {
            let label = ui.label(t!("mahjong-room-code"));
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut lan.online.code)
                        .hint_text("K7QD-MX3P")
                        .desired_width(140.0),
                )
                .labelled_by(label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(big(t!("mahjong-join-room"))).clicked() || enter {
                action = Some(OnlineAction::Join);
            }
        });
        if let Some(rejoin) = &lan.rejoin {
            let text = t!(
                "mahjong-rejoin-room",
                room = rejoin.room.as_str(),
                server = rejoin.target.to_string()
            );
            if ui.button(big(text)).clicked() {
                action = Some(OnlineAction::Rejoin);
            }
        }
        ui.add_space(12.0);
        ui.separator();
        if ui.button(t!("mahjong-back-to-computer")).clicked() {
            action = Some(OnlineAction::Back);
        }
    });
    action
}

/// The player's name, the server, TLS and its CA file.
fn server_ui(ui: &mut egui::Ui, lan: &mut Lan) {
    egui::Grid::new("online_server")
        .num_columns(2)
        .spacing([10.0, 8.0])
        .show(ui, |ui| {
            let label = ui.label(t!("mahjong-your-name"));
            ui.add(egui::TextEdit::singleline(&mut lan.name).desired_width(260.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("mahjong-server"));
            if let Some(home) = net::home_server() {
                // The page came from a room server: that is where the rooms are.
                ui.label(RichText::new(home.address).strong())
                    .labelled_by(label.id);
                ui.end_row();
                return;
            }
            ui.add(
                egui::TextEdit::singleline(&mut lan.online.server)
                    .hint_text("play.example.org:47480")
                    .desired_width(260.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut lan.online.tls, t!("mahjong-tls"));
            ui.end_row();
            if lan.online.tls && net::TRUSTS_CA_FILE {
                let label = ui.label(t!("mahjong-ca-file"));
                ui.add(
                    egui::TextEdit::singleline(&mut lan.online.ca_file)
                        .hint_text(t!("mahjong-ca-file-hint"))
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            }
        });
}
