//! The engine's progress ([`ProgressEvent`]) drawn on stderr: on a terminal an indicatif bar
//! (cases done of the group's total, elapsed time; for shrinking, runs and the time allowed),
//! otherwise plain lines: one when a group starts, one every `--progress-every` while it runs, one
//! when it ends.

use judge::engine::{ProgressEvent, ProgressSink};
use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often a progress line is written while a group runs, when stderr is not a terminal.
pub const EVERY: Duration = Duration::from_secs(10);

/// The sink that draws the engine's progress on stderr, a plain line at most every `every`
/// while a group runs.
pub fn on_stderr(every: Duration) -> ProgressSink {
    let drawn = Drawn {
        terminal: std::io::stderr().is_terminal(),
        every,
        stage: Mutex::new(None),
    };
    ProgressSink::new(move |event| drawn.draw(event))
}

/// The stage being drawn: a group, or shrinking a failure.
struct Drawn {
    terminal: bool,
    every: Duration,
    stage: Mutex<Option<Stage>>,
}

enum Stage {
    Bar(indicatif::ProgressBar),
    Plain(Plain),
}

/// The state of plain progress lines.
struct Plain {
    name: String,
    /// What is counted: cases, or shrinking's runs.
    unit: &'static str,
    started: Instant,
    /// The total once known (0: unknown).
    total: usize,
    /// When the last line was written.
    last: Instant,
}

impl Drawn {
    fn draw(&self, event: &ProgressEvent) {
        let mut stage = self.stage.lock().unwrap_or_else(|p| p.into_inner());
        match *event {
            ProgressEvent::Group { group, title } => {
                *stage = Some(self.start(group.name(), &format!("{title}…"), "cases", None));
            }
            ProgressEvent::Shrinking {
                verdict,
                budget,
                max_runs,
            } => {
                let what = format!(
                    "{verdict}: shrinking the failing input (at most {:.0} s or {max_runs} runs)…",
                    budget.as_secs_f64()
                );
                let bar = format!(
                    "{{spinner}} shrinking: {{pos}} runs, {{elapsed}} of {:.0} s",
                    budget.as_secs_f64()
                );
                *stage = Some(self.start("shrinking", &what, "runs", Some(&bar)));
            }
            ProgressEvent::Total(total) => match stage.as_mut() {
                Some(Stage::Bar(bar)) => {
                    bar.set_length(total as u64);
                    bar.set_style(style(
                        "{msg} [{bar:30}] {pos}/{len} cases, {elapsed} (about {eta} left)",
                    ));
                }
                Some(Stage::Plain(plain)) => plain.total = total,
                None => {}
            },
            ProgressEvent::Done(done) => match stage.as_mut() {
                Some(Stage::Bar(bar)) => bar.inc(1),
                Some(Stage::Plain(plain)) if plain.last.elapsed() >= self.every => {
                    plain.last = Instant::now();
                    eprintln!(
                        "{}: {}, {}",
                        plain.name,
                        count(done, plain.total, plain.unit),
                        seconds(plain.started.elapsed())
                    );
                }
                _ => {}
            },
            ProgressEvent::Finished(done) => match stage.take() {
                Some(Stage::Bar(bar)) => bar.finish_and_clear(),
                Some(Stage::Plain(plain)) => eprintln!(
                    "{}: done, {} in {}",
                    plain.name,
                    count(done, plain.total, plain.unit),
                    seconds(plain.started.elapsed())
                ),
                None => {}
            },
        }
    }

    /// A stage called `name` begins: on a terminal a spinner (`bar`, if given, its template),
    /// else the line `name: what`.
    fn start(&self, name: &str, what: &str, unit: &'static str, bar: Option<&str>) -> Stage {
        if self.terminal {
            let spinner = indicatif::ProgressBar::new_spinner();
            spinner.set_style(style(
                bar.unwrap_or("{spinner} {msg}: {pos} cases, {elapsed}"),
            ));
            spinner.set_message(name.to_owned());
            spinner.enable_steady_tick(Duration::from_millis(120));
            Stage::Bar(spinner)
        } else {
            eprintln!("{name}: {what}");
            Stage::Plain(Plain {
                name: name.to_owned(),
                unit,
                started: Instant::now(),
                total: 0,
                last: Instant::now(),
            })
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
