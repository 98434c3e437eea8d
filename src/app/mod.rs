//! The eframe shell: game switcher, menus and tool bar, shortcuts, status bar, dialogs, pause,
//! the clock policy and persistence. Games plug in through [`panel::GamePanel`].

mod actions;
mod chrome;
mod daily;
mod dialogs;
mod gallery;
mod icon;
mod page;
mod persist;
mod statistics;
mod status;
mod sync;
mod sync_ui;
mod transfer;

pub use actions::Action;
pub use daily::long_date;
pub use icon::icon;

use crate::game_id::GameId;
use crate::panel::{self, GamePanel, PanelContext};
use crate::preferences::Preferences;
use crate::records::Records;
use crate::store::Store;
use status::StatusLine;
use std::path::PathBuf;

/// How the window was asked to open (from the command line).
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// Open on this game instead of the last one.
    pub game: Option<GameId>,
    /// Start this deal number in that game.
    pub deal: Option<u64>,
    /// Use this config folder instead of the platform's.
    pub config_dir: Option<PathBuf>,
    /// Speak the operating system's language until the player picks one (the real window);
    /// false speaks English then (tests, whatever the machine's language).
    pub system_language: bool,
    /// Speak this language, as if picked in Settings (the page address's `lang`).
    pub language: Option<crate::i18n::Language>,
    /// The page address's parameters that could not be used (`game=chess`), said once.
    pub address_problems: Vec<String>,
    /// A Mahjong room to open the join screen on (a room link's `room=CODE`).
    pub room: Option<String>,
    /// Let a computer player of this level play the room's seat (`autoplay=LEVEL`).
    pub autoplay: Option<parlour_rules::mahjong::bot::Difficulty>,
}

/// The application: every panel plus the shell's own state.
pub struct ParlourApp {
    store: Store,
    prefs: Preferences,
    records: Records,
    panels: Vec<Box<dyn GamePanel>>,
    active: usize,
    paused: bool,
    dialog: Option<dialogs::Dialog>,
    status: StatusLine,
    /// Problems with files, shown above the board until dismissed.
    banners: Vec<String>,
    launch: Launch,
    started: bool,
    quit_requested: bool,
    persist: persist::PersistState,
    /// The date tests pretend it is; `None` reads the system clock.
    today_override: Option<time::Date>,
    /// The language spoken while the preferences name none.
    default_language: crate::i18n::Language,
    /// The language the loaded fonts are ordered for.
    fonts_for: Option<crate::i18n::Language>,
    /// The window's context, so work away from the window can wake it.
    ctx: Option<egui::Context>,
    /// An export or import waiting for its file to be chosen.
    transfer: Option<transfer::Transfer>,
    /// Sync with the player's other devices.
    sync: sync::SyncState,
}

impl ParlourApp {
    /// The app with every game's panel.
    pub fn new(launch: Launch) -> Self {
        Self::with_panels(launch, panels())
    }

    /// The app with the given panels (tests use a toy game).
    pub fn with_panels(launch: Launch, panels: Vec<Box<dyn GamePanel>>) -> Self {
        let default_language = if launch.system_language {
            crate::i18n::system_language(crate::platform::page::system_locale())
        } else {
            crate::i18n::Language::English
        };
        // The store's messages about damaged files speak the player's language too: the
        // default until the preferences are read, then the one they name.
        crate::i18n::set_language(default_language);
        let mut store = Store::open(launch.config_dir.clone());
        let mut prefs: Preferences = store.load(Preferences::FILE, Preferences::VERSION);
        if launch.language.is_some() {
            prefs.language = launch.language;
        }
        crate::i18n::set_language(prefs.language.unwrap_or(default_language));
        let records: Records = store.load(Records::FILE, Records::VERSION);
        let wanted = launch.game.unwrap_or(prefs.last_game);
        let active = panels.iter().position(|p| p.id() == wanted).unwrap_or(0);
        let persist = persist::PersistState::new(&prefs, panels.len());
        let banners = if launch.address_problems.is_empty() {
            Vec::new()
        } else {
            vec![crate::t!(
                "address-ignored",
                parameters = launch.address_problems.join(", ")
            )]
        };
        Self {
            store,
            prefs,
            records,
            panels,
            active,
            paused: false,
            dialog: None,
            status: StatusLine::default(),
            banners,
            launch,
            started: false,
            quit_requested: false,
            persist,
            today_override: None,
            default_language,
            fonts_for: None,
            ctx: None,
            transfer: None,
            sync: sync::SyncState::default(),
        }
    }

    /// The language spoken now: the player's pick, else the default.
    pub fn language(&self) -> crate::i18n::Language {
        self.prefs.language.unwrap_or(self.default_language)
    }

