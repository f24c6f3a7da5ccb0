//! Command-line mistakes in one line, as every other error of `raja` is: clap's own
//! messages span several lines (the problem, a tip, the usage, a pointer to
//! `--help`), but a script reading stderr wants one line that names the problem.

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind};

/// Formats a parse error as `error: <problem>; usage: <usage>`, one line.
pub struct OneLine;

impl ErrorFormatter for OneLine {
    fn format_error(error: &Error<Self>) -> StyledStr {
        let mut line = format!("error: {}", problem(error));
        if let Some(usage) = usage(error)
            && error.kind() != ErrorKind::InvalidSubcommand
        {
            line.push_str("; ");
            line.push_str(&usage);
        }
        line.push('\n');
        let mut styled = StyledStr::new();
        styled.push_str(&line);
        styled
    }
}

/// What was wrong, in words, from the error's context.
fn problem(error: &Error<OneLine>) -> String {
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        Some(ContextValue::Strings(texts)) => Some(texts.join(", ")),
        Some(ContextValue::StyledStr(text)) => Some(text.to_string()),
        _ => None,
    };
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let suggestion = text(ContextKind::SuggestedArg)
        .or_else(|| text(ContextKind::SuggestedSubcommand))
        .map_or(String::new(), |s| format!(" (did you mean {s}?)"));
    match error.kind() {
        ErrorKind::InvalidSubcommand => {
            let command = text(ContextKind::InvalidSubcommand).unwrap_or_default();
            format!("unknown command {command:?}{suggestion}; raja --help lists the commands")
        }
        ErrorKind::MissingSubcommand => "missing command".to_string(),
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            format!("unknown option {arg}{suggestion}")
        }
        ErrorKind::UnknownArgument => format!("unexpected argument {arg:?}"),
        ErrorKind::InvalidValue if value.is_empty() => {
            format!("option {} needs a value", name(&arg))
        }
        ErrorKind::InvalidValue => {
            let valid = text(ContextKind::ValidValue).unwrap_or_default();
            format!("{} {value:?} is not one of {valid}", name(&arg))
        }
        ErrorKind::ValueValidation => {
            format!("{} {} {}", name(&arg), shown(&value), why(error, &value))
        }
        ErrorKind::MissingRequiredArgument => {
            let missing: Vec<String> = arg.split(", ").map(name).collect();
            format!("missing {}", missing.join(", "))
        }
        ErrorKind::ArgumentConflict => match text(ContextKind::PriorArg).map(|p| name(&p)) {
            Some(other) if other == name(&arg) => format!("{} is given twice", name(&arg)),
            Some(other) => format!("{} cannot be given with {other}", name(&arg)),
            None => format!("{} cannot be given with other options", name(&arg)),
        },
        kind => kind.as_str().unwrap_or("bad command line").to_string(),
    }
}

/// An argument as its user typed it: `--opening <N>` is `--opening`, `<DEPTH>` is `depth`.
fn name(arg: &str) -> String {
    match arg.split_whitespace().next().unwrap_or(arg) {
        option if option.starts_with('-') => option.to_string(),
        positional => positional
            .trim_start_matches(['<', '['])
            .trim_end_matches(['>', ']', '.'])
            .to_lowercase(),
    }
}

/// A value as it was given, quoted only where the quotes are needed to see it.
fn shown(value: &str) -> String {
    if value.is_empty() || value.contains(char::is_whitespace) {
        format!("{value:?}")
    } else {
        value.to_string()
    }
}

/// Why a value was refused: our parsers say it themselves (`is not a level 1–5`);
/// the standard number parsers' reasons become plain words.
fn why(error: &Error<OneLine>, value: &str) -> String {
    use std::num::IntErrorKind;
    let Some(source) = std::error::Error::source(error) else {
        return "is not valid".to_string();
    };
    let int_error = source
        .downcast_ref::<std::num::ParseIntError>()
        .map(|e| e.kind());
    let reason = source.to_string();
    match int_error {
        Some(IntErrorKind::PosOverflow) => "is too large".to_string(),
        Some(_) => "is not a number".to_string(),
        // clap's bounded numbers say "70000 is not in 0..=65535".
        None => match reason.strip_prefix(value).map(str::trim) {
            Some(bounds) => match bounds
                .strip_prefix("is not in ")
                .and_then(|range| range.split_once("..="))
            {
                Some((low, high)) => format!("is not a number from {low} to {high}"),
                None => bounds.to_string(),
            },
            None => reason,
        },
    }
}

/// The usage line of the command, `usage: raja perft [OPTIONS] <GAME> <DEPTH>`.
fn usage(error: &Error<OneLine>) -> Option<String> {
    let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) else {
        return None;
    };
    let usage = usage.to_string();
    let usage = usage.trim().strip_prefix("Usage:").unwrap_or(&usage);
    let forms: Vec<&str> = usage
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    Some(format!("usage: {}", forms.join(" | ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_as_typed() {
        assert_eq!(name("--opening <N>"), "--opening");
        assert_eq!(name("<DEPTH>"), "depth");
        assert_eq!(name("[GAMES]..."), "games");
        assert_eq!(shown("41"), "41");
        assert_eq!(shown(""), "\"\"");
        assert_eq!(shown("d2d3 e2e5"), "\"d2d3 e2e5\"");
    }
}
