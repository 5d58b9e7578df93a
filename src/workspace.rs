//! The workspace as the judge sees it: where it is, which problems it holds, and their binaries.

use crate::sites::{self, Site};
use anyhow::{Context, anyhow};
use cargo_metadata::MetadataCommand;

use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

/// The name of the root package, which is the judge and not a problem.
pub const JUDGE_PACKAGE: &str = "judge";

/// The cargo profile the tests build problem binaries with (optimised, overflow checks on).
pub const TEST_PROFILE: &str = "checked";

/// How a README's `## Play` section begins when the problem has no game to play.
pub const NO_GAME: &str = "There is no game to play";

/// A problem crate and what its manifest's `[package.metadata.judge]` says.
#[derive(Clone, Debug)]
pub struct Problem {
    /// Crate name = binary name = samples folder name.
    pub name: String,
    /// The crate's folder (`crates/<name>`).
    pub dir: PathBuf,
    /// The folder of its sample files (`samples/<name>`, beside `crates/`).
    pub samples: PathBuf,
    /// The problem page on its judge.
    pub url: String,
    /// The judge the problem is on (`judge = "…"`), whose compiler an attempt is built with.
    pub site: &'static Site,
    /// The judge's time limit.
    pub time_limit: Duration,
    /// The judge's memory limit in MiB.
    pub memory_limit_mb: u64,
    /// True for the collection's own problems (`collection = true`): held to the full standard
    /// (every part of the plan, wrong solutions, bench rows, the README's index). A problem of
    /// one's own is held only to what it has.
    pub collection: bool,
}

impl Problem {
    /// A problem outside the collection, known only by folders of tests (`check --tests`
    /// alone), called `tests-<name>`: it is judged as Codeforces judges a problem of files
    /// outside the collection, with the limits `check` takes where none are given (2000 ms of
    /// CPU time, 1024 MiB), which `--time-limit` and `--memory-limit` change. It has no folders
    /// (no crate, no samples).
    pub fn of_tests(name: &str) -> Problem {
        Problem {
            name: format!("tests-{name}"),
            dir: PathBuf::new(),
            samples: PathBuf::new(),
            url: String::new(),
            site: sites::codeforces(),
            time_limit: Duration::from_millis(2000),
            memory_limit_mb: 1024,
            collection: false,
        }
    }

    /// True iff its README declares that it has no game to play: its `## Play` section begins
    /// with [`NO_GAME`] (a statement that asks for numbers, not the moves of a game). Every other
    /// collection problem states its game in its plan.
    pub fn declares_no_game(&self) -> bool {
        let readme = std::fs::read_to_string(self.dir.join("README.md")).unwrap_or_default();
        readme
            .split("\n## Play\n")
            .nth(1)
            .is_some_and(|section| section.trim_start().starts_with(NO_GAME))
    }

    /// The folder of this problem's sample files (`samples/<name>`).
    pub fn samples_dir(&self) -> PathBuf {
        self.samples.clone()
    }

    /// The folder of its wrong solutions (`crates/<name>/wrong/`), each naming on its first line
    /// the verdict it must get.
    pub fn wrong_dir(&self) -> PathBuf {
        self.dir.join("wrong")
    }

    /// Its plan's file (`crates/<name>/plan.rs`, or `plan/mod.rs` for a plan in a folder), where
    /// it has one on disk.
    pub fn plan_file(&self) -> Option<PathBuf> {
        [
            self.dir.join("plan.rs"),
            self.dir.join("plan").join("mod.rs"),
        ]
        .into_iter()
        .find(|path| path.is_file())
    }

    /// Its seed's C++ program (`crates/<name>/seed.cpp`), where the problem has one.
    pub fn seed(&self) -> Option<PathBuf> {
        Some(self.dir.join("seed.cpp")).filter(|path| path.is_file())
    }
}

