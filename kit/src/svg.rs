//! Plain SVG for the figures: a writer ([`Svg`]) and the shapes the games call for, each placed
//! at a given spot so that a figure is a few calls: a grid of cells with axes ([`Grid`]), a bar
//! plot of values against n ([`value_plot`]), a triangle of interval values
//! ([`interval_triangle`]), a labelled graph or tree ([`graph`], [`layered_layout`],
//! [`tree_layout`]), points around a ring ([`ring_positions`]) and a legend ([`legend`]).
//!
//! Every figure has an opaque white background and dark text, so it reads the same on GitHub's
//! light and dark themes; text uses the generic `sans-serif` family, so nothing needs a font at
//! build time. Numbers are written with at most one decimal: the output is the same byte for byte
//! on every machine.

use std::fmt::Write;

/// The player to move loses (dark, for white text).
pub const LOSE: &str = "#08306b";
/// The player to move wins.
pub const WIN: &str = "#c6dbef";
/// A bar of a plot whose value has no special meaning.
pub const BAR: &str = "#6baed6";
/// Neither player can force an end.
pub const LOOP: &str = "#fdae6b";
/// Text and axes.
pub const INK: &str = "#1a1a1a";
/// Faint guides: grid lines, empty cells.
pub const FAINT: &str = "#d9d9d9";
/// Lines and marks laid over the data.
pub const ACCENT: &str = "#e6550d";
/// A second accent, beside [`ACCENT`].
pub const ACCENT_2: &str = "#31a354";
/// The page.
pub const PAPER: &str = "#ffffff";

/// White or ink, whichever reads on `fill` (a `#rrggbb` colour).
pub fn text_on(fill: &str) -> &'static str {
    let channel = |i: usize| u32::from_str_radix(fill.get(i..i + 2).unwrap_or("ff"), 16);
    match (channel(1), channel(3), channel(5)) {
        (Ok(r), Ok(g), Ok(b)) if 299 * r + 587 * g + 114 * b < 128_000 => PAPER,
        _ => INK,
    }
}

/// About how wide `text` is at `size` px in a sans-serif font: 0.54 em a character (0.6 for bold
/// text), a little over the average advance of DejaVu Sans, the widest of the common defaults
/// (0.51 to 0.53 em on the figures' sentences, 0.57 to 0.6 bold), so that text laid out by it
/// fits. The figure test holds every text of every figure to its canvas by it.
pub fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    let em = if bold { 0.6 } else { 0.54 };
    text.chars().count() as f64 * size * em
}

/// `text` broken at spaces into lines of at most `width` px at `size` px ([`text_width`]).
pub fn wrap(text: &str, size: f64, width: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line} {word}"), size, false) <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// `x` with at most one decimal and no trailing `.0`.
pub fn num(x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    if tenths % 10 == 0 {
        format!("{}", tenths / 10)
    } else {
        format!(
            "{}{}.{}",
            if tenths < 0 { "-" } else { "" },
            (tenths / 10).abs(),
            (tenths % 10).abs()
        )
    }
}

/// `text` with the XML specials escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// How a line of text sits on its anchor point.
#[derive(Clone, Copy)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// An SVG document being written, on a white page of a fixed size.
pub struct Svg {
    width: f64,
    height: f64,
    body: String,
}

impl Svg {
    /// An empty page `width` × `height` pixels.
    pub fn new(width: f64, height: f64) -> Self {
        Svg {
            width,
            height,
            body: String::new(),
        }
    }

    /// A page of `size` with the figure's `title` at the top and, below it, the `legend` entries
    /// (if any): what every figure starts with. The figure's own drawing starts at y = 70.
    pub fn page(size: (f64, f64), title: &str, entries: &[(Swatch, &str)]) -> Self {
        let mut svg = Svg::new(size.0, size.1);
        svg.title((16.0, 20.0), title);
        if !entries.is_empty() {
            legend(&mut svg, (16.0, 50.0), entries);
        }
        svg
    }

