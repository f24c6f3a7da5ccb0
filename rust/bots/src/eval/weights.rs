//! The weights of the evaluation terms, chosen from the game's data and mode.

use raja_core::data::Scoring;
use raja_core::variant::Variant;

use super::positional::Positional;
use crate::value::Value;

/// Weights of the evaluation terms, in `Value` units.
#[derive(Clone, Debug)]
pub struct Weights {
    /// Per point scored by captures.
    pub points: Value,
    /// Per point of own material on the board (live armies only).
    pub material: Value,
    /// For a live king: the army still plays (and is worth capturing).
    pub alive: Value,
    /// Per square a piece could reach on an empty board.
    pub mobility: Value,
    /// Per enemy piece within two squares of a live king.
    pub king_threat: Value,
    /// Per own piece next to the king.
    pub king_guard: Value,
    /// Where captures explode (`capture_blast`), per own piece but a pawn
    /// next to the own king: taking it would explode the king.
    pub blast_neighbour: Value,
    /// With dice: percent of the expected losses to likely rolls counted
    /// (`threats::Exposure`); 0 turns the term off.
    pub exposure: Value,
    /// With dice and check: percent of the expected loss of a checked king
    /// to the dice (`king_danger`) counted; 0 turns the term off.
    pub king_danger: Value,
    /// With dice and check: percent of the expected loss of kings to checks
    /// the enemies' coming rolls could give (`check_threats`) counted.
    pub check_threats: Value,
    /// With pockets: per open square next to a king and per point of the pieces
    /// in the enemies' pockets (`drop_danger`); 0 turns the term off.
    pub drop_danger: Value,
    /// Two armies with check, one of them a lone king (nothing in hand): per
    /// step of the lone king from the centre, and per step the two kings stand
    /// closer, for the other army.
    pub mop_up: Value,
    /// Free-for-all with dice: play for first place, a sure second counting
    /// less than a game going on (`Sides::playing_for_first`).
    pub first_place: bool,
    /// Free-for-all: the strongest rival's share, in percent, of the rival an
    /// army weighs itself against; the rest is the rivals' average (`Sides`).
    pub leader_percent: Value,
    /// Games drawn for want of captures and pawn moves that still rank the
    /// players (eight-player Singles, by points): within this many plies of
    /// that draw a leaf's value leans toward what the draw would be worth,
    /// the more the nearer (`Searcher::toward_quiet_draw`); 0 turns the term off.
    pub quiet_clock: Value,
    /// The positional terms, tapered by the phase: piece squares, mobility,
    /// king safety, pawn structure (tuned per family of games).
    pub positional: Positional,
}

impl Weights {
    /// Teams win by taking kings, not points: material and kings are what count.
    pub const TEAMS: Weights = Weights {
        points: 0,
        material: 100,
        alive: 1500,
        mobility: 3,
        king_threat: 25,
        king_guard: 8,
        blast_neighbour: 0,
        exposure: 0,
        king_danger: 0,
        check_threats: 0,
        drop_danger: 0,
        mop_up: 0,
        first_place: false,
        leader_percent: 100,
        quiet_clock: 0,
        positional: Positional::NONE,
    };

    /// Free-for-all ranks by points; own material matters as what the others
    /// could still take from us, a live king as the chance to score more.
    pub const FREE_FOR_ALL: Weights = Weights {
        points: 100,
        material: 60,
        alive: 400,
        mobility: 3,
        king_threat: 20,
        king_guard: 6,
        blast_neighbour: 0,
        exposure: 0,
        king_danger: 0,
        check_threats: 0,
        drop_danger: 0,
        mop_up: 0,
        first_place: false,
        leader_percent: 100,
        quiet_clock: 0,
        positional: Positional::NONE,
    };

    /// Two armies: what is taken is what the other lost, so captures score
    /// nothing of their own (the material says it, 100 a pawn) and a king
    /// lives as long as the game goes on.
    pub const TWO_ARMIES: Weights = Weights {
        points: 0,
        material: 100,
        alive: 0,
        mobility: 3,
        king_threat: 20,
        king_guard: 6,
        blast_neighbour: 0,
        exposure: 0,
        king_danger: 0,
        check_threats: 0,
        drop_danger: 0,
        mop_up: 0,
        first_place: false,
        leader_percent: 100,
        quiet_clock: 0,
        positional: Positional::NONE,
    };

