//! The test engine: one problem's test plan ([`Spec`]) run on any program, answering like an online
//! judge (AC, WA, TLE, MLE, RE) and, when the program is wrong, handing back the smallest failing
//! input it can find. `judge check` runs it on anyone's solution; the project's own tests run the
//! same engine on every crate's binary and bundle, on the seeds and on the wrong solutions.
//!
//! The groups, in order: the official samples, the hand-made edge samples, the extended samples
//! (outside the statement; only when asked), every small instance up to the plan's exhaustive bound,
//! seeded random instances, and the max-size inputs under the problem's time and memory limits. A
//! group stops at its first failing case; the first failing group stops the run unless `all`.

use crate::check::{Sample, samples};
use crate::compare::{compare, compare_tokens};
use crate::problems::Spec;
use crate::rng::Rng;
use crate::run::{Run, Status, run_limited, run_measured_limited};
use crate::workspace::Problem;
use serde_json::json;
use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::fs;
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

/// How an output is compared with the expected one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Token by token, whitespace ignored, as most judges compare.
    Tokens,
    /// Byte for byte: the collection's own solutions print the canonical form.
    Exact,
}

/// How long a run may take beyond the judge's limit on this machine before it is TLE: wall time,
/// with room for a loaded 2-core machine.
pub const TIME_SLACK: f64 = 1.5;

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
    pub comparison: Comparison,
    /// Parallel runs.
    pub jobs: usize,
    /// A judge binary that measures a program's own peak memory ([`crate::run::measure_main`]);
    /// without it the peak memory may include the judge's own.
    pub launcher: Option<PathBuf>,
    /// Report progress on stderr.
    pub progress: bool,
    /// The program whose output is taken as expected on max inputs that the plan cannot answer.
    pub fallback: Option<Program>,
    /// Where the smallest failing input is saved.
    pub failures_dir: Option<PathBuf>,
    /// The address-space cap of a run in MiB (0: none), a safety net against runaway allocation.
    pub address_space_mb: u64,
    /// Expected outputs shared between judgements of the same plan (several programs judged on
    /// the same inputs compute each answer once); none by default.
    pub answers: Option<Arc<Answers>>,
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
            comparison: Comparison::Tokens,
            jobs: std::thread::available_parallelism().map_or(2, |n| n.get()),
            launcher: None,
            progress: false,
            fallback: None,
            failures_dir: None,
            address_space_mb: 4096,
            answers: None,
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
}

