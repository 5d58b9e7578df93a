//! One named test per sample file: `samples/<problem>/<case>.in` is run through the real binary,
//! as a judge runs it, and its output must be exactly `<case>.out`. A sample that passed on the
//! same bytes (this executable, the binary, the two files) is not run again.
//! `cargo test -- <problem>` runs one problem's samples.
//!
//! An interactive problem's sample is an instance with no `.out`: its binary and its bundle must
//! win it against every strategy of the plan's jury.
//!
//! The layout itself is tested too: a problem crate without samples, a samples folder without a
//! crate, and an `.in` without its `.out` each appear as a failing test that says which.

use judge::build::binary;
use judge::samples::{Sample, samples};
use judge::workspace::Problem;
use judge_testkit::outputs::{games_verdict, verdict};
use judge_testkit::passed::{Key, passed_before, record_pass};
use judge_testkit::workspace;
use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeSet;
use std::fs;

fn sample_trial(problem: &'static Problem, sample: Sample) -> Trial {
    let name = format!("{}/{}", problem.name, sample.case);
    let interactive = plans::plan(&problem.name).is_some_and(|plan| plan.interactive.is_some());
    Trial::test(name.clone(), move || {
        match (&sample.output, interactive) {
            (None, false) => {
                return Err(format!(
                    "{} has no expected output: add {}",
                    sample.input.display(),
                    sample.input.with_extension("out").display()
                )
                .into());
            }
            (Some(output), true) => {
                return Err(format!(
                    "{} is an interactive problem: its jury judges every game, so {} is never \
                     read; remove it",
                    problem.name,
                    output.display()
                )
                .into());
            }
            _ => {}
        }
        // a sample that passed before on the same test executable, binary and files is not run
        // again (`judge_testkit::passed`; `JUDGE_RERUN=1` runs it)
        let mut key = Key::new();
        if let Ok(exe) = std::env::current_exe() {
            key.file(&exe);
        }
        key.file(binary(workspace(), &problem.name))
            .file(&sample.input);
        if let Some(output) = &sample.output {
            key.file(output);
        }
        let (trial, key) = (format!("samples/{name}"), key.finish());
        if passed_before(&trial, &key) {
            return Ok(());
        }
        let (input, expected) = sample.read();
        let judged = match expected {
            // an interactive sample is an instance: the binary and the bundle play it against
            // every strategy of the jury
            None => games_verdict(&problem.name, &input),
            Some(expected) => verdict(&problem.name, &input, &expected),
        };
        judged.map_err(|message| Failed::from(format!("{}: {message}", sample.input.display())))?;
        record_pass(&trial, &key);
        Ok(())
    })
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for problem in workspace().problems() {
        let cases = samples(problem);
        if cases.is_empty() {
            let dir = problem.samples_dir();
            trials.push(Trial::test(
                format!("{}/(samples)", problem.name),
                move || {
                    Err(format!(
                        "crate {} has no samples: add {}/1.in and 1.out",
                        problem.name,
                        dir.display()
                    )
                    .into())
                },
            ));
        }
        trials.extend(
            cases
                .into_iter()
                .map(|sample| sample_trial(problem, sample)),
        );
    }

    let crates: BTreeSet<&str> = workspace()
        .problems()
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    if let Ok(entries) = fs::read_dir(workspace().root().join("samples")) {
        for entry in entries.flatten() {
            let folder = entry.file_name().to_string_lossy().into_owned();
            if !crates.contains(folder.as_str()) {
                let path = entry.path();
                trials.push(Trial::test(format!("{folder}/(crate)"), move || {
                    Err(format!(
                        "{} has no problem crate: add crates/{folder} or remove the folder",
                        path.display()
                    )
                    .into())
                }));
            }
        }
    }
    judge_testkit::harness::finish(libtest_mimic::run(&args, trials));
}
