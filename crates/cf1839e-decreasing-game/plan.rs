//! Codeforces 1839E Decreasing Game (interactive). The jury speaks the published protocol and plays
//! the side the program leaves it. Its judgement of a position is a search of the game from its
//! rules while at most `SEARCH_REACH` entries are positive (First picks i, Second picks j ≠ i, both
//! drop by their minimum; who cannot pick loses), the winner hurrying and the loser holding out;
//! beyond the search, the reference rule "Second wins iff the entries split into two parts of
//! equal sum" (a subset sum), which the tests check against the search on every small array. Its
//! strategies differ in which winning move they take, and in how they hold out when lost.

use plan_kit::interactive::{Fault, Interactive, Jury, MINUS_ONE, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, Grid, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list, shrink_value};
use std::collections::HashMap;

pub const SPEC: Spec = Spec {
    name: "cf1839e-decreasing-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every array of n ≤ 3 entries ≤ 4 in every order (84), every sorted array of 4 \
                entries ≤ 4 (35) and of 5 entries ≤ 3 (21): 140 games",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n ≤ size entries, each ≤ size (size ≤ 300), uniform",
            generate: random_array,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "two parts of equal sum, shuffled (Second's side), n ≤ size, entries ≤ size",
            generate: split_array,
            max_size: MAX_N,
            cases: 30,
        },
        Generator {
            name: "an even sum and no split (First's side): one entry above the rest's sum, or \
                   an odd count of entries ≡ 2 (mod 4)",
            generate: no_split_array,
            max_size: MAX_N,
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

/// The statement's limits: 1 ≤ n ≤ `MAX_N`, 1 ≤ a_i ≤ `MAX_A`.
const MAX_N: usize = 300;
const MAX_A: u32 = 300;

/// The search decides a position with at most this many positive entries.
const SEARCH_REACH: usize = 6;

/// The jury's "narrow" strategy counts the opponent's replies by the reference rule up to this
/// many positive entries.
const NARROW_REACH: usize = 12;

const STRATEGIES: &[Strategy] = &[
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
enum Tactic {
    Optimal,
    Narrow,
    Largest,
    Smallest,
    RandomWhenLost,
    Random,
}

/// `Ok` iff `input` is n, then the n entries on one line, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.eoln()?;
    let a = v.u64_line(n, 1, u64::from(MAX_A), "a")?;
    v.eof()?;
    ensure(a.len() == n, || "not n entries".to_owned())
}

/// The entries of an input.
fn parse_input(input: &str) -> Vec<u32> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// The input of the entries `a`.
fn input_of(a: &[u32]) -> String {
    let line: Vec<String> = a.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", a.len(), line.join(" "))
}

/// The game's value for First to pick, by the search: who wins, and how many rounds are completed
/// when the winner hurries and the loser holds out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    pub first_wins: bool,
    pub rounds: u32,
}

/// The round (i, j) played on `a`: both drop by their minimum.
fn after(a: &[u32], i: usize, j: usize) -> Vec<u32> {
    let mut next = a.to_vec();
    let d = next[i].min(next[j]);
    next[i] -= d;
    next[j] -= d;
    next
}

/// The positive entries of `a`, sorted: the position as the search keys it (the game depends
/// only on the multiset of positive entries).
fn key(a: &[u32]) -> Vec<u32> {
    let mut key: Vec<u32> = a.iter().copied().filter(|&x| x > 0).collect();
    key.sort_unstable();
    key
}

/// The choice of the player to move among `values` (each the game's value after one of its
/// moves, `rounds` counted from now): a win if it has one, the quickest; else the longest loss.
fn best(values: &[Value], for_first: bool) -> Value {
    let wins = |v: &Value| v.first_wins == for_first;
    let winning = values.iter().filter(|v| wins(v)).min_by_key(|v| v.rounds);
    let holding = values.iter().max_by_key(|v| v.rounds);
    *winning.or(holding).expect("a move")
}

