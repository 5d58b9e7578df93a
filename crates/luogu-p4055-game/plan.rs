//! Luogu P4055 [JSOI2009] 游戏. The game in the kit's words is [`MazeGame`] (AA puts the token,
//! then the players move it in turn). The oracle plays that game from its rules, by the kit's
//! search: with the token on a cell and a set of cells entered, the player to move wins iff some
//! adjacent open cell not yet entered leads to a position the other player loses (no such cell:
//! the player to move loses). AA wins from s iff YY, to move with the token on s and only s
//! entered, loses. The search is memoised over (cell, cells entered), one connected component of
//! open cells at a time (the token never leaves its component), within a budget of positions. It
//! knows nothing of matchings.
//!
//! The unit tests also check the README's claim on its own terms: on every maze of at most 9
//! cells, the cells the game search finds are exactly those that some maximum matching misses,
//! with every matching enumerated edge set by edge set.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::graph::UnionFind;
use plan_kit::rng::Rng;
use plan_kit::search::WinLose;
use plan_kit::svg::{FAINT, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::validate::Validator;
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Spec};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p4055-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every maze with n, m ≤ 4 and n·m ≤ 12 (9418 mazes)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n, m ≤ 5 (one side = size), any density, components of at most 16 cells",
            generate: random_small,
            max_size: 5,
            cases: 150,
        },
        Generator {
            name: "n, m ≤ 100 (one side = size), any density, components of at most 1 to 10 cells",
            generate: random_blobs,
            max_size: MAX_SIDE,
            cases: 40,
        },
        Generator {
            name: "n, m ≤ 100 (one side = size), mazes without a cycle of open cells, trees of at \
                   most 8 to 128 cells",
            generate: random_forest,
            max_size: MAX_SIDE,
            cases: 40,
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

/// The statement's limits: 1 ≤ n, m ≤ `MAX_SIDE`.
const MAX_SIDE: usize = 100;

/// The most positions the search decides for one input.
const BUDGET: usize = 4_000_000;

/// The largest component the search takes (its sets of entered cells are 128-bit masks).
const MAX_COMPONENT: usize = 128;

/// A maze: n rows of m cells, `open[r·m + c]` iff the cell (r, c) is `.` (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Maze {
    pub n: usize,
    pub m: usize,
    pub open: Vec<bool>,
}

impl Maze {
    /// The maze of an input (already valid).
    pub fn parse(input: &str) -> Maze {
        let mut lines = input.lines();
        let mut sides = lines.next().expect("the first line").split(' ');
        let n: usize = sides.next().unwrap().parse().unwrap();
        let m: usize = sides.next().unwrap().parse().unwrap();
        let open = lines
            .take(n)
            .flat_map(|row| row.bytes().map(|b| b == b'.'))
            .collect();
        Maze { n, m, open }
    }

    /// The input holding this maze.
    pub fn input(&self) -> String {
        let mut text = format!("{} {}\n", self.n, self.m);
        for row in self.open.chunks(self.m) {
            text.extend(row.iter().map(|&open| if open { '.' } else { '#' }));
            text.push('\n');
        }
        text
    }

    /// The open cells next to the cell `v` (up, down, left, right).
    pub fn neighbours(&self, v: usize) -> Vec<usize> {
        let (r, c) = (v / self.m, v % self.m);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(v - self.m);
        }
        if r + 1 < self.n {
            next.push(v + self.m);
        }
        if c > 0 {
            next.push(v - 1);
        }
        if c + 1 < self.m {
            next.push(v + 1);
        }
        next.retain(|&w| self.open[w]);
        next
    }

    /// The connected components of the open cells, each in row-major order, ordered by their
    /// first cell.
    pub fn components(&self) -> Vec<Vec<usize>> {
        let mut seen = vec![false; self.open.len()];
        let mut components = Vec::new();
        for start in 0..self.open.len() {
            if !self.open[start] || seen[start] {
                continue;
            }
            seen[start] = true;
            let mut cells = vec![start];
            let mut at = 0;
            while at < cells.len() {
                for w in self.neighbours(cells[at]) {
                    if !seen[w] {
                        seen[w] = true;
                        cells.push(w);
                    }
                }
                at += 1;
            }
            cells.sort_unstable();
            components.push(cells);
        }
        components
    }
}

