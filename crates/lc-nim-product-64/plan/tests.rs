use super::generators::{exhaustive_inputs, max_inputs, shrink, structured_value, walk};
use super::rules::{
    REACH, RECURSION_BUDGET, definition, oracle, power_products, product_by_halves,
    product_by_powers, reference,
};
use super::*;
use plan_kit::rng::Rng;

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_definition_gives_xor_and_the_sample_products() {
    let tables = definition();
    for a in 0..REACH {
        for b in 0..REACH {
            assert_eq!(tables.sum(a, b), a ^ b, "{a} ⊕ {b}");
        }
    }
    let row: Vec<u64> = (0..=8).map(|b| tables.product(5, b)).collect();
    assert_eq!(row, [0, 5, 10, 15, 2, 7, 8, 13, 3], "the sample's 5 ⊗ 0..8");
    assert_eq!(tables.product(2, 2), 3, "2 ⊗ 2 = 3");
    assert_eq!(tables.product(4, 4), 6, "4 ⊗ 4 = 6 = 4 ⊕ 2");
    assert_eq!(tables.product(16, 16), 24, "16 ⊗ 16 = 24 = 16 ⊕ 8");
    assert_eq!(
        tables.product(2, 4),
        8,
        "distinct Fermat 2-powers multiply as integers"
    );
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_symmetric_shortcut_agrees_with_the_definition_computed_in_full() {
    // The product table from the definition over every a′ < a, b′ < b, for a, b < 32,
    // without the mirroring of `Definition::build`.
    const N: usize = 32;
    let tables = definition();
    let mut product = [[0u64; N]; N];
    for a in 0..N {
        for b in 0..N {
            let mut options = Vec::new();
            for a2 in 0..a {
                for b2 in 0..b {
                    let partial = tables.sum(product[a2][b], product[a][b2]);
                    options.push(tables.sum(partial, product[a2][b2]));
                }
            }
            product[a][b] = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(
                product[a][b],
                tables.product(a as u64, b as u64),
                "{a} ⊗ {b}"
            );
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn conways_rules_agree_with_the_definition_on_every_pair_below_256() {
    let tables = definition();
    for a in 0..REACH {
        for b in 0..REACH {
            let expected = tables.product(a, b);
            assert_eq!(product_by_halves(a, b, 32), expected, "halves: {a} ⊗ {b}");
            assert_eq!(product_by_powers(a, b), expected, "powers: {a} ⊗ {b}");
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_two_large_methods_agree_and_match_published_values() {
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let (a, b) = (structured_value(&mut rng), rng.next_u64());
        assert_eq!(
            product_by_halves(a, b, 32),
            product_by_powers(a, b),
            "{a} ⊗ {b}"
        );
    }
    // The sample, also asserted by two other nimber libraries' tests.
    assert_eq!(product_by_powers(3141, 5926), 14994);
    assert_eq!(
        product_by_powers(u64::MAX, u64::MAX),
        11_290_409_524_105_353_207
    );
    // Entries of CGSuite's table of 2^i ⊗ 2^j in Library Checker's sol/correct.cpp.
    let powers = power_products();
    assert_eq!(powers[8][8], 384);
    assert_eq!(powers[8][15], 32990);
    assert_eq!(powers[63][63], 16_017_865_340_936_038_689);
}

#[test]
fn the_large_methods_obey_the_field_laws() {
    field_laws(200);
}

#[test]
#[ignore = "deep: cargo verify runs it (the laws on many more triples)"]
fn the_large_methods_obey_the_field_laws_on_many_triples() {
    field_laws(5000);
}

/// Commutativity, associativity, distributivity over XOR, the unit, and a^(2^64 − 1) = 1 on
/// `cases` random triples (two uniform values and a structured one).
fn field_laws(cases: usize) {
    let mut rng = Rng::new(6);
    for _ in 0..cases {
        let (a, b, c) = (rng.next_u64(), structured_value(&mut rng), rng.next_u64());
        let mul = product_by_powers;
        assert_eq!(mul(a, b), mul(b, a));
        assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)), "associative");
        assert_eq!(
            mul(a, b ^ c),
            mul(a, b) ^ mul(a, c),
            "distributive over XOR"
        );
        assert_eq!(mul(a, 1), a);
        // a^(2^64 − 1) = 1 for a ≠ 0: the nonzero values form a group of order 2^64 − 1
        if a != 0 {
            let (mut power, mut base, mut e) = (1, a, u64::MAX);
            while e > 0 {
                if e & 1 == 1 {
                    power = mul(power, base);
                }
                base = mul(base, base);
                e >>= 1;
            }
            assert_eq!(power, 1, "{a}^(2^64 - 1)");
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_oracle_answers_the_sample_and_gives_up_beyond_its_budget() {
    let sample = "11\n5 0\n5 1\n5 2\n5 3\n5 4\n5 5\n5 6\n5 7\n5 8\n3141 5926\n\
                  18446744073709551615 18446744073709551615\n";
    let expected = "0\n5\n10\n15\n2\n7\n8\n13\n3\n14994\n11290409524105353207\n";
    assert_eq!(oracle(sample).as_deref(), Some(expected));
    assert_eq!(reference(sample).as_deref(), Some(expected));
    let many = input_of(&vec![(256, 3); RECURSION_BUDGET + 1]);
    assert_eq!(oracle(&many), None);
    assert!(reference(&many).is_some());
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("1\n0 0\n"), Ok(()));
    assert_eq!(
        validate("1\n18446744073709551615 18446744073709551615\n"),
        Ok(())
    );
    for bad in [
        "0\n",
        "1000001\n",
        "1\n0 18446744073709551616\n",
        "1\n-1 0\n",
        "1\n0  0\n",
        "1\n0\n0\n",
        "2\n0 0\n",
        "1\n0 0\n1 1\n",
        "1\n0 0",
        "1\n01 0\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_answered() {
    let exhaustive = exhaustive_inputs();
    assert_eq!(exhaustive.len(), 16);
    let mut rng = Rng::new(1);
    for generator in PLAN.random {
        for size in [1, generator.max_size / 2, generator.max_size] {
            let input = (generator.generate)(&mut rng, size);
            assert_eq!(validate(&input), Ok(()), "{}", generator.name);
            assert!(oracle(&input).is_some(), "{}", generator.name);
        }
    }
    for input in exhaustive.iter().take(2) {
        assert_eq!(validate(input), Ok(()));
    }
    let max = max_inputs();
    assert_eq!(max.len(), 5);
    for max in &max {
        assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
    }
    assert_eq!(max[4].input.len(), 42_000_008, "20 digits everywhere");
}

#[test]
fn the_walks_follow_library_checker_generators() {
    assert_eq!(walk(6), [(0, 0), (0, 1), (1, 0), (0, 2), (1, 1), (2, 0)]);
}

#[test]
fn shrinking_starts_with_single_pairs_and_moves_towards_the_tables() {
    let shrunk = shrink("2\n1 2\n3 4\n");
    assert_eq!(shrunk[..2], ["1\n1 2\n", "1\n3 4\n"]);
    let shrunk = shrink("1\n4294967297 5\n");
    assert_eq!(
        shrunk[0], "0\n",
        "no pair at all (the validator rejects it)"
    );
    assert_eq!(shrunk[1], "1\n1 5\n", "then the low 32 bits");
}
