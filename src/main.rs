//! Parses the command line, then runs a headless command or opens the window.

use clap::Parser;
use parlour::app::{Launch, ParlourApp};
use parlour::cli::Cli;
use std::process::ExitCode;

fn main() -> ExitCode {
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

fn open_window(launch: Launch) -> eframe::Result {
    let app = ParlourApp::new(launch);
    let [width, height] = app.initial_window_size();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Parlour")
        .with_app_id("parlour")
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