impl Group {
    fn name(self) -> &'static str {
        match self {
            Group::Samples => "official samples",
            Group::Edge => "edge samples",
            Group::Extended => "extended samples",
            Group::Exhaustive => "exhaustive",
            Group::Random => "random",
            Group::Max => "max inputs",
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
    /// `None` if the group was skipped.
    pub verdict: Option<Verdict>,
    pub max_time: Duration,
    pub max_rss_kib: u64,
    pub failure: Option<Failure>,
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
    /// The size in bytes of the failing input found first, and the runs spent shrinking it.
    pub shrunk_from: Option<(usize, usize)>,
    /// Where the input was saved.
    pub saved: Option<PathBuf>,
}

/// The whole answer.
#[derive(Clone, Debug)]
pub struct Report {
    pub problem: String,
    pub program: String,
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
    /// The judge's limit; a run is killed at this times [`TIME_SLACK`].
    time: Duration,
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
}

/// What one run of one case came to.
#[derive(Clone, Debug)]
struct Outcome {
    verdict: Verdict,
    time: Duration,
    rss_kib: u64,
    actual: String,
    detail: String,
}

/// A CE report: the program did not compile.
pub fn compile_error(problem: &Problem, program: &str, message: String) -> Report {
    Report {
        problem: problem.name.clone(),
        program: program.to_owned(),
        groups: Vec::new(),
        verdict: Verdict::Ce,
        compile_error: Some(message),
        time_limit: problem.time_limit,
        memory_limit_mb: problem.memory_limit_mb,
    }
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
    let by_kind = |official: bool, extended: bool| -> Vec<Sample> {
        all_samples
            .iter()
            .filter(|s| s.is_official() == official && is_extended(s) == extended)
            .cloned()
            .collect()
    };
    let mut plan: Vec<(Group, String, CaseSource)> = vec![
        (
            Group::Samples,
            "official samples".to_owned(),
            CaseSource::Samples(by_kind(true, false)),
        ),
        (
            Group::Edge,
            "hand-made edge cases".to_owned(),
            CaseSource::Samples(by_kind(false, false)),
        ),
    ];
    if options.extended {
        plan.push((
            Group::Extended,
            "outside the statement".to_owned(),
            CaseSource::Samples(by_kind(false, true)),
        ));
    }
    plan.push((
        Group::Exhaustive,
        spec.exhaustive.bound.to_owned(),
        CaseSource::Exhaustive,
    ));
    let generators: Vec<&str> = spec.random.iter().map(|g| g.name).collect();
    plan.push((
        Group::Random,
        format!("seed {}: {}", options.seed, generators.join("; ")),
        CaseSource::Random,
    ));
    plan.push((
        Group::Max,
        format!(
            "{} ms, {} MiB",
            problem.time_limit.as_millis(),
            problem.memory_limit_mb
        ),
        CaseSource::Max,
    ));

    let mut groups = Vec::new();
    let mut failed = false;
    for (group, title, source) in plan {
        if failed && !options.all {
            groups.push(GroupReport {
                group,
                title,
                total: 0,
                run: 0,
                passed: 0,
                verdict: None,
                max_time: Duration::ZERO,
                max_rss_kib: 0,
                failure: None,
            });
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
    Ok(Report {
        problem: problem.name.clone(),
        program: program.label.clone(),
        groups,
        verdict,
        compile_error: None,
        time_limit: problem.time_limit,
        memory_limit_mb: problem.memory_limit_mb,
    })
}

/// True for the samples outside the statement (`ext-*.in`).
pub fn is_extended(sample: &Sample) -> bool {
    sample.case.starts_with("ext-")
}

/// Where a group's cases come from.
enum CaseSource {
    Samples(Vec<Sample>),
    Exhaustive,
    Random,
    Max,
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
                        }
                    })
                    .collect();
                let n = cases.len();
                (
                    n,
                    self.run_cases(n, &progress, None, |i| Ok(cases[i].clone()))?,
                )
            }
            CaseSource::Exhaustive => {
                let inputs = (self.spec.exhaustive.inputs)();
                let n = inputs.len();
                let outcomes = self.run_cases(n, &progress, None, |i| {
                    let input = inputs[i].clone();
                    let origin = format!("exhaustive input {} of {n}", i + 1);
                    let expected = self.expected(&input, &origin, false)?;
                    Ok(Case {
                        input,
                        expected,
                        origin,
                        drawn: None,
                    })
                })?;
                (n, outcomes)
            }
            CaseSource::Random => {
                let generators = self.spec.random;
                let per_generator = |g: usize| self.options.cases.unwrap_or(generators[g].cases);
                let deadline = self.options.seconds.map(Duration::from_secs_f64);
                let n = if generators.is_empty() {
                    0
                } else if deadline.is_some() {
                    usize::MAX
                } else {
                    (0..generators.len()).map(per_generator).sum()
                };
                // Case i is the k-th draw of generator g, interleaved so that every generator
                // starts early; sizes cycle from small to large.
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
                let outcomes = self.run_cases(n, &progress, deadline, |i| {
                    let (g, k) = schedule
                        .get(i)
                        .copied()
                        .unwrap_or((i % generators.len(), i / generators.len()));
                    let generator = &generators[g];
                    let size = 1 + k % generator.max_size;
                    let input = (generator.generate)(&mut self.rng(g, k), size);
                    let origin = format!(
                        "random generator \"{}\", size {size}, draw {} (seed {})",
                        generator.name,
                        k + 1,
                        self.options.seed
                    );
                    let expected = self.expected(&input, &origin, false)?;
                    Ok(Case {
                        input,
                        expected,
                        origin,
                        drawn: Some((g, size)),
                    })
                })?;
                let total = if deadline.is_some() {
                    outcomes.len()
                } else {
                    n
                };
                (total, outcomes)
            }
            CaseSource::Max => {
                let inputs = (self.spec.max_inputs)();
                let n = inputs.len();
                let outcomes = self.run_cases(n, &progress, None, |i| {
                    let input = inputs[i].input.clone();
                    let origin = format!("max input \"{}\"", inputs[i].label);
                    let expected = self.expected(&input, &origin, true)?;
                    Ok(Case {
                        input,
                        expected,
                        origin,
                        drawn: None,
                    })
                })?;
                (n, outcomes)
            }
        };
        progress.finish(started.elapsed());

        let run = outcomes.len();
        let passed = outcomes
            .iter()
            .filter(|(_, o)| o.verdict == Verdict::Ac)
            .count();
        let max_time = outcomes
            .iter()
            .map(|(_, o)| o.time)
            .max()
            .unwrap_or_default();
        let max_rss_kib = outcomes.iter().map(|(_, o)| o.rss_kib).max().unwrap_or(0);
        let failing = outcomes.into_iter().find(|(_, o)| o.verdict != Verdict::Ac);
        let verdict = if total == 0 && run == 0 {
            None
        } else {
            Some(failing.as_ref().map_or(Verdict::Ac, |(_, o)| o.verdict))
        };
        let failure = match failing {
            None => None,
            Some((case, outcome)) => Some(self.failure(case, outcome, problem)?),
        };
        Ok(GroupReport {
            group,
            title,
            total,
            run,
            passed,
            verdict,
            max_time,
            max_rss_kib,
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
    /// the checker, the oracle or the reference; on a max input, by the fallback program or not at
    /// all when none of them answers.
    fn expected(&self, input: &str, origin: &str, max: bool) -> Result<Expected, String> {
        match &self.options.answers {
            Some(answers) => answers.get(self.spec.name, input, || {
                self.expected_now(input, origin, max)
            }),
            None => self.expected_now(input, origin, max),
        }
    }

    /// [`Engine::expected`], computed.
    fn expected_now(&self, input: &str, origin: &str, max: bool) -> Result<Expected, String> {
        (self.spec.validate)(input).map_err(|why| {
            format!(
                "plan error: the validator rejects {origin} (a generator bug): {why}\n{}",
                crate::check::shorten_to(input, 400)
            )
        })?;
        if self.spec.checker.is_some() {
            return Ok(Expected::Checker);
        }
        let known = (self.spec.oracle)(input)
            .or_else(|| self.spec.reference.and_then(|reference| reference(input)));
        match known {
            Some(output) => Ok(Expected::Output(output)),
            None if max => match &self.options.fallback {
                Some(fallback) => {
                    let run = self.run(fallback, input, None)?;
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
                None => Ok(Expected::Unknown),
            },
            None => Err(format!(
                "plan error: neither the oracle nor the reference answers {origin}\n{}",
                crate::check::shorten_to(input, 400)
            )),
        }
    }

    /// Runs `program` on `input` with the limits (or with `limit` instead of the time limit).
    fn run(&self, program: &Program, input: &str, limit: Option<Duration>) -> Result<Run, String> {
        let limit = limit.unwrap_or(self.limits.time.mul_f64(TIME_SLACK));
        let command: Vec<&str> = program.command.iter().map(String::as_str).collect();
        let result = match &self.options.launcher {
            Some(launcher) => run_measured_limited(
                launcher,
                &command,
                input.as_bytes(),
                limit,
                self.limits.address_space,
            ),
            None => run_limited(&command, input.as_bytes(), limit, self.limits.address_space),
        };
        result.map_err(|e| format!("cannot run {}: {e}", program.label))
    }

    /// Runs the program on `case` and judges the run.
    fn judge_case(&self, case: &Case) -> Outcome {
        let run = match self.run(self.program, &case.input, None) {
            Ok(run) => run,
            Err(message) => {
                return Outcome {
                    verdict: Verdict::Re,
                    time: Duration::ZERO,
                    rss_kib: 0,
                    actual: String::new(),
                    detail: message,
                };
            }
        };
        let actual = String::from_utf8_lossy(&run.stdout).into_owned();
        let outcome = |verdict, detail: String| Outcome {
            verdict,
            time: run.wall,
            rss_kib: run.peak_rss_kib,
            actual: actual.clone(),
            detail,
        };
        let stderr = String::from_utf8_lossy(&run.stderr);
        let out_of_memory = ["memory allocation of", "bad_alloc", "MemoryError"]
            .iter()
            .any(|sign| stderr.contains(sign));
        match run.status {
            Status::TimedOut => {
                return outcome(
                    Verdict::Tle,
                    format!(
                        "killed after {} ms (the limit is {} ms; {TIME_SLACK}× is allowed here)",
                        run.wall.as_millis(),
                        self.limits.time.as_millis()
                    ),
                );
            }
            Status::OutputLimit => {
                return outcome(Verdict::Wa, run.describe_failure());
            }
            _ => {}
        }
        if run.peak_rss_kib > self.limits.memory_kib || (!run.success() && out_of_memory) {
            return outcome(
                Verdict::Mle,
                format!(
                    "peak memory {:.1} MiB, the limit is {} MiB{}",
                    run.peak_rss_kib as f64 / 1024.0,
                    self.limits.memory_kib / 1024,
                    if out_of_memory {
                        "; an allocation failed"
                    } else {
                        ""
                    }
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
            Expected::Output(expected) => match self.options.comparison {
                Comparison::Tokens => compare_tokens(expected, text),
                Comparison::Exact => compare(expected, text),
            }
            .map_err(|mismatch| mismatch.to_string()),
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

    /// The failure of `case`: shrunk if the program answered wrongly or crashed, and saved.
    fn failure(&self, case: Case, outcome: Outcome, problem: &Problem) -> Result<Failure, String> {
        let first_size = case.input.len();
        let (case, outcome, runs) = if matches!(outcome.verdict, Verdict::Wa | Verdict::Re) {
            self.shrink(case, outcome)?
        } else {
            (case, outcome, 0)
        };
        let expected = match &case.expected {
            Expected::Output(output) => Some(output.clone()),
            _ => None,
        };
        let shrunk = case.input.len() != first_size || case.origin.ends_with("(shrunk)");
        let mut failure = Failure {
            verdict: outcome.verdict,
            expected,
            actual: outcome.actual,
            detail: outcome.detail,
            origin: case.origin,
            shrunk_from: shrunk.then_some((first_size, runs)),
            saved: None,
            input: case.input,
        };
        if let Some(dir) = &self.options.failures_dir {
            failure.saved = save(dir, problem, &self.program.label, &failure).ok();
        }
        Ok(failure)
    }

    /// The smallest failing case found from `case`: smaller draws of the same generator first,
    /// then the plan's shrinker until no smaller candidate fails. Returns it, its outcome and the
    /// number of runs spent.
    fn shrink(&self, case: Case, outcome: Outcome) -> Result<(Case, Outcome, usize), String> {
        const MAX_RUNS: usize = 3000;
        const DRAWS_PER_SIZE: usize = 30;
        let budget = Duration::from_secs(60);
        let started = Instant::now();
        let (mut best, mut best_outcome, mut runs) = (case, outcome, 0usize);
        let fails = |o: &Outcome| matches!(o.verdict, Verdict::Wa | Verdict::Re);
        let within_budget = |runs: usize| runs < MAX_RUNS && started.elapsed() < budget;

        if let Some((g, size)) = best.drawn {
            let generator = &self.spec.random[g];
            'sizes: for smaller in 1..size {
                for draw in 0..DRAWS_PER_SIZE {
                    if !within_budget(runs) {
                        break 'sizes;
                    }
                    let mut rng = self.rng(g, 1_000_000 + smaller * DRAWS_PER_SIZE + draw);
                    let input = (generator.generate)(&mut rng, smaller);
                    let origin = format!(
                        "random generator \"{}\", size {smaller} (drawn while shrinking)",
                        generator.name
                    );
                    let expected = self.expected(&input, &origin, false)?;
                    let candidate = Case {
                        input,
                        expected,
                        origin,
                        drawn: Some((g, smaller)),
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

        'rounds: while within_budget(runs) {
            for input in (self.spec.shrink)(&best.input) {
                if !within_budget(runs) {
                    break 'rounds;
                }
                if !smaller_input(&input, &best.input) || (self.spec.validate)(&input).is_err() {
                    continue;
                }
                let Ok(expected) = self.expected(&input, "a shrunk input", false) else {
                    continue;
                };
                let candidate = Case {
                    input,
                    expected,
                    origin: format!("{} (shrunk)", best.origin.trim_end_matches(" (shrunk)")),
                    drawn: None,
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
        Ok((best, best_outcome, runs))
    }
}

/// True iff `a` is smaller than `b`: shorter, or as long and earlier in byte order (a lowered
/// value of the same width). Shrinking only moves down this order, so it ends.
fn smaller_input(a: &str, b: &str) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// Saves a failure under `dir/<problem>/` as `<program>.in`, `.expected`, `.actual`; returns the
/// input's path.
fn save(
    dir: &Path,
    problem: &Problem,
    program: &str,
    failure: &Failure,
) -> std::io::Result<PathBuf> {
    let dir = dir.join(&problem.name);
    fs::create_dir_all(&dir)?;
    let stem: String = program
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .take(80)
        .collect();
    let stem = stem.trim_matches('_');
    let stem = if stem.is_empty() { "program" } else { stem };
    let input = dir.join(format!("{stem}.in"));
    fs::write(&input, &failure.input)?;
    if let Some(expected) = &failure.expected {
        fs::write(dir.join(format!("{stem}.expected")), expected)?;
    }
    fs::write(dir.join(format!("{stem}.actual")), &failure.actual)?;
    Ok(input)
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

impl Report {
    /// The report as a judge's table, the smallest failing input if any, and the verdict on the
    /// last line.
    pub fn text(&self) -> String {
        let mut out = String::new();
        writeln!(out, "check {}: {}", self.problem, self.program).unwrap();
        if let Some(message) = &self.compile_error {
            writeln!(out, "compilation failed:\n{}", message.trim_end()).unwrap();
            writeln!(out, "verdict: {}", self.verdict).unwrap();
            return out;
        }
        writeln!(
            out,
            "{:<3} {:<17} {:>9} {:>7}  {:>9}  {:>10}  what",
            "#", "group", "passed", "verdict", "max time", "max memory"
        )
        .unwrap();
        for (i, g) in self.groups.iter().enumerate() {
            let (passed, verdict, time, memory) = match g.verdict {
                None => (
                    "—".to_owned(),
                    "skipped".to_owned(),
                    String::new(),
                    String::new(),
                ),
                Some(v) => (
                    format!("{}/{}", g.passed, g.total),
                    v.to_string(),
                    format!("{} ms", g.max_time.as_millis()),
                    format!("{:.1} MiB", g.max_rss_kib as f64 / 1024.0),
                ),
            };
            let title: String = if g.title.chars().count() > 60 {
                g.title.chars().take(59).chain(['…']).collect()
            } else {
                g.title.clone()
            };
            writeln!(
                out,
                "{:<3} {:<17} {:>9} {:>7}  {:>9}  {:>10}  {title}",
                i + 1,
                g.group.name(),
                passed,
                verdict,
                time,
                memory,
            )
            .unwrap();
        }
        for g in &self.groups {
            let Some(f) = &g.failure else { continue };
            writeln!(out).unwrap();
            let shrunk = match f.shrunk_from {
                Some((bytes, runs)) => format!(
                    ", shrunk from {bytes} to {} bytes in {runs} runs",
                    f.input.len()
                ),
                None => String::new(),
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
            writeln!(out, "input:\n{}", indent(&crate::check::shorten(&f.input))).unwrap();
            if let Some(expected) = &f.expected {
                writeln!(
                    out,
                    "expected output:\n{}",
                    indent(&crate::check::shorten(expected))
                )
                .unwrap();
            }
            if f.verdict == Verdict::Wa || !f.actual.is_empty() {
                writeln!(
                    out,
                    "actual output:\n{}",
                    indent(&crate::check::shorten(&f.actual))
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
                    "max_time_ms": g.max_time.as_secs_f64() * 1000.0,
                    "max_memory_kib": g.max_rss_kib,
                    "failure": g.failure.as_ref().map(|f| json!({
                        "verdict": f.verdict.as_str(),
                        "origin": f.origin,
                        "detail": f.detail,
                        "input": f.input,
                        "expected": f.expected,
                        "actual": f.actual,
                        "shrunk_from_bytes": f.shrunk_from.map(|(b, _)| b),
                        "shrink_runs": f.shrunk_from.map(|(_, r)| r),
                        "saved": f.saved.as_ref().map(|p| p.display().to_string()),
                    })),
                })
            })
            .collect();
        json!({
            "problem": self.problem,
            "program": self.program,
            "time_limit_ms": self.time_limit.as_millis() as u64,
            "time_slack": TIME_SLACK,
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
}
