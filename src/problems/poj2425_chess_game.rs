//! POJ 2425 A Chess Game: the oracle `brute` searches the game over multisets of piece positions
//! and knows nothing of Grundy values; `grundy_brute` computes Grundy values by their definition
//! (mex of the successors' values) for the large random comparisons.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;
use std::thread;

pub const SPEC: Spec = Spec {
    name: "poj2425-chess-game",
    validate,
    oracle: brute,
    reference: None,
    checker: None,
    exhaustive: Exhaustive {
        bound: "(not stated yet)",
        inputs: Vec::new,
    },
    random: &[],
    shrink: |_| Vec::new(),
    max_inputs,
};

/// Not written yet: rejects every input.
pub fn validate(_input: &str) -> Result<(), String> {
    Err("no validator yet".to_owned())
}

/// The most distinct positions (multisets of piece places) the search takes on per input.
const SEARCH_BUDGET: usize = 1_500_000;

/// The stack the searches run on: a game on a chain of 1000 positions lasts up to ~10^4 moves.
const SEARCH_STACK_BYTES: usize = 512 << 20;

/// One test case: the DAG as out-position lists, and the queries as piece positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestCase {
    pub successors: Vec<Vec<usize>>,
    pub queries: Vec<Vec<usize>>,
}

/// The test cases of an input, read by structure: N, exactly N adjacency lines, then queries until
/// a lone 0; until the end of the input (or a lone N = 0).
pub fn parse(input: &str) -> Vec<TestCase> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    while let Some(n) = tokens.try_next::<usize>() {
        if n == 0 {
            break;
        }
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let degree: usize = tokens.read();
                tokens.many(degree)
            })
            .collect();
        let mut queries = Vec::new();
        loop {
            let m: usize = tokens.read();
            if m == 0 {
                break;
            }
            queries.push(tokens.many(m));
        }
        cases.push(TestCase {
            successors,
            queries,
        });
    }
    cases
}

/// Win/lose memo over positions of the game on one DAG; a position is the sorted multiset of the
/// places of the pieces.
pub struct Search<'a> {
    successors: &'a [Vec<usize>],
    memo: HashMap<Vec<usize>, bool>,
}

impl<'a> Search<'a> {
    /// A search on the DAG `successors` with nothing known yet.
    pub fn new(successors: &'a [Vec<usize>]) -> Self {
        Search {
            successors,
            memo: HashMap::new(),
        }
    }

    /// The number of positions decided so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// True iff the player to move wins with pieces on `pieces`: some move (one piece along one
    /// edge) reaches a position the opponent loses; with no move at all, the player to move loses.
    /// `None` once more than `budget` positions are decided.
    pub fn first_wins(&mut self, pieces: &[usize], budget: usize) -> Option<bool> {
        let mut key = pieces.to_vec();
        key.sort_unstable();
        self.wins_sorted(key, budget)
    }

    /// [`Search::first_wins`] on a position already given as a sorted multiset.
    fn wins_sorted(&mut self, key: Vec<usize>, budget: usize) -> Option<bool> {
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if self.memo.len() >= budget {
            return None;
        }
        let successors = self.successors;
        let mut wins = false;
        'moves: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // the same moves as the equal piece before
            }
            for &w in &successors[key[i]] {
                let mut next = key.clone();
                next[i] = w;
                next.sort_unstable();
                if !self.wins_sorted(next, budget)? {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        Some(wins)
    }
}

/// `WIN`/`LOSE` for the player to move.
fn verdict(wins: bool) -> &'static str {
    if wins { "WIN" } else { "LOSE" }
}

/// The expected output by game search, or `None` if the input is too large to search.
pub fn brute(input: &str) -> Option<String> {
    let cases = parse(input);
    on_big_stack(move || {
        let mut out = String::new();
        let mut spent = 0;
        for case in &cases {
            let mut search = Search::new(&case.successors);
            for pieces in &case.queries {
                let wins = search.first_wins(pieces, SEARCH_BUDGET - spent)?;
                writeln!(out, "{}", verdict(wins)).unwrap();
            }
            spent += search.positions();
        }
        Some(out)
    })
}

/// `work` run on a thread with a stack deep enough for the recursive searches.
fn on_big_stack<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    thread::Builder::new()
        .stack_size(SEARCH_STACK_BYTES)
        .spawn(work)
        .expect("cannot start the search thread")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// Grundy values by definition: g(v) is the least natural number that is no g(w) of a successor
