// expect: WA
// The right retrograde labelling on bitsets, but the test "every move reaches a Win state" reads
// the last word of a rotated window unmasked: its bits n.. (the doubled copy of the set) are never
// Win, so a state whose moves all reach Win states is not seen to lose and prints `Loop`.
//! Codeforces 786A Berzerk: https://codeforces.com/problemset/problem/786/A
//!
//! Game: a monster on a circle of n objects, object 1 a black hole; Rick and Morty alternately move
//!       it clockwise by a step from their own sets; whoever moves it into the hole wins.
//! Claim: over states (position, player to move), the hole Lose: a state with a move to Lose is
//!        Win, one whose moves all reach Win is Lose; labelling backwards from the hole in rounds,
//!        on bitsets of positions (a step set rotated to a position), finds them all; the rest are
//!        Loop.
//! Proof: a label rests on moves to states labelled earlier, so its owner forces the end; an
//!        unlabelled state has no move to Lose and a move to an unlabelled one (README).
//! Time: O(n²/64) word operations, plus one word test per (state, round in which one of its moves
//!       turned Win), never more than O(n · (k1 + k2)); O(n) memory.

use itertools::Itertools;
use proconio::input;
use std::io::{self, BufWriter, Write};

/// The result of a state for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
    Loop,
}

impl Outcome {
    /// The word the judge expects.
    fn word(self) -> &'static str {
        match self {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Loop => "Loop",
        }
    }
}

/// A set of positions in 0..n stored twice, as bits x and x + n, so that every rotation of it is a
/// window of n bits.
struct Cyclic {
    n: usize,
    words: Vec<u64>,
}

impl Cyclic {
    /// The set of `members`, each in 0..n.
    fn new(n: usize, members: impl Iterator<Item = usize>) -> Self {
        let mut words = vec![0; (2 * n).div_ceil(64) + 2];
        for x in members {
            for y in [x, x + n] {
                words[y / 64] |= 1 << (y % 64);
            }
        }
        Cyclic { n, words }
    }

    /// Adds { (x + u) mod n : x in the set } to `out`, for u in 0..n; bits n.. of `out` get garbage.
    fn or_rotated_into(&self, u: usize, out: &mut [u64]) {
        let (first, shift) = ((self.n - u) / 64, (self.n - u) % 64);
        let window = &self.words[first..first + out.len() + 1];
        if shift == 0 {
            out.iter_mut().zip(window).for_each(|(o, w)| *o |= w);
        } else {
            for (o, pair) in out.iter_mut().zip(window.windows(2)) {
                *o |= pair[0] >> shift | pair[1] << (64 - shift);
            }
        }
    }

    /// Word i of { (x + u) mod n : x in the set }, for u in 0..n; its bits n.. are garbage.
    fn rotated_word(&self, u: usize, i: usize) -> u64 {
        // y is in the rotation iff bit y + n − u of the doubled set is
        let offset = self.n - u + 64 * i;
        let (first, shift) = (offset / 64, offset % 64);
        if shift == 0 {
            self.words[first]
        } else {
            self.words[first] >> shift | self.words[first + 1] << (64 - shift)
        }
    }
}

