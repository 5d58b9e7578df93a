//! The jury: the protocol, and the strategies it plays.

use super::rules::{PAIRS, SEARCH_N, Search};
use super::{Case, case_lines, parse_input};
use plan_kit::interactive::{Fault, Jury, MINUS_ONE, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::tokens::integers;

pub(super) const STRATEGIES: &[Strategy] = &[
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
pub(super) enum Tactic {
    Optimal,
    Greedy,
    TwoColouring,
    Fixed,
    Random,
}

/// side[v] of the 2-colouring by BFS parity from vertex 0, and whether every edge joins the two
/// sides (the graph is bipartite).
pub(super) fn bfs_sides(n: usize, adjacent: &[Vec<usize>]) -> (Vec<usize>, bool) {
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
pub(super) fn adjacency(case: &Case) -> Vec<Vec<usize>> {
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
    let not = || format!("{line:?} is not two integers");
    let [a, b] = integers(line).ok_or_else(not)?;
    let narrow = |v: i128| i64::try_from(v).map_err(|_| not());
    Ok((narrow(a)?, narrow(b)?))
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

pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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
