"""The bot protocol, the levels and the factory: the one place the rest of the app asks for a
computer opponent. Nothing here knows any game: each game's bots are found through
:func:`register_bots` or, by convention, the ``make_bot`` of the package
``tabletop_gui.ai.<game>``; every state is read through the game protocol
(:mod:`tabletop_gui.rules.protocol`).

Every bot, for every game, follows :class:`Bot`::

    bot = make_bot(game, "expert", seed=7)               # or seconds=..., nodes=...
    move = bot.choose(state, cancel=event, progress=callback)
    decision = bot.decide(state, cancel=event, progress=callback)   # move + what it knows

* ``state`` is what the bot may know: a game state is first turned into what the seat to move
  may see (``state.view(state.seat_to_move)``: the state itself in an open game, the seat's
  information state where some is hidden), so a bot can never peek at hidden information.
* budget: ``seconds`` (wall clock) or ``nodes`` (reproducible: the same moves on any machine);
  each level has a default.
* ``seed`` makes every random choice reproducible (one :class:`random.Random` per bot).
* ``cancel`` (a :class:`threading.Event` or a callable returning bool) means "move now": the bot
  stops within a few milliseconds and returns its best move so far - never ``None`` while a
  legal move exists.
* ``progress(percent)`` gets 0..100 (100 last).
* ``bot.prepare(state)`` when a game begins: the bot starts reading what it needs (the Pylos
  book) in the background; a timed move waits for it at most part of its budget.

Levels, weakest first (in Pylos, bench/RESULTS.md's ladder): ``"beginner"`` (a two-turn look,
no book and no random slips: its mistakes are a short look's), ``"easy"`` (a four-turn look),
``"medium"`` (the app's default: a three-turn look that judges positions well, well under a
second), ``"hard"`` (the expert's knowledge with a strong player's slips: a fifth of its
moves are the natural move of a short look), ``"expert"`` (the full time budget, 2 s by
default; the book of solved positions, exact solving near the end where the game allows).
Each level wins most games against the one below it, not all (in Pylos 70-85 %).
``"random"`` is the reference bot of the match runner and the
tests.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Protocol, Tuple, Union

from ..rules.protocol import GameState, InfoState
from .levels import DEFAULT_LEVEL, LEVELS
from .random_bot import RandomBot

__all__ = ["BaseBot", "Bot", "BotFactory", "BotInput", "CancelLike", "DEFAULT_LEVEL", "Decision",
           "EXTRA_LEVELS", "LEVELS", "ProgressLike", "RandomReference", "as_cancel_check",
           "bot_factory", "check_data", "choose_move", "decide", "game_of", "games", "make_bot",
           "normalize_level", "own_view", "register_bots", "unregister_bots"]

#: the levels older callers numbered 1..4 (before "hard"): their numbers keep their meaning
NUMBERED_LEVELS = ("beginner", "easy", "medium", "expert")
#: extra names :func:`make_bot` accepts (not offered in the app)
EXTRA_LEVELS = ("random",)

CancelLike = Union[threading.Event, Callable[[], bool], None]
ProgressLike = Optional[Callable[[int], None]]
#: what a bot is given: a full game state (turned into its seat's view) or an information state
BotInput = Union[GameState, InfoState]


@dataclass
class Decision:
    """A bot's move and what it learnt on the way (for hints, the status bar and benchmarks)."""

    move: Any
    #: ``"win"`` / ``"draw"`` / ``"loss"`` once the position is solved, else None
    outcome: Optional[str] = None
    #: with a win or a loss: turns (all players') until the game ends with best play
    plies: Optional[int] = None
    #: the bot's own score of the move (game-specific units), if any
    score: Optional[float] = None
    nodes: int = 0
    depth: int = 0
    seconds: float = 0.0
    detail: Dict[str, Any] = field(default_factory=dict)
    #: what the game's own bot adds to :meth:`info` (plain values, named in that game's
    #: words: the hint of its view reads them)
    notes: Dict[str, Any] = field(default_factory=dict)

    def info(self) -> Dict[str, Any]:
        """The plain dict the model's ``hintReady`` carries: what every game's bot knows, then
        the game's own :attr:`notes`."""
        return {"outcome": self.outcome, "plies": self.plies, "score": self.score,
                "nodes": self.nodes, "depth": self.depth, "seconds": round(self.seconds, 3),
                **self.notes}


class Bot(Protocol):
    game: str
    level: str

    def choose(self, state: Any, *, cancel: CancelLike = None, progress: ProgressLike = None) -> Any: ...

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision: ...


