//! The game and the oracle: the rules, searched.

use super::{LAYOUT, MAX_N};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use std::fmt::Write;
use std::sync::{LazyLock, Mutex};

/// The largest n the oracle (the definition, O(n²)) answers.
pub(super) const ORACLE_REACH: usize = 100_000;

/// The game: heaps of coins in a row; a move splits one heap into two non-empty heaps of
/// different sizes (the two take its place, the smaller first), typed as the heap's number, from
/// 1, and the smaller part (`1 3`: heap 1 into 3 and the rest); the player with no move (every
/// heap of 1 or 2 coins) loses. A position is the heaps as they stand.
pub(super) struct Grundy;

/// How a move is typed.
pub(super) const NOTATION: &str = "the heap (from 1) and the smaller of its two parts: `1 3`";

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
pub(super) struct DefinitionTable {
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
pub(super) fn sparse(v: u16) -> bool {
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
pub(super) struct SparseTable {
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
pub(super) fn grundy_by_definition(n: usize) -> Vec<u16> {
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
pub(super) fn oracle(input: &str) -> Option<String> {
    let heaps: Vec<usize> = LAYOUT.parse(input);
    let largest = heaps.iter().copied().max()?;
    if largest > ORACLE_REACH {
        return None;
    }
    let mut table = DEFINITION.lock().expect("the table");
    Some(verdicts(&heaps, table.values(largest)))
}

/// The games of an input: each test case's single heap of n coins.
pub(super) fn games(input: &str) -> Games {
    Games::new(
        LAYOUT
            .parse::<usize>(input)
            .into_iter()
            .map(|n| Games::case(Grundy, vec![n as u32], PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: `first` or `second` wins.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "first"))
}

/// The expected output by the sparse-value method, for every n ≤ 10^6.
pub(super) fn reference(input: &str) -> Option<String> {
    let heaps: Vec<usize> = LAYOUT.parse(input);
    let largest = heaps.iter().copied().max()?;
    if largest > MAX_N {
        return None;
    }
    let mut table = SPARSE.lock().expect("the table");
    Some(verdicts(&heaps, table.values(largest)))
}
