use super::generators::{all_dags, all_piece_sets, exhaustive_inputs, random_dag, shrink};
use super::rules::{grundy_brute, input_with_gaps, is_acyclic, moves, oracle, reference};
use super::*;
use plan_kit::rng::Rng;
use plan_kit::search::WinLose;

/// The first graph of the official sample: 0 → 1, 2; 2 → 3.
fn sample_graph() -> Vec<Vec<usize>> {
    vec![vec![1, 2], vec![], vec![3], vec![]]
}

#[test]
fn the_search_knows_small_positions_by_hand() {
    let graph = sample_graph();
    let wins = |pieces: &[usize], budget: usize| {
        let mut search = WinLose::new(|p: &Vec<usize>| moves(&graph, p), budget);
        search.first_wins(&pieces.to_vec())
    };
    assert_eq!(wins(&[1], 100), Some(false), "no move");
    assert_eq!(wins(&[0], 100), Some(true), "move to 1");
    assert_eq!(wins(&[2], 100), Some(true), "move to 3");
    assert_eq!(wins(&[2, 2], 100), Some(false), "mirror");
    // from {0, 2}: to {1, 2} or {2, 2} or {0, 3}; {2, 2} loses for the opponent
    assert_eq!(wins(&[0, 2], 100), Some(true));
    assert_eq!(wins(&[0, 0, 0], 1), None, "over budget");
}

#[test]
fn grundy_values_by_definition_on_small_graphs() {
    assert_eq!(grundy_brute(&sample_graph()), vec![2, 0, 1, 0]);
    let chain: Vec<Vec<usize>> = (0..1000)
        .map(|v| if v + 1 < 1000 { vec![v + 1] } else { vec![] })
        .collect();
    let grundy = grundy_brute(&chain);
    assert!((0..1000).all(|v| grundy[v] == (999 - v as u32) % 2));
}

#[test]
fn the_enumerations_count_right() {
    let counts: Vec<usize> = (1..=4).map(|n| all_dags(n).len()).collect();
    assert_eq!(counts, vec![1, 3, 25, 543]);
    assert_eq!(all_piece_sets(4, 3).len(), 4 + 10 + 20);
}

#[test]
fn parse_reads_by_structure() {
    let input = "1\n0\n1 0\n2 0 0\n0\n\n\n1\n0\n0\n";
    let cases = parse(input);
    assert_eq!(cases.len(), 2);
    assert_eq!(cases[0].queries, vec![vec![0], vec![0, 0]]);
    assert!(cases[1].queries.is_empty());
    assert_eq!(parse(&input_with_gaps(&cases, &[2])), cases);
    assert_eq!(input_with_gaps(&cases, &[2]), input);
}

#[test]
fn random_dags_are_acyclic_and_not_in_index_order() {
    let mut rng = Rng::new(1);
    let graph = random_dag(&mut rng, 50, 1, 3, true);
    assert!(is_acyclic(&graph));
    let backward = graph
        .iter()
        .enumerate()
        .any(|(v, ws)| ws.iter().any(|&w| w < v));
    assert!(backward);
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_plan_passes_the_validator() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 6);
}

#[test]
fn the_validator_rejects_bad_layouts_and_values() {
    let good = "2\n1 1\n0\n2 0 1\n0\n\n1\n0\n0\n";
    assert_eq!(validate(good), Ok(()));
    assert_eq!(validate("1\n0\n0\n\n"), Ok(()), "a blank line at the end");
    for bad in [
        "2\n1 1\n0\n2 0 1\n0",
        "2\n1  1\n0\n2 0 1\n0\n",
        "\n2\n1 1\n0\n2 0 1\n0\n",
        "2\n1 1\n1 0\n1 0\n0\n",
        "2\n1 2\n0\n1 0\n0\n",
        "2\n2 1 1\n0\n1 0\n0\n",
        "2\n1 1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n",
        "2\n1 1\n0\n1 2\n0\n",
        "2\n1 1\n0\n1 0\n",
        "1\n0\n0\n0\n",
        "1001\n",
        "",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_reference_agrees_with_the_game_search() {
    for input in exhaustive_inputs().iter().step_by(2) {
        assert_eq!(oracle(input), reference(input));
    }
    let mut rng = Rng::new(7);
    for size in 1..=8 {
        let input = (PLAN.random[0].generate)(&mut rng, size);
        assert_eq!(oracle(&input), reference(&input), "{input}");
    }
}

#[test]
fn shrinking_takes_single_cases_then_parts() {
    let input = "2\n1 1\n0\n2 0 1\n0\n\n1\n0\n1 0\n0\n";
    let shrunk = shrink(input);
    assert_eq!(shrunk[0], "2\n1 1\n0\n2 0 1\n0\n");
    let shrunk = shrink("2\n1 1\n0\n2 0 1\n0\n");
    assert!(shrunk.contains(&"2\n0\n0\n2 0 1\n0\n".to_owned()));
    assert!(shrunk.contains(&"2\n1 1\n0\n1 1\n0\n".to_owned()));
    assert!(shrunk.contains(&"1\n0\n1 0\n0\n".to_owned()));
}
