//! CSES 1730 Nim Game I: https://cses.fi/problemset/task/1730
//!
//! Game: n heaps of sticks; a move takes any positive number of sticks from one heap; the player
//!       who takes the last stick wins, so the player with no move loses.
//! Claim: the first player loses iff x_1 ⊕ x_2 ⊕ … ⊕ x_n = 0 (Bouton's theorem).
//! Proof: the empty table has XOR 0. A move changes one heap, so from XOR 0 every move leaves
//!        XOR ≠ 0. From XOR s ≠ 0, a heap x holding the highest set bit of s has x ⊕ s < x;
//!        cutting it to x ⊕ s leaves XOR 0. The full argument is in the crate's README.
//! Time: O(n) per test case; all of stdin is read at once (up to 2·10^5 test cases).

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// True iff the player to move wins the Nim position `heaps`.
fn first_wins(heaps: &[u32]) -> bool {
    heaps.iter().fold(0, |xor_sum, &x| xor_sum ^ x) != 0
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
