//! The game and the oracle: the rules, searched.

use std::collections::HashMap;

/// The search decides a position with at most this many positive entries.
pub(super) const SEARCH_REACH: usize = 6;

/// The game's value for First to pick, by the search: who wins, and how many rounds are completed
/// when the winner hurries and the loser holds out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Value {
    pub first_wins: bool,
    pub rounds: u32,
}

/// The round (i, j) played on `a`: both drop by their minimum.
pub(super) fn after(a: &[u32], i: usize, j: usize) -> Vec<u32> {
    let mut next = a.to_vec();
    let d = next[i].min(next[j]);
    next[i] -= d;
    next[j] -= d;
    next
}

/// The positive entries of `a`, sorted: the position as the search keys it (the game depends
/// only on the multiset of positive entries).
pub(super) fn key(a: &[u32]) -> Vec<u32> {
    plan_kit::search::sorted_non_empty(a)
}

/// The choice of the player to move among `values` (each the game's value after one of its
/// moves, `rounds` counted from now): a win if it has one, the quickest; else the longest loss.
fn best(values: &[Value], for_first: bool) -> Value {
    let wins = |v: &Value| v.first_wins == for_first;
    let winning = values.iter().filter(|v| wins(v)).min_by_key(|v| v.rounds);
    let holding = values.iter().max_by_key(|v| v.rounds);
    *winning.or(holding).expect("a move")
}

/// The search, memoised in `memo`: the value of `a` (any order, zeros allowed) for First to
/// pick. First with no positive entry loses at once; after First's i, Second with no j loses.
pub(super) fn value(memo: &mut HashMap<Vec<u32>, Value>, a: &[u32]) -> Value {
    let s = key(a);
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    let v = if s.is_empty() {
        Value {
            first_wins: false,
            rounds: 0,
        }
    } else {
        let picks: Vec<Value> = (0..s.len())
            .filter(|&i| i == 0 || s[i] != s[i - 1])
            .map(|i| value_after_pick(memo, &s, i))
            .collect();
        best(&picks, true)
    };
    memo.insert(s, v);
    v
}

/// The value of `a` once First has picked `i` (a_i > 0), Second to answer: First wins at once if
/// no other entry is positive.
pub(super) fn value_after_pick(memo: &mut HashMap<Vec<u32>, Value>, a: &[u32], i: usize) -> Value {
    let replies: Vec<Value> = (0..a.len())
        .filter(|&j| j != i && a[j] > 0)
        .map(|j| {
            let v = value(memo, &after(a, i, j));
            Value {
                first_wins: v.first_wins,
                rounds: v.rounds + 1,
            }
        })
        .collect();
    if replies.is_empty() {
        return Value {
            first_wins: true,
            rounds: 0,
        };
    }
    best(&replies, false)
}

/// The reference rule's split: the side of each entry in a split of `a` into two parts of equal
/// sum, if there is one (subset sum over the sums, with the items that reach each sum first).
pub(super) fn equal_split(a: &[u32]) -> Option<Vec<bool>> {
    let total: usize = a.iter().map(|&x| x as usize).sum();
    if total % 2 == 1 {
        return None;
    }
    let half = total / 2;
    // by[s] = the item whose addition first reached the sum s (usize::MAX for 0, None if unreached)
    let mut by: Vec<Option<usize>> = vec![None; half + 1];
    by[0] = Some(usize::MAX);
    for (k, &x) in a.iter().enumerate() {
        let x = x as usize;
        for s in (x..=half).rev() {
            if by[s].is_none() && by[s - x].is_some() {
                by[s] = Some(k);
            }
        }
    }
    by[half]?;
    let mut side = vec![false; a.len()];
    let mut s = half;
    while s > 0 {
        let k = by[s].expect("reached");
        side[k] = true;
        s -= a[k] as usize;
    }
    Some(side)
}

/// True iff the reference rule says First wins `a`: no split into two parts of equal sum.
pub(super) fn first_wins_reference(a: &[u32]) -> bool {
    equal_split(a).is_none()
}

/// Who wins (a, b, rest…) by the search, for the figure's panels.
pub(super) fn first_wins_with(a: u32, b: u32, rest: &[u32]) -> bool {
    let mut array = vec![a, b];
    array.extend_from_slice(rest);
    value(&mut HashMap::new(), &array).first_wins
}
