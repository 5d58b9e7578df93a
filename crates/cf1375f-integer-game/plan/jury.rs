//! The jury: the protocol, and the strategies it plays.

use super::rules::{added, first_by_search, integer, safe_piles, wins_in_one, wins_in_two};
use super::{MAX_TURNS, MAX_Y, parse_input};
use plan_kit::interactive::{Fault, Jury, MINUS_ONE, Strategy, Turn, side_named};
use plan_kit::rng::Rng;

pub(super) const STRATEGIES: &[Strategy] = &[
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
pub(super) enum Tactic {
    Optimal,
    Shallow,
    Random,
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
pub(super) struct Game {
    piles: [u64; 3],
    side: Option<Side>,
    last: Option<usize>,
    named: Option<u64>,
    turns: u32,
    over: bool,
    strategy: Tactic,
    rng: Rng,
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
            let first = side_named(line).map_err(|why| Fault::malformed_with(MINUS_ONE, why))?;
            self.side = Some(if first { Side::First } else { Side::Second });
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

pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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
