//! luogu-p1199-three-kingdoms against its oracle, which plays the real game (小涵 tries every pick,
//! the computer follows its rule): every ordering of the 6 pair values for N = 4, then seeded random
//! instances with distinct values for N = 6, 8 and 10. On every one 小涵 must win (the oracle never
//! prints 0), and the binary's formula must give her best winning pair.

use judge::check::assert_output;
use judge::problems::luogu_p1199_three_kingdoms::{
    brute, input_of, matrix_from_pairs, permutations, random_matrix,
};
use judge::rng::Rng;

const NAME: &str = "luogu-p1199-three-kingdoms";

fn check(value: &[Vec<u32>]) {
    let input = input_of(value);
    let expected = brute(&input).expect("distinct values, N even and small: within reach");
    assert_ne!(expected, "0\n", "小涵 cannot win on this input:\n{input}");
    assert_output(NAME, &input, &expected);
}

#[test]
fn three_kingdoms_matches_the_game_on_every_ordering_for_four_generals() {
    let orderings = permutations(6);
    assert_eq!(orderings.len(), 720);
    for ranks in orderings {
        // ranks spread over the whole range, 0 and 10^9 included
        let values: Vec<u32> = ranks.iter().map(|&r| r * 200_000_000).collect();
        check(&matrix_from_pairs(4, &values));
    }
}

#[test]
fn three_kingdoms_matches_the_game_on_random_instances() {
    let mut rng = Rng::new(0x1199);
    for (n, count) in [(6, 600), (8, 400), (10, 60)] {
        for k in 0..count {
            // half with values close together, half spread up to 10^9
            let max = if k % 2 == 0 { 100 } else { 1_000_000_000 };
            check(&random_matrix(&mut rng, n, max));
        }
    }
}
