//! luogu-p2197-nim against its oracle (game search over pile vectors): every position of up to 3
//! piles of up to 7 stones, then seeded random positions of up to 6 piles of up to 15.

use judge::check::assert_output;
use judge::problems::luogu_p2197_nim::{all_positions, brute, input_of, random_position};
use judge::rng::Rng;

const NAME: &str = "luogu-p2197-nim";
/// Cases per input: the statement's T ≤ 10.
const T: usize = 10;

fn check_all(cases: &[Vec<u32>]) {
    for chunk in cases.chunks(T) {
        let input = input_of(chunk);
        let expected = brute(&input).expect("small positions are within the search's reach");
        assert_output(NAME, &input, &expected);
    }
}

#[test]
fn nim_matches_the_game_search_on_every_small_position() {
    let positions = all_positions(3, 7);
    assert_eq!(positions.len(), 585);
    check_all(&positions);
}

#[test]
fn nim_matches_the_game_search_on_random_positions() {
    let mut rng = Rng::new(0x2197);
    let positions: Vec<Vec<u32>> = (0..400).map(|_| random_position(&mut rng, 6, 15)).collect();
    check_all(&positions);
}
