//! AtCoder ABC368 F Dividing Game: the game is stated once ([`Dividing`]: the numbers, a move
//! replaces one by a proper divisor, found by trial); the oracle is the kit's win/lose search of it
//! over sorted vectors of the numbers, and knows nothing of prime factors. The reference computes each number's Grundy value by its definition
//! (mex over its proper divisors' values) and XORs them by the Sprague–Grundy theorem.

use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, ACCENT_2, BAR, LOSE, PAPER, Svg, Swatch, value_plot};
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{
    Exhaustive, Figure, Generator, MaxInput, Plan, multisets, shrink_list, shrink_value,
};
use std::fmt::Write;
use std::sync::OnceLock;

pub const PLAN: Plan = Plan {
    name: "abc368f-dividing-game",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every multiset of 1 to 3 numbers in 2..=16 (815 games)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1–4 random numbers up to 120 (game search)",
            generate: random_small,
            max_size: 120,
            cases: 300,
        },
        Generator {
            name: "1–2000 random numbers up to 10^5, a third in pairs (Grundy by definition)",
            generate: random_large,
            max_size: 100_000,
            cases: 40,
        },
        Generator {
            name: "2–2000 random numbers up to 10^5, the last chosen so that Anna loses (Grundy by \
                   definition)",
            generate: random_balanced,
            max_size: 100_000,
            cases: 40,
        },
        Generator {
            name: "N up to 10^5 random numbers up to 10^5, half of them 2^k·m (k ≥ 10), half of \
                   the draws made lost for Anna (Grundy by definition)",
            generate: random_many,
            max_size: MAX_N,
            cases: 24,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

const MAX_N: usize = 100_000;
const MAX_A: u64 = 100_000;

/// The game search runs only when the product of the numbers' divisor counts (a bound on the
/// positions it can meet) is at most this.
const SEARCH_REACH: u64 = 200_000;

/// `Ok` iff `input` is N, then N numbers, 1 ≤ N ≤ 10^5, 2 ≤ A_i ≤ 10^5.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(1, MAX_N, "N")?;
    v.u64_line(n, 2, MAX_A, "A")?;
    v.eof()
}

/// The numbers of an input.
fn parse(input: &str) -> Vec<u64> {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    tokens.many(n)
}

/// The input text for `numbers`.
fn input_of(numbers: &[u64]) -> String {
    let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", numbers.len(), words.join(" "))
}

/// `Anna`/`Bruno`: the winner, Anna moving first.
fn verdict(anna_wins: bool) -> String {
    if anna_wins { "Anna\n" } else { "Bruno\n" }.to_owned()
}

/// The proper divisors of `a` (every x < a with a mod x = 0), in increasing order, by trial: each
/// x ≤ √a that divides a, with a / x beside it.
fn proper_divisors(a: u64) -> Vec<u64> {
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut x = 1;
    while x * x <= a {
        if a.is_multiple_of(x) {
            small.push(x);
            if x * x != a {
                large.push(a / x);
            }
        }
        x += 1;
    }
    small.extend(large.into_iter().rev());
    small.pop(); // a itself
    small
}

/// The game: numbers in a row; a move replaces one number by one of its proper divisors (every
/// x < A_i dividing it), typed as the number's place (from 1) and the divisor (`3 2`); the player
/// with no move (every number 1) loses. A position is the numbers as they stand.
struct Dividing;

/// How a move is typed.
const NOTATION: &str = "the number's place (from 1) and the proper divisor to put there: `3 2`";

