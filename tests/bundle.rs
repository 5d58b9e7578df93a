//! The judge-ready bundles: for every problem, `bundle` gives one std-only file that compiles with
//! plain `rustc -O` in editions 2024 and 2021 without crates, stays under Codeforces' 64 KiB, keeps
//! the solution's code, uses no std API newer than Rust 1.88, and passes every sample. (The sample
//! and stress tests check each bundle too: `judge::check::output_of`, under `verdict` and
//! `assert_output`, runs the bundle after the binary and fails unless both print the same.)
//!
//! The inline `input!` and `Itertools` are tested on their own through a probe program, bundled
//! and compiled like a solution, on inputs chosen to be awkward.

use judge::build::rustc as compile;
use judge::bundle::{
    MAX_BUNDLE_BYTES, bundle, bundle_source, without_test_code as without_test_items,
};
use judge::check::{bundle_verdict, samples};
use judge::run::{Run, run_command};
use judge::workspace::{problem, problems, target_dir};
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

/// Runs `check` on every problem, two at a time, and fails listing every problem it failed on.
fn for_every_problem(check: impl Fn(&str) -> Result<(), String> + Sync) {
    let names: Vec<&str> = problems().iter().map(|p| p.name.as_str()).collect();
    let failures: Vec<String> = thread::scope(|scope| {
        let halves = names.chunks(names.len().div_ceil(2).max(1));
        let workers: Vec<_> = halves
            .map(|half| {
                let check = &check;
                scope.spawn(move || {
                    half.iter()
                        .filter_map(|name| check(name).err().map(|e| format!("{name}: {e}")))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("worker thread"))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_bundle_compiles_without_crates_in_editions_2024_and_2021() {
    for_every_problem(|name| {
        let source = bundle(name)?;
        for edition in ["2024", "2021"] {
            let compiled = compile(&source, edition, name)?;
            if !compiled.diagnostics.trim().is_empty() {
                let warnings = compiled.diagnostics;
                return Err(format!("rustc --edition {edition} warns:\n{warnings}"));
            }
        }
        Ok(())
    });
}

#[test]
fn every_bundle_fits_in_64_kib_and_keeps_the_solution_as_written() {
    for_every_problem(|name| {
        let source = bundle(name)?;
        if source.len() > MAX_BUNDLE_BYTES {
            return Err(format!("{} bytes, over {MAX_BUNDLE_BYTES}", source.len()));
        }
        let main_rs = fs::read_to_string(problem(name)?.dir.join("src/main.rs"))
            .map_err(|e| e.to_string())?;
        // The solution's part is main.rs with lines removed (its test items), none changed.
        let solution = without_test_items(&main_rs);
        let mut lines = main_rs.lines();
        if !solution.lines().all(|kept| lines.any(|line| line == kept)) {
            return Err("the solution's lines are changed, not only test items dropped".to_owned());
        }
        if !main_rs.contains("#[cfg(test)]") && solution != main_rs {
            return Err("main.rs has no test items, yet the bundle changes it".to_owned());
        }
        solution_kept_as_written(&main_rs, &source)?;
        if source.contains("#[cfg(test)]") {
            return Err("the bundle keeps a #[cfg(test)] item".to_owned());
        }
        Ok(())
    });
}

/// `Ok` iff `bundle` starts with `main_rs` without its test-only code, every line as written but
/// for the `use crate::{…};` that a nested module naming a crate gets (a line of its own, or
/// before a `}` that shares its line with code).
fn solution_kept_as_written(main_rs: &str, bundle: &str) -> Result<(), String> {
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
    let kept = without_test_items(main_rs);
    if without_imports.trim_end() != kept.trim_end() {
        return Err(format!(
            "the bundle's solution part is not main.rs as written (test code dropped, imports \
             added):\n{without_imports}"
        ));
    }
    Ok(())
}

#[test]
fn every_bundle_passes_every_sample() {
    for_every_problem(|name| {
        let cases = samples(problem(name)?);
        if cases.is_empty() {
            return Err("no samples".to_owned());
        }
        for sample in cases {
            let (input, expected) = sample.read();
            let expected = expected.ok_or_else(|| format!("{} has no .out", sample.case))?;
            bundle_verdict(name, &input, &expected)
                .map_err(|e| format!("{}: {e}", sample.input.display()))?;
        }
        Ok(())
    });
}

#[test]
fn an_unknown_problem_is_refused_with_the_list_of_problems() {
    let error = bundle("no-such-problem").unwrap_err();
    assert!(error.contains("no-such-problem"), "{error}");
    for problem in problems() {
        assert!(error.contains(&problem.name), "{error}");
    }
}

/// A program that reads with `input!` in every form the collection may use, chosen by its first
/// token, and uses every method of the inline `Itertools`.
const PROBE: &str = r#"//! A probe of the inline crates.

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
fn run_as_judged(exe: &std::path::Path, input: &[u8]) -> std::io::Result<Run> {
    let exe = exe.to_str().expect("a UTF-8 path");
    run_command(
        &["env", "-u", "RUST_BACKTRACE", exe],
        input,
        Duration::from_secs(10),
    )
}

/// The probe's bundle compiled in edition 2024 and in 2021.
fn probe_binaries() -> &'static [PathBuf; 2] {
    static BINARIES: OnceLock<[PathBuf; 2]> = OnceLock::new();
    BINARIES.get_or_init(|| {
        let source = bundle_source(PROBE).unwrap_or_else(|e| panic!("{e}"));
        ["2024", "2021"].map(|edition| {
            let compiled = compile(&source, edition, "probe").unwrap_or_else(|e| panic!("{e}"));
            assert!(
                compiled.diagnostics.trim().is_empty(),
                "the probe warns in edition {edition}:\n{}",
                compiled.diagnostics
            );
            compiled.exe
        })
    })
}

/// What the probe prints on `input` in both editions (the same, or the test fails), or the
/// message of its panic.
fn probe(input: &str) -> Result<String, String> {
    let results = probe_binaries().clone().map(|exe| {
        let run = run_as_judged(&exe, input.as_bytes()).expect("the probe runs");
        if run.success() {
            Ok(String::from_utf8(run.stdout).expect("UTF-8 output"))
        } else {
            // The message is the line after "thread 'main' panicked at <file>:<line>:<column>:".
            let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
            let mut lines = stderr
                .lines()
                .skip_while(|line| !line.contains("panicked at"));
            Err(lines.nth(1).unwrap_or(&stderr).to_owned())
        }
    });
    let [in_2024, in_2021] = results;
    assert_eq!(
        in_2024, in_2021,
        "editions 2024 and 2021 differ on {input:?}"
    );
    in_2024
}

fn assert_probe(input: &str, expected: &str) {
    assert_eq!(probe(input).as_deref(), Ok(expected), "on input {input:?}");
}

#[test]
fn input_reads_scalars_of_every_type() {
    assert_probe(
        "scalars 255 -9000000000000000000 18446744073709551615 2.5 word x true -170141183460469231731687303715884105728",
        "255 -9000000000000000000 18446744073709551615 2.5 word x true -170141183460469231731687303715884105728\n",
    );
}

#[test]
fn input_reads_tuples_with_usize1_and_isize1() {
    assert_probe(
        "tuples\n2\n1 2 -5\n3 1 7\n-4 9\n",
        "[(0, 1, -5), (2, 0, 7)] (-5, 9) ()\n",
    );
}

#[test]
fn input_reads_nested_arrays() {
    assert_probe(
        "nested 2 3\n1 2 3\n4 5 6\n7 8 9 10",
        "[[1, 2, 3], [4, 5, 6]] [[[7, 8], [9, 10]]]\n",
    );
}

#[test]
fn input_reads_length_prefixed_arrays() {
    assert_probe(
        "prefixed\n2 1 2\n0\n1 5\n2 ab c\n1 7 z\n",
        "[[1, 2], [], [5]] [['a', 'b'], ['c']] [(7, 'z')]\n",
    );
}

#[test]
fn input_reads_chars_bytes_and_strings_token_by_token() {
    assert_probe(
        "strings  héllo\tAb\r\nxyz  小涵\n",
        "['h', 'é', 'l', 'l', 'o'] [65, 98] zyx 小涵\n",
    );
}

#[test]
fn input_declares_mut_variables_and_patterns() {
    assert_probe("mut 41 3 1 2 7 8 0 9", "42 [1, 2, 3] 7 8 9\n");
}

#[test]
fn input_resumes_where_the_previous_call_stopped() {
    assert_probe("repeated 3\n2 1 2\n0\n3 10 20\n30\n", "3\n0\n60\n");
}

#[test]
fn is_stdin_empty_is_true_at_the_end_despite_trailing_whitespace() {
    assert_probe("until_eof 1 2\n3 \n\n  \t\r\n", "1 2 3 true\n");
    assert_probe("until_eof", " true\n");
    assert_probe("until_eof\n\n", " true\n");
}

#[test]
fn input_reads_from_every_source_and_a_user_readable() {
    assert_probe("once 1 2\n3 4\n\n", "3\n7\n");
    assert_probe(
        "sources\n10 5\n2\n1 1 7 3\n",
        "1234567 true 10..15 [1..2, 7..10]\n",
    );
    assert_probe("read_value 3 7 8 9", "[7, 8, 9]\n");
    assert_probe(
        "twenty 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20",
        "190\n",
    );
    assert_probe("empty", "ok\n");
}

#[test]
fn plain_input_reads_a_line_at_a_time() {
    // Past the last line it needs, the input is not UTF-8: only a reader of all stdin fails.
    let mut input = b"plain_interactive 2\n5\n-1\n".to_vec();
    input.extend_from_slice(b"\xff\xfe garbage\n");
    let exe = &probe_binaries()[0];
    let run = run_as_judged(exe, &input).expect("the probe runs");
    assert!(run.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert_eq!(run.stdout, b"6\n0\n");
}

#[test]
fn interactive_solutions_answer_before_the_input_ends() {
    for mode in ["plain_interactive 3", "interactive"] {
        let mut child = Command::new(&probe_binaries()[0])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("the probe starts");
        let mut stdin = child.stdin.take().unwrap();
        let (lines, answers) = std::sync::mpsc::channel();
        let stdout = child.stdout.take().unwrap();
        thread::spawn(move || {
            for line in std::io::BufRead::lines(std::io::BufReader::new(stdout)) {
                if lines.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        std::io::Write::write_all(&mut stdin, format!("{mode}\n").as_bytes()).unwrap();
        for x in [4, 10, 1] {
            std::io::Write::write_all(&mut stdin, format!("{x}\n").as_bytes()).unwrap();
            std::io::Write::flush(&mut stdin).unwrap();
            let answer = answers.recv_timeout(Duration::from_secs(10));
            let expected = if mode == "interactive" { x * 2 } else { x + 1 };
            assert_eq!(answer, Ok(expected.to_string()), "{mode}");
        }
        if mode == "interactive" {
            std::io::Write::write_all(&mut stdin, b"0\n").unwrap();
        }
        drop(stdin);
        assert!(child.wait().unwrap().success(), "{mode}");
    }
}

#[test]
fn input_and_the_markers_may_be_named_by_their_paths() {
    assert_probe("qualified 5 ab", "4 [['a', 'b']]\n");
}

#[test]
fn an_array_length_may_be_any_integer_type() {
    assert_probe("length_u32 2 4 5", "[4, 5]\n");
}

#[test]
fn input_errors_are_clear_panics() {
    let missing = probe("missing 3 1 2").unwrap_err();
    assert!(
        missing.contains("failed to get the next token; maybe reader reached an end of input."),
        "{missing}"
    );
    let bad = probe("bad 12x").unwrap_err();
    assert!(
        bad.contains("failed to parse the input `12x` to the value of type `u32`"),
        "{bad}"
    );
    let negative = probe("bad -1").unwrap_err();
    assert!(negative.contains("`-1`"), "{negative}");
    let zero = probe("zero 0").unwrap_err();
    assert!(
        zero.contains("attempted to read the value 0 as a Usize1"),
        "{zero}"
    );
}

#[test]
fn the_inline_itertools_behaves_like_itertools() {
    let expected = "\
[3, 1, 2, 1] []
[1, 1, 2, 3]
[1, 1, 2, 3]
[3, 2, 1, 1]
[2, 1, 1, 3]
[(0, 'a'), (1, 'b'), (1, 'a')]
[3, 2, 1, 1]
[3, 2, 1, 1]
[(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
[(1, 2, 3), (1, 2, 4), (1, 3, 4), (2, 3, 4)]
5
0
[12, 13, 23]
xyz
[[1, 2], [1, 3], [2, 3]]
[[]] []
[(1, 2), (2, 3), (3, 4)]
[6, 9]
[]
[(0, 'a'), (0, 'b'), (1, 'a'), (1, 'b')]
[]
[3, 1, 2]
[('a', 2), ('b', 1), ('c', 1)]
[1, 3]
true true false
";
    assert_probe("itertools", expected);
}

/// Runs clippy's `incompatible_msrv` lint, with the MSRV 1.88 of the judges, on `source`.
fn std_apis_newer_than_1_88(source: &str, label: &str) -> Result<(), String> {
    judge::build::std_apis_within(source, "1.88", label)
}

#[test]
fn every_bundle_and_the_probe_use_only_std_apis_of_rust_1_88() {
    let probe = bundle_source(PROBE).unwrap_or_else(|e| panic!("{e}"));
    std_apis_newer_than_1_88(&probe, "probe").unwrap_or_else(|e| panic!("the probe: {e}"));
    for_every_problem(|name| std_apis_newer_than_1_88(&bundle(name)?, name));
}

#[test]
fn the_msrv_check_catches_a_newer_std_api() {
    // `u32::checked_sub_signed` is stable since Rust 1.90.
    let newer = "fn main() { let _ = 5u32.checked_sub_signed(1); }\n";
    let error = std_apis_newer_than_1_88(newer, "msrv-check").unwrap_err();
    assert!(error.contains("1.90"), "{error}");
}

// The inline modules, compiled into this test crate beside the real crates (dev-dependencies,
// named `::proconio` and `::itertools`), so that property tests feed both the same inputs.
include!("../src/bundle/proconio.rs");

/// What a read gave: the value's `Debug` text, or the panic's message.
type Outcome = Result<String, String>;

thread_local! {
    /// True while this thread runs code whose panic is an expected outcome.
    static PANIC_EXPECTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `read`, catching a panic as its message. The panic is not printed (nor, under
/// `RUST_BACKTRACE`, its backtrace taken): it is an outcome to compare, not a failure.
fn outcome(read: impl FnOnce() -> String) -> Outcome {
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

/// The kinds a property test asks `input!` to read, one per step (0 = `is_empty()`).
const KINDS: u8 = 13;

/// Reads `kinds` from a source of the crate `$krate`, made by `$make` from `$text`, with
/// `input! { from &mut source, … }`, stopping at the first panic.
macro_rules! read_kinds {
    ([$($krate:tt)+], $make:ident, $text:expr, $kinds:expr) => {{
        use $($krate)+::marker::{Bytes, Chars, Isize1, Usize1};
        #[allow(unused_imports)]
        use $($krate)+::source::{Source, auto::AutoSource, line::LineSource, once::OnceSource};
        let mut source = $make::from($text);
        let mut seen: Vec<Outcome> = Vec::new();
        for &kind in $kinds {
            let s = &mut source;
            let got = outcome(move || match kind {
                0 => format!("{:?}", s.is_empty()),
                1 => { $($krate)+::input! { from &mut *s, x: u8 } format!("{x:?}") }
                2 => { $($krate)+::input! { from &mut *s, x: i64 } format!("{x:?}") }
                3 => { $($krate)+::input! { from &mut *s, x: String } format!("{x:?}") }
                4 => { $($krate)+::input! { from &mut *s, x: Chars } format!("{x:?}") }
                5 => { $($krate)+::input! { from &mut *s, x: Bytes } format!("{x:?}") }
                6 => { $($krate)+::input! { from &mut *s, x: Usize1 } format!("{x:?}") }
                7 => { $($krate)+::input! { from &mut *s, x: Isize1 } format!("{x:?}") }
                8 => { $($krate)+::input! { from &mut *s, x: char } format!("{x:?}") }
                9 => { $($krate)+::input! { from &mut *s, x: bool, y: f64 } format!("{x:?} {y:?}") }
                10 => { $($krate)+::input! { from &mut *s, x: [(u8, Usize1)] } format!("{x:?}") }
                11 => { $($krate)+::input! { from &mut *s, n: usize, x: [[char; 2]; n % 3] } format!("{x:?}") }
                _ => format!("{:?}", $($krate)+::read_value!(from &mut *s, (u16, Chars, i8))),
            });
            let stop = got.is_err();
            seen.push(got);
            if stop {
                break;
            }
        }
        seen
    }};
}

/// Texts of tokens chosen to be awkward (signs, zeros, non-ASCII, near the types' limits), joined
/// by runs of every kind of whitespace `split_whitespace` knows, ASCII or not.
fn token_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let token = prop_oneof![
        (0u32..300).prop_map(|n| n.to_string()),
        (-3i64..3).prop_map(|n| n.to_string()),
        Just("-9223372036854775808".to_owned()),
        Just("true".to_owned()),
        Just("x".to_owned()),
        Just("é小".to_owned()),
        Just("2.5e3".to_owned()),
        "[a-c0-2+-]{1,3}",
    ];
    let space = prop_oneof![
        Just(" "),
        Just("\n"),
        Just("\r\n"),
        Just("\t"),
        Just("\u{3000}"),
        Just("\u{a0}"),
        Just("\u{85}"),
        Just("\u{b}\u{c}"),
    ];
    proptest::collection::vec((token, proptest::collection::vec(space, 0..3)), 0..12).prop_map(
        |parts| {
            parts
                .into_iter()
                .map(|(token, spaces)| token + &spaces.concat())
                .collect()
        },
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    #[test]
    fn inline_proconio_reads_like_proconio_from_every_source(
        text in token_text(),
        kinds in proptest::collection::vec(0..KINDS, 1..10),
    ) {
        let text = text.as_str();
        proptest::prop_assert_eq!(
            read_kinds!([::proconio], OnceSource, text, &kinds),
            read_kinds!([crate::proconio], OnceSource, text, &kinds)
        );
        proptest::prop_assert_eq!(
            read_kinds!([::proconio], LineSource, text, &kinds),
            read_kinds!([crate::proconio], LineSource, text, &kinds)
        );
        proptest::prop_assert_eq!(
            read_kinds!([::proconio], AutoSource, text, &kinds),
            read_kinds!([crate::proconio], AutoSource, text, &kinds)
        );
    }
}

/// A reader that hands out `text` a few bytes at a time and counts what it handed out.
struct Trickle<'a> {
    text: &'a [u8],
    given: std::rc::Rc<std::cell::Cell<usize>>,
}

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = buf.len().min(self.text.len()).min(3);
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        self.given.set(self.given.get() + n);
        Ok(n)
    }
}

/// Reads `count` `String`s through a `LineSource` of crate `$krate` over a trickling reader, and
/// says what it read and how many bytes of the input that took.
macro_rules! line_reads {
    ([$($krate:tt)+], $text:expr, $count:expr) => {{
        use $($krate)+::source::line::LineSource;
        let given = std::rc::Rc::new(std::cell::Cell::new(0));
        let reader = Trickle { text: $text.as_bytes(), given: given.clone() };
        let mut source = LineSource::new(std::io::BufReader::with_capacity(5, reader));
        let mut seen = Vec::new();
        for _ in 0..$count {
            let s = &mut source;
            seen.push(outcome(move || {
                $($krate)+::input! { from &mut *s, x: String }
                x
            }));
            seen.push(Ok(given.get().to_string()));
        }
        seen
    }};
}

proptest::proptest! {
    #[test]
    fn inline_line_source_reads_no_further_than_proconios(
        text in token_text(),
        count in 0..6usize,
    ) {
        proptest::prop_assert_eq!(
            line_reads!([::proconio], text, count),
            line_reads!([crate::proconio], text, count)
        );
    }
}

#[test]
fn a_bundle_that_does_not_compile_is_refused_in_the_solutions_lines() {
    // Line 7 of the solution is line 3 of the bundle: the test module above it is dropped.
    let solution = "use proconio::input;\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\nfn main() { input! { n: usize } let x: u8 = n; }\n";
    let error = bundle_source(solution).unwrap_err();
    assert!(error.contains("does not compile"), "{error}");
    assert!(error.contains("--> main.rs:7:"), "{error}");
    assert!(error.contains("mismatched types"), "{error}");
    // An edition-2021-only failure is caught too: `gen` is a keyword in 2024.
    let error = bundle_source("fn main() { let gen = 1; println!(\"{gen}\"); }\n").unwrap_err();
    assert!(error.contains("--edition 2024"), "{error}");
}

#[test]
fn a_bundle_over_64_kib_is_refused() {
    let big = format!(
        "fn main() {{ println!(\"{{}}\", S.len()); }}\nconst S: &str = \"{}\";\n",
        "x".repeat(MAX_BUNDLE_BYTES)
    );
    let error = bundle_source(&big).unwrap_err();
    assert!(error.contains("over Codeforces' limit"), "{error}");
}

#[test]
fn the_command_bundles_any_file_and_prints_nothing_on_failure() {
    let dir = target_dir().join("build").join("command-test");
    fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.rs");
    fs::write(
        &good,
        "use proconio::input;\nfn main() { input! { n: u8 } println!(\"{n}\"); }\n",
    )
    .unwrap();
    let out = dir.join("good-bundle.rs");
    judge::bundle::command(good.to_str().unwrap(), Some(&out)).unwrap();
    assert!(fs::read_to_string(&out).unwrap().contains("mod proconio"));
    let bad = dir.join("bad.rs");
    fs::write(&bad, "fn main() { let x: u8 = 256; }\n").unwrap();
    let out = dir.join("bad-bundle.rs");
    let _ = fs::remove_file(&out);
    let error = judge::bundle::command(bad.to_str().unwrap(), Some(&out)).unwrap_err();
    assert!(error.contains("bad.rs:1:"), "{error}");
    assert!(!out.exists());
}

include!("../src/bundle/itertools.rs");

/// Runs every inline itertools item on `v` with the trait of crate `$krate` in scope, and says
/// what each gave, with the order in which the input was pulled (`log`) where it matters.
macro_rules! itertools_probe {
    ([$($krate:tt)+], $v:expr) => {{
        use $($krate)+::Itertools;
        use $($krate)+::{FoldWhile, repeat_n};
        let v: &[u8] = $v;
        let log = std::cell::RefCell::new(Vec::new());
        // The input, noting each item as it is pulled.
        let pulled = || v.iter().copied().inspect(|x| log.borrow_mut().push(*x));
        let mut out: Vec<String> = Vec::new();
        macro_rules! note {
            ($e:expr) => {{
                log.borrow_mut().clear();
                let value = format!("{:?}", $e);
                out.push(format!("{} = {value} after pulling {:?}", stringify!($e), log.borrow()));
            }};
        }
        note!(pulled().join(", "));
        note!(pulled().collect_vec());
        note!(pulled().sorted().collect_vec());
        note!(pulled().sorted_by(|a, b| b.cmp(a)).collect_vec());
        note!(pulled().enumerate().sorted_by_key(|p| p.1 % 3).collect_vec());
        note!(pulled().enumerate().sorted_by_cached_key(|p| p.1 / 2).collect_vec());
        note!(pulled().sorted_unstable().collect_vec());
        note!(pulled().tuple_windows::<(_, _)>().collect_vec());
        note!(pulled().tuple_windows::<(_, _, _, _, _)>().collect_vec());
        note!(pulled().tuple_windows::<(_, _, _)>().len());
        note!(pulled().tuple_windows::<(_,)>().take(2).collect_vec());
        note!(pulled().tuples::<(_, _, _)>().collect_vec());
        note!(pulled().tuples::<(_, _)>().len());
        note!(v.iter().circular_tuple_windows::<(_, _, _)>().collect_vec());
        note!(pulled().collect_tuple::<(_, _, _)>());
        note!(pulled().next_tuple::<(_, _)>());
        note!(pulled().cartesian_product(0..2).collect_vec());
        note!(pulled().cartesian_product(0..0).collect_vec());
        note!(pulled().cartesian_product(v.to_vec()).fold(0u64, |acc, (a, b)| acc.wrapping_mul(7).wrapping_add((a ^ b) as u64)));
        note!(pulled().cartesian_product(0..3).size_hint());
        note!(pulled().unique().collect_vec());
        note!(pulled().unique().rev().collect_vec());
        note!(pulled().unique_by(|x| x % 3).collect_vec());
        note!(pulled().counts().into_iter().sorted().collect_vec());
        note!(pulled().counts_by(|x| x % 4).into_iter().sorted().collect_vec());
        note!(pulled().positions(|x| x % 2 == 0).collect_vec());
        note!(v.iter().positions(|x| x % 2 == 0).next_back());
        note!(pulled().all_equal());
        note!(pulled().enumerate().minmax_by_key(|p| p.1));
        note!(pulled().enumerate().minmax_by(|a, b| a.1.cmp(&b.1)));
        note!(pulled().minmax());
        note!(pulled().minmax().into_option());
        note!(pulled().position_min());
        note!(pulled().position_max());
        note!(pulled().position_min_by_key(|x| x / 2));
        note!(pulled().position_max_by_key(|x| x / 2));
        note!(pulled().position_min_by(|a, b| (a % 3).cmp(&(b % 3))));
        note!(pulled().position_max_by(|a, b| (a % 3).cmp(&(b % 3))));
        note!(pulled().dedup().collect_vec());
        note!(pulled().dedup_by(|a, b| a / 2 == b / 2).collect_vec());
        note!(pulled().dedup_with_count().collect_vec());
        note!(pulled().dedup().size_hint());
        note!(pulled().dedup_by_with_count(|a, b| a % 2 == b % 2).collect_vec());
        note!(pulled().map(|x| (x % 3, x)).into_group_map().into_iter().sorted().collect_vec());
        note!(pulled().into_group_map_by(|x| x % 2).into_iter().sorted().collect_vec());
        note!(pulled().fold_while(0u32, |acc, x| if acc > 20 { FoldWhile::Done(acc) } else { FoldWhile::Continue(acc + x as u32) }));
        note!(pulled().interleave(100..103).collect_vec());
        note!(pulled().interleave(100..103).size_hint());
        note!(pulled().tuple_combinations::<(_, _)>().collect_vec());
        note!(pulled().tuple_combinations::<(_, _, _)>().count());
        note!(pulled().tuple_combinations::<(_, _, _, _, _)>().take(3).collect_vec());
        note!(pulled().combinations(2).collect_vec());
        note!(pulled().permutations(2).collect_vec());
        note!(pulled().permutations(0).collect_vec());
        note!(pulled().take(4).permutations(3).collect_vec());
        note!((0..).permutations(2).take(5).collect_vec());
        note!(pulled().combinations(0).collect_vec());
        note!(pulled().combinations(3).take(2).collect_vec());
        note!(repeat_n(v.len(), 3).rev().collect_vec());
        note!(Itertools::intersperse(pulled(), 9).collect_vec());
        note!(Itertools::intersperse(pulled(), 9).size_hint());
        note!(Itertools::intersperse_with(pulled(), || 7).fold(String::new(), |s, x| s + &x.to_string()));
        note!(pulled().merge(1..4).collect_vec());
        note!(pulled().merge_by(v.iter().copied().rev(), |a, b| a % 3 < b % 3).collect_vec());
        note!(pulled().merge(2..3).size_hint());
        note!(pulled().k_smallest(3).collect_vec());
        note!(pulled().k_smallest(1).collect_vec());
        note!(pulled().k_smallest(0).collect_vec());
        note!(pulled().enumerate().k_smallest_by(3, |a, b| a.1.cmp(&b.1)).collect_vec());
        note!(pulled().enumerate().k_smallest_by_key(2, |a| a.1 / 2).collect_vec());
        note!(pulled().k_largest(2).collect_vec());
        note!(pulled().enumerate().k_largest_by_key(3, |a| a.1 % 3).collect_vec());
        note!(repeat_n(v.first(), 2).len());
        // Laziness: each works on an infinite input where itertools does.
        note!((0..).tuple_windows::<(_, _, _)>().take(3).collect_vec());
        note!((0..).combinations(2).take(4).collect_vec());
        note!((0..).tuple_combinations::<(_, _)>().take(3).collect_vec());
        note!((0..).cartesian_product(0..2).take(3).collect_vec());
        note!((0..).map(|x| x / 3).dedup().take(3).collect_vec());
        note!((0..).map(|x| x % 5).unique().take(5).collect_vec());
        note!((0..).interleave(0..).take(5).collect_vec());
        note!((0..).tuples::<(_, _)>().take(2).collect_vec());
        note!((0..).positions(|x| x % 3 == 0).take(3).collect_vec());
        out
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    #[test]
    fn inline_itertools_behaves_like_itertools(v in proptest::collection::vec(0u8..6, 0..9)) {
        let real = itertools_probe!([::itertools], &v);
        let inline = itertools_probe!([crate::itertools], &v);
        for (real, inline) in real.iter().zip(&inline) {
            proptest::prop_assert_eq!(real, inline);
        }
        proptest::prop_assert_eq!(real.len(), inline.len());
    }
}

#[test]
fn inline_macros_behave_like_itertools() {
    let real: Vec<(u8, char, bool)> = ::itertools::iproduct!(0..2, "ab".chars(), [true]).collect();
    let inline: Vec<(u8, char, bool)> =
        crate::itertools::iproduct!(0..2, "ab".chars(), [true]).collect();
    assert_eq!(real, inline);
    let real: Vec<(u8, char, u8, u8)> =
        ::itertools::izip!(0..3, "abc".chars(), 5..9, [1, 2]).collect();
    let inline: Vec<(u8, char, u8, u8)> =
        crate::itertools::izip!(0..3, "abc".chars(), 5..9, [1, 2]).collect();
    assert_eq!(real, inline);
    let real: Vec<u8> = ::itertools::chain!(0..2, [7], 3..4).collect();
    let inline: Vec<u8> = crate::itertools::chain!(0..2, [7], 3..4).collect();
    assert_eq!(real, inline);
}

thread_local! {
    /// What the iterators under observation did, in order: pulls from their inputs, calls of the
    /// closures given to them, and what the observer saw.
    static LOG: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn note(event: String) {
    LOG.with(|log| log.borrow_mut().push(event));
}

fn take_log() -> Vec<String> {
    LOG.with(|log| std::mem::take(&mut *log.borrow_mut()))
}

/// The events of `run`, ended by its panic's message if it panics.
fn logged(run: impl FnOnce()) -> Vec<String> {
    take_log();
    let result = outcome(|| {
        run();
        String::new()
    });
    let mut log = take_log();
    if let Err(message) = result {
        log.push(format!("panic: {message}"));
    }
    log
}

/// The items of `v`, noting each as it is pulled (exact `size_hint`).
fn source(v: &[u8]) -> impl DoubleEndedIterator<Item = u8> + Clone + ExactSizeIterator + '_ {
    v.iter().copied().inspect(|x| note(format!("pull {x}")))
}

/// [`source`] with a `size_hint` whose lower bound is 0.
fn loose(v: &[u8]) -> impl Iterator<Item = u8> + Clone + '_ {
    source(v).filter(|_| true)
}

/// 0, 1, 2, … without end, noting each as it is pulled.
fn endless() -> impl Iterator<Item = u64> + Clone {
    (0u64..).inspect(|x| note(format!("pull {x}")))
}

/// Row `tag` of a list of rows, noting each item as it is pulled.
fn tagged(row: &[u8], tag: usize) -> impl Iterator<Item = u8> + Clone + '_ {
    row.iter()
        .copied()
        .inspect(move |x| note(format!("pull {tag}:{x}")))
}

/// The rows of `w` as iterators, noting each row as it is taken.
fn rows(w: &[Vec<u8>]) -> impl Iterator<Item = impl Iterator<Item = u8> + Clone + '_> + Clone + '_ {
    w.iter()
        .enumerate()
        .inspect(|(k, _)| note(format!("row {k}")))
        .map(|(k, row)| tagged(row, k))
}

/// Everything to be seen of the iterators that `make` builds: each `next()` with its value and
/// the `size_hint` after it (at most `steps` of them, and one more `next()` past the end), then,
/// when `steps` reaches the end, `fold`, `count`, `last` and `nth`; every pull from the input and
/// every call of a closure in between, and a panic as its message.
fn observe<I>(make: impl Fn() -> I, steps: usize) -> Vec<String>
where
    I: Iterator,
    I::Item: std::fmt::Debug,
{
    let mut seen = logged(|| {
        let mut it = make();
        note(format!("size_hint {:?}", it.size_hint()));
        for _ in 0..steps {
            let item = it.next();
            note(format!("next {item:?}, size_hint {:?}", it.size_hint()));
            if item.is_none() {
                note(format!("next again {:?}", it.next()));
                break;
            }
        }
    });
    if seen.iter().any(|event| event.starts_with("next None")) {
        seen.push("fold:".to_owned());
        seen.extend(logged(|| {
            let n = make().fold(0, |n, item| {
                note(format!("f {item:?}"));
                n + 1
            });
            note(format!("= {n}"));
        }));
        seen.push("count:".to_owned());
        seen.extend(logged(|| note(format!("= {}", make().count()))));
        seen.push("last:".to_owned());
        seen.extend(logged(|| note(format!("= {:?}", make().last()))));
        seen.push("nth:".to_owned());
        seen.extend(logged(|| {
            let mut it = make();
            for n in [1, 0, 2, 0] {
                note(format!("nth({n}) = {:?}", it.nth(n)));
            }
        }));
    }
    seen
}

/// [`observe`] from the back: `next_back()` and `next()` in turn, then `rfold`.
fn observe_back<I>(make: impl Fn() -> I) -> Vec<String>
where
    I: DoubleEndedIterator,
    I::Item: std::fmt::Debug,
{
    let mut seen = logged(|| {
        let mut it = make();
        for step in 0.. {
            let item = if step % 2 == 0 {
                it.next_back()
            } else {
                it.next()
            };
            note(format!("{step}: {item:?}, size_hint {:?}", it.size_hint()));
            if item.is_none() {
                break;
            }
        }
    });
    seen.push("rfold:".to_owned());
    seen.extend(logged(|| {
        make().rfold((), |(), item| note(format!("f {item:?}")));
    }));
    seen
}

/// What every covered itertools adaptor does on `v` (and on the rows `w`), with the crate
/// `$krate`: values, `size_hint`s, pulls, closure calls and panics, from the front and (where
/// the adaptor is double-ended) from the back, on finite and endless inputs.
macro_rules! adaptors_observed {
    ([$($krate:tt)+], $v:expr, $w:expr) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, kmerge, kmerge_by, repeat_n};
        let v: &[u8] = $v;
        let w: &[Vec<u8>] = $w;
        let mut out: Vec<(&str, Vec<String>)> = Vec::new();
        macro_rules! all {
            ($e:expr) => {
                out.push((stringify!($e), observe(|| $e, 2000)))
            };
        }
        macro_rules! back {
            ($e:expr) => {
                out.push((stringify!($e), observe_back(|| $e)))
            };
        }
        macro_rules! lazy {
            ($e:expr) => {
                lazy!($e, 12)
            };
            ($e:expr, $steps:expr) => {
                out.push((stringify!($e), observe(|| $e, $steps)))
            };
        }
        all!(source(v).interleave(loose(v)));
        all!(loose(v).interleave(0..2));
        all!(Itertools::intersperse(source(v), 9));
        all!(Itertools::intersperse_with(loose(v), || { note("sep".to_owned()); 9 }));
        all!(source(v).merge(loose(v)));
        all!(loose(v).merge_by(source(v), |a, b| { note(format!("cmp {a} {b}")); a % 3 < b % 3 }));
        all!(source(v).tuple_windows::<(_, _)>());
        all!(loose(v).tuple_windows::<(_, _, _)>());
        all!(source(v).circular_tuple_windows::<(_, _)>());
        all!(source(v).tuples::<(_, _)>());
        all!(loose(v).tuples::<(_, _, _)>());
        all!(source(v).cartesian_product(loose(v)));
        all!(loose(v).cartesian_product(0..2));
        all!(source(v).dedup());
        all!(loose(v).dedup_by(|a, b| { note(format!("same {a} {b}")); a / 2 == b / 2 }));
        all!(source(v).dedup_with_count());
        all!(loose(v).dedup_by_with_count(|a, b| { note(format!("same {a} {b}")); a % 2 == b % 2 }));
        all!(source(v).unique());
        all!(loose(v).unique_by(|x| { note(format!("key {x}")); x % 3 }));
        all!(source(v).tuple_combinations::<(_, _)>());
        all!(loose(v).tuple_combinations::<(_, _, _)>());
        for k in 0..4 {
            all!(source(v).combinations(k));
            all!(loose(v).combinations(k));
            all!(source(v).permutations(k));
            all!(loose(v).permutations(k));
            all!(source(v).combinations_with_replacement(k));
            all!(loose(v).combinations_with_replacement(k));
        }
        all!(source(v).powerset());
        all!(loose(v).powerset());
        all!(source(v).positions(|x| { note(format!("test {x}")); x % 2 == 0 }));
        all!(source(v).update(|x| { note(format!("update {x}")); *x += 1 }));
        all!(rows(w).multi_cartesian_product());
        all!(rows(w).kmerge());
        all!(rows(w).kmerge_by(|a, b| { note(format!("lt {a} {b}")); a % 4 < b % 4 }));
        all!(kmerge(rows(w)));
        all!(kmerge_by(rows(w), |a: &u8, b: &u8| a > b));
        all!(source(v).get(1..3));
        all!(source(v).get(2..));
        all!(source(v).get(..2));
        all!(source(v).get(1..=2));
        all!(source(v).get(..=1));
        all!(source(v).get(..));
        all!(source(v).get(3..=usize::MAX));
        all!(source(v).get(..=usize::MAX));
        all!(repeat_n(v.len(), v.len() % 4));
        back!(source(v).positions(|x| x % 2 == 1));
        back!(source(v).unique());
        back!(source(v).unique_by(|x| x / 2));
        back!(source(v).update(|x| *x *= 2));
        back!(repeat_n(v.first(), v.len() % 3));
        // Laziness: the adaptors that are lazy in itertools, on an endless input.
        lazy!(endless().interleave(endless()));
        lazy!(Itertools::intersperse(endless(), 7));
        lazy!(endless().merge(endless()));
        lazy!(endless().tuple_windows::<(_, _, _)>());
        lazy!(endless().tuples::<(_, _)>());
        lazy!(endless().cartesian_product(0..2));
        lazy!(endless().map(|x| x / 3).dedup());
        lazy!(endless().map(|x| x % 5).unique(), 5);
        lazy!(endless().tuple_combinations::<(_, _)>());
        lazy!(endless().combinations(3));
        lazy!(endless().permutations(2));
        lazy!(endless().combinations_with_replacement(2));
        lazy!(endless().powerset());
        lazy!(endless().positions(|x| x % 3 == 0));
        lazy!(endless().update(|x| *x *= 3));
        lazy!([endless(), endless()].into_iter().multi_cartesian_product());
        lazy!((0..3).map(|k| endless().map(move |x| x * 3 + k)).kmerge());
        lazy!(endless().get(2..));
        // Sizes near and past usize::MAX: the size_hints saturate or lose their upper bound.
        lazy!((0..40u64).powerset());
        lazy!((0..70u64).powerset());
        lazy!((0..u64::MAX).combinations(3));
        lazy!((0..100u64).permutations(5));
        lazy!((0..u64::MAX).permutations(2));
        lazy!((0..1000u64).combinations_with_replacement(4));
        lazy!((0..u64::MAX).combinations_with_replacement(2));
        lazy!((0..u64::MAX).tuple_combinations::<(_, _, _)>());
        lazy!((0..u64::MAX).cartesian_product(0..u64::MAX));
        lazy!([0..u64::MAX, 0..3].into_iter().multi_cartesian_product());
        lazy!([0..u64::MAX, 0..u64::MAX].into_iter().kmerge());
        lazy!((0..u64::MAX).tuple_windows::<(_, _)>());
        lazy!(Itertools::intersperse(0..u64::MAX, 0));
        out
    }};
}

/// The rows a property test merges and multiplies: a few short lists of small numbers, some of
/// them sorted.
fn rows_strategy() -> impl proptest::strategy::Strategy<Value = Vec<Vec<u8>>> {
    use proptest::prelude::*;
    let row =
        (proptest::collection::vec(0u8..6, 0..4), any::<bool>()).prop_map(|(mut row, sort)| {
            if sort {
                row.sort();
            }
            row
        });
    proptest::collection::vec(row, 0..4)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(150))]

    #[test]
    fn inline_adaptors_behave_like_itertools_step_by_step(
        v in proptest::collection::vec(0u8..6, 0..8),
        w in rows_strategy(),
    ) {
        let real = adaptors_observed!([::itertools], &v, &w);
        let inline = adaptors_observed!([crate::itertools], &v, &w);
        proptest::prop_assert_eq!(real.len(), inline.len());
        for ((what, real), (_, inline)) in real.iter().zip(&inline) {
            proptest::prop_assert_eq!(real, inline, "{}", what);
        }
    }
}

/// Plays `ops` on the lazy groups of `outer` (`(key, group)` pairs): 0 takes the next group, 1
/// takes the next item of a group taken, anything else drops one; then reads what is left. Each
/// step is noted, with the size hints.
fn play_groups<K: std::fmt::Debug, G: Iterator<Item: std::fmt::Debug>>(
    mut outer: impl Iterator<Item = (K, G)>,
    ops: &[(u8, usize)],
) {
    let mut groups = Vec::new();
    for &(op, arg) in ops {
        match op {
            0 => match outer.next() {
                Some((key, group)) => {
                    note(format!(
                        "group {key:?} {:?} {:?}",
                        outer.size_hint(),
                        group.size_hint()
                    ));
                    groups.push(group);
                }
                None => note("no group".to_owned()),
            },
            1 if !groups.is_empty() => {
                let k = arg % groups.len();
                note(format!("group {k}: {:?}", groups[k].next()));
            }
            _ if !groups.is_empty() => {
                drop(groups.remove(arg % groups.len()));
                note("dropped".to_owned());
            }
            _ => {}
        }
    }
    let rest: Vec<Vec<G::Item>> = groups.iter_mut().map(|g| g.collect()).collect();
    note(format!("rest {rest:?}"));
    let then: Vec<(K, Vec<G::Item>)> = outer.map(|(key, g)| (key, g.collect())).collect();
    note(format!("then {then:?}"));
}

/// What `chunk_by` (or, with `Some(size)`, `chunks(size)`) of crate `$krate` does on `v` under
/// the operations `ops` of [`play_groups`]: take the next group, take the next item of a group,
/// drop a group, in any order (the groups share one lazily buffered input).
macro_rules! groups_observed {
    ([$($krate:tt)+], $v:expr, $chunk_size:expr, $ops:expr) => {{
        use $($krate)+::Itertools;
        let v: &[u8] = $v;
        let ops: &[(u8, usize)] = $ops;
        logged(|| match $chunk_size {
            None => {
                let lazy = source(v).chunk_by(|x| {
                    note(format!("key {x}"));
                    x / 2
                });
                play_groups((&lazy).into_iter(), ops);
            }
            Some(size) => {
                let lazy = source(v).chunks(size);
                play_groups((&lazy).into_iter().map(|chunk| ((), chunk)), ops);
            }
        })
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    #[test]
    fn inline_chunk_by_and_chunks_behave_like_itertools_in_any_order(
        v in proptest::collection::vec(0u8..6, 0..12),
        chunk_size in proptest::option::of(0usize..4),
        ops in proptest::collection::vec((0u8..3, 0usize..4), 0..30),
    ) {
        proptest::prop_assert_eq!(
            groups_observed!([::itertools], &v, chunk_size, &ops),
            groups_observed!([crate::itertools], &v, chunk_size, &ops)
        );
    }
}

/// What the consuming methods of crate `$krate` give on `v` and the rows `w`: `format` and
/// `format_with` under every format trait and flag, formatted twice, cloned; `tree_reduce`,
/// `contains`, `concat`, `try_collect`; with the pulls and closure calls of each.
macro_rules! consumers_observed {
    ([$($krate:tt)+], $v:expr, $w:expr) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, concat};
        let v: &[u8] = $v;
        let w: &[Vec<u8>] = $w;
        let mut out: Vec<(&str, Vec<String>)> = Vec::new();
        macro_rules! seen {
            ($e:expr) => {
                out.push((stringify!($e), logged(|| note(format!("= {:?}", $e)))))
            };
        }
        seen!(format!("{}", source(v).format(", ")));
        seen!(format!("[{:?}]", source(v).map(|x| x as char).format("")));
        seen!(format!("{:>3}|{:<2x}|{:#X}", source(v).format(","), source(v).format(" "), source(v).format("-")));
        seen!(format!("{:+}|{:05}|{:o}|{:b}|{:e}|{:E}", source(v).format(" "), source(v).format(" "), source(v).format(" "), source(v).format(" "), source(v).format(" "), source(v).format(" ")));
        seen!(format!("{:p}", v.iter().format(",")));
        seen!(format!("{}", source(v).format_with("; ", |x, f| { note(format!("item {x}")); f(&format_args!("<{x}>"))?; f(&x) })));
        seen!(format!("{:?}", source(v).format_with("", |x, f| f(&(x * 2)))));
        seen!({
            let once = source(v).format(",");
            let copy = once.clone();
            (format!("{once}"), format!("{copy}"), format!("{once}"))
        });
        seen!({
            let once = source(v).format_with(",", |x, f| f(&x));
            let copy = once.clone();
            (format!("{copy}"), format!("{once}"), format!("{copy}"))
        });
        seen!({
            use std::fmt::Write;
            // A writer that fails: formatting stops at the first error.
            struct Full(usize);
            impl Write for Full {
                fn write_str(&mut self, s: &str) -> std::fmt::Result {
                    if self.0 < s.len() { return Err(std::fmt::Error) }
                    self.0 -= s.len();
                    Ok(())
                }
            }
            let mut full = Full(3);
            write!(full, "{}", source(v).format(",")).is_ok()
        });
        seen!(source(v).map(|x| x.to_string()).tree_reduce(|a, b| { note(format!("f {a} {b}")); format!("({a} {b})") }));
        seen!(source(v).tree_reduce(|a, b| a.wrapping_mul(3).wrapping_add(b)));
        seen!(source(v).contains(&3));
        seen!(source(v).map(|x| x.to_string()).contains("2"));
        seen!(rows(w).map(|row| row.collect_vec()).concat());
        seen!(concat(rows(w).map(|row| row.map(u32::from).collect::<std::collections::BTreeSet<_>>())));
        seen!(source(v).map(|x| if x < 5 { Ok(x) } else { Err(x) }).try_collect::<_, Vec<_>, _>());
        out
    }};
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(150))]

    #[test]
    fn inline_format_tree_reduce_and_friends_behave_like_itertools(
        v in proptest::collection::vec(0u8..6, 0..8),
        w in rows_strategy(),
    ) {
        let real = consumers_observed!([::itertools], &v, &w);
        let inline = consumers_observed!([crate::itertools], &v, &w);
        proptest::prop_assert_eq!(real.len(), inline.len());
        for ((what, real), (_, inline)) in real.iter().zip(&inline) {
            proptest::prop_assert_eq!(real, inline, "{}", what);
        }
    }
}

#[test]
fn every_inline_itertools_item_compiles_alone_with_what_it_needs() {
    use judge::bundle::inventory::{
        inline_itertools, inline_itertools_items, inline_itertools_methods,
    };
    use std::collections::BTreeSet;
    let mut file = String::from("#![allow(dead_code, unused)]\nfn main() {}\n");
    let none = BTreeSet::new();
    let methods = inline_itertools_methods();
    let items = inline_itertools_items();
    for method in &methods {
        let alone = inline_itertools(&BTreeSet::from([*method]), &none);
        file.push_str(&format!("mod method_{method} {{\n{alone}}}\n"));
    }
    for item in &items {
        let alone = inline_itertools(&none, &BTreeSet::from([*item]));
        file.push_str(&format!("mod item_{item} {{\n{alone}}}\n"));
    }
    assert!(methods.len() + items.len() > 80, "{methods:?} {items:?}");
    compile(&file, "2021", "itertools-parts").unwrap_or_else(|e| panic!("{e}"));
}

/// `names!(a, b, …)` imports each name from the real itertools (so this file compiles only if
/// itertools 0.14.0 exports every one at its root) and gives them as a list.
macro_rules! real_itertools_root {
    ($($name:ident),* $(,)?) => {{
        #[allow(unused_imports, deprecated)]
        use ::itertools::{$($name),*};
        [$(stringify!($name)),*]
    }};
}

/// The names the bundle treats as itertools' own under `use itertools::*` all exist there, and
/// only the crate's own (not its private helpers) are listed as what the inline module has.
#[test]
fn itertools_root_names_are_the_real_crates() {
    use judge::bundle::inventory::{ITERTOOLS_0_14_ROOT, public_inline_items};
    let real = real_itertools_root!(
        ArrayCombinations,
        Batching,
        Chunk,
        ChunkBy,
        Chunks,
        CircularTupleWindows,
        Coalesce,
        Combinations,
        CombinationsWithReplacement,
        ConsTuples,
        Dedup,
        DedupBy,
        DedupByWithCount,
        DedupWithCount,
        Diff,
        Duplicates,
        DuplicatesBy,
        Either,
        EitherOrBoth,
        ExactlyOneError,
        FilterMapOk,
        FilterOk,
        FlattenOk,
        FoldWhile,
        Format,
        FormatWith,
        Group,
        GroupBy,
        GroupingMap,
        GroupingMapBy,
        Groups,
        Interleave,
        InterleaveShortest,
        Intersperse,
        IntersperseWith,
        IntoChunks,
        Iterate,
        Itertools,
        KMerge,
        KMergeBy,
        MapInto,
        MapOk,
        Merge,
        MergeBy,
        MergeJoinBy,
        MinMaxResult,
        MultiPeek,
        MultiProduct,
        MultiUnzip,
        PadUsing,
        PeekNth,
        PeekingNext,
        PeekingTakeWhile,
        Permutations,
        Position,
        Positions,
        Powerset,
        ProcessResults,
        Product,
        PutBack,
        PutBackN,
        RcIter,
        RepeatN,
        TakeWhileInclusive,
        TakeWhileRef,
        Tee,
        TupleBuffer,
        TupleCombinations,
        TupleWindows,
        Tuples,
        Unfold,
        Unique,
        UniqueBy,
        Update,
        WhileSome,
        WithPosition,
        Zip,
        ZipEq,
        ZipLongest,
        all,
        any,
        assert_equal,
        chain,
        cloned,
        concat,
        cons_tuples,
        diff_with,
        enumerate,
        equal,
        fold,
        interleave,
        intersperse,
        intersperse_with,
        iterate,
        join,
        kmerge,
        kmerge_by,
        max,
        merge,
        merge_join_by,
        min,
        multipeek,
        multiunzip,
        multizip,
        partition,
        peek_nth,
        process_results,
        put_back,
        put_back_n,
        rciter,
        repeat_n,
        rev,
        sorted,
        sorted_unstable,
        unfold,
        zip,
        zip_eq,
        iproduct,
        izip,
        structs,
        traits,
        free,
    );
    assert_eq!(ITERTOOLS_0_14_ROOT, real);
    let public = public_inline_items();
    for helper in ["LazyBuffer", "size_hint", "GroupInner", "checked_binomial"] {
        assert!(!public.contains(helper), "{helper}");
    }
    assert!(public.contains("MinMaxResult") && public.contains("repeat_n"));
}

/// The `Itertools` methods that the inline module lacks are refused by their names alone, before
/// the compiler runs: right only while no std type has a method of the same name (a test in
/// `judge::bundle` says that every name in `STD_METHOD_NAMES` is inline). A program that gives every
/// type each lacking name through a trait of its own compiles only while that holds: a std method
/// of the name is found first (inherent) or makes the call ambiguous (a trait's), and an unstable
/// one is denied as a collision.
#[test]
fn no_method_the_inline_itertools_lacks_is_named_like_a_std_method() {
    use judge::bundle::inventory::{ITERTOOLS_0_14_METHODS, inline_itertools_methods};
    let inline = inline_itertools_methods();
    let lacking: Vec<&str> = ITERTOOLS_0_14_METHODS
        .iter()
        .copied()
        .filter(|m| !inline.contains(m))
        .collect();
    assert!(lacking.contains(&"zip_longest") && !lacking.contains(&"contains"));
    let sized = [
        "Vec<u8>",
        "String",
        "[u8; 3]",
        "std::collections::HashMap<u8, u8>",
        "std::collections::HashSet<u8>",
        "std::collections::BTreeMap<u8, u8>",
        "std::collections::BTreeSet<u8>",
        "std::collections::VecDeque<u8>",
        "std::collections::BinaryHeap<u8>",
        "Option<u8>",
        "Option<&'static u8>",
        "Result<u8, u8>",
        "std::cell::Cell<u8>",
        "std::cell::RefCell<u8>",
        "std::ops::Range<u8>",
        "std::ops::RangeInclusive<u8>",
        "u64",
        "i64",
        "usize",
        "char",
        "f64",
        "bool",
        "(u8, u8)",
        "Box<[u8]>",
        "std::rc::Rc<u8>",
        "std::vec::IntoIter<u8>",
        "std::slice::Iter<'static, u8>",
        "std::str::Chars<'static>",
        "std::iter::Map<std::vec::IntoIter<u8>, fn(u8) -> u8>",
        "std::path::PathBuf",
        "std::ffi::OsString",
        "&'static str",
        "&'static [u8]",
    ];
    let unsized_ = ["[u8]", "str", "std::path::Path", "std::ffi::OsStr"];
    let mut program = String::from(
        "#![deny(unstable_name_collisions)]\n#![allow(unused)]\npub struct Mark;\nfn f<T>() -> T { loop {} }\n",
    );
    for (module, receiver) in [
        ("by_value", "self"),
        ("by_ref", "&self"),
        ("by_mut", "&mut self"),
    ] {
        program.push_str(&format!(
            "mod {module} {{\n    use super::Mark;\n    pub trait Named {{\n"
        ));
        for m in &lacking {
            let sized = if receiver == "self" {
                " where Self: Sized"
            } else {
                ""
            };
            program.push_str(&format!(
                "        fn {m}({receiver}, _: Mark) -> Mark{sized} {{ Mark }}\n"
            ));
        }
        program.push_str("    }\n    impl<T: ?Sized> Named for T {}\n}\n");
    }
    program.push_str("fn main() {\n");
    let probes = sized.iter().map(|t| ("by_value", t.to_string())).chain(
        sized
            .iter()
            .chain(&unsized_)
            .flat_map(|t| [("by_ref", format!("&{t}")), ("by_mut", format!("&mut {t}"))]),
    );
    for (module, receiver) in probes {
        program.push_str(&format!("    {{\n        use {module}::Named;\n"));
        for m in &lacking {
            program.push_str(&format!(
                "        let _: Mark = f::<{receiver}>().{m}(Mark);\n"
            ));
        }
        program.push_str("    }\n");
    }
    program.push_str("}\n");
    compile(&program, "2024", "std-method-names").unwrap_or_else(|e| {
        panic!("an itertools method that the inline module lacks is named like a std one:\n{e}")
    });
}

/// Which traits a type implements, told at compile time by autoref specialisation: a method of
/// `Is…` (implemented for `Probe<T>` where `T` has the trait) is found before the autoref step
/// that reaches the `Not…` fallback (implemented for `&Probe<T>`).
mod trait_probe {
    pub struct Probe<T>(pub std::marker::PhantomData<T>);

    /// The probe of the type of `value`.
    pub fn of<T>(_: &T) -> Probe<T> {
        Probe(std::marker::PhantomData)
    }

    /// The probe of the item type of the iterator `iter`.
    pub fn of_item<I: Iterator>(_: &I) -> Probe<I::Item> {
        Probe(std::marker::PhantomData)
    }

    /// The probe of the second half of the item type of `iter` (a group of `chunk_by`).
    pub fn of_group<K, G, I: Iterator<Item = (K, G)>>(_: &I) -> Probe<G> {
        Probe(std::marker::PhantomData)
    }

    macro_rules! probe_trait {
        ($yes:ident, $no:ident, $method:ident, $($bound:tt)+) => {
            pub trait $yes {
                fn $method(&self) -> bool {
                    true
                }
            }
            impl<T: $($bound)+> $yes for Probe<T> {}
            pub trait $no {
                fn $method(&self) -> bool {
                    false
                }
            }
            impl<T> $no for &Probe<T> {}
        };
    }

    probe_trait!(IsIterator, NotIterator, iterator, Iterator);
    probe_trait!(
        IsDoubleEnded,
        NotDoubleEnded,
        double_ended,
        DoubleEndedIterator
    );
    probe_trait!(IsExactSize, NotExactSize, exact_size, ExactSizeIterator);
    probe_trait!(IsFused, NotFused, fused, std::iter::FusedIterator);
    probe_trait!(IsClone, NotClone, cloneable, Clone);
    probe_trait!(IsCopy, NotCopy, copyable, Copy);
    probe_trait!(IsDisplay, NotDisplay, display, std::fmt::Display);
    probe_trait!(IsDebug, NotDebug, debug, std::fmt::Debug);
    probe_trait!(IsLowerHex, NotLowerHex, lower_hex, std::fmt::LowerHex);
    probe_trait!(IsUpperHex, NotUpperHex, upper_hex, std::fmt::UpperHex);
    probe_trait!(IsOctal, NotOctal, octal, std::fmt::Octal);
    probe_trait!(IsBinary, NotBinary, binary, std::fmt::Binary);
    probe_trait!(IsLowerExp, NotLowerExp, lower_exp, std::fmt::LowerExp);
    probe_trait!(IsUpperExp, NotUpperExp, upper_exp, std::fmt::UpperExp);
    probe_trait!(IsPointer, NotPointer, pointer, std::fmt::Pointer);
    probe_trait!(IsPartialEq, NotPartialEq, partial_eq, PartialEq);
    probe_trait!(IsEq, NotEq, eq_, Eq);
    probe_trait!(IsDefault, NotDefault, default_, Default);
}

/// The traits among `Iterator`, `DoubleEndedIterator`, `ExactSizeIterator`, `FusedIterator`,
/// `Clone` and `Copy` that the type of the probe `$probe` implements (and, with `fmt`, the
/// formatting traits and those of plain values).
macro_rules! traits_of {
    ($probe:expr) => {{
        #[allow(unused_imports)]
        use trait_probe::*;
        let probe = $probe;
        let named = [
            ("Iterator", (&probe).iterator()),
            ("DoubleEndedIterator", (&probe).double_ended()),
            ("ExactSizeIterator", (&probe).exact_size()),
            ("FusedIterator", (&probe).fused()),
            ("Clone", (&probe).cloneable()),
            ("Copy", (&probe).copyable()),
        ];
        named
            .into_iter()
            .filter(|(_, has)| *has)
            .map(|(name, _)| name)
            .collect::<Vec<_>>()
    }};
    ($probe:expr, fmt) => {{
        #[allow(unused_imports)]
        use trait_probe::*;
        let probe = $probe;
        let named = [
            ("Clone", (&probe).cloneable()),
            ("Display", (&probe).display()),
            ("Debug", (&probe).debug()),
            ("LowerHex", (&probe).lower_hex()),
            ("UpperHex", (&probe).upper_hex()),
            ("Octal", (&probe).octal()),
            ("Binary", (&probe).binary()),
            ("LowerExp", (&probe).lower_exp()),
            ("UpperExp", (&probe).upper_exp()),
            ("Pointer", (&probe).pointer()),
            ("Copy", (&probe).copyable()),
            ("PartialEq", (&probe).partial_eq()),
            ("Eq", (&probe).eq_()),
            ("Default", (&probe).default_()),
        ];
        named
            .into_iter()
            .filter(|(_, has)| *has)
            .map(|(name, _)| name)
            .collect::<Vec<_>>()
    }};
}

/// A value that is not `Clone`.
struct NotClone;

// Closures that are not `Clone` (each holds a `NotClone`), made outside the test function: the
// probe must see their types whole, not while the function's own closures are still inferred.
fn nc_generate(f: fn() -> i32) -> impl FnMut() -> i32 {
    let token = NotClone;
    move || {
        let _ = &token;
        f()
    }
}

fn nc_compare(f: fn(&i32, &i32) -> bool) -> impl FnMut(&i32, &i32) -> bool {
    let token = NotClone;
    move |a, b| {
        let _ = &token;
        f(a, b)
    }
}

fn nc_key(f: fn(&i32) -> i32) -> impl FnMut(&i32) -> i32 {
    let token = NotClone;
    move |x| {
        let _ = &token;
        f(x)
    }
}

fn nc_test(f: fn(i32) -> bool) -> impl FnMut(i32) -> bool {
    let token = NotClone;
    move |x| {
        let _ = &token;
        f(x)
    }
}

fn nc_update(f: fn(&mut i32)) -> impl FnMut(&mut i32) {
    let token = NotClone;
    move |x| {
        let _ = &token;
        f(x)
    }
}

type FormatCallback<'a> = &'a mut dyn FnMut(&dyn std::fmt::Display) -> std::fmt::Result;

fn nc_format() -> impl FnMut(i32, FormatCallback) -> std::fmt::Result {
    let token = NotClone;
    move |x, f| {
        let _ = &token;
        f(&x)
    }
}

/// An iterator with every trait: `DoubleEndedIterator`, `ExactSizeIterator`, `FusedIterator`,
/// `Clone`.
fn full() -> std::vec::IntoIter<i32> {
    vec![3, 1, 2].into_iter()
}

/// An iterator that is `Clone` and nothing more.
fn clone_only() -> impl Iterator<Item = i32> + Clone {
    std::iter::from_fn(|| None::<i32>)
}

/// An iterator with every trait but `Clone`.
fn not_clone() -> impl DoubleEndedIterator<Item = i32> + ExactSizeIterator + std::iter::FusedIterator
{
    let token = NotClone;
    vec![3, 1].into_iter().inspect(move |_| {
        let _ = &token;
    })
}

/// The traits of every covered adaptor of crate `$krate` over the inner iterators `$inner` (a
/// fresh one at each use; `clone` when it is `Clone`), with `Clone` closures and with closures
/// that are not.
macro_rules! adaptor_traits {
    ([$($krate:tt)+], $inner:expr, $clone:tt) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, kmerge, kmerge_by, repeat_n};
        let token = NotClone;
        let mut out: Vec<(&str, Vec<&str>)> = Vec::new();
        macro_rules! traits {
            ($e:expr) => {{
                let value = $e;
                out.push((stringify!($e), traits_of!(trait_probe::of(&value))));
            }};
            ($e:expr, fmt) => {{
                let value = $e;
                out.push((stringify!($e), traits_of!(trait_probe::of(&value), fmt)));
            }};
        }
        traits!($inner.interleave($inner));
        traits!($inner.interleave(0..3));
        traits!(Itertools::intersperse($inner, 0));
        traits!(Itertools::intersperse_with($inner, || 0));
        traits!(Itertools::intersperse_with($inner, nc_generate(|| 0)));
        traits!($inner.merge($inner));
        traits!($inner.merge_by($inner, |a, b| a < b));
        traits!($inner.merge_by($inner, nc_compare(|a, b| a < b)));
        traits!($inner.tuple_windows::<(_, _)>());
        traits!($inner.tuples::<(_, _)>());
        traits!($inner.dedup());
        traits!($inner.dedup_by(|a, b| a == b));
        traits!($inner.dedup_with_count());
        traits!($inner.dedup_by_with_count(nc_compare(|a, b| a == b)));
        traits!($inner.unique());
        traits!($inner.unique_by(|x| *x));
        traits!($inner.unique_by(nc_key(|x| *x)));
        traits!($inner.combinations(2));
        traits!($inner.permutations(2));
        traits!($inner.combinations_with_replacement(2));
        traits!($inner.powerset());
        traits!($inner.positions(|x| x > 0));
        traits!($inner.positions(nc_test(|x| x > 0)));
        traits!($inner.update(|x| *x += 1));
        traits!($inner.update(nc_update(|x| *x += 1)));
        traits!(vec![$inner, $inner].into_iter().kmerge());
        traits!(vec![$inner, $inner].into_iter().kmerge_by(|a, b| a > b));
        traits!(kmerge(vec![$inner]));
        traits!(kmerge_by(vec![$inner], nc_compare(|a, b| a > b)));
        traits!($inner.get(1..3));
        traits!($inner.get(1..));
        traits!($inner.get(..=2));
        traits!($inner.sorted());
        traits!($inner.k_smallest(2));
        traits!(repeat_n(1, 2));
                traits!($inner.zip($inner).map(|(a, b)| a + b).tuple_windows::<(_, _, _)>());
        {
            let groups = $inner.chunk_by(|x| *x / 2);
            traits!(&groups);
            let iter = (&groups).into_iter();
            out.push(("chunk_by: Groups", traits_of!(trait_probe::of(&iter))));
            out.push(("chunk_by: Group", traits_of!(trait_probe::of_group(&iter))));
        }
        {
            let chunks = $inner.chunks(2);
            out.push(("chunks: IntoChunks", traits_of!(trait_probe::of(&chunks))));
            let iter = (&chunks).into_iter();
            out.push(("chunks: Chunks", traits_of!(trait_probe::of(&iter))));
            out.push(("chunks: Chunk", traits_of!(trait_probe::of_item(&iter))));
        }
        traits!($inner.format(","), fmt);
        traits!($inner.map(|x| x as f64).format(","), fmt);
        traits!($inner.map(|_| &token).format(","), fmt);
        traits!($inner.format_with(",", |x, f| f(&x)), fmt);
        traits!($inner.format_with(",", nc_format()), fmt);
        traits!($inner.minmax(), fmt);
        traits!($inner.minmax_by_key(nc_key(|x| *x)), fmt);
        traits!($inner.fold_while(0, |a, x| $($krate)+::FoldWhile::Continue(a + x)), fmt);
        traits!($inner.counts(), fmt);
        traits!($inner.into_group_map_by(|x| *x), fmt);
        adaptor_traits!(@$clone out, token, $inner, [$($krate)+]);
        out
    }};
    (@clone $out:ident, $token:ident, $inner:expr, [$($krate:tt)+]) => {{
        #[allow(unused_imports)]
        use $($krate)+::{Itertools, iproduct, izip};
        macro_rules! traits {
            ($e:expr) => {{
                let value = $e;
                $out.push((stringify!($e), traits_of!(trait_probe::of(&value))));
            }};
        }
        traits!($inner.cartesian_product($inner));
        traits!((0..2).cartesian_product($inner));
        traits!($inner.tuple_combinations::<(_, _)>());
        traits!($inner.tuple_combinations::<(_, _, _, _)>());
        traits!(vec![$inner, $inner].into_iter().multi_cartesian_product());
        traits!(iproduct!($inner, $inner, $inner));
        traits!(izip!($inner, $inner, 0..2));
    }};
    (@clone_exact $out:ident, $token:ident, $inner:expr, [$($krate:tt)+]) => {{
        adaptor_traits!(@clone $out, $token, $inner, [$($krate)+]);
        #[allow(unused_imports)]
        use $($krate)+::Itertools;
        let value = $inner.circular_tuple_windows::<(_, _)>();
        $out.push(("circular_tuple_windows", traits_of!(trait_probe::of(&value))));
    }};
    (@none $out:ident, $token:ident, $inner:expr, [$($krate:tt)+]) => {{}};
}

