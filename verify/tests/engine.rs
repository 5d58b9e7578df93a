//! The one engine, on everything, at full strength (`judge::selftest`'s deep depth): every
//! group of every plan, the exhaustive ones included, at the plans' own counts, on each crate's
//! binary and on its std-only bundle; every wrong solution, shrunk; every seed's C++.
//! `cargo test -p judge-verify --test engine -- <problem>` selects one problem.

use judge::selftest::{Depth, engine_checks};
use libtest_mimic::{Arguments, Trial};

fn main() {
    let args = Arguments::from_args();
    let trials = engine_checks(Depth::Deep)
        .into_iter()
        .map(|check| Trial::test(check.name, move || (check.run)().map_err(Into::into)))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
