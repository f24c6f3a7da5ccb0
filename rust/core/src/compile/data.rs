//! A game as data: the RON schema that describes a board, its armies and pieces.

use serde::{Deserialize, Serialize};

use crate::board::army::Army;
use crate::board::kind::Kind;
use crate::board::piece::PieceDef;

/// One game a data file plays: its id and the options it is played with.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormData {
    pub id: String,
    /// In teams: the data's `teams` are partners.
    #[serde(default)]
    pub teams: bool,
    /// With `teams`: the partners are the data's `pairs`.
    #[serde(default)]
    pub pairs: bool,
    #[serde(default)]
    pub dice: bool,
    /// Shuffled back ranks, by Scharnagl number.
    #[serde(default)]
    pub chess960: bool,
}

/// Everything about a game that data can say. Read from the embedded RON files.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameData {
    pub name: String,
    /// The rule module that adds what data cannot say, by name
    /// (`rules::build::builder`).
    #[serde(default)]
    pub rules: String,
    /// The games this file plays, each an id with its options: chess and
    /// Chess960, Čaturádží alone or in teams, with dice or without.
    #[serde(default)]
    pub forms: Vec<FormData>,
    pub board: BoardData,
    pub pieces: Vec<PieceDef>,
    pub armies: Vec<ArmyData>,
    /// Pawn promotion, if the game has it.
    #[serde(default)]
    pub promotion: Option<PromotionData>,
    /// Partnerships (army indices) used when the game is played in teams.
    #[serde(default)]
    pub teams: Vec<Vec<Army>>,
    /// Partnerships of a second team mode, in pairs (eight-player chess's
    /// Pairs beside its Teams), used when the game is played in pairs.
    #[serde(default)]
    pub pairs: Vec<Vec<Army>>,
    /// Grey pieces may be taken by anyone, a partner's too (eight-player
    /// chess); else a partner's grey pieces stay untouchable (Čaturádží).
    #[serde(default)]
    pub partners_take_grey_pieces: bool,
    /// The dice, used when the game is played with dice.
    #[serde(default)]
    pub dice: Option<DiceData>,
    /// Half-moves (or turns, with dice) without a capture or pawn move that end the game.
    #[serde(default)]
    pub fifty_move_plies: u32,
    /// What the game counts for each player, as the seats show it.
    #[serde(default)]
    pub scoring: Scoring,
    /// What the seats count when the game is played in teams, where that differs
    /// (eight-player Pairs and Teams count no points).
    #[serde(default)]
    pub team_scoring: Option<Scoring>,
    /// The standard record format of the game, where it has one.
    #[serde(default)]
    pub record: RecordFormat,
    /// The PGN `Variant` tag that names this game where PGN names it (lichess's
    /// names: `Antichess`, `Crazyhouse`); none for chess. Chess960 is named by
    /// its option (`Variant::pgn_variant`).
    #[serde(default)]
    pub pgn_variant: Option<String>,
    /// Players read the game's moves in SAN (`san.rs`): set where our SAN is
    /// the one Fairy-Stockfish writes (checked along random games by
    /// `tools/ffish-compare`). Else the move list shows the moves as saved.
    #[serde(default)]
    pub san: bool,
    /// The notation of `san`: SAN, Shogi's or Xiangqi's.
    #[serde(default)]
    pub notation: Notation,
    /// A player may pass a move, when the rule module allows it (Janggi: out
    /// of check, or in bikjang); the pass is the general staying on its point
    /// (`Move::stays`). Drawing only: the screen keeps a pass button.
    #[serde(default)]
    pub passing: bool,
    /// The traditional piece set a screen may draw this game with, by the name
    /// of its folder of pictures (`xiangqi`, `janggi`, `shogi`). Drawing only.
    #[serde(default)]
    pub piece_set: Option<String>,
    /// Check: no move may leave one of the mover's royal pieces attacked by a live
    /// opponent (chess). Without it every pseudo-legal move is legal.
    #[serde(default)]
    pub check: bool,
    /// A pawn's double step (`start_range`) leaves an en-passant square for one
    /// ply: an enemy pawn that could capture on it takes the pawn that passed.
    #[serde(default)]
    pub en_passant: bool,
    /// The en-passant square lasts until its pawn's army moves again, not one
    /// ply, so that every opponent may take it in turn (three-player chess);
    /// it is kept whether or not an enemy pawn could take it, and FENs write a
    /// field with one square (or `-`) per army.
    #[serde(default)]
    pub en_passant_until_owner_moves: bool,
    /// Castling as in chess and Chess960: the king on its back rank with any rook
    /// of its army on that rank that has not moved.
    #[serde(default)]
    pub back_rank_castling: Option<BackRankCastlingData>,
    /// Fog of war: each side sees only its pieces and the squares they could
    /// move to (`view`). The rules themselves are whole.
    #[serde(default)]
    pub fog: bool,
    /// Captures explode (atomic chess: 1): the capturing piece and every piece
    /// but a pawn within this many king steps of the capture square leave the
    /// board. The rule module explodes them; bots read it to fear explosions
    /// next to their king. 0: no blast.
    #[serde(default)]
    pub capture_blast: u8,
    /// The aim is to lose all one's pieces (antichess): bots count material
    /// against its owner. The rule module says who wins.
    #[serde(default)]
    pub lose_pieces_to_win: bool,
    /// How positions are written: the project's FEN of the four-army games, or
    /// the chess FEN of two-player games as Fairy-Stockfish writes it.
    #[serde(default)]
    pub fen: FenDialect,
    /// Each army keeps a pocket of pieces off the board (crazyhouse); the chess
    /// FEN writes them in brackets after the board (`[QRPqn]`).
    #[serde(default)]
    pub pockets: bool,
    /// The game counts moves towards a draw once material runs low (Makruk's
    /// counting rules, kept in `RuleState::counting` by the rule module); the
    /// chess FEN writes a running count's limit and plies in its en-passant and
    /// halfmove fields, as Fairy-Stockfish does.
    #[serde(default)]
    pub counting: bool,
    /// The pieces (by name) that keep the right to a special first move while
    /// they stand on their start square on the back rank (Ouk Chatrang's king
    /// and met; the rule module generates the moves and keeps
    /// `RuleState::first_moves`); the chess FEN writes their files in its
    /// castling field (`DEde`), as Fairy-Stockfish writes its gates.
    #[serde(default)]
    pub first_moves: Vec<String>,
    /// The royal pieces may not face each other along a file with nothing
    /// between them (Xiangqi's flying general): a move that leaves them so is
    /// illegal, as if each attacked the other.
    #[serde(default)]
    pub flying_general: bool,
    /// A repetition judged by who gave check (Xiangqi): when the same position
    /// stands a third time, a player who gave check with every move since its
    /// first time loses, unless both did. The rule module judges it; the
    /// position records for every turn whether its player stood in check.
    #[serde(default)]
    pub perpetual_check_loses: bool,
    /// The depth in ranks of each army's promotion zone, at the far side
    /// (Shogi: 3): pieces with `PieceDef::promotes_to` may promote by a move
    /// that starts or ends there, and must where they could never move again
    /// (`zones`). 0: no zone.
    #[serde(default)]
    pub promotion_zone: u8,
    /// A captured piece goes into the capturer's pocket, unpromoted, as his
    /// (crazyhouse, Shogi; `make` puts it there). Captures and drops then change nothing for good:
    /// a repetition may reach back past them, as Fairy-Stockfish looks back.
    #[serde(default)]
    pub captures_to_hand: bool,
    /// What the bots' evaluation needs to know of the game beyond its pieces:
    /// the family whose tuned weights it plays with and the terms that mean
    /// nothing here. Read by `raja-bots` only.
    #[serde(default)]
    pub evaluation: EvaluationData,
}

