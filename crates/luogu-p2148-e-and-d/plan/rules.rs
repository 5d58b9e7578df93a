//! The game and the oracle: the rules, searched.

use super::parse_input;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Solved, TooLarge};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The largest heap in the oracle's table of Grundy values.
pub(super) const REACH: u32 = 8192;

/// One test: its pairs of heaps (S_1, S_2), (S_3, S_4), ….
pub(super) type Pairs = Vec<(u32, u32)>;

/// A whole position: every heap, the pairs in order.
type Heaps = Vec<u32>;

/// The mex of a set of small values given as a bit mask: the least value not in it.
pub(super) fn mex(mask: u64) -> u32 {
    assert!(mask != u64::MAX, "a Grundy value beyond 63");
    (!mask).trailing_zeros()
}

/// `reached[x]` for 1 ≤ x ≤ `REACH`: the set (as a bit mask) of the Grundy values of the pairs
/// (a, x − a), 1 ≤ a < x, that splitting a heap of x makes. Built once, bottom up: the value of a
/// pair (a, b) is the mex of the values its moves reach, `reached[a] ∪ reached[b]`, and a + b = x
/// with a, b < x.
pub(super) fn reached_table() -> &'static [u64] {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut reached = vec![0u64; REACH as usize + 1];
        for x in 2..=REACH as usize {
            reached[x] = (1..x).fold(0, |set, a| set | 1 << mex(reached[a] | reached[x - a]));
        }
        reached
    })
}

/// The Grundy value of the pair (x, y), both in 1..=`REACH`, from [`reached_table`].
pub(super) fn pair_value(x: u32, y: u32) -> u32 {
    let reached = reached_table();
    mex(reached[x as usize] | reached[y as usize])
}

/// The pairs of a test with equal pairs ({x, y} as a set) cancelled two by two.
pub(super) fn uncancelled(pairs: &[(u32, u32)]) -> Pairs {
    let mut count: HashMap<(u32, u32), usize> = HashMap::new();
    for &(x, y) in pairs {
        *count.entry((x.min(y), x.max(y))).or_default() += 1;
    }
    let mut left: Pairs = count
        .into_iter()
        .filter(|&(_, c)| c % 2 == 1)
        .map(|(pair, _)| pair)
        .collect();
    left.sort_unstable();
    left
}

/// True iff the player to move wins the test `pairs`, or `None` if a pair left after cancelling
/// has a heap beyond `REACH`.
pub(super) fn first_wins(pairs: &[(u32, u32)]) -> Option<bool> {
    let left = uncancelled(pairs);
    if left.iter().any(|&(_, y)| y > REACH) {
        return None;
    }
    Some(left.iter().fold(0, |sum, &(x, y)| sum ^ pair_value(x, y)) != 0)
}

/// The expected output, or `None` beyond the table's reach.
pub(super) fn oracle(input: &str) -> Option<String> {
    let mut out = String::new();
    for pairs in parse_input(input) {
        out.push_str(if first_wins(&pairs)? { "YES\n" } else { "NO\n" });
    }
    Some(out)
}

/// The game: heaps in groups of two, (S_1, S_2), (S_3, S_4), …; a move takes one heap of a group
/// off the table and splits the other, h stones, into two heaps: a stones where the removed heap
/// was and h − a in its own place, 1 ≤ a < h; typed as the heap split (from 1) and a (`2 1`: heap
/// 2 split, 1 stone in place of its partner). The player with no move (every heap of 1) loses. A
/// position is the heaps as they stand.
pub(super) struct EAndD;

/// How a move is typed.
pub(super) const NOTATION: &str =
    "the heap to split (from 1) and the stones it puts where its partner was: `2 1`";

impl Game for EAndD {
    type Position = Heaps;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, heaps: &Heaps) -> Vec<Move<Heaps>> {
        let mut moves = Vec::new();
        for (split, &h) in heaps.iter().enumerate() {
            let partner = split ^ 1;
            for a in 1..h {
                let mut next = heaps.clone();
                next[partner] = a;
                next[split] = h - a;
                moves.push(Move::to(format!("{} {a}", split + 1), next));
            }
        }
        moves
    }

    fn draw(&self, heaps: &Heaps) -> String {
        let mut text = String::new();
        for (group, pair) in heaps.chunks(2).enumerate() {
            text.push_str(&format!(
                "group {:>2}: heap {:>2} = {:>4}   heap {:>2} = {:>4}\n",
                group + 1,
                2 * group + 1,
                pair[0],
                2 * group + 2,
                pair[1]
            ));
        }
        text
    }

    fn refuse(&self, heaps: &Heaps, typed: &str) -> Option<String> {
        let numbers: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match numbers.as_deref() {
            Some(&[i, a]) => match heaps.get((i as usize).wrapping_sub(1)) {
                None => format!("there is no heap {i}: the heaps are 1 to {}", heaps.len()),
                Some(1) => format!("heap {i} has 1 stone: it cannot be split"),
                Some(_) if a == 0 => "both new heaps must be non-empty".to_owned(),
                Some(&h) => format!("heap {i} has {h} stones: a is 1 to {}", h - 1),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// Σ (h − 1) over the heaps, every move counted: a heap of 2·10^9 has 2·10^9 − 1.
    fn moves_at_least(&self, heaps: &Heaps) -> u64 {
        heaps.iter().map(|&h| u64::from(h.saturating_sub(1))).sum()
    }

    /// Each group's two heaps in increasing order, the groups sorted: neither order changes a move.
    fn canonical(&self, heaps: &Heaps) -> Heaps {
        let mut pairs: Vec<(u32, u32)> = heaps
            .chunks(2)
            .map(|pair| (pair[0].min(pair[1]), pair[0].max(pair[1])))
            .collect();
        pairs.sort_unstable();
        pairs.into_iter().flat_map(|(x, y)| [x, y]).collect()
    }
}

/// The games of an input: each test's heaps, 小 E first.
pub(super) fn games(input: &str) -> Games {
    Games::new(
        parse_input(input)
            .into_iter()
            .map(|pairs| {
                let heaps: Heaps = pairs.iter().flat_map(|&(x, y)| [x, y]).collect();
                play_case(heaps)
            })
            .collect(),
    )
}

/// The most heaps a game of `judge play` has: each of its positions holds them all.
const PLAY_HEAPS: usize = 64;

/// The game of `heaps` for `judge play`: solved within [`PLAY_BUDGET`], or refused at once when
/// it surely has more positions than that, or more than [`PLAY_HEAPS`] heaps. A group whose
/// larger heap has h stones reaches every pair (c, d) with c + d < h (split h into c + d and a
/// heap left over, then c + d into c and d) and every split (a, h − a) of h: at least
/// h(h − 1)/2 + 1 pairs with its start, and the groups move independently, so the game has at
/// least the product of these over the groups; listing a far larger one (heaps of 2·10^9) would
/// take all the memory before the budget stopped it.
fn play_case(heaps: Heaps) -> Box<dyn FnOnce() -> Result<Solved, TooLarge>> {
    let at_least = heaps.chunks(2).try_fold(1u64, |product, pair| {
        let h = u64::from(pair[0].max(pair[1]));
        product
            .checked_mul(h * (h - 1) / 2 + 1)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    if at_least.is_none() || heaps.len() > PLAY_HEAPS {
        return Games::too_large(PLAY_BUDGET);
    }
    Games::case(EAndD, heaps, PLAY_BUDGET)
}

/// The oracle's answer as results: `YES`, 小 E (first) wins; `NO`, the second player.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "YES"))
}
