"""The playback bar at the bottom of the table: stepping through a game under review
(|< ◀ "Position after move 12 of 40" ▶ >| and Back to the Game), and the pace and Pause of a
game the computer plays against itself.

:class:`PlaybackBar` is a plain widget over the
:class:`~tabletop_gui.view.board_view.BoardView`; :class:`Playback` wires it to the window and
the model: the Game menu's Review, the ←/→ keys on the table (Home/End on the bar), the move
list (a row clicked or walked to with the keys shows its position), and what may not be used
while reviewing (undo, redo, hints, the Move field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QRect, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.lazy_qt import Qt
from ..model.settings import WATCH_SPEEDS
from . import theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListView

    from .board_view import BoardView
    from .games.base import GameController

translate = QCoreApplication.translate

MARGIN = 16        # px from the table's bottom edge
EXTRA_WIDTH = 760  # px, the bar holding a review's chart, where the table is that wide


def review_position(ply: int, length: int) -> str:
    """Where a review is, as the bar, the status line and the turn line say it: "Start of the
    game", or "Position after move 8 of 34" (the table shows the position a move made, not a
    turn anyone may play)."""
    if ply <= 0:
        return translate("Playback", "Start of the game")
    return (translate("Playback", "Position after move %1 of %2").replace("%1", str(ply))
            .replace("%2", str(length)))


def watch_paused_text() -> str:
    """What a paused game of computers says while it waits: paused, and how to go on (the
    bar's Play)."""
    return translate("Playback", "Paused — press Play to go on")


def speed_title(speed: str) -> str:
    return {"slow": translate("Playback", "Slow"), "normal": translate("Playback", "Normal"),
            "fast": translate("Playback", "Fast")}.get(speed, speed)


class PlaybackBar(QFrame):
    """The bar; ``mode`` "review", "watch" or "" (hidden). Its buttons only emit: the
    :class:`Playback` acts."""

    step = Signal(int)          # -1 / +1
    jump = Signal(int)          # 0: the start; -1: the end
    leave = Signal()            # Back to the Game / Done
    pauseToggled = Signal()
    speedChosen = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("playbackBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.mode = ""
        self._ply = 0
        self._length = 0
        self._over = False
        self._paused = False
        self._room: Optional[QRect] = None      # the part of the table left free, reviewing
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(4)
        # a review's own widgets above the buttons (the Pylos review's chart: view/review.py)
        self.extra: Optional[QWidget] = None
        row = QHBoxLayout()
        row.setSpacing(6)
        column.addLayout(row)

        def tool(text: str, slot: Callable[[], None]) -> QToolButton:
            b = QToolButton()
            b.setText(text)
            b.setAutoRaise(False)
            b.clicked.connect(slot)
            row.addWidget(b)
            return b

        self.first_button = tool("|◀", lambda: self.jump.emit(0))
        self.prev_button = tool("◀", lambda: self.step.emit(-1))
        self.position_label = QLabel()
        self.position_label.setObjectName("playbackPosition")
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.position_label.setMinimumWidth(120)
        row.addWidget(self.position_label)
        self.next_button = tool("▶", lambda: self.step.emit(1))
        self.last_button = tool("▶|", lambda: self.jump.emit(-1))
        self.leave_button = QPushButton()
        self.leave_button.setProperty("accent", True)
        self.leave_button.setAutoDefault(False)
        self.leave_button.clicked.connect(self.leave)
        row.addSpacing(8)
        row.addWidget(self.leave_button)
        self._review_widgets: list[QWidget] = [
            self.first_button, self.prev_button, self.position_label, self.next_button,
            self.last_button, self.leave_button]

        self.pause_button = QPushButton()
        self.pause_button.setAutoDefault(False)
        self.pause_button.clicked.connect(self.pauseToggled)
        row.addWidget(self.pause_button)
        self.speed_label = QLabel()
        row.addWidget(self.speed_label)
        self.speed_box = QComboBox()
        for speed in WATCH_SPEEDS:
            self.speed_box.addItem("", speed)
        self.speed_label.setBuddy(self.speed_box)
        self.speed_box.activated.connect(
            lambda i: self.speedChosen.emit(str(self.speed_box.itemData(i))))
        row.addWidget(self.speed_box)
        self._watch_widgets: list[QWidget] = [self.pause_button, self.speed_label,
                                              self.speed_box]
        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    # ---- what it shows ------------------------------------------------------------------
    def show_review(self, ply: int, length: int, over: bool) -> None:
        self.mode, self._ply, self._length, self._over = "review", ply, length, over
        self._update()

    def show_watch(self, paused: bool, speed: str) -> None:
        self.mode, self._paused = "watch", paused
        i = self.speed_box.findData(speed)
        if i >= 0:
            self.speed_box.setCurrentIndex(i)
        self._update()

    def hide_bar(self) -> None:
        self.mode = ""
        self._update()
        self._frame_room()

    def set_extra(self, widget: Optional[QWidget]) -> None:
        """Show ``widget`` above the review's buttons (None: nothing there); the bar grows
        as wide as the table allows while it holds one."""
        if widget is self.extra:
            return
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        if self.extra is not None:
            layout.removeWidget(self.extra)
            self.extra.hide()
        self.extra = widget
        if widget is not None:
            layout.insertWidget(0, widget)
            widget.show()
        self.place()

    def position_text(self) -> str:
        return self.position_label.text()

    def _update(self) -> None:
        for w in self._review_widgets:
            w.setVisible(self.mode == "review")
        for w in self._watch_widgets:
            w.setVisible(self.mode == "watch")
        if self.extra is not None:
            self.extra.setVisible(self.mode == "review")
        self.first_button.setEnabled(self._ply > 0)
        self.prev_button.setEnabled(self._ply > 0)
        self.next_button.setEnabled(self._ply < self._length)
        self.last_button.setEnabled(self._ply < self._length)
        self.retranslate()
        self.setVisible(bool(self.mode))
        if self.mode:
            self.raise_()

    def retranslate(self) -> None:
        self.setStyleSheet(theme.card_qss("playbackBar"))
        self.position_label.setText(review_position(self._ply, self._length))
        tips = ((self.first_button, translate("Playback", "The start of the game (Home)")),
                (self.prev_button, translate("Playback", "One move back (←)")),
                (self.next_button, translate("Playback", "One move on (→)")),
                (self.last_button, translate("Playback", "The last move (End)")))
        for button, tip in tips:
            button.setToolTip(tip)
        self.leave_button.setText(translate("Playback", "Done") if self._over else
                                  translate("Playback", "Back to the Game"))
        self.leave_button.setToolTip(translate("Playback", "Leave the review: the game as it "
                                                           "was"))
        self.pause_button.setText(translate("Playback", "▶ Play") if self._paused else
                                  translate("Playback", "❚❚ Pause"))
        self.pause_button.setToolTip(translate("Playback", "Pause stops the computer at once: "
                                                           "the move it is thinking about is "
                                                           "not played"))
        self.speed_label.setText(translate("Playback", "Speed:"))
        for i in range(self.speed_box.count()):
            self.speed_box.setItemText(i, speed_title(str(self.speed_box.itemData(i))))
        self.place()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None or not self.mode:
            return
        self.adjustSize()
        wanted = self.sizeHint().width()
        if self.extra is not None and self.mode == "review":
            wanted = max(wanted, EXTRA_WIDTH)
        width = min(wanted, parent.width() - 2 * MARGIN)
        self.setGeometry((parent.width() - width) // 2,
                         parent.height() - self.sizeHint().height() - MARGIN,
                         width, self.sizeHint().height())
        self._frame_room()

    def _frame_room(self) -> None:
        """A review's table is framed above the bar, at once (its first frame shows the
        position framed, none of it under the bar); a watched game's bar is small and the
        table keeps all of the view."""
        board: Any = self.parentWidget()
        if not hasattr(board, "set_frame_room"):
            return
        if self.mode == "review":
            self._room = QRect(0, 0, board.width(), max(0, self.y() - MARGIN))
            board.set_frame_room(self._room, glide=False)
        elif self._room is not None:
            self._room = None
            board.set_frame_room(None, glide=False)

    # ---- keys ---------------------------------------------------------------------------
    def review_key(self, key: int, act: bool = True) -> bool:
        """←/→ one move, Home/End the start and the end: True when taken (reviewing);
        ``act`` False only asks."""
        if self.mode != "review":
            return False
        if not act:
            return key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
        if key == Qt.Key.Key_Left:
            self.step.emit(-1)
        elif key == Qt.Key.Key_Right:
            self.step.emit(1)
        elif key == Qt.Key.Key_Home:
            self.jump.emit(0)
        elif key == Qt.Key.Key_End:
            self.jump.emit(-1)
        else:
            return False
        return True

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        if self.review_key(ev.key()):
            ev.accept()
            return
        super().keyPressEvent(ev)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(ev)


class PlaybackHost(Protocol):
    """What the review and the watching ask of the window."""

    model: Any
    move_list: "QListView"

    @property
    def board(self) -> "BoardView": ...

    @property
    def controller(self) -> Optional["GameController"]: ...

    def show_message(self, text: str, timeout_ms: int = 0) -> None: ...

    def show_feedback(self, text: "str | Callable[[], str]", timeout_ms: int = 0) -> None: ...

    def update_actions(self) -> None: ...

    def set_notation_enabled(self, enabled: bool) -> None: ...


class Playback(QObject):
    """Review and watching in the window; see the module docstring. The table's ←/→ and
    Home/End reach it through the window (``bar.review_key``)."""

    def __init__(self, window: PlaybackHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent if parent is not None
                         else window if isinstance(window, QObject) else None)
        self.window = window
        self.model = m = window.model
        self.bar = PlaybackBar(window.board)
        self.bar.step.connect(m.review_step)
        self.bar.jump.connect(lambda ply: m.review_to(m.game_length() if ply < 0 else ply))
        self.bar.leave.connect(self.leave)
        self.bar.pauseToggled.connect(self.toggle_pause)
        self.bar.speedChosen.connect(m.set_watch_speed)
        self._selecting = False
        lst = window.move_list
        lst.clicked.connect(self._on_row_clicked)
        lst.selectionModel().currentChanged.connect(self._on_current_row)
        m.reviewChanged.connect(self._on_review_changed)
        for signal in (m.stateChanged, m.watchChanged, m.seatsChanged):
            signal.connect(self.update)
        # a Pylos review's verdicts: the move list's marks, the chart, the better move
        from .review import ReviewPresenter

        self.review = ReviewPresenter(window, self.bar, self)
        # a game's own review (PILUS's expert), through the game seam
        from .review_parts import GameReviews

        self.game_reviews = GameReviews(window, self.bar, self)
        self.update()

    # ---- acting -------------------------------------------------------------------------
    def start_review(self, ply: int = 0) -> bool:
        """Game > Review Game (and the game-over card): from ``ply`` (the start)."""
        if not self.model.start_review(ply):
            # the answer to what was just clicked: by the table, where the player looks
            self.window.show_feedback(lambda: translate("Playback", "No move to review yet."),
                                      4000)
            return False
        self.window.board.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def watch_paused(self) -> bool:
        """The game no person plays waits: paused, or held after undo/redo."""
        m = self.model
        return bool(m.is_watch_paused() or m.is_computer_paused())

    def toggle_pause(self) -> None:
        """Pause / Play: Play also lets a computer held after undo or redo go on."""
        m = self.model
        if self.watch_paused():
            m.set_watch_paused(False)
            m.resume_computer()
        else:
            m.set_watch_paused(True)
        self.update()

    def leave(self) -> None:
        self.model.stop_review()
        self.window.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_row_clicked(self, index: QModelIndex) -> None:
        """A row of the move list: its position, as the review shows it (a game under way
        too: the review holds the computer; Back to the Game returns to it). Where no review
        may start (a lesson) the row is not left highlighted as if it were shown."""
        m = self.model
        if not index.isValid():
            return
        if m.is_reviewing():
            m.review_to(index.row() + 1)
        elif not m.start_review(index.row() + 1):
            self._clear_rows()

    def _on_current_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._selecting and self.model.is_reviewing() and current.isValid():
            self.model.review_to(current.row() + 1)

    # ---- following the model ------------------------------------------------------------
    def _on_review_changed(self) -> None:
        w = self.window
        reviewing = self.model.is_reviewing()
        w.update_actions()
        if not reviewing:
            w.set_notation_enabled(True)     # the game's redraw that follows says otherwise
            # the table is back at the game's last position: so is the move list
            w.move_list.scrollToBottom()
        self.update()

    def update(self) -> None:
        m = self.model
        w = self.window
        if m.is_reviewing():
            ply = m.review_ply or 0
            self.bar.show_review(ply, m.game_length(), m.game_over())
            w.set_notation_enabled(False)
            self._select_row(ply - 1)
        else:
            # the row the review showed means nothing once the game goes on
            self._clear_rows()
            if m.is_watching() and not m.game_over():
                self.bar.show_watch(self.watch_paused(), m.watch_speed)
            else:
                self.bar.hide_bar()

    def _clear_rows(self) -> None:
        """No row of the move list highlighted (where it is scrolled stays)."""
        lst = self.window.move_list
        if lst.selectionModel() is None:
            return
        self._selecting = True
        try:
            lst.clearSelection()
            lst.setCurrentIndex(QModelIndex())
        finally:
            self._selecting = False

    def _select_row(self, row: int) -> None:
        lst = self.window.move_list
        model = lst.model()
        if model is None:
            return
        self._selecting = True
        try:
            if row < 0:
                lst.clearSelection()
                lst.setCurrentIndex(QModelIndex())
                lst.scrollToTop()
            else:
                index = model.index(row, 0)
                lst.setCurrentIndex(index)
                lst.scrollTo(index)
        finally:
            self._selecting = False


__all__ = ["PlaybackBar", "Playback", "PlaybackHost", "review_position", "speed_title",
           "watch_paused_text"]
