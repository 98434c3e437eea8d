//! A solver run under a wall-clock limit, for the solvers' `--limit-ms`: the solver runs on a
//! helper thread and its stop flag is raised when the limit has passed. The solvers themselves
//! read no clock (they are pure); the limit belongs to the command line.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Runs `solve` with a stop flag raised after `limit` (none: on this thread, never stopped).
/// `gave_up` is the answer if the helper thread fails.
pub fn solve_within<T: Send>(
    limit: Option<Duration>,
    solve: impl FnOnce(&AtomicBool) -> T + Send,
    gave_up: impl FnOnce() -> T,
) -> T {
    let stop = AtomicBool::new(false);
    let Some(limit) = limit else {
        return solve(&stop);
    };
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let answer = solve(&stop);
            let _ = done_tx.send(());
            answer
        });
        if done_rx.recv_timeout(limit).is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        worker.join().unwrap_or_else(|_| gave_up())
    })
}
