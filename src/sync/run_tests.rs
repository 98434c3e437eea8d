//! Whole syncs between config folders through an in-memory server that follows the protocol.

use super::*;
use crate::platform::http_common::{HttpError, HttpFuture, HttpReply, HttpRequest};
use pollster::block_on;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

/// The protocol's server side in memory: codes, each with its revision and document
/// (revision 0: nothing stored).
#[derive(Default)]
struct Memory {
    docs: RefCell<BTreeMap<String, (u64, Vec<u8>)>>,
    /// The code made last.
    latest: RefCell<Option<String>>,
    /// Pushes to refuse with 412 before taking one (another device pushing first).
    races: Cell<u32>,
    /// Deletes to answer with 503 (the database away) before taking one.
    failing_deletes: Cell<u32>,
}

impl Memory {
    fn reply(status: u16, body: serde_json::Value) -> HttpReply {
        HttpReply {
            status,
            body: body.to_string().into_bytes(),
            ..HttpReply::default()
        }
    }

    /// Replaces the document of the code made last, as a hostile server would.
    fn tamper(&self, revision: u64, bytes: &[u8]) {
        let latest = self.latest.borrow().clone().unwrap();
        self.docs
            .borrow_mut()
            .insert(latest, (revision, bytes.to_vec()));
    }

    /// The document of the code made last.
    fn latest_doc(&self) -> Option<(u64, Vec<u8>)> {
        let latest = self.latest.borrow().clone()?;
        self.docs.borrow().get(&latest).cloned()
    }
}

impl Transport for Memory {
    fn send<'a>(&'a self, request: HttpRequest<'a>) -> HttpFuture<'a> {
        Box::pin(std::future::ready(self.answer(&request)))
    }
}

impl Memory {
    fn answer(&self, r: &HttpRequest<'_>) -> Result<HttpReply, HttpError> {
        if r.method == "POST" {
            let made = self.docs.borrow().len();
            let code = format!("AAAAA-BBBBB-CCCCC-DDDD{}", (b'A' + made as u8) as char);
            self.docs.borrow_mut().insert(code.clone(), (0, Vec::new()));
            *self.latest.borrow_mut() = Some(code.clone());
            return Ok(Memory::reply(201, serde_json::json!({"code": code})));
        }
        let code = r
            .headers
            .iter()
            .find(|(n, _)| *n == "Parlour-Sync-Code")
            .map(|(_, c)| c.clone())
            .unwrap_or_default();
        let Some((revision, bytes)) = self.docs.borrow().get(&code).cloned() else {
            return Ok(Memory::reply(
                404,
                serde_json::json!({"error": "unknown sync code"}),
            ));
        };
        match r.method {
            "GET" if revision == 0 => Ok(HttpReply {
                status: 204,
                etag: Some("\"0\"".into()),
                ..HttpReply::default()
            }),
            "GET" => Ok(HttpReply {
                status: 200,
                body: bytes,
                etag: Some(format!("\"{revision}\"")),
                retry_after: None,
            }),
            "PUT" => {
                let wanted = r.headers.iter().find(|(n, _)| *n == "If-Match");
                if self.races.get() > 0 {
                    self.races.set(self.races.get() - 1);
                    return Ok(Memory::reply(
                        412,
                        serde_json::json!({"revision": revision}),
                    ));
                }
                if wanted.map(|(_, v)| v.clone()) != Some(format!("\"{revision}\"")) {
                    return Ok(Memory::reply(
                        412,
                        serde_json::json!({"revision": revision}),
                    ));
                }
                let body = r.body.unwrap_or_default().to_vec();
                self.docs.borrow_mut().insert(code, (revision + 1, body));
                Ok(Memory::reply(
                    200,
                    serde_json::json!({"revision": revision + 1}),
                ))
            }
            "DELETE" if self.failing_deletes.get() > 0 => {
                self.failing_deletes.set(self.failing_deletes.get() - 1);
                Ok(Memory::reply(
                    503,
                    serde_json::json!({"error": "database away"}),
                ))
            }
            "DELETE" => {
                self.docs.borrow_mut().remove(&code);
                Ok(HttpReply {
                    status: 204,
                    ..HttpReply::default()
                })
            }
            _ => Ok(Memory::reply(405, serde_json::json!({"error": "no"}))),
        }
    }
}

fn write_save(store: &Store, game: GameId, id: u64) {
    let path = store.dir().join(Store::saved_game_file(game.key()));
    let value = serde_json::json!({"version": 1, "data": {"id": id}});
    file::write_atomic(&path, value.to_string().as_bytes()).unwrap();
}

