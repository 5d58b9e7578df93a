//! AtCoder EDPC K Stones (win/lose DP over a subtraction set): the validator, the oracle (a search
//! of the game tree from the starting pile, over the piles it reaches), the generators and the max
//! inputs.

use plan_kit::figures::{WinLoseRows, win_lose_rows};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, first_wins};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list, shrink_value};

pub const PLAN: Plan = Plan {
    name: "edpc-k-stones",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every K ≤ 10 with every non-empty A ⊆ {1, …, K} (2036 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random A ⊆ {1, …, K}, K ≤ 300, N ≤ 100, of random density or of small moves only",
            generate: random_small,
            max_size: 300,
            cases: 300,
        },
        Generator {
            name: "K ≤ 10^5 with N ≤ 100 random moves, dense or up to 50",
            generate: random_large,
            max_size: 100_000,
            cases: 40,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: at most `MAX_N` moves, at most `MAX_K` stones.
const MAX_N: usize = 100;
const MAX_K: usize = 100_000;

/// `Ok` iff `input` is `N K`, then `a_1 … a_N` on one line, with 1 ≤ N ≤ 100, 1 ≤ K ≤ 10^5 and
/// 1 ≤ a_1 < a_2 < ⋯ < a_N ≤ K.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "N")?;
    v.space()?;
    let k = v.usize_line(1, MAX_K, "K")?;
    let moves = v.int_line(n, 1, k as i128, "a")?;
    v.eof()?;
    for (i, pair) in moves.windows(2).enumerate() {
        ensure(pair[0] < pair[1], || {
            format!(
                "a[{}] = {} is not below a[{}] = {}",
                i + 1,
                pair[0],
                i + 2,
                pair[1]
            )
        })?;
    }
    Ok(())
}

/// The game of an input: the moves A and the starting pile K.
fn parse_input(input: &str) -> (Vec<usize>, usize) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let k: usize = tokens.read();
    (tokens.many(n), k)
}

/// The game: one pile; a move removes exactly x stones for some x in the set A (typed as x);
/// the player with no legal move loses.
struct Stones {
    pub moves: Vec<usize>,
}

impl Game for Stones {
    type Position = usize;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &pile: &usize) -> Vec<Move<usize>> {
        self.moves
            .iter()
            .filter(|&&x| x <= pile)
            .map(|&x| Move::to(x.to_string(), pile - x))
            .collect()
    }

    fn draw(&self, &pile: &usize) -> String {
        let set: Vec<String> = self.moves.iter().map(usize::to_string).collect();
        format!("{pile} stones; a move takes one of {{{}}}", set.join(", "))
    }

    fn refuse(&self, &pile: &usize, typed: &str) -> Option<String> {
        Some(match typed.trim().parse::<usize>() {
            Ok(x) if !self.moves.contains(&x) => format!("{x} is not in the set A"),
            Ok(x) => format!("{x} is more than the {pile} stones left"),
            Err(_) => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "how many stones to take, one of the set A: `3`";

/// True iff the player to move wins a pile of `k` stones of [`Stones`] with the set `moves`, by
/// the kit's search of the game tree from `k` (an explicit stack: a line of 10^5 moves needs no
/// deep recursion).
fn first_wins_brute(moves: &[usize], k: usize) -> bool {
    let game = Stones {
        moves: moves.to_vec(),
    };
    first_wins(&game, &k, k + 1).expect("the piles up to k are within the budget")
}

/// The game of an input, from its pile K.
fn games(input: &str) -> Games {
    let (moves, k) = parse_input(input);
    Games::new(vec![Games::case(Stones { moves }, k, PLAY_BUDGET)])
}

/// The oracle's answer as a result: `First` or `Second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "First\n")])
}

/// `First` or `Second` with its newline.
fn verdict(first_wins: bool) -> String {
    if first_wins { "First\n" } else { "Second\n" }.to_owned()
}

/// The expected output by game search; it reaches every input the statement allows.
fn oracle(input: &str) -> Option<String> {
    let (moves, k) = parse_input(input);
    Some(verdict(first_wins_brute(&moves, k)))
}

/// The input text of the game with moves `moves` and pile `k`.
fn input_of(moves: &[usize], k: usize) -> String {
    let line: Vec<String> = moves.iter().map(usize::to_string).collect();
    format!("{} {k}\n{}\n", moves.len(), line.join(" "))
}

/// Every K ≤ 10 and every non-empty A ⊆ {1, …, K}, by K, then by the bitmask of A.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for k in 1..=10usize {
        for mask in 1u32..1 << k {
            let moves: Vec<usize> = (1..=k).filter(|&x| mask >> (x - 1) & 1 == 1).collect();
            inputs.push(input_of(&moves, k));
        }
    }
    inputs
}

/// `n` distinct values of `1..=hi`, increasing (n ≤ hi).
fn distinct_sorted(rng: &mut Rng, n: usize, hi: usize) -> Vec<usize> {
    let mut values: Vec<usize> = if hi <= 4 * n {
        let mut all: Vec<usize> = (1..=hi).collect();
        rng.shuffle(&mut all);
        all.truncate(n);
        all
    } else {
        let mut chosen = std::collections::BTreeSet::new();
        while chosen.len() < n {
            chosen.insert(1 + rng.below(hi));
        }
        chosen.into_iter().collect()
    };
    values.sort_unstable();
    values
}

/// A random game with K ≤ `size`: A of random density in 1..=K, or only moves up to 5.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let k = 1 + rng.below(size);
    let hi = if rng.chance(1, 3) { k.min(5) } else { k };
    let n = 1 + rng.below(hi.min(MAX_N));
    input_of(&distinct_sorted(rng, n, hi), k)
}

