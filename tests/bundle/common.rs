//! What the bundle tests share, in `cargo test` (tests/bundle/main.rs) and in its deep trials,
//! which `cargo verify` runs (tests/bundle/deep.rs): the probe program, running a program as a
//! judge does, the fixture corpus of `tests/fixtures/bundle/` and its builds with the real crates,
//! and the check that a bundle keeps the solution as written.

use judge::run::{Run, run_command};
use judge_testkit::workspace;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A program that reads with `input!` in every form the collection may use, chosen by its first
/// token, and uses every method of the inline `Itertools`.
pub const PROBE: &str = r#"//! A probe of the inline crates.

use itertools::Itertools;
use proconio::input;
use proconio::marker::{Bytes, Chars, Isize1, Usize1};
use proconio::source::line::LineSource;
use proconio::source::{Readable, Source, auto::AutoSource, once::OnceSource};
use std::io::{self, BufRead, BufReader, BufWriter, Write};

/// A user type read through proconio's `Readable`: two numbers as a half-open range.
struct Span;

impl Readable for Span {
    type Output = std::ops::Range<u32>;
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Self::Output {
        let start = u32::read(source);
        start..start + u32::read(source)
    }
}

fn main() {
    // The mode is read byte by byte, so that every form of reading finds the rest of stdin.
    let mode: Vec<u8> = io::Read::bytes(io::stdin().lock())
        .map(|byte| byte.unwrap())
        .take_while(|byte| !byte.is_ascii_whitespace())
        .collect();
    let mode = String::from_utf8(mode).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    match mode.as_str() {
        "scalars" => {
            input! { a: u8, b: i64, c: u64, d: f64, s: String, ch: char, flag: bool, big: i128 }
            writeln!(out, "{a} {b} {c} {d} {s} {ch} {flag} {big}").unwrap();
        }
        "tuples" => {
            input! { n: usize, edges: [(Usize1, Usize1, i32); n], p: (Isize1, u8,), u: () }
            writeln!(out, "{edges:?} {p:?} {u:?}").unwrap();
        }
        "nested" => {
            input! { n: usize, m: usize, grid: [[u32; m]; n], cube: [[[u8; 2]; 2]; 1] }
            writeln!(out, "{grid:?} {cube:?}").unwrap();
        }
        "prefixed" => {
            input! { lists: [[u32]; 3], words: [Chars], pairs: [(u8, char)] }
            writeln!(out, "{lists:?} {words:?} {pairs:?}").unwrap();
        }
        "strings" => {
            input! { s: Chars, b: Bytes, mut t: Chars, w: String }
            t.reverse();
            writeln!(out, "{s:?} {b:?} {} {w}", t.iter().collect::<String>()).unwrap();
        }
        "mut" => {
            input! { mut n: u64, mut v: [u32; 3], (a, b): (u8, u8), _skip: u8, m: u8 }
            n += 1;
            v.sort();
            writeln!(out, "{n} {v:?} {a} {b} {m}").unwrap();
        }
        "repeated" => {
            input! { t: usize }
            for _ in 0..t {
                input! { n: usize, a: [u64; n] }
                writeln!(out, "{}", a.iter().sum::<u64>()).unwrap();
            }
        }
        "until_eof" => {
            let mut seen = Vec::new();
            while !proconio::is_stdin_empty() {
                input! { x: u64 }
                seen.push(x);
            }
            let again = proconio::is_stdin_empty();
            writeln!(out, "{} {again}", seen.iter().join(" ")).unwrap();
        }
        "once" => {
            let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
            while !source.is_empty() {
                input! { from &mut source, a: u32, b: u32 }
                writeln!(out, "{}", a + b).unwrap();
            }
        }
        "sources" => {
            input! { from OnceSource::from("1 2"), a: u8, b: u8 }
            input! { from LineSource::from("3\n4"), c: u8, d: u8 }
            input! { from AutoSource::from("5"), e: u8 }
            let mut bytes = OnceSource::new(&b"6 7"[..]);
            input! { from &mut bytes, f: u8 }
            let g = proconio::read_value!(from &mut bytes, u8);
            let rest = bytes.is_empty();
            let mut stdin = LineSource::new(BufReader::new(io::stdin()));
            input! { from &mut stdin, h: Span, n: usize, v: [Span; n] }
            writeln!(out, "{a}{b}{c}{d}{e}{f}{g} {rest} {h:?} {v:?}").unwrap();
        }
        "interactive" => {
            loop {
                proconio::input_interactive! { x: i64 }
                if x == 0 {
                    break;
                }
                println!("{}", x * 2);
            }
        }
        "plain_interactive" => {
            input! { n: usize }
            for _ in 0..n {
                input! { x: i64 }
                println!("{}", x + 1);
            }
        }
        "read_value" => {
            let n = proconio::read_value!(usize);
            let v = proconio::read_value!([u8; n]);
            writeln!(out, "{v:?}").unwrap();
        }
        "twenty" => {
            input! {
                a: Usize1, b: Usize1, c: Usize1, d: Usize1, e: Usize1, f: Usize1, g: Usize1,
                h: Usize1, i: Usize1, j: Usize1, k: Usize1, l: Usize1, m: Usize1, n: Usize1,
                o: Usize1, p: Usize1, q: Usize1, r: Usize1, s: Usize1, t: Usize1,
            }
            writeln!(out, "{}", a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q + r + s + t).unwrap();
        }
        "empty" => {
            input! {}
            input! { from OnceSource::from(""), }
            writeln!(out, "ok").unwrap();
        }
        "qualified" => {
            proconio::input! { i: proconio::marker::Usize1, w: [proconio::marker::Chars; 1] }
            writeln!(out, "{i} {w:?}").unwrap();
        }
        "length_u32" => {
            input! { n: u32, a: [u8; n] }
            writeln!(out, "{a:?}").unwrap();
        }
        "missing" => {
            input! { n: usize, a: [u32; n] }
            writeln!(out, "{a:?}").unwrap();
        }
        "bad" => {
            input! { x: u32 }
            writeln!(out, "{x}").unwrap();
        }
        "zero" => {
            input! { i: Usize1 }
            writeln!(out, "{i}").unwrap();
        }
        "itertools" => {
            let v = [3, 1, 2, 1];
            let empty: [u8; 0] = [];
            writeln!(out, "[{}] [{}]", v.iter().join(", "), empty.iter().join(", ")).unwrap();
            writeln!(out, "{:?}", v.iter().sorted().collect_vec()).unwrap();
            writeln!(out, "{:?}", v.iter().sorted_unstable().collect_vec()).unwrap();
            writeln!(out, "{:?}", v.iter().sorted_by(|a, b| b.cmp(a)).collect_vec()).unwrap();
            writeln!(out, "{:?}", v.iter().sorted_by_key(|&&x| (x % 2, x)).collect_vec()).unwrap();
            let pairs = [(1, 'b'), (0, 'a'), (1, 'a')];
            writeln!(out, "{:?}", pairs.iter().sorted_by_key(|p| p.0).collect_vec()).unwrap();
            writeln!(out, "{:?}", v.iter().sorted_unstable_by(|a, b| b.cmp(a)).collect_vec()).unwrap();
            writeln!(out, "{:?}", v.iter().sorted_unstable_by_key(|&&x| 10 - x).collect_vec()).unwrap();
            writeln!(out, "{:?}", (1..=4).tuple_combinations::<(_, _)>().collect_vec()).unwrap();
            writeln!(out, "{:?}", (1..=4).tuple_combinations::<(_, _, _)>().collect_vec()).unwrap();
            writeln!(out, "{:?}", (1..=5).tuple_combinations::<(_, _, _, _)>().count()).unwrap();
            writeln!(out, "{:?}", (1..=1).tuple_combinations::<(_, _)>().count()).unwrap();
            let sums = (1..=3).tuple_combinations().map(|(a, b)| a * 10 + b).collect_vec();
            writeln!(out, "{sums:?}").unwrap();
            for (a, b, c) in ["x", "y", "z"].iter().tuple_combinations() {
                writeln!(out, "{a}{b}{c}").unwrap();
            }
            writeln!(out, "{:?}", (1..=3).combinations(2).collect_vec()).unwrap();
            writeln!(out, "{:?} {:?}", (1..=3).combinations(0).collect_vec(), (1..=3).combinations(4).collect_vec()).unwrap();
            writeln!(out, "{:?}", (1..=4).tuple_windows::<(_, _)>().collect_vec()).unwrap();
            writeln!(out, "{:?}", (1..=4).tuple_windows().map(|(a, b, c)| a + b + c).collect_vec()).unwrap();
            writeln!(out, "{:?}", (1..=2).tuple_windows::<(_, _, _)>().collect_vec()).unwrap();
            writeln!(out, "{:?}", (0..2).cartesian_product("ab".chars()).collect_vec()).unwrap();
            writeln!(out, "{:?}", (0..2).cartesian_product(0..0).collect_vec()).unwrap();
            writeln!(out, "{:?}", [3, 1, 3, 2, 1].iter().unique().collect_vec()).unwrap();
            writeln!(out, "{:?}", "abca".chars().counts().into_iter().sorted().collect_vec()).unwrap();
            writeln!(out, "{:?}", [1, 2, 3, 4].iter().positions(|&x| x % 2 == 0).collect_vec()).unwrap();
            writeln!(out, "{} {} {}", empty.iter().all_equal(), [1, 1].iter().all_equal(), [1, 2].iter().all_equal()).unwrap();
        }
        _ => panic!("unknown mode {mode}"),
    }
}

