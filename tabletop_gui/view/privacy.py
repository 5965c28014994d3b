"""The privacy screen: covers the table and the side panel between two people's turns at one
screen ("Pass to Ana — click when ready"), for games with hidden hands."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from . import theme


class PrivacyScreen(QFrame):
    """Covers the table and the hand between two people's turns."""

    ready = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        self.label.setFont(font)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.setMinimumHeight(48)
        # Enter says "ready" too (the keys that just played a turn), but not a key still held
        # down from that turn: its repeats must not open the next person's hand
        self.button.setAutoDefault(True)
        self.button.installEventFilter(self)
        self.button.clicked.connect(self.ready)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.name = ""
        self.apply_theme()
        self.hide()

    def apply_theme(self) -> None:
        """Opaque, in the theme's darkest colours whatever the system's scheme (a screen that
        hides, not a card), its button the theme's accent."""
        t = theme.DARK
        self.setStyleSheet(
            f"#privacyScreen {{ background: {t.window}; }}"
            f" #privacyScreen QLabel {{ color: {t.text}; background: transparent; }}"
            f" #privacyScreen QPushButton {{ background: {t.accent}; color: {t.accent_text};"
            f" border: 1px solid {t.accent}; border-radius: {t.radius}px; padding: 8px 24px;"
            f" font-weight: bold; }}"
            f" #privacyScreen QPushButton:hover {{ border-color: {t.text}; }}")

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Pass to %1 — click when ready").replace("%1", self.name))
        self.button.setText(self.tr("I am %1: show my tiles").replace("%1", self.name))

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)

    def eventFilter(self, obj, ev) -> bool:
        if (obj is self.button and ev.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
                and ev.isAutoRepeat()):
            return True
        return super().eventFilter(obj, ev)

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate_ui()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def mousePressEvent(self, ev) -> None:   # a click anywhere on the screen means ready
        self.ready.emit()
        ev.accept()


__all__ = ["PrivacyScreen"]
