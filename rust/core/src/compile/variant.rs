//! A game's data compiled: geometry, tables, piece classes, limits and the
//! start, all plain data. How the data is compiled is `build`, concept by
//! concept. The rule module is paired with it above positions and moves
//! (`movegen::variant::Variant`), so that this layer knows no rules.

mod build;

use crate::board::army::Army;
use crate::board::attack_tables::{AttackLines, AttackOpenings};
use crate::board::cell::{Cell, MAX_ARMIES};
use crate::board::geometry::{Geometry, Square};
use crate::board::kind::{Kind, KindSet};
use crate::board::piece::PieceDef;
use crate::board::tables::MoveTables;
use crate::board::zobrist::Zobrist;
use crate::compile::data::{FormData, GameData};
use crate::compile::zones::PromotionZones;

/// Per kind, the two kinds of a merged piece (`PieceDef::merges`): two pieces of
/// the game that are not merged themselves.
pub(crate) fn merged_parts(data: &GameData) -> Result<Vec<Option<(Kind, Kind)>>, String> {
    let kind = |name: &String| {
        data.pieces
            .iter()
            .position(|p| &p.name == name && p.merges.is_empty())
            .and_then(Kind::from_index)
            .ok_or(format!("{name} cannot be merged"))
    };
    data.pieces
        .iter()
        .map(|piece| match piece.merges.as_slice() {
            [] => Ok(None),
            [a, b] => Ok(Some((kind(a)?, kind(b)?))),
            _ => Err(format!("{} merges two pieces", piece.name)),
        })
        .collect()
}

/// What a promotion square does to a promoting piece that enters it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromotionSquare {
    None,
    /// The promoting piece may never enter it.
    Never,
    /// Entering it turns the piece into this kind.
    Into(Kind),
    /// Entering it turns the piece into a kind of the player's choice.
    Choice,
}

/// A castling as compiled (data: `CastlingData`).
#[derive(Clone, Debug)]
pub struct Castling {
    pub army: Army,
    pub king: Square,
    pub king_to: Square,
    pub rook: Square,
    pub rook_to: Square,
    pub rook_kind: Kind,
    /// Squares that must be empty (the king and the rook aside).
    pub empty: Vec<Square>,
    /// Squares the king stands on or passes, which no opponent may attack.
    pub king_path: Vec<Square>,
}

/// Back-rank castling as compiled (data: `BackRankCastlingData`). Its rights are
/// bits of `Position::castling_rights`, one per army and file of its back rank.
#[derive(Clone, Debug)]
pub struct BackRank {
    pub rook_kind: Kind,
    /// The king's and the rook's target files: `[queen side, king side]`.
    pub targets: [(u8, u8); 2],
    /// Per army: the board rank that is its back rank.
    pub rank: [u8; MAX_ARMIES],
    width: u8,
}

impl BackRank {
    /// The right to castle with the rook on `file` of `army`'s back rank.
    #[inline]
    pub fn right(&self, army: Army, file: u8) -> u64 {
        1 << (u32::from(army.number()) * u32::from(self.width) + u32::from(file))
    }

    /// Every right of `army`.
    #[inline]
    pub fn army_rights(&self, army: Army) -> u64 {
        ((1u64 << self.width) - 1) << (u32::from(army.number()) * u32::from(self.width))
    }

    /// The files of `army`'s rights in `rights`, lowest first.
    pub fn files(&self, army: Army, rights: u64) -> impl Iterator<Item = u8> + '_ {
        let own =
            (rights & self.army_rights(army)) >> (u32::from(army.number()) * u32::from(self.width));
        (0..self.width).filter(move |f| own & (1 << f) != 0)
    }
}

/// Dice as compiled: per face (index 0 is `first_face`), the bitmask of kinds it moves.
#[derive(Clone, Debug)]
pub struct DiceRule {
    pub per_turn: u8,
    pub face_kinds: Vec<KindSet>,
    pub first_face: u8,
    pub may_pass: bool,
}

impl DiceRule {
    /// The kinds a face lets move (none for a number the die does not have).
    #[inline]
    pub fn kinds(&self, face: u8) -> KindSet {
        face.checked_sub(self.first_face)
            .and_then(|i| self.face_kinds.get(usize::from(i)))
            .copied()
            .unwrap_or(KindSet::EMPTY)
    }

    pub fn last_face(&self) -> u8 {
        self.first_face
            .saturating_add(self.face_kinds.len() as u8)
            .saturating_sub(1)
    }

