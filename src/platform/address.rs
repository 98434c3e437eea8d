//! The page's address as a request, like the command line: `?game=klondike&deal=7&lang=ja`
//! (and `room=CODE&autoplay=LEVEL` for Mahjong online). Read the same way on every platform, so
//! it is tested on the desktop; only the browser has an address to read.

use crate::game_id::GameId;
use crate::i18n::Language;
use parlour_rules::mahjong::bot::Difficulty;

/// The longest address query read, in bytes; a longer one is ignored with a notice.
pub const MAX_QUERY_BYTES: usize = 2048;

/// The online room a panel sits at, kept in the page's address (`room=CODE`, and
/// `autoplay=LEVEL` while a computer player plays the seat), so a reload opens the room link
/// again and takes the kept seat back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomLink {
    /// The room's code.
    pub code: String,
    /// The level of the computer player playing the seat, if one does.
    pub autoplay: Option<Difficulty>,
}

/// What the page's address asks for. Whatever cannot be used is left out and named in
/// `problems`, so a bad parameter gives the normal start and a short notice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PageRequest {
    /// Open this game (as `--game` names it).
    pub game: Option<GameId>,
    /// Start this deal number.
    pub deal: Option<u64>,
    /// Speak this language (a tag as the Settings picker offers them, such as `ja`).
    pub language: Option<Language>,
    /// Join this Mahjong room (`room=K7QD-MX3P`).
    pub room: Option<String>,
    /// Let a computer player of this level play the seat (`autoplay=medium`).
    pub autoplay: Option<Difficulty>,
    /// The parameters that could not be used, each as `name=value`.
    pub problems: Vec<String>,
}

impl PageRequest {
    /// Reads a query string (with or without its leading `?`).
    pub fn parse(query: &str) -> Self {
        let mut request = Self::default();
        let query = query.strip_prefix('?').unwrap_or(query);
        if query.len() > MAX_QUERY_BYTES {
            request.problems.push(format!("({} bytes)", query.len()));
            return request;
        }
        for (name, value) in form_urlencoded::parse(query.as_bytes()) {
            let value = value.trim();
            let used = match name.as_ref() {
                "game" => GameId::from_key(value).map(|g| request.game = Some(g)),
                "deal" => value
                    .parse::<u64>()
                    .ok()
                    .filter(|n| *n > 0)
                    .map(|n| request.deal = Some(n)),
                "lang" => Language::from_code(value).map(|l| request.language = Some(l)),
                "room" => parlour_proto::protocol::normalize_room_code(value)
                    .map(|code| request.room = Some(code)),
                "autoplay" => difficulty(value).map(|d| request.autoplay = Some(d)),
                _ => None,
            };
            if used.is_none() {
                request.problems.push(format!("{name}={value}"));
            }
        }
        request
    }

    /// The query for a game being played: `game=klondike&deal=7` (the deal only when numbered),
    /// with the room the panel sits at, if any, and the language the page was opened with, so
    /// a reload returns to the same place.
    pub fn query_for(
        game: GameId,
        deal: Option<u64>,
        room: Option<&RoomLink>,
        language: Option<Language>,
    ) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        query.append_pair("game", game.key());
        if let Some(deal) = deal {
            query.append_pair("deal", &deal.to_string());
        }
        if let Some(room) = room {
            query.append_pair("room", &room.code);
            if let Some(level) = room.autoplay {
                query.append_pair("autoplay", level_name(level));
            }
        }
        if let Some(language) = language {
            query.append_pair("lang", language.code());
        }
        query.finish()
    }
}

/// A computer player's level as the address names it.
fn level_name(level: Difficulty) -> &'static str {
    match level {
        Difficulty::Easy => "easy",
        Difficulty::Medium => "medium",
        Difficulty::Hard => "hard",
    }
}

/// A computer player's level from the address.
fn difficulty(value: &str) -> Option<Difficulty> {
    match value.to_ascii_lowercase().as_str() {
        "easy" => Some(Difficulty::Easy),
        "medium" => Some(Difficulty::Medium),
        "hard" => Some(Difficulty::Hard),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_a_deal_and_a_language() {
        let request = PageRequest::parse("?game=klondike&deal=7&lang=ja");
        assert_eq!(request.game, Some(GameId::Klondike));
        assert_eq!(request.deal, Some(7));
        assert_eq!(request.language, Some(Language::Japanese));
        assert!(request.problems.is_empty());
    }

    #[test]
    fn bad_parameters_are_named_and_the_rest_still_counts() {
        let request = PageRequest::parse("game=chess&deal=-3&lang=xx&zoom=2&game=shisen");
        assert_eq!(request.game, Some(GameId::Shisen));
        assert_eq!(request.deal, None);
        assert_eq!(request.language, None);
        assert_eq!(
            request.problems,
            ["game=chess", "deal=-3", "lang=xx", "zoom=2"]
        );
    }

    #[test]
    fn rooms_and_autoplay() {
        let request = PageRequest::parse("room=k7qd%20mx3p&autoplay=Medium");
        assert_eq!(request.room.as_deref(), Some("K7QD-MX3P"));
        assert_eq!(request.autoplay, Some(Difficulty::Medium));
        let bad = PageRequest::parse("room=nope&autoplay=grandmaster");
        assert_eq!(bad.room, None);
        assert_eq!(bad.problems.len(), 2);
    }

    #[test]
    fn an_over_long_query_is_refused_whole() {
        let long = format!("game=klondike&x={}", "a".repeat(MAX_QUERY_BYTES));
        let request = PageRequest::parse(&long);
        assert_eq!(request.game, None);
        assert_eq!(request.problems.len(), 1);
    }

    #[test]
    fn the_address_of_a_game_reads_back() {
        let query = PageRequest::query_for(GameId::Klondike, Some(7), None, Some(Language::German));
        assert_eq!(query, "game=klondike&deal=7&lang=de");
        let back = PageRequest::parse(&query);
        assert_eq!(
            (back.game, back.deal, back.language),
            (Some(GameId::Klondike), Some(7), Some(Language::German))
        );
        assert_eq!(
            PageRequest::query_for(GameId::Editor, None, None, None),
            "game=editor"
        );
    }

    #[test]
    fn a_room_stays_in_the_address_and_reads_back() {
        for autoplay in [None, Some(Difficulty::Easy), Some(Difficulty::Hard)] {
            let room = RoomLink {
                code: "K7QD-MX3P".to_owned(),
                autoplay,
            };
            let query = PageRequest::query_for(GameId::Mahjong, None, Some(&room), None);
            let back = PageRequest::parse(&query);
            assert_eq!(back.game, Some(GameId::Mahjong));
            assert_eq!(back.room.as_deref(), Some("K7QD-MX3P"), "{query}");
            assert_eq!(back.autoplay, autoplay, "{query}");
            assert!(back.problems.is_empty(), "{query}");
        }
    }
}
