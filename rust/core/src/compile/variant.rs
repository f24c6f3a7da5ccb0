//! A playable game: its data compiled into tables, plus its rule module.

use crate::board::attack_tables::{AttackLines, AttackOpenings};
use crate::board::cell::{Cell, MAX_ARMIES, MAX_CELL_ARMIES, MAX_KINDS};
use crate::board::geometry::{Geometry, Square};
use crate::board::piece::{Kind, Mode, Movement, PieceDef, lame_path};
use crate::board::tables::{Bounds, LEGS, MoveTables};
use crate::board::zobrist::Zobrist;
use crate::compile::data::{BackRankCastlingData, GameData};
use crate::compile::zones::PromotionZones;
use crate::error::Error;
use crate::rules::Rules;

/// Per kind, the two kinds of a merged piece (`PieceDef::merges`): two pieces of
/// the game that are not merged themselves.
pub(crate) fn merged_parts(data: &GameData) -> Result<Vec<Option<(Kind, Kind)>>, String> {
    let kind = |name: &String| {
        data.pieces
            .iter()
            .position(|p| &p.name == name && p.merges.is_empty())
            .map(|k| k as Kind)
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
    pub army: u8,
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
    pub fn right(&self, army: u8, file: u8) -> u64 {
        1 << (u32::from(army) * u32::from(self.width) + u32::from(file))
    }

    /// Every right of `army`.
    #[inline]
    pub fn army_rights(&self, army: u8) -> u64 {
        ((1u64 << self.width) - 1) << (u32::from(army) * u32::from(self.width))
    }

    /// The files of `army`'s rights in `rights`, lowest first.
    pub fn files(&self, army: u8, rights: u64) -> impl Iterator<Item = u8> + '_ {
        let own = (rights & self.army_rights(army)) >> (u32::from(army) * u32::from(self.width));
        (0..self.width).filter(move |f| own & (1 << f) != 0)
    }
}

/// Dice as compiled: per face (index 0 is `first_face`), the bitmask of kinds it moves.
#[derive(Clone, Debug)]
pub struct DiceRule {
    pub per_turn: u8,
    pub face_kinds: Vec<u32>,
    pub first_face: u8,
    pub may_pass: bool,
}

impl DiceRule {
    /// The kinds a face lets move (none for a number the die does not have).
    #[inline]
    pub fn kinds(&self, face: u8) -> u32 {
        face.checked_sub(self.first_face)
            .and_then(|i| self.face_kinds.get(usize::from(i)))
            .copied()
            .unwrap_or(0)
    }

    pub fn last_face(&self) -> u8 {
        self.first_face
            .saturating_add(self.face_kinds.len() as u8)
            .saturating_sub(1)
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
    pub dice: bool,
    /// Chess960: shuffled back ranks (by Scharnagl number), castling written as
    /// the king taking its rook, rights in the FEN by rook file (Shredder-FEN).
    pub chess960: bool,
}

/// A game ready to play: geometry, pieces, tables, armies and rules.
pub struct Variant {
    pub id: String,
    pub data: GameData,
    pub options: VariantOptions,
    pub geometry: Geometry,
    pub tables: MoveTables,
    pub zobrist: Zobrist,
    /// Team index of each army; without teams every army is its own team.
    pub team_of: [u8; MAX_ARMIES],
    /// Per kind: bitmask of the kinds it may capture.
    pub capture_mask: Vec<u32>,
    pub royal_mask: u32,
    pub pawn_mask: u32,
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
    pub oriented_kinds: u32,
    /// The oriented kinds that capture by sliding (Shogi's lance): pins along
    /// their lines are found apart from the shared lines.
    pub oriented_slider_kinds: u32,
    /// Some piece captures by hopping or leaps lamely (a screen that arrives,
    /// or a leg that empties, can uncover an attack off the lines): the
    /// legality test plays the moves that touch `attack_openings`.
    pub hoppers_or_lame_leapers: bool,
    /// Kinds that move by vaulting (`Movement::Vault`, Janggi's cannon): they
    /// never vault over their own kind (`may_screen`).
    vaulting_kinds: u32,
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
    /// `rules.adds_moves()`, asked once.
    pub rule_moves: bool,
    pub rules: Box<dyn Rules>,
}

impl Variant {
    /// The rank `army` starts from, if it moves along files (its back rank in
    /// two-player games: castling, Ouk Chatrang's first moves).
    pub fn home_rank(&self, army: u8) -> Option<u8> {
        let forward = self.data.armies.get(usize::from(army))?.forward;
        home_rank(&self.geometry, forward)
    }

