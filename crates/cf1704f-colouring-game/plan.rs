//! Codeforces 1704F Colouring Game. The game in the kit's words is [`Colouring`] (for `judge
//! play`). The oracle plays the partizan game itself on every colouring of a short row: each cell
//! red, blue or white; Alice paints two neighbours white where at least one is red, Bob where at
//! least one is blue ([`paints`], the rule the game's moves use too); the player to move with no
//! move loses. It fills a win/lose table over all 3^n colourings (a move only whitens cells, so the
//! colourings it reaches come earlier in the table's order) and knows nothing of the reduction.
//!
//! The reference is the README's reduction (the counts, then the XOR over the maximal alternating
//! segments of the values of the octal game 0.07), with the values computed by definition up to
//! [`REFERENCE_TABLE`] and beyond by the period that the periodicity theorem for octal games
//! proves from that table (checked when the table is built); the unit tests check it against the
//! oracle on every row of up to 12 cells.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, BAR, INK, LOSE, Svg, Swatch, value_plot};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list};
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "cf1704f-colouring-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every row of 2 to 12 cells (8188 rows, 1000 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-100 rows of 2-14 cells: uniform, equal counts, or alternating with breaks, \
                   against the game search",
            generate: random_short,
            max_size: 100,
            cases: 40,
        },
        Generator {
            name: "rows of alternating segments up to 3000 cells long, most with equal counts, \
                   up to 6*10^4 cells in all, against the reduction",
            generate: random_long,
            max_size: 300,
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

/// The statement's limits: t ≤ `MAX_T` rows of 2 ≤ n ≤ `MAX_N` cells, at most `MAX_N` in all.
const MAX_T: usize = 10_000;
const MAX_N: usize = 500_000;

/// The longest row the oracle plays (3^14 colourings).
const ORACLE_MAX_N: usize = 14;

/// The heaps of 0.07 whose values the reference computes by definition.
const REFERENCE_TABLE: usize = 2000;

/// The most cells a move of 0.07 removes (the `t` of the periodicity theorem).
const TAKEN: usize = 2;

/// `Ok` iff `input` is `t`, then t cases of a line `n` and a line of n letters `R`/`B`, within
/// the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    let mut total = 0;
    for case in 1..=t {
        let n = v.usize(2, MAX_N, || format!("n of case {case}"))?;
        v.eoln()?;
        let row = v.token(&format!("the row of case {case}"))?;
        ensure(row.len() == n, || {
            format!("case {case}: the row has {} cells, not n = {n}", row.len())
        })?;
        ensure(row.bytes().all(|c| c == b'R' || c == b'B'), || {
            format!("case {case}: a cell other than R or B")
        })?;
        v.eoln()?;
        total += n;
        ensure(total <= MAX_N, || {
            format!("the sum of n exceeds {MAX_N} at case {case}")
        })?;
    }
    v.eof()
}

/// The rows of an input.
fn parse_input(input: &str) -> Vec<Vec<u8>> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let _n: usize = tokens.read();
            tokens.read::<String>().into_bytes()
        })
        .collect()
}

/// An input holding `rows`.
fn input_of(rows: &[Vec<u8>]) -> String {
    let cells: usize = rows.iter().map(Vec::len).sum();
    let mut input = String::with_capacity(cells + 8 * rows.len() + 8);
    push_number(&mut input, rows.len() as u64);
    input.push('\n');
    for row in rows {
        push_number(&mut input, row.len() as u64);
        input.push('\n');
        input.push_str(std::str::from_utf8(row).expect("R and B"));
        input.push('\n');
    }
    input
}

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
fn alice_wins_by_search(row: &[u8]) -> Option<bool> {
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
fn paints(own: u8, left: u8, right: u8) -> bool {
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
const NOTATION: &str = "the left one of the two neighbouring cells to paint white: `3` for cells 3 \
                        and 4";

/// The games of an input, one per row, Alice first.
fn games(input: &str) -> Games {
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|row| Games::case(Colouring, (row, true), PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: Alice moves first.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "Alice"))
}

/// The winner's name.
fn winner(alice_wins: bool) -> &'static str {
    if alice_wins { "Alice\n" } else { "Bob\n" }
}

/// The expected output by playing the game on every row, or `None` if a row is too long.
fn oracle(input: &str) -> Option<String> {
    parse_input(input)
        .iter()
        .map(|row| alice_wins_by_search(row).map(winner))
        .collect()
}

