//! Codeforces 1503B 3-Coloring (interactive). The jury is Alice: it prints n, then a colour each
//! turn, and referees Bob's tokens. Its judgement of a position comes from the rules alone: for
//! n ≤ 3 a search of every position of the grid (Alice names a colour, Bob answers with any
//! token; a conflict is Alice's win, a full grid Bob's), for larger n the rule "an empty cell whose
//! neighbours hold two different colours is lost for Bob" (Alice names the one colour left for it
//! until Bob must fill it; checked against the search on every position of n ≤ 3), searched one
//! reply deep. The input is the hack format: n, then a list of Alice's colours, which the `list`
//! strategy follows except where leaving it wins (as the statement's interactor does).

use plan_kit::interactive::{Fault, Interactive, Jury, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, FAINT, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_value};
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "cf1503b-3-coloring",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every list of Alice's colours for n = 2 (81 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n = size + 1 (2..=100), a uniform list of colours",
            generate: random_list,
            max_size: MAX_N - 1,
            cases: 12,
        },
        Generator {
            name: "n = size + 1, a patterned list: one colour, two phases or a short period",
            generate: patterned_list,
            max_size: MAX_N - 1,
            cases: 12,
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

/// The statement's limits: 2 ≤ n ≤ `MAX_N`.
const MAX_N: usize = 100;

/// The largest n whose every position the search visits (4^9 codes).
const SEARCH_N: usize = 3;

const STRATEGIES: &[Strategy] = &[
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
enum Tactic {
    Optimal,
    Greedy,
    List,
    Random,
    Echo,
    Phases,
    Constant,
}

/// `Ok` iff `input` is `n` (2..=100) on a line, then n² colours in 1..=3 on one line.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(2, MAX_N, "n")?;
    v.eoln()?;
    v.u64_line(n * n, 1, 3, "a")?;
    v.eof()
}

/// n and Alice's list of an input.
fn parse_input(input: &str) -> (usize, Vec<u8>) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    (n, tokens.many(n * n))
}

/// The input of `n` and `list`.
fn input_of(n: usize, list: &[u8]) -> String {
    let colours: Vec<String> = list.iter().map(u8::to_string).collect();
    format!("{n}\n{}\n", colours.join(" "))
}

/// The bit of colour `c` in a set of colours.
fn bit(c: u8) -> u8 {
    1 << c
}

/// The colours of a set, in order.
fn colours_of(set: u8) -> impl Iterator<Item = u8> {
    (1..=3).filter(move |&c| set & bit(c) != 0)
}

/// The cells edge-adjacent to cell `p` (row-major, 0-based) of an n×n grid.
fn neighbours(n: usize, p: usize) -> impl Iterator<Item = usize> {
    let (i, j) = (p / n, p % n);
    let up = (i > 0).then(|| p - n);
    let down = (i + 1 < n).then_some(p + n);
    let left = (j > 0).then(|| p - 1);
    let right = (j + 1 < n).then_some(p + 1);
    [up, down, left, right].into_iter().flatten()
}

