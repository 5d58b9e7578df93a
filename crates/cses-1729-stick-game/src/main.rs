//! CSES 1729 Stick Game: https://cses.fi/problemset/task/1729
//!
//! Game: a heap of i sticks; a move removes exactly p sticks for some p ∈ P with p ≤ i; the player
//!       who takes the last stick wins, so the player with no move loses.
//! Claim: heap 0 is lost, and heap i ≥ 1 is won iff heap i − p is lost for some p ∈ P with p ≤ i.
//! Proof: every move lowers the heap, so by induction on i: a heap with no move to a lost heap
//!        hands the opponent a won heap whatever the move; a move to a lost heap wins.
//! Method: the heaps in 64-bit words (bit j of word w: heap 64w + j is lost). A move p ≤ 64 reads
//!         a register of the last 64 verdicts: one AND for all of them, per heap. A move p > 64
//!         reads only finished words: one shifted 64-bit window per move and word. The README
//!         proves both.
//! Time: O(n + n·k/64): 11–31·10^6 instructions at n = 10^6, k ≤ 100; O(n) memory.

use proconio::input;
use std::io::{self, Write};

/// SPELL[x] = the verdicts of 8 heaps whose lost bits are x (bit j: heap j is lost): b'L' for a
/// lost heap, b'W' for a won one.
const SPELL: [[u8; 8]; 256] = {
    let mut spell = [[b'W'; 8]; 256];
    let mut x = 0;
    while x < 256 {
        let mut j = 0;
        while j < 8 {
            if x >> j & 1 == 1 {
                spell[x][j] = b'L';
            }
            j += 1;
        }
        x += 1;
    }
    spell
};

/// verdicts[i] = b'W' if the player to move wins a heap of i sticks, else b'L', for 0 ≤ i ≤ n;
/// `moves` (in any order) must lie in 1..=n.
fn verdicts(n: usize, moves: &[usize]) -> Vec<u8> {
    // near has bit 64 − p for each move p ≤ 64; far holds the others
    let mut near = 0u64;
    let mut far = Vec::new();
    for &p in moves {
        assert!((1..=n).contains(&p), "a move p = {p} is outside 1..=n");
        if p <= 64 {
            near |= 1 << (64 - p);
        } else {
            far.push(p);
        }
    }
    // lost[pad + w] bits 0..64 = the word of heaps 64w..64w + 63 (bit j: heap 64w + j is lost),
    // bits 64..128 = the next word; lost[..pad] = 0 are the heaps below 0, which no move may
    // reach: 64·pad > p for every far move p.
    let pad = far.iter().max().map_or(0, |&p| p / 64 + 1);
    // A far move p reads, for word w, the 64 lost bits from heap 64w − p: the 128-bit pair at
    // pad + w − ⌈p/64⌉, shifted down by (−p) mod 64. windows = (pad − ⌈p/64⌉, that shift).
    let windows: Vec<(usize, u32)> = far
        .iter()
        .map(|&p| (pad - p.div_ceil(64), (64 - p % 64) as u32 % 64))
        .collect();
    let heaps = n + 1;
    let words = heaps.div_ceil(64);
    let mut lost = vec![0u128; pad + words];
    // history bit 63 − d = heap i − 1 − d is lost, for the heap i about to be decided (d < 64)
    let mut history = 0u64;
    for w in 0..words {
        // far_wins bit j = some far move from heap 64w + j leaves a lost heap
        let mut far_wins = 0u64;
        for &(at, shift) in &windows {
            far_wins |= (lost[w + at] >> (shift & 63)) as u64;
        }
        let in_word = (heaps - 64 * w).min(64);
        for _ in 0..in_word {
            let reached = u64::from(history & near != 0) | far_wins & 1;
            far_wins >>= 1;
            history = history >> 1 | (reached ^ 1) << 63;
        }
        let word = history >> (64 - in_word);
        lost[pad + w] |= u128::from(word);
        if let Some(below) = (pad + w).checked_sub(1) {
            lost[below] |= u128::from(word) << 64;
        }
    }
    // one more byte of room, for the caller's newline
    let mut verdicts = Vec::with_capacity(64 * words + 1);
    for &pair in &lost[pad..] {
        for byte in (pair as u64).to_le_bytes() {
            verdicts.extend_from_slice(&SPELL[usize::from(byte)]);
        }
    }
    verdicts.truncate(heaps);
    verdicts
}

fn main() {
    input! {
        n: usize,
        k: usize,
        moves: [usize; k],
    }
    let mut line = verdicts(n, &moves);
    line.push(b'\n');
    io::stdout().lock().write_all(&line[1..]).unwrap();
}
