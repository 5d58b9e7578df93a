//! luogu-p1247-matches against its oracle (game search, moves tried in the statement's order) on
//! every position of 1 to 3 piles of up to 7 matches, then on seeded random positions of up to 6
//! piles of up to 15; and against its checker (legal, winning, smallest (b, a), whole new position;
//! by search where it reaches, by XOR beyond) on random large positions and the max inputs.

use judge::check::{output_of, shorten};
use judge::compare::compare;
use judge::problems::luogu_p1247_matches::{
    MAX_PILE, SPEC, brute, check, input_of, random_position,
};
use judge::problems::luogu_p2197_nim::all_positions;
use judge::rng::Rng;

const NAME: &str = "luogu-p1247-matches";

/// Runs the binary on `input`; its output must equal the oracle's where the oracle reaches, and
/// pass the checker always. Returns whether the oracle reached.
fn judge_case(input: &str) -> bool {
    let output = output_of(NAME, input).unwrap_or_else(|e| panic!("{e}\non:\n{}", shorten(input)));
    let expected = brute(input);
    if let Some(expected) = &expected {
        if let Err(mismatch) = compare(expected, &output) {
            panic!("{NAME}: {mismatch}\non this input:\n{}", shorten(input));
        }
        assert_eq!(
            check(input, expected),
            Ok(()),
            "the checker rejects the oracle"
        );
    }
    if let Err(why) = check(input, &output) {
        panic!("{NAME}: {why}\non this input:\n{}", shorten(input));
    }
    expected.is_some()
}

#[test]
fn matches_agrees_with_the_game_search_on_every_small_position() {
    let positions: Vec<Vec<u32>> = all_positions(3, 7)
        .into_iter()
        .filter(|piles| !piles.is_empty())
        .collect();
    assert_eq!(positions.len(), 8 + 64 + 512);
    for piles in &positions {
        assert!(
            judge_case(&input_of(piles)),
            "{piles:?} is beyond the search"
        );
    }
}

#[test]
fn matches_agrees_with_the_game_search_on_random_positions() {
    let mut rng = Rng::new(0x1247);
    for _ in 0..300 {
        let piles = random_position(&mut rng, 6, 15);
        assert!(
            judge_case(&input_of(&piles)),
            "{piles:?} is beyond the search"
        );
    }
}

#[test]
fn matches_passes_the_checker_on_random_large_positions() {
    let mut rng = Rng::new(0x1247_0002);
    for round in 0..200 {
        let max_k = if round % 2 == 0 { 8 } else { 2000 };
        let piles = random_position(&mut rng, max_k, MAX_PILE);
        judge_case(&input_of(&piles));
    }
}

#[test]
fn matches_passes_the_checker_on_the_max_inputs() {
    for max in (SPEC.max_inputs)() {
        assert!(!judge_case(&max.input), "{}: searched?", max.label);
    }
}
