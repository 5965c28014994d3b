"""PILUS's review in the window (issue #52): the expert's choice for each turn on the move list,
its tile as a ghost on the table, every player's score in a chart on the end card and in the
review, cancel, and the privacy rule: in a game still going on nobody's hidden tiles show."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt

import tabletop_gui.view.games.pilus.review as pilus_review
from tabletop_gui.ai.pilus import make_bot
from tabletop_gui.model.games.pilus import PAWN_COLOURS
from tabletop_gui.model.movelist import MoveListModel
from tabletop_gui.view.score_chart import ScoreChart
from tests.sync_pool import HoldingPool

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    # the expert's own search on a few play-outs: the same code, a fraction of the time
    monkeypatch.setattr(pilus_review, "NODES", 8)
    monkeypatch.setattr(pilus_review, "SAMPLES", 2)


def play(window, seats, turns=None, seed=7):
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": seed}, seats)
    bot = make_bot("easy", 1)
    while not m.game_over() and (turns is None or m.game_length() < turns):
        assert m.try_move(str(bot.choose(m.state)))


def click_row(qtbot, window, row):
    index = window.model.move_list.index(row, 0)
    window.move_list.scrollTo(index)
    rect = window.move_list.visualRect(index)
    qtbot.mouseClick(window.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def part(window):
    return window.controller.review_part()


def test_a_finished_game_end_card_chart_review_and_ghost(qtbot, open_window):
    window = open_window()
    play(window, ["human", "human"])
    m = window.model
    card = window._ending.card
    qtbot.waitUntil(card.isVisible)
    # the end card: every player's score over the game, one line each in the seat's colour
    chart = card.extra
    assert isinstance(chart, ScoreChart) and chart.isVisible()
    assert chart.line_colours() == [c.lower() for c in PAWN_COLOURS[:2]]
    # (a column a round there, as the score sheet beside it; the review's a move)
    rows = [m.state_at(k).scores for k in range(m.game_length() + 1)]
    assert chart.scores() == [rows[k] for k in pilus_review.round_ends(m)]
    assert chart.scores()[-1] == m.final_state().scores
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    assert m.is_reviewing()
    p = part(window)
    # every turn judged (a finished game: every seat), marked in words at its row
    ml = m.move_list
    for row in range(m.game_length()):
        index = ml.index(row, 0)
        assert ml.data(index, MoveListModel.VerdictRole) in ("agrees", "close", "better",
                                                             "much_better")
        assert ml.data(index, MoveListModel.BadgeRole).startswith("Expert:")
        assert "@" not in ml.data(index, MoveListModel.BadgeRole)     # words, not notation
    assert p.card.isVisible() and p.card.chart.scores() == rows
    # a turn where the expert's tile can be shown: clicking its row shows it as a ghost
    ply = next(k for k in range(1, m.game_length() + 1) if p.ghost_at(k) is not None)
    click_row(qtbot, window, ply - 1)
    assert m.review_ply == ply
    j = p.judgement_at(ply)
    scene = window.controller.scene
    assert scene.ghost_at is not None and scene.ghost_at[:3] == (j.expert.tile, j.expert.x,
                                                                 j.expert.y)
    assert scene.ghost_visible()
    text = p.card.sentence_label.text()
    assert text.startswith(f"Move {ply}, ") and "ghost" in text and "@" not in text
    # the start: no ghost
    m.review_to(0)
    assert scene.ghost_at is None
    # leaving the review: no marks, no ghost, no card
    window.playback.leave()
    assert ml.data(ml.index(0, 0), MoveListModel.VerdictRole) == ""
    assert scene.ghost_at is None and not p.card.isVisible()


def test_cancel_leaves_nothing_behind(qtbot, open_window):
    pool = HoldingPool()
    window = open_window(thread_pool=pool)
    play(window, ["human", "human"], turns=8)
    m = window.model
    pool.hold = True
    window.act_review.trigger()
    p = part(window)
    assert p.worker.is_running() and p.card.progress_label.isVisible()
    assert "0 of 8" in p.card.progress_label.text()
    window.playback.leave()                     # Back to the Game: the work is cancelled
    assert not p.worker.is_running()
    pool.hold = False
    pool.run_held()                             # the job sees its cancel and stops
    assert p.worker.verdicts() == []
    ml = m.move_list
    assert all(ml.data(ml.index(r, 0), MoveListModel.VerdictRole) == "" for r in range(8))


def test_two_people_unfinished_judges_nobody_and_shows_no_hand(qtbot, open_window):
    window = open_window()
    play(window, ["human", "human"], turns=6)
    m = window.model
    assert not m.game_over()
    window.act_review.trigger()
    p = part(window)
    # not one turn was looked at: the expert's tile would come from a hidden hand
    assert p.worker.verdicts() == [None] * 6
    ml = m.move_list
    assert all(ml.data(ml.index(r, 0), MoveListModel.VerdictRole) == "" for r in range(6))
    assert p.card.scope_label.isVisible()
    assert "no turn is judged" in p.card.scope_label.text()
    for ply in range(7):
        m.review_to(ply)
        assert window.controller.scene.ghost_at is None
        assert p.card.sentence_label.text() == ""
    assert window.controller.turn.view is None        # and no hand is shown in the review


def test_unfinished_against_the_computer_judges_only_the_persons_turns(qtbot, open_window):
    window = open_window()
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": 3}, ["human", "computer:beginner"])
    bot = make_bot("easy", 2)
    while m.game_length() < 6:
        assert m.try_move(str(bot.choose(m.state)))     # the computer answers at once
    window.act_review.trigger()
    p = part(window)
    done = p.worker.verdicts()
    assert len(done) == m.game_length()
    for ply, j in enumerate(done):
        mover = m.state_at(ply).to_move
        assert (j is not None) == (mover == 0)
    assert "only your own turns" in p.card.scope_label.text()


def test_the_review_speaks_the_language_chosen(qtbot, open_window):
    window = open_window()
    play(window, ["human", "human"], turns=None, seed=5)
    window._ending.card.review_button.click()
    p = part(window)
    ply = next(k for k in range(1, window.model.game_length() + 1) if p.ghost_at(k) is not None)
    window.model.review_to(ply)
    window.set_language("es")
    try:
        ml = window.model.move_list
        assert ml.data(ml.index(0, 0), MoveListModel.BadgeRole).startswith("Experto:")
        # (the window's LanguageChange comes as an event)
        qtbot.waitUntil(lambda: p.card.sentence_label.text().startswith(f"Jugada {ply}, "))
        assert p.card.caption.text().startswith("La elección del experto")
    finally:
        window.set_language("en")


def test_a_real_worker_thread_brings_the_turns_while_the_window_answers(qtbot, open_window):
    from PySide6.QtCore import QThreadPool

    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    window = open_window(thread_pool=pool)
    play(window, ["human", "human"])            # finished: every turn is judged
    m = window.model
    window.act_review.trigger()
    p = part(window)
    m.review_to(3)                              # the window answers while the expert works
    assert m.review_ply == 3
    qtbot.waitUntil(lambda: not p.worker.is_running(), timeout=60000)
    assert [j.index for j in p.worker.verdicts()] == list(range(m.game_length()))
    ml = m.move_list
    assert ml.data(ml.index(0, 0), MoveListModel.BadgeRole).startswith("Expert:")
    window.playback.leave()
    pool.waitForDone(10000)


def test_the_chart_the_bar_and_the_card_count_in_one_word(qtbot, open_window):
    """The review's chart plots every player's score at each position, the one after move k
    at k (0: the start), as the bar names it ("Position after move 12 of 28") and as Pylos's
    review chart does: its axis and the card's sentence say the same word, in every
    language."""
    window = open_window()
    play(window, ["human", "human"])
    m = window.model
    qtbot.waitUntil(window._ending.card.isVisible)
    qtbot.mouseClick(window._ending.card.review_button, Qt.MouseButton.LeftButton)
    p = part(window)
    chart = p.card.chart
    n = m.game_length()
    ply = n // 2
    click_row(qtbot, window, ply - 1)                 # the move list's row of move ply
    assert m.review_ply == ply
    # the cursor stands at the position after that move: every player's score then
    assert chart.marker.value() == ply and chart.marker.isVisible()
    assert chart.scores()[ply] == m.state_at(ply).scores
    words = {"en": "move", "es": "jugada", "ro": "mutare", "cs": "tah"}    # (their stems)
    try:
        for language, word in words.items():
            window.languages.set_language(language, save=False)
            qtbot.waitUntil(lambda: p.sentence(ply) == p.card.sentence_label.text())
            axis = chart.plot.getPlotItem().getAxis("bottom").labelText
            bar = window.playback.bar.position_text()
            os.makedirs(SHOTS, exist_ok=True)
            window.grab().save(os.path.join(SHOTS, f"pilus-review-words-{language}.png"))
            assert axis.lower().startswith(word), (language, axis)
            assert word in bar.lower() and str(ply) in bar, (language, bar)
            sentence = p.card.sentence_label.text()
            assert sentence.startswith(f"{axis} {ply}, "), (language, sentence)
            assert word in chart.plot.toolTip().lower(), (language, chart.plot.toolTip())
    finally:
        window.languages.set_language("en", save=False)
