use super::generators::{
    exhaustive_inputs, max_inputs, no_split_array, random_array, shrink, split_array,
};
use super::jury::{STRATEGIES, Tactic, start};
use super::rules::{after, equal_split, first_wins_reference, key, value};
use super::*;
use plan_kit::interactive::{Fault, Interactive};
use plan_kit::interactive::{converse, replay};
use plan_kit::rng::Rng;
use plan_kit::testing::assert_plan_is_valid;
use std::collections::HashMap;

/// The statement's two examples (Codeforces 1839E), as transcripts.
const SAMPLE_1: (&str, &str) = (
    "4\n10 4 6 3\n",
    "< 4\n< 10 4 6 3\n> First\n> 1\n< 3\n> 2\n< 1\n> 4\n< 0\n",
);
const SAMPLE_2: (&str, &str) = (
    "6\n4 5 5 11 3 2\n",
    "< 6\n< 4 5 5 11 3 2\n> Second\n< 2\n> 4\n< 5\n> 4\n< 4\n> 3\n< 6\n> 1\n< 1\n> 3\n< 0\n",
);

fn interactive() -> &'static Interactive {
    PLAN.interactive.as_ref().expect("a jury")
}

fn search(a: &[u32]) -> bool {
    value(&mut HashMap::new(), a).first_wins
}

/// How a player written here answers First's i as Second: `None` for the README's rule (a
/// positive entry of the other part of a split fixed at the start), or a greedy of its own.
type Answer = fn(&[u32], Option<&[bool]>, usize) -> usize;

/// The README's Second: the first positive entry on the other side of the split (without a
/// split, as the wrong side: the first positive entry, or i itself when there is none).
fn from_other_part(a: &[u32], split: Option<&[bool]>, i: usize) -> usize {
    (0..a.len())
        .find(|&j| j != i && a[j] > 0 && split.is_none_or(|side| side[j] != side[i]))
        .unwrap_or(i)
}

/// A greedy Second: split the entries now, largest first into the lighter part; answer the
/// largest entry of the other part if the parts balance, else the largest entry (what
/// wrong/greedy-split.py plays).
fn greedy_split(a: &[u32], _: Option<&[bool]>, i: usize) -> usize {
    let mut order: Vec<usize> = (0..a.len()).collect();
    order.sort_by_key(|&k| (std::cmp::Reverse(a[k]), k));
    let (mut sums, mut side) = ([0u32; 2], vec![0usize; a.len()]);
    for k in order {
        let light = usize::from(sums[1] < sums[0]);
        sums[light] += a[k];
        side[k] = light;
    }
    let others = (0..a.len()).filter(|&j| j != i && a[j] > 0);
    let balanced = sums[0] == sums[1];
    others
        .filter(|&j| !balanced || side[j] != side[i])
        .max_by_key(|&j| (a[j], std::cmp::Reverse(j)))
        .unwrap_or(if i == 0 { 1 } else { 0 })
}

/// A player: `flip` plays the other side than the README's; as Second it answers by `answer`;
/// as First it picks the first positive entry.
fn player(flip: bool, answer: Answer) -> impl FnMut(&str) -> Vec<String> {
    let mut n: Option<usize> = None;
    let mut a: Vec<u32> = Vec::new();
    let mut split: Option<Vec<bool>> = None;
    let mut first = false;
    let mut picked = 0usize;
    move |line: &str| {
        let Some(_) = n else {
            n = Some(line.parse().expect("n"));
            return Vec::new();
        };
        if a.is_empty() {
            a = line
                .split(' ')
                .map(|t| t.parse().expect("an entry"))
                .collect();
            split = equal_split(&a);
            first = split.is_none() != flip;
            if !first {
                return vec!["Second".to_owned()];
            }
            picked = (0..a.len()).find(|&k| a[k] > 0).expect("positive");
            return vec!["First".to_owned(), (picked + 1).to_string()];
        }
        let k: i64 = line.parse().expect("a number");
        if k <= 0 {
            return Vec::new();
        }
        let k = k as usize - 1;
        if first {
            a = after(&a, picked, k);
            picked = (0..a.len()).find(|&p| a[p] > 0).unwrap_or(0);
            vec![(picked + 1).to_string()]
        } else {
            let j = answer(&a, split.as_deref(), k);
            if j != k {
                a = after(&a, k, j);
            }
            vec![(j + 1).to_string()]
        }
    }
}

fn all_multisets(count: usize, top: u64) -> Vec<Vec<u32>> {
    plan_kit::multisets(1, top, count)
        .into_iter()
        .map(|m| m.into_iter().map(|x| x as u32).collect())
        .collect()
}

/// Every multiset of n ≤ 5 entries ≤ 5 and of 6 entries ≤ 3.
fn small_arrays() -> Vec<Vec<u32>> {
    let mut arrays: Vec<Vec<u32>> = (1..=5).flat_map(|n| all_multisets(n, 5)).collect();
    arrays.extend(all_multisets(6, 3));
    arrays
}

