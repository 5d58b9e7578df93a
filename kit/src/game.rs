//! A game stated once, in the kit's words: its positions (each drawn as a short text), the moves
//! from a position (each with the notation a person types and the position it reaches, the other
//! player to move there), and what kind of game it is, which says how it ends. From that alone
//! the kit's searches decide it, knowing nothing of any problem:
//!
//! - [`solve`] enumerates every position reachable from a start (within a budget) and labels them
//!   backwards from the ends (retrograde analysis): win, lose or draw for the player to move with
//!   the number of moves best play lasts, or the score a player makes from there, and the Grundy
//!   value of an impartial game. [`Solved`] is what `judge play`, its hints and the book's boards
//!   walk.
//! - [`first_wins`] decides one position of an acyclic win/lose game depth first, stopping at the
//!   first winning move: the oracles' search, cheaper than a whole solution.
//!
//! The kinds the collection has: impartial under normal play (no move: the player to move
//! loses) and misère play (no move: that player wins), partizan games under normal play (whose
//! turn it is being part of the position), games scored move by move (the player to move
//! maximises their own total minus the other's), and any of the win/lose kinds with cycles (what
//! no rule decides is a draw).

use crate::search::WinLose;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// How a game ends, and so what its searches compute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The same moves for both players; the player with no move loses. Has Grundy values.
    Impartial,
    /// The same moves for both players; the player with no move wins.
    Misere,
    /// Each player has moves of their own (whose turn it is is part of the position); the player
    /// with no move loses.
    Partizan,
    /// Every move gains its mover points ([`Move::gain`]); when no move is left, the player with
    /// more points wins. Each player maximises their own total minus the other's.
    Score,
}

/// One legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move<P> {
    /// As a person types it (`2 3`, `take 4 from pile 1`), unique among the position's moves.
    pub name: String,
    /// The position it reaches, the other player to move.
    pub to: P,
    /// The points its mover gains (a [`Kind::Score`] game; 0 in every other).
    pub gain: i64,
}

impl<P> Move<P> {
    /// A move of a win/lose game.
    pub fn to(name: impl Into<String>, to: P) -> Move<P> {
        Move {
            name: name.into(),
            to,
            gain: 0,
        }
    }
}

/// A game: its positions, the moves from each, how it ends.
pub trait Game {
    /// A position: everything that decides the rest of the game, whose turn it is included
    /// where that matters (a partizan or scored game).
    type Position: Clone + Eq + Hash + Debug;
    fn kind(&self) -> Kind;
    /// The legal moves from `position`, in the order they are listed.
    fn moves(&self, position: &Self::Position) -> Vec<Move<Self::Position>>;
    /// The position drawn as a few short lines of text.
    fn draw(&self, position: &Self::Position) -> String;
    /// Why `typed` is no legal move from `position`, in the rules' words, if they say more than
    /// that it is not among the moves.
    fn refuse(&self, _position: &Self::Position, _typed: &str) -> Option<String> {
        None
    }
    /// A position that is the same game as `position` (the piles sorted, the empty ones dropped,
    /// say): the searches of the oracles decide it once for all of them. The moves of `solve`,
    /// which a person plays, keep the positions as they are.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }
    /// At least how many moves `position` has, where that can be more than a computer lists
    /// (a pile of 10^9 stones): [`solve`] gives up before it asks for them.
    fn moves_at_least(&self, _position: &Self::Position) -> u64 {
        0
    }
}

/// Who wins from a position, for the player to move there, with best play by both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Lose,
    /// Neither can force an end (a game with cycles), or a scored game that ends level.
    Draw,
}

impl Outcome {
    /// The outcome for the other player.
    pub fn flip(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }

    /// The word `?` lists a move with: `win`, `lose`, `draw`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Draw => "draw",
        }
    }
}

/// A position's value for the player to move, with best play by both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub outcome: Outcome,
    /// How many moves best play lasts: the winner ends the game as soon as it can, the loser as
    /// late as it can (0 for a drawn position, where the game need not end).
    pub moves_left: u32,
    /// A scored game: the player to move's total minus the other's, made from here on.
    pub margin: Option<i64>,
}

/// How a game ends, once played: the first player is the one to move at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    FirstWins,
    SecondWins,
    Draw,
    /// A scored game: the first player's total minus the second's.
    Margin(i64),
}

