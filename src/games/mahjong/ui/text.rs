//! Texts the rules and network crates give in English, said in the player's language: a
//! refused move, a scoring line, a claim, a server address that does not parse. Each maps the
//! crate's variants (or, for texts given as strings, the cases the crate writes) to messages
//! whose English is the crate's own Display text.

use crate::faces::names::tile_suit_name;
use crate::t;
use parlour_rules::mahjong::claims::Claim;
use parlour_rules::mahjong::rules::TableError;
use parlour_rules::mahjong::scoring::{FaanLine, Pattern};

/// Why the table refused a move, as the rules crate's Display says it in English.
pub(crate) fn table_error(error: &TableError) -> String {
    match error {
        TableError::NoSuchSeat(seat) => t!("mahjong-error-no-such-seat", seat = i64::from(*seat)),
        TableError::NotNow(seat, why) => t!(
            "mahjong-error-not-now",
            seat = i64::from(*seat),
            reason = not_now_reason(why)
        ),
        TableError::NotHeld { seat, face, action } => {
            let (seat, face) = (i64::from(*seat), face.to_string());
            match *action {
                "discard" => t!("mahjong-error-not-held-discard", seat = seat, face = face),
                "make a kong with" => t!("mahjong-error-not-held-kong", seat = seat, face = face),
                other => t!(
                    "mahjong-error-not-held",
                    seat = seat,
                    face = face,
                    action = other
                ),
            }
        }
        TableError::ClaimRefused { seat, claim } => t!(
            "mahjong-error-claim-refused",
            seat = i64::from(*seat),
            claim = claim.as_str()
        ),
        TableError::NotAWin { min_faan } => {
            t!("mahjong-error-not-a-win", min_faan = i64::from(*min_faan))
        }
        TableError::GameOver => t!("mahjong-error-game-over"),
    }
}

/// The reasons the table gives with [`TableError::NotNow`]; one it does not know stays as given.
fn not_now_reason(why: &str) -> String {
    match why {
        "the hand is still being played" => t!("mahjong-not-now-hand-in-play"),
        "the hand is over" => t!("mahjong-not-now-hand-over"),
        "a discard is waiting for claims: claim or pass" => t!("mahjong-not-now-claims"),
        "it is not your turn" => t!("mahjong-not-now-not-your-turn"),
        "it has no claim to answer on this discard" => t!("mahjong-not-now-no-claim"),
        other => other.to_owned(),
    }
}

/// A scoring line's name on the result screen.
pub(crate) fn pattern_name(line: &FaanLine) -> String {
    match line.pattern {
        Pattern::ThirteenOrphans => t!("mahjong-faan-thirteen-orphans"),
        Pattern::BigFourWinds => t!("mahjong-faan-big-four-winds"),
        Pattern::AllHonours => t!("mahjong-faan-all-honours"),
        Pattern::AllTerminals => t!("mahjong-faan-all-terminals"),
        Pattern::BigThreeDragons => t!("mahjong-faan-big-three-dragons"),
        Pattern::FullFlush => t!("mahjong-faan-full-flush"),
        Pattern::SmallFourWinds => t!("mahjong-faan-small-four-winds"),
        Pattern::SmallThreeDragons => t!("mahjong-faan-small-three-dragons"),
        Pattern::SevenPairs => t!("mahjong-faan-seven-pairs"),
        Pattern::AllPongs => t!("mahjong-faan-all-pongs"),
        Pattern::HalfFlush => t!("mahjong-faan-half-flush"),
        Pattern::AllFlowers => t!("mahjong-faan-all-flowers"),
        Pattern::AllSeasons => t!("mahjong-faan-all-seasons"),
        Pattern::DragonPong => t!("mahjong-faan-dragon-pong"),
        Pattern::SeatWind => t!("mahjong-faan-seat-wind"),
        Pattern::RoundWind => t!("mahjong-faan-round-wind"),
        Pattern::AllChows => t!("mahjong-faan-all-chows"),
        Pattern::ConcealedHand => t!("mahjong-faan-concealed-hand"),
        Pattern::SelfDraw => t!("mahjong-faan-self-draw"),
        Pattern::WinOnKong => t!("mahjong-faan-win-on-kong"),
        Pattern::LastTile => t!("mahjong-faan-last-tile"),
        Pattern::NoBonusTiles => t!("mahjong-faan-no-bonus-tiles"),
        Pattern::SeatFlower => t!("mahjong-faan-seat-flower"),
        Pattern::SeatSeason => t!("mahjong-faan-seat-season"),
    }
}

/// A claim as a button says it: "Pong", "Chow 3-4-5 of dots".
pub(crate) fn claim_label(claim: Claim) -> String {
    match claim {
        Claim::Win => t!("mahjong-claim-win"),
        Claim::Kong => t!("mahjong-claim-kong"),
        Claim::Pong => t!("mahjong-claim-pong"),
        Claim::Chow { lowest } => {
            let low = i64::from(lowest.rank());
            t!(
                "mahjong-claim-chow",
                low = low,
                mid = low + 1,
                high = low + 2,
                suit = tile_suit_name(lowest.suit())
            )
        }
    }
}