/// `Ok` iff `input` is `n m`, then n lines of m characters `.` or `#`, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_SIDE, "n")?;
    v.space()?;
    let m = v.usize(1, MAX_SIDE, "m")?;
    v.eoln()?;
    for r in 1..=n {
        let row = v.token(&format!("row {r}"))?;
        if row.len() != m || !row.bytes().all(|b| b == b'.' || b == b'#') {
            return Err(format!(
                "row {r} is `{row}`: expected {m} characters `.` or `#`"
            ));
        }
        v.eoln()?;
    }
    v.eof()
}

/// The game of a maze: AA first puts the token on an open cell of his choice; then YY and AA in
/// turn move it to a neighbouring open cell (up, down, left, right) not entered before (the first
/// cell counts as entered). Every move is typed as the cell the token goes to, `row col` from 1
/// (`2 3`); the player who cannot move loses: the last to move wins. Only the cells of the token's
/// component matter once it is placed, so a position is the token's cell and the cells entered,
/// as a set over that component (its cells numbered in row-major order): a maze whose open
/// cells make a component of more than 128 cells has no game here (the oracle does not reach it
/// either).
struct MazeGame {
    maze: Maze,
    /// component[v] = the component of the open cell v.
    component: Vec<usize>,
    /// local[v] = v's number in its component.
    local: Vec<usize>,
    /// The cells of each component, in row-major order.
    cells: Vec<Vec<usize>>,
    /// adjacent[v] = the open neighbours of v, as a set over v's component.
    adjacent: Vec<u128>,
}

/// A position of [`MazeGame`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Token {
    /// Before AA's first move.
    Unplaced,
    /// On the open cell `at`, the cells `entered` (over its component) used.
    On { at: usize, entered: u128 },
}

impl MazeGame {
    /// The game of `maze`, or `None` if a component has more than [`MAX_COMPONENT`] cells.
    pub fn new(maze: &Maze) -> Option<MazeGame> {
        let cells = maze.components();
        if cells.iter().any(|c| c.len() > MAX_COMPONENT) {
            return None;
        }
        let (mut component, mut local) = (vec![0; maze.open.len()], vec![0; maze.open.len()]);
        for (k, members) in cells.iter().enumerate() {
            for (i, &v) in members.iter().enumerate() {
                component[v] = k;
                local[v] = i;
            }
        }
        let adjacent = (0..maze.open.len())
            .map(|v| {
                let near = if maze.open[v] {
                    maze.neighbours(v)
                } else {
                    Vec::new()
                };
                near.iter().fold(0u128, |mask, &w| mask | 1 << local[w])
            })
            .collect();
        Some(MazeGame {
            maze: maze.clone(),
            component,
            local,
            cells,
            adjacent,
        })
    }

    /// The position with the token just put on the open cell `v` (YY to move).
    pub fn placed(&self, v: usize) -> Token {
        Token::On {
            at: v,
            entered: 1 << self.local[v],
        }
    }

    /// The moves from `token`, each as the cell the token goes to and the position it reaches:
    /// the rules, which [`Game::moves`] names and the oracle's search tries unnamed.
    pub fn steps(&self, token: &Token) -> Vec<(usize, Token)> {
        match *token {
            Token::Unplaced => (0..self.maze.open.len())
                .filter(|&v| self.maze.open[v])
                .map(|v| (v, self.placed(v)))
                .collect(),
            Token::On { at, entered } => {
                let cells = &self.cells[self.component[at]];
                let mut free = self.adjacent[at] & !entered;
                let mut steps = Vec::new();
                while free != 0 {
                    let i = free.trailing_zeros() as usize;
                    free &= free - 1;
                    let to = Token::On {
                        at: cells[i],
                        entered: entered | 1 << i,
                    };
                    steps.push((cells[i], to));
                }
                steps
            }
        }
    }

    /// `row col` of cell v, from 1.
    fn name(&self, v: usize) -> String {
        format!("{} {}", v / self.maze.m + 1, v % self.maze.m + 1)
    }
}

