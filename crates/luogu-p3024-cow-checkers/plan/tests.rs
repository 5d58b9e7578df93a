use super::generators::{around, exhaustive_inputs, random_small_input, shrink};
use super::rules::{Checkers, ColdPairs, SEARCH_REACH, oracle, reference, search, verdict};
use super::*;
use plan_kit::game::Searcher;
use plan_kit::rng::Rng;

/// F_2 = 1, F_3 = 2, F_4 = 3, ...: every Fibonacci number that fits in a u64, `FIB[i] = F_{i+2}`.
fn fibonacci() -> &'static [u64] {
    static FIBONACCI: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    FIBONACCI.get_or_init(|| {
        let mut fib = vec![1u64, 2];
        while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(next);
        }
        fib
    })
}

/// The Zeckendorf representation of n ≥ 1: the indices i (of F_i, F_2 = 1) of its sum of
/// non-consecutive Fibonacci numbers, descending.
fn zeckendorf(fib: &[u64], mut n: u64) -> Vec<usize> {
    let mut indices = Vec::new();
    for (j, &f) in fib.iter().enumerate().rev() {
        if f <= n {
            n -= f;
            indices.push(j + 2);
        }
    }
    indices
}

/// Whether the player to move loses at (x, y), by Silber's theorem (Fibonacci Quart. 14, 1976):
/// a ≥ 1 is a_k of some Wythoff pair iff its Zeckendorf representation's smallest index is even,
/// and then b_k is the sum of the next Fibonacci numbers (every index + 1).
fn cold_by_zeckendorf(x: u64, y: u64) -> bool {
    let (x, y) = (x.min(y), x.max(y));
    if x == 0 {
        return y == 0;
    }
    let fib = fibonacci();
    let indices = zeckendorf(fib, x);
    if indices.last().is_none_or(|&i| i % 2 == 1) {
        return false;
    }
    upper_of(fib, &indices) == Some(y)
}

/// Σ F_{i+1} over `indices`, or `None` if it overflows.
fn upper_of(fib: &[u64], indices: &[usize]) -> Option<u64> {
    indices
        .iter()
        .try_fold(0u64, |sum, &i| sum.checked_add(*fib.get(i - 1)?))
}

/// A random losing pair (a, b), a < b ≤ u64::MAX, with a ≤ `max_lower`, by Silber's theorem:
/// a random a whose smallest Zeckendorf index is even, and its shifted sum.
fn random_cold_pair(rng: &mut Rng, max_lower: u64) -> (u64, u64) {
    let fib = fibonacci();
    loop {
        let a = rng.range(1, max_lower);
        let indices = zeckendorf(fib, a);
        if indices.last().is_some_and(|&i| i % 2 == 0)
            && let Some(b) = upper_of(fib, &indices)
        {
            return (a, b);
        }
    }
}

/// The queries of the sample `ext-mex-8-million` (beyond the statement's 10^6, a board of 2^64 − 1
/// sides): 500 random losing pairs among the first 3·10^6 of the mex construction (coordinates up
/// to 7.85·10^6) in both orders with their neighbours, then random positions near the diagonal,
/// 10^4 in all; and who loses each, by the mex construction.
fn ext_mex_queries() -> (Vec<(u64, u64)>, Vec<bool>) {
    const PAIRS: usize = 3_000_000;
    let pairs = ColdPairs::new(PAIRS);
    let mut rng = Rng::new(0x3024_0002);
    let mut queries = Vec::new();
    for _ in 0..500 {
        let k = rng.below(PAIRS - 2);
        let a = pairs.lower[k];
        queries.extend(around(a, a + k as u64));
    }
    let top = pairs.lower[PAIRS - 1] + PAIRS as u64;
    while queries.len() < 10 * MAX_T {
        let x = rng.range(0, top);
        let near = PAIRS as u64 - 1;
        let y = rng.range(x.saturating_sub(near), (x + near).min(top));
        queries.push((x, y));
    }
    let loses = queries
        .iter()
        .map(|&(x, y)| {
            pairs
                .loses(x, y)
                .expect("differences within the pairs built")
        })
        .collect();
    (queries, loses)
}

/// The queries of the sample `ext-zeckendorf-u64` (a board of 2^64 − 1 sides): 600 random losing
/// pairs with a up to 10^12, 10^18 and 2^63, in both orders with their neighbours; (x, 2^64 − 1),
/// (2^64 − 1, x) and (x, x) for x at the edges of u64; random u64 pairs, 10^4 in all; and who
/// loses each, by Silber's theorem.
fn ext_zeckendorf_queries() -> (Vec<(u64, u64)>, Vec<bool>) {
    let mut rng = Rng::new(0x3024_0003);
    let mut queries = Vec::new();
    for round in 0..600 {
        let max_lower = match round % 3 {
            0 => 1_000_000_000_000_000_000,
            1 => 1_000_000_000_000,
            _ => u64::MAX / 2,
        };
        let (a, b) = random_cold_pair(&mut rng, max_lower);
        queries.extend(around(a, b));
    }
    for x in [0, 1, 2, 1 << 62, u64::MAX / 3, u64::MAX - 1, u64::MAX] {
        queries.extend([(x, u64::MAX), (u64::MAX, x), (x, x)]);
    }
    while queries.len() % MAX_T != 0 {
        queries.push((rng.next_u64(), rng.next_u64()));
    }
    let loses = queries
        .iter()
        .map(|&(x, y)| cold_by_zeckendorf(x, y))
        .collect();
    (queries, loses)
}

