//! Luogu P3185 [HNOI2007] 分裂游戏. The oracle decides positions by a win/lose search from the
//! rules: a move takes a bean from bottle i ≥ 0 (p_i ≥ 1) and adds one to bottles j and k,
//! i < j ≤ k ≤ n − 1. Two facts of the rules shrink the positions, and nothing else is used:
//! beans in the last bottle never move (no j > n − 1), so that bottle is dropped; and a position
//! is the sum of its beans (a move touches one bean), so two beans in one bottle cancel (the
//! second player copies each move of one onto the other): only the parity of each count matters.
//! The search runs over the 2^(n−1) parity vectors, bottom up (a move clears the source's bit, the
//! highest it touches). The oracle lists every legal first move in lexicographic order and keeps
//! those that leave a lost position. The unit tests check the parity search against a literal
//! search of the whole count vectors: the kit's search of the game stated once ([`Split`]). It
//! knows nothing of Grundy values. The oracle keeps its parity table for speed: the kit's search
//! of the count vectors would meet every count up to 10^4 in 21 bottles, far beyond any budget.

use plan_kit::figures::{plot_grid, win_lose_cells};
#[cfg(test)]
use plan_kit::game::Searcher;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::svg::{LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{
    Candidates, Exhaustive, Figure, Generator, MaxInput, Plan, all_vectors, shrink_list,
};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Mutex, OnceLock};

pub const PLAN: Plan = Plan {
    name: "luogu-p3185-split-game",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every vector of n = 2..4 bottles of ≤ 3 beans and of n = 5 bottles of ≤ 2 beans \
                (579 vectors, 10 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-10 tests of n = 2..size+1 ≤ 21 bottles of 0-3 beans",
            generate: random_small,
            max_size: 20,
            cases: 60,
        },
        Generator {
            name: "1-10 tests of n ≤ 21 bottles (n = 21 in the first) of up to 10^4 beans, many \
                   empty or even",
            generate: random_large,
            max_size: 20,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits.
const MAX_T: usize = 10;
const MIN_N: usize = 2;
const MAX_N: usize = 21;
const MAX_P: u32 = 10_000;

/// `Ok` iff `input` is t tests, each a line n and a line of n bean counts, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "t")?;
    for _ in 0..t {
        let n = v.usize_line(MIN_N, MAX_N, "n")?;
        v.u64_line(n, 0, MAX_P.into(), "p")?;
    }
    v.eof()
}

/// The tests of a valid input, one vector of bean counts each.
fn parse_input(input: &str) -> Vec<Vec<u32>> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t)
        .map(|_| {
            let n: usize = tokens.read();
            tokens.many(n)
        })
        .collect()
}

/// An input holding `tests`.
fn input_of(tests: &[Vec<u32>]) -> String {
    let mut input = format!("{}\n", tests.len());
    for beans in tests {
        let line: Vec<String> = beans.iter().map(u32::to_string).collect();
        writeln!(input, "{}\n{}", beans.len(), line.join(" ")).unwrap();
    }
    input
}

/// A whole vector of bean counts.
type Beans = Vec<u32>;

/// Every legal move (i, j, k) from `beans`, in lexicographic order.
fn legal_moves(beans: &[u32]) -> Vec<(usize, usize, usize)> {
    let n = beans.len();
    let mut moves = Vec::new();
    for i in (0..n).filter(|&i| beans[i] >= 1) {
        for j in i + 1..n {
            for k in j..n {
                moves.push((i, j, k));
            }
        }
    }
    moves
}

/// The bit of bottle `b` (< n − 1) in a parity vector of n bottles: bottle 0 is the highest.
fn bit(n: usize, b: usize) -> usize {
    1 << (n - 2 - b)
}

/// The parity vector of `beans` (the last bottle dropped).
fn parity(beans: &[u32]) -> usize {
    let n = beans.len();
    (0..n - 1)
        .filter(|&b| beans[b] % 2 == 1)
        .fold(0, |mask, b| mask | bit(n, b))
}

