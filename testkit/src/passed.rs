//! Which of the project's own test trials passed, on exactly which bytes: a trial that passed
//! before on the same test executable, the same programs and the same data files is not run again.
//!
//! A judgement is deterministic in what it reads: the plan (its oracle, generators and seeds live
//! in the test executable), the program's executable, the problem's samples and limits. A trial
//! hashes all of them into a key and, once it passes, records the key under
//! `target/judge/passed/`. The next run with the same key passes at once; any change to any of
//! those bytes (a solution edited, the judge rebuilt, a sample added) gives a new key and the
//! trial runs in full. Failures are never recorded. `JUDGE_RERUN=1` ignores the records, and a
//! clean clone (CI) has none.
//!
//! The key is two 64-bit SipHash digests of the same stream with different prefixes: a cache key
//! against accidental equality, not a defence against an adversary.
//!
//! Hashing the executables (tens of megabytes each, unoptimised) was most of a warm run's time, so
//! a file's digest is also remembered under `target/judge/digests/` beside what tells that
//! version of the file from any other without reading it (device, inode, size, modification and
//! change times, as git's index does); a file changed since is read and hashed again.

use crate::target_dir;
use std::collections::HashMap;
use std::fs;
use std::hash::{DefaultHasher, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The environment variable that makes every trial run, whatever passed before.
pub const RERUN: &str = "JUDGE_RERUN";

/// A key being built from the bytes a trial reads.
pub struct Key {
    a: DefaultHasher,
    b: DefaultHasher,
}

impl Default for Key {
    fn default() -> Self {
        Key::new()
    }
}

impl Key {
    /// An empty key.
    pub fn new() -> Key {
        let mut b = DefaultHasher::new();
        b.write_u8(0x5a);
        Key {
            a: DefaultHasher::new(),
            b,
        }
    }

    /// Adds `bytes`, framed by their length so that no two sequences of parts collide by
    /// concatenation.
    pub fn bytes(&mut self, bytes: &[u8]) -> &mut Key {
        for hasher in [&mut self.a, &mut self.b] {
            hasher.write_usize(bytes.len());
            hasher.write(bytes);
        }
        self
    }

    /// Adds a text.
    pub fn text(&mut self, text: &str) -> &mut Key {
        self.bytes(text.as_bytes())
    }

    /// Adds the contents of the file at `path` (or that it is missing).
    pub fn file(&mut self, path: &Path) -> &mut Key {
        let digest = file_digest(path);
        self.text(&path.display().to_string())
            .text(&format!("{digest:032x}"))
    }

    /// Adds every file below `dir`, by name and contents, in name order.
    pub fn dir(&mut self, dir: &Path) -> &mut Key {
        let mut files = Vec::new();
        collect_files(dir, &[], &mut files);
        files.sort();
        self.text(&format!("{} files", files.len()));
        for file in files {
            self.file(&file);
        }
        self
    }

    /// Adds a command line: each word, and the contents of each word that names a file (directly,
    /// or as a program found on `PATH`).
    pub fn command(&mut self, command: &[String]) -> &mut Key {
        for (i, word) in command.iter().enumerate() {
            self.text(word);
            let path = Path::new(word);
            if path.is_file() {
                self.file(path);
            } else if i == 0
                && let Some(found) = on_path(word)
            {
                self.file(&found);
            }
        }
        self
    }

    /// The key, as 32 hex digits.
    pub fn finish(&self) -> String {
        format!("{:016x}{:016x}", self.a.finish(), self.b.finish())
    }
}

/// How many trials of this process were looked up and found recorded, and how many were not
/// (and so ran): what [`crate::harness::finish`] reports at the end of a run.
static RECORDED: AtomicUsize = AtomicUsize::new(0);
static LOOKED_UP: AtomicUsize = AtomicUsize::new(0);

/// True if `trial` passed before with `key` (and reruns are not asked for).
pub fn passed_before(trial: &str, key: &str) -> bool {
    let recorded = std::env::var_os(RERUN).is_none_or(|v| v.is_empty() || v == "0")
        && fs::read_to_string(record(trial)).is_ok_and(|recorded| recorded.trim() == key);
    LOOKED_UP.fetch_add(1, Ordering::Relaxed);
    if recorded {
        RECORDED.fetch_add(1, Ordering::Relaxed);
    }
    recorded
}

/// Of the trials this process looked up: (how many ran, how many were recorded as passed and not
/// run again).
pub fn counts() -> (usize, usize) {
    let recorded = RECORDED.load(Ordering::Relaxed);
    (LOOKED_UP.load(Ordering::Relaxed) - recorded, recorded)
}

/// Records that `trial` passed with `key`.
pub fn record_pass(trial: &str, key: &str) {
    let path = record(trial);
    if let Some(dir) = path.parent() {
        let _ = fs::create_dir_all(dir);
    }
    // A record that cannot be written only means the trial runs again next time.
    let _ = fs::write(path, format!("{key}\n"));
}

/// Runs the test `body` unless it passed before on the same bytes: the running test executable
/// (which holds the test and everything it links), the judge executable, and every file of the
/// checkout ([`checkout_digest`]). The key is computed, never listed by the test's author, so a
/// test cannot forget a file it reads: whatever it reads in the checkout is in it. A panic (the
/// test failing) records nothing. What a test reads outside the checkout is not in the key: the
/// toolchains it calls (rustc, g++; after updating them, run `JUDGE_RERUN=1 cargo test`) and
/// cargo's copies of the crates `Cargo.lock` names.
pub fn once(trial: &str, body: impl FnOnce()) {
    let mut key = Key::new();
    key.file(&judge::workspace::judge_exe())
        .text(checkout_digest());
    once_with(trial, key, body);
}

/// The digest of every file of the checkout, by its path from the root and its contents, in path
/// order: everything under the workspace root but `.git`, cargo's target directory and the
/// folders `.gitignore` names by a path from the root (`/tests/book/node_modules`). Computed
/// once per process; the file digests it is made of are remembered across processes, so that a
/// warm run reads only the files changed since.
pub fn checkout_digest() -> &'static str {
    static DIGEST: OnceLock<String> = OnceLock::new();
    DIGEST.get_or_init(|| tree_digest(crate::workspace().root(), target_dir(), file_digest))
}