impl Game for Dividing {
    type Position = Vec<u64>;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, numbers: &Vec<u64>) -> Vec<Move<Vec<u64>>> {
        let mut moves = Vec::new();
        for (i, &a) in numbers.iter().enumerate() {
            for x in proper_divisors(a) {
                let mut next = numbers.clone();
                next[i] = x;
                moves.push(Move::to(format!("{} {x}", i + 1), next));
            }
        }
        moves
    }

    fn draw(&self, numbers: &Vec<u64>) -> String {
        let mut text = String::new();
        for (i, &a) in numbers.iter().enumerate() {
            writeln!(text, "A_{}: {a}", i + 1).unwrap();
        }
        text
    }

    fn refuse(&self, numbers: &Vec<u64>, typed: &str) -> Option<String> {
        let words: Option<Vec<u64>> = typed.split_whitespace().map(|w| w.parse().ok()).collect();
        Some(match words.as_deref() {
            Some(&[i, x]) => match numbers.get((i as usize).wrapping_sub(1)) {
                None => format!(
                    "there is no A_{i}: the numbers are A_1 to A_{}",
                    numbers.len()
                ),
                Some(&a) if x == a => format!("{x} is A_{i} itself, not a proper divisor"),
                Some(&a) => format!("{x} is not a proper divisor of A_{i} = {a}"),
            },
            _ => format!("`{typed}` is not a move: {NOTATION}"),
        })
    }

    /// The numbers sorted: their order changes nothing.
    fn canonical(&self, numbers: &Vec<u64>) -> Vec<u64> {
        let mut key = numbers.clone();
        key.sort_unstable();
        key
    }
}

/// The kit's win/lose search of [`Dividing`], with nothing known yet and no budget (the oracle
/// calls it only within [`SEARCH_REACH`] positions).
struct Search {
    search: Searcher<'static, Dividing>,
}

impl Default for Search {
    fn default() -> Self {
        Search {
            search: Searcher::new(&Dividing, usize::MAX),
        }
    }
}

impl Search {
    /// True iff the player to move wins with `numbers`: some replacement of one number by a proper
    /// divisor reaches a position the opponent loses; with every number 1, the player loses.
    pub fn first_wins(&mut self, numbers: &[u64]) -> bool {
        self.search
            .first_wins(&numbers.to_vec())
            .expect("no budget")
    }
}

/// The expected output by game search, or `None` beyond its reach.
fn oracle(input: &str) -> Option<String> {
    let numbers = parse(input);
    numbers
        .iter()
        .try_fold(1u64, |product, &a| {
            product.checked_mul(proper_divisors(a).len() as u64 + 1)
        })
        .filter(|&positions| positions <= SEARCH_REACH)?;
    Some(verdict(Search::default().first_wins(&numbers)))
}

/// The game of an input, its numbers (Anna first), for `judge play`: solved within
/// [`PLAY_BUDGET`], or refused at once when it has more positions than that. Each number can
/// become any of its divisors in one move, so the game has Π d(A_i) positions (d counting A_i
/// too); listing the moves of a far larger one (10^5 numbers) would take all the memory before
/// the budget stopped it.
fn games(input: &str) -> Games {
    let numbers = parse(input);
    let positions = numbers.iter().try_fold(1u64, |product, &a| {
        product
            .checked_mul(proper_divisors(a).len() as u64 + 1)
            .filter(|&p| p <= PLAY_BUDGET as u64)
    });
    let case = match positions {
        Some(_) => Games::case(Dividing, numbers, PLAY_BUDGET),
        None => Games::too_large(PLAY_BUDGET),
    };
    Games::new(vec![case])
}

/// The oracle's answer as a result: Anna (first) or Bruno wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Anna\n")])
}

/// Grundy values by definition for 0..=max: g(a) = mex { g(x) : x a proper divisor of a }, so
/// g(1) = 0 (g(0) is unused). Divisor lists by a sieve over multiples.
fn grundy_by_definition(max: usize) -> Vec<u32> {
    let mut proper: Vec<Vec<u32>> = vec![Vec::new(); max + 1];
    for x in 1..=max {
        for multiple in (2 * x..=max).step_by(x) {
            proper[multiple].push(x as u32);
        }
    }
    let mut grundy = vec![0u32; max + 1];
    let mut seen_by = vec![usize::MAX; 64];
    for a in 1..=max {
        for &x in &proper[a] {
            let g = grundy[x as usize] as usize;
            if g >= seen_by.len() {
                seen_by.resize(g + 1, usize::MAX);
            }
            seen_by[g] = a;
        }
        grundy[a] = (0..).find(|&g| seen_by.get(g) != Some(&a)).unwrap() as u32;
    }
    grundy
}

