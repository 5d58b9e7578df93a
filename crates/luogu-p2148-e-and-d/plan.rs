//! Luogu P2148 [SDOI2009] E&D. The oracle works from the rules and the Sprague–Grundy theorem
//! alone: the Grundy value of a pair (x, y) is the mex of the values of the pairs one move reaches,
//! (a, x − a) and (a, y − a), tabulated for heaps up to `REACH`; the values of the pairs are XORed.
//! Before the table is consulted, equal pairs ({x, y} as a set) are cancelled two by two: a game
//! added to itself is lost for the player to move (the second player copies every move in the
//! other copy), so G + G + H has the outcome of H. That reaches heaps up to 2·10^9 in pairs of equal
//! pairs. The oracle knows nothing of binary digits; the unit tests check its Grundy values against
//! a win/lose search over whole positions that uses no Grundy values at all: the kit's search of
//! the game stated once ([`EAndD`]). The oracle keeps its table rather than Grundy values from the
//! game's moves: a pair's moves list up to 2·8191 named positions, for each of the 8192² pairs of
//! its reach, where the table reads one mask per heap.

#[cfg(test)]
use plan_kit::game::Searcher;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Solved, TooLarge};
use plan_kit::rng::Rng;
use plan_kit::svg::{INK, Svg};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list};
use std::collections::HashMap;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "luogu-p2148-e-and-d",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every position of one pair of heaps ≤ 32 (1024 positions) and of two pairs of \
                heaps ≤ 6 (1296 positions), 20 to an input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-20 tests of 1-4 pairs of heaps ≤ 8·size ≤ 256, a third of the tests made lost",
            generate: random_small,
            max_size: 32,
            cases: 100,
        },
        Generator {
            name: "1-20 tests of up to N = 2·10^4 heaps: pairs of heaps ≤ 8192 (uniform, log-uniform \
                   or 2^k and 2^k ± 1), among equal pairs of pairs of heaps up to 2·10^9",
            generate: random_large,
            max_size: 10_000,
            cases: 30,
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

/// The statement's limits: T tests of N heaps (N even), each of 1 ≤ S_i ≤ `MAX_S` stones.
const MAX_T: usize = 20;
const MAX_N: usize = 20_000;
const MAX_S: u32 = 2_000_000_000;

/// The largest heap in the oracle's table of Grundy values.
const REACH: u32 = 8192;

/// One test: its pairs of heaps (S_1, S_2), (S_3, S_4), ….
type Pairs = Vec<(u32, u32)>;

/// A whole position: every heap, the pairs in order.
type Heaps = Vec<u32>;

/// `Ok` iff `input` is T tests, each a line N (even) and a line of N heaps, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "T")?;
    v.eoln()?;
    for _ in 0..t {
        let n = v.usize(1, MAX_N, "N")?;
        ensure(n % 2 == 0, || format!("{}: N = {n} is odd", v.position()))?;
        v.eoln()?;
        v.u64_line(n, 1, MAX_S.into(), "S")?;
    }
    v.eof()
}

/// The tests of a valid input.
fn parse_input(input: &str) -> Vec<Pairs> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            let heaps: Vec<u32> = tokens.many(n);
            heaps.chunks_exact(2).map(|p| (p[0], p[1])).collect()
        })
        .collect()
}

/// An input holding `tests`.
fn input_of(tests: &[Pairs]) -> String {
    let mut input = String::new();
    push_number(&mut input, tests.len() as u64);
    input.push('\n');
    for pairs in tests {
        push_number(&mut input, 2 * pairs.len() as u64);
        input.push('\n');
        for (i, &(x, y)) in pairs.iter().enumerate() {
            if i > 0 {
                input.push(' ');
            }
            push_number(&mut input, x.into());
            input.push(' ');
            push_number(&mut input, y.into());
        }
        input.push('\n');
    }
    input
}

/// The mex of a set of small values given as a bit mask: the least value not in it.
fn mex(mask: u64) -> u32 {
    assert!(mask != u64::MAX, "a Grundy value beyond 63");
    (!mask).trailing_zeros()
}

