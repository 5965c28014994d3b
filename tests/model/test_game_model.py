"""GameModel through its signals and slots, on the toy Nim game (fast, deterministic)."""

from __future__ import annotations

import pytest

from tests.scripted_bots import ChoosingBot

from .conftest import ManualPool, play_random_game


def test_new_game_signals_and_state(make_model, qtbot):
    model = make_model(new=False)
    with qtbot.waitSignals([model.gameStarted, model.stateChanged], order="strict"):
        model.new_game("nim", {"pile": 5}, ["human", "human"])
    assert model.game == "nim"
    assert model.options == {"pile": 5}
    assert model.seats == ["human", "human"]
    assert model.state.pile == 5 and model.moves == []
    assert not model.is_modified() and model.file_path is None
    assert not model.undo_stack.canUndo()


def test_new_game_rejects_bad_arguments(make_model):
    model = make_model()
    with pytest.raises(ValueError):
        model.new_game("nim", {"pile": 0})
    with pytest.raises(ValueError):
        model.new_game("nim", None, ["human"])
    with pytest.raises(KeyError):
        model.new_game("chess")
    assert model.options == {"pile": 7}


def test_move_by_text_and_object_emits_in_order(make_model, qtbot):
    model = make_model()
    seen = []
    model.moveMade.connect(lambda m: seen.append(("move", str(m))))
    model.stateChanged.connect(lambda: seen.append(("state", model.state.pile)))
    assert model.try_move("t2")
    assert model.try_move(model.state.legal_moves()[0])
    assert seen == [("move", "t2"), ("state", 5), ("move", "t1"), ("state", 4)]
    assert [str(m) for m in model.moves] == ["t2", "t1"]
    assert model.is_modified()


def test_illegal_move_rejected_and_nothing_changes(make_model, qtbot):
    model = make_model(options={"pile": 2})
    model.try_move("t1")
    before = (model.state, model.moves, model.undo_stack.count(), model.undo_stack.index())
    changed = []
    model.stateChanged.connect(lambda: changed.append(1))
    model.moveMade.connect(lambda m: changed.append(m))
    for text, code in (("t3", "not_available"), ("zz", "bad_notation"), ("t9", "bad_notation")):
        with qtbot.waitSignal(model.illegalMove) as blocker:
            assert model.try_move(text) is False
        assert blocker.args == [code]
    assert (model.state, model.moves, model.undo_stack.count(), model.undo_stack.index()) == before
    assert changed == []


def test_full_game_to_game_over_once(make_model, qtbot):
    model = make_model(options={"pile": 21})
    overs = []
    model.gameOver.connect(overs.append)
    play_random_game(model, seed=3)
    assert [(o.winners, str(o.reason)) for o in overs] == [(model.state.outcome.winners, "last")]
    with qtbot.waitSignal(model.illegalMove) as blocker:
        assert not model.try_move("t1")
    assert blocker.args == ["game_over"]
    assert [(o.winners, str(o.reason)) for o in overs] == [(model.state.outcome.winners, "last")]


def test_undo_redo_restores_states(make_model):
    model = make_model(options={"pile": 20})
    states = [model.state]
    for text in ("t1", "t2", "t3", "t1"):
        model.try_move(text)
        states.append(model.state)
    model.undo()
    model.undo()
    assert model.state == states[2] and len(model.moves) == 2
    assert model.undo_stack.canRedo()
    model.redo()
    assert model.state == states[3]
    model.redo()
    assert model.state == states[4] and [str(m) for m in model.moves] == ["t1", "t2", "t3", "t1"]
    assert not model.undo_stack.canRedo()
    # redo is kept after undo, and a new move clears it
    model.undo()
    assert model.undo_stack.canRedo()
    model.try_move("t3")
    assert not model.undo_stack.canRedo()
    assert [str(m) for m in model.moves] == ["t1", "t2", "t3", "t3"]


