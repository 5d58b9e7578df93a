//! The benchmark: each problem's max-size inputs through its release binary, several runs after a
//! warm-up, with wall time, peak memory and the share of the judge's limits they take, beside the
//! input floor (`bench/floor.rs`: read all of stdin and parse every integer, nothing else) run on
//! the same input in the same rounds; optionally beside another program (the seed's C++) too,
//! alternating run by run. [`write_readmes`] puts one run's table into every crate README and into
//! `docs/bench.md`.

pub mod games;

use crate::build::cargo_binaries;
use crate::run::{Run, run_measured};
use crate::workspace::{Problem, Workspace};
use anyhow::{Context, anyhow, bail};
use plan_kit::MaxInput;
use plans::plan;
use serde_json::json;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// What to run beside our binary.
#[derive(Clone, Debug)]
pub enum Against {
    /// `crates/<problem>/seed.cpp`, compiled with `g++ -O2 -std=c++17`.
    Seed,
    /// A shell command; `{problem}` in it is replaced by the problem's name.
    Command(String),
}

impl Against {
    /// `seed` is [`Against::Seed`]; any other value is a command.
    pub fn parse(value: &str) -> Self {
        if value == "seed" {
            Against::Seed
        } else {
            Against::Command(value.to_owned())
        }
    }
}

/// The timings (and peak memory) of one program on one input.
#[derive(Clone, Debug)]
pub struct Timings {
    /// Wall time, from spawn to exit: median, least and most.
    pub median: Duration,
    pub min: Duration,
    pub max: Duration,
    /// The median CPU time (user and system), which a judge holds against its limit: for an
    /// interactive game far less than the wall time, which includes the waits for the jury.
    pub cpu_median: Duration,
    /// The largest peak resident set over the runs, in KiB.
    pub peak_rss_kib: u64,
}

/// One row of the table: a problem's max input, our timings, and the other program's if any.
#[derive(Clone, Debug)]
pub struct Row {
    pub problem: String,
    pub input: String,
    pub bytes: usize,
    pub ours: Timings,
    /// The input floor's timings on the same input, in the same rounds.
    pub floor: Timings,
    /// The median of the per-round ratios ours / floor.
    pub floor_ratio: f64,
    pub time_limit: Duration,
    pub memory_limit_mb: u64,
    pub against: Option<Versus>,
}

/// The other program's timings and the median of the per-pair ratios ours / theirs.
#[derive(Clone, Debug)]
pub struct Versus {
    pub theirs: Timings,
    pub ratio: f64,
    /// Whether both printed the same tokens on every run (seeds are not held to our canonical
    /// spacing: a trailing space is not a different answer).
    pub same_output: bool,
}

impl Row {
    /// Our median CPU time as a share of the judge's time limit (a limit on CPU time), in
    /// percent.
    pub fn time_share(&self) -> f64 {
        100.0 * self.ours.cpu_median.as_secs_f64() / self.time_limit.as_secs_f64()
    }

    /// Our peak memory as a share of the judge's memory limit, in percent.
    pub fn memory_share(&self) -> f64 {
        100.0 * self.ours.peak_rss_kib as f64 / (self.memory_limit_mb as f64 * 1024.0)
    }
}

/// The median of `values` (the mean of the middle two for an even count).
pub fn median(values: &[f64]) -> f64 {
    assert!(!values.is_empty(), "median of nothing");
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[mid]
    } else {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    }
}

fn timings(runs: &[Run]) -> Timings {
    let secs: Vec<f64> = runs.iter().map(|r| r.wall.as_secs_f64()).collect();
    let cpu: Vec<f64> = runs.iter().map(|r| r.cpu.as_secs_f64()).collect();
    Timings {
        median: Duration::from_secs_f64(median(&secs)),
        cpu_median: Duration::from_secs_f64(median(&cpu)),
        min: runs.iter().map(|r| r.wall).min().expect("at least one run"),
        max: runs.iter().map(|r| r.wall).max().expect("at least one run"),
        peak_rss_kib: runs.iter().map(|r| r.peak_rss_kib).max().unwrap_or(0),
    }
}

