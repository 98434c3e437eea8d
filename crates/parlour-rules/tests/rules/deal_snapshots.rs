//! Deal snapshots: a few deal numbers of every game, reduced to a digest of the dealt state's
//! saved form. Written before the workspace split moved the engines, and kept green since: the
//! same deal number must give the same deal on every OS and in every version, and a saved game
//! must still load.

use parlour_rules::engine::history::Rules;
use parlour_rules::{freecell, klondike, mahjong, match3, shisen, solitaire, spider};
use serde::Serialize;

/// FNV-1a over the JSON text: fixed by definition, unlike std's hasher.
fn digest(value: &impl Serialize) -> String {
    let text = serde_json::to_string(value).unwrap_or_default();
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

fn check(game: &str, digests: Vec<String>, expected: &[&str]) {
    let got: Vec<&str> = digests.iter().map(String::as_str).collect();
    assert_eq!(got, expected, "{game}: the deals changed");
}

const DEALS: [u64; 4] = [1, 2, 77, 123_456_789];

#[test]
fn solitaire_deals_are_unchanged() {
    let Some(turtle) = solitaire::builtin::builtin_layout("Turtle") else {
        panic!("no Turtle layout");
    };
    let digests = DEALS
        .iter()
        .map(|&n| match solitaire::deal::deal(&turtle, n) {
            Ok(deal) => digest(&(deal.state, deal.solution)),
            Err(e) => panic!("deal {n}: {e}"),
        })
        .collect();
    check(
        "solitaire",
        digests,
        &[
            "122faf5735ae737b",
            "849c7c6ba789660a",
            "b96358659148e0ac",
            "90c213e1cda98cd1",
        ],
    );
}

#[test]
fn shisen_deals_are_unchanged() {
    let size = shisen::size::Size::DEFAULT;
    let digests = DEALS
        .iter()
        .flat_map(|&n| [false, true].map(|gravity| (n, gravity)))
        .map(|(n, gravity)| match shisen::deal::deal(size, gravity, n) {
            Ok(deal) => digest(&(deal.board, deal.solution)),
            Err(e) => panic!("deal {n}: {e}"),
        })
        .collect();
    check(
        "shisen",
        digests,
        &[
            "8b0454d5f249b868",
            "dea5546ffd2cc643",
            "e44fce7b8f837be4",
            "26b479657e4b38f7",
            "0fb4127add44d0ae",
            "c4af7fda215dae29",
            "704076c04b1d8dd2",
            "f4f4347c3a169a5b",
        ],
    );
}

#[test]
fn match3_deals_are_unchanged() {
    let modes = [
        match3::rules::Mode::Timed,
        match3::rules::Mode::Moves,
        match3::rules::Mode::Endless,
    ];
    let digests = DEALS
        .iter()
        .flat_map(|&n| modes.map(|mode| digest(&match3::rules::Match3::new(n, mode))))
        .collect();
    check(
        "match3",
        digests,
        &[
            "4b0a4d4c9ef38177",
            "58934443e5221fda",
            "84d9d322e00cc124",
            "f56d8c3e52dbbe10",
            "037afc6722bb8df9",
            "a33183d519bee3ab",
            "0c5951934546b821",
            "15cbc306d296659e",
            "ecff9fcbb4c23ff8",
            "05c994018eb66e9d",
            "68ac75069978d3ae",
            "55a4f4536103f6d0",
        ],
    );
}

#[test]
fn klondike_deals_are_unchanged() {
    let draw_three = klondike::rules::Options {
        draw: 3,
        ..klondike::rules::Options::default()
    };
    let digests = DEALS
        .iter()
        .flat_map(|&n| {
            [klondike::rules::Options::default(), draw_three]
                .map(|options| digest(&klondike::deal::deal(n, options)))
        })
        .collect();
    check(
        "klondike",
        digests,
        &[
            "96782867faa34ccb",
            "21e9ec10e6344fe1",
            "aaf24e497ebf13cb",
            "1199f2e99539d899",
            "6aac28392b970d0b",
            "b25ccb9fa8935839",
            "6401d1064c7b4a83",
            "a4f7c962461c5a01",
        ],
    );
}

/// FreeCell deals Microsoft's numbers (1 to 1,000,000; `freecell_rules.rs` checks them
/// against Microsoft's generator as fc-solve's tool prints it); this pins the saved form.
#[test]
fn freecell_deals_are_unchanged() {
    let baker = freecell::rules::Options {
        build: freecell::rules::Build::SameSuit,
        ..freecell::rules::Options::default()
    };
    let digests = [1, 2, 77, 1_000_000]
        .iter()
        .flat_map(|&n| {
            [freecell::rules::Options::default(), baker].map(|options| {
                match freecell::deal::deal(n, options) {
                    Ok(game) => digest(&game),
                    Err(e) => panic!("deal {n}: {e}"),
                }
            })
        })
        .collect();
    check(
        "freecell",
        digests,
        &[
            "d85c7b375e45d82d",
            "f0b0e08365e61bfd",
            "54ad60a8693ec3e1",
            "640ae869b727fef1",
            "bafb4b4c8c9332d5",
            "d7acc1868fd239a5",
            "98617807b5e551cd",
            "60bced51355a129d",
        ],
    );
}

#[test]
fn mahjong_deals_are_unchanged() {
    let digests = DEALS
        .iter()
        .map(|&n| {
            let mut table = mahjong::table::Table::new(n, mahjong::rules::TableSettings::default());
            // Sixty moves in (each seat's first legal move in turn), so the wall's order and
            // the draws are pinned too.
            let start = digest(&table);
            for step in 0..60_u8 {
                let seat = step % 4;
                if let Some(first) = table.legal_moves(seat).first().cloned() {
                    let _ = table.apply(&first);
                }
            }
            // The discard log came after these digests were pinned; left out, the digest
            // still pins the wall, the draws and every hand.
            table.discard_log.clear();
            format!("{start}/{}", digest(&table))
        })
        .collect();
    check(
        "mahjong",
        digests,
        &[
            "57fa7f37c9d30e75/f0e73e1f0cc421f8",
            "64dd62fdba0eab44/4b0e8456cfd22e0c",
            "9b2ddb876c52a86c/38340d631ad8f817",
            "3552440b1858d8a3/10c9c2166fc8fe1d",
        ],
    );
}

#[test]
fn spider_deals_are_unchanged() {
    let digests = DEALS
        .iter()
        .flat_map(|&n| spider::rules::Suits::ALL.map(|suits| digest(&spider::deal::deal(n, suits))))
        .collect();
    check(
        "spider",
        digests,
        &[
            "e08c1e7036414631",
            "a4d5b1cff4ae2703",
            "c86bba679c9b1e21",
            "33fbf595687e6b35",
            "a1380b69ad52e5dd",
            "00c9299c3942f689",
            "e80ebb20a3521f8f",
            "b587c161c743aa6d",
            "aa096fb15ae3936d",
            "b11e82997019c6a7",
            "ddd99272a0970b8d",
            "197fe69a699d00e1",
        ],
    );
}
