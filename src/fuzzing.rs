//! What each fuzz target checks, one function per way bytes come into Parlour. The cargo-fuzz
//! targets in `fuzz/` call these on nightly; `tests/fuzz/` calls them on stable over the saved
//! corpus and a bounded seeded run, so CI catches a regression without nightly.
//!
//! Each function must never panic on any input; where it can, it also checks a round trip
//! (what parses writes back to the same thing), and panics when that fails.
//!
//! Architecture: this is test support inside the library so both runners share it; it reads no
//! file and prints nothing.

// A failed round trip is reported by panicking: that is what the fuzzer looks for.
#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]

use crate::panel::PanelContext;
use crate::preferences::Preferences;
use crate::records::Records;
use parlour_proto::protocol::{self, ClientMsg, Frame, ServerMsg};
use parlour_rules::engine::card::Card;
use parlour_rules::engine::tile::{Face, parse_hand};
use parlour_rules::klondike::deal::{from_solvitaire_json, to_solvitaire};
use parlour_rules::klondike::rules::Options;
use parlour_rules::solitaire::kmahjongg::{
    parse_desktop, parse_kmahjongg, write_desktop, write_kmahjongg,
};
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::layout_format::{parse_layout, write_layout};
use parlour_rules::solitaire::limits;
use tokio_util::codec::{Decoder, Encoder};

/// A fuzz check: it panics when its input shows a bug.
pub type Check = fn(&[u8]);

/// Every target, by the name of its folder under `fuzz/corpus/`.
pub const TARGETS: [(&str, Check); 10] = [
    ("layout_file", layout_file),
    ("kmahjongg_layout", kmahjongg_layout),
    ("kmahjongg_desktop", kmahjongg_desktop),
    ("saved_game", saved_game),
    ("records", records),
    ("preferences", preferences),
    ("klondike_deal", klondike_deal),
    ("tile_notation", tile_notation),
    ("card_notation", card_notation),
    ("lan_frames", lan_frames),
];

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

fn sorted(layout: &Layout) -> Vec<(i32, i32, i32)> {
    let mut tiles: Vec<_> = layout.tiles.iter().map(|t| (t.z, t.y, t.x)).collect();
    tiles.sort_unstable();
    tiles
}

/// Parlour's layout format: what parses is within the limits and writes back to the same tiles.
pub fn layout_file(data: &[u8]) {
    let Some(Ok(layout)) = text(data).map(parse_layout) else {
        return;
    };
    assert_eq!(
        limits::check_layout(&layout),
        Ok(()),
        "a parsed layout is within the limits"
    );
    let written = write_layout(&layout).expect("a parsed layout fits a file");
    let again = parse_layout(&written).expect("what Parlour writes, it reads");
    assert_eq!(sorted(&again), sorted(&layout));
    assert_eq!((&again.name, &again.author), (&layout.name, &layout.author));
}

/// KMahjongg's `.layout` files: what parses writes back to the same tiles.
pub fn kmahjongg_layout(data: &[u8]) {
    let Some(Ok(board)) = text(data).map(parse_kmahjongg) else {
        return;
    };
    let layout = Layout::new("fuzz", "", board.tiles);
    let Ok(written) = write_kmahjongg(&layout) else {
        panic!("a parsed board fits a file");
    };
    let again = parse_kmahjongg(&written).expect("what Parlour writes, it reads");
    assert_eq!(
        sorted(&Layout::new("fuzz", "", again.tiles)),
        sorted(&layout)
    );
}

/// KMahjongg's `.desktop` descriptions: what parses writes back to the same entry.
pub fn kmahjongg_desktop(data: &[u8]) {
    let Some(Ok(entry)) = text(data).map(parse_desktop) else {
        return;
    };
    assert_eq!(parse_desktop(&write_desktop(&entry)), Ok(entry));
}