/// The command line that runs `against` for `problem`, compiling the seed first if need be;
/// `Ok(None)` if the problem has no seed.
pub fn against_command(
    ws: &Workspace,
    against: &Against,
    problem: &Problem,
) -> anyhow::Result<Option<Vec<String>>> {
    match against {
        Against::Command(template) => Ok(Some(vec![
            "sh".to_owned(),
            "-c".to_owned(),
            format!("exec {}", template.replace("{problem}", &problem.name)),
        ])),
        Against::Seed => {
            let Some(source) = problem.seed() else {
                return Ok(None);
            };
            let text = std::fs::read_to_string(&source)
                .with_context(|| format!("cannot read {}", source.display()))?;
            let compiled = crate::build::gpp(ws, &text, &format!("seed-{}", problem.name))
                .map_err(|e| {
                    anyhow!(
                        "g++ -O2 -std=c++17 {} failed:\n{}",
                        source.display(),
                        e.message()
                    )
                })?;
            Ok(Some(vec![compiled.exe.to_string_lossy().into_owned()]))
        }
    }
}

/// The command line of the input floor: `bench/floor.rs` built with `rustc -O` (see
/// [`crate::build::rustc`], which caches it under `target/build/bench-floor/`).
pub fn floor_command(ws: &Workspace) -> anyhow::Result<Vec<String>> {
    bench_tool(ws, "floor")
}

/// The command line of `bench/<name>.rs` built with `rustc -O`, cached under
/// `target/build/bench-<name>/`.
fn bench_tool(ws: &Workspace, name: &str) -> anyhow::Result<Vec<String>> {
    let source = ws.root().join(format!("bench/{name}.rs"));
    let text = std::fs::read_to_string(&source)
        .with_context(|| format!("cannot read {}", source.display()))?;
    let compiled = crate::build::rustc(ws, &text, "2024", &format!("bench-{name}"))
        .map_err(|e| anyhow!("rustc -O {} failed:\n{}", source.display(), e.message()))?;
    Ok(vec![compiled.exe.to_string_lossy().into_owned()])
}

/// The row of `max` from its rounds: our runs, the other program's (none, or one per round) and
/// the floor's; each ratio the median of the per-round ratios.
fn row(problem: &Problem, max: &MaxInput, ours: &[Run], theirs: &[Run], floors: &[Run]) -> Row {
    let ratios = |others: &[Run]| {
        let ratios: Vec<f64> = ours
            .iter()
            .zip(others)
            .map(|(a, b)| a.wall.as_secs_f64() / b.wall.as_secs_f64())
            .collect();
        median(&ratios)
    };
    let against = (!theirs.is_empty()).then(|| Versus {
        theirs: timings(theirs),
        ratio: ratios(theirs),
        same_output: ours
            .iter()
            .zip(theirs)
            .all(|(a, b)| same_tokens(&a.stdout, &b.stdout)),
    });
    Row {
        problem: problem.name.clone(),
        input: max.label.to_owned(),
        bytes: max.input.len(),
        floor_ratio: ratios(floors),
        ours: timings(ours),
        floor: timings(floors),
        time_limit: problem.time_limit,
        memory_limit_mb: problem.memory_limit_mb,
        against,
    }
}

/// What every run of a bench needs besides its programs: the workspace (the sources of the
/// floors, and where they are built) and the launcher each run goes through.
#[derive(Clone, Copy, Debug)]
pub struct Bench<'a> {
    pub ws: &'a Workspace,
    pub launcher: &'a Path,
}

