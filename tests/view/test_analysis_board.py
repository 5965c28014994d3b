"""The Pylos analysis board (issue #52) through the real windows: Game > Analyse Position opens
it on a copy, a position is set up by clicking places, every legal move's exact value appears in
the list (the same as ``review.all_move_values`` says) and as coloured marks on the table, moves
are played for both sides, and it is refused while a game goes on — whichever way the game got
there (a move, undo, a file opened)."""

import random

import pytest
from PySide6.QtCore import Qt

from tabletop_gui.ai.pylos import review
from tabletop_gui.rules import pylos
from tabletop_gui.view.games.pylos import analysis
from tabletop_gui.view.games.pylos.analysis_list import sort_key
from tabletop_gui.view.games.pylos.analysis_marks import MARK_RGB, place_outcomes
from tests.sync_pool import HoldingPool

# light to move with light on d3 and a4, dark on b1: placing on d1 is the only win (the book)
KNOWN = {"light": ["1d3", "1a4"], "dark": ["1b1"], "best": "1d1"}
HUMAN2 = ["human", "human"]


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_place(qtbot, board_window, place):
    view = board_window.board
    pos = view.screen_pos(place).toPoint()
    if view.pick_at(pos.x(), pos.y()) != place:
        view.top_view()
        pos = view.screen_pos(place).toPoint()
    assert view.pick_at(pos.x(), pos.y()) == place
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=pos)


def open_board(qtbot, window):
    act = window.menus.act_analyse
    assert act.isEnabled(), act.toolTip()
    act.trigger()
    board = analysis.find_board(window)
    assert board is not None and board.isVisible()
    qtbot.waitExposed(board)
    qtbot.waitUntil(lambda: board.board.frames_painted > 0, timeout=5000)
    return board


def wait_values(qtbot, board):
    qtbot.waitUntil(lambda: not board.values.is_busy() and board.values_list.complete(),
                    timeout=30000)


def finish_a_game(model, seed=1):
    """Random legal moves until the game is over (both seats people)."""
    rng = random.Random(seed)
    while not model.game_over():
        assert model.try_move(str(rng.choice(model.state.legal_moves())))


@pytest.fixture
def window(open_window):
    w = open_window()
    yield w
    board = analysis.find_board(w)
    if board is not None:
        board.close()


def test_a_position_set_up_by_clicks_shows_every_moves_exact_value_and_the_best_first(
        qtbot, window):
    board = open_board(qtbot, window)
    assert not board.setting_up()
    click(qtbot, board.setup_button)
    assert board.setting_up()
    for place in KNOWN["light"]:
        click_place(qtbot, board, place)              # empty -> light
    for _ in range(2):
        click_place(qtbot, board, KNOWN["dark"][0])   # empty -> light -> dark
    state = board.position()
    assert sorted(p for p in pylos.PLACES if state.at(p) == "light") == sorted(KNOWN["light"])
    assert [p for p in pylos.PLACES if state.at(p) == "dark"] == KNOWN["dark"]
    assert state.to_move == "light" and state.variant == "standard"
    # the reserves follow: 15 minus the spheres on the board
    panel = board.controller.panel
    assert (panel.light_label.text(), panel.dark_label.text()) == ("13", "14")
    click(qtbot, board.play_button)
    assert not board.setting_up()
    wait_values(qtbot, board)
    direct = review.all_move_values(board.position())
    rows = board.values_list.rows()
    assert len(rows) == len(direct) == len(board.position().legal_moves())
    by_move = {str(mv.move): mv.value.outcome for mv in direct}
    assert {notation: outcome for _w, notation, outcome in rows} == by_move
    best = min(direct, key=lambda mv: sort_key(mv.value))
    assert str(best.move) == KNOWN["best"] and best.value.outcome == "win"
    assert rows[0][1] == KNOWN["best"] and rows[0][0] == "Win"
    assert all(words == "Loss" for words, _n, outcome in rows[1:] if outcome == "loss")
    assert "Light wins" in board.values_list.summary.text()
    # words on the rows, the notation only in their tooltips
    item = board.values_list.tree.topLevelItem(0)
    assert item.toolTip(0) == KNOWN["best"] and KNOWN["best"] not in item.text(1)
    assert item.toolTip(1) == item.text(1) + "\n" + KNOWN["best"]
    assert "d1" in item.text(1)


def test_the_marks_on_the_places_have_the_values_colours(qtbot, window):
    board = open_board(qtbot, window)
    board.start_from(pylos.position(KNOWN["light"], KNOWN["dark"], to_move="light"))
    wait_values(qtbot, board)
    marks = board.controller.marks
    want = place_outcomes(review.all_move_values(board.position()))
    assert want[KNOWN["best"]] == "win" and "loss" in want.values()
    for place in pylos.PLACES:
        colour = marks.colour_at(place)
        if place in want:
            assert colour == pytest.approx(MARK_RGB[want[place]], abs=1e-6), place
        else:
            assert colour is None, place
    # and they are drawn: the middle of the winning place's mark is green on the screen
    view = board.board
    view.top_view()
    board.controller.finish_animations()
    qtbot.wait(50)
    image = view.grabFramebuffer()
    ratio = image.width() / max(1, view.width())
    pos = view.screen_pos(KNOWN["best"])
    pixel = image.pixelColor(int(pos.x() * ratio), int(pos.y() * ratio))
    assert pixel.green() > pixel.red() + 30 and pixel.green() > pixel.blue() + 30, pixel.name()


