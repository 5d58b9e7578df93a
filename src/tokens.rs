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
