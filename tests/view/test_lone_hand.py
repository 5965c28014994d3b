"""A hand is hidden only where another person could see it. Against the computer, the one
person's own tiles went away during each of the computer's turns (an empty "Tiles" box, the
panel jumping), after the game and in its review: nobody else at the screen may not see them,
and the person could not plan. With exactly one person seated their hand stays in view, read
only, whoever is to move; with two or more people nothing changes: between their turns no hand
is shown, on every path (a turn, undo, redo, Open, a language switch)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.scripted_bots import FirstMoveBot
from tests.view.test_privacy import hand_shown, new_game, reveal

pytestmark = pytest.mark.gl


def open_pilus(open_window: Any, seats: Any, delay: int = 0) -> Any:
    window = open_window((1280, 800), think_delay_ms=delay,
                         bot_factory=lambda g, seat: FirstMoveBot(seat),
                         hint_factory=lambda g, seat: FirstMoveBot(seat))
    new_game(window.model, seats)
    return window


def hand(window: Any) -> Any:
    return window.controller_of("pilus").panel.hand


def own_tiles(window: Any, seat: int) -> set[str]:
    """The tiles of ``seat``'s hand now, as its own view of the position has them."""
    from tabletop_gui.rules import pilus

    view = window.model.seat_view(seat)
    return {pilus.canonical(t) for t in view.hand(seat)}


def shown_tiles(window: Any) -> set[str]:
    from tabletop_gui.rules import pilus

    return {pilus.canonical(t) for t in hand(window).shown}


def assert_read_only_hand_of(window: Any, seat: int) -> None:
    """``seat``'s own tiles in view, titled as theirs, none of them to pick or turn."""
    h = hand(window)
    assert shown_tiles(window) == own_tiles(window, seat)
    assert h.owner_is_you and h.title() == "Your tiles"
    shown = [b for b in h.buttons if b.isVisible()]
    assert len(shown) == len(h.shown)
    assert not any(b.isEnabled() or b.isChecked() for b in shown)
    assert not h.rotate_left.isEnabled() and not h.rotate_right.isEnabled()


def type_turn(qtbot: Any, window: Any) -> None:
    model = window.model
    text = str(model.seat_view(model.seat_to_move()).legal_moves()[0])
    window.notation.setFocus()
    window.notation.setText(text)
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)


def test_the_one_persons_hand_stays_in_view_during_the_computers_turn(qtbot, open_window):
    window = open_pilus(open_window, ("human", "computer"), delay=400)
    model = window.model
    assert hand(window).shown and not window.privacy.isVisible()
    type_turn(qtbot, window)
    # the computer thinks: the person's tiles stay, read only (the tile laid is gone)
    assert model.is_computer_turn() and len(model.moves) == 1
    assert_read_only_hand_of(window, 0)
    assert not window.notation.isEnabled() or not window.controller_of("pilus").turn.active
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)
    # the person's turn again: the same tiles, to pick and turn
    assert shown_tiles(window) == own_tiles(window, 0)
    assert any(b.isEnabled() for b in hand(window).buttons if b.isVisible())


def test_one_person_among_three_computers_keeps_their_hand_in_view(qtbot, open_window):
    window = open_pilus(open_window, ("computer", "human", "computer", "computer"), delay=300)
    model = window.model
    assert model.is_computer_turn()
    assert_read_only_hand_of(window, 1)
    qtbot.waitUntil(lambda: model.seat_to_move() == 1 and not model.is_thinking(),
                    timeout=5000)
    type_turn(qtbot, window)
    for _ in range(3):                          # each computer's turn in turn
        assert model.is_computer_turn()
        assert_read_only_hand_of(window, 1)
        plies = len(model.moves)
        qtbot.waitUntil(lambda plies=plies: len(model.moves) > plies, timeout=5000)


def finish_against_the_computer(qtbot: Any, window: Any) -> None:
    model = window.model
    for _ in range(100):
        if model.game_over():
            return
        type_turn(qtbot, window)
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_after_the_game_and_in_its_review_the_persons_own_hand_shows(qtbot, open_window,
                                                                      monkeypatch):
    from tabletop_gui.view.games.pilus import review as pilus_review

    # the review's expert on a few play-outs: the same code, a fraction of the time
    monkeypatch.setattr(pilus_review, "NODES", 8)
    monkeypatch.setattr(pilus_review, "SAMPLES", 2)
    window = open_pilus(open_window, ("human", "computer"))
    model = window.model
    finish_against_the_computer(qtbot, window)
    assert_read_only_hand_of(window, 0)         # (every tile laid: an empty hand, theirs)
    window.act_review.trigger()
    assert model.is_reviewing()
    for ply in (0, 1, 2, 5, 6):
        model.review_to(ply)
        QApplication.processEvents()
        assert own_tiles(window, 0), ply        # the hand held then
        assert_read_only_hand_of(window, 0)
        assert shown_tiles(window) != own_tiles(window, 1) or not own_tiles(window, 1)
    window.playback.leave()
    assert_read_only_hand_of(window, 0)


# ---- two people: the hand-over stays exactly as it is -------------------------------------

def assert_no_other_hand(window: Any) -> None:
    """Either no hand at all (the card up, or a computer's turn), or the hand of the person
    to move, revealed by them: never another seat's."""
    model = window.model
    seat = model.seat_to_move()
    if window.privacy.isVisible() or model.is_computer_turn() or model.is_reviewing():
        assert not hand_shown(window)
        assert not hand(window).owner_is_you and hand(window).owner is None
    else:
        assert shown_tiles(window) == own_tiles(window, seat)


@pytest.mark.parametrize("seats", [("human", "human"),
                                   ("human", "computer", "human", "computer")])
def test_two_people_never_see_each_others_hand_on_any_path(qtbot, open_window, tmp_path,
                                                           seats):
    window = open_pilus(open_window, seats)
    model = window.model
    for _ in range(4):                          # turns: the people's typed, the computers'
        if window.privacy.isVisible():
            assert_no_other_hand(window)
            reveal(qtbot, window)
        assert_no_other_hand(window)
        type_turn(qtbot, window)
        assert_no_other_hand(window)
    path = str(tmp_path / "two.tabletop")
    assert window.save_to(path)
    window.act_undo.trigger()
    assert_no_other_hand(window)
    window.act_undo.trigger()
    assert_no_other_hand(window)
    window.act_redo.trigger()
    assert_no_other_hand(window)
    assert window.open_path(path, ask=False)
    assert_no_other_hand(window)
    try:
        for language in ("es", "ro", "cs"):
            window.languages.set_language(language, save=False)
            QApplication.processEvents()
            assert_no_other_hand(window)
    finally:
        window.languages.set_language("en", save=False)
        QApplication.processEvents()
    window.act_review.trigger()
    model.review_to(2)
    assert_no_other_hand(window)
    window.playback.leave()
    assert_no_other_hand(window)
