//! The jury: the protocol, and the strategies it plays.

use super::parse_input;
use super::rules::{
    SEARCH_REACH, Value, after, equal_split, first_wins_reference, value, value_after_pick,
};
use plan_kit::interactive::{Fault, Jury, MINUS_ONE, Strategy, Turn, side_named};
use plan_kit::rng::Rng;
use plan_kit::tokens;
use std::collections::HashMap;

/// The jury's "narrow" strategy counts the opponent's replies by the reference rule up to this
/// many positive entries.
const NARROW_REACH: usize = 12;

pub(super) const STRATEGIES: &[Strategy] = &[
    Strategy {
        name: "optimal",
        about: "wins whenever its side can (by the search, else by the split rule), as fast as \
                the search finds; when lost, the move after which the game lasts longest by the \
                search (beyond it: the largest entry, as Second one unequal to First's)",
        start: |input, seed| start(input, Tactic::Optimal, seed),
    },
    Strategy {
        name: "narrow",
        about: "wins whenever it can, as optimal; when lost, the move that leaves the opponent \
                the fewest winning replies (the search, or the split rule up to 12 positive \
                entries), so that a flawed rule has the least room",
        start: |input, seed| start(input, Tactic::Narrow, seed),
    },
    Strategy {
        name: "largest",
        about: "wins whenever it can, with the largest entry that wins; when lost, the largest \
                entry",
        start: |input, seed| start(input, Tactic::Largest, seed),
    },
    Strategy {
        name: "smallest",
        about: "wins whenever it can, with the smallest entry that wins; when lost, the smallest \
                entry",
        start: |input, seed| start(input, Tactic::Smallest, seed),
    },
    Strategy {
        name: "random-when-lost",
        about: "wins whenever it can (a random winning move); when lost, a random legal move",
        start: |input, seed| start(input, Tactic::RandomWhenLost, seed),
    },
    Strategy {
        name: "random",
        about: "a random legal move, even when it could win (a weak jury)",
        start: |input, seed| start(input, Tactic::Random, seed),
    },
];

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Tactic {
    Optimal,
    Narrow,
    Largest,
    Smallest,
    RandomWhenLost,
    Random,
}

/// The program's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    First,
    Second,
}

/// One move the jury may make, as its strategy weighs it.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    index: usize,
    entry: u32,
    /// The jury's side still wins after it.
    wins: bool,
    /// The rounds the game lasts after it, by the search (in its reach).
    rounds: Option<u32>,
    /// The opponent's winning replies after it (where counted).
    replies: Option<usize>,
}

/// One game: the entries, the program's side, First's pick of this round (waiting for Second),
/// the rounds completed.
pub(super) struct Game {
    a: Vec<u32>,
    side: Option<Side>,
    picked: Option<usize>,
    rounds: usize,
    over: bool,
    strategy: Tactic,
    rng: Rng,
    memo: HashMap<Vec<u32>, Value>,
    /// The split rule's verdict on the entries, kept while it holds: `Some(None)` once there is
    /// no split (no round makes one, as the tests check on every small array), `Some(Some(side))`
    /// for a split while its parts' sums stay equal.
    split: Option<Option<Vec<bool>>>,
}

/// Reads an integer line (a sign allowed), or says it is not one.
pub(super) fn integer(line: &str, what: &str) -> Result<i64, Fault> {
    tokens::integer(line)
        .and_then(|v| i64::try_from(v).ok())
        .ok_or_else(|| {
            Fault::malformed_with(MINUS_ONE, format!("{line:?} is not an integer ({what})"))
        })
}

impl Game {
    fn positive(&self) -> usize {
        self.a.iter().filter(|&&x| x > 0).count()
    }

    /// A split of the entries now, kept from before if it still holds.
    fn current_split(&mut self) -> Option<Vec<bool>> {
        let holds = |side: &Vec<bool>| {
            let part = |p: bool| -> u32 {
                (0..self.a.len())
                    .filter(|&k| side[k] == p)
                    .map(|k| self.a[k])
                    .sum()
            };
            part(true) == part(false)
        };
        let kept = match &self.split {
            Some(None) => true,
            Some(Some(side)) => holds(side),
            None => false,
        };
        if !kept {
            self.split = Some(equal_split(&self.a));
        }
        self.split.clone().flatten()
    }

    /// Why index `k` (1-based, as printed) is not a legal pick now, if it is not; `first` the
    /// index First picked this round when this is Second's answer.
    fn refuse(&self, k: i64, first: Option<usize>) -> Option<String> {
        let n = self.a.len();
        let who = if first.is_some() { "j" } else { "i" };
        if k < 1 || k as usize > n {
            return Some(format!("{who} = {k} is not an index 1..={n}"));
        }
        let k = k as usize - 1;
        if Some(k) == first {
            return Some(format!("j = {} is First's own index i", k + 1));
        }
        (self.a[k] == 0).then(|| format!("{who} = {}: a_{} is already 0", k + 1, k + 1))
    }

