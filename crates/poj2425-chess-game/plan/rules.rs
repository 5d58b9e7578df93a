//! The game and the oracle: the rules, searched.

use super::parse;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use plan_kit::search::WinLose;
use std::collections::BTreeSet;
use std::fmt::Write;

/// The most distinct positions (multisets of piece places) the search takes on per input.
const SEARCH_BUDGET: usize = 1_500_000;

/// One test case: the DAG as out-position lists, and the queries as piece positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct TestCase {
    pub successors: Vec<Vec<usize>>,
    pub queries: Vec<Vec<usize>>,
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
pub(super) fn moves(successors: &[Vec<usize>], pieces: &[usize]) -> Vec<Vec<usize>> {
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
pub(super) const NOTATION: &str =
    "the position a piece leaves and the one it moves to along an edge: `0 2`";

/// The games of an input: one per query, in the order of the answer, the player to move first.
pub(super) fn games(input: &str) -> Games {
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
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "WIN"))
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
pub(super) fn oracle(input: &str) -> Option<String> {
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
pub(super) fn grundy_brute(successors: &[Vec<usize>]) -> Vec<u32> {
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
pub(super) fn reference(input: &str) -> Option<String> {
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
pub(super) fn input_with_gaps(cases: &[TestCase], gaps: &[usize]) -> String {
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

/// True iff the graph `successors` has no cycle (Kahn: every vertex gets removed).
pub(super) fn is_acyclic(successors: &[Vec<usize>]) -> bool {
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
