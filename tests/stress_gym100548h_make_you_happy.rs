//! gym100548h-make-you-happy against its oracle (the rules' win/lose conditions iterated to a fixed
//! point): every digraph without self-loops on n ≤ 4 vertices with m ≥ 1 and every start pair,
//! then seeded random digraphs with n ≤ 12, random medium ones with n ≤ 60, and the max inputs.

use judge::check::assert_output;
use judge::problems::gym100548h_make_you_happy::{
    Case, SPEC, all_cases, brute, input_of, random_case,
};
use judge::rng::Rng;

const NAME: &str = "gym100548h-make-you-happy";

/// Every case of `cases`, `per_input` to one input, against the oracle.
fn check_all(cases: &[Case], per_input: usize) {
    for chunk in cases.chunks(per_input) {
        let input = input_of(chunk);
        let expected = brute(&input).expect("these cases are within the oracle's budget");
        assert_output(NAME, &input, &expected);
    }
}

#[test]
fn matches_the_oracle_on_every_digraph_with_up_to_4_vertices() {
    let cases: Vec<Case> = (2..=4).flat_map(all_cases).collect();
    assert_eq!(cases.len(), 3 * 2 + 63 * 6 + 4095 * 12);
    check_all(&cases, 2500);
}

#[test]
fn matches_the_oracle_on_random_digraphs_with_up_to_12_vertices() {
    let mut rng = Rng::new(0x0010_0548);
    let cases: Vec<Case> = (0..4000)
        .map(|_| {
            let n = 2 + rng.below(11);
            random_case(&mut rng, n)
        })
        .collect();
    check_all(&cases, 500);
}

#[test]
fn matches_the_oracle_on_random_medium_digraphs() {
    let mut rng = Rng::new(0x0548_0010);
    let cases: Vec<Case> = (0..150)
        .map(|_| {
            let n = 13 + rng.below(48);
            random_case(&mut rng, n)
        })
        .collect();
    check_all(&cases, 30);
}

#[test]
fn matches_the_oracle_on_the_max_inputs() {
    for max in (SPEC.max_inputs)() {
        let expected = brute(&max.input).expect("dense digraphs settle in a few rounds");
        assert_output(NAME, &max.input, &expected);
    }
}