/// The search, memoised in `memo`: the value of `a` (any order, zeros allowed) for First to
/// pick. First with no positive entry loses at once; after First's i, Second with no j loses.
fn value(memo: &mut HashMap<Vec<u32>, Value>, a: &[u32]) -> Value {
    let s = key(a);
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    let v = if s.is_empty() {
        Value {
            first_wins: false,
            rounds: 0,
        }
    } else {
        let picks: Vec<Value> = (0..s.len())
            .filter(|&i| i == 0 || s[i] != s[i - 1])
            .map(|i| value_after_pick(memo, &s, i))
            .collect();
        best(&picks, true)
    };
    memo.insert(s, v);
    v
}

/// The value of `a` once First has picked `i` (a_i > 0), Second to answer: First wins at once if
/// no other entry is positive.
fn value_after_pick(memo: &mut HashMap<Vec<u32>, Value>, a: &[u32], i: usize) -> Value {
    let replies: Vec<Value> = (0..a.len())
        .filter(|&j| j != i && a[j] > 0)
        .map(|j| {
            let v = value(memo, &after(a, i, j));
            Value {
                first_wins: v.first_wins,
                rounds: v.rounds + 1,
            }
        })
        .collect();
    if replies.is_empty() {
        return Value {
            first_wins: true,
            rounds: 0,
        };
    }
    best(&replies, false)
}

/// The reference rule's split: the side of each entry in a split of `a` into two parts of equal
/// sum, if there is one (subset sum over the sums, with the items that reach each sum first).
fn equal_split(a: &[u32]) -> Option<Vec<bool>> {
    let total: usize = a.iter().map(|&x| x as usize).sum();
    if total % 2 == 1 {
        return None;
    }
    let half = total / 2;
    // by[s] = the item whose addition first reached the sum s (usize::MAX for 0, None if unreached)
    let mut by: Vec<Option<usize>> = vec![None; half + 1];
    by[0] = Some(usize::MAX);
    for (k, &x) in a.iter().enumerate() {
        let x = x as usize;
        for s in (x..=half).rev() {
            if by[s].is_none() && by[s - x].is_some() {
                by[s] = Some(k);
            }
        }
    }
    by[half]?;
    let mut side = vec![false; a.len()];
    let mut s = half;
    while s > 0 {
        let k = by[s].expect("reached");
        side[k] = true;
        s -= a[k] as usize;
    }
    Some(side)
}