impl GameData {
    /// The kind of the piece called `name` (what a rule module asks for).
    pub fn kind_named(&self, name: &str) -> Result<Kind, String> {
        self.pieces
            .iter()
            .position(|p| p.name == name)
            .and_then(Kind::from_index)
            .ok_or(format!("no {name}"))
    }

    /// Each piece's data with its kind, in piece-list order.
    pub fn each_kind(&self) -> impl Iterator<Item = (Kind, &PieceDef)> {
        Kind::all(self.pieces.len()).zip(&self.pieces)
    }

    /// Each army's data with the army it describes, in turn order.
    pub fn each_army(&self) -> impl Iterator<Item = (Army, &ArmyData)> {
        Army::all(self.armies.len() as u8).zip(&self.armies)
    }
}

/// The evaluation's view of a game (`GameData::evaluation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvaluationData {
    /// Whose tuned weights the bots load.
    #[serde(default)]
    pub family: EvaluationFamily,
    /// Whose weights the teams forms load instead, where their play differs
    /// from the other forms' (four-player chess in teams, measured against 4pchess).
    #[serde(default)]
    pub teams_family: Option<EvaluationFamily>,
    /// Doubled, isolated and passed pawns and the pawn shield of a king mean
    /// something: the pawns move straight ahead along their army's `forward`
    /// and promote at the far side. Off where pawns go other ways (Seasons
    /// chess's pawns each keep a direction of their own).
    #[serde(default = "yes")]
    pub pawn_structure: bool,
}

