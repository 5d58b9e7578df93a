//! The jury: the protocol, and the strategies it plays.

use super::generators::random_break;
use super::rules::{REACH, breaks_brute, can_break, holder_wins, is_break};
use super::{LAYOUT, MAX_BREAKS};
use plan_kit::interactive::{Fault, Jury, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::tokens::integers;

/// The jury's strategies, in the order every test plays them.
pub(super) const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "wins whenever Bob can; when lost, keeps the largest number and breaks it so that \
                the part Alice must keep is as large as possible (the slowest descent)",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "lowbit",
        about: "wins whenever Bob can; when lost, keeps the largest number and splits off its \
                lowest set bit",
        start: |input, seed| start(input, Tactic::Lowbit, seed),
    },
    Strategy {
        name: "random-when-lost",
        about: "wins whenever Bob can (a random winning break); when lost, a random number and a \
                random break of it",
        start: |input, seed| start(input, Tactic::RandomWhenLost, seed),
    },
    Strategy {
        name: "random",
        about: "a random break of a random breakable number, even when Bob could win (a weak \
                jury)",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tactic {
    Optimal,
    Lowbit,
    RandomWhenLost,
    Random,
}

/// A break of `p` with both parts lost for Alice, if Bob has one: drawn at random among all of
/// them below `REACH`, else among random draws, else (top bit, rest).
fn winning_break(p: u64, rng: &mut Rng) -> Option<(u64, u64)> {
    let lost = |(p1, p2): (u64, u64)| !holder_wins(p1) && !holder_wins(p2);
    if p < REACH {
        let good: Vec<(u64, u64)> = breaks_brute(p).into_iter().filter(|&b| lost(b)).collect();
        return (!good.is_empty()).then(|| good[rng.below(good.len())]);
    }
    for _ in 0..64 {
        let b = random_break(p, rng);
        if lost(b) {
            return Some(b);
        }
    }
    let top = 1u64 << (63 - p.leading_zeros());
    Some((top, p ^ top)).filter(|&b| can_break(p) && lost(b))
}

/// The break of `p` whose part won by Alice is the largest: b's highest bit the lowest set bit h
/// of p (so p xor b = p − 2^h + y, for b = 2^h + y), and y as large as it can be with p − 2^h + y
/// won for Alice; the lowest bit split off if no such y is near the top.
fn slowest_break(p: u64) -> (u64, u64) {
    let h = p.trailing_zeros();
    let base = p - (1u64 << h);
    let mut y = (1u64 << h) - 1;
    for _ in 0..64 {
        if holder_wins(base + y) {
            return (base + y, (1u64 << h) + y);
        }
        if y == 0 {
            break;
        }
        y -= 1;
    }
    (base, 1u64 << h)
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// Alice must say `first` or `second`.
    Side,
    /// Alice breaks one of these (the start, or the two numbers Bob printed).
    Alice(Vec<u64>),
    /// Bob breaks one of these (the start, or the two numbers Alice printed).
    Bob(Vec<u64>),
    /// Every game is over and Alice won them all.
    Over,
}

/// The jury of one test: Bob in each of its games.
struct XorJury {
    games: Vec<u64>,
    /// The game being played (0-based).
    game: usize,
    phase: Phase,
    /// Alice's breaks in this game so far.
    breaks: u32,
    strategy: Tactic,
    rng: Rng,
}

/// `-1 -1`: what the jury prints for a refused line (its moves are pairs).
const REFUSED: &str = "-1 -1";

/// Two integers in decimal, or why not.
pub(super) fn two_numbers(line: &str) -> Result<(i128, i128), String> {
    let [a, b] = integers(line).ok_or_else(|| format!("{line:?} is not two integers"))?;
    Ok((a, b))
}

/// The number of `options` that (`a`, `b`) breaks, or why it breaks none.
fn broken(options: &[u64], a: i128, b: i128) -> Result<u64, String> {
    let list = options
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" or ");
    let (Ok(a), Ok(b)) = (u64::try_from(a), u64::try_from(b)) else {
        return Err(format!("{a} {b}: a part is negative (breaking {list})"));
    };
    let Some(&p) = options.iter().find(|&&p| a ^ b == p) else {
        return Err(format!(
            "{a} xor {b} = {} is not {list}, the number to break",
            a ^ b
        ));
    };
    if !is_break(p, a, b) {
        return Err(format!(
            "{a} {b} is not a break of {p}: both parts must be in [1, {}]",
            p - 1
        ));
    }
    Ok(p)
}

impl XorJury {
    fn n(&self) -> u64 {
        self.games[self.game]
    }

    /// The game is over, Alice the winner: `0 0`, then the next game's n or the end.
    fn next_game(&mut self) -> Vec<String> {
        let mut lines = vec!["0 0".to_owned()];
        self.game += 1;
        self.breaks = 0;
        if self.game == self.games.len() {
            self.phase = Phase::Over;
        } else {
            self.phase = Phase::Side;
            lines.push(self.n().to_string());
        }
        lines
    }

