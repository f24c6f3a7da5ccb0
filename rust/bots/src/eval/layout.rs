//! The positional weights of one game laid out flat: every taper a slot. The
//! features of a position name slots (`features`); the evaluator reads the
//! weights by slot, and the tuner fits them slot by slot and writes them back
//! as `Positional` (keyed by piece names, as the family files hold them).

use raja_core::Army;
use raja_core::Kind;
use raja_core::variant::Variant;

use super::frame::Frame;
use super::positional::{PieceWeights, Positional, Taper};

/// An index into `Layout::tapers`.
pub type Slot = u32;

/// Entries of the king-attackers table: none, one, … seven or more.
pub const KING_ATTACKERS: usize = 8;
/// Entries of the king-attacker-armies table: none, one, two, three or more.
pub const KING_ATTACKER_ARMIES: usize = 4;
/// The longest mobility table: that many squares or more share the last entry.
const MOBILITY_CAP: usize = 32;

/// The slots of one piece kind.
#[derive(Clone, Debug)]
pub struct KindSlots {
    pub value: Slot,
    /// The first of `rows × columns` piece squares.
    pub squares: Slot,
    /// The first of `mobility_len` mobility entries (none for pawns).
    pub mobility: Slot,
    pub mobility_len: u8,
    pub king_attack: Slot,
    pub open_line: Slot,
    pub half_open_line: Slot,
    pub pair: Slot,
    pub attacked_by_pawn: Slot,
    pub attacked_by_lesser: Slot,
    pub hanging: Slot,
}

/// Every slot of a game, and the weights in them.
#[derive(Clone, Debug)]
pub struct Layout {
    pub tapers: Vec<Taper>,
    /// The piece-square tables' size: rows along an army's way, columns across
    /// it folded onto one half (the first army's frame; 0 without one).
    pub rows: usize,
    pub columns: usize,
    pub centre: Slot,
    pub king_centre: Slot,
    pub pawn_advance: Slot,
    pub mobility: Slot,
    pub king_attack: Slot,
    pub pawn_shield: Slot,
    pub doubled: Slot,
    pub isolated: Slot,
    pub passed: Slot,
    /// The first of `rows` entries each.
    pub passed_by_progress: Slot,
    pub connected: Slot,
    pub passed_own_king: Slot,
    pub passed_enemy_king: Slot,
    /// The first of `KING_ATTACKERS` entries.
    pub king_attackers: Slot,
    /// The first of `KING_ATTACKER_ARMIES` entries.
    pub king_attacker_armies: Slot,
    pub tempo: Slot,
    pub kinds: Vec<KindSlots>,
    names: Vec<String>,
}

impl Layout {
    /// The slots of `variant`, holding `weights` (zero where they say nothing,
    /// or where a table's size is not the board's).
    pub fn new(variant: &Variant, weights: &Positional) -> Layout {
        let (rows, columns) = table_size(variant);
        let mut layout = Layout {
            tapers: Vec::new(),
            rows,
            columns,
            centre: 0,
            king_centre: 0,
            pawn_advance: 0,
            mobility: 0,
            king_attack: 0,
            pawn_shield: 0,
            doubled: 0,
            isolated: 0,
            passed: 0,
            passed_by_progress: 0,
            connected: 0,
            passed_own_king: 0,
            passed_enemy_king: 0,
            king_attackers: 0,
            king_attacker_armies: 0,
            tempo: 0,
            kinds: Vec::new(),
            names: Vec::new(),
        };
        let w = weights;
        layout.centre = layout.one("centre", w.centre);
        layout.king_centre = layout.one("king_centre", w.king_centre);
        layout.pawn_advance = layout.one("pawn_advance", w.pawn_advance);
        layout.mobility = layout.one("mobility", w.mobility);
        layout.king_attack = layout.one("king_attack", w.king_attack);
        layout.pawn_shield = layout.one("pawn_shield", w.pawn_shield);
        layout.doubled = layout.one("doubled", w.doubled);
        layout.isolated = layout.one("isolated", w.isolated);
        layout.passed = layout.one("passed", w.passed);
        layout.passed_by_progress = layout.list("passed_by_progress", &w.passed_by_progress, rows);
        layout.connected = layout.list("connected", &w.connected, rows);
        layout.passed_own_king = layout.one("passed_own_king", w.passed_own_king);
        layout.passed_enemy_king = layout.one("passed_enemy_king", w.passed_enemy_king);
        layout.king_attackers = layout.list("king_attackers", &w.king_attackers, KING_ATTACKERS);
        layout.king_attacker_armies = layout.list(
            "king_attacker_armies",
            &w.king_attacker_armies,
            KING_ATTACKER_ARMIES,
        );
        layout.tempo = layout.one("tempo", w.tempo);
        for kind in variant.kinds() {
            let name = &variant.piece(kind).name;
            let piece = w.pieces.get(name).cloned().unwrap_or_default();
            let slots = layout.piece(variant, kind, name, &piece);
            layout.kinds.push(slots);
        }
        layout
    }

