//! Codeforces 1991E Coloring Game (interactive). The jury speaks the published protocol and plays
//! either side. Its search follows the rules alone: Alice wins a position iff it has an edge with
//! both ends of one colour, or some pair of colours leaves every painting by Bob a position Alice
//! wins; it reaches every graph with n ≤ 8 (4^n colourings). Beyond the search the jury's best
//! play is the reference rule (an odd cycle: `1 2` every round; two sides: 1 on one, 2 on the
//! other, 3 once a side is full), which the tests check against the search on every small graph.

use plan_kit::graph::{
    Graph, UnionFind, complete, complete_bipartite, cycle, grid, random_parents, tree,
};
use plan_kit::interactive::{Fault, Interactive, Jury, MINUS_ONE, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, INK, LOSE, Node, Svg, Swatch, WIN, graph, ring_positions};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list};
use std::collections::HashSet;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "cf1991e-coloring-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every connected labelled graph on n ≤ 5 vertices (772 games, 100 to an input), \
                against every strategy",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-120 games of connected graphs with n ≤ 8 (the search's reach): trees, \
                   bipartite graphs, graphs with an odd cycle",
            generate: random_small_games,
            max_size: SEARCH_N,
            cases: 20,
        },
        Generator {
            name: "1-4 games of connected graphs with n ≤ 10^4 in all: trees, even and odd \
                   cycles, grids, complete bipartite, sparse random graphs with or without an \
                   odd cycle",
            generate: random_large_games,
            max_size: MAX_N,
            cases: 20,
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

/// The statement's limits: t ≤ `MAX_T` games; n ≤ `MAX_N` vertices and m ≤ `MAX_M` edges in each
/// game, and the same bounds on the sums of n and of m over the games.
const MAX_T: usize = 1000;
const MAX_N: usize = 10_000;
const MAX_M: usize = 10_000;

/// The largest n the search decides (4^n colourings).
const SEARCH_N: usize = 8;

/// The pairs Alice may name.
const PAIRS: [(u8, u8); 3] = [(1, 2), (1, 3), (2, 3)];

const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "for n ≤ 8 by the search: as Bob a painting that does not lose (when every one \
                loses, the one that leaves Alice the fewest winning pairs), as Alice a winning \
                pair (when lost, the pair that leaves Bob the fewest paintings that do not \
                lose); for n > 8 the reference: as Bob the two-colouring rule on two sides, \
                else the greedy; as Alice `1 2` on a graph with an odd cycle, else the squeeze",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "greedy",
        about: "as Bob, the uncoloured vertex with the most colours among its neighbours that \
                an offered colour still fits (DSatur), with such a colour; as Alice, the pair \
                that leaves Bob the fewest (vertex, colour) paintings with no neighbour of that \
                colour (the squeeze); ties at random",
        start: |input, seed| start(input, Tactic::Greedy, seed),
    },
    Strategy {
        name: "two-colouring",
        about: "as Bob, the sides of a BFS from vertex 1 (by parity, even with an odd cycle) \
                painted 1 and 2 while the pair allows, 3 once a side is full; as Alice, k1 \
                rounds of `2 3`, then k2 of `1 3`, then random pairs (k1, k2 at random)",
        start: |input, seed| start(input, Tactic::TwoColouring, seed),
    },
    Strategy {
        name: "fixed",
        about: "as Bob, the lowest uncoloured vertex with the lowest offered colour none of its \
                neighbours has (else the lowest offered); as Alice, `1 3` every round",
        start: |input, seed| start(input, Tactic::Fixed, seed),
    },
    Strategy {
        name: "random",
        about: "as Bob, a random uncoloured vertex with a random offered colour; as Alice, a \
                random pair",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy)]
enum Tactic {
    Optimal,
    Greedy,
    TwoColouring,
    Fixed,
    Random,
}

/// One game's graph: n vertices 0..n and its edges (0-based), in the input's order.
type Case = Graph;

/// `Ok` iff `input` is t, then t games `n m` with m lines `u v`: each graph connected, without
/// loops or repeated edges, n − 1 ≤ m ≤ min(n(n − 1)/2, 10^4), and the sums of n and of m at
/// most 10^4.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    let (mut sum_n, mut sum_m) = (0, 0);
    for game in 1..=t {
        let n = v.usize(1, MAX_N, "n")?;
        v.space()?;
        let most = (n * (n - 1) / 2).min(MAX_M);
        let m = v.usize(n - 1, most, "m")?;
        v.eoln()?;
        let mut seen = HashSet::new();
        let mut parts = UnionFind::new(n);
        for _ in 0..m {
            let a = v.usize(1, n, "u")?;
            v.space()?;
            let b = v.usize(1, n, "v")?;
            v.eoln()?;
            ensure(a != b, || format!("game {game}: the loop {a} {b}"))?;
            ensure(seen.insert((a.min(b), a.max(b))), || {
                format!("game {game}: the edge {a} {b} is repeated")
            })?;
            parts.union(a - 1, b - 1);
        }
        ensure(parts.components() == 1, || {
            format!("game {game}: the graph is not connected")
        })?;
        sum_n += n;
        sum_m += m;
    }
    ensure(sum_n <= MAX_N, || format!("the sum of n is {sum_n} > 10^4"))?;
    ensure(sum_m <= MAX_M, || format!("the sum of m is {sum_m} > 10^4"))?;
    v.eof()
}

/// The games of an input.
fn parse_input(input: &str) -> Vec<Case> {
    Tokens::new(input).cases(|tokens| {
        let n: usize = tokens.read();
        let m: usize = tokens.read();
        let edges = tokens.edges(m);
        Case { n, edges }
    })
}

/// The lines the jury prints for `case`: `n m`, then its edges 1-based.
fn case_lines(case: &Case) -> Vec<String> {
    let mut lines = vec![format!("{} {}", case.n, case.edges.len())];
    lines.extend(
        case.edges
            .iter()
            .map(|&(a, b)| format!("{} {}", a + 1, b + 1)),
    );
    lines
}

/// The input of the games `cases`.
fn input_of(cases: &[Case]) -> String {
    let mut input = format!("{}\n", cases.len());
    for case in cases {
        for line in case_lines(case) {
            writeln!(input, "{line}").unwrap();
        }
    }
    input
}

/// The game search of one graph with n ≤ `SEARCH_N`, from the rules alone. A position is a
/// colouring, 2 bits a vertex (0 uncoloured); Alice names a pair and Bob paints.
struct Search {
    n: usize,
    edges: Vec<(usize, usize)>,
    /// memo[s]: 0 not known yet, 1 Alice wins from s (her pair next), 2 Bob wins
    memo: Vec<u8>,
}

impl Search {
    pub fn new(case: &Case) -> Search {
        assert!(case.n <= SEARCH_N, "the search reaches n ≤ {SEARCH_N}");
        Search {
            n: case.n,
            edges: case.edges.clone(),
            memo: vec![0; 1 << (2 * case.n)],
        }
    }

    /// The colour of `v` in `s` (0: uncoloured).
    pub fn colour(s: u32, v: usize) -> u8 {
        (s >> (2 * v) & 3) as u8
    }

