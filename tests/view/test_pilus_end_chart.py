"""PILUS's score charts read at a glance: the end card's chart counts rounds as the score sheet
beside it does, its axes' numbers stand apart, and each player's line is told from the others by
its shape and a legend naming it, not by its colour alone; the review's chart counts moves."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

import tabletop_gui.view.games.pilus.review as pilus_review
from tabletop_gui.ai.pilus import make_bot
from tabletop_gui.view.score_chart import ScoreChart

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")
NAMES = ["Ana", "Bohuslav", "Carmen", "Dorin"]


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr(pilus_review, "NODES", 8)
    monkeypatch.setattr(pilus_review, "SAMPLES", 2)


def play_to_end(window, players):
    m = window.model
    m.new_game("pilus", {"players": players, "seed": 11, "first": 0,
                         "names": NAMES[:players]}, ["human"] * players)
    bots = [make_bot("easy", seat) for seat in range(players)]
    while not m.game_over():
        assert m.try_move(str(bots[m.state.to_move].choose(m.state)))


def tick_rects(chart: ScoreChart, side: str) -> list[tuple[QRectF, str]]:
    """The rectangles the axis draws its numbers in, as pyqtgraph lays them out."""
    axis = chart.plot.getPlotItem().getAxis(side)
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(QRectF(rect), text) for rect, _flags, text in specs[2]]


def apart(rects: list[tuple[QRectF, str]], vertical: bool) -> bool:
    """No two numbers touch (a pixel's gap at least between neighbours)."""
    ordered = sorted(rects, key=lambda r: r[0].top() if vertical else r[0].left())
    for (a, _), (b, _) in zip(ordered, ordered[1:], strict=False):
        gap = b.top() - a.bottom() if vertical else b.left() - a.right()
        if gap < 1:
            return False
    return True


def test_nice_steps():
    from tabletop_gui.view.score_chart import nice_step

    assert nice_step(200, 3) == 100 and nice_step(83, 3) == 50 and nice_step(14, 7) == 2
    assert nice_step(5, 10) == 1


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_end_card_chart_reads_at_a_glance(qtbot, open_window, players):
    window = open_window(size=(1280, 800))
    play_to_end(window, players)
    m = window.model
    card = window._ending.card
    qtbot.waitUntil(card.isVisible)
    chart = card.extra
    assert isinstance(chart, ScoreChart)
    qtbot.waitUntil(lambda: chart.plot.height() > 0)
    # the numbers of both axes stand apart
    left, bottom = tick_rects(chart, "left"), tick_rects(chart, "bottom")
    assert len(left) >= 2 and apart(left, vertical=True), [t for _, t in left]
    assert len(bottom) >= 2 and apart(bottom, vertical=False), [t for _, t in bottom]
    # a column a round, as the score sheet's rows (its last row is the totals)
    sheet = window.controller.sheet
    rounds = sheet.rowCount() - 1
    assert chart.unit() == "round" and chart.position_count() == rounds + 1
    assert chart.scores()[-1] == m.final_state().scores
    assert chart.plot.getPlotItem().getAxis("bottom").labelText == "Round"
    # each line has its own shape, is drawn thick, and the legend names its player
    assert len(set(chart.line_symbols())) == players
    assert min(chart.line_widths()) >= 3
    assert all(name in chart.legend_text() for name in NAMES[:players])
    assert chart.legend.isVisible()
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, f"pilus-end-chart-{players}p.png"))
    # the review's chart counts moves, as its bar does, its numbers apart too
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    review_chart = window.controller.review_part().card.chart
    qtbot.waitUntil(review_chart.isVisible)
    assert review_chart.unit() == "move"
    assert review_chart.position_count() == m.game_length() + 1
    left = tick_rects(review_chart, "left")
    assert len(left) >= 2 and apart(left, vertical=True), [t for _, t in left]
    window.grab().save(os.path.join(SHOTS, f"pilus-review-chart-{players}p.png"))