/// [`grundy_by_definition`] up to 10^5, computed once per process.
fn grundy_table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| grundy_by_definition(MAX_A as usize))
}

/// The expected output by Grundy values by definition and the Sprague–Grundy theorem.
fn reference(input: &str) -> Option<String> {
    let numbers = parse(input);
    let max = *numbers.iter().max()? as usize;
    if max as u64 > MAX_A {
        return None;
    }
    let grundy = grundy_table();
    let xor_sum = numbers.iter().fold(0, |x, &a| x ^ grundy[a as usize]);
    Some(verdict(xor_sum != 0))
}

/// Every multiset of 1 to 3 numbers in 2..=16, fewer numbers first.
fn exhaustive_inputs() -> Vec<String> {
    (1..=3)
        .flat_map(|count| multisets(2, 16, count))
        .map(|numbers| input_of(&numbers))
        .collect()
}

/// 1–4 random numbers in 2..=`size` (at most 120: the game search reaches every such game).
fn random_small(rng: &mut Rng, size: usize) -> String {
    let top = (size as u64).clamp(2, 120);
    let n = 1 + rng.below(4);
    let numbers: Vec<u64> = (0..n).map(|_| rng.range(2, top)).collect();
    input_of(&numbers)
}

/// 1–2000 random numbers in 2..=`size`; in a third of the inputs every number appears an even
/// number of times but one (Bruno's games are common there).
fn random_large(rng: &mut Rng, size: usize) -> String {
    let top = (size as u64).clamp(2, MAX_A);
    let n = 1 + rng.below(2000);
    let mut numbers: Vec<u64> = (0..n).map(|_| rng.range(2, top)).collect();
    if n > 2 && rng.chance(1, 3) {
        let half = numbers[..n / 2].to_vec();
        numbers[n - half.len()..].copy_from_slice(&half);
        rng.shuffle(&mut numbers);
    }
    input_of(&numbers)
}

/// 2–2000 random numbers in 2..=`size`, one of them chosen so that the Grundy values (by
/// definition) XOR to 0: a lost position for Anna, where any one number valued wrong turns the
/// answer. (In a random position the XOR is rarely 0, so a solution that divides out only the
/// primes below 100, and so values 10201 = 101² at 1, answers most of them right.)
fn random_balanced(rng: &mut Rng, size: usize) -> String {
    let top = (size as u64).clamp(2, MAX_A);
    let grundy = grundy_table();
    loop {
        let n = 2 + rng.below(1999);
        let mut numbers: Vec<u64> = (1..n).map(|_| rng.range(2, top)).collect();
        let xor_sum = numbers.iter().fold(0, |x, &a| x ^ grundy[a as usize]);
        // a number up to `top` with that value, searched from a random start; none has value 0,
        // and then the draw is made again
        let start = rng.range(2, top);
        if let Some(last) = (start..=top)
            .chain(2..start)
            .find(|&a| grundy[a as usize] == xor_sum)
        {
            numbers.push(last);
            rng.shuffle(&mut numbers);
            return input_of(&numbers);
        }
    }
}

