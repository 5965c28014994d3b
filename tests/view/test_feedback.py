"""The table's feedback (#51): a hint, why there is none, a refused move are said in a bubble
over the table, in words, where players look (the status bar says them too): over the table's
lower centre, never over the Move field, never taking a click or the keyboard, gone after the
time it takes to read, replaced by the next one, in the language chosen while it shows."""

import os

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from tabletop_gui.ai.bots import BaseBot, Decision
from tabletop_gui.view import feedback
from tabletop_gui.view.feedback import FeedbackBubble, reading_ms
from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

translate = QCoreApplication.translate


class LostCauseBot(BaseBot):
    """Hints the first legal move of a position its search found lost in 7 turns."""

    def __init__(self, seat=0):
        self.seat = seat

    def decide(self, state, *, cancel=None, progress=None):
        return Decision(state.legal_moves()[0], outcome="loss", plies=7)


@pytest.fixture
def window(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat),
                         hint_factory=lambda g, seat: LostCauseBot(seat))
    window.languages.set_language("en", save=False)     # (English plurals: "7 turns")
    window.start_new_game({"game": "pylos", "options": {"variant": "standard",
                                                        "first": "light"},
                           "seats": ["human", "human"]})
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    yield window
    window.languages.set_language("en", save=False)


def bubble(window) -> FeedbackBubble:
    found = window.board.findChildren(FeedbackBubble)
    assert len(found) == 1                      # one bubble: the next sentence replaces it
    return found[0]


def global_rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def shown_by_the_table(window, text: str) -> FeedbackBubble:
    """The bubble says ``text``, over the table's lower half, off the Move field, and lets
    clicks through to the table."""
    b = bubble(window)
    assert b.isVisible() and b.text() == text
    board = global_rect(window.board)
    shown = global_rect(b)
    assert board.contains(shown)
    assert shown.center().y() > board.center().y()             # the lower half
    assert abs(shown.center().x() - board.center().x()) <= 2   # in the middle
    assert not shown.intersects(global_rect(window.notation))
    assert not shown.intersects(global_rect(window.banner))
    # a click where it stands reaches the table, and it never has the keyboard
    assert QApplication.widgetAt(shown.center()) is window.board
    assert window.focusWidget() is not b
    return b


def screenshot(window, name):
    QApplication.processEvents()
    window.board.repaint()
    path = os.path.join("/tmp", f"bubble-{name}.png")
    window.grab().save(path)
    return path


def test_a_hint_is_said_by_the_table(qtbot, window):
    window.board.setFocus()
    window.act_hint.trigger()
    move = window.model.state.legal_moves()[0]
    assert str(move) == "1a1"
    # in words, the place as the board names it (#51: no notation in sentences)
    text = "Hint: place a sphere on a1, level 1 — best play wins for the opponent in 7 turns"
    b = shown_by_the_table(window, text)
    assert window.statusBar().currentMessage() == text          # the status bar says it too
    assert window.focusWidget() is window.board
    qtbot.waitUntil(lambda: b.opacity() == 1.0, timeout=2000)   # faded in
    screenshot(window, "hint")


@pytest.mark.parametrize("typed", ["nonsense", "4a1"])
def test_a_move_typed_and_refused_is_said_by_the_table(qtbot, window, typed):
    window.notation.setFocus()
    qtbot.keyClicks(window.notation, typed)
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert window.model.moves == []
    code = "bad_notation" if typed == "nonsense" else "not_available"
    sentence = window.controller.error_message(code)
    shown_by_the_table(window, sentence)
    assert window.statusBar().currentMessage() == sentence
    assert window.focusWidget() is window.notation             # correct it in place
    if typed == "nonsense":
        qtbot.waitUntil(lambda: bubble(window).opacity() == 1.0, timeout=2000)
        screenshot(window, "typed-refusal")


def test_a_refusal_is_said_by_the_table_and_plain_status_is_not(qtbot, window):
    sentence = translate("Messages", "That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3.")
    window.show_feedback(sentence, 6000)
    shown_by_the_table(window, sentence)
    qtbot.waitUntil(lambda: bubble(window).opacity() == 1.0, timeout=2000)
    screenshot(window, "refusal")
    window.show_message("Saved to game.tabletop", 4000)        # plain status: the bar alone
    assert bubble(window).text() == sentence
    assert window.statusBar().currentMessage() == "Saved to game.tabletop"


def test_the_next_sentence_replaces_the_last(qtbot, window):
    window.show_feedback("That move is not allowed.", 6000)
    window.show_feedback("Wait for your turn.", 6000)
    shown_by_the_table(window, "Wait for your turn.")
    window.show_feedback("", 0)                 # nothing to say: gone at once
    assert not bubble(window).isVisible() and bubble(window).text() == ""


def test_it_stays_as_long_as_reading_takes_then_fades(qtbot, window, monkeypatch):
    assert reading_ms("Wait for your turn.") == 2500 + 4 * 60
    assert reading_ms(" ".join(["word"] * 200)) == 9000            # however long
    window.show_feedback("Wait for your turn.", 6000)
    b = bubble(window)
    assert b.timer.isActive() and b.timer.interval() == 2740
    longer = "You completed a pattern: take back one or two of your free spheres."
    window.show_feedback(longer, 6000)
    assert b.timer.interval() == reading_ms(longer) > 2740
    # (a short reading time: the test does not wait seconds)
    monkeypatch.setattr(feedback, "reading_ms", lambda text: 40)
    window.show_feedback("That move is not allowed.", 6000)
    assert b.isVisible()
    qtbot.waitUntil(lambda: not b.isVisible(), timeout=3000)
    assert b.text() == ""
    # and the status bar keeps it for its own time
    assert window.statusBar().currentMessage() == "That move is not allowed."


