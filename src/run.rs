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
//! - **Launcher** ([`run_measured`], `judge __measure --limit-ms N -- cmd…`, [`measure_main`]).
//!   A small, fresh judge process runs the program for the engine and the bench. It is a child
//!   subreaper (`PR_SET_CHILD_SUBREAPER`): every orphan of the program (a double fork, a daemon
//!   after `setsid`) is re-parented to it, outside the group or not. It holds the time limit
//!   itself: at the limit it kills the program; when asked to stop (`SIGTERM`, `SIGINT`,
//!   `SIGHUP`: the judge at the output limit, or the judge's death via `PR_SET_PDEATHSIG`) it
//!   kills it too. Then, and also when the program ends by itself, it kills every remaining
//!   descendant (found in `/proc`) and reaps until it has no child left, and only then reports
//!   the program's wall time, peak memory and end on stderr and ends as the program ended (same
//!   exit code, same signal). The judge's own watchdog stays as a backstop: it kills the group
//!   [`BACKSTOP`] after the limit (or after asking to stop). A launcher killed outright (by the
//!   backstop, or by the program itself) cannot sweep: then the judge kills every process whose
//!   environment carries the run's token ([`RUN_TOKEN`], set on the launcher and inherited); only
//!   a descendant that both escaped the group and dropped its environment at `exec` can outlive
//!   that case.
//! - **Time.** Two figures: the wall time from spawn to exit, and the CPU time (user + system) of
//!   the program and of every descendant it waited for or that its launcher reaped, as judges
//!   count time (`wait4`'s and `getrusage`'s `rusage`; the launcher measures the program's own,
//!   without its start-up). The run is killed at the wall `limit` it is given; through the launcher
//!   it may also have a CPU limit ([`Limits::cpu`]), at which the launcher kills it
//!   ([`Status::CpuLimit`]). The engine gives the judge's time limit as the CPU limit and a few
//!   times that as the wall limit, a guard against a program that sleeps or blocks.
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

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The process exited with this code.
    Exited(i32),
    /// The process was ended by this signal (not ours).
    Signaled(i32),
    /// The process was still running at the wall-clock limit and was killed.
    TimedOut,
    /// The process (with its descendants) used up its CPU limit and was killed by the launcher.
    CpuLimit,
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
    match signal {
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGTERM => "SIGTERM",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGINT => "SIGINT",
        libc::SIGHUP => "SIGHUP",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGSYS => "SIGSYS",
        _ => "a signal",
    }
}

/// The most a run may write to stdout (and, separately, to stderr) before it is killed.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// How long the judge waits, after the process and its group are gone, for pipes still held open
/// by a descendant that left the group.
pub const PIPE_GRACE: Duration = Duration::from_millis(500);

/// How long the judge's watchdog gives a launcher past the time limit (or past a request to stop)
/// to kill its program, sweep its descendants and report, before it kills the launcher's group.
pub const BACKSTOP: Duration = Duration::from_secs(3);

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
    run_process(command, stdin, limit, address_space, None)
}

