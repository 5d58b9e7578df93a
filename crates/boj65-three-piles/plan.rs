//! BOJ 65 three piles, take x and 2x: the game in the kit's words ([`ThreePiles`], its moves those
//! of [`takes`]), and the oracle, a search of the game tree over pile triples by those moves, with
//! a flat memo (the kit's hash-map search is too slow for its 10^6 positions); it knows nothing of
//! move lines or bitsets.

use plan_kit::figures::{plot_grid, win_lose_cells};
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, INK, LOSE, Svg, Swatch, WIN};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec, shrink_list, shrink_value};
use std::fmt::Write;
use std::sync::OnceLock;

pub const SPEC: Spec = Spec {
    name: "boj65-three-piles",
    validate: Some(validate),
    oracle: Some(brute),
    reference: None,
    checker: None,
    exhaustive: Some(Exhaustive {
        bound: "the input with no case; every ordered triple of piles ≤ 30 (29,790 lines); every sorted triple of piles ≤ 255 (2,829,055 lines, three inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "125–500 random triples up to 255 with one pile ≤ 12 (memoised search)",
            generate: |rng, size| {
                let cases: Vec<[u32; 3]> = (0..125 * size)
                    .map(|_| random_reachable_triple(rng))
                    .collect();
                input_of(&cases, true)
            },
            max_size: 4,
            cases: 8,
        },
        Generator {
            name: "10,000–30,000 uniform triples up to 255 (bottom-up search)",
            generate: |rng, size| {
                let cases: Vec<[u32; 3]> = (0..10_000 * size).map(|_| random_triple(rng)).collect();
                input_of(&cases, true)
            },
            max_size: 3,
            cases: 3,
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

/// The most lines before `0 0 0` the validator takes: the statement states no bound (the spec
/// assumes about 10^5; the largest max input has 10^6).
const MAX_LINES: usize = 1_000_000;

/// `Ok` iff `input` is lines `a b c` of piles in [0, 255], other than `0 0 0`, at most
/// [`MAX_LINES`] of them, then the line `0 0 0` and nothing after it.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    for _ in 0..=MAX_LINES {
        let piles = v.u64_line(3, 0, MAX_PILE.into(), "pile")?;
        if piles == [0, 0, 0] {
            return v.eof();
        }
    }
    Err(format!(
        "{}: more than {MAX_LINES} lines before `0 0 0`",
        v.position()
    ))
}

/// The input with no case; every ordered triple up to 30; every sorted triple up to 255, in
/// three inputs.
fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = vec![input_of(&[], true), input_of(&all_triples(30), true)];
    let mut sorted = Vec::new();
    for a in 0..=MAX_PILE {
        for b in a..=MAX_PILE {
            for c in b..=MAX_PILE {
                if [a, b, c] != [0, 0, 0] {
                    sorted.push([a, b, c]);
                }
            }
        }
    }
    inputs.extend(
        sorted
            .chunks(sorted.len().div_ceil(3))
            .map(|chunk| input_of(chunk, true)),
    );
    inputs
}

/// Smaller inputs: fewer lines (each line alone first, while they are few); for one line, a pile
/// lowered.
fn shrink(input: &str) -> Vec<String> {
    let cases = cases_of(input);
    if cases.len() > 1 {
        return shrink_list(&cases)
            .iter()
            .map(|c| input_of(c, true))
            .collect();
    }
    let Some(&piles) = cases.first() else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    for i in 0..3 {
        for lower in shrink_value(piles[i].into(), 0) {
            let mut next = piles;
            next[i] = lower as u32;
            candidates.push(input_of(&[next], true));
        }
    }
    candidates
}

/// The largest pile the statement allows.
const MAX_PILE: u32 = 255;

/// The largest memoised search one case may start, as a bound on the positions it can reach
/// ([`reach`]); an input with a larger case is decided bottom-up over every position instead.
const SEARCH_BUDGET: u64 = 1_000_000;

/// Win/lose memo for positions given as sorted triples of piles up to a bound: a flat table, not
/// the shared hash-map search, since a case may reach 10^6 positions (the recursion is at most
/// about 255 moves deep: every move removes 3 stones).
struct Search {
    /// Piles are 0..side.
    side: usize,
    /// memo[(a * side + b) * side + c] for sorted a ≤ b ≤ c: whether the player to move wins, once
    /// known.
    memo: Vec<Option<bool>>,
}

