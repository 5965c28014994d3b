"""Issue #12's proof: a third game joins through the app's registry alone
(``tabletop_gui.app.registry.register_game``) and is played in the real main window as a person
plays it -- the New Game dialog, a panel button, a key on the table, Undo, Save, a new game,
Open, a computer seat, game over, and New Game again -- with nothing in ``tabletop_gui/``
knowing it."""

from __future__ import annotations

import ast
import pathlib
import re

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

import tabletop_gui
from tabletop_gui.app import registry
from tabletop_gui.model import GameModel
from tabletop_gui.view.dialogs import NewGameDialog
from tests.sync_pool import SynchronousPool

from ..model.toy_game import NimSpec
from .nim_bot import make_nim_bot
from .nim_view import NimController, NimOptionsPage

pytestmark = pytest.mark.gl


@pytest.fixture
def nim():
    """Nim in every layer's table, through the registry only; taken out again afterwards."""
    registry.register_game("nim", spec=NimSpec(), bots=make_nim_bot, controller=NimController)
    yield "nim"
    registry.unregister_game("nim")


@pytest.fixture
def window(nim, qtbot, tmp_path):
    """The app's main window on a fresh model (as tests/view/conftest.py's ``open_window``)."""
    from tabletop_gui.view.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    win = MainWindow(model)
    qtbot.addWidget(win)
    win.resize(1200, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    model.shutdown()


def new_game(window, qtbot, game="nim", pile=7, seats=("human", "human")):
    """Game > New Game, as a person does it: an unsaved game is discarded when asked, the game
    chosen in the dialog, the pile typed, the seats picked, Start clicked."""
    seen = []

    def drive():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.button(QMessageBox.StandardButton.Discard):
            seen.append("asked")
            qtbot.mouseClick(box.button(QMessageBox.StandardButton.Discard),
                             Qt.MouseButton.LeftButton)
        elif isinstance(box, NewGameDialog):
            box.game_box.setCurrentIndex(box.game_box.findData(game))
            page = box.page()
            assert page.game == game
            if game == "nim":
                assert isinstance(page, NimOptionsPage)
                page.pile.setFocus()
                page.pile.selectAll()
                qtbot.keyClicks(page.pile, str(pile))
                assert page.pile.value() == pile
                for combo, seat in zip(page.seats, seats, strict=True):
                    combo.setCurrentIndex(combo.findData(seat))
            seen.append("started")
            qtbot.mouseClick(box.start_button, Qt.MouseButton.LeftButton)
            return
        QTimer.singleShot(20, drive)

    QTimer.singleShot(0, drive)
    window.act_new.trigger()
    assert seen and seen[-1] == "started"
    return seen


def moves_listed(window):
    ml = window.model.move_list
    return [ml.data(ml.index(row, 0)) for row in range(ml.rowCount())]


def table_shows(window):
    ctl = window.controller
    return ctl.scene.shown()


def test_a_third_game_is_played_in_the_main_window(window, qtbot, tmp_path, monkeypatch):
    m = window.model
    assert m.game == registry.GAMES[0]                       # the app's first game, untouched

    # New Game: Nim, a pile of 9, two people
    new_game(window, qtbot, pile=9)
    assert (m.game, m.state.pile, m.seats) == ("nim", 9, ["human", "human"])
    ctl = window.controller
    assert isinstance(ctl, NimController) and window.board.controller is ctl
    assert window.game_panels.currentWidget() is ctl.panel
    assert table_shows(window) == 9
    # a game without a rules text has no Help > Rules (it would have nothing to show)
    assert not window.act_rules.isEnabled()
    window.show_rules()
    assert window.rules_dialog is None
    assert window.turn_label.text() == "Player A to move"
    assert window.status_label.text().startswith("Player A: take 1, 2 or 3")

    # a click on a panel button, then a key on the table
    qtbot.mouseClick(ctl.panel.take_buttons[1], Qt.MouseButton.LeftButton)
    assert m.state.pile == 7 and window.turn_label.text() == "Player B to move"
    assert len(moves_listed(window)) == 1 and "t2" in moves_listed(window)[0]
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_3)
    assert m.state.pile == 4 and table_shows(window) == 4
    assert [("t2" in a, "t3" in b) for a, b in [moves_listed(window)]] == [(True, True)]
    assert window.status_label.text().startswith("Player A: take")
    # a move the rules refuse is said in the game's own words
    qtbot.mouseClick(ctl.panel.take_buttons[2], Qt.MouseButton.LeftButton)   # 3 of 4: fine
    assert m.state.pile == 1 and not ctl.panel.take_buttons[1].isEnabled()
    window.notation.setText("t3")
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert m.state.pile == 1
    assert window.statusBar().currentMessage() == "There are not that many counters left."

    # Undo (the menu's action) twice: the pile is back
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert m.state.pile == 7 and m.state.seat_to_move == 1 and table_shows(window) == 7
    assert len(moves_listed(window)) == 1
    assert window.turn_label.text() == "Player B to move"

    # Save (untitled: Save As, its file dialog answered)
    path = tmp_path / "nim game.tabletop"
    from PySide6.QtWidgets import QFileDialog  # (the window imports it when it asks)

    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    window.act_save.trigger()
    assert path.exists() and not m.is_modified()
    assert "nim game.tabletop" in window.windowTitle()

    # another game, then Open the file back
    new_game(window, qtbot, pile=5)
    assert m.state.pile == 5 and len(moves_listed(window)) == 0 and table_shows(window) == 5
    assert window.open_path(str(path))
    assert (m.game, m.state.pile, m.state.seat_to_move) == ("nim", 7, 1)
    assert [str(x) for x in m.moves] == ["t2"] and table_shows(window) == 7
    assert window.turn_label.text() == "Player B to move"

    # against the computer (seat B): it leaves a multiple of four every time, and wins
    new_game(window, qtbot, pile=10, seats=("human", "computer:medium"))
    assert m.seats == ["human", "computer:medium"]
    for take, left in ((1, 8), (3, 4), (1, 0)):
        assert ctl.panel.take_buttons[take - 1].isEnabled()
        qtbot.keyClick(window.board, getattr(Qt.Key, f"Key_{take}"))
        qtbot.waitUntil(lambda left=left: m.state.pile == left and not m.is_thinking(),
                        timeout=5000)
    assert m.is_over() and m.state.outcome.winners == (1,)
    card = window.ending.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    assert card.title() == "Player B took the last counter and wins."
    assert window.status_label.text().startswith("Player B took the last counter and wins.")
    assert window.turn_label.text() == "Player B wins"
    assert not any(b.isEnabled() for b in ctl.panel.take_buttons)
    assert table_shows(window) == 0
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not card.isVisible(), timeout=5000)

    # New Game still works after the game is over: another Nim, then back to the first game
    asked = new_game(window, qtbot, pile=3)
    assert asked == ["started"]     # a finished game is not asked about: its card offered Save…
    assert (m.game, m.state.pile, m.is_over()) == ("nim", 3, False)
    assert all(b.isEnabled() for b in ctl.panel.take_buttons)
    assert window.status_label.text().startswith("Player A: take")
    qtbot.keyClick(window.board, Qt.Key.Key_3)
    assert m.is_over() and m.state.outcome.winners == (0,)
    qtbot.waitUntil(card.isVisible, timeout=5000)
    card.dismiss()
    first = registry.GAMES[0]
    new_game(window, qtbot, game=first)
    assert m.game == first and window.controller is not ctl
    assert window.act_rules.isEnabled()
    assert window.game_panels.currentWidget() is window.controller.panel
    assert not ctl.scene.table.visible() and not ctl.scene.counters.visible()


