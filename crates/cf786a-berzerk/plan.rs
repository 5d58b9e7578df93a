//! Codeforces 786A Berzerk: the game in the kit's words, and the oracle, the kit's naive fixed
//! point of it: the two rules of the game applied over and over until nothing changes (no queue,
//! no counters); it knows nothing of the retrograde search.

use plan_kit::game::{self, Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, sweep};
use plan_kit::rng::Rng;
use plan_kit::svg::{Anchor, FAINT, INK, LOOP, LOSE, Svg, Swatch, WIN, ring_positions, text_on};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan, shrink_list, shrink_value};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "cf786a-berzerk",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every instance with n ≤ 6 (all 1245 pairs of non-empty step sets)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random step sets with n ≤ 60",
            generate: |rng, size| random_instance(rng, size + 1).input(),
            max_size: 59,
            cases: 400,
        },
        Generator {
            name: "random step sets with n ≤ 200",
            generate: |rng, size| random_instance(rng, size * BRUTE_MAX_N / 10).input(),
            max_size: 10,
            cases: 40,
        },
    ],
    beyond_reach: &[Generator {
        name: "random step sets with n ≤ 7000",
        generate: |rng, size| random_instance(rng, size * MAX_N / 10).input(),
        max_size: 10,
        cases: 30,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// `Ok` iff `input` is `n`, then each player's line `k s_1 … s_k`, with 2 ≤ n ≤ 7000,
/// 1 ≤ k ≤ n − 1 and distinct steps in [1, n − 1].
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(2, MAX_N, "n")?;
    for player in ["k1", "k2"] {
        let k = v.usize(1, n - 1, player)?;
        let mut seen = vec![false; n];
        for i in 1..=k {
            v.space()?;
            let step = v.usize(1, n - 1, || format!("s{}[{i}]", &player[1..]))?;
            ensure(!seen[step], || {
                format!("{}: step {step} repeats in {player}'s set", v.position())
            })?;
            seen[step] = true;
        }
        v.eoln()?;
    }
    v.eof()
}

/// Every instance with n ≤ 6, one per input (the format has one test per file).
fn exhaustive_inputs() -> Vec<String> {
    all_instances(6).iter().map(Instance::input).collect()
}

/// Smaller instances: a step set with steps removed, n lowered (steps that no longer fit
/// dropped), and, once the sets are short, a step lowered.
fn shrink(input: &str) -> Vec<String> {
    let instance = parse(input);
    let mut candidates = Vec::new();
    for player in 0..2 {
        for fewer in shrink_list(instance.steps(player)) {
            let mut next = instance.clone();
            *next.steps_mut(player) = fewer;
            candidates.push(next);
        }
    }
    for n in shrink_value(instance.n as u64, 2) {
        let n = n as usize;
        let keep = |steps: &[usize]| steps.iter().copied().filter(|&x| x < n).collect();
        candidates.push(Instance {
            n,
            rick: keep(&instance.rick),
            morty: keep(&instance.morty),
        });
    }
    let short = instance.rick.len() + instance.morty.len() <= 64;
    for player in (0..2).filter(|_| short) {
        for (i, &x) in instance.steps(player).iter().enumerate() {
            for lower in shrink_value(x as u64, 1) {
                let mut next = instance.clone();
                next.steps_mut(player)[i] = lower as usize;
                candidates.push(next);
            }
        }
    }
    candidates.iter().map(Instance::input).collect()
}

/// The largest n the oracle takes on: each sweep costs 2 n k, and there are at most 2 n sweeps.
const BRUTE_MAX_N: usize = 200;

/// The statement's largest n.
const MAX_N: usize = 7000;

/// The result of a state for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
    Loop,
}

impl Outcome {
    /// The judge's word.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Loop => "Loop",
        }
    }
}

/// One Berzerk instance: n objects, Rick's and Morty's step sizes (in input order).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Instance {
    pub n: usize,
    pub rick: Vec<usize>,
    pub morty: Vec<usize>,
}

impl Instance {
    /// Player `player`'s steps (0 = Rick, 1 = Morty).
    pub fn steps(&self, player: usize) -> &Vec<usize> {
        if player == 0 { &self.rick } else { &self.morty }
    }

    /// Player `player`'s steps, to change them.
    pub fn steps_mut(&mut self, player: usize) -> &mut Vec<usize> {
        if player == 0 {
            &mut self.rick
        } else {
            &mut self.morty
        }
    }

    /// The instance as the judge's input text.
    pub fn input(&self) -> String {
        let line = |steps: &[usize]| {
            let words: Vec<String> = steps.iter().map(usize::to_string).collect();
            format!("{} {}", steps.len(), words.join(" "))
        };
        format!("{}\n{}\n{}\n", self.n, line(&self.rick), line(&self.morty))
    }
}

