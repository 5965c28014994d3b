"""The turn on the table, redrawn from the model: which game's controller is active, the turn
line and the banner over the table, what the status line says when nobody is thinking, and
what is forgotten when the position changes.

:class:`TurnPresenter` asks its window only what :class:`TurnHost` names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from ..model import rules_text
from . import messages
from .hints import position_key
from .playback import review_position, watch_paused_text

if TYPE_CHECKING:
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QAbstractButton, QStatusBar

    from .banner import TurnBanner
    from .board_view import BoardView
    from .games.base import GameController
    from .privacy import PrivacyScreen
    from .side_panel import SidePanel


class TurnHost(Protocol):
    """What the turn's redraw asks of the window."""

    model: Any
    panel: "SidePanel"

    @property
    def board(self) -> "BoardView": ...

    @property
    def banner(self) -> "TurnBanner": ...

    @property
    def privacy(self) -> "PrivacyScreen": ...

    def controller_of(self, game: str) -> "GameController": ...

    def table_built(self) -> bool: ...

    def start_page_shown(self) -> bool: ...

    def set_status(self, text: str) -> None: ...

    def statusBar(self) -> "QStatusBar": ...

    def show_feedback(self, text: "str | Callable[[], str]", timeout_ms: int = 0) -> None: ...

    def game_activated(self, old: Optional["GameController"], new: "GameController") -> None:
        """Another game's controller took the table (the window's camera, menus, hints)."""
        ...

    def turn_forgotten(self) -> None:
        """The turn changed: what the window keeps for it (the hint) is dropped."""
        ...

    def redrawn(self) -> None:
        """The table was redrawn (the window's camera and title follow)."""
        ...


