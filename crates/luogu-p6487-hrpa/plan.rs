//! Luogu P6487 HRPA (Fibonacci Nim). The oracle decides every position (r pebbles left, limit m
//! on the next take) with r ≤ 3000 by the rules: the mover wins iff some take t ≤ min(m, r)
//! leaves the opponent a lost position (r − t, 2t); with no pebble left the mover has lost (the
//! other player took the last one). It knows nothing of Fibonacci numbers.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, Anchor, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_value};
use std::sync::OnceLock;

pub const PLAN: Plan = Plan {
    name: "luogu-p6487-hrpa",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every N from 2 to 1000, one to an input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "N uniform in [2, 30·size], up to 3000",
            generate: random_uniform,
            max_size: 100,
            cases: 100,
        },
        Generator {
            name: "N ≤ 3000 a sum of 1 to 4 numbers of 1, 2, 3, 5, 8, … (Fibonacci numbers, their neighbours and sums)",
            generate: random_fibonacci_sums,
            max_size: 4,
            cases: 100,
        },
    ],
    beyond_reach: &[
        Generator {
            name: "N log-uniform in [2, 10^size], up to 10^15",
            generate: random_log_uniform,
            max_size: 15,
            cases: 50,
        },
        Generator {
            name: "N up to 10^15 a sum of 1 to 4 distinct non-adjacent Fibonacci numbers, the \
                   smallest of them anywhere (a large one too, which a random N seldom has)",
            generate: random_zeckendorf,
            max_size: 4,
            cases: 100,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: 2 ≤ N ≤ `MAX_N`.
const MIN_N: u64 = 2;
const MAX_N: u64 = 1_000_000_000_000_000;

/// The largest heap the oracle's table decides.
const REACH: usize = 3000;

/// `Ok` iff `input` is one line holding N within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    v.u64(MIN_N, MAX_N, "N")?;
    v.eoln()?;
    v.eof()
}

/// The N of an input.
fn parse(input: &str) -> u64 {
    Tokens::new(input).read()
}

/// The input holding `n`.
fn input_of(n: u64) -> String {
    format!("{n}\n")
}

/// A position of Fibonacci Nim: the pebbles left and the last take (`None` before the first
/// move, which may take any number, all of them included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Heap {
    pub left: u64,
    pub last: Option<u64>,
}

impl Heap {
    /// The most the player to move may take: twice the last take, never more than are left.
    pub fn limit(&self) -> u64 {
        self.last
            .map_or(self.left, |t| t.saturating_mul(2))
            .min(self.left)
    }
}

/// The game: a heap of pebbles; the first move takes any number from 1 to all of them, every
/// later one at least 1 and at most twice the move before (typed as how many to take). Whoever
/// takes the last pebble wins: with none left, the player to move has lost.
struct FibonacciNim;

/// How a move is typed.
const NOTATION: &str = "how many pebbles to take, at most twice the last take: `2`";

impl Game for FibonacciNim {
    type Position = Heap;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, heap: &Heap) -> Vec<Move<Heap>> {
        (1..=heap.limit())
            .map(|t| {
                let to = Heap {
                    left: heap.left - t,
                    last: Some(t),
                };
                Move::to(t.to_string(), to)
            })
            .collect()
    }

    fn draw(&self, heap: &Heap) -> String {
        let pebbles = if heap.left <= 40 {
            "o".repeat(heap.left as usize)
        } else {
            String::new()
        };
        let rule = match (heap.left, heap.last) {
            (0, _) => "none left: whoever took the last pebble has won".to_owned(),
            (_, None) => format!("the first move: take 1 to {}", heap.left),
            (_, Some(t)) => format!("the last take was {t}: take 1 to {}", heap.limit()),
        };
        format!("{} pebbles {pebbles}\n{rule}\n", heap.left)
    }

    fn refuse(&self, heap: &Heap, typed: &str) -> Option<String> {
        Some(match typed.trim().parse::<u64>() {
            Ok(0) => "a move takes at least one pebble".to_owned(),
            Ok(t) if t > heap.left => format!("only {} pebbles are left", heap.left),
            Ok(t) => match heap.last {
                Some(last) => format!("{t} is more than twice the last take, {last}"),
                None => format!("`{t}` is not a move: {NOTATION}"),
            },
            Err(_) => format!("`{}` is not a move: {NOTATION}", typed.trim()),
        })
    }

    fn canonical(&self, heap: &Heap) -> Heap {
        // a limit of all the pebbles left is the first move's
        if heap.limit() == heap.left {
            Heap {
                left: heap.left,
                last: None,
            }
        } else {
            *heap
        }
    }
}

