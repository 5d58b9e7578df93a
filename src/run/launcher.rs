//! The launcher, `judge __measure`: a small, fresh judge process that runs one program for the
//! engine and the bench, holds its limits (the wall-clock backstop, the CPU limit, idleness),
//! sweeps every descendant it left, and reports the program's own figures.

use super::procfs::{self, Activity};
use super::{MEASURE, MEASURED, SWEEP_LIMIT};
use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::process::{
    Pid, PidfdFlags, Resource, Rlimit, Signal, WaitOptions, getpid, getppid, kill_process,
    pidfd_open, set_child_subreaper, set_parent_process_death_signal, setrlimit, wait,
};
use std::io::{self, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

/// How often the launcher reads the states and CPU times of all the processes of its run in
/// `/proc` (for idleness, and for the CPU time of descendants it has not reaped yet). The
/// program's own CPU time is read every 10 ms.
const SCAN_EVERY: Duration = Duration::from_millis(100);

/// How the launcher's program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// By itself.
    Done,
    /// Killed by the launcher at the wall-clock limit.
    Timeout,
    /// Killed by the launcher at the CPU limit.
    CpuLimit,
    /// Killed by the launcher for idleness.
    Idle,
    /// Killed by the launcher, asked to stop.
    Stopped,
}

impl End {
    /// The word of the launcher's report.
    fn word(self) -> &'static str {
        match self {
            End::Done => "done",
            End::Timeout => "timeout",
            End::CpuLimit => "cpu-limit",
            End::Idle => "idle",
            End::Stopped => "stopped",
        }
    }
}

/// The launcher's arguments.
#[derive(Debug, Default)]
struct Args<'a> {
    /// The wall-clock limit.
    wall: Option<Duration>,
    cpu: Option<Duration>,
    idle: Option<Duration>,
    address_space: Option<u64>,
    command: &'a [String],
}

/// `[--limit-ms N] [--cpu-limit-ms N] [--idle-ms N] [--address-space B] [--] cmd…`.
fn parse(mut args: &[String]) -> anyhow::Result<Args<'_>> {
    const FLAGS: [&str; 4] = [
        "--limit-ms",
        "--cpu-limit-ms",
        "--idle-ms",
        "--address-space",
    ];
    let mut parsed = Args::default();
    while let [flag, rest @ ..] = args
        && FLAGS.contains(&flag.as_str())
    {
        let Some(number) = rest.first().and_then(|v| v.parse::<u64>().ok()) else {
            anyhow::bail!("{MEASURE}: {flag} needs a number");
        };
        let ms = Some(Duration::from_millis(number));
        match flag.as_str() {
            "--limit-ms" => parsed.wall = ms,
            "--cpu-limit-ms" => parsed.cpu = ms,
            "--idle-ms" => parsed.idle = ms,
            _ => parsed.address_space = Some(number),
        }
        args = &rest[1..];
    }
    if let [dashes, rest @ ..] = args
        && dashes == "--"
    {
        args = rest;
    }
    if args.is_empty() {
        anyhow::bail!("{MEASURE} needs a command");
    }
    parsed.command = args;
    Ok(parsed)
}

/// Leaves the launcher with code 2 after saying why.
fn usage(message: &str) -> ! {
    // Not the library printing: this is the launcher process's own stderr (`judge
    // __measure`, a process of its own that `main.rs` hands over to), which its caller reads.
    let _ = writeln!(io::stderr(), "{message}");
    std::process::exit(2);
}

