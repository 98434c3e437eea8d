//! The sync store: one row per code, keyed by the code's SHA-256, through sqlx's `any` driver so
//! that SQLite and PostgreSQL run the same queries. Every change is one statement, and so one
//! transaction: a crash loses at most the upload in flight. An upload is a conditional UPDATE
//! (`WHERE revision = N`), so two devices racing on one code cannot both win, on either backend.

use super::codes::CodeHash;
use super::schema::{self, Backend};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, ConnectOptions, Row};
use std::str::FromStr;
use std::time::Duration;
use subtle::ConstantTimeEq;

/// What a code has stored.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Stored {
    /// 0 before the first upload.
    pub(crate) revision: i64,
    /// The document, once uploaded.
    pub(crate) document: Option<Vec<u8>>,
}

/// How an upload went.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Upload {
    /// Stored as this revision.
    Stored(i64),
    /// The stored revision is this one, not the one the device merged against.
    Stale(i64),
    /// No such code.
    Unknown,
}

/// The database.
pub(crate) struct Store {
    pool: AnyPool,
}

impl Store {
    /// Opens (creating a missing SQLite file) and migrates the database at `url`
    /// (`sqlite://PATH` or `postgres://...`). The error says what went wrong in words.
    pub(crate) async fn open(url: &str) -> Result<Self, String> {
        sqlx::any::install_default_drivers();
        let scheme = url.split(':').next().unwrap_or_default();
        let (backend, url, connections) = match scheme {
            "sqlite" => (Backend::Sqlite, sqlite_url(url), 4),
            "postgres" | "postgresql" => (Backend::Postgres, url.to_owned(), 8),
            _ => {
                return Err(
                    "give the database as sqlite://PATH or postgres://USER@HOST/NAME".to_owned(),
                );
            }
        };
        // No statement in the logs: they would say nothing a reader needs, and the documents
        // are the players' own.
        let options = AnyConnectOptions::from_str(&url)
            .map_err(|e| format!("the database address: {e}"))?
            .disable_statement_logging();
        let sqlite = backend == Backend::Sqlite;
        let pool = AnyPoolOptions::new()
            .max_connections(connections)
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if sqlite {
                        // A commit is on the disk before the device is answered, whatever
                        // SQLite was built to default to in WAL mode.
                        sqlx::query("PRAGMA synchronous = FULL")
                            .execute(&mut *conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await
            .map_err(|e| format!("cannot open the database: {e}"))?;
        if backend == Backend::Sqlite {
            // Readers do not wait for a writer, and a commit is one append to the log (with
            // synchronous=FULL, durable once committed). It stays set in the file; foreign
            // keys are on per connection by sqlx's default.
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await
                .map_err(|e| format!("cannot set the database's journal: {e}"))?;
        }
        schema::migrator(backend).run(&pool).await.map_err(|e| {
            format!(
                "cannot bring the database to schema version {}: {e}",
                schema::latest_version()
            )
        })?;
        Ok(Self { pool })
    }

    /// Adds a code with nothing stored; false when its hash is taken (a 2^-100 event, or a
    /// broken random source).
    pub(crate) async fn create(&self, hash: &CodeHash, now: i64) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "INSERT INTO sync_codes (code_hash, revision, created_at, used_at)
             VALUES ($1, 0, $2, $2) ON CONFLICT (code_hash) DO NOTHING",
        )
        .bind(hash.to_vec())
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// What `hash` has stored, marking it used at `now`; `None` for an unknown code.
    pub(crate) async fn read(
        &self,
        hash: &CodeHash,
        now: i64,
    ) -> Result<Option<Stored>, sqlx::Error> {
        let row = sqlx::query(
            "UPDATE sync_codes SET used_at = $1 WHERE code_hash = $2
             RETURNING code_hash, revision, document",
        )
        .bind(now)
        .bind(hash.to_vec())
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        if !same_hash(&row.try_get::<Vec<u8>, _>(0)?, hash) {
            return Ok(None);
        }
        Ok(Some(Stored {
            revision: row.try_get(1)?,
            document: row.try_get(2)?,
        }))
    }

    /// Stores `document` as the next revision when the stored one is `expected`.
    pub(crate) async fn upload(
        &self,
        hash: &CodeHash,
        expected: i64,
        document: Vec<u8>,
        now: i64,
    ) -> Result<Upload, sqlx::Error> {
        let row = sqlx::query(
            "UPDATE sync_codes SET document = $1, revision = revision + 1, used_at = $2
             WHERE code_hash = $3 AND revision = $4
             RETURNING code_hash, revision",
        )
        .bind(document)
        .bind(now)
        .bind(hash.to_vec())
        .bind(expected)
        .fetch_optional(&self.pool)
        .await?;
        if let Some(row) = row {
            // The row is found by the hash through the index; this comparison is the only one
            // of a code's hash in the process, and it takes the same time wherever they differ.
            if same_hash(&row.try_get::<Vec<u8>, _>(0)?, hash) {
                return Ok(Upload::Stored(row.try_get(1)?));
            }
            return Ok(Upload::Unknown);
        }
        let row = sqlx::query("SELECT revision FROM sync_codes WHERE code_hash = $1")
            .bind(hash.to_vec())
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => Upload::Stale(row.try_get(0)?),
            None => Upload::Unknown,
        })
    }

    /// Deletes the code and everything stored for it; false when it was unknown.
    pub(crate) async fn delete(&self, hash: &CodeHash) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("DELETE FROM sync_codes WHERE code_hash = $1")
            .bind(hash.to_vec())
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Deletes every code unused since `cutoff`; how many.
    pub(crate) async fn sweep(&self, cutoff: i64) -> Result<u64, sqlx::Error> {
        let done = sqlx::query("DELETE FROM sync_codes WHERE used_at < $1")
            .bind(cutoff)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Codes stored now.
    pub(crate) async fn count(&self) -> Result<i64, sqlx::Error> {
        sqlx::query("SELECT COUNT(*) FROM sync_codes")
            .fetch_one(&self.pool)
            .await?
            .try_get(0)
    }

    /// Closes every connection (waits for the queries in flight).
    pub(crate) async fn close(&self) {
        self.pool.close().await;
    }

    #[cfg(test)]
    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }
}

