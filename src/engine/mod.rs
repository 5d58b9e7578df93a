//! The test engine: one problem's test plan ([`Plan`]) run on any program, answering like an online
//! judge (AC, WA, TLE, MLE, RE) and, when the program is wrong, handing back the smallest failing
//! input it can find. `judge check` runs it on anyone's solution; the project's own tests run the
//! same engine on every crate's binary and bundle, on the seeds and on the wrong solutions.
//!
//! The groups, in order: the official samples, the hand-made samples, the extended samples
//! (outside the statement; only when asked), every small instance up to the plan's exhaustive bound,
//! seeded random instances, the max-size inputs under the problem's time and memory limits, and
//! any folders of tests given (`--tests`). A group exists only where the plan has its part (no
//! oracle, no exhaustive or random group). A group stops at its first failing case; the first
//! failing group stops the run unless `all`.
//!
//! Time is judged as judges judge it: the CPU time (user + system) of the program and everything
//! it started, against the problem's limit (TLE). A run that is idle, whose CPU time has not
//! advanced for [`idle_limit`] (the larger of [`IDLE_LIMIT`] and the time limit) while none of its
//! processes was running or runnable, is stopped early: it sleeps or waits for input it will not
//! get (ILE, never TLE). A process waiting for a core on a busy machine is runnable, so load alone
//! makes neither verdict. A wall-clock backstop far beyond ([`wall_backstop`]) is only a safety
//! net: a run stopped there was not judged, the machine was too busy (BUSY, never TLE or WA).

mod groups;
pub mod interactive;
mod progress;
mod report;
mod shrink;

pub use progress::{ProgressEvent, ProgressSink};
pub use report::show_input;

use anyhow::{Context, anyhow};
use groups::CaseSource;
use shrink::clear_failures;

use crate::compare::{Comparison, compare, compare_floats, compare_lines, compare_tokens};
use crate::run::{Limits as RunLimits, Run, Status, run_limited, run_measured_limited};
use crate::samples::{Sample, SampleKind, samples};
use crate::testdir::TestSet;
use crate::workspace::Problem;
use plan_kit::rng::Rng;
use plan_kit::{Part, Plan};
use serde_json::json;
use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// A judge's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer (also: no output, output that is not UTF-8, output over the limit).
    Wa,
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
    /// Runtime error: a non-zero exit, a signal, or a program that cannot be started.
    Re,
    /// Protocol error, in an interactive problem: a line the protocol cannot read (judges give
    /// WA or PE for it).
    Pe,
    /// Compilation error.
    Ce,
    /// Idleness limit exceeded: the program used no CPU time for the idle limit while none of
    /// its processes was running or runnable (it sleeps, or waits for input it will not get).
    Ile,
    /// Not judged: the machine was too busy (the run reached the wall-clock backstop without
    /// reaching the CPU limit or being idle).
    Busy,
}

impl Verdict {
    /// Every verdict.
    pub const ALL: [Verdict; 9] = [
        Verdict::Ac,
        Verdict::Wa,
        Verdict::Tle,
        Verdict::Mle,
        Verdict::Re,
        Verdict::Pe,
        Verdict::Ce,
        Verdict::Ile,
        Verdict::Busy,
    ];

    /// The verdict as judges write it.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Re => "RE",
            Verdict::Pe => "PE",
            Verdict::Ce => "CE",
            Verdict::Ile => "ILE",
            Verdict::Busy => "BUSY",
        }
    }

    /// The verdict named `text` (`AC`, `WA`, …).
    pub fn parse(text: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.as_str() == text)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why the engine could not judge a program: never a verdict on the program.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unjudged {
    /// The plan is at fault: a generated input its validator refuses, an input that neither the
    /// oracle nor the reference answers, a jury's move that its own rules refuse.
    #[error("plan error: {0}")]
    Plan(String),
    /// Our binary, which answers beyond the oracle's reach, could not be run or failed.
    #[error("{0}")]
    OurBinary(String),
}

/// A program to judge: a command line, and how to name it.
#[derive(Clone, Debug)]
pub struct Program {
    pub label: String,
    pub command: Vec<String>,
}

/// The least idle limit: a run is stopped as idle (ILE) once its CPU time has not advanced, while
/// none of its processes was running or runnable (`R` in `/proc/<pid>/stat`), for the larger of
/// this and the time limit ([`idle_limit`]). A second: far longer than a busy machine keeps a
/// sleeping process's reader or writer (the judge) from a core, and a program that waits that
/// long with nothing to run waits for something that will not come.
pub const IDLE_LIMIT: Duration = Duration::from_secs(1);

/// The wall-clock backstop: a run still going after this many times the time limit, plus
/// [`WALL_BACKSTOP_EXTRA`], neither over its CPU limit nor idle, is stopped and not judged (BUSY):
/// only a machine far too busy to give it its CPU time gets there.
pub const WALL_BACKSTOP: u32 = 20;

