//! A square: a dense index into the existing cells of a board, which its
//! `Geometry` gives and names, and the graph of `links` joins.

/// A dense square index, valid for one `Geometry`: wide enough for a 24 × 24
/// board and more.
pub type Square = u16;
