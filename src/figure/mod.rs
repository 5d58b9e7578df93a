//! The pictures of the games: `judge figure <problem>` and `judge figure --all` write
//! `crates/<problem>/figure.svg`, drawn from the problem's oracle in `src/problems/` (a search of
//! the game from its rules, never the solution's formula), the same byte for byte on every run.
//!
//! A figure is one function `fn() -> String` in [`games`] listed in [`ALL`]; the shapes it draws
//! (cell grids with axes, bar plots of values against n, interval triangles, labelled graphs and
//! trees, rings, legends) are in [`svg`]. `tests/figures.rs` checks that every committed figure is
//! what its function draws now, and that it parses as SVG.
//!
//! # Adding a figure
//! Write `pub fn <game>() -> String` in [`games`] that asks the oracle for the values and draws
//! them, list it in [`ALL`], run `cargo run -- figure <problem>`, look at the SVG in a browser,
//! and show it under the README's `## Claim` with a one-line caption. For Grundy values against n:
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
//! An interval game takes [`svg::interval_triangle`]; a tree, [`svg::tree_layout`] and
//! [`svg::graph`]; a DAG, [`svg::layered_layout`] (layers from [`svg::height_in_dag`] or from the
//! values) and [`svg::graph`]. The gallery test in `svg.rs` draws each of them once.

pub mod games;
pub mod svg;

use crate::workspace::root;
use std::fs;
use std::path::PathBuf;

/// One problem's figure: the crate it belongs to and the function that draws it.
pub struct Figure {
    pub problem: &'static str,
    pub draw: fn() -> String,
}

/// Every figure.
pub const ALL: &[Figure] = &[
    Figure {
        problem: "abc206f-interval-game-2",
        draw: games::interval_game,
    },
    Figure {
        problem: "abc297g-constrained-nim-2",
        draw: games::constrained_nim,
    },
    Figure {
        problem: "abc368f-dividing-game",
        draw: games::dividing_game,
    },
    Figure {
        problem: "agc017d-game-on-tree",
        draw: games::game_on_tree,
    },
    Figure {
        problem: "arc091f-strange-nim",
        draw: crate::problems::arc091f_strange_nim::figure,
    },
    Figure {
        problem: "boj65-three-piles",
        draw: games::three_piles,
    },
    Figure {
        problem: "cf1537d-deleting-divisors",
        draw: games::deleting_divisors,
    },
    Figure {
        problem: "cf1704f-colouring-game",
        draw: crate::problems::cf1704f_colouring_game::figure,
    },
    Figure {
        problem: "cf786a-berzerk",
        draw: games::berzerk,
    },
    Figure {
        problem: "edpc-k-stones",
        draw: games::stones,
    },
    Figure {
        problem: "gym100548h-make-you-happy",
        draw: games::make_you_happy,
    },
    Figure {
        problem: "luogu-p1288-coin-ring",
        draw: games::coin_ring,
    },
    Figure {
        problem: "luogu-p1290-euclid-game",
        draw: games::euclid_game,
    },
    Figure {
        problem: "luogu-p2197-nim",
        draw: games::nim,
    },
    Figure {
        problem: "luogu-p3024-cow-checkers",
        draw: games::cow_checkers,
    },
    Figure {
        problem: "poj2425-chess-game",
        draw: games::chess_game,
    },
    Figure {
        problem: "cf768e-game-of-stones",
        draw: games::game_of_stones,
    },
];

/// The problems that have no figure, and why: a picture would only decorate.
pub const WITHOUT: &[(&str, &str)] = &[
    (
        "abc278f-shiritori",
        "its positions are sets of used words, with no small shape to draw; the claim is the recurrence",
    ),
    (
        "abc354e-remove-pairs",
        "its positions are sets of cards, with no small shape to draw; the claim is the recurrence",
    ),
    (
        "edpc-l-deque",
        "the claim is a recurrence for the best difference on one array, not a pattern of positions",
    ),
    (
        "luogu-p1199-three-kingdoms",
        "the claim is about one row maximum of a matrix, which a table in the README says better",
    ),
    (
        "luogu-p1247-matches",
        "its lost positions are Nim's, pictured in luogu-p2197-nim; the move is arithmetic",
    ),
    (
        "luogu-p3480-pebbles",
        "the claim reduces the game to Nim on every other step, whose picture is luogu-p2197-nim's",
    ),
    (
        "luogu-p4279-misere-nim",
        "away from the all-small positions its lost set is Nim's (luogu-p2197-nim); the rest is a \
         two-case rule a picture would only repeat",
    ),
];

/// The figure of `problem`, if it has one.
pub fn figure(problem: &str) -> Option<&'static Figure> {
    ALL.iter().find(|figure| figure.problem == problem)
}

/// Where the figure of `problem` is committed: `crates/<problem>/figure.svg`.
pub fn path(problem: &str) -> PathBuf {
    root().join("crates").join(problem).join("figure.svg")
}

/// The command `figure <problem>…` or `figure --all`: draws each figure and writes it to its
/// [`path`], saying what it wrote on stderr.
pub fn command(args: &[String]) -> Result<(), String> {
    let chosen: Vec<&Figure> = match args {
        [] => return Err(usage()),
        [all] if all == "--all" => ALL.iter().collect(),
        names => names
            .iter()
            .map(|name| {
                figure(name).ok_or_else(|| match WITHOUT.iter().find(|(p, _)| p == name) {
                    Some((_, why)) => format!("{name} has no figure: {why}"),
                    None => format!("no figure for `{name}`\n{}", usage()),
                })
            })
            .collect::<Result<_, _>>()?,
    };
    for figure in chosen {
        let svg = (figure.draw)();
        let path = path(figure.problem);
        fs::write(&path, &svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!("{}: {} bytes", path.display(), svg.len());
    }
    Ok(())
}

/// What `figure` takes, and the problems it knows.
fn usage() -> String {
    let names: Vec<&str> = ALL.iter().map(|figure| figure.problem).collect();
    format!(
        "usage: judge figure <problem>… | --all\n  writes crates/<problem>/figure.svg; problems: {}",
        names.join(", ")
    )
}
