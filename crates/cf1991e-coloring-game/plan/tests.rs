use super::figure::unlabelled_graphs;
use super::generators::{
    exhaustive_cases, exhaustive_inputs, max_inputs, random_large_games, random_small_games, shrink,
};
use super::jury::{STRATEGIES, Tactic, adjacency, bfs_sides, start};
use super::rules::{PAIRS, SEARCH_N, Search, alice_wins_brute, connected_graphs};
use super::*;
use plan_kit::graph::{complete, complete_bipartite, cycle, grid};
use plan_kit::interactive::{Fault, Interactive, Strategy};
use plan_kit::interactive::{converse, replay};
use plan_kit::rng::Rng;
use plan_kit::testing::assert_plan_is_valid;

/// The statement's example (Codeforces 1991E), as a transcript: the triangle, where Bob's
/// last painting closes the edge 3–1, and the 4-cycle, which Bob colours 2 1 3 1.
const SAMPLE_INPUT: &str = "2\n3 3\n1 2\n2 3\n3 1\n4 4\n1 2\n2 3\n3 4\n4 1\n";
const SAMPLE: &str = "\
< 2
< 3 3
< 1 2
< 2 3
< 3 1
> Alice
> 3 1
< 3 1
> 1 2
< 2 2
> 2 1
< 1 1
< 4 4
< 1 2
< 2 3
< 3 4
< 4 1
> Bob
< 2 3
> 1 2
< 1 2
> 2 1
< 2 1
> 4 1
< 3 1
> 3 3
";

fn interactive() -> &'static Interactive {
    PLAN.interactive.as_ref().expect("a jury")
}

/// How a test player chooses: its side, its pair as Alice, its painting as Bob.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Policy {
    /// The README's proof: Alice iff a BFS finds an odd cycle; `1 2`; the side rule.
    Winner,
    /// Always Alice, always `1 2`.
    AlwaysAlice,
    /// The right side, but as Alice the squeeze: the pair whose colours fit the fewest
    /// (vertex, colour) paintings, ties to the lowest pair.
    Squeeze,
    /// The right side, but as Bob the DSatur greedy of `wrong/dsatur-bob.py`: the lowest
    /// uncoloured vertex with the most colours among its neighbours that an offered colour
    /// fits, with the lowest such colour.
    DsaturBob,
}

/// One game as a test player sees it.
struct Seen {
    n: usize,
    adjacent: Vec<Vec<usize>>,
    colour: Vec<u8>,
    rounds: usize,
    sides: [Vec<usize>; 2],
}

impl Seen {
    fn pair(&self, policy: Policy) -> (u8, u8) {
        if policy != Policy::Squeeze {
            return (1, 2);
        }
        let fitting = |c: u8| {
            (0..self.n)
                .filter(|&v| self.colour[v] == 0)
                .filter(|&v| self.adjacent[v].iter().all(|&w| self.colour[w] != c))
                .count()
        };
        *PAIRS
            .iter()
            .min_by_key(|&&(a, b)| fitting(a) + fitting(b))
            .expect("three pairs")
    }

    fn dsatur_paint(&mut self, (a, b): (u8, u8)) -> String {
        let fits = |v: usize, c: u8| self.adjacent[v].iter().all(|&w| self.colour[w] != c);
        let saturation = |v: usize| {
            let mut seen = 0u8;
            for &w in &self.adjacent[v] {
                seen |= 1 << self.colour[w];
            }
            (seen >> 1).count_ones()
        };
        let (lo, hi) = (a.min(b), a.max(b));
        let uncoloured = (0..self.n).filter(|&v| self.colour[v] == 0);
        let best = uncoloured
            .clone()
            .filter(|&v| fits(v, a) || fits(v, b))
            .max_by_key(|&v| (saturation(v), std::cmp::Reverse(v)));
        let (v, c) = match best {
            Some(v) => (v, if fits(v, lo) { lo } else { hi }),
            None => (uncoloured.min().expect("a vertex left"), lo),
        };
        self.colour[v] = c;
        format!("{} {c}", v + 1)
    }

