//! Codeforces 1375F Integer Game (interactive). The jury speaks the published protocol and plays
//! either side. Its searches follow the rules alone: First wins in one number iff some y leaves
//! Second no pile that keeps the piles distinct (only y equal to a positive difference of two
//! piles can take a pile away, so those are the only y to try), and in two iff some y makes every
//! safe reply such a position (the y worth trying are the values that make the changed pile equal
//! to, or the mirror of, a combination of the piles: see [`two_number_candidates`]).

use plan_kit::interactive::{Fault, Interactive, Jury, MINUS_ONE, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, BAR, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_value};

pub const SPEC: Spec = Spec {
    name: "cf1375f-integer-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every start of three distinct piles ≤ 6, in every order (120 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "three distinct piles below 10^k for k = size ≤ 9",
            generate: random_piles,
            max_size: 9,
            cases: 30,
        },
        Generator {
            name: "tight starts: small gaps and progressions at the bottom or the top (10^9)",
            generate: tight_piles,
            max_size: 9,
            cases: 20,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: None,
    interactive: Some(Interactive {
        strategies: STRATEGIES,
    }),
};

/// The statement's limits: piles 1 ≤ a, b, c ≤ `MAX_PILE`, numbers 1 ≤ y ≤ `MAX_Y`, and First
/// loses once `MAX_TURNS` turns have passed.
const MAX_PILE: u64 = 1_000_000_000;
const MAX_Y: u64 = 1_000_000_000_000;
const MAX_TURNS: u32 = 1000;

const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "as First, a number found by search that wins in as few turns as it can; as \
                Second, a safe pile after which First needs the most numbers (search two \
                numbers deep), ties at random",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "shallow",
        about: "as First, as optimal; as Second, a safe pile after which First has no winning \
                number at once (one number deep), ties at random",
        start: |input, seed| start(input, Tactic::Shallow, seed),
    },
    Strategy {
        name: "random",
        about: "as First, half the time a positive difference of two piles, else any y; as \
                Second, a safe pile at random",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy)]
enum Tactic {
    Optimal,
    Shallow,
    Random,
}

/// `Ok` iff `input` is one line of three distinct piles `a b c`, each in 1..=10^9.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let a = v.u64(1, MAX_PILE, "a")?;
    v.space()?;
    let b = v.u64(1, MAX_PILE, "b")?;
    v.space()?;
    let c = v.u64(1, MAX_PILE, "c")?;
    v.eoln()?;
    v.eof()?;
    ensure(a != b && b != c && a != c, || {
        format!("the piles {a} {b} {c} are not pairwise distinct")
    })
}

/// The piles of an input.
fn parse_input(input: &str) -> [u64; 3] {
    let mut tokens = Tokens::new(input);
    [tokens.read(), tokens.read(), tokens.read()]
}

/// The input of `piles`.
fn input_of(piles: [u64; 3]) -> String {
    format!("{} {} {}\n", piles[0], piles[1], piles[2])
}

/// The piles Second may use now (not `forbidden`) that keep the piles distinct once `y` is added.
fn safe_piles(piles: [u64; 3], forbidden: Option<usize>, y: u64) -> Vec<usize> {
    (0..3)
        .filter(|&i| Some(i) != forbidden)
        .filter(|&i| (0..3).all(|k| k == i || piles[i] + y != piles[k]))
        .collect()
}

/// `piles` with `y` added to pile `i`.
fn added(mut piles: [u64; 3], i: usize, y: u64) -> [u64; 3] {
    piles[i] += y;
    piles
}

/// A number with which First wins at once (Second has no safe pile), if there is one: only a
/// positive difference p_k − p_i can make pile i unsafe, so those are the numbers to try.
fn wins_in_one(piles: [u64; 3], forbidden: Option<usize>) -> Option<u64> {
    let mut candidates: Vec<u64> = (0..3)
        .flat_map(|i| (0..3).map(move |k| (i, k)))
        .filter(|&(i, k)| piles[k] > piles[i])
        .map(|(i, k)| piles[k] - piles[i])
        .filter(|&y| y <= MAX_Y)
        .collect();
    candidates.sort_unstable();
    candidates
        .into_iter()
        .find(|&y| safe_piles(piles, forbidden, y).is_empty())
}

