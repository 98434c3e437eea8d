//! The browser build's Web Worker: it answers `parlour_rules::work` requests, sent as JSON by the
//! page's platform layer, with the same `Worker` a desktop thread uses. A page cannot stop a busy
//! worker, only terminate it, so the stop flag here is never raised.

/// The worker's entry: wait for requests.
#[cfg(target_arch = "wasm32")]
fn main() {
    use parlour_rules::work::{Answer, Request, Worker};
    use std::cell::RefCell;
    use std::sync::atomic::AtomicBool;

    let worker = RefCell::new(Worker::default());
    let never = AtomicBool::new(false);
    parlour_web::workers::serve(move |body, send| {
        let text = |answer: &Answer| serde_json::to_string(answer).unwrap_or_default();
        let last = match serde_json::from_str::<Request>(body) {
            Ok(request) => {
                let mut progress = |answer: Answer| send(text(&answer), false);
                worker.borrow_mut().answer(request, &never, &mut progress)
            }
            // A request this worker cannot read (a page of another version): not answered.
            Err(_) => Answer::Stopped,
        };
        send(text(&last), true);
    });
}

/// Outside a browser there is nothing to serve: the desktop runs the same work on threads.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    #[allow(clippy::print_stderr)] // the one thing this program says outside a browser
    {
        eprintln!(
            "parlour-worker runs inside the browser build (trunk build); the desktop app needs no worker"
        );
    }
    std::process::ExitCode::FAILURE
}
