use super::generators::{
    SHRINK_CUTS, SHRINK_LEAVES, all_rooted_trees, exhaustive_inputs, max_inputs, shrink,
};
use super::rules::{Tree, oracle, positions};
use super::*;
use plan_kit::rng::Rng;

fn wins(text: &str) -> Option<bool> {
    oracle(text).map(|answer| answer == "Alice\n")
}

#[test]
fn the_search_knows_small_trees_by_hand() {
    assert_eq!(wins("2\n1 2\n"), Some(true), "one edge");
    assert_eq!(
        wins("3\n1 2\n1 3\n"),
        Some(false),
        "two single edges at the root"
    );
    assert_eq!(
        wins("3\n2 1\n3 2\n"),
        Some(true),
        "a path of two edges: cut the top"
    );
    assert_eq!(
        wins("4\n1 2\n2 3\n2 4\n"),
        Some(true),
        "one stem with a fork: cut the stem"
    );
    assert_eq!(
        wins("5\n1 2\n2 3\n1 4\n4 5\n"),
        Some(false),
        "two paths of two edges: mirror"
    );
    // vertex 1 is a leaf of a star of four leaves: the stem below a fork of three edges
    assert_eq!(wins("5\n2 1\n2 3\n2 4\n2 5\n"), Some(true));
}

#[test]
fn positions_are_the_subtrees_holding_the_root() {
    assert_eq!(positions(&parse("3\n1 2\n1 3\n")), 4);
    assert_eq!(positions(&parse("3\n2 1\n3 2\n")), 3);
    assert_eq!(positions(&parse("5\n1 2\n2 3\n2 4\n4 5\n")), 7);
}

#[test]
fn the_search_gives_up_beyond_its_budget() {
    let star = Tree {
        n: 60,
        edges: (1..60).map(|v| (0, v)).collect(),
    };
    assert_eq!(oracle(&input_of(&star)), None);
    let path = Tree {
        n: 200,
        edges: (1..200).map(|v| (v - 1, v)).collect(),
    };
    assert_eq!(oracle(&input_of(&path)), None);
}

#[test]
fn the_rooted_trees_are_counted_right() {
    let counts: Vec<usize> = (1..=10)
        .map(|n| all_rooted_trees(10).iter().filter(|p| p.len() == n).count())
        .collect();
    assert_eq!(counts, vec![1, 1, 2, 4, 9, 20, 48, 115, 286, 719]);
    assert_eq!(exhaustive_inputs().len(), 1204);
}

#[test]
fn the_validator_takes_trees_and_names_the_rest() {
    assert_eq!(validate("2\n2 1\n"), Ok(()));
    assert_eq!(validate("4\n1 2\n3 2\n4 1\n"), Ok(()));
    for bad in [
        "1\n",
        "3\n1 2\n2 1\n",
        "3\n1 2\n",
        "3\n1 2\n2 4\n",
        "4\n1 2\n2 3\n3 1\n",
        "2\n1 1\n",
        "2\n1 2",
        "2\n1  2\n",
        "2\n1 2\n3 4\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_within_reach() {
    let mut all = exhaustive_inputs();
    let mut rng = Rng::new(1);
    for generator in PLAN.random {
        for _ in 0..40 {
            let size = 1 + rng.below(generator.max_size);
            let input = (generator.generate)(&mut rng, size);
            assert!(oracle(&input).is_some(), "{input}");
            all.push(input);
        }
    }
    for input in exhaustive_inputs().iter().step_by(50) {
        assert!(oracle(input).is_some());
        all.extend(shrink(input));
    }
    for max in max_inputs() {
        assert!(shrink(&max.input).len() <= SHRINK_CUTS + SHRINK_LEAVES);
        assert!(
            validate(&max.input).is_ok(),
            "{}: {:?}",
            max.label,
            validate(&max.input)
        );
    }
    for input in &all {
        if let Err(e) = validate(input) {
            panic!("{input:.80}: {e}");
        }
    }
}

#[test]
fn shrinking_gives_smaller_trees_with_the_moves_first() {
    let shrunk = shrink("5\n1 2\n2 3\n2 4\n4 5\n");
    assert_eq!(
        shrunk[0], "3\n1 2\n2 3\n",
        "cutting 2–4 leaves the smallest tree"
    );
    assert!(shrunk.iter().all(|s| parse(s).n < 5));
    assert!(shrunk.contains(&"4\n1 2\n2 3\n2 4\n".to_owned()));
}