/// The numbers First may try for a win in two from `piles`: after Second adds y to pile i, First
/// wins at once only if some number reaches an equality from both piles other than i, that is
/// q_a − q_j = q_b − q_k for j ≠ k; such an equation not involving q_i = p_i + y would say
/// q_k − q_j = q_j − q_k, which distinct piles never satisfy. Solved for y it gives
/// y = p_a + p_b − p_c − p_i or y = (p_a + p_b)/2 − p_i; the same first form with b = c gives the
/// numbers that make pile i itself unsafe. Any other y leaves every pile safe and no win at once.
fn two_number_candidates(piles: [u64; 3], forbidden: Option<usize>) -> Vec<u64> {
    let p = piles.map(i128::from);
    let mut candidates = Vec::new();
    for i in (0..3).filter(|&i| Some(i) != forbidden) {
        for a in 0..3 {
            for b in 0..3 {
                for c in 0..3 {
                    candidates.push(p[a] + p[b] - p[c] - p[i]);
                }
                if (p[a] + p[b]) % 2 == 0 {
                    candidates.push((p[a] + p[b]) / 2 - p[i]);
                }
            }
        }
    }
    let mut candidates: Vec<u64> = candidates
        .into_iter()
        .filter(|&y| (1..=i128::from(MAX_Y)).contains(&y))
        .map(|y| y as u64)
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    candidates
}

/// A number with which First wins within two turns (every safe reply leaves a win at once), if
/// there is one.
fn wins_in_two(piles: [u64; 3], forbidden: Option<usize>) -> Option<u64> {
    two_number_candidates(piles, forbidden)
        .into_iter()
        .find(|&y| {
            safe_piles(piles, forbidden, y)
                .into_iter()
                .all(|i| wins_in_one(added(piles, i, y), Some(i)).is_some())
        })
}

/// Large numbers tried by First's search for a win in three: each is checked by the search (every
/// safe reply must leave a win in two), never assumed.
const LARGE_TRIES: [u64; 3] = [100_000_000_000, 10_000_000_000, 300_000_000_000];

/// First's number by search: a win at once, else in two, else a large number after which every
/// safe reply leaves a win in two; with the number of turns it needs (`None`: none found).
fn first_by_search(piles: [u64; 3], forbidden: Option<usize>) -> (u64, Option<u32>) {
    if let Some(y) = wins_in_one(piles, forbidden) {
        return (y, Some(1));
    }
    if let Some(y) = wins_in_two(piles, forbidden) {
        return (y, Some(2));
    }
    for y in LARGE_TRIES {
        if safe_piles(piles, forbidden, y)
            .into_iter()
            .all(|i| wins_in_two(added(piles, i, y), Some(i)).is_some())
        {
            return (y, Some(3));
        }
    }
    (LARGE_TRIES[0], None)
}

/// How many numbers First needs from a start (no pile forbidden), by the search: 1, 2 or 3.
#[cfg(test)]
fn numbers_needed(piles: [u64; 3]) -> Option<u32> {
    first_by_search(piles, None).1
}

/// How long Second holds out after adding y to pile i (the position `piles`, `i` forbidden next),
/// by search to the depth `depth`: 1 if First then wins at once, 2 if in two (depth 2 only), else
/// `depth + 1`.
fn hold_out(piles: [u64; 3], i: usize, depth: u32) -> u32 {
    if wins_in_one(piles, Some(i)).is_some() {
        1
    } else if depth >= 2 && wins_in_two(piles, Some(i)).is_some() {
        2
    } else {
        depth + 1
    }
}

/// The program's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    First,
    Second,
}

/// One game: the piles, the program's side, the pile used last turn, the number named this turn
/// (waiting for a pile), the turns completed.
struct Game {
    piles: [u64; 3],
    side: Option<Side>,
    last: Option<usize>,
    named: Option<u64>,
    turns: u32,
    over: bool,
    strategy: Tactic,
    rng: Rng,
}

/// Reads an integer line (a sign allowed), or says it is not one.
fn integer(line: &str, what: &str) -> Result<i128, Fault> {
    let digits = line.strip_prefix('-').unwrap_or(line);
    if digits.is_empty() || digits.len() > 30 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Fault::malformed_with(
            MINUS_ONE,
            format!("{line:?} is not an integer ({what})"),
        ));
    }
    Ok(line.parse().expect("digits"))
}