/// The launcher's body, `__measure [--limit-ms N] [--cpu-limit-ms N] [--idle-ms N]
/// [--address-space B] [--] cmd…`: runs `cmd` with the inherited stdin, stdout and stderr, kills
/// it at the wall-clock limit, once it has used its CPU limit, once it has been idle for the idle
/// limit (each if given), or when asked to stop (`SIGTERM`, `SIGINT`, `SIGHUP`, or the judge's
/// death), then kills and reaps every descendant it left (the launcher is their subreaper), then
/// appends the program's wall time, peak memory, CPU time and end to stderr and ends as the
/// program ended (same exit code or same signal).
///
/// The CPU time is that of the program and every descendant: the program's own is read every
/// 10 ms, all of them every [`SCAN_EVERY`]. The run is idle while its CPU time does not advance
/// and none of its processes is running, runnable (`R` in `/proc/<pid>/stat`) or waiting for the
/// disk (`D`): all sleeping (`S`) or stopped (`T`). A process that is runnable but gets no core
/// on a busy machine does not advance either, but it is `R`: that is not idleness; nor is a
/// process paging its binary in from a busy disk (`D`).
///
/// Why a launcher: `ru_maxrss` keeps the high-water mark of the memory the process had before
/// `exec`, which for a child of a large process (the bench holds its inputs) is the parent's. A
/// small, freshly started launcher forks a child whose figure is the program's own. And a
/// subreaper can find every descendant, even one that left the process group.
pub fn measure_main(args: &[String]) -> ! {
    let args = parse(args).unwrap_or_else(|error| usage(&format!("{error:#}")));
    // The cap is the launcher's own, inherited by the program: set here rather than between fork
    // and exec in the judge, so the judge can start the launcher with posix_spawn (a fork of a
    // judge holding large inputs copies its page tables on every run).
    if let Some(bytes) = args.address_space {
        let cap = Rlimit {
            current: Some(bytes),
            maximum: Some(bytes),
        };
        if let Err(e) = setrlimit(Resource::As, cap) {
            usage(&format!("{MEASURE}: cannot cap the address space: {e}"));
        }
    }
    let signals = prepare();
    let orphaned_at_start = getppid().map(Pid::as_raw_nonzero).map(|p| p.get()) == Some(1);
    let (program, rest) = args.command.split_first().expect("a command");
    let started = Instant::now();
    let child = match Command::new(program).args(rest).spawn() {
        Ok(child) => child,
        Err(e) => {
            // The launcher process's own stderr, read by the judge that started it.
            let _ = writeln!(io::stderr(), "cannot start {program}: {e}");
            std::process::exit(127);
        }
    };
    let pid = Pid::from_child(&child);
    let end = if orphaned_at_start {
        End::Stopped
    } else {
        Watch::new(&args, pid, started).until_the_end(signals.as_ref())
    };
    let wall = started.elapsed();
    if end != End::Done {
        let _ = kill_process(pid, Signal::KILL);
    }
    let (raw_status, usage) = reap(pid);
    drop(child);
    sweep();
    report_and_end(end, wall, raw_status, &usage)
}

/// Makes this process the subreaper of its descendants and to be stopped at the judge's death,
/// and blocks the signals that ask it to stop; returns a signalfd that reads them (`None` if the
/// kernel gives none: then a request to stop waits for the end).
fn prepare() -> Option<OwnedFd> {
    let _ = set_child_subreaper(Some(getpid()));
    let _ = set_parent_process_death_signal(Some(Signal::TERM));
    // SAFETY: the signal-mask calls only change this thread's own mask (the launcher has no other
    // thread); the set is initialised by sigemptyset before use. rustix has no signalfd.
    let fd = unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for signal in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::sigaddset(&mut set, signal);
        }
        // Blocked here, read from the signalfd; std's spawn clears the mask of the child.
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        libc::signalfd(-1, &set, libc::SFD_CLOEXEC | libc::SFD_NONBLOCK)
    };
    // SAFETY: a new descriptor of our own, owned by nothing else.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd) })
}

/// The launcher watching its program until it ends or a limit is reached.
struct Watch {
    wall: Option<Duration>,
    cpu: Option<Duration>,
    idle: Option<Duration>,
    pid: Pid,
    /// Readable when the program has ended (`None`: without a pidfd, looked at every 10 ms).
    pidfd: Option<OwnedFd>,
    started: Instant,
    /// The CPU time of the run at the last scan, and since when it has been idle.
    last_cpu: Duration,
    idle_since: Instant,
    next_scan: Instant,
}

impl Watch {
    fn new(args: &Args, pid: Pid, started: Instant) -> Watch {
        Watch {
            wall: args.wall,
            cpu: args.cpu,
            idle: args.idle,
            pid,
            pidfd: pidfd_open(pid, PidfdFlags::empty()).ok(),
            started,
            last_cpu: Duration::ZERO,
            idle_since: started,
            next_scan: started,
        }
    }

