//! Running one binary on one input, as a judge does: stdin from the input, a time limit past which
//! the process is killed, and what it printed, how it ended, how long it took and its peak memory.
//!
//! # What a run guarantees
//!
//! A run never hangs the judge, whatever the program does; and through the launcher (as `judge
//! check`, the engine's tests and the bench run programs) nothing the program started is left
//! running once the run has returned:
//!
//! - **Process group.** The program (or the launcher, below) runs in a process group of its own.
//!   When it ends, is killed at the time limit, or writes too much, the whole group is killed
//!   with `SIGKILL`; pipes still held by a process that escaped the group are collected for at
//!   most [`PIPE_GRACE`] and then abandoned. Without the launcher ([`run_limited`]) that is all:
//!   a process that left the group (`setsid`) is not found.
//! - **Launcher** ([`run_measured`], `judge __measure --limit-ms N -- cmd…`, [`measure_main`],
//!   in `launcher.rs`). A small, fresh judge process runs the program for the engine and the
//!   bench. It is a child subreaper (`PR_SET_CHILD_SUBREAPER`): every orphan of the program (a
//!   double fork, a daemon after `setsid`) is re-parented to it, outside the group or not. It
//!   holds the limits itself: at the wall-clock limit, at the CPU limit or once the run is idle it
//!   kills the program; when asked to stop (`SIGTERM`, `SIGINT`, `SIGHUP`: the judge at the
//!   output limit, or the judge's death via `PR_SET_PDEATHSIG`) it kills it too. Then, and also
//!   when the program ends by itself, it kills every remaining descendant (found in `/proc`,
//!   `procfs.rs`) and reaps until it has no child left, and only then reports the program's wall
//!   time, peak memory, CPU time and end on stderr and ends as the program ended (same exit code,
//!   same signal). The judge's own watchdog (`process.rs`) stays as a backstop: it kills the group
//!   [`LAUNCHER_GRACE`] after the launcher's wall-clock limit (or after asking it to stop), and
//!   continues (`SIGCONT`) a launcher its program stopped. A launcher killed outright (by the
//!   watchdog, or by the program itself) cannot sweep: then the judge kills every process whose
//!   environment carries the run's token ([`RUN_TOKEN`], set on the launcher and inherited); only
//!   a descendant that both escaped the group and dropped its environment at `exec` can outlive
//!   that case.
//! - **Time.** Two figures: the wall time from spawn to exit, and the CPU time (user + system) of
//!   the program and of every descendant it waited for or that its launcher reaped, as judges
//!   count time (`wait4`'s and `getrusage`'s `rusage`; the launcher measures the program's own,
//!   without its start-up). The run is killed at the wall `limit` it is given; through the launcher
//!   it may also have a CPU limit ([`Limits::cpu`]), at which the launcher kills it
//!   ([`Status::CpuLimit`]), and an idle limit ([`Limits::idle`], [`Status::Idle`]): the run is
//!   idle while its CPU time does not advance and none of its processes is running or runnable
//!   (state `R` in `/proc/<pid>/stat`), so a program that sleeps or waits for input is stopped
//!   early, and one that is only waiting for a core on a busy machine is not. The engine gives
//!   the judge's time limit as the CPU limit, the larger of a second and the time limit as the
//!   idle limit, and a wall limit far beyond both as a backstop (the engine's `WALL_BACKSTOP`):
//!   a run stopped there was not judged, the machine was too busy.
//! - **Output.** At most [`OUTPUT_LIMIT`] (64 MiB) of stdout and, separately, of stderr; past it
//!   the run is stopped and ends as [`Status::OutputLimit`] (the engine's WA). Output need not be
//!   UTF-8: it is kept as bytes.
//! - **Memory.** Peak resident set size (`ru_maxrss`, KiB). Through the launcher it is the largest
//!   of the program and every descendant it reaped (the processes are not summed), and includes
//!   at most the launcher's own few MiB from before `exec`; without the launcher it would include
//!   the judge's memory. No slack: the engine calls a peak above the problem's limit MLE. The
//!   address space (`RLIMIT_AS`) may also be capped ([`run_limited`]; the engine caps it at the
//!   larger of 4 GiB and twice the memory limit), as a safety net against a runaway allocation,
//!   which then fails inside the program (the engine: MLE when the program says so: `memory
//!   allocation of`, `bad_alloc`, `MemoryError`).
//! - **Stdin.** Written by a thread; a program that reads none of it (and exits, or sleeps) gets a
//!   broken pipe or is killed, never blocks the judge.

