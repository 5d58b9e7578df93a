use super::generators::{
    SLOWEST_K, SLOWEST_OFFSETS, exhaustive_inputs, log_uniform, max_inputs, random_large,
    random_small, shrink,
};
use super::rules::{StrangeNim, grundy_one_step, grundy_table, oracle, reference};
use super::*;
use plan_kit::game::Solved;
use plan_kit::rng::Rng;

/// The definition's table against the Grundy values of one pile that the kit's solution of
/// the game ([`StrangeNim`]) computes from its moves.
#[test]
fn the_table_is_the_games_grundy_values() {
    for k in 1..=6 {
        let table = grundy_table(k, 60);
        for x in 0..=60 {
            let game = StrangeNim { k: vec![k] };
            let solved = plan_kit::game::solve(game, vec![x], 1000).expect("small");
            assert_eq!(
                solved.grundy(Solved::START),
                Some(u64::from(table[x as usize])),
                "x = {x}, K = {k}"
            );
        }
    }
}

#[test]
fn the_definition_by_hand() {
    assert_eq!(
        grundy_table(2, 13),
        [0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3],
        "K = 2: 4 reaches 3 (0) and 2 (1), so g(4) = 2; 7 reaches 6, 5, 4 (3, 1, 2)"
    );
    assert_eq!(grundy_table(1, 5), [0, 1, 2, 3, 4, 5], "K = 1 is Nim");
    assert_eq!(grundy_table(3, 8), [0, 0, 0, 1, 0, 1, 2, 0, 1]);
    assert_eq!(grundy_table(7, 6), [0; 7], "x < K: no move");
}

#[test]
fn the_proof_s_window_holds_on_the_definition() {
    // g(x − ⌊x/K⌋), …, g(x) are exactly 0, 1, …, ⌊x/K⌋
    for k in 1..=40 {
        let values = grundy_table(k, 1500);
        for x in 0..values.len() {
            let q = x / k as usize;
            let mut window: Vec<u32> = values[x - q..=x].to_vec();
            window.sort_unstable();
            assert!(
                window.iter().enumerate().all(|(i, &g)| g == i as u32),
                "K = {k}, x = {x}"
            );
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_one_step_recursion_agrees_with_the_definition() {
    let mut rng = Rng::new(91);
    let ks: Vec<u32> = (1..=64)
        .chain((0..40).map(|_| log_uniform(&mut rng, 3000)))
        .collect();
    for k in ks {
        let values = grundy_table(k, 3000);
        for (x, &g) in values.iter().enumerate() {
            let mut budget = u64::MAX;
            assert_eq!(
                grundy_one_step(x as u32, k, &mut budget),
                Some(g),
                "K = {k}, x = {x}"
            );
        }
    }
    let mut budget = 10;
    assert_eq!(grundy_one_step(MAX_A - 1, MAX_A / 2 + 1, &mut budget), None);
    assert_eq!(budget, 0);
}

/// The solution's jumps (a copy of `grundy` in the crate's `main.rs`), counting them.
fn jumps(mut x: u32, k: u32) -> (u32, u32) {
    let mut count = 0;
    loop {
        count += 1;
        let (q, r) = (x / k, x % k);
        if q == 0 || r == 0 {
            return (q, count);
        }
        let left = r % (q + 1);
        if left == 0 {
            return (q, count);
        }
        x = q * k + left - (q + 1);
    }
}

#[test]
fn the_jumps_agree_with_the_recursion_within_the_bound() {
    let bound = |a: u32| 2.0 * (f64::from(a) / std::f64::consts::E).sqrt() + 1.0;
    let mut rng = Rng::new(19);
    for _ in 0..300 {
        let a = rng.range(1, MAX_A.into()) as u32;
        let k = log_uniform(&mut rng, 40_000);
        let (g, count) = jumps(a, k);
        let mut budget = u64::MAX;
        assert_eq!(
            Some(g),
            grundy_one_step(a, k, &mut budget),
            "A = {a}, K = {k}"
        );
        assert!(
            f64::from(count) <= bound(a),
            "A = {a}, K = {k}: {count} jumps"
        );
    }
    assert_eq!(jumps(999_953_374, SLOWEST_K).1, 38_359);
    assert!(bound(MAX_A) < 38_362.0);
    let mut total = 0;
    for offset in SLOWEST_OFFSETS {
        let count = jumps(MAX_A - u32::from(offset), SLOWEST_K).1;
        assert!(count >= 38_000, "A = 10^9 - {offset}: {count} jumps");
        total += count;
    }
    assert_eq!(total, 7_637_637);
}

#[test]
fn the_oracle_answers_the_samples_and_gives_up_beyond_reach() {
    for (input, expected) in [
        ("2\n5 2\n3 3\n", "Aoki\n"),
        ("3\n3 2\n4 3\n5 1\n", "Takahashi\n"),
        ("3\n28 3\n16 4\n19 2\n", "Aoki\n"),
        ("4\n3141 59\n26535 897\n93 23\n8462 64\n", "Takahashi\n"),
    ] {
        assert_eq!(oracle(input).as_deref(), Some(expected), "{input}");
        assert_eq!(reference(input).as_deref(), Some(expected), "{input}");
    }
    assert_eq!(oracle("1\n1000000000 1\n"), None);
    assert_eq!(oracle("1\n1000000000 1000000000\n"), None);
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("2\n5 2\n3 3\n"), Ok(()));
    assert_eq!(validate("1\n1000000000 1000000000\n"), Ok(()));
    assert_eq!(validate(&input_of(&vec![(1, 1); MAX_N])), Ok(()));
    for bad in [
        "0\n",
        "201\n",
        "1\n0 1\n",
        "1\n1 0\n",
        "1\n1000000001 1\n",
        "1\n1 1000000001\n",
        "1\n1  1\n",
        "1\n1\n1\n",
        "2\n1 1\n",
        "1\n1 1\n1 1\n",
        "1\n1 1",
        "1\n01 1\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_answered() {
    let exhaustive = exhaustive_inputs();
    assert_eq!(exhaustive.len(), 200 + 18 * 19 / 2);
    for input in &exhaustive {
        assert_eq!(validate(input), Ok(()));
        assert!(oracle(input).is_some(), "{input}");
    }
    let mut rng = Rng::new(1);
    for size in (1..=MAX_N).step_by(23).chain([MAX_N]) {
        let small = random_small(&mut rng, size);
        assert_eq!(validate(&small), Ok(()));
        assert!(oracle(&small).is_some(), "{small}");
        let large = random_large(&mut rng, size);
        assert_eq!(validate(&large), Ok(()));
        assert!(reference(&large).is_some(), "{large}");
    }
    for max in max_inputs() {
        assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
        assert!(reference(&max.input).is_some(), "{}", max.label);
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn balanced_inputs_are_lost_for_takahashi() {
    let mut rng = Rng::new(5);
    let balanced = (0..40)
        .map(|_| random_small(&mut rng, MAX_N))
        .filter(|input| oracle(input).as_deref() == Some("Aoki\n"))
        .count();
    assert!(balanced >= 10, "{balanced} of 40");
}

#[test]
fn shrinking_starts_with_single_piles() {
    let shrunk = shrink("2\n5 2\n3 3\n");
    assert_eq!(shrunk[..2], ["1\n5 2\n", "1\n3 3\n"]);
    assert!(shrunk.contains(&"2\n1 2\n3 3\n".to_owned()));
    assert!(shrunk.contains(&"2\n5 1\n3 3\n".to_owned()));
}