    /// Waits for the program's end, or kills it at a limit or when asked to stop.
    fn until_the_end(&mut self, signals: Option<&OwnedFd>) -> End {
        loop {
            if self.ended() {
                return End::Done;
            }
            if let Some(end) = self.limit_reached() {
                return end;
            }
            let mut fds = Vec::with_capacity(2);
            if let Some(signals) = signals {
                fds.push(PollFd::new(signals, PollFlags::IN));
            }
            if let Some(pidfd) = &self.pidfd {
                fds.push(PollFd::new(pidfd, PollFlags::IN));
            }
            let timeout = Timespec::try_from(self.timeout()).unwrap_or(Timespec {
                tv_sec: 60,
                tv_nsec: 0,
            });
            let _ = poll(&mut fds, Some(&timeout));
            if signals.is_some() && fds[0].revents().contains(PollFlags::IN) {
                return End::Stopped;
            }
        }
    }

    /// True iff the program has ended (it is not reaped yet).
    fn ended(&self) -> bool {
        use rustix::process::{WaitId, WaitIdOptions, waitid};
        let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
        matches!(waitid(WaitId::Pid(self.pid), options), Ok(Some(_)))
    }

    /// The limit the program has reached, if any.
    fn limit_reached(&mut self) -> Option<End> {
        let now = Instant::now();
        if self.wall.is_some_and(|wall| now >= self.started + wall) {
            return Some(End::Timeout);
        }
        let own = procfs::stat(self.pid.as_raw_nonzero().get()).map_or(0, |s| s.ticks);
        let mut cpu = procfs::ticks_to_time(own);
        if (self.cpu.is_some() || self.idle.is_some()) && now >= self.next_scan {
            self.next_scan = now + SCAN_EVERY;
            let activity = procfs::activity(getpid().as_raw_nonzero().get());
            cpu = cpu.max(activity.cpu);
            if self.is_idle(activity, now) {
                return Some(End::Idle);
            }
        }
        self.cpu
            .is_some_and(|limit| cpu >= limit)
            .then_some(End::CpuLimit)
    }

    /// Follows idleness with a new scan: true once the run has been idle for the idle limit.
    fn is_idle(&mut self, activity: Activity, now: Instant) -> bool {
        if activity.running || activity.cpu > self.last_cpu {
            self.idle_since = now;
        }
        self.last_cpu = self.last_cpu.max(activity.cpu);
        self.idle
            .is_some_and(|idle| now.duration_since(self.idle_since) >= idle)
    }

    /// How long to wait for a signal or the end before looking again.
    fn timeout(&self) -> Duration {
        let most = if self.pidfd.is_some() && self.cpu.is_none() && self.idle.is_none() {
            Duration::from_secs(60)
        } else {
            Duration::from_millis(10)
        };
        let left = self
            .wall
            .map(|wall| (self.started + wall).saturating_duration_since(Instant::now()));
        left.map_or(most, |left| (left + Duration::from_millis(1)).min(most))
    }
}

/// Reaps the program: its raw wait status and its `rusage`.
fn reap(pid: Pid) -> (libc::c_int, libc::rusage) {
    let mut raw_status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child, with valid pointers to locals (rustix has no wait4 with
    // the rusage).
    while unsafe { libc::wait4(pid.as_raw_nonzero().get(), &mut raw_status, 0, &mut usage) }
        != pid.as_raw_nonzero().get()
    {
        if io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            sweep();
            std::process::exit(125);
        }
    }
    (raw_status, usage)
}

/// Writes the launcher's report on stderr and ends as the program ended.
fn report_and_end(end: End, wall: Duration, raw_status: libc::c_int, usage: &libc::rusage) -> ! {
    // SAFETY: an all-zero rusage is a valid value; getrusage fills it in.
    let mut children: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage of our own reaped children, into a local (rustix has no getrusage).
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut children) };
    let peak = usage.ru_maxrss.max(children.ru_maxrss);
    // Every process the program started was reaped here (the launcher is their subreaper), so the
    // children's figure is the program's CPU time with all of its descendants'.
    let cpu = super::cpu_time(&children);
    let how = match end {
        End::Done if libc::WIFSIGNALED(raw_status) => {
            format!("signal {}", libc::WTERMSIG(raw_status))
        }
        End::Done => format!("exit {}", libc::WEXITSTATUS(raw_status)),
        other => other.word().to_owned(),
    };
    // The launcher process's report to the judge that started it, on its own stderr (not the
    // library printing). The judge may be gone (a broken pipe): the figures are then nobody's
    // concern.
    let _ = writeln!(
        io::stderr(),
        "{MEASURED}{} {peak} {} {how}",
        wall.as_nanos(),
        cpu.as_nanos()
    );
    if libc::WIFSIGNALED(raw_status) {
        end_by_signal(libc::WTERMSIG(raw_status));
    }
    std::process::exit(libc::WEXITSTATUS(raw_status));
}