#[cfg(test)]
mod tests {
    use itertools::iproduct;
}
"#;

/// Runs `exe` on `input` as a judge does: no `RUST_BACKTRACE` (whatever this test's environment
/// says), so that a panic costs what it costs there; killed after 10 seconds.
pub fn run_as_judged(exe: &Path, input: &[u8]) -> std::io::Result<Run> {
    let exe = exe.to_str().expect("a UTF-8 path");
    run_command(
        &["env", "-u", "RUST_BACKTRACE", exe],
        input,
        Duration::from_secs(10),
    )
}

/// What a run shows: its output if it succeeded, else what it printed and the message of its
/// panic.
pub fn behaviour(exe: &Path, input: &[u8]) -> Result<String, String> {
    let run = run_as_judged(exe, input).expect("the program runs");
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    if run.success() {
        Ok(stdout)
    } else {
        let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
        let message = stderr
            .lines()
            .skip_while(|line| !line.contains("panicked at"))
            .nth(1)
            .unwrap_or(&stderr)
            .to_owned();
        Err(format!("{stdout}\n[failed: {message}]"))
    }
}

/// The attribute texts of proconio-derive and the macro calls a bundle writes for them.
const EXPANDED: [(&str, &str); 4] = [
    ("#[fastout]", "fastout! {"),
    ("#[proconio::fastout]", "proconio::fastout! {"),
    ("#[derive_readable]", "derive_readable! {"),
    (
        "#[proconio::derive_readable]",
        "proconio::derive_readable! {",
    ),
];

