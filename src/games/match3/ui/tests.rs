//! The panel without a window: a save of the previous release resumes and saves again unchanged.

use super::*;
use crate::panel::GamePanel;
use crate::panel::test_shell::Shell;

/// A save written by the release before the panel scaffold (deal 7, Timed, a hint asked for).
const OLD_SAVE: &str = include_str!("../../../../tests/fixtures/saves/match3.json");

fn old_save() -> serde_json::Value {
    serde_json::from_str(OLD_SAVE).unwrap_or_else(|e| panic!("the fixture is not JSON: {e}"))
}

/// A panel resumed from `saved`.
fn resumed(saved: serde_json::Value, shell: &mut Shell) -> Match3Panel {
    let mut panel = Match3Panel::new();
    if let Err(e) = panel.restore(saved, &mut shell.cx(0.0)) {
        panic!("the save does not resume: {e}");
    }
    panel
}

#[test]
fn a_save_of_the_previous_release_resumes_and_saves_every_field_again() {
    let mut shell = Shell::new();
    let saved = old_save();
    let panel = resumed(saved.clone(), &mut shell);

    let state = panel.session.state();
    assert_eq!((state.deal_no(), state.mode()), (7, Mode::Timed));
    assert_eq!(state.moves_made(), 0);
    // The old save kept the deal number only in the state; the session takes it from there.
    assert_eq!(panel.deal_no(), Some(7));
    assert!(!panel.game.demo_used && !panel.game.finished);
    assert!(!panel.can_undo() && !panel.can_redo());

    let Some(again) = panel.save(0.0) else {
        panic!("the resumed game saves nothing");
    };
    let (Some(old), Some(new)) = (saved.as_object(), again.as_object()) else {
        panic!("a save is not a JSON object");
    };
    for (field, value) in old {
        assert_eq!(
            new.get(field),
            Some(value),
            "`{field}` saved again differently"
        );
    }
    assert_eq!(new.get("deal_no"), Some(&serde_json::json!(7)));
}

#[test]
fn a_resumed_old_save_plays_on_and_its_new_save_resumes_with_the_move() {
    let mut shell = Shell::new();
    let mut panel = resumed(old_save(), &mut shell);
    let Some(best) = hint::best_swap(panel.session.state().board()) else {
        panic!("deal 7 has no swap");
    };
    let mut cx = shell.cx(1.0);
    panel
        .game
        .try_swap(&mut panel.session, best.a, best.b, &mut cx);
    panel.settle(&mut cx);
    let played = panel.session.state().clone();
    assert_eq!(played.moves_made(), 1);
    assert!(played.score() > 0);
    assert!(panel.can_undo());

    let Some(saved) = panel.save(2.0) else {
        panic!("the game in play saves nothing");
    };
    let mut back = resumed(saved, &mut shell);
    assert_eq!(back.session.state(), &played);
    assert_eq!(back.deal_no(), Some(7));
    assert!(back.undo(&mut shell.cx(3.0)));
    assert_eq!(back.session.state().moves_made(), 0);
}

/// In English the window says what it said before the catalogs: the rules crate's refusals after
/// "Swap refused: ", and the gems' names.
#[test]
fn english_is_unchanged() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let (a, b) = (Pos { x: 2, y: 3 }, Pos { x: 5, y: 6 });
    for err in [
        Match3Error::OffBoard(Pos { x: 9, y: 1 }),
        Match3Error::NotNeighbours(a, b),
        Match3Error::NoLine(a, b),
        Match3Error::NoMovesLeft,
    ] {
        assert_eq!(swap_refused(&err), format!("Swap refused: {err}."));
    }
    use parlour_rules::match3::board::{Dir, Gem};
    assert_eq!(cell_name(Gem::Plain(0), a), "Red gem, row 4, column 3");
    assert_eq!(gem_name(Gem::Plain(9)), "Odd gem");
    let blaster = Gem::Blaster {
        kind: 5,
        dir: Dir::Vertical,
    };
    assert_eq!(gem_name(blaster), "Purple column blaster");
    assert_eq!(gem_name(Gem::Bomb(6)), "White area bomb");
    assert_eq!(gem_name(Gem::ColourBomb), "Colour bomb");
    assert_eq!(hud::points_text(12_345), "12,345 points");
    assert_eq!(
        hud::hint_text("Blue gem", a, Pos { x: 2, y: 2 }),
        "Hint: swap the Blue gem at row 4, column 3 with the one above."
    );
}
