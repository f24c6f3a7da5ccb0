//! `CompiledVariant::build`: a game's data compiled concept by concept (the board, the
//! pieces' classes, teams, promotion, dice, the start, castling, the move tables
//! and the attack tables), each checked as it is read. The steps run in the
//! order the data's errors are reported.

use super::{
    BackRank, Castling, CompiledVariant, DiceRule, PromotionSquare, Swap, VariantOptions,
    home_rank, kind_of_letter, merged_parts,
};
use crate::board::army::Army;
use crate::board::attack_tables::{AttackLines, AttackOpenings};
use crate::board::cell::{Cell, MAX_ARMIES, MAX_CELL_ARMIES, MAX_KINDS};
use crate::board::geometry::{Geometry, Shape, Square};
use crate::board::hexagon::hexagon;
use crate::board::kind::{Kind, KindSet};
use crate::board::piece::{Mode, Movement, PieceDef, lame_path};
use crate::board::tables::{Bounds, LEGS, MoveTables};
use crate::board::zobrist::Zobrist;
use crate::compile::data::{BackRankCastlingData, BoardShape, GameData};
use crate::compile::zones::PromotionZones;
use crate::error::Error;

impl CompiledVariant {
    pub fn build(
        id: &str,
        data: GameData,
        options: VariantOptions,
    ) -> Result<CompiledVariant, Error> {
        let source = Source { id, data: &data };
        let geometry = source.board()?;
        let pieces = source.pieces()?;
        let team_of = source.teams(options)?;
        let promotion = source.promotion(&geometry, options)?;
        let dice = source.dice(options)?;
        let start = source.start(&geometry)?;
        let castling = source.castling(&geometry, &start.setup)?;
        let moves = source.move_tables(&geometry, &start.setup)?;
        let attacks = source.attack_tables(&geometry, &moves);
        // Neutral pieces stand as pieces of one more army, past the players'.
        let hashed_armies = data.armies.len() + usize::from(!pieces.neutral_mask.is_empty());
        let zobrist = Zobrist::new(geometry.square_count(), data.pieces.len(), hashed_armies);
        Ok(CompiledVariant {
            id: id.to_string(),
            options,
            geometry,
            tables: moves.tables,
            zobrist,
            team_of,
            capture_mask: pieces.capture_mask,
            royal_mask: pieces.royal_mask,
            pawn_mask: pieces.pawn_mask,
            promoting_kind: promotion.kind,
            promotion_only_if_absent: promotion.only_if_absent,
            promotion_waits: promotion.waits,
            start_pawns: start.pawns,
            promotion_squares: promotion.squares,
            promotion_choices: promotion.choices,
            promoted_value: promotion.promoted_value,
            check: data.check,
            scoring: match data.team_scoring {
                Some(scoring) if options.teams => scoring,
                _ => data.scoring,
            },
            record: data.record,
            attack_tables: attacks.tables,
            attack_lines: attacks.lines,
            oriented_kinds: attacks.oriented_kinds,
            oriented_slider_kinds: attacks.oriented_slider_kinds,
            hoppers_or_lame_leapers: attacks.hoppers_or_lame_leapers,
            vaulting_kinds: pieces.vaulting_kinds,
            flying_general: data.flying_general,
            attack_openings: attacks.openings,
            regions: moves.regions,
            castlings: castling.castlings,
            back_rank: castling.back_rank,
            castling_lost: castling.lost,
            en_passant: data.en_passant,
            en_passant_lasts: data.en_passant_until_owner_moves,
            dice,
            setup: start.setup,
            swaps: moves.swaps,
            start_pockets: start.pockets,
            zones: moves.zones,
            merged: pieces.merged,
            data,
        })
    }
}

/// The data being compiled, and the game's id its errors name.
struct Source<'a> {
    id: &'a str,
    data: &'a GameData,
}

/// What the pieces are, as kind masks: who may take what, the royal pieces, the
/// pawns, the vaulting pieces, the neutral ones, the merged pairs.
struct PieceClasses {
    neutral_mask: KindSet,
    vaulting_kinds: KindSet,
    capture_mask: Vec<KindSet>,
    royal_mask: KindSet,
    pawn_mask: KindSet,
    merged: Vec<Option<(Kind, Kind)>>,
}