#[test]
fn inline_adaptors_implement_the_traits_that_itertools_adaptors_implement() {
    // Inner iterators: one with every trait, one with `Clone` alone, one with all but `Clone`.
    let real = [
        adaptor_traits!([::itertools], full(), clone_exact),
        adaptor_traits!([::itertools], clone_only(), clone),
        adaptor_traits!([::itertools], not_clone(), none),
    ];
    let inline = [
        adaptor_traits!([crate::itertools], full(), clone_exact),
        adaptor_traits!([crate::itertools], clone_only(), clone),
        adaptor_traits!([crate::itertools], not_clone(), none),
    ];
    let mut differ = Vec::new();
    for (real, inline) in real.iter().zip(&inline) {
        assert_eq!(real.len(), inline.len());
        for ((what, real), (_, inline)) in real.iter().zip(inline) {
            if real != inline {
                differ.push(format!("{what}: itertools {real:?}, inline {inline:?}"));
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    // The probe tells traits apart.
    assert_eq!(
        traits_of!(trait_probe::of(&full())),
        [
            "Iterator",
            "DoubleEndedIterator",
            "ExactSizeIterator",
            "FusedIterator",
            "Clone"
        ]
    );
    assert_eq!(
        traits_of!(trait_probe::of(&clone_only())),
        ["Iterator", "Clone"]
    );
    assert_eq!(
        traits_of!(trait_probe::of(&not_clone())),
        [
            "Iterator",
            "DoubleEndedIterator",
            "ExactSizeIterator",
            "FusedIterator"
        ]
    );
}

/// One solution of the corpus in `tests/fixtures/bundle/`: its first line says what the bundle
/// must do (`//! expect: same`, or `//! expect: refused <words of the message>`); its inputs are
/// `<name>.in`, `<name>.2.in`, … (none: empty input).
struct Fixture {
    name: String,
    path: PathBuf,
    refused: Option<String>,
    inputs: Vec<Vec<u8>>,
}

fn fixtures() -> Vec<Fixture> {
    let dir = judge::workspace::root().join("tests/fixtures/bundle");
    let mut fixtures: Vec<Fixture> = fs::read_dir(&dir)
        .expect("tests/fixtures/bundle exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            if path.extension()? != "rs" {
                return None;
            }
            let name = path.file_stem()?.to_string_lossy().into_owned();
            let source = fs::read_to_string(&path).ok()?;
            let expect = source
                .lines()
                .next()?
                .strip_prefix("//! expect: ")?
                .to_owned();
            let refused = expect.strip_prefix("refused ").map(str::to_owned);
            assert!(refused.is_some() || expect == "same", "{name}: `{expect}`");
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
                inputs,
            })
        })
        .collect();
    fixtures.sort_by(|a, b| a.name.cmp(&b.name));
    fixtures
}