/// Runs `command` in a process group of its own. The watchdog kills the group at `limit`. With
/// `launcher` (a token, set in the environment as [`RUN_TOKEN`]), the process is a launcher
/// ([`measure_main`]) that holds the real time limit itself: writing too much asks it to stop
/// (`SIGTERM`) and the group is killed only [`BACKSTOP`] later if it has not ended by then.
fn run_process(
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
    address_space: Option<u64>,
    launcher: Option<&str>,
) -> io::Result<Run> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    let mut command = Command::new(program);
    command
        .args(args)
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(token) = launcher {
        command.env(RUN_TOKEN, token);
    }
    let token = launcher;
    let launcher = launcher.is_some();
    if let Some(bytes) = address_space {
        let cap = libc::rlimit {
            rlim_cur: bytes as libc::rlim_t,
            rlim_max: bytes as libc::rlim_t,
        };
        // SAFETY: setrlimit is async-signal-safe and touches only the child's own limits.
        unsafe {
            command.pre_exec(move || {
                if libc::setrlimit(libc::RLIMIT_AS, &cap) == 0 {
                    Ok(())
                } else {
                    Err(io::Error::last_os_error())
                }
            });
        }
    }
    let mut child = command.spawn()?;
    let started = Instant::now();
    let pid = child.id() as libc::pid_t;
    // True until the process is reaped: no signal is sent under its pid (or group id) afterwards,
    // when the pid may name another process.
    let alive = Arc::new(Mutex::new(true));
    let signal = {
        let alive = alive.clone();
        move |target: libc::pid_t, signal: libc::c_int| {
            let alive = alive.lock().unwrap_or_else(|e| e.into_inner());
            if *alive {
                // SAFETY: kill(2) on our own unreaped child or its process group.
                unsafe { libc::kill(target, signal) };
            }
        }
    };
    let kill_group = {
        let signal = signal.clone();
        move || signal(-pid, libc::SIGKILL)
    };

    let mut child_stdin = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    // A program may exit without reading all of its input: a broken pipe is not our failure.
    let writer = thread::spawn(move || {
        let _ = child_stdin.write_all(&input);
    });

    // The watchdog kills the process group at the limit unless told first that the process ended;
    // told that a launcher was asked to stop, it gives it BACKSTOP more.
    enum Event {
        Ended,
        Stopping,
    }
    let (events, watch) = mpsc::channel::<Event>();
    let watchdog = {
        let kill_group = kill_group.clone();
        let deadline = started + limit;
        thread::spawn(move || {
            let mut deadline = deadline;
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match watch.recv_timeout(left) {
                    Ok(Event::Ended) | Err(mpsc::RecvTimeoutError::Disconnected) => return false,
                    Ok(Event::Stopping) => deadline = deadline.min(Instant::now() + BACKSTOP),
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        kill_group();
                        return true;
                    }
                }
            }
        })
    };

    let over_limit = Arc::new(AtomicBool::new(false));
    let reader = |mut pipe: Box<dyn Read + Send>| {
        let (sender, receiver) = mpsc::channel::<Vec<u8>>();
        let over_limit = over_limit.clone();
        let events = events.clone();
        let signal = signal.clone();
        let kill_group = kill_group.clone();
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let mut chunk = vec![0u8; 1 << 16];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) if bytes.len() + n > OUTPUT_LIMIT => {
                        over_limit.store(true, Ordering::SeqCst);
                        if launcher {
                            signal(pid, libc::SIGTERM);
                            let _ = events.send(Event::Stopping);
                        } else {
                            kill_group();
                        }
                        break;
                    }
                    Ok(n) => bytes.extend_from_slice(&chunk[..n]),
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            drop(events);
            let _ = sender.send(bytes);
        });
        receiver
    };
    let stdout = reader(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = reader(Box::new(child.stderr.take().expect("stderr is piped")));

    // Wait for the end without reaping, so that the group still exists to be killed.
    loop {
        // SAFETY: an all-zero siginfo_t is valid; waitid fills it in.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: waitid on our own child, with a valid pointer to a local.
        let done = unsafe {
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        if done == 0 {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    let wall = started.elapsed();
    let _ = events.send(Event::Ended);
    drop(events);
    // Whatever the process started and left running in its group goes with it.
    kill_group();
    *alive.lock().unwrap_or_else(|e| e.into_inner()) = false;
    let mut raw_status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 on our own child, with valid pointers to locals.
        let reaped_pid = unsafe { libc::wait4(pid, &mut raw_status, 0, &mut usage) };
        if reaped_pid == pid {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    let killed = watchdog.join().expect("watchdog thread");
    drop(child);
    // A launcher killed by the backstop could not sweep: whatever still carries the run's token
    // in its environment goes, before the pipes are collected.
    if let Some(token) = token
        && killed
    {
        kill_marked(token);
    }
    // A descendant that left the group may hold a pipe open: wait for it a little, no longer.
    let grace_end = Instant::now() + PIPE_GRACE;
    let collect = |receiver: mpsc::Receiver<Vec<u8>>| {
        receiver
            .recv_timeout(grace_end.saturating_duration_since(Instant::now()))
            .unwrap_or_default()
    };
    let stdout = collect(stdout);
    let stderr = collect(stderr);
    if writer.is_finished() {
        writer.join().expect("stdin writer thread");
    }

    let status = if over_limit.load(Ordering::SeqCst) {
        Status::OutputLimit
    } else if libc::WIFEXITED(raw_status) {
        Status::Exited(libc::WEXITSTATUS(raw_status))
    } else if killed {
        Status::TimedOut
    } else {
        Status::Signaled(libc::WTERMSIG(raw_status))
    };
    Ok(Run {
        status,
        stdout,
        stderr,
        wall,
        cpu: cpu_time(&usage),
        peak_rss_kib: usage.ru_maxrss as u64,
    })
}

/// The user + system time of a `rusage`.
fn cpu_time(usage: &libc::rusage) -> Duration {
    let of = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    of(usage.ru_utime) + of(usage.ru_stime)
}

/// The CPU time so far of the running process `pid` and of the children it has reaped
/// (`/proc/<pid>/stat`: utime, stime, cutime, cstime, in clock ticks), or `None` if it is gone.
fn cpu_so_far(pid: libc::pid_t) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // After the comm: state is field 3 of stat(5), so utime (14) .. cstime (17) are 11 .. 14 here.
    let ticks: u64 = fields
        .get(11..15)?
        .iter()
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    // SAFETY: sysconf has no preconditions.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    Some(Duration::from_micros(ticks * 1_000_000 / per_second))
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
/// the program, and how it ended (`exit N`, `signal N`, `timeout`, `cpu-limit`, `stopped`).
const MEASURED: &str = "\n[judge measured] ";

/// How the launcher's program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// By itself.
    Done,
    /// Killed by the launcher at the wall-clock limit.
    Timeout,
    /// Killed by the launcher at the CPU limit.
    CpuLimit,
    /// Killed by the launcher, asked to stop.
    Stopped,
}

/// The launcher's body, `__measure [--limit-ms N] [--cpu-limit-ms N] [--address-space B] [--]
/// cmd…`: runs `cmd` with the inherited stdin, stdout and stderr, kills it at the wall-clock limit
/// or once it has used its CPU limit (each if given; the CPU time is read every few milliseconds)
/// or when asked to stop (`SIGTERM`,
/// `SIGINT`, `SIGHUP`, or the judge's death), then kills and reaps every descendant it left (the
/// launcher is their subreaper), then appends the program's wall time, peak memory and end to
/// stderr and ends as the program ended (same exit code or same signal).
///
/// Why a launcher: `ru_maxrss` keeps the high-water mark of the memory the process had before
/// `exec`, which for a child of a large process (the bench holds its inputs) is the parent's. A
/// small, freshly started launcher forks a child whose figure is the program's own. And a
/// subreaper can find every descendant, even one that left the process group.
pub fn measure_main(args: &[String]) -> ! {
    let mut args = args;
    let mut limit = None;
    let mut cpu_limit = None;
    let mut address_space = None;
    while let [flag, value, rest @ ..] = args {
        let Ok(number) = value.parse::<u64>() else {
            break;
        };
        match flag.as_str() {
            "--limit-ms" => limit = Some(Duration::from_millis(number)),
            "--cpu-limit-ms" => cpu_limit = Some(Duration::from_millis(number)),
            "--address-space" => address_space = Some(number),
            _ => break,
        }
        args = rest;
    }
    if let [flag, ..] = args
        && (flag == "--limit-ms" || flag == "--cpu-limit-ms" || flag == "--address-space")
    {
        let _ = writeln!(io::stderr(), "{MEASURE}: {flag} needs a number");
        std::process::exit(2);
    }
    // The cap is the launcher's own, inherited by the program: set here rather than between fork
    // and exec in the judge, so the judge can start the launcher with posix_spawn (a fork of a
    // judge holding large inputs copies its page tables on every run).
    if let Some(bytes) = address_space {
        let cap = libc::rlimit {
            rlim_cur: bytes as libc::rlim_t,
            rlim_max: bytes as libc::rlim_t,
        };
        // SAFETY: setrlimit on this process's own limits, from a local.
        if unsafe { libc::setrlimit(libc::RLIMIT_AS, &cap) } != 0 {
            let _ = writeln!(
                io::stderr(),
                "{MEASURE}: cannot cap the address space: {}",
                io::Error::last_os_error()
            );
            std::process::exit(2);
        }
    }
    if let [dashes, rest @ ..] = args
        && dashes == "--"
    {
        args = rest;
    }
    let Some((program, rest)) = args.split_first() else {
        let _ = writeln!(io::stderr(), "{MEASURE} needs a command");
        std::process::exit(2);
    };

    // SAFETY: prctl and the signal-mask calls only change this process's own settings; the sets
    // are initialised by sigemptyset before use.
    let signals = unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM, 0, 0, 0);
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for signal in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::sigaddset(&mut set, signal);
        }
        // Blocked here, read from the signalfd; std's spawn clears the mask of the child.
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        libc::signalfd(-1, &set, libc::SFD_CLOEXEC | libc::SFD_NONBLOCK)
    };
    // SAFETY: getppid cannot fail.
    let orphaned_at_start = unsafe { libc::getppid() } == 1;

    let started = Instant::now();
    let child = match Command::new(program).args(rest).spawn() {
        Ok(child) => child,
        Err(e) => {
            let _ = writeln!(io::stderr(), "cannot start {program}: {e}");
            std::process::exit(127);
        }
    };
    let pid = child.id() as libc::pid_t;
    // SAFETY: pidfd_open on our own unreaped child; a failure (-1) leaves polling by timeout.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) } as libc::c_int;

    let end = loop {
        // SAFETY: an all-zero siginfo_t is valid; waitid fills it in.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: waitid on our own child without reaping it, with a pointer to a local.
        let polled = unsafe {
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
            )
        };
        // SAFETY: si_pid is set by waitid when a child changed state, 0 otherwise.
        if polled == 0 && unsafe { info.si_pid() } == pid {
            break End::Done;
        }
        if orphaned_at_start {
            break End::Stopped;
        }
        let left = limit.map(|limit| limit.saturating_sub(started.elapsed()));
        if left == Some(Duration::ZERO) {
            break End::Timeout;
        }
        if let Some(cpu_limit) = cpu_limit
            && cpu_so_far(pid).is_some_and(|used| used >= cpu_limit)
        {
            break End::CpuLimit;
        }
        let mut fds = [
            libc::pollfd {
                fd: signals,
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: pidfd,
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        // Without a pidfd, look again every 10 ms; with a CPU limit, read the CPU time every 10 ms.
        let most = if pidfd >= 0 && cpu_limit.is_none() {
            60_000
        } else {
            10
        };
        let timeout = left.map_or(most, |left| (left.as_millis() as i32 + 1).min(most));
        // SAFETY: poll on two pollfds of our own (a negative fd is ignored).
        unsafe { libc::poll(fds.as_mut_ptr(), 2, timeout) };
        if fds[0].revents & libc::POLLIN != 0 {
            break End::Stopped;
        }
    };
    let wall = started.elapsed();
    if end != End::Done {
        // SAFETY: kill(2) on our own child, not reaped yet.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    let mut raw_status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child, with valid pointers to locals.
    while unsafe { libc::wait4(pid, &mut raw_status, 0, &mut usage) } != pid {
        if io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            sweep();
            std::process::exit(125);
        }
    }
    drop(child);
    sweep();
    // SAFETY: an all-zero rusage is a valid value; getrusage fills it in.
    let mut children: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage of our own reaped children, into a local.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut children) };
    let peak = usage.ru_maxrss.max(children.ru_maxrss);
    // Every process the program started was reaped here (the launcher is their subreaper), so the
    // children's figure is the program's CPU time with all of its descendants'.
    let cpu = cpu_time(&children);
    let how = match end {
        End::Timeout => "timeout".to_owned(),
        End::CpuLimit => "cpu-limit".to_owned(),
        End::Stopped => "stopped".to_owned(),
        End::Done if libc::WIFSIGNALED(raw_status) => {
            format!("signal {}", libc::WTERMSIG(raw_status))
        }
        End::Done => format!("exit {}", libc::WEXITSTATUS(raw_status)),
    };
    // The judge may be gone (a broken pipe): the figures are then nobody's concern.
    let _ = writeln!(
        io::stderr(),
        "{MEASURED}{} {peak} {} {how}",
        wall.as_nanos(),
        cpu.as_nanos()
    );
    if libc::WIFSIGNALED(raw_status) {
        let signal = libc::WTERMSIG(raw_status);
        let no_core = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: no core file of ours; restore the default action, unblock, and end by the same
        // signal as the program.
        unsafe {
            libc::setrlimit(libc::RLIMIT_CORE, &no_core);
            libc::signal(signal, libc::SIG_DFL);
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, signal);
            libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
            libc::kill(libc::getpid(), signal);
        }
        std::process::exit(128 + signal);
    }
    std::process::exit(libc::WEXITSTATUS(raw_status));
}

