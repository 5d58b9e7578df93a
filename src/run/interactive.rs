//! An interactive run: the program and a peer (the jury) talk over two pipes, line by line, as a
//! judge's interactor talks to a contestant.
//!
//! The program runs through the launcher ([`super::measure_main`]), which holds its CPU limit
//! and sweeps what it started, as for any run. What differs:
//!
//! - **Lines.** Every line the program prints goes to the peer ([`Peer::line`]) at once, and what
//!   the peer answers is written to the program's stdin at once where that cannot block (the
//!   pipe empty, the bytes at most a page), else by a thread of its own (a program that does not
//!   read never blocks the judge). The judge reads the program's stdout in its own thread, so a
//!   move wakes one thread on each side. Output the program has not flushed never arrives: a
//!   program that forgets to flush waits for an answer to a line the jury has not seen.
//! - **Idleness** is the judge's to see, not the launcher's: a program that waits for the jury is
//!   right to wait, and one that waits on a line it never sent is not. The run is idle once no
//!   line has come for the idle limit while the program's CPU time has not advanced and none of
//!   its processes is running or runnable (the launcher's rule, counted from the last line).
//!   While the peer itself thinks (a human at `judge play`), nothing is counted, nor while the
//!   judge is behind on a busy machine: while the program's stdout holds bytes the judge has not
//!   read, or the judge has lines to write and the program has read all it was given.
//! - **The end.** The peer says when the interaction is over ([`Said::Over`]): the program's stdin
//!   is closed and it must exit by itself; what it prints after that is kept
//!   ([`Ending::Over`]). When the peer stops the game ([`Said::Stop`]: a wrong or malformed line)
//!   the program is stopped at once.

use super::process::{Event, PipeReader, Target, collect_one, end, spawn, watchdog};
use super::{LAUNCHER_GRACE, Limits, MEASURE, OUTPUT_LIMIT, Run, Status, procfs, read_figures};
use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::process::{Pid, Signal};
use std::io::{self, Read, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::{Duration, Instant};

/// The jury's side of an interactive run.
pub trait Peer {
    /// What to print to the program first.
    fn open(&mut self) -> Said;
    /// One line the program printed (without its line end; invalid UTF-8 replaced).
    fn line(&mut self, line: &str) -> Said;
}

/// What the peer says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Print these bytes to the program and read on.
    Send(Vec<u8>),
    /// Print these bytes and close the program's stdin: the interaction is over, the program
    /// must exit.
    Over(Vec<u8>),
    /// Print these bytes and stop the program: the interaction ended with a fault.
    Stop(Vec<u8>),
}

/// How an interactive run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The peer stopped it ([`Said::Stop`]).
    Stopped,
    /// The interaction was over and the program's output then ended; `extra` is what it printed
    /// after the end.
    Over { extra: Vec<u8> },
    /// The program's output ended (it exited, or was killed at a limit) while the interaction
    /// went on; `partial` is its last line if it had no line end.
    Eof { partial: Vec<u8> },
    /// The judge stopped it for idleness (the run's status is [`Status::Idle`]).
    Idle,
}

/// An interactive run and how it ended.
#[derive(Clone, Debug)]
pub struct Conversation {
    /// The run's figures; its stdout is every byte the program printed.
    pub run: Run,
    pub ending: Ending,
}

/// How often the judge looks whether a silent program is idle.
const IDLE_SCAN: Duration = Duration::from_millis(50);

/// The most the judge writes into the program's stdin from its own thread: a page, which every
/// pipe holds ([`Writer::wrote_at_once`]).
const AT_ONCE: usize = 4096;

