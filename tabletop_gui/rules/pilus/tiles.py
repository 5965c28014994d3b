"""The PILUS material: colours, the six tile kinds, rotations, how many of each."""

from __future__ import annotations

__all__ = ["COLOURS", "COPIES", "HAND_SIZE", "KINDS", "MAX_LEVEL", "REMOVED_BY_PLAYERS",
           "canonical", "rotations"]

COLOURS = "BYGN"  #: blue, yellow, grey, green
MAX_LEVEL = 5
HAND_SIZE = 3
COPIES = 5
REMOVED_BY_PLAYERS = {2: 1, 3: 2, 4: 1}  #: tiles removed unseen at set-up


def rotations(name: str) -> list[str]:
    """The four rotations of a tile name, each a quarter turn on from the one before
    (``BYGN`` -> ``NBYG`` -> ``GNBY`` -> ``YGNB``)."""
    return [name[-r:] + name[:-r] if r else name for r in range(4)]


def canonical(name: str) -> str:
    """The canonical name of a tile: its rotation that starts with ``B``."""
    i = name.index("B")
    return name[i:] + name[:i]


#: The six distinct tiles (each colour once, up to rotation), canonical names. Tile id ``i``
#: (0..29) is a copy of kind ``KINDS[i // 5]``.
KINDS: tuple[str, ...] = ("BYGN", "BYNG", "BGYN", "BGNY", "BNYG", "BNGY")
ROTS: dict[str, tuple[str, ...]] = {k: tuple(rotations(k)) for k in KINDS}
ALL_TILE_IDS = len(KINDS) * COPIES  #: 30 tiles, ids 0..29


def is_tile_name(name: str) -> bool:
    """True if ``name`` shows B, Y, G and N once each."""
    return sorted(name) == sorted(COLOURS)
