//! The sync store's schema, as versioned migrations that sqlx's migrator runs at start (it
//! records each applied version with a checksum in `_sqlx_migrations`, and on PostgreSQL holds
//! an advisory lock meanwhile, so servers sharing a database start one at a time). Each
//! migration is written once per backend where their SQL differs (a blob is `BLOB` in SQLite
//! and `BYTEA` in PostgreSQL); the queries themselves are one text for both.
//!
//! Never edit a migration that has shipped: add the next version.

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// Which database the store is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Backend {
    /// SQLite: one file, one server.
    Sqlite,
    /// PostgreSQL: several servers may share it.
    Postgres,
}

/// `(version, description, SQLite, PostgreSQL)`.
const MIGRATIONS: &[(i64, &str, &str, &str)] = &[(
    1,
    "sync codes",
    "CREATE TABLE sync_codes (
        code_hash BLOB PRIMARY KEY NOT NULL,
        revision BIGINT NOT NULL,
        document BLOB,
        created_at BIGINT NOT NULL,
        used_at BIGINT NOT NULL
    );
    CREATE INDEX sync_codes_used_at ON sync_codes (used_at);",
    "CREATE TABLE sync_codes (
        code_hash BYTEA PRIMARY KEY NOT NULL,
        revision BIGINT NOT NULL,
        document BYTEA,
        created_at BIGINT NOT NULL,
        used_at BIGINT NOT NULL
    );
    CREATE INDEX sync_codes_used_at ON sync_codes (used_at);",
)];

/// The migrator for `backend`.
pub(crate) fn migrator(backend: Backend) -> Migrator {
    let migrations = MIGRATIONS
        .iter()
        .map(|&(version, description, sqlite, postgres)| {
            let sql = match backend {
                Backend::Sqlite => sqlite,
                Backend::Postgres => postgres,
            };
            Migration::new(
                version,
                description.into(),
                MigrationType::Simple,
                sql.into_sql_str(),
                false,
            )
        })
        .collect();
    Migrator::with_migrations(migrations)
}

/// The newest schema version this build knows.
pub(crate) fn latest_version() -> i64 {
    MIGRATIONS.iter().map(|m| m.0).max().unwrap_or(0)
}
