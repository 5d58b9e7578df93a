use super::generators::{SHRINK_LIMIT, exhaustive_inputs, max_inputs, shrink};
use super::rules::{
    ConstrainedNim, by_definition, grundy_by_definition, oracle, reference, search_wins,
};
use super::*;
use plan_kit::rng::Rng;

#[test]
fn the_search_knows_small_positions_by_hand() {
    let rules = ConstrainedNim { l: 2, r: 3 };
    let search = |piles: &[u64]| search_wins(&rules, piles).expect("within reach");
    assert!(!search(&[1]), "no move from 1 < L");
    assert!(search(&[2]) && search(&[3]), "take all");
    assert!(!search(&[5]), "5 − 2 = 3 and 5 − 3 = 2 both win");
    assert!(!search(&[4, 4]), "mirror");
    assert!(search(&[4, 1]), "take 3, leaving (1, 1) with no move");
    let ones = ConstrainedNim { l: 1, r: 1 };
    let one = |piles: &[u64]| search_wins(&ones, piles).expect("within reach");
    assert!(one(&[3]) && !one(&[3, 1]), "parity of the total");
}

#[test]
fn grundy_by_definition_on_small_tables() {
    // L = 2, R = 3: g(4) = mex {g(2), g(1)} = mex {1, 0} = 2, g(5) = mex {g(3), g(2)} = 0
    let g = grundy_by_definition(10, 2, 3, 1000).unwrap();
    assert_eq!(g, vec![0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]);
    // L = 1, R = 4: plain Nim restricted to ≤ 4: 0 1 2 3 4 0 1 …
    let g = grundy_by_definition(7, 1, 4, 1000).unwrap();
    assert_eq!(g, vec![0, 1, 2, 3, 4, 0, 1, 2]);
    assert!(grundy_by_definition(1000, 1, 1000, 100).is_none());
}

#[test]
fn the_search_and_the_definition_agree() {
    for input in exhaustive_inputs().iter().step_by(7) {
        let game = parse(input);
        assert_eq!(oracle(input), by_definition(&game, 100, 10_000), "{input}");
    }
}

#[test]
fn the_sample_beyond_the_search_is_reached() {
    let input = "7 3 14\n10 20 30 40 50 60 70\n";
    assert_eq!(oracle(input).as_deref(), Some("First\n"));
}

#[test]
fn the_validator_takes_good_inputs_and_names_bad_ones() {
    assert_eq!(validate("1 1 1\n1\n"), Ok(()));
    assert_eq!(validate("2 1000000000 1000000000\n1000000000 1\n"), Ok(()));
    for bad in [
        "1 2 1\n1\n",
        "1 0 1\n1\n",
        "1 1 1\n0\n",
        "2 1 1\n1\n",
        "1 1 1\n1 1\n",
        "1 1 1000000001\n1\n",
        "1 1 1\n1",
        "1 1 1\n1\n\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid() {
    let mut all = exhaustive_inputs();
    assert_eq!(all.len(), 1190);
    let mut rng = Rng::new(1);
    for generator in PLAN.random {
        for size in [1, 2, 5, generator.max_size / 2, generator.max_size] {
            all.push((generator.generate)(&mut rng, size));
        }
    }
    all.extend(max_inputs().into_iter().map(|m| m.input));
    all.extend(shrink("3 2 5\n9 4 6\n"));
    let big = &max_inputs()[0].input;
    assert!(shrink(big).len() <= SHRINK_LIMIT);
    for input in &all {
        if let Err(e) = validate(input) {
            panic!("{input:.80}: {e}");
        }
    }
}

#[test]
fn random_inputs_are_within_reach() {
    let mut rng = Rng::new(2);
    let small = &PLAN.random[0];
    for _ in 0..30 {
        let input = (small.generate)(&mut rng, small.max_size);
        assert!(oracle(&input).is_some(), "{input}");
    }
    let medium = &PLAN.random[1];
    for _ in 0..5 {
        let input = (medium.generate)(&mut rng, medium.max_size);
        assert!(oracle(&input).or_else(|| reference(&input)).is_some());
    }
}
