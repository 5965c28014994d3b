"""A person's finished game in no file is never thrown away without a question: a new user
finished a PILUS game against the computer ("Untitled*"), closed the end card, chose Game >
Open, and the game was gone (nothing asked, not in Recent). The end card's Save… is one offer;
every way off the table (Open, New Game, Play Again, the start page, quitting) asks Save /
Discard / Cancel, as for an unfinished game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

PYLOS = {"variant": "standard", "first": "light"}


def type_turn(qtbot: Any, window: Any, text: str) -> None:
    """A turn typed in the Move field and Enter, as a person plays it from the keyboard."""
    field = window.notation
    field.setFocus()
    field.setText(text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def finish(qtbot: Any, window: Any, game: str) -> None:
    """A person against the computer, every turn of the person's typed in the Move field, to
    the end; then the end card closed, as the reviewer did."""
    model = window.model
    if game == "pilus":
        model.new_game("pilus", {"players": 2, "seed": 5, "first": 0,
                                 "names": ["Ana", "Bo"]}, ["human", "computer"])
    else:
        model.new_game("pylos", PYLOS, ["human", "computer"])
    for _ in range(200):
        if model.game_over():
            break
        plies = len(model.moves)
        view = model.seat_view(model.seat_to_move()) if game == "pilus" else model.state
        type_turn(qtbot, window, str(view.legal_moves()[0]))
        assert len(model.moves) > plies, window.notation.text()
    assert model.game_over() and model.is_modified() and model.file_path is None
    assert window.windowTitle().startswith("Untitled")
    card = window.ending.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not card.isVisible(), timeout=5000)


def answer(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Click ``button`` of the question once it is up (it blocks in its own loop)."""
    tries = [250]                   # (a question never asked: the looking stops in 5 s)

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.button(button) is not None:
            seen.append(box.text())
            box.button(button).click()
        elif tries[0] > 0:
            tries[0] -= 1
            QTimer.singleShot(20, look)
    QTimer.singleShot(20, look)


@pytest.mark.parametrize("game", ["pilus", "pylos"])
def test_open_after_a_finished_unsaved_game_asks_and_cancel_keeps_it(qtbot, open_window,
                                                                     monkeypatch, game):
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, game)
    moves = list(window.model.moves)
    opened: list[Any] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: opened.append(a) or ("", ""))
    seen: list[str] = []
    answer(QMessageBox.StandardButton.Cancel, seen)
    window.act_open.trigger()
    assert seen == ["Save the changes to this game first?"]
    assert opened == []                              # Cancel: no file dialog, the game stays
    assert list(window.model.moves) == moves and window.model.game_over()


@pytest.mark.parametrize("entry", ["menu new", "play again", "start page"])
def test_every_way_off_the_table_asks_about_a_finished_pilus_game(qtbot, open_window,
                                                                  monkeypatch, entry):
    from tabletop_gui.view import dialogs

    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, "pilus")
    moves = list(window.model.moves)
    dialog: list[Any] = []
    monkeypatch.setattr(dialogs.NewGameDialog, "exec",
                        lambda dlg: dialog.append(dlg) or dlg.DialogCode.Rejected)
    seen: list[str] = []
    answer(QMessageBox.StandardButton.Cancel, seen)
    if entry == "menu new":
        window.act_new.trigger()
    elif entry == "play again":
        window.ending.open_card()
        qtbot.mouseClick(window.ending.card.play_again_button, Qt.MouseButton.LeftButton)
    else:
        window.act_start_page.trigger()
        qtbot.mouseClick(window.start_page.play_buttons["pilus"], Qt.MouseButton.LeftButton)
    assert seen == ["Save the changes to this game first?"]
    assert dialog == [] and list(window.model.moves) == moves


def test_save_in_the_question_keeps_the_finished_game_in_recent(qtbot, open_window,
                                                                monkeypatch, tmp_path):
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, "pilus")
    target = str(tmp_path / "finished.tabletop")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target, ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    # the win/loss record counts it (one person against the computer), once
    record = window.model.play_record

    def counted() -> int:
        return sum(t.played for t in record.tallies("pilus").values())
    assert counted() == 1
    seen: list[str] = []
    answer(QMessageBox.StandardButton.Save, seen)
    window.act_open.trigger()
    assert seen and target in window.model.settings.recent_files()
    assert window.model.file_path == target and counted() == 1


def test_quitting_a_finished_unsaved_game_asks_without_keeping_it_for_next_time(
        qtbot, open_window):
    """Nothing keeps a finished game for the next start (the autosave keeps unfinished ones
    only), so the quit question offers Save, Discard and Cancel, no Keep for Next Time."""
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, "pilus")
    window.act_quit.trigger()
    box = window.close_box
    assert box is not None and box.isVisible()
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert "Keep for Next Time" not in texts
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.isVisible() and window.model.game_over()
