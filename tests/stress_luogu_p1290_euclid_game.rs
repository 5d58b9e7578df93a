//! luogu-p1290-euclid-game against its oracle (game search over every pair) on every pair up to
//! 100 and on random pairs up to 1000; beyond the search, against the quotient rule (an exact method
//! by continued-fraction quotients, itself checked against the search in the judge's unit tests) on
//! random 64-bit pairs, pairs built from chosen quotients, the boundaries of u32, i64 and u64, and the
//! max inputs of 10^5 games.

use judge::check::assert_output;
use judge::problems::luogu_p1290_euclid_game::{
    SPEC, brute, fibonacci_pair, input_of, pair_of_quotients, quotient_rule, random_quotient_pair,
    verdict,
};
use judge::rng::Rng;
use judge::tokens::Tokens;

const NAME: &str = "luogu-p1290-euclid-game";

/// The expected output by the quotient rule.
fn by_quotients(games: &[(u64, u64)]) -> String {
    games
        .iter()
        .map(|&(m, n)| format!("{}\n", verdict(quotient_rule(m, n))))
        .collect()
}

#[test]
fn euclid_matches_the_game_search_on_every_pair_up_to_100() {
    let games: Vec<(u64, u64)> = (1..=100)
        .flat_map(|m| (1..=100).map(move |n| (m, n)))
        .collect();
    let input = input_of(&games);
    let expected = brute(&input).expect("pairs up to 100 are within reach");
    assert_output(NAME, &input, &expected);
}

#[test]
fn euclid_matches_the_game_search_on_random_pairs_up_to_1000() {
    let mut rng = Rng::new(0x1290);
    let games: Vec<(u64, u64)> = (0..20_000)
        .map(|_| (rng.range(1, 1000), rng.range(1, 1000)))
        .collect();
    let input = input_of(&games);
    let expected = brute(&input).expect("pairs up to 1000 are within reach");
    assert_output(NAME, &input, &expected);
}

#[test]
fn euclid_matches_the_quotient_rule_on_large_pairs() {
    let mut rng = Rng::new(0x2348);
    let mut games = Vec::new();
    for _ in 0..20_000 {
        games.push((rng.range(1, u64::MAX), rng.range(1, u64::MAX)));
        games.push(random_quotient_pair(&mut rng, 90));
        let top = rng.range(1, u64::MAX);
        games.push((top, rng.range(top / 2, top)));
    }
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
    let input = input_of(&games);
    assert_output(NAME, &input, &by_quotients(&games));
}

#[test]
fn euclid_matches_the_winner_built_into_chosen_quotients() {
    // quotients 1, ..., 1, q with q ≥ 2: the player to move at q wins, so the first player wins
    // iff the run of 1s before it is even; later quotients do not matter
    let mut rng = Rng::new(7);
    let mut games = Vec::new();
    let mut expected = String::new();
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
            if let Some((a, b)) = pair_of_quotients(&quotients, 1) {
                games.push((a, b));
                expected.push_str(verdict(ones % 2 == 0));
                expected.push('\n');
            }
        }
    }
    assert!(games.len() > 1000);
    assert_eq!(by_quotients(&games), expected, "the quotient rule itself");
    assert_output(NAME, &input_of(&games), &expected);
}

#[test]
fn euclid_matches_the_quotient_rule_on_the_max_inputs() {
    for max in (SPEC.max_inputs)() {
        let mut tokens = Tokens::new(&max.input);
        let c: usize = tokens.read();
        let games: Vec<(u64, u64)> = (0..c).map(|_| (tokens.read(), tokens.read())).collect();
        assert_eq!(games.len(), 100_000, "{}", max.label);
        assert_output(NAME, &max.input, &by_quotients(&games));
    }
}