impl GameResult {
    /// The result of a game that cannot be drawn: `FirstWins` iff `first_wins`, else `SecondWins`.
    pub fn of(first_wins: bool) -> GameResult {
        if first_wins {
            GameResult::FirstWins
        } else {
            GameResult::SecondWins
        }
    }

    /// The results an answer of one line per game names, for a statement that prints `first` when
    /// the first player wins and another word when the second does: each line is `FirstWins` iff
    /// it is `first`, else `SecondWins`.
    pub fn per_line(answer: &str, first: &str) -> Vec<GameResult> {
        answer
            .lines()
            .map(|line| GameResult::of(line == first))
            .collect()
    }
}

/// A game solved from one start: every position reachable from it, numbered from 0 (the start),
/// with its moves and its value.
pub struct Solved {
    kind: Kind,
    /// moves[p] = (name, position reached, gain) of each move from p.
    moves: Vec<Vec<(String, usize, i64)>>,
    values: Vec<Value>,
    /// Each position's Grundy value ([`Kind::Impartial`] games only).
    grundy: Option<Vec<u64>>,
    /// The game and its positions by number: their drawings, and what the rules say of a move a
    /// person typed that is not among the moves.
    positions: Box<dyn Numbered>,
}

/// A game's positions by number, for [`Solved`], which knows neither their type nor the game's.
trait Numbered {
    fn draw(&self, position: usize) -> String;
    fn refuse(&self, position: usize, typed: &str) -> Option<String>;
}

/// A game with its positions numbered.
struct Positions<G: Game> {
    game: G,
    positions: Vec<G::Position>,
}

impl<G: Game> Numbered for Positions<G> {
    fn draw(&self, position: usize) -> String {
        self.game.draw(&self.positions[position])
    }

    fn refuse(&self, position: usize, typed: &str) -> Option<String> {
        self.game.refuse(&self.positions[position], typed)
    }
}

/// [`solve`] found more positions than its budget, or more moves than [`MOVES_PER_POSITION`]
/// times it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub budget: usize,
}

/// How many moves [`solve`] lists per position of its budget, on average, at most.
pub const MOVES_PER_POSITION: u64 = 4;

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the game has more than {} positions (or {} moves), too many to solve here",
            self.budget,
            self.budget as u64 * MOVES_PER_POSITION
        )
    }
}

/// Every position of `game` reachable from `start`, each decided: `Err` if there are more than
/// `budget`. A scored game must end (no cycle): one that can cycle is refused (a plan error).
pub fn solve<G: Game + 'static>(
    game: G,
    start: G::Position,
    budget: usize,
) -> Result<Solved, TooLarge> {
    let (positions, moves) = explore(&game, start, budget)?;
    let kind = game.kind();
    let values = match kind {
        Kind::Score => margins(&moves),
        _ => retrograde(kind, &moves),
    };
    let grundy = (kind == Kind::Impartial).then(|| grundy_values(&moves));
    Ok(Solved {
        kind,
        moves,
        values,
        grundy,
        positions: Box::new(Positions { game, positions }),
    })
}

/// The positions reachable from `start` (the start first) and each one's moves as numbers.
type Explored<P> = (Vec<P>, Vec<Vec<(String, usize, i64)>>);

/// Breadth first from `start`: every reachable position, numbered as first met.
fn explore<G: Game>(
    game: &G,
    start: G::Position,
    budget: usize,
) -> Result<Explored<G::Position>, TooLarge> {
    let mut number: HashMap<G::Position, usize> = HashMap::new();
    let mut positions = vec![start.clone()];
    number.insert(start, 0);
    let mut moves = Vec::new();
    let mut next = 0;
    let mut listed = 0u64;
    let most_moves = budget as u64 * MOVES_PER_POSITION;
    while next < positions.len() {
        // asked first, so that a position with too many moves is never listed
        if listed.saturating_add(game.moves_at_least(&positions[next])) > most_moves {
            return Err(TooLarge { budget });
        }
        let listing = game.moves(&positions[next]);
        listed += listing.len() as u64;
        if listed > most_moves {
            return Err(TooLarge { budget });
        }
        let mut from_here = Vec::new();
        for step in listing {
            let id = match number.get(&step.to) {
                Some(&id) => id,
                None => {
                    if positions.len() >= budget {
                        return Err(TooLarge { budget });
                    }
                    number.insert(step.to.clone(), positions.len());
                    positions.push(step.to);
                    positions.len() - 1
                }
            };
            from_here.push((step.name, id, step.gain));
        }
        moves.push(from_here);
        next += 1;
    }
    Ok((positions, moves))
}

