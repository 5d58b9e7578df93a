//! Where the inline crates come from. Nothing of proconio, proconio-derive, itertools or either is
//! kept in the repository: the sources are those cargo holds for the versions in `Cargo.lock`,
//! found as cargo-equip finds them (`cargo metadata` for this machine's platform, each package's
//! `manifest_path`, downloaded by cargo first where the network allows and the source is missing),
//! and the inline modules are made from them by [`super::generate`] the first time a bundle needs
//! them. Each is cached in the workspace's `target/judge/inline/` (`JUDGE_INLINE_DIR` moves it),
//! named by the crate's version and a hash of the generator's own source, so that a changed
//! generator makes them again; within a process each is made or read once.

use super::generate;
use crate::workspace::Workspace;
use cargo_metadata::{MetadataCommand, Package};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The versions the inline modules are made from and their tables ([`super::inventory`]) are for:
/// those `Cargo.toml` pins and `Cargo.lock` holds.
pub const PROCONIO: &str = "0.5.0";
/// proconio's `derive` feature: its attributes are our `macro_rules!` ([`super::stand_ins`]).
pub const PROCONIO_DERIVE: &str = "0.2.1";
/// itertools, with the either it re-exports.
pub const ITERTOOLS: &str = "0.14.0";
/// either.
pub const EITHER: &str = "1.19.0";

/// An inline module made from a crate's source: its marked items for [`super::shake`] and the
/// line that names the crates it comes from, their versions and licences.
#[derive(Debug)]
pub struct Inline {
    pub credit: String,
    pub marked: String,
}

/// A crate's source is not on this machine: the one line that says so and what to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missing(pub String);

