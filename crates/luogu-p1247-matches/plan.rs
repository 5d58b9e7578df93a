//! Luogu P1247 取火柴游戏 (Nim, print the winning move). The oracle searches the game tree over
//! pile vectors (the Nim search of `luogu_p2197_nim`, which knows nothing of XOR) and tries the moves
//! in the order the statement ranks them: piles b ascending, then amounts a ascending. The answer
//! is unique (the smallest winning (b, a) and the whole position after it), so outputs are compared
//! with it. The reference ([`reference`]) is Nim's theorem: the same answer for positions beyond
//! the search, checked against the search wherever it reaches.

use plan_kit::game::{GameResult, Games, Kind, PLAY_BUDGET, Play};
use plan_kit::nim::{Nim, Search, all_positions};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Plan};

pub const PLAN: Plan = Plan {
    name: "luogu-p1247-matches",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every position of 1 to 3 piles of up to 7 matches (584 positions)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "positions of up to 6 piles of up to 15 matches (game search)",
            generate: |rng, size| {
                input_of(&random_position(rng, (6 * size).div_ceil(15), size as u32))
            },
            max_size: 15,
            cases: 150,
        },
        Generator {
            name: "positions of up to 8 piles of up to 10^9 matches (XOR rule)",
            generate: |rng, size| input_of(&random_position(rng, 8, pile_bound(size))),
            max_size: 30,
            cases: 60,
        },
        Generator {
            name: "positions of up to 2000 piles of up to 10^9 matches (XOR rule)",
            generate: |rng, size| {
                input_of(&random_position(rng, 2000 * size / 30, pile_bound(size)))
            },
            max_size: 30,
            cases: 40,
        },
    ],
    beyond_reach: &[Generator {
        name: "positions of up to 5·10^5 piles of up to 10^9 matches (XOR rule)",
        generate: |rng, size| input_of(&random_position(rng, size, MAX_PILE)),
        max_size: MAX_K,
        cases: 20,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "its lost positions are Nim's, pictured in luogu-p2197-nim; the move is arithmetic",
    ),
    play: Some(Play::new(games, Nim::NOTATION, results)),
    ..Plan::NONE
};

/// `Ok` iff `input` is a line `k` (1 ≤ k ≤ 5·10^5) and a line of k piles 0 ≤ n_i ≤ 10^9, single
/// spaces, nothing else.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let k = v.usize_line(1, MAX_K, "k")?;
    v.int_line(k, 0, MAX_PILE.into(), "n")?;
    v.eof()
}

/// The largest pile a random position of size `size` (1 ..= 30) may hold: 2^size, at most 10^9.
fn pile_bound(size: usize) -> u32 {
    (1u32 << size.min(30)).min(MAX_PILE)
}

/// Every position of 1 to 3 piles of up to 7 matches, smallest first, one per input.
fn exhaustive_inputs() -> Vec<String> {
    all_positions(3, 7)
        .iter()
        .filter(|piles| !piles.is_empty())
        .map(|piles| input_of(piles))
        .collect()
}

/// Smaller inputs: fewer piles, then one pile lowered.
fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in plan_kit::shrink_list(&piles) {
        candidates.push(|| input_of(&fewer));
    }
    for (i, &pile) in piles.iter().enumerate() {
        if candidates.full() {
            break;
        }
        for lower in plan_kit::shrink_value(u64::from(pile), 0) {
            candidates.push(|| {
                let mut next = piles.clone();
                next[i] = lower as u32;
                input_of(&next)
            });
        }
    }
    candidates.into_vec()
}

/// The smallest winning (pile b, amount a), 0-based b, by Nim's theorem: with s the XOR of the
/// piles, the first b with n_b ⊕ s < n_b and a = n_b − (n_b ⊕ s); `None` if s = 0.
fn winning_move_by_xor(piles: &[u32]) -> Option<(usize, u32)> {
    let xor_sum = piles.iter().fold(0, |s, &p| s ^ p);
    let b = piles.iter().position(|&p| p ^ xor_sum < p)?;
    Some((b, piles[b] - (piles[b] ^ xor_sum)))
}

/// The expected output by Nim's theorem, for any position (checked against the game search on
/// every position the search reaches in the unit tests).
fn reference(input: &str) -> Option<String> {
    let piles = parse_input(input);
    Some(answer(&piles, winning_move_by_xor(&piles)))
}