/// The positions one move leads to each position from, by position.
fn predecessors(moves: &[Vec<(String, usize, i64)>]) -> Vec<Vec<usize>> {
    let mut before = vec![Vec::new(); moves.len()];
    for (p, from_p) in moves.iter().enumerate() {
        for &(_, q, _) in from_p {
            before[q].push(p);
        }
    }
    before
}

/// Win, lose or draw with the length of best play, labelled backwards from the positions with
/// no move in order of that length: a position with a move to a position lost for the opponent
/// is won (the fewest moves first), one whose every move reaches a position won for the
/// opponent is lost (the most moves), and what neither rule ever labels is a draw.
fn retrograde(kind: Kind, moves: &[Vec<(String, usize, i64)>]) -> Vec<Value> {
    let before = predecessors(moves);
    let mut value: Vec<Option<Value>> = vec![None; moves.len()];
    let mut unknown: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut queue = std::collections::VecDeque::new();
    let at_end = if kind == Kind::Misere {
        Outcome::Win
    } else {
        Outcome::Lose
    };
    for (p, from_p) in moves.iter().enumerate() {
        if from_p.is_empty() {
            value[p] = Some(decided(at_end, 0));
            queue.push_back(p);
        }
    }
    while let Some(q) = queue.pop_front() {
        let Some(Value {
            outcome,
            moves_left,
            ..
        }) = value[q]
        else {
            continue;
        };
        for &p in &before[q] {
            if value[p].is_some() {
                continue;
            }
            unknown[p] -= 1;
            if outcome == Outcome::Lose {
                value[p] = Some(decided(Outcome::Win, moves_left + 1));
                queue.push_back(p);
            } else if unknown[p] == 0 {
                value[p] = Some(decided(Outcome::Lose, moves_left + 1));
                queue.push_back(p);
            }
        }
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or(decided(Outcome::Draw, 0)))
        .collect()
}

fn decided(outcome: Outcome, moves_left: u32) -> Value {
    Value {
        outcome,
        moves_left,
        margin: None,
    }
}

/// The margin of each position of a scored game for the player to move (the most, over the
/// moves, of the move's gain minus the margin the opponent then makes), from the positions with
/// no move (0) backwards; the moves best play lasts alike.
fn margins(moves: &[Vec<(String, usize, i64)>]) -> Vec<Value> {
    let before = predecessors(moves);
    let mut unknown: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut value: Vec<Option<Value>> = vec![None; moves.len()];
    let mut ready: Vec<usize> = (0..moves.len()).filter(|&p| unknown[p] == 0).collect();
    while let Some(p) = ready.pop() {
        let best = moves[p]
            .iter()
            .map(|&(_, q, gain)| {
                let after = value[q].expect("a successor is decided first");
                (gain - after.margin.unwrap_or(0), after.moves_left + 1)
            })
            .max_by_key(|&(margin, left)| (margin, std::cmp::Reverse(left)))
            .unwrap_or((0, 0));
        let outcome = match best.0.signum() {
            1 => Outcome::Win,
            -1 => Outcome::Lose,
            _ => Outcome::Draw,
        };
        value[p] = Some(Value {
            outcome,
            moves_left: best.1,
            margin: Some(best.0),
        });
        for &q in &before[p] {
            unknown[q] -= 1;
            if unknown[q] == 0 {
                ready.push(q);
            }
        }
    }
    value
        .into_iter()
        .map(|v| v.expect("a scored game has no cycle: every position is decided"))
        .collect()
}

/// The Grundy value of each position of an impartial game (the least value no move reaches),
/// from the positions with no move (0) backwards; a position on a cycle gets none (u64::MAX).
fn grundy_values(moves: &[Vec<(String, usize, i64)>]) -> Vec<u64> {
    let before = predecessors(moves);
    let mut unknown: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut grundy = vec![u64::MAX; moves.len()];
    let mut ready: Vec<usize> = (0..moves.len()).filter(|&p| unknown[p] == 0).collect();
    while let Some(p) = ready.pop() {
        let mut reached: Vec<u64> = moves[p].iter().map(|&(_, q, _)| grundy[q]).collect();
        reached.sort_unstable();
        reached.dedup();
        grundy[p] = reached
            .iter()
            .enumerate()
            .find(|&(i, &g)| i as u64 != g)
            .map_or(reached.len() as u64, |(i, _)| i as u64);
        for &q in &before[p] {
            unknown[q] -= 1;
            if unknown[q] == 0 {
                ready.push(q);
            }
        }
    }
    grundy
}

