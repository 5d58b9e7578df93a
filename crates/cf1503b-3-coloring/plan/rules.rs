//! The game and the oracle: the rules, searched.

use std::sync::OnceLock;

/// The largest n whose every position the search visits (4^9 codes).
pub(super) const SEARCH_N: usize = 3;

/// The cells edge-adjacent to cell `p` (row-major, 0-based) of an n×n grid.
pub(super) fn neighbours(n: usize, p: usize) -> impl Iterator<Item = usize> {
    let (i, j) = (p / n, p % n);
    let up = (i > 0).then(|| p - n);
    let down = (i + 1 < n).then_some(p + n);
    let left = (j > 0).then(|| p - 1);
    let right = (j + 1 < n).then_some(p + 1);
    [up, down, left, right].into_iter().flatten()
}

/// The digit of cell `p` in the code of a position.
pub(super) fn digit(code: usize, p: usize) -> u8 {
    ((code >> (2 * p)) & 3) as u8
}

/// Whether colour `c` at the empty cell `p` of the position `code` is a conflict.
pub(super) fn clashes(n: usize, code: usize, p: usize, c: u8) -> bool {
    neighbours(n, p).any(|q| digit(code, q) == c)
}

/// wins[code] = Alice, to name a colour, wins from the position `code` of the n×n grid, for every
/// position of n ≤ 3 without a conflict: a search from the rules, children (one more token, a
/// larger code) before parents.
fn search_table(n: usize) -> &'static [bool] {
    static TABLES: [OnceLock<Vec<bool>>; SEARCH_N + 1] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    assert!(
        (2..=SEARCH_N).contains(&n),
        "the search covers n ≤ {SEARCH_N}"
    );
    TABLES[n].get_or_init(|| {
        let size = 1usize << (2 * n * n);
        let mut wins = vec![false; size];
        for code in (0..size).rev() {
            wins[code] = (1..=3).any(|a| colour_wins_in(&wins, n, code, a));
        }
        wins
    })
}

/// Whether naming `a` wins for Alice at `code`: every token Bob may put (an empty cell, b ≠ a)
/// is a conflict or leads to a position Alice wins; false on a full grid.
fn colour_wins_in(wins: &[bool], n: usize, code: usize, a: u8) -> bool {
    let empty: Vec<usize> = (0..n * n).filter(|&p| digit(code, p) == 0).collect();
    !empty.is_empty()
        && empty.iter().all(|&p| {
            (1..=3u8)
                .filter(|&b| b != a)
                .all(|b| clashes(n, code, p, b) || wins[code + ((b as usize) << (2 * p))])
        })
}

/// Whether naming `a` wins for Alice at the position `code` of the n×n grid (n ≤ 3), by search.
pub(super) fn colour_wins(n: usize, code: usize, a: u8) -> bool {
    colour_wins_in(search_table(n), n, code, a)
}

/// Whether Alice, to name a colour, wins from the position `code` (n ≤ 3), by search.
pub(super) fn alice_wins(n: usize, code: usize) -> bool {
    search_table(n)[code]
}

/// The 1-based (row, column) of cell `p`.
pub(super) fn at(n: usize, p: usize) -> (usize, usize) {
    (p / n + 1, p % n + 1)
}