/// Kills every descendant of this process and reaps until it has no child left (a subreaper
/// inherits the orphans of its descendants, so none is missed), for at most [`SWEEP_LIMIT`].
fn sweep() {
    let started = Instant::now();
    // SAFETY: getpid cannot fail.
    let me = unsafe { libc::getpid() };
    loop {
        // No child left: then no descendant is left either (an orphan is re-parented to this
        // subreaper before its parent's end is reported), and /proc need not be read.
        // SAFETY: waitpid on any child of ours, with a pointer to a local.
        let reaped = unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) };
        if reaped < 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ECHILD) {
            return;
        }
        for pid in descendants(me) {
            // SAFETY: kill(2) on a descendant of ours, parents first (a killed parent reaps
            // nothing more). One that ended since the scan has its pid reused only after the
            // kernel has cycled through pid_max, far longer than this loop.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        loop {
            let mut status = 0;
            // SAFETY: waitpid on any child of ours, with a pointer to a local.
            let reaped = unsafe { libc::waitpid(-1, &mut status, libc::WNOHANG) };
            if reaped > 0 {
                continue;
            }
            if reaped < 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ECHILD) {
                return;
            }
            break;
        }
        if started.elapsed() > SWEEP_LIMIT {
            return;
        }
        thread::sleep(Duration::from_millis(2));
    }
}

