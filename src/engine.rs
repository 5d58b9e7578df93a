//! The test engine: one problem's test plan ([`Spec`]) run on any program, answering like an online
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
//! it started, against the problem's limit; a wall-clock guard of [`WALL_GUARD`] times the limit
//! (plus a second) kills a program that sleeps or blocks, and that is TLE too.

use crate::compare::{Comparison, compare, compare_floats, compare_lines, compare_tokens};
use crate::run::{Limits as RunLimits, Run, Status, run_limited, run_measured_limited};
use crate::samples::{Sample, SampleKind, samples};
use crate::testdir::TestSet;
use crate::workspace::Problem;
use plan_kit::Spec;
use plan_kit::rng::Rng;
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
    /// Compilation error.
    Ce,
}

impl Verdict {
    /// The verdict as judges write it.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Re => "RE",
            Verdict::Ce => "CE",
        }
    }

    /// The verdict named `text` (`AC`, `WA`, …).
    pub fn parse(text: &str) -> Option<Verdict> {
        [
            Verdict::Ac,
            Verdict::Wa,
            Verdict::Tle,
            Verdict::Mle,
            Verdict::Re,
            Verdict::Ce,
        ]
        .into_iter()
        .find(|v| v.as_str() == text)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A program to judge: a command line, and how to name it.
#[derive(Clone, Debug)]
pub struct Program {
    pub label: String,
    pub command: Vec<String>,
}

/// The wall-clock guard: a run is killed after this many times the judge's time limit, plus a
/// second, whatever CPU time it used, so that a program that sleeps or blocks cannot hang the
/// judge (TLE). Room for a loaded machine: CPU time, not wall time, is what is judged.
pub const WALL_GUARD: u32 = 4;

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
    /// Report progress on stderr.
    pub progress: bool,
    /// The program whose output is taken as expected where the plan cannot answer: on max inputs
    /// and on the smaller inputs tried while shrinking.
    pub fallback: Option<Program>,
    /// Where the smallest failing input is saved.
    pub failures_dir: Option<PathBuf>,
    /// The address-space cap of a run in MiB (0: none), a safety net against runaway allocation.
    pub address_space_mb: u64,
    /// Expected outputs shared between judgements of the same plan (several programs judged on
    /// the same inputs compute each answer once); none by default.
    pub answers: Option<Arc<Answers>>,
    /// How long shrinking one failure may take.
    pub shrink_seconds: f64,
}

