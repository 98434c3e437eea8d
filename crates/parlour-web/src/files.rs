//! The store's files in IndexedDB, mirrored in memory.
//!
//! A browser has no file system and IndexedDB answers only asynchronously, while the store reads
//! and writes synchronously (as the desktop's file system lets it). So every entry is read into
//! memory once, before the app's first frame ([`open`]), and from then on reads come from the
//! mirror and every change is written through to IndexedDB at once, each in its own transaction
//! (a crash loses at most the writes still in flight, never a torn entry). IndexedDB runs
//! read-write transactions on the same store in the order they were made, so the last write
//! wins there as it does in the mirror.
//!
//! Limits, checked before an entry is copied into the module's memory: [`MAX_ENTRY_BYTES`] an
//! entry, [`MAX_ENTRIES`] entries and [`MAX_TOTAL_BYTES`] in all. An entry that breaks them, or
//! is not bytes at all, is kept aside under another key and reported, never deleted.

use idb::{Database, DatabaseEvent, Factory, ObjectStoreParams, TransactionMode};
use js_sys::Uint8Array;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};

/// The IndexedDB database the app keeps its files in.
pub const DATABASE: &str = "parlour";
/// Its one object store: keys are paths (`records.json`, `layouts/mine.tiles`), values bytes.
const STORE: &str = "files";
/// The largest entry read into memory: a card back picture may be 40 MB, every other file is far
/// smaller and the store checks its own, lower limits again.
pub const MAX_ENTRY_BYTES: u32 = 48 * 1024 * 1024;
/// The most entries read at start.
pub const MAX_ENTRIES: usize = 10_000;
/// The most bytes held in all; a write beyond it is refused.
pub const MAX_TOTAL_BYTES: u64 = 256 * 1024 * 1024;

/// Something the player should be told about the browser's storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// IndexedDB cannot be used (a private window, storage switched off for the site): the
    /// files live only as long as the tab.
    Unavailable(String),
    /// An entry could not be used and was kept aside under another key.
    SetAside {
        /// Its key.
        key: String,
        /// Where it went.
        aside: String,
        /// Why it could not be used.
        reason: String,
    },
    /// More entries or bytes than the limits: these were left in storage, unread.
    TooMuch {
        /// How many entries were left unread.
        skipped: usize,
    },
    /// The browser's storage quota is full: this entry was not written.
    QuotaFull {
        /// The entry.
        key: String,
    },
    /// A write failed for another reason.
    WriteFailed {
        /// The entry.
        key: String,
        /// The browser's reason.
        error: String,
    },
    /// A write was refused before it was tried: the mirror would pass [`MAX_TOTAL_BYTES`].
    Full {
        /// The entry.
        key: String,
    },
}

#[derive(Default)]
struct Mirror {
    entries: BTreeMap<String, Rc<Vec<u8>>>,
    total: u64,
    database: Option<Rc<Database>>,
    problems: Vec<Problem>,
    in_flight: usize,
    opened: bool,
}

thread_local! {
    static MIRROR: RefCell<Mirror> = RefCell::new(Mirror::default());
}

fn with<R>(f: impl FnOnce(&mut Mirror) -> R) -> R {
    MIRROR.with(|m| f(&mut m.borrow_mut()))
}

/// Opens the database and reads every entry into memory. Call once, before the first frame;
/// without IndexedDB the mirror still works, for this tab only, and says so in
/// [`take_problems`]. `name` is the database (tests use their own).
pub async fn open(name: &str) {
    let opened = match open_database(name).await {
        Ok(database) => {
            let database = Rc::new(database);
            let loaded = load(&database).await;
            Ok((database, loaded))
        }
        Err(error) => Err(error),
    };
    with(|m| {
        m.opened = true;
        match opened {
            Ok((database, Ok(loaded))) => {
                m.database = Some(database);
                m.total = loaded.entries.values().map(|v| v.len() as u64).sum();
                m.entries = loaded.entries;
                m.problems.extend(loaded.problems);
            }
            Ok((_, Err(error))) | Err(error) => m.problems.push(Problem::Unavailable(error)),
        }
    });
}

async fn open_database(name: &str) -> Result<Database, String> {
    let factory = Factory::new().map_err(|e| e.to_string())?;
    let mut request = factory.open(name, Some(1)).map_err(|e| e.to_string())?;
    request.on_upgrade_needed(|event| {
        // Version 1: one store of files. A failure here fails the open, which is reported.
        if let Ok(database) = event.database()
            && !database.store_names().iter().any(|s| s == STORE)
        {
            let _ = database.create_object_store(STORE, ObjectStoreParams::new());
        }
    });
    request.await.map_err(|e| e.to_string())
}

