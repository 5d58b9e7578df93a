//! POJ 2425 A Chess Game: the game in the kit's words ([`ChessGame`]); the oracle `brute`, the
//! kit's search of it over multisets of piece positions, knows nothing of Grundy values; the
//! reference `expected_by_grundy_text` computes Grundy values by their definition (mex of the
//! successors' values) and applies the XOR rule, for the large random comparisons. Both are
//! iterative: a chain of 1000 positions needs no big stack.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::search::WinLose;
use plan_kit::svg::{Anchor, INK, LOSE, Node, Svg, Swatch, WIN, graph};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, fewer_cases, shrink_list};
use std::collections::BTreeSet;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "poj2425-chess-game",
    validate: Some(validate),
    oracle: Some(brute),
    reference: Some(expected_by_grundy_text),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every DAG on 1–4 vertices without repeated edges (572) with every multiset of 1–3 pieces, 100 test cases per input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–50 random DAGs on 1–8 vertices, 1–12 queries of up to 4 or 10 pieces (game search)",
            generate: |rng, size| {
                let t = 1 + rng.below(50);
                let cases: Vec<TestCase> = (0..t).map(|_| small_random_case(rng, size)).collect();
                random_gaps_input(rng, &cases)
            },
            max_size: 8,
            cases: 24,
        },
        Generator {
            name: "1–6 random DAGs on up to 1000 vertices, up to 300 queries of up to 10 pieces (Grundy by definition)",
            generate: |rng, size| {
                let t = 1 + rng.below(6);
                let cases: Vec<TestCase> = (0..t)
                    .map(|i| large_random_case(rng, 100 * size, i))
                    .collect();
                random_gaps_input(rng, &cases)
            },
            max_size: 10,
            cases: 17,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    interactive: None,
};

/// The largest N, and the most pieces in one query.
const MAX_N: usize = 1000;
const MAX_M: usize = 10;

/// `Ok` iff `input` is one or more test cases up to its end, blank lines allowed after each: N
/// (1 ≤ N ≤ 1000), N lines `X t_1 … t_X` of distinct out-positions in [0, N − 1] forming a DAG,
/// query lines `M p_1 … p_M` (1 ≤ M ≤ 10, positions in [0, N − 1]), and a line `0`.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    loop {
        let n = v.usize(1, MAX_N, "N")?;
        v.eoln()?;
        let mut successors = Vec::with_capacity(n);
        for i in 0..n {
            let x = v.usize(0, n - 1, || format!("X_{i}"))?;
            let mut targets = Vec::with_capacity(x);
            for _ in 0..x {
                v.space()?;
                let t = v.usize(0, n - 1, "an out-position")?;
                ensure(!targets.contains(&t), || {
                    format!("{}: the edge {i} -> {t} repeats", v.position())
                })?;
                targets.push(t);
            }
            v.eoln()?;
            successors.push(targets);
        }
        ensure(is_acyclic(&successors), || {
            format!("{}: the graph has a cycle", v.position())
        })?;
        loop {
            let m = v.usize(0, MAX_M, "M")?;
            for _ in 0..m {
                v.space()?;
                v.usize(0, n - 1, "a piece position")?;
            }
            v.eoln()?;
            if m == 0 {
                break;
            }
        }
        while !v.at_eof() && v.literal("\n", "").is_ok() {}
        if v.at_eof() {
            return Ok(());
        }
    }
}

/// Every DAG on 1–4 vertices with every multiset of 1–3 pieces, 100 test cases per input with
/// 0–2 blank lines between them.
fn exhaustive_inputs() -> Vec<String> {
    let mut cases = Vec::new();
    for n in 1..=4 {
        let queries = all_piece_sets(n, 3);
        for successors in all_dags(n) {
            cases.push(TestCase {
                successors,
                queries: queries.clone(),
            });
        }
    }
    let mut rng = Rng::new(4);
    cases
        .chunks(100)
        .map(|chunk| random_gaps_input(&mut rng, chunk))
        .collect()
}

/// An input holding `cases` with 0–2 blank lines between them, drawn by `rng`.
fn random_gaps_input(rng: &mut Rng, cases: &[TestCase]) -> String {
    let gaps: Vec<usize> = (0..cases.len()).map(|_| rng.below(3)).collect();
    input_with_gaps(cases, &gaps)
}

