//! Codeforces 768E Game of Stones. The game is stated once ([`Stones`]), a sum of piles whose
//! state tracks the no-repeat rule: each pile is (stones left, set of amounts already taken from
//! it), a move takes an amount not in the set, and the player with no move loses. The oracle is
//! a win/lose search of its moves on the sorted pile states (the plan's own: the kit's lists too
//! much at once, see [`Search`]) and knows nothing of Grundy values. The reference computes one
//! pile's Grundy value by its definition over the same states (every s ≤ 60) and XORs them (the
//! Sprague–Grundy theorem, not the solution's closed form); the unit tests check it against the
//! oracle.

use plan_kit::figures::FAINT_TEXT;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Solved, TooLarge};
use plan_kit::rng::Rng;
use plan_kit::svg::{BAR, LOSE, Svg, Swatch, value_plot};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{
    Exhaustive, Figure, Generator, MaxInput, Spec, all_vectors, shrink_list, shrink_value,
};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "cf768e-game-of-stones",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every input of 1 to 3 piles of 1 to 7 stones (399 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-4 piles of 1-10 stones, against the game search",
            generate: random_small,
            max_size: 10,
            cases: 120,
        },
        Generator {
            name: "up to 1000 piles of 1-60 stones, against the Grundy values by definition",
            generate: random_large,
            max_size: 1000,
            cases: 60,
        },
        Generator {
            name: "up to 10^6 piles (10^6 at the largest size) of 1-60 stones, half next to a \
                   triangular number, half of the draws paired, against the Grundy values by \
                   definition",
            generate: random_huge,
            max_size: MAX_N,
            cases: 16,
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
    ..Spec::NONE
};

/// The statement's limits: n piles of 1 to `MAX_S` stones.
const MAX_N: usize = 1_000_000;
const MAX_S: u32 = 60;

/// `Ok` iff `input` is `n`, then n lines of one pile each, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.eoln()?;
    for _ in 0..n {
        v.u64(1, MAX_S.into(), "s")?;
        v.eoln()?;
    }
    v.eof()
}

/// The piles of an input.
fn parse_input(input: &str) -> Vec<u32> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// An input holding `piles`.
fn input_of(piles: &[u32]) -> String {
    let mut input = String::with_capacity(3 * piles.len() + 8);
    writeln!(input, "{}", piles.len()).unwrap();
    for s in piles {
        writeln!(input, "{s}").unwrap();
    }
    input
}

/// One pile: the stones left, and bit x set iff x stones were already taken from it and x ≤ the
/// stones left (a larger amount can never be taken again, so forgetting it changes nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Pile {
    left: u32,
    used: u64,
}

impl Pile {
    /// A pile of `s` stones from which nothing was taken yet.
    pub fn fresh(s: u32) -> Self {
        Pile { left: s, used: 0 }
    }

    /// The piles this one becomes by one move: take x stones, 1 ≤ x ≤ left, x not used before.
    pub fn moves(self) -> impl Iterator<Item = Pile> {
        (1..=self.left)
            .filter(move |&x| self.used >> x & 1 == 0)
            .map(move |x| {
                let left = self.left - x;
                let used = (self.used | 1 << x) & ((2u64 << left) - 1);
                Pile { left, used }
            })
    }
}

/// The game: piles in a row; a move takes from one pile an amount of stones never taken from it
/// before, typed as the pile's number (from 1) and the amount (`1 3`); the player with no move
/// loses. A position is the piles' states ([`Pile`]) as they stand.
struct Stones;

/// How a move is typed.
const NOTATION: &str = "the pile (from 1) and how many stones to take, an amount not yet taken \
                        from it: `1 3`";