/// The game: n objects in a circle, object 1 the black hole; the monster starts on another one;
/// Rick and Morty move it in turn, each by a step of their own set (typed as the step), clockwise.
/// Whoever moves it into the black hole wins: the player to move there has lost. A position is
/// the player to move (0 = Rick, 1 = Morty) and the monster's object, from 0 (the black hole).
struct Berzerk {
    pub n: usize,
    pub steps: [Vec<usize>; 2],
}

impl Game for Berzerk {
    type Position = (usize, usize);

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn moves(&self, &(player, object): &(usize, usize)) -> Vec<Move<(usize, usize)>> {
        if object == 0 {
            return Vec::new();
        }
        self.steps[player]
            .iter()
            .map(|&x| Move::to(x.to_string(), (1 - player, (object + x) % self.n)))
            .collect()
    }

    fn draw(&self, &(player, object): &(usize, usize)) -> String {
        let ring: String = (0..self.n)
            .map(|i| match i {
                _ if i == object => 'M',
                0 => 'O',
                _ => '.',
            })
            .collect();
        let who = ["Rick", "Morty"][player];
        let steps: Vec<String> = self.steps[player].iter().map(usize::to_string).collect();
        format!(
            "{ring}   (object 1 is the black hole O, the monster M on object {}; {who} to move \
             by one of {{{}}})\n",
            object + 1,
            steps.join(", ")
        )
    }
}

/// How a move is typed.
const NOTATION: &str = "the step, one of your set: `3`";

/// `outcome[p][i]` for player p (0 = Rick, 1 = Morty) to move with the monster on object i + 1,
/// i in 0..n (entry 0, the black hole, is never a position to move from and stays Loop).
///
/// From the rules ([`Berzerk`]) alone, by the kit's naive fixed point ([`sweep`]): a player wins
/// who moves the monster into object 1 (a position lost for the opponent, who has nothing left
/// to do), or to a position lost for the opponent to move; a player loses whose every move
/// reaches a position won for the opponent. Whatever no rule ever decides is a Loop.
fn outcomes_brute(n: usize, steps: [&[usize]; 2]) -> [Vec<Outcome>; 2] {
    let game = Berzerk {
        n,
        steps: [steps[0].to_vec(), steps[1].to_vec()],
    };
    let starts: Vec<(usize, usize)> = (0..2).flat_map(|p| (0..n).map(move |i| (p, i))).collect();
    let values = sweep(&game, &starts, usize::MAX).expect("no budget");
    let outcome = |player: usize| -> Vec<Outcome> {
        (0..n)
            .map(|object| match values[player * n + object] {
                _ if object == 0 => Outcome::Loop,
                game::Outcome::Win => Outcome::Win,
                game::Outcome::Lose => Outcome::Lose,
                game::Outcome::Draw => Outcome::Loop,
            })
            .collect()
    };
    [outcome(0), outcome(1)]
}

/// The games of an input: Rick first with the monster on object 2, 3, …, n, then Morty first.
fn games(input: &str) -> Games {
    let instance = parse(input);
    let n = instance.n;
    let cases = (0..2)
        .flat_map(|first| (1..n).map(move |object| (first, object)))
        .map(|start| {
            let game = Berzerk {
                n,
                steps: [instance.rick.clone(), instance.morty.clone()],
            };
            Games::case(game, start, PLAY_BUDGET)
        })
        .collect();
    Games::new(cases)
}

/// The oracle's words as results, game by game in the order of [`games`].
fn results(input: &str) -> Option<Vec<GameResult>> {
    let answer = oracle(input)?;
    let result = |word: &str| match word {
        "Win" => GameResult::FirstWins,
        "Lose" => GameResult::SecondWins,
        _ => GameResult::Draw,
    };
    Some(answer.split_whitespace().map(result).collect())
}

/// The instance an input text describes.
fn parse(input: &str) -> Instance {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let k1: usize = tokens.read();
    let rick = tokens.many(k1);
    let k2: usize = tokens.read();
    let morty = tokens.many(k2);
    Instance { n, rick, morty }
}

/// The judge's output for `outcome` as `outcomes_brute` gives it.
fn output_of(outcome: &[Vec<Outcome>; 2]) -> String {
    let mut out = String::new();
    for row in outcome {
        let words: Vec<&str> = row[1..].iter().map(|o| o.word()).collect();
        writeln!(out, "{}", words.join(" ")).unwrap();
    }
    out
}

/// The expected output by applying the rules until nothing changes, or `None` if n > BRUTE_MAX_N.
fn oracle(input: &str) -> Option<String> {
    let instance = parse(input);
    if instance.n > BRUTE_MAX_N {
        return None;
    }
    let outcome = outcomes_brute(instance.n, [&instance.rick, &instance.morty]);
    Some(output_of(&outcome))
}

