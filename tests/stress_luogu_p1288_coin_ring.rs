//! luogu-p1288-coin-ring against its oracle (game search over edge values and coin node): every
//! ring of N ≤ 5 edges with values ≤ 3 (N = 1 and 2 and rings without a 0 included), then seeded
//! random rings of N ≤ 20 with values up to 30 that the search can reach.

use judge::check::assert_output;
use judge::problems::luogu_p1288_coin_ring::{all_rings, brute, input_of, random_ring};
use judge::rng::Rng;

const NAME: &str = "luogu-p1288-coin-ring";

#[test]
fn coin_ring_matches_the_game_search_on_every_small_ring() {
    let rings = all_rings(5, 3);
    assert_eq!(rings.len(), 4 + 16 + 64 + 256 + 1024);
    for edges in rings {
        let input = input_of(&edges);
        let expected = brute(&input).expect("small rings are within the search's reach");
        assert_output(NAME, &input, &expected);
    }
}

#[test]
fn coin_ring_matches_the_game_search_on_random_rings() {
    let mut rng = Rng::new(0x1288);
    let mut checked = 0;
    for k in 0..600 {
        let (max_value, zero_in_3) = if k % 2 == 0 { (4, 1) } else { (30, 2) };
        let edges = random_ring(&mut rng, 20, max_value, zero_in_3);
        let input = input_of(&edges);
        if let Some(expected) = brute(&input) {
            assert_output(NAME, &input, &expected);
            checked += 1;
        }
    }
    assert!(
        checked >= 550,
        "only {checked} random rings were within reach"
    );
}