#[test]
fn the_statements_transcripts_replay_through_the_rules() {
    for (input, transcript) in [SAMPLE_1, SAMPLE_2] {
        assert_eq!(validate(input), Ok(()));
        assert_eq!(
            replay(interactive(), input, transcript),
            Ok(None),
            "{input}"
        );
    }
    // the jury may not give up while it has a move
    let early = "< 4\n< 10 4 6 3\n> First\n> 1\n< 0\n";
    let err = replay(interactive(), SAMPLE_1.0, early).expect_err("j = 2 is legal");
    assert!(err.contains("gives up"), "{err}");
    let zero = SAMPLE_1.1.replace("> 2\n< 1\n> 4\n< 0\n", "> 3\n");
    let fault = replay(interactive(), SAMPLE_1.0, &zero).expect("replays");
    assert!(
        fault
            .expect("a_3 = 0")
            .reason()
            .contains("a_3 is already 0")
    );
}

#[test]
fn the_search_follows_the_rules_by_hand() {
    assert!(search(&[7]), "Second has no j");
    assert!(!search(&[3, 3]), "one round zeroes both, First has no i");
    assert!(search(&[3, 4]));
    assert!(!search(&[1, 2, 3]));
    assert!(search(&[2, 2, 2]), "even sum, no split");
    assert!(search(&[10, 4, 6, 3]), "the first sample: First");
    assert!(!search(&[4, 5, 5, 11, 3, 2]), "the second sample: Second");
    let v = value(&mut HashMap::new(), &[1, 2, 3]);
    assert_eq!(v.rounds, 2, "(3 vs 1) then (2 vs 2) at most");
    assert_eq!(key(&[0, 3, 1, 0]), vec![1, 3]);
    assert_eq!(after(&[10, 4, 6, 3], 0, 2), vec![4, 4, 0, 3]);
}

#[test]
fn the_split_rule_agrees_with_the_search_on_every_small_array() {
    for a in small_arrays() {
        assert_eq!(search(&a), first_wins_reference(&a), "{a:?}");
        if let Some(side) = equal_split(&a) {
            let part =
                |p: bool| -> u32 { (0..a.len()).filter(|&k| side[k] == p).map(|k| a[k]).sum() };
            assert_eq!(part(true), part(false), "{a:?}");
        }
    }
}

#[test]
fn every_round_keeps_the_rules_invariant_on_every_small_array() {
    // no split: every round leaves none; a split: every answer from the other part keeps one
    for a in small_arrays() {
        let n = a.len();
        let split = equal_split(&a);
        for i in 0..n {
            for j in (0..n).filter(|&j| j != i) {
                let next = after(&a, i, j);
                match &split {
                    None => assert!(first_wins_reference(&next), "{a:?} ({i}, {j})"),
                    Some(side) if side[i] != side[j] => {
                        assert!(!first_wins_reference(&next), "{a:?} ({i}, {j})");
                    }
                    Some(_) => {}
                }
            }
        }
    }
}

#[test]
fn the_readmes_table_of_small_cases() {
    let count = |n: usize, top: u64| {
        let arrays = all_multisets(n, top);
        let first = arrays.iter().filter(|a| search(a)).count();
        (first, arrays.len() - first)
    };
    let table: Vec<(usize, usize)> = (1..=6).map(|n| count(n, 5)).collect();
    assert_eq!(
        table,
        [(5, 0), (10, 5), (29, 6), (44, 26), (83, 43), (115, 95)],
        "{table:?}"
    );
    // even sums without a split, by the search
    let even_first = |n: usize| {
        all_multisets(n, 5)
            .iter()
            .filter(|a| a.iter().sum::<u32>() % 2 == 0 && search(a))
            .count()
    };
    let evens: Vec<usize> = (1..=6).map(even_first).collect();
    assert_eq!(evens, [2, 4, 10, 12, 17, 15], "{evens:?}");
}

fn inputs_for_players() -> Vec<String> {
    let mut rng = Rng::new(1839);
    let mut inputs = exhaustive_inputs();
    for size in [2, 5, 10, 40, 300] {
        inputs.push(random_array(&mut rng, size));
        inputs.push(split_array(&mut rng, size));
        inputs.push(no_split_array(&mut rng, size));
    }
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    inputs
}

#[test]
fn the_readmes_player_beats_every_strategy() {
    for input in &inputs_for_players() {
        for strategy in STRATEGIES {
            for seed in 0..2 {
                let ending = converse(
                    (strategy.start)(input, seed),
                    &mut player(false, from_other_part),
                );
                assert_eq!(
                    ending.fault,
                    None,
                    "{input} {}:\n{}",
                    strategy.name,
                    ending.transcript.tail(12)
                );
            }
        }
    }
}