/// What the wall-clock backstop adds to [`WALL_BACKSTOP`] times the time limit.
pub const WALL_BACKSTOP_EXTRA: Duration = Duration::from_secs(10);

/// The idle limit of a run under `time_limit`: the larger of [`IDLE_LIMIT`] and the time limit.
pub fn idle_limit(time_limit: Duration) -> Duration {
    IDLE_LIMIT.max(time_limit)
}

/// The wall-clock backstop of a run under `time_limit`.
pub fn wall_backstop(time_limit: Duration) -> Duration {
    time_limit * WALL_BACKSTOP + WALL_BACKSTOP_EXTRA
}

/// How long shrinking a failure may take by default.
pub const SHRINK_SECONDS: f64 = 60.0;

/// What the engine is told besides the plan and the program.
#[derive(Clone, Debug)]
pub struct Options {
    /// The seed of the random group.
    pub seed: u64,
    /// Cases per random generator (default: each generator's own count).
    pub cases: Option<usize>,
    /// Run the random group for this long instead of a count.
    pub seconds: Option<f64>,
    /// Go on after a failing group.
    pub all: bool,
    /// Run the extended samples (outside the statement) too.
    pub extended: bool,
    /// The groups to run (default: all but the extended samples, which `extended` adds).
    pub groups: Option<Vec<Group>>,
    /// Folders or files of tests to run, each as a group of its own ([`crate::testdir`]).
    pub tests: Vec<TestSet>,
    pub comparison: Comparison,
    /// Parallel runs.
    pub jobs: usize,
    /// A judge binary that measures a program's own time and memory ([`crate::run::measure_main`]);
    /// without it the peak memory may include the judge's own, and the CPU limit is only checked
    /// after the run.
    pub launcher: Option<PathBuf>,
    /// Where each group's progress and a failure's shrinking are reported (none by default).
    pub progress: Option<ProgressSink>,
    /// Our binary (the collection's own solution, built in release), whose output is taken as
    /// expected where the plan cannot answer: on max inputs and on the smaller inputs tried while
    /// shrinking. (A plan's `reference` is its second exact method, not this.)
    pub our_binary: Option<Program>,
    /// Where the smallest failing input is saved.
    pub failures_dir: Option<PathBuf>,
    /// The address-space cap of a run in MiB (0: none), a safety net against runaway allocation.
    pub address_space_mb: u64,
    /// Expected outputs shared between judgements of the same plan (several programs judged on
    /// the same inputs compute each answer once); none by default.
    pub answers: Option<Arc<Answers>>,
    /// How long shrinking one failure may take.
    pub shrink_seconds: f64,
    /// The strategies of an interactive problem's jury to play, by name (default: every one).
    pub strategies: Option<Vec<String>>,
}

/// The problem to judge against and its plan: the collection's (or one's own), or, with
/// `--tests` alone, a problem made for those tests, of which only they run.
pub fn problem_and_plan(
    known: Option<&Problem>,
    tests: &[PathBuf],
    options: &mut Options,
) -> (Problem, &'static Plan) {
    if let Some(problem) = known {
        let plan = plans::plan(&problem.name).unwrap_or(&Plan::NONE);
        return (problem.clone(), plan);
    }
    let name = tests[0]
        .file_stem()
        .map_or("tests".to_owned(), |s| s.to_string_lossy().into_owned());
    let problem = Problem::of_tests(&name);
    // Only the given tests run: there are no samples and no plan.
    options.groups = Some(vec![Group::Tests]);
    let plan = &Plan::NONE;
    (problem, plan)
}

impl Options {
    /// True iff a group that may need answers beyond the oracle's reach will run: the plan has
    /// max inputs or generators beyond reach, and the max group is chosen (our binary answers
    /// the max inputs), or the random group (the draws beyond reach, and the inputs shrinking
    /// tries) or the exhaustive group (the inputs its shrinking tries).
    pub fn needs_our_binary(&self, plan: &Plan) -> bool {
        (plan.max_inputs.is_some() || !plan.beyond_reach.is_empty())
            && self.groups.as_ref().is_none_or(|groups| {
                groups
                    .iter()
                    .any(|g| matches!(g, Group::Max | Group::Random | Group::Exhaustive))
            })
    }
}

/// The plan's answers to inputs already seen, shared between judgements in one process: the
/// oracle is deterministic, so an input's answer is computed once, however many programs are
/// judged on it. Concurrent requests for the same input wait for the first.
#[derive(Default)]
pub struct Answers {
    /// (problem, input) to the cell its answer is or will be in.
    by_input: Mutex<HashMap<(String, String), AnswerCell>>,
}

type AnswerCell = Arc<OnceLock<Result<Expected, Unjudged>>>;

impl fmt::Debug for Answers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known = self.by_input.lock().map_or(0, |map| map.len());
        write!(f, "Answers({known} inputs)")
    }
}

