//! Parses the command line, then runs a headless command or opens the window.

// On Windows a release build is a GUI program: no console window opens behind the game. The
// command line attaches to the terminal it was started from instead (console.rs).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

/// In the browser (`trunk build`): start the app in the page; the platform layer does the rest.
#[cfg(target_arch = "wasm32")]
fn main() {
    parlour::platform::start();
}

#[cfg(not(target_arch = "wasm32"))]
mod console;

#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;
#[cfg(not(target_arch = "wasm32"))]
use parlour::app::{Launch, ParlourApp};
#[cfg(not(target_arch = "wasm32"))]
use parlour::cli::Cli;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    if std::env::args_os().len() > 1 {
        console::attach_to_parent_terminal();
    }
    let mut cli = Cli::parse();
    if let Some(command) = cli.command.take() {
        let mut out = std::io::stdout().lock();
        return match parlour::cli::run(&cli, command, &mut out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                #[allow(clippy::print_stderr)] // the one place errors of a headless run are shown
                {
                    eprintln!("parlour: {error}");
                }
                ExitCode::FAILURE
            }
        };
    }
    let launch = Launch {
        game: cli.game,
        deal: cli.deal,
        config_dir: cli.config_dir,
        room: cli.room,
        autoplay: cli.autoplay,
        system_language: true,
        ..Launch::default()
    };
    match open_window(launch) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            #[allow(clippy::print_stderr)]
            {
                eprintln!("parlour: could not open the window: {error}");
            }
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn open_window(launch: Launch) -> eframe::Result {
    let app = ParlourApp::new(launch);
    let [width, height] = app.initial_window_size();
    // The desktop entry's name: parlour.desktop from the packages, the Flatpak's own id inside a
    // Flatpak (which sets FLATPAK_ID), so docks match the window to its entry and icon.
    let app_id = std::env::var("FLATPAK_ID").unwrap_or_else(|_| "parlour".to_owned());
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Parlour")
        .with_app_id(app_id)
        .with_inner_size([width, height])
        .with_min_inner_size([480.0, 360.0]);
    if let Some(icon) = parlour::app::icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    eframe::run_native("Parlour", options, Box::new(|_cc| Ok(Box::new(app))))
}