    /// True iff some edge has both ends of one colour in `s`.
    pub fn monochromatic(&self, s: u32) -> bool {
        self.edges.iter().any(|&(a, b)| {
            let c = Search::colour(s, a);
            c != 0 && c == Search::colour(s, b)
        })
    }

    /// Bob's paintings (vertex, colour) for `pair` in `s`, and the positions they leave.
    pub fn paintings(&self, s: u32, pair: (u8, u8)) -> Vec<(usize, u8, u32)> {
        let mut moves = Vec::new();
        for v in (0..self.n).filter(|&v| Search::colour(s, v) == 0) {
            for c in [pair.0, pair.1] {
                moves.push((v, c, s | u32::from(c) << (2 * v)));
            }
        }
        moves
    }

    /// True iff Alice wins from `s` with her pair next: a monochromatic edge already, or (some
    /// vertex uncoloured and) a pair after which every painting leaves a position she wins.
    pub fn alice_wins(&mut self, s: u32) -> bool {
        if self.monochromatic(s) {
            return true;
        }
        if (0..self.n).all(|v| Search::colour(s, v) != 0) {
            return false;
        }
        match self.memo[s as usize] {
            1 => return true,
            2 => return false,
            _ => {}
        }
        let wins = PAIRS.iter().any(|&pair| self.pair_wins(s, pair));
        self.memo[s as usize] = if wins { 1 } else { 2 };
        wins
    }

    /// True iff naming `pair` in `s` wins for Alice: every painting leaves a position she wins.
    pub fn pair_wins(&mut self, s: u32, pair: (u8, u8)) -> bool {
        self.paintings(s, pair)
            .into_iter()
            .all(|(_, _, after)| self.alice_wins(after))
    }
}

/// True iff Alice wins the game on `case` (n ≤ `SEARCH_N`), by the search.
fn alice_wins_brute(case: &Case) -> bool {
    Search::new(case).alice_wins(0)
}

/// side[v] of the 2-colouring by BFS parity from vertex 0, and whether every edge joins the two
/// sides (the graph is bipartite).
fn bfs_sides(n: usize, adjacent: &[Vec<usize>]) -> (Vec<usize>, bool) {
    let mut side = vec![usize::MAX; n];
    side[0] = 0;
    let mut queue = vec![0];
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        for &w in &adjacent[u] {
            if side[w] == usize::MAX {
                side[w] = 1 - side[u];
                queue.push(w);
            }
        }
    }
    let bipartite = (0..n).all(|u| adjacent[u].iter().all(|&w| side[u] != side[w]));
    (side, bipartite)
}

/// The adjacency lists of `case`.
fn adjacency(case: &Case) -> Vec<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); case.n];
    for &(a, b) in &case.edges {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    adjacent
}

/// One game's colours, with the uncoloured vertices kept by the set of colours among their
/// neighbours, so that the greedy strategies choose in O(1).
struct Board {
    adjacent: Vec<Vec<usize>>,
    pub colour: Vec<u8>,
    /// seen[v]: bit c − 1 is set iff a neighbour of v has colour c
    seen: Vec<u8>,
    /// buckets[s]: the uncoloured v with seen[v] = s; at[v]: v's index in its bucket
    buckets: [Vec<usize>; 8],
    at: Vec<usize>,
    pub coloured: usize,
    /// the lowest vertex that may be uncoloured
    low: usize,
    /// the first edge that had both ends of one colour: its ends, colour and round
    pub first_mono: Option<(usize, usize, u8, usize)>,
}

impl Board {
    pub fn new(case: &Case) -> Board {
        Board {
            adjacent: adjacency(case),
            colour: vec![0; case.n],
            seen: vec![0; case.n],
            buckets: [
                (0..case.n).collect(),
                vec![],
                vec![],
                vec![],
                vec![],
                vec![],
                vec![],
                vec![],
            ],
            at: (0..case.n).collect(),
            coloured: 0,
            low: 0,
            first_mono: None,
        }
    }

    fn take(&mut self, v: usize) {
        let bucket = &mut self.buckets[self.seen[v] as usize];
        let i = self.at[v];
        bucket.swap_remove(i);
        if let Some(&moved) = bucket.get(i) {
            self.at[moved] = i;
        }
    }

    fn put(&mut self, v: usize) {
        let bucket = &mut self.buckets[self.seen[v] as usize];
        self.at[v] = bucket.len();
        bucket.push(v);
    }

    /// Paints the uncoloured `v` with `c`.
    pub fn paint(&mut self, v: usize, c: u8) {
        self.take(v);
        self.colour[v] = c;
        self.coloured += 1;
        let bit = 1u8 << (c - 1);
        for k in 0..self.adjacent[v].len() {
            let w = self.adjacent[v][k];
            if self.colour[w] == c && self.first_mono.is_none() {
                self.first_mono = Some((v.min(w), v.max(w), c, self.coloured));
            }
            if self.colour[w] == 0 && self.seen[w] & bit == 0 {
                self.take(w);
                self.seen[w] |= bit;
                self.put(w);
            }
        }
    }

    /// True iff painting `v` with `c` gives it no neighbour of its colour.
    pub fn fits(&self, v: usize, c: u8) -> bool {
        self.seen[v] & (1 << (c - 1)) == 0
    }

    /// How many uncoloured vertices have no neighbour of colour `c`.
    pub fn fitting(&self, c: u8) -> usize {
        (0..8)
            .filter(|s| s & (1 << (c - 1)) == 0)
            .map(|s| self.buckets[s].len())
            .sum()
    }

    /// A uniformly random uncoloured vertex (some is left).
    fn random_uncoloured(&self, rng: &mut Rng) -> usize {
        let mut k = rng.below(self.colour.len() - self.coloured);
        for bucket in &self.buckets {
            if k < bucket.len() {
                return bucket[k];
            }
            k -= bucket.len();
        }
        unreachable!("an uncoloured vertex is left")
    }

    /// The lowest uncoloured vertex (some is left).
    fn lowest_uncoloured(&mut self) -> usize {
        while self.colour[self.low] != 0 {
            self.low += 1;
        }
        self.low
    }

    /// The DSatur painting for `pair`: among the uncoloured vertices that an offered colour still
    /// fits, one with the most colours among its neighbours, with such a colour (ties at
    /// random); else a random vertex and colour.
    fn dsatur(&self, pair: (u8, u8), rng: &mut Rng) -> (usize, u8) {
        let best = (0..8usize)
            .filter(|&s| !self.buckets[s].is_empty())
            .filter(|&s| [pair.0, pair.1].iter().any(|&c| s & (1 << (c - 1)) == 0))
            .max_by_key(|&s| (s.count_ones(), rng.below(8)));
        let Some(s) = best else {
            let v = self.random_uncoloured(rng);
            return (v, if rng.chance(1, 2) { pair.0 } else { pair.1 });
        };
        let bucket = &self.buckets[s];
        let v = bucket[rng.below(bucket.len())];
        let fitting: Vec<u8> = [pair.0, pair.1]
            .into_iter()
            .filter(|&c| self.fits(v, c))
            .collect();
        (v, fitting[rng.below(fitting.len())])
    }

