//! Codeforces 1704F Colouring Game: https://codeforces.com/problemset/problem/1704/F
//!
//! Game: a row of red and blue cells; Alice paints two neighbouring cells white where at least
//!       one is red, Bob two where at least one is blue; Alice first; who cannot move loses.
//! Claim: more red than blue cells: Alice wins; fewer: Bob wins. Equal counts: the game is the
//!        octal game 0.07 (remove two adjacent cells of a heap, splitting it) on the maximal
//!        alternating segments, and Alice wins iff the XOR of their values G(length) is not 0.
//! Proof: the player whose colour leads can always paint one cell of each colour, or one of their
//!        own beside a white cell when no red cell touches a blue one, and keeps the lead until
//!        the other runs out. With equal counts any move that is not a red-blue pair hands the
//!        lead to the opponent, so both paint red-blue pairs, which lie inside the segments. The
//!        full argument is in the crate's README.
//! Period: G(n + 34) = G(n) for n ≥ 53, by the periodicity theorem for octal games (Guy and
//!         Smith), whose condition the values up to 175 meet (a unit test in the judge package,
//!         `src/problems/cf1704f_colouring_game.rs`). The table holds G by definition below 87.
//! Time: O(n) per case, reading all of stdin at once.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, Write};

/// G(n + PERIOD) = G(n) for every n ≥ PRE_PERIOD.
const PERIOD: usize = 34;
const PRE_PERIOD: usize = 53;

/// The heaps whose value the table holds: 0 ..= PRE_PERIOD + PERIOD − 1.
const TABLE: usize = PRE_PERIOD + PERIOD;

/// G(m) for m < TABLE by definition: G(0) = G(1) = 0 (no move), and G(m) = mex of
/// G(a) ⊕ G(m − 2 − a) over 0 ≤ a ≤ m − 2 (the two cells removed leave a and m − 2 − a).
const GRUNDY: [u8; TABLE] = {
    let mut values = [0u8; TABLE];
    let mut m = 2;
    while m < TABLE {
        // bit v of `seen` = some option has the value v (all below 10: a larger one would
        // overflow the shift and fail to compile)
        let mut seen = 0u32;
        let mut a = 0;
        while a <= (m - 2) / 2 {
            seen |= 1 << (values[a] ^ values[m - 2 - a]);
            a += 1;
        }
        values[m] = seen.trailing_ones() as u8;
        m += 1;
    }
    values
};

/// The Grundy value of a heap of `len` cells in 0.07.
fn grundy(len: usize) -> u8 {
    if len < TABLE {
        GRUNDY[len]
    } else {
        GRUNDY[PRE_PERIOD + (len - PRE_PERIOD) % PERIOD]
    }
}

/// True iff Alice, who moves first, wins on the row `cells` with `red` red and `blue` blue cells.
fn alice_wins(cells: &[u8], red: u32, blue: u32) -> bool {
    if red != blue {
        return red > blue;
    }
    // the maximal alternating segments end where two neighbours have the same colour
    let mut xor_sum = 0;
    let mut start = 0;
    for (i, pair) in cells.windows(2).enumerate() {
        if pair[0] == pair[1] {
            xor_sum ^= grundy(i + 1 - start);
            start = i + 1;
        }
    }
    xor_sum ^= grundy(cells.len() - start);
    xor_sum != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
    }
    let mut out = String::with_capacity(6 * t);
    for _ in 0..t {
        input! {
            from &mut source,
            n: usize,
        }
        // the row as a token of the input, without a copy
        let cells = source.next_token_unwrap().as_bytes();
        let red: u32 = cells.iter().map(|&c| u32::from(c == b'R')).sum();
        let blue: u32 = cells.iter().map(|&c| u32::from(c == b'B')).sum();
        assert!(
            cells.len() == n && (red + blue) as usize == n,
            "a row is n cells, each R or B"
        );
        out.push_str(if alice_wins(cells, red, blue) {
            "Alice\n"
        } else {
            "Bob\n"
        });
    }
    io::stdout().lock().write_all(out.as_bytes()).unwrap();
}
