//! Helpers that the plans' generators and shrinkers share: every small instance of a kind
//! ([`multisets`], [`all_vectors`]), and bounded lists of smaller inputs ([`Candidates`],
//! [`shrink_list`], [`shrink_value`]).

use std::collections::HashSet;

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

/// Smaller inputs of a multi-case input whose cases are `cases`: each case alone and fewer cases
/// ([`shrink_list`]), each written by `input_of`.
pub fn fewer_cases<T: Clone>(cases: &[T], input_of: impl Fn(&[T]) -> String) -> Vec<String> {
    shrink_list(cases)
        .iter()
        .map(|fewer| input_of(fewer))
        .collect()
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
    fn fewer_cases_are_the_shorter_lists_of_cases_written_as_inputs() {
        let write = |cases: &[u32]| format!("{}: {cases:?}", cases.len());
        let cases = [5, 6, 7];
        let expected: Vec<String> = shrink_list(&cases).iter().map(|c| write(c)).collect();
        assert_eq!(fewer_cases(&cases, write), expected);
        assert_eq!(
            fewer_cases(&cases, write)[..3],
            ["1: [5]", "1: [6]", "1: [7]"]
        );
        assert!(fewer_cases(&[9], write).iter().all(|i| i.starts_with("0:")));
    }

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