    /// The squares `army`'s pieces of `kind` never leave (Xiangqi's palace),
    /// if they are confined.
    pub fn region(&self, kind: Kind, army: u8) -> Option<impl Iterator<Item = Square> + '_> {
        let index = usize::from(kind) * self.army_count() + usize::from(army);
        let inside = self.regions.get(index)?.as_ref()?;
        Some(
            (0..inside.len())
                .filter(|&s| inside[s])
                .map(|s| s as Square),
        )
    }

    pub fn build(
        id: &str,
        data: GameData,
        options: VariantOptions,
        rules: Box<dyn Rules>,
    ) -> Result<Variant, Error> {
        let bad = |why: String| Error::BadGameData(format!("{id}: {why}"));
        let geometry0 = Geometry::new(data.board.width, data.board.height, &[])
            .ok_or_else(|| bad("board size".into()))?;
        let mut void = Vec::new();
        for name in &data.board.void {
            let sq = geometry0
                .parse_square(name)
                .ok_or_else(|| bad(format!("void {name}")))?;
            void.push(geometry0.coords(sq));
        }
        let geometry = Geometry::new(data.board.width, data.board.height, &void)
            .ok_or_else(|| bad("board".into()))?;
        if data.armies.is_empty() || data.armies.len() > MAX_CELL_ARMIES {
            return Err(bad("army count".into()));
        }
        if data.pieces.is_empty() || data.pieces.len() > MAX_KINDS {
            return Err(bad("piece count".into()));
        }
        let merged = merged_parts(&data).map_err(bad)?;
        let kind_by_name = |name: &str| -> Result<Kind, Error> {
            data.pieces
                .iter()
                .position(|p| p.name == name)
                .map(|k| k as Kind)
                .ok_or_else(|| bad(format!("unknown piece {name}")))
        };

        // Neutral pieces (the duck) are never taken.
        let neutral_mask: u32 = (0..data.pieces.len())
            .filter(|&k| data.pieces[k].neutral)
            .fold(0, |mask, k| mask | 1 << k);
        if neutral_mask != 0 && data.armies.len() >= MAX_ARMIES {
            return Err(bad("no army left for neutral pieces".into()));
        }
        let all_kinds = ((1u32 << data.pieces.len()) - 1) & !neutral_mask;
        let vaulting_kinds: u32 = data
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.moves
                    .iter()
                    .any(|m| matches!(m.movement, Movement::Vault(_)))
            })
            .fold(0, |mask, (k, _)| mask | 1 << k);
        let mut capture_mask = Vec::new();
        let (mut royal_mask, mut pawn_mask) = (0, 0);
        for (k, piece) in data.pieces.iter().enumerate() {
            let mut mask = 0;
            for name in &piece.captures_only {
                mask |= 1 << kind_by_name(name)?;
            }
            let mut mask = if mask == 0 {
                all_kinds
            } else {
                mask & all_kinds
            };
            if vaulting_kinds & (1 << k) != 0 {
                // A vaulting piece never takes its own kind (Janggi's cannon).
                mask &= !(1 << k);
            }
            capture_mask.push(mask);
            if piece.royal {
                royal_mask |= 1 << k;
            }
            if piece.pawn {
                pawn_mask |= 1 << k;
            }
        }

        let mut team_of = [0u8; MAX_ARMIES];
        for (army, team) in team_of.iter_mut().enumerate() {
            *team = army as u8;
        }
        if options.teams {
            for (t, members) in data.teams.iter().enumerate() {
                for &army in members {
                    let slot = team_of
                        .get_mut(usize::from(army))
                        .filter(|_| usize::from(army) < data.armies.len())
                        .ok_or_else(|| bad(format!("team army {army}")))?;
                    *slot = t as u8;
                }
            }
        }

        let n = geometry.square_count();
        let mut promotion_squares = vec![PromotionSquare::None; n * data.armies.len()];
        let mut promoting_kind = None;
        let mut promotion_only_if_absent = false;
        let mut promotion_waits = false;
        let mut promotion_choices = Vec::new();
        let mut promoted_value = None;
        if let Some(promo) = &data.promotion {
            promoting_kind = Some(kind_by_name(&promo.piece)?);
            promotion_only_if_absent = promo.only_if_absent;
            promotion_waits = promo.waits_while_all_pawns;
            promoted_value = promo.promoted_value;
            for name in &promo.choices {
                promotion_choices.push(kind_by_name(name)?);
            }
            let rank = match (options.teams, promo.teams_rank) {
                (true, r) if r > 0 => r,
                _ => promo.rank,
            };
            if rank > 0 {
                for (army, army_data) in data.armies.iter().enumerate() {
                    for square in geometry.squares() {
                        if army_rank(&geometry, army_data.forward, square) == Some(rank) {
                            promotion_squares[army * n + usize::from(square)] =
                                PromotionSquare::Choice;
                        }
                    }
                }
            }
            for (army, army_data) in data.armies.iter().enumerate() {
                if let Some(own) = &army_data.promotion {
                    for token in own.split_whitespace() {
                        let (kind, square) = parse_placement(&geometry, &data, token)
                            .ok_or_else(|| bad(format!("promotion {token}")))?;
                        promotion_squares[army * n + usize::from(square)] =
                            PromotionSquare::Into(kind);
                    }
                    continue;
                }
                for (i, name) in promo.edge.iter().enumerate() {
                    let square = far_edge_square(&geometry, army_data.forward, i)
                        .ok_or_else(|| bad(format!("promotion edge of {}", army_data.name)))?;
                    promotion_squares[army * n + usize::from(square)] = if name.is_empty() {
                        PromotionSquare::Never
                    } else {
                        PromotionSquare::Into(kind_by_name(name)?)
                    };
                }
            }
        }

        let dice = match (&data.dice, options.dice) {
            (Some(d), true) => {
                let mut face_kinds = Vec::new();
                for names in &d.faces {
                    let mut mask = 0;
                    for name in names {
                        mask |= 1 << kind_by_name(name)?;
                    }
                    face_kinds.push(mask);
                }
                // Faces are written as single digits 1–9.
                let faces_fit =
                    d.first_face >= 1 && usize::from(d.first_face) + face_kinds.len() <= 10;
                if d.per_turn == 0 || d.per_turn > 4 || face_kinds.is_empty() || !faces_fit {
                    return Err(bad("dice".into()));
                }
                Some(DiceRule {
                    per_turn: d.per_turn,
                    face_kinds,
                    first_face: d.first_face,
                    may_pass: d.may_pass,
                })
            }
            (None, true) => return Err(bad("no dice defined".into())),
            _ => None,
        };

        let mut setup = Vec::new();
        let mut start_pawns = [0u8; MAX_ARMIES];
        for (army, army_data) in data.armies.iter().enumerate() {
            for token in army_data.setup.split_whitespace() {
                let (kind, square) = parse_placement(&geometry, &data, token)
                    .ok_or_else(|| bad(format!("setup {token}")))?;
                setup.push((square, Cell::piece(army as u8, kind)));
                if data.pieces[usize::from(kind)].pawn {
                    start_pawns[army] += 1;
                }
            }
        }

        let mut start_pockets = Vec::new();
        for army_data in &data.armies {
            let mut pocket = Vec::new();
            for token in army_data.in_hand.split_whitespace() {
                let mut letters = token.chars();
                let kind = letters
                    .next()
                    .filter(|_| letters.as_str().is_empty())
                    .and_then(|letter| kind_of_letter(&data, letter));
                match kind {
                    Some(kind) if data.pockets => pocket.push(kind),
                    _ => return Err(bad(format!("in hand {token}"))),
                }
            }
            start_pockets.push(pocket);
        }

        let mut castlings = Vec::new();
        let mut castling_lost = vec![0u64; n];
        for (army, army_data) in data.armies.iter().enumerate() {
            for castling in &army_data.castling {
                let square = |name: &str| {
                    geometry
                        .parse_square(name)
                        .ok_or_else(|| bad(format!("castling square {name}")))
                };
                let (king, king_to) = (square(&castling.king)?, square(&castling.king_to)?);
                let (rook, rook_to) = (square(&castling.rook)?, square(&castling.rook_to)?);
                let rook_kind = setup
                    .iter()
                    .find(|(s, _)| *s == rook)
                    .map(|(_, cell)| cell.kind())
                    .ok_or_else(|| bad(format!("no rook on {} at the start", castling.rook)))?;
                let between = |a: Square, b: Square| line_between(&geometry, a, b);
                let mut empty = between(king, rook).ok_or_else(|| bad("castling line".into()))?;
                for end in [king_to, rook_to] {
                    if end != king && end != rook && !empty.contains(&end) {
                        empty.push(end);
                    }
                }
                let mut king_path = vec![king];
                king_path.extend(between(king, king_to).ok_or_else(|| bad("castling".into()))?);
                if castlings.len() >= 32 {
                    return Err(bad("more than 32 castlings".into()));
                }
                let bit = 1u64 << castlings.len();
                castling_lost[usize::from(king)] |= bit;
                castling_lost[usize::from(rook)] |= bit;
                castlings.push(Castling {
                    army: army as u8,
                    king,
                    king_to,
                    rook,
                    rook_to,
                    rook_kind,
                    empty,
                    king_path,
                });
            }
        }

        let back_rank = match &data.back_rank_castling {
            Some(_) if !castlings.is_empty() => {
                return Err(bad("castlings listed and back-rank castling at once".into()));
            }
            Some(rule) => Some(compile_back_rank(&geometry, &data, rule).map_err(bad)?),
            None => None,
        };
        if let Some(rule) = &back_rank {
            for army in 0..data.armies.len() as u8 {
                for file in 0..geometry.width() {
                    if let Some(square) =
                        geometry.square_at(i32::from(file), i32::from(rule.rank[usize::from(army)]))
                    {
                        castling_lost[usize::from(square)] |= rule.right(army, file);
                    }
                }
            }
        }

        let forwards: Vec<(i8, i8)> = data.armies.iter().map(|a| a.forward).collect();
        let kinds = data.pieces.len();
        let mut start_squares = vec![false; kinds * forwards.len() * n];
        for &(square, cell) in &setup {
            let i = (usize::from(cell.kind()) * forwards.len() + usize::from(cell.army())) * n;
            start_squares[i + usize::from(square)] = true;
        }
        let too_lame = data
            .pieces
            .iter()
            .flat_map(|p| &p.moves)
            .any(|m| match &m.movement {
                Movement::Lame(offsets) => offsets.iter().any(|&o| lame_path(o).len() > LEGS),
                _ => false,
            });
        if too_lame {
            return Err(bad(format!("a lame leap passes more than {LEGS} points")));
        }
        let regions = compile_regions(&geometry, &data).map_err(bad)?;
        let diagonal_lines = compile_diagonal_lines(&geometry, &data).map_err(bad)?;
        let swaps = compile_swaps(&geometry, &data, &setup).map_err(bad)?;
        let bounds = Bounds {
            regions: &regions,
            reversed: false,
            diagonal_lines: &diagonal_lines,
        };
        let tables = MoveTables::build(&geometry, &data.pieces, &forwards, &start_squares, bounds);
        let zones =
            PromotionZones::build(&data, &geometry, &tables, |name| kind_by_name(name).ok())
                .map_err(bad)?;
        let attackers: Vec<PieceDef> = data
            .pieces
            .iter()
            .map(PieceDef::reversed_captures)
            .collect();
        let bounds = Bounds {
            reversed: true,
            ..bounds
        };
        let attack_tables = MoveTables::build(&geometry, &attackers, &forwards, &[], bounds);
        // Kinds whose tables differ from army to army: moves relative to the
        // army's direction or from a rank it counts, or confined to its squares.
        let armies = data.armies.len();
        let oriented_kinds = data
            .pieces
            .iter()
            .enumerate()
            .filter(|&(k, p)| {
                p.moves.iter().any(|m| m.relative || m.from_rank != 0)
                    || regions[k * armies..(k + 1) * armies]
                        .iter()
                        .any(Option::is_some)
            })
            .fold(0, |mask, (k, _)| mask | 1 << k);
        let attack_lines = AttackLines::build(&attack_tables, n, data.pieces.len(), oriented_kinds);
        let oriented_slider_kinds = data
            .pieces
            .iter()
            .enumerate()
            .filter(|&(k, p)| {
                oriented_kinds & (1 << k) != 0
                    && p.moves.iter().any(|m| {
                        matches!(m.movement, Movement::Slide { .. }) && m.mode != Mode::MoveOnly
                    })
            })
            .fold(0, |mask, (k, _)| mask | 1 << k);
        let hoppers_or_lame_leapers = data.pieces.iter().flat_map(|p| &p.moves).any(|m| {
            matches!(
                m.movement,
                Movement::Hop(_) | Movement::Vault(_) | Movement::Lame(_)
            ) && m.mode != Mode::MoveOnly
        });
        let attack_openings = match hoppers_or_lame_leapers || data.flying_general {
            true => AttackOpenings::build(
                &attack_tables,
                &geometry,
                data.pieces.len(),
                data.armies.len(),
                data.flying_general,
            ),
            false => AttackOpenings::default(),
        };
        // Neutral pieces stand as pieces of one more army, past the players'.
        let hashed_armies = data.armies.len() + usize::from(neutral_mask != 0);
        let zobrist = Zobrist::new(n, data.pieces.len(), hashed_armies);
        Ok(Variant {
            id: id.to_string(),
            options,
            geometry,
            tables,
            zobrist,
            team_of,
            capture_mask,
            royal_mask,
            pawn_mask,
            promoting_kind,
            promotion_only_if_absent,
            promotion_waits,
            start_pawns,
            promotion_squares,
            promotion_choices,
            promoted_value,
            check: data.check,
            scoring: data.scoring,
            record: data.record,
            attack_tables,
            attack_lines,
            oriented_kinds,
            oriented_slider_kinds,
            hoppers_or_lame_leapers,
            vaulting_kinds,
            flying_general: data.flying_general,
            attack_openings,
            regions,
            castlings,
            back_rank,
            castling_lost,
            en_passant: data.en_passant,
            dice,
            setup,
            swaps,
            start_pockets,
            zones,
            rule_moves: rules.adds_moves(),
            merged,
            rules,
            data,
        })
    }

    /// The army neutral pieces (the duck) belong to: one past the players', so
    /// that no player moves, takes or counts them.
    pub fn neutral_army(&self) -> u8 {
        self.army_count() as u8
    }

    /// Whether pieces of `kind` belong to no player.
    pub fn is_neutral(&self, kind: Kind) -> bool {
        self.data
            .pieces
            .get(usize::from(kind))
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

    pub fn kind_count(&self) -> usize {
        self.data.pieces.len()
    }

    pub fn piece(&self, kind: Kind) -> &PieceDef {
        &self.data.pieces[usize::from(kind)]
    }

    pub fn value(&self, kind: Kind) -> u32 {
        self.data
            .pieces
            .get(usize::from(kind))
            .map_or(0, |p| p.value)
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
    /// rights depend on the setup: `Position::start` finds them).
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
    pub fn castling_of(&self, army: u8, from: Square, to: Square) -> Option<&Castling> {
        self.castlings
            .iter()
            .find(|c| c.army == army && c.king == from && c.king_to == to)
    }

    pub fn is_royal(&self, kind: Kind) -> bool {
        self.royal_mask & (1 << kind) != 0
    }

    /// Whether a piece of kind `mover` may hop or vault over a piece of kind
    /// `screen`: a vaulting kind (Janggi's cannon) never over its own kind.
    #[inline]
    pub fn may_screen(&self, mover: Kind, screen: Kind) -> bool {
        self.vaulting_kinds & (1 << mover) == 0 || mover != screen
    }

    pub fn is_pawn(&self, kind: Kind) -> bool {
        self.pawn_mask & (1 << kind) != 0
    }

    pub fn army_name(&self, army: u8) -> &str {
        self.data
            .armies
            .get(usize::from(army))
            .map_or("?", |a| a.name.as_str())
    }

    pub fn army_letter(&self, army: u8) -> char {
        self.data
            .armies
            .get(usize::from(army))
            .map_or('?', |a| a.letter)
    }

    pub fn army_by_letter(&self, letter: char) -> Option<u8> {
        self.data
            .armies
            .iter()
            .position(|a| a.letter == letter)
            .map(|a| a as u8)
    }

    pub fn army_by_name(&self, name: &str) -> Option<u8> {
        self.data
            .armies
            .iter()
            .position(|a| a.name == name || a.letter.to_string() == name)
            .map(|a| a as u8)
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
        (0..self.kind_count() as Kind).find(|&kind| self.san_letter(kind) == upper)
    }

    /// The kind whose FEN letter is `letter`, in either case.
    pub fn kind_by_letter(&self, letter: char) -> Option<Kind> {
        kind_of_letter(&self.data, letter.to_ascii_uppercase())
    }

    /// Whether two different armies play on the same team.
    #[inline]
    pub fn partners(&self, a: u8, b: u8) -> bool {
        a != b && self.team_of[usize::from(a)] == self.team_of[usize::from(b)]
    }

    #[inline]
    pub fn promotion_square(&self, army: u8, square: Square) -> PromotionSquare {
        self.promotion_squares
            [usize::from(army) * self.geometry.square_count() + usize::from(square)]
    }

    /// The teams as lists of armies (each army alone without teams).
    pub fn teams(&self) -> Vec<Vec<u8>> {
        let mut teams: Vec<Vec<u8>> = Vec::new();
        for army in 0..self.army_count() as u8 {
            let t = usize::from(self.team_of[usize::from(army)]);
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
/// Per (kind, army), `kind * armies + army`: the squares the army's pieces of
/// that kind are confined to (`ArmyData::regions`), or none.
fn compile_regions(geometry: &Geometry, data: &GameData) -> Result<Vec<Option<Vec<bool>>>, String> {
    let armies = data.armies.len();
    let mut regions = vec![None; data.pieces.len() * armies];
    for (army, army_data) in data.armies.iter().enumerate() {
        for region in &army_data.regions {
            let mut inside = vec![false; geometry.square_count()];
            for word in region.squares.split_whitespace() {
                let (first, last) = word.split_once('-').unwrap_or((word, word));
                let corner = |name: &str| {
                    geometry
                        .parse_square(name)
                        .map(|s| geometry.coords(s))
                        .ok_or_else(|| format!("region square {name}"))
                };
                let ((f0, r0), (f1, r1)) = (corner(first)?, corner(last)?);
                for file in f0.min(f1)..=f0.max(f1) {
                    for rank in r0.min(r1)..=r0.max(r1) {
                        if let Some(square) = geometry.square_at(i32::from(file), i32::from(rank)) {
                            inside[usize::from(square)] = true;
                        }
                    }
                }
            }
            for name in &region.pieces {
                let kind = data
                    .pieces
                    .iter()
                    .position(|p| &p.name == name)
                    .ok_or_else(|| format!("unknown piece {name} in a region"))?;
                regions[kind * armies + army] = Some(inside.clone());
            }
        }
    }
    Ok(regions)
}

/// Two start squares of one army whose pieces its player may exchange
/// before the game (`ArmyData::swappable`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swap {
    pub army: u8,
    pub squares: (Square, Square),
}

/// The swappable pairs of every army: two squares each, both holding a piece
/// of that army at the start.
fn compile_swaps(
    geometry: &Geometry,
    data: &GameData,
    setup: &[(Square, Cell)],
) -> Result<Vec<Swap>, String> {
    let mut swaps = Vec::new();
    for (army, army_data) in data.armies.iter().enumerate() {
        for pair in &army_data.swappable {
            let squares: Vec<Square> = pair
                .split_whitespace()
                .map(|name| {
                    let square = geometry
                        .parse_square(name)
                        .ok_or_else(|| format!("swappable square {name}"))?;
                    let own = setup
                        .iter()
                        .any(|&(s, cell)| s == square && usize::from(cell.army()) == army);
                    own.then_some(square)
                        .ok_or_else(|| format!("no piece of its army starts on {name}"))
                })
                .collect::<Result<_, _>>()?;
            let [first, second] = squares[..] else {
                return Err(format!("swappable pair {pair:?} is not two squares"));
            };
            swaps.push(Swap {
                army: army as u8,
                squares: (first, second),
            });
        }
    }
    Ok(swaps)
}

/// Per square: whether it is a point of the board's diagonal lines
/// (`BoardData::diagonal_lines`); all false where the board has none.
fn compile_diagonal_lines(geometry: &Geometry, data: &GameData) -> Result<Vec<bool>, String> {
    let mut points = vec![false; geometry.square_count()];
    for name in data.board.diagonal_lines.split_whitespace() {
        let square = geometry
            .parse_square(name)
            .ok_or_else(|| format!("diagonal-line point {name}"))?;
        points[usize::from(square)] = true;
    }
    Ok(points)
}

fn home_rank(geometry: &Geometry, forward: (i8, i8)) -> Option<u8> {
    match forward {
        (0, 1) => Some(0),
        (0, -1) => Some(geometry.height() - 1),
        _ => None,
    }
}

/// Checks and compiles back-rank castling: armies that move along files, and
/// rights for every army and file within 64 bits.
fn compile_back_rank(
    geometry: &Geometry,
    data: &GameData,
    rule: &BackRankCastlingData,
) -> Result<BackRank, String> {
    let rook_kind = data
        .pieces
        .iter()
        .position(|p| p.name == rule.rook)
        .ok_or(format!("unknown piece {}", rule.rook))? as Kind;
    let width = geometry.width();
    if data.armies.len() * usize::from(width) > 64 {
        return Err("back-rank castling rights need more than 64 bits".into());
    }
    let file = |c: char| -> Result<u8, String> {
        let f = (c as u32).wrapping_sub('a' as u32);
        u8::try_from(f)
            .ok()
            .filter(|&f| f < width)
            .ok_or(format!("castling file {c:?}"))
    };
    let targets = [
        (file(rule.queen_side.0)?, file(rule.queen_side.1)?),
        (file(rule.king_side.0)?, file(rule.king_side.1)?),
    ];
    let mut rank = [0u8; MAX_ARMIES];
    for (army, army_data) in data.armies.iter().enumerate() {
        rank[army] = home_rank(geometry, army_data.forward)
            .ok_or_else(|| format!("{}: back-rank castling needs ranks", army_data.name))?;
    }
    Ok(BackRank {
        rook_kind,
        targets,
        rank,
        width,
    })
}

/// A piece letter and a square (`Ka1`), as setups and promotion squares write them.
fn parse_placement(geometry: &Geometry, data: &GameData, token: &str) -> Option<(Kind, Square)> {
    let mut chars = token.chars();
    let kind = kind_of_letter(data, chars.next()?)?;
    let square = geometry.parse_square(chars.as_str())?;
    Some((kind, square))
}

/// The kind whose FEN letter is `letter` in the game's data.
fn kind_of_letter(data: &GameData, letter: char) -> Option<Kind> {
    data.pieces
        .iter()
        .position(|p| p.letter == letter)
        .map(|k| k as Kind)
}

/// The rank of `square` as an army moving `forward` counts them: 1 is the rank
/// at its back edge.
fn army_rank(geometry: &Geometry, forward: (i8, i8), square: Square) -> Option<u8> {
    let (file, rank) = geometry.coords(square);
    let (w, h) = (geometry.width(), geometry.height());
    match forward {
        (0, 1) => Some(rank + 1),
        (0, -1) => Some(h - rank),
        (1, 0) => Some(file + 1),
        (-1, 0) => Some(w - file),
        _ => None,
    }
}

/// The squares strictly between two squares on one rank, file or diagonal.
fn line_between(geometry: &Geometry, a: Square, b: Square) -> Option<Vec<Square>> {
    let ((af, ar), (bf, br)) = (geometry.coords(a), geometry.coords(b));
    let (df, dr) = (i32::from(bf) - i32::from(af), i32::from(br) - i32::from(ar));
    if df != 0 && dr != 0 && df.abs() != dr.abs() {
        return None;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let mut squares = Vec::new();
    let mut square = a;
    loop {
        square = geometry.offset(square, sf, sr)?;
        if square == b {
            return Some(squares);
        }
        squares.push(square);
    }
}

/// The `index`-th square of the edge an army moving `forward` walks towards,
/// counted in increasing file (or rank) order.
fn far_edge_square(geometry: &Geometry, forward: (i8, i8), index: usize) -> Option<Square> {
    let i = index as i32;
    let (w, h) = (i32::from(geometry.width()), i32::from(geometry.height()));
    match forward {
        (0, 1) => geometry.square_at(i, h - 1),
        (0, -1) => geometry.square_at(i, 0),
        (1, 0) => geometry.square_at(w - 1, i),
        (-1, 0) => geometry.square_at(0, i),
        _ => None,
    }
}
