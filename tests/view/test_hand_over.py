"""Hot-seat PILUS: the hand-over between two people's turns is one step. After a turn the
table stays in view with its result (the scoring flash, the pawn, the last move's outline), no
hand anywhere, and one card says what the turn did and whose turn it is; only a click on that
card, once it has stood for a moment, shows the next person's tiles, and so does a deliberate
Enter or Space on it, later: never the Enter that ended the turn, a second one right after it, a
burst of them or a held key. The card's button is never a default button. Every way out (undo,
redo, Open, resume, a new game, a language switch) shows no hand of anyone."""

from __future__ import annotations

import os
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from tests.scripted_bots import FirstMoveBot
from tests.view.test_privacy import (
    assert_behind_screen,
    assert_pausing,
    hand_shown,
    new_game,
    pass_on,
    reveal,
)

pytestmark = pytest.mark.gl
SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")


@pytest.fixture
def make_pilus(qtbot: Any, open_window: Any) -> Any:
    """A window with a new PILUS game for people named Ana, Bo (and Cy)."""
    def make(seats: Any = ("human", "human")) -> Any:
        window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat),
                             hint_factory=lambda g, seat: FirstMoveBot(seat))
        new_game(window.model, seats)
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def first_turn(qtbot: Any, window: Any) -> Any:
    """Ana's tiles shown, then her first turn played: the card for Bo stands. The model."""
    reveal(qtbot, window)
    assert window.model.try_move(window.model.state.legal_moves()[0])
    return window.model


def ctl(window: Any) -> Any:
    return window.controller_of("pilus")


def scoring_turn(model: Any) -> Any:
    """A legal turn of the person to move that scores."""
    state = model.state
    return max(state.legal_moves(), key=lambda m: state.play(m).last_scoring.points)


def play_scoring_turns(qtbot: Any, window: Any) -> None:
    """Ana and Bo play until a turn scores; that one is played last (the pause after it)."""
    model = window.model
    names = ["Ana", "Bo"]
    while True:
        move = scoring_turn(model)
        if model.state.play(move).last_scoring.points > 0:
            break
        assert model.try_move(move)
        pass_on(qtbot, window, names[model.seat_to_move()])
        reveal(qtbot, window)
    if window.privacy.isVisible():
        reveal(qtbot, window)
    assert model.try_move(move)


def test_one_card_shows_the_result_and_one_click_shows_the_next_hand(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    play_scoring_turns(qtbot, window)
    c = ctl(window)
    scoring = model.state.last_scoring
    mover = "Ana" if scoring.seat == 0 else "Bo"
    nxt = "Bo" if scoring.seat == 0 else "Ana"
    # the table and the result in view, no hand, one card over the top of the table
    assert_pausing(window, nxt)
    card = window.privacy
    assert c.scene.recent.visible()                     # the last move's outline
    assert c.last_turn.timer.isActive() and c.last_turn.last_flash   # the scoring flash plays now
    assert c.chips.visible_texts()                      # the points over the table
    text = card.words_label.text()
    assert text.startswith(f"{mover} laid a tile") and f"scored {scoring.points}" in text
    assert nxt in card.label.text() and nxt in card.button.text()
    assert "Pass the screen to " + nxt in window.status_label.text()
    # the card stands where the banner was, the banner steps aside: one card, not two
    assert not window.banner.isVisible()
    board_top = window.board.mapTo(card.parentWidget(), window.board.rect().topLeft()).y()
    assert board_top <= card.geometry().top() <= board_top + 20
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, "pilus-hand-over-window.png"))
    # one click: the next person's tiles
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    assert hand_shown(window) and c.panel.hand.owner == nxt
    assert window.banner.isVisible() and window.banner.who_label.text() == nxt
    assert c.scene.recent.visible()


def keyboard_turn(qtbot: Any, window: Any) -> None:
    """A whole turn from the keyboard on the table: Tab to a spot, Enter lays the tile, then
    Enter again (or Tab, Enter for the pawn) ends it."""
    board, c, model = window.board, ctl(window), window.model
    plies = len(model.moves)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    if len(model.moves) == plies:
        assert c.turn.step == "pawn"
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert len(model.moves) == plies + 1