    /// Whether a weight is set in `slot`.
    pub fn reads(&self, slot: Slot) -> bool {
        !self.tapers[slot as usize].is_zero()
    }

    /// Whether a weight is set in one of the `len` slots from `first`.
    pub fn reads_any(&self, first: Slot, len: usize) -> bool {
        (first..first + len as Slot).any(|slot| self.reads(slot))
    }

    /// The weights now in the slots, keyed as the family files key them
    /// (pieces that add nothing left out).
    pub fn positional(&self, variant: &Variant) -> Positional {
        let t = |slot: Slot| self.tapers[slot as usize];
        let list = |first: Slot, len: usize| (0..len).map(|i| t(first + i as Slot)).collect();
        let mut out = Positional {
            centre: t(self.centre),
            king_centre: t(self.king_centre),
            pawn_advance: t(self.pawn_advance),
            mobility: t(self.mobility),
            king_attack: t(self.king_attack),
            pawn_shield: t(self.pawn_shield),
            doubled: t(self.doubled),
            isolated: t(self.isolated),
            passed: t(self.passed),
            passed_by_progress: list(self.passed_by_progress, self.rows),
            connected: list(self.connected, self.rows),
            passed_own_king: t(self.passed_own_king),
            passed_enemy_king: t(self.passed_enemy_king),
            king_attackers: list(self.king_attackers, KING_ATTACKERS),
            king_attacker_armies: list(self.king_attacker_armies, KING_ATTACKER_ARMIES),
            tempo: t(self.tempo),
            pieces: Default::default(),
        };
        for (kind, k) in variant.kinds().zip(&self.kinds) {
            let squares = (0..self.rows)
                .map(|row| list(k.squares + (row * self.columns) as Slot, self.columns))
                .collect();
            let piece = PieceWeights {
                value: t(k.value),
                squares,
                mobility: list(k.mobility, usize::from(k.mobility_len)),
                king_attack: t(k.king_attack),
                open_line: t(k.open_line),
                half_open_line: t(k.half_open_line),
                pair: t(k.pair),
                attacked_by_pawn: t(k.attacked_by_pawn),
                attacked_by_lesser: t(k.attacked_by_lesser),
                hanging: t(k.hanging),
            };
            let name = variant.piece(kind).name.clone();
            out.pieces.insert(name, piece);
        }
        out.pruned()
    }

    /// The slots' count.
    pub fn len(&self) -> usize {
        self.tapers.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tapers.is_empty()
    }

    /// What slot `slot` weighs, as a path into the weights (`knight.squares[3][1]`).
    pub fn name(&self, slot: Slot) -> &str {
        self.names.get(slot as usize).map_or("?", String::as_str)
    }

    fn one(&mut self, name: &str, taper: Taper) -> Slot {
        self.tapers.push(taper);
        self.names.push(name.to_string());
        (self.tapers.len() - 1) as Slot
    }

    /// `len` slots from `given`, zero where it is shorter.
    fn list(&mut self, name: &str, given: &[Taper], len: usize) -> Slot {
        let first = self.tapers.len() as Slot;
        for i in 0..len {
            let taper = given.get(i).copied().unwrap_or_default();
            self.one(&format!("{name}[{i}]"), taper);
        }
        first
    }

