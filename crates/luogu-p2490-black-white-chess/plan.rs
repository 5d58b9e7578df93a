//! Luogu P2490 [SDOI2011] 黑白棋. The oracle plays the board itself: a position is the tuple of
//! occupied cells and the player to move; A moves 1..=d white pieces (the 1st, 3rd, … from the
//! left) each some cells right, B moves 1..=d black ones left, no piece reaching or passing a
//! neighbour, and a player with no move loses. That game is stated once, in the kit's words
//! ([`Strip`], the game `judge play` plays), and the oracle is a memoised search of its turns: it
//! counts, over every placement of the k pieces, those whose start (A to move) is won. It knows
//! nothing of gaps, Nim or binary digits.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::search::WinLose;
use plan_kit::svg::{Anchor, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_value};

pub const SPEC: Spec = Spec {
    name: "luogu-p2490-black-white-chess",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "every n ≤ 12, every even k ≤ n and every 1 ≤ d ≤ k (182 inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "n ≤ 16, even k ≤ min(n, 8), 1 ≤ d ≤ k (board search)",
            generate: random_small_board,
            max_size: 16,
            cases: 60,
        },
        Generator {
            name: "k = 2, n ≤ 120, d ∈ {1, 2} (one pair, long gaps)",
            generate: random_one_pair,
            max_size: 120,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    interactive: None,
};

/// The statement's limits: 1 ≤ d ≤ k ≤ n ≤ `MAX_N`, k even, k ≤ `MAX_K`.
const MAX_N: usize = 10_000;
const MAX_K: usize = 100;
const MOD: u64 = 1_000_000_007;

/// The most placements C(n, k) the oracle tries, and the most positions its search decides.
const PLACEMENT_REACH: u64 = 20_000;
const SEARCH_BUDGET: usize = 2_000_000;

/// `Ok` iff `input` is the line `n k d` within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(1, MAX_N, "n")?;
    v.space()?;
    let k = v.usize(1, MAX_K.min(n), "k")?;
    ensure(k % 2 == 0, || format!("k = {k} is odd"))?;
    v.space()?;
    v.usize(1, k, "d")?;
    v.eoln()?;
    v.eof()
}

/// The (n, k, d) of an input.
fn parse(input: &str) -> (usize, usize, usize) {
    let mut tokens = Tokens::new(input);
    (tokens.read(), tokens.read(), tokens.read())
}

/// The input holding (n, k, d).
fn input_of(n: usize, k: usize, d: usize) -> String {
    format!("{n} {k} {d}\n")
}

/// C(n, k) exactly, or `u64::MAX` once a partial product overflows.
fn placements(n: usize, k: usize) -> u64 {
    (0..k)
        .try_fold(1u64, |c, i| {
            Some(c.checked_mul((n - i) as u64)? / (i as u64 + 1))
        })
        .unwrap_or(u64::MAX)
}

/// A board position: the occupied cells, left to right (colours W B W B … by index), and true iff
/// A (white) is to move.
type Position = (Vec<u16>, bool);

/// The game on a strip of `n` cells (0..n, shown from 1): A moves 1..=`d` white pieces (the 1st,
/// 3rd, … from the left), each some cells right, B 1..=`d` black ones left, no piece reaching or
/// passing a neighbour; a player with no move loses. A move is typed as the pieces moved, left to
/// right, each as its cell and the cell it goes to: `2-4 7-6`.
struct Strip {
    pub n: usize,
    pub d: usize,
}

/// The longest strip drawn cell by cell.
const DRAWN_CELLS: usize = 40;

/// How a move is typed.
const NOTATION: &str = "each piece moved, left to right, as its cell and the cell it goes to \
                        (cells from 1): `2-4`, or `2-4 7-8` for two";

impl Strip {
    /// The cells piece `p` may move to (none if it cannot move or is not the mover's).
    fn options(&(ref cells, white): &Position, p: usize) -> std::ops::Range<u16> {
        if p.is_multiple_of(2) != white {
            0..0
        } else if white {
            cells[p] + 1..cells[p + 1]
        } else {
            cells[p - 1] + 1..cells[p]
        }
    }

