use super::generators::{exhaustive_inputs, max_inputs, shrink};
use super::rules::{chess, oracle, outcome_brute};
use super::*;
use plan_kit::game::Game;
use std::collections::HashMap;

fn value(input: &str) -> i64 {
    outcome_brute(&parse_input(input)).expect("within reach")
}

#[test]
fn the_oracle_answers_the_sample() {
    assert_eq!(
        oracle("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n").as_deref(),
        Some("2\n")
    );
}

#[test]
fn the_search_plays_by_hand() {
    assert_eq!(value("1 1\n5\n9\n"), 5, "black fills the only cell");
    assert_eq!(value("1 2\n5 0\n0 9\n"), -4, "one cell each, in order");
    assert_eq!(value("2 1\n1 0\n0 0\n"), 1);
    // 2 × 2: black takes (0, 0); white picks (0, 1) or (1, 0); black the other; white (1, 1).
    assert_eq!(
        value("2 2\n0 5\n0 0\n0 0\n0 0\n"),
        0,
        "white takes the 5 first"
    );
    assert_eq!(value("2 2\n0 5\n5 0\n0 0\n0 0\n"), 5);
    assert_eq!(value("2 2\n0 0\n0 0\n1 1\n1 1\n"), -2);
}

#[test]
fn the_rule_is_applied_literally() {
    let search = chess(&parse_input("2 2\n0 0\n0 0\n0 0\n0 0\n"));
    assert!(search.playable(0, 0, 0));
    assert!(!search.playable(0, 0, 1) && !search.playable(0, 1, 0));
    assert!(search.playable(0b0001, 0, 1) && search.playable(0b0001, 1, 0));
    assert!(!search.playable(0b0011, 1, 1), "(1, 0) is empty");
    assert!(search.playable(0b0111, 1, 1));
}

#[test]
fn the_game_is_drawn_and_refuses_in_the_rules_words() {
    let game = chess(&parse_input("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n"));
    assert_eq!(
        game.draw(&0b1),
        "    1   2   3\n1   # 7/7 3/2\n2 9/2 1/3 2/1\n\
         (a/b on each empty cell, # filled) white (牛牛) to move, scoring b\n"
    );
    let names: Vec<(String, i64)> = game
        .moves(&0b1)
        .into_iter()
        .map(|m| (m.name, m.gain))
        .collect();
    assert_eq!(names, [("1 2".to_owned(), 7), ("2 1".to_owned(), 2)]);
    let refusal = |typed: &str| game.refuse(&0b1, typed).unwrap();
    assert!(refusal("2 2").contains("every cell left of it"));
    assert!(refusal("1 1").contains("filled already"));
    assert!(refusal("3 1").contains("no cell (3, 1)"));
    assert!(refusal("x").contains("not a move"));
    assert!(refusal("1").contains("not a move"));
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n"), Ok(()));
    assert_eq!(validate("1 1\n100000\n0\n"), Ok(()));
    for bad in [
        "0 1\n\n",
        "11 1\n",
        "1 1\n100001\n0\n",
        "1 1\n-1\n0\n",
        "1 2\n1 2\n3\n",
        "1 1\n1\n",
        "1 1\n1\n2\n3\n",
        "1 1\n1\n2",
        "1 1\n1 \n2\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn every_generated_input_is_valid_and_in_reach() {
    assert_eq!(exhaustive_inputs().len(), 932);
    plan_kit::testing::assert_plan_is_valid(&PLAN, 4);
    plan_kit::testing::assert_plan_reaches(&PLAN);
    for max in max_inputs() {
        assert!(oracle(&max.input).is_some(), "{}", max.label);
    }
}

/// Every Young diagram of a 10 × 10 board: its ten row lengths, non-increasing.
fn diagrams() -> Vec<[u32; 10]> {
    let mut all = vec![[0u32; 10]];
    for row in 0..10 {
        all = all
            .into_iter()
            .flat_map(|rows| {
                let top = if row == 0 { 10 } else { rows[row - 1] };
                (0..=top).map(move |length| {
                    let mut next = rows;
                    next[row] = length;
                    next
                })
            })
            .collect();
    }
    all
}

/// The diagrams that share a base-11 key of their row lengths wrapped to 32 bits, the rows
/// read from the first (most significant) or from the last.
fn colliding(rows_reversed: bool) -> Vec<Vec<[u32; 10]>> {
    let mut by_key: HashMap<u32, Vec<[u32; 10]>> = HashMap::new();
    for rows in diagrams() {
        let mut ordered = rows;
        if rows_reversed {
            ordered.reverse();
        }
        let key = ordered
            .iter()
            .fold(0u32, |key, &l| key.wrapping_mul(11).wrapping_add(l));
        by_key.entry(key).or_default().push(rows);
    }
    by_key.into_values().filter(|d| d.len() > 1).collect()
}

#[test]
fn base_11_keys_in_32_bits_collide_on_one_pair_each() {
    assert_eq!(diagrams().len(), 184_756);
    assert_eq!(
        colliding(false),
        [[
            [5, 5, 5, 4, 4, 4, 4, 0, 0, 0],
            [10, 10, 6, 6, 6, 5, 5, 5, 5, 1]
        ]]
    );
    assert_eq!(
        colliding(true),
        [[
            [9, 5, 5, 5, 5, 4, 4, 4, 0, 0],
            [10, 10, 10, 6, 6, 6, 6, 5, 5, 5]
        ]]
    );
}

#[test]
#[ignore = "deep: cargo verify runs it (the oracle's search of two 10 × 10 boards)"]
fn the_collision_samples_are_the_oracles() {
    let dir = plan_kit::testing::samples_dir(PLAN.name);
    for name in [
        "edge-base-11-collision",
        "edge-base-11-collision-rows-reversed",
    ] {
        let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        assert_eq!(oracle(&input), Some(expected), "{name}");
    }
}

#[test]
fn shrinking_removes_rows_and_columns_first() {
    let shrunk = shrink("2 2\n1 2\n3 4\n5 6\n7 8\n");
    assert_eq!(shrunk[0], "1 2\n3 4\n7 8\n");
    assert_eq!(shrunk[2], "2 1\n2\n4\n6\n8\n");
}
