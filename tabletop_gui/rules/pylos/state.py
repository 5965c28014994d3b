"""The immutable public state of a Pylos game, and the functions that make one."""

from __future__ import annotations

from typing import Iterable, Sequence

from ..frozen import Frozen, slot_setters
from ..protocol import MoveValue, Outcome, returns_of
from .board import DRAW, SPHERES_PER_PLAYER, Board, available, free, generate, key_of, outcome_after
from .codes import IllegalMoveError, InvalidMoveError, PylosEnding, PylosError
from .geometry import ABOVE, BIT, FULL, LEVEL, PATTERNS, PLACES, SUPPORT, as_index, bits
from .moves import Move

__all__ = ["COLOURS", "VARIANTS", "State", "new_game", "parse_move", "perft", "play_all",
           "position"]

COLOURS = ("light", "dark")
VARIANTS = ("children", "standard", "mature")


class State(Frozen):
    """An immutable Pylos position with its history of positions (for threefold repetition).

    It follows the game protocol of :mod:`tabletop_gui.rules.protocol` (``seat_to_move`` 0 for
    Light and 1 for Dark, ``outcome``, ``returns()``, ``view(seat)``...) beside its own names
    (``to_move`` ``"light"``/``"dark"``, ``result``, ``end_reason``, ``reserve()``, ``at()``).
    Assigning any attribute raises :class:`AttributeError`.
    """

    __slots__ = ("_light", "_dark", "_tm", "_variant", "_first", "_counts", "_result", "_reason",
                 "_ply", "_moves_cache")
    _light: int
    _dark: int
    _tm: int
    _variant: str
    _first: str
    _counts: dict[int, int]
    _result: int | None
    _reason: str | None
    _ply: int
    _moves_cache: list[Move] | None

    #: the game's registry name (the protocol's ``game``)
    game = "pylos"
    #: the number of seats (the protocol's ``players``)
    players = 2

    def __init__(self, light: int, dark: int, to_move: int, variant: str, first: str,
                 counts: dict[int, int], result: int | None, reason: str | None, ply: int) -> None:
        _SET["_light"](self, light)
        _SET["_dark"](self, dark)
        _SET["_tm"](self, to_move)
        _SET["_variant"](self, variant)
        _SET["_first"](self, first)
        _SET["_counts"](self, counts)
        _SET["_result"](self, result)
        _SET["_reason"](self, reason)
        _SET["_ply"](self, ply)
        _SET["_moves_cache"](self, None)

    def __reduce__(self) -> tuple[type[State], tuple[object, ...]]:   # copy and pickle
        return (State, (self._light, self._dark, self._tm, self._variant, self._first,
                        self._counts, self._result, self._reason, self._ply))

    # -- reading -------------------------------------------------------------------------------
    @property
    def variant(self) -> str:
        """``"children"``, ``"standard"`` or ``"mature"``."""
        return self._variant

    @property
    def first(self) -> str:
        """The colour that moved first."""
        return self._first

    @property
    def ply(self) -> int:
        """Turns played since the game (or the position) started."""
        return self._ply

    @property
    def to_move(self) -> str:
        """``"light"`` or ``"dark"``."""
        return COLOURS[self._tm]

    @property
    def seat_to_move(self) -> int:
        """The protocol's seat to move: 0 for Light, 1 for Dark."""
        return self._tm

    @property
    def result(self) -> str | None:
        """``None`` while playing, else ``"light"``, ``"dark"`` or ``"draw"``."""
        if self._result is None:
            return None
        return "draw" if self._result == DRAW else COLOURS[self._result]

    @property
    def end_reason(self) -> str | None:
        """``"top"``, ``"reserve"`` or ``"repetition"`` once the game is over."""
        return self._reason

    @property
    def outcome(self) -> Outcome | None:
        """The protocol's outcome: ``None`` while playing, else the winning seat (none for a
        draw) and the :class:`PylosEnding`."""
        if self._result is None or self._reason is None:
            return None
        winners = () if self._result == DRAW else (self._result,)
        return Outcome(winners, PylosEnding(self._reason))

    def returns(self) -> tuple[float, ...]:
        """+1 for the winner, -1 for the loser; 0 each for a draw or while playing."""
        return returns_of(self.outcome, 2)

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def key(self) -> int:
        """The exact position key (both masks and the player to move)."""
        return key_of(self._light, self._dark, self._tm)

    def _mask(self, colour: str) -> int:
        if colour == "light":
            return self._light
        if colour == "dark":
            return self._dark
        raise ValueError(f"unknown colour {colour!r}")

    def reserve(self, colour: str) -> int:
        """Spheres left in ``colour``'s reserve."""
        return SPHERES_PER_PLAYER - self._mask(colour).bit_count()

    def at(self, place: str | int) -> str | None:
        """The colour of the sphere on ``place``, or ``None``."""
        p = as_index(place)
        if self._light >> p & 1:
            return "light"
        if self._dark >> p & 1:
            return "dark"
        return None

    def repetitions(self) -> int:
        """How many times the current position has occurred (1 the first time)."""
        return self._counts.get(self.key, 0)

    def available_places(self) -> list[str]:
        return [PLACES[p] for p in available(self._light | self._dark)]

    def free_spheres(self, colour: str) -> list[str]:
        return [PLACES[p] for p in free(self._mask(colour), self._light | self._dark)]

    def board(self) -> Board:
        """A mutable :class:`Board` copy of this position (for search)."""
        return Board(self._light, self._dark, self._tm, self._variant, self._counts,
                     self._result, self._reason)

    def legal_moves(self) -> list[Move]:
        cache = self._moves_cache
        if cache is None:
            if self._result is not None:
                cache = []
            else:
                me, opp = (self._light, self._dark) if self._tm == 0 else (self._dark, self._light)
                cache = [Move.from_code(c) for c in generate(me, opp, PATTERNS[self._variant])]
            _SET["_moves_cache"](self, cache)
        return list(cache)

    def view(self, seat: int) -> State:
        """What ``seat`` may see: everything (Pylos is a game of open information)."""
        if seat not in (0, 1):
            raise ValueError(f"no seat {seat} in Pylos")
        return self

    def move_from_text(self, text: str) -> Move:
        """The legal move ``text`` names here (see :func:`parse_move`)."""
        return parse_move(text, self)

    # -- playing -------------------------------------------------------------------------------
    def check(self, move: MoveValue | str) -> Move:
        """Return the move if legal here; else raise with the first reason it breaks."""
        if isinstance(move, str):
            move = Move.from_notation(move)
        elif not isinstance(move, Move):
            raise InvalidMoveError(PylosError.BAD_NOTATION, f"not a Pylos move: {move!r}")
        if self._result is not None:
            raise IllegalMoveError(PylosError.GAME_OVER, "the game is over")
        me, opp = (self._light, self._dark) if self._tm == 0 else (self._dark, self._light)
        occ = me | opp
        src, dst, takes = move.src_index, move.dst_index, move.take_indices
        if occ >> dst & 1 or occ & SUPPORT[dst] != SUPPORT[dst]:
            raise IllegalMoveError(PylosError.NOT_AVAILABLE, f"{PLACES[dst]} is not available")
        if src < 0:
            if me.bit_count() >= SPHERES_PER_PLAYER:
                raise IllegalMoveError(PylosError.RESERVE_EMPTY, "no sphere left in the reserve")
            new_me = me | BIT[dst]
        else:
            if not me >> src & 1:
                raise IllegalMoveError(PylosError.NOT_OWN_SPHERE, f"no own sphere on {PLACES[src]}")
            if ABOVE[src] & occ:
                raise IllegalMoveError(PylosError.NOT_FREE,
                                       f"the sphere on {PLACES[src]} is not free")
            if LEVEL[dst] <= LEVEL[src]:
                raise IllegalMoveError(PylosError.NOT_HIGHER,
                                       "a sphere is raised to a higher level only")
            if SUPPORT[dst] & BIT[src]:
                raise IllegalMoveError(PylosError.SUPPORTS_DESTINATION,
                                       f"the sphere on {PLACES[src]} supports {PLACES[dst]}")
            new_me = me ^ BIT[src] | BIT[dst]
        completed = any(new_me & pat == pat for pat in PATTERNS[self._variant][dst])
        if not completed:
            if takes:
                raise IllegalMoveError(PylosError.NO_PATTERN, "no own-colour pattern was completed")
            return move
        if not takes:
            raise IllegalMoveError(PylosError.TAKEBACK_REQUIRED,
                                   "take back one or two of your spheres")
        if len(takes) > 2:
            raise IllegalMoveError(PylosError.TOO_MANY_TAKEBACKS,
                                   "at most two spheres are taken back")
        if len(set(takes)) != len(takes):
            raise IllegalMoveError(PylosError.TAKEBACK_REPEATED, "a sphere is taken back only once")
        cur_occ = new_me | opp
        for t in takes:
            if not new_me >> t & 1:
                raise IllegalMoveError(PylosError.TAKEBACK_NOT_OWN, f"no own sphere on {PLACES[t]}")
            if ABOVE[t] & cur_occ:
                raise IllegalMoveError(PylosError.TAKEBACK_NOT_FREE,
                                       f"the sphere on {PLACES[t]} is not free")
            new_me ^= BIT[t]
            cur_occ ^= BIT[t]
        return move

    def play(self, move: MoveValue | str) -> State:
        """The state after ``move`` (a :class:`Move` or its notation). This state is unchanged."""
        checked = self.check(move)
        tm = self._tm
        code = checked.code
        light, dark = self._light, self._dark
        if tm == 0:
            light ^= code & FULL
            me = light
        else:
            dark ^= code & FULL
            me = dark
        key = key_of(light, dark, 1 - tm)
        counts = dict(self._counts)
        counts[key] = counts.get(key, 0) + 1
        result, reason = outcome_after(tm, me, checked.dst_index)
        if result is None and counts[key] >= 3:
            result, reason = DRAW, "repetition"
        return State(light, dark, 1 - tm, self._variant, self._first, counts, result, reason,
                     self._ply + 1)

    # -- comparison and display ----------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (self.key, self._variant, self._result, self._counts) == \
            (other.key, other._variant, other._result, other._counts)

    def __hash__(self) -> int:
        return hash((self.key, self._variant, self._result))

    def __repr__(self) -> str:
        return (f"<pylos.State {self._variant} {self.to_move} to move, reserves "
                f"{self.reserve('light')}/{self.reserve('dark')}, result {self.result}>")


