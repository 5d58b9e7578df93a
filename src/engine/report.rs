//! The report: a judge's table of the groups, the smallest failing input with the expected and
//! actual outputs, and the verdict on the last line; or the same as JSON.

use super::*;

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

/// `n` for a table: `1.2 s` from a second, `34 ms` below.
fn duration(d: Duration) -> String {
    if d >= Duration::from_secs(1) {
        format!("{:.1} s", d.as_secs_f64())
    } else {
        format!("{} ms", d.as_millis())
    }
}

impl Report {
    /// True iff some case was run (a problem with no samples, no plan and no tests given has
    /// nothing to judge: that is no AC).
    pub fn judged(&self) -> bool {
        self.compile_error.is_some() || self.groups.iter().any(|g| g.run > 0)
    }

    /// True iff the program was judged and accepted.
    pub fn accepted(&self) -> bool {
        self.verdict == Verdict::Ac && self.judged()
    }

    /// The report as a judge's table, the smallest failing input if any, and the verdict on the
    /// last line.
    /// A program's control characters (in its output, or a transcript) are shown escaped.
    pub fn text(&self) -> String {
        crate::text::printable(&self.written())
    }

    /// [`Report::text`] before its control characters are escaped.
    fn written(&self) -> String {
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
        self.table(&mut out);
        self.notes(&mut out);
        for g in &self.groups {
            if let Some(f) = &g.failure {
                failure_text(f, g, &mut out);
            }
        }
        if !self.judged() {
            writeln!(
                out,
                "verdict: none (nothing was judged: {} has no test to run here; add samples to \
                 samples/{}/, or give --tests)",
                self.problem, self.problem
            )
            .unwrap();
        } else if self.verdict == Verdict::Busy {
            writeln!(
                out,
                "verdict: BUSY (not judged: the machine is too busy; check again when it is \
                 quieter)"
            )
            .unwrap();
        } else {
            writeln!(out, "verdict: {}", self.verdict).unwrap();
        }
        out
    }

    /// The table of the groups: one row each, with its figures or why it did not run.
    fn table(&self, out: &mut String) {
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
                        if g.max_cpu_killed {
                            format!("≥{}", duration(g.max_cpu))
                        } else {
                            duration(g.max_cpu)
                        },
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
    }

    /// The parts of the plan missing, and the largest sizes each generator drew.
    fn notes(&self, out: &mut String) {
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
                    "max_cpu_killed": g.max_cpu_killed,
                    "max_wall_ms": g.max_wall.as_secs_f64() * 1000.0,
                    "max_memory_kib": g.max_rss_kib,
                    "elapsed_ms": g.elapsed.as_secs_f64() * 1000.0,
                    "largest_sizes": g.largest.iter().map(|(d, m)| json!({"drawn": d, "max": m})).collect::<Vec<_>>(),
                    "failure": g.failure.as_ref().map(|f| json!({
                        "verdict": f.verdict.as_str(),
                        "case": f.case,
                        "first_origin": f.first_origin,
                        "first_detail": f.first_detail,
                        "origin": f.origin,
                        "detail": f.detail,
                        "input": f.input,
                        "expected": f.expected,
                        "actual": f.actual,
                        "shrunk_from_bytes": f.shrunk_from().map(|(b, _)| b),
                        "shrink_runs": match f.shrink { Shrink::Tried { runs, .. } => Some(runs), Shrink::NotTried(_) => None },
                        "shrink_stopped": matches!(f.shrink, Shrink::Tried { stopped: true, .. }),
                        "saved": f.saved.as_ref().map(|p| p.display().to_string()),
                        "strategy": f.game.as_ref().map(|g| g.strategy),
                        "transcript": f.game.as_ref().map(|g| g.transcript.as_str()),
                        "replay": f.replay,
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
            "idle_limit_ms": idle_limit(self.time_limit).as_millis() as u64,
            "wall_backstop_ms": wall_backstop(self.time_limit).as_millis() as u64,
            "memory_limit_mb": self.memory_limit_mb,
            "compile_error": self.compile_error,
            "groups": groups,
            "verdict": self.judged().then(|| self.verdict.as_str()),
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

/// A group's failure: its verdict on the group's failing case (the run the table counts), how it
/// was shrunk and what was wrong with the shrunk input, where it was saved, the input, the
/// expected and the actual outputs.
fn failure_text(f: &Failure, g: &GroupReport, out: &mut String) {
    writeln!(out).unwrap();
    let first = format!(
        "{} on case {} of {} ({})",
        g.verdict.unwrap_or(f.verdict),
        f.case,
        g.group.name(),
        f.first_origin
    );
    match &f.shrink {
        Shrink::Tried {
            from_bytes: bytes,
            runs,
            took,
            stopped,
        } if f.origin != f.first_origin => {
            writeln!(out, "{first}: {}", f.first_detail.trim_end()).unwrap();
            // The shrinker's inputs are named by the first one; a smaller draw by its generator.
            let origin = if f.origin.starts_with("an input shrunk from") {
                String::new()
            } else {
                format!(" ({})", f.origin)
            };
            writeln!(
                out,
                "shrunk from {bytes} to {} bytes in {runs} runs ({}){}; {} on the shrunk \
                 input{origin}: {}",
                f.input.len(),
                duration(*took),
                if *stopped {
                    " (stopped at the time bound: a smaller one may fail too)"
                } else {
                    ""
                },
                f.verdict,
                f.detail.trim_end()
            )
            .unwrap();
        }
        shrink => {
            let why = match shrink {
                Shrink::Tried { stopped: true, .. } => {
                    "not shrunk: the time bound ran out first".to_owned()
                }
                Shrink::Tried { runs, .. } => {
                    format!("no smaller failing input found in {runs} runs")
                }
                Shrink::NotTried(why) => format!("not shrunk: {why}"),
            };
            writeln!(out, "{first} ({why}): {}", f.detail.trim_end()).unwrap();
        }
    }
    if let Some(path) = &f.saved {
        writeln!(out, "saved to {}", path.display()).unwrap();
        if f.game.is_some() {
            let whole = path.with_extension("transcript");
            writeln!(out, "the whole game: {}", whole.display()).unwrap();
        }
    }
    if let Some(replay) = &f.replay {
        writeln!(out, "play it again: {replay}").unwrap();
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