impl Game {
    /// Why adding `y` to pile `i` is not a legal safe move now, if it is not.
    fn refuse(&self, i: usize, y: u64) -> Option<String> {
        if Some(i) == self.last {
            return Some(format!(
                "pile {} was used on the previous turn and cannot be used again",
                i + 1
            ));
        }
        let grown = self.piles[i] + y;
        (0..3).find(|&k| k != i && self.piles[k] == grown).map(|k| {
            format!(
                "adding {y} to pile {} makes it {grown}, equal to pile {}",
                i + 1,
                k + 1
            )
        })
    }

    /// The jury's pile as Second for the number `y`: by its strategy, among the safe ones.
    fn reply(&mut self, y: u64) -> Option<usize> {
        let safe = safe_piles(self.piles, self.last, y);
        if safe.is_empty() {
            return None;
        }
        let depth = match self.strategy {
            Tactic::Optimal => 2,
            Tactic::Shallow => 1,
            Tactic::Random => 0,
        };
        let scores: Vec<u32> = safe
            .iter()
            .map(|&i| match depth {
                0 => 0,
                _ => hold_out(added(self.piles, i, y), i, depth),
            })
            .collect();
        let best = *scores.iter().max().expect("a safe pile");
        let ties: Vec<usize> = safe
            .iter()
            .zip(&scores)
            .filter(|&(_, &s)| s == best)
            .map(|(&i, _)| i)
            .collect();
        Some(ties[self.rng.below(ties.len())])
    }

    /// The jury's number as First, by its strategy.
    fn number(&mut self) -> u64 {
        match self.strategy {
            Tactic::Optimal | Tactic::Shallow => first_by_search(self.piles, self.last).0,
            Tactic::Random => {
                let (i, k) = (self.rng.below(3), self.rng.below(3));
                // The gap that would make two piles equal, when it is a number First may name.
                let gap = self.piles[k].saturating_sub(self.piles[i]);
                if self.rng.chance(1, 2) && (1..=MAX_Y).contains(&gap) {
                    gap
                } else {
                    self.rng.range(1, MAX_Y)
                }
            }
        }
    }
}

impl Jury for Game {
    fn open(&mut self) -> Vec<String> {
        vec![format!(
            "{} {} {}",
            self.piles[0], self.piles[1], self.piles[2]
        )]
    }

