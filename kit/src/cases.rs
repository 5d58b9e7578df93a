//! The input layouts of the problems with several test cases. [`Cases`]: a count of test cases,
//! then each case as a line `n` and a line of n values (piles, heaps, balls on stairs), the
//! layout the Nim-like problems share (luogu-p2197-nim, luogu-p4279-misere-nim,
//! luogu-p3480-pebbles, the three CSES Nim-like tasks ([`cses`]) and cses-2208-another-game).
//! [`Singles`]: a count of test cases, then one value a line. Each with one problem's limits and
//! names, its validator, parser, writer and shrinker.

use crate::inputs::{Candidates, fewer_cases, shrink_value};
use crate::tokens::Tokens;
use crate::validate::{Validator, ensure};
use std::fmt::{Debug, Display, Write};
use std::str::FromStr;

/// One problem's limits and names in the layout.
pub struct Cases {
    /// The name of the number of test cases, as the statement writes it (`t`, `T`), and its
    /// largest value (the least is 1).
    pub count: &'static str,
    pub max_count: usize,
    /// The name of a case's length (`n`, `N`) and its largest value (the least is 1).
    pub length: &'static str,
    pub max_length: usize,
    /// The largest sum of the lengths over the cases, where the statement bounds it.
    pub max_total: Option<usize>,
    /// The name of a value (`a`, `x`) and its bounds.
    pub value: &'static str,
    pub min_value: u32,
    pub max_value: u32,
}

/// The limits of the CSES Nim-like tasks: t ≤ 2·10^5 test cases, each of n ≤ 2·10^5 values, Σn ≤
/// 2·10^5, every value from `min_value` to 10^9, named `value`.
pub const fn cses(value: &'static str, min_value: u32) -> Cases {
    Cases {
        count: "t",
        max_count: 200_000,
        length: "n",
        max_length: 200_000,
        max_total: Some(200_000),
        value,
        min_value,
        max_value: 1_000_000_000,
    }
}

impl Cases {
    /// `Ok` iff `input` is the count, then per test case a line with its length and a line of that
    /// many values, each within these limits, single spaces, nothing else.
    pub fn validate(&self, input: &str) -> Result<(), String> {
        let mut v = Validator::new(input);
        let t = v.usize_line(1, self.max_count, self.count)?;
        let mut sum_n = 0;
        for case in 1..=t {
            let n = v.usize(1, self.max_length, self.length)?;
            if let Some(max_total) = self.max_total {
                sum_n += n;
                ensure(sum_n <= max_total, || {
                    format!(
                        "{}: the sum of n reaches {sum_n} > {max_total} at test case {case}",
                        v.position()
                    )
                })?;
            }
            v.eoln()?;
            v.int_line(n, self.min_value.into(), self.max_value.into(), self.value)?;
        }
        v.eof()
    }
}

/// The test cases of a valid input, one value vector each.
pub fn parse(input: &str) -> Vec<Vec<u32>> {
    let mut tokens = Tokens::new(input);
    tokens.cases(|tokens| {
        let n: usize = tokens.read();
        tokens.many(n)
    })
}