struct Loaded {
    entries: BTreeMap<String, Rc<Vec<u8>>>,
    problems: Vec<Problem>,
}

/// Reads every entry, checking each one's size before copying it out of JavaScript.
async fn load(database: &Database) -> Result<Loaded, String> {
    let text = |e: idb::Error| e.to_string();
    let transaction = database
        .transaction(&[STORE], TransactionMode::ReadOnly)
        .map_err(text)?;
    let store = transaction.object_store(STORE).map_err(text)?;
    let keys = store
        .get_all_keys(None, None)
        .map_err(text)?
        .await
        .map_err(text)?;
    let values = store
        .get_all(None, None)
        .map_err(text)?
        .await
        .map_err(text)?;
    let mut loaded = Loaded {
        entries: BTreeMap::new(),
        problems: Vec::new(),
    };
    let mut total = 0u64;
    let mut skipped = 0;
    let mut aside = Vec::new();
    for (key, value) in keys.into_iter().zip(values) {
        let Some(key) = key.as_string() else {
            continue; // not one of ours: no path names it
        };
        if key.contains(".corrupt-") {
            continue; // kept aside before: left where it is, unread, as on the desktop
        }
        if loaded.entries.len() >= MAX_ENTRIES {
            skipped += 1;
            continue;
        }
        let Some(bytes) = value.dyn_ref::<Uint8Array>() else {
            aside.push((key, value, "it is not a file".to_owned()));
            continue;
        };
        let len = bytes.length();
        if len > MAX_ENTRY_BYTES {
            let reason = format!("it is {len} bytes; at most {MAX_ENTRY_BYTES} are read");
            aside.push((key, value, reason));
            continue;
        }
        if total + u64::from(len) > MAX_TOTAL_BYTES {
            skipped += 1;
            continue;
        }
        total += u64::from(len);
        loaded.entries.insert(key, Rc::new(bytes.to_vec()));
    }
    if skipped > 0 {
        loaded.problems.push(Problem::TooMuch { skipped });
    }
    drop(transaction);
    for (key, value, reason) in aside {
        let kept = format!("{key}.corrupt-{}", js_sys::Date::now() as u64 / 1000);
        let problem = match move_entry(database, &key, &kept, &value).await {
            Ok(()) => Problem::SetAside {
                key,
                aside: kept,
                reason,
            },
            Err(error) => Problem::WriteFailed { key, error },
        };
        loaded.problems.push(problem);
    }
    Ok(loaded)
}

/// Moves `value` from `from` to `to` in one transaction.
async fn move_entry(
    database: &Database,
    from: &str,
    to: &str,
    value: &JsValue,
) -> Result<(), String> {
    let text = |e: idb::Error| e.to_string();
    let transaction = database
        .transaction(&[STORE], TransactionMode::ReadWrite)
        .map_err(text)?;
    let store = transaction.object_store(STORE).map_err(text)?;
    store
        .put(value, Some(&JsValue::from_str(to)))
        .map_err(text)?
        .await
        .map_err(text)?;
    store
        .delete(JsValue::from_str(from))
        .map_err(text)?
        .await
        .map_err(text)?;
    transaction.commit().map_err(text)?.await.map_err(text)?;
    Ok(())
}

/// Whether [`open`] has run.
pub fn is_open() -> bool {
    with(|m| m.opened)
}

/// Whether the files outlive the tab (IndexedDB opened).
pub fn is_stored() -> bool {
    with(|m| m.database.is_some())
}

/// The bytes of `key`, if there is such an entry.
pub fn read(key: &str) -> Option<Rc<Vec<u8>>> {
    with(|m| m.entries.get(key).cloned())
}

/// The size of `key` in bytes, if there is such an entry.
pub fn len(key: &str) -> Option<u64> {
    with(|m| m.entries.get(key).map(|v| v.len() as u64))
}

/// The keys that start with `prefix`, in order.
pub fn keys_under(prefix: &str) -> Vec<String> {
    with(|m| {
        m.entries
            .range(prefix.to_owned()..)
            .take_while(|(k, _)| k.starts_with(prefix))
            .map(|(k, _)| k.clone())
            .collect()
    })
}