impl Solved {
    /// The start's number.
    pub const START: usize = 0;

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// How many positions the game has from its start.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Never: the start is a position.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The moves from `position`: each one's name, the position it reaches and its gain.
    pub fn moves(&self, position: usize) -> &[(String, usize, i64)] {
        &self.moves[position]
    }

    /// The value of `position` for the player to move there.
    pub fn value(&self, position: usize) -> Value {
        self.values[position]
    }

    /// The Grundy value of `position`, where the game has one.
    pub fn grundy(&self, position: usize) -> Option<u64> {
        self.grundy
            .as_ref()
            .map(|g| g[position])
            .filter(|&g| g != u64::MAX)
    }

    /// `position` drawn.
    pub fn draw(&self, position: usize) -> String {
        self.positions.draw(position)
    }

    /// The move of `position` named `typed` (spaces and case aside), or why there is none.
    pub fn find_move(&self, position: usize, typed: &str) -> Result<usize, String> {
        let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        let wanted = words(typed).to_lowercase();
        if let Some(i) = self.moves[position]
            .iter()
            .position(|(name, _, _)| words(name).to_lowercase() == wanted)
        {
            return Ok(i);
        }
        Err(self.positions.refuse(position, typed).unwrap_or_else(|| {
            format!(
                "`{}` is not a legal move here (`?` lists them)",
                typed.trim()
            )
        }))
    }

    /// The outcome for the player who makes move `i` of `position`, with best play after it
    /// (and the margin that player then ends with, in a scored game).
    pub fn after(&self, position: usize, i: usize) -> (Outcome, Option<i64>) {
        let (_, to, gain) = &self.moves[position][i];
        let next = self.values[*to];
        match next.margin {
            Some(margin) => {
                let mine = gain - margin;
                let outcome = match mine.signum() {
                    1 => Outcome::Win,
                    -1 => Outcome::Lose,
                    _ => Outcome::Draw,
                };
                (outcome, Some(mine))
            }
            None => (next.outcome.flip(), None),
        }
    }

    /// The move best play makes from `position`: the quickest win, the longest loss, a draw kept
    /// (a scored game: the largest margin, the shortest game among equals); `None` with no move.
    pub fn best_move(&self, position: usize) -> Option<usize> {
        let rank = |i: usize| {
            let (outcome, margin) = self.after(position, i);
            let left = i64::from(self.values[self.moves[position][i].1].moves_left);
            let by_outcome = match outcome {
                Outcome::Win => (2, -left),
                Outcome::Draw => (1, 0),
                Outcome::Lose => (0, left),
            };
            (margin.unwrap_or(0), by_outcome, std::cmp::Reverse(i))
        };
        (0..self.moves[position].len()).max_by_key(|&i| rank(i))
    }

    /// The result of best play from the start.
    pub fn result(&self) -> GameResult {
        let start = self.values[Self::START];
        match (start.margin, start.outcome) {
            (Some(margin), _) => GameResult::Margin(margin),
            (None, Outcome::Win) => GameResult::FirstWins,
            (None, Outcome::Lose) => GameResult::SecondWins,
            (None, Outcome::Draw) => GameResult::Draw,
        }
    }
}

/// True iff the player to move wins `start` in an acyclic win/lose game of kind
/// [`Kind::Impartial`] or [`Kind::Partizan`] (a [`Kind::Misere`] game: with its end reversed),
/// depth first, stopping at the first winning move; `None` once more than `budget` positions
/// would be decided (or on a cycle, which such a search cannot decide).
pub fn first_wins<G: Game>(game: &G, start: &G::Position, budget: usize) -> Option<bool> {
    Searcher::new(game, budget).first_wins(start)
}

/// The positions one move reaches from a position of a searched game (`None`: the position past
/// the end of a misère game).
type Successors<'g, P> = Box<dyn FnMut(&Option<P>) -> Vec<Option<P>> + 'g>;

