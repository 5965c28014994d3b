"""Game > Analyse Position: the game's analysis board, a separate mode that is never a help
during a game (issue #52).

A game's view may have an analysis board: a module ``view/games/<game>/analysis.py`` with
``open_board(window, position)`` (and ``find_board(window)``), found by that name as the
controllers are. This module decides when it may open, for every game alike:

- never while a game is going on on the table (a game with moves played that is not over,
  against a person or the computer, reviewed or not): the action is off, its tooltip says why;
- never during a lesson;
- on a finished game (its last position still going on, or any position of its review), or
  with no move played yet, it opens as a copy: the game on the table is never changed.

And it keeps it so: when a game goes on again on the table (undo after the end, a game opened
or resumed, a new game's first move), an open board closes (:func:`watch`). The review's
"Analyse from here" calls :func:`open_analysis` with the reviewed position.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

translate = QCoreApplication.translate


def analysis_module(game: str) -> Optional[ModuleType]:
    """The game's analysis board module, None when it has none."""
    name = f"{__package__}.games.{game}.analysis"
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except ModuleNotFoundError:
        return None
    return importlib.import_module(name)


def has_board(game: str) -> bool:
    try:
        return importlib.util.find_spec(f"{__package__}.games.{game}.analysis") is not None
    except ModuleNotFoundError:
        return False


def game_going_on(model: Any) -> bool:
    """Whether a game is going on on the table (moves played, not over), or a lesson."""
    return bool(model.in_lesson() or (model.game_length() > 0 and not model.game_over()))


def refusal(model: Any) -> Optional[str]:
    """Why the analysis board may not open now (a sentence), None when it may."""
    if not has_board(model.game):
        return translate("Analysis", "This game has no analysis board.")
    if model.in_lesson():
        return translate("Analysis", "Not during a lesson: the analysis board opens when "
                                     "the lesson is over.")
    if model.game_length() > 0 and not model.game_over():
        return translate("Analysis", "Not while a game is going on: the analysis board opens "
                                     "on a finished game, or before the first move.")
    return None


def default_tip() -> str:
    return translate("Analysis", "Set up any position, play both sides, and see every move's "
                                 "exact value (a copy: the game is never changed)")


def update_action(action: QAction, model: Any) -> None:
    """The menu's action: on when the board may open, else off with the reason as its tip."""
    reason = refusal(model)
    action.setEnabled(reason is None)
    tip = default_tip() if reason is None else reason
    action.setToolTip(tip)
    action.setStatusTip(tip)


def table_position(model: Any) -> Any:
    """The position to analyse from the table: the one shown (the reviewed one in a review),
    or, when the game is over there, the one before its last move; None: a new board."""
    if model.game_length() == 0:
        return None
    state = model.state
    if model.spec.is_over(state):
        shown = len(model.moves)
        return model.state_at(shown - 1) if shown > 0 else None
    return state


def open_analysis(window: Any, position: Any = None, **kwargs: Any) -> Any:
    """Open ``window``'s analysis board on a copy of ``position`` (None: the table's position,
    :func:`table_position`); refused (None returned, the reason in the status bar) while
    :func:`refusal` says so. Returns the board's window."""
    model = window.model
    reason = refusal(model)
    if reason is not None:
        window.show_message(reason, 8000)
        return None
    module = analysis_module(model.game)
    assert module is not None
    if position is None:
        position = table_position(model)
    board = module.open_board(window, position, **kwargs)
    watch(window)
    return board


class _Watcher(QObject):
    """Closes its window's analysis board when a game goes on there again (a child of the
    window: Qt drops its connections with it)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("analysisWatcher")
        self.window = window
        window.model.stateChanged.connect(self.check)
        window.model.gameStarted.connect(self.check)

    def check(self) -> None:
        if not game_going_on(self.window.model):
            return
        for game in _games():
            module = analysis_module(game)
            board = module.find_board(self.window) if module is not None else None
            if board is not None and board.isVisible():
                board.close()


def watch(window: Any) -> None:
    """Close ``window``'s analysis board as soon as a game goes on again on its table (once
    per window)."""
    if window.findChild(_Watcher, "analysisWatcher") is None:
        _Watcher(window)


def _games() -> list[str]:
    from ..model.games import game_names

    return list(game_names())


__all__ = ["analysis_module", "game_going_on", "has_board", "open_analysis", "refusal", "table_position",
           "update_action", "watch"]
