"""The traditional sets: which character each piece bears, its size and body.

Every picture is one cell of the board: a 100 x 100 view box whose centre is
the cell's centre, so a piece's size is drawn into its picture and a board
draws every layer into the whole cell. Each piece has a body layer (drawn as
it is) and a character layer per army (Xiangqi and Janggi: white, for the
board to tint in the army's colour; Shogi: in its own ink, drawn as it is).
"""

import math

import brush
from characters import BOOK

OUTLINE = "#3b2814"

# Xiangqi: red and black armies; every piece the same disc.
XIANGQI = {
    "general": {"red": "帥", "black": "將"},
    "advisor": {"red": "仕", "black": "士"},
    "elephant": {"red": "相", "black": "象"},
    "horse": {"red": "傌", "black": "馬"},
    "chariot": {"red": "俥", "black": "車"},
    "cannon": {"red": "炮", "black": "砲"},
    "soldier": {"red": "兵", "black": "卒"},
}
XIANGQI_DISC = 0.90  # diameter, in cells

# Janggi: Han (red) and Cho (blue); three sizes of octagon, in cells (across the flats).
JANGGI = {
    "general": {"red": "漢", "blue": "楚"},
    "chariot": {"red": "車", "blue": "車"},
    "cannon": {"red": "包", "blue": "包"},
    "horse": {"red": "馬", "blue": "馬"},
    "elephant": {"red": "象", "blue": "象"},
    "advisor": {"red": "士", "blue": "士"},
    "soldier": {"red": "兵", "blue": "卒"},
}
JANGGI_SIZES = {
    "general": 0.92,
    "chariot": 0.80, "cannon": 0.80, "horse": 0.80, "elephant": 0.80,
    "advisor": 0.68, "soldier": 0.68,
}

# Shogi: the pieces of both armies alike but for the king (玉 for black, who
# moves first, 王 for white), turned towards the opponent; promoted ones in red.
SHOGI = {
    "king": {"black": "玉", "white": "王"},
    "rook": "飛", "bishop": "角", "gold_general": "金", "silver_general": "銀",
    "knight": "桂", "lance": "香", "pawn": "歩",
    "dragon": "龍", "dragon_horse": "馬", "tokin": "と",
    "promoted_silver": "全", "promoted_knight": "圭", "promoted_lance": "杏",
}
SHOGI_ARMIES = ("black", "white")
# A promoted piece is its unpromoted piece turned over: the same body.
SHOGI_FACE_OF = {
    "dragon": "rook", "dragon_horse": "bishop", "tokin": "pawn",
    "promoted_silver": "silver_general", "promoted_knight": "knight", "promoted_lance": "lance",
}
# Height and width at the base, in cells, in the proportions of a common set
# (king 31 x 27.7 mm, rook and bishop 30 x 26.6, gold and silver 29 x 25.4,
# knight 28 x 23.8, lance 27.3 x 22.5, pawn 26.5 x 22.2) with the king 0.94 of a cell.
SHOGI_SIZES = {
    "king": (0.94, 0.84),
    "rook": (0.91, 0.81), "bishop": (0.91, 0.81),
    "gold_general": (0.88, 0.77), "silver_general": (0.88, 0.77),
    "knight": (0.85, 0.72),
    "lance": (0.83, 0.68),
    "pawn": (0.80, 0.67),
}
SHOGI_INK = "#1c1611"
SHOGI_RED = "#b3261e"


def _weight(char, box):
    """The brush for a character `box` units tall: dense characters get a finer
    one, small boxes a relatively heavier one, so that all read at phone sizes."""
    strokes_count = len(BOOK[char])
    per_hundred = max(7.3, min(11.4, 13.4 - 0.38 * strokes_count))
    return per_hundred * box / 100 * (56 / box) ** 0.3


def _character(char, centre, box, fill):
    x, y = centre
    placed = brush.place(BOOK[char], (x - box / 2, y - box / 2, x + box / 2, y + box / 2))
    return f'<path fill="{fill}" d="{brush.character_path(placed, _weight(char, box))}"/>'


def _svg(comment, body):
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 100 100">\n'
        f"  <!-- {comment} -->\n{body}\n</svg>\n"
    )


def _points(points):
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


# ---- Xiangqi --------------------------------------------------------------

XIANGQI_RING = 36.5


def xiangqi_body():
    r = XIANGQI_DISC * 50
    return _svg(
        "Xiangqi piece, body layer: an ivory wooden disc with an engraved ring. Drawn untinted.",
        "  <defs>\n"
        '    <radialGradient id="face" cx="42%" cy="38%" r="70%">\n'
        '      <stop offset="0" stop-color="#f8ecd2"/>\n'
        '      <stop offset="1" stop-color="#dcc092"/>\n'
        "    </radialGradient>\n"
        "  </defs>\n"
        f'  <circle cx="50" cy="51.2" r="{r:.1f}" fill="#9c7446"/>\n'
        f'  <circle cx="50" cy="50" r="{r:.1f}" fill="url(#face)" stroke="{OUTLINE}" stroke-width="1.4"/>\n'
        f'  <circle cx="50" cy="50" r="{r - 3.2:.1f}" fill="none" stroke="#fff7e6" stroke-opacity="0.55" stroke-width="1"/>\n'
        f'  <circle cx="50" cy="50" r="{XIANGQI_RING:.1f}" fill="none" stroke="#a98455" stroke-width="3.4"/>\n'
        f'  <circle cx="50" cy="50" r="{XIANGQI_RING + 1.9:.1f}" fill="none" stroke="#fff3da" stroke-opacity="0.8" stroke-width="0.7"/>',
    )


