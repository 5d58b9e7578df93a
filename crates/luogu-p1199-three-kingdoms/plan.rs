//! Luogu P1199 三国游戏: the oracle plays the real game. 小涵 tries every sequence of picks, the
//! computer answers each pick by its stated rule, and at the end each side fields its best pair;
//! the oracle knows nothing of second-largest values.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Solved, TooLarge};
use plan_kit::rng::Rng;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Candidates, Exhaustive, Figure, Generator, MaxInput, Spec};
use std::collections::HashSet;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p1199-three-kingdoms",
    validate: Some(validate),
    oracle: Some(brute),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every ordering of the 6 pair values for N = 4 (720 instances, values spread over \
                0 to 10^9): every N = 4 instance, as the game depends only on the order",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N = 6, 8, 10 with distinct values up to 100",
            generate: |rng, size| input_of(&random_matrix(rng, 4 + 2 * size, 100)),
            max_size: 3,
            cases: 60,
        },
        Generator {
            name: "N = 6, 8, 10 with distinct values up to 10^9",
            generate: |rng, size| input_of(&random_matrix(rng, 4 + 2 * size, MAX_VALUE)),
            max_size: 3,
            cases: 60,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "the claim is about one row maximum of a matrix, which a table in the README says better",
    ),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    interactive: None,
};

/// The statement's limits: N even, 4 ≤ N ≤ `MAX_GENERALS`; values 0 ..= `MAX_VALUE`.
const MAX_GENERALS: usize = 500;
const MAX_VALUE: u32 = 1_000_000_000;

/// `Ok` iff `input` is a line `N` (N even, 4 ≤ N ≤ 500), then N − 1 lines, line i holding the
/// N − i values w(i, i+1) … w(i, N) in [0, 10^9], single spaces, all values distinct.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(4, MAX_GENERALS, "N")?;
    ensure(n % 2 == 0, || format!("N = {n} is odd"))?;
    v.eoln()?;
    let mut seen = HashSet::new();
    for i in 1..n {
        let position = v.position();
        for value in v.int_line(n - i, 0, MAX_VALUE.into(), &format!("w({i}, ·)"))? {
            ensure(seen.insert(value), || {
                format!("line {}: the value {value} is repeated", i + 1)
            })
            .map_err(|e| format!("{e} (the line starts at {position})"))?;
        }
    }
    v.eof()
}

/// Every ordering of the six pair values of N = 4, spread over 0 to 10^9, one per input.
fn exhaustive_inputs() -> Vec<String> {
    permutations(6)
        .iter()
        .map(|ranks| {
            let values: Vec<u32> = ranks.iter().map(|&r| r * 200_000_000).collect();
            input_of(&matrix_from_pairs(4, &values))
        })
        .collect()
}

/// The matrix of the generals `keep` of `value`, in their order.
fn submatrix(value: &[Vec<u32>], keep: &[usize]) -> Vec<Vec<u32>> {
    keep.iter()
        .map(|&i| keep.iter().map(|&j| value[i][j]).collect())
        .collect()
}

/// Smaller inputs: two generals fewer (every pair of them for N ≤ 12; the first or last half, or
/// the last two, beyond), the values replaced by their ranks, then one value lowered.
fn shrink(input: &str) -> Vec<String> {
    let value = matrix_of(input);
    let n = value.len();
    let mut keeps: Vec<Vec<usize>> = Vec::new();
    if n <= 12 {
        for (i, j) in pairs(n) {
            keeps.push((0..n).filter(|&g| g != i && g != j).collect());
        }
    } else {
        let half = (n / 2).next_multiple_of(2);
        keeps.push((0..half).collect());
        keeps.push((n - half..n).collect());
        keeps.push((0..n - 2).collect());
    }
    let mut candidates = Candidates::default();
    for keep in keeps.iter().filter(|keep| keep.len() >= 4) {
        candidates.push(|| input_of(&submatrix(&value, keep)));
    }
    let pair_values: Vec<u32> = pairs(n).map(|(i, j)| value[i][j]).collect();
    let mut sorted = pair_values.clone();
    sorted.sort_unstable();
    let ranks: Vec<u32> = pair_values
        .iter()
        .map(|v| sorted.partition_point(|w| w < v) as u32)
        .collect();
    if ranks != pair_values {
        candidates.push(|| input_of(&matrix_from_pairs(n, &ranks)));
    }
    for (k, &v) in pair_values.iter().enumerate() {
        if candidates.full() {
            break;
        }
        for lower in plan_kit::shrink_value(u64::from(v), 0) {
            candidates.push(|| {
                let mut next = pair_values.clone();
                next[k] = lower as u32;
                input_of(&matrix_from_pairs(n, &next))
            });
        }
    }
    candidates.into_vec()
}

