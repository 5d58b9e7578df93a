//! Every committed figure (`crates/<problem>/figure.svg`) is what `judge figure` draws from the
//! oracles now, and parses as SVG; every crate README shows its figure.

use judge::figure::{all, path};
use judge_testkit::workspace;

use judge_testkit::passed_once;
use std::fs;

fn every_committed_figure_is_what_the_oracle_draws_now() {
    passed_once!(|| {
        let mut stale = Vec::new();
        for figure in all() {
            let drawn = (figure.draw)();
            let committed =
                fs::read_to_string(path(workspace(), figure.problem)).unwrap_or_default();
            if committed != drawn {
                stale.push(figure.problem);
            }
        }
        assert!(
            stale.is_empty(),
            "stale or missing figures: {}; refresh them with `cargo judge figure {}`",
            stale.join(", "),
            stale.join(" ")
        );
    },);
}

fn every_figure_is_deterministic() {
    passed_once!(|| {
        for figure in all() {
            assert_eq!((figure.draw)(), (figure.draw)(), "{}", figure.problem);
        }
    },);
}

fn every_figure_parses_as_svg_with_a_size_and_a_background() {
    passed_once!(|| {
        for figure in all() {
            let text = (figure.draw)();
            let document = roxmltree::Document::parse(&text)
                .unwrap_or_else(|e| panic!("{}: not XML: {e}", figure.problem));
            let root = document.root_element();
            assert_eq!(root.tag_name().name(), "svg", "{}", figure.problem);
            assert_eq!(
                root.tag_name().namespace(),
                Some("http://www.w3.org/2000/svg"),
                "{}",
                figure.problem
            );
            for attribute in ["width", "height", "viewBox"] {
                assert!(
                    root.attribute(attribute).is_some(),
                    "{}: no {attribute}",
                    figure.problem
                );
            }
            let background = root.first_element_child().expect("a first element");
            assert_eq!(
                (background.tag_name().name(), background.attribute("fill")),
                ("rect", Some("#ffffff")),
                "{}: the first element is the opaque page, for GitHub's dark theme",
                figure.problem
            );
        }
    },);
}

fn every_figure_is_shown_under_its_readme_claim() {
    passed_once!(|| {
        for figure in all() {
            let readme = path(workspace(), figure.problem).with_file_name("README.md");
            let text = fs::read_to_string(&readme).expect("a README");
            let claim = text
                .split("\n## ")
                .find(|section| section.starts_with("Claim"))
                .unwrap_or_else(|| panic!("{}: no Claim section", readme.display()));
            assert!(
                claim.contains("](figure.svg)"),
                "{}: show ![…](figure.svg) under ## Claim",
                readme.display()
            );
        }
    },);
}

fn no_figure_is_committed_without_its_function() {
    passed_once!(|| {
        for problem in workspace().problems() {
            let committed = path(workspace(), &problem.name).exists();
            let listed = all().iter().any(|f| f.problem == problem.name);
            assert_eq!(
                committed, listed,
                "{}: a figure.svg and `figure: Figure::Draw(…)` in its plan go together",
                problem.name
            );
        }
    },);
}

fn the_root_readme_shows_three_committed_figures() {
    passed_once!(|| {
        let readme = fs::read_to_string(workspace().root().join("README.md")).expect("README");
        let shown: Vec<&str> = readme
            .split("](crates/")
            .skip(1)
            .filter_map(|rest| rest.split_once("/figure.svg)").map(|(name, _)| name))
            .filter(|name| !name.contains(['(', ')', ']', ' ']))
            .collect();
        assert_eq!(
            shown.len(),
            3,
            "the root README shows three figures: {shown:?}"
        );
        for name in shown {
            assert!(
                all().iter().any(|figure| figure.problem == name),
                "the root README shows crates/{name}/figure.svg, which no figure draws"
            );
        }
    },);
}

/// Every text of every figure lies within its canvas, its width estimated as the figures lay text
/// out (`plan_kit::svg::text_width`).
fn every_text_fits_its_canvas() {
    passed_once!(|| {
        let mut outside = Vec::new();
        for figure in all() {
            let text = (figure.draw)();
            let document = roxmltree::Document::parse(&text).unwrap();
            let root = document.root_element();
            let number = |node: roxmltree::Node, name: &str| -> f64 {
                node.attribute(name).map_or(0.0, |v| v.parse().unwrap())
            };
            let (width, height) = (number(root, "width"), number(root, "height"));
            for node in document.descendants().filter(|n| n.has_tag_name("text")) {
                let words: String = node
                    .descendants()
                    .filter(|n| n.is_text())
                    .filter_map(|n| n.text())
                    .collect();
                let size = number(node, "font-size");
                let bold = node.attribute("font-weight") == Some("bold");
                let w = plan_kit::svg::text_width(&words, size, bold);
                let (mut x, mut y) = (number(node, "x"), number(node, "y"));
                // an axis label: `translate(x,y) rotate(-90)`, the text running upwards from there
                let rotated = node.attribute("transform").and_then(|t| {
                    let inner = t.strip_prefix("translate(")?.split(')').next()?;
                    let (tx, ty) = inner.split_once(',')?;
                    Some((tx.parse::<f64>().ok()?, ty.parse::<f64>().ok()?))
                });
                let (along, across) = match node.attribute("text-anchor") {
                    Some("middle") => (-w / 2.0, w / 2.0),
                    Some("end") => (-w, 0.0),
                    _ => (0.0, w),
                };
                let (left, right, top, bottom) = match rotated {
                    Some((tx, ty)) => {
                        (x, y) = (tx, ty);
                        (x - size, x, y - across, y - along)
                    }
                    None => (x + along, x + across, y - size, y),
                };
                let (start, end) = (left, right);
                if left < 0.0 || right > width || top < 0.0 || bottom > height {
                    outside.push(format!(
                        "{}: `{words}` spans x {start:.0} to {end:.0} at y {y:.0} on a {width} × \
                         {height} canvas",
                        figure.problem
                    ));
                }
            }
        }
        assert!(outside.is_empty(), "{}", outside.join("\n"));
    },);
}

fn main() {
    judge_testkit::harness::main(judge_testkit::tests![
        every_text_fits_its_canvas,
        every_committed_figure_is_what_the_oracle_draws_now,
        every_figure_is_deterministic,
        every_figure_parses_as_svg_with_a_size_and_a_background,
        every_figure_is_shown_under_its_readme_claim,
        no_figure_is_committed_without_its_function,
        the_root_readme_shows_three_committed_figures,
    ]);
}
