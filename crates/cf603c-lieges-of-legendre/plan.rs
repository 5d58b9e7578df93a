//! Codeforces 603C Lieges of Legendre. The game is stated once ([`Lieges`]) as the statement gives
//! it: a position is the multiset of non-empty piles (a sorted vector), a move removes one cow
//! from a pile or replaces a pile of 2x cows by k piles of x, literally, and the player with no
//! move (no cow left) loses. The oracle is the kit's win/lose search of it; it knows nothing of
//! Grundy values or of k's parity. The reference computes one pile's Grundy value by its
//! definition (the mex of its options' values, the split's value being the XOR of k equal values)
//! for every pile up to `REACH`, and XORs them (the
//! Sprague–Grundy theorem, not the solution's closed form); the unit tests check it against the
//! oracle.

use plan_kit::figures::FAINT_TEXT;
use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher, Solved, TooLarge,
};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, BAR, Grid, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{
    Exhaustive, Figure, Generator, MaxInput, Spec, multisets, shrink_list, shrink_value,
};
use std::fmt::Write;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "cf603c-lieges-of-legendre",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every k ≤ 6 with one or two piles of 1 to 7 cows, and every k ≤ 4 with three \
                piles of 1 to 6 cows (434 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-3 piles of 1-7 cows, k ≤ 6, against the game search",
            generate: random_small,
            max_size: 7,
            cases: 150,
        },
        Generator {
            name: "up to 10^5 piles of up to 2^20 cows, k up to 10^9, against the Grundy values by \
                   definition",
            generate: random_large,
            max_size: MAX_N,
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

/// The statement's limits: 1 ≤ n ≤ `MAX_N` piles of 1 ≤ a_i ≤ `MAX_A` cows, 1 ≤ k ≤ `MAX_K`.
const MAX_N: usize = 100_000;
const MAX_K: u32 = 1_000_000_000;
const MAX_A: u32 = 1_000_000_000;

/// The largest pile whose Grundy value the reference's table holds.
const REACH: u32 = 1 << 20;

/// The most positions the game search decides for one input.
const BUDGET: usize = 200_000;

/// One instance: the split's pile count k and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Instance {
    pub k: u32,
    pub piles: Vec<u32>,
}

/// `Ok` iff `input` is `n k`, then the n piles on one line, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.space()?;
    v.u64(1, MAX_K.into(), "k")?;
    v.eoln()?;
    v.u64_line(n, 1, MAX_A.into(), "a")?;
    v.eof()
}

/// The instance of an input.
fn parse_input(input: &str) -> Instance {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let k = tokens.read();
    Instance {
        k,
        piles: tokens.many(n),
    }
}

/// An input holding `k` and `piles`.
fn input_of(k: u32, piles: &[u32]) -> String {
    let mut input = String::with_capacity(11 * piles.len() + 24);
    push_number(&mut input, piles.len() as u64);
    input.push(' ');
    push_number(&mut input, k.into());
    input.push('\n');
    for (i, &a) in piles.iter().enumerate() {
        if i > 0 {
            input.push(' ');
        }
        push_number(&mut input, a.into());
    }
    input.push('\n');
    input
}

/// The game: piles of cows; a move removes one cow from a pile (`take 3`: from a pile of 3
/// cows), or replaces a pile of 2x cows by k piles of x (`split 4`: a pile of 4 into k piles of
/// 2); the player with no move (no cow left) loses. Piles of the same size are alike, so a
/// position is the multiset of the non-empty piles, a sorted vector, and a move names the size of
/// the pile it takes from or splits.
struct Lieges {
    pub k: u32,
}

/// How a move is typed.
const NOTATION: &str = "`take 3` (one cow from a pile of 3) or `split 4` (a pile of 4 = 2x cows \
                        into k piles of x)";

/// The piles of `piles` as a position: the non-empty ones, sorted.
fn position_of(piles: &[u32]) -> Vec<u32> {
    let mut position: Vec<u32> = piles.iter().copied().filter(|&a| a > 0).collect();
    position.sort_unstable();
    position
}