impl Game for Stones {
    type Position = Vec<Pile>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &Vec<Pile>) -> Vec<Move<Vec<Pile>>> {
        let mut moves = Vec::new();
        for (i, pile) in piles.iter().enumerate() {
            for next_pile in pile.moves() {
                let mut next = piles.clone();
                next[i] = next_pile;
                let taken = pile.left - next_pile.left;
                moves.push(Move::to(format!("{} {taken}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, piles: &Vec<Pile>) -> String {
        let mut text = String::new();
        for (i, pile) in piles.iter().enumerate() {
            let barred: Vec<String> = (1..=pile.left)
                .filter(|&x| pile.used >> x & 1 == 1)
                .map(|x| x.to_string())
                .collect();
            let barred = if barred.is_empty() {
                String::new()
            } else {
                format!("  taken before: {}", barred.join(", "))
            };
            writeln!(
                text,
                "pile {:>2}: {:<60} {:>2}{barred}",
                i + 1,
                "o".repeat(pile.left as usize),
                pile.left
            )
            .unwrap();
        }
        text
    }

    fn refuse(&self, piles: &Vec<Pile>, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, take]) => match piles.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no pile {i}: the piles are 1 to {}", piles.len()),
                Some(_) if take == 0 => "removing 0 stones does not count as a move".to_owned(),
                Some(pile) if take > u64::from(pile.left) => {
                    format!("pile {i} has only {} stones", pile.left)
                }
                Some(_) => format!("{take} stones were already taken from pile {i} once"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The non-empty piles, sorted: their order and the empty ones change nothing.
    fn canonical(&self, piles: &Vec<Pile>) -> Vec<Pile> {
        let mut key: Vec<Pile> = piles.iter().copied().filter(|p| p.left > 0).collect();
        key.sort_unstable();
        key
    }
}

/// The most work the search takes on over one input, in piles copied, and its deepest line.
const WORK_BUDGET: u64 = 5_000_000;
const DEPTH_LIMIT: usize = 1_000;

/// Win/lose memo on sorted vectors of non-empty pile states, with a budget: the plan's own search
/// of [`Stones`]' moves (one pile's moves are [`Pile::moves`]), not the kit's, which lists every
/// move of a position, each a copy of all its piles, before trying one, and keeps those lists for
/// the whole line it opens: 10^3 piles of 60 take gigabytes where this search builds one
/// position at a time (a unit test checks the two agree on the moves).
#[derive(Default)]
struct Search {
    memo: HashMap<Vec<Pile>, bool>,
    work: u64,
}

impl Search {
    /// True iff the player to move wins the sum of `piles`, or `None` once the budget is spent.
    pub fn first_wins(&mut self, piles: &[Pile]) -> Option<bool> {
        let mut key: Vec<Pile> = piles.iter().copied().filter(|p| p.left > 0).collect();
        key.sort_unstable();
        self.wins(key, 0)
    }

    // wins(position) = some move on some pile reaches a position the opponent loses; with no
    // move at all the player to move loses.
    fn wins(&mut self, key: Vec<Pile>, depth: usize) -> Option<bool> {
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if depth > DEPTH_LIMIT {
            return None;
        }
        let mut wins = false;
        'moves: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // the same moves as on the equal pile before
            }
            for next_pile in key[i].moves() {
                self.work += key.len() as u64;
                if self.work > WORK_BUDGET {
                    return None;
                }
                let mut next = key.clone();
                next[i] = next_pile;
                next.retain(|p| p.left > 0);
                next.sort_unstable();
                if !self.wins(next, depth + 1)? {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        Some(wins)
    }
}

/// The expected output by searching the game, or `None` beyond the search's budget.
fn oracle(input: &str) -> Option<String> {
    let piles: Vec<Pile> = parse_input(input).into_iter().map(Pile::fresh).collect();
    let sam_wins = Search::default().first_wins(&piles)?;
    Some(if sam_wins { "NO\n" } else { "YES\n" }.to_owned())
}

/// The game of an input, its fresh piles, Sam first, for `judge play`: solved within
/// [`PLAY_BUDGET`], or refused at once when it surely has more positions than that: a pile of s
/// stones can be left with any of 0..=s stones by one move, so the game has at least Π (s_i + 1)
/// positions, and listing the moves of a far larger one (10^6 piles) would take all the memory
/// before the budget stopped it.
fn games(input: &str) -> Games {
    let stones = parse_input(input);
    let at_least = stones.iter().try_fold(1u64, |product, &s| {
        product
            .checked_mul(u64::from(s) + 1)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> = match at_least {
        Some(_) => Games::case(
            Stones,
            stones.into_iter().map(Pile::fresh).collect(),
            PLAY_BUDGET,
        ),
        None => Box::new(|| {
            Err(TooLarge {
                budget: PLAY_BUDGET,
            })
        }),
    };
    Games::new(vec![case])
}

/// The oracle's answer as a result: `NO`, Sam (first) wins; `YES`, Jon (second) wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let jon = oracle(input)? == "YES\n";
    Some(vec![if jon {
        GameResult::SecondWins
    } else {
        GameResult::FirstWins
    }])
}

/// The Grundy value of one pile state by definition: the mex of its moves' values.
fn grundy_by_definition(pile: Pile, memo: &mut HashMap<Pile, u32>) -> u32 {
    if let Some(&known) = memo.get(&pile) {
        return known;
    }
    let mut seen = 0u64;
    for next in pile.moves() {
        seen |= 1 << grundy_by_definition(next, memo);
    }
    let mex = seen.trailing_ones();
    memo.insert(pile, mex);
    mex
}

/// The Grundy values of the fresh piles of 0..=60 stones, by definition, computed once.
fn grundy_table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut memo = HashMap::new();
        (0..=MAX_S)
            .map(|s| grundy_by_definition(Pile::fresh(s), &mut memo))
            .collect()
    })
}

/// The expected output by the Sprague–Grundy theorem: Jon (second) wins iff the XOR of the
/// piles' Grundy values, each computed by definition, is 0.
fn reference(input: &str) -> Option<String> {
    let table = grundy_table();
    let xor_sum = parse_input(input)
        .into_iter()
        .fold(0, |xor_sum, s| xor_sum ^ table[s as usize]);
    Some(if xor_sum == 0 { "YES\n" } else { "NO\n" }.to_owned())
}

/// Every input of 1 to 3 piles of 1 to 7 stones, by length and then lexicographically.
fn exhaustive_inputs() -> Vec<String> {
    all_vectors(3, 6)
        .into_iter()
        .filter(|piles| !piles.is_empty())
        .map(|piles| input_of(&piles.iter().map(|&s| s + 1).collect::<Vec<u32>>()))
        .collect()
}

/// 1-4 piles of 1..=`size` stones.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(4);
    let piles: Vec<u32> = (0..n).map(|_| rng.range(1, size as u64) as u32).collect();
    input_of(&piles)
}

/// 1..=`size` piles of 1-60 stones, often near a boundary k(k+1)/2 of the Grundy values, and
/// half the time paired up so that the answer is often YES.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let mut piles: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(1, 2) {
                rng.range(1, MAX_S.into()) as u32
            } else {
                let k = rng.range(1, 10) as u32;
                (k * (k + 1) / 2 + rng.range(0, 2) as u32).clamp(1, MAX_S) - rng.range(0, 1) as u32
            }
        })
        .map(|s| s.max(1))
        .collect();
    if n > 1 && rng.chance(1, 2) {
        let half = n / 2;
        for i in 0..half {
            piles[half + i] = piles[i];
        }
        rng.shuffle(&mut piles);
    }
    input_of(&piles)
}