/// wins[mask] for the parity vectors of n bottles: true iff the player to move wins. Built bottom
/// up: a move from bottle i clears the bit of i and toggles only lower bits, so it lowers the mask.
fn win_table(n: usize) -> &'static [bool] {
    static TABLES: OnceLock<Mutex<HashMap<usize, &'static [bool]>>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(&table) = tables.lock().unwrap().get(&n) {
        return table;
    }
    let size = 1usize << (n - 1);
    let mut wins = vec![false; size];
    // toggle[j] = the bit of bottle j, or 0 for the last bottle (dropped)
    let toggle: Vec<usize> = (0..n)
        .map(|j| if j + 1 < n { bit(n, j) } else { 0 })
        .collect();
    for mask in 1..size {
        wins[mask] = (0..n - 1).filter(|&i| mask & bit(n, i) != 0).any(|i| {
            (i + 1..n).any(|j| (j..n).any(|k| !wins[mask ^ bit(n, i) ^ toggle[j] ^ toggle[k]]))
        });
    }
    let table: &'static [bool] = Box::leak(wins.into_boxed_slice());
    tables.lock().unwrap().insert(n, table);
    table
}

/// True iff the player to move wins from `beans`, by the parity search.
fn first_wins(beans: &[u32]) -> bool {
    win_table(beans.len())[parity(beans)]
}

/// The winning first moves from `beans`, in lexicographic order.
fn winning_moves(beans: &[u32]) -> Vec<(usize, usize, usize)> {
    legal_moves(beans)
        .into_iter()
        .filter(|&(i, j, k)| {
            let mut next = beans.to_vec();
            next[i] -= 1;
            next[j] += 1;
            next[k] += 1;
            !first_wins(&next)
        })
        .collect()
}

/// The expected output: per test the smallest winning move (or -1 -1 -1) and their number.
fn oracle(input: &str) -> Option<String> {
    let mut out = String::new();
    for beans in parse_input(input) {
        let winning = winning_moves(&beans);
        match winning.first() {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}").unwrap(),
            None => out.push_str("-1 -1 -1\n"),
        }
        writeln!(out, "{}", winning.len()).unwrap();
    }
    Some(out)
}

/// The game: bottles 0, …, n − 1 of beans; a move takes a bean out of a bottle i and puts one
/// into bottle j and one into bottle k, i < j ≤ k ≤ n − 1, typed as `i j k` (`0 1 1`); the player
/// with no move loses. A position is the bean counts as they stand.
struct Split;

/// How a move is typed.
const NOTATION: &str = "three bottles i j k (from 0), i < j ≤ k: a bean out of i, one into j \
                        and one into k: `0 1 1`";

impl Game for Split {
    type Position = Beans;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, beans: &Beans) -> Vec<Move<Beans>> {
        legal_moves(beans)
            .into_iter()
            .map(|(i, j, k)| {
                let mut next = beans.clone();
                next[i] -= 1;
                next[j] += 1;
                next[k] += 1;
                Move::to(format!("{i} {j} {k}"), next)
            })
            .collect()
    }

    fn draw(&self, beans: &Beans) -> String {
        let mut text = String::new();
        for (b, &count) in beans.iter().enumerate() {
            let shown = if count <= 30 {
                "o".repeat(count as usize)
            } else {
                "many beans".to_owned()
            };
            writeln!(text, "bottle {b:>2}: {shown:<30} {count}").unwrap();
        }
        text
    }

    fn refuse(&self, beans: &Beans, typed: &str) -> Option<String> {
        let numbers: Option<Vec<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let n = beans.len();
        Some(match numbers.as_deref() {
            Some(&[i, j, k]) => {
                if let Some(&b) = [i, j, k].iter().find(|&&b| b >= n) {
                    format!("there is no bottle {b}: the bottles are 0 to {}", n - 1)
                } else if !(i < j && j <= k) {
                    "the bottles must be i < j ≤ k".to_owned()
                } else {
                    format!("bottle {i} is empty")
                }
            }
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }
}

/// A literal win/lose search over whole vectors of counts (the last bottle kept), with no
/// reduction at all: the kit's search of [`Split`], for the unit tests.
#[cfg(test)]
fn literal_search() -> Searcher<'static, Split> {
    Searcher::new(&Split, 5_000_000)
}

