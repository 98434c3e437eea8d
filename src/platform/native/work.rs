//! Long computations on the desktop: each [`Runner`] has a thread of its own, started on its
//! first request, which answers one request at a time with a `parlour_rules::work::Worker`. A
//! new request raises the stop flag of the one before, and the thread skips requests already
//! superseded, so it never spends time on a position the player has left; one search at a time
//! means one solver table in memory at a time.

pub use super::super::work_common::{Reply, Wake};
use parlour_rules::work::{Request, Worker};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

struct Job {
    generation: u64,
    request: Request,
    stop: Arc<AtomicBool>,
}

struct Sent {
    generation: u64,
    reply: Reply,
    last: bool,
}

/// One line of work on a thread of its own.
pub struct Runner {
    name: &'static str,
    jobs: Option<Sender<Job>>,
    replies: Receiver<Sent>,
    replies_in: Sender<Sent>,
    generation: u64,
    stop: Arc<AtomicBool>,
    busy: bool,
    wake: Wake,
}

impl Runner {
    /// A runner named `name` (its thread's name); `wake` is called whenever a reply arrives.
    pub fn new(name: &'static str, wake: Wake) -> Self {
        let (replies_in, replies) = channel();
        Self {
            name,
            jobs: None,
            replies,
            replies_in,
            generation: 0,
            stop: Arc::new(AtomicBool::new(false)),
            busy: false,
            wake,
        }
    }

    /// Starts `request`, stopping the one before.
    pub fn ask(&mut self, request: Request) {
        self.cancel();
        self.generation += 1;
        self.stop = Arc::new(AtomicBool::new(false));
        let mut job = Job {
            generation: self.generation,
            request,
            stop: Arc::clone(&self.stop),
        };
        if let Some(jobs) = &self.jobs {
            match jobs.send(job) {
                Ok(()) => {
                    self.busy = true;
                    return;
                }
                Err(failed) => job = failed.0,
            }
        }
        // No thread yet, or it ended: start one.
        let (jobs, inbox) = channel();
        let replies = self.replies_in.clone();
        let wake = Arc::clone(&self.wake);
        let spawned = std::thread::Builder::new()
            .name(self.name.to_owned())
            .spawn(move || serve(inbox, replies, wake));
        match spawned {
            Ok(_) if jobs.send(job).is_ok() => {
                self.jobs = Some(jobs);
                self.busy = true;
            }
            Ok(_) => self.failed("the worker thread ended".to_owned()),
            Err(e) => self.failed(e.to_string()),
        }
    }

    fn failed(&mut self, reason: String) {
        let _ = self.replies_in.send(Sent {
            generation: self.generation,
            reply: Reply::Failed(reason),
            last: true,
        });
        (self.wake)();
    }

    /// Stops the current request; its answer, if it comes, is dropped.
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.generation += 1;
        self.busy = false;
    }

    /// The replies to the current request that arrived since the last call.
    pub fn poll(&mut self) -> Vec<Reply> {
        let mut out = Vec::new();
        while let Ok(sent) = self.replies.try_recv() {
            if sent.generation == self.generation {
                if sent.last {
                    self.busy = false;
                }
                out.push(sent.reply);
            }
        }
        out
    }

    /// Whether the current request is still being worked on.
    pub fn is_busy(&self) -> bool {
        self.busy
    }
}

impl Drop for Runner {
    fn drop(&mut self) {
        // Stops the current search; dropping the sender then ends the thread's loop.
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The thread's loop: answers each request, skipping requests already superseded.
fn serve(inbox: Receiver<Job>, replies: Sender<Sent>, wake: Wake) {
    let mut worker = Worker::with_threads(crate::platform::solver_threads());
    while let Ok(mut job) = inbox.recv() {
        // Only the newest request matters.
        while let Ok(newer) = inbox.try_recv() {
            job = newer;
        }
        if job.stop.load(Ordering::Relaxed) {
            continue;
        }
        let generation = job.generation;
        let send = |reply: Reply, last: bool| {
            let _ = replies.send(Sent {
                generation,
                reply,
                last,
            });
            wake();
        };
        let last = worker.answer(job.request, &job.stop, &mut |answer| {
            send(Reply::Answer(answer), false);
        });
        send(Reply::Answer(last), true);
    }
}