    /// Every turn from `position`: `visit` gets the cells after it and the pieces it moves (by
    /// index, left to right). Pieces of one colour never share a range of cells to move to, so
    /// any choice of 1..=d of the mover's pieces, each with a new cell, is a turn.
    fn each_turn(&self, position: &Position, visit: &mut dyn FnMut(&[u16], &[usize])) {
        let options: Vec<std::ops::Range<u16>> = (0..position.0.len())
            .map(|p| Strip::options(position, p))
            .collect();
        let mut board = position.0.clone();
        extend(&options, 0, self.d, (&mut board, &mut Vec::new()), visit);
    }

    /// The positions one turn reaches, the moves of the game without their names: what the
    /// oracle's search tries.
    fn turns(&self, position: &Position) -> Vec<Position> {
        let mut reached = Vec::new();
        self.each_turn(position, &mut |board, _| {
            reached.push((board.to_vec(), !position.1));
        });
        reached
    }
}

impl Game for Strip {
    type Position = Position;

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, position: &Position) -> Vec<Move<Position>> {
        let mut reached = Vec::new();
        self.each_turn(position, &mut |board, moved| {
            let name: Vec<String> = moved
                .iter()
                .map(|&p| format!("{}-{}", position.0[p] + 1, board[p] + 1))
                .collect();
            reached.push(Move::to(name.join(" "), (board.to_vec(), !position.1)));
        });
        reached
    }

    /// Each move is 1..=d of the mover's pieces, each with one of its cells: their count, up to
    /// `u64::MAX`, so that a position with millions of moves is refused before they are listed.
    fn moves_at_least(&self, position: &Position) -> u64 {
        // ways[j] = the ways to move exactly j of the pieces seen so far
        let mut ways = vec![1u64];
        for p in 0..position.0.len() {
            let cells = Strip::options(position, p).len() as u64;
            if cells == 0 {
                continue;
            }
            if ways.len() <= self.d {
                ways.push(0);
            }
            for j in (1..ways.len()).rev() {
                ways[j] = ways[j].saturating_add(ways[j - 1].saturating_mul(cells));
            }
        }
        ways[1..].iter().fold(0, |all, &w| all.saturating_add(w))
    }

    /// The strip cell by cell, numbered under it (beyond [`DRAWN_CELLS`] cells: each piece with
    /// its cell, and the empty cells between pieces as gaps).
    fn draw(&self, (cells, white): &Position) -> String {
        let colour = |p: usize| if p.is_multiple_of(2) { "W" } else { "B" };
        let board = if self.n <= DRAWN_CELLS {
            let width = self.n.to_string().len() + 1;
            let mut row = String::new();
            let mut numbers = String::new();
            for cell in 0..self.n {
                let piece = cells
                    .iter()
                    .position(|&c| usize::from(c) == cell)
                    .map_or(".", colour);
                row.push_str(&format!("{piece:>width$}"));
                numbers.push_str(&format!("{:>width$}", cell + 1));
            }
            format!("{row}\n{numbers}")
        } else {
            let mut line = format!("{} cells:", self.n);
            let mut next = 0;
            for (p, &c) in cells.iter().enumerate() {
                let gap = usize::from(c) - next;
                if gap > 0 {
                    line.push_str(&format!(" ({gap} empty)"));
                }
                line.push_str(&format!(" {}@{}", colour(p), c + 1));
                next = usize::from(c) + 1;
            }
            if self.n > next {
                line.push_str(&format!(" ({} empty)", self.n - next));
            }
            line
        };
        let mover = if *white {
            "A to move: white pieces, to the right"
        } else {
            "B to move: black pieces, to the left"
        };
        let d = self.d;
        format!("{board}\n{mover}, 1 to {d} of them\n")
    }

    fn refuse(&self, position: &Position, typed: &str) -> Option<String> {
        Some(
            refusal(self, position, typed)
                .unwrap_or_else(|| format!("`{}` is not a move: {NOTATION}", typed.trim())),
        )
    }
}

/// Every way to move some of the pieces from index `from` on, at most `left` more of them, on
/// `board` (the pieces moved so far in `moved`): calls `visit` with each board where at least
/// one piece moved.
fn extend(
    options: &[std::ops::Range<u16>],
    from: usize,
    left: usize,
    (board, moved): (&mut Vec<u16>, &mut Vec<usize>),
    visit: &mut dyn FnMut(&[u16], &[usize]),
) {
    if from == options.len() {
        if !moved.is_empty() {
            visit(board, moved);
        }
        return;
    }
    extend(options, from + 1, left, (board, moved), visit);
    if left > 0 {
        let old = board[from];
        moved.push(from);
        for cell in options[from].clone() {
            board[from] = cell;
            extend(options, from + 1, left - 1, (board, moved), visit);
        }
        moved.pop();
        board[from] = old;
    }
}

