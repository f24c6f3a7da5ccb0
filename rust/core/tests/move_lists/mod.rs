//! Move lists as text, for tests that compare them.

#![allow(dead_code)]

/// The moves among `moves` that start on `from` (`e1` is not the start of `e10f9`),
/// sorted.
pub fn starting_on(moves: Vec<String>, from: &str) -> Vec<String> {
    let mut out: Vec<String> = moves
        .into_iter()
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect();
    out.sort();
    out
}

/// Space-separated words, sorted: a move list as a test expects it.
pub fn words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    out.sort();
    out
}
