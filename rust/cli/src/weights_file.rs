//! Positional weights from a RON file (`--weights FILE`), as `raja tune` writes
//! them and `rust/bots/weights/` holds them.

use anyhow::{Context, Result, anyhow};
use raja_bots::eval::Positional;

/// The bound on a weights file: piece-square tables of a few games' pieces fit.
const MAX_BYTES: u64 = 1024 * 1024;

pub fn read(path: &str) -> Result<Positional> {
    let file = std::fs::File::open(path).with_context(|| format!("cannot open {path}"))?;
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::Read::take(file, MAX_BYTES + 1), &mut text)
        .with_context(|| format!("cannot read {path}"))?;
    if text.len() as u64 > MAX_BYTES {
        return Err(anyhow!("{path}: longer than {MAX_BYTES} bytes"));
    }
    Positional::from_ron(&text).map_err(|e| anyhow!("{path}: {e}"))
}
