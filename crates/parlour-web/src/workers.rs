//! Long computations in Web Workers: a page has no threads (no SharedArrayBuffer without special
//! headers, which the site must not need), so a solver that would freeze the page runs in a
//! worker of its own instead, a separate small wasm module that answers requests.
//!
//! A [`Lane`] is one line of work: it keeps one worker and sends it one request at a time. A new
//! request while the worker is still busy terminates it (a busy worker cannot read a message
//! saying stop, and its memory goes with it) and starts a fresh one; an idle worker is reused,
//! with whatever it keeps between requests. Requests and answers are text (JSON, made by the
//! caller), tagged with the request's number so an answer that crossed a cancel is dropped.
//!
//! A worker listens only once its wasm module has loaded, and a message sent before then is lost:
//! it says `{ready: true}` when it listens, and the lane holds the request until then.
//!
//! The worker's side is [`serve`].

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// What came back for the current request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// An answer; `last` says that no more will come for this request.
    Answer {
        /// The answer's text.
        body: String,
        /// Whether it is the request's last answer.
        last: bool,
    },
    /// The worker failed (it could not start, or it stopped with an error).
    Failed(String),
}

struct Inbox {
    generation: u64,
    replies: Vec<Reply>,
    /// Whether the worker said it listens.
    ready: bool,
    /// The request held until then.
    held: Option<JsValue>,
}

/// One line of work on a worker of its own.
pub struct Lane {
    script: String,
    worker: Option<web_sys::Worker>,
    inbox: Rc<RefCell<Inbox>>,
    wake: Rc<dyn Fn()>,
    busy: bool,
    // The worker's handlers live as long as the worker.
    _handlers: Option<Handlers>,
}

/// A worker's message and error handlers.
type Handlers = (
    Closure<dyn FnMut(web_sys::MessageEvent)>,
    Closure<dyn FnMut(web_sys::Event)>,
);

impl Lane {
    /// A lane whose worker runs `script` (a URL relative to the page), started on the first
    /// request; `wake` is called whenever a reply arrives.
    pub fn new(script: &str, wake: impl Fn() + 'static) -> Self {
        Self {
            script: script.to_owned(),
            worker: None,
            inbox: Rc::new(RefCell::new(Inbox {
                generation: 0,
                replies: Vec::new(),
                ready: false,
                held: None,
            })),
            wake: Rc::new(wake),
            busy: false,
            _handlers: None,
        }
    }

    /// Sends `request`, dropping the one before: a busy worker is terminated first.
    pub fn ask(&mut self, request: &str) {
        if self.busy {
            self.stop();
        }
        let generation = {
            let mut inbox = self.inbox.borrow_mut();
            inbox.generation += 1;
            inbox.replies.clear();
            inbox.generation
        };
        if self.worker.is_none()
            && let Err(error) = self.start()
        {
            self.inbox.borrow_mut().replies.push(Reply::Failed(error));
            (self.wake)();
            return;
        }
        let message = js_sys::Object::new();
        let posted =
            js_sys::Reflect::set(&message, &"generation".into(), &(generation as f64).into())
                .and_then(|_| js_sys::Reflect::set(&message, &"body".into(), &request.into()))
                .and_then(|_| {
                    let mut inbox = self.inbox.borrow_mut();
                    match &self.worker {
                        Some(worker) if inbox.ready => worker.post_message(&message),
                        Some(_) => {
                            inbox.held = Some(message.into());
                            Ok(())
                        }
                        None => Err(JsValue::from_str("no worker")),
                    }
                });
        match posted {
            Ok(()) => self.busy = true,
            Err(error) => {
                self.inbox
                    .borrow_mut()
                    .replies
                    .push(Reply::Failed(crate::js_text(&error)));
                (self.wake)();
            }
        }
    }

    /// Drops the current request: a busy worker is terminated.
    pub fn cancel(&mut self) {
        self.inbox.borrow_mut().generation += 1;
        if self.busy {
            self.stop();
        }
    }

    /// The replies to the current request that arrived since the last call.
    pub fn poll(&mut self) -> Vec<Reply> {
        let replies = std::mem::take(&mut self.inbox.borrow_mut().replies);
        for reply in &replies {
            match reply {
                Reply::Answer { last: true, .. } => self.busy = false,
                Reply::Answer { .. } => {}
                Reply::Failed(_) => {
                    // A worker that failed (a trap in the wasm) cannot be trusted again.
                    self.stop();
                }
            }
        }
        replies
    }

    /// Whether the worker is working on the current request.
    pub fn is_busy(&self) -> bool {
        self.busy
    }

    fn stop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
        {
            let mut inbox = self.inbox.borrow_mut();
            inbox.ready = false;
            inbox.held = None;
        }
        self._handlers = None;
        self.busy = false;
    }

    fn start(&mut self) -> Result<(), String> {
        let worker = web_sys::Worker::new(&self.script).map_err(|e| crate::js_text(&e))?;
        let inbox = Rc::clone(&self.inbox);
        let wake = Rc::clone(&self.wake);
        let listener = worker.clone();
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |event: web_sys::MessageEvent| {
                let data = event.data();
                let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok();
                if field("ready").and_then(|v| v.as_bool()) == Some(true) {
                    let mut inbox = inbox.borrow_mut();
                    inbox.ready = true;
                    if let Some(held) = inbox.held.take()
                        && let Err(error) = listener.post_message(&held)
                    {
                        inbox.replies.push(Reply::Failed(crate::js_text(&error)));
                        drop(inbox);
                        wake();
                    }
                    return;
                }
                let generation = field("generation").and_then(|v| v.as_f64());
                let body = field("body").and_then(|v| v.as_string());
                let last = field("last").and_then(|v| v.as_bool()).unwrap_or(true);
                let mut inbox = inbox.borrow_mut();
                match (generation, body) {
                    (Some(g), Some(body)) if g == inbox.generation as f64 => {
                        inbox.replies.push(Reply::Answer { body, last });
                    }
                    (Some(_), Some(_)) => return, // an answer to a request dropped since
                    _ => inbox
                        .replies
                        .push(Reply::Failed("the worker sent something else".into())),
                }
                drop(inbox);
                wake();
            },
        );
        let inbox = Rc::clone(&self.inbox);
        let wake = Rc::clone(&self.wake);
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            let message = event
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| "the worker stopped".to_owned());
            inbox.borrow_mut().replies.push(Reply::Failed(message));
            wake();
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self._handlers = Some((on_message, on_error));
        Ok(())
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The worker's side: answers every request with `answer`, which gets the request's text and a
/// function to send answers with (`last` true on the final one). Call once from the worker's
/// entry point; the worker then waits for requests.
pub fn serve(answer: impl Fn(&str, &mut dyn FnMut(String, bool)) + 'static) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post_scope = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let data = event.data();
            let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok();
            let generation = field("generation").unwrap_or(JsValue::NULL);
            let Some(body) = field("body").and_then(|v| v.as_string()) else {
                return;
            };
            let mut send = |text: String, last: bool| {
                let message = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&message, &"generation".into(), &generation);
                let _ = js_sys::Reflect::set(&message, &"body".into(), &text.into());
                let _ = js_sys::Reflect::set(&message, &"last".into(), &last.into());
                let _ = post_scope.post_message(&message);
            };
            answer(&body, &mut send);
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Requests are held by the page until the worker says it listens.
    let ready = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&ready, &"ready".into(), &true.into());
    let _ = scope.post_message(&ready);
}
