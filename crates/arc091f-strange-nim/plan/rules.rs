//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Solved, TooLarge};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

/// The most mex steps the oracle takes on over one input: Σ over the distinct K of
/// (a + 1)·(a / K + 1), a the largest pile of that K.
const ORACLE_WORK: u64 = 40_000_000;

/// The most steps of the one-step recursion the reference takes on over one input's distinct
/// piles.
const REFERENCE_STEPS: u64 = 60_000_000;

/// g(0), …, g(`max`) for the piles of one `k`, by definition: g(x) is the mex (least value not
/// among) of g(x − 1), …, g(x − ⌊x/k⌋), the piles one move away.
pub(super) fn grundy_table(k: u32, max: u32) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(max as usize + 1);
    let mut seen: Vec<bool> = Vec::new();
    for x in 0..=max as usize {
        let moves = x / k as usize;
        // the mex of `moves` values is at most `moves`
        seen.clear();
        seen.resize(moves + 1, false);
        for option in &values[x - moves..x] {
            if let Some(slot) = seen.get_mut(*option as usize) {
                *slot = true;
            }
        }
        let mex = seen.iter().position(|&s| !s).expect("a value is missing");
        values.push(mex as u32);
    }
    values
}

/// The largest pile of each K among `piles`.
fn largest_pile_by_k(piles: &[(u32, u32)]) -> BTreeMap<u32, u32> {
    let mut largest = BTreeMap::new();
    for &(a, k) in piles {
        let entry = largest.entry(k).or_insert(0);
        *entry = a.max(*entry);
    }
    largest
}

/// The oracle's work on `piles` in mex steps, as [`ORACLE_WORK`] counts it.
fn oracle_work(piles: &[(u32, u32)]) -> u64 {
    largest_pile_by_k(piles)
        .iter()
        .map(|(&k, &a)| (u64::from(a) + 1) * (u64::from(a / k) + 1))
        .sum()
}

/// The Grundy values of `piles` by definition, or `None` beyond [`ORACLE_WORK`].
pub(super) fn grundy_by_definition(piles: &[(u32, u32)]) -> Option<Vec<u32>> {
    if oracle_work(piles) > ORACLE_WORK {
        return None;
    }
    let tables: BTreeMap<u32, Vec<u32>> = largest_pile_by_k(piles)
        .into_iter()
        .map(|(k, a)| (k, grundy_table(k, a)))
        .collect();
    Some(piles.iter().map(|&(a, k)| tables[&k][a as usize]).collect())
}

/// The verdict for the player to move, Takahashi, on piles of the Grundy values `values`.
fn verdict(values: &[u32]) -> String {
    let xor_sum = values.iter().fold(0, |xor_sum, g| xor_sum ^ g);
    if xor_sum != 0 {
        "Takahashi\n"
    } else {
        "Aoki\n"
    }
    .to_owned()
}

/// The expected output by the definition of the Grundy values, or `None` beyond its reach.
pub(super) fn oracle(input: &str) -> Option<String> {
    grundy_by_definition(&parse_input(input)).map(|values| verdict(&values))
}

/// The game: piles in a row, pile i with its own K_i; a move removes between 1 and ⌊X/K_i⌋
/// stones from a pile i of X stones, typed as the pile's number (from 1) and how many (`1 2`); the
/// player with no move loses. A position is the stones of the piles as they stand.
pub(super) struct StrangeNim {
    pub k: Vec<u32>,
}

/// How a move is typed.
pub(super) const NOTATION: &str =
    "the pile (from 1) and how many stones to remove, 1 to ⌊X/K⌋: `1 2`";

