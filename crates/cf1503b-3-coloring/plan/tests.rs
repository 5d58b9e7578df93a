use super::figure::second_token;
use super::generators::{exhaustive_inputs, max_inputs, patterned_list, random_list, shrink};
use super::jury::{Board, STRATEGIES, Tactic, bit, colours_of, start};
use super::rules::{SEARCH_N, alice_wins, at, clashes, colour_wins, digit};
use super::*;
use plan_kit::interactive::{Fault, Interactive};
use plan_kit::interactive::{Referee, Reply, converse, replay};
use plan_kit::rng::Rng;
use plan_kit::testing::assert_plan_is_valid;

/// The statement's example (Codeforces 1503B), as a transcript: the grid ends 2 3 / 3 1.
const SAMPLE: &str = "< 2\n< 1\n> 2 1 1\n< 2\n> 3 1 2\n< 1\n> 3 2 1\n< 3\n> 1 2 2\n";

fn interactive() -> &'static Interactive {
    PLAN.interactive.as_ref().expect("a jury")
}

/// Bob's move by the README's claim, for n and the cells still empty of each class.
fn claimed_move(a: u8, black: &mut Vec<usize>, white: &mut Vec<usize>) -> (u8, usize) {
    if a != 1 && !black.is_empty() {
        (1, black.pop().unwrap())
    } else if a != 2 && !white.is_empty() {
        (2, white.pop().unwrap())
    } else if black.is_empty() {
        (3, white.pop().unwrap())
    } else {
        (3, black.pop().unwrap())
    }
}

fn classes(n: usize) -> (Vec<usize>, Vec<usize>) {
    (0..n * n).partition(|&p| (p / n + p % n).is_multiple_of(2))
}

/// A player of the claim's strategy, written here from the README.
fn winner() -> impl FnMut(&str) -> Vec<String> {
    let mut n = 0;
    let mut black = Vec::new();
    let mut white = Vec::new();
    move |line: &str| {
        if n == 0 {
            n = line.parse().expect("n");
            (black, white) = classes(n);
            return Vec::new();
        }
        let (b, p) = claimed_move(line.parse().expect("a colour"), &mut black, &mut white);
        let (i, j) = at(n, p);
        vec![format!("{b} {i} {j}")]
    }
}

/// A Bob that puts the first conflict-free token in row-major order (smallest colour first).
fn first_safe() -> impl FnMut(&str) -> Vec<String> {
    let mut board: Option<Board> = None;
    move |line: &str| {
        let Some(board) = board.as_mut() else {
            board = Some(Board::new(line.parse().expect("n")));
            return Vec::new();
        };
        let a: u8 = line.parse().expect("a colour");
        let n = board.n;
        let empty: Vec<usize> = (0..n * n).filter(|&p| board.cells[p] == 0).collect();
        let (p, b) = empty
            .iter()
            .find_map(|&p| {
                colours_of(board.safe_at(p) & !bit(a))
                    .next()
                    .map(|b| (p, b))
            })
            .unwrap_or((empty[0], if a == 1 { 2 } else { 1 }));
        if board.clash(p, b).is_none() {
            board.place(p, b);
        }
        let (i, j) = at(n, p);
        vec![format!("{b} {i} {j}")]
    }
}

#[test]
fn the_statements_transcript_replays_through_the_rules() {
    assert_eq!(replay(interactive(), "2\n1 2 1 3\n", SAMPLE), Ok(None));
    // the same game with Bob's last token 3, the colour of its neighbour (2, 1)
    let lost = SAMPLE.replace("> 1 2 2", "> 3 2 2");
    let fault = replay(interactive(), "2\n1 2 1 3\n", &lost)
        .expect("the rules")
        .expect("a conflict");
    assert!(fault.reason().contains("b must differ"), "{fault:?}");
    let lost = SAMPLE.replace("< 3\n> 1 2 2", "< 2\n> 3 2 2");
    let fault = replay(interactive(), "2\n1 2 1 3\n", &lost)
        .expect("the rules")
        .expect("a conflict");
    assert!(
        fault.reason().contains("touches the 3 at (1, 2)"),
        "{fault:?}"
    );
}

/// Every position of the n×n grid (n ≤ 3) without a conflict, as a board.
fn positions(n: usize) -> impl Iterator<Item = Board> {
    (0..1usize << (2 * n * n)).filter_map(move |code| {
        let cells: Vec<u8> = (0..n * n).map(|p| digit(code, p)).collect();
        let clean = (0..n * n).all(|p| cells[p] == 0 || !clashes(n, code, p, cells[p]));
        clean.then(|| {
            let mut board = Board::new(n);
            for (p, &c) in cells.iter().enumerate() {
                if c != 0 {
                    board.place(p, c);
                }
            }
            board
        })
    })
}

