//! Settings, "Play on your other devices": make a code or enter one (over HTTPS, trusting the
//! system's certificate authorities or, on the desktop, a CA file), the code again as text and
//! as a QR code, the last sync, sync now, a new code for all devices, forget or revoke, and the
//! choice after a conflict. The work itself is in [`super::sync`].

use super::ParlourApp;
use super::sync::Job;
use crate::sync::SyncCode;
use crate::sync::conflicts::{self, Choice};
use crate::sync::link;
use crate::t;

impl ParlourApp {
    /// The Settings section.
    pub(super) fn sync_ui(&mut self, ui: &mut egui::Ui, now: f64) {
        if let Some(job) = self.sync.confirm.clone() {
            self.confirm_ui(ui, job, now);
        } else if self.sync.link.is_some() {
            self.linked_ui(ui, now);
        } else {
            self.link_form_ui(ui, now);
        }
        if self.sync.confirm.is_none() {
            self.conflicts_ui(ui, now);
        }
        if self.sync.busy() {
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(t!("sync-running"));
            });
        }
        if let Some(error) = &self.sync.error {
            ui.colored_label(
                ui.visuals().error_fg_color,
                t!("sync-failed", error = error.clone()),
            );
        }
    }

    fn link_form_ui(&mut self, ui: &mut egui::Ui, now: f64) {
        ui.label(t!("sync-intro"));
        let busy = self.sync.busy();
        crate::panel::form::field_row(ui, |ui| {
            let label = ui.label(t!("sync-server"));
            ui.add(egui::TextEdit::singleline(&mut self.sync.server).desired_width(220.0))
                .labelled_by(label.id);
            ui.checkbox(&mut self.sync.tls, t!("sync-tls"));
        });
        // A CA file of the player's: the desktop's HTTP reads one; a browser trusts its own.
        if self.sync.tls && crate::platform::HTTP_CA_FILES && crate::platform::dialogs::TYPED_PATHS
        {
            crate::panel::form::field_row(ui, |ui| {
                let label = ui.label(t!("sync-ca-file"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.sync.ca_file)
                        .hint_text(t!("sync-ca-file-hint"))
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
            });
        }
        let server = self.sync.server.trim().to_owned();
        let ca_ok = self.sync.ca_file.trim().len() <= link::MAX_CA_PATH_BYTES;
        let server_ok = link::check_server(&server).is_ok() && ca_ok;
        let make = ui.add_enabled(server_ok && !busy, egui::Button::new(t!("sync-make-code")));
        crate::panel::form::field_row(ui, |ui| {
            let label = ui.label(t!("sync-code-input"));
            ui.add(egui::TextEdit::singleline(&mut self.sync.code_text).desired_width(220.0))
                .labelled_by(label.id);
        });
        let code = SyncCode::parse(&self.sync.code_text);
        let join = ui.add_enabled(
            server_ok && code.is_ok() && !busy,
            egui::Button::new(t!("sync-join")),
        );
        let job = if make.clicked() {
            Some(Job::Create {
                server: server.clone(),
                tls: self.sync.tls_mode(),
            })
        } else if join.clicked() {
            code.ok().map(|code| Job::Join {
                server: server.clone(),
                tls: self.sync.tls_mode(),
                code,
            })
        } else {
            None
        };
        if let Some(job) = job {
            if !self.sync.tls && !link::is_local_network(&server) {
                self.sync.confirm = Some(job);
            } else {
                self.start_sync(job, now);
            }
        }
    }

    fn confirm_ui(&mut self, ui: &mut egui::Ui, job: Job, now: f64) {
        let question = match &job {
            Job::Revoke => t!("sync-revoke-confirm"),
            Job::Replace => t!("sync-replace-confirm"),
            _ => t!(
                "sync-clear-warning",
                server = self.sync.server.trim().to_owned()
            ),
        };
        ui.label(question);
        ui.horizontal_wrapped(|ui| {
            let yes = match job {
                Job::Revoke => t!("sync-revoke"),
                Job::Replace => t!("sync-replace"),
                _ => t!("sync-send-anyway"),
            };
            if ui.button(yes).clicked() {
                self.sync.confirm = None;
                self.start_sync(job, now);
            }
            if ui.button(t!("sync-cancel")).clicked() {
                self.sync.confirm = None;
            }
        });
    }

    fn linked_ui(&mut self, ui: &mut egui::Ui, now: f64) {
        let Some(link) = self.sync.link.clone() else {
            return;
        };
        ui.label(t!("sync-linked", server = link.server.clone()));
        match link.last_sync {
            Some(at) => ui.label(t!("sync-last", when = when(at))),
            None => ui.label(t!("sync-never")),
        };
        let busy = self.sync.busy();
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(!busy, egui::Button::new(t!("sync-now")))
                .clicked()
            {
                self.start_sync(Job::Now, now);
            }
            let toggle = if self.sync.show_code {
                t!("sync-hide-code")
            } else {
                t!("sync-show-code")
            };
            if ui.button(toggle).clicked() {
                self.sync.show_code = !self.sync.show_code;
            }
            if ui
                .add_enabled(!busy, egui::Button::new(t!("sync-forget")))
                .clicked()
            {
                self.forget_sync();
            }
            if ui
                .add_enabled(!busy, egui::Button::new(t!("sync-replace")))
                .clicked()
            {
                self.sync.confirm = Some(Job::Replace);
            }
            if ui
                .add_enabled(!busy, egui::Button::new(t!("sync-revoke")))
                .clicked()
            {
                self.sync.confirm = Some(Job::Revoke);
            }
        });
        if link.retired.is_some() {
            // Replaced, but the server was not reached to revoke the old code.
            ui.label(t!("sync-old-code-pending"));
        } else if self.sync.replaced {
            ui.label(t!("sync-replaced"));
        }
        if self.sync.show_code {
            let shown = link.code.reveal();
            ui.label(t!("sync-code-label", code = shown.clone()));
            qr_ui(ui, &shown);
        }
    }

    /// The choice after a conflict, one row per game with versions waiting: shown linked or
    /// not, since an imported backup can bring such versions to a device that is not linked.
    fn conflicts_ui(&mut self, ui: &mut egui::Ui, now: f64) {
        for (game, count) in conflicts::list(self.store.dir()) {
            ui.label(t!("sync-conflict", game = game.name()));
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("sync-keep-mine")).clicked() {
                    self.choose_conflict(game, Choice::Mine, now);
                }
                for slot in 0..count {
                    let text = if count == 1 {
                        t!("sync-keep-theirs")
                    } else {
                        t!("sync-keep-theirs-numbered", number = (slot + 1) as i64)
                    };
                    if ui.button(text).clicked() {
                        self.choose_conflict(game, Choice::Theirs(slot), now);
                    }
                }
            });
        }
    }
}

/// A Unix time as the player's UTC date and time (the shell dates games in UTC too).
fn when(unix: u64) -> String {
    time::OffsetDateTime::from_unix_timestamp(i64::try_from(unix).unwrap_or(0))
        .map(|t| format!("{} {:02}:{:02} UTC", t.date(), t.hour(), t.minute()))
        .unwrap_or_default()
}

/// The code as a QR code, drawn square by square with a quiet zone, dark on light whatever the
/// theme (phones read that best).
fn qr_ui(ui: &mut egui::Ui, text: &str) {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        return;
    };
    let width = code.width();
    let colors = code.to_colors();
    let module = 4.0;
    let quiet = 4.0 * module;
    let side = width as f32 * module + 2.0 * quiet;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, t!("sync-qr-label")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    for (k, color) in colors.iter().enumerate() {
        if *color != qrcode::Color::Dark {
            continue;
        }
        let (x, y) = ((k % width) as f32, (k / width) as f32);
        let min = rect.min + egui::vec2(quiet + x * module, quiet + y * module);
        painter.rect_filled(
            egui::Rect::from_min_size(min, egui::vec2(module, module)),
            0.0,
            egui::Color32::BLACK,
        );
    }
}
