"""Dialogs: New Game, the rules of Pylos, About."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QMessageBox, QStackedWidget, QTextBrowser, QVBoxLayout,
                               QWidget)

import tabletop_gui


def _tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


VARIANT_LABELS = {
    "children": QT_TRANSLATE_NOOP("Dialogs", "Children (no patterns; raising saves spheres)"),
    "standard": QT_TRANSLATE_NOOP("Dialogs", "Standard (squares of your colour)"),
    "mature": QT_TRANSLATE_NOOP("Dialogs", "Mature (squares and lines of your colour)"),
}


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
            combo = QComboBox()
            combo.addItem(_tr("Person"), "human")
            combo.addItem(_tr("Computer"), "computer")
            seats_form.addRow(label, combo)
            self.seats.append(combo)
        form.addRow(seats_box)

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        _select(self.variant, options.get("variant", "standard"))
        _select(self.first, options.get("first", "light"))
        for combo, seat in zip(self.seats, seats or []):
            _select(combo, seat)

    def options(self) -> dict[str, Any]:
        return {"variant": self.variant.currentData(), "first": self.first.currentData()}

    def seat_kinds(self) -> list[str]:
        return [c.currentData() for c in self.seats]


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


PYLOS_RULES_HTML = QT_TRANSLATE_NOOP("Rules", """
<h2>Pylos</h2>
<p>Two players, Light and Dark, each start with 15 spheres in their reserve. Together they
build a pyramid: 16 places on the board, then 9, 4 and 1 above. A place above the board is
available only when the four places under it are filled. A sphere is <i>free</i> when nothing
rests on it.</p>
<h3>Your turn</h3>
<ol>
<li><b>Place</b> a sphere from your reserve on any available place, at any level; <i>or</i>
<b>raise</b> one of your free spheres to an available place on a higher level (not a place it
supports itself). Raising saves a sphere.</li>
<li>If the sphere you just played completes a <b>square</b> of four spheres of your colour (on
one level), you must take back <b>one or two</b> of your free spheres into your reserve, the
one just played included. The second must be free once the first is gone.</li>
</ol>
<h3>The end</h3>
<p>Whoever puts a sphere on the top of the pyramid <b>wins</b>. A player whose reserve is
empty at the end of their turn <b>loses</b>. If the same position occurs for the third time,
the game is a <b>draw</b>.</p>
<h3>Variants</h3>
<p><b>Children</b>: no patterns; only raising saves spheres. <b>Standard</b>: as above.
<b>Mature</b>: a full <b>line</b> of your colour (4 on the board, 3 on the second level, in a
row or a column, never a diagonal) also lets you take back one or two spheres.</p>
<h3>With the mouse</h3>
<p>Click a hollow or a translucent place to put a sphere there. To raise, click one of your
free spheres, then a highlighted place. After a pattern, click the glowing spheres to take
back, then <i>Done</i> if you keep it at one. Escape starts the turn again. Drag to turn the
table, drag with the middle button or Shift to move it, use the wheel to zoom, R to reset.</p>
<p>Notation: <tt>1b2</tt> places on level 1, column b, row 2; <tt>1a1-2b2</tt> raises;
<tt>x1c3</tt> takes back.</p>
""")


class RulesDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Rules of Pylos"))
        self.resize(560, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setHtml(QCoreApplication.translate("Rules", PYLOS_RULES_HTML))
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
