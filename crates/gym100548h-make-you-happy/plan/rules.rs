//! The game and the oracle: the rules, searched.

use super::{Case, parse};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET};
use plan_kit::search::{Value, fixed_point};
use std::fmt::Write;

/// The most move inspections the fixed-point iteration spends on one case before giving up.
const SEARCH_BUDGET: u64 = 300_000_000;

/// How the game ends under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// Alice can force the pieces to meet or Bob to be stuck.
    AliceWins,
    /// Bob can force Alice to be stuck.
    BobWins,
    /// Neither can force an end: the game goes on forever, which the rules count for Bob.
    Endless,
}

impl Outcome {
    /// True iff the rules count this outcome for Bob.
    pub fn for_bob(self) -> bool {
        self != Outcome::AliceWins
    }
}

/// The game of one case: each player moves their own piece along an edge (typed as the vertex it
/// goes to, `3`), Bob first; the pieces meeting on a vertex end the game, Alice the winner; a
/// player with no move loses; a game without end is Bob's. In the kit's model the player with no
/// move loses, so a meeting with Alice to move (Bob stepped onto her) leaves her one move, `won`,
/// to the position where Bob, to move with the pieces met, has none.
struct Chase {
    /// successors[v] = the vertices one edge leads to from v, in input order.
    successors: Vec<Vec<usize>>,
}

/// A position of [`Chase`]: Bob's vertex, Alice's vertex, whether Bob is to move.
type Pieces = (usize, usize, bool);

impl Chase {
    /// The game on the graph of `case`.
    pub fn new(case: &Case) -> Self {
        let mut successors = vec![Vec::new(); case.n];
        for &(from, to) in &case.edges {
            successors[from].push(to);
        }
        Chase { successors }
    }
}

impl Game for Chase {
    type Position = Pieces;

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, &(bob, alice, bob_to_move): &Pieces) -> Vec<Move<Pieces>> {
        if bob == alice {
            // met: Bob to move has lost; Alice to move has won, and says so
            return if bob_to_move {
                Vec::new()
            } else {
                vec![Move::to("won", (bob, alice, true))]
            };
        }
        if bob_to_move {
            let step = |&to: &usize| Move::to((to + 1).to_string(), (to, alice, false));
            self.successors[bob].iter().map(step).collect()
        } else {
            let step = |&to: &usize| Move::to((to + 1).to_string(), (bob, to, true));
            self.successors[alice].iter().map(step).collect()
        }
    }

    fn draw(&self, &(bob, alice, bob_to_move): &Pieces) -> String {
        let arrows: Vec<String> = self
            .successors
            .iter()
            .map(|next| {
                let to: Vec<String> = next.iter().map(|w| (w + 1).to_string()).collect();
                if to.is_empty() {
                    "(no edge out)".to_owned()
                } else {
                    format!("-> {}", to.join(" "))
                }
            })
            .collect();
        let width = arrows.iter().map(String::len).max().unwrap_or(0);
        let mut text = String::new();
        for (v, arrows) in arrows.iter().enumerate() {
            let pieces = match (v == bob, v == alice) {
                (true, true) => "  Bob, Alice",
                (true, false) => "  Bob",
                (false, true) => "  Alice",
                _ => "",
            };
            let line = format!("{:>3} {arrows:<width$}{pieces}", v + 1);
            writeln!(text, "{}", line.trim_end()).unwrap();
        }
        text.push_str(match (bob == alice, bob_to_move) {
            (true, true) => "the pieces have met: Alice has won\n",
            (true, false) => "the pieces have met: Alice has won (type `won`)\n",
            (false, true) => "Bob to move his piece along an edge\n",
            (false, false) => "Alice to move her piece along an edge\n",
        });
        text
    }

    fn refuse(&self, &(bob, alice, bob_to_move): &Pieces, typed: &str) -> Option<String> {
        let n = self.successors.len();
        if bob == alice {
            return Some("the pieces have met: type `won`".to_owned());
        }
        let Ok(to) = typed.trim().parse::<usize>() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        let from = if bob_to_move { bob } else { alice };
        Some(if !(1..=n).contains(&to) {
            format!("there is no vertex {to}: the vertices are 1 to {n}")
        } else {
            format!("there is no edge {} -> {to}", from + 1)
        })
    }
}

/// How a move is typed.
pub(super) const NOTATION: &str = "the vertex your piece goes to along an edge: `3`";

/// How `case` ends under best play, or `None` past the search budget.
///
/// Positions are (Bob's vertex, Alice's vertex, Bob to move?). With the pieces on one vertex Alice
/// has won, whoever is to move. Elsewhere the player to move wins if a move reaches a position lost
/// for the opponent, and loses if every move (none included) reaches a position the opponent wins;
/// [`fixed_point`] repeats this until nothing changes. Whatever stays open is an endless game under
/// best play.
///
/// These are the rules of [`Chase`], on its edges out of each vertex, but the oracle keeps this
/// fixed point over all 2n² positions numbered by arithmetic rather than the kit's sweep of the
/// game: the sweep first lists every position's named moves into a hash map, which took 6.7 s
/// instead of 0.20 s on 30 complete digraphs of 100 vertices (the max input's first half; the
/// plans' unit-test build).
pub(super) fn outcome_brute(case: &Case) -> Option<Outcome> {
    let n = case.n;
    let successors = Chase::new(case).successors;
    // position = (b * n + a) * 2 + [Bob to move]
    let index = |b: usize, a: usize, bob_to_move: bool| (b * n + a) * 2 + usize::from(bob_to_move);
    let value = fixed_point(
        2 * n * n,
        |position| {
            let (b, a, bob_to_move) = (position / 2 / n, position / 2 % n, position % 2 == 1);
            // met: Bob to move has lost, Alice to move has won
            (b == a).then_some(if bob_to_move { Value::Lose } else { Value::Win })
        },
        |position, next| {
            let (b, a, bob_to_move) = (position / 2 / n, position / 2 % n, position % 2 == 1);
            if bob_to_move {
                next.extend(successors[b].iter().map(|&to| index(to, a, false)));
            } else {
                next.extend(successors[a].iter().map(|&to| index(b, to, true)));
            }
        },
        SEARCH_BUDGET,
    )?;
    Some(match value[index(case.bob, case.alice, true)] {
        Value::Lose => Outcome::AliceWins,
        Value::Win => Outcome::BobWins,
        Value::Draw => Outcome::Endless,
    })
}

/// The games of an input, one per case, Bob first.
pub(super) fn games(input: &str) -> Games {
    let cases = parse(input)
        .iter()
        .map(|case| Games::case(Chase::new(case), (case.bob, case.alice, true), PLAY_BUDGET))
        .collect();
    Games::new(cases)
}

/// The oracle's answers as results: `No` (Alice wins) is the second player's win; `Yes` is Bob's
/// win when Alice is stuck, or a game without end (a draw in the kit's words, Bob's by the rules).
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    let cases = parse(input);
    cases
        .iter()
        .map(|case| {
            Some(match outcome_brute(case)? {
                Outcome::AliceWins => GameResult::SecondWins,
                Outcome::BobWins => GameResult::FirstWins,
                Outcome::Endless => GameResult::Draw,
            })
        })
        .collect()
}

/// The expected output by the fixed-point iteration, or `None` if a case is beyond its budget.
pub(super) fn oracle(input: &str) -> Option<String> {
    let mut out = String::new();
    for (k, case) in parse(input).iter().enumerate() {
        let verdict = if outcome_brute(case)?.for_bob() {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "Case #{}: {verdict}", k + 1).unwrap();
    }
    Some(out)
}