impl Search {
    /// An empty memo for triples of piles up to `max_pile`.
    pub fn new(max_pile: u32) -> Self {
        let side = max_pile as usize + 1;
        Search {
            side,
            memo: vec![None; side * side * side],
        }
    }

    /// True iff the player to move wins `piles`: some move (x ≥ 1 from one pile and 2x from
    /// another) reaches a position the opponent loses; with no move at all, the player to move
    /// loses.
    pub fn first_wins(&mut self, piles: [u32; 3]) -> bool {
        let mut key = piles.map(|p| p as usize);
        key.sort_unstable();
        assert!(key[2] < self.side, "piles {piles:?} beyond the memo");
        let slot = (key[0] * self.side + key[1]) * self.side + key[2];
        if let Some(known) = self.memo[slot] {
            return known;
        }
        let wins = moves(key).any(|next| !self.first_wins(next.map(|p| p as u32)));
        self.memo[slot] = Some(wins);
        wins
    }
}

/// Every move from `piles` with the position it reaches: x ≥ 1 taken from pile i and 2x from pile
/// j ≠ i, as (i, j, x, the piles after it). The rules of the game: [`ThreePiles`] names these
/// moves, and the oracle's [`Search`] tries them.
fn takes(piles: [usize; 3]) -> impl Iterator<Item = (usize, usize, usize, [usize; 3])> {
    (0..3).flat_map(move |i| {
        (0..3).filter(move |&j| j != i).flat_map(move |j| {
            (1..)
                .take_while(move |&x| x <= piles[i] && 2 * x <= piles[j])
                .map(move |x| {
                    let mut next = piles;
                    next[i] -= x;
                    next[j] -= 2 * x;
                    (i, j, x, next)
                })
        })
    })
}

/// Every position one move reaches from `piles` ([`takes`]).
fn moves(piles: [usize; 3]) -> impl Iterator<Item = [usize; 3]> {
    takes(piles).map(|(_, _, _, next)| next)
}

/// The game: three piles; a move takes x ≥ 1 stones from one pile and 2x from another, typed as
/// the pile to take x from, the pile to take 2x from (1 to 3) and x (`1 2 1`); the player who
/// cannot move loses. The oracle keeps its own flat-table [`Search`] over the same moves
/// ([`takes`]): the kit's search lists every move of a position as a named move in a hash map,
/// and a case reaches up to 10^6 positions of up to 762 moves each.
struct ThreePiles;

impl Game for ThreePiles {
    type Position = [u32; 3];

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, piles: &[u32; 3]) -> Vec<Move<[u32; 3]>> {
        takes(piles.map(|p| p as usize))
            .map(|(i, j, x, next)| {
                Move::to(format!("{} {} {x}", i + 1, j + 1), next.map(|p| p as u32))
            })
            .collect()
    }

    fn draw(&self, piles: &[u32; 3]) -> String {
        let mut text = String::new();
        for (k, &pile) in piles.iter().enumerate() {
            let stones = if pile <= 40 {
                "o".repeat(pile as usize)
            } else {
                format!("{pile} stones")
            };
            writeln!(text, "pile {}: {stones:<40} {pile}", k + 1).unwrap();
        }
        text
    }

    fn refuse(&self, piles: &[u32; 3], typed: &str) -> Option<String> {
        let numbers: Vec<Option<u32>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(i), Some(j), Some(x)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        Some(
            if let Some(k) = [i, j].into_iter().find(|k| !(1..=3).contains(k)) {
                format!("there is no pile {k}: the piles are 1 to 3")
            } else if i == j {
                "x and 2x come from two different piles".to_owned()
            } else if x == 0 {
                "a move takes at least one stone (x ≥ 1)".to_owned()
            } else if x > piles[i as usize - 1] {
                let has = stones(piles[i as usize - 1]);
                format!("pile {i} has {has}, fewer than x = {x}")
            } else {
                let has = stones(piles[j as usize - 1]);
                format!("pile {j} has {has}, fewer than 2x = {}", 2 * x)
            },
        )
    }

    fn canonical(&self, piles: &[u32; 3]) -> [u32; 3] {
        let mut sorted = *piles;
        sorted.sort_unstable();
        sorted
    }
}

/// `1 stone`, `3 stones`.
fn stones(k: u32) -> String {
    if k == 1 {
        "1 stone".to_owned()
    } else {
        format!("{k} stones")
    }
}

/// How a move is typed.
const NOTATION: &str = "the pile to take x from, the pile to take 2x from (1 to 3), and x: `1 2 1`";

