//! What proves each problem, in the spirit of Library Checker's problem folders: an oracle written
//! from the rules of the game (brute-force search, never the solution's insight), generators
//! (deterministic from a seed), and the max-size inputs the bench runs.
//!
//! Each problem module exports a [`Spec`] named `SPEC`; [`ALL`] lists them.

use crate::rng::Rng;
use std::collections::HashSet;

pub mod abc206f_interval_game_2;
pub mod abc278f_shiritori;
pub mod abc297g_constrained_nim_2;
pub mod abc354e_remove_pairs;
pub mod abc368f_dividing_game;
pub mod agc017d_game_on_tree;
pub mod arc091f_strange_nim;
pub mod boj65_three_piles;
pub mod cf1537d_deleting_divisors;
pub mod cf1704f_colouring_game;
pub mod cf768e_game_of_stones;
pub mod cf786a_berzerk;
pub mod edpc_k_stones;
pub mod edpc_l_deque;
pub mod gym100548h_make_you_happy;
pub mod luogu_p1199_three_kingdoms;
pub mod luogu_p1247_matches;
pub mod luogu_p1288_coin_ring;
pub mod luogu_p1290_euclid_game;
pub mod luogu_p2197_nim;
pub mod luogu_p3024_cow_checkers;
pub mod luogu_p3480_pebbles;
pub mod luogu_p4279_misere_nim;
pub mod poj2425_chess_game;
pub mod search;

/// What the judge package knows of one problem beyond its crate: how to tell an input the judge
/// could send, the right answer, and the test plan that `judge check` and the project's own tests
/// run on any program (the same engine, [`crate::engine`]).
pub struct Spec {
    /// Crate name = binary name = samples folder name.
    pub name: &'static str,
    /// `Ok` iff `input` meets every constraint of the statement in its exact token layout (single
    /// spaces, `\n` line ends, a final newline, nothing after the last token); otherwise what is
    /// wrong and where ([`crate::validate::Validator`]).
    pub validate: fn(&str) -> Result<(), String>,
    /// The exact expected output for a valid input, found by searching the game from its rules
    /// (never the solution's insight), or `None` when the instance is beyond the search's reach.
    pub oracle: fn(&str) -> Option<String>,
    /// An exact second method for inputs beyond the oracle's reach, itself checked against the
    /// oracle wherever both reach (in the problem's unit tests), or `None` if there is none.
    pub reference: Option<fn(&str) -> Option<String>>,
    /// Where several outputs are right: `Ok` iff `output` is a right answer to `input`. With a
    /// checker the oracle's own answer must pass it; without one, outputs are compared with the
    /// expected output.
    pub checker: Option<Checker>,
    /// Every small instance up to a stated bound.
    pub exhaustive: Exhaustive,
    /// Seeded random instances, drawn by size.
    pub random: &'static [Generator],
    /// Smaller inputs to try in place of a failing `input`, most reduced first: the single test
    /// cases of a multi-case input first, then the input with a part removed or a value lowered.
    /// Candidates the validator rejects are skipped, so a shrinker may propose freely, but keep
    /// them to a few hundred ([`shrink_list`] and [`shrink_value`] are bounded): it is called again
    /// after every smaller failing input it finds.
    pub shrink: fn(&str) -> Vec<String>,
    /// Max-size inputs at the limits of the constraints, for the max group and the bench.
    pub max_inputs: fn() -> Vec<MaxInput>,
}

/// A checker: `Ok` iff the output (second) is a right answer to the input (first), else why not.
pub type Checker = fn(&str, &str) -> Result<(), String>;

/// The exhaustive group: every small instance up to a bound.
pub struct Exhaustive {
    /// The bound in words, as the crate README's Verified section states it
    /// ("every ring of N ≤ 5 edges with values ≤ 3").
    pub bound: &'static str,
    /// The inputs, smallest instances first; several instances share one input where the format
    /// allows test cases (T ≤ 10 games per input, say), to keep the process starts few.
    pub inputs: fn() -> Vec<String>,
}

/// A generator of random inputs.
pub struct Generator {
    /// What it draws, in words ("random digraphs with n ≤ 12").
    pub name: &'static str,
    /// An input of size `size` (1 ..= `max_size`; larger means a larger instance), deterministic in
    /// the generator's state. Shrinking tries smaller sizes first.
    pub generate: fn(&mut Rng, usize) -> String,
    /// The largest size.
    pub max_size: usize,
    /// How many inputs a default run draws.
    pub cases: usize,
}

/// One max-size input: what it is, and its text.
pub struct MaxInput {
    pub label: &'static str,
    pub input: String,
}

/// Every problem's spec.
pub const ALL: &[&Spec] = &[
    &abc206f_interval_game_2::SPEC,
    &abc278f_shiritori::SPEC,
    &abc297g_constrained_nim_2::SPEC,
    &abc354e_remove_pairs::SPEC,
    &abc368f_dividing_game::SPEC,
    &agc017d_game_on_tree::SPEC,
    &arc091f_strange_nim::SPEC,
    &boj65_three_piles::SPEC,
    &cf1537d_deleting_divisors::SPEC,
    &cf1704f_colouring_game::SPEC,
    &cf768e_game_of_stones::SPEC,
    &cf786a_berzerk::SPEC,
    &edpc_k_stones::SPEC,
    &edpc_l_deque::SPEC,
    &gym100548h_make_you_happy::SPEC,
    &luogu_p1199_three_kingdoms::SPEC,
    &luogu_p1247_matches::SPEC,
    &luogu_p1288_coin_ring::SPEC,
    &luogu_p1290_euclid_game::SPEC,
    &luogu_p2197_nim::SPEC,
    &luogu_p3024_cow_checkers::SPEC,
    &luogu_p3480_pebbles::SPEC,
    &luogu_p4279_misere_nim::SPEC,
    &poj2425_chess_game::SPEC,
];

