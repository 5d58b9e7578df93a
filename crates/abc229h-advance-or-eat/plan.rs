//! AtCoder ABC229 H Advance or Eat. The game in the kit's words ([`AdvanceOrEat`]: a move advances
//! an own piece into the empty square just above it, or eats any opponent piece), and the oracle,
//! the kit's win/lose search of whole boards: the player to move wins a board iff some move leaves
//! a board the other player loses. It is memoised over (board, player to move): one table for
//! every board of N ≤ 3, and a search of at most 10^6 positions per N = 4 board. It knows nothing
//! of columns or numbers.
//!
//! The reference is general combinatorial game theory that never assumes a game is a number: each
//! column's canonical form (dominated options deleted, reversible ones bypassed, Conway's ONAG
//! chapter 10), the canonical form of their sum, and Left moving first wins G iff not G ≤ 0. The
//! unit tests check it against the oracle on every board the oracle reaches in the plan, and check
//! the README's claims: every column's canonical form is a number, the one the simplicity rule
//! gives, and every Left option of a column is below every Right option (exactly).

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, INK, PAPER, Svg, Swatch};
use plan_kit::validate::Validator;
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Spec};
use std::cell::RefCell;
use std::collections::HashMap;
#[cfg(test)]
use std::fmt::Write;
use std::sync::{Mutex, OnceLock};

pub const SPEC: Spec = Spec {
    name: "abc229h-advance-or-eat",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every board with N ≤ 3 (3 + 81 + 19683 = 19767 inputs, one board each)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N = 4 boards of 1 to 8 pieces, against the whole-board search",
            generate: random_sparse_four,
            max_size: 8,
            cases: 60,
        },
        Generator {
            name: "N ≤ 8 boards of random density and colour mix, against the whole-board search \
                   where it reaches, else the reference",
            generate: random_board,
            max_size: MAX_N,
            cases: 100,
        },
        Generator {
            name: "N ≤ 8 boards of colour-swapped column pairs (sum 0), half with one square \
                   changed, against the whole-board search where it reaches, else the reference",
            generate: random_zero_sum,
            max_size: MAX_N,
            cases: 60,
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

/// The statement's limit: 1 ≤ N ≤ `MAX_N`.
const MAX_N: usize = 8;

/// The most positions the whole-board search decides for one N = 4 board.
const SEARCH_BUDGET: usize = 1_000_000;

/// A square's digit in a board or column code: empty, a white piece (Takahashi's), a black piece
/// (Snuke's).
const EMPTY: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;

/// A board: its side n and its squares row by row, row 0 the top (the input's first line).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    pub n: usize,
    pub squares: Vec<u8>,
}

impl Board {
    /// The empty n×n board.
    pub fn empty(n: usize) -> Self {
        Board {
            n,
            squares: vec![EMPTY; n * n],
        }
    }

    /// The square in row `r`, column `c` (0-based, row 0 the top).
    pub fn at(&self, r: usize, c: usize) -> u8 {
        self.squares[r * self.n + c]
    }

    /// Column `c` as a column code: Σ square_r · 3^r over the rows r.
    pub fn column(&self, c: usize) -> u32 {
        (0..self.n)
            .rev()
            .fold(0, |code, r| 3 * code + u32::from(self.at(r, c)))
    }
}

/// The letter of a square in the input.
fn letter(square: u8) -> char {
    match square {
        WHITE => 'W',
        BLACK => 'B',
        _ => '.',
    }
}

/// `Ok` iff `input` is N, then N lines of N letters `W`, `B` or `.` each.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.eoln()?;
    for r in 1..=n {
        let row = v.token(&format!("row {r}"))?;
        if row.len() != n || !row.bytes().all(|b| matches!(b, b'W' | b'B' | b'.')) {
            return Err(format!(
                "row {r} is `{row}`: expected N = {n} letters W, B or ."
            ));
        }
        v.eoln()?;
    }
    v.eof()
}

/// The board of a valid input.
fn parse_input(input: &str) -> Board {
    let mut lines = input.lines();
    let n: usize = lines.next().expect("N").trim().parse().expect("N");
    let squares = lines
        .take(n)
        .flat_map(|row| row.bytes())
        .map(|b| match b {
            b'W' => WHITE,
            b'B' => BLACK,
            _ => EMPTY,
        })
        .collect();
    Board { n, squares }
}

/// The input holding `board`.
fn input_of(board: &Board) -> String {
    let mut input = format!("{}\n", board.n);
    for r in 0..board.n {
        input.extend((0..board.n).map(|c| letter(board.at(r, c))));
        input.push('\n');
    }
    input
}

/// The output for a winner: `Takahashi` iff he wins.
fn verdict(takahashi_wins: bool) -> String {
    if takahashi_wins {
        "Takahashi\n"
    } else {
        "Snuke\n"
    }
    .to_owned()
}

// ---------------------------------------------------------------------------------------------
// The oracle: whole boards from the rules.

/// The game: the board and whose turn it is. Takahashi moves the white pieces (W) and eats black
/// ones, Snuke the other way round; a move is typed as the square of the piece it moves up or
/// eats, `row col` from 1 (row 1 the top): an own piece is advanced, an opponent's piece is
/// eaten, so the square alone names the move. The player with no move loses.
struct AdvanceOrEat;

/// A position: the side n, the white pieces and the black pieces as bit sets over the squares
/// i = r·n + c (row 0 the top), and whether Takahashi is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Position {
    pub n: u8,
    pub white: u64,
    pub black: u64,
    pub takahashi: bool,
}

