"""PILUS's review on the move list, in a small window: a turn's few words ("Expert: same") sit
under its own words, not in a column beside them that squeezes them into many short lines; the
selected turn is highlighted across the whole row; and the card says what the marks mean."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

import tabletop_gui.view.games.pilus.review as pilus_review
from tabletop_gui.ai.pilus import make_bot
from tabletop_gui.model.movelist import MoveListModel

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr(pilus_review, "NODES", 8)
    monkeypatch.setattr(pilus_review, "SAMPLES", 2)


def near(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
               abs(a.blue() - b.blue())) <= tolerance


@pytest.mark.slow
def test_review_rows_stay_low_and_are_highlighted_whole(qtbot, open_window):
    window = open_window(size=(1024, 700))
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": 7}, ["human", "human"])
    bot = make_bot("easy", 1)
    while not m.game_over():
        assert m.try_move(str(bot.choose(m.state)))
    card = window._ending.card
    qtbot.waitUntil(card.isVisible)
    lst = window.move_list
    ml = m.move_list
    line = lst.fontMetrics().lineSpacing()
    before = [lst.visualRect(ml.index(r, 0)).height() for r in range(ml.rowCount())]
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    assert m.is_reviewing()
    qtbot.waitUntil(lambda: all(ml.data(ml.index(r, 0), MoveListModel.BadgeRole)
                                for r in range(ml.rowCount())))
    lst.doItemsLayout()
    after = [lst.visualRect(ml.index(r, 0)).height() for r in range(ml.rowCount())]
    # the words take one line more at most (the badge's), never two or three
    grown = [a - b for a, b in zip(after, before, strict=True)]
    assert max(grown) <= line + 4, (grown, line)
    # a selected row: the highlight runs to its right end, over its badge's room too
    row = 8
    index = ml.index(row, 0)
    lst.scrollTo(index)
    rect = lst.visualRect(index)
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert m.review_ply == row + 1
    qtbot.wait(50)
    image = lst.viewport().grab().toImage()
    rect = lst.visualRect(index)
    highlight = lst.palette().highlight().color()
    for x in (rect.left() + rect.width() // 2, rect.right() - 4):
        got = image.pixelColor(x, rect.top() + 2)
        assert near(got, highlight), (x, got.name(), highlight.name())
    # the card names the marks: what "same", "as good" and "+n more" mean
    legend = window.controller.review_part().card.legend
    assert legend.isVisible()
    text = legend.text()
    for word in ("same", "as good", "more"):
        assert word in text
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, "pilus-review-list-1024.png"))
