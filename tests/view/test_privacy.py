"""PILUS with two or more people at one screen: no hidden tile ever leaks.

"A hand is shown" means, observably: the hand panel shows tile pictures (its buttons visible,
``hand.shown`` non-empty, or a button's accessible name naming a tile) or the turn input holds
a seat's view. Between two people's turns, on every path that changes whose turn it is (a move,
undo, redo, a new game, Open, resuming the autosave, a seat change) or that redraws it (a
language switch), the privacy screen must be up and no hand shown; and nothing of a hint given
to the previous person (its text in the Move field or the status line, its ghost on the table)
may still be visible."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop_gui.rules import pilus
from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl


@pytest.fixture
def make_pilus(qtbot, open_window):
    def make(seats=("human", "human"), seed=12, first=0, start=True):
        window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat),
                             hint_factory=lambda g, seat: FirstMoveBot(seat))
        if start:
            new_game(window.model, seats, seed, first)
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def new_game(model, seats=("human", "human"), seed=12, first=0):
    model.new_game("pilus", {"players": len(seats), "seed": seed, "first": first,
                             "names": ["Ana", "Bo", "Cy", "Di"][:len(seats)]}, list(seats))


def reveal(qtbot, window):
    assert window.privacy.isVisible()
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible()


def tile_names(model, seat):
    """Every way the tiles of ``seat``'s hand could be written."""
    return {r for t in model.state.hand(seat) for r in pilus.rotations(t)}


def hand_shown(window) -> bool:
    hand = window.controller_of("pilus").panel.hand
    return (bool(hand.shown) or window.controller_of("pilus").turn.view is not None
            or any(b.isVisible() for b in hand.buttons)
            or any(b.accessibleName() for b in hand.buttons))


def assert_behind_screen(window, name):
    """The privacy screen is up for ``name`` and no hand is shown, not even to a screen
    reader."""
    assert window.privacy.isVisible()
    assert name in window.privacy.label.text()
    assert not hand_shown(window)
    assert not window.board.input_enabled()
    for seat in range(len(window.model.seats)):
        for b in window.controller_of("pilus").panel.hand.buttons:
            assert not any(t in b.accessibleName() for t in tile_names(window.model, seat))


def assert_pausing(window, name):
    """Right after a person's turn: the table in view, the hand-over card for ``name`` over
    it, and no hand is shown, not even to a screen reader."""
    assert window.privacy.isVisible() and name in window.privacy.button.text()
    assert window.board.isVisible()
    assert window.privacy.geometry().height() < window.board.height() // 2
    assert not hand_shown(window)
    assert not window.board.input_enabled()
    assert not window.notation.isEnabled()
    for seat in range(len(window.model.seats)):
        for b in window.controller_of("pilus").panel.hand.buttons:
            assert not any(t in b.accessibleName() for t in tile_names(window.model, seat))


def pass_on(qtbot, window, name):
    """After a person's turn: one step, the hand-over card for ``name`` (no second card)."""
    assert_pausing(window, name)
    assert_behind_screen(window, name)


def visible_texts(window) -> list:
    """The texts of the turn a person can read: the Move field, the status line (its
    temporary message and its label, with the label's tooltip)."""
    return [window.notation.text(), window.statusBar().currentMessage(),
            window.status_label.text(), window.status_label.toolTip()]


def assert_hint_gone(window, hint):
    """Nothing of ``hint`` remains: no text naming it, no ghost, no hint to follow."""
    texts = visible_texts(window)
    assert not any(str(hint) in t for t in texts), texts
    assert not any(hint.tile in t for t in texts), texts
    assert not any(t.startswith("Hint:") for t in texts), texts
    assert window.notation.text() == ""
    assert window.last_hint is None and window.hint_now() is None
    assert not window.controller_of("pilus").scene.ghost_visible()


def ask_hint(window):
    window.act_hint.trigger()
    assert window.last_hint is not None
    hint = window.last_hint[0]
    assert window.notation.text() == str(hint)            # the hint is really shown first
    assert window.statusBar().currentMessage().startswith("Hint:")   # in words, no notation
    assert window.controller_of("pilus").scene.ghost_visible()
    return hint


def other_turn(model, hint):
    """A legal turn with another kind of tile than the hint's: the hinted tile stays in the
    hand."""
    return next(m for m in model.state.legal_moves() if m.tile is not None
                and pilus.canonical(m.tile) != pilus.canonical(hint.tile))