/// The largest N the oracle plays: 小涵 has 10·8·6·4·2 = 3840 sequences of picks.
const MAX_N: usize = 10;

/// Who holds a general during play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Owner {
    Free,
    Her,
    Computer,
}

/// The computer's pick: the free general f of the pair (h, f), h one of hers, of largest value.
/// `value` is the full symmetric matrix; the values are distinct, so the pick is unique.
fn computer_pick(value: &[Vec<u32>], owner: &[Owner]) -> usize {
    let n = owner.len();
    let mut best: Option<(u32, usize)> = None;
    for h in (0..n).filter(|&h| owner[h] == Owner::Her) {
        for f in (0..n).filter(|&f| owner[f] == Owner::Free) {
            if best.is_none_or(|(v, _)| value[h][f] > v) {
                best = Some((value[h][f], f));
            }
        }
    }
    best.expect("the computer moves only after 小涵 has a general and one is free")
        .1
}

/// The value of the best pair `side` owns, or `None` if it owns fewer than two generals.
fn best_pair(value: &[Vec<u32>], owner: &[Owner], side: Owner) -> Option<u32> {
    let n = owner.len();
    let mine: Vec<usize> = (0..n).filter(|&g| owner[g] == side).collect();
    let mut best = None;
    for (k, &a) in mine.iter().enumerate() {
        for &b in &mine[k + 1..] {
            best = best.max(Some(value[a][b]));
        }
    }
    best
}

/// Over every sequence of 小涵's picks (the computer answering each by its rule) that ends with her
/// best pair above the computer's, the largest value of her best pair; `None` if no sequence wins.
/// `value` is the full symmetric matrix of an even number of generals with distinct values.
fn best_winning_pair(value: &[Vec<u32>]) -> Option<u32> {
    let mut owner = vec![Owner::Free; value.len()];
    play(value, &mut owner)
}

fn play(value: &[Vec<u32>], owner: &mut [Owner]) -> Option<u32> {
    if owner.iter().all(|&o| o != Owner::Free) {
        let hers = best_pair(value, owner, Owner::Her);
        let computers = best_pair(value, owner, Owner::Computer);
        return if hers > computers { hers } else { None };
    }
    let mut best = None;
    for pick in 0..owner.len() {
        if owner[pick] != Owner::Free {
            continue;
        }
        owner[pick] = Owner::Her;
        let reply = computer_pick(value, owner);
        owner[reply] = Owner::Computer;
        best = best.max(play(value, owner));
        owner[reply] = Owner::Free;
        owner[pick] = Owner::Free;
    }
    best
}

/// The game of an input: 小涵 (the first player) picks a free general, the computer answers by
/// its rule ([`computer_pick`]), until every general is taken; then the side whose best pair is
/// higher fields it: 小涵, to move at the end, has one move, `battle`, if hers is higher (the
/// computer, to move after it, has none and loses), and none otherwise (she loses). A position
/// is who holds each general and whether the battle was fought; a pick is typed as the general's
/// number from 1.
struct Kingdoms {
    pub value: Vec<Vec<u32>>,
}

/// Who holds each general, and true once the battle is fought.
type Army = (Vec<Owner>, bool);

/// How a move is typed.
const NOTATION: &str = "a free general's number from 1 (`3`); once every general is taken, \
                        `battle` if your best pair is the higher";

