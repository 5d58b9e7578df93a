//! The pictures of the games: `judge figure <problem>` and `judge figure --all` write
//! `crates/<problem>/figure.svg`, drawn from the problem's oracle in its plan
//! (`crates/<problem>/plan.rs`: a search of the game from its rules, never the solution's formula),
//! the same byte for byte on every run.
//!
//! A figure is one function `fn() -> String` of the plan, named by its plan
//! (`figure: Figure::Draw(figure)`); the shapes it draws (cell grids with axes, bar plots of values
//! against n, interval triangles, labelled graphs and trees, rings, legends) are in `plan_kit::svg`,
//! and the drawings several figures share in `plan_kit::figures`. `tests/figures.rs` checks that
//! every committed figure is what its function draws now, and that it parses as SVG.
//!
//! # Adding a figure
//! Write `fn figure() -> String` in the plan that asks the oracle for the values and draws
//! them, name it in the plan (`figure: Figure::Draw(figure)`), run `cargo judge figure <problem>`,
//! look at the SVG in a browser, and show it under the README's `## Claim` with a one-line
//! caption. For Grundy values against n:
//!
//! ```text
//! let values: Vec<u64> = (0..=60).map(|n| oracle_grundy(n)).collect();
//! let mut svg = Svg::page((560.0, 330.0), "…: the Grundy value of n", &[
//!     (Swatch::Cell(LOSE), "0: the player to move loses"),
//!     (Swatch::Cell(BAR), "g(n) > 0"),
//! ]);
//! let fill = |n: usize| if values[n] == 0 { LOSE } else { BAR };
//! value_plot(&mut svg, (70.0, 80.0), (460.0, 200.0), &values, fill, "n", "g(n)");
//! svg.finish()
//! ```
//!
//! An interval game takes `svg::interval_triangle`; a tree, `svg::tree_layout` and `svg::graph`; a
//! DAG, `svg::layered_layout` (layers from `svg::height_in_dag` or from the values) and
//! `svg::graph`. The gallery test in the kit's `svg.rs` draws each of them once.

use crate::workspace::Workspace;
use anyhow::Context;
use plan_kit::Figure as Drawn;
use std::path::PathBuf;

/// One problem's figure: the crate it belongs to and the function that draws it.
pub struct Figure {
    pub problem: &'static str,
    pub draw: fn() -> String,
}

/// Every figure: each problem whose plan draws one ([`plan_kit::Figure::Draw`]).
pub fn all() -> Vec<Figure> {
    plans::ALL
        .iter()
        .filter_map(|plan| match plan.figure {
            Drawn::Draw(draw) => Some(Figure {
                problem: plan.name,
                draw,
            }),
            _ => None,
        })
        .collect()
}

/// The problems whose plan says why they have no figure, with the reason.
pub fn without() -> Vec<(&'static str, &'static str)> {
    plans::ALL
        .iter()
        .filter_map(|plan| match plan.figure {
            Drawn::Without(why) => Some((plan.name, why)),
            _ => None,
        })
        .collect()
}

/// The figure of `problem`, if it has one.
pub fn figure(problem: &str) -> Option<Figure> {
    all().into_iter().find(|figure| figure.problem == problem)
}

/// Draws `figure` from its plan and writes it where it is committed in `ws` ([`path`]); returns
/// that path and the picture's size in bytes.
pub fn write(ws: &Workspace, figure: &Figure) -> anyhow::Result<(PathBuf, usize)> {
    let svg = (figure.draw)();
    let path = path(ws, figure.problem);
    std::fs::write(&path, &svg).with_context(|| format!("cannot write {}", path.display()))?;
    Ok((path, svg.len()))
}

/// Where the figure of `problem` is committed in `ws`: `crates/<problem>/figure.svg`.
pub fn path(ws: &Workspace, problem: &str) -> PathBuf {
    ws.root().join("crates").join(problem).join("figure.svg")
}