def test_undo_back_to_start_and_clean_state(make_model):
    model = make_model()
    model.try_move("t1")
    assert model.is_modified()
    model.undo()
    assert model.moves == [] and model.state.pile == 7
    assert not model.is_modified()
    model.undo()  # nothing to undo: harmless
    assert model.moves == []


def test_redo_into_game_over_reports_it_again(make_model):
    model = make_model(options={"pile": 2})
    overs = []
    model.gameOver.connect(lambda outcome: overs.append(list(outcome.winners)))
    model.try_move("t2")
    model.undo()
    assert not model.is_over()
    model.redo()
    assert overs == [[0], [0]] and model.is_over()


def test_undo_stack_text_names_the_move(make_model):
    model = make_model()
    model.try_move("t2")
    assert "t2" in model.undo_stack.undoText()


# ---- the computer ------------------------------------------------------------------------

def test_computer_replies_and_undo_steps_back_two_plies(make_model):
    model = make_model(options={"pile": 20}, seats=["human", "computer"])
    assert not model.is_computer_turn()
    model.try_move("t1")
    assert len(model.moves) == 2 and model.seat_to_move() == 0
    model.try_move("t1")
    assert len(model.moves) == 4
    assert model.undo_stack.count() == 2  # a person's move and the reply are one undo step
    model.undo()
    assert len(model.moves) == 2 and model.seat_to_move() == 0
    model.redo()
    assert len(model.moves) == 4 and model.seat_to_move() == 0
    # QUndoStack's own undo (the createUndoAction path) also steps back both plies
    model.undo_stack.undo()
    assert len(model.moves) == 2


def test_computer_moving_first_and_waiting_after_undo(make_model):
    model = make_model(options={"pile": 20}, seats=["computer", "human"])
    assert len(model.moves) == 1 and not model.is_computer_turn()
    model.undo()
    # back at the start: the computer is to move but waits to be asked
    assert model.moves == [] and model.is_computer_turn() and model.is_computer_paused()
    assert not model.is_thinking()
    with_signal = []
    model.illegalMove.connect(with_signal.append)
    assert not model.try_move("t1")
    assert with_signal == ["not_your_turn"]
    model.resume_computer()
    assert len(model.moves) == 1 and not model.is_computer_paused()


def test_undo_when_save_split_the_reply_still_reaches_a_person(make_model, tmp_path):
    """Saving between a move and the reply stops QUndoStack merging them; undo still lands
    on a position where the person is to move."""
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["human", "computer"], pool=pool)
    model.try_move("t1")
    model.save(str(tmp_path / "g.json"))
    pool.run_all()
    assert len(model.moves) == 2 and model.undo_stack.count() == 2
    model.undo()
    assert model.moves == [] and model.seat_to_move() == 0


def test_computer_against_computer_plays_to_the_end(make_model):
    overs = []
    model = make_model(new=False)
    model.gameOver.connect(lambda outcome: overs.append(list(outcome.winners)))
    model.new_game("nim", {"pile": 99}, ["computer", "computer"])
    assert model.is_over() and len(overs) == 1
    assert model.undo_stack.count() == len(model.moves)  # computer moves never merge


def test_thinking_signals_and_progress(make_model, qtbot):
    model = make_model(new=False)
    thinking, progress = [], []
    model.aiThinkingChanged.connect(thinking.append)
    model.aiProgress.connect(progress.append)
    model.new_game("nim", {"pile": 9}, ["human", "computer"])
    model.try_move("t1")
    assert thinking == [True, False]
    assert progress[0] == 0 and progress[-1] == 100
    assert all(0 <= p <= 100 for p in progress)


def test_stale_result_ignored_after_undo(make_model):
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["human", "computer"], pool=pool)
    model.try_move("t1")
    assert model.is_thinking() and len(pool.tasks) == 1
    stale = pool.tasks[0]
    model.undo()  # undo while thinking cancels the thinking
    assert not model.is_thinking() and stale.cancel.is_set()
    assert model.moves == []
    pool.run_all()  # the old result arrives late
    assert model.moves == [] and not model.is_thinking()