/// Benchmarks `problem`'s binary `exe` on each of its max inputs: one warm-up, then `runs` rounds;
/// a round runs ours, then `other` if given, then the input floor `floor` (see
/// [`floor_command`]). `progress` is told what is running.
///
/// Every run goes through `bench.launcher`, a judge binary (see [`crate::run::measure_main`]).
pub fn bench_problem(
    bench: Bench,
    problem: &Problem,
    exe: &Path,
    other: Option<&[String]>,
    floor: &[String],
    runs: usize,
    progress: &mut dyn FnMut(&str),
) -> anyhow::Result<Vec<Row>> {
    let plan = plan(&problem.name).with_context(|| format!("{}: no Plan", problem.name))?;
    if let Some(interactive) = &plan.interactive {
        return games::bench_games(bench, problem, interactive, exe, other, runs, progress);
    }
    let launcher = bench.launcher;
    let limit = (problem.time_limit * 10).max(Duration::from_secs(10));
    let ours_cmd = [exe.to_str().context("non-UTF-8 path")?];
    let other_cmd: Option<Vec<&str>> = other.map(|c| c.iter().map(String::as_str).collect());
    let floor_cmd: Vec<&str> = floor.iter().map(String::as_str).collect();
    let run_checked = |command: &[&str], input: &[u8]| -> anyhow::Result<Run> {
        let run = run_measured(launcher, command, input, limit)
            .with_context(|| format!("{command:?}"))?;
        if run.success() {
            Ok(run)
        } else {
            Err(anyhow!("{} {}", command.join(" "), run.describe_failure()))
        }
    };
    let mut rows = Vec::new();
    for max in plan.max_inputs() {
        let input = max.input.as_bytes();
        let mut ours = Vec::new();
        let mut theirs = Vec::new();
        let mut floors = Vec::new();
        for round in 0..=runs {
            let what = if round == 0 {
                "warm-up".to_owned()
            } else {
                format!("run {round}/{runs}")
            };
            progress(&format!("{} · {} · {what}", problem.name, max.label));
            let run = run_checked(&ours_cmd, input)?;
            let other_run = match &other_cmd {
                Some(command) => Some(run_checked(command, input)?),
                None => None,
            };
            let floor_run = run_checked(&floor_cmd, input)?;
            if round > 0 {
                ours.push(run);
                theirs.extend(other_run);
                floors.push(floor_run);
            }
        }
        rows.push(row(problem, &max, &ours, &theirs, &floors));
    }
    Ok(rows)
}

