//! AtCoder ABC398 E Tree Game (interactive). The jury referees by the rules: a pair (i, j) may
//! be added iff it is no edge yet and the graph with it has no closed walk of odd length, found by
//! a search of (vertex, parity of the walk so far) from i. It knows nothing of colour classes or
//! of how long a game lasts. Its own moves come from a quicker listing (the parity of each
//! vertex's distance from vertex 1), which the tests check against the rules at every step of
//! many games, and which `play` checks again by the rules. The game search of the figure and of
//! the `searched` strategy lists moves by the rules alone.

use plan_kit::graph::{self, UnionFind};
use plan_kit::interactive::{Fault, Interactive, Jury, Strategy, Turn, side_named};
use plan_kit::rng::Rng;
use plan_kit::svg::{Grid, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec};
use std::collections::HashMap;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "abc398e-tree-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every labelled tree on 2 ≤ N ≤ 5 vertices (145 trees, by Prüfer code)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "uniform labelled trees (random Prüfer code), N ≤ 100",
            generate: random_tree,
            max_size: MAX_N,
            cases: 40,
        },
        Generator {
            name: "caterpillars and brooms with shuffled labels, N ≤ 100",
            generate: random_caterpillar,
            max_size: MAX_N,
            cases: 40,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: None,
    interactive: Some(Interactive {
        strategies: STRATEGIES,
    }),
};

/// The statement's limit: 2 ≤ N ≤ `MAX_N`.
const MAX_N: usize = 100;

/// The largest N the `searched` strategy searches the game for.
const SEARCH_N: usize = 8;

const STRATEGIES: &[Strategy] = &[
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
enum Tactic {
    Smallest,
    Largest,
    Random,
    ClassOrder,
    Searched,
}

/// `Ok` iff `input` is N, then N − 1 lines `U V` with 1 ≤ U < V ≤ N, forming a tree.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(2, MAX_N, "N")?;
    v.eoln()?;
    let mut parts = UnionFind::new(n + 1);
    for _ in 1..n {
        let a = v.usize(1, n, "U")?;
        v.space()?;
        let b = v.usize(1, n, "V")?;
        v.eoln()?;
        if a >= b {
            return Err(format!("the edge {a} {b}: U < V is required"));
        }
        if !parts.union(a, b) {
            return Err(format!("the edge {a} {b} closes a cycle: not a tree"));
        }
    }
    v.eof()
}

/// The tree of an input: N and its edges.
fn parse_input(input: &str) -> (usize, Vec<(usize, usize)>) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let edges = (1..n).map(|_| (tokens.read(), tokens.read())).collect();
    (n, edges)
}

/// The input of the tree with `edges` on 1..=n, each edge written with its smaller end first.
fn input_of(n: usize, edges: &[(usize, usize)]) -> String {
    let mut input = format!("{n}\n");
    for &(a, b) in edges {
        writeln!(input, "{} {}", a.min(b), a.max(b)).unwrap();
    }
    input
}

/// True iff the graph `adjacent` (lists on 0..=n, vertex 0 unused) with the edge i–j added has a
/// closed walk of odd length: a search of (vertex, parity of the length so far) from (i, even)
/// reaches (i, odd). The graph is connected (it holds a tree), so an odd closed walk anywhere
/// gives one through i.
fn closes_odd_cycle(adjacent: &[Vec<usize>], i: usize, j: usize) -> bool {
    let n = adjacent.len();
    // seen[2v + p]: v reached by a walk of parity p
    let mut seen = vec![false; 2 * n];
    seen[2 * i] = true;
    let mut stack = vec![(i, 0usize)];
    while let Some((u, p)) = stack.pop() {
        let extra = if u == i {
            Some(j)
        } else if u == j {
            Some(i)
        } else {
            None
        };
        for &w in adjacent[u].iter().chain(extra.iter()) {
            let state = 2 * w + (1 - p);
            if !seen[state] {
                seen[state] = true;
                stack.push((w, 1 - p));
            }
        }
    }
    seen[2 * i + 1]
}

/// True iff (i, j) with 1 ≤ i < j ≤ n is a legal move by the rules: no edge yet, no odd cycle.
fn legal_by_rules(adjacent: &[Vec<usize>], i: usize, j: usize) -> bool {
    !adjacent[i].contains(&j) && !closes_odd_cycle(adjacent, i, j)
}

