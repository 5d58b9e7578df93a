// expect: WA
// Takes only bottles with an odd count as sources: a bottle with an even positive count adds
// nothing to the value but is still a legal source, so winning moves from it are missed.
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap());
    let t = numbers.next().unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for _ in 0..t {
        let n = numbers.next().unwrap();
        let beans: Vec<usize> = (0..n).map(|_| numbers.next().unwrap()).collect();
        let mut g = vec![0usize; n];
        for i in (0..n).rev() {
            let mut seen = vec![false; 2 * n * n + 2];
            for j in i + 1..n {
                for k in j..n {
                    seen[g[j] ^ g[k]] = true;
                }
            }
            g[i] = seen.iter().position(|&s| !s).unwrap();
        }
        let x = (0..n).filter(|&i| beans[i] % 2 == 1).fold(0, |x, i| x ^ g[i]);
        let (mut first, mut count) = (None, 0);
        for i in (0..n).filter(|&i| beans[i] % 2 == 1) {
            for j in i + 1..n {
                for k in j..n {
                    if x ^ g[i] ^ g[j] ^ g[k] == 0 {
                        first.get_or_insert((i, j, k));
                        count += 1;
                    }
                }
            }
        }
        match first {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}\n{count}").unwrap(),
            None => writeln!(out, "-1 -1 -1\n0").unwrap(),
        }
    }
}
