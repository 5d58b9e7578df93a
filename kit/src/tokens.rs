//! A whitespace token reader for the oracles, which parse inputs independently of the solutions.

use std::fmt::Debug;
use std::str::{FromStr, SplitWhitespace};

/// The tokens of an input text, read in order.
pub struct Tokens<'a> {
    words: SplitWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    /// The tokens of `input`.
    pub fn new(input: &'a str) -> Self {
        Tokens {
            words: input.split_whitespace(),
        }
    }

    /// The next token parsed as `T`; panics (naming the token) on a missing or malformed one.
    pub fn read<T: FromStr>(&mut self) -> T
    where
        T::Err: Debug,
    {
        let word = self.words.next().expect("the input ended early");
        word.parse()
            .unwrap_or_else(|e| panic!("cannot parse `{word}`: {e:?}"))
    }

    /// The next `n` tokens parsed as `T`.
    pub fn many<T: FromStr>(&mut self, n: usize) -> Vec<T>
    where
        T::Err: Debug,
    {
        (0..n).map(|_| self.read()).collect()
    }

    /// The test cases of a multi-case input: a count t, then t cases, each read by `case`.
    pub fn cases<T>(&mut self, mut case: impl FnMut(&mut Self) -> T) -> Vec<T> {
        let t: usize = self.read();
        (0..t).map(|_| case(self)).collect()
    }

    /// The next `m` edges, each two 1-based vertices `a b`, as 0-based pairs `(a − 1, b − 1)`.
    pub fn edges(&mut self, m: usize) -> Vec<(usize, usize)> {
        (0..m)
            .map(|_| {
                let (a, b): (usize, usize) = (self.read(), self.read());
                (a - 1, b - 1)
            })
            .collect()
    }

    /// The next token parsed as `T`, or `None` at the end of the input.
    pub fn try_next<T: FromStr>(&mut self) -> Option<T>
    where
        T::Err: Debug,
    {
        let word = self.words.next()?;
        Some(
            word.parse()
                .unwrap_or_else(|e| panic!("cannot parse `{word}`: {e:?}")),
        )
    }
}

/// The `N` integers of a line a program printed, or `None` if the line holds anything else:
/// exactly `N` words between ASCII whitespace, each an [`integer`]. What a jury reads a reply
/// with, before it judges the values.
pub fn integers<const N: usize>(line: &str) -> Option<[i128; N]> {
    let mut words = line.split_ascii_whitespace();
    let mut values = [0i128; N];
    for value in &mut values {
        *value = integer(words.next()?)?;
    }
    words.next().is_none().then_some(values)
}

/// One word as an integer, or `None`: an optional `-` and 1 to 30 digits, nothing else (no `+`,
/// no spaces). Thirty digits fit an `i128`, so a number far out of a protocol's range is read, and
/// refused by the jury as out of range rather than as not a number.
pub fn integer(word: &str) -> Option<i128> {
    let digits = word.strip_prefix('-').unwrap_or(word);
    let number =
        !digits.is_empty() && digits.len() <= 30 && digits.bytes().all(|b| b.is_ascii_digit());
    number.then(|| word.parse().expect("30 digits fit an i128"))
}

/// Appends the decimal digits of `n` to `text`: what `write!(text, "{n}")` does, without the
/// formatting machinery (the plans write inputs of 10^5–10^6 numbers, many times over).
pub fn push_number(text: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    text.reserve(digits.len() - at);
    for &digit in &digits[at..] {
        text.push(char::from(digit));
    }
}

#[cfg(test)]
mod number_tests {
    use super::push_number;

    #[test]
    fn numbers_are_written_as_display_writes_them() {
        let mut rng = crate::rng::Rng::new(7);
        let mut values = vec![0, 1, 9, 10, 99, 100, u64::MAX, u64::MAX - 1, 1 << 63];
        values.extend((0..1000).map(|_| rng.range(0, u64::MAX) >> rng.below(64)));
        for n in values {
            let mut text = String::from("x");
            push_number(&mut text, n);
            assert_eq!(text, format!("x{n}"));
        }
    }
}

#[cfg(test)]
mod reader_tests {
    use super::{Tokens, integer, integers};

    #[test]
    fn a_line_of_integers_is_exactly_that_many_signed_numbers_of_at_most_30_digits() {
        assert_eq!(integers::<2>("3 -4"), Some([3, -4]));
        assert_eq!(integers::<2>("  3\t-4 "), Some([3, -4]));
        assert_eq!(integers::<3>("1 2 3"), Some([1, 2, 3]));
        assert_eq!(integers::<1>("0"), Some([0]));
        for line in ["3", "3 4 5", "", "3 x", "3 +4", "3 4.0", "- 4", "3 --4"] {
            assert_eq!(integers::<2>(line), None, "{line:?}");
        }
        let thirty = "9".repeat(30);
        assert_eq!(integer(&thirty), Some(thirty.parse().unwrap()));
        assert_eq!(
            integer(&format!("-{thirty}")),
            Some(-thirty.parse::<i128>().unwrap())
        );
        assert_eq!(integer(&format!("{thirty}9")), None);
        assert_eq!(integer("-0"), Some(0));
        assert_eq!(integer(" 1"), None);
    }

    #[test]
    fn cases_are_a_count_then_that_many_cases_each_read_whole() {
        let mut tokens = Tokens::new("2\n3 1 2 3\n1 9\n7\n");
        let cases = tokens.cases(|tokens| {
            let n: usize = tokens.read();
            tokens.many::<u32>(n)
        });
        assert_eq!(cases, [vec![1, 2, 3], vec![9]]);
        assert_eq!(tokens.try_next::<u32>(), Some(7));
        assert!(Tokens::new("0\n").cases(|t| t.read::<u32>()).is_empty());
    }

    #[test]
    fn edges_are_read_one_based_and_given_zero_based() {
        let mut tokens = Tokens::new("1 2\n3 1\n5");
        assert_eq!(tokens.edges(2), [(0, 1), (2, 0)]);
        assert_eq!(tokens.try_next::<usize>(), Some(5));
    }
}