    /// A filled rectangle.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str) {
        writeln!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}"/>"#,
            num(x),
            num(y),
            num(w),
            num(h)
        )
        .unwrap();
    }

    /// The outline of a rectangle.
    pub fn frame(&mut self, x: f64, y: f64, w: f64, h: f64, stroke: &str, width: f64) {
        writeln!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{stroke}" stroke-width="{}"/>"#,
            num(x),
            num(y),
            num(w),
            num(h),
            num(width)
        )
        .unwrap();
    }

    /// A straight line; `dash` is an SVG dash array such as `"4 3"`, or empty for a solid line.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), stroke: &str, width: f64, dash: &str) {
        let dash = if dash.is_empty() {
            String::new()
        } else {
            format!(r#" stroke-dasharray="{dash}""#)
        };
        writeln!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{stroke}" stroke-width="{}"{dash}/>"#,
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1),
            num(width)
        )
        .unwrap();
    }

    /// A line from `from` to `to` with an arrowhead at `to`.
    pub fn arrow(&mut self, from: (f64, f64), to: (f64, f64), stroke: &str, width: f64) {
        self.line(from, to, stroke, width, "");
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let length = (dx * dx + dy * dy).sqrt().max(1e-9);
        let (ux, uy) = (dx / length, dy / length);
        let (size, half) = (6.0 + 2.0 * width, 2.5 + width);
        let base = (to.0 - ux * size, to.1 - uy * size);
        self.polygon(
            &[
                to,
                (base.0 - uy * half, base.1 + ux * half),
                (base.0 + uy * half, base.1 - ux * half),
            ],
            stroke,
        );
    }

    /// A filled polygon.
    pub fn polygon(&mut self, points: &[(f64, f64)], fill: &str) {
        let points: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        writeln!(
            self.body,
            r#"<polygon points="{}" fill="{fill}"/>"#,
            points.join(" ")
        )
        .unwrap();
    }

    /// A circle with a fill and an outline.
    pub fn circle(&mut self, centre: (f64, f64), r: f64, fill: &str, stroke: &str) {
        writeln!(
            self.body,
            r#"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>"#,
            num(centre.0),
            num(centre.1),
            num(r)
        )
        .unwrap();
    }

    /// One line of text whose baseline is centred vertically on `at` (as the eye sees it).
    pub fn text(&mut self, at: (f64, f64), size: f64, anchor: Anchor, fill: &str, text: &str) {
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        writeln!(
            self.body,
            r#"<text x="{}" y="{}" font-size="{}" text-anchor="{anchor}" fill="{fill}">{}</text>"#,
            num(at.0),
            num(at.1 + 0.35 * size),
            num(size),
            escape(text)
        )
        .unwrap();
    }

    /// `text` wrapped to `width` px ([`wrap`]), a line every 1.3 × `size` px from `at` down;
    /// returns the y below the last line.
    pub fn paragraph(&mut self, at: (f64, f64), size: f64, width: f64, text: &str) -> f64 {
        let mut y = at.1;
        for line in wrap(text, size, width) {
            self.text((at.0, y), size, Anchor::Start, INK, &line);
            y += 1.3 * size;
        }
        y
    }

    /// Bold text, for titles.
    pub fn title(&mut self, at: (f64, f64), text: &str) {
        writeln!(
            self.body,
            r#"<text x="{}" y="{}" font-size="16" font-weight="bold" fill="{INK}">{}</text>"#,
            num(at.0),
            num(at.1 + 5.6),
            escape(text)
        )
        .unwrap();
    }

    /// Text turned a quarter left, reading upwards, centred on `at`.
    pub fn vertical_text(&mut self, at: (f64, f64), size: f64, text: &str) {
        writeln!(
            self.body,
            r#"<text transform="translate({},{}) rotate(-90)" font-size="{}" text-anchor="middle" fill="{INK}">{}</text>"#,
            num(at.0 + 0.35 * size),
            num(at.1),
            num(size),
            escape(text)
        )
        .unwrap();
    }

    /// The finished document.
    pub fn finish(self) -> String {
        format!(
            concat!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#,
                "\n",
                r#"<rect width="{w}" height="{h}" fill="{paper}"/>"#,
                "\n{body}</svg>\n"
            ),
            w = num(self.width),
            h = num(self.height),
            paper = PAPER,
            body = self.body
        )
    }
}