    /// The program's pick `line` (i as First, j as Second), judged; why it loses if it does.
    fn judge_pick(&self, line: &str) -> Result<usize, Fault> {
        let first = self.picked;
        let k = integer(
            line,
            if first.is_some() {
                "the index j"
            } else {
                "the index i"
            },
        )?;
        let Some(why) = self.refuse(k, first) else {
            return Ok(k as usize - 1);
        };
        let stuck = match first {
            None if self.positive() == 0 => {
                " (every entry is 0: First has no move and loses)".to_owned()
            }
            Some(i) if self.positive() == 1 => format!(
                " (only a_{} is positive: Second has no move and loses)",
                i + 1
            ),
            _ => String::new(),
        };
        Err(Fault::wrong_with(
            MINUS_ONE,
            format!("round {}: {why}{stuck}", self.rounds + 1),
        ))
    }

    /// The jury's moves now, weighed: as First every positive i, as Second every positive j ≠ i.
    fn candidates(&mut self) -> Vec<Candidate> {
        let jury_first = self.picked.is_none();
        let indices: Vec<usize> = (0..self.a.len())
            .filter(|&k| self.a[k] > 0 && Some(k) != self.picked)
            .collect();
        if self.positive() <= SEARCH_REACH {
            return self.searched(&indices, jury_first);
        }
        let split = self.current_split();
        let narrow = self.strategy == Tactic::Narrow && self.positive() <= NARROW_REACH;
        let mut out = Vec::new();
        for k in indices {
            let wins = match (&split, self.picked) {
                (None, None) => true,
                (Some(side), Some(i)) => side[k] != side[i],
                _ => false,
            };
            let replies = narrow.then(|| self.replies_by_rule(k, jury_first));
            out.push(Candidate {
                index: k,
                entry: self.a[k],
                wins,
                rounds: None,
                replies,
            });
        }
        out
    }

    /// The candidates in the search's reach: each weighed by the game's value after it.
    fn searched(&mut self, indices: &[usize], jury_first: bool) -> Vec<Candidate> {
        let mut out = Vec::new();
        for &k in indices {
            let (wins, rounds, replies) = if jury_first {
                let v = value_after_pick(&mut self.memo, &self.a, k);
                let a = self.a.clone();
                let replies = (0..a.len())
                    .filter(|&j| j != k && a[j] > 0)
                    .filter(|&j| !value(&mut self.memo, &after(&a, k, j)).first_wins)
                    .count();
                (v.first_wins, v.rounds, replies)
            } else {
                let i = self.picked.expect("First's pick");
                let next = after(&self.a, i, k);
                let v = value(&mut self.memo, &next);
                let replies = (0..next.len())
                    .filter(|&p| next[p] > 0)
                    .filter(|&p| value_after_pick(&mut self.memo, &next, p).first_wins)
                    .count();
                (!v.first_wins, v.rounds + 1, replies)
            };
            out.push(Candidate {
                index: k,
                entry: self.a[k],
                wins,
                rounds: Some(rounds),
                replies: Some(replies),
            });
        }
        out
    }

    /// The opponent's winning replies after the jury's move `k`, by the reference rule.
    fn replies_by_rule(&self, k: usize, jury_first: bool) -> usize {
        if jury_first {
            (0..self.a.len())
                .filter(|&j| j != k && self.a[j] > 0)
                .filter(|&j| !first_wins_reference(&after(&self.a, k, j)))
                .count()
        } else {
            let i = self.picked.expect("First's pick");
            // First's every pick wins after the round iff the rule says so
            let next = after(&self.a, i, k);
            if first_wins_reference(&next) {
                next.iter().filter(|&&x| x > 0).count()
            } else {
                0
            }
        }
    }