    fn paint(&mut self, (a, b): (u8, u8)) -> String {
        let offered = |c: u8| a == c || b == c;
        let other = |not: u8| if a == not { b } else { a };
        let (side, c) = if offered(1) && !self.sides[0].is_empty() {
            (0, 1)
        } else if offered(2) && !self.sides[1].is_empty() {
            (1, 2)
        } else if self.sides[0].is_empty() {
            (1, other(1))
        } else {
            (0, other(2))
        };
        let v = self.sides[side].pop().expect("room");
        format!("{} {c}", v + 1)
    }
}

/// A game's n, m and the edges read so far.
type Reading = (usize, usize, Vec<(usize, usize)>);

/// A player of `policy`, written apart from `main.rs`.
fn player(policy: Policy) -> impl FnMut(&str) -> Vec<String> {
    let mut t_read = false;
    let mut reading: Option<Reading> = None;
    let mut game: Option<(Seen, bool)> = None;
    move |line: &str| {
        if line == "-1" {
            return Vec::new();
        }
        let words: Vec<usize> = line.split(' ').map(|w| w.parse().unwrap()).collect();
        if !t_read {
            t_read = true;
            return Vec::new();
        }
        if let Some((seen, alice)) = game.as_mut() {
            let out = if *alice {
                seen.colour[words[0] - 1] = words[1] as u8;
                seen.rounds += 1;
                (seen.rounds < seen.n).then(|| {
                    let (a, b) = seen.pair(policy);
                    format!("{a} {b}")
                })
            } else {
                seen.rounds += 1;
                let pair = (words[0] as u8, words[1] as u8);
                if policy == Policy::DsaturBob {
                    Some(seen.dsatur_paint(pair))
                } else {
                    Some(seen.paint(pair))
                }
            };
            if seen.rounds == seen.n {
                game = None;
            }
            return out.into_iter().collect();
        }
        let (n, m, edges) = match reading.take() {
            None => (words[0], words[1], Vec::new()),
            Some((n, m, mut edges)) => {
                edges.push((words[0] - 1, words[1] - 1));
                (n, m, edges)
            }
        };
        if edges.len() < m {
            reading = Some((n, m, edges));
            return Vec::new();
        }
        let adjacent = adjacency(&Case { n, edges });
        let (side, bipartite) = bfs_sides(n, &adjacent);
        let mut sides = [Vec::new(), Vec::new()];
        for v in (0..n).rev() {
            sides[side[v]].push(v);
        }
        let alice = policy == Policy::AlwaysAlice || !bipartite;
        let seen = Seen {
            n,
            adjacent,
            colour: vec![0; n],
            rounds: 0,
            sides,
        };
        let mut out = vec![if alice { "Alice" } else { "Bob" }.to_owned()];
        if alice {
            let (a, b) = seen.pair(policy);
            out.push(format!("{a} {b}"));
        }
        game = Some((seen, alice));
        out
    }
}

/// Plays `policy` on `input` against each of `strategies` with `seeds` seeds: the faults,
/// with the strategy's name.
fn faults(policy: Policy, input: &str, strategies: &[&Strategy], seeds: u64) -> Vec<String> {
    let mut found = Vec::new();
    for strategy in strategies {
        for seed in 0..seeds {
            let ending = converse((strategy.start)(input, seed), &mut player(policy));
            if let Some(fault) = ending.fault {
                found.push(format!("{}: {}", strategy.name, fault.reason()));
            }
        }
    }
    found
}

fn all_strategies() -> Vec<&'static Strategy> {
    STRATEGIES.iter().collect()
}

/// The strategies called `names`.
fn named(names: &[&str]) -> Vec<&'static Strategy> {
    let strategy = |name: &&str| interactive().strategy_named(name).expect("a strategy");
    names.iter().map(strategy).collect()
}

#[test]
fn the_statements_transcript_replays_through_the_rules() {
    assert_eq!(validate(SAMPLE_INPUT), Ok(()));
    assert_eq!(replay(interactive(), SAMPLE_INPUT, SAMPLE), Ok(None));
    // a colour outside the pair, and a vertex painted twice, are refused
    let bad = SAMPLE.replace("> 4 1", "> 4 3");
    let fault = replay(interactive(), SAMPLE_INPUT, &bad).unwrap().unwrap();
    assert!(fault.reason().contains("not one of the pair"), "{fault:?}");
    let bad = SAMPLE.replace("> 4 1", "> 2 1");
    let fault = replay(interactive(), SAMPLE_INPUT, &bad).unwrap().unwrap();
    assert!(fault.reason().contains("already coloured"), "{fault:?}");
}