/// The digest of every file under `root` by its path from `root` and its contents, leaving out
/// `.git`, `target` and the folders `root`'s `.gitignore` names by a path from the root; each
/// file's contents hashed by `digest`.
fn tree_digest(root: &Path, target: &Path, digest: fn(&Path) -> u128) -> String {
    let mut left_out = vec![root.join(".git"), target.to_path_buf()];
    let ignored = fs::read_to_string(root.join(".gitignore")).unwrap_or_default();
    left_out.extend(
        ignored
            .lines()
            .filter_map(|line| line.trim().strip_prefix('/'))
            .filter(|path| !path.contains(['*', '?', '[', '!']))
            .map(|path| root.join(path.trim_end_matches('/'))),
    );
    let mut files = Vec::new();
    collect_files(root, &left_out, &mut files);
    files.sort();
    let mut key = Key::new();
    key.text(&format!("{} files", files.len()));
    for file in &files {
        let relative = file.strip_prefix(root).unwrap_or(file);
        key.text(&relative.display().to_string())
            .text(&format!("{:032x}", digest(file)));
    }
    key.finish()
}

/// The files under `dir`, leaving out the folders in `left_out` and not following links (what
/// [`Key::dir`] and [`checkout_digest`] hash).
fn collect_files(dir: &Path, left_out: &[PathBuf], files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        match entry.file_type() {
            Ok(kind) if kind.is_dir() && !left_out.contains(&path) => {
                collect_files(&path, left_out, files);
            }
            Ok(kind) if kind.is_file() => files.push(path),
            _ => {}
        }
    }
}

/// Runs `body` unless `trial` passed before with the same `key` and the same running executable.
fn once_with(trial: &str, mut key: Key, body: impl FnOnce()) {
    match std::env::current_exe() {
        Ok(exe) => key.file(&exe),
        // no executable to key on: always run
        Err(_) => return body(),
    };
    let key = key.finish();
    if passed_before(trial, &key) {
        return;
    }
    body();
    record_pass(trial, &key);
}

/// [`once`] for the test function it is written in, its record named after that function's path
/// (`check_cli::a_c_attempt_is_judged`), so that no two tests share a record:
/// `judge_testkit::passed_once!(|| { … })`.
#[macro_export]
macro_rules! passed_once {
    ($body:expr $(,)?) => {
        $crate::passed::once($crate::passed_trial!(), $body)
    };
}

/// The path of the function this is written in, as the name of its record.
#[doc(hidden)]
#[macro_export]
macro_rules! passed_trial {
    () => {{
        fn here() {}
        ::std::any::type_name_of_val(&here).trim_end_matches("::here")
    }};
}

/// Where the record of `trial` lives: its name with `/` and anything unusual made `_`.
fn record(trial: &str) -> PathBuf {
    let name: String = trial
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    target_dir().join("judge/passed").join(name)
}

