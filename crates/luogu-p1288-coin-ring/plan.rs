//! Luogu P1288 取数游戏 II: the game in the kit's words ([`CoinRing`]), and the oracle, the kit's
//! search of it over (edge values, coin node); it knows nothing of runs or parities.
//!
//! The ring: nodes 0..N and edges 0..N, edge j joining nodes j and (j + 1) mod N; the coin starts
//! on node 0, between the last edge and the first. For N = 2 both edges join nodes 0 and 1; for
//! N = 1 the one edge is a loop at node 0, so a move lowers it and leaves the coin where it is.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, ACCENT_2, Anchor, INK, Svg, Swatch, ring_positions};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list, shrink_value};

pub const PLAN: Plan = Plan {
    name: "luogu-p1288-coin-ring",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every ring of N ≤ 5 edges with values ≤ 3 and at least one 0 (1001 rings)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "rings of N ≤ 20 with values ≤ 4, each edge 0 with probability 1/3",
            generate: |rng, size| input_of(&random_ring_within_reach(rng, size, 4, 1)),
            max_size: MAX_N,
            cases: 300,
        },
        Generator {
            name: "rings of N ≤ 20 with values ≤ 30, each edge 0 with probability 2/3",
            generate: |rng, size| input_of(&random_ring_within_reach(rng, size, 30, 2)),
            max_size: MAX_N,
            cases: 300,
        },
    ],
    beyond_reach: &[Generator {
        name: "rings of N ≤ 20 with values up to 30, one 0 alone or each edge 0 with probability \
               1/3, the search's reach not asked",
        generate: |rng, size| {
            let zero_in_3 = rng.range(0, 1);
            input_of(&random_ring(rng, size, MAX_VALUE, zero_in_3))
        },
        max_size: MAX_N,
        cases: 60,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's largest N and largest number on an edge.
const MAX_N: usize = 20;
const MAX_VALUE: u32 = 30;

/// `Ok` iff `input` is N (1 ≤ N ≤ 20), then N numbers in [0, 30] of which at least one is 0.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    let edges = v.u64_line(n, 0, MAX_VALUE.into(), "e")?;
    ensure(edges.contains(&0), || "no edge is 0".to_owned())?;
    v.eof()
}

/// Every ring of N ≤ 5 edges with values ≤ 3 and a 0, one per input.
fn exhaustive_inputs() -> Vec<String> {
    all_rings(5, 3)
        .into_iter()
        .filter(|edges| edges.contains(&0))
        .map(|edges| input_of(&edges))
        .collect()
}

/// Smaller rings: edges removed, then a number lowered.
fn shrink(input: &str) -> Vec<String> {
    let edges = parse(input);
    let mut candidates: Vec<Vec<u32>> = shrink_list(&edges);
    for (i, &e) in edges.iter().enumerate() {
        for lower in shrink_value(e.into(), 0) {
            let mut next = edges.clone();
            next[i] = lower as u32;
            candidates.push(next);
        }
    }
    candidates.iter().map(|edges| input_of(edges)).collect()
}

/// The ring of an input.
fn parse(input: &str) -> Vec<u32> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// A [`random_ring`] of up to `max_n` edges whose positions the search can reach.
fn random_ring_within_reach(
    rng: &mut Rng,
    max_n: usize,
    max_value: u32,
    zero_in_3: u64,
) -> Vec<u32> {
    loop {
        let edges = random_ring(rng, max_n, max_value, zero_in_3);
        if reach_bound(&edges) <= SEARCH_BUDGET as u128 {
            return edges;
        }
    }
}

/// The most positions the search takes on in one [`Search`] before it gives up.
const SEARCH_BUDGET: usize = 300_000;

/// A bound on the positions reachable from the coin on node 0: an edge numbered 0 is never
/// crossed and numbers never grow, so only the edges reached from node 0 without crossing a 0
/// ever change, each to one of e + 1 values, and the coin stays on their nodes.
fn reach_bound(edges: &[u32]) -> u128 {
    let n = edges.len();
    let mut reached = vec![false; n];
    for j in (0..n).take_while(|&j| edges[j] > 0) {
        reached[j] = true;
    }
    for j in (0..n).rev().take_while(|&j| edges[j] > 0) {
        reached[j] = true;
    }
    let live = reached.iter().filter(|&&r| r).count();
    let values: u128 = (0..n)
        .filter(|&j| reached[j])
        .map(|j| u128::from(edges[j]) + 1)
        .product();
    values * (live as u128 + 1)
}

/// The game: the ring's edges and the coin; a move lowers the edge on the coin's left or right to
/// a smaller number and carries the coin across it, typed as the side and the number the edge is
/// left with (`left 2`, `right 0`); the player whose coin has 0 on both sides (no move) loses.
struct CoinRing;

/// A position of [`CoinRing`]: the edge values and the coin's node.
type Position = (Vec<u32>, usize);

impl Game for CoinRing {
    type Position = Position;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, (edges, coin): &Position) -> Vec<Move<Position>> {
        let n = edges.len();
        let right = *coin; // joins coin and (coin + 1) mod n
        let left = (coin + n - 1) % n; // joins (coin - 1) mod n and coin
        let mut sides = vec![("right", right, (coin + 1) % n), ("left", left, left)];
        sides.dedup_by_key(|&mut (_, edge, _)| edge); // N = 1: both are the loop
        // listed the left side first, each from the highest number down: the kit's search tries
        // the last move first, so it tries the right side from 0 up, then the left side
        let mut moves = Vec::new();
        for (side, edge, to) in sides.into_iter().rev() {
            for lower in (0..edges[edge]).rev() {
                let mut next = edges.clone();
                next[edge] = lower;
                moves.push(Move::to(format!("{side} {lower}"), (next, to)));
            }
        }
        moves
    }

    fn draw(&self, (edges, coin): &Position) -> String {
        // the ring cut open at node 1, which is drawn at both ends
        let node = |v: usize| if v % edges.len() == *coin { "@" } else { "o" };
        let mut ring = node(0).to_owned();
        for (j, e) in edges.iter().enumerate() {
            ring.push_str(&format!(" -{e}- {}", node(j + 1)));
        }
        format!(
            "{ring}\n(@ the coin, on node {}; o the other nodes; -e- an edge numbered e; the two \
             ends are one node)\n",
            coin + 1
        )
    }

    fn refuse(&self, (edges, coin): &Position, typed: &str) -> Option<String> {
        let n = edges.len();
        let words: Vec<&str> = typed.split_whitespace().collect();
        let (side, edge) = match words.first() {
            Some(&"left") => ("left", (coin + n - 1) % n),
            Some(&"right") => ("right", *coin),
            _ => return Some(format!("`{}` is not a move: {NOTATION}", typed.trim())),
        };
        if n == 1 && side == "left" {
            return Some(
                "the one edge is a loop at the coin's node: type it as `right`".to_owned(),
            );
        }
        let value = edges[edge];
        Some(match words.get(1).map(|w| w.parse::<u32>()) {
            Some(Ok(lower)) if value == 0 => {
                format!("the edge on your {side} is 0: it cannot be lowered to {lower}")
            }
            Some(Ok(lower)) => format!(
                "the edge on your {side} is {value}: it can be lowered to 0 to {}, not {lower}",
                value - 1
            ),
            _ => format!("`{}` is not a move: {NOTATION}", typed.trim()),
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the side of the coin (`left` or `right`) and the number the edge there is \
                        lowered to: `left 2`";

/// The game, for the searches that outlive a call.
static RING: CoinRing = CoinRing;

/// Win/lose memo over positions (edge values, coin node): the kit's [`Searcher`] of [`CoinRing`].
struct Search(Searcher<'static, CoinRing>);

impl Default for Search {
    fn default() -> Self {
        Search(Searcher::new(&RING, SEARCH_BUDGET))
    }
}

impl Search {
    /// True iff the player to move wins with the coin on node `coin` of the ring `edges`: some
    /// move reaches a position the opponent loses, and with no move the player to move loses.
    /// `None` once the search has met more than its budget of positions.
    pub fn first_wins(&mut self, edges: &[u32], coin: usize) -> Option<bool> {
        self.0.first_wins(&(edges.to_vec(), coin))
    }
}

/// The game of an input: its ring, the coin on node 1, the first player to move.
fn games(input: &str) -> Games {
    let edges = parse(input);
    Games::new(vec![Games::case(CoinRing, (edges, 0), PLAY_BUDGET)])
}

/// The oracle's answer as a result: `YES` iff the first player wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "YES\n")])
}

/// The expected output by game search, or `None` for N = 0 or a ring whose reachable positions
/// exceed the search's budget.
fn oracle(input: &str) -> Option<String> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let edges: Vec<u32> = tokens.many(n);
    if n == 0 || reach_bound(&edges) > SEARCH_BUDGET as u128 {
        return None;
    }
    let wins = Search::default().first_wins(&edges, 0)?;
    Some(if wins { "YES\n" } else { "NO\n" }.to_owned())
}

/// The input text of the ring `edges`.
fn input_of(edges: &[u32]) -> String {
    let line: Vec<String> = edges.iter().map(u32::to_string).collect();
    format!("{}\n{}\n", edges.len(), line.join(" "))
}

/// Every ring of 1..=`max_n` edges of values in 0..=`max_value`, those without a 0 included.
fn all_rings(max_n: usize, max_value: u32) -> Vec<Vec<u32>> {
    let mut all = plan_kit::all_vectors(max_n, max_value);
    all.retain(|edges| !edges.is_empty());
    all
}

/// A random ring of 1..=`max_n` edges in 0..=`max_value`, each edge 0 with probability
/// `zero_in_3` / 3 and at least one edge 0.
fn random_ring(rng: &mut Rng, max_n: usize, max_value: u32, zero_in_3: u64) -> Vec<u32> {
    let n = 1 + rng.below(max_n);
    let mut edges: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(zero_in_3, 3) {
                0
            } else {
                rng.range(1, u64::from(max_value)) as u32
            }
        })
        .collect();
    if !edges.contains(&0) {
        let at = rng.below(n);
        edges[at] = 0;
    }
    edges
}

/// N = 20, values up to 30: one 0 at the end (YES); 0s on edges 3 and 18 (NO); one 0 at the
/// start (YES); every edge 30 but the 8th, which is 0 (YES).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1288);
    let mut ring = || -> Vec<u32> { (0..20).map(|_| rng.range(1, 30) as u32).collect() };
    let with_zeros_at = |mut edges: Vec<u32>, at: &[usize]| {
        for &i in at {
            edges[i] = 0;
        }
        input_of(&edges)
    };
    vec![
        MaxInput {
            label: "N=20, values up to 30, the last edge 0",
            input: with_zeros_at(ring(), &[19]),
        },
        MaxInput {
            label: "N=20, values up to 30, edges 3 and 18 are 0",
            input: with_zeros_at(ring(), &[2, 17]),
        },
        MaxInput {
            label: "N=20, values up to 30, the first edge 0",
            input: with_zeros_at(ring(), &[0]),
        },
        MaxInput {
            label: "N=20, every edge 30 but the 8th, which is 0",
            input: with_zeros_at(vec![30; 20], &[7]),
        },
    ]
}

