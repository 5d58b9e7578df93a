//! cf786a-berzerk against its oracle (the two rules applied until nothing changes): every instance
//! with n ≤ 6 (every pair of non-empty step sets), then seeded random instances with n ≤ 60 and a
//! few with n ≤ 200. One instance per input, as the statement has it.

use judge::check::assert_output;
use judge::problems::cf786a_berzerk::{
    BRUTE_MAX_N, Instance, all_instances, brute, random_instance,
};
use judge::rng::Rng;

const NAME: &str = "cf786a-berzerk";

/// Runs the binary on each instance against the oracle; returns how often each word was expected.
fn check_all(instances: &[Instance]) -> [usize; 3] {
    let mut seen = [0; 3];
    for instance in instances {
        let input = instance.input();
        let expected = brute(&input).expect("instances within the oracle's reach");
        for word in expected.split_whitespace() {
            seen[["Win", "Lose", "Loop"]
                .iter()
                .position(|&w| w == word)
                .unwrap()] += 1;
        }
        assert_output(NAME, &input, &expected);
    }
    seen
}

#[test]
fn berzerk_matches_the_rules_on_every_instance_up_to_n_6() {
    let instances = all_instances(6);
    assert_eq!(instances.len(), 1245);
    let seen = check_all(&instances);
    assert!(
        seen.iter().all(|&count| count > 0),
        "Win, Lose, Loop seen {seen:?} times"
    );
}

#[test]
fn berzerk_matches_the_rules_on_random_instances_up_to_n_60() {
    let mut rng = Rng::new(0x786A);
    let instances: Vec<Instance> = (0..400).map(|_| random_instance(&mut rng, 60)).collect();
    let seen = check_all(&instances);
    assert!(
        seen.iter().all(|&count| count > 0),
        "Win, Lose, Loop seen {seen:?} times"
    );
}

#[test]
fn berzerk_matches_the_rules_on_random_instances_up_to_n_200() {
    let mut rng = Rng::new(0x787C);
    let instances: Vec<Instance> = (0..40)
        .map(|_| random_instance(&mut rng, BRUTE_MAX_N))
        .collect();
    check_all(&instances);
}
