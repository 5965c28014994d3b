"""Game > Hint in the window: asking the computer for a move, saying it by the table (the
window's feedback bubble, and the status bar) with what best play leads to, putting it in the
Move field and on the table, and forgetting it once the position changes.

:class:`HintPresenter` asks its window only what :class:`HintHost` names. Its texts keep the
window's translation context ("MainWindow"), where they were first translated, but for the
plurals, which lupdate records only from ``self.tr`` (context "HintPresenter").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from .games.base import GameController

translate = QCoreApplication.translate


def position_key(model: Any) -> tuple[str, tuple[str, ...]]:
    """The position on the table: its game and the moves that made it."""
    return (model.game, tuple(str(m) for m in model.moves))


class HintHost(Protocol):
    """What the hints ask of the window."""

    model: Any

    @property
    def controller(self) -> Optional["GameController"]:
        """The active game's controller (None before the table is built)."""
        ...

    def needs_privacy(self) -> bool: ...

    def show_message(self, text: str, timeout_ms: int = 0) -> None: ...

    def show_feedback(self, text: "str | Callable[[], str]", timeout_ms: int = 0) -> None: ...

    def set_notation(self, text: str) -> None: ...


class HintPresenter(QObject):
    """See the module docstring."""

    def __init__(self, host: HintHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.host = host
        self.model = host.model
        self.last_hint: Optional[tuple[Any, Any]] = None   # (move, info) of the last hint
        self._hint_for: Optional[tuple[str, tuple[str, ...]]] = None   # its position
        self.model.hintReady.connect(self.on_hint)
        self.model.hintFailed.connect(self.on_hint_failed)

    def forget(self) -> None:
        """The turn changed (see ``TurnPresenter.forget_turn``): the hint, and whatever the
        table said for the turn before (a PILUS hint names a tile of the hand before), are
        gone."""
        self.last_hint = None
        self._hint_for = None
        self.host.show_feedback("")

    def ask(self) -> None:
        """Game > Hint: the computer (expert) suggests a move for the person to move; it
        thinks in the worker, like a computer seat. "Looking…" is said first (in the status
        bar): a hint found at once (a synchronous pool) replaces it. Why none is given, and
        the hint, are said by the table."""
        say = self.host.show_feedback
        if self.host.needs_privacy():
            # the hint would name what the screen hides (a tile of a hand nobody has revealed)
            say(self.withheld_text, 4000)
            return
        ctl = self.host.controller
        own = ctl.step_hint() if ctl is not None else None
        if own is not None:                     # a step of the turn the game answers itself
            say(own, 15000)
            return
        m = self.model
        if m.is_over():
            say(self.over_text, 4000)
            return
        self.host.show_message(translate("MainWindow", "Looking for a good move…"))
        if m.request_hint():
            return
        if m.is_computer_turn() or m.is_thinking():
            say(lambda: translate("MainWindow", "No hint now: it is not a person's turn."),
                4000)
        else:                                   # the hint's computer could not be started
            self.on_hint_failed("")

    @staticmethod
    def over_text() -> str:
        """Why no hint is given once the game is over (Game > Hint is greyed then; H on the
        table still asks)."""
        return translate("MainWindow", "No hint now: the game is over.")

    def on_hint(self, move: Any, info: Any) -> None:
        if self.host.needs_privacy():
            return                  # asked before the screen came up: for nobody's eyes now
        ctl = self.host.controller
        self.last_hint = (move, info)
        self._hint_for = position_key(self.model)
        self.host.set_notation(str(move))       # Enter plays it
        self.host.show_feedback(lambda: self.hint_sentence(ctl, move, info or {}), 15000)
        # and on the table, as the game shows it (a cursor on the move's first step, a tile
        # turned as laid with a ghost where it goes)
        if ctl is not None:
            ctl.show_hint(move)

    def withheld_text(self) -> str:
        """Why no hint is given behind the privacy screen: the game's words for what it hides
        (``GameController.hint_withheld_text``), else the sentence every game shares."""
        ctl = self.host.controller
        own = ctl.hint_withheld_text() if ctl is not None else None
        return own if own is not None else translate("HintPresenter", "No hint while the "
                                                                      "table is hidden.")

    def hint_sentence(self, ctl: Optional["GameController"], move: Any, info: Any) -> str:
        """The hint in the current language: the move in the game's words, then what best
        play leads to."""
        text = ctl.hint_text(move) if ctl is not None else str(move)
        return text + self.outcome_text(info, ctl)

    def outcome_text(self, info: Any, ctl: Optional["GameController"] = None) -> str:
        """What best play leads to after the hinted move, as the hint's computer found it
        (" — you win with best play"), or nothing: in the game's own words for what its
        computer noted (``GameController.hint_outcome_text``), else in the words every game
        shares."""
        own = ctl.hint_outcome_text(info) if ctl is not None else None
        if own is not None:
            return " — " + own if own else ""
        outcome = info.get("outcome")
        plies = int(info.get("plies") or 0)
        if outcome == "win" and plies:
            # (plurals: self.tr, which lupdate records with their forms)
            return " — " + self.tr("you win in %n turn(s) with best play", "", plies)
        if outcome == "win":          # known from the book, the number of turns not
            return " — " + translate("MainWindow", "you win with best play")
        if outcome == "loss" and plies:
            return " — " + self.tr("best play wins for the opponent in %n turn(s)", "", plies)
        if outcome == "loss":
            return " — " + translate("MainWindow", "best play wins for the opponent")
        if outcome == "draw":         # neither side can force a win
            return " — " + translate("MainWindow", "best play draws")
        return ""

    def on_hint_failed(self, _detail: str) -> None:
        self.host.show_feedback(lambda: translate(
            "MainWindow", "No hint this time: the computer found none."), 6000)

    def hint_now(self) -> Any:
        """The move of the last hint while the position it was given for is still on the
        table, else None."""
        if self.last_hint is None or self._hint_for != position_key(self.model):
            return None
        return self.last_hint[0]


__all__ = ["HintHost", "HintPresenter", "position_key"]