/// Every process below `root` in the process tree, as `/proc` shows it now.
fn descendants(root: libc::pid_t) -> Vec<libc::pid_t> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let parents: Vec<(libc::pid_t, libc::pid_t)> = entries
        .filter_map(|entry| {
            let pid: libc::pid_t = entry.ok()?.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // "pid (comm) state ppid …", where comm may hold anything, ')' included.
            let after = &stat[stat.rfind(')')? + 1..];
            let ppid = after.split_whitespace().nth(1)?.parse().ok()?;
            Some((pid, ppid))
        })
        .collect();
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|&&(pid, ppid)| ppid == parent && !found.contains(&pid))
                .map(|&(pid, _)| pid)
                .collect::<Vec<_>>(),
        );
        i += 1;
    }
    found.remove(0);
    found
}

/// The environment variable that marks every process of a run through the launcher with the
/// run's token, so that the judge can find what is left when the launcher could not sweep.
pub const RUN_TOKEN: &str = "JUDGE_RUN_TOKEN";

/// A token no other run of any judge process shares.
fn run_token() -> String {
    static RUNS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
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
fn kill_marked(token: &str) {
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
                .and_then(|name| name.parse::<libc::pid_t>().ok())
            else {
                continue;
            };
            // Unreadable (another user's, or gone), or empty (a zombie): not ours to kill.
            let Ok(environ) = std::fs::read(entry.path().join("environ")) else {
                continue;
            };
            if environ.windows(needle.len()).any(|window| window == needle) {
                // SAFETY: kill(2) on a process that carries this run's token.
                unsafe { libc::kill(pid, libc::SIGKILL) };
                found += 1;
            }
        }
        if found == 0 || started.elapsed() > SWEEP_LIMIT {
            return;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

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
        address_space: None,
    };
    run_measured_limited(launcher, command, stdin, &limits)
}

