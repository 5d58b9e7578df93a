//! Library Checker nim_product_64. The oracle multiplies by the mex definitions of ⊕ and ⊗ alone
//! (tables of every pair below 256); beyond the tables, for up to 10^4 pairs, by Conway's
//! recursion on halves in its plain form (four half products, no tables). The reference, fast
//! enough for the max inputs, multiplies powers of two by Conway's rules and extends the product
//! to all values by distributivity. None of them is the solution's three-product step over a
//! table of byte products.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, mixed_pairs, shrink, small_pairs, structured_pairs,
    uniform_pairs,
};
use plan_kit::tokens::{Tokens, push_number};
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{oracle, reference};

pub const PLAN: Plan = Plan {
    name: "lc-nim-product-64",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every pair a, b < 256 (65,536 pairs, 4096 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-1000 pairs of uniform 64-bit values",
            generate: uniform_pairs,
            max_size: 1000,
            cases: 30,
        },
        Generator {
            name: "1-1000 pairs of structured values: inside each subfield (below 2^8, 2^16, 2^32), \
                   powers of two and their neighbours, Fermat 2-powers F, F/2, 3F/2, 2^64 − 1",
            generate: structured_pairs,
            max_size: 1000,
            cases: 30,
        },
        Generator {
            name: "1-200 pairs below 256 (within the definition's tables)",
            generate: small_pairs,
            max_size: 200,
            cases: 30,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-2·10^4 pairs, each uniform or structured, against the reference",
        generate: mixed_pairs,
        max_size: 20_000,
        cases: 20,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    ..Plan::NONE
};

/// The statement's limit on T.
const MAX_T: usize = 1_000_000;

/// `Ok` iff `input` is T, then T lines `A B`, within the limits.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "T")?;
    for _ in 0..t {
        v.u64(0, u64::MAX, "A")?;
        v.space()?;
        v.u64(0, u64::MAX, "B")?;
        v.eoln()?;
    }
    v.eof()
}

/// The pairs (A, B) of an input.
fn parse_input(input: &str) -> Vec<(u64, u64)> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.read();
    (0..t).map(|_| (tokens.read(), tokens.read())).collect()
}

/// An input holding `pairs`.
fn input_of(pairs: &[(u64, u64)]) -> String {
    let mut input = String::with_capacity(42 * pairs.len() + 8);
    push_number(&mut input, pairs.len() as u64);
    input.push('\n');
    for &(a, b) in pairs {
        push_number(&mut input, a);
        input.push(' ');
        push_number(&mut input, b);
        input.push('\n');
    }
    input
}
