//! One function per figure: each asks its problem's oracle (`crate::problems`) about small
//! positions and draws the answers with the shapes of [`super::svg`].

use super::svg::{
    ACCENT, ACCENT_2, Anchor, BAR, FAINT, Grid, INK, LOOP, LOSE, Node, PAPER, Svg, Swatch, WIN,
    graph, interval_triangle, ring_positions, text_on, tree_layout, value_plot,
};
use crate::problems::{
    abc206f_interval_game_2 as interval, abc297g_constrained_nim_2 as constrained,
    abc368f_dividing_game as dividing, agc017d_game_on_tree as tree, boj65_three_piles as boj65,
    cf768e_game_of_stones as stones_no_repeat, cf786a_berzerk as berzerk,
    cf1537d_deleting_divisors as deleting, edpc_k_stones as stones,
    gym100548h_make_you_happy as gym, luogu_p1288_coin_ring as coin_ring,
    luogu_p1290_euclid_game as euclid, luogu_p2197_nim as nim, luogu_p3024_cow_checkers as cow,
    poj2425_chess_game as chess,
};

/// The golden ratio φ = (1 + √5) / 2.
fn phi() -> f64 {
    (1.0 + 5f64.sqrt()) / 2.0
}

/// A square grid of `side` × `side` cells from (0, 0) or (1, 1), drawn as a plot (y up), whose
/// top-left corner is at `at`.
fn plot_grid(at: (f64, f64), cell: f64, side: usize, from: i64) -> Grid {
    Grid {
        left: at.0,
        top: at.1,
        cell,
        cols: side,
        rows: side,
        x0: from,
        y0: from,
        y_up: true,
    }
}

/// Paints the whole of `grid` as won, then the cells where `loses(x, y)` as lost.
fn win_lose_cells(svg: &mut Svg, grid: &Grid, loses: impl Fn(usize, usize) -> bool) {
    let (w, h) = grid.size();
    svg.rect(grid.left, grid.top, w, h, WIN);
    grid.cells(svg, |x, y| loses(x, y).then_some(LOSE), |_, _| None);
}

/// Cow Checkers (Wythoff's game): the lost positions up to 60 by game search, on the two rays of
/// slopes φ and 1/φ.
pub fn cow_checkers() -> String {
    const MAX: usize = 60;
    let wins = cow::search(MAX as u64);
    let grid = plot_grid((60.0, 76.0), 8.0, MAX + 1, 0);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Cow Checkers (Wythoff): the lost positions, x, y ≤ 60",
        &[
            (Swatch::Cell(LOSE), "player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, "5 3"), "y = φ·x and y = x / φ"),
        ],
    );
    win_lose_cells(&mut svg, &grid, |x, y| !wins[x][y]);
    // through the centre of the cell (0, 0), where the cells (a_k, b_k) cluster
    for slope in [phi(), 1.0 / phi()] {
        grid.line_through(&mut svg, (0.5, 0.5), (1.5, 0.5 + slope), ACCENT, "5 3");
    }
    grid.axes(&mut svg, 10, "x", "y");
    svg.finish()
}

/// Euclid's game: who wins each (a, b) up to 60 by game search, with the lines a = φ·b and
/// b = φ·a.
pub fn euclid_game() -> String {
    const MAX: usize = 60;
    let table = euclid::Table::new(MAX);
    let grid = plot_grid((60.0, 76.0), 8.0, MAX, 1);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Euclid's game: who wins (a, b), a, b ≤ 60",
        &[
            (Swatch::Cell(LOSE), "player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, "5 3"), "a = φ·b and b = φ·a"),
        ],
    );
    win_lose_cells(&mut svg, &grid, |col, row| {
        !table.first_wins(col + 1, row + 1)
    });
    // the value v sits at the centre of its cell, v + 0.5
    for (dx, dy) in [(phi(), 1.0), (1.0, phi())] {
        grid.line_through(&mut svg, (0.5, 0.5), (0.5 + dx, 0.5 + dy), ACCENT, "5 3");
    }
    grid.axes(&mut svg, 10, "a", "b");
    svg.finish()
}

