//! Sync (issue 37): a versioned blob store per sync code, on the HTTP side's port
//! (docs/server.md, "Sync": the protocol and what is kept). The server never merges: a device
//! pulls the stored document, merges it with its own data, and pushes the result with the
//! revision it merged against.
//!
//! [`codes`] makes and reads codes, [`store`] keeps them (SQLite or PostgreSQL through sqlx),
//! [`schema`] migrates the database, [`limits`] throttles addresses, [`routes`] answers the
//! requests. This module ties them together and sweeps out data unused for too long.

mod codes;
mod limits;
mod routes;
mod schema;
mod store;

pub(crate) use routes::{cors, off_router, router};

use limits::Throttle;
use parlour_net::serve::{LogLine, Logger};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use store::Store;
use tokio::task::JoinHandle;

/// How often data is swept after the sweep at start.
const SWEEP_EVERY: Duration = Duration::from_secs(3_600);

/// The time sync stamps on what it stores, and expires it by: the system clock, or a test's.
#[derive(Clone)]
pub struct SyncClock(Arc<dyn Fn() -> SystemTime + Send + Sync>);

impl SyncClock {
    /// The system clock.
    pub fn system() -> Self {
        Self(Arc::new(SystemTime::now))
    }

    /// A clock that reads `now` (for tests: move it forward instead of waiting).
    pub fn new(now: impl Fn() -> SystemTime + Send + Sync + 'static) -> Self {
        Self(Arc::new(now))
    }

    /// Seconds since 1970 now (0 before it).
    fn unix_seconds(&self) -> i64 {
        (self.0)()
            .duration_since(UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(0)
    }
}

/// Sync's settings (from the command line).
#[derive(Clone, Debug)]
pub(crate) struct SyncSettings {
    /// `sqlite://PATH` or `postgres://...`.
    pub(crate) db_url: String,
    /// The most one upload, and one code's document, may take, in bytes.
    pub(crate) max_bytes: usize,
    /// Data unused for this many days is deleted.
    pub(crate) expire_days: u32,
    /// Wrong or malformed codes one address may send per minute.
    pub(crate) wrong_codes_per_minute: u32,
    /// New codes one address may make per hour.
    pub(crate) codes_per_hour: u32,
}

/// Sync's state, shared by its handlers and the sweep.
pub(crate) struct SyncService {
    store: Store,
    settings: SyncSettings,
    wrong_codes: Mutex<Throttle>,
    new_codes: Mutex<Throttle>,
    clock: SyncClock,
    logger: Logger,
}

impl SyncService {
    /// Opens and migrates the database.
    pub(crate) async fn open(
        settings: SyncSettings,
        clock: SyncClock,
        logger: Logger,
    ) -> Result<Arc<Self>, String> {
        let store = Store::open(&settings.db_url)
            .await
            .map_err(|e| format!("sync database {}: {e}", shown_url(&settings.db_url)))?;
        let sync = Arc::new(Self {
            store,
            wrong_codes: Mutex::new(Throttle::new(
                settings.wrong_codes_per_minute,
                Duration::from_secs(60),
            )),
            new_codes: Mutex::new(Throttle::new(
                settings.codes_per_hour,
                Duration::from_secs(3_600),
            )),
            settings,
            clock,
            logger,
        });
        Ok(sync)
    }

    /// The sweep at start, then one log line: where the data is and its limits.
    pub(crate) async fn announce(&self) {
        self.sweep().await;
        let codes = match self.store.count().await {
            Ok(n) => n.to_string(),
            Err(_) => "?".into(),
        };
        self.log(
            None,
            format!(
                "sync: {} ({codes} codes; at most {} KiB each; unused for {} days expires)",
                shown_url(&self.settings.db_url),
                self.settings.max_bytes / 1024,
                self.settings.expire_days
            ),
        );
    }

    /// Sweeps every hour until the task is aborted.
    pub(crate) fn spawn_sweeper(self: &Arc<Self>) -> JoinHandle<()> {
        let sync = self.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(SWEEP_EVERY);
            every.tick().await; // the first tick is now: the sweep at start is done
            loop {
                every.tick().await;
                sync.sweep().await;
            }
        })
    }

    /// Deletes what has not been used for `expire_days`.
    async fn sweep(&self) {
        let cutoff = self
            .now()
            .saturating_sub(i64::from(self.settings.expire_days) * 86_400);
        match self.store.sweep(cutoff).await {
            Ok(0) => {}
            Ok(n) => self.log(
                None,
                format!(
                    "sync: deleted {n} codes unused for {} days",
                    self.settings.expire_days
                ),
            ),
            Err(e) => self.log(None, format!("sync: the expiry sweep failed: {e}")),
        }
    }

    /// Closes the database.
    pub(crate) async fn close(&self) {
        self.store.close().await;
    }

    fn now(&self) -> i64 {
        self.clock.unix_seconds()
    }

    fn log(&self, peer: Option<std::net::IpAddr>, message: String) {
        (self.logger)(LogLine {
            room: None,
            peer,
            message,
        });
    }
}

/// The database's address for the log: a PostgreSQL password left out.
fn shown_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            match userinfo.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_left_out_of_the_shown_address() {
        assert_eq!(
            shown_url("postgres://parlour:s3cret@db.example:5432/sync"),
            "postgres://parlour:***@db.example:5432/sync"
        );
        assert_eq!(
            shown_url("postgres://parlour@db/sync"),
            "postgres://parlour@db/sync"
        );
        assert_eq!(
            shown_url("sqlite:///var/lib/x/sync.db"),
            "sqlite:///var/lib/x/sync.db"
        );
    }
}
