use super::generators::{exhaustive_inputs, game_with, max_inputs, random_top, shrink};
use super::jury::{STRATEGIES, Tactic, relative_colour, squared_distance, start};
use super::rules::{Counts, Instance, REACH, first_wins_reference, first_wins_search};
use super::*;
use plan_kit::interactive::{Fault, Interactive};
use plan_kit::interactive::{assert_wins_against, converse, replay};
use plan_kit::rng::Rng;
#[cfg(test)]
use std::collections::HashMap;

/// The largest game [`first_wins_brute`] searches.
const BRUTE_N: usize = 10;

/// True iff First wins `game` from the position where the points in `used` (a bit mask) are
/// picked, `last` was picked last (`None`: only s so far) and the sum so far is odd iff `odd`:
/// a search over the actual points, every squared distance computed (n ≤ [`BRUTE_N`]).
fn first_wins_brute(game: &Instance, used: u32, last: Option<usize>, odd: bool) -> bool {
    let n = game.points.len();
    assert!(n <= BRUTE_N, "the point search reaches n ≤ {BRUTE_N}");
    let mut memo = HashMap::new();
    brute(game, used, last, odd, &mut memo)
}

fn brute(
    game: &Instance,
    used: u32,
    last: Option<usize>,
    odd: bool,
    memo: &mut HashMap<(u32, Option<usize>, bool), bool>,
) -> bool {
    let n = game.points.len();
    if used.count_ones() as usize == n {
        return !odd;
    }
    if let Some(&known) = memo.get(&(used, last, odd)) {
        return known;
    }
    let from = last.map_or(game.start, |i| game.points[i]);
    let first_to_move = used.count_ones().is_multiple_of(2);
    let mut outcomes = (0..n).filter(|&i| used & (1 << i) == 0).map(|i| {
        let step = squared_distance(from, game.points[i]) % 2 == 1;
        brute(game, used | (1 << i), Some(i), odd ^ step, memo)
    });
    let wins = if first_to_move {
        outcomes.any(|first| first)
    } else {
        outcomes.all(|first| first)
    };
    memo.insert((used, last, odd), wins);
    wins
}

/// The statement's example (codeforces.com/problemset/problem/1903/E): its jury does not
/// play well, and the program wins both games (the first as Second, though First wins it).
const SAMPLE_INPUT: &str = "2\n6\n4 6\n7 6\n8 5\n2 1\n6 2\n6 4\n3 3\n4\n1 1\n3 2\n2 1\n3 3\n1 2\n";
const SAMPLE: &str = "\
< 2
< 6
< 4 6
< 7 6
< 8 5
< 2 1
< 6 2
< 6 4
< 3 3
> Second
< 2
> 4
< 5
> 6
< 1
> 3
< 4
< 1 1
< 3 2
< 2 1
< 3 3
< 1 2
> First
> 1
< 2
> 4
< 3
";

fn interactive() -> &'static Interactive {
    PLAN.interactive.as_ref().expect("a jury")
}

/// How a test player picks its points.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Play {
    /// The claim: First iff like ≥ unlike, then drain the colour it does not want last.
    Drain,
    /// The claim's side, then a point at odd squared distance from the last one if any.
    OddDistance,
    /// The other side, then as `Drain` would for that side.
    WrongSide,
    /// The claim's side, the lowest unused index while more than 40 points are left, then
    /// as `Drain` (wrong/late-saver.py).
    LateSaver,
}

/// One game as a test player sees it: the points' colours, what is used, the next unused
/// index of each colour and overall (each only moves up), the last pick's colour.
struct Seen {
    colour: Vec<usize>,
    used: Vec<bool>,
    next: [usize; 2],
    next_any: usize,
    last_colour: usize,
    first: bool,
    moves: usize,
}

impl Seen {
    fn new(game: &Instance, play: Play) -> Seen {
        let colour: Vec<usize> = game
            .points
            .iter()
            .map(|&p| relative_colour(game.start, p))
            .collect();
        let like = colour.iter().filter(|&&c| c == 0).count();
        let first = (like >= colour.len() - like) != (play == Play::WrongSide);
        Seen {
            used: vec![false; colour.len()],
            colour,
            next: [0, 0],
            next_any: 0,
            last_colour: 0,
            first,
            moves: 0,
        }
    }