impl Answers {
    /// The answer to `input` of problem `name`, computed by `answer` the first time it is asked.
    fn get(
        &self,
        name: &str,
        input: &str,
        answer: impl FnOnce() -> Result<Expected, Unjudged>,
    ) -> Result<Expected, Unjudged> {
        let cell = self
            .by_input
            .lock()
            .expect("lock")
            .entry((name.to_owned(), input.to_owned()))
            .or_default()
            .clone();
        // A plan error is kept too: the validator and the oracle are deterministic, so every
        // program judged on this input gets the same error, never a weaker judgement.
        cell.get_or_init(answer).clone()
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            seed: 1,
            cases: None,
            seconds: None,
            all: false,
            extended: false,
            groups: None,
            tests: Vec::new(),
            comparison: Comparison::Tokens,
            jobs: std::thread::available_parallelism().map_or(2, |n| n.get()),
            launcher: None,
            progress: None,
            our_binary: None,
            failures_dir: None,
            address_space_mb: 4096,
            answers: None,
            shrink_seconds: SHRINK_SECONDS,
            strategies: None,
        }
    }
}

/// The groups of a run, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Samples,
    Edge,
    Extended,
    Exhaustive,
    Random,
    Max,
    Tests,
}

impl Group {
    /// Every group, in the order they run.
    pub const ALL: [Group; 7] = [
        Group::Samples,
        Group::Edge,
        Group::Extended,
        Group::Exhaustive,
        Group::Random,
        Group::Max,
        Group::Tests,
    ];

    /// The group's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Group::Samples => "official samples",
            Group::Edge => "edge samples",
            Group::Extended => "extended samples",
            Group::Exhaustive => "exhaustive",
            Group::Random => "random",
            Group::Max => "max inputs",
            Group::Tests => "tests",
        }
    }

    /// The group's name for `--groups`.
    pub fn id(self) -> &'static str {
        match self {
            Group::Samples => "samples",
            Group::Edge => "edge",
            Group::Extended => "extended",
            Group::Exhaustive => "exhaustive",
            Group::Random => "random",
            Group::Max => "max",
            Group::Tests => "tests",
        }
    }

    /// The groups named in `list` (`samples,edge,…`), or what is wrong with it.
    pub fn parse_list(list: &str) -> anyhow::Result<Vec<Group>> {
        let ids: Vec<&str> = Group::ALL.iter().map(|g| g.id()).collect();
        list.split(',')
            .map(str::trim)
            .filter(|word| !word.is_empty())
            .map(|word| {
                Group::ALL
                    .into_iter()
                    .find(|g| g.id() == word)
                    .ok_or_else(|| {
                        anyhow!("unknown group `{word}`; the groups are {}", ids.join(","))
                    })
            })
            .collect()
    }
}

/// Why a group did not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Skipped {
    /// The group has no cases (no edge samples, say).
    NoCases,
    /// Not run: an earlier group failed (`--all` runs it anyway).
    NotRun,
    /// Left out by `--groups`.
    LeftOut,
    /// The plan lacks what the group needs: this part.
    Missing(&'static str),
}

impl Skipped {
    fn describe(&self) -> String {
        match self {
            Skipped::NoCases => "no cases".to_owned(),
            Skipped::NotRun => "not run: an earlier group failed (--all runs it)".to_owned(),
            Skipped::LeftOut => "left out (--groups)".to_owned(),
            Skipped::Missing(part) => format!("absent: no {part} in the plan yet"),
        }
    }
}

/// What one group did.
#[derive(Clone, Debug)]
pub struct GroupReport {
    pub group: Group,
    /// What the group holds, in words.
    pub title: String,
    /// Cases in the group (for a timed random group: the cases run).
    pub total: usize,
    /// Cases run.
    pub run: usize,
    /// Cases run and accepted.
    pub passed: usize,
    /// `None` if the group did not run, and then why.
    pub verdict: Option<Verdict>,
    pub skipped: Option<Skipped>,
    /// The largest CPU time and wall time of a run, the failing run included.
    pub max_cpu: Duration,
    /// True iff the run of the largest CPU time was stopped at a limit (its CPU limit, idleness,
    /// the backstop): it would have used more, so the table shows its figure as `≥`.
    pub max_cpu_killed: bool,
    pub max_wall: Duration,
    pub max_rss_kib: u64,
    /// How long the group's cases took (shrinking its failure not included: [`Shrink::Tried`]).
    pub elapsed: Duration,
    /// For the random group: per generator, the largest size drawn and its largest size.
    pub largest: Vec<(usize, usize)>,
    pub failure: Option<Failure>,
}

/// What became of shrinking a failing input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shrink {
    /// Not tried, for this reason.
    NotTried(&'static str),
    /// Tried: the first failing input had `from_bytes` bytes; `runs` runs were spent in `took`;
    /// `stopped` says whether the time or run bound ended it before no smaller candidate failed.
    Tried {
        from_bytes: usize,
        runs: usize,
        took: Duration,
        stopped: bool,
    },
}