/// The checkout the judge works on, as a value its creator passes down (as cargo passes its
/// `GlobalContext`): the root, cargo's target directory and the crates under `crates/`, each
/// found once, the first time it is asked for, and kept for the value's life. The command line
/// makes one ([`Workspace::locate`], from `--manifest-path` or the nearest workspace manifest);
/// a test makes its own. Nothing of it is process-wide: two values may name two checkouts.
#[derive(Debug)]
pub struct Workspace {
    root: PathBuf,
    target: OnceLock<PathBuf>,
    members: OnceLock<Members>,
    /// The problem binaries built with the test profile (`build::binary`), once per value, or
    /// why the build failed.
    pub(crate) binaries: OnceLock<anyhow::Result<BTreeMap<String, PathBuf>>>,
    /// Each problem's bundle compiled for its judge (`bundle::bundle_binary`), once per value;
    /// a failure is kept whole and shared with each caller.
    pub(crate) bundles: Mutex<HashMap<String, Result<PathBuf, Arc<anyhow::Error>>>>,
}

impl Workspace {
    /// The workspace whose root is the folder `root` (which [`locate_root`] found, or which the
    /// caller knows is the collection's).
    pub fn at(root: PathBuf) -> Workspace {
        Workspace {
            root,
            target: OnceLock::new(),
            members: OnceLock::new(),
            binaries: OnceLock::new(),
            bundles: Mutex::default(),
        }
    }

    /// The collection's workspace that `manifest` names (a `Cargo.toml` or its folder, as
    /// cargo's `--manifest-path`), or without it the nearest one at or above the start; `Err`
    /// says why there is none ([`locate_root`]).
    pub fn locate(manifest: Option<&Path>) -> anyhow::Result<Workspace> {
        locate_root(manifest).map(Workspace::at)
    }

    /// The workspace root: the checkout this value works on, found at run time (never a path
    /// baked in at compile time, so a copied or moved checkout tests its own files).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Cargo's target directory of the workspace (`target/`, unless `CARGO_TARGET_DIR` moves
    /// it), asked of cargo once per value.
    pub fn target_dir(&self) -> &Path {
        self.target.get_or_init(|| {
            MetadataCommand::new()
                .manifest_path(self.root.join("Cargo.toml"))
                .no_deps()
                .exec()
                .expect("`cargo metadata` failed on the workspace")
                .target_directory
                .into_std_path_buf()
        })
    }

    /// The target directory shared by the scratch projects that build with the real proconio
    /// 0.5.0 (with `derive`) and itertools 0.14.0 in release mode (AtCoder attempts, the bundle
    /// tests' real builds): `target/judge/real-crates/`, where those crates are built once for
    /// all of them.
    pub fn real_crates_target_dir(&self) -> PathBuf {
        self.target_dir().join("judge/real-crates")
    }

    /// Gives the scratch project in `project` the workspace's `Cargo.lock` if it has none, so
    /// that every project building into [`Workspace::real_crates_target_dir`] resolves the same
    /// versions (and shares their builds) without looking at a registry.
    pub fn share_lock_file(&self, project: &Path) -> std::io::Result<()> {
        let lock = project.join("Cargo.lock");
        let ours = self.root.join("Cargo.lock");
        if !lock.exists() && ours.is_file() {
            fs::copy(ours, lock)?;
        }
        Ok(())
    }

    /// The folder of every package of the workspace under `crates/`, sorted: the problem crates,
    /// and any other crate a user keeps there (the layout tests hold every one of them to the
    /// rules).
    pub fn crate_dirs(&self) -> &[PathBuf] {
        &self.members().0
    }

    /// Every problem crate of the workspace, sorted by name, with its judge metadata. A crate
    /// under `crates/` whose `[package.metadata.judge]` is missing or malformed is no problem: it
    /// is left out, [`Workspace::warnings`] names it, and the layout tests report it.
    pub fn problems(&self) -> &[Problem] {
        &self.members().1
    }

    /// What the user should know of the crates read so far (nothing if they were not read): each
    /// crate left out of the problems and why, and each plan this build of the judge has not
    /// taken in. The command line prints them at the end of a command.
    pub fn warnings(&self) -> Vec<String> {
        let Some((_, problems, skipped)) = self.members.get() else {
            return Vec::new();
        };
        let mut said: Vec<String> = skipped
            .iter()
            .map(|why| format!("{why}; it is not a problem the judge knows, so it is left out"))
            .collect();
        for problem in problems.iter().filter(|p| plans::plan(&p.name).is_none()) {
            if let Some(plan) = problem.plan_file() {
                said.push(format!(
                    "{} is not in this build of the judge (it was written into a problem that had \
                     no plan); `touch Cargo.lock`, and the next build takes it in",
                    plan.display()
                ));
            }
        }
        said
    }