/// wins[r][m] for 0 ≤ m ≤ r ≤ `REACH`: true iff the player to move, with r pebbles left and
/// allowed to take at most m, wins. A limit above r allows what m = r allows, so the position
/// (r, m) is looked up as (r, min(m, r)). Built once, bottom up in r (every take lowers r).
///
/// The takes are those of [`FibonacciNim`] (a unit test checks the kit's search of that game
/// against this table up to 60 pebbles), but the oracle keeps this table: it decides a row of
/// limits at once (the takes under the limit m are those under m − 1 and the take m), in
/// O(REACH²), where the kit's search tries every take of every position: the smallest winning
/// first move of 800 pebbles took it 4.0 s (release build; 0.42 s for 400, growing as the cube),
/// against 26 ms for this whole table up to 3000.
fn win_table() -> &'static [Vec<bool>] {
    static TABLE: OnceLock<Vec<Vec<bool>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(REACH + 1);
        for r in 0..=REACH {
            // row[m]: the takes allowed under the limit m are those under m − 1 and the take m,
            // which leaves the opponent r − m pebbles and the limit 2m
            let mut row = vec![false; r + 1];
            for m in 1..=r {
                let left = r - m;
                let opponent_wins = wins[left][(2 * m).min(left)];
                row[m] = row[m - 1] || !opponent_wins;
            }
            wins.push(row);
        }
        wins
    })
}

/// True iff the first move "take t of n" wins: it takes the last pebble, or leaves the opponent a
/// lost position (n − t, 2t). `None` beyond the table.
fn first_move_wins(n: usize, t: usize) -> Option<bool> {
    if n > REACH || t == 0 || t > n {
        return None;
    }
    let left = n - t;
    Some(!win_table()[left][(2 * t).min(left)])
}

/// The smallest winning first move for a heap of n ≤ `REACH`, by trying 1, 2, … in turn (taking
/// all n always wins).
fn smallest_winning_move(n: usize) -> Option<usize> {
    if n > REACH {
        return None;
    }
    (1..=n).find(|&t| first_move_wins(n, t) == Some(true))
}

/// The game of an input: the heap of N pebbles, Mirko first. A game is solved whole before it is
/// played: from N pebbles the positions (r left, last take t) have r + t ≤ N and at most
/// min(2t, r) moves each; a heap whose bound on the moves in all is above [`PLAY_BUDGET`] (from 165
/// pebbles on) is refused before any is listed (10^15 at the first move), as too large
/// (with N as the count of its positions, which it exceeds: the start and one after each first
/// move).
fn games(input: &str) -> Games {
    let n = parse(input);
    let case = if moves_at_most(n) > PLAY_BUDGET as u64 {
        Games::too_large(n.min(PLAY_BUDGET as u64) as usize)
    } else {
        let start = Heap {
            left: n,
            last: None,
        };
        Games::case(FibonacciNim, start, PLAY_BUDGET)
    };
    Games::new(vec![case])
}

/// A bound on the moves of every position of [`FibonacciNim`] from n pebbles: n at the start,
/// min(2t, r) from each (r, t) with r + t ≤ n (u64::MAX beyond 1000 pebbles, far above any budget
/// of `judge play`).
fn moves_at_most(n: u64) -> u64 {
    if n > 1000 {
        return u64::MAX;
    }
    let later: u64 = (1..=n)
        .map(|t| (0..=n - t).map(|r| r.min(2 * t)).sum::<u64>())
        .sum();
    n + later
}

/// The oracle's answer as the result: Mirko moves first and always wins (taking all the pebbles
/// wins at once), so the oracle's smallest winning first move is there for every N it reaches.
fn results(input: &str) -> Option<Vec<GameResult>> {
    oracle(input).map(|_| vec![GameResult::FirstWins])
}

/// The expected output from the table, or `None` if N is beyond `REACH`.
fn oracle(input: &str) -> Option<String> {
    let n = usize::try_from(parse(input)).ok()?;
    let answer = smallest_winning_move(n)?;
    Some(format!("{answer}\n"))
}

/// Every N from 2 to 1000, one to an input (the format has one heap).
fn exhaustive_inputs() -> Vec<String> {
    (MIN_N..=1000).map(input_of).collect()
}

/// N uniform in [2, 30·size].
fn random_uniform(rng: &mut Rng, size: usize) -> String {
    input_of(rng.range(MIN_N, (30 * size as u64).max(MIN_N)))
}

/// The numbers 1, 2, 3, 5, 8, … up to `REACH`: the generator's building blocks (the oracle does
/// not use them).
fn fibonacci_up_to_reach() -> Vec<u64> {
    let mut terms = vec![1u64, 2];
    while terms[terms.len() - 1] + terms[terms.len() - 2] <= REACH as u64 {
        terms.push(terms[terms.len() - 1] + terms[terms.len() - 2]);
    }
    terms
}

