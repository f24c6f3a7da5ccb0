"""Random games played by Fairy-Stockfish (pyffish), written one JSON line a game
for the Rust comparison test (rust/core/tests/ffish_antichess_atomic.rs).

Each line: {"variant", "start", "moves", "positions"}; position i is the one
after the first i moves: its FEN, its legal moves (sorted) and, where the game
ends there, the result for the side to move (1 win, 0 draw, -1 loss).

usage: ffish_random_games.py VARIANT GAMES SEED [MAX_PLIES [START_FEN]]
"""

import json
import random
import sys

import pyffish as sf


def sign(value):
    return (value > 0) - (value < 0)


def placement(fen):
    """Board and side to move: what must recur for a repetition."""
    return fen.split()[:2]


def pieces(fen):
    return sum(c.isalpha() for c in fen.split()[0])


def end(variant, fen, base, since, earlier, legal, captured):
    """The result for the side to move if the game is over, else None. `base`
    is the position after the last capture or pawn move, `since` the moves
    played from it and `earlier` the FENs on the way: the history repetitions
    need. Each pyffish call costs milliseconds, so ends that cannot have come
    are not asked: an immediate end (a piece type gone) only after a capture,
    a repetition only when the placement stood twice before, insufficient
    material only with few pieces."""
    if not legal:
        return sign(sf.game_result(variant, fen, []))
    if captured:
        over, value = sf.is_immediate_game_end(variant, fen, [])
        if over:
            return sign(value)
    # Threefold repetition and fifty moves: automatic draws in this project.
    repeated = sum(placement(f) == placement(fen) for f in earlier) >= 2
    if repeated or int(fen.split()[4]) >= 100:
        over, value = sf.is_optional_game_end(variant, base, since)
        if over:
            return sign(value)
    if pieces(fen) <= 4 and all(sf.has_insufficient_material(variant, fen, [])):
        return 0
    return None


def game(variant, rng, max_plies, start):
    moves, positions = [], []
    fen, base, since, earlier = start, start, [], []
    captured = False
    while True:
        legal = sorted(sf.legal_moves(variant, fen, []))
        result = end(variant, fen, base, since, earlier, legal, captured)
        positions.append({"fen": fen, "legal": legal, "end": result})
        if result is not None or len(moves) >= max_plies:
            break
        move = rng.choice(legal)
        moves.append(move)
        before = fen
        fen = sf.get_fen(variant, fen, [move])
        captured = pieces(fen) < pieces(before)
        if fen.split()[4] == "0":
            # A reset halfmove clock: no earlier position can repeat.
            base, since, earlier = fen, [], []
        else:
            since.append(move)
            earlier.append(before)
    return {"variant": variant, "start": start, "moves": moves, "positions": positions}


def main():
    variant, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    max_plies = int(sys.argv[4]) if len(sys.argv) > 4 else 300
    start = sys.argv[5] if len(sys.argv) > 5 else sf.start_fen(variant)
    rng = random.Random(seed)
    for _ in range(games):
        print(json.dumps(game(variant, rng, max_plies, start)), flush=True)


if __name__ == "__main__":
    main()