    fn piece(&mut self, variant: &Variant, kind: Kind, name: &str, w: &PieceWeights) -> KindSlots {
        let value = self.one(&format!("{name}.value"), w.value);
        let fits =
            w.squares.len() == self.rows && w.squares.iter().all(|r| r.len() == self.columns);
        let squares = self.tapers.len() as Slot;
        for row in 0..self.rows {
            for column in 0..self.columns {
                let taper = if fits {
                    w.squares[row][column]
                } else {
                    Taper::ZERO
                };
                self.one(&format!("{name}.squares[{row}][{column}]"), taper);
            }
        }
        let mobility_len = if variant.is_pawn(kind) {
            0
        } else {
            most_reach(variant, kind).min(MOBILITY_CAP - 1) + 1
        };
        let mobility = self.list(&format!("{name}.mobility"), &w.mobility, mobility_len);
        let mut scalar = |term: &str, taper| self.one(&format!("{name}.{term}"), taper);
        KindSlots {
            value,
            squares,
            mobility,
            mobility_len: mobility_len as u8,
            king_attack: scalar("king_attack", w.king_attack),
            open_line: scalar("open_line", w.open_line),
            half_open_line: scalar("half_open_line", w.half_open_line),
            pair: scalar("pair", w.pair),
            attacked_by_pawn: scalar("attacked_by_pawn", w.attacked_by_pawn),
            attacked_by_lesser: scalar("attacked_by_lesser", w.attacked_by_lesser),
            hanging: scalar("hanging", w.hanging),
        }
    }
}

/// The piece-square tables' rows and folded columns, from the first army's
/// frame (0 × 0 where it faces no straight way).
fn table_size(variant: &Variant) -> (usize, usize) {
    match Frame::new(variant, Army::FIRST) {
        Some(frame) => {
            let rows = usize::from(frame.far()) + 1;
            let lines = usize::from(frame.lines());
            (rows, lines.div_ceil(2))
        }
        None => (0, 0),
    }
}

/// The most squares a piece of `kind` reaches from any square on an empty board.
fn most_reach(variant: &Variant, kind: Kind) -> usize {
    variant
        .geometry
        .squares()
        .map(|square| variant.tables.reach(kind, Army::FIRST, square).count())
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_come_back_out_of_the_slots_as_they_went_in() {
        let chess = raja_core::variant("chess").expect("chess");
        let mut weights = Positional::NONE;
        weights.tempo = Taper { mid: 12, end: 3 };
        weights.passed_by_progress = (0..8).map(|i| Taper { mid: i, end: 2 * i }).collect();
        let knight = PieceWeights {
            squares: (0..8)
                .map(|r| (0..4).map(|c| Taper { mid: r, end: c }).collect())
                .collect(),
            mobility: vec![Taper { mid: -5, end: -9 }; 9],
            hanging: Taper { mid: -40, end: -30 },
            ..PieceWeights::default()
        };
        weights.pieces.insert("knight".into(), knight);
        let layout = Layout::new(&chess, &weights);
        assert_eq!((layout.rows, layout.columns), (8, 4));
        assert_eq!(layout.positional(&chess), weights);
        let knight = &layout.kinds[chess.kind_by_letter('N').expect("N").index()];
        assert_eq!(knight.mobility_len, 9, "a knight reaches 8 squares at most");
        let slot = knight.squares + 2 * 4 + 3;
        assert_eq!(layout.name(slot), "knight.squares[2][3]");
        assert_eq!(layout.tapers[slot as usize], Taper { mid: 2, end: 3 });
    }

    #[test]
    fn a_table_of_another_size_adds_nothing() {
        let chess = raja_core::variant("chess").expect("chess");
        let mut weights = Positional::NONE;
        let rook = PieceWeights {
            squares: vec![vec![Taper { mid: 5, end: 5 }; 5]; 9],
            ..PieceWeights::default()
        };
        weights.pieces.insert("rook".into(), rook);
        let layout = Layout::new(&chess, &weights);
        assert!(layout.tapers.iter().all(Taper::is_zero));
    }
}