/// The games of an input, one per line before `0 0 0`, champ first.
fn games(input: &str) -> Games {
    Games::new(
        cases_of(input)
            .into_iter()
            .map(|piles| Games::case(ThreePiles, piles, PLAY_BUDGET))
            .collect(),
    )
}

/// The oracle's answer as results: `champ` moves first and wins, or `dalong` does.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&brute(input)?, "champ"))
}

/// Every position's outcome up to a largest pile, by the same search run bottom-up over all sorted
/// triples.
struct Outcomes {
    /// Piles are 0..side.
    side: usize,
    /// Bit (a * side + b) * side + c, for sorted a ≤ b ≤ c: whether the player to move wins. Bits,
    /// not bytes: 256³ of them are 2 MiB, which the caches hold better than 16 MiB.
    wins: Vec<u64>,
}

impl Outcomes {
    /// Every position with piles up to 255.
    pub fn new() -> Self {
        Self::up_to(MAX_PILE)
    }

    /// Decides every sorted triple a ≤ b ≤ c ≤ `max_pile` in lexicographic order. A move never
    /// makes a pile grow, so each move reaches a sorted triple lexicographically smaller, decided
    /// before. A position is lost iff no move reaches a lost position, so the work is done from the
    /// lost ones: when a position turns out lost (nothing marked it won), every position with a
    /// move to it (x put back on one pile, 2x on another) is marked won. Lost positions are few
    /// (36 343 of the 2.8 M up to 255), so this visits far fewer moves than trying each position's.
    pub fn up_to(max_pile: u32) -> Self {
        let side = max_pile as usize + 1;
        let mut outcomes = Outcomes {
            side,
            wins: vec![0; (side * side * side).div_ceil(64)],
        };
        for a in 0..side {
            for b in a..side {
                for c in b..side {
                    let piles = [a, b, c];
                    if outcomes.get(piles) {
                        continue;
                    }
                    // lost: every position one move before it is won (the moves of [`moves`],
                    // backwards: x put back on pile i and 2x on pile j)
                    for i in 0..3 {
                        for j in (0..3).filter(|&j| j != i) {
                            let room = (side - 1 - piles[i]).min((side - 1 - piles[j]) / 2);
                            for x in 1..=room {
                                let mut before = piles;
                                before[i] += x;
                                before[j] += 2 * x;
                                outcomes.set(before);
                            }
                        }
                    }
                }
            }
        }
        outcomes
    }

    /// Marks `piles` (in any order) won.
    fn set(&mut self, piles: [usize; 3]) {
        let bit = self.bit(piles);
        self.wins[bit / 64] |= 1 << (bit % 64);
    }

    fn bit(&self, mut piles: [usize; 3]) -> usize {
        piles.sort_unstable();
        (piles[0] * self.side + piles[1]) * self.side + piles[2]
    }

    /// The bit of `piles` (in any order).
    fn get(&self, piles: [usize; 3]) -> bool {
        let bit = self.bit(piles);
        self.wins[bit / 64] >> (bit % 64) & 1 == 1
    }

    /// True iff the player to move wins `piles` (in any order, each at most the table's largest
    /// pile).
    pub fn first_wins(&self, piles: [u32; 3]) -> bool {
        assert!(
            piles.iter().all(|&p| (p as usize) < self.side),
            "piles {piles:?} beyond the table"
        );
        self.get(piles.map(|p| p as usize))
    }
}

impl Default for Outcomes {
    fn default() -> Self {
        Self::new()
    }
}

/// A bound on the positions the search reaches from `piles`: the triples below them.
fn reach(piles: [u32; 3]) -> u64 {
    piles.iter().map(|&p| u64::from(p) + 1).product()
}

/// The cases of an input: the triples before the line `0 0 0` (or before the end of the input).
fn cases_of(input: &str) -> Vec<[u32; 3]> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    while let Some(a) = tokens.try_next::<u32>() {
        let piles = [a, tokens.read(), tokens.read()];
        if piles == [0, 0, 0] {
            break;
        }
        cases.push(piles);
    }
    cases
}