/// `Ok` iff `bundle` starts with `main_rs` without its test-only code, every line as written but
/// for the `use crate::{…};` that a nested module naming a crate gets (a line of its own, or
/// before a `}` that shares its line with code), and an item under a proconio-derive attribute,
/// wrapped in the macro of the same name: the attribute's text replaced by (or, after other
/// attributes, moved to the item's start as) `name! {`, and a `}` after the item's last brace.
pub fn solution_kept_as_written(main_rs: &str, bundle: &str) -> Result<(), String> {
    const IMPORT: &str = "#[allow(unused_imports)] use crate::{";
    let part = bundle
        .split_once("\n\n// Std-only stand-ins for the crates above")
        .map_or(bundle, |(part, _)| part);
    let mut without_imports = String::new();
    for line in part.split_inclusive('\n') {
        if line.trim_start().starts_with(IMPORT) && line.trim_end().ends_with("};") {
            continue;
        }
        match line.find(&format!(" {IMPORT}")) {
            Some(at) => {
                let end = at + line[at..].find("}; ").ok_or("an unended import")? + 3;
                without_imports.push_str(&line[..at]);
                without_imports.push_str(&line[end..]);
            }
            None => without_imports.push_str(line),
        }
    }
    let kept = judge::bundle::without_test_code(main_rs);
    let (got, want) = (without_imports.trim_end(), kept.trim_end());
    if got == want {
        return Ok(());
    }
    let (got, want): (Vec<&str>, Vec<&str>) = (got.lines().collect(), want.lines().collect());
    let same = got.len() == want.len()
        && got.iter().zip(&want).all(|(g, w)| {
            g == w
                // The item's last line, with the call's `}` after it.
                || g.strip_suffix('}') == Some(*w)
                || EXPANDED.iter().any(|(attr, call)| {
                    let replaced = w.replacen(attr, call, 1);
                    (w.contains(attr)
                        && (*g == replaced
                            || *g == w.replacen(attr, "", 1)
                            || g.strip_suffix('}') == Some(replaced.as_str())))
                        || g.strip_prefix(call).and_then(|r| r.strip_prefix(' ')) == Some(*w)
                })
        });
    if !same {
        return Err(format!(
            "the bundle's solution part is not main.rs as written (test code dropped, imports \
             added, proconio-derive attributes expanded):\n{without_imports}"
        ));
    }
    Ok(())
}

