"""Start-up: a file on the command line opens directly; else the start page offers the
unfinished games (untouched until the person answers there)."""

from __future__ import annotations

import os

from tabletop_gui.model import GameModel
from tabletop_gui.model.startup import new_game_from_settings, open_start, unfinished_games
from tests.sync_pool import SynchronousPool


def fresh(tmp_path, qsettings):
    return GameModel(settings=qsettings, thread_pool=SynchronousPool(), game="nim",
                     autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)


def test_file_on_the_command_line_opens_directly(make_model, tmp_path, qsettings):
    model = make_model(options={"pile": 13})
    model.try_move("t2")
    model.save(str(tmp_path / "g.json"))
    model.try_move("t1")  # an autosave exists too: the file wins
    again = fresh(tmp_path, qsettings)
    result = open_start(again, str(tmp_path / "g.json"))
    assert result.kind == "opened" and result.error is None
    assert [str(m) for m in again.moves] == ["t2"]


def test_bad_file_reports_and_falls_back_to_the_start_page(make_model, tmp_path, qsettings):
    model = make_model()
    model.try_move("t1")
    model.shutdown()                           # the next start
    again = fresh(tmp_path, qsettings)
    result = open_start(again, str(tmp_path / "missing.json"))
    assert result.kind == "start_page" and result.error.code == "unreadable"
    assert result.resume["moves"] == 1
    assert os.path.exists(result.resume["path"])  # untouched until the user answers
    assert again.resume_autosave() and len(again.moves) == 1


def test_no_file_shows_the_start_page_and_starts_nothing(make_model, tmp_path, qsettings):
    make_model(options={"pile": 4}, seats=["human", "computer"])
    again = fresh(tmp_path, qsettings)
    result = open_start(again)
    assert result.kind == "start_page" and result.error is None and result.resumes == []
    assert again.moves == [] and unfinished_games(again) == []
    new_game_from_settings(again)              # what New Game offers: the last choices
    assert again.options == {"pile": 4} and again.seats == ["human", "computer"]


def test_stale_choices_fall_back_to_defaults(tmp_path, qsettings, qtbot):
    model = fresh(tmp_path, qsettings)
    model.settings.set_new_game_choices("nim", {"pile": 500}, ["human", "human"])
    new_game_from_settings(model, default_game="nim")
    assert model.options == {"pile": 7} and model.seats == ["human", "human"]


def _moves(path):
    import json

    return json.load(open(path))["moves"]


def test_a_file_opened_at_start_keeps_the_unfinished_game(make_model, tmp_path, qsettings):
    """A game opened from the command line (or a double-click) must not overwrite or delete
    the unfinished game an earlier run autosaved: it stays, and the next start offers it."""
    model = make_model(options={"pile": 13})
    model.try_move("t2")
    model.save(str(tmp_path / "g.json"))
    model.new_game("nim", {"pile": 13})
    model.try_move("t1")
    model.try_move("t1")                       # unfinished, never saved: only the autosave
    slot = model.autosave_path()
    model.shutdown()                           # that run ends
    again = fresh(tmp_path, qsettings)
    assert open_start(again, str(tmp_path / "g.json")).kind == "opened"
    assert _moves(slot) == ["t1", "t1"]        # not overwritten by the opened game...
    again.try_move("t1")
    assert again.autosave_path() != slot and _moves(slot) == ["t1", "t1"]
    again.undo()                               # back to the opened game's moves
    assert _moves(slot) == ["t1", "t1"]
    again.new_game("nim", {"pile": 13})        # ...nor deleted by a game with no move yet
    assert _moves(slot) == ["t1", "t1"]
    again.shutdown()
    third = fresh(tmp_path, qsettings)
    result = open_start(third)
    assert result.kind == "start_page"
    assert [r["moves"] for r in result.resumes] == [2]
    assert third.resume_autosave(result.resume["path"])
    assert [str(m) for m in third.moves] == ["t1", "t1"]


def test_opening_a_finished_game_keeps_the_unfinished_one(make_model, tmp_path, qsettings):
    model = make_model(options={"pile": 3})
    model.try_move("t3")                       # over at once
    model.save(str(tmp_path / "over.json"))
    model.new_game("nim", {"pile": 7})
    model.try_move("t1")
    slot = model.autosave_path()
    model.shutdown()
    again = fresh(tmp_path, qsettings)
    assert open_start(again, str(tmp_path / "over.json")).kind == "opened"
    assert again.is_over() and _moves(slot) == ["t1"]


def test_unfinished_games_list_the_table_and_the_earlier_runs(make_model, tmp_path, qsettings):
    model = make_model(options={"pile": 13})
    model.try_move("t2")
    model.save(str(tmp_path / "g.json"))
    model.try_move("t1")
    model.shutdown()                           # that run ends with two moves played
    again = fresh(tmp_path, qsettings)
    open_start(again)
    (left,) = unfinished_games(again)
    assert (left.game, left.moves, left.file_path) == ("nim", 2, str(tmp_path / "g.json"))
    assert left.slot and os.path.exists(left.slot) and left.state.pile == 10
    again.new_game("nim", {"pile": 5})
    again.try_move("t1")                       # a game on the table comes first
    table, earlier = unfinished_games(again)
    assert table.slot is None and table.moves == 1 and earlier.slot == left.slot


def test_the_table_game_is_the_whole_game_while_reviewing(make_model):
    """Looking back at move 1 of a game of 3 moves, then opening the start page: the card
    offers the whole game (3 moves, its last position), not the position reviewed — and at
    move 0 it is still offered."""
    model = make_model(options={"pile": 13})
    for move in ("t2", "t1", "t2"):
        assert model.try_move(move)
    last = model.state
    for ply in (1, 0):
        assert model.start_review(ply) and model.review_ply == ply
        (table,) = unfinished_games(model)
        assert table.moves == 3 and table.state == last and table.slot is None
        model.stop_review()
