//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use std::sync::OnceLock;

/// The longest row the oracle plays (3^14 colourings).
pub(super) const ORACLE_MAX_N: usize = 14;

/// The heaps of 0.07 whose values the reference computes by definition.
pub(super) const REFERENCE_TABLE: usize = 2000;

/// The most cells a move of 0.07 removes (the `t` of the periodicity theorem).
pub(super) const TAKEN: usize = 2;

/// A cell's colour as a base-3 digit of a colouring's code.
const WHITE: u32 = 0;

const RED: u32 = 1;

const BLUE: u32 = 2;

/// The bits of the oracle's table entry for one colouring.
const ALICE_WINS: u8 = 1;

const BOB_WINS: u8 = 2;

/// For rows of `n` cells: entry `code` says whether Alice, and whether Bob, wins as the player
/// to move on the colouring with base-3 digits `code` (cell i is digit i: 0 white, 1 red,
/// 2 blue). Built once per n.
fn game_table(n: usize) -> &'static [u8] {
    static TABLES: [OnceLock<Vec<u8>>; ORACLE_MAX_N + 1] = [const { OnceLock::new() }; 15];
    assert!(
        n <= ORACLE_MAX_N,
        "the game search plays rows of up to 14 cells"
    );
    TABLES[n].get_or_init(|| {
        let power: Vec<u32> = (0..=n as u32).map(|i| 3u32.pow(i)).collect();
        let size = power[n] as usize;
        let mut table = vec![0u8; size];
        let mut digits = vec![WHITE; n];
        for code in 0..size {
            // a move whitens at least one non-white cell, so it lowers the code: every colouring
            // one move away is decided already
            let mut entry = 0;
            for i in 0..n.saturating_sub(1) {
                let (left, right) = (digits[i], digits[i + 1]);
                let after = code - (left * power[i] + right * power[i + 1]) as usize;
                if paints(RED as u8, left as u8, right as u8) && table[after] & BOB_WINS == 0 {
                    entry |= ALICE_WINS;
                }
                if paints(BLUE as u8, left as u8, right as u8) && table[after] & ALICE_WINS == 0 {
                    entry |= BOB_WINS;
                }
            }
            table[code] = entry;
            // the digits of code + 1
            for digit in digits.iter_mut() {
                *digit = (*digit + 1) % 3;
                if *digit != 0 {
                    break;
                }
            }
        }
        table
    })
}

/// True iff Alice, moving first, wins the game on `row` by the search, or `None` for a row
/// longer than [`ORACLE_MAX_N`].
pub(super) fn alice_wins_by_search(row: &[u8]) -> Option<bool> {
    if row.len() > ORACLE_MAX_N {
        return None;
    }
    let code = row.iter().rev().fold(0usize, |code, &cell| {
        3 * code + if cell == b'R' { RED } else { BLUE } as usize
    });
    Some(game_table(row.len())[code] & ALICE_WINS != 0)
}

/// The game on one row: each cell red (`R`), blue (`B`) or white; Alice paints two neighbouring
/// cells white where at least one is red, Bob where at least one is blue, typed as the left cell's
/// number (`3` paints cells 3 and 4); the player to move with no move loses. A position is the row
/// and whether Alice is to move. The oracle keeps its own table ([`game_table`], the same rule,
/// [`paints`]) over all 3^n colourings of a row of n cells, shared by every row of that length:
/// the kit's search would keep its positions in a hash map, up to 2 · 3^14 of them for one
/// length.
struct Colouring;

/// A position of [`Colouring`]: the cells (`R`, `B`, or `.` for white) and whether Alice moves.
type Row = (Vec<u8>, bool);

/// True iff the player whose colour is `own` (red for Alice, blue for Bob, in the caller's code:
/// `R`/`B` in a [`Row`], a digit in [`game_table`]) may paint the cells `left` and `right` white:
/// one of them is of that colour (the other may be anything).
pub(super) fn paints(own: u8, left: u8, right: u8) -> bool {
    left == own || right == own
}

impl Game for Colouring {
    type Position = Row;

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, (cells, alice): &Row) -> Vec<Move<Row>> {
        let own = if *alice { b'R' } else { b'B' };
        (0..cells.len().saturating_sub(1))
            .filter(|&i| paints(own, cells[i], cells[i + 1]))
            .map(|i| {
                let mut next = cells.clone();
                next[i] = b'.';
                next[i + 1] = b'.';
                Move::to((i + 1).to_string(), (next, !alice))
            })
            .collect()
    }

    fn draw(&self, (cells, alice): &Row) -> String {
        let width = cells.len().to_string().len();
        let numbers: Vec<String> = (1..=cells.len()).map(|i| format!("{i:>width$}")).collect();
        let colours: Vec<String> = cells
            .iter()
            .map(|&c| format!("{:>width$}", c as char))
            .collect();
        let mut text = format!("cell  {}\n      {}\n", numbers.join(" "), colours.join(" "));
        text.push_str(if *alice {
            "Alice to move: paint white two neighbours, one of them red (R); . is white\n"
        } else {
            "Bob to move: paint white two neighbours, one of them blue (B); . is white\n"
        });
        text
    }

    fn refuse(&self, (cells, alice): &Row, typed: &str) -> Option<String> {
        let n = cells.len();
        let Ok(i) = typed.trim().parse::<usize>() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        let colour = if *alice { "red" } else { "blue" };
        Some(if !(1..n).contains(&i) {
            format!("type the left cell of the two, 1 to {}", n - 1)
        } else {
            format!("neither cell {i} nor cell {} is {colour}", i + 1)
        })
    }
}

