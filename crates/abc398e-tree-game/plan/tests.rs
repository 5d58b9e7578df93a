use super::figure::small_table;
use super::generators::{
    exhaustive_inputs, labelled_trees, max_inputs, random_caterpillar, random_tree, shrink,
};
use super::jury::{STRATEGIES, Tactic, parse_pair, start};
use super::rules::{GameSearch, Graph, legal_by_rules};
use super::*;
use plan_kit::interactive::Fault;
use plan_kit::interactive::{Speaker, converse, replay};
use plan_kit::rng::Rng;

/// The statement's sample (atcoder.jp, ABC398 E, sample interaction): the path 1–2–3–4;
/// the program goes first, adds 1–4, and Takahashi has no move.
const SAMPLE_1: (&str, &str) = (
    "4\n1 2\n2 3\n3 4\n",
    "< 4\n< 1 2\n< 2 3\n< 3 4\n> First\n> 1 4\n< -1 -1    (Takahashi cannot move: you won)\n",
);

/// A player written apart from main.rs: classes by depth parity, the side by the parity of
/// the count of cross non-edges (or First whatever it is, if `always_first`), then the first
/// free cross pair, or `1 2` when there is none.
fn player(always_first: bool) -> impl FnMut(&str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut n = 0usize;
    let mut free: Vec<(usize, usize)> = Vec::new();
    fn next_move(free: &mut Vec<(usize, usize)>) -> String {
        if free.is_empty() {
            "1 2".to_owned()
        } else {
            let (i, j) = free.remove(0);
            format!("{i} {j}")
        }
    }
    move |line: &str| {
        if n == 0 || lines.len() < n {
            lines.push(line.to_owned());
            n = lines[0].parse().expect("N");
            if lines.len() < n {
                return Vec::new();
            }
            let (_, tree) = parse_input(&lines.join("\n"));
            let graph = Graph::new(n, &tree);
            let parity = graph.parity_from_1();
            for i in 1..=n {
                for j in i + 1..=n {
                    if parity[i] != parity[j] && !graph.is_edge[i][j] {
                        free.push((i, j));
                    }
                }
            }
            return if always_first || free.len() % 2 == 1 {
                vec!["First".to_owned(), next_move(&mut free)]
            } else {
                vec!["Second".to_owned()]
            };
        }
        if line == "-1 -1" {
            return Vec::new();
        }
        let (i, j) = parse_pair(line).expect("a pair");
        free.retain(|&p| p != (i as usize, j as usize));
        vec![next_move(&mut free)]
    }
}

#[test]
fn the_statements_transcript_replays_through_the_rules() {
    let interactive = PLAN.interactive.as_ref().expect("a jury");
    let (input, transcript) = SAMPLE_1;
    assert_eq!(validate(input), Ok(()));
    assert_eq!(replay(interactive, input, transcript), Ok(None));
    // the program's line 1 3 joins two vertices of one class: an odd cycle
    let odd = "< 4\n< 1 2\n< 2 3\n< 3 4\n> First\n> 1 3\n";
    let fault = replay(interactive, input, odd)
        .expect("replays")
        .expect("a fault");
    assert!(fault.reason().contains("odd cycle"), "{fault:?}");
}

#[test]
fn the_rules_check_knows_odd_cycles_by_hand() {
    let graph = Graph::new(4, &[(1, 2), (2, 3), (3, 4)]);
    assert!(legal_by_rules(&graph.adjacent, 1, 4), "a 4-cycle");
    assert!(!legal_by_rules(&graph.adjacent, 1, 3), "a triangle");
    assert!(!legal_by_rules(&graph.adjacent, 2, 4), "a triangle");
    assert!(!legal_by_rules(&graph.adjacent, 1, 2), "an edge");
    assert_eq!(graph.legal_by_rules(), [(1, 4)]);
    let star = Graph::new(4, &[(1, 2), (1, 3), (1, 4)]);
    assert!(star.legal_by_rules().is_empty(), "a star has no move");
}