/// The expected output by game search: memoised from each case while the cases are small, else
/// bottom-up over every position (built once per process); `None` if a pile exceeds 255.
fn brute(input: &str) -> Option<String> {
    static OUTCOMES: OnceLock<Outcomes> = OnceLock::new();
    let cases = cases_of(input);
    let max_pile = cases.iter().flatten().copied().max().unwrap_or(0);
    if max_pile > MAX_PILE {
        return None;
    }
    let mut first_wins: Box<dyn FnMut([u32; 3]) -> bool> =
        if cases.iter().all(|&piles| reach(piles) <= SEARCH_BUDGET) {
            let mut search = Search::new(max_pile);
            Box::new(move |piles| search.first_wins(piles))
        } else {
            let outcomes = OUTCOMES.get_or_init(Outcomes::new);
            Box::new(move |piles| outcomes.first_wins(piles))
        };
    let mut out = String::new();
    for piles in cases {
        let verdict = if first_wins(piles) { "champ" } else { "dalong" };
        writeln!(out, "{verdict}").unwrap();
    }
    Some(out)
}

/// An input holding `cases`, one triple a line, ended by `0 0 0` if `terminated`.
fn input_of(cases: &[[u32; 3]], terminated: bool) -> String {
    let mut input = String::new();
    for [a, b, c] in cases {
        writeln!(input, "{a} {b} {c}").unwrap();
    }
    if terminated {
        input.push_str("0 0 0\n");
    }
    input
}