/// G(0), …, G(`len` − 1) of the octal game 0.07 by definition: a heap of m cells loses two
/// adjacent cells and leaves heaps a and m − 2 − a; G(m) is the mex of G(a) ⊕ G(m − 2 − a).
fn octal_values_by_definition(len: usize) -> Vec<u8> {
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
fn proven_period(values: &[u8]) -> Option<(usize, usize)> {
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
fn alternating_segments(row: &[u8]) -> Vec<usize> {
    row.chunk_by(|a, b| a != b).map(<[u8]>::len).collect()
}

/// True iff Alice wins on `row` by the README's reduction.
fn alice_wins_by_reduction(row: &[u8]) -> bool {
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
fn reference(input: &str) -> Option<String> {
    Some(
        parse_input(input)
            .iter()
            .map(|row| winner(alice_wins_by_reduction(row)))
            .collect(),
    )
}

/// Every row of `n` cells, as the binary counter on R = 0, B = 1 (cell 0 the highest digit).
fn all_rows(n: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..1u32 << n).map(move |bits| {
        (0..n)
            .map(|i| {
                if bits >> (n - 1 - i) & 1 == 0 {
                    b'R'
                } else {
                    b'B'
                }
            })
            .collect()
    })
}

/// Every row of 2 to 12 cells, shortest first, 1000 to an input.
fn exhaustive_inputs() -> Vec<String> {
    let rows: Vec<Vec<u8>> = (2..=12).flat_map(all_rows).collect();
    rows.chunks(1000).map(input_of).collect()
}

/// The other colour.
fn other(cell: u8) -> u8 {
    if cell == b'R' { b'B' } else { b'R' }
}

/// A row of `n` cells: uniform, with equal counts (n even), or alternating with a few breaks.
fn random_row(rng: &mut Rng, n: usize) -> Vec<u8> {
    match rng.below(3) {
        0 => (0..n)
            .map(|_| if rng.chance(1, 2) { b'R' } else { b'B' })
            .collect(),
        1 => {
            let mut row: Vec<u8> = (0..n)
                .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
                .collect();
            rng.shuffle(&mut row);
            row
        }
        _ => {
            let mut row = vec![if rng.chance(1, 2) { b'R' } else { b'B' }];
            while row.len() < n {
                let last = *row.last().expect("a cell");
                row.push(if rng.chance(1, 5) { last } else { other(last) });
            }
            row
        }
    }
}

/// 1..=`size` rows of 2-14 cells.
fn random_short(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let rows: Vec<Vec<u8>> = (0..t)
        .map(|_| {
            let n = rng.range(2, ORACLE_MAX_N as u64) as usize;
            random_row(rng, n)
        })
        .collect();
    input_of(&rows)
}

/// Alternating segments of `lengths` one after another, starting with `first`: each segment
/// starts with the colour the one before ended with, so that the segments are maximal.
fn row_of_segments(first: u8, lengths: &[usize]) -> Vec<u8> {
    let mut row = Vec::with_capacity(lengths.iter().sum());
    let mut colour = first;
    for &len in lengths {
        for j in 0..len {
            row.push(if j % 2 == 0 { colour } else { other(colour) });
        }
        colour = *row.last().unwrap_or(&first);
    }
    row
}

/// `lengths` extended so that the row of segments from `first` has as many red cells as blue:
/// an odd segment adds one cell of its first colour, an even one adds none and flips the colour
/// the next segment starts with.
fn balanced_lengths(rng: &mut Rng, first: u8, mut lengths: Vec<usize>) -> Vec<usize> {
    loop {
        let row = row_of_segments(first, &lengths);
        let red = row.iter().filter(|&&c| c == b'R').count();
        let lead = red as i64 - (row.len() - red) as i64;
        if lead == 0 && row.len() >= 2 {
            return lengths;
        }
        let next = *row.last().unwrap_or(&first);
        let needed = if lead > 0 { b'B' } else { b'R' };
        if lead != 0 && next == needed {
            lengths.push(2 * rng.range(0, 3) as usize + 1);
        } else {
            lengths.push(2 * rng.range(1, 3) as usize);
        }
    }
}

/// Rows of alternating segments of lengths log-uniform up to 10·`size`, three in four of them
/// with equal counts, until 200·`size` cells.
fn random_long(rng: &mut Rng, size: usize) -> String {
    let budget = 200 * size;
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut cells = 0;
    while cells < budget && rows.len() < MAX_T {
        let first = if rng.chance(1, 2) { b'R' } else { b'B' };
        let count = 1 + rng.below(8);
        let top = (10 * size).max(2) as u64;
        let lengths: Vec<usize> = (0..count)
            .map(|_| {
                let bits = rng.range(0, u64::from(63 - top.leading_zeros()));
                rng.range(1 << bits, (2 << bits) - 1).min(top) as usize
            })
            .collect();
        let lengths = if rng.chance(3, 4) {
            balanced_lengths(rng, first, lengths)
        } else {
            lengths
        };
        let mut row = row_of_segments(first, &lengths);
        if row.len() < 2 {
            row.push(other(row[0]));
        }
        if cells + row.len() > MAX_N {
            break;
        }
        cells += row.len();
        rows.push(row);
    }
    input_of(&rows)
}

/// Smaller inputs: each row alone, fewer rows, then a row with cells removed from its ends or
/// middle, or one cell recoloured.
fn shrink(input: &str) -> Vec<String> {
    let rows = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&rows) {
        candidates.push(|| input_of(&fewer));
    }
    for (i, row) in rows.iter().enumerate() {
        for shorter in shrink_list(row).into_iter().filter(|r| r.len() >= 2) {
            let mut smaller = rows.clone();
            smaller[i] = shorter;
            candidates.push(|| input_of(&smaller));
        }
        if row.len() <= 32 {
            for j in 0..row.len() {
                let mut recoloured = rows.clone();
                recoloured[i][j] = other(row[j]);
                candidates.push(|| input_of(&recoloured));
            }
        }
    }
    candidates.into_vec()
}

/// One row of 5·10^5 alternating cells, one of long alternating segments with equal counts, 10^4
/// rows of 50, one of `RRBB` repeated, and one alternating row with one red cell more.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1704);
    let alternating = row_of_segments(b'R', &[MAX_N]);
    let mut lengths = Vec::new();
    while lengths.iter().sum::<usize>() < MAX_N - 200_000 {
        lengths.push(rng.range(1000, 100_000) as usize);
    }
    let mut long_segments = row_of_segments(b'R', &balanced_lengths(&mut rng, b'R', lengths));
    // pad with two-cell segments "RB" / "BR" that keep the counts equal
    while long_segments.len() + 2 <= MAX_N {
        let last = *long_segments.last().expect("a cell");
        long_segments.extend([last, other(last)]);
    }
    let short_rows: Vec<Vec<u8>> = (0..MAX_T)
        .map(|_| {
            loop {
                let first = if rng.chance(1, 2) { b'R' } else { b'B' };
                let lengths: Vec<usize> = (0..rng.range(1, 4))
                    .map(|_| rng.range(1, 12) as usize)
                    .collect();
                let mut row = row_of_segments(first, &balanced_lengths(&mut rng, first, lengths));
                // equal counts make the length even; two-cell segments fill it up to 50
                while row.len() < 50 {
                    let last = *row.last().expect("a cell");
                    row.extend([last, other(last)]);
                }
                if row.len() == 50 {
                    break row;
                }
            }
        })
        .collect();
    let pairs: Vec<u8> = b"RRBB".iter().copied().cycle().take(MAX_N).collect();
    let one_more_red = row_of_segments(b'R', &[MAX_N - 1]);
    vec![
        MaxInput {
            label: "t=1, n=5*10^5 alternating RBRB...: one segment",
            input: input_of(&[alternating]),
        },
        MaxInput {
            label: "t=1, n=5*10^5, alternating segments of 10^3-10^5, equal counts",
            input: input_of(&[long_segments]),
        },
        MaxInput {
            label: "t=10^4 rows of 50 alternating segments",
            input: input_of(&short_rows),
        },
        MaxInput {
            label: "t=1, n=5*10^5 RRBB repeated: segments of 2",
            input: input_of(&[pairs]),
        },
        MaxInput {
            label: "t=1, n=5*10^5-1 alternating, one red more",
            input: input_of(&[one_more_red]),
        },
    ]
}

