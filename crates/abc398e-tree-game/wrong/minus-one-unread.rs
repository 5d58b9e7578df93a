// expect: RE
// The right play, but `-1 -1`, the jury's word that the program has won, is not looked for: it is
// taken for a move, is no pair of vertices, and the program panics instead of exiting at once.
//! AtCoder ABC398 E Tree Game (interactive): https://atcoder.jp/contests/abc398/tasks/abc398_e
//!
//! Game: a tree on 1..N; a move adds an edge i–j that is not there and closes no odd cycle; the
//! player who cannot move loses. We choose the side, then play against the jury.
//! Claim: with the tree's two colour classes A and B, the legal moves are exactly the pairs of A×B
//! that are not edges yet, so every game lasts K = |A|·|B| − (N − 1) moves: play First iff K is odd.
//! Proof: every added edge joins A to B, so the graph stays bipartite with the same classes; a
//! pair inside one class closes an odd cycle with the tree path between its ends (even length),
//! a pair across closes none. The full argument is in the crate's README.
//! Time: O(N²) for the whole game.

use std::io::{self, BufRead, BufWriter, Write};

/// The cross pairs (i, j), i < j, of the tree with edges `edges` on 1..=n that are not edges:
/// every legal move of the game, in increasing order.
fn free_cross_pairs(n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(u, v) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    // class[v] = parity of the depth of v below vertex 1; None until reached
    let mut class: Vec<Option<bool>> = vec![None; n + 1];
    class[1] = Some(false);
    let mut stack = vec![1];
    while let Some(u) = stack.pop() {
        for &v in &adjacent[u] {
            if class[v].is_none() {
                class[v] = Some(class[u] != Some(true));
                stack.push(v);
            }
        }
    }
    let mut is_edge = vec![vec![false; n + 1]; n + 1];
    for &(u, v) in edges {
        is_edge[u][v] = true;
        is_edge[v][u] = true;
    }
    let mut pairs = Vec::new();
    for i in 1..=n {
        for j in i + 1..=n {
            if class[i] != class[j] && !is_edge[i][j] {
                pairs.push((i, j));
            }
        }
    }
    pairs
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

fn main() {
    let mut input = io::stdin().lock();
    let mut out = BufWriter::new(io::stdout().lock());
    let header = read_numbers(&mut input).expect("the input is empty: expected N");
    let n = usize::try_from(header[0]).expect("N must be positive");
    assert!(n >= 2, "N = {n} is below 2");
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| {
            let line = read_numbers(&mut input).expect("the input ends inside the tree");
            let vertex = |x: i64| {
                usize::try_from(x)
                    .ok()
                    .filter(|v| (1..=n).contains(v))
                    .expect("a vertex out of range")
            };
            (vertex(line[0]), vertex(line[1]))
        })
        .collect();
    let pairs = free_cross_pairs(n, &edges);
    // taken[i][j]: the pair (i, j) has been played by either side
    let mut taken = vec![vec![false; n + 1]; n + 1];
    let mut next = 0;
    let first = pairs.len() % 2 == 1;
    writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    let mut our_turn = first;
    loop {
        if our_turn {
            while taken[pairs[next].0][pairs[next].1] {
                next += 1;
            }
            let (i, j) = pairs[next];
            taken[i][j] = true;
            writeln!(out, "{i} {j}").unwrap();
        }
        out.flush().unwrap();
        our_turn = true;
        let Some(reply) = read_numbers(&mut input) else {
            eprintln!("the jury's output ended before the game did");
            return;
        };
        match reply[..] {
            [i, j] if 1 <= i && i < j && j <= n as i64 => taken[i as usize][j as usize] = true,
            _ => panic!("not a move of the jury: {reply:?}"),
        }
    }
}
