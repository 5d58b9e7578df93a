use super::figure::column_value;
use super::generators::{
    exhaustive_inputs, max_inputs, random_sparse_four, shrink, zero_sum_board,
};
use super::rules::{
    Board, FRACTION_BITS, Forms, SCALED_ONE, column_options, letter, oracle, reference,
    show_number, takahashi_wins_brute,
};
use super::*;
use plan_kit::Candidates;
use plan_kit::rng::Rng;
#[cfg(test)]
use std::fmt::Write;

/// The markdown table of every column of height 3 (top square first): the values of its Left and
/// Right options and its own, each by canonical forms. A shorter column is the same game as the
/// height-3 column with empty squares below it.
fn small_cases_table() -> String {
    let mut table = String::from(
        "| column (top→bottom) | Left options | Right options | canonical form | value |\n\
         |---|---|---|---|---|\n",
    );
    let shown = |codes: Vec<u32>| -> String {
        let mut values: Vec<i64> = codes
            .into_iter()
            .map(|code| column_value(code).0.expect("a number"))
            .collect();
        values.sort_unstable();
        values.dedup();
        let shown: Vec<String> = values.into_iter().map(show_number).collect();
        if shown.is_empty() {
            "none".to_owned()
        } else {
            shown.join(", ")
        }
    };
    for code in 0..27u32 {
        let column: String = (0..3)
            .map(|r| letter((code / 3u32.pow(r) % 3) as u8))
            .collect();
        let (left, right) = column_options(code);
        let (value, form) = column_value(code);
        writeln!(
            table,
            "| `{column}` | {} | {} | {} | {} |",
            shown(left),
            shown(right),
            form.replace('|', "\\|"),
            value.map_or("not a number".to_owned(), show_number)
        )
        .unwrap();
    }
    table
}

fn board(rows: &[&str]) -> Board {
    parse_input(&format!("{}\n{}\n", rows.len(), rows.join("\n")))
}

#[test]
fn the_search_follows_the_rules_by_hand() {
    let wins = |rows: &[&str]| takahashi_wins_brute(&board(rows)).expect("in reach");
    assert!(!wins(&["."]), "no move at all");
    assert!(
        !wins(&["W"]),
        "a white piece in row 1 cannot advance; no black to eat"
    );
    assert!(wins(&["B"]), "Takahashi eats it and Snuke has no move");
    assert!(!wins(&["..", "W."]), "he must advance, then Snuke eats it");
    assert!(wins(&["..", "B."]), "he eats it");
    // (-1/2) + (1/2): every first move of Takahashi loses (worked out in the tests' comments:
    // eat the B, Snuke eats the W; advance the W, Snuke advances the B, he must eat it, Snuke
    // eats the W)
    assert!(!wins(&["..", "WB"]));
    assert!(!wins(&["W.", "W."]), "both blocked; Snuke eats");
    assert!(wins(&["BB.", ".B.", "..."]), "sample 1");
    assert!(!wins(&["..", "WW"]), "sample 2");
    assert!(!wins(&["WWBW", "WWWW", "BWB.", "BBBB"]), "sample 3");
    assert_eq!(takahashi_wins_brute(&Board::empty(5)), None);
}