impl Default for EvaluationData {
    fn default() -> Self {
        EvaluationData {
            family: EvaluationFamily::default(),
            teams_family: None,
            pawn_structure: true,
        }
    }
}

impl EvaluationData {
    /// The family whose weights a form loads: `teams_family` in teams, where given.
    pub fn family_of(&self, teams: bool) -> EvaluationFamily {
        match self.teams_family {
            Some(family) if teams => family,
            _ => self.family,
        }
    }
}

/// The families of games that share tuned evaluation weights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EvaluationFamily {
    /// Chess, its variants and the old two-army games of its family.
    #[default]
    ChessLike,
    /// Chess itself (and Chess960): weights tuned on its own games.
    Chess,
    /// Xiangqi and Janggi: a board of points, palaces, cannons.
    Xiangqi,
    /// Shogi and Minishogi: drops, promotion zones.
    Shogi,
    /// The games of four armies.
    FourArmies,
    /// Four-player chess in teams: two armies a side on the cross board,
    /// where kings fall to two enemies' attacks (`teams_family`).
    FourPlayerTeams,
}

/// The FEN a game reads and writes (`fen` or `chess_fen`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FenDialect {
    /// `docs/notation.md`: army letter and piece letter per piece, per-army fields.
    #[default]
    Armies,
    /// Standard chess FEN (two armies, the first upper case): board, side, castling
    /// (KQkq, or rook files in Chess960), en passant, halfmove clock, move number.
    Chess,
}

/// Castling with a rook on the back rank (chess, Chess960): king and rook end on
/// fixed files whatever their start squares, on the side the rook stood.
/// Each square between the king and its target and between the rook and its
/// target must be empty but for these two; the king may not stand on, pass or
/// reach an attacked square. A right is kept per rook square (file) until that
/// rook or the king moves.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackRankCastlingData {
    /// The piece the king castles with (by name).
    pub rook: String,
    /// Towards the higher files: the king's and the rook's target files (`g`, `f`).
    pub king_side: (char, char),
    /// Towards the lower files (`c`, `d`).
    pub queen_side: (char, char),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardData {
    /// How the cells join: a rectangle (the default) or the three-player hexagon,
    /// whose cells and names `board::hexagon` gives (its `width` and `height`
    /// are then the 12 × 12 grid of names, and `void` stays empty).
    #[serde(default)]
    pub shape: BoardShape,
    pub width: u8,
    pub height: u8,
    /// Squares that do not exist, by name, or `a1-c3` for a rectangle of them.
    #[serde(default)]
    pub void: Vec<String>,
    /// The pieces stand on the points where lines cross (Xiangqi, Janggi):
    /// for drawing only.
    #[serde(default)]
    pub points: bool,
    /// A river runs across the middle of a board of points (Xiangqi): for
    /// drawing only; the rules say what it changes.
    #[serde(default)]
    pub river: bool,
    /// The points joined by diagonal lines, space separated (Janggi's palaces:
    /// `d1 f1 e2 d3 f3`, the corners and the centre): movements
    /// `on_diagonal_lines` follow them, and the board draws them.
    #[serde(default)]
    pub diagonal_lines: String,
}

/// The kinds of board the data can name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardShape {
    #[default]
    Rectangle,
    /// Three 8 × 4 half-boards sewn at their rank 4 (docs/rules/threeplayer.md).
    Hexagon,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmyData {
    pub name: String,
    /// Lower-case letter naming the army in FENs.
    pub letter: char,
    /// The army's forward direction as (file, rank) step.
    pub forward: (i8, i8),
    /// Start position: piece letter and square, space separated (`Ka1 Pa2`).
    pub setup: String,
    /// This army's promotion squares, as the setup writes pieces (`Ef8 Ng8`), where
    /// they differ from army to army; other squares of the far edge do not promote.
    #[serde(default)]
    pub promotion: Option<String>,
    /// Squares where this army's pawns promote into any of the promotion's
    /// `choices`, space separated (`a8 b8`), beside its `rank`: boards whose
    /// promotion cells are no rank of the army (three-player chess: the back
    /// ranks of both opponents' halves).
    #[serde(default)]
    pub promotes_on: String,
    /// The castlings this army may make while its king and that rook have not moved.
    #[serde(default)]
    pub castling: Vec<CastlingData>,
    /// Pairs of squares whose pieces the player may exchange before the game,
    /// each written `b1 c1` (Janggi: the horse and the elephant of either
    /// wing); `Game::arranged` starts with some of them exchanged.
    #[serde(default)]
    pub swappable: Vec<String>,
    /// Squares some of its pieces may never leave (Xiangqi's palace).
    #[serde(default)]
    pub regions: Vec<RegionData>,
    /// Pieces the army starts with in its pocket, by letter, space separated
    /// (`K R R`): Sittuyin's players place them before the first move. Games
    /// with `pockets` only.
    #[serde(default)]
    pub in_hand: String,
}

