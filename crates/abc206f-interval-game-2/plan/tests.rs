use super::generators::{SHRINK_LIMIT, exhaustive_inputs, max_inputs, shrink};
use super::rules::{first_wins_brute, intersect, oracle};
use super::*;
use plan_kit::rng::Rng;

fn wins(case: &[(u64, u64)]) -> Option<bool> {
    first_wins_brute(case)
}

#[test]
fn shrinking_tries_single_test_cases_first() {
    let shrunk = shrink("2\n2\n1 3\n2 5\n1\n4 5\n");
    assert_eq!(shrunk[0], "1\n2\n1 3\n2 5\n");
    assert_eq!(shrunk[1], "1\n1\n4 5\n");
    assert!(shrunk.contains(&"2\n1\n2 5\n1\n4 5\n".to_owned()));
    assert!(shrunk.contains(&"2\n2\n2 3\n2 5\n1\n4 5\n".to_owned()));
    assert!(shrunk.iter().filter(|s| validate(s).is_ok()).count() >= 6);
    assert!(shrink(&max_inputs()[0].input).len() <= SHRINK_LIMIT);
}

#[test]
fn intervals_are_half_open() {
    assert!(!intersect((12, 53), (53, 98)));
    assert!(intersect((12, 54), (53, 98)));
    assert!(intersect((5, 9), (5, 9)));
    assert!(intersect((1, 100), (50, 51)));
}

#[test]
fn the_search_knows_small_games_by_hand() {
    assert_eq!(wins(&[(5, 9)]), Some(true));
    assert_eq!(
        wins(&[(12, 53), (53, 98)]),
        Some(false),
        "two moves, touching"
    );
    assert_eq!(
        wins(&[(5, 9), (5, 9), (5, 9)]),
        Some(true),
        "copies: one move"
    );
    assert_eq!(wins(&[(1, 3), (2, 4)]), Some(true), "overlapping: one move");
    // [1, 4) kills both others: a win; the others alone would be two moves
    assert_eq!(wins(&[(1, 2), (2, 3), (1, 4)]), Some(true));
    assert_eq!(wins(&[(1, 2), (2, 3), (3, 4), (1, 4)]), Some(true));
    assert_eq!(wins(&[(1, 2), (3, 4)]), Some(false));
}

#[test]
fn the_validator_takes_good_inputs_and_names_bad_ones() {
    assert_eq!(validate("1\n1\n1 100\n"), Ok(()));
    assert_eq!(validate("2\n1\n1 2\n2\n3 4\n3 4\n"), Ok(()));
    for bad in [
        "1\n1\n5 5\n",
        "1\n1\n6 5\n",
        "1\n1\n0 5\n",
        "1\n1\n1 101\n",
        "2\n1\n1 2\n",
        "1\n2\n1 2\n",
        "0\n",
        "21\n",
        "1\n0\n",
        "1\n1\n1 2",
        "1\n1\n1 2\n\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn every_generated_input_is_valid_and_within_reach() {
    let mut all = exhaustive_inputs();
    assert_eq!(all.len(), 32767usize.div_ceil(20));
    let mut rng = Rng::new(1);
    for generator in PLAN.random {
        for size in [1, 2, 5, generator.max_size / 2, generator.max_size] {
            let input = (generator.generate)(&mut rng, size);
            assert!(oracle(&input).is_some(), "{input}");
            all.push(input);
        }
    }
    all.extend(max_inputs().into_iter().map(|m| m.input));
    for input in &all {
        if let Err(e) = validate(input) {
            panic!("{input:.80}: {e}");
        }
    }
}
