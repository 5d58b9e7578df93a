//! AtCoder ARC091 F Strange Nim. The oracle computes each pile's Grundy value by its definition,
//! the mex of the values of x − 1, …, x − ⌊x/K⌋, in a table from 0 up to the largest pile of that
//! K, and XORs the piles' values (the Sprague–Grundy theorem); it knows nothing of the recursion.
//! The reference is the one-step recursion g(x) = x/K if K | x, else g(x − ⌊x/K⌋ − 1) (proved in
//! the crate's README), without the solution's jumps and under a step budget; the unit tests
//! check it against the definition's tables.
//!
//! The game is stated once ([`StrangeNim`]) for `judge play`. The oracle keeps its table of the
//! definition rather than Grundy values from the game's moves: those list ⌊x/K⌋ named moves, each
//! a new pile vector, for every x up to the largest pile, some 4·10^7 of them at the oracle's
//! reach, where the table only reads a window of numbers. A unit test checks the table against
//! the Grundy values the kit's solution of the game computes from its moves.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Solved, TooLarge};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, INK, LOSE, PAPER, Svg, Swatch, text_on};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{
    Candidates, Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list, shrink_value,
};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "arc091f-strange-nim",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every input of one pile with A ≤ 20 and K ≤ 10, and every input of two piles \
                with A ≤ 6 and K ≤ 3 (371 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-200 piles with A ≤ 2000 and K log-uniform in [1, 2001], half of the inputs \
                   balanced to XOR 0, against the definition",
            generate: random_small,
            max_size: MAX_N,
            cases: 40,
        },
        Generator {
            name: "1-200 piles with A ≤ 10^9: K ≤ 30000, A at or next to a multiple of K, K > A, \
                   or K ≤ A < K + 2·10^5 with K up to 10^9; half balanced to XOR 0, against the \
                   one-step recursion",
            generate: random_large,
            max_size: MAX_N,
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

/// The statement's limits: 1 ≤ N ≤ `MAX_N` piles, 1 ≤ A_i, K_i ≤ `MAX_A`.
const MAX_N: usize = 200;
const MAX_A: u32 = 1_000_000_000;

/// The most mex steps the oracle takes on over one input: Σ over the distinct K of
/// (a + 1)·(a / K + 1), a the largest pile of that K.
const ORACLE_WORK: u64 = 40_000_000;

/// The most steps of the one-step recursion the reference takes on over one input's distinct
/// piles.
const REFERENCE_STEPS: u64 = 60_000_000;

/// `Ok` iff `input` is `N`, then N lines `A_i K_i`, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.eoln()?;
    for i in 1..=n {
        v.u64(1, MAX_A.into(), || format!("A_{i}"))?;
        v.space()?;
        v.u64(1, MAX_A.into(), || format!("K_{i}"))?;
        v.eoln()?;
    }
    v.eof()
}

/// The piles (A_i, K_i) of an input.
fn parse_input(input: &str) -> Vec<(u32, u32)> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    (0..n).map(|_| (tokens.read(), tokens.read())).collect()
}

/// An input holding `piles`.
fn input_of(piles: &[(u32, u32)]) -> String {
    let mut input = String::with_capacity(22 * piles.len() + 8);
    push_number(&mut input, piles.len() as u64);
    input.push('\n');
    for &(a, k) in piles {
        push_number(&mut input, a.into());
        input.push(' ');
        push_number(&mut input, k.into());
        input.push('\n');
    }
    input
}

/// g(0), …, g(`max`) for the piles of one `k`, by definition: g(x) is the mex (least value not
/// among) of g(x − 1), …, g(x − ⌊x/k⌋), the piles one move away.
fn grundy_table(k: u32, max: u32) -> Vec<u32> {
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
fn grundy_by_definition(piles: &[(u32, u32)]) -> Option<Vec<u32>> {
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
fn oracle(input: &str) -> Option<String> {
    grundy_by_definition(&parse_input(input)).map(|values| verdict(&values))
}

/// The game: piles in a row, pile i with its own K_i; a move removes between 1 and ⌊X/K_i⌋
/// stones from a pile i of X stones, typed as the pile's number (from 1) and how many (`1 2`); the
/// player with no move loses. A position is the stones of the piles as they stand.
struct StrangeNim {
    pub k: Vec<u32>,
}

/// How a move is typed.
const NOTATION: &str = "the pile (from 1) and how many stones to remove, 1 to ⌊X/K⌋: `1 2`";

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
fn games(input: &str) -> Games {
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
        return Box::new(|| {
            Err(TooLarge {
                budget: PLAY_BUDGET,
            })
        });
    }
    let game = StrangeNim {
        k: piles.iter().map(|&(_, k)| k).collect(),
    };
    Games::case(game, piles.iter().map(|&(a, _)| a).collect(), PLAY_BUDGET)
}

/// The oracle's answer as a result: Takahashi (first) or Aoki wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Takahashi\n")])
}

