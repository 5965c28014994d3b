"""Pylos (Gigamic), as ``RULES.md`` states it: two players, 15 spheres each, a pyramid of 30 places.

Public API::

    >>> from tabletop_gui.rules import pylos
    >>> s = pylos.new_game(variant="standard", first="light")
    >>> len(s.legal_moves())
    16
    >>> t = s.play("1a1")
    >>> t.at("1a1"), t.to_move, t.reserve("light"), s.at("1a1")
    ('light', 'dark', 14, None)

Representation: the 30 places are bits 0..29 of two masks, one per colour (level 1 is bits 0..15,
``col + 4*row``; level 2 is 16..24; level 3 is 25..28; the top is 29). A player's reserve is
``15 - popcount(own mask)``. Every turn changes only the mover's mask, by an exclusive-or with
the turn's *delta* (the places a sphere leaves or reaches), so make and unmake are one XOR each.

:class:`Board` is the mutable, fast core (push/pop, integer move codes) that perft and the AI use;
:class:`State` is the immutable value the rest of the app uses; :class:`Move` is a small frozen
value that round-trips to the notation of ``RULES.md``.
"""

from __future__ import annotations

import re
from itertools import combinations
from typing import Iterable, Sequence

from .common import IllegalMoveError, InvalidMoveError

__all__ = [
    "COLOURS", "VARIANTS", "PLACES", "SPHERES_PER_PLAYER", "TOP",
    "Move", "State", "Board",
    "new_game", "parse_move", "place_index", "place_name", "place_coords", "support_of",
    "perft", "play_all", "position", "ILLEGAL_CODES",
]

COLOURS = ("light", "dark")
VARIANTS = ("children", "standard", "mature")
SPHERES_PER_PLAYER = 15
N_PLACES = 30
TOP = 29
FULL = (1 << N_PLACES) - 1

#: The reason codes an :class:`IllegalMoveError` may carry (the UI translates them).
ILLEGAL_CODES = (
    "game_over",             # the game has ended
    "not_available",         # the destination is occupied or not fully supported
    "reserve_empty",         # a placement with no sphere in the reserve
    "not_own_sphere",        # a raise or take-back of a place that holds no own sphere
    "not_free",              # a raise of a sphere that has a sphere resting on it
    "not_higher",            # a raise to a level that is not strictly higher
    "supports_destination",  # a raise of one of the four spheres under the destination
    "takeback_required",     # an own-colour pattern was completed: take back one or two
    "no_pattern",            # a take-back without having completed a pattern
    "too_many_takebacks",    # more than two spheres taken back
    "takeback_not_own",      # taking back a place that holds no own sphere
    "takeback_not_free",     # taking back a sphere that has a sphere resting on it
    "takeback_repeated",     # the same place taken back twice
)

# ---------------------------------------------------------------------------------------------
# Geometry, computed once.

_LEVEL_SIZES = (4, 3, 2, 1)
_LEVEL_BASE = (0, 16, 25, 29)


def _index(level: int, col: int, row: int) -> int:
    n = _LEVEL_SIZES[level - 1]
    return _LEVEL_BASE[level - 1] + col + n * row


_COORDS: list[tuple[int, int, int]] = [
    (level, col, row)
    for level in range(1, 5)
    for row in range(_LEVEL_SIZES[level - 1])
    for col in range(_LEVEL_SIZES[level - 1])
]
# Index order is col + n*row within a level, so sort accordingly.
_COORDS.sort(key=lambda c: _index(*c))
PLACES: tuple[str, ...] = tuple(f"{lv}{'abcd'[c]}{r + 1}" for lv, c, r in _COORDS)
_NAME_TO_INDEX = {name: i for i, name in enumerate(PLACES)}

LEVEL = tuple(c[0] for c in _COORDS)
BIT = tuple(1 << p for p in range(N_PLACES))
SUPPORT = tuple(
    0 if lv == 1 else sum(BIT[_index(lv - 1, c + dc, r + dr)] for dc in (0, 1) for dr in (0, 1))
    for lv, c, r in _COORDS
)
_SUPPORT_LIST = tuple(tuple(q for q in range(N_PLACES) if SUPPORT[p] >> q & 1) for p in range(N_PLACES))
ABOVE = tuple(sum(BIT[q] for q in range(N_PLACES) if SUPPORT[q] >> p & 1) for p in range(N_PLACES))
LEVEL_MASK = tuple(
    sum(BIT[p] for p in range(N_PLACES) if LEVEL[p] == lv) for lv in range(0, 5)
)  # LEVEL_MASK[0] == 0, LEVEL_MASK[k] = places of level k
#: Places at a level strictly higher than each place.
_HIGHER = tuple(sum(LEVEL_MASK[k] for k in range(LEVEL[p] + 1, 5)) for p in range(N_PLACES))