def xiangqi_characters(char):
    return _svg(
        f"Xiangqi piece {char}, character layer: the character and the painted ring in white, "
        "drawn tinted by the army's colour.",
        f'  <circle cx="50" cy="50" r="{XIANGQI_RING:.1f}" fill="none" stroke="#ffffff" stroke-width="2.2"/>\n'
        f"  {_character(char, (50, 50), 55, '#ffffff')}",
    )


# ---- Janggi ---------------------------------------------------------------


def _octagon(across, centre=(50.0, 50.0)):
    """A regular octagon with flat sides up, down, left and right."""
    r = across / 2 / math.cos(math.pi / 8)
    return [(centre[0] + r * math.cos(math.pi / 8 + k * math.pi / 4),
             centre[1] + r * math.sin(math.pi / 8 + k * math.pi / 4)) for k in range(8)]


def janggi_body(piece):
    across = JANGGI_SIZES[piece] * 100
    return _svg(
        f"Janggi {piece}, body layer: an octagonal wooden piece {JANGGI_SIZES[piece]} of a cell "
        "across, its top bevelled. Drawn untinted.",
        "  <defs>\n"
        '    <linearGradient id="face" x1="0" y1="0" x2="0.6" y2="1">\n'
        '      <stop offset="0" stop-color="#f6e6c2"/>\n'
        '      <stop offset="1" stop-color="#e2c590"/>\n'
        "    </linearGradient>\n"
        "  </defs>\n"
        f'  <polygon points="{_points(_octagon(across, (50, 51.2)))}" fill="#9a7042"/>\n'
        f'  <polygon points="{_points(_octagon(across))}" fill="#caa36c" stroke="{OUTLINE}" '
        'stroke-width="1.3" stroke-linejoin="round"/>\n'
        f'  <polygon points="{_points(_octagon(across * 0.88, (49.6, 49.6)))}" fill="url(#face)"/>',
    )


def janggi_characters(piece, char):
    across = JANGGI_SIZES[piece] * 100
    return _svg(
        f"Janggi {piece} {char}, character layer: white, drawn tinted by the army's colour.",
        f"  {_character(char, (49.6, 49.6), across * 0.70, '#ffffff')}",
    )


# ---- Shogi ----------------------------------------------------------------


def _pentagon(height, width, inset=0.0):
    """A shogi piece pointing up, centred in the cell: the apex, the shoulders a
    quarter of the way down (a little narrower than the base), the base."""
    top, bottom = 50 - height / 2 + inset * 1.25, 50 + height / 2 - inset
    half, shoulder = width / 2 - inset, width * 0.44 - inset
    shoulder_y = 50 - height / 2 + height * 0.25
    return [(50, top), (50 + shoulder, shoulder_y), (50 + half, bottom), (50 - half, bottom), (50 - shoulder, shoulder_y)]


def shogi_body(piece):
    face = SHOGI_FACE_OF.get(piece, piece)
    height, width = (s * 100 for s in SHOGI_SIZES[face])
    return _svg(
        f"Shogi {piece}, body layer: a pointed wooden piece {SHOGI_SIZES[face][0]} of a cell tall "
        f"and {SHOGI_SIZES[face][1]} wide, pointing up. Drawn untinted; turned 180 degrees for the "
        "army that faces down the board.",
        "  <defs>\n"
        '    <linearGradient id="face" x1="0" y1="0" x2="0.3" y2="1">\n'
        '      <stop offset="0" stop-color="#f4dca6"/>\n'
        '      <stop offset="1" stop-color="#e0b874"/>\n'
        "    </linearGradient>\n"
        "  </defs>\n"
        f'  <polygon points="{_points([(x, y + 1.4) for x, y in _pentagon(height, width)])}" fill="#8e6533"/>\n'
        f'  <polygon points="{_points(_pentagon(height, width))}" fill="#c99a58" stroke="{OUTLINE}" '
        'stroke-width="1.3" stroke-linejoin="round"/>\n'
        f'  <polygon points="{_points(_pentagon(height, width, 2.6))}" fill="url(#face)"/>',
    )


def shogi_characters(piece, char):
    face = SHOGI_FACE_OF.get(piece, piece)
    height, width = (s * 100 for s in SHOGI_SIZES[face])
    ink = SHOGI_RED if piece in SHOGI_FACE_OF else SHOGI_INK
    box = width * 0.64
    centre = (50, 50 - height / 2 + height * 0.60)
    return _svg(
        f"Shogi {piece} {char}, character layer: in its own ink ({'red, promoted' if ink == SHOGI_RED else 'black'}), "
        "drawn untinted; turned 180 degrees with the body.",
        f"  {_character(char, centre, box, ink)}",
    )


# ---- the files -----------------------------------------------------------


def files():
    """Every file of the traditional sets: relative path -> SVG text."""
    out = {}
    for piece, chars in XIANGQI.items():
        out[f"xiangqi/{piece}.body.svg"] = xiangqi_body()
        for army, char in chars.items():
            out[f"xiangqi/{piece}.{army}.svg"] = xiangqi_characters(char)
    for piece, chars in JANGGI.items():
        out[f"janggi/{piece}.body.svg"] = janggi_body(piece)
        if len(set(chars.values())) == 1:
            out[f"janggi/{piece}.svg"] = janggi_characters(piece, chars["red"])
        else:
            for army, char in chars.items():
                out[f"janggi/{piece}.{army}.svg"] = janggi_characters(piece, char)
    for piece, chars in SHOGI.items():
        out[f"shogi/{piece}.body.svg"] = shogi_body(piece)
        if isinstance(chars, str):
            out[f"shogi/{piece}.svg"] = shogi_characters(piece, chars)
        else:
            for army, char in chars.items():
                out[f"shogi/{piece}.{army}.svg"] = shogi_characters(piece, char)
    return out
