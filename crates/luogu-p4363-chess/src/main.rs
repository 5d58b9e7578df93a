//! Luogu P4363 [九省联考 2018] 一双木棋 chess: https://www.luogu.com.cn/problem/P4363
//!
//! Game: an n × m board (n, m ≤ 10); players alternately fill a cell whose left and upper
//!       neighbours in its row and column are all filled; black (first) scores a on its cells,
//!       white b on its cells; print black's score minus white's with best play for both.
//! Claim: the filled cells always form a Young diagram, whose boundary is a path of n + m unit
//!        steps from the bottom-left corner to the top-right one; f(path) = the value for black
//!        satisfies f(full) = 0 and f = max (black to move) or min (white) over the addable cells
//!        of ±gain + f(path after the cell).
//! Proof: a cell is playable iff its row is filled up to it and the row above reaches past it,
//!        so the filled set stays a Young diagram; filling a cell turns an up step followed by a
//!        right step of the path into right then up, which as a bit mask (bit p = step p is up)
//!        is the mask plus 2^p, so the masks in decreasing order meet every successor first; the
//!        number of stones, hence whose turn, is the area under the path, Σ p over the up steps
//!        minus 0 + 1 + … + (n − 1).
//! Time: O(C(n + m, n) · n) ≤ 184,756 · 10 steps; a table of 2^(n+m) ≤ 2^20 i32 (4 MiB).

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// Black's score minus white's with best play on the boards `a` (black's gains) and `b`.
fn outcome(a: &[Vec<i32>], b: &[Vec<i32>]) -> i32 {
    let (n, m) = (a.len(), a[0].len());
    let steps = n + m;
    let full = (1usize << steps) - 1;
    // the gains by corner: gain[p][k] for the up step at p with k up steps before it, that is
    // the cell (n − 1 − k, p − k)
    let cell = |p: usize, k: usize| (n - 1 - k) * m + (p - k);
    let (a, b): (Vec<i32>, Vec<i32>) = (a.concat(), b.concat());
    // value[mask] for the diagram whose boundary path, from the bottom-left corner, takes an up
    // step at each set bit p (step p) and a right step at each clear one: n set bits. The empty
    // board is the lowest n bits, the full one the highest n.
    let mut value = vec![0i32; 1 << steps];
    // the masks of n set bits in decreasing order: their complements (m set bits) increasing
    let mut right = (1usize << m) - 1;
    while right <= full {
        let mask = full ^ right;
        // corners "up, then right": bit p set, bit p + 1 clear, p + 1 < n + m
        let mut corners = mask & !(mask >> 1) & (full >> 1);
        if corners != 0 {
            // the stones: Σ over up steps of the right steps before them, of the parity of Σ p
            // over the set bits minus 0 + 1 + … + (n − 1)
            let odd = (mask & 0xA_AAAA).count_ones() as usize;
            let black = (odd + n * (n - 1) / 2).is_multiple_of(2);
            let mut best = if black { i32::MIN } else { i32::MAX };
            while corners != 0 {
                let p = corners.trailing_zeros() as usize;
                corners &= corners - 1;
                let before = (mask & ((1 << p) - 1)).count_ones() as usize;
                let after = value[mask + (1 << p)];
                let c = cell(p, before);
                best = if black {
                    best.max(after + a[c])
                } else {
                    best.min(after - b[c])
                };
            }
            value[mask] = best;
        }
        // the next set of m bits (Gosper)
        let low = right & right.wrapping_neg();
        let ripple = right + low;
        right = (((ripple ^ right) >> 2) / low) | ripple;
    }
    value[(1 << n) - 1]
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        n: usize,
        m: usize,
        a: [[i32; m]; n],
        b: [[i32; m]; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", outcome(&a, &b)).unwrap();
}
