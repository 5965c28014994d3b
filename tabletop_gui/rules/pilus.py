"""The PILUS rules core (Kris J Wolff), following the PILUS section of ``RULES.md``.

Standard library only. Everything public is an immutable value:

* :func:`new_game` deals a game from a seed; :func:`position` builds a state for tests/tutorials.
* :class:`State` is the full (omniscient) state: ``to_move``, ``legal_moves()``, ``play()``,
  ``result`` plus read accessors (``height``, ``top_colour``, ``pawn``, ``scores``, ``hand``...).
* :class:`View` is what one player may know (``State.view(p)``): the same read API and
  ``legal_moves()`` on the viewer's turn, but no other hands, no removed tiles and no pile order.
  ``View.sample(rng)`` draws a full :class:`State` consistent with it (search by sampling).
* :class:`Turn` is one complete turn (tile as laid, position, pawn target) and round-trips to the
  notation ``<colours>@<x>,<y>[ p<x>,<y>]``; the pass turn is written ``pass``.

Coordinates: cells are ``(x, y)``; the starting tile covers (0, 0)-(1, 1). A tile named ``BYGN``
laid at ``(x, y)`` puts B on (x, y), Y on (x, y+1), G on (x+1, y+1), N on (x+1, y) (lower-left,
upper-left, upper-right, lower-right). Rotating it a quarter turn is a cyclic shift: ``NBYG``.

Decisions taken here where RULES.md leaves room (documented in the tests as well):

* A pass is the turn :data:`PASS` (``"pass"``); it is the only legal turn when the player to move
  holds tiles but can lay none of them. A passing player draws nothing.
* A player whose hand is empty (only possible after passes) is skipped in the turn order.
* Moving the pawn "to" the cell it already stands on is not a move: write no pawn part instead.
* ``View.play`` is not supported (the viewer could not know the new draw): sample a state first.

Internally a cell ``(x, y)`` is packed into the int ``x * 4096 + y`` (|y| < 2048).
"""

from __future__ import annotations

import random
import re
from collections import deque
from typing import Iterable, Mapping, NamedTuple, Optional, Sequence

from .common import IllegalMoveError, InvalidMoveError

__all__ = [
    "COLOURS",
    "KINDS",
    "PASS",
    "State",
    "Turn",
    "View",
    "new_game",
    "parse_move",
    "parse_turn",
    "position",
    "rotations",
    "sample_state",
    "canonical",
    "ERROR_CODES",
]

# --------------------------------------------------------------------------------------------
# Error codes (``RulesError.code``): stable, machine-readable; the UI translates them.

# InvalidMoveError: the text is not PILUS notation.
BAD_SYNTAX = "bad_syntax"  #: not ``<colours>@<x>,<y>[ p<x>,<y>]`` nor ``pass``
BAD_TILE = "bad_tile"  #: the four letters are not B, Y, G, N once each
# IllegalMoveError: well formed but not allowed here.
GAME_OVER = "game_over"  #: the game has ended
NOT_IN_HAND = "not_in_hand"  #: no tile of that kind (any rotation) in the mover's hand
NOT_ADJACENT = "not_adjacent"  #: a table tile (level 1) touches no covered cell
TOO_LITTLE_SUPPORT = "too_little_support"  #: fewer than 3 cells at height L - 1
SINGLE_TILE_SUPPORT = "single_tile_support"  #: all resting cells belong to one tile
LEVEL_TOO_HIGH = "level_too_high"  #: the tile would be at level 6 or more
COLOUR_MATCH_SHORT = "colour_match_short"  #: fewer than L - 1 squares match the colour below
COVERS_PROTECTED_REGION = "covers_protected_region"  #: covers a region with an opponent's pawn
MERGES_PAWN_REGIONS = "merges_pawn_regions"  #: two pawns would end up in one region
PAWN_TARGET_NOT_ALLOWED = "pawn_target_not_allowed"  #: not on the new tile / not one step away
PAWN_INTO_OPPONENT_REGION = "pawn_into_opponent_region"  #: target region holds another pawn
MUST_PASS = "must_pass"  #: the mover can lay no tile of their hand: only ``pass`` is legal
CANNOT_PASS = "cannot_pass"  #: passing while some tile of the hand can be laid
NOT_YOUR_TURN = "not_your_turn"  #: a view asked about a turn while another player is to move

ERROR_CODES = (
    BAD_SYNTAX,
    BAD_TILE,
    GAME_OVER,
    NOT_IN_HAND,
    NOT_ADJACENT,
    TOO_LITTLE_SUPPORT,
    SINGLE_TILE_SUPPORT,
    LEVEL_TOO_HIGH,
    COLOUR_MATCH_SHORT,
    COVERS_PROTECTED_REGION,
    MERGES_PAWN_REGIONS,
    PAWN_TARGET_NOT_ALLOWED,
    PAWN_INTO_OPPONENT_REGION,
    MUST_PASS,
    CANNOT_PASS,
    NOT_YOUR_TURN,
)

