"""The end card offers Save… for a game a person played that no file keeps (#51): never for a
game the computer played alone, nor for one as it was opened; once saved the button goes and
the game is in Recent. Leaving a finished game asks nothing (tests/view/test_questions.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tabletop_gui.view.card_place import GLIDE_WAIT_MS
from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

PYLOS = {"variant": "standard", "first": "light"}


def _finish(model, seats):
    model.new_game("pylos", PYLOS, seats)
    person = FirstMoveBot(0)
    while not model.game_over():
        assert model.try_move(person.choose(model.state))


def _offered(window) -> bool:
    card = window.ending.card
    return card.isVisible() and card.offers_save()


def test_save_is_offered_for_a_persons_finished_game_and_saves_it(qtbot, open_window,
                                                                  tmp_path, monkeypatch):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    _finish(model, ["human", "computer"])
    qtbot.waitUntil(window.ending.card.isVisible)
    assert _offered(window)
    assert window.ending.card.save_button.text() == "Save…"
    target = str(tmp_path / "won.tabletop")
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: asked.append(a) or (target, ""))
    window.ending.card.save_button.click()
    assert len(asked) == 1                          # Save As: the game was in no file
    assert model.file_path == target and not model.is_modified()
    assert not _offered(window) and window.ending.card.isVisible()
    assert target in window.model.settings.recent_files()


def test_a_cancelled_save_keeps_the_offer(qtbot, open_window, monkeypatch):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    _finish(window.model, ["human", "computer"])
    qtbot.waitUntil(window.ending.card.isVisible)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.ending.card.save_button.click()
    assert _offered(window) and window.model.file_path is None


def test_no_save_for_a_watched_game(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    model.new_game("pylos", PYLOS, ["computer", "computer"])
    qtbot.waitUntil(model.game_over, timeout=5000)
    qtbot.waitUntil(window.ending.card.isVisible)
    assert not _offered(window)


def test_no_save_for_a_finished_game_as_it_was_opened(qtbot, open_window, tmp_path):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    _finish(window.model, ["human", "human"])
    path = str(tmp_path / "done.tabletop")
    assert window.save_to(path)
    assert window.open_path(path, ask=False)
    window.ending.open_card()
    assert window.ending.card.isVisible() and not _offered(window)


def test_saving_moves_no_other_button(qtbot, open_window, tmp_path, monkeypatch):
    """After Save… the button greys to "Saved" where it was: the others stay under the
    pointer (a click meant for Review must not land on New Game)."""
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    _finish(window.model, ["human", "computer"])
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    board = window.board
    qtbot.waitUntil(lambda: not board.gliding())      # the card settled where it stays
    qtbot.wait(GLIDE_WAIT_MS + 50)
    others = (card.review_button, card.new_game_button, card.play_again_button)

    def where():
        return [(b.mapTo(board, b.rect().topLeft()), b.size()) for b in others]

    before = where()
    save_at = card.save_button.mapTo(board, card.save_button.rect().topLeft())
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "kept.tabletop"), ""))
    qtbot.mouseClick(card.save_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert window.model.file_path is not None
    assert where() == before
    assert card.save_button.isVisible() and not card.save_button.isEnabled()
    assert card.save_button.text() == "Saved"
    assert card.save_button.mapTo(board, card.save_button.rect().topLeft()) == save_at