/// A failing case, shrunk where it could be.
#[derive(Clone, Debug)]
pub struct Failure {
    pub verdict: Verdict,
    pub input: String,
    /// The expected output, where one is known (a checker judges otherwise).
    pub expected: Option<String>,
    pub actual: String,
    /// What is wrong: the first differing token, the checker's words, or how the run ended.
    pub detail: String,
    /// Where the input came from.
    pub origin: String,
    /// The number of the group's failing case (from 1), the one the group's figures count.
    pub case: usize,
    /// Where that case came from, and what was wrong with it: as `origin` and `detail` unless
    /// shrinking found a smaller input, to which those belong.
    pub first_origin: String,
    pub first_detail: String,
    pub shrink: Shrink,
    /// Where the input was saved.
    pub saved: Option<PathBuf>,
    /// For an interactive problem, the lost game (its whole transcript is saved beside the
    /// input, as `.transcript`).
    pub game: Option<LostGame>,
    /// The command that judges the program again on the saved input alone, where one is known.
    pub replay: Option<String>,
}

impl Failure {
    /// The size in bytes of the failing input found first and the runs spent shrinking it, if
    /// shrinking found a smaller one.
    pub fn shrunk_from(&self) -> Option<(usize, usize)> {
        match self.shrink {
            Shrink::Tried {
                from_bytes, runs, ..
            } if from_bytes > self.input.len() => Some((from_bytes, runs)),
            _ => None,
        }
    }
}

/// The whole answer.
#[derive(Clone, Debug)]
pub struct Report {
    pub problem: String,
    pub program: String,
    /// How the program was built, where the judge built it.
    pub built: Option<String>,
    /// The parts the problem's plan lacks (validator, oracle, …), which limit what was tested.
    pub missing: Vec<&'static str>,
    pub groups: Vec<GroupReport>,
    pub verdict: Verdict,
    /// The compiler's message, for CE.
    pub compile_error: Option<String>,
    pub time_limit: Duration,
    pub memory_limit_mb: u64,
}

/// The limits a run is held to.
#[derive(Clone, Copy, Debug)]
struct Limits {
    /// The judge's limit, on CPU time.
    time: Duration,
    /// The idle limit ([`idle_limit`]).
    idle: Duration,
    /// The wall-clock backstop ([`wall_backstop`]).
    wall: Duration,
    memory_kib: u64,
    address_space: Option<u64>,
}

/// How one case is judged.
#[derive(Clone, Debug)]
pub enum Expected {
    /// This output is the right one.
    Output(String),
    /// The plan's checker decides.
    Checker,
    /// No right output is known: only time, memory and a clean exit are judged.
    Unknown,
    /// An interactive problem: the plan's jury plays the program and judges the games.
    Jury,
}

/// One case to run.
#[derive(Clone, Debug)]
struct Case {
    input: String,
    expected: Expected,
    origin: String,
    /// For a random case: (generator, size), so that shrinking can draw smaller ones.
    drawn: Option<(usize, usize)>,
    /// How this case compares outputs, if not as the options say.
    comparison: Option<Comparison>,
}

impl Case {
    /// A case compared as the options say, not drawn by a generator.
    fn new(input: String, expected: Expected, origin: String) -> Case {
        Case {
            input,
            expected,
            origin,
            drawn: None,
            comparison: None,
        }
    }
}

/// What one run of one case came to.
#[derive(Clone, Debug)]
struct Outcome {
    verdict: Verdict,
    /// Stopped at a limit (CPU, idleness, the backstop) rather than ended by itself.
    killed: bool,
    cpu: Duration,
    wall: Duration,
    rss_kib: u64,
    actual: String,
    detail: String,
    /// For a lost game of an interactive problem: the strategy it was lost against and the
    /// whole transcript (`actual` holds its end).
    game: Option<LostGame>,
}

/// A game the program did not win: against which strategy, and all of it.
#[derive(Clone, Debug)]
pub struct LostGame {
    pub strategy: &'static str,
    /// The numbered transcript, `< ` the jury's lines and `> ` the program's.
    pub transcript: String,
}

impl Outcome {
    /// The outcome of a case whose program could not be run: RE, for this reason.
    fn not_run(message: &str) -> Outcome {
        Outcome {
            verdict: Verdict::Re,
            killed: false,
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            rss_kib: 0,
            actual: String::new(),
            detail: message.to_owned(),
            game: None,
        }
    }
}

/// Where an expected output may come from for an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    /// The oracle or the reference must answer (exhaustive, random): else a plan error.
    Answer,
    /// An input that may be beyond the oracle's reach (a max input, a draw of a `beyond_reach`
    /// generator): the oracle, the reference, or our binary; else time and memory alone are
    /// judged.
    BeyondReach,
    /// A smaller input tried while shrinking: as a max input.
    Shrinking,
}