    fn done(&self) -> bool {
        self.moves == self.colour.len()
    }

    fn mark(&mut self, i: usize) {
        self.used[i] = true;
        self.last_colour = self.colour[i];
        self.moves += 1;
    }

    /// The lowest unused point of colour `c`, if any.
    fn of_colour(&mut self, c: usize) -> Option<usize> {
        let n = self.colour.len();
        while self.next[c] < n && (self.used[self.next[c]] || self.colour[self.next[c]] != c) {
            self.next[c] += 1;
        }
        (self.next[c] < n).then_some(self.next[c])
    }

    /// Our pick by `play`, marked, as a line.
    fn pick(&mut self, play: Play) -> String {
        // First wants a point coloured like s last, Second the other colour
        let drain = if self.first { 1 } else { 0 };
        while self.used[self.next_any] {
            self.next_any += 1;
        }
        let left = self.colour.len() - self.moves;
        let i = match play {
            Play::LateSaver if left > 40 => self.next_any,
            Play::OddDistance => {
                let other = 1 - self.last_colour;
                self.of_colour(other).unwrap_or(self.next_any)
            }
            _ => self
                .of_colour(drain)
                .or_else(|| self.of_colour(1 - drain))
                .expect("a point is left"),
        };
        self.mark(i);
        (i + 1).to_string()
    }
}

/// A player of `play`, written here from the README.
fn player(play: Play) -> impl FnMut(&str) -> Vec<String> {
    let mut pending: Vec<String> = Vec::new();
    let mut t_read = false;
    let mut game: Option<Seen> = None;
    move |line: &str| {
        if !t_read || line == "-1" {
            t_read = true;
            return Vec::new();
        }
        let Some(seen) = game.as_mut() else {
            pending.push(line.to_owned());
            let n: usize = pending[0].parse().unwrap();
            if pending.len() < n + 2 {
                return Vec::new();
            }
            let parsed = parse_input(&format!("1 {}", pending.join(" "))).remove(0);
            pending.clear();
            let mut seen = Seen::new(&parsed, play);
            let mut out = vec![if seen.first { "First" } else { "Second" }.to_owned()];
            if seen.first {
                out.push(seen.pick(play));
            }
            if !seen.done() {
                game = Some(seen);
            }
            return out;
        };
        let j: usize = line.parse().unwrap();
        seen.mark(j - 1);
        let mut out = Vec::new();
        if !seen.done() {
            out.push(seen.pick(play));
        }
        if seen.done() {
            game = None;
        }
        out
    }
}

fn all_test_inputs() -> Vec<String> {
    let mut inputs = exhaustive_inputs();
    let mut rng = Rng::new(1903);
    for generator in PLAN.random {
        for size in [1, 2, 3, generator.max_size / 2, generator.max_size] {
            inputs.push((generator.generate)(&mut rng, size.max(1)));
        }
    }
    inputs.extend(max_inputs().into_iter().map(|m| m.input));
    inputs
}

#[test]
fn a_squared_distance_is_odd_iff_the_colours_differ() {
    let mut rng = Rng::new(5);
    let mut points: Vec<(u64, u64)> = (0..4).flat_map(|x| (0..4).map(move |y| (x, y))).collect();
    points.extend((0..200).map(|_| (rng.range(0, MAX_C), rng.range(0, MAX_C))));
    points.extend([(0, 0), (MAX_C, MAX_C), (MAX_C, 0), (MAX_C - 1, MAX_C)]);
    for &p in &points {
        for &q in &points {
            let odd = squared_distance(p, q) % 2 == 1;
            assert_eq!(odd, relative_colour(p, q) == 1, "{p:?} {q:?}");
        }
    }
    assert_eq!(squared_distance((0, 0), (MAX_C, MAX_C)), 2 * 10u128.pow(18));
}

