"""Every code a game file can be refused with has one sentence, in the model's one table
(:data:`tabletop_gui.model.gamefile.FILE_ERRORS`, context "GameFile"), and the window shows
that sentence (never a copy of its own)."""

import re
from pathlib import Path

import pytest

import tabletop_gui
from tabletop_gui.model import gamefile
from tabletop_gui.model.gamefile import CODES, FILE_ERRORS, GameFileError, file_error_sentence

PACKAGE = Path(tabletop_gui.__file__).resolve().parent


def raised_codes():
    """The codes written as ``GameFileError("<code>"`` anywhere in the package."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        found |= set(re.findall(r'GameFileError\(\s*"([a-z_]+)"', path.read_text("utf-8")))
    return found


def test_every_code_raised_is_a_code():
    raised = raised_codes()
    assert raised, "no GameFileError raised anywhere?"
    assert raised <= set(CODES)


def test_the_table_has_a_sentence_for_exactly_the_codes():
    assert set(FILE_ERRORS) == set(CODES)


@pytest.mark.parametrize("code", CODES)
def test_every_code_has_a_sentence(code):
    text = file_error_sentence(code, move_number=3, notation="t9")
    assert text and text != code and text.endswith(".")
    assert "%" not in text
    assert GameFileError(code, move_number=3, notation="t9").message() == text


def test_an_illegal_move_names_the_move_when_its_number_is_known():
    assert file_error_sentence("illegal_move", move_number=12, notation="1a1-2b2") == \
        "Move 12 (1a1-2b2) in the saved game is not legal."
    assert file_error_sentence("illegal_move", move_number=2) == \
        "Move 2 (?) in the saved game is not legal."
    assert file_error_sentence("illegal_move") == "A move in the saved game is not legal."


def test_a_percent_two_in_the_move_stays_as_typed():
    assert "(%2%1)" in file_error_sentence("illegal_move", move_number=4, notation="%2%1")


def test_an_unknown_code_gets_a_general_sentence():
    assert file_error_sentence("no_such_code") == "The game file could not be used."


def test_the_window_says_the_models_sentence(qapp):
    from tabletop_gui.view.messages import file_error_message

    for code in CODES:
        err = GameFileError(code, move_number=5, notation="t1")
        assert file_error_message(err) == err.message()
        assert file_error_message(code) == file_error_sentence(code)
    err = GameFileError("not_json", path="/some/where/game.tabletop")
    assert file_error_message(err) == "“game.tabletop”: " + gamefile.file_error_sentence("not_json")