/// The limits of a run through the launcher.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Killed at this wall time ([`Status::TimedOut`]).
    pub wall: Duration,
    /// Killed once the program and its descendants used this much CPU time ([`Status::CpuLimit`]).
    pub cpu: Option<Duration>,
    /// The address space capped at this many bytes, as in [`run_limited`].
    pub address_space: Option<u64>,
}

/// [`run_measured`] with `limits`. The launcher kills the program at the wall or the CPU limit;
/// the judge kills the launcher's group [`BACKSTOP`] after the wall limit if it is still there.
pub fn run_measured_limited(
    launcher: &Path,
    command: &[&str],
    stdin: &[u8],
    limits: &Limits,
) -> io::Result<Run> {
    let launcher = launcher
        .to_str()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "non-UTF-8 path"))?;
    let limit = limits.wall;
    let ms = |d: Duration| d.as_micros().div_ceil(1000).to_string();
    let limit_ms = ms(limit);
    let mut full = vec![launcher, MEASURE, "--limit-ms", &limit_ms];
    let cpu_ms = limits.cpu.map(ms);
    if let Some(cpu_ms) = &cpu_ms {
        full.extend(["--cpu-limit-ms", cpu_ms]);
    }
    let cap = limits.address_space.map(|bytes| bytes.to_string());
    if let Some(cap) = &cap {
        full.extend(["--address-space", cap]);
    }
    full.push("--");
    full.extend_from_slice(command);
    let token = run_token();
    let mut run = run_process(&full, stdin, limit + BACKSTOP, None, Some(&token))?;
    // No figures: the launcher could not start the program (and says why on stderr), or was
    // killed (by the backstop, or by the program) before it could sweep. Whatever still carries
    // the run's token goes.
    let Some(at) = run
        .stderr
        .windows(MEASURED.len())
        .rposition(|window| window == MEASURED.as_bytes())
    else {
        kill_marked(&token);
        // The program's peak memory is unknown. The launcher's own figure from wait4 is not its
        // program's: started by posix_spawn, the launcher shared the judge's memory until its
        // exec, and its peak counts that.
        run.peak_rss_kib = 0;
        return Ok(run);
    };
    let figures = String::from_utf8_lossy(&run.stderr[at + MEASURED.len()..]).into_owned();
    let words: Vec<&str> = figures.split_whitespace().collect();
    let number = |i: usize| words.get(i).and_then(|w| w.parse::<u64>().ok());
    // Unreadable figures were written by the program itself: the launcher's would come last.
    let (Some(wall_ns), Some(peak_rss_kib), Some(cpu_ns)) = (number(0), number(1), number(2))
    else {
        run.peak_rss_kib = 0;
        return Ok(run);
    };
    run.wall = Duration::from_nanos(wall_ns);
    run.cpu = Duration::from_nanos(cpu_ns);
    run.peak_rss_kib = peak_rss_kib;
    run.stderr.truncate(at);
    if matches!(run.status, Status::TimedOut | Status::OutputLimit) {
        return Ok(run);
    }
    let code = number(4).and_then(|n| i32::try_from(n).ok());
    run.status = match (words.get(3).copied(), code) {
        (Some("timeout"), _) => Status::TimedOut,
        (Some("cpu-limit"), _) => Status::CpuLimit,
        (Some("exit"), Some(code)) => Status::Exited(code),
        (Some("signal"), Some(signal)) => Status::Signaled(signal),
        // Stopped by someone else than the judge (the program itself, say): as by SIGTERM.
        (Some("stopped"), _) => Status::Signaled(libc::SIGTERM),
        _ => run.status,
    };
    Ok(run)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn descendants_are_found_in_proc() {
        let child = Command::new("sleep").arg("30").spawn().expect("sleep");
        let pid = child.id() as libc::pid_t;
        assert!(descendants(std::process::id() as libc::pid_t).contains(&pid));
        assert!(descendants(pid).is_empty());
        // SAFETY: our own child.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        let mut child = child;
        child.wait().expect("reaped");
    }
}
