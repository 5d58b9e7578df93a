//! The input layout that the three CSES Nim-like problems share (cses-1730-nim-game-1,
//! cses-1098-nim-game-2, cses-1099-stair-game): t test cases, each `n` and a line of n values,
//! Σn ≤ 2·10^5; its validator, parser, shrinker and output words.

use crate::inputs::Candidates;
use crate::validate::{Validator, ensure};

/// The limits of the three CSES problems' shared layout: t test cases, each of n values, Σn
/// bounded, every value at most `MAX_X`.
pub const MAX_T: usize = 200_000;

pub const MAX_N: usize = 200_000;

pub const MAX_SUM_N: usize = 200_000;

pub const MAX_X: u32 = 1_000_000_000;

/// `Ok` iff `input` is `t` (1 ≤ t ≤ 2·10^5), then per test case a line `n` (1 ≤ n ≤ 2·10^5) and a
/// line of n values in `lo..=10^9` named `name`, with Σn ≤ 2·10^5, single spaces, nothing else.
pub fn validate_cases(input: &str, lo: u32, name: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    let mut sum_n = 0;
    for case in 1..=t {
        let n = v.usize(1, MAX_N, "n")?;
        sum_n += n;
        ensure(sum_n <= MAX_SUM_N, || {
            format!(
                "{}: the sum of n reaches {sum_n} > {MAX_SUM_N} at test case {case}",
                v.position()
            )
        })?;
        v.eoln()?;
        v.int_line(n, lo.into(), MAX_X.into(), name)?;
    }
    v.eof()
}

/// The test cases of an input in the shared layout, one value vector each.
pub fn parse_cases(input: &str) -> Vec<Vec<u32>> {
    crate::nim::parse_cases(input)
}

/// An input in the shared layout holding `cases`.
pub fn input_of(cases: &[Vec<u32>]) -> String {
    crate::nim::input_of(cases)
}

/// Smaller inputs in the shared layout, values never below `floor`: each test case alone, fewer
/// test cases, then one test case with fewer values or one value lowered.
pub fn shrink_cases(input: &str, floor: u32) -> Vec<String> {
    let cases = parse_cases(input);
    let mut candidates = Candidates::default();
    for fewer in crate::inputs::shrink_list(&cases) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (i, values) in cases.iter().enumerate() {
        if candidates.full() {
            break;
        }
        let with = |values: Vec<u32>| {
            let mut next = cases.clone();
            next[i] = values;
            input_of(&next)
        };
        for fewer in crate::inputs::shrink_list(values) {
            if !fewer.is_empty() {
                candidates.push(|| with(fewer));
            }
        }
        for (j, &value) in values.iter().enumerate().take(32) {
            if candidates.full() {
                break;
            }
            for lower in crate::inputs::shrink_value(u64::from(value), u64::from(floor)) {
                candidates.push(|| {
                    let mut next = values.clone();
                    next[j] = lower as u32;
                    with(next)
                });
            }
        }
    }
    candidates.into_vec()
}

/// The output line of a test case: `first` iff the first player wins.
pub fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "first" } else { "second" }
}