/// A saved game, given to every panel: it resumes or is refused, and a resumed game saves and
/// resumes again.
pub fn saved_game(data: &[u8]) {
    let Ok(saved) = serde_json::from_slice::<serde_json::Value>(data) else {
        return;
    };
    for mut panel in crate::app::panels() {
        let (mut prefs, mut records, mut messages) =
            (Preferences::default(), Records::default(), Vec::new());
        let mut cx = PanelContext::new(0.0, &mut prefs, &mut records, &mut messages);
        if panel.restore(saved.clone(), &mut cx).is_err() {
            continue;
        }
        if let Some(again) = panel.save(0.0) {
            let key = panel.id().key();
            assert!(
                panel.restore(again, &mut cx).is_ok(),
                "{key}: a resumed game's own save does not resume"
            );
        }
    }
}

/// The records file: it loads or is refused, and what loads saves and loads the same.
pub fn records(data: &[u8]) {
    if let Ok(loaded) = crate::store::file::decode_versioned::<Records>(data, Records::VERSION) {
        let value = serde_json::json!({ "version": Records::VERSION, "data": loaded });
        let bytes = serde_json::to_vec(&value).unwrap();
        let again: Records =
            crate::store::file::decode_versioned(&bytes, Records::VERSION).unwrap();
        assert_eq!(again, loaded);
    }
}

/// The preferences file: it loads or is refused, and what loads saves and loads the same.
pub fn preferences(data: &[u8]) {
    let version = Preferences::VERSION;
    if let Ok(loaded) = crate::store::file::decode_versioned::<Preferences>(data, version) {
        let value = serde_json::json!({ "version": version, "data": loaded });
        let bytes = serde_json::to_vec(&value).unwrap();
        let again: Preferences = crate::store::file::decode_versioned(&bytes, version).unwrap();
        assert_eq!(again, loaded);
    }
}

/// A Klondike deal in Solvitaire's JSON: what imports exports to a deal that imports the same.
pub fn klondike_deal(data: &[u8]) {
    let Some(Ok(game)) = text(data).map(|t| from_solvitaire_json(t, Options::default())) else {
        return;
    };
    let exported = serde_json::to_string(&to_solvitaire(&game)).unwrap();
    let again = from_solvitaire_json(&exported, Options::default()).expect("exports import");
    assert_eq!(to_solvitaire(&again), to_solvitaire(&game));
}

/// Mahjong tile and hand notation: what parses writes back to the same faces.
pub fn tile_notation(data: &[u8]) {
    let Some(text) = text(data) else { return };
    if let Ok(face) = text.parse::<Face>() {
        assert_eq!(face.to_string().parse::<Face>(), Ok(face));
    }
    if let Ok(faces) = parse_hand(text) {
        let written: String = faces.iter().map(ToString::to_string).collect();
        assert_eq!(parse_hand(&written), Ok(faces));
    }
}

/// Card notation (`10H`, `qs`): what parses writes back to the same card.
pub fn card_notation(data: &[u8]) {
    let Some(text) = text(data) else { return };
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
    }
}

/// Bytes on a LAN or room-server connection, as either side reads them: every frame decodes
/// to a message or a refusal, and every message re-encodes to a line that decodes the same.
pub fn lan_frames(data: &[u8]) {
    let mut codec = parlour_net::codec::codec();
    let mut buf = bytes::BytesMut::from(data);
    while let Ok(Some(frame)) = codec.decode_eof(&mut buf) {
        if let Ok(msg) = frame.clone().decode::<ClientMsg>() {
            assert_eq!(round_trip(&msg), Some(msg));
        }
        if let Ok(msg) = frame.decode::<ServerMsg>() {
            assert_eq!(round_trip(&msg), Some(msg));
        }
    }
}

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(msg: &T) -> Option<T> {
    let mut buf = bytes::BytesMut::new();
    parlour_net::codec::codec()
        .encode(protocol::to_line(msg), &mut buf)
        .ok()?;
    match parlour_net::codec::codec().decode_eof(&mut buf).ok()?? {
        Frame::Line(line) => serde_json::from_str(&line).ok(),
        _ => None,
    }
}
