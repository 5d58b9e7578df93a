//! Codeforces 1934D2 XOR Break — Game Version (interactive). The jury plays Bob. Its judgement
//! of a position is a search of the game from its rules for every p < 2^12 (the holder of p wins
//! iff some break p = p1 xor p2, 0 < p1, p2 < p, has both parts lost for their holder); beyond the
//! search, the reference rule "even popcount wins", which the tests check against the search on
//! every p < 2^12. Its strategies differ where Bob is lost: the slowest descent (the part Alice
//! must keep as large as possible), the lowest bit split off, random breaks; and a weak one that
//! breaks at random even when it could win.

use plan_kit::figures::ruled_cells;
use plan_kit::interactive::{Fault, Interactive, Jury, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, Grid, LOSE, PAPER, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, fewer_cases, shrink_value};
use std::fmt::Write;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "cf1934d2-xor-break-game",
    validate: Some(validate),
    oracle: None,
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every n < 4096 = 2^12 (1000 games to an input: the search's whole reach), \
                against every strategy",
        inputs: exhaustive_inputs,
    }),
    random: &[Generator {
        name: "1-1000 games, n ≤ 10^18: uniform, powers of two and their neighbours, few or \
               many set bits, the top of the range",
        generate: random_games,
        max_size: MAX_T,
        cases: 12,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: None,
    interactive: Some(Interactive {
        strategies: STRATEGIES,
    }),
};

/// The statement's limits: t games, each 1 ≤ n ≤ `MAX_N`; Alice breaks at most `MAX_BREAKS`
/// times in a game.
const MAX_T: usize = 1000;
const MAX_N: u64 = 1_000_000_000_000_000_000;
const MAX_BREAKS: u32 = 63;

/// The search decides every p below `REACH`.
const REACH: u64 = 1 << 12;

/// The jury's strategies, in the order every test plays them.
const STRATEGIES: &[Strategy] = &[
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
enum Tactic {
    Optimal,
    Lowbit,
    RandomWhenLost,
    Random,
}

/// `Ok` iff `input` is `t`, then t lines of one n each, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize(1, MAX_T, "t")?;
    v.eoln()?;
    for _ in 0..t {
        v.u64(1, MAX_N, "n")?;
        v.eoln()?;
    }
    v.eof()
}

/// The games' starting numbers.
fn parse_input(input: &str) -> Vec<u64> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    tokens.many(t)
}

/// An input of the games `values`.
fn input_of(values: &[u64]) -> String {
    let mut input = format!("{}\n", values.len());
    for n in values {
        writeln!(input, "{n}").unwrap();
    }
    input
}

/// True iff (`p1`, `p2`) is a break of `p` by the rules: 0 < p1, p2 < p and p1 xor p2 = p.
fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    p1 ^ p2 == p && (1..p).contains(&p1) && (1..p).contains(&p2)
}

/// Every break (p1, p2) of `p`, found by trying every p1 < p.
fn breaks_brute(p: u64) -> Vec<(u64, u64)> {
    (1..p)
        .filter(|&p1| is_break(p, p1, p ^ p1))
        .map(|p1| (p1, p ^ p1))
        .collect()
}

/// wins[p] for p < `REACH`: true iff the holder of p (who must break it) wins; built bottom up,
/// since both parts of a break are below p. The holder wins iff some break leaves two parts that
/// each lose for the opponent, who keeps the one he likes.
fn win_table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut wins = vec![false; REACH as usize];
        for p in 1..REACH {
            wins[p as usize] = breaks_brute(p)
                .into_iter()
                .any(|(p1, p2)| !wins[p1 as usize] && !wins[p2 as usize]);
        }
        wins
    })
}

/// The reference beyond the search: the holder of p wins iff popcount(p) is even.
fn holder_wins_reference(p: u64) -> bool {
    p.count_ones().is_multiple_of(2)
}

/// True iff the holder of `p` wins: the search below `REACH`, the reference above.
fn holder_wins(p: u64) -> bool {
    if p < REACH {
        win_table()[p as usize]
    } else {
        holder_wins_reference(p)
    }
}

/// True iff `p` has a break. (top bit, rest) is one when p is not a power of two; a power of
/// two 2^k has none, since any p1 < 2^k lacks bit k and then p1 xor 2^k > 2^k.
fn can_break(p: u64) -> bool {
    p.count_ones() >= 2
}

