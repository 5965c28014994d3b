"""Dialogs: New Game, the rules of Pylos, About."""

from __future__ import annotations

from typing import Any

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QMessageBox, QPushButton,
                               QStackedWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from ..model.games import (MAX_NAME, PAWN_COLOUR_NAMES, PAWN_COLOURS,
                           PAWN_SHAPES, game_spec)

import tabletop_gui
from ..model.seats import AI_LEVELS
from ..model import rules_text

translate = QCoreApplication.translate

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
#: the game box: each game's title (context "Games", shared with the model's specs)
GAME_TITLES = {"pylos": game_spec("pylos").title, "pilus": game_spec("pilus").title}
assert {code.partition(":")[2] for code, _ in SEAT_CHOICES[1:]} == set(AI_LEVELS)
SHAPE_LABELS = {"circle": QT_TRANSLATE_NOOP("Dialogs", "circle"),
                "triangle": QT_TRANSLATE_NOOP("Dialogs", "triangle"),
                "square": QT_TRANSLATE_NOOP("Dialogs", "square"),
                "star": QT_TRANSLATE_NOOP("Dialogs", "star")}


def seat_combo() -> QComboBox:
    """Person / Computer at a strength; data: the seat code."""
    combo = QComboBox()
    for code, _label in SEAT_CHOICES:
        combo.addItem("", code)
    retranslate_seat_combo(combo)
    return combo


def retranslate_seat_combo(combo: QComboBox) -> None:
    for i, (_code, label) in enumerate(SEAT_CHOICES):
        combo.setItemText(i, translate("Dialogs", label))


def select_seat(combo: QComboBox, code: str) -> None:
    _select(combo, "computer:medium" if code == "computer" else code)


class _Retranslating(QWidget):
    """A widget whose texts are set by ``retranslate_ui``, at construction and on
    LanguageChange."""

    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        pass

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)


class PylosOptionsPage(_Retranslating):
    """Pylos's options: the variant and who moves first, and its two seats."""

    game = "pylos"
    seat_codes = ("light", "dark")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.variant = QComboBox()
        for code in VARIANT_LABELS:
            self.variant.addItem("", code)
        self.first = QComboBox()
        self.first.addItem("", "light")
        self.first.addItem("", "dark")
        self.variant_label = QLabel()
        self.variant_label.setBuddy(self.variant)
        self.first_label = QLabel()
        self.first_label.setBuddy(self.first)
        form.addRow(self.variant_label, self.variant)
        form.addRow(self.first_label, self.first)
        self.seats_box = QGroupBox()
        seats_form = QFormLayout(self.seats_box)
        self.seats: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for _ in range(2):
            combo = seat_combo()
            label = QLabel()
            label.setBuddy(combo)
            seats_form.addRow(label, combo)
            self.seats.append(combo)
            self.seat_labels.append(label)
        form.addRow(self.seats_box)
        # with no choices of its own (the last game was PILUS): the standard game, not the
        # first variant listed (Children)
        self.set_choices({}, [])
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for i, label in enumerate(VARIANT_LABELS.values()):
            self.variant.setItemText(i, translate("Dialogs", label))
        self.first.setItemText(0, translate("Dialogs", "Light"))
        self.first.setItemText(1, translate("Dialogs", "Dark"))
        self.variant_label.setText(translate("Dialogs", "&Variant:"))
        self.first_label.setText(translate("Dialogs", "&First to move:"))
        self.seats_box.setTitle(translate("Dialogs", "Players"))
        self.seat_labels[0].setText(translate("Dialogs", "Light:"))
        self.seat_labels[1].setText(translate("Dialogs", "Dark:"))
        for combo in self.seats:
            retranslate_seat_combo(combo)

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


class PilusOptionsPage(_Retranslating):
    """PILUS: 2 to 4 players, who starts, and per seat a person or the computer, a name and a
    pawn colour. The deal's seed is drawn when the game starts."""

    game = "pilus"

    def __init__(self, parent=None) -> None:
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
        for label, head in zip(self.heads, heads):
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
                _select(other[3], before)
        self._colours_were = [r[3].currentData() for r in self.rows]

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
        self.first.addItem(translate("Dialogs", "Random"), -1)
        for i in range(n):
            self.first.addItem(translate("Dialogs", "Seat %1").replace("%1", str(i + 1)), i)
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


def _select(combo: QComboBox, data: Any) -> None:
    i = combo.findData(data)
    if i >= 0:
        combo.setCurrentIndex(i)


class NewGameDialog(QDialog):
    """Which game, its options, and who sits in each seat. One options page per game in a
    stack, so PILUS adds a page and an entry in the game box."""

    def __init__(self, parent=None, choices: dict | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        form.addRow(self.game_label, self.game_box)
        layout.addLayout(form)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages)
        self._page_by_game: dict[str, QWidget] = {}
        self.add_page(GAME_TITLES["pylos"], PylosOptionsPage())
        self.add_page(GAME_TITLES["pilus"], PilusOptionsPage())
        self.game_box.currentIndexChanged.connect(self.pages.setCurrentIndex)
        # "Start" is our own button: a standard Ok's text would be reset by the button box
        # on every LanguageChange
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()
        if choices:
            self.set_choices(choices)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("Dialogs", "New Game"))
        self.game_label.setText(translate("Dialogs", "&Game:"))
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, QCoreApplication.translate(
                "Games", GAME_TITLES[self.game_box.itemData(i)]))
        self.start_button.setText(translate("Dialogs", "&Start"))
        # Cancel: Qt's own text (qtbase_xx, or ours where Qt has none: Romanian)

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)

    def add_page(self, title: str, page) -> None:
        self.game_box.addItem(QCoreApplication.translate("Games", title), page.game)
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
    """The rules of ``game`` in ``language`` (default: the interface's, followed when it
    changes while the dialog is open), from resources/rules."""

    def __init__(self, parent=None, game: str = "pylos", language: str | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.follows_ui = language is None
        self.resize(620, 700)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.language = ""
        self._load(rules_text.resolve_language(language or ui_language()))
        self.retranslate_ui()

    def _load(self, language: str) -> None:
        if language != self.language:
            self.language = language
            self.browser.setHtml(rules_text.rules_html(self.game, language))

    def retranslate_ui(self) -> None:
        pilus = self.game == "pilus"
        self.setWindowTitle(translate("Dialogs", "Rules of PILUS") if pilus
                            else translate("Dialogs", "Rules of Pylos"))
        if self.follows_ui:
            self._load(ui_language())

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)


def about_text() -> str:
    return (translate("Dialogs", "<h3>Tabletop %1</h3><p>Pylos and PILUS on a 3D table.</p>"
                "<p>Pylos is a game published by Gigamic. PILUS is a game by Kris J Wolff."
                "</p><p>Made with Qt for Python, pyqtgraph and PyOpenGL.</p>")
            .replace("%1", tabletop_gui.__version__))


def show_about(parent) -> None:
    QMessageBox.about(parent, translate("Dialogs", "About Tabletop"), about_text())


def game_over_title() -> str:
    return translate("Dialogs", "Game over")


def make_game_over_box(parent, text: str) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Information, game_over_title(), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box


__all__ = ["NewGameDialog", "RulesDialog", "show_about", "make_game_over_box", "about_text"]
