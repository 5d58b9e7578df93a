//! The crate README's figure.

use super::rules::{Intervals, first_wins_brute, grundy_of};
use plan_kit::game::Game;
use plan_kit::svg::{ACCENT, Anchor, INK, LOSE, PAPER, Svg, Swatch, WIN, interval_triangle};

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

/// Interval Game 2: the intervals, and for each free segment [l, r) the Grundy value of the game
/// on the intervals inside it, by the mex over the game's moves (checked against the oracle's win/lose
/// search).
pub(super) fn figure() -> String {
    const TOP: u64 = 9;
    let value = |l: u64, r: u64| {
        let inside: Vec<(u64, u64)> = INTERVALS
            .iter()
            .copied()
            .filter(|&(a, b)| l <= a && b <= r)
            .collect();
        let game = Intervals::new(&inside);
        let moves = |free: u128| -> Vec<u128> {
            game.moves(&(0, free)).into_iter().map(|m| m.to.1).collect()
        };
        let g = grundy_of(game.start().1, &moves, &mut Default::default());
        let wins =
            first_wins_brute(&inside).expect("a few intervals are within the search's budget");
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
