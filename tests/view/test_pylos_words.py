"""The Pylos move sentences the move list shows (in play, in review and in the lessons) say where
each sphere went, came from and was taken back from, named as the board's rim names the places
(the column's letter, the row's number) with the level; in every language; and they hold a
level's number to its word (a non-breaking space), so a wrapped row never reads "level / 2", as
PILUS's sentences do."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from tabletop_gui.model import i18n
from tabletop_gui.model.games.pylos import SPEC
from tabletop_gui.rules.pylos import Move
from tabletop_gui.view.games.pylos import geometry as geo
from tabletop_gui.view.games.pylos.scene import board_labels
from tests.i18n.conftest import english_after  # noqa: F401  (the i18n tests' fixture)

NBSP = "\u00a0"
LANGUAGES = ("en", "es", "ro", "cs")

# a turn of each kind: placed, placed higher and took back one, raised, raised and took back two
MOVES = {
    "place": Move("1b3"),
    "place and take": Move("2b2", takes=["1a1"]),
    "raise": Move("2a1", src="1d4"),
    "raise and take two": Move("2b2", src="1a1", takes=["2b2", "1d4"]),
}

# what each says, player by player (Light, then Dark; Romanian names the players by their
# spheres, Czech and Spanish put the player first and the turn after a colon)
EXPECTED = {
    "en": {
        "place": "Light placed a sphere on b3, level 1",
        "place and take": "Dark placed a sphere on b2, level 2, and took back a1, level 1",
        "raise": "Light raised d4, level 1, to a1, level 2",
        "raise and take two": "Dark raised a1, level 1, to b2, level 2, and took back b2, "
                              "level 2, and d4, level 1",
    },
    "es": {
        "place": "Claras: bola colocada en b3, nivel 1",
        "place and take": "Oscuras: bola colocada en b2, nivel 2, y bola recuperada de a1, "
                          "nivel 1",
        "raise": "Claras: bola subida de d4, nivel 1, a a1, nivel 2",
        "raise and take two": "Oscuras: bola subida de a1, nivel 1, a b2, nivel 2, y bolas "
                              "recuperadas de b2, nivel 2, y de d4, nivel 1",
    },
    "ro": {
        "place": "Bilele deschise: bilă pusă pe b3, nivelul 1",
        "place and take": "Bilele închise: bilă pusă pe b2, nivelul 2, și bilă recuperată de "
                          "pe a1, nivelul 1",
        "raise": "Bilele deschise: bilă urcată de pe d4, nivelul 1, pe a1, nivelul 2",
        "raise and take two": "Bilele închise: bilă urcată de pe a1, nivelul 1, pe b2, nivelul 2, "
                              "și bile recuperate de pe b2, nivelul 2, și de pe d4, nivelul 1",
    },
    "cs": {
        "place": "Světlý: koule položená na b3, patro 1",
        "place and take": "Tmavý: koule položená na b2, patro 2, odebrána koule z a1, patro 1",
        "raise": "Světlý: koule posunutá z d4, patro 1, na a1, patro 2",
        "raise and take two": "Tmavý: koule posunutá z a1, patro 1, na b2, patro 2, odebrány "
                              "koule z b2, patro 2, a z d4, patro 1",
    },
}
SEAT = {"place": 0, "place and take": 1, "raise": 0, "raise and take two": 1}


@pytest.fixture
def speak(qapp: Any, english_after: None) -> Callable[[str], None]:  # noqa: F811
    manager = i18n.LanguageManager()

    def set_language(code: str) -> None:
        assert manager.set_language(code, save=False) == code
        QApplication.processEvents()
    return set_language


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sentence_names_every_place_and_its_level(
        speak: Callable[[str], None], language: str) -> None:
    speak(language)
    for kind, move in MOVES.items():
        text = SPEC.words(SEAT[kind], move, None)
        assert text.replace(NBSP, " ") == EXPECTED[language][kind], (language, kind)
        assert str(move) not in text and "1d4" not in text     # words, not the notation


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_level_and_its_number_stay_together(speak: Callable[[str], None],
                                               language: str) -> None:
    speak(language)
    for kind, move in MOVES.items():
        text = SPEC.words(0, move, None)
        levels = {p[0] for p in [move.dst, *([move.src] if move.src else []), *move.takes]}
        for level in levels:
            # no breakable space before a level's number, nor after an ordinal's dot
            assert re.search(rf"\s(?<!{NBSP}){level}\b", text) is None, (language, kind, text)
            assert f"{level}. " not in text, (language, kind, text)
            assert f"{NBSP}{level}" in text, (language, kind, text)


def test_the_top_is_the_top() -> None:
    assert SPEC.words(1, Move("4a1"), None) == "Dark placed the top sphere"


class _OtherLetters(QTranslator):
    """A notation whose columns had other letters: the board would engrave them."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if context == "PylosBoard":
            return {"a": "p", "b": "q", "c": "r", "d": "s"}.get(source)
        return None


def test_the_words_name_a_place_as_the_board_engraves_it(qapp: Any) -> None:
    translator = _OtherLetters()
    QCoreApplication.installTranslator(translator)
    try:
        labels = board_labels()
        text = SPEC.words(0, Move("2c1", src="1b3"), None).replace(NBSP, " ")
    finally:
        QCoreApplication.removeTranslator(translator)
    engraved = {i: label for (kind, i, _x, _y), label in zip(geo.label_spots(), labels, strict=True)
                if kind == "column"}
    assert engraved == {0: "p", 1: "q", 2: "r", 3: "s"}
    assert text == (f"Light raised {engraved[1]}3, level 1, to {engraved[2]}1, level 2")
