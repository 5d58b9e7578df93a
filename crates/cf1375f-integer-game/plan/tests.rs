use super::figure::needed_at;
use super::generators::{exhaustive_inputs, max_inputs, random_piles, shrink, tight_piles};
use super::jury::{STRATEGIES, Tactic, start};
use super::rules::{added, first_by_search, safe_piles, wins_in_one, wins_in_two};
use super::*;
use plan_kit::interactive::{Fault, Interactive};
use plan_kit::interactive::{converse, replay, scripted};
use plan_kit::rng::Rng;
use plan_kit::testing::assert_plan_is_valid;

/// How many numbers First needs from a start (no pile forbidden), by the search: 1, 2 or 3.
fn numbers_needed(piles: [u64; 3]) -> Option<u32> {
    first_by_search(piles, None).1
}

/// The statement's example (Codeforces 1375F), as a transcript: the jury's pile 3 for 2 makes
/// the piles 5 2 8, and after 3 it has no safe pile (pile 3 is forbidden).
const SAMPLE: &str = "< 5 2 6\n> First\n> 2\n< 3\n> 3\n< 0\n";

fn interactive() -> &'static Interactive {
    PLAN.interactive.as_ref().expect("a jury")
}

/// A player of the winning strategy, written here from the README's proof: First, a huge
/// number, then 2M − u − v with M the pile just used, then the gap M − v.
fn winner() -> impl FnMut(&str) -> Vec<String> {
    let mut piles: Option<[u64; 3]> = None;
    let mut named: Vec<u64> = Vec::new();
    let mut used: Vec<usize> = Vec::new();
    move |line: &str| {
        let Some(p) = piles.as_mut() else {
            piles = Some(parse_input(line));
            named.push(100_000_000_000);
            return vec!["First".to_owned(), named[0].to_string()];
        };
        let reply: i64 = line.parse().expect("a reply");
        if reply <= 0 {
            return Vec::new();
        }
        let i = reply as usize - 1;
        p[i] += *named.last().expect("a number was named");
        used.push(i);
        let y = match used.len() {
            1 => 2 * p[i] - p[(i + 1) % 3] - p[(i + 2) % 3],
            2 => p[i] - p[used[0]],
            _ => panic!("the jury survived three numbers: {p:?}"),
        };
        named.push(y);
        vec![y.to_string()]
    }
}

/// A Second that adds to the first pile it may that keeps the piles distinct.
fn cautious_second() -> impl FnMut(&str) -> Vec<String> {
    let mut piles: Option<[u64; 3]> = None;
    let mut last: Option<usize> = None;
    move |line: &str| {
        let Some(p) = piles.as_mut() else {
            piles = Some(parse_input(line));
            return vec!["Second".to_owned()];
        };
        let y: u64 = line.parse().expect("a number");
        if y == 0 {
            return Vec::new();
        }
        let i = safe_piles(*p, last, y)
            .first()
            .copied()
            .unwrap_or(if last == Some(0) { 1 } else { 0 });
        p[i] += y;
        last = Some(i);
        vec![(i + 1).to_string()]
    }
}

#[test]
fn the_statements_transcript_replays_through_the_rules() {
    assert_eq!(replay(interactive(), "5 2 6\n", SAMPLE), Ok(None));
    // the jury may not give up while a pile is safe
    let early = "< 5 2 6\n> First\n> 2\n< 0\n";
    let err = replay(interactive(), "5 2 6\n", early).expect_err("pile 1 is safe");
    assert!(err.contains("still safe"), "{err}");
}

#[test]
fn the_searches_follow_the_rules_by_hand() {
    // 5 2 8 with pile 3 used: 3 makes pile 1 equal 8 and pile 2 equal 5
    assert_eq!(wins_in_one([5, 2, 8], Some(2)), Some(3));
    // at the start Second can always add to the largest pile
    assert_eq!(wins_in_one([5, 2, 6], None), None);
    // 1 2 3 with the top used: 1 lands pile 1 on 2 and pile 2 on 3
    assert_eq!(wins_in_one([1, 2, 3], Some(2)), Some(1));
    assert_eq!(wins_in_one([1, 2, 3], Some(0)), None);
    assert_eq!(safe_piles([5, 2, 6], Some(0), 3), vec![2]);
    // the sample's start: no win in two, so three numbers
    assert_eq!(numbers_needed([5, 2, 6]), Some(3));
    for piles in exhaustive_inputs().iter().map(|i| parse_input(i)) {
        assert!(numbers_needed(piles).is_some_and(|n| n >= 2), "{piles:?}");
    }
}

#[test]
fn the_readmes_table_of_small_cases() {
    let count = |used: Option<usize>, n: u32| {
        (1..=16u64)
            .flat_map(|d1| (1..=16u64).map(move |d2| (d1, d2)))
            .filter(|&(d1, d2)| needed_at(d1, d2, used) == Some(n))
            .count()
    };
    assert_eq!(
        [count(None, 1), count(None, 2), count(None, 3)],
        [0, 0, 256]
    );
    assert_eq!(
        [count(Some(0), 1), count(Some(0), 2), count(Some(0), 3)],
        [0, 8, 248]
    );
    assert_eq!(
        [count(Some(1), 1), count(Some(1), 2), count(Some(1), 3)],
        [0, 0, 256]
    );
    assert_eq!(
        [count(Some(2), 1), count(Some(2), 2), count(Some(2), 3)],
        [16, 240, 0]
    );
    assert_eq!(needed_at(4, 2, Some(0)), Some(2));
    assert_eq!(needed_at(5, 5, Some(2)), Some(1));
}

