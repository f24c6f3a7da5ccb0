//! Counters of what a search did: nodes by kind and ply, table hits, cuts and
//! how soon they came, and how often each forward pruning fired. They cost an
//! increment each, and a profile (`examples/search_profile.rs`) reads them to
//! see where the nodes go.

/// Plies counted one by one; deeper nodes are counted at the last.
pub const PLIES: usize = 32;

#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Nodes of the full-width search, per ply from the root.
    pub nodes_by_ply: [u64; PLIES],
    /// Quiescence nodes (the node count's rest).
    pub quiescence_nodes: u64,
    /// Table look-ups in the full-width search, entries found, and entries
    /// that decided the node on their own.
    pub tt_probes: u64,
    pub tt_hits: u64,
    pub tt_cuts: u64,
    /// Quiescence nodes in check, answering it, and the answers searched there.
    pub quiescence_evasion_nodes: u64,
    pub quiescence_evasions: u64,
    /// Quiescence nodes the table knew, and those it decided.
    pub quiescence_tt_hits: u64,
    pub quiescence_tt_cuts: u64,
    /// Nodes whose moves were searched, those cut by a move, and those cut
    /// by the first move searched.
    pub move_nodes: u64,
    pub cut_nodes: u64,
    pub first_move_cuts: u64,
    /// The index of the cutting move, summed over the cut nodes.
    pub cut_index_sum: u64,
    pub reverse_futility_cuts: u64,
    pub null_tries: u64,
    pub null_cuts: u64,
    /// Quiet moves skipped by futility and by late move pruning.
    pub futility_prunes: u64,
    pub late_move_prunes: u64,
    /// Moves searched shallower first, and those searched again in full.
    pub reduced: u64,
    pub re_searched: u64,
    /// Checks searched a ply deeper.
    pub check_extensions: u64,
    /// Leaf values asked for, and those the evaluation cache held.
    pub evaluations: u64,
    pub evaluation_hits: u64,
    /// The node count at the end of each completed iteration (index: depth − 1).
    pub nodes_after_iteration: Vec<u64>,
}

impl Stats {
    #[inline]
    pub(super) fn node(&mut self, ply: usize) {
        self.nodes_by_ply[ply.min(PLIES - 1)] += 1;
    }

    /// Adds another search's counters (iterations are per search and not added).
    pub fn add(&mut self, other: &Stats) {
        for (mine, theirs) in self.nodes_by_ply.iter_mut().zip(other.nodes_by_ply) {
            *mine += theirs;
        }
        let pairs = [
            (&mut self.quiescence_nodes, other.quiescence_nodes),
            (&mut self.tt_probes, other.tt_probes),
            (&mut self.tt_hits, other.tt_hits),
            (&mut self.tt_cuts, other.tt_cuts),
            (&mut self.quiescence_tt_hits, other.quiescence_tt_hits),
            (
                &mut self.quiescence_evasion_nodes,
                other.quiescence_evasion_nodes,
            ),
            (&mut self.quiescence_evasions, other.quiescence_evasions),
            (&mut self.quiescence_tt_cuts, other.quiescence_tt_cuts),
            (&mut self.move_nodes, other.move_nodes),
            (&mut self.cut_nodes, other.cut_nodes),
            (&mut self.first_move_cuts, other.first_move_cuts),
            (&mut self.cut_index_sum, other.cut_index_sum),
            (&mut self.reverse_futility_cuts, other.reverse_futility_cuts),
            (&mut self.null_tries, other.null_tries),
            (&mut self.null_cuts, other.null_cuts),
            (&mut self.futility_prunes, other.futility_prunes),
            (&mut self.late_move_prunes, other.late_move_prunes),
            (&mut self.reduced, other.reduced),
            (&mut self.re_searched, other.re_searched),
            (&mut self.check_extensions, other.check_extensions),
            (&mut self.evaluations, other.evaluations),
            (&mut self.evaluation_hits, other.evaluation_hits),
        ];
        for (mine, theirs) in pairs {
            *mine += theirs;
        }
    }

    /// Nodes of the full-width search.
    pub fn full_nodes(&self) -> u64 {
        self.nodes_by_ply.iter().sum()
    }
}