/// `reached[x]` for 1 ≤ x ≤ `REACH`: the set (as a bit mask) of the Grundy values of the pairs
/// (a, x − a), 1 ≤ a < x, that splitting a heap of x makes. Built once, bottom up: the value of a
/// pair (a, b) is the mex of the values its moves reach, `reached[a] ∪ reached[b]`, and a + b = x
/// with a, b < x.
fn reached_table() -> &'static [u64] {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut reached = vec![0u64; REACH as usize + 1];
        for x in 2..=REACH as usize {
            reached[x] = (1..x).fold(0, |set, a| set | 1 << mex(reached[a] | reached[x - a]));
        }
        reached
    })
}

/// The Grundy value of the pair (x, y), both in 1..=`REACH`, from [`reached_table`].
fn pair_value(x: u32, y: u32) -> u32 {
    let reached = reached_table();
    mex(reached[x as usize] | reached[y as usize])
}

/// The pairs of a test with equal pairs ({x, y} as a set) cancelled two by two.
fn uncancelled(pairs: &[(u32, u32)]) -> Pairs {
    let mut count: HashMap<(u32, u32), usize> = HashMap::new();
    for &(x, y) in pairs {
        *count.entry((x.min(y), x.max(y))).or_default() += 1;
    }
    let mut left: Pairs = count
        .into_iter()
        .filter(|&(_, c)| c % 2 == 1)
        .map(|(pair, _)| pair)
        .collect();
    left.sort_unstable();
    left
}

/// True iff the player to move wins the test `pairs`, or `None` if a pair left after cancelling
/// has a heap beyond `REACH`.
fn first_wins(pairs: &[(u32, u32)]) -> Option<bool> {
    let left = uncancelled(pairs);
    if left.iter().any(|&(_, y)| y > REACH) {
        return None;
    }
    Some(left.iter().fold(0, |sum, &(x, y)| sum ^ pair_value(x, y)) != 0)
}

/// The expected output, or `None` beyond the table's reach.
fn oracle(input: &str) -> Option<String> {
    let mut out = String::new();
    for pairs in parse_input(input) {
        out.push_str(if first_wins(&pairs)? { "YES\n" } else { "NO\n" });
    }
    Some(out)
}

/// The game: heaps in groups of two, (S_1, S_2), (S_3, S_4), …; a move takes one heap of a group
/// off the table and splits the other, h stones, into two heaps: a stones where the removed heap
/// was and h − a in its own place, 1 ≤ a < h; typed as the heap split (from 1) and a (`2 1`: heap
/// 2 split, 1 stone in place of its partner). The player with no move (every heap of 1) loses. A
/// position is the heaps as they stand.
struct EAndD;

/// How a move is typed.
const NOTATION: &str =
    "the heap to split (from 1) and the stones it puts where its partner was: `2 1`";

impl Game for EAndD {
    type Position = Heaps;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, heaps: &Heaps) -> Vec<Move<Heaps>> {
        let mut moves = Vec::new();
        for (split, &h) in heaps.iter().enumerate() {
            let partner = split ^ 1;
            for a in 1..h {
                let mut next = heaps.clone();
                next[partner] = a;
                next[split] = h - a;
                moves.push(Move::to(format!("{} {a}", split + 1), next));
            }
        }
        moves
    }

    fn draw(&self, heaps: &Heaps) -> String {
        let mut text = String::new();
        for (group, pair) in heaps.chunks(2).enumerate() {
            text.push_str(&format!(
                "group {:>2}: heap {:>2} = {:>4}   heap {:>2} = {:>4}\n",
                group + 1,
                2 * group + 1,
                pair[0],
                2 * group + 2,
                pair[1]
            ));
        }
        text
    }

    fn refuse(&self, heaps: &Heaps, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, a]) => match heaps.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no heap {i}: the heaps are 1 to {}", heaps.len()),
                Some(1) => format!("heap {i} has 1 stone: it cannot be split"),
                Some(_) if a == 0 => "both new heaps must be non-empty".to_owned(),
                Some(&h) => format!("heap {i} has {h} stones: a is 1 to {}", h - 1),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// Σ (h − 1) over the heaps, every move counted: a heap of 2·10^9 has 2·10^9 − 1.
    fn moves_at_least(&self, heaps: &Heaps) -> u64 {
        heaps.iter().map(|&h| u64::from(h.saturating_sub(1))).sum()
    }

    /// Each group's two heaps in increasing order, the groups sorted: neither order changes a move.
    fn canonical(&self, heaps: &Heaps) -> Heaps {
        let mut pairs: Vec<(u32, u32)> = heaps
            .chunks(2)
            .map(|pair| (pair[0].min(pair[1]), pair[0].max(pair[1])))
            .collect();
        pairs.sort_unstable();
        pairs.into_iter().flat_map(|(x, y)| [x, y]).collect()
    }
}

