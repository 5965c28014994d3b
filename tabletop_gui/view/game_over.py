"""The end of a game, over the table: a card with the winner in their colour, how the game
ended, and Play Again / New Game / Review; it can be closed to look at the board (Esc, ×) and
brought back with the Result button.

:class:`GameOverCard` and :class:`ResultButton` are plain widgets over the
:class:`~tabletop_gui.view.board_view.BoardView`; :class:`Ending` wires them to the window and
the model. What the card says comes from the game's controller
(:meth:`~tabletop_gui.view.games.base.GameController.ending_summary`), asked afresh on every
language change; the table's marks of the ending from its
:meth:`~tabletop_gui.view.games.base.GameController.show_ending`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from . import theme
from .card_place import GLIDE_WAIT_MS, MARGIN, clear_place, least_hiding, table_outline
from .framing import FramingTable

if TYPE_CHECKING:
    from .board_view import BoardView

translate = QCoreApplication.translate

CARD_WIDTH = 460           # px: wide enough for the longest language's buttons in one row


@dataclass(frozen=True)
class EndingSummary:
    """What the game-over card says: the title ("Light wins", "Draw"), the winner's colour
    (None: nobody's, a draw or a shared win of several colours) and detail lines, each a text
    and the colour of the player it names (or None); ``results``, the slice (start, stop) of
    the lines that are each player's result, which may sit two to a row on a long card (the
    other lines, how it ended, span the card)."""

    title: str
    colour: Optional[str] = None
    lines: tuple[tuple[str, Optional[str]], ...] = field(default_factory=tuple)
    results: tuple[int, int] = (0, 0)


class GameOverCard(QFrame):
    """The card; see the module docstring. ``summary`` is asked for the texts each time they
    are (re)made, so a language switch redraws it in the new language."""

    playAgain = Signal()
    newGame = Signal()
    review = Signal()
    save = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverCard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._summary: Callable[[], EndingSummary] = lambda: EndingSummary("")
        self._moves = 0
        self._saved = False
        self._place_index: Optional[int] = None     # where it is (card_place.clear_place)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 8, 10, 14)
        outer.setSpacing(6)
        top = QHBoxLayout()
        self.caption = QLabel()
        self.caption.setObjectName("gameOverCaption")
        top.addWidget(self.caption, 1)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setObjectName("gameOverClose")
        self.close_button.clicked.connect(self.dismiss)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(top)
        self.title_label = QLabel()
        self.title_label.setObjectName("gameOverTitle")
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label.setWordWrap(True)
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title_label.setFont(font)
        outer.addWidget(self.title_label)
        # the detail lines, each with a disc of the colour of the player it names
        self.details = QWidget()
        self.details.setObjectName("gameOverDetails")
        self.details_layout = QGridLayout(self.details)
        self.details_layout.setContentsMargins(8, 0, 8, 0)
        self.details_layout.setHorizontalSpacing(24)
        self.details_layout.setVerticalSpacing(4)
        outer.addWidget(self.details, 0, Qt.AlignmentFlag.AlignHCenter)
        # the game's own widget under the lines (PILUS: the score chart), or none
        self.extra: Optional[QWidget] = None
        self._extra_at = outer.count()
        row = QHBoxLayout()
        row.setSpacing(8)
        # a person's game in no file: its last offer to be kept (leaving it asks nothing)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save)
        self.save_button.hide()
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review)
        self.new_game_button = QPushButton()
        self.new_game_button.clicked.connect(self.newGame)
        self.play_again_button = QPushButton()
        self.play_again_button.setProperty("accent", True)
        self.play_again_button.clicked.connect(self.playAgain)
        for button in (self.save_button, self.review_button, self.new_game_button,
                       self.play_again_button):
            button.setAutoDefault(False)
            row.addWidget(button)
        outer.addSpacing(2)
        outer.addLayout(row)
        self.setMinimumWidth(CARD_WIDTH)
        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    # ---- what it says -------------------------------------------------------------------
    def set_summary(self, summary: Callable[[], EndingSummary], moves: int,
                    savable: bool = False) -> None:
        """What the card says; ``savable``: it offers Save… (a person's game in no file)."""
        self._summary = summary
        self._moves = moves
        self._saved = False
        self.save_button.setEnabled(True)
        self.save_button.setVisible(savable)
        self.retranslate()

    def set_extra(self, widget: Optional[QWidget]) -> None:
        """Show ``widget`` under the detail lines (None: nothing there; the one before goes)."""
        if widget is self.extra:
            return
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        if self.extra is not None:
            layout.removeWidget(self.extra)
            self.extra.hide()
            self.extra.deleteLater()
        self.extra = widget
        if widget is not None:
            layout.insertWidget(self._extra_at, widget)
            widget.show()
        self.place()

    def saved(self) -> None:
        """The game is in a file now: nothing more to offer. The button stays where it was,
        greyed and saying so: hiding it would slide the others left under the pointer, and a
        click meant for Review would land on New Game."""
        self._saved = True
        self.save_button.setEnabled(False)
        self._static_texts()

    def offers_save(self) -> bool:
        """Save… is on the card and can be clicked."""
        return self.save_button.isVisibleTo(self) and self.save_button.isEnabled()

    def summary(self) -> EndingSummary:
        return self._summary()

    def title(self) -> str:
        return self.title_label.text()

    def detail(self) -> str:
        """The detail lines as plain text (one a line)."""
        return "\n".join(text for text, _colour in self._lines())

    def _lines(self) -> list[tuple[str, Optional[str]]]:
        lines = list(self.summary().lines)
        if self._moves:
            lines.append((GameOver().moves_played(self._moves), None))
        return lines

    def detail_labels(self) -> list[QLabel]:
        """The labels of the detail lines shown now."""
        labels = []
        for i in range(self.details_layout.count()):
            item = self.details_layout.itemAt(i)
            row = item.widget() if item is not None else None
            if row is not None:
                labels += [w for w in row.findChildren(QLabel) if w.objectName() == "detail"]
        return labels

    def _fill_details(self, t: theme.Theme) -> None:
        while self.details_layout.count():
            item = self.details_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        lines = self._lines()
        # more than three lines: two to a row, read across in their order, so the card
        # stays low enough to fit above or below the table of a small window; the players'
        # results start a row of their own, and so does the line after them (how it ended,
        # how long it lasted: a line alone there spans the card)
        start, stop = self.summary().results
        wide = len(lines) > 3
        at, column = 0, 0
        for i, (text, colour) in enumerate(lines):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(8)
            swatch = QLabel()
            swatch.setFixedSize(14, 14)
            if colour:
                swatch.setStyleSheet(f"background: {colour}; border: 1px solid {t.text_muted};"
                                     " border-radius: 7px;")
            line.addWidget(swatch, 0, Qt.AlignmentFlag.AlignVCenter)
            label = QLabel(text)
            label.setObjectName("detail")
            label.setTextFormat(Qt.TextFormat.PlainText)
            line.addWidget(label, 1)
            result = start <= i < stop
            last = i + 1 == len(lines) or (start <= i + 1 < stop) != result
            if not wide:
                self.details_layout.addWidget(row, i, 0)
            elif column == 0 and last and not result:
                self.details_layout.addWidget(row, at, 0, 1, 2)
                at += 1
            else:
                self.details_layout.addWidget(row, at, column)
                column += 1
                if column == 2 or last:
                    at, column = at + 1, 0
            row.setVisible(True)      # counted by the layout now, not after a queued show

    def retranslate(self) -> None:
        t = theme.current()
        summary = self.summary()
        self.title_label.setText(summary.title)
        if summary.colour:
            pill = (f"#gameOverCard #gameOverTitle {{ background: {summary.colour};"
                    f" color: {theme.text_on(summary.colour)}; border: 1px solid {t.border};"
                    f" border-radius: {t.radius}px; padding: 5px 16px; }}")
        else:
            pill = "#gameOverCard #gameOverTitle { padding: 5px 16px; }"
        # opaque, edged and shadowed (a bottom edge darker than the others): the card must
        # read the same over the felt, a busy pile of tiles or the spheres
        edge = QColor(t.border).darker(150 if not t.dark else 70).name()
        shade = QColor(t.border).darker(230 if not t.dark else 40).name()
        self.setStyleSheet(
            theme.card_qss("gameOverCard", t)
            + f" #gameOverCard {{ background: {t.surface}; border: 2px solid {edge};"
            f" border-bottom: 4px solid {shade}; border-right: 3px solid {shade}; }}"
            + f" #gameOverCard QLabel {{ color: {t.text}; }}"
            + " " + pill
            + f" #gameOverCard #gameOverCaption {{ color: {t.text_muted}; }}"
            + " #gameOverCard QToolButton#gameOverClose { border: none; background: transparent;"
            " padding: 2px 6px; font-size: 16px; }"
            + f" #gameOverCard QToolButton#gameOverClose:hover {{ color: {t.accent}; }}")
        self._static_texts()                 # the buttons' widths in the card's style
        self._fill_details(t)
        self.place()

    def _static_texts(self) -> None:
        """The caption's and the buttons' texts (a hidden card keeps them in the current
        language too: they are on the widget, seen or not)."""
        self.caption.setText(translate("GameOver", "Game over"))
        self.close_button.setToolTip(translate("GameOver", "Close, to look at the table (Esc)"))
        # as wide as the wider of its two texts, so that saving moves no other button
        widest = 0
        for text in (translate("GameOver", "Saved"), translate("GameOver", "Save…")):
            self.save_button.setText(text)
            widest = max(widest, self.save_button.sizeHint().width())
        self.save_button.setMinimumWidth(widest)
        if self._saved:
            self.save_button.setText(translate("GameOver", "Saved"))
            self.save_button.setToolTip(translate("GameOver", "This game is kept in its file"))
        else:
            self.save_button.setText(translate("GameOver", "Save…"))
            self.save_button.setToolTip(translate("GameOver", "Keep this game in a file (it is "
                                                             "not kept otherwise)"))
        self.review_button.setText(translate("GameOver", "Review the Game"))
        self.review_button.setToolTip(translate("GameOver", "Step through the game move by move"))
        self.new_game_button.setText(translate("GameOver", "New Game…"))
        self.new_game_button.setToolTip(translate("GameOver", "Choose another game or other "
                                                             "players"))
        self.play_again_button.setText(translate("GameOver", "Play Again"))
        self.play_again_button.setToolTip(translate("GameOver", "The same game with the same "
                                                               "players"))

    # ---- showing ------------------------------------------------------------------------
    def open(self) -> None:
        self.retranslate()
        self.show()
        self.raise_()
        self.place()
        self.play_again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def dismiss(self) -> None:
        """× or Esc: the table alone (the Result button brings the card back)."""
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def place(self) -> None:
        """As tall as its texts need, at an edge or a corner of the view, the table framed
        in the rest of it (``BoardView.set_frame_room``): nothing on the table (the pyramid,
        the last tiles), which decided the game, is under the card. On a table that frames
        no camera, where it hides least of it."""
        parent = self.parentWidget()
        if parent is None:
            return
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()
        hint = layout.totalSizeHint()
        width = min(max(CARD_WIDTH, hint.width()), max(200, parent.width() - 2 * MARGIN))
        height = max(hint.height(), layout.totalHeightForWidth(width)
                     if layout.hasHeightForWidth() else -1)
        board = parent
        if not isinstance(board, FramingTable):
            self.setGeometry(least_hiding(QSize(width, height), parent.size(), None))
            return
        outline = table_outline(board)
        self._place_index, card, free = clear_place(QSize(width, height), parent.size(),
                                                    outline, self._place_index)
        self.setGeometry(card)
        if self.isVisible():
            board.set_frame_room(free)
        if board.gliding():
            # the camera is still on its way to the end's framing: look again where it stops
            QTimer.singleShot(GLIDE_WAIT_MS, self._place_if_shown)

    def hideEvent(self, ev: QHideEvent) -> None:
        # the table framed in all of the view again (not for the window's own minimising)
        self._place_index = None
        board = self.parentWidget()
        if isinstance(board, FramingTable) and not ev.spontaneous():
            board.set_frame_room(None)
        super().hideEvent(ev)

    def _place_if_shown(self) -> None:
        if self.isVisible():
            self.place()

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        if ev.key() == Qt.Key.Key_Escape:
            self.dismiss()
            ev.accept()
            return
        super().keyPressEvent(ev)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize and self.isVisible():
            # after the table's own resize, which frames its camera for the new shape: the
            # outline is the new one's
            QTimer.singleShot(0, self, self._place_if_shown)
        return False

    def changeEvent(self, ev: QEvent) -> None:
        # a hidden card is made afresh when opened (its game may be over no more)
        if ev.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:
                self._static_texts()
        super().changeEvent(ev)


class ResultButton(QPushButton):
    """Over the table's top edge once the card is closed: brings it back."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("resultButton")
        self.setAutoDefault(False)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        t = theme.current()
        self.setStyleSheet(
            f"#resultButton {{ background: {t.accent}; color: {t.accent_text};"
            f" border: 1px solid {t.accent}; border-radius: {t.radius}px; padding: 6px 16px;"
            f" font-weight: bold; }}")
        self.setText(translate("GameOver", "Result"))
        self.setToolTip(translate("GameOver", "Show how the game ended"))
        self.place()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.adjustSize()
            self.move(parent.width() - self.width() - MARGIN, MARGIN)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(ev)


class GameOver(QObject):
    """Plural texts (lupdate records plural forms of ``tr`` calls)."""

    def moves_played(self, n: int) -> str:
        return self.tr("The game lasted %n move(s).", "", n)

    def player_points(self, name: str, points: int) -> str:
        """A player's final score on the card: "Ana: 42 points"."""
        return self.tr("%1: %n point(s)", "", points).replace("%1", name)


class EndingGame(Protocol):
    """What the ending asks of the active game's controller (a
    :class:`~tabletop_gui.view.games.base.GameController` is one): its words for the card and
    its marks on the table. Named here so the ending and the game seam do not import each
    other."""

    def ending_summary(self) -> "EndingSummary": ...

    def show_ending(self, outcome: Any) -> None: ...

    def ending_extra(self) -> Optional[QWidget]: ...


class EndingHost(Protocol):
    """What the end of the game asks of the window."""

    model: Any

    @property
    def board(self) -> "BoardView": ...

    @property
    def controller(self) -> Optional["EndingGame"]:
        """The active game's controller."""
        ...

    def computer_held(self) -> contextlib.AbstractContextManager[None]: ...

    def maybe_save_changes(self, action: str) -> bool: ...

    def save(self) -> bool:
        """Save the game (Save As for a game in no file); False when it was not saved."""
        ...

    def new_game_dialog(self) -> None: ...


class Ending(QObject):
    """The end of the game in the window: the card after the last move, the Result button
    once it is closed (or for a finished game opened from a file), the controller's marks on
    the table; the card's buttons start the next game or the review."""

    def __init__(self, window: EndingHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent if parent is not None
                         else window if isinstance(window, QObject) else None)
        self.window = window
        self.model = window.model
        self.card = GameOverCard(window.board)
        self.result_button = ResultButton(window.board)
        self.result_button.clicked.connect(self.open_card)
        self.card.closed.connect(self._follow)
        self.card.playAgain.connect(self.play_again)
        self.card.newGame.connect(self.new_game)
        self.card.review.connect(self.review)
        self.card.save.connect(self.save)
        self._marks_stale = False
        m = self.model
        m.gameOver.connect(self._on_game_over)
        m.stateChanged.connect(self._follow)     # after the window's redraw (connected first)
        m.reviewChanged.connect(self._on_review_changed)
        # a finished game opened from a file: its ending marked on the table, the card behind
        # the Result button
        m.gameStarted.connect(self._on_game_started)

    def _on_game_over(self, outcome: Any) -> None:
        ctl = self.window.controller
        if ctl is not None:
            ctl.show_ending(outcome)
        self._marks_stale = False
        self.open_card()

    def hide_card(self) -> None:
        """Neither the card nor the Result button (a lesson's bar says how its game ended)."""
        self.card.hide()
        self.result_button.hide()

    def take_escape(self, key: int, act: bool = True) -> bool:
        """Esc on the table closes the card while it shows: True when taken (``act`` False
        only asks)."""
        if key == Qt.Key.Key_Escape and self.card.isVisible():
            if act:
                self.card.dismiss()
            return True
        return False

    def _on_game_started(self) -> None:
        self._marks_stale = True

    def open_card(self) -> None:
        """Show the card for the finished game on the table."""
        if not self.model.game_over() or self.model.is_reviewing():
            return
        ctl = self.window.controller
        if ctl is None:
            return
        self.card.set_summary(ctl.ending_summary, self.model.game_length(), self.savable())
        self.card.set_extra(ctl.ending_extra())
        self.result_button.hide()
        self.card.open()

    def _on_review_changed(self) -> None:
        # the marks come back on the redraw of the end (stateChanged follows), not before it
        self._marks_stale = True
        if self.model.is_reviewing():
            self._follow()

    def _follow(self) -> None:
        """The position changed (a move, undo, a new game, the review): the card and the
        button only while the finished game's end is on the table."""
        m = self.model
        at_end = m.game_over() and not m.is_reviewing()
        if not at_end:
            self.card.hide()
            self.result_button.hide()
            return
        if self.card.isVisible():
            self.card.raise_()                   # over what the game shows on the table
        if self._marks_stale and self.window.controller is not None:
            self._marks_stale = False
            outcome = m.final_state().outcome
            self.window.controller.show_ending(outcome)
        if not self.card.isVisible():
            self.result_button.show()
            self.result_button.raise_()
            self.result_button.place()

    def savable(self) -> bool:
        """The card offers Save…: a game a person played whose end is in no file (not one the
        computer played alone, nor a lesson, nor a game as it was opened or saved). Leaving
        a finished game asks nothing (``FileFlow.would_lose_work``): this is its offer."""
        m = self.model
        return bool(m.is_modified() and not m.is_watching() and not m.in_lesson())

    # ---- the card's buttons -------------------------------------------------------------
    def save(self) -> None:
        """Save… on the card: Save As (or Save, into the game's own file); once saved the
        button says so, greyed, where it was (a cancelled dialog leaves it)."""
        if self.window.save() or not self.savable():
            self.card.saved()

    def play_again(self) -> None:
        """The same game, options and seats (after the unsaved-changes question), as New Game
        would remember them: a game dealt from a seed (PILUS) is dealt afresh, else everyone
        would know the order of the tiles from the game just played."""
        w = self.window
        m = self.model
        game, options, seats = m.game, m.spec.remembered_options(m.options), m.seats
        with w.computer_held():
            if not w.maybe_save_changes("new"):
                return
        m.new_game(game, options, seats)

    def new_game(self) -> None:
        self.window.new_game_dialog()

    def review(self) -> None:
        self.model.start_review(0)
        self.window.board.setFocus(Qt.FocusReason.OtherFocusReason)


__all__ = ["EndingSummary", "GameOverCard", "ResultButton", "Ending", "EndingHost"]
