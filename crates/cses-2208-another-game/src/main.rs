//! CSES 2208 Another Game: https://cses.fi/problemset/task/2208
//!
//! Game: n heaps of coins; a move takes one coin from each heap of a non-empty set of non-empty
//!       heaps; the player who takes the last coin wins, so the player with no move loses.
//! Claim: the player to move wins iff some heap is odd.
//! Proof: the empty table has only even heaps. From all-even heaps every move leaves the heaps it
//!        took from odd; from a table with odd heaps, one coin off each odd heap leaves all heaps
//!        even. The full argument is in the crate's README.
//! Time: O(n) per test case, reading all of stdin at once.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// True iff the player to move wins with the heaps `heaps`; reads every heap.
fn first_wins(heaps: impl Iterator<Item = u32>) -> bool {
    heaps.fold(false, |odd, x| odd | (x % 2 == 1))
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
        }
        // every heap is read (no early exit), so the next test case starts at its own first token
        let heaps = (0..n).map(|_| {
            input! {
                from &mut source,
                x: u32,
            }
            x
        });
        let verdict: &[u8] = if first_wins(heaps) {
            b"first\n"
        } else {
            b"second\n"
        };
        out.write_all(verdict).unwrap();
    }
}