/// For each player p (0 = Rick, 1 = Morty) and each position q in 0..n (0 is the black hole), the
/// outcome for p when p is to move at q; `steps[p]` are p's step sizes, distinct, in 1..n.
fn outcomes(n: usize, steps: [&[u16]; 2]) -> [Vec<Outcome>; 2] {
    let words = n.div_ceil(64);
    // the bits of positions 0..n in word i
    let valid = |i: usize| {
        if i + 1 < words {
            u64::MAX
        } else {
            u64::MAX >> (64 * words - n)
        }
    };
    // moves[p] rotated by q = where p moves from q; back[p] rotated by w = where p moves to w from
    let moves = [0, 1].map(|p| Cyclic::new(n, steps[p].iter().map(|&s| usize::from(s))));
    let back = [0, 1].map(|p| Cyclic::new(n, steps[p].iter().map(|&s| n - usize::from(s))));
    // win[p], lose[p] = the positions labelled so, as bits; at the hole the game is over: the
    // player to move there is the one who did not move in.
    let mut win = [vec![0u64; words], vec![0u64; words]];
    let mut lose = [vec![0u64; words], vec![0u64; words]];
    // unlabelled[p] = positions of p off the hole with no label
    let mut unlabelled = [n - 1; 2];
    // proven[p][q] = how many leading words of p's moves from q are known to reach Win states
    let mut proven = [vec![0u16; n], vec![0u16; n]];
    // the labels of the last round, as positions
    let mut new_lose: [Vec<usize>; 2] = [vec![0], vec![0]];
    let mut new_win: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    lose[0][0] = 1;
    lose[1][0] = 1;
    let mut reached = vec![0u64; words];
    while new_lose
        .iter()
        .chain(&new_win)
        .any(|labels| !labels.is_empty())
    {
        // A move into a Lose state of the last round wins.
        for p in 0..2 {
            let mut fresh = Vec::new();
            if unlabelled[p] > 0 && !new_lose[1 - p].is_empty() {
                reached.fill(0);
                for &w in &new_lose[1 - p] {
                    back[p].or_rotated_into(w, &mut reached);
                }
                for i in 0..words {
                    let mut bits = reached[i] & valid(i) & !win[p][i] & !lose[p][i];
                    win[p][i] |= bits;
                    while bits != 0 {
                        fresh.push(64 * i + bits.trailing_zeros() as usize);
                        bits &= bits - 1;
                    }
                }
                unlabelled[p] -= fresh.len();
            }
            new_win[p] = fresh;
        }
        // A state whose moves all reach Win states loses; only a state with a move to a Win
        // state of this round can have become one.
        for p in 0..2 {
            let mut fresh = Vec::new();
            if unlabelled[p] > 0 && !new_win[1 - p].is_empty() {
                reached.fill(0);
                for &w in &new_win[1 - p] {
                    back[p].or_rotated_into(w, &mut reached);
                }
                for i in 0..words {
                    let mut bits = reached[i] & valid(i) & !win[p][i] & !lose[p][i];
                    while bits != 0 {
                        let q = 64 * i + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        // Win states stay Win, so the words already proven need no second look.
                        let mut j = usize::from(proven[p][q]);
                        while j < words
                            && moves[p].rotated_word(q, j) & !win[1 - p][j] == 0
                        {
                            j += 1;
                        }
                        proven[p][q] = j as u16;
                        if j == words {
                            fresh.push(q);
                        }
                    }
                }
                for &q in &fresh {
                    lose[p][q / 64] |= 1 << (q % 64);
                }
                unlabelled[p] -= fresh.len();
            }
            new_lose[p] = fresh;
        }
    }
    [0, 1].map(|p| {
        (0..n)
            .map(|q| {
                let (i, bit) = (q / 64, 1 << (q % 64));
                if lose[p][i] & bit != 0 {
                    Outcome::Lose
                } else if win[p][i] & bit != 0 {
                    Outcome::Win
                } else {
                    Outcome::Loop
                }
            })
            .collect()
    })
}

/// `steps` sorted; panics unless there is at least one, they are distinct, and each is in 1..n.
fn sorted_steps(n: usize, steps: &[usize]) -> Vec<u16> {
    assert!(!steps.is_empty(), "each player needs at least one step");
    let mut sorted: Vec<u16> = steps
        .iter()
        .map(|&s| {
            assert!((1..n).contains(&s), "step {s} is not in 1..{n}");
            s as u16
        })
        .collect();
    sorted.sort_unstable();
    assert!(
        sorted.windows(2).all(|pair| pair[0] < pair[1]),
        "the steps of one player must be distinct"
    );
    sorted
}

fn main() {
    input! {
        n: usize,
        k1: usize,
        s1: [usize; k1],
        k2: usize,
        s2: [usize; k2],
    }
    assert!(
        (2..=usize::from(u16::MAX)).contains(&n),
        "n = {n} is not in 2..=65535"
    );
    let (rick, morty) = (sorted_steps(n, &s1), sorted_steps(n, &s2));
    let mut out = BufWriter::new(io::stdout().lock());
    for row in outcomes(n, [&rick, &morty]) {
        writeln!(out, "{}", row[1..].iter().map(|o| o.word()).join(" ")).unwrap();
    }
}