    /// The squeeze: the pair whose colours fit the fewest (vertex, colour) paintings, ties at
    /// random.
    fn squeeze(&self, rng: &mut Rng) -> (u8, u8) {
        *PAIRS
            .iter()
            .min_by_key(|&&(a, b)| (self.fitting(a) + self.fitting(b), rng.below(8)))
            .expect("three pairs")
    }

    /// The position as the search encodes it (n ≤ `SEARCH_N`).
    fn state(&self) -> u32 {
        self.colour
            .iter()
            .enumerate()
            .map(|(v, &c)| u32::from(c) << (2 * v))
            .sum()
    }
}

/// The program's role in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Alice,
    Bob,
}

/// The jury of one test: the other role in each of its games.
struct ColouringJury {
    cases: Vec<Case>,
    /// The game being played (0-based).
    game: usize,
    board: Board,
    role: Option<Role>,
    /// Alice's pair this round, once named.
    pair: Option<(u8, u8)>,
    /// The search of this game, for n ≤ `SEARCH_N`, once a strategy needs it.
    search: Option<Search>,
    /// The two sides of a BFS from vertex 0, their uncoloured vertices (the lowest last), for
    /// the two-colouring rule; and whether the graph is bipartite.
    sides: [Vec<usize>; 2],
    bipartite: bool,
    /// The rounds of `2 3` and then of `1 3` of the two-colouring strategy as Alice.
    phases: (usize, usize),
    /// The jury's painting for the last round, chosen when the pair was heard.
    planned: Option<(usize, u8)>,
    /// Why the program has lost, when a seat's last painting left no monochromatic edge.
    lost: Option<String>,
    over: bool,
    strategy: Tactic,
    rng: Rng,
}

/// Two integers separated by white space, or why the line is not that.
fn two_integers(line: &str) -> Result<(i64, i64), String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words[..] {
        [a, b] => match (a.parse(), b.parse()) {
            (Ok(a), Ok(b)) => Ok((a, b)),
            _ => Err(format!("{line:?} is not two integers")),
        },
        _ => Err(format!("{line:?} is not two integers")),
    }
}

/// The pair `a b`, or why it is not one Alice may name.
fn pair_of(a: i64, b: i64) -> Result<(u8, u8), String> {
    for c in [a, b] {
        if !(1..=3).contains(&c) {
            return Err(format!("{c} is not a colour (1, 2 or 3)"));
        }
    }
    if a == b {
        return Err(format!("the pair {a} {b} names one colour twice"));
    }
    Ok((a as u8, b as u8))
}

impl ColouringJury {
    fn case(&self) -> &Case {
        &self.cases[self.game]
    }

    fn n(&self) -> usize {
        self.case().n
    }

    /// Sets up game `self.game`.
    fn begin(&mut self) {
        let case = self.case().clone();
        self.board = Board::new(&case);
        let (side, bipartite) = bfs_sides(case.n, &self.board.adjacent);
        self.sides = [Vec::new(), Vec::new()];
        for v in (0..case.n).rev() {
            self.sides[side[v]].push(v);
        }
        self.bipartite = bipartite;
        self.search = None;
        self.role = None;
        self.pair = None;
        self.planned = None;
        self.phases = (self.rng.below(case.n + 1), self.rng.below(case.n + 1));
    }

    /// The game is over, the program the winner: the next game's lines, or the end.
    fn next_game(&mut self) -> Vec<String> {
        self.game += 1;
        if self.game == self.cases.len() {
            self.over = true;
            return Vec::new();
        }
        self.begin();
        case_lines(self.case())
    }

    /// Where the game stands, for a reason: `game 2, round 3`.
    fn at(&self) -> String {
        format!("game {}, round {}", self.game + 1, self.board.coloured + 1)
    }

    /// Why painting `i` (1-based) with `c` is not legal for the pair named, if it is not.
    fn refuse(&self, i: i64, c: i64) -> Option<String> {
        let (a, b) = self.pair.expect("a pair was named");
        let n = self.n();
        if !(1..=n as i64).contains(&i) {
            return Some(format!("vertex {i} is not in 1..={n}"));
        }
        if self.board.colour[i as usize - 1] != 0 {
            return Some(format!(
                "vertex {i} is already coloured ({})",
                self.board.colour[i as usize - 1]
            ));
        }
        if c != i64::from(a) && c != i64::from(b) {
            return Some(format!("colour {c} is not one of the pair {a} {b}"));
        }
        None
    }

    /// The colours of a small graph, for a reason or a picture.
    fn colours(&self) -> String {
        let colours = &self.board.colour;
        let shown: Vec<String> = colours.iter().take(20).map(u8::to_string).collect();
        let more = if colours.len() > 20 { " …" } else { "" };
        format!("colours {}{more}", shown.join(" "))
    }

    /// Why Bob has won the game just finished (no monochromatic edge), as a reason.
    fn bob_won(&self) -> String {
        format!(
            "game {}: after the {} rounds no edge has both ends of one colour ({}): Bob (the \
             jury) wins",
            self.game + 1,
            self.n(),
            self.colours()
        )
    }

    fn search(&mut self) -> &mut Search {
        if self.search.is_none() {
            self.search = Some(Search::new(self.case()));
        }
        self.search.as_mut().expect("just made")
    }

    /// The search's painting for `pair`: one that does not lose, at random; when all lose, one
    /// that leaves Alice the fewest winning pairs.
    fn searched_painting(&mut self, pair: (u8, u8)) -> (usize, u8) {
        let s = self.board.state();
        let moves = self.search().paintings(s, pair);
        let mut scored = Vec::new();
        for &(v, c, after) in &moves {
            let search = self.search();
            let score = if search.alice_wins(after) {
                1 + PAIRS
                    .iter()
                    .filter(|&&p| search.pair_wins(after, p))
                    .count()
            } else {
                0
            };
            scored.push((score, v, c));
        }
        let best = scored.iter().map(|m| m.0).min().expect("a painting");
        let ties: Vec<_> = scored.iter().filter(|m| m.0 == best).collect();
        let (_, v, c) = *ties[self.rng.below(ties.len())];
        (v, c)
    }

    /// The search's pair: a winning one, at random; when lost, one that leaves Bob the fewest
    /// paintings that do not lose.
    fn searched_pair(&mut self) -> (u8, u8) {
        let s = self.board.state();
        let mut scored = Vec::new();
        for pair in PAIRS {
            let moves = self.search().paintings(s, pair);
            let search = self.search();
            let safe = moves
                .iter()
                .filter(|&&(_, _, after)| !search.alice_wins(after))
                .count();
            scored.push((safe, pair));
        }
        let best = scored.iter().map(|m| m.0).min().expect("three pairs");
        let ties: Vec<_> = scored.iter().filter(|m| m.0 == best).collect();
        ties[self.rng.below(ties.len())].1
    }