/// Ends this process by `signal`, as its program ended, without a core file.
fn end_by_signal(signal: i32) -> ! {
    let no_core = Rlimit {
        current: Some(0),
        maximum: Some(0),
    };
    let _ = setrlimit(Resource::Core, no_core);
    // SAFETY: restores the default action of the signal and unblocks it in this thread's mask,
    // from a set initialised by sigemptyset (rustix wraps neither but as unsafe runtime calls).
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, signal);
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
    }
    if let Some(signal) = Signal::from_named_raw(signal) {
        let _ = kill_process(getpid(), signal);
    }
    std::process::exit(128 + signal);
}

/// Kills every descendant of this process and reaps until it has no child left (a subreaper
/// inherits the orphans of its descendants, so none is missed), for at most [`SWEEP_LIMIT`].
fn sweep() {
    let started = Instant::now();
    let me = getpid().as_raw_nonzero().get();
    let no_child_left =
        |reaped: &rustix::io::Result<_>| matches!(reaped, Err(e) if *e == rustix::io::Errno::CHILD);
    loop {
        // No child left: then no descendant is left either (an orphan is re-parented to this
        // subreaper before its parent's end is reported), and /proc need not be read.
        if no_child_left(&wait(WaitOptions::NOHANG)) {
            return;
        }
        // Parents first (a killed parent reaps nothing more). One that ended since the scan has
        // its pid reused only after the kernel has cycled through pid_max, far longer than this.
        for process in procfs::descendants(me) {
            procfs::signal(process.pid, Signal::KILL);
        }
        loop {
            let reaped = wait(WaitOptions::NOHANG);
            match reaped {
                Ok(Some(_)) => continue,
                _ if no_child_left(&reaped) => return,
                _ => break,
            }
        }
        if started.elapsed() > SWEEP_LIMIT {
            return;
        }
        thread::sleep(Duration::from_millis(2));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn the_launcher_reads_its_limits_and_its_command() {
        let args = strings(&["--limit-ms", "900", "--idle-ms", "50", "--", "sleep", "1"]);
        let parsed = parse(&args).expect("parses");
        assert_eq!(parsed.wall, Some(Duration::from_millis(900)));
        assert_eq!(parsed.idle, Some(Duration::from_millis(50)));
        assert_eq!(parsed.cpu, None);
        assert_eq!(parsed.command, &strings(&["sleep", "1"])[..]);
        let bad = strings(&["--cpu-limit-ms", "x", "--", "true"]);
        assert!(
            parse(&bad)
                .unwrap_err()
                .to_string()
                .contains("needs a number")
        );
        assert!(
            parse(&strings(&["--"]))
                .unwrap_err()
                .to_string()
                .contains("needs a command")
        );
    }

    #[test]
    fn idleness_counts_only_while_nothing_runs_and_no_time_is_used() {
        let started = Instant::now();
        let args = Args {
            idle: Some(Duration::from_millis(500)),
            ..Args::default()
        };
        let mut watch = Watch::new(&args, getpid(), started);
        let at = |ms: u64| started + Duration::from_millis(ms);
        let activity = |cpu_ms: u64, running: bool| Activity {
            cpu: Duration::from_millis(cpu_ms),
            running,
        };
        assert!(!watch.is_idle(activity(0, false), at(400)));
        // runnable without a core (a busy machine): not idle, however long
        assert!(!watch.is_idle(activity(0, true), at(900)));
        assert!(!watch.is_idle(activity(0, false), at(1300)));
        assert!(watch.is_idle(activity(0, false), at(1400)));
        // CPU time used since the last scan: idle from then on only
        assert!(!watch.is_idle(activity(10, false), at(1500)));
        assert!(watch.is_idle(activity(10, false), at(2000)));
    }
}