fn read_save(store: &Store, game: GameId) -> Option<u64> {
    let path = store.dir().join(Store::saved_game_file(game.key()));
    let bytes = std::fs::read(path).ok()?;
    let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    v["data"]["id"].as_u64()
}

#[test]
fn two_devices_follow_each_other_and_a_conflict_keeps_both() {
    let (a_dir, b_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut a = Store::open(Some(a_dir.path().to_owned()));
    let mut b = Store::open(Some(b_dir.path().to_owned()));
    let server = Memory::default();
    write_save(&a, GameId::Klondike, 1);
    let (mut a_link, _) = block_on(create(&mut a, "127.0.0.1:1", TlsMode::Plain, &server)).unwrap();
    let code = a_link.code.clone();
    let (mut b_link, joined) =
        block_on(join(&mut b, "127.0.0.1:1", TlsMode::Plain, code, &server)).unwrap();
    assert_eq!(joined.taken, [GameId::Klondike]);
    assert_eq!(read_save(&b, GameId::Klondike), Some(1));
    // B moves on; A takes B's position.
    write_save(&b, GameId::Klondike, 2);
    block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    let got = block_on(sync_now(&mut a, &mut a_link, &server)).unwrap();
    assert_eq!(got.taken, [GameId::Klondike]);
    assert_eq!(read_save(&a, GameId::Klondike), Some(2));
    // Both move: the second to sync keeps both.
    write_save(&a, GameId::Klondike, 3);
    write_save(&b, GameId::Klondike, 4);
    block_on(sync_now(&mut a, &mut a_link, &server)).unwrap();
    let got = block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    assert_eq!(got.new_conflicts, [GameId::Klondike]);
    assert_eq!(read_save(&b, GameId::Klondike), Some(4));
    let other = conflicts::read(b.dir(), GameId::Klondike).unwrap();
    assert_eq!(other["data"]["id"], 3);
    // Syncing again changes nothing and keeps the conflict.
    let again = block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    assert!(again.taken.is_empty() && again.new_conflicts.is_empty());
    assert_eq!(again.conflicts, [GameId::Klondike]);
    // A, the first to sync, keeps both at its next sync: its own, and B's aside.
    let got = block_on(sync_now(&mut a, &mut a_link, &server)).unwrap();
    assert_eq!(got.new_conflicts, [GameId::Klondike]);
    assert_eq!(read_save(&a, GameId::Klondike), Some(3));
    assert_eq!(
        conflicts::read(a.dir(), GameId::Klondike).unwrap()["data"]["id"],
        4
    );
    // B keeps its own: A gets it at its next sync, and the choice waits nowhere any more.
    conflicts::choose(b.dir(), GameId::Klondike, conflicts::Choice::Mine).unwrap();
    block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    let got = block_on(sync_now(&mut a, &mut a_link, &server)).unwrap();
    assert_eq!(got.taken, [GameId::Klondike]);
    assert!(got.conflicts.is_empty());
    assert_eq!(read_save(&a, GameId::Klondike), Some(4));
    assert!(conflicts::list(a.dir()).is_empty() && conflicts::list(b.dir()).is_empty());
}

#[test]
fn a_new_code_gathers_pushes_and_revokes_the_old_one() {
    let (a_dir, b_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut a = Store::open(Some(a_dir.path().to_owned()));
    let mut b = Store::open(Some(b_dir.path().to_owned()));
    let server = Memory::default();
    write_save(&a, GameId::Klondike, 1);
    let (a_link, _) = block_on(create(&mut a, "h", TlsMode::Plain, &server)).unwrap();
    let (mut b_link, _) = block_on(join(
        &mut b,
        "h",
        TlsMode::Plain,
        a_link.code.clone(),
        &server,
    ))
    .unwrap();
    // B's latest game went up with the old code only; A replaces the code.
    write_save(&b, GameId::Spider, 7);
    block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    let (new_link, outcome) = block_on(replace(&mut a, &a_link, &server)).unwrap();
    assert_eq!(read_save(&a, GameId::Spider), Some(7), "gathered first");
    assert_eq!(outcome.retired_kept, None);
    assert_eq!(new_link.retired, None, "the old code was revoked");
    assert_eq!(new_link.server, a_link.server);
    match link::load(a.dir()) {
        link::Loaded::Linked(on_disk) => assert_eq!(on_disk, new_link),
        other => panic!("{other:?}"),
    }
    assert_ne!(new_link.code, a_link.code);
    let held = server.latest_doc().expect("data under the new code");
    let doc = String::from_utf8(held.1).unwrap();
    assert!(doc.contains("saves/spider.json") && doc.contains("saves/klondike.json"));
    // The old code no longer works for B.
    assert_eq!(
        block_on(sync_now(&mut b, &mut b_link, &server)).unwrap_err(),
        SyncError::UnknownCode
    );
}

#[test]
fn an_old_code_the_server_would_not_revoke_is_revoked_at_the_next_sync() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let server = Memory::default();
    let (old, _) = block_on(create(&mut store, "h", TlsMode::Plain, &server)).unwrap();
    server.failing_deletes.set(1);
    let (mut link, outcome) = block_on(replace(&mut store, &old, &server)).unwrap();
    assert!(outcome.retired_kept.unwrap().contains("database away"));
    assert_eq!(link.retired.as_ref(), Some(&old.code));
    assert!(server.docs.borrow().contains_key(&old.code.reveal()));
    let outcome = block_on(sync_now(&mut store, &mut link, &server)).unwrap();
    assert_eq!(outcome.retired_kept, None);
    assert_eq!(link.retired, None);
    assert!(!server.docs.borrow().contains_key(&old.code.reveal()));
    match link::load(dir.path()) {
        link::Loaded::Linked(on_disk) => assert_eq!(on_disk.retired, None),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_race_is_merged_again_and_nothing_lost() {
    let (a_dir, b_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut a = Store::open(Some(a_dir.path().to_owned()));
    let mut b = Store::open(Some(b_dir.path().to_owned()));
    let server = Memory::default();
    write_save(&a, GameId::Klondike, 1);
    let (mut a_link, _) = block_on(create(&mut a, "h", TlsMode::Plain, &server)).unwrap();
    let (mut b_link, _) = block_on(join(
        &mut b,
        "h",
        TlsMode::Plain,
        a_link.code.clone(),
        &server,
    ))
    .unwrap();
    write_save(&a, GameId::Spider, 5);
    server.races.set(2);
    block_on(sync_now(&mut a, &mut a_link, &server)).unwrap();
    block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    assert_eq!(read_save(&b, GameId::Spider), Some(5));
    server.races.set(ATTEMPTS as u32);
    assert!(block_on(sync_now(&mut a, &mut a_link, &server)).is_err());
}

#[test]
fn wrong_codes_revoked_codes_and_refused_documents() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(Some(dir.path().to_owned()));
    let server = Memory::default();
    let wrong = SyncCode::parse("ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ").unwrap();
    let err = block_on(join(&mut store, "h", TlsMode::Plain, wrong, &server)).unwrap_err();
    assert_eq!(err, SyncError::UnknownCode);
    assert!(matches!(link::load(dir.path()), link::Loaded::None));

    write_save(&store, GameId::Klondike, 1);
    let (mut link, _) = block_on(create(&mut store, "h", TlsMode::Plain, &server)).unwrap();
    // A tampered document: refused whole, kept aside, nothing here changed.
    server.tamper(7, br#"{"version": 1, "data": {"files": 3}}"#);
    let err = block_on(sync_now(&mut store, &mut link, &server)).unwrap_err();
    assert!(matches!(err, SyncError::DocumentRefused { .. }), "{err}");
    assert_eq!(read_save(&store, GameId::Klondike), Some(1));
    let kept = file::file_names(dir.path()).unwrap();
    assert!(
        kept.iter().any(|n| n.starts_with("sync-refused-")),
        "{kept:?}"
    );
    // A document with one bad part: the rest comes in, the part is named, ours stays.
    let bad_part = serde_json::json!({"version": 1, "data": {"files": {
        "saves/klondike.json": {"version": 99, "data": {}},
        "saves/spider.json": {"version": 1, "data": {"id": 9}},
    }}});
    server.tamper(8, bad_part.to_string().as_bytes());
    let got = block_on(sync_now(&mut store, &mut link, &server)).unwrap();
    assert_eq!(got.refused.len(), 1, "{:?}", got.refused);
    assert_eq!(read_save(&store, GameId::Klondike), Some(1));
    assert_eq!(read_save(&store, GameId::Spider), Some(9));

    block_on(revoke(&store, &link, &server)).unwrap();
    assert!(matches!(link::load(dir.path()), link::Loaded::None));
    assert_eq!(
        block_on(sync_now(&mut store, &mut link, &server)).unwrap_err(),
        SyncError::UnknownCode
    );
}