    /// The two-colouring rule: side 0 painted 1 and side 1 painted 2 while the pair holds the
    /// colour and the side has room; else the side with room takes the colour that is not the
    /// full side's.
    fn two_colouring(&mut self, (a, b): (u8, u8)) -> (usize, u8) {
        let offered = |c: u8| a == c || b == c;
        let other = |not: u8| if a == not { b } else { a };
        let (side, c) = if offered(1) && !self.sides[0].is_empty() {
            (0, 1)
        } else if offered(2) && !self.sides[1].is_empty() {
            (1, 2)
        } else if self.sides[0].is_empty() {
            (1, other(1))
        } else {
            (0, other(2))
        };
        (self.sides[side].pop().expect("room on that side"), c)
    }

    /// The jury's painting as Bob for `pair`, by its strategy.
    fn bob(&mut self, pair: (u8, u8)) -> (usize, u8) {
        match self.strategy {
            Tactic::Optimal if self.n() <= SEARCH_N => self.searched_painting(pair),
            Tactic::Optimal if self.bipartite => self.two_colouring(pair),
            Tactic::TwoColouring => self.two_colouring(pair),
            Tactic::Optimal | Tactic::Greedy => self.board.dsatur(pair, &mut self.rng),
            Tactic::Fixed => {
                let v = self.board.lowest_uncoloured();
                let c = [pair.0.min(pair.1), pair.0.max(pair.1)]
                    .into_iter()
                    .find(|&c| self.board.fits(v, c))
                    .unwrap_or(pair.0.min(pair.1));
                (v, c)
            }
            Tactic::Random => {
                let v = self.board.random_uncoloured(&mut self.rng);
                (
                    v,
                    if self.rng.chance(1, 2) {
                        pair.0
                    } else {
                        pair.1
                    },
                )
            }
        }
    }

    /// The jury's pair as Alice, by its strategy.
    fn alice(&mut self) -> (u8, u8) {
        let round = self.board.coloured;
        match self.strategy {
            Tactic::Optimal if self.n() <= SEARCH_N => self.searched_pair(),
            Tactic::Optimal if !self.bipartite => (1, 2),
            Tactic::Optimal | Tactic::Greedy => self.board.squeeze(&mut self.rng),
            Tactic::TwoColouring if round < self.phases.0 => (2, 3),
            Tactic::TwoColouring if round < self.phases.0 + self.phases.1 => (1, 3),
            Tactic::Fixed => (1, 3),
            Tactic::TwoColouring | Tactic::Random => PAIRS[self.rng.below(3)],
        }
    }
}

impl ColouringJury {
    /// The program's pair as Alice: refused, or named; in the last round the jury's painting is
    /// chosen now, and if it leaves no monochromatic edge the program has lost.
    fn hear_pair(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        let at = self.at();
        let (a, b) = two_integers(line)
            .map_err(|why| Fault::malformed_with(MINUS_ONE, format!("{at}: {why}")))?;
        let pair =
            pair_of(a, b).map_err(|why| Fault::wrong_with(MINUS_ONE, format!("{at}: {why}")))?;
        self.pair = Some(pair);
        if self.board.coloured + 1 < self.n() {
            return Ok(Vec::new());
        }
        let (v, c) = self.bob(pair);
        if self.board.first_mono.is_none() && self.board.fits(v, c) {
            self.board.paint(v, c);
            self.pair = None;
            return Err(Fault::Wrong {
                reason: self.bob_won(),
                send: vec![format!("{} {c}", v + 1), MINUS_ONE.to_owned()],
            });
        }
        self.planned = Some((v, c));
        Ok(Vec::new())
    }

    /// The program's painting as Bob: refused, or painted; after the last round the program has
    /// lost if some edge has both ends of one colour.
    fn hear_painting(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        let at = self.at();
        let (i, c) = two_integers(line)
            .map_err(|why| Fault::malformed_with(MINUS_ONE, format!("{at}: {why}")))?;
        if let Some(why) = self.refuse(i, c) {
            return Err(Fault::wrong_with(MINUS_ONE, format!("{at}: {why}")));
        }
        self.board.paint(i as usize - 1, c as u8);
        self.pair = None;
        if self.board.coloured < self.n() {
            return Ok(Vec::new());
        }
        if let Some((u, v, c, round)) = self.board.first_mono {
            return Err(Fault::wrong_with(
                MINUS_ONE,
                format!(
                    "game {}: after the {} rounds the edge {}–{} has both ends coloured {c} (since \
                 round {round}): Alice (the jury) wins",
                    self.game + 1,
                    self.n(),
                    u + 1,
                    v + 1
                ),
            ));
        }
        Ok(self.next_game())
    }
}

impl Jury for ColouringJury {
    fn open(&mut self) -> Vec<String> {
        let mut lines = vec![self.cases.len().to_string()];
        lines.extend(case_lines(self.case()));
        lines
    }

    fn turn(&self) -> Turn {
        match (self.over, self.role, self.pair) {
            (true, _, _) => Turn::Over,
            _ if self.lost.is_some() => Turn::Program,
            (false, None, _) => Turn::Program,
            (false, Some(Role::Alice), None) | (false, Some(Role::Bob), Some(_)) => Turn::Program,
            (false, Some(_), _) => Turn::Jury,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        if let Some(why) = &self.lost {
            return Err(Fault::wrong_with(MINUS_ONE, why.clone()));
        }
        match self.role {
            None => {
                self.role = Some(match line.trim() {
                    "Alice" => Role::Alice,
                    "Bob" => Role::Bob,
                    _ => {
                        return Err(Fault::malformed_with(
                            MINUS_ONE,
                            format!("game {}: {line:?} is not `Alice` or `Bob`", self.game + 1),
                        ));
                    }
                });
                Ok(Vec::new())
            }
            Some(Role::Alice) => self.hear_pair(line),
            Some(Role::Bob) => self.hear_painting(line),
        }
    }

    fn choose(&mut self) -> String {
        match self.pair {
            Some(pair) => {
                let (v, c) = self.planned.take().unwrap_or_else(|| self.bob(pair));
                format!("{} {c}", v + 1)
            }
            None => {
                let (a, b) = self.alice();
                format!("{a} {b}")
            }
        }
    }

    fn moves(&self) -> Vec<String> {
        let Some((a, b)) = self.pair else {
            return PAIRS.iter().map(|(a, b)| format!("{a} {b}")).collect();
        };
        let mut moves = Vec::new();
        for v in (0..self.n()).filter(|&v| self.board.colour[v] == 0).take(6) {
            moves.push(format!("{} {a}", v + 1));
            moves.push(format!("{} {b}", v + 1));
        }
        if self.n() - self.board.coloured > 6 {
            moves.push(format!(
                "or any uncoloured vertex i with c = {a} or {b}: `i c`"
            ));
        }
        moves
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        let (x, y) = two_integers(line)?;
        let Some(_) = self.pair else {
            self.pair = Some(pair_of(x, y)?);
            return Ok(vec![line.to_owned()]);
        };
        if let Some(why) = self.refuse(x, y) {
            return Err(why);
        }
        self.planned = None;
        self.board.paint(x as usize - 1, y as u8);
        self.pair = None;
        let mut printed = vec![line.to_owned()];
        if self.board.coloured < self.n() {
            return Ok(printed);
        }
        if self.board.first_mono.is_some() {
            printed.extend(self.next_game());
        } else {
            self.lost = Some(self.bob_won());
            printed.push("-1".to_owned());
        }
        Ok(printed)
    }

    fn picture(&self) -> String {
        let case = self.case();
        let role = match self.role {
            None => "the program chooses its side".to_owned(),
            Some(Role::Alice) => "the program is Alice, the jury Bob".to_owned(),
            Some(Role::Bob) => "the program is Bob, the jury Alice".to_owned(),
        };
        let pair = self
            .pair
            .map_or_else(String::new, |(a, b)| format!(", pair named: {a} {b}"));
        let mono = self.board.first_mono.map_or_else(
            || "no edge with both ends of one colour yet".to_owned(),
            |(u, v, c, _)| format!("the edge {}–{} has both ends coloured {c}", u + 1, v + 1),
        );
        format!(
            "game {} of {}: n = {}, m = {}; {role}\nround {} of {}{pair}\n{}\n{mono}",
            self.game + 1,
            self.cases.len(),
            case.n,
            case.edges.len(),
            (self.board.coloured + 1).min(case.n),
            case.n,
            self.colours()
        )
    }
}

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    let cases = parse_input(input);
    let board = Board::new(&cases[0]);
    let mut jury = ColouringJury {
        cases,
        game: 0,
        board,
        role: None,
        pair: None,
        search: None,
        sides: [Vec::new(), Vec::new()],
        bipartite: false,
        phases: (0, 0),
        planned: None,
        lost: None,
        over: false,
        strategy,
        rng: Rng::new(seed),
    };
    jury.begin();
    Box::new(jury)
}