/// n = `size` piles (10^6 at the largest size, the statement's bound) of 1-60 stones, half of
/// them next to a triangular number k(k+1)/2 up to 55, and in half of the draws paired up (the
/// second half a copy of the first) so that the XOR is often 0.
fn random_huge(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(1, MAX_N);
    let mut piles: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(1, 2) {
                rng.range(1, MAX_S.into()) as u32
            } else {
                let k = rng.range(1, 10) as u32;
                (k * (k + 1) / 2 + rng.range(0, 1) as u32 - rng.range(0, 1) as u32).clamp(1, MAX_S)
            }
        })
        .collect();
    if n > 1 && rng.chance(1, 2) {
        let half = n / 2;
        for i in 0..half {
            piles[half + i] = piles[i];
        }
        rng.shuffle(&mut piles);
    }
    input_of(&piles)
}

/// Smaller inputs: single piles, fewer piles, then one pile lowered.
fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&piles).iter().map(|p| input_of(p)).collect();
    for (i, &s) in piles.iter().enumerate() {
        for lower in shrink_value(s.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i] = lower as u32;
            candidates.push(input_of(&lowered));
        }
    }
    candidates
}

/// n = 10^6 piles: all of 60, uniform in [1, 60].
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(768);
    let uniform: Vec<u32> = (0..MAX_N)
        .map(|_| rng.range(1, MAX_S.into()) as u32)
        .collect();
    vec![
        MaxInput {
            label: "n=10^6 piles of 60",
            input: input_of(&vec![MAX_S; MAX_N]),
        },
        MaxInput {
            label: "n=10^6 piles uniform in [1, 60]",
            input: input_of(&uniform),
        },
    ]
}