/// A win/lose search over whole positions, by the moves alone and without Grundy values: the
/// kit's search of [`EAndD`].
#[cfg(test)]
fn whole_position_search() -> Searcher<'static, EAndD> {
    Searcher::new(&EAndD, 10_000_000)
}

/// The games of an input: each test's heaps, 小 E first.
fn games(input: &str) -> Games {
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|pairs| {
                let heaps: Heaps = pairs.iter().flat_map(|&(x, y)| [x, y]).collect();
                play_case(heaps)
            })
            .collect(),
    )
}

/// The most heaps a game of `judge play` has: each of its positions holds them all.
const PLAY_HEAPS: usize = 64;

/// The game of `heaps` for `judge play`: solved within [`PLAY_BUDGET`], or refused at once when
/// it surely has more positions than that, or more than [`PLAY_HEAPS`] heaps. A group whose
/// larger heap has h stones reaches every pair (c, d) with c + d < h (split h into c + d and a
/// heap left over, then c + d into c and d) and every split (a, h − a) of h: at least
/// h(h − 1)/2 + 1 pairs with its start, and the groups move independently, so the game has at
/// least the product of these over the groups; listing a far larger one (heaps of 2·10^9) would
/// take all the memory before the budget stopped it.
fn play_case(heaps: Heaps) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let at_least = heaps.chunks(2).try_fold(1u64, |product, pair| {
        let h = u64::from(pair[0].max(pair[1]));
        product
            .checked_mul(h * (h - 1) / 2 + 1)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    if at_least.is_none() || heaps.len() > PLAY_HEAPS {
        return Box::new(|| {
            Err(TooLarge {
                budget: PLAY_BUDGET,
            })
        });
    }
    Games::case(EAndD, heaps, PLAY_BUDGET)
}

/// The oracle's answer as results: `YES`, 小 E (first) wins; `NO`, the second player.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "YES"))
}

/// Groups `positions` into inputs of at most `MAX_T` tests.
fn inputs_of(positions: &[Pairs]) -> Vec<String> {
    positions.chunks(MAX_T).map(input_of).collect()
}

/// Every position of one pair of heaps ≤ 32, then every position of two pairs of heaps ≤ 6.
fn exhaustive_inputs() -> Vec<String> {
    let mut positions: Vec<Pairs> = Vec::new();
    for x in 1..=32 {
        for y in 1..=32 {
            positions.push(vec![(x, y)]);
        }
    }
    for code in 0..6u32.pow(4) {
        let digit = |i: u32| code / 6u32.pow(i) % 6 + 1;
        positions.push(vec![(digit(3), digit(2)), (digit(1), digit(0))]);
    }
    inputs_of(&positions)
}

/// A heap ≤ `top`: uniform, log-uniform, or next to a power of two.
fn random_heap(rng: &mut Rng, top: u32) -> u32 {
    let heap = match rng.below(3) {
        0 => rng.range(1, top.into()),
        1 => {
            let bits = rng.range(1, u64::from(top.ilog2()));
            rng.range(1, 1 << bits)
        }
        _ => {
            let power = 1u64 << rng.range(0, u64::from(top.ilog2()));
            power + rng.range(0, 2) - 1
        }
    };
    (heap as u32).clamp(1, top)
}

/// A pair (x, y) with x, y ≤ 64 whose Grundy value is `value`, if there is one (by the table).
fn pair_of_value(value: u32) -> Option<(u32, u32)> {
    (1..=64)
        .flat_map(|x| (1..=64).map(move |y| (x, y)))
        .find(|&(x, y)| pair_value(x, y) == value)
}

