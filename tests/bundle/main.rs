//! The judge-ready bundles, in the quick form `cargo test` runs (the deep trials, in
//! `tests/bundle/deep.rs`, are ignored there and run by `cargo verify`): for every problem, `bundle` gives one std-only file
//! that compiles with plain `rustc -O` in its judge's own edition (in every edition it offers in
//! `cargo verify`) without crates and without warnings, stays under the judge's size limit, keeps
//! the solution's code, uses no std API newer than the judge's Rust, and passes every sample.
//! (The sample and stress tests check each bundle too: `judge_testkit::outputs::output_of` runs the bundle
//! after the binary and fails unless both print the same.)
//!
//! The inline `input!` is tested through a probe program, bundled and compiled like a solution, on
//! inputs chosen to be awkward; property tests (a few cases here, hundreds in `cargo verify`)
//! compare it with proconio; a sample of the fixture corpus runs against its real-crate build;
//! the inline modules are checked to be generated the same each time from cargo's sources.

mod common;

use common::{
    Fixture, PROBE, check_fixture, fixtures, real_builds, run_as_judged, solution_kept_as_written,
    two_at_a_time,
};
use judge::build::rustc as compile;
use judge::bundle::{
    MAX_BUNDLE_BYTES, Refusal, bundle, bundle_for, bundle_source, default_judge,
    without_test_code as without_test_items,
};
use judge::samples::samples;
use judge::sites;
use judge_testkit::workspace;

use judge_testkit::outputs::{bundle_verdict, games_verdict};
use judge_testkit::passed_once;
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

