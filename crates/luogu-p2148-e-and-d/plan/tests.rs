use super::generators::{exhaustive_inputs, shrink};
use super::rules::{EAndD, REACH, first_wins, oracle, pair_value, reached_table, uncancelled};
use super::*;
#[cfg(test)]
use plan_kit::game::Searcher;

/// A win/lose search over whole positions, by the moves alone and without Grundy values: the
/// kit's search of [`EAndD`].
fn whole_position_search() -> Searcher<'static, EAndD> {
    Searcher::new(&EAndD, 10_000_000)
}

#[test]
fn the_table_follows_the_rules_by_hand() {
    assert_eq!(pair_value(1, 1), 0, "all ones: no move");
    assert_eq!(pair_value(1, 2), 1, "the only move reaches (1, 1)");
    assert_eq!(pair_value(2, 2), 1, "every move reaches (1, 1)");
    assert_eq!(
        pair_value(1, 3),
        0,
        "3 splits into (1, 2) or (2, 1), of value 1"
    );
    assert_eq!(pair_value(3, 3), 0);
    assert_eq!(
        pair_value(1, 4),
        2,
        "4 splits into (1, 3) of value 0 or (2, 2) of value 1"
    );
    for x in 1..=64 {
        for y in 1..=64 {
            assert_eq!(
                pair_value(x, y),
                pair_value(y, x),
                "the rules are symmetric"
            );
        }
    }
}

#[test]
fn the_oracle_answers_the_sample() {
    assert_eq!(
        oracle("2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n").as_deref(),
        Some("YES\nNO\n")
    );
}

#[test]
fn grundy_values_agree_with_a_search_of_whole_positions() {
    let mut search = whole_position_search();
    let mut positions = 0;
    for code in 0..7u32.pow(4) {
        let heaps: Vec<u32> = (0..4).map(|i| code / 7u32.pow(i) % 7 + 1).collect();
        let pairs = [(heaps[0], heaps[1]), (heaps[2], heaps[3])];
        assert_eq!(search.first_wins(&heaps), first_wins(&pairs), "{heaps:?}");
        positions += 1;
    }
    for code in 0..4u32.pow(6) {
        let heaps: Vec<u32> = (0..6).map(|i| code / 4u32.pow(i) % 4 + 1).collect();
        let pairs = [
            (heaps[0], heaps[1]),
            (heaps[2], heaps[3]),
            (heaps[4], heaps[5]),
        ];
        assert_eq!(search.first_wins(&heaps), first_wins(&pairs), "{heaps:?}");
        positions += 1;
    }
    assert_eq!(positions, 2401 + 4096);
    assert_eq!(
        search.first_wins(&vec![1, 2, 3, 1]),
        Some(true),
        "the statement's example"
    );
}

#[test]
fn equal_pairs_cancel_and_large_heaps_are_beyond_reach() {
    assert_eq!(
        uncancelled(&[(5, 9), (9, 5), (2, 2), (1, 2)]),
        vec![(1, 2), (2, 2)]
    );
    assert_eq!(
        oracle("1\n4\n2000000000 7 7 2000000000\n").as_deref(),
        Some("NO\n")
    );
    assert_eq!(oracle("1\n2\n8193 1\n"), None);
    assert_eq!(
        oracle("1\n6\n1 8193 8193 1 1 2\n").as_deref(),
        Some("YES\n")
    );
}

#[test]
fn the_lemma_and_the_claim_hold_on_the_table() {
    // The README's lemma: splitting a heap of x reaches exactly the values of the set bits of
    // x − 1; hence the claim: the value of (x, y) is the trailing ones of (x − 1) | (y − 1).
    let reached = reached_table();
    for x in 1..=REACH {
        assert_eq!(reached[x as usize], u64::from(x - 1), "x = {x}");
    }
    for x in 1..=256 {
        for y in 1..=256 {
            assert_eq!(pair_value(x, y), ((x - 1) | (y - 1)).trailing_ones());
        }
    }
}

#[test]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_reaches(&PLAN);
    assert_eq!(exhaustive_inputs().len(), (1024 + 1296usize).div_ceil(20));
}

#[test]
fn the_validator_rejects_what_the_statement_excludes() {
    assert_eq!(validate("1\n2\n2000000000 1\n"), Ok(()));
    for bad in [
        "0\n",
        "1\n1\n5\n",            // N odd
        "1\n0\n\n",             // N = 0
        "1\n2\n0 1\n",          // an empty heap
        "1\n2\n2000000001 1\n", // beyond 2·10^9
        "1\n2\n1  2\n",         // a double space
        "1\n2\n1 2",            // no final newline
        "1\n4\n1 2\n",          // fewer heaps than N
        "2\n2\n1 2\n",          // fewer tests than T
        "1\n2\n1 2\n1\n",       // more after the tests
        "1\n20002\n1 1\n",      // N beyond 2·10^4
    ] {
        assert!(validate(bad).is_err(), "accepted {bad:?}");
    }
    let many = format!("21\n{}", "2\n1 1\n".repeat(21));
    assert!(validate(&many).is_err(), "T = 21");
}

#[test]
fn shrinking_tries_single_tests_first_then_pairs_and_heaps() {
    let candidates = shrink("2\n4\n3 4 5 6\n2\n1 2\n");
    assert_eq!(candidates[..2], ["1\n4\n3 4 5 6\n", "1\n2\n1 2\n"]);
    assert!(candidates.contains(&"2\n2\n5 6\n2\n1 2\n".to_owned()));
    assert!(candidates.contains(&"2\n4\n1 4 5 6\n2\n1 2\n".to_owned()));
    assert!(candidates.iter().all(|c| validate(c).is_ok()));
    let beyond = shrink("1\n6\n9000 1 1 9000 1 2\n");
    assert_eq!(beyond[0], "1\n2\n1 2\n", "the cancelling pairs go first");
    assert!(beyond.iter().all(|c| oracle(c).is_some()), "{beyond:?}");
}

#[test]
fn the_edge_outputs_within_reach_are_the_oracles() {
    let dir = plan_kit::testing::samples_dir(PLAN.name);
    let mut seen = 0;
    let mut beyond = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_some_and(|e| e == "in") {
            let input = std::fs::read_to_string(&path).unwrap();
            let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
            match oracle(&input) {
                Some(answer) => {
                    assert_eq!(answer, expected, "{stem}");
                    seen += 1;
                }
                None => beyond.push(stem),
            }
        }
    }
    assert_eq!(seen, 6);
    // pairs of value 31 and 30 side by side: heaps above the table, in no cancelling pair
    assert_eq!(
        beyond,
        ["edge-value-31"],
        "beyond the oracle: our binary's outputs"
    );
}
