// expect: WA
// The right search, but the difference is kept unsigned (u32, wrapping): a negative value wraps
// to above 4·10^9, compares as the largest, and is printed so (`edge-negative`: b = 10^5).
use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{self, BufReader, BufWriter, Write};

/// Black's score minus white's with best play on the boards `a` (black's gains) and `b`.
fn outcome(a: &[Vec<u32>], b: &[Vec<u32>]) -> u32 {
    let (n, m) = (a.len(), a[0].len());
    let steps = n + m;
    let full = (1usize << steps) - 1;
    // the gains by corner: gain[p][k] for the up step at p with k up steps before it, that is
    // the cell (n − 1 − k, p − k)
    let cell = |p: usize, k: usize| (n - 1 - k) * m + (p - k);
    let (a, b): (Vec<u32>, Vec<u32>) = (a.concat(), b.concat());
    // value[mask] for the diagram whose boundary path, from the bottom-left corner, takes an up
    // step at each set bit p (step p) and a right step at each clear one: n set bits. The empty
    // board is the lowest n bits, the full one the highest n.
    let mut value = vec![0u32; 1 << steps];
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
            let mut best = if black { u32::MIN } else { u32::MAX };
            while corners != 0 {
                let p = corners.trailing_zeros() as usize;
                corners &= corners - 1;
                let before = (mask & ((1 << p) - 1)).count_ones() as usize;
                let after = value[mask + (1 << p)];
                let c = cell(p, before);
                best = if black {
                    best.max(after.wrapping_add(a[c]))
                } else {
                    best.min(after.wrapping_sub(b[c]))
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
        a: [[u32; m]; n],
        b: [[u32; m]; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", outcome(&a, &b)).unwrap();
}