/// Every connected labelled graph on n vertices (its edges in the order of the pairs (a, b),
/// a < b, lexicographic), by the subsets of the pairs.
fn connected_graphs(n: usize) -> Vec<Case> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    let mut graphs = Vec::new();
    for mask in 0u32..1 << pairs.len() {
        let edges: Vec<(usize, usize)> = (0..pairs.len())
            .filter(|&k| mask >> k & 1 == 1)
            .map(|k| pairs[k])
            .collect();
        let case = Case { n, edges };
        if case.is_connected() {
            graphs.push(case);
        }
    }
    graphs
}

/// The exhaustive graphs: every connected labelled graph with n ≤ 5, smallest first.
fn exhaustive_cases() -> Vec<Case> {
    (1..=5).flat_map(connected_graphs).collect()
}

/// The exhaustive graphs, 100 games to an input.
fn exhaustive_inputs() -> Vec<String> {
    exhaustive_cases().chunks(100).map(input_of).collect()
}

/// What a random graph must be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Tree,
    Bipartite,
    OddCycle,
}

/// A random connected graph on n vertices of `kind` with about `extra` edges beyond a tree (at
/// most `max_m` edges in all), labels and edge order shuffled.
fn random_graph(rng: &mut Rng, n: usize, kind: Kind, extra: usize, max_m: usize) -> Case {
    let mut edges = tree(&random_parents(rng, n)).edges;
    let mut depth = vec![0usize; n];
    for &(p, v) in &edges {
        depth[v] = depth[p] + 1;
    }
    let mut seen: HashSet<(usize, usize)> = edges.iter().copied().collect();
    let same_side = |a: usize, b: usize| depth[a] % 2 == depth[b] % 2;
    let target = (n - 1 + extra).min(max_m).min(n * (n - 1) / 2);
    let odd = kind == Kind::OddCycle && n >= 3;
    let mut odd_done = !odd;
    let mut tries = 0;
    while kind != Kind::Tree && (edges.len() < target || !odd_done) && tries < 50 * target + 200 {
        tries += 1;
        let (a, b) = (rng.below(n), rng.below(n));
        let (a, b) = (a.min(b), a.max(b));
        if a == b || seen.contains(&(a, b)) || (kind == Kind::Bipartite && same_side(a, b)) {
            continue;
        }
        if !odd_done && !same_side(a, b) {
            continue;
        }
        if edges.len() >= max_m {
            break;
        }
        odd_done |= same_side(a, b);
        seen.insert((a, b));
        edges.push((a, b));
    }
    Case { n, edges }.relabelled(rng)
}

/// 1–120 games of connected graphs with n ≤ `size` (≤ 8): trees, bipartite graphs, graphs with
/// an odd cycle, a third each.
fn random_small_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(120);
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let kind = [Kind::Tree, Kind::Bipartite, Kind::OddCycle][rng.below(3)];
            let extra = rng.below(n * n / 4 + 1);
            random_graph(rng, n, kind, extra, MAX_M)
        })
        .collect();
    input_of(&cases)
}

/// One graph with at most `nb` vertices and `mb` edges (nb − 1 ≤ mb) of a random shape.
fn random_shape(rng: &mut Rng, nb: usize, mb: usize) -> Case {
    let extra = rng.below(nb + 1);
    let case = match rng.below(7) {
        0 => random_graph(rng, nb, Kind::Tree, 0, mb),
        1 if nb >= 4 => cycle(nb - nb % 2),
        2 if nb >= 3 => cycle(nb - 1 + nb % 2),
        3 => {
            let r = 1 + rng.below(nb.isqrt());
            let c = (nb / r).min((mb + r) / (2 * r).max(1)).max(1);
            grid(r, c)
        }
        4 => {
            let a = 1 + rng.below(nb.isqrt().min(100));
            let b = ((nb - a).min(mb / a)).max(1);
            complete_bipartite(a, b)
        }
        5 => random_graph(rng, nb, Kind::Bipartite, extra, mb),
        _ => random_graph(rng, nb, Kind::OddCycle, 1 + extra, mb),
    };
    case.relabelled(rng)
}

/// 1–4 games with n ≤ `size` vertices in all (≤ 10^4), of random shapes.
fn random_large_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(4).min(size - 1);
    let (nb, mb) = ((size / t).max(1), MAX_M / t);
    let cases: Vec<Case> = (0..t).map(|_| random_shape(rng, nb, mb)).collect();
    input_of(&cases)
}

/// `case` restricted to the vertices `keep` (in order), relabelled 0.. in that order.
fn induced(case: &Case, keep: &[usize]) -> Case {
    let mut label = vec![usize::MAX; case.n];
    for (i, &v) in keep.iter().enumerate() {
        label[v] = i;
    }
    let edges = case
        .edges
        .iter()
        .filter(|&&(a, b)| label[a] != usize::MAX && label[b] != usize::MAX)
        .map(|&(a, b)| (label[a], label[b]))
        .collect();
    Case {
        n: keep.len(),
        edges,
    }
}

