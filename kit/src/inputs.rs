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

/// Every multiset of 1 to `max_count` of `values` (sorted, distinct), as sorted vectors, by size
/// and then lexicographically: the small positions of a game whose tokens are interchangeable
/// (piles kept in order, pieces on places).
pub fn multisets_up_to<T: Clone>(values: &[T], max_count: usize) -> Vec<Vec<T>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<usize>> = vec![Vec::new()];
    for _ in 0..max_count {
        layer = layer
            .iter()
            .flat_map(|prefix| {
                let from = prefix.last().copied().unwrap_or(0);
                (from..values.len()).map(move |i| {
                    let mut next = prefix.clone();
                    next.push(i);
                    next
                })
            })
            .collect();
        all.extend(
            layer
                .iter()
                .map(|indices| indices.iter().map(|&i| values[i].clone()).collect()),
        );
    }
    all
}

/// Pairs `items` up: the first half copied over the second (an odd count's last item stays), so
/// that each item of the halves has a twin and a Nim-like sum of them is 0.
pub fn pair_up<T: Copy>(items: &mut [T]) {
    let half = items.len() / 2;
    items.copy_within(..half, half);
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

/// Every non-empty vector of length at most `max_len` with entries in `1..=max_value`, in the
/// order of [`all_vectors`]: every table of 1 to `max_len` non-empty piles, say.
pub fn positive_vectors(max_len: usize, max_value: u32) -> Vec<Vec<u32>> {
    if max_value == 0 {
        return Vec::new();
    }
    all_vectors(max_len, max_value - 1)
        .into_iter()
        .skip(1)
        .map(|vector| vector.iter().map(|&x| x + 1).collect())
        .collect()
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

/// Smaller inputs of a multi-case input whose cases are `cases`, each written by `input_of`: with
/// more cases than one, fewer cases ([`fewer_cases`]); with one, each smaller case that
/// `smaller(case)` gives, alone. A shrinker so drops whole cases before it looks inside one.
pub fn shrink_cases<T: Clone>(
    cases: &[T],
    input_of: impl Fn(&[T]) -> String,
    smaller: impl FnOnce(&T) -> Vec<T>,
) -> Vec<String> {
    match cases {
        [case] => smaller(case)
            .iter()
            .map(|c| input_of(std::slice::from_ref(c)))
            .collect(),
        _ => fewer_cases(cases, input_of),
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
    fn positive_vectors_are_every_non_empty_vector_of_positive_entries_in_order() {
        let all = positive_vectors(3, 4);
        assert_eq!(all.len(), 4 + 16 + 64);
        assert_eq!(all[..5], [vec![1], vec![2], vec![3], vec![4], vec![1, 1]]);
        assert_eq!(all.last(), Some(&vec![4, 4, 4]));
        let mut seen = std::collections::HashSet::new();
        for v in &all {
            assert!((1..=3).contains(&v.len()) && v.iter().all(|&x| (1..=4).contains(&x)));
            assert!(seen.insert(v.clone()), "{v:?} twice");
        }
        assert!(positive_vectors(3, 0).is_empty());
        assert!(positive_vectors(0, 5).is_empty());
    }

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
    fn multisets_up_to_a_size_come_by_size_then_in_order() {
        let all = multisets_up_to(&['a', 'b', 'c'], 2);
        let words: Vec<String> = all.iter().map(|m| m.iter().collect()).collect();
        assert_eq!(words, ["a", "b", "c", "aa", "ab", "ac", "bb", "bc", "cc"]);
        // C(v + k − 1, k) multisets of size k of v values
        assert_eq!(multisets_up_to(&[0, 1, 2, 3, 4], 3).len(), 5 + 15 + 35);
        assert!(multisets_up_to::<u8>(&[], 3).is_empty());
        assert!(multisets_up_to(&[7], 0).is_empty());
    }

    #[test]
    fn paired_up_items_repeat_the_first_half_and_keep_an_odd_last() {
        let mut even = [1, 2, 3, 4];
        pair_up(&mut even);
        assert_eq!(even, [1, 2, 1, 2]);
        let mut odd = [5, 6, 7, 8, 9];
        pair_up(&mut odd);
        assert_eq!(odd, [5, 6, 5, 6, 9]);
        let mut one = [3];
        pair_up(&mut one);
        assert_eq!(one, [3]);
    }

    #[test]
    fn a_lone_case_is_shrunk_inside_and_several_are_shrunk_to_fewer() {
        let write = |cases: &[u32]| format!("{cases:?}");
        let below = |&case: &u32| (0..case).collect::<Vec<u32>>();
        assert_eq!(shrink_cases(&[3], write, below), ["[0]", "[1]", "[2]"]);
        let fewer = fewer_cases(&[4, 5], write);
        assert_eq!(shrink_cases(&[4, 5], write, below), fewer);
        assert!(fewer.iter().all(|input| input == "[4]" || input == "[5]"));
        assert!(shrink_cases(&[], write, below).is_empty());
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
