//! The game and the oracle: the rules, searched.

use std::sync::OnceLock;

/// The search decides every p below `REACH`.
pub(super) const REACH: u64 = 1 << 12;

/// True iff (`p1`, `p2`) is a break of `p` by the rules: 0 < p1, p2 < p and p1 xor p2 = p.
pub(super) fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    p1 ^ p2 == p && (1..p).contains(&p1) && (1..p).contains(&p2)
}

/// Every break (p1, p2) of `p`, found by trying every p1 < p.
pub(super) fn breaks_brute(p: u64) -> Vec<(u64, u64)> {
    (1..p)
        .filter(|&p1| is_break(p, p1, p ^ p1))
        .map(|p1| (p1, p ^ p1))
        .collect()
}

/// wins[p] for p < `REACH`: true iff the holder of p (who must break it) wins; built bottom up,
/// since both parts of a break are below p. The holder wins iff some break leaves two parts that
/// each lose for the opponent, who keeps the one he likes.
pub(super) fn win_table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut wins = vec![false; REACH as usize];
        for p in 1..REACH {
            wins[p as usize] = breaks_brute(p)
                .into_iter()
                .any(|(p1, p2)| !wins[p1 as usize] && !wins[p2 as usize]);
        }
        wins
    })
}

/// The reference beyond the search: the holder of p wins iff popcount(p) is even.
pub(super) fn holder_wins_reference(p: u64) -> bool {
    p.count_ones().is_multiple_of(2)
}

/// True iff the holder of `p` wins: the search below `REACH`, the reference above.
pub(super) fn holder_wins(p: u64) -> bool {
    if p < REACH {
        win_table()[p as usize]
    } else {
        holder_wins_reference(p)
    }
}

/// True iff `p` has a break. (top bit, rest) is one when p is not a power of two; a power of
/// two 2^k has none, since any p1 < 2^k lacks bit k and then p1 xor 2^k > 2^k.
pub(super) fn can_break(p: u64) -> bool {
    p.count_ones() >= 2
}
