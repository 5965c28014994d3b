"""The bot protocol, the levels and the factory: the one place the rest of the app asks for a
computer opponent.

Every bot, for every game, follows :class:`Bot`::

    bot = make_bot("pylos", "expert", seed=7)            # or seconds=..., nodes=...
    move = bot.choose(state, cancel=event, progress=callback)
    decision = bot.decide(state, cancel=event, progress=callback)   # move + what it knows

* ``state`` is what the bot may know: a Pylos :class:`~tabletop_gui.rules.pylos.State`, or a
  PILUS :class:`~tabletop_gui.rules.pilus.View` (a full PILUS ``State`` is turned into the view
  of the player to move first, so a bot can never peek at hidden tiles).
* budget: ``seconds`` (wall clock) or ``nodes`` (reproducible: the same moves on any machine);
  each level has a default (see :data:`LEVELS`).
* ``seed`` makes every random choice reproducible (one :class:`random.Random` per bot).
* ``cancel`` (a :class:`threading.Event` or a callable returning bool) means "move now": the bot
  stops within a few milliseconds and returns its best move so far - never ``None`` while a
  legal move exists.
* ``progress(percent)`` gets 0..100 (100 last).

Levels, weakest first: ``"beginner"`` (a one-turn look with deliberate human-like slips),
``"easy"`` (a short look with some noise), ``"medium"`` (the app's default: sound and quick,
well under a second), ``"expert"`` (the full time budget, 2 s by default; exact solving near
the end of a Pylos game). ``"random"`` is the reference bot of the match runner and the tests.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Optional, Protocol, Union

from .random_bot import RandomBot

GAMES = ("pylos", "pilus")
LEVELS = ("beginner", "easy", "medium", "expert")
DEFAULT_LEVEL = "medium"
#: extra names :func:`make_bot` accepts (not offered in the app)
EXTRA_LEVELS = ("random",)

CancelLike = Union[threading.Event, Callable[[], bool], None]
ProgressLike = Optional[Callable[[int], None]]


@dataclass
class Decision:
    """A bot's move and what it learnt on the way (for hints, the status bar and benchmarks)."""

    move: Any
    #: ``"win"`` / ``"loss"`` once the position is solved (Pylos), else None
    outcome: Optional[str] = None
    #: with ``outcome``: turns (both players') until the game ends with best play
    plies: Optional[int] = None
    #: the bot's own score of the move (game-specific units), if any
    score: Optional[float] = None
    nodes: int = 0
    depth: int = 0
    seconds: float = 0.0
    detail: Dict[str, Any] = field(default_factory=dict)

    def info(self) -> Dict[str, Any]:
        """The plain dict the model's ``hintReady`` carries."""
        return {"outcome": self.outcome, "plies": self.plies, "score": self.score,
                "nodes": self.nodes, "depth": self.depth, "seconds": round(self.seconds, 3)}


class Bot(Protocol):
    game: str
    level: str

    def choose(self, state: Any, *, cancel: CancelLike = None, progress: ProgressLike = None) -> Any: ...

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision: ...


def as_cancel_check(cancel: CancelLike) -> Optional[Callable[[], bool]]:
    """A callable for the search loops from an Event, a callable or None."""
    if cancel is None:
        return None
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


class BaseBot:
    """Shared plumbing: ``choose`` is ``decide(...).move``."""

    game = ""
    level = ""

    def choose(self, state: Any, *, cancel: CancelLike = None, progress: ProgressLike = None) -> Any:
        return self.decide(state, cancel=cancel, progress=progress).move

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game} {self.level}>"


class RandomReference(BaseBot):
    """:class:`RandomBot` behind the bot protocol (wins at once when it can, else random)."""

    level = "random"

    def __init__(self, game: str, seed: Optional[int] = None) -> None:
        self.game = game
        self._bot = RandomBot(seed)

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        state = own_view(state)
        if self.game == "pilus" and hasattr(state, "sample"):
            # a view cannot play: judge immediate results on a sample (the board part is exact)
            moves = state.legal_moves()
            if not moves:
                raise ValueError("no legal move")
            move = self._bot._rng.choice(moves)
        else:
            event = cancel if isinstance(cancel, threading.Event) else None
            move = self._bot.choose(state, cancel=event, progress=progress or (lambda _p: None))
        if progress is not None:
            progress(100)
        return Decision(move)


def own_view(state: Any) -> Any:
    """What the player to move may see: a PILUS ``State`` becomes its view; others unchanged."""
    if hasattr(state, "view") and hasattr(state, "hand_ids"):
        return state.view(state.to_move)
    return state


def game_of(state: Any) -> str:
    """``"pylos"`` or ``"pilus"`` from a state or view."""
    module = type(state).__module__
    for game in GAMES:
        if module.endswith("rules." + game):
            return game
    raise ValueError(f"not a Pylos or PILUS state: {state!r}")


def normalize_level(level: Union[str, int, None]) -> str:
    """A level name from a name, ``None`` (the default) or 1..4 (older callers)."""
    if level is None:
        return DEFAULT_LEVEL
    if isinstance(level, int) and not isinstance(level, bool):
        if 1 <= level <= len(LEVELS):
            return LEVELS[level - 1]
        raise ValueError(f"unknown level {level!r}")
    if isinstance(level, str) and level.strip().lower() in LEVELS + EXTRA_LEVELS:
        return level.strip().lower()
    raise ValueError(f"unknown level {level!r}")


def make_bot(game: str, level: Union[str, int, None] = DEFAULT_LEVEL, seed: Optional[int] = None,
             *, seconds: Optional[float] = None, nodes: Optional[int] = None) -> BaseBot:
    """A bot for ``game`` at ``level``. ``seconds`` / ``nodes`` override the level's budget."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    level = normalize_level(level)
    if level == "random":
        return RandomReference(game, seed)
    if game == "pylos":
        from .pylos_bot import PylosBot

        return PylosBot(level, seed, seconds=seconds, nodes=nodes)
    from .pilus import PilusBot

    return PilusBot(level, seed, seconds=seconds, nodes=nodes)


def choose_move(state_or_view: Any, level: str = "expert", seconds: Optional[float] = None,
                seed: Optional[int] = None, *, nodes: Optional[int] = None,
                cancel: CancelLike = None, progress: ProgressLike = None) -> Any:
    """A legal move of ``state_or_view`` chosen at ``level`` (the public entry point)."""
    return decide(state_or_view, level, seconds, seed, nodes=nodes, cancel=cancel,
                  progress=progress).move


def decide(state_or_view: Any, level: str = "expert", seconds: Optional[float] = None,
           seed: Optional[int] = None, *, nodes: Optional[int] = None,
           cancel: CancelLike = None, progress: ProgressLike = None) -> Decision:
    """As :func:`choose_move`, with what the bot learnt (e.g. ``outcome="win"``, ``plies``)."""
    bot = make_bot(game_of(state_or_view), level, seed, seconds=seconds, nodes=nodes)
    return bot.decide(state_or_view, cancel=cancel, progress=progress)
