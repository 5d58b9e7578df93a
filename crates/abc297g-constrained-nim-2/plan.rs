//! AtCoder ABC297 G Constrained Nim 2: the game is stated once ([`ConstrainedNim`]: piles, a move
//! removes L..=R stones from one); the oracle is the kit's win/lose search of it over sorted pile
//! vectors, trying every removal of L..=R stones from every pile, and knows nothing of Grundy
//! values; beyond its reach (the official sample 3 among them) it splits the position into its piles
//! by the Sprague–Grundy theorem and computes each pile's value by its definition (mex over every
//! removal), never by the period formula. The reference is that definition alone, for larger piles.

use plan_kit::figures::FAINT_TEXT;
use plan_kit::game::{self, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher};
use plan_kit::game::{Solved, TooLarge};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT_2, BAR, LOSE, Svg, Swatch, value_plot};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{
    Exhaustive, Figure, Generator, MaxInput, Spec, multisets, shrink_list, shrink_value,
};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "abc297g-constrained-nim-2",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every 1 ≤ L ≤ R ≤ 4 with every multiset of 1 to 3 piles of 1 to 7 stones (1190 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random L ≤ R ≤ 7 with 1–4 piles of up to 24 stones (game search)",
            generate: random_small,
            max_size: 24,
            cases: 300,
        },
        Generator {
            name: "random L ≤ R ≤ 300 with 1–300 piles of up to 3·10^4 stones (Grundy by definition)",
            generate: random_medium,
            max_size: 30_000,
            cases: 60,
        },
    ],
    beyond_reach: &[Generator {
        name: "L ≤ R up to 10^9 (L = 1, L = R or between), 1–2000 piles (2·10^5 one draw in four \
               at the largest size) up to 10^9 next to multiples of L + R, half in cancelling pairs",
        generate: beyond_bounds,
        max_size: 9,
        cases: 60,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    ..Spec::NONE
};

const MAX_N: usize = 200_000;
const MAX_VALUE: u64 = 1_000_000_000;

/// The most positions the game search may meet: it runs only when the product of (A_i + 1) is at
/// most this (every reachable position has pile i at most A_i).
const SEARCH_REACH: u64 = 1_000_000;

/// The largest pile for which the oracle falls back on Grundy values by definition.
const ORACLE_DEFINITION_REACH: u64 = 10_000;

/// The most steps (positions times the values scanned for a mex) the reference may take.
const REFERENCE_BUDGET: u64 = 60_000_000;

/// One game: the bounds of a move and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Game {
    pub l: u64,
    pub r: u64,
    pub piles: Vec<u64>,
}

/// `Ok` iff `input` is `N L R` and N piles, 1 ≤ N ≤ 2·10^5, 1 ≤ L ≤ R ≤ 10^9, 1 ≤ A_i ≤ 10^9.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.space()?;
    let l = v.u64(1, MAX_VALUE, "L")?;
    v.space()?;
    let r = v.u64(1, MAX_VALUE, "R")?;
    ensure(l <= r, || format!("L = {l} exceeds R = {r}"))?;
    v.eoln()?;
    v.u64_line(n, 1, MAX_VALUE, "A")?;
    v.eof()
}

/// The game of an input.
fn parse(input: &str) -> Game {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let l = tokens.read();
    let r = tokens.read();
    Game {
        l,
        r,
        piles: tokens.many(n),
    }
}

/// The input text of `game`.
fn input_of(game: &Game) -> String {
    format!(
        "{} {} {}\n{}\n",
        game.piles.len(),
        game.l,
        game.r,
        join(&game.piles)
    )
}

/// `First`/`Second` for the player who moves first.
fn verdict(first_wins: bool) -> String {
    if first_wins { "First\n" } else { "Second\n" }.to_owned()
}

/// The game: piles in a row; a move removes between L and R stones (at most the pile) from one
/// pile, typed as the pile's number (from 1) and how many (`2 3`); the player with no move loses.
/// A position is the piles as they stand.
struct ConstrainedNim {
    pub l: u64,
    pub r: u64,
}

/// How a move is typed.
const NOTATION: &str = "the pile (from 1) and how many stones to remove, L to R: `2 3`";