/// A random game with K ≤ `size` ≤ 10^5 and N ≤ 100 moves anywhere in 1..=K or up to 50.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let k = 1 + rng.below(size);
    let hi = if rng.chance(1, 2) { k.min(50) } else { k };
    let n = 1 + rng.below(hi.min(MAX_N));
    input_of(&distinct_sorted(rng, n, hi), k)
}

/// Smaller games: A with moves removed, then a smaller K (moves above it dropped), then each of the
/// first 32 moves lowered.
fn shrink(input: &str) -> Vec<String> {
    let (moves, k) = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&moves)
        .into_iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(&fewer, k))
        .collect();
    for smaller in shrink_value(k as u64, 1) {
        let smaller = smaller as usize;
        let kept: Vec<usize> = moves.iter().copied().filter(|&x| x <= smaller).collect();
        if !kept.is_empty() {
            candidates.push(input_of(&kept, smaller));
        }
    }
    for i in 0..moves.len().min(32) {
        let lo = if i == 0 { 1 } else { moves[i - 1] as u64 + 1 };
        for lower in shrink_value(moves[i] as u64, lo) {
            let mut next = moves.clone();
            next[i] = lower as usize;
            candidates.push(input_of(&next, k));
        }
    }
    candidates
}

/// K = 10^5 and N = 100, shaped for the DP's inner loop: the odd moves (half the piles lost, each
/// of those scanning every move), 1..=100, multiples of 1000 (almost every pile lost with few
/// legal moves), random moves; and the single move of sample 6.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(11);
    let odd: Vec<usize> = (0..MAX_N).map(|i| 2 * i + 1).collect();
    let first: Vec<usize> = (1..=MAX_N).collect();
    let thousands: Vec<usize> = (1..=MAX_N).map(|i| 1000 * i).collect();
    let random = distinct_sorted(&mut rng, MAX_N, MAX_K);
    vec![
        MaxInput {
            label: "N=100, K=10^5, A = the odd numbers 1..199",
            input: input_of(&odd, MAX_K),
        },
        MaxInput {
            label: "N=100, K=10^5, A = 1..100",
            input: input_of(&first, MAX_K),
        },
        MaxInput {
            label: "N=100, K=10^5, A = 1000, 2000, ..., 10^5",
            input: input_of(&thousands, MAX_K),
        },
        MaxInput {
            label: "N=100, K=10^5, A = 100 random values up to 10^5",
            input: input_of(&random, MAX_K),
        },
        MaxInput {
            label: "N=1, K=10^5, A = {1}",
            input: input_of(&[1], MAX_K),
        },
    ]
}

/// The sets A of the Stones figure.
const STONE_SETS: [&[usize]; 4] = [&[2, 3], &[1, 3, 4], &[2, 5], &[3, 4, 7]];

/// Stones: who wins a pile of K ≤ 40 for a few sets A, by the oracle's search, one row per set.
fn figure() -> String {
    let ticks: Vec<usize> = (0..=40).step_by(5).collect();
    win_lose_rows(
        &WinLoseRows {
            title: "Stones: who wins a pile of K, for a few sets A",
            legend: ["the player to move loses", "wins"],
            sets: &STONE_SETS,
            name: "A",
            first: 0,
            last: 40,
            ticks: &ticks,
            axis: "stones K",
        },
        first_wins_brute,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_decides_piles_checked_by_hand() {
        // A = {2, 3}: piles 0 and 1 have no move; 2, 3, 4 reach 0 or 1; 5 reaches only 3 and 2.
        let wins: Vec<bool> = (0..=7).map(|k| first_wins_brute(&[2, 3], k)).collect();
        assert_eq!(
            wins,
            [false, false, true, true, true, false, false, true],
            "A = {{2, 3}}"
        );
        // A = {1, 2, 3}: lost iff k is a multiple of 4.
        for k in 0..=40 {
            assert_eq!(first_wins_brute(&[1, 2, 3], k), k % 4 != 0, "k = {k}");
        }
        // A = {1}: the parity of k, also at the limit.
        assert!(!first_wins_brute(&[1], MAX_K));
        assert!(first_wins_brute(&[1], MAX_K - 1));
        // The only move is the whole pile.
        assert!(first_wins_brute(&[7], 7));
    }

    #[test]
    fn the_validator_takes_exactly_the_statement() {
        assert_eq!(validate("2 4\n2 3\n"), Ok(()));
        assert_eq!(validate("1 100000\n100000\n"), Ok(()));
        for bad in [
            "2 4\n3 2\n",    // not increasing
            "2 4\n3 3\n",    // repeated
            "2 4\n2 5\n",    // a_N > K
            "1 4\n0\n",      // a_1 < 1
            "0 4\n\n",       // N < 1
            "1 100001\n1\n", // K > 10^5
            "2 4\n2 3",      // no final newline
            "2 4\n2  3\n",   // double space
            "2 4\n2 3 4\n",  // too many moves
            "2 4\n2\n3\n",   // moves on two lines
            "101 200\n1\n",  // N > 100
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn every_planned_input_is_valid() {
        let inputs = exhaustive_inputs();
        assert_eq!(inputs.len(), 2036);
        // the samples, every exhaustive input, 80 random inputs per generator, the max inputs
        plan_kit::testing::assert_plan_is_valid(&PLAN, 80);
    }

    #[test]
    fn shrinking_proposes_smaller_games() {
        let candidates = shrink("3 9\n2 5 9\n");
        assert!(candidates.contains(&"1 9\n5\n".to_owned()));
        assert!(candidates.contains(&"2 5\n2 5\n".to_owned()));
        assert!(candidates.contains(&"3 9\n1 5 9\n".to_owned()));
        assert!(candidates.iter().all(|c| c.len() <= "3 9\n2 5 9\n".len()));
    }
}
