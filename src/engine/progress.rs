//! Each group's progress on stderr while it runs.

use super::Group;
use std::time::Duration;

/// Progress on stderr: a bar when stderr is a terminal, plain lines otherwise, nothing if off.
pub(super) struct Progress {
    bar: Option<indicatif::ProgressBar>,
    plain: bool,
    name: &'static str,
}

impl Progress {
    pub(super) fn new(on: bool, group: Group, title: &str) -> Progress {
        use std::io::IsTerminal;
        if !on {
            return Progress {
                bar: None,
                plain: false,
                name: group.name(),
            };
        }
        if std::io::stderr().is_terminal() {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.set_style(
                indicatif::ProgressStyle::with_template("{spinner} {msg}: {pos} cases, {elapsed}")
                    .expect("a valid template"),
            );
            bar.set_message(group.name());
            bar.enable_steady_tick(Duration::from_millis(120));
            Progress {
                bar: Some(bar),
                plain: false,
                name: group.name(),
            }
        } else {
            eprintln!("{}: {title}…", group.name());
            Progress {
                bar: None,
                plain: true,
                name: group.name(),
            }
        }
    }

    pub(super) fn tick(&self) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
    }

    pub(super) fn finish(&self, elapsed: Duration) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        } else if self.plain {
            eprintln!("{}: done in {:.1} s", self.name, elapsed.as_secs_f64());
        }
    }
}