/// The games of an input: each test's bottles, 聪聪 first.
fn games(input: &str) -> Games {
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|beans| Games::case(Split, beans, PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: a winning first move, the first player wins; `-1 -1 -1`, the
/// second.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let answer = oracle(input)?;
    let result = |line: &str| match line {
        "-1 -1 -1" => GameResult::SecondWins,
        _ => GameResult::FirstWins,
    };
    Some(answer.lines().step_by(2).map(result).collect())
}

/// Every vector of n = 2..4 bottles of ≤ 3 beans, then of n = 5 bottles of ≤ 2 beans.
fn exhaustive_inputs() -> Vec<String> {
    let mut tests: Vec<Vec<u32>> = Vec::new();
    for (n, top) in [(2, 3), (3, 3), (4, 3), (5, 2)] {
        tests.extend(all_vectors(n, top).into_iter().filter(|v| v.len() == n));
    }
    tests.chunks(MAX_T).map(input_of).collect()
}

/// 1-10 tests of n = 2..=`size` + 1 bottles of 0-3 beans.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let tests: Vec<Vec<u32>> = (0..1 + rng.below(MAX_T))
        .map(|_| {
            let n = rng.range(MIN_N as u64, size as u64 + 1) as usize;
            (0..n).map(|_| rng.range(0, 3) as u32).collect()
        })
        .collect();
    input_of(&tests)
}

/// 1-10 tests of n ≤ `size` + 1 bottles (the first exactly) of up to 10^4 beans: empty, even,
/// odd or the extremes.
fn random_large(rng: &mut Rng, size: usize) -> String {
    let tests: Vec<Vec<u32>> = (0..1 + rng.below(MAX_T))
        .map(|t| {
            let n = if t == 0 {
                size + 1
            } else {
                rng.range(MIN_N as u64, size as u64 + 1) as usize
            };
            (0..n)
                .map(|_| match rng.below(4) {
                    0 => 0,
                    1 => 2 * rng.range(1, u64::from(MAX_P) / 2) as u32,
                    2 => rng.range(0, MAX_P.into()) as u32,
                    _ => [1, MAX_P, MAX_P - 1][rng.below(3)],
                })
                .collect()
        })
        .collect();
    input_of(&tests)
}

/// Smaller inputs: single tests, fewer tests, a test with its first or last bottle removed, or a
/// count lowered.
fn shrink(input: &str) -> Vec<String> {
    let tests = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&tests) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (i, beans) in tests.iter().enumerate() {
        let with = |beans: Vec<u32>| {
            let mut next = tests.clone();
            next[i] = beans;
            input_of(&next)
        };
        if beans.len() > MIN_N {
            candidates.push(|| with(beans[1..].to_vec()));
            candidates.push(|| with(beans[..beans.len() - 1].to_vec()));
        }
        for (b, &p) in beans.iter().enumerate() {
            for lower in plan_kit::shrink_value(p.into(), 0) {
                candidates.push(|| {
                    let mut next = beans.clone();
                    next[b] = lower as u32;
                    with(next)
                });
            }
        }
    }
    candidates.into_vec()
}

/// t = 10 tests of n = 21 bottles: random counts up to 10^4, and every bottle full (10^4, even:
/// lost, yet every bottle but the last is a source).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(3185);
    let random: Vec<Vec<u32>> = (0..MAX_T)
        .map(|_| {
            (0..MAX_N)
                .map(|_| rng.range(0, MAX_P.into()) as u32)
                .collect()
        })
        .collect();
    let full = vec![vec![MAX_P; MAX_N]; MAX_T];
    vec![
        MaxInput {
            label: "t=10, n=21, p_i ≤ 10^4 random",
            input: input_of(&random),
        },
        MaxInput {
            label: "t=10, n=21, every p_i = 10^4",
            input: input_of(&full),
        },
    ]
}