/// A grid of square cells: columns are x = x0, x0 + 1, … left to right; rows are y = y0, y0 + 1,
/// … bottom to top (`y_up`, as in a plot) or top to bottom (as in a table).
pub struct Grid {
    /// The pixel position of the grid's top-left corner.
    pub left: f64,
    pub top: f64,
    /// The side of one cell, in pixels.
    pub cell: f64,
    pub cols: usize,
    pub rows: usize,
    /// The values of the first column and row.
    pub x0: i64,
    pub y0: i64,
    pub y_up: bool,
}

impl Grid {
    /// A table of `cols` × `rows` cells of side `cell`, its top-left corner at `at`, its first
    /// column and row numbered `from` (x0, y0), row y0 at the top.
    pub fn table(
        at: (f64, f64),
        cell: f64,
        (cols, rows): (usize, usize),
        from: (i64, i64),
    ) -> Grid {
        Grid {
            left: at.0,
            top: at.1,
            cell,
            cols,
            rows,
            x0: from.0,
            y0: from.1,
            y_up: false,
        }
    }

    /// The same cells drawn as a plot: row y0 at the bottom, y growing upward.
    pub fn upward(self) -> Grid {
        Grid { y_up: true, ..self }
    }

    /// The pixel position of the data point (x, y), where the cell of (x, y) spans
    /// [x, x + 1] × [y, y + 1]: the cell's centre is (x + 0.5, y + 0.5).
    pub fn point(&self, x: f64, y: f64) -> (f64, f64) {
        let px = self.left + (x - self.x0 as f64) * self.cell;
        let rows_up = y - self.y0 as f64;
        let py = if self.y_up {
            self.top + (self.rows as f64 - rows_up) * self.cell
        } else {
            self.top + rows_up * self.cell
        };
        (px, py)
    }

    /// The pixel width and height of the grid.
    pub fn size(&self) -> (f64, f64) {
        (self.cols as f64 * self.cell, self.rows as f64 * self.cell)
    }

    /// The centre of the cell in column `col`, row `row` (0-based from x0 and y0).
    pub fn centre(&self, col: usize, row: usize) -> (f64, f64) {
        self.point(
            self.x0 as f64 + col as f64 + 0.5,
            self.y0 as f64 + row as f64 + 0.5,
        )
    }

    /// Fills every cell for which `fill(col, row)` gives a colour (`None`: left as paper), and
    /// writes `label(col, row)` in it, if any.
    pub fn cells<C: AsRef<str>>(
        &self,
        svg: &mut Svg,
        fill: impl Fn(usize, usize) -> Option<C>,
        label: impl Fn(usize, usize) -> Option<String>,
    ) {
        for row in 0..self.rows {
            for col in 0..self.cols {
                let Some(colour) = fill(col, row) else {
                    continue;
                };
                let (cx, cy) = self.centre(col, row);
                let half = self.cell / 2.0;
                let colour = colour.as_ref();
                svg.rect(cx - half, cy - half, self.cell, self.cell, colour);
                if let Some(text) = label(col, row) {
                    let size = (self.cell * 0.5).min(13.0);
                    svg.text((cx, cy), size, Anchor::Middle, text_on(colour), &text);
                }
            }
        }
    }

    /// A tick under column `col` of the grid, with `label` below it.
    pub fn column_tick(&self, svg: &mut Svg, col: usize, label: &str) {
        let (cx, _) = self.centre(col, 0);
        let bottom = self.top + self.size().1;
        svg.line((cx, bottom), (cx, bottom + 4.0), INK, 1.0, "");
        svg.text((cx, bottom + 12.0), 11.0, Anchor::Middle, INK, label);
    }

    /// The frame, a tick and its value every `every` columns and rows (counted from 0), and the
    /// axis names below and left of the grid.
    pub fn axes(&self, svg: &mut Svg, every: i64, x_name: &str, y_name: &str) {
        let (w, h) = self.size();
        svg.frame(self.left, self.top, w, h, INK, 1.0);
        for col in 0..self.cols {
            let x = self.x0 + col as i64;
            if x.rem_euclid(every) == 0 {
                self.column_tick(svg, col, &x.to_string());
            }
        }
        for row in 0..self.rows {
            let y = self.y0 + row as i64;
            if y.rem_euclid(every) == 0 {
                let (_, cy) = self.centre(0, row);
                svg.line((self.left - 4.0, cy), (self.left, cy), INK, 1.0, "");
                svg.text(
                    (self.left - 6.0, cy),
                    11.0,
                    Anchor::End,
                    INK,
                    &y.to_string(),
                );
            }
        }
        svg.text(
            (self.left + w / 2.0, self.top + h + 28.0),
            13.0,
            Anchor::Middle,
            INK,
            x_name,
        );
        svg.vertical_text((self.left - 36.0, self.top + h / 2.0), 13.0, y_name);
    }

