"""The questions the window asks (save changes, resume) say what is true at the moment they
are answered: found in a second look at the app as a new user."""

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

PYLOS = {"variant": "standard", "first": "light"}


def test_no_keeping_is_offered_when_the_autosave_cannot_be_written(tmp_path, open_window):
    """The bar says the game cannot be kept; the quit question must not then offer (as its
    default!) to keep it for next time: Enter there lost the game."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    window = open_window(autosave_path=str(blocker / "autosave.json"))
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    assert model.try_move("1a1") and model.try_move("1a2")
    assert window.notices.message_bar is not None and window.notices.message_bar.isVisible()
    window.act_quit.trigger()
    box = window.close_box
    assert box is not None and box.isVisible()
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert "Keep for Next Time" not in texts and "next start" not in box.informativeText()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Save)
    box.reject()
    assert window.isVisible()


def test_the_computer_waits_while_the_quit_question_is_open(qtbot, open_window):
    """The computer went on playing under the quit question: its winning move stacked "Game
    over" on top, and Keep then quit a finished game that nothing kept."""
    window = open_window(think_delay_ms=300, bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "computer"])
    assert model.try_move("1a1")
    assert len(model.moves) == 1                 # the computer's answer waits out its delay
    window.act_quit.trigger()
    assert window.close_box is not None and window.close_box.isVisible()
    # held: no move of the computer's can come while the question is open
    assert model.computer.paused and model.computer.holds_no_move()
    assert len(model.moves) == 1
    window.close_box.reject()                    # Cancel: back to the game, the computer plays
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=3000)


def test_the_computer_waits_while_new_asks_about_the_changes(qtbot, open_window,
                                                             monkeypatch):
    window = open_window(think_delay_ms=300, bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "computer"])
    assert model.try_move("1a1")
    moves_while_asked = []

    def ask(action):                             # a person thinking it over
        # held: no move of the computer's can come while the question is open
        assert model.computer.paused and model.computer.holds_no_move()
        moves_while_asked.append(len(model.moves))
        return "cancel"

    monkeypatch.setattr(window, "ask_save_changes", ask)
    window.act_new.trigger()
    assert moves_while_asked == [1]
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=3000)


def test_no_key_on_the_hand_over_card_says_ready_only_a_click(qtbot, open_window):
    window = open_window((1280, 800))
    window.model.new_game("pilus", {"players": 2, "seed": 12, "first": 0,
                                    "names": ["Ana", "Bo"]}, ["human", "human"])
    screen = window.privacy
    assert screen.isVisible()
    # the Enter that laid the last tile, still held down, repeats; a fresh Enter or Space on
    # the card or its button: none of them opens a hand
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                       "\r", True)
    QApplication.sendEvent(screen.button, repeat)
    for target in (screen.button, screen):
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            qtbot.keyClick(target, key)
    assert screen.isVisible()
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()


def test_a_hint_that_cannot_start_gives_the_right_reason(open_window):
    def no_bot(game, seat):
        raise RuntimeError("no bot here")

    window = open_window(hint_factory=no_bot)
    window.model.new_game("pylos", PYLOS, ["human", "human"])
    window.act_hint.trigger()
    assert window.statusBar().currentMessage() == window.tr(
        "No hint this time: the computer found none.")
