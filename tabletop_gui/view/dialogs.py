"""Dialogs: New Game, the rules of Pylos, About."""

from __future__ import annotations

from typing import Any

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QMessageBox, QStackedWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from ..model.games import COMPUTER_LEVELS, MAX_NAME, PAWN_COLOUR_NAMES, PAWN_COLOURS, PAWN_SHAPES

import tabletop_gui


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


PILUS_RULES_HTML = QT_TRANSLATE_NOOP("Rules", """
<h2>PILUS</h2>
<p>2 to 4 players build a landscape of tiles. Every tile is a 2 × 2 block showing blue,
yellow, grey and green once each. You hold 3 tiles, hidden from the others.</p>
<h3>Your turn</h3>
<ol>
<li><b>Lay a tile</b> from your hand, turned as you like. On the table it must touch the tiles
already laid. On top of tiles at level L: at least 3 of its 4 squares rest on level L − 1, on
at least two different tiles, and at least L − 1 of its squares match the colour beneath. It may
not cover a region protected by another player's pawn, nor join two pawns' regions.</li>
<li><b>Move your pawn</b> (optional) onto any square of the tile just laid, or one step to a
neighbouring covered cell — never into a region holding another pawn.</li>
<li><b>Score</b>: every region (same colour, connected) touching the new tile with at least two
cells scores its size, times the tile's level; a region with another player's pawn scores
nothing for you. Then draw a tile.</li>
</ol>
<p>When all tiles are laid, the most points wins; a tie shares the win.</p>
<h3>With the mouse</h3>
<p>Pick a tile in the side panel, turn it with Q/E, Space, Ctrl+wheel or the buttons, and move
over the table: a green ghost shows where it would go; where it cannot, the status line says why.
Click to lay it, then click a glowing cell for your pawn, or <i>Stay</i>. Escape takes the tile
back. When two people share the screen, a privacy screen hides the hand between turns.</p>
<p>Notation: <tt>BYGN@2,0 p3,1</tt> lays the tile with colours lower-left, upper-left,
upper-right, lower-right at cell 2,0 and moves the pawn to 3,1; <tt>pass</tt>.</p>
""")


class RulesDialog(QDialog):
    def __init__(self, parent=None, game: str = "pylos") -> None:
        super().__init__(parent)
        pilus = game == "pilus"
        self.setWindowTitle(_tr("Rules of PILUS") if pilus else _tr("Rules of Pylos"))
        self.resize(560, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setHtml(QCoreApplication.translate(
            "Rules", PILUS_RULES_HTML if pilus else PYLOS_RULES_HTML))
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