/// True iff the reference rule says First wins `a`: no split into two parts of equal sum.
fn first_wins_reference(a: &[u32]) -> bool {
    equal_split(a).is_none()
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
struct Game {
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
fn integer(line: &str, what: &str) -> Result<i64, Fault> {
    let digits = line.strip_prefix('-').unwrap_or(line);
    if digits.is_empty() || digits.len() > 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Fault::malformed_with(
            MINUS_ONE,
            format!("{line:?} is not an integer ({what})"),
        ));
    }
    Ok(line.parse().expect("digits"))
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
            self.side = Some(match line {
                "First" => Side::First,
                "Second" => Side::Second,
                _ => {
                    return Err(Fault::malformed_with(
                        MINUS_ONE,
                        format!("{line:?} is not `First` or `Second`"),
                    ));
                }
            });
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

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
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

/// Every array of n ≤ 3 entries in 1..=4 in every order; every sorted one of 4 entries ≤ 4 and
/// of 5 entries ≤ 3.
fn exhaustive_inputs() -> Vec<String> {
    let mut arrays: Vec<Vec<u32>> = vec![Vec::new()];
    let mut inputs = Vec::new();
    for _ in 0..3 {
        arrays = arrays
            .iter()
            .flat_map(|a| {
                (1..=4).map(move |x| {
                    let mut next = a.clone();
                    next.push(x);
                    next
                })
            })
            .collect();
        inputs.extend(arrays.iter().map(|a| input_of(a)));
    }
    for (count, top) in [(4, 4), (5, 3)] {
        for m in plan_kit::multisets(1, top, count) {
            let a: Vec<u32> = m.into_iter().map(|x| x as u32).collect();
            inputs.push(input_of(&a));
        }
    }
    inputs
}

/// n ≤ `size` entries, each ≤ `size` (at least 2 so that both sides come up).
fn random_array(rng: &mut Rng, size: usize) -> String {
    let n = rng.range(1, size as u64) as usize;
    let top = size.max(2) as u64;
    let a: Vec<u32> = (0..n).map(|_| rng.range(1, top) as u32).collect();
    input_of(&a)
}

/// Two parts of equal sum, shuffled: random entries ≤ max(`size`, 2), then entries added to the
/// lighter part (or raised in it) until the sums meet.
fn split_array(rng: &mut Rng, size: usize) -> String {
    let top = size.max(2) as u32;
    let n = rng.range(2, size.max(2) as u64) as usize;
    let mut parts = [Vec::new(), Vec::new()];
    for k in 0..n {
        parts[k % 2].push(rng.range(1, u64::from(top)) as u32);
    }
    loop {
        let sums = parts.clone().map(|p| p.iter().sum::<u32>());
        if sums[0] == sums[1] {
            break;
        }
        let light = usize::from(sums[1] < sums[0]);
        let gap = sums[0].abs_diff(sums[1]);
        let len = parts[0].len() + parts[1].len();
        if len < MAX_N && (gap <= top || rng.chance(1, 2)) {
            parts[light].push(gap.min(top));
        } else if let Some(x) = parts[light].iter_mut().find(|x| **x < MAX_A) {
            *x += gap.min(MAX_A - *x);
        } else {
            let heavy = &mut parts[1 - light];
            let x = heavy.iter_mut().find(|x| **x > 1).expect("a part above 1");
            *x -= gap.min(*x - 1);
        }
    }
    let mut a: Vec<u32> = parts.concat();
    rng.shuffle(&mut a);
    input_of(&a)
}

/// An even sum and no split: one entry above the sum of the rest, or an odd count of entries
/// ≡ 2 (mod 4) and any number ≡ 0 (mod 4) (half the sum is odd, every subset sum even).
fn no_split_array(rng: &mut Rng, size: usize) -> String {
    let n = rng.range(1, size as u64) as usize;
    let mut a: Vec<u32>;
    if rng.chance(1, 2) && n < 150 {
        a = (0..n).map(|_| rng.range(1, 2) as u32).collect();
        let rest: u32 = a.iter().sum();
        let big = rest + 2 * rng.range(1, 10) as u32;
        a.push(big.min(MAX_A - (MAX_A - big.min(MAX_A)) % 2).max(rest + 2));
        if a.iter().sum::<u32>() % 2 == 1 || a[n] > MAX_A {
            a[n] = rest + 2;
        }
    } else {
        let odd = (n - (n + 1) % 2).max(1);
        let two = |rng: &mut Rng| 4 * rng.range(0, 74) as u32 + 2;
        let four = |rng: &mut Rng| 4 * rng.range(1, 75) as u32;
        a = (0..odd).map(|_| two(rng)).collect();
        a.extend((odd..n).map(|_| four(rng)));
    }
    rng.shuffle(&mut a);
    input_of(&a)
}

/// Fewer entries (each alone, halves, one dropped), then one entry lowered.
fn shrink(input: &str) -> Vec<String> {
    let a = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&a)
        .iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(fewer))
        .collect();
    for (k, &x) in a.iter().enumerate().filter(|_| a.len() <= 12) {
        for lower in shrink_value(u64::from(x), 1) {
            let mut lowered = a.clone();
            lowered[k] = lower as u32;
            candidates.push(input_of(&lowered));
        }
    }
    candidates
}

/// n = 300 at the top: both sides, the longest games.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1839);
    let all_top = vec![MAX_A; MAX_N];
    // 1, 2, …, 300 in a shuffled order: sum 45150, odd
    let mut ramp: Vec<u32> = (1..=MAX_A).collect();
    rng.shuffle(&mut ramp);
    // 299 entries ≡ 2 (mod 4) and one ≡ 0: even sum, no split
    let mut no_split: Vec<u32> = (0..MAX_N - 1).map(|k| 298 - 4 * (k as u32 % 74)).collect();
    no_split.push(300);
    let mut mixed: Vec<u32> = (0..MAX_N).map(|_| rng.range(150, 300) as u32).collect();
    if mixed.iter().sum::<u32>() % 2 == 1 {
        mixed[0] -= 1;
    }
    vec![
        MaxInput {
            label: "n=300, every entry 300 (a split: Second)",
            input: input_of(&all_top),
        },
        MaxInput {
            label: "n=300, 1..300 shuffled (odd sum: First)",
            input: input_of(&ramp),
        },
        MaxInput {
            label: "n=300, 299 entries = 2 mod 4 (even sum, no split: First)",
            input: input_of(&no_split),
        },
        MaxInput {
            label: "n=300, uniform in 150..300, even sum (a split: Second)",
            input: input_of(&mixed),
        },
    ]
}