/// One solution of the corpus in `tests/fixtures/bundle/`: its first line says what the bundle
/// must do (`//! expect: same`, or `//! expect: refused <words of the message>`); a
/// `//! judge: <id>` line after it, the judge it is bundled for (Codeforces if none), and a
/// `//! edition: <year>` line, the edition of its real-crate build (2024 if none); its inputs
/// are `<name>.in`, `<name>.2.in`, … (none: empty input).
pub struct Fixture {
    pub name: String,
    pub path: PathBuf,
    pub refused: Option<String>,
    pub site: &'static judge::sites::Site,
    pub edition: String,
    pub inputs: Vec<Vec<u8>>,
}

/// Every fixture, sorted by name.
pub fn fixtures() -> Vec<Fixture> {
    let dir = workspace().root().join("tests/fixtures/bundle");
    let mut fixtures: Vec<Fixture> = fs::read_dir(&dir)
        .expect("tests/fixtures/bundle exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            if path.extension()? != "rs" {
                return None;
            }
            let name = path.file_stem()?.to_string_lossy().into_owned();
            let source = fs::read_to_string(&path).ok()?;
            let mut lines = source.lines();
            let expect = lines.next()?.strip_prefix("//! expect: ")?.to_owned();
            let refused = expect.strip_prefix("refused ").map(str::to_owned);
            assert!(refused.is_some() || expect == "same", "{name}: `{expect}`");
            let header: Vec<&str> = lines.take_while(|l| l.starts_with("//! ")).collect();
            let field = |key: &str| {
                header
                    .iter()
                    .find_map(|l| l.strip_prefix(&format!("//! {key}: ")))
                    .map(str::trim)
            };
            let judge = match field("judge") {
                Some(id) => judge::sites::site(id).unwrap_or_else(|e| panic!("{name}: {e}")),
                None => judge::bundle::default_judge(None),
            };
            let edition = field("edition").unwrap_or("2024").to_owned();
            let mut inputs = Vec::new();
            for k in 1.. {
                let file = if k == 1 {
                    format!("{name}.in")
                } else {
                    format!("{name}.{k}.in")
                };
                match fs::read(dir.join(file)) {
                    Ok(input) => inputs.push(input),
                    Err(_) => break,
                }
            }
            if inputs.is_empty() {
                inputs.push(Vec::new());
            }
            Some(Fixture {
                name,
                path,
                refused,
                site: judge,
                edition,
                inputs,
            })
        })
        .collect();
    fixtures.sort_by(|a, b| a.name.cmp(&b.name));
    fixtures
}