/// Every triple of piles of at most `max_pile` stones, in every order, except (0, 0, 0) (which
/// would end the input).
fn all_triples(max_pile: u32) -> Vec<[u32; 3]> {
    let sizes = 0..=max_pile;
    let mut all = Vec::new();
    for a in sizes.clone() {
        for b in sizes.clone() {
            for c in sizes.clone() {
                if [a, b, c] != [0, 0, 0] {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// A random triple with piles up to 255 that the search still reaches: one pile is small, the
/// other two anywhere in [0, 255], in a random order; sometimes two piles are equal.
fn random_reachable_triple(rng: &mut Rng) -> [u32; 3] {
    loop {
        let small = rng.range(0, 12) as u32;
        let mut piles = [
            small,
            rng.range(0, u64::from(MAX_PILE)) as u32,
            rng.range(0, u64::from(MAX_PILE)) as u32,
        ];
        if rng.chance(1, 4) {
            piles[2] = piles[1];
        }
        rng.shuffle(&mut piles);
        if piles == [0, 0, 0] {
            continue;
        }
        if reach(piles) <= SEARCH_BUDGET {
            return piles;
        }
    }
}

/// A uniform triple of piles in [0, 255], never (0, 0, 0).
fn random_triple(rng: &mut Rng) -> [u32; 3] {
    loop {
        let piles: [u32; 3] = std::array::from_fn(|_| rng.range(0, u64::from(MAX_PILE)) as u32);
        if piles != [0, 0, 0] {
            return piles;
        }
    }
}

/// 10^5 and 10^6 uniform lines, and one line, each ended by `0 0 0`.
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(65);
    let mut lines =
        |n: usize| -> Vec<[u32; 3]> { (0..n).map(|_| random_triple(&mut rng)).collect() };
    vec![
        MaxInput {
            label: "10^5 lines of uniform piles in [0, 255]",
            input: input_of(&lines(100_000), true),
        },
        MaxInput {
            label: "one line: the table's cost alone",
            input: input_of(&[[255, 255, 255]], true),
        },
        MaxInput {
            label: "10^6 lines of uniform piles in [0, 255]",
            input: input_of(&lines(1_000_000), true),
        },
    ]
}

/// BOJ 65 three piles: two slices of the lost set by game search, the plane (a, b, b) of the
/// positions with two equal piles, and the plane c = 25.
fn figure() -> String {
    const MAX: usize = 47;
    const C: usize = 25;
    let mut search = Search::new(MAX as u32);
    let mut lost = |piles: [usize; 3]| !search.first_wins(piles.map(|p| p as u32));
    let pair_plane: Vec<Vec<bool>> = (0..=MAX)
        .map(|a| (0..=MAX).map(|b| lost([a, b, b])).collect())
        .collect();
    let c_plane: Vec<Vec<bool>> = (0..=MAX)
        .map(|a| (0..=MAX).map(|b| lost([a, b, C])).collect())
        .collect();
    let cell = 7.0;
    let left = plot_grid((60.0, 100.0), cell, MAX + 1, 0);
    let (w, h) = left.size();
    let right = plot_grid((left.left + w + 80.0, 100.0), cell, MAX + 1, 0);
    let mut svg = Svg::page(
        (right.left + w + 24.0, left.top + h + 50.0),
        "Three piles, take x and 2x: two slices of the lost positions",
        &[
            (Swatch::Cell(LOSE), "player to move loses (game search)"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    for (grid, plane, name) in [
        (&left, &pair_plane, "piles (a, b, b): two equal piles"),
        (&right, &c_plane, "piles (a, b, 25)"),
    ] {
        svg.text(
            (grid.left + w / 2.0, grid.top - 14.0),
            13.0,
            Anchor::Middle,
            INK,
            name,
        );
        win_lose_cells(&mut svg, grid, |a, b| plane[a][b]);
        grid.axes(&mut svg, 10, "a", "b");
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let mut search = Search::new(12);
        assert!(
            !search.first_wins([0, 0, 0]),
            "no move: the player to move loses"
        );
        assert!(
            !search.first_wins([0, 0, 9]),
            "one pile alone allows no move"
        );
        assert!(
            !search.first_wins([1, 1, 1]),
            "2x never fits in a pile of 1"
        );
        assert!(search.first_wins([1, 2, 0]), "take 1 and 2 to empty both");
        assert!(
            search.first_wins([0, 2, 1]),
            "the order of the piles does not matter"
        );
        assert!(
            !search.first_wins([1, 4, 1]),
            "the only moves reach (0, 2, 1) and (1, 2, 0), which the next player empties"
        );
        assert!(
            !search.first_wins([2, 2, 2]),
            "only x = 1 fits, and it reaches (1, 0, 2) in some order, which the next player empties"
        );
        assert!(
            search.first_wins([1, 1, 3]),
            "take 1 and 2 to reach (0, 1, 1), which has no move"
        );
        assert!(
            !search.first_wins([2, 2, 3]),
            "only x = 1 fits, and each of the six results has a move to a single nonempty pile"
        );
    }

    #[test]
    fn cases_stop_at_the_terminator_or_the_end() {
        assert_eq!(
            cases_of("1 2 0\n1 4 1\n0 0 0\n5 5 5\n"),
            [[1, 2, 0], [1, 4, 1]]
        );
        assert_eq!(cases_of("1 2 0\n1 4 1\n"), [[1, 2, 0], [1, 4, 1]]);
        assert_eq!(cases_of(""), Vec::<[u32; 3]>::new());
    }

    #[test]
    fn all_triples_counts_every_ordered_triple_but_the_terminator() {
        assert_eq!(all_triples(30).len(), 31 * 31 * 31 - 1);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_passes_the_validator() {
        plan_kit::testing::assert_plan_is_valid(&SPEC, 6);
    }

    #[test]
    fn the_validator_rejects_bad_layouts_and_values() {
        assert_eq!(validate("1 2 0\n1 4 1\n0 0 0\n"), Ok(()));
        assert_eq!(validate("0 0 0\n"), Ok(()));
        for bad in [
            "1 2 0\n1 4 1\n0 0 0",
            "1 2 0\n1 4 1\n",
            "1 2 0\n0 0 0\n1 4 1\n",
            "1  2 0\n0 0 0\n",
            "1 2 0\r\n0 0 0\n",
            "1 2 256\n0 0 0\n",
            "1 2\n0 0 0\n",
            "",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_bottom_up_table_agrees_with_the_memoised_search() {
        let outcomes = Outcomes::up_to(30);
        let mut search = Search::new(30);
        for piles in all_triples(30) {
            assert_eq!(
                search.first_wins(piles),
                outcomes.first_wins(piles),
                "{piles:?}"
            );
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_full_table_agrees_with_a_small_one_and_has_36343_lost_positions() {
        let (full, small) = (Outcomes::new(), Outcomes::up_to(30));
        for piles in all_triples(30) {
            assert_eq!(full.first_wins(piles), small.first_wins(piles), "{piles:?}");
        }
        // counted by the forward search (each position trying its moves), the README's figure
        let mut lost = 0;
        for a in 0..=MAX_PILE {
            for b in a..=MAX_PILE {
                lost += (b..=MAX_PILE)
                    .filter(|&c| !full.first_wins([a, b, c]))
                    .count();
            }
        }
        assert_eq!(lost, 36_343);
    }

    #[test]
    fn shrinking_takes_lines_then_lowers_piles() {
        let shrunk = shrink("1 2 0\n1 4 1\n0 0 0\n");
        assert_eq!(shrunk[0], "1 2 0\n0 0 0\n");
        let shrunk = shrink("3 4 5\n0 0 0\n");
        assert_eq!(shrunk[0], "0 4 5\n0 0 0\n");
    }
}