impl Position {
    /// `board` with Takahashi to move.
    pub fn start(board: &Board) -> Position {
        let set = |colour: u8| {
            (0..board.squares.len())
                .filter(|&i| board.squares[i] == colour)
                .fold(0u64, |set, i| set | 1 << i)
        };
        Position {
            n: board.n as u8,
            white: set(WHITE),
            black: set(BLACK),
            takahashi: true,
        }
    }

    /// The pieces of the player to move and of the other player.
    fn sides(&self) -> (u64, u64) {
        if self.takahashi {
            (self.white, self.black)
        } else {
            (self.black, self.white)
        }
    }

    /// The position with `own` and `other` as the mover's and the opponent's pieces, the opponent
    /// to move.
    fn after(&self, own: u64, other: u64) -> Position {
        let (white, black) = if self.takahashi {
            (own, other)
        } else {
            (other, own)
        };
        Position {
            n: self.n,
            white,
            black,
            takahashi: !self.takahashi,
        }
    }
}

impl Game for AdvanceOrEat {
    type Position = Position;

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, p: &Position) -> Vec<Move<Position>> {
        let n = usize::from(p.n);
        let (own, other) = p.sides();
        let taken = own | other;
        let mut moves = Vec::new();
        for i in 0..n * n {
            let name = || format!("{} {}", i / n + 1, i % n + 1);
            // eat an opponent piece anywhere
            if other >> i & 1 == 1 {
                moves.push(Move::to(name(), p.after(own, other & !(1 << i))));
            }
            // advance an own piece one row up (square i − n) into an empty square
            if own >> i & 1 == 1 && i >= n && taken >> (i - n) & 1 == 0 {
                let moved = own & !(1 << i) | 1 << (i - n);
                moves.push(Move::to(name(), p.after(moved, other)));
            }
        }
        moves
    }

    fn draw(&self, p: &Position) -> String {
        let n = usize::from(p.n);
        let columns: Vec<String> = (1..=n).map(|c| c.to_string()).collect();
        let mut text = format!("    {}\n", columns.join(" "));
        for r in 0..n {
            let row: Vec<&str> = (0..n)
                .map(|c| {
                    let i = r * n + c;
                    match (p.white >> i & 1, p.black >> i & 1) {
                        (1, _) => "W",
                        (_, 1) => "B",
                        _ => ".",
                    }
                })
                .collect();
            text.push_str(&format!("{:>2}  {}\n", r + 1, row.join(" ")));
        }
        text.push_str(if p.takahashi {
            "Takahashi to move: advance a W one row up, or eat a B\n"
        } else {
            "Snuke to move: advance a B one row up, or eat a W\n"
        });
        text
    }

    fn refuse(&self, p: &Position, typed: &str) -> Option<String> {
        let n = usize::from(p.n);
        let numbers: Vec<Option<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(r), Some(c)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        if !(1..=n).contains(&r) || !(1..=n).contains(&c) {
            return Some(format!(
                "there is no square {r} {c}: rows and columns are 1 to {n}"
            ));
        }
        let i = (r - 1) * n + c - 1;
        let (own, other) = p.sides();
        Some(if own >> i & 1 == 0 && other >> i & 1 == 0 {
            format!("square {r} {c} is empty")
        } else if r == 1 {
            format!("the piece at {r} {c} is in the top row: it cannot move up")
        } else {
            format!(
                "the piece at {r} {c} cannot move up: square {} {c} is taken",
                r - 1
            )
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the square (row, column, from 1) of your piece to move up or of the \
                        opponent's piece to eat: `2 3`";

thread_local! {
    /// One search for every board of N ≤ 3 (at most 2 · 3^9 positions), per thread.
    static SMALL: RefCell<Searcher<'static, AdvanceOrEat>> =
        RefCell::new(Searcher::new(&AdvanceOrEat, usize::MAX));
}

/// True iff Takahashi, moving first, wins `board`, by the kit's search of [`AdvanceOrEat`]; `None`
/// beyond its reach (N ≥ 5, or an N = 4 board whose search decides more than [`SEARCH_BUDGET`]
/// positions).
fn takahashi_wins_brute(board: &Board) -> Option<bool> {
    let start = Position::start(board);
    match board.n {
        1..=3 => SMALL.with(|search| search.borrow_mut().first_wins(&start)),
        4 => Searcher::new(&AdvanceOrEat, SEARCH_BUDGET).first_wins(&start),
        _ => None,
    }
}

/// The game of an input: its board, Takahashi first.
fn games(input: &str) -> Games {
    let start = Position::start(&parse_input(input));
    Games::new(vec![Games::case(AdvanceOrEat, start, PLAY_BUDGET)])
}

/// The oracle's answer as a result: Takahashi moves first.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Takahashi\n")])
}

/// The expected output by the whole-board search, or `None` beyond its reach.
fn oracle(input: &str) -> Option<String> {
    takahashi_wins_brute(&parse_input(input)).map(verdict)
}

// ---------------------------------------------------------------------------------------------
// The reference: canonical forms of short partizan games, numbers never assumed.

/// The index of a game form in [`Forms`].
type Form = u32;

/// Game forms {Left options | Right options}, hash-consed: a form is kept once, so two canonical
/// forms are equal iff their indices are, and two games are equal iff their canonical forms are.
#[derive(Default)]
struct Forms {
    // options[g] = (the Left options of g, its Right options), each sorted and deduplicated
    options: Vec<(Vec<Form>, Vec<Form>)>,
    index: HashMap<(Vec<Form>, Vec<Form>), Form>,
    // le[(g, h)] = (g ≤ h)
    le: HashMap<(Form, Form), bool>,
    // sums[(g, h)] = the canonical form of g + h, for g ≤ h as indices
    sums: HashMap<(Form, Form), Form>,
    // columns[code] = the canonical form of the column `code`
    columns: HashMap<u32, Form>,
}

impl Forms {
    /// The form {left | right}.
    pub fn form(&mut self, mut left: Vec<Form>, mut right: Vec<Form>) -> Form {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left, right);
        if let Some(&g) = self.index.get(&key) {
            return g;
        }
        let g = self.options.len() as Form;
        self.options.push(key.clone());
        self.index.insert(key, g);
        g
    }

    /// 0 = { | }.
    pub fn zero(&mut self) -> Form {
        self.form(Vec::new(), Vec::new())
    }

    /// The Left and the Right options of `g`.
    pub fn options(&self, g: Form) -> (Vec<Form>, Vec<Form>) {
        self.options[g as usize].clone()
    }

    /// g ≤ h: no Left option of g is ≥ h, and no Right option of h is ≤ g (Conway's definition).
    pub fn le(&mut self, g: Form, h: Form) -> bool {
        if let Some(&known) = self.le.get(&(g, h)) {
            return known;
        }
        let (g_left, _) = self.options(g);
        let (_, h_right) = self.options(h);
        let answer =
            !g_left.iter().any(|&gl| self.le(h, gl)) && !h_right.iter().any(|&hr| self.le(hr, g));
        self.le.insert((g, h), answer);
        answer
    }

    /// The canonical form of {left | right}, whose options are canonical: dominated options deleted
    /// and reversible ones bypassed until there are none (ONAG chapter 10).
    pub fn canonical(&mut self, mut left: Vec<Form>, mut right: Vec<Form>) -> Form {
        loop {
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            // a Left option ≤ another Left option is dominated; a Right option ≥ another, too
            let mut kept_left = Vec::new();
            for &a in &left {
                if !left.iter().any(|&b| b != a && self.le(a, b)) {
                    kept_left.push(a);
                }
            }
            let mut kept_right = Vec::new();
            for &a in &right {
                if !right.iter().any(|&b| b != a && self.le(b, a)) {
                    kept_right.push(a);
                }
            }
            (left, right) = (kept_left, kept_right);
            let g = self.form(left.clone(), right.clone());
            // a Left option a is reversible if some a^R ≤ g: replace it by the Left options of a^R
            if let Some((i, through)) = self.reversible(&left, g, true) {
                left.remove(i);
                left.extend(self.options(through).0);
                continue;
            }
            // a Right option a is reversible if some a^L ≥ g: replace it by the Right options of a^L
            if let Some((i, through)) = self.reversible(&right, g, false) {
                right.remove(i);
                right.extend(self.options(through).1);
                continue;
            }
            return g;
        }
    }

    /// The first reversible option among `options` of g (Left options if `left`), with the option
    /// of it that reverses it: (its position in `options`, the reversing option).
    fn reversible(&mut self, options: &[Form], g: Form, left: bool) -> Option<(usize, Form)> {
        for (i, &a) in options.iter().enumerate() {
            let (a_left, a_right) = self.options(a);
            let found = if left {
                a_right.into_iter().find(|&ar| self.le(ar, g))
            } else {
                a_left.into_iter().find(|&al| self.le(g, al))
            };
            if let Some(through) = found {
                return Some((i, through));
            }
        }
        None
    }

    /// The canonical form of g + h, for canonical g and h (the disjunctive sum: a move is a move
    /// in one of the two).
    pub fn add(&mut self, g: Form, h: Form) -> Form {
        let (g, h) = (g.min(h), g.max(h));
        if let Some(&sum) = self.sums.get(&(g, h)) {
            return sum;
        }
        let ((g_left, g_right), (h_left, h_right)) = (self.options(g), self.options(h));
        let mut left = Vec::new();
        let mut right = Vec::new();
        for gl in g_left {
            left.push(self.add(gl, h));
        }
        for hl in h_left {
            left.push(self.add(g, hl));
        }
        for gr in g_right {
            right.push(self.add(gr, h));
        }
        for hr in h_right {
            right.push(self.add(g, hr));
        }
        let sum = self.canonical(left, right);
        self.sums.insert((g, h), sum);
        sum
    }

    /// The canonical form of the column `code` (Σ square_r · 3^r over its rows, row 0 the top), from
    /// the rules: Left advances a white piece into the empty square above or eats a black piece,
    /// Right the same with the colours swapped.
    pub fn column(&mut self, code: u32) -> Form {
        if let Some(&g) = self.columns.get(&code) {
            return g;
        }
        let (left, right) = column_options(code);
        let left = left.into_iter().map(|next| self.column(next)).collect();
        let right = right.into_iter().map(|next| self.column(next)).collect();
        let g = self.canonical(left, right);
        self.columns.insert(code, g);
        g
    }

    /// The number `g` is, if its canonical form is the canonical form of a dyadic number x: 0 = { | },
    /// n + 1 = {n | } and −n − 1 = { | −n} for integers n ≥ 0, and m/2^k = {(m − 1)/2^k | (m + 1)/2^k}
    /// for odd m, k ≥ 1. As x · 2^[`FRACTION_BITS`].
    pub fn number(&self, g: Form) -> Option<i64> {
        let (left, right) = &self.options[g as usize];
        let integer = |x: i64| x % SCALED_ONE == 0;
        match (left.as_slice(), right.as_slice()) {
            ([], []) => Some(0),
            ([a], []) => self
                .number(*a)
                .filter(|&a| a >= 0 && integer(a))
                .map(|a| a + SCALED_ONE),
            ([], [b]) => self
                .number(*b)
                .filter(|&b| b <= 0 && integer(b))
                .map(|b| b - SCALED_ONE),
            ([a], [b]) => {
                let (a, b) = (self.number(*a)?, self.number(*b)?);
                assert!(
                    (a + b) % 2 == 0,
                    "a number with more than {FRACTION_BITS} binary digits"
                );
                let mid = (a + b) / 2;
                // 2^-k, the last binary digit of mid, for mid not an integer
                let digit = mid & mid.wrapping_neg();
                (!integer(mid) && a == mid - digit && b == mid + digit).then_some(mid)
            }
            _ => None,
        }
    }

    /// `g` written out as {Left options | Right options}, each option written as a number where it
    /// is one and written out the same way where it is not.
    pub fn show(&self, g: Form) -> String {
        let (left, right) = &self.options[g as usize];
        let list = |options: &[Form]| -> String {
            let shown: Vec<String> = options
                .iter()
                .map(|&o| self.number(o).map_or_else(|| self.show(o), show_number))
                .collect();
            shown.join(", ")
        };
        let (left, right) = (list(left), list(right));
        let left = if left.is_empty() {
            " ".to_owned()
        } else {
            left + " "
        };
        let right = if right.is_empty() {
            " ".to_owned()
        } else {
            format!(" {right}")
        };
        format!("{{{left}|{right}}}")
    }
}

/// The binary digits kept after the point by [`Forms::number`]: a column needs at most 7.
const FRACTION_BITS: u32 = 32;
const SCALED_ONE: i64 = 1 << FRACTION_BITS;

/// x (scaled by 2^[`FRACTION_BITS`]) as an integer or a fraction in lowest terms: `-3/4`, `2`.
fn show_number(x: i64) -> String {
    if x % SCALED_ONE == 0 {
        return (x / SCALED_ONE).to_string();
    }
    let shift = x.trailing_zeros();
    format!("{}/{}", x >> shift, 1i64 << (FRACTION_BITS - shift))
}

/// The options of the column `code` by the rules, as column codes: (Left's, Right's). Left advances
/// a white piece into the empty square above it or eats a black piece; Right the same with the
/// colours swapped. Row 0 is the top: a piece in row 0 cannot advance.
fn column_options(code: u32) -> (Vec<u32>, Vec<u32>) {
    let (mut left, mut right) = (Vec::new(), Vec::new());
    let power = |r: usize| 3u32.pow(r as u32);
    let square = |r: usize| (code / power(r) % 3) as u8;
    for r in 0..MAX_N {
        let here = square(r);
        if here == EMPTY {
            continue;
        }
        let without = code - u32::from(here) * power(r);
        let advanced =
            (r > 0 && square(r - 1) == EMPTY).then(|| without + u32::from(here) * power(r - 1));
        let (owner, eater) = if here == WHITE {
            (&mut left, &mut right)
        } else {
            (&mut right, &mut left)
        };
        owner.extend(advanced);
        eater.push(without);
    }
    (left, right)
}

/// The shared canonical-form tables of the reference.
fn forms() -> &'static Mutex<Forms> {
    static FORMS: OnceLock<Mutex<Forms>> = OnceLock::new();
    FORMS.get_or_init(|| Mutex::new(Forms::default()))
}

