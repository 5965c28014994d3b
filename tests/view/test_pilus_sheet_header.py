"""The PILUS score sheet names who sits in each column in full, never "Computer — Med…": with four
seats, the computers' long titles, in every language, at the window's first size and at
1024×700. A name wraps (at its words, the level's dash kept with the word before it) and the
header's font gets smaller when a word is wider than its column; the window stays its size."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")
# the longest titles of every language: the beginner, the medium and the expert computer
SEATS = ["human", "computer:beginner", "computer:medium", "computer:expert"]
LANGUAGES = ["en", "es", "ro", "cs"]


def shown_lines(header, section):
    """The lines the header shows for ``section`` and their font: its own layout where it
    wraps, else its text on one line in its font."""
    lines = getattr(header, "lines", None)
    font = header.name_font() if hasattr(header, "name_font") else header.font()
    model = header.model()
    text = str(model.headerData(section, Qt.Orientation.Horizontal))
    return text, (lines(section, font) if lines is not None else [text]), font


def unreadable(window):
    """Each column whose name is not shown in full: (name, lines, room)."""
    header = window.controller_of("pilus").panel.score_sheet.body.horizontalHeader()
    out = []
    for section in range(header.count()):
        text, lines, font = shown_lines(header, section)
        metrics = QFontMetrics(font)
        room = header.sectionSize(section) - 6         # the section's padding
        whole = " ".join(lines).replace("\u00a0", " ") == text
        fits = all(metrics.horizontalAdvance(line) <= room for line in lines)
        tall = header.height() >= len(lines) * metrics.lineSpacing()
        if not (whole and fits and tall) or font.pointSizeF() < 7.0:
            out.append((text, lines, room))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1240, 780), (1024, 700)], ids=["first-size", "1024x700"])
def test_every_seat_name_is_readable_in_full(qtbot, open_window, size):
    window = open_window(size=size, bot_factory=lambda g, seat: FirstMoveBot(seat))
    window.model.new_game("pilus", {"players": 4, "seed": 3, "first": 0}, list(SEATS))
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    os.makedirs(SHOTS, exist_ok=True)
    try:
        for language in LANGUAGES:
            window.languages.set_language(language, save=False)
            for _ in range(3):
                QApplication.processEvents()
            header = window.controller_of("pilus").panel.score_sheet.body.horizontalHeader()
            assert "Computer" in str(header.model().headerData(2, Qt.Orientation.Horizontal)) \
                or language != "en"
            assert not unreadable(window), (language, size, unreadable(window))
            assert window.size() == QSize(*size), "the header made the window bigger"
            window.grab().save(os.path.join(SHOTS, f"pilus-header-{language}-{size[0]}.png"))
    finally:
        window.languages.set_language("en", save=False)


def test_the_dash_stays_with_the_word_before_it():
    from tabletop_gui.view.games.pilus.sheet_header import keep_dash

    assert keep_dash("Ordenador — Principiante").split(" ") == ["Ordenador\u00a0—",
                                                                 "Principiante"]
    assert keep_dash("Ana") == "Ana"
