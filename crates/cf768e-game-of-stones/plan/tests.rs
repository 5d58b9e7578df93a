use super::generators::{exhaustive_inputs, max_inputs, random_large, random_small, shrink};
use super::rules::{Pile, Search, Stones, grundy_table, oracle, reference};
use super::*;
use plan_kit::all_vectors;
use plan_kit::rng::Rng;

fn sam_wins(piles: &[u32]) -> bool {
    let piles: Vec<Pile> = piles.iter().copied().map(Pile::fresh).collect();
    Search::default().first_wins(&piles).expect("within reach")
}

/// The plan's search and the kit's search of [`Stones`] decide every position of up to three
/// small piles alike.
#[test]
fn the_search_is_the_kits_search_of_the_game() {
    let mut kits = plan_kit::game::Searcher::new(&Stones, usize::MAX);
    for piles in all_vectors(3, 6).into_iter().chain(all_vectors(2, 12)) {
        let piles: Vec<Pile> = piles.into_iter().map(Pile::fresh).collect();
        assert_eq!(
            kits.first_wins(&piles),
            Search::default().first_wins(&piles),
            "{piles:?}"
        );
    }
}

#[test]
fn a_pile_remembers_what_was_taken() {
    let after: Vec<Pile> = Pile::fresh(5).moves().collect();
    assert_eq!(after.len(), 5);
    assert_eq!(
        after[0],
        Pile {
            left: 4,
            used: 1 << 1
        }
    );
    assert_eq!(
        after[2],
        Pile { left: 2, used: 0 },
        "3 > 2 can never be taken again"
    );
    let twice: Vec<Pile> = after[0].moves().collect();
    assert_eq!(twice.len(), 3, "from 4 with 1 used: take 2, 3 or 4");
}

#[test]
fn the_search_plays_by_hand() {
    assert!(sam_wins(&[5]), "the sample: take all five");
    assert!(!sam_wins(&[1, 2]), "the sample: 2 cannot be taken as 1 + 1");
    assert!(!sam_wins(&[2, 2]), "Jon mirrors");
    assert!(sam_wins(&[3]));
    assert!(!sam_wins(&[3, 4]), "both piles allow exactly two moves");
    assert!(sam_wins(&[2, 3]));
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_grundy_values_by_definition_start_as_expected() {
    let table = grundy_table();
    assert_eq!(table[..11], [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
    assert_eq!(table[60], 10);
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_reference_agrees_with_the_search_wherever_both_reach() {
    for piles in all_vectors(3, 9) {
        let piles: Vec<u32> = piles.iter().map(|&s| s + 1).collect();
        if piles.is_empty() {
            continue;
        }
        let input = input_of(&piles);
        assert_eq!(oracle(&input), reference(&input), "{piles:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_oracle_answers_the_samples_and_gives_up_beyond_reach() {
    assert_eq!(oracle("1\n5\n").as_deref(), Some("NO\n"));
    assert_eq!(oracle("2\n1\n2\n").as_deref(), Some("YES\n"));
    assert_eq!(oracle("3\n60\n60\n60\n"), None);
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("2\n1\n2\n"), Ok(()));
    assert_eq!(validate("1\n60\n"), Ok(()));
    for bad in [
        "0\n",
        "1\n0\n",
        "1\n61\n",
        "2\n1 2\n",
        "2\n1\n",
        "1\n1\n1\n",
        "1\n1",
        "1\n 1\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_in_reach() {
    let exhaustive = exhaustive_inputs();
    assert_eq!(exhaustive.len(), 7 + 49 + 343);
    for input in &exhaustive {
        assert_eq!(validate(input), Ok(()));
        assert!(oracle(input).is_some(), "{input}");
    }
    let mut rng = Rng::new(1);
    for size in 1..=10 {
        for _ in 0..5 {
            let input = random_small(&mut rng, size);
            assert_eq!(validate(&input), Ok(()));
            assert!(oracle(&input).is_some(), "{input}");
        }
    }
    for size in (1..=1000).step_by(37) {
        assert_eq!(validate(&random_large(&mut rng, size)), Ok(()));
    }
    for max in max_inputs() {
        assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
    }
}

#[test]
fn shrinking_starts_with_single_piles() {
    let shrunk = shrink("2\n1\n2\n");
    assert_eq!(shrunk[..2], ["1\n1\n", "1\n2\n"]);
    assert!(shrunk.contains(&"2\n1\n1\n".to_owned()));
}