/// A CE report: the program did not compile.
pub fn compile_error(problem: &Problem, program: &str, message: String) -> Report {
    Report {
        problem: problem.name.clone(),
        program: program.to_owned(),
        built: None,
        missing: Vec::new(),
        groups: Vec::new(),
        verdict: Verdict::Ce,
        compile_error: Some(message),
        time_limit: problem.time_limit,
        memory_limit_mb: problem.memory_limit_mb,
    }
}

/// The size of draw `k` (from 0) of a generator whose sizes go up to `max_size`, when it draws
/// `cases` inputs in all (`None`: as many as time allows). The draws sweep from size 1 up to
/// `max_size` on a geometric scale, again and again: small sizes first, for cheap failures, and
/// every sweep ends at `max_size`, so the largest instances are drawn however few the cases are.
pub fn draw_size(k: usize, cases: Option<usize>, max_size: usize) -> usize {
    const SWEEP: usize = 12;
    let max_size = max_size.max(1);
    let length = cases.unwrap_or(SWEEP).clamp(1, SWEEP);
    let step = k % length;
    if step + 1 == length {
        return max_size;
    }
    let fraction = step as f64 / (length - 1) as f64;
    ((max_size as f64).powf(fraction).round() as usize).clamp(1, max_size)
}

/// Runs `plan` on `program`. `Err` is a fault of the plan itself, not of the program: a
/// generated input the validator rejects, or one that no oracle can answer.
pub fn check(
    plan: &Plan,
    problem: &Problem,
    program: &Program,
    options: &Options,
) -> Result<Report, Unjudged> {
    let limits = Limits {
        time: problem.time_limit,
        idle: idle_limit(problem.time_limit),
        wall: wall_backstop(problem.time_limit),
        memory_kib: problem.memory_limit_mb * 1024,
        address_space: (options.address_space_mb > 0)
            .then(|| (options.address_space_mb << 20).max(problem.memory_limit_mb << 21)),
    };
    let engine = Engine {
        plan,
        problem: &problem.name,
        program,
        options,
        limits,
    };
    let chosen = |group: Group| match &options.groups {
        Some(groups) => groups.contains(&group) || (group == Group::Extended && options.extended),
        None => group != Group::Extended || options.extended,
    };
    let mut groups = Vec::new();
    let mut failed = false;
    for (group, title, source) in planned_groups(plan, problem, options) {
        let skipped = |title: String, why: Skipped| GroupReport {
            group,
            title,
            total: 0,
            run: 0,
            passed: 0,
            verdict: None,
            skipped: Some(why),
            max_cpu: Duration::ZERO,
            max_cpu_killed: false,
            max_wall: Duration::ZERO,
            max_rss_kib: 0,
            elapsed: Duration::ZERO,
            largest: Vec::new(),
            failure: None,
        };
        if !chosen(group) {
            // The extended samples are an opt-in group: unasked, they are not listed at all.
            if group != Group::Extended || options.groups.is_some() {
                groups.push(skipped(title, Skipped::LeftOut));
            }
            continue;
        }
        let source = match source {
            Ok(source) => source,
            Err(why) => {
                groups.push(skipped(title, why));
                continue;
            }
        };
        if failed && !options.all {
            groups.push(skipped(title, Skipped::NotRun));
            continue;
        }
        let report = engine.run_group(group, title, source, problem)?;
        failed |= report.verdict.is_some_and(|v| v != Verdict::Ac);
        groups.push(report);
    }
    let verdict = groups
        .iter()
        .filter_map(|g| g.verdict)
        .find(|&v| v != Verdict::Ac)
        .unwrap_or(Verdict::Ac);
    if verdict == Verdict::Ac
        && let Some(dir) = &options.failures_dir
    {
        clear_failures(dir, problem, program);
    }
    let missing = plan
        .parts()
        .into_iter()
        .filter(|&(part, has)| {
            !has && matches!(
                part,
                Part::Validator | Part::Oracle | Part::Random | Part::MaxInputs
            )
        })
        .map(|(part, _)| part.name())
        .collect();
    Ok(Report {
        problem: problem.name.clone(),
        program: program.label.clone(),
        built: None,
        missing,
        groups,
        verdict,
        compile_error: None,
        time_limit: problem.time_limit,
        memory_limit_mb: problem.memory_limit_mb,
    })
}

/// A group as the plan has it: which, its title, and its cases or why it has none.
type PlannedGroup = (Group, String, Result<CaseSource, Skipped>);

