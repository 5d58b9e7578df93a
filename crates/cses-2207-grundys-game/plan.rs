//! CSES 2207 Grundy's Game. Three computations from the rules, none of which knows the claim
//! that no heap above 1222 is lost:
//! - [`heaps_search`]: the kit's win/lose search of the game stated once ([`Grundy`]: heaps of
//!   coins, a move splitting one heap into two unequal non-empty heaps), over multisets of heaps:
//!   the rules and nothing else, for small heaps;
//! - the oracle: g(n) = mex { g(a) ⊕ g(n − a) : 1 ≤ a < n − a } by that definition, O(n²), for
//!   every n ≤ 10^5 ([`DefinitionTable`]); one heap is won iff g(n) ≠ 0 (the Sprague–Grundy
//!   theorem, proved in the README and checked here against the search on sums of small heaps);
//! - the reference: the same g(n), exactly, for every n ≤ 10^6 by the sparse-value method
//!   ([`SparseTable`]), checked against the definition on every n ≤ 10^5.
//!
//! The oracle keeps its own table of the definition rather than Grundy values from the game's
//! moves: those list ⌊(n − 1)/2⌋ named moves, each a new heap vector, for every n ≤ 10^5 (10^9.4
//! moves in all), thousands of times slower than the table's XOR marks.

#[cfg(test)]
use plan_kit::game::Searcher;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, BAR, INK, LOSE, PAPER, Svg, Swatch, value_plot};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list, shrink_value};
use std::fmt::Write;
use std::sync::{LazyLock, Mutex};

pub const SPEC: Spec = Spec {
    name: "cses-2207-grundys-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every n ≤ 10^5 (1000 games to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–1000 games with n ≤ 10^5: uniform, next to a lost heap, and n ≤ 3 (definition)",
            generate: random_small,
            max_size: ORACLE_REACH,
            cases: 40,
        },
        Generator {
            name: "1–1000 games with n ≤ 10^6: uniform, and next to a lost heap (sparse method)",
            generate: random_large,
            max_size: MAX_N,
            cases: 20,
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

/// The statement's limits: t games, each one heap of 1 ≤ n ≤ `MAX_N` coins.
const MAX_T: usize = 100_000;
const MAX_N: usize = 1_000_000;

/// The largest n the oracle (the definition, O(n²)) answers.
const ORACLE_REACH: usize = 100_000;

/// `Ok` iff `input` is `t`, then t lines of one n each, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    for _ in 0..t {
        v.usize(1, MAX_N, "n")?;
        v.eoln()?;
    }
    v.eof()
}

/// The heaps of an input, one a game.
fn parse_input(input: &str) -> Vec<usize> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    tokens.many(t)
}

/// An input of one game per heap of `heaps`.
fn input_of(heaps: &[usize]) -> String {
    let mut input = String::with_capacity(8 * heaps.len() + 8);
    push_number(&mut input, heaps.len() as u64);
    input.push('\n');
    for &n in heaps {
        push_number(&mut input, n as u64);
        input.push('\n');
    }
    input
}

/// The game: heaps of coins in a row; a move splits one heap into two non-empty heaps of
/// different sizes (the two take its place, the smaller first), typed as the heap's number, from
/// 1, and the smaller part (`1 3`: heap 1 into 3 and the rest); the player with no move (every
/// heap of 1 or 2 coins) loses. A position is the heaps as they stand.
struct Grundy;

/// How a move is typed.
const NOTATION: &str = "the heap (from 1) and the smaller of its two parts: `1 3`";

