use super::generators::{exhaustive_inputs, max_inputs, random_games, shrink};
use super::jury::{STRATEGIES, Tactic, start, two_numbers};
use super::rules::{REACH, breaks_brute, can_break, holder_wins, holder_wins_reference, win_table};
use super::*;
use plan_kit::interactive::Fault;
use plan_kit::interactive::{assert_wins_against, converse, replay};
use plan_kit::rng::Rng;

/// The statement's sample (codeforces.com/problemset/problem/1934/D2, its example and note):
/// Bob there is not optimal and gives the last game up.
const SAMPLE_INPUT: &str = "4\n1\n3\n13\n777777770001\n";
const SAMPLE: &str = "\
< 4
< 1
> second
< 0 0
< 3
> first
> 2 1
< 0 0
< 13
> first
> 10 7
< 3 4
> 1 2
< 0 0
< 777777770001
> first
> 777777770000 1
< 0 0
";

/// Alice by the top-bit strategy: `first` iff popcount(n) is even, break into the top bit
/// and the rest, keep Bob's even part. `side_flipped` plays the other side (and then splits
/// off the lowest bit while it can); `lowbit` splits off the lowest set bit.
fn alice(side_flipped: bool, lowbit: bool) -> impl FnMut(&str) -> Vec<String> {
    let mut games_left: Option<usize> = None;
    let mut waiting_n = true;
    let split = move |p: u64| {
        let part = if lowbit || p.count_ones() % 2 == 1 {
            p & p.wrapping_neg()
        } else {
            1u64 << (63 - p.leading_zeros())
        };
        format!("{part} {}", p ^ part)
    };
    move |line: &str| {
        let Some(left) = games_left else {
            games_left = Some(line.parse().unwrap());
            return Vec::new();
        };
        if waiting_n {
            let n: u64 = line.parse().unwrap();
            waiting_n = false;
            let first = n.count_ones().is_multiple_of(2) != side_flipped;
            return if first {
                vec!["first".to_owned(), split(n)]
            } else {
                vec!["second".to_owned()]
            };
        }
        let (a, b) = two_numbers(line).unwrap();
        if (a, b) == (0, 0) {
            games_left = Some(left - 1);
            waiting_n = true;
            return Vec::new();
        }
        if a < 0 {
            return Vec::new();
        }
        let (a, b) = (a as u64, b as u64);
        let keep = if a.count_ones().is_multiple_of(2) != side_flipped {
            a
        } else {
            b
        };
        let keep = if can_break(keep) { keep } else { a ^ b ^ keep };
        if !can_break(keep) {
            return vec!["0 0".to_owned()];
        }
        vec![split(keep)]
    }
}

#[test]
fn the_search_follows_the_rules_by_hand() {
    let wins = win_table();
    assert!(
        !wins[1] && !wins[2] && !wins[4],
        "powers of two have no break"
    );
    assert_eq!(breaks_brute(3), vec![(1, 2), (2, 1)]);
    assert!(wins[3], "3 = 1 xor 2, neither breakable");
    assert!(!wins[7], "7 = 3 xor 4 or 5 xor 2 or 6 xor 1: 3, 5, 6 win");
    assert!(
        !wins[13],
        "the sample's third game: 13 loses for its holder"
    );
    assert!(breaks_brute(8).is_empty());
}

#[test]
fn the_reference_agrees_with_the_search_on_its_whole_reach() {
    let wins = win_table();
    for p in 1..REACH {
        assert_eq!(wins[p as usize], holder_wins_reference(p), "{p}");
        assert_eq!(can_break(p), !breaks_brute(p).is_empty(), "{p}");
    }
}

#[test]
fn the_statement_transcript_replays() {
    assert_eq!(validate(SAMPLE_INPUT), Ok(()));
    let interactive = PLAN.interactive.as_ref().unwrap();
    assert_eq!(replay(interactive, SAMPLE_INPUT, SAMPLE), Ok(None));
    let bad = SAMPLE.replace("> 10 7", "> 10 6");
    assert!(matches!(
        replay(interactive, SAMPLE_INPUT, &bad),
        Ok(Some(Fault::Wrong { .. }))
    ));
}

#[test]
fn the_top_bit_player_beats_every_strategy_on_every_exhaustive_instance() {
    let mut inputs = exhaustive_inputs();
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    let mut rng = Rng::new(7);
    inputs.extend((0..4).map(|_| random_games(&mut rng, MAX_T)));
    for input in &inputs {
        assert_wins_against(STRATEGIES, input, 5, || alice(false, false));
    }
}