/// Where and into what pawns promote.
struct Promotion {
    squares: Vec<PromotionSquare>,
    kind: Option<Kind>,
    only_if_absent: bool,
    waits: bool,
    choices: Vec<Kind>,
    promoted_value: Option<u32>,
}

/// The start: pieces on the board, pawns per army, pieces in hand.
struct Start {
    setup: Vec<(Square, Cell)>,
    pawns: [u8; MAX_ARMIES],
    pockets: Vec<Vec<Kind>>,
}

/// Castling: the listed castlings or the back-rank rule, and per square the
/// rights a move from or to it loses.
struct CastlingRules {
    castlings: Vec<Castling>,
    back_rank: Option<BackRank>,
    lost: Vec<u64>,
}

/// How pieces move: the tables, the regions and diagonals that bound them, the
/// promotion zones and the swaps before the game.
struct Moves {
    tables: MoveTables,
    zones: PromotionZones,
    regions: Vec<Option<Vec<bool>>>,
    diagonal_lines: Vec<bool>,
    forwards: Vec<(i8, i8)>,
    swaps: Vec<Swap>,
}

/// How pieces attack, for the attack tests of games with check.
struct Attacks {
    tables: MoveTables,
    lines: AttackLines,
    openings: AttackOpenings,
    oriented_kinds: KindSet,
    oriented_slider_kinds: KindSet,
    hoppers_or_lame_leapers: bool,
}

