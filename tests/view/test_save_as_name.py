"""Save As proposes a name (#51): the game's title and the date, with the app's suffix, in the
folder a game was last saved to or opened from; a game with a file proposes that file."""

import os
import re

import pytest
from PySide6.QtWidgets import QFileDialog

from tabletop_gui.model import fileformat

pytestmark = pytest.mark.gl

PYLOS = {"variant": "standard", "first": "light"}


def _proposed(window, monkeypatch):
    proposed = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, path, *a, **k: proposed.append(path) or ("", ""))
    assert not window.save_as()              # cancelled: nothing saved
    return proposed


def test_save_as_proposes_a_name_in_the_last_folder(qtbot, open_window, tmp_path, monkeypatch):
    window = open_window()
    model = window.model
    folder = tmp_path / "games"
    folder.mkdir()
    model.new_game("pylos", PYLOS, ["human", "human"])
    assert model.try_move("1a1") and window.save_to(str(folder / "earlier.tabletop"))
    model.new_game("pilus", {"players": 2, "seed": 3, "first": 0}, ["human", "human"])
    (path,) = _proposed(window, monkeypatch)
    assert os.path.dirname(path) == str(folder)
    assert re.fullmatch(r"PILUS \d{4}-\d\d-\d\d \d\d-\d\d" + re.escape(
        fileformat.GAME_FILE_SUFFIX), os.path.basename(path)), path
    assert model.file_path is None


def test_save_as_of_a_saved_game_proposes_its_file(qtbot, open_window, tmp_path, monkeypatch):
    window = open_window()
    window.model.new_game("pylos", PYLOS, ["human", "human"])
    own = str(tmp_path / "mine.tabletop")
    assert window.save_to(own)
    assert _proposed(window, monkeypatch) == [own]
