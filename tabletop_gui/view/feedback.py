"""The table's answer to what a player just did, in words, by the table: a refused move ("That
is not a move…"), a hint and what best play leads to, "No hint now…". Players look at the
table, not at the status bar, so these show as a bubble over the table's lower centre that
fades in, stays long enough to be read (:func:`reading_ms`) and fades out; the next one takes
its place. The status bar says them too (plain status, "Saved to …", stays there alone).

The bubble never takes a click, the keyboard or the Move field's place: it is a child of the
board (the side panel with the Move field is beside the board, never under it), transparent
for the pointer, and it sits above whatever bar is at the table's foot (the review's, a
lesson's). Given a function rather than a text it follows a change of language while shown.
Its colours are the theme's (:mod:`tabletop_gui.view.theme`): the window's text colour as its
fill, inverted like a board game app's toast, so it reads on the light table and the dark.
"""

from __future__ import annotations

from typing import Callable, Optional, Protocol, Union

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QWidget

from ..model.lazy_qt import Qt
from . import theme

#: a text, or a function giving it in the current language (followed on a language change)
FeedbackText = Union[str, Callable[[], str]]

READ_BASE_MS = 2500         # the shortest time a bubble stays (a glance and a blink)
READ_PER_WORD_MS = 60       # and this much longer for each word it says
READ_MAX_MS = 9000          # however long the sentence
FADE_IN_MS = 160
FADE_OUT_MS = 320
MARGIN = 18                 # between the bubble and the table's foot (or a bar standing there)
MAX_WIDTH = 560             # wider sentences wrap
PADDING_X, PADDING_Y = 18, 10
FILL_ALPHA = 235            # the fill's opacity (0-255): the table shows faintly through


def reading_ms(text: str) -> int:
    """How long a bubble saying ``text`` stays before it fades: 2.5 s and 60 ms a word,
    9 s at most."""
    return min(READ_MAX_MS, READ_BASE_MS + READ_PER_WORD_MS * len(text.split()))


class FeedbackBubble(QWidget):
    """The bubble over ``board``: :meth:`say` shows a text (replacing the one shown),
    :meth:`clear` takes it away at once. ``timer`` runs while it is fully shown; its
    ``timeout`` starts the fade out."""

    OBJECT_NAME = "tableFeedback"

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName(self.OBJECT_NAME)
        # never in the way: no clicks, no keyboard, no activation when shown
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setWeight(QFont.Weight.DemiBold)
        self.setFont(font)
        self._text_of: Callable[[], str] = str
        self._text = ""
        self._opacity = 0.0
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.fade_out)
        self._fade = QVariantAnimation(self)
        self._fade.valueChanged.connect(self._set_opacity)
        self._fade.finished.connect(self._faded)
        board.installEventFilter(self)
        self.hide()

    # ---- what it says ---------------------------------------------------------------------
    def text(self) -> str:
        """The sentence shown ("" when none is)."""
        return self._text if self.isVisible() else ""

    def opacity(self) -> float:
        return self._opacity

    def say(self, text: FeedbackText) -> None:
        """Show ``text`` (a function of it: followed on a change of language) in place of
        whatever was shown, for as long as it takes to read; an empty text clears."""
        self._text_of = text if callable(text) else (lambda: text)
        self._text = self._text_of()
        if not self._text:
            self.clear()
            return
        self.timer.start(reading_ms(self._text))
        self.place()
        self.show()
        self.raise_()
        self._fade_to(1.0, FADE_IN_MS)
        self.update()

    def clear(self) -> None:
        """Gone at once (the position it spoke of changed, the table was covered)."""
        self.timer.stop()
        self._fade.stop()
        self._opacity = 0.0
        self._text = ""
        self.hide()

    def fade_out(self) -> None:
        self.timer.stop()
        if self.isVisible():
            self._fade_to(0.0, FADE_OUT_MS)

    def _fade_to(self, target: float, ms: int) -> None:
        self._fade.stop()
        self._fade.setStartValue(self._opacity)
        self._fade.setEndValue(target)
        self._fade.setDuration(max(1, int(ms * abs(target - self._opacity))))
        self._fade.start()

    def _set_opacity(self, value: float) -> None:
        self._opacity = float(value)
        self.update()

    def _faded(self) -> None:
        if self._opacity <= 0.0:
            self.clear()

    # ---- where it stands ------------------------------------------------------------------
    def place(self) -> None:
        """Centred near the table's foot, as narrow as the sentence allows (wrapped beyond
        :data:`MAX_WIDTH`), above any bar shown at the foot (the review's, a lesson's)."""
        board = self.parentWidget()
        if board is None:
            return
        room = max(120, min(MAX_WIDTH, board.width() - 2 * MARGIN) - 2 * PADDING_X)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        box = QFontMetrics(self.font()).boundingRect(QRect(0, 0, room, 10000), flags,
                                                     self._text)
        width, height = box.width() + 2 * PADDING_X, box.height() + 2 * PADDING_Y
        rect = QRect((board.width() - width) // 2, board.height() - height - MARGIN,
                     width, height)
        for _ in range(4):              # (bars do not stack higher than this)
            below = [w.geometry() for w in board.findChildren(QWidget)
                     if w is not self and w.parentWidget() is board and w.isVisible()
                     and w.geometry().intersects(rect)]
            if not below:
                break
            rect.moveBottom(min(g.top() for g in below) - MARGIN)
        rect.moveTop(max(0, rect.top()))
        self.setGeometry(rect)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget():
            if ev.type() == QEvent.Type.Resize and self.isVisible():
                self.place()
            elif ev.type() == QEvent.Type.Hide:
                self.clear()            # the table was covered: what it said went with it
        return False

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange and self.isVisible():
            self._text = self._text_of()
            self.place()
            self.update()
        elif ev.type() == QEvent.Type.ApplicationPaletteChange:
            self.update()
        super().changeEvent(ev)

    def paintEvent(self, _ev: QPaintEvent) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setOpacity(self._opacity)
        fill = QColor(t.text)
        fill.setAlpha(FILL_ALPHA)
        path = QPainterPath()
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = min(r.height() / 2, t.radius * 1.6)
        path.addRoundedRect(r, radius, radius)
        p.fillPath(path, fill)
        p.setPen(QColor(t.surface))
        p.setFont(self.font())
        p.drawText(self.rect().adjusted(PADDING_X, PADDING_Y, -PADDING_X, -PADDING_Y),
                   int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                   self._text)
        p.end()


class FeedbackHost(Protocol):
    """What the table's feedback asks of the window."""

    @property
    def board_if_built(self) -> Optional[QWidget]: ...

    def statusBar(self) -> QStatusBar: ...


def bubble_of(board: QWidget) -> FeedbackBubble:
    """The board's bubble, made on first use."""
    bubble = board.findChild(FeedbackBubble, FeedbackBubble.OBJECT_NAME,
                             Qt.FindChildOption.FindDirectChildrenOnly)
    return bubble if isinstance(bubble, FeedbackBubble) else FeedbackBubble(board)


def show_feedback(host: FeedbackHost, text: FeedbackText, timeout_ms: int = 0) -> None:
    """Say ``text`` by the table (the bubble) and in the status bar (for ``timeout_ms``, 0:
    until the next message); an empty text takes both away."""
    words = text() if callable(text) else text
    bar = host.statusBar()
    if words:
        bar.showMessage(words, timeout_ms)
    else:
        bar.clearMessage()
    board = host.board_if_built
    if board is not None:
        bubble_of(board).say(text)


__all__ = ["FeedbackBubble", "FeedbackHost", "FeedbackText", "bubble_of", "reading_ms",
           "show_feedback"]
