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
    use super::Tokens;

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