# --------------------------------------------------------------------------------------------
# Material

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
_KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
_ROTS = {k: tuple(rotations(k)) for k in KINDS}

# --------------------------------------------------------------------------------------------
# Cells

_S = 4096
_HALF = _S // 2


def _pack(x: int, y: int) -> int:
    if not (-_HALF < y < _HALF and -_HALF < x < _HALF):
        raise ValueError(f"cell ({x}, {y}) out of range")
    return x * _S + y


def _unpack(k: int) -> tuple[int, int]:
    y = (k + _HALF) % _S - _HALF
    return (k - y) // _S, y


def _block(o: int) -> tuple[int, int, int, int]:
    """The four cells of a tile at offset ``o``, in name order (LL, UL, UR, LR)."""
    return (o, o + 1, o + _S + 1, o + _S)


def _outer(o: int) -> tuple[tuple[int, int], ...]:
    """For each cell of the block (name order), its two side neighbours outside the block."""
    return (
        (o - 1, o - _S),
        (o + 2, o - _S + 1),
        (o + _S + 2, o + 2 * _S + 1),
        (o + _S - 1, o + 2 * _S),
    )


def _ring(o: int) -> tuple[int, ...]:
    return (o - 1, o + _S - 1, o + 2, o + _S + 2, o - _S, o - _S + 1, o + 2 * _S, o + 2 * _S + 1)


_NEIGH = (1, -1, _S, -_S)
# offsets (relative to a covered cell) whose block overlaps or side-touches that cell
_CAND_DELTAS = tuple(
    dx * _S + dy
    for dx in (-2, -1, 0, 1)
    for dy in (-2, -1, 0, 1)
    if not (dx in (-2, 1) and dy in (-2, 1))
)

# --------------------------------------------------------------------------------------------
# Turns


class Turn(NamedTuple):
    """One complete turn: the tile as laid, the lower-left cell of its block, and where the
    pawn went (``None``: it stayed where it was, or off the table). ``tile is None`` is a pass.
    ``str(turn)`` is the notation; two turns are equal when these four fields are."""

    tile: Optional[str]
    x: int = 0
    y: int = 0
    pawn: Optional[tuple[int, int]] = None

    def __str__(self) -> str:
        if self.tile is None:
            return "pass"
        s = f"{self.tile}@{self.x},{self.y}"
        if self.pawn is not None:
            s += f" p{self.pawn[0]},{self.pawn[1]}"
        return s

    @property
    def is_pass(self) -> bool:
        """True for the pass turn."""
        return self.tile is None

    @property
    def kind(self) -> Optional[str]:
        """The canonical name of the tile laid (None for a pass)."""
        return None if self.tile is None else canonical(self.tile)

    @property
    def cells(self) -> tuple[tuple[int, int], ...]:
        """The four cells covered, in name order (empty for a pass)."""
        if self.tile is None:
            return ()
        x, y = self.x, self.y
        return ((x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y))


PASS = Turn(None)  #: the pass turn (notation ``pass``)

_TURN_RE = re.compile(r"^\s*([A-Za-z]{4})@(-?\d+),(-?\d+)(?:\s+p(-?\d+),(-?\d+))?\s*$")


def parse_turn(text: str) -> Turn:
    """Parse notation into a :class:`Turn` without looking at any position.
    Raises :class:`InvalidMoveError` (``bad_syntax`` / ``bad_tile``)."""
    if not isinstance(text, str):
        raise InvalidMoveError(BAD_SYNTAX, f"not a string: {text!r}")
    if text.strip().lower() == "pass":
        return PASS
    m = _TURN_RE.match(text)
    if not m:
        raise InvalidMoveError(BAD_SYNTAX, f"not PILUS notation: {text!r}")
    tile = m.group(1)
    if sorted(tile) != sorted(COLOURS):
        raise InvalidMoveError(BAD_TILE, f"a tile shows B, Y, G and N once each: {tile!r}")
    x, y = int(m.group(2)), int(m.group(3))
    pawn = None if m.group(4) is None else (int(m.group(4)), int(m.group(5)))
    for v in (x, y) + (pawn or ()):
        if abs(v) >= _HALF - 4:
            raise InvalidMoveError(BAD_SYNTAX, f"coordinate out of range: {v}")
    return Turn(tile, x, y, pawn)


def parse_move(text: str, state: "State | View") -> Turn:
    """Parse notation and check it is legal in ``state``. Raises :class:`InvalidMoveError` for
    bad text and :class:`IllegalMoveError` (with a code) for a turn the rules forbid."""
    turn = parse_turn(text)
    code = state.turn_error(turn)
    if code is not None:
        raise IllegalMoveError(code, f"{text!r}: {code}")
    return turn


# --------------------------------------------------------------------------------------------
# The shared public part of states and views


