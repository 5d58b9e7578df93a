//! The project's own judgements of itself, at two depths, both trials of one harness
//! (tests/engine.rs): `cargo test` runs [`Depth::Quick`], and the [`Depth::Deep`] checks are its
//! ignored trials (`deep/…`), which `cargo verify` (`--include-ignored`) runs. One list of checks,
//! so that the two never drift apart:
//!
//! | check | quick | deep |
//! |---|---|---|
//! | the plan is complete (the collection's problems: every part) | yes | yes |
//! | the validator accepts the official and hand-made samples, rejects `ext-*` | yes | yes |
//! | the binary: samples, edge, extended, random, max inputs | random at 2 draws per generator (its smallest and largest sizes) | every group, the exhaustive one included, at the plan's counts |
//! | the bundle: the same plan | (its samples run in tests/samples.rs) | every group |
//! | each wrong solution gets the verdict its first line names | yes, not shrunk | yes, shrunk |
//! | every judgement: our binary answers beyond the oracle's reach, as in `judge check` | yes | yes |
//! | each seed's C++ is accepted (the Euclid seed: WA, shrunk past 2^30) | — | yes |
//!
//! A judgement that passed is recorded with a key of everything it read ([`crate::passed`]), so
//! a warm run repeats nothing.

use crate::passed::{Key, passed_before, record_pass};
use crate::workspace;
use judge::build::binary;
use judge::bundle::bundle_binary;
use judge::candidate::{Failed, Toolchain, program_for_file};
use judge::compare::Comparison;
use judge::engine::{self, Answers, Group, Options, Program, Report, Verdict};
use judge::samples::{SampleKind, samples};
use judge::workspace::{Problem, judge_exe};
use plan_kit::{Figure, Part, Plan};
use plans::plan;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// How thoroughly the project checks itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// What every `cargo test` needs, in seconds when warm.
    Quick,
    /// Everything at full strength (`cargo verify`).
    Deep,
}

/// One named check: runs, and says what is wrong if it fails.
pub struct ProblemTest {
    pub name: String,
    pub run: Box<dyn FnOnce() -> Result<(), String> + Send>,
}

impl ProblemTest {
    fn new(name: String, run: impl FnOnce() -> Result<(), String> + Send + 'static) -> ProblemTest {
        ProblemTest {
            name,
            run: Box::new(run),
        }
    }
}

/// Every check at `depth`, for every problem of the workspace.
pub fn engine_checks(depth: Depth) -> Vec<ProblemTest> {
    let mut checks = Vec::new();
    for problem in workspace().problems() {
        let plan: &'static Plan = match plan(&problem.name) {
            Some(plan) => plan,
            None => &Plan::NONE,
        };
        checks.push(plan_check(plan, problem));
        checks.push(validator_check(plan, problem));
        checks.push(solution_check(plan, problem, false, depth));
        if depth == Depth::Deep {
            checks.push(solution_check(plan, problem, true, depth));
        }
        let wrong_dir = problem.wrong_dir();
        let mut paths: Vec<PathBuf> = fs::read_dir(&wrong_dir)
            .map(|entries| entries.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        paths.sort();
        if problem.collection && paths.len() < 2 {
            let name = problem.name.clone();
            checks.push(ProblemTest::new(format!("{name}/wrong"), move || {
                Err(format!(
                    "{name}: the collection's problems have at least two wrong solutions in \
                     crates/{name}/wrong/ (each naming its verdict on its first line)"
                ))
            }));
        }
        for path in paths {
            checks.push(wrong_check(plan, problem, path, depth));
        }
        if let Some(seed) = problem.seed().filter(|_| depth == Depth::Deep) {
            checks.push(seed_check(plan, problem, seed));
        }
    }
    checks
}

/// The engine's options for the project's own tests: one run at a time per check (the checks
/// themselves run in parallel), failures saved under target/judge/failures/.
/// The options of a judgement on `problem`: every one has our binary, which answers the inputs
/// beyond the oracle's reach (the max inputs, the random draws beyond reach, the inputs shrinking
/// tries) as `judge check` has it, so that a wrong solution right only within the oracle's reach
/// fails here as it fails there.
fn options(problem: &Problem, comparison: Comparison, extended: bool, depth: Depth) -> Options {
    Options {
        comparison,
        extended,
        // our own programs run every group; a wrong one stops at its first failing group, as a
        // judge stops at the first failing test
        all: comparison == Comparison::Exact,
        jobs: 1,
        launcher: Some(judge_exe()),
        our_binary: Some(Program {
            label: format!("our binary ({})", problem.name),
            command: vec![binary(workspace(), &problem.name).display().to_string()],
        }),
        failures_dir: Some(workspace().target_dir().join("judge/failures")),
        answers: Some(answers()),
        ..Options::default()
    }
    .at(depth)
}

trait AtDepth {
    fn at(self, depth: Depth) -> Self;
}

