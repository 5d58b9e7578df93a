//! The jury: the protocol, and the strategies it plays.

use super::parse_input;
use super::rules::{SEARCH_N, at, colour_wins, neighbours};
use plan_kit::interactive::{Fault, Jury, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::tokens::integers;

pub(super) const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "a colour that wins by the search (n ≤ 3) or by a cell left one colour (n ≥ 4, \
                searched one reply deep) whenever there is one; else the colour that leaves Bob \
                the fewest tokens that are safe and leave every empty cell two colours, ties at \
                random",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "greedy",
        about: "the colour that leaves Bob the fewest conflict-free tokens, ties at random",
        start: |input, seed| start(input, Tactic::Greedy, seed),
    },
    Strategy {
        name: "list",
        about: "the input's list, leaving it only for a colour that wins (by the same search \
                as optimal) when the list's colour does not",
        start: |input, seed| start(input, Tactic::List, seed),
    },
    Strategy {
        name: "random",
        about: "a uniform colour each turn",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
    Strategy {
        name: "echo",
        about: "the colour of Bob's last token (the list's first colour at the start)",
        start: |input, seed| start(input, Tactic::Echo, seed),
    },
    Strategy {
        name: "phases",
        about: "the list's first colour for the first ⌊n²/2⌋ turns, then its last colour",
        start: |input, seed| start(input, Tactic::Phases, seed),
    },
    Strategy {
        name: "constant",
        about: "the list's first colour, every turn",
        start: |input, seed| start(input, Tactic::Constant, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy)]
pub(super) enum Tactic {
    Optimal,
    Greedy,
    List,
    Random,
    Echo,
    Phases,
    Constant,
}

/// The bit of colour `c` in a set of colours.
pub(super) fn bit(c: u8) -> u8 {
    1 << c
}

/// The colours of a set, in order.
pub(super) fn colours_of(set: u8) -> impl Iterator<Item = u8> {
    (1..=3).filter(move |&c| set & bit(c) != 0)
}

/// The grid and what Alice's choices need of it, kept up to date token by token: for every empty
/// cell the colours its neighbours hold, the colours that are *safe* there (no neighbour holds
/// them) and *good* there (safe, and after them every empty neighbour still sees one colour at
/// most), with their counts over the empty cells; and the cells that became *pinned* (empty, their
/// neighbours holding two colours or more), in the order they did.
pub(super) struct Board {
    pub n: usize,
    /// cells[p] = the colour at p, 0 if empty
    pub cells: Vec<u8>,
    /// near[p][c] = how many neighbours of p hold colour c
    pub(super) near: Vec<[u8; 4]>,
    pub filled: usize,
    /// safe_count[c] = empty cells where c is safe
    pub(super) safe_count: [usize; 4],
    /// good[p] = the set of colours good at p (0 for a filled cell)
    pub(super) good: Vec<u8>,
    /// good_count[c] = empty cells where c is good
    pub(super) good_count: [usize; 4],
    pub(super) pins: Vec<usize>,
    /// pins[..first_pin] are filled
    pub(super) first_pin: usize,
}

impl Board {
    /// The empty n×n grid.
    pub fn new(n: usize) -> Board {
        let mut board = Board {
            n,
            cells: vec![0; n * n],
            near: vec![[0; 4]; n * n],
            filled: 0,
            safe_count: [0, n * n, n * n, n * n],
            good: vec![0; n * n],
            good_count: [0; 4],
            pins: Vec::new(),
            first_pin: 0,
        };
        for p in 0..n * n {
            board.regood(p);
        }
        board
    }

    /// The set of colours the neighbours of `p` hold.
    pub fn seen(&self, p: usize) -> u8 {
        colours_of(0b1110).fold(0, |set, c| {
            if self.near[p][c as usize] > 0 {
                set | bit(c)
            } else {
                set
            }
        })
    }

    /// The set of colours safe at the empty cell `p`.
    pub fn safe_at(&self, p: usize) -> u8 {
        0b1110 & !self.seen(p)
    }

    /// The set of good colours at `p`, computed afresh from the grid.
    pub fn good_at(&self, p: usize) -> u8 {
        if self.cells[p] != 0 {
            return 0;
        }
        colours_of(self.safe_at(p))
            .filter(|&c| {
                neighbours(self.n, p)
                    .filter(|&q| self.cells[q] == 0)
                    .all(|q| self.seen(q) & !bit(c) == 0)
            })
            .fold(0, |set, c| set | bit(c))
    }

    fn regood(&mut self, p: usize) {
        for c in colours_of(self.good[p]) {
            self.good_count[c as usize] -= 1;
        }
        self.good[p] = self.good_at(p);
        for c in colours_of(self.good[p]) {
            self.good_count[c as usize] += 1;
        }
    }

    /// A neighbour of the empty cell `p` holding colour `c`, if any: placing `c` there is a
    /// conflict.
    pub fn clash(&self, p: usize, c: u8) -> Option<usize> {
        neighbours(self.n, p).find(|&q| self.cells[q] == c)
    }

    /// Puts colour `b` on the empty cell `p` (no conflict: the referee has checked).
    pub fn place(&mut self, p: usize, b: u8) {
        for c in colours_of(self.safe_at(p)) {
            self.safe_count[c as usize] -= 1;
        }
        self.cells[p] = b;
        self.filled += 1;
        for q in neighbours(self.n, p).collect::<Vec<_>>() {
            let before = self.seen(q);
            self.near[q][b as usize] += 1;
            if self.cells[q] == 0 && before & bit(b) == 0 {
                self.safe_count[b as usize] -= 1;
                if before.count_ones() == 1 {
                    self.pins.push(q);
                }
            }
        }
        let (n, i, j) = (self.n as i64, (p / self.n) as i64, (p % self.n) as i64);
        for di in -2i64..=2 {
            let reach = 2 - di.abs();
            for dj in -reach..=reach {
                let (x, y) = (i + di, j + dj);
                if (0..n).contains(&x) && (0..n).contains(&y) {
                    self.regood((x * n + y) as usize);
                }
            }
        }
    }

    /// The first cell that became pinned and is still empty, if any.
    pub fn live_pin(&mut self) -> Option<usize> {
        while self.first_pin < self.pins.len() && self.cells[self.pins[self.first_pin]] != 0 {
            self.first_pin += 1;
        }
        self.pins.get(self.first_pin).copied()
    }

    /// How many tokens (cell, b ≠ a) Bob may put without a conflict after Alice names `a`.
    pub fn safe_replies(&self, a: u8) -> usize {
        (1..=3u8)
            .filter(|&c| c != a)
            .map(|c| self.safe_count[c as usize])
            .sum()
    }

    /// How many good tokens (cell, b ≠ a) Bob has after Alice names `a`.
    pub fn good_replies(&self, a: u8) -> usize {
        (1..=3u8)
            .filter(|&c| c != a)
            .map(|c| self.good_count[c as usize])
            .sum()
    }

    /// The position's code for the search: Σ cells[p]·4^p.
    pub fn code(&self) -> usize {
        self.cells
            .iter()
            .rev()
            .fold(0, |code, &c| code * 4 + c as usize)
    }

    /// The colours with which Alice wins now, by the search for n ≤ 3; for larger n, the one
    /// colour left for a pinned cell (every colour if none is), else the colours after which every
    /// token of Bob is a conflict or pins a cell.
    pub fn winning_colours(&mut self) -> Vec<u8> {
        if self.n <= SEARCH_N {
            let code = self.code();
            return (1..=3).filter(|&a| colour_wins(self.n, code, a)).collect();
        }
        if let Some(p) = self.live_pin() {
            return match colours_of(self.safe_at(p)).next() {
                Some(c) => vec![c],
                None => vec![1, 2, 3],
            };
        }
        (1..=3).filter(|&a| self.good_replies(a) == 0).collect()
    }
}

/// One game: the board, the input's list, the colour Alice named this turn (waiting for Bob's
/// token), the colour of Bob's last token.
struct Game {
    board: Board,
    list: Vec<u8>,
    named: Option<u8>,
    last: u8,
    turns: usize,
    over: bool,
    strategy: Tactic,
    rng: Rng,
}

/// Reads `b i j`: three integers separated by blanks, or says the line is not that.
fn parse_token(line: &str) -> Result<[i64; 3], Fault> {
    let not = || Fault::malformed(format!("{line:?} is not three integers `b i j`"));
    let [b, i, j] = integers(line).ok_or_else(not)?;
    let narrow = |v: i128| i64::try_from(v).map_err(|_| not());
    Ok([narrow(b)?, narrow(i)?, narrow(j)?])
}

impl Game {
    /// Why Bob's token `b` at (i, j) is refused or loses after Alice named `a`, if it is.
    fn refuse(&self, a: u8, [b, i, j]: [i64; 3]) -> Option<String> {
        let n = self.board.n;
        if !(1..=3).contains(&b) {
            return Some(format!("colour {b} is not 1, 2 or 3"));
        }
        if b == i64::from(a) {
            return Some(format!(
                "colour {b} is the colour Alice named: b must differ from a = {a}"
            ));
        }
        if !(1..=n as i64).contains(&i) || !(1..=n as i64).contains(&j) {
            return Some(format!("({i}, {j}) is not a cell of the {n}×{n} grid"));
        }
        let p = (i as usize - 1) * n + j as usize - 1;
        if self.board.cells[p] != 0 {
            return Some(format!(
                "cell ({i}, {j}) already holds colour {}",
                self.board.cells[p]
            ));
        }
        self.board.clash(p, b as u8).map(|q| {
            let (x, y) = at(n, q);
            format!(
                "colour {b} at ({i}, {j}) touches the {b} at ({x}, {y}): a conflict on turn {} \
                 of {}, Alice wins",
                self.turns + 1,
                n * n
            )
        })
    }

    /// The colour of the most frequent count in `score` (higher is better for Alice), ties at
    /// random.
    fn best_of(&mut self, score: impl Fn(&Board, u8) -> usize) -> u8 {
        let scores: Vec<usize> = (1..=3).map(|a| score(&self.board, a)).collect();
        let best = *scores.iter().max().expect("three colours");
        let ties: Vec<u8> = (1..=3)
            .filter(|&a| scores[a as usize - 1] == best)
            .collect();
        ties[self.rng.below(ties.len())]
    }

    /// Alice's colour now, by the strategy.
    fn colour(&mut self) -> u8 {
        let n = self.board.n;
        match self.strategy {
            Tactic::Optimal => {
                let wins = self.board.winning_colours();
                if wins.is_empty() {
                    self.best_of(|board, a| usize::MAX - board.good_replies(a))
                } else {
                    wins[self.rng.below(wins.len())]
                }
            }
            Tactic::Greedy => self.best_of(|board, a| usize::MAX - board.safe_replies(a)),
            Tactic::List => {
                let listed = self.list[self.turns];
                let wins = self.board.winning_colours();
                if wins.is_empty() || wins.contains(&listed) {
                    listed
                } else {
                    wins[0]
                }
            }
            Tactic::Random => self.rng.range(1, 3) as u8,
            Tactic::Echo => self.last,
            Tactic::Phases => {
                if self.turns < n * n / 2 {
                    self.list[0]
                } else {
                    self.list[n * n - 1]
                }
            }
            Tactic::Constant => self.list[0],
        }
    }
}

impl Jury for Game {
    fn open(&mut self) -> Vec<String> {
        vec![self.board.n.to_string()]
    }

    fn turn(&self) -> Turn {
        match (self.over, self.named) {
            (true, _) => Turn::Over,
            (false, None) => Turn::Jury,
            (false, Some(_)) => Turn::Program,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        let a = self.named.expect("Bob answers a colour");
        let token = parse_token(line)?;
        if let Some(why) = self.refuse(a, token) {
            return Err(Fault::wrong(why));
        }
        let [b, i, j] = token.map(|v| v as usize);
        self.board.place((i - 1) * self.board.n + j - 1, b as u8);
        self.last = b as u8;
        self.named = None;
        self.turns += 1;
        if self.board.filled == self.board.n * self.board.n {
            self.over = true;
        }
        Ok(Vec::new())
    }

    fn choose(&mut self) -> String {
        self.colour().to_string()
    }

    fn moves(&self) -> Vec<String> {
        vec!["1".to_owned(), "2".to_owned(), "3".to_owned()]
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        match line {
            "1" | "2" | "3" => {
                self.named = Some(line.parse().expect("a digit"));
                Ok(vec![line.to_owned()])
            }
            _ => Err(format!("{line:?} is not a colour 1, 2 or 3")),
        }
    }

    fn picture(&self) -> String {
        let n = self.board.n;
        let mut lines = Vec::new();
        if n <= 20 {
            for row in self.board.cells.chunks(n) {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&c| match c {
                        0 => ".".to_owned(),
                        c => c.to_string(),
                    })
                    .collect();
                lines.push(cells.join(" "));
            }
        }
        let named = self
            .named
            .map_or_else(String::new, |a| format!(", Alice named {a}"));
        lines.push(format!(
            "{n}×{n} grid, tokens placed: {} of {}{named}",
            self.board.filled,
            n * n
        ));
        lines.join("\n")
    }
}

pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    let (n, list) = parse_input(input);
    Box::new(Game {
        board: Board::new(n),
        last: list[0],
        list,
        named: None,
        turns: 0,
        over: false,
        strategy,
        rng: Rng::new(seed),
    })
}
