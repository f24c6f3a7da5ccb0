//! What a bot remembers from one search to the next: the transposition table
//! (`tt`, each search a generation of it) and the main thread's move ordering
//! (`ordering`: histories, countermoves; killers start afresh). Its clones
//! share it; a UCI engine keeps one per game.

use std::sync::{Arc, Mutex, MutexGuard};

use super::ordering::Ordering;
use super::tt::Table;

#[derive(Clone, Default)]
pub struct Memory(Arc<Mutex<Kept>>);

#[derive(Default)]
struct Kept {
    /// The table and the megabytes it was made for.
    table: Option<(usize, Arc<Table>)>,
    ordering: Option<Ordering>,
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memory")
    }
}

impl Memory {
    fn kept(&self) -> MutexGuard<'_, Kept> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The kept table of `megabytes` MiB, made if there is none of that size.
    pub fn table(&self, megabytes: usize) -> Arc<Table> {
        let mut kept = self.kept();
        match &kept.table {
            Some((size, table)) if *size == megabytes => Arc::clone(table),
            _ => {
                let table = Arc::new(Table::with_megabytes(megabytes));
                kept.table = Some((megabytes, Arc::clone(&table)));
                table
            }
        }
    }

    /// The kept ordering for a game of these dimensions (a new one if none
    /// is kept or it was another game's), ready for a new search.
    pub fn take_ordering(&self, squares: usize, kinds: usize, armies: usize) -> Ordering {
        match self.kept().ordering.take() {
            Some(mut ordering) if ordering.fits(squares, kinds, armies) => {
                ordering.new_search();
                ordering
            }
            _ => Ordering::new(squares, kinds, armies),
        }
    }

    /// Keeps `ordering` for the next search.
    pub fn keep_ordering(&self, ordering: Ordering) {
        self.kept().ordering = Some(ordering);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_and_ordering_are_kept_while_they_fit() {
        let memory = Memory::default();
        let table = memory.table(1);
        assert!(Arc::ptr_eq(&table, &memory.table(1)));
        assert!(
            !Arc::ptr_eq(&table, &memory.table(2)),
            "another size, another table"
        );
        let ordering = memory.take_ordering(64, 6, 2);
        memory.keep_ordering(ordering);
        assert!(memory.take_ordering(64, 6, 2).fits(64, 6, 2));
        assert!(
            memory.take_ordering(90, 7, 2).fits(90, 7, 2),
            "another game's is made anew"
        );
    }
}