/// A DAG on 1..=`max_n` vertices (edge densities 1/2 to 1/5, a quarter with a Hamiltonian path)
/// with 1–12 queries of up to 4 (or, one time in five, 10) pieces.
fn small_random_case(rng: &mut Rng, max_n: usize) -> TestCase {
    let n = 1 + rng.below(max_n);
    let den = 1 + rng.range(1, 4);
    let path = rng.chance(1, 4);
    let successors = random_dag(rng, n, 1, den, path);
    let max_pieces = if rng.chance(1, 5) { 10 } else { 4 };
    let count = 1 + rng.below(12);
    let queries = random_queries(rng, n, count, max_pieces);
    TestCase {
        successors,
        queries,
    }
}

/// The `i`-th DAG of a large input, on up to `max_n` vertices (every fourth on exactly
/// `max_n`), from complete to about 2 edges per vertex, half with a Hamiltonian path, with up to
/// 300 queries of up to 10 pieces.
fn large_random_case(rng: &mut Rng, max_n: usize, i: usize) -> TestCase {
    let n = match i % 4 {
        0 => max_n,
        1 => 1 + rng.below(max_n),
        _ => 1 + rng.below(max_n.min(100)),
    };
    let (num, den) = match rng.below(4) {
        0 => (1, 1),
        1 => (1, 2),
        2 => (2, n as u64),
        _ => (1, 10),
    };
    let path = rng.chance(1, 2);
    let successors = random_dag(rng, n, num.min(den), den, path);
    let count = 1 + rng.below(300);
    let queries = random_queries(rng, n, count, MAX_M);
    TestCase {
        successors,
        queries,
    }
}

/// Smaller inputs: each test case alone and fewer of them; for one test case, fewer queries, then
/// (once the case is small) a piece removed from a query, an edge removed, a vertex removed (the
/// others renumbered, pieces on it dropped).
fn shrink(input: &str) -> Vec<String> {
    let cases = parse(input);
    if cases.len() > 1 {
        return fewer_cases(&cases, input_of);
    }
    let Some(case) = cases.first() else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    for queries in shrink_list(&case.queries) {
        candidates.push(TestCase {
            queries,
            ..case.clone()
        });
    }
    let n = case.successors.len();
    if n > 64 || case.queries.len() > 64 {
        return candidates
            .iter()
            .map(|c| input_of(std::slice::from_ref(c)))
            .collect();
    }
    for (q, pieces) in case.queries.iter().enumerate() {
        for fewer in shrink_list(pieces) {
            let mut next = case.clone();
            next.queries[q] = fewer;
            candidates.push(next);
        }
    }
    for (v, targets) in case.successors.iter().enumerate() {
        for fewer in shrink_list(targets) {
            let mut next = case.clone();
            next.successors[v] = fewer;
            candidates.push(next);
        }
    }
    for gone in (0..n).rev() {
        let renumber = |v: usize| if v > gone { v - 1 } else { v };
        let kept = |list: &[usize]| -> Vec<usize> {
            list.iter()
                .filter(|&&v| v != gone)
                .map(|&v| renumber(v))
                .collect()
        };
        candidates.push(TestCase {
            successors: (0..n)
                .filter(|&v| v != gone)
                .map(|v| kept(&case.successors[v]))
                .collect(),
            queries: case
                .queries
                .iter()
                .map(|pieces| kept(pieces))
                .filter(|pieces| !pieces.is_empty())
                .collect(),
        });
    }
    candidates
        .iter()
        .map(|c| input_of(std::slice::from_ref(c)))
        .collect()
}

/// The most distinct positions (multisets of piece places) the search takes on per input.
const SEARCH_BUDGET: usize = 1_500_000;

/// One test case: the DAG as out-position lists, and the queries as piece positions.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TestCase {
    pub successors: Vec<Vec<usize>>,
    pub queries: Vec<Vec<usize>>,
}

