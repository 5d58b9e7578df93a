//! The benchmark: each problem's max-size inputs through its release binary, several runs after a
//! warm-up, with wall time, peak memory and the share of the judge's limits they take; optionally
//! side by side with another program (the seed's C++), alternating run by run.

use crate::problems::spec;
use crate::run::{Run, run_measured};
use crate::workspace::{Problem, root};
use serde_json::json;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// What to run beside our binary.
#[derive(Clone, Debug)]
pub enum Against {
    /// `bench/seeds/<problem>.cpp`, compiled with `g++ -O2`.
    Seed,
    /// A shell command; `{problem}` in it is replaced by the problem's name.
    Command(String),
}

/// The figures of one program on one input.
#[derive(Clone, Debug)]
pub struct Figures {
    pub median: Duration,
    pub min: Duration,
    pub max: Duration,
    /// The largest peak resident set over the runs, in KiB.
    pub peak_rss_kib: u64,
}

/// One row of the table: a problem's max input, our figures, and the other program's if any.
#[derive(Clone, Debug)]
pub struct Row {
    pub problem: String,
    pub input: String,
    pub bytes: usize,
    pub ours: Figures,
    pub time_limit: Duration,
    pub memory_limit_mb: u64,
    pub against: Option<Versus>,
}

/// The other program's figures and the median of the per-pair ratios ours / theirs.
#[derive(Clone, Debug)]
pub struct Versus {
    pub theirs: Figures,
    pub ratio: f64,
    /// Whether both printed the same tokens on every run (seeds are not held to our canonical
    /// spacing: a trailing space is not a different answer).
    pub same_output: bool,
}

impl Row {
    /// Our median time as a share of the judge's time limit, in percent.
    pub fn time_share(&self) -> f64 {
        100.0 * self.ours.median.as_secs_f64() / self.time_limit.as_secs_f64()
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

fn figures(runs: &[Run]) -> Figures {
    let secs: Vec<f64> = runs.iter().map(|r| r.wall.as_secs_f64()).collect();
    Figures {
        median: Duration::from_secs_f64(median(&secs)),
        min: runs.iter().map(|r| r.wall).min().expect("at least one run"),
        max: runs.iter().map(|r| r.wall).max().expect("at least one run"),
        peak_rss_kib: runs.iter().map(|r| r.peak_rss_kib).max().unwrap_or(0),
    }
}

/// The command line that runs `against` for `problem`, compiling the seed first if need be;
/// `Ok(None)` if the problem has no seed.
pub fn against_command(
    against: &Against,
    problem: &Problem,
) -> Result<Option<Vec<String>>, String> {
    match against {
        Against::Command(template) => Ok(Some(vec![
            "sh".to_owned(),
            "-c".to_owned(),
            format!("exec {}", template.replace("{problem}", &problem.name)),
        ])),
        Against::Seed => {
            let source = root()
                .join("bench/seeds")
                .join(format!("{}.cpp", problem.name));
            if !source.is_file() {
                return Ok(None);
            }
            let text = std::fs::read_to_string(&source)
                .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
            let compiled = crate::build::gpp(&text, &format!("seed-{}", problem.name))
                .map_err(|e| format!("g++ -O2 -std=c++17 {} failed:\n{e}", source.display()))?;
            Ok(Some(vec![compiled.exe.to_string_lossy().into_owned()]))
        }
    }
}

/// Benchmarks `problem`'s binary `exe` on each of its max inputs: one warm-up, then `runs` runs,
/// alternating with `other` if given. `progress` is told what is running.
///
/// Every run goes through `launcher`, a judge binary (see [`crate::run::measure_main`]).
pub fn bench_problem(
    launcher: &Path,
    problem: &Problem,
    exe: &Path,
    other: Option<&[String]>,
    runs: usize,
    progress: &mut dyn FnMut(&str),
) -> Result<Vec<Row>, String> {
    let spec = spec(&problem.name).ok_or_else(|| format!("{}: no Spec", problem.name))?;
    let limit = (problem.time_limit * 10).max(Duration::from_secs(10));
    let ours_cmd = [exe.to_str().ok_or("non-UTF-8 path")?];
    let other_cmd: Option<Vec<&str>> = other.map(|c| c.iter().map(String::as_str).collect());
    let run_checked = |command: &[&str], input: &[u8]| -> Result<Run, String> {
        let run = run_measured(launcher, command, input, limit)
            .map_err(|e| format!("{command:?}: {e}"))?;
        if run.success() {
            Ok(run)
        } else {
            Err(format!("{} {}", command.join(" "), run.describe_failure()))
        }
    };
    let mut rows = Vec::new();
    for max in (spec.max_inputs)() {
        let input = max.input.as_bytes();
        let mut ours = Vec::new();
        let mut theirs = Vec::new();
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
            if round > 0 {
                ours.push(run);
                theirs.extend(other_run);
            }
        }
        let against = (!theirs.is_empty()).then(|| {
            let ratios: Vec<f64> = ours
                .iter()
                .zip(&theirs)
                .map(|(a, b)| a.wall.as_secs_f64() / b.wall.as_secs_f64())
                .collect();
            Versus {
                theirs: figures(&theirs),
                ratio: median(&ratios),
                same_output: ours
                    .iter()
                    .zip(&theirs)
                    .all(|(a, b)| same_tokens(&a.stdout, &b.stdout)),
            }
        });
        rows.push(Row {
            problem: problem.name.clone(),
            input: max.label.to_owned(),
            bytes: input.len(),
            ours: figures(&ours),
            time_limit: problem.time_limit,
            memory_limit_mb: problem.memory_limit_mb,
            against,
        });
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

/// The rows as a Markdown table.
pub fn table(rows: &[Row]) -> String {
    let with_other = rows.iter().any(|r| r.against.is_some());
    let mut out = String::from(
        "| problem | max input | bytes | median | min–max | peak RSS | time / limit | memory / limit |",
    );
    out.push_str(if with_other {
        " other median | other RSS | ratio ours/other |\n"
    } else {
        "\n"
    });
    out.push_str("|---|---|---:|---:|---:|---:|---:|---:|");
    out.push_str(if with_other {
        "---:|---:|---:|\n"
    } else {
        "\n"
    });
    for row in rows {
        write!(
            out,
            "| {} | {} | {} | {} | {}–{} | {} | {:.1}% of {} ms | {:.1}% of {} MiB |",
            row.problem,
            row.input,
            row.bytes,
            ms(row.ours.median),
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
    let figures = |f: &Figures| {
        json!({
            "median_ms": f.median.as_secs_f64() * 1000.0,
            "min_ms": f.min.as_secs_f64() * 1000.0,
            "max_ms": f.max.as_secs_f64() * 1000.0,
            "peak_rss_kib": f.peak_rss_kib,
        })
    };
    rows.iter()
        .map(|row| {
            json!({
                "problem": row.problem,
                "input": row.input,
                "bytes": row.bytes,
                "ours": figures(&row.ours),
                "time_limit_ms": row.time_limit.as_millis() as u64,
                "memory_limit_mb": row.memory_limit_mb,
                "time_share_percent": row.time_share(),
                "memory_share_percent": row.memory_share(),
                "against": row.against.as_ref().map(|v| json!({
                    "theirs": figures(&v.theirs),
                    "median_ratio": v.ratio,
                    "same_output": v.same_output,
                })),
            })
        })
        .collect()
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
    use super::median;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
    }
}