    /// Speaks the current language on this thread and orders the fonts for it (a change of
    /// language in Settings calls it again at once, so the rest of the frame is translated).
    fn apply_language(&mut self, ctx: &egui::Context) {
        let language = self.language();
        crate::i18n::set_language(language);
        if self.fonts_for != Some(language) {
            ctx.set_fonts(crate::i18n::fonts::definitions(language));
            self.fonts_for = Some(language);
        }
    }

    /// Makes the app believe today is `today` (tests, and screenshots of the calendar).
    pub fn set_today(&mut self, today: time::Date) {
        self.today_override = Some(today);
    }

    /// Today's UTC date: deals of the day and the dates of finished games follow it.
    pub fn today(&self) -> time::Date {
        self.today_override
            .unwrap_or_else(crate::platform::clock::today_utc)
    }

    /// The window's initial inner size: the remembered one, or a comfortable default.
    pub fn initial_window_size(&self) -> [f32; 2] {
        self.prefs.window_size.unwrap_or([1280.0, 800.0])
    }

    /// Whether the panel shown is working out a new deal away from the window.
    pub fn is_dealing(&self) -> bool {
        self.active_panel().is_some_and(|p| p.is_dealing())
    }

    /// The game shown now.
    pub fn active_game(&self) -> GameId {
        self.panels
            .get(self.active)
            .map_or(GameId::default(), |p| p.id())
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The panel shown now (tests inspect it).
    pub fn active_panel(&self) -> Option<&dyn GamePanel> {
        self.panels.get(self.active).map(|p| p.as_ref())
    }

    /// The messages in the status bar and the banners, newest last (for tests).
    pub fn messages(&self) -> Vec<String> {
        let mut all = self.banners.clone();
        all.extend(self.status.all());
        all
    }

    /// Runs `f` with the active panel and a context lent from the shell.
    fn with_active<R>(
        &mut self,
        now: f64,
        f: impl FnOnce(&mut dyn GamePanel, &mut PanelContext<'_>) -> R,
    ) -> Option<R> {
        let today = self.today();
        self.with_active_on(now, today, f)
    }

    /// [`Self::with_active`] with today's date already read.
    fn with_active_on<R>(
        &mut self,
        now: f64,
        today: time::Date,
        f: impl FnOnce(&mut dyn GamePanel, &mut PanelContext<'_>) -> R,
    ) -> Option<R> {
        let panel = self.panels.get_mut(self.active)?;
        let mut messages = Vec::new();
        let layouts_dir = self.store.layouts_dir();
        let config_dir = self.store.dir().to_path_buf();
        let mut cx = PanelContext::new(now, &mut self.prefs, &mut self.records, &mut messages)
            .with_layouts_dir(layouts_dir)
            .with_config_dir(config_dir)
            .with_today(today);
        if let Some(ctx) = &self.ctx {
            let ctx = ctx.clone();
            cx = cx.with_wake(std::sync::Arc::new(move || ctx.request_repaint()));
        }
        let result = f(panel.as_mut(), &mut cx);
        let records_changed = cx.records_changed();
        let handoffs = cx.take_handoffs();
        for message in messages {
            self.status.push(message, now);
        }
        if records_changed {
            self.store
                .save(Records::FILE, Records::VERSION, &self.records);
            self.sync_soon(now);
        }
        for (game, handoff) in handoffs {
            self.deliver(game, handoff, now);
        }
        Some(result)
    }

    /// Shows the panel of `game` and hands it `handoff`.
    fn deliver(&mut self, game: GameId, handoff: panel::Handoff, now: f64) {
        let Some(index) = self.panels.iter().position(|p| p.id() == game) else {
            return;
        };
        self.perform(Action::Show(index), now);
        self.with_active(now, |p, cx| p.receive(handoff, cx));
    }

    /// First frame: resume saved games or deal new ones.
    fn start(&mut self, now: f64) {
        self.started = true;
        for index in 0..self.panels.len() {
            let previous = std::mem::replace(&mut self.active, index);
            // Panels dealt out of sight must not fill the status bar ("New deal 123").
            let shown_messages = self.status.count();
            let launch_deal = self
                .launch
                .deal
                .filter(|_| self.launch.game.is_none_or(|g| g == self.active_game()));
            if let Some(deal_no) = launch_deal.filter(|_| index == previous) {
                self.with_active(now, |p, cx| p.new_game(deal_no, cx));
            } else {
                self.resume_or_deal(now);
            }
            if index != previous {
                self.status.truncate(shown_messages);
            }
            self.active = previous;
        }
        self.persist.mark_all_saved(&self.panels);
        if let Some(code) = self.launch.room.take() {
            let autoplay = self.launch.autoplay.take();
            self.deliver(
                GameId::Mahjong,
                panel::Handoff::JoinRoom { code, autoplay },
                now,
            );
        }
    }

    /// Lets every panel's clock run only when its game is in play, shown, not paused and the
    /// window not minimised. Returns whether the active clock runs.
    fn drive_clocks(&mut self, now: f64, window_visible: bool) -> bool {
        let mut active_running = false;
        for (index, panel) in self.panels.iter_mut().enumerate() {
            let running = index == self.active
                && window_visible
                && !self.paused
                && self.dialog.is_none()
                && panel.is_in_play();
            if let Some(clock) = panel.clock() {
                clock.set_running(running, now);
                active_running |= running;
            }
        }
        active_running
    }

    fn apply_theme(&self, ctx: &egui::Context) {
        let preference = match self.prefs.theme {
            crate::preferences::Theme::System => egui::ThemePreference::System,
            crate::preferences::Theme::Light => egui::ThemePreference::Light,
            crate::preferences::Theme::Dark => egui::ThemePreference::Dark,
        };
        if ctx.options(|o| o.theme_preference) != preference {
            ctx.set_theme(preference);
        }
    }
}

impl eframe::App for ParlourApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        let now = ctx.input(|i| i.time);
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        if !self.started {
            self.start(now);
            if let Some(problem) =
                crate::app::gallery::load_saved_back(&ctx, &self.store, &self.prefs)
            {
                self.banners.push(problem);
            }
        }
        self.apply_theme(&ctx);
        self.apply_language(&ctx);
        self.banners.extend(self.store.take_problems());
        self.banners
            .extend(crate::platform::page::storage_problems());
        self.banners.extend(crate::platform::take_reports());
        self.poll_transfer(now);
        self.poll_sync(now);
        if let Some(request) = crate::platform::page::take_history() {
            self.go_to(request, now);
        }
        let (minimized, inner_size) = ctx.input(|i| {
            (
                i.viewport().minimized.unwrap_or(false),
                i.viewport().inner_rect.map(|r| r.size()),
            )
        });
        if let Some(size) = inner_size.filter(|s| s.x > 0.0 && s.y > 0.0) {
            self.prefs.window_size = Some([size.x, size.y]);
        }

        for action in self.shortcuts(&ctx) {
            self.perform(action, now);
        }
        let mut actions = Vec::new();
        self.chrome_ui(ui, now, &mut actions);
        self.dialogs_ui(&ctx, now, &mut actions);
        for action in actions {
            self.perform(action, now);
        }

        if std::mem::take(&mut self.quit_requested) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let clock_running = self.drive_clocks(now, !minimized);
        if crate::platform::page::take_hidden() {
            // A browser has no exit: a hidden page may be closed without another frame.
            self.persist_all(now);
        } else if self.persist(now, ctx.cumulative_frame_nr()) {
            ctx.request_repaint();
        }
        self.follow_in_page();
        self.schedule_repaint(&ctx, now, clock_running);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.persist_all(self.persist.last_now());
    }
}

impl ParlourApp {
    /// Repaint on input only, plus once a second while the clock shows, plus every frame while a
    /// panel animates: idle costs nothing.
    fn schedule_repaint(&mut self, ctx: &egui::Context, now: f64, clock_running: bool) {
        // A paused board is hidden and its timers stand still: nothing to animate.
        let animating = !self.paused
            && self
                .panels
                .get(self.active)
                .is_some_and(|p| p.is_animating());
        if animating {
            ctx.request_repaint();
            return;
        }
        let mut wait: Option<f64> = None;
        if clock_running {
            let shown = self
                .panels
                .get_mut(self.active)
                .and_then(|p| p.clock().map(|c| c.elapsed(now)))
                .unwrap_or(0.0);
            wait = Some(1.0 - shown.fract() + 0.01);
        }
        if let Some(expiry) = self.status.next_expiry(now) {
            wait = Some(wait.map_or(expiry, |w| w.min(expiry)));
        }
        if let Some(seconds) = wait {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(seconds.max(0.05)));
        }
    }
}

/// One panel per game, in switcher order.
pub fn panels() -> Vec<Box<dyn GamePanel>> {
    GameId::ALL
        .into_iter()
        .map(|game| -> Box<dyn GamePanel> {
            match game {
                GameId::Solitaire => Box::new(crate::games::solitaire::ui::SolitairePanel::new()),
                GameId::Editor => Box::new(crate::games::editor::ui::EditorPanel::new()),
                GameId::Shisen => Box::new(crate::games::shisen::ui::ShisenPanel::new()),
                GameId::Match3 => Box::new(crate::games::match3::ui::Match3Panel::new()),
                GameId::Klondike => Box::new(crate::games::klondike::ui::KlondikePanel::new()),
                GameId::FreeCell => Box::new(crate::games::freecell::ui::FreeCellPanel::new()),
                GameId::Spider => Box::new(crate::games::spider::ui::SpiderPanel::new()),
                GameId::Mahjong => Box::new(crate::games::mahjong::ui::MahjongPanel::new()),
            }
        })
        .collect()
}
