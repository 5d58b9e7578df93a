//! The crate README's figure.

use super::rules::grundy_table;
use plan_kit::svg::{Anchor, INK, LOSE, PAPER, Svg, Swatch, text_on};

/// The rows of the figure: K = 2, 3, 4, 5, 7.
const FIGURE_KS: [u32; 5] = [2, 3, 4, 5, 7];

/// A colour between `light` (t = 0) and `dark` (t = 1).
fn shade(t: f64, light: [u8; 3], dark: [u8; 3]) -> String {
    let mix = |i: usize| {
        let (a, b) = (f64::from(light[i]), f64::from(dark[i]));
        (a + (b - a) * t.clamp(0.0, 1.0)).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

/// The figure: g(x) by definition for x ≤ 40 and a few K, one row each; the multiples of K,
/// where the new value x/K appears, framed.
pub(super) fn figure() -> String {
    const MAX: u32 = 40;
    const CELL: f64 = 16.0;
    let (left, first_top, gap) = (60.0, 100.0, 34.0);
    let width = f64::from(MAX + 1) * CELL;
    let bottom = first_top + gap * (FIGURE_KS.len() - 1) as f64 + CELL;
    let mut svg = Svg::page(
        (left + width + 24.0, bottom + 56.0),
        "Strange Nim: the Grundy value g(x) of a pile of x, by definition",
        &[
            (Swatch::Cell(LOSE), "0: the player to move loses"),
            (Swatch::Line(INK, ""), "x a multiple of K: g(x) = x/K"),
        ],
    );
    svg.text(
        (16.0, 74.0),
        12.0,
        Anchor::Start,
        INK,
        "darker = larger; off the multiples, g(x) = g(x − ⌊x/K⌋ − 1), the value ⌊x/K⌋ + 1 cells left",
    );
    let top_value = MAX / FIGURE_KS[0];
    for (row, &k) in FIGURE_KS.iter().enumerate() {
        let values = grundy_table(k, MAX);
        let top = first_top + gap * row as f64;
        for (x, &g) in values.iter().enumerate() {
            let fill = if g == 0 {
                LOSE.to_owned()
            } else {
                shade(
                    f64::from(g) / f64::from(top_value),
                    [0xde, 0xeb, 0xf7],
                    [0x21, 0x71, 0xb5],
                )
            };
            let x0 = left + x as f64 * CELL;
            svg.rect(x0, top, CELL, CELL, &fill);
            svg.frame(x0, top, CELL, CELL, PAPER, 0.5);
            svg.text(
                (x0 + CELL / 2.0, top + CELL / 2.0),
                9.0,
                Anchor::Middle,
                text_on(&fill),
                &g.to_string(),
            );
            if (x as u32).is_multiple_of(k) {
                svg.frame(x0 + 1.0, top + 1.0, CELL - 2.0, CELL - 2.0, INK, 1.5);
            }
        }
        svg.frame(left, top, width, CELL, INK, 1.0);
        svg.text(
            (left - 8.0, top + CELL / 2.0),
            12.0,
            Anchor::End,
            INK,
            &format!("K = {k}"),
        );
    }
    for x in (0..=MAX).step_by(5) {
        let cx = left + (f64::from(x) + 0.5) * CELL;
        svg.line((cx, bottom), (cx, bottom + 4.0), INK, 1.0, "");
        svg.text(
            (cx, bottom + 12.0),
            11.0,
            Anchor::Middle,
            INK,
            &x.to_string(),
        );
    }
    svg.text(
        (left + width / 2.0, bottom + 30.0),
        13.0,
        Anchor::Middle,
        INK,
        "stones x",
    );
    svg.finish()
}