/// Split Game: who wins from each parity vector of bottles 0..7 among n = 9 (the last bottle
/// holds no matter), by the oracle's search: bottles 0-3 as the row, 4-7 as the column, in binary.
fn figure() -> String {
    const N: usize = 9;
    let wins = win_table(N);
    let grid = plot_grid((70.0, 96.0), 24.0, 16, 0);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Split Game, n = 9: who wins",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    // the row's four bits are bottles 0..3 (bottle 0 highest), the column's bottles 4..7
    win_lose_cells(&mut svg, &grid, |x, y| !wins[(y << 4) | x]);
    grid.axes(
        &mut svg,
        4,
        "bottles 4-7 (odd counts, binary)",
        "bottles 0-3",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_follows_the_rules_by_hand() {
        assert!(!first_wins(&[0, 5]), "beans in the last bottle never move");
        assert!(
            first_wins(&[1, 0]),
            "the move (0, 1, 1) leaves only the last bottle"
        );
        assert!(!first_wins(&[2, 0]), "the second player copies");
        // (0, 1, 2) leaves a bean in bottle 1, which can still move
        assert_eq!(winning_moves(&[1, 0, 0]), vec![(0, 1, 1), (0, 2, 2)]);
        assert!(legal_moves(&[0, 0, 7]).is_empty());
    }

    #[test]
    fn the_oracle_answers_the_sample() {
        assert_eq!(
            oracle("2\n4\n1 0 1 5000\n3\n0 0 1\n").as_deref(),
            Some("0 2 3\n1\n-1 -1 -1\n0\n")
        );
    }

    #[test]
    fn the_parity_search_agrees_with_a_literal_search() {
        let mut literal = literal_search();
        let mut checked = 0;
        for (n, top) in [(2, 4), (3, 4), (4, 3), (5, 2)] {
            for beans in all_vectors(n, top).into_iter().filter(|v| v.len() == n) {
                assert_eq!(
                    literal.first_wins(&beans),
                    Some(first_wins(&beans)),
                    "{beans:?}"
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 25 + 125 + 256 + 243);
    }

    #[test]
    fn the_tables_reach_n_21() {
        let wins = win_table(MAX_N);
        assert_eq!(wins.len(), 1 << 20);
        assert!(!wins[0]);
        let winning = winning_moves(&[1; MAX_N]);
        assert_eq!(
            winning.len(),
            winning_moves(&[3; MAX_N]).len(),
            "only parity matters"
        );
    }

    #[test]
    fn the_plan_is_valid() {
        plan_kit::testing::assert_plan_reaches(&PLAN);
        assert_eq!(exhaustive_inputs().len(), 58);
    }

    #[test]
    fn the_validator_rejects_what_the_statement_excludes() {
        assert_eq!(validate("1\n2\n0 10000\n"), Ok(()));
        for bad in [
            "0\n",
            "1\n1\n5\n",
            "1\n22\n0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
            "1\n2\n0 10001\n",
            "1\n2\n0  1\n",
            "1\n2\n0 1",
            "1\n3\n0 1\n",
            "2\n2\n0 1\n",
            "1\n2\n-1 1\n",
        ] {
            assert!(validate(bad).is_err(), "accepted {bad:?}");
        }
    }

    #[test]
    fn the_edge_outputs_are_the_oracles() {
        let dir = plan_kit::testing::samples_dir(PLAN.name);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "in") {
                let input = std::fs::read_to_string(&path).unwrap();
                let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
                assert_eq!(oracle(&input).as_deref(), Some(&*expected), "{path:?}");
            }
        }
    }

    #[test]
    fn shrinking_tries_single_tests_first() {
        let candidates = shrink("2\n3\n1 0 2\n2\n0 1\n");
        assert_eq!(candidates[..2], ["1\n3\n1 0 2\n", "1\n2\n0 1\n"]);
        assert!(candidates.contains(&"2\n2\n0 2\n2\n0 1\n".to_owned()));
    }
}