/// The statement's limits: k piles, each of at most `MAX_PILE` matches.
const MAX_K: usize = 500_000;
const MAX_PILE: u32 = 1_000_000_000;

/// The largest number of positions the search takes on: a bound on the multisets of k piles of at
/// most m matches, C(m + k, k).
const SEARCH_BUDGET: u64 = 200_000;

/// A position of the statement's input.
fn parse_input(input: &str) -> Vec<u32> {
    let mut tokens = Tokens::new(input);
    let k: usize = tokens.read();
    let piles: Vec<u32> = tokens.many(k);
    assert!(
        tokens.try_next::<String>().is_none(),
        "input has tokens after the k piles"
    );
    piles
}

/// True iff the game search can take on `piles` (C(m + k, k) ≤ the budget, m the largest pile).
fn searchable(piles: &[u32]) -> bool {
    let m = u64::from(piles.iter().copied().max().unwrap_or(0));
    // C(m + k, k) = prod_{i=1..k} (m + i) / i, exact at every step.
    let mut positions = 1u64;
    for i in 1..=piles.len() as u64 {
        match positions.checked_mul(m + i) {
            Some(p) if p / i <= SEARCH_BUDGET => positions = p / i,
            _ => return false,
        }
    }
    true
}

/// The smallest (pile b, amount a), 0-based b, after which the player to move (now the opponent)
/// loses, found by trying every move in order; `None` if no move wins.
fn winning_move_brute(search: &mut Search, piles: &[u32]) -> Option<(usize, u32)> {
    let mut next = piles.to_vec();
    for b in 0..piles.len() {
        for a in 1..=piles[b] {
            next[b] = piles[b] - a;
            if !search.first_wins(&next) {
                return Some((b, a));
            }
        }
        next[b] = piles[b];
    }
    None
}

/// The expected output for a position, given its winning move (0-based pile) or `None`.
fn answer(piles: &[u32], winning: Option<(usize, u32)>) -> String {
    match winning {
        None => "lose\n".to_owned(),
        Some((b, a)) => {
            let mut next = piles.to_vec();
            next[b] -= a;
            let line: Vec<String> = next.iter().map(u32::to_string).collect();
            format!("{a} {}\n{}\n", b + 1, line.join(" "))
        }
    }
}

/// The expected output by game search, or `None` if the position is too large to search.
fn oracle(input: &str) -> Option<String> {
    let piles = parse_input(input);
    if !searchable(&piles) {
        return None;
    }
    let mut search = Search::default();
    let winning = winning_move_brute(&mut search, &piles);
    Some(answer(&piles, winning))
}

/// The game of an input: its piles, Nim under normal play.
fn games(input: &str) -> Games {
    let nim = Nim {
        kind: Kind::Impartial,
    };
    Games::new(vec![Games::case(nim, parse_input(input), PLAY_BUDGET)])
}

/// The oracle's answer as a result: `lose` for the first player, else its winning move.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let lost = oracle(input)? == "lose\n";
    Some(vec![if lost {
        GameResult::SecondWins
    } else {
        GameResult::FirstWins
    }])
}

/// The input text of position `piles`.
fn input_of(piles: &[u32]) -> String {
    let line: Vec<String> = piles.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", piles.len(), line.join(" "))
}

/// A random position of 1..=`max_k` piles of 0..=`max_pile`, shaped to reach the edges: repeated
/// sizes, zero piles, a losing position (XOR 0), or winning piles only late in the row.
fn random_position(rng: &mut Rng, max_k: usize, max_pile: u32) -> Vec<u32> {
    let k = 1 + rng.below(max_k);
    let mut piles: Vec<u32> = (0..k)
        .map(|_| rng.range(0, u64::from(max_pile)) as u32)
        .collect();
    match rng.below(5) {
        0 if k > 1 => {
            let (i, j) = (rng.below(k), rng.below(k));
            piles[i] = piles[j];
        }
        1 => {
            for pile in piles.iter_mut() {
                if rng.chance(1, 2) {
                    *pile = 0;
                }
            }
        }
        2 if k > 1 => {
            // XOR 0: the last pile is the XOR of the others, if it fits.
            let rest = piles[..k - 1].iter().fold(0, |s, &p| s ^ p);
            if rest <= max_pile {
                piles[k - 1] = rest;
            }
        }
        3 => {
            // Only the last pile holds the top bit of the XOR: the others stay below it.
            let top = 31 - max_pile.leading_zeros();
            for pile in piles[..k - 1].iter_mut() {
                *pile &= !(1 << top);
            }
            piles[k - 1] |= 1 << top;
            piles[k - 1] = piles[k - 1].min(max_pile);
        }
        _ => {}
    }
    piles
}