/// A random break of `p` (`can_break(p)`): every break is (p xor b, b) with b's highest set bit
/// one of p's set bits below its top bit, so draw that bit, then b's lower bits.
fn random_break(p: u64, rng: &mut Rng) -> (u64, u64) {
    let top = 63 - p.leading_zeros();
    let below: Vec<u32> = (0..top).filter(|&h| p >> h & 1 == 1).collect();
    let h = below[rng.below(below.len())];
    let b = (1u64 << h) | (rng.next_u64() & ((1u64 << h) - 1));
    (p ^ b, b)
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
fn two_numbers(line: &str) -> Result<(i128, i128), String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [a, b] = words[..] else {
        return Err(format!("{line:?} is not two integers"));
    };
    match (a.parse(), b.parse()) {
        (Ok(a), Ok(b)) => Ok((a, b)),
        _ => Err(format!("{line:?} is not two integers")),
    }
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
fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    Box::new(XorJury {
        games: parse_input(input),
        game: 0,
        phase: Phase::Side,
        breaks: 0,
        strategy,
        rng: Rng::new(seed),
    })
}

/// Every n below 2^12, 1000 to an input.
fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<u64> = (1..REACH).collect();
    all.chunks(MAX_T).map(input_of).collect()
}

/// One n ≤ 10^18 of one of the shapes.
fn random_n(rng: &mut Rng) -> u64 {
    let bits = rng.range(1, 59) as u32;
    let n = match rng.below(6) {
        0 => rng.range(1, MAX_N),
        1 => 1u64 << rng.range(0, 59),
        2 => (1u64 << bits)
            .saturating_add(rng.range(0, 2))
            .wrapping_sub(1),
        3 => {
            let mut n = 0;
            for _ in 0..rng.range(1, 4) {
                n |= 1u64 << rng.range(0, 59);
            }
            n
        }
        4 => ((1u64 << bits) - 1) ^ (1u64 << rng.range(0, u64::from(bits) - 1)),
        _ => MAX_N - rng.range(0, 1000),
    };
    n.clamp(1, MAX_N)
}

/// 1..=`size` games of n ≤ 10^18 of several shapes.
fn random_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let values: Vec<u64> = (0..t).map(|_| random_n(rng)).collect();
    input_of(&values)
}

/// Smaller inputs: each game alone, fewer games, then one n lowered.
fn shrink(input: &str) -> Vec<String> {
    let values = parse_input(input);
    let mut candidates = fewer_cases(&values, input_of);
    for (i, &n) in values.iter().enumerate().filter(|_| values.len() <= 8) {
        for lower in shrink_value(n, 1) {
            let mut lowered = values.clone();
            lowered[i] = lower;
            candidates.push(input_of(&lowered));
        }
    }
    candidates
}

/// 1000 games at the top of the range, both sides, and the longest games.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1934);
    let top: Vec<u64> = (0..MAX_T as u64).map(|i| MAX_N - i).collect();
    // 60 set bits but one: 2^60 − 1 is above 10^18, so 2^59 + 2^58 + … with one bit cleared
    let dense: Vec<u64> = (0..MAX_T)
        .map(|i| ((1u64 << 59) - 1) ^ (1u64 << (i % 58)) | (1u64 << 58))
        .map(|n| n.min(MAX_N))
        .collect();
    let random: Vec<u64> = (0..MAX_T).map(|_| rng.range(MAX_N / 2, MAX_N)).collect();
    vec![
        MaxInput {
            label: "t=1000, n = 10^18 - i",
            input: input_of(&top),
        },
        MaxInput {
            label: "t=1000, n below 2^59 with 58 of 59 bits set",
            input: input_of(&dense),
        },
        MaxInput {
            label: "t=1000, n uniform in [5*10^17, 10^18]",
            input: input_of(&random),
        },
    ]
}