    /// The strategy's move among `moves` (not empty).
    fn pick(&mut self, moves: &[Candidate]) -> usize {
        let random = |rng: &mut Rng, list: &[Candidate]| list[rng.below(list.len())].index;
        if self.strategy == Tactic::Random {
            return random(&mut self.rng, moves);
        }
        let winning: Vec<Candidate> = moves.iter().copied().filter(|c| c.wins).collect();
        let first = self.picked.map(|i| self.a[i]);
        let by_key = |list: &[Candidate], key: &dyn Fn(&Candidate) -> i64| {
            list.iter().max_by_key(|c| key(c)).expect("a move").index
        };
        if !winning.is_empty() {
            return match self.strategy {
                Tactic::Optimal | Tactic::Narrow => by_key(&winning, &|c| {
                    c.rounds.map_or(i64::from(c.entry), |r| -i64::from(r))
                }),
                Tactic::Largest => by_key(&winning, &|c| i64::from(c.entry)),
                Tactic::Smallest => by_key(&winning, &|c| -i64::from(c.entry)),
                Tactic::RandomWhenLost | Tactic::Random => random(&mut self.rng, &winning),
            };
        }
        let unequal = |c: &Candidate| i64::from(Some(c.entry) != first) * 1000;
        match self.strategy {
            Tactic::Optimal => by_key(moves, &|c| {
                c.rounds.map_or(unequal(c) + i64::from(c.entry), i64::from)
            }),
            Tactic::Narrow => by_key(moves, &|c| {
                c.replies.map_or(i64::from(c.entry), |r| {
                    -(r as i64) * 1000 + i64::from(c.entry)
                })
            }),
            Tactic::Largest => by_key(moves, &|c| i64::from(c.entry)),
            Tactic::Smallest => by_key(moves, &|c| -i64::from(c.entry)),
            Tactic::RandomWhenLost | Tactic::Random => random(&mut self.rng, moves),
        }
    }

    /// Plays the round's pick `k` (0-based, legal): First's i, or Second's j.
    fn apply(&mut self, k: usize) {
        match self.picked.take() {
            None => self.picked = Some(k),
            Some(i) => {
                self.a = after(&self.a, i, k);
                self.rounds += 1;
            }
        }
    }

    /// True iff the player to pick now has no legal pick.
    fn stuck(&self) -> bool {
        match self.picked {
            None => self.positive() == 0,
            Some(_) => self.positive() <= 1,
        }
    }
}

impl Jury for Game {
    fn open(&mut self) -> Vec<String> {
        let line: Vec<String> = self.a.iter().map(u32::to_string).collect();
        vec![self.a.len().to_string(), line.join(" ")]
    }

    fn turn(&self) -> Turn {
        match (self.over, self.side, self.picked) {
            (true, _, _) => Turn::Over,
            (false, None, _)
            | (false, Some(Side::First), None)
            | (false, Some(Side::Second), Some(_)) => Turn::Program,
            (false, Some(_), _) => Turn::Jury,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        if self.side.is_none() {
            let first = side_named(line).map_err(|why| Fault::malformed_with(MINUS_ONE, why))?;
            self.side = Some(if first { Side::First } else { Side::Second });
            return Ok(Vec::new());
        }
        let k = self.judge_pick(line)?;
        self.apply(k);
        Ok(Vec::new())
    }

    fn choose(&mut self) -> String {
        if self.stuck() {
            return "0".to_owned();
        }
        let moves = self.candidates();
        (self.pick(&moves) + 1).to_string()
    }

    fn moves(&self) -> Vec<String> {
        if self.stuck() {
            return vec!["0".to_owned()];
        }
        let legal: Vec<String> = (0..self.a.len())
            .filter(|&k| self.a[k] > 0 && Some(k) != self.picked)
            .map(|k| (k + 1).to_string())
            .collect();
        if legal.len() <= 12 {
            return legal;
        }
        let mut shown = legal[..10].to_vec();
        shown.push(format!(
            "or any other index k with a_k > 0{} ({} in all)",
            if self.picked.is_some() {
                " and k ≠ i"
            } else {
                ""
            },
            legal.len()
        ));
        shown
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        if line == "0" {
            if !self.stuck() {
                return Err("0 gives up, but the jury still has a legal index".to_owned());
            }
            self.over = true;
            return Ok(vec!["0".to_owned()]);
        }
        let k = match line.parse::<i64>() {
            Ok(k) if line == k.to_string() => k,
            _ => return Err(format!("{line:?} is not an index (or 0)")),
        };
        if let Some(why) = self.refuse(k, self.picked) {
            return Err(why);
        }
        self.apply(k as usize - 1);
        Ok(vec![line.to_owned()])
    }

    fn picture(&self) -> String {
        let entries: Vec<String> = self
            .a
            .iter()
            .enumerate()
            .map(|(k, x)| {
                let mark = if Some(k) == self.picked { "*" } else { "" };
                format!("{}:{x}{mark}", k + 1)
            })
            .collect();
        let waiting = match self.picked {
            Some(i) => format!("First picked {}: Second answers", i + 1),
            None => "First picks".to_owned(),
        };
        format!(
            "round {}, {waiting}\n{}",
            self.rounds + 1,
            entries.join(" ")
        )
    }
}

pub(super) fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    Box::new(Game {
        a: parse_input(input),
        side: None,
        picked: None,
        rounds: 0,
        over: false,
        strategy,
        rng: Rng::new(seed),
        memo: HashMap::new(),
        split: None,
    })
}
