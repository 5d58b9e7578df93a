//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::Maze;
use super::{MAX_COMPONENT, MAX_SIDE};
use plan_kit::graph::UnionFind;
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput};

/// The shapes of the exhaustive group: n, m ≤ 4 with n·m ≤ 12, by number of cells, then rows.
pub(super) fn exhaustive_shapes() -> Vec<(usize, usize)> {
    let mut shapes: Vec<(usize, usize)> = (1..=4)
        .flat_map(|n| (1..=4).map(move |m| (n, m)))
        .filter(|&(n, m)| n * m <= 12)
        .collect();
    shapes.sort_by_key(|&(n, m)| (n * m, n));
    shapes
}

/// Every maze of the exhaustive shapes, each cell open or not (the open cells as the bits of a
/// counter).
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for (n, m) in exhaustive_shapes() {
        for bits in 0u32..1 << (n * m) {
            let open = (0..n * m).map(|i| bits >> i & 1 == 1).collect();
            inputs.push(Maze { n, m, open }.input());
        }
    }
    inputs
}

/// An n×m maze grown at random: the cells are visited in random order and each opened with
/// probability `percent`/100, unless its component would then exceed `cap` cells or, for a
/// `forest`, it would close a cycle of open cells (two of its open neighbours already connected).
pub(super) fn grown_maze(
    rng: &mut Rng,
    (n, m): (usize, usize),
    percent: u64,
    cap: usize,
    forest: bool,
) -> Maze {
    let mut maze = Maze {
        n,
        m,
        open: vec![false; n * m],
    };
    let mut parts = UnionFind::new(n * m);
    let mut order: Vec<usize> = (0..n * m).collect();
    rng.shuffle(&mut order);
    for v in order {
        if !rng.chance(percent, 100) {
            continue;
        }
        let around = maze.neighbours(v);
        let mut roots: Vec<usize> = around.iter().map(|&w| parts.find(w)).collect();
        roots.sort_unstable();
        let all = roots.len();
        roots.dedup();
        if forest && roots.len() < all {
            continue;
        }
        let size = 1 + roots.iter().map(|&r| parts.size(r)).sum::<usize>();
        if size > cap {
            continue;
        }
        maze.open[v] = true;
        for w in around {
            parts.union(v, w);
        }
    }
    maze
}

/// A shape with one side equal to `size` and the other at random in 1..=`size`.
fn shape(rng: &mut Rng, size: usize) -> (usize, usize) {
    let other = 1 + rng.below(size);
    if rng.chance(1, 2) {
        (size, other)
    } else {
        (other, size)
    }
}

/// n, m ≤ 5 (the statement's 30% of tests), any density, components of at most 16 cells.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(20, 100);
    grown_maze(rng, sides, percent, 16, false).input()
}

/// n, m ≤ 100, any density, components of at most 1 to 10 cells.
pub(super) fn random_blobs(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(20, 100);
    let cap = rng.range(1, 10) as usize;
    grown_maze(rng, sides, percent, cap, false).input()
}

/// n, m ≤ 100, no cycle of open cells, trees of at most 8 to 128 cells: long corridors and
/// branches, whose positions the search still reaches (in a tree the entered cells are the path
/// from the start).
pub(super) fn random_forest(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(50, 100);
    let cap = rng.range(8, MAX_COMPONENT as u64) as usize;
    grown_maze(rng, sides, percent, cap, true).input()
}

/// Beyond the search's reach: n, m ≤ 100 (one side = size), 40 to 100 percent of the cells open
/// with no cap on a region (a region of up to 10^4 cells), one maze in three without a cycle of
/// open cells (long corridors: long augmenting paths).
pub(super) fn beyond_open(rng: &mut Rng, size: usize) -> String {
    let sides = shape(rng, size);
    let percent = rng.range(40, 100);
    let forest = rng.chance(1, 3);
    grown_maze(rng, sides, percent, sides.0 * sides.1, forest).input()
}

