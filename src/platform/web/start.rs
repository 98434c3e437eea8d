//! The browser build's entry: read the page's storage into memory, then start eframe's web
//! runner on the page's canvas, and take the loading notice away (or put the error there).

use crate::app::{Launch, ParlourApp};
use wasm_bindgen::JsCast;

/// The canvas the app draws on (index.html).
const CANVAS_ID: &str = "parlour_canvas";

/// Starts the app in the page. Returns at once; the rest runs on the page's event loop.
pub fn start() {
    // Panics and eframe's own log lines go to the browser's console.
    let _ = eframe::WebLogger::init(log::LevelFilter::Warn);
    // The page found already that this browser cannot run the app, and said so in words.
    if loading_element().is_some_and(|e| e.has_attribute("data-problem")) {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        loading(&crate::t!("web-loading-storage"));
        parlour_web::files::open(parlour_web::files::DATABASE).await;
        let request = super::page::requested();
        if request.room.is_some() {
            // A room link joins in the first frame, on the server that served the page: know
            // it first (one small request to that server).
            super::net::probe_home_server().await;
        } else {
            wasm_bindgen_futures::spawn_local(super::net::probe_home_server());
        }
        let launch = Launch {
            game: request.game,
            deal: request.deal,
            language: request.language,
            address_problems: request.problems.clone(),
            room: request.room.clone(),
            autoplay: request.autoplay,
            system_language: true,
            ..Launch::default()
        };
        let Some(canvas) = canvas() else {
            loading_failed("no canvas in the page");
            return;
        };
        let options = eframe::WebOptions {
            // Keys the game uses are the game's, not the browser's (see page::keys).
            ..eframe::WebOptions::default()
        };
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                options,
                Box::new(move |cc| {
                    let ctx = cc.egui_ctx.clone();
                    super::page::listen(move || ctx.request_repaint());
                    parlour_web::page::keep_shortcuts();
                    Ok(Box::new(ParlourApp::new(launch)))
                }),
            )
            .await;
        match started {
            Ok(()) => {
                hide_loading();
                // Asked after the start, since a browser may ask the player first.
                let persistence = parlour_web::page::persist().await;
                if persistence != parlour_web::page::Persistence::Persistent
                    && !parlour_web::files::is_stored()
                {
                    crate::platform::report(crate::t!("web-storage-off"));
                }
            }
            Err(error) => loading_failed(&parlour_web::js_text(&error)),
        }
    });
}

fn canvas() -> Option<web_sys::HtmlCanvasElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id(CANVAS_ID)?
        .dyn_into()
        .ok()
}

fn loading_element() -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .get_element_by_id("parlour-loading")
}

/// Says what is happening in the loading notice.
fn loading(text: &str) {
    if let Some(element) = loading_element() {
        element.set_text_content(Some(text));
    }
}

fn hide_loading() {
    if let Some(element) = loading_element() {
        element.remove();
    }
}

/// Puts why the app could not start in the loading notice, in words, marked as a problem (as the
/// page's own checks mark theirs). A WebGL context that could not be made (hardware acceleration
/// off) gets its own advice: the page checks only that the browser knows WebGL 2, since making a
/// context to try it costs a software renderer up to half a second of the start.
fn loading_failed(reason: &str) {
    log::error!("Parlour could not start: {reason}");
    let text = if reason.to_ascii_lowercase().contains("webgl") {
        crate::t!("web-no-webgl2")
    } else {
        crate::t!("web-start-failed", reason = reason)
    };
    loading(&text);
    if let Some(element) = loading_element() {
        let _ = element.set_attribute("data-problem", "1");
    }
}
