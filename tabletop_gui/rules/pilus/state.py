"""PILUS positions: the full :class:`State`, what one player may know (:class:`View`), and how
they are made (:func:`new_game`, :func:`position`, :func:`sample_state`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, NamedTuple, Optional, Sequence, Union

from ..common import IllegalMoveError, InvalidMoveError
from ..frozen import set_slot as _set
from ..protocol import MoveValue, Outcome, returns_of
from .cells import Cell, block, pack, unpack
from .errors import PilusEnding, PilusError
from .notation import Turn, parse_move, parse_turn
from .placement import Board, Laid, ScorePreview
from .regions import RegionMap, scored
from .tiles import ALL_TILE_IDS, COPIES, HAND_SIZE, KINDS, MAX_LEVEL, REMOVED_BY_PLAYERS, ROTS, canonical, is_tile_name

__all__ = ["Placement", "ScoreEvent", "ScorePreview", "State", "View", "new_game", "position", "sample_state"]

Hands = tuple[tuple[int, ...], ...]


class Placement(NamedTuple):
    """A legal placement of a tile (no pawn part): the colours as laid, the lower-left cell of
    its block and the level it lands on. ``turn()`` is the turn laying it, pawn unmoved."""

    tile: str
    x: int
    y: int
    level: int

    def turn(self, pawn: Optional[Cell] = None) -> Turn:
        """The turn laying this placement, the pawn going to ``pawn`` (None: it stays)."""
        return Turn(self.tile, self.x, self.y, pawn)


@dataclass(frozen=True)
class ScoreEvent:
    """What one turn scored (:attr:`State.last_scoring`): who, the points, the level of the tile
    laid (0 for a pass) and the regions that scored, each a sorted tuple of cells, in the order
    of the tile's cells. ``points == level * cells``."""

    seat: int
    points: int
    level: int
    regions: tuple[tuple[Cell, ...], ...]

    @property
    def cells(self) -> int:
        """Number of cells in the regions that scored."""
        return sum(len(r) for r in self.regions)

    @property
    def is_pass(self) -> bool:
        """True when the turn was a pass."""
        return self.level == 0


class _Unset:
    """Marker: a cached value not computed yet."""


_UNSET = _Unset()


def _winners(scores: Sequence[int]) -> tuple[int, ...]:
    best = max(scores)
    return tuple(p for p, s in enumerate(scores) if s == best)


# --------------------------------------------------------------------------------------------
# The shared public part of states and views


class _Public(Board):
    """The read API that states and views share, and the protocol names on it."""

    __slots__ = ()

    game = "pilus"  #: the game's registry name (protocol)

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
    def seat_to_move(self) -> int:
        """Protocol name of :attr:`to_move`."""
        return self._to_move

    @property
    def outcome(self) -> Optional[Outcome]:  # pragma: no cover - overridden
        raise NotImplementedError

    @property
    def result(self) -> Optional[list[int]]:
        """None while the game goes on, else the winners (players tied on points share)."""
        o = self.outcome
        return None if o is None else list(o.winners)

    @property
    def end_reason(self) -> Optional[PilusEnding]:
        """Why the game ended (``"tiles"`` / ``"blocked"``), None while it goes on."""
        o = self.outcome
        return None if o is None else PilusEnding(o.reason)

    def returns(self) -> tuple[float, ...]:
        """One number per seat: +1 for a winner, -1 for the others; 0 while the game goes on
        and when everybody ties (protocol)."""
        return returns_of(self.outcome, self._n)

    @property
    def scores(self) -> list[int]:
        """Points of each player."""
        return list(self._scores)

    def score(self, player: int) -> int:
        """Points of ``player``."""
        return self._scores[player]

    def height(self, cell: Cell) -> int:
        """Level of the topmost tile covering ``cell``; 0 for bare table."""
        return self._h.get(pack(*cell), 0)

    def top_colour(self, cell: Cell) -> Optional[str]:
        """``"B"``, ``"Y"``, ``"G"`` or ``"N"`` on top of ``cell``; None for bare table."""
        return self._c.get(pack(*cell))

    def tile_at(self, cell: Cell) -> Optional[int]:
        """Id (0..29) of the topmost tile covering ``cell``, or None."""
        return self._t.get(pack(*cell))

    def pawn(self, player: int) -> Optional[Cell]:
        """Cell of ``player``'s pawn, or None while it is off the table."""
        k = self._pawns[player]
        return None if k is None else unpack(k)

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
    def turns_left(self) -> float:
        """Turns each player still has on average: tiles in the hands and the pile over the
        players."""
        return (self._pile_n + sum(self._sizes)) / self._n

    @property
    def laid(self) -> list[tuple[str, int, int]]:
        """The tiles on the table in the order laid: ``(colours as laid, x, y)``."""
        return [(name, x, y) for _tid, name, x, y in self._laid]

    def covered_cells(self) -> list[Cell]:
        """All covered cells (sorted)."""
        return sorted(unpack(k) for k in self._h)

    def height_map(self) -> dict[Cell, int]:
        """Every covered cell and its height."""
        return {unpack(k): h for k, h in self._h.items()}

    def region(self, cell: Cell) -> list[Cell]:
        """The region (same top colour, connected from above) containing ``cell``."""
        k = pack(*cell)
        lab, cells_of = self._labels()
        if k not in lab:
            return []
        return sorted(unpack(c) for c in cells_of[lab[k]])

    def region_labels(self) -> RegionMap:
        """The regions of the board (cached with the position: cheap to ask again)."""
        return RegionMap(self._labels(), self._h)

    def move_from_text(self, text: str) -> Turn:
        """The legal turn written ``text`` (protocol; :func:`parse_move` on this position)."""
        return parse_move(text, self)

    def turn_error(self, turn: Turn) -> Optional[PilusError]:  # pragma: no cover - overridden
        raise NotImplementedError