/// g(`x`) for one `k` by the one-step recursion: x/k if k divides x (so 0 at x = 0), 0 if x < k,
/// else g(x − ⌊x/k⌋ − 1); `None` once `budget` steps are spent (each step is taken from it).
fn grundy_one_step(mut x: u32, k: u32, budget: &mut u64) -> Option<u32> {
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
fn grundy_by_recursion(piles: &[(u32, u32)]) -> Option<Vec<u32>> {
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
fn reference(input: &str) -> Option<String> {
    grundy_by_recursion(&parse_input(input)).map(|values| verdict(&values))
}

/// Every input of one pile with A ≤ 20 and K ≤ 10, then every input of two piles (as a
/// multiset) with A ≤ 6 and K ≤ 3.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs: Vec<String> = (1..=20)
        .flat_map(|a| (1..=10).map(move |k| input_of(&[(a, k)])))
        .collect();
    let small: Vec<(u32, u32)> = (1..=6).flat_map(|a| (1..=3).map(move |k| (a, k))).collect();
    for (i, &first) in small.iter().enumerate() {
        for &second in &small[i..] {
            inputs.push(input_of(&[first, second]));
        }
    }
    inputs
}

/// A K from `1..=top`, log-uniform: as many below 10 as between 10 and 100, and so on.
fn log_uniform(rng: &mut Rng, top: u32) -> u32 {
    let bits = rng.range(0, u64::from(31 - top.leading_zeros()));
    (rng.range(1 << bits, (2 << bits) - 1) as u32).min(top)
}

/// A method giving the Grundy values of piles, or `None` beyond its reach.
type GrundyValues = fn(&[(u32, u32)]) -> Option<Vec<u32>>;

/// Half the time, `piles` plus one pile (s, 1) of Grundy value s = the XOR of the others' values
/// (`grundy` gives them), so that Aoki wins; the other half, `piles` as they are.
fn maybe_balanced(
    rng: &mut Rng,
    mut piles: Vec<(u32, u32)>,
    grundy: GrundyValues,
) -> Vec<(u32, u32)> {
    if rng.chance(1, 2) && piles.len() < MAX_N {
        let values = grundy(&piles).expect("a generated input is within reach");
        let xor_sum = values.iter().fold(0, |xor_sum, g| xor_sum ^ g);
        if (1..=MAX_A).contains(&xor_sum) {
            // with K = 1 every move is allowed: g(s) = s
            piles.push((xor_sum, 1));
            let last = piles.len() - 1;
            let at = rng.below(piles.len());
            piles.swap(at, last);
        }
    }
    piles
}

/// 1..=`size` piles with A ≤ 2000 and K log-uniform in [1, 2001], a third of the A at or next to a
/// multiple of K; half of the inputs balanced to XOR 0.
fn random_small(rng: &mut Rng, size: usize) -> String {
    const TOP: u32 = 2000;
    let n = 1 + rng.below(size.min(MAX_N - 1));
    let piles: Vec<(u32, u32)> = (0..n)
        .map(|_| {
            let k = log_uniform(rng, TOP + 1);
            let a = if rng.chance(1, 3) {
                let multiple = k * rng.range(0, u64::from(TOP / k)) as u32;
                (multiple + rng.range(0, 2) as u32).saturating_sub(1)
            } else {
                rng.range(1, TOP.into()) as u32
            };
            (a.clamp(1, TOP), k)
        })
        .collect();
    input_of(&maybe_balanced(rng, piles, grundy_by_definition))
}

/// 1..=`size` piles with A ≤ 10^9, each of one kind: K ≤ 30000 with A uniform; A at or next to a
/// multiple of K; K > A; or K up to 10^9 with K ≤ A < K + 2·10^5. The one-step recursion takes at
/// most about 2.5·10^5 steps on any of them. Half of the inputs balanced to XOR 0.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size.min(MAX_N - 1));
    let piles: Vec<(u32, u32)> = (0..n)
        .map(|_| match rng.below(4) {
            0 => (rng.range(1, MAX_A.into()) as u32, log_uniform(rng, 30_000)),
            1 => {
                let k = log_uniform(rng, 30_000);
                let multiple = k * rng.range(1, u64::from(MAX_A / k)) as u32;
                ((multiple + rng.range(0, 2) as u32 - 1).clamp(1, MAX_A), k)
            }
            2 => {
                let k = rng.range(2, MAX_A.into()) as u32;
                (rng.range(1, u64::from(k) - 1) as u32, k)
            }
            _ => {
                let k = log_uniform(rng, MAX_A);
                let a = (u64::from(k) + rng.range(0, 200_000)).min(MAX_A.into()) as u32;
                (a, k)
            }
        })
        .collect();
    input_of(&maybe_balanced(rng, piles, grundy_by_recursion))
}

