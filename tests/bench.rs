//! The bench measures what it says: one row per max input, sane figures, the input floor beside
//! them, ratios against another program, and a check that both printed the same output. Every
//! README's bench table has the columns of the bench and the rows of its problem's max inputs.

use judge::bench::{
    Against, Bench, COLUMNS, TABLE_BEGIN, TABLE_END, against_command, bench_problem, floor_command,
    readme_table, table, to_json,
};
use judge::build::binary;

use judge_testkit::{passed_once, workspace};
use plans::plan;
use std::path::{Path, PathBuf};

const NAME: &str = "luogu-p2197-nim";

/// The judge binary, which the bench runs every program through to measure it.
fn launcher() -> PathBuf {
    judge::workspace::judge_exe()
}

fn bench_rows_against_ourselves_and_against_a_silent_program() {
    passed_once!(|| {
        let nim = workspace().problem(NAME).unwrap();
        let exe = binary(workspace(), NAME);
        let ourselves = against_command(
            workspace(),
            &Against::Command(exe.display().to_string()),
            nim,
        )
        .unwrap()
        .unwrap();
        let mut seen = Vec::new();
        let floor = floor_command(workspace()).unwrap();
        let rows = bench_problem(
            Bench {
                ws: workspace(),
                launcher: &launcher(),
            },
            nim,
            exe,
            Some(&ourselves),
            &floor,
            2,
            &mut |what| seen.push(what.to_owned()),
        )
        .unwrap();
        assert_eq!(rows.len(), 1, "nim has one max input");
        assert_eq!(
            seen.len(),
            3,
            "a warm-up and two runs are reported: {seen:?}"
        );
        let row = &rows[0];
        assert!(row.bytes > 400_000);
        assert!(row.ours.min <= row.ours.median && row.ours.median <= row.ours.max);
        assert!(row.ours.peak_rss_kib > 0);
        assert!(row.floor.min <= row.floor.median && row.floor.median <= row.floor.max);
        assert!(row.floor_ratio > 0.0);
        let versus = row.against.as_ref().unwrap();
        assert!(versus.same_output);
        assert!(versus.ratio > 0.0);
        let printed = table(&rows);
        assert!(printed.contains("| luogu-p2197-nim |") && printed.contains("ratio ours/other"));
        assert!(printed.contains("| × floor |"));
        assert_eq!(to_json(&rows)[0]["problem"], NAME);
        assert!(to_json(&rows)[0]["floor_ratio"].as_f64().unwrap() > 0.0);

        let silent = against_command(workspace(), &Against::Command("true".to_owned()), nim)
            .unwrap()
            .unwrap();
        let rows = bench_problem(
            Bench {
                ws: workspace(),
                launcher: &launcher(),
            },
            nim,
            exe,
            Some(&silent),
            &floor,
            1,
            &mut |_| {},
        )
        .unwrap();
        assert!(!rows[0].against.as_ref().unwrap().same_output);
        assert!(table(&rows).contains("outputs differ"));
    },);
}

/// The time against the limit is CPU time, as a judge limits it: a program that sleeps most
/// of its 400 ms of wall time takes little of the limit.
fn the_share_of_the_time_limit_is_cpu_time() {
    passed_once!(|| {
        let nim = workspace().problem(NAME).unwrap();
        let dir = workspace().target_dir().join("judge/bench-test");
        std::fs::create_dir_all(&dir).unwrap();
        let sleeper = dir.join("sleeper.sh");
        std::fs::write(&sleeper, "#!/bin/sh\nsleep 0.4\nexec cat >/dev/null\n").unwrap();
        std::fs::set_permissions(
            &sleeper,
            std::os::unix::fs::PermissionsExt::from_mode(0o755),
        )
        .unwrap();
        let floor = floor_command(workspace()).unwrap();
        let rows = bench_problem(
            Bench {
                ws: workspace(),
                launcher: &launcher(),
            },
            nim,
            &sleeper,
            None,
            &floor,
            1,
            &mut |_| {},
        )
        .unwrap();
        let ours = &rows[0].ours;
        assert!(ours.median.as_millis() >= 400, "{ours:?}");
        assert!(ours.cpu_median * 4 < ours.median, "{ours:?}");
        let share = 100.0 * ours.cpu_median.as_secs_f64() / nim.time_limit.as_secs_f64();
        assert!((rows[0].time_share() - share).abs() < 1e-9, "{ours:?}");
        assert!(rows[0].time_share() < 10.0, "{ours:?}");
        let json = &to_json(&rows)[0]["ours"]["cpu_median_ms"];
        assert!(json.as_f64().unwrap() < 100.0, "{json}");
    },);
}