/// True iff Takahashi (Left), moving first, wins `board`, by canonical forms: G = the sum of the
/// columns' canonical forms, and Left moving first wins iff not G ≤ 0.
fn takahashi_wins_by_forms(board: &Board) -> bool {
    let mut forms = forms().lock().expect("the canonical forms");
    let zero = forms.zero();
    let total = (0..board.n).fold(zero, |total, c| {
        let column = forms.column(board.column(c));
        forms.add(total, column)
    });
    !forms.le(total, zero)
}

/// The expected output by canonical forms, for every valid input.
fn reference(input: &str) -> Option<String> {
    Some(verdict(takahashi_wins_by_forms(&parse_input(input))))
}

/// The value of the column `code` (× 2^[`FRACTION_BITS`]) by the reference, with its canonical
/// form written out: `None` for the value if the column is not a number.
fn column_value(code: u32) -> (Option<i64>, String) {
    let mut forms = forms().lock().expect("the canonical forms");
    let g = forms.column(code);
    (forms.number(g), forms.show(g))
}

// ---------------------------------------------------------------------------------------------
// The plan.

/// Every board with N ≤ 3, by N and then by code.
fn exhaustive_inputs() -> Vec<String> {
    (1..=3usize)
        .flat_map(|n| {
            (0..3u32.pow((n * n) as u32)).map(move |mut code| {
                let mut board = Board::empty(n);
                for square in &mut board.squares {
                    *square = (code % 3) as u8;
                    code /= 3;
                }
                input_of(&board)
            })
        })
        .collect()
}