/// The non-empty subsets of 1..n, each in increasing order.
fn nonempty_subsets(n: usize) -> Vec<Vec<usize>> {
    (1u32..1 << (n - 1))
        .map(|mask| (1..n).filter(|&x| mask >> (x - 1) & 1 == 1).collect())
        .collect()
}

/// Every instance with 2 ≤ n ≤ `max_n`: every pair of non-empty step sets within 1..n.
fn all_instances(max_n: usize) -> Vec<Instance> {
    let mut all = Vec::new();
    for n in 2..=max_n {
        let subsets = nonempty_subsets(n);
        for rick in &subsets {
            for morty in &subsets {
                all.push(Instance {
                    n,
                    rick: rick.clone(),
                    morty: morty.clone(),
                });
            }
        }
    }
    all
}

/// A random step set within 1..n in random order, of one of several shapes: a random subset of
/// random density, the multiples of a divisor of n (the other residues never reach the hole), every
/// step, every step but a few, or a single step.
fn random_steps(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut steps: Vec<usize> = match rng.below(5) {
        0 => {
            let g = loop {
                let g = 1 + rng.below(n - 1);
                if n.is_multiple_of(g) {
                    break g;
                }
            };
            (1..n).filter(|x| x % g == 0).collect()
        }
        1 => (1..n).collect(),
        2 => {
            let dropped = 1 + rng.below(3);
            let mut all: Vec<usize> = (1..n).collect();
            rng.shuffle(&mut all);
            all.truncate((n - 1).saturating_sub(dropped).max(1));
            all
        }
        3 => vec![1 + rng.below(n - 1)],
        _ => {
            let density = rng.range(1, 9);
            (1..n).filter(|_| rng.chance(density, 10)).collect()
        }
    };
    if steps.is_empty() {
        steps.push(1 + rng.below(n - 1));
    }
    rng.shuffle(&mut steps);
    steps
}

/// A random instance with 2 ≤ n ≤ `max_n`.
fn random_instance(rng: &mut Rng, max_n: usize) -> Instance {
    let n = rng.range(2, max_n as u64) as usize;
    Instance {
        n,
        rick: random_steps(rng, n),
        morty: random_steps(rng, n),
    }
}

/// n = 7000 instances: every step for both (the most edges); every step but 1 (position n is lost,
/// and labelled only after every other state); random halves; the even steps only (odd positions
/// Loop, so the search never finishes early).
fn max_inputs() -> Vec<MaxInput> {
    let n = MAX_N;
    let mut rng = Rng::new(786);
    let mut half = || -> Vec<usize> { (1..n).filter(|_| rng.chance(1, 2)).collect() };
    let (rick, morty) = (half(), half());
    let instances = [
        (
            "n=7000, k1=k2=6999: every step",
            (1..n).collect(),
            (1..n).collect(),
        ),
        (
            "n=7000, k1=k2=6998: steps 2..6999",
            (2..n).collect(),
            (2..n).collect(),
        ),
        ("n=7000, random halves of the steps", rick, morty),
        (
            "n=7000, k1=k2=3499: the even steps",
            (2..n).step_by(2).collect(),
            (2..n).step_by(2).collect(),
        ),
    ];
    instances
        .into_iter()
        .map(|(label, rick, morty)| MaxInput {
            label,
            input: Instance { n, rick, morty }.input(),
        })
        .collect()
}

/// The instance of the Berzerk figure: n objects, Rick's and Morty's steps.
const BERZERK: (usize, [usize; 2], [usize; 3]) = (10, [2, 3], [1, 2, 7]);