def _squares() -> list[int]:
    out = []
    for lv in (1, 2, 3):
        n = _LEVEL_SIZES[lv - 1]
        for r in range(n - 1):
            for c in range(n - 1):
                out.append(sum(BIT[_index(lv, c + dc, r + dr)] for dc in (0, 1) for dr in (0, 1)))
    return out


def _lines() -> list[int]:
    out = []
    for lv in (1, 2):
        n = _LEVEL_SIZES[lv - 1]
        for k in range(n):
            out.append(sum(BIT[_index(lv, c, k)] for c in range(n)))  # a row
            out.append(sum(BIT[_index(lv, k, r)] for r in range(n)))  # a column
    return out


SQUARES = tuple(_squares())
LINES = tuple(_lines())
#: For each variant, for each place, the own-colour patterns that contain it.
PATTERNS = {
    "children": tuple(() for _ in range(N_PLACES)),
    "standard": tuple(tuple(m for m in SQUARES if m & BIT[p]) for p in range(N_PLACES)),
    "mature": tuple(tuple(m for m in SQUARES + LINES if m & BIT[p]) for p in range(N_PLACES)),
}


def place_index(name: str) -> int:
    """The index (0..29) of a place name such as ``"2b3"``; :class:`InvalidMoveError` if none."""
    try:
        return _NAME_TO_INDEX[name.strip().lower()]
    except (KeyError, AttributeError):
        raise InvalidMoveError("unknown_place", f"no place named {name!r}") from None


def place_name(index: int) -> str:
    return PLACES[index]


def _as_index(place: str | int) -> int:
    if isinstance(place, int):
        if 0 <= place < N_PLACES:
            return place
        raise InvalidMoveError("unknown_place", f"no place with index {place}")
    return place_index(place)


def place_coords(place: str | int) -> tuple[int, int, int]:
    """``(level, column, row)`` of a place: level 1..4, column and row counted from 0."""
    return _COORDS[_as_index(place)]


def support_of(place: str | int) -> list[str]:
    """The four places a place rests on (none for level 1)."""
    return [PLACES[q] for q in _SUPPORT_LIST[_as_index(place)]]


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


# ---------------------------------------------------------------------------------------------
# Moves. Internally a move is one int, its *code*:
#   bits 0..29   delta: the places whose bit flips in the mover's mask
#   bits 30..34  destination index
#   bits 35..39  source index + 1 (0 for a placement from the reserve)
#   bits 40..44, 45..49  first and second take-back index + 1 (0 for none)

_DST_SHIFT, _SRC_SHIFT, _T1_SHIFT, _T2_SHIFT = 30, 35, 40, 45


def _encode(src: int, dst: int, t1: int = -1, t2: int = -1) -> int:
    delta = BIT[dst]
    if src >= 0:
        delta ^= BIT[src]
    if t1 >= 0:
        delta ^= BIT[t1]
    if t2 >= 0:
        delta ^= BIT[t2]
    return delta | dst << _DST_SHIFT | (src + 1) << _SRC_SHIFT | (t1 + 1) << _T1_SHIFT | (t2 + 1) << _T2_SHIFT


def _decode(code: int) -> tuple[int, int, tuple[int, ...]]:
    dst = code >> _DST_SHIFT & 31
    src = (code >> _SRC_SHIFT & 31) - 1
    t1 = (code >> _T1_SHIFT & 31) - 1
    t2 = (code >> _T2_SHIFT & 31) - 1
    takes = tuple(t for t in (t1, t2) if t >= 0)
    return src, dst, takes


_PLACE_RE = r"[1-4][a-d][1-4]"
_MOVE_RE = re.compile(rf"^({_PLACE_RE})(?:-({_PLACE_RE}))?((?:x{_PLACE_RE})*)$")