#: The slots' own setters (they bypass Frozen's __setattr__).
_SET = slot_setters(State)


def new_game(variant: str = "standard", first: str = "light") -> State:
    """A new game: empty pyramid, 15 spheres in each reserve, ``first`` to move."""
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {VARIANTS}, not {variant!r}")
    if first not in COLOURS:
        raise ValueError(f"first must be one of {COLOURS}, not {first!r}")
    tm = COLOURS.index(first)
    return State(0, 0, tm, variant, first, {key_of(0, 0, tm): 1}, None, None, 0)


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
            mask |= BIT[as_index(place)]
        masks.append(mask)
    light_mask, dark_mask = masks
    occ = light_mask | dark_mask
    if light_mask & dark_mask:
        raise ValueError("a place holds two spheres")
    for p in bits(occ):
        if occ & SUPPORT[p] != SUPPORT[p]:
            raise ValueError(f"the sphere on {PLACES[p]} is not supported")
    if max(light_mask.bit_count(), dark_mask.bit_count()) > SPHERES_PER_PLAYER:
        raise ValueError("more than 15 spheres of one colour")
    tm = COLOURS.index(to_move)
    key = key_of(light_mask, dark_mask, tm)
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


def perft(state: State, depth: int) -> int:
    """Perft of a :class:`State` (see :meth:`Board.perft`)."""
    return state.board().perft(depth)