    /// The workspace's crates under `crates/`: their folders, the problems among them, and why
    /// each other one is not a problem; read once per value.
    fn members(&self) -> &Members {
        self.members.get_or_init(|| {
            let metadata = MetadataCommand::new()
                .manifest_path(self.root.join("Cargo.toml"))
                .no_deps()
                .exec()
                .expect("`cargo metadata` failed on the workspace");
            let crates = self.root.join("crates");
            let (mut dirs, mut problems, mut skipped) = (Vec::new(), Vec::new(), Vec::new());
            for package in metadata.workspace_packages() {
                let manifest = package.manifest_path.as_std_path();
                if !manifest.starts_with(&crates) {
                    continue;
                }
                let dir: PathBuf = manifest.parent().expect("a manifest has a folder").into();
                dirs.push(dir.clone());
                let samples = self.root.join("samples").join(package.name.as_str());
                match problem_of(package.name.as_ref(), dir, samples, &package.metadata) {
                    Ok(problem) => problems.push(problem),
                    Err(why) => skipped.push(format!("{why:#}")),
                }
            }
            dirs.sort();
            problems.sort_by(|a: &Problem, b: &Problem| a.name.cmp(&b.name));
            (dirs, problems, skipped)
        })
    }

    /// The problem `name` names: its crate name, an alias from its manifest's URL (the judge's
    /// task id, `dp_k`, `abc354_e`, `1537D`, `P2197`, `1730`, `nim_product_64`; any case), the
    /// URL itself, or the crate's judge-and-id prefix (`abc354e`, `cf1537d`, `luogu-p2197`).
    /// Otherwise why not, with the nearest names ([`nearest`]).
    pub fn problem(&self, name: &str) -> Result<&Problem, UnknownProblem> {
        let problems = self.problems();
        if let Some(problem) = problems.iter().find(|problem| problem.name == name) {
            return Ok(problem);
        }
        let wanted = name.trim().trim_end_matches('/').to_ascii_lowercase();
        let by_alias: Vec<&Problem> = problems
            .iter()
            .filter(|problem| problem.aliases().contains(&wanted))
            .collect();
        match by_alias[..] {
            [problem] => Ok(problem),
            [] => Err(UnknownProblem::Unknown {
                name: name.to_owned(),
                nearest: nearest(&wanted, problems),
            }),
            _ => Err(UnknownProblem::Ambiguous {
                name: name.to_owned(),
                candidates: by_alias.iter().map(|p| p.name.clone()).collect(),
            }),
        }
    }
}

/// Where the workspace root is, or why there is none. With `manifest`, that manifest (or the `Cargo.toml`
/// in that folder) must be the collection's workspace manifest; without, the nearest workspace
/// manifest at or above the start is taken.
pub fn locate_root(manifest: Option<&Path>) -> anyhow::Result<PathBuf> {
    if let Some(manifest) = manifest {
        let file = if manifest.is_dir() {
            manifest.join("Cargo.toml")
        } else {
            manifest.to_path_buf()
        };
        let dir = file
            .canonicalize()
            .with_context(|| format!("cannot read {}", file.display()))?
            .parent()
            .map(Path::to_path_buf)
            .with_context(|| format!("{} has no folder", file.display()))?;
        return match workspace_manifest(&dir) {
            Some(Ok(())) => Ok(dir),
            Some(Err(why)) => Err(why),
            None => Err(anyhow!(
                "{} is not a workspace manifest (it has no [workspace])",
                file.display()
            )),
        };
    }
    let start = match std::env::var_os("CARGO_MANIFEST_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => std::env::current_dir().context("cannot read the current directory")?,
    };
    let start = start.canonicalize().unwrap_or(start);
    for dir in start.ancestors() {
        match workspace_manifest(dir) {
            Some(Ok(())) => return Ok(dir.to_path_buf()),
            Some(Err(why)) => return Err(why),
            None => {}
        }
    }
    Err(anyhow!(
        "{} is not inside a checkout of the collection (no Cargo.toml with [workspace] at or \
         above it); run the judge from the checkout, or give --manifest-path <checkout>/Cargo.toml",
        start.display()
    ))
}