/// Game of Stones: the Grundy value of one fresh pile of s ≤ 60 stones under the no-repeat rule,
/// by definition over the (stones left, amounts used) states, checked against the oracle's search
/// of two piles for s ≤ 12 ((s, t) is lost iff the values are equal); the dashed lines mark the
/// triangular numbers k(k + 1)/2, where the value steps up.
fn figure() -> String {
    let values: Vec<u64> = grundy_table().iter().map(|&g| u64::from(g)).collect();
    let mut search = Search::default();
    for s in 1..=12u32 {
        for t in s..=12 {
            let piles = [Pile::fresh(s), Pile::fresh(t)];
            assert_eq!(
                search.first_wins(&piles),
                Some(values[s as usize] != values[t as usize]),
                "piles ({s}, {t})"
            );
        }
    }
    let mut svg = Svg::page(
        (700.0, 340.0),
        "Game of Stones, no amount twice from a pile: the Grundy value of s",
        &[
            (Swatch::Cell(LOSE), "0: the empty pile"),
            (Swatch::Cell(BAR), "G(s)"),
            (Swatch::Line(FAINT_TEXT, "4 3"), "s = k(k + 1)/2"),
        ],
    );
    let fill = |s: usize| if values[s] == 0 { LOSE } else { BAR };
    let (left, top, w, h) = (70.0, 90.0, 600.0, 180.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &values,
        fill,
        "stones s",
        "G(s)",
    );
    let step = w / values.len() as f64;
    for k in 1..=10usize {
        let triangular = k * (k + 1) / 2;
        if triangular < values.len() {
            let x = left + triangular as f64 * step;
            svg.line((x, top), (x, top + h), FAINT_TEXT, 1.0, "4 3");
        }
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sam_wins(piles: &[u32]) -> bool {
        let piles: Vec<Pile> = piles.iter().copied().map(Pile::fresh).collect();
        Search::default().first_wins(&piles).expect("within reach")
    }

    /// The plan's search and the kit's search of [`Stones`] decide every position of up to three
    /// small piles alike.
    #[test]
    fn the_search_is_the_kits_search_of_the_game() {
        let mut kits = plan_kit::game::Searcher::new(&Stones, usize::MAX);
        for piles in all_vectors(3, 6).into_iter().chain(all_vectors(2, 12)) {
            let piles: Vec<Pile> = piles.into_iter().map(Pile::fresh).collect();
            assert_eq!(
                kits.first_wins(&piles),
                Search::default().first_wins(&piles),
                "{piles:?}"
            );
        }
    }

    #[test]
    fn a_pile_remembers_what_was_taken() {
        let after: Vec<Pile> = Pile::fresh(5).moves().collect();
        assert_eq!(after.len(), 5);
        assert_eq!(
            after[0],
            Pile {
                left: 4,
                used: 1 << 1
            }
        );
        assert_eq!(
            after[2],
            Pile { left: 2, used: 0 },
            "3 > 2 can never be taken again"
        );
        let twice: Vec<Pile> = after[0].moves().collect();
        assert_eq!(twice.len(), 3, "from 4 with 1 used: take 2, 3 or 4");
    }

    #[test]
    fn the_search_plays_by_hand() {
        assert!(sam_wins(&[5]), "the sample: take all five");
        assert!(!sam_wins(&[1, 2]), "the sample: 2 cannot be taken as 1 + 1");
        assert!(!sam_wins(&[2, 2]), "Jon mirrors");
        assert!(sam_wins(&[3]));
        assert!(!sam_wins(&[3, 4]), "both piles allow exactly two moves");
        assert!(sam_wins(&[2, 3]));
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_grundy_values_by_definition_start_as_expected() {
        let table = grundy_table();
        assert_eq!(table[..11], [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
        assert_eq!(table[60], 10);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_reference_agrees_with_the_search_wherever_both_reach() {
        for piles in all_vectors(3, 9) {
            let piles: Vec<u32> = piles.iter().map(|&s| s + 1).collect();
            if piles.is_empty() {
                continue;
            }
            let input = input_of(&piles);
            assert_eq!(oracle(&input), reference(&input), "{piles:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_oracle_answers_the_samples_and_gives_up_beyond_reach() {
        assert_eq!(oracle("1\n5\n").as_deref(), Some("NO\n"));
        assert_eq!(oracle("2\n1\n2\n").as_deref(), Some("YES\n"));
        assert_eq!(oracle("3\n60\n60\n60\n"), None);
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2\n1\n2\n"), Ok(()));
        assert_eq!(validate("1\n60\n"), Ok(()));
        for bad in [
            "0\n",
            "1\n0\n",
            "1\n61\n",
            "2\n1 2\n",
            "2\n1\n",
            "1\n1\n1\n",
            "1\n1",
            "1\n 1\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_in_reach() {
        let exhaustive = exhaustive_inputs();
        assert_eq!(exhaustive.len(), 7 + 49 + 343);
        for input in &exhaustive {
            assert_eq!(validate(input), Ok(()));
            assert!(oracle(input).is_some(), "{input}");
        }
        let mut rng = Rng::new(1);
        for size in 1..=10 {
            for _ in 0..5 {
                let input = random_small(&mut rng, size);
                assert_eq!(validate(&input), Ok(()));
                assert!(oracle(&input).is_some(), "{input}");
            }
        }
        for size in (1..=1000).step_by(37) {
            assert_eq!(validate(&random_large(&mut rng, size)), Ok(()));
        }
        for max in max_inputs() {
            assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
        }
    }

    #[test]
    fn shrinking_starts_with_single_piles() {
        let shrunk = shrink("2\n1\n2\n");
        assert_eq!(shrunk[..2], ["1\n1\n", "1\n2\n"]);
        assert!(shrunk.contains(&"2\n1\n1\n".to_owned()));
    }
}