fn same_tokens(a: &[u8], b: &[u8]) -> bool {
    a.split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
        .eq(b.split(u8::is_ascii_whitespace).filter(|t| !t.is_empty()))
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// The columns of [`table`], without and with another program's.
pub const COLUMNS: [&str; 10] = [
    "problem",
    "max input",
    "bytes",
    "median",
    "floor",
    "× floor",
    "min–max",
    "peak RSS",
    "time / limit",
    "memory / limit",
];

/// The columns [`table`] adds when another program ran beside ours.
pub const OTHER_COLUMNS: [&str; 3] = ["other median", "other RSS", "ratio ours/other"];

/// The rows as a Markdown table: our median, the input floor's median and the median of the
/// per-round ratios ours / floor, our range, peak memory and shares of the limits, then the other
/// program's timings if any ran.
pub fn table(rows: &[Row]) -> String {
    let with_other = rows.iter().any(|r| r.against.is_some());
    let mut columns: Vec<&str> = COLUMNS.to_vec();
    if with_other {
        columns.extend(OTHER_COLUMNS);
    }
    let mut out = format!("| {} |\n|", columns.join(" | "));
    for column in &columns {
        out.push_str(if ["problem", "max input"].contains(column) {
            "---|"
        } else {
            "---:|"
        });
    }
    out.push('\n');
    for row in rows {
        write!(
            out,
            "| {} | {} | {} | {} | {} | {:.2} | {}–{} | {} | {:.1}% of {} ms | {:.1}% of {} MiB |",
            row.problem,
            row.input.replace('|', "\\|"),
            row.bytes,
            ms(row.ours.median),
            ms(row.floor.median),
            row.floor_ratio,
            ms(row.ours.min),
            ms(row.ours.max),
            mib(row.ours.peak_rss_kib),
            row.time_share(),
            row.time_limit.as_millis(),
            row.memory_share(),
            row.memory_limit_mb,
        )
        .unwrap();
        match (&row.against, with_other) {
            (Some(v), _) => writeln!(
                out,
                " {} | {} | {:.2}{} |",
                ms(v.theirs.median),
                mib(v.theirs.peak_rss_kib),
                v.ratio,
                if v.same_output {
                    ""
                } else {
                    " (outputs differ!)"
                }
            )
            .unwrap(),
            (None, true) => out.push_str(" – | – | – |\n"),
            (None, false) => out.push('\n'),
        }
    }
    out
}

/// The rows as JSON, for scripts.
pub fn to_json(rows: &[Row]) -> serde_json::Value {
    let timings = |f: &Timings| {
        json!({
            "median_ms": f.median.as_secs_f64() * 1000.0,
            "min_ms": f.min.as_secs_f64() * 1000.0,
            "max_ms": f.max.as_secs_f64() * 1000.0,
            "cpu_median_ms": f.cpu_median.as_secs_f64() * 1000.0,
            "peak_rss_kib": f.peak_rss_kib,
        })
    };
    rows.iter()
        .map(|row| {
            json!({
                "problem": row.problem,
                "input": row.input,
                "bytes": row.bytes,
                "ours": timings(&row.ours),
                "floor": timings(&row.floor),
                "floor_ratio": row.floor_ratio,
                "time_limit_ms": row.time_limit.as_millis() as u64,
                "memory_limit_mb": row.memory_limit_mb,
                "time_share_percent": row.time_share(),
                "memory_share_percent": row.memory_share(),
                "against": row.against.as_ref().map(|v| json!({
                    "theirs": timings(&v.theirs),
                    "median_ratio": v.ratio,
                    "same_output": v.same_output,
                })),
            })
        })
        .collect()
}

/// What one `bench` command does.
#[derive(Clone, Debug)]
pub struct Options {
    /// The problems to run; empty means all of them.
    pub names: Vec<String>,
    /// Runs after the warm-up.
    pub runs: usize,
    pub against: Option<Against>,
    /// Print JSON instead of the table.
    pub json: bool,
    /// Rewrite the bench tables of the READMEs from this run (see [`write_readmes`]).
    pub write_readmes: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            names: Vec::new(),
            runs: 7,
            against: None,
            json: false,
            write_readmes: false,
        }
    }
}

impl Options {
    /// The command line that repeats this run, as the READMEs quote it.
    pub fn command_line(&self) -> String {
        let mut line = String::from("cargo judge bench");
        for name in &self.names {
            write!(line, " {name}").unwrap();
        }
        write!(line, " --runs {}", self.runs).unwrap();
        match &self.against {
            Some(Against::Seed) => line.push_str(" --against seed"),
            Some(Against::Command(command)) => write!(line, " --against '{command}'").unwrap(),
            None => {}
        }
        if self.write_readmes {
            line.push_str(" --write-readmes");
        }
        line
    }
}

/// One bench run: where and when it ran, how, and its rows.
#[derive(Clone, Debug)]
pub struct Report {
    /// [`machine`] at the start of the run.
    pub machine: String,
    /// The 1-, 5- and 15-minute load averages at the start of the run.
    pub load: String,
    /// The UTC date of the run, `YYYY-MM-DD`.
    pub date: String,
    /// The command line that repeats it.
    pub command: String,
    pub runs: usize,
    /// The problems benchmarked, in order (a problem without max inputs has no rows).
    pub problems: Vec<String>,
    pub rows: Vec<Row>,
}