impl Game for Lieges {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    /// One take and (an even size) one split per pile size, the largest size first and its split
    /// before its take: the search tries them from the last, the smallest pile's take, the order
    /// the plan's own search tried before the game was stated here, so that it decides the same
    /// positions within its budget.
    fn moves(&self, piles: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut sizes = piles.clone();
        sizes.dedup();
        let mut moves = Vec::new();
        for &s in sizes.iter().rev() {
            let first = piles.partition_point(|&a| a < s);
            if s.is_multiple_of(2) {
                let mut split = piles.clone();
                split.remove(first);
                split.extend(std::iter::repeat_n(s / 2, self.k as usize));
                split.sort_unstable();
                moves.push(Move::to(format!("split {s}"), split));
            }
            let mut taken = piles.clone();
            taken[first] -= 1;
            if taken[first] == 0 {
                taken.remove(first);
            }
            moves.push(Move::to(format!("take {s}"), taken));
        }
        moves
    }

    fn draw(&self, piles: &Vec<u32>) -> String {
        let mut text = format!("a split makes k = {} piles\n", self.k);
        if piles.is_empty() {
            text.push_str("no cow left\n");
        }
        let mut sizes = piles.clone();
        sizes.dedup();
        for s in sizes {
            let count = piles.iter().filter(|&&a| a == s).count();
            let cows = if s <= 30 {
                "o".repeat(s as usize)
            } else {
                "many cows".to_owned()
            };
            writeln!(text, "{count:>3} × pile of {s:>2}: {cows}").unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<u32>, typed: &str) -> Option<String> {
        let words: Vec<&str> = typed.split_whitespace().collect();
        Some(match words.as_slice() {
            [verb @ ("take" | "split"), size] => match size.parse::<u32>() {
                Ok(s) if !piles.contains(&s) => format!("there is no pile of {s} cows"),
                Ok(s) if *verb == "split" => {
                    format!("a pile of {s} cows, an odd number, does not split")
                }
                _ => format!("`{typed}` is not a move: {NOTATION}"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// True iff the player to move wins from `piles` when a split makes `k` piles, by the search of
/// the game, or `None` beyond its reach (more than `BUDGET` positions, or so large a start that
/// listing its moves alone would be the cost).
fn first_wins_brute(k: u32, piles: &[u32]) -> Option<bool> {
    let cows: u64 = piles.iter().map(|&a| u64::from(a)).sum();
    if piles.len() > 8 || cows > 24 || k > 8 {
        return None;
    }
    Searcher::new(&Lieges { k }, BUDGET).first_wins(&position_of(piles))
}

/// Kevin's or Nicky's name for who wins.
fn verdict(kevin_wins: bool) -> String {
    if kevin_wins { "Kevin\n" } else { "Nicky\n" }.to_owned()
}

/// The expected output by searching the game, or `None` beyond the search's reach.
fn oracle(input: &str) -> Option<String> {
    let instance = parse_input(input);
    first_wins_brute(instance.k, &instance.piles).map(verdict)
}

/// The game of an input, its piles, Kevin first, for `judge play`: solved within
/// [`PLAY_BUDGET`], or refused at once when it surely has more positions than that, by
/// [`positions_at_least`]; listing the moves of a far larger one (a split into 10^9 piles) would
/// take all the memory before the budget stopped it.
fn games(input: &str) -> Games {
    let instance = parse_input(input);
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> =
        if positions_at_least(instance.k, &instance.piles) <= PLAY_BUDGET as u64 {
            let start = position_of(&instance.piles);
            Games::case(Lieges { k: instance.k }, start, PLAY_BUDGET)
        } else {
            Box::new(|| {
                Err(TooLarge {
                    budget: PLAY_BUDGET,
                })
            })
        };
    Games::new(vec![case])
}

/// At least how many positions the game of `piles` has (saturating): taking cows one at a time
/// leaves any number of them from Σ a_i down to 0, Σ a_i + 1 positions; once a pile of 2x is
/// split, its k piles of x can be taken down to any multiset of k sizes 0..=x, C(k + x, x) of them.
fn positions_at_least(k: u32, piles: &[u32]) -> u64 {
    let cows = piles.iter().map(|&a| u64::from(a)).sum::<u64>() + 1;
    piles
        .iter()
        .filter(|&&a| a.is_multiple_of(2))
        .map(|&a| {
            // C(k + x, x) = Π_{i=1..x} (k + i) / i, exact at every step
            let x = u64::from(a / 2);
            let mut c = 1u64;
            for i in 1..=x {
                if c > PLAY_BUDGET as u64 {
                    break;
                }
                c = c * (u64::from(k) + i) / i;
            }
            c
        })
        .fold(cows, u64::max)
}

/// The oracle's answer as a result: Kevin (first) or Nicky wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Kevin\n")])
}

/// The Grundy value of k equal components of value `value`: the XOR of k copies, v ⊕ v = 0.
fn value_of_copies(value: u8, k: u32) -> u8 {
    if k % 2 == 1 { value } else { 0 }
}

/// g[x] for x ≤ `REACH`, for the split count `k`, by the definition of the Grundy value: the mex
/// of the values of the options, x − 1 and, for even x, k piles of x/2.
fn grundy_by_definition(k: u32) -> Vec<u8> {
    let mut g = vec![0u8; REACH as usize + 1];
    for x in 1..=REACH as usize {
        let mut seen = 1u32 << g[x - 1];
        if x.is_multiple_of(2) {
            seen |= 1 << value_of_copies(g[x / 2], k);
        }
        g[x] = seen.trailing_ones() as u8;
    }
    g
}

/// The tables of [`grundy_by_definition`] for odd and for even k, computed once. The definition
/// sees k only through [`value_of_copies`], so k = 1 and k = 2 stand for every k.
fn grundy_tables() -> &'static [Vec<u8>; 2] {
    static TABLES: OnceLock<[Vec<u8>; 2]> = OnceLock::new();
    TABLES.get_or_init(|| [grundy_by_definition(2), grundy_by_definition(1)])
}

/// The expected output by the Sprague–Grundy theorem: Kevin wins iff the XOR of the piles'
/// Grundy values, each by definition, is not 0; `None` if a pile exceeds `REACH`.
fn reference(input: &str) -> Option<String> {
    let instance = parse_input(input);
    if instance.piles.iter().any(|&a| a > REACH) {
        return None;
    }
    let table = &grundy_tables()[(instance.k % 2) as usize];
    let xor_sum = instance
        .piles
        .iter()
        .fold(0, |xor_sum, &a| xor_sum ^ table[a as usize]);
    Some(verdict(xor_sum != 0))
}

/// Every k ≤ 6 with one or two piles of 1 to 7 cows, then every k ≤ 4 with three piles of 1 to 6.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for k in 1..=6 {
        for count in 1..=2 {
            for piles in multisets(1, 7, count) {
                let piles: Vec<u32> = piles.iter().map(|&a| a as u32).collect();
                inputs.push(input_of(k, &piles));
            }
        }
    }
    for k in 1..=4 {
        for piles in multisets(1, 6, 3) {
            let piles: Vec<u32> = piles.iter().map(|&a| a as u32).collect();
            inputs.push(input_of(k, &piles));
        }
    }
    inputs
}

/// 1-3 piles of 1..=`size` cows, k ≤ 6.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(3);
    let k = rng.range(1, 6) as u32;
    let piles: Vec<u32> = (0..n).map(|_| rng.range(1, size as u64) as u32).collect();
    input_of(k, &piles)
}

/// 1..=`size` piles, k anywhere up to 10^9 (1 and 2 often), the piles a mix of small ones (where
/// the values are irregular), powers of two and their multiples, and uniform ones up to `REACH`;
/// half the time paired up, so that Nicky wins often.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let k = match rng.below(4) {
        0 => 1,
        1 => 2,
        2 => rng.range(3, 20) as u32,
        _ => rng.range(1, MAX_K.into()) as u32,
    };
    let mut piles: Vec<u32> = (0..n)
        .map(|_| match rng.below(3) {
            0 => rng.range(1, 8) as u32,
            1 => (rng.range(1, 7) as u32) << rng.range(0, 17),
            _ => rng.range(1, REACH.into()) as u32,
        })
        .collect();
    if n > 1 && rng.chance(1, 2) {
        let half = n / 2;
        for i in 0..half {
            piles[half + i] = piles[i];
        }
        if rng.chance(1, 2) {
            piles[0] = rng.range(1, 8) as u32;
        }
        rng.shuffle(&mut piles);
    }
    input_of(k, &piles)
}

