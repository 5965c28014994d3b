"""The Pylos analysis board's model (issue #52): setting up a position by hand, and every legal
move's exact value worked out in a worker thread.

**Set-up.** :func:`cycle_place` turns one place empty -> light -> dark -> empty and says why
when it may not (a sphere needs its four supports, a sphere with spheres on it stays, a colour
keeps at least one sphere in its reserve, the top ends the game). :func:`setup_position` makes
the rules' position of two sets of places, the side to move and the rule set, its reserves
following (15 minus the spheres on the board), or names what makes it impossible
(:class:`SetupRefused`, a code the view words).

**Values.** :class:`MoveValues` runs :meth:`~tabletop_gui.ai.pylos.review.Reviewer.value` for
each legal move on its own thread pool (one thread: a :class:`Reviewer` is for one thread at a
time, and a cancelled task gives the thread up within about a thousand nodes), announcing each
move's value as soon as it is known (``valueReady``) and the whole list at the end
(``finished``, in the order of ``review.all_move_values``). Asking for another position cancels
the one being worked out; its late answers are dropped by their generation, as the computer's
are (:mod:`tabletop_gui.model.worker`).
"""

from __future__ import annotations

import threading
import traceback
from typing import Any, Iterable, Optional

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from ...worker import responsive_gil

#: the codes of :class:`SetupRefused` (the view has a sentence for each)
SETUP_CODES = ("unsupported", "holds_up", "too_many", "top")
#: spheres of one colour
SPHERES = 15


class SetupRefused(ValueError):
    """A set-up the rules cannot have; ``code`` is one of :data:`SETUP_CODES` and ``colour``
    the colour concerned (``too_many``), else None."""

    def __init__(self, code: str, colour: Optional[str] = None) -> None:
        super().__init__(code)
        self.code = code
        self.colour = colour


def _rules() -> Any:
    from tabletop_gui.rules import pylos

    return pylos


def setup_position(light: Iterable[str], dark: Iterable[str], to_move: str,
                   variant: str) -> Any:
    """The rules' position with ``light``'s and ``dark``'s places, ``to_move`` to move, of
    ``variant``: a game going on from here (its history starts here). Raises
    :class:`SetupRefused` when it cannot be: a sphere without its four supports
    (``unsupported``), the top taken (``top``: the game would be over), or 15 spheres of one
    colour on the board (``too_many``: that player has played their last sphere, and lost)."""
    pylos = _rules()
    light, dark = list(light), list(dark)
    if pylos.PLACES[pylos.TOP] in light + dark:
        raise SetupRefused("top")
    for colour, places in (("light", light), ("dark", dark)):
        if len(places) >= SPHERES:
            raise SetupRefused("too_many", colour)
    occupied = set(light) | set(dark)
    for place in occupied:
        index = pylos.place_index(place)
        if any(pylos.PLACES[q] not in occupied for q in pylos.SUPPORT_LIST[index]):
            raise SetupRefused("unsupported")
    return pylos.position(light, dark, to_move=to_move, variant=variant)


def spheres_of(state: Any) -> tuple[list[str], list[str]]:
    """The places of ``state``'s light and dark spheres."""
    pylos = _rules()
    light = [p for p in pylos.PLACES if state.at(p) == "light"]
    dark = [p for p in pylos.PLACES if state.at(p) == "dark"]
    return light, dark


def editable_places(state: Any) -> list[str]:
    """The places a set-up click may change now: an empty place with its four supports (the
    top aside), and a sphere with nothing on it."""
    pylos = _rules()
    out = []
    for index, place in enumerate(pylos.PLACES):
        if index == pylos.TOP:
            continue
        if state.at(place) is None:
            if all(state.at(pylos.PLACES[q]) is not None for q in pylos.SUPPORT_LIST[index]):
                out.append(place)
        elif not any(state.at(pylos.PLACES[q]) is not None for q in range(pylos.N_PLACES)
                     if pylos.ABOVE[index] >> q & 1):
            out.append(place)
    return out


def cycle_place(state: Any, place: str,
                to_move: Optional[str] = None) -> tuple[Any, Optional[str]]:
    """``(position, passed)``: ``state`` with ``place`` turned to the next of empty, light,
    dark, with ``to_move`` (default: ``state``'s) to move. A colour with 14 spheres on the
    board is passed over (it must keep one in its reserve), and named as ``passed`` (else
    None): light goes straight to dark, and empty to dark, when Light has 14 on the board.
    Raises :class:`SetupRefused`:
    ``holds_up`` for a sphere with spheres on it, ``unsupported`` for an empty place without
    its supports, ``top`` for the top, ``too_many`` when neither colour may have one more."""
    pylos = _rules()
    index = pylos.place_index(place)
    if index == pylos.TOP:
        raise SetupRefused("top")
    light, dark = spheres_of(state)
    now = state.at(place)
    if now is not None and any(state.at(pylos.PLACES[q]) is not None
                               for q in range(pylos.N_PLACES) if pylos.ABOVE[index] >> q & 1):
        raise SetupRefused("holds_up")
    order = [None, "light", "dark"]
    counts = {"light": len(light), "dark": len(dark)}
    if now is not None:
        counts[now] -= 1
    full = None
    for step in (1, 2):
        nxt = order[(order.index(now) + step) % 3]
        if nxt is None or counts[nxt] + 1 < SPHERES:
            break
        full = full or nxt
    else:
        raise SetupRefused("too_many", full)
    light = [p for p in light if p != place] + ([place] if nxt == "light" else [])
    dark = [p for p in dark if p != place] + ([place] if nxt == "dark" else [])
    return setup_position(light, dark, to_move or state.to_move, state.variant), full


