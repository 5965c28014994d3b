"""The rules' pictures as data: a :class:`Figure` is a position written in the game's notation,
the move it shows (legal, or refused with a declared error code) and what to mark on it.

Nothing here draws (no Qt): ``view/figures.py`` renders a figure with the game's own 3D scene,
and the tests check every figure against the rules core, so a picture and the rules can never
disagree. Each game lists its figures as ``FIGURES`` in the ``figures`` module beside its
controller (``view/games/<game>/figures.py``, plain data); nothing here names a game.
"""

from __future__ import annotations

import hashlib
import importlib
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from ..rules.common import RulesError

#: the rules packages (a figure's game names one: ``<RULES_PACKAGE>.<game>``)
RULES_PACKAGE = "tabletop_gui.rules"


@dataclass(frozen=True)
class Figure:
    """One picture of the rules.

    ``position``: keyword arguments of the rules' ``position()`` as (name, value) pairs
    (values made of tuples, so the figure hashes); empty: a new game (``new_game()``).
    ``moves``: played first, from that position. ``shown``: the move the picture illustrates
    (None: the position alone); ``code``: for an illegal example, the rules' error code that
    move gets (the picture crosses it out and says why). ``result``: when the shown move ends
    the game, how (the state's ``result`` after it, as text). ``marks``: places (or cells
    ``"x,y"``) the picture highlights. ``view``: a framing hint for the game's renderer
    (``""`` the default). ``size``: the picture's logical size in pixels."""

    game: str
    id: str
    position: tuple[tuple[str, Any], ...] = ()
    moves: tuple[str, ...] = ()
    shown: Optional[str] = None
    code: Optional[str] = None
    result: Optional[str] = None
    marks: tuple[str, ...] = ()
    view: str = ""
    size: tuple[int, int] = (440, 260)

    @property
    def url(self) -> str:
        """The address the rules' HTML gives it: ``figure:<game>/<id>``."""
        return f"figure:{self.game}/{self.id}"

    def digest(self, *salt: object) -> str:
        """A hash of the whole definition (and ``salt``: a renderer version, the theme...):
        the key of its cached picture."""
        text = repr((self, salt))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class Outcome:
    """A figure worked out by the rules: the position before the shown move, the one after it
    (None when the move is refused or there is none) and the code it was refused with."""

    before: Any
    after: Optional[Any]
    code: Optional[str]


def start_state(figure: Figure) -> Any:
    """The figure's position (its ``moves`` played), built by the game's rules."""
    rules = importlib.import_module(f"{RULES_PACKAGE}.{figure.game}")
    kwargs = {name: _unfreeze(value) for name, value in figure.position}
    state = rules.position(**kwargs) if figure.position else rules.new_game()
    for move in figure.moves:
        state = state.play(move)
    return state


def _unfreeze(value: Any) -> Any:
    """Tuples of pairs given as a mapping's items (``pawns``) become a dict again; other
    tuples lists."""
    if isinstance(value, tuple) and value and all(
            isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], int)
            and isinstance(v[1], tuple) for v in value):
        return {k: v for k, v in value}
    if isinstance(value, tuple):
        return [_unfreeze(v) for v in value]
    return value


def work_out(figure: Figure) -> Outcome:
    """Play the figure's shown move on its position: after it, or the code it is refused with."""
    before = start_state(figure)
    if figure.shown is None:
        return Outcome(before, None, None)
    try:
        after = before.play(figure.shown)
    except RulesError as exc:
        return Outcome(before, None, str(getattr(exc.code, "value", exc.code)))
    return Outcome(before, after, None)


def by_id(figures: Sequence[Figure]) -> Mapping[str, Figure]:
    return {f.id: f for f in figures}


__all__ = ["Figure", "Outcome", "start_state", "work_out", "by_id"]