/// A colour between `light` and `dark` (RGB triples) at `t` in [0, 1], as `#rrggbb`.
fn shade(t: f64, light: [u8; 3], dark: [u8; 3]) -> String {
    let mix = |i: usize| {
        let (l, d) = (f64::from(light[i]), f64::from(dark[i]));
        (l + (d - l) * t).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

/// Nim with three piles: for piles a, b < 16, the third pile c that makes (a, b, c) lost, found
/// by game search among c < 32 (there is exactly one).
pub fn nim() -> String {
    const SIDE: usize = 16;
    let mut search = nim::Search::default();
    let lost_third: Vec<Vec<u32>> = (0..SIDE as u32)
        .map(|a| {
            (0..SIDE as u32)
                .map(|b| {
                    let lost: Vec<u32> = (0..32)
                        .filter(|&c| !search.first_wins(&[a, b, c]))
                        .collect();
                    assert_eq!(lost.len(), 1, "piles ({a}, {b}): one losing third pile");
                    lost[0]
                })
                .collect()
        })
        .collect();
    let top = lost_third
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(1)
        .max(1);
    let grid = plot_grid((60.0, 76.0), 28.0, SIDE, 0);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Nim: the third pile c that loses beside a and b",
        &[],
    );
    svg.text(
        (16.0, 50.0),
        12.0,
        Anchor::Start,
        INK,
        "(a, b, c) is lost for the player to move, by game search; darker = larger c",
    );
    grid.cells(
        &mut svg,
        |a, b| {
            let t = f64::from(lost_third[a][b]) / f64::from(top);
            Some(shade(t, [0xf7, 0xfb, 0xff], [0x08, 0x30, 0x6b]))
        },
        |a, b| Some(lost_third[a][b].to_string()),
    );
    grid.axes(&mut svg, 2, "pile a", "pile b");
    svg.finish()
}

/// BOJ 65 three piles: two slices of the lost set by game search, the plane (a, b, b) of the
/// positions with two equal piles, and the plane c = 25.
pub fn three_piles() -> String {
    const MAX: usize = 47;
    const C: usize = 25;
    let mut search = boj65::Search::new(MAX as u32);
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

/// The instance of the Berzerk figure: n objects, Rick's and Morty's steps.
const BERZERK: (usize, [usize; 2], [usize; 3]) = (10, [2, 3], [1, 2, 7]);

/// Berzerk: the outcome for the player to move at each object of a small ring, by the oracle's
/// fixed point, once with Rick to move and once with Morty to move.
pub fn berzerk() -> String {
    let (n, rick, morty) = BERZERK;
    let outcome = berzerk::outcomes_brute(n, [&rick, &morty]);
    let mut svg = Svg::page(
        (760.0, 470.0),
        &format!("Berzerk, n = {n}: Rick's steps {rick:?}, Morty's steps {morty:?}"),
        &[
            (Swatch::Cell(WIN), "W: the player to move wins"),
            (Swatch::Cell(LOSE), "L: loses"),
            (Swatch::Cell(LOOP), "∞: the game loops"),
        ],
    );
    for (player, name) in ["Rick moves first", "Morty moves first"].iter().enumerate() {
        let centre = (200.0 + 360.0 * player as f64, 270.0);
        svg.text((centre.0, 84.0), 14.0, Anchor::Middle, INK, name);
        let at = ring_positions(n, centre, 120.0);
        for i in 0..n {
            svg.line(at[i], at[(i + 1) % n], FAINT, 2.0, "");
        }
        for (object, &place) in at.iter().enumerate() {
            let (fill, mark) = if object == 0 {
                (INK, "hole")
            } else {
                match outcome[player][object] {
                    berzerk::Outcome::Win => (WIN, "W"),
                    berzerk::Outcome::Lose => (LOSE, "L"),
                    berzerk::Outcome::Loop => (LOOP, "∞"),
                }
            };
            svg.circle(place, 20.0, fill, INK);
            let size = if object == 0 { 11.0 } else { 16.0 };
            svg.text(place, size, Anchor::Middle, text_on(fill), mark);
            // the object's number (1-based, as in the statement), outside the ring
            let (dx, dy) = (place.0 - centre.0, place.1 - centre.1);
            let outside = (centre.0 + dx * 1.33, centre.1 + dy * 1.33);
            svg.text(
                outside,
                12.0,
                Anchor::Middle,
                INK,
                &(object + 1).to_string(),
            );
        }
    }
    svg.finish()
}

/// The graph of the Gym figure (0-based; drawn 1-based): 6 vertices, two without a move (0 and
/// 4), and the cycle 1 → 3 → 5 → 2 → 1.
const GYM_EDGES: [(usize, usize); 8] = [
    (1, 0),
    (1, 3),
    (2, 0),
    (2, 1),
    (3, 0),
    (3, 5),
    (5, 2),
    (5, 4),
];

/// The Gym chase: the graph, and the outcome (by the oracle's fixed point) for every pair of
/// starts, Bob to move first.
pub fn make_you_happy() -> String {
    const N: usize = 6;
    let outcome = |bob: usize, alice: usize| {
        gym::outcome_brute(&gym::Case {
            n: N,
            edges: GYM_EDGES.to_vec(),
            bob,
            alice,
        })
        .expect("a graph of 6 vertices is within the search's budget")
    };
    let mut svg = Svg::page(
        (760.0, 430.0),
        "The chase: who wins from each pair of starts, Bob moving first",
        &[
            (Swatch::Cell(LOSE), "Alice wins (No)"),
            (Swatch::Cell(WIN), "Bob wins: Alice is stuck (Yes)"),
            (Swatch::Cell(LOOP), "endless, Bob's (Yes)"),
        ],
    );
    let centre = (190.0, 250.0);
    let nodes: Vec<Node> = ring_positions(N, centre, 120.0)
        .into_iter()
        .enumerate()
        .map(|(v, at)| Node {
            at,
            fill: PAPER,
            label: (v + 1).to_string(),
        })
        .collect();
    svg.text((centre.0, 100.0), 13.0, Anchor::Middle, INK, "the graph");
    graph(&mut svg, &nodes, &GYM_EDGES, true, 18.0);
    let grid = Grid {
        left: 470.0,
        top: 130.0,
        cell: 36.0,
        cols: N,
        rows: N,
        x0: 1,
        y0: 1,
        y_up: false,
    };
    grid.cells(
        &mut svg,
        |alice, bob| {
            Some(match outcome(bob, alice) {
                gym::Outcome::AliceWins => LOSE,
                gym::Outcome::BobWins => WIN,
                gym::Outcome::Endless => LOOP,
            })
        },
        |_, _| None,
    );
    let (w, h) = grid.size();
    for i in 0..=N {
        let step = i as f64 * grid.cell;
        svg.line(
            (grid.left + step, grid.top),
            (grid.left + step, grid.top + h),
            PAPER,
            1.5,
            "",
        );
        svg.line(
            (grid.left, grid.top + step),
            (grid.left + w, grid.top + step),
            PAPER,
            1.5,
            "",
        );
    }
    grid.axes(&mut svg, 1, "Alice starts on", "Bob starts on");
    svg.text(
        (grid.left + w / 2.0, 100.0),
        13.0,
        Anchor::Middle,
        INK,
        "the outcome",
    );
    svg.finish()
}

/// The DAG of the chess-game figure, as successor lists, and the column each position is drawn
/// in (chosen so that no edge passes through a position it does not join).
fn chess_dag() -> (Vec<Vec<usize>>, [f64; 9]) {
    let successors = vec![
        vec![1, 2, 4],
        vec![2, 5],
        vec![3, 4],
        vec![5, 6, 7],
        vec![7, 8],
        vec![6, 7],
        vec![7],
        vec![8],
        vec![],
    ];
    (successors, [1.0, 3.0, 1.0, 4.5, 0.5, 4.0, 6.0, 4.5, 2.5])
}

/// The chess game: a small DAG, each position with its Grundy value by definition (the mex of
/// its successors'), drawn in rows by value.
pub fn chess_game() -> String {
    let (successors, columns) = chess_dag();
    let grundy = chess::grundy_brute(&successors);
    let top = grundy.iter().copied().max().unwrap_or(0) as usize;
    let gap = 90.0;
    let at: Vec<(f64, f64)> = columns
        .iter()
        .zip(&grundy)
        .map(|(&column, &g)| {
            (
                130.0 + 90.0 * column,
                120.0 + gap * (top - g as usize) as f64,
            )
        })
        .collect();
    let edges: Vec<(usize, usize)> = successors
        .iter()
        .enumerate()
        .flat_map(|(v, next)| next.iter().map(move |&w| (v, w)))
        .collect();
    let nodes: Vec<Node> = at
        .iter()
        .zip(&grundy)
        .map(|(&at, &g)| Node {
            at,
            fill: if g == 0 { LOSE } else { WIN },
            label: g.to_string(),
        })
        .collect();
    let mut svg = Svg::page(
        (720.0, 120.0 + gap * top as f64 + 70.0),
        "A chess game on a DAG: each position's Grundy value",
        &[
            (Swatch::Cell(LOSE), "0: one piece there loses"),
            (Swatch::Cell(WIN), "g > 0: wins"),
        ],
    );
    svg.text(
        (16.0, 76.0),
        12.0,
        Anchor::Start,
        INK,
        "g = the least value no successor has; the small numbers name the positions",
    );
    for g in 0..=top {
        let y = 120.0 + gap * (top - g) as f64;
        svg.text((20.0, y), 12.0, Anchor::Start, INK, &format!("g = {g}"));
    }
    graph(&mut svg, &nodes, &edges, true, 17.0);
    for (v, &(x, y)) in at.iter().enumerate() {
        svg.text(
            (x + 22.0, y - 18.0),
            11.0,
            Anchor::Start,
            INK,
            &v.to_string(),
        );
    }
    svg.finish()
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
pub fn coin_ring() -> String {
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
        let wins = coin_ring::Search::default()
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

/// The rooted tree of the game-on-tree figure: the children of each vertex, vertex 0 the root.
fn game_tree() -> Vec<Vec<usize>> {
    vec![
        vec![1, 2, 3],
        vec![4, 5],
        vec![6],
        vec![],
        vec![7, 8],
        vec![],
        vec![9],
        vec![],
        vec![],
        vec![10],
        vec![],
    ]
}

/// The Grundy value of the game on the subtree of `v` (rooted at `v`), by the oracle's win/lose
/// search alone: it is the k for which that subtree with a path of k more edges hung from its root
/// is lost (such a path is a Nim heap of k, and a game plus *k is lost iff its value is k).
fn subtree_grundy(children: &[Vec<usize>], v: usize) -> u64 {
    let mut edges = Vec::new();
    let mut stack = vec![(v, 0)];
    let mut n = 1;
    while let Some((u, at)) = stack.pop() {
        for &c in &children[u] {
            edges.push((at, n));
            stack.push((c, n));
            n += 1;
        }
    }
    (0..16)
        .find(|&k| {
            let mut with_path = tree::Tree {
                n: n + k,
                edges: edges.clone(),
            };
            for i in 0..k {
                let from = if i == 0 { 0 } else { n + i - 1 };
                with_path.edges.push((from, n + i));
            }
            let all = (1u128 << with_path.edges.len()) - 1;
            !tree::Search::new(&with_path)
                .first_wins(all)
                .expect("a small tree is within the search's budget")
        })
        .expect("a value below 16") as u64
}

/// Game on Tree: each vertex's Grundy value (of the game on its subtree), by the oracle's search,
/// and on each edge to a child c the value G(c) + 1 that the colon principle XORs.
pub fn game_on_tree() -> String {
    let children = game_tree();
    let grundy: Vec<u64> = (0..children.len())
        .map(|v| subtree_grundy(&children, v))
        .collect();
    let mut svg = Svg::page(
        (580.0, 480.0),
        "Game on Tree: the Grundy value of each vertex's subtree",
        &[
            (Swatch::Cell(LOSE), "0: lost for the player to move"),
            (Swatch::Cell(WIN), "G > 0: won"),
            (Swatch::Cell(ACCENT), "G(child) + 1 on the edge"),
        ],
    );
    svg.text(
        (16.0, 76.0),
        12.0,
        Anchor::Start,
        INK,
        "by game search on each subtree; each value is the XOR of the numbers on the edges to its children",
    );
    let at = tree_layout(&children, 0, (90.0, 130.0), 96.0, 80.0);
    let edges: Vec<(usize, usize)> = children
        .iter()
        .enumerate()
        .flat_map(|(v, c)| c.iter().map(move |&w| (v, w)))
        .collect();
    let nodes: Vec<Node> = at
        .iter()
        .zip(&grundy)
        .map(|(&at, &g)| Node {
            at,
            fill: if g == 0 { LOSE } else { WIN },
            label: g.to_string(),
        })
        .collect();
    graph(&mut svg, &nodes, &edges, false, 17.0);
    for &(v, c) in &edges {
        let (a, b) = (at[v], at[c]);
        let middle = ((a.0 + b.0) / 2.0 + 12.0, (a.1 + b.1) / 2.0);
        svg.text(
            middle,
            12.0,
            Anchor::Start,
            ACCENT,
            &(grundy[c] + 1).to_string(),
        );
    }
    for (v, &(x, y)) in at.iter().enumerate() {
        let name = if v == 0 {
            "vertex 1".to_owned()
        } else {
            (v + 1).to_string()
        };
        svg.text((x - 22.0, y), 10.0, Anchor::End, FAINT_TEXT, &name);
    }
    svg.finish()
}

/// Small grey text: the names of vertices.
const FAINT_TEXT: &str = "#737373";

/// The intervals [L, R) of the interval-game figure, on the coordinates 1..=9.
const INTERVALS: [(u64, u64); 9] = [
    (1, 3),
    (2, 4),
    (3, 6),
    (4, 5),
    (5, 8),
    (6, 9),
    (1, 5),
    (7, 9),
    (8, 9),
];

/// The Grundy value of a position, by its definition (the mex of the values of the positions
/// `moves` leaves), memoised.
fn grundy_of(
    position: u128,
    moves: &impl Fn(u128) -> Vec<u128>,
    memo: &mut std::collections::HashMap<u128, u64>,
) -> u64 {
    if let Some(&g) = memo.get(&position) {
        return g;
    }
    let options: Vec<u64> = moves(position)
        .into_iter()
        .map(|next| grundy_of(next, moves, memo))
        .collect();
    let g = (0..).find(|x| !options.contains(x)).expect("a free value");
    memo.insert(position, g);
    g
}

/// Interval Game 2: the intervals, and for each free segment [l, r) the Grundy value of the game
/// on the intervals inside it, by the mex over the oracle's moves (checked against its win/lose
/// search).
pub fn interval_game() -> String {
    const TOP: u64 = 9;
    let value = |l: u64, r: u64| {
        let inside: Vec<(u64, u64)> = INTERVALS
            .iter()
            .copied()
            .filter(|&(a, b)| l <= a && b <= r)
            .collect();
        let mut search = interval::Search::new(&inside);
        let start = search.start();
        let g = grundy_of(start, &|free| search.moves(free), &mut Default::default());
        let wins = search
            .first_wins(start)
            .expect("a few intervals are within the search's budget");
        assert_eq!(wins, g != 0, "[{l}, {r}): the search and the value agree");
        g
    };
    // cell (i, j): l = i + 1, r = j + 2
    let side = (TOP - 1) as usize;
    let values: Vec<Vec<u64>> = (0..side)
        .map(|i| {
            (0..side)
                .map(|j| {
                    if i <= j {
                        value(i as u64 + 1, j as u64 + 2)
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    let mut svg = Svg::page(
        (720.0, 430.0),
        "Interval Game 2: the Grundy value of each free segment [l, r)",
        &[
            (Swatch::Cell(LOSE), "0: lost for the player to move"),
            (Swatch::Cell(WIN), "g > 0: won"),
        ],
    );
    // the intervals on a number line
    let (x0, unit) = (40.0, 34.0);
    let x = |c: u64| x0 + (c - 1) as f64 * unit;
    svg.text(
        (x(5), 90.0),
        13.0,
        Anchor::Middle,
        INK,
        "the intervals [L, R)",
    );
    for (k, &(a, b)) in INTERVALS.iter().enumerate() {
        let y = 115.0 + 24.0 * k as f64;
        svg.line((x(a), y), (x(b), y), ACCENT, 4.0, "");
        svg.circle((x(a), y), 3.5, ACCENT, ACCENT);
        svg.circle((x(b), y), 3.5, PAPER, ACCENT);
    }
    let axis = 115.0 + 24.0 * INTERVALS.len() as f64;
    svg.line((x(1), axis), (x(TOP), axis), INK, 1.0, "");
    for c in 1..=TOP {
        svg.line((x(c), axis), (x(c), axis + 4.0), INK, 1.0, "");
        svg.text(
            (x(c), axis + 14.0),
            11.0,
            Anchor::Middle,
            INK,
            &c.to_string(),
        );
    }
    let mut grid = interval_triangle(
        &mut svg,
        (400.0, 100.0),
        34.0,
        side,
        |i, j| if values[i][j] == 0 { LOSE } else { WIN },
        |i, j| Some(values[i][j].to_string()),
    );
    grid.x0 = 2;
    grid.y0 = 1;
    grid.axes(&mut svg, 1, "right end r", "left end l");
    svg.finish()
}

/// Constrained Nim 2 with L = 3, R = 5: the Grundy value of one pile of a ≤ 40 stones, by
/// definition (the oracle's route beyond its search), checked against the oracle's search of two
/// piles ((a, b) is lost iff the values are equal); one period L + R in each shade.
pub fn constrained_nim() -> String {
    const L: u64 = 3;
    const R: u64 = 5;
    const MAX: u64 = 40;
    let values = constrained::grundy_by_definition(MAX, L, R, u64::MAX).expect("no budget");
    let mut search = constrained::Search::new(L, R);
    for a in 0..=MAX {
        for b in a..=MAX {
            assert_eq!(
                search.first_wins(&[a, b]),
                values[a as usize] != values[b as usize],
                "piles ({a}, {b})"
            );
        }
    }
    let mut svg = Svg::page(
        (620.0, 340.0),
        "Constrained Nim 2, take 3 to 5 stones: the Grundy value of a pile of a",
        &[
            (Swatch::Cell(LOSE), "0: lost"),
            (Swatch::Cell(BAR), "one period of L + R = 8"),
            (Swatch::Cell(ACCENT_2), "the next"),
        ],
    );
    let period = (L + R) as usize;
    let fill = |a: usize| {
        if values[a] == 0 {
            LOSE
        } else if (a / period).is_multiple_of(2) {
            BAR
        } else {
            ACCENT_2
        }
    };
    let (left, top, w, h) = (70.0, 90.0, 520.0, 180.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &values,
        fill,
        "pile a",
        "g(a)",
    );
    let step = w / values.len() as f64;
    for k in 1..=(MAX as usize / period) {
        let x = left + (k * period) as f64 * step;
        svg.line((x, top), (x, top + h), FAINT_TEXT, 1.0, "4 3");
    }
    svg.finish()
}

/// Dividing Game: the Grundy value of one number n ≤ 64, by definition, checked against the
/// oracle's search of two numbers ((n, m) is lost iff the values are equal), with the number of
/// prime factors of n marked over each bar.
pub fn dividing_game() -> String {
    const MAX: usize = 64;
    let table = dividing::grundy_by_definition(MAX);
    let mut search = dividing::Search::default();
    for n in 1..=MAX as u64 {
        for m in n..=MAX as u64 {
            assert_eq!(
                search.first_wins(&[n, m]),
                table[n as usize] != table[m as usize],
                "numbers ({n}, {m})"
            );
        }
    }
    let values: Vec<u64> = table.iter().map(|&g| u64::from(g)).collect();
    let omega = |mut n: usize| {
        let mut count = 0;
        let mut p = 2;
        while n > 1 {
            while n.is_multiple_of(p) {
                n /= p;
                count += 1;
            }
            p += 1;
        }
        count
    };
    let mut svg = Svg::page(
        (700.0, 340.0),
        "Dividing Game: the Grundy value of one number n",
        &[
            (Swatch::Cell(LOSE), "0: n = 1, lost"),
            (Swatch::Cell(ACCENT_2), "n prime"),
            (Swatch::Cell(BAR), "n composite"),
            (Swatch::Line(ACCENT, ""), "Ω(n): its prime factors"),
        ],
    );
    let fill = |n: usize| {
        if n == 0 {
            PAPER
        } else if values[n] == 0 {
            LOSE
        } else if omega(n) == 1 {
            ACCENT_2
        } else {
            BAR
        }
    };
    let (left, top, w, h) = (70.0, 90.0, 600.0, 180.0);
    value_plot(&mut svg, (left, top), (w, h), &values, fill, "n", "g(n)");
    let step = w / values.len() as f64;
    let unit = h / values.iter().copied().max().unwrap_or(1).max(1) as f64;
    for n in 1..values.len() {
        let y = top + h - omega(n) as f64 * unit;
        let x = left + n as f64 * step;
        svg.line((x, y), (x + step, y), ACCENT, 2.0, "");
    }
    svg.finish()
}

/// A figure of who wins a heap, one row of cells per move set: heaps `first..=last` left to
/// right, won or lost by `wins(set, heap)` (the problem's game search), each row named
/// `{name} = {…}`, the heaps in `ticks` numbered under the last row.
pub struct WinLoseRows<'a> {
    pub title: &'a str,
    /// The legend's words for a lost and for a won heap.
    pub legend: [&'a str; 2],
    pub sets: &'a [&'a [usize]],
    pub name: &'a str,
    pub first: usize,
    pub last: usize,
    pub ticks: &'a [usize],
    pub axis: &'a str,
}

/// Draws [`WinLoseRows`].
pub fn win_lose_rows(rows: &WinLoseRows, wins: impl Fn(&[usize], usize) -> bool) -> String {
    let cols = rows.last + 1 - rows.first;
    let row = |r: usize| Grid {
        left: 110.0,
        top: 96.0 + 30.0 * r as f64,
        cell: 16.0,
        cols,
        rows: 1,
        x0: rows.first as i64,
        y0: 0,
        y_up: false,
    };
    let last = row(rows.sets.len() - 1);
    let (w, h) = last.size();
    let mut svg = Svg::page(
        (last.left + w + 24.0, last.top + h + 56.0),
        rows.title,
        &[
            (Swatch::Cell(LOSE), rows.legend[0]),
            (Swatch::Cell(WIN), rows.legend[1]),
        ],
    );
    for (r, set) in rows.sets.iter().enumerate() {
        let grid = row(r);
        grid.cells(
            &mut svg,
            |col, _| {
                Some(if wins(set, rows.first + col) {
                    WIN
                } else {
                    LOSE
                })
            },
            |_, _| None,
        );
        for col in 0..cols {
            let (cx, cy) = grid.centre(col, 0);
            let half = grid.cell / 2.0;
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 0.5);
        }
        svg.frame(grid.left, grid.top, w, h, INK, 1.0);
        let (_, cy) = grid.centre(0, 0);
        let names: Vec<String> = set.iter().map(|x| x.to_string()).collect();
        svg.text(
            (grid.left - 8.0, cy),
            12.0,
            Anchor::End,
            INK,
            &format!("{} = {{{}}}", rows.name, names.join(", ")),
        );
    }
    let bottom = last.top + h;
    for &heap in rows.ticks {
        let (cx, _) = last.centre(heap - rows.first, 0);
        svg.line((cx, bottom), (cx, bottom + 4.0), INK, 1.0, "");
        svg.text(
            (cx, bottom + 12.0),
            11.0,
            Anchor::Middle,
            INK,
            &heap.to_string(),
        );
    }
    svg.text(
        (last.left + w / 2.0, bottom + 30.0),
        13.0,
        Anchor::Middle,
        INK,
        rows.axis,
    );
    svg.finish()
}

/// The sets A of the Stones figure.
const STONE_SETS: [&[usize]; 4] = [&[2, 3], &[1, 3, 4], &[2, 5], &[3, 4, 7]];

/// Stones: who wins a pile of K ≤ 40 for a few sets A, by the oracle's search, one row per set.
pub fn stones() -> String {
    let ticks: Vec<usize> = (0..=40).step_by(5).collect();
    win_lose_rows(
        &WinLoseRows {
            title: "Stones: who wins a pile of K, for a few sets A",
            legend: ["the player to move loses", "wins"],
            sets: &STONE_SETS,
            name: "A",
            first: 0,
            last: 40,
            ticks: &ticks,
            axis: "stones K",
        },
        stones::first_wins_brute,
    )
}

/// Deleting Divisors: who wins from n ≤ 64, by the oracle's table, eight to a row, the odd powers
/// of two framed.
pub fn deleting_divisors() -> String {
    const SIDE: usize = 8;
    let wins = deleting::win_table();
    let grid = Grid {
        left: 40.0,
        top: 100.0,
        cell: 44.0,
        cols: SIDE,
        rows: SIDE,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    let (w, h) = grid.size();
    let n_at = |col: usize, row: usize| SIDE * row + col + 1;
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 30.0),
        "Deleting Divisors: who wins from n ≤ 64",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, ""), "2^k, k odd"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| Some(if wins[n_at(col, row)] { WIN } else { LOSE }),
        |col, row| Some(n_at(col, row).to_string()),
    );
    for row in 0..SIDE {
        for col in 0..SIDE {
            let n = n_at(col, row);
            let (cx, cy) = grid.centre(col, row);
            let half = grid.cell / 2.0;
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 1.0);
            if n.is_power_of_two() && n.trailing_zeros() % 2 == 1 {
                svg.frame(
                    cx - half + 2.0,
                    cy - half + 2.0,
                    grid.cell - 4.0,
                    grid.cell - 4.0,
                    ACCENT,
                    3.0,
                );
            }
        }
    }
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    svg.finish()
}

/// Game of Stones: the Grundy value of one fresh pile of s ≤ 60 stones under the no-repeat rule,
/// by definition over the (stones left, amounts used) states, checked against the oracle's search
/// of two piles for s ≤ 12 ((s, t) is lost iff the values are equal); the dashed lines mark the
/// triangular numbers k(k + 1)/2, where the value steps up.
pub fn game_of_stones() -> String {
    let values: Vec<u64> = stones_no_repeat::grundy_table()
        .iter()
        .map(|&g| u64::from(g))
        .collect();
    let mut search = stones_no_repeat::Search::default();
    for s in 1..=12u32 {
        for t in s..=12 {
            let piles = [
                stones_no_repeat::Pile::fresh(s),
                stones_no_repeat::Pile::fresh(t),
            ];
            assert_eq!(
                search.first_wins(&piles),
                Some(values[s as usize] != values[t as usize]),
                "piles ({s}, {t})"
            );
        }
    }
    let mut svg = Svg::page(
        (700.0, 340.0),
        "Game of Stones, no amount taken twice from a pile: the Grundy value of a pile of s",
        &[
            (Swatch::Cell(LOSE), "0: the empty pile"),
            (Swatch::Cell(BAR), "G(s)"),
            (Swatch::Line(FAINT_TEXT, "4 3"), "s = k(k + 1)/2"),
        ],
    );
    let fill = |s: usize| if values[s] == 0 { LOSE } else { BAR };
    let (left, top, w, h) = (70.0, 90.0, 600.0, 180.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &values,
        fill,
        "stones s",
        "G(s)",
    );
    let step = w / values.len() as f64;
    for k in 1..=10usize {
        let triangular = k * (k + 1) / 2;
        if triangular < values.len() {
            let x = left + triangular as f64 * step;
            svg.line((x, top), (x, top + h), FAINT_TEXT, 1.0, "4 3");
        }
    }
    svg.finish()
}