/// [`first_wins`] for many positions of one game, remembering what it decided.
pub struct Searcher<'g, G: Game> {
    game: &'g G,
    search: WinLose<Option<G::Position>, Successors<'g, G::Position>>,
}

impl<'g, G: Game> Searcher<'g, G> {
    /// A search of `game` deciding at most `budget` positions in all.
    pub fn new(game: &'g G, budget: usize) -> Self {
        let misere = game.kind() == Kind::Misere;
        // a misère game is the normal-play game in which a position with no move has one more
        // move, to a position lost for its mover: `None` stands for that extra position
        let moves: Successors<'g, G::Position> = Box::new(move |position| match position {
            None => Vec::new(),
            Some(position) => {
                // each position once (moves on equal piles reach the same one), the last move
                // first: a game lists its larger moves last (take more, cut further), and those
                // end the game soonest, so a win is found before a long line is opened
                let mut seen = std::collections::HashSet::new();
                let next: Vec<Option<G::Position>> = game
                    .moves(position)
                    .into_iter()
                    .rev()
                    .map(|m| game.canonical(&m.to))
                    .filter(|p| seen.insert(p.clone()))
                    .map(Some)
                    .collect();
                if next.is_empty() && misere {
                    vec![None]
                } else {
                    next
                }
            }
        });
        Searcher {
            game,
            search: WinLose::new(moves, budget),
        }
    }

    /// The same search, giving up also once it has listed more than `listed` moves in all (see
    /// [`WinLose::listing_at_most`]).
    pub fn listing_at_most(self, listed: usize) -> Self {
        Searcher {
            game: self.game,
            search: self.search.listing_at_most(listed),
        }
    }

    /// True iff the player to move wins `start`; `None` once the budget is spent.
    pub fn first_wins(&mut self, start: &G::Position) -> Option<bool> {
        self.search.first_wins(&Some(self.game.canonical(start)))
    }
}

/// The outcome of each of `starts` for the player to move there, in a game that may never end, by
/// the naive fixed point of the two rules ([`crate::search::fixed_point`]: a position with a move
/// to a position lost for the opponent is won, one whose every move reaches a position won for
/// the opponent is lost, swept until nothing changes; what stays undecided is a draw), over every
/// position reachable from them. `None` beyond `budget` positions.
pub fn sweep<G: Game>(game: &G, starts: &[G::Position], budget: usize) -> Option<Vec<Outcome>> {
    let mut number: HashMap<G::Position, usize> = HashMap::new();
    let mut positions: Vec<G::Position> = Vec::new();
    for start in starts {
        if !number.contains_key(start) {
            number.insert(start.clone(), positions.len());
            positions.push(start.clone());
        }
    }
    let mut moves: Vec<Vec<usize>> = Vec::new();
    while moves.len() < positions.len() {
        let mut from_here = Vec::new();
        for step in game.moves(&positions[moves.len()]) {
            let id = *number.entry(step.to.clone()).or_insert_with(|| {
                positions.push(step.to);
                positions.len() - 1
            });
            from_here.push(id);
        }
        if positions.len() > budget {
            return None;
        }
        moves.push(from_here);
    }
    let at_end = if game.kind() == Kind::Misere {
        crate::search::Value::Win
    } else {
        crate::search::Value::Lose
    };
    let values = crate::search::fixed_point(
        positions.len(),
        |p| moves[p].is_empty().then_some(at_end),
        |p, out| out.extend_from_slice(&moves[p]),
        u64::MAX,
    )?;
    let outcome = |value| match value {
        crate::search::Value::Win => Outcome::Win,
        crate::search::Value::Lose => Outcome::Lose,
        crate::search::Value::Draw => Outcome::Draw,
    };
    Some(starts.iter().map(|s| outcome(values[number[s]])).collect())
}

/// The solved games of an input: one per case, solved when first asked for.
pub struct Games {
    cases: Vec<Box<dyn FnOnce() -> Result<Solved, TooLarge>>>,
    solved: Vec<Option<Result<Solved, TooLarge>>>,
}

impl Games {
    /// The games of an input, each `solve` of a game and its start.
    pub fn new(cases: Vec<Box<dyn FnOnce() -> Result<Solved, TooLarge>>>) -> Games {
        let solved = cases.iter().map(|_| None).collect();
        Games { cases, solved }
    }