/// The fixtures that must behave as with the real crates, built with them (`cargo build --release`
/// of a package under `target/bundle-fixtures/`, one binary per fixture).
fn real_builds(fixtures: &[Fixture]) -> std::collections::BTreeMap<String, PathBuf> {
    let dir = target_dir().join("bundle-fixtures");
    fs::create_dir_all(&dir).unwrap();
    let mut manifest = String::from(
        "[package]\nname = \"bundle-fixtures\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\
         publish = false\n\n[dependencies]\nproconio = \"=0.5.0\"\nitertools = \"=0.14.0\"\n\n\
         [workspace]\n",
    );
    for fixture in fixtures.iter().filter(|f| f.refused.is_none()) {
        manifest.push_str(&format!(
            "\n[[bin]]\nname = \"{}\"\npath = \"{}\"\n",
            fixture.name,
            fixture.path.display()
        ));
    }
    let path = dir.join("Cargo.toml");
    if fs::read_to_string(&path).ok().as_deref() != Some(manifest.as_str()) {
        fs::write(&path, manifest).unwrap();
    }
    let lock = dir.join("Cargo.lock");
    if !lock.exists() {
        fs::copy(judge::workspace::root().join("Cargo.lock"), &lock).unwrap();
    }
    judge::build::cargo_package(&path, &dir.join("target")).unwrap_or_else(|e| panic!("{e}"))
}

