"""Brush strokes: a stroke's centre line and kind become a filled outline.

A stroke is written as one line of text, its legs separated by ";", each leg a
kind and the points its centre line passes through. A leg after the first
starts where the one before it ended:

    "h 10 30 90 30"              a horizontal from (10, 30) to (90, 30)
    "h 20 26 80 26 ; v 80 66"    a horizontal turning down (a box's corner)
    "p 50 6 30 28 8 46"          a left-falling sweep through three points

The brush's tip is a slanted ellipse (see TIP_*), so a stroke's width follows
its direction: a vertical is one weight wide, a horizontal about 0.72. Each
kind then presses the tip harder or lighter along the leg (PROFILES):

    h  horizontal: even, a little heavier at its end
    v  vertical: even, pressed as it starts
    n  needle: a vertical whose end tapers to a point
    c  curve: even, for the bend of a curved hook
    p  left-falling sweep: starts full, tapers to a point
    r  right-falling sweep: starts thin, swells, then leaves the paper
    d  dot: starts thin, ends full and round
    t  rising flick: starts full, tapers upwards
    k  hook: a short flick that tapers from the width it starts at

Outlines are polygons, every one wound the same way, so that where they overlap
the fill (non-zero rule) stays whole.
"""

import math

# Pressure profiles: the tip's size, in weights, at t in [0, 1] along the leg.
PROFILES = {
    "h": lambda t: 1.04 - 0.12 * math.sin(math.pi * t) + 0.14 * max(0.0, t - 0.8) / 0.2,
    "v": lambda t: 1.0 - 0.08 * math.sin(math.pi * t) + 0.08 * max(0.0, 0.15 - t) / 0.15,
    "n": lambda t: 1.0 if t < 0.55 else max(0.14, 1.0 - (t - 0.55) / 0.45 * 0.86),
    "c": lambda t: 0.95,
    "p": lambda t: max(0.14, 1.04 - 0.90 * t**1.3),
    "r": lambda t: 0.40 + 0.95 * (t / 0.8) if t < 0.8 else max(0.14, 1.35 - (t - 0.8) / 0.2 * 1.21),
    "d": lambda t: 0.50 + 0.80 * t**0.7,
    "t": lambda t: max(0.14, 1.10 - 0.96 * t),
}
HOOK = "k"  # no profile of its own: from the pressure the leg before ended with, down to a point
KINDS = set(PROFILES) | {HOOK}
SAMPLES_STRAIGHT = 6
SAMPLES_CURVED = 16
CAP_STEPS = 4


class Leg:
    def __init__(self, kind, points):
        if kind not in KINDS:
            raise ValueError(f"unknown leg kind {kind!r}")
        if len(points) < 2:
            raise ValueError(f"a {kind} leg needs two points at least")
        self.kind = kind
        self.points = points


class Stroke:
    """One stroke of the brush: legs drawn without lifting it."""

    def __init__(self, legs):
        self.legs = legs

    def mapped(self, f):
        return Stroke([Leg(leg.kind, [f(p) for p in leg.points]) for leg in self.legs])


def parse(text):
    legs = []
    for part in text.split(";"):
        words = part.split()
        if not words:
            raise ValueError(f"empty leg in {text!r}")
        kind, numbers = words[0], [float(w) for w in words[1:]]
        if len(numbers) % 2:
            raise ValueError(f"odd coordinate count in {text!r}")
        points = list(zip(numbers[0::2], numbers[1::2]))
        if legs:
            points.insert(0, legs[-1].points[-1])
        legs.append(Leg(kind, points))
    return Stroke(legs)


def strokes(*texts):
    return [parse(t) for t in texts]


def place(character, box):
    """The strokes of a character drawn in 0..100 squeezed into box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    return [s.mapped(lambda p: (x0 + p[0] * (x1 - x0) / 100, y0 + p[1] * (y1 - y0) / 100)) for s in character]


# ---- centre lines ---------------------------------------------------------


def _catmull_rom(points, samples):
    """Points along the smooth curve through `points` (ends extended straight)."""
    pts = [_lerp(points[0], points[1], -1.0)] + list(points) + [_lerp(points[-2], points[-1], 2.0)]
    out = []
    spans = len(points) - 1
    for i in range(spans):
        p0, p1, p2, p3 = pts[i], pts[i + 1], pts[i + 2], pts[i + 3]
        steps = max(6, samples // spans)
        for j in range(steps):
            t = j / steps
            out.append(tuple(
                0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t * t
                       + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t ** 3)
                for k in range(2)))
    out.append(points[-1])
    return out


def _lerp(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _centre_line(leg):
    if len(leg.points) == 2:
        return [_lerp(leg.points[0], leg.points[1], i / SAMPLES_STRAIGHT) for i in range(SAMPLES_STRAIGHT + 1)]
    return _catmull_rom(leg.points, SAMPLES_CURVED)


# ---- outlines -------------------------------------------------------------

# The brush's footprint: an ellipse leaning down to the right, as a brush held
# at a slant leaves it. Moving across its long side (a vertical, a left-falling
# sweep) it draws wide, moving along it (a horizontal) narrower. Semi-axes in
# weights, so that a vertical is one weight wide and a horizontal about 0.72.
TIP_LONG = 0.557
TIP_SHORT = 0.263
TIP_ANGLE = math.radians(30)
_COS, _SIN = math.cos(TIP_ANGLE), math.sin(TIP_ANGLE)


def _unit(dx, dy):
    length = math.hypot(dx, dy)
    return (dx / length, dy / length) if length > 1e-9 else (1.0, 0.0)


def _tip_point(phi, scale):
    """The point of the footprint's edge at parameter phi, at `scale` weights."""
    u, v = TIP_LONG * scale * math.cos(phi), TIP_SHORT * scale * math.sin(phi)
    return (u * _COS - v * _SIN, u * _SIN + v * _COS)


