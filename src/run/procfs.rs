//! What `/proc` says of a run's processes: who descends from whom, their states and CPU times,
//! and which carry a run's token.

use super::{RUN_TOKEN, SWEEP_LIMIT};
use rustix::process::{Pid, Signal, kill_process};
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// One line of `/proc/<pid>/stat`, the fields a run needs.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stat {
    pub pid: i32,
    pub ppid: i32,
    /// `R` running or runnable, `S` sleeping, `D` in uninterruptible sleep (disk), `T` stopped,
    /// `Z` a zombie, …
    pub state: char,
    /// utime + stime + cutime + cstime, in clock ticks: the process's own CPU time and that of
    /// the children it has waited for.
    pub ticks: u64,
}

/// The stat of process `pid`, or `None` if it is gone.
pub(super) fn stat(pid: i32) -> Option<Stat> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // "pid (comm) state ppid …", where comm may hold anything, ')' included.
    let after = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // After the comm: state is field 3 of stat(5), so utime (14) .. cstime (17) are 11 .. 14 here.
    let ticks = fields
        .get(11..15)?
        .iter()
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Some(Stat {
        pid,
        ppid: fields.get(1)?.parse().ok()?,
        state: fields.first()?.chars().next()?,
        ticks,
    })
}

/// Every process below `root` in the process tree, as `/proc` shows it now, parents first.
pub(super) fn descendants(root: i32) -> Vec<Stat> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let all: Vec<Stat> = entries
        .filter_map(|entry| stat(entry.ok()?.file_name().to_str()?.parse().ok()?))
        .collect();
    let mut found: Vec<Stat> = Vec::new();
    let mut parents = vec![root];
    let mut i = 0;
    while i < parents.len() {
        let parent = parents[i];
        for process in all.iter().filter(|s| s.ppid == parent) {
            if !parents.contains(&process.pid) {
                parents.push(process.pid);
                found.push(*process);
            }
        }
        i += 1;
    }
    found
}

/// The CPU time of `ticks` clock ticks.
pub(super) fn ticks_to_time(ticks: u64) -> Duration {
    let per_second = rustix::param::clock_ticks_per_second().max(1);
    Duration::from_micros(ticks * 1_000_000 / per_second)
}

/// What the processes below `root` are doing now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Activity {
    /// Their CPU time so far, with that of the children they waited for (each process's ticks
    /// with its children's: a child's time moves into its parent's when it is waited for, so no
    /// time is counted twice).
    pub cpu: Duration,
    /// True iff one of them is running or runnable (state `R`) or waiting for the disk (`D`:
    /// paging its binary in, say): it is not idle, even if the machine is too busy to give it a
    /// core or the disk is slow.
    pub running: bool,
}

/// The [`Activity`] of the processes below `root`.
pub(super) fn activity(root: i32) -> Activity {
    let processes = descendants(root);
    Activity {
        cpu: ticks_to_time(processes.iter().map(|p| p.ticks).sum()),
        running: processes.iter().any(|p| matches!(p.state, 'R' | 'D')),
    }
}

/// Sends `signal` to process `pid`; an error (it is gone) is nobody's concern.
pub(super) fn signal(pid: i32, signal: Signal) {
    if let Some(pid) = Pid::from_raw(pid) {
        let _ = kill_process(pid, signal);
    }
}

/// A token no other run of any judge process shares.
pub(super) fn run_token() -> String {
    static RUNS: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!(
        "{}-{}-{nanos}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::SeqCst)
    )
}

/// Kills every process whose environment (as `/proc` shows it) holds `token` as [`RUN_TOKEN`],
/// again until none is left (a process may fork meanwhile), for at most [`SWEEP_LIMIT`].
pub(super) fn kill_marked(token: &str) {
    let needle = format!("{RUN_TOKEN}={token}\0").into_bytes();
    let started = Instant::now();
    loop {
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return;
        };
        let mut found = 0;
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|name| name.parse::<i32>().ok())
            else {
                continue;
            };
            // Unreadable (another user's, or gone), or empty (a zombie): not ours to kill.
            let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
                continue;
            };
            if environ.windows(needle.len()).any(|window| window == needle) {
                signal(pid, Signal::KILL);
                found += 1;
            }
        }
        if found == 0 || started.elapsed() > SWEEP_LIMIT {
            return;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    #[test]
    fn descendants_are_found_in_proc_with_their_states() {
        let mut child = Command::new("sleep").arg("30").spawn().expect("sleep");
        let pid = child.id() as i32;
        let below_us = descendants(std::process::id() as i32);
        let found = below_us.iter().find(|s| s.pid == pid).expect("found");
        assert_eq!(found.ppid, std::process::id() as i32);
        thread::sleep(Duration::from_millis(100));
        assert_eq!(stat(pid).map(|s| s.state), Some('S'));
        assert!(descendants(pid).is_empty());
        signal(pid, Signal::KILL);
        child.wait().expect("reaped");
    }

    #[test]
    fn a_busy_child_is_running_and_its_time_counts() {
        let mut child = Command::new("sh")
            .args(["-c", "while :; do :; done"])
            .spawn()
            .expect("sh");
        let pid = child.id() as i32;
        let started = Instant::now();
        let mut seen = activity(pid);
        while started.elapsed() < Duration::from_secs(10) {
            thread::sleep(Duration::from_millis(50));
            let now = stat(pid).expect("running");
            seen.cpu = ticks_to_time(now.ticks);
            seen.running |= now.state == 'R';
            if seen.running && seen.cpu > Duration::ZERO {
                break;
            }
        }
        signal(pid, Signal::KILL);
        child.wait().expect("reaped");
        assert!(seen.running && seen.cpu > Duration::ZERO, "{seen:?}");
    }
}
