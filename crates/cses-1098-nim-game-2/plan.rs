//! CSES 1098 Nim Game II: Nim where a move takes 1, 2 or 3 sticks from one heap. The game is
//! stated once ([`NimTwo`]: the heaps, a move takes 1 to 3 sticks from one); the oracle is the
//! kit's win/lose search of it ([`Searcher`], on sorted heap vectors) and knows no formula. The reference is the Sprague–Grundy theorem with each heap's Grundy value computed
//! by its definition, g(x) = mex{g(x − k) : 1 ≤ k ≤ min(3, x)}, carried to any x by the repetition
//! the recurrence itself forces (it never assumes a period, it finds one); the unit tests check it
//! against the oracle.

use plan_kit::cases::{self, Cases, first_or_second, input_of, parse};
use plan_kit::figures::plot_grid;
use plan_kit::game::{
    Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher, Solved, TooLarge,
};
use plan_kit::inputs::positive_vectors;
use plan_kit::rng::Rng;
use plan_kit::svg::{LOSE, Svg, Swatch, WIN};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

pub const PLAN: Plan = Plan {
    name: "cses-1098-nim-game-2",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every position of 1 to 4 heaps of 1 to 8 sticks (4680 positions, 250 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-20 test cases of 1-4 heaps of 1-16 sticks, against the game search",
            generate: random_small,
            max_size: 16,
            cases: 100,
        },
        Generator {
            name: "1-100 test cases, up to 2·10^4 heaps in all, heaps small (≤ 8), near 10^9 or \
                   uniform up to 10^9, against the Grundy values by definition",
            generate: random_large,
            max_size: 20_000,
            cases: 30,
        },
        Generator {
            name: "up to 2·10^5 heaps in all (at the largest size 2·10^5): as single-heap test \
                   cases, one test case or random ones, half of the cases paired, against the \
                   Grundy values by definition",
            generate: random_many,
            max_size: LAYOUT.max_length,
            cases: 18,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The most sticks one move takes.
const MAX_TAKE: u32 = 3;

/// The statement's limits: the CSES layout, heaps x from 1.
const LAYOUT: Cases = cases::cses("x", 1);

/// `Ok` iff `input` is t test cases of n heaps of 1 ≤ x_i ≤ 10^9 within the limits.
fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

fn shrink(input: &str) -> Vec<String> {
    cases::shrink(input, 1)
}

/// The game: heaps of sticks in a row; a move takes 1, 2 or 3 sticks (at most the heap's size)
/// from one heap, typed as the heap's number (from 1) and how many; the player with no move (every
/// heap empty) loses. A position is the heaps as they stand, in their order.
struct NimTwo;

/// How a move is typed.
const NOTATION: &str = "the heap (from 1) and how many sticks to take, 1 to 3: `2 3`";

impl Game for NimTwo {
    type Position = Vec<u32>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, heaps: &Vec<u32>) -> Vec<Move<Vec<u32>>> {
        let mut moves = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            for take in 1..=MAX_TAKE.min(heap) {
                let mut next = heaps.clone();
                next[i] -= take;
                moves.push(Move::to(format!("{} {take}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, heaps: &Vec<u32>) -> String {
        draw_heaps(heaps)
    }

    fn refuse(&self, heaps: &Vec<u32>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[heap, take]) => match heaps.get((heap as usize).wrapping_sub(1)) {
                None => format!(
                    "there is no heap {heap}: the heaps are 1 to {}",
                    heaps.len()
                ),
                Some(_) if !(1..=u64::from(MAX_TAKE)).contains(&take) => {
                    "a move takes 1, 2 or 3 sticks".to_owned()
                }
                Some(&sticks) => format!("heap {heap} has only {sticks} sticks"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The non-empty heaps, sorted: the order of the heaps and the empty ones change nothing.
    fn canonical(&self, heaps: &Vec<u32>) -> Vec<u32> {
        plan_kit::search::sorted_non_empty(heaps)
    }
}

/// Heaps drawn one a line: its number, its sticks (up to 30 as `|`), its size.
fn draw_heaps(heaps: &[u32]) -> String {
    let mut text = String::new();
    for (i, &heap) in heaps.iter().enumerate() {
        let sticks = if heap <= 30 {
            "|".repeat(heap as usize)
        } else {
            "many sticks".to_owned()
        };
        writeln!(text, "heap {:>2}: {sticks:<30} {heap}", i + 1).unwrap();
    }
    text
}

/// The most positions the search decides, and the most moves it lists, over one input; and the
/// largest test case it takes on (Π (x_i + 1), the heap vectors below it).
const BUDGET: usize = 1_000_000;
const LISTED_BUDGET: usize = 5_000_000;
const CASE_POSITIONS: u64 = 100_000;

/// The kit's win/lose search of [`NimTwo`], on sorted non-empty heap vectors.
fn search() -> Searcher<'static, NimTwo> {
    Searcher::new(&NimTwo, BUDGET).listing_at_most(LISTED_BUDGET)
}

/// True iff the heap vectors below `heaps` (each heap lowered or not) number at most
/// [`CASE_POSITIONS`]: every position the search can reach from it.
fn within_reach(heaps: &[u32]) -> bool {
    heaps
        .iter()
        .try_fold(1u64, |product, &x| {
            product
                .checked_mul(u64::from(x) + 1)
                .filter(|&p| p <= CASE_POSITIONS)
        })
        .is_some()
}

/// The expected output by game search, or `None` beyond the search's reach.
fn oracle(input: &str) -> Option<String> {
    let mut search = search();
    let mut out = String::new();
    for heaps in parse(input) {
        if !within_reach(&heaps) {
            return None;
        }
        writeln!(out, "{}", first_or_second(search.first_wins(&heaps)?)).unwrap();
    }
    Some(out)
}

/// The games of an input: each test case's heaps.
fn games(input: &str) -> Games {
    Games::new(parse(input).into_iter().map(play_case).collect())
}

/// The game of `heaps` for `judge play`: solved within [`PLAY_BUDGET`], or refused at once when
/// it has more positions than that: every heap can be lowered to any smaller size, so the game
/// has Π (x_i + 1) positions, and listing the moves of a large table (2·10^5 heaps) would take
/// all the memory before the budget stopped it.
fn play_case(heaps: Vec<u32>) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let positions = heaps.iter().try_fold(1u64, |product, &x| {
        product
            .checked_mul(u64::from(x) + 1)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    if positions.is_none() {
        return Games::too_large(PLAY_BUDGET);
    }
    Games::case(NimTwo, heaps, PLAY_BUDGET)
}

/// The oracle's answer as results: `first` or `second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "first"))
}

/// The Grundy values of one heap under the take-1-to-3 rule, by the definition
/// g(x) = mex{g(x − k) : 1 ≤ k ≤ min(3, x)}: computed from x = 0 until the window
/// (g(x − 3), g(x − 2), g(x − 1)) of some x ≥ 3 equals the window of an earlier x' ≥ 3. From
/// x = 3 on, g(x) is a function of its window alone, so from then on g repeats with period x − x'.
struct Grundy {
    /// g(0), g(1), …, g(x − 1) for the x at which a window recurred.
    values: Vec<u32>,
    /// x' and x − x'.
    start: usize,
    period: usize,
}

impl Grundy {
    /// The table, computed once.
    pub fn get() -> &'static Grundy {
        static TABLE: OnceLock<Grundy> = OnceLock::new();
        TABLE.get_or_init(|| {
            let take = MAX_TAKE as usize;
            let mut values: Vec<u32> = Vec::new();
            let mut seen: HashMap<Vec<u32>, usize> = HashMap::new();
            loop {
                let x = values.len();
                if x >= take {
                    let window = values[x - take..].to_vec();
                    if let Some(&earlier) = seen.get(&window) {
                        return Grundy {
                            values,
                            start: earlier,
                            period: x - earlier,
                        };
                    }
                    seen.insert(window, x);
                }
                let options: Vec<u32> = (1..=take.min(x)).map(|k| values[x - k]).collect();
                let mex = (0..).find(|g| !options.contains(g)).expect("a mex");
                values.push(mex);
            }
        })
    }

    /// g(x), for any x.
    pub fn value(&self, x: u64) -> u32 {
        let x = x as usize;
        if x < self.values.len() {
            self.values[x]
        } else {
            self.values[self.start + (x - self.start) % self.period]
        }
    }
}

/// The expected output by the Sprague–Grundy theorem: the first player wins iff the XOR of the
/// heaps' Grundy values by definition ([`Grundy`]) is not 0.
fn reference(input: &str) -> Option<String> {
    let grundy = Grundy::get();
    let mut out = String::new();
    for heaps in parse(input) {
        let xor_sum = heaps
            .iter()
            .fold(0, |xor_sum, &x| xor_sum ^ grundy.value(x.into()));
        writeln!(out, "{}", first_or_second(xor_sum != 0)).unwrap();
    }
    Some(out)
}

/// Every position of 1 to 4 heaps of 1 to 8 sticks, smallest first, 250 to an input.
fn exhaustive_inputs() -> Vec<String> {
    positive_vectors(4, 8).chunks(250).map(input_of).collect()
}

/// 1-20 test cases of 1-4 heaps of 1..=`size` sticks.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(20);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(4);
            (0..n).map(|_| rng.range(1, size as u64) as u32).collect()
        })
        .collect();
    input_of(&cases)
}

/// A heap: a third of the time at most 8 sticks, a third within 3 of 10^9, else up to 10^9.
fn mixed_heap(rng: &mut Rng) -> u32 {
    match rng.below(3) {
        0 => rng.range(1, 8) as u32,
        1 => LAYOUT.max_value - rng.range(0, 3) as u32,
        _ => rng.range(1, LAYOUT.max_value.into()) as u32,
    }
}

/// 1-100 test cases holding up to `size` heaps in all, each heap [`mixed_heap`].
fn random_large(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(100.min(size));
    let per_case = (size / t).max(1);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(per_case);
            (0..n).map(|_| mixed_heap(rng)).collect()
        })
        .collect();
    input_of(&cases)
}