/// The graph's state during a game: the adjacency lists and matrix on 1..=n.
#[derive(Clone)]
struct Graph {
    pub n: usize,
    pub adjacent: Vec<Vec<usize>>,
    pub is_edge: Vec<Vec<bool>>,
}

impl Graph {
    /// The tree with `edges` on 1..=n.
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Graph {
        let mut graph = Graph {
            n,
            adjacent: vec![Vec::new(); n + 1],
            is_edge: vec![vec![false; n + 1]; n + 1],
        };
        for &(a, b) in edges {
            graph.add(a, b);
        }
        graph
    }

    pub fn add(&mut self, a: usize, b: usize) {
        self.adjacent[a].push(b);
        self.adjacent[b].push(a);
        self.is_edge[a][b] = true;
        self.is_edge[b][a] = true;
    }

    /// Every legal pair by the rules ([`legal_by_rules`]), in increasing order: O(N²) searches.
    #[cfg(test)]
    pub fn legal_by_rules(&self) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if legal_by_rules(&self.adjacent, i, j) {
                    pairs.push((i, j));
                }
            }
        }
        pairs
    }

    /// The parity of each vertex's distance from vertex 1 (a breadth-first search).
    pub fn parity_from_1(&self) -> Vec<bool> {
        let mut parity = vec![false; self.n + 1];
        let mut seen = vec![false; self.n + 1];
        seen[1] = true;
        let mut queue = std::collections::VecDeque::from([1]);
        while let Some(u) = queue.pop_front() {
            for &w in &self.adjacent[u] {
                if !seen[w] {
                    seen[w] = true;
                    parity[w] = !parity[u];
                    queue.push_back(w);
                }
            }
        }
        parity
    }

    /// The legal pairs in increasing order, listed quickly: no edge, and ends whose distances
    /// from vertex 1 differ in parity. Equal to [`Graph::legal_by_rules`] while the graph has no
    /// odd cycle (the tests check it at every step of many games).
    pub fn legal_quick(&self) -> Vec<(usize, usize)> {
        let parity = self.parity_from_1();
        let mut pairs = Vec::new();
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if parity[i] != parity[j] && !self.is_edge[i][j] {
                    pairs.push((i, j));
                }
            }
        }
        pairs
    }
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
fn parse_pair(line: &str) -> Result<(i64, i64), String> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    let [a, b] = tokens[..] else {
        return Err(format!("{line:?} is not two integers `i j`"));
    };
    match (a.parse(), b.parse()) {
        (Ok(i), Ok(j)) => Ok((i, j)),
        _ => Err(format!("{line:?} is not two integers `i j`")),
    }
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

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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

/// The game searched from its rules on small graphs: a position is the set of edges (a bit per
/// pair of 1..=n), a move adds one pair that [`legal_by_rules`] allows.
struct GameSearch {
    n: usize,
    /// wins, and the fewest and most moves left, of each position met
    memo: HashMap<u64, (bool, u32, u32)>,
}

impl GameSearch {
    /// A search on `n` ≤ 11 vertices (C(11, 2) = 55 pairs fit a word).
    pub fn new(n: usize) -> GameSearch {
        assert!(n <= 11, "the search keeps a pair a bit");
        GameSearch {
            n,
            memo: HashMap::new(),
        }
    }

    /// The bit of the pair (i, j), i < j.
    pub fn bit(&self, i: usize, j: usize) -> u64 {
        let (i, j) = (i.min(j) - 1, i.max(j) - 1);
        // pairs (0, 1), (0, 2), …, (0, n − 1), (1, 2), … numbered from 0
        1 << (i * (2 * self.n - i - 1) / 2 + (j - i - 1))
    }

    /// The position of `graph`.
    pub fn mask_of(&self, graph: &Graph) -> u64 {
        let mut mask = 0;
        for i in 1..=self.n {
            for &j in &graph.adjacent[i] {
                if i < j {
                    mask |= self.bit(i, j);
                }
            }
        }
        mask
    }