/// The exceptions of a period p from n0: the n < n0 whose value differs from the periodic one,
/// G(n0 + (n − n0) mod p).
fn exceptions(values: &[u8], n0: usize, p: usize) -> Vec<usize> {
    (0..n0)
        .filter(|&n| values[n] != values[n0 + (n + p * n0 - n0) % p])
        .collect()
}

/// The figure: G(n) of 0.07 by definition for n ≤ 175, the heaps the periodicity theorem reads;
/// the period's repeats marked from n0 on, and the exceptions framed.
fn figure() -> String {
    const SHOWN: usize = 176;
    let values = octal_values_by_definition(REFERENCE_TABLE);
    let (n0, p) = proven_period(&values).expect("a period");
    let shown: Vec<u64> = values[..SHOWN].iter().map(|&g| u64::from(g)).collect();
    let mut svg = Svg::page(
        (760.0, 330.0),
        "Dawson's Kayles (octal game 0.07): G(n) by definition, n ≤ 175",
        &[
            (Swatch::Cell(LOSE), "G(n) = 0"),
            (Swatch::Cell(PRE), "n < n0"),
            (Swatch::Cell(BAR), "n ≥ n0, periodic"),
            (Swatch::Line(ACCENT, ""), "exception"),
            (Swatch::Line(INK, "4 3"), "n0 + kp"),
        ],
    );
    svg.paragraph(
        (16.0, 72.0),
        12.0,
        728.0,
        &format!(
            "period p = {p} from n0 = {n0}: G(n + {p}) = G(n) for {n0} ≤ n < 2·{n0} + {p} + 2 = {}, \
             so for every n ≥ {n0} (the periodicity theorem)",
            2 * n0 + p + TAKEN
        ),
    );
    let fill = |n: usize| {
        if shown[n] == 0 {
            LOSE
        } else if n < n0 {
            PRE
        } else {
            BAR
        }
    };
    let (left, top, w, h) = (60.0, 100.0, 680.0, 170.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &shown,
        fill,
        "heap n",
        "G(n)",
    );
    let step = w / SHOWN as f64;
    let mut mark = n0;
    while mark < SHOWN {
        let x = left + mark as f64 * step;
        svg.line((x, top), (x, top + h), INK, 1.0, "4 3");
        mark += p;
    }
    let unit = h / shown.iter().copied().max().unwrap_or(1) as f64;
    for n in exceptions(&values, n0, p) {
        let bar = (shown[n] as f64 * unit).max(6.0);
        svg.frame(
            left + n as f64 * step - 0.5,
            top + h - bar - 1.0,
            step + 1.0,
            bar + 1.0,
            ACCENT,
            1.5,
        );
    }
    svg.finish()
}

