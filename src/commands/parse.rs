//! The parsers of the commands' numeric and list arguments: each says in plain words what it
//! wanted.

use judge::engine::Group;

/// A whole number (0, 1, 2, …), for a count.
pub fn whole(text: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("`{text}` is not a whole number (0, 1, 2, …)"))
}

/// A whole number for a seed.
pub fn whole_u64(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("`{text}` is not a whole number (0, 1, 2, …)"))
}

/// A whole number of at least 1.
pub fn positive(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("`{text}` is not a whole number of at least 1")),
    }
}

/// A whole number of at least 1, for a count of jobs.
pub fn positive_usize(text: &str) -> Result<usize, String> {
    positive(text).map(|n| n as usize)
}

/// A positive number of seconds.
pub fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() => Ok(s),
        _ => Err(format!("`{text}` is not a positive number of seconds")),
    }
}

/// A number of seconds, 0 included.
pub fn seconds_or_zero(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s >= 0.0 && s.is_finite() => Ok(s),
        _ => Err(format!("`{text}` is not a number of seconds (0 or more)")),
    }
}

/// The groups `--groups` names.
#[derive(Clone)]
pub struct GroupList(pub Vec<Group>);

/// A list of groups for `--groups`.
pub fn groups(text: &str) -> Result<GroupList, String> {
    let groups = Group::parse_list(text).map_err(|e| e.to_string())?;
    if groups.is_empty() {
        return Err("name at least one group".to_owned());
    }
    Ok(GroupList(groups))
}
