"""Autosave: written after every change, offered and resumed at the next start, gone when the
game ends, ignored when damaged, and never a crash when it cannot be written."""

from __future__ import annotations

import json
import os

from tabletop_gui.model import GameModel
from tests.sync_pool import SynchronousPool


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
    model.shutdown()                            # the app quits: its slot is free again

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
    model.shutdown()
    again = fresh_model(tmp_path, qsettings)
    assert again.resume_autosave()
    assert again.file_path == str(tmp_path / "mine.json") and not again.is_modified()
    again.try_move("t1")
    again.shutdown()
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


def test_two_instances_never_share_a_slot(make_model, tmp_path):
    """Two running apps (here two models of one process: QLockFile tells them apart all the
    same) each keep their own game; neither overwrites nor deletes the other's."""
    first = make_model()
    second = make_model()
    first.try_move("t1")
    second.try_move("t2")
    assert first.autosave_path() == str(tmp_path / "autosave.json")
    assert second.autosave_path() == str(tmp_path / "autosave-2.json")
    assert json.load(open(first.autosave_path()))["moves"] == ["t1"]
    assert json.load(open(second.autosave_path()))["moves"] == ["t2"]
    second.new_game("nim")                     # no move yet: only its own slot empties
    assert not os.path.exists(second.autosave_path())
    assert json.load(open(first.autosave_path()))["moves"] == ["t1"]
    # a running instance's game is not offered to another one
    assert second.resumable_autosaves() == []
    assert second.resume_autosave(first.autosave_path()) is False
    assert second.discard_autosave(first.autosave_path()) is False
    assert json.load(open(first.autosave_path()))["moves"] == ["t1"]


def test_a_slot_locked_by_another_process_is_left_alone(make_model, tmp_path, qsettings):
    import subprocess
    import sys

    slot = tmp_path / "autosave.json"
    model = make_model()
    model.try_move("t1")
    model.try_move("t1")
    model.shutdown()                            # its game is now another process's:
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys\nfrom PySide6.QtCore import QLockFile\n"
         "lock = QLockFile(sys.argv[1])\nprint(lock.tryLock(0), flush=True)\nsys.stdin.read()",
         str(slot) + ".lock"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        again = fresh_model(tmp_path, qsettings)
        assert again.resumable_autosaves() == []     # in use by a running instance
        again.new_game("nim")
        again.try_move("t3")
        assert again.autosave_path() == str(tmp_path / "autosave-2.json")
        assert json.load(open(slot))["moves"] == ["t1", "t1"]
    finally:
        holder.stdin.close()
        holder.wait(10)
    # that process has ended: its unfinished game is offered now
    offers = again.resumable_autosaves()
    assert [(o["path"], o["moves"]) for o in offers] == [(str(slot), 2)]


def test_left_over_games_are_resumed_or_discarded_each_once(make_model, tmp_path, qsettings):
    first, second = make_model(), make_model()
    first.try_move("t1")
    second.try_move("t2")
    first.shutdown()
    second.shutdown()
    again = fresh_model(tmp_path, qsettings)
    offers = again.resumable_autosaves()
    assert sorted(o["moves"] for o in offers) == [1, 1] and len({o["path"] for o in offers}) == 2
    take, drop = offers
    assert again.resume_autosave(take["path"])
    assert again.autosave_path() == take["path"]       # it continues in the slot it came from
    other = fresh_model(tmp_path, qsettings)
    assert [o["path"] for o in other.resumable_autosaves()] == [drop["path"]]
    assert other.resume_autosave(take["path"]) is False   # already resumed by `again`
    assert other.discard_autosave(drop["path"])
    assert not os.path.exists(drop["path"]) and other.resumable_autosaves() == []
    assert os.path.exists(take["path"])


def test_importing_the_autosave_and_languages_makes_no_lock_or_library_info_type():
    """PySide makes a Qt class's Python type when it is first imported; the first paint takes
    no lock and loads no Qt translation, so neither module imports those classes up front."""
    import subprocess
    import sys
    code = ("import PySide6.QtCore as C, tabletop_gui.model.autosave, tabletop_gui.model.i18n;"
            "print(sorted(n for n in ('QLockFile', 'QLibraryInfo') if n in vars(C)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