class BotFactory(Protocol):
    """A game's ``make_bot``: a bot at a level name, with an optional seed and budget."""

    def __call__(self, level: str, seed: Optional[int] = None, *, seconds: Optional[float] = None,
                 nodes: Optional[int] = None) -> BaseBot: ...


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

    def prepare(self, state: Any) -> None:
        """A game of ``state`` (what the bot's seat may see) has begun: start reading, in the
        background, what the bot's moves will need (a book), so that no move waits for it.
        Returns at once; nothing to do by default."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game} {self.level}>"


def own_view(state: BotInput) -> InfoState:
    """What the seat to move may see: a game state becomes ``state.view(state.seat_to_move)``
    (the state itself in an open game); an information state is returned unchanged."""
    if isinstance(state, GameState):
        return state.view(state.seat_to_move)
    return state


class RandomReference(BaseBot):
    """:class:`RandomBot` behind the bot protocol, for any game: in an open game (the view is a
    playable state) it wins at once when it can and avoids losing at once; where the view hides
    something it plays a random legal move."""

    level = "random"

    def __init__(self, game: str, seed: Optional[int] = None) -> None:
        self.game = game
        self._bot = RandomBot(seed)

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        view = own_view(state)
        if isinstance(view, GameState):
            event = cancel if isinstance(cancel, threading.Event) else None
            move = self._bot.choose(view, cancel=event, progress=progress or (lambda _p: None))
        else:
            moves = list(view.legal_moves())
            if not moves:
                raise ValueError("no legal move")
            move = self._bot.pick(moves)
        if progress is not None:
            progress(100)
        return Decision(move)


def game_of(state: Any) -> str:
    """The registry name of the game a state or view belongs to (its ``game``)."""
    game = getattr(state, "game", None)
    if not isinstance(game, str) or not game:
        raise ValueError(f"not a game state: {state!r}")
    return game


def normalize_level(level: Union[str, int, None]) -> str:
    """A level name from a name, ``None`` (the default) or 1..4 (older callers:
    :data:`NUMBERED_LEVELS`)."""
    if level is None:
        return DEFAULT_LEVEL
    if isinstance(level, int) and not isinstance(level, bool):
        if 1 <= level <= len(NUMBERED_LEVELS):
            return NUMBERED_LEVELS[level - 1]
        raise ValueError(f"unknown level {level!r}")
    if isinstance(level, str) and level.strip().lower() in LEVELS + EXTRA_LEVELS:
        return level.strip().lower()
    raise ValueError(f"unknown level {level!r}")


# -- the games' bots ---------------------------------------------------------------------------

_FACTORIES: Dict[str, BotFactory] = {}


def register_bots(game: str, factory: BotFactory) -> None:
    """Make ``factory(level, seed, *, seconds, nodes)`` the maker of ``game``'s bots (it
    replaces the convention's ``tabletop_gui.ai.<game>.make_bot``)."""
    _FACTORIES[game] = factory


def unregister_bots(game: str) -> None:
    """Forget a registered factory (the convention applies again)."""
    _FACTORIES.pop(game, None)


def _package_of(game: str) -> Optional[str]:
    """``tabletop_gui.ai.<game>`` when that package exists (a package: never a module of this
    layer such as ``bots`` or ``match``)."""
    if not game.isidentifier():
        return None
    name = f"{__package__}.{game}"
    spec = importlib.util.find_spec(name)
    if spec is None or spec.submodule_search_locations is None:
        return None
    return name


def bot_factory(game: str) -> BotFactory:
    """The maker of ``game``'s bots: registered, else ``tabletop_gui.ai.<game>.make_bot``;
    :class:`ValueError` for a game without bots."""
    factory = _FACTORIES.get(game)
    if factory is not None:
        return factory
    package = _package_of(game)
    found = getattr(importlib.import_module(package), "make_bot", None) if package else None
    if found is None:
        raise ValueError(f"unknown game {game!r}")
    return found  # type: ignore[no-any-return]   # the convention: a BotFactory


def games() -> tuple[str, ...]:
    """The games with bots: the registered ones and the packages of this layer."""
    layer = importlib.import_module(__package__ or "")
    found = [m.name for m in pkgutil.iter_modules(layer.__path__) if m.ispkg]
    return tuple(dict.fromkeys([*_FACTORIES, *sorted(found)]))


#: a game's check of the data its bots ship (:func:`check_data`): (what loaded, one line each,
#: failures naming the file)
DataCheck = Callable[[], Tuple[List[str], List[str]]]


def check_data(game: str) -> Tuple[List[str], List[str]]:
    """The check of the data ``game``'s bots ship (books, tables), by convention the
    ``check_data()`` of ``tabletop_gui.ai.<game>``: (what loaded, failures); nothing to check
    for a game without one (the self-test asks every game)."""
    package = _package_of(game)
    found = getattr(importlib.import_module(package), "check_data", None) if package else None
    if found is None:
        return [], []
    check: DataCheck = found
    return check()


def make_bot(game: str, level: Union[str, int, None] = DEFAULT_LEVEL, seed: Optional[int] = None,
             *, seconds: Optional[float] = None, nodes: Optional[int] = None) -> BaseBot:
    """A bot for ``game`` at ``level``. ``seconds`` / ``nodes`` override the level's budget."""
    factory = bot_factory(game)
    level = normalize_level(level)
    if level == "random":
        return RandomReference(game, seed)
    return factory(level, seed, seconds=seconds, nodes=nodes)


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
