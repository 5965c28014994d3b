"""The Pylos move sentences the move list and the panel show hold a level's number to its word
(a non-breaking space), in every language, so a wrapped row never reads "level / 2" (or, in
Czech, "do 2. / patra"), as PILUS's sentences do."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_gui.model import i18n
from tabletop_gui.model.games.pylos import SPEC
from tabletop_gui.rules.pylos import Move
from tests.i18n.conftest import english_after  # noqa: F401  (the i18n tests' fixture)

NBSP = "\u00a0"
LANGUAGES = ("en", "es", "ro", "cs")

# every Pylos sentence that names a level: raised, raised and took back, placed higher, placed
# higher and took back (one sphere: its count is not the level's number)
MOVES = {
    "raise": (Move("2a1", src="1d4"), 2),
    "raise and take": (Move("3a1", src="1d4", takes=["1a1"]), 3),
    "place": (Move("2b2"), 2),
    "place and take": (Move("3a2", takes=["1a1"]), 3),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_level_and_its_number_stay_together(qapp, english_after, language):  # noqa: F811
    manager = i18n.LanguageManager()
    assert manager.set_language(language, save=False) == language
    QApplication.processEvents()
    for kind, (move, level) in MOVES.items():
        text = SPEC.words(0, move, None)
        assert str(level) in text, (kind, text)
        # no breakable space before the number, nor after an ordinal's dot ("do 3. patra")
        assert re.search(rf"\s(?<!{NBSP}){level}\b", text) is None, (language, kind, text)
        assert f"{level}. " not in text, (language, kind, text)
        assert f"{NBSP}{level}" in text, (language, kind, text)
