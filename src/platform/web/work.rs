//! Long computations in the browser: each [`Runner`] has a Web Worker of its own
//! (`parlour-worker`, a small wasm module of the rules crate, built beside the app by trunk),
//! which answers with the same `parlour_rules::work::Worker` as a desktop thread. A new request
//! while the worker is busy terminates it and starts another (`parlour_web::workers::Lane`).

pub use super::super::work_common::{Reply, Wake};
use parlour_rules::work::{Answer, Request};
use parlour_web::workers::{Lane, Reply as LaneReply};

/// The worker's loader, beside index.html (trunk names worker files after the crate, unhashed).
const SCRIPT: &str = "./parlour-worker_loader.js";

/// One line of work on a Web Worker of its own.
pub struct Runner {
    lane: Lane,
}

impl Runner {
    /// A runner; `wake` is called whenever a reply arrives. (`_name` names desktop threads.)
    pub fn new(_name: &'static str, wake: Wake) -> Self {
        Self {
            lane: Lane::new(SCRIPT, move || wake()),
        }
    }

    /// Starts `request`, stopping the one before.
    pub fn ask(&mut self, request: Request) {
        match serde_json::to_string(&request) {
            Ok(text) => self.lane.ask(&text),
            Err(e) => log::error!("a request could not be written: {e}"),
        }
    }

    /// Stops the current request.
    pub fn cancel(&mut self) {
        self.lane.cancel();
    }

    /// The replies to the current request that arrived since the last call.
    pub fn poll(&mut self) -> Vec<Reply> {
        self.lane
            .poll()
            .into_iter()
            .map(|reply| match reply {
                LaneReply::Answer { body, .. } => match serde_json::from_str::<Answer>(&body) {
                    Ok(answer) => Reply::Answer(answer),
                    Err(e) => Reply::Failed(format!("the worker's answer could not be read: {e}")),
                },
                LaneReply::Failed(reason) => Reply::Failed(reason),
            })
            .collect()
    }

    /// Whether the current request is still being worked on.
    pub fn is_busy(&self) -> bool {
        self.lane.is_busy()
    }
}