/// What a run shows: its output if it succeeded, else the message of its panic.
fn behaviour(exe: &std::path::Path, input: &[u8]) -> Result<String, String> {
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

#[test]
fn every_fixture_bundles_as_expected() {
    let fixtures = fixtures();
    assert!(fixtures.len() >= 60, "{} fixtures", fixtures.len());
    let real = real_builds(&fixtures);
    let check = |fixture: &Fixture| -> Result<(), String> {
        let label = format!("fixture-{}", fixture.name);
        let bundled = judge::bundle::bundle_file(&fixture.path, &label);
        match (&fixture.refused, bundled) {
            (Some(words), Err(error)) if error.contains(words.as_str()) => Ok(()),
            (Some(words), Err(error)) => Err(format!("refused without `{words}`:\n{error}")),
            (Some(_), Ok(_)) => Err("bundled, but it should be refused".to_owned()),
            (None, Err(error)) => Err(error),
            (None, Ok(bundle)) => {
                let source = fs::read_to_string(&fixture.path).map_err(|e| e.to_string())?;
                solution_kept_as_written(&source, &bundle)?;
                let exe = compile(&bundle, "2024", &label)?.exe;
                for input in &fixture.inputs {
                    let expected = behaviour(&real[&fixture.name], input);
                    let got = behaviour(&exe, input);
                    if expected != got {
                        return Err(format!(
                            "on {:?}: the real crates give {expected:?}, the bundle {got:?}",
                            String::from_utf8_lossy(input)
                        ));
                    }
                }
                Ok(())
            }
        }
    };
    // Two workers, each taking every other fixture.
    let failures: Vec<String> = thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                let (fixtures, check) = (&fixtures, &check);
                scope.spawn(move || {
                    fixtures
                        .iter()
                        .skip(worker)
                        .step_by(2)
                        .filter_map(|f| check(f).err().map(|why| format!("{}: {why}", f.name)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("worker thread"))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