#[test]
fn the_search_says_bob_wins_from_the_empty_grid_and_finds_wins_by_hand() {
    for n in 2..=SEARCH_N {
        assert!(!alice_wins(n, 0), "n = {n}");
    }
    // 2×2 with 1 at (1, 1) and 2 at (2, 2): both other cells see 1 and 2, only 3 is left
    let code = 1 + (2 << 6);
    assert!(alice_wins(2, code));
    // Alice wins whatever she names: 3 leaves Bob no token; after 1 or 2 the other cell is
    // still left only 3, which she names next
    assert!((1..=3).all(|a| colour_wins(2, code, a)));
    // 2×2 with 1 at (1, 1) and 1 at (2, 2): Bob fills the rest with 2 and 3 as he likes
    assert!(!alice_wins(2, 1 + (1 << 6)));
}

#[test]
fn a_pinned_cell_and_a_reply_free_colour_win_by_the_search_on_every_small_position() {
    // the rules the jury uses beyond n = 3, checked on every position of n = 2 and 3
    for n in 2..=SEARCH_N {
        for mut board in positions(n) {
            if board.filled == n * n {
                continue;
            }
            let code = board.code();
            if let Some(p) = board.live_pin() {
                assert!(board.seen(p).count_ones() >= 2);
                assert!(alice_wins(n, code), "{:?}", board.cells);
                for c in colours_of(board.safe_at(p)) {
                    assert!(colour_wins(n, code, c), "{:?} {c}", board.cells);
                }
            }
            for a in 1..=3 {
                if board.good_replies(a) == 0 {
                    assert!(colour_wins(n, code, a), "{:?} {a}", board.cells);
                }
            }
        }
    }
}

#[test]
fn the_kept_counts_are_the_counts_afresh_through_random_games() {
    let mut rng = Rng::new(31);
    for n in [2, 3, 4, 7, 12] {
        for _ in 0..20 {
            let mut board = Board::new(n);
            loop {
                let moves: Vec<(usize, u8)> = (0..n * n)
                    .filter(|&p| board.cells[p] == 0)
                    .flat_map(|p| colours_of(board.safe_at(p)).map(move |c| (p, c)))
                    .collect();
                if moves.is_empty() {
                    break;
                }
                let (p, c) = moves[rng.below(moves.len())];
                board.place(p, c);
                let empty: Vec<usize> = (0..n * n).filter(|&q| board.cells[q] == 0).collect();
                for c in 1..=3u8 {
                    let safe = empty.iter().filter(|&&q| board.safe_at(q) & bit(c) != 0);
                    assert_eq!(board.safe_count[c as usize], safe.count());
                    let good = empty.iter().filter(|&&q| board.good_at(q) & bit(c) != 0);
                    assert_eq!(board.good_count[c as usize], good.count());
                }
                for &q in &empty {
                    assert_eq!(board.good[q], board.good_at(q));
                }
                let pinned = empty.iter().find(|&&q| board.seen(q).count_ones() >= 2);
                assert_eq!(board.live_pin().is_some(), pinned.is_some());
            }
        }
    }
}

/// Whether the claim's Bob survives every continuation of Alice's colours from here: a
/// search over all 3^(cells left) lists (Alice adapts, but Bob is deterministic, so her
/// lists are all her strategies).
fn claim_survives(board: &mut Board, black: &[usize], white: &[usize]) -> bool {
    if board.filled == board.n * board.n {
        return true;
    }
    (1..=3).all(|a| {
        let (mut black, mut white) = (black.to_vec(), white.to_vec());
        let (b, p) = claimed_move(a, &mut black, &mut white);
        if b == a || board.clash(p, b).is_some() {
            return false;
        }
        let mut next = Board {
            n: board.n,
            cells: board.cells.clone(),
            near: board.near.clone(),
            filled: board.filled,
            safe_count: board.safe_count,
            good: board.good.clone(),
            good_count: board.good_count,
            pins: Vec::new(),
            first_pin: 0,
        };
        next.place(p, b);
        claim_survives(&mut next, &black, &white)
    })
}

#[test]
fn the_claim_survives_every_list_of_colours_for_n_up_to_3() {
    for n in 2..=SEARCH_N {
        let (black, white) = classes(n);
        assert!(
            claim_survives(&mut Board::new(n), &black, &white),
            "n = {n}"
        );
    }
}

#[test]
fn the_winner_beats_every_strategy_on_small_random_and_max_inputs() {
    let mut rng = Rng::new(1503);
    let mut inputs = exhaustive_inputs();
    for size in [1, 2, 3, 4, 6, 9, 30, 99] {
        inputs.push(random_list(&mut rng, size));
        inputs.push(patterned_list(&mut rng, size));
    }
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    for input in &inputs {
        for strategy in STRATEGIES {
            let ending = converse((strategy.start)(input, 7), &mut winner());
            assert_eq!(
                ending.fault,
                None,
                "{} {}:\n{}",
                input.len(),
                strategy.name,
                ending.transcript.tail(20)
            );
        }
    }
}

#[test]
fn a_first_safe_bob_loses_to_the_optimal_strategy() {
    for n in [3, 4, 5, 10, 40] {
        let input = input_of(n, &vec![1; n * n]);
        let ending = converse(start(&input, Tactic::Optimal, 3), &mut first_safe());
        let fault = ending.fault.expect("Bob loses");
        assert!(fault.reason().contains("a conflict"), "{n}: {fault:?}");
        assert!(fault.send().is_empty());
    }
}

