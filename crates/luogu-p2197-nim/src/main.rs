//! Luogu P2197 Nim: https://www.luogu.com.cn/problem/P2197
//!
//! Game: n piles; a move takes any positive number of stones from one pile; no move loses.
//! Claim: the player to move loses iff the XOR of the pile sizes is 0.
//! Proof: the empty position has XOR 0. A move changes exactly one pile, so from XOR 0 every move
//!        reaches XOR ≠ 0. From XOR s ≠ 0, a pile a holding the highest set bit of s has a ^ s < a;
//!        shrinking it to a ^ s leaves XOR 0. The full argument is in the crate's README.
//! Time: O(n) per case.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// True iff the player to move wins the Nim position `piles`.
fn first_wins(piles: &[u32]) -> bool {
    piles.iter().fold(0, |xor_sum, &pile| xor_sum ^ pile) != 0
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
            piles: [u32; n],
        }
        let verdict = if first_wins(&piles) { "Yes" } else { "No" };
        writeln!(out, "{verdict}").unwrap();
    }
}