#[test]
fn a_win_in_two_by_the_candidates_is_one_by_brute_force() {
    // for small piles, every y up to 40 tried by brute force agrees with the candidate list
    for input in exhaustive_inputs() {
        let piles = parse_input(&input);
        for forbidden in [None, Some(0), Some(1), Some(2)] {
            let brute = (1..=40u64).find(|&y| {
                safe_piles(piles, forbidden, y)
                    .into_iter()
                    .all(|i| wins_in_one(added(piles, i, y), Some(i)).is_some())
            });
            assert_eq!(
                brute.is_some(),
                wins_in_two(piles, forbidden).is_some(),
                "{piles:?} {forbidden:?}"
            );
        }
    }
}

#[test]
fn the_winner_beats_every_strategy_on_every_small_start_and_random_ones() {
    let mut rng = Rng::new(1375);
    let mut inputs = exhaustive_inputs();
    for size in 1..=9 {
        inputs.push(random_piles(&mut rng, size));
        inputs.push(tight_piles(&mut rng, size));
    }
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    for input in &inputs {
        for strategy in STRATEGIES {
            for seed in 0..3 {
                let ending = converse((strategy.start)(input, seed), &mut winner());
                assert_eq!(
                    ending.fault,
                    None,
                    "{input} {}:\n{}",
                    strategy.name,
                    ending.transcript.numbered()
                );
            }
        }
    }
}

#[test]
fn second_loses_to_the_search_within_three_numbers() {
    for input in exhaustive_inputs() {
        for strategy in [Tactic::Optimal, Tactic::Shallow] {
            let ending = converse(start(&input, strategy, 7), &mut cautious_second());
            let fault = ending.fault.expect("Second loses");
            assert!(fault.reason().contains("equal to pile"), "{fault:?}");
            assert_eq!(fault.send(), ["-1"]);
            // the opening, the side, three numbers with their piles at most, and -1
            assert!(
                ending.transcript.lines.len() <= 9,
                "{input}\n{}",
                ending.transcript.numbered()
            );
        }
    }
}

#[test]
fn a_cautious_second_outlasts_the_random_first() {
    // what wrong/chooses-second.py plays: it must beat `random` (every number it names a
    // legal one, even once the piles pass 10^12) and lose only to the search
    let mut rng = Rng::new(1503);
    let mut inputs = exhaustive_inputs();
    inputs.extend((1..=9).map(|size| random_piles(&mut rng, size)));
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    for input in &inputs {
        for seed in 0..3 {
            let ending = converse(start(input, Tactic::Random, seed), &mut cautious_second());
            assert_eq!(
                ending.fault,
                None,
                "{input}:\n{}",
                ending.transcript.numbered()
            );
        }
    }
}

#[test]
fn bad_lines_are_faults_with_their_reasons() {
    let play = |lines: &'static [&'static str]| {
        let mut player = scripted(lines);
        converse(start("5 2 6\n", Tactic::Optimal, 0), &mut player).fault
    };
    let fault = play(&["first"]).expect("not a side");
    assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
    let fault = play(&["First|100000000000.0"]).expect("a float");
    assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
    let fault = play(&["First|1000000000001"]).expect("too large");
    assert!(
        matches!(&fault, Fault::Wrong { reason, .. } if reason.contains("1..=10^12")),
        "{fault:?}"
    );
    let fault = play(&["First|0"]).expect("zero");
    assert!(fault.reason().contains("not within"), "{fault:?}");
    // a First that names 1 forever: the search's Second holds out for 1000 turns
    let mut named = 0;
    let mut ones = |_: &str| {
        named += 1;
        if named == 1 {
            vec!["First".to_owned(), "1".to_owned()]
        } else {
            vec!["1".to_owned()]
        }
    };
    let ending = converse(start("1 50 100\n", Tactic::Optimal, 0), &mut ones);
    let fault = ending.fault.expect("First loses");
    assert!(fault.reason().contains("1000 turns"), "{fault:?}");
    // as Second: a pile out of range, and the pile used last turn
    let fault = play(&["Second", "4"]).expect("pile 4");
    assert!(fault.reason().contains("not a pile"), "{fault:?}");
}

#[test]
fn a_second_that_outlasts_a_weak_first_wins_after_1000_turns() {
    // the jury's numbers, played as a human's: always 10^9 + turn, added in turn to piles
    // 1 and 2, which stay far apart
    let mut script = String::from("< 1 2 3\n> Second\n");
    for turn in 0..MAX_TURNS as u64 {
        script.push_str(&format!("< {}\n> {}\n", 1_000_000_000 + turn, 1 + turn % 2));
    }
    script.push_str("< 0\n");
    assert_eq!(replay(interactive(), "1 2 3\n", &script), Ok(None));
}

#[test]
fn every_generated_input_is_valid() {
    assert_eq!(exhaustive_inputs().len(), 120);
    assert_plan_is_valid(&PLAN, 20);
    assert_eq!(validate("5 2 6\n"), Ok(()));
    for bad in [
        "5 5 6\n",
        "0 1 2\n",
        "1 2 1000000001\n",
        "1 2\n",
        "1 2 3",
        "1  2 3\n",
        "1 2 3\n4\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn shrinking_lowers_one_pile() {
    let shrunk = shrink("5 2 6\n");
    assert!(shrunk.contains(&"1 2 6\n".to_owned()));
    assert!(shrunk.contains(&"5 2 4\n".to_owned()));
}