mod interactive;
mod launcher;
mod process;
mod procfs;

pub use interactive::{Conversation, Ending, Peer, Said, converse};
pub use launcher::measure_main;

use std::io;
use std::path::Path;
use std::time::Duration;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The process exited with this code.
    Exited(i32),
    /// The process was ended by this signal (not ours).
    Signaled(i32),
    /// The process was still running at the wall-clock limit and was killed (for the engine, a
    /// backstop far beyond the time limit: the machine was too busy to judge the run).
    TimedOut,
    /// The process (with its descendants) used up its CPU limit and was killed by the launcher.
    CpuLimit,
    /// The process was idle for the idle limit and was killed by the launcher: its CPU time (with
    /// its descendants') did not advance while none of them was running or runnable.
    Idle,
    /// The process wrote more than the output limit and was killed.
    OutputLimit,
}

/// What one run produced.
#[derive(Clone, Debug)]
pub struct Run {
    pub status: Status,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Wall time from spawn to exit.
    pub wall: Duration,
    /// CPU time, user + system, of the process and the descendants reaped for it; through the
    /// launcher, the program's own and its descendants'.
    pub cpu: Duration,
    /// Peak resident set size of the process, in KiB (`ru_maxrss`); through the launcher, the
    /// program's own, and 0 (unknown) if the launcher could not report it.
    pub peak_rss_kib: u64,
}

impl Run {
    /// True iff the process exited by itself with code 0.
    pub fn success(&self) -> bool {
        self.status == Status::Exited(0)
    }

    /// One line on how the run ended, with the start of its stderr when it failed.
    pub fn describe_failure(&self) -> String {
        let how = match self.status {
            Status::Exited(code) => format!("exited with code {code}"),
            Status::Signaled(signal) => {
                format!("was killed by signal {signal} ({})", signal_name(signal))
            }
            Status::TimedOut => format!(
                "was killed at the wall-clock limit ({} ms of wall time, {} ms of CPU)",
                self.wall.as_millis(),
                self.cpu.as_millis()
            ),
            Status::CpuLimit => format!(
                "was killed at the CPU time limit ({} ms of CPU)",
                self.cpu.as_millis()
            ),
            Status::Idle => format!(
                "was killed for idleness ({} ms of wall time, {} ms of CPU)",
                self.wall.as_millis(),
                self.cpu.as_millis()
            ),
            Status::OutputLimit => format!(
                "was killed for writing more than {} MiB",
                OUTPUT_LIMIT >> 20
            ),
        };
        let stderr = String::from_utf8_lossy(&self.stderr);
        let stderr: String = stderr.chars().take(2000).collect();
        if stderr.trim().is_empty() {
            how
        } else {
            format!("{how}; stderr:\n{stderr}")
        }
    }
}

/// The usual name of a signal.
pub fn signal_name(signal: i32) -> &'static str {
    use rustix::process::Signal;
    [
        (Signal::ABORT, "SIGABRT"),
        (Signal::BUS, "SIGBUS"),
        (Signal::FPE, "SIGFPE"),
        (Signal::ILL, "SIGILL"),
        (Signal::KILL, "SIGKILL"),
        (Signal::SEGV, "SIGSEGV"),
        (Signal::TERM, "SIGTERM"),
        (Signal::PIPE, "SIGPIPE"),
        (Signal::XCPU, "SIGXCPU"),
        (Signal::INT, "SIGINT"),
        (Signal::HUP, "SIGHUP"),
        (Signal::USR1, "SIGUSR1"),
        (Signal::USR2, "SIGUSR2"),
        (Signal::ALARM, "SIGALRM"),
        (Signal::TRAP, "SIGTRAP"),
        (Signal::SYS, "SIGSYS"),
    ]
    .into_iter()
    .find(|(known, _)| known.as_raw() == signal)
    .map_or("a signal", |(_, name)| name)
}

/// The most a run may write to stdout (and, separately, to stderr) before it is killed.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// How long the judge waits, after the process and its group are gone, for pipes still held open
/// by a descendant that left the group.
pub const PIPE_GRACE: Duration = Duration::from_millis(500);

/// How long the judge's watchdog gives a launcher past its wall-clock limit (or past a request to
/// stop) to kill its program, sweep its descendants and report, before it kills the launcher's
/// group.
pub const LAUNCHER_GRACE: Duration = Duration::from_secs(3);

