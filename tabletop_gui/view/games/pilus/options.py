"""PILUS's page in the New Game dialog: 2 to 4 players, who starts, and per seat a person or
the computer, a name and a pawn colour."""

from __future__ import annotations

import random
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ....model.games.pilus import MAX_NAME, PAWN_COLOUR_NAMES, PAWN_COLOURS, PAWN_SHAPES
from ....model.tr import QT_TRANSLATE_NOOP
from ..base import OptionsPage, retranslate_seat_combo, seat_combo, select_data, select_seat

translate = QCoreApplication.translate

SHAPE_LABELS = {"circle": QT_TRANSLATE_NOOP("Dialogs", "circle"),
                "triangle": QT_TRANSLATE_NOOP("Dialogs", "triangle"),
                "square": QT_TRANSLATE_NOOP("Dialogs", "square"),
                "star": QT_TRANSLATE_NOOP("Dialogs", "star")}


def _swatch(colour: str) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(QColor(colour))
    return QIcon(pm)


class PilusOptionsPage(OptionsPage):
    """PILUS: 2 to 4 players, who starts, and per seat a person or the computer, a name and a
    pawn colour. The deal's seed is drawn when the game starts."""

    game = "pilus"

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.players = QComboBox()
        for n in (2, 3, 4):
            self.players.addItem(str(n), n)
        self.players_label = QLabel()
        self.players_label.setBuddy(self.players)
        form.addRow(self.players_label, self.players)
        self.first = QComboBox()
        self.first_label = QLabel()
        self.first_label.setBuddy(self.first)
        form.addRow(self.first_label, self.first)
        self.seats_box = box = QGroupBox()
        grid = QGridLayout(box)
        self.heads: list[QLabel] = []
        for col in range(3):
            head = QLabel()
            grid.addWidget(head, 0, col + 1)
            self.heads.append(head)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        for i in range(4):
            label = QLabel()
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            kind = seat_combo()
            kind.setCurrentIndex(0 if i == 0 else 3)
            colour = QComboBox()
            for code in PAWN_COLOURS:
                colour.addItem(_swatch(code), "", code)
            colour.setCurrentIndex(i)
            colour.activated.connect(lambda _index, row=i: self._colour_chosen(row))
            for col, w in enumerate((label, name, kind, colour)):
                grid.addWidget(w, i + 1, col)
            self.rows.append((label, name, kind, colour))
        self._colours_were = [row[3].currentData() for row in self.rows]
        form.addRow(box)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.players_label.setText(translate("Dialogs", "&Players:"))
        self.first_label.setText(translate("Dialogs", "&First to move:"))
        self.seats_box.setTitle(translate("Dialogs", "Seats"))
        heads = (translate("Dialogs", "Name"), translate("Dialogs", "Plays"),
                 translate("Dialogs", "Pawn"))
        for label, head in zip(self.heads, heads, strict=False):
            label.setText(f"<b>{head}</b>")
        for i, (label, name, kind, colour) in enumerate(self.rows):
            label.setText(translate("Dialogs", "%1.").replace("%1", str(i + 1)))
            name.setPlaceholderText(self.default_name(i))
            name.setToolTip(translate("Dialogs", "The player's name; empty: %1")
                            .replace("%1", self.default_name(i)))
            retranslate_seat_combo(kind)
            for j, cname in enumerate(PAWN_COLOUR_NAMES):
                colour.setItemText(j, QCoreApplication.translate("Pilus", cname))
            colour.setToolTip(translate("Dialogs", "Pawn shape: %1").replace(
                "%1", translate("Dialogs", SHAPE_LABELS[PAWN_SHAPES[i]])))
        self._players_changed()

    def _colour_chosen(self, row: int) -> None:
        """Two pawns never share a colour: a seat that picks another seat's colour swaps with
        it (that seat gets the colour this one had)."""
        chosen = self.rows[row][3].currentData()
        before = self._colours_were[row]
        for i, other in enumerate(self.rows):
            if i != row and other[3].currentData() == chosen:
                select_data(other[3], before)
        self._colours_were = [r[3].currentData() for r in self.rows]

    @staticmethod
    def default_name(i: int) -> str:
        from ....model.seats import default_name

        return default_name(i)

    def count(self) -> int:
        return int(self.players.currentData())

    def _players_changed(self) -> None:
        n = self.count()
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        current = self.first.currentData()
        self.first.clear()
        self.first.addItem(translate("Dialogs", "Random"), -1)
        for i in range(n):
            self.first.addItem(translate("Dialogs", "Seat %1").replace("%1", str(i + 1)), i)
        select_data(self.first, current if current is not None and current < n else -1)

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        n = options.get("players", 2)
        select_data(self.players, n)
        names = options.get("names") or []
        colours = options.get("colours") or []
        for i, (_label, name, kind, colour) in enumerate(self.rows):
            if i < len(names) and isinstance(names[i], str):
                name.setText(names[i])
            if i < len(seats or []):
                select_seat(kind, seats[i])
            if i < len(colours):
                select_data(colour, colours[i])
        self._colours_were = [r[3].currentData() for r in self.rows]

    def options(self) -> dict[str, Any]:
        n = self.count()
        first = self.first.currentData()
        if first is None or first < 0:
            first = random.randrange(n)
        return {"players": n, "seed": None, "first": first,
                "names": [self.rows[i][1].text().strip() for i in range(n)],
                "colours": [self.rows[i][3].currentData() for i in range(n)]}

    def seat_kinds(self) -> list[str]:
        return [self.rows[i][2].currentData() for i in range(self.count())]