    /// A case to solve: `game` from `start`, within `budget` positions.
    pub fn case<G: Game + 'static>(
        game: G,
        start: G::Position,
        budget: usize,
    ) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
        Box::new(move || solve(game, start, budget))
    }

    /// A case known to be beyond `budget` positions before any search: it is never searched, and
    /// says [`TooLarge`] when asked for, as a search over the budget would.
    pub fn too_large(budget: usize) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
        Box::new(move || Err(TooLarge { budget }))
    }

    /// How many games the input holds.
    pub fn len(&self) -> usize {
        self.cases.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cases.is_empty()
    }

    /// Game `k` (from 0), solved.
    pub fn get(&mut self, k: usize) -> Result<&Solved, TooLarge> {
        if self.solved[k].is_none() {
            let case = std::mem::replace(&mut self.cases[k], Box::new(|| unreachable!()));
            self.solved[k] = Some(case());
        }
        self.solved[k]
            .as_ref()
            .expect("solved")
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// The most positions a game of `judge play` is solved over: a sample's game is far smaller.
pub const PLAY_BUDGET: usize = 500_000;

/// What a plan gives for its game to be played (`judge play`) and drawn in the book.
pub struct Play {
    /// The games an input holds, one per case (most inputs: one).
    pub games: fn(input: &str) -> Games,
    /// How a move is typed, in a sentence (`a pile and how many to take: 2 3`).
    pub notation: &'static str,
    /// The result of each game of `input` with best play, read from the plan's oracle's answer
    /// (`None` beyond its reach): what `judge play --watch` must end with.
    pub results: fn(input: &str) -> Option<Vec<GameResult>>,
}

impl Play {
    /// A plan's game: its inputs' games, how a move is typed, and the results with best play.
    pub const fn new(
        games: fn(input: &str) -> Games,
        notation: &'static str,
        results: fn(input: &str) -> Option<Vec<GameResult>>,
    ) -> Self {
        Play {
            games,
            notation,
            results,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1 or 2 stones; the kind decides the end.
    struct TakeOneOrTwo(Kind);

    impl Game for TakeOneOrTwo {
        type Position = u32;
        fn kind(&self) -> Kind {
            self.0
        }
        fn moves(&self, &n: &u32) -> Vec<Move<u32>> {
            (1..=2.min(n))
                .map(|k| Move::to(k.to_string(), n - k))
                .collect()
        }
        fn draw(&self, n: &u32) -> String {
            format!("{n} stones")
        }
    }

    #[test]
    fn normal_and_misere_play_are_decided_with_the_length_of_best_play() {
        for n in 0..20u32 {
            let normal = solve(TakeOneOrTwo(Kind::Impartial), n, 100).unwrap();
            let start = normal.value(Solved::START);
            assert_eq!(start.outcome == Outcome::Win, n % 3 != 0, "n = {n}");
            assert_eq!(
                first_wins(&TakeOneOrTwo(Kind::Impartial), &n, 100),
                Some(n % 3 != 0)
            );
            // a win ends as soon as it can, a loss as late as it can
            let expected = if n % 3 == 0 {
                2 * n / 3
            } else {
                2 * (n / 3) + 1
            };
            assert_eq!(start.moves_left, expected, "n = {n}");
            assert_eq!(normal.grundy(Solved::START), Some(u64::from(n % 3)));
            let misere = solve(TakeOneOrTwo(Kind::Misere), n, 100).unwrap();
            let wins = misere.value(Solved::START).outcome == Outcome::Win;
            assert_eq!(wins, n % 3 != 1, "misère n = {n}");
            assert_eq!(first_wins(&TakeOneOrTwo(Kind::Misere), &n, 100), Some(wins));
        }
        let solved = solve(TakeOneOrTwo(Kind::Impartial), 7, 100).unwrap();
        assert_eq!(
            solved.best_move(Solved::START),
            Some(0),
            "take 1, leaving 6"
        );
        assert_eq!(solved.after(Solved::START, 1).0, Outcome::Lose);
        assert!(solve(TakeOneOrTwo(Kind::Impartial), 50, 10).is_err());
        // a pile of 10^9 stones is refused before its moves are listed
        let nim = crate::nim::Nim {
            kind: Kind::Impartial,
        };
        assert!(solve(nim, vec![1_000_000_000], PLAY_BUDGET).is_err());
    }

    /// A token on a graph: 0 is the end (the player to move there loses), 1 and 2 chase each
    /// other for ever, 3 may go to 1 or to 0.
    struct Chase;

    impl Game for Chase {
        type Position = usize;
        fn kind(&self) -> Kind {
            Kind::Partizan
        }
        fn moves(&self, &p: &usize) -> Vec<Move<usize>> {
            let to: &[usize] = match p {
                0 => &[],
                1 => &[2],
                2 => &[1],
                _ => &[1, 0],
            };
            to.iter().map(|&q| Move::to(q.to_string(), q)).collect()
        }
        fn draw(&self, p: &usize) -> String {
            p.to_string()
        }
    }

    #[test]
    fn what_no_rule_decides_in_a_game_with_cycles_is_a_draw() {
        let solved = solve(Chase, 3, 10).unwrap();
        assert_eq!(solved.value(Solved::START).outcome, Outcome::Win);
        assert_eq!(solved.result(), GameResult::FirstWins);
        let moves: Vec<(Outcome, Option<i64>)> =
            (0..2).map(|i| solved.after(Solved::START, i)).collect();
        assert_eq!(moves, [(Outcome::Draw, None), (Outcome::Win, None)]);
        let draw = solve(Chase, 1, 10).unwrap();
        assert_eq!(draw.result(), GameResult::Draw);
        assert_eq!(draw.find_move(Solved::START, " 2 "), Ok(0));
        assert!(
            draw.find_move(Solved::START, "3")
                .unwrap_err()
                .contains("not a legal move")
        );
    }

    /// Take the leftmost or the rightmost number of a row; each scores what it takes.
    struct Row;

    impl Game for Row {
        type Position = Vec<i64>;
        fn kind(&self) -> Kind {
            Kind::Score
        }
        fn moves(&self, row: &Vec<i64>) -> Vec<Move<Vec<i64>>> {
            if row.is_empty() {
                return Vec::new();
            }
            vec![
                Move {
                    name: "left".into(),
                    to: row[1..].to_vec(),
                    gain: row[0],
                },
                Move {
                    name: "right".into(),
                    to: row[..row.len() - 1].to_vec(),
                    gain: row[row.len() - 1],
                },
            ]
        }
        fn draw(&self, row: &Vec<i64>) -> String {
            format!("{row:?}")
        }
    }

    #[test]
    fn a_scored_game_is_its_best_margin() {
        // EDPC L's samples: 10 80 90 30 → 10; 10 100 10 → -80
        let solved = solve(Row, vec![10, 80, 90, 30], 100).unwrap();
        assert_eq!(solved.result(), GameResult::Margin(10));
        let solved = solve(Row, vec![10, 100, 10], 100).unwrap();
        assert_eq!(solved.result(), GameResult::Margin(-80));
        assert_eq!(solved.value(Solved::START).outcome, Outcome::Lose);
    }

    #[test]
    fn a_result_without_draws_is_the_first_player_winning_or_not() {
        assert_eq!(GameResult::of(true), GameResult::FirstWins);
        assert_eq!(GameResult::of(false), GameResult::SecondWins);
    }

    #[test]
    fn an_answer_per_line_is_one_result_a_line_named_by_the_first_players_word() {
        assert_eq!(
            GameResult::per_line("Alice\nBob\nAlice\n", "Alice"),
            [
                GameResult::FirstWins,
                GameResult::SecondWins,
                GameResult::FirstWins
            ]
        );
        // The word is the whole line: `first` is not `firstly`, nor `First`.
        assert_eq!(
            GameResult::per_line("firstly\nFirst\n", "first"),
            [GameResult::SecondWins, GameResult::SecondWins]
        );
        assert!(GameResult::per_line("", "first").is_empty());
    }

    #[test]
    fn a_case_too_large_says_so_like_a_search_over_its_budget() {
        let mut games = Games::new(vec![
            Games::too_large(7),
            Games::case(Row, vec![10, 100, 10], 100),
        ]);
        assert_eq!(games.get(0).err(), Some(TooLarge { budget: 7 }));
        assert!(games.get(1).is_ok());
        let searched = solve(Row, vec![1; 20], 2).err();
        assert_eq!(searched, Some(TooLarge { budget: 2 }));
    }
}
