//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::Instance;
use super::{MAX_C, MAX_N, MAX_T, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, fewer_cases, shrink_list};

/// Every start and every n ≤ 5 points with coordinates in {0, 1}, 2000 games to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let corner = |k: usize| ((k & 1) as u64, (k >> 1 & 1) as u64);
    let mut games = Vec::new();
    for n in 1..=5u32 {
        for s in 0..4 {
            for code in 0..4usize.pow(n) {
                let points = (0..n).map(|k| corner(code / 4usize.pow(k) % 4)).collect();
                games.push(Instance {
                    start: corner(s),
                    points,
                });
            }
        }
    }
    games.chunks(MAX_T).map(input_of).collect()
}

/// A coordinate pair in [0, `top`]² whose x + y has parity `parity`.
fn point_of_parity(rng: &mut Rng, top: u64, parity: u64) -> (u64, u64) {
    let x = rng.range(0, top);
    let mut y = rng.range(0, top);
    if (x + y) % 2 != parity {
        y = if y == top { y - 1 } else { y + 1 };
    }
    (x, y)
}

/// A game of n points, `like` of them of the colour of s, in a random order, coordinates in
/// [0, `top`] (top ≥ 1).
pub(super) fn game_with(rng: &mut Rng, n: usize, like: usize, top: u64) -> Instance {
    let start = (rng.range(0, top), rng.range(0, top));
    let parity = (start.0 + start.1) % 2;
    let mut points: Vec<(u64, u64)> = (0..n)
        .map(|k| point_of_parity(rng, top, if k < like { parity } else { 1 - parity }))
        .collect();
    rng.shuffle(&mut points);
    Instance { start, points }
}

/// A coordinate bound: small (1..3) or the whole range, at random.
pub(super) fn random_top(rng: &mut Rng) -> u64 {
    if rng.chance(1, 3) {
        rng.range(1, 3)
    } else {
        MAX_C
    }
}

/// 1..=20 games of at most `size` points (the sum at most 10^5), the counts within 2 of a tie.
pub(super) fn near_ties(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(20);
    let mut budget = MAX_N;
    let mut games = Vec::new();
    for _ in 0..t {
        if budget == 0 {
            break;
        }
        let n = 1 + rng.below(size.min(budget));
        budget -= n;
        let like = (n / 2 + rng.below(5)).saturating_sub(2).min(n);
        let top = random_top(rng);
        games.push(game_with(rng, n, like, top));
    }
    input_of(&games)
}

/// Up to 2000 games of at most `size` points, random colours.
pub(super) fn many_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T.min(MAX_N / size));
    let games: Vec<Instance> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let like = rng.below(n + 1);
            let top = random_top(rng);
            game_with(rng, n, like, top)
        })
        .collect();
    input_of(&games)
}

/// Lopsided games of at most `size` points: one colour only, every point on s, or all but one
/// point of one colour.
pub(super) fn lopsided(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(10);
    let games: Vec<Instance> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let top = random_top(rng);
            match rng.below(4) {
                0 => game_with(rng, n, n, top),
                1 => game_with(rng, n, 0, top),
                2 => {
                    let s = (rng.range(0, top), rng.range(0, top));
                    Instance {
                        start: s,
                        points: vec![s; n],
                    }
                }
                _ => {
                    let like = if rng.chance(1, 2) { 1 } else { n - 1 };
                    game_with(rng, n, like, top)
                }
            }
        })
        .collect();
    input_of(&games)
}

/// Smaller inputs: the games alone and fewer games; a lone game with every coordinate reduced to
/// its parity (the same colours), or with fewer points (two at a time for n ≤ 12).
pub(super) fn shrink(input: &str) -> Vec<String> {
    let games = parse_input(input);
    let mut candidates = fewer_cases(&games, input_of);
    if let [game] = &games[..] {
        let low = |(x, y): (u64, u64)| (x % 2, y % 2);
        let reduced = Instance {
            start: low(game.start),
            points: game.points.iter().map(|&p| low(p)).collect(),
        };
        if &reduced != game {
            candidates.push(input_of(&[reduced]));
        }
        let mut fewer = shrink_list(&game.points);
        // two points dropped at once keep the difference of the colour counts (a tie stays one)
        let n = game.points.len();
        if n <= 12 {
            for i in 0..n {
                for j in i + 1..n {
                    let mut points = game.points.clone();
                    points.remove(j);
                    points.remove(i);
                    fewer.push(points);
                }
            }
        }
        for points in fewer.into_iter().filter(|p| !p.is_empty()) {
            candidates.push(input_of(&[Instance {
                start: game.start,
                points,
            }]));
        }
    }
    candidates
}

/// One game of 10^5 points at the corners of the square: `like` of them of the colour of
/// s = (0, 0), the rest at (10^9, 10^9 − 1) or (0, 1), in a shuffled order.
fn corner_game(rng: &mut Rng, like: usize) -> Instance {
    let mut points: Vec<(u64, u64)> = (0..MAX_N)
        .map(|k| match (k < like, k % 2 == 0) {
            (true, true) => (MAX_C, MAX_C),
            (true, false) => (0, 0),
            (false, true) => (MAX_C, MAX_C - 1),
            (false, false) => (0, 1),
        })
        .collect();
    rng.shuffle(&mut points);
    Instance {
        start: (0, 0),
        points,
    }
}

/// The limits: one game of 10^5 points tied (First wins) and one a point short of a tie (Second
/// wins), at the corners; 2000 games of 50 points each, near ties, anywhere.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1903);
    let tie = corner_game(&mut rng, MAX_N / 2);
    let short = corner_game(&mut rng, MAX_N / 2 - 1);
    let many: Vec<Instance> = (0..MAX_T)
        .map(|_| {
            let like = 24 + rng.below(3);
            game_with(&mut rng, MAX_N / MAX_T, like, MAX_C)
        })
        .collect();
    vec![
        MaxInput {
            label: "one game, n = 10^5 at the corners, 50000 like s (a tie: First)",
            input: input_of(&[tie]),
        },
        MaxInput {
            label: "one game, n = 10^5 at the corners, 49999 like s (Second)",
            input: input_of(&[short]),
        },
        MaxInput {
            label: "2000 games of n = 50, 24-26 like s, coordinates up to 10^9",
            input: input_of(&many),
        },
    ]
}