    /// The positions one legal move reaches from `mask`.
    fn successors(&self, mask: u64) -> Vec<u64> {
        let mut adjacent = vec![Vec::new(); self.n + 1];
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if mask & self.bit(i, j) != 0 {
                    adjacent[i].push(j);
                    adjacent[j].push(i);
                }
            }
        }
        let mut next = Vec::new();
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if legal_by_rules(&adjacent, i, j) {
                    next.push(mask | self.bit(i, j));
                }
            }
        }
        next
    }

    /// (the player to move wins, fewest moves left, most moves left) from `mask`, over every way
    /// the game may go on. The recursion is as deep as the game is long (≤ 30 moves at n ≤ 11).
    pub fn solve(&mut self, mask: u64) -> (bool, u32, u32) {
        if let Some(&known) = self.memo.get(&mask) {
            return known;
        }
        let next = self.successors(mask);
        let mut result = (false, u32::MAX, 0);
        if next.is_empty() {
            result.1 = 0;
        }
        for position in next {
            let (wins, fewest, most) = self.solve(position);
            result.0 |= !wins;
            result.1 = result.1.min(fewest + 1);
            result.2 = result.2.max(most + 1);
        }
        self.memo.insert(mask, result);
        result
    }

    /// True iff the player to move from `mask` wins.
    pub fn first_wins(&mut self, mask: u64) -> bool {
        self.solve(mask).0
    }
}

/// The input of a tree on the kit's vertices 0..n: each vertex v is the input's v + 1.
fn one_based(tree: &graph::Graph) -> String {
    let edges: Vec<(usize, usize)> = tree.edges.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
    input_of(tree.n, &edges)
}

/// Every labelled tree on 2 ≤ N ≤ 5, by Prüfer code, one to an input (the game is one per test).
fn exhaustive_inputs() -> Vec<String> {
    labelled_trees(5)
}

/// Every labelled tree on 2 ≤ N ≤ `max_n` vertices, by Prüfer code, one to an input.
fn labelled_trees(max_n: usize) -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 2..=max_n {
        let codes = n.pow(n as u32 - 2);
        for index in 0..codes {
            let mut code = Vec::with_capacity(n - 2);
            let mut rest = index;
            for _ in 0..n - 2 {
                code.push(rest % n);
                rest /= n;
            }
            inputs.push(one_based(&graph::pruefer_tree(&code)));
        }
    }
    inputs
}

/// A uniform labelled tree on 2..=`size` vertices (at least 2).
fn random_tree(rng: &mut Rng, size: usize) -> String {
    let n = 2 + rng.below(size.clamp(2, MAX_N) - 1);
    one_based(&graph::random_labelled_tree(rng, n))
}

/// A caterpillar on 2..=`size` vertices: a spine with leaves hung on it (a broom when they hang
/// on one end), labels shuffled.
fn random_caterpillar(rng: &mut Rng, size: usize) -> String {
    let n = 2 + rng.below(size.clamp(2, MAX_N) - 1);
    let spine = 1 + rng.below(n);
    let broom = rng.chance(1, 3);
    let mut caterpillar = graph::path(spine);
    caterpillar.n = n;
    for leaf in spine..n {
        let on = if broom { 0 } else { rng.below(spine) };
        caterpillar.edges.push((on, leaf));
    }
    let label = graph::random_labels(rng, n);
    let mut tree = caterpillar.relabel(&label);
    rng.shuffle(&mut tree.edges);
    one_based(&tree)
}

/// Smaller trees, most reduced first: the tree on vertices 1..=m for each m it is connected on
/// (halving), then without one leaf, then without two (the game's parity changes with each), the
/// labels above a removed vertex lowered.
fn shrink(input: &str) -> Vec<String> {
    let (n, edges) = parse_input(input);
    if n <= 2 {
        return Vec::new();
    }
    let without = |gone: &[usize]| {
        let lower = |u: usize| u - gone.iter().filter(|&&g| g < u).count();
        let kept: Vec<(usize, usize)> = edges
            .iter()
            .filter(|&&(a, b)| !gone.contains(&a) && !gone.contains(&b))
            .map(|&(a, b)| (lower(a), lower(b)))
            .collect();
        input_of(n - gone.len(), &kept)
    };
    let mut candidates = Vec::new();
    let mut m = n / 2;
    while m >= 2 {
        let gone: Vec<usize> = (m + 1..=n).collect();
        let candidate = without(&gone);
        if validate(&candidate).is_ok() {
            candidates.push(candidate);
        }
        m /= 2;
    }
    let mut degree = vec![0usize; n + 1];
    for &(a, b) in &edges {
        degree[a] += 1;
        degree[b] += 1;
    }
    let leaves: Vec<usize> = (1..=n).filter(|&v| degree[v] == 1).collect();
    candidates.extend(leaves.iter().map(|&leaf| without(&[leaf])));
    if n > 3 {
        for (k, &a) in leaves.iter().enumerate().take(16) {
            for &b in leaves[k + 1..].iter().take(16) {
                candidates.push(without(&[a, b]));
            }
        }
    }
    candidates
}