#[test]
fn the_top_bit_player_needs_at_most_the_bit_length_against_any_bob() {
    // most[p] = the most breaks Alice makes from holding p (won), over every reply of Bob
    let mut most = vec![0u32; 1 << 10];
    for p in 1..(1u64 << 10) {
        if !holder_wins(p) {
            continue;
        }
        let top = 1u64 << (63 - p.leading_zeros());
        let rest = p ^ top;
        let after = breaks_brute(rest)
            .into_iter()
            .map(|(a, b)| most[if holder_wins(a) { a } else { b } as usize])
            .max()
            .unwrap_or(0);
        most[p as usize] = 1 + after;
        assert!(most[p as usize] <= 64 - p.leading_zeros(), "{p}");
    }
    // the most, by bit length of p: the README's table
    let by_length: Vec<u32> = (1..=10)
        .map(|bits| {
            ((1u64 << (bits - 1))..(1u64 << bits))
                .map(|p| most[p as usize])
                .max()
                .unwrap()
        })
        .collect();
    assert_eq!(by_length, [0, 1, 1, 2, 2, 3, 4, 5, 6, 7], "{by_length:?}");
}

#[test]
fn the_wrong_side_and_the_lowest_bit_split_lose_with_their_reasons() {
    let ending = converse(start("1\n7\n", Tactic::Optimal, 1), &mut alice(true, false));
    let fault = ending.fault.expect("7 loses for its holder");
    assert!(fault.reason().contains("gives up"), "{fault:?}");
    assert_eq!(fault.send(), ["-1 -1"]);
    let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut alice(true, false));
    assert!(ending.fault.is_some(), "second on 3: Bob wins at once");
    // the lowest-bit split wins every game it plays, but not within 63 breaks against the
    // slowest descent
    let n = MAX_N - 1;
    let ending = converse(
        start(&LAYOUT.input_of(&[n]), Tactic::Optimal, 1),
        &mut alice(false, true),
    );
    let fault = ending.fault.expect("more than 63 breaks");
    assert!(fault.reason().contains("63 breaks"), "{fault:?}");
    for bad in ["First", "1 2 3", "x y", "3"] {
        let mut said = false;
        let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut |_: &str| {
            if said {
                Vec::new()
            } else {
                said = true;
                vec!["first".to_owned(), bad.to_owned()]
            }
        });
        let fault = ending.fault.unwrap();
        assert!(matches!(fault, Fault::Malformed { .. }), "{bad}: {fault:?}");
    }
    let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut |_: &str| {
        vec!["First".to_owned()]
    });
    let fault = ending.fault.unwrap();
    assert!(
        matches!(fault, Fault::Malformed { .. }) && fault.reason().contains("lower case"),
        "{fault:?}"
    );
    let ending = converse(start("1\n3\n", Tactic::Optimal, 1), &mut |line: &str| {
        if line == "3" {
            vec!["first".to_owned(), "3 0".to_owned()]
        } else {
            Vec::new()
        }
    });
    let fault = ending.fault.unwrap();
    assert!(fault.reason().contains("[1, 2]"), "{fault:?}");
}

#[test]
fn the_lowest_bit_split_beats_the_weak_juries_only() {
    let mut rng = Rng::new(11);
    let mut inputs = exhaustive_inputs();
    inputs.extend((0..8).map(|_| random_games(&mut rng, 100)));
    for input in &inputs {
        for s in [Tactic::Lowbit, Tactic::Random] {
            let ending = converse(start(input, s, 3), &mut alice(false, true));
            assert!(ending.fault.is_none(), "{s:?}: {:?}", ending.fault);
        }
    }
    let ending = converse(
        start("1\n370875\n", Tactic::Optimal, 3),
        &mut alice(false, true),
    );
    assert!(
        ending.fault.is_some(),
        "370875, found by shrinking the wrong solution's failure"
    );
}

#[test]
fn the_validator_takes_the_limits_and_nothing_else() {
    assert_eq!(validate("1\n1000000000000000000\n"), Ok(()));
    // the layout's own faults are the kit's tests (`cases::Singles`): here, the limits
    for bad in ["0\n", "1001\n", "1\n0\n", "1\n1000000000000000001\n"] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 8);
    assert!(shrink("3\n5\n6\n7\n").contains(&"1\n6\n".to_owned()));
}
