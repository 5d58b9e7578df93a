//! The one engine, on everything: each problem's plan (samples, exhaustive, random, max inputs)
//! run through `judge::engine` on the crate's binary and on its std-only bundle (both must be AC,
//! printing the canonical form byte for byte, extended samples included); on each wrong solution
//! in `tests/fixtures/wrong/<problem>/` (each must get the verdict its first line names); and on
//! each seed in `bench/seeds/` (AC, but for the Euclid seed: WA on a shrunk input whose values
//! exceed 2^30). The validators are checked against the samples: official and edge samples pass,
//! extended ones (`ext-*`) are rejected. `cargo test --test engine -- <problem>` selects one problem.

use judge::bundle::bundle_binary;
use judge::candidate::{Failed, program_for_file};
use judge::check::samples;
use judge::engine::{self, Answers, Comparison, Options, Program, Report, Verdict, is_extended};
use judge::passed::{Key, passed_before, record_pass};
use judge::problems::{Spec, spec};
use judge::workspace::{Problem, binary, problems, root, target_dir};
use libtest_mimic::{Arguments, Failed as TestFailed, Trial};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// The engine's options for the project's own tests: one run at a time per trial (the trials
/// themselves run in parallel), failures saved under target/judge/failures/.
fn options(comparison: Comparison, extended: bool) -> Options {
    Options {
        comparison,
        extended,
        // our own programs run every group; a wrong one stops at its first failing group, as a
        // judge stops at the first failing test
        all: comparison == Comparison::Exact,
        jobs: 1,
        launcher: Some(judge::workspace::judge_exe()),
        failures_dir: Some(target_dir().join("judge/failures")),
        answers: Some(answers()),
        ..Options::default()
    }
}

/// The plans' answers, shared by every trial: each input's answer is computed once, however
/// many programs are judged on it.
fn answers() -> Arc<Answers> {
    static ANSWERS: OnceLock<Arc<Answers>> = OnceLock::new();
    ANSWERS.get_or_init(Arc::default).clone()
}

/// The key of a judgement (see `judge::passed`): the test executable (plans, oracles, engine),
/// the launcher, the program, the problem's samples and limits, the options, and `extra` files.
fn key(problem: &Problem, program: &Program, options: &Options, extra: &[&Path]) -> String {
    let mut key = Key::new();
    if let Ok(exe) = std::env::current_exe() {
        key.file(&exe);
    }
    key.file(&judge::workspace::judge_exe())
        .command(&program.command)
        .dir(&problem.samples_dir())
        .text(&format!(
            "{} ms {} MiB; {:?} extended {} all {} seed {}",
            problem.time_limit.as_millis(),
            problem.memory_limit_mb,
            options.comparison,
            options.extended,
            options.all,
            options.seed
        ));
    for file in extra {
        key.file(file);
    }
    key.finish()
}

/// Runs the judgement `body` unless the same judgement (`key`) passed before; records a pass.
fn unless_passed(
    trial: &str,
    key: &str,
    body: impl FnOnce() -> Result<(), TestFailed>,
) -> Result<(), TestFailed> {
    if passed_before(trial, key) {
        return Ok(());
    }
    body()?;
    record_pass(trial, key);
    Ok(())
}

/// The plan's report on `program`, or the plan's own fault.
fn run(
    spec: &Spec,
    problem: &Problem,
    program: &Program,
    options: &Options,
) -> Result<Report, String> {
    engine::judge(spec, problem, program, options)
}

/// Fails with the whole report unless its verdict is `want`.
fn expect(report: &Report, want: Verdict) -> Result<(), TestFailed> {
    if report.verdict == want {
        Ok(())
    } else {
        Err(format!("expected {want}, got:\n{}", report.text()).into())
    }
}

/// A test that the plan is complete: a stated exhaustive bound with instances, generators, max
/// inputs.
fn plan_trial(spec: &'static Spec) -> Trial {
    Trial::test(format!("{}/plan", spec.name), move || {
        let mut missing = Vec::new();
        if spec.exhaustive.bound.contains("not") && spec.exhaustive.bound.contains("yet") {
            missing.push("the exhaustive bound is not stated");
        }
        if (spec.exhaustive.inputs)().is_empty() {
            missing.push("no exhaustive instances");
        }
        if spec.random.is_empty() {
            missing.push("no random generator");
        }
        if spec.random.iter().any(|g| g.max_size == 0 || g.cases == 0) {
            missing.push("a random generator with no size or no cases");
        }
        if (spec.max_inputs)().is_empty() {
            missing.push("no max input");
        }
        if missing.is_empty() {
            Ok(())
        } else {
            Err(format!("{}: {}", spec.name, missing.join("; ")).into())
        }
    })
}

/// A test that the validator accepts the official and edge samples and rejects the extended ones.
fn validator_trial(spec: &'static Spec, problem: &'static Problem) -> Trial {
    Trial::test(format!("{}/validator", spec.name), move || {
        let mut wrong = Vec::new();
        for sample in samples(problem) {
            let (input, _) = sample.read();
            match ((spec.validate)(&input), is_extended(&sample)) {
                (Err(why), false) => wrong.push(format!(
                    "{} is rejected: {why} (outside the statement? name it ext-*.in)",
                    sample.input.display()
                )),
                (Ok(()), true) => wrong.push(format!(
                    "{} is an extended case but within the statement: name it edge-*.in",
                    sample.input.display()
                )),
                _ => {}
            }
        }
        if wrong.is_empty() {
            Ok(())
        } else {
            Err(wrong.join("\n").into())
        }
    })
}