/// At least how many positions the game of `n` generals has (saturating): after k rounds, each
/// of the positions 小涵 moves from has n − 2k free generals to pick, each reaching another set
/// of hers, and a position she reaches has at most k + 1 picks it came from (the general of hers
/// picked last); the computer's one answer to each reaches a position that at most k + 1 of them
/// lead to (the general it took last). The positions of each round are distinct from the others'.
fn positions_at_least(n: usize) -> u64 {
    let (mut hers, mut total) = (1u64, 1u64);
    for k in 0..n / 2 {
        let computers = hers.saturating_mul((n - 2 * k) as u64) / (k as u64 + 1);
        hers = computers / (k as u64 + 1);
        total = total.saturating_add(computers).saturating_add(hers);
    }
    total
}

impl Game for Kingdoms {
    type Position = Army;

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, (owner, fought): &Army) -> Vec<Move<Army>> {
        let taken = |side| owner.iter().filter(|&&o| o == side).count();
        let (hers, computers) = (taken(Owner::Her), taken(Owner::Computer));
        let take = |g: usize, side: Owner| {
            let mut next = owner.clone();
            next[g] = side;
            Move::to((g + 1).to_string(), (next, false))
        };
        if *fought {
            Vec::new()
        } else if hers + computers == owner.len() {
            let wins = best_pair(&self.value, owner, Owner::Her)
                > best_pair(&self.value, owner, Owner::Computer);
            let battle = Move::to("battle", (owner.clone(), true));
            wins.then_some(battle).into_iter().collect()
        } else if hers == computers {
            (0..owner.len())
                .filter(|&g| owner[g] == Owner::Free)
                .map(|g| take(g, Owner::Her))
                .collect()
        } else {
            vec![take(computer_pick(&self.value, owner), Owner::Computer)]
        }
    }

    /// The pair values (N ≤ 12), then each side's generals and best pair, and who is to move.
    fn draw(&self, (owner, fought): &Army) -> String {
        let n = owner.len();
        let mut drawn = String::new();
        if n <= 12 {
            let width = self
                .value
                .iter()
                .flatten()
                .max()
                .map_or(1, |v| v.to_string().len());
            drawn.push_str(&format!("{:>3}", ""));
            for g in 1..=n {
                drawn.push_str(&format!(" {g:>width$}"));
            }
            for (g, row) in self.value.iter().enumerate() {
                drawn.push_str(&format!("\n{:>3}", g + 1));
                for (h, v) in row.iter().enumerate() {
                    let v = if g == h {
                        "-".to_owned()
                    } else {
                        v.to_string()
                    };
                    drawn.push_str(&format!(" {v:>width$}"));
                }
            }
            drawn.push('\n');
        }
        for (side, name) in [
            (Owner::Her, "yours (小涵)"),
            (Owner::Computer, "the computer's"),
        ] {
            let generals: Vec<String> = (0..n)
                .filter(|&g| owner[g] == side)
                .map(|g| (g + 1).to_string())
                .collect();
            let best =
                best_pair(&self.value, owner, side).map_or("none".to_owned(), |v| v.to_string());
            let generals = generals.join(" ");
            drawn.push_str(&format!("{name}: {generals} (best pair: {best})\n"));
        }
        let free = owner.iter().filter(|&&o| o == Owner::Free).count();
        drawn.push_str(if *fought {
            "the battle is fought: your best pair is the higher\n"
        } else if free == 0 {
            "every general is taken: `battle` if your best pair is the higher\n"
        } else if free % 2 == 0 {
            "小涵 to pick\n"
        } else {
            "the computer to pick, by its rule\n"
        });
        drawn
    }

    fn refuse(&self, (owner, _): &Army, typed: &str) -> Option<String> {
        let n = owner.len();
        Some(match typed.trim().parse::<usize>() {
            Ok(g) if !(1..=n).contains(&g) => format!("there is no general {g}: they are 1 to {n}"),
            Ok(g) if owner[g - 1] != Owner::Free => format!("general {g} is taken"),
            _ if owner.iter().all(|&o| o != Owner::Free) => {
                "every general is taken, and `battle` is yours only if your best pair is the \
                 higher"
                    .to_owned()
            }
            _ => format!("`{}` is not a move: {NOTATION}", typed.trim()),
        })
    }
}