impl game::Game for ConstrainedNim {
    type Position = Vec<u64>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &Vec<u64>) -> Vec<Move<Vec<u64>>> {
        let mut moves = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            for take in self.l..=self.r.min(pile) {
                let mut next = piles.clone();
                next[i] -= take;
                moves.push(Move::to(format!("{} {take}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Vec<u64>) -> String {
        let mut text = format!("a move removes {} to {} stones\n", self.l, self.r);
        for (i, &pile) in piles.iter().enumerate() {
            let stones = if pile <= 30 {
                "o".repeat(pile as usize)
            } else {
                "many stones".to_owned()
            };
            writeln!(text, "pile {:>2}: {stones:<30} {pile}", i + 1).unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<u64>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, take]) => match piles.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no pile {i}: the piles are 1 to {}", piles.len()),
                Some(_) if !(self.l..=self.r).contains(&take) => {
                    format!("a move removes {} to {} stones", self.l, self.r)
                }
                Some(&pile) => format!("pile {i} has only {pile} stones"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The piles sorted: their order changes nothing.
    fn canonical(&self, piles: &Vec<u64>) -> Vec<u64> {
        let mut key = piles.clone();
        key.sort_unstable();
        key
    }
}

/// True iff the player to move wins `piles` of `game`, by the kit's search, when the positions
/// below `piles` number at most [`SEARCH_REACH`]; `None` beyond.
fn search_wins(game: &ConstrainedNim, piles: &[u64]) -> Option<bool> {
    let positions = piles
        .iter()
        .try_fold(1u64, |product, &a| product.checked_mul(a + 1))
        .filter(|&p| p <= SEARCH_REACH)?;
    let wins = Searcher::new(game, positions as usize + 1)
        .first_wins(&piles.to_vec())
        .expect("at most Π (A_i + 1) positions");
    Some(wins)
}

/// Grundy values by definition of one pile of 0..=`max` stones: g(a) is the least natural number
/// that is no g(a − d) for L ≤ d ≤ min(R, a). A sliding window counts the values of the options.
/// `None` if that takes more than `budget` steps.
fn grundy_by_definition(max: u64, l: u64, r: u64, budget: u64) -> Option<Vec<u64>> {
    let mut grundy: Vec<u64> = Vec::with_capacity(max as usize + 1);
    // count[x] = how many options of the current a have value x (a − d for L ≤ d ≤ min(R, a))
    let mut count: Vec<u64> = vec![0; max as usize + 2];
    let mut steps = 0u64;
    for a in 0..=max {
        if a >= l {
            count[grundy[(a - l) as usize] as usize] += 1; // the option a − L enters
        }
        if a > r {
            count[grundy[(a - r - 1) as usize] as usize] -= 1; // the option a − R − 1 leaves
        }
        let mex = (0..)
            .find(|&x| count[x as usize] == 0)
            .expect("a value is free");
        steps += mex + 1;
        if steps > budget {
            return None;
        }
        grundy.push(mex);
    }
    Some(grundy)
}

/// The answer by the Sprague–Grundy theorem with Grundy values by definition, or `None` if the
/// largest pile exceeds `reach` or the table takes more than `budget` steps.
fn by_definition(game: &Game, reach: u64, budget: u64) -> Option<String> {
    let max = *game.piles.iter().max()?;
    if max > reach {
        return None;
    }
    let grundy = grundy_by_definition(max, game.l, game.r, budget)?;
    let xor_sum = game.piles.iter().fold(0, |x, &a| x ^ grundy[a as usize]);
    Some(verdict(xor_sum != 0))
}

/// The expected output by game search where it reaches; else by Grundy values by definition for
/// piles of at most 10^4; else `None`.
fn oracle(input: &str) -> Option<String> {
    let game = parse(input);
    let rules = ConstrainedNim {
        l: game.l,
        r: game.r,
    };
    if let Some(wins) = search_wins(&rules, &game.piles) {
        return Some(verdict(wins));
    }
    by_definition(&game, ORACLE_DEFINITION_REACH, REFERENCE_BUDGET)
}

/// The game of an input, its piles, for `judge play`: solved within [`PLAY_BUDGET`], or refused at
/// once when it surely has more positions than that. Removing L stones at a time, pile i takes
/// ⌊A_i / L⌋ + 1 sizes, so the game has at least Π (⌊A_i / L⌋ + 1) positions; and every move of
/// the start reaches a position of its own, so it has more positions than the start has moves.
/// Listing the moves of a far larger game would take all the memory before the budget stopped it.
fn games(input: &str) -> Games {
    let game = parse(input);
    let budget = PLAY_BUDGET as u64;
    let at_least = game.piles.iter().try_fold(1u64, |product, &a| {
        product.checked_mul(a / game.l + 1).filter(|&p| p <= budget)
    });
    let first_moves: u64 = (game.piles.iter())
        .map(|&a| (game.r.min(a) + 1).saturating_sub(game.l))
        .sum();
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> =
        if at_least.is_none() || first_moves >= budget {
            Box::new(|| {
                Err(TooLarge {
                    budget: PLAY_BUDGET,
                })
            })
        } else {
            let rules = ConstrainedNim {
                l: game.l,
                r: game.r,
            };
            Games::case(rules, game.piles, PLAY_BUDGET)
        };
    Games::new(vec![case])
}

/// The oracle's answer as a result: `First` or `Second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "First\n")])
}

/// The expected output by Grundy values by definition, for piles up to about 10^6.
fn reference(input: &str) -> Option<String> {
    by_definition(&parse(input), 2_000_000, REFERENCE_BUDGET)
}

/// Every 1 ≤ L ≤ R ≤ 4 with every multiset of 1 to 3 piles of 1 to 7 stones; smallest first.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for count in 1..=3 {
        for piles in multisets(1, 7, count) {
            for r in 1..=4 {
                for l in 1..=r {
                    inputs.push(input_of(&Game {
                        l,
                        r,
                        piles: piles.clone(),
                    }));
                }
            }
        }
    }
    inputs
}

/// The numbers `items`, separated by single spaces.
fn join(items: &[u64]) -> String {
    let mut text = String::with_capacity(items.len() * 11);
    for (i, &item) in items.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        plan_kit::tokens::push_number(&mut text, item);
    }
    text
}