/// The grid and what Alice's choices need of it, kept up to date token by token: for every empty
/// cell the colours its neighbours hold, the colours that are *safe* there (no neighbour holds
/// them) and *good* there (safe, and after them every empty neighbour still sees one colour at
/// most), with their counts over the empty cells; and the cells that became *pinned* (empty, their
/// neighbours holding two colours or more), in the order they did.
struct Board {
    pub n: usize,
    /// cells[p] = the colour at p, 0 if empty
    pub cells: Vec<u8>,
    /// near[p][c] = how many neighbours of p hold colour c
    near: Vec<[u8; 4]>,
    pub filled: usize,
    /// safe_count[c] = empty cells where c is safe
    safe_count: [usize; 4],
    /// good[p] = the set of colours good at p (0 for a filled cell)
    good: Vec<u8>,
    /// good_count[c] = empty cells where c is good
    good_count: [usize; 4],
    pins: Vec<usize>,
    /// pins[..first_pin] are filled
    first_pin: usize,
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

/// The digit of cell `p` in the code of a position.
fn digit(code: usize, p: usize) -> u8 {
    ((code >> (2 * p)) & 3) as u8
}

/// Whether colour `c` at the empty cell `p` of the position `code` is a conflict.
fn clashes(n: usize, code: usize, p: usize, c: u8) -> bool {
    neighbours(n, p).any(|q| digit(code, q) == c)
}

/// wins[code] = Alice, to name a colour, wins from the position `code` of the n×n grid, for every
/// position of n ≤ 3 without a conflict: a search from the rules, children (one more token, a
/// larger code) before parents.
fn search_table(n: usize) -> &'static [bool] {
    static TABLES: [OnceLock<Vec<bool>>; SEARCH_N + 1] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    assert!(
        (2..=SEARCH_N).contains(&n),
        "the search covers n ≤ {SEARCH_N}"
    );
    TABLES[n].get_or_init(|| {
        let size = 1usize << (2 * n * n);
        let mut wins = vec![false; size];
        for code in (0..size).rev() {
            wins[code] = (1..=3).any(|a| colour_wins_in(&wins, n, code, a));
        }
        wins
    })
}

/// Whether naming `a` wins for Alice at `code`: every token Bob may put (an empty cell, b ≠ a)
/// is a conflict or leads to a position Alice wins; false on a full grid.
fn colour_wins_in(wins: &[bool], n: usize, code: usize, a: u8) -> bool {
    let empty: Vec<usize> = (0..n * n).filter(|&p| digit(code, p) == 0).collect();
    !empty.is_empty()
        && empty.iter().all(|&p| {
            (1..=3u8)
                .filter(|&b| b != a)
                .all(|b| clashes(n, code, p, b) || wins[code + ((b as usize) << (2 * p))])
        })
}

/// Whether naming `a` wins for Alice at the position `code` of the n×n grid (n ≤ 3), by search.
fn colour_wins(n: usize, code: usize, a: u8) -> bool {
    colour_wins_in(search_table(n), n, code, a)
}