#[test]
fn the_validator_takes_trees_and_nothing_else() {
    assert_eq!(validate("2\n1 2\n"), Ok(()));
    for bad in [
        "1\n",
        "101\n",
        "2\n2 1\n",
        "2\n1 1\n",
        "3\n1 2\n1 2\n",
        "4\n1 2\n2 3\n1 3\n",
        "3\n1 2\n",
        "3\n1 2\n2 3\n1 3\n",
        "2\n1  2\n",
        "2\n1 2",
        "2\n1 3\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_quick_listing_is_the_rules_listing_at_every_step() {
    let mut rng = Rng::new(7);
    let mut inputs = labelled_trees(6);
    inputs.extend((0..30).map(|k| random_tree(&mut rng, 5 + k)));
    inputs.extend((0..30).map(|k| random_caterpillar(&mut rng, 5 + k)));
    for input in inputs {
        let (n, tree) = parse_input(&input);
        let mut graph = Graph::new(n, &tree);
        loop {
            let quick = graph.legal_quick();
            assert_eq!(quick, graph.legal_by_rules(), "{input}");
            let Some(&(i, j)) = quick.get(rng.below(quick.len().max(1))) else {
                break;
            };
            graph.add(i, j);
        }
    }
}

#[test]
fn the_winner_beats_every_strategy_on_every_exhaustive_tree_and_the_max_ones() {
    let mut inputs = labelled_trees(6);
    inputs.extend(max_inputs().into_iter().map(|max| max.input));
    for input in &inputs {
        for strategy in STRATEGIES {
            let ending = converse((strategy.start)(input, 5), &mut player(false));
            assert_eq!(
                ending.fault,
                None,
                "{input}{}",
                ending.transcript.numbered()
            );
            let last = ending.transcript.lines.last().expect("lines");
            assert_eq!(last, &(Speaker::Jury, "-1 -1".to_owned()));
        }
    }
}

#[test]
fn the_wrong_side_is_caught_with_the_reason() {
    // a path on 3 vertices has no move (K = 1·2 − 2); on 5, two (K = 2·3 − 4); the
    // exhaustive trees with K even: First runs out of moves first
    let mut inputs = vec![
        "3\n1 2\n2 3\n".to_owned(),
        "5\n1 2\n2 3\n3 4\n4 5\n".to_owned(),
    ];
    inputs.extend(labelled_trees(6).into_iter().filter(|input| {
        let (n, tree) = parse_input(input);
        Graph::new(n, &tree).legal_quick().len().is_multiple_of(2)
    }));
    for input in &inputs {
        for strategy in STRATEGIES {
            let ending = converse((strategy.start)(input, 1), &mut player(true));
            let fault = ending.fault.expect("the wrong side loses");
            assert!(
                matches!(fault, Fault::Wrong { .. }) && fault.reason().contains("no legal move"),
                "{input}{fault:?}"
            );
        }
    }
    let input = "3\n1 2\n2 3\n";
    // a malformed side and a malformed move
    let ending = converse(start(input, Tactic::Smallest, 1), &mut |_: &str| {
        vec!["first".to_owned()]
    });
    assert!(matches!(ending.fault, Some(Fault::Malformed { .. })));
    let ending = converse(
        start("4\n1 2\n2 3\n3 4\n", Tactic::Smallest, 1),
        &mut |l: &str| {
            if l == "3 4" {
                vec!["First".to_owned(), "1-4".to_owned()]
            } else {
                Vec::new()
            }
        },
    );
    assert!(matches!(ending.fault, Some(Fault::Malformed { .. })));
}

#[test]
fn the_search_finds_the_length_fixed_and_the_searched_strategy_follows_it() {
    for (n, a, (wins, fewest, most)) in small_table() {
        assert_eq!(fewest, most, "N = {n}, a = {a}: the length varies");
        assert_eq!(wins, fewest % 2 == 1, "N = {n}, a = {a}");
    }
    // every exhaustive tree: the search's length is the same on every line of play
    for input in labelled_trees(6) {
        let (n, tree) = parse_input(&input);
        let mut search = GameSearch::new(n);
        let start = search.mask_of(&Graph::new(n, &tree));
        let (_, fewest, most) = search.solve(start);
        assert_eq!(fewest, most, "{input}");
    }
}

#[test]
fn every_generated_input_is_valid_and_shrinks_to_trees() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 20);
    let shrunk = shrink("4\n1 2\n2 3\n3 4\n");
    assert_eq!(
        shrunk,
        ["2\n1 2\n", "3\n1 2\n2 3\n", "3\n1 2\n2 3\n", "2\n1 2\n"]
    );
    let mut rng = Rng::new(3);
    for size in [2, 50, MAX_N] {
        for input in shrink(&random_tree(&mut rng, size)) {
            assert_eq!(validate(&input), Ok(()), "{input}");
        }
    }
    assert_eq!(exhaustive_inputs().len(), 1 + 3 + 16 + 125);
    assert_eq!(labelled_trees(6).len(), 1 + 3 + 16 + 125 + 1296);
}

#[test]
fn print_the_small_cases_table() {
    for (n, a, (wins, fewest, _)) in small_table() {
        println!("N={n} a={a} moves={fewest} first_wins={wins}");
    }
}
