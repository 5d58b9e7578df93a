use super::generators::{all_cases, complete_case, shrink};
use super::rules::{Outcome, outcome_brute};
use super::*;

fn wins(n: usize, edges: &[(usize, usize)], bob: usize, alice: usize) -> bool {
    let case = Case {
        n,
        edges: edges.to_vec(),
        bob,
        alice,
    };
    outcome_brute(&case)
        .expect("a small case is within the budget")
        .for_bob()
}

#[test]
fn the_iteration_knows_the_small_positions_by_hand() {
    assert!(!wins(2, &[(0, 1)], 0, 1), "Bob must step onto Alice");
    assert!(!wins(2, &[(0, 1)], 1, 0), "Bob has no move");
    assert!(
        wins(3, &[(0, 1)], 0, 2),
        "Bob steps away, then Alice has no move"
    );
    assert!(
        !wins(3, &[(0, 1), (2, 1)], 0, 2),
        "Alice follows Bob onto 1"
    );
    let two_loops = [(0, 1), (1, 0), (2, 3), (3, 2)];
    let apart = Case {
        n: 4,
        edges: two_loops.to_vec(),
        bob: 0,
        alice: 2,
    };
    assert_eq!(
        outcome_brute(&apart),
        Some(Outcome::Endless),
        "they circle apart"
    );
    let stuck = Case {
        n: 3,
        edges: vec![(0, 1)],
        bob: 0,
        alice: 2,
    };
    assert_eq!(outcome_brute(&stuck), Some(Outcome::BobWins));
}

#[test]
fn on_a_directed_cycle_bob_loses_only_right_behind_alice() {
    for n in 2..=7 {
        let cycle: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        for d in 1..n {
            assert_eq!(
                wins(n, &cycle, 0, d),
                d != 1,
                "cycle of {n}, Alice {d} ahead"
            );
        }
    }
}

#[test]
fn on_a_complete_digraph_bob_always_loses() {
    for n in 2..=6 {
        let outcome = outcome_brute(&complete_case(n, 0, n - 1));
        assert_eq!(outcome, Some(Outcome::AliceWins));
    }
}

#[test]
fn all_cases_counts_every_graph_and_start() {
    assert_eq!(all_cases(2).len(), 3 * 2);
    assert_eq!(all_cases(3).len(), 63 * 6);
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_plan_passes_the_validator() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 20);
}

#[test]
fn the_validator_rejects_bad_layouts_and_values() {
    let good = "1\n3 2\n1 2\n2 3\n1 3\n";
    assert_eq!(validate(good), Ok(()));
    for bad in [
        "1\n3 2\n1 2\n2 3\n1 3",
        "1\n3  2\n1 2\n2 3\n1 3\n",
        "1\n3 2\n1 2\n2 3\n1 3\n\n",
        "1\n3 2\n1 2\n1 2\n1 3\n",
        "1\n3 2\n1 1\n2 3\n1 3\n",
        "1\n3 2\n1 2\n2 3\n3 3\n",
        "1\n3 2\n1 2\n2 4\n1 3\n",
        "1\n101 1\n1 2\n1 3\n",
        "1\n2 0\n1 2\n",
        "0\n",
        "2\n3 2\n1 2\n2 3\n1 3\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn shrinking_takes_single_cases_then_edges_and_vertices() {
    let cases = all_cases(3);
    let input = input_of(&cases[..3]);
    let shrunk = shrink(&input);
    assert_eq!(shrunk[0], input_of(&cases[..1]));
    let one = input_of(&[Case {
        n: 4,
        edges: vec![(0, 1), (1, 2), (3, 0)],
        bob: 0,
        alice: 2,
    }]);
    let shrunk = shrink(&one);
    assert!(shrunk.contains(&"1\n4 1\n1 2\n1 3\n".to_owned()));
    assert!(shrunk.contains(&"1\n3 2\n1 2\n2 3\n1 3\n".to_owned()));
    assert!(shrunk.contains(&"1\n3 1\n3 1\n1 2\n".to_owned()));
}