/// Why the typed server does not parse, from the cases `Target::parse` refuses (its English
/// text); `error` is its own text, kept for a case it adds later.
pub(crate) fn server_error(typed: &str, error: String) -> String {
    let typed = typed.trim();
    if typed.is_empty() {
        return t!("mahjong-server-missing");
    }
    if typed.parse::<std::net::SocketAddr>().is_err()
        && let Some((host, port)) = typed.rsplit_once(':')
        && !host.contains(':')
        && port.parse::<u16>().is_err()
    {
        return t!("mahjong-server-bad-port", port = port);
    }
    if error == format!("{typed} is not a server address") {
        return t!("mahjong-server-bad-address", address = typed);
    }
    error
}

/// The end of an online game in one sentence, for the status line and screen readers: every
/// seat's final score in seat order and which seat is this one's (seats counted from 1).
pub(crate) fn final_scores(view: &parlour_rules::mahjong::view::SeatView) -> String {
    let scores: Vec<String> = view.scores.iter().map(i64::to_string).collect();
    t!(
        "mahjong-online-game-over",
        scores = scores.join(" / "),
        seat = (view.seat % 4 + 1).to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};
    use parlour_rules::engine::tile::{Face, Suit};

    fn face(suit: Suit, rank: u8) -> Face {
        Face::all()
            .find(|f| f.suit() == suit && f.rank() == rank)
            .unwrap()
    }

    /// In English the window says what the rules and network crates say.
    #[test]
    fn english_texts_are_the_crates_own() {
        set_language(Language::English);
        let errors = [
            TableError::NoSuchSeat(5),
            TableError::NotNow(1, "it is not your turn"),
            TableError::NotNow(2, "a discard is waiting for claims: claim or pass"),
            TableError::NotNow(2, "something new"),
            TableError::NotHeld {
                seat: 0,
                face: face(Suit::Dots, 3),
                action: "discard",
            },
            TableError::NotHeld {
                seat: 0,
                face: face(Suit::Dots, 3),
                action: "make a kong with",
            },
            TableError::ClaimRefused {
                seat: 3,
                claim: "Chow 2-3-4m".to_owned(),
            },
            TableError::NotAWin { min_faan: 3 },
            TableError::GameOver,
        ];
        for error in errors {
            assert_eq!(table_error(&error), error.to_string());
        }
        for row in parlour_rules::mahjong::scoring::FAAN_TABLE {
            let line = FaanLine {
                pattern: row.pattern,
                name: row.name.to_owned(),
                faan: row.faan,
            };
            assert_eq!(pattern_name(&line), row.name);
        }
        for claim in [Claim::Win, Claim::Kong, Claim::Pong] {
            assert_eq!(claim_label(claim), claim.label());
        }
        let chow = claim_label(Claim::Chow {
            lowest: face(Suit::Dots, 3),
        });
        assert_eq!(chow, "Chow 3-4-5 of dots");
        for typed in [
            "",
            "  ",
            "example.org:99999",
            "example.org:x",
            "a b",
            "[]:5",
        ] {
            let error = parlour_proto::client::Target::parse(typed, 1, None)
                .err()
                .unwrap_or_default();
            assert_eq!(server_error(typed, error.clone()), error, "{typed:?}");
        }
    }

    /// Messages with selects and lists say in English what the window said before.
    #[test]
    fn english_selects_read_as_before() {
        set_language(Language::English);
        let three = face(Suit::Dots, 3);
        let whose = super::super::pieces::whose;
        assert_eq!(
            whose("mahjong-discard-name", 0, Some(three)),
            "Your discard: 3 of dots"
        );
        assert_eq!(
            whose("mahjong-discard-last-name", 2, Some(three)),
            "Discard of Across, the last: 3 of dots"
        );
        assert_eq!(
            whose("mahjong-meld-hidden-name", 3, None),
            "Meld of Left: concealed kong tile"
        );
        assert_eq!(
            whose("mahjong-bonus-name", 1, Some(three)),
            "Flower or season of Right: 3 of dots"
        );
        assert_eq!(
            crate::t!(
                "mahjong-hint-ready",
                waits = "3 of dots, 6 of dots",
                left = 1i64
            ),
            "Ready, waiting on: 3 of dots, 6 of dots (1 tile left unseen)."
        );
        assert_eq!(
            crate::t!(
                "mahjong-hint-away",
                shanten = 2i64,
                left = 5i64,
                kinds = 1i64
            ),
            "2 tiles from ready; 5 unseen tiles (1 kind) improve it."
        );
        assert_eq!(
            crate::t!(
                "mahjong-hint-away",
                shanten = 1i64,
                left = 1i64,
                kinds = 1i64
            ),
            "1 tile from ready; 1 unseen tile (1 kind) improves it."
        );
        assert_eq!(crate::t!("mahjong-list-separator"), ", ");
        assert_eq!(crate::t!("mahjong-seconds-suffix"), " s");
        assert_eq!(
            crate::t!(
                "mahjong-win-heading",
                who = "other",
                winner = "Mei (Hard)",
                how = "other",
                discarder = "Kenji (Hard)",
                tile = "3 of dots"
            ),
            "Mei (Hard) wins on Kenji (Hard)'s discard with the 3 of dots"
        );
        assert_eq!(
            crate::t!(
                "mahjong-win-heading",
                who = "you",
                winner = "You",
                how = "self",
                discarder = "",
                tile = "3 of dots"
            ),
            "You win by self-draw with the 3 of dots"
        );
        assert_eq!(
            crate::t!(
                "mahjong-name-line-dealer",
                name = "You",
                wind = "East",
                score = -12i64
            ),
            "You · East · dealer · -12"
        );
    }
}
