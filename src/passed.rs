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

use crate::workspace::target_dir;
use std::collections::HashMap;
use std::fs;
use std::hash::{DefaultHasher, Hasher};
use std::path::{Path, PathBuf};
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
        collect_files(dir, &mut files);
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

/// True if `trial` passed before with `key` (and reruns are not asked for).
pub fn passed_before(trial: &str, key: &str) -> bool {
    std::env::var_os(RERUN).is_none_or(|v| v.is_empty() || v == "0")
        && fs::read_to_string(record(trial)).is_ok_and(|recorded| recorded.trim() == key)
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
/// (which holds the test and everything it links), the judge executable, and `inputs` (files, or
/// folders read whole). For a test whose outcome those bytes decide; a panic (the test failing)
/// records nothing. The toolchains a test calls (rustc, g++) are not in the key: after updating
/// them, run `JUDGE_RERUN=1 cargo test`.
pub fn once<P: AsRef<Path>>(trial: &str, inputs: &[P], body: impl FnOnce()) {
    let mut key = Key::new();
    match std::env::current_exe() {
        Ok(exe) => key.file(&exe),
        // no executable to key on: always run
        Err(_) => return body(),
    };
    key.file(&crate::workspace::judge_exe());
    for input in inputs {
        let input = input.as_ref();
        if input.is_dir() {
            key.dir(input);
        } else {
            key.file(input);
        }
    }
    let key = key.finish();
    if passed_before(trial, &key) {
        return;
    }
    body();
    record_pass(trial, &key);
}

/// [`once`] for the test function it is written in, its record named after that function's path
/// (`check_cli::a_c_attempt_is_judged`), so that no two tests share a record:
/// `judge::passed_once!(inputs, || { … })`.
#[macro_export]
macro_rules! passed_once {
    ($inputs:expr, $body:expr $(,)?) => {{
        fn here() {}
        let trial = ::std::any::type_name_of_val(&here).trim_end_matches("::here");
        $crate::passed::once(trial, &$inputs, $body)
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

/// The digest of a file's contents, read once per process (0 for a file that cannot be read).
fn file_digest(path: &Path) -> u128 {
    static DIGESTS: OnceLock<Mutex<HashMap<PathBuf, u128>>> = OnceLock::new();
    let digests = DIGESTS.get_or_init(Mutex::default);
    if let Some(&digest) = digests.lock().expect("lock").get(path) {
        return digest;
    }
    let digest = fs::read(path).map_or(0, |bytes| {
        let mut key = Key::new();
        key.bytes(&bytes);
        (u128::from(key.a.finish()) << 64) | u128::from(key.b.finish())
    });
    digests
        .lock()
        .expect("lock")
        .insert(path.to_path_buf(), digest);
    digest
}

fn collect_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, files);
        } else {
            files.push(path);
        }
    }
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
        crate::passed_once!(Vec::<PathBuf>::new(), || {});
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
            crate::passed_once!(Vec::<PathBuf>::new(), || runs += 1);
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
}
