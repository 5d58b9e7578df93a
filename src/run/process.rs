//! One process run by the judge: spawned in a group of its own, fed its stdin, its output read
//! up to the limit, killed with its group by the watchdog, reaped with its `rusage`.

use super::{LAUNCHER_GRACE, OUTPUT_LIMIT, PIPE_GRACE, RUN_TOKEN, Run, Status, procfs};
use rustix::process::{
    Pid, Resource, Rlimit, Signal, WaitId, WaitIdOptions, kill_process, kill_process_group,
    setrlimit, waitid,
};
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How often the watchdog looks whether a launcher was stopped (`SIGSTOP` by its program).
const STOPPED_EVERY: Duration = Duration::from_millis(200);

/// The process of a run and its group, to be signalled until it is reaped: no signal is sent
/// under its pid (or group id) afterwards, when the pid may name another process.
#[derive(Clone)]
pub(super) struct Target {
    pub(super) pid: Pid,
    alive: Arc<Mutex<bool>>,
}

impl Target {
    pub(super) fn new(pid: Pid) -> Target {
        Target {
            pid,
            alive: Arc::new(Mutex::new(true)),
        }
    }

    pub(super) fn signal(&self, signal: Signal) {
        if *self.alive.lock().unwrap_or_else(|e| e.into_inner()) {
            let _ = kill_process(self.pid, signal);
        }
    }

    pub(super) fn kill_group(&self) {
        if *self.alive.lock().unwrap_or_else(|e| e.into_inner()) {
            let _ = kill_process_group(self.pid, Signal::KILL);
        }
    }

    pub(super) fn reaped(&self) {
        *self.alive.lock().unwrap_or_else(|e| e.into_inner()) = false;
    }
}

/// What the watchdog is told.
pub(super) enum Event {
    /// The process ended.
    Ended,
    /// A launcher was asked to stop: it gets [`LAUNCHER_GRACE`] more.
    Stopping,
}