impl Source<'_> {
    fn bad(&self, why: String) -> Error {
        Error::BadGameData(format!("{}: {why}", self.id))
    }

    fn kind_by_name(&self, name: &str) -> Result<Kind, Error> {
        self.data
            .pieces
            .iter()
            .position(|p| p.name == name)
            .and_then(Kind::from_index)
            .ok_or_else(|| self.bad(format!("unknown piece {name}")))
    }

    /// The board with its void cells, and the counts of armies and pieces it
    /// can hold.
    fn board(&self) -> Result<Geometry, Error> {
        let data = self.data;
        let geometry0 = Geometry::new(data.board.width, data.board.height, &[])
            .ok_or_else(|| self.bad("board size".into()))?;
        let mut void = Vec::new();
        for word in &data.board.void {
            // A square, or `a1-c3`: the rectangle between two corners.
            let (first, last) = word.split_once('-').unwrap_or((word, word));
            let corner = |name: &str| {
                geometry0
                    .parse_square(name)
                    .map(|sq| geometry0.coords(sq))
                    .ok_or_else(|| self.bad(format!("void {word}")))
            };
            let ((f0, r0), (f1, r1)) = (corner(first)?, corner(last)?);
            for file in f0.min(f1)..=f0.max(f1) {
                for rank in r0.min(r1)..=r0.max(r1) {
                    void.push((file, rank));
                }
            }
        }
        let grid = (data.board.width, data.board.height);
        let geometry = match data.board.shape {
            BoardShape::Rectangle => {
                Geometry::new(grid.0, grid.1, &void).ok_or_else(|| self.bad("board".into()))?
            }
            BoardShape::Hexagon if void.is_empty() && grid == (12, 12) => hexagon(),
            BoardShape::Hexagon => {
                return Err(self.bad("a hexagon is 12 x 12 names, no void".into()));
            }
        };
        if data.armies.is_empty() || data.armies.len() > MAX_CELL_ARMIES {
            return Err(self.bad("army count".into()));
        }
        if data.pieces.is_empty() || data.pieces.len() > MAX_KINDS {
            return Err(self.bad("piece count".into()));
        }
        Ok(geometry)
    }

    fn pieces(&self) -> Result<PieceClasses, Error> {
        let data = self.data;
        let merged = merged_parts(data).map_err(|why| self.bad(why))?;
        // Neutral pieces (the duck) are never taken.
        let neutral_mask: KindSet = data
            .each_kind()
            .filter(|(_, piece)| piece.neutral)
            .map(|(kind, _)| kind)
            .collect();
        if !neutral_mask.is_empty() && data.armies.len() >= MAX_ARMIES {
            return Err(self.bad("no army left for neutral pieces".into()));
        }
        let all_kinds = KindSet::first(data.pieces.len()).without(neutral_mask);
        let vaulting_kinds: KindSet = data
            .each_kind()
            .filter(|(_, p)| {
                p.moves
                    .iter()
                    .any(|m| matches!(m.movement, Movement::Vault(_)))
            })
            .map(|(kind, _)| kind)
            .collect();
        let mut capture_mask = Vec::new();
        let (mut royal_mask, mut pawn_mask) = (KindSet::EMPTY, KindSet::EMPTY);
        for (k, piece) in data.each_kind() {
            let mut mask = KindSet::EMPTY;
            for name in &piece.captures_only {
                mask.insert(self.kind_by_name(name)?);
            }
            let mut mask = if mask.is_empty() {
                all_kinds
            } else {
                mask & all_kinds
            };
            if vaulting_kinds.contains(k) {
                // A vaulting piece never takes its own kind (Janggi's cannon).
                mask.remove(k);
            }
            capture_mask.push(mask);
            if piece.royal {
                royal_mask.insert(k);
            }
            if piece.pawn {
                pawn_mask.insert(k);
            }
        }
        Ok(PieceClasses {
            neutral_mask,
            vaulting_kinds,
            capture_mask,
            royal_mask,
            pawn_mask,
            merged,
        })
    }

    /// Each army's team: its own, unless the game is played in teams.
    fn teams(&self, options: VariantOptions) -> Result<[u8; MAX_ARMIES], Error> {
        let data = self.data;
        let mut team_of = [0u8; MAX_ARMIES];
        for (army, team) in team_of.iter_mut().enumerate() {
            *team = army as u8;
        }
        if options.teams {
            let partnerships = match options.pairs {
                true if data.pairs.is_empty() => return Err(self.bad("no pairs".into())),
                true => &data.pairs,
                false => &data.teams,
            };
            for (t, members) in partnerships.iter().enumerate() {
                for &army in members {
                    let slot = team_of
                        .get_mut(army.index())
                        .filter(|_| army.index() < data.armies.len())
                        .ok_or_else(|| self.bad(format!("team army {army}")))?;
                    *slot = t as u8;
                }
            }
        }
        Ok(team_of)
    }

    fn promotion(&self, geometry: &Geometry, options: VariantOptions) -> Result<Promotion, Error> {
        let data = self.data;
        let n = geometry.square_count();
        let mut promotion = Promotion {
            squares: vec![PromotionSquare::None; n * data.armies.len()],
            kind: None,
            only_if_absent: false,
            waits: false,
            choices: Vec::new(),
            promoted_value: None,
        };
        let Some(promo) = &data.promotion else {
            return Ok(promotion);
        };
        let squares = &mut promotion.squares;
        promotion.kind = Some(self.kind_by_name(&promo.piece)?);
        promotion.only_if_absent = promo.only_if_absent;
        promotion.waits = promo.waits_while_all_pawns;
        promotion.promoted_value = promo.promoted_value;
        for name in &promo.choices {
            promotion.choices.push(self.kind_by_name(name)?);
        }
        let rank = match (options.teams, promo.teams_rank) {
            (true, r) if r > 0 => r,
            _ => promo.rank,
        };
        if rank > 0 {
            for (army, army_data) in data.armies.iter().enumerate() {
                for square in geometry.squares() {
                    if army_rank(geometry, army_data.forward, square) == Some(rank) {
                        squares[army * n + usize::from(square)] = PromotionSquare::Choice;
                    }
                }
            }
        }
        for (army, army_data) in data.armies.iter().enumerate() {
            for name in army_data.promotes_on.split_whitespace() {
                let square = geometry
                    .parse_square(name)
                    .ok_or_else(|| self.bad(format!("promotion square {name}")))?;
                squares[army * n + usize::from(square)] = PromotionSquare::Choice;
            }
            if let Some(own) = &army_data.promotion {
                for token in own.split_whitespace() {
                    let (kind, square) = parse_placement(geometry, data, token)
                        .ok_or_else(|| self.bad(format!("promotion {token}")))?;
                    squares[army * n + usize::from(square)] = PromotionSquare::Into(kind);
                }
                continue;
            }
            for (i, name) in promo.edge.iter().enumerate() {
                let square = far_edge_square(geometry, army_data.forward, i)
                    .ok_or_else(|| self.bad(format!("promotion edge of {}", army_data.name)))?;
                squares[army * n + usize::from(square)] = if name.is_empty() {
                    PromotionSquare::Never
                } else {
                    PromotionSquare::Into(self.kind_by_name(name)?)
                };
            }
        }
        Ok(promotion)
    }

    /// The dice, when the game is played with them.
    fn dice(&self, options: VariantOptions) -> Result<Option<DiceRule>, Error> {
        match (&self.data.dice, options.dice) {
            (Some(d), true) => {
                let mut face_kinds = Vec::new();
                for names in &d.faces {
                    let mut kinds = KindSet::EMPTY;
                    for name in names {
                        kinds.insert(self.kind_by_name(name)?);
                    }
                    face_kinds.push(kinds);
                }
                // Faces are written as single digits 1–9.
                let faces_fit =
                    d.first_face >= 1 && usize::from(d.first_face) + face_kinds.len() <= 10;
                if d.per_turn == 0 || d.per_turn > 4 || face_kinds.is_empty() || !faces_fit {
                    return Err(self.bad("dice".into()));
                }
                Ok(Some(DiceRule {
                    per_turn: d.per_turn,
                    face_kinds,
                    first_face: d.first_face,
                    may_pass: d.may_pass,
                }))
            }
            (None, true) => Err(self.bad("no dice defined".into())),
            _ => Ok(None),
        }
    }

    fn start(&self, geometry: &Geometry) -> Result<Start, Error> {
        let data = self.data;
        let mut setup = Vec::new();
        let mut pawns = [0u8; MAX_ARMIES];
        for (army, army_data) in data.each_army() {
            for token in army_data.setup.split_whitespace() {
                let (kind, square) = parse_placement(geometry, data, token)
                    .ok_or_else(|| self.bad(format!("setup {token}")))?;
                setup.push((square, Cell::piece(army, kind)));
                if data.pieces[kind.index()].pawn {
                    pawns[army.index()] += 1;
                }
            }
        }
        let mut pockets = Vec::new();
        for army_data in &data.armies {
            let mut pocket = Vec::new();
            for token in army_data.in_hand.split_whitespace() {
                let mut letters = token.chars();
                let kind = letters
                    .next()
                    .filter(|_| letters.as_str().is_empty())
                    .and_then(|letter| kind_of_letter(data, letter));
                match kind {
                    Some(kind) if data.pockets => pocket.push(kind),
                    _ => return Err(self.bad(format!("in hand {token}"))),
                }
            }
            pockets.push(pocket);
        }
        Ok(Start {
            setup,
            pawns,
            pockets,
        })
    }

    fn castling(
        &self,
        geometry: &Geometry,
        setup: &[(Square, Cell)],
    ) -> Result<CastlingRules, Error> {
        let data = self.data;
        let bad = |why: String| self.bad(why);
        let mut castlings = Vec::new();
        let mut lost = vec![0u64; geometry.square_count()];
        for (army, army_data) in data.each_army() {
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
                let between = |a: Square, b: Square| geometry.line_between(a, b);
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
                lost[usize::from(king)] |= bit;
                lost[usize::from(rook)] |= bit;
                castlings.push(Castling {
                    army,
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
            Some(rule) => Some(compile_back_rank(geometry, data, rule).map_err(bad)?),
            None => None,
        };
        if let Some(rule) = &back_rank {
            for army in Army::all(data.armies.len() as u8) {
                for file in 0..geometry.width() {
                    if let Some(square) =
                        geometry.square_at(i32::from(file), i32::from(rule.rank[army.index()]))
                    {
                        lost[usize::from(square)] |= rule.right(army, file);
                    }
                }
            }
        }
        Ok(CastlingRules {
            castlings,
            back_rank,
            lost,
        })
    }

    fn move_tables(&self, geometry: &Geometry, setup: &[(Square, Cell)]) -> Result<Moves, Error> {
        let data = self.data;
        let bad = |why: String| self.bad(why);
        let n = geometry.square_count();
        let forwards: Vec<(i8, i8)> = data.armies.iter().map(|a| a.forward).collect();
        let kinds = data.pieces.len();
        let mut start_squares = vec![false; kinds * forwards.len() * n];
        for &(square, cell) in setup {
            let i = (cell.kind().index() * forwards.len() + cell.army().index()) * n;
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
        let regions = compile_regions(geometry, data).map_err(bad)?;
        let diagonal_lines = compile_diagonal_lines(geometry, data).map_err(bad)?;
        let swaps = compile_swaps(geometry, data, setup).map_err(bad)?;
        let bounds = Bounds {
            regions: &regions,
            reversed: false,
            diagonal_lines: &diagonal_lines,
        };
        let tables = MoveTables::build(geometry, &data.pieces, &forwards, &start_squares, bounds);
        let zones =
            PromotionZones::build(data, geometry, &tables, |name| self.kind_by_name(name).ok())
                .map_err(bad)?;
        Ok(Moves {
            tables,
            zones,
            regions,
            diagonal_lines,
            forwards,
            swaps,
        })
    }

    /// The reversed capture tables, and the lines and openings the attack
    /// tests read from them.
    fn attack_tables(&self, geometry: &Geometry, moves: &Moves) -> Attacks {
        let data = self.data;
        let n = geometry.square_count();
        let attackers: Vec<PieceDef> = data
            .pieces
            .iter()
            .map(PieceDef::reversed_captures)
            .collect();
        let bounds = Bounds {
            regions: &moves.regions,
            reversed: true,
            diagonal_lines: &moves.diagonal_lines,
        };
        let tables = MoveTables::build(geometry, &attackers, &moves.forwards, &[], bounds);
        // On a mesh an offset turned round is no way back (a pawn's forward
        // changes from half to half): the leaps are the move tables' turned round.
        let tables = match geometry.shape() {
            Shape::Grid => tables,
            Shape::Mesh => tables.with_leaps_reversed_from(&moves.tables),
        };
        // Kinds whose tables differ from army to army: moves relative to the
        // army's direction or from a rank it counts, or confined to its squares.
        let armies = data.armies.len();
        let regions = &moves.regions;
        let oriented_kinds: KindSet = data
            .pieces
            .iter()
            .enumerate()
            .filter(|&(k, p)| {
                p.moves.iter().any(|m| m.relative || m.from_rank != 0)
                    || regions[k * armies..(k + 1) * armies]
                        .iter()
                        .any(Option::is_some)
            })
            .filter_map(|(k, _)| Kind::from_index(k))
            .collect();
        let lines = AttackLines::build(&tables, n, data.pieces.len(), oriented_kinds);
        let oriented_slider_kinds = data
            .each_kind()
            .filter(|&(k, p)| {
                oriented_kinds.contains(k)
                    && p.moves.iter().any(|m| {
                        matches!(m.movement, Movement::Slide { .. }) && m.mode != Mode::MoveOnly
                    })
            })
            .map(|(k, _)| k)
            .collect();
        let hoppers_or_lame_leapers = data.pieces.iter().flat_map(|p| &p.moves).any(|m| {
            matches!(
                m.movement,
                Movement::Hop(_) | Movement::Vault(_) | Movement::Lame(_)
            ) && m.mode != Mode::MoveOnly
        });
        // Also where a move may uncover an attack on a third army's king, which a
        // rule judges at every node (three-player chess: `rules::threeplayer`).
        let third_kings = data.check && armies > 2;
        let openings = match hoppers_or_lame_leapers || data.flying_general || third_kings {
            true => AttackOpenings::build(
                &tables,
                geometry,
                data.pieces.len(),
                data.armies.len(),
                data.flying_general,
            ),
            false => AttackOpenings::default(),
        };
        Attacks {
            tables,
            lines,
            openings,
            oriented_kinds,
            oriented_slider_kinds,
            hoppers_or_lame_leapers,
        }
    }
}

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

/// The swappable pairs of every army: two squares each, both holding a piece
/// of that army at the start.
fn compile_swaps(
    geometry: &Geometry,
    data: &GameData,
    setup: &[(Square, Cell)],
) -> Result<Vec<Swap>, String> {
    let mut swaps = Vec::new();
    for (army, army_data) in data.each_army() {
        for pair in &army_data.swappable {
            let squares: Vec<Square> = pair
                .split_whitespace()
                .map(|name| {
                    let square = geometry
                        .parse_square(name)
                        .ok_or_else(|| format!("swappable square {name}"))?;
                    let own = setup
                        .iter()
                        .any(|&(s, cell)| s == square && cell.army() == army);
                    own.then_some(square)
                        .ok_or_else(|| format!("no piece of its army starts on {name}"))
                })
                .collect::<Result<_, _>>()?;
            let [first, second] = squares[..] else {
                return Err(format!("swappable pair {pair:?} is not two squares"));
            };
            swaps.push(Swap {
                army,
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
        .and_then(Kind::from_index)
        .ok_or(format!("unknown piece {}", rule.rook))?;
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
