"""The Pylos review's verdicts in the window (issue #52): the marks on the move list, the chart
of the game's value (a click goes to its position), a mistake's better move as a ghost and in
words, the worker stopped when the review ends and the window answering while it works; all
through what a person clicks.

The game is a recorded one (tools/data/pylos_expert_games.txt, the second): Dark threw a won
game away with its 8th move (1d1 kept the win) and Light with its 11th."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QThreadPool, QTimer
from PySide6.QtGui import QColor

from tabletop_gui.model import GameModel
from tabletop_gui.model.movelist import MoveListModel
from tabletop_gui.view.main_window import MainWindow
from tabletop_gui.view.review_chart import verdict_colour
from tests.sync_pool import HoldingPool, SynchronousPool

GAMES_FILE = Path(__file__).resolve().parents[2] / "tools" / "data" / "pylos_expert_games.txt"


def recorded(k: int) -> list[str]:
    games = [line.split()[1:] for line in GAMES_FILE.read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    return games[k]


GAME = recorded(1)
BLUNDER = 7                 # Dark's 8th move (row 7) threw the win away; 1d1 kept it


@pytest.fixture
def make(qtbot, tmp_path):
    made = []

    def make_(pool=None) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=pool or SynchronousPool(),
                          autosave_path=str(tmp_path / f"autosave{len(made)}.json"),
                          think_delay_ms=0)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(1300, 860)
        window.show()
        qtbot.waitExposed(window)
        made.append(model)
        return window

    yield make_
    for model in made:
        model.shutdown()


def play(window, moves) -> None:
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    for mv in moves:
        assert m.try_move(mv), mv


def click_row(qtbot, window, row: int) -> None:
    index = window.model.move_list.index(row, 0)
    window.move_list.scrollTo(index)
    rect = window.move_list.visualRect(index)
    qtbot.mouseClick(window.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def mark_colour(qtbot, window, row: int) -> QColor:
    """The colour painted in the middle of the row's mark (its right end)."""
    from tabletop_gui.view.review import MARK_WIDTH

    index = window.model.move_list.index(row, 0)
    window.move_list.scrollTo(index)
    qtbot.wait(50)
    rect = window.move_list.visualRect(index)
    image = window.move_list.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    x = rect.right() - MARK_WIDTH // 2
    return image.pixelColor(int(x * ratio), int(rect.center().y() * ratio))


def close(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
               abs(a.blue() - b.blue())) <= 40


def test_the_moves_are_marked_with_their_verdicts(make, qtbot):
    window = make()
    play(window, GAME)
    window.ending.hide_card()
    window.act_review.trigger()
    m = window.model
    review = window.playback.review
    assert m.is_reviewing() and review.is_active()
    rows = m.move_list
    codes = [rows.data(rows.index(r, 0), MoveListModel.VerdictRole) for r in range(len(GAME))]
    assert codes[BLUNDER] == "threw_win" and codes[10] == "threw_win"
    assert all(codes) and codes.count("threw_win") == 2
    tip = rows.data(rows.index(BLUNDER, 0), Qt.ItemDataRole.ToolTipRole)
    assert "Threw the win away" in tip and tip.startswith("Notation: ")
    assert "Still winning" in rows.data(rows.index(8, 0), Qt.ItemDataRole.ToolTipRole)
    # a red mark on the blunder, a green one on a move that kept the win, drawn in the list
    assert close(mark_colour(qtbot, window, BLUNDER), verdict_colour("threw_win"))
    assert close(mark_colour(qtbot, window, 8), verdict_colour("kept_win"))
    assert verdict_colour("threw_win") != verdict_colour("kept_win")
    # the review's end takes the marks away (in a game still going on they would tell)
    qtbot.mouseClick(window.playback.bar.leave_button, Qt.MouseButton.LeftButton)
    assert not m.is_reviewing()
    assert rows.data(rows.index(BLUNDER, 0), MoveListModel.VerdictRole) == ""
    assert "Threw" not in rows.data(rows.index(BLUNDER, 0), Qt.ItemDataRole.ToolTipRole)
    assert not review.card.isVisible()


