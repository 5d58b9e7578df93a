use super::generators::{max_inputs, shrink};
use super::rules::{
    DefinitionTable, Grundy, ORACLE_REACH, SparseTable, grundy_by_definition, oracle, reference,
    sparse,
};
use super::*;
#[cfg(test)]
use plan_kit::game::Searcher;
use plan_kit::multisets;

/// The kit's win/lose search of [`Grundy`], over multisets of heaps, deciding at most `budget`
/// positions.
fn heaps_search(budget: usize) -> Searcher<'static, Grundy> {
    Searcher::new(&Grundy, budget)
}

/// The 41 lost heaps, as the definition finds them up to 10^5 (and the sparse method to 10^6).
const LOST: [usize; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

#[test]
fn the_definition_follows_the_rules_by_hand() {
    let g = grundy_by_definition(8);
    assert_eq!(g[1], 0, "1 has no split");
    assert_eq!(
        g[2], 0,
        "2 = 1 + 1 splits into equal heaps, which is not allowed"
    );
    assert_eq!(g[3], 1, "3 = 1 + 2: mex {{0 ⊕ 0}} = 1");
    assert_eq!(
        g[4], 0,
        "4 = 1 + 3 only (2 + 2 is equal): mex {{0 ⊕ 1}} = 0"
    );
    assert_eq!(g[5], 2, "5 = 1 + 4, 2 + 3: mex {{0, 1}} = 2");
    assert_eq!(g[6], 1, "6 = 1 + 5, 2 + 4: mex {{2, 0}} = 1");
    assert_eq!(g[7], 0, "7 = 1 + 6, 2 + 5, 3 + 4: mex {{1, 2, 1}} = 0");
    assert_eq!(g[8], 2, "8 = 1 + 7, 2 + 6, 3 + 5: mex {{0, 1, 3}} = 2");
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_search_over_heaps_agrees_with_the_xor_of_grundy_values() {
    let g = grundy_by_definition(36);
    let mut search = heaps_search(1 << 22);
    for n in 1..=36u32 {
        assert_eq!(
            search.first_wins(&vec![n]),
            Some(g[n as usize] != 0),
            "one heap of {n}"
        );
    }
    for count in 2..=3 {
        for heaps in multisets(1, 12, count) {
            let heaps: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
            let xor = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
            assert_eq!(search.first_wins(&heaps), Some(xor != 0), "heaps {heaps:?}");
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
    assert_eq!(
        oracle("3\n6\n7\n8\n").as_deref(),
        Some("first\nsecond\nfirst\n")
    );
    assert_eq!(oracle("1\n100001\n"), None);
    assert_eq!(
        reference("3\n100000\n1222\n1223\n").as_deref(),
        Some("first\nsecond\nfirst\n")
    );
    assert_eq!(reference("1\n1000001\n"), None);
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_sparse_method_agrees_with_the_definition_up_to_the_oracles_reach() {
    let by_definition = grundy_by_definition(ORACLE_REACH);
    let mut sparse_table = SparseTable::new();
    let by_sparse_method = sparse_table.values(ORACLE_REACH);
    assert!(by_definition == by_sparse_method);
    let lost: Vec<usize> = (1..=ORACLE_REACH)
        .filter(|&n| by_definition[n] == 0)
        .collect();
    assert_eq!(lost, LOST);
    let sparse_heaps = sparse_table.sparse_heaps(ORACLE_REACH);
    assert_eq!(sparse_heaps.len(), 1273);
    assert_eq!(sparse_heaps.last(), Some(&82_860));
}

/// The heaps n ≤ 231 with a sparse value, and their values, as Flammenkamp's page lists them
/// (http://wwwhomes.uni-bielefeld.de/achim/grundy.html, "Known Sparse SGV of Grundy's Game").
#[test]
fn the_first_sparse_heaps_are_the_published_ones() {
    const HEAPS: [usize; 47] = [
        1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, 23, 26, 28, 31, 34, 37, 40, 43, 46, 49, 50, 52, 53,
        55, 58, 61, 87, 90, 93, 146, 149, 152, 158, 161, 164, 167, 176, 179, 181, 182, 185, 188,
        190, 193, 196, 231,
    ];
    const VALUES: [u16; 47] = [
        0, 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 7, 7, 7,
        6, 6, 6, 11, 11, 11, 11, 7, 7, 12, 7, 7, 7, 12, 12, 10, 10,
    ];
    let g = grundy_by_definition(231);
    let heaps: Vec<usize> = (1..=231).filter(|&n| sparse(g[n])).collect();
    assert_eq!(heaps, HEAPS);
    let values: Vec<u16> = heaps.iter().map(|&n| g[n]).collect();
    assert_eq!(values, VALUES);
}

/// The claim on the problem's whole range, n ≤ 10^6, by the sparse method (seconds in
/// release, longer here): deep verification.
#[test]
#[ignore = "deep: g(n) for every n ≤ 10^6 by the sparse method"]
fn no_heap_above_1222_up_to_10_6_is_lost() {
    let mut table = SparseTable::new();
    let grundy = table.values(MAX_N).to_vec();
    let lost: Vec<usize> = (1..=MAX_N).filter(|&n| grundy[n] == 0).collect();
    assert_eq!(lost, LOST);
    let sparse_heaps = table.sparse_heaps(MAX_N);
    assert_eq!(sparse_heaps.len(), 1273);
    assert_eq!(sparse_heaps.last(), Some(&82_860));
    let largest = *grundy.iter().max().unwrap();
    assert_eq!(largest, 231);
    assert_eq!(grundy.iter().position(|&g| g == largest), Some(763_622));
}

/// The sparse method against the plain definition on the whole range (O(n²/4) = 2.5·10^11
/// splits: minutes): deep verification.
#[test]
#[ignore = "deep: the definition for every n ≤ 10^6 takes minutes"]
fn the_sparse_method_agrees_with_the_definition_up_to_10_6() {
    let by_definition = DefinitionTable::new().values(MAX_N).to_vec();
    assert!(by_definition[..] == *SparseTable::new().values(MAX_N));
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("3\n6\n7\n8\n"), Ok(()));
    assert_eq!(validate("1\n1000000\n"), Ok(()));
    // the layout's own faults are the kit's tests (`cases::Singles`): here, the limits
    for bad in ["0\n", "100001\n", "1\n0\n", "1\n1000001\n"] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 10);
    let max = max_inputs();
    assert_eq!(LAYOUT.parse::<usize>(&max[2].input)[..41], LOST);
}

#[test]
fn shrinking_starts_with_single_games() {
    let shrunk = shrink("3\n1\n4\n1222\n");
    assert_eq!(shrunk[..3], ["1\n1\n", "1\n4\n", "1\n1222\n"]);
    assert!(shrunk.contains(&"3\n1\n4\n612\n".to_owned()));
    assert!(shrunk.contains(&"3\n1\n4\n1221\n".to_owned()));
}
