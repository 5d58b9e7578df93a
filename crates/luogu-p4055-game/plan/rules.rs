//! The game and the oracle: the rules, searched.

use super::MAX_COMPONENT;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use plan_kit::search::WinLose;
use std::fmt::Write;

/// The most positions the search decides for one input.
const BUDGET: usize = 4_000_000;

/// A maze: n rows of m cells, `open[r·m + c]` iff the cell (r, c) is `.` (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Maze {
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
pub(super) const NOTATION: &str = "the cell the token goes to (first: where AA puts it), row and column \
                        from 1: `2 3`";

/// The cells from which AA wins (YY, to move first, loses), in row-major order, by the kit's
/// win/lose search of [`MazeGame`] from each start; `None` if a component has more than
/// `MAX_COMPONENT` cells or the search more than `BUDGET` positions. One search per component
/// (the token never leaves its component), all within one budget: the kit's [`WinLose`] over the
/// game's moves (unnamed, as [`MazeGame::steps`] lists them), which tells how many positions it
/// decided (its `Searcher` does not).
pub(super) fn winning_starts_brute(maze: &Maze) -> Option<Vec<usize>> {
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
pub(super) fn games(input: &str) -> Games {
    let game = MazeGame::new(&Maze::parse(input));
    Games::new(
        game.into_iter()
            .map(|game| Games::case(game, Token::Unplaced, PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as a result: AA, first to move (he puts the token), wins iff he has a
/// winning start.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
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
pub(super) fn oracle(input: &str) -> Option<String> {
    let maze = Maze::parse(input);
    winning_starts_brute(&maze).map(|starts| output_of(&starts, maze.m))
}
