//! Lines to the GUI from two threads, the protocol's and the search's: each line
//! is written whole and flushed at once (a GUI reads line by line, as they come).

use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};

#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    pub fn new(writer: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(writer))))
    }

    pub fn stdout() -> Output {
        Output::new(std::io::stdout())
    }

    /// Writes one line. A GUI that stopped reading is not an error of ours: it
    /// also closes our input, which ends the engine.
    pub fn line(&self, text: &str) {
        let mut writer = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = writeln!(writer, "{text}").and_then(|()| writer.flush());
    }

    /// `info string <text>`, on one line whatever the text holds.
    pub fn info_string(&self, text: &str) {
        let text: Vec<&str> = text.split_whitespace().collect();
        self.line(&format!("info string {}", text.join(" ")));
    }
}

/// Lines kept in memory, for tests and the fuzz target to read back.
#[derive(Clone, Default)]
pub struct Captured(Arc<Mutex<Vec<u8>>>);

impl Captured {
    pub fn text(&self) -> String {
        let bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut bytes = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