/// `maze` cut to the rows `rows` and the columns `cols`.
fn cropped(maze: &Maze, rows: std::ops::Range<usize>, cols: std::ops::Range<usize>) -> Maze {
    let open = rows
        .clone()
        .flat_map(|r| cols.clone().map(move |c| (r, c)))
        .map(|(r, c)| maze.open[r * maze.m + c])
        .collect();
    Maze {
        n: rows.len(),
        m: cols.len(),
        open,
    }
}

/// Smaller mazes: each component alone in its bounding box (smallest first), halves, the maze
/// without one row or one column, then with one open cell closed.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let maze = Maze::parse(input);
    let (n, m) = (maze.n, maze.m);
    let mut candidates = Candidates::default();
    let mut components = maze.components();
    if components.len() > 1 {
        components.sort_by_key(Vec::len);
        for cells in &components {
            let rows = cells.iter().map(|&v| v / m);
            let cols = cells.iter().map(|&v| v % m);
            let (r0, r1) = (rows.clone().min().unwrap(), rows.max().unwrap());
            let (c0, c1) = (cols.clone().min().unwrap(), cols.max().unwrap());
            let mut alone = Maze {
                n,
                m,
                open: vec![false; n * m],
            };
            for &v in cells {
                alone.open[v] = true;
            }
            candidates.push(|| cropped(&alone, r0..r1 + 1, c0..c1 + 1).input());
        }
    }
    if n > 1 {
        candidates.push(|| cropped(&maze, 0..n / 2, 0..m).input());
        candidates.push(|| cropped(&maze, n / 2..n, 0..m).input());
    }
    if m > 1 {
        candidates.push(|| cropped(&maze, 0..n, 0..m / 2).input());
        candidates.push(|| cropped(&maze, 0..n, m / 2..m).input());
    }
    for r in (0..n).filter(|_| n > 1) {
        let rows: Vec<usize> = (0..n).filter(|&i| i != r).collect();
        candidates.push(|| {
            let open = rows
                .iter()
                .flat_map(|&i| maze.open[i * m..(i + 1) * m].to_vec())
                .collect();
            Maze { n: n - 1, m, open }.input()
        });
    }
    for c in (0..m).filter(|_| m > 1) {
        candidates.push(|| {
            let open = (0..n * m)
                .filter(|v| v % m != c)
                .map(|v| maze.open[v])
                .collect();
            Maze { n, m: m - 1, open }.input()
        });
    }
    for v in (0..n * m).filter(|&v| maze.open[v]) {
        candidates.push(|| {
            let mut closed = maze.clone();
            closed.open[v] = false;
            closed.input()
        });
    }
    candidates.into_vec()
}

/// The 100×100 mazes at the limits: all open, all open but one cell, a snake, random, a tree.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let side = MAX_SIDE;
    let all_open = Maze {
        n: side,
        m: side,
        open: vec![true; side * side],
    };
    let mut one_closed = all_open.clone();
    one_closed.open[0] = false;
    // rows 0, 2, 4, … open; row 2k+1 < 99 open only at its right end for even k, at its left for
    // odd k; row 99 closed
    let snake = Maze {
        n: side,
        m: side,
        open: (0..side * side)
            .map(|v| {
                let (r, c) = (v / side, v % side);
                r % 2 == 0 || (r + 1 < side && c == if r % 4 == 1 { side - 1 } else { 0 })
            })
            .collect(),
    };
    let mut rng = Rng::new(4055);
    let random = Maze {
        n: side,
        m: side,
        open: (0..side * side).map(|_| rng.chance(3, 5)).collect(),
    };
    let tree = grown_maze(&mut rng, (side, side), 100, usize::MAX, true);
    vec![
        MaxInput {
            label: "100×100, every cell open (a perfect matching: LOSE)",
            input: all_open.input(),
        },
        MaxInput {
            label: "100×100, every cell open but (1, 1): 5000 winning starts",
            input: one_closed.input(),
        },
        MaxInput {
            label: "100×100 snake: one corridor of 5049 cells",
            input: snake.input(),
        },
        MaxInput {
            label: "100×100, each cell open with probability 3/5",
            input: random.input(),
        },
        MaxInput {
            label: "100×100 random tree of open cells (no cycle)",
            input: tree.input(),
        },
    ]
}