class _Public:
    """Board, pawns, scores, turn order: everything every player sees, and the rules engine
    that needs nothing else (legal placements for a given mover and hand)."""

    __slots__ = (
        "_n",
        "_h",
        "_c",
        "_t",
        "_laid",
        "_pawns",
        "_scores",
        "_to_move",
        "_sizes",
        "_pile_n",
        "_removed_n",
        "_regions",
    )

    # -- read API ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of players (2..4)."""
        return self._n

    @property
    def to_move(self) -> int:
        """Index of the player whose turn it is (meaningless once ``result`` is set)."""
        return self._to_move

    @property
    def scores(self) -> list[int]:
        """Points of each player."""
        return list(self._scores)

    def height(self, cell: tuple[int, int]) -> int:
        """Level of the topmost tile covering ``cell``; 0 for bare table."""
        return self._h.get(_pack(*cell), 0)

    def top_colour(self, cell: tuple[int, int]) -> Optional[str]:
        """``"B"``, ``"Y"``, ``"G"`` or ``"N"`` on top of ``cell``; None for bare table."""
        return self._c.get(_pack(*cell))

    def tile_at(self, cell: tuple[int, int]) -> Optional[int]:
        """Id (0..29) of the topmost tile covering ``cell``, or None."""
        return self._t.get(_pack(*cell))

    def pawn(self, player: int) -> Optional[tuple[int, int]]:
        """Cell of ``player``'s pawn, or None while it is off the table."""
        k = self._pawns[player]
        return None if k is None else _unpack(k)

    def hand_size(self, player: int) -> int:
        """Number of tiles in ``player``'s hand."""
        return self._sizes[player]

    @property
    def tiles_left(self) -> int:
        """Number of tiles in the draw pile."""
        return self._pile_n

    @property
    def removed_count(self) -> int:
        """Number of tiles removed unseen at set-up."""
        return self._removed_n

    @property
    def laid(self) -> list[tuple[str, int, int]]:
        """The tiles on the table in the order laid: ``(colours as laid, x, y)``."""
        return [(name, x, y) for _tid, name, x, y in self._laid]

    def covered_cells(self) -> list[tuple[int, int]]:
        """All covered cells (sorted)."""
        return sorted(_unpack(k) for k in self._h)

    def region(self, cell: tuple[int, int]) -> list[tuple[int, int]]:
        """The region (same top colour, connected from above) containing ``cell``."""
        k = _pack(*cell)
        lab, cells_of = self._labels()
        if k not in lab:
            return []
        return sorted(_unpack(c) for c in cells_of[lab[k]])

    # -- internals ---------------------------------------------------------------------------
    def _labels(self) -> tuple[dict[int, int], list[list[int]]]:
        """Region labelling of the current board: (cell -> region id, region id -> cells)."""
        if self._regions is None:
            C = self._c
            lab: dict[int, int] = {}
            cells_of: list[list[int]] = []
            for start, col in C.items():
                if start in lab:
                    continue
                rid = len(cells_of)
                lab[start] = rid
                members = [start]
                i = 0
                while i < len(members):
                    c = members[i]
                    i += 1
                    for d in _NEIGH:
                        n = c + d
                        if n not in lab and C.get(n) == col:
                            lab[n] = rid
                            members.append(n)
                cells_of.append(members)
            self._regions = (lab, cells_of)
        return self._regions

    def _geometry(self, o: int) -> tuple[Optional[str], int]:
        """Checks that do not depend on rotation or pawns: (code or None, level)."""
        H = self._h
        c0, c1, c2, c3 = o, o + 1, o + _S + 1, o + _S
        h0, h1, h2, h3 = H.get(c0, 0), H.get(c1, 0), H.get(c2, 0), H.get(c3, 0)
        m = max(h0, h1, h2, h3)
        if m == 0:
            for n in _ring(o):
                if n in H:
                    return None, 1
            return NOT_ADJACENT, 1
        level = m + 1
        if level > MAX_LEVEL:
            return LEVEL_TOO_HIGH, level
        resting = [c for c, h in ((c0, h0), (c1, h1), (c2, h2), (c3, h3)) if h == m]
        if len(resting) < 3:
            return TOO_LITTLE_SUPPORT, level
        T = self._t
        t0 = T[resting[0]]
        for c in resting:
            if T[c] != t0:
                break
        else:
            return SINGLE_TILE_SUPPORT, level
        return None, level

    def _colour_ok(self, o: int, level: int, cols: str) -> bool:
        """At least L - 1 squares show the top colour beneath them (air: further down)."""
        if level == 1:
            return True
        C = self._c
        match = (
            (C.get(o) == cols[0])
            + (C.get(o + 1) == cols[1])
            + (C.get(o + _S + 1) == cols[2])
            + (C.get(o + _S) == cols[3])
        )
        return match >= level - 1

    def _pawn_context(self, mover: int):
        """(protected cells, region id -> opponent owner, opponent pawn cells) for ``mover``."""
        opp_cells = {k: p for p, k in enumerate(self._pawns) if k is not None and p != mover}
        if not opp_cells:
            return frozenset(), {}, opp_cells
        lab, cells_of = self._labels()
        opp_region = {}
        protected: set[int] = set()
        for k, p in opp_cells.items():
            rid = lab[k]
            opp_region[rid] = p
            protected.update(cells_of[rid])
        return protected, opp_region, opp_cells

    def _opp_sets(self, o: int, cols: str, opp_region: dict) -> list[set]:
        """For each new cell (name order): the opponents whose pawn regions it joins."""
        C = self._c
        lab = self._labels()[0]
        out = []
        for i, pair in enumerate(_outer(o)):
            k = cols[i]
            s = set()
            for n in pair:
                if C.get(n) == k:
                    owner = opp_region.get(lab[n])
                    if owner is not None:
                        s.add(owner)
            out.append(s)
        return out

    def _after_opp_old(
        self, t: int, o: int, cols: str, opp_sets: list, opp_region: dict, opp_cells: dict
    ) -> bool:
        """Does the region of the uncovered old cell ``t`` hold an opponent's pawn once the tile
        ``cols`` is laid at ``o``? (Opponent regions are intact: covering them is illegal.)"""
        lab, cells_of = self._labels()
        rid = lab[t]
        if rid in opp_region:
            return True
        if opp_sets is None:
            return False
        col = self._c[t]
        joins = [j for j in range(4) if cols[j] == col and opp_sets[j]]
        if not joins:
            return False
        block = _block(o)
        if not any(lab.get(b) == rid for b in block):
            # region intact: connected to new cell j iff one of j's outer neighbours is in it
            outer = _outer(o)
            return any(lab.get(n) == rid for j in joins for n in outer[j])
        # the region was partly covered and may have split: flood fill the board after laying
        newcol = dict(zip(block, cols))
        C = self._c
        seen = {t}
        todo = [t]
        while todo:
            c = todo.pop()
            if c in opp_cells:
                return True
            for d in _NEIGH:
                n = c + d
                if n in seen:
                    continue
                if newcol.get(n, C.get(n)) == col:
                    seen.add(n)
                    todo.append(n)
        return False

    def _candidates(self) -> list[int]:
        cand = set()
        for c in self._h:
            for d in _CAND_DELTAS:
                cand.add(c + d)
        return sorted(cand)

    def _hand_kinds(self, hand_ids: Iterable[int]) -> list[str]:
        seen: list[str] = []
        for tid in hand_ids:
            k = KINDS[tid // COPIES]
            if k not in seen:
                seen.append(k)
        return seen

    def _generate(self, mover: int, hand_ids: Sequence[int], first_only: bool = False):
        """Legal placements of ``mover`` with ``hand_ids``: list of (cols, offset, level,
        opp_sets or None, opp context). With ``first_only``, stop at the first one."""
        kinds = self._hand_kinds(hand_ids)
        if not kinds:
            return []
        rots = [r for k in kinds for r in _ROTS[k]]
        protected, opp_region, opp_cells = self._pawn_context(mover)
        q = self._pawns[mover]
        merging_possible = bool(opp_cells) and (len(opp_cells) >= 2 or q is not None)
        out = []
        C = self._c
        geometry = self._geometry
        for o in self._candidates():
            code, level = geometry(o)
            if code is not None:
                continue
            if protected and (
                o in protected
                or o + 1 in protected
                or o + _S in protected
                or o + _S + 1 in protected
            ):
                continue
            if level > 1:
                b0, b1, b2, b3 = C.get(o), C.get(o + 1), C.get(o + _S + 1), C.get(o + _S)
                need = level - 1
            # can this block join a region holding an opponent's pawn at all?
            touch_opp = False
            if protected:
                for n in _ring(o):
                    if n in protected:
                        touch_opp = True
                        break
            for cols in rots:
                if level > 1:
                    if (b0 == cols[0]) + (b1 == cols[1]) + (b2 == cols[2]) + (b3 == cols[3]) < need:
                        continue
                sets = None  # None: no new cell joins a region holding an opponent's pawn
                if touch_opp:
                    sets = self._opp_sets(o, cols, opp_region)
                    if merging_possible and self._merges(
                        q, o, cols, sets, opp_region, opp_cells
                    ):
                        continue
                out.append((cols, o, level, sets))
                if first_only:
                    return out
        return out

    def _merges(self, q, o, cols, sets, opp_region, opp_cells) -> bool:
        if sets is None:
            return False
        for s in sets:
            if len(s) >= 2:
                return True
        if q is None:
            return False
        block = _block(o)
        if q in block:
            return bool(sets[block.index(q)])
        return self._after_opp_old(q, o, cols, sets, opp_region, opp_cells)

    def _pawn_targets(self, mover: int, o: int, cols: str, sets, opp_region, opp_cells):
        """Legal pawn targets (packed cells) after laying ``cols`` at ``o``."""
        block = _block(o)
        q = self._pawns[mover]
        cands = list(block)
        if q is not None:
            H = self._h
            for d in _NEIGH:
                n = q + d
                if n not in block and n in H:
                    cands.append(n)
            if q in cands:
                cands.remove(q)
        if not opp_cells:
            return cands
        out = []
        for t in cands:
            if t in block:
                if sets is not None and sets[block.index(t)]:
                    continue
            elif self._after_opp_old(t, o, cols, sets, opp_region, opp_cells):
                continue
            out.append(t)
        return out

    def _turns(self, mover: int, hand_ids: Sequence[int]) -> list[Turn]:
        placements = self._generate(mover, hand_ids)
        if not placements:
            return [PASS]
        protected, opp_region, opp_cells = self._pawn_context(mover)
        q = self._pawns[mover]
        H = self._h
        lab = self._labels()[0] if q is not None else {}
        # q's covered neighbours: (packed, unpacked, in a region with an opponent's pawn?)
        q_neigh = []
        if q is not None:
            for d in _NEIGH:
                n = q + d
                if n in H:
                    q_neigh.append((n, _unpack(n), lab[n] in opp_region))
        new = tuple.__new__
        out = []
        append = out.append
        for cols, o, level, sets in placements:
            x, y = _unpack(o)
            append(new(Turn, (cols, x, y, None)))
            block = (o, o + 1, o + _S + 1, o + _S)
            cells = ((x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y))
            for i in range(4):
                if block[i] != q and (sets is None or not sets[i]):
                    append(new(Turn, (cols, x, y, cells[i])))
            for n, cell, bad in q_neigh:
                if bad or n in block:
                    continue
                if sets is not None and self._after_opp_old(
                    n, o, cols, sets, opp_region, opp_cells
                ):
                    continue
                append(new(Turn, (cols, x, y, cell)))
        return out

    def _placement_error(self, mover: int, hand_ids: Sequence[int], tile: str, x: int, y: int):
        if sorted(tile) != sorted(COLOURS):
            return BAD_TILE
        kind = canonical(tile)
        if kind not in self._hand_kinds(hand_ids):
            return NOT_IN_HAND
        o = _pack(x, y)
        code, level = self._geometry(o)
        if code is not None:
            return code
        if not self._colour_ok(o, level, tile):
            return COLOUR_MATCH_SHORT
        protected, opp_region, opp_cells = self._pawn_context(mover)
        if any(c in protected for c in _block(o)):
            return COVERS_PROTECTED_REGION
        if opp_cells:
            sets = self._opp_sets(o, tile, opp_region)
            if self._merges(self._pawns[mover], o, tile, sets, opp_region, opp_cells):
                return MERGES_PAWN_REGIONS
        return None

    def _turn_error(self, mover: int, hand_ids: Sequence[int], turn: Turn) -> Optional[str]:
        if turn.tile is None:
            if self._generate(mover, hand_ids, first_only=True):
                return CANNOT_PASS
            return None
        code = self._placement_error(mover, hand_ids, turn.tile, turn.x, turn.y)
        if code == NOT_IN_HAND and not self._generate(mover, hand_ids, first_only=True):
            return MUST_PASS
        if code is not None:
            return code
        if turn.pawn is None:
            return None
        o = _pack(turn.x, turn.y)
        t = _pack(*turn.pawn)
        block = _block(o)
        q = self._pawns[mover]
        reachable = t in block or (q is not None and t - q in _NEIGH and t in self._h)
        if not reachable or t == q:
            return PAWN_TARGET_NOT_ALLOWED
        protected, opp_region, opp_cells = self._pawn_context(mover)
        if opp_cells:
            sets = self._opp_sets(o, turn.tile, opp_region)
            if t not in self._pawn_targets(mover, o, turn.tile, sets, opp_region, opp_cells):
                return PAWN_INTO_OPPONENT_REGION
        return None

    def _public_key(self):
        return (
            self._n,
            tuple(sorted(self._h.items())),
            tuple(sorted(self._c.items())),
            tuple(sorted(self._t.items())),
            self._laid,
            self._pawns,
            self._scores,
            self._to_move,
            self._sizes,
            self._pile_n,
            self._removed_n,
        )


def _winners(scores: Sequence[int]) -> list[int]:
    best = max(scores)
    return [p for p, s in enumerate(scores) if s == best]


# --------------------------------------------------------------------------------------------
# Full state


class State(_Public):
    """A complete PILUS position, hidden information included. Immutable: :meth:`play` returns
    a new state. Build with :func:`new_game` or :func:`position`."""

    __slots__ = ("_hands", "_pile", "_removed", "_cache_turns", "_cache_result", "_last")

    def __init__(
        self,
        n: int,
        h: dict,
        c: dict,
        t: dict,
        laid: tuple,
        pawns: tuple,
        scores: tuple,
        to_move: int,
        hands: tuple,
        pile: tuple,
        removed: tuple,
        last: Optional[Turn] = None,
    ) -> None:
        self._n = n
        self._h, self._c, self._t = h, c, t
        self._laid = laid
        self._pawns = pawns
        self._scores = scores
        self._to_move = to_move
        self._hands = hands
        self._pile = pile
        self._removed = removed
        self._sizes = tuple(len(x) for x in hands)
        self._pile_n = len(pile)
        self._removed_n = len(removed)
        self._regions = None
        self._cache_turns = None
        self._cache_result = False  # False: not computed yet
        self._last = last

    # -- read API ---------------------------------------------------------------------------
    def hand(self, player: int) -> list[str]:
        """The tiles in ``player``'s hand, as canonical names (any rotation may be laid)."""
        return [KINDS[tid // COPIES] for tid in self._hands[player]]

    def hand_ids(self, player: int) -> list[int]:
        """Ids (0..29) of the tiles in ``player``'s hand."""
        return list(self._hands[player])

    @property
    def pile(self) -> list[int]:
        """Ids of the draw pile, next draw first (hidden information)."""
        return list(self._pile)

    @property
    def removed(self) -> list[int]:
        """Ids of the tiles removed unseen at set-up (hidden information)."""
        return list(self._removed)

    @property
    def last_turn(self) -> Optional[Turn]:
        """The turn that led to this state (None for a dealt or built position)."""
        return self._last

    @property
    def result(self) -> Optional[list[int]]:
        """None while the game goes on, else the winners (players tied on points share)."""
        if self._cache_result is False:
            self._cache_result = self._compute_result()
        return None if self._cache_result is None else list(self._cache_result)

    def _compute_result(self):
        if not any(self._hands):
            return tuple(_winners(self._scores))
        if self._generate(self._to_move, self._hands[self._to_move], first_only=True):
            return None
        for p in range(self._n):
            if p != self._to_move and self._hands[p]:
                if self._generate(p, self._hands[p], first_only=True):
                    return None
        return tuple(_winners(self._scores))  # nobody can lay a tile: the game ends

    def legal_moves(self) -> list[Turn]:
        """Every legal turn for the player to move ([:data:`PASS`] when they can lay nothing;
        [] once the game is over)."""
        if self.result is not None:
            return []
        if self._cache_turns is None:
            self._cache_turns = self._turns(self._to_move, self._hands[self._to_move])
        return list(self._cache_turns)

    def placement_error(self, tile: str, x: int, y: int) -> Optional[str]:
        """Why the player to move may not lay ``tile`` (colours as laid) at ``(x, y)``: an error
        code, or None if it is legal (pawn step aside). For the UI's status line."""
        if self.result is not None:
            return GAME_OVER
        return self._placement_error(self._to_move, self._hands[self._to_move], tile, x, y)

    def turn_error(self, turn: Turn) -> Optional[str]:
        """Why ``turn`` is illegal here (an error code), or None if it is legal."""
        if self.result is not None:
            return GAME_OVER
        return self._turn_error(self._to_move, self._hands[self._to_move], turn)

    def score_of(self, turn: "Turn | str") -> int:
        """Points the player to move would score with ``turn``."""
        return self.play(turn).scores[self._to_move] - self._scores[self._to_move]

    # -- play ---------------------------------------------------------------------------------
    def play(self, move: "Turn | str") -> "State":
        """Play one turn (a :class:`Turn` or its notation) and return the new state.
        Raises :class:`InvalidMoveError` / :class:`IllegalMoveError`."""
        turn = parse_turn(move) if isinstance(move, str) else Turn(*move)
        code = self.turn_error(turn)
        if code is not None:
            raise IllegalMoveError(code, f"{turn}: {code}")
        return self._apply(turn)

    def _next_player(self, hands: tuple) -> int:
        n = self._n
        for i in range(1, n + 1):
            p = (self._to_move + i) % n
            if hands[p]:
                return p
        return (self._to_move + 1) % n

    def _apply(self, turn: Turn) -> "State":
        mover = self._to_move
        if turn.tile is None:
            return State(
                self._n, self._h, self._c, self._t, self._laid, self._pawns, self._scores,
                self._next_player(self._hands), self._hands, self._pile, self._removed, turn,
            )
        cols = turn.tile
        o = _pack(turn.x, turn.y)
        block = _block(o)
        kind = canonical(cols)
        hand = list(self._hands[mover])
        tid = next(i for i in hand if KINDS[i // COPIES] == kind)
        hand.remove(tid)
        level = 1 + max(self._h.get(c, 0) for c in block)
        h, c, t = dict(self._h), dict(self._c), dict(self._t)
        for i, cell in enumerate(block):
            h[cell] = level
            c[cell] = cols[i]
            t[cell] = tid
        pawns = list(self._pawns)
        if turn.pawn is not None:
            pawns[mover] = _pack(*turn.pawn)
        # score: regions with a square of the new tile, >= 2 cells, no opponent pawn
        opp = {k for p, k in enumerate(pawns) if k is not None and p != mover}
        total = 0
        for i, start in enumerate(block):
            col = cols[i]
            seen = {start}
            todo = [start]
            blocked = False
            while todo:
                cur = todo.pop()
                if cur in opp:
                    blocked = True
                for d in _NEIGH:
                    nb = cur + d
                    if nb not in seen and c.get(nb) == col:
                        seen.add(nb)
                        todo.append(nb)
            if len(seen) >= 2 and not blocked:
                total += len(seen)
        scores = list(self._scores)
        scores[mover] += level * total
        pile = self._pile
        if pile:
            hand.append(pile[0])
            pile = pile[1:]
        hands = list(self._hands)
        hands[mover] = tuple(hand)
        hands = tuple(hands)
        laid = self._laid + ((tid, cols, turn.x, turn.y),)
        return State(
            self._n, h, c, t, laid, tuple(pawns), tuple(scores), self._next_player(hands),
            hands, pile, self._removed, turn,
        )

    # -- hidden information -------------------------------------------------------------------
    def view(self, player: int) -> "View":
        """What ``player`` may know of this state."""
        return View._from_state(self, player)

    def all_tile_ids(self) -> list[int]:
        """Every tile id once: table (topmost or buried), hands, pile, removed (for checks)."""
        ids = [tid for tid, *_ in self._laid]
        for hnd in self._hands:
            ids.extend(hnd)
        return ids + list(self._pile) + list(self._removed)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self._public_key() == other._public_key() and (
            self._hands, self._pile, self._removed
        ) == (other._hands, other._pile, other._removed)

    def __hash__(self) -> int:
        return hash((self._laid, self._pawns, self._scores, self._to_move, self._hands))

    def __repr__(self) -> str:
        return (
            f"<pilus.State players={self._n} to_move={self._to_move} scores={list(self._scores)}"
            f" laid={len(self._laid)} pile={len(self._pile)}>"
        )


# --------------------------------------------------------------------------------------------
# Views


class View(_Public):
    """What one player may know: board, scores, pawns, their own hand, hand sizes, tiles left.
    It is built without the hidden tiles, so it cannot reveal them. ``legal_moves()`` works on
    the viewer's turn; ``play`` is not supported (use ``sample(rng).play(...)``)."""

    __slots__ = ("_viewer", "_own", "_result")

    @classmethod
    def _from_state(cls, s: State, viewer: int) -> "View":
        v = cls.__new__(cls)
        v._n = s._n
        v._h, v._c, v._t = s._h, s._c, s._t  # public; never mutated
        v._laid = s._laid
        v._pawns = s._pawns
        v._scores = s._scores
        v._to_move = s._to_move
        v._sizes = s._sizes
        v._pile_n = s._pile_n
        v._removed_n = s._removed_n
        v._regions = None
        v._viewer = viewer
        v._own = s._hands[viewer]
        res = s.result
        v._result = None if res is None else tuple(res)
        return v

    @property
    def viewer(self) -> int:
        """The player this view belongs to."""
        return self._viewer

    @property
    def result(self) -> Optional[list[int]]:
        """None while the game goes on, else the winners."""
        return None if self._result is None else list(self._result)

    def hand(self, player: int) -> Optional[list[str]]:
        """The viewer's own hand (canonical names); None for any other player."""
        if player != self._viewer:
            return None
        return [KINDS[tid // COPIES] for tid in self._own]

    def legal_moves(self) -> list[Turn]:
        """Legal turns when it is the viewer's turn; [] otherwise or once the game is over."""
        if self._result is not None or self._to_move != self._viewer:
            return []
        return self._turns(self._viewer, self._own)

    def placement_error(self, tile: str, x: int, y: int) -> Optional[str]:
        """As :meth:`State.placement_error`, for the viewer's own hand."""
        if self._result is not None:
            return GAME_OVER
        return self._placement_error(self._viewer, self._own, tile, x, y)

    def turn_error(self, turn: Turn) -> Optional[str]:
        """As :meth:`State.turn_error`, for the viewer (whose turn it must be)."""
        if self._result is not None:
            return GAME_OVER
        if self._to_move != self._viewer:
            return NOT_YOUR_TURN
        return self._turn_error(self._viewer, self._own, turn)

    def play(self, move) -> "View":  # noqa: D102 - documented in the class
        raise NotImplementedError("a view cannot play: use view.sample(rng).play(move)")

    def unseen_tile_ids(self) -> list[int]:
        """Ids the viewer has not seen: all 30 minus the table minus their own hand."""
        known = {tid for tid, *_ in self._laid}
        known.update(self._own)
        return [i for i in range(len(KINDS) * COPIES) if i not in known]

    def sample(self, rng: Optional[random.Random] = None) -> State:
        """A full state consistent with this view: the unseen tiles shuffled into the other
        hands, the removed tiles and the pile. (If the game ended because nobody could lay a
        tile, the sample's own ``result`` is judged from its sampled hands.)"""
        rng = rng or random.Random()
        unseen = self.unseen_tile_ids()
        rng.shuffle(unseen)
        hands = []
        i = 0
        for p in range(self._n):
            if p == self._viewer:
                hands.append(tuple(self._own))
            else:
                hands.append(tuple(unseen[i : i + self._sizes[p]]))
                i += self._sizes[p]
        removed = tuple(unseen[i : i + self._removed_n])
        i += self._removed_n
        pile = tuple(unseen[i:])
        assert len(pile) == self._pile_n
        return State(
            self._n, self._h, self._c, self._t, self._laid, self._pawns, self._scores,
            self._to_move, tuple(hands), pile, removed,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, View):
            return NotImplemented
        return (self._public_key(), self._viewer, self._own, self._result) == (
            other._public_key(), other._viewer, other._own, other._result
        )

    def __hash__(self) -> int:
        return hash((self._laid, self._pawns, self._scores, self._viewer, self._own))

    def __repr__(self) -> str:
        return f"<pilus.View of player {self._viewer} to_move={self._to_move}>"


# --------------------------------------------------------------------------------------------
# Construction


def new_game(players: int = 2, seed: Optional[int] = None, first: int = 0) -> State:
    """Deal a new game: shuffle the 30 tiles with ``random.Random(seed)``, lay the first as the
    starting tile at (0, 0) in a random rotation, remove 1 / 2 / 1 tiles unseen (2 / 3 / 4
    players), deal hands of 3 (player 0 first), the rest is the pile. ``first`` moves first."""
    if players not in REMOVED_BY_PLAYERS:
        raise ValueError("PILUS is for 2 to 4 players")
    if not 0 <= first < players:
        raise ValueError(f"first must be a player index, not {first!r}")
    rng = random.Random(seed)
    ids = list(range(len(KINDS) * COPIES))
    rng.shuffle(ids)
    start = ids[0]
    cols = _ROTS[KINDS[start // COPIES]][rng.randrange(4)]
    r = REMOVED_BY_PLAYERS[players]
    removed = tuple(ids[1 : 1 + r])
    i = 1 + r
    hands = []
    for _p in range(players):
        hands.append(tuple(ids[i : i + HAND_SIZE]))
        i += HAND_SIZE
    pile = tuple(ids[i:])
    h, c, t = {}, {}, {}
    for j, cell in enumerate(_block(0)):
        h[cell], c[cell], t[cell] = 1, cols[j], start
    return State(
        players, h, c, t, ((start, cols, 0, 0),), (None,) * players, (0,) * players, first,
        tuple(hands), pile, removed,
    )


def position(
    players: int = 2,
    tiles: Sequence[tuple[str, int, int]] = (("BYGN", 0, 0),),
    pawns: Optional[Mapping[int, tuple[int, int]]] = None,
    hands: Optional[Sequence[Sequence[str]]] = None,
    to_move: int = 0,
    scores: Optional[Sequence[int]] = None,
) -> State:
    """Build a state for tests and tutorials: ``tiles`` are laid in order, each at level one
    more than the highest cell under it (geometry only, no other rule checked); ``pawns`` maps
    players to covered cells; ``hands`` are tile names (any rotation). The draw pile is empty;
    tiles neither laid nor in a hand count as removed."""
    if players not in REMOVED_BY_PLAYERS:
        raise ValueError("PILUS is for 2 to 4 players")
    free = {k: list(range(i * COPIES, (i + 1) * COPIES)) for i, k in enumerate(KINDS)}

    def take(name: str) -> int:
        if sorted(name) != sorted(COLOURS):
            raise ValueError(f"not a tile: {name!r}")
        k = canonical(name)
        if not free[k]:
            raise ValueError(f"more than {COPIES} tiles {k}")
        return free[k].pop(0)

    h: dict = {}
    c: dict = {}
    t: dict = {}
    laid = []
    for name, x, y in tiles:
        tid = take(name)
        block = _block(_pack(x, y))
        level = 1 + max(h.get(b, 0) for b in block)
        if level > MAX_LEVEL:
            raise ValueError(f"{name}@{x},{y} would be at level {level}")
        for j, cell in enumerate(block):
            h[cell], c[cell], t[cell] = level, name[j], tid
        laid.append((tid, name, x, y))
    hands = hands if hands is not None else [[] for _ in range(players)]
    if len(hands) != players:
        raise ValueError("one hand per player")
    hand_ids = tuple(tuple(take(name) for name in hnd) for hnd in hands)
    pw: list = [None] * players
    for p, cell in (pawns or {}).items():
        k = _pack(*cell)
        if k not in h:
            raise ValueError(f"pawn {p} on bare table at {cell}")
        pw[p] = k
    removed = tuple(i for k in KINDS for i in free[k])
    sc = tuple(scores) if scores is not None else (0,) * players
    return State(players, h, c, t, tuple(laid), tuple(pw), sc, to_move, hand_ids, (), removed)


def sample_state(view: View, rng: Optional[random.Random] = None) -> State:
    """A full state consistent with ``view`` (same as ``view.sample(rng)``)."""
    return view.sample(rng)
