//! The crate README's figure.

use super::parse_input;
use super::rules::{BLACK, Board, WHITE, column_options, forms, show_number, takahashi_wins_brute};
use plan_kit::svg::{Anchor, INK, PAPER, Svg, Swatch};

/// The value of the column `code` (× 2^[`FRACTION_BITS`]) by the reference, with its canonical
/// form written out: `None` for the value if the column is not a number.
pub(super) fn column_value(code: u32) -> (Option<i64>, String) {
    let mut forms = forms().lock().expect("the canonical forms");
    let g = forms.column(code);
    (forms.number(g), forms.show(g))
}

// ---------------------------------------------------------------------------------------------
// The plan.

/// Sample 3's board with, under each column, its best Left and best Right option and its value (by
/// canonical forms), then their sum; the winner is confirmed by the whole-board search.
pub(super) fn figure() -> String {
    let board = parse_input("4\nWWBW\nWWWW\nBWB.\nBBBB\n");
    let winner = takahashi_wins_brute(&board).expect("sample 3 is within the search's reach");
    let value = |code: u32| column_value(code).0.expect("every column is a number");
    let columns: Vec<u32> = (0..board.n).map(|c| board.column(c)).collect();
    let values: Vec<i64> = columns.iter().map(|&code| value(code)).collect();
    let total: i64 = values.iter().sum();
    assert_eq!(
        winner,
        total > 0,
        "the search and the sum of values disagree"
    );
    let (cell, left, top) = (64.0, 170.0, 100.0);
    let side = cell * board.n as f64;
    let mut svg = Svg::page(
        (620.0, top + side + 170.0),
        "Advance or Eat, sample 3: the board is the sum of its columns",
        &[
            (Swatch::Cell(PAPER), "W: Takahashi's piece (Left)"),
            (Swatch::Cell(INK), "B: Snuke's piece (Right)"),
        ],
    );
    draw_board(&mut svg, &board, (cell, left, top));
    svg.frame(left, top, side, side, INK, 1.0);
    draw_values(&mut svg, &columns, &values, (cell, left, top + side));
    svg.finish()
}

/// The board's squares and pieces, `cell` wide, from (`left`, `top`), with the row labels.
fn draw_board(svg: &mut Svg, board: &Board, (cell, left, top): (f64, f64, f64)) {
    for r in 0..board.n {
        let y = top + cell * (r as f64 + 0.5);
        svg.text(
            (left - 14.0, y),
            12.0,
            Anchor::End,
            INK,
            &format!("row {}", r + 1),
        );
        for c in 0..board.n {
            let (x, y) = (left + cell * c as f64, top + cell * r as f64);
            let shade = if (r + c) % 2 == 0 {
                "#f0e2c4"
            } else {
                "#d8bc8c"
            };
            svg.rect(x, y, cell, cell, shade);
            let centre = (x + cell / 2.0, y + cell / 2.0);
            match board.at(r, c) {
                WHITE => svg.circle(centre, cell * 0.34, PAPER, INK),
                BLACK => svg.circle(centre, cell * 0.34, INK, INK),
                _ => {}
            }
        }
    }
}

/// Under each column (the board's bottom at `bottom`), its best options and its value, then the
/// sum of the values and what it says.
fn draw_values(
    svg: &mut Svg,
    columns: &[u32],
    values: &[i64],
    (cell, left, bottom): (f64, f64, f64),
) {
    let value = |code: u32| column_value(code).0.expect("every column is a number");
    let total: i64 = values.iter().sum();
    let best = |codes: Vec<u32>, pick: fn(i64, i64) -> i64| -> String {
        codes
            .into_iter()
            .map(value)
            .reduce(pick)
            .map_or(" ".to_owned(), show_number)
    };
    let options_y = bottom + 28.0;
    let values_y = options_y + 30.0;
    svg.text(
        (left - 14.0, options_y),
        12.0,
        Anchor::End,
        INK,
        "{best L | best R}",
    );
    svg.text(
        (left - 14.0, values_y),
        12.0,
        Anchor::End,
        INK,
        "value (simplest between)",
    );
    for (c, (&code, &v)) in columns.iter().zip(values).enumerate() {
        let x = left + cell * (c as f64 + 0.5);
        let (lefts, rights) = column_options(code);
        let options = format!("{{{} | {}}}", best(lefts, i64::max), best(rights, i64::min));
        svg.text((x, options_y), 13.0, Anchor::Middle, INK, &options);
        svg.text((x, values_y), 16.0, Anchor::Middle, INK, &show_number(v));
    }
    let terms: Vec<String> = values
        .iter()
        .map(|&v| {
            if v < 0 {
                format!("({})", show_number(v))
            } else {
                show_number(v)
            }
        })
        .collect();
    let sum = format!("sum = {} = {}", terms.join(" + "), show_number(total));
    svg.text(
        (left - 140.0, values_y + 40.0),
        14.0,
        Anchor::Start,
        INK,
        &sum,
    );
    let outcome = if total > 0 {
        "> 0: Takahashi, moving first, wins (the whole-board search agrees)"
    } else {
        "≤ 0: Takahashi, moving first, loses (the whole-board search agrees)"
    };
    svg.text(
        (left - 140.0, values_y + 64.0),
        14.0,
        Anchor::Start,
        INK,
        outcome,
    );
}

// ---------------------------------------------------------------------------------------------
// The README's small-cases table.