impl Game for Grundy {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, heaps: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut moves = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for a in 1..h.div_ceil(2) {
                let mut next = heaps.clone();
                next[i] = a;
                next.insert(i + 1, h - a);
                moves.push(Move::to(format!("{} {a}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, heaps: &Vec<u32>) -> String {
        let mut text = String::new();
        for (i, &h) in heaps.iter().enumerate() {
            let coins = if h <= 30 {
                "o".repeat(h as usize)
            } else {
                "many coins".to_owned()
            };
            writeln!(text, "heap {:>2}: {coins:<30} {h}", i + 1).unwrap();
        }
        text
    }

    /// Σ (⌈h/2⌉ − 1), every move counted: a heap of 10^6 has 5·10^5 − 1.
    fn moves_at_least(&self, heaps: &Vec<u32>) -> u64 {
        heaps
            .iter()
            .map(|&h| u64::from(h.div_ceil(2).saturating_sub(1)))
            .sum()
    }

    fn refuse(&self, heaps: &Vec<u32>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, a]) => match heaps.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no heap {i}: the heaps are 1 to {}", heaps.len()),
                Some(&h) if h <= 2 => format!("heap {i} of {h} has no split into unequal heaps"),
                Some(_) if a == 0 => "both parts must be non-empty".to_owned(),
                Some(&h) if 2 * a == u64::from(h) => {
                    format!("{a} + {a}: the two parts must differ")
                }
                Some(&h) if a < u64::from(h) => {
                    format!("name the smaller part: `{i} {}`", u64::from(h) - a)
                }
                Some(&h) => format!("heap {i} has only {h} coins"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The heaps sorted, those of 1 and 2 coins (which never split) dropped.
    fn canonical(&self, heaps: &Vec<u32>) -> Vec<u32> {
        let mut key: Vec<u32> = heaps.iter().copied().filter(|&h| h > 2).collect();
        key.sort_unstable();
        key
    }
}

/// The kit's win/lose search of [`Grundy`], over multisets of heaps, deciding at most `budget`
/// positions.
#[cfg(test)]
fn heaps_search(budget: usize) -> Searcher<'static, Grundy> {
    Searcher::new(&Grundy, budget)
}

/// One mark per value v < 2^16: the heap whose splits last reached v (0: none), so that the marks
/// are never cleared. Grundy values are `u16`, so every XOR of two of them has a mark.
struct Reached(Box<[u32; 1 << 16]>);

impl Reached {
    fn new() -> Self {
        Reached(Box::new([0; 1 << 16]))
    }

    /// Marks `v` as reached by a split of the heap `n`.
    fn mark(&mut self, v: u16, n: u32) {
        self.0[usize::from(v)] = n;
    }

    /// True iff a split of the heap `n` has reached `v`.
    fn has(&self, v: u16, n: u32) -> bool {
        self.0[usize::from(v)] == n
    }

    /// The least value that no split of `n` has reached, among those `allowed`.
    fn least_unreached(&self, n: u32, allowed: impl Fn(u16) -> bool) -> u16 {
        (0..=u16::MAX)
            .find(|&v| allowed(v) && !self.has(v, n))
            .expect("a Grundy value below 2^16")
    }
}

/// The values of the splits of the heap n = `grundy.len()`, as pairs (g(a), g(n − a)) for
/// a = 1, 2, … up to the last a < n − a.
fn split_pairs(grundy: &[u16]) -> impl Iterator<Item = (u16, u16)> + '_ {
    let n = grundy.len();
    let half = (n - 1) / 2;
    let low = &grundy[1..=half];
    let high = &grundy[n - half..];
    low.iter().copied().zip(high.iter().rev().copied())
}

/// The heap `n` as a mark, checked to fit.
fn stamp(n: usize) -> u32 {
    u32::try_from(n).expect("n < 2^32")
}

/// Grundy values by the definition, extended on demand: g(n) = mex of g(a) ⊕ g(n − a) over
/// 1 ≤ a < n − a, so g(1) = g(2) = 0 (no split).
struct DefinitionTable {
    /// grundy[m] = g(m) for m < len (grundy[0] = 0 is no heap).
    grundy: Vec<u16>,
    reached: Reached,
}

impl DefinitionTable {
    pub fn new() -> Self {
        DefinitionTable {
            grundy: vec![0],
            reached: Reached::new(),
        }
    }

