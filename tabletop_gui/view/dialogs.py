"""Dialogs: New Game, the rules of Pylos, About."""

from __future__ import annotations

from typing import Any

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QMessageBox, QStackedWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from ..model.games import COMPUTER_LEVELS, MAX_NAME, PAWN_COLOUR_NAMES, PAWN_COLOURS, PAWN_SHAPES

import tabletop_gui
from .. import rules_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


VARIANT_LABELS = {
    "children": QT_TRANSLATE_NOOP("Dialogs", "Children (no patterns; raising saves spheres)"),
    "standard": QT_TRANSLATE_NOOP("Dialogs", "Standard (squares of your colour)"),
    "mature": QT_TRANSLATE_NOOP("Dialogs", "Mature (squares and lines of your colour)"),
}


SEAT_CHOICES = (
    ("human", QT_TRANSLATE_NOOP("Dialogs", "Person")),
    ("computer:beginner", QT_TRANSLATE_NOOP("Dialogs", "Computer — Beginner")),
    ("computer:easy", QT_TRANSLATE_NOOP("Dialogs", "Computer — Easy")),
    ("computer:medium", QT_TRANSLATE_NOOP("Dialogs", "Computer — Medium")),
    ("computer:expert", QT_TRANSLATE_NOOP("Dialogs", "Computer — Expert")),
)
assert {code.partition(":")[2] for code, _ in SEAT_CHOICES[1:]} == set(COMPUTER_LEVELS)
SHAPE_LABELS = {"circle": QT_TRANSLATE_NOOP("Dialogs", "circle"),
                "triangle": QT_TRANSLATE_NOOP("Dialogs", "triangle"),
                "square": QT_TRANSLATE_NOOP("Dialogs", "square"),
                "star": QT_TRANSLATE_NOOP("Dialogs", "star")}


def seat_combo() -> QComboBox:
    """Person / Computer at a strength; data: the seat code."""
    combo = QComboBox()
    for code, label in SEAT_CHOICES:
        combo.addItem(_tr(label), code)
    return combo


def select_seat(combo: QComboBox, code: str) -> None:
    _select(combo, "computer:medium" if code == "computer" else code)


class PylosOptionsPage(QWidget):
    """Pylos's options: the variant and who moves first, and its two seats."""

    game = "pylos"
    seat_codes = ("light", "dark")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.variant = QComboBox()
        for code, label in VARIANT_LABELS.items():
            self.variant.addItem(_tr(label), code)
        self.first = QComboBox()
        self.first.addItem(_tr("Light"), "light")
        self.first.addItem(_tr("Dark"), "dark")
        form.addRow(_tr("&Variant:"), self.variant)
        form.addRow(_tr("&First to move:"), self.first)
        seats_box = QGroupBox(_tr("Players"))
        seats_form = QFormLayout(seats_box)
        self.seats: list[QComboBox] = []
        for label in (_tr("Light:"), _tr("Dark:")):
            combo = seat_combo()
            seats_form.addRow(label, combo)
            self.seats.append(combo)
        form.addRow(seats_box)

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        _select(self.variant, options.get("variant", "standard"))
        _select(self.first, options.get("first", "light"))
        for combo, seat in zip(self.seats, seats or []):
            select_seat(combo, seat)

    def options(self) -> dict[str, Any]:
        return {"variant": self.variant.currentData(), "first": self.first.currentData()}

    def seat_kinds(self) -> list[str]:
        return [c.currentData() for c in self.seats]


def _swatch(colour: str) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(QColor(colour))
    return QIcon(pm)


