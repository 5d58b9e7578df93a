use super::generators::{
    all_rows, exhaustive_inputs, max_inputs, random_long, random_short, row_of_segments, shrink,
};
use super::rules::{
    REFERENCE_TABLE, TAKEN, alice_wins_by_reduction, alice_wins_by_search, alternating_segments,
    octal_values_by_definition, oracle, proven_period, reference,
};
use super::*;
use plan_kit::rng::Rng;

#[test]
fn the_search_plays_by_hand() {
    let wins = |row: &str| alice_wins_by_search(row.as_bytes()).expect("short");
    assert!(
        wins("RB") && wins("BR") && wins("RR"),
        "Alice paints both cells"
    );
    assert!(!wins("BB"), "Alice has no red cell");
    assert!(!wins("BRB"), "sample: one blue is left for Bob");
    assert!(wins("RRB"), "two red cells to one blue");
    assert!(!wins("RBB"), "one red cell to two blue");
    assert!(!wins("RBBR"), "sample: Bob mirrors");
    assert_eq!(alice_wins_by_search(&[b'R'; 15]), None);
}

#[test]
fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
    let sample = "8\n3\nBRB\n5\nRRBBB\n6\nRBRBRB\n8\nBBRRBRRB\n6\nBRRBRB\n12\nRBRBRBRBRRBB\n\
                  12\nRBRBRBRBBBRR\n4\nRBBR\n";
    let expected = "Bob\nBob\nAlice\nAlice\nAlice\nAlice\nBob\nBob\n";
    assert_eq!(oracle(sample).as_deref(), Some(expected));
    assert_eq!(reference(sample).as_deref(), Some(expected));
    assert_eq!(oracle(&input_of(&[vec![b'R'; 15]])), None);
}

#[test]
fn the_octal_values_by_definition_start_as_in_winning_ways() {
    let values = octal_values_by_definition(20);
    assert_eq!(
        values,
        [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3]
    );
}

#[test]
fn the_period_is_proved_by_the_periodicity_theorem() {
    // computed far enough: up to 2000, the theorem needs 2·n0 + 2p + t − 1
    let values = octal_values_by_definition(REFERENCE_TABLE);
    let (n0, p) = proven_period(&values).expect("a period");
    assert_eq!((n0, p), (53, 34));
    // the theorem's condition, read off the values themselves
    for n in n0..2 * n0 + p + TAKEN {
        assert_eq!(values[n + p], values[n], "n = {n}");
    }
    assert_ne!(
        values[n0 - 1 + p],
        values[n0 - 1],
        "52 is the last exception"
    );
    // no shorter period holds even on the whole table
    for shorter in 1..p {
        assert!(
            (n0..REFERENCE_TABLE - shorter).any(|n| values[n + shorter] != values[n]),
            "period {shorter}"
        );
    }
    // the solution's constants are these
    let main = std::fs::read_to_string(
        plan_kit::testing::workspace_root().join("crates/cf1704f-colouring-game/src/main.rs"),
    )
    .expect("the solution");
    assert!(main.contains(&format!("const PERIOD: usize = {p};")));
    assert!(main.contains(&format!("const PRE_PERIOD: usize = {n0};")));
}

#[test]
fn the_reduction_agrees_with_the_search_on_every_short_row() {
    for n in 2..=12 {
        for row in all_rows(n) {
            assert_eq!(
                alice_wins_by_search(&row),
                Some(alice_wins_by_reduction(&row)),
                "{}",
                String::from_utf8_lossy(&row)
            );
        }
    }
}

#[test]
fn segments_are_maximal_and_alternating() {
    assert_eq!(alternating_segments(b"RRBB"), [1, 2, 1]);
    assert_eq!(alternating_segments(b"RBRBRB"), [6]);
    assert_eq!(alternating_segments(b"BRRBRB"), [2, 4]);
    let row = row_of_segments(b'B', &[3, 1, 4, 2]);
    assert_eq!(row, b"BRBBBRBRRB");
    assert_eq!(alternating_segments(&row), [3, 1, 4, 2]);
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("1\n2\nRB\n"), Ok(()));
    assert_eq!(validate(&input_of(&[vec![b'R'; MAX_N]])), Ok(()));
    assert_eq!(validate(&input_of(&vec![b"RB".to_vec(); MAX_T])), Ok(()));
    for bad in [
        "0\n",
        "1\n1\nR\n",
        "1\n2\nRW\n",
        "1\n2\nrb\n",
        "1\n3\nRB\n",
        "1\n2\nRB",
        "1\n2 RB\n",
        "2\n2\nRB\n",
        "1\n2\nRB\n2\nRB\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
    let too_many = input_of(&vec![b"RB".to_vec(); MAX_T + 1]);
    assert!(validate(&too_many).is_err());
    let too_long = input_of(&[vec![b'R'; MAX_N], b"RB".to_vec()]);
    assert!(validate(&too_long).is_err());
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_answered() {
    let exhaustive = exhaustive_inputs();
    assert_eq!(exhaustive.len(), 9);
    let rows: usize = exhaustive.iter().map(|i| parse_input(i).len()).sum();
    assert_eq!(rows, (2..=12).map(|n| 1 << n).sum::<usize>());
    for input in &exhaustive {
        assert_eq!(validate(input), Ok(()));
        assert!(oracle(input).is_some());
    }
    let mut rng = Rng::new(1);
    for size in (1..=100).step_by(9) {
        let input = random_short(&mut rng, size);
        assert_eq!(validate(&input), Ok(()));
        assert!(oracle(&input).is_some(), "{input}");
    }
    let mut balanced = 0;
    for size in (1..=300).step_by(23).chain([300]) {
        let input = random_long(&mut rng, size);
        assert_eq!(validate(&input), Ok(()));
        for row in parse_input(&input) {
            let red = row.iter().filter(|&&c| c == b'R').count();
            balanced += usize::from(2 * red == row.len());
        }
    }
    assert!(balanced > 50, "{balanced} rows with equal counts");
    for max in max_inputs() {
        assert_eq!(validate(&max.input), Ok(()), "{}", max.label);
        let rows = parse_input(&max.input);
        assert!(rows.iter().map(Vec::len).sum::<usize>() >= MAX_N - 1);
    }
}

#[test]
fn shrinking_starts_with_single_rows() {
    let shrunk = shrink("2\n3\nBRB\n2\nRB\n");
    assert_eq!(shrunk[..2], ["1\n3\nBRB\n", "1\n2\nRB\n"]);
    assert!(shrunk.contains(&"2\n2\nRB\n2\nRB\n".to_owned()));
    assert!(shrunk.contains(&"2\n3\nRRB\n2\nRB\n".to_owned()));
}