/// A sum of 1..=`size` Fibonacci numbers (repeats and neighbours allowed), maybe off by one,
/// kept in [2, 3000].
fn random_fibonacci_sums(rng: &mut Rng, size: usize) -> String {
    let terms = fibonacci_up_to_reach();
    let count = 1 + rng.below(size);
    let sum: u64 = (0..count).map(|_| terms[rng.below(terms.len())]).sum();
    let nudged = match rng.below(4) {
        0 => sum.saturating_sub(1),
        1 => sum + 1,
        _ => sum,
    };
    input_of(nudged.clamp(MIN_N, REACH as u64))
}

/// N log-uniform: a uniform number of digits up to `size`, then N uniform among them.
fn random_log_uniform(rng: &mut Rng, size: usize) -> String {
    let digits = 1 + rng.below(size.min(15)) as u32;
    let hi = 10u64.pow(digits).min(MAX_N);
    input_of(rng.range((hi / 10).max(MIN_N), hi))
}

/// A sum of 1..=`size` distinct Fibonacci numbers (1, 2, 3, 5, …), no two adjacent, at most
/// 10^15: a Zeckendorf representation drawn term by term, so that its smallest term is as often
/// large as small (the winning first take is that term).
fn random_zeckendorf(rng: &mut Rng, size: usize) -> String {
    let mut terms = vec![1u64, 2];
    while terms[terms.len() - 1] + terms[terms.len() - 2] <= MAX_N {
        terms.push(terms[terms.len() - 1] + terms[terms.len() - 2]);
    }
    let count = 1 + rng.below(size);
    // the largest index first, then each next one at least two below the last
    let mut index = terms.len() - 1 - rng.below(terms.len() / 2);
    let mut sum = terms[index];
    for _ in 1..count {
        if index < 3 {
            break;
        }
        index = rng.below(index - 1);
        sum += terms[index];
    }
    input_of(sum.clamp(MIN_N, MAX_N))
}

/// Smaller heaps: 2, then N lowered by a half, a quarter, … of the distance, and N − 1.
fn shrink(input: &str) -> Vec<String> {
    shrink_value(parse(input), MIN_N)
        .into_iter()
        .map(input_of)
        .collect()
}

/// N = 10^15; the largest Fibonacci number below 10^15 (whose answer is itself); that number minus
/// 1, whose Zeckendorf representation has the most terms.
fn max_inputs() -> Vec<MaxInput> {
    let (mut a, mut b) = (1u64, 2u64);
    while b <= MAX_N {
        (a, b) = (b, a + b);
    }
    vec![
        MaxInput {
            label: "N=10^15",
            input: input_of(MAX_N),
        },
        MaxInput {
            label: "N=the largest Fibonacci number ≤ 10^15",
            input: input_of(a),
        },
        MaxInput {
            label: "N=the largest Fibonacci number ≤ 10^15, minus 1",
            input: input_of(a - 1),
        },
    ]
}