    /// The die a piece of `kind` moves by: the first of `remaining` whose face
    /// lets that kind move (0 marks a die used).
    #[inline]
    pub fn die_for(&self, remaining: &[u8], kind: Kind) -> Option<usize> {
        remaining
            .iter()
            .position(|&face| face != 0 && self.kinds(face).contains(kind))
    }

    /// Whether the die has a face with this number.
    pub fn has_face(&self, face: u8) -> bool {
        (self.first_face..=self.last_face()).contains(&face)
    }
}

/// Options chosen when a game is created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantOptions {
    pub teams: bool,
    /// With `teams`: the partnerships are the data's `pairs`, not its `teams`.
    pub pairs: bool,
    pub dice: bool,
    /// Chess960: shuffled back ranks (by Scharnagl number), castling written as
    /// the king taking its rook, rights in the FEN by rook file (Shredder-FEN).
    pub chess960: bool,
}

impl From<&FormData> for VariantOptions {
    fn from(form: &FormData) -> VariantOptions {
        VariantOptions {
            teams: form.teams,
            pairs: form.pairs,
            dice: form.dice,
            chess960: form.chess960,
        }
    }
}

/// A game's data compiled: geometry, pieces, tables and armies; everything but
/// its rule module.
pub struct CompiledVariant {
    pub id: String,
    pub data: GameData,
    pub options: VariantOptions,
    pub geometry: Geometry,
    pub tables: MoveTables,
    pub zobrist: Zobrist,
    /// Team index of each army; without teams every army is its own team.
    pub team_of: [u8; MAX_ARMIES],
    /// Per kind: bitmask of the kinds it may capture.
    pub capture_mask: Vec<KindSet>,
    pub royal_mask: KindSet,
    pub pawn_mask: KindSet,
    pub promoting_kind: Option<Kind>,
    pub promotion_only_if_absent: bool,
    /// Promotion waits while the army has all the pawns it started with.
    pub promotion_waits: bool,
    /// Per army: how many pawns it starts with.
    pub start_pawns: [u8; MAX_ARMIES],
    /// Per army and square: what entering it does to a promoting piece.
    promotion_squares: Vec<PromotionSquare>,
    /// The kinds a pawn may choose on a `PromotionSquare::Choice`.
    pub promotion_choices: Vec<Kind>,
    /// Points for capturing a promoted piece (promoted pieces are marked only then).
    pub promoted_value: Option<u32>,
    /// Royal pieces may not be left attacked (`GameData::check`).
    pub check: bool,
    pub scoring: crate::compile::data::Scoring,
    pub record: crate::compile::data::RecordFormat,
    /// Where pieces could capture from, per kind, army and target square: the
    /// capturing movements reversed, for attack tests.
    pub attack_tables: MoveTables,
    /// The same, merged into lines walked once for all kinds (`attack::royal_safety`).
    pub attack_lines: AttackLines,
    /// Kinds whose captures differ from army to army: by the army's direction
    /// (pawns), a rank it counts (Xiangqi's soldier) or a region of its own.
    pub oriented_kinds: KindSet,
    /// The oriented kinds that capture by sliding (Shogi's lance): pins along
    /// their lines are found apart from the shared lines.
    pub oriented_slider_kinds: KindSet,
    /// Some piece captures by hopping or leaps lamely (a screen that arrives,
    /// or a leg that empties, can uncover an attack off the lines): the
    /// legality test plays the moves that touch `attack_openings`.
    pub hoppers_or_lame_leapers: bool,
    /// Kinds that move by vaulting (`Movement::Vault`, Janggi's cannon): they
    /// never vault over their own kind (`may_screen`).
    vaulting_kinds: KindSet,
    /// The royal pieces may not face each other on an open file (`GameData::flying_general`).
    pub flying_general: bool,
    /// Where a move could expose a royal piece, in games whose attacks leave
    /// the lines (`hoppers_or_lame_leapers`, `flying_general`); else empty.
    pub attack_openings: AttackOpenings,
    /// Per (kind, army), `kind * armies + army`: the squares the army's pieces
    /// of that kind never leave (`ArmyData::regions`), or none.
    regions: Vec<Option<Vec<bool>>>,
    pub castlings: Vec<Castling>,
    /// Castling with any rook of the back rank (chess, Chess960).
    pub back_rank: Option<BackRank>,
    /// Per square: the castling rights lost when a move leaves or enters it.
    castling_lost: Vec<u64>,
    /// A pawn's double step leaves an en-passant square.
    pub en_passant: bool,
    /// It lasts until its owner moves again (`GameData::en_passant_until_owner_moves`).
    pub en_passant_lasts: bool,
    pub dice: Option<DiceRule>,
    pub setup: Vec<(Square, Cell)>,
    /// The pairs of start squares whose pieces a player may exchange before
    /// the game (`ArmyData::swappable`), every army's in turn order.
    pub swaps: Vec<Swap>,
    /// Per army, the kinds it starts with in its pocket (`ArmyData::in_hand`).
    pub start_pockets: Vec<Vec<Kind>>,
    /// Per kind: the two kinds a merged piece is made of (`PieceDef::merges`).
    pub merged: Vec<Option<(Kind, Kind)>>,
    /// Promotion by moves into, out of or within a zone (Shogi), and the
    /// kinds promoted pieces go back to in a hand.
    pub zones: PromotionZones,
}