impl Report {
    /// The lines after the table: the inputs over 10% of their time limit or 25% of their memory
    /// limit (or that none is), and those above [`FLOOR_GOAL`] times the input floor.
    pub fn summary(&self) -> String {
        let over: Vec<String> = self
            .rows
            .iter()
            .filter(|r| r.time_share() >= 10.0 || r.memory_share() >= 25.0)
            .map(|r| format!("{} ({})", r.problem, r.input))
            .collect();
        let mut text = if over.is_empty() {
            "Every input takes under 10% of its time limit and under 25% of its memory limit.\n"
                .to_owned()
        } else {
            format!(
                "Over 10% of the time limit or 25% of the memory limit: {}\n",
                over.join("; ")
            )
        };
        let above: Vec<String> = self
            .rows
            .iter()
            .filter(|r| r.floor_ratio > FLOOR_GOAL)
            .map(|r| format!("{} ({}): {:.2}×", r.problem, r.input, r.floor_ratio))
            .collect();
        if !above.is_empty() {
            text.push_str(&format!(
                "Above {FLOOR_GOAL}× the input floor: {}\n",
                above.join("; ")
            ));
        }
        text
    }

    /// One sentence on the run: machine, load, date, command, runs.
    pub fn description(&self) -> String {
        format!(
            "{}, load average {} at the start; {}; `{}`: medians of {} rounds after a warm-up, \
             each round running ours, {}then the floor; wall time from spawn to exit; time / limit: \
             our median CPU time against the judge's limit on CPU time.",
            self.machine,
            self.load,
            self.date,
            self.command,
            self.runs,
            if self.rows.iter().any(|r| r.against.is_some()) {
                "the other program, "
            } else {
                ""
            }
        )
    }
}

/// The problems of `names` (every problem where `names` is empty) that have no seed
/// (`crates/<problem>/seed.cpp`), which `--against seed` needs.
pub fn without_seed(ws: &Workspace, names: &[String]) -> Vec<String> {
    ws.problems()
        .iter()
        .filter(|p| names.is_empty() || names.contains(&p.name))
        .filter(|p| p.seed().is_none())
        .map(|p| p.name.clone())
        .collect()
}

/// What [`run`] tells its caller while it works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress<'a> {
    /// The release binaries and the floor are being built.
    Building,
    /// A run has begun: the problem, the max input, and what runs (`ours`, the floor, …).
    Running(&'a str),
}

/// Builds the release binaries and the floor, and benchmarks the chosen problems of `ws`,
/// telling `progress` what it is doing; every program is started through the running judge
/// binary (the launcher).
pub fn run(
    ws: &Workspace,
    options: &Options,
    progress: &mut dyn FnMut(Progress),
) -> anyhow::Result<Report> {
    let chosen: Vec<&Problem> = if options.names.is_empty() {
        ws.problems().iter().collect()
    } else {
        options
            .names
            .iter()
            .map(|n| ws.problem(n))
            .collect::<Result<_, _>>()?
    };
    let launcher = std::env::current_exe().context("cannot find myself")?;
    progress(Progress::Building);
    let binaries = cargo_binaries(ws, "release")?;
    let floor = floor_command(ws)?;
    let (machine, load, date) = (machine(), load_average(), utc_date(SystemTime::now()));
    let mut progress = |what: &str| progress(Progress::Running(what));
    let mut rows = Vec::new();
    for &problem in &chosen {
        let exe = binaries
            .get(&problem.name)
            .with_context(|| format!("no binary for {}", problem.name))?;
        let other = match &options.against {
            Some(against) => against_command(ws, against, problem)?,
            None => None,
        };
        rows.extend(bench_problem(
            Bench {
                ws,
                launcher: &launcher,
            },
            problem,
            exe,
            other.as_deref(),
            &floor,
            options.runs,
            &mut progress,
        )?);
    }
    Ok(Report {
        machine,
        load,
        date,
        command: options.command_line(),
        problems: chosen.iter().map(|p| p.name.clone()).collect(),
        runs: options.runs,
        rows,
    })
}

/// The goal: every max input within this multiple of its input floor.
pub const FLOOR_GOAL: f64 = 2.5;

/// The line before a generated bench table in a README.
pub const TABLE_BEGIN: &str =
    "<!-- bench table: written by `cargo judge bench --write-readmes`; do not edit -->";
