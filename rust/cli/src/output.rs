//! Printing to stdout without panicking when the reader goes away (`raja moves … | head`).

use std::io::{BufWriter, ErrorKind, Write};

use anyhow::{Result, anyhow};

/// Writes each line to stdout. A closed pipe ends the output quietly; any other
/// write error is reported.
pub fn lines<I, S>(lines: I) -> Result<()>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    lines_until_error(lines.into_iter().map(Ok))
}

/// The same for lines made as they are written (answers to lines read from
/// stdin): the first error making one ends the output and is returned.
pub fn lines_until_error<I, S>(lines: I) -> Result<()>
where
    I: IntoIterator<Item = Result<S>>,
    S: AsRef<str>,
{
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in lines {
        if let Err(e) = writeln!(out, "{}", line?.as_ref()) {
            return closed_or_error(e);
        }
    }
    out.flush().or_else(closed_or_error)
}

/// A write that failed because the reader went away ends the output quietly.
fn closed_or_error(e: std::io::Error) -> Result<()> {
    match e.kind() {
        ErrorKind::BrokenPipe => Ok(()),
        _ => Err(anyhow!("cannot write output: {e}")),
    }
}

pub fn line(text: impl AsRef<str>) -> Result<()> {
    lines([text])
}