fn peak_memory_is_the_programs_own_not_the_benchs() {
    passed_once!(|| {
        // Hold 256 MiB, touched, while measuring: a figure that inherits the parent's would show it.
        let ballast = vec![1u8; 256 << 20];
        let nim = workspace().problem(NAME).unwrap();
        let floor = floor_command(workspace()).unwrap();
        let rows = bench_problem(
            Bench {
                ws: workspace(),
                launcher: &launcher(),
            },
            nim,
            binary(workspace(), NAME),
            None,
            &floor,
            1,
            &mut |_| {},
        )
        .unwrap();
        let peak_mib = rows[0].ours.peak_rss_kib / 1024;
        assert!(
            peak_mib < 64,
            "nim's peak RSS is {peak_mib} MiB: the parent's memory leaked into it"
        );
        assert_eq!(
            ballast.iter().map(|&b| usize::from(b)).sum::<usize>(),
            256 << 20
        );
    },);
}

fn the_floor_parses_every_integer_token() {
    passed_once!(|| {
        let floor = floor_command(workspace()).unwrap();
        let input = b"3 -4\r\n  18446744073709551615\n\n7";
        let run = judge::run::run_command(
            &[floor[0].as_str()],
            input,
            std::time::Duration::from_secs(10),
        )
        .unwrap();
        assert!(run.success(), "{}", run.describe_failure());
        // 3 - 4 + (2^64 - 1) + 7 = 5 modulo 2^64
        assert_eq!(String::from_utf8_lossy(&run.stdout), "4 5\n");
    },);
}

/// The bench table between the markers of the README at `path`: its header and its rows.
fn table_of(path: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(
        (
            text.matches(TABLE_BEGIN).count(),
            text.matches(TABLE_END).count()
        ),
        (1, 1),
        "{}: one pair of bench table markers",
        path.display()
    );
    readme_table(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The (problem, max input) cells of `rows` under `header`, which must hold the bench's columns.
fn keys(path: &Path, header: &[String], rows: &[Vec<String>]) -> Vec<(String, String)> {
    assert!(
        header.len() >= COLUMNS.len() && header[..COLUMNS.len()] == COLUMNS,
        "{}: the bench table's columns are {header:?}, not those of `bench` ({COLUMNS:?}): \
         rerun `cargo judge bench --write-readmes`",
        path.display()
    );
    rows.iter()
        .map(|row| {
            assert_eq!(row.len(), header.len(), "{}: {row:?}", path.display());
            (row[0].clone(), row[1].clone())
        })
        .collect()
}

/// The (problem, label) of each max input of `name`, in the bench's order; none without a Plan.
fn max_inputs(name: &str) -> Vec<(String, String)> {
    plan(name).map_or_else(Vec::new, |plan| {
        plan.max_inputs()
            .iter()
            .map(|max| (name.to_owned(), max.label.to_owned()))
            .collect()
    })
}

fn every_readme_table_has_the_rows_of_the_current_max_inputs() {
    passed_once!(|| {
        let mut collection = Vec::new();
        for problem in workspace().problems() {
            let path = problem.dir.join("README.md");
            let expected = max_inputs(&problem.name);
            // A problem without max inputs (yet) has no bench table; a problem of one's own may have
            // none until it is benched (`new` writes the markers with nothing between them): once
            // it has one, the table must be current.
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if !judge::bench::rows_due(problem.collection, !expected.is_empty(), &text) {
                continue;
            }
            let (header, rows) = table_of(&path);
            assert_eq!(
                keys(&path, &header, &rows),
                expected,
                "{}: the bench table's rows are not the max inputs of {}: rerun \
             `cargo judge bench {} --write-readmes`",
                path.display(),
                problem.name,
                problem.name
            );
            if problem.collection {
                collection.extend(expected);
            }
        }
        let path = judge::bench::bench_page(workspace());
        let (header, rows) = table_of(&path);
        assert_eq!(
            keys(&path, &header, &rows),
            collection,
            "docs/bench.md: the bench table's rows are not the collection's max inputs: rerun \
         `cargo judge bench --write-readmes`"
        );
    },);
}

/// The echo floor of the interactive rows answers every line through the judge's interactive
/// path, and the round-trip timing gives both paths.
fn the_echo_floor_answers_every_line_through_the_judge() {
    passed_once!(|| {
        let echo = judge::bench::games::echo_command(workspace()).unwrap();
        let echo: Vec<&str> = echo.iter().map(String::as_str).collect();
        let limits = judge::run::Limits {
            wall: std::time::Duration::from_secs(60),
            cpu: None,
            idle: Some(std::time::Duration::from_secs(2)),
            address_space: None,
        };
        let run = judge::bench::games::echo_run(&launcher(), &echo, 1000, &limits).unwrap();
        let expected: String = (0..1000).rev().map(|i| format!("{i}\n")).collect();
        assert_eq!(String::from_utf8(run.stdout).unwrap(), expected);
        let (judged, plain) =
            judge::bench::games::round_trips(workspace(), &launcher(), 200, 1).unwrap();
        assert!(judged > std::time::Duration::ZERO && plain > std::time::Duration::ZERO);
    });
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        the_echo_floor_answers_every_line_through_the_judge,
        bench_rows_against_ourselves_and_against_a_silent_program,
        the_share_of_the_time_limit_is_cpu_time,
        peak_memory_is_the_programs_own_not_the_benchs,
        the_floor_parses_every_integer_token,
        every_readme_table_has_the_rows_of_the_current_max_inputs,
    ]);
}