/// Writes `bytes` as `key`: at once in memory, then to IndexedDB. Refused (and reported) when the
/// mirror would pass [`MAX_TOTAL_BYTES`] or the entry [`MAX_ENTRY_BYTES`].
pub fn write(key: &str, bytes: Vec<u8>) -> Result<(), Problem> {
    let len = bytes.len() as u64;
    let database = with(|m| {
        let old = m.entries.get(key).map_or(0, |v| v.len() as u64);
        if len > u64::from(MAX_ENTRY_BYTES) || m.total - old + len > MAX_TOTAL_BYTES {
            return Err(Problem::Full {
                key: key.to_owned(),
            });
        }
        m.total = m.total - old + len;
        let bytes = Rc::new(bytes);
        m.entries.insert(key.to_owned(), Rc::clone(&bytes));
        Ok(m.database.clone().map(|d| (d, bytes)))
    })?;
    if let Some((database, bytes)) = database {
        let value = Uint8Array::from(bytes.as_slice());
        let key = key.to_owned();
        spawn_write(key.clone(), async move {
            let text = |e: idb::Error| e.to_string();
            let transaction = database
                .transaction(&[STORE], TransactionMode::ReadWrite)
                .map_err(text)?;
            let store = transaction.object_store(STORE).map_err(text)?;
            store
                .put(&value, Some(&JsValue::from_str(&key)))
                .map_err(text)?
                .await
                .map_err(text)?;
            transaction.commit().map_err(text)?.await.map_err(text)?;
            Ok(())
        });
    }
    Ok(())
}

/// Deletes `key` (nothing when there is no such entry).
pub fn remove(key: &str) {
    let database = with(|m| {
        if let Some(old) = m.entries.remove(key) {
            m.total -= old.len() as u64;
        }
        m.database.clone()
    });
    if let Some(database) = database {
        let key = key.to_owned();
        spawn_write(key.clone(), async move {
            let text = |e: idb::Error| e.to_string();
            let transaction = database
                .transaction(&[STORE], TransactionMode::ReadWrite)
                .map_err(text)?;
            let store = transaction.object_store(STORE).map_err(text)?;
            store
                .delete(JsValue::from_str(&key))
                .map_err(text)?
                .await
                .map_err(text)?;
            transaction.commit().map_err(text)?.await.map_err(text)?;
            Ok(())
        });
    }
}

/// Renames `from` to `to` (replacing `to`), in one transaction. False when there is no `from`.
pub fn rename(from: &str, to: &str) -> bool {
    let moved = with(|m| {
        let bytes = m.entries.remove(from)?;
        if let Some(old) = m.entries.insert(to.to_owned(), Rc::clone(&bytes)) {
            m.total -= old.len() as u64;
        }
        Some(m.database.clone().map(|d| (d, bytes)))
    });
    let Some(stored) = moved else {
        return false;
    };
    if let Some((database, bytes)) = stored {
        let value: JsValue = Uint8Array::from(bytes.as_slice()).into();
        let (from, to) = (from.to_owned(), to.to_owned());
        spawn_write(to.clone(), async move {
            move_entry(&database, &from, &to, &value).await
        });
    }
    true
}

fn spawn_write(
    key: String,
    write: impl std::future::Future<Output = Result<(), String>> + 'static,
) {
    with(|m| m.in_flight += 1);
    wasm_bindgen_futures::spawn_local(async move {
        let result = write.await;
        with(|m| {
            m.in_flight -= 1;
            if let Err(error) = result {
                m.problems.push(if error.contains("QuotaExceeded") {
                    Problem::QuotaFull { key }
                } else {
                    Problem::WriteFailed { key, error }
                });
            }
        });
    });
}

/// How many writes are still on their way to IndexedDB.
pub fn writes_in_flight() -> usize {
    with(|m| m.in_flight)
}

/// Waits until every write made so far has reached IndexedDB (or failed and been reported).
pub async fn settled() {
    while writes_in_flight() > 0 {
        crate::page::sleep_ms(5).await;
    }
}

/// The problems met since the last call, for the player.
pub fn take_problems() -> Vec<Problem> {
    with(|m| std::mem::take(&mut m.problems))
}

/// Forgets the mirror (tests open a fresh database after it).
pub fn close() {
    with(|m| {
        if let Some(database) = m.database.take() {
            database.close();
        }
        *m = Mirror::default();
    });
}