/// `None` if `dir` has no `Cargo.toml` with a `[workspace]`; `Some(Ok)` if it is the
/// collection's (its root package is the judge); `Some(Err)` naming another workspace.
fn workspace_manifest(dir: &Path) -> Option<anyhow::Result<()>> {
    let file = dir.join("Cargo.toml");
    let manifest: toml::Table = fs::read_to_string(&file).ok()?.parse().ok()?;
    manifest.get("workspace")?;
    let package = manifest
        .get("package")
        .and_then(|p| p.get("name"))
        .and_then(toml::Value::as_str);
    Some(if package == Some(JUDGE_PACKAGE) {
        Ok(())
    } else {
        Err(anyhow!(
            "{} is a Cargo workspace, but not the collection's (its root package is not `{JUDGE_PACKAGE}`)",
            file.display()
        ))
    })
}

type Members = (Vec<PathBuf>, Vec<Problem>, Vec<String>);

/// The problem that crate `name` in `dir` is, from its manifest's `metadata`, its samples in
/// `samples`; or why it is none.
fn problem_of(
    name: &str,
    dir: PathBuf,
    samples: PathBuf,
    metadata: &serde_json::Value,
) -> anyhow::Result<Problem> {
    let judge = &metadata["judge"];
    let what = |why: String| anyhow!("crates/{name}: [package.metadata.judge] {why}");
    if judge.is_null() {
        return Err(anyhow!("crates/{name} has no [package.metadata.judge]"));
    }
    let field = |key: &str| {
        judge
            .get(key)
            .ok_or_else(|| what(format!("has no `{key}`")))
    };
    let number = |key: &str| {
        field(key)?
            .as_u64()
            .ok_or_else(|| what(format!("`{key}` is not a whole number")))
    };
    Ok(Problem {
        url: judge
            .get("url")
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default()
            .to_owned(),
        site: sites::site(field("judge")?.as_str().unwrap_or_default())
            .map_err(|e| what(e.to_string()))?,
        time_limit: Duration::from_millis(number("time-limit-ms")?),
        memory_limit_mb: number("memory-limit-mb")?,
        collection: judge
            .get("collection")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false),
        name: name.to_owned(),
        dir,
        samples,
    })
}

/// Why a name names no one problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UnknownProblem {
    /// No problem has that name or alias: the nearest names, best first (at most three).
    #[error("unknown problem `{name}`{}", hint(nearest))]
    Unknown { name: String, nearest: Vec<String> },
    /// Several problems have that alias.
    #[error("`{name}` could be any of {}; give the crate name", candidates.join(", "))]
    Ambiguous {
        name: String,
        candidates: Vec<String>,
    },
}

/// The message, where a caller carries errors as text.
impl From<UnknownProblem> for String {
    fn from(error: UnknownProblem) -> String {
        error.to_string()
    }
}

/// "; did you mean `a`, `b` or `c`?", or, with no near name, where the names are.
fn hint(nearest: &[String]) -> String {
    let quoted: Vec<String> = nearest.iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [] => "; the problems are the folders of crates/".to_owned(),
        [one] => format!("; did you mean {one}?"),
        [init @ .., last] => format!("; did you mean {} or {last}?", init.join(", ")),
    }
}

/// The words of a problem's name after its judge and id: `luogu-p2197-nim` → `nim`,
/// `arc091f-strange-nim` → `strange`, `nim`.
fn game_words(name: &str) -> Vec<&str> {
    let parts: Vec<&str> = name.split('-').collect();
    // a judge's name alone (`luogu`, `cses`, `lc`) is followed by the problem's id
    let id_parts = if parts[0].chars().all(|c| c.is_ascii_alphabetic()) && parts.len() > 2 {
        2
    } else {
        1
    };
    parts[id_parts.min(parts.len())..].to_vec()
}