/// `size` heaps in all (2·10^5 at the largest size, the statement's bound on the sum of n), each
/// [`mixed_heap`]: as `size` single-heap test cases (t at its bound), as one test case (n at its
/// bound), or split into random test cases; each case of two or more heaps paired (its second
/// half a copy of its first: lost) one time in two.
fn random_many(rng: &mut Rng, size: usize) -> String {
    let total = size.clamp(1, LAYOUT.max_length);
    let t = match rng.below(3) {
        0 => total,
        1 => 1,
        _ => 1 + rng.below(total),
    };
    let mut cases: Vec<Vec<u32>> = vec![Vec::new(); t];
    for i in 0..total {
        let case = if i < t { i } else { rng.below(t) };
        cases[case].push(mixed_heap(rng));
    }
    for case in &mut cases {
        if case.len() > 1 && rng.chance(1, 2) {
            plan_kit::pair_up(case);
        }
    }
    input_of(&cases)
}

/// t = 2·10^5 single heaps up to 10^9; one test case of 2·10^5 heaps up to 10^9; one of 2·10^5
/// heaps within 3 of 10^9.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1098);
    let singles: Vec<Vec<u32>> = (0..LAYOUT.max_count)
        .map(|_| vec![mixed_heap(&mut rng)])
        .collect();
    let uniform: Vec<u32> = (0..LAYOUT.max_length)
        .map(|_| rng.range(1, LAYOUT.max_value.into()) as u32)
        .collect();
    let top: Vec<u32> = (0..LAYOUT.max_length)
        .map(|_| LAYOUT.max_value - rng.range(0, 3) as u32)
        .collect();
    vec![
        MaxInput {
            label: "t=2·10^5 test cases of one heap up to 10^9",
            input: input_of(&singles),
        },
        MaxInput {
            label: "t=1, n=2·10^5 heaps uniform up to 10^9",
            input: input_of(&[uniform]),
        },
        MaxInput {
            label: "t=1, n=2·10^5 heaps in [10^9-3, 10^9]",
            input: input_of(&[top]),
        },
    ]
}