def _tip_phi(direction):
    """The parameter of the footprint's edge point farthest along `direction`."""
    dx, dy = direction
    # Into the footprint's own frame, then the ellipse's support parameter.
    u, v = dx * _COS + dy * _SIN, -dx * _SIN + dy * _COS
    return math.atan2(TIP_SHORT * v, TIP_LONG * u)


def _swept(line, scales):
    """The outline the footprint sweeps along a centre line, its size varying."""
    n = len(line)
    tangents = []
    for i in range(n):
        a, b = line[max(0, i - 1)], line[min(n - 1, i + 1)]
        tangents.append(_unit(b[0] - a[0], b[1] - a[1]))
    left, right, phis = [], [], []
    for (x, y), (tx, ty), s in zip(line, tangents, scales):
        phi = _tip_phi((-ty, tx))
        lx, ly = _tip_point(phi, s)
        left.append((x + lx, y + ly))
        right.append((x - lx, y - ly))
        phis.append(phi)
    outline = list(left)
    outline += _cap(line[-1], phis[-1], tangents[-1], scales[-1])
    outline += reversed(right)
    outline += _cap(line[0], phis[0] + math.pi, (-tangents[0][0], -tangents[0][1]), scales[0])
    return outline


def _cap(centre, from_phi, outward, scale):
    """Half the footprint round an end: from the edge point at from_phi, past
    the point farthest along `outward`, to the opposite edge point."""
    ahead = _tip_phi(outward)
    turn = math.pi if (ahead - from_phi) % (2 * math.pi) < math.pi else -math.pi
    points = []
    for i in range(1, CAP_STEPS * 2):
        px, py = _tip_point(from_phi + turn * i / (CAP_STEPS * 2), scale)
        points.append((centre[0] + px, centre[1] + py))
    return points


def footprint(centre, scale, steps=16):
    """The tip's mark where it is pressed down without moving."""
    return [(centre[0] + _tip_point(2 * math.pi * i / steps, scale)[0],
             centre[1] + _tip_point(2 * math.pi * i / steps, scale)[1]) for i in range(steps)]


def _area(polygon):
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(polygon, polygon[1:] + polygon[:1])) / 2


def _wound(polygon):
    return polygon if _area(polygon) > 0 else list(reversed(polygon))


def outlines(stroke, weight):
    """The polygons that fill one stroke written with a brush `weight` wide."""
    polygons = []
    pressure_before = None
    for index, leg in enumerate(stroke.legs):
        line = _centre_line(leg)
        lengths = [0.0]
        for a, b in zip(line, line[1:]):
            lengths.append(lengths[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
        total = lengths[-1] or 1.0
        if leg.kind == HOOK:
            start = pressure_before if pressure_before is not None else weight
            scales = [max(0.14 * weight, start * (1 - 0.86 * (s / total) ** 0.8)) for s in lengths]
        else:
            scales = [weight * PROFILES[leg.kind](s / total) for s in lengths]
        polygons.append(_swept(line, scales))
        polygons += _accents(stroke, index, line, scales)
        pressure_before = scales[-1]
    return [_wound(p) for p in polygons]


def _accents(stroke, index, line, scales):
    """The brush's press at the shoulder where a horizontal turns down."""
    leg = stroke.legs[index]
    last = index == len(stroke.legs) - 1
    if leg.kind == "h" and not last and stroke.legs[index + 1].kind in ("v", "n", "p", "c"):
        x, y = line[-1]
        s = scales[-1]
        return [footprint((x + 0.10 * s, y - 0.06 * s), 1.18 * s)]
    return []


# ---- SVG ------------------------------------------------------------------


def path_data(polygons):
    """One path's data for the polygons, in relative moves at 0.1 units."""
    parts = []
    here = (0.0, 0.0)
    for polygon in polygons:
        pts = [(round(x, 1), round(y, 1)) for x, y in polygon]
        # Drop points that repeat the one before them.
        clean = [pts[0]]
        for p in pts[1:]:
            if p != clean[-1]:
                clean.append(p)
        if len(clean) < 3:
            continue
        x, y = clean[0]
        parts.append(f"M{_num(x)} {_num(y)}")
        here = (x, y)
        segs = []
        for x, y in clean[1:]:
            segs.append(f"{_num(round(x - here[0], 1))} {_num(round(y - here[1], 1))}")
            here = (x, y)
        parts.append("l" + " ".join(segs) + "z")
    return "".join(parts)


def _num(v):
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    if text.startswith("0."):
        text = text[1:]
    elif text.startswith("-0."):
        text = "-" + text[2:]
    return "0" if text in ("", "-0", "-") else text


def character_path(strokes_list, weight):
    polygons = []
    for s in strokes_list:
        polygons += outlines(s, weight)
    return path_data(polygons)