/// Runs `command` in a process group of its own. The watchdog kills the group at `limit`. With
/// `launcher` (a token, set in the environment as [`RUN_TOKEN`]), the process is a launcher
/// ([`super::measure_main`]) that holds the real limits itself: writing too much asks it to stop
/// (`SIGTERM`) and the group is killed only [`LAUNCHER_GRACE`] later if it has not ended by then;
/// a launcher found stopped (its program sent it `SIGSTOP`) is continued.
pub(super) fn run_process(
    command: &[&str],
    stdin: &[u8],
    limit: Duration,
    address_space: Option<u64>,
    launcher: Option<&str>,
) -> io::Result<Run> {
    let mut child = spawn(command, address_space, launcher)?;
    let started = Instant::now();
    let target = Target::new(Pid::from_child(&child));
    let writer = write_stdin(&mut child, stdin);
    let (events, watchdog) = watchdog(target.clone(), started + limit, launcher.is_some());
    let over_limit = Arc::new(AtomicBool::new(false));
    let pipe_reader = PipeReader {
        target: target.clone(),
        events: events.clone(),
        over_limit: over_limit.clone(),
        launcher: launcher.is_some(),
    };
    let stdout = pipe_reader.read(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = pipe_reader.read(Box::new(child.stderr.take().expect("stderr is piped")));
    drop(pipe_reader);
    let ended = end(&target, started, events, watchdog, child, launcher)?;
    let (stdout, stderr) = collect(stdout, stderr);
    if writer.is_finished() {
        writer.join().expect("stdin writer thread");
    }
    Ok(ended.run(over_limit.load(Ordering::SeqCst), stdout, stderr))
}

/// How a run's process ended: its wait status and `rusage`, its wall time, and whether the
/// watchdog killed it.
pub(super) struct Ended {
    raw_status: libc::c_int,
    usage: libc::rusage,
    wall: Duration,
    killed: bool,
}

impl Ended {
    /// The run, given its output: past the output limit if `over_limit`, else as it ended.
    pub(super) fn run(&self, over_limit: bool, stdout: Vec<u8>, stderr: Vec<u8>) -> Run {
        let status = if over_limit {
            Status::OutputLimit
        } else if libc::WIFEXITED(self.raw_status) {
            Status::Exited(libc::WEXITSTATUS(self.raw_status))
        } else if self.killed {
            Status::TimedOut
        } else {
            Status::Signaled(libc::WTERMSIG(self.raw_status))
        };
        Run {
            status,
            stdout,
            stderr,
            wall: self.wall,
            cpu: super::cpu_time(&self.usage),
            peak_rss_kib: self.usage.ru_maxrss as u64,
        }
    }
}

/// The end of a run's process, `started` at that instant: waits for it to end (without reaping
/// it, so that its group still exists), tells the watchdog, kills whatever the process started
/// and left running in its group, reaps it and joins the watchdog. A launcher (its run's `token`
/// given) killed by the watchdog could not sweep: whatever still carries the token in its
/// environment goes too, before the caller collects the pipes.
pub(super) fn end(
    target: &Target,
    started: Instant,
    events: mpsc::Sender<Event>,
    watchdog: JoinHandle<bool>,
    child: Child,
    token: Option<&str>,
) -> io::Result<Ended> {
    wait_without_reaping(target.pid)?;
    let wall = started.elapsed();
    let _ = events.send(Event::Ended);
    drop(events);
    target.kill_group();
    target.reaped();
    let (raw_status, usage) = reap(target.pid)?;
    let killed = watchdog.join().expect("watchdog thread");
    drop(child);
    if let Some(token) = token
        && killed
    {
        procfs::kill_marked(token);
    }
    Ok(Ended {
        raw_status,
        usage,
        wall,
        killed,
    })
}

/// Starts `command` in a process group of its own with piped stdin, stdout and stderr, its
/// address space capped at `address_space` bytes if given, and the run's token if a launcher.
pub(super) fn spawn(
    command: &[&str],
    address_space: Option<u64>,
    launcher: Option<&str>,
) -> io::Result<Child> {
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
        // A judge runs the program in a clean environment: a Python program that forgets to
        // flush must not be saved by the user's PYTHONUNBUFFERED.
        command.env_remove("PYTHONUNBUFFERED");
    }
    if let Some(bytes) = address_space {
        let cap = Rlimit {
            current: Some(bytes),
            maximum: Some(bytes),
        };
        // SAFETY: setrlimit is one system call (async-signal-safe) on the child's own limits,
        // between fork and exec.
        unsafe {
            command.pre_exec(move || setrlimit(Resource::As, cap).map_err(io::Error::from));
        }
    }
    command.spawn()
}

/// Writes `stdin` to the child from a thread. A program may exit without reading all of its
/// input: a broken pipe is not our failure.
fn write_stdin(child: &mut Child, stdin: &[u8]) -> JoinHandle<()> {
    let mut child_stdin = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    thread::spawn(move || {
        let _ = child_stdin.write_all(&input);
    })
}

/// The watchdog: kills the process group at `deadline` unless told first that the process ended
/// (and then answers true); told that a launcher was asked to stop, it gives it
/// [`LAUNCHER_GRACE`] more. A launcher it finds stopped, it continues (`SIGCONT`).
pub(super) fn watchdog(
    target: Target,
    deadline: Instant,
    launcher: bool,
) -> (mpsc::Sender<Event>, JoinHandle<bool>) {
    let (events, watch) = mpsc::channel::<Event>();
    let watchdog = thread::spawn(move || {
        let mut deadline = deadline;
        loop {
            let mut left = deadline.saturating_duration_since(Instant::now());
            if launcher {
                left = left.min(STOPPED_EVERY);
            }
            match watch.recv_timeout(left) {
                Ok(Event::Ended) | Err(mpsc::RecvTimeoutError::Disconnected) => return false,
                Ok(Event::Stopping) => deadline = deadline.min(Instant::now() + LAUNCHER_GRACE),
                Err(mpsc::RecvTimeoutError::Timeout) if Instant::now() >= deadline => {
                    target.kill_group();
                    return true;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let pid = target.pid.as_raw_nonzero().get();
                    if procfs::stat(pid).is_some_and(|s| s.state == 'T') {
                        target.signal(Signal::CONT);
                    }
                }
            }
        }
    });
    (events, watchdog)
}

