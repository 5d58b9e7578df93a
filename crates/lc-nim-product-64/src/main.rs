//! Library Checker nim_product_64: https://judge.yosupo.jp/problem/nim_product_64
//!
//! Problem: for T ≤ 10^6 pairs 0 ≤ A, B < 2^64, print the nim product A ⊗ B (Conway's mex rule).
//! Claim: the integers below 2^(2^k) form a field under ⊕ = XOR and ⊗. Split a = a1·F ⊕ a0 and
//!        b = b1·F ⊕ b0 around F = 2^(2^(k−1)), with halves below F; then
//!        a ⊗ b = ((a0 ⊕ a1) ⊗ (b0 ⊕ b1) ⊕ a0 ⊗ b0)·F ⊕ a0 ⊗ b0 ⊕ (a1 ⊗ b1) ⊗ F/2.
//! Proof: Conway, On Numbers and Games, ch. 6: F ⊗ x = F·x for x < F, F ⊗ F = F ⊕ F/2, and the
//!        field laws; the full argument is in the crate's README.
//! Time: three halvings (64 → 32 → 16 → 8 bits) take 27 lookups in a table of byte products and
//!       19 for the products by F/2 (linear maps, tabled by byte): O(1) per pair.

use proconio::input;
use proconio::source::{once::OnceSource, Source};
use std::io::{self, BufRead, BufReader, Write};

/// The nim product of 64-bit integers, from tables.
struct NimMul {
    /// `bytes[a << 8 | b]` = a ⊗ b for a, b < 2^8 (a byte again: the bytes form a subfield).
    bytes: Box<[u8; 1 << 16]>,
    /// `half16[i][x]` = (x·2^(8i)) ⊗ 2^15 for x < 2^8: y ↦ y ⊗ 2^15 is linear over ⊕.
    half16: [[u16; 256]; 2],
    /// `half32[i][x]` = (x·2^(8i)) ⊗ 2^31 for x < 2^8.
    half32: [[u32; 256]; 4],
}

/// a ⊗ b for a, b < 2^(2h), by the claim's formula with F = 2^h: `mul` multiplies values below
/// 2^h, and `times_half` multiplies a value below 2^h by F/2 = 2^(h−1).
#[inline(always)]
fn split_product(
    a: u64,
    b: u64,
    h: u32,
    mul: impl Fn(u64, u64) -> u64,
    times_half: impl Fn(u64) -> u64,
) -> u64 {
    let low = (1 << h) - 1;
    let (a0, a1, b0, b1) = (a & low, a >> h, b & low, b >> h);
    let both_low = mul(a0, b0);
    let sums = mul(a0 ^ a1, b0 ^ b1);
    let both_high = mul(a1, b1);
    (sums ^ both_low) << h | both_low ^ times_half(both_high)
}

impl NimMul {
    fn new() -> Self {
        // Products below 2^(2h) from those below 2^h, for h = 1, 2, 4; below 2 it is a AND b.
        let mut bytes: Box<[u8; 1 << 16]> = vec![0; 1 << 16].try_into().unwrap();
        bytes[1 << 8 | 1] = 1;
        for h in [1, 2, 4] {
            let side = 1 << (2 * h);
            for a in 0..side {
                for b in 0..side {
                    let known = |x: u64, y: u64| u64::from(bytes[(x << 8 | y) as usize]);
                    let product = split_product(a, b, h, known, |p| known(p, 1 << (h - 1)));
                    bytes[(a << 8 | b) as usize] = product as u8;
                }
            }
        }
        let mut nim = NimMul {
            bytes,
            half16: [[0; 256]; 2],
            half32: [[0; 256]; 4],
        };
        for i in 0..2 {
            for x in 0..256 {
                nim.half16[i][x] = nim.mul16((x as u64) << (8 * i), 1 << 15) as u16;
            }
        }
        for i in 0..4 {
            for x in 0..256 {
                nim.half32[i][x] = nim.mul32((x as u64) << (8 * i), 1 << 31) as u32;
            }
        }
        nim
    }

    /// a ⊗ b for a, b < 2^8.
    #[inline(always)]
    fn mul8(&self, a: u64, b: u64) -> u64 {
        u64::from(self.bytes[((a << 8 | b) & 0xffff) as usize])
    }

    /// a ⊗ b for a, b < 2^16.
    #[inline(always)]
    fn mul16(&self, a: u64, b: u64) -> u64 {
        split_product(a, b, 8, |x, y| self.mul8(x, y), |p| self.mul8(p, 1 << 7))
    }

    /// a ⊗ b for a, b < 2^32.
    #[inline(always)]
    fn mul32(&self, a: u64, b: u64) -> u64 {
        split_product(
            a,
            b,
            16,
            |x, y| self.mul16(x, y),
            |p| {
                u64::from(
                    self.half16[0][(p & 255) as usize] ^ self.half16[1][(p >> 8 & 255) as usize],
                )
            },
        )
    }

    /// a ⊗ b for a, b < 2^64.
    #[inline(always)]
    fn mul64(&self, a: u64, b: u64) -> u64 {
        let table = &self.half32;
        split_product(
            a,
            b,
            32,
            |x, y| self.mul32(x, y),
            |p| {
                let byte = |i: usize| table[i][(p >> (8 * i) & 255) as usize];
                u64::from(byte(0) ^ byte(1) ^ byte(2) ^ byte(3))
            },
        )
    }