impl CompiledVariant {
    /// The rank `army` starts from, if it moves along files (its back rank in
    /// two-player games: castling, Ouk Chatrang's first moves).
    pub fn home_rank(&self, army: Army) -> Option<u8> {
        let forward = self.data.armies.get(army.index())?.forward;
        home_rank(&self.geometry, forward)
    }

    /// The squares `army`'s pieces of `kind` never leave (Xiangqi's palace),
    /// if they are confined.
    pub fn region(&self, kind: Kind, army: Army) -> Option<impl Iterator<Item = Square> + '_> {
        let index = kind.index() * self.army_count() + army.index();
        let inside = self.regions.get(index)?.as_ref()?;
        Some(
            (0..inside.len())
                .filter(|&s| inside[s])
                .map(|s| s as Square),
        )
    }

    /// The army neutral pieces (the duck) belong to: one past the players', so
    /// that no player moves, takes or counts them.
    pub fn neutral_army(&self) -> Army {
        Army::new(self.army_count() as u8)
    }

    /// Whether pieces of `kind` belong to no player.
    pub fn is_neutral(&self, kind: Kind) -> bool {
        self.data
            .pieces
            .get(kind.index())
            .is_some_and(|p| p.neutral)
    }

    /// The PGN `Variant` tag naming this game, where PGN needs one.
    pub fn pgn_variant(&self) -> Option<&str> {
        match self.options.chess960 {
            true => Some("Chess960"),
            false => self.data.pgn_variant.as_deref(),
        }
    }

    pub fn army_count(&self) -> usize {
        self.data.armies.len()
    }

    /// Every army of the game, in turn order.
    pub fn armies(
        &self,
    ) -> impl DoubleEndedIterator<Item = Army> + ExactSizeIterator + Clone + use<> {
        Army::all(self.army_count() as u8)
    }

    pub fn kind_count(&self) -> usize {
        self.data.pieces.len()
    }

    /// Every kind of piece of the game, in piece-list order.
    pub fn kinds(
        &self,
    ) -> impl DoubleEndedIterator<Item = Kind> + ExactSizeIterator + Clone + use<> {
        Kind::all(self.kind_count())
    }

    pub fn piece(&self, kind: Kind) -> &PieceDef {
        &self.data.pieces[kind.index()]
    }

    pub fn value(&self, kind: Kind) -> u32 {
        self.data.pieces.get(kind.index()).map_or(0, |p| p.value)
    }

    /// Points for capturing this piece: its kind's value, or the value of
    /// promoted pieces for a marked one.
    #[inline]
    pub fn capture_value(&self, cell: Cell) -> u32 {
        match self.promoted_value {
            Some(value) if cell.is_promoted() => value,
            _ => self.value(cell.kind()),
        }
    }

    /// Where a back-rank castling of the king on `king` with the rook on `rook`
    /// puts them: (king's square, rook's square), on the side the rook stands.
    #[inline]
    pub fn back_rank_targets(&self, king: Square, rook: Square) -> Option<(Square, Square)> {
        let rule = self.back_rank.as_ref()?;
        let (king_file, rank) = self.geometry.coords(king);
        let (rook_file, _) = self.geometry.coords(rook);
        let (king_to, rook_to) = rule.targets[usize::from(rook_file > king_file)];
        let square = |file: u8| self.geometry.square_at(i32::from(file), i32::from(rank));
        Some((square(king_to)?, square(rook_to)?))
    }

    /// Every castling right of the listed castlings, as at the start (back-rank
    /// rights depend on the setup: `Position::from_setup` finds them).
    pub fn all_castling_rights(&self) -> u64 {
        (1u64 << self.castlings.len()) - 1
    }

    /// The castling rights a move from `from` to `to` takes away.
    #[inline]
    pub fn castling_lost(&self, from: Square, to: Square) -> u64 {
        self.castling_lost[usize::from(from)] | self.castling_lost[usize::from(to)]
    }

    /// The castling of `army` that this king move is, if any.
    #[inline]
    pub fn castling_of(&self, army: Army, from: Square, to: Square) -> Option<&Castling> {
        self.castlings
            .iter()
            .find(|c| c.army == army && c.king == from && c.king_to == to)
    }

    pub fn is_royal(&self, kind: Kind) -> bool {
        self.royal_mask.contains(kind)
    }

    /// Whether a piece of kind `mover` may hop or vault over a piece of kind
    /// `screen`: a vaulting kind (Janggi's cannon) never over its own kind.
    #[inline]
    pub fn may_screen(&self, mover: Kind, screen: Kind) -> bool {
        !self.vaulting_kinds.contains(mover) || mover != screen
    }

    pub fn is_pawn(&self, kind: Kind) -> bool {
        self.pawn_mask.contains(kind)
    }

    pub fn army_name(&self, army: Army) -> &str {
        self.data
            .armies
            .get(army.index())
            .map_or("?", |a| a.name.as_str())
    }

    pub fn army_letter(&self, army: Army) -> char {
        self.data.armies.get(army.index()).map_or('?', |a| a.letter)
    }

    pub fn army_by_letter(&self, letter: char) -> Option<Army> {
        self.data
            .armies
            .iter()
            .position(|a| a.letter == letter)
            .and_then(Army::from_index)
    }

    /// The army named `name`, or written by the letter `name`.
    pub fn army_by_name(&self, name: &str) -> Option<Army> {
        self.data
            .armies
            .iter()
            .position(|a| a.name == name || a.letter.to_string() == name)
            .and_then(Army::from_index)
    }

    /// The letter SAN writes for `kind` (`PieceDef::san_letter`, else its FEN letter).
    pub fn san_letter(&self, kind: Kind) -> char {
        let piece = self.piece(kind);
        piece
            .san_letter
            .unwrap_or(piece.letter)
            .to_ascii_uppercase()
    }

    /// The kind SAN names by `letter` (`san_letter`).
    pub fn kind_by_san_letter(&self, letter: char) -> Option<Kind> {
        let upper = letter.to_ascii_uppercase();
        self.kinds().find(|&kind| self.san_letter(kind) == upper)
    }

    /// The kind whose FEN letter is `letter`, in either case.
    pub fn kind_by_letter(&self, letter: char) -> Option<Kind> {
        kind_of_letter(&self.data, letter.to_ascii_uppercase())
    }

    /// Whether two different armies play on the same team.
    #[inline]
    pub fn partners(&self, a: Army, b: Army) -> bool {
        a != b && self.team_of[a.index()] == self.team_of[b.index()]
    }

    #[inline]
    pub fn promotion_square(&self, army: Army, square: Square) -> PromotionSquare {
        self.promotion_squares[army.index() * self.geometry.square_count() + usize::from(square)]
    }

    /// The teams as lists of armies (each army alone without teams).
    pub fn teams(&self) -> Vec<Vec<Army>> {
        let mut teams: Vec<Vec<Army>> = Vec::new();
        for army in self.armies() {
            let t = usize::from(self.team_of[army.index()]);
            if teams.len() <= t {
                teams.resize(t + 1, Vec::new());
            }
            teams[t].push(army);
        }
        teams
    }
}

/// The rank an army moving `forward` along files starts from: the lowest when
/// it moves up, the highest when it moves down; none for one moving along ranks.
fn home_rank(geometry: &Geometry, forward: (i8, i8)) -> Option<u8> {
    match forward {
        (0, 1) => Some(0),
        (0, -1) => Some(geometry.height() - 1),
        _ => None,
    }
}

/// The kind whose FEN letter is `letter` in the game's data.
fn kind_of_letter(data: &GameData, letter: char) -> Option<Kind> {
    data.pieces
        .iter()
        .position(|p| p.letter == letter)
        .and_then(Kind::from_index)
}

/// Two start squares of one army whose pieces its player may exchange
/// before the game (`ArmyData::swappable`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swap {
    pub army: Army,
    pub squares: (Square, Square),
}