/// Random L ≤ R ≤ 7 and 1–4 piles of up to `size` stones, within the game search's reach.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let r = rng.range(1, 7);
    let l = rng.range(1, r);
    let n = 1 + rng.below(4);
    let top = (size as u64).clamp(1, 24);
    let piles = (0..n).map(|_| rng.range(1, top)).collect();
    input_of(&Game { l, r, piles })
}

/// Random L ≤ R ≤ 300 and 1–300 piles of up to `size` stones, a third of them with the piles
/// paired (so the first player often loses).
fn random_medium(rng: &mut Rng, size: usize) -> String {
    let r = rng.range(1, 300);
    let l = rng.range(1, r);
    let n = 1 + rng.below(300);
    let top = (size as u64).clamp(1, 30_000);
    let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
    if n > 1 && rng.chance(1, 3) {
        let half = piles[..n / 2].to_vec();
        piles[n - half.len()..].copy_from_slice(&half);
        rng.shuffle(&mut piles);
    }
    input_of(&Game { l, r, piles })
}

/// A pile for L, R up to 10^9: uniform in [1, 10^9], or next to a multiple of the period L + R
/// (k(L + R) plus 0, L − 1, L, R or L + R − 1, where the value changes), within [1, 10^9].
fn pile_near_period(rng: &mut Rng, l: u64, r: u64) -> u64 {
    let period = l + r;
    if rng.chance(1, 3) {
        return rng.range(1, MAX_VALUE);
    }
    let k = rng.range(0, MAX_VALUE / period);
    let offset = [0, l - 1, l, r, period - 1][rng.below(5)];
    (k * period + offset).clamp(1, MAX_VALUE)
}

/// Beyond the search's reach: L ≤ R up to 10^`size` (≤ 10^9; L as small as 1 or as large as R),
/// 1–2000 piles up to 10^9 next to multiples of L + R, at the largest size N = 2·10^5 one draw in
/// four; half of the draws pair their piles (a pair's values cancel), with one extra pile or none.
fn beyond_bounds(rng: &mut Rng, size: usize) -> String {
    let top = 10u64.pow(size.clamp(1, 9) as u32);
    let r = rng.range(1, top);
    let l = match rng.below(3) {
        0 => 1,
        1 => r,
        _ => rng.range(1, r),
    };
    let n = if size >= 9 && rng.chance(1, 4) {
        MAX_N
    } else {
        1 + rng.below(2000)
    };
    let mut piles: Vec<u64> = (0..n).map(|_| pile_near_period(rng, l, r)).collect();
    if n > 1 && rng.chance(1, 2) {
        let half = piles[..n / 2].to_vec();
        let odd = n % 2 == 1 && rng.chance(1, 2);
        piles = half.iter().chain(&half).copied().collect();
        if odd {
            piles.push(pile_near_period(rng, l, r));
        }
        rng.shuffle(&mut piles);
    }
    input_of(&Game { l, r, piles })
}

