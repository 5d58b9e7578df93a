use super::generators::{exhaustive_inputs, random_small, shrink};
use super::rules::{Lieges, first_wins_brute, grundy_tables, oracle, position_of, reference};
use super::*;
use plan_kit::game::Game;
use plan_kit::multisets;
use plan_kit::rng::Rng;

fn kevin_wins(k: u32, piles: &[u32]) -> bool {
    first_wins_brute(k, piles).expect("within reach")
}

/// The moves of `piles` with `k`: each one's name and the piles it leaves.
fn moves(piles: &[u32], k: u32) -> Vec<(String, Vec<u32>)> {
    Lieges { k }
        .moves(&position_of(piles))
        .into_iter()
        .map(|m| (m.name, m.to))
        .collect()
}

fn named(moves: &[(&str, &[u32])]) -> Vec<(String, Vec<u32>)> {
    moves
        .iter()
        .map(|&(name, to)| (name.to_owned(), to.to_vec()))
        .collect()
}

#[test]
fn moves_follow_the_rules() {
    assert_eq!(moves(&[1], 3), named(&[("take 1", &[])]));
    assert_eq!(
        moves(&[2], 3),
        named(&[("split 2", &[1, 1, 1]), ("take 2", &[1])])
    );
    assert_eq!(
        moves(&[2], 1),
        named(&[("split 2", &[1]), ("take 2", &[1])]),
        "k = 1 halves the pile"
    );
    assert_eq!(position_of(&[4, 3, 4]), vec![3, 4, 4]);
    assert_eq!(
        moves(&[3, 4, 4], 2),
        named(&[
            ("split 4", &[2, 2, 3, 4]),
            ("take 4", &[3, 3, 4]),
            ("take 3", &[2, 4, 4]),
        ])
    );
}

#[test]
fn the_search_plays_by_hand() {
    assert!(kevin_wins(1, &[3, 4]), "the first sample");
    assert!(
        !kevin_wins(2, &[3]),
        "the second sample: 3 → 2 → 1 1 → 1 → none"
    );
    assert!(kevin_wins(2, &[2]), "2 → 1 1 is lost for the mover");
    assert!(!kevin_wins(1, &[2]), "2 → 1 either way");
    assert!(!kevin_wins(5, &[4, 4]), "Nicky mirrors");
    assert!(kevin_wins(3, &[4]), "k odd: 4 → 3 leaves 3 → 2, 2 → 1");
}

#[test]
fn the_oracle_answers_the_samples_and_gives_up_beyond_reach() {
    assert_eq!(oracle("2 1\n3 4\n").as_deref(), Some("Kevin\n"));
    assert_eq!(oracle("1 2\n3\n").as_deref(), Some("Nicky\n"));
    assert_eq!(oracle("1 2\n1000000000\n"), None);
    assert_eq!(oracle("1 1000000000\n2\n"), None);
}

#[test]
fn the_reference_agrees_with_the_search_wherever_both_reach() {
    for k in 1..=4 {
        for count in 1..=2 {
            for piles in multisets(1, 8, count) {
                let piles: Vec<u32> = piles.iter().map(|&a| a as u32).collect();
                let input = input_of(k, &piles);
                assert_eq!(oracle(&input), reference(&input), "{input}");
            }
        }
    }
    assert_eq!(reference("1 1\n1048577\n"), None);
}

#[test]
fn the_grundy_values_by_definition_start_as_expected() {
    let [even, odd] = grundy_tables();
    assert_eq!(even[..10], [0, 1, 2, 0, 1, 0, 1, 0, 1, 0]);
    assert_eq!(odd[..10], [0, 1, 0, 1, 2, 0, 2, 0, 1, 0]);
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("2 1\n3 4\n"), Ok(()));
    assert_eq!(validate("1 1000000000\n1000000000\n"), Ok(()));
    for bad in [
        "0 1\n\n",
        "1 0\n1\n",
        "1 1000000001\n1\n",
        "1 1\n0\n",
        "1 1\n1000000001\n",
        "2 1\n1\n",
        "1 1\n1 2\n",
        "1 1\n1\n2\n",
        "1 1\n1",
        "1 1\n\n1\n",
        "1\n1\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_in_reach() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 8);
    plan_kit::testing::assert_plan_reaches(&PLAN);
    for input in exhaustive_inputs() {
        assert!(oracle(&input).is_some(), "{input}");
    }
    let mut rng = Rng::new(1);
    for size in 1..=10 {
        let input = random_small(&mut rng, size);
        assert!(oracle(&input).is_some(), "{input}");
    }
}

#[test]
fn shrinking_starts_with_single_piles() {
    let shrunk = shrink("2 3\n5 6\n");
    assert_eq!(shrunk[..2], ["1 3\n5\n", "1 3\n6\n"]);
    assert!(shrunk.contains(&"2 1\n5 6\n".to_owned()));
    assert!(shrunk.contains(&"2 3\n1 6\n".to_owned()));
}