class Move:
    """One complete turn: a placement or a raise, with its take-backs in the order taken.

    Two moves are equal when they have the same action and the same *set* of take-backs.
    """

    __slots__ = ("_src", "_dst", "_takes")

    def __init__(self, dst: str | int, src: str | int | None = None, takes: Iterable[str | int] = ()):
        object.__setattr__(self, "_dst", _as_index(dst))
        object.__setattr__(self, "_src", -1 if src is None else _as_index(src))
        object.__setattr__(self, "_takes", tuple(_as_index(t) for t in takes))

    def __setattr__(self, name, value):
        raise AttributeError("Move is immutable")

    @classmethod
    def _from_code(cls, code: int) -> "Move":
        m = object.__new__(cls)
        src, dst, takes = _decode(code)
        object.__setattr__(m, "_src", src)
        object.__setattr__(m, "_dst", dst)
        object.__setattr__(m, "_takes", takes)
        return m

    @classmethod
    def from_notation(cls, text: str) -> "Move":
        """Parse the notation (syntax only: legality needs a state, see :func:`parse_move`)."""
        if not isinstance(text, str):
            raise InvalidMoveError("bad_notation", f"not a move: {text!r}")
        match = _MOVE_RE.match(text.strip().lower().replace(" ", ""))
        if not match:
            raise InvalidMoveError("bad_notation", f"not a move in Pylos notation: {text!r}")
        first, second, takes = match.groups()
        if second is None:
            src, dst = None, place_index(first)
        else:
            src, dst = place_index(first), place_index(second)
        return cls(dst, src, [place_index(t) for t in takes.split("x")[1:]])

    # -- reading -------------------------------------------------------------------------------
    @property
    def src(self) -> str | None:
        """The place a raised sphere comes from, or ``None`` for a placement from the reserve."""
        return None if self._src < 0 else PLACES[self._src]

    @property
    def dst(self) -> str:
        return PLACES[self._dst]

    @property
    def takes(self) -> tuple[str, ...]:
        return tuple(PLACES[t] for t in self._takes)

    @property
    def is_raise(self) -> bool:
        return self._src >= 0

    @property
    def code(self) -> int:
        """The integer code :class:`Board` uses (valid for moves with at most two take-backs)."""
        if len(self._takes) > 2:
            raise IllegalMoveError("too_many_takebacks", "at most two spheres are taken back")
        t = self._takes + (-1, -1)
        return _encode(self._src, self._dst, t[0], t[1])

    def _identity(self) -> tuple:
        return (self._src, self._dst, frozenset(self._takes), len(self._takes))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._identity() == other._identity()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._identity())

    def __str__(self) -> str:
        text = PLACES[self._dst] if self._src < 0 else f"{PLACES[self._src]}-{PLACES[self._dst]}"
        return text + "".join("x" + PLACES[t] for t in self._takes)

    def __repr__(self) -> str:
        return f"Move.from_notation({str(self)!r})"


# ---------------------------------------------------------------------------------------------
# The fast core.

def _available(occ: int) -> list[int]:
    return [p for p in range(N_PLACES) if not occ >> p & 1 and occ & SUPPORT[p] == SUPPORT[p]]


def _free(mask: int, occ: int) -> list[int]:
    """Places of ``mask`` holding a sphere with nothing resting on it."""
    return [p for p in _bits(mask) if not ABOVE[p] & occ]


def _generate(me: int, opp: int, patterns: tuple) -> list[int]:
    """Every legal turn for the player owning ``me`` (reserve checked by the caller)."""
    occ = me | opp
    avail = _available(occ)
    actions = []  # (src, dst, new_me)
    if me.bit_count() < SPHERES_PER_PLAYER:
        for dst in avail:
            actions.append((-1, dst, me | BIT[dst]))
    if avail and avail[-1] >= 16:  # a raise needs a destination above level 1
        for src in _free(me, occ):
            higher = _HIGHER[src]
            bit = BIT[src]
            for dst in avail:
                if higher >> dst & 1 and not SUPPORT[dst] & bit:
                    actions.append((src, dst, me ^ bit | BIT[dst]))
    codes = []
    for src, dst, new_me in actions:
        base = BIT[dst] | dst << _DST_SHIFT | (src + 1) << _SRC_SHIFT
        if src >= 0:
            base ^= BIT[src]
        for pattern in patterns[dst]:
            if new_me & pattern == pattern:
                break
        else:
            codes.append(base)
            continue
        # A pattern was completed: take back one or two own free spheres (at least one).
        new_occ = new_me | opp
        free = _free(new_me, new_occ)
        for t in free:
            codes.append(base ^ BIT[t] | (t + 1) << _T1_SHIFT)
        for a, b in combinations(free, 2):
            codes.append(base ^ BIT[a] ^ BIT[b] | (a + 1) << _T1_SHIFT | (b + 1) << _T2_SHIFT)
        for a in free:  # a second sphere freed only by taking the first
            occ_after = new_occ ^ BIT[a]
            for b in _SUPPORT_LIST[a]:
                if new_me >> b & 1 and not ABOVE[b] & occ_after:
                    codes.append(base ^ BIT[a] ^ BIT[b] | (a + 1) << _T1_SHIFT | (b + 1) << _T2_SHIFT)
    return codes