/// Runs `check` on every problem, two at a time, and fails listing every problem it failed on.
fn for_every_problem(check: impl Fn(&str) -> Result<(), String> + Sync) {
    let names: Vec<&str> = workspace()
        .problems()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    let failures = two_at_a_time(&names, |name| check(name), |name| name.to_string());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Problem `name`'s bundle for the judge `bundle` makes it for, with that judge.
fn bundled(name: &str) -> Result<(judge::bundle::Bundled, &'static sites::Site), String> {
    let judge = default_judge(Some(workspace().problem(name)?.site));
    let main_rs = workspace().problem(name)?.dir.join("src/main.rs");
    let bundled = judge::bundle::bundle_file_for(workspace(), &main_rs, name, judge)
        .map_err(|e| e.to_string())?;
    Ok((bundled, judge))
}

#[test]
fn every_bundle_compiles_for_its_judge_without_crates_or_warnings() {
    passed_once!(|| {
        for_every_problem(|name| {
            let (bundled, judge) = bundled(name)?;
            let rust = judge.rust.as_ref().ok_or("no Rust")?;
            // the judge's own edition here; every edition it offers in `cargo verify`
            for edition in &rust.editions[..1] {
                let compiled = compile(workspace(), &bundled.source, edition, name)
                    .map_err(|e| e.message())?;
                if !compiled.diagnostics.trim().is_empty() {
                    let warnings = compiled.diagnostics;
                    return Err(format!("rustc --edition {edition} warns:\n{warnings}"));
                }
            }
            Ok(())
        });
    },);
}

#[test]
fn every_bundle_fits_its_judge_and_keeps_the_solution_as_written() {
    passed_once!(|| {
        for_every_problem(|name| {
            let (bundled, judge) = bundled(name)?;
            let source = bundled.source;
            let limit = judge
                .rust
                .as_ref()
                .and_then(|r| r.max_source_bytes)
                .unwrap_or(usize::MAX);
            if source.len() > limit.min(MAX_BUNDLE_BYTES) {
                return Err(format!("{} bytes, over {limit}", source.len()));
            }
            let main_rs = fs::read_to_string(workspace().problem(name)?.dir.join("src/main.rs"))
                .map_err(|e| e.to_string())?;
            // The solution's part is main.rs with lines removed (its test items), none changed.
            let solution = without_test_items(&main_rs);
            let mut lines = main_rs.lines();
            if !solution.lines().all(|kept| lines.any(|line| line == kept)) {
                return Err(
                    "the solution's lines are changed, not only test items dropped".to_owned(),
                );
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
    },);
}

#[test]
fn every_bundle_passes_every_sample() {
    passed_once!(|| {
        for_every_problem(|name| {
            let cases = samples(workspace().problem(name)?);
            if cases.is_empty() {
                return Err("no samples".to_owned());
            }
            for sample in cases {
                let (input, expected) = sample.read();
                let interactive = plans::plan(name).is_some_and(|s| s.interactive.is_some());
                let judged = match expected {
                    // an interactive sample is an instance: the bundle (and the binary) must win
                    // it against every strategy of the jury
                    None if interactive => games_verdict(name, &input),
                    None => return Err(format!("{} has no .out", sample.case)),
                    Some(expected) => bundle_verdict(name, &input, &expected),
                };
                judged.map_err(|e| format!("{}: {e}", sample.input.display()))?;
            }
            Ok(())
        });
    },);
}

#[test]
fn every_bundle_uses_only_std_apis_of_its_judges_rust() {
    passed_once!(|| {
        for_every_problem(|name| {
            let (bundled, judge) = bundled(name)?;
            let rust = judge.rust.as_ref().ok_or("no Rust")?;
            judge::build::std_apis_within_edition(
                workspace(),
                &bundled.source,
                rust.minor_version(),
                bundled.editions[0],
                name,
            )
            .map_err(|e| e.message())
        });
    },);
}

#[test]
fn an_unknown_problem_is_refused_in_one_line_that_says_where_the_problems_are() {
    passed_once!(|| {
        let error = bundle(workspace(), "no-such-problem")
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "unknown problem `no-such-problem`; the problems are the folders of crates/"
        );
        let error = bundle(workspace(), "edpc-k-stone").unwrap_err().to_string();
        assert!(error.contains("did you mean `edpc-k-stones`?"), "{error}");
    },);
}

/// The probe's bundle compiled in edition 2024 (`cargo verify` compiles it in every edition of
/// every judge).
fn probe_binaries() -> &'static [PathBuf; 1] {
    static BINARIES: OnceLock<[PathBuf; 1]> = OnceLock::new();
    BINARIES.get_or_init(|| {
        let source = bundle_source(workspace(), PROBE).unwrap_or_else(|e| panic!("{e}"));
        ["2024"].map(|edition| {
            let compiled =
                compile(workspace(), &source, edition, "probe").unwrap_or_else(|e| panic!("{e}"));
            assert!(
                compiled.diagnostics.trim().is_empty(),
                "the probe warns in edition {edition}:\n{}",
                compiled.diagnostics
            );
            compiled.exe
        })
    })
}

/// What the probe prints on `input`, or the message of its panic.
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
    let [in_2024] = results;
    in_2024
}

fn assert_probe(input: &str, expected: &str) {
    assert_eq!(probe(input).as_deref(), Ok(expected), "on input {input:?}");
}

#[test]
fn input_reads_scalars_of_every_type() {
    passed_once!(|| {
        assert_probe(
            "scalars 255 -9000000000000000000 18446744073709551615 2.5 word x true -170141183460469231731687303715884105728",
            "255 -9000000000000000000 18446744073709551615 2.5 word x true -170141183460469231731687303715884105728\n",
        );
    },);
}

#[test]
fn input_reads_tuples_with_usize1_and_isize1() {
    passed_once!(|| {
        assert_probe(
            "tuples\n2\n1 2 -5\n3 1 7\n-4 9\n",
            "[(0, 1, -5), (2, 0, 7)] (-5, 9) ()\n",
        );
    },);
}

#[test]
fn input_reads_nested_arrays() {
    passed_once!(|| {
        assert_probe(
            "nested 2 3\n1 2 3\n4 5 6\n7 8 9 10",
            "[[1, 2, 3], [4, 5, 6]] [[[7, 8], [9, 10]]]\n",
        );
    });
}

#[test]
fn input_reads_length_prefixed_arrays() {
    passed_once!(|| {
        assert_probe(
            "prefixed\n2 1 2\n0\n1 5\n2 ab c\n1 7 z\n",
            "[[1, 2], [], [5]] [['a', 'b'], ['c']] [(7, 'z')]\n",
        );
    },);
}

#[test]
fn input_reads_chars_bytes_and_strings_token_by_token() {
    passed_once!(|| {
        assert_probe(
            "strings  héllo\tAb\r\nxyz  小涵\n",
            "['h', 'é', 'l', 'l', 'o'] [65, 98] zyx 小涵\n",
        );
    },);
}

#[test]
fn input_declares_mut_variables_and_patterns() {
    passed_once!(|| {
        assert_probe("mut 41 3 1 2 7 8 0 9", "42 [1, 2, 3] 7 8 9\n");
    },);
}

#[test]
fn input_resumes_where_the_previous_call_stopped() {
    passed_once!(|| {
        assert_probe("repeated 3\n2 1 2\n0\n3 10 20\n30\n", "3\n0\n60\n");
    },);
}

#[test]
fn is_stdin_empty_is_true_at_the_end_despite_trailing_whitespace() {
    passed_once!(|| {
        assert_probe("until_eof 1 2\n3 \n\n  \t\r\n", "1 2 3 true\n");
        assert_probe("until_eof", " true\n");
        assert_probe("until_eof\n\n", " true\n");
    },);
}

#[test]
fn input_reads_from_every_source_and_a_user_readable() {
    passed_once!(|| {
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
    },);
}

#[test]
fn plain_input_reads_a_line_at_a_time() {
    passed_once!(|| {
        // Past the last line it needs, the input is not UTF-8: only a reader of all stdin fails.
        let mut input = b"plain_interactive 2\n5\n-1\n".to_vec();
        input.extend_from_slice(b"\xff\xfe garbage\n");
        let exe = &probe_binaries()[0];
        let run = run_as_judged(exe, &input).expect("the probe runs");
        assert!(run.success(), "{}", String::from_utf8_lossy(&run.stderr));
        assert_eq!(run.stdout, b"6\n0\n");
    },);
}

#[test]
fn interactive_solutions_answer_before_the_input_ends() {
    passed_once!(|| {
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
    },);
}

#[test]
fn input_and_the_markers_may_be_named_by_their_paths() {
    passed_once!(|| {
        assert_probe("qualified 5 ab", "4 [['a', 'b']]\n");
    },);
}

#[test]
fn an_array_length_may_be_any_integer_type() {
    passed_once!(|| {
        assert_probe("length_u32 2 4 5", "[4, 5]\n");
    },);
}

#[test]
fn input_errors_are_clear_panics() {
    passed_once!(|| {
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
    },);
}

#[test]
fn the_inline_itertools_behaves_like_itertools() {
    passed_once!(|| {
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
    },);
}

#[test]
fn the_msrv_check_catches_a_newer_std_api() {
    passed_once!(|| {
        // `u32::checked_sub_signed` is stable since Rust 1.90.
        let newer = "fn main() { let _ = 5u32.checked_sub_signed(1); }\n";
        let error = judge::build::std_apis_within(workspace(), newer, "1.88", "msrv-check")
            .unwrap_err()
            .message();
        assert_eq!(
            error,
            "line 1: `checked_sub_signed` is stable since Rust 1.90.0"
        );
        // `Option::is_none_or` is stable since 1.82: fine for Luogu, not for CSES.
        let source = "fn main() { println!(\"{}\", Some(1).is_none_or(|x| x > 0)); }\n";
        assert!(bundle_for(workspace(), source, sites::site("luogu").unwrap()).is_ok());
        let error = bundle_for(workspace(), source, sites::site("cses").unwrap()).unwrap_err();
        // one line per use, in the solution's lines, with nothing of clippy's own
        assert_eq!(
            error.to_string(),
            "line 1: `is_none_or` is stable since Rust 1.82.0; CSES has 1.75.0"
        );
    },);
}

// The inline proconio, compiled into this test crate beside the real crate (a dev-dependency,
// named `::proconio`), so that property tests feed both the same inputs: generated by the build
// script from the same source with the same generator as the judge's.
#[allow(warnings, clippy::all)]
mod proconio {
    include!(concat!(env!("OUT_DIR"), "/proconio.rs"));
}

/// Cases per proconio property test: a few in `cargo test`, hundreds where the deep trials run
/// too (`--include-ignored`, as `cargo verify` runs this executable).
fn property_cases() -> u32 {
    let deep = std::env::args().any(|a| a == "--include-ignored" || a == "--ignored");
    if deep { 300 } else { 16 }
}

mod proconio_props;

// The inline itertools, beside the real crate, for the deep trials.
#[allow(warnings, clippy::all)]
mod itertools {
    include!(concat!(env!("OUT_DIR"), "/itertools.rs"));
}

mod deep;

#[test]
fn a_bundle_that_does_not_compile_is_refused_in_the_solutions_lines() {
    passed_once!(|| {
        // Line 7 of the solution is line 3 of the bundle: the test module above it is dropped.
        let solution = "use proconio::input;\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\nfn main() { input! { n: usize } let x: u8 = n; }\n";
        let error = bundle_source(workspace(), solution)
            .unwrap_err()
            .to_string();
        assert!(error.contains("does not compile"), "{error}");
        assert!(error.contains("--> main.rs:7:"), "{error}");
        assert!(error.contains("mismatched types"), "{error}");
        assert!(!error.contains("src/bundle"), "{error}");
        // an error only a build finds (the arithmetic_overflow lint runs in code generation's
        // passes, not in the check of each edition), in the solution's lines too
        let solution = "use proconio::input;\nfn main() {\n    input! { n: u8 }\n    let x: u8 = 255 + 1;\n    println!(\"{}\", n + x);\n}\n";
        let error = bundle_source(workspace(), solution)
            .unwrap_err()
            .to_string();
        assert!(error.contains("does not compile"), "{error}");
        assert!(error.contains("--> main.rs:4:"), "{error}");
        assert!(error.contains("overflow"), "{error}");
    },);
}

#[test]
fn a_bundle_is_refused_only_when_every_edition_of_its_judge_fails() {
    passed_once!(|| {
        // `gen` is a keyword in 2024 only: Codeforces (2021 or 2024) takes it, Luogu (2024) not.
        let source = "fn main() { let gen = 1; println!(\"{gen}\"); }\n";
        let codeforces =
            bundle_for(workspace(), source, sites::site("codeforces").unwrap()).unwrap();
        assert_eq!(codeforces.editions, ["2021"]);
        let error = bundle_for(workspace(), source, sites::site("luogu").unwrap()).unwrap_err();
        assert!(matches!(error, Refusal::Rejected(_)), "{error}");
        assert!(error.to_string().contains("--edition 2024"), "{error}");
    },);
}

#[test]
fn a_bundle_over_64_kib_is_refused_and_a_table_solution_of_48_kib_fits() {
    passed_once!(|| {
        let big = format!(
            "fn main() {{ println!(\"{{}}\", S.len()); }}\nconst S: &str = \"{}\";\n",
            "x".repeat(MAX_BUNDLE_BYTES)
        );
        let error = bundle_source(workspace(), &big).unwrap_err().to_string();
        assert!(error.contains("over Codeforces' limit"), "{error}");
        // A plain `input!` solution with a precomputed table of 48 KiB fits in 64 KiB.
        let table: Vec<String> = (0..9000)
            .map(|k| ((k * 7919) % 100_000).to_string())
            .collect();
        let mut table = table.join(",");
        table.truncate(48 * 1024 - 200);
        let table = table
            .trim_end_matches(|c: char| c != ',')
            .trim_end_matches(',');
        let solution = format!(
            "use proconio::input;\nconst T: &[u32] = &[{table}];\nfn main() {{\n    input! {{ i: usize }}\n    println!(\"{{}}\", T[i]);\n}}\n"
        );
        assert!(solution.len() > 48 * 1000, "{}", solution.len());
        let bundle = bundle_source(workspace(), &solution).unwrap_or_else(|e| panic!("{e}"));
        assert!(bundle.len() <= MAX_BUNDLE_BYTES, "{}", bundle.len());
    },);
}

#[test]
fn a_plain_input_solution_carries_little_of_the_inline_proconio() {
    passed_once!(|| {
        let solution = "use proconio::input;\nfn main() {\n    input! { n: usize, a: [u64; n] }\n    println!(\"{}\", a.iter().sum::<u64>());\n}\n";
        let bundle = bundle_source(workspace(), solution).unwrap();
        let overhead = bundle.len() - solution.len();
        assert!(overhead < 15_000, "{overhead} bytes");
    },);
}

#[test]
fn a_method_the_solution_defines_itself_brings_nothing_of_itertools() {
    passed_once!(|| {
        let source = |name: &str| {
            let path = workspace()
                .root()
                .join("tests/fixtures/bundle")
                .join(format!("{name}.rs"));
            fs::read_to_string(path).unwrap()
        };
        // its own `merge` and `combinations` bring no more than the same methods named otherwise
        // (itertools' `merge` alone would bring `Either` and its impls)
        let own = source("own-methods-named-like-itertools");
        let renamed = own
            .replace("merge", "unite")
            .replace("combinations", "choose");
        let (own, renamed) = (
            bundle_source(workspace(), &own).unwrap(),
            bundle_source(workspace(), &renamed).unwrap(),
        );
        assert!(
            own.len() < renamed.len() + 100,
            "{} bytes, {} renamed",
            own.len(),
            renamed.len()
        );
        for absent in ["fn merge<", "enum Either", "Combinations<"] {
            assert!(!own.contains(absent), "{absent} in\n{own}");
        }
        // its own `merge` and itertools' too: the bundle keeps itertools'
        let both = bundle_source(workspace(), &source("own-and-itertools-merge")).unwrap();
        assert!(both.contains("fn merge<J>"), "{both}");
    },);
}

#[test]
fn the_command_bundles_any_file_and_prints_nothing_on_failure() {
    passed_once!(|| {
        let dir = workspace().target_dir().join("build").join("command-test");
        fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.rs");
        fs::write(
            &good,
            "use proconio::input;\nfn main() { input! { n: u8 } println!(\"{n}\"); }\n",
        )
        .unwrap();
        let bundle = |file: &std::path::Path, out: &std::path::Path| {
            Command::new(env!("CARGO_BIN_EXE_judge"))
                .arg("bundle")
                .arg(file)
                .arg("--output")
                .arg(out)
                .output()
                .unwrap()
        };
        let out = dir.join("good-bundle.rs");
        let made = bundle(&good, &out);
        assert!(made.status.success(), "{made:?}");
        assert!(fs::read_to_string(&out).unwrap().contains("mod proconio"));
        let bad = dir.join("bad.rs");
        fs::write(&bad, "fn main() { let x: u8 = 256; }\n").unwrap();
        let out = dir.join("bad-bundle.rs");
        let _ = fs::remove_file(&out);
        let refused = bundle(&bad, &out);
        let error = String::from_utf8_lossy(&refused.stderr);
        assert_eq!(refused.status.code(), Some(1), "{error}");
        assert!(error.contains("bad.rs:1:"), "{error}");
        assert!(!out.exists());
    },);
}

#[test]
fn offline_without_the_crates_sources_the_command_says_in_one_line_to_run_cargo_fetch_and_exits_2()
{
    passed_once!(|| {
        // An empty cargo home (so `cargo metadata` finds no source), an empty cache, and no
        // network (with one, cargo would download the sources: `.ci/run` shows that path).
        let dir = workspace()
            .target_dir()
            .join("build")
            .join("no-sources-test");
        let _ = fs::remove_dir_all(&dir);
        for sub in ["cargo-home", "inline"] {
            fs::create_dir_all(dir.join(sub)).unwrap();
        }
        let solution = dir.join("uses-proconio.rs");
        fs::write(
            &solution,
            "use proconio::input;\nfn main() { input! { n: u8 } println!(\"{n}\"); }\n",
        )
        .unwrap();
        let run = Command::new(env!("CARGO_BIN_EXE_judge"))
            .arg("bundle")
            .arg(&solution)
            .env("CARGO_HOME", dir.join("cargo-home"))
            .env("CARGO_NET_OFFLINE", "true")
            .env("JUDGE_INLINE_DIR", dir.join("inline"))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{stderr}");
        assert!(run.stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("proconio 0.5.0") && stderr.contains("run `cargo fetch`"),
            "{stderr}"
        );
    },);
}

/// The fixtures `cargo test` runs (all of them run in `cargo verify`): every one that must be
/// refused, and a sample of the others, one per kind of thing the bundle covers. Left to `cargo
/// verify`: `itertools-every-method`, whose real build took 35 s and its bundle's build 18 s on a
/// fresh clone (2 cores, 2026-12-01); `itertools-free-functions` and `chunk-by` stand for
/// itertools here.
const QUICK_FIXTURES: &[&str] = &[
    "fastout",
    "fastout-closure-refused",
    "derive-readable",
    "proconio-glob",
    "itertools-free-functions",
    "edition-2021-only",
    "judge-cses",
    "judge-library-checker",
    "line-source-stdin-interactive",
    "chunk-by",
    "own-methods-named-like-itertools",
    "own-and-itertools-merge",
];

#[test]
fn a_sample_of_the_fixtures_bundles_as_expected() {
    passed_once!(|| {
        let all = fixtures();
        assert!(all.len() >= 80, "{} fixtures", all.len());
        let chosen: Vec<&Fixture> = all
            .iter()
            .filter(|f| f.refused.is_some() || QUICK_FIXTURES.contains(&f.name.as_str()))
            .collect();
        for name in QUICK_FIXTURES {
            assert!(chosen.iter().any(|f| f.name == *name), "no fixture {name}");
        }
        let real = real_builds(&chosen);
        let failures = two_at_a_time(
            &chosen,
            |f| check_fixture(f, &real, |_| Vec::new(), false),
            |f| f.name.clone(),
        );
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    },);
}

#[test]
fn the_inline_modules_are_generated_from_cargos_sources_the_same_each_time() {
    passed_once!(|| {
        use judge::bundle::sources::{generated, inline};
        for (krate, built, credits) in [
            (
                "proconio",
                include_str!(concat!(env!("OUT_DIR"), "/proconio.rs")),
                [
                    "proconio 0.5.0 by statiolake (MIT OR Apache-2.0)",
                    "proconio-derive 0.2.1",
                ],
            ),
            (
                "itertools",
                include_str!(concat!(env!("OUT_DIR"), "/itertools.rs")),
                [
                    "itertools 0.14.0 by bluss (MIT OR Apache-2.0)",
                    "either 1.19.0 (MIT OR Apache-2.0)",
                ],
            ),
        ] {
            let fresh = generated(workspace(), krate).unwrap();
            let again = generated(workspace(), krate).unwrap();
            assert_eq!(fresh.marked, again.marked, "{krate}: not deterministic");
            assert_eq!(fresh.marked, built, "{krate}: the build script's differs");
            let cached = inline(workspace(), krate).unwrap();
            assert_eq!(cached.marked, fresh.marked, "{krate}: the cache is stale");
            for credit in credits {
                assert!(fresh.credit.contains(credit), "{krate}: {}", fresh.credit);
            }
            // Nothing of the crates' docs or tests is carried.
            assert!(!fresh.marked.contains("///") && !fresh.marked.contains("#[test]"));
        }
    },);
}