def test_after_a_move_nothing_of_the_previous_hint_shows(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    hint = ask_hint(window)                    # Ana asks for a hint ...
    assert model.try_move(other_turn(model, hint))    # ... and plays another tile
    assert hint.tile in {r for t in model.state.hand(0) for r in pilus.rotations(t)}
    assert_pausing(window, "Bo")               # Ana sees her turn: her hinted tile nowhere
    assert_hint_gone(window, hint)
    pass_on(qtbot, window, "Bo")               # Bo's turn: Ana's hinted tile shows nowhere
    assert_hint_gone(window, hint)
    reveal(qtbot, window)
    assert_hint_gone(window, hint)


def test_undo_hides_the_hand_again_and_forgets_the_hint(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    hint = ask_hint(window)
    assert model.try_move(other_turn(model, hint))
    pass_on(qtbot, window, "Bo")
    reveal(qtbot, window)                      # Bo looks at his tiles, then undoes
    window.act_undo.trigger()
    assert model.seat_to_move() == 0 and not model.moves
    assert_behind_screen(window, "Ana")        # Bo is looking: Ana's hand stays hidden
    assert_hint_gone(window, hint)
    reveal(qtbot, window)                      # Ana again: her tiles as dealt, no old hint
    assert window.controller_of("pilus").panel.hand.shown == [pilus.rotations(t)[0] for t in model.state.hand(0)]
    assert_hint_gone(window, hint)


def test_redo_goes_behind_the_screen_again(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    pass_on(qtbot, window, "Bo")
    reveal(qtbot, window)                      # Bo has seen his tiles
    window.act_undo.trigger()
    assert_behind_screen(window, "Ana")
    window.act_redo.trigger()                  # whoever sits at the screen now is not asked
    assert model.seat_to_move() == 1 and len(model.moves) == 1
    assert_behind_screen(window, "Bo")
    # and once Ana had revealed hers after the undo, redo hides them behind Bo's screen
    reveal(qtbot, window)
    window.act_undo.trigger()
    reveal(qtbot, window)
    window.act_redo.trigger()
    assert_behind_screen(window, "Bo")


def test_a_new_game_starts_behind_the_screen_with_nothing_of_the_old_one(qtbot, make_pilus):
    window = make_pilus()
    reveal(qtbot, window)
    hint = ask_hint(window)
    window.start_new_game({"game": "pilus", "options": {
        "players": 2, "seed": 12, "first": 0, "names": ["Ana", "Bo"]},
        "seats": ["human", "human"]})
    assert_behind_screen(window, "Ana")
    assert_hint_gone(window, hint)
    reveal(qtbot, window)                      # same deal, same position: still no old hint
    assert_hint_gone(window, hint)


def test_opening_a_file_starts_behind_the_screen(qtbot, make_pilus, tmp_path):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    path = str(tmp_path / "game.tabletop")
    window.save_to(path)
    pass_on(qtbot, window, "Bo")
    reveal(qtbot, window)                      # Bo asks a hint, then opens the saved game
    hint = ask_hint(window)
    assert window.open_path(path)
    assert_behind_screen(window, "Bo")
    assert_hint_gone(window, hint)


def test_resuming_the_autosave_starts_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    pass_on(qtbot, window, "Bo")
    reveal(qtbot, window)
    hint = ask_hint(window)
    model.release_autosave()                   # as at quit: the game stays for the next start
    assert model.resumable_autosave() is not None
    assert model.resume_autosave()             # the same game from the autosave
    assert_behind_screen(window, "Bo")
    assert_hint_gone(window, hint)
    # a fresh window at start-up, as the app resumes it
    model.release_autosave()
    other = make_pilus(start=False)            # same settings and autosave, Pylos shown
    assert other.model.resume_autosave()
    assert_behind_screen(other, "Bo")


@pytest.mark.slow
def test_a_language_switch_behind_the_screen_shows_no_hand(qtbot, make_pilus):
    window = make_pilus()
    assert_behind_screen(window, "Ana")
    try:
        for language in ("es", "en"):
            window.languages.set_language(language, save=False)
            QApplication.processEvents()
            assert_behind_screen(window, "Ana")
    finally:
        window.languages.set_language("en", save=False)
        QApplication.processEvents()
    reveal(qtbot, window)
    assert hand_shown(window)
    window.languages.set_language("en", save=False)   # the same person keeps the same hand
    QApplication.processEvents()
    assert hand_shown(window) and not window.privacy.isVisible()


def test_a_seat_change_never_lets_an_old_ready_through(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)                      # Ana ready at the start
    assert model.try_move(model.state.legal_moves()[0])
    model.set_seats(["human", "computer"])     # Bo leaves, the computer plays his turn
    assert model.seat_to_move() == 0 and hand_shown(window)   # one person: no screen
    window.act_undo.trigger()                  # back to the start, Ana to move
    assert not model.moves and hand_shown(window)
    model.set_seats(["human", "human"])        # Bo sits down again
    assert_behind_screen(window, "Ana")


def test_a_person_joining_brings_the_screen(qtbot, make_pilus):
    window = make_pilus(("human", "computer"))
    model = window.model
    assert hand_shown(window) and not window.privacy.isVisible()
    hint = ask_hint(window)
    model.set_seats(["human", "human"])
    assert_behind_screen(window, "Ana")
    assert_hint_gone(window, hint)


def test_no_hint_behind_the_screen(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    assert_behind_screen(window, "Ana")
    window.act_hint.trigger()                  # H pressed by whoever sits there
    assert window.last_hint is None and window.notation.text() == ""
    texts = visible_texts(window)
    for tile in tile_names(model, 0):
        assert not any(tile in t for t in texts), texts
    assert_behind_screen(window, "Ana")


def test_the_hidden_hand_names_no_tile_to_a_screen_reader(qtbot, make_pilus):
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert all(b.accessibleName() for b in window.controller_of("pilus").panel.hand.buttons[:3])
    assert model.try_move(model.state.legal_moves()[0])
    pass_on(qtbot, window, "Bo")


def test_the_move_field_cannot_bring_the_hint_back(qtbot, make_pilus):
    """Ctrl+Z in the Move field (its own undo, not the game's) must not restore the previous
    person's hint."""
    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    hint = ask_hint(window)
    assert model.try_move(other_turn(model, hint))
    pass_on(qtbot, window, "Bo")
    reveal(qtbot, window)                      # Bo's own turn, Bo at the keyboard
    window.notation.setFocus()
    qtbot.keyClick(window.notation, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.notation.undo()
    assert window.notation.text() == ""
    assert not window.notation.isUndoAvailable()
    assert len(model.moves) == 1               # and the game was not undone either


def test_the_move_field_is_closed_behind_the_screen(qtbot, make_pilus):
    """Behind the screen nobody may try tiles in the Move field (a refusal would tell which
    tiles the hidden hand holds)."""
    window = make_pilus()
    model = window.model
    assert_behind_screen(window, "Ana")
    assert not window.notation.isEnabled()
    tile = model.state.hand(0)[0]
    turn = next(m for m in model.state.legal_moves() if m.tile is not None
                and pilus.canonical(m.tile) == pilus.canonical(tile))
    window.notation.setText(str(turn))
    window.notation.returnPressed.emit()       # even if Enter reached it
    assert not model.moves
    assert_behind_screen(window, "Ana")
    reveal(qtbot, window)
    assert window.notation.isEnabled()


def test_ready_hands_the_keyboard_to_the_table(qtbot, make_pilus):
    window = make_pilus()
    reveal(qtbot, window)
    assert window.focusWidget() is window.board     # not the hidden screen's button
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.controller_of("pilus").scene.ghost_visible()


def test_resuming_a_hot_seat_game_says_pass_the_screen(qtbot, make_pilus, tmp_path):
    """The app resumes the autosave before its window is shown: the status line then names
    the next person as the one to pass the screen to (it used to say whose turn it is, as if
    the hand were shown)."""
    from PySide6.QtCore import QSettings

    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    window = make_pilus()
    model = window.model
    reveal(qtbot, window)
    assert model.try_move(model.state.legal_moves()[0])
    model.release_autosave()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    fresh = GameModel(settings=settings, thread_pool=SynchronousPool(), think_delay_ms=0,
                      autosave_path=str(tmp_path / "autosave.json"))
    other = MainWindow(fresh)
    qtbot.addWidget(other)
    try:
        assert fresh.resume_autosave()          # as app.start does, before window.show()
        other.resize(1280, 800)
        other.show()
        qtbot.waitExposed(other)
        assert_behind_screen(other, "Bo")
        assert "Pass the screen to Bo" in other.status_label.text()
    finally:
        fresh.shutdown()