@pytest.mark.parametrize("arm_ms", [900, 0])
def test_two_enters_after_a_turn_never_show_the_next_hand(qtbot, make_pilus, monkeypatch,
                                                          arm_ms):
    from tabletop_gui.view import privacy

    monkeypatch.setattr(privacy, "ARM_MS", arm_ms)
    window = make_pilus()
    reveal_when_armed(qtbot, window)
    keyboard_turn(qtbot, window)
    assert_behind_screen(window, "Bo")
    for _ in range(2):
        target = window.focusWidget() or window
        qtbot.keyClick(target, Qt.Key.Key_Return)
        qtbot.keyClick(target, Qt.Key.Key_Space)
        assert_behind_screen(window, "Bo")
    qtbot.waitUntil(window.privacy.armed, timeout=3000)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        qtbot.keyClick(window.board, key)         # not on the card: the table's, not a reveal
        assert_behind_screen(window, "Bo")
    # the button is no default button and never has the keyboard
    button = window.privacy.button
    assert not button.isDefault() and not button.autoDefault()
    assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert window.focusWidget() is not button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert hand_shown(window)


def key(qtbot: Any, window: Any, now: list, after: float, which: Any = Qt.Key.Key_Return,
        autorepeat: bool = False) -> None:
    """``which`` pressed and let go on the widget with the keyboard, ``after`` seconds on."""
    from PySide6.QtGui import QKeyEvent

    now[0] += after
    target = window.focusWidget() or window
    for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, which, Qt.KeyboardModifier.NoModifier,
                                                 "\r" if which != Qt.Key.Key_Space else " ",
                                                 autorepeat))


def test_a_deliberate_key_later_shows_the_next_hand(qtbot, make_pilus, monkeypatch):
    """A person without a mouse: Enter (or Space) on the card, once it has stood a moment and
    no such key came just before, shows their tiles; the hand shows when the key comes up.
    Enter right after the card appears, a burst of them, a held key repeating never do."""
    from tabletop_gui.view import privacy

    now = [100.0]
    monkeypatch.setattr(privacy, "clock", lambda: now[0])
    window = make_pilus()
    card = window.privacy
    key(qtbot, window, now, 0.05)                    # the card of a new game: too soon
    assert_behind_screen(window, "Ana")
    key(qtbot, window, now, 1.5)                     # a moment later, deliberately
    assert hand_shown(window) and ctl(window).panel.hand.owner == "Ana"
    keyboard_turn(qtbot, window)                     # Enter ends Ana's turn
    assert window.focusWidget() is card             # the card has the keyboard, not the table
    key(qtbot, window, now, 0.08)                    # a second Enter right after
    key(qtbot, window, now, 0.3)
    assert_behind_screen(window, "Bo")
    for _ in range(10):                              # hammered on across the moment it arms
        key(qtbot, window, now, 0.2, Qt.Key.Key_Space)
        assert_behind_screen(window, "Bo")
    for _ in range(10):                              # held down: the key repeats
        key(qtbot, window, now, 0.5, autorepeat=True)
        assert_behind_screen(window, "Bo")
    # pressed now, let go later: the hand waits for the key to come up
    from PySide6.QtGui import QKeyEvent

    now[0] += 0.6
    QApplication.sendEvent(card, QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Space,
                                           Qt.KeyboardModifier.NoModifier, " "))
    assert_behind_screen(window, "Bo")
    # ... and undo meanwhile brings Ana's card anew: that key's release reveals nothing
    window.model.undo()
    QApplication.processEvents()
    QApplication.sendEvent(card, QKeyEvent(QKeyEvent.Type.KeyRelease, Qt.Key.Key_Space,
                                           Qt.KeyboardModifier.NoModifier, " "))
    assert_behind_screen(window, "Ana")
    key(qtbot, window, now, 0.1)                     # too soon after the card came anew
    assert_behind_screen(window, "Ana")
    assert "Enter" in card.keys_label.text() and card.keys_label.isVisible()
    key(qtbot, window, now, 1.0, Qt.Key.Key_Space)   # Space does as Enter
    assert hand_shown(window) and ctl(window).panel.hand.owner == "Ana"