/// Whether Alice, to name a colour, wins from the position `code` (n ≤ 3), by search.
fn alice_wins(n: usize, code: usize) -> bool {
    search_table(n)[code]
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

/// The 1-based (row, column) of cell `p`.
fn at(n: usize, p: usize) -> (usize, usize) {
    (p / n + 1, p % n + 1)
}

/// Reads `b i j`: three integers separated by blanks, or says the line is not that.
fn parse_token(line: &str) -> Result<[i64; 3], Fault> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    let integer = |t: &str| {
        let digits = t.strip_prefix('-').unwrap_or(t);
        (!digits.is_empty() && digits.len() <= 18 && digits.bytes().all(|d| d.is_ascii_digit()))
            .then(|| t.parse::<i64>().expect("digits"))
    };
    match tokens[..] {
        [b, i, j] => match (integer(b), integer(i), integer(j)) {
            (Some(b), Some(i), Some(j)) => Ok([b, i, j]),
            _ => Err(Fault::malformed(format!(
                "{line:?} is not three integers `b i j`"
            ))),
        },
        _ => Err(Fault::malformed(format!(
            "{line:?} is not three integers `b i j`"
        ))),
    }
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

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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

/// Every list of colours for n = 2.
fn exhaustive_inputs() -> Vec<String> {
    (0..81)
        .map(|k: u32| {
            let list: Vec<u8> = (0..4).map(|t| (k / 3u32.pow(t) % 3) as u8 + 1).collect();
            input_of(2, &list)
        })
        .collect()
}

/// n = size + 1, every colour uniform.
fn random_list(rng: &mut Rng, size: usize) -> String {
    let n = size + 1;
    let list: Vec<u8> = (0..n * n).map(|_| rng.range(1, 3) as u8).collect();
    input_of(n, &list)
}

/// n = size + 1: one colour throughout, two colours in two phases split at random, or a random
/// pattern of period 2 to 4 repeated.
fn patterned_list(rng: &mut Rng, size: usize) -> String {
    let n = size + 1;
    let colour = |rng: &mut Rng| rng.range(1, 3) as u8;
    let list: Vec<u8> = match rng.below(3) {
        0 => vec![colour(rng); n * n],
        1 => {
            let (first, second) = (colour(rng), colour(rng));
            let split = rng.below(n * n + 1);
            (0..n * n)
                .map(|t| if t < split { first } else { second })
                .collect()
        }
        _ => {
            let length = rng.range(2, 4);
            let period: Vec<u8> = (0..length).map(|_| colour(rng)).collect();
            (0..n * n).map(|t| period[t % period.len()]).collect()
        }
    };
    input_of(n, &list)
}

/// A smaller n (the list cut to its first n² colours), then the list with its second half, its
/// last quarter or one colour set to 1.
fn shrink(input: &str) -> Vec<String> {
    let (n, list) = parse_input(input);
    let mut candidates: Vec<String> = shrink_value(n as u64, 2)
        .into_iter()
        .map(|m| input_of(m as usize, &list[..(m * m) as usize]))
        .collect();
    let len = list.len();
    for from in [len / 2, len - len / 4] {
        let mut ones = list.clone();
        ones[from..].fill(1);
        candidates.push(input_of(n, &ones));
    }
    if let Some(t) = list.iter().position(|&c| c != 1) {
        let mut lowered = list.clone();
        lowered[t] = 1;
        candidates.push(input_of(n, &lowered));
    }
    candidates.retain(|c| c != input);
    candidates
}

/// n = 100 with a uniform list, one colour, and the two phases; n = 99 (the classes differ in
/// size) with a uniform list.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1503);
    let uniform = |rng: &mut Rng, n: usize| -> Vec<u8> {
        (0..n * n).map(|_| rng.range(1, 3) as u8).collect()
    };
    let cells = MAX_N * MAX_N;
    let phases: Vec<u8> = (0..cells)
        .map(|t| if t < cells / 2 { 1 } else { 2 })
        .collect();
    vec![
        MaxInput {
            label: "n=100, a uniform list",
            input: input_of(MAX_N, &uniform(&mut rng, MAX_N)),
        },
        MaxInput {
            label: "n=100, all 1",
            input: input_of(MAX_N, &vec![1; cells]),
        },
        MaxInput {
            label: "n=100, 1 then 2",
            input: input_of(MAX_N, &phases),
        },
        MaxInput {
            label: "n=99, a uniform list",
            input: input_of(MAX_N - 1, &uniform(&mut rng, MAX_N - 1)),
        },
    ]
}

/// What the search says of Bob's second token on the 3×3 grid, the first being `first` (a
/// colour at a cell): for every cell and colour, `None` if the token is not possible there (the
/// cell is taken or the token is a conflict), else whether Alice then wins.
fn second_token(first: (usize, u8)) -> Vec<[Option<bool>; 3]> {
    let n = SEARCH_N;
    let code = (first.1 as usize) << (2 * first.0);
    (0..n * n)
        .map(|p| {
            [1u8, 2, 3].map(|c| {
                (digit(code, p) == 0 && !clashes(n, code, p, c))
                    .then(|| alice_wins(n, code + ((c as usize) << (2 * p))))
            })
        })
        .collect()
}

