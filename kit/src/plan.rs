//! A problem's plan, in the spirit of Library Checker's problem folders: a validator, an oracle
//! written from the rules of the game (brute-force search, never the solution's insight), a
//! checker where several outputs are right, generators (deterministic from a seed), a shrinker,
//! the max-size inputs the bench runs, and the figure's drawing.
//!
//! A problem's plan is `crates/<problem>/plan.rs`, which exports a [`Plan`] named `PLAN`; the
//! `plans` package finds every such file and lists them. A problem without a plan is tested by its
//! samples alone ([`Plan::NONE`]).

use crate::game::Play;
use crate::interactive::Interactive;
use crate::rng::Rng;

/// What the judge package knows of one problem beyond its crate: how to tell an input the judge
/// could send, the right answer, and the test plan that `judge check` and the project's own tests
/// run on any program (the same engine: the judge's `engine` module).
///
/// Every part but the name is optional, and each works as soon as it is there: a validator alone
/// checks the samples and the inputs of the other parts; an oracle (or a reference) gives the
/// exhaustive and random groups; max inputs give the max group and the bench. A problem with no
/// plan module at all is its samples ([`Plan::NONE`]). The collection's own problems
/// (`collection = true` in their manifest) have every part, which the judge's `tests/engine.rs`
/// demands.
/// Write a plan with the parts it has and `..Plan::NONE` for the rest.
pub struct Plan {
    /// Crate name = binary name = samples folder name.
    pub name: &'static str,
    /// `Ok` iff `input` meets every constraint of the statement in its exact token layout (single
    /// spaces, `\n` line ends, a final newline, nothing after the last token); otherwise what is
    /// wrong and where ([`crate::validate::Validator`]).
    pub validate: Option<Validate>,
    /// The exact expected output for a valid input, found by searching the game from its rules
    /// (never the solution's insight), or `None` when the instance is beyond the search's reach.
    pub oracle: Option<fn(&str) -> Option<String>>,
    /// An exact second method for inputs beyond the oracle's reach, itself checked against the
    /// oracle wherever both reach (in the problem's unit tests), or `None` if there is none.
    pub reference: Option<fn(&str) -> Option<String>>,
    /// Where several outputs are right: `Ok` iff `output` is a right answer to `input`. With a
    /// checker the oracle's own answer must pass it; without one, outputs are compared with the
    /// expected output.
    pub checker: Option<Checker>,
    /// Every small instance up to a stated bound.
    pub exhaustive: Option<Exhaustive>,
    /// Seeded random instances, drawn by size, each within the oracle's or the reference's
    /// reach (an instance neither answers is a plan error).
    pub random: &'static [Generator],
    /// Seeded random instances beyond the oracle's reach, up to the statement's bounds: each is
    /// answered by the oracle or the reference where either reaches it, else by our binary (the
    /// collection's solution built in release, which every other group checks against the
    /// oracle), as a max input is. They run in the random group, after `random`'s. A wrong
    /// solution that is right on every small instance (a table cut short, a value that overflows
    /// only near the bounds) is met here.
    pub beyond_reach: &'static [Generator],
    /// Smaller inputs to try in place of a failing `input`, most reduced first: the single test
    /// cases of a multi-case input first, then the input with a part removed or a value lowered.
    /// Candidates the validator rejects are skipped, so a shrinker may propose freely, but keep
    /// them to a few hundred ([`shrink_list`] and [`shrink_value`] are bounded): it is called again
    /// after every smaller failing input it finds.
    pub shrink: Option<fn(&str) -> Vec<String>>,
    /// Max-size inputs at the limits of the constraints, for the max group and the bench.
    pub max_inputs: Option<fn() -> Vec<MaxInput>>,
    /// The picture of the game in the crate README (`judge figure`), or why there is none.
    pub figure: Figure,
    /// For an interactive problem, the jury the program plays against, in place of an expected
    /// output: every test (sample, exhaustive, random, max) is an instance played against each
    /// of its strategies.
    pub interactive: Option<Interactive>,
    /// The game of an input, stated in the kit's words ([`crate::game`]), for `judge play` and
    /// the book's boards: a person plays it against the perfect opponent the kit's search makes.
    pub play: Option<Play>,
}

