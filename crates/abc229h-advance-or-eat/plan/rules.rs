//! The game and the oracle: the rules, searched.

use super::{MAX_N, parse_input};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Searcher};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The most positions the whole-board search decides for one N = 4 board.
const SEARCH_BUDGET: usize = 1_000_000;

/// A square's digit in a board or column code: empty, a white piece (Takahashi's), a black piece
/// (Snuke's).
pub(super) const EMPTY: u8 = 0;

pub(super) const WHITE: u8 = 1;

pub(super) const BLACK: u8 = 2;

/// A board: its side n and its squares row by row, row 0 the top (the input's first line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Board {
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
pub(super) fn letter(square: u8) -> char {
    match square {
        WHITE => 'W',
        BLACK => 'B',
        _ => '.',
    }
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
pub(super) const NOTATION: &str = "the square (row, column, from 1) of your piece to move up or of the \
                        opponent's piece to eat: `2 3`";

thread_local! {
    /// One search for every board of N ≤ 3 (at most 2 · 3^9 positions), per thread.
    static SMALL: RefCell<Searcher<'static, AdvanceOrEat>> =
        RefCell::new(Searcher::new(&AdvanceOrEat, usize::MAX));
}

/// True iff Takahashi, moving first, wins `board`, by the kit's search of [`AdvanceOrEat`]; `None`
/// beyond its reach (N ≥ 5, or an N = 4 board whose search decides more than [`SEARCH_BUDGET`]
/// positions).
pub(super) fn takahashi_wins_brute(board: &Board) -> Option<bool> {
    let start = Position::start(board);
    match board.n {
        1..=3 => SMALL.with(|search| search.borrow_mut().first_wins(&start)),
        4 => Searcher::new(&AdvanceOrEat, SEARCH_BUDGET).first_wins(&start),
        _ => None,
    }
}

/// The game of an input: its board, Takahashi first.
pub(super) fn games(input: &str) -> Games {
    let start = Position::start(&parse_input(input));
    Games::new(vec![Games::case(AdvanceOrEat, start, PLAY_BUDGET)])
}

/// The oracle's answer as a result: Takahashi moves first.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Takahashi\n")])
}

/// The expected output by the whole-board search, or `None` beyond its reach.
pub(super) fn oracle(input: &str) -> Option<String> {
    takahashi_wins_brute(&parse_input(input)).map(verdict)
}

// ---------------------------------------------------------------------------------------------
// The reference: canonical forms of short partizan games, numbers never assumed.

/// The index of a game form in [`Forms`].
type Form = u32;

/// Game forms {Left options | Right options}, hash-consed: a form is kept once, so two canonical
/// forms are equal iff their indices are, and two games are equal iff their canonical forms are.
#[derive(Default)]
pub(super) struct Forms {
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
pub(super) const FRACTION_BITS: u32 = 32;

pub(super) const SCALED_ONE: i64 = 1 << FRACTION_BITS;

/// x (scaled by 2^[`FRACTION_BITS`]) as an integer or a fraction in lowest terms: `-3/4`, `2`.
pub(super) fn show_number(x: i64) -> String {
    if x % SCALED_ONE == 0 {
        return (x / SCALED_ONE).to_string();
    }
    let shift = x.trailing_zeros();
    format!("{}/{}", x >> shift, 1i64 << (FRACTION_BITS - shift))
}

/// The options of the column `code` by the rules, as column codes: (Left's, Right's). Left advances
/// a white piece into the empty square above it or eats a black piece; Right the same with the
/// colours swapped. Row 0 is the top: a piece in row 0 cannot advance.
pub(super) fn column_options(code: u32) -> (Vec<u32>, Vec<u32>) {
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
pub(super) fn forms() -> &'static Mutex<Forms> {
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
pub(super) fn reference(input: &str) -> Option<String> {
    Some(verdict(takahashi_wins_by_forms(&parse_input(input))))
}
