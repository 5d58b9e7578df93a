//! Codeforces Gym 100548H The Problem to Make You Happy: the game in the kit's words ([`Chase`]),
//! and the oracle, which iterates the rules' win/lose conditions over every position to a fixed
//! point (the kit's naive fixed point, on positions numbered by arithmetic); it knows nothing of
//! queues or move counters.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::search::{Value, fixed_point};
use plan_kit::svg::{
    Anchor, Grid, INK, LOOP, LOSE, Node, PAPER, Svg, Swatch, WIN, graph, ring_positions,
};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, fewer_cases, shrink_list};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "gym100548h-make-you-happy",
    validate: Some(validate),
    oracle: Some(brute),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every digraph without self-loops on n ≤ 4 vertices with m ≥ 1 and every start pair x ≠ y (49,524 cases, 2,500 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–50 random digraphs with 2 ≤ n ≤ 12",
            generate: |rng, size| {
                let t = 1 + rng.below(50);
                let cases: Vec<Case> = (0..t)
                    .map(|_| {
                        let n = 2 + rng.below(size);
                        random_case(rng, n)
                    })
                    .collect();
                input_of(&cases)
            },
            max_size: 11,
            cases: 160,
        },
        Generator {
            name: "1–5 random digraphs with 13 ≤ n ≤ 60",
            generate: |rng, size| {
                let t = 1 + rng.below(5);
                let cases: Vec<Case> = (0..t)
                    .map(|_| {
                        let n = 13 + rng.below(size);
                        random_case(rng, n)
                    })
                    .collect();
                input_of(&cases)
            },
            max_size: 48,
            cases: 50,
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

/// The largest T the validator takes: the statement states no bound.
const MAX_T: usize = 1_000_000;

/// `Ok` iff `input` is T ≥ 1, then T cases, each `n m`, m edges `b e` and the starts `x y`, with
/// 2 ≤ n ≤ 100, 1 ≤ m ≤ n (n − 1), edges without self-loops or repeats, and x ≠ y.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "T")?;
    v.eoln()?;
    for _ in 0..t {
        let n = v.usize(2, 100, "n")?;
        v.space()?;
        let m = v.usize(1, n * (n - 1), "m")?;
        v.eoln()?;
        let mut seen = vec![false; n * n];
        for _ in 0..m {
            let b = v.usize(1, n, "b")?;
            v.space()?;
            let e = v.usize(1, n, "e")?;
            ensure(b != e, || format!("{}: a self-loop at {b}", v.position()))?;
            ensure(!seen[(b - 1) * n + e - 1], || {
                format!("{}: the edge {b} -> {e} repeats", v.position())
            })?;
            seen[(b - 1) * n + e - 1] = true;
            v.eoln()?;
        }
        let x = v.usize(1, n, "x")?;
        v.space()?;
        let y = v.usize(1, n, "y")?;
        ensure(x != y, || format!("{}: x = y = {x}", v.position()))?;
        v.eoln()?;
    }
    v.eof()
}

/// Every case with n ≤ 4, 2500 to an input.
fn exhaustive_inputs() -> Vec<String> {
    let cases: Vec<Case> = (2..=4).flat_map(all_cases).collect();
    cases.chunks(2500).map(input_of).collect()
}

/// Smaller inputs: each case alone and fewer cases; for one case, an edge removed, a vertex that
/// is no start removed (the others renumbered).
fn shrink(input: &str) -> Vec<String> {
    let cases = parse(input);
    if cases.len() > 1 {
        return fewer_cases(&cases, input_of);
    }
    let Some(case) = cases.first() else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    for edges in shrink_list(&case.edges) {
        candidates.push(Case {
            edges,
            ..case.clone()
        });
    }
    for gone in (0..case.n)
        .rev()
        .filter(|&v| v != case.bob && v != case.alice)
    {
        let renumber = |v: usize| if v > gone { v - 1 } else { v };
        candidates.push(Case {
            n: case.n - 1,
            edges: case
                .edges
                .iter()
                .filter(|&&(u, w)| u != gone && w != gone)
                .map(|&(u, w)| (renumber(u), renumber(w)))
                .collect(),
            bob: renumber(case.bob),
            alice: renumber(case.alice),
        });
    }
    candidates
        .iter()
        .map(|c| input_of(std::slice::from_ref(c)))
        .collect()
}

