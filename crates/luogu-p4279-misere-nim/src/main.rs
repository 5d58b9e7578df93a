//! Luogu P4279 [SHOI2008] 小约翰的游戏 (misère Nim): https://www.luogu.com.cn/problem/P4279
//!
//! Game: n piles; a move takes any positive number of stones from one pile; whoever takes the last
//!       stone loses (so the player facing an empty table wins).
//! Claim: the player to move wins iff (every pile ≤ 1 and the XOR of the piles is 0) or (some pile
//!        is ≥ 2 and the XOR is not 0) — the Sprague–Jiang theorem for anti-Nim.
//! Proof: with every pile ≤ 1 the moves are forced and only the parity of the ones counts. With one
//!        pile ≥ 2 the mover cuts it to 0 or 1 so that an odd number of ones is left. With two or
//!        more, every move from XOR 0 leaves XOR ≠ 0 and a pile ≥ 2, and from XOR ≠ 0 a Nim move
//!        to XOR 0 keeps two piles ≥ 2. The full argument is in the crate's README.
//! Time: O(N) per case.

use proconio::input;
use std::io::{self, BufWriter, Write};

/// True iff the player to move wins the misère Nim position `piles`.
fn first_wins(piles: &[u32]) -> bool {
    let xor_sum = piles.iter().fold(0, |xor_sum, &pile| xor_sum ^ pile);
    let some_pile_above_one = piles.iter().any(|&pile| pile > 1);
    if some_pile_above_one {
        xor_sum != 0
    } else {
        xor_sum == 0
    }
}

fn main() {
    input! {
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        input! {
            n: usize,
            piles: [u32; n],
        }
        let verdict = if first_wins(&piles) {
            "John"
        } else {
            "Brother"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