/// The rings of the coin-ring figure: one of each parity of the two runs.
const COIN_RINGS: [&[u32]; 4] = [
    &[2, 0, 3, 1, 0, 4],
    &[3, 1, 0, 2, 5, 0, 1],
    &[1, 4, 0, 2, 0, 3, 2],
    &[2, 5, 3, 0, 4, 0, 1, 1],
];

/// The coin's colour.
const COIN: &str = "#fdd835";

/// The coin ring: four rings, the coin on the node between the last edge and the first, the
/// runs of non-zero edges beside it, and the oracle's verdict.
fn figure() -> String {
    let mut svg = Svg::page(
        (840.0, 330.0),
        "The coin ring: the runs of non-zero edges beside the coin",
        &[
            (Swatch::Line(ACCENT, ""), "run forward (F edges)"),
            (Swatch::Line(ACCENT_2, ""), "run backward (B edges)"),
            (Swatch::Line(INK, "4 3"), "a 0 edge"),
            (Swatch::Cell(COIN), "the coin"),
        ],
    );
    for (k, edges) in COIN_RINGS.iter().enumerate() {
        let n = edges.len();
        let centre = (110.0 + 205.0 * k as f64, 175.0);
        let at = ring_positions(n, centre, 70.0);
        let forward = edges.iter().take_while(|&&e| e > 0).count();
        let backward = edges.iter().rev().take_while(|&&e| e > 0).count();
        for (j, &value) in edges.iter().enumerate() {
            // edge j joins node j and node j + 1
            let (a, b) = (at[j], at[(j + 1) % n]);
            let (stroke, dash) = if value == 0 {
                (INK, "4 3")
            } else if j < forward {
                (ACCENT, "")
            } else if j >= n - backward {
                (ACCENT_2, "")
            } else {
                (INK, "")
            };
            svg.line(a, b, stroke, if dash.is_empty() { 3.0 } else { 1.5 }, dash);
            let middle = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            let (dx, dy) = (middle.0 - centre.0, middle.1 - centre.1);
            let label = (centre.0 + dx * 1.3, centre.1 + dy * 1.3);
            svg.text(label, 13.0, Anchor::Middle, INK, &value.to_string());
        }
        for (v, &place) in at.iter().enumerate() {
            if v == 0 {
                svg.circle(place, 9.0, COIN, INK);
            } else {
                svg.circle(place, 3.5, INK, INK);
            }
        }
        let wins = Search::default()
            .first_wins(edges, 0)
            .expect("a small ring is within the search's budget");
        svg.text(
            (centre.0, 280.0),
            13.0,
            Anchor::Middle,
            INK,
            &format!("F = {forward}, B = {backward}"),
        );
        svg.text(
            (centre.0, 300.0),
            13.0,
            Anchor::Middle,
            INK,
            if wins {
                "first player wins"
            } else {
                "first player loses"
            },
        );
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(edges: &[u32]) -> bool {
        Search::default()
            .first_wins(edges, 0)
            .expect("small rings are within reach")
    }

    #[test]
    fn the_search_knows_small_rings_by_hand() {
        assert!(!wins(&[0]), "N = 1: the loop is 0, no move");
        assert!(wins(&[2]), "N = 1: lower the loop to 0");
        assert!(!wins(&[0, 0, 0]), "no move");
        assert!(
            wins(&[1, 0]),
            "cross edge 0, now 0 on both sides of the coin"
        );
        assert!(
            !wins(&[1, 1]),
            "N = 2: both moves give the opponent a [0, 1] ring"
        );
        assert!(
            wins(&[2, 1]),
            "lower edge 0 to 1: the opponent faces [1, 1]"
        );
        assert!(
            !wins(&[3, 3, 0]),
            "after any first move the opponent crosses edge 1 lowering it to 0: coin on node 2, between 0s"
        );
        assert!(wins(&[2, 5, 3, 0]), "the first sample");
    }

    #[test]
    fn brute_prints_the_verdict() {
        assert_eq!(oracle("4\n2 5 3 0\n").as_deref(), Some("YES\n"));
        assert_eq!(oracle("0\n\n"), None);
        assert_eq!(reach_bound(&[2, 5, 3, 0]), 3 * 6 * 4 * 4);
        assert_eq!(reach_bound(&[0, 7, 0, 1]), 2 * 2);
        assert_eq!(reach_bound(&[1, 1]), 2 * 2 * 3);
    }

    #[test]
    fn all_rings_counts_every_ring() {
        assert_eq!(all_rings(3, 2).len(), 3 + 9 + 27);
    }

    #[test]
    fn the_plan_passes_the_validator() {
        plan_kit::testing::assert_plan_is_valid(&PLAN, 40);
    }

    #[test]
    fn the_validator_rejects_bad_layouts_and_values() {
        assert_eq!(validate("4\n2 5 3 0\n"), Ok(()));
        assert_eq!(validate("1\n0\n"), Ok(()));
        for bad in [
            "4\n2 5 3 0",
            "4\n2 5  3 0\n",
            "4\n2 5 3 0 \n",
            "4\n2 5 3 0\n\n",
            "4\n2 5 3\n",
            "4\n2 5 3 1\n",
            "4\n2 5 31 0\n",
            "21\n0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
            "0\n\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn shrinking_removes_edges_then_lowers_numbers() {
        let shrunk = shrink("3\n2 0 3\n");
        assert_eq!(shrunk[0], "1\n2\n");
        assert!(shrunk.contains(&"2\n2 0\n".to_owned()));
        assert!(shrunk.contains(&"3\n2 0 2\n".to_owned()));
    }
}
