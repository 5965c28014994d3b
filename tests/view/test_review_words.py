"""The Pylos review reads as a teacher (issue #52): the chart's height follows the distance to
the end (a near win higher than a far one, a draw at 0, the other seat's win below), its legend
says what the dots' colours mean, and each verdict is a plain sentence."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tabletop_gui.model.review_worker import verdict_text
from tabletop_gui.view.review_chart import ReviewChart, value_height


def test_a_points_height_follows_its_distance():
    near, far, farther, unknown = (value_height("win", 1), value_height("win", 9),
                                   value_height("win", 25), value_height("win", None))
    assert value_height("win", 0) == 1.0            # the game won on the table
    assert 1.0 > near > far > farther > unknown > 0
    assert value_height("draw", None) == value_height("draw", 4) == 0.0
    for plies in (0, 3, 12, None):
        assert value_height("loss", plies) == -value_height("win", plies)
    assert value_height("win", 80) == value_height("win", 200) > unknown   # far is far
    assert value_height(None, 3) is None


def verdict(code, outcome, plies):
    return SimpleNamespace(code=code, after=SimpleNamespace(outcome=outcome, plies=plies))


@pytest.mark.parametrize("code, outcome, plies, words", [
    ("kept_win", "win", 10, "Still winning: win in 9"),
    ("kept_win", "win", None, "Still winning"),
    ("best", "win", 4, "The best move: win in 3"),
    ("slower_win", "win", 12, "Still winning, but slower than it could be: win in 11"),
    ("threw_win", "draw", None, "Threw the win away: now only a draw"),
    ("threw_win", "loss", 7, "Threw the win away: now lost, loss in 6"),
    ("threw_win", "loss", None, "Threw the win away: now lost"),
    ("kept_draw", "draw", None, "Still a draw with best play from both"),
    ("threw_draw", "loss", 5, "Threw the draw away: now lost, loss in 4"),
    ("still_lost", "loss", None, "Lost whatever was played"),
    ("best_defence", "loss", 9, "Lost whatever was played; this holds out longest: loss in 8"),
    ("shortened_loss", "loss", 3, "Lost whatever was played, but this loses sooner: loss in 2"),
])
def test_a_verdict_is_a_plain_sentence(qapp, code, outcome, plies, words):
    text = verdict_text(verdict(code, outcome, plies))
    assert text == words
    assert "now: " not in text and "—" not in text


def test_the_legend_says_what_the_height_and_the_dots_mean(qtbot):
    chart = ReviewChart()
    qtbot.addWidget(chart)
    chart.set_seats("Light", "Dark", ["human", "computer:medium"])
    text = chart.legend_text()
    assert text.startswith("Above the middle line (a draw): good for You; below: good for "
                           "Computer")
    assert "The nearer a win, the further from the line." in text
    for words in ("kept the win or the draw", "won, but slower",
                  "threw the win or the draw away", "already lost"):
        assert words in text
    assert "\u25cf" in chart.legend.text()        # a coloured dot before each meaning


def test_the_side_of_the_line_shows_in_the_seats_colours(qtbot):
    """A far win lies near the draw's line (a book's value without its distance at 0.3): the
    area between the line and 0 takes the colour of the seat it is good for, so a lost game
    never reads as a draw."""
    from tabletop_gui.view import theme
    from tabletop_gui.view.review_chart import visible_on

    chart = ReviewChart()
    qtbot.addWidget(chart)
    chart.set_seats("Light", "Dark", ["human", "computer:medium"], ("#efe3c4", "#5b3a24"))
    chart.set_game([-0.3, -0.3, 0.6, None], ["", "still_lost", "threw_win", ""])
    above, below = chart.fill_values()
    assert above == [0.0, 0.0, 0.6, 0.0]
    assert below == [-0.3, -0.3, 0.0, 0.0]
    t = theme.current()
    assert chart.fill_colours() == (visible_on("#efe3c4", t.surface, t.text),
                                    visible_on("#5b3a24", t.surface, t.text))


def test_a_seat_colour_near_the_card_is_drawn_nearer_the_text():
    from PySide6.QtGui import QColor

    from tabletop_gui.view.review_chart import visible_on

    cream_on_light = QColor(visible_on("#efe3c4", "#fbf8f2", "#2b2620"))
    assert cream_on_light.lightness() < QColor("#efe3c4").lightness() - 30
    assert visible_on("#5b3a24", "#fbf8f2", "#2b2620") == "#5b3a24"   # stands out already
    brown_on_dark = QColor(visible_on("#5b3a24", "#2a2723", "#ede6da"))
    assert brown_on_dark.lightness() > QColor("#5b3a24").lightness() + 30
