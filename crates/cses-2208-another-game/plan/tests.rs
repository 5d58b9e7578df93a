use super::generators::{exhaustive_inputs, max_inputs, shrink};
use super::rules::{Another, moves, oracle, search};
use super::*;
use plan_kit::Candidates;
use plan_kit::all_vectors;
use plan_kit::game::Game;
use plan_kit::rng::Rng;
use plan_kit::search::sorted_non_empty;

/// The positions one move reaches, by every non-empty subset of the heaps listed as a bitmask.
fn moves_by_subsets(heaps: &[u32]) -> Vec<Vec<u32>> {
    let non_empty: Vec<u32> = heaps.iter().copied().filter(|&x| x > 0).collect();
    let mut next: Vec<Vec<u32>> = (1u32..1 << non_empty.len())
        .map(|subset| {
            let taken: Vec<u32> = non_empty
                .iter()
                .enumerate()
                .map(|(i, &x)| x - (subset >> i & 1))
                .collect();
            sorted_non_empty(&taken)
        })
        .collect();
    next.sort();
    next.dedup();
    next
}

#[test]
fn the_moves_are_the_subsets() {
    for heaps in all_vectors(5, 4) {
        let key = sorted_non_empty(&heaps);
        let mut grouped = moves(&key);
        grouped.sort();
        let before = grouped.len();
        grouped.dedup();
        assert_eq!(grouped.len(), before, "{heaps:?}: a position listed twice");
        assert_eq!(grouped, moves_by_subsets(&heaps), "{heaps:?}");
    }
}

/// The game's moves ([`Another`]: every non-empty subset of the non-empty heaps, by number)
/// reach the positions of the oracle's moves, once put in its normal form.
#[test]
fn the_games_moves_are_the_oracles() {
    for heaps in all_vectors(5, 3) {
        let mut reached: Vec<Vec<u32>> = Another
            .moves(&heaps)
            .into_iter()
            .map(|m| Another.canonical(&m.to))
            .collect();
        reached.sort();
        reached.dedup();
        let mut oracles = moves(&sorted_non_empty(&heaps));
        oracles.sort();
        assert_eq!(reached, oracles, "{heaps:?}");
    }
}

#[test]
fn the_search_decides_positions_checked_by_hand() {
    let mut search = search();
    let mut wins = |heaps: &[u32]| search.first_wins(heaps).unwrap();
    assert!(!wins(&[]), "no move: the player to move loses");
    assert!(wins(&[1]), "take the last coin");
    assert!(
        !wins(&[2]),
        "one coin at a time: the opponent takes the last"
    );
    assert!(wins(&[1, 1]), "take both coins");
    assert!(!wins(&[2, 2]), "the sample");
    assert!(wins(&[1, 2, 3]) && wins(&[5, 5, 4, 5]), "the sample");
    assert!(!wins(&[2, 4]), "(1, 4), (2, 3), (1, 3) all win");
    assert!(wins(&[3, 3]), "to (2, 2)");
}

#[test]
fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
    assert_eq!(
        oracle("3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n").as_deref(),
        Some("first\nsecond\nfirst\n")
    );
    assert_eq!(oracle("1\n1\n1000000\n"), None, "10^6 positions");
    let many = input_of(&[(1..=30).collect()]);
    assert_eq!(oracle(&many), None, "2^30 subsets from the start");
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n"), Ok(()));
    assert_eq!(validate("1\n1\n1000000000\n"), Ok(()));
    let sum_at_limit = input_of(&[vec![1; 100_000], vec![2; 100_000]]);
    assert_eq!(validate(&sum_at_limit), Ok(()));
    let sum_over = input_of(&[vec![1; 100_000], vec![2; 100_001]]);
    assert!(validate(&sum_over).unwrap_err().contains("sum of n"));
    for bad in [
        "0\n",
        "1\n0\n\n",
        "1\n1\n0\n",
        "1\n1\n1000000001\n",
        "1\n2\n1\n",
        "1\n2\n1 2 3\n",
        "1\n2\n1  2\n",
        "1\n2\n1 2",
        "2\n1\n1\n",
        "1\n1\n1\n1\n",
        "1\n1\n01\n",
        "1 1\n1\n",
    ] {
        assert!(validate(bad).is_err(), "accepted {bad:?}");
    }
    let too_many = format!("200001\n{}", "1\n1\n".repeat(200_001));
    assert!(validate(&too_many).is_err());
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_planned_input_is_valid_and_in_reach() {
    let exhaustive = exhaustive_inputs();
    assert_eq!(
        exhaustive
            .iter()
            .map(|i| parse_input(i).len())
            .sum::<usize>(),
        340 + 56 + 84 + 120 + 165
    );
    plan_kit::testing::assert_plan_is_valid(&PLAN, 40);
    for input in &exhaustive {
        assert!(oracle(input).is_some());
    }
    let mut rng = Rng::new(5);
    for generator in PLAN.random {
        for size in [1, 2, generator.max_size / 2, generator.max_size] {
            let input = (generator.generate)(&mut rng, size);
            assert!(oracle(&input).is_some(), "{}:\n{input}", generator.name);
        }
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn shrinking_starts_with_single_test_cases() {
    let shrunk = shrink("2\n2\n3 4\n1\n5\n");
    assert_eq!(shrunk[..2], ["1\n2\n3 4\n", "1\n1\n5\n"]);
    assert!(shrunk.contains(&"2\n1\n4\n1\n5\n".to_owned()));
    assert!(shrunk.contains(&"2\n2\n1 4\n1\n5\n".to_owned()));
    assert!(shrunk.iter().all(|c| validate(c).is_ok()));
    let max = &max_inputs()[0].input;
    assert!(shrink(max).len() <= Candidates::MAX_COUNT);
}