/// The test cases of an input, read by structure: N, exactly N adjacency lines, then queries until
/// a lone 0; until the end of the input (or a lone N = 0).
fn parse(input: &str) -> Vec<TestCase> {
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

/// The game on one DAG: pieces on its positions; a move takes one piece along one edge, typed as
/// the position it leaves and the one it reaches (`2 3`: a piece from 2 to 3, whichever piece of
/// those on 2); the player who cannot move loses. A position is the sorted multiset of the pieces'
/// places (pieces on one place are alike).
struct ChessGame {
    pub successors: Vec<Vec<usize>>,
}

/// The moves from the sorted multiset `pieces` on the DAG `successors`: one piece along one edge
/// (equal pieces give the same moves, so only the first of them moves), each as (the place it
/// leaves, the place it reaches, the sorted multiset after it). The rules of [`ChessGame`], which
/// names these moves, and of the oracle's search, which tries them.
fn steps(successors: &[Vec<usize>], pieces: &[usize]) -> Vec<(usize, usize, Vec<usize>)> {
    let mut steps = Vec::new();
    for (i, &place) in pieces.iter().enumerate() {
        if i > 0 && pieces[i - 1] == place {
            continue;
        }
        for &w in &successors[place] {
            let mut next = pieces.to_vec();
            next[i] = w;
            next.sort_unstable();
            steps.push((place, w, next));
        }
    }
    steps
}

/// The positions one move reaches from the sorted multiset `pieces` ([`steps`]).
fn moves(successors: &[Vec<usize>], pieces: &[usize]) -> Vec<Vec<usize>> {
    steps(successors, pieces)
        .into_iter()
        .map(|(_, _, next)| next)
        .collect()
}

impl Game for ChessGame {
    type Position = Vec<usize>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, pieces: &Vec<usize>) -> Vec<Move<Vec<usize>>> {
        steps(&self.successors, pieces)
            .into_iter()
            .map(|(from, to, next)| Move::to(format!("{from} {to}"), next))
            .collect()
    }

    fn draw(&self, pieces: &Vec<usize>) -> String {
        // the places the pieces can still reach, in order
        let mut reached = vec![false; self.successors.len()];
        let mut stack = pieces.clone();
        while let Some(v) = stack.pop() {
            if !std::mem::replace(&mut reached[v], true) {
                stack.extend(&self.successors[v]);
            }
        }
        let mut text = String::new();
        for v in (0..self.successors.len()).filter(|&v| reached[v]) {
            let to: Vec<String> = self.successors[v].iter().map(usize::to_string).collect();
            let edges = if to.is_empty() {
                "(no edge out)".to_owned()
            } else {
                format!("-> {}", to.join(" "))
            };
            let here = pieces.iter().filter(|&&p| p == v).count();
            let marks = match here {
                0 => String::new(),
                1 => "   1 piece".to_owned(),
                k => format!("   {k} pieces"),
            };
            let line = format!("{v:>4} {edges:<24}{marks}");
            writeln!(text, "{}", line.trim_end()).unwrap();
        }
        if reached.iter().any(|&r| !r) {
            text.push_str("(the places no piece can reach are left out)\n");
        }
        text
    }

    fn refuse(&self, pieces: &Vec<usize>, typed: &str) -> Option<String> {
        let n = self.successors.len();
        let numbers: Vec<Option<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(from), Some(to)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        Some(if let Some(v) = [from, to].into_iter().find(|&v| v >= n) {
            format!("there is no position {v}: they are 0 to {}", n - 1)
        } else if !pieces.contains(&from) {
            format!("no piece stands on {from}")
        } else {
            format!("there is no edge {from} -> {to}")
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the position a piece leaves and the one it moves to along an edge: `0 2`";

/// The games of an input: one per query, in the order of the answer, the player to move first.
fn games(input: &str) -> Games {
    let mut cases = Vec::new();
    for case in parse(input) {
        for pieces in &case.queries {
            let game = ChessGame {
                successors: case.successors.clone(),
            };
            let mut start = pieces.clone();
            start.sort_unstable();
            cases.push(Games::case(game, start, PLAY_BUDGET));
        }
    }
    Games::new(cases)
}

/// The oracle's answer as results: `WIN` for the player to move first, or `LOSE`.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&brute(input)?, "WIN"))
}

/// A bound on the positions the search meets from `pieces`: the multisets of |pieces| places
/// among those reachable from some piece.
fn reach_bound(successors: &[Vec<usize>], pieces: &[usize]) -> u128 {
    let mut reached = vec![false; successors.len()];
    let mut stack: Vec<usize> = pieces.to_vec();
    while let Some(v) = stack.pop() {
        if !std::mem::replace(&mut reached[v], true) {
            stack.extend(&successors[v]);
        }
    }
    let places = reached.iter().filter(|&&r| r).count() as u128;
    let m = pieces.len() as u128;
    // C(places + m − 1, m), the number of multisets of m of the places
    (1..=m).fold(1u128, |c, i| c.saturating_mul(places + i - 1) / i)
}

/// `WIN`/`LOSE` for the player to move.
fn verdict(wins: bool) -> &'static str {
    if wins { "WIN" } else { "LOSE" }
}

/// The expected output by the kit's win/lose search of [`ChessGame`] over sorted multisets of
/// piece places (the player to move wins iff some move reaches a position the opponent loses), or
/// `None` if the input is too large to search. The kit's [`WinLose`] over the game's moves
/// ([`moves`], the positions of [`steps`] without their names), not its `Searcher`: that hides how
/// many positions one test case decided, which the budget shared by the test cases of an input
/// counts.
fn brute(input: &str) -> Option<String> {
    let cases = parse(input);
    let too_many = |case: &TestCase| {
        case.queries
            .iter()
            .any(|pieces| reach_bound(&case.successors, pieces) > SEARCH_BUDGET as u128)
    };
    if cases.iter().any(too_many) {
        return None;
    }
    let mut out = String::new();
    let mut spent = 0;
    for case in &cases {
        let successors = &case.successors;
        let mut search = WinLose::new(
            |pieces: &Vec<usize>| moves(successors, pieces),
            SEARCH_BUDGET - spent,
        );
        for pieces in &case.queries {
            let mut start = pieces.clone();
            start.sort_unstable();
            let wins = search.first_wins(&start)?;
            writeln!(out, "{}", verdict(wins)).unwrap();
        }
        spent += search.decided();
    }
    Some(out)
}

/// Grundy values by definition: g(v) is the least natural number that is no g(w) of a successor
/// w of v (so 0 with no successor). Memoised, depth first with an explicit stack.
fn grundy_brute(successors: &[Vec<usize>]) -> Vec<u32> {
    let mut memo: Vec<Option<u32>> = vec![None; successors.len()];
    for root in 0..successors.len() {
        // open[i] = (vertex, how many of its successors are known)
        let mut open = vec![(root, 0)];
        while let Some(&mut (v, ref mut known)) = open.last_mut() {
            if memo[v].is_some() {
                open.pop();
            } else if let Some(&w) = successors[v].get(*known) {
                *known += 1;
                if memo[w].is_none() {
                    open.push((w, 0));
                }
            } else {
                let values: BTreeSet<u32> =
                    successors[v].iter().map(|&w| memo[w].unwrap()).collect();
                memo[v] = (0..).find(|x| !values.contains(x));
                open.pop();
            }
        }
    }
    memo.into_iter().map(Option::unwrap).collect()
}

/// The reference: the expected output of an input from Grundy values by definition and the
/// Sprague–Grundy theorem; any valid input is within its reach.
fn expected_by_grundy_text(input: &str) -> Option<String> {
    Some(expected_by_grundy(&parse(input)))
}

/// The expected output from Grundy values by definition and the Sprague–Grundy theorem (the
/// player to move wins iff the XOR of the pieces' values is not 0).
fn expected_by_grundy(cases: &[TestCase]) -> String {
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
fn input_with_gaps(cases: &[TestCase], gaps: &[usize]) -> String {
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
fn input_of(cases: &[TestCase]) -> String {
    input_with_gaps(cases, &[])
}

/// True iff the graph `successors` has no cycle (Kahn: every vertex gets removed).
fn is_acyclic(successors: &[Vec<usize>]) -> bool {
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
fn all_dags(n: usize) -> Vec<Vec<Vec<usize>>> {
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
fn all_piece_sets(n: usize, max_pieces: usize) -> Vec<Vec<usize>> {
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
fn random_dag(rng: &mut Rng, n: usize, num: u64, den: u64, path: bool) -> Vec<Vec<usize>> {
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
fn random_queries(rng: &mut Rng, n: usize, count: usize, max_pieces: usize) -> Vec<Vec<usize>> {
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

/// The DAG of the chess-game figure, as successor lists, and the column each position is drawn
/// in (chosen so that no edge passes through a position it does not join).
fn chess_dag() -> (Vec<Vec<usize>>, [f64; 9]) {
    let successors = vec![
        vec![1, 2, 4],
        vec![2, 5],
        vec![3, 4],
        vec![5, 6, 7],
        vec![7, 8],
        vec![6, 7],
        vec![7],
        vec![8],
        vec![],
    ];
    (successors, [1.0, 3.0, 1.0, 4.5, 0.5, 4.0, 6.0, 4.5, 2.5])
}

/// The chess game: a small DAG, each position with its Grundy value by definition (the mex of
/// its successors'), drawn in rows by value.
fn figure() -> String {
    let (successors, columns) = chess_dag();
    let grundy = grundy_brute(&successors);
    let top = grundy.iter().copied().max().unwrap_or(0) as usize;
    let gap = 90.0;
    let at: Vec<(f64, f64)> = columns
        .iter()
        .zip(&grundy)
        .map(|(&column, &g)| {
            (
                130.0 + 90.0 * column,
                120.0 + gap * (top - g as usize) as f64,
            )
        })
        .collect();
    let edges: Vec<(usize, usize)> = successors
        .iter()
        .enumerate()
        .flat_map(|(v, next)| next.iter().map(move |&w| (v, w)))
        .collect();
    let nodes: Vec<Node> = at
        .iter()
        .zip(&grundy)
        .map(|(&at, &g)| Node {
            at,
            fill: if g == 0 { LOSE } else { WIN },
            label: g.to_string(),
        })
        .collect();
    let mut svg = Svg::page(
        (720.0, 120.0 + gap * top as f64 + 70.0),
        "A chess game on a DAG: each position's Grundy value",
        &[
            (Swatch::Cell(LOSE), "0: one piece there loses"),
            (Swatch::Cell(WIN), "g > 0: wins"),
        ],
    );
    svg.text(
        (16.0, 76.0),
        12.0,
        Anchor::Start,
        INK,
        "g = the least value no successor has; the small numbers name the positions",
    );
    for g in 0..=top {
        let y = 120.0 + gap * (top - g) as f64;
        svg.text((20.0, y), 12.0, Anchor::Start, INK, &format!("g = {g}"));
    }
    graph(&mut svg, &nodes, &edges, true, 17.0);
    for (v, &(x, y)) in at.iter().enumerate() {
        svg.text(
            (x + 22.0, y - 18.0),
            11.0,
            Anchor::Start,
            INK,
            &v.to_string(),
        );
    }
    svg.finish()
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
        let wins = |pieces: &[usize], budget: usize| {
            let mut search = WinLose::new(|p: &Vec<usize>| moves(&graph, p), budget);
            search.first_wins(&pieces.to_vec())
        };
        assert_eq!(wins(&[1], 100), Some(false), "no move");
        assert_eq!(wins(&[0], 100), Some(true), "move to 1");
        assert_eq!(wins(&[2], 100), Some(true), "move to 3");
        assert_eq!(wins(&[2, 2], 100), Some(false), "mirror");
        // from {0, 2}: to {1, 2} or {2, 2} or {0, 3}; {2, 2} loses for the opponent
        assert_eq!(wins(&[0, 2], 100), Some(true));
        assert_eq!(wins(&[0, 0, 0], 1), None, "over budget");
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

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_passes_the_validator() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 6);
    }

    #[test]
    fn the_validator_rejects_bad_layouts_and_values() {
        let good = "2\n1 1\n0\n2 0 1\n0\n\n1\n0\n0\n";
        assert_eq!(validate(good), Ok(()));
        assert_eq!(validate("1\n0\n0\n\n"), Ok(()), "a blank line at the end");
        for bad in [
            "2\n1 1\n0\n2 0 1\n0",
            "2\n1  1\n0\n2 0 1\n0\n",
            "\n2\n1 1\n0\n2 0 1\n0\n",
            "2\n1 1\n1 0\n1 0\n0\n",
            "2\n1 2\n0\n1 0\n0\n",
            "2\n2 1 1\n0\n1 0\n0\n",
            "2\n1 1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n",
            "2\n1 1\n0\n1 2\n0\n",
            "2\n1 1\n0\n1 0\n",
            "1\n0\n0\n0\n",
            "1001\n",
            "",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_reference_agrees_with_the_game_search() {
        for input in exhaustive_inputs().iter().step_by(2) {
            assert_eq!(brute(input), expected_by_grundy_text(input));
        }
        let mut rng = Rng::new(7);
        for size in 1..=8 {
            let input = (SPEC.random[0].generate)(&mut rng, size);
            assert_eq!(brute(&input), expected_by_grundy_text(&input), "{input}");
        }
    }

    #[test]
    fn shrinking_takes_single_cases_then_parts() {
        let input = "2\n1 1\n0\n2 0 1\n0\n\n1\n0\n1 0\n0\n";
        let shrunk = shrink(input);
        assert_eq!(shrunk[0], "2\n1 1\n0\n2 0 1\n0\n");
        let shrunk = shrink("2\n1 1\n0\n2 0 1\n0\n");
        assert!(shrunk.contains(&"2\n0\n0\n2 0 1\n0\n".to_owned()));
        assert!(shrunk.contains(&"2\n1 1\n0\n1 1\n0\n".to_owned()));
        assert!(shrunk.contains(&"1\n0\n1 0\n0\n".to_owned()));
    }
}