def test_moves_are_played_for_both_sides_and_taken_back(qtbot, window):
    board = open_board(qtbot, window)
    wait_values(qtbot, board)
    click_place(qtbot, board, "1b2")                  # Light places
    assert board.position().to_move == "dark" and board.position().at("1b2") == "light"
    click_place(qtbot, board, "1c3")                  # Dark places
    assert board.position().at("1c3") == "dark"
    wait_values(qtbot, board)
    assert {n for _w, n, _o in board.values_list.rows()} == {
        str(m) for m in board.position().legal_moves()}
    click(qtbot, board.back_button)
    assert board.position().at("1c3") is None and board.position().to_move == "dark"
    # a row of the list plays its move
    wait_values(qtbot, board)
    first = board.values_list.tree.topLevelItem(0)
    notation = first.data(0, Qt.ItemDataRole.UserRole + 2)
    board.values_list.tree.itemActivated.emit(first, 0)
    assert len(board.model.moves) == 1 and board.position().to_move == "light"
    assert notation in {str(m) for m in board.model.moves}


def test_the_side_to_move_and_impossible_set_ups(qtbot, window):
    board = open_board(qtbot, window)
    click(qtbot, board.setup_button)
    click_place(qtbot, board, "1a1")
    board.to_move.setCurrentIndex(1)
    board.to_move.activated.emit(1)
    assert board.position().to_move == "dark" and board.position().at("1a1") == "light"
    # a sphere with a sphere on it stays; the message says why
    for place in ("1b1", "1a2", "1b2"):
        click_place(qtbot, board, place)
    click_place(qtbot, board, "2a1")
    assert board.position().at("2a1") == "light"
    board.cycle("1a1")
    assert board.position().at("1a1") == "light"
    assert "holds up" in board.statusBar().currentMessage()
    # 14 light spheres at most: the 15th place goes dark, and the message says why
    board.clear()
    for place in pylos.PLACES[:14]:
        board.cycle(place)
    assert board.controller.panel.light_label.text() == "1"
    board.cycle(pylos.PLACES[14])
    assert board.position().at(pylos.PLACES[14]) == "dark"
    assert "15 spheres" in board.statusBar().currentMessage()


def test_refused_while_a_game_goes_on_whichever_way_it_got_there(qtbot, window, tmp_path):
    m = window.model
    act = window.menus.act_analyse
    assert act.isEnabled()                     # no move yet
    m.new_game("pylos", None, ["human", "computer:beginner"])
    # a game against the computer, its first moves played
    assert m.try_move("1a1")
    assert m.game_length() > 0 and not m.game_over()
    assert not act.isEnabled()
    assert "Not while a game is going on" in act.toolTip()
    from tabletop_gui.view.analysis_board import open_analysis

    assert open_analysis(window) is None and analysis.find_board(window) is None
    # a finished game: open; undo makes it go on again: the board closes, the action is off
    m.new_game("pylos", None, HUMAN2)
    finish_a_game(m)
    assert act.isEnabled()
    board = open_board(qtbot, window)
    m.undo()
    assert not m.game_over() and not act.isEnabled() and not board.isVisible()
    m.redo()
    assert m.game_over() and act.isEnabled()
    # a file of a game going on
    m.undo()
    path = str(tmp_path / "going_on.pylos")
    window.save_to(path)
    m.redo()
    board = open_board(qtbot, window)
    assert window.open_path(path, ask=False)
    assert not m.game_over() and not act.isEnabled() and not board.isVisible()
    # a lesson
    m.new_game("pylos", None, HUMAN2)
    assert act.isEnabled()
    window.learn_to_play("pylos")
    assert m.in_lesson() and not act.isEnabled()


def test_the_game_is_untouched_by_analysing_a_copy(qtbot, open_window):
    pool = HoldingPool()
    window = open_window(thread_pool=pool)
    m = window.model
    m.new_game("pylos", None, HUMAN2)
    finish_a_game(m, seed=4)
    moves = [str(x) for x in m.moves]
    final = m.final_state()
    undo_index, modified = m.undo_stack.index(), m.is_modified()
    pool.hold = True            # the review's verdicts wait (a whole game's: not watched here)
    m.start_review(6)                           # "Analyse from here" on a reviewed position
    reviewed = m.state
    board = open_board(qtbot, window)
    assert board.position().key == reviewed.key and board.position() is not reviewed
    assert board.model is not m
    wait_values(qtbot, board)
    first = board.values_list.rows()[0][1]
    assert board.play(first)
    click(qtbot, board.setup_button)
    board.clear()
    click_place(qtbot, board, "1a1")
    assert board.position().at("1a1") == "light"
    assert [str(x) for x in m.moves[:6]] == moves[:6] and m.review_ply == 6
    m.stop_review()
    assert [str(x) for x in m.moves] == moves and m.final_state() == final
    assert m.undo_stack.index() == undo_index and m.is_modified() == modified
    assert m.state is final or m.state == final


def test_the_board_closes_with_the_games_window(qtbot, window):
    board = open_board(qtbot, window)
    window.close()
    qtbot.waitUntil(lambda: not board.isVisible(), timeout=3000)
    assert not board.values.is_busy()
