//! The crate README's figure.

use super::rules::{SEARCH_N, alice_wins, clashes, digit};
use plan_kit::svg::{Anchor, FAINT, INK, LOSE, Svg, Swatch, WIN};

/// What the search says of Bob's second token on the 3×3 grid, the first being `first` (a
/// colour at a cell): for every cell and colour, `None` if the token is not possible there (the
/// cell is taken or the token is a conflict), else whether Alice then wins.
pub(super) fn second_token(first: (usize, u8)) -> Vec<[Option<bool>; 3]> {
    let n = SEARCH_N;
    let code = (first.1 as usize) << (2 * first.0);
    (0..n * n)
        .map(|p| {
            [1u8, 2, 3].map(|c| {
                (digit(code, p) == 0 && !clashes(n, code, p, c))
                    .then(|| alice_wins(n, code + ((c as usize) << (2 * p))))
            })
        })
        .collect()
}

/// 3-Coloring: on the 3×3 grid, Bob's first token 1 at the centre (top row) or at a corner
/// (bottom row); each panel shows, for his second token's colour, the cells where it hands Alice
/// a win by the search.
pub(super) fn figure() -> String {
    let cell = 36.0;
    let side = 3.0 * cell;
    let (left, top, gap, row_gap) = (40.0, 140.0, 80.0, 80.0);
    let mut svg = Svg::page(
        (
            left + 3.0 * side + 2.0 * gap + 30.0,
            top + 2.0 * side + row_gap + 40.0,
        ),
        "3-Coloring on 3×3: where Bob's second token loses",
        &[
            (Swatch::Cell(LOSE), "Alice then wins"),
            (Swatch::Cell(WIN), "Bob still wins"),
            (Swatch::Cell(FAINT), "no token there (taken, or a conflict)"),
        ],
    );
    for (row, (first, name)) in [
        ((4, 1u8), "first token 1 at the centre"),
        ((0, 1u8), "first token 1 at a corner"),
    ]
    .into_iter()
    .enumerate()
    {
        let outcomes = second_token(first);
        let y0 = top + row as f64 * (side + row_gap);
        svg.text((left, y0 - 34.0), 14.0, Anchor::Start, INK, name);
        for c in 1..=3u8 {
            let x0 = left + (c as f64 - 1.0) * (side + gap);
            svg.text(
                (x0 + side / 2.0, y0 - 10.0),
                12.0,
                Anchor::Middle,
                INK,
                &format!("second token {c}"),
            );
            for (p, outcome) in outcomes.iter().enumerate() {
                let (x, y) = (x0 + (p % 3) as f64 * cell, y0 + (p / 3) as f64 * cell);
                let fill = match outcome[c as usize - 1] {
                    Some(true) => LOSE,
                    Some(false) => WIN,
                    None => FAINT,
                };
                svg.rect(x, y, cell, cell, fill);
                svg.frame(x, y, cell, cell, INK, 0.5);
                if p == first.0 {
                    svg.text(
                        (x + cell / 2.0, y + cell / 2.0),
                        14.0,
                        Anchor::Middle,
                        INK,
                        "1",
                    );
                }
            }
        }
    }
    svg.finish()
}
