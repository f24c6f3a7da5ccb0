"""The characters on the traditional pieces, written stroke by stroke.

Each character is drawn in a 100 x 100 box (y grows downwards), one brush
stroke a line (see brush.py for the notation). Components that recur (亻, 馬,
車, 包, 木, 土, 口, 王, 金) are written once and placed into a part of the box.

STROKE_COUNTS holds each character's stroke count as dictionaries give it
(Unicode's Unihan kTotalStrokes; と, a kana, has two), and check() holds the
book to it.
"""

from brush import place, strokes

STROKE_COUNTS = {
    "帥": 9, "將": 11, "仕": 5, "士": 3, "相": 9, "象": 11, "傌": 12, "馬": 10,
    "俥": 9, "車": 7, "炮": 9, "砲": 10, "兵": 7, "卒": 8, "漢": 14, "楚": 13,
    "包": 5, "王": 4, "玉": 5, "飛": 9, "角": 7, "金": 8, "銀": 14, "桂": 10,
    "香": 9, "歩": 8, "龍": 16, "と": 2, "全": 6, "圭": 6, "杏": 7,
}

# ---- components (each in its own 0..100 box) -------------------------------

PERSON = strokes(  # 亻, the standing person at a character's left
    "p 70 4 50 30 10 52",
    "v 46 34 46 97",
)

MOUTH = strokes(  # 口
    "v 14 8 16 94",
    "h 14 8 86 8 ; v 84 92",
    "h 16 90 84 90",
)

SUN = strokes(  # 日
    "v 12 4 12 96",
    "h 12 4 88 4 ; v 88 96",
    "h 12 50 88 50",
    "h 12 95 88 95",
)

EYE = strokes(  # 目
    "v 12 4 12 96",
    "h 12 4 88 4 ; v 88 96",
    "h 12 34 88 34",
    "h 12 64 88 64",
    "h 12 95 88 95",
)

TREE = strokes(  # 木, standing alone or on top
    "h 8 30 92 30",
    "v 50 4 50 96",
    "p 47 33 32 52 6 68",
    "r 53 33 70 50 95 64",
)

TREE_LEFT = strokes(  # 木 as a left part: its sweep to the right becomes a dot
    "h 6 30 92 30",
    "v 52 4 52 97",
    "p 49 33 32 58 4 80",
    "d 58 44 86 60",
)

EARTH = strokes(  # 土
    "h 22 40 78 40",
    "v 50 10 50 86",
    "h 8 86 92 86",
)

KING = strokes(  # 王
    "h 14 14 86 14",
    "v 50 14 50 86",
    "h 22 50 78 50",
    "h 8 87 92 87",
)

HORSE = strokes(  # 馬
    "v 22 6 22 62",
    "h 22 6 76 6",
    "v 48 6 48 62",
    "h 22 24 74 24",
    "h 22 42 74 42",
    "h 22 61 88 61 ; v 86 94 ; k 78 88",
    "d 26 72 20 86",
    "d 39 72 41 86",
    "d 52 72 56 86",
    "d 65 71 71 82",
)

CART = strokes(  # 車
    "h 12 12 88 12",
    "v 20 26 20 66",
    "h 20 26 80 26 ; v 80 66",
    "h 20 46 80 46",
    "h 20 66 80 66",
    "h 6 82 94 82",
    "v 50 3 50 98",
)

WRAP = strokes(  # 包
    "p 40 4 28 22 8 38",
    "h 30 18 86 18 ; v 86 70 ; k 76 64",
    "h 26 36 66 36 ; v 66 56",
    "h 26 56 66 56",
    "v 26 36 26 80 ; c 32 90 60 92 88 90 ; k 94 78",
)

FIRE_LEFT = strokes(  # 火 as a left part
    "d 14 28 24 48",
    "p 72 26 56 46",
    "p 42 6 40 48 8 94",
    "d 44 56 70 86",
)

STONE_LEFT = strokes(  # 石 as a left part
    "h 6 10 94 10",
    "p 44 10 30 40 4 62",
    "v 28 44 28 92",
    "h 28 44 84 44 ; v 84 88",
    "h 28 88 84 88",
)