def with_side_to_move(state: Any, to_move: str) -> Any:
    """``state``'s spheres with ``to_move`` to move (a fresh history)."""
    light, dark = spheres_of(state)
    return setup_position(light, dark, to_move, state.variant)


def fresh_copy(state: Any) -> Any:
    """A position going on with ``state``'s spheres, side to move and rule set, with no history
    (what the analysis board starts from: never the game's own state)."""
    return with_side_to_move(state, state.to_move)


# ---- the values, in a worker -------------------------------------------------------------------
class _Bridge(QObject):
    value = Signal(int, int, object)        # generation, index, MoveValue
    finished = Signal(int, object)          # generation, list of MoveValue
    failed = Signal(int, str)               # generation, developer detail


class _ValuesTask(QRunnable):
    def __init__(self, reviewer: Any, state: Any, generation: int, bridge: _Bridge,
                 cancel: threading.Event) -> None:
        super().__init__()
        self.reviewer, self.state, self.generation = reviewer, state, generation
        self.bridge, self.cancel = bridge, cancel

    def run(self) -> None:   # worker thread
        from tabletop_gui.ai.pylos import review

        responsive_gil()
        gen, reviewer, state = self.generation, self.reviewer, self.state
        reviewer.cancel = self.cancel
        out = []
        try:
            # (Reviewer.move_values, one move at a time, so the list fills as values come)
            for i, move in enumerate(state.legal_moves()):
                if self.cancel.is_set():
                    return
                mv = review.MoveValue(move, reviewer.value(state.play(move)).back())
                out.append(mv)
                self.bridge.value.emit(gen, i, mv)
        except review.ReviewCancelled:
            return
        except Exception:
            self.bridge.failed.emit(gen, traceback.format_exc())
            return
        self.bridge.finished.emit(gen, out)


class MoveValues(QObject):
    """Every legal move's exact value of the position last asked for (see the module's
    docstring). ``thread_pool``: a pool of its own by default (tests may pass a synchronous
    one)."""

    # a move's value is known: (its index in legal_moves(), the MoveValue)
    valueReady = Signal(int, object)
    # every move's value is known: the list, in legal_moves() order
    finished = Signal(object)
    # the work for the position asked for failed (developer detail)
    failed = Signal(str)
    # working (True) or not (False)
    busyChanged = Signal(bool)

    def __init__(self, parent: Optional[QObject] = None, thread_pool: Any = None) -> None:
        super().__init__(parent)
        if thread_pool is None:
            thread_pool = QThreadPool(self)
            thread_pool.setMaxThreadCount(1)     # one Reviewer, one thread at a time
        self._pool = thread_pool
        self._bridge = _Bridge(self)
        self._bridge.value.connect(self._on_value)
        self._bridge.finished.connect(self._on_finished)
        self._bridge.failed.connect(self._on_failed)
        self._generation = 0
        self._cancel: Optional[threading.Event] = None
        self._reviewers: dict[str, Any] = {}
        self._busy = False
        self.state: Any = None
        self.values: dict[int, Any] = {}
        app = QCoreApplication.instance()
        if app is not None:
            # the pool waits for its task when it goes: the solver stops first
            app.aboutToQuit.connect(self.cancel)

    def is_busy(self) -> bool:
        return self._busy

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def analyse(self, state: Any) -> None:
        """Work out every legal move's value of ``state`` (a finished position has none); the
        position asked for before is given up."""
        self.cancel()
        self._generation += 1
        self.state, self.values = state, {}
        if state is None or state.is_over or not state.legal_moves():
            self.finished.emit([])
            return
        reviewer = self._reviewers.get(state.variant)
        if reviewer is None:
            from tabletop_gui.ai.pylos import review

            reviewer = self._reviewers[state.variant] = review.Reviewer(state.variant)
        self._cancel = cancel = threading.Event()
        self._set_busy(True)
        self._pool.start(_ValuesTask(reviewer, state, self._generation, self._bridge, cancel))

    def cancel(self) -> None:
        """Give up the position being worked out (its answers are dropped)."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        self._generation += 1
        self._set_busy(False)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        self.cancel()
        done: bool = self._pool.waitForDone(timeout_ms)
        return done

    def _on_value(self, generation: int, index: int, mv: Any) -> None:
        if generation == self._generation:
            self.values[index] = mv
            self.valueReady.emit(index, mv)

    def _on_finished(self, generation: int, values: Any) -> None:
        if generation == self._generation:
            self._cancel = None
            self._set_busy(False)
            self.finished.emit(list(values))

    def _on_failed(self, generation: int, detail: str) -> None:
        if generation == self._generation:
            self._cancel = None
            self._set_busy(False)
            self.failed.emit(detail)


__all__ = ["MoveValues", "SETUP_CODES", "SPHERES", "SetupRefused", "cycle_place",
           "editable_places", "fresh_copy", "setup_position", "spheres_of", "with_side_to_move"]