def reveal_when_armed(qtbot: Any, window: Any) -> None:
    qtbot.waitUntil(window.privacy.armed, timeout=3000)
    reveal(qtbot, window)


def test_clicks_right_after_the_card_appears_are_ignored(qtbot, make_pilus, monkeypatch):
    """The double click that ended a turn (or a click meant for the table) does not reveal
    the next hand: the card waits a moment before it takes a click."""
    from tabletop_gui.view import privacy

    monkeypatch.setattr(privacy, "ARM_MS", 900)
    window = make_pilus()
    reveal_when_armed(qtbot, window)
    assert window.model.try_move(window.model.state.legal_moves()[0])
    card = window.privacy
    assert_behind_screen(window, "Bo")
    assert not card.button.isEnabled()          # it says so: not yet
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())
    assert_behind_screen(window, "Bo")
    # redrawn meanwhile (a language switch, the autosave): still not yet
    window.refresh()
    assert not card.armed()
    qtbot.waitUntil(card.armed, timeout=3000)
    assert card.button.isEnabled()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPointF(8, 8).toPoint())
    assert hand_shown(window) and ctl(window).panel.hand.owner == "Bo"


def test_a_burst_of_clicks_never_reveals_however_long_it_lasts(qtbot, make_pilus, monkeypatch):
    """The previous person clicking on and on (60 ms apart) across the moment the card arms
    does not reveal: a click counts only after a quiet moment on the card."""
    from tabletop_gui.view import privacy

    now = [100.0]
    monkeypatch.setattr(privacy, "clock", lambda: now[0])
    monkeypatch.setattr(privacy, "ARM_MS", 60)
    monkeypatch.setattr(privacy, "QUIET_MS", 400)
    window = make_pilus()
    now[0] += 5.0
    reveal_when_armed(qtbot, window)
    assert window.model.try_move(window.model.state.legal_moves()[0])
    card = window.privacy
    assert_behind_screen(window, "Bo")

    def burst(clicks):
        for i in range(clicks):
            now[0] += 0.06
            target = card.button if i % 2 else card
            qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=QPointF(8, 8).toPoint()
                             if target is card else target.rect().center())
            assert_behind_screen(window, "Bo")

    burst(4)                                   # before the card arms
    qtbot.waitUntil(card.armed, timeout=3000)
    burst(30)                                  # armed, but the burst goes on (1.8 s of it)
    now[0] += 0.2
    qtbot.mouseDClick(card.button, Qt.MouseButton.LeftButton)
    assert_behind_screen(window, "Bo")
    now[0] += 0.5                              # the burst is over: a deliberate click counts
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    assert hand_shown(window) and ctl(window).panel.hand.owner == "Bo"


def test_undo_during_the_hand_over_goes_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = first_turn(qtbot, window)
    assert_pausing(window, "Bo")
    window.act_undo.trigger()
    assert not model.moves
    assert_behind_screen(window, "Ana")


def test_redo_goes_behind_the_screen_without_its_result(qtbot, make_pilus):
    window = make_pilus()
    model = first_turn(qtbot, window)
    assert_pausing(window, "Bo")
    window.act_undo.trigger()
    reveal(qtbot, window)
    window.act_redo.trigger()                  # not a turn just played by whoever sits there
    assert len(model.moves) == 1
    assert_behind_screen(window, "Bo")


def test_opening_a_file_during_the_hand_over_goes_behind_the_screen(qtbot, make_pilus, tmp_path):
    window = make_pilus()
    first_turn(qtbot, window)
    path = str(tmp_path / "game.tabletop")
    window.save_to(path)
    assert_pausing(window, "Bo")
    assert window.open_path(path)
    assert_behind_screen(window, "Bo")


