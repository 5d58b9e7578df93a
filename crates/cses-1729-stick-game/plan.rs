//! CSES 1729 Stick Game (who wins every heap 1..=n under a subtraction set P): the validator, the
//! oracle (a memoised game search from each heap size: a heap is won iff some legal move leaves a
//! lost heap), a reference (the same rule as a table filled bottom up, for the inputs beyond the
//! search's reach), the generators, the max inputs and the figure. The game is stated once
//! ([`Sticks`]) for `judge play`, the game of each heap 1..=n; the oracle keeps its own search of
//! the same rules, which is much faster than the kit's (see [`wins_brute`]).

use plan_kit::figures::{WinLoseRows, win_lose_rows};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list, shrink_value};
use std::collections::BTreeSet;
use std::rc::Rc;

pub const PLAN: Plan = Plan {
    name: "cses-1729-stick-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every n ≤ 11 with every P ⊆ {1, …, n} that holds 1 (2047 games), written in \
                increasing and decreasing order by turns",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n ≤ 300 with up to 100 moves holding 1, in any order: small, spread up to n, or \
                   near the multiples of 64",
            generate: random_game,
            max_size: 300,
            cases: 300,
        },
        Generator {
            name: "n ≤ 2·10^5 with up to 100 moves holding 1, in any order: small, spread up to n, \
                   or near the multiples of 64",
            generate: random_game,
            max_size: 200_000,
            cases: 30,
        },
        Generator {
            name: "n ≤ 10^6 with up to 100 moves holding 1, in any order: small, spread up to n, \
                   or near the multiples of 64 (the table)",
            generate: random_game,
            max_size: MAX_N,
            cases: 12,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: heaps 1..=n with n ≤ `MAX_N`, at most `MAX_K` moves.
const MAX_N: usize = 1_000_000;
const MAX_K: usize = 100;

/// The most steps (heaps times moves) the oracle's search takes on.
const REACH: usize = 20_000_000;

/// `Ok` iff `input` is `n k`, then `p_1 … p_k` on one line, with 1 ≤ n ≤ 10^6, 1 ≤ k ≤ 100,
/// 1 ≤ p_i ≤ n, the p_i distinct and one of them 1.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.space()?;
    let k = v.usize_line(1, MAX_K, "k")?;
    let moves = v.int_line(k, 1, n as i128, "p")?;
    v.eof()?;
    let mut seen = BTreeSet::new();
    for (i, &p) in moves.iter().enumerate() {
        ensure(seen.insert(p), || format!("p[{}] = {p} is repeated", i + 1))?;
    }
    ensure(seen.contains(&1), || "no p_i is 1".to_owned())
}

/// The game of an input: the heap sizes 1..=n and the moves P, in input order.
fn parse_input(input: &str) -> (usize, Vec<usize>) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let k: usize = tokens.read();
    (n, tokens.many(k))
}

/// The input text of the game with heaps 1..=`n` and moves `moves`, in that order.
fn input_of(n: usize, moves: &[usize]) -> String {
    let mut input = format!("{n} {}\n", moves.len());
    for (i, &p) in moves.iter().enumerate() {
        if i > 0 {
            input.push(' ');
        }
        push_number(&mut input, p as u64);
    }
    input.push('\n');
    input
}

/// The game: one heap; a move removes exactly p sticks for some p in the set P (at most the
/// heap's size), typed as p; the player with no move (who faces an empty heap, P holding 1) loses.
/// A position is the heap's size.
struct Sticks {
    pub moves: Rc<Vec<usize>>,
}

/// How a move is typed.
const NOTATION: &str = "how many sticks to remove, one of the set P: `3`";