/// How long a launcher keeps killing and reaping descendants that will not go away.
const SWEEP_LIMIT: Duration = Duration::from_secs(2);

/// Runs `command` with `stdin` as its standard input, killing it once `limit` has passed.
///
/// `command` is the program followed by its arguments.
pub fn run_command(command: &[&str], stdin: &[u8], limit: Duration) -> io::Result<Run> {
    run_limited(command, stdin, limit, None)
}

/// As [`run_command`], and with the address space of the process capped at `address_space`
/// bytes if given (a safety net against a runaway allocation; peak memory is judged by RSS).
///
/// The process gets a process group of its own; when it ends (or is killed at the limit, or for
/// writing more than [`OUTPUT_LIMIT`]), everything left in its group is killed too, so that
/// nothing it started in its group outlives the run, and a pipe held open by a descendant never
/// hangs the judge. A descendant that leaves the group is only swept by the launcher
/// ([`run_measured_limited`]).
pub fn run_limited(
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
    address_space: Option<u64>,
) -> io::Result<Run> {
    process::run_process(command, stdin, limit, address_space, None)
}

/// The user + system time of a `rusage`.
fn cpu_time(usage: &libc::rusage) -> Duration {
    let of = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    of(usage.ru_utime) + of(usage.ru_stime)
}

/// Runs the executable at `exe` on `stdin` with a time limit; see [`run_command`].
pub fn run(exe: &Path, stdin: &[u8], limit: Duration) -> io::Result<Run> {
    let exe = exe
        .to_str()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "non-UTF-8 path"))?;
    run_command(&[exe], stdin, limit)
}

/// The argument that turns the judge binary into the launcher of [`run_measured`].
pub const MEASURE: &str = "__measure";

/// What the launcher appends to stderr: wall nanoseconds, peak RSS in KiB and CPU nanoseconds of
/// the program, and how it ended (`exit N`, `signal N`, `timeout`, `cpu-limit`, `idle`,
/// `stopped`).
const MEASURED: &str = "\n[judge measured] ";

/// The environment variable that marks every process of a run through the launcher with the
/// run's token, so that the judge can find what is left when the launcher could not sweep.
pub const RUN_TOKEN: &str = "JUDGE_RUN_TOKEN";

/// Runs `command` through `launcher` (a judge binary, see [`measure_main`]) so that the times and
/// the peak memory are the program's own, and nothing it started outlives it; otherwise as
/// [`run_command`], with the wall-clock limit `limit`.
pub fn run_measured(
    launcher: &Path,
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
) -> io::Result<Run> {
    let limits = Limits {
        wall: limit,
        cpu: None,
        idle: None,
        address_space: None,
    };
    run_measured_limited(launcher, command, stdin, &limits)
}

/// The limits of a run through the launcher.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Killed at this wall time ([`Status::TimedOut`]): for the engine a backstop far beyond the
    /// time limit, for a machine too busy to judge.
    pub wall: Duration,
    /// Killed once the program and its descendants used this much CPU time ([`Status::CpuLimit`]).
    pub cpu: Option<Duration>,
    /// Killed once its CPU time has not advanced for this long while none of its processes was
    /// running or runnable ([`Status::Idle`]; the rule: [`measure_main`]).
    pub idle: Option<Duration>,
    /// The address space capped at this many bytes, as in [`run_limited`].
    pub address_space: Option<u64>,
}

/// [`run_measured`] with `limits`. The launcher kills the program at the wall or the CPU limit or
/// for idleness; the judge kills the launcher's group [`LAUNCHER_GRACE`] after the wall limit if
/// it is still there.
pub fn run_measured_limited(
    launcher: &Path,
    command: &[&str],
    stdin: &[u8],
    limits: &Limits,
) -> io::Result<Run> {
    let launcher = launcher
        .to_str()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "non-UTF-8 path"))?;
    let ms = |d: Duration| d.as_micros().div_ceil(1000).to_string();
    let given = [
        ("--limit-ms", Some(ms(limits.wall))),
        ("--cpu-limit-ms", limits.cpu.map(ms)),
        ("--idle-ms", limits.idle.map(ms)),
        (
            "--address-space",
            limits.address_space.map(|b| b.to_string()),
        ),
    ];
    let mut full = vec![launcher, MEASURE];
    for (flag, value) in &given {
        if let Some(value) = value {
            full.extend([*flag, value.as_str()]);
        }
    }
    full.push("--");
    full.extend_from_slice(command);
    let token = procfs::run_token();
    let run = process::run_process(
        &full,
        stdin,
        limits.wall + LAUNCHER_GRACE,
        None,
        Some(&token),
    )?;
    Ok(read_figures(run, &token))
}

