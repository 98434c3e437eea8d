//! Starting boards: every deal has no line and at least one swap; the headless command prints
//! them as JSON.

use parlour_rules::match3::{Gem, deal};

#[test]
fn ten_thousand_deals_have_no_line_and_a_swap() {
    for deal_no in 0..10_000 {
        let (board, _) = deal::deal(deal_no);
        assert!(!board.has_line(), "deal {deal_no} has a line:\n{board}");
        assert!(board.has_swap(), "deal {deal_no} has no swap:\n{board}");
        assert!(
            board.gems().iter().all(|gem| matches!(gem, Gem::Plain(_))),
            "deal {deal_no} starts with a special gem"
        );
    }
}