    /// The straight line through the data points `from` and `to`, cut to the grid's box.
    pub fn line_through(
        &self,
        svg: &mut Svg,
        from: (f64, f64),
        to: (f64, f64),
        stroke: &str,
        dash: &str,
    ) {
        let (x_lo, y_lo) = (self.x0 as f64, self.y0 as f64);
        let (x_hi, y_hi) = (x_lo + self.cols as f64, y_lo + self.rows as f64);
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        // the parameters t of from + t·(dx, dy) inside the box, by the slab method
        let (mut t_lo, mut t_hi) = (f64::NEG_INFINITY, f64::INFINITY);
        for (start, delta, lo, hi) in [(from.0, dx, x_lo, x_hi), (from.1, dy, y_lo, y_hi)] {
            if delta == 0.0 {
                continue;
            }
            let (a, b) = ((lo - start) / delta, (hi - start) / delta);
            t_lo = t_lo.max(a.min(b));
            t_hi = t_hi.min(a.max(b));
        }
        if t_lo < t_hi {
            let at = |t: f64| self.point(from.0 + t * dx, from.1 + t * dy);
            svg.line(at(t_lo), at(t_hi), stroke, 2.0, dash);
        }
    }
}

/// What a legend entry shows beside its words.
pub enum Swatch {
    /// A filled square of this colour.
    Cell(&'static str),
    /// A line of this colour and dash array.
    Line(&'static str, &'static str),
}

/// Legend entries in a row from `at`, each a swatch and its words; returns the x after the last.
pub fn legend(svg: &mut Svg, at: (f64, f64), entries: &[(Swatch, &str)]) -> f64 {
    let (mut x, y) = at;
    for (swatch, words) in entries {
        match swatch {
            Swatch::Cell(fill) => {
                svg.rect(x, y - 6.0, 12.0, 12.0, fill);
                svg.frame(x, y - 6.0, 12.0, 12.0, INK, 0.5);
            }
            Swatch::Line(stroke, dash) => svg.line((x - 2.0, y), (x + 14.0, y), stroke, 2.0, dash),
        }
        svg.text((x + 18.0, y), 12.0, Anchor::Start, INK, words);
        // A rough width for sans-serif at 12 px: 6.6 px a character, then a gap.
        x += 18.0 + 6.6 * words.chars().count() as f64 + 22.0;
    }
    x
}

/// A bar plot of `values[n]` against n = 0, 1, …, in a box of `size` at `at` (its top-left),
/// with axes named `x_name` and `y_name`; `fill(n)` colours each bar (to pick out the zeros, or
/// one period). A value 0 is a dot on the axis, so that it is seen.
pub fn value_plot(
    svg: &mut Svg,
    at: (f64, f64),
    size: (f64, f64),
    values: &[u64],
    fill: impl Fn(usize) -> &'static str,
    x_name: &str,
    y_name: &str,
) {
    let (left, top) = at;
    let (w, h) = size;
    let top_value = values.iter().copied().max().unwrap_or(0).max(1);
    let step = w / values.len().max(1) as f64;
    let unit = h / top_value as f64;
    let y_every = tick_step(top_value);
    for tick in (0..=top_value).step_by(y_every as usize) {
        let y = top + h - tick as f64 * unit;
        svg.line((left, y), (left + w, y), FAINT, 1.0, "");
        svg.text((left - 6.0, y), 11.0, Anchor::End, INK, &tick.to_string());
    }
    let x_every = tick_step(values.len() as u64) as usize;
    for (n, &value) in values.iter().enumerate() {
        let x = left + n as f64 * step;
        if value == 0 {
            let r = (step * 0.35).min(4.0);
            svg.circle((x + step / 2.0, top + h - r), r, fill(n), fill(n));
        } else {
            let bar = value as f64 * unit;
            svg.rect(x + step * 0.1, top + h - bar, step * 0.8, bar, fill(n));
        }
        if n % x_every == 0 {
            let cx = x + step / 2.0;
            svg.line((cx, top + h), (cx, top + h + 4.0), INK, 1.0, "");
            svg.text(
                (cx, top + h + 12.0),
                11.0,
                Anchor::Middle,
                INK,
                &n.to_string(),
            );
        }
    }
    svg.line((left, top + h), (left + w, top + h), INK, 1.0, "");
    svg.line((left, top), (left, top + h), INK, 1.0, "");
    svg.text(
        (left + w / 2.0, top + h + 28.0),
        13.0,
        Anchor::Middle,
        INK,
        x_name,
    );
    svg.vertical_text((left - 36.0, top + h / 2.0), 13.0, y_name);
}

/// A round tick step (1, 2, 5, 10, 20, 50, …) giving at most about ten ticks up to `top`.
pub fn tick_step(top: u64) -> u64 {
    let mut power = 1;
    loop {
        for step in [power, 2 * power, 5 * power] {
            if top / step <= 10 {
                return step;
            }
        }
        power *= 10;
    }
}

/// The triangle of interval values: cell (i, j), i ≤ j < n, in row i and column j, coloured by
/// `fill(i, j)` and labelled `label(i, j)`; the cells i > j stay empty. Returns the grid, whose
/// axes name the interval's ends.
pub fn interval_triangle(
    svg: &mut Svg,
    at: (f64, f64),
    cell: f64,
    n: usize,
    fill: impl Fn(usize, usize) -> &'static str,
    label: impl Fn(usize, usize) -> Option<String>,
) -> Grid {
    let grid = Grid {
        left: at.0,
        top: at.1,
        cell,
        cols: n,
        rows: n,
        x0: 0,
        y0: 0,
        y_up: false,
    };
    grid.cells(
        svg,
        |j, i| (i <= j).then(|| fill(i, j)),
        |j, i| if i <= j { label(i, j) } else { None },
    );
    for i in 0..n {
        for j in i..n {
            let (cx, cy) = grid.centre(j, i);
            let half = cell / 2.0;
            svg.frame(cx - half, cy - half, cell, cell, PAPER, 1.0);
        }
    }
    grid
}

/// One node of a drawn graph: its place, its fill, and the words in it.
pub struct Node {
    pub at: (f64, f64),
    pub fill: &'static str,
    pub label: String,
}

/// The positions of a game graph placed `at`, each labelled with its Grundy value and filled as
/// lost (value 0: the player to move loses) or won.
pub fn grundy_nodes<G: Copy + Into<u64>>(at: &[(f64, f64)], grundy: &[G]) -> Vec<Node> {
    at.iter()
        .zip(grundy)
        .map(|(&at, &g)| Node {
            at,
            fill: if g.into() == 0 { LOSE } else { WIN },
            label: g.into().to_string(),
        })
        .collect()
}

/// The nodes as circles of radius `r` with their labels, and the edges (from, to) between them,
/// as arrows when `directed`. An edge both ways is drawn as two arrows side by side.
pub fn graph(svg: &mut Svg, nodes: &[Node], edges: &[(usize, usize)], directed: bool, r: f64) {
    for &(from, to) in edges {
        let (a, b) = (nodes[from].at, nodes[to].at);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt().max(1e-9);
        let (ux, uy) = (dx / length, dy / length);
        // an edge with its reverse also present is shifted to its own side
        let shift = if directed && edges.contains(&(to, from)) {
            4.0
        } else {
            0.0
        };
        let (sx, sy) = (-uy * shift, ux * shift);
        let start = (a.0 + ux * r + sx, a.1 + uy * r + sy);
        let end = (b.0 - ux * (r + 1.0) + sx, b.1 - uy * (r + 1.0) + sy);
        if directed {
            svg.arrow(start, end, INK, 1.2);
        } else {
            svg.line(start, end, INK, 1.2, "");
        }
    }
    for node in nodes {
        svg.circle(node.at, r, node.fill, INK);
        svg.text(
            node.at,
            r * 0.8,
            Anchor::Middle,
            text_on(node.fill),
            &node.label,
        );
    }
}

/// Places for the nodes of a graph in horizontal layers: node v in layer `layer[v]` (0 at the
/// top), the nodes of one layer spread evenly over `width` in the order of their numbers.
pub fn layered_layout(layer: &[usize], at: (f64, f64), width: f64, gap: f64) -> Vec<(f64, f64)> {
    let layers = layer.iter().copied().max().map_or(0, |top| top + 1);
    let mut count = vec![0usize; layers];
    for &l in layer {
        count[l] += 1;
    }
    let mut seen = vec![0usize; layers];
    layer
        .iter()
        .map(|&l| {
            seen[l] += 1;
            let x = at.0 + width * (seen[l] as f64 - 0.5) / count[l] as f64;
            (x, at.1 + gap * l as f64)
        })
        .collect()
}

/// The longest path from each node of a DAG to a node with no successor: the layer of a DAG
/// drawn with its sinks at the bottom is `height − this`.
pub fn height_in_dag(successors: &[Vec<usize>]) -> Vec<usize> {
    fn height(v: usize, successors: &[Vec<usize>], memo: &mut [Option<usize>]) -> usize {
        if let Some(h) = memo[v] {
            return h;
        }
        let h = successors[v]
            .iter()
            .map(|&w| height(w, successors, memo) + 1)
            .max()
            .unwrap_or(0);
        memo[v] = Some(h);
        h
    }
    let mut memo = vec![None; successors.len()];
    (0..successors.len())
        .map(|v| height(v, successors, &mut memo))
        .collect()
}

/// Places for the nodes of a rooted tree given by `children`: the root at the top, depth d at
/// `gap`·d below it, the leaves at equal steps left to right, each parent above the middle of its
/// children.
pub fn tree_layout(
    children: &[Vec<usize>],
    root: usize,
    at: (f64, f64),
    step: f64,
    gap: f64,
) -> Vec<(f64, f64)> {
    fn place(
        v: usize,
        depth: usize,
        children: &[Vec<usize>],
        next_leaf: &mut f64,
        out: &mut [(f64, f64)],
    ) -> f64 {
        let x = if children[v].is_empty() {
            *next_leaf += 1.0;
            *next_leaf - 1.0
        } else {
            let xs: Vec<f64> = children[v]
                .iter()
                .map(|&c| place(c, depth + 1, children, next_leaf, out))
                .collect();
            (xs[0] + xs[xs.len() - 1]) / 2.0
        };
        out[v] = (x, depth as f64);
        x
    }
    let mut out = vec![(0.0, 0.0); children.len()];
    let mut next_leaf = 0.0;
    place(root, 0, children, &mut next_leaf, &mut out);
    out.iter()
        .map(|&(x, d)| (at.0 + x * step, at.1 + d * gap))
        .collect()
}

/// `n` points evenly around a circle of radius `r` about `centre`, the first straight up, going
/// clockwise.
pub fn ring_positions(n: usize, centre: (f64, f64), r: f64) -> Vec<(f64, f64)> {
    (0..n)
        .map(|i| {
            let angle = std::f64::consts::TAU * i as f64 / n as f64;
            (centre.0 + r * angle.sin(), centre.1 - r * angle.cos())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grundy_nodes_are_lost_at_zero_and_labelled_with_their_value() {
        let nodes = grundy_nodes(&[(1.0, 2.0), (3.0, 4.0)], &[0u32, 5]);
        assert_eq!(
            (nodes[0].at, nodes[0].fill, nodes[0].label.as_str()),
            ((1.0, 2.0), LOSE, "0")
        );
        assert_eq!(
            (nodes[1].at, nodes[1].fill, nodes[1].label.as_str()),
            ((3.0, 4.0), WIN, "5")
        );
    }

    /// Every shape once, as a new figure would use them: Grundy values against n with their
    /// zeros picked out, an interval triangle, a tree labelled with values, a DAG in layers.
    fn gallery() -> String {
        let mut svg = Svg::page(
            (900.0, 700.0),
            "The shapes of src/figure/svg.rs",
            &[
                (Swatch::Cell(LOSE), "value 0"),
                (Swatch::Cell(WIN), "value > 0"),
                (Swatch::Cell(BAR), "a bar"),
            ],
        );
        let values: Vec<u64> = (0..40).map(|n| n % 5 % 3).collect();
        let zero_dark = |n: usize| if values[n] == 0 { LOSE } else { BAR };
        value_plot(
            &mut svg,
            (70.0, 90.0),
            (360.0, 200.0),
            &values,
            zero_dark,
            "n",
            "g(n)",
        );
        let triangle = interval_triangle(
            &mut svg,
            (560.0, 90.0),
            28.0,
            8,
            |i, j| if (j - i) % 2 == 0 { LOSE } else { WIN },
            |i, j| Some((j - i).to_string()),
        );
        triangle.axes(&mut svg, 1, "right end j", "left end i");
        let children = vec![
            vec![1, 2, 3],
            vec![4, 5],
            vec![],
            vec![6],
            vec![],
            vec![],
            vec![],
        ];
        let at = tree_layout(&children, 0, (100.0, 400.0), 60.0, 70.0);
        let nodes: Vec<Node> = at
            .iter()
            .enumerate()
            .map(|(v, &at)| Node {
                at,
                fill: if v % 3 == 0 { LOSE } else { WIN },
                label: (v % 3).to_string(),
            })
            .collect();
        let edges: Vec<(usize, usize)> = children
            .iter()
            .enumerate()
            .flat_map(|(v, c)| c.iter().map(move |&w| (v, w)))
            .collect();
        graph(&mut svg, &nodes, &edges, false, 16.0);
        let successors = vec![vec![1, 2], vec![3], vec![3], vec![]];
        let height = height_in_dag(&successors);
        let layers: Vec<usize> = height.iter().map(|&h| height[0] - h).collect();
        let at = layered_layout(&layers, (560.0, 400.0), 280.0, 80.0);
        let nodes: Vec<Node> = at
            .into_iter()
            .map(|at| Node {
                at,
                fill: PAPER,
                label: "v".to_owned(),
            })
            .collect();
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3)];
        graph(&mut svg, &nodes, &edges, true, 16.0);
        svg.finish()
    }

    #[test]
    fn the_shapes_make_well_formed_svg() {
        let text = gallery();
        let document = roxmltree::Document::parse(&text).expect("well-formed XML");
        assert_eq!(document.root_element().tag_name().name(), "svg");
        if let Ok(path) = std::env::var("FIGURE_GALLERY") {
            std::fs::write(path, &text).unwrap();
        }
    }

    #[test]
    fn numbers_have_at_most_one_decimal() {
        assert_eq!(num(3.0), "3");
        assert_eq!(num(2.46), "2.5");
        assert_eq!(num(-0.25), "-0.3");
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(-7.5), "-7.5");
    }