/// Smaller inputs: each pile alone, fewer piles, then one A or one K lowered.
fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&piles) {
        candidates.push(|| input_of(&fewer));
    }
    for (i, &(a, k)) in piles.iter().enumerate() {
        for lower in shrink_value(a.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i].0 = lower as u32;
            candidates.push(|| input_of(&lowered));
        }
        for lower in shrink_value(k.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i].1 = lower as u32;
            candidates.push(|| input_of(&lowered));
        }
    }
    candidates.into_vec()
}

/// The K that makes the solution's jumps slowest on piles near 10^9: every K ≤ 10^5 and a sparse
/// grid above it were tried (see the crate's README); the most jumps, 38 359, are within the
/// bound 2·√(A/e) + 1 < 38 362.
const SLOWEST_K: u32 = 19_260;

/// 10^9 − A for the 200 largest A ≤ 10^9 on which the jumps with K = [`SLOWEST_K`] take at least
/// 38 000 steps (a scan down from 10^9; 7 637 637 jumps in all). About one A in 150 qualifies: the
/// others reach a multiple of their block's K early.
const SLOWEST_OFFSETS: [u16; MAX_N] = [
    7, 13, 345, 612, 722, 745, 970, 998, 1003, 1071, 1100, 1245, 1322, 1582, 1585, 1661, 2163,
    2177, 2194, 2200, 2761, 2776, 2926, 3077, 3151, 3446, 3733, 4023, 4043, 4283, 4294, 4343, 4422,
    4590, 4655, 4711, 4739, 4785, 4904, 4936, 5376, 5744, 5899, 6034, 6088, 6136, 6155, 6199, 6612,
    6977, 7001, 7283, 7519, 7738, 7804, 7828, 7846, 7876, 8034, 8143, 8282, 8343, 8517, 8537, 8890,
    9247, 9354, 9639, 9650, 9695, 9737, 9837, 9992, 10024, 10159, 10184, 10427, 10691, 10714,
    11135, 11140, 11585, 11878, 12223, 12336, 12452, 12453, 12624, 12781, 12944, 12992, 13026,
    13108, 13141, 13142, 13240, 13266, 13348, 13364, 13397, 14440, 14442, 14482, 14733, 14924,
    15062, 15178, 15340, 15422, 15439, 15461, 15522, 15569, 15826, 16448, 16501, 16614, 16810,
    16959, 17137, 17217, 17243, 17339, 17554, 17732, 17907, 17930, 18277, 18354, 18837, 18928,
    18933, 18987, 19312, 19323, 19803, 19945, 19959, 19985, 20039, 20117, 20329, 20761, 20843,
    20871, 21025, 21561, 21574, 21592, 21896, 22022, 22439, 22570, 22600, 22775, 23192, 23218,
    23281, 23427, 23561, 23572, 23725, 23800, 24052, 24195, 24395, 24493, 24580, 24832, 24918,
    24998, 25022, 25078, 25085, 25155, 25185, 25409, 25471, 25595, 25620, 25642, 25966, 26222,
    26675, 26745, 26746, 27474, 27526, 27708, 27763, 27799, 27903, 27972, 27978, 28097, 28647,
    28760, 28852, 28863, 29123,
];