/// The fixtures that must behave as with the real crates, built with them (`cargo build --release`
/// of a package under `target/bundle-fixtures/`, proconio with its `derive` feature as on AtCoder,
/// one binary per fixture, into the target directory AtCoder attempts build into, so that the
/// crates are built once for both).
pub fn real_builds(fixtures: &[&Fixture]) -> BTreeMap<String, PathBuf> {
    let dir = workspace().target_dir().join("bundle-fixtures");
    fs::create_dir_all(&dir).unwrap();
    let mut manifest = String::from(
        "[package]\nname = \"bundle-fixtures\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\
         publish = false\n\n[dependencies]\nproconio = { version = \"=0.5.0\", features = [\"derive\"] }\n\
         itertools = \"=0.14.0\"\n\n[workspace]\n",
    );
    for fixture in fixtures.iter().filter(|f| f.refused.is_none()) {
        manifest.push_str(&format!(
            "\n[[bin]]\nname = \"{}\"\npath = \"{}\"\nedition = \"{}\"\n",
            fixture.name,
            fixture.path.display(),
            fixture.edition
        ));
    }
    let path = dir.join("Cargo.toml");
    if fs::read_to_string(&path).ok().as_deref() != Some(manifest.as_str()) {
        fs::write(&path, manifest).unwrap();
    }
    workspace().share_lock_file(&dir).unwrap();
    judge::build::cargo_package(&path, &workspace().real_crates_target_dir())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Checks one fixture: refused with its words, or bundled (the solution kept as written) and
/// behaving on every input (and on each input changed by `variants`) as its real build does, in
/// the first edition of its judge that the bundle compiles in, or with `every_edition` in each.
pub fn check_fixture(
    fixture: &Fixture,
    real: &BTreeMap<String, PathBuf>,
    variants: fn(&[u8]) -> Vec<Vec<u8>>,
    every_edition: bool,
) -> Result<(), String> {
    let label = format!("fixture-{}", fixture.name);
    let bundled = judge::bundle::bundle_file_for(workspace(), &fixture.path, &label, fixture.site);
    match (&fixture.refused, bundled) {
        (Some(words), Err(error)) if error.to_string().contains(words.as_str()) => Ok(()),
        (Some(words), Err(error)) => Err(format!("refused without `{words}`:\n{error}")),
        (Some(_), Ok(_)) => Err("bundled, but it should be refused".to_owned()),
        (None, Err(error)) => Err(error.to_string()),
        (None, Ok(bundled)) => {
            let source = fs::read_to_string(&fixture.path).map_err(|e| e.to_string())?;
            solution_kept_as_written(&source, &bundled.source)?;
            let editions = if every_edition {
                &bundled.editions[..]
            } else {
                &bundled.editions[..1]
            };
            for edition in editions {
                let exe = judge::build::rustc(workspace(), &bundled.source, edition, &label)
                    .map_err(|e| e.message())?
                    .exe;
                for given in &fixture.inputs {
                    for input in std::iter::once(given.clone()).chain(variants(given)) {
                        let expected = behaviour(&real[&fixture.name], &input);
                        let got = behaviour(&exe, &input);
                        if expected != got {
                            return Err(format!(
                                "edition {edition}, on {:?}: the real crates give {expected:?}, \
                                 the bundle {got:?}",
                                String::from_utf8_lossy(&input)
                            ));
                        }
                    }
                }
            }
            Ok(())
        }
    }
}

/// Runs `check` on each of `items`, two at a time, and gives the failures.
pub fn two_at_a_time<T: Sync>(
    items: &[T],
    check: impl Fn(&T) -> Result<(), String> + Sync,
    name: impl Fn(&T) -> String + Sync,
) -> Vec<String> {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                let (check, name) = (&check, &name);
                scope.spawn(move || {
                    items
                        .iter()
                        .skip(worker)
                        .step_by(2)
                        .filter_map(|item| {
                            check(item)
                                .err()
                                .map(|why| format!("{}: {why}", name(item)))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("worker thread"))
            .collect()
    })
}

/// What a read gave: the value's `Debug` text, or the panic's message.
pub type Outcome = Result<String, String>;

thread_local! {
    /// True while this thread runs code whose panic is an expected outcome.
    static PANIC_EXPECTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `read`, catching a panic as its message. The panic is not printed (nor, under
/// `RUST_BACKTRACE`, its backtrace taken): it is an outcome to compare, not a failure.
pub fn outcome(read: impl FnOnce() -> String) -> Outcome {
    static QUIET: std::sync::Once = std::sync::Once::new();
    QUIET.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !PANIC_EXPECTED.with(std::cell::Cell::get) {
                default(info);
            }
        }));
    });
    let before = PANIC_EXPECTED.with(|expected| expected.replace(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(read));
    PANIC_EXPECTED.with(|expected| expected.set(before));
    result.map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default()
    })
}