def test_stale_result_ignored_after_new_game_and_person_blocked_while_thinking(make_model):
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["human", "computer"], pool=pool)
    model.try_move("t1")
    refused = []
    model.illegalMove.connect(refused.append)
    assert not model.try_move("t1")
    assert refused == ["not_your_turn"]
    model.new_game("nim", {"pile": 20}, ["human", "computer"])
    pool.run_all()
    assert model.moves == []


def test_stop_thinking_skips_the_delay(make_model, qtbot):
    model = make_model(options={"pile": 20}, seats=["human", "computer"],
                       think_delay_ms=60_000)
    model.try_move("t1")
    assert model.is_thinking() and len(model.moves) == 1  # result held for the delay
    model.stop_thinking()
    assert not model.is_thinking() and len(model.moves) == 2


def test_delay_then_move_arrives(make_model, qtbot):
    model = make_model(options={"pile": 20}, seats=["human", "computer"], think_delay_ms=50)
    with qtbot.waitSignal(model.moveMade, timeout=5000):
        model.try_move("t1")
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)


def test_real_thread_pool_delivers_in_ui_thread(make_model, qtbot):
    from PySide6.QtCore import QThread

    model = make_model(new=False, pool=None, think_delay_ms=0)
    model.computer.pool = __import__("tabletop_gui.model.worker", fromlist=["x"]).default_pool(model)
    threads = []
    model.moveMade.connect(lambda m: threads.append(QThread.currentThread()))
    model.new_game("nim", {"pile": 20}, ["human", "computer"])
    model.try_move("t1")
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)
    assert threads[-1] is model.thread()
    assert model.shutdown()


def test_bot_failure_is_reported_and_computer_waits(make_model, qtbot):
    class Broken(ChoosingBot):
        def choose(self, state, *, cancel, progress):
            raise RuntimeError("boom")

    model = make_model(options={"pile": 20}, seats=["human", "computer"],
                       bot_factory=lambda g, seat: Broken())
    with qtbot.waitSignal(model.aiFailed) as blocker:
        model.try_move("t1")
    assert "boom" in blocker.args[0]
    assert not model.is_thinking() and model.is_computer_paused()


def test_illegal_computer_move_is_reported(make_model, qtbot):
    from .toy_game import Take

    class Cheat(ChoosingBot):
        def choose(self, state, *, cancel, progress):
            return Take(3) if state.pile < 3 else Take(9)

    model = make_model(options={"pile": 20}, seats=["human", "computer"],
                       bot_factory=lambda g, seat: Cheat())
    with qtbot.waitSignal(model.aiFailed):
        model.try_move("t1")
    assert len(model.moves) == 1


def test_set_seats_lets_the_computer_take_over(make_model):
    model = make_model(options={"pile": 20})
    model.try_move("t1")
    model.set_seats(["human", "computer"])
    assert len(model.moves) == 2 and model.seats == ["human", "computer"]


def test_state_changed_slots_see_the_updated_undo_stack(make_model):
    model = make_model()
    seen = []
    model.stateChanged.connect(lambda: seen.append(
        (len(model.moves), model.undo_stack.canUndo(), model.undo_stack.canRedo(),
         model.is_modified())))
    model.try_move("t1")
    model.undo_stack.undo()  # the path of QUndoStack.createUndoAction()
    model.undo_stack.redo()
    assert seen == [(1, True, False, True), (0, False, True, False), (1, True, False, True)]


def test_undo_at_the_start_while_the_computer_thinks_makes_it_wait(make_model):
    pool = ManualPool()
    model = make_model(options={"pile": 20}, seats=["computer", "human"], pool=pool)
    assert model.is_thinking()
    model.undo()
    assert not model.is_thinking() and model.is_computer_paused()
    pool.run_all()
    assert model.moves == []
    model.resume_computer()
    pool.run_all()
    assert len(model.moves) == 1
