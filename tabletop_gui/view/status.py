"""The window's shared status widgets: the one-line label that elides what does not fit
(the status line, a card's title on the start page) and the message bar above the table."""

from __future__ import annotations

import re
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStatusBar,
    QToolButton,
    QWidget,
)

from ..model.lazy_qt import Qt

# a message of the bar: a function giving it in the current language
BarText = Callable[[], str]


def readable(text: str) -> str:
    """``text`` as a label can show it: a byte that was not UTF-8 in a file name (Python holds
    it as a lone surrogate) becomes U+FFFD (the replacement character), where Qt would silently drop it and show a name
    that is not the file's."""
    return _LONE_SURROGATE.sub("\ufffd", text)


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class ElidedLabel(QLabel):
    """A text on one line that never asks for more width than it gets: what does not fit ends
    in "…" (``elide``: where), whole in :meth:`text`. ``tooltip``: the whole text is the
    tooltip while it is elided (the status line); else the tooltip is the owner's.

    The status line is one (``status=True``): plain text, newlines read as spaces, its
    height fixed and no width of its own, so a long text (a hint, the outcome, another
    language) or the progress bar taking room never makes the status bar taller, which
    would move the 3D view under the pointer, nor the window wider."""

    def __init__(self, text: str = "", parent: Optional[QWidget] = None, *,
                 status: bool = False) -> None:
        super().__init__(parent)
        self._full = text
        self._status = status
        if status:
            self.setTextFormat(Qt.TextFormat.PlainText)
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        else:
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.setMinimumWidth(40)
        self._elide()

    def text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text or ""
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width())
        if not self._status:
            # (a file's name keeps its end, its suffix, in sight)
            QLabel.setText(self, self.fontMetrics().elidedText(
                self._full, Qt.TextElideMode.ElideMiddle, width))
            return
        line = self._full.replace("\n", " ")
        shown = self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, width)
        QLabel.setText(self, shown)
        self.setToolTip(self._full if shown != line else "")

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self._elide()

    def minimumSizeHint(self) -> QSize:
        if not self._status:
            return super().minimumSizeHint()
        return QSize(0, super().minimumSizeHint().height())


class MessageBar(QFrame):
    """A non-modal bar above the table for problems the person should know about but that
    need no answer (an autosave or settings folder that cannot be written). It stays until
    closed and keeps its texts in the current language."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setStyleSheet("#messageBar { background: #fff3cd; border-bottom: 1px solid #d9b44a; }"
                           " #messageBar QLabel { color: #3d2f00; }")
        self._texts: list[BarText] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        from PySide6.QtWidgets import QStyle  # (costly to load: not before the first paint)

        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(20, 20))
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.label, 1)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._retranslate()

    def add(self, text: BarText) -> None:
        """Show one more message; one that says what is shown already only brings the bar
        back."""
        if text() not in (shown() for shown in self._texts):
            self._texts.append(text)
        self._retranslate()
        self.show()

    def text(self) -> str:
        return self.label.text()

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(ev)

    def _retranslate(self) -> None:
        self.label.setText("\n".join(text() for text in self._texts))
        self.close_button.setToolTip(self.tr("Hide this message"))


class StatusLine:
    """A window's status bar with the status line in it, both made on first use (with the
    table, after the window's first paint). ``on_start_page`` says when the start page is
    shown: it has no status bar, but what the window says there ("Saved to", "No move to
    review yet") is seen, so the bar comes with a message and goes with it."""

    def __init__(self, window: QMainWindow, on_start_page: Callable[[], bool]) -> None:
        self._window = window
        self._on_start_page = on_start_page
        self._label: ElidedLabel | None = None

    def bar(self) -> QStatusBar:
        bar = QMainWindow.statusBar(self._window)
        if self._label is None:
            self._label = ElidedLabel(status=True)
            bar.addWidget(self._label, 1)
            bar.messageChanged.connect(self._on_message)
            if self._on_start_page():
                bar.hide()          # (made there for a message: it shows with the message)
        return bar

    @property
    def label(self) -> ElidedLabel:
        self.bar()
        assert self._label is not None
        return self._label

    def built(self) -> bool:
        return self._label is not None

    def leave_for_start_page(self) -> None:
        """The table's texts are for the table: gone with it."""
        if self._label is not None:
            self._label.setText("")
            bar = QMainWindow.statusBar(self._window)
            bar.clearMessage()
            bar.hide()

    def _on_message(self, text: str) -> None:
        if self._on_start_page():
            QMainWindow.statusBar(self._window).setVisible(bool(text))


__all__ = ["BarText", "ElidedLabel", "MessageBar", "StatusLine"]
