//! The groups: where each group's cases come from, running them on the program with several
//! workers, and judging one run (the verdict and why).

use super::progress::Progress;
use super::*;

/// Where a group's cases come from.
pub(super) enum CaseSource {
    Samples(Vec<Sample>),
    Exhaustive,
    Random,
    Max,
    Tests(TestSet),
}
/// What a group ran: how many cases it has (for a group drawn for a time, how many were drawn),
/// the outcomes up to its first failure, and the largest size drawn of each generator with its
/// largest size (the random group only).
type Ran = (usize, Vec<(Case, Outcome)>, Vec<(usize, usize)>);

impl Engine<'_> {
    /// Runs one group's cases on the program and reports it, its failure shrunk and saved.
    pub(super) fn run_group(
        &self,
        group: Group,
        title: String,
        source: CaseSource,
        problem: &Problem,
    ) -> Result<GroupReport, Unjudged> {
        let started = Instant::now();
        let progress = Progress::new(self.options.progress.as_ref(), group, &title);
        let (total, outcomes, largest) = match source {
            CaseSource::Samples(samples) => self.run_samples(&samples, &progress)?,
            CaseSource::Tests(set) => self.run_tests(&set, &progress)?,
            CaseSource::Exhaustive => self.run_exhaustive(&progress)?,
            CaseSource::Random => self.run_random(&progress)?,
            CaseSource::Max => self.run_max(&progress)?,
        };
        let run = outcomes.len();
        let passed = outcomes
            .iter()
            .filter(|(_, o)| o.verdict == Verdict::Ac)
            .count();
        let (max_cpu, max_cpu_killed) = outcomes
            .iter()
            .map(|(_, o)| (o.cpu, o.killed))
            .max()
            .unwrap_or_default();
        let max_wall = outcomes
            .iter()
            .map(|(_, o)| o.wall)
            .max()
            .unwrap_or_default();
        let max_rss_kib = outcomes.iter().map(|(_, o)| o.rss_kib).max().unwrap_or(0);
        let failing = outcomes
            .into_iter()
            .enumerate()
            .find(|(_, (_, o))| o.verdict != Verdict::Ac);
        let verdict = (total > 0 || run > 0).then(|| {
            failing
                .as_ref()
                .map_or(Verdict::Ac, |(_, (_, o))| o.verdict)
        });
        progress.finish();
        // the group's own time: shrinking its failure is reported with the failure
        let elapsed = started.elapsed();
        let failure = match failing {
            None => None,
            Some((i, (case, outcome))) => Some(self.failure(i + 1, case, outcome, problem)?),
        };
        Ok(GroupReport {
            group,
            title,
            total,
            run,
            passed,
            skipped: verdict.is_none().then_some(Skipped::NoCases),
            verdict,
            max_cpu,
            max_cpu_killed,
            max_wall,
            max_rss_kib,
            elapsed,
            largest,
            failure,
        })
    }

    /// The sample files, each against its `.out` (or the checker).
    fn run_samples(&self, samples: &[Sample], progress: &Progress) -> Result<Ran, Unjudged> {
        let cases: Vec<Case> = samples
            .iter()
            .map(|sample| {
                let (input, output) = sample.read();
                let expected = match (self.plan.checker, output) {
                    _ if self.plan.interactive.is_some() => Expected::Jury,
                    (Some(_), _) => Expected::Checker,
                    (None, Some(output)) => Expected::Output(output),
                    (None, None) => Expected::Unknown,
                };
                Case::new(
                    input,
                    expected,
                    format!("sample {}", sample.input.display()),
                )
            })
            .collect();
        let n = cases.len();
        let outcomes = self.run_cases(n, progress, None, |i| Ok(cases[i].clone()))?;
        Ok((n, outcomes, Vec::new()))
    }

    /// A folder of tests given with `--tests`, each with its own comparison if it says one.
    fn run_tests(&self, set: &TestSet, progress: &Progress) -> Result<Ran, Unjudged> {
        let n = set.cases.len();
        let outcomes = self.run_cases(n, progress, None, |i| {
            let test = &set.cases[i];
            Ok(Case {
                input: test.input.clone(),
                expected: match self.plan.checker {
                    Some(_) => Expected::Checker,
                    None => Expected::Output(test.output.clone()),
                },
                origin: format!("test {} of {}", test.name, set.label),
                drawn: None,
                comparison: test.comparison,
            })
        })?;
        Ok((n, outcomes, Vec::new()))
    }

    /// Every small instance of the plan's exhaustive group, against the oracle.
    fn run_exhaustive(&self, progress: &Progress) -> Result<Ran, Unjudged> {
        let inputs = self.plan.exhaustive_inputs();
        let n = inputs.len();
        let outcomes = self.run_cases(n, progress, None, |i| {
            let input = inputs[i].clone();
            let origin = format!("exhaustive input {} of {n}", i + 1);
            let expected = self.expected(&input, &origin, Need::Answer)?;
            Ok(Case::new(input, expected, origin))
        })?;
        Ok((n, outcomes, Vec::new()))
    }

    /// The max-size inputs, against the oracle, the reference or our binary.
    fn run_max(&self, progress: &Progress) -> Result<Ran, Unjudged> {
        let inputs = self.plan.max_inputs();
        let n = inputs.len();
        let outcomes = self.run_cases(n, progress, None, |i| {
            let input = inputs[i].input.clone();
            let origin = format!("max input \"{}\"", inputs[i].label);
            let expected = self.expected(&input, &origin, Need::BeyondReach)?;
            Ok(Case::new(input, expected, origin))
        })?;
        Ok((n, outcomes, Vec::new()))
    }

    /// Seeded random instances of every generator: as many as the plan (or `--cases`) says, or
    /// as many as `--seconds` allows.
    fn run_random(&self, progress: &Progress) -> Result<Ran, Unjudged> {
        let generators = self.generators();
        let per_generator = |g: usize| self.options.cases.unwrap_or(generators[g].0.cases);
        let deadline = self.options.seconds.map(Duration::from_secs_f64);
        let n = if deadline.is_some() {
            usize::MAX
        } else {
            (0..generators.len()).map(per_generator).sum()
        };
        let schedule = if deadline.is_some() {
            Vec::new()
        } else {
            schedule(generators.len(), per_generator)
        };
        let drawn = |i: usize| {
            let (g, k) = schedule
                .get(i)
                .copied()
                .unwrap_or((i % generators.len(), i / generators.len()));
            let cases = deadline.is_none().then(|| per_generator(g));
            (g, k, draw_size(k, cases, generators[g].0.max_size))
        };
        let outcomes = self.run_cases(n, progress, deadline, |i| {
            let (g, k, size) = drawn(i);
            let (generator, need) = generators[g];
            let input = (generator.generate)(&mut self.rng(g, k), size);
            let origin = format!(
                "random generator \"{}\", size {size} of {}, draw {} (seed {})",
                generator.name,
                generator.max_size,
                k + 1,
                self.options.seed
            );
            let expected = self.expected(&input, &origin, need)?;
            Ok(Case {
                input,
                expected,
                origin,
                drawn: Some((g, size)),
                comparison: None,
            })
        })?;
        let mut largest: Vec<(usize, usize)> =
            generators.iter().map(|(g, _)| (0, g.max_size)).collect();
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
        Ok((total, outcomes, largest))
    }

    /// The random group's generators (the plan's `random` first, then its `beyond_reach`), each
    /// with where the expected outputs of its draws come from.
    pub(super) fn generators(&self) -> Vec<(&'static plan_kit::Generator, Need)> {
        self.plan
            .generators()
            .map(|(generator, beyond_reach)| {
                let need = if beyond_reach {
                    Need::BeyondReach
                } else {
                    Need::Answer
                };
                (generator, need)
            })
            .collect()
    }

    /// The limits of a run of the program: the CPU limit, idleness and the wall backstop.
    pub(super) fn run_limits(&self) -> RunLimits {
        RunLimits {
            wall: self.limits.wall,
            // Killed a little past the limit, so that a run just over it is measured, not cut.
            cpu: Some(self.limits.time + self.limits.time / 10),
            idle: Some(self.limits.idle),
            address_space: self.limits.address_space,
        }
    }

    /// Runs the program on `case` and judges the run (for an interactive problem, the games).
    pub(super) fn judge_case(&self, case: &Case) -> Result<Outcome, Unjudged> {
        if let Some(interactive) = &self.plan.interactive {
            return self.judge_games(interactive, case);
        }
        let limits = self.run_limits();
        let run = match self.run_with(self.program, &case.input, &limits) {
            Ok(run) => run,
            Err(error) => return Ok(Outcome::not_run(&format!("{error:#}"))),
        };
        let (verdict, detail) = self
            .limits_verdict(&run)
            .unwrap_or_else(|| self.output_verdict(case, &run));
        Ok(Outcome {
            verdict,
            killed: matches!(
                run.status,
                Status::CpuLimit | Status::Idle | Status::TimedOut
            ),
            cpu: run.cpu,
            wall: run.wall,
            rss_kib: run.peak_rss_kib,
            actual: crate::text::printable_bytes(&run.stdout),
            detail,
            game: None,
        })
    }

    /// The verdict of a run that broke a limit or ended badly (TLE, ILE, MLE, RE, WA for output
    /// over the limit, or not judged at the wall-clock backstop), with why; `None` for a run that ended well within the limits.
    /// A peak over the memory limit is MLE whichever limit stopped the run (a program that
    /// allocates fast may reach the CPU limit first).
    pub(super) fn limits_verdict(&self, run: &Run) -> Option<(Verdict, String)> {
        if let Some(over) = self.peak_over_limit(run) {
            return Some(over);
        }
        let limit_ms = self.limits.time.as_millis();
        match run.status {
            Status::CpuLimit => {
                return Some((
                    Verdict::Tle,
                    format!(
                        "killed after {} ms of CPU time (the limit is {limit_ms} ms; {} ms of wall \
                         time)",
                        run.cpu.as_millis(),
                        run.wall.as_millis()
                    ),
                ));
            }
            Status::Idle => {
                return Some((
                    Verdict::Ile,
                    format!(
                        "idle: no CPU time used for {} ms (it sleeps or waits for input it will \
                         not get); {} ms of CPU time and {} ms of wall time in all",
                        self.limits.idle.as_millis(),
                        run.cpu.as_millis(),
                        run.wall.as_millis()
                    ),
                ));
            }
            Status::TimedOut => {
                return Some((
                    Verdict::Busy,
                    format!(
                        "not judged: the machine is too busy: still running after {} ms of wall \
                         time (the backstop: {WALL_BACKSTOP}× the {limit_ms} ms limit, plus {} s) \
                         with only {} ms of CPU time, neither over the limit nor idle",
                        run.wall.as_millis(),
                        WALL_BACKSTOP_EXTRA.as_secs(),
                        run.cpu.as_millis()
                    ),
                ));
            }
            Status::OutputLimit => return Some((Verdict::Wa, run.describe_failure())),
            _ => {}
        }
        if run.cpu > self.limits.time {
            return Some((
                Verdict::Tle,
                format!(
                    "{} ms of CPU time, over the {limit_ms} ms limit ({} ms of wall time)",
                    run.cpu.as_millis(),
                    run.wall.as_millis()
                ),
            ));
        }
        self.failed_allocation(run).or_else(|| {
            (!run.success()).then(|| {
                (
                    Verdict::Re,
                    format!("the program {}", run.describe_failure()),
                )
            })
        })
    }

    /// MLE for a peak over the limit, with what stopped the run if something did.
    fn peak_over_limit(&self, run: &Run) -> Option<(Verdict, String)> {
        if run.peak_rss_kib <= self.limits.memory_kib {
            return None;
        }
        let peak_mib = run.peak_rss_kib as f64 / 1024.0;
        let limit_mib = self.limits.memory_kib / 1024;
        let stopped = match run.status {
            Status::CpuLimit => format!(
                " (it was stopped at the CPU limit, after {} ms of CPU time)",
                run.cpu.as_millis()
            ),
            Status::Idle => " (it was then stopped as idle)".to_owned(),
            Status::TimedOut => " (it was then stopped at the wall-clock backstop)".to_owned(),
            _ => String::new(),
        };
        Some((
            Verdict::Mle,
            format!(
                "a peak of {peak_mib:.1} MiB of memory, over the {limit_mib} MiB limit{stopped}"
            ),
        ))
    }

    /// MLE for a failed allocation the program reported (a peak over the limit is judged first,
    /// by [`Self::peak_over_limit`]).
    fn failed_allocation(&self, run: &Run) -> Option<(Verdict, String)> {
        let peak_mib = run.peak_rss_kib as f64 / 1024.0;
        let limit_mib = self.limits.memory_kib / 1024;
        let stderr = String::from_utf8_lossy(&run.stderr);
        let out_of_memory = ["memory allocation of", "bad_alloc", "MemoryError"]
            .iter()
            .find(|sign| stderr.contains(*sign));
        if !run.success()
            && let Some(sign) = out_of_memory
        {
            let cap = self.limits.address_space.map_or(String::new(), |bytes| {
                format!(" under the address-space cap of {} MiB", bytes >> 20)
            });
            return Some((
                Verdict::Mle,
                format!(
                    "an allocation failed{cap} (the program printed `{sign}`), so it asked for \
                     more memory than that at once; its resident peak before that was \
                     {peak_mib:.1} MiB (the limit is {limit_mib} MiB)"
                ),
            ));
        }
        None
    }

    /// The verdict on the output of a run that ended well: AC, or WA with where it is wrong.
    fn output_verdict(&self, case: &Case, run: &Run) -> (Verdict, String) {
        let Ok(text) = std::str::from_utf8(&run.stdout) else {
            let at = std::str::from_utf8(&run.stdout)
                .err()
                .map_or(0, |e| e.valid_up_to());
            return (
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
            Expected::Checker => (self.plan.checker.expect("a checker"))(&case.input, text),
            Expected::Unknown | Expected::Jury => Ok(()),
        };
        match judged {
            Ok(()) => (Verdict::Ac, String::new()),
            Err(why) => (Verdict::Wa, why),
        }
    }

    /// Runs `n` cases (`make(i)` builds case i) on the program with `jobs` workers and returns
    /// the outcomes up to the first failing case, in order. Stops drawing at `deadline`, if any.
    pub(super) fn run_cases(
        &self,
        n: usize,
        progress: &Progress,
        deadline: Option<Duration>,
        make: impl Fn(usize) -> Result<Case, Unjudged> + Sync,
    ) -> Result<Vec<(Case, Outcome)>, Unjudged> {
        progress.set_total(n);
        let next = AtomicUsize::new(0);
        let first_failure = AtomicUsize::new(usize::MAX);
        let results: Mutex<Vec<(usize, Case, Outcome)>> = Mutex::new(Vec::new());
        let plan_error: Mutex<Option<(usize, Unjudged)>> = Mutex::new(None);
        let started = Instant::now();
        // A plan error (a generator's input the validator refuses, a jury's illegal move) at
        // case i: the earliest is kept, and no later case is started.
        let fail_plan = |i: usize, message: Unjudged| {
            let mut error = plan_error.lock().expect("lock");
            if error.as_ref().is_none_or(|(j, _)| i < *j) {
                *error = Some((i, message));
            }
            first_failure.fetch_min(i, Ordering::SeqCst);
        };
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
                                fail_plan(i, message);
                                break;
                            }
                        };
                        let outcome = match self.judge_case(&case) {
                            Ok(outcome) => outcome,
                            Err(message) => {
                                fail_plan(i, message);
                                break;
                            }
                        };
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
}

/// The order of the random draws: case i is the k-th draw of generator g, interleaved so that
/// every generator starts early; each generator's sizes sweep from 1 to its largest, again and
/// again ([`draw_size`]).
fn schedule(generators: usize, per_generator: impl Fn(usize) -> usize) -> Vec<(usize, usize)> {
    let mut schedule = Vec::new();
    let most = (0..generators).map(&per_generator).max().unwrap_or(0);
    for k in 0..most {
        for g in 0..generators {
            if k < per_generator(g) {
                schedule.push((g, k));
            }
        }
    }
    schedule
}