/// The (at most three) names of `problems` nearest to `wanted` (lowercase): those it begins
/// (`luogu-p1290-euclid` → `luogu-p1290-euclid-game`) or whose judge and id begin it; else those
/// whose words include every word of `wanted` (`nim` → `luogu-p2197-nim`), the fewest other words
/// first; else those within a few edits of the name or an alias, the fewest edits first.
pub fn nearest(wanted: &str, problems: &[Problem]) -> Vec<String> {
    let by_prefix: Vec<String> = problems
        .iter()
        .filter(|problem| {
            problem.name.starts_with(wanted)
                || problem
                    .aliases()
                    .iter()
                    .any(|alias| wanted.starts_with(&format!("{alias}-")))
        })
        .take(3)
        .map(|problem| problem.name.clone())
        .collect();
    if !by_prefix.is_empty() && !wanted.is_empty() {
        return by_prefix;
    }
    let words: Vec<&str> = wanted
        .split(['-', '_', ' '])
        .filter(|w| !w.is_empty())
        .collect();
    let mut by_words: Vec<(usize, &str)> = problems
        .iter()
        .filter_map(|problem| {
            let theirs = game_words(&problem.name);
            let all_there = !words.is_empty() && words.iter().all(|w| theirs.contains(w));
            let others = theirs.len().saturating_sub(words.len());
            all_there.then_some((others, problem.name.as_str()))
        })
        .collect();
    if by_words.is_empty() {
        by_words = problems
            .iter()
            .map(|problem| {
                let distance = std::iter::once(problem.name.to_ascii_lowercase())
                    .chain(problem.aliases())
                    .map(|alias| edit_distance(wanted, &alias))
                    .min()
                    .unwrap_or(usize::MAX);
                (distance, problem.name.as_str())
            })
            .filter(|&(distance, _)| distance <= 3.max(wanted.len() / 4))
            .collect();
    }
    by_words.sort();
    by_words
        .into_iter()
        .take(3)
        .map(|(_, name)| name.to_owned())
        .collect()
}

impl Problem {
    /// The other names `check`, `bundle` and `bench` take for this problem, lowercase: see
    /// [`Workspace::problem`].
    pub fn aliases(&self) -> Vec<String> {
        let mut aliases = Vec::new();
        let url = self.url.trim_end_matches('/');
        if !url.is_empty() {
            aliases.push(url.to_ascii_lowercase());
            let parts: Vec<&str> = url
                .split(['/', '?', '='])
                .filter(|p| !p.is_empty())
                .collect();
            match parts.as_slice() {
                // …/problemset/problem/1537/D, …/contest/1537/problem/D, …/gym/100548/problem/H
                [.., contest, "problem", letter] | [.., "problem", contest, letter]
                    if contest.bytes().all(|b| b.is_ascii_digit()) =>
                {
                    aliases.push(format!("{contest}{letter}").to_ascii_lowercase());
                }
                [.., last] => aliases.push(last.to_ascii_lowercase()),
                [] => {}
            }
        }
        let parts: Vec<&str> = self.name.split('-').collect();
        aliases.push(parts[0].to_owned());
        if parts.len() > 2 && parts[0].chars().all(|c| c.is_ascii_alphabetic()) {
            // luogu-p2197, cses-1730, lc-nim…: the judge and the id
            aliases.push(format!("{}-{}", parts[0], parts[1]));
        }
        // a bare judge name alone (`luogu`, `cses`) names no one problem
        aliases.retain(|alias| alias.chars().any(|c| c.is_ascii_digit()) || alias.contains('_'));
        aliases.sort();
        aliases.dedup();
        aliases
    }
}

/// The Levenshtein distance between `a` and `b`, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The judge's own executable: this process, when it is the judge; for a test of the judge
/// package (in `target/<profile>/deps/`), the `judge` that cargo built beside it for the test. Found
/// at run time, like the workspace root, so that a copied checkout uses its own.
pub fn judge_exe() -> PathBuf {
    let me = std::env::current_exe().expect("the running executable's path");
    if me.file_stem().is_some_and(|stem| stem == JUDGE_PACKAGE) {
        return me;
    }
    let profile_dir = me
        .parent()
        .and_then(Path::parent)
        .expect("a test executable lives in target/<profile>/deps/");
    profile_dir.join(format!("{JUDGE_PACKAGE}{}", std::env::consts::EXE_SUFFIX))
}

