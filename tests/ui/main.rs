//! The window's tests, one binary (each binary that links egui costs minutes of CI): every panel
//! driven through egui_kittest by accessible label, the shell, the faces, and saved games of the
//! previous release.

mod panel_shell;

mod app_ui;
mod editor_ui;
mod faces_ui;
mod klondike_ui;
mod languages_ui;
mod mahjong_lan_ui;
mod mahjong_online_ui;
mod mahjong_ui;
mod match3_ui;
mod saves_compat;
mod shisen_ui;
mod solitaire_ui;
mod statistics_ui;