/// The plan's answers to inputs already seen, shared between judgements in one process: the
/// oracle is deterministic, so an input's answer is computed once, however many programs are
/// judged on it. Concurrent requests for the same input wait for the first.
#[derive(Default)]
pub struct Answers {
    /// (problem, input) to the cell its answer is or will be in.
    by_input: Mutex<HashMap<(&'static str, String), AnswerCell>>,
}

type AnswerCell = Arc<OnceLock<Result<Expected, String>>>;

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
        name: &'static str,
        input: &str,
        answer: impl FnOnce() -> Result<Expected, String>,
    ) -> Result<Expected, String> {
        let cell = self
            .by_input
            .lock()
            .expect("lock")
            .entry((name, input.to_owned()))
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
            progress: false,
            fallback: None,
            failures_dir: None,
            address_space_mb: 4096,
            answers: None,
            shrink_seconds: SHRINK_SECONDS,
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
    pub fn parse_list(list: &str) -> Result<Vec<Group>, String> {
        let ids: Vec<&str> = Group::ALL.iter().map(|g| g.id()).collect();
        list.split(',')
            .map(str::trim)
            .filter(|word| !word.is_empty())
            .map(|word| {
                Group::ALL
                    .into_iter()
                    .find(|g| g.id() == word)
                    .ok_or_else(|| {
                        format!("unknown group `{word}`; the groups are {}", ids.join(","))
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
    /// The largest CPU time and wall time of a run.
    pub max_cpu: Duration,
    pub max_wall: Duration,
    pub max_rss_kib: u64,
    /// How long the group took, shrinking included.
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
    /// Tried: the first failing input had `from_bytes` bytes; `runs` runs were spent; `stopped`
    /// says whether the time or run bound ended it before no smaller candidate failed.
    Tried {
        from_bytes: usize,
        runs: usize,
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
    pub shrink: Shrink,
    /// Where the input was saved.
    pub saved: Option<PathBuf>,
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
    /// The wall-clock guard.
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

/// What one run of one case came to.
#[derive(Clone, Debug)]
struct Outcome {
    verdict: Verdict,
    cpu: Duration,
    wall: Duration,
    rss_kib: u64,
    actual: String,
    detail: String,
}

/// Where an expected output may come from for an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    /// The oracle or the reference must answer (exhaustive, random): else a plan error.
    Answer,
    /// A max input: the oracle, the reference, or the fallback program; else time and memory
    /// alone are judged.
    MaxInput,
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

/// Runs `spec`'s plan on `program`. `Err` is a fault of the plan itself, not of the program: a
/// generated input the validator rejects, or one that no oracle can answer.
pub fn judge(
    spec: &Spec,
    problem: &Problem,
    program: &Program,
    options: &Options,
) -> Result<Report, String> {
    let limits = Limits {
        time: problem.time_limit,
        wall: problem.time_limit * WALL_GUARD + Duration::from_secs(1),
        memory_kib: problem.memory_limit_mb * 1024,
        address_space: (options.address_space_mb > 0)
            .then(|| (options.address_space_mb << 20).max(problem.memory_limit_mb << 21)),
    };
    let engine = Engine {
        spec,
        program,
        options,
        limits,
    };
    let all_samples = samples(problem);
    let of_kind = |kind: SampleKind| -> Vec<Sample> {
        all_samples
            .iter()
            .filter(|s| s.kind() == kind)
            .cloned()
            .collect()
    };
    let chosen = |group: Group| match &options.groups {
        Some(groups) => groups.contains(&group) || (group == Group::Extended && options.extended),
        None => group != Group::Extended || options.extended,
    };
    let generators: Vec<String> = spec
        .random
        .iter()
        .map(|g| format!("{} (sizes up to {})", g.name, g.max_size))
        .collect();
    let mut plan: Vec<(Group, String, Result<CaseSource, Skipped>)> = vec![
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
            spec.exhaustive
                .as_ref()
                .map_or("every small instance".to_owned(), |e| e.bound.to_owned()),
            match (&spec.exhaustive, spec.has_answers()) {
                (None, _) => Err(Skipped::Missing("exhaustive group")),
                (Some(_), false) => Err(Skipped::Missing("oracle")),
                (Some(_), true) => Ok(CaseSource::Exhaustive),
            },
        ),
        (
            Group::Random,
            format!("seed {}: {}", options.seed, generators.join("; ")),
            match (spec.random.is_empty(), spec.has_answers()) {
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
            match spec.max_inputs {
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

    let mut groups = Vec::new();
    let mut failed = false;
    for (group, title, source) in plan {
        let skipped = |title: String, why: Skipped| GroupReport {
            group,
            title,
            total: 0,
            run: 0,
            passed: 0,
            verdict: None,
            skipped: Some(why),
            max_cpu: Duration::ZERO,
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
    let missing = spec
        .parts()
        .into_iter()
        .filter(|&(part, has, _)| {
            !has && matches!(
                part,
                "validator" | "oracle" | "random generators" | "max inputs"
            )
        })
        .map(|(part, _, _)| part)
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

/// Where a group's cases come from.
enum CaseSource {
    Samples(Vec<Sample>),
    Exhaustive,
    Random,
    Max,
    Tests(TestSet),
}

struct Engine<'a> {
    spec: &'a Spec,
    program: &'a Program,
    options: &'a Options,
    limits: Limits,
}

impl Engine<'_> {
    fn run_group(
        &self,
        group: Group,
        title: String,
        source: CaseSource,
        problem: &Problem,
    ) -> Result<GroupReport, String> {
        let started = Instant::now();
        let progress = Progress::new(self.options.progress, group, &title);
        let mut largest = Vec::new();
        let (total, outcomes) = match source {
            CaseSource::Samples(samples) => {
                let cases: Vec<Case> = samples
                    .iter()
                    .map(|sample| {
                        let (input, output) = sample.read();
                        let expected = match (self.spec.checker, output) {
                            (Some(_), _) => Expected::Checker,
                            (None, Some(output)) => Expected::Output(output),
                            (None, None) => Expected::Unknown,
                        };
                        Case {
                            input,
                            expected,
                            origin: format!("sample {}", sample.input.display()),
                            drawn: None,
                            comparison: None,
                        }
                    })
                    .collect();
                let n = cases.len();
                (
                    n,
                    self.run_cases(n, &progress, None, |i| Ok(cases[i].clone()))?,
                )
            }
            CaseSource::Tests(set) => {
                let n = set.cases.len();
                let outcomes = self.run_cases(n, &progress, None, |i| {
                    let test = &set.cases[i];
                    Ok(Case {
                        input: test.input.clone(),
                        expected: match self.spec.checker {
                            Some(_) => Expected::Checker,
                            None => Expected::Output(test.output.clone()),
                        },
                        origin: format!("test {} of {}", test.name, set.label),
                        drawn: None,
                        comparison: test.comparison,
                    })
                })?;
                (n, outcomes)
            }
            CaseSource::Exhaustive => {
                let inputs = self.spec.exhaustive_inputs();
                let n = inputs.len();
                let outcomes = self.run_cases(n, &progress, None, |i| {
                    let input = inputs[i].clone();
                    let origin = format!("exhaustive input {} of {n}", i + 1);
                    let expected = self.expected(&input, &origin, Need::Answer)?;
                    Ok(Case {
                        input,
                        expected,
                        origin,
                        drawn: None,
                        comparison: None,
                    })
                })?;
                (n, outcomes)
            }
            CaseSource::Random => {
                let generators = self.spec.random;
                let per_generator = |g: usize| self.options.cases.unwrap_or(generators[g].cases);
                let deadline = self.options.seconds.map(Duration::from_secs_f64);
                let n = if deadline.is_some() {
                    usize::MAX
                } else {
                    (0..generators.len()).map(per_generator).sum()
                };
                // Case i is the k-th draw of generator g, interleaved so that every generator
                // starts early; each generator's sizes sweep from 1 to its largest, again and
                // again ([`draw_size`]).
                let schedule: Vec<(usize, usize)> = if deadline.is_some() {
                    Vec::new()
                } else {
                    let mut schedule = Vec::new();
                    let most = (0..generators.len()).map(per_generator).max().unwrap_or(0);
                    for k in 0..most {
                        for g in 0..generators.len() {
                            if k < per_generator(g) {
                                schedule.push((g, k));
                            }
                        }
                    }
                    schedule
                };
                let drawn = |i: usize| {
                    let (g, k) = schedule
                        .get(i)
                        .copied()
                        .unwrap_or((i % generators.len(), i / generators.len()));
                    let cases = deadline.is_none().then(|| per_generator(g));
                    (g, k, draw_size(k, cases, generators[g].max_size))
                };
                let outcomes = self.run_cases(n, &progress, deadline, |i| {
                    let (g, k, size) = drawn(i);
                    let generator = &generators[g];
                    let input = (generator.generate)(&mut self.rng(g, k), size);
                    let origin = format!(
                        "random generator \"{}\", size {size} of {}, draw {} (seed {})",
                        generator.name,
                        generator.max_size,
                        k + 1,
                        self.options.seed
                    );
                    let expected = self.expected(&input, &origin, Need::Answer)?;
                    Ok(Case {
                        input,
                        expected,
                        origin,
                        drawn: Some((g, size)),
                        comparison: None,
                    })
                })?;
                largest = generators.iter().map(|g| (0, g.max_size)).collect();
                for (case, _) in &outcomes {
                    if let Some((g, size)) = case.drawn {
                        largest[g].0 = largest[g].0.max(size);
                    }
                }
                let total = if deadline.is_some() {
                    outcomes.len()
                } else {
                    n
                };
                (total, outcomes)
            }
            CaseSource::Max => {
                let inputs = self.spec.max_inputs();
                let n = inputs.len();
                let outcomes = self.run_cases(n, &progress, None, |i| {
                    let input = inputs[i].input.clone();
                    let origin = format!("max input \"{}\"", inputs[i].label);
                    let expected = self.expected(&input, &origin, Need::MaxInput)?;
                    Ok(Case {
                        input,
                        expected,
                        origin,
                        drawn: None,
                        comparison: None,
                    })
                })?;
                (n, outcomes)
            }
        };

        let run = outcomes.len();
        let passed = outcomes
            .iter()
            .filter(|(_, o)| o.verdict == Verdict::Ac)
            .count();
        let max_cpu = outcomes
            .iter()
            .map(|(_, o)| o.cpu)
            .max()
            .unwrap_or_default();
        let max_wall = outcomes
            .iter()
            .map(|(_, o)| o.wall)
            .max()
            .unwrap_or_default();
        let max_rss_kib = outcomes.iter().map(|(_, o)| o.rss_kib).max().unwrap_or(0);
        let failing = outcomes.into_iter().find(|(_, o)| o.verdict != Verdict::Ac);
        let verdict = (total > 0 || run > 0)
            .then(|| failing.as_ref().map_or(Verdict::Ac, |(_, o)| o.verdict));
        let failure = match failing {
            None => None,
            Some((case, outcome)) => Some(self.failure(case, outcome, problem)?),
        };
        let elapsed = started.elapsed();
        progress.finish(elapsed);
        Ok(GroupReport {
            group,
            title,
            total,
            run,
            passed,
            skipped: verdict.is_none().then_some(Skipped::NoCases),
            verdict,
            max_cpu,
            max_wall,
            max_rss_kib,
            elapsed,
            largest,
            failure,
        })
    }

    /// The random source of draw `k` of generator `g`.
    fn rng(&self, g: usize, k: usize) -> Rng {
        let mut seeder = Rng::new(
            self.options.seed
                ^ (g as u64).wrapping_mul(0xA24B_AED4_963E_E407)
                ^ (k as u64).wrapping_mul(0x9FB2_1C65_1E98_DF25),
        );
        Rng::new(seeder.next_u64())
    }

    /// How `input` is judged: validated first (a rejected input is a fault of the plan), then by
    /// the checker, the oracle or the reference; where `need` allows, by the fallback program,
    /// or not at all when none of them answers.
    fn expected(&self, input: &str, origin: &str, need: Need) -> Result<Expected, String> {
        match &self.options.answers {
            Some(answers) if need != Need::Shrinking => answers.get(self.spec.name, input, || {
                self.expected_now(input, origin, need)
            }),
            _ => self.expected_now(input, origin, need),
        }
    }

    /// [`Engine::expected`], computed.
    fn expected_now(&self, input: &str, origin: &str, need: Need) -> Result<Expected, String> {
        self.spec.validate(input).map_err(|why| {
            format!(
                "plan error: the validator rejects {origin} (a generator bug): {why}\n{}",
                show_input(input)
            )
        })?;
        if self.spec.checker.is_some() {
            return Ok(Expected::Checker);
        }
        if let Some(output) = self.spec.answer(input) {
            return Ok(Expected::Output(output));
        }
        if need == Need::Answer {
            return Err(format!(
                "plan error: neither the oracle nor the reference answers {origin}\n{}",
                show_input(input)
            ));
        }
        let Some(fallback) = &self.options.fallback else {
            return Ok(Expected::Unknown);
        };
        let generous = RunLimits {
            wall: self.limits.wall * 4,
            cpu: None,
            address_space: self.limits.address_space,
        };
        let run = self.run_with(fallback, input, &generous)?;
        if !run.success() {
            return Err(format!(
                "the reference program {} fails on {origin}: {}",
                fallback.label,
                run.describe_failure()
            ));
        }
        Ok(Expected::Output(
            String::from_utf8_lossy(&run.stdout).into_owned(),
        ))
    }

    /// Runs `program` on `input` with `limits`.
    fn run_with(&self, program: &Program, input: &str, limits: &RunLimits) -> Result<Run, String> {
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
        result.map_err(|e| format!("cannot run {}: {e}", program.label))
    }

    /// Runs the program on `case` and judges the run.
    fn judge_case(&self, case: &Case) -> Outcome {
        let limits = RunLimits {
            wall: self.limits.wall,
            // Killed a little past the limit, so that a run just over it is measured, not cut.
            cpu: Some(self.limits.time + self.limits.time / 10),
            address_space: self.limits.address_space,
        };
        let run = match self.run_with(self.program, &case.input, &limits) {
            Ok(run) => run,
            Err(message) => {
                return Outcome {
                    verdict: Verdict::Re,
                    cpu: Duration::ZERO,
                    wall: Duration::ZERO,
                    rss_kib: 0,
                    actual: String::new(),
                    detail: message,
                };
            }
        };
        let actual = String::from_utf8_lossy(&run.stdout).into_owned();
        let outcome = |verdict, detail: String| Outcome {
            verdict,
            cpu: run.cpu,
            wall: run.wall,
            rss_kib: run.peak_rss_kib,
            actual: actual.clone(),
            detail,
        };
        let stderr = String::from_utf8_lossy(&run.stderr);
        let out_of_memory = ["memory allocation of", "bad_alloc", "MemoryError"]
            .iter()
            .find(|sign| stderr.contains(*sign));
        let limit_ms = self.limits.time.as_millis();
        match run.status {
            Status::CpuLimit => {
                return outcome(
                    Verdict::Tle,
                    format!(
                        "killed after {} ms of CPU time (the limit is {limit_ms} ms; {} ms of wall \
                         time)",
                        run.cpu.as_millis(),
                        run.wall.as_millis()
                    ),
                );
            }
            Status::TimedOut => {
                return outcome(
                    Verdict::Tle,
                    format!(
                        "killed by the wall-clock guard after {} ms of wall time ({WALL_GUARD}× the \
                         {limit_ms} ms limit, plus 1 s), having used only {} ms of CPU time: the \
                         program sleeps or waits (for input it never gets?), or this machine is \
                         overloaded",
                        run.wall.as_millis(),
                        run.cpu.as_millis()
                    ),
                );
            }
            Status::OutputLimit => {
                return outcome(Verdict::Wa, run.describe_failure());
            }
            _ => {}
        }
        if run.cpu > self.limits.time {
            return outcome(
                Verdict::Tle,
                format!(
                    "{} ms of CPU time, over the {limit_ms} ms limit ({} ms of wall time)",
                    run.cpu.as_millis(),
                    run.wall.as_millis()
                ),
            );
        }
        let peak_mib = run.peak_rss_kib as f64 / 1024.0;
        let limit_mib = self.limits.memory_kib / 1024;
        if run.peak_rss_kib > self.limits.memory_kib {
            return outcome(
                Verdict::Mle,
                format!("a peak of {peak_mib:.1} MiB of memory, over the {limit_mib} MiB limit"),
            );
        }
        if !run.success()
            && let Some(sign) = out_of_memory
        {
            let cap = self.limits.address_space.map_or(String::new(), |bytes| {
                format!(" under the address-space cap of {} MiB", bytes >> 20)
            });
            return outcome(
                Verdict::Mle,
                format!(
                    "an allocation failed{cap} (the program printed `{sign}`), so it asked for \
                     more memory than that at once; its resident peak before that was \
                     {peak_mib:.1} MiB (the limit is {limit_mib} MiB)"
                ),
            );
        }
        if !run.success() {
            return outcome(
                Verdict::Re,
                format!("the program {}", run.describe_failure()),
            );
        }
        let Ok(text) = std::str::from_utf8(&run.stdout) else {
            let at = std::str::from_utf8(&run.stdout)
                .err()
                .map_or(0, |e| e.valid_up_to());
            return outcome(
                Verdict::Wa,
                format!("the output is not UTF-8 (an invalid byte at offset {at})"),
            );
        };
        let judged = match &case.expected {
            Expected::Output(expected) => {
                match case.comparison.unwrap_or(self.options.comparison) {
                    Comparison::Tokens => compare_tokens(expected, text),
                    Comparison::Exact => compare(expected, text),
                    Comparison::Lines => compare_lines(expected, text),
                    Comparison::Float { absolute, relative } => {
                        compare_floats(expected, text, absolute, relative)
                    }
                }
                .map_err(|mismatch| mismatch.to_string())
            }
            Expected::Checker => (self.spec.checker.expect("a checker"))(&case.input, text),
            Expected::Unknown => Ok(()),
        };
        match judged {
            Ok(()) => outcome(Verdict::Ac, String::new()),
            Err(why) => outcome(Verdict::Wa, why),
        }
    }

    /// Runs `n` cases (`make(i)` builds case i) on the program with `jobs` workers and returns
    /// the outcomes up to the first failing case, in order. Stops drawing at `deadline`, if any.
    fn run_cases(
        &self,
        n: usize,
        progress: &Progress,
        deadline: Option<Duration>,
        make: impl Fn(usize) -> Result<Case, String> + Sync,
    ) -> Result<Vec<(Case, Outcome)>, String> {
        let next = AtomicUsize::new(0);
        let first_failure = AtomicUsize::new(usize::MAX);
        let results: Mutex<Vec<(usize, Case, Outcome)>> = Mutex::new(Vec::new());
        let plan_error: Mutex<Option<(usize, String)>> = Mutex::new(None);
        let started = Instant::now();
        std::thread::scope(|scope| {
            for _ in 0..self.options.jobs.max(1) {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        if i >= n
                            || i > first_failure.load(Ordering::SeqCst)
                            || deadline.is_some_and(|d| started.elapsed() >= d)
                        {
                            break;
                        }
                        let case = match make(i) {
                            Ok(case) => case,
                            Err(message) => {
                                let mut error = plan_error.lock().expect("lock");
                                if error.as_ref().is_none_or(|(j, _)| i < *j) {
                                    *error = Some((i, message));
                                }
                                first_failure.fetch_min(i, Ordering::SeqCst);
                                break;
                            }
                        };
                        let outcome = self.judge_case(&case);
                        if outcome.verdict != Verdict::Ac {
                            first_failure.fetch_min(i, Ordering::SeqCst);
                        }
                        progress.tick();
                        results.lock().expect("lock").push((i, case, outcome));
                    }
                });
            }
        });
        let mut results = results.into_inner().expect("lock");
        results.sort_by_key(|(i, _, _)| *i);
        if let Some((at, message)) = plan_error.into_inner().expect("lock")
            && results
                .iter()
                .all(|(i, _, o)| *i < at || o.verdict == Verdict::Ac)
        {
            return Err(message);
        }
        let end = results
            .iter()
            .position(|(_, _, o)| o.verdict != Verdict::Ac)
            .map_or(results.len(), |p| p + 1);
        results.truncate(end);
        Ok(results.into_iter().map(|(_, c, o)| (c, o)).collect())
    }

    /// The failure of `case`, shrunk, and saved.
    fn failure(&self, case: Case, outcome: Outcome, problem: &Problem) -> Result<Failure, String> {
        let first_size = case.input.len();
        let (case, outcome, shrink) = if self.spec.shrink.is_none() && case.drawn.is_none() {
            (case, outcome, Shrink::NotTried("the plan has no shrinker"))
        } else {
            let (case, outcome, runs, stopped) = self.shrink(case, outcome)?;
            let shrink = Shrink::Tried {
                from_bytes: first_size,
                runs,
                stopped,
            };
            (case, outcome, shrink)
        };
        let expected = match &case.expected {
            Expected::Output(output) => Some(output.clone()),
            _ => None,
        };
        let mut failure = Failure {
            verdict: outcome.verdict,
            expected,
            actual: outcome.actual,
            detail: outcome.detail,
            origin: case.origin,
            shrink,
            saved: None,
            input: case.input,
        };
        if let Some(dir) = &self.options.failures_dir {
            failure.saved = save(dir, problem, self.program, &failure).ok();
        }
        Ok(failure)
    }

    /// The smallest failing case found from `case`: smaller draws of the same generator first (on
    /// a geometric scale of sizes, within half the time and run bounds), then the plan's shrinker until no smaller candidate fails (a candidate fails as the case
    /// does: WA or RE for either, TLE for TLE, MLE for MLE). Beyond the oracle's reach the
    /// expected output is the fallback program's. Returns it, its outcome, the runs spent, and
    /// whether the time or run bound stopped it.
    fn shrink(&self, case: Case, outcome: Outcome) -> Result<(Case, Outcome, usize, bool), String> {
        const MAX_RUNS: usize = 3000;
        const DRAWS_PER_SIZE: usize = 30;
        let budget = Duration::from_secs_f64(self.options.shrink_seconds.max(0.0));
        let started = Instant::now();
        let class = |v: Verdict| match v {
            Verdict::Wa | Verdict::Re => Verdict::Wa,
            other => other,
        };
        let failing_class = class(outcome.verdict);
        let (mut best, mut best_outcome, mut runs) = (case, outcome, 0usize);
        let fails = |o: &Outcome| o.verdict != Verdict::Ac && class(o.verdict) == failing_class;
        let within_budget = |runs: usize| runs < MAX_RUNS && started.elapsed() < budget;
        let mut stopped = false;

        if let Some((g, size)) = best.drawn {
            let generator = &self.spec.random[g];
            // sizes on a geometric scale below the failing one, smallest first, within half the
            // bounds: the plan's shrinker gets the rest
            let sizes = std::iter::successors(Some(1usize), |&s| Some((s * 3 / 2).max(s + 1)))
                .take_while(|&s| s < size);
            'sizes: for smaller in sizes {
                for draw in 0..DRAWS_PER_SIZE {
                    if !within_budget(runs) {
                        stopped = true;
                        break 'sizes;
                    }
                    if started.elapsed() >= budget / 2 || runs >= MAX_RUNS / 2 {
                        break 'sizes;
                    }
                    let mut rng = self.rng(g, 1_000_000 + smaller * DRAWS_PER_SIZE + draw);
                    let input = (generator.generate)(&mut rng, smaller);
                    let origin = format!(
                        "random generator \"{}\", size {smaller} (drawn while shrinking)",
                        generator.name
                    );
                    let expected = self.expected(&input, &origin, Need::Answer)?;
                    let candidate = Case {
                        input,
                        expected,
                        origin,
                        drawn: Some((g, smaller)),
                        comparison: best.comparison,
                    };
                    runs += 1;
                    let outcome = self.judge_case(&candidate);
                    if fails(&outcome) {
                        if smaller_input(&candidate.input, &best.input) {
                            best = candidate;
                            best_outcome = outcome;
                        }
                        break 'sizes;
                    }
                }
            }
        }

        let first_origin = best.origin.clone();
        'rounds: while !stopped {
            for input in self.spec.shrink(&best.input) {
                if !within_budget(runs) {
                    stopped = true;
                    break 'rounds;
                }
                if !smaller_input(&input, &best.input) || self.spec.validate(&input).is_err() {
                    continue;
                }
                let Ok(expected) = self.expected(&input, "a shrunk input", Need::Shrinking) else {
                    continue;
                };
                if matches!(expected, Expected::Unknown) && failing_class == Verdict::Wa {
                    // A wrong answer cannot be told without a right one.
                    continue;
                }
                let candidate = Case {
                    input,
                    expected,
                    origin: format!("an input shrunk from {first_origin}"),
                    drawn: None,
                    comparison: best.comparison,
                };
                runs += 1;
                let outcome = self.judge_case(&candidate);
                if fails(&outcome) {
                    best = candidate;
                    best_outcome = outcome;
                    continue 'rounds;
                }
            }
            break;
        }
        Ok((best, best_outcome, runs, stopped))
    }
}

/// True iff `a` is smaller than `b`: shorter, or as long and earlier in byte order (a lowered
/// value of the same width). Shrinking only moves down this order, so it ends.
fn smaller_input(a: &str, b: &str) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// The name the failures of `program` are saved under: its label made safe for a file name, cut
/// short, and a hash of the whole label (a file's absolute path), so that two attempts never
/// overwrite each other's failure, and the same attempt, fixed, clears its own.
fn failure_stem(program: &Program) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let path = Path::new(&program.label);
    match path.is_file().then(|| path.canonicalize()) {
        Some(Ok(absolute)) => absolute.hash(&mut hasher),
        _ => program.label.hash(&mut hasher),
    }
    let label = program.label.rsplit('/').next().unwrap_or(&program.label);
    let name: String = label
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .take(40)
        .collect();
    let name = name.trim_matches('_');
    let name = if name.is_empty() { "program" } else { name };
    format!("{name}-{:08x}", hasher.finish() as u32)
}

/// Saves a failure under `dir/<problem>/` as `<stem>.in`, `.expected`, `.actual`; returns the
/// input's path.
fn save(
    dir: &Path,
    problem: &Problem,
    program: &Program,
    failure: &Failure,
) -> std::io::Result<PathBuf> {
    let dir = dir.join(&problem.name);
    fs::create_dir_all(&dir)?;
    let stem = failure_stem(program);
    let input = dir.join(format!("{stem}.in"));
    fs::write(&input, &failure.input)?;
    let expected = dir.join(format!("{stem}.expected"));
    match &failure.expected {
        Some(text) => fs::write(&expected, text)?,
        None => {
            let _ = fs::remove_file(&expected);
        }
    }
    fs::write(dir.join(format!("{stem}.actual")), &failure.actual)?;
    Ok(input)
}

/// Removes the saved failure of `program`, which is now accepted.
fn clear_failures(dir: &Path, problem: &Problem, program: &Program) {
    let stem = failure_stem(program);
    for extension in ["in", "expected", "actual"] {
        let _ = fs::remove_file(dir.join(&problem.name).join(format!("{stem}.{extension}")));
    }
}

/// An input for a message: whole if it is short; otherwise its size and its first lines, each
/// cut short.
pub fn show_input(text: &str) -> String {
    const LINES: usize = 12;
    const WIDTH: usize = 160;
    let lines: Vec<&str> = text.lines().collect();
    let short = text.len() <= 2000 && lines.len() <= 40 && lines.iter().all(|l| l.len() <= WIDTH);
    if short {
        return text.to_owned();
    }
    let mut shown = format!(
        "[{} bytes in {} lines; the first {}:]\n",
        text.len(),
        lines.len(),
        LINES.min(lines.len())
    );
    for line in lines.iter().take(LINES) {
        match line.char_indices().nth(WIDTH) {
            None => shown.push_str(line),
            Some((cut, _)) => write!(
                shown,
                "{} [… {} more bytes]",
                &line[..cut],
                line.len() - cut
            )
            .unwrap(),
        }
        shown.push('\n');
    }
    if lines.len() > LINES {
        writeln!(shown, "[… {} more lines]", lines.len() - LINES).unwrap();
    }
    shown
}

/// Progress on stderr: a bar when stderr is a terminal, plain lines otherwise, nothing if off.
struct Progress {
    bar: Option<indicatif::ProgressBar>,
    plain: bool,
    name: &'static str,
}

impl Progress {
    fn new(on: bool, group: Group, title: &str) -> Progress {
        use std::io::IsTerminal;
        if !on {
            return Progress {
                bar: None,
                plain: false,
                name: group.name(),
            };
        }
        if std::io::stderr().is_terminal() {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.set_style(
                indicatif::ProgressStyle::with_template("{spinner} {msg}: {pos} cases, {elapsed}")
                    .expect("a valid template"),
            );
            bar.set_message(group.name());
            bar.enable_steady_tick(Duration::from_millis(120));
            Progress {
                bar: Some(bar),
                plain: false,
                name: group.name(),
            }
        } else {
            eprintln!("{}: {title}…", group.name());
            Progress {
                bar: None,
                plain: true,
                name: group.name(),
            }
        }
    }

    fn tick(&self) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
    }

    fn finish(&self, elapsed: Duration) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        } else if self.plain {
            eprintln!("{}: done in {:.1} s", self.name, elapsed.as_secs_f64());
        }
    }
}

/// `n` for a table: `1.2 s` from a second, `34 ms` below.
fn duration(d: Duration) -> String {
    if d >= Duration::from_secs(1) {
        format!("{:.1} s", d.as_secs_f64())
    } else {
        format!("{} ms", d.as_millis())
    }
}

impl Report {
    /// The report as a judge's table, the smallest failing input if any, and the verdict on the
    /// last line.
    pub fn text(&self) -> String {
        let mut out = String::new();
        writeln!(out, "check {}: {}", self.problem, self.program).unwrap();
        if let Some(built) = &self.built {
            writeln!(out, "built: {built}").unwrap();
        }
        if let Some(message) = &self.compile_error {
            writeln!(out, "compilation failed:\n{}", message.trim_end()).unwrap();
            writeln!(out, "verdict: {}", self.verdict).unwrap();
            return out;
        }
        writeln!(
            out,
            "time limit {} ms of CPU time, memory limit {} MiB",
            self.time_limit.as_millis(),
            self.memory_limit_mb
        )
        .unwrap();
        writeln!(
            out,
            "{:<3} {:<17} {:>13} {:>7}  {:>8} {:>8} {:>10} {:>7}  what",
            "#", "group", "passed", "verdict", "max cpu", "max wall", "max memory", "took"
        )
        .unwrap();
        for (i, g) in self.groups.iter().enumerate() {
            let title: String = if g.title.chars().count() > 60 {
                g.title.chars().take(59).chain(['…']).collect()
            } else {
                g.title.clone()
            };
            match (g.verdict, &g.skipped) {
                (Some(v), _) => {
                    let passed = if g.run == g.total {
                        format!("{}/{}", g.passed, g.total)
                    } else {
                        format!("{}/{} of {}", g.passed, g.run, g.total)
                    };
                    writeln!(
                        out,
                        "{:<3} {:<17} {:>13} {:>7}  {:>8} {:>8} {:>10} {:>7}  {title}",
                        i + 1,
                        g.group.name(),
                        passed,
                        v.to_string(),
                        duration(g.max_cpu),
                        duration(g.max_wall),
                        format!("{:.1} MiB", g.max_rss_kib as f64 / 1024.0),
                        duration(g.elapsed),
                    )
                    .unwrap();
                }
                (None, skipped) => {
                    let why = skipped.as_ref().map_or(String::new(), Skipped::describe);
                    let what = match skipped {
                        Some(Skipped::Missing(_)) | None => why,
                        Some(_) => format!("{why}: {title}"),
                    };
                    writeln!(
                        out,
                        "{:<3} {:<17} {:>13} {:>7}  {what}",
                        i + 1,
                        g.group.name(),
                        "—",
                        "—",
                    )
                    .unwrap();
                }
            }
        }
        if !self.missing.is_empty() {
            writeln!(
                out,
                "note: {} has no {} yet, so only the groups above with a verdict ran (`judge \
                 doctor {}` says what each part adds)",
                self.problem,
                self.missing.join(", no "),
                self.problem
            )
            .unwrap();
        }
        for g in self.groups.iter().filter(|g| !g.largest.is_empty()) {
            let sizes: Vec<String> = g
                .largest
                .iter()
                .map(|(drawn, max)| format!("{drawn} of {max}"))
                .collect();
            writeln!(
                out,
                "{}: the largest sizes drawn, by generator: {}",
                g.group.name(),
                sizes.join(", ")
            )
            .unwrap();
        }
        for g in &self.groups {
            let Some(f) = &g.failure else { continue };
            writeln!(out).unwrap();
            let shrunk = match (&f.shrink, f.shrunk_from()) {
                (_, Some((bytes, runs))) => {
                    let stopped = matches!(f.shrink, Shrink::Tried { stopped: true, .. });
                    format!(
                        ", shrunk from {bytes} to {} bytes in {runs} runs{}",
                        f.input.len(),
                        if stopped {
                            " (stopped at the time bound: a smaller one may fail too)"
                        } else {
                            ""
                        }
                    )
                }
                (Shrink::Tried { stopped: true, .. }, None) => {
                    " (not shrunk: the time bound ran out first)".to_owned()
                }
                (Shrink::Tried { runs, .. }, None) => {
                    format!(" (no smaller failing input found in {runs} runs)")
                }
                (Shrink::NotTried(why), None) => format!(" (not shrunk: {why})"),
            };
            writeln!(
                out,
                "{} on {}{shrunk}: {}",
                f.verdict,
                f.origin,
                f.detail.trim_end()
            )
            .unwrap();
            if let Some(path) = &f.saved {
                writeln!(out, "saved to {}", path.display()).unwrap();
            }
            writeln!(out, "input:\n{}", indent(&show_input(&f.input))).unwrap();
            if let Some(expected) = &f.expected {
                writeln!(
                    out,
                    "expected output:\n{}",
                    indent(&crate::text::shorten(expected))
                )
                .unwrap();
            }
            if f.verdict == Verdict::Wa || !f.actual.is_empty() {
                writeln!(
                    out,
                    "actual output:\n{}",
                    indent(&crate::text::shorten(&f.actual))
                )
                .unwrap();
            }
        }
        writeln!(out, "verdict: {}", self.verdict).unwrap();
        out
    }

    /// The report as JSON.
    pub fn json(&self) -> serde_json::Value {
        let groups: Vec<serde_json::Value> = self
            .groups
            .iter()
            .map(|g| {
                json!({
                    "group": g.group.name(),
                    "title": g.title,
                    "total": g.total,
                    "run": g.run,
                    "passed": g.passed,
                    "verdict": g.verdict.map(Verdict::as_str),
                    "skipped": g.skipped.as_ref().map(Skipped::describe),
                    "max_cpu_ms": g.max_cpu.as_secs_f64() * 1000.0,
                    "max_wall_ms": g.max_wall.as_secs_f64() * 1000.0,
                    "max_memory_kib": g.max_rss_kib,
                    "elapsed_ms": g.elapsed.as_secs_f64() * 1000.0,
                    "largest_sizes": g.largest.iter().map(|(d, m)| json!({"drawn": d, "max": m})).collect::<Vec<_>>(),
                    "failure": g.failure.as_ref().map(|f| json!({
                        "verdict": f.verdict.as_str(),
                        "origin": f.origin,
                        "detail": f.detail,
                        "input": f.input,
                        "expected": f.expected,
                        "actual": f.actual,
                        "shrunk_from_bytes": f.shrunk_from().map(|(b, _)| b),
                        "shrink_runs": match f.shrink { Shrink::Tried { runs, .. } => Some(runs), Shrink::NotTried(_) => None },
                        "shrink_stopped": matches!(f.shrink, Shrink::Tried { stopped: true, .. }),
                        "saved": f.saved.as_ref().map(|p| p.display().to_string()),
                    })),
                })
            })
            .collect();
        json!({
            "problem": self.problem,
            "program": self.program,
            "built": self.built,
            "missing": self.missing,
            "time_limit_ms": self.time_limit.as_millis() as u64,
            "wall_guard": WALL_GUARD,
            "memory_limit_mb": self.memory_limit_mb,
            "compile_error": self.compile_error,
            "groups": groups,
            "verdict": self.verdict.as_str(),
        })
    }

    /// The first failure, if any.
    pub fn failure(&self) -> Option<&Failure> {
        self.groups.iter().find_map(|g| g.failure.as_ref())
    }
}

/// `text` with every line indented by two spaces.
fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("  {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_read_back() {
        for v in ["AC", "WA", "TLE", "MLE", "RE", "CE"] {
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
        let output = |e: Result<Expected, String>| match e {
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
                .get("p", "3\n", || Err("plan error".to_owned()))
                .err(),
            Some("plan error".to_owned())
        );
        assert_eq!(
            answers.get("p", "3\n", || answer("d")).err(),
            Some("plan error".to_owned()),
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
            Group::parse_list("samples,max, tests"),
            Ok(vec![Group::Samples, Group::Max, Group::Tests])
        );
        let error = Group::parse_list("samples,fuzz").unwrap_err();
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
}