/// The cargo to run: the one that started this process (`CARGO`, which cargo sets for `cargo run`
/// and `cargo test`), else `cargo` on the `PATH`.
pub fn cargo() -> std::ffi::OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The checkout the library's unit tests run in (cargo sets `CARGO_MANIFEST_DIR`), made
    /// once for the test process: the tests' own choice, not the library's.
    pub(crate) fn ws() -> &'static Workspace {
        static WORKSPACE: OnceLock<Workspace> = OnceLock::new();
        WORKSPACE.get_or_init(|| Workspace::locate(None).expect("the tests run in the checkout"))
    }

    fn problem_at(name: &str, url: &str) -> Problem {
        Problem {
            name: name.to_owned(),
            dir: PathBuf::new(),
            samples: PathBuf::new(),
            url: url.to_owned(),
            site: sites::site("atcoder").unwrap(),
            time_limit: Duration::from_secs(1),
            memory_limit_mb: 256,
            collection: false,
        }
    }

    #[test]
    fn aliases_come_from_the_url_and_the_name() {
        let stones = problem_at("edpc-k-stones", "https://atcoder.jp/contests/dp/tasks/dp_k");
        assert!(stones.aliases().contains(&"dp_k".to_owned()));
        assert!(
            stones
                .aliases()
                .contains(&"https://atcoder.jp/contests/dp/tasks/dp_k".to_owned())
        );
        let cf = problem_at(
            "cf1537d-deleting-divisors",
            "https://codeforces.com/problemset/problem/1537/D",
        );
        assert!(
            cf.aliases().contains(&"1537d".to_owned()),
            "{:?}",
            cf.aliases()
        );
        assert!(cf.aliases().contains(&"cf1537d".to_owned()));
        let gym = problem_at(
            "gym100548h-make-you-happy",
            "https://codeforces.com/gym/100548/problem/H",
        );
        assert!(
            gym.aliases().contains(&"100548h".to_owned()),
            "{:?}",
            gym.aliases()
        );
        let luogu = problem_at("luogu-p2197-nim", "https://www.luogu.com.cn/problem/P2197");
        assert!(luogu.aliases().contains(&"p2197".to_owned()));
        assert!(luogu.aliases().contains(&"luogu-p2197".to_owned()));
        assert!(!luogu.aliases().contains(&"luogu".to_owned()));
        let cses = problem_at(
            "cses-1730-nim-game-1",
            "https://cses.fi/problemset/task/1730",
        );
        assert!(cses.aliases().contains(&"1730".to_owned()));
    }

    #[test]
    fn the_nearest_names_match_words_first_then_edits() {
        let all: Vec<Problem> = [
            "boj65-three-piles",
            "luogu-p2197-nim",
            "cses-1730-nim-game-1",
            "arc091f-strange-nim",
            "edpc-k-stones",
        ]
        .iter()
        .map(|name| problem_at(name, ""))
        .collect();
        assert_eq!(
            nearest("nim", &all),
            [
                "luogu-p2197-nim",
                "arc091f-strange-nim",
                "cses-1730-nim-game-1"
            ]
        );
        assert_eq!(nearest("nim-game", &all), ["cses-1730-nim-game-1"]);
        assert_eq!(nearest("edpc-k-stone", &all), ["edpc-k-stones"]);
        assert!(nearest("zzzzzzzz", &all).is_empty());
        let unknown = UnknownProblem::Unknown {
            name: "nim".to_owned(),
            nearest: nearest("nim", &all),
        };
        assert_eq!(
            unknown.to_string(),
            "unknown problem `nim`; did you mean `luogu-p2197-nim`, `arc091f-strange-nim` or \
             `cses-1730-nim-game-1`?"
        );
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("edpc-k-stone", "edpc-k-stones"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
