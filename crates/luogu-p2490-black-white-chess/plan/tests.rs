use super::generators::{exhaustive_inputs, shrink};
use super::rules::{
    Position, SEARCH_BUDGET, Strip, all_placements, first_placements, first_wins_by_placement,
    oracle, placements,
};
use super::*;
use plan_kit::game::Game;
use plan_kit::game::Searcher;

/// The positions one turn reaches, moving at most `d` pieces.
fn turns(d: usize, position: &Position) -> Vec<Position> {
    Strip { n: 16, d }.turns(position)
}

#[test]
fn the_kits_search_of_the_game_agrees_with_the_oracles() {
    for n in 2..=9 {
        for k in (2..=n).step_by(2) {
            for d in 1..=k {
                let strip = Strip { n, d };
                let mut kit = Searcher::new(&strip, SEARCH_BUDGET);
                for (cells, wins) in first_wins_by_placement(n, k, d).unwrap() {
                    let start = (cells, true);
                    assert_eq!(kit.first_wins(&start), Some(wins), "{start:?}, d = {d}");
                    let names = strip.moves(&start).into_iter().map(|m| m.to);
                    assert_eq!(names.collect::<Vec<_>>(), strip.turns(&start));
                }
            }
        }
    }
}

#[test]
fn the_board_search_follows_the_rules_by_hand() {
    let strip = Strip { n: 6, d: 1 };
    let mut search = Searcher::new(&strip, 10_000);
    assert_eq!(
        search.first_wins(&(vec![0, 1], true)),
        Some(false),
        "no gap: A cannot move"
    );
    assert_eq!(
        search.first_wins(&(vec![0, 2], true)),
        Some(true),
        "A closes the gap"
    );
    assert_eq!(
        search.first_wins(&(vec![0, 2, 3, 5], true)),
        Some(false),
        "two gaps of 1: B answers A"
    );
    assert_eq!(turns(2, &(vec![0, 2, 3, 5], true)).len(), 3);
    assert_eq!(
        turns(1, &(vec![0, 3], false)),
        vec![(vec![0, 1], true), (vec![0, 2], true)]
    );
    assert_eq!(all_placements(5, 2).len(), 10);
    assert_eq!(placements(10_000, 100), u64::MAX);
}

#[test]
fn the_moves_are_named_counted_and_drawn() {
    let strip = Strip { n: 12, d: 2 };
    let position = (vec![0, 3, 4, 8, 9, 11], true);
    let names: Vec<String> = strip.moves(&position).into_iter().map(|m| m.name).collect();
    assert_eq!(
        names.len(),
        17,
        "pieces with 2, 3 and 1 cells: 6 single moves, 11 pairs"
    );
    assert!(names.contains(&"1-3 5-8".to_owned()));
    for d in 1..=6 {
        let strip = Strip { n: 12, d };
        let listed = strip.moves(&position).len() as u64;
        assert_eq!(strip.moves_at_least(&position), listed, "d = {d}");
        let black = (position.0.clone(), false);
        assert_eq!(
            strip.moves_at_least(&black),
            strip.moves(&black).len() as u64
        );
    }
    assert_eq!(
        strip.draw(&position),
        "  W  .  .  B  W  .  .  .  B  W  .  B\n  1  2  3  4  5  6  7  8  9 10 11 12\n\
         A to move: white pieces, to the right, 1 to 2 of them\n"
    );
    let long = Strip { n: 100, d: 1 };
    assert_eq!(
        long.draw(&(vec![2, 50], false)),
        "100 cells: (2 empty) W@3 (47 empty) B@51 (49 empty)\n\
         B to move: black pieces, to the left, 1 to 1 of them\n"
    );
    assert_eq!(
        strip.refuse(&position, "1-3 1-2").as_deref(),
        Some("name each piece once, the pieces from left to right")
    );
    assert_eq!(
        strip.refuse(&position, "4-2").as_deref(),
        Some("the piece on cell 4 is not white")
    );
    assert_eq!(
        strip.refuse(&position, "1-5").as_deref(),
        Some(
            "the piece on cell 1 cannot go to cell 5: a white piece moves right, never onto \
             or over another piece"
        )
    );
}

#[test]
fn the_games_are_the_placements_in_order() {
    assert_eq!(first_placements(5, 2, 100), all_placements(5, 2));
    assert_eq!(first_placements(10, 4, 1000), all_placements(10, 4));
    assert_eq!(first_placements(10_000, 100, 3).len(), 3);
    assert_eq!(first_placements(2, 2, 5), [vec![0, 1]]);
}

#[test]
fn the_oracle_answers_the_sample() {
    assert_eq!(oracle("10 4 2\n").as_deref(), Some("182\n"));
    // one pair on 3 cells: A wins iff the gap is 1 (cells 0 and 2)
    assert_eq!(oracle("3 2 1\n").as_deref(), Some("1\n"));
    assert_eq!(oracle("10000 100 1\n"), None);
}

#[test]
fn the_small_cases_of_the_readme() {
    let answer = |n, k, d| {
        oracle(&input_of(n, k, d))
            .unwrap()
            .trim()
            .parse::<u64>()
            .unwrap()
    };
    let four: Vec<Vec<u64>> = (4..=12)
        .map(|n| (1..=4).map(|d| answer(n, 4, d)).collect())
        .collect();
    assert_eq!(
        four,
        [
            [0, 0, 0, 0],
            [2, 2, 2, 2],
            [8, 9, 9, 9],
            [22, 25, 25, 25],
            [48, 55, 55, 55],
            [92, 105, 105, 105],
            [160, 182, 182, 182],
            [260, 294, 294, 294],
            [400, 450, 450, 450]
        ]
    );
    let six: Vec<Vec<u64>> = (6..=12)
        .map(|n| (1..=6).map(|d| answer(n, 6, d)).collect())
        .collect();
    assert_eq!(
        six,
        [
            [0, 0, 0, 0, 0, 0],
            [3, 3, 3, 3, 3, 3],
            [15, 18, 18, 18, 18, 18],
            [52, 63, 64, 64, 64, 64],
            [142, 171, 175, 175, 175, 175],
            [334, 396, 406, 406, 406, 406],
            [696, 819, 840, 840, 840, 840]
        ]
    );
}

#[test]
fn every_sample_within_reach_is_the_oracles_answer() {
    let within = plan_kit::testing::assert_answers_samples(PLAN.name, oracle);
    assert_eq!(within, 8, "the sample and seven edge cases");
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("10 4 2\n"), Ok(()));
    assert_eq!(validate("10000 100 100\n"), Ok(()));
    assert_eq!(validate("2 2 1\n"), Ok(()));
    for bad in [
        "10 3 2\n",
        "10 4 5\n",
        "10 4 0\n",
        "3 4 1\n",
        "10001 2 1\n",
        "10000 102 1\n",
        "10 4 2",
        "10  4 2\n",
        "10 4\n2\n",
        "10 4 2 \n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_plan_is_valid_and_in_reach() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 20);
    plan_kit::testing::assert_plan_reaches(&PLAN);
    assert_eq!(exhaustive_inputs().len(), 182);
}

#[test]
fn shrinking_lowers_n_then_k_then_d() {
    let shrunk = shrink("10 4 3\n");
    assert_eq!(shrunk[0], "4 4 3\n");
    assert!(shrunk.contains(&"10 2 2\n".to_owned()));
    assert!(shrunk.contains(&"10 4 1\n".to_owned()));
}
