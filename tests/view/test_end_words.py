"""The end's words, found in a new user's review: the tiles left said "Mai sunt 0 plăcuțe de
tras" (and "0 tiles left to draw") once every tile was drawn, and the status line put two
spaces before "The game is over."."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.scripted_bots import FirstMoveBot
from tests.view.finish_game import finish

pytestmark = pytest.mark.gl

NONE_LEFT = {"en": "No tiles left to draw", "es": "No quedan losetas por robar",
             "ro": "Nu mai sunt plăcuțe de tras", "cs": "Nezbývá žádný dílek k dobrání"}


def test_no_tiles_left_is_said_in_words_and_one_space_ends_the_sentence(qtbot, open_window):
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, "pilus")
    panel = window.controller_of("pilus").panel
    assert window.model.state.tiles_left == 0
    status = window.status_label.text()
    assert status.endswith(". The game is over.") and "  " not in status, status
    try:
        for code, words in NONE_LEFT.items():
            window.languages.set_language(code, save=False)
            QApplication.processEvents()
            assert panel.tiles_left.text() == words, code
            assert "0" not in panel.tiles_left.text()
    finally:
        window.languages.set_language("en", save=False)
        QApplication.processEvents()


def test_pylos_end_status_has_one_space(qtbot, open_window):
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, "pylos")
    status = window.status_label.text()
    assert status.endswith("The game is over.") and "  " not in status, status