def test_a_hint_follows_the_language_while_it_shows(qtbot, window):
    window.act_hint.trigger()
    move = window.model.state.legal_moves()[0]
    window.languages.set_language("es", save=False)
    QApplication.processEvents()
    spanish = (window.controller.hint_text(move) + " — "
               + translate("HintPresenter", "best play wins for the opponent in %n turn(s)",
                           "", 7))
    assert "7" in spanish and "opponent" not in spanish
    assert bubble(window).text() == spanish
    shown_by_the_table(window, spanish)


def test_the_hint_goes_with_its_position(qtbot, window):
    window.act_hint.trigger()
    assert bubble(window).isVisible()
    window.notation.returnPressed.emit()        # Enter plays the hinted move
    assert len(window.model.moves) == 1
    assert not bubble(window).isVisible()


def test_no_hint_is_said_by_the_table(qtbot, window):
    window.hints.on_hint_failed("")             # the hint's computer found none
    shown_by_the_table(window, "No hint this time: the computer found none.")


# ---- each game answers for its own words (#50): the hints ask the game's controller ----------
def test_a_hint_says_what_the_game_noted_in_the_game_words(qtbot, window, monkeypatch):
    ctl = window.controller
    move = window.model.state.legal_moves()[0]
    own = {"gambit": "best play wins for the opponent, but the gambit may pay", "quiet": ""}
    monkeypatch.setattr(ctl, "hint_outcome_text",
                        lambda info: next((own[k] for k in own if info.get(k)), None))
    window.hints.on_hint(move, {"outcome": "loss", "plies": None, "gambit": True})
    assert bubble(window).text() == (ctl.hint_text(move) + " — best play wins for the "
                                     "opponent, but the gambit may pay")
    window.hints.on_hint(move, {"outcome": "loss", "plies": None, "quiet": True})
    assert bubble(window).text() == ctl.hint_text(move)           # the game says nothing
    window.hints.on_hint(move, {"outcome": "draw", "plies": None})  # the shared words
    assert bubble(window).text() == ctl.hint_text(move) + " — best play draws"


def test_no_hint_behind_the_screen_says_what_the_game_hides(qtbot, window, monkeypatch):
    ctl = window.controller
    monkeypatch.setattr(ctl, "needs_privacy", lambda: True)
    monkeypatch.setattr(ctl, "hint_withheld_text", lambda: "No hint while the cards are hidden.")
    window.act_hint.trigger()
    assert window.last_hint is None
    shown_by_the_table(window, "No hint while the cards are hidden.")


# ---- a click that does nothing says why (#51) -------------------------------------------------
def test_a_click_on_the_opponents_sphere_says_why_it_does_nothing(qtbot, window):
    """#51: clicking the opponent's sphere gave no word at all."""
    m = window.model
    assert m.try_move("1a1")                    # Light's sphere; Dark to move
    window.board.scene.finish_animations()
    QApplication.processEvents()
    p = window.board.screen_pos("1a1")
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=QPoint(int(p.x()), int(p.y())))
    assert len(m.moves) == 1
    text = "That sphere is Light's: you may raise only your own."
    shown_by_the_table(window, text)
    assert window.statusBar().currentMessage() == text
    qtbot.waitUntil(lambda: bubble(window).opacity() == 1.0, timeout=2000)
    screenshot(window, "opponent-sphere")
    # a click on the cloth, far from anything, says nothing new
    window.show_feedback("", 0)
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not bubble(window).isVisible()


def test_why_a_pylos_click_does_nothing_in_each_step():
    from tabletop_gui.rules import pylos
    from tabletop_gui.view.games.pylos import messages as pm
    from tabletop_gui.view.games.pylos.turn_input import TurnInput

    state = pylos.new_game("standard", "light")
    for text in ["1a1", "1c1", "1b1", "1c2", "1a2", "1d1"]:
        state = state.play(text)
    ti = TurnInput()
    ti.set_state(state)                         # Light to move; 1b2 completes Light's square
    assert ti.why_not("1c1", "dark") == "raise_other"
    assert ti.why_not("reserve", "light") == "use_reserve"
    assert ti.why_not("1b2", None) is None      # a candidate: the click means something
    assert ti.click("1b2") is None and ti.step == "take"
    assert ti.why_not("1c1", "dark") == "take_other"
    state = state.play("1b2x1b2")               # Light takes back at once
    state = state.play("1b2")
    state = state.play("1d3")
    state = state.play("2a1")                   # Dark on Light's 1a1, 1b1, 1a2 and its 1b2
    ti.set_state(state)                         # Light to move
    assert ti.why_not("1a1", "light") == "raise_supports"
    assert ti.why_not("2a1", "dark") == "raise_other"
    texts = {pm.refusal_text(code, owner) for code, owner in [
        ("raise_other", "dark"), ("raise_other", "light"), ("take_other", "dark"),
        ("take_other", "light"), ("raise_supports", None), ("raise_nowhere", None),
        ("take_supports", None), ("not_destination", None), ("use_reserve", None),
        ("not_a_place", None), ("take_first", "light"), ("take_second", "light")]}
    assert len(texts) == 12 and "" not in texts
    assert not any(ch.isdigit() for t in texts for ch in t)    # no notation in sentences