/// A 4×4 board of 1..=`size` pieces on distinct random squares, each white or black at random.
fn random_sparse_four(rng: &mut Rng, size: usize) -> String {
    let mut board = Board::empty(4);
    let mut squares: Vec<usize> = (0..16).collect();
    rng.shuffle(&mut squares);
    for &i in &squares[..1 + rng.below(size.min(16))] {
        board.squares[i] = if rng.chance(1, 2) { WHITE } else { BLACK };
    }
    input_of(&board)
}

/// An N×N board with N = `size`: each square a piece with a random density, white with a random
/// share.
fn random_board(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(1, MAX_N);
    let filled = rng.range(0, 4);
    let white = rng.range(0, 4);
    let mut board = Board::empty(n);
    for square in &mut board.squares {
        if rng.range(1, 4) <= filled {
            *square = if rng.range(1, 4) <= white {
                WHITE
            } else {
                BLACK
            };
        }
    }
    input_of(&board)
}

/// An n×n board whose columns come in pairs, a column and its colour swap (the negative game), so
/// that the sum is exactly 0; an odd column out is left empty.
fn zero_sum_board(rng: &mut Rng, n: usize) -> Board {
    let mut board = Board::empty(n);
    let mut columns: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut columns);
    let filled = rng.range(1, 4);
    for pair in columns.chunks_exact(2) {
        for r in 0..n {
            if rng.range(1, 4) <= filled {
                let square = if rng.chance(1, 2) { WHITE } else { BLACK };
                board.squares[r * n + pair[0]] = square;
                board.squares[r * n + pair[1]] = WHITE + BLACK - square;
            }
        }
    }
    board
}

