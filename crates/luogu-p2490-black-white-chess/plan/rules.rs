//! The game and the oracle: the rules, searched.

use super::figure::DRAWN_CELLS;
use super::parse;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use plan_kit::search::WinLose;

const MOD: u64 = 1_000_000_007;

/// The most placements C(n, k) the oracle tries, and the most positions its search decides.
pub(super) const PLACEMENT_REACH: u64 = 20_000;

pub(super) const SEARCH_BUDGET: usize = 2_000_000;

/// C(n, k) exactly, or `u64::MAX` once a partial product overflows.
pub(super) fn placements(n: usize, k: usize) -> u64 {
    (0..k)
        .try_fold(1u64, |c, i| {
            Some(c.checked_mul((n - i) as u64)? / (i as u64 + 1))
        })
        .unwrap_or(u64::MAX)
}

/// A board position: the occupied cells, left to right (colours W B W B … by index), and true iff
/// A (white) is to move.
pub(super) type Position = (Vec<u16>, bool);

/// The game on a strip of `n` cells (0..n, shown from 1): A moves 1..=`d` white pieces (the 1st,
/// 3rd, … from the left), each some cells right, B 1..=`d` black ones left, no piece reaching or
/// passing a neighbour; a player with no move loses. A move is typed as the pieces moved, left to
/// right, each as its cell and the cell it goes to: `2-4 7-6`.
pub(super) struct Strip {
    pub n: usize,
    pub d: usize,
}

/// How a move is typed.
pub(super) const NOTATION: &str = "each piece moved, left to right, as its cell and the cell it goes to \
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
    pub(super) fn turns(&self, position: &Position) -> Vec<Position> {
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
pub(super) fn extend(
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
pub(super) fn all_placements(n: usize, k: usize) -> Vec<Vec<u16>> {
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
pub(super) fn first_wins_by_placement(
    n: usize,
    k: usize,
    d: usize,
) -> Option<Vec<(Vec<u16>, bool)>> {
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
pub(super) fn games(input: &str) -> Games {
    let (n, k, d) = parse(input);
    let cases = first_placements(n, k, PLACEMENT_REACH as usize)
        .into_iter()
        .map(|cells| Games::case(Strip { n, d }, (cells, true), PLAY_BUDGET))
        .collect();
    Games::new(cases)
}

/// The first `count` sets of k cells out of 0..n in lexicographic order (all of them if fewer).
pub(super) fn first_placements(n: usize, k: usize, count: usize) -> Vec<Vec<u16>> {
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
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
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
pub(super) fn oracle(input: &str) -> Option<String> {
    let (n, k, d) = parse(input);
    let won = first_wins_by_placement(n, k, d)?
        .iter()
        .filter(|(_, wins)| *wins)
        .count() as u64;
    Some(format!("{}\n", won % MOD))
}
