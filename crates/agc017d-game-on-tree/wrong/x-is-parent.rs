// expect: WA
// The right formula, but it takes each edge "x y" as x the parent of y, as if the input were
// oriented from vertex 1: it folds each child into a parent the input never meant (sample 3 has
// `6 3` and `5 1`; the random groups draw both orientations).
use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! { n: usize, edges: [(Usize1, Usize1); n - 1] }
    let mut children = vec![Vec::new(); n];
    let mut has_parent = vec![false; n];
    for &(x, y) in &edges {
        children[x].push(y);
        has_parent[y] = true;
    }
    // every vertex without a parent is taken for a root; vertex 1's value is reported
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    for root in (0..n).filter(|&v| !has_parent[v]) {
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            if seen[v] {
                continue;
            }
            seen[v] = true;
            order.push(v);
            stack.extend(children[v].iter().copied());
        }
    }
    let mut grundy = vec![0u32; n];
    for &v in order.iter().rev() {
        grundy[v] = children[v].iter().fold(0, |x, &c| x ^ (grundy[c] + 1));
    }
    println!("{}", if grundy[0] != 0 { "Alice" } else { "Bob" });
}
