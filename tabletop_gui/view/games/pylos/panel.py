"""Pylos's side panel: the variant, the two reserves, Done and Start turn again.

Its texts keep the "MainWindow" translation context they had when the window held them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate


class PylosPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.game_box = game_box = QGroupBox()
        form = QFormLayout(game_box)
        self.variant_label = QLabel()
        self.light_label = QLabel()
        self.dark_label = QLabel()
        self.variant_caption = QLabel()
        self.light_caption = QLabel()
        self.dark_caption = QLabel()
        form.addRow(self.variant_caption, self.variant_label)
        form.addRow(self.light_caption, self.light_label)
        form.addRow(self.dark_caption, self.dark_label)
        layout.addWidget(game_box)
        row = QHBoxLayout()
        self.done_button = QPushButton()
        self.cancel_button = QPushButton()
        row.addWidget(self.done_button)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        layout.addStretch(1)

    def retranslate_ui(self) -> None:
        self.game_box.setTitle(translate("MainWindow", "Game"))
        self.variant_caption.setText(translate("MainWindow", "Variant:"))
        self.light_caption.setText(translate("MainWindow", "Light reserve:"))
        self.dark_caption.setText(translate("MainWindow", "Dark reserve:"))
        self.done_button.setText(translate("MainWindow", "&Done"))
        self.done_button.setToolTip(translate("MainWindow", "Take back only the one sphere chosen"))
        self.cancel_button.setText(translate("MainWindow", "Start turn &again"))
        self.cancel_button.setToolTip(translate("MainWindow", "Undo the clicks of this turn (Escape)"))
