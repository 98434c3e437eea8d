//! Table tests: tiles conserved, whole games finish, claims resolve by priority, refused moves
//! change nothing, views hide what they must, undo and redo through `History`.

use parlour_rules::engine::history::{History, Rules};
use parlour_rules::engine::tile::{Face, parse_hand};
use parlour_rules::mahjong::bot::{self, Difficulty};
use parlour_rules::mahjong::claims::Claim;
use parlour_rules::mahjong::hand::{Meld, MeldKind};
use parlour_rules::mahjong::scoring::ScoringRules;
use parlour_rules::mahjong::table::{Move, Phase, Table, TableError, TableSettings};
use proptest::prelude::*;

const LEVELS: [Difficulty; 4] = [
    Difficulty::Hard,
    Difficulty::Medium,
    Difficulty::Easy,
    Difficulty::Medium,
];

/// The bots' move for whoever the table waits for (or the next hand).
fn bot_move(table: &Table) -> Option<Move> {
    if let Phase::HandOver(_) = table.phase {
        return Some(Move::NextHand);
    }
    let &seat = table.waiting_for().first()?;
    bot::decide(&table.view_for(seat), LEVELS[seat as usize])
}

/// Plays a game to the end with the bots. The tile count is checked after every step; with
/// `check_legal`, every bot move is also checked against the table's list of legal moves.
/// Returns the finished table after checking its final score table.
fn play_game(game_no: u64, settings: TableSettings, check_legal: bool) -> Table {
    let mut table = Table::new(game_no, settings);
    let size = table.set_size();
    assert_eq!(size, if settings.bonus_tiles { 144 } else { 136 });
    assert_eq!(table.tile_count(), size, "game {game_no} dealt");
    let mut steps = 0;
    while table.phase != Phase::GameOver {
        steps += 1;
        assert!(steps < 100_000, "game {game_no} does not end");
        let mv = bot_move(&table).unwrap_or_else(|| panic!("game {game_no}: no move"));
        if check_legal {
            let legal = match &table.phase {
                Phase::HandOver(_) => vec![Move::NextHand],
                _ => table.legal_moves(table.waiting_for()[0]),
            };
            assert!(
                legal.contains(&mv),
                "game {game_no}: bot chose illegal {mv:?}"
            );
        }
        table
            .apply(&mv)
            .unwrap_or_else(|e| panic!("game {game_no}: {mv:?}: {e}"));
        assert_eq!(table.tile_count(), size, "game {game_no} after {mv:?}");
    }
    check_final_scores(game_no, &table);
    table
}

/// The final score table: every seat's score is the sum of its payments over the hands played,
/// the payments of each hand balance (so the total is conserved at zero), and the deal went
/// round the table once per round played.
fn check_final_scores(game_no: u64, table: &Table) {
    let rounds = table.settings.rounds.clamp(1, 4);
    assert_eq!(
        table.round_wind, rounds,
        "game {game_no} played every round"
    );
    assert_eq!(
        table.dealer, 0,
        "game {game_no}: the deal came back to seat 0"
    );
    assert!(
        table.results.len() >= 4 * rounds as usize,
        "game {game_no}: at least four hands a round"
    );
    let mut summed = [0i64; 4];
    for (hand, result) in table.results.iter().enumerate() {
        assert_eq!(
            result.payments.iter().sum::<i64>(),
            0,
            "game {game_no} hand {hand}: payments balance"
        );
        for (total, change) in summed.iter_mut().zip(result.payments) {
            *total += change;
        }
    }
    assert_eq!(summed, table.scores, "game {game_no}: the score table");
    assert_eq!(table.scores.iter().sum::<i64>(), 0, "game {game_no}");
}

#[test]
fn tiles_are_conserved_at_every_step() {
    for game_no in 0..6 {
        let settings = TableSettings {
            bonus_tiles: game_no % 2 == 1,
            all_winners: game_no % 3 == 0,
            rounds: 1,
            scoring: ScoringRules {
                min_faan: [0, 1, 3][game_no as usize % 3],
                ..ScoringRules::default()
            },
        };
        play_game(game_no, settings, true);
    }
}