/// At most this many shrinking candidates: the engine tries them all on each step.
const SHRINK_LIMIT: usize = 120;

/// Smaller games, at most [`SHRINK_LIMIT`]: fewer piles first, then R or L lowered, then (for up to
/// 32 piles) one pile lowered.
fn shrink(input: &str) -> Vec<String> {
    let game = parse(input);
    let mut candidates: Vec<Game> = shrink_list(&game.piles)
        .into_iter()
        .map(|piles| Game {
            piles,
            ..game.clone()
        })
        .collect();
    for r in shrink_value(game.r, game.l) {
        candidates.push(Game { r, ..game.clone() });
    }
    for l in shrink_value(game.l, 1) {
        candidates.push(Game { l, ..game.clone() });
    }
    if game.piles.len() <= 32 {
        for (i, &a) in game.piles.iter().enumerate() {
            for lower in shrink_value(a, 1) {
                let mut piles = game.piles.clone();
                piles[i] = lower;
                candidates.push(Game {
                    piles,
                    ..game.clone()
                });
            }
        }
    }
    candidates.truncate(SHRINK_LIMIT);
    candidates.iter().map(input_of).collect()
}

/// N = 2·10^5 piles of up to 10^9 at several (L, R): L = R = 10^9 (L + R = 2·10^9), L = 1 with
/// R = 10^9, a small odd period, and a paired position the first player loses.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(297);
    let random_piles =
        |rng: &mut Rng| -> Vec<u64> { (0..MAX_N).map(|_| rng.range(1, MAX_VALUE)).collect() };
    let extreme = Game {
        l: MAX_VALUE,
        r: MAX_VALUE,
        piles: (0..MAX_N)
            .map(|i| {
                if i % 3 == 0 {
                    MAX_VALUE
                } else {
                    MAX_VALUE - i as u64
                }
            })
            .collect(),
    };
    let wide = Game {
        l: 1,
        r: MAX_VALUE,
        piles: random_piles(&mut rng),
    };
    let odd_period = Game {
        l: 3,
        r: 14,
        piles: random_piles(&mut rng),
    };
    let mut paired = random_piles(&mut rng);
    paired.copy_within(0..MAX_N / 2, MAX_N / 2);
    rng.shuffle(&mut paired);
    let paired = Game {
        l: 123_456,
        r: 987_654_321,
        piles: paired,
    };
    vec![
        MaxInput {
            label: "N=2*10^5, L=R=10^9 (L+R=2*10^9), piles near 10^9",
            input: input_of(&extreme),
        },
        MaxInput {
            label: "N=2*10^5, L=1, R=10^9, random piles up to 10^9",
            input: input_of(&wide),
        },
        MaxInput {
            label: "N=2*10^5, L=3, R=14, random piles up to 10^9",
            input: input_of(&odd_period),
        },
        MaxInput {
            label: "N=2*10^5, L=123456, R=987654321, piles in equal pairs (Second)",
            input: input_of(&paired),
        },
    ]
}