/// The inline `proconio` or `itertools`, made once per process (read from `ws`'s cache if it
/// holds it, else generated from the sources cargo holds for `ws` and cached).
///
/// Per process and not per [`Workspace`]: the versions are pinned (`=0.5.0`, `=0.14.0`, which
/// the layout tests hold every crate to), so the module is the same whichever checkout made it.
pub fn inline(ws: &Workspace, krate: &str) -> Result<&'static Inline, Missing> {
    static PROCONIO_INLINE: OnceLock<Result<Inline, Missing>> = OnceLock::new();
    static ITERTOOLS_INLINE: OnceLock<Result<Inline, Missing>> = OnceLock::new();
    let (cell, version) = match krate {
        "proconio" => (&PROCONIO_INLINE, PROCONIO),
        _ => (&ITERTOOLS_INLINE, ITERTOOLS),
    };
    cell.get_or_init(|| match cached(ws, krate, version) {
        Some(inline) => Ok(inline),
        None => generated(ws, krate).inspect(|inline| store(ws, krate, version, inline)),
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// A hash of the generator's source (FNV-1a): the cache's key besides the crate's version.
pub fn generator_hash() -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let sources = [
        judge_inline::SOURCES[0],
        judge_inline::SOURCES[1],
        judge_inline::SOURCES[2],
        include_str!("sources.rs"),
    ];
    for byte in sources.iter().flat_map(|s| s.bytes()) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The folder of the cached inline modules.
pub fn cache_dir(ws: &Workspace) -> PathBuf {
    std::env::var_os("JUDGE_INLINE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| ws.target_dir().join("judge").join("inline"))
}

fn cache_file(ws: &Workspace, krate: &str, version: &str) -> PathBuf {
    cache_dir(ws).join(format!("{krate}-{version}-{}.rs", generator_hash()))
}

/// The cached inline module: its first line the credit, the rest the marked items.
fn cached(ws: &Workspace, krate: &str, version: &str) -> Option<Inline> {
    let text = fs::read_to_string(cache_file(ws, krate, version)).ok()?;
    let (credit, marked) = text.split_once('\n')?;
    Some(Inline {
        credit: credit.to_owned(),
        marked: marked.to_owned(),
    })
}

/// The inline `proconio` or `itertools` generated afresh from cargo's sources.
pub fn generated(ws: &Workspace, krate: &str) -> Result<Inline, Missing> {
    let inline = match krate {
        "proconio" => {
            let proconio = package(ws, "proconio", PROCONIO)?;
            let derive = package(ws, "proconio-derive", PROCONIO_DERIVE)?;
            let marked = generate::proconio(&src_dir(proconio)?)
                .unwrap_or_else(|e| panic!("the generator fails on proconio {PROCONIO}: {e:#}"));
            Inline {
                credit: format!(
                    "// {} and {}'s attributes as `macro_rules!`, std only.",
                    credit(proconio),
                    credit(derive)
                ),
                marked,
            }
        }
        _ => {
            let itertools = package(ws, "itertools", ITERTOOLS)?;
            let either = package(ws, "either", EITHER)?;
            let marked = generate::itertools(&src_dir(itertools)?, &src_dir(either)?)
                .unwrap_or_else(|e| panic!("the generator fails on itertools {ITERTOOLS}: {e:#}"));
            Inline {
                credit: format!("// {} and {}, std only.", credit(itertools), credit(either)),
                marked,
            }
        }
    };
    Ok(inline)
}

/// Caches `inline` (a cache that cannot be written only costs the next process a generation).
fn store(ws: &Workspace, krate: &str, version: &str, inline: &Inline) {
    let file = cache_file(ws, krate, version);
    let text = format!("{}\n{}", inline.credit, inline.marked);
    let fresh = file.with_extension(format!("{}.tmp", std::process::id()));
    let written = fs::create_dir_all(cache_dir(ws))
        .and_then(|()| fs::write(&fresh, text))
        .and_then(|()| fs::rename(&fresh, &file));
    if written.is_err() {
        let _ = fs::remove_file(&fresh);
        return;
    }
    // The files an older generator made are left to no one.
    let stale = format!("{krate}-{version}-");
    for entry in fs::read_dir(cache_dir(ws)).into_iter().flatten().flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(&stale) && name.ends_with(".rs") && path != file {
            let _ = fs::remove_file(path);
        }
    }
}

/// `name version by authors (licence)`, from the package's manifest.
fn credit(package: &Package) -> String {
    let authors: Vec<&str> = package
        .authors
        .iter()
        .map(|a| a.split(" <").next().unwrap_or(a).trim())
        .filter(|a| !a.is_empty())
        .collect();
    let by = if authors.is_empty() {
        String::new()
    } else {
        format!(" by {}", authors.join(", "))
    };
    let licence = package.license.as_deref().unwrap_or("no licence stated");
    format!(
        "{} {}{by} ({licence})",
        package.name.as_str(),
        package.version
    )
}

/// The line that says a crate's source is missing and what to run.
fn missing(name: &str, version: &str) -> Missing {
    Missing(format!(
        "the source of {name} {version}, which the bundle carries, is not on this machine: run \
         `cargo fetch` in the workspace, then bundle again"
    ))
}

/// The `src` folder of `package`'s source, if it is there.
fn src_dir(package: &Package) -> Result<PathBuf, Missing> {
    let dir = package
        .manifest_path
        .parent()
        .map(|d| d.as_std_path().join("src"))
        .unwrap_or_default();
    if Path::new(&dir).join("lib.rs").is_file() {
        Ok(dir)
    } else {
        Err(missing(package.name.as_str(), &package.version.to_string()))
    }
}

/// The package `name` at `version` among the workspace's dependencies on this machine's platform.
/// Its source is fetched by cargo if it is not there yet (cargo stays off the network when told,
/// as by `CARGO_NET_OFFLINE=true`); if it still is not, the line that says what to run.
///
/// Read once per process, as [`inline`] is made: the packages asked for are pinned.
fn package(ws: &Workspace, name: &str, version: &str) -> Result<&'static Package, Missing> {
    static PACKAGES: OnceLock<Vec<Package>> = OnceLock::new();
    let packages = PACKAGES.get_or_init(|| {
        let present = host_packages(ws, true);
        if ["proconio", "itertools"].iter().all(|krate| {
            present
                .iter()
                .any(|p| p.name.as_str() == *krate && src_dir(p).is_ok())
        }) {
            present
        } else {
            host_packages(ws, false)
        }
    });
    packages
        .iter()
        .find(|p| p.name.as_str() == name && p.version.to_string() == version)
        .filter(|p| src_dir(p).is_ok())
        .ok_or_else(|| missing(name, version))
}

/// The packages `Cargo.lock` resolves for the host alone (`--filter-platform`): a fresh machine's
/// registry holds only those, and another platform's (Windows' `anstyle-wincon`, say) would make
/// cargo go to the network for nothing. `offline`: from what this machine has; else cargo may
/// download what is missing.
fn host_packages(ws: &Workspace, offline: bool) -> Vec<Package> {
    let mut options = Vec::new();
    if let Some(host) = host_triple(ws) {
        options.extend(["--filter-platform".to_owned(), host]);
    }
    if offline {
        options.push("--offline".to_owned());
    }
    MetadataCommand::new()
        .manifest_path(ws.root().join("Cargo.toml"))
        .other_options(options)
        .exec()
        .map(|metadata| metadata.packages)
        .unwrap_or_default()
}

/// This machine's target triple, as rustc names it (`host:` in `rustc -vV`).
fn host_triple(ws: &Workspace) -> Option<String> {
    crate::build::rustc_version(ws)
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .map(|host| host.trim().to_owned())
}