/// A test that the plan accepts the crate's binary (`bundle`: its bundle), byte for byte.
fn solution_trial(spec: &'static Spec, problem: &'static Problem, bundle: bool) -> Trial {
    let which = if bundle { "bundle" } else { "binary" };
    let name = format!("{}/{which}", spec.name);
    Trial::test(name.clone(), move || {
        let exe = if bundle {
            bundle_binary(&problem.name)?.to_path_buf()
        } else {
            binary(&problem.name).to_path_buf()
        };
        let program = Program {
            label: format!("{} ({which})", problem.name),
            command: vec![exe.display().to_string()],
        };
        let options = options(Comparison::Exact, true);
        unless_passed(&name, &key(problem, &program, &options, &[]), || {
            let report = run(spec, problem, &program, &options)?;
            expect(&report, Verdict::Ac)
        })
    })
}

/// The verdict a fixture's first line names: `// expect: WA` or `# expect: WA`.
fn expected_verdict(path: &std::path::Path) -> Result<Verdict, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let first = text.lines().next().unwrap_or("");
    first
        .trim_start_matches(['/', '#', ' '])
        .strip_prefix("expect:")
        .and_then(|v| Verdict::parse(v.trim()))
        .ok_or_else(|| {
            format!(
                "{}: the first line must be `// expect: <AC|WA|TLE|MLE|RE|CE>` (or `# expect: …`)",
                path.display()
            )
        })
}

/// A test that `check` gives a wrong solution the verdict it names.
fn wrong_trial(spec: &'static Spec, problem: &'static Problem, path: PathBuf) -> Trial {
    let file = path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let name = format!("{}/wrong/{file}", spec.name);
    Trial::test(name.clone(), move || {
        let want = expected_verdict(&path)?;
        if want == Verdict::Ac {
            return Err(format!("{}: a wrong solution cannot expect AC", path.display()).into());
        }
        let options = options(Comparison::Tokens, false);
        let report = match program_for_file(&path) {
            Ok(program) => {
                let key = key(problem, &program, &options, &[&path]);
                return unless_passed(&name, &key, || {
                    expect(&run(spec, problem, &program, &options)?, want)
                });
            }
            Err(Failed::Compile(message)) => {
                engine::compile_error(problem, &path.display().to_string(), message)
            }
            Err(Failed::Unusable(message)) => return Err(message.into()),
        };
        expect(&report, want)
    })
}

/// A test that the seed's C++ is accepted, or for the Euclid seed (32-bit `int`) rejected with a
/// shrunk input whose values exceed 2^30.
fn seed_trial(spec: &'static Spec, problem: &'static Problem, path: PathBuf) -> Trial {
    let name = format!("{}/seed", spec.name);
    Trial::test(name.clone(), move || {
        let program = match program_for_file(&path) {
            Ok(program) => program,
            Err(Failed::Compile(m) | Failed::Unusable(m)) => return Err(m.into()),
        };
        let options = options(Comparison::Tokens, false);
        let key = key(problem, &program, &options, &[&path]);
        unless_passed(&name, &key, || {
            seed_judgement(spec, problem, &program, &options)
        })
    })
}

/// The seed's judgement: see [`seed_trial`].
fn seed_judgement(
    spec: &Spec,
    problem: &Problem,
    program: &Program,
    options: &Options,
) -> Result<(), TestFailed> {
    let report = run(spec, problem, program, options)?;
    if problem.name != "luogu-p1290-euclid-game" {
        return expect(&report, Verdict::Ac);
    }
    expect(&report, Verdict::Wa)?;
    let failure = report.failure().ok_or("WA without a failure")?;
    let values: Vec<u64> = failure
        .input
        .split_whitespace()
        .skip(1)
        .filter_map(|t| t.parse().ok())
        .collect();
    if failure.shrunk_from.is_none() || !values.iter().any(|&v| v > 1 << 30) {
        return Err(format!(
            "the Euclid seed's failure should be a shrunk input with a value over 2^30:\n{}",
            report.text()
        )
        .into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for problem in problems() {
        let Some(spec) = spec(&problem.name) else {
            continue; // tests/oracles.rs names a problem without a spec
        };
        trials.push(plan_trial(spec));
        trials.push(validator_trial(spec, problem));
        trials.push(solution_trial(spec, problem, false));
        trials.push(solution_trial(spec, problem, true));
        let wrong_dir = root().join("tests/fixtures/wrong").join(&problem.name);
        if !wrong_dir.is_dir() {
            let name = problem.name.clone();
            trials.push(Trial::test(format!("{name}/wrong"), move || {
                Err(
                    format!("{name}: no wrong solutions: add two to tests/fixtures/wrong/{name}/")
                        .into(),
                )
            }));
        }
        if let Ok(entries) = fs::read_dir(&wrong_dir) {
            let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
            paths.sort();
            if paths.len() < 2 {
                let name = problem.name.clone();
                trials.push(Trial::test(format!("{name}/wrong"), move || {
                    Err(format!(
                        "{name}: fewer than two wrong solutions in tests/fixtures/wrong/{name}/"
                    )
                    .into())
                }));
            }
            for path in paths {
                trials.push(wrong_trial(spec, problem, path));
            }
        }
        let seed = root()
            .join("bench/seeds")
            .join(format!("{}.cpp", problem.name));
        if seed.is_file() {
            trials.push(seed_trial(spec, problem, seed));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
