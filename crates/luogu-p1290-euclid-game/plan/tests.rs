use super::generators::{
    exhaustive_inputs, fibonacci_pair, max_inputs, pair_of_quotients, random_games, shrink,
};
use super::rules::{
    MAX_SEARCHED, Search, oracle, parse_games, quotient_rule, quotients, reference,
};
use super::*;
use plan_kit::rng::Rng;

/// A random pair whose quotients start with a run of 1s (length up to `max_ones`) and go on at
/// random, scaled by a random factor, within u64; a mix of what makes the game long and short.
fn random_quotient_pair(rng: &mut Rng, max_ones: usize) -> (u64, u64) {
    loop {
        let ones = rng.below(max_ones + 1);
        let mut quotients = vec![1; ones];
        for _ in 0..rng.below(6) {
            let top = if rng.chance(1, 2) { 3 } else { 1 << 20 };
            quotients.push(rng.range(1, top));
        }
        quotients.push(rng.range(2, 5));
        let g = if rng.chance(1, 2) {
            1
        } else {
            rng.range(1, 1 << 30)
        };
        if let Some((a, b)) = pair_of_quotients(&quotients, g) {
            return if rng.chance(1, 2) { (a, b) } else { (b, a) };
        }
    }
}

/// The games of the sample `ext-64-bit` (values beyond the statement's 2^31, up to 2^64 − 1): a
/// grid over the edges of u32, i64 and u64 with (a, a/2 + 1) and (a, a/2) for each; the longest
/// Fibonacci pairs below 2^31, 2^63 and 2^64; 1000 each of uniform u64 pairs, pairs built from
/// random quotients with long runs of 1s, and close pairs b ∈ [a/2, a]; and pairs built from chosen
/// quotients 1, …, 1, q ≥ 2, … whose winner is known by construction (unit-tested).
fn ext_64_bit_games() -> Vec<(u64, u64)> {
    let mut rng = Rng::new(0x2348);
    let mut games = Vec::new();
    let edges = [1, 2, 3, (1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32];
    let ends = [
        (1 << 62) + 1,
        (1 << 63) - 1,
        1 << 63,
        u64::MAX - 1,
        u64::MAX,
    ];
    for &a in edges.iter().chain(&ends) {
        for &b in edges.iter().chain(&ends) {
            games.push((a, b));
            games.push((a, a / 2 + 1));
            games.push((a, (a / 2).max(1)));
        }
    }
    for max in [(1 << 31) - 1, (1 << 63) - 1, u64::MAX] {
        let (a, b) = fibonacci_pair(max);
        games.extend([(a, b), (b, a), (a, a - b), (a + (a - b), a).min((a, b))]);
    }
    for _ in 0..1000 {
        games.push((rng.range(1, u64::MAX), rng.range(1, u64::MAX)));
        games.push(random_quotient_pair(&mut rng, 90));
        let top = rng.range(1, u64::MAX);
        games.push((top, rng.range(top / 2, top)));
    }
    games.extend(chosen_quotient_games().into_iter().map(|(game, _)| game));
    games
}

/// Pairs built from quotients 1, …, 1, q ≥ 2, then a few more: the first player wins iff the run
/// of 1s before q is even (later quotients do not matter); with who wins by construction.
fn chosen_quotient_games() -> Vec<((u64, u64), bool)> {
    let mut rng = Rng::new(7);
    let mut games = Vec::new();
    for ones in 0..=90 {
        for _ in 0..20 {
            let mut quotients = vec![1; ones];
            quotients.push(rng.range(2, 9));
            for _ in 0..rng.below(4) {
                quotients.push(rng.range(1, 3));
            }
            if quotients.last() == Some(&1) {
                quotients.push(2);
            }
            if let Some(game) = pair_of_quotients(&quotients, 1) {
                games.push((game, ones % 2 == 0));
            }
        }
    }
    games
}

#[test]
fn the_extended_64_bit_sample_is_the_references_answer() {
    let dir = plan_kit::testing::samples_dir(PLAN.name);
    let input = input_of(&ext_64_bit_games());
    let read = |ext: &str| std::fs::read_to_string(dir.join(format!("ext-64-bit.{ext}")));
    assert!(
        read("in").unwrap() == input,
        "ext-64-bit.in is not its generator's"
    );
    assert!(read("out").unwrap() == reference(&input).unwrap());
}

#[test]
fn the_quotient_rule_gives_the_winner_built_into_chosen_quotients() {
    let games = chosen_quotient_games();
    assert!(games.len() > 1000);
    for ((a, b), stan_wins) in games {
        assert_eq!(quotient_rule(a, b), stan_wins, "({a}, {b})");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_reaches(&PLAN);
    assert_eq!(exhaustive_inputs().len(), 100);
}

#[test]
fn the_validator_rejects_what_the_statement_excludes() {
    assert_eq!(validate("2\n2147483647 1\n5 5\n"), Ok(()));
    for bad in [
        "1\n2147483648 1\n", // 2^31
        "1\n0 5\n",          // zero
        "0\n",               // C = 0
        "2\n1 1\n",          // fewer games than C
        "1\n1 1\n2 2\n",     // more games than C
        "1\n1  1\n",         // a double space
        "1\n1 1",            // no final newline
        "1\n1\n1\n",         // M and N on two lines
        "1\n+1 1\n",         // not canonical
    ] {
        assert!(validate(bad).is_err(), "accepted {bad:?}");
    }
}

#[test]
fn the_reference_agrees_with_the_game_search_on_the_plans_small_inputs() {
    let mut rng = Rng::new(3);
    let inputs = exhaustive_inputs().into_iter().chain((1..=10).map(|size| {
        let max = 100 * size;
        input_of(&random_games(&mut rng, 1000, |rng| {
            (rng.range(1, max), rng.range(1, max))
        }))
    }));
    for input in inputs {
        assert_eq!(reference(&input), oracle(&input), "{input}");
    }
}

#[test]
fn shrinking_tries_single_games_then_lowers_a_number() {
    let candidates = shrink("2\n25 7\n24 15\n");
    assert_eq!(candidates[..2], ["1\n25 7\n", "1\n24 15\n"]);
    assert!(candidates.contains(&"2\n1 7\n24 15\n".to_owned()));
    assert!(candidates.contains(&"2\n25 7\n24 14\n".to_owned()));
}

#[test]
fn the_max_inputs_reach_above_2_pow_30_and_have_large_quotients() {
    let games = parse_games(&max_inputs()[1].input);
    assert_eq!(games.len(), MAX_C);
    assert!(games.iter().any(|&(a, b)| a.max(b) / a.min(b) > 1 << 20));
    assert!(games.iter().any(|&(a, b)| a.min(b) > 1 << 30));
}

#[test]
fn the_search_knows_small_pairs_by_hand() {
    let mut table = Search::new(30);
    assert!(table.first_wins(5, 5), "subtract once: 0");
    assert!(table.first_wins(12, 4), "4 divides 12");
    assert!(
        !table.first_wins(3, 2),
        "forced to (2, 1), where the opponent takes 2 to 0"
    );
    assert!(table.first_wins(5, 3), "forced to (3, 2), which loses");
    assert!(
        table.first_wins(25, 7),
        "the sample: 25 → 11 leaves (11, 7), which loses"
    );
    assert!(!table.first_wins(24, 15), "the sample");
}

#[test]
fn the_quotient_rule_agrees_with_the_search_up_to_the_searched_bound() {
    let max = MAX_SEARCHED as usize;
    let mut table = Search::new(max);
    for a in 1..=max {
        for b in 1..=a {
            assert_eq!(
                quotient_rule(a as u64, b as u64),
                table.first_wins(a, b),
                "({a}, {b})"
            );
        }
    }
}

#[test]
fn pairs_of_quotients_have_those_quotients() {
    assert_eq!(pair_of_quotients(&[3, 1, 1, 2], 1), Some((18, 5)));
    assert_eq!(quotients(18, 5), vec![3, 1, 1, 2]);
    assert_eq!(pair_of_quotients(&[1], 7), Some((7, 7)));
    let mut rng = Rng::new(5);
    for _ in 0..1000 {
        let (a, b) = random_quotient_pair(&mut rng, 80);
        let g = gcd(a, b);
        assert_eq!(
            pair_of_quotients(&quotients(a, b), g),
            Some((a.max(b), a.min(b)))
        );
    }
}

#[test]
fn fibonacci_pairs_are_the_longest_chains_of_ones() {
    let (a, b) = fibonacci_pair(u64::MAX);
    assert!(a.checked_add(b).is_none());
    let q = quotients(a, b);
    assert!(q[..q.len() - 1].iter().all(|&x| x == 1));
    assert_eq!(q.len(), 91);
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}
