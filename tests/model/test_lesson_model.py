"""GameModel.start_lesson: a lesson's position on the table never touches the person's game."""

import os

from PySide6.QtCore import QSettings

from tabletop_gui.model import GameModel
from tabletop_gui.model.lessons import LESSON_OTHER, LessonRunner
from tabletop_gui.rules import pylos
from tests.sync_pool import SynchronousPool


def make_model(tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return GameModel(settings=settings, thread_pool=SynchronousPool(), think_delay_ms=0,
                     autosave_path=str(tmp_path / "autosave.json"))


def test_a_lesson_is_never_autosaved_and_the_persons_game_waits_in_its_slot(tmp_path):
    model = make_model(tmp_path)
    model.new_game("pylos", None, ["human", "human"])
    assert model.try_move("1a1")
    slot = model.autosave.slot
    with open(slot, encoding="utf-8") as f:
        before = f.read()
    refused = []
    model.illegalMove.connect(refused.append)
    model.start_lesson("pylos", pylos.position(), ["human", "computer:beginner"],
                       lambda move: None if str(move) == "1b2" else LESSON_OTHER)
    assert model.in_lesson() and model.moves == [] and model.autosave.slot is None
    assert not model.try_move("1c3") and refused == [LESSON_OTHER]     # legal, not taught
    assert not model.try_move("2a1") and refused[-1] == "not_available"  # the rules' code
    assert model.try_move("1b2")
    assert not model.is_modified()                  # nothing to save in a lesson
    assert not model.is_thinking()                  # the computer seat never thinks
    model.undo()
    assert len(model.moves) == 1                    # nothing to undo
    assert not model.request_hint() and not model.start_review()
    assert model.lesson_reply("1c3") and len(model.moves) == 2
    with open(slot, encoding="utf-8") as f:
        assert f.read() == before                   # the person's game, as it was
    # it is offered to continue (its slot is free), and comes back whole
    model.end_lesson()
    assert not model.in_lesson() and model.moves == []
    offers = model.resumable_autosaves()
    assert [o["path"] for o in offers] == [slot] and offers[0]["moves"] == 1
    assert model.resume_autosave(slot)
    assert [str(m) for m in model.moves] == ["1a1"]
    model.shutdown()


def test_a_new_game_ends_the_lesson(tmp_path):
    model = make_model(tmp_path)
    model.start_lesson("pylos", pylos.position(), ["human", "computer:beginner"],
                       lambda move: None)
    model.new_game("pylos", None, ["human", "human"])
    assert not model.in_lesson()
    assert model.try_move("1a1") and model.is_modified()
    assert os.path.exists(model.autosave.slot)
    model.shutdown()


def test_the_runner_remembers_a_finished_lesson(tmp_path):
    model = make_model(tmp_path)
    runner = LessonRunner(model)
    runner.reply_delay_ms = 0
    assert runner.start("pylos", 3)                  # the top: one step
    assert model.try_move("4a1")
    assert runner.solved and model.settings.lessons_done("pylos") == ["top"]
    assert runner.start("pylos")                     # the first not finished
    assert runner.lesson_index == 0
    model.shutdown()
