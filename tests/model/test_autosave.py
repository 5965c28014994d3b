"""Autosave: written after every change, offered and resumed at the next start, gone when the
game ends, ignored when damaged, and never a crash when it cannot be written."""

from __future__ import annotations

import json
import os

from tabletop_gui.model import GameModel, SynchronousPool


def fresh_model(tmp_path, qsettings):
    return GameModel(settings=qsettings, thread_pool=SynchronousPool(), game="nim",
                     autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)


def test_autosave_follows_every_change(make_model, tmp_path):
    model = make_model()
    path = model.autosave_path()
    assert path == str(tmp_path / "autosave.json")
    assert not os.path.exists(path)  # no move yet: nothing to resume
    model.try_move("t1")
    model.try_move("t2")
    assert json.load(open(path))["moves"] == ["t1", "t2"]
    model.undo()
    assert json.load(open(path))["moves"] == ["t1"]
    model.undo()
    assert not os.path.exists(path)


def test_construction_leaves_the_autosave_alone(make_model, tmp_path, qsettings):
    model = make_model()
    model.try_move("t1")
    saved = open(model.autosave_path()).read()
    fresh_model(tmp_path, qsettings)
    assert open(model.autosave_path()).read() == saved


def test_resume_at_next_start(make_model, tmp_path, qsettings):
    model = make_model(options={"pile": 15}, seats=["human", "computer"])
    model.try_move("t1")
    model.try_move("t2")
    expected = (model.state, [str(m) for m in model.moves], model.options, model.seats)

    again = fresh_model(tmp_path, qsettings)
    summary = again.resumable_autosave()
    assert summary["game"] == "nim" and summary["moves"] == 4
    assert summary["options"] == {"pile": 15} and summary["seats"] == ["human", "computer"]
    assert again.resume_autosave()
    assert (again.state, [str(m) for m in again.moves], again.options, again.seats) == expected
    assert again.file_path is None and again.is_modified()


def test_resume_keeps_the_file_and_its_saved_flag(make_model, tmp_path, qsettings):
    model = make_model()
    model.try_move("t1")
    model.save(str(tmp_path / "mine.json"))
    again = fresh_model(tmp_path, qsettings)
    assert again.resume_autosave()
    assert again.file_path == str(tmp_path / "mine.json") and not again.is_modified()
    model.try_move("t1")
    again = fresh_model(tmp_path, qsettings)
    assert again.resume_autosave() and again.is_modified()


def test_finished_game_is_not_offered(make_model, tmp_path, qsettings):
    model = make_model(options={"pile": 3})
    model.try_move("t1")
    assert os.path.exists(model.autosave_path())
    model.try_move("t2")
    assert model.is_over() and not os.path.exists(model.autosave_path())
    assert fresh_model(tmp_path, qsettings).resumable_autosave() is None


def test_finished_autosave_written_by_hand_is_not_offered(make_model, tmp_path, qsettings):
    model = make_model(options={"pile": 3})
    model.try_move("t1")
    record = json.load(open(model.autosave_path()))
    record["moves"] = ["t3"]
    json.dump(record, open(model.autosave_path(), "w"))
    assert fresh_model(tmp_path, qsettings).resumable_autosave() is None


def test_damaged_autosave_is_ignored(tmp_path, qsettings, qtbot):
    model = fresh_model(tmp_path, qsettings)
    before = (model.state, model.moves)
    for content in ("{not json", '{"format": "tabletop-gui-game", "version": 1}', "\x00" * 10):
        with open(model.autosave_path(), "w") as f:
            f.write(content)
        assert model.resumable_autosave() is None
        assert model.resume_autosave() is False
        assert (model.state, model.moves) == before
    os.remove(model.autosave_path())
    assert model.resumable_autosave() is None


def test_unwritable_autosave_reported_once_and_play_goes_on(tmp_path, qsettings, qtbot):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    model = GameModel(settings=qsettings, thread_pool=SynchronousPool(), game="nim",
                      autosave_path=str(blocker / "autosave.json"), think_delay_ms=0)
    model.new_game("nim")
    reports = []
    model.autosaveFailed.connect(reports.append)
    assert model.try_move("t1") and model.try_move("t1")
    assert len(reports) == 1 and len(model.moves) == 2


def test_default_autosave_path_is_in_app_data(qsettings, qtbot):
    from PySide6.QtCore import QStandardPaths

    model = GameModel(settings=qsettings, thread_pool=SynchronousPool(), game="nim")
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert QStandardPaths.isTestModeEnabled()
    assert model.autosave_path() == os.path.join(folder, "autosave.json")