GOLD_LEFT = strokes(  # 金 as a left part (釒)
    "p 54 4 34 26 6 40",
    "d 56 12 92 32",
    "h 28 38 74 38",
    "h 18 54 82 54",
    "v 50 38 50 88",
    "d 26 64 34 76",
    "p 76 62 66 76",
    "t 10 94 90 80",
)

PERSON_ROOF = strokes(  # 人 as a roof (金, 全)
    "p 50 4 30 26 4 44",
    "r 52 12 72 28 96 42",
)

# ---- the characters --------------------------------------------------------


def _book():
    book = {}
    book["士"] = strokes("h 10 36 90 36", "v 50 10 50 84", "h 26 85 74 85")
    book["王"] = KING
    book["玉"] = KING + strokes("d 64 62 74 74")
    book["全"] = PERSON_ROOF + place(KING, (22, 46, 78, 94))
    book["金"] = PERSON_ROOF + strokes(
        "h 30 42 70 42",
        "h 22 58 78 58",
        "v 50 42 50 90",
        "d 28 66 36 80",
        "p 72 66 62 80",
        "h 8 91 92 91",
    )
    book["圭"] = place(EARTH, (14, 0, 86, 48)) + place(EARTH, (4, 44, 96, 98))
    book["仕"] = place(PERSON, (0, 0, 32, 100)) + place(book["士"], (30, 0, 100, 100))
    book["馬"] = place(HORSE, (0, 0, 100, 100))
    book["傌"] = place(PERSON, (0, 0, 30, 100)) + place(HORSE, (26, 0, 100, 100))
    book["車"] = CART
    book["俥"] = place(PERSON, (0, 0, 32, 100)) + place(CART, (30, 0, 100, 100))
    book["包"] = WRAP
    book["炮"] = place(FIRE_LEFT, (0, 8, 36, 96)) + place(WRAP, (36, 0, 100, 100))
    book["砲"] = place(STONE_LEFT, (0, 8, 40, 90)) + place(WRAP, (38, 0, 100, 100))
    book["相"] = place(TREE_LEFT, (0, 0, 46, 100)) + place(EYE, (52, 8, 96, 92))
    book["桂"] = place(TREE_LEFT, (0, 0, 42, 100)) + place(book["圭"], (44, 4, 100, 96))
    book["杏"] = place(TREE, (0, 0, 100, 62)) + place(MOUTH, (22, 56, 78, 96))
    book["香"] = strokes(
        "p 72 4 28 14",
        "h 8 28 92 28",
        "v 50 10 50 54",
        "p 47 31 28 46 6 54",
        "r 53 31 72 46 94 52",
    ) + place(SUN, (24, 58, 76, 98))
    book["兵"] = strokes(
        "p 64 3 30 16",
        "v 30 16 30 64",
        "h 30 38 74 38",
        "v 58 38 58 64",
        "h 6 64 94 64",
        "p 36 72 26 86 10 96",
        "d 62 74 86 92",
    )
    book["卒"] = strokes(
        "d 48 2 52 14",
        "h 10 18 90 18",
        "p 36 22 28 34 14 44",
        "d 30 34 40 46",
        "p 66 22 58 34 46 44",
        "d 64 32 86 46",
        "h 6 60 94 60",
        "v 50 44 50 99",
    )
    book["帥"] = strokes(
        "p 34 4 18 16",
        "v 18 18 18 92",
        "h 18 26 38 26 ; v 38 46",
        "h 18 46 38 46",
        "h 18 56 40 56 ; v 40 80",
        "h 18 80 40 80",
        "v 54 34 54 74",
        "h 54 34 90 34 ; v 90 70 ; k 82 64",
        "n 72 6 72 99",
    )
    book["將"] = strokes(
        "v 30 4 30 98",
        "v 12 14 12 38 ; h 28 36",
        "h 2 58 28 54",
        "p 26 60 16 72 4 82",
        "p 60 2 44 14",
        "h 54 10 86 10 ; p 76 28 50 43",
        "d 62 17 67 23",
        "d 57 26 63 32",
        "h 40 58 96 58",
        "v 80 44 80 92 ; k 70 84",
        "d 56 68 64 80",
    )
    book["象"] = strokes(
        "p 46 2 28 15",
        "h 42 8 66 8 ; p 58 17 49 24",
        "v 24 25 26 40",
        "h 24 25 76 25 ; v 74 40",
        "h 26 40 74 40",
        "p 49 42 40 49 20 55",
        "c 46 47 56 58 60 74 54 92 ; k 44 89",
        "p 55 57 42 66 18 74",
        "p 59 68 44 84 12 96",
        "p 86 44 66 56",
        "r 60 60 80 78 98 92",
    )
    book["漢"] = strokes(
        "d 8 10 22 22",
        "d 4 36 18 48",
        "t 6 86 26 62",
        "h 34 14 98 14",
        "v 52 4 52 30",
        "v 80 4 80 30",
        "h 52 30 80 30",
        "v 42 38 43 58",
        "h 42 38 90 38 ; v 89 58",
        "h 43 57 89 57",
        "h 38 70 94 70",
        "h 34 82 98 82",
        "p 66 60 60 82 34 98",
        "r 68 82 82 91 99 97",
    )
    book["楚"] = place(TREE_LEFT, (4, 0, 48, 48)) + place(TREE, (50, 0, 98, 46)) + strokes(
        "h 20 55 76 54 ; k 70 61",
        "v 50 56 50 82",
        "h 50 69 78 68",
        "p 34 62 30 78 12 94",
        "r 30 78 62 90 98 96",
    )
    book["王"] = KING
    book["飛"] = strokes(
        "h 20 16 60 13 ; c 84 48 ; k 93 40",
        "p 86 8 76 20",
        "d 77 25 88 34",
        "v 50 24 50 98",
        "p 38 28 22 42",
        "p 34 46 32 66 20 90",
        "h 8 60 62 51 ; c 86 92 ; k 96 83",
        "p 90 52 80 62",
        "d 82 66 94 76",
    )
    book["角"] = strokes(
        "p 44 2 24 20",
        "h 42 10 66 10 ; p 52 26",
        "v 26 32 26 72 ; p 16 90 6 98",
        "h 26 32 82 32 ; v 82 90 ; k 72 84",
        "v 54 32 54 84",
        "h 26 52 82 52",
        "h 26 72 82 72",
    )
    book["銀"] = place(GOLD_LEFT, (0, 0, 46, 100)) + place(strokes(
        "h 18 8 78 8 ; v 78 52",
        "h 18 30 78 30",
        "h 18 52 78 52",
        "v 18 8 18 88 ; t 44 74",
        "p 90 54 66 70",
        "r 30 58 60 80 98 96",
    ), (46, 2, 100, 98))
    book["歩"] = strokes(
        "v 52 6 52 40",
        "h 52 24 82 24",
        "v 26 20 26 40",
        "h 8 40 92 40",
        "v 52 40 52 68 ; k 42 62",
        "p 34 50 18 66",
        "d 72 48 90 62",
        "p 80 58 58 82 14 98",
    )
    book["龍"] = strokes(
        "d 30 2 33 14",
        "h 12 20 50 20",
        "d 20 26 26 38",
        "p 44 25 36 38",
        "h 6 42 54 42",
        "v 18 52 18 99",
        "h 18 52 46 52 ; v 46 92 ; k 38 88",
        "h 18 66 46 66",
        "h 18 80 46 80",
        "h 66 18 90 18",
        "v 64 6 64 34 ; h 90 32 ; v 88 46",
        "h 64 48 90 46",
        "v 62 48 62 84 ; c 66 94 84 96 98 92 ; k 98 80",
        "h 64 58 90 57",
        "h 64 68 90 67",
        "h 64 78 92 77",
    )
    book["と"] = strokes(
        "n 36 8 46 42",
        "c 78 28 56 40 38 54 30 70 40 86 60 90 86 89",
    )
    return book


BOOK = _book()


def check():
    """Every character the sets need is in the book with its dictionary stroke count."""
    problems = []
    for char, count in STROKE_COUNTS.items():
        have = len(BOOK.get(char, []))
        if have != count:
            problems.append(f"{char}: {have} strokes drawn, the dictionary counts {count}")
    for char in BOOK:
        if char not in STROKE_COUNTS:
            problems.append(f"{char}: drawn but not counted")
    return problems