/// 3-Coloring: on the 3×3 grid, Bob's first token 1 at the centre (top row) or at a corner
/// (bottom row); each panel shows, for his second token's colour, the cells where it hands Alice
/// a win by the search.
fn figure() -> String {
    let cell = 36.0;
    let side = 3.0 * cell;
    let (left, top, gap, row_gap) = (40.0, 140.0, 80.0, 80.0);
    let mut svg = Svg::page(
        (
            left + 3.0 * side + 2.0 * gap + 30.0,
            top + 2.0 * side + row_gap + 40.0,
        ),
        "3-Coloring on 3×3: where Bob's second token loses",
        &[
            (Swatch::Cell(LOSE), "Alice then wins"),
            (Swatch::Cell(WIN), "Bob still wins"),
            (Swatch::Cell(FAINT), "no token there (taken, or a conflict)"),
        ],
    );
    for (row, (first, name)) in [
        ((4, 1u8), "first token 1 at the centre"),
        ((0, 1u8), "first token 1 at a corner"),
    ]
    .into_iter()
    .enumerate()
    {
        let outcomes = second_token(first);
        let y0 = top + row as f64 * (side + row_gap);
        svg.text((left, y0 - 34.0), 14.0, Anchor::Start, INK, name);
        for c in 1..=3u8 {
            let x0 = left + (c as f64 - 1.0) * (side + gap);
            svg.text(
                (x0 + side / 2.0, y0 - 10.0),
                12.0,
                Anchor::Middle,
                INK,
                &format!("second token {c}"),
            );
            for (p, outcome) in outcomes.iter().enumerate() {
                let (x, y) = (x0 + (p % 3) as f64 * cell, y0 + (p / 3) as f64 * cell);
                let fill = match outcome[c as usize - 1] {
                    Some(true) => LOSE,
                    Some(false) => WIN,
                    None => FAINT,
                };
                svg.rect(x, y, cell, cell, fill);
                svg.frame(x, y, cell, cell, INK, 0.5);
                if p == first.0 {
                    svg.text(
                        (x + cell / 2.0, y + cell / 2.0),
                        14.0,
                        Anchor::Middle,
                        INK,
                        "1",
                    );
                }
            }
        }
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{Referee, Reply, converse, replay};
    use plan_kit::testing::assert_plan_is_valid;

    /// The statement's example (Codeforces 1503B), as a transcript: the grid ends 2 3 / 3 1.
    const SAMPLE: &str = "< 2\n< 1\n> 2 1 1\n< 2\n> 3 1 2\n< 1\n> 3 2 1\n< 3\n> 1 2 2\n";

    fn interactive() -> &'static Interactive {
        SPEC.interactive.as_ref().expect("a jury")
    }

    /// Bob's move by the README's claim, for n and the cells still empty of each class.
    fn claimed_move(a: u8, black: &mut Vec<usize>, white: &mut Vec<usize>) -> (u8, usize) {
        if a != 1 && !black.is_empty() {
            (1, black.pop().unwrap())
        } else if a != 2 && !white.is_empty() {
            (2, white.pop().unwrap())
        } else if black.is_empty() {
            (3, white.pop().unwrap())
        } else {
            (3, black.pop().unwrap())
        }
    }

    fn classes(n: usize) -> (Vec<usize>, Vec<usize>) {
        (0..n * n).partition(|&p| (p / n + p % n).is_multiple_of(2))
    }

    /// A player of the claim's strategy, written here from the README.
    fn winner() -> impl FnMut(&str) -> Vec<String> {
        let mut n = 0;
        let mut black = Vec::new();
        let mut white = Vec::new();
        move |line: &str| {
            if n == 0 {
                n = line.parse().expect("n");
                (black, white) = classes(n);
                return Vec::new();
            }
            let (b, p) = claimed_move(line.parse().expect("a colour"), &mut black, &mut white);
            let (i, j) = at(n, p);
            vec![format!("{b} {i} {j}")]
        }
    }

    /// A Bob that puts the first conflict-free token in row-major order (smallest colour first).
    fn first_safe() -> impl FnMut(&str) -> Vec<String> {
        let mut board: Option<Board> = None;
        move |line: &str| {
            let Some(board) = board.as_mut() else {
                board = Some(Board::new(line.parse().expect("n")));
                return Vec::new();
            };
            let a: u8 = line.parse().expect("a colour");
            let n = board.n;
            let empty: Vec<usize> = (0..n * n).filter(|&p| board.cells[p] == 0).collect();
            let (p, b) = empty
                .iter()
                .find_map(|&p| {
                    colours_of(board.safe_at(p) & !bit(a))
                        .next()
                        .map(|b| (p, b))
                })
                .unwrap_or((empty[0], if a == 1 { 2 } else { 1 }));
            if board.clash(p, b).is_none() {
                board.place(p, b);
            }
            let (i, j) = at(n, p);
            vec![format!("{b} {i} {j}")]
        }
    }

    #[test]
    fn the_statements_transcript_replays_through_the_rules() {
        assert_eq!(replay(interactive(), "2\n1 2 1 3\n", SAMPLE), Ok(None));
        // the same game with Bob's last token 3, the colour of its neighbour (2, 1)
        let lost = SAMPLE.replace("> 1 2 2", "> 3 2 2");
        let fault = replay(interactive(), "2\n1 2 1 3\n", &lost)
            .expect("the rules")
            .expect("a conflict");
        assert!(fault.reason().contains("b must differ"), "{fault:?}");
        let lost = SAMPLE.replace("< 3\n> 1 2 2", "< 2\n> 3 2 2");
        let fault = replay(interactive(), "2\n1 2 1 3\n", &lost)
            .expect("the rules")
            .expect("a conflict");
        assert!(
            fault.reason().contains("touches the 3 at (1, 2)"),
            "{fault:?}"
        );
    }

    /// Every position of the n×n grid (n ≤ 3) without a conflict, as a board.
    fn positions(n: usize) -> impl Iterator<Item = Board> {
        (0..1usize << (2 * n * n)).filter_map(move |code| {
            let cells: Vec<u8> = (0..n * n).map(|p| digit(code, p)).collect();
            let clean = (0..n * n).all(|p| cells[p] == 0 || !clashes(n, code, p, cells[p]));
            clean.then(|| {
                let mut board = Board::new(n);
                for (p, &c) in cells.iter().enumerate() {
                    if c != 0 {
                        board.place(p, c);
                    }
                }
                board
            })
        })
    }

    #[test]
    fn the_search_says_bob_wins_from_the_empty_grid_and_finds_wins_by_hand() {
        for n in 2..=SEARCH_N {
            assert!(!alice_wins(n, 0), "n = {n}");
        }
        // 2×2 with 1 at (1, 1) and 2 at (2, 2): both other cells see 1 and 2, only 3 is left
        let code = 1 + (2 << 6);
        assert!(alice_wins(2, code));
        // Alice wins whatever she names: 3 leaves Bob no token; after 1 or 2 the other cell is
        // still left only 3, which she names next
        assert!((1..=3).all(|a| colour_wins(2, code, a)));
        // 2×2 with 1 at (1, 1) and 1 at (2, 2): Bob fills the rest with 2 and 3 as he likes
        assert!(!alice_wins(2, 1 + (1 << 6)));
    }

    #[test]
    fn a_pinned_cell_and_a_reply_free_colour_win_by_the_search_on_every_small_position() {
        // the rules the jury uses beyond n = 3, checked on every position of n = 2 and 3
        for n in 2..=SEARCH_N {
            for mut board in positions(n) {
                if board.filled == n * n {
                    continue;
                }
                let code = board.code();
                if let Some(p) = board.live_pin() {
                    assert!(board.seen(p).count_ones() >= 2);
                    assert!(alice_wins(n, code), "{:?}", board.cells);
                    for c in colours_of(board.safe_at(p)) {
                        assert!(colour_wins(n, code, c), "{:?} {c}", board.cells);
                    }
                }
                for a in 1..=3 {
                    if board.good_replies(a) == 0 {
                        assert!(colour_wins(n, code, a), "{:?} {a}", board.cells);
                    }
                }
            }
        }
    }

    #[test]
    fn the_kept_counts_are_the_counts_afresh_through_random_games() {
        let mut rng = Rng::new(31);
        for n in [2, 3, 4, 7, 12] {
            for _ in 0..20 {
                let mut board = Board::new(n);
                loop {
                    let moves: Vec<(usize, u8)> = (0..n * n)
                        .filter(|&p| board.cells[p] == 0)
                        .flat_map(|p| colours_of(board.safe_at(p)).map(move |c| (p, c)))
                        .collect();
                    if moves.is_empty() {
                        break;
                    }
                    let (p, c) = moves[rng.below(moves.len())];
                    board.place(p, c);
                    let empty: Vec<usize> = (0..n * n).filter(|&q| board.cells[q] == 0).collect();
                    for c in 1..=3u8 {
                        let safe = empty.iter().filter(|&&q| board.safe_at(q) & bit(c) != 0);
                        assert_eq!(board.safe_count[c as usize], safe.count());
                        let good = empty.iter().filter(|&&q| board.good_at(q) & bit(c) != 0);
                        assert_eq!(board.good_count[c as usize], good.count());
                    }
                    for &q in &empty {
                        assert_eq!(board.good[q], board.good_at(q));
                    }
                    let pinned = empty.iter().find(|&&q| board.seen(q).count_ones() >= 2);
                    assert_eq!(board.live_pin().is_some(), pinned.is_some());
                }
            }
        }
    }

    /// Whether the claim's Bob survives every continuation of Alice's colours from here: a
    /// search over all 3^(cells left) lists (Alice adapts, but Bob is deterministic, so her
    /// lists are all her strategies).
    fn claim_survives(board: &mut Board, black: &[usize], white: &[usize]) -> bool {
        if board.filled == board.n * board.n {
            return true;
        }
        (1..=3).all(|a| {
            let (mut black, mut white) = (black.to_vec(), white.to_vec());
            let (b, p) = claimed_move(a, &mut black, &mut white);
            if b == a || board.clash(p, b).is_some() {
                return false;
            }
            let mut next = Board {
                n: board.n,
                cells: board.cells.clone(),
                near: board.near.clone(),
                filled: board.filled,
                safe_count: board.safe_count,
                good: board.good.clone(),
                good_count: board.good_count,
                pins: Vec::new(),
                first_pin: 0,
            };
            next.place(p, b);
            claim_survives(&mut next, &black, &white)
        })
    }

    #[test]
    fn the_claim_survives_every_list_of_colours_for_n_up_to_3() {
        for n in 2..=SEARCH_N {
            let (black, white) = classes(n);
            assert!(
                claim_survives(&mut Board::new(n), &black, &white),
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_winner_beats_every_strategy_on_small_random_and_max_inputs() {
        let mut rng = Rng::new(1503);
        let mut inputs = exhaustive_inputs();
        for size in [1, 2, 3, 4, 6, 9, 30, 99] {
            inputs.push(random_list(&mut rng, size));
            inputs.push(patterned_list(&mut rng, size));
        }
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        for input in &inputs {
            for strategy in STRATEGIES {
                let ending = converse((strategy.start)(input, 7), &mut winner());
                assert_eq!(
                    ending.fault,
                    None,
                    "{} {}:\n{}",
                    input.len(),
                    strategy.name,
                    ending.transcript.tail(20)
                );
            }
        }
    }

    #[test]
    fn a_first_safe_bob_loses_to_the_optimal_strategy() {
        for n in [3, 4, 5, 10, 40] {
            let input = input_of(n, &vec![1; n * n]);
            let ending = converse(start(&input, Tactic::Optimal, 3), &mut first_safe());
            let fault = ending.fault.expect("Bob loses");
            assert!(fault.reason().contains("a conflict"), "{n}: {fault:?}");
            assert!(fault.send().is_empty());
        }
    }

    #[test]
    fn bad_lines_are_faults_with_their_reasons() {
        let play = |lines: &'static [&'static str]| {
            let mut lines = lines.iter();
            let mut player = move |_: &str| {
                lines
                    .next()
                    .filter(|l| !l.is_empty())
                    .map_or_else(Vec::new, |l| vec![l.to_string()])
            };
            converse(start("2\n1 1 1 1\n", Tactic::Constant, 0), &mut player).fault
        };
        // the player's lines answer, in turn: n, then each colour (always 1)
        for (lines, kind_malformed, words) in [
            (&["", "2, 1, 1"][..], true, "three integers"),
            (&["", "2 1"][..], true, "three integers"),
            (&["", "2 1 1.0"][..], true, "three integers"),
            (&["", "1 1 1"][..], false, "b must differ"),
            (&["", "4 1 1"][..], false, "not 1, 2 or 3"),
            (&["", "2 3 1"][..], false, "not a cell of the 2×2 grid"),
            (&["", "2 1 1", "3 1 1"][..], false, "already holds colour 2"),
            (
                &["", "2 1 1", "2 1 2"][..],
                false,
                "touches the 2 at (1, 1)",
            ),
        ] {
            let fault = play(lines).expect("a fault");
            assert_eq!(
                matches!(fault, Fault::Malformed { .. }),
                kind_malformed,
                "{fault:?}"
            );
            assert!(fault.reason().contains(words), "{lines:?}: {fault:?}");
        }
        // a fifth token after the grid is full
        let mut referee = Referee::new(start("2\n3 3 3 3\n", Tactic::Constant, 0));
        referee.open();
        for line in ["1 1 1", "1 2 2", "2 1 2", "2 2 1"] {
            assert!(!matches!(referee.hear(line), Reply::Stop(_)), "{line}");
        }
        assert!(referee.over());
        let Reply::Stop(fault) = referee.hear("2 1 1") else {
            panic!("a line after the end is a fault");
        };
        assert!(
            fault.reason().contains("after the interaction was over"),
            "{fault:?}"
        );
    }

    #[test]
    fn the_list_strategy_follows_the_list_against_the_claim() {
        let input = "3\n1 3 2 2 3 1 1 2 3\n";
        let ending = converse(start(input, Tactic::List, 0), &mut winner());
        assert_eq!(ending.fault, None);
        let named: Vec<&str> = ending
            .transcript
            .lines
            .iter()
            .skip(1)
            .step_by(2)
            .map(|(_, line)| line.as_str())
            .collect();
        assert_eq!(named.join(" "), "1 3 2 2 3 1 1 2 3");
    }

    #[test]
    fn the_readmes_small_cases_table() {
        // positions without a conflict, those Alice wins, and those with a pinned cell
        let count = |n: usize| {
            let (mut all, mut wins, mut pinned) = (0, 0, 0);
            for mut board in positions(n).filter(|b| b.filled < n * n) {
                all += 1;
                wins += usize::from(alice_wins(n, board.code()));
                pinned += usize::from(board.live_pin().is_some());
            }
            (all, wins, pinned)
        };
        // (positions, Alice wins, a cell is pinned); every pinned one is a win (tested above)
        assert_eq!([count(2), count(3)], [(103, 36, 36), (31681, 26100, 25416)]);
        // the figure's knight's move: 1 at (1, 1) and 1 at (2, 3) pin nothing, yet Alice wins
        let mut board = Board::new(3);
        board.place(0, 1);
        board.place(5, 1);
        assert_eq!(board.live_pin(), None);
        assert!(alice_wins(3, board.code()));
        assert_eq!(
            second_token((0, 1))[5],
            [Some(true), Some(false), Some(false)]
        );
    }

    #[test]
    fn every_generated_input_is_valid() {
        assert_eq!(exhaustive_inputs().len(), 81);
        assert_plan_is_valid(&SPEC, 20);
        assert_eq!(validate("2\n1 2 1 3\n"), Ok(()));
        for bad in [
            "1\n1\n",
            "101\n1\n",
            "2\n1 2 1\n",
            "2\n1 2 1 4\n",
            "2\n1 2 1 0\n",
            "2\n1 2 1 3",
            "2\n1 2  1 3\n",
            "2 1 2 1 3\n",
            "2\n1 2 1 3\n1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn shrinking_lowers_n_and_the_list() {
        let shrunk = shrink("3\n2 2 2 2 2 2 2 2 2\n");
        assert!(shrunk.contains(&"2\n2 2 2 2\n".to_owned()), "{shrunk:?}");
        assert!(
            shrunk.contains(&"3\n2 2 2 2 1 1 1 1 1\n".to_owned()),
            "{shrunk:?}"
        );
        assert!(
            shrunk.contains(&"3\n1 2 2 2 2 2 2 2 2\n".to_owned()),
            "{shrunk:?}"
        );
        assert!(shrink("2\n1 1 1 1\n").is_empty());
    }
}
