//! CSES 2207 Grundy's Game: https://cses.fi/problemset/task/2207
//!
//! Game: one heap of n coins; a move splits one heap into two non-empty heaps of different sizes;
//!       the player left without a move (every heap of 1 or 2 coins) loses.
//! Claim: the first player wins iff g(n) ≠ 0, where g(n) = mex { g(a) ⊕ g(n − a) : 1 ≤ a < n − a };
//!        and g(n) ≠ 0 for every 1222 < n ≤ 10^6, so g is needed (and computed here) up to 1222.
//! Proof: a set of heaps is lost iff the XOR of their g is 0 (Sprague–Grundy; see the README).
//!        The second part has no proof (whether g is eventually periodic is open): it is computed.
//!        The collection computes g(n) exactly for every n ≤ 10^6; the README says how, cites more.
//! Time: O(1222²) once, then O(1) per game.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The largest heap of Grundy value 0 for n ≤ 10^6 (computed; see the header).
const LAST_LOSING_HEAP: usize = 1222;

/// The largest heap the statement allows, and as far as the claim was computed.
const MAX_N: usize = 1_000_000;

/// lost[n] for n ≤ `LAST_LOSING_HEAP`: true iff g(n) = 0, g computed by its definition.
fn losing_heaps() -> Vec<bool> {
    let mut grundy: Vec<u16> = vec![0; LAST_LOSING_HEAP + 1];
    // reached[v] = m iff some split of the heap m has the value v (a u16 has a mark for each).
    let mut reached: Box<[u16; 1 << 16]> = Box::new([0; 1 << 16]);
    for n in 1..=LAST_LOSING_HEAP {
        let stamp = n as u16;
        // the splits a + (n − a) with 1 ≤ a ≤ half < n − a
        let half = (n - 1) / 2;
        let (low, high) = (&grundy[1..=half], &grundy[n - half..n]);
        for (&x, &y) in low.iter().zip(high.iter().rev()) {
            reached[usize::from(x ^ y)] = stamp;
        }
        let mut mex = 0;
        while reached[usize::from(mex)] == stamp {
            mex += 1;
        }
        grundy[n] = mex;
    }
    grundy.iter().map(|&g| g == 0).collect()
}

/// True iff the first player wins from one heap of `n` coins (1 ≤ n ≤ 10^6).
fn first_wins(n: usize, lost: &[bool]) -> bool {
    assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..=10^6");
    !lost.get(n).copied().unwrap_or(false)
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
        heaps: [usize; t],
    }
    let lost = losing_heaps();
    let mut out = BufWriter::new(io::stdout().lock());
    for n in heaps {
        let verdict: &[u8] = if first_wins(n, &lost) {
            b"first\n"
        } else {
            b"second\n"
        };
        out.write_all(verdict).unwrap();
    }
}