#[test]
fn bad_lines_are_faults_with_their_reasons() {
    let play = |lines: &'static [&'static str]| {
        let mut lines = lines.iter();
        let mut player = move |_: &str| {
            lines
                .next()
                .filter(|l| !l.is_empty())
                .map_or_else(Vec::new, |l| vec![l.to_string()])
        };
        converse(start("2\n1 1 1 1\n", Tactic::Constant, 0), &mut player).fault
    };
    // the player's lines answer, in turn: n, then each colour (always 1)
    for (lines, kind_malformed, words) in [
        (&["", "2, 1, 1"][..], true, "three integers"),
        (&["", "2 1"][..], true, "three integers"),
        (&["", "2 1 1.0"][..], true, "three integers"),
        (&["", "1 1 1"][..], false, "b must differ"),
        (&["", "4 1 1"][..], false, "not 1, 2 or 3"),
        (&["", "2 3 1"][..], false, "not a cell of the 2×2 grid"),
        (&["", "2 1 1", "3 1 1"][..], false, "already holds colour 2"),
        (
            &["", "2 1 1", "2 1 2"][..],
            false,
            "touches the 2 at (1, 1)",
        ),
    ] {
        let fault = play(lines).expect("a fault");
        assert_eq!(
            matches!(fault, Fault::Malformed { .. }),
            kind_malformed,
            "{fault:?}"
        );
        assert!(fault.reason().contains(words), "{lines:?}: {fault:?}");
    }
    // a fifth token after the grid is full
    let mut referee = Referee::new(start("2\n3 3 3 3\n", Tactic::Constant, 0));
    referee.open();
    for line in ["1 1 1", "1 2 2", "2 1 2", "2 2 1"] {
        assert!(!matches!(referee.hear(line), Reply::Stop(_)), "{line}");
    }
    assert!(referee.over());
    let Reply::Stop(fault) = referee.hear("2 1 1") else {
        panic!("a line after the end is a fault");
    };
    assert!(
        fault.reason().contains("after the interaction was over"),
        "{fault:?}"
    );
}

#[test]
fn the_list_strategy_follows_the_list_against_the_claim() {
    let input = "3\n1 3 2 2 3 1 1 2 3\n";
    let ending = converse(start(input, Tactic::List, 0), &mut winner());
    assert_eq!(ending.fault, None);
    let named: Vec<&str> = ending
        .transcript
        .lines
        .iter()
        .skip(1)
        .step_by(2)
        .map(|(_, line)| line.as_str())
        .collect();
    assert_eq!(named.join(" "), "1 3 2 2 3 1 1 2 3");
}

#[test]
fn the_readmes_small_cases_table() {
    // positions without a conflict, those Alice wins, and those with a pinned cell
    let count = |n: usize| {
        let (mut all, mut wins, mut pinned) = (0, 0, 0);
        for mut board in positions(n).filter(|b| b.filled < n * n) {
            all += 1;
            wins += usize::from(alice_wins(n, board.code()));
            pinned += usize::from(board.live_pin().is_some());
        }
        (all, wins, pinned)
    };
    // (positions, Alice wins, a cell is pinned); every pinned one is a win (tested above)
    assert_eq!([count(2), count(3)], [(103, 36, 36), (31681, 26100, 25416)]);
    // the figure's knight's move: 1 at (1, 1) and 1 at (2, 3) pin nothing, yet Alice wins
    let mut board = Board::new(3);
    board.place(0, 1);
    board.place(5, 1);
    assert_eq!(board.live_pin(), None);
    assert!(alice_wins(3, board.code()));
    assert_eq!(
        second_token((0, 1))[5],
        [Some(true), Some(false), Some(false)]
    );
}

#[test]
fn every_generated_input_is_valid() {
    assert_eq!(exhaustive_inputs().len(), 81);
    assert_plan_is_valid(&PLAN, 20);
    assert_eq!(validate("2\n1 2 1 3\n"), Ok(()));
    for bad in [
        "1\n1\n",
        "101\n1\n",
        "2\n1 2 1\n",
        "2\n1 2 1 4\n",
        "2\n1 2 1 0\n",
        "2\n1 2 1 3",
        "2\n1 2  1 3\n",
        "2 1 2 1 3\n",
        "2\n1 2 1 3\n1\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn shrinking_lowers_n_and_the_list() {
    let shrunk = shrink("3\n2 2 2 2 2 2 2 2 2\n");
    assert!(shrunk.contains(&"2\n2 2 2 2\n".to_owned()), "{shrunk:?}");
    assert!(
        shrunk.contains(&"3\n2 2 2 2 1 1 1 1 1\n".to_owned()),
        "{shrunk:?}"
    );
    assert!(
        shrunk.contains(&"3\n1 2 2 2 2 2 2 2 2\n".to_owned()),
        "{shrunk:?}"
    );
    assert!(shrink("2\n1 1 1 1\n").is_empty());
}
