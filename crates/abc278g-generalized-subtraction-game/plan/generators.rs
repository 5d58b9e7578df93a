//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::figure::{draw_length, draw_n};
use super::rules::Values;
use super::{MAX_N, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_value};

/// Every row with 1 ≤ L ≤ R ≤ N ≤ 8, one to an input (the game is one per test).
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 1..=8 {
        for l in 1..=n {
            for r in l..=n {
                inputs.push(input_of(n, l, r));
            }
        }
    }
    inputs
}

/// A row where the first player mirrors: L < R, or L = R ≡ N (mod 2).
pub(super) fn random_mirror(rng: &mut Rng, size: usize) -> String {
    let n = draw_n(rng, size);
    if n == 1 || rng.chance(1, 4) {
        let mut l = draw_length(rng, n);
        if (n - l) % 2 == 1 {
            l += if l < n { 1 } else { 0 };
            l -= if (n - l) % 2 == 1 { 1 } else { 0 };
        }
        return input_of(n, l, l);
    }
    let l = draw_length(rng, n - 1);
    let r = if rng.chance(1, 2) {
        l + 1
    } else {
        rng.range(l as u64 + 1, n as u64) as usize
    };
    input_of(n, l, r)
}

/// A row with L = R ≢ N (mod 2): no middle block, the segment values decide.
pub(super) fn random_fixed(rng: &mut Rng, size: usize) -> String {
    let n = draw_n(rng, size).max(2);
    let mut l = draw_length(rng, n - 1);
    if (n - l).is_multiple_of(2) {
        l = if l > 1 { l - 1 } else { 2 };
    }
    input_of(n, l, l)
}

/// A row with L = R whose value the search finds 0 (the second player wins), N ≤ size: L small
/// (≤ 12), N drawn among the lost rows of the search; L = 1 and an even N when none is.
pub(super) fn random_second(rng: &mut Rng, size: usize) -> String {
    let top = size.clamp(2, MAX_N);
    let l = draw_length(rng, top.min(12));
    let values = Values::new(top, l, l);
    let lost: Vec<usize> = (l..=top).filter(|&n| values.g[n] == 0).collect();
    if lost.is_empty() {
        let n = 2 * rng.range(1, top as u64 / 2) as usize;
        return input_of(n, 1, 1);
    }
    input_of(lost[rng.below(lost.len())], l, l)
}

/// Smaller rows: with L = R, the smallest rows of value 0 first (by the search: a wrong side fails
/// there); then N lowered (L and R lowered with it when they pass it), by one and by two (keeping
/// the parity of N), then L and R lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let (n, l, r) = parse_input(input);
    let mut candidates = Vec::new();
    if l == r {
        // the smallest rows of value 0 by the search, with this L and with L = 1
        let values = Values::new(n, l, l);
        candidates.extend(
            (l..n)
                .filter(|&m| values.g[m] == 0)
                .take(8)
                .map(|m| input_of(m, l, l)),
        );
        candidates.extend(["2 1 1\n".to_owned(), "4 1 1\n".to_owned()]);
    }
    let mut lower_n: Vec<usize> = shrink_value(n as u64, 1)
        .into_iter()
        .map(|m| m as usize)
        .collect();
    lower_n.extend([n.saturating_sub(2), n.saturating_sub(1)]);
    for m in lower_n.into_iter().filter(|&m| m >= 1 && m < n) {
        candidates.push(input_of(m, l.min(m), r.min(m)));
        if l == r && l < m && (m - l) % 2 != (n - l) % 2 {
            candidates.push(input_of(m, l + 1, l + 1));
        }
    }
    for lower in shrink_value(r as u64, l as u64) {
        candidates.push(input_of(n, l, lower as usize));
    }
    for lower in shrink_value(l as u64, 1) {
        let lower = lower as usize;
        candidates.push(input_of(n, lower, lower.max(r - (l - lower))));
    }
    candidates.retain(|candidate| candidate != input);
    candidates
}

/// The largest row with L = R = 2 whose value is 0 (Second wins), by the search.
pub(super) const LOST_ROW_2: usize = 1997;

/// The longest games at N = 2000 (every move one card), a row the first player opens in the
/// middle, the fixed-length rows of both winners, and one move.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    vec![
        MaxInput {
            label: "N=2000, L=R=1 (2000 moves, Second)",
            input: input_of(MAX_N, 1, 1),
        },
        MaxInput {
            label: "N=1999, L=R=1 (1999 moves, First)",
            input: input_of(MAX_N - 1, 1, 1),
        },
        MaxInput {
            label: "N=2000, L=1, R=2000 (First takes 2 in the middle)",
            input: input_of(MAX_N, 1, MAX_N),
        },
        MaxInput {
            label: "N=2000, L=R=3 (no middle block: segment values, First)",
            input: input_of(MAX_N, 3, 3),
        },
        MaxInput {
            label: "N=1997, L=R=2 (no middle block: value 0, Second)",
            input: input_of(LOST_ROW_2, 2, 2),
        },
        MaxInput {
            label: "N=2000, L=R=2000 (one move)",
            input: input_of(MAX_N, MAX_N, MAX_N),
        },
    ]
}
