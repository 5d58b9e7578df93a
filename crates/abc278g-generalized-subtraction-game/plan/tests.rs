use super::generators::{
    LOST_ROW_2, exhaustive_inputs, max_inputs, random_fixed, random_mirror, random_second, shrink,
};
use super::jury::{Game, Row, STRATEGIES, Tactic, parse_pair, start};
use super::rules::Values;
use super::*;
use plan_kit::interactive::{Fault, Interactive};
use plan_kit::interactive::{Speaker, converse, replay, scripted};
use plan_kit::rng::Rng;
use plan_kit::testing::assert_plan_is_valid;
use std::collections::HashMap;

/// The statement's sample (N = 6, L = 1, R = 2): the program goes first and wins.
const SAMPLE_1: (&str, &str) = (
    "6 1 2\n",
    "< 6 1 2\n> First\n> 2 1\n< 3 2\n> 6 1\n< 5 1\n> 1 1\n< 0 0    (the jury cannot move)\n",
);

fn interactive() -> &'static Interactive {
    PLAN.interactive.as_ref().expect("a jury")
}

/// Whole positions searched by the rules: a bit per card (bit c − 1 for card c), a move
/// clears y ∈ [l, r] consecutive set bits; true iff the player to move wins.
fn wins_brute(n: usize, l: usize, r: usize, mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&mask) {
        return known;
    }
    let mut wins = false;
    'search: for y in l..=r {
        let block = (1u32 << y) - 1;
        for x in 0..=n - y {
            if mask >> x & block == block && !wins_brute(n, l, r, mask & !(block << x), memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(mask, wins);
    wins
}

/// The row of `mask` (bit c − 1 for card c) as a position.
fn row_of(n: usize, l: usize, r: usize, mask: u32) -> Row {
    let mut row = Row::new(n, l, r);
    for c in 1..=n {
        row.present[c] = mask >> (c - 1) & 1 == 1;
    }
    row
}

/// The mirror block when the middle one exists (L < R or L ≡ N mod 2), written apart from
/// main.rs; `None` otherwise.
fn middle(n: usize, l: usize, r: usize) -> Option<(usize, usize)> {
    (l..=r)
        .find(|y| (n - y).is_multiple_of(2))
        .map(|y| ((n - y) / 2 + 1, y))
}

/// A player of the claim: the middle block and mirror replies when there is a middle block
/// (its reflection of the block from a is from n + 2 − a − b, or from n + 1 − a if
/// `reflect_start`, a bug); else First iff the search's value is not 0 (or First always if
/// `always_first`), then a move to value 0, else any legal move, else `0 0`.
fn player(always_first: bool, reflect_start: bool) -> impl FnMut(&str) -> Vec<String> {
    let mut row: Option<Row> = None;
    let mut values: Option<Values> = None;
    let mut mirroring = false;
    move |line: &str| {
        let Some(here) = row.as_mut() else {
            let (n, l, r) = parse_input(line);
            let mut fresh = Row::new(n, l, r);
            if let Some((x, y)) = middle(n, l, r) {
                mirroring = true;
                fresh.take(x, y);
                row = Some(fresh);
                return vec!["First".to_owned(), format!("{x} {y}")];
            }
            let v = Values::new(n, l, l);
            let first = always_first || v.g[n] != 0;
            let mut lines = vec![if first { "First" } else { "Second" }.to_owned()];
            if first {
                lines.push(reply(&mut fresh, &v));
            }
            row = Some(fresh);
            values = Some(v);
            return lines;
        };
        let (a, b) = parse_pair(line).expect("a pair");
        if (a, b) == (0, 0) || (a, b) == (-1, -1) {
            return Vec::new();
        }
        let (a, b) = (a as usize, b as usize);
        here.take(a, b);
        if mirroring {
            let x = if reflect_start {
                here.n + 1 - a
            } else {
                here.n + 2 - a - b
            };
            if here.illegal(x as i128, b as i128).is_none() {
                here.take(x, b);
            }
            return vec![format!("{x} {b}")];
        }
        vec![reply(here, values.as_ref().expect("values"))]
    }
}

/// A move to value 0, else any legal move, else `0 0`, made on `row`.
fn reply(row: &mut Row, values: &Values) -> String {
    let Some((x, y)) = row
        .zeroing_move(values, 0, false)
        .or_else(|| row.nth_move(0))
    else {
        return "0 0".to_owned();
    };
    row.take(x, y);
    format!("{x} {y}")
}

#[test]
fn the_statements_transcript_replays_through_the_rules() {
    let (input, transcript) = SAMPLE_1;
    assert_eq!(validate(input), Ok(()));
    assert_eq!(replay(interactive(), input, transcript), Ok(None));
    // three cards at once, and a card taken twice
    let long = "< 6 1 2\n> First\n> 2 3\n";
    let fault = replay(interactive(), input, long)
        .expect("replays")
        .expect("a fault");
    assert!(fault.reason().contains("not within L..=R"), "{fault:?}");
    assert_eq!(fault.send(), ["-1 -1"]);
    let twice = "< 6 1 2\n> First\n> 2 1\n< 3 2\n> 1 2\n";
    let fault = replay(interactive(), input, twice)
        .expect("replays")
        .expect("a fault");
    assert!(
        fault.reason().contains("card 2, which is no longer"),
        "{fault:?}"
    );
    // the jury may not pass while it has a move
    let early = "< 6 1 2\n> First\n> 2 1\n< 0 0\n";
    let err = replay(interactive(), input, early).expect_err("the jury can move");
    assert!(err.contains("still has a legal move"), "{err}");
}

#[test]
fn the_segment_values_agree_with_a_search_of_whole_positions() {
    // every position (every subset of the cards) of every row with N ≤ 12
    for n in 1..=12 {
        for l in 1..=n {
            for r in l..=n {
                let values = Values::new(n, l, r);
                let mut memo = HashMap::new();
                for mask in 0..1u32 << n {
                    let brute = wins_brute(n, l, r, mask, &mut memo);
                    let row = row_of(n, l, r, mask);
                    assert_eq!(brute, row.value(&values) != 0, "{n} {l} {r} {mask:b}");
                    if brute {
                        let (x, y) = row.zeroing_move(&values, 0, false).expect("a move");
                        let mut after = row.clone();
                        after.take(x, y);
                        assert_eq!(after.value(&values), 0, "{n} {l} {r} {mask:b}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_claim_holds_on_every_row_the_search_reaches() {
    // rows with a middle block are won by First; the others by First iff the value is not 0
    for n in 1..=60 {
        for l in 1..=n {
            for r in l..=n {
                let values = Values::new(n, l, r);
                if middle(n, l, r).is_some() {
                    assert_ne!(values.g[n], 0, "{n} {l} {r}");
                }
            }
        }
    }
    // the spec's lost rows, and the max input's
    for (n, l) in [(2, 1), (4, 1), (5, 2), (8, 3), (11, 4)] {
        assert_eq!(Values::new(n, l, l).g[n], 0, "{n} {l}");
    }
    let values = Values::new(MAX_N, 2, 2);
    let lost = (2..=MAX_N).rev().find(|&n| values.g[n] == 0);
    assert_eq!(lost, Some(LOST_ROW_2));
    // the README's counts of lost rows (L = R, N − L odd, N ≤ 2000)
    let count = |l: usize| {
        let values = Values::new(MAX_N, l, l);
        (l..=MAX_N)
            .filter(|&n| (n - l) % 2 == 1 && values.g[n] == 0)
            .count()
    };
    assert_eq!([count(2), count(3), count(4)], [296, 25, 24]);
}

#[test]
fn the_mirror_reply_is_always_legal_against_every_line_of_play() {
    // every jury move from every position the mirror player reaches, N ≤ 10
    fn explore(row: &Row, seen: &mut usize) {
        for k in 0..row.move_count() {
            let (a, b) = row.nth_move(k).expect("a move");
            let mut next = row.clone();
            next.take(a, b);
            let x = row.n + 2 - a - b;
            assert_eq!(next.illegal(x as i128, b as i128), None, "{a} {b}");
            next.take(x, b);
            *seen += 1;
            explore(&next, seen);
        }
    }
    let mut seen = 0;
    for n in 1..=10 {
        for l in 1..=n {
            for r in l..=n {
                if let Some((x, y)) = middle(n, l, r) {
                    let mut row = Row::new(n, l, r);
                    row.take(x, y);
                    explore(&row, &mut seen);
                }
            }
        }
    }
    assert!(seen > 1000, "{seen}");
}

fn test_inputs() -> Vec<String> {
    let mut rng = Rng::new(278);
    let mut inputs = exhaustive_inputs();
    for size in [10, 50, 300, 2000] {
        inputs.push(random_mirror(&mut rng, size));
        inputs.push(random_fixed(&mut rng, size));
        inputs.push(random_second(&mut rng, size));
    }
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    inputs
}

#[test]
fn the_winner_beats_every_strategy() {
    for input in &test_inputs() {
        for strategy in STRATEGIES {
            let ending = converse((strategy.start)(input, 5), &mut player(false, false));
            assert_eq!(ending.fault, None, "{input}{}", ending.transcript.tail(10));
            let last = ending.transcript.lines.last().expect("lines");
            assert_eq!(last, &(Speaker::Jury, "0 0".to_owned()));
        }
    }
}

#[test]
fn the_wrong_side_and_a_reflection_off_by_a_card_are_caught() {
    let lost: Vec<String> = test_inputs()
        .into_iter()
        .filter(|input| {
            let (n, l, r) = parse_input(input);
            middle(n, l, r).is_none() && Values::new(n, l, r).g[n] == 0
        })
        .collect();
    assert!(lost.len() >= 5, "{lost:?}");
    for input in &lost {
        // every strategy but random, which may throw its won game away
        for strategy in [
            Tactic::Optimal,
            Tactic::Longest,
            Tactic::Shortest,
            Tactic::AntiMirror,
        ] {
            let ending = converse(start(input, strategy, 1), &mut player(true, false));
            let fault = ending.fault.expect("the wrong side loses");
            assert!(fault.reason().contains("no legal move"), "{input}{fault:?}");
        }
    }
    // reflecting the block's first card: caught by anti-mirror wherever blocks of 2 fit
    for input in ["6 1 2\n", "9 2 3\n", "200 1 200\n", "999 3 3\n"] {
        assert_eq!(validate(input), Ok(()));
        let ending = converse(
            start(input, Tactic::AntiMirror, 2),
            &mut player(false, true),
        );
        let fault = ending.fault.expect("the bad reflection loses");
        assert!(
            fault.reason().contains("no longer on the table")
                || fault.reason().contains("not within"),
            "{input}{fault:?}"
        );
    }
}

#[test]
fn bad_lines_are_faults_of_their_kind() {
    let play = |lines: &'static [&'static str]| {
        let mut player = scripted(lines);
        converse(start("6 1 2\n", Tactic::Optimal, 0), &mut player)
            .fault
            .expect("a fault")
    };
    for bad in [
        &["first"][..],
        &["First|2,1"],
        &["First|(2, 1)"],
        &["First|2"],
        &["First|2 1 1"],
    ] {
        let fault = play(bad);
        assert!(
            matches!(fault, Fault::Malformed { .. }),
            "{bad:?} {fault:?}"
        );
        assert_eq!(fault.send(), ["-1 -1"]);
    }
    let fault = play(&["First|0 0"]);
    assert!(
        fault.reason().contains("yet it has a legal move"),
        "{fault:?}"
    );
    let fault = play(&["First|6 2"]);
    assert!(fault.reason().contains("not within the cards"), "{fault:?}");
    let fault = play(&["First|99999999999999999999 1"]);
    assert!(matches!(fault, Fault::Wrong { .. }), "{fault:?}");
}

#[test]
fn the_strategies_move_as_they_say() {
    // two segments of 3 (value 0): longest takes one card from the left, shortest the most it
    // can, anti-mirror a whole segment; from the full row of 8 (value not 0) every strategy
    // but random moves to value 0
    let mut jury = Game {
        row: Row::new(8, 1, 3),
        values: Values::new(8, 1, 3),
        program_to_move: Some(false),
        over: false,
        moves: 0,
        strategy: Tactic::Longest,
        rng: Rng::new(1),
    };
    jury.row.take(4, 2);
    assert_eq!(jury.row.value(&jury.values), 0);
    assert_eq!(jury.pick(), (1, 1));
    jury.strategy = Tactic::Shortest;
    assert_eq!(jury.pick(), (1, 3));
    jury.strategy = Tactic::AntiMirror;
    for _ in 0..20 {
        let (x, y) = jury.pick();
        assert!(y == 3 && [1, 6].contains(&x), "{x} {y}");
    }
    jury.row = Row::new(8, 1, 3);
    for strategy in [
        Tactic::Optimal,
        Tactic::Longest,
        Tactic::Shortest,
        Tactic::AntiMirror,
    ] {
        jury.strategy = strategy;
        let (x, y) = jury.pick();
        let mut after = jury.row.clone();
        after.take(x, y);
        assert_eq!(after.value(&jury.values), 0, "{strategy:?}");
    }
    assert_eq!(jury.row.move_count(), 8 + 7 + 6);
    assert_eq!(jury.row.nth_move(20), Some((6, 3)));
    assert_eq!(jury.row.nth_move(21), None);
}

#[test]
fn every_generated_input_is_valid() {
    assert_eq!(exhaustive_inputs().len(), 120);
    assert_plan_is_valid(&PLAN, 20);
    for bad in [
        "0 1 1\n",
        "2001 1 1\n",
        "3 2 1\n",
        "3 4 4\n",
        "3 1 4\n",
        "3 1\n",
        "3 1 1",
        "3  1 1\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
    let mut rng = Rng::new(9);
    for size in [1, 2, 3, 10, 2000] {
        let (n, l, r) = parse_input(&random_mirror(&mut rng, size));
        assert!(middle(n, l, r).is_some(), "{n} {l} {r}");
        let (n, l, r) = parse_input(&random_fixed(&mut rng, size));
        assert!(l == r && (n - l) % 2 == 1, "{n} {l} {r}");
        let (n, l, r) = parse_input(&random_second(&mut rng, size));
        assert_eq!(Values::new(n, l, r).g[n], 0, "{n} {l} {r}");
    }
    let shrunk = shrink("9 2 2\n");
    assert!(shrunk.contains(&"7 2 2\n".to_owned()), "{shrunk:?}");
    for candidate in shrink("2000 7 1500\n") {
        assert!(candidate.len() <= "2000 7 1500\n".len());
    }
}

#[test]
fn print_the_small_cases_table() {
    for l in 1..=6 {
        let values = Values::new(30, l, l);
        let row: Vec<String> = (1..=30)
            .map(|n| {
                if n < l {
                    "-".to_owned()
                } else {
                    values.g[n].to_string()
                }
            })
            .collect();
        println!("L=R={l}: {}", row.join(" "));
    }
    for (l, r) in [(1, 2), (2, 3), (2, 4), (3, 5)] {
        let values = Values::new(30, l, r);
        let row: Vec<String> = (1..=30).map(|n| values.g[n].to_string()).collect();
        println!("L={l} R={r}: {}", row.join(" "));
    }
}