#[test]
fn the_count_search_agrees_with_the_point_search_on_every_position() {
    // every exhaustive game of n ≤ 4, every set of picked points, every last point and
    // parity; then random games of n ≤ 8 anywhere, from the start
    let mut checked = 0;
    for input in exhaustive_inputs().iter().take(1) {
        for game in parse_input(input).iter().filter(|g| g.points.len() <= 4) {
            let n = game.points.len();
            let colour = |i: usize| relative_colour(game.start, game.points[i]);
            for used in 0u32..(1 << n) {
                let lasts: Vec<Option<usize>> = if used == 0 {
                    vec![None]
                } else {
                    (0..n).filter(|&i| used & (1 << i) != 0).map(Some).collect()
                };
                for last in lasts {
                    for odd in [false, true] {
                        let free = (0..n).filter(|&i| used & (1 << i) == 0);
                        let like = free.clone().filter(|&i| colour(i) == 0).count();
                        let counts = Counts {
                            like,
                            unlike: free.count() - like,
                            prev: last.map_or(0, colour),
                            odd,
                            first_to_move: used.count_ones() % 2 == 0,
                        };
                        assert_eq!(
                            first_wins_brute(game, used, last, odd),
                            first_wins_search(counts),
                            "{game:?} {used:b} {last:?} {odd}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
    let mut rng = Rng::new(8);
    for _ in 0..300 {
        let n = 1 + rng.below(8);
        let like = rng.below(n + 1);
        let top = random_top(&mut rng);
        let game = game_with(&mut rng, n, like, top);
        assert_eq!(
            first_wins_brute(&game, 0, None, false),
            first_wins_search(Counts::start(like, n - like)),
            "{game:?}"
        );
    }
}

#[test]
fn the_reference_agrees_with_the_search_on_its_whole_reach() {
    for like in 0..=REACH {
        for unlike in 0..=REACH {
            for state in 0..8 {
                let c = Counts {
                    like,
                    unlike,
                    prev: state >> 2,
                    odd: state >> 1 & 1 == 1,
                    first_to_move: state & 1 == 1,
                };
                assert_eq!(first_wins_search(c), first_wins_reference(c), "{c:?}");
            }
        }
    }
}

#[test]
fn the_readmes_small_cases() {
    // from the start: First wins iff like ≥ unlike, on the whole reach
    for like in 0..=REACH {
        for unlike in 0..=REACH {
            if like + unlike > 0 {
                let first = first_wins_search(Counts::start(like, unlike));
                assert_eq!(first, like >= unlike, "{like} {unlike}");
            }
        }
    }
    // the statement's two games: 3 like and 3 unlike (First), 1 and 3 (Second)
    let games = parse_input(SAMPLE_INPUT);
    assert!(first_wins_brute(&games[0], 0, None, false));
    assert!(!first_wins_brute(&games[1], 0, None, false));
}

#[test]
fn the_statement_transcript_replays() {
    assert_eq!(validate(SAMPLE_INPUT), Ok(()));
    assert_eq!(replay(interactive(), SAMPLE_INPUT, SAMPLE), Ok(None));
    // in game 2 the jury may not pick 4 again
    let bad = SAMPLE.replace("< 3\n", "< 4\n");
    let err = replay(interactive(), SAMPLE_INPUT, &bad).expect_err("4 is picked");
    assert!(err.contains("already picked"), "{err}");
    // when the program's picks 4 and 1 swap, the last point of game 1 is 4 = (6, 2): First wins
    let lost = SAMPLE.replace("> 4\n< 5\n> 6\n< 1\n> 3\n", "> 1\n< 5\n> 6\n< 3\n> 4\n");
    let fault = replay(interactive(), SAMPLE_INPUT, &lost)
        .unwrap()
        .expect("Second loses game 1");
    assert!(fault.reason().contains("First wins"), "{fault:?}");
    assert_eq!(fault.send(), ["-1"]);
}

#[test]
fn the_claims_players_beat_every_strategy_on_every_test_input() {
    for input in all_test_inputs() {
        for play in [Play::Drain, Play::OddDistance] {
            assert_wins_against(STRATEGIES, &input, 3, || player(play));
        }
    }
}

#[test]
fn the_wrong_side_loses_to_every_strategy_that_plays_to_win() {
    let lose =
        |input: &str, s: Tactic| converse(start(input, s, 3), &mut player(Play::WrongSide)).fault;
    // one point like s: First wins, and the jury's forced pick ends the game
    let fault = lose("1\n1\n0 0\n1 1\n", Tactic::Optimal).expect("Second loses");
    assert!(fault.reason().contains("First wins"), "{fault:?}");
    assert_eq!(fault.send(), ["1", "-1"]);
    // every exhaustive game alone
    let games: Vec<Instance> = exhaustive_inputs()
        .iter()
        .flat_map(|input| parse_input(input))
        .collect();
    for s in [Tactic::Optimal, Tactic::OtherColour, Tactic::RandomWhenLost] {
        for game in &games {
            let input = input_of(std::slice::from_ref(game));
            assert!(lose(&input, s).is_some(), "{s:?}: {game:?}");
        }
    }
}

#[test]
fn the_late_saver_beats_the_random_jury_and_loses_to_the_optimal_one() {
    for input in all_test_inputs() {
        for seed in 0..3 {
            let ending = converse(
                start(&input, Tactic::Random, seed),
                &mut player(Play::LateSaver),
            );
            assert!(ending.fault.is_none(), "{seed}: {:?}", ending.fault);
        }
    }
    let max = max_inputs();
    for m in &max {
        let ending = converse(
            start(&m.input, Tactic::Optimal, 3),
            &mut player(Play::LateSaver),
        );
        let fault = ending.fault.expect("the late saver loses");
        assert!(
            fault.reason().contains("wins, and the program played"),
            "{fault:?}"
        );
    }
}

#[test]
fn bad_lines_are_faults_with_their_reasons() {
    let play = |lines: &'static [&'static str]| {
        let mut lines = lines.iter();
        let mut said = false;
        let mut player = move |_: &str| {
            if said {
                return Vec::new();
            }
            said = true;
            lines.by_ref().map(|l| (*l).to_owned()).collect()
        };
        converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut player).fault
    };
    let fault = play(&["first"]).expect("not a side");
    assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
    let fault = play(&["First", "1.0"]).expect("not an integer");
    assert!(matches!(fault, Fault::Malformed { .. }), "{fault:?}");
    let fault = play(&["First", "7"]).expect("no point 7");
    assert!(
        matches!(&fault, Fault::Wrong { reason, .. } if reason.contains("1..=6")),
        "{fault:?}"
    );
    assert_eq!(fault.send(), ["-1"]);
    let fault = play(&["First", "0"]).expect("no point 0");
    assert!(fault.reason().contains("not a point"), "{fault:?}");
    // First picks 5, the jury answers, and First picks 5 again
    let ending = converse(start(SAMPLE_INPUT, Tactic::Optimal, 0), &mut {
        let mut step = 0;
        move |_: &str| {
            step += 1;
            match step {
                9 => vec!["First".to_owned(), "5".to_owned()],
                10 => vec!["5".to_owned()],
                _ => Vec::new(),
            }
        }
    });
    let fault = ending.fault.expect("5 twice");
    assert!(
        fault.reason().contains("already picked, on move 1"),
        "{fault:?}"
    );
}

#[test]
fn a_human_in_the_jurys_seat_sees_the_position_and_its_moves() {
    let mut jury = start(SAMPLE_INPUT, Tactic::Optimal, 1);
    jury.open();
    jury.hear("First").unwrap();
    jury.hear("4").unwrap();
    let picked = jury.choose();
    jury.play(&picked).unwrap();
    assert!(
        jury.picture().contains("picked 2 of 6"),
        "{}",
        jury.picture()
    );
    assert_eq!(jury.moves().len(), 4);
}

#[test]
fn the_plan_is_valid() {
    plan_kit::testing::assert_plan_is_valid(&PLAN, 6);
    let games: usize = exhaustive_inputs()
        .iter()
        .map(|i| parse_input(i).len())
        .sum();
    assert_eq!(games, 5456);
    for bad in [
        "0\n",
        "1\n0\n0 0\n",
        "1\n1\n0 0\n1000000001 0\n",
        "1\n2\n0 0\n1 1\n",
        "1\n1\n0 0\n1 1",
        "2\n1\n0 0\n1 1\n",
    ] {
        assert!(validate(bad).is_err(), "{bad:?}");
    }
    let shrunk = shrink(SAMPLE_INPUT);
    assert!(shrunk.contains(&"1\n4\n1 1\n3 2\n2 1\n3 3\n1 2\n".to_owned()));
    let one = shrink("1\n2\n4 6\n7 6\n8 5\n");
    assert!(one.contains(&"1\n2\n0 0\n1 0\n0 1\n".to_owned()), "{one:?}");
}