class TurnPresenter(QObject):
    """See the module docstring."""

    def __init__(self, host: TurnHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.host = host
        self.model = m = host.model
        self.controller: Optional[GameController] = None
        self._turn_shown: Optional[tuple[str, tuple[str, ...]]] = None   # its texts shown
        # the active game fills the banner itself (else its turn line shows there)
        self._banner_claimed = False
        m.illegalMove.connect(self._on_illegal)
        m.gameOver.connect(self._on_game_over)
        # Pause and Play change what the turn says (paused, or the computer's turn) with no
        # other redraw when the computer is not thinking
        m.watchChanged.connect(self._on_watch_changed)

    def activate(self) -> "GameController":
        """Make the model's game's controller the active one (its panel and its table)."""
        host = self.host
        ctl = host.controller_of(self.model.game)
        if ctl is not self.controller:
            old = self.controller
            host.game_activated(old, ctl)
            self.controller = ctl
            if old is not None:
                old.deactivate()
            # what the shell lent the game before (its privacy screen, the Move field turned
            # off behind it) is not the next game's
            host.privacy.hide()
            host.panel.notation.setEnabled(True)
            host.banner.clear()
            self._banner_claimed = False
            host.board.set_controller(ctl)
            host.panel.show_game_page(ctl.panel, ctl.panel_stretch)
        return ctl

    def rules_available(self) -> bool:
        return rules_text.has_rules(self.model.game)

    def refresh(self) -> None:
        """The model's state changed: start the turn input afresh and redraw everything.
        A new position (a move, undo, redo) drops what was typed, hinted or said for the one
        before; so does a privacy screen, which the next person may be looking at."""
        host = self.host
        if host.start_page_shown():
            # the table is redrawn when it shows again (show_table), but another game in the
            # model takes the board now: nothing of the covered table speaks to the game before
            self.activate()
            return
        ctl = self.activate()
        ctl.follow_turn()
        position = position_key(self.model)
        if position != self._turn_shown or ctl.needs_privacy():
            self.forget_turn()
            self._turn_shown = position
        host.panel.notation.setPlaceholderText(ctl.notation_placeholder())
        host.banner.set_waiting(self.model.is_computer_paused())
        ctl.refresh()
        if self.model.is_over() or self.model.is_reviewing():
            host.banner.hide_for_game_over()
        self._status_when_nobody_plays()
        host.redrawn()

    def _status_when_nobody_plays(self) -> None:
        """The game's status line speaks of the position's turn; while a review shows an
        earlier position, or the computer waits (paused, or after undo), nobody is thinking:
        say what the table shows instead."""
        m = self.model
        say = self.host.set_status
        if m.is_reviewing():
            say(self._review_position())
        elif self._watch_waits():
            say(watch_paused_text())
        elif (m.is_computer_turn() and not m.is_thinking()
              and (m.is_computer_paused() or m.is_watch_paused())):
            say(QCoreApplication.translate("Messages", "Waiting for the computer"))

    def _review_position(self) -> str:
        return review_position(self.model.review_ply or 0, self.model.game_length())

    def _watch_waits(self) -> bool:
        """A game of computers only waits for the playback bar's Play: paused, or held
        after undo or redo (the bar's button says Play then too)."""
        m = self.model
        return bool(m.is_watching() and not m.is_over() and not m.is_reviewing()
                    and m.is_computer_turn() and not m.is_thinking()
                    and (m.is_watch_paused() or m.is_computer_paused()))

    def _on_watch_changed(self) -> None:
        if self.controller is not None and not self.host.start_page_shown():
            self.refresh()

    def forget_turn(self) -> None:
        """The turn, the game or the file changed: nothing typed, hinted or said for the turn
        before stays (in PILUS a hint names a tile still in the previous person's hand). The
        next redraw drops the hint's ghost and cursor, which follow the window's
        ``hint_now``."""
        self.host.turn_forgotten()
        self._turn_shown = None
        if self.host.table_built():     # else the Move field is not there yet
            self.host.panel.notation.setText("")   # not clear(): that one could be undone
        self.host.statusBar().clearMessage()
        if self.controller is not None:
            self.controller.forget_turn()

    # ---- the turn line and the banner ---------------------------------------------------------
    def show_turn(self, text: str, colour: Optional[str] = None) -> None:
        if self.model.is_reviewing():
            # the game's turn line would name whose turn it was in the position shown, as
            # though someone could play it: say which position of the game it is instead
            text, colour = self._review_position(), None
        self.host.panel.show_turn(text, colour)
        if not self._banner_claimed:
            # a game that does not fill the banner itself: its turn line shows there
            self._fill_banner(text, colour, "", ())

    def show_banner(self, who: str, colour: "QColor | str | None", instruction: str,
                    buttons: Sequence["QAbstractButton"] = ()) -> None:
        self._banner_claimed = True
        self._fill_banner(who, colour, instruction, buttons)

    def hide_banner(self) -> None:
        self._banner_claimed = True
        self.host.banner.hide_for_game_over()

    def _fill_banner(self, who: str, colour: "QColor | str | None", instruction: str,
                     buttons: Sequence["QAbstractButton"]) -> None:
        if self.model.is_over() or self.model.is_reviewing():
            # the game-over card speaks, or the review's bar says which move is on the table
            self.host.banner.hide_for_game_over()
        else:
            if self._watch_waits():
                # the game's "waiting for the computer" would not say that it waits for the
                # person watching, nor how to go on
                instruction = watch_paused_text()
            self.host.banner.show_turn_of(who, colour, instruction, buttons)

    # ---- what the model says ------------------------------------------------------------------
    def _on_illegal(self, code: str) -> None:
        """A refused move is said by the table (and in the status bar), in the language of
        the moment."""
        ctl = self.controller

        def sentence() -> str:
            own = ctl.error_message(code) if ctl is not None else None
            return own or messages.illegal_move_message(code)

        self.host.show_feedback(sentence, 6000)

    def _on_game_over(self, _outcome: object) -> None:
        text = self.controller.game_over_text() if self.controller is not None else ""
        # the outcome stays in the status line for as long as the finished game is shown; the
        # card over the table says it too (the window's ending)
        self.host.set_status(" ".join(t for t in (text, messages.game_over_status()) if t))


__all__ = ["TurnHost", "TurnPresenter"]
