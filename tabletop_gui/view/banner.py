"""The turn banner: a compact card at the top centre of the 3D table saying whose turn it is (a
pill in that player's colour with their name) and what to do now, in one short line, with the
turn's step buttons beside it (Done, Stay, Pass...), shown only when they apply.

The banner shows what the game's controller gives it (``GameHost.show_banner``) and nothing
else: behind a privacy screen the controller gives no hand's secrets, so none can show. While
the computer thinks it shows the progress and "Stop and Move Now"; while a computer seat waits
(after undo) a button that lets it move. At game over it steps aside (hidden) for the game-over
card. Its colours come from :mod:`tabletop_gui.view.theme`, never from literals of its own.

The step buttons stay their owners' (a game's panel makes them, names them, translates them,
gives them their mnemonics and enables them); the banner only lays them out and shows the ones
given for this moment.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from . import theme

translate = QCoreApplication.translate

MARGIN = 8          # pixels between the banner and the table's top edge (and its sides)
MAX_WIDTH = 760     # the banner never grows wider than this, however wide the table


class TurnBanner(QFrame):
    """The card over the table. ``show_turn_of(who, colour, instruction, buttons)`` fills it;
    :meth:`set_thinking` and :meth:`set_waiting` add the computer's state; :meth:`clear` empties
    it (another game took the table); :meth:`hide_for_game_over` hides it until it is filled
    again for a game in progress."""

    OBJECT_NAME = "turnBanner"

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName(self.OBJECT_NAME)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(10)
        self.who_label = QLabel()
        self.who_label.setObjectName("bannerWho")
        self.who_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.who_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.who_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.who_label.setFont(font)
        row.addWidget(self.who_label, 0, Qt.AlignmentFlag.AlignVCenter)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.instruction_label = QLabel()
        self.instruction_label.setObjectName("bannerInstruction")
        self.instruction_label.setTextFormat(Qt.TextFormat.PlainText)
        self.instruction_label.setWordWrap(True)
        ifont = self.instruction_label.font()
        ifont.setPointSizeF(ifont.pointSizeF() * 1.05)
        self.instruction_label.setFont(ifont)
        texts.addWidget(self.instruction_label)
        self.progress = QProgressBar()
        self.progress.setObjectName("bannerProgress")
        self.progress.setRange(0, 100)
        self.progress.setFixedHeight(8)
        self.progress.setTextVisible(False)
        self.progress.hide()
        texts.addWidget(self.progress)
        row.addLayout(texts, 1)
        # the step buttons given by the game, then the computer's own
        self.buttons_row = QHBoxLayout()
        self.buttons_row.setSpacing(6)
        row.addLayout(self.buttons_row)
        self.move_now_button = QPushButton()
        self.move_now_button.setObjectName("bannerMoveNow")
        self.move_now_button.setProperty("accent", True)
        self.move_now_button.hide()
        row.addWidget(self.move_now_button)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("bannerResume")
        self.resume_button.setProperty("accent", True)
        self.resume_button.hide()
        row.addWidget(self.resume_button)
        for button in (self.move_now_button, self.resume_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons: list[QAbstractButton] = []       # every step button ever given
        self.who = ""
        self.colour: Optional[QColor] = None
        self.instruction = ""
        self.filled = False
        self.thinking = False
        self.waiting = False
        self._over = False
        board.installEventFilter(self)
        self.apply_theme()
        self.retranslate_ui()
        self.hide()

    # ---- what it shows ------------------------------------------------------------------
    def show_turn_of(self, who: str, colour: QColor | str | None, instruction: str,
                     buttons: Sequence[QAbstractButton] = ()) -> None:
        """Whose turn (``who`` in a pill of ``colour``), what to do now, and the step buttons
        that apply now (any others given before are hidden)."""
        self.who = who
        self.colour = QColor(colour) if colour is not None else None
        self.instruction = instruction
        self.filled = True
        self._over = False
        self.who_label.setText(who)
        self.who_label.setVisible(bool(who))
        self.instruction_label.setText(instruction)
        self.instruction_label.setVisible(bool(instruction))
        self._style_pill()
        shown = list(buttons)
        # a click on the banner leaves the keys with the table (Tab, Space, Escape); the
        # buttons keep their mnemonics
        for b in shown:
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # in the order given (the layout keeps the hidden ones after them)
        self.buttons = shown + [b for b in self.buttons if b not in shown]
        for b in self.buttons:
            self.buttons_row.removeWidget(b)
            self.buttons_row.addWidget(b)
        for b in self.buttons:
            b.setVisible(b in shown)
        self._sync()

    def set_thinking(self, thinking: bool) -> None:
        """The computer thinks: its progress and "Stop and Move Now" show."""
        self.thinking = thinking
        if thinking:
            self.progress.setValue(0)
        self._sync()

    def set_waiting(self, waiting: bool) -> None:
        """A computer seat waits (after undo): the button that lets it move shows."""
        self.waiting = waiting
        self._sync()

    def hide_for_game_over(self) -> None:
        """The game is over: the game-over card speaks; the banner steps aside until a game in
        progress fills it again."""
        self._over = True
        self._sync()

    def clear(self) -> None:
        """Another game took the table: nothing of the last one's turn stays."""
        self.filled = False
        self.who = self.instruction = ""
        self.colour = None
        for b in self.buttons:
            b.setVisible(False)
        self._sync()

    def visible_buttons(self) -> list[QAbstractButton]:
        """The buttons a person sees on the banner now (the step buttons, Move now...)."""
        if not self.isVisible():
            return []
        every = [*self.buttons, self.move_now_button, self.resume_button]
        return [b for b in every if b.isVisibleTo(self)]

    def text(self) -> str:
        """Everything the banner says now, as one line (for tests and screen readers)."""
        if not self.isVisible():
            return ""
        parts = [self.who_label.text() if self.who_label.isVisibleTo(self) else "",
                 self.instruction_label.text() if self.instruction_label.isVisibleTo(self)
                 else ""]
        parts += [b.text().replace("&", "") for b in self.visible_buttons()]
        return " | ".join(p for p in parts if p)

    # ---- look ---------------------------------------------------------------------------
    def apply_theme(self) -> None:
        """The card's style from the theme (again when the system's colour scheme changes)."""
        t = theme.current()
        self.setStyleSheet(theme.card_qss(self.OBJECT_NAME, t)
                           + f" #bannerProgress {{ background: {t.surface_alt};"
                             f" border: none; border-radius: 4px; }}"
                             f" #bannerProgress::chunk {{ background: {t.accent};"
                             f" border-radius: 4px; }}")
        self._style_pill()

    def _style_pill(self) -> None:
        """The name on the player's colour, its text black or white to read on it, outlined
        (a pale colour, Pylos's Light, must show on a pale card)."""
        t = theme.current()
        if self.colour is None or not self.colour.isValid():
            self.who_label.setStyleSheet(f"#bannerWho {{ color: {t.overlay_text};"
                                         " padding: 3px 4px; }")
            return
        fill = self.colour.name()
        edge = self.colour.darker(170 if self.colour.lightnessF() > 0.6 else 130).name()
        self.who_label.setStyleSheet(
            f"#bannerWho {{ background: {fill}; color: {theme.text_on(self.colour)};"
            f" border: 2px solid {edge}; border-radius: {t.radius}px; padding: 3px 12px; }}")

    def retranslate_ui(self) -> None:
        # the texts the status bar's button and bar had, with their translations
        self.move_now_button.setText(translate("MainWindow", "Stop and Move Now"))
        self.move_now_button.setToolTip(translate("MainWindow", "The computer plays the best "
                                                                "move it has found so far"))
        self.progress.setFormat(translate("MainWindow", "thinking %p%"))
        self.resume_button.setText(translate("Banner", "Let the computer move"))
        self.resume_button.setToolTip(translate("Banner", "The computer waits since the move "
                                                          "was taken back: let it play on"))
        self._sync()

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif ev.type() == QEvent.Type.ApplicationPaletteChange:
            self.apply_theme()
        super().changeEvent(ev)

    # ---- place --------------------------------------------------------------------------
    def _sync(self) -> None:
        self.progress.setVisible(self.thinking)
        self.move_now_button.setVisible(self.thinking)
        self.resume_button.setVisible(self.waiting and not self.thinking)
        shown = self.filled and not self._over
        if shown:
            self.place()
            self.show()
            self.raise_()
        else:
            self.hide()

    def place(self) -> None:
        """At the top centre of the table, as narrow as its content allows: the instruction
        on one line when it fits, else wrapped to the room the table leaves."""
        board = self.parentWidget()
        if board is None:
            return
        room = max(160, min(MAX_WIDTH, board.width() - 2 * MARGIN))
        label = self.instruction_label
        label.setWordWrap(False)
        label.setMinimumWidth(0)
        layout = self.row
        layout.invalidate()
        layout.activate()
        hint = self.sizeHint()
        if hint.width() > room:
            others = hint.width() - label.sizeHint().width()
            label.setWordWrap(True)
            label.setMinimumWidth(max(80, room - others))
            layout.invalidate()
            layout.activate()
            hint = self.sizeHint()
        width = min(room, hint.width())
        height = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                  else hint.height())
        self.setGeometry(QRect((board.width() - width) // 2, MARGIN, width, height))

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize and not self.isHidden():
            self.place()
        return False


__all__ = ["TurnBanner", "MARGIN"]