/// The groups of `plan` for `problem`, in order, each with its title and where its cases
/// come from, or why it has none; then one group per folder of tests given.
fn planned_groups(plan: &Plan, problem: &Problem, options: &Options) -> Vec<PlannedGroup> {
    let all_samples = samples(problem);
    let of_kind = |kind: SampleKind| -> Vec<Sample> {
        all_samples
            .iter()
            .filter(|s| s.kind() == kind)
            .cloned()
            .collect()
    };
    let generators: Vec<String> = plan
        .generators()
        .map(|(g, beyond_reach)| {
            let answered = if beyond_reach {
                ", beyond the oracle's reach"
            } else {
                ""
            };
            format!("{} (sizes up to {}{answered})", g.name, g.max_size)
        })
        .collect();
    let mut plan: Vec<PlannedGroup> = vec![
        (
            Group::Samples,
            "the statement's samples".to_owned(),
            Ok(CaseSource::Samples(of_kind(SampleKind::Official))),
        ),
        (
            Group::Edge,
            "hand-made cases".to_owned(),
            Ok(CaseSource::Samples(of_kind(SampleKind::HandMade))),
        ),
        (
            Group::Extended,
            "outside the statement".to_owned(),
            Ok(CaseSource::Samples(of_kind(SampleKind::Extended))),
        ),
        (
            Group::Exhaustive,
            plan.exhaustive
                .as_ref()
                .map_or("every small instance".to_owned(), |e| e.bound.to_owned()),
            match (&plan.exhaustive, plan.judges_outputs()) {
                (None, _) => Err(Skipped::Missing("exhaustive group")),
                (Some(_), false) => Err(Skipped::Missing("oracle")),
                (Some(_), true) => Ok(CaseSource::Exhaustive),
            },
        ),
        (
            Group::Random,
            format!("seed {}: {}", options.seed, generators.join("; ")),
            match (plan.generators().next().is_none(), plan.judges_outputs()) {
                (true, _) => Err(Skipped::Missing("random generators")),
                (false, false) => Err(Skipped::Missing("oracle")),
                (false, true) => Ok(CaseSource::Random),
            },
        ),
        (
            Group::Max,
            format!(
                "{} ms of CPU, {} MiB",
                problem.time_limit.as_millis(),
                problem.memory_limit_mb
            ),
            match plan.max_inputs {
                None => Err(Skipped::Missing("max inputs")),
                Some(_) => Ok(CaseSource::Max),
            },
        ),
    ];
    for set in &options.tests {
        plan.push((
            Group::Tests,
            set.label.clone(),
            Ok(CaseSource::Tests(set.clone())),
        ));
    }
    plan
}

struct Engine<'a> {
    plan: &'a Plan,
    /// The problem's name: the answers shared between checks are the answers of a problem.
    problem: &'a str,
    program: &'a Program,
    options: &'a Options,
    limits: Limits,
}

impl Engine<'_> {
    /// The random source of draw `k` of generator `g`.
    pub(super) fn rng(&self, g: usize, k: usize) -> Rng {
        let mut seeder = Rng::new(
            self.options.seed
                ^ (g as u64).wrapping_mul(0xA24B_AED4_963E_E407)
                ^ (k as u64).wrapping_mul(0x9FB2_1C65_1E98_DF25),
        );
        Rng::new(seeder.next_u64())
    }

    /// How `input` is judged: validated first (a rejected input is a fault of the plan), then by
    /// the checker, the oracle or the reference; where `need` allows, by our binary,
    /// or not at all when none of them answers.
    pub(super) fn expected(
        &self,
        input: &str,
        origin: &str,
        need: Need,
    ) -> Result<Expected, Unjudged> {
        match &self.options.answers {
            Some(answers) if need != Need::Shrinking => answers.get(self.problem, input, || {
                self.expected_now(input, origin, need)
            }),
            _ => self.expected_now(input, origin, need),
        }
    }

    /// [`Engine::expected`], computed.
    pub(super) fn expected_now(
        &self,
        input: &str,
        origin: &str,
        need: Need,
    ) -> Result<Expected, Unjudged> {
        self.plan.validate(input).map_err(|why| {
            Unjudged::Plan(format!(
                "the validator rejects {origin} (a generator bug): {why}\n{}",
                show_input(input)
            ))
        })?;
        if self.plan.interactive.is_some() {
            return Ok(Expected::Jury);
        }
        if self.plan.checker.is_some() {
            return Ok(Expected::Checker);
        }
        if let Some(output) = self.plan.answer(input) {
            return Ok(Expected::Output(output));
        }
        if need == Need::Answer {
            return Err(Unjudged::Plan(format!(
                "neither the oracle nor the reference answers {origin}\n{}",
                show_input(input)
            )));
        }
        let Some(ours) = &self.options.our_binary else {
            return Ok(Expected::Unknown);
        };
        let generous = RunLimits {
            wall: self.limits.wall,
            cpu: None,
            idle: None,
            address_space: self.limits.address_space,
        };
        let run = self
            .run_with(ours, input, &generous)
            .map_err(|e| Unjudged::OurBinary(format!("{e:#}")))?;
        if !run.success() {
            return Err(Unjudged::OurBinary(format!(
                "{} fails on {origin}: {}",
                ours.label,
                run.describe_failure()
            )));
        }
        Ok(Expected::Output(
            String::from_utf8_lossy(&run.stdout).into_owned(),
        ))
    }

    /// Runs `program` on `input` with `limits`.
    pub(super) fn run_with(
        &self,
        program: &Program,
        input: &str,
        limits: &RunLimits,
    ) -> anyhow::Result<Run> {
        let command: Vec<&str> = program.command.iter().map(String::as_str).collect();
        let result = match &self.options.launcher {
            Some(launcher) => run_measured_limited(launcher, &command, input.as_bytes(), limits),
            None => run_limited(
                &command,
                input.as_bytes(),
                limits.wall,
                limits.address_space,
            ),
        };
        result.with_context(|| format!("cannot run {}", program.label))
    }
}

