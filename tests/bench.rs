//! The bench measures what it says: one row per max input, sane figures, ratios against another
//! program, and a check that both printed the same output.

use judge::bench::{Against, against_command, bench_problem, table, to_json};
use judge::workspace::{binary, problem};
use std::path::Path;

const NAME: &str = "luogu-p2197-nim";

/// The judge binary, which the bench runs every program through to measure it.
fn launcher() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_judge"))
}

#[test]
fn bench_rows_against_ourselves_and_against_a_silent_program() {
    let nim = problem(NAME).unwrap();
    let exe = binary(NAME);
    let ourselves = against_command(&Against::Command(exe.display().to_string()), nim)
        .unwrap()
        .unwrap();
    let mut seen = Vec::new();
    let rows = bench_problem(launcher(), nim, exe, Some(&ourselves), 2, &mut |what| {
        seen.push(what.to_owned())
    })
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
    let versus = row.against.as_ref().unwrap();
    assert!(versus.same_output);
    assert!(versus.ratio > 0.0);
    let printed = table(&rows);
    assert!(printed.contains("| luogu-p2197-nim |") && printed.contains("ratio ours/other"));
    assert_eq!(to_json(&rows)[0]["problem"], NAME);

    let silent = against_command(&Against::Command("true".to_owned()), nim)
        .unwrap()
        .unwrap();
    let rows = bench_problem(launcher(), nim, exe, Some(&silent), 1, &mut |_| {}).unwrap();
    assert!(!rows[0].against.as_ref().unwrap().same_output);
    assert!(table(&rows).contains("outputs differ"));
}

#[test]
fn peak_memory_is_the_programs_own_not_the_benchs() {
    // Hold 256 MiB, touched, while measuring: a figure that inherits the parent's would show it.
    let ballast = vec![1u8; 256 << 20];
    let nim = problem(NAME).unwrap();
    let rows = bench_problem(launcher(), nim, binary(NAME), None, 1, &mut |_| {}).unwrap();
    let peak_mib = rows[0].ours.peak_rss_kib / 1024;
    assert!(
        peak_mib < 64,
        "nim's peak RSS is {peak_mib} MiB: the parent's memory leaked into it"
    );
    assert_eq!(
        ballast.iter().map(|&b| usize::from(b)).sum::<usize>(),
        256 << 20
    );
}
