// expect: WA
// The right play, but only `-1 -1` ends the game, as in ABC398 E; `0 0`, which here says the
// program has won, is read as one more jury move and answered (the mirror of card 0, or the next
// segment move) after the interaction is over.
//! AtCoder ABC278 G Generalized Subtraction Game (interactive):
//! https://atcoder.jp/contests/abc278/tasks/abc278_g
//!
//! Game: cards 1..N in a row; a move removes y consecutive cards still on the table, L ≤ y ≤ R;
//! the player who cannot move loses. We choose the side, then play against the jury.
//! Claim: if L < R or L ≡ N (mod 2), First wins: remove the middle block (its length y ≡ N mod 2,
//! y = L or L + 1), then answer each block with its mirror image under c ↦ N + 1 − c. Otherwise
//! (L = R ≢ N mod 2) the row is a sum of segments with Grundy values g(len) = mex over the cuts of
//! g(left) xor g(right); First wins iff g(N) ≠ 0, and the winner keeps the XOR of its segments 0.
//! Proof: after each reply the position is symmetric and the middle gap splits it in halves, so
//! the jury's block lies in one half and its mirror, in the other, is still there (README);
//! the Grundy part is the Sprague–Grundy theorem for a sum of independent segments.
//! Time: O(N²) for the Grundy table and O(N) per move, O(N²) over the whole game.

use std::io::{self, BufRead, BufWriter, Write};

/// The block to take first when mirroring wins: `Some((x, y))` with y ∈ [l, r], y ≡ n (mod 2),
/// x = (n − y)/2 + 1 (two halves of (n − y)/2 cards are left), or `None` if no such y exists.
fn middle_block(n: usize, l: usize, r: usize) -> Option<(usize, usize)> {
    let y = if (n - l).is_multiple_of(2) { l } else { l + 1 };
    (y <= r).then(|| ((n - y) / 2 + 1, y))
}

/// The mirror image of the block of `b` cards from `a` in a row of `n` cards under c ↦ n + 1 − c:
/// the block [a, a + b − 1] becomes [n + 2 − a − b, n + 1 − a].
fn mirror(n: usize, a: usize, b: usize) -> (usize, usize) {
    (n + 2 - a - b, b)
}

/// g[len] for len in 0..=n: the Grundy value of one segment of `len` cards when every move takes
/// exactly `l` of them, g[len] = mex { g[i] xor g[len − l − i] : 0 ≤ i ≤ len − l }.
fn grundy_values(n: usize, l: usize) -> Vec<usize> {
    // g[len] ≤ len (a mex of at most len − l + 1 values), so every xor is below `size`
    let size = (n + 1).next_power_of_two();
    let mut g = vec![0; n + 1];
    // seen[v] == len: the value v is an option of the segment of len cards
    let mut seen = vec![usize::MAX; size];
    for len in l..=n {
        for i in 0..=len - l {
            seen[g[i] ^ g[len - l - i]] = len;
        }
        g[len] = (0..size)
            .find(|&v| seen[v] != len)
            .expect("a value is missing");
    }
    g
}

/// The maximal runs of cards still on the table, as (first card, length); `present[c]` for c in
/// 1..=n (index 0 unused).
fn segments(present: &[bool]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut c = 1;
    while c < present.len() {
        if present[c] {
            let start = c;
            while c < present.len() && present[c] {
                c += 1;
            }
            runs.push((start, c - start));
        } else {
            c += 1;
        }
    }
    runs
}

/// A move (x, l) after which the XOR of the segments' Grundy values is 0, if there is one; else
/// any legal move (x, l), if there is one.
fn segment_move(present: &[bool], l: usize, g: &[usize]) -> Option<(usize, usize)> {
    let runs = segments(present);
    let total = runs.iter().fold(0, |x, &(_, len)| x ^ g[len]);
    for &(start, len) in runs.iter().filter(|&&(_, len)| len >= l) {
        let target = total ^ g[len];
        if let Some(i) = (0..=len - l).find(|&i| g[i] ^ g[len - l - i] == target) {
            return Some((start + i, l));
        }
    }
    runs.iter()
        .find(|&&(_, len)| len >= l)
        .map(|&(start, _)| (start, l))
}

/// Reads the next line's integers; `None` at the end of the input.
fn read_numbers(input: &mut impl BufRead) -> Option<Vec<i64>> {
    let mut line = String::new();
    if input.read_line(&mut line).expect("cannot read stdin") == 0 {
        return None;
    }
    let numbers = line
        .split_ascii_whitespace()
        .map(|token| {
            token
                .parse()
                .unwrap_or_else(|_| panic!("not an integer in the jury's line {line:?}"))
        })
        .collect();
    Some(numbers)
}

/// The jury's next move (a, b), or `None` once the game is over (`0 0`: we won; `-1 -1`: we lost;
/// or the end of the input).
fn jury_move(input: &mut impl BufRead, n: usize) -> Option<(usize, usize)> {
    let reply = read_numbers(input)?;
    match reply[..] {
        [-1, -1] => None,
        [0, 0] => Some((0, 0)),
        [a, b] if a >= 1 && b >= 1 && a + b - 1 <= n as i64 => Some((a as usize, b as usize)),
        _ => panic!("not a move of the jury: {reply:?}"),
    }
}

fn main() {
    let mut input = io::stdin().lock();
    let mut out = BufWriter::new(io::stdout().lock());
    let header = read_numbers(&mut input).expect("the input is empty: expected N L R");
    let [n, l, r] = [0, 1, 2].map(|k| usize::try_from(header[k]).expect("N, L, R are positive"));
    if let Some((x, y)) = middle_block(n, l, r) {
        writeln!(out, "First\n{x} {y}").unwrap();
        out.flush().unwrap();
        while let Some((a, b)) = jury_move(&mut input, n) {
            let (x, y) = mirror(n, a, b.max(1));
            writeln!(out, "{x} {y}").unwrap();
            out.flush().unwrap();
        }
        return;
    }
    let g = grundy_values(n, l);
    let first = g[n] != 0;
    writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    out.flush().unwrap();
    // present[c]: card c is still on the table
    let mut present = vec![true; n + 1];
    present[0] = false;
    let mut our_turn = first;
    loop {
        if our_turn {
            let (x, y) = segment_move(&present, l, &g).unwrap_or((0, 0));
            if x == 0 {
                writeln!(out, "0 0").unwrap();
                out.flush().unwrap();
                return;
            }
            present[x..x + y].fill(false);
            writeln!(out, "{x} {y}").unwrap();
            out.flush().unwrap();
        }
        our_turn = true;
        let Some((a, b)) = jury_move(&mut input, n) else {
            return;
        };
        if a > 0 {
            present[a..a + b].fill(false);
        }
    }
}