/// How a move is typed.
pub(super) const NOTATION: &str = "the left one of the two neighbouring cells to paint white: `3` for cells 3 \
                        and 4";

/// The games of an input, one per row, Alice first.
pub(super) fn games(input: &str) -> Games {
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|row| Games::case(Colouring, (row, true), PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: Alice moves first.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Alice"))
}

/// The winner's name.
fn winner(alice_wins: bool) -> &'static str {
    if alice_wins { "Alice\n" } else { "Bob\n" }
}

/// The expected output by playing the game on every row, or `None` if a row is too long.
pub(super) fn oracle(input: &str) -> Option<String> {
    parse_input(input)
        .iter()
        .map(|row| alice_wins_by_search(row).map(winner))
        .collect()
}

/// G(0), …, G(`len` − 1) of the octal game 0.07 by definition: a heap of m cells loses two
/// adjacent cells and leaves heaps a and m − 2 − a; G(m) is the mex of G(a) ⊕ G(m − 2 − a).
pub(super) fn octal_values_by_definition(len: usize) -> Vec<u8> {
    let mut values: Vec<u8> = Vec::with_capacity(len);
    for m in 0..len {
        let mut seen = [false; 64];
        for a in 0..=m.saturating_sub(2) / 2 {
            if m >= 2 {
                seen[usize::from(values[a] ^ values[m - 2 - a])] = true;
            }
        }
        let mex = seen.iter().position(|&s| !s).expect("a value below 64");
        values.push(mex as u8);
    }
    values
}

/// The least period p, and its least start n0, that the periodicity theorem proves from
/// `values`: G(n + p) = G(n) for every n0 ≤ n < `values.len()` − p, a range that contains the
/// theorem's n0 ≤ n < 2·n0 + p + [`TAKEN`]; `None` if no p does.
pub(super) fn proven_period(values: &[u8]) -> Option<(usize, usize)> {
    let len = values.len();
    (1..len / 3).find_map(|p| {
        // the least n0 from which values repeat with period p to the end of the table
        let mut n0 = len - p;
        while n0 > 0 && values[n0 - 1 + p] == values[n0 - 1] {
            n0 -= 1;
        }
        (2 * n0 + p + TAKEN <= len - p).then_some((n0, p))
    })
}

/// The reference's values of 0.07 and the period they prove: built once.
fn reference_values() -> &'static (Vec<u8>, usize, usize) {
    static VALUES: OnceLock<(Vec<u8>, usize, usize)> = OnceLock::new();
    VALUES.get_or_init(|| {
        let values = octal_values_by_definition(REFERENCE_TABLE);
        let (n0, p) = proven_period(&values).expect("the table proves a period");
        (values, n0, p)
    })
}

/// G(`len`) of 0.07: by definition within the table, by the proven period beyond it.
fn octal_value(len: usize) -> u8 {
    let (values, n0, p) = reference_values();
    if len < values.len() {
        values[len]
    } else {
        values[n0 + (len - n0) % p]
    }
}

/// The lengths of the maximal alternating segments of `row` (runs in which neighbours differ).
pub(super) fn alternating_segments(row: &[u8]) -> Vec<usize> {
    row.chunk_by(|a, b| a != b).map(<[u8]>::len).collect()
}

/// True iff Alice wins on `row` by the README's reduction.
pub(super) fn alice_wins_by_reduction(row: &[u8]) -> bool {
    let red = row.iter().filter(|&&c| c == b'R').count();
    let blue = row.len() - red;
    if red != blue {
        return red > blue;
    }
    alternating_segments(row)
        .into_iter()
        .fold(0, |xor_sum, len| xor_sum ^ octal_value(len))
        != 0
}

/// The expected output by the reduction.
pub(super) fn reference(input: &str) -> Option<String> {
    Some(
        parse_input(input)
            .iter()
            .map(|row| winner(alice_wins_by_reduction(row)))
            .collect(),
    )
}

/// The other colour.
pub(super) fn other(cell: u8) -> u8 {
    if cell == b'R' { b'B' } else { b'R' }
}