def test_resuming_during_the_hand_over_goes_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = first_turn(qtbot, window)
    assert_pausing(window, "Bo")
    model.release_autosave()
    assert model.resume_autosave()
    assert_behind_screen(window, "Bo")


def test_a_new_game_during_the_hand_over_goes_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = first_turn(qtbot, window)
    assert_pausing(window, "Bo")
    new_game(model, seed=13)
    assert_behind_screen(window, "Ana")


def test_a_language_switch_during_the_hand_over_shows_no_hand(qtbot, make_pilus):
    window = make_pilus()
    first_turn(qtbot, window)
    try:
        for language in ("es", "cs"):
            window.languages.set_language(language, save=False)
            QApplication.processEvents()
            assert window.privacy.isVisible() and not hand_shown(window)
            assert "Bo" in window.privacy.button.text()
            assert window.privacy.words_label.text().strip()
    finally:
        window.languages.set_language("en", save=False)
        QApplication.processEvents()
    pass_on(qtbot, window, "Bo")


def test_another_game_on_the_table_takes_the_card_away(qtbot, make_pilus):
    window = make_pilus()
    model = first_turn(qtbot, window)
    assert_pausing(window, "Bo")
    model.new_game("pylos")
    assert not window.privacy.isVisible()
    window.privacy.ready.emit()                 # a late click: nothing of PILUS wakes
    assert not ctl(window).turn.view


def test_a_computer_in_between_moves_in_view_then_the_card_says_what_it_did(qtbot,
                                                                           make_pilus):
    window = make_pilus(("human", "computer", "human"))
    model = window.model
    c = ctl(window)
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: model.seat_to_move() == 2, timeout=5000)   # the computer moved
    assert len(model.moves) == 2
    assert_behind_screen(window, "Cy")
    # in view of the table: its tile outlined, its move in words on the card, the computer
    # named as the table names it, by its level (#51), not by the seat's name "Bo"
    assert c.scene.recent.visible()
    assert window.privacy.words_label.text().startswith("Computer — Medium laid a tile")
    reveal(qtbot, window)
    assert hand_shown(window)


def test_a_turn_typed_in_the_move_field_then_enter_again_shows_no_hand(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    window.notation.setFocus()
    qtbot.keyClicks(window.notation, str(model.state.legal_moves()[0]))
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert len(model.moves) == 1
    assert_pausing(window, "Bo")
    qtbot.wait(20)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert_behind_screen(window, "Bo")


def test_the_card_follows_a_dark_desktop(qtbot, make_pilus, monkeypatch):
    from PySide6.QtGui import QColor, QGuiApplication, QPalette

    from tabletop_gui.view import theme

    window = make_pilus()
    first_turn(qtbot, window)
    card = window.privacy
    assert theme.LIGHT.overlay in card.styleSheet()
    old = QGuiApplication.palette()
    dark = QPalette(old)
    dark.setColor(QPalette.ColorRole.Window, QColor("#1f1d1a"))
    try:
        monkeypatch.setattr(theme, "system_is_dark", lambda: True)   # the desktop went dark
        QApplication.setPalette(dark)
        QApplication.processEvents()
        window.refresh()                    # the next redraw, at the latest
        assert card.isVisible() and theme.DARK.overlay in card.styleSheet()
    finally:
        monkeypatch.undo()
        QApplication.setPalette(old)
        QApplication.processEvents()
    window.refresh()
    assert theme.LIGHT.overlay in card.styleSheet()


def test_the_table_keeps_its_width_whether_a_hand_shows_or_not(qtbot, make_pilus):
    """The hand shown, then hidden behind the hand-over card: the side panel keeps its
    width, so the table beside it does not jump sideways every turn."""
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert hand_shown(window)
    qtbot.wait(50)
    shown = window.board.width()
    assert model.try_move(model.state.legal_moves()[0])
    assert_pausing(window, "Bo")
    qtbot.wait(50)
    assert window.board.width() == shown
    pass_on(qtbot, window, "Bo")
    qtbot.wait(50)
    assert window.board.width() == shown