    pub fn for_variant(variant: &Variant) -> Weights {
        let mut weights = if variant.options.teams {
            Weights::TEAMS
        } else if variant.army_count() == 2 {
            Weights::TWO_ARMIES
        } else {
            Weights::FREE_FOR_ALL
        };
        weights.set_positional(
            variant,
            Positional::for_family(variant.data.evaluation.family_of(variant.options.teams))
                .clone(),
        );
        if variant.data.lose_pieces_to_win {
            // Every piece is a burden, every capture a gift to the other side.
            weights.points = -weights.points;
            weights.material = -weights.material;
        }
        if variant.data.capture_blast > 0 {
            // Any enemy piece near the king may blow it up with a capture
            // beside it; own pieces beside it are what it would take.
            weights.king_threat *= 3;
            weights.blast_neighbour = 3 * weights.king_guard;
            weights.king_guard = 0;
        }
        if variant.army_count() == 2 && variant.check && !variant.data.lose_pieces_to_win {
            // Mates against a lone king are made at the edge, kings close.
            weights.mop_up = MOP_UP;
        }
        if variant.data.pockets {
            // Any piece in an enemy's pocket may land next to the king.
            weights.drop_danger = DROP_DANGER;
        }
        if variant.data.scoring == Scoring::Nothing && variant.army_count() > 2 {
            // Scored by the end alone (three-player chess): a mate of either
            // rival wins, so weakening the trailing rival counts too.
            weights.leader_percent = LEADER_PERCENT_PLACES_ONLY;
        }
        if !variant.options.teams && variant.army_count() > MOST_ARMIES_PLAYING_FOR_PLACES {
            // Eight armies ranked by points, most games ending by the quiet
            // clock: a sure second place is no better than a game going on,
            // and the points at that draw rank the players.
            weights.first_place = true;
            weights.quiet_clock = QUIET_CLOCK;
        }
        if variant.dice.is_some() {
            // The search sees barely past the next roll: the leaves must judge
            // what hangs to likely rolls.
            weights.exposure = EXPOSURE;
            // A trailing rival can lead in a few rolls: play for first place,
            // and weigh the average rival as much as the leader.
            weights.first_place = true;
            weights.leader_percent = LEADER_PERCENT_WITH_DICE;
            if variant.check {
                // A king is mated by a roll without an answer, not taken.
                weights.king_danger = KING_DANGER;
                weights.check_threats = CHECK_THREATS;
            }
        }
        weights
    }

    /// Sets the positional weights, less the terms that mean nothing in the
    /// game (its data says which).
    pub fn set_positional(&mut self, variant: &Variant, mut positional: Positional) {
        if variant.data.lose_pieces_to_win {
            // Where pieces are a burden, no square or structure is good for them.
            positional = Positional::NONE;
        }
        if !variant.data.evaluation.pawn_structure {
            let p = &mut positional;
            for term in [
                &mut p.doubled,
                &mut p.isolated,
                &mut p.passed,
                &mut p.pawn_shield,
                &mut p.passed_own_king,
                &mut p.passed_enemy_king,
            ] {
                *term = Default::default();
            }
            p.passed_by_progress.clear();
            p.connected.clear();
            for piece in p.pieces.values_mut() {
                piece.open_line = Default::default();
                piece.half_open_line = Default::default();
            }
        }
        self.positional = positional;
    }
}

/// With dice, the strongest rival's share of the rival an army weighs itself
/// against (docs/bots.md: 48% first places against 36% with the leader alone).
pub const LEADER_PERCENT_WITH_DICE: Value = 50;

/// A free-for-all scored by its end alone (places, no points a piece): the
/// strongest rival's share of the rival weighed against. Three-player chess,
/// level 5 against two level 3 at 100 000 nodes: 53% first places against 44%
/// with the leader alone (docs/bots/rounds/2026-12-07-threeplayer.md).
pub const LEADER_PERCENT_PLACES_ONLY: Value = 50;

/// Free-for-alls of more armies than this, without dice, are played for first
/// place and look ahead to the quiet clock (eight-player Singles; four armies
/// keep every place's worth, as measured there).
pub const MOST_ARMIES_PLAYING_FOR_PLACES: usize = 4;

/// The plies before a ranking quiet draw within which a leaf leans toward
/// what the draw would be worth (`Weights::quiet_clock`): the last eight
/// rounds of eight-player Singles' 25.
pub const QUIET_CLOCK: Value = 64;

/// With dice, the share of the expected losses to likely rolls that counts.
pub const EXPOSURE: Value = 100;
/// With dice and check, the share of the expected loss of checked kings that counts.
pub const KING_DANGER: Value = 100;
/// With dice and check, the share of the expected loss to checks to come that counts.
pub const CHECK_THREATS: Value = 100;

/// With pockets, what one open square next to a king costs per point in the
/// enemies' pockets.
pub const DROP_DANGER: Value = 5;

/// Per step of a lone king from the centre, and per step closer of the kings.
pub const MOP_UP: Value = 10;