/// 200 piles near 10^9 with the slowest K for the jumps, with K = ⌈√(10^9)⌉, with the K that
/// make them trivial (1, 2, 3, 10^9), and the trap of the one-step recursion without jumps.
fn max_inputs() -> Vec<MaxInput> {
    let near_top = |i: usize| MAX_A - 7919 * i as u32;
    let slowest: Vec<(u32, u32)> = SLOWEST_OFFSETS
        .iter()
        .map(|&offset| (MAX_A - u32::from(offset), SLOWEST_K))
        .collect();
    let root: Vec<(u32, u32)> = (0..MAX_N).map(|i| (near_top(i), 31_623)).collect();
    let trivial: Vec<(u32, u32)> = (0..MAX_N)
        .map(|i| match i % 5 {
            0 => (near_top(i), 1),
            1 => (near_top(i), 2),
            2 => (near_top(i), 3),
            3 => (MAX_A, MAX_A),
            _ => (near_top(i), MAX_A),
        })
        .collect();
    // 199 equal piles of 2.7·10^7 one-step steps each and one of 6.5·10^6
    let mut one_step_trap = vec![(MAX_A, 10_000_019); MAX_N - 1];
    one_step_trap.push((999_999_937, 10_000_079));
    vec![
        MaxInput {
            label: "N=200, A near 10^9 taking the most jumps, K=19260",
            input: input_of(&slowest),
        },
        MaxInput {
            label: "N=200, A near 10^9, K=31623 (about sqrt(A))",
            input: input_of(&root),
        },
        MaxInput {
            label: "N=200, A near 10^9, K in {1, 2, 3, 10^9}",
            input: input_of(&trivial),
        },
        MaxInput {
            label: "N=200, A near 10^9, K near 10^7 (one-step recursion: 5.4*10^9 steps)",
            input: input_of(&one_step_trap),
        },
    ]
}

/// The rows of the figure: K = 2, 3, 4, 5, 7.
const FIGURE_KS: [u32; 5] = [2, 3, 4, 5, 7];

