//! What the engine tells its caller while each group runs and while a failure is shrunk: events
//! sent to the sink the caller gives ([`Options::progress`](super::Options::progress)), from the
//! engine's worker threads. The engine prints nothing; the command line draws the events (a bar
//! on a terminal, plain lines otherwise: `commands/progress.rs`).

use super::Group;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// One thing the engine reports. A stage (a group, or shrinking a failure) begins, may say its
/// total, counts its cases (or runs) one by one, and ends; stages never overlap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressEvent<'a> {
    /// A group begins; `title` says what its cases are (`the statement's samples`).
    Group { group: Group, title: &'a str },
    /// Shrinking a `verdict` failure begins, allowed `budget` and at most `max_runs` runs.
    Shrinking {
        verdict: &'a str,
        budget: Duration,
        max_runs: usize,
    },
    /// The stage has `total` cases (not sent where the total is unknown: a group that runs as
    /// long as its time allows).
    Total(usize),
    /// One more case (or shrinking run) is done: `done` so far.
    Done(usize),
    /// The stage is over, after `done` cases (or runs).
    Finished(usize),
}

/// Where the engine's progress goes: a function the caller gives, called from several threads.
#[derive(Clone)]
pub struct ProgressSink(Arc<dyn Fn(&ProgressEvent) + Send + Sync>);

impl ProgressSink {
    /// The sink that hands each event to `report`.
    pub fn new(report: impl Fn(&ProgressEvent) + Send + Sync + 'static) -> ProgressSink {
        ProgressSink(Arc::new(report))
    }

    fn send(&self, event: &ProgressEvent) {
        (self.0)(event);
    }
}

impl fmt::Debug for ProgressSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ProgressSink")
    }
}

/// One stage's progress as the engine keeps it: the count of cases done, each sent on.
pub(super) struct Progress<'a> {
    sink: Option<&'a ProgressSink>,
    done: AtomicUsize,
}

impl<'a> Progress<'a> {
    fn start(sink: Option<&'a ProgressSink>, event: &ProgressEvent) -> Progress<'a> {
        if let Some(sink) = sink {
            sink.send(event);
        }
        Progress {
            sink,
            done: AtomicUsize::new(0),
        }
    }

    /// The progress of `group` (`title` says what its cases are).
    pub(super) fn new(sink: Option<&'a ProgressSink>, group: Group, title: &str) -> Progress<'a> {
        Progress::start(sink, &ProgressEvent::Group { group, title })
    }

    /// The progress of shrinking a `verdict` failure, allowed `budget` and `max_runs` runs.
    pub(super) fn shrinking(
        sink: Option<&'a ProgressSink>,
        verdict: &str,
        budget: Duration,
        max_runs: usize,
    ) -> Progress<'a> {
        let event = ProgressEvent::Shrinking {
            verdict,
            budget,
            max_runs,
        };
        Progress::start(sink, &event)
    }

    /// The group has `total` cases (`usize::MAX`: as many as its time allows).
    pub(super) fn set_total(&self, total: usize) {
        if total == usize::MAX || total == 0 {
            return;
        }
        if let Some(sink) = self.sink {
            sink.send(&ProgressEvent::Total(total));
        }
    }

    /// One more case (or shrinking run) done.
    pub(super) fn tick(&self) {
        let done = self.done.fetch_add(1, Ordering::SeqCst) + 1;
        if let Some(sink) = self.sink {
            sink.send(&ProgressEvent::Done(done));
        }
    }

    /// The group (or shrinking) is over.
    pub(super) fn finish(&self) {
        if let Some(sink) = self.sink {
            sink.send(&ProgressEvent::Finished(self.done.load(Ordering::SeqCst)));
        }
    }
}