/// Smaller inputs: single piles, fewer piles, a smaller k, then one pile lowered.
fn shrink(input: &str) -> Vec<String> {
    let Instance { k, piles } = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&piles)
        .iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(k, fewer))
        .collect();
    for smaller in shrink_value(k.into(), 1) {
        candidates.push(input_of(smaller as u32, &piles));
    }
    for (i, &a) in piles.iter().enumerate().filter(|_| piles.len() <= 32) {
        for lower in shrink_value(a.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i] = lower as u32;
            candidates.push(input_of(k, &lowered));
        }
    }
    candidates
}

/// n = 10^5 piles near 10^9 with k odd and even, and the longest halving chains (2^29 and
/// 3 · 2^28, 29 and 28 halvings) with k = 10^9 − 1.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(603);
    let large: Vec<u32> = (0..MAX_N)
        .map(|_| rng.range(u64::from(MAX_A) - 1_000_000, MAX_A.into()) as u32)
        .collect();
    let chains: Vec<u32> = (0..MAX_N)
        .map(|i| if i % 2 == 0 { 1 << 29 } else { 3 << 28 })
        .collect();
    vec![
        MaxInput {
            label: "n=10^5, k=10^9-1, a_i in [10^9-10^6, 10^9]",
            input: input_of(MAX_K - 1, &large),
        },
        MaxInput {
            label: "n=10^5, k=10^9, a_i in [10^9-10^6, 10^9]",
            input: input_of(MAX_K, &large),
        },
        MaxInput {
            label: "n=10^5, k=10^9-1, a_i = 2^29 and 3*2^28",
            input: input_of(MAX_K - 1, &chains),
        },
    ]
}

