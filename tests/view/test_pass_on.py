"""Hot-seat PILUS: after a person's turn the table stays in view with the result (the scoring
flash, the pawn, the last move's outline) and no hand, with a "Pass to Bo" card; its button
(or Enter, never a held key's repeats) brings the privacy screen, whose button shows Bo's hand.
Every way out of that pause (undo, redo, Open, resume, a new game, a language switch) shows no
hand of anyone."""

from __future__ import annotations

import os
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
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


def test_the_mover_sees_the_result_then_passes_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    play_scoring_turns(qtbot, window)
    c = ctl(window)
    scoring = model.state.last_scoring
    mover = "Ana" if scoring.seat == 0 else "Bo"
    nxt = "Bo" if scoring.seat == 0 else "Ana"
    # the pause: the table and the result in view, no hand, the card
    assert_pausing(window, nxt)
    assert c.scene.recent.visible()                     # the last move's outline
    assert c._flash_timer.isActive() and c.last_flash   # the scoring flash plays now
    assert c.chips.visible_texts()                      # the points over the table
    text = c.pass_card.label.text()
    assert text.startswith(f"{mover} laid a tile") and f"scored {scoring.points}" in text
    assert "Pass the screen to " + nxt in window.status_label.text()
    # the card stands where the banner was, the banner steps aside: one card, not two
    assert not window.banner.isVisible()
    assert c.pass_card.geometry().top() <= window.banner.geometry().bottom()
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, "pilus-pass-on-card-window.png"))
    # Pass to Bo: the privacy screen, still no hand
    pass_on(qtbot, window, nxt)
    window.grab().save(os.path.join(SHOTS, "pilus-pass-on-screen-window.png"))
    assert not c.chips.visible_texts()
    # Bo's tiles: the last move still outlined for Bo, the flash not played again
    c._flash_timer.stop()
    c._end_flash()
    reveal(qtbot, window)
    assert hand_shown(window) and c.panel.hand.owner == nxt
    assert window.banner.isVisible() and window.banner.who_label.text() == nxt
    assert c.scene.recent.visible()
    assert not c._flash_timer.isActive()
    assert not c.pass_card.isVisible()


def test_enter_passes_the_screen_but_a_held_key_does_not(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    button = ctl(window).pass_card.button
    assert_pausing(window, "Bo")
    assert window.focusWidget() is button       # the keyboard goes to the card
    # a repeat of the Enter that played the turn, still held down
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                       "\r", True)
    QApplication.sendEvent(button, repeat)
    assert_pausing(window, "Bo")
    qtbot.keyClick(button, Qt.Key.Key_Return)
    assert_behind_screen(window, "Bo")
    assert not ctl(window).pass_card.isVisible()


def test_undo_during_the_pause_goes_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    assert_pausing(window, "Bo")
    window.act_undo.trigger()
    assert not model.moves
    assert not ctl(window).pass_card.isVisible()
    assert_behind_screen(window, "Ana")


def test_redo_goes_behind_the_screen_without_a_pause(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    assert_pausing(window, "Bo")
    window.act_undo.trigger()
    reveal(qtbot, window)
    window.act_redo.trigger()                  # not a turn just played by whoever sits there
    assert len(model.moves) == 1
    assert not ctl(window).pass_card.isVisible()
    assert_behind_screen(window, "Bo")


def test_opening_a_file_during_the_pause_goes_behind_the_screen(qtbot, make_pilus, tmp_path):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    path = str(tmp_path / "game.tabletop")
    window.save_to(path)
    assert_pausing(window, "Bo")
    assert window.open_path(path)
    assert not ctl(window).pass_card.isVisible()
    assert_behind_screen(window, "Bo")


def test_resuming_during_the_pause_goes_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    assert_pausing(window, "Bo")
    model.release_autosave()
    assert model.resume_autosave()
    assert not ctl(window).pass_card.isVisible()
    assert_behind_screen(window, "Bo")


def test_a_new_game_during_the_pause_goes_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    assert_pausing(window, "Bo")
    new_game(model, seed=13)
    assert not ctl(window).pass_card.isVisible()
    assert_behind_screen(window, "Ana")


def test_a_language_switch_during_the_pause_shows_no_hand(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    try:
        for language in ("es", "cs"):
            window.languages.set_language(language, save=False)
            QApplication.processEvents()
            c = ctl(window)
            assert c.pass_card.isVisible() and not window.privacy.isVisible()
            assert not hand_shown(window)
            assert "Bo" in c.pass_card.button.text()
    finally:
        window.languages.set_language("en", save=False)
        QApplication.processEvents()
    pass_on(qtbot, window, "Bo")


def test_another_game_on_the_table_takes_the_card_away(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    assert_pausing(window, "Bo")
    model.new_game("pylos")
    assert not ctl(window).pass_card.isVisible()
    assert not window.privacy.isVisible()


def test_a_computer_in_between_shows_its_move_then_the_screen(qtbot, make_pilus):
    window = make_pilus(("human", "computer", "human"))
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: model.seat_to_move() == 2, timeout=5000)   # the computer moved
    assert len(model.moves) == 2
    assert not ctl(window).pass_card.isVisible()
    assert_behind_screen(window, "Cy")
    reveal(qtbot, window)
    assert hand_shown(window)


def test_a_turn_typed_in_the_move_field_passes_on_with_enter(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    window.notation.setFocus()
    qtbot.keyClicks(window.notation, str(model.state.legal_moves()[0]))
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert len(model.moves) == 1
    assert_pausing(window, "Bo")
    button = ctl(window).pass_card.button
    qtbot.waitUntil(lambda: window.focusWidget() is button, timeout=2000)
    qtbot.keyClick(button, Qt.Key.Key_Return)
    assert_behind_screen(window, "Bo")


def test_the_card_follows_a_dark_desktop(qtbot, make_pilus, monkeypatch):
    from PySide6.QtGui import QColor, QGuiApplication, QPalette

    from tabletop_gui.view import theme

    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    card = ctl(window).pass_card
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
    """The hand shown, then hidden behind the Pass-to card and the privacy screen: the side
    panel keeps its width, so the table beside it does not jump sideways every turn."""
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
