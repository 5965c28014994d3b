"""Where things sit on the table, in world units (sphere diameter 1, board surface at z = 0).

Pure numpy, no Qt: the scene builder, the pick ray and the tests share these numbers.

The pyramid is centred on the origin. Columns a..d run along +x (Light's left to right), rows
1..4 along +y (away from Light, who sits on the -y side). A level-k place (col i, row j) has
its centre at ``x = i + (k-1)/2 - 1.5``, ``y = j + (k-1)/2 - 1.5``,
``z = r + (k-1) * sqrt(2)/2`` with ``r = 0.5`` the sphere radius.
"""

from __future__ import annotations

import math

import numpy as np

RADIUS = 0.5
LEVEL_RISE = math.sqrt(2.0) / 2.0

#: side of the level-1 grid at each level
_LEVEL_SIDE = {1: 4, 2: 3, 3: 2, 4: 1}
_COLS = "abcd"


def _place_names() -> tuple[str, ...]:
    names = []
    for level in (1, 2, 3, 4):
        side = _LEVEL_SIDE[level]
        for row in range(side):
            for col in range(side):
                names.append(f"{level}{_COLS[col]}{row + 1}")
    return tuple(names)


#: The 30 place names in the rules' index order ("1a1".."1d4", "2a1".."2c3", "3a1".."3b2", "4a1").
PLACES: tuple[str, ...] = _place_names()
PLACE_INDEX = {name: i for i, name in enumerate(PLACES)}


def place_coords(name: str) -> tuple[int, int, int]:
    """(level, col, row) of a place name, col and row 0-based."""
    return int(name[0]), _COLS.index(name[1]), int(name[2:]) - 1


def place_centre(name: str) -> np.ndarray:
    level, col, row = place_coords(name)
    half = (level - 1) / 2.0
    return np.array(
        [col + half - 1.5, row + half - 1.5, RADIUS + (level - 1) * LEVEL_RISE], dtype=float
    )


#: (30, 3) array of place centres in PLACES order.
PLACE_CENTRES = np.array([place_centre(p) for p in PLACES])

#: An empty place is seen (and aimed at) as its mouth: on level 1 the hollow in the board, higher
#: up the opening between its four supports, a horizontal disc through the four points where a
#: sphere resting there would touch them. Seen from above, the mouth of a higher place is all
#: that shows of it between the supports' bodies, so it is the surface to point at.
MOUTH_DROP = LEVEL_RISE / 2.0        # from a higher place's centre down to its touching circle
#: the circle where a sphere on a higher place touches its supports (about 0.35, about the size
#: of a hollow): within it the opening shows above the supports, beyond it their bodies do
TOUCH_RADIUS = LEVEL_RISE / 2.0
#: how far from its centre a mouth takes the pointer: on the board half the pitch, so that the
#: hollows' catchments touch and no strip of wood between them is dead; higher up the touching
#: circle, which leaves the supports' bodies around it to themselves
MOUTH_PICK_RADIUS = {1: 0.5, 2: TOUCH_RADIUS, 3: TOUCH_RADIUS, 4: TOUCH_RADIUS}


def place_mouth(name: str) -> np.ndarray:
    """The centre of a place's mouth: the middle of its hollow on the board (level 1), or the
    middle of the circle where a sphere resting on its four supports would touch them."""
    centre = place_centre(name)
    if name[0] == "1":
        centre[2] = 0.0
    else:
        centre[2] -= MOUTH_DROP
    return centre


# ---- board and reserves --------------------------------------------------------------------

BOARD_HALF = 2.35          # the board is a 4.7 x 4.7 square slab
BOARD_THICKNESS = 0.35
HOLLOW_RADIUS = 0.36

TRAY_COLS = 3              # each reserve tray holds 15 spheres, 3 across x 5 along y
TRAY_ROWS = 5
TRAY_PITCH = 1.04
TRAY_GAP = 0.45            # between the board's edge and a tray's edge
TRAY_MARGIN = 0.22
TRAY_THICKNESS = 0.22

#: the colours of the pieces, in the rules' order
COLOURS = ("light", "dark")


def tray_rect(colour: str) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a reserve tray: Light's on the left of the board, Dark's on the right."""
    width = TRAY_COLS * TRAY_PITCH + 2 * TRAY_MARGIN
    depth = TRAY_ROWS * TRAY_PITCH + 2 * TRAY_MARGIN
    if colour == "light":
        x0 = -BOARD_HALF - TRAY_GAP - width
    else:
        x0 = BOARD_HALF + TRAY_GAP
    y0 = -depth / 2.0
    return x0, y0, x0 + width, y0 + depth


def reserve_slots(colour: str) -> np.ndarray:
    """(15, 3) centres of the reserve slots of a colour; slot 0 is the one used last.

    Spheres leave the tray from the slot nearest its owner... in practice from the high end, so
    a reserve of n spheres fills slots 0..n-1."""
    x0, y0, x1, y1 = tray_rect(colour)
    slots = []
    for row in range(TRAY_ROWS):
        for col in range(TRAY_COLS):
            # fill from the far end of the tray (away from the board) towards the board
            c = col if colour == "light" else TRAY_COLS - 1 - col
            slots.append(
                [
                    x0 + TRAY_MARGIN + (c + 0.5) * TRAY_PITCH,
                    y1 - TRAY_MARGIN - (row + 0.5) * TRAY_PITCH,
                    RADIUS,
                ]
            )
    return np.array(slots, dtype=float)


def frame_points() -> np.ndarray:
    """(N, 3) points the start view must show: the board's and both trays' top corners, the
    spheres lying at the trays' far corners, and the top of a full pyramid."""
    pts = []
    h = BOARD_HALF
    for x in (-h, h):
        for y in (-h, h):
            pts.append([x, y, 0.0])
    for colour in COLOURS:
        x0, y0, x1, y1 = tray_rect(colour)
        top = -BOARD_THICKNESS + TRAY_THICKNESS
        for x in (x0, x1):
            for y in (y0, y1):
                pts.append([x, y, top])
                pts.append([x, y, top + 2 * RADIUS])      # over the spheres at its edge
    apex = place_centre("4a1")
    apex[2] += RADIUS
    pts.append([float(v) for v in apex])
    return np.array(pts, dtype=float)


# ---- the notation engraved on the board's edge ---------------------------------------------

#: the engraved letters' and numbers' height, and how far from the board's edge their centres lie
LABEL_SIZE = 0.40
LABEL_INSET = (BOARD_HALF - 1.5 - HOLLOW_RADIUS) / 2.0 + 0.02


def label_spots() -> list[tuple[str, int, float, float]]:
    """Where the notation is engraved on the board's rim: (kind, index, x, y) with kind
    "column" (index 0..3: a..d, in front of and behind each column) or "row" (index 0..3:
    1..4, left and right of each row), all upright seen from Light's side."""
    edge = BOARD_HALF - LABEL_INSET
    spots: list[tuple[str, int, float, float]] = []
    for i in range(4):
        spots += [("column", i, i - 1.5, -edge), ("column", i, i - 1.5, edge)]
    for j in range(4):
        spots += [("row", j, -edge, j - 1.5), ("row", j, edge, j - 1.5)]
    return spots
