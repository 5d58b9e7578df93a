use super::generators::{all_triples, shrink};
use super::rules::{Outcomes, Search};
use super::*;

#[test]
fn the_search_knows_the_small_positions_by_hand() {
    let mut search = Search::new(12);
    assert!(
        !search.first_wins([0, 0, 0]),
        "no move: the player to move loses"
    );
    assert!(
        !search.first_wins([0, 0, 9]),
        "one pile alone allows no move"
    );
    assert!(
        !search.first_wins([1, 1, 1]),
        "2x never fits in a pile of 1"
    );
    assert!(search.first_wins([1, 2, 0]), "take 1 and 2 to empty both");
    assert!(
        search.first_wins([0, 2, 1]),
        "the order of the piles does not matter"
    );
    assert!(
        !search.first_wins([1, 4, 1]),
        "the only moves reach (0, 2, 1) and (1, 2, 0), which the next player empties"
    );
    assert!(
        !search.first_wins([2, 2, 2]),
        "only x = 1 fits, and it reaches (1, 0, 2) in some order, which the next player empties"
    );
    assert!(
        search.first_wins([1, 1, 3]),
        "take 1 and 2 to reach (0, 1, 1), which has no move"
    );
    assert!(
        !search.first_wins([2, 2, 3]),
        "only x = 1 fits, and each of the six results has a move to a single nonempty pile"
    );
}

#[test]
fn cases_stop_at_the_terminator_or_the_end() {
    assert_eq!(
        cases_of("1 2 0\n1 4 1\n0 0 0\n5 5 5\n"),
        [[1, 2, 0], [1, 4, 1]]
    );
    assert_eq!(cases_of("1 2 0\n1 4 1\n"), [[1, 2, 0], [1, 4, 1]]);
    assert_eq!(cases_of(""), Vec::<[u32; 3]>::new());
}

#[test]
fn all_triples_counts_every_ordered_triple_but_the_terminator() {
    assert_eq!(all_triples(30).len(), 31 * 31 * 31 - 1);
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_plan_passes_the_validator() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 6);
}

#[test]
fn the_validator_rejects_bad_layouts_and_values() {
    assert_eq!(validate("1 2 0\n1 4 1\n0 0 0\n"), Ok(()));
    assert_eq!(validate("0 0 0\n"), Ok(()));
    for bad in [
        "1 2 0\n1 4 1\n0 0 0",
        "1 2 0\n1 4 1\n",
        "1 2 0\n0 0 0\n1 4 1\n",
        "1  2 0\n0 0 0\n",
        "1 2 0\r\n0 0 0\n",
        "1 2 256\n0 0 0\n",
        "1 2\n0 0 0\n",
        "",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_bottom_up_table_agrees_with_the_memoised_search() {
    let outcomes = Outcomes::up_to(30);
    let mut search = Search::new(30);
    for piles in all_triples(30) {
        assert_eq!(
            search.first_wins(piles),
            outcomes.first_wins(piles),
            "{piles:?}"
        );
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_full_table_agrees_with_a_small_one_and_has_36343_lost_positions() {
    let (full, small) = (Outcomes::new(), Outcomes::up_to(30));
    for piles in all_triples(30) {
        assert_eq!(full.first_wins(piles), small.first_wins(piles), "{piles:?}");
    }
    // counted by the forward search (each position trying its moves), the README's figure
    let mut lost = 0;
    for a in 0..=MAX_PILE {
        for b in a..=MAX_PILE {
            lost += (b..=MAX_PILE)
                .filter(|&c| !full.first_wins([a, b, c]))
                .count();
        }
    }
    assert_eq!(lost, 36_343);
}

#[test]
fn shrinking_takes_lines_then_lowers_piles() {
    let shrunk = shrink("1 2 0\n1 4 1\n0 0 0\n");
    assert_eq!(shrunk[0], "1 2 0\n0 0 0\n");
    let shrunk = shrink("3 4 5\n0 0 0\n");
    assert_eq!(shrunk[0], "0 4 5\n0 0 0\n");
}