/// Why `typed` is no move of `position`, in the rules' words, where the first fault found says
/// more than the notation.
fn refusal(strip: &Strip, position: &Position, typed: &str) -> Option<String> {
    let (cells, white) = position;
    let steps: Vec<(usize, usize)> = typed
        .split_whitespace()
        .map(|word| {
            let (from, to) = word.split_once('-')?;
            Some((from.parse().ok()?, to.parse().ok()?))
        })
        .collect::<Option<_>>()?;
    if steps.len() > strip.d {
        return Some(format!(
            "{} pieces moved: a turn moves 1 to {} of them",
            steps.len(),
            strip.d
        ));
    }
    let (own, way) = if *white {
        ("white", "right")
    } else {
        ("black", "left")
    };
    let mut pieces = Vec::new();
    for &(from, to) in &steps {
        let Some(p) = cells.iter().position(|&c| usize::from(c) + 1 == from) else {
            return Some(format!("there is no piece on cell {from}"));
        };
        if p.is_multiple_of(2) != *white {
            return Some(format!("the piece on cell {from} is not {own}"));
        }
        let cell = to.checked_sub(1).and_then(|c| u16::try_from(c).ok());
        if !cell.is_some_and(|c| Strip::options(position, p).contains(&c)) {
            return Some(format!(
                "the piece on cell {from} cannot go to cell {to}: a {own} piece moves {way}, \
                 never onto or over another piece"
            ));
        }
        pieces.push(p);
    }
    if pieces.windows(2).any(|pair| pair[0] >= pair[1]) {
        return Some("name each piece once, the pieces from left to right".to_owned());
    }
    None
}

/// Every set of k cells out of 0..n, as sorted vectors, in lexicographic order.
fn all_placements(n: usize, k: usize) -> Vec<Vec<u16>> {
    let mut all = Vec::new();
    let mut chosen: Vec<u16> = Vec::with_capacity(k);
    fn go(n: usize, k: usize, start: usize, chosen: &mut Vec<u16>, all: &mut Vec<Vec<u16>>) {
        if chosen.len() == k {
            all.push(chosen.clone());
            return;
        }
        for cell in start..=n - (k - chosen.len()) {
            chosen.push(cell as u16);
            go(n, k, cell + 1, chosen, all);
            chosen.pop();
        }
    }
    go(n, k, 0, &mut chosen, &mut all);
    all
}

/// For each placement of k pieces on n cells (in the order of [`all_placements`]), true iff A,
/// moving first, wins; `None` beyond the oracle's reach.
fn first_wins_by_placement(n: usize, k: usize, d: usize) -> Option<Vec<(Vec<u16>, bool)>> {
    if placements(n, k) > PLACEMENT_REACH {
        return None;
    }
    // the plan's own memoised search over the game's turns, not the kit's (`Searcher`, which
    // lists every move with its name first): 53 s against 9 s for the engine's tests
    let strip = Strip { n, d };
    let mut search = WinLose::new(move |p: &Position| strip.turns(p), SEARCH_BUDGET);
    all_placements(n, k)
        .into_iter()
        .map(|cells| {
            let wins = search.first_wins(&(cells.clone(), true))?;
            Some((cells, wins))
        })
        .collect()
}

/// The games of an input: one per placement of the k pieces, in the order of [`all_placements`]
/// (the first [`PLACEMENT_REACH`] of them where there are more), A first.
fn games(input: &str) -> Games {
    let (n, k, d) = parse(input);
    let cases = first_placements(n, k, PLACEMENT_REACH as usize)
        .into_iter()
        .map(|cells| Games::case(Strip { n, d }, (cells, true), PLAY_BUDGET))
        .collect();
    Games::new(cases)
}

/// The first `count` sets of k cells out of 0..n in lexicographic order (all of them if fewer).
fn first_placements(n: usize, k: usize, count: usize) -> Vec<Vec<u16>> {
    let mut cells: Vec<u16> = (0..k as u16).collect();
    let mut all = Vec::new();
    while all.len() < count {
        all.push(cells.clone());
        // the last piece that can still move right, then every piece after it packed behind it
        let Some(i) = (0..k).rev().find(|&i| usize::from(cells[i]) < n - k + i) else {
            break;
        };
        cells[i] += 1;
        for j in i + 1..k {
            cells[j] = cells[j - 1] + 1;
        }
    }
    all
}