/// Berzerk: the outcome for the player to move at each object of a small ring, by the oracle's
/// fixed point, once with Rick to move and once with Morty to move.
fn figure() -> String {
    let (n, rick, morty) = BERZERK;
    let outcome = outcomes_brute(n, [&rick, &morty]);
    let mut svg = Svg::page(
        (760.0, 470.0),
        &format!("Berzerk, n = {n}: Rick's steps {rick:?}, Morty's steps {morty:?}"),
        &[
            (Swatch::Cell(WIN), "W: the player to move wins"),
            (Swatch::Cell(LOSE), "L: loses"),
            (Swatch::Cell(LOOP), "∞: the game loops"),
        ],
    );
    for (player, name) in ["Rick moves first", "Morty moves first"].iter().enumerate() {
        let centre = (200.0 + 360.0 * player as f64, 270.0);
        svg.text((centre.0, 84.0), 14.0, Anchor::Middle, INK, name);
        let at = ring_positions(n, centre, 120.0);
        for i in 0..n {
            svg.line(at[i], at[(i + 1) % n], FAINT, 2.0, "");
        }
        for (object, &place) in at.iter().enumerate() {
            let (fill, mark) = if object == 0 {
                (INK, "hole")
            } else {
                match outcome[player][object] {
                    Outcome::Win => (WIN, "W"),
                    Outcome::Lose => (LOSE, "L"),
                    Outcome::Loop => (LOOP, "∞"),
                }
            };
            svg.circle(place, 20.0, fill, INK);
            let size = if object == 0 { 11.0 } else { 16.0 };
            svg.text(place, size, Anchor::Middle, text_on(fill), mark);
            // the object's number (1-based, as in the statement), outside the ring
            let (dx, dy) = (place.0 - centre.0, place.1 - centre.1);
            let outside = (centre.0 + dx * 1.33, centre.1 + dy * 1.33);
            svg.text(
                outside,
                12.0,
                Anchor::Middle,
                INK,
                &(object + 1).to_string(),
            );
        }
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Outcome::{Loop, Lose, Win};

    #[test]
    fn the_rules_decide_small_positions_checked_by_hand() {
        // n = 2: the only planet is one step from the hole, and 1 is the only step.
        assert_eq!(
            outcomes_brute(2, [&[1], &[1]]),
            [vec![Loop, Win], vec![Loop, Win]]
        );
        // n = 4, both step 2: object 3 falls in at once; objects 2 and 4 swap forever.
        assert_eq!(
            outcomes_brute(4, [&[2], &[2]]),
            [vec![Loop, Loop, Win, Loop], vec![Loop, Loop, Win, Loop]]
        );
        // n = 3, both step 1: from object 3 the mover falls in; from object 2 the mover must hand
        // the opponent object 3.
        assert_eq!(
            outcomes_brute(3, [&[1], &[1]]),
            [vec![Loop, Lose, Win], vec![Loop, Lose, Win]]
        );
    }

    #[test]
    fn the_oracle_prints_the_first_official_sample() {
        assert_eq!(
            oracle("5\n2 3 2\n3 1 2 3\n").as_deref(),
            Some("Lose Win Win Loop\nLoop Win Win Win\n")
        );
    }

    #[test]
    fn all_instances_counts_every_pair_of_sets() {
        let count: usize = (2..=6).map(|n| ((1usize << (n - 1)) - 1).pow(2)).sum();
        assert_eq!(all_instances(6).len(), count);
        assert_eq!(count, 1 + 9 + 49 + 225 + 961);
    }

    #[test]
    fn random_steps_are_distinct_and_in_range() {
        let mut rng = Rng::new(1);
        for _ in 0..500 {
            let instance = random_instance(&mut rng, 40);
            for steps in [&instance.rick, &instance.morty] {
                let mut sorted = steps.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), steps.len());
                assert!(!steps.is_empty());
                assert!(steps.iter().all(|&x| (1..instance.n).contains(&x)));
            }
        }
    }

    #[test]
    fn max_inputs_are_within_the_constraints() {
        for max in max_inputs() {
            let instance = parse(&max.input);
            assert_eq!(instance.n, MAX_N, "{}", max.label);
            for steps in [&instance.rick, &instance.morty] {
                assert!(!steps.is_empty() && steps.iter().all(|&x| (1..MAX_N).contains(&x)));
            }
        }
    }

    #[test]
    fn the_plan_passes_the_validator() {
        plan_kit::testing::assert_plan_is_valid(&PLAN, 20);
    }

    #[test]
    fn the_validator_rejects_bad_layouts_and_values() {
        assert_eq!(validate("5\n2 3 2\n3 1 2 3\n"), Ok(()));
        for bad in [
            "5\n2 3  2\n3 1 2 3\n",
            "5\n2 3 2\n3 1 2 3",
            "5\n2 3 2\n3 1 2 3\n\n",
            "5\n2 3 5\n3 1 2 3\n",
            "5\n2 3 3\n3 1 2 3\n",
            "5\n0\n3 1 2 3\n",
            "1\n1 1\n1 1\n",
            "7001\n1 1\n1 1\n",
            "5\n2 3 2\n3 1 2\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn shrinking_gives_smaller_instances() {
        let input = "5\n2 3 2\n3 1 2 3\n";
        let shrunk = shrink(input);
        assert!(shrunk.contains(&"5\n1 3\n3 1 2 3\n".to_owned()));
        assert!(shrunk.contains(&"4\n2 3 2\n3 1 2 3\n".to_owned()));
        assert!(shrunk.iter().all(|s| s.len() <= input.len()));
    }

    #[test]
    fn every_outcome_occurs_in_the_exhaustive_instances() {
        let outputs: String = exhaustive_inputs()
            .iter()
            .filter_map(|i| oracle(i))
            .collect();
        for word in ["Win", "Lose", "Loop"] {
            assert!(outputs.split_whitespace().any(|w| w == word), "{word}");
        }
    }
}
