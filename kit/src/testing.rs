//! What the plans' own unit tests check of every plan: that its parts agree with its validator.

use crate::plan::Plan;
use crate::rng::Rng;
use std::path::PathBuf;

/// The workspace's root folder (the kit's manifest is in `kit/`, beside `crates/` and
/// `samples/`).
pub fn workspace_root() -> PathBuf {
    let kit = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    kit.parent()
        .expect("kit/ is in the workspace")
        .to_path_buf()
}

/// The samples folder of `problem`: `samples/<problem>/`.
pub fn samples_dir(problem: &str) -> PathBuf {
    workspace_root().join("samples").join(problem)
}

/// Every official and `edge-*` sample of `plan` is accepted by its validator, and every `ext-*`
/// one rejected; there is at least one sample.
pub fn assert_samples_agree(plan: &Plan) {
    let dir = samples_dir(plan.name);
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("the samples folder") {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let verdict = plan.validate(&std::fs::read_to_string(&path).unwrap());
        if stem.starts_with("ext-") {
            assert!(
                verdict.is_err(),
                "{stem}: an ext-* sample must be outside the statement"
            );
        } else {
            assert_eq!(verdict, Ok(()), "{stem}: the validator rejects a sample");
        }
        seen += 1;
    }
    assert!(seen > 0, "no samples in {}", dir.display());
}

/// Every sample of `problem` (a `.in` file of its samples folder) that `answer` reaches is answered
/// with its expected output (the `.out` beside it); returns how many it reached, for a plan to
/// say how many lie within its search.
pub fn assert_answers_samples(problem: &str, answer: impl Fn(&str) -> Option<String>) -> usize {
    answers_in(&samples_dir(problem), answer)
}

/// [`assert_answers_samples`] on the samples in `dir`.
fn answers_in(dir: &std::path::Path, answer: impl Fn(&str) -> Option<String>) -> usize {
    let mut within = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let input = std::fs::read_to_string(&path).unwrap();
            let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
            if let Some(answer) = answer(&input) {
                assert_eq!(answer, expected, "{}", path.display());
                within += 1;
            }
        }
    }
    within
}

/// Checks `plan` against its own validator: the samples agree with it
/// ([`assert_samples_agree`]); every exhaustive input, `per_generator` inputs of each generator
/// (sizes spread over 1..=max_size) and every max input are accepted.
pub fn assert_plan_is_valid(plan: &Plan, per_generator: usize) {
    assert_samples_agree(plan);
    let exhaustive = plan.exhaustive_inputs();
    assert!(!exhaustive.is_empty(), "no exhaustive inputs");
    for (i, input) in exhaustive.iter().enumerate() {
        assert_eq!(plan.validate(input), Ok(()), "exhaustive input {i}");
    }
    for (generator, _) in plan.generators() {
        let mut rng = Rng::new(1);
        for k in 0..per_generator {
            let size =
                1 + k * (generator.max_size - 1) / per_generator.max(2).saturating_sub(1).max(1);
            let size = size.min(generator.max_size);
            let input = (generator.generate)(&mut rng, size);
            assert_eq!(
                plan.validate(&input),
                Ok(()),
                "{} at size {size}:\n{input}",
                generator.name
            );
        }
    }
    for max in plan.max_inputs() {
        assert_eq!(plan.validate(&max.input), Ok(()), "{}", max.label);
    }
}

/// [`assert_plan_is_valid`] at the generators' small and large sizes (1 to 4, then a quarter, a
/// half and all of the largest), and more: every such input of `random` is within the oracle's or
/// the reference's reach (those of `beyond_reach` need not be), and the first candidates of shrinking it differ from it.
pub fn assert_plan_reaches(plan: &Plan) {
    assert_samples_agree(plan);
    for input in plan.exhaustive_inputs() {
        assert_eq!(plan.validate(&input), Ok(()), "exhaustive:\n{input}");
    }
    for (generator, beyond_reach) in plan.generators() {
        let mut rng = Rng::new(1);
        let max = generator.max_size;
        let mut sizes: Vec<usize> = (1..=max.min(4)).collect();
        sizes.extend(
            [max / 4, max / 2, max - 1, max]
                .into_iter()
                .filter(|&s| s > 4),
        );
        for size in sizes {
            let input = (generator.generate)(&mut rng, size);
            assert_eq!(
                plan.validate(&input),
                Ok(()),
                "{}:\n{input}",
                generator.name
            );
            assert!(
                beyond_reach || plan.answer(&input).is_some(),
                "{}: beyond reach:\n{input}",
                generator.name
            );
            for candidate in plan.shrink(&input).iter().take(200) {
                assert!(candidate.len() < input.len() || candidate != &input);
            }
        }
    }
    for max in plan.max_inputs() {
        assert_eq!(plan.validate(&max.input), Ok(()), "{}", max.label);
    }
}

/// Every input of `plan`'s generators beyond reach, at the sizes 1, 2, 3 and a quarter, a half and
/// all of the largest, from one random source seeded 1, is accepted by its validator: those
/// inputs no search answers, so the validator is what keeps them within the statement.
pub fn assert_beyond_reach_valid(plan: &Plan) {
    let mut rng = Rng::new(1);
    for generator in plan.beyond_reach {
        let max = generator.max_size;
        for size in [1, 2, 3, max / 4, max / 2, max] {
            let input = (generator.generate)(&mut rng, size.max(1));
            assert_eq!(
                plan.validate(&input),
                Ok(()),
                "{}:\n{input}",
                generator.name
            );
        }
    }
}