impl Game for StrangeNim {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut moves = Vec::new();
        for (i, (&x, &k)) in piles.iter().zip(&self.k).enumerate() {
            for take in 1..=x / k {
                let mut next = piles.clone();
                next[i] -= take;
                moves.push(Move::to(format!("{} {take}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Vec<u32>) -> String {
        let mut text = String::new();
        for (i, (&x, &k)) in piles.iter().zip(&self.k).enumerate() {
            let stones = if x <= 30 {
                "o".repeat(x as usize)
            } else {
                "many stones".to_owned()
            };
            let takes = match x / k {
                0 => "no move".to_owned(),
                most => format!("takes 1 to {most}"),
            };
            writeln!(
                text,
                "pile {:>2}: {stones:<30} {x:>4}  K = {k}, {takes}",
                i + 1
            )
            .unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<u32>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, take]) => match piles.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no pile {i}: the piles are 1 to {}", piles.len()),
                Some(_) if take == 0 => "a move removes at least one stone".to_owned(),
                Some(&x) => {
                    let k = self.k[i as usize - 1];
                    format!(
                        "pile {i} has {x} stones and K = {k}: a move takes at most ⌊{x}/{k}⌋ = {}",
                        x / k
                    )
                }
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// Σ ⌊X/K_i⌋, every move counted: a pile of 10^9 with K = 1 has 10^9.
    fn moves_at_least(&self, piles: &Vec<u32>) -> u64 {
        piles
            .iter()
            .zip(&self.k)
            .map(|(&x, &k)| u64::from(x / k))
            .sum()
    }
}

/// The games of an input: its piles, Takahashi first.
pub(super) fn games(input: &str) -> Games {
    Games::new(vec![play_case(parse_input(input))])
}

/// The game of `piles` for `judge play`: solved within [`PLAY_BUDGET`], or refused at once when
/// it has more positions than that. A pile of A ≥ K stones can be brought to every size from A
/// down to K − 1 (one stone at a time while X ≥ K), and no lower; one of A < K never moves. So the
/// game has Π (A_i − K_i + 2) positions (a factor 1 for a pile that never moves); listing the moves
/// of a far larger one (a pile of 10^9) would take all the memory before the budget stopped it.
fn play_case(piles: Vec<(u32, u32)>) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let positions = piles.iter().try_fold(1u64, |product, &(a, k)| {
        let sizes = if a >= k { u64::from(a - k) + 2 } else { 1 };
        product
            .checked_mul(sizes)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    if positions.is_none() {
        return Games::too_large(PLAY_BUDGET);
    }
    let game = StrangeNim {
        k: piles.iter().map(|&(_, k)| k).collect(),
    };
    Games::case(game, piles.iter().map(|&(a, _)| a).collect(), PLAY_BUDGET)
}

/// The oracle's answer as a result: Takahashi (first) or Aoki wins.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Takahashi\n")])
}

/// g(`x`) for one `k` by the one-step recursion: x/k if k divides x (so 0 at x = 0), 0 if x < k,
/// else g(x − ⌊x/k⌋ − 1); `None` once `budget` steps are spent (each step is taken from it).
pub(super) fn grundy_one_step(mut x: u32, k: u32, budget: &mut u64) -> Option<u32> {
    loop {
        if x.is_multiple_of(k) {
            return Some(x / k);
        }
        if x < k {
            return Some(0);
        }
        *budget = budget.checked_sub(1)?;
        x -= x / k + 1;
    }
}

/// The Grundy values of `piles` by the one-step recursion, each distinct pile once, or `None`
/// beyond [`REFERENCE_STEPS`].
pub(super) fn grundy_by_recursion(piles: &[(u32, u32)]) -> Option<Vec<u32>> {
    let mut budget = REFERENCE_STEPS;
    let mut known: HashMap<(u32, u32), u32> = HashMap::new();
    piles
        .iter()
        .map(|&(a, k)| match known.get(&(a, k)) {
            Some(&g) => Some(g),
            None => {
                let g = grundy_one_step(a, k, &mut budget)?;
                known.insert((a, k), g);
                Some(g)
            }
        })
        .collect()
}

/// The expected output by the one-step recursion, or `None` beyond its budget.
pub(super) fn reference(input: &str) -> Option<String> {
    grundy_by_recursion(&parse_input(input)).map(|values| verdict(&values))
}

/// A method giving the Grundy values of piles, or `None` beyond its reach.
pub(super) type GrundyValues = fn(&[(u32, u32)]) -> Option<Vec<u32>>;
