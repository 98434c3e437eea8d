//! One frame of the LAN screens: the menu, the lobby, or the hand at a friend's table, drawn
//! by [`super::lan_screens`] and the shared board, acted on by [`Lan`].

use super::lan::{Lan, LanExit, Place, parse_address};
use super::lan_screens::{self, LobbyAction, MenuAction};
use super::online_screens::{self, OnlineAction};
use super::{Intent, MahjongOptions, board, hint_for};
use crate::game_id::GameId;
use crate::panel::PanelContext;
use parlour_proto::protocol::ClientMsg;
use std::time::Duration;

impl Lan {
    /// One frame of the LAN screens.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
        options: &MahjongOptions,
    ) -> LanExit {
        self.poll(cx);
        if let Some((at, _)) = self.retry
            && at.is_finite()
        {
            // The next try of a dropped seat's token: nothing else may wake the window then.
            ui.ctx()
                .request_repaint_after(Duration::from_secs_f64((at - cx.now).max(0.0)));
        }
        let playing = self
            .conn
            .as_ref()
            .is_some_and(|c| c.started && c.view.is_some());
        if playing {
            self.game_ui(ui, cx);
            return LanExit::Stay;
        }
        if self.conn.is_some() {
            match lan_screens::lobby_ui(ui, self) {
                Some(LobbyAction::Leave) => self.leave(),
                Some(LobbyAction::Start) => {
                    if let Some(conn) = &self.conn {
                        conn.session.send(ClientMsg::Start);
                    }
                }
                Some(LobbyAction::AddBot) => {
                    if let Some(conn) = &self.conn {
                        conn.session.send(ClientMsg::AddBot);
                    }
                }
                None => {}
            }
            return LanExit::Stay;
        }
        if self.place == Place::Online {
            return self.online_menu(ui, cx, options);
        }
        let action = lan_screens::menu_ui(ui, self);
        if matches!(
            action,
            Some(
                MenuAction::Host | MenuAction::Join(_) | MenuAction::JoinTyped | MenuAction::Rejoin
            )
        ) {
            self.remember_name(cx);
        }
        match action {
            Some(MenuAction::Host) => self.host(options),
            Some(MenuAction::Search) => self.search(),
            Some(MenuAction::Join(addr)) => self.connect(addr, None),
            Some(MenuAction::JoinTyped) => match parse_address(&self.address) {
                Ok(addr) => self.connect(addr, None),
                Err(e) => self.notice = Some(e),
            },
            Some(MenuAction::Rejoin) => self.rejoin(),
            Some(MenuAction::Back) => return LanExit::Close,
            None => {}
        }
        LanExit::Stay
    }

    /// One frame of the online menu.
    fn online_menu(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut PanelContext<'_>,
        options: &MahjongOptions,
    ) -> LanExit {
        let action = online_screens::online_menu_ui(ui, self);
        if matches!(
            action,
            Some(OnlineAction::Create | OnlineAction::Join | OnlineAction::Rejoin)
        ) {
            self.remember_name(cx);
        }
        match action {
            Some(OnlineAction::Create) => {
                self.connect_online(true, options.table_settings().rounds);
            }
            Some(OnlineAction::Join) => self.connect_online(false, 0),
            Some(OnlineAction::Rejoin) => self.rejoin(),
            Some(OnlineAction::Back) => return LanExit::Close,
            None => {}
        }
        LanExit::Stay
    }

    /// Keeps the name (and, online, the server) the player sits down with for next time.
    fn remember_name(&self, cx: &mut PanelContext<'_>) {
        let name = self.name.trim();
        let mut options: MahjongOptions = cx.prefs.game_options(GameId::Mahjong);
        let before = options.clone();
        if !name.is_empty() {
            name.clone_into(&mut options.lan_name);
        }
        if self.place == Place::Online {
            self.online
                .server
                .trim()
                .clone_into(&mut options.online_server);
            options.online_tls = self.online.tls;
            self.online
                .ca_file
                .trim()
                .clone_into(&mut options.online_ca_file);
        }
        if options != before {
            cx.prefs.set_game_options(GameId::Mahjong, &options);
        }
    }

    fn game_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let Some(conn) = &mut self.conn else {
            return;
        };
        let Some(view) = &conn.view else {
            return;
        };
        let names = conn.names();
        let countdown = conn.deadline.map(|d| (d.ends - cx.now).max(0.0));
        if countdown.is_some() {
            // Only while a countdown shows; otherwise the network wakes the window.
            ui.ctx().request_repaint_after(Duration::from_millis(200));
        }
        let top_left = ui.available_rect_before_wrap().left_top();
        let intents = board::board_ui(
            ui,
            cx,
            &board::BoardState {
                view,
                names: Some(&names),
                online: true,
                hint: conn.hint.as_ref(),
                last_discarder: conn.last_discarder,
                countdown,
                countdown_total: conn.deadline.map(|d| d.total),
            },
        );
        let autoplay = self.autoplayer.as_ref().map(|(level, _)| *level);
        let mut leave =
            lan_screens::table_strip_ui(ui, top_left, conn.room.as_deref(), conn.place, autoplay);
        for intent in intents {
            match intent {
                Intent::Play(mv) => conn.session.send(ClientMsg::Act { mv }),
                Intent::NextHand => conn.session.send(ClientMsg::Act {
                    mv: parlour_rules::mahjong::table::Move::NextHand,
                }),
                Intent::Hint => conn.hint = conn.view.as_ref().map(hint_for),
                Intent::NewGame => leave = true,
            }
        }
        if leave {
            self.leave();
        }
    }
}