/// The game of an input, 小涵 to pick from the start; refused before any move is listed where
/// [`positions_at_least`] is above the budget (N ≥ 52).
fn games(input: &str) -> Games {
    let value = matrix_of(input);
    let n = value.len();
    let start = (vec![Owner::Free; n], false);
    let game = Kingdoms { value };
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> =
        if positions_at_least(n) <= PLAY_BUDGET as u64 {
            Games::case(game, start, PLAY_BUDGET)
        } else {
            Box::new(|| {
                Err(TooLarge {
                    budget: PLAY_BUDGET,
                })
            })
        };
    Games::new(vec![case])
}

/// 小涵 wins iff the oracle's answer starts with `1`.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let answer = brute(input)?;
    Some(vec![if answer.starts_with("1\n") {
        GameResult::FirstWins
    } else {
        GameResult::SecondWins
    }])
}

/// The pairs (i, j) of n generals, i < j, in input order.
fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n).flat_map(move |i| (i + 1..n).map(move |j| (i, j)))
}

/// The full symmetric matrix of an input (the diagonal is 0 and never read).
fn matrix_of(input: &str) -> Vec<Vec<u32>> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    matrix_from_pairs(n, &tokens.many(n * n.saturating_sub(1) / 2))
}

/// The expected output by playing the game, or `None` for N odd, below 4 or above [`MAX_N`], or
/// for repeated values (the computer's rule would be ambiguous).
fn brute(input: &str) -> Option<String> {
    let value = matrix_of(input);
    let n = value.len();
    if !(4..=MAX_N).contains(&n) || n % 2 == 1 {
        return None;
    }
    let mut seen = HashSet::new();
    if !pairs(n).all(|(i, j)| seen.insert(value[i][j])) {
        return None;
    }
    Some(match best_winning_pair(&value) {
        Some(v) => format!("1\n{v}\n"),
        None => "0\n".to_owned(),
    })
}

/// The input text of the symmetric matrix `value`.
fn input_of(value: &[Vec<u32>]) -> String {
    let n = value.len();
    let mut input = format!("{n}\n");
    for (i, row) in value.iter().enumerate().take(n.saturating_sub(1)) {
        let line: Vec<String> = row[i + 1..].iter().map(u32::to_string).collect();
        writeln!(input, "{}", line.join(" ")).unwrap();
    }
    input
}

/// The symmetric matrix of n generals whose pairs (i < j, in input order) take `pair_values`.
fn matrix_from_pairs(n: usize, pair_values: &[u32]) -> Vec<Vec<u32>> {
    assert_eq!(
        pair_values.len(),
        n * n.saturating_sub(1) / 2,
        "one value per pair"
    );
    let mut value = vec![vec![0; n]; n];
    for ((i, j), &v) in pairs(n).zip(pair_values) {
        value[i][j] = v;
        value[j][i] = v;
    }
    value
}

/// Every permutation of 0..k, in lexicographic order.
fn permutations(k: usize) -> Vec<Vec<u32>> {
    let mut current: Vec<u32> = (0..k as u32).collect();
    let mut all = vec![current.clone()];
    // next permutation in lexicographic order, until the last one
    while let Some(i) = (1..k).rev().find(|&i| current[i - 1] < current[i]) {
        let j = (i..k)
            .rev()
            .find(|&j| current[j] > current[i - 1])
            .expect("current[i] qualifies");
        current.swap(i - 1, j);
        current[i..].reverse();
        all.push(current.clone());
    }
    all
}

/// `count` distinct values in `0..=max`, in random order (`count` ≤ max + 1).
fn distinct_values(rng: &mut Rng, count: usize, max: u32) -> Vec<u32> {
    assert!(count as u64 <= u64::from(max) + 1, "not enough values");
    let mut seen = HashSet::new();
    let mut values = Vec::with_capacity(count);
    while values.len() < count {
        let v = rng.range(0, u64::from(max)) as u32;
        if seen.insert(v) {
            values.push(v);
        }
    }
    values
}

