//! The tiny interactive problem the engine's interactive tests judge programs on
//! (`tests/check_games.rs`): a pile of n ≤ 30 stones, each move takes 1 or 2, and a player who
//! cannot move loses. The jury prints n; the program prints `first` or `second`; then each side
//! prints the number it takes in turn. A player facing an empty pile prints `0`: the jury's `0`
//! means the program has won; the program's `0` that it has lost. The programs are
//! `tests/fixtures/games/*.py`.

use crate::workspace;
use judge::workspace::Problem;
use plan_kit::interactive::{Fault, Interactive, Jury, Strategy, Turn};
use plan_kit::rng::Rng;
use plan_kit::{Exhaustive, Plan};
use std::time::Duration;

struct Pile {
    stones: u32,
    /// `None` until the program has chosen its side; then whose move it is.
    program_to_move: Option<bool>,
    over: bool,
    strategy: Tactic,
    rng: Rng,
}

/// The strategy a jury plays, as its moves tell them apart.
#[derive(Clone, Copy)]
enum Tactic {
    Optimal,
    Random,
    Broken,
}

impl Jury for Pile {
    fn open(&mut self) -> Vec<String> {
        vec![self.stones.to_string()]
    }

    fn turn(&self) -> Turn {
        match (self.over, self.program_to_move) {
            (true, _) => Turn::Over,
            (false, Some(false)) => Turn::Jury,
            (false, _) => Turn::Program,
        }
    }

    fn hear(&mut self, line: &str) -> Result<Vec<String>, Fault> {
        let Some(_) = self.program_to_move else {
            self.program_to_move = Some(match line {
                "first" => true,
                "second" => false,
                _ => return Err(Fault::malformed(format!("{line:?} is not first or second"))),
            });
            return Ok(Vec::new());
        };
        let take: u32 = line
            .parse()
            .map_err(|_| Fault::malformed(format!("{line:?} is not a number")))?;
        if take == 0 && self.stones == 0 {
            return Err(Fault::wrong("the program cannot move: it has lost"));
        }
        if !(1..=2).contains(&take) || take > self.stones {
            return Err(Fault::wrong(format!(
                "{take} cannot be taken from {} stones",
                self.stones
            )));
        }
        self.stones -= take;
        self.program_to_move = Some(false);
        Ok(Vec::new())
    }

    fn choose(&mut self) -> String {
        let take = match (self.stones, self.strategy) {
            (0, _) => 0,
            (s, Tactic::Optimal) if s % 3 != 0 => s % 3,
            // BROKEN's third strategy: a plan bug, three stones at once.
            (_, Tactic::Broken) => 3,
            (s, Tactic::Optimal | Tactic::Random) => 1 + self.rng.below(s.min(2) as usize) as u32,
        };
        take.to_string()
    }

    fn moves(&self) -> Vec<String> {
        match self.stones {
            0 => vec!["0".to_owned()],
            1 => vec!["1".to_owned()],
            _ => vec!["1".to_owned(), "2".to_owned()],
        }
    }

    fn play(&mut self, line: &str) -> Result<Vec<String>, String> {
        if !self.moves().iter().any(|m| m == line) {
            return Err(format!("{line:?} is not a move of the jury now"));
        }
        let take: u32 = line.parse().expect("a listed move");
        if take == 0 {
            self.over = true;
        } else {
            self.stones -= take;
            self.program_to_move = Some(true);
        }
        Ok(vec![line.to_owned()])
    }

    fn picture(&self) -> String {
        format!(
            "{} stones: {}",
            self.stones,
            "o".repeat(self.stones as usize)
        )
    }
}

fn start(input: &str, strategy: Tactic, seed: u64) -> Box<dyn Jury> {
    Box::new(Pile {
        stones: input.trim().parse().expect("a valid input"),
        program_to_move: None,
        over: false,
        strategy,
        rng: Rng::new(seed),
    })
}

fn validate(input: &str) -> Result<(), String> {
    let n: u32 = input
        .strip_suffix('\n')
        .and_then(|n| n.parse().ok())
        .ok_or("not one number and a line end")?;
    if (1..=30).contains(&n) {
        Ok(())
    } else {
        Err(format!("n = {n} is not within 1..=30"))
    }
}

fn inputs() -> Vec<String> {
    (1..=30).map(|n| format!("{n}\n")).collect()
}

const OPTIMAL: Strategy = Strategy {
    name: "optimal",
    about: "leaves a multiple of 3 when it can, else takes 1",
    start: |input, seed| start(input, Tactic::Optimal, seed),
};

const RANDOM: Strategy = Strategy {
    name: "random",
    about: "takes 1 or 2 at random",
    start: |input, seed| start(input, Tactic::Random, seed),
};

const PILE_SPEC: Plan = Plan {
    name: "games-pile",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every pile of 1 to 30 stones",
        inputs,
    }),
    play: None,
    interactive: Some(Interactive {
        strategies: &[OPTIMAL, RANDOM],
    }),
    ..Plan::NONE
};

pub static PILE: Plan = PILE_SPEC;

/// PILE with a third strategy that is a bug of the plan: it names a move its own rules refuse
/// (judged by tests/check_games.rs).
pub static BROKEN: Plan = Plan {
    play: None,
    interactive: Some(Interactive {
        strategies: &[
            OPTIMAL,
            RANDOM,
            Strategy {
                name: "broken",
                about: "takes 3 stones, which the rules refuse",
                start: |input, seed| start(input, Tactic::Broken, seed),
            },
        ],
    }),
    ..PILE_SPEC
};

/// The problem: no samples folder, `time_ms` as the judge's limit.
pub fn problem(time_ms: u64) -> Problem {
    Problem {
        name: "games-pile".to_owned(),
        samples: workspace().root().join("samples/games-pile"),
        dir: workspace().root().join("tests/fixtures/games"),
        url: String::new(),
        site: judge::sites::site("codeforces").unwrap(),
        time_limit: Duration::from_millis(time_ms),
        memory_limit_mb: 256,
        collection: false,
    }
}