/// The digest of a file's contents (0 for a file that cannot be read), computed once per process
/// and, across processes, once per version of the file (its [`Identity`], once settled).
fn file_digest(path: &Path) -> u128 {
    static DIGESTS: OnceLock<Mutex<HashMap<PathBuf, u128>>> = OnceLock::new();
    let digests = DIGESTS.get_or_init(Mutex::default);
    if let Some(&digest) = digests.lock().expect("lock").get(path) {
        return digest;
    }
    let digest = remembered_digest(path).unwrap_or_else(|| {
        let before = Identity::of(path);
        let digest = contents_digest(path);
        if let Some(identity) = before.filter(|b| Some(b) == Identity::of(path).as_ref()) {
            remember_digest(path, &identity, digest, unix_now());
        }
        digest
    });
    digests
        .lock()
        .expect("lock")
        .insert(path.to_path_buf(), digest);
    digest
}

/// The digest of the bytes of the file at `path`, read now (0 if it cannot be read).
fn contents_digest(path: &Path) -> u128 {
    fs::read(path).map_or(0, |bytes| {
        let mut key = Key::new();
        key.bytes(&bytes);
        (u128::from(key.a.finish()) << 64) | u128::from(key.b.finish())
    })
}

/// What tells one version of a file from another without reading it, as git's index does: the
/// device and inode, the size, and the modification and change times to the nanosecond. A
/// program can set a file's modification time but not its change time, which every write, rename
/// or `utimes` moves to the clock's present.
#[derive(Debug, PartialEq, Eq)]
struct Identity([i64; 7]);

impl Identity {
    fn of(path: &Path) -> Option<Identity> {
        use std::os::unix::fs::MetadataExt;
        let m = fs::metadata(path).ok().filter(fs::Metadata::is_file)?;
        let [dev, ino, size] = [m.dev(), m.ino(), m.size()].map(|n| n as i64);
        Some(Identity([
            dev,
            ino,
            size,
            m.mtime(),
            m.mtime_nsec(),
            m.ctime(),
            m.ctime_nsec(),
        ]))
    }

    /// True if the file was last changed `SETTLED_SECONDS` or more ago. The file system's clock
    /// moves in ticks of milliseconds, so a file changed within the tick of an earlier reading
    /// could keep that reading's identity: only a settled file's digest is remembered, and any
    /// change after that gives it a change time later than the one remembered.
    fn settled(&self, now: i64) -> bool {
        now - self.0[3].max(self.0[5]) >= SETTLED_SECONDS
    }

    /// The record of `digest` for the file at `path` with this identity: the seven numbers and
    /// the digest on one line, the path on the next.
    fn record(&self, path: &Path, digest: u128) -> String {
        format!("{} {digest:032x}\n{}\n", self.numbers(), path.display())
    }

    fn numbers(&self) -> String {
        self.0.map(|n| n.to_string()).join(" ")
    }
}

/// How long ago a file must have last changed for its digest to be remembered.
const SETTLED_SECONDS: i64 = 2;

/// Where the digest of the file at `path` is remembered: `target/judge/digests/`, one small file
/// per path, named by a hash of the path.
fn digest_record(path: &Path) -> PathBuf {
    let mut name = Key::new();
    name.text(&path.display().to_string());
    target_dir()
        .join("judge/digests")
        .join(&name.finish()[..16])
}

/// The digest remembered for the file at `path`, if the file still has the identity it had then.
fn remembered_digest(path: &Path) -> Option<u128> {
    let identity = Identity::of(path)?;
    let recorded = fs::read_to_string(digest_record(path)).ok()?;
    let (first, second) = recorded.split_once('\n')?;
    let (numbers, digest) = first.rsplit_once(' ')?;
    if numbers != identity.numbers() || second != format!("{}\n", path.display()) {
        return None;
    }
    u128::from_str_radix(digest, 16).ok()
}