impl AtDepth for Options {
    /// The quick depth: the exhaustive group left out, two random draws per generator (the
    /// smallest size and the largest), no shrinking.
    fn at(mut self, depth: Depth) -> Options {
        if depth == Depth::Quick {
            self.cases = Some(2);
            self.shrink_seconds = 0.0;
        }
        self
    }
}

/// The plans' answers, shared by every check: each input's answer is computed once, however many
/// programs are judged on it.
fn answers() -> Arc<Answers> {
    static ANSWERS: OnceLock<Arc<Answers>> = OnceLock::new();
    ANSWERS.get_or_init(Arc::default).clone()
}

/// The key of a judgement (see [`crate::passed`]): the test executable (plans, oracles, engine),
/// the launcher, the program, our binary, the problem's samples and limits, the options, and
/// `extra` files.
fn key(problem: &Problem, program: &Program, options: &Options, extra: &[&Path]) -> String {
    let mut key = Key::new();
    if let Ok(exe) = std::env::current_exe() {
        key.file(&exe);
    }
    key.file(&judge_exe()).command(&program.command);
    if let Some(ours) = &options.our_binary {
        key.command(&ours.command);
    }
    key.dir(&problem.samples_dir()).text(&format!(
        "{} ms {} MiB; {:?} extended {} all {} seed {} cases {:?} groups {:?} shrink {}",
        problem.time_limit.as_millis(),
        problem.memory_limit_mb,
        options.comparison,
        options.extended,
        options.all,
        options.seed,
        options.cases,
        options.groups,
        options.shrink_seconds,
    ));
    for file in extra {
        key.file(file);
    }
    key.finish()
}

/// The key of a check that reads only the plan (in the test executable), the problem's manifest
/// and its samples.
fn data_key(problem: &Problem) -> String {
    let mut key = Key::new();
    if let Ok(exe) = std::env::current_exe() {
        key.file(&exe);
    }
    key.file(&problem.dir.join("Cargo.toml"))
        .dir(&problem.samples_dir())
        .finish()
}

/// Runs the judgement `body` unless the same judgement (`key`) passed before; records a pass.
fn unless_passed(
    name: &str,
    key: &str,
    body: impl FnOnce() -> Result<(), String>,
) -> Result<(), String> {
    if passed_before(name, key) {
        return Ok(());
    }
    body()?;
    record_pass(name, key);
    Ok(())
}

/// Fails with the whole report unless its verdict is `want`.
fn expect(report: &Report, want: Verdict) -> Result<(), String> {
    if report.verdict == want {
        Ok(())
    } else {
        Err(format!("expected {want}, got:\n{}", report.text()))
    }
}

/// A check that the plan is complete where it must be: a collection problem has every part
/// (a stated exhaustive bound with instances, generators with sizes and counts, a shrinker, max
/// inputs, a decided figure); any plan's parts are well formed.
fn plan_check(plan: &'static Plan, problem: &'static Problem) -> ProblemTest {
    let collection = problem.collection;
    let name = format!("{}/plan", problem.name);
    ProblemTest::new(name.clone(), move || {
        unless_passed(&name, &data_key(problem), || {
            plan_complete(plan, &problem.name, collection, problem.declares_no_game())
        })
    })
}

/// The plan's completeness: see [`plan_check`].
fn plan_complete(plan: &Plan, name: &str, collection: bool, no_game: bool) -> Result<(), String> {
    let mut missing = Vec::new();
    if collection {
        for (part, has) in plan.parts() {
            // a problem whose README says it has no game to play is not asked for one
            let optional =
                matches!(part, Part::Reference | Part::Checker) || (part == Part::Game && no_game);
            if !has && !optional {
                missing.push(format!("no {} ({})", part.name(), part.gives()));
            }
        }
    }
    if let Some(exhaustive) = &plan.exhaustive {
        if exhaustive.bound.contains("not") && exhaustive.bound.contains("yet") {
            missing.push("the exhaustive bound is not stated".to_owned());
        }
        if (exhaustive.inputs)().is_empty() {
            missing.push("no exhaustive instances".to_owned());
        }
    }
    if plan
        .generators()
        .any(|(g, _)| g.max_size == 0 || g.cases == 0)
    {
        missing.push("a random generator with no size or no cases".to_owned());
    }
    if plan.max_inputs.is_some() && plan.max_inputs().is_empty() {
        missing.push("max inputs that are an empty list".to_owned());
    }
    if collection && matches!(plan.figure, Figure::NotYet) {
        missing.push("no decision on the figure".to_owned());
    }
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}{}: {}",
            name,
            if collection {
                " (a collection problem: every part is required)"
            } else {
                ""
            },
            missing.join("; ")
        ))
    }
}

/// A check that the validator accepts the official and hand-made samples and rejects the
/// extended ones.
fn validator_check(plan: &'static Plan, problem: &'static Problem) -> ProblemTest {
    let name = format!("{}/validator", problem.name);
    ProblemTest::new(name.clone(), move || {
        unless_passed(&name, &data_key(problem), || {
            validator_agrees(plan, problem)
        })
    })
}

