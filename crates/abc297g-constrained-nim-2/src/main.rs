//! AtCoder ABC297 G Constrained Nim 2: https://atcoder.jp/contests/abc297/tasks/abc297_g
//!
//! Game: N piles; a move removes between L and R stones from one pile; the player with no move loses.
//! Claim: the first player wins iff g(A_1) ^ … ^ g(A_N) != 0, where g(a) = ⌊(a mod (L + R)) / L⌋.
//! Proof: Sprague–Grundy: the piles are a sum of games. In one pile, a move subtracts d ∈ [L, R],
//!        so it never lands within distance < L of a's residue mod L + R (the whole block of value
//!        g(a)), and it reaches a residue in every lower block; by induction on a the mex is g(a).
//!        The full argument is in the crate's README.
//! Time: O(N).

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// The Grundy value of a pile of `a` stones when a move removes `l..=r` of them.
fn grundy(a: u64, l: u64, r: u64) -> u64 {
    // residues mod l + r split into blocks of l; block q has value q
    a % (l + r) / l
}

/// True iff the player to move wins the sum of the piles `piles`.
fn first_wins(piles: &[u64], l: u64, r: u64) -> bool {
    piles
        .iter()
        .fold(0, |xor_sum, &a| xor_sum ^ grundy(a, l, r))
        != 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        l: u64,
        r: u64,
        piles: [u64; n],
    }
    let verdict = if first_wins(&piles, l, r) {
        "First"
    } else {
        "Second"
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{verdict}").unwrap();
}
