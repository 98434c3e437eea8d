//! The online menu drawn over the felt: the server (remembered), TLS, and a room to make or
//! join by code. It only draws and reports clicks; [`super::lan::Lan`] acts on them.

use super::lan::Lan;
use super::lan_screens::{WARN, big, screen, section};
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
        ui.heading(RichText::new("Play Mahjong online").size(24.0));
        if let Some(notice) = &lan.notice {
            ui.add_space(6.0);
            ui.colored_label(WARN, notice);
        }
        ui.add_space(6.0);
        egui::Grid::new("online_server")
            .num_columns(2)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label("Your name:");
                ui.add(egui::TextEdit::singleline(&mut lan.name).desired_width(260.0))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label("Server:");
                ui.add(
                    egui::TextEdit::singleline(&mut lan.online.server)
                        .hint_text("play.example.org:47480")
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut lan.online.tls, "Secure connection (TLS)");
                ui.end_row();
                if lan.online.tls {
                    let label = ui.label("CA file:");
                    ui.add(
                        egui::TextEdit::singleline(&mut lan.online.ca_file)
                            .hint_text("empty: trust the system's authorities")
                            .desired_width(260.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                }
            });

        section(ui, "A new room");
        ui.horizontal(|ui| {
            ui.label("Computer players from the start:");
            for bots in 0..=3u8 {
                ui.radio_value(&mut lan.online.bots, bots, bots.to_string());
            }
        });
        if ui.button(big("Create a room")).clicked() {
            action = Some(OnlineAction::Create);
        }
        ui.weak("You get a room code to give your friends.");

        section(ui, "A friend's room");
        ui.horizontal(|ui| {
            let label = ui.label("Room code:");
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut lan.online.code)
                        .hint_text("K7QD-MX3P")
                        .desired_width(140.0),
                )
                .labelled_by(label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(big("Join the room")).clicked() || enter {
                action = Some(OnlineAction::Join);
            }
        });
        if let Some(rejoin) = &lan.rejoin {
            let text = format!("Rejoin room {} ({})", rejoin.room, rejoin.target);
            if ui.button(big(text)).clicked() {
                action = Some(OnlineAction::Rejoin);
            }
        }
        ui.add_space(12.0);
        ui.separator();
        if ui.button("Back to the game against the computer").clicked() {
            action = Some(OnlineAction::Back);
        }
    });
    action
}
