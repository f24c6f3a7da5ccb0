//! Printing to stdout without panicking when the reader goes away (`raja moves … | head`).

use std::io::{ErrorKind, Write};

/// Writes each line to stdout. A closed pipe ends the output quietly; any other
/// write error is reported.
pub fn lines<I, S>(lines: I) -> Result<(), String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let mut out = std::io::stdout().lock();
    for line in lines {
        if let Err(e) = writeln!(out, "{}", line.as_ref()) {
            return match e.kind() {
                ErrorKind::BrokenPipe => Ok(()),
                _ => Err(format!("cannot write output: {e}")),
            };
        }
    }
    out.flush().or_else(|e| match e.kind() {
        ErrorKind::BrokenPipe => Ok(()),
        _ => Err(format!("cannot write output: {e}")),
    })
}

pub fn line(text: impl AsRef<str>) -> Result<(), String> {
    lines([text])
}
