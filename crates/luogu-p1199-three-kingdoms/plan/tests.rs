use super::generators::{exhaustive_inputs, permutations, random_matrix, shrink};
use super::rules::{
    Kingdoms, Owner, best_winning_pair, computer_pick, matrix_from_pairs, matrix_of, oracle,
    positions_at_least, results,
};
use super::*;
use plan_kit::game::{Game, PLAY_BUDGET};
use plan_kit::rng::Rng;

/// Pairs (0,1)=5 (0,2)=4 (0,3)=3 (1,2)=2 (1,3)=1 (2,3)=0.
fn four() -> Vec<Vec<u32>> {
    matrix_from_pairs(4, &[5, 4, 3, 2, 1, 0])
}

#[test]
fn the_computer_takes_the_top_partner_of_her_generals() {
    let value = four();
    let mut owner = vec![Owner::Free; 4];
    owner[2] = Owner::Her;
    assert_eq!(computer_pick(&value, &owner), 0, "(2,0)=4 tops row 2");
    owner[0] = Owner::Computer;
    owner[3] = Owner::Her;
    assert_eq!(computer_pick(&value, &owner), 1, "(2,1)=2 beats (3,1)=1");
}

#[test]
fn the_game_is_played_out_by_hand() {
    // She takes 0, the computer 1, she 2: {0,2}=4 against {1,3}=1. Taking 1 first loses:
    // the computer takes 0, and {1,2}=2 or {1,3}=1 loses to {0,3}=3 or {0,2}=4.
    assert_eq!(best_winning_pair(&four()), Some(4));
    assert_eq!(oracle(&input_of(&four())).as_deref(), Some("1\n4\n"));
}

#[test]
fn brute_declines_what_it_cannot_decide() {
    assert_eq!(oracle("4\n1 2 3\n4 5\n5\n"), None, "repeated value");
    assert_eq!(
        oracle(&input_of(&matrix_from_pairs(3, &[0, 1, 2]))),
        None,
        "N odd"
    );
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_reaches(&PLAN);
    assert_eq!(exhaustive_inputs().len(), 720);
}

#[test]
fn the_validator_rejects_what_the_statement_excludes() {
    assert_eq!(validate("4\n5 4 3\n2 1\n1000000000\n"), Ok(()));
    for bad in [
        "4\n5 4 3\n2 1\n5\n",           // a repeated value
        "5\n1 2 3 4\n5 6 7\n8 9\n10\n", // N odd
        "2\n1\n",                       // N below 4
        "4\n5 4 3\n2 1\n1000000001\n",  // a value above 10^9
        "4\n5 4 3 2\n1\n0\n",           // the wrong number on a line
        "4\n5 4 3\n2 1\n",              // a line missing
        "4\n5 4 3\n2 1\n0",             // no final newline
        "4\n5 4 3\n2 1\n0\n7\n",        // more after the last line
    ] {
        assert!(validate(bad).is_err(), "accepted {bad:?}");
    }
    assert!(
        validate("4\n5 4 3\n2 1\n5\n")
            .unwrap_err()
            .contains("repeated")
    );
}

#[test]
#[ignore = "deep: cargo verify runs it (a search over many instances)"]
fn she_always_wins_on_every_instance_of_the_plan_and_more() {
    let mut rng = Rng::new(0x1199);
    let random = [(6, 600), (8, 400), (10, 60)]
        .into_iter()
        .flat_map(|(n, count)| (0..count).map(move |k| (n, k)))
        .map(|(n, k)| {
            let max = if k % 2 == 0 { 100 } else { MAX_VALUE };
            input_of(&random_matrix(&mut rng, n, max))
        })
        .collect::<Vec<_>>();
    for input in exhaustive_inputs().iter().chain(&random) {
        let expected = oracle(input).expect("within reach");
        assert!(expected.starts_with("1\n"), "she cannot win:\n{input}");
    }
}

#[test]
fn shrinking_drops_two_generals_then_ranks_the_values() {
    let six = input_of(&matrix_from_pairs(
        6,
        &[50, 40, 30, 20, 10, 90, 80, 70, 60, 15, 25, 35, 45, 55, 65],
    ));
    let candidates = shrink(&six);
    assert!(
        candidates[..15].iter().all(|c| c.starts_with("4\n")),
        "15 pairs dropped"
    );
    assert_eq!(
        candidates[0], "4\n15 25 35\n45 55\n65\n",
        "generals 0 and 1 dropped"
    );
    assert!(candidates[15].starts_with("6\n8 6 4 2 0\n"), "ranks");
    assert!(candidates.iter().all(|c| c != &six));
}

#[test]
fn the_kits_search_of_the_game_agrees_with_the_oracle() {
    let mut rng = Rng::new(0x1199);
    let random = (0..20).map(|k| input_of(&random_matrix(&mut rng, 6 + 2 * (k % 3), 100)));
    for input in exhaustive_inputs().into_iter().chain(random) {
        let value = matrix_of(&input);
        let n = value.len();
        let game = Kingdoms { value };
        let start = (vec![Owner::Free; n], false);
        let wins = plan_kit::game::first_wins(&game, &start, PLAY_BUDGET);
        let solved = plan_kit::game::solve(game, start, PLAY_BUDGET).unwrap();
        assert_eq!(wins, Some(oracle(&input).unwrap().starts_with("1\n")));
        assert_eq!(Some(vec![solved.result()]), results(&input));
        assert!(solved.len() as u64 >= positions_at_least(n), "{input}");
    }
    assert!(positions_at_least(50) <= PLAY_BUDGET as u64);
    assert!(positions_at_least(52) > PLAY_BUDGET as u64);
    assert!(positions_at_least(500) > PLAY_BUDGET as u64);
}

#[test]
fn the_game_is_drawn_and_refuses_in_the_rules_words() {
    let game = Kingdoms { value: four() };
    let mut owner = vec![Owner::Free; 4];
    owner[0] = Owner::Her;
    assert_eq!(
        game.draw(&(owner.clone(), false)),
        "    1 2 3 4\n  1 - 5 4 3\n  2 5 - 2 1\n  3 4 2 - 0\n  4 3 1 0 -\n\
         yours (小涵): 1 (best pair: none)\nthe computer's:  (best pair: none)\n\
         the computer to pick, by its rule\n"
    );
    let picks = game.moves(&(owner.clone(), false));
    assert_eq!(picks.len(), 1, "the computer's rule");
    assert_eq!(picks[0].name, "2");
    owner[1] = Owner::Computer;
    let refusal = |typed: &str| game.refuse(&(owner.clone(), false), typed).unwrap();
    assert_eq!(refusal("2"), "general 2 is taken");
    assert_eq!(refusal("5"), "there is no general 5: they are 1 to 4");
    assert!(refusal("battle").contains("is not a move"));
    owner[2] = Owner::Her;
    owner[3] = Owner::Computer;
    let end = game.moves(&(owner.clone(), false));
    assert_eq!(end[0].name, "battle", "{{1, 3}} = 4 beats {{2, 4}} = 1");
    assert!(game.moves(&end[0].to).is_empty());
}

#[test]
fn the_generators_make_what_they_say() {
    assert_eq!(permutations(4).len(), 24);
    assert_eq!(permutations(6).len(), 720);
    let mut rng = Rng::new(1);
    let value = random_matrix(&mut rng, 8, 50);
    assert_eq!(matrix_of(&input_of(&value)), value);
}