#[test]
fn the_oracle_answers_the_samples() {
    assert_eq!(oracle("3\nBB.\n.B.\n...\n").as_deref(), Some("Takahashi\n"));
    assert_eq!(oracle("2\n..\nWW\n").as_deref(), Some("Snuke\n"));
    assert_eq!(
        oracle("4\nWWBW\nWWWW\nBWB.\nBBBB\n").as_deref(),
        Some("Snuke\n")
    );
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("1\n.\n"), Ok(()));
    assert_eq!(validate("3\nBB.\n.B.\n...\n"), Ok(()));
    assert_eq!(validate(&input_of(&Board::empty(8))), Ok(()));
    for bad in [
        "0\n",
        "9\n",
        "1\nw\n",
        "1\nX\n",
        "2\n..\n.\n",
        "2\n..\n...\n",
        "2\n..\n",
        "2\n..\n..\n..\n",
        "1\n.",
        "1\n. \n",
        "01\n.\n",
        "1\r\n.\r\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

/// v(column) by the simplicity rule over all 3^8 columns, with an exact check that every Left
/// option is below every Right option: the solution's computation, done here independently.
fn values_by_simplicity() -> Vec<i64> {
    fn simplest(lo: Option<i64>, hi: Option<i64>) -> i64 {
        if lo.is_none_or(|lo| lo < 0) && hi.is_none_or(|hi| hi > 0) {
            return 0;
        }
        if let Some(lo) = lo.filter(|&lo| lo >= 0) {
            let mut step = SCALED_ONE;
            loop {
                let x = (lo / step + 1) * step;
                if hi.is_none_or(|hi| x < hi) {
                    return x;
                }
                step /= 2;
                assert!(step > 0);
            }
        }
        -simplest(hi.map(|hi| -hi), lo.map(|lo| -lo))
    }
    let mut value: Vec<Option<i64>> = vec![None; 3usize.pow(MAX_N as u32)];
    // every option of a column has fewer pieces, or the same pieces higher up: an order
    let mut order: Vec<u32> = (0..value.len() as u32).collect();
    let potential = |code: u32| -> (usize, usize) {
        let squares: Vec<u32> = (0..MAX_N as u32).map(|r| code / 3u32.pow(r) % 3).collect();
        let pieces = squares.iter().filter(|&&s| s != 0).count();
        let rows: usize = (0..MAX_N).filter(|&r| squares[r] != 0).sum();
        (pieces, rows)
    };
    order.sort_by_key(|&code| potential(code));
    for code in order {
        let (left, right) = column_options(code);
        let of = |codes: &[u32]| -> Vec<i64> {
            codes
                .iter()
                .map(|&c| value[c as usize].expect("an option first"))
                .collect()
        };
        let (left, right) = (of(&left), of(&right));
        for &l in &left {
            for &r in &right {
                assert!(
                    l < r,
                    "column {code}: a Left option {l} ≥ a Right option {r}"
                );
            }
        }
        value[code as usize] = Some(simplest(
            left.iter().copied().max(),
            right.iter().copied().min(),
        ));
    }
    value
        .into_iter()
        .map(|v| v.expect("every column"))
        .collect()
}

#[test]
fn every_column_is_a_number_and_the_simplicity_rule_gives_it() {
    let by_simplicity = values_by_simplicity();
    let mut most_digits = 0;
    let mut largest = 0;
    for code in 0..by_simplicity.len() as u32 {
        let (value, form) = column_value(code);
        assert_eq!(
            value,
            Some(by_simplicity[code as usize]),
            "column {code}: canonical form {form}"
        );
        let v = by_simplicity[code as usize];
        if v != 0 {
            most_digits = most_digits.max(FRACTION_BITS - v.trailing_zeros().min(FRACTION_BITS));
        }
        largest = largest.max(v.abs());
    }
    // what the README states: at most 7 binary digits, and |v| ≤ 8
    assert_eq!(most_digits, 7);
    assert_eq!(largest, 8 * SCALED_ONE);
    // a lone W in row r (from 1 at the top) is worth -2^(1 - r); a full column of B is 8
    for r in 0..MAX_N as u32 {
        assert_eq!(
            by_simplicity[3usize.pow(r)],
            -(SCALED_ONE >> r),
            "W in row {}",
            r + 1
        );
    }
    assert_eq!(by_simplicity[by_simplicity.len() - 1], 8 * SCALED_ONE);
}

#[test]
fn the_reference_agrees_with_the_search_on_every_small_board() {
    for input in exhaustive_inputs() {
        assert_eq!(reference(&input), oracle(&input), "{input}");
    }
    let mut rng = Rng::new(4);
    for size in 1..=8 {
        for _ in 0..20 {
            let input = random_sparse_four(&mut rng, size);
            assert_eq!(reference(&input), oracle(&input), "{input}");
        }
    }
}

#[test]
fn the_canonical_forms_are_right_on_known_games() {
    let mut forms = Forms::default();
    let zero = forms.zero();
    let one = forms.canonical(vec![zero], vec![]);
    let minus_one = forms.canonical(vec![], vec![zero]);
    let star = forms.canonical(vec![zero], vec![zero]);
    assert_eq!(forms.add(one, minus_one), zero);
    assert_eq!(forms.add(star, star), zero);
    assert!(!forms.le(star, zero) && !forms.le(zero, star), "* is fuzzy");
    assert_eq!(forms.number(star), None);
    let half = forms.canonical(vec![zero], vec![one]);
    assert_eq!(forms.number(half), Some(SCALED_ONE / 2));
    assert_eq!(forms.add(half, half), one);
    // {-1 | 1} = 0 and {0, * | 1} reduces to 1/2
    assert_eq!(forms.canonical(vec![minus_one], vec![one]), zero);
    assert_eq!(forms.canonical(vec![zero, star], vec![one]), half);
    assert_eq!(show_number(-3 * SCALED_ONE / 4), "-3/4");
    assert_eq!(forms.show(star), "{0 | 0}");
}

#[test]
fn the_small_cases_table_is_the_readmes() {
    let table = small_cases_table();
    let readme = std::fs::read_to_string(
        plan_kit::testing::workspace_root().join("crates/abc229h-advance-or-eat/README.md"),
    )
    .expect("the README");
    assert!(
        readme.contains(&table),
        "the README's table is not:\n{table}"
    );
    assert!(table.contains("| `...` | none | none | { \\| } | 0 |"));
    assert!(table.contains("| `W..` | none | 0 | { \\| 0} | -1 |"));
    assert!(table.contains("| `WW.` | none | -1, -1/2 | { \\| -1} | -2 |"));
}

#[test]
fn every_generated_input_is_valid_and_the_small_ones_in_reach() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 24);
    let mut rng = Rng::new(1);
    for size in 1..=8 {
        for _ in 0..10 {
            let input = random_sparse_four(&mut rng, size);
            assert!(oracle(&input).is_some(), "{input}");
        }
    }
    assert_eq!(exhaustive_inputs().len(), 3 + 81 + 19683);
    for max in max_inputs() {
        assert_eq!(parse_input(&max.input).n, MAX_N, "{}", max.label);
    }
}