def _code_names(tree: ast.AST) -> set[str]:
    """Every name and string literal of a module's code (docstrings left out)."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(node.name)
        elif isinstance(node, ast.alias):
            found.add(node.name)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings:
            found.add(node.value)
    return found


def test_the_app_does_not_know_the_third_game():
    """Nothing in tabletop_gui/ names Nim: no module, no name, no string (the registry's
    docstring shows how a test registers it; comments and docstrings are not code)."""
    package = pathlib.Path(tabletop_gui.__file__).parent
    word = re.compile(r"\bnim\b", re.IGNORECASE)
    named = [f"{path.relative_to(package)}: {text!r}"
             for path in sorted(package.rglob("*.py"))
             for text in _code_names(ast.parse(path.read_text(encoding="utf-8")))
             if word.search(text)]
    assert named == []
    assert not [p for p in package.rglob("*") if word.search(p.stem)]


def test_a_game_after_another_games_privacy_screen(window, qtbot):
    """What the shell lends a game (the privacy screen, the Move field, the turn line's colour
    stripe) is the shell's to reset when another game takes the table: a game that never uses
    them must not inherit them. PILUS with two people puts the screen up and a seat's colour on
    the turn line; Nim, then Pylos, come after it."""
    m = window.model
    m.new_game("pilus", None, ["human", "human"])
    assert window.privacy.isVisible() and not window.notation.isEnabled()
    assert "border-left" in window.turn_label.styleSheet()
    new_game(window, qtbot, pile=5)
    assert m.game == "nim"
    assert not window.privacy.isVisible() and window.notation.isEnabled()
    assert window.turn_label.styleSheet() == ""
    qtbot.keyClick(window.board, Qt.Key.Key_2)
    assert m.state.pile == 3
    m.new_game("pilus", None, ["human", "human"])
    m.new_game("pylos", None, None)
    assert not window.privacy.isVisible() and window.notation.isEnabled()
    assert window.turn_label.styleSheet() == ""


def test_a_game_without_a_page_of_its_own_starts_from_new_game(nim, qtbot, tmp_path):
    """A game whose view makes no New Game page (its controller keeps GameController's
    ``options_page``) gets the dialog's page without options: Start gives it its default
    options and seats."""
    from tabletop_gui.view.games.base import GameController
    from tabletop_gui.view.main_window import MainWindow

    class PagelessNim(NimController):
        options_page = GameController.__dict__["options_page"]    # the default page

    registry.register_game("nim", spec=NimSpec(), bots=make_nim_bot, controller=PagelessNim)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    win = MainWindow(model)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)

    def start():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, NewGameDialog):
            QTimer.singleShot(20, start)
            return
        dlg.game_box.setCurrentIndex(dlg.game_box.findData("nim"))
        assert not isinstance(dlg.page(), NimOptionsPage) and dlg.page().game == "nim"
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, start)
    win.act_new.trigger()
    assert (model.game, model.state.pile, model.seats) == ("nim", 7, ["human", "human"])
    model.shutdown()


def test_the_about_box_names_every_registered_game(nim, qapp):
    from PySide6.QtCore import QLocale

    from tabletop_gui.view.dialogs import about_text

    before = QLocale()
    QLocale.setDefault(QLocale("en_US"))      # what the app sets for English
    try:
        text = about_text()
        assert "A game of taking the last counter." in text
        assert re.search(r"<p>\w+, \w+, and Nim on a 3D table\.</p>", text), text
        registry.unregister_game("nim")
        assert "Nim" not in about_text()
    finally:
        QLocale.setDefault(before)
