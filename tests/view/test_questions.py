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


# ---- the one rule: ask only when a person's play would be lost (#51) -------------------------
# Every way a game leaves the table asks through FileFlow.would_lose_work: never for a game
# the computer plays against itself (no seat is a person's), nor for a lesson, nor for a
# finished game (its end card offers Save…); always for a person's unfinished, changed game.

def _person_game(model):
    model.new_game("pylos", PYLOS, ["human", "human"])
    assert model.try_move("1a1") and model.try_move("1a2")
    assert model.is_modified() and not model.game_over()


def _watched_game(model):
    """A game the computer plays against itself, to its end (the test's bots move at once)."""
    model.new_game("pylos", PYLOS, ["computer", "computer"])
    assert model.is_watching() and model.game_length() > 0 and model.is_modified()


def _earlier_run(open_window):
    """An earlier run that leaves an unfinished game in its autosave (the start page's
    Continue offers it)."""
    window = open_window()
    window.model.new_game("pylos", PYLOS, ["human", "human"])
    assert window.model.try_move("1b2") and window.model.try_move("1c3")
    window.model.shutdown()
    window.close()


def _recent_file(window, tmp_path):
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    assert model.try_move("1d4")
    path = str(tmp_path / "recent.tabletop")
    assert window.save_to(path)
    return path


def _asked(window, monkeypatch):
    """The unsaved-changes questions asked (each answered Cancel)."""
    asked = []
    monkeypatch.setattr(window, "ask_save_changes",
                        lambda action: asked.append(action) or "cancel")
    return asked


def _entry(window, entry, monkeypatch, recent):
    """Take the game off the table through ``entry``; what it led to (a dialog shown, a new
    game on the table)."""
    from PySide6.QtWidgets import QFileDialog

    from tabletop_gui.view import dialogs

    seen = []
    monkeypatch.setattr(dialogs.NewGameDialog, "exec",
                        lambda dlg: seen.append("new game dialog") or dlg.DialogCode.Rejected)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: seen.append("open dialog") or ("", ""))
    page = window.start_page
    if entry == "menu new":
        window.act_new.trigger()
    elif entry == "menu open":
        window.act_open.trigger()
    elif entry == "play":
        window.show_start_page()
        page.play_against_computer("pylos")
    elif entry == "two people":
        window.show_start_page()
        page.play_two_people("pylos")
    elif entry == "more options":
        window.show_start_page()
        page.more_options("pylos")
    elif entry == "continue":
        window.show_start_page()
        (card,) = [c for c in page.continue_cards if c.offer.slot is not None]
        page.resume(card.offer)
    elif entry == "recent":
        window.show_start_page()
        page.open_recent(recent)
    elif entry == "play again":
        window.ending.play_again()
    elif entry == "learn to play":
        window.show_start_page()
        window.learn_to_play("pylos")
    return seen


ENTRIES = ["menu new", "menu open", "play", "two people", "more options", "continue",
           "recent", "play again", "learn to play"]


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_watched_game_is_never_asked_about(qtbot, open_window, tmp_path, monkeypatch, entry):
    """Save / Discard / Cancel came up for a game the computer played against itself: no
    one's play is lost with it."""
    _earlier_run(open_window)
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    recent = _recent_file(window, tmp_path)
    _watched_game(model)
    asked = _asked(window, monkeypatch)
    started = []
    model.gameStarted.connect(lambda *a: started.append(model.game))
    seen = _entry(window, entry, monkeypatch, recent)
    assert asked == []
    if entry in ("menu new", "more options"):
        assert seen == ["new game dialog"]
    elif entry == "menu open":
        assert seen == ["open dialog"]
    elif entry == "learn to play":
        assert model.in_lesson()
    else:                                   # the next game is on the table
        assert started and not window.start_page_shown()


def test_quitting_a_watched_game_asks_nothing(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    _watched_game(window.model)
    window.act_quit.trigger()
    assert window.close_box is None and not window.isVisible()


@pytest.mark.parametrize("entry", ["menu new", "menu open", "play", "more options", "recent",
                                   "learn to play"])
def test_a_lesson_is_never_asked_about(qtbot, open_window, tmp_path, monkeypatch, entry):
    window = open_window()
    recent = _recent_file(window, tmp_path)
    window.model.new_game("pylos", PYLOS, ["human", "human"])
    assert window.learn_to_play("pylos") and window.model.in_lesson()
    asked = _asked(window, monkeypatch)
    _entry(window, entry, monkeypatch, recent)
    assert asked == []


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e not in ("play again",
                                                                   "learn to play")])
def test_a_persons_unfinished_game_is_still_asked_about(qtbot, open_window, tmp_path,
                                                        monkeypatch, entry):
    """Nothing lost: every way that would replace it asks first, and Cancel keeps it."""
    _earlier_run(open_window)
    window = open_window()
    model = window.model
    recent = _recent_file(window, tmp_path)
    _person_game(model)
    asked = _asked(window, monkeypatch)
    seen = _entry(window, entry, monkeypatch, recent)
    assert asked == ["open" if entry in ("menu open", "continue", "recent") else "new"]
    assert seen == [] and [str(m) for m in model.moves] == ["1a1", "1a2"]
    assert model.file_path is None and not model.in_lesson()


def test_learn_to_play_sets_a_persons_unfinished_game_aside_without_asking(
        qtbot, open_window, monkeypatch):
    window = open_window()
    _person_game(window.model)
    asked = _asked(window, monkeypatch)
    assert window.learn_to_play("pylos") and asked == []
    window.lessons.leave()              # the start page offers the game set aside
    (card,) = window.start_page.continue_cards
    assert card.offer.moves == 2


def test_quitting_a_persons_unfinished_game_still_asks(qtbot, open_window):
    window = open_window()
    _person_game(window.model)
    window.act_quit.trigger()
    assert window.close_box is not None and window.close_box.isVisible()
    window.close_box.reject()
    assert window.isVisible()


def _finish_against_the_computer(model):
    """A person's game against the computer, played to its end, in no file."""
    model.new_game("pylos", PYLOS, ["human", "computer"])
    person = FirstMoveBot(0)
    while not model.game_over():
        assert model.try_move(person.choose(model.state))
    assert model.is_modified() and model.file_path is None


@pytest.mark.parametrize("entry", ["play again", "learn to play", "play", "menu new"])
def test_a_finished_game_in_no_file_is_not_asked_about(qtbot, open_window, monkeypatch,
                                                       entry):
    """Never for a finished game (#51): its end card offered Save… (test_end_card_save.py),
    so leaving it asks nothing."""
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    _finish_against_the_computer(model)
    assert window.ending.card.save_button.isVisibleTo(window.ending.card)
    asked = _asked(window, monkeypatch)
    seen = _entry(window, entry, monkeypatch, None)
    assert asked == []
    if entry == "menu new":
        assert seen == ["new game dialog"]
    elif entry == "learn to play":
        assert model.in_lesson()
    else:
        assert not model.game_over() and model.game_length() <= 1


def test_quitting_a_finished_game_asks_nothing(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    _finish_against_the_computer(window.model)
    window.act_quit.trigger()
    assert window.close_box is None and not window.isVisible()


@pytest.mark.parametrize("entry", ["play again", "learn to play", "menu new"])
def test_a_finished_game_kept_in_its_file_is_not_asked_about(qtbot, open_window, tmp_path,
                                                             monkeypatch, entry):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    _finish_against_the_computer(model)
    assert window.save_to(str(tmp_path / "won.tabletop"))
    asked = _asked(window, monkeypatch)
    _entry(window, entry, monkeypatch, None)
    assert asked == []