    /// Bob's choice among `options` (some breakable) by the strategy.
    fn bob(&mut self, options: &[u64]) -> (u64, u64) {
        let breakable: Vec<u64> = options.iter().copied().filter(|&p| can_break(p)).collect();
        if self.strategy == Tactic::Random {
            let p = breakable[self.rng.below(breakable.len())];
            return random_break(p, &mut self.rng);
        }
        for &p in &breakable {
            if holder_wins(p)
                && let Some(b) = winning_break(p, &mut self.rng)
            {
                return b;
            }
        }
        let largest = *breakable.iter().max().expect("a breakable number");
        match self.strategy {
            Tactic::Optimal => slowest_break(largest),
            Tactic::Lowbit => {
                let low = largest & largest.wrapping_neg();
                (largest ^ low, low)
            }
            Tactic::RandomWhenLost | Tactic::Random => {
                let p = breakable[self.rng.below(breakable.len())];
                random_break(p, &mut self.rng)
            }
        }
    }
}

impl Jury for XorJury {
    fn open(&mut self) -> Vec<String> {
        vec![self.games.len().to_string(), self.n().to_string()]
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Side | Phase::Alice(_) => Turn::Program,
            Phase::Bob(_) => Turn::Jury,
            Phase::Over => Turn::Over,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        let game = self.game + 1;
        match self.phase.clone() {
            Phase::Side => {
                self.phase = match line.trim() {
                    "first" => Phase::Alice(vec![self.n()]),
                    "second" => Phase::Bob(vec![self.n()]),
                    _ => {
                        return Err(Fault::malformed_with(
                            REFUSED,
                            format!(
                                "game {game}: {line:?} is not `first` or `second` (lower case)"
                            ),
                        ));
                    }
                };
                Ok(Vec::new())
            }
            Phase::Alice(options) => {
                let (a, b) = two_numbers(line).map_err(|reason| {
                    Fault::malformed_with(REFUSED, format!("game {game}: {reason}"))
                })?;
                if (a, b) == (0, 0) {
                    let holds = options.iter().map(u64::to_string).collect::<Vec<_>>();
                    return Err(Fault::wrong_with(
                        REFUSED,
                        format!(
                            "game {game}: Alice gives up (`0 0`) holding {}: she loses",
                            holds.join(" and ")
                        ),
                    ));
                }
                broken(&options, a, b)
                    .map_err(|why| Fault::wrong_with(REFUSED, format!("game {game}: {why}")))?;
                let (a, b) = (a as u64, b as u64);
                self.breaks += 1;
                if self.breaks >= MAX_BREAKS && (can_break(a) || can_break(b)) {
                    return Err(Fault::wrong_with(
                        REFUSED,
                        format!(
                            "game {game}: Alice has made {MAX_BREAKS} breaks and Bob can still break \
                         {}",
                            if can_break(a) { a } else { b }
                        ),
                    ));
                }
                self.phase = Phase::Bob(vec![a, b]);
                Ok(Vec::new())
            }
            Phase::Bob(_) | Phase::Over => unreachable!("not the program's turn"),
        }
    }

    fn choose(&mut self) -> String {
        let Phase::Bob(options) = self.phase.clone() else {
            unreachable!("not the jury's turn")
        };
        if !options.iter().any(|&p| can_break(p)) {
            return "0 0".to_owned();
        }
        let (a, b) = self.bob(&options);
        format!("{a} {b}")
    }

    fn moves(&self) -> Vec<String> {
        let Phase::Bob(options) = &self.phase else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        for &p in options.iter().filter(|&&p| can_break(p)) {
            let top = 1u64 << (63 - p.leading_zeros());
            let low = p & p.wrapping_neg();
            moves.push(format!("{top} {}", p ^ top));
            if low != p ^ top {
                moves.push(format!("{} {low}", p ^ low));
            }
        }
        moves.push("0 0".to_owned());
        moves.push(
            "or any a b with 0 < a, b < p and a xor b = p, for p one of the numbers; `0 0` gives \
             the game up"
                .to_owned(),
        );
        moves
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        let Phase::Bob(options) = self.phase.clone() else {
            return Err("not Bob's turn".to_owned());
        };
        let (a, b) = two_numbers(line)?;
        // `0 0`: Bob cannot break (or gives up, as in the statement's last sample game).
        if (a, b) == (0, 0) {
            return Ok(self.next_game());
        }
        broken(&options, a, b)?;
        self.phase = Phase::Alice(vec![a as u64, b as u64]);
        Ok(vec![format!("{a} {b}")])
    }

    fn picture(&self) -> String {
        let show = |v: &[u64]| {
            v.iter()
                .map(|p| format!("{p} ({:b})", p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let what = match &self.phase {
            Phase::Side => format!("n = {}: Alice chooses her side", self.n()),
            Phase::Alice(v) => format!("Alice breaks one of {}", show(v)),
            Phase::Bob(v) => format!("Bob breaks one of {}", show(v)),
            Phase::Over => return "every game is over".to_owned(),
        };
        format!(
            "game {} of {}, Alice's breaks {}/{MAX_BREAKS}\n{what}",
            self.game + 1,
            self.games.len(),
            self.breaks
        )
    }
}

/// The jury for `input` with strategy `strategy`.
pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    Box::new(XorJury {
        games: LAYOUT.parse(input),
        game: 0,
        phase: Phase::Side,
        breaks: 0,
        strategy,
        rng: Rng::new(seed),
    })
}