/// The validator's agreement with the samples: see [`validator_check`].
fn validator_agrees(plan: &Plan, problem: &Problem) -> Result<(), String> {
    if plan.validate.is_none() {
        return Ok(());
    }
    let mut wrong = Vec::new();
    for sample in samples(problem) {
        let (input, _) = sample.read();
        let extended = sample.kind() == SampleKind::Extended;
        match (plan.validate(&input), extended) {
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
        Err(wrong.join("\n"))
    }
}

/// A check that the plan accepts the crate's binary (`bundle`: its bundle), byte for byte.
fn solution_check(
    plan: &'static Plan,
    problem: &'static Problem,
    bundle: bool,
    depth: Depth,
) -> ProblemTest {
    let which = if bundle { "bundle" } else { "binary" };
    let name = format!("{}/{which}", problem.name);
    ProblemTest::new(name.clone(), move || {
        let exe = if bundle {
            bundle_binary(workspace(), &problem.name)
                .map_err(|e| format!("{e:#}"))?
                .to_path_buf()
        } else {
            binary(workspace(), &problem.name).to_path_buf()
        };
        let program = Program {
            label: format!("{} ({which})", problem.name),
            command: vec![exe.display().to_string()],
        };
        let mut options = options(problem, Comparison::Exact, true, depth);
        if depth == Depth::Quick {
            options.groups = Some(
                Group::ALL
                    .into_iter()
                    .filter(|&g| g != Group::Exhaustive)
                    .collect(),
            );
        }
        unless_passed(&name, &key(problem, &program, &options, &[]), || {
            let report =
                engine::check(plan, problem, &program, &options).map_err(|e| e.to_string())?;
            expect(&report, Verdict::Ac)
        })
    })
}

/// The verdict a fixture's first line names: `// expect: WA` or `# expect: WA`.
pub fn expected_verdict(path: &Path) -> Result<Verdict, String> {
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

/// The toolchain a fixture is built with: its problem's judge's, as `check` builds it.
fn toolchain(problem: &Problem) -> Toolchain {
    match &problem.site.rust {
        Some(_) => Toolchain::of(problem.site),
        None => Toolchain::Std(judge::sites::site("codeforces").expect("a known judge")),
    }
}

/// A check that `check` gives a wrong solution the verdict it names.
fn wrong_check(
    plan: &'static Plan,
    problem: &'static Problem,
    path: PathBuf,
    depth: Depth,
) -> ProblemTest {
    let file = path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let name = format!("{}/wrong/{file}", problem.name);
    ProblemTest::new(name.clone(), move || {
        let want = expected_verdict(&path)?;
        if want == Verdict::Ac {
            return Err(format!(
                "{}: a wrong solution cannot expect AC",
                path.display()
            ));
        }
        let options = options(problem, Comparison::Tokens, false, Depth::Deep);
        let options = Options {
            // the verdict, not the smallest input, is what is checked here
            shrink_seconds: if depth == Depth::Quick {
                0.0
            } else {
                options.shrink_seconds
            },
            ..options
        };
        let report = match program_for_file(workspace(), &path, toolchain(problem)) {
            Ok(built) => {
                let program = built.program;
                let key = key(problem, &program, &options, &[&path]);
                return unless_passed(&name, &key, || {
                    expect(
                        &engine::check(plan, problem, &program, &options)
                            .map_err(|e| e.to_string())?,
                        want,
                    )
                });
            }
            Err(Failed::Compile(message)) => {
                engine::compile_error(problem, &path.display().to_string(), message)
            }
            Err(Failed::Unusable(message)) => return Err(message),
        };
        expect(&report, want)
    })
}

/// A check that the seed's C++ is accepted, or for the Euclid seed (32-bit `int`) rejected with a
/// shrunk input whose values exceed 2^30.
fn seed_check(plan: &'static Plan, problem: &'static Problem, path: PathBuf) -> ProblemTest {
    let name = format!("{}/seed", problem.name);
    ProblemTest::new(name.clone(), move || {
        let program = match program_for_file(workspace(), &path, toolchain(problem)) {
            Ok(built) => built.program,
            Err(Failed::Compile(m) | Failed::Unusable(m)) => return Err(m),
        };
        let options = options(problem, Comparison::Tokens, false, Depth::Deep);
        let key = key(problem, &program, &options, &[&path]);
        unless_passed(&name, &key, || {
            seed_judgement(plan, problem, &program, &options)
        })
    })
}

/// The seed's judgement: see [`seed_check`].
fn seed_judgement(
    plan: &Plan,
    problem: &Problem,
    program: &Program,
    options: &Options,
) -> Result<(), String> {
    let report = engine::check(plan, problem, program, options).map_err(|e| e.to_string())?;
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
    if failure.shrunk_from().is_none() || !values.iter().any(|&v| v > 1 << 30) {
        return Err(format!(
            "the Euclid seed's failure should be a shrunk input with a value over 2^30:\n{}",
            report.text()
        ));
    }
    Ok(())
}
