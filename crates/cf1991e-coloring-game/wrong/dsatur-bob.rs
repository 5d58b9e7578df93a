// expect: WA
// The right side, but Bob paints greedily (DSatur): the lowest uncoloured vertex with the most
// colours among its neighbours that an offered colour fits, with the lowest such colour. It
// beats the jury's `greedy` and `fixed` Alice in every game, but on a bipartite graph the
// search finds pairs that leave a vertex with neighbours of two colours and offer exactly those.
use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let mut out = BufWriter::new(io::stdout().lock());
    let mut next = move || -> Vec<i64> {
        let line = lines.next().unwrap();
        line.split_whitespace().map(|w| w.parse().unwrap()).collect()
    };
    let t = next()[0] as usize;
    for _ in 0..t {
        let head = next();
        if head[0] < 0 {
            return;
        }
        let (n, m) = (head[0] as usize, head[1] as usize);
        let mut adjacent = vec![Vec::new(); n];
        for _ in 0..m {
            let e = next();
            let (u, v) = (e[0] as usize - 1, e[1] as usize - 1);
            adjacent[u].push(v);
            adjacent[v].push(u);
        }
        let mut side = vec![usize::MAX; n];
        side[0] = 0;
        let mut queue = vec![0];
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            for &w in &adjacent[u] {
                if side[w] == usize::MAX {
                    side[w] = 1 - side[u];
                    queue.push(w);
                }
            }
        }
        let odd = (0..n).any(|u| adjacent[u].iter().any(|&w| side[u] == side[w]));
        if odd {
            writeln!(out, "Alice").unwrap();
            out.flush().unwrap();
            for _ in 0..n {
                writeln!(out, "1 2").unwrap();
                out.flush().unwrap();
                if next()[0] < 0 {
                    return;
                }
            }
            continue;
        }
        writeln!(out, "Bob").unwrap();
        out.flush().unwrap();
        // seen[v]: bit c set iff a neighbour of v has colour c
        let mut seen = vec![0u8; n];
        let mut coloured = vec![false; n];
        for _ in 0..n {
            let pair = next();
            if pair[0] < 0 {
                return;
            }
            let (lo, hi) = (pair[0].min(pair[1]) as u8, pair[0].max(pair[1]) as u8);
            let fits = |v: usize, c: u8| seen[v] & (1 << c) == 0;
            let mut best: Option<usize> = None;
            for v in (0..n).filter(|&v| !coloured[v] && (fits(v, lo) || fits(v, hi))) {
                if best.is_none_or(|b| seen[v].count_ones() > seen[b].count_ones()) {
                    best = Some(v);
                }
            }
            let (v, c) = match best {
                Some(v) => (v, if fits(v, lo) { lo } else { hi }),
                None => ((0..n).find(|&v| !coloured[v]).unwrap(), lo),
            };
            coloured[v] = true;
            for &w in &adjacent[v] {
                seen[w] |= 1 << c;
            }
            writeln!(out, "{} {c}", v + 1).unwrap();
            out.flush().unwrap();
        }
    }
}