/// The oracle's verdict on each placement: A, moving first, wins or loses it.
fn results(input: &str) -> Option<Vec<GameResult>> {
    let (n, k, d) = parse(input);
    let result = |(_, wins): (Vec<u16>, bool)| {
        if wins {
            GameResult::FirstWins
        } else {
            GameResult::SecondWins
        }
    };
    Some(
        first_wins_by_placement(n, k, d)?
            .into_iter()
            .map(result)
            .collect(),
    )
}

/// The number of layouts A wins, mod 10^9 + 7, by the board search; `None` beyond reach.
fn oracle(input: &str) -> Option<String> {
    let (n, k, d) = parse(input);
    let won = first_wins_by_placement(n, k, d)?
        .iter()
        .filter(|(_, wins)| *wins)
        .count() as u64;
    Some(format!("{}\n", won % MOD))
}

/// Every n ≤ 12, even k ≤ n, 1 ≤ d ≤ k.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 2..=12 {
        for k in (2..=n).step_by(2) {
            for d in 1..=k {
                inputs.push(input_of(n, k, d));
            }
        }
    }
    inputs
}

/// n in [2, max(size, 2)], even k ≤ min(n, 8), d in 1..=k, within the oracle's reach.
fn random_small_board(rng: &mut Rng, size: usize) -> String {
    loop {
        let n = rng.range(2, size.max(2) as u64) as usize;
        let k = 2 * rng.range(1, (n.min(8) / 2) as u64) as usize;
        let d = rng.range(1, k as u64) as usize;
        if placements(n, k) <= PLACEMENT_REACH {
            return input_of(n, k, d);
        }
    }
}

/// k = 2, n in [2, max(size, 2)], d in {1, 2}.
fn random_one_pair(rng: &mut Rng, size: usize) -> String {
    let n = rng.range(2, size.max(2) as u64) as usize;
    input_of(n, 2, rng.range(1, 2) as usize)
}

/// Smaller inputs: n lowered (k and d kept), then k lowered by 2 (d capped), then d lowered.
fn shrink(input: &str) -> Vec<String> {
    let (n, k, d) = parse(input);
    let mut candidates: Vec<String> = shrink_value(n as u64, k as u64)
        .into_iter()
        .map(|n| input_of(n as usize, k, d))
        .collect();
    if k > 2 {
        candidates.push(input_of(n, k - 2, d.min(k - 2)));
    }
    candidates.extend(
        shrink_value(d as u64, 1)
            .into_iter()
            .map(|d| input_of(n, k, d as usize)),
    );
    candidates
}

/// n = 10^4 with k = 100 and d = 1 (the most digit counts), 49, 50 (only 0 and 51·j fit) and 100;
/// k = 2 with d = 1 and 2; and n = k = 100 (no empty cell).
fn max_inputs() -> Vec<MaxInput> {
    vec![
        MaxInput {
            label: "n=10^4, k=100, d=1",
            input: input_of(MAX_N, MAX_K, 1),
        },
        MaxInput {
            label: "n=10^4, k=100, d=49",
            input: input_of(MAX_N, MAX_K, 49),
        },
        MaxInput {
            label: "n=10^4, k=100, d=100",
            input: input_of(MAX_N, MAX_K, 100),
        },
        MaxInput {
            label: "n=10^4, k=2, d=1",
            input: input_of(MAX_N, 2, 1),
        },
        MaxInput {
            label: "n=10^4, k=2, d=2",
            input: input_of(MAX_N, 2, 2),
        },
        MaxInput {
            label: "n=k=100, d=50",
            input: input_of(MAX_K, MAX_K, 50),
        },
    ]
}

