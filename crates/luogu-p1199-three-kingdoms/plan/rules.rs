//! The game and the oracle: the rules, searched.

use super::MAX_N;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Solved, TooLarge};
use plan_kit::tokens::Tokens;
use std::collections::HashSet;

/// Who holds a general during play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Owner {
    Free,
    Her,
    Computer,
}

/// The computer's pick: the free general f of the pair (h, f), h one of hers, of largest value.
/// `value` is the full symmetric matrix; the values are distinct, so the pick is unique.
pub(super) fn computer_pick(value: &[Vec<u32>], owner: &[Owner]) -> usize {
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
pub(super) fn best_winning_pair(value: &[Vec<u32>]) -> Option<u32> {
    let mut owner = vec![Owner::Free; value.len()];
    play(value, &mut owner)
}

pub(super) fn play(value: &[Vec<u32>], owner: &mut [Owner]) -> Option<u32> {
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
pub(super) struct Kingdoms {
    pub value: Vec<Vec<u32>>,
}

/// Who holds each general, and true once the battle is fought.
type Army = (Vec<Owner>, bool);

/// How a move is typed.
pub(super) const NOTATION: &str = "a free general's number from 1 (`3`); once every general is taken, \
                        `battle` if your best pair is the higher";

/// At least how many positions the game of `n` generals has (saturating): after k rounds, each
/// of the positions 小涵 moves from has n − 2k free generals to pick, each reaching another set
/// of hers, and a position she reaches has at most k + 1 picks it came from (the general of hers
/// picked last); the computer's one answer to each reaches a position that at most k + 1 of them
/// lead to (the general it took last). The positions of each round are distinct from the others'.
pub(super) fn positions_at_least(n: usize) -> u64 {
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
pub(super) fn games(input: &str) -> Games {
    let value = matrix_of(input);
    let n = value.len();
    let start = (vec![Owner::Free; n], false);
    let game = Kingdoms { value };
    let case: Box<dyn FnOnce() -> Result<Solved, TooLarge>> =
        if positions_at_least(n) <= PLAY_BUDGET as u64 {
            Games::case(game, start, PLAY_BUDGET)
        } else {
            Games::too_large(PLAY_BUDGET)
        };
    Games::new(vec![case])
}

/// 小涵 wins iff the oracle's answer starts with `1`.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    let answer = oracle(input)?;
    Some(vec![if answer.starts_with("1\n") {
        GameResult::FirstWins
    } else {
        GameResult::SecondWins
    }])
}

/// The pairs (i, j) of n generals, i < j, in input order.
pub(super) fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n).flat_map(move |i| (i + 1..n).map(move |j| (i, j)))
}

/// The full symmetric matrix of an input (the diagonal is 0 and never read).
pub(super) fn matrix_of(input: &str) -> Vec<Vec<u32>> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    matrix_from_pairs(n, &tokens.many(n * n.saturating_sub(1) / 2))
}

/// The expected output by playing the game, or `None` for N odd, below 4 or above [`MAX_N`], or
/// for repeated values (the computer's rule would be ambiguous).
pub(super) fn oracle(input: &str) -> Option<String> {
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

/// The symmetric matrix of n generals whose pairs (i < j, in input order) take `pair_values`.
pub(super) fn matrix_from_pairs(n: usize, pair_values: &[u32]) -> Vec<Vec<u32>> {
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
