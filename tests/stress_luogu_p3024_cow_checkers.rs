//! luogu-p3024-cow-checkers against three exact references, none of them the solution's formula:
//! the game search on every position with both coordinates ≤ 60 (on the smallest board and on the
//! largest) and on random ones ≤ 300; the mex construction of the losing pairs for coordinates up
//! to about 8·10^6; Silber's Fibonacci characterisation for coordinates up to 10^18 and the top of
//! u64 (beyond the statement's 10^6: the binary reads any u64).

use judge::check::assert_output;
use judge::problems::luogu_p3024_cow_checkers::{
    ColdPairs, MAX_SIDE, MAX_T, brute, cold_by_zeckendorf, input_of, random_cold_pair, verdict,
};
use judge::rng::Rng;

const NAME: &str = "luogu-p3024-cow-checkers";

/// Checks the binary on `queries` in inputs of at most T = 1000, against the oracle's output.
fn check_with_search(board: Option<(u64, u64)>, queries: &[(u64, u64)]) {
    for chunk in queries.chunks(MAX_T) {
        let smallest = chunk
            .iter()
            .fold((1, 1), |(m, n), &(x, y)| (m.max(x + 1), n.max(y + 1)));
        let input = input_of(board.unwrap_or(smallest), chunk);
        let expected = brute(&input).expect("coordinates within the search's reach");
        assert_output(NAME, &input, &expected);
    }
}

/// Checks the binary on `queries` in inputs of at most T = 1000, against `loses`.
fn check_with(queries: &[(u64, u64)], loses: impl Fn(u64, u64) -> bool) {
    for chunk in queries.chunks(MAX_T) {
        let input = input_of((u64::MAX, u64::MAX), chunk);
        let expected: String = chunk
            .iter()
            .map(|&(x, y)| format!("{}\n", verdict(!loses(x, y))))
            .collect();
        assert_output(NAME, &input, &expected);
    }
}

/// A losing pair (a, b) in both orders, and the positions one step off it in every direction.
fn around(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut queries = vec![(a, b), (b, a)];
    for (da, db) in [
        (-1i64, 0i64),
        (1, 0),
        (0, -1),
        (0, 1),
        (-1, -1),
        (1, 1),
        (1, -1),
    ] {
        if let (Some(x), Some(y)) = (a.checked_add_signed(da), b.checked_add_signed(db)) {
            queries.extend([(x, y), (y, x)]);
        }
    }
    queries
}

#[test]
fn cow_checkers_agrees_with_the_game_search_on_every_position_up_to_60() {
    let all: Vec<(u64, u64)> = (0..=60)
        .flat_map(|x| (0..=60).map(move |y| (x, y)))
        .collect();
    assert_eq!(all.len(), 61 * 61);
    check_with_search(None, &all);
    check_with_search(Some((MAX_SIDE, MAX_SIDE)), &all);
}

#[test]
fn cow_checkers_agrees_with_the_game_search_on_random_positions_up_to_300() {
    let mut rng = Rng::new(0x3024);
    let queries: Vec<(u64, u64)> = (0..5 * MAX_T)
        .map(|_| (rng.range(0, 300), rng.range(0, 300)))
        .collect();
    check_with_search(None, &queries);
}

#[test]
fn cow_checkers_agrees_with_the_mex_construction_up_to_8_million() {
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
    while queries.len() % MAX_T != 0 || queries.len() < 10 * MAX_T {
        let x = rng.range(0, top);
        let near = PAIRS as u64 - 1;
        let y = rng.range(x.saturating_sub(near), (x + near).min(top));
        queries.push((x, y));
    }
    let loses = |x, y| {
        pairs
            .loses(x, y)
            .expect("differences within the pairs built")
    };
    check_with(&queries, loses);
}

#[test]
fn cow_checkers_agrees_with_silbers_theorem_up_to_10_pow_18_and_beyond() {
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
    check_with(&queries, cold_by_zeckendorf);
}