#[test]
fn the_wrong_side_loses_to_every_strategy_that_plays_to_win() {
    for input in exhaustive_inputs() {
        // every strategy but `random`, which may throw its won game away
        for strategy in &STRATEGIES[..STRATEGIES.len() - 1] {
            let ending = converse(
                (strategy.start)(&input, 3),
                &mut player(true, from_other_part),
            );
            let fault = ending.fault.expect("the wrong side loses");
            let reason = fault.reason();
            assert!(
                reason.contains("has no move and loses"),
                "{input} {}: {reason}",
                strategy.name
            );
            assert_eq!(fault.send(), ["-1"]);
        }
    }
}

#[test]
fn the_greedy_split_loses_to_the_search_and_mostly_beats_random() {
    let lost = |input: &str, strategy: Tactic, seed: u64| {
        converse(
            start(input, strategy, seed),
            &mut player(false, greedy_split),
        )
        .fault
        .is_some()
    };
    // found by the search: (2, 2, 2, 3, 3) lost against `optimal`
    assert!(lost("5\n2 2 2 3 3\n", Tactic::Optimal, 0));
    let inputs = exhaustive_inputs();
    let against_random = inputs.iter().filter(|i| lost(i, Tactic::Random, 1)).count();
    assert_eq!(against_random, 0, "the exhaustive group against `random`");
}

#[test]
fn bad_lines_are_faults_with_their_reasons() {
    let play = |input: &str, lines: &'static [&'static str]| {
        let mut lines = lines.iter();
        let mut player = move |_: &str| match lines.next() {
            Some(&"") | None => Vec::new(),
            Some(l) => l.split('|').map(str::to_owned).collect(),
        };
        converse(start(input, Tactic::Optimal, 0), &mut player).fault
    };
    let s1 = SAMPLE_1.0;
    for (lines, malformed, part) in [
        (&["first"][..], true, "neither `First` nor `Second`"),
        (&["", "First|1.0"][..], true, "not an integer"),
        (&["", "First| 1"][..], true, "not an integer"),
        (&["", "First|0"][..], false, "not an index 1..=4"),
        (&["", "First|5"][..], false, "not an index 1..=4"),
        (&["", "First|-1"][..], false, "not an index"),
    ] {
        let fault = play(s1, lines).expect("a fault");
        assert_eq!(
            matches!(fault, Fault::Malformed { .. }),
            malformed,
            "{fault:?}"
        );
        assert!(fault.reason().contains(part), "{lines:?}: {fault:?}");
        assert_eq!(fault.send(), ["-1"]);
    }
    // First on 3 3 picks 1 twice: the first round zeroes both
    let fault = play("2\n3 3\n", &["", "First|1", "1"]).expect("a_1 is 0");
    assert!(fault.reason().contains("every entry is 0"), "{fault:?}");
    // Second answering with First's own index, and with a zero entry
    let fault = play("1\n5\n", &["", "Second", "1"]).expect("j = i");
    assert!(fault.reason().contains("own index"), "{fault:?}");
    assert!(fault.reason().contains("Second has no move"), "{fault:?}");
    let fault = play("2\n1 2\n", &["", "First|1", "1"]).expect("a_1 = 0");
    assert!(fault.reason().contains("a_1 is already 0"), "{fault:?}");
}

#[test]
fn a_lone_entry_ends_the_game_at_once() {
    // n = 1: First picks 1 and Second has no j
    let ending = converse(
        start("1\n5\n", Tactic::Optimal, 0),
        &mut player(false, from_other_part),
    );
    assert_eq!(ending.fault, None);
    assert_eq!(
        ending.transcript.numbered(),
        "   1 < 1\n   2 < 5\n   3 > First\n   4 > 1\n   5 < 0\n"
    );
}

#[test]
fn every_generated_input_is_valid() {
    assert_eq!(exhaustive_inputs().len(), 140);
    assert_plan_is_valid(&PLAN, 20);
    for bad in [
        "0\n\n",
        "1\n0\n",
        "1\n301\n",
        "301\n1\n",
        "2\n1\n",
        "2\n1  2\n",
        "2\n1 2",
        "2\n1 2 3\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
    let mut rng = Rng::new(5);
    for size in [1, 2, 3, 10, 100, 300] {
        for _ in 0..20 {
            let a = parse_input(&split_array(&mut rng, size));
            assert!(equal_split(&a).is_some(), "{a:?}");
            let a = parse_input(&no_split_array(&mut rng, size));
            assert!(equal_split(&a).is_none(), "{a:?}");
            assert_eq!(a.iter().sum::<u32>() % 2, 0, "{a:?}");
        }
    }
}

#[test]
fn shrinking_drops_and_lowers_entries() {
    let shrunk = shrink("3\n5 2 6\n");
    assert!(shrunk.contains(&"1\n5\n".to_owned()), "{shrunk:?}");
    assert!(shrunk.contains(&"3\n1 2 6\n".to_owned()), "{shrunk:?}");
}