/// A thousand seeded full games (East, South, West and North rounds, the deal rotating) of four
/// computer players, the tile count checked at every step and the score table at the end.
/// Seeded full games `games` finish (a thousand in all, in four quarters so the test threads
/// share them: together they were the longest test of the suite).
fn seeded_full_games_finish(games: std::ops::Range<u64>) {
    let settings = TableSettings::default();
    assert_eq!(settings.rounds, 4, "a full game is the default");
    for game_no in games {
        play_game(game_no, settings, false);
    }
}

#[test]
fn a_thousand_seeded_full_games_finish_first_quarter() {
    seeded_full_games_finish(0..250);
}

#[test]
fn a_thousand_seeded_full_games_finish_second_quarter() {
    seeded_full_games_finish(250..500);
}

#[test]
fn a_thousand_seeded_full_games_finish_third_quarter() {
    seeded_full_games_finish(500..750);
}

#[test]
fn a_thousand_seeded_full_games_finish_fourth_quarter() {
    seeded_full_games_finish(750..1_000);
}

#[test]
fn a_full_game_rotates_the_deal_through_four_rounds() {
    let table = play_game(1, TableSettings::default(), true);
    assert!(table.results.len() >= 16, "at least four hands per round");
    assert_eq!(table.round_wind, 4);
}