/// The side of the figure's grids: the two free entries run over 1..=`FIGURE_SIDE`.
const FIGURE_SIDE: usize = 12;

/// Who wins (a, b, rest…) by the search, for the figure's panels.
fn first_wins_with(a: u32, b: u32, rest: &[u32]) -> bool {
    let mut array = vec![a, b];
    array.extend_from_slice(rest);
    value(&mut HashMap::new(), &array).first_wins
}

/// Decreasing Game: who wins the array (a, b, rest) by the search, for a, b ≤ 12, in three panels
/// by the fixed rest: none, (5), (3, 4).
fn figure() -> String {
    let cell = 22.0;
    let side = FIGURE_SIDE as f64 * cell;
    let gap = 70.0;
    let left = 70.0;
    let top = 130.0;
    let mut svg = Svg::page(
        (left + 3.0 * side + 2.0 * gap + 30.0, top + side + 60.0),
        "Decreasing Game: who wins (a, b, rest), by the search",
        &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "Second wins"),
        ],
    );
    let panels: [(&[u32], &str); 3] = [
        (&[], "entries a, b"),
        (&[5], "entries a, b, 5"),
        (&[3, 4], "entries a, b, 3, 4"),
    ];
    for (panel, (rest, name)) in panels.into_iter().enumerate() {
        let grid = Grid {
            left: left + panel as f64 * (side + gap),
            top,
            cell,
            cols: FIGURE_SIDE,
            rows: FIGURE_SIDE,
            x0: 1,
            y0: 1,
            y_up: true,
        };
        grid.cells(
            &mut svg,
            |col, row| {
                let first = first_wins_with(col as u32 + 1, row as u32 + 1, rest);
                Some(if first { WIN } else { LOSE })
            },
            |_, _| None,
        );
        grid.axes(&mut svg, 2, "a", "b");
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
    use plan_kit::interactive::{converse, replay};
    use plan_kit::testing::assert_plan_is_valid;

    /// The statement's two examples (Codeforces 1839E), as transcripts.
    const SAMPLE_1: (&str, &str) = (
        "4\n10 4 6 3\n",
        "< 4\n< 10 4 6 3\n> First\n> 1\n< 3\n> 2\n< 1\n> 4\n< 0\n",
    );
    const SAMPLE_2: (&str, &str) = (
        "6\n4 5 5 11 3 2\n",
        "< 6\n< 4 5 5 11 3 2\n> Second\n< 2\n> 4\n< 5\n> 4\n< 4\n> 3\n< 6\n> 1\n< 1\n> 3\n< 0\n",
    );

    fn interactive() -> &'static Interactive {
        SPEC.interactive.as_ref().expect("a jury")
    }

    fn search(a: &[u32]) -> bool {
        value(&mut HashMap::new(), a).first_wins
    }

    /// How a player written here answers First's i as Second: `None` for the README's rule (a
    /// positive entry of the other part of a split fixed at the start), or a greedy of its own.
    type Answer = fn(&[u32], Option<&[bool]>, usize) -> usize;

    /// The README's Second: the first positive entry on the other side of the split (without a
    /// split, as the wrong side: the first positive entry, or i itself when there is none).
    fn from_other_part(a: &[u32], split: Option<&[bool]>, i: usize) -> usize {
        (0..a.len())
            .find(|&j| j != i && a[j] > 0 && split.is_none_or(|side| side[j] != side[i]))
            .unwrap_or(i)
    }

    /// A greedy Second: split the entries now, largest first into the lighter part; answer the
    /// largest entry of the other part if the parts balance, else the largest entry (what
    /// wrong/greedy-split.py plays).
    fn greedy_split(a: &[u32], _: Option<&[bool]>, i: usize) -> usize {
        let mut order: Vec<usize> = (0..a.len()).collect();
        order.sort_by_key(|&k| (std::cmp::Reverse(a[k]), k));
        let (mut sums, mut side) = ([0u32; 2], vec![0usize; a.len()]);
        for k in order {
            let light = usize::from(sums[1] < sums[0]);
            sums[light] += a[k];
            side[k] = light;
        }
        let others = (0..a.len()).filter(|&j| j != i && a[j] > 0);
        let balanced = sums[0] == sums[1];
        others
            .filter(|&j| !balanced || side[j] != side[i])
            .max_by_key(|&j| (a[j], std::cmp::Reverse(j)))
            .unwrap_or(if i == 0 { 1 } else { 0 })
    }

    /// A player: `flip` plays the other side than the README's; as Second it answers by `answer`;
    /// as First it picks the first positive entry.
    fn player(flip: bool, answer: Answer) -> impl FnMut(&str) -> Vec<String> {
        let mut n: Option<usize> = None;
        let mut a: Vec<u32> = Vec::new();
        let mut split: Option<Vec<bool>> = None;
        let mut first = false;
        let mut picked = 0usize;
        move |line: &str| {
            let Some(_) = n else {
                n = Some(line.parse().expect("n"));
                return Vec::new();
            };
            if a.is_empty() {
                a = line
                    .split(' ')
                    .map(|t| t.parse().expect("an entry"))
                    .collect();
                split = equal_split(&a);
                first = split.is_none() != flip;
                if !first {
                    return vec!["Second".to_owned()];
                }
                picked = (0..a.len()).find(|&k| a[k] > 0).expect("positive");
                return vec!["First".to_owned(), (picked + 1).to_string()];
            }
            let k: i64 = line.parse().expect("a number");
            if k <= 0 {
                return Vec::new();
            }
            let k = k as usize - 1;
            if first {
                a = after(&a, picked, k);
                picked = (0..a.len()).find(|&p| a[p] > 0).unwrap_or(0);
                vec![(picked + 1).to_string()]
            } else {
                let j = answer(&a, split.as_deref(), k);
                if j != k {
                    a = after(&a, k, j);
                }
                vec![(j + 1).to_string()]
            }
        }
    }

    fn all_multisets(count: usize, top: u64) -> Vec<Vec<u32>> {
        plan_kit::multisets(1, top, count)
            .into_iter()
            .map(|m| m.into_iter().map(|x| x as u32).collect())
            .collect()
    }

    /// Every multiset of n ≤ 5 entries ≤ 5 and of 6 entries ≤ 3.
    fn small_arrays() -> Vec<Vec<u32>> {
        let mut arrays: Vec<Vec<u32>> = (1..=5).flat_map(|n| all_multisets(n, 5)).collect();
        arrays.extend(all_multisets(6, 3));
        arrays
    }

    #[test]
    fn the_statements_transcripts_replay_through_the_rules() {
        for (input, transcript) in [SAMPLE_1, SAMPLE_2] {
            assert_eq!(validate(input), Ok(()));
            assert_eq!(
                replay(interactive(), input, transcript),
                Ok(None),
                "{input}"
            );
        }
        // the jury may not give up while it has a move
        let early = "< 4\n< 10 4 6 3\n> First\n> 1\n< 0\n";
        let err = replay(interactive(), SAMPLE_1.0, early).expect_err("j = 2 is legal");
        assert!(err.contains("gives up"), "{err}");
        let zero = SAMPLE_1.1.replace("> 2\n< 1\n> 4\n< 0\n", "> 3\n");
        let fault = replay(interactive(), SAMPLE_1.0, &zero).expect("replays");
        assert!(
            fault
                .expect("a_3 = 0")
                .reason()
                .contains("a_3 is already 0")
        );
    }

    #[test]
    fn the_search_follows_the_rules_by_hand() {
        assert!(search(&[7]), "Second has no j");
        assert!(!search(&[3, 3]), "one round zeroes both, First has no i");
        assert!(search(&[3, 4]));
        assert!(!search(&[1, 2, 3]));
        assert!(search(&[2, 2, 2]), "even sum, no split");
        assert!(search(&[10, 4, 6, 3]), "the first sample: First");
        assert!(!search(&[4, 5, 5, 11, 3, 2]), "the second sample: Second");
        let v = value(&mut HashMap::new(), &[1, 2, 3]);
        assert_eq!(v.rounds, 2, "(3 vs 1) then (2 vs 2) at most");
        assert_eq!(key(&[0, 3, 1, 0]), vec![1, 3]);
        assert_eq!(after(&[10, 4, 6, 3], 0, 2), vec![4, 4, 0, 3]);
    }

    #[test]
    fn the_split_rule_agrees_with_the_search_on_every_small_array() {
        for a in small_arrays() {
            assert_eq!(search(&a), first_wins_reference(&a), "{a:?}");
            if let Some(side) = equal_split(&a) {
                let part =
                    |p: bool| -> u32 { (0..a.len()).filter(|&k| side[k] == p).map(|k| a[k]).sum() };
                assert_eq!(part(true), part(false), "{a:?}");
            }
        }
    }

    #[test]
    fn every_round_keeps_the_rules_invariant_on_every_small_array() {
        // no split: every round leaves none; a split: every answer from the other part keeps one
        for a in small_arrays() {
            let n = a.len();
            let split = equal_split(&a);
            for i in 0..n {
                for j in (0..n).filter(|&j| j != i) {
                    let next = after(&a, i, j);
                    match &split {
                        None => assert!(first_wins_reference(&next), "{a:?} ({i}, {j})"),
                        Some(side) if side[i] != side[j] => {
                            assert!(!first_wins_reference(&next), "{a:?} ({i}, {j})");
                        }
                        Some(_) => {}
                    }
                }
            }
        }
    }

    #[test]
    fn the_readmes_table_of_small_cases() {
        let count = |n: usize, top: u64| {
            let arrays = all_multisets(n, top);
            let first = arrays.iter().filter(|a| search(a)).count();
            (first, arrays.len() - first)
        };
        let table: Vec<(usize, usize)> = (1..=6).map(|n| count(n, 5)).collect();
        assert_eq!(
            table,
            [(5, 0), (10, 5), (29, 6), (44, 26), (83, 43), (115, 95)],
            "{table:?}"
        );
        // even sums without a split, by the search
        let even_first = |n: usize| {
            all_multisets(n, 5)
                .iter()
                .filter(|a| a.iter().sum::<u32>() % 2 == 0 && search(a))
                .count()
        };
        let evens: Vec<usize> = (1..=6).map(even_first).collect();
        assert_eq!(evens, [2, 4, 10, 12, 17, 15], "{evens:?}");
    }

    fn inputs_for_players() -> Vec<String> {
        let mut rng = Rng::new(1839);
        let mut inputs = exhaustive_inputs();
        for size in [2, 5, 10, 40, 300] {
            inputs.push(random_array(&mut rng, size));
            inputs.push(split_array(&mut rng, size));
            inputs.push(no_split_array(&mut rng, size));
        }
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        inputs
    }

    #[test]
    fn the_readmes_player_beats_every_strategy() {
        for input in &inputs_for_players() {
            for strategy in STRATEGIES {
                for seed in 0..2 {
                    let ending = converse(
                        (strategy.start)(input, seed),
                        &mut player(false, from_other_part),
                    );
                    assert_eq!(
                        ending.fault,
                        None,
                        "{input} {}:\n{}",
                        strategy.name,
                        ending.transcript.tail(12)
                    );
                }
            }
        }
    }

    #[test]
    fn the_wrong_side_loses_to_every_strategy_that_plays_to_win() {
        for input in exhaustive_inputs() {
            // every strategy but `random`, which may throw its won game away
            for strategy in &STRATEGIES[..STRATEGIES.len() - 1] {
                let ending = converse(
                    (strategy.start)(&input, 3),
                    &mut player(true, from_other_part),
                );
                let fault = ending.fault.expect("the wrong side loses");
                let reason = fault.reason();
                assert!(
                    reason.contains("has no move and loses"),
                    "{input} {}: {reason}",
                    strategy.name
                );
                assert_eq!(fault.send(), ["-1"]);
            }
        }
    }

    #[test]
    fn the_greedy_split_loses_to_the_search_and_mostly_beats_random() {
        let lost = |input: &str, strategy: Tactic, seed: u64| {
            converse(
                start(input, strategy, seed),
                &mut player(false, greedy_split),
            )
            .fault
            .is_some()
        };
        // found by the search: (2, 2, 2, 3, 3) lost against `optimal`
        assert!(lost("5\n2 2 2 3 3\n", Tactic::Optimal, 0));
        let inputs = exhaustive_inputs();
        let against_random = inputs.iter().filter(|i| lost(i, Tactic::Random, 1)).count();
        assert_eq!(against_random, 0, "the exhaustive group against `random`");
    }

    #[test]
    fn bad_lines_are_faults_with_their_reasons() {
        let play = |input: &str, lines: &'static [&'static str]| {
            let mut lines = lines.iter();
            let mut player = move |_: &str| match lines.next() {
                Some(&"") | None => Vec::new(),
                Some(l) => l.split('|').map(str::to_owned).collect(),
            };
            converse(start(input, Tactic::Optimal, 0), &mut player).fault
        };
        let s1 = SAMPLE_1.0;
        for (lines, malformed, part) in [
            (&["first"][..], true, "not `First`"),
            (&["", "First|1.0"][..], true, "not an integer"),
            (&["", "First| 1"][..], true, "not an integer"),
            (&["", "First|0"][..], false, "not an index 1..=4"),
            (&["", "First|5"][..], false, "not an index 1..=4"),
            (&["", "First|-1"][..], false, "not an index"),
        ] {
            let fault = play(s1, lines).expect("a fault");
            assert_eq!(
                matches!(fault, Fault::Malformed { .. }),
                malformed,
                "{fault:?}"
            );
            assert!(fault.reason().contains(part), "{lines:?}: {fault:?}");
            assert_eq!(fault.send(), ["-1"]);
        }
        // First on 3 3 picks 1 twice: the first round zeroes both
        let fault = play("2\n3 3\n", &["", "First|1", "1"]).expect("a_1 is 0");
        assert!(fault.reason().contains("every entry is 0"), "{fault:?}");
        // Second answering with First's own index, and with a zero entry
        let fault = play("1\n5\n", &["", "Second", "1"]).expect("j = i");
        assert!(fault.reason().contains("own index"), "{fault:?}");
        assert!(fault.reason().contains("Second has no move"), "{fault:?}");
        let fault = play("2\n1 2\n", &["", "First|1", "1"]).expect("a_1 = 0");
        assert!(fault.reason().contains("a_1 is already 0"), "{fault:?}");
    }

    #[test]
    fn a_lone_entry_ends_the_game_at_once() {
        // n = 1: First picks 1 and Second has no j
        let ending = converse(
            start("1\n5\n", Tactic::Optimal, 0),
            &mut player(false, from_other_part),
        );
        assert_eq!(ending.fault, None);
        assert_eq!(
            ending.transcript.numbered(),
            "   1 < 1\n   2 < 5\n   3 > First\n   4 > 1\n   5 < 0\n"
        );
    }

    #[test]
    fn every_generated_input_is_valid() {
        assert_eq!(exhaustive_inputs().len(), 140);
        assert_plan_is_valid(&SPEC, 20);
        for bad in [
            "0\n\n",
            "1\n0\n",
            "1\n301\n",
            "301\n1\n",
            "2\n1\n",
            "2\n1  2\n",
            "2\n1 2",
            "2\n1 2 3\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
        let mut rng = Rng::new(5);
        for size in [1, 2, 3, 10, 100, 300] {
            for _ in 0..20 {
                let a = parse_input(&split_array(&mut rng, size));
                assert!(equal_split(&a).is_some(), "{a:?}");
                let a = parse_input(&no_split_array(&mut rng, size));
                assert!(equal_split(&a).is_none(), "{a:?}");
                assert_eq!(a.iter().sum::<u32>() % 2, 0, "{a:?}");
            }
        }
    }

    #[test]
    fn shrinking_drops_and_lowers_entries() {
        let shrunk = shrink("3\n5 2 6\n");
        assert!(shrunk.contains(&"1\n5\n".to_owned()), "{shrunk:?}");
        assert!(shrunk.contains(&"3\n1 2 6\n".to_owned()), "{shrunk:?}");
    }
}
