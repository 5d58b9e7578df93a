//! Luogu P2148 [SDOI2009] E&D: https://www.luogu.com.cn/problem/P2148
//!
//! Game: heaps in pairs (S_1, S_2), (S_3, S_4), …; a move removes one heap of a pair and splits
//! the other into two positive heaps, which become the pair; no move (all ones) loses.
//! Claim: the Grundy value of a pair (x, y) is the number of trailing one bits of (x − 1) | (y − 1);
//!        the player to move wins iff the XOR of the pairs' values is nonzero.
//! Proof: splitting a heap of x into (a, x − a) reaches exactly the values {k : bit k of x − 1 is
//!        set} (by induction on x + y, with a carry argument on the low bits), so the pair's value
//!        is the mex of the set bits of (x − 1) | (y − 1): its lowest zero bit. The full argument
//!        is in the crate's README.
//! Time: O(N) per test.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The Grundy value of a pair of heaps of `x` and `y` stones (both ≥ 1).
fn pair_value(x: u32, y: u32) -> u32 {
    ((x - 1) | (y - 1)).trailing_ones()
}

/// True iff the player to move wins with the heaps `heaps`, paired (1, 2), (3, 4), ….
fn first_wins(heaps: &[u32]) -> bool {
    heaps
        .chunks_exact(2)
        .fold(0, |xor_sum, pair| xor_sum ^ pair_value(pair[0], pair[1]))
        != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        input! {
            from &mut source,
            n: usize,
            heaps: [u32; n],
        }
        assert!(n % 2 == 0, "N = {n} is odd: the heaps come in pairs");
        assert!(heaps.iter().all(|&s| s >= 1), "a heap holds no stone");
        let verdict = if first_wins(&heaps) { "YES" } else { "NO" };
        writeln!(out, "{verdict}").unwrap();
    }
}