/// N = `size` (2 to 10^5) random numbers up to 10^5 (half of them 2^k·m with k ≥ 10, Ω up to 16),
/// one chosen so that the Grundy values (by definition) XOR to 0 in half of the draws: N at the
/// statement's bound, where the other generators stop at 2000.
fn random_many(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(2, MAX_N);
    let grundy = grundy_table();
    let draw = |rng: &mut Rng| {
        if rng.chance(1, 2) {
            rng.range(2, MAX_A)
        } else {
            let k = rng.range(10, 16);
            (1 << k) * rng.range(1, MAX_A >> k)
        }
    };
    loop {
        let mut numbers: Vec<u64> = (1..n).map(|_| draw(rng)).collect();
        let xor_sum = numbers.iter().fold(0, |x, &a| x ^ grundy[a as usize]);
        let last = if rng.chance(1, 2) {
            let start = rng.range(2, MAX_A);
            (start..=MAX_A)
                .chain(2..start)
                .find(|&a| grundy[a as usize] == xor_sum)
        } else {
            Some(draw(rng))
        };
        if let Some(last) = last {
            numbers.push(last);
            rng.shuffle(&mut numbers);
            return input_of(&numbers);
        }
    }
}

/// At most this many shrinking candidates: the engine tries them all on each step.
const SHRINK_LIMIT: usize = 120;

/// Smaller games, at most [`SHRINK_LIMIT`]: fewer numbers first, then (for up to 32 numbers) one
/// number lowered, to a divisor, then by value.
fn shrink(input: &str) -> Vec<String> {
    let numbers = parse(input);
    let mut candidates = shrink_list(&numbers);
    if numbers.len() <= 32 {
        for (i, &a) in numbers.iter().enumerate() {
            let divisors = (2..a).filter(|&x| a.is_multiple_of(x)).take(3);
            for lower in divisors.chain(shrink_value(a, 2)) {
                let mut next = numbers.clone();
                next[i] = lower;
                candidates.push(next);
            }
        }
    }
    candidates.truncate(SHRINK_LIMIT);
    candidates.iter().map(|c| input_of(c)).collect()
}

/// N = 10^5 numbers: random in [2, 10^5]; every one 99991 (the largest prime ≤ 10^5, which costs
/// trial division the most); 65536 = 2^16 (Ω = 16, the most) and 10^5 = 2^5·5^5 (Ω = 10, ω = 2)
/// alternating, with one 30030 = 2·3·5·7·11·13 (Ω = ω = 6).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(368);
    let random: Vec<u64> = (0..MAX_N).map(|_| rng.range(2, MAX_A)).collect();
    let mut mixed: Vec<u64> = (0..MAX_N)
        .map(|i| if i % 2 == 0 { 65_536 } else { 100_000 })
        .collect();
    mixed[MAX_N / 2] = 30_030;
    vec![
        MaxInput {
            label: "N=10^5, random A_i in [2, 10^5]",
            input: input_of(&random),
        },
        MaxInput {
            label: "N=10^5, every A_i = 99991 (the largest prime <= 10^5)",
            input: input_of(&vec![99_991; MAX_N]),
        },
        MaxInput {
            label: "N=10^5, 65536 and 100000 alternating, one 30030",
            input: input_of(&mixed),
        },
    ]
}

