"""The hand-over card: between two people's turns at one screen, for games with hidden hands.

One step. The table stays in view with the last turn's result (its outline, its scoring flash,
the pawn) and no hand anywhere; this card over the top of the table says what the last turn
did and whose turn it is now, and its button shows that person's hand (the game names what
the button shows: PILUS's "I am Ann: show my tiles"). Revealing a hand takes
a deliberate act of the next person: a click on the card, or Enter or Space pressed on it once
it has stood for :data:`KEY_ARM_MS` with no such key in the :data:`KEY_QUIET_MS` before (the
Enter that ended the previous turn, a second one right after it, a key held down or hammered
never reveal; the hand shows when the key comes up). The button is never a default button and
never takes the keyboard (the card does), and clicks are ignored for a moment after the card
appears (a double click that ended the turn). The card shows only what the table shows anyway:
the last move in words, the next person's name.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..model.seats import naming
from . import theme
from .framing import FramingTable

ARM_MS = 900           # clicks on a card that just appeared are not yet a person's answer
QUIET_MS = 400         # a click right after another click on the card is part of a burst,
                       # not the next person's answer
TOP_MARGIN = 8         # pixels below the table's top edge (where the turn banner stands: the
                       # card takes its place while it shows)
MAX_WIDTH = 560        # pixels: a long sentence wraps rather than covering the table
FRAME_GAP = 6          # pixels between the card and the table framed below it
KEY_ARM_MS = 900       # Enter or Space on a card that stood less than this is the previous
                       # person's (the Enter that ended their turn, a second one after it)
KEY_QUIET_MS = 400     # ... and so is one right after another such key (a burst, a held key)
_REVEAL_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PrivacyScreen(QFrame):
    """The card over the table between two people's turns (``ready``: the next person clicked
    it). Parented to the window's central widget; it stands over the widget given to
    :meth:`show_for` (the table)."""

    ready = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # keys that reach the card stop here (none of them reveals anything); the window's
        # shortcuts (Undo, Open...) still work
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        layout.setSpacing(8)
        self.words_label = QLabel()
        self.words_label.setObjectName("privacyWords")
        self.words_label.setWordWrap(True)
        self.words_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.words_label)
        self.label = QLabel()
        self.label.setObjectName("privacyHeadline")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.label.setFont(font)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.setObjectName("privacyButton")
        self.button.setProperty("accent", True)
        self.button.setMinimumHeight(42)
        self.button.setAutoDefault(False)
        self.button.setDefault(False)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bfont = self.button.font()
        bfont.setPointSizeF(bfont.pointSizeF() * 1.2)
        bfont.setBold(True)
        self.button.setFont(bfont)
        self.button.clicked.connect(self._on_click)
        self.button.installEventFilter(self)    # its Space and Enter say nothing either
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        # the keyboard's way, for a person without a mouse
        self.keys_label = QLabel()
        self.keys_label.setObjectName("privacyKeys")
        self.keys_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.keys_label.setWordWrap(True)
        layout.addWidget(self.keys_label)
        self.name = ""
        self.colour: Optional[str] = None
        self._words: Optional[Callable[[], str]] = None
        self._reveal: Optional[Callable[[], str]] = None     # the button's text (the game's)
        self._over: Optional[QWidget] = None
        self._room: Optional[QRect] = None          # the table's room left free (_leave_room)
        self._armed = False
        self._last_press: Optional[float] = None    # seconds (clock()): the card's last click
        self._press_counts = False                  # the button's press now down may reveal
        self._shown_at = clock()                    # seconds: when the card last appeared
        self._last_key: Optional[float] = None      # seconds: the last Enter or Space on it
        self._key_counts = False                    # the key now down may reveal
        self._arm_timer = QTimer(self)
        self._arm_timer.setSingleShot(True)
        self._arm_timer.timeout.connect(self._arm)
        self.apply_theme()
        self.hide()

    # ---- look ---------------------------------------------------------------------------
    def apply_theme(self) -> None:
        """A card of the theme (light or dark), its button the accent; the headline in the
        colour of the person awaited."""
        qss = theme.card_qss("privacyScreen")
        t = theme.current()
        # not yet armed: the button says so (grey) for the moment it waits
        qss += (f" #privacyScreen QPushButton:disabled {{ background: {t.surface_alt};"
                f" color: {t.text_muted}; border-color: {t.border}; }}"
                f" #privacyScreen QLabel#privacyKeys {{ color: {t.text_muted}; }}")
        if self.colour:
            qss += f" #privacyScreen QLabel#privacyHeadline {{ color: {self.colour}; }}"
        if qss != self.styleSheet():
            self.setStyleSheet(qss)

    def retranslate_ui(self) -> None:
        words = self._words() if self._words is not None else ""
        self.words_label.setText(words)
        self.words_label.setVisible(bool(words))
        self.label.setText(naming(self.name, self.tr("Pass the screen to %1"),
                                  self.tr("Pass the screen to Player %1")))
        self.button.setText(self._reveal() if self._reveal is not None else "")
        tip = naming(self.name, self.tr("Click when only %1 can see the screen"),
                     self.tr("Click when only Player %1 can see the screen"))
        self.button.setToolTip(tip)
        self.setToolTip(tip)
        self.keys_label.setText(self.tr("or press Enter"))
        if self.isVisible():
            self.place()

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif ev.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self.apply_theme()
        super().changeEvent(ev)

    # ---- showing ------------------------------------------------------------------------
    def show_for(self, name: str, reveal: Callable[[], str],
                 words: Optional[Callable[[], str]] = None,
                 colour: Optional["QColor | str"] = None, over: Optional[QWidget] = None) -> None:
        """Ask ``name`` to take the screen: the button says what a click shows as ``reveal()``
        words it (the game's sentence, e.g. "I am Ann: show my tiles"), the last turn as
        ``words()`` says it (both asked again on a language switch), over the widget ``over``
        (the table). Shown anew (not merely redrawn) or for another person, clicks wait
        :data:`ARM_MS` first."""
        fresh = not self.isVisible() or name != self.name
        self.name = name
        self._reveal = reveal
        self._words = words
        self.colour = QColor(colour).name() if colour is not None else None
        if over is not None:
            self._over = over
        self.apply_theme()
        self.retranslate_ui()
        if fresh:
            self._armed = False
            self._shown_at = clock()
            self._key_counts = False
            self.button.setEnabled(False)
            if ARM_MS > 0:
                self._arm_timer.start(ARM_MS)
            else:
                self._arm()
        self.show()
        self.place()
        self.raise_()
        if fresh:
            # no button, field or list keeps the keyboard: no key can reach a reveal
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def armed(self) -> bool:
        return self._armed

    def _arm(self) -> None:
        self._armed = True
        self.button.setEnabled(True)

    def hideEvent(self, ev: QHideEvent) -> None:
        self._arm_timer.stop()
        self._armed = False
        self._key_counts = False
        over = self._over
        # the table framed in all of the view again, unless another card (the game's end)
        # has taken the room since (not for the window's own minimising)
        if (self._room is not None and not ev.spontaneous()
                and isinstance(over, FramingTable)):
            over.release_frame_room(self._room)
        self._room = None
        super().hideEvent(ev)

    def place(self) -> None:
        """Over the top of the table, centred, as wide as its sentence needs."""
        parent = self.parentWidget()
        if parent is None:
            return
        over = self._over
        if over is not None and over.isVisible() and parent.isAncestorOf(over):
            area = QRect(over.mapTo(parent, over.rect().topLeft()), over.size())
        else:
            area = parent.rect()
        width = max(240, min(MAX_WIDTH, area.width() - 40))
        self.setFixedWidth(width)
        layout = self.layout()
        height = (layout.totalHeightForWidth(width) if layout is not None
                  and layout.hasHeightForWidth() else self.sizeHint().height())
        self.setFixedHeight(max(height, self.minimumSizeHint().height()))
        self.move(area.left() + max(0, (area.width() - width) // 2),
                  area.top() + min(TOP_MARGIN, max(0, area.height() // 8)))
        self._leave_room(over, area)

    def _leave_room(self, over: Optional[QWidget], area: QRect) -> None:
        """The table (``over``, at ``area`` in the parent's pixels) framed below the card, in
        the part of the view it leaves free (``BoardView.set_frame_room``): no tile of the
        top row under it. Only the table's public face moves; the card hides what it hid."""
        if not isinstance(over, FramingTable) or not self.isVisible():
            return
        below = self.geometry().bottom() + 1 + FRAME_GAP - area.top()
        room = QRect(0, below, area.width(), area.height() - below)
        if room.height() >= area.height() // 3:
            self._room = room
            over.set_frame_room(room)

    # ---- input --------------------------------------------------------------------------
    def _press(self) -> bool:
        """A mouse press on the card or its button: whether it may be the next person's
        answer (the card stood for :data:`ARM_MS` and no click came in the last
        :data:`QUIET_MS`). Every press, counted or not, restarts the quiet moment."""
        now = clock()
        quiet = self._last_press is None or (now - self._last_press) * 1000.0 >= QUIET_MS
        self._last_press = now
        return quiet and self._armed and self.isVisible()

    def _on_click(self) -> None:
        counts, self._press_counts = self._press_counts, False
        if counts and self._armed and self.isVisible():
            self.ready.emit()

    def mousePressEvent(self, ev: QMouseEvent) -> None:
        # a click anywhere on the card, once it has stood for a moment
        ev.accept()
        self._press_counts = self._press()
        if ev.button() == Qt.MouseButton.LeftButton:
            self._on_click()

    def mouseDoubleClickEvent(self, ev: QMouseEvent) -> None:
        ev.accept()         # the second press of a double click is part of a burst
        self._press()

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        # no other key says "ready"; Enter or Space only when it is the next person's: the card
        # stood a moment, no such key came just before, and it is not a held key repeating
        ev.accept()
        if ev.key() not in _REVEAL_KEYS or ev.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return
        now = clock()
        quiet = self._last_key is None or (now - self._last_key) * 1000.0 >= KEY_QUIET_MS
        self._last_key = now
        stood = (now - self._shown_at) * 1000.0 >= KEY_ARM_MS
        self._key_counts = (quiet and stood and not ev.isAutoRepeat() and self._armed
                            and self.isVisible())

    def keyReleaseEvent(self, ev: QKeyEvent) -> None:
        ev.accept()
        if ev.key() not in _REVEAL_KEYS or ev.isAutoRepeat():
            return
        counts, self._key_counts = self._key_counts, False
        if counts and self._armed and self.isVisible():
            self.ready.emit()

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.button:
            kind = ev.type()
            if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                ev.accept()
                return True
            if kind == QEvent.Type.MouseButtonPress:
                self._press_counts = self._press()
            elif kind == QEvent.Type.MouseButtonDblClick:
                self._press()
                self._press_counts = False
        return super().eventFilter(obj, ev)


def clock() -> float:
    """Seconds, monotonic (tests replace it to play a burst of clicks in slow motion)."""
    return time.monotonic()


__all__ = ["ARM_MS", "KEY_ARM_MS", "KEY_QUIET_MS", "QUIET_MS", "PrivacyScreen"]