/// A [`zero_sum_board`] with N = `size`, half of them with one square then changed: a sum near 0.
fn random_zero_sum(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(1, MAX_N);
    let mut board = zero_sum_board(rng, n);
    if rng.chance(1, 2) {
        let i = rng.below(n * n);
        board.squares[i] = (board.squares[i] + 1 + rng.range(0, 1) as u8) % 3;
    }
    input_of(&board)
}

/// Smaller boards, most reduced first: the board without one row and one column (every pair, for
/// the four corners' sub-boards and the rest), then with one piece removed, then with one piece
/// recoloured.
fn shrink(input: &str) -> Vec<String> {
    let board = parse_input(input);
    let n = board.n;
    let mut candidates = Candidates::default();
    if n > 1 {
        for skip_row in 0..n {
            for skip_col in 0..n {
                candidates.push(|| {
                    let mut smaller = Board::empty(n - 1);
                    let rows = (0..n).filter(|&r| r != skip_row);
                    for (i, r) in rows.enumerate() {
                        let cols = (0..n).filter(|&c| c != skip_col);
                        for (j, c) in cols.enumerate() {
                            smaller.squares[i * (n - 1) + j] = board.at(r, c);
                        }
                    }
                    input_of(&smaller)
                });
            }
        }
    }
    for i in (0..n * n).filter(|&i| board.squares[i] != EMPTY) {
        candidates.push(|| {
            let mut fewer = board.clone();
            fewer.squares[i] = EMPTY;
            input_of(&fewer)
        });
    }
    for i in (0..n * n).filter(|&i| board.squares[i] != EMPTY) {
        candidates.push(|| {
            let mut recoloured = board.clone();
            recoloured.squares[i] = WHITE + BLACK - board.squares[i];
            input_of(&recoloured)
        });
    }
    candidates.into_vec()
}

/// The 8×8 board whose square (r, c) is `square(r, c)`.
fn board_of(square: impl Fn(usize, usize) -> u8) -> Board {
    let mut board = Board::empty(MAX_N);
    for r in 0..MAX_N {
        for c in 0..MAX_N {
            board.squares[r * MAX_N + c] = square(r, c);
        }
    }
    board
}