fn face(text: &str) -> Face {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A table where seat 0 is on turn holding `hands[0]` (14 tiles) and the others hold 13.
fn scripted(hands: [&str; 4]) -> Table {
    let mut table = Table::new(1, TableSettings::default());
    for (seat, text) in hands.iter().enumerate() {
        let mut tiles = parse_hand(text).unwrap_or_default();
        let player = &mut table.players[seat];
        player.drawn = if seat == 0 { tiles.pop() } else { None };
        tiles.sort();
        player.concealed = tiles;
        player.bonus.clear();
    }
    table.phase = Phase::Turn {
        seat: 0,
        drawn: true,
        after_kong: false,
    };
    table
}

#[test]
fn a_discard_opens_claims_and_priority_decides() {
    let mut table = scripted([
        "123456789m2346z5z",
        "23m456p789s11122z",
        "147m147p147s5567z",
        "23m147p147s13567z",
    ]);
    let size = table.tile_count();
    let apply = |table: &mut Table, mv: Move| {
        table.apply(&mv).unwrap_or_else(|e| panic!("{mv:?}: {e}"));
    };

    apply(
        &mut table,
        Move::Discard {
            seat: 0,
            face: face("5z"),
        },
    );
    let Phase::Claims(window) = table.phase.clone() else {
        panic!("claims should open: {:?}", table.phase);
    };
    assert_eq!(window.options[2], [Claim::Pong]);
    // Seat 3 holds one 5z: no claim, so it may not even pass.
    assert!(window.options[3].is_empty());
    assert!(matches!(
        table.apply(&Move::Pass { seat: 3 }),
        Err(TableError::NotNow(3, _))
    ));
    apply(
        &mut table,
        Move::Claim {
            seat: 2,
            claim: Claim::Pong,
        },
    );
    assert_eq!(
        table.phase,
        Phase::Turn {
            seat: 2,
            drawn: false,
            after_kong: false
        }
    );
    assert_eq!(table.players[2].melds.len(), 1);
    assert!(table.players[0].discards.is_empty());
    assert_eq!(table.tile_count(), size);

    // Seat 2 discards 1m: seat 3 (next) may chow 1-2-3m, seat 1 wins on it; the win comes first.
    apply(
        &mut table,
        Move::Discard {
            seat: 2,
            face: face("1m"),
        },
    );
    let Phase::Claims(window) = table.phase.clone() else {
        panic!("claims should open");
    };
    assert_eq!(window.options[1], [Claim::Win]);
    assert_eq!(window.options[3], [Claim::Chow { lowest: face("1m") }]);
    apply(
        &mut table,
        Move::Claim {
            seat: 3,
            claim: Claim::Chow { lowest: face("1m") },
        },
    );
    apply(&mut table, Move::Win { seat: 1 });
    let Phase::HandOver(result) = &table.phase else {
        panic!("the hand should be over: {:?}", table.phase);
    };
    assert_eq!(result.wins.len(), 1);
    assert_eq!(result.wins[0].seat, 1);
    assert_eq!(result.wins[0].discarder, Some(2));
    assert_eq!(result.payments.iter().sum::<i64>(), 0);
    assert!(
        result.payments[2] < result.payments[0],
        "the discarder pays double"
    );
    assert_eq!(table.tile_count(), size);
}

#[test]
fn views_hide_other_hands_and_the_wall() {
    let mut table = Table::new(3, TableSettings::default());
    for _ in 0..40 {
        for seat in 0..4u8 {
            let view = table.view_for(seat);
            // Scramble everything seat may not see: other seats' concealed tiles and the wall.
            let mut hidden: Vec<Face> = table.wall.clone();
            for other in (0..4).filter(|&o| o != seat as usize) {
                hidden.extend(table.players[other].concealed.iter().copied());
            }
            hidden.reverse();
            let mut scrambled = table.clone();
            let mut rest = hidden.into_iter();
            scrambled.wall = rest.by_ref().take(table.wall.len()).collect();
            for other in (0..4).filter(|&o| o != seat as usize) {
                let n = table.players[other].concealed.len();
                let mut tiles: Vec<Face> = rest.by_ref().take(n).collect();
                tiles.sort();
                scrambled.players[other].concealed = tiles;
            }
            let mut scrambled_view = scrambled.view_for(seat);
            // The claim options of this seat depend on its own tiles only.
            scrambled_view.phase = view.phase.clone();
            assert_eq!(scrambled_view, view);
        }
        let Some(mv) = bot_move(&table) else { break };
        if table.apply(&mv).is_err() || matches!(table.phase, Phase::HandOver(_)) {
            break;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random legal moves keep the tile count, refused moves change nothing, and undo-all then
    /// redo-all through `History` returns the identical state.
    #[test]
    fn random_play_keeps_invariants(game_no in 0u64..1_000, picks in prop::collection::vec(0usize..64, 1..200)) {
        let mut history = History::new(Table::new(game_no, TableSettings { bonus_tiles: game_no % 2 == 0, ..TableSettings::default() }));
        let size = history.state().set_size();
        for pick in picks {
            let table = history.state().clone();
            let moves = match &table.phase {
                Phase::GameOver => break,
                Phase::HandOver(_) => vec![Move::NextHand],
                _ => table.legal_moves(table.waiting_for()[0]),
            };
            prop_assert!(!moves.is_empty());
            // An illegal move: a seat that is not waited for tries to discard.
            let idle = (0..4u8).find(|s| !table.waiting_for().contains(s));
            if let Some(idle) = idle {
                let mut copy = table.clone();
                let refused = copy.apply(&Move::Discard { seat: idle, face: Face::from_index(0).unwrap_or_else(|| panic!()) });
                prop_assert!(refused.is_err());
                prop_assert_eq!(&copy, &table);
            }
            let mv = moves[pick % moves.len()].clone();
            history.apply(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(history.state().tile_count(), size);
        }
        let end = history.state().clone();
        history.undo_all();
        while history.redo() {}
        prop_assert_eq!(history.state(), &end);
    }
}

#[test]
fn taking_back_a_discard_replays_the_same_tiles() {
    use parlour_rules::mahjong::table::take_back_discard;
    let mut history = History::new(Table::new(11, TableSettings::default()));
    // Seat 0 plays like a bot; play until seat 0 has discarded twice.
    let mut discards = 0;
    while discards < 2 {
        let Some(mv) = bot_move(history.state()) else {
            break;
        };
        if matches!(mv, Move::Discard { seat: 0, .. }) {
            discards += 1;
        }
        if matches!(mv, Move::NextHand) {
            break;
        }
        history.apply(mv).unwrap_or_else(|e| panic!("{e}"));
    }
    let before_redo = history.state().clone();
    assert!(take_back_discard(&mut history, 0));
    assert!(matches!(history.state().phase, Phase::Turn { seat: 0, .. }));
    // Playing on the same way gives the very same table: same draws, same bot moves.
    while history.state() != &before_redo {
        let Some(mv) = bot_move(history.state()) else {
            break;
        };
        history.apply(mv).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(history.state().tile_count(), history.state().set_size());
        if history.undo_len() > 10_000 {
            break;
        }
    }
    assert_eq!(history.state(), &before_redo);
}

#[test]
fn a_concealed_kong_draws_a_replacement() {
    // Concealed kong: three 5p in hand and a 5p drawn.
    let mut table = scripted([
        "555p123m456m789s1z5p",
        "123456789m1234p",
        "123456789s1234p",
        "1234z1234p55667z",
    ]);
    let size = table.tile_count();
    let wall = table.wall.len();
    assert_eq!(table.kong_options(0), [face("5p")]);
    table
        .apply(&Move::DeclareKong {
            seat: 0,
            face: face("5p"),
        })
        .unwrap();
    let meld = table.players[0].melds[0];
    assert_eq!((meld.kind, meld.concealed), (MeldKind::Kong, true));
    assert_eq!(table.wall.len(), wall - 1, "a replacement tile was drawn");
    assert!(table.players[0].drawn.is_some());
    assert!(matches!(
        table.phase,
        Phase::Turn {
            seat: 0,
            drawn: true,
            after_kong: true
        }
    ));
    assert_eq!(table.tile_count(), size);
}

#[test]
fn an_added_kong_draws_a_replacement() {
    // Added kong: an exposed pong of 2z and the fourth 2z drawn.
    let mut table = scripted([
        "123m456m789s1z2z",
        "123456789m1234p",
        "123456789s1234p",
        "1344z1234p55667z",
    ]);
    table.players[0].melds.push(Meld {
        kind: MeldKind::Pong,
        face: face("2z"),
        concealed: false,
    });
    let size = table.tile_count();
    table
        .apply(&Move::DeclareKong {
            seat: 0,
            face: face("2z"),
        })
        .unwrap();
    let meld = table.players[0].melds[0];
    assert_eq!((meld.kind, meld.concealed), (MeldKind::Kong, false));
    assert!(table.players[0].drawn.is_some());
    assert_eq!(table.tile_count(), size);
}

#[test]
fn an_exposed_kong_draws_a_replacement() {
    // Exposed kong: seat 1 holds three 1z and claims seat 0's discard.
    let mut table = scripted([
        "123m456m789s349p21z",
        "111z2345678m234p",
        "123456789s1234p",
        "234z1234p556677z",
    ]);
    let size = table.tile_count();
    table
        .apply(&Move::Discard {
            seat: 0,
            face: face("1z"),
        })
        .unwrap();
    let Phase::Claims(window) = table.phase.clone() else {
        panic!("claims should open");
    };
    assert!(window.options[1].contains(&Claim::Kong));
    table
        .apply(&Move::Claim {
            seat: 1,
            claim: Claim::Kong,
        })
        .unwrap();
    let meld = table.players[1].melds[0];
    assert_eq!((meld.kind, meld.concealed), (MeldKind::Kong, false));
    assert!(matches!(
        table.phase,
        Phase::Turn {
            seat: 1,
            drawn: true,
            after_kong: true
        }
    ));
    assert_eq!(table.tile_count(), size);
}

#[test]
fn two_wins_on_one_discard_go_by_seat_order_or_both() {
    for all_winners in [false, true] {
        let mut table = scripted([
            "147m147p147s1234z9s",
            "123456789m1199s",
            "123456789p78s55z",
            "258m258p258s5677z",
        ]);
        table.settings.all_winners = all_winners;
        table.settings.scoring.min_faan = 0;
        let size = table.tile_count();
        table
            .apply(&Move::Discard {
                seat: 0,
                face: face("9s"),
            })
            .unwrap();
        let Phase::Claims(window) = table.phase.clone() else {
            panic!("claims should open");
        };
        assert!(window.options[1].contains(&Claim::Win));
        assert!(window.options[2].contains(&Claim::Win));
        // The later seat answers first: order of answers does not matter, seat order does.
        table.apply(&Move::Win { seat: 2 }).unwrap();
        table.apply(&Move::Win { seat: 1 }).unwrap();
        let Phase::HandOver(result) = &table.phase else {
            panic!("the hand should be over");
        };
        let winners: Vec<u8> = result.wins.iter().map(|w| w.seat).collect();
        let expected: &[u8] = if all_winners { &[1, 2] } else { &[1] };
        assert_eq!(winners, expected);
        assert_eq!(result.payments.iter().sum::<i64>(), 0);
        assert!(result.payments[0] < 0, "the discarder pays");
        assert_eq!(table.tile_count(), size);
    }
}