/// The spec of problem `name`.
pub fn spec(name: &str) -> Option<&'static Spec> {
    ALL.iter().copied().find(|spec| spec.name == name)
}

/// Every multiset of `count` values in `lo..=hi`, as sorted vectors in lexicographic order.
pub fn multisets(lo: u64, hi: u64, count: usize) -> Vec<Vec<u64>> {
    let mut layer: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..count {
        layer = layer
            .iter()
            .flat_map(|prefix| {
                let from = prefix.last().copied().unwrap_or(lo);
                (from..=hi).map(move |x| {
                    let mut next = prefix.clone();
                    next.push(x);
                    next
                })
            })
            .collect();
    }
    layer
}

/// Every vector of length at most `max_len` with entries in `0..=max_value`, the empty vector
/// included, in lexicographic order of (length, entries): the small instances the stress tests
/// take exhaustively.
pub fn all_vectors(max_len: usize, max_value: u32) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    let mut layer = vec![Vec::new()];
    for _ in 0..max_len {
        layer = layer
            .iter()
            .flat_map(|prefix: &Vec<u32>| {
                (0..=max_value).map(move |last| {
                    let mut next = prefix.clone();
                    next.push(last);
                    next
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// Shrink candidates within a budget, since a shrinker runs again after every smaller failing
/// input: at most [`Candidates::MAX_COUNT`] inputs and [`Candidates::MAX_BYTES`] bytes in all. The
/// first ones pushed, the most reduced, are kept; a repeated one is dropped.
#[derive(Default)]
pub struct Candidates {
    inputs: Vec<String>,
    bytes: usize,
    seen: HashSet<String>,
}

impl Candidates {
    pub const MAX_COUNT: usize = 300;
    pub const MAX_BYTES: usize = 8 << 20;

    /// True once the budget is spent.
    pub fn full(&self) -> bool {
        self.inputs.len() >= Self::MAX_COUNT || self.bytes >= Self::MAX_BYTES
    }

    /// Adds the input `make` builds, unless the budget is spent (then `make` is not called).
    pub fn push(&mut self, make: impl FnOnce() -> String) {
        if !self.full() {
            let input = make();
            if self.seen.insert(input.clone()) {
                self.bytes += input.len();
                self.inputs.push(input);
            }
        }
    }

    /// The candidates, in the order pushed.
    pub fn into_vec(self) -> Vec<String> {
        self.inputs
    }
}

/// Smaller lists to try in place of `items`, most reduced first and never more than about a
/// hundred: each single element alone (for up to 32 elements), then `items` without one of its
/// halves, quarters, eighths, … (for up to 32 elements, down to single elements). Every candidate is
/// shorter than `items`.
pub fn shrink_list<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    const SMALL: usize = 32;
    let n = items.len();
    let mut candidates: Vec<Vec<T>> = Vec::new();
    if (2..=SMALL).contains(&n) {
        candidates.extend(items.iter().map(|item| vec![item.clone()]));
    }
    let mut chunks = 2;
    loop {
        let chunks_now = chunks.min(n);
        for j in 0..chunks_now {
            let (start, end) = (j * n / chunks_now, (j + 1) * n / chunks_now);
            candidates.push(
                items[..start]
                    .iter()
                    .chain(&items[end..])
                    .cloned()
                    .collect(),
            );
        }
        if chunks_now == n || chunks >= SMALL {
            break;
        }
        chunks *= 2;
    }
    candidates
}

/// Smaller values to try in place of `x`, each in `lo..x`, most reduced first: `lo`, then `x`
/// lowered by half the distance to `lo`, a quarter, an eighth, …, and by 1, so that repeated
/// shrinking finds a smallest failing value in few steps.
pub fn shrink_value(x: u64, lo: u64) -> Vec<u64> {
    let mut values = Vec::new();
    if x > lo {
        values.push(lo);
        let mut step = (x - lo) / 2;
        while step > 0 {
            if values.last() != Some(&(x - step)) {
                values.push(x - step);
            }
            step /= 2;
        }
        if values.last() != Some(&(x - 1)) {
            values.push(x - 1);
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrunk_lists_are_shorter_and_start_with_single_elements() {
        let shrunk = shrink_list(&[1, 2, 3, 4]);
        assert_eq!(shrunk[..4], [vec![1], vec![2], vec![3], vec![4]]);
        assert!(shrunk.contains(&vec![3, 4]) && shrunk.contains(&vec![1, 3, 4]));
        assert!(shrunk.iter().all(|c| c.len() < 4));
        assert_eq!(shrink_list(&[7]), vec![Vec::<i32>::new()]);
        assert!(shrink_list::<u8>(&[]).is_empty());
        let long: Vec<u32> = (0..100_000).collect();
        let shrunk = shrink_list(&long);
        assert!(shrunk.len() <= 64, "{} candidates", shrunk.len());
        assert_eq!(shrunk[0], long[50_000..]);
    }

    #[test]
    fn shrunk_values_are_smaller_and_start_at_the_bottom() {
        assert_eq!(shrink_value(10, 1), vec![1, 6, 8, 9]);
        assert_eq!(shrink_value(1000, 0)[..3], [0, 500, 750]);
        assert_eq!(shrink_value(2, 1), vec![1]);
        assert!(shrink_value(1, 1).is_empty());
    }
}