/// The longest games at N = 100 (classes of 50 and 50: 2401 moves; 49 and 51: 2400), a star (no
/// move at all) and a uniform tree.
fn max_inputs() -> Vec<MaxInput> {
    // a path on 98 vertices (49 and 49), with 2 more leaves on vertex 2 (class of the odd ones)
    let mut lopsided: Vec<(usize, usize)> = (1..MAX_N - 2).map(|v| (v, v + 1)).collect();
    lopsided.push((2, MAX_N - 1));
    lopsided.push((2, MAX_N));
    let mut rng = Rng::new(398);
    vec![
        MaxInput {
            label: "N=100, a path (classes 50 and 50: 2401 moves, First)",
            input: one_based(&graph::path(MAX_N)),
        },
        MaxInput {
            label: "N=100, classes 49 and 51 (2400 moves, Second)",
            input: input_of(MAX_N, &lopsided),
        },
        MaxInput {
            label: "N=100, a star (no move: Second)",
            input: one_based(&graph::star(MAX_N)),
        },
        MaxInput {
            label: "N=100, a uniform labelled tree (random Prüfer code)",
            input: one_based(&graph::random_labelled_tree(&mut rng, MAX_N)),
        },
    ]
}

/// The tree on n vertices with classes of a and n − a (1 ≤ a ≤ n − a): a path 1–2–…–2a (vertex
/// 1's class holds the odd ones), then n − 2a leaves on vertex 1.
fn tree_with_classes(n: usize, a: usize) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (1..2 * a).map(|v| (v, v + 1)).collect();
    edges.extend((2 * a + 1..=n).map(|leaf| (1, leaf)));
    edges
}

/// The smallest N of the figure's table and the largest.
const FIGURE_N: (usize, usize) = (2, 9);

/// For each N of [`FIGURE_N`] and each smaller class size a ≤ N/2: (does the first player win,
/// fewest moves, most moves) by a search of the game on [`tree_with_classes`].
fn small_table() -> Vec<(usize, usize, (bool, u32, u32))> {
    let mut table = Vec::new();
    for n in FIGURE_N.0..=FIGURE_N.1 {
        for a in 1..=n / 2 {
            let graph = Graph::new(n, &tree_with_classes(n, a));
            let mut search = GameSearch::new(n);
            let start = search.mask_of(&graph);
            table.push((n, a, search.solve(start)));
        }
    }
    table
}