#[cfg(test)]
mod tests {
    use super::shrink::{failure_stem, smaller_input};
    use super::*;

    #[test]
    fn verdicts_read_back() {
        for v in ["AC", "WA", "TLE", "MLE", "RE", "CE", "ILE", "BUSY"] {
            assert_eq!(Verdict::parse(v).map(Verdict::as_str), Some(v));
        }
        assert_eq!(Verdict::parse("OK"), None);
    }

    #[test]
    fn an_answer_or_a_plan_error_is_computed_once_per_problem_and_input() {
        let answers = Answers::default();
        let calls = AtomicUsize::new(0);
        let answer = |text: &str| {
            calls.fetch_add(1, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(20));
            Ok(Expected::Output(text.to_owned()))
        };
        let output = |e: Result<Expected, Unjudged>| match e {
            Ok(Expected::Output(text)) => text,
            other => panic!("{other:?}"),
        };
        std::thread::scope(|scope| {
            for _ in 0..4 {
                scope.spawn(|| assert_eq!(output(answers.get("p", "1\n", || answer("a"))), "a"));
            }
        });
        assert_eq!(
            calls.load(Ordering::SeqCst),
            1,
            "four asks, one computation"
        );
        assert_eq!(output(answers.get("q", "1\n", || answer("b"))), "b");
        assert_eq!(output(answers.get("p", "2\n", || answer("c"))), "c");
        assert_eq!(
            calls.load(Ordering::SeqCst),
            3,
            "another problem, another input"
        );
        assert_eq!(
            answers
                .get("p", "3\n", || Err(Unjudged::Plan("no answer".to_owned())))
                .err(),
            Some(Unjudged::Plan("no answer".to_owned()))
        );
        assert_eq!(
            answers.get("p", "3\n", || answer("d")).err(),
            Some(Unjudged::Plan("no answer".to_owned())),
            "the same input gets the same plan error, never an answer judged more weakly"
        );
        assert_eq!(calls.load(Ordering::SeqCst), 3);
    }

    #[test]
    fn the_shrink_order_is_by_length_then_bytes() {
        assert!(smaller_input("9\n", "10\n"));
        assert!(smaller_input("3 5\n", "4 5\n"));
        assert!(!smaller_input("4 5\n", "4 5\n"));
        assert!(!smaller_input("10 1\n", "9 1\n"));
    }

    #[test]
    fn every_generator_reaches_its_largest_size_and_starts_small() {
        for max_size in [1, 2, 7, 40, 60, 300, 2000, 100_000, 1_000_000_000] {
            for cases in [1, 2, 3, 5, 11, 12, 13, 40, 100, 1000] {
                let sizes: Vec<usize> = (0..cases)
                    .map(|k| draw_size(k, Some(cases), max_size))
                    .collect();
                assert_eq!(
                    sizes.iter().max(),
                    Some(&max_size),
                    "{cases} draws of sizes up to {max_size}: {sizes:?}"
                );
                assert!(sizes.iter().all(|&s| (1..=max_size).contains(&s)));
                if cases >= 3 {
                    assert_eq!(sizes[0], 1, "the first draw is the smallest");
                }
            }
            // a timed run sweeps too
            assert!((0..12).any(|k| draw_size(k, None, max_size) == max_size));
        }
        let sweep: Vec<usize> = (0..12).map(|k| draw_size(k, Some(40), 100_000)).collect();
        assert!(sweep.windows(2).all(|w| w[0] <= w[1]), "{sweep:?}");
        assert!(
            sweep.iter().filter(|&&s| s >= 10_000).count() >= 3,
            "{sweep:?}"
        );
    }

    #[test]
    fn groups_are_named_by_their_ids() {
        assert_eq!(
            Group::parse_list("samples,max, tests").ok(),
            Some(vec![Group::Samples, Group::Max, Group::Tests])
        );
        let error = Group::parse_list("samples,fuzz").unwrap_err().to_string();
        assert!(
            error.contains("`fuzz`") && error.contains("exhaustive"),
            "{error}"
        );
    }

    #[test]
    fn long_inputs_are_shown_by_size_and_first_bytes() {
        assert_eq!(show_input("1\n2 3\n"), "1\n2 3\n");
        let long_line = format!("1\n{}\n", "7 ".repeat(3000));
        let shown = show_input(&long_line);
        assert!(shown.starts_with("[6003 bytes in 2 lines"), "{shown}");
        assert!(shown.len() < 400, "{shown}");
        let many: String = (0..100).map(|i| format!("{i}\n")).collect();
        let shown = show_input(&many);
        assert!(shown.contains("[… 88 more lines]"), "{shown}");
    }