/// Dividing Game: the Grundy value of one number n ≤ 64, by definition, checked against the
/// oracle's search of two numbers ((n, m) is lost iff the values are equal), with the number of
/// prime factors of n marked over each bar.
fn figure() -> String {
    const MAX: usize = 64;
    let table = grundy_by_definition(MAX);
    let mut search = Search::default();
    for n in 1..=MAX as u64 {
        for m in n..=MAX as u64 {
            assert_eq!(
                search.first_wins(&[n, m]),
                table[n as usize] != table[m as usize],
                "numbers ({n}, {m})"
            );
        }
    }
    let values: Vec<u64> = table.iter().map(|&g| u64::from(g)).collect();
    let omega = |mut n: usize| {
        let mut count = 0;
        let mut p = 2;
        while n > 1 {
            while n.is_multiple_of(p) {
                n /= p;
                count += 1;
            }
            p += 1;
        }
        count
    };
    let mut svg = Svg::page(
        (700.0, 340.0),
        "Dividing Game: the Grundy value of one number n",
        &[
            (Swatch::Cell(LOSE), "0: n = 1, lost"),
            (Swatch::Cell(ACCENT_2), "n prime"),
            (Swatch::Cell(BAR), "n composite"),
            (Swatch::Line(ACCENT, ""), "Ω(n): its prime factors"),
        ],
    );
    let fill = |n: usize| {
        if n == 0 {
            PAPER
        } else if values[n] == 0 {
            LOSE
        } else if omega(n) == 1 {
            ACCENT_2
        } else {
            BAR
        }
    };
    let (left, top, w, h) = (70.0, 90.0, 600.0, 180.0);
    value_plot(&mut svg, (left, top), (w, h), &values, fill, "n", "g(n)");
    let step = w / values.len() as f64;
    let unit = h / values.iter().copied().max().unwrap_or(1).max(1) as f64;
    for n in 1..values.len() {
        let y = top + h - omega(n) as f64 * unit;
        let x = left + n as f64 * step;
        svg.line((x, y), (x + step, y), ACCENT, 2.0, "");
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn balanced_draws_are_valid_and_lost_for_anna_at_every_size() {
        let mut rng = Rng::new(7);
        for size in [2, 3, 10, 1000, 100_000] {
            for _ in 0..3 {
                let input = random_balanced(&mut rng, size);
                validate(&input).unwrap();
                assert_eq!(reference(&input).as_deref(), Some("Bruno\n"), "{input}");
            }
        }
    }

    #[test]
    fn the_search_knows_small_positions_by_hand() {
        let mut search = Search::default();
        assert!(!search.first_wins(&[1]), "no move");
        assert!(search.first_wins(&[7]), "7 → 1");
        assert!(!search.first_wins(&[2, 3]), "two single moves");
        assert!(search.first_wins(&[4, 2]), "4 → 2 leaves (2, 2)");
        assert!(
            !search.first_wins(&[4, 9]),
            "mirror: 4 and 9 have the same moves"
        );
        assert!(!search.first_wins(&[6, 4]), "6 = 2·3 moves like 4 = 2·2");
        assert!(search.first_wins(&[12, 4]), "12 → 4 leaves (4, 4)");
    }

    #[test]
    fn grundy_by_definition_on_small_numbers() {
        let g = grundy_by_definition(16);
        assert_eq!(&g[1..], &[0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3, 1, 2, 2, 4]);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_search_and_the_definition_agree() {
        for input in exhaustive_inputs() {
            assert_eq!(oracle(&input), reference(&input), "{input}");
        }
    }

    #[test]
    fn the_validator_takes_good_inputs_and_names_bad_ones() {
        assert_eq!(validate("1\n2\n"), Ok(()));
        assert_eq!(validate("2\n100000 99991\n"), Ok(()));
        for bad in [
            "1\n1\n",
            "1\n100001\n",
            "0\n\n",
            "2\n2\n",
            "1\n2 3\n",
            "1 2\n",
            "1\n2",
            "1\n 2\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_within_reach() {
        let mut all = exhaustive_inputs();
        assert_eq!(all.len(), 815);
        let mut rng = Rng::new(1);
        for generator in PLAN.random {
            for size in [1, 2, 5, generator.max_size / 2, generator.max_size] {
                let input = (generator.generate)(&mut rng, size);
                assert!(oracle(&input).or_else(|| reference(&input)).is_some());
                all.push(input);
            }
        }
        let small = &PLAN.random[0];
        for _ in 0..50 {
            assert!(oracle(&(small.generate)(&mut rng, small.max_size)).is_some());
        }
        all.extend(max_inputs().into_iter().map(|m| m.input));
        all.extend(shrink("3\n12 5 7\n"));
        assert!(shrink(&max_inputs()[0].input).len() <= SHRINK_LIMIT);
        for input in &all {
            if let Err(e) = validate(input) {
                panic!("{input:.80}: {e}");
            }
        }
    }
}
