"""Review (stepping through the game played) and watching (computer against computer at a
pace, with Pause), on the toy Nim game."""

from __future__ import annotations

import json

from .conftest import ManualPool


def played(make_model, texts=("t1", "t2", "t3", "t1"), **kwargs):
    model = make_model(options={"pile": 20}, **kwargs)
    for text in texts:
        assert model.try_move(text)
    return model


def test_review_shows_each_position_and_returns_to_the_end(make_model, qtbot):
    model = played(make_model)
    piles = [model.state_at(i).pile for i in range(5)]
    with qtbot.waitSignals([model.reviewChanged, model.stateChanged], order="strict"):
        assert model.start_review()
    assert model.is_reviewing() and model.review_ply == 0
    assert model.state.pile == piles[0] and model.moves == []
    model.review_step(1)
    model.review_step(1)
    assert model.review_ply == 2 and model.state.pile == piles[2]
    assert [str(m) for m in model.moves] == ["t1", "t2"]
    assert model.game_length() == 4
    model.review_to(99)                       # clamped to the game
    assert model.review_ply == 4
    model.review_to(-3)
    assert model.review_ply == 0
    model.stop_review()
    assert not model.is_reviewing() and model.state.pile == piles[4] and len(model.moves) == 4


def test_nobody_moves_while_reviewing(make_model, qtbot):
    model = played(make_model)
    model.start_review(1)
    with qtbot.waitSignal(model.illegalMove) as blocker:
        assert not model.try_move("t1")
    assert blocker.args == ["reviewing"]
    model.undo()
    model.redo()
    assert model.game_length() == 4 and model.review_ply == 1
    assert not model.request_hint()
    model.stop_review()
    assert model.try_move("t1") and model.game_length() == 5


def test_saving_while_reviewing_saves_the_whole_game(make_model, tmp_path):
    model = played(make_model)
    model.start_review(1)
    path = tmp_path / "g.json"
    model.save(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["moves"]) == 4


def test_review_holds_the_computer_and_gives_it_back(make_model):
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["human", "computer"], pool=pool)
    model.try_move("t1")
    assert model.is_thinking()
    model.start_review()
    assert not model.is_thinking()
    pool.run_all()                            # the stale answer is dropped
    assert model.game_length() == 1
    model.stop_review()
    assert model.is_thinking()                # it thinks again, in the game's position
    pool.run_all()
    assert model.game_length() == 2


def test_a_new_game_ends_the_review(make_model, qtbot):
    model = played(make_model)
    model.start_review(2)
    with qtbot.waitSignal(model.reviewChanged):
        model.new_game("nim", {"pile": 5}, ["human", "human"])
    assert not model.is_reviewing() and model.state.pile == 5


def test_nothing_to_review_before_a_move(make_model):
    model = make_model()
    assert not model.start_review() and not model.is_reviewing()


def test_watch_pace_reaches_the_computer(make_model, qsettings):
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["human", "human"], pool=pool,
                       think_delay_ms=300)
    assert model.watch_speed == "normal"
    model.set_watch_speed("slow")
    model.set_seats(["computer", "computer"])
    assert model.computer.move_delay_ms == 2000
    pool.run_all()
    model.set_watch_speed("fast")
    model.computer.hurry()                    # deliver the held move now
    pool.run_all()
    assert model.computer.move_delay_ms == 300
    # remembered for the next run
    from tabletop_gui.model.settings import Settings
    assert Settings(qsettings).watch_speed() == "fast"


def test_a_person_seat_keeps_the_think_delay(make_model):
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["human", "computer"], pool=pool,
                       think_delay_ms=300)
    model.set_watch_speed("slow")
    model.try_move("t1")
    assert model.computer.move_delay_ms == 300


def test_pause_stops_at_once_and_play_thinks_again_from_the_same_position(make_model):
    """#51: Pause lagged one move (the move thought about was still played)."""
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["computer", "computer"], pool=pool)
    assert model.is_thinking()
    pile = model.state.pile
    model.set_watch_paused(True)
    assert not model.is_thinking()            # at once
    pool.run_all()                            # the move thought about is dropped...
    assert model.game_length() == 0 and model.state.pile == pile
    assert not model.is_thinking() and pool.tasks == []   # ...and no other starts
    model.set_watch_paused(False)
    assert model.is_thinking()
    pool.run_all()
    assert model.game_length() == 1


def test_pause_is_dropped_by_a_new_game(make_model):
    model = make_model(options={"pile": 20}, seats=["human", "human"])
    model.set_watch_paused(True)
    model.new_game("nim", {"pile": 30}, ["computer", "computer"])
    assert not model.is_watch_paused() and model.is_over()
