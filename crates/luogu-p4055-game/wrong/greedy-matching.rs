// expect: WA
// A maximal matching taken greedily in row-major order (each cell takes its first free neighbour)
// in place of a maximum one; the alternating search is then right for that matching only.
use std::collections::VecDeque;
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_ascii_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let m: usize = words.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..n).map(|_| words.next().unwrap().as_bytes()).collect();
    let open = |v: usize| rows[v / m][v % m] == b'.';
    let neighbours = |v: usize| {
        let (r, c) = (v / m, v % m);
        let mut next = Vec::new();
        if c + 1 < m {
            next.push(v + 1);
        }
        if r + 1 < n {
            next.push(v + m);
        }
        if c > 0 {
            next.push(v - 1);
        }
        if r > 0 {
            next.push(v - m);
        }
        next.retain(|&w| open(w));
        next
    };
    const NONE: usize = usize::MAX;
    let mut partner = vec![NONE; n * m];
    for v in (0..n * m).filter(|&v| open(v)) {
        if partner[v] == NONE {
            if let Some(w) = neighbours(v).into_iter().find(|&w| partner[w] == NONE) {
                partner[v] = w;
                partner[w] = v;
            }
        }
    }
    let mut good = vec![false; n * m];
    let mut queue = VecDeque::new();
    for v in (0..n * m).filter(|&v| open(v) && partner[v] == NONE) {
        good[v] = true;
        queue.push_back(v);
    }
    while let Some(u) = queue.pop_front() {
        for v in neighbours(u) {
            let w = partner[v];
            if w != NONE && !good[w] {
                good[w] = true;
                queue.push_back(w);
            }
        }
    }
    let mut out = String::new();
    let starts: Vec<usize> = (0..n * m).filter(|&v| good[v]).collect();
    if starts.is_empty() {
        out.push_str("LOSE\n");
    } else {
        out.push_str("WIN\n");
        for v in starts {
            out.push_str(&format!("{} {}\n", v / m + 1, v % m + 1));
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