/// A random instance of n generals with distinct values in `0..=max`.
fn random_matrix(rng: &mut Rng, n: usize, max: u32) -> Vec<Vec<u32>> {
    matrix_from_pairs(n, &distinct_values(rng, n * (n - 1) / 2, max))
}

/// N = 500 with distinct values up to 10^9: in random order, then increasing in input order (each
/// value a new maximum of both its rows).
fn max_inputs() -> Vec<MaxInput> {
    const N: usize = 500;
    const PAIRS: usize = N * (N - 1) / 2;
    // value k lies in [8000 k, 8000 k + 7999]: distinct, and below 10^9 for k < 124 750
    let mut rng = Rng::new(1199);
    let mut spaced: Vec<u32> = (0..PAIRS as u32)
        .map(|k| k * 8000 + rng.range(0, 7999) as u32)
        .collect();
    let increasing = spaced.clone();
    rng.shuffle(&mut spaced);
    vec![
        MaxInput {
            label: "N=500, distinct values up to 10^9 in random order",
            input: input_of(&matrix_from_pairs(N, &spaced)),
        },
        MaxInput {
            label: "N=500, distinct values up to 10^9 increasing in input order",
            input: input_of(&matrix_from_pairs(N, &increasing)),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs (0,1)=5 (0,2)=4 (0,3)=3 (1,2)=2 (1,3)=1 (2,3)=0.
    fn four() -> Vec<Vec<u32>> {
        matrix_from_pairs(4, &[5, 4, 3, 2, 1, 0])
    }

    #[test]
    fn the_computer_takes_the_top_partner_of_her_generals() {
        let value = four();
        let mut owner = vec![Owner::Free; 4];
        owner[2] = Owner::Her;
        assert_eq!(computer_pick(&value, &owner), 0, "(2,0)=4 tops row 2");
        owner[0] = Owner::Computer;
        owner[3] = Owner::Her;
        assert_eq!(computer_pick(&value, &owner), 1, "(2,1)=2 beats (3,1)=1");
    }

    #[test]
    fn the_game_is_played_out_by_hand() {
        // She takes 0, the computer 1, she 2: {0,2}=4 against {1,3}=1. Taking 1 first loses:
        // the computer takes 0, and {1,2}=2 or {1,3}=1 loses to {0,3}=3 or {0,2}=4.
        assert_eq!(best_winning_pair(&four()), Some(4));
        assert_eq!(brute(&input_of(&four())).as_deref(), Some("1\n4\n"));
    }

    #[test]
    fn brute_declines_what_it_cannot_decide() {
        assert_eq!(brute("4\n1 2 3\n4 5\n5\n"), None, "repeated value");
        assert_eq!(
            brute(&input_of(&matrix_from_pairs(3, &[0, 1, 2]))),
            None,
            "N odd"
        );
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&SPEC);
        assert_eq!(exhaustive_inputs().len(), 720);
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("4\n5 4 3\n2 1\n1000000000\n"), Ok(()));
        for bad in [
            "4\n5 4 3\n2 1\n5\n",           // a repeated value
            "5\n1 2 3 4\n5 6 7\n8 9\n10\n", // N odd
            "2\n1\n",                       // N below 4
            "4\n5 4 3\n2 1\n1000000001\n",  // a value above 10^9
            "4\n5 4 3 2\n1\n0\n",           // the wrong number on a line
            "4\n5 4 3\n2 1\n",              // a line missing
            "4\n5 4 3\n2 1\n0",             // no final newline
            "4\n5 4 3\n2 1\n0\n7\n",        // more after the last line
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
        assert!(
            validate("4\n5 4 3\n2 1\n5\n")
                .unwrap_err()
                .contains("repeated")
        );
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn she_always_wins_on_every_instance_of_the_plan_and_more() {
        let mut rng = Rng::new(0x1199);
        let random = [(6, 600), (8, 400), (10, 60)]
            .into_iter()
            .flat_map(|(n, count)| (0..count).map(move |k| (n, k)))
            .map(|(n, k)| {
                let max = if k % 2 == 0 { 100 } else { MAX_VALUE };
                input_of(&random_matrix(&mut rng, n, max))
            })
            .collect::<Vec<_>>();
        for input in exhaustive_inputs().iter().chain(&random) {
            let expected = brute(input).expect("within reach");
            assert!(expected.starts_with("1\n"), "she cannot win:\n{input}");
        }
    }

    #[test]
    fn shrinking_drops_two_generals_then_ranks_the_values() {
        let six = input_of(&matrix_from_pairs(
            6,
            &[50, 40, 30, 20, 10, 90, 80, 70, 60, 15, 25, 35, 45, 55, 65],
        ));
        let candidates = shrink(&six);
        assert!(
            candidates[..15].iter().all(|c| c.starts_with("4\n")),
            "15 pairs dropped"
        );
        assert_eq!(
            candidates[0], "4\n15 25 35\n45 55\n65\n",
            "generals 0 and 1 dropped"
        );
        assert!(candidates[15].starts_with("6\n8 6 4 2 0\n"), "ranks");
        assert!(candidates.iter().all(|c| c != &six));
    }

    #[test]
    fn the_kits_search_of_the_game_agrees_with_the_oracle() {
        let mut rng = Rng::new(0x1199);
        let random = (0..20).map(|k| input_of(&random_matrix(&mut rng, 6 + 2 * (k % 3), 100)));
        for input in exhaustive_inputs().into_iter().chain(random) {
            let value = matrix_of(&input);
            let n = value.len();
            let game = Kingdoms { value };
            let start = (vec![Owner::Free; n], false);
            let wins = plan_kit::game::first_wins(&game, &start, PLAY_BUDGET);
            let solved = plan_kit::game::solve(game, start, PLAY_BUDGET).unwrap();
            assert_eq!(wins, Some(brute(&input).unwrap().starts_with("1\n")));
            assert_eq!(Some(vec![solved.result()]), results(&input));
            assert!(solved.len() as u64 >= positions_at_least(n), "{input}");
        }
        assert!(positions_at_least(50) <= PLAY_BUDGET as u64);
        assert!(positions_at_least(52) > PLAY_BUDGET as u64);
        assert!(positions_at_least(500) > PLAY_BUDGET as u64);
    }

    #[test]
    fn the_game_is_drawn_and_refuses_in_the_rules_words() {
        let game = Kingdoms { value: four() };
        let mut owner = vec![Owner::Free; 4];
        owner[0] = Owner::Her;
        assert_eq!(
            game.draw(&(owner.clone(), false)),
            "    1 2 3 4\n  1 - 5 4 3\n  2 5 - 2 1\n  3 4 2 - 0\n  4 3 1 0 -\n\
             yours (小涵): 1 (best pair: none)\nthe computer's:  (best pair: none)\n\
             the computer to pick, by its rule\n"
        );
        let picks = game.moves(&(owner.clone(), false));
        assert_eq!(picks.len(), 1, "the computer's rule");
        assert_eq!(picks[0].name, "2");
        owner[1] = Owner::Computer;
        let refusal = |typed: &str| game.refuse(&(owner.clone(), false), typed).unwrap();
        assert_eq!(refusal("2"), "general 2 is taken");
        assert_eq!(refusal("5"), "there is no general 5: they are 1 to 4");
        assert!(refusal("battle").contains("is not a move"));
        owner[2] = Owner::Her;
        owner[3] = Owner::Computer;
        let end = game.moves(&(owner.clone(), false));
        assert_eq!(end[0].name, "battle", "{{1, 3}} = 4 beats {{2, 4}} = 1");
        assert!(game.moves(&end[0].to).is_empty());
    }

    #[test]
    fn the_generators_make_what_they_say() {
        assert_eq!(permutations(4).len(), 24);
        assert_eq!(permutations(6).len(), 720);
        let mut rng = Rng::new(1);
        let value = random_matrix(&mut rng, 8, 50);
        assert_eq!(matrix_of(&input_of(&value)), value);
    }
}