/// Runs `command` through `launcher` with `limits` (CPU and wall through the launcher, idleness
/// by the judge) and `peer` on the other end of its pipes.
pub fn converse(
    launcher: &Path,
    command: &[&str],
    limits: &Limits,
    peer: &mut dyn Peer,
) -> io::Result<Conversation> {
    let launcher = launcher
        .to_str()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "non-UTF-8 path"))?;
    let ms = |d: Duration| d.as_micros().div_ceil(1000).to_string();
    let (wall, cpu) = (ms(limits.wall), limits.cpu.map(ms));
    let mut full = vec![launcher, MEASURE, "--limit-ms", wall.as_str()];
    if let Some(cpu) = &cpu {
        full.extend(["--cpu-limit-ms", cpu.as_str()]);
    }
    full.push("--");
    full.extend_from_slice(command);
    let token = procfs::run_token();
    let mut child = spawn(&full, limits.address_space, Some(&token))?;
    let started = Instant::now();
    let target = Target::new(Pid::from_child(&child));
    let (events, watchdog) = watchdog(target.clone(), started + limits.wall + LAUNCHER_GRACE, true);
    let over_limit = Arc::new(AtomicBool::new(false));
    let stderr = PipeReader {
        target: target.clone(),
        events: events.clone(),
        over_limit: over_limit.clone(),
        launcher: true,
    }
    .read(Box::new(child.stderr.take().expect("stderr is piped")));
    let writer = Writer::start(child.stdin.take().expect("stdin is piped"));
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let stdout_pipe = stdout.as_fd().try_clone_to_owned().ok();
    let mut talk = Talk {
        peer,
        writer: Some(writer),
        target: target.clone(),
        events: events.clone(),
        idle: limits.idle,
        stdout_pipe,
        stdout: Vec::new(),
        line: Vec::new(),
        heard_to: 0,
        ending: None,
        over_limit: over_limit.clone(),
    };
    talk.run(&mut stdout);
    drop(stdout);
    let ending = talk.finish_ending();
    let stdout = talk.stdout;
    let ended = end(&target, started, events, watchdog, child, Some(&token))?;
    let stderr = collect_one(stderr);
    let mut run = read_figures(
        ended.run(over_limit.load(Ordering::SeqCst), stdout, stderr),
        &token,
    );
    if ending == Ending::Idle && run.status != Status::OutputLimit {
        run.status = Status::Idle;
    }
    Ok(Conversation { run, ending })
}

/// The program's stdin, written by a thread: each message in order, flushed; once a write
/// fails (the program is gone or closed its stdin) the rest is dropped.
struct Writer {
    sender: mpsc::Sender<Vec<u8>>,
    /// Bytes given to the thread and not yet written.
    pending: Arc<AtomicUsize>,
    /// The pipe's write end again, to ask how much of it the program has not read.
    pipe: Option<OwnedFd>,
}

impl Writer {
    fn start(mut stdin: std::process::ChildStdin) -> Writer {
        let (sender, receiver) = mpsc::channel::<Vec<u8>>();
        let pending = Arc::new(AtomicUsize::new(0));
        let pipe = stdin.as_fd().try_clone_to_owned().ok();
        let written = pending.clone();
        thread::spawn(move || {
            for message in receiver {
                let wrote = stdin.write_all(&message).and_then(|()| stdin.flush());
                written.fetch_sub(message.len(), Ordering::SeqCst);
                if wrote.is_err() {
                    break;
                }
            }
        });
        Writer {
            sender,
            pending,
            pipe,
        }
    }

    fn send(&self, bytes: Vec<u8>) {
        if !bytes.is_empty() && !self.wrote_at_once(&bytes) {
            self.queue(bytes);
        }
    }

    /// Gives `bytes` to the thread, which writes them after what it holds.
    fn queue(&self, bytes: Vec<u8>) {
        let len = bytes.len();
        self.pending.fetch_add(len, Ordering::SeqCst);
        if self.sender.send(bytes).is_err() {
            self.pending.fetch_sub(len, Ordering::SeqCst);
        }
    }