#[test]
fn the_search_follows_the_rules_by_hand() {
    let triangle = cycle(3);
    assert!(alice_wins_brute(&triangle), "1 2 every round");
    assert!(!alice_wins_brute(&cycle(4)));
    assert!(alice_wins_brute(&cycle(5)));
    assert!(!alice_wins_brute(&grid(1, 3)));
    assert!(!alice_wins_brute(&Case {
        n: 1,
        edges: vec![]
    }));
    assert!(alice_wins_brute(&complete(4)));
    assert!(!alice_wins_brute(&complete_bipartite(2, 3)));
    let mut search = Search::new(&triangle);
    // vertex 1 coloured 1, vertex 2 coloured 2: `1 2` wins, `1 3` and `2 3` do not
    let s = 1 | 2 << 2;
    assert!(search.pair_wins(s, (1, 2)));
    assert!(!search.pair_wins(s, (1, 3)) && !search.pair_wins(s, (2, 3)));
}

#[test]
fn alice_wins_exactly_on_the_graphs_with_an_odd_cycle() {
    let mut rng = Rng::new(1991);
    let mut cases = exhaustive_cases();
    for _ in 0..40 {
        let input = random_small_games(&mut rng, SEARCH_N);
        cases.extend(parse_input(&input));
    }
    for case in &cases {
        let (_, bipartite) = bfs_sides(case.n, &adjacency(case));
        assert_eq!(alice_wins_brute(case), !bipartite, "{case:?}");
    }
}

#[test]
fn the_readmes_table_of_small_cases() {
    let row = |n: usize| {
        let graphs = connected_graphs(n);
        let alice = graphs.iter().filter(|c| alice_wins_brute(c)).count();
        let classes = unlabelled_graphs(n);
        let alice_classes = classes.iter().filter(|c| alice_wins_brute(c)).count();
        (graphs.len(), alice, classes.len(), alice_classes)
    };
    let table: Vec<_> = (1..=5).map(row).collect();
    assert_eq!(
        table,
        [
            (1, 0, 1, 0),
            (1, 0, 1, 0),
            (4, 1, 2, 1),
            (38, 19, 6, 3),
            (728, 533, 21, 16)
        ]
    );
}

#[test]
fn the_winner_beats_every_strategy_on_every_small_graph_and_the_max_inputs() {
    let mut rng = Rng::new(7);
    let mut inputs = exhaustive_inputs();
    inputs.extend((1..=SEARCH_N).map(|size| random_small_games(&mut rng, size)));
    for size in [1, 2, 10, 100, 3000, MAX_N] {
        inputs.push(random_large_games(&mut rng, size));
    }
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    for input in &inputs {
        let found = faults(Policy::Winner, input, &all_strategies(), 2);
        assert!(found.is_empty(), "{found:?}");
    }
}

#[test]
fn the_wrong_side_loses_with_its_reason() {
    // the 4-cycle of the sample: Bob 2-colours it against `1 2`
    let input = input_of(&[cycle(4)]);
    for s in [Tactic::Optimal, Tactic::TwoColouring] {
        let ending = converse(start(&input, s, 1), &mut player(Policy::AlwaysAlice));
        let fault = ending.fault.expect("Bob wins the 4-cycle");
        assert!(
            fault.reason().contains("no edge has both ends"),
            "{fault:?}"
        );
        assert_eq!(fault.send().last().map(String::as_str), Some("-1"));
    }
}

#[test]
fn the_squeeze_is_the_pair_1_2_and_wins_like_it() {
    // the jury's squeeze, played by the program: it never names 3, so it never loses
    let mut rng = Rng::new(11);
    let mut inputs = exhaustive_inputs();
    inputs.extend((1..=SEARCH_N).map(|size| random_small_games(&mut rng, size)));
    for input in &inputs {
        let found = faults(Policy::Squeeze, input, &all_strategies(), 2);
        assert!(found.is_empty(), "{found:?}");
    }
}