/// The run of a launcher with its program's figures, from the launcher's last line on stderr.
fn read_figures(mut run: Run, token: &str) -> Run {
    // No figures: the launcher could not start the program (and says why on stderr), or was
    // killed (by the watchdog, or by the program) before it could sweep. Whatever still carries
    // the run's token goes.
    let Some(at) = run
        .stderr
        .windows(MEASURED.len())
        .rposition(|window| window == MEASURED.as_bytes())
    else {
        procfs::kill_marked(token);
        // The program's peak memory is unknown. The launcher's own figure from wait4 is not its
        // program's: started by posix_spawn, the launcher shared the judge's memory until its
        // exec, and its peak counts that.
        run.peak_rss_kib = 0;
        return run;
    };
    let figures = String::from_utf8_lossy(&run.stderr[at + MEASURED.len()..]).into_owned();
    let words: Vec<&str> = figures.split_whitespace().collect();
    let number = |i: usize| words.get(i).and_then(|w| w.parse::<u64>().ok());
    // Unreadable figures were written by the program itself: the launcher's would come last.
    let (Some(wall_ns), Some(peak_rss_kib), Some(cpu_ns)) = (number(0), number(1), number(2))
    else {
        run.peak_rss_kib = 0;
        return run;
    };
    run.wall = Duration::from_nanos(wall_ns);
    run.cpu = Duration::from_nanos(cpu_ns);
    run.peak_rss_kib = peak_rss_kib;
    run.stderr.truncate(at);
    if matches!(run.status, Status::TimedOut | Status::OutputLimit) {
        return run;
    }
    let code = number(4).and_then(|n| i32::try_from(n).ok());
    run.status = match (words.get(3).copied(), code) {
        (Some("timeout"), _) => Status::TimedOut,
        (Some("cpu-limit"), _) => Status::CpuLimit,
        (Some("idle"), _) => Status::Idle,
        (Some("exit"), Some(code)) => Status::Exited(code),
        (Some("signal"), Some(signal)) => Status::Signaled(signal),
        // Stopped by someone else than the judge (the program itself, say): as by SIGTERM.
        (Some("stopped"), _) => Status::Signaled(rustix::process::Signal::TERM.as_raw()),
        _ => run.status,
    };
    run
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn a_run_reports_exit_codes_signals_and_output() {
        let run = run_command(
            &["sh", "-c", "cat; exit 4"],
            b"abc",
            Duration::from_secs(10),
        )
        .expect("runs");
        assert_eq!(run.status, Status::Exited(4));
        assert_eq!(run.stdout, b"abc");
        let run = run_command(&["sh", "-c", "kill -SEGV $$"], b"", Duration::from_secs(10))
            .expect("runs");
        assert_eq!(run.status, Status::Signaled(libc::SIGSEGV));
        assert!(run.describe_failure().contains("SIGSEGV"));
    }

    #[test]
    fn a_run_is_killed_at_the_limit_with_its_group() {
        let started = Instant::now();
        let run = run_command(
            &["sh", "-c", "sleep 30 & sleep 30"],
            b"",
            Duration::from_millis(200),
        )
        .expect("runs");
        assert_eq!(run.status, Status::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_child_holding_stdout_does_not_hold_the_run() {
        let started = Instant::now();
        let run = run_command(
            &["sh", "-c", "sleep 30 & echo done"],
            b"",
            Duration::from_secs(10),
        )
        .expect("runs");
        assert!(run.success(), "{}", run.describe_failure());
        assert_eq!(run.stdout, b"done\n");
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn endless_output_stops_at_the_output_limit() {
        let run = run_command(&["yes"], b"", Duration::from_secs(30)).expect("runs");
        assert_eq!(run.status, Status::OutputLimit);
        assert!(run.stdout.len() <= OUTPUT_LIMIT);
    }

    #[test]
    fn an_empty_command_is_an_error() {
        assert!(run_command(&[], b"", Duration::from_secs(1)).is_err());
    }
}
