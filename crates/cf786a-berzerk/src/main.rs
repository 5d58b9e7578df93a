//! Codeforces 786A Berzerk: https://codeforces.com/problemset/problem/786/A
//!
//! Game: a monster on a circle of n objects, object 1 a black hole; Rick and Morty alternately move
//!       it clockwise by a step from their own sets; whoever moves it into the hole wins.
//! Claim: over states (position, player to move), the hole Lose: a state with a move to Lose is
//!        Win, one whose moves all reach Win is Lose; labelling backwards from the hole (a counter
//!        per state of moves not yet known to reach Win) finds them all; the rest are Loop.
//! Proof: a label rests on moves to states labelled earlier, so its owner forces the end; an
//!        unlabelled state has no move to Lose and a move to an unlabelled one (README).
//! Time: O(n · (k1 + k2)) counter updates, O(n) memory.

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

/// For each player p (0 = Rick, 1 = Morty) and each position q in 0..n (0 is the black hole), the
/// outcome for p when p is to move at q; `steps[p]` are p's step sizes, sorted, distinct, in 1..n.
fn outcomes(n: usize, steps: [&[u16]; 2]) -> [Vec<Outcome>; 2] {
    // At the hole the game is over: the player to move is the one who did not move in.
    let mut outcome = [0, 1].map(|_| {
        let mut row = vec![Outcome::Loop; n];
        row[0] = Outcome::Lose;
        row
    });
    // left[p][q] = moves of p at q to states not yet popped as Win; it reaches 0 only if every move
    // reaches Win, so never at a Win state (whose move to a Lose state always counts).
    let mut left = [0, 1].map(|p| vec![steps[p].len() as u16; n]);
    // unlabelled[p] = unlabelled states of p (to move) off the hole; at 0, pops into them are moot.
    let mut unlabelled = [n - 1; 2];
    // Labelled states in labelling order, as 2q + p; each is pushed once, when labelled.
    let mut queue: Vec<u32> = Vec::with_capacity(2 * n);
    queue.extend([0, 1]);
    let mut head = 0;
    while let Some(&state) = queue.get(head) {
        head += 1;
        let (q, p) = (state as usize >> 1, state as usize & 1);
        let mover = 1 - p;
        if unlabelled[mover] == 0 {
            continue;
        }
        // The mover reaches q from q - s for s < q and from q + n - s for s > q; s = q would start
        // at the hole, which has no moves.
        let sizes = steps[mover];
        let below = sizes.partition_point(|&s| usize::from(s) < q);
        let above = below + usize::from(sizes.get(below).is_some_and(|&s| usize::from(s) == q));
        let popped = outcome[p][q];
        let (outcome, left) = (&mut outcome[mover][..], &mut left[mover][..]);
        let (near, far) = (&sizes[..below], &sizes[above..]);
        let before = queue.len();
        match popped {
            // A move into a Lose state wins.
            Outcome::Lose => {
                let mut win = |v: usize| {
                    if outcome[v] == Outcome::Loop {
                        outcome[v] = Outcome::Win;
                        queue.push((v << 1 | mover) as u32);
                    }
                };
                near.iter().for_each(|&s| win(q - usize::from(s)));
                far.iter().for_each(|&s| win(q + n - usize::from(s)));
            }
            // When left[v] reaches 0, every move of v reaches a Win state.
            Outcome::Win => {
                let mut count = |v: usize| {
                    left[v] -= 1;
                    if left[v] == 0 {
                        outcome[v] = Outcome::Lose;
                        queue.push((v << 1 | mover) as u32);
                    }
                };
                near.iter().for_each(|&s| count(q - usize::from(s)));
                far.iter().for_each(|&s| count(q + n - usize::from(s)));
            }
            Outcome::Loop => unreachable!("only labelled states are queued"),
        }
        let newly = queue.len() - before;
        unlabelled[mover] -= newly;
    }
    outcome
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