/// The input and expected output of an extended sample of `queries` on a board of 2^64 − 1 sides.
fn ext_sample((queries, loses): (Vec<(u64, u64)>, Vec<bool>)) -> (String, String) {
    let expected = loses
        .iter()
        .map(|&lost| format!("{}\n", verdict(!lost)))
        .collect();
    (input_of((u64::MAX, u64::MAX), &queries), expected)
}

#[test]
fn the_kits_search_of_the_game_agrees_with_the_oracles_search() {
    const REACH: u64 = 40;
    let wins = search(REACH);
    let game = Checkers {
        board: (REACH + 1, REACH + 1),
    };
    let mut kit = Searcher::new(&game, 1 << 20);
    for x in 0..=REACH {
        for y in 0..=REACH {
            assert_eq!(
                kit.first_wins(&(x, y)),
                Some(wins[x as usize][y as usize]),
                "({x}, {y})"
            );
        }
    }
}

#[test]
fn the_search_knows_the_small_positions_by_hand() {
    let wins = search(13);
    for (x, y) in [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (6, 10), (8, 13)] {
        assert!(!wins[x][y], "({x}, {y}) loses");
    }
    for (x, y) in [(1, 1), (0, 5), (2, 2), (1, 3), (3, 4), (5, 8)] {
        assert!(wins[x][y], "({x}, {y}) wins");
    }
}

#[test]
fn the_mex_construction_agrees_with_the_search() {
    let wins = search(SEARCH_REACH);
    let pairs = ColdPairs::new(SEARCH_REACH as usize + 1);
    for x in 0..=SEARCH_REACH {
        for y in 0..=SEARCH_REACH {
            assert_eq!(
                pairs.loses(x, y),
                Some(!wins[x as usize][y as usize]),
                "({x}, {y})"
            );
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn silbers_theorem_agrees_with_the_mex_construction() {
    let pairs = ColdPairs::new(1_000_000);
    for (k, &a) in pairs.lower.iter().enumerate() {
        let b = a + k as u64;
        assert!(cold_by_zeckendorf(a, b), "({a}, {b})");
        assert!(!cold_by_zeckendorf(a, b + 1), "({a}, {})", b + 1);
        assert!(k == 0 || !cold_by_zeckendorf(a, b - 1), "({a}, {})", b - 1);
    }
    let mut rng = Rng::new(5);
    for _ in 0..100_000 {
        let x = rng.range(0, 1_500_000);
        let y = rng.range(x.saturating_sub(999_999), x + 999_999);
        assert_eq!(
            Some(cold_by_zeckendorf(x, y)),
            pairs.loses(x, y),
            "({x}, {y})"
        );
    }
}

#[test]
fn the_extended_samples_are_the_references_answers() {
    let dir = plan_kit::testing::samples_dir(PLAN.name);
    for (case, (input, expected)) in [
        ("ext-mex-8-million", ext_sample(ext_mex_queries())),
        ("ext-zeckendorf-u64", ext_sample(ext_zeckendorf_queries())),
    ] {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{case}.{ext}")));
        assert!(
            read("in").unwrap() == input,
            "{case}.in is not its generator's"
        );
        assert!(
            read("out").unwrap() == expected,
            "{case}.out is not the reference's"
        );
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_reaches(&PLAN);
    assert_eq!(
        exhaustive_inputs().len(),
        8,
        "3721 positions on two boards, 1000 per input"
    );
}

#[test]
fn the_validator_rejects_what_the_statement_excludes() {
    assert_eq!(validate("1000000 2\n2\n999999 0\n0 1\n"), Ok(()));
    for bad in [
        "3 3\n1\n3 0\n",       // X = M
        "3 3\n1\n0 3\n",       // Y = N
        "0 3\n1\n0 0\n",       // M = 0
        "1000001 3\n1\n0 0\n", // M above 10^6
        "3 3\n0\n",            // T = 0
        "3 3\n2\n1 1\n",       // fewer queries than T
        "3 3\n1\n1 1\n1 1\n",  // more queries than T
        "3 3\n1\n1 1",         // no final newline
        "3  3\n1\n1 1\n",      // a double space
        "3 3\n1\n1\n1\n",      // X and Y on two lines
    ] {
        assert!(validate(bad).is_err(), "accepted {bad:?}");
    }
    let mut t1001 = "3 3\n1001\n".to_owned();
    t1001.push_str(&"1 1\n".repeat(1001));
    assert!(validate(&t1001).is_err(), "T = 1001");
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_reference_agrees_with_the_game_search_on_the_plans_small_inputs() {
    let mut rng = Rng::new(9);
    let inputs = exhaustive_inputs()
        .into_iter()
        .chain((1..=30).map(|size| random_small_input(&mut rng, 1 + size % 10)));
    for input in inputs {
        assert_eq!(reference(&input), oracle(&input), "{input}");
    }
}

#[test]
fn shrinking_tries_single_queries_then_the_board_then_coordinates() {
    let candidates = shrink("9 9\n2\n2 1\n5 3\n");
    assert_eq!(candidates[..2], ["9 9\n1\n2 1\n", "9 9\n1\n5 3\n"]);
    assert_eq!(candidates[2], "6 4\n2\n2 1\n5 3\n", "the smallest board");
    assert!(candidates.contains(&"9 9\n2\n1 1\n5 3\n".to_owned()));
}

#[test]
fn silbers_theorem_reaches_the_top_of_u64() {
    let mut rng = Rng::new(6);
    let (a, b) = random_cold_pair(&mut rng, u64::MAX / 2);
    assert!(a < b && cold_by_zeckendorf(b, a));
    assert!(!cold_by_zeckendorf(0, u64::MAX));
    assert!(!cold_by_zeckendorf(u64::MAX, u64::MAX));
}