/// Black-white chess on n = 8 cells with k = 4 pieces: every placement (a row), who wins with A to
/// move for d = 1 and d = 2, by the board search.
fn figure() -> String {
    const N: usize = 8;
    const K: usize = 4;
    let by_d: Vec<Vec<(Vec<u16>, bool)>> = [1, 2]
        .iter()
        .map(|&d| first_wins_by_placement(N, K, d).expect("8 cells are within reach"))
        .collect();
    let rows = by_d[0].len();
    let cell = 11.0;
    let board = |at: f64| Grid {
        left: at,
        top: 110.0,
        cell,
        cols: N,
        rows,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let columns = [40.0, 160.0];
    let (w, h) = board(0.0).size();
    let mut svg = Svg::page(
        (columns[1] + w + 150.0, 110.0 + h + 30.0),
        "Black-white chess, n = 8, k = 4",
        &[
            (Swatch::Cell(WIN), "A wins"),
            (Swatch::Cell(LOSE), "A loses"),
        ],
    );
    for (column, results) in columns.iter().zip(&by_d) {
        let grid = board(*column);
        grid.cells(
            &mut svg,
            |_, row| Some(if results[row].1 { WIN } else { LOSE }),
            |_, _| None,
        );
        for (row, (cells, _)) in results.iter().enumerate() {
            for (p, &c) in cells.iter().enumerate() {
                let (cx, cy) = grid.centre(usize::from(c), row);
                let fill = if p % 2 == 0 { PAPER } else { INK };
                svg.circle((cx, cy), cell * 0.36, fill, INK);
            }
        }
        svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    }
    for (i, d) in [1, 2].iter().enumerate() {
        let won = by_d[i].iter().filter(|(_, wins)| *wins).count();
        svg.text(
            (columns[i] + w / 2.0, 100.0),
            12.0,
            Anchor::Middle,
            INK,
            &format!("d = {d}: A wins {won} of {rows}"),
        );
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    use plan_kit::game::Searcher;

    /// The positions one turn reaches, moving at most `d` pieces.
    fn turns(d: usize, position: &Position) -> Vec<Position> {
        Strip { n: 16, d }.turns(position)
    }

    #[test]
    fn the_kits_search_of_the_game_agrees_with_the_oracles() {
        for n in 2..=9 {
            for k in (2..=n).step_by(2) {
                for d in 1..=k {
                    let strip = Strip { n, d };
                    let mut kit = Searcher::new(&strip, SEARCH_BUDGET);
                    for (cells, wins) in first_wins_by_placement(n, k, d).unwrap() {
                        let start = (cells, true);
                        assert_eq!(kit.first_wins(&start), Some(wins), "{start:?}, d = {d}");
                        let names = strip.moves(&start).into_iter().map(|m| m.to);
                        assert_eq!(names.collect::<Vec<_>>(), strip.turns(&start));
                    }
                }
            }
        }
    }

    #[test]
    fn the_board_search_follows_the_rules_by_hand() {
        let strip = Strip { n: 6, d: 1 };
        let mut search = Searcher::new(&strip, 10_000);
        assert_eq!(
            search.first_wins(&(vec![0, 1], true)),
            Some(false),
            "no gap: A cannot move"
        );
        assert_eq!(
            search.first_wins(&(vec![0, 2], true)),
            Some(true),
            "A closes the gap"
        );
        assert_eq!(
            search.first_wins(&(vec![0, 2, 3, 5], true)),
            Some(false),
            "two gaps of 1: B answers A"
        );
        assert_eq!(turns(2, &(vec![0, 2, 3, 5], true)).len(), 3);
        assert_eq!(
            turns(1, &(vec![0, 3], false)),
            vec![(vec![0, 1], true), (vec![0, 2], true)]
        );
        assert_eq!(all_placements(5, 2).len(), 10);
        assert_eq!(placements(10_000, 100), u64::MAX);
    }

    #[test]
    fn the_moves_are_named_counted_and_drawn() {
        let strip = Strip { n: 12, d: 2 };
        let position = (vec![0, 3, 4, 8, 9, 11], true);
        let names: Vec<String> = strip.moves(&position).into_iter().map(|m| m.name).collect();
        assert_eq!(
            names.len(),
            17,
            "pieces with 2, 3 and 1 cells: 6 single moves, 11 pairs"
        );
        assert!(names.contains(&"1-3 5-8".to_owned()));
        for d in 1..=6 {
            let strip = Strip { n: 12, d };
            let listed = strip.moves(&position).len() as u64;
            assert_eq!(strip.moves_at_least(&position), listed, "d = {d}");
            let black = (position.0.clone(), false);
            assert_eq!(
                strip.moves_at_least(&black),
                strip.moves(&black).len() as u64
            );
        }
        assert_eq!(
            strip.draw(&position),
            "  W  .  .  B  W  .  .  .  B  W  .  B\n  1  2  3  4  5  6  7  8  9 10 11 12\n\
             A to move: white pieces, to the right, 1 to 2 of them\n"
        );
        let long = Strip { n: 100, d: 1 };
        assert_eq!(
            long.draw(&(vec![2, 50], false)),
            "100 cells: (2 empty) W@3 (47 empty) B@51 (49 empty)\n\
             B to move: black pieces, to the left, 1 to 1 of them\n"
        );
        assert_eq!(
            strip.refuse(&position, "1-3 1-2").as_deref(),
            Some("name each piece once, the pieces from left to right")
        );
        assert_eq!(
            strip.refuse(&position, "4-2").as_deref(),
            Some("the piece on cell 4 is not white")
        );
        assert_eq!(
            strip.refuse(&position, "1-5").as_deref(),
            Some(
                "the piece on cell 1 cannot go to cell 5: a white piece moves right, never onto \
                 or over another piece"
            )
        );
    }

    #[test]
    fn the_games_are_the_placements_in_order() {
        assert_eq!(first_placements(5, 2, 100), all_placements(5, 2));
        assert_eq!(first_placements(10, 4, 1000), all_placements(10, 4));
        assert_eq!(first_placements(10_000, 100, 3).len(), 3);
        assert_eq!(first_placements(2, 2, 5), [vec![0, 1]]);
    }

    #[test]
    fn the_oracle_answers_the_sample() {
        assert_eq!(oracle("10 4 2\n").as_deref(), Some("182\n"));
        // one pair on 3 cells: A wins iff the gap is 1 (cells 0 and 2)
        assert_eq!(oracle("3 2 1\n").as_deref(), Some("1\n"));
        assert_eq!(oracle("10000 100 1\n"), None);
    }

    #[test]
    fn the_small_cases_of_the_readme() {
        let answer = |n, k, d| {
            oracle(&input_of(n, k, d))
                .unwrap()
                .trim()
                .parse::<u64>()
                .unwrap()
        };
        let four: Vec<Vec<u64>> = (4..=12)
            .map(|n| (1..=4).map(|d| answer(n, 4, d)).collect())
            .collect();
        assert_eq!(
            four,
            [
                [0, 0, 0, 0],
                [2, 2, 2, 2],
                [8, 9, 9, 9],
                [22, 25, 25, 25],
                [48, 55, 55, 55],
                [92, 105, 105, 105],
                [160, 182, 182, 182],
                [260, 294, 294, 294],
                [400, 450, 450, 450]
            ]
        );
        let six: Vec<Vec<u64>> = (6..=12)
            .map(|n| (1..=6).map(|d| answer(n, 6, d)).collect())
            .collect();
        assert_eq!(
            six,
            [
                [0, 0, 0, 0, 0, 0],
                [3, 3, 3, 3, 3, 3],
                [15, 18, 18, 18, 18, 18],
                [52, 63, 64, 64, 64, 64],
                [142, 171, 175, 175, 175, 175],
                [334, 396, 406, 406, 406, 406],
                [696, 819, 840, 840, 840, 840]
            ]
        );
    }

    #[test]
    fn every_sample_within_reach_is_the_oracles_answer() {
        let within = plan_kit::testing::assert_answers_samples(SPEC.name, oracle);
        assert_eq!(within, 8, "the sample and seven edge cases");
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("10 4 2\n"), Ok(()));
        assert_eq!(validate("10000 100 100\n"), Ok(()));
        assert_eq!(validate("2 2 1\n"), Ok(()));
        for bad in [
            "10 3 2\n",
            "10 4 5\n",
            "10 4 0\n",
            "3 4 1\n",
            "10001 2 1\n",
            "10000 102 1\n",
            "10 4 2",
            "10  4 2\n",
            "10 4\n2\n",
            "10 4 2 \n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_plan_is_valid_and_in_reach() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 20);
        plan_kit::testing::assert_plan_reaches(&SPEC);
        assert_eq!(exhaustive_inputs().len(), 182);
    }

    #[test]
    fn shrinking_lowers_n_then_k_then_d() {
        let shrunk = shrink("10 4 3\n");
        assert_eq!(shrunk[0], "4 4 3\n");
        assert!(shrunk.contains(&"10 2 2\n".to_owned()));
        assert!(shrunk.contains(&"10 4 1\n".to_owned()));
    }
}