def test_a_game_in_progress_is_judged_as_far_as_it_went(make, qtbot):
    window = make()
    play(window, GAME[:12])
    window.act_review.trigger()
    rows = window.model.move_list
    codes = [rows.data(rows.index(r, 0), MoveListModel.VerdictRole) for r in range(12)]
    assert codes[BLUNDER] == "threw_win" and all(codes)
    assert window.playback.review.card.chart.point_count() == 13


def test_the_chart_has_a_point_a_position_and_a_click_goes_there(make, qtbot):
    window = make()
    play(window, GAME)
    window.ending.hide_card()
    window.act_review.trigger()
    m = window.model
    chart = window.playback.review.card.chart
    assert chart.isVisible()
    assert chart.point_count() == len(GAME) + 1 == chart.known_count()
    values = window.playback.review.values()
    # the start is lost for Light (who moves first); Dark's blunder gave the win to Light
    # and Light's 11th move gave it back
    assert values[0] < 0 and values[BLUNDER] < 0 and values[BLUNDER + 1] > 0
    assert values[10] > 0 and values[11] < 0
    # the game's end: Dark has won, the farthest from the middle; the start, far from its
    # end (a distance the book does not know), much nearer the middle
    assert values[-1] == -1 and -0.5 < values[0] < 0
    qtbot.wait(50)
    for ply in (10, 0, len(GAME)):
        qtbot.mouseClick(chart.plot.viewport(), Qt.MouseButton.LeftButton,
                         pos=chart.point_position(ply))
        assert m.review_ply == ply
    # the position on the table is marked on the chart
    assert chart.marker.value() == len(GAME)
    qtbot.keyClick(window.board, Qt.Key.Key_Home)
    assert chart.marker.value() == 0


def test_a_mistake_shows_its_better_move(make, qtbot):
    window = make()
    play(window, GAME)
    window.ending.hide_card()
    window.act_review.trigger()
    m = window.model
    ctl = window.controller
    card = window.playback.review.card
    assert ctl.review_ghost() is None
    click_row(qtbot, window, BLUNDER)
    assert m.review_ply == BLUNDER + 1
    assert ctl.review_ghost() == (("1d1", "dark"), {})
    assert "1d1" in ctl.scene.ghost_places()
    text = card.sentence_label.text().replace("\xa0", " ")
    assert text.startswith("Move 8, Dark: Threw the win away")
    assert "A better move: Dark placed a sphere on d1, level 1" in text
    # a move that kept the win: no ghost, no better move
    click_row(qtbot, window, BLUNDER + 1)
    assert ctl.review_ghost() is None and "1d1" not in ctl.scene.ghost_places()
    assert "Still winning" in card.sentence_label.text()
    assert "better" not in card.sentence_label.text()
    # leaving the review takes the ghost away
    click_row(qtbot, window, BLUNDER)
    qtbot.mouseClick(window.playback.bar.leave_button, Qt.MouseButton.LeftButton)
    assert ctl.review_ghost() is None and "1d1" not in ctl.scene.ghost_places()


def test_leaving_the_review_stops_the_worker(make, qtbot):
    pool = HoldingPool()
    window = make(pool)
    play(window, GAME)
    window.ending.hide_card()
    pool.hold = True
    window.act_review.trigger()
    review = window.playback.review
    assert review.worker.is_running() and len(pool.held) == 1
    assert review.card.progress_label.isVisible()
    assert review.card.progress_label.text() == f"Judging the moves: 0 of {len(GAME)}"
    task = pool.held.pop()
    qtbot.mouseClick(window.playback.bar.leave_button, Qt.MouseButton.LeftButton)
    assert not review.worker.is_running() and task.cancel.is_set()
    task.run()                           # what it would still do is stale: nothing shows
    rows = window.model.move_list
    assert all(rows.data(rows.index(r, 0), MoveListModel.VerdictRole) == ""
               for r in range(len(GAME)))
    assert review.worker.verdicts() == []


