//! Saves written off the frame: the text of a save is taken on the caller's
//! thread (quick), and a writer thread puts it on the disk
//! (`raja_core::save::write_save`: a temporary file, flushed, renamed into
//! place), which can take tens of milliseconds a save on a phone's storage.
//!
//! One writer thread at a time serves the whole process (started when a save
//! comes and none runs, ended when nothing waits), so saves reach the disk in
//! the order they were handed over, whichever session made them, and two saves
//! of one file never write its temporary file at once; when several wait for the
//! same file only the newest is written, each still atomic. `finish` waits until
//! everything handed over is on the disk, and a `SaveWriter` dropped finishes
//! too, so a save handed over just before the game closes is not lost.

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock, PoisonError};

use raja_core::Error;

/// A session's way to the writer: its saves, and the failures of its own saves.
pub struct SaveWriter {
    owner: u64,
    handed_over: bool,
}

impl Default for SaveWriter {
    fn default() -> Self {
        static NEXT_OWNER: AtomicU64 = AtomicU64::new(0);
        Self {
            owner: NEXT_OWNER.fetch_add(1, Ordering::Relaxed),
            handed_over: false,
        }
    }
}

struct Job {
    owner: u64,
    path: PathBuf,
    text: String,
}

#[derive(Default)]
struct Queue {
    waiting: VecDeque<Job>,
    /// The writer thread runs: it writes what waits, then ends.
    running: bool,
    /// The first failure of each owner's saves since it last asked.
    failures: HashMap<u64, Error>,
}

struct Writer {
    queue: Mutex<Queue>,
    /// Wakes those waiting in `finish` when the thread ends.
    idle: Condvar,
}

impl SaveWriter {
    /// Hands `text` over to be written to `path`; returns at once. A failure of
    /// an earlier save of this writer's is returned (once), so the caller learns
    /// of it at its next save.
    pub fn write(&mut self, path: PathBuf, text: String) -> Result<(), Error> {
        self.handed_over = true;
        let writer = writer();
        let mut queue = writer.lock();
        queue.waiting.retain(|waiting| waiting.path != path);
        queue.waiting.push_back(Job {
            owner: self.owner,
            path,
            text,
        });
        let earlier = queue.failures.remove(&self.owner);
        if !queue.running {
            queue.running = true;
            let started = std::thread::Builder::new()
                .name("raja-save".into())
                .spawn(move || writer.write_waiting());
            if started.is_err() {
                // No thread to be had: write here, as a plain save would.
                drop(queue);
                writer.write_waiting();
            }
        }
        earlier.map_or(Ok(()), Err)
    }

    /// Waits until every save handed over (by any session) is on the disk; the
    /// first failure of this writer's saves since the last call, if any.
    pub fn finish(&mut self) -> Result<(), Error> {
        let writer = writer();
        let mut queue = writer.lock();
        while queue.running {
            queue = writer
                .idle
                .wait(queue)
                .unwrap_or_else(PoisonError::into_inner);
        }
        queue.failures.remove(&self.owner).map_or(Ok(()), Err)
    }
}

impl Drop for SaveWriter {
    fn drop(&mut self) {
        if self.handed_over {
            // What this session handed over is on the disk before it goes.
            let _ = self.finish();
        }
    }
}

/// The process's writer.
fn writer() -> &'static Writer {
    static WRITER: OnceLock<Writer> = OnceLock::new();
    WRITER.get_or_init(|| Writer {
        queue: Mutex::default(),
        idle: Condvar::new(),
    })
}

impl Writer {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Writes what waits, one save after another, until nothing does.
    fn write_waiting(&self) {
        let mut queue = self.lock();
        while let Some(job) = queue.waiting.pop_front() {
            drop(queue);
            let written = raja_core::save::write_save(&job.path, &job.text);
            queue = self.lock();
            if let Err(error) = written {
                queue.failures.entry(job.owner).or_insert(error);
            }
        }
        queue.running = false;
        self.idle.notify_all();
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
    fn two_sessions_saving_one_file_leave_the_later_save_whole() {
        let folder = folder("two");
        let file = folder.join("autosave.ron");
        let (mut old, mut new) = (SaveWriter::default(), SaveWriter::default());
        for i in 0..200 {
            old.write(file.clone(), format!("old {i} ").repeat(5000))
                .unwrap();
            new.write(file.clone(), format!("new {i} ").repeat(5000))
                .unwrap();
        }
        drop(old);
        new.finish().unwrap();
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "new 199 ".repeat(5000),
            "the last handed over, and nothing of another"
        );
    }

    #[test]
    fn a_failed_write_is_reported_once_to_its_own_session() {
        let folder = folder("fail");
        let (mut failing, mut other) = (SaveWriter::default(), SaveWriter::default());
        // A folder where the file should go: the rename cannot replace it.
        std::fs::create_dir_all(folder.join("taken.ron/inside")).unwrap();
        failing
            .write(folder.join("taken.ron"), "text".into())
            .unwrap();
        other.write(folder.join("fine.ron"), "text".into()).unwrap();
        assert!(other.finish().is_ok(), "not another session's failure");
        assert!(matches!(failing.finish(), Err(Error::Io(_))));
        assert!(failing.finish().is_ok(), "reported once");
    }
}
