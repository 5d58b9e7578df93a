// expect: ILE
// The right side, but the roles are taken to alternate from round to round as in most games:
// after its first round it waits for the jury's index where it should print its own (or prints
// one where it should wait), and both sides wait.
//! Codeforces 1839E Decreasing Game (interactive): https://codeforces.com/problemset/problem/1839/E
//!
//! Game: positive numbers a_1..a_n; every round the first player picks i with a_i > 0, the second
//! picks j ≠ i with a_j > 0, and both drop by min(a_i, a_j); who cannot pick loses.
//! Claim: the second player wins iff the numbers split into two parts of equal sum.
//! Proof: with such a split, Second answers from the other part: both sums drop by the same d,
//!        so the split survives and First meets the all-zero array. Without one, no round can
//!        create one (put the zeroed entry opposite its partner and add d back: the previous
//!        array splits), so the all-zero array never comes and Second is left without a j.
//! Time: O(n·S/64) for the subset sum (S ≤ 90,000), then O(n) a round, at most n rounds.

use proconio::input_interactive;
use std::io::{self, BufWriter, Write};

/// The side of each entry in a split into two parts of equal sum (`true`: the part holding the
/// chosen items), if there is one: subset sum over bitsets, one row per prefix of the items.
fn equal_split(a: &[usize]) -> Option<Vec<bool>> {
    let total: usize = a.iter().sum();
    if total % 2 == 1 {
        return None;
    }
    let half = total / 2;
    let words = half / 64 + 1;
    // rows[k] bit s = some subset of a[..k] sums to s (s ≤ half)
    let mut rows = vec![vec![0u64; words]; a.len() + 1];
    rows[0][0] = 1;
    for (k, &x) in a.iter().enumerate() {
        let (done, rest) = rows.split_at_mut(k + 1);
        let (prev, next) = (&done[k], &mut rest[0]);
        next.copy_from_slice(prev);
        let (shift_words, shift_bits) = (x / 64, x % 64);
        for w in (shift_words..words).rev() {
            let src = w - shift_words;
            let mut moved = prev[src] << shift_bits;
            if shift_bits > 0 && src > 0 {
                moved |= prev[src - 1] >> (64 - shift_bits);
            }
            next[w] |= moved;
        }
    }
    let has = |row: &[u64], s: usize| row[s / 64] >> (s % 64) & 1 == 1;
    if !has(&rows[a.len()], half) {
        return None;
    }
    let mut side = vec![false; a.len()];
    let mut left = half;
    for k in (0..a.len()).rev() {
        if !has(&rows[k], left) {
            side[k] = true;
            left -= a[k];
        }
    }
    Some(side)
}

/// Second's answer to i: a positive entry on the other side of the split (one exists, as the two
/// parts have equal sums and i's part is positive).
fn answer(a: &[usize], side: &[bool], i: usize) -> usize {
    (0..a.len())
        .find(|&j| a[j] > 0 && side[j] != side[i])
        .expect("the other part has a positive entry")
}

/// Plays one round's pair: both entries drop by their minimum.
fn play_round(a: &mut [usize], i: usize, j: usize) {
    let d = a[i].min(a[j]);
    a[i] -= d;
    a[j] -= d;
}

fn main() {
    input_interactive! {
        n: usize,
        mut a: [usize; n],
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let side = equal_split(&a);
    let mut second = side.is_some();
    writeln!(out, "{}", if second { "Second" } else { "First" }).unwrap();
    out.flush().unwrap();
    loop {
        if second {
            input_interactive! { i: i64 }
            if i <= 0 {
                break;
            }
            let i = i as usize - 1;
            let j = match &side {
                Some(side) => answer(&a, side, i),
                None => (0..n).find(|&j| j != i && a[j] > 0).unwrap_or(i),
            };
            play_round(&mut a, i, j);
            writeln!(out, "{}", j + 1).unwrap();
            out.flush().unwrap();
        } else {
            let i = a.iter().position(|&x| x > 0).unwrap_or(0);
            writeln!(out, "{}", i + 1).unwrap();
            out.flush().unwrap();
            input_interactive! { j: i64 }
            if j <= 0 {
                break;
            }
            play_round(&mut a, i, j as usize - 1);
        }
        // the roles taken to alternate, as in most games
        second = !second;
    }
}