/// Smaller inputs: single games and fewer games first; then, for one game, its first k
/// vertices, one vertex fewer, one edge fewer (the validator drops the disconnected ones).
fn shrink(input: &str) -> Vec<String> {
    let cases = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&cases)
        .iter()
        .map(|fewer| input_of(fewer))
        .collect();
    let [case] = &cases[..] else {
        return candidates;
    };
    let n = case.n;
    let mut k = n / 2;
    while k >= 1 && k < n {
        candidates.push(input_of(&[induced(case, &(0..k).collect::<Vec<_>>())]));
        k = (k + n) / 2;
        if k + 1 >= n {
            break;
        }
    }
    for v in (0..n).rev().take(100) {
        let keep: Vec<usize> = (0..n).filter(|&w| w != v).collect();
        candidates.push(input_of(&[induced(case, &keep)]));
    }
    for e in 0..case.edges.len().min(100) {
        let mut fewer = case.clone();
        fewer.edges.remove(e);
        candidates.push(input_of(&[fewer]));
    }
    candidates
}

/// The extremes of the constraints, with both sides to play.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1991);
    let mut odd_tail = cycle(MAX_N - 1);
    odd_tail.n = MAX_N;
    odd_tail.edges.push((0, MAX_N - 1));
    let small: Vec<Case> = (0..MAX_T)
        .map(|i| {
            let kind = if i % 2 == 0 {
                Kind::Bipartite
            } else {
                Kind::OddCycle
            };
            random_graph(&mut rng, 10, kind, 1, 10)
        })
        .collect();
    vec![
        MaxInput {
            label: "t=1, n=10^4, a path (Bob)",
            input: input_of(&[grid(1, MAX_N).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, n=10^4, m=10^4, an odd cycle of 9999 and a pendant vertex (Alice)",
            input: input_of(&[odd_tail.relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, n=10^4, m=10^4, an even cycle (Bob)",
            input: input_of(&[cycle(MAX_N).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, K(100, 100): n=200, m=10^4 (Bob)",
            input: input_of(&[complete_bipartite(100, 100).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, K141: n=141, m=9870 (Alice)",
            input: input_of(&[complete(141).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1000, n=10, m ≤ 10 each, bipartite and not in turn",
            input: input_of(&small),
        },
    ]
}

/// The edges of `case` as a mask over the pairs (a, b), a < b, in lexicographic order.
fn pair_mask(n: usize, edges: &[(usize, usize)]) -> u32 {
    let index = |a: usize, b: usize| {
        let (a, b) = (a.min(b), a.max(b));
        a * n - a * (a + 1) / 2 + (b - a - 1)
    };
    edges.iter().map(|&(a, b)| 1u32 << index(a, b)).sum()
}

/// Every permutation of 0..n.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for k in 0..n {
        all = all
            .into_iter()
            .flat_map(|p: Vec<usize>| {
                (0..=k).map(move |at| {
                    let mut q = p.clone();
                    q.insert(at, k);
                    q
                })
            })
            .collect();
    }
    all
}

/// One graph of each isomorphism class of connected graphs on n vertices: the labelled one
/// whose pair mask is the least of its class, by edges then mask.
fn unlabelled_graphs(n: usize) -> Vec<Case> {
    let perms = permutations(n);
    let mut classes: Vec<(usize, u32, Case)> = Vec::new();
    let mut seen = HashSet::new();
    for case in connected_graphs(n) {
        let least = perms
            .iter()
            .map(|p| {
                let moved: Vec<(usize, usize)> =
                    case.edges.iter().map(|&(a, b)| (p[a], p[b])).collect();
                pair_mask(n, &moved)
            })
            .min()
            .expect("a permutation");
        if least == pair_mask(n, &case.edges) && seen.insert(least) {
            classes.push((case.edges.len(), least, case));
        }
    }
    classes.sort_by_key(|c| (c.0, c.1));
    classes.into_iter().map(|c| c.2).collect()
}

/// Coloring Game: every connected graph on n ≤ 5 vertices up to isomorphism, its vertices
/// filled by the search's verdict (who wins the game on it).
fn figure() -> String {
    let graphs: Vec<Case> = (1..=5).flat_map(unlabelled_graphs).collect();
    let (cols, cell) = (8usize, 120.0);
    let rows = graphs.len().div_ceil(cols);
    let top = 90.0;
    let mut svg = Svg::page(
        (cols as f64 * cell + 20.0, top + rows as f64 * cell + 10.0),
        "Coloring Game: who wins on every connected graph with n ≤ 5 (the search)",
        &[
            (Swatch::Cell(WIN), "Alice wins"),
            (Swatch::Cell(LOSE), "Bob wins"),
        ],
    );
    for (k, case) in graphs.iter().enumerate() {
        let (col, row) = (k % cols, k / cols);
        let centre = (
            10.0 + (col as f64 + 0.5) * cell,
            top + row as f64 * cell + 48.0,
        );
        let fill = if alice_wins_brute(case) { WIN } else { LOSE };
        let at = if case.n == 1 {
            vec![centre]
        } else {
            ring_positions(case.n, centre, 34.0)
        };
        let nodes: Vec<Node> = at
            .into_iter()
            .map(|at| Node {
                at,
                fill,
                label: String::new(),
            })
            .collect();
        graph(&mut svg, &nodes, &case.edges, false, 8.0);
        svg.text(
            (centre.0, centre.1 + 58.0),
            12.0,
            Anchor::Middle,
            INK,
            &format!("n = {}, m = {}", case.n, case.edges.len()),
        );
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{converse, replay};
    use plan_kit::testing::assert_plan_is_valid;

    /// The statement's example (Codeforces 1991E), as a transcript: the triangle, where Bob's
    /// last painting closes the edge 3–1, and the 4-cycle, which Bob colours 2 1 3 1.
    const SAMPLE_INPUT: &str = "2\n3 3\n1 2\n2 3\n3 1\n4 4\n1 2\n2 3\n3 4\n4 1\n";
    const SAMPLE: &str = "\
< 2
< 3 3
< 1 2
< 2 3
< 3 1
> Alice
> 3 1
< 3 1
> 1 2
< 2 2
> 2 1
< 1 1
< 4 4
< 1 2
< 2 3
< 3 4
< 4 1
> Bob
< 2 3
> 1 2
< 1 2
> 2 1
< 2 1
> 4 1
< 3 1
> 3 3
";

    fn interactive() -> &'static Interactive {
        SPEC.interactive.as_ref().expect("a jury")
    }

    /// How a test player chooses: its side, its pair as Alice, its painting as Bob.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Policy {
        /// The README's proof: Alice iff a BFS finds an odd cycle; `1 2`; the side rule.
        Winner,
        /// Always Alice, always `1 2`.
        AlwaysAlice,
        /// The right side, but as Alice the squeeze: the pair whose colours fit the fewest
        /// (vertex, colour) paintings, ties to the lowest pair.
        Squeeze,
        /// The right side, but as Bob the DSatur greedy of `wrong/dsatur-bob.py`: the lowest
        /// uncoloured vertex with the most colours among its neighbours that an offered colour
        /// fits, with the lowest such colour.
        DsaturBob,
    }

    /// One game as a test player sees it.
    struct Seen {
        n: usize,
        adjacent: Vec<Vec<usize>>,
        colour: Vec<u8>,
        rounds: usize,
        sides: [Vec<usize>; 2],
    }

    impl Seen {
        fn pair(&self, policy: Policy) -> (u8, u8) {
            if policy != Policy::Squeeze {
                return (1, 2);
            }
            let fitting = |c: u8| {
                (0..self.n)
                    .filter(|&v| self.colour[v] == 0)
                    .filter(|&v| self.adjacent[v].iter().all(|&w| self.colour[w] != c))
                    .count()
            };
            *PAIRS
                .iter()
                .min_by_key(|&&(a, b)| fitting(a) + fitting(b))
                .expect("three pairs")
        }

        fn dsatur_paint(&mut self, (a, b): (u8, u8)) -> String {
            let fits = |v: usize, c: u8| self.adjacent[v].iter().all(|&w| self.colour[w] != c);
            let saturation = |v: usize| {
                let mut seen = 0u8;
                for &w in &self.adjacent[v] {
                    seen |= 1 << self.colour[w];
                }
                (seen >> 1).count_ones()
            };
            let (lo, hi) = (a.min(b), a.max(b));
            let uncoloured = (0..self.n).filter(|&v| self.colour[v] == 0);
            let best = uncoloured
                .clone()
                .filter(|&v| fits(v, a) || fits(v, b))
                .max_by_key(|&v| (saturation(v), std::cmp::Reverse(v)));
            let (v, c) = match best {
                Some(v) => (v, if fits(v, lo) { lo } else { hi }),
                None => (uncoloured.min().expect("a vertex left"), lo),
            };
            self.colour[v] = c;
            format!("{} {c}", v + 1)
        }

        fn paint(&mut self, (a, b): (u8, u8)) -> String {
            let offered = |c: u8| a == c || b == c;
            let other = |not: u8| if a == not { b } else { a };
            let (side, c) = if offered(1) && !self.sides[0].is_empty() {
                (0, 1)
            } else if offered(2) && !self.sides[1].is_empty() {
                (1, 2)
            } else if self.sides[0].is_empty() {
                (1, other(1))
            } else {
                (0, other(2))
            };
            let v = self.sides[side].pop().expect("room");
            format!("{} {c}", v + 1)
        }
    }

    /// A game's n, m and the edges read so far.
    type Reading = (usize, usize, Vec<(usize, usize)>);

    /// A player of `policy`, written apart from `main.rs`.
    fn player(policy: Policy) -> impl FnMut(&str) -> Vec<String> {
        let mut t_read = false;
        let mut reading: Option<Reading> = None;
        let mut game: Option<(Seen, bool)> = None;
        move |line: &str| {
            if line == "-1" {
                return Vec::new();
            }
            let words: Vec<usize> = line.split(' ').map(|w| w.parse().unwrap()).collect();
            if !t_read {
                t_read = true;
                return Vec::new();
            }
            if let Some((seen, alice)) = game.as_mut() {
                let out = if *alice {
                    seen.colour[words[0] - 1] = words[1] as u8;
                    seen.rounds += 1;
                    (seen.rounds < seen.n).then(|| {
                        let (a, b) = seen.pair(policy);
                        format!("{a} {b}")
                    })
                } else {
                    seen.rounds += 1;
                    let pair = (words[0] as u8, words[1] as u8);
                    if policy == Policy::DsaturBob {
                        Some(seen.dsatur_paint(pair))
                    } else {
                        Some(seen.paint(pair))
                    }
                };
                if seen.rounds == seen.n {
                    game = None;
                }
                return out.into_iter().collect();
            }
            let (n, m, edges) = match reading.take() {
                None => (words[0], words[1], Vec::new()),
                Some((n, m, mut edges)) => {
                    edges.push((words[0] - 1, words[1] - 1));
                    (n, m, edges)
                }
            };
            if edges.len() < m {
                reading = Some((n, m, edges));
                return Vec::new();
            }
            let adjacent = adjacency(&Case { n, edges });
            let (side, bipartite) = bfs_sides(n, &adjacent);
            let mut sides = [Vec::new(), Vec::new()];
            for v in (0..n).rev() {
                sides[side[v]].push(v);
            }
            let alice = policy == Policy::AlwaysAlice || !bipartite;
            let seen = Seen {
                n,
                adjacent,
                colour: vec![0; n],
                rounds: 0,
                sides,
            };
            let mut out = vec![if alice { "Alice" } else { "Bob" }.to_owned()];
            if alice {
                let (a, b) = seen.pair(policy);
                out.push(format!("{a} {b}"));
            }
            game = Some((seen, alice));
            out
        }
    }

    /// Plays `policy` on `input` against each of `strategies` with `seeds` seeds: the faults,
    /// with the strategy's name.
    fn faults(policy: Policy, input: &str, strategies: &[&Strategy], seeds: u64) -> Vec<String> {
        let mut found = Vec::new();
        for strategy in strategies {
            for seed in 0..seeds {
                let ending = converse((strategy.start)(input, seed), &mut player(policy));
                if let Some(fault) = ending.fault {
                    found.push(format!("{}: {}", strategy.name, fault.reason()));
                }
            }
        }
        found
    }

    fn all_strategies() -> Vec<&'static Strategy> {
        STRATEGIES.iter().collect()
    }

    /// The strategies called `names`.
    fn named(names: &[&str]) -> Vec<&'static Strategy> {
        let strategy = |name: &&str| interactive().strategy_named(name).expect("a strategy");
        names.iter().map(strategy).collect()
    }

    #[test]
    fn the_statements_transcript_replays_through_the_rules() {
        assert_eq!(validate(SAMPLE_INPUT), Ok(()));
        assert_eq!(replay(interactive(), SAMPLE_INPUT, SAMPLE), Ok(None));
        // a colour outside the pair, and a vertex painted twice, are refused
        let bad = SAMPLE.replace("> 4 1", "> 4 3");
        let fault = replay(interactive(), SAMPLE_INPUT, &bad).unwrap().unwrap();
        assert!(fault.reason().contains("not one of the pair"), "{fault:?}");
        let bad = SAMPLE.replace("> 4 1", "> 2 1");
        let fault = replay(interactive(), SAMPLE_INPUT, &bad).unwrap().unwrap();
        assert!(fault.reason().contains("already coloured"), "{fault:?}");
    }

    #[test]
    fn the_search_follows_the_rules_by_hand() {
        let triangle = cycle(3);
        assert!(alice_wins_brute(&triangle), "1 2 every round");
        assert!(!alice_wins_brute(&cycle(4)));
        assert!(alice_wins_brute(&cycle(5)));
        assert!(!alice_wins_brute(&grid(1, 3)));
        assert!(!alice_wins_brute(&Case {
            n: 1,
            edges: vec![]
        }));
        assert!(alice_wins_brute(&complete(4)));
        assert!(!alice_wins_brute(&complete_bipartite(2, 3)));
        let mut search = Search::new(&triangle);
        // vertex 1 coloured 1, vertex 2 coloured 2: `1 2` wins, `1 3` and `2 3` do not
        let s = 1 | 2 << 2;
        assert!(search.pair_wins(s, (1, 2)));
        assert!(!search.pair_wins(s, (1, 3)) && !search.pair_wins(s, (2, 3)));
    }

    #[test]
    fn alice_wins_exactly_on_the_graphs_with_an_odd_cycle() {
        let mut rng = Rng::new(1991);
        let mut cases = exhaustive_cases();
        for _ in 0..40 {
            let input = random_small_games(&mut rng, SEARCH_N);
            cases.extend(parse_input(&input));
        }
        for case in &cases {
            let (_, bipartite) = bfs_sides(case.n, &adjacency(case));
            assert_eq!(alice_wins_brute(case), !bipartite, "{case:?}");
        }
    }

    #[test]
    fn the_readmes_table_of_small_cases() {
        let row = |n: usize| {
            let graphs = connected_graphs(n);
            let alice = graphs.iter().filter(|c| alice_wins_brute(c)).count();
            let classes = unlabelled_graphs(n);
            let alice_classes = classes.iter().filter(|c| alice_wins_brute(c)).count();
            (graphs.len(), alice, classes.len(), alice_classes)
        };
        let table: Vec<_> = (1..=5).map(row).collect();
        assert_eq!(
            table,
            [
                (1, 0, 1, 0),
                (1, 0, 1, 0),
                (4, 1, 2, 1),
                (38, 19, 6, 3),
                (728, 533, 21, 16)
            ]
        );
    }

    #[test]
    fn the_winner_beats_every_strategy_on_every_small_graph_and_the_max_inputs() {
        let mut rng = Rng::new(7);
        let mut inputs = exhaustive_inputs();
        inputs.extend((1..=SEARCH_N).map(|size| random_small_games(&mut rng, size)));
        for size in [1, 2, 10, 100, 3000, MAX_N] {
            inputs.push(random_large_games(&mut rng, size));
        }
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        for input in &inputs {
            let found = faults(Policy::Winner, input, &all_strategies(), 2);
            assert!(found.is_empty(), "{found:?}");
        }
    }

    #[test]
    fn the_wrong_side_loses_with_its_reason() {
        // the 4-cycle of the sample: Bob 2-colours it against `1 2`
        let input = input_of(&[cycle(4)]);
        for s in [Tactic::Optimal, Tactic::TwoColouring] {
            let ending = converse(start(&input, s, 1), &mut player(Policy::AlwaysAlice));
            let fault = ending.fault.expect("Bob wins the 4-cycle");
            assert!(
                fault.reason().contains("no edge has both ends"),
                "{fault:?}"
            );
            assert_eq!(fault.send().last().map(String::as_str), Some("-1"));
        }
    }

    #[test]
    fn the_squeeze_is_the_pair_1_2_and_wins_like_it() {
        // the jury's squeeze, played by the program: it never names 3, so it never loses
        let mut rng = Rng::new(11);
        let mut inputs = exhaustive_inputs();
        inputs.extend((1..=SEARCH_N).map(|size| random_small_games(&mut rng, size)));
        for input in &inputs {
            let found = faults(Policy::Squeeze, input, &all_strategies(), 2);
            assert!(found.is_empty(), "{found:?}");
        }
    }

    #[test]
    fn the_dsatur_bob_beats_the_weak_juries_only() {
        // what wrong/dsatur-bob.py plays: every game against `greedy` and `fixed`, but the
        // search, the phases and random pairs each find a graph where it loses
        let mut rng = Rng::new(11);
        let mut inputs = exhaustive_inputs();
        inputs.extend((1..=SEARCH_N).map(|size| random_small_games(&mut rng, size)));
        for input in &inputs {
            let found = faults(Policy::DsaturBob, input, &named(&["greedy", "fixed"]), 2);
            assert!(found.is_empty(), "{found:?}");
        }
        let exhaustive = exhaustive_inputs();
        for s in named(&["optimal", "two-colouring", "random"]) {
            let found: Vec<String> = exhaustive
                .iter()
                .flat_map(|input| faults(Policy::DsaturBob, input, &[s], 1))
                .collect();
            assert!(!found.is_empty(), "{}", s.name);
            assert!(found[0].contains("Alice (the jury) wins"), "{found:?}");
        }
    }

    #[test]
    fn bad_lines_are_faults_with_their_reasons() {
        let play = |lines: &'static [&'static str]| {
            let mut lines = lines.iter();
            let mut player = move |_: &str| {
                lines.next().map_or_else(Vec::new, |l| {
                    l.split('|')
                        .filter(|w| !w.is_empty())
                        .map(str::to_owned)
                        .collect()
                })
            };
            converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut player).fault
        };
        // the opening is five lines: the program answers after the fifth
        let fault = play(&["", "", "", "", "alice"]).expect("not a side");
        assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
        assert!(fault.reason().contains("`Alice` or `Bob`"), "{fault:?}");
        let fault = play(&["", "", "", "", "Alice|1,2"]).expect("a comma");
        assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
        let fault = play(&["", "", "", "", "Alice|2 2"]).expect("one colour twice");
        assert!(fault.reason().contains("twice"), "{fault:?}");
        let fault = play(&["", "", "", "", "Alice|1 4"]).expect("colour 4");
        assert!(fault.reason().contains("not a colour"), "{fault:?}");
        assert_eq!(fault.send(), ["-1"]);
        // as Bob on the triangle (an odd cycle), painting vertex k with the pair's first colour
        // in round k: the search's Alice wins
        let (mut heard, mut painted) = (0, 0);
        let mut always_bob = move |line: &str| {
            heard += 1;
            match heard {
                1..5 => Vec::new(),
                5 => vec!["Bob".to_owned()],
                _ => {
                    painted += 1;
                    let a = line.split(' ').next().expect("a pair");
                    vec![format!("{painted} {a}")]
                }
            }
        };
        let ending = converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut always_bob);
        let fault = ending.fault.expect("Bob loses the triangle");
        assert!(
            fault.reason().contains("Alice (the jury) wins"),
            "{fault:?}"
        );
    }

    #[test]
    fn every_generated_input_is_valid() {
        assert_eq!(exhaustive_cases().len(), 772);
        assert_plan_is_valid(&SPEC, 6);
        for bad in [
            "1\n3 2\n1 2\n1 2\n",
            "1\n3 1\n1 2\n",
            "1\n3 2\n1 1\n2 3\n",
            "1\n4 2\n1 2\n3 4\n",
            "1\n2 1\n1 3\n",
            "2\n1 0\n",
            "1\n2 1\n1 2",
            "0\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
        let big = input_of(&[
            cycle(MAX_N),
            Case {
                n: 1,
                edges: vec![],
            },
        ]);
        assert!(validate(&big).unwrap_err().contains("sum of n"));
    }

    #[test]
    fn shrinking_gives_single_games_and_smaller_graphs() {
        let shrunk = shrink(SAMPLE_INPUT);
        assert!(shrunk.contains(&input_of(&[cycle(3)])), "{shrunk:?}");
        let shrunk = shrink(&input_of(&[cycle(5)]));
        // a vertex fewer of the 5-cycle is a path, valid
        assert!(shrunk.iter().any(|s| validate(s).is_ok()));
    }
}
