//! Running a problem's binary on an input and checking its output: what the sample and stress
//! tests share. Every run also runs the problem's std-only bundle (`judge bundle`), which must
//! print the same; an interactive problem's binary and bundle must both win every game
//! ([`games_verdict`]).

use crate::workspace;
use judge::build::binary;
use judge::bundle::bundle_binary;
use judge::compare::compare;
use judge::engine::Verdict;
use judge::engine::interactive::{TRANSCRIPT_TAIL, plain_game_verdict, play_game};
use judge::run::{Limits as RunLimits, run};
use judge::text::shorten;
use judge::workspace::{Problem, judge_exe};
use plan_kit::interactive::game_seed;
use std::path::Path;
use std::time::Duration;

/// How long a game's program may wait on nothing before it is idle: far beyond any round trip.
const IDLE: Duration = Duration::from_secs(2);

/// The limit a test run gets: the judge's limit with room for a loaded 2-core machine and the
/// overflow checks of the test build, and never under 10 s. It stops hangs, it measures nothing.
pub fn test_limit(problem: &Problem) -> Duration {
    (problem.time_limit * 10).max(Duration::from_secs(10))
}

/// The output of problem `name`'s binary on `input`, or why there is none (it failed or hung, or
/// its std-only bundle printed something else).
pub fn output_of(name: &str, input: &str) -> Result<String, String> {
    let limit = test_limit(workspace().problem(name)?);
    let output = output_of_exe(
        &format!("`{name}`"),
        binary(workspace(), name),
        input,
        limit,
    )?;
    let bundled = bundle_output_of(name, input)?;
    compare(&output, &bundled).map_err(|mismatch| {
        format!("the bundle of `{name}` differs from its binary: {mismatch}")
    })?;
    Ok(output)
}

/// The output of problem `name`'s std-only bundle (compiled with `rustc -O --edition 2024`) on
/// `input`, or why there is none (it does not bundle or compile, failed or hung).
pub fn bundle_output_of(name: &str, input: &str) -> Result<String, String> {
    let limit = test_limit(workspace().problem(name)?);
    let exe =
        bundle_binary(workspace(), name).map_err(|e| format!("the bundle of `{name}`: {e:#}"))?;
    output_of_exe(&format!("the bundle of `{name}`"), &exe, input, limit)
}

/// The output of `exe` (described as `what`) on `input`, killed at `limit`.
fn output_of_exe(what: &str, exe: &Path, input: &str, limit: Duration) -> Result<String, String> {
    let run = run(exe, input.as_bytes(), limit).map_err(|e| format!("cannot run {what}: {e}"))?;
    if !run.success() {
        return Err(format!("{what} {}", run.describe_failure()));
    }
    String::from_utf8(run.stdout).map_err(|_| format!("{what} printed invalid UTF-8"))
}

/// `Ok` iff problem `name`'s binary prints exactly `expected` on `input`; otherwise where not.
pub fn verdict(name: &str, input: &str, expected: &str) -> Result<(), String> {
    let actual = output_of(name, input)?;
    compare(expected, &actual).map_err(|mismatch| mismatch.to_string())
}

/// `Ok` iff problem `name`'s bundle prints exactly `expected` on `input`; otherwise where not.
pub fn bundle_verdict(name: &str, input: &str, expected: &str) -> Result<(), String> {
    let actual = bundle_output_of(name, input)?;
    compare(expected, &actual).map_err(|mismatch| format!("the bundle: {mismatch}"))
}

/// Panics, showing the input, unless problem `name`'s binary (and so its bundle) prints exactly
/// `expected` on `input`.
pub fn assert_output(name: &str, input: &str, expected: &str) {
    if let Err(message) = verdict(name, input, expected) {
        panic!("{name}: {message}\non this input:\n{}", shorten(input));
    }
}

/// `Ok` iff problem `name`'s binary and its std-only bundle, each started through the judge's
/// launcher, win the interactive game `instance` against every strategy of the plan's jury;
/// otherwise which program lost to which strategy, why, and the end of the transcript.
pub fn games_verdict(name: &str, instance: &str) -> Result<(), String> {
    let interactive = plans::plan(name)
        .and_then(|plan| plan.interactive.as_ref())
        .ok_or_else(|| format!("`{name}` has no jury in its plan"))?;
    let limit = test_limit(workspace().problem(name)?);
    let limits = RunLimits {
        wall: limit,
        cpu: Some(limit),
        idle: Some(IDLE),
        address_space: None,
    };
    let bundle =
        bundle_binary(workspace(), name).map_err(|e| format!("the bundle of `{name}`: {e:#}"))?;
    let programs = [
        (format!("`{name}`"), binary(workspace(), name).to_path_buf()),
        (format!("the bundle of `{name}`"), bundle.to_path_buf()),
    ];
    for (what, exe) in &programs {
        let command = [exe.to_str().ok_or("a program path that is not UTF-8")?];
        for (s, strategy) in interactive.strategies.iter().enumerate() {
            let seed = game_seed(0, instance, s);
            let game = play_game(&judge_exe(), &command, &limits, strategy, instance, seed)
                .map_err(|e| format!("cannot run {what}: {e}"))?;
            let (verdict, why) = plain_game_verdict(&game);
            if verdict != Verdict::Ac {
                return Err(format!(
                    "{what} against the jury's strategy `{}` (seed {seed}): {verdict}: {why}\n\
                     the transcript's end (< the jury, > the program):\n{}",
                    strategy.name,
                    game.transcript.tail(TRANSCRIPT_TAIL)
                ));
            }
        }
    }
    Ok(())
}
