//! The game and the oracle: the rules, searched.

use super::MAX_Y;
use plan_kit::interactive::{Fault, MINUS_ONE};
use plan_kit::tokens;

/// The piles Second may use now (not `forbidden`) that keep the piles distinct once `y` is added.
pub(super) fn safe_piles(piles: [u64; 3], forbidden: Option<usize>, y: u64) -> Vec<usize> {
    (0..3)
        .filter(|&i| Some(i) != forbidden)
        .filter(|&i| (0..3).all(|k| k == i || piles[i] + y != piles[k]))
        .collect()
}

/// `piles` with `y` added to pile `i`.
pub(super) fn added(mut piles: [u64; 3], i: usize, y: u64) -> [u64; 3] {
    piles[i] += y;
    piles
}

/// A number with which First wins at once (Second has no safe pile), if there is one: only a
/// positive difference p_k − p_i can make pile i unsafe, so those are the numbers to try.
pub(super) fn wins_in_one(piles: [u64; 3], forbidden: Option<usize>) -> Option<u64> {
    let mut candidates: Vec<u64> = (0..3)
        .flat_map(|i| (0..3).map(move |k| (i, k)))
        .filter(|&(i, k)| piles[k] > piles[i])
        .map(|(i, k)| piles[k] - piles[i])
        .filter(|&y| y <= MAX_Y)
        .collect();
    candidates.sort_unstable();
    candidates
        .into_iter()
        .find(|&y| safe_piles(piles, forbidden, y).is_empty())
}

/// The numbers First may try for a win in two from `piles`: after Second adds y to pile i, First
/// wins at once only if some number reaches an equality from both piles other than i, that is
/// q_a − q_j = q_b − q_k for j ≠ k; such an equation not involving q_i = p_i + y would say
/// q_k − q_j = q_j − q_k, which distinct piles never satisfy. Solved for y it gives
/// y = p_a + p_b − p_c − p_i or y = (p_a + p_b)/2 − p_i; the same first form with b = c gives the
/// numbers that make pile i itself unsafe. Any other y leaves every pile safe and no win at once.
fn two_number_candidates(piles: [u64; 3], forbidden: Option<usize>) -> Vec<u64> {
    let p = piles.map(i128::from);
    let mut candidates = Vec::new();
    for i in (0..3).filter(|&i| Some(i) != forbidden) {
        for a in 0..3 {
            for b in 0..3 {
                for c in 0..3 {
                    candidates.push(p[a] + p[b] - p[c] - p[i]);
                }
                if (p[a] + p[b]) % 2 == 0 {
                    candidates.push((p[a] + p[b]) / 2 - p[i]);
                }
            }
        }
    }
    let mut candidates: Vec<u64> = candidates
        .into_iter()
        .filter(|&y| (1..=i128::from(MAX_Y)).contains(&y))
        .map(|y| y as u64)
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    candidates
}

/// A number with which First wins within two turns (every safe reply leaves a win at once), if
/// there is one.
pub(super) fn wins_in_two(piles: [u64; 3], forbidden: Option<usize>) -> Option<u64> {
    two_number_candidates(piles, forbidden)
        .into_iter()
        .find(|&y| {
            safe_piles(piles, forbidden, y)
                .into_iter()
                .all(|i| wins_in_one(added(piles, i, y), Some(i)).is_some())
        })
}

/// Large numbers tried by First's search for a win in three: each is checked by the search (every
/// safe reply must leave a win in two), never assumed.
const LARGE_TRIES: [u64; 3] = [100_000_000_000, 10_000_000_000, 300_000_000_000];

/// First's number by search: a win at once, else in two, else a large number after which every
/// safe reply leaves a win in two; with the number of turns it needs (`None`: none found).
pub(super) fn first_by_search(piles: [u64; 3], forbidden: Option<usize>) -> (u64, Option<u32>) {
    if let Some(y) = wins_in_one(piles, forbidden) {
        return (y, Some(1));
    }
    if let Some(y) = wins_in_two(piles, forbidden) {
        return (y, Some(2));
    }
    for y in LARGE_TRIES {
        if safe_piles(piles, forbidden, y)
            .into_iter()
            .all(|i| wins_in_two(added(piles, i, y), Some(i)).is_some())
        {
            return (y, Some(3));
        }
    }
    (LARGE_TRIES[0], None)
}

/// Reads an integer line (a sign allowed), or says it is not one.
pub(super) fn integer(line: &str, what: &str) -> Result<i128, Fault> {
    tokens::integer(line).ok_or_else(|| {
        Fault::malformed_with(MINUS_ONE, format!("{line:?} is not an integer ({what})"))
    })
}