def _outcome(mover: int, me_after: int, dst: int) -> tuple[int | None, str | None]:
    """Result after ``mover`` (0 light, 1 dark) played a turn ending with ``me_after``."""
    if dst == TOP:
        return mover, "top"
    if me_after.bit_count() >= SPHERES_PER_PLAYER:
        return 1 - mover, "reserve"
    return None, None


_DRAW = 2


class Board:
    """Mutable fast position with make/unmake, for perft and the AI.

    ``masks[0]`` is Light's, ``masks[1]`` Dark's; ``to_move`` is 0 or 1; ``result`` is ``None``,
    0, 1 or 2 (draw). Moves are the integer codes of :meth:`legal_codes`.
    """

    __slots__ = ("masks", "to_move", "variant", "patterns", "result", "end_reason", "counts", "_stack")

    def __init__(self, light: int = 0, dark: int = 0, to_move: int = 0, variant: str = "standard",
                 counts: dict[int, int] | None = None, result: int | None = None,
                 end_reason: str | None = None):
        if variant not in PATTERNS:
            raise ValueError(f"unknown variant {variant!r}")
        self.masks = [light, dark]
        self.to_move = to_move
        self.variant = variant
        self.patterns = PATTERNS[variant]
        self.result = result
        self.end_reason = end_reason
        self.counts = dict(counts) if counts else {}
        if not self.counts:
            self.counts[self.key] = 1
        self._stack: list[tuple[int, int | None, str | None]] = []

    @property
    def key(self) -> int:
        return self.masks[0] | self.masks[1] << 30 | self.to_move << 60

    def legal_codes(self) -> list[int]:
        if self.result is not None:
            return []
        tm = self.to_move
        return _generate(self.masks[tm], self.masks[1 - tm], self.patterns)

    def push(self, code: int) -> None:
        """Play a legal move code (not validated: use codes from :meth:`legal_codes`)."""
        tm = self.to_move
        self._stack.append((code, self.result, self.end_reason))
        me = self.masks[tm] ^ (code & FULL)
        self.masks[tm] = me
        self.to_move = tm ^ 1
        key = self.masks[0] | self.masks[1] << 30 | (tm ^ 1) << 60
        count = self.counts.get(key, 0) + 1
        self.counts[key] = count
        result, reason = _outcome(tm, me, code >> _DST_SHIFT & 31)
        if result is None and count >= 3:
            result, reason = _DRAW, "repetition"
        self.result, self.end_reason = result, reason

    def pop(self) -> int:
        """Undo the last :meth:`push`; returns its code."""
        code, self.result, self.end_reason = self._stack.pop()
        key = self.key
        count = self.counts[key] - 1
        if count:
            self.counts[key] = count
        else:
            del self.counts[key]
        self.to_move ^= 1
        self.masks[self.to_move] ^= code & FULL
        return code

    def perft(self, depth: int) -> int:
        """Number of move sequences of ``depth`` turns (leaf positions counted with multiplicity)."""
        codes = self.legal_codes()
        if depth <= 1:
            return len(codes) if depth == 1 else 1
        total = 0
        push, pop, perft = self.push, self.pop, self.perft
        for code in codes:
            push(code)
            total += perft(depth - 1)
            pop()
        return total


def perft(state: "State", depth: int) -> int:
    """Perft of a :class:`State` (see :meth:`Board.perft`)."""
    return state.board().perft(depth)


# ---------------------------------------------------------------------------------------------
# The immutable public state.