/// Constrained Nim 2 with L = 3, R = 5: the Grundy value of one pile of a ≤ 40 stones, by
/// definition (the oracle's route beyond its search), checked against the oracle's search of two
/// piles ((a, b) is lost iff the values are equal); one period L + R in each shade.
fn figure() -> String {
    const L: u64 = 3;
    const R: u64 = 5;
    const MAX: u64 = 40;
    let values = grundy_by_definition(MAX, L, R, u64::MAX).expect("no budget");
    let rules = ConstrainedNim { l: L, r: R };
    let mut search = Searcher::new(&rules, usize::MAX);
    for a in 0..=MAX {
        for b in a..=MAX {
            assert_eq!(
                search.first_wins(&vec![a, b]).expect("no budget"),
                values[a as usize] != values[b as usize],
                "piles ({a}, {b})"
            );
        }
    }
    let mut svg = Svg::page(
        (620.0, 340.0),
        "Constrained Nim 2 (take 3 to 5): the Grundy value of a pile a",
        &[
            (Swatch::Cell(LOSE), "0: lost"),
            (Swatch::Cell(BAR), "one period of L + R = 8"),
            (Swatch::Cell(ACCENT_2), "the next"),
        ],
    );
    let period = (L + R) as usize;
    let fill = |a: usize| {
        if values[a] == 0 {
            LOSE
        } else if (a / period).is_multiple_of(2) {
            BAR
        } else {
            ACCENT_2
        }
    };
    let (left, top, w, h) = (70.0, 90.0, 520.0, 180.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &values,
        fill,
        "pile a",
        "g(a)",
    );
    let step = w / values.len() as f64;
    for k in 1..=(MAX as usize / period) {
        let x = left + (k * period) as f64 * step;
        svg.line((x, top), (x, top + h), FAINT_TEXT, 1.0, "4 3");
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_small_positions_by_hand() {
        let rules = ConstrainedNim { l: 2, r: 3 };
        let search = |piles: &[u64]| search_wins(&rules, piles).expect("within reach");
        assert!(!search(&[1]), "no move from 1 < L");
        assert!(search(&[2]) && search(&[3]), "take all");
        assert!(!search(&[5]), "5 − 2 = 3 and 5 − 3 = 2 both win");
        assert!(!search(&[4, 4]), "mirror");
        assert!(search(&[4, 1]), "take 3, leaving (1, 1) with no move");
        let ones = ConstrainedNim { l: 1, r: 1 };
        let one = |piles: &[u64]| search_wins(&ones, piles).expect("within reach");
        assert!(one(&[3]) && !one(&[3, 1]), "parity of the total");
    }

    #[test]
    fn grundy_by_definition_on_small_tables() {
        // L = 2, R = 3: g(4) = mex {g(2), g(1)} = mex {1, 0} = 2, g(5) = mex {g(3), g(2)} = 0
        let g = grundy_by_definition(10, 2, 3, 1000).unwrap();
        assert_eq!(g, vec![0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]);
        // L = 1, R = 4: plain Nim restricted to ≤ 4: 0 1 2 3 4 0 1 …
        let g = grundy_by_definition(7, 1, 4, 1000).unwrap();
        assert_eq!(g, vec![0, 1, 2, 3, 4, 0, 1, 2]);
        assert!(grundy_by_definition(1000, 1, 1000, 100).is_none());
    }

    #[test]
    fn the_search_and_the_definition_agree() {
        for input in exhaustive_inputs().iter().step_by(7) {
            let game = parse(input);
            assert_eq!(oracle(input), by_definition(&game, 100, 10_000), "{input}");
        }
    }

    #[test]
    fn the_sample_beyond_the_search_is_reached() {
        let input = "7 3 14\n10 20 30 40 50 60 70\n";
        assert_eq!(oracle(input).as_deref(), Some("First\n"));
    }

    #[test]
    fn the_validator_takes_good_inputs_and_names_bad_ones() {
        assert_eq!(validate("1 1 1\n1\n"), Ok(()));
        assert_eq!(validate("2 1000000000 1000000000\n1000000000 1\n"), Ok(()));
        for bad in [
            "1 2 1\n1\n",
            "1 0 1\n1\n",
            "1 1 1\n0\n",
            "2 1 1\n1\n",
            "1 1 1\n1 1\n",
            "1 1 1000000001\n1\n",
            "1 1 1\n1",
            "1 1 1\n1\n\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid() {
        let mut all = exhaustive_inputs();
        assert_eq!(all.len(), 1190);
        let mut rng = Rng::new(1);
        for generator in SPEC.random {
            for size in [1, 2, 5, generator.max_size / 2, generator.max_size] {
                all.push((generator.generate)(&mut rng, size));
            }
        }
        all.extend(max_inputs().into_iter().map(|m| m.input));
        all.extend(shrink("3 2 5\n9 4 6\n"));
        let big = &max_inputs()[0].input;
        assert!(shrink(big).len() <= SHRINK_LIMIT);
        for input in &all {
            if let Err(e) = validate(input) {
                panic!("{input:.80}: {e}");
            }
        }
    }

    #[test]
    fn random_inputs_are_within_reach() {
        let mut rng = Rng::new(2);
        let small = &SPEC.random[0];
        for _ in 0..30 {
            let input = (small.generate)(&mut rng, small.max_size);
            assert!(oracle(&input).is_some(), "{input}");
        }
        let medium = &SPEC.random[1];
        for _ in 0..5 {
            let input = (medium.generate)(&mut rng, medium.max_size);
            assert!(oracle(&input).or_else(|| reference(&input)).is_some());
        }
    }
}