/// XOR Break: who wins from p < 128, by the search, sixteen to a row, the powers of two (no
/// break) framed.
fn figure() -> String {
    const COLS: usize = 16;
    const ROWS: usize = 8;
    let wins = win_table();
    let grid = Grid {
        left: 40.0,
        top: 100.0,
        cell: 40.0,
        cols: COLS,
        rows: ROWS,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let (w, h) = grid.size();
    let p_at = |col: usize, row: usize| COLS * row + col;
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 30.0),
        "XOR Break: who wins holding p < 128 (the search)",
        &[
            (Swatch::Cell(LOSE), "the holder of p loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, ""), "no break at all"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| match p_at(col, row) {
            0 => Some(PAPER),
            p if wins[p] => Some(WIN),
            _ => Some(LOSE),
        },
        |col, row| {
            Some(p_at(col, row))
                .filter(|&p| p > 0)
                .map(|p| p.to_string())
        },
    );
    ruled_cells(&mut svg, &grid, |col, row| {
        let p = p_at(col, row);
        p > 0 && breaks_brute(p as u64).is_empty()
    });
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::interactive::{converse, replay};

    /// The statement's sample (codeforces.com/problemset/problem/1934/D2, its example and note):
    /// Bob there is not optimal and gives the last game up.
    const SAMPLE_INPUT: &str = "4\n1\n3\n13\n777777770001\n";
    const SAMPLE: &str = "\
< 4
< 1
> second
< 0 0
< 3
> first
> 2 1
< 0 0
< 13
> first
> 10 7
< 3 4
> 1 2
< 0 0
< 777777770001
> first
> 777777770000 1
< 0 0
";

    /// Alice by the top-bit strategy: `first` iff popcount(n) is even, break into the top bit
    /// and the rest, keep Bob's even part. `side_flipped` plays the other side (and then splits
    /// off the lowest bit while it can); `lowbit` splits off the lowest set bit.
    fn alice(side_flipped: bool, lowbit: bool) -> impl FnMut(&str) -> Vec<String> {
        let mut games_left: Option<usize> = None;
        let mut waiting_n = true;
        let split = move |p: u64| {
            let part = if lowbit || p.count_ones() % 2 == 1 {
                p & p.wrapping_neg()
            } else {
                1u64 << (63 - p.leading_zeros())
            };
            format!("{part} {}", p ^ part)
        };
        move |line: &str| {
            let Some(left) = games_left else {
                games_left = Some(line.parse().unwrap());
                return Vec::new();
            };
            if waiting_n {
                let n: u64 = line.parse().unwrap();
                waiting_n = false;
                let first = n.count_ones().is_multiple_of(2) != side_flipped;
                return if first {
                    vec!["first".to_owned(), split(n)]
                } else {
                    vec!["second".to_owned()]
                };
            }
            let (a, b) = two_numbers(line).unwrap();
            if (a, b) == (0, 0) {
                games_left = Some(left - 1);
                waiting_n = true;
                return Vec::new();
            }
            if a < 0 {
                return Vec::new();
            }
            let (a, b) = (a as u64, b as u64);
            let keep = if a.count_ones().is_multiple_of(2) != side_flipped {
                a
            } else {
                b
            };
            let keep = if can_break(keep) { keep } else { a ^ b ^ keep };
            if !can_break(keep) {
                return vec!["0 0".to_owned()];
            }
            vec![split(keep)]
        }
    }

    #[test]
    fn the_search_follows_the_rules_by_hand() {
        let wins = win_table();
        assert!(
            !wins[1] && !wins[2] && !wins[4],
            "powers of two have no break"
        );
        assert_eq!(breaks_brute(3), vec![(1, 2), (2, 1)]);
        assert!(wins[3], "3 = 1 xor 2, neither breakable");
        assert!(!wins[7], "7 = 3 xor 4 or 5 xor 2 or 6 xor 1: 3, 5, 6 win");
        assert!(
            !wins[13],
            "the sample's third game: 13 loses for its holder"
        );
        assert!(breaks_brute(8).is_empty());
    }

    #[test]
    fn the_reference_agrees_with_the_search_on_its_whole_reach() {
        let wins = win_table();
        for p in 1..REACH {
            assert_eq!(wins[p as usize], holder_wins_reference(p), "{p}");
            assert_eq!(can_break(p), !breaks_brute(p).is_empty(), "{p}");
        }
    }

    #[test]
    fn the_statement_transcript_replays() {
        assert_eq!(validate(SAMPLE_INPUT), Ok(()));
        let interactive = SPEC.interactive.as_ref().unwrap();
        assert_eq!(replay(interactive, SAMPLE_INPUT, SAMPLE), Ok(None));
        let bad = SAMPLE.replace("> 10 7", "> 10 6");
        assert!(matches!(
            replay(interactive, SAMPLE_INPUT, &bad),
            Ok(Some(Fault::Wrong { .. }))
        ));
    }

    #[test]
    fn the_top_bit_player_beats_every_strategy_on_every_exhaustive_instance() {
        let mut inputs = exhaustive_inputs();
        inputs.extend(max_inputs().into_iter().map(|m| m.input));
        let mut rng = Rng::new(7);
        inputs.extend((0..4).map(|_| random_games(&mut rng, MAX_T)));
        for input in &inputs {
            for strategy in STRATEGIES {
                let ending = converse((strategy.start)(input, 5), &mut alice(false, false));
                assert!(
                    ending.fault.is_none(),
                    "{}: {:?}\n{}",
                    strategy.name,
                    ending.fault,
                    ending.transcript.tail(20)
                );
            }
        }
    }

    #[test]
    fn the_top_bit_player_needs_at_most_the_bit_length_against_any_bob() {
        // most[p] = the most breaks Alice makes from holding p (won), over every reply of Bob
        let mut most = vec![0u32; 1 << 10];
        for p in 1..(1u64 << 10) {
            if !holder_wins(p) {
                continue;
            }
            let top = 1u64 << (63 - p.leading_zeros());
            let rest = p ^ top;
            let after = breaks_brute(rest)
                .into_iter()
                .map(|(a, b)| most[if holder_wins(a) { a } else { b } as usize])
                .max()
                .unwrap_or(0);
            most[p as usize] = 1 + after;
            assert!(most[p as usize] <= 64 - p.leading_zeros(), "{p}");
        }
        // the most, by bit length of p: the README's table
        let by_length: Vec<u32> = (1..=10)
            .map(|bits| {
                ((1u64 << (bits - 1))..(1u64 << bits))
                    .map(|p| most[p as usize])
                    .max()
                    .unwrap()
            })
            .collect();
        assert_eq!(by_length, [0, 1, 1, 2, 2, 3, 4, 5, 6, 7], "{by_length:?}");
    }

    #[test]
    fn the_wrong_side_and_the_lowest_bit_split_lose_with_their_reasons() {
        let ending = converse(start("1\n7\n", Tactic::Optimal, 1), &mut alice(true, false));
        let fault = ending.fault.expect("7 loses for its holder");
        assert!(fault.reason().contains("gives up"), "{fault:?}");
        assert_eq!(fault.send(), ["-1 -1"]);
        let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut alice(true, false));
        assert!(ending.fault.is_some(), "second on 3: Bob wins at once");
        // the lowest-bit split wins every game it plays, but not within 63 breaks against the
        // slowest descent
        let n = MAX_N - 1;
        let ending = converse(
            start(&input_of(&[n]), Tactic::Optimal, 1),
            &mut alice(false, true),
        );
        let fault = ending.fault.expect("more than 63 breaks");
        assert!(fault.reason().contains("63 breaks"), "{fault:?}");
        for bad in ["First", "1 2 3", "x y", "3"] {
            let mut said = false;
            let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut |_: &str| {
                if said {
                    Vec::new()
                } else {
                    said = true;
                    vec!["first".to_owned(), bad.to_owned()]
                }
            });
            let fault = ending.fault.unwrap();
            assert!(matches!(fault, Fault::Malformed { .. }), "{bad}: {fault:?}");
        }
        let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut |_: &str| {
            vec!["First".to_owned()]
        });
        let fault = ending.fault.unwrap();
        assert!(
            matches!(fault, Fault::Malformed { .. }) && fault.reason().contains("lower case"),
            "{fault:?}"
        );
        let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut |line: &str| {
            if line == "3" {
                vec!["first".to_owned(), "3 0".to_owned()]
            } else {
                Vec::new()
            }
        });
        let fault = ending.fault.unwrap();
        assert!(fault.reason().contains("[1, 2]"), "{fault:?}");
    }

    #[test]
    fn the_lowest_bit_split_beats_the_weak_juries_only() {
        let mut rng = Rng::new(11);
        let mut inputs = exhaustive_inputs();
        inputs.extend((0..8).map(|_| random_games(&mut rng, 100)));
        for input in &inputs {
            for s in [Tactic::Lowbit, Tactic::Random] {
                let ending = converse(start(input, s, 3), &mut alice(false, true));
                assert!(ending.fault.is_none(), "{s:?}: {:?}", ending.fault);
            }
        }
        let ending = converse(
            start("1\n370875\n", Tactic::Optimal, 3),
            &mut alice(false, true),
        );
        assert!(
            ending.fault.is_some(),
            "370875, found by shrinking the wrong solution's failure"
        );
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n1000000000000000000\n"), Ok(()));
        for bad in [
            "0\n",
            "1001\n",
            "1\n0\n",
            "1\n1000000000000000001\n",
            "2\n1 2\n",
            "2\n1\n",
            "1\n1",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 8);
        assert!(shrink("3\n5\n6\n7\n").contains(&"1\n6\n".to_owned()));
    }
}
