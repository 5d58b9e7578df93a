//! The tiny problem the bad candidates are judged on (`tests/check_bad_programs.rs`, and beside a
//! load in `tests/under_load.rs`): the sum of n numbers, one exhaustive input of 100 000 numbers
//! (larger than a pipe's buffer, so that a program that reads nothing leaves the judge's writer
//! blocked), and the programs of `tests/fixtures/bad/` run on it through the real engine and the
//! real launcher (`judge __measure`).

use crate::workspace;
use judge::compare::Comparison;
use judge::engine::{self, Options, Program, Report, Verdict};
use judge::workspace::Problem;
use plan_kit::{Exhaustive, Plan};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The numbers of the one input.
pub const N: usize = 100_000;

pub fn input() -> String {
    let numbers: Vec<String> = (0..N).map(|i| ((i * 7919) % 1000).to_string()).collect();
    format!("{N}\n{}\n", numbers.join(" "))
}

pub fn validate(input: &str) -> Result<(), String> {
    let mut lines = input.lines();
    let n: usize = lines
        .next()
        .and_then(|l| l.parse().ok())
        .ok_or("no n on the first line")?;
    let count = lines.next().ok_or("no second line")?.split(' ').count();
    if count == n {
        Ok(())
    } else {
        Err(format!("{count} numbers, not {n}"))
    }
}

pub fn oracle(input: &str) -> Option<String> {
    let sum: u64 = input
        .lines()
        .nth(1)?
        .split_whitespace()
        .map(|w| w.parse::<u64>().ok())
        .sum::<Option<u64>>()?;
    Some(format!("{sum}\n"))
}

pub fn inputs() -> Vec<String> {
    vec![input()]
}

pub static SUM: Plan = Plan {
    name: "bad-programs-sum",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "one input of 100 000 numbers",
        inputs,
    }),
    ..Plan::NONE
};

/// The problem: no samples folder, `time_ms` and `memory_mb` as the judge's limits.
pub fn problem(time_ms: u64, memory_mb: u64) -> Problem {
    Problem {
        name: "bad-programs-sum".to_owned(),
        samples: workspace().root().join("samples/bad-programs-sum"),
        dir: workspace().root().join("tests/fixtures/bad"),
        url: String::new(),
        site: judge::sites::site("codeforces").unwrap(),
        time_limit: Duration::from_millis(time_ms),
        memory_limit_mb: memory_mb,
        collection: false,
    }
}

pub fn fixture(name: &str) -> String {
    let path: PathBuf = workspace().root().join("tests/fixtures/bad").join(name);
    assert!(path.is_file(), "no fixture {}", path.display());
    path.display().to_string()
}

/// A number unique to this test (`k`) and this test process, used as a `sleep` duration: the
/// command line of anything the program leaves behind holds it.
pub fn marker(k: u32) -> String {
    format!("{}.{}", 7000 + k, std::process::id())
}

/// The pids of the processes whose command line holds `marker`.
pub fn left_running(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("/proc") {
        let Ok(entry) = entry else { continue };
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if cmdline.contains(marker) {
            found.push(format!("{name}: {cmdline}"));
        }
    }
    found
}

pub struct Judged {
    pub report: Report,
}

impl Judged {
    /// The most CPU time the program used on any input.
    pub fn max_cpu(&self) -> Duration {
        self.report.groups.iter().map(|g| g.max_cpu).max().unwrap()
    }

    /// The verdict and the detail of the failure (empty when AC).
    pub fn detail(&self) -> String {
        self.report
            .groups
            .iter()
            .find_map(|g| g.failure.as_ref())
            .map_or(String::new(), |f| f.detail.clone())
    }

    pub fn expect(&self, verdict: Verdict, detail_holds: &str) -> &Self {
        let detail = self.detail();
        assert_eq!(
            self.report.verdict, verdict,
            "verdict {} (expected {verdict}), detail: {detail}",
            self.report.verdict
        );
        assert!(
            detail.contains(detail_holds),
            "the detail does not say {detail_holds:?}: {detail}"
        );
        self
    }

    /// The program was stopped, or ended, within `most` of CPU time on every input: a bound in
    /// CPU time, which a busy machine does not change (the wall clock it does).
    pub fn cpu_at_most(&self, most: Duration) -> &Self {
        let cpu = self.max_cpu();
        assert!(cpu <= most, "{cpu:?} of CPU time, more than {most:?}");
        self
    }
}

/// Runs `command` on the problem through the engine and the launcher; checks afterwards that no
/// process holding `marker` is left.
pub fn judge_with(command: &[&str], time_ms: u64, memory_mb: u64, address_space_mb: u64) -> Judged {
    let program = Program {
        label: command.join(" "),
        command: command.iter().map(|s| (*s).to_owned()).collect(),
    };
    let options = Options {
        comparison: Comparison::Tokens,
        jobs: 1,
        launcher: Some(judge::workspace::judge_exe()),
        address_space_mb,
        ..Options::default()
    };
    let started = Instant::now();
    let report = engine::check(&SUM, &problem(time_ms, memory_mb), &program, &options)
        .unwrap_or_else(|e| panic!("plan error: {e}"));
    eprintln!(
        "{}: {} in {:?}",
        program.label,
        report.verdict,
        started.elapsed()
    );
    Judged { report }
}

/// A script of `tests/fixtures/bad/` with the marker `k`, generous limits (a loaded machine must
/// not turn a quick verdict into TLE); afterwards nothing holding the marker may run.
pub fn judge_script(script: &str, k: u32, time_ms: u64) -> Judged {
    let marker = marker(k);
    let script = fixture(script);
    let judged = judge_with(&["sh", &script, &marker], time_ms, 64, 4096);
    let left = left_running(&marker);
    assert!(
        left.is_empty(),
        "left running after the run:\n{}",
        left.join("\n")
    );
    judged
}