/// The bars before the periodic part.
const PRE: &str = "#9ecae1";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_plays_by_hand() {
        let wins = |row: &str| alice_wins_by_search(row.as_bytes()).expect("short");
        assert!(
            wins("RB") && wins("BR") && wins("RR"),
            "Alice paints both cells"
        );
        assert!(!wins("BB"), "Alice has no red cell");
        assert!(!wins("BRB"), "sample: one blue is left for Bob");
        assert!(wins("RRB"), "two red cells to one blue");
        assert!(!wins("RBB"), "one red cell to two blue");
        assert!(!wins("RBBR"), "sample: Bob mirrors");
        assert_eq!(alice_wins_by_search(&[b'R'; 15]), None);
    }

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        let sample = "8\n3\nBRB\n5\nRRBBB\n6\nRBRBRB\n8\nBBRRBRRB\n6\nBRRBRB\n12\nRBRBRBRBRRBB\n\
                      12\nRBRBRBRBBBRR\n4\nRBBR\n";
        let expected = "Bob\nBob\nAlice\nAlice\nAlice\nAlice\nBob\nBob\n";
        assert_eq!(oracle(sample).as_deref(), Some(expected));
        assert_eq!(reference(sample).as_deref(), Some(expected));
        assert_eq!(oracle(&input_of(&[vec![b'R'; 15]])), None);
    }

    #[test]
    fn the_octal_values_by_definition_start_as_in_winning_ways() {
        let values = octal_values_by_definition(20);
        assert_eq!(
            values,
            [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3]
        );
    }

    #[test]
    fn the_period_is_proved_by_the_periodicity_theorem() {
        // computed far enough: up to 2000, the theorem needs 2·n0 + 2p + t − 1
        let values = octal_values_by_definition(REFERENCE_TABLE);
        let (n0, p) = proven_period(&values).expect("a period");
        assert_eq!((n0, p), (53, 34));
        // the theorem's condition, read off the values themselves
        for n in n0..2 * n0 + p + TAKEN {
            assert_eq!(values[n + p], values[n], "n = {n}");
        }
        assert_ne!(
            values[n0 - 1 + p],
            values[n0 - 1],
            "52 is the last exception"
        );
        // no shorter period holds even on the whole table
        for shorter in 1..p {
            assert!(
                (n0..REFERENCE_TABLE - shorter).any(|n| values[n + shorter] != values[n]),
                "period {shorter}"
            );
        }
        // the solution's constants are these
        let main = std::fs::read_to_string(
            plan_kit::testing::workspace_root().join("crates/cf1704f-colouring-game/src/main.rs"),
        )
        .expect("the solution");
        assert!(main.contains(&format!("const PERIOD: usize = {p};")));
        assert!(main.contains(&format!("const PRE_PERIOD: usize = {n0};")));
    }

    #[test]
    fn the_reduction_agrees_with_the_search_on_every_short_row() {
        for n in 2..=12 {
            for row in all_rows(n) {
                assert_eq!(
                    alice_wins_by_search(&row),
                    Some(alice_wins_by_reduction(&row)),
                    "{}",
                    String::from_utf8_lossy(&row)
                );
            }
        }
    }

    #[test]
    fn segments_are_maximal_and_alternating() {
        assert_eq!(alternating_segments(b"RRBB"), [1, 2, 1]);
        assert_eq!(alternating_segments(b"RBRBRB"), [6]);
        assert_eq!(alternating_segments(b"BRRBRB"), [2, 4]);
        let row = row_of_segments(b'B', &[3, 1, 4, 2]);
        assert_eq!(row, b"BRBBBRBRRB");
        assert_eq!(alternating_segments(&row), [3, 1, 4, 2]);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n2\nRB\n"), Ok(()));
        assert_eq!(validate(&input_of(&[vec![b'R'; MAX_N]])), Ok(()));
        assert_eq!(validate(&input_of(&vec![b"RB".to_vec(); MAX_T])), Ok(()));
        for bad in [
            "0\n",
            "1\n1\nR\n",
            "1\n2\nRW\n",
            "1\n2\nrb\n",
            "1\n3\nRB\n",
            "1\n2\nRB",
            "1\n2 RB\n",
            "2\n2\nRB\n",
            "1\n2\nRB\n2\nRB\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
        let too_many = input_of(&vec![b"RB".to_vec(); MAX_T + 1]);
        assert!(validate(&too_many).is_err());
        let too_long = input_of(&[vec![b'R'; MAX_N], b"RB".to_vec()]);
        assert!(validate(&too_long).is_err());
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_answered() {
        let exhaustive = exhaustive_inputs();
        assert_eq!(exhaustive.len(), 9);
        let rows: usize = exhaustive.iter().map(|i| parse_input(i).len()).sum();
        assert_eq!(rows, (2..=12).map(|n| 1 << n).sum::<usize>());
        for input in &exhaustive {
            assert_eq!(validate(input), Ok(()));
            assert!(oracle(input).is_some());
        }
        let mut rng = Rng::new(1);
        for size in (1..=100).step_by(9) {
            let input = random_short(&mut rng, size);
            assert_eq!(validate(&input), Ok(()));
            assert!(oracle(&input).is_some(), "{input}");
        }
        let mut balanced = 0;
        for size in (1..=300).step_by(23).chain([300]) {
            let input = random_long(&mut rng, size);
            assert_eq!(validate(&input), Ok(()));
            for row in parse_input(&input) {
                let red = row.iter().filter(|&&c| c == b'R').count();
                balanced += usize::from(2 * red == row.len());
            }
        }
        assert!(balanced > 50, "{balanced} rows with equal counts");
        for max in max_inputs() {
            assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
            let rows = parse_input(&max.input);
            assert!(rows.iter().map(Vec::len).sum::<usize>() >= MAX_N - 1);
        }
    }

    #[test]
    fn shrinking_starts_with_single_rows() {
        let shrunk = shrink("2\n3\nBRB\n2\nRB\n");
        assert_eq!(shrunk[..2], ["1\n3\nBRB\n", "1\n2\nRB\n"]);
        assert!(shrunk.contains(&"2\n2\nRB\n2\nRB\n".to_owned()));
        assert!(shrunk.contains(&"2\n3\nRRB\n2\nRB\n".to_owned()));
    }
}