#[test]
fn a_colour_swap_negates_a_column_and_swapped_pairs_sum_to_zero() {
    let swap = |code: u32| -> u32 {
        (0..MAX_N as u32).fold(0, |swapped, r| {
            let square = code / 3u32.pow(r) % 3;
            swapped + [0, 2, 1][square as usize] * 3u32.pow(r)
        })
    };
    for code in 0..3u32.pow(MAX_N as u32) {
        let (value, _) = column_value(code);
        assert_eq!(
            column_value(swap(code)).0,
            value.map(|v| -v),
            "column {code}"
        );
    }
    let mut rng = Rng::new(7);
    for n in 1..=MAX_N {
        let input = input_of(&zero_sum_board(&mut rng, n));
        assert_eq!(reference(&input).as_deref(), Some("Snuke\n"), "{input}");
        if n <= 3 {
            assert_eq!(oracle(&input).as_deref(), Some("Snuke\n"), "{input}");
        }
    }
}

#[test]
fn shrinking_starts_with_smaller_boards() {
    let shrunk = shrink("2\nWB\n.W\n");
    assert_eq!(shrunk[0], "1\nW\n");
    assert!(shrunk.contains(&"2\n.B\n.W\n".to_owned()));
    assert!(shrunk.contains(&"2\nBB\n.W\n".to_owned()));
    assert!(shrunk.len() <= Candidates::MAX_COUNT);
}