/// Squares that pieces of some kinds never leave: their moves and captures end
/// inside (a piece set outside moves nowhere).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionData {
    /// The confined pieces, by name.
    pub pieces: Vec<String>,
    /// The squares, space separated (`d1 e1 f1`), or `a1-i5` for a rectangle.
    pub squares: String,
}

/// One castling: the king and a rook leave their start squares in one move,
/// written as the king's move. Each square between them must be empty; the king
/// may not stand on, pass or reach an attacked square.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastlingData {
    pub king: String,
    pub king_to: String,
    pub rook: String,
    pub rook_to: String,
}

/// Promotion on the far edge: which piece each square of that edge gives.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PromotionData {
    /// The piece that promotes (by name).
    pub piece: String,
    /// Along the far edge, in increasing file (or rank) order: the piece's name, or
    /// "" for a square the promoting piece may never enter. An army's own
    /// `promotion` squares replace it.
    #[serde(default)]
    pub edge: Vec<String>,
    /// Instead of `edge`: promotion on the army's own `rank`-th rank (1 is its back
    /// rank, counted along its forward direction) into any of `choices`.
    #[serde(default)]
    pub rank: u8,
    /// The promotion rank when the game is played in teams (0: `rank`).
    #[serde(default)]
    pub teams_rank: u8,
    /// The pieces a pawn may choose on its promotion rank (by name).
    #[serde(default)]
    pub choices: Vec<String>,
    /// Points for capturing a promoted piece, if not its new kind's value. Promoted
    /// pieces are marked (`~` in FENs) only in games that set this.
    #[serde(default)]
    pub promoted_value: Option<u32>,
    /// A pawn may enter a promotion square only while its army has no piece of that kind.
    #[serde(default)]
    pub only_if_absent: bool,
    /// Promotion waits while the army still has all the pawns it started with: the
    /// pawn stays a pawn on the square, and the rule module promotes it later.
    #[serde(default)]
    pub waits_while_all_pawns: bool,
}

/// Dice that choose which pieces may move.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceData {
    /// How many dice are thrown per turn; each die is one move.
    pub per_turn: u8,
    /// For each face, `first_face` first, the piece names it lets move.
    pub faces: Vec<Vec<String>>,
    /// The number on the lowest face (the long die of čaturanga starts at 2).
    #[serde(default = "one")]
    pub first_face: u8,
    /// The player may `pass` the rest of his turn; false where the move is forced.
    #[serde(default = "yes")]
    pub may_pass: bool,
}

fn one() -> u8 {
    1
}

fn yes() -> bool {
    true
}

/// What a game counts for each player: points for captures (the four-army games),
/// coins (Seasons chess pays in coins), or nothing (chess and its variants).
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub enum Scoring {
    #[default]
    Points,
    Coins,
    Nothing,
}

impl Scoring {
    pub fn name(self) -> &'static str {
        match self {
            Scoring::Points => "points",
            Scoring::Coins => "coins",
            Scoring::Nothing => "nothing",
        }
    }
}

/// How players write a game's moves (`Game::san`, the move list).
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub enum Notation {
    /// Standard algebraic notation (`san.rs`).
    #[default]
    San,
    /// Western shogi notation with numbers (`P-76`, `S*55`, `Bx33+`;
    /// `hodges.rs`), as Fairy-Stockfish writes Shogi's.
    ShogiNumbers,
    /// WXF, the World Xiangqi Federation's (`C2=5`, `H8+7`, `R++1`; `wxf.rs`),
    /// as Fairy-Stockfish writes it.
    Wxf,
}

/// The record format a game is exchanged in beyond this app: PGN (chess,
/// Chess960, antichess, crazyhouse), chess.com's PGN4 (four-player chess), or
/// none (our own notation).
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub enum RecordFormat {
    #[default]
    Own,
    Pgn,
    Pgn4,
}