/// The statement's largest inputs: k = 5·10^5 piles below 10^9, one winning (its move found only
/// at the last pile, so the whole row is scanned and printed) and one losing (XOR 0).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1247);
    let mut winning: Vec<u32> = (0..MAX_K)
        .map(|_| rng.range(0, u64::from(MAX_PILE)) as u32 & !(1 << 29))
        .collect();
    // 10^9 holds bit 29, the only pile that does: the XOR's top bit.
    winning[MAX_K - 1] = MAX_PILE;
    let mut losing: Vec<u32> = (0..MAX_K)
        .map(|_| rng.range(0, u64::from(MAX_PILE)) as u32 & !(1 << 29))
        .collect();
    losing[MAX_K - 1] = losing[..MAX_K - 1].iter().fold(0, |s, &p| s ^ p);
    vec![
        MaxInput {
            label: "k=5*10^5, n_i<=10^9, winning, the move on the last pile",
            input: input_of(&winning),
        },
        MaxInput {
            label: "k=5*10^5, n_i<2^29, XOR 0 (lose)",
            input: input_of(&losing),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_finds_the_moves_checked_by_hand() {
        let mut search = Search::default();
        assert_eq!(winning_move_brute(&mut search, &[3, 6, 9]), Some((2, 4)));
        assert_eq!(winning_move_brute(&mut search, &[5]), Some((0, 5)));
        assert_eq!(winning_move_brute(&mut search, &[0, 2, 3]), Some((2, 1)));
        assert_eq!(winning_move_brute(&mut search, &[2, 2]), None);
        assert_eq!(winning_move_brute(&mut search, &[0, 0, 0]), None);
        assert_eq!(winning_move_brute(&mut search, &[1, 2, 4]), Some((2, 1)));
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&PLAN);
        assert_eq!(exhaustive_inputs().len(), 584);
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("3\n0 1000000000 7\n"), Ok(()));
        for bad in [
            "0\n\n",           // k = 0
            "1\n1000000001\n", // a pile above 10^9
            "2\n1\n",          // fewer piles than k
            "2\n1 2 3\n",      // more piles than k
            "2\n1\n2\n",       // piles on two lines
            "2\n1 2",          // no final newline
            "2\n1 2\n\n",      // an empty line after
            "2 \n1 2\n",       // a trailing space
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn the_reference_agrees_with_the_game_search_wherever_it_reaches() {
        let mut search = Search::default();
        let mut rng = Rng::new(0x1247);
        let positions = all_positions(4, 7)
            .into_iter()
            .filter(|piles| !piles.is_empty())
            .chain((0..300).map(|_| random_position(&mut rng, 6, 15)));
        for piles in positions {
            let input = input_of(&piles);
            let expected = answer(&piles, winning_move_brute(&mut search, &piles));
            assert_eq!(
                reference(&input).as_deref(),
                Some(&expected[..]),
                "{piles:?}"
            );
        }
    }

    #[test]
    fn the_reference_gives_every_samples_expected_output() {
        let dir = plan_kit::testing::samples_dir(PLAN.name);
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "in") {
                let input = std::fs::read_to_string(&path).unwrap();
                let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
                assert_eq!(reference(&input), Some(expected), "{}", path.display());
            }
        }
    }

    #[test]
    fn shrinking_removes_then_lowers_piles() {
        let candidates = shrink("3\n5 6 7\n");
        assert_eq!(candidates[..3], ["1\n5\n", "1\n6\n", "1\n7\n"]);
        assert!(candidates.contains(&"2\n5 7\n".to_owned()));
        assert!(candidates.contains(&"3\n5 3 7\n".to_owned()));
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn max_inputs_are_at_the_limits() {
        for max in max_inputs() {
            let piles = parse_input(&max.input);
            assert_eq!(piles.len(), MAX_K);
            assert!(piles.iter().all(|&p| p <= MAX_PILE));
        }
    }
}
