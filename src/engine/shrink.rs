//! A failure, shrunk and saved: smaller draws of the same generator, then the plan's shrinker,
//! until no smaller input fails the same way; saved under the failures folder.

use super::progress::Progress;
use super::*;

impl Engine<'_> {
    /// The failure of `case` (case `number` of its group), shrunk, and saved.
    pub(super) fn failure(
        &self,
        number: usize,
        case: Case,
        outcome: Outcome,
        problem: &Problem,
    ) -> Result<Failure, Unjudged> {
        let first_size = case.input.len();
        let first_origin = case.origin.clone();
        let first_detail = outcome.detail.clone();
        let (case, outcome, shrink) = if outcome.verdict == Verdict::Busy {
            (case, outcome, Shrink::NotTried("the machine is too busy"))
        } else if self.plan.shrink.is_none() && case.drawn.is_none() {
            (case, outcome, Shrink::NotTried("the plan has no shrinker"))
        } else {
            let started = Instant::now();
            let (case, outcome, runs, stopped) = self.shrink(case, outcome)?;
            let shrink = Shrink::Tried {
                from_bytes: first_size,
                runs,
                took: started.elapsed(),
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
            case: number,
            first_origin,
            first_detail,
            shrink,
            saved: None,
            input: case.input,
            game: outcome.game,
            replay: None,
        };
        if let Some(dir) = &self.options.failures_dir {
            failure.saved = save(dir, problem, self.program, &failure).ok();
        }
        if let Some(game) = &failure.game {
            failure.replay = Some(self.replay_command(game.strategy, failure.saved.as_deref()));
        }
        Ok(failure)
    }

    /// The smallest failing case found from `case`: smaller draws of the same generator first (on
    /// a geometric scale of sizes, within half the time and run bounds), then the plan's shrinker until no smaller candidate fails (a candidate fails as the case
    /// does: WA or RE for either, TLE for TLE, MLE for MLE). Beyond the oracle's reach the
    /// expected output is our binary's. Returns it, its outcome, the runs spent, and
    /// whether the time or run bound stopped it.
    pub(super) fn shrink(
        &self,
        case: Case,
        outcome: Outcome,
    ) -> Result<(Case, Outcome, usize, bool), Unjudged> {
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
        let progress = Progress::shrinking(
            self.options.progress.as_ref(),
            best_outcome.verdict.as_str(),
            budget,
            MAX_RUNS,
        );
        let mut stopped = false;

        if let Some((g, size)) = best.drawn {
            let (generator, need) = self.generators()[g];
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
                    let expected = self.expected(&input, &origin, need)?;
                    let candidate = Case {
                        input,
                        expected,
                        origin,
                        drawn: Some((g, smaller)),
                        comparison: best.comparison,
                    };
                    runs += 1;
                    let outcome = self.judge_case(&candidate)?;
                    progress.tick();
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
            for input in self.plan.shrink(&best.input) {
                if !within_budget(runs) {
                    stopped = true;
                    break 'rounds;
                }
                if !smaller_input(&input, &best.input) || self.plan.validate(&input).is_err() {
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
                let outcome = self.judge_case(&candidate)?;
                progress.tick();
                if fails(&outcome) {
                    best = candidate;
                    best_outcome = outcome;
                    continue 'rounds;
                }
            }
            break;
        }
        progress.finish();
        Ok((best, best_outcome, runs, stopped))
    }
}

/// True iff `a` is smaller than `b`: shorter, or as long and earlier in byte order (a lowered
/// value of the same width). Shrinking only moves down this order, so it ends.
pub(super) fn smaller_input(a: &str, b: &str) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// The name the failures of `program` are saved under: its label made safe for a file name, cut
/// short, and a hash of the whole label (a file's absolute path), so that two attempts never
/// overwrite each other's failure, and the same attempt, fixed, clears its own.
pub(super) fn failure_stem(program: &Program) -> String {
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

/// Saves a failure under `dir/<problem>/` as `<stem>.in`, `.expected`, `.actual` (and a lost
/// game's whole `.transcript`); returns the input's path.
pub(super) fn save(
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
    let transcript = dir.join(format!("{stem}.transcript"));
    match &failure.game {
        Some(game) => fs::write(&transcript, &game.transcript)?,
        None => {
            let _ = fs::remove_file(&transcript);
        }
    }
    Ok(input)
}

/// Removes the saved failure of `program`, which is now accepted.
pub(super) fn clear_failures(dir: &Path, problem: &Problem, program: &Program) {
    let stem = failure_stem(program);
    for extension in ["in", "expected", "actual", "transcript"] {
        let _ = fs::remove_file(dir.join(&problem.name).join(format!("{stem}.{extension}")));
    }
}