/// A problem's figure: `crates/<problem>/figure.svg`, drawn by a function from the oracle.
#[derive(Clone, Copy)]
pub enum Figure {
    /// Not decided yet (a problem of one's own may stay so).
    NotYet,
    /// Drawn by this function.
    Draw(fn() -> String),
    /// None, for this reason: a picture would only decorate.
    Without(&'static str),
}

impl Plan {
    /// A plan with no parts: `Plan { name: "…", validate: Some(validate), ..Plan::NONE }`.
    pub const NONE: Plan = Plan {
        name: "",
        validate: None,
        oracle: None,
        reference: None,
        checker: None,
        exhaustive: None,
        random: &[],
        beyond_reach: &[],
        shrink: None,
        max_inputs: None,
        figure: Figure::NotYet,
        interactive: None,
        play: None,
    };

    /// `Ok` iff the validator accepts `input` (or there is no validator).
    pub fn validate(&self, input: &str) -> Result<(), String> {
        self.validate.map_or(Ok(()), |validate| validate(input))
    }

    /// The oracle's answer, else the reference's, if either reaches `input`.
    pub fn answer(&self, input: &str) -> Option<String> {
        self.oracle
            .and_then(|oracle| oracle(input))
            .or_else(|| self.reference.and_then(|reference| reference(input)))
    }

    /// The oracle's answer alone, if there is an oracle and it reaches `input`.
    pub fn oracle(&self, input: &str) -> Option<String> {
        self.oracle.and_then(|oracle| oracle(input))
    }

    /// True iff the plan can judge a generated input's output: an exact method gives the expected
    /// output (the oracle, or the reference), a checker judges an output on its own, or a jury
    /// plays the game (an interactive problem). The exhaustive and random groups need one.
    pub fn judges_outputs(&self) -> bool {
        self.oracle.is_some()
            || self.reference.is_some()
            || self.checker.is_some()
            || self.interactive.is_some()
    }

    /// The exhaustive group's inputs (none without one).
    pub fn exhaustive_inputs(&self) -> Vec<String> {
        self.exhaustive
            .as_ref()
            .map_or_else(Vec::new, |exhaustive| (exhaustive.inputs)())
    }

    /// The shrinker's candidates for `input` (none without a shrinker).
    pub fn shrink(&self, input: &str) -> Vec<String> {
        self.shrink.map_or_else(Vec::new, |shrink| shrink(input))
    }

    /// Every generator of the random group, in the order it runs them: `random`'s, each with
    /// `false`, then `beyond_reach`'s, each with `true` (answered beyond the oracle's reach).
    pub fn generators(&self) -> impl Iterator<Item = (&'static Generator, bool)> {
        let within = self.random.iter().map(|g| (g, false));
        within.chain(self.beyond_reach.iter().map(|g| (g, true)))
    }

    /// The max inputs (none without them).
    pub fn max_inputs(&self) -> Vec<MaxInput> {
        self.max_inputs
            .map_or_else(Vec::new, |max_inputs| max_inputs())
    }

    /// What the plan has and lacks, in the `doctor` command's order. An interactive problem has
    /// a jury in place of the oracle, the reference, the checker and the game.
    pub fn parts(&self) -> Vec<(Part, bool)> {
        let interactive = self.interactive.is_some();
        Part::ALL
            .into_iter()
            .filter(|part| match part {
                Part::Jury => interactive,
                Part::Oracle | Part::Reference | Part::Checker | Part::Game => !interactive,
                _ => true,
            })
            .map(|part| (part, self.has(part)))
            .collect()
    }

