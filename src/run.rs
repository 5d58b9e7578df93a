//! Running one binary on one input, as a judge does: stdin from the input, a time limit past which
//! the process is killed, and what it printed, how it ended, how long it took and its peak memory.

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The process exited with this code.
    Exited(i32),
    /// The process was ended by this signal (not ours).
    Signaled(i32),
    /// The process was still running at the time limit and was killed.
    TimedOut,
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
    /// Peak resident set size of the process, in KiB (`ru_maxrss`).
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
            Status::TimedOut => format!("was killed at the time limit ({:?})", self.wall),
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
        _ => "a signal",
    }
}

/// The most a run may write to stdout (and, separately, to stderr) before it is killed.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// How long the judge waits, after the process and its group are gone, for pipes still held open
/// by a descendant that left the group.
const PIPE_GRACE: Duration = Duration::from_millis(500);

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
/// nothing it started outlives the run, and a pipe held open by a descendant never hangs the judge.
pub fn run_limited(
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
    address_space: Option<u64>,
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
    let kill_group = move || {
        // SAFETY: kill(2) on the process group of a child we have not reaped yet.
        unsafe { libc::kill(-pid, libc::SIGKILL) };
    };

    let mut child_stdin = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    // A program may exit without reading all of its input: a broken pipe is not our failure.
    let writer = thread::spawn(move || {
        let _ = child_stdin.write_all(&input);
    });
    let over_limit = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = |mut pipe: Box<dyn Read + Send>| {
        let (sender, receiver) = mpsc::channel::<Vec<u8>>();
        let over_limit = over_limit.clone();
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let mut chunk = vec![0u8; 1 << 16];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) if bytes.len() + n > OUTPUT_LIMIT => {
                        over_limit.store(true, std::sync::atomic::Ordering::SeqCst);
                        kill_group();
                        break;
                    }
                    Ok(n) => bytes.extend_from_slice(&chunk[..n]),
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = sender.send(bytes);
        });
        receiver
    };
    let stdout = reader(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = reader(Box::new(child.stderr.take().expect("stderr is piped")));

    // The watchdog kills the process group at the limit unless told first that the process ended.
    let (ended, watch) = mpsc::channel::<()>();
    let watchdog = thread::spawn(move || {
        if watch.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
            kill_group();
            true
        } else {
            false
        }
    });

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
    let _ = ended.send(());
    // Whatever the process started and left running goes with it.
    kill_group();
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
    // A descendant that left the group may hold a pipe open: wait for it a little, no longer.
    let collect =
        |receiver: mpsc::Receiver<Vec<u8>>| receiver.recv_timeout(PIPE_GRACE).unwrap_or_default();
    let stdout = collect(stdout);
    let stderr = collect(stderr);
    if writer.is_finished() {
        writer.join().expect("stdin writer thread");
    }

    let status = if over_limit.load(std::sync::atomic::Ordering::SeqCst) {
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
        peak_rss_kib: usage.ru_maxrss as u64,
    })
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

/// What the launcher appends to stderr: wall nanoseconds and peak RSS in KiB of the program.
const MEASURED: &str = "\n[judge measured] ";

/// The launcher's body: runs `command` with the inherited stdin, stdout and stderr, then appends its
/// wall time and peak memory to stderr and ends as it ended (same exit code or same signal).
///
/// Why a launcher: `ru_maxrss` keeps the high-water mark of the memory the process had before
/// `exec`, which for a child of a large process (the bench holds its inputs) is the parent's. A
/// small, freshly started launcher forks a child whose figure is the program's own.
pub fn measure_main(command: &[String]) -> ! {
    let Some((program, args)) = command.split_first() else {
        eprintln!("{MEASURE} needs a command");
        std::process::exit(2);
    };
    let started = Instant::now();
    let child = match Command::new(program).args(args).spawn() {
        Ok(child) => child,
        Err(e) => {
            eprintln!("cannot start {program}: {e}");
            std::process::exit(127);
        }
    };
    let pid = child.id() as libc::pid_t;
    let mut raw_status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child, with valid pointers to locals.
    while unsafe { libc::wait4(pid, &mut raw_status, 0, &mut usage) } != pid {
        if io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            std::process::exit(125);
        }
    }
    let wall = started.elapsed();
    eprintln!("{MEASURED}{} {}", wall.as_nanos(), usage.ru_maxrss);
    if libc::WIFSIGNALED(raw_status) {
        let signal = libc::WTERMSIG(raw_status);
        // SAFETY: restore the default action and end by the same signal as the program.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::kill(libc::getpid(), signal);
        }
        std::process::exit(128 + signal);
    }
    std::process::exit(libc::WEXITSTATUS(raw_status));
}

/// Runs `command` through `launcher` (a judge binary, see [`measure_main`]) so that the wall time
/// and the peak memory are the program's own; otherwise as [`run_command`].
pub fn run_measured(
    launcher: &Path,
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
) -> io::Result<Run> {
    run_measured_limited(launcher, command, stdin, limit, None)
}

/// [`run_measured`] with the address space capped as in [`run_limited`].
pub fn run_measured_limited(
    launcher: &Path,
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
    address_space: Option<u64>,
) -> io::Result<Run> {
    let launcher = launcher
        .to_str()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "non-UTF-8 path"))?;
    let mut full = vec![launcher, MEASURE];
    full.extend_from_slice(command);
    let mut run = run_limited(&full, stdin, limit, address_space)?;
    if matches!(run.status, Status::TimedOut | Status::OutputLimit) {
        return Ok(run);
    }
    let text = String::from_utf8_lossy(&run.stderr);
    // No figures: the launcher could not start the program, and says why on stderr.
    let Some(at) = text.rfind(MEASURED) else {
        return Ok(run);
    };
    let figures: Vec<u64> = text[at + MEASURED.len()..]
        .split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect();
    let [wall_ns, peak_rss_kib] = figures[..] else {
        return Err(io::Error::other(format!(
            "unreadable launcher figures: {text}"
        )));
    };
    run.wall = Duration::from_nanos(wall_ns);
    run.peak_rss_kib = peak_rss_kib;
    run.stderr = text[..at].as_bytes().to_vec();
    Ok(run)
}
