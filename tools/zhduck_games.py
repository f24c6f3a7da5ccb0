#!/usr/bin/env python3
"""Random games of crazyhouse and duck chess played by Fairy-Stockfish (pyffish),
written one position a line for `rust/core/tests/zhduck_compare.rs` to replay:

    <variant> <game> <ply> <fen> | <move played or -> | <n legal> <digest> | <end>

`digest` is the CRC-32 of the legal moves sorted and joined by newlines;
`end` is `-` while the game goes on, else `mate`, `draw` or `claim` (a draw
Fairy-Stockfish lets a player claim: repetition, fifty moves).
Usage: zhduck_games.py <games per variant> <seed> [variant …] > games.txt
"""

import random
import sys
import zlib

import pyffish as sf

MAX_PLIES = 120


def play(variant, game, rng, out):
    start = sf.start_fen(variant)
    moves = []
    fen = start
    seen = {}
    for ply in range(MAX_PLIES + 1):
        # From the FEN alone (quick); the whole game only where a position
        # repeats or the fifty moves are up, for Fairy-Stockfish's verdict.
        legal = sorted(sf.legal_moves(variant, fen, []))
        immediate = not legal  # mate, stalemate, a king taken
        key = " ".join(fen.split()[:-2])
        seen[key] = seen.get(key, 0) + 1
        optional = False
        if seen[key] >= 2 or int(fen.split()[-2]) >= 100:
            optional, _ = sf.is_optional_game_end(variant, start, moves)
        end = "-"
        if immediate:
            end = "mate"
        elif optional:
            end = "claim"
        move = rng.choice(legal) if end == "-" and ply < MAX_PLIES else "-"
        digest = zlib.crc32("\n".join(legal).encode())
        out.write(f"{variant} {game} {ply} {fen} | {move} | {len(legal)} {digest:08x} | {end}\n")
        if move == "-":
            return
        moves.append(move)
        fen = sf.get_fen(variant, fen, [move])


def main():
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    for variant in sys.argv[3:] or ("crazyhouse", "duck"):
        for game in range(games):
            play(variant, game, rng, sys.stdout)


if __name__ == "__main__":
    main()
