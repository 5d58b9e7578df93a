//! The jury: the protocol, and the strategies it plays.

use super::parse_input;
use super::rules::{GameSearch, Graph, SEARCH_N, closes_odd_cycle};
use plan_kit::interactive::{Fault, Jury, Strategy, Turn, side_named};
use plan_kit::rng::Rng;
use plan_kit::tokens::integers;
use std::fmt::Write;

pub(super) const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "smallest",
        about: "the lexicographically smallest legal pair",
        start: |input, seed| start(input, Tactic::Smallest, seed),
    },
    Strategy {
        name: "largest",
        about: "the lexicographically largest legal pair",
        start: |input, seed| start(input, Tactic::Largest, seed),
    },
    Strategy {
        name: "random",
        about: "a legal pair drawn uniformly",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
    Strategy {
        name: "class-order",
        about: "the first legal pair (a, b) with a in vertex 1's class and b in the other, \
                both ascending: the order a program that lists its pairs so would print next",
        start: |input, seed| start(input, Tactic::ClassOrder, seed),
    },
    Strategy {
        name: "searched",
        about: "for N ≤ 8, a move to a position the program loses, by a search of the game \
                from its rules; else (or when none) the smallest legal pair",
        start: |input, seed| start(input, Tactic::Searched, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy)]
pub(super) enum Tactic {
    Smallest,
    Largest,
    Random,
    ClassOrder,
    Searched,
}

/// One game's jury: Takahashi, who moves after the program's side is chosen.
struct TreeGame {
    tree: Vec<(usize, usize)>,
    graph: Graph,
    /// `None` until the program has said `First` or `Second`; then whose move it is.
    program_to_move: Option<bool>,
    over: bool,
    strategy: Tactic,
    rng: Rng,
    /// Edges added so far, by either side.
    added: usize,
}

/// A pair of the program's or a human's line, `i j`, parsed but not judged.
pub(super) fn parse_pair(line: &str) -> Result<(i64, i64), String> {
    let not = || format!("{line:?} is not two integers `i j`");
    let [i, j] = integers(line).ok_or_else(not)?;
    let narrow = |v: i128| i64::try_from(v).map_err(|_| not());
    Ok((narrow(i)?, narrow(j)?))
}

impl TreeGame {
    /// Why the pair (i, j) may not be added now, if it may not.
    fn illegal(&self, i: i64, j: i64) -> Option<String> {
        let n = self.graph.n as i64;
        if !(1..=n).contains(&i) || !(1..=n).contains(&j) {
            return Some(format!("({i}, {j}) is not a pair of vertices 1..={n}"));
        }
        if i >= j {
            return Some(format!("({i}, {j}): the smaller vertex must come first"));
        }
        let (i, j) = (i as usize, j as usize);
        if self.graph.is_edge[i][j] {
            return Some(format!("({i}, {j}) is already an edge"));
        }
        if closes_odd_cycle(&self.graph.adjacent, i, j) {
            return Some(format!(
                "({i}, {j}) would close an odd cycle (a path of even length joins {i} and {j})"
            ));
        }
        None
    }

    /// The strategy's pair from the legal ones (not empty).
    fn pick(&mut self, legal: &[(usize, usize)]) -> (usize, usize) {
        match self.strategy {
            Tactic::Smallest => legal[0],
            Tactic::Largest => legal[legal.len() - 1],
            Tactic::Random => legal[self.rng.below(legal.len())],
            Tactic::ClassOrder => {
                let parity = self.graph.parity_from_1();
                let mut ordered: Vec<(usize, usize)> = legal
                    .iter()
                    .map(|&(i, j)| if parity[i] { (j, i) } else { (i, j) })
                    .collect();
                ordered.sort_unstable();
                let (a, b) = ordered[0];
                (a.min(b), a.max(b))
            }
            Tactic::Searched if self.graph.n <= SEARCH_N => {
                let mut search = GameSearch::new(self.graph.n);
                let here = search.mask_of(&self.graph);
                legal
                    .iter()
                    .copied()
                    .find(|&(i, j)| !search.first_wins(here | search.bit(i, j)))
                    .unwrap_or(legal[0])
            }
            Tactic::Searched => legal[0],
        }
    }
}

impl Jury for TreeGame {
    fn open(&mut self) -> Vec<String> {
        let mut lines = vec![self.graph.n.to_string()];
        lines.extend(self.tree.iter().map(|(a, b)| format!("{a} {b}")));
        lines
    }

    fn turn(&self) -> Turn {
        Turn::alternating(self.over, self.program_to_move)
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        if self.program_to_move.is_none() {
            self.program_to_move = Some(side_named(line).map_err(Fault::malformed)?);
            return Ok(Vec::new());
        }
        let (i, j) = parse_pair(line).map_err(Fault::malformed)?;
        if let Some(why) = self.illegal(i, j) {
            let lost = if self.graph.legal_quick().is_empty() {
                format!(
                    "the program has no legal move left (Takahashi made the last of the {} moves): \
                     it has lost; ",
                    self.added
                )
            } else {
                String::new()
            };
            return Err(Fault::wrong(format!("{lost}{why}")));
        }
        self.graph.add(i as usize, j as usize);
        self.added += 1;
        self.program_to_move = Some(false);
        Ok(Vec::new())
    }

    fn choose(&mut self) -> String {
        let legal = self.graph.legal_quick();
        if legal.is_empty() {
            return "-1 -1".to_owned();
        }
        let (i, j) = self.pick(&legal);
        format!("{i} {j}")
    }

    fn moves(&self) -> Vec<String> {
        const SHOWN: usize = 20;
        let legal = self.graph.legal_quick();
        if legal.is_empty() {
            return vec!["-1 -1".to_owned()];
        }
        let mut moves: Vec<String> = legal
            .iter()
            .take(SHOWN)
            .map(|(i, j)| format!("{i} {j}"))
            .collect();
        if legal.len() > SHOWN {
            moves.push(format!(
                "… {} more legal pairs `i j` (i < j, no edge, no odd cycle)",
                legal.len() - SHOWN
            ));
        }
        moves
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        if line.trim() == "-1 -1" {
            if !self.graph.legal_quick().is_empty() {
                return Err("Takahashi still has a legal move: -1 -1 is not allowed".to_owned());
            }
            self.over = true;
            return Ok(vec!["-1 -1".to_owned()]);
        }
        let (i, j) = parse_pair(line)?;
        if let Some(why) = self.illegal(i, j) {
            return Err(why);
        }
        self.graph.add(i as usize, j as usize);
        self.added += 1;
        self.program_to_move = Some(true);
        Ok(vec![format!("{i} {j}")])
    }

    fn picture(&self) -> String {
        let mut text = format!(
            "N = {}, {} tree edges and {} added; {} legal pairs left\n",
            self.graph.n,
            self.tree.len(),
            self.added,
            self.graph.legal_quick().len()
        );
        for v in 1..=self.graph.n {
            let mut neighbours = self.graph.adjacent[v].clone();
            neighbours.sort_unstable();
            let list: Vec<String> = neighbours.iter().map(usize::to_string).collect();
            writeln!(text, "{v}: {}", list.join(" ")).unwrap();
        }
        text
    }
}

pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    let (n, tree) = parse_input(input);
    Box::new(TreeGame {
        graph: Graph::new(n, &tree),
        tree,
        program_to_move: None,
        over: false,
        strategy,
        rng: Rng::new(seed),
        added: 0,
    })
}