/// w of v (so 0 with no successor). Recursive, memoised.
pub fn grundy_brute(successors: &[Vec<usize>]) -> Vec<u32> {
    fn grundy_of(v: usize, successors: &[Vec<usize>], memo: &mut [Option<u32>]) -> u32 {
        if let Some(g) = memo[v] {
            return g;
        }
        let values: BTreeSet<u32> = successors[v]
            .iter()
            .map(|&w| grundy_of(w, successors, memo))
            .collect();
        let g = (0..).find(|x| !values.contains(x)).unwrap();
        memo[v] = Some(g);
        g
    }
    let successors = successors.to_vec();
    on_big_stack(move || {
        let mut memo = vec![None; successors.len()];
        (0..successors.len())
            .map(|v| grundy_of(v, &successors, &mut memo))
            .collect()
    })
}

/// The expected output from Grundy values by definition and the Sprague–Grundy theorem (the
/// player to move wins iff the XOR of the pieces' values is not 0).
pub fn expected_by_grundy(cases: &[TestCase]) -> String {
    let mut out = String::new();
    for case in cases {
        let grundy = grundy_brute(&case.successors);
        for pieces in &case.queries {
            let xor_sum = pieces.iter().fold(0, |x, &p| x ^ grundy[p]);
            writeln!(out, "{}", verdict(xor_sum != 0)).unwrap();
        }
    }
    out
}

/// An input holding `cases`, with `gaps[i]` blank lines before case i + 1 (1 if `gaps` is short).
pub fn input_with_gaps(cases: &[TestCase], gaps: &[usize]) -> String {
    let mut input = String::new();
    for (i, case) in cases.iter().enumerate() {
        if i > 0 {
            input.push_str(&"\n".repeat(gaps.get(i - 1).copied().unwrap_or(1)));
        }
        writeln!(input, "{}", case.successors.len()).unwrap();
        for line in case.successors.iter().chain(&case.queries) {
            write!(input, "{}", line.len()).unwrap();
            for x in line {
                write!(input, " {x}").unwrap();
            }
            input.push('\n');
        }
        input.push_str("0\n");
    }
    input
}

/// An input holding `cases`, one blank line between them as in the official sample.
pub fn input_of(cases: &[TestCase]) -> String {
    input_with_gaps(cases, &[])
}

/// True iff the graph `successors` has no cycle (Kahn: every vertex gets removed).
pub fn is_acyclic(successors: &[Vec<usize>]) -> bool {
    let n = successors.len();
    let mut indegree = vec![0; n];
    for &w in successors.iter().flatten() {
        indegree[w] += 1;
    }
    let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut removed = 0;
    while let Some(v) = ready.pop() {
        removed += 1;
        for &w in &successors[v] {
            indegree[w] -= 1;
            if indegree[w] == 0 {
                ready.push(w);
            }
        }
    }
    removed == n
}

/// Every DAG on the labelled vertices 0..n without repeated edges (1, 3, 25, 543 for n = 1..4).
pub fn all_dags(n: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|v| (0..n).filter(move |&w| w != v).map(move |w| (v, w)))
        .collect();
    (0u64..1 << pairs.len())
        .map(|mask| {
            let mut successors = vec![Vec::new(); n];
            for (bit, &(v, w)) in pairs.iter().enumerate() {
                if mask >> bit & 1 == 1 {
                    successors[v].push(w);
                }
            }
            successors
        })
        .filter(|successors| is_acyclic(successors))
        .collect()
}

