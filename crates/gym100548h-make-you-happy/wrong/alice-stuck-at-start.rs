// expect: WA
// Answers `Yes` at once when Alice's start has no out-edge, as if her being stuck were Bob's win
// whatever he does; but Bob moves first, and loses if he is stuck too or can only step onto her
// (`edge-alice-stuck`, `edge-bob-stuck`).
use proconio::input;
use proconio::marker::Usize1;
use proconio::source::once::OnceSource;
use std::collections::VecDeque;
use std::io::{self, BufReader, BufWriter, Write};

/// The most vertices a `u128` set of vertices holds (the statement's n ≤ 100 fits).
const MAX_N: usize = 128;

/// True iff Bob, to move at `bob` with Alice at `alice`, wins (an endless game included) on the
/// digraph of `n` ≤ 128 vertices with directed `edges` (0-based).
fn bob_wins(n: usize, edges: &[(usize, usize)], bob: usize, alice: usize) -> bool {
    // out[v], into[v] = the successors and the predecessors of v, as bits
    let (mut out, mut into) = (vec![0u128; n], vec![0u128; n]);
    for &(u, v) in edges {
        out[u] |= 1 << v;
        into[v] |= 1 << u;
    }
    let every_vertex = u128::MAX >> (MAX_N - n);
    // Labelled = known lost for Bob. Per Alice's vertex a, sets of Bob's vertices b, as bits:
    // bob_to_move_lost[a] = { b : (b, a, Bob) labelled }, alice_to_move_lost[a] likewise;
    // the meetings are seeds.
    let mut bob_to_move_lost: Vec<u128> = (0..n).map(|a| 1 << a).collect();
    let mut alice_to_move_lost = bob_to_move_lost.clone();
    // spread[a] = the part of bob_to_move_lost[a] already passed on to Alice's moves into a
    let mut spread = vec![0u128; n];
    // pending = the a whose sets may still grow by a rule, first in first out, so that the labels
    // a vertex gains while it waits are taken together; queued[a] iff a is in it
    let mut pending: VecDeque<usize> = (0..n).collect();
    let mut queued = vec![true; n];
    while let Some(a) = pending.pop_front() {
        queued[a] = false;
        // Bob, to move at b with Alice on a, is lost once every move b -> b' reaches a label
        // (b', a, Alice); with no move at all he is stuck, a seed.
        let mut open = every_vertex & !bob_to_move_lost[a];
        while open != 0 {
            let b = open.trailing_zeros() as usize;
            open &= open - 1;
            if out[b] & !alice_to_move_lost[a] == 0 {
                bob_to_move_lost[a] |= 1 << b;
            }
        }
        // Alice, to move at any u -> a with Bob on b, moves to a labelled (b, a, Bob).
        let fresh = bob_to_move_lost[a] & !spread[a];
        spread[a] = bob_to_move_lost[a];
        if fresh == 0 {
            continue;
        }
        let mut sources = into[a];
        while sources != 0 {
            let u = sources.trailing_zeros() as usize;
            sources &= sources - 1;
            if fresh & !alice_to_move_lost[u] != 0 {
                alice_to_move_lost[u] |= fresh;
                if !queued[u] {
                    queued[u] = true;
                    pending.push_back(u);
                }
            }
        }
    }
    bob_to_move_lost[alice] >> bob & 1 == 0
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for case in 1..=t {
        input! {
            from &mut source,
            n: usize,
            m: usize,
            edges: [(Usize1, Usize1); m],
            x: Usize1,
            y: Usize1,
        }
        assert!(n <= MAX_N, "case {case}: n = {n} exceeds {MAX_N}");
        assert!(
            edges.iter().all(|&(u, v)| u < n && v < n) && x < n && y < n,
            "case {case}: a vertex outside 1..={n}"
        );
        let alice_stuck = edges.iter().all(|&(u, _)| u != y);
        let verdict = if alice_stuck || bob_wins(n, &edges, x, y) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "Case #{case}: {verdict}").unwrap();
    }
}