/// 1..=4 pairs of heaps ≤ `top`; with `lost`, the last pair is chosen so that the XOR is 0 when the
/// table has such a pair.
fn random_pairs(rng: &mut Rng, count: usize, top: u32, lost: bool) -> Pairs {
    let mut pairs: Pairs = (0..count)
        .map(|_| (random_heap(rng, top), random_heap(rng, top)))
        .collect();
    if lost {
        let rest = pairs[1..]
            .iter()
            .fold(0, |sum, &(x, y)| sum ^ pair_value(x, y));
        if let Some(pair) = pair_of_value(rest) {
            pairs[0] = pair;
            rng.shuffle(&mut pairs);
        }
    }
    pairs
}

/// 1-20 tests of 1-4 pairs of heaps ≤ 8·`size`, a third of them made lost.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let top = 8 * size as u32;
    let tests: Vec<Pairs> = (0..1 + rng.below(MAX_T))
        .map(|_| {
            let count = 1 + rng.below(4);
            let lost = rng.chance(1, 3);
            random_pairs(rng, count, top, lost)
        })
        .collect();
    input_of(&tests)
}

/// 1-20 tests of up to 2·`size` heaps in all (`size` ≤ 10^4 pairs): pairs of heaps ≤ `REACH`, and
/// equal pairs of pairs (in either order) of heaps up to 2·10^9, shuffled.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let tests: Vec<Pairs> = (0..t)
        .map(|i| {
            let count = if i == 0 { size } else { 1 + rng.below(size) };
            let core = (1 + rng.below(count.min(200))).min(count);
            let lost = rng.chance(1, 3);
            let mut pairs = random_pairs(rng, core, REACH, lost);
            while pairs.len() + 2 <= count {
                let x = random_heap(rng, MAX_S);
                let y = if rng.chance(1, 4) {
                    MAX_S - rng.range(0, 3) as u32
                } else {
                    random_heap(rng, MAX_S)
                };
                pairs.push((x, y));
                pairs.push(if rng.chance(1, 2) { (x, y) } else { (y, x) });
            }
            rng.shuffle(&mut pairs);
            pairs
        })
        .collect();
    input_of(&tests)
}

/// Smaller inputs within the oracle's reach: single tests, fewer tests, then a test without its
/// cancelling pairs, with fewer pairs, or with a heap lowered.
fn shrink(input: &str) -> Vec<String> {
    let tests = parse_input(input);
    let in_reach: Vec<bool> = tests
        .iter()
        .map(|pairs| first_wins(pairs).is_some())
        .collect();
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&(0..tests.len()).collect::<Vec<_>>()) {
        if !fewer.is_empty() && fewer.iter().all(|&i| in_reach[i]) {
            let kept: Vec<Pairs> = fewer.iter().map(|&i| tests[i].clone()).collect();
            candidates.push(|| input_of(&kept));
        }
    }
    for (i, pairs) in tests.iter().enumerate() {
        if candidates.full() || in_reach.iter().enumerate().any(|(j, &r)| j != i && !r) {
            break;
        }
        // every test of `tests` but the i-th is in reach: offer it with the i-th replaced
        let offer = |candidates: &mut Candidates, replaced: Pairs| {
            if !candidates.full() && !replaced.is_empty() && first_wins(&replaced).is_some() {
                let mut next = tests.clone();
                next[i] = replaced;
                candidates.push(|| input_of(&next));
            }
        };
        let left = uncancelled(pairs);
        if left.len() < pairs.len() {
            offer(&mut candidates, left);
        }
        for fewer in shrink_list(pairs) {
            offer(&mut candidates, fewer);
        }
        for (j, &(x, y)) in pairs.iter().enumerate().take(32) {
            let lower_x = plan_kit::shrink_value(x.into(), 1)
                .into_iter()
                .map(|lower| (lower as u32, y));
            let lower_y = plan_kit::shrink_value(y.into(), 1)
                .into_iter()
                .map(|lower| (x, lower as u32));
            for lowered in lower_x.chain(lower_y) {
                let mut next = pairs.clone();
                next[j] = lowered;
                offer(&mut candidates, next);
            }
        }
    }
    candidates.into_vec()
}