# --------------------------------------------------------------------------------------------
# Full state


class State(_Public):
    """A complete PILUS position, hidden information included. Immutable (assigning any
    attribute raises): :meth:`play` returns a new state. Build with :func:`new_game` or
    :func:`position`."""

    __slots__ = ("_hands", "_pile", "_removed", "_cache_turns", "_cache_outcome", "_last",
                 "_scoring")

    _hands: Hands
    _pile: tuple[int, ...]
    _removed: tuple[int, ...]
    _cache_turns: Optional[list[Turn]]
    _cache_outcome: Union[Outcome, None, _Unset]
    _last: Optional[Turn]
    # (mover, points, level, scored regions as packed cells) of the turn that led here
    _scoring: Optional[tuple[int, int, int, list[list[int]]]]

    def __init__(
        self,
        n: int,
        h: dict[int, int],
        c: dict[int, str],
        t: dict[int, int],
        laid: Laid,
        pawns: tuple[Optional[int], ...],
        scores: tuple[int, ...],
        to_move: int,
        hands: Hands,
        pile: tuple[int, ...],
        removed: tuple[int, ...],
        last: Optional[Turn] = None,
        scoring: Optional[tuple[int, int, int, list[list[int]]]] = None,
    ) -> None:
        # Written while the instance is briefly an _OpenState (the same slots, plain
        # assignment): 19 plain stores cost a quarter of 19 object.__setattr__ calls.
        _set(self, "__class__", _OpenState)
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
        self._cache_outcome = _UNSET
        self._last = last
        self._scoring = scoring
        _set(self, "__class__", State)

    def _args(self) -> tuple[object, ...]:
        return (self._n, self._h, self._c, self._t, self._laid, self._pawns, self._scores,
                self._to_move, self._hands, self._pile, self._removed, self._last,
                self._scoring)

    def __reduce__(self) -> tuple[object, ...]:
        return (State, self._args())


    def copy(self) -> "State":
        """An equal state with empty caches (cheap: the board is shared, never mutated)."""
        return State(self._n, self._h, self._c, self._t, self._laid, self._pawns, self._scores,
                     self._to_move, self._hands, self._pile, self._removed, self._last,
                     self._scoring)

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
    def last_scoring(self) -> Optional[ScoreEvent]:
        """What the turn that led to this state scored (None for a dealt or built position).
        The one place turn scores are worked out: the score sheet and the scoring flash read
        it."""
        sc = self._scoring
        if sc is None:
            return None
        seat, points, level, regions = sc
        return ScoreEvent(seat, points, level,
                          tuple(tuple(sorted(unpack(k) for k in r)) for r in regions))

    @property
    def outcome(self) -> Optional[Outcome]:
        """None while the game goes on, else the winners and why it ended (protocol)."""
        o = self._cache_outcome
        if isinstance(o, _Unset):
            o = self._compute_outcome()
            _set(self, "_cache_outcome", o)
        return o

    def _compute_outcome(self) -> Optional[Outcome]:
        hands = self._hands
        if not any(hands):
            return Outcome(_winners(self._scores), PilusEnding.TILES)
        if self._generate(self._to_move, hands[self._to_move], first_only=True):
            return None
        for p in range(self._n):
            if p != self._to_move and hands[p]:
                if self._generate(p, hands[p], first_only=True):
                    return None
        # nobody can lay a tile: the game ends
        return Outcome(_winners(self._scores), PilusEnding.BLOCKED)

    def legal_moves(self) -> list[Turn]:
        """Every legal turn for the player to move ([:data:`PASS`] when they can lay nothing;
        [] once the game is over)."""
        if self.outcome is not None:
            return []
        turns = self._cache_turns
        if turns is None:
            turns = self._turns(self._to_move, self._hands[self._to_move])
            _set(self, "_cache_turns", turns)
        return list(turns)

    def placements(self, player: Optional[int] = None) -> list[Placement]:
        """Every legal placement (tile as laid, cell, level; no pawn part) of ``player``
        (default: the player to move) with their hand, on this board. Fast: no pawn options,
        no end-of-game check. Empty when they can lay nothing."""
        p = self._to_move if player is None else player
        new = tuple.__new__
        out = []
        for cols, o, level, _sets in self._generate(p, self._hands[p]):
            x, y = unpack(o)
            out.append(new(Placement, (cols, x, y, level)))
        return out

    def placement_points(self, placement: Placement, player: Optional[int] = None) -> int:
        """Points ``player`` (default: the player to move) would score with ``placement``
        (one of their :meth:`placements`), pawn unmoved. Fast: no legality check and no state
        built (``play_unchecked(placement.turn())`` scores the same)."""
        p = self._to_move if player is None else player
        return self._points(p, placement.tile, pack(placement.x, placement.y), placement.level)

    def placement_error(self, tile: str, x: int, y: int) -> Optional[PilusError]:
        """Why the player to move may not lay ``tile`` (colours as laid) at ``(x, y)``: an error
        code, or None if it is legal (pawn step aside). For the UI's status line."""
        if self.outcome is not None:
            return PilusError.GAME_OVER
        return self._placement_error(self._to_move, self._hands[self._to_move], tile, x, y)

    def turn_error(self, turn: Turn) -> Optional[PilusError]:
        """Why ``turn`` is illegal here (an error code), or None if it is legal."""
        if self.outcome is not None:
            return PilusError.GAME_OVER
        return self._turn_error(self._to_move, self._hands[self._to_move], turn)

    def score_preview(self, tile: str, x: int, y: int) -> Optional[ScorePreview]:
        """What the player to move would score laying ``tile`` (colours as laid) at (x, y),
        and which regions a pawn keeps from scoring; None when the placement is illegal."""
        if self.outcome is not None:
            return None
        return self._score_preview(self._to_move, self._hands[self._to_move], tile, x, y)

    def score_of(self, turn: Union[Turn, str]) -> int:
        """Points the player to move would score with ``turn``."""
        return self.play(turn).score(self._to_move) - self._scores[self._to_move]

    # -- play ---------------------------------------------------------------------------------
    def play(self, move: Union[MoveValue, str]) -> "State":
        """Play one turn (a :class:`Turn` or its notation) and return the new state.
        Raises :class:`InvalidMoveError` / :class:`IllegalMoveError`."""
        if isinstance(move, str):
            turn = parse_turn(move)
        elif isinstance(move, Turn):
            turn = move
        elif isinstance(move, tuple):
            turn = Turn(*move)  # a plain (tile, x, y, pawn) tuple, as before
        else:
            raise InvalidMoveError(PilusError.BAD_SYNTAX, f"not a PILUS turn: {move!r}")
        code = self.turn_error(turn)
        if code is not None:
            raise IllegalMoveError(code, f"{turn}: {code}")
        return self.play_unchecked(turn)

    def _next_player(self, hands: Hands) -> int:
        n = self._n
        for i in range(1, n + 1):
            p = (self._to_move + i) % n
            if hands[p]:
                return p
        return (self._to_move + 1) % n

    def play_unchecked(self, turn: Turn) -> "State":
        """Play ``turn`` without checking it (for searches that only play turns from
        :meth:`legal_moves` or :meth:`placements`): an illegal turn gives a meaningless
        state."""
        mover = self._to_move
        cols = turn.tile
        if cols is None:
            return State(
                self._n, self._h, self._c, self._t, self._laid, self._pawns, self._scores,
                self._next_player(self._hands), self._hands, self._pile, self._removed, turn,
                (mover, 0, 0, []),
            )
        o = pack(turn.x, turn.y)
        new_cells = block(o)
        kind = canonical(cols)
        hand = list(self._hands[mover])
        tid = next(i for i in hand if KINDS[i // COPIES] == kind)
        hand.remove(tid)
        level = 1 + max(self._h.get(c, 0) for c in new_cells)
        h, c, t = dict(self._h), dict(self._c), dict(self._t)
        for i, cell in enumerate(new_cells):
            h[cell] = level
            c[cell] = cols[i]
            t[cell] = tid
        pawns = list(self._pawns)
        if turn.pawn is not None:
            pawns[mover] = pack(*turn.pawn)
        # score: regions with a square of the new tile, >= 2 cells, no opponent pawn
        regions = scored(c, o, cols,
                         {k for p, k in enumerate(pawns) if k is not None and p != mover})
        points = 0
        for r in regions:
            points += len(r)
        points *= level
        scores = list(self._scores)
        scores[mover] += points
        pile = self._pile
        if pile:
            hand.append(pile[0])
            pile = pile[1:]
        hands_list = list(self._hands)
        hands_list[mover] = tuple(hand)
        hands = tuple(hands_list)
        laid = self._laid + ((tid, cols, turn.x, turn.y),)
        return State(
            self._n, h, c, t, laid, tuple(pawns), tuple(scores), self._next_player(hands),
            hands, pile, self._removed, turn, (mover, points, level, regions),
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


class _OpenState(State):
    """A :class:`State` under construction: the same slots, attributes assignable."""

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__


# --------------------------------------------------------------------------------------------
# Views


class View(_Public):
    """What one player may know: board, scores, pawns, their own hand, hand sizes, tiles left.
    It is built without the hidden tiles, so it cannot reveal them. ``legal_moves()`` works on
    the viewer's turn; ``play`` is not supported (use ``sample(rng).play(...)``). Immutable."""

    __slots__ = ("_viewer", "_own", "_outcome")

    _viewer: int
    _own: tuple[int, ...]
    _outcome: Optional[Outcome]

    @classmethod
    def _from_state(cls, s: State, viewer: int) -> "View":
        v = cls.__new__(cls)
        for name in Board.__slots__:
            _set(v, name, getattr(s, name))  # the board dicts are public; never mutated
        _set(v, "_regions", None)
        _set(v, "_viewer", viewer)
        _set(v, "_own", s._hands[viewer])
        _set(v, "_outcome", s.outcome)
        return v

    def __reduce__(self) -> tuple[object, ...]:
        names = Board.__slots__ + View.__slots__
        return (_restore_view, (tuple(getattr(self, n) for n in names),))

    @property
    def viewer(self) -> int:
        """The player this view belongs to."""
        return self._viewer

    @property
    def outcome(self) -> Optional[Outcome]:
        """None while the game goes on, else the winners and why it ended (protocol)."""
        return self._outcome

    def hand(self, player: int) -> Optional[list[str]]:
        """The viewer's own hand (canonical names); None for any other player."""
        if player != self._viewer:
            return None
        return [KINDS[tid // COPIES] for tid in self._own]

    def legal_moves(self) -> list[Turn]:
        """Legal turns when it is the viewer's turn; [] otherwise or once the game is over."""
        if self._outcome is not None or self._to_move != self._viewer:
            return []
        return self._turns(self._viewer, self._own)

    def placement_error(self, tile: str, x: int, y: int) -> Optional[PilusError]:
        """As :meth:`State.placement_error`, for the viewer's own hand."""
        if self._outcome is not None:
            return PilusError.GAME_OVER
        return self._placement_error(self._viewer, self._own, tile, x, y)

    def score_preview(self, tile: str, x: int, y: int) -> Optional[ScorePreview]:
        """As :meth:`State.score_preview`, for the viewer's own hand on their turn."""
        if self._outcome is not None or self._to_move != self._viewer:
            return None
        return self._score_preview(self._viewer, self._own, tile, x, y)

    def turn_error(self, turn: Turn) -> Optional[PilusError]:
        """As :meth:`State.turn_error`, for the viewer (whose turn it must be)."""
        if self._outcome is not None:
            return PilusError.GAME_OVER
        if self._to_move != self._viewer:
            return PilusError.NOT_YOUR_TURN
        return self._turn_error(self._viewer, self._own, turn)

    def play(self, move: object) -> "View":
        """Not supported: the viewer could not know the new draw."""
        raise NotImplementedError("a view cannot play: use view.sample(rng).play(move)")

    def unseen_tile_ids(self) -> list[int]:
        """Ids the viewer has not seen: all 30 minus the table minus their own hand."""
        known = {tid for tid, *_ in self._laid}
        known.update(self._own)
        return [i for i in range(ALL_TILE_IDS) if i not in known]

    def sample(self, rng: Optional[random.Random] = None) -> State:
        """A full state consistent with this view: the unseen tiles shuffled into the other
        hands, the removed tiles and the pile. (If the game ended because nobody could lay a
        tile, the sample's own ``result`` is judged from its sampled hands.)"""
        rng = rng or random.Random()
        unseen = self.unseen_tile_ids()
        rng.shuffle(unseen)
        hands: list[tuple[int, ...]] = []
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
        return (self._public_key(), self._viewer, self._own, self._outcome) == (
            other._public_key(), other._viewer, other._own, other._outcome
        )

    def __hash__(self) -> int:
        return hash((self._laid, self._pawns, self._scores, self._viewer, self._own))

    def __repr__(self) -> str:
        return f"<pilus.View of player {self._viewer} to_move={self._to_move}>"


def _restore_view(values: tuple[object, ...]) -> View:
    v = View.__new__(View)
    for name, value in zip(Board.__slots__ + View.__slots__, values, strict=True):
        _set(v, name, value)
    return v


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
    ids = list(range(ALL_TILE_IDS))
    rng.shuffle(ids)
    start = ids[0]
    cols = ROTS[KINDS[start // COPIES]][rng.randrange(4)]
    r = REMOVED_BY_PLAYERS[players]
    removed = tuple(ids[1 : 1 + r])
    i = 1 + r
    hands = []
    for _p in range(players):
        hands.append(tuple(ids[i : i + HAND_SIZE]))
        i += HAND_SIZE
    pile = tuple(ids[i:])
    h: dict[int, int] = {}
    c: dict[int, str] = {}
    t: dict[int, int] = {}
    for j, cell in enumerate(block(0)):
        h[cell], c[cell], t[cell] = 1, cols[j], start
    return State(
        players, h, c, t, ((start, cols, 0, 0),), (None,) * players, (0,) * players, first,
        tuple(hands), pile, removed,
    )


def position(
    players: int = 2,
    tiles: Sequence[tuple[str, int, int]] = (("BYGN", 0, 0),),
    pawns: Optional[Mapping[int, Cell]] = None,
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
        if not is_tile_name(name):
            raise ValueError(f"not a tile: {name!r}")
        k = canonical(name)
        if not free[k]:
            raise ValueError(f"more than {COPIES} tiles {k}")
        return free[k].pop(0)

    h: dict[int, int] = {}
    c: dict[int, str] = {}
    t: dict[int, int] = {}
    laid = []
    for name, x, y in tiles:
        tid = take(name)
        cells = block(pack(x, y))
        level = 1 + max(h.get(b, 0) for b in cells)
        if level > MAX_LEVEL:
            raise ValueError(f"{name}@{x},{y} would be at level {level}")
        for j, cell in enumerate(cells):
            h[cell], c[cell], t[cell] = level, name[j], tid
        laid.append((tid, name, x, y))
    hands = hands if hands is not None else [[] for _ in range(players)]
    if len(hands) != players:
        raise ValueError("one hand per player")
    hand_ids = tuple(tuple(take(name) for name in hnd) for hnd in hands)
    pw: list[Optional[int]] = [None] * players
    for p, where in (pawns or {}).items():
        k = pack(*where)
        if k not in h:
            raise ValueError(f"pawn {p} on bare table at {where}")
        pw[p] = k
    removed = tuple(i for k in KINDS for i in free[k])
    sc = tuple(scores) if scores is not None else (0,) * players
    return State(players, h, c, t, tuple(laid), tuple(pw), sc, to_move, hand_ids, (), removed)


def sample_state(view: View, rng: Optional[random.Random] = None) -> State:
    """A full state consistent with ``view`` (same as ``view.sample(rng)``)."""
    return view.sample(rng)
