//! Tests of the turn replay: it starts on the old board, lands on the settled one, and each
//! phase hands over to the next without a jump.

use super::*;
use parlour_rules::match3::{Match3, Mode, resolve_swap};

fn sorted(mut sprites: Vec<Sprite>) -> Vec<(i32, i32, Gem)> {
    let mut out: Vec<_> = sprites
        .drain(..)
        .filter(|s| s.opacity > 0.0)
        .map(|s| {
            (
                (s.x * 100.0).round() as i32,
                (s.y * 100.0).round() as i32,
                s.gem,
            )
        })
        .collect();
    out.sort_by_key(|&(x, y, _)| (y, x));
    out
}

/// Plays a turn of deal `deal_no` chosen by the hint and returns the replay.
fn replay_of(deal_no: u64) -> (Match3, Match3, Playback) {
    let state = Match3::new(deal_no, Mode::Endless);
    let Some(best) = parlour_rules::match3::hint::best_swap(state.board()) else {
        panic!("no swap")
    };
    let (next, log) = match resolve_swap(&state, best.a, best.b) {
        Ok(pair) => pair,
        Err(e) => panic!("{e}"),
    };
    let playback = Playback::turn(state.board(), next.board(), &log);
    (state, next, playback)
}

#[test]
fn replay_starts_on_the_old_board_and_ends_on_the_settled_one() {
    for deal_no in 0..40 {
        let (state, next, mut playback) = replay_of(deal_no);
        assert_eq!(
            sorted(playback.frame().sprites),
            sorted(still(&cells_of(state.board())))
        );
        assert!(playback.is_moving());
        // Step through at 60 frames a second: every frame has at most one gem per cell
        // at rest, and the score shown never goes down.
        let mut shown = 0;
        while playback.is_playing() {
            playback.advance(1.0 / 60.0);
            let frame = playback.frame();
            assert!(frame.points >= shown);
            shown = frame.points;
        }
        assert_eq!(shown, next.score() as u32);
        assert_eq!(playback.points_pending(), 0);
        assert_eq!(
            sorted(playback.frame().sprites),
            sorted(still(&cells_of(next.board())))
        );
    }
}

#[test]
fn each_fall_phase_lands_on_the_board_of_the_next_step() {
    for deal_no in 0..40 {
        let (_, next, playback) = replay_of(deal_no);
        let Script::Turn {
            log,
            at_step,
            last,
            phases,
            ..
        } = &playback.script
        else {
            panic!("a turn")
        };
        for &(phase, start, duration) in phases {
            let Phase::Fall(i) = phase else { continue };
            let mut probe = playback.clone();
            probe.t = start + duration - 1e-6;
            let landed = at_step.get(i + 1).unwrap_or(&**last);
            assert_eq!(
                sorted(probe.frame().sprites),
                sorted(still(landed)),
                "deal {deal_no} step {i}"
            );
        }
        if log.reshuffle.is_none() {
            assert_eq!(cells_of(next.board()), **last);
        }
    }
}

#[test]
fn a_stuck_board_flies_to_its_reshuffled_cells() {
    let Ok(stuck) = Board::parse(&[
        "01234560", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
        "01234560",
    ]) else {
        panic!("bad test board")
    };
    let mut rng = parlour_rules::engine::deal::rng_for("match3-test", 5);
    let (next, reshuffle) = parlour_rules::match3::cascade::reshuffle(&stuck, &mut rng);
    let corner = Pos::new(0, 0);
    let log = TurnLog {
        swap: (corner, corner),
        steps: Vec::new(),
        reshuffle: Some(reshuffle),
        points: 0,
    };
    let mut playback = Playback::turn(&stuck, &next, &log);
    playback.advance(SWAP + RESHUFFLE / 2.0);
    let middle = playback.frame().sprites;
    assert_eq!(middle.len(), CELLS);
    assert!(
        middle
            .iter()
            .any(|s| s.x.fract() != 0.0 || s.y.fract() != 0.0)
    );
    assert!(middle.iter().all(|s| s.scale < 1.0));
    playback.advance(RESHUFFLE);
    assert!(!playback.is_playing());
    assert_eq!(
        sorted(playback.frame().sprites),
        sorted(still(&cells_of(&next)))
    );
}

#[test]
fn gravity_makes_long_falls_take_longer() {
    assert!(fall_time(1.0) < fall_time(4.0));
    assert!(fall_time(4.0) < 2.0 * fall_time(1.0) * 1.01);
    assert_eq!(fall_time(0.0), 0.0);
}

#[test]
fn refused_swap_goes_out_and_comes_back() {
    let state = Match3::new(5, Mode::Endless);
    let (a, b) = (Pos::new(0, 0), Pos::new(1, 0));
    let mut playback = Playback::refused(state.board(), a, b);
    let moved = |p: &Playback| {
        p.frame()
            .sprites
            .iter()
            .find(|s| s.gem == state.board().get(a).unwrap_or(Gem::Plain(0)) && s.refused)
            .map(|s| s.x)
    };
    playback.advance(REFUSED / 2.0);
    assert!(moved(&playback).is_some_and(|x| x > 0.5));
    playback.advance(REFUSED);
    assert!(!playback.is_moving());
    assert_eq!(
        sorted(playback.frame().sprites),
        sorted(still(&cells_of(state.board())))
    );
}
