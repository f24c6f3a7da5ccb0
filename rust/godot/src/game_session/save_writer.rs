//! Saves written off the frame: the text of a save is taken on the caller's
//! thread (quick), and a thread of the writer's own puts it on the disk
//! (`raja_core::save::write_save`: a temporary file, flushed, renamed into
//! place), which can take tens of milliseconds a save on a phone's storage.
//!
//! Writes keep their order; when several wait for the same file only the newest
//! is written, each still atomic. `finish` waits until everything handed over is
//! on the disk, and dropping the writer finishes too, so a save handed over just
//! before the game closes is not lost.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;

use raja_core::Error;

/// A writer thread and what it has yet to write.
#[derive(Default)]
pub struct SaveWriter {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<Queue>,
    /// Wakes the thread for a new save or the end, and `finish` when it is idle.
    wake: Condvar,
}

#[derive(Default)]
struct Queue {
    waiting: VecDeque<(PathBuf, String)>,
    /// A save is being written (out of `waiting`, not yet on the disk).
    writing: bool,
    /// The first failure since the last `finish`.
    failure: Option<Error>,
    closing: bool,
}

impl SaveWriter {
    /// Hands `text` over to be written to `path`; returns at once. A failure
    /// of an earlier write is returned (once), so the caller learns of it at
    /// its next save.
    pub fn write(&mut self, path: PathBuf, text: String) -> Result<(), Error> {
        let earlier = {
            let mut queue = self.shared.lock();
            queue.waiting.retain(|(waiting, _)| *waiting != path);
            queue.waiting.push_back((path, text));
            queue.failure.take()
        };
        self.shared.wake.notify_all();
        if self.thread.is_none() {
            let shared = Arc::clone(&self.shared);
            match std::thread::Builder::new()
                .name("raja-save".into())
                .spawn(move || shared.write_until_closed())
            {
                Ok(thread) => self.thread = Some(thread),
                // No thread to be had: write here, as a plain save would.
                Err(_) => self.shared.write_waiting(),
            }
        }
        earlier.map_or(Ok(()), Err)
    }

    /// Waits until every save handed over is on the disk; the first failure
    /// since the last call, if any.
    pub fn finish(&mut self) -> Result<(), Error> {
        let mut queue = self.shared.lock();
        while !queue.waiting.is_empty() || queue.writing {
            queue = self
                .shared
                .wake
                .wait(queue)
                .unwrap_or_else(PoisonError::into_inner);
        }
        queue.failure.take().map_or(Ok(()), Err)
    }
}

impl Drop for SaveWriter {
    fn drop(&mut self) {
        self.shared.lock().closing = true;
        self.shared.wake.notify_all();
        if let Some(thread) = self.thread.take() {
            // The thread writes what is waiting before it ends.
            let _ = thread.join();
        }
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn write_until_closed(&self) {
        let mut queue = self.lock();
        loop {
            if let Some((path, text)) = queue.waiting.pop_front() {
                queue.writing = true;
                drop(queue);
                let written = raja_core::save::write_save(&path, &text);
                queue = self.lock();
                queue.writing = false;
                if let Err(error) = written {
                    queue.failure.get_or_insert(error);
                }
                self.wake.notify_all();
            } else if queue.closing {
                return;
            } else {
                queue = self
                    .wake
                    .wait(queue)
                    .unwrap_or_else(PoisonError::into_inner);
            }
        }
    }

    /// Writes what waits on the calling thread (when no thread could be made).
    fn write_waiting(&self) {
        let mut queue = self.lock();
        while let Some((path, text)) = queue.waiting.pop_front() {
            if let Err(error) = raja_core::save::write_save(&path, &text) {
                queue.failure.get_or_insert(error);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("raja-save-writer-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        folder
    }

    #[test]
    fn finish_waits_until_the_newest_text_of_each_file_is_written() {
        let folder = folder("finish");
        let mut writer = SaveWriter::default();
        for i in 0..50 {
            writer
                .write(folder.join("a.ron"), format!("a {i}"))
                .unwrap();
            writer
                .write(folder.join("b.ron"), format!("b {i}"))
                .unwrap();
        }
        writer.finish().unwrap();
        assert_eq!(
            std::fs::read_to_string(folder.join("a.ron")).unwrap(),
            "a 49"
        );
        assert_eq!(
            std::fs::read_to_string(folder.join("b.ron")).unwrap(),
            "b 49"
        );
        let left: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left.len(), 2, "no temporary file is left: {left:?}");
    }

    #[test]
    fn a_writer_dropped_right_after_a_save_still_writes_it() {
        let folder = folder("drop");
        let mut writer = SaveWriter::default();
        writer
            .write(folder.join("last.ron"), "the last move".into())
            .unwrap();
        drop(writer);
        assert_eq!(
            std::fs::read_to_string(folder.join("last.ron")).unwrap(),
            "the last move"
        );
    }

    #[test]
    fn a_failed_write_is_reported_once_by_finish() {
        let folder = folder("fail");
        let mut writer = SaveWriter::default();
        // A folder where the file should go: the rename cannot replace it.
        std::fs::create_dir_all(folder.join("taken.ron/inside")).unwrap();
        writer
            .write(folder.join("taken.ron"), "text".into())
            .unwrap();
        assert!(matches!(writer.finish(), Err(Error::Io(_))));
        assert!(writer.finish().is_ok(), "reported once");
        writer
            .write(folder.join("fine.ron"), "text".into())
            .unwrap();
        writer.finish().unwrap();
    }
}