/// The input holding `cases`, one value vector each.
pub fn input_of(cases: &[Vec<u32>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for values in cases {
        let line: Vec<String> = values.iter().map(u32::to_string).collect();
        writeln!(input, "{}\n{}", values.len(), line.join(" ")).unwrap();
    }
    input
}

/// Smaller inputs, values never below `floor`: each test case alone, fewer test cases, then one
/// test case with fewer values or one value lowered.
pub fn shrink(input: &str, floor: u32) -> Vec<String> {
    let cases = parse(input);
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

/// The layout of the problems whose test cases are one value each: the count of test cases,
/// then one line per test case holding its value (cf1537d-deleting-divisors,
/// cf1934d2-xor-break-game, cses-2207-grundys-game). One problem's limits and names, with its
/// validator, parser, writer and shrinker.
pub struct Singles {
    /// The name of the number of test cases (`t`) and its largest value (the least is 1).
    pub count: &'static str,
    pub max_count: usize,
    /// The name of a value (`n`) and its bounds.
    pub value: &'static str,
    pub min_value: u64,
    pub max_value: u64,
}

impl Singles {
    /// The layout as the statements write it: `t` test cases, each one `n` from 1 to `max_n`.
    pub const fn t_values_n(max_t: usize, max_n: u64) -> Singles {
        Singles {
            count: "t",
            max_count: max_t,
            value: "n",
            min_value: 1,
            max_value: max_n,
        }
    }

    /// `Ok` iff `input` is the count, then that many lines of one value each, within these
    /// limits, nothing else.
    pub fn validate(&self, input: &str) -> Result<(), String> {
        let mut v = Validator::new(input);
        let t = v.usize_line(1, self.max_count, self.count)?;
        for _ in 0..t {
            v.u64(self.min_value, self.max_value, self.value)?;
            v.eoln()?;
        }
        v.eof()
    }

    /// The values of a valid input, one a test case.
    pub fn parse<T: FromStr>(&self, input: &str) -> Vec<T>
    where
        T::Err: Debug,
    {
        let mut tokens = Tokens::new(input);
        let t: usize = tokens.read();
        tokens.many(t)
    }

    /// The input holding `values`, one a test case.
    pub fn input_of<T: Display>(&self, values: &[T]) -> String {
        let mut input = format!("{}\n", values.len());
        for value in values {
            writeln!(input, "{value}").unwrap();
        }
        input
    }

    /// Smaller inputs, no value below the least: each value alone and fewer values
    /// ([`fewer_cases`]), then, while at most `lowered_up_to` values are left, one value lowered
    /// ([`shrink_value`]). Shrinking is called again after each success, so values are lowered
    /// once the list is short.
    pub fn shrink(&self, input: &str, lowered_up_to: usize) -> Vec<String> {
        let values: Vec<u64> = self.parse(input);
        let mut candidates = fewer_cases(&values, |values| self.input_of(values));
        if values.len() <= lowered_up_to {
            for (i, &value) in values.iter().enumerate() {
                for lower in shrink_value(value, self.min_value) {
                    let mut lowered = values.clone();
                    lowered[i] = lower;
                    candidates.push(self.input_of(&lowered));
                }
            }
        }
        candidates
    }
}

/// The output line of a test case in the CSES tasks: `first` iff the first player wins.
pub fn first_or_second(first_wins: bool) -> &'static str {
    if first_wins { "first" } else { "second" }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: Cases = Cases {
        count: "T",
        max_count: 3,
        length: "n",
        max_length: 4,
        max_total: Some(5),
        value: "a",
        min_value: 1,
        max_value: 9,
    };

    #[test]
    fn an_input_is_the_count_then_each_case_as_its_length_and_its_values() {
        let cases = vec![vec![3, 1, 2], vec![9]];
        let input = input_of(&cases);
        assert_eq!(input, "2\n3\n3 1 2\n1\n9\n");
        assert_eq!(parse(&input), cases);
        assert_eq!(SMALL.validate(&input), Ok(()));
    }

    #[test]
    fn the_validator_holds_every_limit_and_the_layout() {
        for bad in [
            "0\n",
            "4\n1\n1\n1\n1\n1\n1\n1\n1\n",
            "1\n5\n1 1 1 1 1\n",
            "2\n3\n1 1 1\n3\n1 1 1\n",
            "1\n1\n0\n",
            "1\n1\n10\n",
            "1\n2\n1  1\n",
            "1\n2\n1 1",
            "1\n1\n1\n\n",
        ] {
            assert!(SMALL.validate(bad).is_err(), "{bad:?}");
        }
        let no_total = Cases {
            max_total: None,
            ..SMALL
        };
        assert_eq!(no_total.validate("2\n3\n1 1 1\n3\n1 1 1\n"), Ok(()));
        let sum = SMALL.validate("2\n3\n1 1 1\n3\n1 1 1\n").unwrap_err();
        assert!(
            sum.contains("the sum of n reaches 6 > 5 at test case 2"),
            "{sum}"
        );
    }

    #[test]
    fn shrinking_gives_smaller_inputs_of_the_layout_with_values_above_the_floor() {
        let input = input_of(&[vec![5, 7], vec![3]]);
        let candidates = shrink(&input, 2);
        assert!(!candidates.is_empty());
        for candidate in &candidates {
            assert!(candidate.len() <= input.len(), "{candidate:?}");
            assert!(
                parse(candidate).iter().flatten().all(|&v| v >= 2),
                "{candidate:?}"
            );
        }
        assert!(candidates.contains(&input_of(&[vec![3]])));
    }

    const SINGLES: Singles = Singles {
        count: "t",
        max_count: 3,
        value: "n",
        min_value: 2,
        max_value: 1_000_000_000_000,
    };

    #[test]
    fn a_singles_input_is_the_count_then_one_value_a_line() {
        let input = SINGLES.input_of(&[7u64, 1_000_000_000_000, 2]);
        assert_eq!(input, "3\n7\n1000000000000\n2\n");
        assert_eq!(SINGLES.parse::<u64>(&input), [7, 1_000_000_000_000, 2]);
        assert_eq!(SINGLES.validate(&input), Ok(()));
    }

    #[test]
    fn the_singles_validator_holds_every_limit_and_the_layout() {
        for bad in [
            "0\n",
            "4\n2\n2\n2\n2\n",
            "1\n1\n",
            "1\n1000000000001\n",
            "2\n2 3\n",
            "2\n2\n",
            "1\n2\n3\n",
            "1\n2",
            "1\n02\n",
            "1\n-2\n",
            "1\n 2\n",
        ] {
            assert!(SINGLES.validate(bad).is_err(), "{bad:?}");
        }
        let below = SINGLES.validate("1\n1\n").unwrap_err();
        assert!(below.contains('n'), "{below}");
        let statement = Singles::t_values_n(2, 5);
        assert_eq!(statement.validate("2\n1\n5\n"), Ok(()));
        for (bad, name) in [("1\n0\n", "n"), ("1\n6\n", "n"), ("3\n1\n1\n1\n", "t")] {
            let message = statement.validate(bad).unwrap_err();
            assert!(message.contains(&format!("{name} = ")), "{message}");
        }
    }

    #[test]
    fn singles_shrink_to_one_value_then_lower_values_down_to_the_least() {
        let candidates = SINGLES.shrink("3\n5\n9\n2\n", 3);
        assert_eq!(candidates[..3], ["1\n5\n", "1\n9\n", "1\n2\n"]);
        assert!(candidates.contains(&"3\n2\n9\n2\n".to_owned()));
        for candidate in &candidates {
            assert_eq!(SINGLES.validate(candidate), Ok(()), "{candidate:?}");
        }
        let long = SINGLES.shrink("3\n5\n9\n2\n", 2);
        assert!(
            long.iter().all(|c| c.len() < "3\n5\n9\n2\n".len()),
            "{long:?}"
        );
    }

    #[test]
    fn the_cses_words_are_first_and_second() {
        assert_eq!(first_or_second(true), "first");
        assert_eq!(first_or_second(false), "second");
    }
}