    #[test]
    fn failures_of_two_programs_with_one_short_name_are_saved_apart() {
        let program = |label: &str| Program {
            label: label.to_owned(),
            command: vec!["/bin/true".to_owned()],
        };
        let a = program("contest/a/main.cpp");
        let b = program("contest/b/main.cpp");
        assert_ne!(failure_stem(&a), failure_stem(&b));
        assert_eq!(
            failure_stem(&a),
            failure_stem(&program("contest/a/main.cpp"))
        );
        assert!(failure_stem(&a).starts_with("main.cpp-"));
    }

    #[test]
    fn a_tle_report_says_which_input_each_figure_belongs_to() {
        let failure = Failure {
            verdict: Verdict::Tle,
            input: "1\n".to_owned(),
            expected: None,
            actual: String::new(),
            detail: "killed after 2300 ms of CPU time".to_owned(),
            origin: "an input shrunk from max input \"big\"".to_owned(),
            case: 17,
            first_origin: "max input \"big\"".to_owned(),
            first_detail: "killed after 2210 ms of CPU time".to_owned(),
            shrink: Shrink::Tried {
                from_bytes: 900,
                runs: 5,
                took: Duration::from_millis(1500),
                stopped: false,
            },
            saved: None,
            game: None,
            replay: None,
        };
        let group = GroupReport {
            group: Group::Max,
            title: "max".to_owned(),
            total: 20,
            run: 17,
            passed: 16,
            verdict: Some(Verdict::Tle),
            skipped: None,
            max_cpu: Duration::from_millis(2210),
            max_cpu_killed: true,
            max_wall: Duration::from_millis(9000),
            max_rss_kib: 1024,
            elapsed: Duration::from_secs(20),
            largest: Vec::new(),
            failure: Some(failure),
        };
        let report = Report {
            problem: "p".to_owned(),
            program: "a.py".to_owned(),
            built: None,
            missing: Vec::new(),
            groups: vec![group],
            verdict: Verdict::Tle,
            compile_error: None,
            time_limit: Duration::from_secs(2),
            memory_limit_mb: 256,
        };
        let text = report.text();
        assert!(text.contains("TLE    ≥2.2 s    9.0 s"), "{text}");
        assert!(
            text.contains(
                "TLE on case 17 of max inputs (max input \"big\"): killed after 2210 ms of CPU \
                 time\nshrunk from 900 to 2 bytes in 5 runs (1.5 s); TLE on the shrunk input: killed after \
                 2300 ms"
            ),
            "{text}"
        );
        let json = report.json();
        assert_eq!(json["groups"][0]["max_cpu_killed"], true);
        assert_eq!(json["groups"][0]["failure"]["case"], 17);
        assert_eq!(json["wall_backstop_ms"], 50_000);
        assert_eq!(json["idle_limit_ms"], 2000);
    }

    #[test]
    fn each_way_a_run_is_stopped_has_its_own_verdict() {
        static PLAN: Plan = Plan::NONE;
        let program = Program {
            label: "p".to_owned(),
            command: vec!["p".to_owned()],
        };
        let options = Options::default();
        let time = Duration::from_millis(500);
        let engine = Engine {
            plan: &PLAN,
            problem: PLAN.name,
            program: &program,
            options: &options,
            limits: Limits {
                time,
                idle: idle_limit(time),
                wall: wall_backstop(time),
                memory_kib: 1 << 20,
                address_space: None,
            },
        };
        let verdict = |status: Status, cpu_ms: u64, wall_ms: u64| {
            let run = Run {
                status,
                stdout: Vec::new(),
                stderr: Vec::new(),
                wall: Duration::from_millis(wall_ms),
                cpu: Duration::from_millis(cpu_ms),
                peak_rss_kib: 1,
            };
            engine.limits_verdict(&run).expect("a verdict")
        };
        let (tle, why) = verdict(Status::CpuLimit, 550, 9000);
        assert_eq!(tle, Verdict::Tle);
        assert!(why.contains("killed after 550 ms of CPU time"), "{why}");
        let (ile, why) = verdict(Status::Idle, 20, 1100);
        assert_eq!(ile, Verdict::Ile);
        assert!(
            why.starts_with("idle: no CPU time used for 1000 ms"),
            "{why}"
        );
        let (busy, why) = verdict(Status::TimedOut, 300, 20_000);
        assert_eq!(busy, Verdict::Busy);
        assert!(
            why.starts_with("not judged: the machine is too busy"),
            "{why}"
        );
        assert_eq!(wall_backstop(time), Duration::from_secs(20));
        assert_eq!(idle_limit(Duration::from_secs(3)), Duration::from_secs(3));
    }
}
