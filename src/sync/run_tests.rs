//! Whole syncs between config folders through an in-memory server that follows the protocol.

use super::*;
use crate::platform::http_common::{HttpError, HttpFuture, HttpReply, HttpRequest};
use pollster::block_on;
use std::cell::{Cell, RefCell};

/// The protocol's server side in memory: one code, its document and revision.
#[derive(Default)]
struct Memory {
    code: RefCell<Option<String>>,
    doc: RefCell<Option<(u64, Vec<u8>)>>,
    /// Pushes to refuse with 412 before taking one (another device pushing first).
    races: Cell<u32>,
}

impl Memory {
    fn reply(status: u16, body: serde_json::Value) -> HttpReply {
        HttpReply {
            status,
            body: body.to_string().into_bytes(),
            ..HttpReply::default()
        }
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
            *self.code.borrow_mut() = Some("AAAAA-BBBBB-CCCCC-DDDDD".into());
            return Ok(Memory::reply(
                201,
                serde_json::json!({"code": "AAAAA-BBBBB-CCCCC-DDDDD"}),
            ));
        }
        let code = r.headers.iter().find(|(n, _)| *n == "Parlour-Sync-Code");
        if code.map(|(_, c)| c) != self.code.borrow().as_ref() {
            return Ok(Memory::reply(
                404,
                serde_json::json!({"error": "unknown sync code"}),
            ));
        }
        let revision = self.doc.borrow().as_ref().map_or(0, |d| d.0);
        match r.method {
            "GET" => Ok(match &*self.doc.borrow() {
                Some((rev, bytes)) => HttpReply {
                    status: 200,
                    body: bytes.clone(),
                    etag: Some(format!("\"{rev}\"")),
                    retry_after: None,
                },
                None => HttpReply {
                    status: 204,
                    etag: Some("\"0\"".into()),
                    ..HttpReply::default()
                },
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
                *self.doc.borrow_mut() = Some((revision + 1, body));
                Ok(Memory::reply(
                    200,
                    serde_json::json!({"revision": revision + 1}),
                ))
            }
            "DELETE" => {
                *self.code.borrow_mut() = None;
                *self.doc.borrow_mut() = None;
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
    // B keeps its own: A gets it at its next sync.
    conflicts::choose(b.dir(), GameId::Klondike, conflicts::Choice::Mine).unwrap();
    block_on(sync_now(&mut b, &mut b_link, &server)).unwrap();
    block_on(sync_now(&mut a, &mut a_link, &server)).unwrap();
    assert_eq!(read_save(&a, GameId::Klondike), Some(4));
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
    *server.doc.borrow_mut() = Some((7, br#"{"version": 1, "data": {"files": 3}}"#.to_vec()));
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
    *server.doc.borrow_mut() = Some((8, bad_part.to_string().into_bytes()));
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