    /// Writes `bytes` into the pipe from the caller's thread where that cannot block: the thread
    /// holds nothing, the pipe is empty (a pipe holds at least a page, and an empty one has all
    /// of it free), and `bytes` is at most a page, which a pipe takes whole. A game's line so
    /// reaches the program without waking a second thread. False if nothing was written.
    fn wrote_at_once(&self, bytes: &[u8]) -> bool {
        let Some(pipe) = &self.pipe else {
            return false;
        };
        if bytes.len() > AT_ONCE
            || self.pending.load(Ordering::SeqCst) > 0
            || unread(pipe) != Some(0)
        {
            return false;
        }
        match rustix::io::write(pipe, bytes) {
            Ok(n) => {
                if n < bytes.len() {
                    // a pipe takes a write of at most a page whole; should one not, the thread
                    // writes the rest
                    self.queue(bytes[n..].to_vec());
                }
                true
            }
            Err(rustix::io::Errno::INTR) => false,
            // the program's stdin is closed: as the thread does, the line is dropped
            Err(_) => true,
        }
    }

    /// True while the thread has lines to write and the program has read everything written:
    /// the program waits on the judge, not on itself. (A pipe that cannot say is never behind:
    /// idleness is then judged as without this rule.)
    fn behind(&self) -> bool {
        self.pending.load(Ordering::SeqCst) > 0
            && self
                .pipe
                .as_ref()
                .is_some_and(|pipe| unread(pipe) == Some(0))
    }
}

/// How many bytes a pipe holds that its reader has not read, if the pipe says.
fn unread(pipe: &OwnedFd) -> Option<u64> {
    rustix::io::ioctl_fionread(pipe).ok()
}

/// What the program's stdout gave within a wait.
enum Heard {
    Bytes(usize),
    Nothing,
    End,
}

/// Reads what the program's stdout holds into `buffer`, waiting at most `wait` for it. The
/// judge's thread reads it itself, so that a line wakes no other thread on its way to the peer.
fn hear(stdout: &mut std::process::ChildStdout, buffer: &mut [u8], wait: Duration) -> Heard {
    let mut fds = [PollFd::new(&*stdout, PollFlags::IN)];
    let timeout = Timespec::try_from(wait).expect("a short wait");
    match poll(&mut fds, Some(&timeout)) {
        Ok(0) => return Heard::Nothing,
        Ok(_) => {}
        Err(rustix::io::Errno::INTR) => return Heard::Nothing,
        Err(_) => return Heard::End,
    }
    loop {
        match stdout.read(buffer) {
            Ok(0) => return Heard::End,
            Ok(n) => return Heard::Bytes(n),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return Heard::End,
        }
    }
}

/// The judge's side of the pipes while the program runs.
struct Talk<'a> {
    peer: &'a mut dyn Peer,
    /// The program's stdin, until the interaction is over or stopped.
    writer: Option<Writer>,
    target: Target,
    events: mpsc::Sender<Event>,
    idle: Option<Duration>,
    /// The program's stdout again, to ask whether it holds bytes the judge has not read.
    stdout_pipe: Option<OwnedFd>,
    /// Everything the program printed.
    stdout: Vec<u8>,
    /// The line being read.
    line: Vec<u8>,
    /// How much of `stdout` the peer has been given (the bytes of `line` included).
    heard_to: usize,
    ending: Option<Ending>,
    over_limit: Arc<AtomicBool>,
}