/// N = 8: full random boards (the most column states for the solution to value), the empty board,
/// all white, all black, both checkerboards, stripes, and a full board of colour-swapped column
/// pairs (sum exactly 0).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(229);
    let random: Vec<u8> = (0..MAX_N * MAX_N)
        .map(|_| if rng.chance(1, 2) { WHITE } else { BLACK })
        .collect();
    let mixed: Vec<u8> = (0..MAX_N * MAX_N).map(|_| rng.range(0, 2) as u8).collect();
    let boards = [
        (
            "N=8, full, each square W or B at random",
            board_of(|r, c| random[r * MAX_N + c]),
        ),
        (
            "N=8, each square W, B or . at random",
            board_of(|r, c| mixed[r * MAX_N + c]),
        ),
        ("N=8, empty", board_of(|_, _| EMPTY)),
        ("N=8, all W", board_of(|_, _| WHITE)),
        ("N=8, all B", board_of(|_, _| BLACK)),
        (
            "N=8, checkerboard, W at (1, 1)",
            board_of(|r, c| if (r + c) % 2 == 0 { WHITE } else { BLACK }),
        ),
        (
            "N=8, checkerboard, B at (1, 1)",
            board_of(|r, c| if (r + c) % 2 == 0 { BLACK } else { WHITE }),
        ),
        (
            "N=8, rows W B W B ... from the top",
            board_of(|r, _| if r % 2 == 0 { WHITE } else { BLACK }),
        ),
        (
            "N=8, full, columns in colour-swapped pairs (sum 0)",
            board_of(|r, c| {
                let square = random[r * MAX_N + c / 2 * 2];
                if c % 2 == 0 {
                    square
                } else {
                    WHITE + BLACK - square
                }
            }),
        ),
    ];
    boards
        .into_iter()
        .map(|(label, board)| MaxInput {
            label,
            input: input_of(&board),
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The figure.

/// Sample 3's board with, under each column, its best Left and best Right option and its value (by
/// canonical forms), then their sum; the winner is confirmed by the whole-board search.
fn figure() -> String {
    let board = parse_input("4\nWWBW\nWWWW\nBWB.\nBBBB\n");
    let winner = takahashi_wins_brute(&board).expect("sample 3 is within the search's reach");
    let value = |code: u32| column_value(code).0.expect("every column is a number");
    let columns: Vec<u32> = (0..board.n).map(|c| board.column(c)).collect();
    let values: Vec<i64> = columns.iter().map(|&code| value(code)).collect();
    let total: i64 = values.iter().sum();
    assert_eq!(
        winner,
        total > 0,
        "the search and the sum of values disagree"
    );
    let (cell, left, top) = (64.0, 170.0, 100.0);
    let side = cell * board.n as f64;
    let mut svg = Svg::page(
        (620.0, top + side + 170.0),
        "Advance or Eat, sample 3: the board is the sum of its columns",
        &[
            (Swatch::Cell(PAPER), "W: Takahashi's piece (Left)"),
            (Swatch::Cell(INK), "B: Snuke's piece (Right)"),
        ],
    );
    draw_board(&mut svg, &board, (cell, left, top));
    svg.frame(left, top, side, side, INK, 1.0);
    draw_values(&mut svg, &columns, &values, (cell, left, top + side));
    svg.finish()
}

/// The board's squares and pieces, `cell` wide, from (`left`, `top`), with the row labels.
fn draw_board(svg: &mut Svg, board: &Board, (cell, left, top): (f64, f64, f64)) {
    for r in 0..board.n {
        let y = top + cell * (r as f64 + 0.5);
        svg.text(
            (left - 14.0, y),
            12.0,
            Anchor::End,
            INK,
            &format!("row {}", r + 1),
        );
        for c in 0..board.n {
            let (x, y) = (left + cell * c as f64, top + cell * r as f64);
            let shade = if (r + c) % 2 == 0 {
                "#f0e2c4"
            } else {
                "#d8bc8c"
            };
            svg.rect(x, y, cell, cell, shade);
            let centre = (x + cell / 2.0, y + cell / 2.0);
            match board.at(r, c) {
                WHITE => svg.circle(centre, cell * 0.34, PAPER, INK),
                BLACK => svg.circle(centre, cell * 0.34, INK, INK),
                _ => {}
            }
        }
    }
}

/// Under each column (the board's bottom at `bottom`), its best options and its value, then the
/// sum of the values and what it says.
fn draw_values(
    svg: &mut Svg,
    columns: &[u32],
    values: &[i64],
    (cell, left, bottom): (f64, f64, f64),
) {
    let value = |code: u32| column_value(code).0.expect("every column is a number");
    let total: i64 = values.iter().sum();
    let best = |codes: Vec<u32>, pick: fn(i64, i64) -> i64| -> String {
        codes
            .into_iter()
            .map(value)
            .reduce(pick)
            .map_or(" ".to_owned(), show_number)
    };
    let options_y = bottom + 28.0;
    let values_y = options_y + 30.0;
    svg.text(
        (left - 14.0, options_y),
        12.0,
        Anchor::End,
        INK,
        "{best L | best R}",
    );
    svg.text(
        (left - 14.0, values_y),
        12.0,
        Anchor::End,
        INK,
        "value (simplest between)",
    );
    for (c, (&code, &v)) in columns.iter().zip(values).enumerate() {
        let x = left + cell * (c as f64 + 0.5);
        let (lefts, rights) = column_options(code);
        let options = format!("{{{} | {}}}", best(lefts, i64::max), best(rights, i64::min));
        svg.text((x, options_y), 13.0, Anchor::Middle, INK, &options);
        svg.text((x, values_y), 16.0, Anchor::Middle, INK, &show_number(v));
    }
    let terms: Vec<String> = values
        .iter()
        .map(|&v| {
            if v < 0 {
                format!("({})", show_number(v))
            } else {
                show_number(v)
            }
        })
        .collect();
    let sum = format!("sum = {} = {}", terms.join(" + "), show_number(total));
    svg.text(
        (left - 140.0, values_y + 40.0),
        14.0,
        Anchor::Start,
        INK,
        &sum,
    );
    let outcome = if total > 0 {
        "> 0: Takahashi, moving first, wins (the whole-board search agrees)"
    } else {
        "≤ 0: Takahashi, moving first, loses (the whole-board search agrees)"
    };
    svg.text(
        (left - 140.0, values_y + 64.0),
        14.0,
        Anchor::Start,
        INK,
        outcome,
    );
}

// ---------------------------------------------------------------------------------------------
// The README's small-cases table.

/// The markdown table of every column of height 3 (top square first): the values of its Left and
/// Right options and its own, each by canonical forms. A shorter column is the same game as the
/// height-3 column with empty squares below it.
#[cfg(test)]
fn small_cases_table() -> String {
    let mut table = String::from(
        "| column (top→bottom) | Left options | Right options | canonical form | value |\n\
         |---|---|---|---|---|\n",
    );
    let shown = |codes: Vec<u32>| -> String {
        let mut values: Vec<i64> = codes
            .into_iter()
            .map(|code| column_value(code).0.expect("a number"))
            .collect();
        values.sort_unstable();
        values.dedup();
        let shown: Vec<String> = values.into_iter().map(show_number).collect();
        if shown.is_empty() {
            "none".to_owned()
        } else {
            shown.join(", ")
        }
    };
    for code in 0..27u32 {
        let column: String = (0..3)
            .map(|r| letter((code / 3u32.pow(r) % 3) as u8))
            .collect();
        let (left, right) = column_options(code);
        let (value, form) = column_value(code);
        writeln!(
            table,
            "| `{column}` | {} | {} | {} | {} |",
            shown(left),
            shown(right),
            form.replace('|', "\\|"),
            value.map_or("not a number".to_owned(), show_number)
        )
        .unwrap();
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Board {
        parse_input(&format!("{}\n{}\n", rows.len(), rows.join("\n")))
    }

    #[test]
    fn the_search_follows_the_rules_by_hand() {
        let wins = |rows: &[&str]| takahashi_wins_brute(&board(rows)).expect("in reach");
        assert!(!wins(&["."]), "no move at all");
        assert!(
            !wins(&["W"]),
            "a white piece in row 1 cannot advance; no black to eat"
        );
        assert!(wins(&["B"]), "Takahashi eats it and Snuke has no move");
        assert!(!wins(&["..", "W."]), "he must advance, then Snuke eats it");
        assert!(wins(&["..", "B."]), "he eats it");
        // (-1/2) + (1/2): every first move of Takahashi loses (worked out in the tests' comments:
        // eat the B, Snuke eats the W; advance the W, Snuke advances the B, he must eat it, Snuke
        // eats the W)
        assert!(!wins(&["..", "WB"]));
        assert!(!wins(&["W.", "W."]), "both blocked; Snuke eats");
        assert!(wins(&["BB.", ".B.", "..."]), "sample 1");
        assert!(!wins(&["..", "WW"]), "sample 2");
        assert!(!wins(&["WWBW", "WWWW", "BWB.", "BBBB"]), "sample 3");
        assert_eq!(takahashi_wins_brute(&Board::empty(5)), None);
    }

    #[test]
    fn the_oracle_answers_the_samples() {
        assert_eq!(oracle("3\nBB.\n.B.\n...\n").as_deref(), Some("Takahashi\n"));
        assert_eq!(oracle("2\n..\nWW\n").as_deref(), Some("Snuke\n"));
        assert_eq!(
            oracle("4\nWWBW\nWWWW\nBWB.\nBBBB\n").as_deref(),
            Some("Snuke\n")
        );
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n.\n"), Ok(()));
        assert_eq!(validate("3\nBB.\n.B.\n...\n"), Ok(()));
        assert_eq!(validate(&input_of(&Board::empty(8))), Ok(()));
        for bad in [
            "0\n",
            "9\n",
            "1\nw\n",
            "1\nX\n",
            "2\n..\n.\n",
            "2\n..\n...\n",
            "2\n..\n",
            "2\n..\n..\n..\n",
            "1\n.",
            "1\n. \n",
            "01\n.\n",
            "1\r\n.\r\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    /// v(column) by the simplicity rule over all 3^8 columns, with an exact check that every Left
    /// option is below every Right option: the solution's computation, done here independently.
    fn values_by_simplicity() -> Vec<i64> {
        fn simplest(lo: Option<i64>, hi: Option<i64>) -> i64 {
            if lo.is_none_or(|lo| lo < 0) && hi.is_none_or(|hi| hi > 0) {
                return 0;
            }
            if let Some(lo) = lo.filter(|&lo| lo >= 0) {
                let mut step = SCALED_ONE;
                loop {
                    let x = (lo / step + 1) * step;
                    if hi.is_none_or(|hi| x < hi) {
                        return x;
                    }
                    step /= 2;
                    assert!(step > 0);
                }
            }
            -simplest(hi.map(|hi| -hi), lo.map(|lo| -lo))
        }
        let mut value: Vec<Option<i64>> = vec![None; 3usize.pow(MAX_N as u32)];
        // every option of a column has fewer pieces, or the same pieces higher up: an order
        let mut order: Vec<u32> = (0..value.len() as u32).collect();
        let potential = |code: u32| -> (usize, usize) {
            let squares: Vec<u32> = (0..MAX_N as u32).map(|r| code / 3u32.pow(r) % 3).collect();
            let pieces = squares.iter().filter(|&&s| s != 0).count();
            let rows: usize = (0..MAX_N).filter(|&r| squares[r] != 0).sum();
            (pieces, rows)
        };
        order.sort_by_key(|&code| potential(code));
        for code in order {
            let (left, right) = column_options(code);
            let of = |codes: &[u32]| -> Vec<i64> {
                codes
                    .iter()
                    .map(|&c| value[c as usize].expect("an option first"))
                    .collect()
            };
            let (left, right) = (of(&left), of(&right));
            for &l in &left {
                for &r in &right {
                    assert!(
                        l < r,
                        "column {code}: a Left option {l} ≥ a Right option {r}"
                    );
                }
            }
            value[code as usize] = Some(simplest(
                left.iter().copied().max(),
                right.iter().copied().min(),
            ));
        }
        value
            .into_iter()
            .map(|v| v.expect("every column"))
            .collect()
    }

    #[test]
    fn every_column_is_a_number_and_the_simplicity_rule_gives_it() {
        let by_simplicity = values_by_simplicity();
        let mut most_digits = 0;
        let mut largest = 0;
        for code in 0..by_simplicity.len() as u32 {
            let (value, form) = column_value(code);
            assert_eq!(
                value,
                Some(by_simplicity[code as usize]),
                "column {code}: canonical form {form}"
            );
            let v = by_simplicity[code as usize];
            if v != 0 {
                most_digits =
                    most_digits.max(FRACTION_BITS - v.trailing_zeros().min(FRACTION_BITS));
            }
            largest = largest.max(v.abs());
        }
        // what the README states: at most 7 binary digits, and |v| ≤ 8
        assert_eq!(most_digits, 7);
        assert_eq!(largest, 8 * SCALED_ONE);
        // a lone W in row r (from 1 at the top) is worth -2^(1 - r); a full column of B is 8
        for r in 0..MAX_N as u32 {
            assert_eq!(
                by_simplicity[3usize.pow(r)],
                -(SCALED_ONE >> r),
                "W in row {}",
                r + 1
            );
        }
        assert_eq!(by_simplicity[by_simplicity.len() - 1], 8 * SCALED_ONE);
    }

    #[test]
    fn the_reference_agrees_with_the_search_on_every_small_board() {
        for input in exhaustive_inputs() {
            assert_eq!(reference(&input), oracle(&input), "{input}");
        }
        let mut rng = Rng::new(4);
        for size in 1..=8 {
            for _ in 0..20 {
                let input = random_sparse_four(&mut rng, size);
                assert_eq!(reference(&input), oracle(&input), "{input}");
            }
        }
    }

    #[test]
    fn the_canonical_forms_are_right_on_known_games() {
        let mut forms = Forms::default();
        let zero = forms.zero();
        let one = forms.canonical(vec![zero], vec![]);
        let minus_one = forms.canonical(vec![], vec![zero]);
        let star = forms.canonical(vec![zero], vec![zero]);
        assert_eq!(forms.add(one, minus_one), zero);
        assert_eq!(forms.add(star, star), zero);
        assert!(!forms.le(star, zero) && !forms.le(zero, star), "* is fuzzy");
        assert_eq!(forms.number(star), None);
        let half = forms.canonical(vec![zero], vec![one]);
        assert_eq!(forms.number(half), Some(SCALED_ONE / 2));
        assert_eq!(forms.add(half, half), one);
        // {-1 | 1} = 0 and {0, * | 1} reduces to 1/2
        assert_eq!(forms.canonical(vec![minus_one], vec![one]), zero);
        assert_eq!(forms.canonical(vec![zero, star], vec![one]), half);
        assert_eq!(show_number(-3 * SCALED_ONE / 4), "-3/4");
        assert_eq!(forms.show(star), "{0 | 0}");
    }

    #[test]
    fn the_small_cases_table_is_the_readmes() {
        let table = small_cases_table();
        let readme = std::fs::read_to_string(
            plan_kit::testing::workspace_root().join("crates/abc229h-advance-or-eat/README.md"),
        )
        .expect("the README");
        assert!(
            readme.contains(&table),
            "the README's table is not:\n{table}"
        );
        assert!(table.contains("| `...` | none | none | { \\| } | 0 |"));
        assert!(table.contains("| `W..` | none | 0 | { \\| 0} | -1 |"));
        assert!(table.contains("| `WW.` | none | -1, -1/2 | { \\| -1} | -2 |"));
    }

    #[test]
    fn every_generated_input_is_valid_and_the_small_ones_in_reach() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 24);
        let mut rng = Rng::new(1);
        for size in 1..=8 {
            for _ in 0..10 {
                let input = random_sparse_four(&mut rng, size);
                assert!(oracle(&input).is_some(), "{input}");
            }
        }
        assert_eq!(exhaustive_inputs().len(), 3 + 81 + 19683);
        for max in max_inputs() {
            assert_eq!(parse_input(&max.input).n, MAX_N, "{}", max.label);
        }
    }

    #[test]
    fn a_colour_swap_negates_a_column_and_swapped_pairs_sum_to_zero() {
        let swap = |code: u32| -> u32 {
            (0..MAX_N as u32).fold(0, |swapped, r| {
                let square = code / 3u32.pow(r) % 3;
                swapped + [0, 2, 1][square as usize] * 3u32.pow(r)
            })
        };
        for code in 0..3u32.pow(MAX_N as u32) {
            let (value, _) = column_value(code);
            assert_eq!(
                column_value(swap(code)).0,
                value.map(|v| -v),
                "column {code}"
            );
        }
        let mut rng = Rng::new(7);
        for n in 1..=MAX_N {
            let input = input_of(&zero_sum_board(&mut rng, n));
            assert_eq!(reference(&input).as_deref(), Some("Snuke\n"), "{input}");
            if n <= 3 {
                assert_eq!(oracle(&input).as_deref(), Some("Snuke\n"), "{input}");
            }
        }
    }

    #[test]
    fn shrinking_starts_with_smaller_boards() {
        let shrunk = shrink("2\nWB\n.W\n");
        assert_eq!(shrunk[0], "1\nW\n");
        assert!(shrunk.contains(&"2\n.B\n.W\n".to_owned()));
        assert!(shrunk.contains(&"2\nBB\n.W\n".to_owned()));
        assert!(shrunk.len() <= Candidates::MAX_COUNT);
    }
}
