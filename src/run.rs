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
            Status::Signaled(signal) => format!("was killed by signal {signal}"),
            Status::TimedOut => format!("was killed at the time limit ({:?})", self.wall),
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

/// Runs `command` with `stdin` as its standard input, killing it once `limit` has passed.
///
/// `command` is the program followed by its arguments.
pub fn run_command(command: &[&str], stdin: &[u8], limit: Duration) -> io::Result<Run> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    // Its own process group, so that the limit kills whatever it started too.
    let mut child = Command::new(program)
        .args(args)
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let started = Instant::now();
    let pid = child.id() as libc::pid_t;

    let mut child_stdin = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    // A program may exit without reading all of its input: a broken pipe is not our failure.
    let writer = thread::spawn(move || {
        let _ = child_stdin.write_all(&input);
    });
    let reader = |mut pipe: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            bytes
        })
    };
    let stdout = reader(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = reader(Box::new(child.stderr.take().expect("stderr is piped")));

    // The watchdog kills the process at the limit unless told first that it has been reaped.
    let (reaped, watch) = mpsc::channel::<()>();
    let watchdog = thread::spawn(move || {
        if watch.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
            // SAFETY: kill(2) on the process group of a child we have not reaped yet.
            unsafe { libc::kill(-pid, libc::SIGKILL) };
            true
        } else {
            false
        }
    });

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
    let wall = started.elapsed();
    let _ = reaped.send(());
    let killed = watchdog.join().expect("watchdog thread");
    writer.join().expect("stdin writer thread");
    let stdout = stdout.join().expect("stdout reader thread");
    let stderr = stderr.join().expect("stderr reader thread");
    drop(child);

    let status = if libc::WIFEXITED(raw_status) {
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
    let launcher = launcher
        .to_str()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "non-UTF-8 path"))?;
    let mut full = vec![launcher, MEASURE];
    full.extend_from_slice(command);
    let mut run = run_command(&full, stdin, limit)?;
    if run.status == Status::TimedOut {
        return Ok(run);
    }
    let text = String::from_utf8_lossy(&run.stderr);
    let at = text.rfind(MEASURED).ok_or_else(|| {
        io::Error::other(format!("the launcher reported no figures; stderr: {text}"))
    })?;
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