def test_the_window_answers_while_the_verdicts_come(make, qtbot, monkeypatch):
    """A real thread pool: the review starts at once, the verdicts are judged off the UI
    thread, the first show before the last is judged, and the UI thread's timer keeps ticking
    meanwhile. (How long the UI thread may pause is a speed target, bench's; a test on a
    loaded box can only say the judging is not the UI thread's.)"""
    import threading

    import tabletop_gui.ai.pylos.review as pylos_review

    judged_on: set[int] = set()
    judge = pylos_review.judge_game

    def recording_judge(*args, **kwargs):
        judged_on.add(threading.get_ident())
        return judge(*args, **kwargs)

    monkeypatch.setattr(pylos_review, "judge_game", recording_judge)
    pool = QThreadPool()
    pool.setMaxThreadCount(2)
    window = make(pool)
    moves = recorded(3)               # its verdicts take seconds (the solver's positions)
    play(window, moves)
    window.ending.hide_card()
    review = window.playback.review
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    seen: list[int] = []
    review.worker.verdictReady.connect(lambda i, n, v: seen.append(
        review.worker.is_running()))
    window.act_review.trigger()
    assert review.worker.is_running()           # the trigger returned before the judging ended
    shown = time.monotonic()
    qtbot.waitUntil(lambda: not review.worker.is_running(), timeout=90_000)
    done = time.monotonic()
    timer.stop()
    assert len(review.worker.verdicts()) == len(moves)
    assert judged_on and threading.get_ident() not in judged_on
    assert any(seen)                  # verdicts shown while the rest was being worked out
    during = [t for t in ticks if shown <= t <= done]
    assert len(during) >= 5           # the UI thread handled its timer while the worker judged
    gaps = [b - a for a, b in zip(during, during[1:], strict=False)]
    assert max(gaps) < 5.0            # never hung
    rows = window.model.move_list
    assert rows.data(rows.index(7, 0), MoveListModel.VerdictRole) == "threw_win"
    qtbot.mouseClick(window.playback.bar.leave_button, Qt.MouseButton.LeftButton)
    assert pool.waitForDone(10_000)


def test_the_verdicts_follow_the_language(make, qtbot):
    from tests.i18n.conftest import switch

    window = make()
    play(window, GAME)
    window.ending.hide_card()
    window.act_review.trigger()
    click_row(qtbot, window, BLUNDER)
    card = window.playback.review.card
    rows = window.model.move_list
    switch(qtbot, window, "es")
    text = card.sentence_label.text().replace("\xa0", " ")
    assert text.startswith("Jugada 8, Oscuras: Dejó escapar la victoria")
    assert "Una jugada mejor: " in text
    assert "Dejó escapar la victoria" in rows.data(rows.index(BLUNDER, 0),
                                                   Qt.ItemDataRole.ToolTipRole)
    ticks = card.chart.plot.getPlotItem().getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == ["Ganan Claras", "Tablas", "Ganan Oscuras"]
    switch(qtbot, window, "en")
    assert card.sentence_label.text().startswith("Move 8, Dark: Threw the win away")


def test_against_the_computer_a_verdict_names_the_mover_as_the_table_does(make, qtbot):
    """Who is who (#51): "Move 8, You: …" for the person's move against the computer."""
    window = make()
    play(window, GAME)
    window.model.set_seats(["computer:medium", "human"])     # Dark, who blundered: the person
    window.ending.hide_card()
    window.act_review.trigger()
    click_row(qtbot, window, BLUNDER)
    text = window.playback.review.card.sentence_label.text()
    assert text.startswith("Move 8, You: Threw the win away"), text
    click_row(qtbot, window, BLUNDER + 1)
    text = window.playback.review.card.sentence_label.text()
    assert text.startswith("Move 9, Computer — Medium: "), text