    /// a ⊗ b, in the smallest of the fields below 2^16, 2^32 and 2^64 that holds both (the
    /// larger steps would only multiply zero halves).
    fn mul(&self, a: u64, b: u64) -> u64 {
        match a | b {
            0..=0xffff => self.mul16(a, b),
            0x1_0000..=0xffff_ffff => self.mul32(a, b),
            _ => self.mul64(a, b),
        }
    }
}

/// The value of 8 ASCII bytes read as decimal digits, the first the most significant, and whether
/// all 8 are digits: the digits are combined in pairs, fours and eights inside one 64-bit word.
fn eight_digits(chunk: &[u8]) -> (u64, bool) {
    let word = u64::from_le_bytes(chunk.try_into().unwrap());
    let digits = word.wrapping_sub(0x3030_3030_3030_3030);
    // The lowest byte that is no digit has its top bit set in word (≥ 0x80), in digits (< 0x30)
    // or in word + 0x46 (0x3a..0x80); bytes of digits set none of them.
    let all_digits =
        (word | digits | word.wrapping_add(0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080 == 0;
    let pairs = digits.wrapping_mul(10).wrapping_add(digits >> 8) & 0x00ff_00ff_00ff_00ff;
    let fours = pairs.wrapping_mul(100).wrapping_add(pairs >> 16) & 0x0000_ffff_0000_ffff;
    let eight = fours.wrapping_mul(10_000).wrapping_add(fours >> 32) & 0xffff_ffff;
    (eight, all_digits)
}

/// The value of the next token of `source`; panics unless it is a decimal integer below 2^64.
#[inline(always)]
fn read_u64<R: BufRead>(source: &mut OnceSource<R>) -> u64 {
    let token = source.next_token().expect("the input ended before T pairs");
    let digits = token.as_bytes();
    let head = digits.len() % 8;
    let (mut value, mut all_digits) = (0u64, true);
    for &byte in &digits[..head] {
        let digit = byte.wrapping_sub(b'0');
        all_digits &= digit < 10;
        value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
    }
    for chunk in digits[head..].chunks_exact(8) {
        let (eight, digits_only) = eight_digits(chunk);
        all_digits &= digits_only;
        value = value.wrapping_mul(100_000_000).wrapping_add(eight);
    }
    // A 20-digit value in [10^19, 2^64) starts with 1; one at or above 2^64 wraps below 10^19.
    let fits = match digits.len() {
        1..=19 => true,
        20 => digits[0] == b'1' && value >= 10_000_000_000_000_000_000,
        _ => false,
    };
    assert!(
        all_digits && fits,
        "A and B are integers in [0, 2^64), found {token:?}"
    );
    value
}

/// `PAIRS[2k..2k + 2]` = the two decimal digits of k < 100.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// `TENS[k]` = 10^k.
const TENS: [u64; 20] = {
    let mut tens = [1; 20];
    let mut k = 1;
    while k < 20 {
        tens[k] = tens[k - 1] * 10;
        k += 1;
    }
    tens
};

/// The number of decimal digits of `n` (1 for 0).
fn decimal_len(n: u64) -> usize {
    let n = n | 1;
    // ⌊bits · log10 2⌋ (1233 / 4096 ≈ log10 2) is the digit count or one less.
    let guess = (((64 - n.leading_zeros()) * 1233) >> 12) as usize;
    guess + usize::from(n >= TENS[guess])
}

/// Writes the 4 decimal digits of `n` < 10^4, with leading zeros, to `four`.
fn write_four(four: &mut [u8], n: u32) {
    let (left, right) = (n as usize / 100 * 2, n as usize % 100 * 2);
    four[..2].copy_from_slice(&PAIRS[left..left + 2]);
    four[2..].copy_from_slice(&PAIRS[right..right + 2]);
}

/// Writes the 8 decimal digits of `n` < 10^8, with leading zeros, to `eight`.
fn write_eight(eight: &mut [u8], n: u32) {
    write_four(&mut eight[..4], n / 10_000);
    write_four(&mut eight[4..], n % 10_000);
}

/// Appends the decimal digits of `n` and a newline to `out`.
fn push_line(out: &mut Vec<u8>, n: u64) {
    // line[..20] = n in 20 digits with leading zeros, as far as they are needed
    let mut line = [b'\n'; 21];
    let (high, low) = (n / TENS[8], n % TENS[8]);
    write_eight(&mut line[12..20], low as u32);
    if high > 0 {
        write_eight(&mut line[4..12], (high % TENS[8]) as u32);
        write_four(&mut line[..4], (high / TENS[8]) as u32);
    }
    out.extend_from_slice(&line[20 - decimal_len(n)..]);
}

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    input! {
        from &mut source,
        t: usize,
    }
    let nim = NimMul::new();
    let mut out = Vec::with_capacity(21 * t);
    for _ in 0..t {
        let a = read_u64(&mut source);
        let b = read_u64(&mut source);
        push_line(&mut out, nim.mul(a, b));
    }
    io::stdout().lock().write_all(&out).unwrap();
}