    #[test]
    fn text_is_white_on_dark_fills_only() {
        assert_eq!(text_on(LOSE), PAPER);
        assert_eq!(text_on(WIN), INK);
        assert_eq!(text_on(LOOP), INK);
    }

    #[test]
    fn tick_steps_are_round() {
        let steps: Vec<u64> = [5, 10, 11, 25, 60, 150, 1000]
            .iter()
            .map(|&top| tick_step(top))
            .collect();
        assert_eq!(steps, [1, 1, 2, 5, 10, 20, 100]);
    }

    #[test]
    fn trees_put_parents_above_the_middle_of_their_children() {
        let children = vec![vec![1, 2], vec![3, 4], vec![], vec![], vec![]];
        let at = tree_layout(&children, 0, (0.0, 0.0), 10.0, 20.0);
        assert_eq!(at[3], (0.0, 40.0));
        assert_eq!(at[4], (10.0, 40.0));
        assert_eq!(at[1], (5.0, 20.0));
        assert_eq!(at[2], (20.0, 20.0));
        assert_eq!(at[0], (12.5, 0.0));
    }

    #[test]
    fn dag_heights_count_the_longest_path_down() {
        let successors = vec![vec![1, 2], vec![2], vec![]];
        assert_eq!(height_in_dag(&successors), [2, 1, 0]);
    }
}