/// Tree Game: who wins as the first player, by N and the smaller class, each cell the game's
/// length (the fewest and the most moves the search found are equal in every cell).
fn figure() -> String {
    let table = small_table();
    let cols = FIGURE_N.1 / 2;
    let rows = FIGURE_N.1 - FIGURE_N.0 + 1;
    let grid = Grid {
        left: 70.0,
        top: 110.0,
        cell: 48.0,
        cols,
        rows,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 330.0, grid.top + h + 40.0),
        "Tree Game: who wins, by N and the smaller class",
        &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "First loses (play Second)"),
        ],
    );
    let at = |col: usize, row: usize| {
        table
            .iter()
            .find(|&&(n, a, _)| n == FIGURE_N.0 + row && a == col + 1)
            .map(|&(_, _, result)| result)
    };
    grid.cells(
        &mut svg,
        |col, row| at(col, row).map(|(wins, _, _)| if wins { WIN } else { LOSE }),
        |col, row| {
            at(col, row).map(|(_, fewest, most)| {
                if fewest == most {
                    fewest.to_string()
                } else {
                    format!("{fewest}–{most}")
                }
            })
        },
    );
    for row in 0..rows {
        let (x, y) = grid.centre(0, row);
        svg.text(
            (x - grid.cell * 0.5 - 8.0, y),
            13.0,
            plan_kit::svg::Anchor::End,
            INK,
            &format!("N = {}", FIGURE_N.0 + row),
        );
    }
    for col in 0..cols {
        let (x, y) = grid.centre(col, 0);
        svg.text(
            (x, y - grid.cell * 0.5 - 8.0),
            13.0,
            plan_kit::svg::Anchor::Middle,
            INK,
            &format!("a = {}", col + 1),
        );
    }
    svg.paragraph(
        (grid.left + w + 16.0, grid.top + 10.0),
        12.0,
        290.0,
        "Each cell: the number of moves the game lasts, the same on every line of play the \
         search tried (a path on 2a vertices and N − 2a leaves on vertex 1).",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{Speaker, converse, replay};

    /// The statement's sample (atcoder.jp, ABC398 E, sample interaction): the path 1–2–3–4;
    /// the program goes first, adds 1–4, and Takahashi has no move.
    const SAMPLE_1: (&str, &str) = (
        "4\n1 2\n2 3\n3 4\n",
        "< 4\n< 1 2\n< 2 3\n< 3 4\n> First\n> 1 4\n< -1 -1    (Takahashi cannot move: you won)\n",
    );

    /// A player written apart from main.rs: classes by depth parity, the side by the parity of
    /// the count of cross non-edges (or First whatever it is, if `always_first`), then the first
    /// free cross pair, or `1 2` when there is none.
    fn player(always_first: bool) -> impl FnMut(&str) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut n = 0usize;
        let mut free: Vec<(usize, usize)> = Vec::new();
        fn next_move(free: &mut Vec<(usize, usize)>) -> String {
            if free.is_empty() {
                "1 2".to_owned()
            } else {
                let (i, j) = free.remove(0);
                format!("{i} {j}")
            }
        }
        move |line: &str| {
            if n == 0 || lines.len() < n {
                lines.push(line.to_owned());
                n = lines[0].parse().expect("N");
                if lines.len() < n {
                    return Vec::new();
                }
                let (_, tree) = parse_input(&lines.join("\n"));
                let graph = Graph::new(n, &tree);
                let parity = graph.parity_from_1();
                for i in 1..=n {
                    for j in i + 1..=n {
                        if parity[i] != parity[j] && !graph.is_edge[i][j] {
                            free.push((i, j));
                        }
                    }
                }
                return if always_first || free.len() % 2 == 1 {
                    vec!["First".to_owned(), next_move(&mut free)]
                } else {
                    vec!["Second".to_owned()]
                };
            }
            if line == "-1 -1" {
                return Vec::new();
            }
            let (i, j) = parse_pair(line).expect("a pair");
            free.retain(|&p| p != (i as usize, j as usize));
            vec![next_move(&mut free)]
        }
    }

    #[test]
    fn the_statements_transcript_replays_through_the_rules() {
        let interactive = SPEC.interactive.as_ref().expect("a jury");
        let (input, transcript) = SAMPLE_1;
        assert_eq!(validate(input), Ok(()));
        assert_eq!(replay(interactive, input, transcript), Ok(None));
        // the program's line 1 3 joins two vertices of one class: an odd cycle
        let odd = "< 4\n< 1 2\n< 2 3\n< 3 4\n> First\n> 1 3\n";
        let fault = replay(interactive, input, odd)
            .expect("replays")
            .expect("a fault");
        assert!(fault.reason().contains("odd cycle"), "{fault:?}");
    }

    #[test]
    fn the_rules_check_knows_odd_cycles_by_hand() {
        let graph = Graph::new(4, &[(1, 2), (2, 3), (3, 4)]);
        assert!(legal_by_rules(&graph.adjacent, 1, 4), "a 4-cycle");
        assert!(!legal_by_rules(&graph.adjacent, 1, 3), "a triangle");
        assert!(!legal_by_rules(&graph.adjacent, 2, 4), "a triangle");
        assert!(!legal_by_rules(&graph.adjacent, 1, 2), "an edge");
        assert_eq!(graph.legal_by_rules(), [(1, 4)]);
        let star = Graph::new(4, &[(1, 2), (1, 3), (1, 4)]);
        assert!(star.legal_by_rules().is_empty(), "a star has no move");
    }

    #[test]
    fn the_validator_takes_trees_and_nothing_else() {
        assert_eq!(validate("2\n1 2\n"), Ok(()));
        for bad in [
            "1\n",
            "101\n",
            "2\n2 1\n",
            "2\n1 1\n",
            "3\n1 2\n1 2\n",
            "4\n1 2\n2 3\n1 3\n",
            "3\n1 2\n",
            "3\n1 2\n2 3\n1 3\n",
            "2\n1  2\n",
            "2\n1 2",
            "2\n1 3\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_quick_listing_is_the_rules_listing_at_every_step() {
        let mut rng = Rng::new(7);
        let mut inputs = labelled_trees(6);
        inputs.extend((0..30).map(|k| random_tree(&mut rng, 5 + k)));
        inputs.extend((0..30).map(|k| random_caterpillar(&mut rng, 5 + k)));
        for input in inputs {
            let (n, tree) = parse_input(&input);
            let mut graph = Graph::new(n, &tree);
            loop {
                let quick = graph.legal_quick();
                assert_eq!(quick, graph.legal_by_rules(), "{input}");
                let Some(&(i, j)) = quick.get(rng.below(quick.len().max(1))) else {
                    break;
                };
                graph.add(i, j);
            }
        }
    }

    #[test]
    fn the_winner_beats_every_strategy_on_every_exhaustive_tree_and_the_max_ones() {
        let mut inputs = labelled_trees(6);
        inputs.extend(max_inputs().into_iter().map(|max| max.input));
        for input in &inputs {
            for strategy in STRATEGIES {
                let ending = converse((strategy.start)(input, 5), &mut player(false));
                assert_eq!(
                    ending.fault,
                    None,
                    "{input}{}",
                    ending.transcript.numbered()
                );
                let last = ending.transcript.lines.last().expect("lines");
                assert_eq!(last, &(Speaker::Jury, "-1 -1".to_owned()));
            }
        }
    }

    #[test]
    fn the_wrong_side_is_caught_with_the_reason() {
        // a path on 3 vertices has no move (K = 1·2 − 2); on 5, two (K = 2·3 − 4); the
        // exhaustive trees with K even: First runs out of moves first
        let mut inputs = vec![
            "3\n1 2\n2 3\n".to_owned(),
            "5\n1 2\n2 3\n3 4\n4 5\n".to_owned(),
        ];
        inputs.extend(labelled_trees(6).into_iter().filter(|input| {
            let (n, tree) = parse_input(input);
            Graph::new(n, &tree).legal_quick().len().is_multiple_of(2)
        }));
        for input in &inputs {
            for strategy in STRATEGIES {
                let ending = converse((strategy.start)(input, 1), &mut player(true));
                let fault = ending.fault.expect("the wrong side loses");
                assert!(
                    matches!(fault, Fault::Wrong { .. })
                        && fault.reason().contains("no legal move"),
                    "{input}{fault:?}"
                );
            }
        }
        let input = "3\n1 2\n2 3\n";
        // a malformed side and a malformed move
        let ending = converse(start(input, Tactic::Smallest, 1), &mut |_: &str| {
            vec!["first".to_owned()]
        });
        assert!(matches!(ending.fault, Some(Fault::Malformed { .. })));
        let ending = converse(
            start("4\n1 2\n2 3\n3 4\n", Tactic::Smallest, 1),
            &mut |l: &str| {
                if l == "3 4" {
                    vec!["First".to_owned(), "1-4".to_owned()]
                } else {
                    Vec::new()
                }
            },
        );
        assert!(matches!(ending.fault, Some(Fault::Malformed { .. })));
    }

    #[test]
    fn the_search_finds_the_length_fixed_and_the_searched_strategy_follows_it() {
        for (n, a, (wins, fewest, most)) in small_table() {
            assert_eq!(fewest, most, "N = {n}, a = {a}: the length varies");
            assert_eq!(wins, fewest % 2 == 1, "N = {n}, a = {a}");
        }
        // every exhaustive tree: the search's length is the same on every line of play
        for input in labelled_trees(6) {
            let (n, tree) = parse_input(&input);
            let mut search = GameSearch::new(n);
            let start = search.mask_of(&Graph::new(n, &tree));
            let (_, fewest, most) = search.solve(start);
            assert_eq!(fewest, most, "{input}");
        }
    }

    #[test]
    fn every_generated_input_is_valid_and_shrinks_to_trees() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 20);
        let shrunk = shrink("4\n1 2\n2 3\n3 4\n");
        assert_eq!(
            shrunk,
            ["2\n1 2\n", "3\n1 2\n2 3\n", "3\n1 2\n2 3\n", "2\n1 2\n"]
        );
        let mut rng = Rng::new(3);
        for size in [2, 50, MAX_N] {
            for input in shrink(&random_tree(&mut rng, size)) {
                assert_eq!(validate(&input), Ok(()), "{input}");
            }
        }
        assert_eq!(exhaustive_inputs().len(), 1 + 3 + 16 + 125);
        assert_eq!(labelled_trees(6).len(), 1 + 3 + 16 + 125 + 1296);
    }

    #[test]
    fn print_the_small_cases_table() {
        for (n, a, (wins, fewest, _)) in small_table() {
            println!("N={n} a={a} moves={fewest} first_wins={wins}");
        }
    }
}
