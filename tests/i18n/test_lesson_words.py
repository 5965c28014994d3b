"""The lessons' sentences are words, in every language (#51): a place by what glows on the table
or by its level, never the notation of the rules ("1b2", "1d4-2a1", "BYGN@2,0 p3,1", "cell
-2,0"); the notation stays in the Move field, the files and the tooltips."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop_gui.model.games.pilus import lessons as pilus_lessons
from tabletop_gui.model.games.pylos import lessons as pylos_lessons

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("es", "ro", "cs")
#: a Pylos place ("1b2", "2a1"), a PILUS tile's colours ("BYGN"), a lay ("@2,0"), a pawn
#: ("p3,1"), a cell's coordinates ("-2,0", "2, 0") or the word "cell" followed by them
NOTATION = re.compile(r"\b[1-4][a-d][1-4]\b|\b[BYGNRW]{4}\b|@|\bp-?\d+,-?\d+|-?\d+,\s?-?\d+\b")
BOOKS = (pylos_lessons, pilus_lessons)


def lesson_sources() -> list[tuple[str, str]]:
    """(context, text) of every lesson's title and every step's sentences."""
    out = []
    for book in BOOKS:
        for lesson in book.LESSONS:
            out.append((book.CONTEXT, lesson.title))
            for step in lesson.steps:
                out += [(book.CONTEXT, t) for t in (step.say, step.other, step.done) if t]
    return out


def translated(language: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) of the lessons' contexts in ``language``'s .ts (the
    sentences a step's ``explain`` picks too)."""
    contexts = {book.CONTEXT for book in BOOKS} | {"Lessons"}
    root = ET.parse(ROOT / "translations" / f"tabletop_gui_{language}.ts").getroot()
    return [(ctx.findtext("name"), m.findtext("source"), m.findtext("translation") or "")
            for ctx in root.iter("context") if ctx.findtext("name") in contexts
            for m in ctx.iter("message")]


def test_the_notation_finder_finds_notation():
    found = [NOTATION.search(t) for t in ("Raise 1d4 onto the four", "BYGN@2,0 p3,1",
                                           "the cell -2,0")]
    assert all(found)
    assert not NOTATION.search("On level 2, at least one square must match; level 5 needs 4.")


def test_every_lesson_sentence_in_english_is_words():
    sources = lesson_sources()
    assert len(sources) > 30
    assert [(c, t) for c, t in sources if NOTATION.search(t)] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_sentence_is_words_in(language):
    entries = translated(language)
    sources = {(c, t) for c, t in lesson_sources()}
    assert sources <= {(c, s) for c, s, _t in entries}     # every sentence is translated
    assert [(c, s, t) for c, s, t in entries if NOTATION.search(t) or NOTATION.search(s)] == []