/// What the threads reading the output share.
pub(super) struct PipeReader {
    pub(super) target: Target,
    pub(super) events: mpsc::Sender<Event>,
    pub(super) over_limit: Arc<AtomicBool>,
    pub(super) launcher: bool,
}

impl PipeReader {
    /// Reads `pipe` from a thread, up to [`OUTPUT_LIMIT`]; past it, asks a launcher to stop, or
    /// kills the group. The receiver gets what was read.
    pub(super) fn read(&self, mut pipe: Box<dyn Read + Send>) -> mpsc::Receiver<Vec<u8>> {
        let (sender, receiver) = mpsc::channel::<Vec<u8>>();
        let over_limit = self.over_limit.clone();
        let events = self.events.clone();
        let target = self.target.clone();
        let launcher = self.launcher;
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let mut chunk = vec![0u8; 1 << 16];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) if bytes.len() + n > OUTPUT_LIMIT => {
                        over_limit.store(true, Ordering::SeqCst);
                        if launcher {
                            target.signal(Signal::TERM);
                            let _ = events.send(Event::Stopping);
                        } else {
                            target.kill_group();
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
    }
}

/// Waits for the end of `pid` without reaping it, so that its group still exists to be killed.
pub(super) fn wait_without_reaping(pid: Pid) -> io::Result<()> {
    loop {
        match waitid(
            WaitId::Pid(pid),
            WaitIdOptions::EXITED | WaitIdOptions::NOWAIT,
        ) {
            Ok(_) => return Ok(()),
            Err(rustix::io::Errno::INTR) => {}
            Err(e) => return Err(e.into()),
        }
    }
}

/// Reaps `pid`: its raw wait status and its `rusage`.
pub(super) fn reap(pid: Pid) -> io::Result<(libc::c_int, libc::rusage)> {
    let mut raw_status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 on our own child, with valid pointers to locals (rustix has no wait4 with
        // the rusage).
        let reaped =
            unsafe { libc::wait4(pid.as_raw_nonzero().get(), &mut raw_status, 0, &mut usage) };
        if reaped == pid.as_raw_nonzero().get() {
            return Ok((raw_status, usage));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// The output read from both pipes: a descendant that left the group may hold a pipe open, so
/// each is waited for [`PIPE_GRACE`] at most.
pub(super) fn collect(
    stdout: mpsc::Receiver<Vec<u8>>,
    stderr: mpsc::Receiver<Vec<u8>>,
) -> (Vec<u8>, Vec<u8>) {
    let grace_end = Instant::now() + PIPE_GRACE;
    (
        collect_until(stdout, grace_end),
        collect_until(stderr, grace_end),
    )
}

/// The output read from one pipe (an interactive run's stderr: its stdout went to the jury as
/// it came), waited for [`PIPE_GRACE`] at most.
pub(super) fn collect_one(pipe: mpsc::Receiver<Vec<u8>>) -> Vec<u8> {
    collect_until(pipe, Instant::now() + PIPE_GRACE)
}

/// What a pipe's reader sent by `end` (nothing if it sent nothing by then).
fn collect_until(pipe: mpsc::Receiver<Vec<u8>>, end: Instant) -> Vec<u8> {
    pipe.recv_timeout(end.saturating_duration_since(Instant::now()))
        .unwrap_or_default()
}
