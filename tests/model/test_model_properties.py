"""Any sequence of moves, undos, redos, saves and loads keeps the model consistent."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_gui.model import GameModel
from tests.sync_pool import SynchronousPool

ACTIONS = st.lists(st.sampled_from(["t1", "t2", "t3", "undo", "redo", "save", "load"]),
                   max_size=30)


@pytest.mark.slow
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(actions=ACTIONS, computer=st.booleans())
def test_model_stays_consistent(tmp_path, qsettings, qtbot, actions, computer):
    model = GameModel(settings=qsettings, thread_pool=SynchronousPool(), game="nim",
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    model.new_game("nim", {"pile": 25}, ["human", "computer" if computer else "human"])
    path = str(tmp_path / "prop.json")
    saved = None
    for action in actions:
        if action == "undo":
            model.undo()
        elif action == "redo":
            model.redo()
        elif action == "save":
            model.save(path)
            saved = model.moves
        elif action == "load":
            if saved is not None:
                model.load(path)
                assert model.moves == saved and not model.is_modified()
        else:
            model.try_move(action)
        state = model.state_at(0)
        for move in model.moves:
            state = state.play(move)
        assert state == model.state
        assert model.move_list.rowCount() == len(model.moves)
        assert not model.is_thinking()
        if computer and "undo" == action and model.moves:
            assert not model.is_computer_turn()
    model.shutdown()