/// The line after it.
pub const TABLE_END: &str = "<!-- end of bench table -->";

/// The text between the markers for `rows` of `report`: the run's description and the table.
pub fn readme_block(report: &Report, rows: &[Row]) -> String {
    format!("{}\n\n{}", report.description(), table(rows))
}

/// `text` with what lies between its one [`TABLE_BEGIN`] line and the next [`TABLE_END`] line
/// replaced by `block`; an error unless both markers are there once, in that order.
pub fn splice(text: &str, block: &str) -> anyhow::Result<String> {
    let (Some(begin), Some(end)) = (text.find(TABLE_BEGIN), text.find(TABLE_END)) else {
        return Err(anyhow!(
            "no bench table markers: put the lines `{TABLE_BEGIN}` and `{TABLE_END}` where the \
             table goes (a crate README: at the end of its Verified section)"
        ));
    };
    if text.matches(TABLE_BEGIN).count() != 1 || text.matches(TABLE_END).count() != 1 {
        bail!("the bench table markers appear more than once");
    }
    if end < begin {
        bail!("the end marker comes before the begin marker");
    }
    let inside = begin + TABLE_BEGIN.len();
    Ok(format!(
        "{}\n{}\n{}",
        &text[..inside],
        block.trim_end(),
        &text[end..]
    ))
}

/// True iff a problem's README (`readme`) must hold the current bench rows of its max inputs: a
/// collection problem with max inputs always; a problem of one's own once it has a table (until
/// it is benched, `judge new`'s empty markers are enough, so that `cargo test` passes).
pub fn rows_due(collection: bool, has_max_inputs: bool, readme: &str) -> bool {
    has_max_inputs && (collection || readme_table(readme).is_ok())
}

/// The table between the markers of `text`: its header cells and the cells of each row.
pub fn readme_table(text: &str) -> anyhow::Result<(Vec<String>, Vec<Vec<String>>)> {
    let begin = text.find(TABLE_BEGIN).context("no begin marker")?;
    let end = text.find(TABLE_END).context("no end marker")?;
    let inside = text
        .get(begin + TABLE_BEGIN.len()..end)
        .context("the end marker comes before the begin marker")?;
    let cells = |line: &str| -> Vec<String> {
        let line = line.trim().trim_start_matches('|').trim_end_matches('|');
        // a cell ends at a `|` not escaped as `\|`
        let mut cells = vec![String::new()];
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.peek() == Some(&'|') => {
                    cells.last_mut().unwrap().push('|');
                    chars.next();
                }
                '|' => cells.push(String::new()),
                c => cells.last_mut().unwrap().push(c),
            }
        }
        cells.iter().map(|c| c.trim().to_owned()).collect()
    };
    let mut lines = inside.lines().filter(|l| l.trim_start().starts_with('|'));
    let header = cells(lines.next().context("no table between the markers")?);
    let rule = lines.next().context("a table without its rule line")?;
    if !rule.chars().all(|c| "|-: ".contains(c)) {
        return Err(anyhow!("not a table's rule line: {rule}"));
    }
    Ok((header, lines.map(cells).collect()))
}

/// The page that holds one run's table of every collection problem: `docs/bench.md`.
pub fn bench_page(ws: &Workspace) -> PathBuf {
    ws.root().join("docs/bench.md")
}

/// What [`write_readmes`] wrote.
#[derive(Clone, Debug, Default)]
pub struct Rewritten {
    /// The files rewritten, in order.
    pub files: Vec<PathBuf>,
    /// True iff [`bench_page`] was left as it was: its table needs a run of every collection
    /// problem.
    pub page_left: bool,
}