    fn turn(&self) -> Turn {
        match (self.over, self.side, self.named) {
            (true, _, _) => Turn::Over,
            (false, None, _) => Turn::Program,
            (false, Some(Side::First), None) | (false, Some(Side::Second), Some(_)) => {
                Turn::Program
            }
            (false, Some(_), _) => Turn::Jury,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        let Some(side) = self.side else {
            self.side = Some(match line {
                "First" => Side::First,
                "Second" => Side::Second,
                _ => {
                    return Err(Fault::malformed_with(
                        MINUS_ONE,
                        format!("{line:?} is not First or Second"),
                    ));
                }
            });
            return Ok(Vec::new());
        };
        match side {
            Side::First => {
                if self.turns >= MAX_TURNS {
                    return Err(Fault::wrong_with(
                        MINUS_ONE,
                        format!(
                            "{MAX_TURNS} turns have passed and the piles {} {} {} are still \
                         distinct: First has lost",
                            self.piles[0], self.piles[1], self.piles[2]
                        ),
                    ));
                }
                let y = integer(line, "the number y")?;
                if !(1..=i128::from(MAX_Y)).contains(&y) {
                    return Err(Fault::wrong_with(
                        MINUS_ONE,
                        format!("y = {y} is not within 1..=10^12"),
                    ));
                }
                self.named = Some(y as u64);
                Ok(Vec::new())
            }
            Side::Second => {
                let y = self.named.expect("the program answers a number");
                let pile = integer(line, "the pile")?;
                if !(1..=3).contains(&pile) {
                    return Err(Fault::wrong_with(
                        MINUS_ONE,
                        format!("{pile} is not a pile (1, 2 or 3)"),
                    ));
                }
                let i = pile as usize - 1;
                if let Some(why) = self.refuse(i, y) {
                    return Err(Fault::wrong_with(MINUS_ONE, why));
                }
                self.piles[i] += y;
                self.last = Some(i);
                self.named = None;
                self.turns += 1;
                if self.turns == MAX_TURNS {
                    self.over = true;
                    return Ok(vec!["0".to_owned()]);
                }
                Ok(Vec::new())
            }
        }
    }

    fn choose(&mut self) -> String {
        match self.named {
            Some(y) => self
                .reply(y)
                .map_or_else(|| "0".to_owned(), |i| (i + 1).to_string()),
            None => self.number().to_string(),
        }
    }

    fn moves(&self) -> Vec<String> {
        match self.named {
            Some(y) => {
                let safe = safe_piles(self.piles, self.last, y);
                if safe.is_empty() {
                    vec!["0".to_owned()]
                } else {
                    safe.iter().map(|i| (i + 1).to_string()).collect()
                }
            }
            None => vec![
                first_by_search(self.piles, self.last).0.to_string(),
                "or any other y with 1 ≤ y ≤ 10^12".to_owned(),
            ],
        }
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        match self.named {
            Some(y) => {
                if line == "0" {
                    if let Some(i) = safe_piles(self.piles, self.last, y).first() {
                        return Err(format!(
                            "0 gives up, but pile {} is still safe for {y}",
                            i + 1
                        ));
                    }
                    self.over = true;
                    return Ok(vec!["0".to_owned()]);
                }
                let i = match line.parse::<usize>() {
                    Ok(p @ 1..=3) => p - 1,
                    _ => return Err(format!("{line:?} is not a pile 1, 2 or 3 (or 0)")),
                };
                if let Some(why) = self.refuse(i, y) {
                    return Err(why);
                }
                self.piles[i] += y;
                self.last = Some(i);
                self.named = None;
                self.turns += 1;
                Ok(vec![line.to_owned()])
            }
            None => match line.parse::<u64>() {
                Ok(y) if (1..=MAX_Y).contains(&y) && line == y.to_string() => {
                    self.named = Some(y);
                    Ok(vec![line.to_owned()])
                }
                _ => Err(format!("{line:?} is not a number y with 1 ≤ y ≤ 10^12")),
            },
        }
    }

    fn picture(&self) -> String {
        let mut lines = Vec::new();
        for (i, pile) in self.piles.iter().enumerate() {
            let mark = if Some(i) == self.last {
                "  (used last turn)"
            } else {
                ""
            };
            lines.push(format!("pile {}: {pile}{mark}", i + 1));
        }
        let named = self
            .named
            .map_or_else(String::new, |y| format!(", number named: {y}"));
        lines.push(format!("turns done: {} of {MAX_TURNS}{named}", self.turns));
        lines.join("\n")
    }
}

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    Box::new(Game {
        piles: parse_input(input),
        side: None,
        last: None,
        named: None,
        turns: 0,
        over: false,
        strategy,
        rng: Rng::new(seed),
    })
}

/// Every ordered start of three distinct piles from 1..=6.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                if a != b && b != c && a != c {
                    inputs.push(input_of([a, b, c]));
                }
            }
        }
    }
    inputs
}

/// Three distinct piles, each below 10^size (size ≤ 9; 10^9 itself at the top size).
fn random_piles(rng: &mut Rng, size: usize) -> String {
    let top = 10u64.pow(size as u32).min(MAX_PILE);
    loop {
        let piles = [(); 3].map(|_| rng.range(1, top));
        if piles[0] != piles[1] && piles[1] != piles[2] && piles[0] != piles[2] {
            return input_of(piles);
        }
    }
}

/// Small gaps (up to `size`) or a progression, at the bottom (from 1) or the top (up to 10^9), in
/// a random order.
fn tight_piles(rng: &mut Rng, size: usize) -> String {
    let gap = |rng: &mut Rng| rng.range(1, size as u64);
    let (d1, d2) = if rng.chance(1, 2) {
        let d = gap(rng);
        (d, d)
    } else {
        (gap(rng), gap(rng))
    };
    let low = if rng.chance(1, 2) {
        rng.range(1, 3)
    } else {
        MAX_PILE - d1 - d2 - rng.range(0, 2)
    };
    let mut piles = [low, low + d1, low + d1 + d2];
    rng.shuffle(&mut piles);
    input_of(piles)
}

/// Each pile lowered in turn (repeats are dropped by the validator).
fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates = Vec::new();
    for i in 0..3 {
        for lower in shrink_value(piles[i], 1) {
            let mut lowered = piles;
            lowered[i] = lower;
            candidates.push(input_of(lowered));
        }
    }
    candidates
}

/// The extremes: the widest spread, the three largest piles, the three smallest.
fn max_inputs() -> Vec<MaxInput> {
    vec![
        MaxInput {
            label: "piles 10^9, 10^9-1, 1",
            input: input_of([MAX_PILE, MAX_PILE - 1, 1]),
        },
        MaxInput {
            label: "piles 10^9-2, 10^9, 10^9-1",
            input: input_of([MAX_PILE - 2, MAX_PILE, MAX_PILE - 1]),
        },
        MaxInput {
            label: "piles 1, 2, 3",
            input: input_of([1, 2, 3]),
        },
    ]
}