/// HRPA: for each N ≤ 34 (a row) which first moves t (a column) win, by the oracle's table, the
/// smallest winning one framed.
fn figure() -> String {
    const SIDE: usize = 34;
    let grid = Grid::table((60.0, 100.0), 16.0, (SIDE, SIDE - 1), (1, 2));
    let (w, h) = grid.size();
    let n_at = |row: usize| row + 2;
    let t_at = |col: usize| col + 1;
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 60.0),
        "HRPA: which first moves t win a heap of N ≤ 34",
        &[
            (Swatch::Cell(WIN), "taking t wins"),
            (Swatch::Cell(LOSE), "taking t loses"),
            (Swatch::Line(ACCENT, ""), "the smallest winning t"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| first_move_wins(n_at(row), t_at(col)).map(|wins| if wins { WIN } else { LOSE }),
        |_, _| None,
    );
    for row in 0..grid.rows {
        let n = n_at(row);
        for col in 0..n {
            let (cx, cy) = grid.centre(col, row);
            let half = grid.cell / 2.0;
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 0.5);
        }
        let best = smallest_winning_move(n).expect("a heap within reach");
        let (cx, cy) = grid.centre(best - 1, row);
        let half = grid.cell / 2.0;
        svg.frame(
            cx - half + 1.0,
            cy - half + 1.0,
            grid.cell - 2.0,
            grid.cell - 2.0,
            ACCENT,
            2.5,
        );
        svg.text(
            (grid.left - 6.0, cy),
            10.0,
            Anchor::End,
            INK,
            &n.to_string(),
        );
    }
    for col in (0..SIDE).filter(|col| t_at(*col) % 5 == 0 || *col == 0) {
        let (cx, _) = grid.centre(col, grid.rows - 1);
        svg.text(
            (cx, grid.top + h + 12.0),
            10.0,
            Anchor::Middle,
            INK,
            &t_at(col).to_string(),
        );
    }
    svg.text(
        (grid.left + w / 2.0, grid.top + h + 32.0),
        13.0,
        Anchor::Middle,
        INK,
        "the first move t (columns); the heap N (rows)",
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use plan_kit::game::Searcher;
    use plan_kit::search::WinLose;

    /// The positions one take reaches from (r, m): (r − t, 2t) for 1 ≤ t ≤ min(m, r).
    fn takes(&(r, m): &(usize, usize)) -> Vec<(usize, usize)> {
        (1..=m.min(r)).map(|t| (r - t, 2 * t)).collect()
    }

    #[test]
    fn the_kits_search_of_the_game_agrees_with_the_table() {
        let mut kit = Searcher::new(&FibonacciNim, 1_000_000);
        let wins = win_table();
        for left in 0..=60u64 {
            let first = Heap { left, last: None };
            assert_eq!(
                kit.first_wins(&first),
                Some(wins[left as usize][left as usize])
            );
            for last in 1..=left + 2 {
                let heap = Heap {
                    left,
                    last: Some(last),
                };
                let limit = heap.limit() as usize;
                assert_eq!(
                    kit.first_wins(&heap),
                    Some(wins[left as usize][limit]),
                    "{heap:?}"
                );
            }
        }
    }

    #[test]
    fn the_table_is_the_literal_search_of_the_rules() {
        let mut search = WinLose::new(takes, 1_000_000);
        let wins = win_table();
        for r in 0..=80 {
            for m in 0..=r + 3 {
                let literal = search.first_wins(&(r, m)).expect("within budget");
                assert_eq!(wins[r][m.min(r)], literal, "r = {r}, m = {m}");
            }
        }
    }

    #[test]
    fn the_oracle_answers_the_samples_by_hand() {
        // 4: take 1, and the opponent faces 3 with the limit 2
        assert_eq!(oracle("4\n").as_deref(), Some("1\n"));
        assert_eq!(oracle("7\n").as_deref(), Some("2\n"));
        assert_eq!(oracle("8\n").as_deref(), Some("8\n"));
        // 2: taking 1 leaves 1 to the opponent, who takes it
        assert_eq!(oracle("2\n").as_deref(), Some("2\n"));
        assert_eq!(oracle("3\n").as_deref(), Some("3\n"));
        assert_eq!(oracle("6\n").as_deref(), Some("1\n"));
        assert_eq!(oracle("3001\n"), None);
        assert!(
            !win_table()[0][0],
            "no pebble left: the other player took the last"
        );
        assert!(
            !win_table()[3][2],
            "3 with limit 2: 2 leaves 1, 1 leaves 2 with limit 2"
        );
    }

    #[test]
    fn the_small_cases_of_the_readme() {
        let answers: Vec<usize> = (2..=40)
            .map(|n| smallest_winning_move(n).unwrap())
            .collect();
        assert_eq!(
            answers,
            [
                2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13, 1, 2, 3, 1, 5, 1, 2, 21, 1, 2, 3, 1, 5, 1, 2,
                8, 1, 2, 3, 1, 34, 1, 2, 3, 1, 5, 1
            ]
        );
    }

    #[test]
    fn every_sample_within_reach_is_the_oracles_answer() {
        let within = plan_kit::testing::assert_answers_samples(PLAN.name, oracle);
        assert_eq!(within, 8, "the samples 4 and 7 and six edge cases");
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("2\n"), Ok(()));
        assert_eq!(validate("1000000000000000\n"), Ok(()));
        for bad in [
            "1\n",
            "0\n",
            "1000000000000001\n",
            "4",
            "4 \n",
            "04\n",
            "4\n\n",
            "4\n5\n",
            "-4\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_plan_is_valid_and_in_reach() {
        plan_kit::testing::assert_plan_is_valid(&PLAN, 40);
        plan_kit::testing::assert_plan_reaches(&PLAN);
        assert_eq!(exhaustive_inputs().len(), 999);
        let labels: Vec<String> = max_inputs().iter().map(|m| m.input.clone()).collect();
        assert_eq!(labels[1], "806515533049393\n");
    }

    #[test]
    fn shrinking_lowers_the_heap() {
        assert_eq!(shrink("10\n")[0], "2\n");
        assert!(shrink("10\n").contains(&"9\n".to_owned()));
        assert!(shrink("2\n").is_empty());
    }
}