    /// g(0..=n), computing what is missing: O(n²/4) splits in all.
    pub fn values(&mut self, n: usize) -> &[u16] {
        for m in self.grundy.len()..=n {
            let stamp = stamp(m);
            for (x, y) in split_pairs(&self.grundy) {
                self.reached.mark(x ^ y, stamp);
            }
            let mex = self.reached.least_unreached(stamp, |_| true);
            self.grundy.push(mex);
        }
        &self.grundy[..=n]
    }
}

impl Default for DefinitionTable {
    fn default() -> Self {
        Self::new()
    }
}

/// True iff the value `v` is in the sparse class: the bits of v above the lowest have even
/// parity (0, 1, 6, 7, 10, 11, 12, 13, 18, …); the others are the common class. The XOR of two
/// values is sparse iff both are in the same class.
fn sparse(v: u16) -> bool {
    (v >> 1).count_ones().is_multiple_of(2)
}

/// The same Grundy values as [`DefinitionTable`], found faster where few heaps have a sparse
/// value (the sparse space of Winning Ways, ch. 4, as Flammenkamp computes with it). For each n:
/// 1. every split with a sparse part is tried (the list of sparse heaps is short): since a
///    common value is the XOR of a sparse and a common one, this finds exactly the common values
///    that some split reaches; let c be the least common value that none reaches;
/// 2. the splits a = 1, 2, … are tried until every sparse value below c is reached. Then every
///    value below c is reached and c is not, so g(n) = c. If the scan runs out first, every split
///    has been tried and g(n) is the least value not reached (a sparse one).
///
/// Both steps only ever compute g(n) from its definition; the classes decide the order of work.
struct SparseTable {
    /// grundy[m] = g(m) for m < len (grundy[0] = 0 is no heap).
    grundy: Vec<u16>,
    /// The heaps m ≥ 1 with a sparse g(m), in increasing order.
    sparse_heaps: Vec<u32>,
    reached: Reached,
}

impl SparseTable {
    pub fn new() -> Self {
        SparseTable {
            grundy: vec![0],
            sparse_heaps: Vec::new(),
            reached: Reached::new(),
        }
    }

    /// g(0..=n), computing what is missing.
    pub fn values(&mut self, n: usize) -> &[u16] {
        for m in self.grundy.len()..=n {
            let value = self.next_value();
            self.grundy.push(value);
            if sparse(value) {
                self.sparse_heaps.push(stamp(m));
            }
        }
        &self.grundy[..=n]
    }

    /// The heaps m ≤ n with a sparse g(m).
    #[cfg(test)]
    pub fn sparse_heaps(&mut self, n: usize) -> Vec<usize> {
        self.values(n);
        self.sparse_heaps
            .iter()
            .map(|&m| m as usize)
            .take_while(|&m| m <= n)
            .collect()
    }