impl Game for Sticks {
    type Position = usize;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &heap: &usize) -> Vec<Move<usize>> {
        self.moves
            .iter()
            .filter(|&&p| p <= heap)
            .map(|&p| Move::to(p.to_string(), heap - p))
            .collect()
    }

    fn draw(&self, &heap: &usize) -> String {
        let sticks = if heap <= 40 {
            "|".repeat(heap)
        } else {
            "many sticks".to_owned()
        };
        let mut set: Vec<usize> = self.moves.to_vec();
        set.sort_unstable();
        let set: Vec<String> = set.iter().map(usize::to_string).collect();
        format!(
            "{heap} sticks: {sticks}\na move removes one of {{{}}}",
            set.join(", ")
        )
    }

    fn refuse(&self, &heap: &usize, typed: &str) -> Option<String> {
        Some(match typed.trim().parse::<usize>() {
            Ok(p) if !self.moves.contains(&p) => format!("{p} is not in the set P"),
            Ok(p) => format!("{p} is more than the {heap} sticks left"),
            Err(_) => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// wins[h] for every heap 0 ≤ h ≤ n: true iff the player to move wins a heap of h sticks when a
/// move removes exactly p sticks for some p in `moves` with p ≤ h ([`Sticks`]). The plan's own
/// search, not the kit's search of [`Sticks`]: that one lists every move of a heap as a named
/// [`Move`] and keeps its memo in a hash map, 50 to 100 times slower here (3 s against 55 ms for
/// n = 2·10^5 with P = {1, …, 100}, the oracle's reach), which the deep tests would feel on every
/// large random input; a unit test checks the two agree. Each heap is searched from the
/// rules, largest first: a heap is won as soon as one legal move is found to leave a lost heap, and
/// lost once every legal move is found to leave a won one (none at all included). The search is
/// memoised on the heaps it decides, and runs on an explicit stack, so a line of 10^6 moves needs
/// no deep recursion.
fn wins_brute(moves: &[usize], n: usize) -> Vec<bool> {
    // won[h] = Some(the player to move wins heap h), once h is decided.
    let mut won: Vec<Option<bool>> = vec![None; n + 1];
    // stack[i] = (an open heap, how many of its moves are known to leave a won heap)
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for start in (0..=n).rev() {
        stack.push((start, 0));
        while let Some(&(heap, tried)) = stack.last() {
            if won[heap].is_some() {
                stack.pop();
                continue;
            }
            let Some(&p) = moves.get(tried) else {
                won[heap] = Some(false);
                stack.pop();
                continue;
            };
            let top = stack.len() - 1;
            if p > heap {
                stack[top].1 += 1;
                continue;
            }
            match won[heap - p] {
                Some(false) => {
                    won[heap] = Some(true);
                    stack.pop();
                }
                Some(true) => stack[top].1 += 1,
                None => stack.push((heap - p, 0)),
            }
        }
    }
    won.into_iter()
        .map(|w| w.expect("every heap decided"))
        .collect()
}

/// The same values as [`wins_brute`], as a table filled bottom up from the rule (a heap is won iff
/// some legal move leaves a lost heap): the reference for inputs beyond the search's reach.
fn wins_table(moves: &[usize], n: usize) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for h in 1..=n {
        wins[h] = moves.iter().any(|&p| p <= h && !wins[h - p]);
    }
    wins
}

/// The output for heaps 1..=n: `W` or `L` each, then a newline.
fn output_of(wins: &[bool]) -> String {
    let mut out: String = wins[1..]
        .iter()
        .map(|&w| if w { 'W' } else { 'L' })
        .collect();
    out.push('\n');
    out
}

/// The expected output by game search, or `None` beyond [`REACH`] steps.
fn oracle(input: &str) -> Option<String> {
    let (n, moves) = parse_input(input);
    if n.saturating_mul(moves.len()) > REACH {
        return None;
    }
    Some(output_of(&wins_brute(&moves, n)))
}

/// The expected output by the bottom-up table; it reaches every input the statement allows.
fn reference(input: &str) -> Option<String> {
    let (n, moves) = parse_input(input);
    Some(output_of(&wins_table(&moves, n)))
}

/// The games of an input: a heap of h sticks for each h = 1, …, n, in the order of the answer.
fn games(input: &str) -> Games {
    let (n, moves) = parse_input(input);
    let moves = Rc::new(moves);
    Games::new(
        (1..=n)
            .map(|heap| {
                let game = Sticks {
                    moves: Rc::clone(&moves),
                };
                Games::case(game, heap, PLAY_BUDGET)
            })
            .collect(),
    )
}

/// The oracle's answer as results: `W`, the first player wins heap h; `L`, the second.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let answer = oracle(input)?;
    let result = |c: char| match c {
        'W' => GameResult::FirstWins,
        _ => GameResult::SecondWins,
    };
    Some(answer.trim_end().chars().map(result).collect())
}

/// Every n ≤ 11 and every P ⊆ {1, …, n} holding 1, by n, then by the bitmask of P; the moves in
/// increasing order for an even bitmask, decreasing for an odd one.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 1..=11usize {
        for rest in 0u32..1 << (n - 1) {
            let mut moves: Vec<usize> = std::iter::once(1)
                .chain((2..=n).filter(|&p| rest >> (p - 2) & 1 == 1))
                .collect();
            if rest % 2 == 1 {
                moves.reverse();
            }
            inputs.push(input_of(n, &moves));
        }
    }
    inputs
}