/// T = 20 tests of N = 2·10^4 heaps: uniform near 2·10^9, and 2^k, 2^k + 1 (long runs of ones
/// in S − 1).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2148);
    let near_top: Vec<Pairs> = (0..MAX_T)
        .map(|_| {
            (0..MAX_N / 2)
                .map(|_| {
                    let mut heap = || rng.range(u64::from(MAX_S) - 10_000_000, MAX_S.into()) as u32;
                    (heap(), heap())
                })
                .collect()
        })
        .collect();
    let powers: Vec<Pairs> = (0..MAX_T)
        .map(|t| {
            (0..MAX_N / 2)
                .map(|i| {
                    let k = (i + t) % 31;
                    (1 << k, (1u32 << ((i / 31) % 31)) + (i % 2) as u32)
                })
                .collect()
        })
        .collect();
    vec![
        MaxInput {
            label: "T=20, N=2·10^4, S in [2·10^9 - 10^7, 2·10^9]",
            input: input_of(&near_top),
        },
        MaxInput {
            label: "T=20, N=2·10^4, S = 2^k and 2^k + 1 for k ≤ 30",
            input: input_of(&powers),
        },
    ]
}

/// E&D: the Grundy value of one pair (x, y) for x, y ≤ 24, by the oracle's table, darker = larger.
fn figure() -> String {
    const SIDE: usize = 24;
    let grid = plan_kit::figures::plot_grid((60.0, 96.0), 18.0, SIDE, 1);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "E&D: the Grundy value of heaps x, y ≤ 24",
        &[],
    );
    svg.text(
        (16.0, 50.0),
        12.0,
        plan_kit::svg::Anchor::Start,
        INK,
        "the oracle's mex over the pairs one move reaches; darker = larger",
    );
    let value = |col: usize, row: usize| pair_value(col as u32 + 1, row as u32 + 1);
    let top = (0..SIDE)
        .flat_map(|col| (0..SIDE).map(move |row| (col, row)))
        .map(|(col, row)| value(col, row))
        .max()
        .unwrap_or(1);
    grid.cells(
        &mut svg,
        |col, row| {
            let t = f64::from(value(col, row)) / f64::from(top.max(1));
            Some(plan_kit::figures::shade(
                t,
                [0xf7, 0xfb, 0xff],
                [0x08, 0x30, 0x6b],
            ))
        },
        |col, row| Some(value(col, row).to_string()),
    );
    grid.axes(&mut svg, 4, "heap x", "heap y");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_rules_by_hand() {
        assert_eq!(pair_value(1, 1), 0, "all ones: no move");
        assert_eq!(pair_value(1, 2), 1, "the only move reaches (1, 1)");
        assert_eq!(pair_value(2, 2), 1, "every move reaches (1, 1)");
        assert_eq!(
            pair_value(1, 3),
            0,
            "3 splits into (1, 2) or (2, 1), of value 1"
        );
        assert_eq!(pair_value(3, 3), 0);
        assert_eq!(
            pair_value(1, 4),
            2,
            "4 splits into (1, 3) of value 0 or (2, 2) of value 1"
        );
        for x in 1..=64 {
            for y in 1..=64 {
                assert_eq!(
                    pair_value(x, y),
                    pair_value(y, x),
                    "the rules are symmetric"
                );
            }
        }
    }

    #[test]
    fn the_oracle_answers_the_sample() {
        assert_eq!(
            oracle("2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n").as_deref(),
            Some("YES\nNO\n")
        );
    }

    #[test]
    fn grundy_values_agree_with_a_search_of_whole_positions() {
        let mut search = whole_position_search();
        let mut positions = 0;
        for code in 0..7u32.pow(4) {
            let heaps: Vec<u32> = (0..4).map(|i| code / 7u32.pow(i) % 7 + 1).collect();
            let pairs = [(heaps[0], heaps[1]), (heaps[2], heaps[3])];
            assert_eq!(search.first_wins(&heaps), first_wins(&pairs), "{heaps:?}");
            positions += 1;
        }
        for code in 0..4u32.pow(6) {
            let heaps: Vec<u32> = (0..6).map(|i| code / 4u32.pow(i) % 4 + 1).collect();
            let pairs = [
                (heaps[0], heaps[1]),
                (heaps[2], heaps[3]),
                (heaps[4], heaps[5]),
            ];
            assert_eq!(search.first_wins(&heaps), first_wins(&pairs), "{heaps:?}");
            positions += 1;
        }
        assert_eq!(positions, 2401 + 4096);
        assert_eq!(
            search.first_wins(&vec![1, 2, 3, 1]),
            Some(true),
            "the statement's example"
        );
    }

    #[test]
    fn equal_pairs_cancel_and_large_heaps_are_beyond_reach() {
        assert_eq!(
            uncancelled(&[(5, 9), (9, 5), (2, 2), (1, 2)]),
            vec![(1, 2), (2, 2)]
        );
        assert_eq!(
            oracle("1\n4\n2000000000 7 7 2000000000\n").as_deref(),
            Some("NO\n")
        );
        assert_eq!(oracle("1\n2\n8193 1\n"), None);
        assert_eq!(
            oracle("1\n6\n1 8193 8193 1 1 2\n").as_deref(),
            Some("YES\n")
        );
    }

    #[test]
    fn the_lemma_and_the_claim_hold_on_the_table() {
        // The README's lemma: splitting a heap of x reaches exactly the values of the set bits of
        // x − 1; hence the claim: the value of (x, y) is the trailing ones of (x − 1) | (y − 1).
        let reached = reached_table();
        for x in 1..=REACH {
            assert_eq!(reached[x as usize], u64::from(x - 1), "x = {x}");
        }
        for x in 1..=256 {
            for y in 1..=256 {
                assert_eq!(pair_value(x, y), ((x - 1) | (y - 1)).trailing_ones());
            }
        }
    }

    #[test]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&SPEC);
        assert_eq!(exhaustive_inputs().len(), (1024 + 1296usize).div_ceil(20));
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("1\n2\n2000000000 1\n"), Ok(()));
        for bad in [
            "0\n",
            "1\n1\n5\n",            // N odd
            "1\n0\n\n",             // N = 0
            "1\n2\n0 1\n",          // an empty heap
            "1\n2\n2000000001 1\n", // beyond 2·10^9
            "1\n2\n1  2\n",         // a double space
            "1\n2\n1 2",            // no final newline
            "1\n4\n1 2\n",          // fewer heaps than N
            "2\n2\n1 2\n",          // fewer tests than T
            "1\n2\n1 2\n1\n",       // more after the tests
            "1\n20002\n1 1\n",      // N beyond 2·10^4
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
        let many = format!("21\n{}", "2\n1 1\n".repeat(21));
        assert!(validate(&many).is_err(), "T = 21");
    }

    #[test]
    fn shrinking_tries_single_tests_first_then_pairs_and_heaps() {
        let candidates = shrink("2\n4\n3 4 5 6\n2\n1 2\n");
        assert_eq!(candidates[..2], ["1\n4\n3 4 5 6\n", "1\n2\n1 2\n"]);
        assert!(candidates.contains(&"2\n2\n5 6\n2\n1 2\n".to_owned()));
        assert!(candidates.contains(&"2\n4\n1 4 5 6\n2\n1 2\n".to_owned()));
        assert!(candidates.iter().all(|c| validate(c).is_ok()));
        let beyond = shrink("1\n6\n9000 1 1 9000 1 2\n");
        assert_eq!(beyond[0], "1\n2\n1 2\n", "the cancelling pairs go first");
        assert!(beyond.iter().all(|c| oracle(c).is_some()), "{beyond:?}");
    }

    #[test]
    fn the_edge_outputs_within_reach_are_the_oracles() {
        let dir = plan_kit::testing::samples_dir(SPEC.name);
        let mut seen = 0;
        let mut beyond = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if path.extension().is_some_and(|e| e == "in") {
                let input = std::fs::read_to_string(&path).unwrap();
                let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
                match oracle(&input) {
                    Some(answer) => {
                        assert_eq!(answer, expected, "{stem}");
                        seen += 1;
                    }
                    None => beyond.push(stem),
                }
            }
        }
        assert_eq!(seen, 6);
        // pairs of value 31 and 30 side by side: heaps above the table, in no cancelling pair
        assert_eq!(
            beyond,
            ["edge-value-31"],
            "beyond the oracle: our binary's outputs"
        );
    }
}