/// The most move inspections the fixed-point iteration spends on one case before giving up.
const SEARCH_BUDGET: u64 = 300_000_000;

/// One test case: a digraph on `n` vertices (0-based `edges`), Bob's start and Alice's start.
#[derive(Clone, Debug)]
struct Case {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
    pub bob: usize,
    pub alice: usize,
}

/// How the game ends under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Alice can force the pieces to meet or Bob to be stuck.
    AliceWins,
    /// Bob can force Alice to be stuck.
    BobWins,
    /// Neither can force an end: the game goes on forever, which the rules count for Bob.
    Endless,
}

impl Outcome {
    /// True iff the rules count this outcome for Bob.
    pub fn for_bob(self) -> bool {
        self != Outcome::AliceWins
    }
}

/// The game of one case: each player moves their own piece along an edge (typed as the vertex it
/// goes to, `3`), Bob first; the pieces meeting on a vertex end the game, Alice the winner; a
/// player with no move loses; a game without end is Bob's. In the kit's model the player with no
/// move loses, so a meeting with Alice to move (Bob stepped onto her) leaves her one move, `won`,
/// to the position where Bob, to move with the pieces met, has none.
struct Chase {
    /// successors[v] = the vertices one edge leads to from v, in input order.
    successors: Vec<Vec<usize>>,
}

/// A position of [`Chase`]: Bob's vertex, Alice's vertex, whether Bob is to move.
type Pieces = (usize, usize, bool);

impl Chase {
    /// The game on the graph of `case`.
    pub fn new(case: &Case) -> Self {
        let mut successors = vec![Vec::new(); case.n];
        for &(from, to) in &case.edges {
            successors[from].push(to);
        }
        Chase { successors }
    }
}