    /// True iff the plan has `part`.
    pub fn has(&self, part: Part) -> bool {
        match part {
            Part::Validator => self.validate.is_some(),
            Part::Jury => self.interactive.is_some(),
            Part::Oracle => self.oracle.is_some(),
            Part::Reference => self.reference.is_some(),
            Part::Checker => self.checker.is_some(),
            Part::Exhaustive => self.exhaustive.is_some(),
            Part::Random => !self.random.is_empty() || !self.beyond_reach.is_empty(),
            Part::Shrinker => self.shrink.is_some(),
            Part::MaxInputs => self.max_inputs.is_some(),
            Part::Figure => !matches!(self.figure, Figure::NotYet),
            Part::Game => self.play.is_some(),
        }
    }
}

/// A part of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Validator,
    Jury,
    Oracle,
    Reference,
    Checker,
    Exhaustive,
    Random,
    Shrinker,
    MaxInputs,
    Figure,
    Game,
}

impl Part {
    /// Every part, in the order `doctor` lists them.
    pub const ALL: [Part; 11] = [
        Part::Validator,
        Part::Jury,
        Part::Oracle,
        Part::Reference,
        Part::Checker,
        Part::Exhaustive,
        Part::Random,
        Part::Shrinker,
        Part::MaxInputs,
        Part::Figure,
        Part::Game,
    ];

    /// Its name, as `doctor` and the check's report say it.
    pub fn name(self) -> &'static str {
        match self {
            Part::Validator => "validator",
            Part::Jury => "jury",
            Part::Oracle => "oracle",
            Part::Reference => "reference",
            Part::Checker => "checker",
            Part::Exhaustive => "exhaustive group",
            Part::Random => "random generators",
            Part::Shrinker => "shrinker",
            Part::MaxInputs => "max inputs",
            Part::Figure => "figure",
            Part::Game => "game",
        }
    }

    /// What it gives, in a phrase.
    pub fn gives(self) -> &'static str {
        match self {
            Part::Validator => {
                "checks every sample and generated input against the statement's constraints"
            }
            Part::Jury => "plays against the program under the protocol, with several strategies",
            Part::Oracle => {
                "the expected output of every small instance, from a search of the game's rules"
            }
            Part::Reference => "an exact second method for inputs beyond the oracle's reach",
            Part::Checker => "judges outputs where several answers are right",
            Part::Exhaustive => "every small instance up to a stated bound, against the oracle",
            Part::Random => {
                "seeded random instances of every size up to the largest, against the oracle"
            }
            Part::Shrinker => "cuts a failing input down to a small one that still fails",
            Part::MaxInputs => "the max group (time and memory at the limits) and the bench rows",
            Part::Figure => "the picture of the game in the README (or the reason there is none)",
            Part::Game => {
                "the game in the kit's words: `judge play` against the perfect opponent, with hints"
            }
        }
    }
}

/// A validator: `Ok` iff the input meets the statement's constraints, else what is wrong.
pub type Validate = fn(&str) -> Result<(), String>;

/// A checker: `Ok` iff the output (second) is a right answer to the input (first), else why not.
pub type Checker = fn(&str, &str) -> Result<(), String>;

/// The exhaustive group: every small instance up to a bound.
pub struct Exhaustive {
    /// The bound in words, as the crate README's Verified section states it
    /// ("every ring of N ≤ 5 edges with values ≤ 3").
    pub bound: &'static str,
    /// The inputs, smallest instances first; several instances share one input where the format
    /// allows test cases (T ≤ 10 games per input, say), to keep the process starts few.
    pub inputs: fn() -> Vec<String>,
}

/// A generator of random inputs.
pub struct Generator {
    /// What it draws, in words ("random digraphs with n ≤ 12").
    pub name: &'static str,
    /// An input of size `size` (1 ..= `max_size`; larger means a larger instance), deterministic in
    /// the generator's state. Shrinking tries smaller sizes first.
    pub generate: fn(&mut Rng, usize) -> String,
    /// The largest size.
    pub max_size: usize,
    /// How many inputs a default run draws.
    pub cases: usize,
}

/// One max-size input: what it is, and its text.
pub struct MaxInput {
    pub label: &'static str,
    pub input: String,
}
