//! The crate README's figure.

use super::rules::definition;
use plan_kit::svg::{Anchor, Grid, INK, Svg};

/// The colour of a product v < 16: from paper to dark blue.
fn shade(v: u64) -> String {
    let t = v as f64 / 15.0;
    let mix = |light: f64, dark: f64| (light + (dark - light) * t).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(247.0, 8.0),
        mix(251.0, 48.0),
        mix(255.0, 107.0)
    )
}

/// The nim products a ⊗ b for a, b < 16 from the definition's tables, shaded by value, with the
/// subfields {0, 1} and {0, …, 3} framed.
pub(super) fn figure() -> String {
    const SIDE: usize = 16;
    let tables = definition();
    let grid = Grid::table((60.0, 76.0), 28.0, (SIDE, SIDE), (0, 0));
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Nim products a ⊗ b, a, b < 16, by the mex definition",
        &[],
    );
    svg.text(
        (16.0, 50.0),
        12.0,
        Anchor::Start,
        INK,
        "darker = larger; framed: products below 2 and 4 stay below 2 and 4 (subfields)",
    );
    grid.cells(
        &mut svg,
        |b, a| Some(shade(tables.product(a as u64, b as u64))),
        |b, a| Some(tables.product(a as u64, b as u64).to_string()),
    );
    for side in [2.0, 4.0] {
        svg.frame(
            grid.left,
            grid.top,
            side * grid.cell,
            side * grid.cell,
            plan_kit::svg::ACCENT,
            2.5,
        );
    }
    grid.axes(&mut svg, 1, "b", "a");
    svg.finish()
}