/// Moves in 1..=n holding 1, at most `MAX_K`, in a random order: small ones (up to 10), spread up
/// to n, near the multiples of 64 (where a bitset's words meet), or a mix of the three.
fn random_moves(rng: &mut Rng, n: usize) -> Vec<usize> {
    let k = 1 + rng.below(n.min(MAX_K));
    let mut chosen = BTreeSet::from([1]);
    let shape = rng.below(4);
    // a few attempts per move; a crowded range leaves fewer moves
    for _ in 0..4 * k {
        if chosen.len() == k {
            break;
        }
        let p = match (shape, rng.below(3)) {
            (0, _) | (3, 0) => 1 + rng.below(n.min(10)),
            (1, _) | (3, 1) => 1 + rng.below(n),
            _ => {
                let multiple = 64 * rng.range(1, (n / 64).max(1) as u64) as usize;
                (multiple + rng.below(5)).saturating_sub(2).clamp(1, n)
            }
        };
        chosen.insert(p);
    }
    let mut moves: Vec<usize> = chosen.into_iter().collect();
    match rng.below(3) {
        0 => rng.shuffle(&mut moves),
        1 => moves.reverse(),
        _ => {}
    }
    moves
}

/// A random game with n ≤ `size`.
fn random_game(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    input_of(n, &random_moves(rng, n))
}

/// Smaller games: fewer moves (1 kept), then a smaller n (the moves above it dropped), then each of
/// the first 32 moves lowered.
fn shrink(input: &str) -> Vec<String> {
    let (n, moves) = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&moves)
        .into_iter()
        .map(|mut fewer| {
            if !fewer.contains(&1) {
                fewer.insert(0, 1);
            }
            input_of(n, &fewer)
        })
        .collect();
    for smaller in shrink_value(n as u64, 1) {
        let smaller = smaller as usize;
        let kept: Vec<usize> = moves.iter().copied().filter(|&p| p <= smaller).collect();
        candidates.push(input_of(smaller, &kept));
    }
    for i in 0..moves.len().min(32) {
        for lower in shrink_value(moves[i] as u64, 2) {
            if !moves.contains(&(lower as usize)) {
                let mut next = moves.clone();
                next[i] = lower as usize;
                candidates.push(input_of(n, &next));
            }
        }
    }
    candidates
}

/// n = 10^6, shaped for the DP: 1..=100 sorted and shuffled (every move inside one 64-bit word of
/// history or just past it), 1 and 99 random moves up to 10^6, 1 and the 99 largest moves (almost
/// every move illegal for most heaps), the odd moves 1..199 (half the heaps lost), 1 and 60..=158
/// (across the word boundary at 64), and the single move 1.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1729);
    let first: Vec<usize> = (1..=MAX_K).collect();
    let mut shuffled = first.clone();
    rng.shuffle(&mut shuffled);
    let mut spread = BTreeSet::from([1]);
    while spread.len() < MAX_K {
        spread.insert(1 + rng.below(MAX_N));
    }
    let mut spread: Vec<usize> = spread.into_iter().collect();
    rng.shuffle(&mut spread);
    let mut largest: Vec<usize> = (MAX_N - 98..=MAX_N).rev().collect();
    largest.push(1);
    let mut odd: Vec<usize> = (0..MAX_K).map(|i| 2 * i + 1).collect();
    rng.shuffle(&mut odd);
    let mut boundary: Vec<usize> = std::iter::once(1).chain(60..=158).collect();
    rng.shuffle(&mut boundary);
    vec![
        MaxInput {
            label: "n=10^6, k=100, P = 1..100 sorted",
            input: input_of(MAX_N, &first),
        },
        MaxInput {
            label: "n=10^6, k=100, P = 1..100 shuffled",
            input: input_of(MAX_N, &shuffled),
        },
        MaxInput {
            label: "n=10^6, k=100, P = 1 and 99 random moves up to 10^6, shuffled",
            input: input_of(MAX_N, &spread),
        },
        MaxInput {
            label: "n=10^6, k=100, P = 10^6 down to 10^6-98, then 1",
            input: input_of(MAX_N, &largest),
        },
        MaxInput {
            label: "n=10^6, k=100, P = the odd numbers 1..199, shuffled",
            input: input_of(MAX_N, &odd),
        },
        MaxInput {
            label: "n=10^6, k=100, P = 1 and 60..158, shuffled",
            input: input_of(MAX_N, &boundary),
        },
        MaxInput {
            label: "n=10^6, k=1, P = {1}",
            input: input_of(MAX_N, &[1]),
        },
    ]
}

/// The move sets of the figure and of the README's table.
const FIGURE_SETS: [&[usize]; 5] = [&[1, 3, 4], &[1, 2], &[1, 4], &[1, 2, 6], &[1, 5, 6]];