/// Remembers `digest` for the file at `path` with `identity`, if the file has settled by `now`
/// (seconds since 1970). Written to a scratch file and renamed, so that a reader sees a whole
/// record or none.
fn remember_digest(path: &Path, identity: &Identity, digest: u128, now: i64) {
    if !identity.settled(now) {
        return;
    }
    let record = digest_record(path);
    let Some(dir) = record.parent() else { return };
    let scratch = dir.join(format!(
        ".{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    // a digest that cannot be remembered is only computed again next time
    let _ = fs::create_dir_all(dir)
        .and_then(|()| fs::write(&scratch, identity.record(path, digest)))
        .and_then(|()| fs::rename(&scratch, &record));
}

/// The clock's present, in whole seconds since 1970.
fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

fn on_path(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        return None;
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(program))
        .find(|path| path.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checkout's digest changes with any file's contents, name or presence, and with
    /// nothing under `.git`, the target folder or a folder `.gitignore` names from the root.
    #[test]
    fn the_checkout_digest_is_of_every_file_but_the_ignored_ones() {
        let root = std::env::temp_dir().join(format!("passed-tree-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let write = |path: &str, text: &str| {
            let path = root.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write(".gitignore", "/target\n/tests/book/node_modules\n*.tmp\n");
        write("crates/a/README.md", "a");
        write("docs/b.md", "b");
        let target = root.join("target");
        let digest = || tree_digest(&root, &target, contents_digest);
        let first = digest();
        for ignored in [".git/index", "target/x", "tests/book/node_modules/y/z.js"] {
            write(ignored, "anything");
            assert_eq!(digest(), first, "{ignored} is left out");
        }
        write("docs/b.md", "b, edited");
        let edited = digest();
        assert_ne!(edited, first, "an edit");
        write("docs/c.md", "");
        let added = digest();
        assert_ne!(added, edited, "a new empty file");
        fs::rename(root.join("docs/c.md"), root.join("docs/d.md")).unwrap();
        assert_ne!(digest(), added, "a renamed file");
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_key_changes_with_any_part_and_with_how_parts_are_split() {
        let key = |parts: &[&str]| {
            let mut key = Key::new();
            for part in parts {
                key.text(part);
            }
            key.finish()
        };
        assert_eq!(key(&["ab", "c"]), key(&["ab", "c"]));
        assert_ne!(key(&["ab", "c"]), key(&["a", "bc"]));
        assert_ne!(key(&["ab", "c"]), key(&["ab", "d"]));
        assert_eq!(key(&["x"]).len(), 32);
    }

    fn records_under_its_own_name() {
        crate::passed_once!(|| {});
    }

    #[test]
    fn passed_once_names_the_record_after_the_test_function() {
        // the crate is `judge_unit` when unit/ builds this source for its tests
        let crate_name = module_path!().split("::").next().unwrap();
        let path = record(&format!(
            "{crate_name}::passed::tests::records_under_its_own_name"
        ));
        let _ = fs::remove_file(&path);
        records_under_its_own_name();
        assert!(path.is_file(), "{}", path.display());
        // the same function's second call finds its record: the body does not run again
        let mut runs = 0;
        for _ in 0..2 {
            crate::passed_once!(|| runs += 1);
        }
        if std::env::var_os(RERUN).is_none() {
            assert!(runs <= 1, "a passed body ran again");
        }
    }

    #[test]
    fn a_file_is_keyed_by_its_contents() {
        let dir = target_dir().join("judge/tmp-passed-test");
        fs::create_dir_all(&dir).unwrap();
        let (one, two, three) = (dir.join("one"), dir.join("two"), dir.join("three"));
        fs::write(&one, "same").unwrap();
        fs::write(&two, "same").unwrap();
        fs::write(&three, "other").unwrap();
        assert_eq!(file_digest(&one), file_digest(&two));
        assert_ne!(file_digest(&one), file_digest(&three));
        assert_ne!(file_digest(&one), file_digest(&dir.join("missing")));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_digest_is_remembered_for_a_settled_file_until_the_file_changes() {
        let dir = target_dir().join("judge/tmp-digest-test");
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("file");
        fs::write(&file, "first").unwrap();
        let _ = fs::remove_file(digest_record(&file));
        let identity = Identity::of(&file).unwrap();
        let digest = contents_digest(&file);
        // written just now: not settled, not remembered
        remember_digest(&file, &identity, digest, unix_now());
        assert_eq!(remembered_digest(&file), None);
        // seen again later, the same version is remembered
        remember_digest(&file, &identity, digest, unix_now() + SETTLED_SECONDS);
        assert_eq!(remembered_digest(&file), Some(digest));
        // a new version (a new inode and size, as cargo's and an editor's writes give) is not
        fs::write(dir.join("new"), "second").unwrap();
        fs::rename(dir.join("new"), &file).unwrap();
        assert_eq!(remembered_digest(&file), None);
        // a record that names another path is not taken for this one
        let other = dir.join("other");
        fs::write(&other, "first").unwrap();
        let identity = Identity::of(&other).unwrap();
        fs::write(digest_record(&other), identity.record(&file, digest)).unwrap();
        assert_eq!(remembered_digest(&other), None);
        fs::write(digest_record(&other), identity.record(&other, digest)).unwrap();
        assert_eq!(remembered_digest(&other), Some(digest));
        fs::remove_file(digest_record(&other)).unwrap();
        assert_eq!(remembered_digest(&other), None);
        let _ = fs::remove_dir_all(&dir);
    }
}
