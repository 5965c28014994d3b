"""Pylos's side panel: the variant and the two reserves, each with a sphere of its colour; and
the turn's step buttons, Done and Start turn again, which show on the turn banner over the
table (the panel makes, names and translates them; the controller gives them to the banner).

Its texts keep the "MainWindow" translation context they had when the window held them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ... import theme

translate = QCoreApplication.translate

SPHERE_PX = 22


def sphere_pixmap(colour: QColor | str, size: int = SPHERE_PX) -> QPixmap:
    """A small sphere of a player's colour (lit from the upper left, outlined so a pale one
    shows on a pale panel), to stand beside that player's reserve."""
    base = QColor(colour)
    pm, p = theme.icon_canvas(size)
    r = size / 2.0 - 1.0
    c = QPointF(size / 2.0, size / 2.0)
    grad = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.4), r * 1.3)
    grad.setColorAt(0.0, base.lighter(125))
    grad.setColorAt(0.7, base)
    grad.setColorAt(1.0, base.darker(135))
    p.setBrush(grad)
    p.setPen(QPen(base.darker(175 if base.lightnessF() > 0.6 else 140), 1.2))
    p.drawEllipse(c, r, r)
    p.end()
    return pm


class Reserve(QWidget):
    """A sphere of the player's colour, how many they have left, and who plays it when the
    colour alone does not say ("You", "Computer — Medium")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.sphere = QLabel()
        self.count = QLabel()
        font = self.count.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.count.setFont(font)
        self.who = QLabel()
        self.who.setObjectName("muted")
        row.addWidget(self.sphere)
        row.addWidget(self.count)
        row.addWidget(self.who)
        row.addStretch(1)

    def set_colour(self, colour: QColor | str) -> None:
        self.sphere.setPixmap(sphere_pixmap(colour))


class PylosPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.game_box = game_box = QGroupBox()
        form = QFormLayout(game_box)
        self.variant_label = QLabel()
        self.light_reserve = Reserve()
        self.dark_reserve = Reserve()
        # the counts (the labels tests and the controller set)
        self.light_label = self.light_reserve.count
        self.dark_label = self.dark_reserve.count
        self.variant_caption = QLabel()
        self.light_caption = QLabel()
        self.dark_caption = QLabel()
        form.addRow(self.variant_caption, self.variant_label)
        form.addRow(self.light_caption, self.light_reserve)
        form.addRow(self.dark_caption, self.dark_reserve)
        layout.addWidget(game_box)
        # the step buttons: shown on the turn banner over the table, not in the panel
        self.done_button = QPushButton()
        self.done_button.setObjectName("pylosDone")
        self.done_button.setProperty("accent", True)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("pylosStartAgain")
        for b in (self.done_button, self.cancel_button):
            b.setParent(self)
            b.hide()
        layout.addStretch(1)

    def set_colours(self, light: QColor | str, dark: QColor | str) -> None:
        """The players' colours: a sphere of each beside its reserve."""
        self.light_reserve.set_colour(light)
        self.dark_reserve.set_colour(dark)

    def retranslate_ui(self) -> None:
        self.game_box.setTitle(translate("MainWindow", "Game"))
        self.variant_caption.setText(translate("MainWindow", "Variant:"))
        self.light_caption.setText(translate("MainWindow", "Light reserve:"))
        self.dark_caption.setText(translate("MainWindow", "Dark reserve:"))
        self.done_button.setText(translate("MainWindow", "&Done"))
        self.done_button.setToolTip(translate("MainWindow", "Take back only the one sphere chosen"))
        self.cancel_button.setText(translate("MainWindow", "Start turn &again"))
        self.cancel_button.setToolTip(translate("MainWindow", "Undo the clicks of this turn (Escape)"))