/// The figure: who wins heaps 1..=40 for a few move sets, by the oracle's search, one row a set.
fn figure() -> String {
    let ticks: Vec<usize> = (5..=40).step_by(5).chain([1]).collect();
    win_lose_rows(
        &WinLoseRows {
            title: "Stick Game: who wins a heap of i sticks, for a few move sets P",
            legend: ["L: the player to move loses", "W: wins"],
            sets: &FIGURE_SETS,
            name: "P",
            first: 1,
            last: 40,
            ticks: &ticks,
            axis: "sticks i",
        },
        |set, heap| wins_brute(set, heap)[heap],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::game::Searcher;

    /// The oracle's own search against the kit's search of the game it states ([`Sticks`]),
    /// which is 50 to 100 times slower on the large inputs and so is not the oracle.
    #[test]
    fn the_oracles_search_agrees_with_the_kits_search_of_the_game() {
        for input in exhaustive_inputs().iter().step_by(7) {
            let (n, moves) = parse_input(input);
            let game = Sticks {
                moves: Rc::new(moves.clone()),
            };
            let mut search = Searcher::new(&game, n + 1);
            let kit: Vec<bool> = (0..=n)
                .map(|h| search.first_wins(&h).expect("within the budget"))
                .collect();
            assert_eq!(kit, wins_brute(&moves, n), "{input}");
        }
    }

    #[test]
    fn the_search_decides_heaps_checked_by_hand() {
        // P = {1, 3, 4}: the sample, WLWWWWLWLW for 1..=10.
        assert_eq!(
            oracle("10 3\n1 3 4\n").as_deref(),
            Some("WLWWWWLWLW\n"),
            "the sample"
        );
        // P = {1}: heap h is won iff h is odd, also at the limit.
        let wins = wins_brute(&[1], MAX_N);
        assert!(wins[MAX_N - 1] && !wins[MAX_N] && !wins[0]);
        // P = {1, 2}: lost iff h is a multiple of 3, whatever the order.
        for moves in [[1, 2], [2, 1]] {
            let wins = wins_brute(&moves, 30);
            assert!((0..=30).all(|h| wins[h] == (h % 3 != 0)), "{moves:?}");
        }
        // P = {1, 5}: heap 4 cannot take 5; 1..=5 are W L W L W, 6 reaches only 5 and 1, both won.
        let wins = wins_brute(&[5, 1], 6);
        assert_eq!(wins, [false, true, false, true, false, true, false]);
    }

    #[test]
    fn the_reference_agrees_with_the_search() {
        for input in exhaustive_inputs() {
            assert_eq!(reference(&input), oracle(&input), "{input}");
        }
        let mut rng = Rng::new(3);
        for size in [64, 65, 128, 300, 1000, 5000, 100_000] {
            for _ in 0..20 {
                let input = random_game(&mut rng, size);
                assert_eq!(reference(&input), oracle(&input), "{input}");
            }
        }
    }

    #[test]
    fn the_oracle_gives_up_beyond_its_reach() {
        let moves: Vec<usize> = (1..=100).collect();
        assert!(oracle(&input_of(200_000, &moves)).is_some());
        assert_eq!(oracle(&input_of(200_001, &moves)), None);
        assert!(reference(&input_of(200_001, &moves)).is_some());
    }

    #[test]
    fn the_validator_takes_exactly_the_statement() {
        assert_eq!(validate("10 3\n1 3 4\n"), Ok(()));
        assert_eq!(validate("10 3\n4 1 3\n"), Ok(()), "any order");
        assert_eq!(validate("1000000 2\n1000000 1\n"), Ok(()));
        for bad in [
            "10 3\n1 3 3\n",   // repeated
            "10 2\n2 3\n",     // no 1
            "10 2\n1 11\n",    // p > n
            "10 2\n0 1\n",     // p < 1
            "0 1\n1\n",        // n < 1
            "1000001 1\n1\n",  // n > 10^6
            "10 0\n\n",        // k < 1
            "10 3\n1 3 4",     // no final newline
            "10 3\n1  3 4\n",  // double space
            "10 2\n1 3 4\n",   // too many moves
            "10 3\n1\n3 4\n",  // moves on two lines
            "10 3 1\n1 3 4\n", // a third number on the first line
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
        let too_many: Vec<usize> = (1..=101).collect();
        assert!(validate(&input_of(200, &too_many)).is_err(), "k > 100");
    }

    #[test]
    fn every_planned_input_is_valid() {
        assert_eq!(exhaustive_inputs().len(), 2047);
        // the samples, every exhaustive input, 80 random inputs per generator, the max inputs
        plan_kit::testing::assert_plan_is_valid(&PLAN, 80);
    }

    #[test]
    fn shrinking_proposes_smaller_games() {
        let candidates = shrink("9 3\n5 1 9\n");
        assert!(candidates.contains(&"9 2\n1 9\n".to_owned()));
        assert!(candidates.contains(&"9 2\n5 1\n".to_owned()));
        assert!(candidates.contains(&"5 2\n5 1\n".to_owned()));
        assert!(candidates.contains(&"9 3\n2 1 9\n".to_owned()));
        assert!(candidates.iter().all(|c| c.len() <= "9 3\n5 1 9\n".len()));
    }
}