impl Game for MazeGame {
    type Position = Token;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, token: &Token) -> Vec<Move<Token>> {
        self.steps(token)
            .into_iter()
            .map(|(v, to)| Move::to(self.name(v), to))
            .collect()
    }

    fn draw(&self, token: &Token) -> String {
        let m = self.maze.m;
        let header: String = (1..=m).map(|c| format!("{:>3}", c)).collect();
        let mut text = format!("   {header}\n");
        for r in 0..self.maze.n {
            let row: String = (0..m)
                .map(|c| {
                    let v = r * m + c;
                    let mark = match *token {
                        _ if !self.maze.open[v] => '#',
                        Token::On { at, .. } if at == v => '@',
                        Token::On { at, entered }
                            if self.component[v] == self.component[at]
                                && entered >> self.local[v] & 1 == 1 =>
                        {
                            'x'
                        }
                        _ => '.',
                    };
                    format!("{mark:>3}")
                })
                .collect();
            writeln!(text, "{:>3}{row}", r + 1).unwrap();
        }
        text.push_str(&match *token {
            Token::Unplaced => "AA to put the token (@) on any open cell (.)\n".to_owned(),
            Token::On { entered, .. } => {
                let who = if entered.count_ones() % 2 == 1 {
                    "YY"
                } else {
                    "AA"
                };
                format!("{who} to move the token (@) to a neighbouring . (x: entered)\n")
            }
        });
        text
    }

    fn refuse(&self, token: &Token, typed: &str) -> Option<String> {
        let (n, m) = (self.maze.n, self.maze.m);
        let numbers: Vec<Option<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(r), Some(c)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        if !(1..=n).contains(&r) || !(1..=m).contains(&c) {
            return Some(format!(
                "there is no cell {r} {c}: rows 1 to {n}, columns 1 to {m}"
            ));
        }
        let v = (r - 1) * m + c - 1;
        Some(match *token {
            _ if !self.maze.open[v] => format!("cell {r} {c} is a wall (#)"),
            Token::Unplaced => return None,
            Token::On { at, .. } if at == v => {
                format!("the token is on {r} {c}: move it to a neighbouring cell")
            }
            Token::On { at, entered } => {
                let near = self.component[v] == self.component[at]
                    && self.adjacent[at] >> self.local[v] & 1 == 1;
                if !near {
                    format!("cell {r} {c} is not next to the token at {}", self.name(at))
                } else if entered >> self.local[v] & 1 == 1 {
                    format!("cell {r} {c} was entered already")
                } else {
                    return None;
                }
            }
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the cell the token goes to (first: where AA puts it), row and column \
                        from 1: `2 3`";

/// The cells from which AA wins (YY, to move first, loses), in row-major order, by the kit's
/// win/lose search of [`MazeGame`] from each start; `None` if a component has more than
/// `MAX_COMPONENT` cells or the search more than `BUDGET` positions. One search per component
/// (the token never leaves its component), all within one budget: the kit's [`WinLose`] over the
/// game's moves (unnamed, as [`MazeGame::steps`] lists them), which tells how many positions it
/// decided (its `Searcher` does not).
fn winning_starts_brute(maze: &Maze) -> Option<Vec<usize>> {
    let game = MazeGame::new(maze)?;
    let mut budget = BUDGET;
    let mut starts = Vec::new();
    for cells in &game.cells {
        let moves = |token: &Token| -> Vec<Token> {
            game.steps(token).into_iter().map(|(_, to)| to).collect()
        };
        let mut search = WinLose::new(moves, budget);
        for &v in cells {
            if !search.first_wins(&game.placed(v))? {
                starts.push(v);
            }
        }
        budget -= search.decided();
    }
    starts.sort_unstable();
    Some(starts)
}

/// The game of an input (none if a component of the maze is beyond [`MAX_COMPONENT`] cells).
fn games(input: &str) -> Games {
    let game = MazeGame::new(&Maze::parse(input));
    Games::new(
        game.into_iter()
            .map(|game| Games::case(game, Token::Unplaced, PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as a result: AA, first to move (he puts the token), wins iff he has a
/// winning start.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let wins = oracle(input)?.starts_with("WIN");
    Some(vec![if wins {
        GameResult::FirstWins
    } else {
        GameResult::SecondWins
    }])
}

/// The expected output for the winning starts `starts` of a maze with m columns.
fn output_of(starts: &[usize], m: usize) -> String {
    if starts.is_empty() {
        return "LOSE\n".to_owned();
    }
    let mut out = String::from("WIN\n");
    for &v in starts {
        out.push_str(&format!("{} {}\n", v / m + 1, v % m + 1));
    }
    out
}

/// The expected output from the game search, or `None` beyond its reach.
fn oracle(input: &str) -> Option<String> {
    let maze = Maze::parse(input);
    winning_starts_brute(&maze).map(|starts| output_of(&starts, maze.m))
}

/// The shapes of the exhaustive group: n, m ≤ 4 with n·m ≤ 12, by number of cells, then rows.
fn exhaustive_shapes() -> Vec<(usize, usize)> {
    let mut shapes: Vec<(usize, usize)> = (1..=4)
        .flat_map(|n| (1..=4).map(move |m| (n, m)))
        .filter(|&(n, m)| n * m <= 12)
        .collect();
    shapes.sort_by_key(|&(n, m)| (n * m, n));
    shapes
}

/// Every maze of the exhaustive shapes, each cell open or not (the open cells as the bits of a
/// counter).
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for (n, m) in exhaustive_shapes() {
        for bits in 0u32..1 << (n * m) {
            let open = (0..n * m).map(|i| bits >> i & 1 == 1).collect();
            inputs.push(Maze { n, m, open }.input());
        }
    }
    inputs
}

/// An n×m maze grown at random: the cells are visited in random order and each opened with
/// probability `percent`/100, unless its component would then exceed `cap` cells or, for a
/// `forest`, it would close a cycle of open cells (two of its open neighbours already connected).
fn grown_maze(
    rng: &mut Rng,
    (n, m): (usize, usize),
    percent: u64,
    cap: usize,
    forest: bool,
) -> Maze {
    let mut maze = Maze {
        n,
        m,
        open: vec![false; n * m],
    };
    let mut parts = UnionFind::new(n * m);
    let mut order: Vec<usize> = (0..n * m).collect();
    rng.shuffle(&mut order);
    for v in order {
        if !rng.chance(percent, 100) {
            continue;
        }
        let around = maze.neighbours(v);
        let mut roots: Vec<usize> = around.iter().map(|&w| parts.find(w)).collect();
        roots.sort_unstable();
        let all = roots.len();
        roots.dedup();
        if forest && roots.len() < all {
            continue;
        }
        let size = 1 + roots.iter().map(|&r| parts.size(r)).sum::<usize>();
        if size > cap {
            continue;
        }
        maze.open[v] = true;
        for w in around {
            parts.union(v, w);
        }
    }
    maze
}

/// A shape with one side equal to `size` and the other at random in 1..=`size`.
fn shape(rng: &mut Rng, size: usize) -> (usize, usize) {
    let other = 1 + rng.below(size);
    if rng.chance(1, 2) {
        (size, other)
    } else {
        (other, size)
    }
}

/// n, m ≤ 5 (the statement's 30% of tests), any density, components of at most 16 cells.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(20, 100);
    grown_maze(rng, sides, percent, 16, false).input()
}

/// n, m ≤ 100, any density, components of at most 1 to 10 cells.
fn random_blobs(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(20, 100);
    let cap = rng.range(1, 10) as usize;
    grown_maze(rng, sides, percent, cap, false).input()
}

/// n, m ≤ 100, no cycle of open cells, trees of at most 8 to 128 cells: long corridors and
/// branches, whose positions the search still reaches (in a tree the entered cells are the path
/// from the start).
fn random_forest(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(50, 100);
    let cap = rng.range(8, MAX_COMPONENT as u64) as usize;
    grown_maze(rng, sides, percent, cap, true).input()
}

/// `maze` cut to the rows `rows` and the columns `cols`.
fn cropped(maze: &Maze, rows: std::ops::Range<usize>, cols: std::ops::Range<usize>) -> Maze {
    let open = rows
        .clone()
        .flat_map(|r| cols.clone().map(move |c| (r, c)))
        .map(|(r, c)| maze.open[r * maze.m + c])
        .collect();
    Maze {
        n: rows.len(),
        m: cols.len(),
        open,
    }
}

/// Smaller mazes: each component alone in its bounding box (smallest first), halves, the maze
/// without one row or one column, then with one open cell closed.
fn shrink(input: &str) -> Vec<String> {
    let maze = Maze::parse(input);
    let (n, m) = (maze.n, maze.m);
    let mut candidates = Candidates::default();
    let mut components = maze.components();
    if components.len() > 1 {
        components.sort_by_key(Vec::len);
        for cells in &components {
            let rows = cells.iter().map(|&v| v / m);
            let cols = cells.iter().map(|&v| v % m);
            let (r0, r1) = (rows.clone().min().unwrap(), rows.max().unwrap());
            let (c0, c1) = (cols.clone().min().unwrap(), cols.max().unwrap());
            let mut alone = Maze {
                n,
                m,
                open: vec![false; n * m],
            };
            for &v in cells {
                alone.open[v] = true;
            }
            candidates.push(|| cropped(&alone, r0..r1 + 1, c0..c1 + 1).input());
        }
    }
    if n > 1 {
        candidates.push(|| cropped(&maze, 0..n / 2, 0..m).input());
        candidates.push(|| cropped(&maze, n / 2..n, 0..m).input());
    }
    if m > 1 {
        candidates.push(|| cropped(&maze, 0..n, 0..m / 2).input());
        candidates.push(|| cropped(&maze, 0..n, m / 2..m).input());
    }
    for r in (0..n).filter(|_| n > 1) {
        let rows: Vec<usize> = (0..n).filter(|&i| i != r).collect();
        candidates.push(|| {
            let open = rows
                .iter()
                .flat_map(|&i| maze.open[i * m..(i + 1) * m].to_vec())
                .collect();
            Maze { n: n - 1, m, open }.input()
        });
    }
    for c in (0..m).filter(|_| m > 1) {
        candidates.push(|| {
            let open = (0..n * m)
                .filter(|v| v % m != c)
                .map(|v| maze.open[v])
                .collect();
            Maze { n, m: m - 1, open }.input()
        });
    }
    for v in (0..n * m).filter(|&v| maze.open[v]) {
        candidates.push(|| {
            let mut closed = maze.clone();
            closed.open[v] = false;
            closed.input()
        });
    }
    candidates.into_vec()
}

/// The 100×100 mazes at the limits: all open, all open but one cell, a snake, random, a tree.
fn max_inputs() -> Vec<MaxInput> {
    let side = MAX_SIDE;
    let all_open = Maze {
        n: side,
        m: side,
        open: vec![true; side * side],
    };
    let mut one_closed = all_open.clone();
    one_closed.open[0] = false;
    // rows 0, 2, 4, … open; row 2k+1 < 99 open only at its right end for even k, at its left for
    // odd k; row 99 closed
    let snake = Maze {
        n: side,
        m: side,
        open: (0..side * side)
            .map(|v| {
                let (r, c) = (v / side, v % side);
                r % 2 == 0 || (r + 1 < side && c == if r % 4 == 1 { side - 1 } else { 0 })
            })
            .collect(),
    };
    let mut rng = Rng::new(4055);
    let random = Maze {
        n: side,
        m: side,
        open: (0..side * side).map(|_| rng.chance(3, 5)).collect(),
    };
    let tree = grown_maze(&mut rng, (side, side), 100, usize::MAX, true);
    vec![
        MaxInput {
            label: "100×100, every cell open (a perfect matching: LOSE)",
            input: all_open.input(),
        },
        MaxInput {
            label: "100×100, every cell open but (1, 1): 5000 winning starts",
            input: one_closed.input(),
        },
        MaxInput {
            label: "100×100 snake: one corridor of 5049 cells",
            input: snake.input(),
        },
        MaxInput {
            label: "100×100, each cell open with probability 3/5",
            input: random.input(),
        },
        MaxInput {
            label: "100×100 random tree of open cells (no cycle)",
            input: tree.input(),
        },
    ]
}

/// The maze of the figure: a component of 45 cells (corridors, cycles, blocks, dead ends) and one
/// of 5.
const FIGURE_MAZE: &str = "7 12\n\
.##.....#...\n\
...#.#..#.#.\n\
#.##.#....#.\n\
####.###.###\n\
..#..#...#..\n\
..#.##.#.#..\n\
#...#..#...#\n";

/// The figure's maze with every open cell coloured by who wins when AA puts the token there, from
/// the game search.
fn figure() -> String {
    let maze = Maze::parse(FIGURE_MAZE);
    let starts = winning_starts_brute(&maze).expect("the figure's maze is in reach");
    let cell = 40.0;
    let (left, top) = (40.0, 110.0);
    let mut svg = Svg::page(
        (
            left * 2.0 + cell * maze.m as f64,
            top + cell * maze.n as f64 + 30.0,
        ),
        "Where AA should put the token (the game search)",
        &[
            (Swatch::Cell(LOSE), "AA wins: YY, to move, loses"),
            (Swatch::Cell(WIN), "YY wins"),
            (Swatch::Cell(FAINT), "# (no entry)"),
        ],
    );
    let grid = plan_kit::svg::Grid {
        left,
        top,
        cell,
        cols: maze.m,
        rows: maze.n,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let at = |col: usize, row: usize| row * maze.m + col;
    grid.cells(
        &mut svg,
        |col, row| {
            let v = at(col, row);
            Some(if !maze.open[v] {
                FAINT
            } else if starts.binary_search(&v).is_ok() {
                LOSE
            } else {
                WIN
            })
        },
        |col, row| {
            let v = at(col, row);
            maze.open[v].then(|| format!("{},{}", row + 1, col + 1))
        },
    );
    let (w, h) = grid.size();
    svg.frame(left, top, w, h, INK, 1.0);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn maze(rows: &[&str]) -> String {
        format!("{} {}\n{}\n", rows.len(), rows[0].len(), rows.join("\n"))
    }

    #[test]
    fn the_search_answers_the_sample_and_games_checked_by_hand() {
        let sample = maze(&[".##", "...", "#.#"]);
        assert_eq!(sample, "3 3\n.##\n...\n#.#\n");
        assert_eq!(oracle(&sample).as_deref(), Some("WIN\n2 3\n3 2\n"));
        // a lone cell: YY cannot move, AA (who placed the token) moved last
        assert_eq!(oracle(&maze(&["."])).as_deref(), Some("WIN\n1 1\n"));
        assert_eq!(oracle(&maze(&["#"])).as_deref(), Some("LOSE\n"));
        // two cells: YY moves to the other one and AA is stuck
        assert_eq!(oracle(&maze(&[".."])).as_deref(), Some("LOSE\n"));
        // a corridor of three: from an end YY must go to the middle, AA to the other end
        assert_eq!(oracle(&maze(&["..."])).as_deref(), Some("WIN\n1 1\n1 3\n"));
        // a 2×2 cycle: YY, AA, YY each enter one cell and AA is stuck
        assert_eq!(oracle(&maze(&["..", ".."])).as_deref(), Some("LOSE\n"));
        // two components: a corridor of two (lost) and a lone cell (won)
        assert_eq!(oracle(&maze(&["..#."])).as_deref(), Some("WIN\n1 4\n"));
    }

    #[test]
    fn the_search_gives_up_beyond_its_reach() {
        let open = |n: usize, m: usize| {
            Maze {
                n,
                m,
                open: vec![true; n * m],
            }
            .input()
        };
        assert!(oracle(&open(4, 4)).is_some());
        assert_eq!(oracle(&open(12, 11)), None, "a component of 132 cells");
        assert_eq!(
            oracle(&open(8, 8)),
            None,
            "a full 8×8 block is beyond the budget"
        );
        assert!(
            oracle(&open(1, 100)).is_some(),
            "a corridor has few positions"
        );
    }

    /// The cells that some maximum matching of the maze's graph misses, by trying every set of
    /// edges.
    fn missed_by_some_maximum_matching(maze: &Maze) -> Vec<usize> {
        let cells = maze.n * maze.m;
        let edges: Vec<(usize, usize)> = (0..cells)
            .filter(|&v| maze.open[v])
            .flat_map(|v| maze.neighbours(v).into_iter().map(move |w| (v, w)))
            .filter(|&(v, w)| v < w)
            .collect();
        let mut best = 0;
        let mut missed = vec![false; cells];
        for subset in 0u32..1 << edges.len() {
            let mut used = vec![false; cells];
            let chosen = edges
                .iter()
                .enumerate()
                .filter(|&(i, _)| subset >> i & 1 == 1);
            let mut is_matching = true;
            for (_, &(v, w)) in chosen {
                if used[v] || used[w] {
                    is_matching = false;
                    break;
                }
                used[v] = true;
                used[w] = true;
            }
            let size = subset.count_ones();
            if !is_matching || size < best {
                continue;
            }
            if size > best {
                best = size;
                missed = vec![false; cells];
            }
            for v in (0..cells).filter(|&v| maze.open[v] && !used[v]) {
                missed[v] = true;
            }
        }
        (0..cells).filter(|&v| missed[v]).collect()
    }

    #[test]
    fn the_claim_holds_on_every_maze_of_at_most_nine_cells() {
        let mut checked = 0;
        for (n, m) in exhaustive_shapes().into_iter().filter(|&(n, m)| n * m <= 9) {
            for bits in 0u32..1 << (n * m) {
                let open = (0..n * m).map(|i| bits >> i & 1 == 1).collect();
                let maze = Maze { n, m, open };
                assert_eq!(
                    winning_starts_brute(&maze).unwrap(),
                    missed_by_some_maximum_matching(&maze),
                    "{}",
                    maze.input()
                );
                checked += 1;
            }
        }
        // 1×1, 1×2, 2×1, 1×3, 3×1, 1×4, 2×2, 4×1, 2×3, 3×2, 2×4, 4×2, 3×3
        assert_eq!(
            checked,
            2 + 4 + 4 + 8 + 8 + 16 + 16 + 16 + 64 + 64 + 256 + 256 + 512
        );
    }

    #[test]
    fn the_validator_takes_exactly_the_statement() {
        assert_eq!(validate("3 3\n.##\n...\n#.#\n"), Ok(()));
        assert_eq!(validate("1 1\n#\n"), Ok(()));
        for bad in [
            "0 1\n\n",
            "1 101\n",
            "2 2\n..\n",
            "1 2\n...\n",
            "1 2\n.\n",
            "1 2\n.x\n",
            "1 2\n. \n",
            "1 2\n..",
            "1 2\n..\n..\n",
            "1  2\n..\n",
            "1 2\r\n..\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn every_planned_input_is_valid_and_in_reach() {
        assert_eq!(exhaustive_inputs().len(), 9418);
        plan_kit::testing::assert_plan_reaches(&SPEC);
        assert!(oracle(&Maze::parse(FIGURE_MAZE).input()).is_some());
    }

    #[test]
    fn grown_mazes_keep_their_caps() {
        let mut rng = Rng::new(7);
        for _ in 0..20 {
            let blobs = grown_maze(&mut rng, (30, 40), 80, 10, false);
            assert!(blobs.components().iter().all(|c| c.len() <= 10));
            let forest = grown_maze(&mut rng, (30, 40), 100, 128, true);
            for cells in forest.components() {
                assert!(cells.len() <= 128);
                // a tree: one edge fewer than cells
                let degrees: usize = cells.iter().map(|&v| forest.neighbours(v).len()).sum();
                assert_eq!(degrees, 2 * (cells.len() - 1));
            }
        }
    }

    #[test]
    fn shrinking_starts_with_the_components_alone() {
        let input = maze(&["..#.", "#.#.", "....", "#..#"]);
        let shrunk = shrink(&maze(&[".#.", "##.", "..."]));
        assert_eq!(shrunk[0], "1 1\n.\n");
        assert!(shrunk.contains(&"3 2\n..\n#.\n..\n".to_owned()));
        let shrunk = shrink(&input);
        assert!(shrunk.iter().all(|c| c != &input));
        assert!(shrunk.contains(&"4 3\n..#\n#.#\n...\n#..\n".to_owned()));
    }
}