    /// g(n) for n = `self.grundy.len()`, the first heap not in the table.
    fn next_value(&mut self) -> u16 {
        let (grundy, reached) = (&self.grundy, &mut self.reached);
        let n = grundy.len();
        let stamp = stamp(n);
        for &s in &self.sparse_heaps {
            let (s, other) = (s as usize, n - s as usize);
            if s != other {
                reached.mark(grundy[s] ^ grundy[other], stamp);
            }
        }
        let c = reached.least_unreached(stamp, |v| !sparse(v));
        // the values below c not reached yet, all sparse
        let mut missing = (0..c).filter(|&v| !reached.has(v, stamp)).count();
        for (x, y) in split_pairs(grundy) {
            if missing == 0 {
                break;
            }
            let v = x ^ y;
            if !reached.has(v, stamp) {
                reached.mark(v, stamp);
                if v < c {
                    missing -= 1;
                }
            }
        }
        if missing == 0 {
            c
        } else {
            reached.least_unreached(stamp, |_| true)
        }
    }
}

impl Default for SparseTable {
    fn default() -> Self {
        Self::new()
    }
}

/// The oracle's and the reference's tables, shared by every call in one process.
static DEFINITION: LazyLock<Mutex<DefinitionTable>> =
    LazyLock::new(|| Mutex::new(DefinitionTable::new()));
static SPARSE: LazyLock<Mutex<SparseTable>> = LazyLock::new(|| Mutex::new(SparseTable::new()));

/// g(0..=n) by the definition, from the shared table.
fn grundy_by_definition(n: usize) -> Vec<u16> {
    DEFINITION.lock().expect("the table").values(n).to_vec()
}

/// One line per heap: `first` iff g(n) ≠ 0 (a single heap is a Nim heap of g(n) coins).
fn verdicts(heaps: &[usize], grundy: &[u16]) -> String {
    let mut out = String::with_capacity(7 * heaps.len());
    for &n in heaps {
        out.push_str(if grundy[n] != 0 {
            "first\n"
        } else {
            "second\n"
        });
    }
    out
}

/// The expected output by the definition, or `None` if some n is beyond `ORACLE_REACH`.
fn oracle(input: &str) -> Option<String> {
    let heaps = parse_input(input);
    let largest = heaps.iter().copied().max()?;
    if largest > ORACLE_REACH {
        return None;
    }
    let mut table = DEFINITION.lock().expect("the table");
    Some(verdicts(&heaps, table.values(largest)))
}

/// The games of an input: each test case's single heap of n coins.
fn games(input: &str) -> Games {
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|n| Games::case(Grundy, vec![n as u32], PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: `first` or `second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "first"))
}

/// The expected output by the sparse-value method, for every n ≤ 10^6.
fn reference(input: &str) -> Option<String> {
    let heaps = parse_input(input);
    let largest = heaps.iter().copied().max()?;
    if largest > MAX_N {
        return None;
    }
    let mut table = SPARSE.lock().expect("the table");
    Some(verdicts(&heaps, table.values(largest)))
}

/// The lost heaps n ≤ `bound` (g(n) = 0), by the definition: what the generators aim next to.
fn lost_heaps(bound: usize) -> Vec<usize> {
    let grundy = grundy_by_definition(bound);
    (1..=bound).filter(|&n| grundy[n] == 0).collect()
}

/// Every n from 1 to 10^5, 1000 to an input, in order.
fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<usize> = (1..=ORACLE_REACH).collect();
    all.chunks(1000).map(input_of).collect()
}

/// 1..=1000 heaps of at most `bound` coins: uniform, or a lost heap of at most `bound` moved by
/// −3..=3, or 1..=3 coins (`small` of them in 8).
fn random_heaps(rng: &mut Rng, bound: usize, small: u64) -> String {
    let lost = lost_heaps(bound.min(1300));
    let t = 1 + rng.below(1000);
    let heaps: Vec<usize> = (0..t)
        .map(|_| {
            let roll = rng.range(0, 7);
            if roll < small {
                rng.range(1, 3.min(bound as u64)) as usize
            } else if roll < 4 {
                let near = lost[rng.below(lost.len())] as u64;
                rng.range(near.saturating_sub(3).max(1), (near + 3).min(bound as u64)) as usize
            } else {
                rng.range(1, bound as u64) as usize
            }
        })
        .collect();
    input_of(&heaps)
}

/// Games on heaps up to `size` ≤ 10^5, within the oracle's reach.
fn random_small(rng: &mut Rng, size: usize) -> String {
    random_heaps(rng, size, 1)
}

/// Games on heaps up to `size` ≤ 10^6, most beyond the oracle's reach.
fn random_large(rng: &mut Rng, size: usize) -> String {
    random_heaps(rng, size, 0)
}

/// Smaller inputs: each game alone, fewer games, then one heap made smaller.
fn shrink(input: &str) -> Vec<String> {
    let heaps = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&heaps)
        .iter()
        .map(|fewer| input_of(fewer))
        .collect();
    // Heaps are lowered once the list is short: shrinking is called again after each success.
    for (i, &n) in heaps.iter().enumerate().filter(|_| heaps.len() <= 32) {
        for lower in shrink_value(n as u64, 1) {
            let mut lowered = heaps.clone();
            lowered[i] = lower as usize;
            candidates.push(input_of(&lowered));
        }
    }
    candidates
}

/// t = 10^5 games each: n = 10^6; every n from 1 to 10^5; the lost heaps repeated; n = 1 and 2
/// (no move); random n ≤ 10^6.
fn max_inputs() -> Vec<MaxInput> {
    let lost = lost_heaps(1300);
    let mut rng = Rng::new(2207);
    let random: Vec<usize> = (0..MAX_T)
        .map(|_| rng.range(1, MAX_N as u64) as usize)
        .collect();
    vec![
        MaxInput {
            label: "t=10^5, every n = 10^6",
            input: input_of(&vec![MAX_N; MAX_T]),
        },
        MaxInput {
            label: "t=10^5, n = 1..10^5",
            input: input_of(&(1..=MAX_T).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "t=10^5, the 41 lost heaps repeated",
            input: input_of(&(0..MAX_T).map(|i| lost[i % lost.len()]).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "t=10^5, n = 1 and 2 (no move)",
            input: input_of(&(0..MAX_T).map(|i| 1 + i % 2).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "t=10^5, random n ≤ 10^6",
            input: input_of(&random),
        },
    ]
}

/// The Grundy values for n ≤ 120 as bars (the lost heaps as dots), and below them every lost
/// heap up to 1400 on a line: all from the definition.
fn figure() -> String {
    const BARS: usize = 120;
    const LINE: usize = 1400;
    let grundy = grundy_by_definition(LINE);
    let values: Vec<u64> = grundy[..=BARS].iter().map(|&g| u64::from(g)).collect();
    let mut svg = Svg::page(
        (700.0, 420.0),
        "Grundy's game: the Grundy value g(n) of one heap of n coins",
        &[
            (Swatch::Cell(LOSE), "g(n) = 0: the player to move loses"),
            (Swatch::Cell(BAR), "g(n) > 0"),
        ],
    );
    let fill = |n: usize| match n {
        0 => PAPER,
        _ if values[n] == 0 => LOSE,
        _ => BAR,
    };
    let (left, w) = (70.0, 600.0);
    value_plot(
        &mut svg,
        (left, 80.0),
        (w, 170.0),
        &values,
        fill,
        "n",
        "g(n)",
    );
    // The lost heaps up to LINE, as ticks on a line.
    let y = 350.0;
    let x_of = |n: usize| left + w * n as f64 / LINE as f64;
    svg.text(
        (left, y - 34.0),
        12.0,
        plan_kit::svg::Anchor::Start,
        INK,
        "every n ≤ 1400 with g(n) = 0 (41 heaps; the last is 1222)",
    );
    svg.line((left, y), (left + w, y), INK, 1.0, "");
    for n in (0..=LINE).step_by(200) {
        svg.line((x_of(n), y), (x_of(n), y + 4.0), INK, 1.0, "");
        svg.text(
            (x_of(n), y + 16.0),
            11.0,
            plan_kit::svg::Anchor::Middle,
            INK,
            &n.to_string(),
        );
    }
    for n in (1..=LINE).filter(|&n| grundy[n] == 0) {
        svg.line((x_of(n), y - 18.0), (x_of(n), y), LOSE, 1.5, "");
    }
    svg.line((x_of(1222), y - 24.0), (x_of(1222), y), ACCENT, 2.0, "");
    svg.text(
        (x_of(1222), y - 28.0),
        11.0,
        plan_kit::svg::Anchor::Middle,
        ACCENT,
        "1222",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::multisets;

    /// The 41 lost heaps, as the definition finds them up to 10^5 (and the sparse method to 10^6).
    const LOST: [usize; 41] = [
        1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
        359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929,
        932, 1222,
    ];

    #[test]
    fn the_definition_follows_the_rules_by_hand() {
        let g = grundy_by_definition(8);
        assert_eq!(g[1], 0, "1 has no split");
        assert_eq!(
            g[2], 0,
            "2 = 1 + 1 splits into equal heaps, which is not allowed"
        );
        assert_eq!(g[3], 1, "3 = 1 + 2: mex {{0 ⊕ 0}} = 1");
        assert_eq!(
            g[4], 0,
            "4 = 1 + 3 only (2 + 2 is equal): mex {{0 ⊕ 1}} = 0"
        );
        assert_eq!(g[5], 2, "5 = 1 + 4, 2 + 3: mex {{0, 1}} = 2");
        assert_eq!(g[6], 1, "6 = 1 + 5, 2 + 4: mex {{2, 0}} = 1");
        assert_eq!(g[7], 0, "7 = 1 + 6, 2 + 5, 3 + 4: mex {{1, 2, 1}} = 0");
        assert_eq!(g[8], 2, "8 = 1 + 7, 2 + 6, 3 + 5: mex {{0, 1, 3}} = 2");
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_search_over_heaps_agrees_with_the_xor_of_grundy_values() {
        let g = grundy_by_definition(36);
        let mut search = heaps_search(1 << 22);
        for n in 1..=36u32 {
            assert_eq!(
                search.first_wins(&vec![n]),
                Some(g[n as usize] != 0),
                "one heap of {n}"
            );
        }
        for count in 2..=3 {
            for heaps in multisets(1, 12, count) {
                let heaps: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
                let xor = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
                assert_eq!(search.first_wins(&heaps), Some(xor != 0), "heaps {heaps:?}");
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("3\n6\n7\n8\n").as_deref(),
            Some("first\nsecond\nfirst\n")
        );
        assert_eq!(oracle("1\n100001\n"), None);
        assert_eq!(
            reference("3\n100000\n1222\n1223\n").as_deref(),
            Some("first\nsecond\nfirst\n")
        );
        assert_eq!(reference("1\n1000001\n"), None);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_sparse_method_agrees_with_the_definition_up_to_the_oracles_reach() {
        let by_definition = grundy_by_definition(ORACLE_REACH);
        let mut sparse_table = SparseTable::new();
        let by_sparse_method = sparse_table.values(ORACLE_REACH);
        assert!(by_definition == by_sparse_method);
        let lost: Vec<usize> = (1..=ORACLE_REACH)
            .filter(|&n| by_definition[n] == 0)
            .collect();
        assert_eq!(lost, LOST);
        let sparse_heaps = sparse_table.sparse_heaps(ORACLE_REACH);
        assert_eq!(sparse_heaps.len(), 1273);
        assert_eq!(sparse_heaps.last(), Some(&82_860));
    }

    /// The heaps n ≤ 231 with a sparse value, and their values, as Flammenkamp's page lists them
    /// (http://wwwhomes.uni-bielefeld.de/achim/grundy.html, "Known Sparse SGV of Grundy's Game").
    #[test]
    fn the_first_sparse_heaps_are_the_published_ones() {
        const HEAPS: [usize; 47] = [
            1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, 23, 26, 28, 31, 34, 37, 40, 43, 46, 49, 50, 52,
            53, 55, 58, 61, 87, 90, 93, 146, 149, 152, 158, 161, 164, 167, 176, 179, 181, 182, 185,
            188, 190, 193, 196, 231,
        ];
        const VALUES: [u16; 47] = [
            0, 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 7, 7,
            7, 6, 6, 6, 11, 11, 11, 11, 7, 7, 12, 7, 7, 7, 12, 12, 10, 10,
        ];
        let g = grundy_by_definition(231);
        let heaps: Vec<usize> = (1..=231).filter(|&n| sparse(g[n])).collect();
        assert_eq!(heaps, HEAPS);
        let values: Vec<u16> = heaps.iter().map(|&n| g[n]).collect();
        assert_eq!(values, VALUES);
    }

    /// The claim on the problem's whole range, n ≤ 10^6, by the sparse method (seconds in
    /// release, longer here): deep verification.
    #[test]
    #[ignore = "deep: g(n) for every n ≤ 10^6 by the sparse method"]
    fn no_heap_above_1222_up_to_10_6_is_lost() {
        let mut table = SparseTable::new();
        let grundy = table.values(MAX_N).to_vec();
        let lost: Vec<usize> = (1..=MAX_N).filter(|&n| grundy[n] == 0).collect();
        assert_eq!(lost, LOST);
        let sparse_heaps = table.sparse_heaps(MAX_N);
        assert_eq!(sparse_heaps.len(), 1273);
        assert_eq!(sparse_heaps.last(), Some(&82_860));
        let largest = *grundy.iter().max().unwrap();
        assert_eq!(largest, 231);
        assert_eq!(grundy.iter().position(|&g| g == largest), Some(763_622));
    }

    /// The sparse method against the plain definition on the whole range (O(n²/4) = 2.5·10^11
    /// splits: minutes): deep verification.
    #[test]
    #[ignore = "deep: the definition for every n ≤ 10^6 takes minutes"]
    fn the_sparse_method_agrees_with_the_definition_up_to_10_6() {
        let by_definition = DefinitionTable::new().values(MAX_N).to_vec();
        assert!(by_definition[..] == *SparseTable::new().values(MAX_N));
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("3\n6\n7\n8\n"), Ok(()));
        assert_eq!(validate("1\n1000000\n"), Ok(()));
        for bad in [
            "0\n",
            "100001\n",
            "1\n0\n",
            "1\n1000001\n",
            "2\n1 2\n",
            "2\n1\n",
            "1\n1\n2\n",
            "1\n1",
            "1\n01\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 10);
        let max = max_inputs();
        assert_eq!(parse_input(&max[2].input)[..41], LOST);
    }

    #[test]
    fn shrinking_starts_with_single_games() {
        let shrunk = shrink("3\n1\n4\n1222\n");
        assert_eq!(shrunk[..3], ["1\n1\n", "1\n4\n", "1\n1222\n"]);
        assert!(shrunk.contains(&"3\n1\n4\n612\n".to_owned()));
        assert!(shrunk.contains(&"3\n1\n4\n1221\n".to_owned()));
    }
}