/// Lieges of Legendre: the Grundy value of one pile of x ≤ 40 cows for k = 1..6, by definition,
/// after checking it against the oracle's search of two piles for x, y ≤ 8 and k ≤ 4 ((x, y) is
/// lost iff the values are equal).
fn figure() -> String {
    const COLS: usize = 41;
    const KS: [u32; 6] = [1, 2, 3, 4, 5, 6];
    let tables = grundy_tables();
    for k in 1..=4 {
        let g = &tables[(k % 2) as usize];
        for x in 1..=8u32 {
            for y in x..=8 {
                assert_eq!(
                    first_wins_brute(k, &[x, y]),
                    Some(g[x as usize] != g[y as usize]),
                    "k = {k}, piles ({x}, {y})"
                );
            }
        }
    }
    let grid = Grid {
        left: 70.0,
        top: 100.0,
        cell: 20.0,
        cols: COLS,
        rows: KS.len(),
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 30.0, grid.top + h + 60.0),
        "Lieges of Legendre: the Grundy value g(x) of one pile of x cows, by definition",
        &[
            (Swatch::Cell(LOSE), "0 (the pile alone loses)"),
            (Swatch::Cell(WIN), "1"),
            (Swatch::Cell(BAR), "2"),
        ],
    );
    let value = |col: usize, row: usize| tables[(KS[row] % 2) as usize][col];
    grid.cells(
        &mut svg,
        |col, row| {
            Some(match value(col, row) {
                0 => LOSE,
                1 => WIN,
                _ => BAR,
            })
        },
        |col, row| Some(value(col, row).to_string()),
    );
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    for (row, k) in KS.iter().enumerate() {
        let (_, cy) = grid.centre(0, row);
        svg.text(
            (grid.left - 8.0, cy),
            12.0,
            Anchor::End,
            INK,
            &format!("k = {k}"),
        );
    }
    for col in (0..COLS).step_by(5) {
        let (cx, _) = grid.centre(col, 0);
        svg.text(
            (cx, grid.top + h + 14.0),
            11.0,
            Anchor::Middle,
            INK,
            &col.to_string(),
        );
    }
    svg.text(
        (grid.left + w / 2.0, grid.top + h + 36.0),
        13.0,
        Anchor::Middle,
        FAINT_TEXT,
        "cows x in the pile",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kevin_wins(k: u32, piles: &[u32]) -> bool {
        first_wins_brute(k, piles).expect("within reach")
    }

    /// The moves of `piles` with `k`: each one's name and the piles it leaves.
    fn moves(piles: &[u32], k: u32) -> Vec<(String, Vec<u32>)> {
        Lieges { k }
            .moves(&position_of(piles))
            .into_iter()
            .map(|m| (m.name, m.to))
            .collect()
    }

    fn named(moves: &[(&str, &[u32])]) -> Vec<(String, Vec<u32>)> {
        moves
            .iter()
            .map(|&(name, to)| (name.to_owned(), to.to_vec()))
            .collect()
    }

    #[test]
    fn moves_follow_the_rules() {
        assert_eq!(moves(&[1], 3), named(&[("take 1", &[])]));
        assert_eq!(
            moves(&[2], 3),
            named(&[("split 2", &[1, 1, 1]), ("take 2", &[1])])
        );
        assert_eq!(
            moves(&[2], 1),
            named(&[("split 2", &[1]), ("take 2", &[1])]),
            "k = 1 halves the pile"
        );
        assert_eq!(position_of(&[4, 3, 4]), vec![3, 4, 4]);
        assert_eq!(
            moves(&[3, 4, 4], 2),
            named(&[
                ("split 4", &[2, 2, 3, 4]),
                ("take 4", &[3, 3, 4]),
                ("take 3", &[2, 4, 4]),
            ])
        );
    }

    #[test]
    fn the_search_plays_by_hand() {
        assert!(kevin_wins(1, &[3, 4]), "the first sample");
        assert!(
            !kevin_wins(2, &[3]),
            "the second sample: 3 → 2 → 1 1 → 1 → none"
        );
        assert!(kevin_wins(2, &[2]), "2 → 1 1 is lost for the mover");
        assert!(!kevin_wins(1, &[2]), "2 → 1 either way");
        assert!(!kevin_wins(5, &[4, 4]), "Nicky mirrors");
        assert!(kevin_wins(3, &[4]), "k odd: 4 → 3 leaves 3 → 2, 2 → 1");
    }

    #[test]
    fn the_oracle_answers_the_samples_and_gives_up_beyond_reach() {
        assert_eq!(oracle("2 1\n3 4\n").as_deref(), Some("Kevin\n"));
        assert_eq!(oracle("1 2\n3\n").as_deref(), Some("Nicky\n"));
        assert_eq!(oracle("1 2\n1000000000\n"), None);
        assert_eq!(oracle("1 1000000000\n2\n"), None);
    }

    #[test]
    fn the_reference_agrees_with_the_search_wherever_both_reach() {
        for k in 1..=4 {
            for count in 1..=2 {
                for piles in multisets(1, 8, count) {
                    let piles: Vec<u32> = piles.iter().map(|&a| a as u32).collect();
                    let input = input_of(k, &piles);
                    assert_eq!(oracle(&input), reference(&input), "{input}");
                }
            }
        }
        assert_eq!(reference("1 1\n1048577\n"), None);
    }

    #[test]
    fn the_grundy_values_by_definition_start_as_expected() {
        let [even, odd] = grundy_tables();
        assert_eq!(even[..10], [0, 1, 2, 0, 1, 0, 1, 0, 1, 0]);
        assert_eq!(odd[..10], [0, 1, 0, 1, 2, 0, 2, 0, 1, 0]);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2 1\n3 4\n"), Ok(()));
        assert_eq!(validate("1 1000000000\n1000000000\n"), Ok(()));
        for bad in [
            "0 1\n\n",
            "1 0\n1\n",
            "1 1000000001\n1\n",
            "1 1\n0\n",
            "1 1\n1000000001\n",
            "2 1\n1\n",
            "1 1\n1 2\n",
            "1 1\n1\n2\n",
            "1 1\n1",
            "1 1\n\n1\n",
            "1\n1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_in_reach() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 8);
        plan_kit::testing::assert_plan_reaches(&SPEC);
        for input in exhaustive_inputs() {
            assert!(oracle(&input).is_some(), "{input}");
        }
        let mut rng = Rng::new(1);
        for size in 1..=10 {
            let input = random_small(&mut rng, size);
            assert!(oracle(&input).is_some(), "{input}");
        }
    }

    #[test]
    fn shrinking_starts_with_single_piles() {
        let shrunk = shrink("2 3\n5 6\n");
        assert_eq!(shrunk[..2], ["1 3\n5\n", "1 3\n6\n"]);
        assert!(shrunk.contains(&"2 1\n5 6\n".to_owned()));
        assert!(shrunk.contains(&"2 3\n1 6\n".to_owned()));
    }
}