/// Who wins two heaps (a, b), 0 ≤ a, b < 20, by the game search: the lost cells.
fn figure() -> String {
    const SIDE: usize = 20;
    let mut search = search();
    let lost: Vec<Vec<bool>> = (0..SIDE as u32)
        .map(|a| {
            (0..SIDE as u32)
                .map(|b| !search.first_wins(&vec![a, b]).expect("within the budget"))
                .collect()
        })
        .collect();
    let grid = plot_grid((60.0, 76.0), 22.0, SIDE, 0);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Nim II: who wins two heaps (a, b), by game search",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    svg.rect(grid.left, grid.top, w, h, WIN);
    grid.cells(&mut svg, |a, b| lost[a][b].then_some(LOSE), |_, _| None);
    grid.axes(&mut svg, 4, "heap a", "heap b");
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(heaps: &[u32]) -> bool {
        search().first_wins(&heaps.to_vec()).expect("within reach")
    }

    #[test]
    fn the_search_plays_by_hand() {
        assert!(!wins(&[]), "no move: the player to move loses");
        for x in 1..=3 {
            assert!(wins(&[x]), "take all {x}");
        }
        assert!(
            !wins(&[4]),
            "every move leaves 1-3, which the opponent takes"
        );
        assert!(wins(&[5]), "take 1, leave 4");
        assert!(!wins(&[4, 4, 4]), "the sample");
        assert!(wins(&[5, 7, 2, 5]) && wins(&[4, 1]), "the sample");
        assert!(!wins(&[2, 2]), "mirror");
    }

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        let sample = "3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n";
        assert_eq!(oracle(sample).as_deref(), Some("first\nfirst\nsecond\n"));
        assert_eq!(reference(sample), oracle(sample));
        assert_eq!(oracle("1\n1\n1000000000\n"), None);
    }

    #[test]
    fn the_grundy_values_follow_the_definition() {
        let grundy = Grundy::get();
        // the definition, directly, up to 1000
        let mut direct = vec![0u32];
        for x in 1..1000usize {
            let options: Vec<u32> = (1..=3.min(x)).map(|k| direct[x - k]).collect();
            direct.push((0..).find(|g| !options.contains(g)).unwrap());
        }
        for (x, &g) in direct.iter().enumerate() {
            assert_eq!(grundy.value(x as u64), g, "x = {x}");
        }
        assert_eq!(direct[..9], [0, 1, 2, 3, 0, 1, 2, 3, 0]);
        assert_eq!(
            (grundy.values.len(), grundy.start, grundy.period),
            (7, 3, 4),
            "the window of x = 7 is the window of x = 3"
        );
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_reference_agrees_with_the_search_wherever_both_reach() {
        let random = plan_kit::testing::drawn_inputs(random_small, 3, 16, 10);
        plan_kit::testing::assert_reference_agrees(&PLAN, random);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid_and_in_reach() {
        plan_kit::testing::assert_plan_reaches(&PLAN);
        assert_eq!(
            exhaustive_inputs().len(),
            19,
            "4680 positions, 250 to an input"
        );
        for input in exhaustive_inputs() {
            assert!(oracle(&input).is_some());
        }
        let mut rng = Rng::new(4);
        for _ in 0..30 {
            assert!(oracle(&random_small(&mut rng, 16)).is_some());
        }
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n3\n1 2 1000000000\n"), Ok(()));
        for bad in [
            "0\n",
            "1\n1\n0\n",
            "1\n1\n1000000001\n",
            "1\n2\n1 2",
            "1\n0\n\n",
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }
}