/// Rewrites the bench table of each benchmarked problem's `crates/<problem>/README.md` with its own
/// rows (a problem without max inputs has none), and [`bench_page`]'s with the rows of the
/// collection's problems when every one of them ran.
pub fn write_readmes(ws: &Workspace, report: &Report) -> anyhow::Result<Rewritten> {
    let mut written = Vec::new();
    let mut rewrite = |path: PathBuf, rows: &[Row]| -> anyhow::Result<()> {
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let new = splice(&text, &readme_block(report, rows))
            .with_context(|| format!("{}", path.display()))?;
        std::fs::write(&path, new).with_context(|| format!("cannot write {}", path.display()))?;
        written.push(path);
        Ok(())
    };
    for name in &report.problems {
        let rows: Vec<Row> = report
            .rows
            .iter()
            .filter(|r| r.problem == *name)
            .cloned()
            .collect();
        // A problem without max inputs has no table to write.
        if !rows.is_empty() {
            rewrite(ws.problem(name)?.dir.join("README.md"), &rows)?;
        }
    }
    let collection: Vec<&str> = ws
        .problems()
        .iter()
        .filter(|p| p.collection)
        .map(|p| p.name.as_str())
        .collect();
    let page_written = collection
        .iter()
        .all(|name| report.problems.iter().any(|p| p == name));
    if page_written {
        let rows: Vec<Row> = report
            .rows
            .iter()
            .filter(|r| collection.contains(&r.problem.as_str()))
            .cloned()
            .collect();
        rewrite(bench_page(ws), &rows)?;
    }
    Ok(Rewritten {
        page_left: !page_written,
        files: written,
    })
}

/// The load averages of `/proc/loadavg`, or `?`.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "?".to_owned())
}

/// The UTC calendar date of `time`, `YYYY-MM-DD`.
pub fn utc_date(time: SystemTime) -> String {
    let days = time
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Howard Hinnant's civil_from_days: days since 1970-01-01 → (year, month, day).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// One line on the machine: CPU model and core count.
pub fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".to_owned());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{cpu}, {cores} cores")
}

#[cfg(test)]
mod tests {
    use super::{TABLE_BEGIN, TABLE_END, median, readme_table, rows_due, splice, utc_date};

    #[test]
    fn a_problem_of_ones_own_owes_bench_rows_only_once_it_has_a_table() {
        let empty = format!("## Verified\n{TABLE_BEGIN}\n{TABLE_END}\n");
        let table = format!(
            "{TABLE_BEGIN}\n| problem | max input |\n|---|---|\n| p | big |\n{TABLE_END}\n"
        );
        assert!(!rows_due(false, true, &empty));
        assert!(rows_due(false, true, &table));
        assert!(rows_due(true, true, &empty));
        assert!(!rows_due(true, false, &empty));
    }
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn utc_dates() {
        assert_eq!(utc_date(UNIX_EPOCH), "1970-01-01");
        assert_eq!(
            utc_date(UNIX_EPOCH + Duration::from_secs(951_782_400)),
            "2000-02-29"
        );
        assert_eq!(
            utc_date(UNIX_EPOCH + Duration::from_secs(1_796_000_000)),
            "2026-11-30"
        );
    }

    #[test]
    fn splice_replaces_only_between_the_markers() {
        let text = format!("intro\n{TABLE_BEGIN}\nold\n{TABLE_END}\nrest\n");
        let new = splice(&text, "| a | b |\n|---|---:|\n| x \\| y | 1 |\n").unwrap();
        assert_eq!(
            new,
            format!(
                "intro\n{TABLE_BEGIN}\n| a | b |\n|---|---:|\n| x \\| y | 1 |\n{TABLE_END}\nrest\n"
            )
        );
        let (header, rows) = readme_table(&new).unwrap();
        assert_eq!(header, ["a", "b"]);
        assert_eq!(rows, [["x | y", "1"]]);
        assert!(splice("no markers", "x").is_err());
        assert!(splice(&format!("{TABLE_END}\n{TABLE_BEGIN}"), "x").is_err());
        assert!(splice(&format!("{TABLE_BEGIN}{TABLE_BEGIN}{TABLE_END}"), "x").is_err());
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
    }
}