impl Talk<'_> {
    /// Talks until the program's stdout ends.
    fn run(&mut self, stdout: &mut std::process::ChildStdout) {
        let opening = self.peer.open();
        self.said(opening);
        let mut watch = IdleWatch::new(self.target.pid.as_raw_nonzero().get());
        let mut buffer = vec![0u8; 1 << 16];
        loop {
            match hear(stdout, &mut buffer, IDLE_SCAN) {
                Heard::Bytes(n) => {
                    self.heard(&buffer[..n]);
                    watch.reset();
                }
                Heard::End => return,
                Heard::Nothing => {
                    let stopped = matches!(self.ending, Some(Ending::Stopped | Ending::Idle));
                    let behind = self.judge_behind();
                    if !stopped && self.idle.is_some_and(|idle| watch.idle_for(idle, behind)) {
                        self.ending = Some(Ending::Idle);
                        self.stop();
                    }
                }
            }
        }
    }

    /// A chunk of the program's output: each whole line to the peer while the game goes on.
    fn heard(&mut self, chunk: &[u8]) {
        if self.stdout.len() + chunk.len() > OUTPUT_LIMIT {
            self.over_limit.store(true, Ordering::SeqCst);
            self.stop();
            return;
        }
        let base = self.stdout.len();
        self.stdout.extend_from_slice(chunk);
        if self.ending.is_some() {
            return;
        }
        for (i, &byte) in chunk.iter().enumerate() {
            self.heard_to = base + i + 1;
            if byte != b'\n' {
                self.line.push(byte);
                continue;
            }
            let line = std::mem::take(&mut self.line);
            let text = String::from_utf8_lossy(&line);
            let said = self.peer.line(text.trim_end_matches('\r'));
            self.said(said);
            if self.ending.is_some() {
                return;
            }
        }
    }

    fn said(&mut self, said: Said) {
        match said {
            Said::Send(bytes) => self.send(bytes),
            Said::Over(bytes) => {
                self.send(bytes);
                self.writer = None;
                self.ending = Some(Ending::Over { extra: Vec::new() });
            }
            Said::Stop(bytes) => {
                self.send(bytes);
                self.ending = Some(Ending::Stopped);
                self.stop();
            }
        }
    }

    /// True while the judge has not caught up with the program (a busy machine): bytes the
    /// program printed wait in its stdout, or lines for it wait in the writer.
    fn judge_behind(&self) -> bool {
        self.stdout_pipe
            .as_ref()
            .is_some_and(|pipe| unread(pipe).is_some_and(|bytes| bytes > 0))
            || self.writer.as_ref().is_some_and(Writer::behind)
    }

    fn send(&self, bytes: Vec<u8>) {
        if let Some(writer) = &self.writer {
            writer.send(bytes);
        }
    }

    /// Asks the launcher to stop the program; the watchdog gives it [`LAUNCHER_GRACE`].
    fn stop(&mut self) {
        self.writer = None;
        self.target.signal(Signal::TERM);
        let _ = self.events.send(Event::Stopping);
    }

    /// How it ended, once the program's output has ended.
    fn finish_ending(&mut self) -> Ending {
        match self.ending {
            Some(Ending::Over { .. }) => Ending::Over {
                extra: self.stdout[self.heard_to.min(self.stdout.len())..].to_vec(),
            },
            Some(ref ending) => ending.clone(),
            None => Ending::Eof {
                partial: std::mem::take(&mut self.line),
            },
        }
    }
}

/// Follows a silent program: idle once its CPU time has not advanced for the idle limit while
/// none of its processes is running or runnable.
struct IdleWatch {
    root: i32,
    since: Instant,
    cpu: Duration,
}

impl IdleWatch {
    fn new(root: i32) -> IdleWatch {
        IdleWatch {
            root,
            since: Instant::now(),
            cpu: Duration::ZERO,
        }
    }

    /// A line came (or the peer answered): nothing idle so far.
    fn reset(&mut self) {
        self.since = Instant::now();
    }

    /// True once the program has been idle for `idle`; `judge_behind`: the judge has not caught
    /// up with it, which is no idleness of the program's.
    fn idle_for(&mut self, idle: Duration, judge_behind: bool) -> bool {
        let activity = procfs::activity(self.root);
        self.is_idle(activity, judge_behind, Instant::now(), idle)
    }