fn same_hash(stored: &[u8], hash: &CodeHash) -> bool {
    bool::from(stored.ct_eq(hash.as_slice()))
}

/// `sqlite://PATH` with `mode=rwc` (create the file when missing) unless a mode is given.
fn sqlite_url(url: &str) -> String {
    if url.contains("mode=") {
        url.to_owned()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn open_temp(dir: &tempfile::TempDir) -> Store {
        let path = dir.path().join("sync.db");
        Store::open(&format!("sqlite://{}", path.display()))
            .await
            .unwrap()
    }

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
    }

    #[test]
    fn a_new_sqlite_file_is_made_in_wal_mode_synchronous_with_foreign_keys_on() {
        let dir = tempfile::tempdir().unwrap();
        runtime().block_on(async {
            let store = open_temp(&dir).await;
            let mode: String = sqlx::query("PRAGMA journal_mode")
                .fetch_one(store.pool())
                .await
                .unwrap()
                .try_get(0)
                .unwrap();
            assert_eq!(mode, "wal");
            let keys: i64 = sqlx::query("PRAGMA foreign_keys")
                .fetch_one(store.pool())
                .await
                .unwrap()
                .try_get(0)
                .unwrap();
            assert_eq!(keys, 1);
            let sync: i64 = sqlx::query("PRAGMA synchronous")
                .fetch_one(store.pool())
                .await
                .unwrap()
                .try_get(0)
                .unwrap();
            assert_eq!(sync, 2, "FULL");
            let version: i64 = sqlx::query("SELECT MAX(version) FROM _sqlx_migrations")
                .fetch_one(store.pool())
                .await
                .unwrap()
                .try_get(0)
                .unwrap();
            assert_eq!(version, schema::latest_version());
            store.close().await;
        });
        assert!(dir.path().join("sync.db").exists());
    }

    #[test]
    fn revisions_count_up_and_a_stale_upload_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        runtime().block_on(async {
            let store = open_temp(&dir).await;
            let hash = [7u8; 32];
            assert!(store.create(&hash, 100).await.unwrap());
            assert!(!store.create(&hash, 100).await.unwrap(), "taken");
            let empty = Stored {
                revision: 0,
                document: None,
            };
            assert_eq!(store.read(&hash, 101).await.unwrap(), Some(empty));
            let up = store.upload(&hash, 0, b"{}".to_vec(), 102).await.unwrap();
            assert_eq!(up, Upload::Stored(1));
            let stale = store.upload(&hash, 0, b"[]".to_vec(), 103).await.unwrap();
            assert_eq!(stale, Upload::Stale(1));
            let read = store.read(&hash, 104).await.unwrap().unwrap();
            assert_eq!(read.revision, 1);
            assert_eq!(read.document.as_deref(), Some(&b"{}"[..]));
            let other = [8u8; 32];
            assert_eq!(store.read(&other, 105).await.unwrap(), None);
            let unknown = store.upload(&other, 0, b"{}".to_vec(), 105).await;
            assert_eq!(unknown.unwrap(), Upload::Unknown);
            assert!(store.delete(&hash).await.unwrap());
            assert!(!store.delete(&hash).await.unwrap());
            assert_eq!(store.count().await.unwrap(), 0);
        });
    }

    #[test]
    fn the_sweep_deletes_only_what_was_not_used_since_the_cutoff() {
        let dir = tempfile::tempdir().unwrap();
        runtime().block_on(async {
            let store = open_temp(&dir).await;
            let (old, touched, fresh) = ([1u8; 32], [2u8; 32], [3u8; 32]);
            store.create(&old, 10).await.unwrap();
            store.create(&touched, 10).await.unwrap();
            store.create(&fresh, 50).await.unwrap();
            store.read(&touched, 60).await.unwrap();
            assert_eq!(store.sweep(40).await.unwrap(), 1);
            assert_eq!(store.read(&old, 70).await.unwrap(), None);
            assert!(store.read(&touched, 70).await.unwrap().is_some());
            assert!(store.read(&fresh, 70).await.unwrap().is_some());
        });
    }

    #[test]
    fn other_schemes_are_refused_in_words() {
        let error = runtime()
            .block_on(Store::open("mysql://localhost/parlour"))
            .err()
            .unwrap();
        assert!(error.contains("sqlite://"), "{error}");
    }
}