/// The gaps of the figure: positions low < mid < top with d1 = mid − low, d2 = top − mid, each
/// up to `FIGURE_GAPS`.
const FIGURE_GAPS: usize = 12;

/// How many numbers First needs from the piles (1, 1 + d1, 1 + d1 + d2) with pile `used` (0 the
/// lowest, 2 the top) used last turn, or none used (at the start), by the search.
fn needed_at(d1: u64, d2: u64, used: Option<usize>) -> Option<u32> {
    first_by_search([1, 1 + d1, 1 + d1 + d2], used).1
}

/// Integer Game: how many numbers First needs, by the search, from piles low < mid < top with
/// gaps up to 12, in three panels by the pile Second used last (the game depends only on the
/// gaps and on which pile is forbidden).
fn figure() -> String {
    let cell = 24.0;
    let side = FIGURE_GAPS as f64 * cell;
    let gap = 70.0;
    let left = 70.0;
    let top = 130.0;
    let mut svg = Svg::page(
        (left + 3.0 * side + 2.0 * gap + 30.0, top + side + 60.0),
        "Integer Game: how many numbers First needs, by the pile Second used last",
        &[
            (Swatch::Cell(LOSE), "one number"),
            (Swatch::Cell(BAR), "two numbers"),
            (Swatch::Cell(WIN), "three numbers"),
        ],
    );
    for (panel, (used, name)) in [
        (0, "low pile used last"),
        (1, "middle pile used last"),
        (2, "top pile used last"),
    ]
    .into_iter()
    .enumerate()
    {
        let grid = Grid {
            left: left + panel as f64 * (side + gap),
            top,
            cell,
            cols: FIGURE_GAPS,
            rows: FIGURE_GAPS,
            x0: 1,
            y0: 1,
            y_up: false,
        };
        let needed = |col: usize, row: usize| needed_at(col as u64 + 1, row as u64 + 1, Some(used));
        grid.cells(
            &mut svg,
            |col, row| {
                Some(match needed(col, row) {
                    Some(1) => LOSE,
                    Some(2) => BAR,
                    Some(3) => WIN,
                    _ => PAPER,
                })
            },
            |col, row| needed(col, row).map(|n| n.to_string()),
        );
        grid.axes(&mut svg, 2, "d1 = mid − low", "d2 = top − mid");
        svg.text(
            (grid.left + side / 2.0, top - 22.0),
            14.0,
            Anchor::Middle,
            INK,
            name,
        );
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{converse, replay, scripted};
    use plan_kit::testing::assert_plan_is_valid;

    /// The statement's example (Codeforces 1375F), as a transcript: the jury's pile 3 for 2 makes
    /// the piles 5 2 8, and after 3 it has no safe pile (pile 3 is forbidden).
    const SAMPLE: &str = "< 5 2 6\n> First\n> 2\n< 3\n> 3\n< 0\n";

    fn interactive() -> &'static Interactive {
        SPEC.interactive.as_ref().expect("a jury")
    }

    /// A player of the winning strategy, written here from the README's proof: First, a huge
    /// number, then 2M − u − v with M the pile just used, then the gap M − v.
    fn winner() -> impl FnMut(&str) -> Vec<String> {
        let mut piles: Option<[u64; 3]> = None;
        let mut named: Vec<u64> = Vec::new();
        let mut used: Vec<usize> = Vec::new();
        move |line: &str| {
            let Some(p) = piles.as_mut() else {
                piles = Some(parse_input(line));
                named.push(100_000_000_000);
                return vec!["First".to_owned(), named[0].to_string()];
            };
            let reply: i64 = line.parse().expect("a reply");
            if reply <= 0 {
                return Vec::new();
            }
            let i = reply as usize - 1;
            p[i] += *named.last().expect("a number was named");
            used.push(i);
            let y = match used.len() {
                1 => 2 * p[i] - p[(i + 1) % 3] - p[(i + 2) % 3],
                2 => p[i] - p[used[0]],
                _ => panic!("the jury survived three numbers: {p:?}"),
            };
            named.push(y);
            vec![y.to_string()]
        }
    }

    /// A Second that adds to the first pile it may that keeps the piles distinct.
    fn cautious_second() -> impl FnMut(&str) -> Vec<String> {
        let mut piles: Option<[u64; 3]> = None;
        let mut last: Option<usize> = None;
        move |line: &str| {
            let Some(p) = piles.as_mut() else {
                piles = Some(parse_input(line));
                return vec!["Second".to_owned()];
            };
            let y: u64 = line.parse().expect("a number");
            if y == 0 {
                return Vec::new();
            }
            let i = safe_piles(*p, last, y)
                .first()
                .copied()
                .unwrap_or(if last == Some(0) { 1 } else { 0 });
            p[i] += y;
            last = Some(i);
            vec![(i + 1).to_string()]
        }
    }

    #[test]
    fn the_statements_transcript_replays_through_the_rules() {
        assert_eq!(replay(interactive(), "5 2 6\n", SAMPLE), Ok(None));
        // the jury may not give up while a pile is safe
        let early = "< 5 2 6\n> First\n> 2\n< 0\n";
        let err = replay(interactive(), "5 2 6\n", early).expect_err("pile 1 is safe");
        assert!(err.contains("still safe"), "{err}");
    }

    #[test]
    fn the_searches_follow_the_rules_by_hand() {
        // 5 2 8 with pile 3 used: 3 makes pile 1 equal 8 and pile 2 equal 5
        assert_eq!(wins_in_one([5, 2, 8], Some(2)), Some(3));
        // at the start Second can always add to the largest pile
        assert_eq!(wins_in_one([5, 2, 6], None), None);
        // 1 2 3 with the top used: 1 lands pile 1 on 2 and pile 2 on 3
        assert_eq!(wins_in_one([1, 2, 3], Some(2)), Some(1));
        assert_eq!(wins_in_one([1, 2, 3], Some(0)), None);
        assert_eq!(safe_piles([5, 2, 6], Some(0), 3), vec![2]);
        // the sample's start: no win in two, so three numbers
        assert_eq!(numbers_needed([5, 2, 6]), Some(3));
        for piles in exhaustive_inputs().iter().map(|i| parse_input(i)) {
            assert!(numbers_needed(piles).is_some_and(|n| n >= 2), "{piles:?}");
        }
    }

    #[test]
    fn the_readmes_table_of_small_cases() {
        let count = |used: Option<usize>, n: u32| {
            (1..=16u64)
                .flat_map(|d1| (1..=16u64).map(move |d2| (d1, d2)))
                .filter(|&(d1, d2)| needed_at(d1, d2, used) == Some(n))
                .count()
        };
        assert_eq!(
            [count(None, 1), count(None, 2), count(None, 3)],
            [0, 0, 256]
        );
        assert_eq!(
            [count(Some(0), 1), count(Some(0), 2), count(Some(0), 3)],
            [0, 8, 248]
        );
        assert_eq!(
            [count(Some(1), 1), count(Some(1), 2), count(Some(1), 3)],
            [0, 0, 256]
        );
        assert_eq!(
            [count(Some(2), 1), count(Some(2), 2), count(Some(2), 3)],
            [16, 240, 0]
        );
        assert_eq!(needed_at(4, 2, Some(0)), Some(2));
        assert_eq!(needed_at(5, 5, Some(2)), Some(1));
    }

    #[test]
    fn a_win_in_two_by_the_candidates_is_one_by_brute_force() {
        // for small piles, every y up to 40 tried by brute force agrees with the candidate list
        for input in exhaustive_inputs() {
            let piles = parse_input(&input);
            for forbidden in [None, Some(0), Some(1), Some(2)] {
                let brute = (1..=40u64).find(|&y| {
                    safe_piles(piles, forbidden, y)
                        .into_iter()
                        .all(|i| wins_in_one(added(piles, i, y), Some(i)).is_some())
                });
                assert_eq!(
                    brute.is_some(),
                    wins_in_two(piles, forbidden).is_some(),
                    "{piles:?} {forbidden:?}"
                );
            }
        }
    }

    #[test]
    fn the_winner_beats_every_strategy_on_every_small_start_and_random_ones() {
        let mut rng = Rng::new(1375);
        let mut inputs = exhaustive_inputs();
        for size in 1..=9 {
            inputs.push(random_piles(&mut rng, size));
            inputs.push(tight_piles(&mut rng, size));
        }
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        for input in &inputs {
            for strategy in STRATEGIES {
                for seed in 0..3 {
                    let ending = converse((strategy.start)(input, seed), &mut winner());
                    assert_eq!(
                        ending.fault,
                        None,
                        "{input} {}:\n{}",
                        strategy.name,
                        ending.transcript.numbered()
                    );
                }
            }
        }
    }

    #[test]
    fn second_loses_to_the_search_within_three_numbers() {
        for input in exhaustive_inputs() {
            for strategy in [Tactic::Optimal, Tactic::Shallow] {
                let ending = converse(start(&input, strategy, 7), &mut cautious_second());
                let fault = ending.fault.expect("Second loses");
                assert!(fault.reason().contains("equal to pile"), "{fault:?}");
                assert_eq!(fault.send(), ["-1"]);
                // the opening, the side, three numbers with their piles at most, and -1
                assert!(
                    ending.transcript.lines.len() <= 9,
                    "{input}\n{}",
                    ending.transcript.numbered()
                );
            }
        }
    }

    #[test]
    fn a_cautious_second_outlasts_the_random_first() {
        // what wrong/chooses-second.py plays: it must beat `random` (every number it names a
        // legal one, even once the piles pass 10^12) and lose only to the search
        let mut rng = Rng::new(1503);
        let mut inputs = exhaustive_inputs();
        inputs.extend((1..=9).map(|size| random_piles(&mut rng, size)));
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        for input in &inputs {
            for seed in 0..3 {
                let ending = converse(start(input, Tactic::Random, seed), &mut cautious_second());
                assert_eq!(
                    ending.fault,
                    None,
                    "{input}:\n{}",
                    ending.transcript.numbered()
                );
            }
        }
    }

    #[test]
    fn bad_lines_are_faults_with_their_reasons() {
        let play = |lines: &'static [&'static str]| {
            let mut player = scripted(lines);
            converse(start("5 2 6\n", Tactic::Optimal, 0), &mut player).fault
        };
        let fault = play(&["first"]).expect("not a side");
        assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
        let fault = play(&["First|100000000000.0"]).expect("a float");
        assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
        let fault = play(&["First|1000000000001"]).expect("too large");
        assert!(
            matches!(&fault, Fault::Wrong { reason, .. } if reason.contains("1..=10^12")),
            "{fault:?}"
        );
        let fault = play(&["First|0"]).expect("zero");
        assert!(fault.reason().contains("not within"), "{fault:?}");
        // a First that names 1 forever: the search's Second holds out for 1000 turns
        let mut named = 0;
        let mut ones = |_: &str| {
            named += 1;
            if named == 1 {
                vec!["First".to_owned(), "1".to_owned()]
            } else {
                vec!["1".to_owned()]
            }
        };
        let ending = converse(start("1 50 100\n", Tactic::Optimal, 0), &mut ones);
        let fault = ending.fault.expect("First loses");
        assert!(fault.reason().contains("1000 turns"), "{fault:?}");
        // as Second: a pile out of range, and the pile used last turn
        let fault = play(&["Second", "4"]).expect("pile 4");
        assert!(fault.reason().contains("not a pile"), "{fault:?}");
    }

    #[test]
    fn a_second_that_outlasts_a_weak_first_wins_after_1000_turns() {
        // the jury's numbers, played as a human's: always 10^9 + turn, added in turn to piles
        // 1 and 2, which stay far apart
        let mut script = String::from("< 1 2 3\n> Second\n");
        for turn in 0..MAX_TURNS as u64 {
            script.push_str(&format!("< {}\n> {}\n", 1_000_000_000 + turn, 1 + turn % 2));
        }
        script.push_str("< 0\n");
        assert_eq!(replay(interactive(), "1 2 3\n", &script), Ok(None));
    }

    #[test]
    fn every_generated_input_is_valid() {
        assert_eq!(exhaustive_inputs().len(), 120);
        assert_plan_is_valid(&SPEC, 20);
        assert_eq!(validate("5 2 6\n"), Ok(()));
        for bad in [
            "5 5 6\n",
            "0 1 2\n",
            "1 2 1000000001\n",
            "1 2\n",
            "1 2 3",
            "1  2 3\n",
            "1 2 3\n4\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn shrinking_lowers_one_pile() {
        let shrunk = shrink("5 2 6\n");
        assert!(shrunk.contains(&"1 2 6\n".to_owned()));
        assert!(shrunk.contains(&"5 2 4\n".to_owned()));
    }
}