    fn is_idle(
        &mut self,
        activity: procfs::Activity,
        judge_behind: bool,
        now: Instant,
        idle: Duration,
    ) -> bool {
        if activity.running || activity.cpu != self.cpu || judge_behind {
            self.cpu = activity.cpu;
            self.since = now;
            return false;
        }
        now.duration_since(self.since) >= idle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_judge_behind_on_its_pipes_is_no_idleness_of_the_program() {
        let mut watch = IdleWatch::new(1);
        let started = watch.since;
        let at = |ms: u64| started + Duration::from_millis(ms);
        let idle = Duration::from_millis(500);
        let asleep = procfs::Activity {
            cpu: Duration::ZERO,
            running: false,
        };
        assert!(!watch.is_idle(asleep, false, at(400), idle));
        // the program sleeps, but lines for it (or from it) wait in the judge: not idle
        assert!(!watch.is_idle(asleep, true, at(900), idle));
        assert!(!watch.is_idle(asleep, false, at(1300), idle));
        assert!(watch.is_idle(asleep, false, at(1400), idle));
    }

    #[test]
    fn the_writer_is_behind_only_while_the_program_has_read_all_it_was_given() {
        let mut child = std::process::Command::new("sleep")
            .arg("5")
            .stdin(std::process::Stdio::piped())
            .spawn()
            .expect("sleep");
        let writer = Writer::start(child.stdin.take().expect("stdin is piped"));
        assert!(!writer.behind(), "nothing to write");
        // more than a pipe holds: the thread writes what fits and waits; the program reads
        // nothing, so the judge is not the one behind
        writer.send(vec![b'x'; 1 << 20]);
        let started = Instant::now();
        while writer
            .pipe
            .as_ref()
            .is_some_and(|pipe| unread(pipe) == Some(0))
            && started.elapsed() < Duration::from_secs(5)
        {
            thread::sleep(Duration::from_millis(5));
        }
        assert!(writer.pending.load(Ordering::SeqCst) > 0);
        assert!(!writer.behind());
        let _ = child.kill();
        let _ = child.wait();
    }

    #[test]
    fn the_writer_is_behind_while_it_holds_lines_and_the_pipe_is_empty() {
        let (mut reader, mut pipe) = std::io::pipe().expect("a pipe");
        let writer = Writer {
            sender: mpsc::channel().0,
            pending: Arc::new(AtomicUsize::new(3)),
            pipe: Some(pipe.as_fd().try_clone_to_owned().expect("dup")),
        };
        // three bytes not yet written, and the program has read all there was: the judge's
        // fault, not the program's
        assert!(writer.behind());
        pipe.write_all(b"x").expect("write");
        assert!(!writer.behind(), "the program has a byte it has not read");
        reader.read_exact(&mut [0]).expect("read");
        assert!(writer.behind());
        writer.pending.store(0, Ordering::SeqCst);
        assert!(!writer.behind(), "nothing left to write");
    }

    #[test]
    fn a_short_line_into_an_empty_pipe_is_written_at_once_and_else_by_the_thread() {
        let (mut reader, pipe) = std::io::pipe().expect("a pipe");
        let (sender, queued) = mpsc::channel();
        let writer = Writer {
            sender,
            pending: Arc::new(AtomicUsize::new(0)),
            pipe: Some(pipe.as_fd().try_clone_to_owned().expect("dup")),
        };
        writer.send(b"3 1\n".to_vec());
        assert!(queued.try_recv().is_err(), "written at once, not queued");
        let mut line = [0u8; 4];
        reader.read_exact(&mut line).expect("read");
        assert_eq!(&line, b"3 1\n");
        // the pipe holds a byte the program has not read: the thread writes, after it
        writer.send(b"x".to_vec());
        writer.send(b"2\n".to_vec());
        assert_eq!(queued.try_recv().expect("queued"), b"2\n");
        assert!(
            queued.try_recv().is_err(),
            "the byte went into the empty pipe"
        );
        assert_eq!(writer.pending.load(Ordering::SeqCst), 2);
        let mut byte = [0u8];
        reader.read_exact(&mut byte).expect("read");
        assert_eq!(&byte, b"x");
        // the thread holds bytes: a line waits behind them, though the pipe is empty
        writer.send(b"4\n".to_vec());
        assert_eq!(queued.try_recv().expect("queued"), b"4\n");
        // more than a page goes to the thread, whatever the pipe holds
        writer.pending.store(0, Ordering::SeqCst);
        writer.send(vec![b'y'; AT_ONCE + 1]);
        assert_eq!(queued.try_recv().expect("queued").len(), AT_ONCE + 1);
    }
}
