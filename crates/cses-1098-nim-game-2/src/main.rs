//! CSES 1098 Nim Game II: https://cses.fi/problemset/task/1098
//!
//! Game: n heaps of sticks; a move takes 1, 2 or 3 sticks from one heap; the player who takes
//!       the last stick wins, so the player with no move loses.
//! Claim: the first player loses iff (x_1 mod 4) ⊕ (x_2 mod 4) ⊕ … ⊕ (x_n mod 4) = 0.
//! Proof: one heap of x sticks has the Grundy value x mod 4: its moves reach x − 1, x − 2, x − 3,
//!        whose values are the three residues other than x mod 4 (fewer when x < 3, but then
//!        all of 0..x). The game is the sum of its heaps, so by the Sprague–Grundy theorem it is
//!        lost iff the XOR of the values is 0. The full argument is in the crate's README.
//! Time: O(n) per test case; all of stdin is read at once (up to 2·10^5 test cases).

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// True iff the player to move wins with the heaps `heaps` under the take-1-to-3 rule.
fn first_wins(heaps: &[u32]) -> bool {
    heaps.iter().fold(0, |xor_sum, &x| xor_sum ^ (x % 4)) != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    // one buffer for every test case: up to 2·10^5 of them would otherwise each allocate one
    let mut heaps: Vec<u32> = Vec::new();
    for _ in 0..t {
        input! {
            from &mut source,
            n: usize,
        }
        heaps.clear();
        for _ in 0..n {
            input! {
                from &mut source,
                value: u32,
            }
            heaps.push(value);
        }
        let verdict: &[u8] = if first_wins(&heaps) {
            b"first\n"
        } else {
            b"second\n"
        };
        out.write_all(verdict).unwrap();
    }
}