class State:
    """An immutable Pylos position with its history of positions (for threefold repetition)."""

    __slots__ = ("_light", "_dark", "_tm", "variant", "first", "_counts", "_result", "_reason", "ply",
                 "_moves_cache")

    def __init__(self, light: int, dark: int, to_move: int, variant: str, first: str,
                 counts: dict[int, int], result: int | None, reason: str | None, ply: int):
        self._light, self._dark, self._tm = light, dark, to_move
        self.variant, self.first = variant, first
        self._counts, self._result, self._reason, self.ply = counts, result, reason, ply
        self._moves_cache: list[Move] | None = None

    # -- reading -------------------------------------------------------------------------------
    @property
    def to_move(self) -> str:
        return COLOURS[self._tm]

    @property
    def result(self) -> str | None:
        """``None`` while playing, else ``"light"``, ``"dark"`` or ``"draw"``."""
        if self._result is None:
            return None
        return "draw" if self._result == _DRAW else COLOURS[self._result]

    @property
    def end_reason(self) -> str | None:
        """``"top"``, ``"reserve"`` or ``"repetition"`` once the game is over."""
        return self._reason

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def key(self) -> int:
        return self._light | self._dark << 30 | self._tm << 60

    def _mask(self, colour: str) -> int:
        if colour == "light":
            return self._light
        if colour == "dark":
            return self._dark
        raise ValueError(f"unknown colour {colour!r}")

    def reserve(self, colour: str) -> int:
        return SPHERES_PER_PLAYER - self._mask(colour).bit_count()

    def at(self, place: str | int) -> str | None:
        p = _as_index(place)
        if self._light >> p & 1:
            return "light"
        if self._dark >> p & 1:
            return "dark"
        return None

    def repetitions(self) -> int:
        """How many times the current position has occurred (1 the first time)."""
        return self._counts.get(self.key, 0)

    def available_places(self) -> list[str]:
        return [PLACES[p] for p in _available(self._light | self._dark)]

    def free_spheres(self, colour: str) -> list[str]:
        return [PLACES[p] for p in _free(self._mask(colour), self._light | self._dark)]

    def board(self) -> Board:
        """A mutable :class:`Board` copy of this position (for search)."""
        return Board(self._light, self._dark, self._tm, self.variant, self._counts,
                     self._result, self._reason)

    def legal_moves(self) -> list[Move]:
        if self._moves_cache is None:
            if self._result is not None:
                self._moves_cache = []
            else:
                me, opp = (self._light, self._dark) if self._tm == 0 else (self._dark, self._light)
                self._moves_cache = [Move._from_code(c) for c in _generate(me, opp, PATTERNS[self.variant])]
        return list(self._moves_cache)

    # -- playing -------------------------------------------------------------------------------
    def check(self, move: Move | str) -> Move:
        """Return the move if legal here; else raise with the first reason it breaks."""
        if not isinstance(move, Move):
            move = Move.from_notation(move)
        if self._result is not None:
            raise IllegalMoveError("game_over", "the game is over")
        me, opp = (self._light, self._dark) if self._tm == 0 else (self._dark, self._light)
        occ = me | opp
        src, dst, takes = move._src, move._dst, move._takes
        if occ >> dst & 1 or occ & SUPPORT[dst] != SUPPORT[dst]:
            raise IllegalMoveError("not_available", f"{PLACES[dst]} is not available")
        if src < 0:
            if me.bit_count() >= SPHERES_PER_PLAYER:
                raise IllegalMoveError("reserve_empty", "no sphere left in the reserve")
            new_me = me | BIT[dst]
        else:
            if not me >> src & 1:
                raise IllegalMoveError("not_own_sphere", f"no own sphere on {PLACES[src]}")
            if ABOVE[src] & occ:
                raise IllegalMoveError("not_free", f"the sphere on {PLACES[src]} is not free")
            if LEVEL[dst] <= LEVEL[src]:
                raise IllegalMoveError("not_higher", "a sphere is raised to a higher level only")
            if SUPPORT[dst] & BIT[src]:
                raise IllegalMoveError("supports_destination",
                                       f"the sphere on {PLACES[src]} supports {PLACES[dst]}")
            new_me = me ^ BIT[src] | BIT[dst]
        completed = any(new_me & pat == pat for pat in PATTERNS[self.variant][dst])
        if not completed:
            if takes:
                raise IllegalMoveError("no_pattern", "no own-colour pattern was completed")
            return move
        if not takes:
            raise IllegalMoveError("takeback_required", "take back one or two of your spheres")
        if len(takes) > 2:
            raise IllegalMoveError("too_many_takebacks", "at most two spheres are taken back")
        if len(set(takes)) != len(takes):
            raise IllegalMoveError("takeback_repeated", "a sphere is taken back only once")
        cur_occ = new_me | opp
        for t in takes:
            if not new_me >> t & 1:
                raise IllegalMoveError("takeback_not_own", f"no own sphere on {PLACES[t]}")
            if ABOVE[t] & cur_occ:
                raise IllegalMoveError("takeback_not_free", f"the sphere on {PLACES[t]} is not free")
            new_me ^= BIT[t]
            cur_occ ^= BIT[t]
        return move

    def play(self, move: Move | str) -> "State":
        """The state after ``move`` (a :class:`Move` or its notation). This state is unchanged."""
        move = self.check(move)
        tm = self._tm
        code = move.code
        light, dark = self._light, self._dark
        if tm == 0:
            light ^= code & FULL
            me = light
        else:
            dark ^= code & FULL
            me = dark
        key = light | dark << 30 | (1 - tm) << 60
        counts = dict(self._counts)
        counts[key] = counts.get(key, 0) + 1
        result, reason = _outcome(tm, me, move._dst)
        if result is None and counts[key] >= 3:
            result, reason = _DRAW, "repetition"
        return State(light, dark, 1 - tm, self.variant, self.first, counts, result, reason, self.ply + 1)

    # -- comparison and display ----------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (self.key, self.variant, self._result, self._counts) == \
            (other.key, other.variant, other._result, other._counts)

    def __hash__(self) -> int:
        return hash((self.key, self.variant, self._result))

    def __repr__(self) -> str:
        return (f"<pylos.State {self.variant} {self.to_move} to move, reserves "
                f"{self.reserve('light')}/{self.reserve('dark')}, result {self.result}>")

    def diagram(self) -> str:
        """A plain-text picture of the four levels (``o`` light, ``x`` dark), for debugging."""
        rows = []
        for lv in range(1, 5):
            n = _LEVEL_SIZES[lv - 1]
            for r in reversed(range(n)):
                cells = []
                for c in range(n):
                    who = self.at(_index(lv, c, r))
                    cells.append("o" if who == "light" else "x" if who == "dark" else ".")
                rows.append(f"{lv}{r + 1} " + " " * (lv - 1) + " ".join(cells))
            rows.append("")
        return "\n".join(rows)