/// `plan`'s reference and its oracle give the same answer (or both none) on every exhaustive input
/// and every one of `more`: its two exact methods checked against each other.
pub fn assert_reference_agrees(plan: &Plan, more: impl IntoIterator<Item = String>) {
    let (Some(reference), Some(oracle)) = (plan.reference, plan.oracle) else {
        panic!("{}: a reference and an oracle to compare", plan.name);
    };
    for input in plan.exhaustive_inputs().into_iter().chain(more) {
        assert_eq!(reference(&input), oracle(&input), "{input}");
    }
}

/// `per_size` inputs of `generate` at each size of 1..=`max_size`, smallest first, from one random
/// source seeded `seed`: the random instances on which a plan's two exact methods are compared.
pub fn drawn_inputs(
    generate: fn(&mut Rng, usize) -> String,
    seed: u64,
    max_size: usize,
    per_size: usize,
) -> Vec<String> {
    let mut rng = Rng::new(seed);
    (1..=max_size)
        .flat_map(|size| {
            (0..per_size)
                .map(|_| generate(&mut rng, size))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A samples folder of its own for one test: `name` under the system's temporary folder.
    fn folder(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("plan-kit-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (file, text) in files {
            std::fs::write(dir.join(file), text).unwrap();
        }
        dir
    }

    /// Doubles a number, and reaches only numbers below 10.
    fn double(input: &str) -> Option<String> {
        let n: u32 = input.trim().parse().ok()?;
        (n < 10).then(|| format!("{}\n", 2 * n))
    }

    #[test]
    fn the_samples_within_reach_are_counted_and_those_beyond_skipped() {
        let dir = folder(
            "within",
            &[
                ("1.in", "3\n"),
                ("1.out", "6\n"),
                ("edge-1.in", "4\n"),
                ("edge-1.out", "8\n"),
                ("edge-2.in", "50\n"),
                ("edge-2.out", "100\n"),
                ("notes.txt", "not a sample"),
            ],
        );
        assert_eq!(answers_in(&dir, double), 2);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_sample_answered_otherwise_fails() {
        let dir = folder("otherwise", &[("1.in", "3\n"), ("1.out", "7\n")]);
        let outcome = std::panic::catch_unwind(|| answers_in(&dir, double));
        std::fs::remove_dir_all(dir).unwrap();
        assert!(outcome.is_err());
    }

    /// Writes `size` copies of one random digit, so that an input shows its size and its draw.
    fn digits(rng: &mut Rng, size: usize) -> String {
        rng.range(0, 9).to_string().repeat(size)
    }

    #[test]
    fn drawn_inputs_run_through_the_sizes_from_one_source() {
        let drawn = drawn_inputs(digits, 4, 3, 2);
        let lengths: Vec<usize> = drawn.iter().map(String::len).collect();
        assert_eq!(lengths, [1, 1, 2, 2, 3, 3]);
        let mut rng = Rng::new(4);
        let again: Vec<String> = [1, 1, 2, 2, 3, 3].map(|s| digits(&mut rng, s)).to_vec();
        assert_eq!(drawn, again);
    }

    /// A plan whose validator takes one line of at most five digits.
    fn five_digits(input: &str) -> Result<(), String> {
        let line = input.strip_suffix('\n').ok_or("no end of line")?;
        if line.len() <= 5 {
            Ok(())
        } else {
            Err(format!("{} digits", line.len()))
        }
    }

    fn short(rng: &mut Rng, size: usize) -> String {
        format!("{}\n", digits(rng, size.min(5)))
    }

    fn long(rng: &mut Rng, size: usize) -> String {
        format!("{}\n", digits(rng, size))
    }

    const fn digit_lines(generate: fn(&mut Rng, usize) -> String) -> crate::Generator {
        crate::Generator {
            name: "digits",
            generate,
            max_size: 8,
            cases: 1,
        }
    }

    #[test]
    fn inputs_beyond_reach_are_checked_against_the_validator() {
        const WITHIN: Plan = Plan {
            validate: Some(five_digits),
            beyond_reach: &[digit_lines(short)],
            ..Plan::NONE
        };
        assert_beyond_reach_valid(&WITHIN);
        const BEYOND: Plan = Plan {
            beyond_reach: &[digit_lines(long)],
            ..WITHIN
        };
        assert!(std::panic::catch_unwind(|| assert_beyond_reach_valid(&BEYOND)).is_err());
    }

    /// Doubles a number below 10 by adding, as a second method would.
    fn add_twice(input: &str) -> Option<String> {
        let n: u32 = input.trim().parse().ok()?;
        (n < 10).then(|| format!("{}\n", n + n))
    }

    #[test]
    fn a_reference_agrees_where_it_answers_as_the_oracle_does() {
        const AGREE: Plan = Plan {
            oracle: Some(double),
            reference: Some(add_twice),
            ..Plan::NONE
        };
        assert_reference_agrees(&AGREE, ["3\n", "12\n", "x\n"].map(String::from));
        const DISAGREE: Plan = Plan {
            reference: Some(always_five),
            ..AGREE
        };
        let outcome = std::panic::catch_unwind(|| {
            assert_reference_agrees(&DISAGREE, ["3\n".to_owned()]);
        });
        assert!(outcome.is_err());
    }

    fn always_five(_: &str) -> Option<String> {
        Some("5\n".to_owned())
    }
}
