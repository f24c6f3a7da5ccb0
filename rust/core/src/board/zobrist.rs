//! Zobrist keys for hashing positions (repetition detection).

use crate::board::army::Army;
use crate::board::kind::Kind;

/// Random keys for pieces on squares, the side to move and army states.
#[derive(Clone, Debug)]
pub struct Zobrist {
    squares: usize,
    kinds: usize,
    pieces: Vec<u64>,
    to_move: Vec<u64>,
    army_out: Vec<u64>,
    castling: Vec<u64>,
    en_passant: Vec<u64>,
}

/// SplitMix64: small, fixed and good enough for hash keys.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Zobrist {
    pub fn new(squares: usize, kinds: usize, armies: usize) -> Zobrist {
        let mut state = 0x5241_4A41;
        let mut keys = |n: usize| (0..n).map(|_| splitmix(&mut state)).collect::<Vec<_>>();
        Zobrist {
            squares,
            kinds,
            pieces: keys(squares * kinds * armies),
            to_move: keys(armies),
            army_out: keys(armies),
            castling: keys(64),
            en_passant: keys(squares),
        }
    }

    #[inline]
    pub fn piece(&self, army: Army, kind: Kind, square: u16) -> u64 {
        let i = (army.index() * self.kinds + kind.index()) * self.squares + usize::from(square);
        self.pieces[i]
    }

    #[inline]
    pub fn to_move(&self, army: Army) -> u64 {
        self.to_move[army.index()]
    }

    /// The key of an en-passant square.
    #[inline]
    pub fn en_passant(&self, square: u16) -> u64 {
        self.en_passant
            .get(usize::from(square))
            .copied()
            .unwrap_or(0)
    }

    /// Toggled while an army is out of play (grey).
    #[inline]
    pub fn army_out(&self, army: Army) -> u64 {
        self.army_out[army.index()]
    }

    /// The key of `count` pieces of `kind` in `army`'s pocket (0 for none).
    /// Computed, not stored: pockets are rare and counts unbounded by the board.
    #[inline]
    pub fn pocket(&self, army: Army, kind: Kind, count: u8) -> u64 {
        if count == 0 {
            return 0;
        }
        let mut state = 0x504F_434B_4554_0000
            ^ (u64::from(army.number()) << 16 | u64::from(kind.number()) << 8 | u64::from(count));
        splitmix(&mut state)
    }

    /// The key of a move whose second part is still due (the duck to place).
    #[inline]
    pub fn second_part_due(&self) -> u64 {
        0x2B99_51D6_C0A7_4E13
    }

    /// The combined key of the castling rights in `rights` (bit per castling).
    #[inline]
    pub fn castling(&self, rights: u64) -> u64 {
        let mut key = 0;
        let mut bits = rights;
        while bits != 0 {
            key ^= self.castling[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        key
    }
}