/// A colour between `light` (t = 0) and `dark` (t = 1).
fn shade(t: f64, light: [u8; 3], dark: [u8; 3]) -> String {
    let mix = |i: usize| {
        let (a, b) = (f64::from(light[i]), f64::from(dark[i]));
        (a + (b - a) * t.clamp(0.0, 1.0)).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

/// The figure: g(x) by definition for x ≤ 40 and a few K, one row each; the multiples of K,
/// where the new value x/K appears, framed.
fn figure() -> String {
    const MAX: u32 = 40;
    const CELL: f64 = 16.0;
    let (left, first_top, gap) = (60.0, 100.0, 34.0);
    let width = f64::from(MAX + 1) * CELL;
    let bottom = first_top + gap * (FIGURE_KS.len() - 1) as f64 + CELL;
    let mut svg = Svg::page(
        (left + width + 24.0, bottom + 56.0),
        "Strange Nim: the Grundy value g(x) of a pile of x, by definition",
        &[
            (Swatch::Cell(LOSE), "0: the player to move loses"),
            (Swatch::Line(INK, ""), "x a multiple of K: g(x) = x/K"),
        ],
    );
    svg.text(
        (16.0, 74.0),
        12.0,
        Anchor::Start,
        INK,
        "darker = larger; off the multiples, g(x) = g(x − ⌊x/K⌋ − 1), the value ⌊x/K⌋ + 1 cells left",
    );
    let top_value = MAX / FIGURE_KS[0];
    for (row, &k) in FIGURE_KS.iter().enumerate() {
        let values = grundy_table(k, MAX);
        let top = first_top + gap * row as f64;
        for (x, &g) in values.iter().enumerate() {
            let fill = if g == 0 {
                LOSE.to_owned()
            } else {
                shade(
                    f64::from(g) / f64::from(top_value),
                    [0xde, 0xeb, 0xf7],
                    [0x21, 0x71, 0xb5],
                )
            };
            let x0 = left + x as f64 * CELL;
            svg.rect(x0, top, CELL, CELL, &fill);
            svg.frame(x0, top, CELL, CELL, PAPER, 0.5);
            svg.text(
                (x0 + CELL / 2.0, top + CELL / 2.0),
                9.0,
                Anchor::Middle,
                text_on(&fill),
                &g.to_string(),
            );
            if (x as u32).is_multiple_of(k) {
                svg.frame(x0 + 1.0, top + 1.0, CELL - 2.0, CELL - 2.0, INK, 1.5);
            }
        }
        svg.frame(left, top, width, CELL, INK, 1.0);
        svg.text(
            (left - 8.0, top + CELL / 2.0),
            12.0,
            Anchor::End,
            INK,
            &format!("K = {k}"),
        );
    }
    for x in (0..=MAX).step_by(5) {
        let cx = left + (f64::from(x) + 0.5) * CELL;
        svg.line((cx, bottom), (cx, bottom + 4.0), INK, 1.0, "");
        svg.text(
            (cx, bottom + 12.0),
            11.0,
            Anchor::Middle,
            INK,
            &x.to_string(),
        );
    }
    svg.text(
        (left + width / 2.0, bottom + 30.0),
        13.0,
        Anchor::Middle,
        INK,
        "stones x",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition's table against the Grundy values of one pile that the kit's solution of
    /// the game ([`StrangeNim`]) computes from its moves.
    #[test]
    fn the_table_is_the_games_grundy_values() {
        for k in 1..=6 {
            let table = grundy_table(k, 60);
            for x in 0..=60 {
                let game = StrangeNim { k: vec![k] };
                let solved = plan_kit::game::solve(game, vec![x], 1000).expect("small");
                assert_eq!(
                    solved.grundy(Solved::START),
                    Some(u64::from(table[x as usize])),
                    "x = {x}, K = {k}"
                );
            }
        }
    }

    #[test]
    fn the_definition_by_hand() {
        assert_eq!(
            grundy_table(2, 13),
            [0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3],
            "K = 2: 4 reaches 3 (0) and 2 (1), so g(4) = 2; 7 reaches 6, 5, 4 (3, 1, 2)"
        );
        assert_eq!(grundy_table(1, 5), [0, 1, 2, 3, 4, 5], "K = 1 is Nim");
        assert_eq!(grundy_table(3, 8), [0, 0, 0, 1, 0, 1, 2, 0, 1]);
        assert_eq!(grundy_table(7, 6), [0; 7], "x < K: no move");
    }

    #[test]
    fn the_proof_s_window_holds_on_the_definition() {
        // g(x − ⌊x/K⌋), …, g(x) are exactly 0, 1, …, ⌊x/K⌋
        for k in 1..=40 {
            let values = grundy_table(k, 1500);
            for x in 0..values.len() {
                let q = x / k as usize;
                let mut window: Vec<u32> = values[x - q..=x].to_vec();
                window.sort_unstable();
                assert!(
                    window.iter().enumerate().all(|(i, &g)| g == i as u32),
                    "K = {k}, x = {x}"
                );
            }
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_one_step_recursion_agrees_with_the_definition() {
        let mut rng = Rng::new(91);
        let ks: Vec<u32> = (1..=64)
            .chain((0..40).map(|_| log_uniform(&mut rng, 3000)))
            .collect();
        for k in ks {
            let values = grundy_table(k, 3000);
            for (x, &g) in values.iter().enumerate() {
                let mut budget = u64::MAX;
                assert_eq!(
                    grundy_one_step(x as u32, k, &mut budget),
                    Some(g),
                    "K = {k}, x = {x}"
                );
            }
        }
        let mut budget = 10;
        assert_eq!(grundy_one_step(MAX_A - 1, MAX_A / 2 + 1, &mut budget), None);
        assert_eq!(budget, 0);
    }

    /// The solution's jumps (a copy of `grundy` in the crate's `main.rs`), counting them.
    fn jumps(mut x: u32, k: u32) -> (u32, u32) {
        let mut count = 0;
        loop {
            count += 1;
            let (q, r) = (x / k, x % k);
            if q == 0 || r == 0 {
                return (q, count);
            }
            let left = r % (q + 1);
            if left == 0 {
                return (q, count);
            }
            x = q * k + left - (q + 1);
        }
    }

    #[test]
    fn the_jumps_agree_with_the_recursion_within_the_bound() {
        let bound = |a: u32| 2.0 * (f64::from(a) / std::f64::consts::E).sqrt() + 1.0;
        let mut rng = Rng::new(19);
        for _ in 0..300 {
            let a = rng.range(1, MAX_A.into()) as u32;
            let k = log_uniform(&mut rng, 40_000);
            let (g, count) = jumps(a, k);
            let mut budget = u64::MAX;
            assert_eq!(
                Some(g),
                grundy_one_step(a, k, &mut budget),
                "A = {a}, K = {k}"
            );
            assert!(
                f64::from(count) <= bound(a),
                "A = {a}, K = {k}: {count} jumps"
            );
        }
        assert_eq!(jumps(999_953_374, SLOWEST_K).1, 38_359);
        assert!(bound(MAX_A) < 38_362.0);
        let mut total = 0;
        for offset in SLOWEST_OFFSETS {
            let count = jumps(MAX_A - u32::from(offset), SLOWEST_K).1;
            assert!(count >= 38_000, "A = 10^9 - {offset}: {count} jumps");
            total += count;
        }
        assert_eq!(total, 7_637_637);
    }

    #[test]
    fn the_oracle_answers_the_samples_and_gives_up_beyond_reach() {
        for (input, expected) in [
            ("2\n5 2\n3 3\n", "Aoki\n"),
            ("3\n3 2\n4 3\n5 1\n", "Takahashi\n"),
            ("3\n28 3\n16 4\n19 2\n", "Aoki\n"),
            ("4\n3141 59\n26535 897\n93 23\n8462 64\n", "Takahashi\n"),
        ] {
            assert_eq!(oracle(input).as_deref(), Some(expected), "{input}");
            assert_eq!(reference(input).as_deref(), Some(expected), "{input}");
        }
        assert_eq!(oracle("1\n1000000000 1\n"), None);
        assert_eq!(oracle("1\n1000000000 1000000000\n"), None);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2\n5 2\n3 3\n"), Ok(()));
        assert_eq!(validate("1\n1000000000 1000000000\n"), Ok(()));
        assert_eq!(validate(&input_of(&vec![(1, 1); MAX_N])), Ok(()));
        for bad in [
            "0\n",
            "201\n",
            "1\n0 1\n",
            "1\n1 0\n",
            "1\n1000000001 1\n",
            "1\n1 1000000001\n",
            "1\n1  1\n",
            "1\n1\n1\n",
            "2\n1 1\n",
            "1\n1 1\n1 1\n",
            "1\n1 1",
            "1\n01 1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_answered() {
        let exhaustive = exhaustive_inputs();
        assert_eq!(exhaustive.len(), 200 + 18 * 19 / 2);
        for input in &exhaustive {
            assert_eq!(validate(input), Ok(()));
            assert!(oracle(input).is_some(), "{input}");
        }
        let mut rng = Rng::new(1);
        for size in (1..=MAX_N).step_by(23).chain([MAX_N]) {
            let small = random_small(&mut rng, size);
            assert_eq!(validate(&small), Ok(()));
            assert!(oracle(&small).is_some(), "{small}");
            let large = random_large(&mut rng, size);
            assert_eq!(validate(&large), Ok(()));
            assert!(reference(&large).is_some(), "{large}");
        }
        for max in max_inputs() {
            assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
            assert!(reference(&max.input).is_some(), "{}", max.label);
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn balanced_inputs_are_lost_for_takahashi() {
        let mut rng = Rng::new(5);
        let balanced = (0..40)
            .map(|_| random_small(&mut rng, MAX_N))
            .filter(|input| oracle(input).as_deref() == Some("Aoki\n"))
            .count();
        assert!(balanced >= 10, "{balanced} of 40");
    }

    #[test]
    fn shrinking_starts_with_single_piles() {
        let shrunk = shrink("2\n5 2\n3 3\n");
        assert_eq!(shrunk[..2], ["1\n5 2\n", "1\n3 3\n"]);
        assert!(shrunk.contains(&"2\n1 2\n3 3\n".to_owned()));
        assert!(shrunk.contains(&"2\n5 1\n3 3\n".to_owned()));
    }
}
