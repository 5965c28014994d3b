"""A full disk, a read-only save folder, a folder the person may not write, no autosave slot
left: the message says which, the file on disk and the game on the table stay as they were."""

from __future__ import annotations

import errno
import json
import os

import pytest
from PySide6.QtCore import QLockFile

from tabletop_gui.model import GameFileError

PYLOS = ("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])

#: what the message must say for each answer of the OS
REASONS = {errno.ENOSPC: "The disk is full.",
           errno.EROFS: "The disk is read-only.",
           errno.EACCES: "You are not allowed to write there."}


def temp_files(folder):
    return [n for n in os.listdir(folder) if ".tabletop-tmp-" in n]


@pytest.mark.parametrize("error", sorted(REASONS), ids=errno.errorcode.get)
def test_a_save_the_disk_refuses_says_why_and_keeps_the_old_file(make_model, tmp_path,
                                                                  disk_fault, error):
    folder = tmp_path / "saves"
    folder.mkdir()
    path = str(folder / "game.tabletop")
    model = make_model(options={"pile": 12}, seats=["human", "human"])
    model.try_move("t2")
    model.save(path)
    old = open(path, "rb").read()
    model.try_move("t1")
    disk_fault(folder, error, at="write" if error == errno.ENOSPC else "open")
    with pytest.raises(GameFileError) as err:
        model.save(path)
    assert err.value.code == "unwritable" and err.value.path == path
    assert err.value.message() == "The game could not be saved there. " + REASONS[error]
    assert open(path, "rb").read() == old                  # the last save, whole
    assert temp_files(folder) == []                        # no half-written file left
    assert model.is_modified() and [str(m) for m in model.moves] == ["t2", "t1"]


@pytest.mark.gl
def test_the_window_says_the_disk_is_full_and_the_game_stays_unsaved(open_window, tmp_path,
                                                                      disk_fault, shown_boxes):
    window = open_window()
    model = window.model
    model.new_game(*PYLOS)
    path = str(tmp_path / "saves" / "game.tabletop")
    assert model.try_move("1a1") and window.save_to(path)
    assert model.try_move("1b1")
    fault = disk_fault(tmp_path / "saves", errno.ENOSPC)
    assert window.save() is False
    (box,) = shown_boxes
    assert box["title"] == "Could not save the game"
    assert box["text"] == "“game.tabletop”: The game could not be saved there. The disk is full."
    assert path in box["details"] and "No space left on device" in box["details"]
    assert json.load(open(path))["moves"] == ["1a1"]
    assert model.is_modified() and window.isWindowModified()
    fault.stop()                                           # room again: the same Save works
    assert window.save() is True and json.load(open(path))["moves"] == ["1a1", "1b1"]


@pytest.mark.gl
def test_a_full_disk_under_the_autosave_keeps_its_last_game(open_window, tmp_path, disk_fault):
    autosave = tmp_path / "auto" / "autosave.json"
    window = open_window(autosave_path=str(autosave))
    model = window.model
    model.new_game(*PYLOS)
    assert model.try_move("1a1") and model.try_move("1b1")
    assert json.load(open(autosave))["moves"] == ["1a1", "1b1"]
    fault = disk_fault(autosave.parent, errno.ENOSPC)
    assert model.try_move("1c1")                           # play goes on
    bar = window.notices.message_bar
    assert bar is not None and bar.isVisible()
    assert "cannot be kept for next time" in bar.text() and str(autosave.parent) in bar.text()
    assert bar.text().endswith("Use Game → Save to keep it. The disk is full.")   # and why
    assert json.load(open(autosave))["moves"] == ["1a1", "1b1"]   # the last one, whole
    assert temp_files(autosave.parent) == [] and fault.refused
    fault.stop()
    assert model.try_move("1d1")                           # room again: kept again
    assert json.load(open(autosave))["moves"] == ["1a1", "1b1", "1c1", "1d1"]
    assert window.notices.storage_problems == ["autosave"]         # said once


@pytest.mark.gl
def test_with_every_autosave_slot_held_by_other_instances_play_goes_on(open_window, tmp_path):
    """Twenty apps running at once (the slots' most): the next one keeps no autosave, says so,
    and touches none of theirs."""
    from tabletop_gui.model.autosave import AUTOSAVE_SLOTS, Autosave

    base = str(tmp_path / "autosave.json")
    locks = []
    for path in Autosave(base).slot_paths():
        with open(path, "w") as f:
            f.write("theirs")
        lock = QLockFile(path + ".lock")
        assert lock.tryLock(0)
        locks.append(lock)
    assert len(locks) == AUTOSAVE_SLOTS
    try:
        window = open_window(autosave_path=base)
        model = window.model
        model.new_game(*PYLOS)
        assert model.try_move("1a1") and model.try_move("1b1")
        bar = window.notices.message_bar
        assert bar is not None and "cannot be kept for next time" in bar.text()
        assert all(open(p).read() == "theirs" for p in Autosave(base).slot_paths())
        assert model.resumable_autosaves() == []
    finally:
        for lock in locks:
            lock.unlock()