impl Game for Chase {
    type Position = Pieces;

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, &(bob, alice, bob_to_move): &Pieces) -> Vec<Move<Pieces>> {
        if bob == alice {
            // met: Bob to move has lost; Alice to move has won, and says so
            return if bob_to_move {
                Vec::new()
            } else {
                vec![Move::to("won", (bob, alice, true))]
            };
        }
        if bob_to_move {
            let step = |&to: &usize| Move::to((to + 1).to_string(), (to, alice, false));
            self.successors[bob].iter().map(step).collect()
        } else {
            let step = |&to: &usize| Move::to((to + 1).to_string(), (bob, to, true));
            self.successors[alice].iter().map(step).collect()
        }
    }

    fn draw(&self, &(bob, alice, bob_to_move): &Pieces) -> String {
        let arrows: Vec<String> = self
            .successors
            .iter()
            .map(|next| {
                let to: Vec<String> = next.iter().map(|w| (w + 1).to_string()).collect();
                if to.is_empty() {
                    "(no edge out)".to_owned()
                } else {
                    format!("-> {}", to.join(" "))
                }
            })
            .collect();
        let width = arrows.iter().map(String::len).max().unwrap_or(0);
        let mut text = String::new();
        for (v, arrows) in arrows.iter().enumerate() {
            let pieces = match (v == bob, v == alice) {
                (true, true) => "  Bob, Alice",
                (true, false) => "  Bob",
                (false, true) => "  Alice",
                _ => "",
            };
            let line = format!("{:>3} {arrows:<width$}{pieces}", v + 1);
            writeln!(text, "{}", line.trim_end()).unwrap();
        }
        text.push_str(match (bob == alice, bob_to_move) {
            (true, true) => "the pieces have met: Alice has won\n",
            (true, false) => "the pieces have met: Alice has won (type `won`)\n",
            (false, true) => "Bob to move his piece along an edge\n",
            (false, false) => "Alice to move her piece along an edge\n",
        });
        text
    }

    fn refuse(&self, &(bob, alice, bob_to_move): &Pieces, typed: &str) -> Option<String> {
        let n = self.successors.len();
        if bob == alice {
            return Some("the pieces have met: type `won`".to_owned());
        }
        let Ok(to) = typed.trim().parse::<usize>() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        let from = if bob_to_move { bob } else { alice };
        Some(if !(1..=n).contains(&to) {
            format!("there is no vertex {to}: the vertices are 1 to {n}")
        } else {
            format!("there is no edge {} -> {to}", from + 1)
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the vertex your piece goes to along an edge: `3`";

/// How `case` ends under best play, or `None` past the search budget.
///
/// Positions are (Bob's vertex, Alice's vertex, Bob to move?). With the pieces on one vertex Alice
/// has won, whoever is to move. Elsewhere the player to move wins if a move reaches a position lost
/// for the opponent, and loses if every move (none included) reaches a position the opponent wins;
/// [`fixed_point`] repeats this until nothing changes. Whatever stays open is an endless game under
/// best play.
///
/// These are the rules of [`Chase`], on its edges out of each vertex, but the oracle keeps this
/// fixed point over all 2n² positions numbered by arithmetic rather than the kit's sweep of the
/// game: the sweep first lists every position's named moves into a hash map, which took 6.7 s
/// instead of 0.20 s on 30 complete digraphs of 100 vertices (the max input's first half; the
/// plans' unit-test build).
fn outcome_brute(case: &Case) -> Option<Outcome> {
    let n = case.n;
    let successors = Chase::new(case).successors;
    // position = (b * n + a) * 2 + [Bob to move]
    let index = |b: usize, a: usize, bob_to_move: bool| (b * n + a) * 2 + usize::from(bob_to_move);
    let value = fixed_point(
        2 * n * n,
        |position| {
            let (b, a, bob_to_move) = (position / 2 / n, position / 2 % n, position % 2 == 1);
            // met: Bob to move has lost, Alice to move has won
            (b == a).then_some(if bob_to_move { Value::Lose } else { Value::Win })
        },
        |position, next| {
            let (b, a, bob_to_move) = (position / 2 / n, position / 2 % n, position % 2 == 1);
            if bob_to_move {
                next.extend(successors[b].iter().map(|&to| index(to, a, false)));
            } else {
                next.extend(successors[a].iter().map(|&to| index(b, to, true)));
            }
        },
        SEARCH_BUDGET,
    )?;
    Some(match value[index(case.bob, case.alice, true)] {
        Value::Lose => Outcome::AliceWins,
        Value::Win => Outcome::BobWins,
        Value::Draw => Outcome::Endless,
    })
}

/// The games of an input, one per case, Bob first.
fn games(input: &str) -> Games {
    let cases = parse(input)
        .iter()
        .map(|case| Games::case(Chase::new(case), (case.bob, case.alice, true), PLAY_BUDGET))
        .collect();
    Games::new(cases)
}

/// The oracle's answers as results: `No` (Alice wins) is the second player's win; `Yes` is Bob's
/// win when Alice is stuck, or a game without end (a draw in the kit's words, Bob's by the rules).
fn results(input: &str) -> Option<Vec<GameResult>> {
    let cases = parse(input);
    cases
        .iter()
        .map(|case| {
            Some(match outcome_brute(case)? {
                Outcome::AliceWins => GameResult::SecondWins,
                Outcome::BobWins => GameResult::FirstWins,
                Outcome::Endless => GameResult::Draw,
            })
        })
        .collect()
}

/// The cases of an input (0-based vertices).
fn parse(input: &str) -> Vec<Case> {
    Tokens::new(input).cases(|tokens| {
        let n: usize = tokens.read();
        let m: usize = tokens.read();
        let edges = tokens.edges(m);
        let bob = tokens.read::<usize>() - 1;
        let alice = tokens.read::<usize>() - 1;
        Case {
            n,
            edges,
            bob,
            alice,
        }
    })
}

/// The expected output by the fixed-point iteration, or `None` if a case is beyond its budget.
fn brute(input: &str) -> Option<String> {
    let mut out = String::new();
    for (k, case) in parse(input).iter().enumerate() {
        let verdict = if outcome_brute(case)?.for_bob() {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "Case #{}: {verdict}", k + 1).unwrap();
    }
    Some(out)
}

/// An input holding `cases`, in the statement's format (1-based vertices).
fn input_of(cases: &[Case]) -> String {
    let mut input = format!("{}\n", cases.len());
    for case in cases {
        writeln!(input, "{} {}", case.n, case.edges.len()).unwrap();
        for &(from, to) in &case.edges {
            writeln!(input, "{} {}", from + 1, to + 1).unwrap();
        }
        writeln!(input, "{} {}", case.bob + 1, case.alice + 1).unwrap();
    }
    input
}

/// Every directed edge without self-loop on `n` vertices, in lexicographic order.
fn all_edges(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
        .collect()
}

/// Every case with `n` vertices: every non-empty set of edges without self-loops, every start
/// pair bob ≠ alice.
fn all_cases(n: usize) -> Vec<Case> {
    let possible = all_edges(n);
    let mut cases = Vec::new();
    for subset in 1u64..1 << possible.len() {
        let edges: Vec<(usize, usize)> = (0..possible.len())
            .filter(|&i| subset >> i & 1 == 1)
            .map(|i| possible[i])
            .collect();
        for bob in 0..n {
            for alice in (0..n).filter(|&alice| alice != bob) {
                cases.push(Case {
                    n,
                    edges: edges.clone(),
                    bob,
                    alice,
                });
            }
        }
    }
    cases
}

/// The complete digraph on `n` vertices (every edge u -> v, u ≠ v) with the given starts.
fn complete_case(n: usize, bob: usize, alice: usize) -> Case {
    Case {
        n,
        edges: all_edges(n),
        bob,
        alice,
    }
}

/// A random case on `n` ≥ 2 vertices, in shuffled edge order, with m ≥ 1. Its shape is drawn too:
/// each edge with a random density, few edges per vertex (long games), or a cycle with chords;
/// some vertices may lose all their out-edges.
fn random_case(rng: &mut Rng, n: usize) -> Case {
    let possible = all_edges(n);
    let mut edges: Vec<(usize, usize)> = match rng.below(3) {
        0 => {
            let density = rng.range(1, 100);
            possible
                .iter()
                .copied()
                .filter(|_| rng.chance(density, 100))
                .collect()
        }
        1 => {
            let most = 1 + rng.below(3);
            let mut edges = Vec::new();
            for u in 0..n {
                let mut targets: Vec<usize> = (0..n).filter(|&v| v != u).collect();
                rng.shuffle(&mut targets);
                targets.truncate(rng.below(most + 1));
                edges.extend(targets.into_iter().map(|v| (u, v)));
            }
            edges
        }
        _ => {
            let mut order: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut order);
            let mut edges: Vec<(usize, usize)> =
                (0..n).map(|i| (order[i], order[(i + 1) % n])).collect();
            let chords = rng.below(n + 1);
            edges.extend((0..chords).map(|_| possible[rng.below(possible.len())]));
            edges.sort_unstable();
            edges.dedup();
            edges
        }
    };
    if rng.chance(1, 3) {
        let sink = rng.below(n);
        edges.retain(|&(u, _)| u != sink);
    }
    if edges.is_empty() {
        edges.push(possible[rng.below(possible.len())]);
    }
    rng.shuffle(&mut edges);
    let bob = rng.below(n);
    let alice = (bob + 1 + rng.below(n - 1)) % n;
    Case {
        n,
        edges,
        bob,
        alice,
    }
}

/// T = 30 cases of n = 100 each: complete digraphs, then dense random digraphs (density 50–99%).
fn max_inputs() -> Vec<MaxInput> {
    const T: usize = 30;
    const N: usize = 100;
    let mut rng = Rng::new(100_548);
    let complete: Vec<Case> = (0..T)
        .map(|_| {
            let bob = rng.below(N);
            let alice = (bob + 1 + rng.below(N - 1)) % N;
            let mut case = complete_case(N, bob, alice);
            rng.shuffle(&mut case.edges);
            case
        })
        .collect();
    let dense: Vec<Case> = (0..T)
        .map(|_| {
            let density = rng.range(50, 99);
            let mut edges: Vec<(usize, usize)> = all_edges(N)
                .into_iter()
                .filter(|_| rng.chance(density, 100))
                .collect();
            rng.shuffle(&mut edges);
            let bob = rng.below(N);
            let alice = (bob + 1 + rng.below(N - 1)) % N;
            Case {
                n: N,
                edges,
                bob,
                alice,
            }
        })
        .collect();
    vec![
        MaxInput {
            label: "T=30 complete digraphs, n=100, m=9900",
            input: input_of(&complete),
        },
        MaxInput {
            label: "T=30 dense random digraphs, n=100, m≈5000–9800",
            input: input_of(&dense),
        },
    ]
}

/// The graph of the Gym figure (0-based; drawn 1-based): 6 vertices, two without a move (0 and
/// 4), and the cycle 1 → 3 → 5 → 2 → 1.
const GYM_EDGES: [(usize, usize); 8] = [
    (1, 0),
    (1, 3),
    (2, 0),
    (2, 1),
    (3, 0),
    (3, 5),
    (5, 2),
    (5, 4),
];

/// The Gym chase: the graph, and the outcome (by the oracle's fixed point) for every pair of
/// starts, Bob to move first.
fn figure() -> String {
    const N: usize = 6;
    let outcome = |bob: usize, alice: usize| {
        outcome_brute(&Case {
            n: N,
            edges: GYM_EDGES.to_vec(),
            bob,
            alice,
        })
        .expect("a graph of 6 vertices is within the search's budget")
    };
    let mut svg = Svg::page(
        (760.0, 430.0),
        "The chase: who wins from each pair of starts, Bob moving first",
        &[
            (Swatch::Cell(LOSE), "Alice wins (No)"),
            (Swatch::Cell(WIN), "Bob wins: Alice is stuck (Yes)"),
            (Swatch::Cell(LOOP), "endless, Bob's (Yes)"),
        ],
    );
    let centre = (190.0, 250.0);
    let nodes: Vec<Node> = ring_positions(N, centre, 120.0)
        .into_iter()
        .enumerate()
        .map(|(v, at)| Node {
            at,
            fill: PAPER,
            label: (v + 1).to_string(),
        })
        .collect();
    svg.text((centre.0, 100.0), 13.0, Anchor::Middle, INK, "the graph");
    graph(&mut svg, &nodes, &GYM_EDGES, true, 18.0);
    let grid = Grid {
        left: 470.0,
        top: 130.0,
        cell: 36.0,
        cols: N,
        rows: N,
        x0: 1,
        y0: 1,
        y_up: false,
    };
    grid.cells(
        &mut svg,
        |alice, bob| {
            Some(match outcome(bob, alice) {
                Outcome::AliceWins => LOSE,
                Outcome::BobWins => WIN,
                Outcome::Endless => LOOP,
            })
        },
        |_, _| None,
    );
    let (w, h) = grid.size();
    for i in 0..=N {
        let step = i as f64 * grid.cell;
        svg.line(
            (grid.left + step, grid.top),
            (grid.left + step, grid.top + h),
            PAPER,
            1.5,
            "",
        );
        svg.line(
            (grid.left, grid.top + step),
            (grid.left + w, grid.top + step),
            PAPER,
            1.5,
            "",
        );
    }
    grid.axes(&mut svg, 1, "Alice starts on", "Bob starts on");
    svg.text(
        (grid.left + w / 2.0, 100.0),
        13.0,
        Anchor::Middle,
        INK,
        "the outcome",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(n: usize, edges: &[(usize, usize)], bob: usize, alice: usize) -> bool {
        let case = Case {
            n,
            edges: edges.to_vec(),
            bob,
            alice,
        };
        outcome_brute(&case)
            .expect("a small case is within the budget")
            .for_bob()
    }

    #[test]
    fn the_iteration_knows_the_small_positions_by_hand() {
        assert!(!wins(2, &[(0, 1)], 0, 1), "Bob must step onto Alice");
        assert!(!wins(2, &[(0, 1)], 1, 0), "Bob has no move");
        assert!(
            wins(3, &[(0, 1)], 0, 2),
            "Bob steps away, then Alice has no move"
        );
        assert!(
            !wins(3, &[(0, 1), (2, 1)], 0, 2),
            "Alice follows Bob onto 1"
        );
        let two_loops = [(0, 1), (1, 0), (2, 3), (3, 2)];
        let apart = Case {
            n: 4,
            edges: two_loops.to_vec(),
            bob: 0,
            alice: 2,
        };
        assert_eq!(
            outcome_brute(&apart),
            Some(Outcome::Endless),
            "they circle apart"
        );
        let stuck = Case {
            n: 3,
            edges: vec![(0, 1)],
            bob: 0,
            alice: 2,
        };
        assert_eq!(outcome_brute(&stuck), Some(Outcome::BobWins));
    }

    #[test]
    fn on_a_directed_cycle_bob_loses_only_right_behind_alice() {
        for n in 2..=7 {
            let cycle: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
            for d in 1..n {
                assert_eq!(
                    wins(n, &cycle, 0, d),
                    d != 1,
                    "cycle of {n}, Alice {d} ahead"
                );
            }
        }
    }

    #[test]
    fn on_a_complete_digraph_bob_always_loses() {
        for n in 2..=6 {
            let outcome = outcome_brute(&complete_case(n, 0, n - 1));
            assert_eq!(outcome, Some(Outcome::AliceWins));
        }
    }

    #[test]
    fn all_cases_counts_every_graph_and_start() {
        assert_eq!(all_cases(2).len(), 3 * 2);
        assert_eq!(all_cases(3).len(), 63 * 6);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_passes_the_validator() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 20);
    }

    #[test]
    fn the_validator_rejects_bad_layouts_and_values() {
        let good = "1\n3 2\n1 2\n2 3\n1 3\n";
        assert_eq!(validate(good), Ok(()));
        for bad in [
            "1\n3 2\n1 2\n2 3\n1 3",
            "1\n3  2\n1 2\n2 3\n1 3\n",
            "1\n3 2\n1 2\n2 3\n1 3\n\n",
            "1\n3 2\n1 2\n1 2\n1 3\n",
            "1\n3 2\n1 1\n2 3\n1 3\n",
            "1\n3 2\n1 2\n2 3\n3 3\n",
            "1\n3 2\n1 2\n2 4\n1 3\n",
            "1\n101 1\n1 2\n1 3\n",
            "1\n2 0\n1 2\n",
            "0\n",
            "2\n3 2\n1 2\n2 3\n1 3\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn shrinking_takes_single_cases_then_edges_and_vertices() {
        let cases = all_cases(3);
        let input = input_of(&cases[..3]);
        let shrunk = shrink(&input);
        assert_eq!(shrunk[0], input_of(&cases[..1]));
        let one = input_of(&[Case {
            n: 4,
            edges: vec![(0, 1), (1, 2), (3, 0)],
            bob: 0,
            alice: 2,
        }]);
        let shrunk = shrink(&one);
        assert!(shrunk.contains(&"1\n4 1\n1 2\n1 3\n".to_owned()));
        assert!(shrunk.contains(&"1\n3 2\n1 2\n2 3\n1 3\n".to_owned()));
        assert!(shrunk.contains(&"1\n3 1\n3 1\n1 2\n".to_owned()));
    }
}