#[test]
fn the_dsatur_bob_beats_the_weak_juries_only() {
    // what wrong/dsatur-bob.py plays: every game against `greedy` and `fixed`, but the
    // search, the phases and random pairs each find a graph where it loses
    let mut rng = Rng::new(11);
    let mut inputs = exhaustive_inputs();
    inputs.extend((1..=SEARCH_N).map(|size| random_small_games(&mut rng, size)));
    for input in &inputs {
        let found = faults(Policy::DsaturBob, input, &named(&["greedy", "fixed"]), 2);
        assert!(found.is_empty(), "{found:?}");
    }
    let exhaustive = exhaustive_inputs();
    for s in named(&["optimal", "two-colouring", "random"]) {
        let found: Vec<String> = exhaustive
            .iter()
            .flat_map(|input| faults(Policy::DsaturBob, input, &[s], 1))
            .collect();
        assert!(!found.is_empty(), "{}", s.name);
        assert!(found[0].contains("Alice (the jury) wins"), "{found:?}");
    }
}

#[test]
fn bad_lines_are_faults_with_their_reasons() {
    let play = |lines: &'static [&'static str]| {
        let mut lines = lines.iter();
        let mut player = move |_: &str| {
            lines.next().map_or_else(Vec::new, |l| {
                l.split('|')
                    .filter(|w| !w.is_empty())
                    .map(str::to_owned)
                    .collect()
            })
        };
        converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut player).fault
    };
    // the opening is five lines: the program answers after the fifth
    let fault = play(&["", "", "", "", "alice"]).expect("not a side");
    assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
    assert!(fault.reason().contains("`Alice` or `Bob`"), "{fault:?}");
    let fault = play(&["", "", "", "", "Alice|1,2"]).expect("a comma");
    assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
    let fault = play(&["", "", "", "", "Alice|2 2"]).expect("one colour twice");
    assert!(fault.reason().contains("twice"), "{fault:?}");
    let fault = play(&["", "", "", "", "Alice|1 4"]).expect("colour 4");
    assert!(fault.reason().contains("not a colour"), "{fault:?}");
    assert_eq!(fault.send(), ["-1"]);
    // as Bob on the triangle (an odd cycle), painting vertex k with the pair's first colour
    // in round k: the search's Alice wins
    let (mut heard, mut painted) = (0, 0);
    let mut always_bob = move |line: &str| {
        heard += 1;
        match heard {
            1..5 => Vec::new(),
            5 => vec!["Bob".to_owned()],
            _ => {
                painted += 1;
                let a = line.split(' ').next().expect("a pair");
                vec![format!("{painted} {a}")]
            }
        }
    };
    let ending = converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut always_bob);
    let fault = ending.fault.expect("Bob loses the triangle");
    assert!(
        fault.reason().contains("Alice (the jury) wins"),
        "{fault:?}"
    );
}

#[test]
fn every_generated_input_is_valid() {
    assert_eq!(exhaustive_cases().len(), 772);
    assert_plan_is_valid(&PLAN, 6);
    for bad in [
        "1\n3 2\n1 2\n1 2\n",
        "1\n3 1\n1 2\n",
        "1\n3 2\n1 1\n2 3\n",
        "1\n4 2\n1 2\n3 4\n",
        "1\n2 1\n1 3\n",
        "2\n1 0\n",
        "1\n2 1\n1 2",
        "0\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
    let big = input_of(&[
        cycle(MAX_N),
        Case {
            n: 1,
            edges: vec![],
        },
    ]);
    assert!(validate(&big).unwrap_err().contains("sum of n"));
}

#[test]
fn shrinking_gives_single_games_and_smaller_graphs() {
    let shrunk = shrink(SAMPLE_INPUT);
    assert!(shrunk.contains(&input_of(&[cycle(3)])), "{shrunk:?}");
    let shrunk = shrink(&input_of(&[cycle(5)]));
    // a vertex fewer of the 5-cycle is a path, valid
    assert!(shrunk.iter().any(|s| validate(s).is_ok()));
}