class PilusOptionsPage(QWidget):
    """PILUS: 2 to 4 players, who starts, and per seat a person or the computer, a name and a
    pawn colour. The deal's seed is drawn when the game starts."""

    game = "pilus"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.players = QComboBox()
        for n in (2, 3, 4):
            self.players.addItem(str(n), n)
        form.addRow(_tr("&Players:"), self.players)
        self.first = QComboBox()
        form.addRow(_tr("&First to move:"), self.first)
        box = QGroupBox(_tr("Seats"))
        grid = QGridLayout(box)
        for col, head in enumerate((_tr("Name"), _tr("Plays"), _tr("Pawn"))):
            grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col + 1)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        for i in range(4):
            label = QLabel(_tr("%1.").replace("%1", str(i + 1)))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            name.setPlaceholderText(self.default_name(i))
            kind = seat_combo()
            kind.setCurrentIndex(0 if i == 0 else 3)
            colour = QComboBox()
            for code, cname in zip(PAWN_COLOURS, PAWN_COLOUR_NAMES):
                colour.addItem(_swatch(code), QCoreApplication.translate("Pilus", cname), code)
            colour.setCurrentIndex(i)
            colour.setToolTip(_tr("Pawn shape: %1").replace(
                "%1", _tr(SHAPE_LABELS[PAWN_SHAPES[i]])))
            for col, w in enumerate((label, name, kind, colour)):
                grid.addWidget(w, i + 1, col)
            self.rows.append((label, name, kind, colour))
        form.addRow(box)
        self.players.currentIndexChanged.connect(self._players_changed)
        self._players_changed()

    @staticmethod
    def default_name(i: int) -> str:
        return QCoreApplication.translate("Pilus", "Player %1").replace("%1", str(i + 1))

    def count(self) -> int:
        return int(self.players.currentData())

    def _players_changed(self) -> None:
        n = self.count()
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        current = self.first.currentData()
        self.first.clear()
        self.first.addItem(_tr("Random"), -1)
        for i in range(n):
            self.first.addItem(_tr("Seat %1").replace("%1", str(i + 1)), i)
        _select(self.first, current if current is not None and current < n else -1)

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        n = options.get("players", 2)
        _select(self.players, n)
        names = options.get("names") or []
        colours = options.get("colours") or []
        for i, (_label, name, kind, colour) in enumerate(self.rows):
            if i < len(names) and isinstance(names[i], str):
                name.setText(names[i])
            if i < len(seats or []):
                select_seat(kind, seats[i])
            if i < len(colours):
                _select(colour, colours[i])

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


def _select(combo: QComboBox, data: Any) -> None:
    i = combo.findData(data)
    if i >= 0:
        combo.setCurrentIndex(i)


class NewGameDialog(QDialog):
    """Which game, its options, and who sits in each seat. One options page per game in a
    stack, so PILUS adds a page and an entry in the game box."""

    def __init__(self, parent=None, choices: dict | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("New Game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        form.addRow(_tr("&Game:"), self.game_box)
        layout.addLayout(form)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages)
        self._page_by_game: dict[str, QWidget] = {}
        self.add_page(_tr("Pylos"), PylosOptionsPage())
        self.add_page(_tr("PILUS"), PilusOptionsPage())
        self.game_box.currentIndexChanged.connect(self.pages.setCurrentIndex)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if choices:
            self.set_choices(choices)

    def add_page(self, title: str, page) -> None:
        self.game_box.addItem(title, page.game)
        self.pages.addWidget(page)
        self._page_by_game[page.game] = page

    def page(self):
        return self.pages.currentWidget()

    def set_choices(self, choices: dict) -> None:
        game = choices.get("game", "pylos")
        if game in self._page_by_game:
            _select(self.game_box, game)
            self._page_by_game[game].set_choices(choices.get("options") or {},
                                                 choices.get("seats") or [])

    def choices(self) -> dict:
        page = self.page()
        return {"game": page.game, "options": page.options(), "seats": page.seat_kinds()}


def ui_language() -> str:
    """The language the interface speaks now (the UI locale Qt's translators were loaded for)."""
    return rules_text.resolve_language(QLocale().name())


class RulesDialog(QDialog):
    """The rules of ``game`` in ``language`` (default: the interface's), from resources/rules."""

    def __init__(self, parent=None, game: str = "pylos", language: str | None = None) -> None:
        super().__init__(parent)
        pilus = game == "pilus"
        self.setWindowTitle(_tr("Rules of PILUS") if pilus else _tr("Rules of Pylos"))
        self.resize(620, 700)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.language = rules_text.resolve_language(language or ui_language())
        self.browser.setHtml(rules_text.rules_html(game, self.language))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def about_text() -> str:
    return (_tr("<h3>Tabletop %1</h3><p>Pylos and PILUS on a 3D table.</p>"
                "<p>Pylos is a game published by Gigamic. PILUS is a game by Kris J Wolff."
                "</p><p>Made with Qt for Python, pyqtgraph and PyOpenGL.</p>")
            .replace("%1", tabletop_gui.__version__))


def show_about(parent) -> None:
    QMessageBox.about(parent, _tr("About Tabletop"), about_text())


def make_game_over_box(parent, text: str) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Information, _tr("Game over"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box


__all__ = ["NewGameDialog", "RulesDialog", "show_about", "make_game_over_box", "about_text"]