/// Every multiset of 1..=`max_pieces` places in 0..n, as sorted vectors.
pub fn all_piece_sets(n: usize, max_pieces: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<usize>> = vec![Vec::new()];
    for _ in 0..max_pieces {
        layer = layer
            .iter()
            .flat_map(|pieces| {
                let from = pieces.last().copied().unwrap_or(0);
                (from..n).map(move |p| {
                    let mut next = pieces.clone();
                    next.push(p);
                    next
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// A random DAG on n vertices: a random topological order (so labels are not in index order),
/// each forward pair an edge with probability num/den; with `path`, the order is also a path
/// (a longest game of n - 1 moves per piece). Out-lists in random order.
pub fn random_dag(rng: &mut Rng, n: usize, num: u64, den: u64, path: bool) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut successors = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if (path && j == i + 1) || rng.chance(num, den) {
                successors[order[i]].push(order[j]);
            }
        }
    }
    for list in &mut successors {
        rng.shuffle(list);
    }
    successors
}

/// `count` random queries of 1..=`max_pieces` pieces on 0..n, often with stacked pieces.
pub fn random_queries(rng: &mut Rng, n: usize, count: usize, max_pieces: usize) -> Vec<Vec<usize>> {
    (0..count)
        .map(|_| {
            let m = 1 + rng.below(max_pieces);
            let mut pieces: Vec<usize> = (0..m).map(|_| rng.below(n)).collect();
            if m > 1 && rng.chance(1, 3) {
                let (i, j) = (rng.below(m), rng.below(m));
                pieces[i] = pieces[j];
            }
            pieces
        })
        .collect()
}

/// T = 5 test cases of N = 1000 with 10^4 queries of M = 10 each (every other one five pairs of
/// stacked pieces): complete DAGs (499500 edges), then DAGs with a Hamiltonian path and half the
/// forward pairs (deep and wide).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2425);
    let mut make = |num, den, path| -> Vec<TestCase> {
        (0..5)
            .map(|_| {
                let successors = random_dag(&mut rng, 1000, num, den, path);
                let queries = (0..10_000)
                    .map(|q| {
                        let mut pieces: Vec<usize> = (0..10).map(|_| rng.below(1000)).collect();
                        if q % 2 == 1 {
                            // five places, each holding two pieces: a position the mover loses
                            pieces.copy_within(0..5, 5);
                            rng.shuffle(&mut pieces);
                        }
                        pieces
                    })
                    .collect();
                TestCase {
                    successors,
                    queries,
                }
            })
            .collect()
    };
    let complete = make(1, 1, false);
    let half = make(1, 2, true);
    vec![
        MaxInput {
            label: "T=5, N=1000, complete DAGs (499500 edges), 10^4 queries of M=10",
            input: input_of(&complete),
        },
        MaxInput {
            label: "T=5, N=1000, Hamiltonian path + half the pairs (~250000 edges), 10^4 queries of M=10",
            input: input_of(&half),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first graph of the official sample: 0 → 1, 2; 2 → 3.
    fn sample_graph() -> Vec<Vec<usize>> {
        vec![vec![1, 2], vec![], vec![3], vec![]]
    }

    #[test]
    fn the_search_knows_small_positions_by_hand() {
        let graph = sample_graph();
        let mut search = Search::new(&graph);
        assert_eq!(search.first_wins(&[1], 100), Some(false), "no move");
        assert_eq!(search.first_wins(&[0], 100), Some(true), "move to 1");
        assert_eq!(search.first_wins(&[2], 100), Some(true), "move to 3");
        assert_eq!(search.first_wins(&[2, 2], 100), Some(false), "mirror");
        // from {0, 2}: to {1, 2} or {2, 2} or {0, 3}; {2, 2} loses for the opponent
        assert_eq!(search.first_wins(&[0, 2], 100), Some(true));
        assert_eq!(search.first_wins(&[0, 0, 0], 1), None, "over budget");
    }

    #[test]
    fn grundy_values_by_definition_on_small_graphs() {
        assert_eq!(grundy_brute(&sample_graph()), vec![2, 0, 1, 0]);
        let chain: Vec<Vec<usize>> = (0..1000)
            .map(|v| if v + 1 < 1000 { vec![v + 1] } else { vec![] })
            .collect();
        let grundy = grundy_brute(&chain);
        assert!((0..1000).all(|v| grundy[v] == (999 - v as u32) % 2));
    }

    #[test]
    fn the_enumerations_count_right() {
        let counts: Vec<usize> = (1..=4).map(|n| all_dags(n).len()).collect();
        assert_eq!(counts, vec![1, 3, 25, 543]);
        assert_eq!(all_piece_sets(4, 3).len(), 4 + 10 + 20);
    }

    #[test]
    fn parse_reads_by_structure() {
        let input = "1\n0\n1 0\n2 0 0\n0\n\n\n1\n0\n0\n";
        let cases = parse(input);
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].queries, vec![vec![0], vec![0, 0]]);
        assert!(cases[1].queries.is_empty());
        assert_eq!(parse(&input_with_gaps(&cases, &[2])), cases);
        assert_eq!(input_with_gaps(&cases, &[2]), input);
    }

    #[test]
    fn random_dags_are_acyclic_and_not_in_index_order() {
        let mut rng = Rng::new(1);
        let graph = random_dag(&mut rng, 50, 1, 3, true);
        assert!(is_acyclic(&graph));
        let backward = graph
            .iter()
            .enumerate()
            .any(|(v, ws)| ws.iter().any(|&w| w < v));
        assert!(backward);
    }
}
