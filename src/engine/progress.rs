//! Each group's progress on stderr while it runs, and a failure's shrinking: on a terminal an
//! indicatif bar (cases done of the group's total, elapsed time; for shrinking, runs and the time
//! allowed), otherwise plain lines: one when the group starts, one every
//! [`Options::progress_every`](super::Options::progress_every) while it runs, one when it ends.

use super::Group;
use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Progress on stderr: a bar when stderr is a terminal, plain lines otherwise, nothing if off.
pub(super) struct Progress {
    bar: Option<indicatif::ProgressBar>,
    plain: Option<Plain>,
    done: AtomicUsize,
}

/// The state of plain progress lines.
struct Plain {
    name: String,
    /// What is counted: cases, or shrinking's runs.
    unit: &'static str,
    every: Duration,
    started: Instant,
    /// The total once known (0: unknown), and when the last line was written.
    state: Mutex<(usize, Instant)>,
}

impl Progress {
    /// The progress of `group` (`title` says what its cases are); `every` is the interval of
    /// plain lines.
    pub(super) fn new(on: bool, group: Group, title: &str, every: Duration) -> Progress {
        Progress::start(on, group.name(), &format!("{title}…"), "cases", every)
    }

    /// The progress of shrinking a `verdict` failure, allowed `budget` and `max_runs` runs.
    pub(super) fn shrinking(
        on: bool,
        verdict: &str,
        budget: Duration,
        max_runs: usize,
        every: Duration,
    ) -> Progress {
        let what = format!(
            "{verdict}: shrinking the failing input (at most {:.0} s or {max_runs} runs)…",
            budget.as_secs_f64()
        );
        let progress = Progress::start(on, "shrinking", &what, "runs", every);
        if let Some(bar) = &progress.bar {
            bar.set_style(style(&format!(
                "{{spinner}} shrinking: {{pos}} runs, {{elapsed}} of {:.0} s",
                budget.as_secs_f64()
            )));
        }
        progress
    }

    fn start(on: bool, name: &str, what: &str, unit: &'static str, every: Duration) -> Progress {
        let (mut bar, mut plain) = (None, None);
        if on && std::io::stderr().is_terminal() {
            let spinner = indicatif::ProgressBar::new_spinner();
            spinner.set_style(style("{spinner} {msg}: {pos} cases, {elapsed}"));
            spinner.set_message(name.to_owned());
            spinner.enable_steady_tick(Duration::from_millis(120));
            bar = Some(spinner);
        } else if on {
            eprintln!("{name}: {what}");
            plain = Some(Plain {
                name: name.to_owned(),
                unit,
                every,
                started: Instant::now(),
                state: Mutex::new((0, Instant::now())),
            });
        }
        Progress {
            bar,
            plain,
            done: AtomicUsize::new(0),
        }
    }

    /// The group has `total` cases (`usize::MAX`: as many as its time allows).
    pub(super) fn set_total(&self, total: usize) {
        if total == usize::MAX || total == 0 {
            return;
        }
        if let Some(bar) = &self.bar {
            bar.set_length(total as u64);
            bar.set_style(style(
                "{msg} [{bar:30}] {pos}/{len} cases, {elapsed} (about {eta} left)",
            ));
        }
        if let Some(plain) = &self.plain {
            plain.state.lock().expect("lock").0 = total;
        }
    }

    /// One more case (or shrinking run) done.
    pub(super) fn tick(&self) {
        let done = self.done.fetch_add(1, Ordering::SeqCst) + 1;
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
        if let Some(plain) = &self.plain {
            let mut state = plain.state.lock().expect("lock");
            if state.1.elapsed() >= plain.every {
                state.1 = Instant::now();
                eprintln!(
                    "{}: {}, {}",
                    plain.name,
                    count(done, state.0, plain.unit),
                    seconds(plain.started.elapsed())
                );
            }
        }
    }

    /// The group (or shrinking) is over.
    pub(super) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if let Some(plain) = &self.plain {
            let total = plain.state.lock().expect("lock").0;
            let done = self.done.load(Ordering::SeqCst);
            eprintln!(
                "{}: done, {} in {}",
                plain.name,
                count(done, total, plain.unit),
                seconds(plain.started.elapsed())
            );
        }
    }
}

fn style(template: &str) -> indicatif::ProgressStyle {
    indicatif::ProgressStyle::with_template(template)
        .expect("a valid template")
        .progress_chars("=> ")
}

/// "812/2036 cases", or "812 cases" with no total known.
fn count(done: usize, total: usize, unit: &str) -> String {
    if total == 0 {
        format!("{done} {unit}")
    } else {
        format!("{done}/{total} {unit}")
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.1} s", d.as_secs_f64())
}