def new_game(variant: str = "standard", first: str = "light") -> State:
    """A new game: empty pyramid, 15 spheres in each reserve, ``first`` to move."""
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {VARIANTS}, not {variant!r}")
    if first not in COLOURS:
        raise ValueError(f"first must be one of {COLOURS}, not {first!r}")
    tm = COLOURS.index(first)
    return State(0, 0, tm, variant, first, {tm << 60: 1}, None, None, 0)


def position(light: Iterable[str] = (), dark: Iterable[str] = (), to_move: str = "light",
             variant: str = "standard", first: str | None = None) -> State:
    """A state with spheres on the given places (for tests, tutorials and puzzles).

    The position must be reachable in shape: every sphere above level 1 rests on four spheres,
    and neither colour has more than 15. The game is not over (its history starts here).
    """
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {VARIANTS}, not {variant!r}")
    if to_move not in COLOURS:
        raise ValueError(f"to_move must be one of {COLOURS}, not {to_move!r}")
    masks = []
    for places in (light, dark):
        mask = 0
        for place in places:
            mask |= BIT[_as_index(place)]
        masks.append(mask)
    light_mask, dark_mask = masks
    occ = light_mask | dark_mask
    if light_mask & dark_mask:
        raise ValueError("a place holds two spheres")
    for p in _bits(occ):
        if occ & SUPPORT[p] != SUPPORT[p]:
            raise ValueError(f"the sphere on {PLACES[p]} is not supported")
    if max(light_mask.bit_count(), dark_mask.bit_count()) > SPHERES_PER_PLAYER:
        raise ValueError("more than 15 spheres of one colour")
    tm = COLOURS.index(to_move)
    key = light_mask | dark_mask << 30 | tm << 60
    return State(light_mask, dark_mask, tm, variant, first or to_move, {key: 1}, None, None, 0)


def parse_move(text: str, state: State) -> Move:
    """The legal move ``text`` names in ``state``.

    Raises :class:`InvalidMoveError` for text that is not Pylos notation and
    :class:`IllegalMoveError` (with a reason ``code``) for a move the rules forbid here.
    """
    return state.check(Move.from_notation(text))


def play_all(moves: Sequence[str | Move], variant: str = "standard", first: str = "light") -> State:
    """The state after playing ``moves`` from a new game (handy for tests and save files)."""
    state = new_game(variant, first)
    for m in moves:
        state = state.play(m)
    return state
