//! The `main` of every test executable of the judge (each is `harness = false`, run by
//! libtest-mimic, which takes the same arguments as Rust's own test harness): the trials, then
//! one line that says how many judgements ran and how many were recorded as passed on the same
//! bytes and so not run again ([`crate::passed`]). A test is a plain `fn()` that panics to fail;
//! [`tests!`](crate::tests) names them, deep ones with the reason they wait for `cargo verify`.

use libtest_mimic::{Arguments, Conclusion, Trial};

/// A trial of the plain test function `test`, named `name`.
pub fn trial(name: &str, test: fn()) -> Trial {
    Trial::test(name, move || {
        test();
        Ok(())
    })
}

/// Runs `trials` with the command line's arguments, then reports the records and exits. The
/// checkout's digest (the pass record's key) is taken before any trial runs, so that what a
/// trial writes into the checkout (a scratch crate, removed after) is not in it.
pub fn main(trials: Vec<Trial>) -> ! {
    crate::passed::checkout_digest();
    finish(libtest_mimic::run(&Arguments::from_args(), trials))
}

/// Says how many judgements of this run ran and how many were recorded, then exits as
/// `conclusion` says.
pub fn finish(conclusion: Conclusion) -> ! {
    let (ran, recorded) = crate::passed::counts();
    if ran + recorded > 0 {
        println!(
            "judgements: {ran} ran, {recorded} recorded as passed on the same bytes and not run \
             again (JUDGE_RERUN=1 runs them)"
        );
    }
    conclusion.exit()
}

/// The trials of a test file: `tests![a, b; deep: c => "why it waits for cargo verify"]`, each
/// a plain `fn()` of the file, named after it; the deep ones are ignored unless the run includes
/// them (`--include-ignored`, as `cargo verify` runs).
#[macro_export]
macro_rules! tests {
    ($($test:ident),* $(,)? $(; deep: $($deep:ident => $why:expr),* $(,)?)?) => {{
        let mut trials = vec![$($crate::harness::trial(stringify!($test), $test)),*];
        $($(
            let _: &str = $why;
            trials.push($crate::harness::trial(stringify!($deep), $deep).with_ignored_flag(true));
        )*)?
        trials
    }};
}
